// Gauss–Legendre quadrature and the adaptive integrator the arc lengths use.
//
// An n-point rule integrates polynomials of degree 2n − 1 exactly; for the smooth speed |p′(u)|
// of a curve it converges geometrically. The adaptive integrator compares the rule on an interval
// with the rule on its two halves and subdivides where they disagree, so cusps (where the speed
// touches zero and is not smooth) are isolated by subdivision.
// Nodes: the roots of the Legendre polynomial Pₙ by Newton's method from Tricomi's initial
// approximation cos(π(i − ¼)/(n + ½)), weights 2/((1 − x²)·Pₙ′(x)²) (Abramowitz & Stegun 25.4.29).
// The LinearSolvers issue replaces this by the Golub–Welsch eigenvalue method.

import RealModule

/// An n-point Gauss–Legendre rule on [−1, 1].
@usableFromInline
struct GaussLegendreRule: Sendable {
    @usableFromInline let nodes: [Double]
    @usableFromInline let weights: [Double]

    init(order n: Int) {
        var nodes = [Double](repeating: 0, count: n)
        var weights = [Double](repeating: 0, count: n)
        for i in 0..<(n + 1) / 2 {
            var x = Double.cos(Double.pi * (Double(i) + 0.75) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                // Pₙ(x) and Pₙ′(x) by the three-term recurrence.
                var p0 = 1.0, p1 = x  // P₀, P₁; after the loop Pₙ₋₁, Pₙ
                if n >= 2 {
                    for k in 2...n {
                        let pk = (Double(2 * k - 1) * x * p1 - Double(k - 1) * p0) / Double(k)
                        p0 = p1
                        p1 = pk
                    }
                }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let step = p1 / derivative
                x -= step
                if abs(step) <= 1e-17 { break }
            }
            let w = 2 / ((1 - x * x) * derivative * derivative)
            nodes[i] = -x
            nodes[n - 1 - i] = x
            weights[i] = w
            weights[n - 1 - i] = w
        }
        self.nodes = nodes
        self.weights = weights
    }

    /// ∫ₐᵇ f by the rule.
    @usableFromInline @inline(__always)
    func integrate(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
        let half = 0.5 * (b - a), mid = 0.5 * (a + b)
        var sum = 0.0
        for i in nodes.indices { sum += weights[i] * f(mid + half * nodes[i]) }
        return sum * half
    }

    /// The 10-point rule used by the arc lengths.
    @usableFromInline static let ten = GaussLegendreRule(order: 10)
}

/// ∫ₐᵇ f, adaptively: an interval is accepted when the 10-point rule on it and on its halves
/// agree to `tolerance` (absolute), else each half is refined (depth ≤ 40).
/// - Complexity: 30 evaluations per accepted interval; smooth integrands need one or two levels.
@usableFromInline
func adaptiveIntegral(_ a: Double, _ b: Double, tolerance: Double, _ f: (Double) -> Double) -> Double {
    var refined = false
    return adaptiveIntegral(a, b, tolerance: tolerance, refined: &refined, f)
}

/// As above; `refined` is set when the interval had to be subdivided (the single 10-point rule
/// was not accurate enough on it).
func adaptiveIntegral(_ a: Double, _ b: Double, tolerance: Double, refined: inout Bool, _ f: (Double) -> Double) -> Double {
    let rule = GaussLegendreRule.ten
    var subdivided = false
    func refine(_ a: Double, _ b: Double, _ whole: Double, _ tolerance: Double, _ depth: Int) -> Double {
        let mid = 0.5 * (a + b)
        let left = rule.integrate(a, mid, f), right = rule.integrate(mid, b, f)
        let halves = left + right
        if abs(halves - whole) <= tolerance || depth >= 40 || !(mid > a && mid < b) { return halves }
        subdivided = true
        return refine(a, mid, left, tolerance / 2, depth + 1) + refine(mid, b, right, tolerance / 2, depth + 1)
    }
    guard b > a else { return b == a ? 0 : -adaptiveIntegral(b, a, tolerance: tolerance, refined: &refined, f) }
    let result = refine(a, b, rule.integrate(a, b, f), tolerance, 0)
    refined = refined || subdivided
    return result
}
