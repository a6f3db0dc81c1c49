// One track of a timeline compiled into timed pieces: linear, cubic, spring, or a jump, in the
// values' interpolation space (VectorSpace for numbers and vectors).
//
// Velocity rules (SwiftUI's): a spring keyframe starts with the velocity the previous piece ended
// with unless given one; a run of cubic keyframes is a Catmull-Rom spline through its targets
// (knots at the cumulative durations), which starts with the previous piece's end velocity when
// another kind precedes it and ends with the next piece's start velocity when a linear keyframe
// or a spring with a given start velocity follows; after a move it starts at rest (velocity 0);
// at the ends of the track the spline's own parabolic end tangents are used (so a track of cubic
// keyframes alone is the Keyframes module's cubic mode). A spring keyframe cut short hands over
// its value and velocity at that moment; with no duration it lasts its exact settling time.
//
// In a space: linear keyframes follow the space's path; a cubic run's tangents are computed in
// each keyframe's chart (KeyframeAnimation's controlPoints) and its segments are the space's cubic
// Bézier; springs run on chart coordinates (SpringAnimation). Velocities are tangents at the
// value, per second, handed from piece to piece as chart coordinates: exact in flat spaces
// (vectors, angles, colours) and, for rotations, along geodesics. Inside a cubic segment the
// velocity is the Hermite derivative from its two end tangents, each in its own keyframe's chart:
// the segment's own derivative in a flat space, the end velocities themselves at both ends in
// any space (to rounding), first order in the curvature between.

import Keyframes
import MotionMath
import Springs
import TimingCurves

/// A track's motion over time: the keyframes compiled from an initial value.
public struct KeyframeTrackCurve<Space: DifferentiableInterpolationSpace>: Sendable {
    @usableFromInline
    enum Piece: Sendable {
        /// From, to, and the index of its timing curve in ``curves``, or −1 for the identity (a
        /// cubic Bézier on the diagonal, as LinearKeyframe's default `CubicBezier.linear`), whose
        /// value x + 0 and slope 1 need no call through an existential.
        case linear(from: Space.Value, to: Space.Value, curve: Int)
        /// Ends, Bézier control points, and the end tangents times the span (each in its end's chart).
        case cubic(p0: Space.Value, b1: Space.Value, b2: Space.Value, p1: Space.Value, m0: Space.Tangent, m1: Space.Tangent)
        /// Boxed: a spring animation is several times the size of the other cases, and every
        /// evaluation copies the piece it reads.
        indirect case spring(SpringAnimation<Space>)
        case jump(Space.Value)
    }

    /// The space of the values.
    public let space: Space
    /// The value before the first keyframe.
    public let initialValue: Space.Value
    /// Start time of each piece (seconds), non-decreasing.
    @usableFromInline let starts: [Double]
    @usableFromInline let durations: [Double]
    @usableFromInline let pieces: [Piece]
    /// The timing curves of linear pieces other than the identity, in order.
    @usableFromInline let curves: [any TimingCurve]
    /// The value the track ends at (held afterwards).
    public let finalValue: Space.Value
    /// The track's total duration in seconds.
    public let duration: Double
    /// What a NaN time gives: NaN components for vectors; nil (the initial value at rest) in other spaces.
    @usableFromInline let undefined: (value: Space.Value, velocity: Space.Tangent)?

    /// Compiles `keyframes` starting from `initialValue`.
    /// - Parameters:
    ///   - space: the values' space.
    ///   - initialValue: the value before the first keyframe.
    ///   - keyframes: the track's keyframes, in order.
    ///   - name: the track's name for error messages.
    /// - Throws: ``TimelineError/emptyTrack(track:)``; ``TimelineError/invalidKeyframe(track:keyframe:reason:)``
    ///   for a negative or non-finite duration, a value the space rejects (a non-finite vector), a
    ///   non-finite velocity, or keyframes so far apart (near ±1e308) that a cubic's control points
    ///   or a spring's motion overflow. Linear keyframes between any finite vectors stay finite.
    /// - Complexity: O(k) space operations plus one settling-time computation per spring keyframe
    ///   without a duration.
    public init(space: Space, initialValue: Space.Value, keyframes: [TimelineKeyframe<Space>], name: String = "track") throws(TimelineError) {
        try self.init(space: space, initialValue: initialValue, keyframes: keyframes, name: { name }, undefined: nil)
    }

    /// Compiles, with what a NaN time gives; the track's name is formed only for an error.
    @_specialize(where Space == VectorSpace<Double>)
    @_specialize(where Space == VectorSpace<SIMD2<Double>>)
    @_specialize(where Space == VectorSpace<SIMD3<Double>>)
    @_specialize(where Space == VectorSpace<SIMD4<Double>>)
    @usableFromInline
    init(
        space: Space, initialValue: Space.Value, keyframes: [TimelineKeyframe<Space>], name: () -> String,
        undefined: (value: Space.Value, velocity: Space.Tangent)?
    ) throws(TimelineError) {
        self.undefined = undefined
        guard !keyframes.isEmpty else { throw .emptyTrack(track: name()) }
        do throws(ValueSpaceError) { try space.validate(initialValue) } catch {
            throw .invalidKeyframe(track: name(), keyframe: 0, reason: "the initial value is not valid: \(error)")
        }
        try Self.validate(keyframes, space: space, name: name)
        var starts: [Double] = [], durations: [Double] = [], pieces: [Piece] = [], curves: [any TimingCurve] = []
        starts.reserveCapacity(keyframes.count)
        durations.reserveCapacity(keyframes.count)
        pieces.reserveCapacity(keyframes.count)
        var value = initialValue
        var velocity: Space.Tangent? = nil  // nil: nothing precedes (start of the track)
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
                    var index = -1
                    if !Self.isIdentity(curve) {
                        index = curves.count
                        curves.append(curve)
                    }
                    append(.linear(from: value, to: to, curve: index), d)
                    velocity = Self.change(space, value, to, times: curve.derivative(at: 1) / d)
                }
                value = to
                i += 1
            case .spring(let target, let d, let spring, let start):
                let animation: SpringAnimation<Space>
                do {
                    animation = try SpringAnimation(spring: spring, space: space, from: value, to: target, initialVelocity: start ?? velocity ?? .zero)
                } catch {
                    throw .invalidKeyframe(track: name(), keyframe: i, reason: error.description)
                }
                let length: Double
                if let d {
                    length = d
                } else {
                    do { length = try animation.settlingTime() } catch {
                        throw .invalidKeyframe(track: name(), keyframe: i, reason: "\(error.description) (give the spring keyframe a duration)")
                    }
                }
                append(.spring(animation), length)
                (value, velocity) = (animation.value(at: length), animation.velocity(at: length))
                do throws(ValueSpaceError) { try space.validate(value) } catch {
                    throw .invalidKeyframe(track: name(), keyframe: i, reason: "the spring's motion overflows (the keyframes are too far apart)")
                }
                guard velocity?.isFiniteVector ?? true else {
                    throw .invalidKeyframe(track: name(), keyframe: i, reason: "the spring's motion overflows (the keyframes are too far apart)")
                }
                i += 1
            case .cubic:
                var end = i
                while end < keyframes.count, case .cubic = keyframes[end] { end += 1 }
                // Knots: the run's start and the cumulative durations; values: start and targets.
                var points = [value], knots = [time]
                var starting: [Space.Tangent?] = [], ending: [Space.Tangent?] = []
                for case .cubic(let target, let d, let v0, let v1) in keyframes[i..<end] {
                    points.append(target)
                    knots.append(knots[knots.count - 1] + d)
                    starting.append(v0)
                    ending.append(v1)
                }
                points = space.continuousSequence(points)
                let (leaving, arriving) = KeyframeAnimation<Space>.tangents(
                    space: space, points, knots: knots, tension: nil, continuity: nil, bias: nil, endRule: .parabolic)
                // The next piece's start velocity, when it is known before this run is built.
                var next: Space.Tangent? = nil
                if end < keyframes.count {
                    switch keyframes[end] {
                    case .linear(let target, let d, let curve) where d > 0:
                        let last = points[points.count - 1]
                        next = Self.change(space, last, space.continuousSequence([last, target])[1], times: curve.derivative(at: 0) / d)
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
                    var m0 = leaving[s], m1 = arriving[s]
                    if s == 0, let previous = velocity { m0 = previous.scaled(by: h) }
                    if s == points.count - 2, let next { m1 = next.scaled(by: h) }
                    if let explicit = starting[s] { m0 = explicit.scaled(by: h) }
                    if let explicit = ending[s] { m1 = explicit.scaled(by: h) }
                    let b1 = space.moved(points[s], by: m0.scaled(by: 1.0 / 3)), b2 = space.moved(points[s + 1], by: m1.scaled(by: -1.0 / 3))
                    do throws(ValueSpaceError) {
                        guard m0.isFiniteVector, m1.isFiniteVector else { throw .nonFinite("a tangent") }
                        try space.validate(b1)
                        try space.validate(b2)
                    } catch {
                        throw .invalidKeyframe(track: name(), keyframe: i + s, reason: "the cubic's tangents overflow (the keyframes are too far apart for cubic interpolation)")
                    }
                    append(.cubic(p0: points[s], b1: b1, b2: b2, p1: points[s + 1], m0: m0, m1: m1), h)
                    velocity = m1.scaled(by: 1 / h)
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
        self.curves = curves
        self.finalValue = value
        self.duration = time
    }

    /// Whether `curve` is a cubic Bézier on the diagonal (y = x exactly, as `CubicBezier.linear`),
    /// told by its type's identity rather than a dynamic cast.
    static func isIdentity(_ curve: any TimingCurve) -> Bool {
        func check<Curve: TimingCurve>(_ curve: Curve) -> Bool {
            Curve.self == CubicBezier.self && unsafeBitCast(curve, to: CubicBezier.self).isIdentity
        }
        return check(curve)
    }

    /// The change from a to b as a tangent at a (the space's step difference), times k; where
    /// the difference overflows (vectors of opposite signs near the largest Double), twice the
    /// change from the midpoint to b times k, so that a finite product stays finite.
    @usableFromInline
    static func change(_ space: Space, _ a: Space.Value, _ b: Space.Value, times k: Double) -> Space.Tangent {
        let d = space.stepDifference(from: a, to: b)
        if d.isFiniteVector { return d.scaled(by: k) }
        let middle = space.stepInterpolate(from: a, to: b, fraction: 0.5)
        return space.stepDifference(from: middle, to: b).scaled(by: 2 * k)
    }

    static func validate(_ keyframes: [TimelineKeyframe<Space>], space: Space, name: () -> String) throws(TimelineError) {
        for i in keyframes.indices {
            func fail(_ reason: String) -> TimelineError { .invalidKeyframe(track: name(), keyframe: i, reason: reason) }
            let target: Space.Value
            var duration: Double?
            var velocitiesAreFinite = true
            switch keyframes[i] {
            case .linear(let v, let d, _):
                (target, duration) = (v, d)
            case .cubic(let v, let d, let v0, let v1):
                (target, duration) = (v, d)
                velocitiesAreFinite = (v0?.isFiniteVector ?? true) && (v1?.isFiniteVector ?? true)
            case .spring(let v, let d, _, let v0):
                (target, duration) = (v, d)
                velocitiesAreFinite = v0?.isFiniteVector ?? true
            case .move(let v):
                target = v
            }
            do throws(ValueSpaceError) { try space.validate(target) } catch {
                if case .nonFinite = error { throw fail("the target is not finite") }
                throw fail("the target: \(error)")
            }
            if let duration {
                guard duration.isFinite else { throw fail("the duration must be finite, got \(duration)") }
                guard duration >= 0 else { throw fail("the duration must be 0 or greater, got \(duration)") }
            }
            guard velocitiesAreFinite else { throw fail("a velocity is not finite") }
        }
    }

    /// The piece holding time t (the later of pieces starting at the same time), from a hint.
    @inlinable
    func pieceIndex(_ t: Double, hint: inout Int) -> Int {
        starts.lastIndex(atOrBelow: t, upperBound: pieces.count - 1, hint: &hint)
    }

    /// Value and velocity (a tangent at the value, per second) at time t: the initial value before
    /// 0, the final value at rest from the duration on; a NaN time gives NaN components for
    /// vectors and the initial value at rest in other spaces.
    /// Increasing times locate their piece in O(1) through `hint`.
    /// - Complexity: O(1) amortised for increasing times, O(log k) otherwise.
    @_specialize(where Space == VectorSpace<Double>)
    @_specialize(where Space == VectorSpace<SIMD2<Double>>)
    @_specialize(where Space == VectorSpace<SIMD3<Double>>)
    @_specialize(where Space == VectorSpace<SIMD4<Double>>)
    @inlinable
    public func state(at t: Double, hint: inout Int) -> (value: Space.Value, velocity: Space.Tangent) {
        if t.isNaN { return undefined ?? (initialValue, .zero) }
        guard t >= 0 else { return (initialValue, .zero) }
        if t >= duration { return (finalValue, .zero) }
        let i = pieceIndex(t, hint: &hint)
        let local = t - starts[i], d = durations[i]
        switch pieces[i] {
        case .jump(let v):
            return (v, .zero)
        case .linear(let from, let to, let curve):
            let (y, slope) = curve < 0 ? (local / d + 0, 1) : curves[curve].valueAndDerivative(at: local / d)
            return (space.stepInterpolate(from: from, to: to, fraction: y), Self.change(space, from, to, times: slope / d))
        case .cubic(let p0, let b1, let b2, let p1, let m0, let m1):
            let s = local / d
            let direction = KeyframeTangents<Space.Tangent>.hermiteDerivative(.zero, m0, m1, space.stepDifference(from: p0, to: p1), s)
            return (space.cubicBezier(p0, b1, b2, p1, fraction: s), direction.scaled(by: 1 / d))
        case .spring(let animation):
            return (animation.value(at: local), animation.velocity(at: local))
        }
    }

    /// The value at time t (seconds): ``state(at:hint:)``'s value, bit for bit, without its
    /// velocity. - Complexity: as ``state(at:hint:)``.
    @_specialize(where Space == VectorSpace<Double>)
    @_specialize(where Space == VectorSpace<SIMD2<Double>>)
    @_specialize(where Space == VectorSpace<SIMD3<Double>>)
    @_specialize(where Space == VectorSpace<SIMD4<Double>>)
    @inlinable
    public func value(at t: Double, hint: inout Int) -> Space.Value {
        if t.isNaN { return undefined?.value ?? initialValue }
        guard t >= 0 else { return initialValue }
        if t >= duration { return finalValue }
        let i = pieceIndex(t, hint: &hint)
        let local = t - starts[i], d = durations[i]
        switch pieces[i] {
        case .jump(let v):
            return v
        case .linear(let from, let to, let curve):
            return space.stepInterpolate(from: from, to: to, fraction: curve < 0 ? local / d + 0 : curves[curve].value(at: local / d))
        case .cubic(let p0, let b1, let b2, let p1, _, _):
            return space.cubicBezier(p0, b1, b2, p1, fraction: local / d)
        case .spring(let animation):
            return animation.value(at: local)
        }
    }

    /// The value at time t (seconds). - Complexity: O(log k).
    @inlinable
    public func value(at t: Double) -> Space.Value {
        var hint = 0
        return value(at: t, hint: &hint)
    }

    /// The velocity at time t, a tangent per second. - Complexity: O(log k).
    @inlinable
    public func velocity(at t: Double) -> Space.Tangent {
        var hint = 0
        return state(at: t, hint: &hint).velocity
    }
}

extension KeyframeTrackCurve {
    /// Compiles keyframes of vectors (`VectorSpace`).
    /// - Throws: as ``init(space:initialValue:keyframes:name:)``.
    public init<Vector: AnimatableVector>(initialValue: Vector, keyframes: [TimelineKeyframe<VectorSpace<Vector>>], name: String = "track") throws(TimelineError) where Space == VectorSpace<Vector> {
        try self.init(space: VectorSpace(), initialValue: initialValue, keyframes: keyframes, name: { name },
                      undefined: (initialValue.scaled(by: .nan), initialValue.scaled(by: .nan)))
    }
}
