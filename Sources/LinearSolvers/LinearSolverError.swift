/// Why a linear-algebra call failed: LAPACK's `info` codes and input checks as typed errors.
public enum LinearSolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The matrix is singular: LAPACK found a zero pivot at (1-based) position `pivot`.
    case singular(pivot: Int)
    /// LAPACK rejected argument number `argument` (1-based) of `routine` (a bug or a bad shape).
    case illegalArgument(routine: String, argument: Int)
    /// An iterative routine (eigenvalues) did not converge; `info` as LAPACK reports it.
    case noConvergence(routine: String, info: Int)
    /// The mass matrix of a generalized problem is not positive definite (minor of order `order`).
    case notPositiveDefinite(order: Int)
    /// An input is NaN or infinite (named).
    case nonFiniteInput(String)
    /// Shapes do not match (described).
    case dimensionMismatch(String)

    public var description: String {
        switch self {
        case .singular(let pivot): return "the matrix is singular (zero pivot at position \(pivot))"
        case .illegalArgument(let routine, let argument): return "\(routine): illegal value of argument \(argument)"
        case .noConvergence(let routine, let info): return "\(routine) did not converge (info \(info))"
        case .notPositiveDefinite(let order): return "the mass matrix is not positive definite (leading minor of order \(order))"
        case .nonFiniteInput(let name): return "\(name) contains NaN or infinity"
        case .dimensionMismatch(let text): return "dimension mismatch: \(text)"
        }
    }

    /// Maps a LAPACK `info` (0 success, < 0 illegal argument, > 0 routine-specific).
    static func check(_ info: Int32, _ routine: String, positive: (Int) -> LinearSolverError) throws(LinearSolverError) {
        if info == 0 { return }
        if info < 0 { throw .illegalArgument(routine: routine, argument: Int(-info)) }
        throw positive(Int(info))
    }
}
