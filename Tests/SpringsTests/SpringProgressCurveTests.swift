import MotionTestSupport
import Springs
import Testing
import TimingCurves

/// A spring's progress as a timing curve, with an initial velocity: its values are the spring's,
/// and its output range and monotonicity are those of a dense scan.
@Suite("Springs: progress curves with an initial velocity")
struct SpringProgressCurveTests {
    /// 600 seeded springs (ζ from 0.05 to 4, SwiftUI's clamp sometimes on, so all three regimes) and
    /// velocities from −40 to 40 progress per second. The range must hold every value of a 20,001-
    /// point scan and its ends must be reached: each end is within 1e-9 (relative to the range's
    /// width) of the scan's extreme refined by golden section (which finds the peak's value to
    /// about an ulp, its location to about √ulp). A curve said to be monotone must never step
    /// down on the scan, and an overdamped or critical one that steps down must not be said to be.
    @Test(.reportsSeed) func outputRangeAndMonotonicity() throws {
        var random = SeededGenerator(testSeed: 0x5B0C_0001)
        var worst = 0.0
        for i in 0..<600 {
            let zeta = i % 5 == 0 ? 1.0 : Double.random(in: 0.05...4, using: &random)
            let k = Double.random(in: 20...2000, using: &random)
            let spring = try Spring(mass: 1, stiffness: k, damping: zeta * 2 * k.squareRoot(), allowsOverdamping: i % 7 != 0)
            let v0 = i % 11 == 0 ? 0 : Double.random(in: -40...40, using: &random)
            let curve = try SpringProgressCurve(spring: spring, initialVelocity: v0)
            let range = curve.outputRange
            let n = 20_000
            var low = Double.infinity, high = -Double.infinity, lowAt = 0.0, highAt = 0.0, stepsDown = false, previous = -Double.infinity
            for j in 0...n {
                let x = Double(j) / Double(n), y = curve.value(at: x)
                if y < low { (low, lowAt) = (y, x) }
                if y > high { (high, highAt) = (y, x) }
                if y < previous - 1e-12 { stepsDown = true }
                previous = y
            }
            func refine(_ at: Double, _ sign: Double) -> Double {
                var lo = max(0, at - 1.0 / Double(n)), hi = min(1, at + 1.0 / Double(n))
                let r = (5.0.squareRoot() - 1) / 2
                for _ in 0..<100 {
                    let m1 = hi - r * (hi - lo), m2 = lo + r * (hi - lo)
                    if sign * curve.value(at: m1) > sign * curve.value(at: m2) { hi = m2 } else { lo = m1 }
                }
                return sign * max(sign * curve.value(at: lo), sign * curve.value(at: hi), sign * (sign > 0 ? high : low))
            }
            let (trueLow, trueHigh) = (refine(lowAt, -1), refine(highAt, 1))
            let width = max(range.upperBound - range.lowerBound, 1e-300)
            let off = max(abs(range.lowerBound - trueLow), abs(range.upperBound - trueHigh)) / width
            worst = max(worst, off)
            #expect(range.lowerBound <= low + 1e-12 && range.upperBound >= high - 1e-12 && off <= 1e-9,
                    "\(spring), v0 \(v0): range \(range), scan \(low)…\(high), refined \(trueLow)…\(trueHigh)")
            if curve.isMonotone { #expect(!stepsDown, "\(spring), v0 \(v0): said monotone, steps down") }
            if spring.regime != .underdamped && stepsDown { #expect(!curve.isMonotone) }
        }
        print("spring progress output range: largest distance from the refined scan's extremes \(worst) of the range")
    }

    /// From rest nothing changes: the range is 0 … the first peak π/ω_d (a closed form), and the
    /// curve's values are the spring's own.
    @Test func fromRestTheFirstPeak() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        let curve = try SpringProgressCurve(spring: spring)
        let peak = spring.value(at: Double.pi / spring.dampedFrequency, from: 0.0, to: 1.0)
        #expect(curve.outputRange == 0...peak)
        #expect(curve.initialVelocity == 0 && curve.value(at: 0.3) == spring.value(at: 0.3 * curve.duration, from: 0.0, to: 1.0))
    }

    /// A non-finite velocity is refused with its name.
    @Test func nonFiniteVelocity() {
        #expect(throws: SpringError.nonFiniteInput(name: "initialVelocity")) { try SpringProgressCurve(spring: .bouncy, initialVelocity: .nan) }
    }
}
