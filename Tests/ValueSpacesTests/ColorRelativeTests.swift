import Foundation
import MotionMath
import Testing
import ValueSpaces

@Suite("Colours: relative colour syntax and calc(), web-platform-tests cases")
struct ColorRelativeTests {
    /// Runs a block; returns the failures' descriptions and the largest deviation.
    /// Runs a block with WPT's tolerance (0.01 per number unless the line gives one); returns the
    /// failures' descriptions and the largest deviation.
    static func run(_ block: String) -> (count: Int, failures: [String], worst: Double) {
        let cases = block.split(separator: "\n").map { line in
            let parts = line.split(separator: " | ").map(String.init)
            return WPTColorCase(input: parts[0], expected: parts[1], epsilon: parts.count > 2 ? Double(parts[2])! : 0.01)
        }
        var failures: [String] = [], worst = 0.0
        for c in cases {
            do {
                let got = try Color(css: c.input)
                let want = try Color(css: c.expected)
                let (d, mismatch) = colorDeviation(got, want)
                if let mismatch { failures.append("\(c): \(mismatch)"); continue }
                // The serialised form as browsers print it: the function and, for color(), the
                // space (a relative rgb() is color(srgb …), not the legacy rgb()).
                if Self.form(got.cssText) != Self.form(c.expected) {
                    failures.append("\(c): serialised as \(got.cssText)"); continue
                }
                if !(d <= c.epsilon) { failures.append("\(c): got \(got.exactCSSText), deviation \(d)"); continue }
                worst = max(worst, d)
            } catch {
                failures.append("\(c): threw \(error)")
            }
        }
        return (cases.count, failures, worst)
    }

    /// "color(srgb", "lab(", "rgb(": the text up to the first number or `none`.
    static func form(_ text: String) -> String {
        let head = text.prefix { $0 != "(" }
        if head == "color" { return String(text.prefix { $0 != " " }) }
        return String(head)
    }

    @Test func plainAndCalc() {
        var total = 0
        for (name, block) in [("plain", WPTRelativeColor.plain), ("noneOrigins", WPTRelativeColor.noneOrigins), ("mixes", WPTRelativeColor.mixes),
                              ("calcBasic", WPTRelativeColor.calcBasic), ("calcFunctions", WPTRelativeColor.calcFunctions)] {
            let (count, failures, worst) = Self.run(block)
            total += count
            print("WPT relative colour \(name): \(count - failures.count)/\(count) pass, largest deviation \(worst)")
            for f in failures { print("  FAIL \(f)") }
            #expect(failures.isEmpty, "\(name): \(failures.count) failures")
            // The expected numbers have 8 decimals (one calcFunctions line has 3): anything above
            // 1e-3 would be a real difference, not WPT's rounding.
            #expect(worst <= 1e-3, "\(name): largest deviation \(worst)")
        }
        #expect(total == 1109 + 24)
    }

    @Test func invalidInputIsRejected() {
        let inputs = WPTRelativeColor.invalid.split(separator: "\n").map(String.init)
        var accepted: [String] = []
        for input in inputs {
            if let color = try? Color(css: input) { accepted.append("\(input) → \(color.exactCSSText)") }
        }
        print("WPT invalid relative colours: \(inputs.count - accepted.count)/\(inputs.count) rejected")
        for a in accepted { print("  ACCEPTED \(a)") }
        #expect(accepted.isEmpty)
    }
}

@Suite("Colours: legacy and modern serialisation")
struct ColorLegacySerialisationTests {
    /// Browsers print a colour written in the legacy sRGB syntax (name, hex, rgb(), hsl(), hwb())
    /// as rgb()/rgba(), and every other sRGB colour (color(srgb …), a relative colour, a
    /// color-mix()) as color(srgb …) (CSS Color 4 §15; WPT color-computed-color-function,
    /// color-computed-relative-color, color-computed-color-mix-function). Equality ignores it.
    @Test(arguments: [
        ("red", "rgb(255, 0, 0)"), ("#ff000080", "rgba(255, 0, 0, 0.5)"), ("hsl(120 100% 25%)", "rgb(0, 128, 0)"),
        ("hwb(240 0% 0%)", "rgb(0, 0, 255)"), ("transparent", "rgba(0, 0, 0, 0)"),
        ("color(srgb 1 0 0)", "color(srgb 1 0 0)"), ("color(srgb 1 0 0 / 0.5)", "color(srgb 1 0 0 / 0.5)"),
        ("rgb(from red r g b)", "color(srgb 1 0 0)"), ("hsl(from red h s l)", "color(srgb 1 0 0)"),
        ("hwb(from red h w b / 0.25)", "color(srgb 1 0 0 / 0.25)"), ("color-mix(in srgb, red, blue)", "color(srgb 0.5 0 0.5)"),
        ("color-mix(in hsl, red, red)", "color(srgb 1 0 0)"), ("rgb(none 0 0)", "color(srgb none 0 0)"),
    ])
    func serialisesAsBrowsers(text: String, expected: String) throws {
        let color = try Color(css: text)
        #expect(color.cssText == expected, "\(text)")
        // cssText is the browsers' lossy form (8-bit channels); exactCSSText reads back as the
        // same colour, in the same form (rgb() with 6 decimals of 255, or color(srgb …)).
        let exact = color.exactCSSText
        #expect(exact.prefix(5) == expected.prefix(5), "\(text): \(exact)")
        let (deviation, mismatch) = colorDeviation(try Color(css: exact), color)
        #expect(mismatch == nil && deviation <= 1e-8, "\(text): \(deviation) \(mismatch ?? "")")
    }

    @Test func flagFollowsTheValue() throws {
        #expect(try Color(css: "red") == Color(css: "color(srgb 1 0 0)"))
        #expect(try Color(css: "red").isLegacy && !Color(css: "color(srgb 1 0 0)").isLegacy)
        #expect(try Color(.srgb, 1, 0, 0).cssText == "color(srgb 1 0 0)")
        #expect(try Color(red: 255, green: 0, blue: 0).cssText == "rgb(255, 0, 0)")
        #expect(try Color(.hsl, 0, 100, 50).cssText == "rgb(255, 0, 0)")
        // Conversions keep the flag inside sRGB, HSL and HWB only.
        #expect(try Color(css: "red").converted(to: .hsl).converted(to: .srgb).cssText == "rgb(255, 0, 0)")
        #expect(try Color(css: "red").converted(to: .oklab).converted(to: .srgb).isLegacy == false)
        // Two legacy colours animate into a legacy colour; one modern end makes it modern.
        let srgb = ColorInterpolationSpace(space: .srgb)
        #expect(try srgb.interpolate(from: Color(css: "red"), to: Color(css: "blue"), fraction: 0.5).cssText == "rgb(128, 0, 128)")
        #expect(try srgb.interpolate(from: Color(css: "red"), to: Color(css: "color(srgb 0 0 1)"), fraction: 0.5).cssText == "color(srgb 0.5 0 0.5)")
        // Codable keeps it, both ways (a relative hsl() is an HSL colour that is not legacy).
        let data = try JSONEncoder().encode(try Color(css: "red"))
        #expect(String(decoding: data, as: UTF8.self).contains("\"legacy\":true"))
        #expect(try JSONDecoder().decode(Color.self, from: data).cssText == "rgb(255, 0, 0)")
        let modern = try Color(css: "hsl(from red h s l)")
        #expect(modern.space == .hsl && !modern.isLegacy)
        #expect(try JSONDecoder().decode(Color.self, from: JSONEncoder().encode(modern)).cssText == "color(srgb 1 0 0)")
    }
}

@Suite("Colours: calc() and relative colours, bad input and edge cases")
struct ColorCalcTests {
    /// calc() follows CSS Values 4's types; a type error, a missing operand or an unknown keyword
    /// is a syntax error naming the place; NaN becomes 0 and infinity the largest finite value
    /// (then clamped as the channel is).
    @Test func typesAndCensoring() throws {
        #expect(try Color(css: "rgb(calc(255 / 2) 0 calc(50% * 2))").components == SIMD3(127.5 / 255, 0, 1))
        #expect(try Color(css: "hsl(calc(0.5turn + 90deg) 100% 50%)").components.x == 270)
        #expect(try Color(css: "lab(calc(nan) 0 0)").components.x == 0)
        #expect(try Color(css: "lab(calc(infinity) 0 0)").components.x == 100)
        #expect(try Color(css: "oklab(0.5 calc(-infinity) 0)").components.y == -.greatestFiniteMagnitude)
        #expect(try Color(css: "rgb(from red calc(r / 2) g b)").components.x == 0.5)
        let tealHue = try Color(css: "teal").converted(to: .oklch).components.z
        #expect(try Color(css: "oklch(from teal l c calc(h + 180))").components.z == (tealHue + 180).truncatingRemainder(dividingBy: 360))
        for bad in ["rgb(calc(1 + 10%) 0 0)", "rgb(calc(10% * 10%) 0 0)", "hsl(calc(10deg / 10%) 50% 50%)", "rgb(calc(1 +) 0 0)",
                    "rgb(calc(1 2) 0 0)", "rgb(calc(r) 0 0)", "rgb(from red calc(x) g b)", "rgb(from red r g b b)", "rgb(from red, r, g, b)",
                    "rgb(calc((1) 0 0)", "rgb(clamp(1, 2) 0 0)", "rgb(pow(1deg, 2) 0 0)", "hsl(from red h s l / calc(alpha * 1deg))"] {
            do {
                let c = try Color(css: bad)
                Issue.record("'\(bad)' parsed as \(c.exactCSSText)")
            } catch {
                guard case .syntax(let message) = error else { Issue.record("'\(bad)': \(error) is not .syntax"); continue }
                #expect(message.contains("at "), "\(bad): \(message)")
            }
        }
    }

    /// Infinities and overflow never reach a component (a colour's components are finite):
    /// an infinite hue is 0 (CSS Color 4 §4.3), any other infinite channel the largest finite
    /// number, then the channel's clamp; a percentage or unit that overflows is treated the same.
    /// Every such colour serialises to text that reads back.
    @Test func infinitiesAndOverflowStayFinite() throws {
        #expect(try Color(css: "hsl(calc(infinity) 100% 50%)").cssText == "rgb(255, 0, 0)")
        #expect(try Color(css: "hsl(calc(-infinity) 100% 50%)").cssText == "rgb(255, 0, 0)")
        #expect(try Color(css: "oklch(0.5 0.1 1e307rad)").components.z == 0)
        #expect(try Color(css: "hsl(1e306turn 50% 50%)").components.x == 0)
        for text in ["lch(50 calc(infinity * 1%) 0)", "lab(50 1.5e308% 0)", "hsl(0 calc(infinity * 1%) 50%)", "rgb(from red calc(infinity) g b)",
                     "color(from red srgb calc(-infinity) g b)", "oklab(0.5 calc(1e308 * 10) 0)"] {
            let color = try Color(css: text)
            #expect(color.components.x.isFinite && color.components.y.isFinite && color.components.z.isFinite, "\(text): \(color.components)")
            #expect((try? Color(css: color.cssText)) != nil && (try? Color(css: color.exactCSSText)) != nil, "\(text): \(color.cssText)")
        }
    }

    /// The math functions' IEEE cases (CSS Values 4 §10.9): pow of a negative base with an integer
    /// exponent and pow(0, 0) = 1; a NaN argument makes min, max and clamp NaN (then 0); an
    /// infinite divisor in mod keeps a dividend of its sign and is NaN otherwise, in rem keeps
    /// it; hypot does not overflow before its result does.
    @Test func mathFunctionEdgeCases() throws {
        #expect(try Color(css: "rgb(calc(pow(-2, 2) * 60) 0 0)").components.x == 240.0 / 255)
        #expect(try Color(css: "rgb(calc(255 * pow(0, 0)) 0 0)").components.x == 1)
        #expect(try Color(css: "oklab(0.5 pow(-8, 1/3) 0)").components.y == 0)  // NaN → 0
        #expect(try Color(css: "rgb(calc(max(1, NaN) + 100) 0 0)").components.x == 0)
        #expect(try Color(css: "rgb(calc(clamp(0, NaN, 255)) 0 0)").components.x == 0)
        #expect(try Color(css: "oklab(0.5 mod(-5, infinity) 0)").components.y == 0)
        #expect(try Color(css: "oklab(0.5 mod(5, infinity) 0)").components.y == 5)
        #expect(try Color(css: "oklab(0.5 rem(-5, infinity) 0)").components.y == -5)
        #expect(try Color(css: "oklab(0.5 mod(-5, 3) rem(-5, 3))").components == SIMD3(0.5, 1, -2))
        let h = try Color(css: "oklab(0.5 calc(hypot(1e200, 1e200) / 1e200) 0)").components.y
        #expect(abs(h - 2.0.squareRoot()) <= 4 * .ulpOfOne, "\(h)")
    }

    /// One origin per relative colour: a second `from` is a syntax error (a chain of them once
    /// recursed past the nesting limit).
    @Test func oneOrigin() {
        #expect(throws: ValueSpaceError.self) { try Color(css: "rgb(from red from blue r g b)") }
        let chain = "rgb(" + String(repeating: "from red ", count: 100_000) + "r g b)"
        #expect(throws: ValueSpaceError.self) { try Color(css: chain) }
    }

    /// Deep nesting is refused with a syntax error, never recursed into until the stack runs out.
    @Test func deepNestingIsRefused() throws {
        let calc = "rgb(calc(" + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000) + ") 0 0)"
        let relative = String(repeating: "rgb(from ", count: 50_000) + "red" + String(repeating: " r g b)", count: 50_000)
        let mix = String(repeating: "color-mix(in srgb, red, ", count: 50_000) + "blue" + String(repeating: ")", count: 50_000)
        for text in [calc, relative, mix] {
            #expect(throws: ValueSpaceError.self) { try Color(css: text) }
        }
        let shallow = "rgb(calc(" + String(repeating: "(", count: 50) + "1" + String(repeating: ")", count: 50) + ") 0 0)"
        #expect(try Color(css: shallow).components.x == 1.0 / 255)
    }
}
