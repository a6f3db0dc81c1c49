import Foundation
import Testing
import TimingCurves

/// Flutter's Interval, FlippedCurve, Split, SawTooth and Threshold and Motion's mirror, against
/// exact identities with the curves they build (a flipped Bézier is the point-reflected Bézier; a
/// mirrored or split power curve is Penner's in-out), Flutter's own test values, and round trips
/// through each inverse.
struct CurveCombinatorTests {
    static let quadIn = PennerEasing(.quad, .in), quadOut = PennerEasing(.quad, .out), quadInOut = PennerEasing(.quad, .inOut)
    static let grid = (0...400).map { Double($0) / 400 }

    /// 1 − B(1 − x) for B = cubic-bezier(x1, y1, x2, y2) is cubic-bezier(1 − x2, 1 − y2, 1 − x1, 1 − y1).
    @Test func flippedBezierIsTheReflectedBezier() throws {
        for (x1, y1, x2, y2) in [(0.42, 0.0, 1.0, 1.0), (0.25, 0.1, 0.25, 1.0), (0.68, -0.55, 0.265, 1.55), (0.05, 0.7, 0.1, 1.0)] {
            let flipped = FlippedCurve(try CubicBezier(x1, y1, x2, y2))
            let reflected = try CubicBezier(1 - x2, 1 - y2, 1 - x1, 1 - y1)
            for x in Self.grid {
                // Both curves are certified to about an ulp of progress (2 × 2.2e-16 near 1); 1 − y
                // adds half an ulp, and 1 − x half an ulp of input times the slope.
                let (a, b) = (flipped.derivative(at: x), reflected.derivative(at: x))
                #expect(abs(flipped.value(at: x) - reflected.value(at: x)) <= 5.6e-16 + 1.2e-16 * abs(b), "(\(x1), \(y1), \(x2), \(y2)) at \(x)")
                #expect(abs(a - b) <= 1e-12 * max(1, abs(b)), "slope at \(x): \(a) vs \(b)")
            }
        }
        #expect(FlippedCurve(Self.quadIn).value(at: 0.3) == Self.quadOut.value(at: 0.3))
    }

    /// Motion's mirror of xᵖ and Flutter's Split of (xᵖ in, xᵖ out) at ½ are Penner's in-out xᵖ,
    /// bit for bit where the arithmetic is the same.
    @Test func mirrorAndSplitOfPowersArePennersInOut() throws {
        let mirrored = MirroredCurve(Self.quadIn)
        let split = try SplitCurve(at: 0.5, Self.quadIn, Self.quadOut)
        for x in Self.grid {
            let y = Self.quadInOut.value(at: x)
            #expect(abs(mirrored.value(at: x) - y) <= 2.3e-16, "mirror at \(x): \(mirrored.value(at: x)) vs \(y)")
            #expect(abs(split.value(at: x) - y) <= 2.3e-16, "split at \(x): \(split.value(at: x)) vs \(y)")
            #expect(abs(mirrored.derivative(at: x) - Self.quadInOut.derivative(at: x)) <= 1e-15 * 2)
        }
        #expect(split.value(at: 0.5) == 0.5 && split.value(at: 0) == 0 && split.value(at: 1) == 1)
    }

    /// Flutter's `Interval` over a linear curve is the clamped line; Threshold's and SawTooth's
    /// values from Flutter's curves tests.
    @Test func flutterValues() throws {
        let linear = try CubicBezier(0, 0, 1, 1)
        let interval = try IntervalCurve(begin: 0.25, end: 0.75, linear)
        for (x, y) in [(0.0, 0.0), (0.1, 0.0), (0.25, 0.0), (0.5, 0.5), (0.625, 0.75), (0.75, 1.0), (0.9, 1.0), (1.0, 1.0)] {
            #expect(abs(interval.value(at: x) - y) <= 1e-16, "interval at \(x)")
        }
        #expect(interval.derivative(at: 0.5) == 2 && interval.derivative(at: 0.1) == 0)
        let step = try Threshold(0.25)
        #expect([0.0, 0.24, 0.25, 0.26, 1.0].map(step.value(at:)) == [0, 0, 1, 1, 1])
        let saw = try SawTooth(count: 3)
        #expect(saw.value(at: 0) == 0 && saw.value(at: 1) == 1 && saw.value(at: 0.5) == 0.5)
        #expect(abs(saw.value(at: 0.9) - 0.7) <= 4.5e-16 && abs(saw.value(at: 1.0 / 6) - 0.5) <= 4.5e-16)
        #expect(!saw.isMonotone && saw.derivative(at: 0.4) == 3)
    }

    /// Each inverse returns the input to the conditioning of the curve: |Δx| ≤ (ulps of y)/slope.
    @Test func inversesRoundTrip() throws {
        let ease = try CubicBezier(0.25, 0.1, 0.25, 1)
        let curves: [(String, any TimingCurve)] = [
            ("interval", try IntervalCurve(begin: 0.2, end: 0.9, ease)), ("flipped", FlippedCurve(ease)),
            ("mirrored", MirroredCurve(ease)), ("split", try SplitCurve(at: 0.3, ease, Self.quadOut)),
        ]
        for (name, curve) in curves {
            #expect(curve.isMonotone, "\(name)")
            for k in 1..<200 {
                let x = Double(k) / 200
                let y = curve.value(at: x)
                let back = try curve.input(forProgress: y)
                // The smallest input that reaches y: at or before x (to the conditioning, 4e-15 over
                // the slope), and x itself where the curve rises on both sides (at a split the
                // left half may end flat, and its flat end is then the answer).
                let slope = min(curve.derivative(at: x), curve.derivative(at: x - 1e-6))
                #expect(back <= x + max(1e-15, 4e-15 / slope) && abs(curve.value(at: back) - y) <= 4.5e-16, "\(name): x \(x) → \(y) → \(back)")
                if slope > 1e-3 { #expect(abs(back - x) <= 4e-15 / slope + 1e-15, "\(name): x \(x) → \(y) → \(back)") }
            }
        }
        #expect(try Threshold(0.4).input(forProgress: 0.5) == 0.4)
        #expect(throws: TimingCurveError.self) { try MirroredCurve(PennerEasing(.back, .in)).input(forProgress: 0.5) }
        #expect(throws: TimingCurveError.self) { try SawTooth(count: 2).input(forProgress: 0.5) }
    }

    @Test func badInputIsRefused() {
        let linear = Self.quadIn
        #expect(throws: TimingCurveError.self) { try IntervalCurve(begin: 0.5, end: 0.5, linear) }
        #expect(throws: TimingCurveError.self) { try IntervalCurve(begin: -0.1, end: 0.5, linear) }
        #expect(throws: TimingCurveError.self) { try IntervalCurve(begin: 0, end: .nan, linear) }
        #expect(throws: TimingCurveError.self) { try SplitCurve(at: 1.5, linear, linear) }
        #expect(throws: TimingCurveError.self) { try SawTooth(count: 0) }
        #expect(throws: TimingCurveError.self) { try Threshold(.infinity) }
        #expect(throws: TimingCurveError.self) { try FlippedCurve(linear).input(forProgress: 2) }
        #expect(FlippedCurve(linear).value(at: .nan).isNaN && MirroredCurve(linear).value(at: .nan).isNaN)
    }
}
