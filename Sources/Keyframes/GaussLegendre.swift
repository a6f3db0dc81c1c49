// Gauss–Legendre quadrature and the adaptive integrator the arc lengths use.
//
// An n-point rule integrates polynomials of degree 2n − 1 exactly; for the smooth speed |p′(u)|
// of a curve it converges geometrically. The adaptive integrator compares the rule on an interval
// with the rule on its two halves and subdivides where they disagree, so cusps (where the speed
// touches zero and is not smooth) are isolated by subdivision.
// Nodes and weights: LinearSolvers' Golub–Welsch rule (LAPACK dstev), computed once.

import LinearSolvers

extension GaussLegendreRule {
    /// The 10-point rule used by the arc lengths (Golub–Welsch through LAPACK dstev, cached).
    @usableFromInline static let ten: GaussLegendreRule = {
        do { return try GaussLegendreRule.order(10) } catch {
            // Order 10 is valid input; only a broken LAPACK installation can get here.
            fatalError("LAPACK dstev failed to compute the 10-point Gauss–Legendre rule: \(error)")
        }
    }()
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
        // A non-finite integrand (overflowing speeds) cannot be refined into a finite answer: stop.
        if abs(halves - whole) <= tolerance || depth >= 40 || !(mid > a && mid < b) || !halves.isFinite || !whole.isFinite { return halves }
        subdivided = true
        return refine(a, mid, left, tolerance / 2, depth + 1) + refine(mid, b, right, tolerance / 2, depth + 1)
    }
    guard b > a else { return b == a ? 0 : -adaptiveIntegral(b, a, tolerance: tolerance, refined: &refined, f) }
    let result = refine(a, b, rule.integrate(a, b, f), tolerance, 0)
    refined = refined || subdivided
    return result
}
