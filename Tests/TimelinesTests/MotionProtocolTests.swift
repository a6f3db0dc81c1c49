// One protocol for motion in time: springs, decays, keyframe and path animations with a duration,
// and timelines, driven the same way through `any Motion<Value>`.

import Keyframes
import Paths
import MotionMath
import Springs
import Testing
import TimingCurves
import Timelines

private struct Opacity: Sendable { var opacity = 0.0 }

@Suite struct MotionProtocolTests {
    /// Each kind of motion as `any Motion<Double>`, with a description and a time past its end.
    static func motions() throws -> [(String, any Motion<Double>, Double)] {
        let spring = try SpringAnimation(spring: .bouncy, from: 0.0, to: 1.0, initialVelocity: 2)
        let decay = try DecayAnimation(decay: .normal, from: 10.0, initialVelocity: 800)
        let keys = try KeyframeAnimation(values: [0.0, 3, -1, 2], keyTimes: [0, 0.3, 0.7, 1], calculationMode: .cubic)
        let keyframes = try KeyframeMotion(keys, duration: 2)
        return [("spring", spring, 5), ("decay", decay, 10), ("keyframes over 2 s", keyframes, 2.5)]
    }

    /// velocity(at:) is d(value)/dt in units per second for every kind: a central difference
    /// with h = 1e-5 s has truncation error h²·|x‴|/6 ≲ 1e-9 of these motions' scales and
    /// rounding error ε·|x|/h ≲ 1e-10; 1e-6 relative leaves room and still fails by far for a
    /// derivative per fraction of the duration (off by the duration, here 2) or per millisecond.
    @Test func velocityIsTheTimeDerivativeOfValue() throws {
        for (name, motion, end) in try Self.motions() {
            for t in stride(from: 0.05, to: end * 0.9, by: end / 37) {
                let h = 1e-5
                let difference = (motion.value(at: t + h) - motion.value(at: t - h)) / (2 * h)
                let velocity = motion.velocity(at: t)
                let scale = max(abs(velocity), abs(motion.value(at: t)), 1)
                #expect(abs(difference - velocity) <= 1e-6 * scale, "\(name) at t = \(t): velocity \(velocity), difference quotient \(difference)")
            }
        }
    }

    /// isFinished is false at the start, true past the end, and monotone on a fine grid.
    @Test func isFinishedIsMonotone() throws {
        for (name, motion, end) in try Self.motions() {
            #expect(!motion.isFinished(at: 0), "\(name) finished at 0")
            #expect(motion.isFinished(at: end), "\(name) not finished at \(end)")
            var finished = false
            for i in 0...2000 {
                let t = end * Double(i) / 2000
                let now = motion.isFinished(at: t)
                #expect(!(finished && !now), "\(name): finished before \(t), not at it")
                finished = now
            }
        }
    }

    @Test func springFinishesExactlyAtItsSettlingTime() throws {
        let spring = try SpringAnimation(spring: .bouncy, from: 0.0, to: 1.0)
        let settling = try spring.settlingTime(epsilon: SpringAnimation<VectorSpace<Double>>.settlingEpsilon)
        #expect(spring.isFinished(at: settling) && !spring.isFinished(at: settling.nextDown), "settling at \(settling)")
        for i in 0...500 {
            let t = settling + Double(i) * 0.01
            #expect(abs(spring.value(at: t) - 1) <= SpringAnimation<VectorSpace<Double>>.settlingEpsilon * (1 + 1e-12), "outside the band at \(t)")
        }
        let undamped = try SpringAnimation(spring: Spring(mass: 1, stiffness: 100, damping: 0), from: 0.0, to: 1.0)
        #expect(!undamped.isFinished(at: 1e6))
    }

    @Test func decayFinishesWithinItsEpsilonOfRest() throws {
        let decay = try DecayAnimation(decay: .normal, from: 10.0, initialVelocity: 800, epsilon: 0.5)
        let remaining = abs(decay.restingPoint - decay.value(at: decay.settlingTime))
        #expect(abs(remaining - 0.5) <= 1e-9, "remaining distance at the settling time: \(remaining)")
        #expect(decay.isFinished(at: decay.settlingTime) && !decay.isFinished(at: decay.settlingTime.nextDown))
        #expect(throws: SpringError.self) { try DecayAnimation(from: Double.nan, initialVelocity: 1.0) }
    }

    @Test func keyframeMotionHoldsItsEndsAndScalesTheDerivative() throws {
        let keys = try KeyframeAnimation(values: [0.0, 3, -1, 2], keyTimes: [0, 0.3, 0.7, 1], calculationMode: .cubic)
        let motion = try KeyframeMotion(keys, duration: 2)
        #expect(motion.value(at: -1) == 0 && motion.value(at: 2) == 2 && motion.value(at: 7) == 2)
        #expect(motion.velocity(at: -1) == 0 && motion.velocity(at: 2) == 0)
        #expect(motion.velocity(at: 0.8) == keys.derivative(at: 0.4) / 2)
        #expect(motion.value(at: 0.6) == keys.value(at: 0.3))
        for bad in [0.0, -1, .infinity, .nan] {
            #expect(throws: KeyframeError.self) { try KeyframeMotion(keys, duration: bad) }
        }
    }

    /// A paced walk moves at the constant speed length/duration along the path; a linear one at
    /// n·p′(u)/duration.
    @Test func pathMotionVelocity() throws {
        let path = try Path(svgPathData: "M 0 0 C 0 100 100 100 100 0 L 200 0")
        let paced = try PathMotion(PathAnimation(path: path, paced: true), duration: 4)
        let speed = paced.animation.length / 4
        for t in stride(from: 0.01, to: 4, by: 0.173) {
            let v = paced.velocity(at: t)
            #expect(abs(v.magnitude - speed) <= 1e-12 * speed, "paced speed at \(t): \(v.magnitude), expected \(speed)")
        }
        let linear = try PathMotion(PathAnimation(path: path), duration: 4)
        #expect(linear.velocity(at: 1) == path.segments[0].derivative(at: 0.5) * 2 / 4)
        #expect(linear.velocity(at: 4) == .zero && linear.value(at: 4) == SIMD2(200, 0) && linear.isFinished(at: 4))
    }

    @Test func timelineIsAMotionOfItsRoot() throws {
        let timeline = try KeyframeTimeline(initialValue: Opacity()) {
            KeyframeTrack(\Opacity.opacity) {
                LinearKeyframe(1.0, duration: 0.5, timingCurve: CubicBezier.easeInEaseOut)
                CubicKeyframe(0.4, duration: 0.5)
            }
        }
        let motion: any Motion<Opacity> = timeline
        #expect(motion.value(at: 0.25).opacity == timeline.value(at: 0.25).opacity)
        #expect(motion.velocity(at: 0.25).opacity == timeline.velocity(at: 0.25).opacity)
        #expect(!motion.isFinished(at: 0.999) && motion.isFinished(at: 1))
    }
}
