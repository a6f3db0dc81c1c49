// The Newton–bisection solver of CubicBezier.
//
// Goals, in order:
//  1. Correct for every valid curve: the root stays bracketed, so vertical tangents (Bx′ = 0 at an
//     end or in the middle) and a vanishing cubic coefficient 1 − 3x2 + 3x1 need no special case.
//  2. Full precision: stop when the Newton step reaches the resolution of a Double (or is
//     predicted to by quadratic convergence), never on a tolerance in x, which does not bound the
//     error in y near a vertical tangent.
//  3. Fast: a per-curve table gives a close guess (quintic Hermite) from which one Chebyshev step,
//     certified by a rigorous bound, usually finishes (CubicBezier+Storage); this file holds the
//     polynomials and the general solver for the rest.
//
// The curve is solved in two forms. For x ≤ ½ the forward polynomial X(t) = x is solved; for
// x > ½ the mirror polynomial X̃(s) = 1 − x in s = 1 − t, where X̃ is the x-polynomial of the
// point-reflected curve. Both targets lie in [0, ½], so each form needs a table on [0, ½] only,
// and the residual near x = 1 is computed relative to 1 − x.
//
// References: Press et al., Numerical Recipes, §9.4 (rtsafe: Newton with bisection fallback);
// WebKit's UnitBezier and the bezier-easing library for the classic approach this improves on.

import MotionMath

/// One form of a cubic-Bézier timing function: X(u) = ((a·u + b)·u + c)·u and the matching
/// Y(u), with X(0) = 0, X(1) = 1 and X non-decreasing on [0, 1]. The per-curve guess table lives
/// in ``BezierStorage``; this type holds the polynomials and the general safeguarded solver.
@usableFromInline
struct HalfCubic: Sendable {
    /// Power-basis coefficients of X: c = 3x1, b = 3x2 − 6x1, a = 1 + 3x1 − 3x2 (for X′ and X″).
    @usableFromInline let a: Double, b: Double, c: Double
    /// The control coordinates, for X and Y themselves in Bernstein form.
    @usableFromInline let x1: Double, x2: Double, y1: Double, y2: Double
    /// Power-basis coefficients of Y.
    @usableFromInline let ay: Double, by: Double, cy: Double

    @inlinable
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.x2 = x2
        self.y1 = y1
        self.y2 = y2
        c = 3 * x1
        b = 3 * x2 - 6 * x1
        a = 1 + 3 * (x1 - x2)
        cy = 3 * y1
        by = 3 * y2 - 6 * y1
        ay = 1 + 3 * (y1 - y2)
    }

    /// Whether this form's guess table is uniform in √τ rather than in τ: where X′(0) = c is zero
    /// or small (c² < b/128), X(u) ≈ c·u + b·u² turns from linear to quadratic at τ ≈ c²/b
    /// below the first uniform interval (1/64), so that u ≈ √(τ/b) there: a vertical tangent at
    /// the start, as in CSS ease-out's forward and ease-in's mirror form. u is then a smooth
    /// function of √τ, which the Hermite table follows to full precision (measured in
    /// CubicBezierSolverCostTests).
    var isWarped: Bool { b > 0 && c * c < b / 128 }

    /// The target τ of table node S ∈ [0, n] (n intervals on τ ∈ [0, ½]): S/(2n), or S²/(2n²)
    /// when `warped`.
    static func nodeTarget(_ S: Double, count n: Int, warped: Bool) -> Double {
        warped ? S * S / Double(2 * n * n) : S / Double(2 * n)
    }

    /// The roots u₀ = 0 < u₁ < … < uₙ of X(uᵢ) = τᵢ, τᵢ = ``nodeTarget(_:count:warped:)`` of i,
    /// i = 0…n, for the guess table.
    ///
    /// Each node is solved by ``refine(_:lo:hi:guess:)`` from a second-order Taylor step of the
    /// inverse function at the previous one; the last (target ½) is then made the correctly rounded root with the
    /// double-double residual, so that x = ½ on a symmetric curve returns exactly the node.
    func tableNodes(count n: Int, warped: Bool) -> [Double] {
        var nodes = [Double](repeating: 0, count: n + 1)
        for i in 1...n {
            let tau = Self.nodeTarget(Double(i), count: n, warped: warped)
            let width = tau - Self.nodeTarget(Double(i - 1), count: n, warped: warped)
            let lo = nodes[i - 1]
            // Second-order Taylor step of the inverse function (du/dτ = 1/X′, d²u/dτ² = −X″/X′³),
            // else the first-order one, else the middle of the bracket.
            let d1 = derivative(lo)
            let first = lo + width / d1
            let second = first - (3 * a * lo + b) * width * width / (d1 * d1 * d1)
            let guess = second > lo && second < 1 ? second : first > lo && first < 1 ? first : 0.5 * (lo + 1)
            nodes[i] = refine(tau, lo: lo, hi: 1, guess: guess).u
        }
        let last = nodes[n]
        let spread = Swift.max(last * 0x1p-48, .leastNormalMagnitude)
        nodes[n] = exactRoot(0.5, lo: Swift.max(nodes[n - 1], last - spread), hi: Swift.min(1, last + spread), guess: last)
        return nodes
    }

    /// Bounds C ≥ |X″(u)/(2X′(u))| and A ≥ |a/X′(u)| for u in `range`, from the minimum of the
    /// quadratic X′ (at an end or its vertex) and the maximum of the linear |X″| (at an end), each
    /// widened by a relative 1e-12 against rounding; infinite where X′ gets within 1e-9 of zero.
    func stepBounds(on range: ClosedRange<Double>) -> (c: Double, a: Double) {
        var low = Swift.min(derivative(range.lowerBound), derivative(range.upperBound))
        if a != 0 {
            let vertex = -b / (3 * a)
            if range.contains(vertex) { low = Swift.min(low, derivative(vertex)) }
        }
        guard low > 1e-9 else { return (.infinity, .infinity) }
        let high2 = Swift.max(abs(6 * a * range.lowerBound + 2 * b), abs(6 * a * range.upperBound + 2 * b))
        let slack = 1 + 1e-12
        return (high2 / (2 * low) * slack, abs(a) / low * slack)
    }

    /// min X′(u) over `range`: at an end or at the vertex of the quadratic.
    func minSlopeX(on range: ClosedRange<Double>) -> Double {
        var low = Swift.min(derivative(range.lowerBound), derivative(range.upperBound))
        if a != 0 {
            let vertex = -b / (3 * a)
            if range.contains(vertex) { low = Swift.min(low, derivative(vertex)) }
        }
        return low
    }

    /// max |Y′(u)| over `range`: at an end or at the vertex of the quadratic.
    func maxSlopeY(on range: ClosedRange<Double>) -> Double {
        func dy(_ u: Double) -> Double { abs((3 * ay * u + 2 * by) * u + cy) }
        var high = Swift.max(dy(range.lowerBound), dy(range.upperBound))
        if ay != 0 {
            let vertex = -by / (3 * ay)
            if range.contains(vertex) { high = Swift.max(high, dy(vertex)) }
        }
        return high
    }

    // MARK: Polynomials

    /// X(u) in Bernstein form (see ``bernstein(_:_:_:)``): every term is non-negative for
    /// x1, x2 ∈ [0, 1], so the relative error is a few ulps for every u (the power basis has
    /// cancellation when 3x2 − 6x1 < 0).
    @inlinable @inline(__always)
    func x(_ u: Double) -> Double { Self.bernstein(u, x1, x2) }

    /// X′(u).
    @inlinable @inline(__always)
    func derivative(_ u: Double) -> Double { (3 * a * u + 2 * b) * u + c }

    /// Y(u) in Bernstein form: exact at u = ½ for dyadic control points, and free of the power
    /// basis' coefficient rounding.
    @inlinable @inline(__always)
    func y(_ u: Double) -> Double { Self.bernstein(u, y1, y2) }

    /// The cubic with Bernstein coefficients 0, p1, p2, 1 at u: u·(3(1−u)·((1−u)·p1 + u·p2) + u²).
    /// The one evaluation of X and Y that every path shares (the scalar solver, the batch kernels),
    /// so that all of them give the same bits.
    @inlinable @inline(__always)
    static func bernstein(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let v = 1 - u
        return u * (3 * v * (v * p1 + u * p2) + u * u)
    }

    /// ``bernstein(_:_:_:)`` on eight parameters at once, the same operations in the same order.
    @inlinable @inline(__always)
    static func bernstein(_ u: SIMD8<Double>, _ p1: SIMD8<Double>, _ p2: SIMD8<Double>) -> SIMD8<Double> {
        let v = 1 - u
        return u * (3 * v * (v * p1 + u * p2) + u * u)
    }

    /// dY/dX at u, with the limits where X′ vanishes: the ratio of the first derivatives that are
    /// not both zero (L'Hôpital), ±infinity at a vertical tangent.
    @inlinable
    func tangentSlope(at u: Double) -> Double {
        let dx = derivative(u)
        let dy = (3 * ay * u + 2 * by) * u + cy
        if dx > 0 { return dy / dx }
        if dy != 0 { return dy > 0 ? .infinity : -.infinity }
        let ddx = 6 * a * u + 2 * b
        let ddy = 6 * ay * u + 2 * by
        if ddx != 0 { return ddy / ddx }
        if ddy != 0 { return ddy > 0 ? .infinity : -.infinity }
        return a != 0 ? ay / a : 0
    }

    // MARK: Solving X(u) = τ

    /// Result of a solve: the root and the iteration count (each iteration is one evaluation of
    /// X, X′ and X″ together).
    @usableFromInline
    struct Solve {
        @usableFromInline var u: Double
        @usableFromInline var iterations: Int

        @usableFromInline
        init(u: Double, iterations: Int) {
            self.u = u
            self.iterations = iterations
        }
    }

    /// Newton's method safeguarded by bisection on [lo, hi].
    ///
    /// Each iteration evaluates X, X′, X″ at u and shrinks the bracket by the sign of X(u) − τ.
    /// The Newton step, with Chebyshev's second-order correction when that stays inside the
    /// bracket, is taken when it lands strictly inside the bracket and is at most half the
    /// step before the last (so progress is at least geometric, as in rtsafe); otherwise the
    /// bracket is bisected — on the bit pattern when it spans more than a factor of two, so that
    /// any bracket of non-negative doubles shrinks to adjacent doubles in at most 64 bisections.
    /// The solve stops when
    ///  - the residual is exactly zero, or
    ///  - the Newton step is within one ulp of u, or
    ///  - the error left after the step is provably below a quarter ulp: X is a cubic, so its
    ///    Taylor expansion at u is exact and the error of the Chebyshev step
    ///    u − s − (X″/2X′)·s² (s the Newton step) is (2c² − α)e³ + O(e⁴) with c = X″/(2X′),
    ///    α = a/X′, bounded by 2(2c² + |α|)·|e|³ where |c·e| ≤ ¼ and |α|e² ≤ 1/16 (then
    ///    |e| ≤ (16/11)·|s|, see ``BezierStorage``), or
    ///  - the bracket holds no double strictly between its ends.
    ///
    /// A bracket taken from the table may miss the root by an ulp of rounding; the iteration
    /// then converges to the bracket end, within an ulp of the root.
    @inlinable
    func refine(_ tau: Double, lo: Double, hi: Double, guess: Double) -> Solve {
        var lo = lo
        var hi = hi
        var u = guess
        var stepBeforeLast = hi - lo
        var lastStep = stepBeforeLast
        var iterations = 0
        while true {
            iterations &+= 1
            let p = x(u)
            let d1 = (3 * a * u + 2 * b) * u + c
            let d2 = 6 * a * u + 2 * b
            let f = p - tau
            if f == 0 || iterations > 200 {
                return Solve(u: u, iterations: iterations)
            }
            if f < 0 { lo = u } else { hi = u }
            let r = 1 / d1
            let step = f * r
            let size = abs(step)
            // Chebyshev's step: Newton's plus the second-order correction −(X″/2X′)·step², used
            // when it stays inside the bracket (else the plain Newton step).
            let c2 = 0.5 * d2 * r
            let newton = u - step
            var next = newton - c2 * step * step
            if !(next > lo && next < hi) { next = newton }
            if d1 > 0 && next > lo && next < hi && size <= 0.5 * stepBeforeLast {
                stepBeforeLast = lastStep
                lastStep = size
                // ulp(next) ≥ next·2⁻⁵³, so comparing with multiples of next·2⁻⁵³ is conservative.
                let halfUlp = next * 0x1p-53
                if size <= halfUlp {
                    return Solve(u: next, iterations: iterations)
                }
                // Error bound. X is a cubic, so its Taylor expansion at u is exact: with e = u − root,
                // c = X″(u)/(2X′(u)) and α = a/X′(u), step = e(1 − c·e + α·e²). Where
                // |c·e| ≤ ¼ and |α|·e² ≤ 1/16 this gives |e| ≤ (16/11)·|step| < 1.5·|step|, and
                // the error left is
                //   Newton:     c·e² − α·e³                  ≤ (|c| + |α|·|e|)·e²·…
                //   Chebyshev:  (2c² − α)e³ − c(c² + 2α)e⁴ + 2c²α·e⁵ − cα²e⁶ ≤ 2(2c² + |α|)|e|³.
                // The step stops when that bound is below a quarter ulp of the result.
                let alpha = abs(a * r)
                let c = abs(c2)
                let e = 1.5 * size
                if c * e <= 0.25 && alpha * e * e <= 0.0625 {
                    let bound = next == newton
                        ? 2 * (c + alpha * e) * e * e
                        : 2 * (2 * c * c + alpha) * e * e * e
                    if bound <= 0.5 * halfUlp {
                        return Solve(u: next, iterations: iterations)
                    }
                }
                u = next
            } else {
                guard let mid = Double.bisectionPoint(lo, hi) else {
                    return Solve(u: u, iterations: iterations)
                }
                stepBeforeLast = lastStep
                lastStep = hi - lo
                u = mid
            }
        }
    }
}

// MARK: - The plain solve of CubicBezier

extension CubicBezier {
    /// Solves Bx(t) = x for an input x ∈ (0, 1) in the form that keeps the target τ ≤ ½: the
    /// forward form for x ≤ ½, the mirror form (τ = 1 − x, exact by Sterbenz) above.
    ///
    /// From ``HalfCubic/firstGuess(_:)``, ``HalfCubic/root(_:)`` takes Chebyshev steps to a
    /// certified quarter ulp (the safeguarded ``HalfCubic/refine(_:lo:hi:guess:)`` where the
    /// certificate fails). Where the root's condition
    /// τ·|Y′|/X′ exceeds twice the output scale (next to a vertical inflection, where a
    /// backward-stable root would lose up to ε^⅓ in y) it is found instead about the inflection
    /// with an exact residual (``SingularCenter``).
    @inlinable
    func solve(_ x: Double) -> Solution {
        let isMirror = x > 0.5
        let tau = isMirror ? 1 - x : x
        let form = isMirror ? mirror : forward
        // x = ½ on a curve symmetric in x (x1 + x2 = 1, to the rounding of the sum): the root is
        // ½ (exactly when the sum is exact; otherwise within a fraction of an ulp of it), so that
        // ease-in-out gives ½ exactly there, as published.
        let u = tau == 0.5 && x1 + x2 == 1 ? 0.5 : form.root(tau)
        if form.a > 0 && form.needsExpansion(u, tau: tau) {
            return Solution(u: singularRoot(tau, isMirror: isMirror), isMirror: isMirror)
        }
        return Solution(u: u, isMirror: isMirror)
    }

    /// The output at the closed-form first guess alone, for x ∈ (0, 1): O(1), no iteration, no
    /// Newton step and no certificate. Not a value of the curve (its error is the guess's, which
    /// no bound of the precision contract covers); what ``value(at:)`` costs before its first
    /// Newton step, which the lifecycle benchmark reports beside it.
    @inlinable
    package func firstGuessOutput(at x: Double) -> Double {
        let isMirror = x > 0.5
        let form = isMirror ? mirror : forward
        return output(Solution(u: form.firstGuess(isMirror ? 1 - x : x), isMirror: isMirror))
    }

    /// The root about a vertical inflection (rare: out of line).
    @usableFromInline @inline(never)
    func singularRoot(_ tau: Double, isMirror: Bool) -> Double {
        if let center = SingularCenter(x1: x1, x2: x2, mirror: isMirror) {
            return center.root(tau).u
        }
        let form = isMirror ? mirror : forward
        return form.refine(tau, lo: 0, hi: 1, guess: form.firstGuess(tau)).u
    }

    /// y = Y(u) of a solution, evaluated in whichever form has its parameter ≤ ½ (the change of
    /// variable 1 − u is exact there), so that outputs near 1 are computed as 1 − (small).
    @inlinable
    func output(_ solution: Solution) -> Double {
        let flip = solution.u > 0.5
        let w = flip ? 1 - solution.u : solution.u
        if solution.isMirror != flip {
            return 1 - HalfCubic.bernstein(w, 1 - y2, 1 - y1)
        }
        return HalfCubic.bernstein(w, y1, y2)
    }

    /// dy/dx of a solution, in the form whose parameter is ≤ ½ (as ``output(_:)``).
    @inlinable
    func slope(_ s: Solution) -> Double {
        if s.u <= 0.5 {
            return s.isMirror ? mirror.tangentSlope(at: s.u) : forward.tangentSlope(at: s.u)
        }
        return s.isMirror ? forward.tangentSlope(at: 1 - s.u) : mirror.tangentSlope(at: 1 - s.u)
    }

    /// y for an input outside (0, 1): the extrapolation lines for x < 0 and x > 1 (see
    /// ``CubicBezier``), exactly 0 and 1 at the ends, NaN for NaN.
    @inlinable
    func outsideValue(_ x: Double) -> Double {
        Self.extrapolated(x, start: x < 0 ? startExtrapolationSlope : 0, end: x > 1 ? endExtrapolationSlope : 0)
    }

    /// The extrapolation of an input outside (0, 1) with the start and end slopes: x·start for
    /// x < 0 (0 when the slope is 0), 1 + (x − 1)·end for x > 1, exactly 0 and 1 at the ends,
    /// NaN for NaN. Shared by the plain and prepared forms.
    @inlinable
    static func extrapolated(_ x: Double, start: Double, end: Double) -> Double {
        if x < 0 { return start == 0 ? 0 : x * start }
        if x > 1 { return end == 0 ? 1 : 1 + (x - 1) * end }
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return x  // NaN
    }
}

extension HalfCubic {
    /// A first guess for the root of X(u) = τ, τ ∈ (0, ½]: the root of a quadratic that matches X
    /// on the half of [0, 1] that holds the root, told apart by X(½) = (1 + 3x1 + 3x2)/8 (closed
    /// form, no solve). On [0, ½] the quadratic has X's value and slope at 0 and its value at ½,
    /// c·u + (b + a/2)·u², which differs from X by a·u²(u − ½); on [½, 1] it has X's value and
    /// slope at ½ and its value at 1. Each root is taken as 2τ/(k + √(k² + 4qτ)) (no
    /// cancellation), and lies inside its half because the quadratic passes through both ends.
    @inlinable
    func firstGuess(_ tau: Double) -> Double {
        let middle = 0.125 * (1 + 3 * (x1 + x2))
        let lower = tau <= middle
        // Linear and quadratic coefficients about the half's start, and the target above it.
        let k = lower ? c : 0.75 * a + b + c
        let q = lower ? b + 0.5 * a : 2 * a + b
        let t = lower ? tau : tau - middle
        let discriminant = Swift.max(0, k * k + 4 * q * t)
        let root = 2 * t / (k + discriminant.squareRoot())
        let guess = lower ? root : 0.5 + root
        return guess > 0 && guess < 1 ? guess : tau
    }

    /// The root u ∈ [0, 1] of X(u) = τ for τ ∈ (0, ½], to a quarter ulp: from ``firstGuess(_:)``,
    /// two Chebyshev steps and a third whose error the bound of
    /// ``refine(_:lo:hi:guess:)`` certifies, without a branch on the way (independent solves
    /// overlap in the pipeline); where the bound fails (a poor guess, a vertical tangent), the
    /// safeguarded solver from the last iterate.
    @inlinable
    func root(_ tau: Double) -> Double {
        let guess = firstGuess(tau)
        var u = guess
        for _ in 0..<2 {
            let r = 1 / derivative(u)
            let step = (x(u) - tau) * r
            u = (u - step) - (3 * a * u + b) * r * step * step
        }
        let d1 = derivative(u)
        let r = 1 / d1
        let step = (x(u) - tau) * r
        let c2 = (3 * a * u + b) * r
        let next = (u - step) - c2 * step * step
        // The bound of `refine` on the Chebyshev step from u: with e = 1.5·|step|, |c2|·e ≤ ¼ and
        // |a/X′|·e² ≤ 1/16, the error is at most 2(2c2² + |a/X′|)·e³; accepted below a quarter ulp.
        let e = 1.5 * abs(step)
        let c = abs(c2)
        let alpha = abs(a * r)
        if d1 > 0 && u >= 0 && u <= 1 && next > 0 && next < 1 && c * e <= 0.25 && alpha * e * e <= 0.0625
            && 2 * (2 * c * c + alpha) * e * e * e <= next * 0x1p-55 {
            return next
        }
        return refinedRoot(tau, guess: guess, last: next)
    }

    /// ``refine(_:lo:hi:guess:)`` on [0, 1] from the last Chebyshev iterate when it lies inside
    /// (0, 1), else from the first guess: the rare path of ``root(_:)``, out of line.
    @usableFromInline @inline(never)
    func refinedRoot(_ tau: Double, guess: Double, last: Double) -> Double {
        refine(tau, lo: 0, hi: 1, guess: last > 0 && last < 1 ? last : guess).u
    }

    /// Whether the root u of X(u) = τ is too ill-conditioned for a backward-stable solve: its
    /// condition τ·|Y′(u)|/X′(u) exceeds ``CubicBezier/exactRouteCondition`` output scales and
    /// the form's X′ has its minimum inside (0, 1) (an inflection, a > 0). A backward-stable
    /// root carries an x-error of one or two ulps of τ, which moves y by |dy/dx| times that; below
    /// this condition the error stays under 1e-15 of the output scale.
    @inlinable
    func needsExpansion(_ u: Double, tau: Double) -> Bool {
        let dy = abs((3 * ay * u + 2 * by) * u + cy)
        let limit = CubicBezier.exactRouteCondition * derivative(u)
        // The output scale is at least 1: most roots pass before it is computed.
        if tau * dy <= limit { return false }
        if tau * dy <= limit * outputScale { return false }
        // The inflection −b/(3a) lies in (0, 1), for a > 0.
        return -b > 0 && -b < 3 * a
    }

    /// max(1, |y1|, |y2|, |1 − y1|, |1 − y2|): the largest Bernstein coefficient of Y in either
    /// form (the mirror form's y1, y2 are 1 − y2, 1 − y1, the same set), which scales the
    /// rounding of Y and the precision bound near a vertical inflection.
    @inlinable
    var outputScale: Double {
        Swift.max(Swift.max(1, Swift.max(abs(y1), abs(y2))), Swift.max(abs(1 - y1), abs(1 - y2)))
    }
}

extension CubicBezier {
    /// The condition (in output scales) above which a root is found about the inflection.
    @inlinable static var exactRouteCondition: Double { 2 }
}
