// Unit quaternions: 3-D rotations.
//
// q = (w, x, y, z) = (cos θ/2, sin θ/2 · n) rotates by θ about the unit axis n (right-handed).
// Hamilton product (w₁, v₁)(w₂, v₂) = (w₁w₂ − v₁·v₂, w₁v₂ + w₂v₁ + v₁ × v₂); q and −q are the same
// rotation. The chart at a rotation a is the rotation vector in a's own frame:
//     log_a b = θ·n  where  a⁻¹b = ±(cos θ/2, sin θ/2 · n), the sign chosen so that θ ∈ [0, π]
//     exp_a v = a · (cos |v|/2, sin(|v|/2)/|v| · v),
// so the geodesic exp_a(t·log_a b) is slerp along the shorter arc, at constant angular speed
// θ per unit t. θ = 2·atan2(|v|, w) is accurate at every angle (no acos near 0 or π), and the
// small-angle limits (sin(|v|/2)/|v| → ½, θ/|v| → 2/w) need no special series: atan2 and sin
// are accurate for tiny arguments.
// Reference: K. Shoemake, "Animating rotation with quaternion curves", SIGGRAPH 1985.

import MotionMath
import RealModule

/// A rotation of 3-D space as a unit quaternion (w, x, y, z) = (cos θ/2, sin θ/2 · axis).
///
/// Always unit length (to rounding) and finite: the initialisers normalise and reject zero or
/// non-finite input with a `ValueSpaceError`. q and −q are the same rotation; `==` compares
/// components (use ``angle(to:)`` to compare rotations).
public struct Quaternion: Sendable, Hashable, CustomStringConvertible {
    /// The real part cos θ/2.
    public let w: Double
    /// The vector part sin θ/2 · axis: x, y and z.
    public let x: Double
    /// See ``x``.
    public let y: Double
    /// See ``x``.
    public let z: Double

    /// The identity rotation (1, 0, 0, 0).
    public static let identity = Quaternion(unitW: 1, x: 0, y: 0, z: 0)

    /// Components assumed unit length and finite (internal).
    @usableFromInline
    init(unitW w: Double, x: Double, y: Double, z: Double) {
        (self.w, self.x, self.y, self.z) = (w, x, y, z)
    }

    /// The rotation of the quaternion (w, x, y, z) divided by its length.
    /// - Throws: `ValueSpaceError.nonFinite(_:)` for a NaN or infinite component,
    ///   `ValueSpaceError.invalidValue(_:)` for the zero quaternion (no rotation).
    public init(w: Double, x: Double, y: Double, z: Double) throws(ValueSpaceError) {
        guard w.isFinite, x.isFinite, y.isFinite, z.isFinite else {
            throw .nonFinite("quaternion (\(w), \(x), \(y), \(z))")
        }
        guard let unit = Self.normalized(w, x, y, z) else { throw .invalidValue("the zero quaternion is not a rotation") }
        self = unit
    }

    /// Finite components divided by their length (scaled first, so that neither tiny nor huge
    /// components under- or overflow), or nil for zero.
    @inlinable
    static func normalized(_ w: Double, _ x: Double, _ y: Double, _ z: Double) -> Quaternion? {
        let largest = max(abs(w), abs(x), abs(y), abs(z))
        guard largest > 0 else { return nil }
        // A power of two near the largest component: exact scaling.
        let scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
        let (a, b, c, d) = (w / scale, x / scale, y / scale, z / scale)
        let length = (a * a + b * b + c * c + d * d).squareRoot()
        return Quaternion(unitW: a / length, x: b / length, y: c / length, z: d / length)
    }

    /// The rotation by `angle` radians about `axis` (right-handed; the axis need not be unit).
    /// - Throws: `ValueSpaceError.nonFinite(_:)`; `ValueSpaceError.invalidValue(_:)` for a
    ///   zero axis with a non-zero angle (a zero angle about any axis is the identity).
    public init(axis: SIMD3<Double>, angle: Double) throws(ValueSpaceError) {
        guard axis.x.isFinite, axis.y.isFinite, axis.z.isFinite, angle.isFinite else {
            throw .nonFinite("axis \(axis), angle \(angle)")
        }
        if angle == 0 { self = .identity; return }
        let length = axis.magnitude
        guard length > 0, length.isFinite else { throw .invalidValue("a rotation by \(angle) needs a non-zero axis") }
        let n = axis / length
        let s = Double.sin(angle / 2)
        try self.init(w: Double.cos(angle / 2), x: s * n.x, y: s * n.y, z: s * n.z)
    }

    /// The rotation vector θ·n (radians), its angle θ in [0, π] (the shorter way round), the
    /// logarithm at the identity. The inverse of ``init(rotationVector:)``.
    @inlinable
    public var rotationVector: SIMD3<Double> { logarithm(shortest: true) }

    /// The logarithm 2·atan2(|v|, w)·v/|v| of (w, v): with `shortest`, of the sign of q with
    /// w ≥ 0 (angle in [0, π]); without, of q as stored (angle in [0, 2π]: the 4-D arc that CSS
    /// Transforms' unshortened slerp follows).
    @inlinable
    func logarithm(shortest: Bool) -> SIMD3<Double> {
        let sign: Double = shortest && w < 0 ? -1 : 1
        let v = SIMD3(x, y, z) * sign
        let s = v.magnitude
        guard s > 0 else { return .zero }
        return v * (2 * Double.atan2(y: s, x: w * sign) / s)
    }

    /// The rotation exp(v): by |v| radians about v.
    /// - Throws: `ValueSpaceError.nonFinite(_:)`.
    public init(rotationVector v: SIMD3<Double>) throws(ValueSpaceError) {
        guard v.x.isFinite, v.y.isFinite, v.z.isFinite else { throw .nonFinite("rotation vector \(v)") }
        self = Self.exp(v)
    }

    /// exp(v) for a finite rotation vector (internal: no check).
    @inlinable
    static func exp(_ v: SIMD3<Double>) -> Quaternion {
        let angle = v.magnitude
        guard angle > 0 else { return .identity }
        let half = angle / 2
        let s = Double.sin(half) / angle
        return normalized(Double.cos(half), s * v.x, s * v.y, s * v.z) ?? .identity
    }

    /// The axis (unit) and angle θ ∈ [0, π] of the rotation; the axis is (1, 0, 0) for the identity.
    public var axisAngle: (axis: SIMD3<Double>, angle: Double) {
        let v = rotationVector
        let angle = v.magnitude
        guard angle > 0 else { return (SIMD3(1, 0, 0), 0) }
        return (v / angle, angle)
    }

    /// The inverse rotation (the conjugate of a unit quaternion).
    @inlinable
    public var inverse: Quaternion { Quaternion(unitW: w, x: -x, y: -y, z: -z) }

    /// The same rotation with the other sign (−q).
    @inlinable
    public var negated: Quaternion { Quaternion(unitW: -w, x: -x, y: -y, z: -z) }

    /// The Hamilton product: the rotation `rhs` followed by `lhs` (as matrices, L·R). Renormalised.
    @inlinable
    public static func * (lhs: Quaternion, rhs: Quaternion) -> Quaternion {
        let (a, b) = (lhs, rhs)
        let w = a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z
        let x = a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y
        let y = a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x
        let z = a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w
        return normalized(w, x, y, z) ?? .identity
    }

    /// The 4-D dot product w₁w₂ + v₁·v₂ (the cosine of half the angle between the rotations, up to sign).
    @inlinable
    public func dot(_ other: Quaternion) -> Double { w * other.w + x * other.x + y * other.y + z * other.z }

    /// The angle in [0, π] of the rotation taking self to `other` (the geodesic distance).
    public func angle(to other: Quaternion) -> Double { (inverse * other).rotationVector.magnitude }

    /// The vector v rotated: v + 2w(u × v) + 2u × (u × v), u = (x, y, z).
    public func rotate(_ v: SIMD3<Double>) -> SIMD3<Double> {
        let u = SIMD3(x, y, z)
        let t = 2 * cross(u, v)
        return v + w * t + cross(u, t)
    }

    /// The 3×3 rotation matrix, as rows: R·v rotates a column vector v.
    public var rotationMatrix: [SIMD3<Double>] {
        let (xx, yy, zz) = (x * x, y * y, z * z)
        let (xy, xz, yz, wx, wy, wz) = (x * y, x * z, y * z, w * x, w * y, w * z)
        return [
            SIMD3(1 - 2 * (yy + zz), 2 * (xy - wz), 2 * (xz + wy)),
            SIMD3(2 * (xy + wz), 1 - 2 * (xx + zz), 2 * (yz - wx)),
            SIMD3(2 * (xz - wy), 2 * (yz + wx), 1 - 2 * (xx + yy)),
        ]
    }

    /// The rotation of a 3×3 rotation matrix given as rows (Shepperd's method: the largest of
    /// the four diagonal combinations is divided by, so no cancellation; the result is
    /// renormalised, so a matrix a little off orthogonal gives the nearest-ish rotation).
    /// - Throws: `ValueSpaceError.nonFinite(_:)`; `ValueSpaceError.invalidValue(_:)` when
    ///   the rows are not three or the matrix is far from a rotation (determinant ≤ 0).
    public init(rotationMatrix m: [SIMD3<Double>]) throws(ValueSpaceError) {
        guard m.count == 3 else { throw .invalidValue("a rotation matrix has 3 rows, got \(m.count)") }
        guard m.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }) else { throw .nonFinite("rotation matrix \(m)") }
        let det = (m[0] * cross(m[1], m[2])).sum()
        guard det > 0 else { throw .invalidValue("the matrix is not a rotation (determinant \(det))") }
        let trace = m[0].x + m[1].y + m[2].z
        let (w, x, y, z): (Double, Double, Double, Double)
        if trace >= m[0].x && trace >= m[1].y && trace >= m[2].z {
            let r = (1 + trace).squareRoot()
            (w, x, y, z) = (r / 2, (m[2].y - m[1].z) / (2 * r), (m[0].z - m[2].x) / (2 * r), (m[1].x - m[0].y) / (2 * r))
        } else if m[0].x >= m[1].y && m[0].x >= m[2].z {
            let r = max(0, 1 + m[0].x - m[1].y - m[2].z).squareRoot()
            (w, x, y, z) = ((m[2].y - m[1].z) / (2 * r), r / 2, (m[0].y + m[1].x) / (2 * r), (m[0].z + m[2].x) / (2 * r))
        } else if m[1].y >= m[2].z {
            let r = max(0, 1 - m[0].x + m[1].y - m[2].z).squareRoot()
            (w, x, y, z) = ((m[0].z - m[2].x) / (2 * r), (m[0].y + m[1].x) / (2 * r), r / 2, (m[1].z + m[2].y) / (2 * r))
        } else {
            let r = max(0, 1 - m[0].x - m[1].y + m[2].z).squareRoot()
            (w, x, y, z) = ((m[1].x - m[0].y) / (2 * r), (m[0].z + m[2].x) / (2 * r), (m[1].z + m[2].y) / (2 * r), r / 2)
        }
        try self.init(w: w, x: x, y: y, z: z)
    }

    /// Spherical linear interpolation: exp_a(t·log_a b), along the shorter arc (b's sign is
    /// chosen so that the turn is ≤ π), at constant angular speed; exactly `a` at t = 0 and `b`
    /// at t = 1. Antipodal inputs (b = −a, the same rotation) give a constant.
    /// - Complexity: O(1): two products, one atan2, one sin and one cos.
    @inlinable
    public static func slerp(_ a: Quaternion, _ b: Quaternion, fraction t: Double) -> Quaternion {
        if t == 0 { return a }
        if t == 1 { return b }
        return a * exp((a.inverse * b).rotationVector * t)
    }

    public var description: String { "Quaternion(w: \(w), x: \(x), y: \(y), z: \(z))" }
}

@inlinable
func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
