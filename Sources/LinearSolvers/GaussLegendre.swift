// Gauss–Legendre quadrature rules of any order by the Golub–Welsch method.
//
// The n-point rule's nodes are the eigenvalues of the symmetric tridiagonal Jacobi matrix of the
// Legendre polynomials (zero diagonal, off-diagonal βₖ = k/√(4k² − 1), k = 1 … n − 1), found by
// LAPACK dstev; the weights are 2·(first component of the normalised eigenvector)². One Newton
// step on Pₙ then polishes each node to the last bit, and the weight is recomputed as
// 2/((1 − x²)·Pₙ′(x)²) from the polished node (the eigenvector components carry absolute errors of
// a few ulps that this removes). Rules are cached per order.
// References: G. H. Golub, J. H. Welsch, "Calculation of Gauss quadrature rules", Math. Comp. 23
// (1969); Abramowitz & Stegun 25.4.29.

import Foundation

/// The per-order cache: a dictionary behind a lock (NSLock rather than `Synchronization.Mutex`,
/// which needs macOS 15 / iOS 18, above the package's declared platforms).
private final class RuleCache: @unchecked Sendable {
    private let lock = NSLock()
    private var rules: [Int: GaussLegendreRule] = [:]
    func rule(_ n: Int) -> GaussLegendreRule? { lock.withLock { rules[n] } }
    func store(_ rule: GaussLegendreRule, _ n: Int) { lock.withLock { rules[n] = rule } }
}

/// An n-point Gauss–Legendre rule on [−1, 1]: ∫₋₁¹ f ≈ Σ wᵢ·f(xᵢ), exact for polynomials of degree
/// ≤ 2n − 1.
public struct GaussLegendreRule: Sendable, Equatable {
    /// The nodes, ascending.
    public let nodes: [Double]
    /// The weights (positive, summing to 2).
    public let weights: [Double]

    private static let cache = RuleCache()

    /// The rule of order n ≥ 1 (cached: computed once per order).
    /// - Throws: ``LinearSolverError/dimensionMismatch(_:)`` for n < 1 or n > 10 000;
    ///   ``LinearSolverError/noConvergence(routine:info:)`` if dstev fails.
    /// - Complexity: O(n²) the first time, O(1) afterwards.
    public static func order(_ n: Int) throws(LinearSolverError) -> GaussLegendreRule {
        guard n >= 1 && n <= 10_000 else { throw .dimensionMismatch("a Gauss–Legendre order must be in 1…10000, got \(n)") }
        if let cached = cache.rule(n) { return cached }
        let rule = try compute(n)
        cache.store(rule, n)
        return rule
    }

    private init(nodes: [Double], weights: [Double]) {
        self.nodes = nodes
        self.weights = weights
    }

    private static func compute(_ n: Int) throws(LinearSolverError) -> GaussLegendreRule {
        if n == 1 { return GaussLegendreRule(nodes: [0], weights: [2]) }
        let off = (1..<n).map { k -> Double in
            let kk = Double(k)
            return kk / (4 * kk * kk - 1).squareRoot()
        }
        let (values, _) = try LAPACK.symmetricTridiagonalEigen(diagonal: [Double](repeating: 0, count: n), offDiagonal: off)
        var nodes = values, weights = [Double](repeating: 0, count: n)
        for i in 0..<n {
            // Polish: one Newton step on Pₙ, then the weight from Pₙ′ at the polished node.
            var x = nodes[i]
            var (p, dp) = legendre(n, x)
            x -= p / dp
            (p, dp) = legendre(n, x)
            nodes[i] = x
            weights[i] = 2 / ((1 - x * x) * dp * dp)
        }
        // Exact symmetry: xᵢ = −xₙ₋₁₋ᵢ, equal weights; the middle node of an odd rule is 0.
        for i in 0..<(n / 2) {
            let x = 0.5 * (nodes[n - 1 - i] - nodes[i]), w = 0.5 * (weights[i] + weights[n - 1 - i])
            nodes[i] = -x
            nodes[n - 1 - i] = x
            weights[i] = w
            weights[n - 1 - i] = w
        }
        if n % 2 == 1 { nodes[n / 2] = 0 }
        return GaussLegendreRule(nodes: nodes, weights: weights)
    }

    /// Pₙ(x) and Pₙ′(x) by the three-term recurrence.
    static func legendre(_ n: Int, _ x: Double) -> (Double, Double) {
        var p0 = 1.0, p1 = x
        if n >= 2 {
            for k in 2...n {
                let pk = (Double(2 * k - 1) * x * p1 - Double(k - 1) * p0) / Double(k)
                p0 = p1
                p1 = pk
            }
        }
        return (p1, Double(n) * (x * p1 - p0) / (x * x - 1))
    }

    /// ∫ₐᵇ f by the rule mapped to [a, b].
    @inlinable
    public func integrate(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
        let half = 0.5 * (b - a), mid = 0.5 * (a + b)
        var sum = 0.0
        for i in nodes.indices { sum += weights[i] * f(mid + half * nodes[i]) }
        return sum * half
    }
}
