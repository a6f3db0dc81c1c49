import Foundation
import MotionMath
import Springs
import Testing

/// Bounded inertia (Motion's `inertia`): the glide in closed form, the exact hand-over to the
/// bounce spring, continuity there, Motion's defaults and typed errors.
struct InertiaMotionTests {
    /// A seeded generator of flicks: start in [0, 400], velocity ±[50, 5000] px/s, bounds around the start.
    static func flicks(count: Int, seed: UInt64) -> [(from: Double, velocity: Double, min: Double, max: Double)] {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<count).map { _ in
            let from = 400 * next(), speed = 50 * pow(100, next()), sign: Double = next() < 0.5 ? -1 : 1
            return (from, sign * speed, from - 800 * next(), from + 800 * next())
        }
    }

    /// Motion's inertia without bounds: x(t) = target − A·e^(−t/τ) with A = 0.8·v and τ = 0.325 s,
    /// finished once within the rest delta 0.5 of the target.
    @Test func unboundedGlideIsMotionsExponential() throws {
        let glide = try InertiaMotion(from: 100, velocity: 1000)
        #expect(glide.target == 900 && glide.restingPoint == 900 && glide.boundaryTime == .infinity)
        for t in [0.0, 0.1, 0.325, 1.0, 2.5] {
            let expected = 900 - 800 * exp(-t / 0.325)
            #expect(abs(glide.value(at: t) - expected) <= 4e-16 * 900, "x(\(t)) = \(glide.value(at: t)) vs \(expected)")
            #expect(abs(glide.velocity(at: t) - 800 / 0.325 * exp(-t / 0.325)) <= 1e-15 * 2500)
        }
        // |A|·e^(−t/τ) = 0.5 at t = τ·ln(1600).
        #expect(abs(glide.finishTime - 0.325 * log(1600)) <= 1e-15)
        #expect(!glide.isFinished(at: glide.finishTime * 0.999) && glide.isFinished(at: glide.finishTime))
        #expect(abs(glide.value(at: glide.finishTime) - 900) <= 0.5 * (1 + 1e-12))
    }

    /// A snapped target (Motion's modifyTarget): the glide aims at it with the same time constant.
    @Test func snappedTarget() throws {
        let ideal = InertiaMotion.idealTarget(from: 0, velocity: 730)
        #expect(ideal == 584)
        let snapped = (ideal / 100).rounded() * 100
        let glide = try InertiaMotion(from: 0, velocity: 730, target: snapped)
        #expect(glide.target == 600 && glide.velocity(at: 0) == 600 / 0.325)
        #expect(abs(glide.value(at: 10) - 600) <= 1e-9)
    }

    /// Where the glide would cross a bound it hands over at the exact crossing: position and
    /// velocity continuous, the crossing time in closed form, the spring settling at the bound.
    @Test func boundHandOverIsExactAndContinuous() throws {
        var crossings = 0
        for flick in Self.flicks(count: 400, seed: 21) {
            let motion = try InertiaMotion(from: flick.from, velocity: flick.velocity, min: flick.min, max: flick.max)
            let target = flick.from + 0.8 * flick.velocity
            guard target > flick.max || target < flick.min else {
                #expect(motion.boundaryTime == .infinity && motion.restingPoint == target)
                continue
            }
            crossings += 1
            let bound = target > flick.max ? flick.max : flick.min
            let t = motion.boundaryTime
            // Closed form: e^(−t*/τ) = (target − b)/A.
            let expected = 0.325 * log((target - flick.from) / (target - bound))
            #expect(abs(t - expected) <= 1e-12 * max(1, expected), "t* = \(t) vs \(expected)")
            #expect(motion.restingPoint == bound && motion.boundaryVelocity == (target - bound) / 0.325)
            // Continuity: the glide's limit from the left against the spring's start.
            let before = motion.state(at: t.nextDown), after = motion.state(at: t)
            #expect(abs(before.value - bound) <= 1e-12 * max(abs(bound), abs(target)) + 1e-9 && after.value == bound, "x: \(before.value) | \(after.value)")
            #expect(abs(before.velocity - after.velocity) <= 1e-9 * abs(after.velocity) + 1e-9, "v: \(before.velocity) | \(after.velocity)")
            // The bound is never crossed before t*, and the spring comes to rest there.
            for k in 1...32 {
                let x = motion.value(at: t * Double(k) / 33)
                #expect(x >= flick.min - 1e-9 && x <= flick.max + 1e-9, "x(\(t * Double(k) / 33)) = \(x) outside")
            }
            #expect(abs(motion.value(at: motion.finishTime) - bound) <= 0.5 * (1 + 1e-9))
            let later = motion.finishTime + 0.5
            #expect(abs(motion.value(at: later) - bound) <= 0.5 && motion.isFinished(at: later))
        }
        #expect(crossings > 100, "\(crossings) crossings")
    }

    /// Starting outside the bounds: straight to the nearest bound, the spring starting at rest as
    /// Motion's does (its velocity estimate over no elapsed time is 0).
    @Test func startingOutside() throws {
        let motion = try InertiaMotion(from: 120, velocity: -100, min: 0, max: 100)
        #expect(motion.boundaryTime == 0 && motion.restingPoint == 100 && motion.boundaryVelocity == 0)
        #expect(motion.value(at: 0) == 120 && motion.velocity(at: 0) == 0)
        #expect(abs(motion.value(at: motion.finishTime + 1) - 100) <= 0.5)
        let spring = InertiaMotion.motionDefaults.bounce
        let (x, v) = spring.state(at: 0.05, from: 120.0, to: 100.0, initialVelocity: 0.0)
        #expect(motion.value(at: 0.05) == x && motion.velocity(at: 0.05) == v)
    }

    /// A bound next to the target, far from the start: the fraction travelled rounds to 1, and
    /// the crossing time comes from what is left instead, τ·ln(A/(target − b)).
    @Test func farStartCrossesInFiniteTime() throws {
        let motion = try InertiaMotion(from: -1e20, velocity: 0, max: 0.5, target: 1)
        let expected = 0.325 * log((1 + 1e20) / 0.5)
        #expect(abs(motion.boundaryTime - expected) <= 1e-13 * expected && motion.finishTime.isFinite, "\(motion.boundaryTime) vs \(expected)")
    }

    @Test func motionDefaults() {
        let d = InertiaMotion.motionDefaults
        #expect(d.power == 0.8 && d.timeConstant == 0.325 && d.restDelta == 0.5)
        #expect(d.bounce.stiffness == 500 && d.bounce.damping == 10 && d.bounce.mass == 1)
    }

    @Test func badInputIsRefused() throws {
        #expect(throws: SpringError.self) { try InertiaMotion(from: .nan, velocity: 1) }
        #expect(throws: SpringError.self) { try InertiaMotion(from: 0, velocity: .infinity) }
        #expect(throws: SpringError.self) { try InertiaMotion(from: 0, velocity: 1, min: 10, max: 0) }
        #expect(throws: SpringError.self) { try InertiaMotion(from: 0, velocity: 1, min: .nan) }
        #expect(throws: SpringError.self) { try InertiaMotion(from: 0, velocity: 1, target: .infinity) }
        #expect(throws: SpringError.self) { try InertiaMotion(from: -1e308, velocity: 1e308, target: 1.5e308) }
        #expect(throws: SpringError.self) { try InertiaMotion.Parameters(power: 0, timeConstant: 1, bounce: InertiaMotion.motionDefaults.bounce, restDelta: 1) }
        #expect(throws: SpringError.self) { try InertiaMotion.Parameters(power: 1, timeConstant: -1, bounce: InertiaMotion.motionDefaults.bounce, restDelta: 1) }
        // An undamped bounce never settles.
        let undamped = try InertiaMotion.Parameters(power: 0.8, timeConstant: 0.325, bounce: try Spring(stiffness: 500, damping: 0), restDelta: 0.5)
        #expect(throws: SpringError.self) { try InertiaMotion(from: 0, velocity: 1000, max: 100, parameters: undamped) }
    }
}
