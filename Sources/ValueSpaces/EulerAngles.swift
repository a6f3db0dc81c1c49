// Euler angles (Tait–Bryan, intrinsic), as three.js's Euler orders: order "XYZ" with angles
// (a, b, c) is the rotation R = Rx(a)·Ry(b)·Rz(c) (rotate about X, then about the new Y, then
// about the newer Z; equivalently about the fixed Z, Y, X in that order). With axes (i, j, k) in
// order and parity p = +1 for the cyclic orders XYZ, YZX, ZXY and −1 for the others:
//     b = atan2(p·R[i][k], hypot(R[i][i], R[i][j]))          ∈ [−π/2, π/2]
//     a = atan2(−p·R[j][k], R[k][k]),  c = atan2(−p·R[i][j], R[i][i])
// and at gimbal lock (hypot(R[i][i], R[i][j]) ≤ 16ε, b = ±π/2) c = 0 and a = atan2(p·R[k][j], R[j][j]).
// Near gimbal lock the single angles are ill-conditioned (their error grows like ε/cos b) but the
// rotation they give back is accurate to a few ε (the error lies along the degenerate direction).
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
    /// - Throws: ``ValueSpaceError/nonFinite(_:)``.
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
    /// middle in [−π/2, π/2]; at gimbal lock the last is 0.
    public func eulerAngles(order: EulerOrder = .xyz) -> SIMD3<Double> {
        let r = rotationMatrix
        let (i, j, k, p) = order.axes
        let cosB = Double.hypot(r[i][i], r[i][j])
        let b = Double.atan2(y: p * r[i][k], x: cosB)
        if cosB > 16 * .ulpOfOne {
            return SIMD3(Double.atan2(y: -p * r[j][k], x: r[k][k]), b, Double.atan2(y: -p * r[i][j], x: r[i][i]))
        }
        return SIMD3(Double.atan2(y: p * r[k][j], x: r[j][j]), b, 0)
    }
}
