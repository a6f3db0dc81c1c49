// The adaptive integrator the arc lengths use: MotionMath's bounded, globally adaptive
// Gauss–Legendre quadrature (10-point rule, at most 200 subdivisions), with an absolute tolerance.

import MotionMath

/// ∫ₐᵇ f to the absolute `tolerance` (see ``AdaptiveQuadrature``: bounded work, at most
/// ``AdaptiveQuadrature/maximumEvaluations`` evaluations of f).
@usableFromInline
func adaptiveIntegral(_ a: Double, _ b: Double, tolerance: Double, _ f: (Double) -> Double) -> Double {
    AdaptiveQuadrature.integrate(a, b, absoluteTolerance: tolerance, relativeTolerance: 0, f).value
}

/// As above; `refined` is set when the interval had to be subdivided (one 10-point rule on it was
/// not accurate enough), `converged` cleared when the subdivision budget ran out first.
func adaptiveIntegral(
    _ a: Double, _ b: Double, tolerance: Double, refined: inout Bool, converged: inout Bool, _ f: (Double) -> Double
) -> Double {
    let estimate = AdaptiveQuadrature.integrate(a, b, absoluteTolerance: tolerance, relativeTolerance: 0, f)
    if estimate.evaluations > 30 { refined = true }
    if !estimate.isConverged { converged = false }
    return estimate.value
}
