// Interpolation spaces of transforms: decomposed matrices (a chart with log/exp, so cubic
// keyframes and springs work) and CSS transform lists (interpolation depends on both ends).

import MotionMath
import RealModule

/// Decomposed 3-D transforms (``DecomposedTransform``), interpolated as CSS Transforms 2 does:
/// translation, scale, skew and perspective linearly, the rotation by the spec's slerp.
///
/// Tangent = SIMD16<Double>, the components in this order:
/// [0..<3] translation (px), [3..<6] scale, [6..<9] skew (xy, xz, yz), [9..<13] perspective
/// (p0…p3), [13..<16] the rotation vector (radians) of a⁻¹b in a's frame.
///
/// - `difference(from: a, to: b)`: b − a for the linear components; for the rotation the
///   logarithm of a⁻¹b = (w, u) **as signed**, 2·atan2(|u|, w)·u/|u| (angle in [0, 2π]): the
///   spec's slerp follows the 4-D arc between the quaternions as they are (no sign flip to the
///   shorter turn), and exp_a(t·log) traces exactly that arc. When |a·b| ≥ 1 in floating point
///   (b = ±a, the same rotation) the tangent is 0, as the spec's slerp returns a there.
/// - `moved(a, by: v)`: a + v linear, a·exp(v) for the rotation.
/// - `distance`: the Euclidean length of the tangent — it mixes px, unitless factors and
///   radians, so it measures "how much changes", not a geometric length.
public struct DecomposedTransformSpace: DifferentiableInterpolationSpace {
    /// Decomposed 3-D transforms.
    public typealias Value = DecomposedTransform
    /// (translation 3, scale 3, skew 3, perspective 4, rotation vector 3).
    public typealias Tangent = SIMD16<Double>

    /// The space (it has no parameters).
    public init() {}

    /// - Throws: `ValueSpaceError.nonFinite(_:)` for a non-finite component.
    public func validate(_ value: DecomposedTransform) throws(ValueSpaceError) {
        let v = Self.linearPart(value)
        let q = value.rotation
        guard v.isFiniteVector, q.w.isFinite, q.x.isFinite, q.y.isFinite, q.z.isFinite else {
            throw .nonFinite("\(value)")
        }
    }

    /// The linear components as a tangent (rotation slots zero).
    static func linearPart(_ d: DecomposedTransform) -> SIMD16<Double> {
        SIMD16(d.translation.x, d.translation.y, d.translation.z,
               d.scale.x, d.scale.y, d.scale.z,
               d.skew.x, d.skew.y, d.skew.z,
               d.perspective.x, d.perspective.y, d.perspective.z, d.perspective.w,
               0, 0, 0)
    }

    /// log(a⁻¹b) along the 4-D arc between the quaternions as signed (angle up to 2π).
    static func rotationLog(_ a: Quaternion, _ b: Quaternion) -> SIMD3<Double> {
        // The spec's slerp returns a when |a·b| = 1 (b = ±a, the same rotation).
        guard abs(a.dot(b)) < 1 else { return .zero }
        return (a.inverse * b).logarithm(shortest: false)
    }

    /// The tangent from a to b (see the type's documentation).
    public func difference(from a: DecomposedTransform, to b: DecomposedTransform) -> SIMD16<Double> {
        var v = Self.linearPart(b) - Self.linearPart(a)
        let r = Self.rotationLog(a.rotation, b.rotation)
        v[13] = r.x; v[14] = r.y; v[15] = r.z
        return v
    }

    /// a moved by the tangent v; a non-finite v (never produced here) gives a.
    public func moved(_ a: DecomposedTransform, by v: SIMD16<Double>) -> DecomposedTransform {
        guard v.isFiniteVector else { return a }
        let x = Self.linearPart(a) + v
        return DecomposedTransform(
            translation: SIMD3(x[0], x[1], x[2]),
            scale: SIMD3(x[3], x[4], x[5]),
            skew: SIMD3(x[6], x[7], x[8]),
            perspective: SIMD4(x[9], x[10], x[11], x[12]),
            rotation: a.rotation * Quaternion.exp(SIMD3(v[13], v[14], v[15])))
    }

    /// The spec's interpolation: components a + (b − a)·t, rotation a·exp(t·log(a⁻¹b)) (the
    /// slerp of the spec). Exactly a at t = 0 and b at t = 1.
    public func interpolate(from a: DecomposedTransform, to b: DecomposedTransform, fraction t: Double) -> DecomposedTransform {
        if t == 0 { return a }
        if t == 1 { return b }
        return moved(a, by: difference(from: a, to: b).scaled(by: t))
    }
}

/// CSS transform lists, interpolated as CSS Transforms 1/2 §"Interpolation of Transforms"
/// specify (see ``TransformList/interpolated(to:fraction:matrix2D:)``).
///
/// `distance(from: a, to: b)` is the length of the ``DecomposedTransformSpace`` tangent between
/// the decompositions of the two lists' matrices (px, unitless factors and radians together);
/// when either matrix cannot be decomposed it is the largest absolute difference of the matrix
/// entries (finite, and 0 only for equal matrices).
public struct TransformListSpace: InterpolationSpace {
    /// CSS transform lists.
    public typealias Value = TransformList

    /// How two 2-D matrices interpolate (the specification's residual model by default).
    public let matrix2D: Matrix2DModel

    /// The space, with the 2-D matrix model.
    public init(matrix2D: Matrix2DModel = .residual) { self.matrix2D = matrix2D }

    /// - Throws: `ValueSpaceError.nonFinite(_:)` for a non-finite argument of any function.
    public func validate(_ value: TransformList) throws(ValueSpaceError) {
        for f in value.functions { try f.validate() }
    }

    /// ``TransformList/interpolated(to:fraction:matrix2D:)`` in ``matrix2D``.
    public func interpolate(from a: TransformList, to b: TransformList, fraction t: Double) -> TransformList {
        a.interpolated(to: b, fraction: t, matrix2D: matrix2D)
    }

    /// See the type's documentation.
    public func distance(from a: TransformList, to b: TransformList) -> Double {
        let (ma, mb) = (a.matrix, b.matrix)
        if let da = ma.decomposed(), let db = mb.decomposed() {
            let d = DecomposedTransformSpace().distance(from: da, to: db)
            if d.isFinite { return d }
        }
        let diff = (ma.storage - mb.storage)
        let m = (0..<16).reduce(0.0) { max($0, abs(diff[$1])) }
        return m.isFinite ? m : .greatestFiniteMagnitude
    }
}
