// The interpolation space of 3-D rotations: unit quaternions with the rotation-vector chart.

import MotionMath

/// Rotations as unit quaternions, interpolated along great arcs (slerp) at constant angular
/// speed; tangents are rotation vectors (radians) in the frame of the value they start from,
/// so a spring's velocity is an angular velocity vector (rad/s, about the target's own axes).
///
/// - `difference(from: a, to: b)` = log(a⁻¹b), the rotation vector of the shorter turn (|·| ≤ π);
/// - `moved(a, by: v)` = a·exp(v);
/// - `distance` = the turn angle in [0, π] (paced keyframes: constant angular speed);
/// - `continuousSequence` flips signs so that consecutive quaternions have a dot product ≥ 0.
public struct RotationSpace: DifferentiableInterpolationSpace {
    /// Rotations.
    public typealias Value = Quaternion
    /// Rotation vectors (radians) in the frame of the value they start from.
    public typealias Tangent = SIMD3<Double>

    /// The space of 3-D rotations.
    public init() {}

    /// Quaternion values are valid by construction (unit, finite).
    public func validate(_ value: Quaternion) throws(ValueSpaceError) {
        guard value.w.isFinite, value.x.isFinite, value.y.isFinite, value.z.isFinite else { throw .nonFinite("\(value)") }
    }

    /// The rotation vector of a⁻¹b, the shorter way (angle in [0, π]).
    @inlinable
    public func difference(from a: Quaternion, to b: Quaternion) -> SIMD3<Double> { (a.inverse * b).rotationVector }

    /// a·exp(v); a non-finite v (never produced by the interpolators) gives a.
    @inlinable
    public func moved(_ a: Quaternion, by v: SIMD3<Double>) -> Quaternion {
        guard v.isFiniteVector else { return a }
        return a * Quaternion.exp(v)
    }

    /// The slerp from a to b (exact ends).
    @inlinable
    public func interpolate(from a: Quaternion, to b: Quaternion, fraction t: Double) -> Quaternion {
        Quaternion.slerp(a, b, fraction: t)
    }

    /// Signs aligned: each quaternion negated if its dot product with the previous one is negative.
    public func continuousSequence(_ values: [Quaternion]) -> [Quaternion] {
        var result = values
        for i in result.indices.dropFirst() where result[i].dot(result[i - 1]) < 0 { result[i] = result[i].negated }
        return result
    }
}
