// Safe Swift entry points to the LAPACK routines the modules need (through LAPACKE).
//
// Each function copies its inputs into the arrays LAPACK overwrites (value semantics for the
// caller), calls LAPACKE with column-major layout, and turns `info` into a typed error. Inputs
// are checked for NaN and infinity first: LAPACK would otherwise propagate them silently.

import CLAPACKE

/// LAPACK-backed linear algebra: the entry points of the LinearSolvers module. Named `LAPACK`, not
/// after the module, so that `LinearSolvers.Matrix` and `LinearSolvers.LAPACK` work as qualified names.
public enum LAPACK {
    static let columnMajor = Int32(LAPACK_COL_MAJOR)

    static func checkFinite(_ values: [Double], _ name: String) throws(LinearSolverError) {
        guard values.allSatisfy(\.isFinite) else { throw .nonFiniteInput(name) }
    }

    /// Solves the tridiagonal system with sub-diagonal `lower` (n − 1), diagonal `diagonal` (n) and
    /// super-diagonal `upper` (n − 1) for each column of `rhs` (n × k, column-major): LAPACK dgtsv
    /// (Gaussian elimination with partial pivoting).
    /// - Returns: the solutions, column-major like `rhs`.
    /// - Throws: ``LinearSolverError/singular(pivot:)``, non-finite inputs, or mismatched sizes.
    /// - Complexity: O(n·k).
    public static func solveTridiagonal(lower: [Double], diagonal: [Double], upper: [Double], rhs: [Double], columns k: Int = 1) throws(LinearSolverError) -> [Double] {
        let n = diagonal.count
        guard n > 0 else { return [] }
        guard lower.count == n - 1, upper.count == n - 1, rhs.count == n * k, k >= 1 else {
            throw .dimensionMismatch("tridiagonal: \(lower.count)/\(n)/\(upper.count) diagonals for \(rhs.count) right-hand-side entries in \(k) columns")
        }
        try checkFinite(lower + diagonal + upper, "the tridiagonal matrix")
        try checkFinite(rhs, "the right-hand side")
        var dl = lower, d = diagonal, du = upper, b = rhs
        let info = LAPACKE_dgtsv(columnMajor, Int32(n), Int32(k), &dl, &d, &du, &b, Int32(n))
        try LinearSolverError.check(info, "dgtsv") { .singular(pivot: $0) }
        return b
    }

    /// Solves A·X = B for a general square A (LU with partial pivoting, LAPACK dgesv).
    /// - Throws: ``LinearSolverError/singular(pivot:)`` and input errors.
    /// - Complexity: O(n³ + n²·k).
    public static func solve(_ a: Matrix, _ rhs: [Double], columns k: Int = 1) throws(LinearSolverError) -> [Double] {
        let n = a.rows
        guard a.columns == n, rhs.count == n * k else { throw .dimensionMismatch("solve: \(a.rows)×\(a.columns) matrix, \(rhs.count) right-hand-side entries") }
        guard n > 0 else { return [] }
        try checkFinite(a.storage, "the matrix")
        try checkFinite(rhs, "the right-hand side")
        var m = a.storage, b = rhs
        var pivots = [Int32](repeating: 0, count: n)
        let info = LAPACKE_dgesv(columnMajor, Int32(n), Int32(k), &m, Int32(n), &pivots, &b, Int32(n))
        try LinearSolverError.check(info, "dgesv") { .singular(pivot: $0) }
        return b
    }

    /// The least-squares solution of A·x ≈ b for an m × n A of full column rank, m ≥ n (LAPACK
    /// dgels, QR).
    /// - Returns: x (n entries) and the residual sum of squares.
    /// - Throws: ``LinearSolverError/singular(pivot:)`` when A is rank-deficient, input errors.
    /// - Complexity: O(m·n²).
    public static func leastSquares(_ a: Matrix, _ b: [Double]) throws(LinearSolverError) -> (x: [Double], residualSquares: Double) {
        let (m, n) = (a.rows, a.columns)
        guard b.count == m, m >= n, n > 0 else { throw .dimensionMismatch("least squares: \(m)×\(n) matrix, \(b.count) observations") }
        try checkFinite(a.storage, "the matrix")
        try checkFinite(b, "the observations")
        var q = a.storage, rhs = b
        let info = LAPACKE_dgels(columnMajor, CChar(UInt8(ascii: "N")), Int32(m), Int32(n), 1, &q, Int32(m), &rhs, Int32(m))
        try LinearSolverError.check(info, "dgels") { .singular(pivot: $0) }
        let residual = rhs[n..<m].reduce(0) { $0 + $1 * $1 }
        return (Array(rhs[0..<n]), residual)
    }

    /// Eigenvalues (ascending) and orthonormal eigenvectors of the symmetric tridiagonal matrix
    /// with diagonal `diagonal` and off-diagonal `offDiagonal` (LAPACK dstev, implicit QL/QR).
    /// - Returns: the eigenvalues and the eigenvectors as a matrix (column j for eigenvalue j).
    /// - Throws: ``LinearSolverError/noConvergence(routine:info:)`` and input errors.
    /// - Complexity: O(n²).
    public static func symmetricTridiagonalEigen(diagonal: [Double], offDiagonal: [Double]) throws(LinearSolverError) -> (values: [Double], vectors: Matrix) {
        let n = diagonal.count
        guard offDiagonal.count == max(n - 1, 0), n > 0 else { throw .dimensionMismatch("dstev: \(n) diagonal and \(offDiagonal.count) off-diagonal entries") }
        try checkFinite(diagonal + offDiagonal, "the tridiagonal matrix")
        var d = diagonal, e = offDiagonal + [0]
        var z = Matrix(rows: n, columns: n)
        let info = LAPACKE_dstev(columnMajor, CChar(UInt8(ascii: "V")), Int32(n), &d, &e, &z.storage, Int32(n))
        try LinearSolverError.check(info, "dstev") { .noConvergence(routine: "dstev", info: $0) }
        return (d, z)
    }

    /// The generalized symmetric-definite eigenproblem K·φ = λ·M·φ (LAPACK dsygv, itype 1):
    /// eigenvalues ascending, eigenvectors M-orthonormal (φᵢᵀ·M·φⱼ = δᵢⱼ).
    /// - Throws: ``LinearSolverError/notPositiveDefinite(order:)`` when M is not positive definite,
    ///   ``LinearSolverError/noConvergence(routine:info:)``, input errors.
    /// - Complexity: O(n³).
    public static func generalizedSymmetricEigen(_ k: Matrix, _ m: Matrix) throws(LinearSolverError) -> (values: [Double], vectors: Matrix) {
        let n = k.rows
        guard k.columns == n, m.rows == n, m.columns == n, n > 0 else { throw .dimensionMismatch("dsygv: \(k.rows)×\(k.columns) and \(m.rows)×\(m.columns)") }
        try checkFinite(k.storage, "the stiffness matrix")
        try checkFinite(m.storage, "the mass matrix")
        var a = k, b = m.storage
        var w = [Double](repeating: 0, count: n)
        let info = LAPACKE_dsygv(columnMajor, 1, CChar(UInt8(ascii: "V")), CChar(UInt8(ascii: "U")), Int32(n), &a.storage, Int32(n), &b, Int32(n), &w)
        try LinearSolverError.check(info, "dsygv") { $0 > n ? .notPositiveDefinite(order: $0 - n) : .noConvergence(routine: "dsygv", info: $0) }
        return (w, a)
    }
}
