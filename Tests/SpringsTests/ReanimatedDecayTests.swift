import MotionTestSupport
import RealModule
import Springs
import Testing

/// Reanimated's withDecay, frame by frame: its velocity rule in closed form, where it ends, its
/// clamp and its rubber band, and its dependence on the frame rate.
@Suite("Springs: Reanimated's withDecay")
struct ReanimatedDecayTests {
    /// Reanimated's published defaults: deceleration 0.998, velocityFactor 1, rubber band factor
    /// 0.6 (given by the CLI and specs), and a velocity threshold of 1 natively, 1/20 on the web.
    @Test func defaults() throws {
        let decay = try ReanimatedDecay()
        #expect(decay.deceleration == 0.998 && decay.velocityFactor == 1 && decay.clamp == nil && decay.rubberBandFactor == nil && decay.velocityThreshold == 1)
        #expect(try ReanimatedDecay(web: true).velocityThreshold == 1.0 / 20)
        let native = try ReanimatedDecay().frames(from: 0, velocity: 1500, fps: 60), web = try ReanimatedDecay(web: true).frames(from: 0, velocity: 1500, fps: 60)
        #expect(web.count > native.count)
    }

    /// The rigid glide in closed form. Frame k comes at t_k = k·h ms and multiplies the velocity by
    /// e^(−(1 − d)·t_k/10), so v_k = v0·e^(−(1 − d)·h·k(k + 1)/20) (one exponential instead of k:
    /// within k + 1 roundings of it; within 1e-15 of v0 here), and the value moves by v_k·h/1000 (frame 0 by nothing). It
    /// ends on the first frame whose |v_k| < 1. Seeded over 200 glides at 30 to 144 fps.
    @Test(.reportsSeed) func rigidGlideInClosedForm() throws {
        var random = SeededGenerator(testSeed: 0x8EA1_0001)
        var worstV = 0.0, worstX = 0.0
        for _ in 0..<200 {
            let d = Double.random(in: 0.99...0.999, using: &random), fps = Double.random(in: 30...144, using: &random)
            let v0 = Double.random(in: -4000...4000, using: &random), x0 = Double.random(in: -500...500, using: &random)
            let frames = try ReanimatedDecay(deceleration: d).frames(from: x0, velocity: v0, fps: fps)
            let h = 1000 / fps
            var x = x0
            var end = 0
            while abs(v0 * Double.exp(-(1 - d) * h * Double(end) * Double(end + 1) / 20)) >= 1 { end += 1 }
            #expect(frames.count == end + 1, "d \(d), fps \(fps), v0 \(v0): \(frames.count) frames, closed form ends at frame \(end)")
            for (k, frame) in frames.enumerated() {
                let v = v0 * Double.exp(-(1 - d) * h * Double(k) * Double(k + 1) / 20)
                if k > 0 { x += v * h / 1000 }
                worstV = max(worstV, abs(frame.velocity - v) / abs(v0))
                worstX = max(worstX, abs(frame.value - x) / max(1, abs(x)))
                #expect(abs(frame.time - Double(k) * h / 1000) <= 1e-15 * Double(k + 1))
            }
        }
        print("Reanimated rigid glide: largest velocity error \(worstV) of v0, value error \(worstX) (relative)")
        #expect(worstV <= 1e-15 && worstX <= 1e-12)
    }

    /// The frame rate changes where it stops (its rule counts time since the start, so a frame
    /// more per second decays it more): from 2000 units/s it rests at 690.5 at 60 fps and 495.1
    /// at 120 fps (the Springs article's figures).
    @Test func frameRateChangesTheGlide() throws {
        let at60 = try ReanimatedDecay().frames(from: 0, velocity: 2000, fps: 60).last!.value
        let at120 = try ReanimatedDecay().frames(from: 0, velocity: 2000, fps: 120).last!.value
        print("Reanimated glide from 2000/s rests at \(at60) (60 fps), \(at120) (120 fps); UIScrollView's exact decay at \(2000 / (-1000 * Double.log(0.998)))")
        #expect((at60 * 10).rounded() == 6905 && (at120 * 10).rounded() == 4951, "\(at60), \(at120)")
    }

    /// A step counts at most 64 ms: at 10 fps the second frame moves by v₁·64/1000, not v₁·100/1000.
    @Test func aLongFrameCountsSixtyFourMilliseconds() throws {
        let frames = try ReanimatedDecay().frames(from: 0, velocity: 1000, fps: 10)
        #expect(frames[1].value == frames[1].velocity * 1 * 64 / 1000)
    }

    /// The clamp stops a rigid glide at the bound it is heading for, exactly; the other bound does
    /// not stop it.
    @Test func clampStopsAtTheBound() throws {
        let up = try ReanimatedDecay(clamp: 0...300).frames(from: 100, velocity: 2000, fps: 60)
        #expect(up.last!.value == 300 && up.dropLast().allSatisfy { $0.value < 300 })
        let down = try ReanimatedDecay(clamp: 0...300).frames(from: 100, velocity: -2000, fps: 60)
        #expect(down.last!.value == 0 && down.dropLast().allSatisfy { $0.value > 0 })
        let away = try ReanimatedDecay(clamp: 0...300).frames(from: 100, velocity: 50, fps: 60)
        let free = try ReanimatedDecay().frames(from: 100, velocity: 50, fps: 60)
        #expect(away.map(\.value) == free.map(\.value) && away.last!.value < 300)
    }

    /// The rubber band: each frame's velocity is the previous one decayed, less factor × the
    /// distance past the nearer bound (checked frame by frame, to the rounding of those two terms); it goes past the bound, comes back
    /// and ends snapped to it once within 0.1, having been more than 0.1 past. Seeded over 100
    /// flicks at both bounds and three factors.
    @Test(.reportsSeed) func rubberBandSnapsBack() throws {
        var random = SeededGenerator(testSeed: 0x8EA1_0002)
        for i in 0..<100 {
            let factor = [0.3, 0.6, 1.2][i % 3], fps = [60.0, 90, 120][i % 3]
            let v0 = (i % 2 == 0 ? 1 : -1) * Double.random(in: 1500...5000, using: &random)
            let decay = try ReanimatedDecay(clamp: 0...300, rubberBandFactor: factor)
            let frames = try decay.frames(from: 150, velocity: v0, fps: fps)
            let bound = v0 > 0 ? 300.0 : 0
            func past(_ x: Double) -> Double {
                let nearer = abs(x - 0) < abs(x - 300) ? 0.0 : 300
                return x < 0 || x > 300 ? x - nearer : 0
            }
            #expect(frames.last!.value == bound, "v0 \(v0): ends at \(frames.last!.value)")
            #expect(frames.contains { abs(past($0.value)) > 0.1 } && abs(past(frames[frames.count - 2].value)) <= 0.1)
            for k in 1..<(frames.count - 1) {
                let now = Double(k) * 1000 / fps
                let decayed = frames[k - 1].velocity * Double.exp(-(1 - 0.998) * now * 0.1), pull = past(frames[k - 1].value) * factor
                // Within two roundings of the two terms (the compiler may fuse the multiply-subtract).
                #expect(abs(frames[k].velocity - (decayed - pull)) <= 2 * (abs(decayed) + abs(pull)).ulp, "frame \(k)")
            }
        }
    }

    @Test func badInput() {
        #expect(throws: SpringError.parameterOutOfRange(name: "deceleration", value: 1, requirement: "in (0, 1)")) { try ReanimatedDecay(deceleration: 1) }
        #expect(throws: SpringError.self) { try ReanimatedDecay(velocityFactor: 0) }
        #expect(throws: SpringError.self) { try ReanimatedDecay(rubberBandFactor: 0.6) }
        #expect(throws: SpringError.self) { try ReanimatedDecay(clamp: 0...Double.infinity) }
        #expect(throws: SpringError.nonFiniteInput(name: "velocity")) { try ReanimatedDecay().frames(from: 0, velocity: .nan, fps: 60) }
        #expect(throws: SpringError.self) { try ReanimatedDecay().frames(from: 0, velocity: 100, fps: 0) }
        #expect(throws: SpringError.tooManyFrames(requested: 11, limit: 10)) { try ReanimatedDecay().frames(from: 0, velocity: 1e6, fps: 60, maximumFrames: 10) }
        #expect(throws: SpringError.self) { try ReanimatedDecay().frames(from: 0, velocity: 100, fps: 60, maximumFrames: -1) }
        #expect(throws: SpringError.self) { try ReanimatedDecay().frames(from: 0, velocity: 100, fps: 1e-320) }
        #expect(throws: SpringError.self) { try ReanimatedDecay(clamp: 0...1, rubberBandFactor: 0) }
    }
}
