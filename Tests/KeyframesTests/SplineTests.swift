import MotionTestSupport
import RealModule
import Testing
import Keyframes
import Paths

@Suite("C2 splines through keyframes (LAPACK dgtsv)")
struct SplineTests {
    static func randomKnots(_ n: Int, _ rng: inout SeededGenerator) -> [Double] {
        [0] + (0..<(n - 2)).map { _ in Double.random(in: 0.01...0.99, using: &rng) }.sorted() + [1]
    }

    /// A clamped spline with the cubic's end slopes, and a not-a-knot spline, reproduce any cubic
    /// exactly on any knots.
    @Test(.reportsSeed) func cubicsAreReproduced() throws {
        var rng = SeededGenerator(testSeed: 0xc2)
        var worst = 0.0
        for _ in 0..<200 {
            let n = Int.random(in: 4...15, using: &rng)
            var knots = Self.randomKnots(n, &rng)
            if Set(knots).count < n { knots = (0..<n).map { Double($0) / Double(n - 1) } }
            let c = (0..<4).map { _ in Double.random(in: -3...3, using: &rng) }
            func f(_ t: Double) -> Double { ((c[3] * t + c[2]) * t + c[1]) * t + c[0] }
            func df(_ t: Double) -> Double { (3 * c[3] * t + 2 * c[2]) * t + c[1] }
            let values = knots.map(f)
            let clamped = try KeyframeAnimation(values: values, keyTimes: knots, calculationMode: .clampedSpline, endDerivatives: (df(0), df(1)))
            let notAKnot = try KeyframeAnimation(values: values, keyTimes: knots, calculationMode: .notAKnotSpline)
            for _ in 0..<30 {
                let t = Double.random(in: 0...1, using: &rng)
                let scale = c.reduce(0) { $0 + abs($1) }
                for spline in [clamped, notAKnot] {
                    let e = abs(spline.value(at: t) - f(t)) / scale
                    worst = max(worst, e)
                    #expect(e <= 1e-11, "\(spline.calculationMode) error \(e) at \(t), knots \(knots)")
                }
            }
        }
        print("splines: cubic reproduction worst \(worst)")
    }

    /// A natural spline of data from a line is that line (vectors too).
    @Test func naturalSplineOfALine() throws {
        let knots = [0, 0.1, 0.15, 0.5, 0.9, 1]
        let values = knots.map { SIMD2<Double>(3 * $0 - 1, -2 * $0 + 4) }
        let spline = try KeyframeAnimation(values: values, keyTimes: knots, calculationMode: .naturalSpline)
        for i in 0...100 {
            let t = Double(i) / 100
            #expect((spline.value(at: t) - SIMD2(3 * t - 1, -2 * t + 4)).magnitude <= 1e-14, "at \(t)")
            #expect((spline.derivative(at: t) - SIMD2(3, -2)).magnitude <= 1e-12)
        }
    }

    /// A periodic spline of samples of sin(2πt) stays within the O(h⁴) bound (5/384)·h⁴·max|f⁗|,
    /// and is C2 across the seam.
    @Test(arguments: [8, 16, 32])
    func periodicSineWithinTheBound(intervals: Int) throws {
        let knots = (0...intervals).map { Double($0) / Double(intervals) }
        var values = knots.map { Double.sin(2 * Double.pi * $0) }
        values[intervals] = values[0]
        let spline = try KeyframeAnimation(values: values, calculationMode: .periodicSpline)
        let h = 1 / Double(intervals)
        let bound = 5.0 / 384 * Double.pow(h, 4) * Double.pow(2 * Double.pi, 4)
        var worst = 0.0
        for i in 0...2000 {
            let t = Double(i) / 2000
            worst = max(worst, abs(spline.value(at: t) - Double.sin(2 * Double.pi * t)))
        }
        #expect(worst <= bound, "periodic error \(worst) above the bound \(bound) for \(intervals) intervals")
        #expect(abs(spline.derivative(at: 0) - spline.derivative(at: 1)) <= 1e-10, "velocity across the seam")
        let epsilon = 1e-4
        let acceleration0 = (spline.derivative(at: epsilon) - spline.derivative(at: 0)) / epsilon
        let acceleration1 = (spline.derivative(at: 1) - spline.derivative(at: 1 - epsilon)) / epsilon
        #expect(abs(acceleration0 - acceleration1) <= 1e-2 * abs(acceleration0) + 1, "acceleration across the seam")
    }

    @Test func splineValidation() {
        func problems(_ body: () throws -> Void) -> [String] {
            do { try body(); return [] } catch let KeyframeError.invalidKeyframes(list) { return list } catch { return ["other: \(error)"] }
        }
        #expect(problems { _ = try KeyframeAnimation(values: [0.0, 1, 0.5], calculationMode: .periodicSpline) }.contains { $0.contains("closed loop") })
        #expect(problems { _ = try KeyframeAnimation(values: [0.0, 1, 2], keyTimes: [0, 0, 1], calculationMode: .naturalSpline) }.contains { $0.contains("strictly increasing") })
        #expect(problems { _ = try KeyframeAnimation(values: [0.0, 1], calculationMode: .clampedSpline, endDerivatives: (.nan, 0)) }.contains { $0.contains("endDerivatives") })
        // Two keyframes: a line (natural), the Hermite cubic (clamped).
        let line = try? KeyframeAnimation(values: [0.0, 2], calculationMode: .naturalSpline)
        #expect(line?.value(at: 0.25) == 0.5)
        let hermite = try? KeyframeAnimation(values: [0.0, 1], calculationMode: .clampedSpline, endDerivatives: (0, 0))
        #expect(hermite.map { abs($0.value(at: 0.5) - 0.5) <= 1e-15 } == true && hermite?.derivative(at: 0) == 0)
    }
}
