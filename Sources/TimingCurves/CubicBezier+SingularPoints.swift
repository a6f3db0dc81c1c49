// The solve near a vertical inflection, where X′ and X″ (nearly) vanish together.
//
// The solvers elsewhere are backward stable: the root has an error of a few ulps in x, which moves
// y by dy/dx times that. Where X′ and X″ vanish together the root is a cube root of the x-error,
// so a backward-stable solve leaves an error of ε^⅓ in y: (1, 0, 0, 1) at x = ½ gave 0.50000357
// where the exact value is ½. Among valid curves (x1, x2 ∈ [0, 1]) the inflection of X lies
// inside (0, 1) with X′ = 0 there only for x1 = 1, x2 = 0 (X′/3 is the Bernstein quadratic
// x1, x2 − x1, 1 − x2, whose double root 0 < t* < 1 needs (x2 − x1)² = x1(1 − x2) with
// x2 − x1 < 0: √x1² − √x1·√(1−x2) + √(1−x2)² = 1 on the unit square only at its corners); near
// it (x1 ≈ 1, x2 ≈ 0) X′ is small but positive and the loss is the same up to where p = X′min
// takes over. At the ends (x1 = x2 = 0 or x1 = x2 = 1, X = t³ or 1 − (1 − t)³) the targets
// τ = x and 1 − x are exact and small, so the relative backward error leaves a relative error of
// ε/3 in t: no loss.
//
// Here the cubic is expanded exactly about a double t₀ next to its inflection, t₀ ≈ −b/(3a):
//
//     X(t₀ + d) − τ = C₀ + d·(C₁ + d·(C₂ + a·d)),   C₀ = X(t₀) − τ, C₁ = X′(t₀), C₂ = X″(t₀)/2,
//
// with X(t₀) kept exactly (a floating-point expansion, Shewchuk's arithmetic: sums and products
// of doubles without rounding) so that C₀ is X(t₀) − τ correctly rounded, and C₁ ≥ 0, C₂ ≈ 0
// and a > 0 rounded once each. Because C₂ is only the rounding of t₀ (|C₂| ≈ 3a·|t₀ − tᵢ|), the
// terms C₁·d and a·d³ never cancel: d·(C₁ + d·(C₂ + a·d)) is computed to a few ulps of itself
// for every d, however small, so its root d is accurate to a few ulps of d, and t = t₀ + d to
// half an ulp of t (plus a few ulps of d). The mirror form (x > ½) is expanded from the exact
// point reflection X̃(s) = 1 − X(1 − s) of the control points, not from the rounded 1 − x2 and
// 1 − x1 the fast path uses (a rounding of 1e-17 in X moves a cube root by 1e-6).
//
// References: J. R. Shewchuk, "Adaptive precision floating-point arithmetic and fast robust
// geometric predicates", Discrete Comput. Geom. 18 (1997) (Grow-Expansion, Scale-Expansion);
// T. J. Dekker (1971) for the exact product by splitting (no fused multiply-add on the x86-64
// baseline).

import MotionMath
import RealModule

/// Exact sums and products of doubles as nonoverlapping expansions (Shewchuk): a value is the
/// exact sum of its components, ordered by increasing magnitude, zeros removed. Exact barring
/// overflow and underflow (control points in [0, 1] and t ∈ [0, 1] keep every component far from
/// overflow; underflow only below 1e-300, far under any error that matters here).
enum Expansion {
    /// a + b = s + e exactly (Knuth's TwoSum).
    @inline(__always)
    static func twoSum(_ a: Double, _ b: Double) -> (s: Double, e: Double) {
        let d = HalfCubic.DoubleDouble.sum(a, b)
        return (d.hi, d.lo)
    }

    /// a·b = p + e exactly (Dekker's product by splitting).
    @inline(__always)
    static func twoProduct(_ a: Double, _ b: Double) -> (p: Double, e: Double) {
        let d = HalfCubic.DoubleDouble.product(a, b)
        return (d.hi, d.lo)
    }

    /// e + b (Grow-Expansion).
    static func adding(_ e: [Double], _ b: Double) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(e.count + 1)
        var q = b
        for component in e {
            let (s, h) = twoSum(q, component)
            if h != 0 { result.append(h) }
            q = s
        }
        if q != 0 || result.isEmpty { result.append(q) }
        return result
    }

    /// e + f (by growing e with each component of f).
    static func adding(_ e: [Double], _ f: [Double]) -> [Double] {
        f.reduce(e) { adding($0, $1) }
    }

    /// e·b (Scale-Expansion).
    static func scaling(_ e: [Double], _ b: Double) -> [Double] {
        guard let first = e.first else { return [0] }
        var result: [Double] = []
        result.reserveCapacity(2 * e.count)
        var (q, h) = twoProduct(first, b)
        if h != 0 { result.append(h) }
        for component in e.dropFirst() {
            let (p, pe) = twoProduct(component, b)
            let (s, se) = twoSum(q, pe)
            if se != 0 { result.append(se) }
            let (t, te) = twoSum(p, s)
            if te != 0 { result.append(te) }
            q = t
        }
        if q != 0 || result.isEmpty { result.append(q) }
        return result
    }

    /// The value rounded to a double, to within an ulp or so: the components summed from the
    /// smallest (for a nonoverlapping expansion the partial sums then carry no cancellation error
    /// larger than the result's own ulp).
    static func estimate(_ e: [Double]) -> Double {
        e.reduce(0, +)
    }

    /// k·v for a double v and a small integer k, exactly.
    static func multiple(_ k: Double, _ v: Double) -> [Double] {
        let (p, e) = twoProduct(k, v)
        return e == 0 ? [p] : [e, p]
    }
}

/// The exact expansion of one form's X about a double t₀ next to its inflection (see the file's
/// comment), for the solve of the intervals where X′ is too small for a backward-stable root.
@usableFromInline
final class SingularCenter: Sendable {
    /// The centre t₀ (a double, within a few ulps of the inflection −b/(3a)).
    let t0: Double
    /// X(t₀) exactly (nonoverlapping expansion, increasing magnitude).
    let value: [Double]
    /// X′(t₀) ≥ 0, X″(t₀)/2 (about the rounding of t₀) and the cubic coefficient a > 0, each
    /// rounded once from its exact value.
    let c1: Double, c2: Double, c3: Double

    /// The centre of the forward (`mirror` false) or point-reflected form of the curve with the
    /// exact control abscissae x1, x2; nil unless a > 0 and the inflection lies in (0, 1) (without
    /// an inner minimum of X′ there is no interior point where it nears zero).
    init?(x1: Double, x2: Double, mirror: Bool) {
        typealias E = Expansion
        // Power coefficients, exactly: forward a = 1 + 3x1 − 3x2, b = 3x2 − 6x1, c = 3x1; the
        // reflection X̃(s) = 1 − X(1 − s) has the same a, b̃ = 6x2 − 3x1 − 3, c̃ = 3 − 3x2.
        let a = E.adding(E.adding([1], E.multiple(3, x1)), E.multiple(-3, x2))
        let b = mirror
            ? E.adding(E.adding([-3], E.multiple(6, x2)), E.multiple(-3, x1))
            : E.adding(E.multiple(3, x2), E.multiple(-6, x1))
        let c = mirror ? E.adding([3], E.multiple(-3, x2)) : E.multiple(3, x1)
        let (ad, bd) = (E.estimate(a), E.estimate(b))
        guard ad > 0 else { return nil }
        let center = -bd / (3 * ad)
        guard center > 0 && center < 1 else { return nil }
        t0 = center
        // Horner on expansions: X(t₀) = ((a·t₀ + b)·t₀ + c)·t₀, X′(t₀) = (3a·t₀ + 2b)·t₀ + c,
        // X″(t₀)/2 = 3a·t₀ + b.
        let at = E.scaling(a, center)
        value = E.scaling(E.adding(E.scaling(E.adding(at, b), center), c), center)
        let a3t = E.scaling(at, 3)
        c1 = E.estimate(E.adding(E.scaling(E.adding(a3t, E.scaling(b, 2)), center), c))
        c2 = E.estimate(E.adding(a3t, b))
        c3 = ad
    }

    /// C₀ = X(t₀) − τ, rounded once from the exact difference: Grow-Expansion of X(t₀) by −τ,
    /// its components summed from the smallest as they are produced (no array).
    func offset(_ tau: Double) -> Double {
        var q = -tau
        var sum = 0.0
        for component in value {
            let (s, h) = Expansion.twoSum(q, component)
            sum += h
            q = s
        }
        return sum + q
    }

    /// The root u ∈ [0, 1] of X(u) = τ, to half an ulp of u plus a few ulps of u − t₀.
    ///
    /// G(d) = C₀ + d·(C₁ + d·(C₂ + a·d)) increases through [−t₀, 1 − t₀]; Newton's method on it,
    /// safeguarded by bisection, starts from the side of the root away from 0, at
    /// min(∛(|C₀|/a), |C₀|/C₁) (each term of G alone would need that much), where G is convex
    /// toward the root, so the iterates approach it monotonically and quadratically. It stops when
    /// G is zero, the step is below 2⁻⁸ of an ulp of t₀ + d (or 2⁻⁵² of d), or the bracket closes.
    func root(_ tau: Double) -> HalfCubic.Solve {
        let c0 = offset(tau)
        if c0 == 0 { return HalfCubic.Solve(u: t0, iterations: 1) }
        var lo = -t0
        var hi = 1 - t0
        let magnitude = Swift.min(Double.root(abs(c0) / c3, 3), c1 > 0 ? abs(c0) / c1 : .infinity)
        var d = c0 > 0 ? -magnitude : magnitude
        if !(d > lo && d < hi) { d = 0.5 * (lo + hi) }
        var iterations = 0
        while iterations < 200 {
            iterations += 1
            let g = c0 + d * (c1 + d * (c2 + c3 * d))
            if g == 0 { break }
            if g < 0 { lo = d } else { hi = d }
            let slope = c1 + d * (2 * c2 + 3 * c3 * d)
            let next = d - g / slope
            // A step below the resolution of d: converged (else the bracket's end at d would turn
            // it into a bisection).
            if slope > 0 && next == d { break }
            if slope > 0 && next > lo && next < hi {
                let step = abs(next - d)
                d = next
                // Once the step is small against d, Newton's error after it is about
                // |G″/(2G′)|·step² (quadratic convergence): stop when that, or the step itself, is
                // below 2⁻⁸ of an ulp of t₀ + d (or 2⁻⁵² of d), without one more evaluation.
                let tolerance = Swift.max((t0 + d).ulp * 0x1p-8, abs(d) * 0x1p-52)
                if step <= tolerance { break }
                if step <= abs(d) * 0x1p-20 && abs(c2 + 3 * c3 * d) / slope * step * step <= tolerance { break }
            } else {
                guard let mid = Double.bisectionPoint(lo, hi) else { break }
                d = mid
            }
        }
        return HalfCubic.Solve(u: Swift.min(1, Swift.max(0, t0 + d)), iterations: iterations)
    }
}
