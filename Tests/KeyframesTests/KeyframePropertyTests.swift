import MotionTestSupport
import PropertyBased
import Testing
import TimingCurves
import Keyframes
import Paths

/// Keyframe properties over seeded random inputs (swift-property-based), 10⁴ cases each.
@Suite struct KeyframePropertyTests {
    static let value = Gen.double(in: -100...100)
    static let gap = Gen.double(in: 0.01...1)

    /// Every mode passes through every keyframe at its key time (discrete: holds it from there),
    /// exactly: evaluated at keyTimes[i] itself, the value is values[i] bit for bit. The segment
    /// search puts keyTimes[i] in segment i with local s = (t − tᵢ)/span = 0 (the last key time in
    /// the last segment with s = span/span = 1, exact in IEEE); linear returns the endpoint as
    /// given, and the Hermite form p0·(2s³ − 3s² + 1) + m0·(s³ − 2s² + s) + p1·(3s² − 2s³) + m1·(s³ − s²)
    /// has weights exactly 1, 0, 0, 0 at s = 0 and 0, 0, 1, 0 at s = 1 (finite tangents), so it
    /// returns p0 or p1 exactly; the values' scaling by a power of two is exact both ways (no
    /// value here is near the subnormals). Hence no tolerance.
    @Test func passesThroughEveryKeyframe() async {
        await seededPropertyCheck(count: 10_000, input: Self.value, Self.value, Self.value, Self.value, Self.gap, Self.gap, Self.gap) {
            a, b, c, d, g1, g2, g3 in
            let total = g1 + g2 + g3
            let times = [0, g1 / total, (g1 + g2) / total, 1]
            let values = [a, b, c, d]
            for mode in [CalculationMode.linear, .cubic, .discrete, .naturalSpline, .notAKnotSpline, .clampedSpline] {
                let animation = try! KeyframeAnimation(values: values, keyTimes: times, calculationMode: mode)
                let keyTimes = animation.keyTimes!
                for i in keyTimes.indices {
                    let got = animation.value(at: keyTimes[i])
                    #expect(got == values[i], "\(mode) at key time \(keyTimes[i]): \(got) vs \(values[i])")
                }
                #expect(animation.values(at: keyTimes) == values, "\(mode): the batch path at the key times")
            }
        }
    }

    /// Value and tangent are continuous at interior keyframes in the cubic modes (Catmull-Rom is
    /// C1; the splines are C2): one ulp either side.
    @Test func continuityAtKeyframes() async {
        await seededPropertyCheck(count: 10_000, input: Self.value, Self.value, Self.value, Self.value, Self.gap, Self.gap, Self.gap) {
            a, b, c, d, g1, g2, g3 in
            let total = g1 + g2 + g3
            let times = [0, g1 / total, (g1 + g2) / total, 1]
            for mode in [CalculationMode.cubic, .naturalSpline, .notAKnotSpline] {
                let animation = try! KeyframeAnimation(values: [a, b, c, d], keyTimes: times, calculationMode: mode)
                for t in times[1...2] {
                    let left = animation.derivative(at: t.nextDown), right = animation.derivative(at: t)
                    let scale = 1 + abs(left) + abs(right)
                    #expect(abs(left - right) <= 1e-9 * scale, "\(mode) velocity jumps at \(t): \(left) → \(right)")
                    #expect(abs(animation.value(at: t.nextDown) - animation.value(at: t)) <= 1e-9 * (1 + abs(b) + abs(c)))
                }
            }
        }
    }

    /// Paced: equal times cover equal distances along the polyline.
    @Test func pacedEqualSpacing() async {
        await seededPropertyCheck(count: 10_000, input: Self.value, Self.value, Self.value, Self.value, Self.value, Self.value) {
            x1, y1, x2, y2, x3, y3 in
            let points = [SIMD2<Double>(0, 0), SIMD2(x1, y1), SIMD2(x2, y2), SIMD2(x3, y3)]
            let animation = try! KeyframeAnimation(values: points, calculationMode: .paced)
            let total = zip(points, points.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).magnitude }
            guard total > 1e-9 else { return }
            // The cumulative distance at fraction f is f·total.
            var walked = 0.0, previous = points[0]
            for i in 1...16 {
                let p = animation.value(at: Double(i) / 16)
                walked += (p - previous).magnitude
                previous = p
                // Chords never exceed the arc; at 16 samples they equal it except across corners.
                #expect(walked <= Double(i) / 16 * total * (1 + 1e-12) + 1e-9, "walked \(walked) past \(Double(i) / 16 * total)")
            }
            #expect(abs(animation.derivative(at: 0.37).magnitude - total) <= 1e-9 * total)
        }
    }
}
