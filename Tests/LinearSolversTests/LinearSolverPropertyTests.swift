import MotionTestSupport
import PropertyBased
import Testing
import LinearSolvers

/// The residual of every LAPACK solve on random well-conditioned systems, 10⁴ cases each.
@Suite struct LinearSolverPropertyTests {
    static let entry = Gen.double(in: -1...1)

    @Test func tridiagonalResidual() async {
        await seededPropertyCheck(count: 10_000, input: Self.entry, Self.entry, Self.entry, Self.entry, Self.entry, Self.entry) { l, u, d, b1, b2, b3 in
            // Diagonally dominant 3×3 tridiagonal: well conditioned.
            let diagonal = [3 + d, 3 - d, 3 + d * d]
            let x = try! LAPACK.solveTridiagonal(lower: [l, u], diagonal: diagonal, upper: [u, l], rhs: [b1, b2, b3])
            let r = [diagonal[0] * x[0] + u * x[1] - b1, l * x[0] + diagonal[1] * x[1] + l * x[2] - b2, u * x[1] + diagonal[2] * x[2] - b3]
            #expect(r.allSatisfy { abs($0) <= 1e-14 }, "residual \(r)")
        }
    }

    @Test func generalAndLeastSquaresResidual() async {
        await seededPropertyCheck(count: 10_000, input: Self.entry, Self.entry, Self.entry, Self.entry, Self.entry, Self.entry) { a, b, c, d, e, f in
            let m = try! Matrix([[4 + a, b, c], [b, 4 + d, e], [c, e, 4 + f]])
            let rhs = [a - b, c + d, e * f]
            let x = try! LAPACK.solve(m, rhs)
            let r = zip(m.multiply(x), rhs).map { $0 - $1 }
            #expect(r.allSatisfy { abs($0) <= 1e-14 }, "residual \(r)")
            // Least squares: the residual is orthogonal to the columns (normal equations).
            let tall = try! Matrix([[1, a], [1, b], [1, c], [1, d + 2]])
            let obs = [e, f, a * f, 1]
            let fit = try! LAPACK.leastSquares(tall, obs)
            let res = zip(tall.multiply(fit.x), obs).map { $0 - $1 }
            for j in 0..<2 {
                let dot = (0..<4).reduce(0.0) { $0 + tall[$1, j] * res[$1] }
                #expect(abs(dot) <= 1e-13, "normal equation \(j): \(dot)")
            }
        }
    }
}
