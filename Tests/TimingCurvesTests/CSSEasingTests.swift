import MotionTestSupport
import Testing
import TimingCurves

@Suite struct StepsTests {
    @Test func publicFigures() throws {
        let xs = [0, 0.499, 0.5, 1]
        let cases: [(StepPosition, [Double])] = [
            (.start, [0.5, 0.5, 1, 1]), (.end, [0, 0, 0.5, 1]),
            (.jumpBoth, [1.0 / 3, 1.0 / 3, 2.0 / 3, 1]), (.jumpNone, [0, 0, 1, 1]),
            (.jumpStart, [0.5, 0.5, 1, 1]), (.jumpEnd, [0, 0, 0.5, 1]),
        ]
        for (position, expected) in cases {
            let s = try Steps(2, position)
            #expect(xs.map { s.value(at: $0) } == expected, "steps(2, \(position.cssName))")
        }
        // The before flag: steps(2, start) shows 0 at x = 0 in the before phase.
        #expect(try Steps(2, .start).value(at: 0, beforeFlag: true) == 0)
        #expect(try Steps(2, .start).value(at: 0.5, beforeFlag: true) == 0.5)
        // Outside [0, 1]: stepwise extrapolation, never NaN.
        #expect(try Steps(2, .end).value(at: 1.5) == 1.5)
        #expect(try Steps(2, .start).value(at: -0.25) == 0)
        #expect(try Steps(2, .start).value(at: -0.75) == -0.5)
        #expect(try !Steps(3).value(at: .infinity).isNaN)
    }

    @Test func invalidCounts() {
        #expect(throws: TimingCurveError.invalidStepCount(count: 0, position: .end)) { try Steps(0, .end) }
        #expect(throws: TimingCurveError.invalidStepCount(count: 1, position: .jumpNone)) { try Steps(1, .jumpNone) }
    }

    /// Counts far beyond Int's range are typed errors, not a trap converting the Double (the
    /// FuzzEasing input steps(-0333…30), 10⁸¹ below zero).
    @Test func hugeCountsAreTypedErrors() {
        let huge = String(repeating: "3", count: 80)
        for text in ["steps(-0\(huge)0)", "stePs(-\(huge))", "steps(-1e300, end)", "steps(\(huge))"] {
            #expect(throws: TimingCurveError.self, "\(text)") { try EasingFunction(parsing: text) }
        }
    }
}

@Suite struct LinearEasingTests {
    func resolved(_ text: String) throws -> String {
        guard case .linear(let l) = try EasingFunction(parsing: text) else { return "not linear()" }
        return l.description
    }

    /// Extrapolating before a segment of subnormal width (an input of 2.2e-308%) is the line's
    /// value, ±∞ where it overflows, never ∞·0 = NaN (a FuzzEasing input).
    @Test func extrapolatingPastASubnormalSegmentIsNeverNaN() throws {
        let easing = try EasingFunction(parsing: "linear(0 0%, 55555 2.2250738585072014e-308%, 1 100%)")
        let offset = try EasingFunction(parsing: "linear(555555555555 0%, 555555 72.2250738585072014e-308%, 1 100%)")
        for x in [-1, -0.5, -0.0, 0, 0.5, 1, 2] {
            for e in [easing, offset] {
                let (y, slope) = e.valueAndDerivative(at: x)
                #expect(!y.isNaN && !slope.isNaN, "\(e) at \(x): \(y), \(slope)")
            }
        }
        #expect(easing.value(at: -0.5) == -.infinity)
    }

    /// Fuzz finding (FuzzEasing): automatic inputs between 1% and 1e308% were spread as
    /// (end − start)·k/n, which overflowed to an infinite input whose text did not parse back.
    /// They are spread evenly without overflow, and the text reads back.
    @Test(arguments: ["linear(+1%1, .2, 5, 01e308%1)", "linear(0 -1.7e308%, 0.5, 1 1.7e308%)", "linear(0, 0.2, 0.4, 1 1.7e308%)"])
    func automaticInputsNearTheLargestPercentageStayFinite(text: String) throws {
        let easing = try EasingFunction(parsing: text)
        guard case .linear(let linear) = easing else { Issue.record("\(text) is not linear()"); return }
        let inputs = linear.points.map(\.inputPercent)
        let finite = inputs.allSatisfy { $0.isFinite }
        #expect(finite, "\(text): \(inputs)")
        #expect(zip(inputs, inputs.dropFirst()).allSatisfy { $0 <= $1 }, "\(text): \(inputs)")
        // Evenly spread: each automatic input is its place between the neighbours, to rounding.
        let first = inputs[0], last = inputs[inputs.count - 1]
        if text.hasPrefix("linear(0, 0.2") {
            for (k, p) in inputs.enumerated().dropFirst().dropLast() {
                let expected = first + (last / 3) * Double(k)
                #expect(abs(p - expected) <= 4 * expected.ulp, "\(text): input \(k) \(p) against \(expected)")
            }
        }
        for css in [easing.cssText, easing.exactCSSText].compactMap({ $0 }) {
            #expect((try? EasingFunction(parsing: css)) != nil, "\(css) does not parse back")
        }
    }

    @Test func resolutionExamples() throws {
        #expect(try resolved("linear(0, 1)") == "linear(0 0%, 1 100%)")
        #expect(try resolved("linear(-10 -10%, -5 -5%, 0, 5, 10)") == "linear(-10 -10%, -5 -5%, 0 30%, 5 65%, 10 100%)")
        #expect(try resolved("linear(0 0% 50%, 1 50% 100%)") == "linear(0 0%, 0 50%, 1 50%, 1 100%)")
        #expect(try resolved("linear(0, 0 40%, 1, 0.5, 1)") == "linear(0 0%, 0 40%, 1 60%, 0.5 80%, 1 100%)")
        // Inputs are raised to the largest before them.
        #expect(try resolved("linear(0 50%, 1 20%)") == "linear(0 50%, 1 50%)")
    }

    @Test func evaluation() throws {
        let l = try EasingFunction(parsing: "linear(0, 1.5, 1)")
        #expect([0, 0.25, 0.5, 0.75, 1].map { l.value(at: $0) } == [0, 0.75, 1.5, 1.25, 1])
        // Extrapolation along the end segments.
        #expect(l.value(at: -0.5) == -1.5)
        #expect(l.value(at: 1.5) == 0.5)
        // A jump (equal inputs) takes the later output.
        let jump = try EasingFunction(parsing: "linear(0 0% 50%, 1 50% 100%)")
        #expect(jump.value(at: 0.5) == 1)
        #expect(jump.value(at: 0.4999) == 0)
        #expect(!jump.value(at: -.infinity).isNaN && !jump.value(at: .infinity).isNaN)
    }

    @Test func invalid() {
        for text in ["linear()", "linear(0)", "linear(100%)", "linear(0% 1 50%)", "linear(0 0% 100%)", "linear(0, 1", "linear(0 1, 2)"] {
            #expect(throws: TimingCurveError.self, "\(text) must be rejected") { try EasingFunction(parsing: text) }
        }
    }
}

@Suite struct EasingParsingTests {
    @Test func keywordsAndFunctions() throws {
        // A CSS keyword stays a keyword (WPT timing-functions-syntax-computed: `ease` computes to
        // `ease`), evaluating as the Bézier it stands for.
        #expect(try EasingFunction(parsing: "ease") == .keyword(.ease))
        #expect(try EasingFunction(parsing: "ease").expanded == .cubicBezier(.ease))
        #expect(try EasingFunction(parsing: "  EASE-In-Out ") == .keyword(.easeInOut))
        #expect(try EasingFunction(parsing: "cubic-bezier(0.68,-0.55,.265,1.55)") == .cubicBezier(try CubicBezier(0.68, -0.55, 0.265, 1.55)))
        #expect(try EasingFunction(parsing: "cubic-bezier( 1e-1 , 0 , 1 , +1 )") == .cubicBezier(try CubicBezier(0.1, 0, 1, 1)))
        #expect(try EasingFunction(parsing: "steps(4, jump-both)") == .steps(try Steps(4, .jumpBoth)))
        #expect(try EasingFunction(parsing: "easeOutBack") == .penner(PennerEasing(.back, .out)))
        #expect(try EasingFunction(parsing: "material-standard") == .cubicBezier(.materialStandard))
        #expect(try EasingFunction(parsing: "linear").value(at: 0.3) == 0.3)
    }

    @Test func serialization() throws {
        func css(_ text: String) throws -> String? { try EasingFunction(parsing: text).cssText }
        #expect(try css("steps(2, end)") == "steps(2)")
        #expect(try css("steps(2, jump-end)") == "steps(2)")
        #expect(try css("steps(2, start)") == "steps(2, start)")
        #expect(try css("step-start") == "steps(1, start)")
        #expect(try css("step-end") == "steps(1)")
        #expect(try css("cubic-bezier(0.1, 0.7, 1.0, 0.1)") == "cubic-bezier(0.1, 0.7, 1, 0.1)")
        #expect(try css("linear") == "linear")
        #expect(try css("easeOutBack") == "cubic-bezier(0.333333, 1.567193, 0.666667, 1)")
        #expect(try css("easeOutBounce") == nil)
        // Round trip through the serialization.
        for text in ["ease", "steps(3, jump-none)", "linear(0, 0.25 75%, 1)", "cubic-bezier(0.3, -2, 0.7, 3)"] {
            let once = try EasingFunction(parsing: text)
            #expect(try EasingFunction(parsing: once.cssText!) == once, "\(text) → \(once.cssText!)")
        }
    }

    @Test func errorsSayWhatAndWhere() {
        func failure(_ text: String) -> EasingParseError? {
            do {
                _ = try EasingFunction(parsing: text)
                return nil
            } catch {
                if case .parse(let e) = error { return e }
                return nil
            }
        }
        let cases: [(String, Int)] = [
            ("cubic-bezier(1.1, 0, 1, 1)", 13), ("cubic-bezier(0, 0, -0.5, 1)", 19),
            ("cubic-bezier(0, 0, 1)", 20), ("steps(0, end)", 6), ("steps(2.5)", 6),
            ("steps(2, middle)", 9), ("bogus", 0), ("ease x", 5), ("", 0), ("wobble(1)", 0),
            ("cubic-bezier(0, 1e999, 1, 1)", 16), ("steps(1, jump-none)", 6),
        ]
        for (text, offset) in cases {
            let e = failure(text)
            #expect(e != nil, "\(text) must be rejected with a parse error")
            #expect(e?.offset == offset, "\(text): offset \(e?.offset ?? -1), expected \(offset): \(e?.description ?? "")")
        }
    }

    @Test func badControlPointsAreTypedErrors() {
        #expect(throws: TimingCurveError.controlPointOutOfRange(name: "x1", value: 1.1)) { try CubicBezier(1.1, 0, 1, 1) }
        #expect(throws: TimingCurveError.controlPointOutOfRange(name: "x2", value: -0.5)) { try CubicBezier(0, 0, -0.5, 1) }
        #expect(throws: TimingCurveError.self) { try CubicBezier(.nan, 0, 1, 1) }
        #expect(throws: TimingCurveError.self) { try CubicBezier(0, .infinity, 1, 1) }
        #expect {
            try CubicBezier.ease.checkedValue(at: .nan)
        } throws: { error in
            if case .nonFiniteInput(let x) = error as? TimingCurveError { return x.isNaN }
            return false
        }
        #expect(CubicBezier.ease.value(at: .nan).isNaN, "NaN in, NaN out, without hanging")
        #expect(throws: TimingCurveError.self) { try CubicBezier(0.68, -0.55, 0.265, 1.55).input(forProgress: 0.5) }
        #expect(throws: TimingCurveError.self) { try CubicBezier.ease.input(forProgress: 1.5) }
    }

    @Test func codableRoundTripAndValidation() throws {
        let data = try JSONEncoder().encode(CubicBezier.ease)
        #expect(try JSONDecoder().decode(CubicBezier.self, from: data) == .ease)
        let bad = Data(#"{"x1": 2, "y1": 0, "x2": 1, "y2": 1}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CubicBezier.self, from: bad) }
    }
}

import Foundation
