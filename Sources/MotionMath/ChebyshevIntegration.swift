// Clenshaw–Curtis style cumulative integration on Chebyshev–Lobatto points, and polynomial
// interpolation through arbitrary increasing nodes in Newton form converted to monomials: the
// pieces of the arc-length tables' fast path (Keyframes, ArcLength.swift).
//
// Goals, in order: (1) from the N + 1 samples f(xⱼ), xⱼ = −cos(πj/N), give the integral of the
// interpolating polynomial from −1 to every node and to every midpoint node −cos(π(j+½)/N), each as
// one matrix–vector product with precomputed weights (no transforms at run time, no allocation);
// (2) estimate the interpolation error from the last Chebyshev coefficients; (3) give the monomial
// coefficients of the polynomial through (tⱼ, xⱼ) for increasing tⱼ in [−1, 1] (the inverse of the
// integral), evaluated by Horner's rule.
//
// The weights come from the interpolant's Chebyshev coefficients cₖ = (2/N)·Σ″ⱼ f(xⱼ)·Tₖ(xⱼ)
// (first and last sample, and c₀ and c_N, halved) and ∫Tₖ = ½·(Tₖ₊₁/(k+1) − Tₖ₋₁/(k−1)) (k ≥ 2),
// ∫T₀ = T₁, ∫T₁ = T₂/4, evaluated at the nodes with Tₖ(−cos θ) = (−1)ᵏ·cos kθ. References:
// C. W. Clenshaw, A. R. Curtis, Numer. Math. 2 (1960); L. N. Trefethen, *Approximation Theory and
// Approximation Practice* (SIAM, 2013), chapters 3, 4 and 19.

import RealModule

/// Cumulative integration on the Chebyshev–Lobatto points of degree ``degree``.
@usableFromInline
package enum ChebyshevIntegration {
    /// The polynomial degree N (N + 1 samples). Computed, so that inlined code (the arc-length
    /// queries' record stride) folds it to a constant instead of calling a global's accessor.
    @inlinable package static var degree: Int { 16 }
    /// The samples: N + 1.
    package static let count = degree + 1

    /// The nodes xⱼ = −cos(πj/N), ascending from −1 to 1 (the ends exact).
    package static let nodes: [Double] = (0...degree).map { j in
        j == 0 ? -1 : j == degree ? 1 : (2 * j == degree ? 0 : -cosPi(Double(j) / Double(degree)))
    }
    /// The midpoint nodes −cos(π(j+½)/N), j = 0…N−1.
    package static let midpoints: [Double] = (0..<degree).map { j in -cosPi((Double(j) + 0.5) / Double(degree)) }

    /// Row-major (N+1)×(N+1): ∫₋₁^{xᵢ} p = Σⱼ cumulative[i·(N+1) + j]·f(xⱼ) for the interpolant p.
    package static let cumulative: [Double] = weights(at: nodes)
    /// Row-major N×(N+1): the same at the midpoint nodes.
    package static let cumulativeAtMidpoints: [Double] = weights(at: midpoints)
    /// Row-major 3×(N+1): the Chebyshev coefficients c_{N−2}, c_{N−1}, c_N of the interpolant.
    package static let tail: [Double] = (degree - 2...degree).flatMap { k in
        (0...degree).map { j in coefficientWeight(k, j) }
    }

    /// The weight of f(xⱼ) in the Chebyshev coefficient cₖ of the interpolant.
    static func coefficientWeight(_ k: Int, _ j: Int) -> Double {
        let n = degree
        // Tₖ(xⱼ) = (−1)ᵏ·cos(πjk/N), computed from jk mod 2N.
        let r = (j * k) % (2 * n)
        let t = (k % 2 == 0 ? 1.0 : -1.0) * (r <= n ? cosPi(Double(r) / Double(n)) : cosPi(Double(2 * n - r) / Double(n)))
        var w = 2 / Double(n) * t
        if j == 0 || j == n { w /= 2 }
        if k == 0 || k == n { w /= 2 }
        return w
    }

    /// Tₖ(x) by the three-term recurrence.
    static func chebyshevT(_ k: Int, _ x: Double) -> Double {
        if k == 0 { return 1 }
        var (previous, current) = (1.0, x)
        for _ in 1..<k { (previous, current) = (current, 2 * x * current - previous) }
        return current
    }

    /// The weights of ∫₋₁^{y} p at each point y.
    static func weights(at points: [Double]) -> [Double] {
        let n = degree
        var result = [Double](repeating: 0, count: points.count * (n + 1))
        for j in 0...n {
            // The coefficients of the interpolant of the j-th unit sample, then of its integral.
            let c = (0...n).map { coefficientWeight($0, j) }
            var integral = [Double](repeating: 0, count: n + 2)
            for k in 0...n {
                switch k {
                case 0: integral[1] += c[0]
                case 1: integral[2] += c[1] / 4
                default:
                    integral[k + 1] += c[k] / (2 * Double(k + 1))
                    integral[k - 1] -= c[k] / (2 * Double(k - 1))
                }
            }
            let atMinusOne = (0...(n + 1)).reduce(0.0) { $0 + integral[$1] * ($1 % 2 == 0 ? 1 : -1) }
            for (i, y) in points.enumerated() {
                var sum = -atMinusOne
                for k in 0...(n + 1) { sum += integral[k] * chebyshevT(k, y) }
                result[i * (n + 1) + j] = sum
            }
        }
        return result
    }

    /// The monomial coefficients a₀…a_m of the polynomial P of degree m = count − 1 through
    /// (tⱼ, yⱼ), j = 0…m, for strictly increasing tⱼ in [−1, 1]: divided differences (Newton form),
    /// then expanded. Writes into `coefficients` (count entries) and uses `d` and `e` (count
    /// entries each; each level of differences is written from one into the other, a loop without
    /// a dependence between its iterations, so the divisions can run two at a time).
    /// - Complexity: O(m²) operations, m(m + 1)/2 divisions, no allocation.
    @inlinable
    package static func interpolate(
        _ t: UnsafePointer<Double>, _ y: UnsafePointer<Double>, count: Int,
        into coefficients: UnsafeMutablePointer<Double>, scratch d: UnsafeMutablePointer<Double>, _ e: UnsafeMutablePointer<Double>
    ) {
        let m = count - 1
        var source = d, target = e
        for j in 0...m { source[j] = y[j] }
        if m > 0 {
            for level in 1...m {
                // target[j] = (source[j] − source[j − 1]) / (t[j] − t[j − level]) for j ≥ level; the
                // entries below level are final and carried over.
                target[level - 1] = source[level - 1]
                for j in level...m { target[j] = (source[j] - source[j - 1]) / (t[j] - t[j - level]) }
                for j in 0..<(level - 1) { target[j] = source[j] }
                swap(&source, &target)
            }
        }
        // P = d₀ + (t − t₀)(d₁ + (t − t₁)(d₂ + …)): expand from the innermost factor.
        for k in 0...m { coefficients[k] = 0 }
        coefficients[0] = source[m]
        var length = 1
        var k = m - 1
        while k >= 0 {
            // coefficients ← coefficients·(t − t_k) + d_k
            let node = t[k]
            coefficients[length] = coefficients[length - 1]
            var i = length - 1
            while i > 0 {
                coefficients[i] = coefficients[i - 1] - node * coefficients[i]
                i -= 1
            }
            coefficients[0] = source[k] - node * coefficients[0]
            length += 1
            k -= 1
        }
    }

    /// Σₖ aₖ·tᵏ by Horner's rule.
    @inlinable @inline(__always)
    package static func horner(_ a: UnsafePointer<Double>, count: Int, _ t: Double) -> Double {
        var sum = a[count - 1]
        var k = count - 2
        while k >= 0 {
            sum = sum * t + a[k]
            k -= 1
        }
        return sum
    }
}
