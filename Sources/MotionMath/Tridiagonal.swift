// Tridiagonal systems in pure Swift, for the core tier (the C2 keyframe splines), so that no
// runtime module links LAPACK.
//
// Gaussian elimination with partial pivoting by row interchanges, the algorithm of LAPACK's
// dgtsv (Anderson et al., LAPACK Users' Guide, 3rd ed., 1999): at step i the row with the larger
// |entry| in column i of rows i and i + 1 becomes the pivot row, which fills one extra
// super-diagonal. Backward stable (growth factor ≤ 2ⁿ⁻¹ in theory, small in practice; the spline
// systems are diagonally dominant except for not-a-knot's end rows, which pivoting handles).
// A test compares it with LAPACK dgtsv on random systems and several right-hand sides.

/// The error of ``TridiagonalSystem/solve(lower:diagonal:upper:rhs:columns:)``.
public enum TridiagonalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The diagonals' and right-hand side's lengths do not fit an n × n system.
    case dimensionMismatch(String)
    /// An entry is NaN or infinite.
    case nonFinite(String)
    /// A zero pivot at this (0-based) row after pivoting: the matrix is singular.
    case singular(pivot: Int)

    public var description: String {
        switch self {
        case .dimensionMismatch(let message): return "dimension mismatch: \(message)"
        case .nonFinite(let what): return "\(what) is not finite"
        case .singular(let pivot): return "the tridiagonal matrix is singular (zero pivot at row \(pivot))"
        }
    }
}

/// Tridiagonal linear systems.
public enum TridiagonalSystem {
    /// Solves T·X = B for a tridiagonal n × n T with `columns` right-hand sides.
    ///
    /// - Parameters:
    ///   - lower: the sub-diagonal, T[i+1][i], n − 1 entries.
    ///   - diagonal: T[i][i], n entries.
    ///   - upper: the super-diagonal, T[i][i+1], n − 1 entries.
    ///   - rhs: B in column-major order, n·`columns` entries.
    ///   - k: the number of right-hand sides (`columns`).
    /// - Returns: X in column-major order.
    /// - Throws: ``TridiagonalError`` for mismatched lengths, non-finite entries or a singular T.
    /// - Complexity: O(n·columns) time, O(n) extra storage.
    public static func solve(
        lower: [Double], diagonal: [Double], upper: [Double], rhs: [Double], columns k: Int = 1
    ) throws(TridiagonalError) -> [Double] {
        let n = diagonal.count
        guard n > 0 else { return [] }
        guard lower.count == n - 1, upper.count == n - 1, k >= 1, rhs.count == n * k else {
            throw .dimensionMismatch("\(lower.count)/\(n)/\(upper.count) diagonals for \(rhs.count) right-hand-side entries in \(k) columns")
        }
        guard (lower + diagonal + upper).allSatisfy(\.isFinite) else { throw .nonFinite("the tridiagonal matrix") }
        guard rhs.allSatisfy(\.isFinite) else { throw .nonFinite("the right-hand side") }
        // Row i of the factor: d[i] on the diagonal, du[i] and du2[i] on the two super-diagonals.
        var d = diagonal, du = upper, dl = lower, du2 = [Double](repeating: 0, count: max(n - 2, 0))
        var b = rhs
        for i in 0..<(n - 1) {
            if abs(d[i]) >= abs(dl[i]) {
                // No interchange: eliminate dl[i] below the pivot d[i].
                guard d[i] != 0 else { throw .singular(pivot: i) }
                let factor = dl[i] / d[i]
                d[i + 1] -= factor * du[i]
                for c in 0..<k { b[c * n + i + 1] -= factor * b[c * n + i] }
                if i < n - 2 { du2[i] = 0 }
            } else {
                // Interchange rows i and i + 1; the new row i gains a second super-diagonal entry.
                let factor = d[i] / dl[i]
                d[i] = dl[i]
                let oldDiagonal = d[i + 1]
                d[i + 1] = du[i] - factor * oldDiagonal
                if i < n - 2 {
                    du2[i] = du[i + 1]
                    du[i + 1] = -factor * du2[i]
                }
                du[i] = oldDiagonal
                for c in 0..<k {
                    let top = b[c * n + i]
                    b[c * n + i] = b[c * n + i + 1]
                    b[c * n + i + 1] = top - factor * b[c * n + i]
                }
            }
        }
        guard d[n - 1] != 0 else { throw .singular(pivot: n - 1) }
        for c in 0..<k {
            let o = c * n
            b[o + n - 1] /= d[n - 1]
            if n > 1 { b[o + n - 2] = (b[o + n - 2] - du[n - 2] * b[o + n - 1]) / d[n - 2] }
            if n > 2 {
                for i in stride(from: n - 3, through: 0, by: -1) {
                    b[o + i] = (b[o + i] - du[i] * b[o + i + 1] - du2[i] * b[o + i + 2]) / d[i]
                }
            }
        }
        return b
    }
}
