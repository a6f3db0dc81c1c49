import Foundation
import Paths
import Springs
import Testing
import TimingCurves
import CurveTables

/// Easing text is read alike everywhere: CSS, curve names, path easings and spring(DURATION, BOUNCE).
@Suite("CurveTables: easing text, one reader for tables, CLI and Studio")
struct EasingTextTests {
    @Test func everyKindOfEasingParses() throws {
        #expect(try EasingText.curve("ease-in") is EasingFunction)
        #expect(try EasingText.curve(" material-emphasized ") is PathEasing)
        #expect(try EasingText.curve(#"path("M0,0 C0.4,0 0.2,1 1,1")"#) is PathEasing)
        let curve = try #require(try EasingText.curve("spring(0.5, 0.3)") as? SpringProgressCurve)
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        #expect(curve.spring == spring)
        #expect(curve.duration == (try spring.settlingTime(from: 0.0, to: 1.0)))
        for x in [0.0, 0.1, 0.37, 0.8, 1.0] {
            let expected = spring.value(at: x * curve.duration, from: 0.0, to: 1.0)
            #expect(curve.value(at: x) == expected, "x = \(x): \(curve.value(at: x)) against \(expected)")
        }
        #expect(curve.value(at: 0) == 0)
    }

    /// Combinators read from text are the library's, bit for bit, with any easing text inside.
    @Test func combinators() throws {
        let easeIn = try EasingFunction(parsing: "ease-in")
        let cases: [(String, any TimingCurve)] = [
            ("interval(0.2, 0.8, ease-in)", try IntervalCurve(begin: 0.2, end: 0.8, easeIn)),
            ("flipped(ease-in)", FlippedCurve(easeIn)),
            ("mirrored( cubic-bezier(0.42, 0, 1, 1) )", MirroredCurve(try CubicBezier(0.42, 0, 1, 1))),
            (#"split(0.4, path("M0,0 C0.4,0 0.2,1 1,1"), easeOutQuad)"#,
             try SplitCurve(at: 0.4, try #require(try PathEasing.parse(#"path("M0,0 C0.4,0 0.2,1 1,1")"#)), PennerEasing(.quad, .out))),
            ("saw-tooth(3)", try SawTooth(count: 3)), ("threshold(0.25)", try Threshold(0.25)),
            ("cycle(2.5)", try CycleCurve(cycles: 2.5)), ("interval(0, 0.5, cycle(1))", try IntervalCurve(begin: 0, end: 0.5, try CycleCurve(cycles: 1))),
            ("back.out(2)", try ParametricEasing.back(overshoot: 2, .out)), ("back.inOut()", try ParametricEasing.back(.inOut)),
            ("elastic.out(1.5, 0.4)", try ParametricEasing.elastic(amplitude: 1.5, period: 0.4, .out)), ("elastic.inOut()", try EasingFunction(parsing: "easeInOutElastic")),
            ("poly.in(2.5)", try ParametricEasing(.power(2.5), .in)), ("flipped(back.in(3))", FlippedCurve(try ParametricEasing.back(overshoot: 3, .in))),
            ("flipped(interval(0.1, 0.9, spring(0.5, 0.2)))", FlippedCurve(try IntervalCurve(begin: 0.1, end: 0.9, try SpringProgressCurve(spring: try Spring(duration: 0.5, bounce: 0.2))))),
        ]
        for (text, expected) in cases {
            let curve = try EasingText.curve(text)
            for k in 0...40 {
                let x = Double(k) / 40
                #expect(curve.value(at: x) == expected.value(at: x) && curve.derivative(at: x) == expected.derivative(at: x), "\(text) at \(x)")
            }
        }
    }

    @Test(arguments: ["interval(0.2, 0.8)", "interval(0.8, 0.2, ease)", "interval(a, 0.8, ease)", "flipped(ease", "flipped()", "flipped(wobbly)",
                      "split(2, ease, ease)", "saw-tooth(0)", "back.out(-1)", "back.out(1, 2)", "elastic.out(0, 0.3)", "poly.in()", "poly.in(x)",
                      "back.sideways(1)", "elastic.out(1, 0.3", "saw-tooth(1.5)", "threshold(nan)", "mirrored(ease, ease)",
                      "cycle(0)", "cycle(-2)", "cycle()", "cycle(1, 2)", "cycle(inf)",
                      String(repeating: "flipped(", count: 17) + "ease" + String(repeating: ")", count: 17)])
    func malformedCombinatorTextIsATypedError(text: String) {
        #expect(throws: EasingTextError.self, "\(text)") { try EasingText.curve(text) }
    }

    @Test(arguments: ["spring(0.5)", "spring(0.5, 0.3, 1)", "spring(0.5, 0.3", "spring(a, 0.3)", "spring(, 0.3)",
                      "spring(0, 0.3)", "spring(-1, 0)", "spring(0.5, 1)", "spring(nan, 0)", "spring(inf, 0)", "spring(0.5, -1.5)"])
    func malformedSpringTextIsATypedError(text: String) {
        do {
            let curve = try EasingText.curve(text)
            Issue.record("\(text) gave \(curve)")
        } catch {
            #expect(error.description.hasPrefix("spring easing: "), "\(text): \(error.description)")
            #expect(error.description.count < 200, "\(text): \(error.description)")
        }
    }

    /// From rest, 0 → 1, an underdamped spring's highest value is its first peak at t = π/ω_d:
    /// 1 + exp(−ζπ/√(1 − ζ²)) (the classical percent overshoot); the lowest is 0 at t = 0.
    @Test(arguments: [0.1, 0.3, 0.5, 0.7])
    func outputRangeHoldsTheFirstPeak(bounce: Double) throws {
        let spring = try Spring(duration: 0.5, bounce: bounce)
        let curve = try SpringProgressCurve(spring: spring)
        let zeta = spring.dampingRatio
        let peak = 1 + Foundation.exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
        let range = curve.outputRange
        // The peak's value is e^(−λt)·(…) evaluated at a rounded t; relative conditioning ~ a few ulps.
        #expect(abs(range.upperBound - peak) <= 8 * peak.ulp, "bounce \(bounce): \(range.upperBound) against \(peak)")
        #expect(range.lowerBound == 0)
        // The range holds every sampled value.
        for i in 0...1000 {
            let y = curve.value(at: Double(i) / 1000)
            #expect(range.contains(y), "bounce \(bounce), x = \(Double(i) / 1000): \(y) outside \(range)")
        }
    }

    @Test func aSpringWithoutBounceRangesFromZeroToItsLastValue() throws {
        let curve = try SpringProgressCurve(spring: try Spring(duration: 0.5, bounce: 0))
        #expect(curve.outputRange == 0...curve.value(at: 1))
        #expect(curve.isMonotone && curve.value(at: 1) < 1)
    }

    /// A spec's `{"mass", "stiffness", "damping"}` is Core Animation's spring, as the CLI's
    /// `spring` reads those options: damping above critical runs as given;
    /// `"allowsOverdamping": false` asks for SwiftUI's clamp.
    @Test func specSpringsAreCoreAnimationsUnlessClamped() throws {
        func frames(_ spring: String) throws -> [Double] {
            let json = #"{"tables": [{"file": "s.csv", "kind": "spring", "spring": \#(spring), "fps": 10, "duration": 0.3}]}"#
            return try TableSpec(json: Data(json.utf8)).entries[0].table.rows.map { $0[1] }
        }
        let asGiven = try Spring(mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true)
        let clamped = try Spring(mass: 1, stiffness: 100, damping: 40)
        #expect(try frames(#"{"mass": 1, "stiffness": 100, "damping": 40}"#) == [0, 0.1, 0.2, 0.3].map { asGiven.value(at: $0, from: 0.0, to: 1.0) })
        #expect(try frames(#"{"mass": 1, "stiffness": 100, "damping": 40, "allowsOverdamping": false}"#) == [0, 0.1, 0.2, 0.3].map { clamped.value(at: $0, from: 0.0, to: 1.0) })
    }

    @Test func tableAndTimelineSpecsTakeASpringEasing() throws {
        let json = #"""
        {"tables": [
          {"file": "s.csv", "kind": "timing", "easing": "spring(0.5, 0.3)", "samples": 5},
          {"file": "t.csv", "kind": "timeline", "timeline": {"fps": 4, "tracks": [{"name": "p", "initial": 0, "keyframes": [{"type": "linear", "to": 1, "duration": 1, "curve": "spring(0.5, 0)"}]}]}}
        ]}
        """#
        let spec = try TableSpec(json: Data(json.utf8))
        let curve = try SpringProgressCurve(spring: try Spring(duration: 0.5, bounce: 0.3))
        let table = spec.entries[0].table
        #expect(table.rows.map { $0[1] } == [0, 0.25, 0.5, 0.75, 1].map { curve.value(at: $0) })
        #expect(spec.entries[1].table.rows.count == 5)
        let bad = #"{"tables": [{"file": "s.csv", "kind": "timing", "easing": "spring(0.5)"}]}"#
        #expect {
            try TableSpec(json: Data(bad.utf8))
        } throws: { error in
            "\(error)".contains("tables[0].easing") && "\(error)".contains("spring(DURATION, BOUNCE)")
        }
    }
}
