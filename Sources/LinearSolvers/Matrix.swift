// A small value-type dense matrix in column-major order, the layout LAPACK reads directly.

/// A dense matrix of Doubles stored column by column (LAPACK's layout), passed to LAPACK without
/// conversion.
public struct Matrix: Sendable, Equatable {
    public let rows: Int
    public let columns: Int
    /// The entries, column-major: element (i, j) at `storage[i + j·rows]`.
    /// Read-only outside the module, so its count stays rows × columns (write through the subscript).
    public internal(set) var storage: [Double]

    /// A matrix of zeros.
    public init(rows: Int, columns: Int) {
        precondition(rows >= 0 && columns >= 0, "matrix dimensions must be non-negative")
        self.rows = rows
        self.columns = columns
        self.storage = [Double](repeating: 0, count: rows * columns)
    }

    /// A matrix from rows of entries (all rows the same length).
    /// - Throws: ``LinearSolverError/dimensionMismatch(_:)`` for ragged rows.
    public init(_ rowsOfEntries: [[Double]]) throws(LinearSolverError) {
        let r = rowsOfEntries.count, c = rowsOfEntries.first?.count ?? 0
        guard rowsOfEntries.allSatisfy({ $0.count == c }) else { throw .dimensionMismatch("rows of different lengths") }
        self.init(rows: r, columns: c)
        for i in 0..<r { for j in 0..<c { storage[i + j * r] = rowsOfEntries[i][j] } }
    }

    public subscript(i: Int, j: Int) -> Double {
        @inlinable get { storage[i + j * rows] }
        set { storage[i + j * rows] = newValue }
    }

    /// Whether every entry is finite.
    public var isFinite: Bool { storage.allSatisfy(\.isFinite) }

    /// The product A·x.
    public func multiply(_ x: [Double]) -> [Double] {
        precondition(x.count == columns, "vector length must equal the column count")
        var y = [Double](repeating: 0, count: rows)
        for j in 0..<columns where x[j] != 0 {
            for i in 0..<rows { y[i] += self[i, j] * x[j] }
        }
        return y
    }
}
