import MotionMath
// A spring animation: a spring plus its initial state and target, evaluated as a pure function of
// the time since it started. Retargeting hands position and velocity over to a new animation.

/// A spring released at t = 0 from ``from`` with ``initialVelocity``, pulled towards ``to``.
///
/// A value type with no playhead: ask for the state at any time. Generic over any
/// `AnimatableVector` (Double, Float, SIMD vectors for points and colours). Building one
/// validates every number, so evaluation never sees NaN from the configuration.
public struct SpringAnimation<Value: AnimatableVector>: Sendable {
    /// The spring's parameters.
    public let spring: Spring
    /// The value at t = 0.
    public let from: Value
    /// The value the spring comes to rest at.
    public let to: Value
    /// The velocity at t = 0, in value units per second.
    public let initialVelocity: Value

    /// An animation from `from` (moving at `initialVelocity`, units per second) towards `to`.
    ///
    /// - Throws: ``SpringError/nonFiniteInput(name:)`` when a component of `from`, `to` or
    ///   `initialVelocity` is NaN or infinite.
    public init(spring: Spring, from: Value, to: Value, initialVelocity: Value = .zero) throws(SpringError) {
        guard from.isFiniteVector else { throw .nonFiniteInput(name: "from") }
        guard to.isFiniteVector else { throw .nonFiniteInput(name: "to") }
        guard initialVelocity.isFiniteVector else { throw .nonFiniteInput(name: "initialVelocity") }
        self.spring = spring
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
    }

    /// Position and velocity at time t (seconds since the start). Times ≤ 0 give the initial state.
    /// See ``Spring/state(at:from:to:initialVelocity:)`` for the formula and accuracy.
    /// - Complexity: O(1).
    @inlinable
    public func state(at t: Double) -> (value: Value, velocity: Value) {
        spring.state(at: t, from: from, to: to, initialVelocity: initialVelocity)
    }

    /// The position at time t (seconds). - Complexity: O(1).
    @inlinable
    public func value(at t: Double) -> Value {
        spring.value(at: t, from: from, to: to, initialVelocity: initialVelocity)
    }

    /// The velocity at time t, in value units per second. - Complexity: O(1).
    @inlinable
    public func velocity(at t: Double) -> Value {
        spring.velocity(at: t, from: from, to: to, initialVelocity: initialVelocity)
    }

    /// The acceleration at time t, in value units per second². - Complexity: O(1).
    @inlinable
    public func acceleration(at t: Double) -> Value {
        spring.acceleration(at: t, from: from, to: to, initialVelocity: initialVelocity)
    }

    /// Position and velocity at a finite time t, or a typed error.
    ///
    /// - Throws: ``SpringError/nonFiniteInput(name:)`` when t is NaN or infinite.
    /// - Complexity: O(1).
    public func checkedState(at t: Double) throws(SpringError) -> (value: Value, velocity: Value) {
        guard t.isFinite else { throw .nonFiniteInput(name: "time") }
        return state(at: t)
    }

    /// The exact settling time: the last time at which the distance |x(t) − to| equals
    /// ε·|to − from| (ε alone when from = to). See ``Spring/settlingTime(from:to:initialVelocity:epsilon:)``.
    ///
    /// - Throws: as ``Spring/settlingTime(from:to:initialVelocity:epsilon:)``.
    public func settlingTime(epsilon: Double = 0.001) throws(SpringError) -> Double {
        try spring.settlingTime(from: from, to: to, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// The animation that continues this one from time t towards a new target: its start state
    /// is this animation's position and velocity at t, and its clock starts at t.
    ///
    /// This is what a gesture that interrupts an animation needs: the motion stays continuous in
    /// position and velocity; only the target (and, optionally, the spring) changes.
    /// `retargeted(to: b, at: t).state(at: 0) == state(at: t)`.
    ///
    /// - Parameters:
    ///   - newTarget: where the new animation comes to rest.
    ///   - t: the switch time, seconds since this animation started.
    ///   - newSpring: the spring for the new animation; this one's when nil.
    /// - Throws: ``SpringError/nonFiniteInput(name:)`` for a non-finite time or target.
    public func retargeted(to newTarget: Value, at t: Double, spring newSpring: Spring? = nil) throws(SpringError) -> SpringAnimation {
        let (x, v) = try checkedState(at: t)
        return try SpringAnimation(spring: newSpring ?? spring, from: x, to: newTarget, initialVelocity: v)
    }
}

extension SpringAnimation: Motion {
    /// The band within which ``isFinished(at:)`` counts the spring as settled: 0.001 of the
    /// distance |to − from| (absolute when from = to), the default of ``settlingTime(epsilon:)``.
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

extension SpringAnimation: Equatable {}
extension SpringAnimation: Hashable where Value: Hashable {}
extension SpringAnimation: Codable where Value: Codable {
    enum CodingKeys: String, CodingKey { case spring, from, to, initialVelocity }

    /// Decodes `{"spring": {…}, "from": …, "to": …, "initialVelocity": …}` (initialVelocity
    /// optional, zero when absent), validating every number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let spring = try container.decode(Spring.self, forKey: .spring)
        let from = try container.decode(Value.self, forKey: .from)
        let to = try container.decode(Value.self, forKey: .to)
        let velocity = try container.decodeIfPresent(Value.self, forKey: .initialVelocity) ?? .zero
        do {
            try self.init(spring: spring, from: from, to: to, initialVelocity: velocity)
        } catch {
            throw DecodingError.rejected(error, by: decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(spring, forKey: .spring)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(initialVelocity, forKey: .initialVelocity)
    }
}
