import MotionMath
import MotionTestSupport
import RealModule
import Testing
import LinearSolvers

@Suite("LinearSolvers: LAPACK through LAPACKE, residuals and typed errors")
struct LinearSolversTests {
    /// The core tier's Swift tridiagonal solver (pivoted elimination, as dgtsv) against LAPACK
    /// dgtsv itself: seeded random systems, diagonally dominant or not, three right-hand sides.
    /// Both are backward stable, so they agree to the conditioning: the bound is
    /// 64·ε·‖x‖∞ per system (these are well conditioned; an ill-conditioned one is skipped).
    @Test(.reportsSeed) func coreTridiagonalSolverAgreesWithDgtsv() throws {
        var generator = SeededGenerator(testSeed: 13)
        for trial in 0..<300 {
            let n = 1 + trial % 40
            let dominant = trial % 2 == 0
            let lower = (0..<(n - 1)).map { _ in Double.random(in: -1...1, using: &generator) }
            let upper = (0..<(n - 1)).map { _ in Double.random(in: -1...1, using: &generator) }
            let diagonal = (0..<n).map { _ in Double.random(in: -1...1, using: &generator) + (dominant ? 3 : 0) }
            let rhs = (0..<(3 * n)).map { _ in Double.random(in: -1...1, using: &generator) }
            guard let lapack = try? LAPACK.solveTridiagonal(lower: lower, diagonal: diagonal, upper: upper, rhs: rhs, columns: 3) else { continue }
            let swift = try TridiagonalSystem.solve(lower: lower, diagonal: diagonal, upper: upper, rhs: rhs, columns: 3)
            let size = lapack.map(abs).max() ?? 0
            guard size < 1e6 else { continue }  // ill-conditioned draw: agreement is not the point
            let difference = zip(lapack, swift).map { abs($0 - $1) }.max() ?? 0
            #expect(difference <= 64 * Double.ulpOfOne * max(size, 1) * Double(n), "trial \(trial), n \(n): difference \(difference), |x| \(size)")
        }
        #expect(throws: TridiagonalError.singular(pivot: 1)) {
            try TridiagonalSystem.solve(lower: [1], diagonal: [1, 1], upper: [1], rhs: [1, 1])
        }
        #expect(throws: TridiagonalError.self) { try TridiagonalSystem.solve(lower: [1], diagonal: [1], upper: [], rhs: [1]) }
        #expect(throws: TridiagonalError.self) { try TridiagonalSystem.solve(lower: [], diagonal: [.nan], upper: [], rhs: [1]) }
    }

    /// The core tier's 10-point constants (MotionMath, no LAPACK) agree with the Golub–Welsch rule
    /// computed through LAPACK dstev within that rule's own accuracy (16 ulps: the weight formula
    /// 2/((1 − x²)P′(x)²) rounds through the Legendre recurrence; the core's constants are
    /// correctly rounded, checked in MotionMathTests).
    @Test func coreTenPointConstantsMatchGolubWelsch() throws {
        let lapack = try GaussLegendreRule.order(10), core = AdaptiveQuadrature.rule
        for i in 0..<10 {
            #expect(isClose(lapack.nodes[i], core.nodes[i], ulps: 16, of: max(core.nodes[i].magnitude, 0.1)), "node \(i)")
            #expect(isClose(lapack.weights[i], core.weights[i], ulps: 16), "weight \(i)")
        }
    }

    /// Published Gauss–Legendre tables (Abramowitz & Stegun 25.4; digits checked at 40 places).
    @Test func gaussLegendreOrders5And20() throws {
        let five = try GaussLegendreRule.order(5)
        let x5 = [0.0, 0.5384693101056830910363, 0.9061798459386639927976]
        let w5 = [0.5688888888888888888889, 0.4786286704993664680413, 0.2369268850561890875143]
        for k in 0..<3 {
            #expect(abs(five.nodes[2 + k] - x5[k]) <= 1e-15 && abs(five.nodes[2 - k] + x5[k]) <= 1e-15, "order 5 node \(k)")
            #expect(abs(five.weights[2 + k] - w5[k]) <= 1e-15, "order 5 weight \(k): \(five.weights[2 + k])")
        }
        let twenty = try GaussLegendreRule.order(20)
        let x20 = [0.07652652113349733375464, 0.2277858511416450780805, 0.3737060887154195606725, 0.5108670019508270980044,
                   0.6360536807265150254528, 0.7463319064601507926143, 0.8391169718222188233945, 0.9122344282513259058678,
                   0.9639719272779137912677, 0.9931285991850949247861]
        let w20 = [0.1527533871307258506981, 0.1491729864726037467878, 0.1420961093183820513293, 0.1316886384491766268985,
                   0.1181945319615184173124, 0.1019301198172404350368, 0.08327674157670474872476, 0.06267204833410906356951,
                   0.04060142980038694133104, 0.01761400713915211831186]
        for k in 0..<10 {
            #expect(abs(twenty.nodes[10 + k] - x20[k]) <= 1e-15, "order 20 node \(k): \(twenty.nodes[10 + k])")
            #expect(abs(twenty.weights[10 + k] - w20[k]) <= 1e-15, "order 20 weight \(k): \(twenty.weights[10 + k])")
        }
        // Exact for degree 2n − 1; cached.
        #expect(abs(twenty.integrate(-1, 2) { x in Double.pow(x, 39) } - (Double.pow(2, 40) - 1) / 40) <= 1e-14 * Double.pow(2, 40) / 40)
        #expect(try GaussLegendreRule.order(20) == twenty)
        #expect(throws: LinearSolverError.self) { try GaussLegendreRule.order(0) }
    }

    @Test(.reportsSeed) func solversAndResiduals() throws {
        var rng = SeededGenerator(testSeed: 0x1a9ac)
        // Tridiagonal, two right-hand sides, diagonally dominant.
        let n = 50
        let lower = (0..<(n - 1)).map { _ in Double.random(in: -1...1, using: &rng) }
        let upper = (0..<(n - 1)).map { _ in Double.random(in: -1...1, using: &rng) }
        let diagonal = (0..<n).map { _ in Double.random(in: 3...4, using: &rng) }
        let rhs = (0..<(2 * n)).map { _ in Double.random(in: -5...5, using: &rng) }
        let x = try LAPACK.solveTridiagonal(lower: lower, diagonal: diagonal, upper: upper, rhs: rhs, columns: 2)
        for c in 0..<2 {
            for i in 0..<n {
                var r = diagonal[i] * x[c * n + i] - rhs[c * n + i]
                if i > 0 { r += lower[i - 1] * x[c * n + i - 1] }
                if i < n - 1 { r += upper[i] * x[c * n + i + 1] }
                #expect(abs(r) <= 1e-13, "tridiagonal residual \(r) at \(i)")
            }
        }
        // General and banded agree on the same tridiagonal matrix.
        var dense = Matrix(rows: n, columns: n)
        for i in 0..<n {
            dense[i, i] = diagonal[i]
            if i > 0 { dense[i, i - 1] = lower[i - 1] }
            if i < n - 1 { dense[i, i + 1] = upper[i] }
        }
        let general = try LAPACK.solve(dense, Array(rhs[0..<n]))
        for i in 0..<n { #expect(abs(general[i] - x[i]) <= 1e-13) }
        // Least squares: a line through noiseless points is recovered.
        let a = try Matrix((0..<20).map { [1, Double($0)] })
        let fit = try LAPACK.leastSquares(a, (0..<20).map { 3 - 0.5 * Double($0) })
        #expect(abs(fit.x[0] - 3) <= 1e-13 && abs(fit.x[1] + 0.5) <= 1e-14 && fit.residualSquares <= 1e-24)
        // Symmetric tridiagonal eigenproblem: A·v = λ·v.
        let (values, vectors) = try LAPACK.symmetricTridiagonalEigen(diagonal: [2, 2, 2, 2], offDiagonal: [-1, -1, -1])
        for j in 0..<4 {
            let expected = 2 - 2 * Double.cos(Double(j + 1) * Double.pi / 5)  // ascending
            #expect(abs(values[j] - expected) <= 1e-14, "eigenvalue \(j): \(values[j]) vs \(expected)")
        }
        #expect(abs(vectors[0, 0] * vectors[0, 0] + vectors[1, 0] * vectors[1, 0] + vectors[2, 0] * vectors[2, 0] + vectors[3, 0] * vectors[3, 0] - 1) <= 1e-14)
        // Generalized: K·φ = λ·M·φ with M-orthonormal φ.
        let k = try Matrix([[2, -1], [-1, 2]]), m = try Matrix([[2, 0], [0, 1]])
        let (lambda, phi) = try LAPACK.generalizedSymmetricEigen(k, m)
        for j in 0..<2 {
            let v = [phi[0, j], phi[1, j]]
            let kv = k.multiply(v), mv = m.multiply(v)
            #expect(abs(kv[0] - lambda[j] * mv[0]) <= 1e-14 && abs(kv[1] - lambda[j] * mv[1]) <= 1e-14)
            #expect(abs(v[0] * mv[0] + v[1] * mv[1] - 1) <= 1e-14)
        }
    }

    /// LAPACK failures and bad input are typed errors, never a crash or a silent NaN.
    @Test func typedErrors() throws {
        #expect(throws: LinearSolverError.singular(pivot: 2)) {
            try LAPACK.solve(try Matrix([[1, 2], [2, 4]]), [1, 2])
        }
        #expect(throws: LinearSolverError.nonFiniteInput("the right-hand side")) {
            try LAPACK.solveTridiagonal(lower: [1], diagonal: [2, 2], upper: [1], rhs: [1, .nan])
        }
        #expect(throws: LinearSolverError.self) { try LAPACK.solveTridiagonal(lower: [0], diagonal: [0, 0], upper: [0], rhs: [1, 1]) }
        #expect(throws: LinearSolverError.self) { try LAPACK.solveTridiagonal(lower: [1, 1], diagonal: [2, 2], upper: [1], rhs: [1, 1]) }
        #expect(throws: LinearSolverError.notPositiveDefinite(order: 2)) {
            try LAPACK.generalizedSymmetricEigen(try Matrix([[1, 0], [0, 1]]), try Matrix([[1, 0], [0, -1]]))
        }
        #expect(throws: LinearSolverError.self) { try LAPACK.leastSquares(try Matrix([[1, 1], [1, 1], [1, 1]]), [1, 2, 3]) }
        #expect(throws: LinearSolverError.self) { try Matrix([[1, 2], [3]]) }
    }
}
