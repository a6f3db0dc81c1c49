// One track of a timeline compiled into timed pieces: linear, cubic Hermite, spring, or a jump.
//
// Velocity rules (SwiftUI's): a spring keyframe starts with the velocity the previous piece ended
// with unless given one; a run of cubic keyframes is a Catmull-Rom spline through its targets
// (knots at the cumulative durations), which starts with the previous piece's end velocity when
// another kind precedes it and ends with the next piece's start velocity when a linear keyframe
// or a spring with a given start velocity follows; after a move it starts at rest (velocity 0);
// at the ends of the track the spline's own parabolic end tangents are used (so a track of cubic
// keyframes alone is exactly the Keyframes module's cubic mode). A spring keyframe cut short hands over its value and
// velocity at that moment; with no duration it lasts its exact settling time.

import Keyframes
import MotionMath
import Springs
import TimingCurves

/// A track's motion over time: the keyframes compiled from an initial value.
public struct KeyframeTrackCurve<Value: AnimatableVector>: Sendable {
    @usableFromInline
    enum Piece: Sendable {
        case linear(from: Value, delta: Value, curve: any TimingCurve)
        /// A linear piece whose change overflows (ends of opposite signs near the largest finite
        /// value): the blend from·(1 − y) + to·y, finite between finite ends.
        case blend(from: Value, to: Value, curve: any TimingCurve)
        case cubic(p0: Value, m0: Value, m1: Value, p1: Value)
        case spring(SpringAnimation<VectorSpace<Value>>)
        case jump(Value)
    }

    /// The value before the first keyframe.
    public let initialValue: Value
    /// Start time of each piece (seconds), non-decreasing.
    @usableFromInline let starts: [Double]
    @usableFromInline let durations: [Double]
    @usableFromInline let pieces: [Piece]
    /// The value the track ends at (held afterwards).
    public let finalValue: Value
    /// The track's total duration in seconds.
    public let duration: Double

    /// Compiles `keyframes` starting from `initialValue`.
    /// - Parameters:
    ///   - initialValue: the value before the first keyframe.
    ///   - keyframes: the track's keyframes, in order.
    ///   - name: the track's name for error messages.
    /// - Throws: ``TimelineError/emptyTrack(track:)``; ``TimelineError/invalidKeyframe(track:keyframe:reason:)``
    ///   for a negative or non-finite duration, a non-finite target or velocity, or keyframes so
    ///   far apart (near ±1e308) that a cubic's tangents or a spring's motion overflow. Linear
    ///   keyframes between any finite values stay finite.
    /// - Complexity: O(k) plus one settling-time computation per spring keyframe without a duration.
    public init(initialValue: Value, keyframes: [TimelineKeyframe<Value>], name: String = "track") throws(TimelineError) {
        guard !keyframes.isEmpty else { throw .emptyTrack(track: name) }
        guard initialValue.isFiniteVector else { throw .invalidKeyframe(track: name, keyframe: 0, reason: "the initial value is not finite") }
        try Self.validate(keyframes, name: name)
        var starts: [Double] = [], durations: [Double] = [], pieces: [Piece] = []
        var value = initialValue
        var velocity: Value? = nil  // nil: nothing precedes (start of the track)
        var time = 0.0
        func append(_ piece: Piece, _ duration: Double) {
            starts.append(time)
            durations.append(duration)
            pieces.append(piece)
            time += duration
        }
        var i = 0
        while i < keyframes.count {
            switch keyframes[i] {
            case .move(let target):
                append(.jump(target), 0)
                value = target
                velocity = .zero
                i += 1
            case .linear(let target, let d, let curve):
                if d == 0 {
                    append(.jump(target), 0)
                    velocity = .zero
                } else {
                    let delta = target - value
                    if delta.isFiniteVector {
                        append(.linear(from: value, delta: delta, curve: curve), d)
                        velocity = delta.scaled(by: curve.slope(at: 1) / d)
                    } else {
                        append(.blend(from: value, to: target, curve: curve), d)
                        velocity = Self.halfDelta(value, target).scaled(by: 2 * curve.slope(at: 1) / d)
                    }
                }
                value = target
                i += 1
            case .spring(let target, let d, let spring, let start):
                let animation: SpringAnimation<VectorSpace<Value>>
                do {
                    animation = try SpringAnimation(spring: spring, from: value, to: target, initialVelocity: start ?? velocity ?? .zero)
                } catch {
                    throw .invalidKeyframe(track: name, keyframe: i, reason: error.description)
                }
                let length: Double
                if let d {
                    length = d
                } else {
                    do { length = try animation.settlingTime() } catch {
                        throw .invalidKeyframe(track: name, keyframe: i, reason: "\(error.description) (give the spring keyframe a duration)")
                    }
                }
                append(.spring(animation), length)
                (value, velocity) = animation.state(at: length)
                guard value.isFiniteVector, velocity?.isFiniteVector ?? true else {
                    throw .invalidKeyframe(track: name, keyframe: i, reason: "the spring's motion overflows (the keyframes are too far apart)")
                }
                i += 1
            case .cubic:
                var end = i
                while end < keyframes.count, case .cubic = keyframes[end] { end += 1 }
                let run = keyframes[i..<end]
                // Knots: the run's start and the cumulative durations; values: start and targets.
                var points = [value], knots = [time]
                var starting: [Value?] = [], ending: [Value?] = []
                for case .cubic(let target, let d, let v0, let v1) in run {
                    points.append(target)
                    knots.append(knots[knots.count - 1] + d)
                    starting.append(v0)
                    ending.append(v1)
                }
                let (outgoing, incoming) = KeyframeTangents<Value>.hermiteTangents(points, knots: knots, tension: nil, continuity: nil, bias: nil)
                // The next piece's start velocity, when it is known before this run is built.
                var next: Value? = nil
                if end < keyframes.count {
                    switch keyframes[end] {
                    case .linear(let target, let d, let curve) where d > 0:
                        next = (target - points[points.count - 1]).scaled(by: curve.slope(at: 0) / d)
                    case .spring(_, _, _, let start?):
                        next = start
                    default:
                        break
                    }
                }
                for s in 0..<(points.count - 1) {
                    let h = knots[s + 1] - knots[s]
                    guard h > 0 else {
                        append(.jump(points[s + 1]), 0)
                        continue
                    }
                    var m0 = outgoing[s], m1 = incoming[s]
                    if s == 0, let previous = velocity { m0 = previous.scaled(by: h) }
                    if s == points.count - 2, let next { m1 = next.scaled(by: h) }
                    if let explicit = starting[s] { m0 = explicit.scaled(by: h) }
                    if let explicit = ending[s] { m1 = explicit.scaled(by: h) }
                    guard m0.isFiniteVector, m1.isFiniteVector else {
                        throw .invalidKeyframe(track: name, keyframe: i + s, reason: "the cubic's tangents overflow (the keyframes are too far apart for cubic interpolation)")
                    }
                    append(.cubic(p0: points[s], m0: m0, m1: m1, p1: points[s + 1]), h)
                    velocity = m1.scaled(by: 1 / h)
                }
                value = points[points.count - 1]
                i = end
            }
        }
        self.initialValue = initialValue
        self.starts = starts
        self.durations = durations
        self.pieces = pieces
        self.finalValue = value
        self.duration = time
    }

    /// (b − a)/2 from halves (exact halvings): finite for any finite ends.
    @usableFromInline
    static func halfDelta(_ a: Value, _ b: Value) -> Value { b.scaled(by: 0.5) - a.scaled(by: 0.5) }

    static func validate(_ keyframes: [TimelineKeyframe<Value>], name: String) throws(TimelineError) {
        for (i, keyframe) in keyframes.enumerated() {
            func fail(_ reason: String) -> TimelineError { .invalidKeyframe(track: name, keyframe: i, reason: reason) }
            guard keyframe.target.isFiniteVector else { throw fail("the target is not finite") }
            var duration: Double?
            var velocities: [Value?] = []
            switch keyframe {
            case .linear(_, let d, _): duration = d
            case .cubic(_, let d, let v0, let v1): duration = d; velocities = [v0, v1]
            case .spring(_, let d, _, let v0): duration = d; velocities = [v0]
            case .move: break
            }
            if let duration {
                guard duration.isFinite else { throw fail("the duration must be finite, got \(duration)") }
                guard duration >= 0 else { throw fail("the duration must be 0 or greater, got \(duration)") }
            }
            for case let v? in velocities where !v.isFiniteVector { throw fail("a velocity is not finite") }
        }
    }

    /// The piece holding time t (the later of pieces starting at the same time), from a hint.
    @inlinable
    func pieceIndex(_ t: Double, hint: inout Int) -> Int {
        starts.lastIndex(atOrBelow: t, upperBound: pieces.count - 1, hint: &hint)
    }

    /// Value and velocity (per second) at time t: the initial value before 0, the final value at
    /// rest after the duration. Increasing times locate their piece in O(1) through `hint`.
    /// - Complexity: O(1) amortised for increasing times, O(log k) otherwise.
    @inlinable
    public func state(at t: Double, hint: inout Int) -> (value: Value, velocity: Value) {
        if t.isNaN { return (initialValue.scaled(by: .nan), initialValue.scaled(by: .nan)) }
        if t < 0 { return (initialValue, .zero) }
        if t >= duration { return (finalValue, .zero) }
        let i = pieceIndex(t, hint: &hint)
        let local = t - starts[i], d = durations[i]
        switch pieces[i] {
        case .jump(let v):
            return (v, .zero)
        case .linear(let from, let delta, let curve):
            let (y, slope) = curve.valueAndSlope(at: local / d)
            return (from + delta.scaled(by: y), delta.scaled(by: slope / d))
        case .blend(let from, let to, let curve):
            let (y, slope) = curve.valueAndSlope(at: local / d)
            return (from.scaled(by: 1 - y) + to.scaled(by: y), Self.halfDelta(from, to).scaled(by: 2 * slope / d))
        case .cubic(let p0, let m0, let m1, let p1):
            let s = local / d
            return (KeyframeTangents<Value>.hermite(p0, m0, m1, p1, s),
                    KeyframeTangents<Value>.hermiteDerivative(p0, m0, m1, p1, s).scaled(by: 1 / d))
        case .spring(let animation):
            return animation.state(at: local)
        }
    }

    /// The value at time t (seconds). - Complexity: O(log k).
    @inlinable
    public func value(at t: Double) -> Value {
        var hint = 0
        return state(at: t, hint: &hint).value
    }

    /// The velocity at time t, value units per second. - Complexity: O(log k).
    @inlinable
    public func velocity(at t: Double) -> Value {
        var hint = 0
        return state(at: t, hint: &hint).velocity
    }
}
