import Keyframes
import Paths
import MotionMath
import MotionTestSupport
import Springs
import Testing
import TimingCurves

/// Issue 18: every iterative or adaptive loop has a bound that does not depend on the input's
/// magnitude (the table in the MotionMath article). Where an entry point takes a function, the
/// evaluations are counted; the others are fed extreme but valid inputs and must return or throw
/// their typed error (a hang fails CI's time limit, and fuzzing runs each input under 2 s).
@Suite struct BoundedWorkTests {
    /// Safeguarded Newton: at most 200 evaluations on brackets from 1e-300 to 1e300, flat,
    /// steep, discontinuous and noisy functions alike.
    @Test(.reportsSeed) func safeguardedNewtonCountsAtMost200Evaluations() {
        var generator = SeededGenerator(testSeed: 18)
        let functions: [(String, (Double) -> (value: Double, derivative: Double))] = [
            ("tiny root", { x in (x - 1e-300, 1) }),
            ("huge root", { x in (x - 1e300, 1) }),
            ("flat", { x in (Double.tanh(x - 3) * 1e-300, 1e-300) }),
            ("step", { x in (x < 0.7 ? -1 : 1, 0) }),
            ("lying slope", { x in (x - 0.5, -1e300) }),
            ("NaN slope", { x in (x - 0.25, .nan) }),
            ("noise", { _ in (Double.random(in: -1...1, using: &generator), 1) }),
        ]
        for (name, f) in functions {
            for (lo, hi) in [(0.0, 1.0), (1e-300, 1e300), (-1e300, 1e300), (0.0, Double.greatestFiniteMagnitude)] {
                var calls = 0
                let root = Double.safeguardedNewtonRoot(in: lo, hi, increasing: true) { x in
                    calls += 1
                    return f(x)
                }
                #expect(calls <= 200 && root >= lo && root <= hi, "\(name) on [\(lo), \(hi)]: \(calls) calls, root \(root)")
            }
        }
    }

    /// Settling searches on springs from 1e-300 to 1e300 in each parameter (ratios to 1e15):
    /// a time or `SpringError`, never a hang.
    @Test func settlingSearchesFinish() {
        for mass in [1e-300, 1e-15, 1, 1e15, 1e300] {
            for stiffnessRatio in [1e-15, 1, 1e15] {
                for dampingRatio in [0.0, 1e-15, 0.5, 1, 1e15] {
                    let stiffness = mass * stiffnessRatio
                    let damping = dampingRatio * 2 * (stiffness * mass).squareRoot()
                    guard let spring = try? Spring(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: true) else { continue }
                    for (from, to, velocity) in [(0.0, 1.0, 0.0), (-1e300, 1e300, 1e300), (0, 1e-300, -1e-300)] {
                        let time = try? spring.settlingTime(from: from, to: to, initialVelocity: velocity)
                        if let time { #expect(time >= 0 && !time.isNaN, "\(spring): \(time)") }
                    }
                    _ = try? spring.settlingDuration(initialVelocity: 1e300)
                }
            }
        }
    }

    /// Spline solves and paced keyframes on values from 1e-300 to 1e300 and key-time gaps in a
    /// ratio of 1e15: direct O(n) solves, bounded quadrature. Every mode builds at the small and
    /// unit scales; at 1e300 the natural, not-a-knot and periodic splines and the cubic, whose
    /// tangents over the 1e-15 gaps carry them beyond the largest Double, are refused with a typed
    /// error naming the overflow (cubicPaced, on chord-length knots, and paced build); what builds
    /// is never NaN.
    @Test func splinesAndPacedKeyframesFinish() throws {
        var built = 0, refused: [CalculationMode] = []
        for scale in [1e-300, 1.0, 1e300] {
            let values = [0, scale, -scale, 0.5 * scale, 0].map { SIMD2<Double>($0, 0.3 * $0) }
            let keyTimes = [0, 1e-15, 0.5, 0.5 + 1e-15, 1]
            for mode in [CalculationMode.naturalSpline, .notAKnotSpline, .periodicSpline, .cubic, .cubicPaced, .paced] {
                let closed = mode == .periodicSpline ? Array(values.dropLast()) + [values[0]] : values
                let animation: KeyframeAnimation<VectorSpace<SIMD2<Double>>>
                do {
                    animation = try KeyframeAnimation(values: closed, keyTimes: mode == .paced || mode == .cubicPaced ? nil : keyTimes, calculationMode: mode)
                } catch {
                    #expect(scale == 1e300 && error.description.contains("overflows"), "\(mode) at scale \(scale): \(error)")
                    refused.append(mode)
                    continue
                }
                built += 1
                for f in [0, 0.3, 0.5, 1.0.nextDown, 1] {
                    #expect(!animation.value(at: f).x.isNaN, "\(mode) at scale \(scale), f \(f)")
                }
            }
        }
        #expect(built == 14 && refused == [.naturalSpline, .notAKnotSpline, .periodicSpline, .cubic], "built \(built) of 18; refused \(refused)")
    }
}
