import Testing
import AnimationTiming
import Keyframes

@Suite("Timing: Core Animation's CAMediaTiming and the Web Animations model")
struct TimingModelTests {
    /// The Keyframes article's example (Timing models): duration 2, iterations 3.5, alternate: active 7 s; at t = 7 iteration 3,
    /// directed progress 0.5.
    @Test func webAnimationsExample() throws {
        let timing = try WebAnimationTiming(iterations: 3.5, duration: 2, direction: .alternate, fill: .forwards)
        #expect(timing.activeDuration == 7)
        let end = timing.state(at: 7)
        #expect(end.phase == .after && end.iteration == 3 && end.progress == 0.5)
        // During: iteration 1 (odd) runs backwards under alternate.
        let mid = timing.state(at: 3)
        #expect(mid.phase == .active && mid.iteration == 1 && mid.progress == 0.5)
        #expect(timing.state(at: 2.5).progress == 0.75)
        // No fill: no effect after.
        let plain = try WebAnimationTiming(iterations: 2, duration: 1)
        #expect(plain.state(at: 5).progress == nil && plain.state(at: -1).progress == nil)
        // The exact end of a whole number of iterations is progress 1 of the last iteration.
        let whole = try WebAnimationTiming(iterations: 2, duration: 1, fill: .both)
        #expect(whole.state(at: 2).iteration == 1 && whole.state(at: 2).progress == 1)
        #expect(whole.state(at: -3).progress == 0 && whole.state(at: -3).phase == .before)
        // Delay, iteration start, reverse.
        let shifted = try WebAnimationTiming(delay: 1, iterations: 1, iterationStart: 0.5, duration: 2, direction: .reverse, fill: .both)
        #expect(shifted.state(at: 1).progress == 0.5 && shifted.state(at: 2).progress == 1 && shifted.state(at: 2).iteration == 1)
        #expect(shifted.state(at: 3).progress == 0.5)  // overall 1.5 at the end, reversed
        // Before flag: set in the before phase going forwards (steps(…, start) holds 0 there).
        let delayed = try WebAnimationTiming(delay: 1, duration: 1, fill: .backwards)
        #expect(delayed.state(at: 0.5).beforeFlag && !delayed.state(at: 1.5).beforeFlag)
        // Negative playback rate moves the phase boundaries, not the flag: the after phase of an
        // iteration played forwards leaves it clear; a reversed iteration in the after phase sets it.
        let backwards = try WebAnimationTiming(duration: 1, fill: .both, playbackRate: -1)
        #expect(backwards.state(at: -2).phase == .after && !backwards.state(at: -2).beforeFlag)
        let reversedAfter = try WebAnimationTiming(duration: 1, direction: .reverse, fill: .both, playbackRate: -1)
        #expect(reversedAfter.state(at: -2).phase == .after && reversedAfter.state(at: -2).beforeFlag)
        // Infinite iterations.
        let forever = try WebAnimationTiming(iterations: .infinity, duration: 1, direction: .alternate)
        #expect(forever.state(at: 1e6 + 0.25).iteration == 1e6 && forever.state(at: 1e6 + 0.25).progress == 0.25)
        #expect(throws: AnimationTimingError.self) { try WebAnimationTiming(duration: -1) }
        #expect(throws: AnimationTimingError.self) { try WebAnimationTiming(iterations: -1, duration: 1) }
        #expect(throws: AnimationTimingError.self) { try WebAnimationTiming(duration: .nan) }
    }

    /// Core Animation cases: autoreverses doubles the cycle, fractional repeatCount, speed with
    /// timeOffset, each fill mode before and after, the 0.25 s default duration, groups.
    @Test func coreAnimationCases() throws {
        let reversing = try MediaTiming(duration: 2, repeatCount: 2, autoreverses: true, fillMode: .both)
        #expect(reversing.activeDuration == 8)
        #expect(reversing.state(at: 1).progress == 0.5 && reversing.state(at: 3).progress == 0.5 && reversing.state(at: 3.5).progress == 0.25)
        #expect(reversing.state(at: 5).iteration == 1 && reversing.state(at: 5).progress == 0.5)
        #expect(reversing.state(at: 9).progress == 0)  // ends back at the start
        let fractional = try MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(fractional.activeDuration == 2.5 && fractional.state(at: 10).progress == 0.5 && fractional.state(at: 10).iteration == 2)
        let whole = try MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
        #expect(whole.state(at: 3).progress == 1 && whole.state(at: 3).iteration == 2)
        // Speed 2 with timeOffset 0.5: local time (t − begin)·2 + 0.5, wrapped at the end of the
        // active duration, which stays 4 local seconds (2 parent seconds) long.
        let fast = try MediaTiming(beginTime: 1, duration: 4, speed: 2, timeOffset: 0.5)
        #expect(fast.localTime(2) == 2.5 && fast.state(at: 2).progress == 0.625)
        #expect(fast.state(at: 2.875).progress == 0.0625 && fast.state(at: 2.875).phase == .active)  // (3.75 + 0.5) mod 4
        #expect(fast.state(at: 3).phase == .after)
        // Fill modes before and after.
        for (fill, before, after) in [(MediaTiming.FillMode.removed, nil, nil), (.forwards, nil, 1.0), (.backwards, 0.0, nil), (.both, 0.0, 1.0)] as [(MediaTiming.FillMode, Double?, Double?)] {
            let timing = try MediaTiming(beginTime: 1, duration: 1, fillMode: fill)
            #expect(timing.state(at: 0).progress == before, "\(fill) before")
            #expect(timing.state(at: 5).progress == after, "\(fill) after")
            #expect(timing.state(at: 0).phase == .before && timing.state(at: 5).phase == .after && timing.state(at: 1.5).phase == .active)
        }
        // Duration 0 is Core Animation's 0.25 s.
        #expect(try MediaTiming().state(at: 0.125).progress == 0.5)
        // repeatDuration, infinite repeat.
        #expect(try MediaTiming(duration: 1, repeatDuration: 2.25, fillMode: .forwards).state(at: 9).progress == 0.25)
        let forever = try MediaTiming(duration: 1, repeatCount: .infinity)
        #expect(forever.state(at: 1e9 + 0.5).progress == 0.5 && forever.state(at: 1e9 + 0.5).phase == .active)
        // A group: the child sees the group's local time.
        let group = try MediaTiming(duration: 4, repeatCount: 2)
        let child = try MediaTiming(beginTime: 1, duration: 2, fillMode: .both)
        #expect(group.state(of: child, at: 6).progress == 0.5)  // group pass 2 at 2 s → child 1 s in
        #expect(group.state(of: child, at: 20).progress == nil)  // group removed
        #expect(throws: AnimationTimingError.self) { try MediaTiming(duration: -1) }
        #expect(throws: AnimationTimingError.self) { try MediaTiming(repeatCount: -2) }
    }

    /// Core Animation's timeOffset wraps within the active duration: duration 3 with timeOffset 1
    /// plays 1→3 and then 0→1 (frames C, D, E, A, B of A…E), still 3 s long; fills hold the frame
    /// at the offset before and the frame just before it after. The reverse trick (speed −1,
    /// timeOffset = duration) plays backwards.
    @Test func coreAnimationTimeOffsetWraps() throws {
        let timing = try MediaTiming(duration: 3, timeOffset: 1, fillMode: .both)
        for (t, local) in [(0.0, 1.0), (1, 2), (1.5, 2.5), (2, 0), (2.5, 0.5), (2.999, 0.999)] as [(Double, Double)] {
            let state = timing.state(at: t)
            #expect(state.phase == .active, "t = \(t)")
            #expect(abs(state.progress! - local / 3) <= 1e-15, "t = \(t): progress \(state.progress!), expected \(local / 3)")
        }
        #expect(timing.state(at: -1).phase == .before && timing.state(at: -1).progress == 1.0 / 3)
        #expect(timing.state(at: 3).phase == .after && timing.state(at: 3).progress == 1.0 / 3)
        let removed = try MediaTiming(duration: 3, timeOffset: 1)
        #expect(removed.state(at: 3).progress == nil && removed.state(at: -0.5).progress == nil)
        // A whole active duration of offset is no offset.
        let whole = try MediaTiming(duration: 2, timeOffset: 4, fillMode: .forwards)
        #expect(whole.state(at: 0.5).progress == 0.25 && whole.state(at: 2).progress == 1)
        // Repeats: the offset wraps in the whole active duration (2 passes of 1 s), not one pass.
        let repeated = try MediaTiming(duration: 1, timeOffset: 1.5, repeatCount: 2)
        #expect(repeated.state(at: 0).iteration == 1 && repeated.state(at: 0).progress == 0.5)
        #expect(repeated.state(at: 0.75).iteration == 0 && repeated.state(at: 0.75).progress == 0.25)
        // The reverse trick keeps the plain shift: speed −1 from the end.
        let reverse = try MediaTiming(duration: 2, speed: -1, timeOffset: 2)
        #expect(reverse.state(at: 0.5).progress == 0.75 && reverse.state(at: 1.5).progress == 0.25)
        #expect(throws: AnimationTimingError.self) { try MediaTiming(speed: .infinity) }
    }
}
