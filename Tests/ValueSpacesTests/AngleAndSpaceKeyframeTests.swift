import AnimationTiming
@testable import Keyframes
import Paths
import MotionMath
import MotionTestSupport
import Springs
import Testing
import TimingCurves
@testable import ValueSpaces

@Suite("Angles and keyframes in interpolation spaces")
struct AngleAndSpaceKeyframeTests {
    /// The example: 350° to 10° passes through 0° (360°), and CSS Color 4's hue rules.
    @Test func hueFixupsAsCSSColor4() throws {
        let shorter = AngleSpace<Double>()
        #expect(shorter.difference(from: 350, to: 10) == 20)
        #expect(shorter.difference(from: 10, to: 350) == -20)
        #expect(shorter.difference(from: 0, to: 180) == 180 && shorter.difference(from: 180, to: 0) == -180)
        #expect(AngleSpace<Double>(interpolation: .longer).difference(from: 350, to: 10) == -340)
        #expect(AngleSpace<Double>(interpolation: .longer).difference(from: 30, to: 30) == 360)
        #expect(AngleSpace<Double>(interpolation: .increasing).difference(from: 350, to: 10) == 20)
        #expect(AngleSpace<Double>(interpolation: .increasing).difference(from: 10, to: 350) == 340)
        #expect(AngleSpace<Double>(interpolation: .decreasing).difference(from: 350, to: 10) == -340)
        #expect(AngleSpace<Double>(interpolation: .numeric).difference(from: 350, to: 10) == -340)
        let turn = try KeyframeAnimation(space: shorter, values: [350, 10])
        #expect(turn.value(at: 0.5) == 360 && turn.value(at: 1) == 370)
        #expect(AngleSpace<Double>().normalized(370) == 10 && AngleSpace<Double>().normalized(-0.0).sign == .plus)
        // Radians and Float.
        #expect(abs(AngleSpace<Float>(unit: .radians).difference(from: 6, to: 0.5) - (0.5 + 2 * .pi - 6)) <= 4e-7)
    }

    /// Seeded, 10⁴ cases: in shorter mode no segment of linear or paced keyframes turns more than
    /// 180°, and each moves monotonically; in increasing mode every step is in [0°, 360°).
    @Test func shortestNeverTurnsMoreThanHalf() throws {
        var rng = SeededGenerator(testSeed: 0xa26e)
        for _ in 0..<10_000 {
            let values = (0..<Int.random(in: 2...6, using: &rng)).map { _ in Double.random(in: -1000...1000, using: &rng) }
            let animation = try KeyframeAnimation(space: AngleSpace<Double>(), values: values)
            let u = animation.continuousValues
            for i in 1..<u.count {
                #expect(abs(u[i] - u[i - 1]) <= 180, "\(values) → \(u)")
                #expect(AngleSpace<Double>().normalized(u[i]) - AngleSpace<Double>().normalized(values[i]) == 0 || abs(abs(AngleSpace<Double>().normalized(u[i]) - AngleSpace<Double>().normalized(values[i])) - 360) < 1e-9 || abs(AngleSpace<Double>().normalized(u[i]) - AngleSpace<Double>().normalized(values[i])) <= 1e-12, "\(u[i]) is not \(values[i]) mod 360")
            }
            let samples = animation.values(at: (0...64).map { Double($0) / 64 })
            for k in 1..<samples.count {
                // Steps within one segment (uniform knots).
                let segment = min(Int(Double(k - 1) / 64 * Double(u.count - 1)), u.count - 2)
                guard Double(k) / 64 <= animation.knots[segment + 1] else { continue }
                let direction = u[segment + 1] - u[segment]
                #expect((samples[k] - samples[k - 1]) * direction >= -1e-12, "not monotone at \(k): \(samples[k - 1]) → \(samples[k])")
            }
            let increasing = AngleSpace<Double>(interpolation: .increasing)
            let d = increasing.difference(from: values[0], to: values[1])
            #expect(d >= 0 && d < 360)
        }
    }

    /// In a flat space the cubic keyframes are KeyframeAnimation's Hermite segments (the same
    /// Kochanek–Bartels tangents, evaluated by de Casteljau instead of the Hermite basis):
    /// agreement to rounding on random data, keyTimes, tension/continuity/bias and both end rules.
    @Test func flatSpaceCubicIsTheHermiteCubic() throws {
        var rng = SeededGenerator(testSeed: 0xf1a7)
        for trial in 0..<2000 {
            let n = Int.random(in: 2...6, using: &rng)
            let values = (0..<n).map { _ in SIMD2(Double.random(in: -10...10, using: &rng), Double.random(in: -10...10, using: &rng)) }
            var keyTimes = (0..<n).map { _ in Double.random(in: 0...1, using: &rng) }.sorted()
            keyTimes[0] = 0
            keyTimes[n - 1] = 1
            if Set(keyTimes).count < n { continue }
            let tcb = (0..<3).map { _ in (0..<n).map { _ in Double.random(in: -0.5...0.5, using: &rng) } }
            let rule: EndTangentRule = trial % 2 == 0 ? .parabolic : .reflected
            let reference = try KeyframeAnimation(
                values: values, keyTimes: keyTimes, calculationMode: .cubic,
                tensionValues: tcb[0], continuityValues: tcb[1], biasValues: tcb[2], endTangentRule: rule)
            let spaced = try KeyframeAnimation(
                space: VectorSpace<SIMD2<Double>>(), values: values, keyTimes: keyTimes, calculationMode: .cubic,
                tensionValues: tcb[0], continuityValues: tcb[1], biasValues: tcb[2], endTangentRule: rule)
            // de Casteljau and the Hermite basis each round at the size of the control polygon
            // (which uneven knots make much larger than the values): 32ε of its largest point.
            let size = spaced.controls.flatMap { [$0.0.magnitude, $0.1.magnitude] }.max()! + values.map(\.magnitude).max()!
            for k in 0...32 {
                let f = Double(k) / 32
                let error = (spaced.value(at: f) - reference.value(at: f)).magnitude
                #expect(error <= 32 * .ulpOfOne * size, "trial \(trial) f = \(f): \(spaced.value(at: f)) vs \(reference.value(at: f))")
            }
        }
    }

    /// Cubic angle keyframes through 350°, 10°, 30° pass through 360° (no 340° swing back), and
    /// the "longer" mode's unwrapping is kept inside the cubic (its control points are b − a apart).
    @Test func cubicAnglesFollowTheUnwrapping() throws {
        let animation = try KeyframeAnimation(space: AngleSpace<Double>(), values: [350, 10, 30], calculationMode: .cubic)
        #expect(animation.continuousValues == [350, 370, 390])
        let samples = animation.values(at: (0...40).map { Double($0) / 40 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $1 > $0 }, "\(samples)")
        let longer = try KeyframeAnimation(space: AngleSpace<Double>(interpolation: .longer), values: [0, 10], calculationMode: .cubic)
        let path = longer.values(at: (0...40).map { Double($0) / 40 })
        #expect(zip(path, path.dropFirst()).allSatisfy { $1 < $0 } && path.last == -350, "\(path)")
    }

    /// A spring on an angle settles on the shorter path: from 350° towards 10° it passes 360°.
    @Test func angleSpringTakesTheShorterWay() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)  // critically damped: no overshoot
        let animation = try SpringAnimation(spring: spring, space: AngleSpace<Double>(), from: 350, to: 10)
        let path = stride(from: 0.0, through: 3, by: 0.1).map { animation.value(at: $0) }
        #expect(path.first == 350 && zip(path, path.dropFirst()).allSatisfy { $1 >= $0 } && abs(path.last! - 370) < 0.01, "\(path)")
    }

    /// Bad input: a NaN angle, a mode the space does not have, mismatched counts: typed errors.
    @Test func badInput() {
        #expect(throws: KeyframeError.self) { try KeyframeAnimation(space: AngleSpace<Double>(), values: [0, .nan]) }
        #expect(throws: KeyframeError.self) { try KeyframeAnimation(space: RotationSpace(), values: [.identity, .identity], calculationMode: .naturalSpline) }
        #expect(throws: KeyframeError.self) { try KeyframeAnimation(space: AngleSpace<Double>(), values: [0, 1], keyTimes: [0, 0.5, 1]) }
        #expect(throws: KeyframeError.self) { try KeyframeAnimation(space: AngleSpace<Double>(), values: []) }
        #expect(throws: KeyframeError.self) { try KeyframeAnimation(space: AngleSpace<Double>(), values: [0, 1]).checkedValue(at: .nan) }
    }

    /// A basic animation of an angle over Core Animation timing: the shorter way, fill and the underlying value.
    @Test func basicAnimationOfAnAngle() throws {
        let timing = try MediaTiming(duration: 2)
        let animation = try PropertyAnimation(space: AngleSpace<Double>(), values: .basic(from: 350, to: 10, by: nil), timing: .coreAnimation(timing))
        #expect(try animation.value(at: 1, underlying: 90) == 360)
        #expect(try animation.value(at: 3, underlying: 90) == 90)  // removed after the active interval (no fill)
        let toOnly = try PropertyAnimation(space: AngleSpace<Double>(), values: .basic(from: nil, to: 10, by: nil), timing: .coreAnimation(timing))
        #expect(try toOnly.value(at: 1, underlying: 330) == 350)
        #expect(throws: AnimationTimingError.self) { try animation.value(at: .nan, underlying: 0) }
    }

    /// A space without addition (angles): byValue and the additive forms are refused when the
    /// animation is built if it has a value to try them on, and otherwise at the first
    /// evaluation, with a typed error, not a crash.
    @Test func additionInASpaceWithoutIt() throws {
        let timing = AnimationTiming.coreAnimation(try MediaTiming(duration: 1))
        #expect(throws: AnimationTimingError.self) { try PropertyAnimation(space: AngleSpace<Double>(), values: .basic(from: 0, to: nil, by: 10), timing: timing) }
        #expect(throws: AnimationTimingError.self) { try PropertyAnimation(space: AngleSpace<Double>(), values: .basic(from: 0, to: 10, by: nil), timing: timing, composite: .add) }
        for (composite, accumulates) in [(CompositeOperation.add, false), (.replace, true)] {
            let blind = try PropertyAnimation(space: AngleSpace<Double>(), values: .basic(from: nil, to: nil, by: nil), timing: .coreAnimation(try MediaTiming(duration: 1, repeatCount: 2)),
                                              composite: composite, accumulatesIterations: accumulates)
            #expect(throws: AnimationTimingError.self) { try blind.value(at: 1.5, underlying: 10, previous: 350) }
        }
    }
}
