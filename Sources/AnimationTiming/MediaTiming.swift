// Local time → (phase, iteration, progress): Core Animation's CAMediaTiming and the Web
// Animations timing model.

import MotionMath
import RealModule

/// Where a local time falls relative to an animation's active interval.
public enum TimingPhase: String, Sendable, Hashable, Codable {
    /// Before the active interval (before `beginTime` / the delay).
    case before
    /// Inside the active interval.
    case active
    /// After the active interval.
    case after
}

/// The result of a timing computation: the phase, the iteration and the progress within it.
public struct TimingState: Sendable, Hashable {
    /// Before, active or after.
    public var phase: TimingPhase
    /// The current iteration (0-based; +∞ after an infinite repetition), nil when the animation has
    /// no effect at this time (outside its active interval with no fill).
    public var iteration: Double?
    /// The progress within the iteration, after direction/autoreverse, in [0, 1]; nil when the
    /// animation has no effect.
    public var progress: Double?
    /// The before flag CSS `steps()` needs (`TimingCurves.Steps`): set in the before phase when
    /// playing forwards, and in the after phase when playing backwards.
    public var beforeFlag: Bool

    package init(phase: TimingPhase, iteration: Double?, progress: Double?, beforeFlag: Bool = false) {
        self.phase = phase
        self.iteration = iteration
        self.progress = progress
        self.beforeFlag = beforeFlag
    }
}

/// Core Animation's timing model (`CAMediaTiming`), as a pure function of the parent's time.
///
/// Local time t = (parentTime − beginTime)·speed + timeOffset; with a positive speed the offset
/// wraps within the active duration (see ``state(at:)``). One cycle lasts `duration`
/// (Core Animation's default 0.25 s when 0), twice that with `autoreverses` (forwards then back).
/// The active duration is `repeatDuration` when positive, else cycle × `repeatCount` (fractional
/// allowed, `.infinity` forever; 0 means once). Outside it, `fillMode` decides: `.backwards` and
/// `.both` hold the start before, `.forwards` and `.both` hold the end after; otherwise the
/// animation is removed (no progress).
public struct MediaTiming: Sendable, Hashable, Codable {
    /// Core Animation's `fillMode`.
    public enum FillMode: String, Sendable, Hashable, Codable, CaseIterable {
        case removed, forwards, backwards, both
    }

    public let beginTime: Double
    public let duration: Double
    public let speed: Double
    public let timeOffset: Double
    public let repeatCount: Double
    public let repeatDuration: Double
    public let autoreverses: Bool
    public let fillMode: FillMode

    /// Core Animation's default duration, used when `duration` is 0.
    package static let defaultDuration = 0.25

    /// A timing, validated.
    /// - Throws: ``AnimationTimingError/invalidParameter(name:value:requirement:)`` for a negative or
    ///   non-finite duration, negative repeat count or duration, or non-finite begin time, speed or
    ///   offset (repeatCount may be +∞).
    public init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed
    ) throws(AnimationTimingError) {
        for (name, value) in [("beginTime", beginTime), ("speed", speed), ("timeOffset", timeOffset), ("duration", duration), ("repeatDuration", repeatDuration)] where !value.isFinite {
            throw .invalidParameter(name: name, value: value, requirement: "a finite number")
        }
        guard duration >= 0 else { throw .invalidParameter(name: "duration", value: duration, requirement: "0 or greater") }
        guard repeatCount >= 0, !repeatCount.isNaN else { throw .invalidParameter(name: "repeatCount", value: repeatCount, requirement: "0 or greater (or infinity)") }
        guard repeatDuration >= 0 else { throw .invalidParameter(name: "repeatDuration", value: repeatDuration, requirement: "0 or greater") }
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    enum CodingKeys: String, CodingKey {
        case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode
    }

    /// Decodes the properties by name (each optional, with the initialiser's default) through
    /// the validating initialiser, so decoded timing is as valid as constructed timing.
    /// - Throws: `DecodingError.dataCorrupted` carrying the ``AnimationTimingError`` the initialiser
    ///   throws; `DecodingError.typeMismatch` and friends for malformed JSON.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                beginTime: c.decodeIfPresent(Double.self, forKey: .beginTime) ?? 0,
                duration: c.decodeIfPresent(Double.self, forKey: .duration) ?? 0,
                speed: c.decodeIfPresent(Double.self, forKey: .speed) ?? 1,
                timeOffset: c.decodeIfPresent(Double.self, forKey: .timeOffset) ?? 0,
                repeatCount: c.decodeIfPresent(Double.self, forKey: .repeatCount) ?? 0,
                repeatDuration: c.decodeIfPresent(Double.self, forKey: .repeatDuration) ?? 0,
                autoreverses: c.decodeIfPresent(Bool.self, forKey: .autoreverses) ?? false,
                fillMode: c.decodeIfPresent(FillMode.self, forKey: .fillMode) ?? .removed)
        } catch let error as AnimationTimingError {
            throw DecodingError.rejected(error, by: decoder)
        }
    }

    /// The duration of one pass, seconds (the default 0.25 when `duration` is 0).
    package var simpleDuration: Double { duration > 0 ? duration : Self.defaultDuration }

    /// The active duration in local time: repeatDuration, or cycle × max(repeatCount, 1 if 0).
    public var activeDuration: Double {
        let cycle = simpleDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        return cycle * (repeatCount > 0 ? repeatCount : 1)
    }

    /// The local time for a parent time: (parentTime − beginTime)·speed + timeOffset.
    package func localTime(_ parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// Phase, iteration and progress at a parent time.
    ///
    /// At the exact end of the active duration (filling forwards) the progress is that of the
    /// end: 1 after a whole number of forward passes, 0 after a whole number of autoreversed
    /// cycles, the fraction for a fractional repeat count.
    ///
    /// A `timeOffset` with a positive speed does not shorten the animation: it is active while
    /// (parentTime − beginTime)·speed lies in [0, active duration), and its local time is that plus
    /// the offset, wrapped into the active duration (duration 3, timeOffset 1: 1→3, then 0→1), as
    /// observed on Apple platforms and reported by others. With a speed ≤ 0 the offset is a plain
    /// shift of local time (an inference: not verified on a device), so that the usual reverse
    /// trick (speed −1, timeOffset = duration) plays the animation backwards.
    public func state(at parentTime: Double) -> TimingState {
        let active = activeDuration
        if speed > 0 && timeOffset != 0 && active.isFinite {
            return offsetState(elapsed: (parentTime - beginTime) * speed, active: active)
        }
        let t = localTime(parentTime)
        if t < 0 {
            let fills = fillMode == .backwards || fillMode == .both
            return TimingState(phase: .before, iteration: fills ? 0 : nil, progress: fills ? 0 : nil, beforeFlag: true)
        }
        if t >= active && active.isFinite {
            guard fillMode == .forwards || fillMode == .both else {
                return TimingState(phase: .after, iteration: nil, progress: nil)
            }
            return pass(at: active, atEnd: true, phase: .after)
        }
        return pass(at: t, atEnd: false, phase: .active)
    }

    /// With a time offset (and a positive speed, a finite active duration), as observed on Apple
    /// platforms: the animation is active while the elapsed local time e = (parentTime −
    /// beginTime)·speed is in [0, active), as without an offset, and the offset moves the starting
    /// point within the active duration, wrapping at its end: local time (e + timeOffset) mod
    /// active. A 3-s animation with timeOffset 1 plays its 1…3 s and then its 0…1 s. Before it,
    /// a backwards fill holds the frame at the offset; after it, a forwards fill holds the frame
    /// reached at the end, the one just before the offset (the end of the active duration when the
    /// offset is a whole number of them).
    private func offsetState(elapsed: Double, active: Double) -> TimingState {
        func wrapped(_ t: Double) -> Double {
            let r = t.truncatingRemainder(dividingBy: active)  // exact
            return r < 0 ? r + active : r
        }
        let start = wrapped(timeOffset)
        if elapsed < 0 {
            guard fillMode == .backwards || fillMode == .both else {
                return TimingState(phase: .before, iteration: nil, progress: nil, beforeFlag: true)
            }
            let state = pass(at: start, atEnd: false, phase: .before)
            return TimingState(phase: .before, iteration: state.iteration, progress: state.progress, beforeFlag: true)
        }
        if elapsed >= active {
            guard fillMode == .forwards || fillMode == .both else {
                return TimingState(phase: .after, iteration: nil, progress: nil)
            }
            return pass(at: start == 0 ? active : start, atEnd: true, phase: .after)
        }
        return pass(at: wrapped(elapsed + timeOffset), atEnd: false, phase: .active)
    }

    /// The iteration and progress at local time t ∈ [0, active].
    private func pass(at t: Double, atEnd: Bool, phase: TimingPhase) -> TimingState {
        let d = simpleDuration
        let cycle = autoreverses ? 2 * d : d
        var iteration = (t / cycle).rounded(.down)
        var within = t - iteration * cycle
        // The end of a whole cycle belongs to that cycle (progress 1, or 0 when reversed).
        if atEnd && within == 0 && t > 0 {
            iteration -= 1
            within = cycle
        }
        let local = autoreverses && within > d ? 2 * d - within : within
        return TimingState(phase: phase, iteration: iteration, progress: min(max(local / d, 0), 1))
    }

    /// The state of a child animation inside a group (`CAAnimationGroup`): the child's parent
    /// time is the group's local time within its current pass (progress × duration), and the
    /// child is removed outside the group's active interval.
    public func state(of child: MediaTiming, at parentTime: Double) -> TimingState {
        let group = state(at: parentTime)
        guard let progress = group.progress else { return TimingState(phase: group.phase, iteration: nil, progress: nil) }
        return child.state(at: progress * simpleDuration)
    }
}

/// The Web Animations timing model (W3C Web Animations Level 1, §4.5–4.9): delay, end delay,
/// iterations, iteration start, duration, direction, fill and playback rate.
public struct WebAnimationTiming: Sendable, Hashable, Codable {
    public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
        case normal, reverse, alternate, alternateReverse = "alternate-reverse"
    }
    public enum Fill: String, Sendable, Hashable, Codable, CaseIterable {
        case none, forwards, backwards, both, auto
    }

    public let delay: Double
    public let endDelay: Double
    public let iterations: Double
    public let iterationStart: Double
    public let duration: Double
    public let direction: Direction
    public let fill: Fill
    public let playbackRate: Double

    /// A timing, validated as the Web Animations API validates one: duration ≥ 0 (may be +∞),
    /// iterations ≥ 0 (may be +∞), iterationStart ≥ 0 and finite, finite delays and playback rate.
    /// - Throws: ``AnimationTimingError/invalidParameter(name:value:requirement:)``.
    public init(
        delay: Double = 0, endDelay: Double = 0, iterations: Double = 1, iterationStart: Double = 0,
        duration: Double, direction: Direction = .normal, fill: Fill = .auto, playbackRate: Double = 1
    ) throws(AnimationTimingError) {
        for (name, value) in [("delay", delay), ("endDelay", endDelay), ("iterationStart", iterationStart), ("playbackRate", playbackRate)] where !value.isFinite {
            throw .invalidParameter(name: name, value: value, requirement: "a finite number")
        }
        guard duration >= 0 else { throw .invalidParameter(name: "duration", value: duration, requirement: "0 or greater (or infinity)") }
        guard iterations >= 0 else { throw .invalidParameter(name: "iterations", value: iterations, requirement: "0 or greater (or infinity)") }
        guard iterationStart >= 0 else { throw .invalidParameter(name: "iterationStart", value: iterationStart, requirement: "0 or greater") }
        self.delay = delay
        self.endDelay = endDelay
        self.iterations = iterations
        self.iterationStart = iterationStart
        self.duration = duration
        self.direction = direction
        self.fill = fill
        self.playbackRate = playbackRate
    }

    enum CodingKeys: String, CodingKey {
        case delay, endDelay, iterations, iterationStart, duration, direction, fill, playbackRate
    }

    /// Decodes the properties by name (`duration` required, the others optional with the
    /// initialiser's defaults) through the validating initialiser.
    /// - Throws: `DecodingError.dataCorrupted` carrying the ``AnimationTimingError`` the initialiser
    ///   throws; `DecodingError.keyNotFound` without a duration.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                delay: c.decodeIfPresent(Double.self, forKey: .delay) ?? 0,
                endDelay: c.decodeIfPresent(Double.self, forKey: .endDelay) ?? 0,
                iterations: c.decodeIfPresent(Double.self, forKey: .iterations) ?? 1,
                iterationStart: c.decodeIfPresent(Double.self, forKey: .iterationStart) ?? 0,
                duration: c.decode(Double.self, forKey: .duration),
                direction: c.decodeIfPresent(Direction.self, forKey: .direction) ?? .normal,
                fill: c.decodeIfPresent(Fill.self, forKey: .fill) ?? .auto,
                playbackRate: c.decodeIfPresent(Double.self, forKey: .playbackRate) ?? 1)
        } catch let error as AnimationTimingError {
            throw DecodingError.rejected(error, by: decoder)
        }
    }

    /// duration × iterations (0 when either is 0).
    public var activeDuration: Double { duration == 0 || iterations == 0 ? 0 : duration * iterations }

    /// max(delay + active duration + end delay, 0).
    public var endTime: Double { max(delay + activeDuration + endDelay, 0) }

    /// Phase, current iteration, directed progress and before flag at a time of the animation
    /// (the timeline time minus the start time, before the playback rate: local = time × rate),
    /// by the Web Animations Level 1 algorithm:
    ///
    /// - Phase: with the boundaries b₁ = max(min(delay, end), 0) and b₂ = max(min(delay + active,
    ///   end), 0), before when local < b₁ (or = b₁ playing backwards, rate < 0), after when
    ///   local > b₂ (or = b₂ playing forwards), active otherwise.
    /// - Active time: local − delay (active); max(local − delay, 0) before with a backwards fill;
    ///   max(min(local − delay, active), 0) after with a forwards fill; none otherwise (`auto` is
    ///   `none` for an effect).
    /// - Overall progress: active time / duration (duration 0: 0 before, `iterations` otherwise),
    ///   plus iterationStart. Simple progress: overall mod 1 (iterationStart mod 1 when overall is
    ///   ∞), made 1 when it is 0 in the active or after phase at the end of the active duration
    ///   with iterations ≠ 0. Current iteration: ∞ after the end of infinitely many, floor(overall)
    ///   − 1 when simple progress is 1, floor(overall) otherwise.
    /// - Direction: alternate and alternate-reverse use d = iteration (+1 for alternate-reverse):
    ///   forwards when d is even or infinite. Directed progress: simple, or 1 − simple backwards.
    /// - Before flag (for `steps()`): in the before phase going forwards, or the after phase going
    ///   backwards, where "going forwards" is the current direction of the iteration alone, not
    ///   the playback rate.
    /// - Complexity: O(1).
    public func state(at time: Double) -> TimingState {
        let local = time * playbackRate
        let active = activeDuration
        let beforeActive = max(min(delay, endTime), 0)
        let activeAfter = max(min(delay + active, endTime), 0)
        let phase: TimingPhase
        if local < beforeActive || (playbackRate < 0 && local == beforeActive) {
            phase = .before
        } else if local > activeAfter || (playbackRate >= 0 && local == activeAfter) {
            phase = .after
        } else {
            phase = .active
        }
        let fillsBackwards = fill == .backwards || fill == .both
        let fillsForwards = fill == .forwards || fill == .both
        let activeTime: Double?
        switch phase {
        case .before: activeTime = fillsBackwards ? max(local - delay, 0) : nil
        case .active: activeTime = local - delay
        case .after: activeTime = fillsForwards ? max(min(local - delay, active), 0) : nil
        }
        guard let activeTime else { return TimingState(phase: phase, iteration: nil, progress: nil) }
        let overall: Double
        if duration == 0 {
            overall = phase == .before ? iterationStart : iterations + iterationStart
        } else {
            overall = activeTime / duration + iterationStart
        }
        var simple = overall.isInfinite ? iterationStart.truncatingRemainder(dividingBy: 1) : overall.truncatingRemainder(dividingBy: 1)
        if simple == 0 && (phase == .active || phase == .after) && activeTime == active && iterations != 0 {
            simple = 1
        }
        let iteration: Double
        if phase == .after && iterations.isInfinite {
            iteration = .infinity
        } else {
            iteration = simple == 1 ? overall.rounded(.down) - 1 : overall.rounded(.down)
        }
        let forwards: Bool
        switch direction {
        case .normal: forwards = true
        case .reverse: forwards = false
        case .alternate: forwards = iteration.isInfinite || iteration.truncatingRemainder(dividingBy: 2) == 0
        case .alternateReverse: forwards = iteration.isInfinite || (iteration + 1).truncatingRemainder(dividingBy: 2) == 0
        }
        let directed = forwards ? simple : 1 - simple
        // The current direction alone decides "going forwards"; the playback rate moves only the
        // phase boundaries.
        let beforeFlag = (phase == .before && forwards) || (phase == .after && !forwards)
        return TimingState(phase: phase, iteration: iteration, progress: directed, beforeFlag: beforeFlag)
    }
}
