// Frame sequences: image-sequence playback (UIImageView's animationImages), GIF frame delays as
// decoders read them, and which frame a display link puts on screen at each refresh.

import MotionMath

// MARK: - Frame sequence

/// Frames shown one after another, each for a duration, played a number of times: an image
/// sequence (`UIImageView.animationImages` with `animationDuration` and `animationRepeatCount`),
/// an animated GIF after its delays are read (``GIFDelayPolicy``), or a keyframe table sampled at
/// a frame rate.
///
/// Frames are counted from 0. Frame i of pass k occupies the half-open interval
/// [start(k, i), start(k, i + 1)): **a time exactly on a boundary shows the frame that starts
/// there**, and a frame of zero duration is never shown (the next frame with a positive duration
/// starts at the same time). A time before 0 shows what shows at 0; after the last pass the
/// last frame is held (``FramePosition/isFinished``).
///
/// Start times, in seconds, by how the sequence was built:
/// - ``init(count:frameRate:loopCount:)``: frame m of the unrolled sequence (m = k·N + i)
///   starts at m/F rounded once to nearest;
/// - ``init(count:duration:loopCount:)``: passes of exactly D; frame i starts at (i·D)/N
///   with two roundings (within one ulp; exact for D = 0.25, N = 15);
/// - ``init(durations:loopCount:)``: the exact prefix sums d₀ + … + dᵢ₋₁ rounded once;
///   passes of P, the rounded exact total.
/// With D or per-frame durations, pass k is shifted by k·P and the split of a time into pass and
/// time within the pass is exact (``position(at:hint:)``).
///
/// Lookups cost O(1) for evenly timed sequences and for times that move forward by about a frame
/// (a display-link sweep), O(log N) otherwise, with MotionMath's shared sorted search; an evenly
/// timed sequence stores nothing per frame, so any count up to 2⁵⁰ is O(1) in memory.
public struct FrameSequence: Sendable, Hashable {
    enum Timing: Sendable, Hashable {
        /// Unrolled frame m starts at fl(m/F).
        case rate(Double)
        /// Passes of exactly D; frame i of a pass starts at fl(fl(i·D)/N).
        case evenPass(Double)
        /// starts[i] = the rounded exact prefix sum; starts[count] = one pass.
        case durations(starts: [Double], durations: [Double])
    }

    let timing: Timing

    /// The number of frames N in one pass (at least 1).
    public let count: Int

    /// The number of passes: 0 plays forever (UIImageView's `animationRepeatCount` and GIF's
    /// NETSCAPE2.0 value 0); n ≥ 1 plays n times. A GIF's NETSCAPE2.0 loop count n ≥ 1 is a
    /// number of repeats, n + 1 passes in WebKit (``loopCount(netscapeLoopCount:)``).
    public let loopCount: Int

    /// The largest frame count an evenly timed sequence accepts, 2⁵⁰: below it (i·D)/N stays
    /// strictly increasing in i after rounding and below D.
    public static let maximumCount = 1 << 50

    /// The most frames (across passes) or passes a lookup resolves, 2⁵²: beyond it frame and
    /// pass numbers are no longer exact in a Double.
    public static let unrolledLimit = 1 << 52

    /// N frames at F frames per second: frame m of the unrolled sequence (m = k·N + i for frame
    /// i of pass k) starts at m/F rounded once to nearest. 67 frames at 30 fps last 67/30 s; a
    /// 60-fps keyframe table of n + 1 samples is `FrameSequence(count: n + 1, frameRate: 60)`.
    /// Because every start is one rounding of a rational number, a display link's refresh time
    /// k·n/R (also rounded once) equals a frame boundary exactly when the two rationals are equal.
    /// - Complexity: O(1) time and memory.
    /// - Throws: ``AnimationTimingError/invalidParameter(name:value:requirement:)`` when count < 1 or
    ///   count > ``maximumCount``, frameRate is not positive and finite, loopCount < 0, or the
    ///   passes hold more than ``unrolledLimit`` frames in all (loopCount·count > 2⁵²).
    public init(count: Int, frameRate: Double, loopCount: Int = 0) throws(AnimationTimingError) {
        try Self.validate(count: count, loopCount: loopCount)
        guard frameRate > 0, frameRate.isFinite else {
            throw .invalidParameter(name: "frameRate", value: frameRate, requirement: "a positive finite number of frames per second")
        }
        guard loopCount <= Self.unrolledLimit / count else {
            throw .invalidParameter(name: "loopCount", value: Double(loopCount), requirement: "at most 2^52 frames in all passes (0 loops forever)")
        }
        self.count = count
        self.loopCount = loopCount
        self.timing = .rate(frameRate)
    }

    /// N frames evenly over D seconds (UIImageView: `animationImages.count` and
    /// `animationDuration`). Every pass lasts exactly D; frame i of a pass starts at (i·D)/N,
    /// each of the two operations rounded to nearest (within one ulp of i·D/N; exact when i·D/N
    /// is a Double and i·D is). The published example's 15 frames over 0.25 s start at i/60 rounded once,
    /// bit for bit the starts of ``init(count:frameRate:loopCount:)`` at 60 fps.
    /// - Complexity: O(1) time and memory.
    /// - Throws: ``AnimationTimingError/invalidParameter(name:value:requirement:)`` when count < 1 or
    ///   count > ``maximumCount``, duration is not positive and finite, or loopCount < 0.
    public init(count: Int, duration: Double, loopCount: Int = 0) throws(AnimationTimingError) {
        try Self.validate(count: count, loopCount: loopCount)
        guard duration > 0, duration.isFinite else {
            throw .invalidParameter(name: "duration", value: duration, requirement: "a positive finite number of seconds")
        }
        self.count = count
        self.loopCount = loopCount
        self.timing = .evenPass(duration)
    }

    /// Frames with their own durations dᵢ in seconds (a GIF's delays after
    /// the ``GIFDelayPolicy`` applies). Start times are the exact prefix sums rounded once
    /// (an exact fixed-point accumulator: ten frames of 0.1 s end at exactly 1.0, where a running
    /// Double sum gives 0.9999999999999999); a pass lasts P, the rounded exact total. A zero
    /// duration is allowed (that frame is never shown) but not a zero total.
    /// - Complexity: O(N) time and memory (arrays of N + 1 and N Doubles).
    /// - Throws: ``AnimationTimingError/invalidParameter(name:value:requirement:)`` for an empty list
    ///   (name `frames`), a negative or non-finite duration (name `durations[i]`, i from 0), a
    ///   total of 0 or beyond the largest Double (name `total duration`), or loopCount < 0.
    public init(durations: [Double], loopCount: Int = 0) throws(AnimationTimingError) {
        guard !durations.isEmpty else {
            throw .invalidParameter(name: "frames", value: 0, requirement: "at least one frame")
        }
        try Self.validate(count: durations.count, loopCount: loopCount, checkMaximum: false)
        for (i, d) in durations.enumerated() where !(d >= 0 && d.isFinite) {
            throw .invalidParameter(name: "durations[\(i)]", value: d, requirement: d.isFinite ? "0 or greater" : "a finite number of seconds")
        }
        var sum = ExactSum()
        var starts = [Double]()
        starts.reserveCapacity(durations.count + 1)
        starts.append(0)
        for d in durations {
            sum.add(d)
            starts.append(sum.rounded())
        }
        let total = starts[durations.count]
        guard total > 0, total.isFinite else {
            throw .invalidParameter(name: "total duration", value: total, requirement: "positive and finite")
        }
        self.count = durations.count
        self.loopCount = loopCount
        self.timing = .durations(starts: starts, durations: durations)
    }

    private static func validate(count: Int, loopCount: Int, checkMaximum: Bool = true) throws(AnimationTimingError) {
        guard count >= 1 else { throw .invalidParameter(name: "count", value: Double(count), requirement: "at least 1 frame") }
        if checkMaximum && count > maximumCount {
            throw .invalidParameter(name: "count", value: Double(count), requirement: "at most 2^50 frames")
        }
        guard loopCount >= 0 else {
            throw .invalidParameter(name: "loopCount", value: Double(loopCount), requirement: "0 (forever) or a positive number of passes")
        }
    }

    /// The number of passes WebKit plays for a GIF's NETSCAPE2.0 loop count
    /// (`ImageDecoderCG::repetitionCount`): no extension (nil) → 1 pass; 0 → 0 (forever);
    /// n ≥ 1 → n + 1 (the extension counts repeats after the first pass).
    /// - Complexity: O(1).
    public static func loopCount(netscapeLoopCount: Int?) -> Int {
        guard let n = netscapeLoopCount else { return 1 }
        return n <= 0 ? 0 : n + 1
    }

    /// The duration of one pass P, seconds: N/F rounded once, D, or the rounded exact sum of
    /// the durations.
    /// - Complexity: O(1).
    public var passDuration: Double {
        switch timing {
        case .rate(let rate): return Double(count) / rate
        case .evenPass(let duration): return duration
        case .durations(let starts, _): return starts[count]
        }
    }

    /// The time the last pass ends, seconds: +∞ when looping forever; otherwise
    /// ``startTime(ofFrame:loop:)`` of frame 0 of pass `loopCount`. (For D and per-frame
    /// durations, ``position(at:)`` finishes at L·P in exact arithmetic, which this rounds.)
    /// - Complexity: O(1).
    public var totalDuration: Double {
        loopCount == 0 ? .infinity : startTime(ofFrame: 0, loop: loopCount)
    }

    /// The within-pass start times as a sorted collection (rate: the unrolled grid).
    private var passStarts: PassStarts {
        switch timing {
        case .rate(let rate): return PassStarts(kind: .even(scale: 1, divisor: rate), count: Self.unrolledLimit + 1)
        case .evenPass(let duration): return PassStarts(kind: .even(scale: duration, divisor: Double(count)), count: count + 1)
        case .durations(let starts, _): return PassStarts(kind: .stored(starts), count: count + 1)
        }
    }

    /// The time frame i of pass `loop` starts, seconds: (loop·N + i)/F rounded once; or
    /// loop·P + start(i) rounded once (a fused multiply-add), start(N) = P.
    /// - Complexity: O(1).
    /// - Precondition: 0 ≤ i ≤ N (N gives the end of the pass), 0 ≤ loop, and the frame within
    ///   the first 2⁵² (``unrolledLimit``) frames.
    public func startTime(ofFrame i: Int, loop: Int = 0) -> Double {
        precondition(i >= 0 && i <= count && loop >= 0, "frame \(i) of \(count), loop \(loop)")
        switch timing {
        case .rate(let rate):
            let (passes, overflow) = loop.multipliedReportingOverflow(by: count)
            precondition(!overflow && passes <= Self.unrolledLimit - i, "frame \(i) of pass \(loop) is beyond 2^52 frames")
            return Double(passes + i) / rate
        case .evenPass, .durations:
            let pass = passDuration
            let within = i == count ? pass : passStarts[i]
            return loop == 0 ? within : within.addingProduct(Double(loop), pass)
        }
    }

    /// How long frame i is shown in the first pass, seconds: dᵢ as given for per-frame
    /// durations; the difference of its rounded start and end (within an ulp or two of D/N or
    /// 1/F) for an evenly timed sequence.
    /// - Complexity: O(1).
    /// - Precondition: 0 ≤ i < N.
    public func duration(ofFrame i: Int) -> Double {
        precondition(i >= 0 && i < count, "frame \(i) of \(count)")
        if case .durations(_, let durations) = timing { return durations[i] }
        return startTime(ofFrame: i + 1) - startTime(ofFrame: i)
    }

    /// The frame on screen at time t (seconds from the start of the first pass), with its pass.
    ///
    /// Frame rate F: the last unrolled frame m with fl(m/F) ≤ t, from the guess ⌊t·F⌋ by the
    /// shared sorted search; frame m mod N of pass m div N. Duration D or per-frame durations:
    /// the pass k = ⌊t/P⌋ is found by a division and corrected with the exact sign of t − k·P
    /// (a fused multiply-add rounds once and never across 0); the time within the pass
    /// u = t − k·P is then exact (t and k·P lie on the grid of ulp(P) and 0 ≤ u < P), so
    /// boundaries fall at the same place in every pass, and the frame is the last i with
    /// start(i) ≤ u. Finished (the last frame held) when t ≥ L·P exactly, or m ≥ L·N.
    /// - Complexity: O(1) for D and F (a guess off by at most one) and for per-frame durations
    ///   when t moves forward by about a frame from `hint`; O(log N) otherwise; no allocation.
    /// - Throws: ``AnimationTimingError/nonFiniteInput(name:)`` for a NaN or infinite t;
    ///   ``AnimationTimingError/invalidParameter(name:value:requirement:)`` (name `time`) for a
    ///   time 2⁵² (``unrolledLimit``) frames or passes or more from the start before the
    ///   sequence finishes.
    public func position(at t: Double, hint: inout Int) throws(AnimationTimingError) -> FramePosition {
        guard t.isFinite else { throw .nonFiniteInput(name: "time") }
        let t = max(t, 0)  // before the start: what shows at 0
        let finished = FramePosition(frame: count - 1, loop: max(loopCount - 1, 0), isFinished: true)
        let tooFar = AnimationTimingError.invalidParameter(name: "time", value: t, requirement: "less than 2^52 frames or passes from the start")
        switch timing {
        case .rate(let rate):
            let (total, overflow) = loopCount.multipliedReportingOverflow(by: count)
            let end = loopCount == 0 || overflow ? Self.unrolledLimit : min(total, Self.unrolledLimit)
            let guess = (t * rate).rounded(.down)
            hint = guess >= Double(end) ? end : Int(guess)
            let m = passStarts.lastIndex(atOrBelow: t, upperBound: end, hint: &hint)
            if m == end {
                if loopCount > 0 && !overflow && total <= Self.unrolledLimit { return finished }
                throw tooFar
            }
            return FramePosition(frame: m % count, loop: m / count, isFinished: false)
        case .evenPass, .durations:
            let pass = passDuration
            var k = (t / pass).rounded(.down)
            if loopCount > 0 && k > Double(loopCount) { return finished }
            guard k < Double(Self.unrolledLimit) else { throw tooFar }
            if t.addingProduct(-k, pass) < 0 {
                k -= 1
            } else if t.addingProduct(-(k + 1), pass) >= 0 {
                k += 1
            }
            if loopCount > 0 && k >= Double(loopCount) { return finished }
            let within = t.addingProduct(-k, pass)  // exact
            if case .evenPass(let duration) = timing {
                let guess = (within * Double(count) / duration).rounded(.down)
                hint = guess >= Double(count - 1) ? count - 1 : Int(guess)
            }
            let i = passStarts.lastIndex(atOrBelow: within, upperBound: count - 1, hint: &hint)
            return FramePosition(frame: i, loop: Int(k), isFinished: false)
        }
    }

    /// ``position(at:hint:)`` without a hint.
    /// - Complexity: O(log N) at worst.
    /// - Throws: as ``position(at:hint:)``.
    public func position(at t: Double) throws(AnimationTimingError) -> FramePosition {
        var hint = 0
        return try position(at: t, hint: &hint)
    }

    /// The frame on screen at time t, from 0 (``position(at:hint:)``'s frame).
    /// - Complexity: O(log N) at worst.
    /// - Throws: as ``position(at:hint:)``.
    public func frame(at t: Double) throws(AnimationTimingError) -> Int {
        try position(at: t).frame
    }
}

/// Where a time falls in a ``FrameSequence``.
public struct FramePosition: Sendable, Hashable {
    /// The frame on screen, 0 ..< N.
    public var frame: Int
    /// The pass it belongs to, from 0 (the last pass once finished).
    public var loop: Int
    /// True from the end of the last pass on (finite loop counts): the last frame is held.
    public var isFinished: Bool

    package init(frame: Int, loop: Int, isFinished: Bool) {
        self.frame = frame
        self.loop = loop
        self.isFinished = isFinished
    }
}

/// Start times as a sorted collection: stored prefix sums, or computed (nothing stored) as
/// element m = fl(fl(m·scale)/divisor), non-decreasing in m because each operation rounds
/// monotonically.
struct PassStarts: RandomAccessCollection {
    enum Kind { case even(scale: Double, divisor: Double), stored([Double]) }
    let kind: Kind
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(m: Int) -> Double {
        switch kind {
        case .even(let scale, let divisor): return Double(m) * scale / divisor
        case .stored(let starts): return starts[m]
        }
    }
}

// MARK: - GIF frame delays

/// One GIF frame's delay as an image library reports it, in seconds: ImageIO's
/// `kCGImagePropertyGIFUnclampedDelayTime` (the file's value) and `kCGImagePropertyGIFDelayTime`
/// (ImageIO's clamped value), either possibly missing. Decoders read the unclamped delay if
/// present, else the delay, else 0 (WebKit's `ImageDecoderCG::frameDurationAtIndex`).
public struct GIFFrameDelay: Sendable, Hashable {
    /// `kCGImagePropertyGIFDelayTime`, seconds.
    public var delay: Double?
    /// `kCGImagePropertyGIFUnclampedDelayTime`, seconds.
    public var unclampedDelay: Double?

    public init(delay: Double? = nil, unclampedDelay: Double? = nil) {
        self.delay = delay
        self.unclampedDelay = unclampedDelay
    }

    /// The delay a decoder reads: `unclampedDelay ?? delay ?? 0`, seconds.
    package var read: Double { unclampedDelay ?? delay ?? 0 }
}

/// How tiny GIF delays are replaced before playback. GIF stores delays in hundredths of a
/// second, and many files say 0 or 1 (10 ms) meaning "as fast as possible" or "the default";
/// browsers and image libraries play such frames for 100 ms instead. The rules, as each
/// codebase compares (d is the delay read, in seconds; see the Keyframes article for sources):
///
/// | policy | replaced by 0.1 s when | from |
/// |---|---|---|
/// | ``webkit`` | Double(Float(d)) < 0.011 | WebKit `ImageDecoderCG` / `ScalableImageDecoder::frameDurationAtIndex` (`duration < 11_ms`, the value read as a float) |
/// | ``firefox`` | d ≤ 0.010 | Firefox `FrameTimeout::FromRawMilliseconds` (integer ms ≤ 10) and Chromium `DeferredImageDecoder::FrameDurationAtIndex` (`<= 10 ms`) |
/// | ``float11ms`` | Float(d) < Float(0.011) | an iOS GIF decoder's `frameDuration < 0.011f` on a float |
/// | ``none`` | never | the delays as stored |
///
/// For GIF's whole centiseconds (0, 0.01, 0.02 s, …) the three replacing rules agree: 0 and
/// 10 ms become 100 ms, 20 ms and more are kept. They differ only for delays strictly between
/// 10 and 11 ms and for 11 ms itself (possible in APNG or a decoder's unclamped float): WebKit
/// replaces 0.011, whose Float 0.010999999940395355 is below the Double 0.011; the
/// Float-to-Float comparison keeps it; Firefox and Chromium keep everything above 10 ms. A
/// kept delay is the Double given (not its Float rounding); the replacement is the Double 0.1.
public enum GIFDelayPolicy: String, Sendable, Hashable, CaseIterable, Codable {
    /// WebKit: below 11 ms (compared after reading the delay as a Float) → 100 ms.
    case webkit
    /// Firefox and Chromium: at most 10 ms → 100 ms.
    case firefox
    /// An iOS GIF decoder's Float comparison: Float(d) < 0.011f → 100 ms.
    case float11ms
    /// No replacement.
    case none

    /// The delay a frame plays for, seconds (see the table above).
    /// - Complexity: O(1).
    /// - Throws: ``AnimationTimingError/invalidParameter(name:value:requirement:)`` (name `delay`)
    ///   for a negative or non-finite delay.
    public func duration(forDelay d: Double) throws(AnimationTimingError) -> Double {
        guard d.isFinite else { throw .invalidParameter(name: "delay", value: d, requirement: "a finite number of seconds") }
        guard d >= 0 else { throw .invalidParameter(name: "delay", value: d, requirement: "0 or greater") }
        let replaced: Bool
        switch self {
        case .webkit: replaced = Double(Float(d)) < 0.011
        case .firefox: replaced = d <= 0.010
        case .float11ms: replaced = Float(d) < Float(0.011)
        case .none: replaced = false
        }
        return replaced ? 0.1 : d
    }

    /// The delay a frame plays for: the read delay (unclamped, else clamped, else 0) under
    /// this policy. Both present values are validated.
    /// - Complexity: O(1).
    /// - Throws: ``AnimationTimingError/invalidParameter(name:value:requirement:)`` (name `delay` or
    ///   `unclampedDelay`) for a negative or non-finite value.
    public func duration(for frame: GIFFrameDelay) throws(AnimationTimingError) -> Double {
        for (name, value) in [("delay", frame.delay), ("unclampedDelay", frame.unclampedDelay)] {
            guard let value else { continue }
            guard value.isFinite else { throw .invalidParameter(name: name, value: value, requirement: "a finite number of seconds") }
            guard value >= 0 else { throw .invalidParameter(name: name, value: value, requirement: "0 or greater") }
        }
        return try duration(forDelay: frame.read)
    }

    /// The durations of a GIF's frames under this policy, in order.
    /// - Complexity: O(N).
    /// - Throws: ``AnimationTimingError/invalidParameter(name:value:requirement:)`` naming the first
    ///   bad value as `delays[i]` (i from 0).
    package func durations(_ frames: [GIFFrameDelay]) throws(AnimationTimingError) -> [Double] {
        var result = [Double]()
        result.reserveCapacity(frames.count)
        for (i, frame) in frames.enumerated() {
            do {
                result.append(try duration(for: frame))
            } catch {
                if case .invalidParameter(_, let value, let requirement) = error {
                    throw .invalidParameter(name: "delays[\(i)]", value: value, requirement: requirement)
                }
                throw error
            }
        }
        return result
    }
}

extension FrameSequence {
    /// A GIF's frames played as a decoder does: each delay read (unclamped, else clamped, else 0)
    /// and replaced under `policy`, then ``init(durations:loopCount:)``. `loopCount` is the
    /// number of passes (0 = forever); from a NETSCAPE2.0 value use
    /// ``loopCount(netscapeLoopCount:)``.
    /// - Complexity: O(N).
    /// - Throws: ``AnimationTimingError/invalidParameter(name:value:requirement:)`` for no frames, a
    ///   negative or non-finite delay (`delays[i]`), a zero total (only possible with ``GIFDelayPolicy/none``)
    ///   or a negative loop count.
    public init(gifDelays: [GIFFrameDelay], policy: GIFDelayPolicy = .webkit, loopCount: Int = 0) throws(AnimationTimingError) {
        try self.init(durations: policy.durations(gifDelays), loopCount: loopCount)
    }
}

// MARK: - Display refresh

/// A display link (`CADisplayLink`) calling back on every n-th refresh of a display at R Hz:
/// callback k fires at t_k = k·n/R seconds (k·n exact, one rounding), so `frameInterval` 1, 2, 3
/// on a 60 Hz screen mean 1/60, 2/60 and 3/60 s; a 120 Hz (ProMotion) screen has R = 120.
///
/// What is on screen after callback k is the sequence's frame at t_k (``FrameSequence/position(at:hint:)``).
/// Comparing consecutive callbacks in the unrolled frame index g = pass·N + frame: a step of 0
/// repeats a frame, a step of s ≥ 2 skips s − 1 source frames. With a frame-rate sequence at an
/// integer F and an integer R, boundaries coincide exactly (both are one rounding of the same
/// rational), so a 60-fps table on a 60 Hz link shows every frame, with interval 2 skips one
/// frame per callback, and on a 120 Hz link repeats every frame once.
public struct DisplayLink: Sendable, Hashable {
    /// The display's refresh rate R, Hz (60 on most screens, 120 on ProMotion).
    public let refreshRate: Double
    /// Call back on every n-th refresh (`CADisplayLink.frameInterval`; n ≥ 1).
    public let frameInterval: Int

    /// A display link, validated.
    /// - Throws: ``AnimationTimingError/invalidParameter(name:value:requirement:)`` when the refresh
    ///   rate is not positive and finite, or frameInterval < 1 or above 2³⁰.
    public init(refreshRate: Double = 60, frameInterval: Int = 1) throws(AnimationTimingError) {
        guard refreshRate > 0, refreshRate.isFinite else {
            throw .invalidParameter(name: "refreshRate", value: refreshRate, requirement: "a positive finite number of Hz")
        }
        guard frameInterval >= 1, frameInterval <= 1 << 30 else {
            throw .invalidParameter(name: "frameInterval", value: Double(frameInterval), requirement: "from 1 to 2^30 refreshes")
        }
        self.refreshRate = refreshRate
        self.frameInterval = frameInterval
    }

    /// The time between callbacks, n/R seconds.
    public var period: Double { Double(frameInterval) / refreshRate }

    /// The time of callback k, k·n/R seconds (rounded once).
    /// - Complexity: O(1).
    /// - Precondition: 0 ≤ k and k·n ≤ 2⁵³.
    public func time(ofCallback k: Int) -> Double {
        let (refreshes, overflow) = k.multipliedReportingOverflow(by: frameInterval)
        precondition(k >= 0 && !overflow && refreshes <= 1 << 53, "callback \(k) is beyond 2^53 refreshes")
        return Double(refreshes) / refreshRate
    }

    /// What the first `callbacks` callbacks show of `sequence`, in order.
    /// - Complexity: O(callbacks) time for a sweep (each lookup O(1) from the previous answer,
    ///   O(log N) at a pass boundary of per-frame durations) and O(callbacks) memory for the result.
    /// - Throws: as ``FrameSequence/position(at:hint:)``;
    ///   ``AnimationTimingError/invalidParameter(name:value:requirement:)`` for a negative count or one
    ///   whose last callback is beyond 2⁵³ refreshes.
    public func frames(of sequence: FrameSequence, callbacks: Int) throws(AnimationTimingError) -> [DisplayedFrame] {
        guard callbacks >= 0 else {
            throw .invalidParameter(name: "callbacks", value: Double(callbacks), requirement: "0 or more")
        }
        let (refreshes, overflow) = callbacks.multipliedReportingOverflow(by: frameInterval)
        guard !overflow, refreshes <= 1 << 53 else {
            throw .invalidParameter(name: "callbacks", value: Double(callbacks), requirement: "at most 2^53 refreshes in all")
        }
        var result = [DisplayedFrame]()
        result.reserveCapacity(callbacks)
        var hint = 0
        var previous = -1
        for k in 0..<callbacks {
            let t = time(ofCallback: k)
            let p = try sequence.position(at: t, hint: &hint)
            let g = p.loop &* sequence.count &+ p.frame
            result.append(DisplayedFrame(
                callback: k, time: t, position: p, skipped: max(g - previous - 1, 0), repeated: g == previous))
            previous = g
        }
        return result
    }

    /// Totals over the first `callbacks` callbacks: source frames shown (distinct), skipped
    /// (never on screen between two callbacks) and repeated callbacks.
    /// - Complexity: as ``frames(of:callbacks:)``.
    /// - Throws: as ``frames(of:callbacks:)``.
    public func coverage(of sequence: FrameSequence, callbacks: Int) throws(AnimationTimingError) -> (shown: Int, skipped: Int, repeated: Int) {
        let frames = try frames(of: sequence, callbacks: callbacks)
        let repeated = frames.filter(\.repeated).count
        return (frames.count - repeated, frames.reduce(0) { $0 + $1.skipped }, repeated)
    }
}

/// One display-link callback and the frame on screen after it.
public struct DisplayedFrame: Sendable, Hashable {
    /// The callback number k, from 0.
    public var callback: Int
    /// Its time t_k = k·n/R, seconds.
    public var time: Double
    /// The frame on screen, its pass, and whether the sequence has finished.
    public var position: FramePosition
    /// Source frames passed over since the previous callback without being shown (for callback 0,
    /// the frames before the one shown: 0).
    public var skipped: Int
    /// The same frame (same pass) as the previous callback.
    public var repeated: Bool

    package init(callback: Int, time: Double, position: FramePosition, skipped: Int, repeated: Bool) {
        self.callback = callback
        self.time = time
        self.position = position
        self.skipped = skipped
        self.repeated = repeated
    }
}

// MARK: - Exact sums

/// An exact running sum of non-negative finite Doubles: a fixed-point integer in units of
/// 2⁻¹⁰⁷⁴ (the smallest subnormal), 35 words of 64 bits — room for 2⁶⁴ terms of the largest
/// Double. Adding costs O(1) amortised (two words and a carry); rounding to the nearest Double
/// (ties to even) costs O(35).
struct ExactSum {
    private var words = [UInt64](repeating: 0, count: 35)
    private var top = 0  // highest word that may be non-zero

    /// Adds d ≥ 0, finite.
    mutating func add(_ d: Double) {
        guard d > 0 else { return }
        let e = Int(d.exponentBitPattern)
        let m = e == 0 ? d.significandBitPattern : d.significandBitPattern | (1 << 52)
        let shift = e == 0 ? 0 : e - 1  // d = m · 2^shift units
        let w = shift / 64, b = shift % 64
        var (sum, carry) = words[w].addingReportingOverflow(m << UInt64(b))
        words[w] = sum
        var high: UInt64 = b == 0 ? 0 : m >> UInt64(64 - b)
        var i = w + 1
        while high != 0 || carry {
            let (s1, c1) = words[i].addingReportingOverflow(high)
            let (s2, c2) = s1.addingReportingOverflow(carry ? 1 : 0)
            words[i] = s2
            carry = c1 || c2
            high = 0
            i += 1
        }
        top = max(top, i - 1, w)
    }

    /// The sum rounded to the nearest Double, ties to even (+∞ beyond the largest Double).
    func rounded() -> Double {
        var t = top
        while t > 0 && words[t] == 0 { t -= 1 }
        if words[t] == 0 { return 0 }
        let length = 64 * t + (64 - words[t].leadingZeroBitCount)  // bits in the integer
        if length <= 53 {
            return Double(sign: .plus, exponent: -1074, significand: Double(words[0]))
        }
        let low = length - 53  // the kept bits are [low, length)
        var q = bits(from: low, count: 53)
        let roundBit = bits(from: low - 1, count: 1) == 1
        var sticky = false
        if roundBit {
            let below = low - 1  // any set bit in [0, below)
            let w = below / 64
            sticky = words[w] & ((1 << UInt64(below % 64)) &- 1) != 0 || words[..<w].contains { $0 != 0 }
        }
        if roundBit && (sticky || q & 1 == 1) { q += 1 }
        return Double(sign: .plus, exponent: low - 1074, significand: Double(q))
    }

    /// `count` (≤ 64) bits of the integer starting at bit `from`.
    private func bits(from start: Int, count: Int) -> UInt64 {
        let w = start / 64, b = start % 64
        var v = words[w] >> UInt64(b)
        if b != 0 && w + 1 < words.count { v |= words[w + 1] << UInt64(64 - b) }
        return count == 64 ? v : v & ((1 << UInt64(count)) - 1)
    }
}
