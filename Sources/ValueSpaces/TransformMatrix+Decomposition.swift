// Decomposition of transformation matrices for interpolation (CSS Transforms).
//
// Goals, in order: (1) the results of CSS Transforms 2 §"Interpolation of 3D matrices" and
// CSS Transforms 1 §"Interpolation of 2D matrices"; (2) recompose(decompose(M)) = M to a few ulps
// times the conditioning of M's upper 3×3 block; (3) never a NaN: a matrix that cannot be
// decomposed (m44 = 0, or a singular upper 3×3 block) gives nil, and the callers fall back to
// the specs' discrete interpolation.
//
// 3-D model (column vectors, M normalised so that m44 = 1):
//     M = P · T · R · K · S
// P: the identity with bottom row p = (p0, p1, p2, p3) (perspective); T: translation t;
// R: the rotation of the unit quaternion q; K = I + kxy·E01 + kxz·E02 + kyz·E12 (skew, unit
// upper triangular); S = diag(sx, sy, sz). The spec's recipe: the bottom row r of M solves
// r = pᵀN with N = M whose bottom row is replaced by (0, 0, 0, 1); the upper 3×3 block A = R·K·S is
// a QR factorisation by Gram–Schmidt on the columns, with all three scales and R negated when
// det A < 0 (R must be a rotation). We solve for p with Gaussian elimination with partial
// pivoting (backward stable) instead of the spec's explicit inverse, and take q by Shepperd's
// method (Quaternion(rotationMatrix:)), sign chosen so that w ≥ 0 as the spec's formula gives.
//
// 2-D model (both matrices 2-D): [a c; b d] = R(θ) · [1 K; 0 1] · diag(sx, sy), translation (e, f);
// for det < 0 one axis is flipped: sx when a < d, else sy (the spec's rule); θ = atan2(b, a)
// after the scales are divided out.
//
// References: CSS Transforms Module Level 1 and Level 2 (W3C Editor's Drafts), sections on the
// interpolation of matrices; R. W. Thomas, "Decomposing a matrix into simple transformations",
// Graphics Gems II (1991) — the unmatrix procedure the specs adapt.

import MotionMath
import RealModule

/// The components of a 3-D transformation matrix, as CSS Transforms 2 decomposes it:
/// M = P · T · R · K · S (column vectors; see ``TransformMatrix/decomposed()``).
public struct DecomposedTransform: Sendable, Hashable, CustomStringConvertible {
    /// The translation (px): the matrix's last column after normalisation (m41, m42, m43).
    public var translation: SIMD3<Double>
    /// The scale factors along x, y, z (unitless; all three negated when the matrix flips
    /// orientation, as the spec does).
    public var scale: SIMD3<Double>
    /// The shear factors (xy, xz, yz): the above-diagonal entries of the unit upper-triangular
    /// factor K (tangents of skew angles, not angles).
    public var skew: SIMD3<Double>
    /// The perspective row p = (p0, p1, p2, p3): the bottom row of the factor P; (0, 0, 0, 1)
    /// for an affine matrix. perspective(d) has p = (0, 0, −1/d, 1).
    public var perspective: SIMD4<Double>
    /// The rotation R (the decomposition returns w ≥ 0, as the spec's formula does).
    public var rotation: Quaternion

    /// Components as given (no check; ``DecomposedTransformSpace/validate(_:)`` checks finiteness).
    public init(translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = SIMD3(1, 1, 1),
                skew: SIMD3<Double> = .zero, perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1),
                rotation: Quaternion = .identity) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The identity transform's components.
    public static let identity = DecomposedTransform()

    /// The matrix P · T · R · K · S, in the spec's recomposition order.
    /// - Complexity: O(1) (about 100 multiplications).
    public var recomposed: TransformMatrix {
        // R·K·S: column j of K·S is s_j·(K's column j); R applied to each.
        let rows = rotation.rotationMatrix
        let r0 = SIMD3(rows[0].x, rows[1].x, rows[2].x)   // columns of R
        let r1 = SIMD3(rows[0].y, rows[1].y, rows[2].y)
        let r2 = SIMD3(rows[0].z, rows[1].z, rows[2].z)
        let c0 = r0 * scale.x
        let c1 = (r0 * skew.x + r1) * scale.y
        let c2 = (r0 * skew.y + r1 * skew.z + r2) * scale.z
        let t = translation
        // N = [A t; 0 1]; M = P·N: the top three rows are N's, the bottom row is pᵀN.
        let p = perspective
        let bottom = SIMD4(
            p.x * c0.x + p.y * c0.y + p.z * c0.z,
            p.x * c1.x + p.y * c1.y + p.z * c1.z,
            p.x * c2.x + p.y * c2.y + p.z * c2.z,
            p.x * t.x + p.y * t.y + p.z * t.z + p.w)
        return TransformMatrix(columnMajor: SIMD16(
            c0.x, c0.y, c0.z, bottom.x,
            c1.x, c1.y, c1.z, bottom.y,
            c2.x, c2.y, c2.z, bottom.z,
            t.x, t.y, t.z, bottom.w))
    }

    /// The components, for messages.
    public var description: String {
        "DecomposedTransform(translation: \(translation), scale: \(scale), skew: \(skew), perspective: \(perspective), rotation: \(rotation))"
    }
}

/// How two 2-D matrices interpolate (CSS Transforms 1, "Interpolation of 2D matrices"): both
/// models take out a translation, a rotation and two scales and interpolate them the same way;
/// they differ in what is left when the matrix has a skew.
public enum Matrix2DModel: String, Sendable, Hashable, CaseIterable {
    /// The specification's text (CSS Transforms 1, "Decomposing a 2D matrix"; WebKit's
    /// `AffineTransform::decompose`): [a c; b d] = remainder · R(angle) · diag(sx, sy), the
    /// scales the columns' lengths, and the remainder's four entries interpolate linearly.
    case residual
    /// The model the web-platform-tests expect and Chromium and Firefox implement
    /// (`transform-interpolation-005`: M = translate · rotate · skew · scale):
    /// [a c; b d] = R(angle) · [1 K; 0 1] · diag(sx, sy), the shear K linear.
    case skew
}

/// A 2-D matrix decomposed for interpolation (``Matrix2DModel``): a translation (e, f), a
/// rotation angle, two scales (one negative when an axis is flipped), and what the model leaves
/// over: the remainder 2×2 matrix (``Matrix2DModel/residual``) or the shear K
/// (``Matrix2DModel/skew``). Interpolation is linear in every component.
public struct DecomposedTransform2D: Sendable, Hashable, CustomStringConvertible {
    /// The translation (e, f), px.
    public var translation: SIMD2<Double>
    /// The scale factors; for a matrix with negative determinant one of them is negative.
    public var scale: SIMD2<Double>
    /// The rotation angle, radians (in (−π, π] from ``TransformMatrix/decomposed2D(model:)``).
    public var angle: Double
    /// The remainder 2×2 matrix (a, b, c, d) in CSS `matrix()` order (``Matrix2DModel/residual``;
    /// the identity in the skew model).
    public var remainder: SIMD4<Double>
    /// The xy shear K, the tangent of the skewX angle (``Matrix2DModel/skew``; 0 in the residual
    /// model).
    public var shear: Double
    /// The model the components belong to.
    public var model: Matrix2DModel

    /// Components as given (angle in radians; no check).
    public init(translation: SIMD2<Double> = .zero, scale: SIMD2<Double> = SIMD2(1, 1), angle: Double = 0,
                remainder: SIMD4<Double> = SIMD4(1, 0, 0, 1), shear: Double = 0, model: Matrix2DModel = .residual) {
        self.translation = translation
        self.scale = scale
        self.angle = angle
        self.remainder = remainder
        self.shear = shear
        self.model = model
    }

    /// The matrix: translate(e, f) · remainder · rotate(angle) · scale(sx, sy) (CSS Transforms 1
    /// "Recomposing to a 2D matrix"), or translate(e, f) · rotate(angle) · skewX(atan K) ·
    /// scale(sx, sy) in the skew model.
    public var recomposed: TransformMatrix {
        let (cs, sn) = (Double.cos(angle), Double.sin(angle))
        let (sx, sy) = (scale.x, scale.y)
        switch model {
        case .skew:
            return TransformMatrix(affine: cs * sx, sn * sx, (cs * shear - sn) * sy, (sn * shear + cs) * sy, translation.x, translation.y)
        case .residual:
            let r = remainder
            // remainder · R(angle): columns (r.x, r.y)·cos + (r.z, r.w)·sin and −(r.x, r.y)·sin + (r.z, r.w)·cos.
            let (a, b) = (r.x * cs + r.z * sn, r.y * cs + r.w * sn)
            let (c, d) = (r.z * cs - r.x * sn, r.w * cs - r.y * sn)
            return TransformMatrix(affine: a * sx, b * sx, c * sy, d * sy, translation.x, translation.y)
        }
    }

    /// The CSS Transforms 1 interpolation of two decomposed 2-D matrices (of one model): if one
    /// has its x axis flipped and the other its y axis, the first is turned into an unflipped
    /// rotation (both scales negated, angle ∓ π); a zero angle counts as 2π, and the angles are
    /// brought within π of each other (the shorter way round); then every component is linear in
    /// t, the remainder's entries or the shear included. The model is a's.
    /// Exact at t = 0 (returns a's components after the fixups, which recompose to the same matrix).
    public static func interpolate(_ a: DecomposedTransform2D, _ b: DecomposedTransform2D, fraction t: Double) -> DecomposedTransform2D {
        var a = a, b = b
        if (a.scale.x < 0 && b.scale.y < 0) || (a.scale.y < 0 && b.scale.x < 0) {
            a.scale = -a.scale
            a.angle += a.angle < 0 ? Double.pi : -Double.pi
        }
        if a.angle == 0 { a.angle = 2 * Double.pi }
        if b.angle == 0 { b.angle = 2 * Double.pi }
        if abs(a.angle - b.angle) > Double.pi {
            if a.angle > b.angle { a.angle -= 2 * Double.pi } else { b.angle -= 2 * Double.pi }
        }
        func lerp(_ x: Double, _ y: Double) -> Double { MotionMath.lerp(x, y, t) }
        return DecomposedTransform2D(
            translation: SIMD2(lerp(a.translation.x, b.translation.x), lerp(a.translation.y, b.translation.y)),
            scale: SIMD2(lerp(a.scale.x, b.scale.x), lerp(a.scale.y, b.scale.y)),
            angle: lerp(a.angle, b.angle),
            remainder: SIMD4(lerp(a.remainder.x, b.remainder.x), lerp(a.remainder.y, b.remainder.y),
                             lerp(a.remainder.z, b.remainder.z), lerp(a.remainder.w, b.remainder.w)),
            shear: lerp(a.shear, b.shear),
            model: a.model)
    }

    /// The components, for messages.
    public var description: String {
        "DecomposedTransform2D(\(model): translation: \(translation), scale: \(scale), angle: \(angle), remainder: \(remainder), shear: \(shear))"
    }
}

extension TransformMatrix {
    /// The CSS Transforms 2 decomposition M = P · T · R · K · S, or nil when the matrix cannot be
    /// decomposed: m44 = 0, a singular upper 3×3 block (after normalisation), non-finite entries,
    /// or components so large that their recomposition overflows (so that every decomposition
    /// recomposes to finite numbers).
    ///
    /// Steps: divide by m44; solve pᵀN = bottom row for the perspective (Gaussian elimination with
    /// partial pivoting on the 3×3 block; p = (0, 0, 0, 1) when m14 = m24 = m34 = 0); the
    /// translation is the last column; Gram–Schmidt on the columns of the 3×3 block gives the
    /// scales and shears; if the orthonormal factor has determinant −1, it and the scales are
    /// negated; the rotation is its quaternion (w ≥ 0).
    ///
    /// Accuracy: `decomposed()!.recomposed` equals M/m44 to about ε·κ(A) relative, κ(A) the
    /// condition number of the upper 3×3 block (Gram–Schmidt's loss of orthogonality).
    /// - Complexity: O(1).
    public func decomposed() -> DecomposedTransform? {
        guard isFinite, storage[15] != 0 else { return nil }
        let m = storage / storage[15]
        guard (0..<16).allSatisfy({ m[$0].isFinite }) else { return nil }
        var c0 = SIMD3(m[0], m[1], m[2])
        var c1 = SIMD3(m[4], m[5], m[6])
        var c2 = SIMD3(m[8], m[9], m[10])
        let t = SIMD3(m[12], m[13], m[14])
        let det = (c0 * cross(c1, c2)).sum()
        guard det != 0, det.isFinite else { return nil }

        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            // pᵀ·[A t; 0 1] = (r0, r1, r2, 1): Aᵀ·p₀₁₂ = (r0, r1, r2) and p3 = 1 − t·p₀₁₂.
            // Aᵀ has rows c0, c1, c2.
            guard let x = solve3(rows: [c0, c1, c2], rhs: SIMD3(m[3], m[7], m[11])) else { return nil }
            perspective = SIMD4(x.x, x.y, x.z, 1 - (x * t).sum())
        }

        var scale = SIMD3<Double>.zero
        var skew = SIMD3<Double>.zero
        scale.x = c0.magnitude
        guard scale.x > 0 else { return nil }
        c0 /= scale.x
        skew.x = (c0 * c1).sum()
        c1 -= c0 * skew.x
        scale.y = c1.magnitude
        guard scale.y > 0 else { return nil }
        c1 /= scale.y
        skew.x /= scale.y
        skew.y = (c0 * c2).sum()
        c2 -= c0 * skew.y
        skew.z = (c1 * c2).sum()
        c2 -= c1 * skew.z
        scale.z = c2.magnitude
        guard scale.z > 0 else { return nil }
        c2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z
        if (c0 * cross(c1, c2)).sum() < 0 {
            scale = -scale
            c0 = -c0; c1 = -c1; c2 = -c2
        }
        let rows = [SIMD3(c0.x, c1.x, c2.x), SIMD3(c0.y, c1.y, c2.y), SIMD3(c0.z, c1.z, c2.z)]
        guard var q = try? Quaternion(rotationMatrix: rows) else { return nil }
        if q.w < 0 { q = q.negated }
        let parts = DecomposedTransform(translation: t, scale: scale, skew: skew, perspective: perspective, rotation: q)
        // Components so large that recomposing them overflows (a 2.2e240 entry with a perspective
        // gives products beyond the largest Double, and ∞ − ∞ = NaN): refused, as a singular
        // matrix is, so that every decomposition recomposes to finite numbers.
        return parts.recomposed.isFinite ? parts : nil
    }

    /// The CSS Transforms 1 decomposition of a 2-D matrix (``is2D``) in `model`, or nil when the
    /// matrix is not 2-D, not finite, or singular (ad − bc = 0).
    ///
    /// Both models: the translation (e, f); when ad − bc < 0 one axis is flipped, x if a < d,
    /// else y. Residual: the scales are the columns' lengths, the angle that of the normalised
    /// first column, the remainder the normalised matrix · R(−angle). Skew: sx = ±|(a, b)|, the
    /// shear K·sy = a′·c + b′·d of the normalised first column (a′, b′) is removed from the
    /// second column, sy = ± its remaining length, K = (a′·c + b′·d)/sy.
    /// - Complexity: O(1).
    public func decomposed2D(model: Matrix2DModel = .residual) -> DecomposedTransform2D? {
        guard is2D, isFinite else { return nil }
        var (a, b, c, d, e, f) = affineComponents
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        var sign = SIMD2<Double>(1, 1)
        if det < 0 {
            if a < d { sign.x = -1 } else { sign.y = -1 }
        }
        switch model {
        case .skew:
            let sx = sign.x * Double.hypot(a, b)
            a /= sx; b /= sx
            var shear = a * c + b * d
            c -= a * shear; d -= b * shear
            let sy = sign.y * Double.hypot(c, d)
            guard sx != 0, sy != 0, sx.isFinite, sy.isFinite else { return nil }
            shear /= sy
            return DecomposedTransform2D(translation: SIMD2(e, f), scale: SIMD2(sx, sy), angle: Double.atan2(y: b, x: a),
                                         shear: shear, model: .skew)
        case .residual:
            let sx = sign.x * Double.hypot(a, b), sy = sign.y * Double.hypot(c, d)
            guard sx != 0, sy != 0, sx.isFinite, sy.isFinite else { return nil }
            a /= sx; b /= sx; c /= sy; d /= sy
            // The angle of the normalised first column; the remainder is the rest · R(−angle).
            let angle = Double.atan2(y: b, x: a)
            var remainder = SIMD4(a, b, c, d)
            if angle != 0 {
                let (cs, sn) = (a, -b)  // cos(−angle), sin(−angle) of the unit first column
                remainder = SIMD4(a * cs + c * sn, b * cs + d * sn, c * cs - a * sn, d * cs - b * sn)
            }
            return DecomposedTransform2D(translation: SIMD2(e, f), scale: SIMD2(sx, sy), angle: angle, remainder: remainder)
        }
    }

    /// The matrix a fraction t of the way from `self` to `other` by CSS matrix interpolation:
    /// the 2-D decomposition in `matrix2D` when both are 2-D, else the 3-D one (components linear, rotation
    /// by the spec's slerp); nil when either cannot be decomposed (the caller then switches
    /// discretely at t = ½, as the specs require), and nil too when the recomposed matrix has an
    /// infinite entry (components near the largest Double, whose products overflow: such a
    /// matrix would turn into NaN in any product with a zero, so it is treated as one that cannot
    /// be interpolated). t outside [0, 1] extrapolates.
    /// Exact at t = 0 and t = 1 (returns the end matrices themselves).
    public func interpolated(to other: TransformMatrix, fraction t: Double, matrix2D: Matrix2DModel = .residual) -> TransformMatrix? {
        if is2D && other.is2D {
            guard let a = decomposed2D(model: matrix2D), let b = other.decomposed2D(model: matrix2D) else { return nil }
            if t == 0 { return self }
            if t == 1 { return other }
            let m = DecomposedTransform2D.interpolate(a, b, fraction: t).recomposed
            return m.isFinite ? m : nil
        }
        guard let a = decomposed(), let b = other.decomposed() else { return nil }
        if t == 0 { return self }
        if t == 1 { return other }
        let m = DecomposedTransformSpace().interpolate(from: a, to: b, fraction: t).recomposed
        return m.isFinite ? m : nil
    }
}

/// Solves the 3×3 system (rows)·x = rhs by Gaussian elimination with partial pivoting; nil when
/// a pivot is zero or the result is not finite.
func solve3(rows: [SIMD3<Double>], rhs: SIMD3<Double>) -> SIMD3<Double>? {
    var a = [[rows[0].x, rows[0].y, rows[0].z, rhs.x],
             [rows[1].x, rows[1].y, rows[1].z, rhs.y],
             [rows[2].x, rows[2].y, rows[2].z, rhs.z]]
    for k in 0..<3 {
        var pivot = k
        for i in (k + 1)..<3 where abs(a[i][k]) > abs(a[pivot][k]) { pivot = i }
        guard a[pivot][k] != 0 else { return nil }
        a.swapAt(k, pivot)
        for i in (k + 1)..<3 {
            let factor = a[i][k] / a[k][k]
            for j in k..<4 { a[i][j] -= factor * a[k][j] }
        }
    }
    var x = [0.0, 0, 0]
    for i in stride(from: 2, through: 0, by: -1) {
        var s = a[i][3]
        for j in (i + 1)..<3 { s -= a[i][j] * x[j] }
        x[i] = s / a[i][i]
    }
    let result = SIMD3(x[0], x[1], x[2])
    guard result.x.isFinite, result.y.isFinite, result.z.isFinite else { return nil }
    return result
}
