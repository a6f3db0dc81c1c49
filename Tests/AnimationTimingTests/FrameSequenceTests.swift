import Testing
import AnimationTiming
import Keyframes

@Suite("Frame sequences: image sequences, GIF delays, display-link refreshes")
struct FrameSequenceTests {
    /// The articles' 15 frames for 0.25 s at 60 fps: both constructions start frame i at i/60
    /// rounded once, and a time on a boundary shows the frame that starts there.
    @Test func fifteenFramesInAQuarterSecond() throws {
        let byDuration = try FrameSequence(count: 15, duration: 0.25)
        let byRate = try FrameSequence(count: 15, frameRate: 60)
        #expect(byDuration.passDuration == 0.25 && byRate.passDuration == 0.25)
        for i in 0...15 {
            #expect(byDuration.startTime(ofFrame: i) == Double(i) / 60, "frame \(i)")
            #expect(byRate.startTime(ofFrame: i) == Double(i) / 60, "frame \(i)")
        }
        for i in 0..<15 {
            let t = Double(i) / 60
            #expect(try byDuration.frame(at: t) == i && byRate.frame(at: t) == i)
            if i > 0 {
                #expect(try byDuration.frame(at: t.nextDown) == i - 1 && byRate.frame(at: t.nextDown) == i - 1)
            }
            #expect(try byRate.frame(at: t + 1.0 / 120) == i, "mid-frame")
        }
        // Looping forever: pass 3, frame 4 at (3·15 + 4)/60.
        #expect(try byRate.position(at: 49.0 / 60) == FramePosition(frame: 4, loop: 3, isFinished: false))
        #expect(try byDuration.position(at: 0.75 + 4.5 / 60) == FramePosition(frame: 4, loop: 3, isFinished: false))
        #expect(try byDuration.position(at: 0.75) == FramePosition(frame: 0, loop: 3, isFinished: false))
    }

    /// The articles' 67 frames over 67/30 s (30 fps).
    @Test func sixtySevenFramesAtThirtyFPS() throws {
        let duration = 67.0 / 30
        let byRate = try FrameSequence(count: 67, frameRate: 30, loopCount: 2)
        let byDuration = try FrameSequence(count: 67, duration: duration, loopCount: 2)
        #expect(byRate.passDuration == duration && byDuration.passDuration == duration)
        #expect(byRate.totalDuration == 134.0 / 30 && byDuration.totalDuration == 2 * duration)
        for i in 0..<67 {
            let exact = Double(i) / 30
            let start = byDuration.startTime(ofFrame: i)
            #expect(abs(start - exact) <= exact.ulp, "frame \(i): \(start) vs \(exact)")
            #expect(byRate.startTime(ofFrame: i) == exact)
            for (sequence, s) in [(byRate, exact), (byDuration, start)] {
                #expect(try sequence.frame(at: s) == i)
                if i > 0 { #expect(try sequence.frame(at: s.nextDown) == i - 1) }
                // The second pass repeats the boundaries.
                let second = sequence.startTime(ofFrame: i, loop: 1)
                let p = try sequence.position(at: second)
                #expect(p.loop == 1 && (p.frame == i || (p.frame == i - 1 && second.nextUp > second)), "\(p)")
            }
            #expect(byDuration.duration(ofFrame: i) > 0)
        }
        // Finished after two passes: the last frame held.
        for sequence in [byRate, byDuration] {
            #expect(try sequence.position(at: sequence.totalDuration + 1) == FramePosition(frame: 66, loop: 1, isFinished: true))
            #expect(try sequence.position(at: 4.4).isFinished == false)
        }
        #expect(try byRate.position(at: byRate.totalDuration).isFinished)
        #expect(try !byRate.position(at: byRate.totalDuration.nextDown).isFinished)
        // 30 fps on a 60 Hz display: each frame on screen for two refreshes.
        let link = try DisplayLink()
        let coverage = try link.coverage(of: byRate, callbacks: 134)
        #expect(coverage.shown == 67 && coverage.repeated == 67 && coverage.skipped == 0)
    }

    @Test func displayLinkOnSixtyAndOneTwentyHertz() throws {
        let table = try FrameSequence(count: 15, frameRate: 60)
        let every = try DisplayLink(refreshRate: 60, frameInterval: 1).frames(of: table, callbacks: 30)
        #expect(every.map(\.position.frame) == Array(0..<15) + Array(0..<15))
        #expect(every.allSatisfy { $0.skipped == 0 && !$0.repeated })
        #expect(every[15].position.loop == 1)
        // frameInterval 2: 2/60 s, every other frame.
        let halved = try DisplayLink(frameInterval: 2)
        #expect(halved.period == 2.0 / 60)
        let second = try halved.frames(of: table, callbacks: 8)
        #expect(second.map(\.position.frame) == [0, 2, 4, 6, 8, 10, 12, 14])
        #expect(second.map(\.skipped) == [0, 1, 1, 1, 1, 1, 1, 1])
        // 120 Hz: each 60-fps frame shown twice.
        let promotion = try DisplayLink(refreshRate: 120).frames(of: table, callbacks: 30)
        #expect(promotion.map(\.position.frame) == (0..<15).flatMap { [$0, $0] })
        #expect(promotion.filter(\.repeated).count == 15)
        // 120 Hz with frameInterval 3 (40 Hz) on a 60-fps table: steps of 1.5 frames.
        let forty = try DisplayLink(refreshRate: 120, frameInterval: 3).frames(of: table, callbacks: 5)
        #expect(forty.map(\.position.frame) == [0, 1, 3, 4, 6])
        #expect(forty.map(\.skipped) == [0, 0, 1, 0, 1])
        // After a finite sequence ends, every callback repeats the last frame.
        let once = try FrameSequence(count: 3, frameRate: 60, loopCount: 1)
        let tail = try DisplayLink().frames(of: once, callbacks: 6)
        #expect(tail.map(\.position.frame) == [0, 1, 2, 2, 2, 2])
        #expect(tail.map(\.repeated) == [false, false, false, true, true, true])
        #expect(tail[3].position.isFinished && !tail[2].position.isFinished)
    }

    /// The delay rules as each codebase compares (see GIFDelayPolicy).
    @Test func gifDelayPolicies() throws {
        let delays = [0, 0.01, 0.02, 0.0105, 0.011, 0.1]
        func apply(_ policy: GIFDelayPolicy) throws -> [Double] { try delays.map { try policy.duration(forDelay: $0) } }
        #expect(try apply(.webkit) == [0.1, 0.1, 0.02, 0.1, 0.1, 0.1])
        #expect(try apply(.float11ms) == [0.1, 0.1, 0.02, 0.1, 0.011, 0.1])
        #expect(try apply(.firefox) == [0.1, 0.1, 0.02, 0.0105, 0.011, 0.1])
        #expect(try apply(.none) == delays)
        // Whole centiseconds: the three replacing rules agree.
        for cs in 0...200 {
            let d = Double(cs) / 100
            let results = try [GIFDelayPolicy.webkit, .firefox, .float11ms].map { try $0.duration(forDelay: d) }
            #expect(Set(results).count == 1 && results[0] == (cs <= 1 ? 0.1 : d), "\(cs) cs")
        }
        // Unclamped first, then clamped, then 0.
        #expect(try GIFDelayPolicy.webkit.duration(for: GIFFrameDelay(delay: 0.1, unclampedDelay: 0.02)) == 0.02)
        #expect(try GIFDelayPolicy.webkit.duration(for: GIFFrameDelay(delay: 0.05)) == 0.05)
        #expect(try GIFDelayPolicy.webkit.duration(for: GIFFrameDelay()) == 0.1)
        #expect(try GIFDelayPolicy.none.duration(for: GIFFrameDelay()) == 0)
        #expect(try GIFDelayPolicy.webkit.duration(for: GIFFrameDelay(delay: 0.5, unclampedDelay: 0)) == 0.1)
        // A GIF of 0-cs frames plays at 10 fps; NETSCAPE2.0 loop counts.
        let gif = try FrameSequence(gifDelays: Array(repeating: GIFFrameDelay(delay: 0), count: 10), policy: .webkit,
                                    loopCount: FrameSequence.loopCount(netscapeLoopCount: 2))
        #expect(gif.loopCount == 3 && gif.passDuration == 1.0 && gif.totalDuration == 3.0)
        #expect(FrameSequence.loopCount(netscapeLoopCount: nil) == 1 && FrameSequence.loopCount(netscapeLoopCount: 0) == 0)
    }

    /// Start times are exact prefix sums rounded once.
    @Test func exactCumulativeStartTimes() throws {
        let tenths = try FrameSequence(durations: Array(repeating: 0.1, count: 10))
        #expect(tenths.passDuration == 1.0)
        var naive = 0.0
        for _ in 0..<10 { naive += 0.1 }
        #expect(naive != 1.0, "a running sum drifts")
        #expect(tenths.startTime(ofFrame: 3) == 0.1 + 0.2)  // 3·fl(0.1) is a tie: to even
        let tiny = 0x1p-53
        let sequence = try FrameSequence(durations: [1, tiny, tiny, tiny, tiny])
        #expect(sequence.startTime(ofFrame: 2) == 1)                // 1 + 2⁻⁵²: a tie, to even
        #expect(sequence.startTime(ofFrame: 3) == 1 + 0x1p-52)      // 1 + 2·2⁻⁵³, exact
        #expect(sequence.passDuration == 1 + 0x1p-51)
        // Subnormals and the largest values.
        let small = try FrameSequence(durations: [.leastNonzeroMagnitude, .leastNonzeroMagnitude, 0x1p-1022])
        #expect(small.passDuration == 0x1p-1022 + 2 * .leastNonzeroMagnitude)
        let huge = try FrameSequence(durations: [.greatestFiniteMagnitude / 2, .greatestFiniteMagnitude / 2])
        #expect(huge.passDuration == .greatestFiniteMagnitude)
        // Against double-double summation on random data (agrees unless within 2⁻¹⁰⁰ of a tie).
        var rng = SplitMix(seed: 0x5EED)
        for _ in 0..<50 {
            let durations = (0..<200).map { _ in rng.unit() * Double(sign: .plus, exponent: Int(rng.next() % 40) - 20, significand: 1) }
            let s = try FrameSequence(durations: durations)
            var hi = 0.0, lo = 0.0
            for (i, d) in durations.enumerated() {
                let sum = hi + d
                let bb = sum - hi
                lo += (hi - (sum - bb)) + (d - bb)
                hi = sum
                #expect(s.startTime(ofFrame: i + 1) == hi + lo)
            }
        }
    }

    /// Lookups against a brute-force scan on dyadic durations (all sums exact in Doubles).
    @Test func lookupMatchesBruteForce() throws {
        var rng = SplitMix(seed: 19)
        for _ in 0..<40 {
            let n = Int(rng.next() % 12) + 1
            let durations = (0..<n).map { _ in Double(rng.next() % 5) / 64 } + [1.0 / 64]
            let loops = Int(rng.next() % 3)
            let sequence = try FrameSequence(durations: durations, loopCount: loops)
            let pass = durations.reduce(0, +)
            var hint = 0
            for step in 0..<400 {
                let t = Double(step) / 256
                let p = try sequence.position(at: t, hint: &hint)
                let k = Int((t / pass).rounded(.down))
                if loops > 0 && k >= loops {
                    #expect(p == FramePosition(frame: durations.count - 1, loop: loops - 1, isFinished: true))
                    continue
                }
                let u = t - Double(k) * pass
                var start = 0.0, expected = 0
                for (i, d) in durations.enumerated() where start <= u {
                    expected = i
                    start += d
                }
                // The last frame whose start ≤ u (zero-length frames resolve to the later one).
                #expect(p == FramePosition(frame: expected, loop: k, isFinished: false), "\(durations) t=\(t)")
            }
        }
        // A zero-length frame is never shown.
        let gap = try FrameSequence(durations: [0.25, 0, 0.25])
        #expect(try gap.frame(at: 0.25) == 2 && gap.frame(at: 0.25.nextDown) == 0)
        #expect(try gap.frame(at: -1) == 0)
        let leading = try FrameSequence(durations: [0, 0.5])
        #expect(try leading.frame(at: 0) == 1 && leading.frame(at: -1) == 1, "a zero-length first frame is never shown")
    }

    @Test func largeCountsStayBounded() throws {
        let big = try FrameSequence(count: FrameSequence.maximumCount, frameRate: 60)
        #expect(try big.frame(at: 1e9) == 60_000_000_000)
        let spread = try FrameSequence(count: FrameSequence.maximumCount, duration: 1)
        let p = try spread.position(at: 0.5)
        #expect(p.frame == FrameSequence.maximumCount / 2 && p.loop == 0)
        #expect(try spread.position(at: 1e6).loop == 1_000_000)
        #expect(throws: AnimationTimingError.self) { try FrameSequence(count: 1 << 40, frameRate: 1, loopCount: 1 << 20) }  // 2⁶⁰ frames in all
        let once = try FrameSequence(count: 1 << 40, frameRate: 1, loopCount: 1 << 12)  // 2⁵² frames in all
        #expect(try once.position(at: 1e17).isFinished && once.totalDuration == 0x1p52)
        let forever = try FrameSequence(count: 2, frameRate: 1e6)
        #expect(throws: AnimationTimingError.self) { try forever.position(at: 1e12) }
        let gif = try FrameSequence(durations: Array(repeating: 0.02, count: 100_000), loopCount: 3)
        #expect(try gif.frame(at: 1999.99) == 99_999 && gif.position(at: 6000).isFinished)
    }

    @Test func typedErrors() throws {
        func name(_ body: () throws -> Void) -> String? {
            do { try body() } catch let error as AnimationTimingError {
                if case .invalidParameter(let name, _, _) = error { return name }
                return "\(error)"
            } catch { return "untyped \(error)" }
            return nil
        }
        #expect(name { _ = try FrameSequence(durations: []) } == "frames")
        #expect(name { _ = try FrameSequence(durations: [0.1, -0.1]) } == "durations[1]")
        #expect(name { _ = try FrameSequence(durations: [0.1, .nan]) } == "durations[1]")
        #expect(name { _ = try FrameSequence(durations: [.infinity]) } == "durations[0]")
        #expect(name { _ = try FrameSequence(durations: [0, 0]) } == "total duration")
        #expect(name { _ = try FrameSequence(durations: [.greatestFiniteMagnitude, .greatestFiniteMagnitude]) } == "total duration")
        #expect(name { _ = try FrameSequence(durations: [0.1], loopCount: -1) } == "loopCount")
        #expect(name { _ = try FrameSequence(count: 0, frameRate: 60) } == "count")
        #expect(name { _ = try FrameSequence(count: FrameSequence.maximumCount + 1, duration: 1) } == "count")
        #expect(name { _ = try FrameSequence(count: 3, frameRate: 0) } == "frameRate")
        #expect(name { _ = try FrameSequence(count: 3, frameRate: .nan) } == "frameRate")
        #expect(name { _ = try FrameSequence(count: 3, duration: -1) } == "duration")
        #expect(name { _ = try FrameSequence(count: 3, duration: .infinity) } == "duration")
        #expect(name { _ = try FrameSequence(gifDelays: [GIFFrameDelay(delay: 0.1), GIFFrameDelay(delay: 0.1), GIFFrameDelay(delay: -0.01)]) } == "delays[2]")
        #expect(name { _ = try FrameSequence(gifDelays: [GIFFrameDelay(delay: 0.1, unclampedDelay: .nan)]) } == "delays[0]")
        #expect(name { _ = try FrameSequence(gifDelays: [GIFFrameDelay()], policy: .none) } == "total duration")
        #expect(name { _ = try FrameSequence(gifDelays: []) } == "frames")
        #expect(name { _ = try GIFDelayPolicy.float11ms.duration(forDelay: -.infinity) } == "delay")
        #expect(name { _ = try DisplayLink(refreshRate: 0) } == "refreshRate")
        #expect(name { _ = try DisplayLink(frameInterval: 0) } == "frameInterval")
        let sequence = try FrameSequence(count: 2, frameRate: 60)
        #expect(throws: AnimationTimingError.nonFiniteInput(name: "time")) { try sequence.frame(at: .nan) }
        #expect(throws: AnimationTimingError.nonFiniteInput(name: "time")) { try sequence.frame(at: .infinity) }
        #expect(name { _ = try DisplayLink().frames(of: sequence, callbacks: -1) } == "callbacks")
        #expect(AnimationTimingError.invalidParameter(name: "delays[2]", value: -0.01, requirement: "0 or greater").description
                == "delays[2] must be 0 or greater, got -0.01")
    }
}

/// SplitMix64, for reproducible random data.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
