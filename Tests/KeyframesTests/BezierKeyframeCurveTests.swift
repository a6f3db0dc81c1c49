import MotionTestSupport
import PropertyBased
import Testing
import Keyframes
import TimingCurves

/// Graph-editor curves (keys with tangents and weights) against exact references: the cubic
/// Hermite curve of unweighted keys, dyadic points of weighted segments computed in integers,
/// Blender's own test values, tangent modes worked by hand, and seeded properties.
@Suite struct BezierKeyframeCurveTests {
    /// Weights 1/3 make X(u) = u up to the rounding of 1/3 (the stored weights are 1/3 rounded,
    /// so X(u) differs from u by about an ulp), so the segment is the cubic Hermite curve with the
    /// keys' slopes: at x = k/64 the reference is the Hermite basis in exact dyadic arithmetic
    /// (values and slopes are small dyadics). The parameter is within a few ulps of x and the
    /// Bernstein form rounds within a few ulps of the largest control value (8): 8 ulps of 8.
    @Test func unweightedIsHermite() throws {
        let (t0, t1, v0, v1, m0, m1) = (2.0, 4.0, 1.0, 5.0, 3.0, -1.5)
        let curve = try BezierKeyframeCurve([
            BezierKeyframe(time: t0, value: v0, inTangent: .derivative(0), outTangent: .derivative(m0)),
            BezierKeyframe(time: t1, value: v1, inTangent: .derivative(m1), outTangent: .derivative(0)),
        ])
        let dt = t1 - t0
        for k in 0...64 {
            let x = Double(k) / 64
            let h00 = 2 * x * x * x - 3 * x * x + 1, h10 = x * x * x - 2 * x * x + x
            let h01 = -2 * x * x * x + 3 * x * x, h11 = x * x * x - x * x
            let expected = h00 * v0 + h10 * dt * m0 + h01 * v1 + h11 * dt * m1
            let got = curve.value(at: t0 + x * dt)
            #expect(isClose(got, expected, ulps: 8, of: 8), "x = \(x): \(got) vs \(expected), \(ulpError(got, expected, of: 8)) ulps")
        }
        #expect(curve.value(at: t0) == v0 && curve.value(at: t1) == v1)
        #expect(isClose(curve.derivative(at: t0), m0, ulps: 4) && isClose(curve.derivative(at: t1), m1, ulps: 4), "\(curve.derivative(at: t0)), \(curve.derivative(at: t1))")
    }

    /// A weighted segment on [0, 1]: out weight 1/4 with slope 4 (handle (1/4, 3)) and in weight
    /// 1/8 with slope −8 (handle (7/8, 11)) between values 2 and 10. At u = k/16, X(u) and V(u)
    /// are dyadic rationals with denominator 2¹⁵, computed here exactly in integers; the curve
    /// at time X(u) must give V(u). The certified parameter is within a quarter ulp, which moves
    /// V by at most max|V′| (< 30) times 2⁻⁵⁵, and the Bernstein form rounds within a few ulps of
    /// the largest control value (11): 8 ulps of 16 bound both.
    @Test func weightedSegmentAtDyadicParameters() throws {
        let curve = try BezierKeyframeCurve([
            BezierKeyframe(time: 0, value: 2, inTangent: .derivative(0), outTangent: .derivative(4), outWeight: 0.25),
            BezierKeyframe(time: 1, value: 10, inTangent: .derivative(-8), outTangent: .derivative(0), inWeight: 0.125),
        ])
        for k in 0...16 {
            // With u = k/16 and s = 1 − u = (16 − k)/16, times 16³·8 = 2¹⁵:
            let (a, b) = (16 - k, k)
            let x15 = 3 * a * a * b * 2 + 3 * a * b * b * 7 + b * b * b * 8              // X·2¹⁵: x1 = 2/8, x2 = 7/8
            let v15 = (a * a * a * 2 + 3 * a * a * b * 3 + 3 * a * b * b * 11 + b * b * b * 10) * 8  // V·2¹⁵
            let x = Double(x15) / 32768, expected = Double(v15) / 32768
            let got = curve.value(at: x)
            #expect(isClose(got, expected, ulps: 8, of: 16), "u = \(k)/16, x = \(x): \(got) vs \(expected), \(ulpError(got, expected, of: 16)) ulps")
        }
        #expect(isClose(curve.derivative(at: 0), 4, ulps: 4) && isClose(curve.derivative(at: 1), -8, ulps: 4))
    }

    /// The segment of Blender's F-curve test (`BKE_fcurve` tests, "fcurve evaluate bezier"): keys
    /// (1, 7) and (2, 13), whose automatic handles Blender makes flat and 1/2.5614 of the interval
    /// long, given here as those handles (Blender's auto-handle rule itself is not reproduced).
    /// Blender evaluates and stores in single precision, so its expected values are floats: one
    /// float ulp at the value covers them.
    @Test(arguments: [(1.25, 7.8297067), (1.5, 10.0), (1.75, 12.170294)])
    func blenderAutoHandles(time: Double, expected: Double) throws {
        let w = 1 / 2.5614
        let curve = try BezierKeyframeCurve([
            BezierKeyframe(time: 1, value: 7, inTangent: .derivative(0), outTangent: .derivative(0), outWeight: w),
            BezierKeyframe(time: 2, value: 13, inTangent: .derivative(0), outTangent: .derivative(0), inWeight: w),
        ])
        let got = curve.value(at: time)
        let tolerance = Double(Float(expected).ulp)
        #expect(abs(got - expected) <= tolerance, "at \(time): \(got) vs Blender's \(expected) (tolerance \(tolerance))")
    }

    /// Keys (0, 0), (1, 10), (3, 4): each tangent mode's slope at the middle key, worked by hand.
    @Test func tangentModes() throws {
        func slopes(_ tangent: BezierKeyframe.Tangent) throws -> (Double, Double) {
            let curve = try BezierKeyframeCurve([
                BezierKeyframe(time: 0, value: 0), BezierKeyframe(time: 1, value: 10, inTangent: tangent, outTangent: tangent),
                BezierKeyframe(time: 3, value: 4),
            ])
            return (curve.inDerivatives[1], curve.outDerivatives[1])
        }
        #expect(try slopes(.auto) == (4.0 / 3, 4.0 / 3))
        #expect(try slopes(.linear) == (10, -3))
        #expect(try slopes(.clampedAuto) == (0, 0), "a local maximum is flat")
        #expect(try slopes(.derivative(2.5)) == (2.5, 2.5))
        // The ends of auto curves are flat (Unreal's AutoSetTangents); linear ends take their secant.
        let ends = try BezierKeyframeCurve([BezierKeyframe(time: 0, value: 0, inTangent: .linear), BezierKeyframe(time: 2, value: 1, outTangent: .auto)])
        #expect(ends.inDerivatives[0] == 0.5 && ends.outDerivatives[0] == 0 && ends.outDerivatives[1] == 0)
        // ClampedAuto on a rising key: the auto slope (8 − 0)/4 = 2 would put the out handle at
        // 4 + 2·(1/3)·3 = 6 > 5, so it is reduced to (5 − 4)/1 = 1.
        let clamped = try BezierKeyframeCurve([
            BezierKeyframe(time: 0, value: 0), BezierKeyframe(time: 1, value: 4, inTangent: .clampedAuto, outTangent: .clampedAuto),
            BezierKeyframe(time: 4, value: 5),
        ])
        #expect(clamped.outDerivatives[1] == 1 && clamped.inDerivatives[1] == 1, "\(clamped.outDerivatives[1])")
    }

    /// A constant tangent on either side of a segment makes it a step: the earlier value until
    /// the later key, whose value starts at its time.
    @Test func constantIsAStep() throws {
        for (out, incoming) in [(BezierKeyframe.Tangent.constant, BezierKeyframe.Tangent.auto), (.auto, .constant)] {
            let curve = try BezierKeyframeCurve([
                BezierKeyframe(time: 0, value: 3, outTangent: out), BezierKeyframe(time: 1, value: 8, inTangent: incoming),
                BezierKeyframe(time: 2, value: 0),
            ])
            #expect(curve.value(at: 0.999) == 3 && curve.value(at: 1) == 8 && curve.derivative(at: 0.5) == 0)
            #expect(try curve.easing(ofSegment: 0) == nil)
        }
    }

    /// Seeded random keys with clampedAuto tangents and random weights (w in, 1 − w out): the curve never leaves
    /// the range of a segment's two keys (every control value lies in it, and the Bézier is a
    /// convex combination of its control values), apart from rounding of the Bernstein form
    /// (4 ulps of the keys' magnitude).
    @Test func clampedAutoNeverOvershoots() async {
        let value = Gen.double(in: -100...100), weight = Gen.double(in: 0...1), gap = Gen.double(in: 0.01...3)
        await seededPropertyCheck(count: 1_000, input: value, value, value, value, weight, gap, gap) { a, b, c, d, w, g1, g2 in
            let values = [a, b, c, d], times = [0, g1, g1 + g2, g1 + g2 + 1]
            let keys = zip(times, values).map {
                BezierKeyframe(time: $0, value: $1, inTangent: .clampedAuto, outTangent: .clampedAuto, inWeight: w, outWeight: 1 - w)
            }
            let curve = try! BezierKeyframeCurve(keys)
            for i in 0..<3 {
                let (low, high) = (min(values[i], values[i + 1]), max(values[i], values[i + 1]))
                let slack = 4 * Double.ulpOfOne * max(abs(low), abs(high))
                for k in 0...32 {
                    let t = times[i] + Double(k) / 32 * (times[i + 1] - times[i])
                    let v = curve.value(at: t)
                    #expect(v >= low - slack && v <= high + slack, "segment \(i) at \(t): \(v) outside [\(low), \(high)]")
                }
            }
        }
    }

    /// Lottie/After Effects easings per segment in and out: the curve built from normalised
    /// handles gives them back (to a few ulps: each passes through a slope and a weight), and its
    /// value is v₀ + Δv·easing(x) (the easing's own contract plus the scaling's rounding).
    @Test func normalisedEasingsRoundTrip() throws {
        let easings = [try CubicBezier(0.33, 0, 0.67, 1), try CubicBezier(0.1, 0.8, 0.4, 1.3)]
        let curve = try BezierKeyframeCurve(times: [0, 0.5, 2], values: [10, 20, -4], easings: easings + [])
        for (i, easing) in easings.enumerated() {
            let back = try #require(try curve.easing(ofSegment: i))
            for (got, expected) in [(back.x1, easing.x1), (back.y1, easing.y1), (back.x2, easing.x2), (back.y2, easing.y2)] {
                #expect(isClose(got, expected, ulps: 8, of: 1), "segment \(i): \(back) vs \(easing)")
            }
        }
        let (t0, t1, v0, v1) = (0.5, 2.0, 20.0, -4.0)
        for k in 1..<16 {
            let x = Double(k) / 16
            let expected = v0 + (v1 - v0) * easings[1].value(at: x)
            let got = curve.value(at: t0 + x * (t1 - t0))
            #expect(isClose(got, expected, ulps: 64, of: 24), "x = \(x): \(got) vs \(expected)")
        }
        // A held segment (Lottie's h: 1) and a flat one have no normalised easing.
        let held = try BezierKeyframeCurve(times: [0, 1], values: [1, 2], easings: [nil])
        #expect(held.value(at: 0.9) == 1 && held.value(at: 1) == 2)
        let flat = try BezierKeyframeCurve(times: [0, 1], values: [1, 1], easings: [try CubicBezier(0.2, 0.5, 0.8, 0.5)])
        #expect(try flat.easing(ofSegment: 0) == nil && flat.value(at: 0.3) == 1)
    }

    /// After Effects' speed and influence are slope and weight.
    @Test func afterEffectsTemporalEase() {
        let key = BezierKeyframe(time: 1, value: 0, inSpeed: 120, inInfluence: 50, outSpeed: -40, outInfluence: 75)
        #expect(key.inTangent == .derivative(120) && key.outTangent == .derivative(-40))
        #expect(key.inWeight == 0.5 && key.outWeight == 0.75)
    }

    /// Extrapolation in time: held ends, lines along the end slopes, repeats of the span.
    @Test func extrapolation() throws {
        let curve = try BezierKeyframeCurve([
            BezierKeyframe(time: 1, value: 0, inTangent: .linear, outTangent: .linear),
            BezierKeyframe(time: 3, value: 8, inTangent: .linear, outTangent: .linear),
        ])
        #expect(curve.value(at: 0, before: .linear, after: .constant) == -4)
        #expect(curve.value(at: 4, before: .constant, after: .linear) == 12 && curve.derivative(at: 4, before: .linear, after: .linear) == 4)
        #expect(curve.value(at: 4, before: .cycle, after: .cycle) == curve.value(at: 2))
        #expect(curve.value(at: 4, before: .cycle, after: .cycleWithOffset) == curve.value(at: 2) + 8)
        #expect(curve.value(at: 4, before: .cycle, after: .oscillate) == curve.value(at: 2) && curve.value(at: 4.5, before: .cycle, after: .oscillate) == curve.value(at: 1.5))
        #expect(curve.value(at: -10) == 0 && curve.value(at: 10) == 8 && curve.value(at: .nan).isNaN)
    }

    /// Bad keys are refused with every problem listed.
    @Test func refusesBadKeys() throws {
        #expect(throws: KeyframeError.self) { try BezierKeyframeCurve([]) }
        do {
            _ = try BezierKeyframeCurve([
                BezierKeyframe(time: 0, value: .nan, outWeight: 1.5), BezierKeyframe(time: 0, value: 1, inTangent: .derivative(.infinity)),
            ])
            Issue.record("accepted bad keys")
        } catch let error {
            guard case .invalidKeyframes(let problems) = error else { Issue.record("\(error)"); return }
            #expect(problems.count == 4, "\(problems)")
        }
        #expect(throws: KeyframeError.self) {
            try BezierKeyframeCurve([BezierKeyframe(time: 0, value: 0, outTangent: .derivative(1e308), outWeight: 1), BezierKeyframe(time: 10, value: 0)])
        }
        #expect(throws: KeyframeError.self) { try BezierKeyframeCurve(times: [0, 1], values: [0, 1], easings: []) }
        // A vertical handle (x1 = 0, y1 ≠ 0), as Lottie and CSS allow, is kept: the segment is
        // the easing scaled, and the key's out slope is infinite.
        let vertical = try CubicBezier(0, 0.55, 0.45, 1)
        let steep = try BezierKeyframeCurve(times: [0, 2], values: [10, 30], easings: [vertical])
        for x in [0.01, 0.2, 0.5, 0.9] {
            #expect(abs(steep.value(at: 2 * x) - (10 + 20 * vertical.value(at: x))) <= 1e-13, "at \(x)")
        }
        let back = try steep.easing(ofSegment: 0)
        #expect(steep.outDerivatives[0] == .infinity && back == vertical, "\(steep.outDerivatives), \(String(describing: back))")
    }

    /// Infinite times and overflowing handles: a flat end extrapolates linearly to its own value
    /// (not 0·∞), and control values whose differences overflow are refused, not NaN later.
    @Test func infinitiesAndOverflow() throws {
        let curve = try BezierKeyframeCurve([BezierKeyframe(time: 0, value: 2), BezierKeyframe(time: 1, value: 5)])
        #expect(curve.value(at: .infinity, before: .linear, after: .linear) == 5 && curve.value(at: -.infinity, before: .linear, after: .linear) == 2)
        #expect(throws: KeyframeError.self) {
            try BezierKeyframeCurve([BezierKeyframe(time: 0, value: -1e308, inTangent: .linear, outTangent: .linear),
                                     BezierKeyframe(time: 1, value: 1e308, inTangent: .linear, outTangent: .linear)])
        }
        let single = try BezierKeyframeCurve([BezierKeyframe(time: 3, value: 4)])
        #expect(single.value(at: 10) == 4 && single.value(at: 10, before: .cycle, after: .cycle) == 4)
        #expect(throws: KeyframeError.self) { try single.easing(ofSegment: 0) }
    }

    /// A flat segment (equal values at both keys, whatever the easing) holds its value exactly at
    /// every time: a rounded Bernstein sum of four equal values gave 7.000000000000002 for 7.
    @Test func flatSegmentsAreExact() throws {
        let curve = try BezierKeyframeCurve(times: [0, 10, 20], values: [7, 7, 0.1], easings: [try CubicBezier(0.4, 0, 0.6, 1), .ease])
        for i in 0...1000 {
            let t = Double(i) / 100
            #expect(curve.value(at: t) == 7, "at \(t): \(curve.value(at: t))")
        }
        #expect(curve.value(at: 15) != 7 && curve.value(at: 15) > 0.1)
    }
}
