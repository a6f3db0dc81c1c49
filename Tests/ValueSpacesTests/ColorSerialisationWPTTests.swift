import Testing
import ValueSpaces

/// WPT's fuzzy colour comparison (css/support/color-testcommon.js): the texts split at spaces,
/// "(" and ","; the pieces that read as numbers pair up within `epsilon`; with every digit and
/// "." removed, the texts are identical (function, space, `none`, `%`, `/`, signs and commas).
func wptFuzzyMatch(_ got: String, _ want: String, epsilon: Double = 0.01) -> Bool {
    func numbers(_ s: String) -> [Double] {
        s.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "," }).compactMap { piece in
            // JavaScript's parseFloat: the longest prefix that reads as a number.
            var prefix = String(piece.prefix { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) })
            while !prefix.isEmpty && Double(prefix) == nil { prefix.removeLast() }
            return Double(prefix)
        }
    }
    let a = numbers(got), b = numbers(want)
    guard a.count == b.count, zip(a, b).allSatisfy({ abs($0 - $1) <= epsilon }) else { return false }
    func shape(_ s: String) -> String { String(s.filter { !($0.isASCII && $0.isNumber) && $0 != "." }) }
    return shape(got) == shape(want)
}

/// The kind of error a colour text must be refused with.
enum ColorRefusal: String { case syntax, unsupported }

/// Whether `text` is refused with the `expected` kind of `ValueSpaceError` carrying a message;
/// records an issue naming the text (and `context`) when it parses or throws another kind.
@discardableResult
func expectRefused(_ text: String, as expected: ColorRefusal, in context: String = "", sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let prefix = context.isEmpty ? "" : context + ": "
    do {
        let color = try Color(css: text)
        Issue.record("\(prefix)'\(text)' parsed as \(color.cssText)", sourceLocation: sourceLocation)
        return false
    } catch {
        let message: String
        switch (expected, error) {
        case (.syntax, .syntax(let m)), (.unsupported, .unsupported(let m)): message = m
        default:
            Issue.record("\(prefix)'\(text)': \(error) is not .\(expected.rawValue)", sourceLocation: sourceLocation)
            return false
        }
        #expect(!message.isEmpty, "\(prefix)'\(text)'", sourceLocation: sourceLocation)
        return !message.isEmpty
    }
}

@Suite("Colours: the web-platform-tests' computed-value serialisation and invalid inputs")
struct ColorSerialisationWPTTests {
    struct Case: CustomStringConvertible {
        let assertion: String, input: String, expected: [String]
        var description: String { "\(assertion)(\(input)) → \(expected[0])" }
    }

    static func cases(_ block: String) -> [Case] {
        block.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }.map { line in
            let f = line.components(separatedBy: " | ")
            let input = f[1].replacingOccurrences(of: "<TAB>", with: "\t").replacingOccurrences(of: "<LF>", with: "\n")
            return Case(assertion: f[0], input: input, expected: f.count > 3 ? f[3].components(separatedBy: " || ") : [f[2]])
        }
    }

    static let computed: [(file: String, block: String, count: Int)] = [
        ("color-computed-rgb", WPTColorSerialisation.computedRGB, 77),
        ("color-computed-hsl", WPTColorSerialisation.computedHSL, 779),
        ("color-computed-hwb", WPTColorSerialisation.computedHWB, 43),
        ("color-computed-hex-color", WPTColorSerialisation.computedHex, 6),
        ("color-computed-named-color", WPTColorSerialisation.computedNamed, 9),
        ("color-computed-color-function", WPTColorSerialisation.computedColorFunction, 401),
        ("color-computed", WPTColorSerialisation.computed, 15),
    ]

    /// The specified-value files' lines that a computed value can match (the cases file says
    /// which are left out and why).
    static let specified: [(file: String, block: String, count: Int)] = [
        ("color-valid-rgb", WPTColorSerialisation.validRGB, 48),
        ("color-valid-hsl", WPTColorSerialisation.validHSL, 35),
        ("color-valid-hwb", WPTColorSerialisation.validHWB, 38),
        ("color-valid-color-function", WPTColorSerialisation.validColorFunction, 222),
        ("color-valid-lab", WPTColorSerialisation.validLab, 96),
        ("color-valid", WPTColorSerialisation.valid, 12),
    ]

    /// `cssText` is the computed value as browsers print it: exactly where WPT compares exactly
    /// (integer rgb() channels, 8-bit alphas, keywords), to WPT's 0.01 where it compares fuzzily;
    /// and it reads back as itself, as WPT also checks.
    @Test(arguments: (computed + specified).map(\.file))
    func serialisedValues(_ file: String) {
        let (_, block, count) = (Self.computed + Self.specified).first { $0.file == file }!
        let cases = Self.cases(block)
        var passed = 0
        for c in cases {
            guard let color = try? Color(css: c.input) else {
                Issue.record("\(file): \(c): does not parse")
                continue
            }
            let text = color.cssText
            let ok = c.assertion.hasPrefix("fuzzy") ? c.expected.contains { wptFuzzyMatch(text, $0) } : c.expected.contains(text)
            #expect(ok, "\(file): \(c): got \(text)")
            let again = (try? Color(css: text))?.cssText
            #expect(again == text, "\(file): \(c): \(text) reads back as \(again ?? "an error")")
            if ok && again == text { passed += 1 }
        }
        print("WPT \(file): \(passed)/\(cases.count) serialised as expected")
        #expect(cases.count == count)
    }

    static let invalid: [(file: String, block: String, count: Int)] = [
        ("color-invalid-rgb", WPTColorSerialisation.invalidRGB, 28),
        ("color-invalid-hsl", WPTColorSerialisation.invalidHSL, 23),
        ("color-invalid-hwb", WPTColorSerialisation.invalidHWB, 6),
        ("color-invalid-lab", WPTColorSerialisation.invalidLab, 18),
        ("color-invalid-color-function", WPTColorSerialisation.invalidColorFunction, 115),
        ("color-invalid-named-color", WPTColorSerialisation.invalidNamed, 184),
        ("color-invalid-hex-color", WPTColorSerialisation.invalidHex, 10),
        ("color-invalid", WPTColorSerialisation.invalid, 10),
    ]

    /// Every input WPT says a browser must reject is a typed syntax error here (the Kelvin sign
    /// U+212A in `blacK` is not a "k"; CSS keywords match ASCII case-insensitively).
    @Test(arguments: invalid.map(\.file))
    func invalidInputs(_ file: String) {
        let (_, block, count) = Self.invalid.first { $0.file == file }!
        let cases = Self.cases(block)
        var rejected = 0
        for c in cases {
            #expect(c.expected == ["INVALID"])
            if expectRefused(c.input, as: .syntax, in: file) { rejected += 1 }
        }
        print("WPT \(file): \(rejected)/\(cases.count) rejected")
        #expect(cases.count == count)
    }

    /// HWB converts in percent: whole percentages give exact channels, so hwb(120 30% 50%) has
    /// a green of exactly ½ (127.5 of 255, printed 128) and a red and blue of exactly 0.3.
    @Test func hwbChannelsAreExact() throws {
        let rgb = try Color(css: "hwb(120 30% 50%)").converted(to: .srgb).components
        #expect(rgb == SIMD3(0.3, 0.5, 0.3), "\(rgb)")
    }

    /// What the WPT inputs exercise beyond the functions themselves, each pinned exactly: CSS
    /// comments, escapes in names, the CSSOM number form, exact HWB arithmetic and calc()'s
    /// clamped infinity.
    @Test(arguments: [
        ("/**/transparent", "rgba(0, 0, 0, 0)"), ("rgb(/* R */0, /* G */51, /* B */255)", "rgb(0, 51, 255)"),
        ("red/* unterminated", "rgb(255, 0, 0)"), ("r\\gb(00, 51, 102)", "rgb(0, 51, 102)"),
        ("r\\67 b(00, 51, 102)", "rgb(0, 51, 102)"), ("\\72 ed", "rgb(255, 0, 0)"), ("RED", "rgb(255, 0, 0)"),
        ("oklab(50% 50% -20%)", "oklab(0.5 0.2 -0.08)"), ("lab(12.3456789 -0.0000004 0.0000005)", "lab(12.3457 0 0.000001)"), ("oklab(0.5 0.0123456789 5.5e-17)", "oklab(0.5 0.012346 0)"),
        ("color(srgb 0.1234566 1e-3 -0)", "color(srgb 0.123457 0.001 0)"), ("color(srgb 0.99999951 2 -0.000012345678)", "color(srgb 1 2 -0.000012)"),
        ("oklch(0.5 0.1 359.9999996)", "oklch(0.5 0.1 360)"), ("color(srgb 999999.6 -123456.7 1e-301)", "color(srgb 1000000 -123457 0)"),
        ("hwb(120 30% 50%)", "rgb(77, 128, 77)"), ("hwb(0 12.5% 37.5%)", "rgb(159, 32, 32)"),
        ("color(srgb 0 calc(infinity) 0)", "color(srgb 0 calc(infinity) 0)"),
        ("lab(50 calc(-infinity) 0)", "lab(50 calc(-infinity) 0)"),
    ])
    func textForms(_ input: String, _ expected: String) throws {
        let color = try Color(css: input)
        #expect(color.cssText == expected, "\(input)")
        // The text reads back as the colour to its rounding: half a unit in the sixth
        // significant digit or the sixth decimal of each number, or half an 8-bit step of a legacy rgb() channel
        // (compared in sRGB).
        let back = try Color(css: color.cssText)
        if color.isLegacy {
            let d = back.converted(to: .srgb).components - color.converted(to: .srgb).components
            #expect(max(abs(d.x), abs(d.y), abs(d.z)) <= 0.5 / 255 * (1 + 1e-9), "\(input)")
        } else {
            for i in 0..<3 {
                let bound = max(abs(color.components[i]) * 5e-6, 5e-7)
                #expect(abs(back.components[i] - color.components[i]) <= bound || color.space.hueIndex == i, "\(input): component \(i)")
            }
        }
    }
}
