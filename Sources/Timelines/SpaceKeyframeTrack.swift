// Timeline tracks whose values live in an interpolation space (angles, rotations, colours,
// transforms): SwiftUI's keyframe kinds — linear, cubic, spring, move — on the space's geodesics.
//
// The rules are those of ``KeyframeTrackCurve`` with differences replaced by the space's chart:
//   linear — the geodesic from the current value to the target through the timing curve;
//   cubic  — a run of cubic keyframes is the Catmull-Rom curve of `KeyframeAnimation`
//            through the run's start and targets (knots at the cumulative durations), started with
//            the previous piece's end velocity and ended with the next piece's known start
//            velocity, as in the vector tracks;
//   spring — `SpringAnimation` from the current value with the handed-over velocity;
//   move   — a jump, at rest after it.
// Velocities are tangents at the value, per second. They are handed from piece to piece as chart
// coordinates: exact in flat spaces (angles, colours) and, for rotations, along geodesics (the
// body-frame angular velocity of a·exp(s·v) is v throughout); inside a curved cubic piece the
// reported velocity is 3·log_{r₀}(r₁)/d from de Casteljau's last step (exact in flat spaces,
// first order in the curvature otherwise).

import Keyframes
import MotionMath
import Springs
import TimingCurves

/// One keyframe of a ``SpaceKeyframeTrack``.
public enum SpaceTimelineKeyframe<Space: DifferentiableInterpolationSpace>: Sendable {
    /// Along the geodesic to `target` in `duration` seconds, through a timing curve.
    case linear(target: Space.Value, duration: Double, curve: any TimingCurve)
    /// Part of a Catmull-Rom run; optional velocities (tangents per second) at its ends.
    case cubic(target: Space.Value, duration: Double, startVelocity: Space.Tangent?, endVelocity: Space.Tangent?)
    /// A spring to `target`; nil duration: its exact settling time.
    case spring(target: Space.Value, duration: Double?, spring: Spring, startVelocity: Space.Tangent?)
    /// A jump to `target`.
    case move(target: Space.Value)

    /// The keyframe's target value.
    package var target: Space.Value {
        switch self {
        case .linear(let target, _, _), .cubic(let target, _, _, _), .spring(let target, _, _, _), .move(let target): target
        }
    }
}

/// A track's motion in an interpolation space, compiled from an initial value.
public struct SpaceKeyframeTrackCurve<Space: DifferentiableInterpolationSpace>: Sendable {
    enum Piece: Sendable {
        case linear(from: Space.Value, to: Space.Value, curve: any TimingCurve)
        case cubic(Space.Value, Space.Value, Space.Value, Space.Value)
        case spring(SpringAnimation<Space>)
        case jump(Space.Value)
    }

    /// The space of the values.
    public let space: Space
    /// The value before the first keyframe.
    public let initialValue: Space.Value
    let starts: [Double]
    let durations: [Double]
    let pieces: [Piece]
    /// The value held after the last piece.
    public let finalValue: Space.Value
    /// The track's duration in seconds.
    public let duration: Double

    /// Compiles `keyframes` from `initialValue`.
    /// - Throws: ``TimelineError/emptyTrack(track:)``; ``TimelineError/invalidKeyframe(track:keyframe:reason:)``
    ///   for a value the space rejects, a negative or non-finite duration, or a non-finite velocity.
    /// - Complexity: O(k) space operations, plus one settling time per spring without a duration.
    public init(space: Space, initialValue: Space.Value, keyframes: [SpaceTimelineKeyframe<Space>], name: String = "track") throws(TimelineError) {
        guard !keyframes.isEmpty else { throw .emptyTrack(track: name) }
        do throws(ValueSpaceError) { try space.validate(initialValue) } catch {
            throw .invalidKeyframe(track: name, keyframe: 0, reason: "the initial value: \(error)")
        }
        for (i, keyframe) in keyframes.enumerated() {
            func fail(_ reason: String) -> TimelineError { .invalidKeyframe(track: name, keyframe: i, reason: reason) }
            do throws(ValueSpaceError) { try space.validate(keyframe.target) } catch { throw fail("the target: \(error)") }
            var duration: Double?, velocities: [Space.Tangent?] = []
            switch keyframe {
            case .linear(_, let d, _): duration = d
            case .cubic(_, let d, let v0, let v1): duration = d; velocities = [v0, v1]
            case .spring(_, let d, _, let v0): duration = d; velocities = [v0]
            case .move: break
            }
            if let duration, !(duration.isFinite && duration >= 0) { throw fail("the duration must be a finite number ≥ 0, got \(duration)") }
            for case let v? in velocities where !v.isFiniteVector { throw fail("a velocity is not finite") }
        }
        var starts: [Double] = [], durations: [Double] = [], pieces: [Piece] = []
        var value = initialValue
        var velocity: Space.Tangent? = nil
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
                (value, velocity) = (target, .zero)
                i += 1
            case .linear(let target, let d, let curve):
                let to = space.continuousSequence([value, target])[1]
                if d == 0 {
                    append(.jump(to), 0)
                    velocity = .zero
                } else {
                    append(.linear(from: value, to: to, curve: curve), d)
                    velocity = space.stepDifference(from: value, to: to).scaled(by: curve.slope(at: 1) / d)
                }
                value = to
                i += 1
            case .spring(let target, let d, let spring, let start):
                let animation: SpringAnimation<Space>
                do {
                    animation = try SpringAnimation(spring: spring, space: space, from: value, to: target, initialVelocity: start ?? velocity ?? .zero)
                } catch { throw .invalidKeyframe(track: name, keyframe: i, reason: error.description) }
                var length = d ?? 0
                if d == nil {
                    do { length = try animation.settlingTime() } catch {
                        throw .invalidKeyframe(track: name, keyframe: i, reason: "\(error.description) (give the spring keyframe a duration)")
                    }
                }
                append(.spring(animation), length)
                (value, velocity) = (animation.value(at: length), animation.velocity(at: length))
                i += 1
            case .cubic:
                var end = i
                while end < keyframes.count, case .cubic = keyframes[end] { end += 1 }
                var points = [value], knots = [time]
                var starting: [Space.Tangent?] = [], ending: [Space.Tangent?] = []
                for case .cubic(let target, let d, let v0, let v1) in keyframes[i..<end] {
                    points.append(target)
                    knots.append(knots[knots.count - 1] + d)
                    starting.append(v0)
                    ending.append(v1)
                }
                points = space.continuousSequence(points)
                var controls = KeyframeAnimation<Space>.controlPoints(
                    space: space, points, knots: knots, tension: nil, continuity: nil, bias: nil, endRule: .parabolic)
                var next: Space.Tangent? = nil
                if end < keyframes.count {
                    switch keyframes[end] {
                    case .linear(let target, let d, let curve) where d > 0:
                        let last = points[points.count - 1]
                        next = space.stepDifference(from: last, to: space.continuousSequence([last, target])[1]).scaled(by: curve.slope(at: 0) / d)
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
                    var startVelocity = s == 0 ? velocity : nil
                    var endVelocity = s == points.count - 2 ? next : nil
                    if let explicit = starting[s] { startVelocity = explicit }
                    if let explicit = ending[s] { endVelocity = explicit }
                    if let v = startVelocity { controls[s].0 = space.moved(points[s], by: v.scaled(by: h / 3)) }
                    if let v = endVelocity { controls[s].1 = space.moved(points[s + 1], by: v.scaled(by: -h / 3)) }
                    append(.cubic(points[s], controls[s].0, controls[s].1, points[s + 1]), h)
                    velocity = space.stepDifference(from: points[s + 1], to: controls[s].1).scaled(by: -3 / h)
                }
                value = points[points.count - 1]
                i = end
            }
        }
        self.space = space
        self.initialValue = initialValue
        self.starts = starts
        self.durations = durations
        self.pieces = pieces
        finalValue = value
        duration = time
    }

    /// Value and velocity (a tangent at the value, per second) at time t (seconds): the initial
    /// value before 0 and the final value, at rest, from the duration on; a NaN time gives the
    /// initial value at rest.
    /// - Complexity: O(1) amortised for increasing times (through `hint`), O(log k) otherwise.
    public func state(at t: Double, hint: inout Int) -> (value: Space.Value, velocity: Space.Tangent) {
        guard !t.isNaN, t >= 0 else { return (initialValue, .zero) }
        if t >= duration { return (finalValue, .zero) }
        let i = starts.lastIndex(atOrBelow: t, upperBound: pieces.count - 1, hint: &hint)
        let local = t - starts[i], d = durations[i]
        switch pieces[i] {
        case .jump(let v):
            return (v, .zero)
        case .linear(let from, let to, let curve):
            let (y, slope) = curve.valueAndSlope(at: local / d)
            return (space.stepInterpolate(from: from, to: to, fraction: y), space.stepDifference(from: from, to: to).scaled(by: slope / d))
        case .cubic(let p0, let b1, let b2, let p1):
            let (value, r0, r1) = KeyframeAnimation<Space>.deCasteljau(space, p0, b1, b2, p1, local / d)
            return (value, space.stepDifference(from: r0, to: r1).scaled(by: 3 / d))
        case .spring(let animation):
            return (animation.value(at: local), animation.velocity(at: local))
        }
    }

    /// The value at time t (seconds). - Complexity: O(log k).
    public func value(at t: Double) -> Space.Value {
        var hint = 0
        return state(at: t, hint: &hint).value
    }
}

/// A timeline track animating one property of a value-space kind (an angle, a rotation, a colour,
/// a transform) through a key path. Its velocity (a tangent) goes to `velocityKeyPath` when one is
/// given (``KeyframeTimeline/velocity(at:)``); otherwise the velocity timeline leaves the property as it is.
public struct SpaceKeyframeTrack<Root, Space: DifferentiableInterpolationSpace>: @unchecked Sendable {
    /// The animated property.
    public let keyPath: WritableKeyPath<Root, Space.Value>
    /// Where the velocity timeline writes this track's velocity, or nil.
    public let velocityKeyPath: WritableKeyPath<Root, Space.Tangent>?
    /// The space of the values.
    public let space: Space
    /// The track's name (error messages, table columns).
    public let name: String
    /// The keyframes, in order.
    public let keyframes: [SpaceTimelineKeyframe<Space>]
    /// The table columns of a value (names and numbers), e.g. w, x, y, z of a quaternion.
    public let columnNames: [String]
    /// The numbers of a value for those columns.
    public let columns: @Sendable (Space.Value) -> [Double]

    /// A track of `keyframes` for the property at `keyPath`, in `space`; `columnNames` and
    /// `columns` give its table columns.
    public init(
        _ keyPath: WritableKeyPath<Root, Space.Value>, space: Space, name: String, keyframes: [SpaceTimelineKeyframe<Space>],
        velocityKeyPath: WritableKeyPath<Root, Space.Tangent>? = nil, columnNames: [String], columns: @escaping @Sendable (Space.Value) -> [Double]
    ) {
        self.keyPath = keyPath
        self.velocityKeyPath = velocityKeyPath
        self.space = space
        self.name = name
        self.keyframes = keyframes
        self.columnNames = columnNames
        self.columns = columns
    }
}

/// A compiled ``SpaceKeyframeTrack``.
public struct CompiledSpaceKeyframeTrack<Root, Space: DifferentiableInterpolationSpace>: TimelineTrack, @unchecked Sendable {
    /// The track as written.
    public let track: SpaceKeyframeTrack<Root, Space>
    /// Its compiled motion.
    public let curve: SpaceKeyframeTrackCurve<Space>

    /// The track's name.
    public var name: String { track.name }
    /// The track's duration in seconds.
    public var duration: Double { curve.duration }
    /// `name`, or `name.column` for values of several numbers.
    public var columnNames: [String] { track.columnNames.count == 1 ? [track.name] : track.columnNames.map { "\(track.name).\($0)" } }

    /// Writes the value (or, for the velocity timeline, the velocity to ``SpaceKeyframeTrack/velocityKeyPath``) at t.
    public func apply(at t: Double, to root: inout Root, velocity: Bool, hint: inout Int) {
        let state = curve.state(at: t, hint: &hint)
        if !velocity {
            root[keyPath: track.keyPath] = state.value
        } else if let path = track.velocityKeyPath {
            root[keyPath: path] = state.velocity
        }
    }

    /// The value's table columns at t.
    public func components(at t: Double, hint: inout Int) -> [Double] { track.columns(curve.state(at: t, hint: &hint).value) }
}

extension AnyKeyframeTrack {
    /// A value-space track, compiled from the root's current value of its property.
    public init<Space: DifferentiableInterpolationSpace>(_ track: SpaceKeyframeTrack<Root, Space>) {
        self.init { (root: Root) throws(TimelineError) -> any TimelineTrack<Root> in
            let curve = try SpaceKeyframeTrackCurve(space: track.space, initialValue: root[keyPath: track.keyPath], keyframes: track.keyframes, name: track.name)
            return CompiledSpaceKeyframeTrack(track: track, curve: curve)
        }
    }
}
