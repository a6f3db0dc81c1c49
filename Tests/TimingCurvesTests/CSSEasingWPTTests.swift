import MotionMath
import Testing
import Foundation
import TimingCurves

// The parsing and serialisation cases of web-platform-tests css/css-easing, written as tests:
//   timing-functions-syntax-valid.html     (test_valid_value: the specified serialisation)
//   timing-functions-syntax-computed.html  (test_computed_value: the computed serialisation)
//   timing-functions-syntax-invalid.html   (test_invalid_value)
//   step-timing-functions-syntax.html
//   linear-timing-functions-syntax.html
//   linear-timing-functions-syntax.tentative.html (only its cases the non-tentative file keeps)
// Inputs and expected strings are the tests' own; the version read is the one with the calc()
// cases (cubic-bezier(calc(…)), steps(calc(…))). `animation-timing-function` takes a list, so a
// case is read with `EasingFunction.list(parsing:)`.

/// (input, expected serialisation); nil expected means "serialises as written".
typealias WPTCase = (input: String, expected: String?)

enum WPTEasing {
    static let syntaxValid: [WPTCase] = [
        ("linear", nil), ("ease", nil), ("ease-in", nil), ("ease-out", nil), ("ease-in-out", nil),
        ("cubic-bezier(0.1, 0.2, 0.8, 0.9)", nil), ("cubic-bezier(0, -2, 1, 3)", nil), ("cubic-bezier(0, 0.7, 1, 1.3)", nil),
        ("cubic-bezier(calc(-2), calc(0.7 / 2), calc(1.5), calc(0))", "cubic-bezier(calc(-2), calc(0.35), calc(1.5), calc(0))"),
        ("steps(4, start)", nil), ("steps(2, end)", "steps(2)"), ("steps( 2, end )", "steps(2)"),
        ("steps(2, jump-start)", nil), ("steps(2, jump-end)", "steps(2)"), ("steps(2, jump-both)", nil),
        ("steps(2, jump-none)", nil), ("steps(calc(-10), start)", nil),
        ("steps(calc(5 / 2), start)", "steps(calc(2.5), start)"), ("steps(calc(1), jump-none)", nil),
        ("linear, ease, linear", nil),
    ]

    static let syntaxComputed: [WPTCase] = [
        ("linear", nil), ("ease", nil), ("ease-in", nil), ("ease-out", nil), ("ease-in-out", nil),
        ("cubic-bezier(0.1, 0.2, 0.8, 0.9)", nil), ("cubic-bezier(0, -2, 1, 3)", nil), ("cubic-bezier(0, 0.7, 1, 1.3)", nil),
        ("cubic-bezier(calc(-2), calc(0.7 / 2), calc(1.5), calc(0))", "cubic-bezier(0, 0.35, 1, 0)"),
        ("steps(4, start)", nil), ("steps(2, end)", "steps(2)"), ("steps( 2, end )", "steps(2)"),
        ("steps(2, jump-start)", nil), ("steps(2, jump-end)", "steps(2)"), ("steps(2, jump-both)", nil),
        ("steps(2, jump-none)", nil), ("steps(calc(-10), start)", "steps(1, start)"),
        ("steps(calc(5 / 2), start)", "steps(3, start)"), ("steps(calc(1), jump-none)", "steps(2, jump-none)"),
        ("linear, ease, linear", nil),
    ]

    static let syntaxInvalid = [
        "auto", "ease-in ease-out", "cubic-bezier(1, 2, 3)", "cubic-bezier(1, 2, 3, infinite)",
        "cubic-bezier(1, 2, 3, 4, 5)", "cubic-bezier(-0.1, 0.1, 0.5, 0.9)", "cubic-bezier(0.5, 0.1, 1.1, 0.9)",
        "initial, cubic-bezier(0, -2, 1, 3)", "cubic-bezier(0, -2, 1, 3), initial",
    ]

    static let stepsValid: [WPTCase] = [
        ("step-start", "steps(1, start)"), ("step-end", "steps(1)"), ("steps(1, start)", nil),
        ("steps(1, end)", "steps(1)"), ("steps(1, jump-start)", nil), ("steps(1, jump-end)", "steps(1)"),
        ("steps(1, jump-both)", nil), ("steps(2, jump-none)", nil),
    ]

    static let stepsInvalid = [
        "steps(0, start)", "steps(0, end)", "steps(0, jump-start)", "steps(0, jump-end)",
        "steps(0, jump-both)", "steps(1, jump-none)",
    ]

    static let linearValid: [WPTCase] = [
        ("linear(0 0%, 1 100%)", nil), ("linear( 0 0%, 1 100% )", "linear(0 0%, 1 100%)"), ("linear(0, 1)", nil),
        ("linear(-10, -5, 0, 5, 10)", nil), ("linear(-10 -10%, -5 -5%, 0, 5, 10)", nil),
        ("linear(0 calc(0%), 0 calc(100%))", nil),
        ("linear(0 calc(50% - 50%), 0 calc(50% + 50%))", "linear(0 calc(0%), 0 calc(100%))"),
        ("linear(0 calc(50%), 0 100%)", nil), ("linear(0 0% 50%, 1 50% 100%)", nil),
        ("linear(0, 0.5 25% 75%, 1 100% 100%)", nil),
        ("linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 0.998, 1 100% 100%)", nil), ("linear(0, 0 40%, 1, 0.5, 1)", nil),
        ("linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 1.004, 0.998, 1 100% 100%)", nil),
    ]

    static let linearInvalid = [
        "linear()", "linear(0)", "linear(100%)", "linear(0% 1 50%)", "linear(0 0% 100%)", "linear(0% 100% 0)",
        "linear(0 calc(50px - 50%), 0 calc(50em + 50em))", "linear(0 calc(50%, 50%), 0 calc(50% + 50%))",
    ]

    static let linearComputed: [WPTCase] = [
        ("linear(0 0%, 1 100%)", nil), ("linear( 0 0%, 1 100% )", "linear(0 0%, 1 100%)"),
        ("linear(0, 1)", "linear(0 0%, 1 100%)"),
        ("linear(-10, -5, 0, 5, 10)", "linear(-10 0%, -5 25%, 0 50%, 5 75%, 10 100%)"),
        ("linear(-10 -10%, -5 -5%, 0, 5, 10)", "linear(-10 -10%, -5 -5%, 0 30%, 5 65%, 10 100%)"),
        ("linear(0 calc(0%), 0 calc(100%))", "linear(0 0%, 0 100%)"),
        ("linear(0 calc(50% - 50%), 0 calc(50% + 50%))", "linear(0 0%, 0 100%)"),
        ("linear(0 calc(min(50%, 60%)), 0 100%)", "linear(0 50%, 0 100%)"),
        ("linear(0 0% 50%, 1 50% 100%)", "linear(0 0%, 0 50%, 1 50%, 1 100%)"),
        ("linear(0, 0.5 25% 75%, 1 100% 100%)", "linear(0 0%, 0.5 25%, 0.5 75%, 1 100%, 1 100%)"),
        ("linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 0.998, 1 100% 100%)",
         "linear(0 0%, 1.3 12.5%, 1 25%, 0.92 37.5%, 1 50%, 0.99 62.5%, 1 75%, 0.998 87.5%, 1 100%, 1 100%)"),
        ("linear(0, 0 40%, 1, 0.5, 1)", "linear(0 0%, 0 40%, 1 60%, 0.5 80%, 1 100%)"),
        ("linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 1.004, 0.998, 1 100% 100%)",
         "linear(0 0%, 1.3 11.111111%, 1 22.222222%, 0.92 33.333333%, 1 44.444444%, 0.99 55.555556%, 1 66.666667%, 1.004 77.777778%, 0.998 88.888889%, 1 100%, 1 100%)"),
    ]

    /// The tentative file's cases that the current linear-timing-functions-syntax.html keeps
    /// (its `linear()`, `linear(0)`, `linear(0 0% 100%)` and `linear(0% 100% 0)` are valid there
    /// but invalid in the current file, which wins; see the module article).
    static let linearTentativeKept: [WPTCase] = [
        ("linear(0, 1)", nil), ("linear(0 0% 50%, 1 50% 100%)", nil), ("linear(0, 0.5 25% 75%, 1 100% 100%)", nil),
        ("linear(0, 1.3, 1, 0.92, 1, 0.99, 1, 1.004, 0.998, 1 100% 100%)", nil),
    ]
    static let linearTentativeInvalid = ["linear(100%)", "linear(0% 1 50%)"]

    static var validCount: Int { syntaxValid.count + stepsValid.count + linearValid.count + linearTentativeKept.count }
    static var computedCount: Int { syntaxComputed.count + linearComputed.count }
    static var invalidCount: Int { syntaxInvalid.count + stepsInvalid.count + linearInvalid.count + linearTentativeInvalid.count }
}

func computedCSS(_ text: String) throws -> String {
    try EasingFunction.list(parsing: text).map { $0.cssText ?? "?" }.joined(separator: ", ")
}

@Suite struct CSSEasingWPTTests {
    @Test func caseCount() {
        // 20 + 8 + 13 + 4 specified, 20 + 13 computed, 9 + 6 + 8 + 2 invalid.
        #expect(WPTEasing.validCount == 45)
        #expect(WPTEasing.computedCount == 33)
        #expect(WPTEasing.invalidCount == 25)
    }

    @Test(arguments: WPTEasing.syntaxValid + WPTEasing.stepsValid + WPTEasing.linearValid + WPTEasing.linearTentativeKept)
    func specifiedValue(_ c: WPTCase) throws {
        #expect(try EasingFunction.specifiedCSSText(of: c.input) == (c.expected ?? c.input))
        // The serialisation is itself valid and serialises to itself.
        let once = try EasingFunction.specifiedCSSText(of: c.input)
        #expect(try EasingFunction.specifiedCSSText(of: once) == once)
    }

    @Test(arguments: WPTEasing.syntaxComputed + WPTEasing.linearComputed + WPTEasing.stepsValid)
    func computedValue(_ c: WPTCase) throws {
        let expected = c.expected ?? c.input
        #expect(try computedCSS(c.input) == expected)
        #expect(try computedCSS(expected) == expected, "the computed value is stable")
    }

    @Test(arguments: WPTEasing.syntaxInvalid + WPTEasing.stepsInvalid + WPTEasing.linearInvalid + WPTEasing.linearTentativeInvalid)
    func invalidValue(_ text: String) {
        #expect(throws: TimingCurveError.self, "\(text) must be rejected") { try EasingFunction.list(parsing: text) }
        #expect(throws: TimingCurveError.self) { try EasingFunction.specifiedCSSText(of: text) }
    }

    @Test func keywordsStayKeywords() throws {
        #expect(try EasingFunction(parsing: "ease-in-out") == .keyword(.easeInOut))
        #expect(try EasingFunction(parsing: "ease-in-out").cssText == "ease-in-out")
        #expect(try EasingFunction(parsing: "ease-in-out").expanded == .cubicBezier(.easeInOut))
        #expect(try EasingFunction(parsing: "cubic-bezier(0.42, 0, 0.58, 1)").cssText == "cubic-bezier(0.42, 0, 0.58, 1)")
        #expect(try EasingFunction(parsing: "linear(0, 1)").cssText == "linear(0 0%, 1 100%)")
        #expect(try EasingFunction(parsing: "linear").cssText == "linear")
        // The keyword evaluates exactly as what it stands for.
        for k in EasingKeyword.allCases {
            for x in [-0.5, 0, 0.1, 0.37, 0.5, 0.9, 1, 1.5] {
                #expect(EasingFunction.keyword(k).valueAndDerivative(at: x) == k.expansion.valueAndDerivative(at: x))
            }
        }
        #expect(EasingFunction.keyword(.ease) != .cubicBezier(.ease), "a keyword is a distinct value, as in CSS")
        #expect(Set([EasingFunction.keyword(.ease), .keyword(.ease), .cubicBezier(.ease)]).count == 2)
    }

    @Test func commentsEscapesAndCase() throws {
        let same: [(String, String)] = [
            ("ease /**/", "ease"), ("/* a */ease/* b */", "ease"), ("ease /* unclosed", "ease"),
            ("Ease\\2d in-out", "ease-in-out"), ("ease\\-in-out", "ease-in-out"), ("EASE-IN-OUT", "ease-in-out"),
            ("\\65 ase", "ease"), ("cubic\\-bezier(0.1, 0.2, 0.8, 0.9)", "cubic-bezier(0.1, 0.2, 0.8, 0.9)"),
            ("CUBIC-BEZIER(/**/0.1/**/,0.2,0.8,0.9)", "cubic-bezier(0.1, 0.2, 0.8, 0.9)"),
            ("Steps(2, JUMP-NONE)", "steps(2, jump-none)"), ("LINEAR(0, 1)", "linear(0 0%, 1 100%)"),
            ("steps(2,/* why */start)", "steps(2, start)"),
        ]
        for (input, expected) in same {
            #expect(try EasingFunction(parsing: input).cssText == expected, "\(input)")
        }
        // Only ASCII letters fold: the Kelvin sign is not "k", a dotted capital I is not "i".
        #expect(throws: TimingCurveError.self) { try EasingFunction(parsing: "ease-\u{130}n") }
        // A comment splits tokens; whitespace between a function name and "(" is not allowed.
        #expect(throws: TimingCurveError.self) { try EasingFunction(parsing: "ea/**/se") }
        #expect(throws: TimingCurveError.self) { try EasingFunction(parsing: "steps (2)") }
        #expect(throws: TimingCurveError.self) { try EasingFunction(parsing: "cubic-bezier(0.1, 0.2, 0.8, 0.9px)") }
    }

    @Test func calcInArguments() throws {
        let cases: [(String, String)] = [
            ("linear(0 calc(50% - 50%), 0 calc(50% + 50%))", "linear(0 0%, 0 100%)"),
            ("linear(0 calc(min(50%, 60%)), 0 100%)", "linear(0 50%, 0 100%)"),
            ("linear(calc(1 / 4) calc(max(10%, 20%) * 2), 1)", "linear(0.25 40%, 1 100%)"),
            ("linear(0, calc(0.5) 50%, 1)", "linear(0 0%, 0.5 50%, 1 100%)"),
            ("cubic-bezier(calc(0.25), calc(0.1 * (2 - 1)), CALC(0.25), calc(clamp(0, 3, 1)))", "cubic-bezier(0.25, 0.1, 0.25, 1)"),
            ("cubic-bezier(min(0.3, 0.2), 0, 1, 1)", "cubic-bezier(0.2, 0, 1, 1)"),
            ("steps(calc(2 * 2))", "steps(4)"), ("steps(calc(3.49), end)", "steps(3)"),
            ("cubic-bezier(0, calc(pi - pi), 1, 1)", "cubic-bezier(0, 0, 1, 1)"),
        ]
        for (input, expected) in cases {
            #expect(try EasingFunction(parsing: input).cssText == expected, "\(input)")
        }
        for bad in [
            "linear(0 calc(50% + 1), 1)", "linear(0 calc(50%-50%), 1)", "linear(0 calc(50% * 2%), 1)",
            "linear(0 calc(1 / 50%), 1)", "cubic-bezier(calc(1 / 0), 0, 1, 1)", "cubic-bezier(calc(), 0, 1, 1)",
            "linear(0 calc(50%), 1 calc(1))", "cubic-bezier(calc(0.5%), 0, 1, 1)", "steps(calc(2%))",
            "cubic-bezier(sin(1), 0, 1, 1)", "cubic-bezier(calc(tau), 0, 1, 1)", "linear(0 calc(50% 50%), 1)",
            "steps(2.0)", "steps(1e1)", "cubic-bezier(clamp(0, 1), 0, 1, 1)",
        ] {
            #expect(throws: TimingCurveError.self, "\(bad) must be rejected") { try EasingFunction(parsing: bad) }
        }
    }

    @Test func nestingIsBounded() throws {
        func nested(_ depth: Int) -> String {
            "cubic-bezier(" + String(repeating: "calc(", count: depth) + "0.5" + String(repeating: ")", count: depth) + ", 0, 1, 1)"
        }
        #expect(try EasingFunction(parsing: nested(32)).cssText == "cubic-bezier(0.5, 0, 1, 1)")
        do {
            _ = try EasingFunction(parsing: nested(33))
            Issue.record("33 nested calc() must be rejected")
        } catch {
            guard case .parse(let e) = error else { Issue.record("not a parse error: \(error)"); return }
            #expect(e.message.contains("32"))
            #expect(e.offset == 13 + 32 * 5, "points at the 33rd calc(")
        }
        // Deep nesting and long unclosed input finish quickly with a typed error, never a crash.
        let deep = "linear(0 " + String(repeating: "(", count: 100_000)
        #expect(throws: TimingCurveError.self) { try EasingFunction(parsing: deep) }
        let parens = "linear(0 calc(" + String(repeating: "(", count: 100_000) + "50%" + String(repeating: ")", count: 100_001) + ", 1)"
        #expect(throws: TimingCurveError.self) { try EasingFunction(parsing: parens) }
    }

    @Test func numbersInShortestForm() throws {
        #expect(try EasingFunction(parsing: "cubic-bezier(0.10, 1.0e0, +.5, 00.25)").cssText == "cubic-bezier(0.1, 1, 0.5, 0.25)")
        #expect(try EasingFunction(parsing: "cubic-bezier(0, 1e-7, 1, -0)").cssText == "cubic-bezier(0, 0, 1, 0)")
        #expect(try EasingFunction(parsing: "cubic-bezier(0, 1e-7, 1, 1e20)").exactCSSText == "cubic-bezier(0, 0.0000001, 1, 100000000000000000000)")
        #expect(try EasingFunction(parsing: "cubic-bezier(0.1234567, 0, 1, 1)").cssText == "cubic-bezier(0.123457, 0, 1, 1)")
        let precise = try EasingFunction(parsing: "cubic-bezier(0.123456789, -1e-9, 1, 1)")
        #expect(try EasingFunction(parsing: precise.exactCSSText!) == precise)
        for v in [0.1, 1.0 / 3, -2.5e-5, 12345.678, 1e-300, 5e300, -0.0, 0.35] {
            let text = CSSNumberFormat.string(v, maximumFractionDigits: nil)
            #expect(!text.contains("e"), "\(text)")
            #expect(Double(text) == v, "\(v) → \(text)")
        }
    }

    @Test func listsAndOffsets() throws {
        #expect(try EasingFunction.list(parsing: "ease, steps(2) ,linear(0, 1)").count == 3)
        for (text, offset) in [("ease,", 5), (",ease", 0), ("ease ease", 5), ("ease, auto", 6)] {
            do {
                _ = try EasingFunction.list(parsing: text)
                Issue.record("\(text) must be rejected")
            } catch {
                if case .parse(let e) = error { #expect(e.offset == offset, "\(text): \(e)") }
            }
        }
        // A single easing is one item: a list is an error for init(parsing:).
        #expect(throws: TimingCurveError.self) { try EasingFunction(parsing: "ease, linear") }
    }
}

/// The libFuzzer target's invariants (Fuzz/Easing) over its corpus, so they hold without a
/// fuzzing toolchain: every input parses or throws; a parsed easing's exact CSS reads back equal,
/// its computed CSS and its specified serialisation read back.
@Suite struct EasingFuzzCorpusReplay {
    @Test func corpusKeepsTheInvariants() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/corpus/FuzzEasing").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count > 10)
        for file in files {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            let text = String(decoding: data, as: UTF8.self)
            guard let easing = try? EasingFunction(parsing: text) else { continue }
            if let exact = easing.exactCSSText {
                var expected = easing
                if case .penner(let p) = easing, let bezier = p.exactCubicBezier { expected = .cubicBezier(bezier) }
                #expect(try EasingFunction(parsing: exact) == expected, "\(file): \(exact)")
            }
            if let css = easing.cssText { #expect(throws: Never.self, "\(file): \(css)") { try EasingFunction(parsing: css) } }
            let specified = try EasingFunction.specifiedCSSText(of: text)
            #expect(throws: Never.self, "\(file): \(specified)") { try EasingFunction.list(parsing: specified) }
        }
    }
}
