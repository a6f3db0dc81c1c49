// A spring on a value of an interpolation space (an angle, a rotation, a colour, a transform):
// the oscillator runs on the chart at the target.
//
// With d(t) the offset from the target in the target's chart, d(0) = log_to(from) (the target
// taken as the continuous representative after `from`: 370° for 350° → 10°) and
// d′(0) = v₀ (a tangent at the target: an angular velocity vector for rotations), each
// component of d obeys the damped oscillator x″ + 2ζωₙx′ + ωₙ²x = 0 towards 0, and the value is
//     x(t) = exp_to(d(t)).
// So the motion settles on the path the space's difference chooses (the shorter arc for angles
// and rotations); from rest it follows the geodesic from `from` to `to` exactly, with the scalar
// spring's progress. The velocity is d′(t), a tangent at the target (for rotations the
// derivative of the rotation vector about the target's axes: the angular velocity in the
// target's frame when the motion is about one axis, as from rest).

import MotionMath

/// A spring released from ``from`` towards ``to`` in an interpolation space.
///
/// - Complexity: O(1) per evaluation (one ``SpringAnimation`` evaluation and one exponential map).
public struct SpaceSpringAnimation<Space: DifferentiableInterpolationSpace>: Sendable {
    /// The space of the values.
    public let space: Space
    /// The value at t = 0.
    public let from: Space.Value
    /// The value the spring comes to rest at (as given; see ``restingValue``).
    public let to: Space.Value
    /// The representative of `to` the motion settles at: the second of
    /// `InterpolationSpace.continuousSequence(_:)` of [from, to] (for angles, 350° → 10° settles
    /// at 370°, so the value moves continuously from `from`); equal to `to` in the space.
    public let restingValue: Space.Value
    /// The spring on the offset d(t) = log_to(x(t)): from log_to(from) towards zero.
    public let offset: SpringAnimation<Space.Tangent>

    /// A spring from `from` (with `initialVelocity`, a tangent at the target, per second) towards `to`.
    /// - Throws: ``SpringError/invalidValue(name:reason:)`` when the space rejects `from` or
    ///   `to`; ``SpringError/nonFiniteInput(name:)`` for a non-finite velocity.
    public init(spring: Spring, space: Space, from: Space.Value, to: Space.Value, initialVelocity: Space.Tangent = .zero) throws(SpringError) {
        do throws(ValueSpaceError) { try space.validate(from) } catch { throw .invalidValue(name: "from", reason: error) }
        do throws(ValueSpaceError) { try space.validate(to) } catch { throw .invalidValue(name: "to", reason: error) }
        self.space = space
        self.from = from
        self.to = to
        let pair = space.continuousSequence([from, to])
        restingValue = pair[1]
        offset = try SpringAnimation(spring: spring, from: space.stepDifference(from: pair[1], to: pair[0]), to: .zero, initialVelocity: initialVelocity)
    }

    /// The value at time t (seconds; t ≤ 0 gives `from`, up to the chart's rounding).
    public func value(at t: Double) -> Space.Value { space.moved(restingValue, by: offset.value(at: t)) }

    /// The velocity at time t: d′(t), a tangent at the target, per second.
    public func velocity(at t: Double) -> Space.Tangent { offset.velocity(at: t) }

    /// The exact settling time of the offset: the last time |d(t)| = ε·|d(0)| (ε alone when from = to).
    /// - Throws: as ``SpringAnimation/settlingTime(epsilon:)``.
    public func settlingTime(epsilon: Double = 0.001) throws(SpringError) -> Double { try offset.settlingTime(epsilon: epsilon) }

    /// Whether the spring has settled by t (see ``SpringAnimation/isFinished(at:)``).
    public func isFinished(at t: Double) -> Bool { offset.isFinished(at: t) }
}
