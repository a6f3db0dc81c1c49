// Euler angles (Tait–Bryan, intrinsic), as three.js's Euler orders: order "XYZ" with angles
// (a, b, c) is the rotation R = Rx(a)·Ry(b)·Rz(c) (rotate about X, then about the new Y, then
// about the newer Z; equivalently about the fixed Z, Y, X in that order). With axes (i, j, k) in
// order and parity p = +1 for the cyclic orders XYZ, YZX, ZXY and −1 for the others:
//     b = atan2(p·R[i][k], hypot(R[i][i], R[i][j]))          ∈ [−π/2, π/2]
//     a = atan2(−p·R[j][k], R[k][k]),  c = atan2(−p·R[i][j], R[i][i])
// except that c is read from Rᵢ(a)ᵀ·R = Rⱼ(b)·Rₖ(c) (row j: cos c at j, p·sin c at i) once a is known.
// Near gimbal lock a and c are each ill-conditioned (errors like ε/cos b), but so computed they
// are consistent and the rotation they give back is accurate to a few ε; at exact gimbal lock
// (cos b = 0) a = atan2(0, 0) = 0 and c carries the whole turn.
// References: three.js Euler.setFromRotationMatrix; K. Shoemake, "Euler angle conversion",
// Graphics Gems IV (1994).

import MotionMath
import RealModule

/// The order of the three rotations of Euler angles (intrinsic; three.js's convention: `.xyz`
/// is R = Rx·Ry·Rz).
public enum EulerOrder: String, Sendable, Hashable, Codable, CaseIterable {
    case xyz = "XYZ", yzx = "YZX", zxy = "ZXY", xzy = "XZY", yxz = "YXZ", zyx = "ZYX"

    /// The axis indices (0 = x, 1 = y, 2 = z) in order, and the parity (+1 cyclic, −1 not).
    var axes: (i: Int, j: Int, k: Int, parity: Double) {
        switch self {
        case .xyz: (0, 1, 2, 1)
        case .yzx: (1, 2, 0, 1)
        case .zxy: (2, 0, 1, 1)
        case .xzy: (0, 2, 1, -1)
        case .yxz: (1, 0, 2, -1)
        case .zyx: (2, 1, 0, -1)
        }
    }
}

extension Quaternion {
    /// The rotation of Euler angles (radians): the first angle about the order's first axis,
    /// and so on (intrinsic; `.xyz` is Rx(a)·Ry(b)·Rz(c)).
    /// - Throws: `ValueSpaceError.nonFinite(_:)`.
    public init(eulerAngles angles: SIMD3<Double>, order: EulerOrder = .xyz) throws(ValueSpaceError) {
        guard angles.x.isFinite, angles.y.isFinite, angles.z.isFinite else { throw .nonFinite("Euler angles \(angles)") }
        let (i, j, k, _) = order.axes
        func about(_ axis: Int, _ angle: Double) -> Quaternion {
            var v = SIMD3<Double>.zero
            v[axis] = Double.sin(angle / 2)
            return Quaternion(unitW: Double.cos(angle / 2), x: v.x, y: v.y, z: v.z)
        }
        self = about(i, angles[0]) * about(j, angles[1]) * about(k, angles[2])
    }

    /// Euler angles (radians) of this rotation in an order: the first and last in [−π, π], the
    /// middle in [−π/2, π/2]; at exact gimbal lock the first is 0.
    ///
    /// The last angle is read from Rᵢ(a)ᵀ·R = Rⱼ(b)·Rₖ(c) once a is known, so the three angles
    /// always give back the rotation to a few ε, even near gimbal lock where a and c separately
    /// are ill-conditioned (Eigen's `eulerAngles` does the same).
    /// - Complexity: O(1).
    public func eulerAngles(order: EulerOrder = .xyz) -> SIMD3<Double> {
        let r = rotationMatrix
        let (i, j, k, p) = order.axes
        let a = Double.atan2(y: -p * r[j][k], x: r[k][k])
        let b = Double.atan2(y: p * r[i][k], x: Double.hypot(r[i][i], r[i][j]))
        var axis = SIMD3<Double>.zero
        axis[i] = Double.sin(a / 2)
        let rest = (Quaternion(unitW: Double.cos(a / 2), x: axis.x, y: axis.y, z: axis.z).inverse * self).rotationMatrix
        let c = Double.atan2(y: p * rest[j][i], x: rest[j][j])
        return SIMD3(a, b, c)
    }
}
