import MotionMath
// A spring animation: a spring plus its initial state and target, evaluated as a pure function of
// the time since it started, for values of any differentiable interpolation space (numbers and
// vectors through VectorSpace, angles, rotations, colours, transforms). Retargeting hands position
// and velocity over to a new animation.
//
// The oscillator runs on chart coordinates around the resting value (Springs article, Springs in
// a space): c(t) = coordinates of x(t) around `restingValue`, each component obeying the damped
// oscillator from c(from) towards c(restingValue) with c′(0) = v₀, and x(t) is the value at c(t).
// In a curved space the chart is centred on the target (c(target) = 0, c(from) = log_target(from)),
// so from rest the motion follows the geodesic from `from` to the target with the scalar spring's
// progress; a flat space (VectorSpace) uses the vectors themselves as coordinates, so a spring of
// vectors is exactly the vector formula of `Spring.value(at:from:to:initialVelocity:)`.

/// A spring released at t = 0 from ``from`` with ``initialVelocity``, pulled towards ``to``.
///
/// A value type with no playhead: ask for the state at any time. Generic over the space of its
/// values: `SpringAnimation(spring: .bouncy, from: 0.0, to: 1.0)` animates numbers (and any
/// `AnimatableVector`) in their `VectorSpace`; pass `space:` for angles, rotations, colours and
/// transforms. Building one validates every value, so evaluation never sees NaN from the
/// configuration.
///
/// - Complexity: O(1) per evaluation: one closed-form spring evaluation on the coordinates and,
///   in a curved space, one exponential map.
public struct SpringAnimation<Space: DifferentiableInterpolationSpace>: Sendable {
    /// The spring's parameters.
    public let spring: Spring
    /// The space of the values.
    public let space: Space
    /// The value at t = 0.
    public let from: Space.Value
    /// The value the spring comes to rest at, as given (see ``restingValue``).
    public let to: Space.Value
    /// The velocity at t = 0: a tangent of the chart around the resting value, per second (value
    /// units per second for vectors; an angular velocity for rotations).
    public let initialVelocity: Space.Tangent
    /// The representative of ``to`` the motion settles at: the second value of the space's
    /// `continuousSequence(_:)` of [from, to] (for angles 350° → 10° settles at 370°, so the value
    /// moves continuously from `from`); ``to`` itself for vectors.
    public let restingValue: Space.Value
    /// The coordinates of `from` and of the resting value in the chart around the resting value.
    @usableFromInline let start: Space.Tangent
    @usableFromInline let rest: Space.Tangent

    /// An animation from `from` (moving at `initialVelocity` per second) towards `to` in `space`.
    ///
    /// - Throws: ``SpringError/invalidValue(name:reason:)`` when the space rejects `from` or
    ///   `to` (a NaN component included); ``SpringError/nonFiniteInput(name:)`` for a non-finite
    ///   velocity, or when the displacement from `to` to `from` overflows its coordinates.
    public init(spring: Spring, space: Space, from: Space.Value, to: Space.Value, initialVelocity: Space.Tangent = .zero) throws(SpringError) {
        do throws(ValueSpaceError) { try space.validate(from) } catch { throw .invalidValue(name: "from", reason: error) }
        do throws(ValueSpaceError) { try space.validate(to) } catch { throw .invalidValue(name: "to", reason: error) }
        guard initialVelocity.isFiniteVector else { throw .nonFiniteInput(name: "initialVelocity") }
        let resting = space.continuousSequence([from, to])[1]
        let start = space.coordinates(of: from, around: resting)
        let rest = space.coordinates(of: resting, around: resting)
        guard start.isFiniteVector, rest.isFiniteVector else { throw .nonFiniteInput(name: "to − from") }
        self.spring = spring
        self.space = space
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.restingValue = resting
        self.start = start
        self.rest = rest
    }

    /// An animation of vectors (numbers, SIMD points and colours) from `from` (moving at
    /// `initialVelocity`, units per second) towards `to`, in their `VectorSpace`.
    ///
    /// - Throws: ``SpringError/nonFiniteInput(name:)`` when a component of `from`, `to` or
    ///   `initialVelocity` is NaN or infinite.
    @inlinable
    public init<Vector>(spring: Spring, from: Vector, to: Vector, initialVelocity: Vector = .zero) throws(SpringError) where Space == VectorSpace<Vector> {
        guard from.isFiniteVector else { throw .nonFiniteInput(name: "from") }
        guard to.isFiniteVector else { throw .nonFiniteInput(name: "to") }
        try self.init(spring: spring, space: VectorSpace(), from: from, to: to, initialVelocity: initialVelocity)
    }

    /// Position and velocity at time t (seconds since the start). Times ≤ 0 give the initial
    /// state exactly. See ``Spring/state(at:from:to:initialVelocity:)`` for the formula and
    /// accuracy. - Complexity: O(1).
    @inlinable
    public func state(at t: Double) -> (value: Space.Value, velocity: Space.Tangent) {
        if !(t > 0 || t.isNaN) { return (from, initialVelocity) }
        let (c, v) = spring.state(at: t, from: start, to: rest, initialVelocity: initialVelocity)
        return (space.value(atCoordinates: c, around: restingValue), v)
    }

    /// The position at time t (seconds); `from` exactly for t ≤ 0. - Complexity: O(1).
    @inlinable
    public func value(at t: Double) -> Space.Value {
        if !(t > 0 || t.isNaN) { return from }
        return space.value(atCoordinates: spring.value(at: t, from: start, to: rest, initialVelocity: initialVelocity), around: restingValue)
    }

    /// The velocity at time t, per second (a tangent of the chart around the resting value).
    /// - Complexity: O(1).
    @inlinable
    public func velocity(at t: Double) -> Space.Tangent {
        spring.velocity(at: t, from: start, to: rest, initialVelocity: initialVelocity)
    }

    /// The acceleration at time t, per second² (a tangent, as ``velocity(at:)``). - Complexity: O(1).
    @inlinable
    public func acceleration(at t: Double) -> Space.Tangent {
        spring.acceleration(at: t, from: start, to: rest, initialVelocity: initialVelocity)
    }

    /// Position and velocity at a finite time t, or a typed error.
    ///
    /// - Throws: ``SpringError/nonFiniteInput(name:)`` when t is NaN or infinite.
    /// - Complexity: O(1).
    public func checkedState(at t: Double) throws(SpringError) -> (value: Space.Value, velocity: Space.Tangent) {
        guard t.isFinite else { throw .nonFiniteInput(name: "time") }
        return state(at: t)
    }

    /// The exact settling time: the last time at which the distance to the resting value (in
    /// its chart) equals ε times the initial distance (ε alone when they start equal). See
    /// ``Spring/settlingTime(from:to:initialVelocity:epsilon:)``.
    ///
    /// - Throws: as ``Spring/settlingTime(from:to:initialVelocity:epsilon:)``.
    public func settlingTime(epsilon: Double = 0.001) throws(SpringError) -> Double {
        try spring.settlingTime(from: start, to: rest, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// The animation that continues this one from time t towards a new target: its start state
    /// is this animation's position and velocity at t, and its clock starts at t.
    ///
    /// This is what a gesture that interrupts an animation needs: the motion stays continuous in
    /// position and velocity; only the target (and, optionally, the spring) changes.
    /// `retargeted(to: b, at: t).state(at: 0) == state(at: t)`. In a curved space the velocity
    /// is carried over as the same tangent coordinates in the new target's chart.
    ///
    /// - Parameters:
    ///   - newTarget: where the new animation comes to rest.
    ///   - t: the switch time, seconds since this animation started.
    ///   - newSpring: the spring for the new animation; this one's when nil.
    /// - Throws: ``SpringError/nonFiniteInput(name:)`` for a non-finite time;
    ///   ``SpringError/invalidValue(name:reason:)`` for a target the space rejects.
    public func retargeted(to newTarget: Space.Value, at t: Double, spring newSpring: Spring? = nil) throws(SpringError) -> SpringAnimation {
        let (x, v) = try checkedState(at: t)
        return try SpringAnimation(spring: newSpring ?? spring, space: space, from: x, to: newTarget, initialVelocity: v)
    }
}

extension SpringAnimation {
    /// The band within which ``isFinished(at:)`` counts the spring as settled: 0.001 of the
    /// initial distance to the resting value (absolute when it is zero), the default of
    /// ``settlingTime(epsilon:)``.
    public static var settlingEpsilon: Double { 0.001 }

    /// Whether the spring has settled by time t: t is at or past the exact settling time for
    /// ``settlingEpsilon`` (after it the distance to the target never again exceeds the band).
    /// An undamped spring that leaves the band never finishes.
    /// - Complexity: that of ``settlingTime(epsilon:)``, a few dozen evaluations; cache the
    ///   settling time when polling every frame matters.
    public func isFinished(at t: Double) -> Bool {
        guard let settling = try? settlingTime(epsilon: Self.settlingEpsilon) else { return false }
        return t >= settling
    }
}

/// A spring whose velocities are values of its own kind (numbers, vectors, angles) is a ``Motion``.
extension SpringAnimation: Motion where Space.Value == Space.Tangent {}

extension SpringAnimation: Equatable where Space: Equatable, Space.Value: Equatable {}
extension SpringAnimation: Hashable where Space: Hashable, Space.Value: Hashable, Space.Tangent: Hashable {}
extension SpringAnimation: Codable where Space: Codable, Space.Value: Codable, Space.Tangent: Codable {
    enum CodingKeys: String, CodingKey { case spring, space, from, to, initialVelocity }

    /// Decodes `{"spring": {…}, "space": {…}, "from": …, "to": …, "initialVelocity": …}`
    /// (initialVelocity optional, zero when absent), validating every value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let spring = try container.decode(Spring.self, forKey: .spring)
        let space = try container.decode(Space.self, forKey: .space)
        let from = try container.decode(Space.Value.self, forKey: .from)
        let to = try container.decode(Space.Value.self, forKey: .to)
        let velocity = try container.decodeIfPresent(Space.Tangent.self, forKey: .initialVelocity) ?? .zero
        do {
            try self.init(spring: spring, space: space, from: from, to: to, initialVelocity: velocity)
        } catch {
            throw DecodingError.rejected(error, by: decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(spring, forKey: .spring)
        try container.encode(space, forKey: .space)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(initialVelocity, forKey: .initialVelocity)
    }
}
