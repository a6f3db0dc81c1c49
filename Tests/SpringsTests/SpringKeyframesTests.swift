import MotionTestSupport
import RealModule
import Testing
import Springs

@Suite("SpringKeyframes: recurrence frames and the KYSpringLayerAnimation damped cosine")
struct SpringKeyframesTests {
    /// The recurrence against direct evaluation over 10,000 frames: ≤ 1e-12 of S = |to − from| +
    /// |v0|/ωn in value, ≤ 1e-12·S·ωn in velocity, every regime including undamped.
    @Test(arguments: [0.0, 1e-3, 0.05, 0.5, 1.0, 1 + 1e-9, 3.0, 100.0])
    func recurrenceMatchesClosedForm(zeta: Double) throws {
        let omega = 9.0
        let spring = try makeSpring(zeta: zeta, omega: omega, mass: 1.7)
        let animation = try SpringAnimation(spring: spring, from: -3.0, to: 5.0, initialVelocity: 40)
        let frames = try animation.frames(fps: 60, duration: 10_000.0 / 60)
        #expect(frames.times.count == 10_001)
        let s = 8 + 40 / omega
        var worstValue = 0.0, worstVelocity = 0.0
        for i in frames.times.indices {
            let (x, v) = animation.state(at: frames.times[i])
            worstValue = max(worstValue, abs(frames.values[i] - x) / s)
            worstVelocity = max(worstVelocity, abs(frames.velocities[i] - v) / (s * omega))
        }
        print("frames ζ=\(zeta): worst value error \(worstValue)·S, velocity \(worstVelocity)·S·ωn over 10,000 frames")
        #expect(worstValue <= 1e-12, "value drift \(worstValue)·S at ζ=\(zeta)")
        #expect(worstVelocity <= 1e-12, "velocity drift \(worstVelocity)·S·ωn at ζ=\(zeta)")
    }

    @Test func frameTimesAndCounts() throws {
        let animation = try SpringAnimation(spring: .coreAnimationDefault, from: 0.0, to: 1.0)
        let second = try animation.frames(fps: 60, duration: 1)
        #expect(second.times.count == 61 && second.times[60] == 1.0 && second.times[0] == 0)
        for (i, t) in second.times.enumerated() { #expect(t == Double(i) / 60) }
        #expect(try Spring.lastFrameIndex(duration: 0.1, fps: 30) == 3)
        #expect(try Spring.lastFrameIndex(duration: 0.101, fps: 30) == 4)
        #expect(try Spring.lastFrameIndex(duration: 0, fps: 60) == 0)
        // Default duration: the exact settling time, covered inclusively.
        let settle = try animation.settlingTime()
        let settled = try animation.frames()
        #expect(settled.times.last! >= settle && settled.times.last! - settle < 1.0 / 60)
        // Snapping puts the target at rest on the last frame.
        let snapped = try animation.frames(snapsToTarget: true)
        #expect(snapped.values.last == 1 && snapped.velocities.last == 0)
        #expect(snapped.values.dropLast() == settled.values.dropLast())
        // Keyframe data spans 0…1.
        let keys = settled.keyframes
        #expect(keys.keyTimes.first == 0 && keys.keyTimes.last == 1 && keys.duration == settled.times.last)
        #expect(zip(keys.keyTimes, keys.keyTimes.dropFirst()).allSatisfy { $0 < $1 })
        // Vectors: each component as its own scalar animation.
        let plane = try SpringAnimation(spring: .bouncy, from: SIMD2<Double>(0, 3), to: SIMD2(1, -1), initialVelocity: SIMD2(2, 0))
        let xs = try SpringAnimation(spring: .bouncy, from: 0.0, to: 1.0, initialVelocity: 2).frames(duration: 1)
        let pf = try plane.frames(duration: 1)
        for i in xs.values.indices { #expect(abs(pf.values[i].x - xs.values[i]) <= 1e-15) }
    }

    @Test func badFrameRequests() throws {
        let animation = try SpringAnimation(spring: .coreAnimationDefault, from: 0.0, to: 1.0)
        #expect(throws: SpringError.self) { try animation.frames(fps: 0) }
        #expect(throws: SpringError.self) { try animation.frames(fps: -60) }
        #expect(throws: SpringError.self) { try animation.frames(fps: .nan) }
        #expect(throws: SpringError.self) { try animation.frames(duration: -1) }
        #expect(throws: SpringError.self) { try animation.frames(duration: .infinity) }
        #expect(throws: SpringError.self) { try animation.frames(epsilon: 0) }
        #expect(throws: SpringError.self) { try animation.frames(fps: 1e9, duration: 1e9) }
        let undamped = try SpringAnimation(spring: Spring(mass: 1, stiffness: 10, damping: 0), from: 0.0, to: 1.0)
        #expect(throws: SpringError.neverSettles) { try undamped.frames() }
        #expect(try undamped.frames(duration: 2).values.allSatisfy { $0.isFinite })
    }

    /// The published example y = 1 − e^(−5x)·cos(30x), N = 60, x = i/N, reproduced exactly.
    @Test func seedGenerator() throws {
        let generator = try DampedCosineKeyframes(damping: 5, frequency: 30, duration: 1, fps: 60)
        let frames = try generator.frames(from: 0.0, to: 1.0)
        #expect(frames.count == 60)
        for (i, frame) in frames.enumerated() {
            let x = Double(i) / 60
            #expect(frame.frame == i && frame.x == x)
            #expect(frame.value == 1 - Double.exp(-5 * x) * Double.cos(30 * x), "frame \(i): \(frame.value)")
        }
        let closed = try generator.frames(from: 0.0, to: 1.0, closingFrame: true)
        #expect(closed.count == 61 && closed.last!.x == 1)
        #expect(closed.last!.value == 1 - Double.exp(-5) * Double.cos(30))
        // from/to scale the shape: to − (to − from)·e^(−dx)·cos(ωx).
        let scaled = try generator.frames(from: 10.0, to: -2.0)
        for (a, b) in zip(scaled, frames) { #expect(abs(a.value - (-2 + 12 * (1 - b.value))) <= 1e-13) }
        // N = Int(duration × fps) truncates, as published.
        #expect(try DampedCosineKeyframes(damping: 5, frequency: 30, duration: 0.5, fps: 25).frameCount == 12)
        let keys = try generator.keyframes(from: 0.0, to: 1.0)
        #expect(keys.keyTimes.count == 61 && keys.keyTimes.last == 1 && keys.duration == 1)
        #expect(throws: SpringError.self) { try DampedCosineKeyframes(damping: -1, frequency: 30) }
        #expect(throws: SpringError.self) { try DampedCosineKeyframes(damping: 5, frequency: .nan) }
        #expect(throws: SpringError.self) { try DampedCosineKeyframes(damping: 5, frequency: 30, duration: 0.01, fps: 60) }
        #expect(throws: SpringError.self) { try DampedCosineKeyframes(damping: 5, frequency: 30, fps: 0) }
        #expect(throws: SpringError.self) { try generator.frames(from: Double.infinity, to: 1.0) }
    }
}
