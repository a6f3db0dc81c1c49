// Real roots of a cubic in closed form.
//
// Goals: every real root of a·t³ + b·t² + c·t + d, including the degenerate quadratic, linear
// and constant cases, accurate to a few ulps after polishing; generic over the floating-point
// type so that tests can run it in Float80 as an independent, more precise reference.
//
// Method: for a ≠ 0 the normalised cubic is depressed, t = s − B/3, s³ + p·s + q = 0, and
// solved by Cardano's formula when the discriminant Δ = (q/2)² + (p/3)³ is positive (one real
// root; the cube root is taken of the term without cancellation, the other term recovered as
// −p/(3·w)), and by the trigonometric (Viète) form when Δ ≤ 0 (three real roots).
// When |a| is tiny against |b| the normalised coefficients are huge and the depressed form
// cancels catastrophically; the small roots then come from the quadratic b·t² + c·t + d and the
// large one from Vieta's sum, −b/a − t₁ − t₂. Every root is then polished by Newton's method on
// the original coefficients (one step normally; repeated while the residual keeps falling, at
// most four times), which restores full precision in every case.
// References: W. H. Press et al., Numerical Recipes, §5.6; Kahan, "To solve a real cubic equation"
// (1986); Blinn, "How to solve a cubic equation" (IEEE CG&A, 2006–2007).

import RealModule

/// Real roots of polynomials of degree ≤ 3, in closed form.
public enum CubicRoots {
    /// The real roots of a·t³ + b·t² + c·t + d = 0, ascending, each listed once (a double root
    /// once).
    ///
    /// Degenerate cases: a = 0 solves the quadratic, a = b = 0 the linear equation; when every
    /// coefficient is zero (every t is a root) or only d ≠ 0 (none is) the result is empty.
    /// Non-finite coefficients give an empty result.
    ///
    /// - Complexity: O(1): one square root, cube root or arccosine and cosine, and at most four
    ///   Newton steps per root.
    @_specialize(exported: true, where T == Double)
    public static func solve<T: Real & BinaryFloatingPoint>(_ a: T, _ b: T, _ c: T, _ d: T) -> [T] {
        let (count, r0, r1, r2) = roots(a, b, c, d)
        return Array([r0, r1, r2].prefix(count))
    }

    /// ``solve(_:_:_:_:)`` without an array, for callers in loops (the arc-length tables ask it
    /// for the breakpoints of every piece): the number of distinct real roots (0 to 3) and the
    /// roots, ascending, in the first `count` places (the others are 0). The same roots, bit for
    /// bit, as ``solve(_:_:_:_:)``, which is built on it.
    /// - Complexity: O(1), as ``solve(_:_:_:_:)``; no allocation.
    /// Appends the roots of ``solve(_:_:_:_:)`` that lie strictly between `lower` and `upper` to
    /// `out`, ascending, without building an array of its own (the breakpoints of path segments
    /// and Hermite pieces, in (0, 1)).
    @_specialize(exported: true, where T == Double)
    package static func appendRoots<T: Real & BinaryFloatingPoint>(
        _ a: T, _ b: T, _ c: T, _ d: T, between lower: T, _ upper: T, to out: inout [T]
    ) {
        let (count, r0, r1, r2) = roots(a, b, c, d)
        for k in 0..<count {
            let root = k == 0 ? r0 : k == 1 ? r1 : r2
            if root > lower && root < upper { out.append(root) }
        }
    }

    @_specialize(exported: true, where T == Double)
    package static func roots<T: Real & BinaryFloatingPoint>(_ a: T, _ b: T, _ c: T, _ d: T) -> (count: Int, T, T, T) {
        guard a.isFinite, b.isFinite, c.isFinite, d.isFinite else { return (0, 0, 0, 0) }
        var found: (count: Int, T, T, T)
        if a == 0 {
            let (n, q0, q1) = quadraticRoots(b, c, d)
            found = (n, q0, q1, 0)
        } else if abs(a) <= T(1e-4) * abs(b) {
            // Nearly quadratic: small roots from the quadratic, the large one from Vieta.
            let (n, q0, q1) = quadraticRoots(b, c, d)
            let sum = n == 2 ? q0 + q1 : (n == 1 ? 2 * q0 : 0)
            let large = -b / a - sum
            switch n {
            case 0: found = (1, large, 0, 0)
            case 2: found = (3, q0, q1, large)
            default:
                // The quadratic had a double root: let the general method decide.
                found = depressedRoots(a, b, c, d)
            }
        } else {
            found = depressedRoots(a, b, c, d)
        }
        // Polished, sorted (by insertion, as `sorted()` orders them), then duplicates created by
        // polishing two nearby estimates onto one root removed.
        let n = found.count
        var r = (
            n >= 1 ? polish(found.1, a, b, c, d) : 0, n >= 2 ? polish(found.2, a, b, c, d) : 0, n == 3 ? polish(found.3, a, b, c, d) : 0
        )
        if n >= 2 && r.1 < r.0 { swap(&r.0, &r.1) }
        if n == 3 {
            if r.2 < r.1 { swap(&r.1, &r.2) }
            if r.1 < r.0 { swap(&r.0, &r.1) }
        }
        var out: (count: Int, T, T, T) = (n == 0 ? 0 : 1, r.0, 0, 0)
        if n >= 2 && r.1 != out.1 { out = (2, out.1, r.1, 0) }
        if n == 3 && r.2 != (out.count == 2 ? out.2 : out.1) {
            if out.count == 2 { out = (3, out.1, out.2, r.2) } else { out = (2, out.1, r.2, 0) }
        }
        return out.count == 0 ? (0, 0, 0, 0) : out
    }

    /// Real roots of b·t² + c·t + d (or of the linear equation when b = 0), by the formula that
    /// avoids cancellation: w = −(c + sign(c)·√(c² − 4bd))/2, roots w/b and d/w.
    package static func quadratic<T: Real & BinaryFloatingPoint>(_ b: T, _ c: T, _ d: T) -> [T] {
        let (count, r0, r1) = quadraticRoots(b, c, d)
        return count == 0 ? [] : count == 1 ? [r0] : [r0, r1]
    }

    /// ``quadratic(_:_:_:)`` without an array: the number of roots (0, 1 or 2) and the roots
    /// (unused ones are 0), for callers in loops (a curve's construction calls it per interval).
    @inlinable
    package static func quadraticRoots<T: Real & BinaryFloatingPoint>(_ b: T, _ c: T, _ d: T) -> (count: Int, T, T) {
        if b == 0 {
            return c == 0 ? (0, 0, 0) : (1, -d / c, 0)
        }
        let discriminant = c * c - 4 * b * d
        if discriminant < 0 { return (0, 0, 0) }
        if discriminant == 0 { return (1, -c / (2 * b), 0) }
        let w = -(c + (c < 0 ? -1 : 1) * T.sqrt(discriminant)) / 2
        if w == 0 { return (1, 0, 0) }
        return (2, w / b, d / w)
    }

    /// Roots of the cubic (a ≠ 0) by the depressed form, Cardano or trigonometric: the number of
    /// roots (1 or 3, in the order the formulas give them) and the roots (unused ones are 0).
    package static func depressedRoots<T: Real & BinaryFloatingPoint>(_ a: T, _ b: T, _ c: T, _ d: T) -> (count: Int, T, T, T) {
        let B = b / a
        let C = c / a
        let D = d / a
        let shift = B / 3
        let p = C - B * shift
        let q = 2 * shift * shift * shift - shift * C + D
        let halfQ = q / 2
        let thirdP = p / 3
        let discriminant = halfQ * halfQ + thirdP * thirdP * thirdP
        if discriminant > 0 {
            // One real root. w³ = −q/2 − sign(q)·√Δ has no cancellation.
            let root = T.sqrt(discriminant)
            let w = T.root(-halfQ - (halfQ < 0 ? -root : root), 3)
            let s = w == 0 ? 0 : w - thirdP / w
            return (1, s - shift, 0, 0)
        }
        if p == 0 {
            // Triple root.
            return (1, -shift, 0, 0)
        }
        // Three real roots (two may coincide): s = 2√(−p/3)·cos(φ/3 − 2πk/3).
        let r = T.sqrt(-thirdP)
        let cosine = Swift.min(1, Swift.max(-1, -halfQ / (r * r * r)))
        let phi = T.acos(cosine)
        let twoThirdsPi = 2 * T.pi / 3
        func root(_ k: Int) -> T { 2 * r * T.cos(phi / 3 - twoThirdsPi * T(k)) - shift }
        return (3, root(0), root(1), root(2))
    }

    /// Newton polish on the original coefficients; stops when the residual no longer decreases.
    package static func polish<T: Real & BinaryFloatingPoint>(_ t0: T, _ a: T, _ b: T, _ c: T, _ d: T) -> T {
        var t = t0
        var residual = abs(((a * t + b) * t + c) * t + d)
        for _ in 0..<4 where residual > 0 {
            let derivative = (3 * a * t + 2 * b) * t + c
            guard derivative != 0, derivative.isFinite else { break }
            let next = t - (((a * t + b) * t + c) * t + d) / derivative
            let nextResidual = abs(((a * next + b) * next + c) * next + d)
            guard nextResidual.isFinite, nextResidual < residual else { break }
            t = next
            residual = nextResidual
        }
        return t
    }
}
