import MotionMath
import Foundation
import Keyframes
import Testing

/// The monotone cubic mode (Fritsch–Carlson): Compose's MonoSpline test values where Compose's
/// spline is monotone, the two cases where Compose's overshoots and this one does not, and seeded
/// properties: never outside the two neighbouring keys, monotone data gives a monotone curve, C1.
struct MonotoneSplineTests {
    /// Compose `MonoSplineTest.testCurveFit01`: times 0, 5, 10; (0, 0), (1, 1), (2, 0); Compose
    /// expects x(5) = 1, x(7) = 1.4, y(7) = 0.744 (±0.001). Here the Hermite arithmetic is exact to
    /// a few ulps.
    @Test func composeCurveFit01() throws {
        let spline = try KeyframeAnimation<VectorSpace<SIMD2<Double>>>(values: [[0, 0], [1, 1], [2, 0]], keyTimes: [0, 0.5, 1], calculationMode: .monotoneSpline)
        #expect(spline.value(at: 0.5) == [1, 1])
        let p = spline.value(at: 0.7)
        #expect(abs(p.x - 1.4) <= 4.5e-16 && abs(p.y - 0.744) <= 4.5e-16, "\(p)")
    }

    /// Compose `MonoSplineTest.testMonoSpline`: 0, 1, 1, 2, 2, 3 at times 0 … 5 stays exactly at 1
    /// on [1, 2] and at 2 on [3, 4].
    @Test func composeFlatRuns() throws {
        let spline = try KeyframeAnimation<VectorSpace<Double>>(values: [0, 1, 1, 2, 2, 3], keyTimes: (0...5).map { Double($0) / 5 }, calculationMode: .monotoneSpline)
        for t in [1.0, 1.1, 1.3, 1.6, 1.9] { #expect(spline.value(at: t / 5) == 1, "t \(t)") }
        #expect(spline.value(at: 3.5 / 5) == 2)
    }

    /// Where Compose's MonoSpline overshoots: 0, 10, 11 (its limit test is hypot(α, β) > 9 rather
    /// than 3; it peaks at 11.064) and 0, 1, 0.5 (no zero slope at the turn; it peaks at 1.011).
    @Test func noOvershootWhereComposeOvershoots() throws {
        for values in [[0.0, 10, 11], [0.0, 1, 0.5]] {
            let spline = try KeyframeAnimation<VectorSpace<Double>>(values: values, keyTimes: [0, 0.5, 1], calculationMode: .monotoneSpline)
            let peak = (0...2000).map { spline.value(at: Double($0) / 2000) }.max()!
            #expect(peak <= values.max()!, "\(values): peak \(peak)")
        }
    }

    @Test func seededProperties() throws {
        var state: UInt64 = 17
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for round in 0..<300 {
            let n = 2 + Int(next() * 10)
            var times = (0..<n).map { _ in next() }.sorted()
            times[0] = 0
            times[n - 1] = 1
            guard zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
            let monotone = round % 3 == 0
            var values: [Double] = []
            for _ in 0..<n { values.append(monotone ? (values.last ?? 0) + next() * 100 : (next() - 0.5) * 100) }
            if round % 7 == 0 { values[n / 2] = values[max(0, n / 2 - 1)] }  // a flat run
            let spline = try KeyframeAnimation<VectorSpace<Double>>(values: values, keyTimes: times, calculationMode: .monotoneSpline)
            for i in 0..<(n - 1) {
                let (low, high) = (min(values[i], values[i + 1]), max(values[i], values[i + 1]))
                var previous = values[i]
                for k in 1..<32 {
                    let t = times[i] + (times[i + 1] - times[i]) * Double(k) / 32
                    let y = spline.value(at: t)
                    // A few roundings of values up to 100·n.
                    #expect(y >= low - 1e-12 && y <= high + 1e-12, "round \(round) interval \(i): \(y) outside [\(low), \(high)]")
                    if monotone { #expect(y >= previous - 1e-12, "round \(round): not monotone at \(t)") }
                    previous = y
                }
                // C1 at each interior key: the derivative an ulp to either side. Over two ulps it
                // moves by the second derivative times 2 ulps; on an interval of length h with
                // |Δy| ≤ 100 and slopes ≤ 3|Δy|/h, |y″| ≤ 2000/h².
                if i > 0 {
                    let key = times[i]
                    let (left, right) = (spline.derivative(at: key.nextDown), spline.derivative(at: key.nextUp))
                    let h = min(key - times[i - 1], times[i + 1] - key)
                    #expect(abs(left - right) <= 1e-9 * max(1, abs(left)) + 4 * key.ulp * 2000 / (h * h), "round \(round) key \(i): \(left) | \(right)")
                }
            }
        }
    }

    /// Compose `KeyframeSplineAnimationTest.interpolatedValues_periodic`: 0 → 1 → 0 over one
    /// second (the key at ½), periodic bias NaN (open), ½, 0, 1. Compose asserts equal start and
    /// end derivatives, their mean at bias ½, the end's own at 0 and the start's at 1; with the
    /// open slopes 2, 0, −2 those are 0, −2 and 2, and the value at ¼ is ½ + h·m₀/8 = 0.625,
    /// 0.5, 0.375, 0.625 (h = ½), exact in binary.
    @Test(arguments: [(Double?.none, 2.0, -2.0, 0.625), (0.5, 0, 0, 0.5), (0, -2, -2, 0.375), (1, 2, 2, 0.625)])
    func composePeriodicBias(bias: Double?, start: Double, end: Double, quarter: Double) throws {
        let spline = try KeyframeAnimation<VectorSpace<Double>>(values: [0, 1, 0], calculationMode: .monotoneSpline, periodicBias: bias)
        let (v0, v1) = (spline.derivative(at: 0), spline.derivative(at: 1))
        #expect(v0 == start && v1 == end && spline.value(at: 0.25) == quarter, "bias \(String(describing: bias)): \(v0), \(v1), \(spline.value(at: 0.25))")
    }

    /// A flat end interval stays flat: 0, 1, 0, 0 with bias 1 (the start's slope, 3) has end
    /// slopes 0 and values exactly 0 on the last interval (Compose's end slopes are 3, 3 there).
    @Test func periodicBiasKeepsAFlatEnd() throws {
        let spline = try KeyframeAnimation<VectorSpace<Double>>(values: [0, 1, 0, 0], calculationMode: .monotoneSpline, periodicBias: 1)
        #expect(spline.derivative(at: 0) == 0 && spline.derivative(at: 1) == 0, "\(spline.derivative(at: 0)), \(spline.derivative(at: 1))")
        #expect((1...9).allSatisfy { spline.value(at: 2.0 / 3 + Double($0) / 30) == 0 })
        let open = try KeyframeAnimation<VectorSpace<Double>>(values: [0, 1, 0, 0.5], calculationMode: .monotoneSpline, periodicBias: 1)
        // Slopes carried as tangents times the span and divided by it again: 4 ulps.
        #expect(abs(open.derivative(at: 0) - 3) <= 4 * (3.0).ulp && abs(open.derivative(at: 1) - 3) <= 4 * (3.0).ulp, "\(open.derivative(at: 0)), \(open.derivative(at: 1))")
    }

    /// Seeded loops (last value = first): with any bias the end slopes agree, so the loop joins
    /// C1; where the last and first secants share a sign, the blend lies between them and every
    /// interval stays within its keys.
    @Test func periodicBiasJoinsTheLoop() throws {
        var state: UInt64 = 29
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / 0x1p53
        }
        for round in 0..<300 {
            let n = 3 + Int(next() * 6)
            var values = (0..<n).map { _ in (next() - 0.5) * 200 }
            values.append(values[0])
            let bias = next()
            let spline = try KeyframeAnimation<VectorSpace<Double>>(values: values, calculationMode: .monotoneSpline, periodicBias: bias)
            let (v0, v1) = (spline.derivative(at: 0), spline.derivative(at: 1))
            // One slope; each end's derivative is that slope times its segment's span and
            // divided by it again (the Hermite tangents carry the span): two roundings a side.
            #expect(abs(v0 - v1) <= 4 * v0.magnitude.ulp, "round \(round) bias \(bias): \(v0) vs \(v1)")
            let first = values[1] - values[0], last = values[n] - values[n - 1]
            guard (first > 0) == (last > 0) && first != 0 && last != 0 else { continue }
            for i in 0..<n {
                let (low, high) = (min(values[i], values[i + 1]), max(values[i], values[i + 1]))
                for k in 1..<32 {
                    let y = spline.value(at: (Double(i) + Double(k) / 32) / Double(n))
                    #expect(y >= low - 1e-12 && y <= high + 1e-12, "round \(round) interval \(i): \(y) outside [\(low), \(high)]")
                }
            }
        }
    }

    @Test func needsIncreasingKeyTimes() {
        #expect(throws: KeyframeError.self) { try KeyframeAnimation<VectorSpace<Double>>(values: [0, 1, 0], calculationMode: .monotoneSpline, periodicBias: 1.5) }
        #expect(throws: KeyframeError.self) { try KeyframeAnimation<VectorSpace<Double>>(values: [0, 1, 0], calculationMode: .monotoneSpline, periodicBias: .nan) }
        #expect(throws: KeyframeError.self) { try KeyframeAnimation<VectorSpace<Double>>(values: [0, 1, 0], calculationMode: .cubic, periodicBias: 0.5) }
        #expect(throws: KeyframeError.self) { try KeyframeAnimation<VectorSpace<Double>>(values: [0, 1, 2], keyTimes: [0, 0.5, 0.5], calculationMode: .monotoneSpline) }
        #expect(throws: KeyframeError.self) { try KeyframeAnimation<VectorSpace<Double>>(values: [0, .nan], calculationMode: .monotoneSpline) }
        // Key times so close that the secant overflows: a typed error, not NaN values.
        #expect(throws: KeyframeError.self) { try KeyframeAnimation<VectorSpace<Double>>(values: [0, 1, 2], keyTimes: [0, 1e-320, 1], calculationMode: .monotoneSpline) }
    }
}
