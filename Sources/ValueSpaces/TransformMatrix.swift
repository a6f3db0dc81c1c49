// 4×4 transformation matrices in the order of CSS matrix3d(): column-major, 16 numbers.
//
// A point p = (x, y, z) maps to M·(x, y, z, 1)ᵀ followed by the division by the fourth
// coordinate (column vectors, the CSS and WebKit/Chromium convention: the product A·B applies B
// first). Element (row r, column c) is storage[4c + r]; CSS's mCR names (m11 … m44) are
// column-then-row, so matrix3d(a1, …, a16) stores a1 … a16 in order.
// Reference: CSS Transforms Module Level 2, §"Mathematical Description of Transform Functions".

import MotionMath
import RealModule

/// A 4×4 homogeneous transformation matrix, stored column-major as in CSS `matrix3d()`.
///
/// `TransformMatrix(columnMajor: SIMD16(a1, …, a16))` is `matrix3d(a1, …, a16)`; element
/// (row r, column c), both 0-based, is `self[r, c]` = `storage[4c + r]`. Points are column vectors:
/// `A * B` applies B first, then A (so a CSS list `f1 f2 … fn` has the matrix F1·F2·…·Fn).
public struct TransformMatrix: Sendable, Hashable, CustomStringConvertible {
    /// The 16 entries, column-major (matrix3d order).
    public var storage: SIMD16<Double>

    /// The matrix of `matrix3d(a1, …, a16)`: the entries column-major. No check (see ``isFinite``).
    public init(columnMajor storage: SIMD16<Double>) { self.storage = storage }

    /// The matrix of CSS `matrix(a, b, c, d, e, f)`: x' = a·x + c·y + e, y' = b·x + d·y + f
    /// (z and w unchanged).
    public init(affine a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        storage = SIMD16(a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, e, f, 0, 1)
    }

    /// The identity matrix.
    public static let identity = TransformMatrix(columnMajor: SIMD16(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1))

    /// Element (row, column), both 0-based.
    @inlinable
    public subscript(row: Int, column: Int) -> Double {
        get { storage[4 * column + row] }
        set { storage[4 * column + row] = newValue }
    }

    /// Column `c` (0-based) as a 4-vector.
    @inlinable
    package func column(_ c: Int) -> SIMD4<Double> {
        SIMD4(storage[4 * c], storage[4 * c + 1], storage[4 * c + 2], storage[4 * c + 3])
    }

    /// True when every entry is finite.
    public var isFinite: Bool { (0..<16).allSatisfy { storage[$0].isFinite } }

    /// True when the matrix is a 2-D affine map, i.e. the matrix of some `matrix(a, b, c, d, e, f)`:
    /// m13 = m14 = m23 = m24 = m31 = m32 = m34 = m43 = 0 and m33 = m44 = 1 (exact comparisons).
    public var is2D: Bool {
        let s = storage
        return s[2] == 0 && s[3] == 0 && s[6] == 0 && s[7] == 0 && s[8] == 0 && s[9] == 0
            && s[10] == 1 && s[11] == 0 && s[14] == 0 && s[15] == 1
    }

    /// The 2-D coefficients (a, b, c, d, e, f) of a matrix for which ``is2D`` holds (else the
    /// corresponding entries, ignoring the rest).
    package var affineComponents: (a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (storage[0], storage[1], storage[4], storage[5], storage[12], storage[13])
    }

    /// The product lhs·rhs (apply rhs first). Each entry is a 4-term dot product (no fused
    /// accumulation), so it is correct to a few ulps of the sum of the terms' magnitudes.
    /// - Complexity: 64 multiplications.
    public static func * (lhs: TransformMatrix, rhs: TransformMatrix) -> TransformMatrix {
        let c0 = lhs.column(0), c1 = lhs.column(1), c2 = lhs.column(2), c3 = lhs.column(3)
        var result = SIMD16<Double>()
        for c in 0..<4 {
            let r = rhs.column(c)
            var col: SIMD4<Double> = c0 * r[0]
            col += c1 * r[1]
            col += c2 * r[2]
            col += c3 * r[3]
            for row in 0..<4 { result[4 * c + row] = col[row] }
        }
        return TransformMatrix(columnMajor: result)
    }

    /// M·v for a homogeneous column vector v.
    public func applied(to v: SIMD4<Double>) -> SIMD4<Double> {
        var result: SIMD4<Double> = column(0) * v[0]
        result += column(1) * v[1]
        result += column(2) * v[2]
        result += column(3) * v[3]
        return result
    }

    /// The image of the point p: M·(p, 1) divided by its fourth coordinate w. A point mapped to
    /// w = 0 (on the perspective's vanishing plane) has no finite image: the result is nil.
    public func applied(to p: SIMD3<Double>) -> SIMD3<Double>? {
        let h = applied(to: SIMD4(p.x, p.y, p.z, 1))
        guard h.w != 0 else { return nil }
        return SIMD3(h.x, h.y, h.z) / h.w
    }

    /// The 2-D image of (x, y) in the plane z = 0 (as CSS renders a flat element), or nil on the
    /// vanishing line.
    public func applied(to p: SIMD2<Double>) -> SIMD2<Double>? {
        guard let q = applied(to: SIMD3(p.x, p.y, 0)) else { return nil }
        return SIMD2(q.x, q.y)
    }

    /// The transpose.
    package var transposed: TransformMatrix {
        var t = TransformMatrix.identity
        for r in 0..<4 { for c in 0..<4 { t[r, c] = self[c, r] } }
        return t
    }

    /// The determinant (Laplace expansion by 2×2 minors; exact for integer entries of moderate size).
    public var determinant: Double {
        let m = self
        let s0 = m[0, 0] * m[1, 1] - m[1, 0] * m[0, 1]
        let s1 = m[0, 0] * m[1, 2] - m[1, 0] * m[0, 2]
        let s2 = m[0, 0] * m[1, 3] - m[1, 0] * m[0, 3]
        let s3 = m[0, 1] * m[1, 2] - m[1, 1] * m[0, 2]
        let s4 = m[0, 1] * m[1, 3] - m[1, 1] * m[0, 3]
        let s5 = m[0, 2] * m[1, 3] - m[1, 2] * m[0, 3]
        let c5 = m[2, 2] * m[3, 3] - m[3, 2] * m[2, 3]
        let c4 = m[2, 1] * m[3, 3] - m[3, 1] * m[2, 3]
        let c3 = m[2, 1] * m[3, 2] - m[3, 1] * m[2, 2]
        let c2 = m[2, 0] * m[3, 3] - m[3, 0] * m[2, 3]
        let c1 = m[2, 0] * m[3, 2] - m[3, 0] * m[2, 2]
        let c0 = m[2, 0] * m[3, 1] - m[3, 0] * m[2, 1]
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The largest absolute entry (the max norm, used for relative comparisons).
    package var maxNorm: Double { (0..<16).reduce(0) { max($0, abs(storage[$1])) } }

    /// `matrix3d(a1, …, a16)` with Swift's shortest round-tripping decimals, or `matrix(a, …, f)`
    /// when ``is2D``.
    public var cssText: String {
        if is2D {
            let (a, b, c, d, e, f) = affineComponents
            return "matrix(\([a, b, c, d, e, f].map(cssNumber).joined(separator: ", ")))"
        }
        return "matrix3d(\((0..<16).map { cssNumber(storage[$0]) }.joined(separator: ", ")))"
    }

    /// ``cssText``.
    public var description: String { cssText }
}

/// A number in CSS text: integers without ".0", −0 as 0.
func cssNumber(_ x: Double) -> String {
    if x == 0 { return "0" }
    if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    return "\(x)"
}
