// The Newton–bisection solver of CubicBezier.
//
// Goals, in order:
//  1. Correct for every valid curve: the root stays bracketed, so vertical tangents (Bx′ = 0 at an
//     end or in the middle) and a vanishing cubic coefficient 1 − 3x2 + 3x1 need no special case.
//  2. Full precision: stop when the Newton step reaches the resolution of a Double (or is
//     predicted to by quadratic convergence), never on a tolerance in x, which does not bound the
//     error in y near a vertical tangent.
//  3. Fast: a per-curve table gives a guess within about 1e-7 and a bracket, so a typical solve
//     takes two Newton steps; sorted inputs reuse the previous solution (see CubicBezier+Batch).
//
// The curve is solved in two forms. For x ≤ ½ the forward polynomial X(t) = x is solved; for
// x > ½ the mirror polynomial X̃(s) = 1 − x in s = 1 − t, where X̃ is the x-polynomial of the
// point-reflected curve. Both targets lie in [0, ½], so each form needs a table on [0, ½] only,
// and the residual near x = 1 is computed relative to 1 − x.
//
// References: Press et al., Numerical Recipes, §9.4 (rtsafe: Newton with bisection fallback);
// WebKit's UnitBezier and the bezier-easing library for the classic approach this improves on.

/// One form of a cubic-Bézier timing function: X(u) = ((a·u + b)·u + c)·u and the matching
/// Y(u), with X(0) = 0, X(1) = 1, X non-decreasing on [0, 1], plus a guess table for X⁻¹ on
/// [0, ½].
@usableFromInline
struct _HalfCubic: Sendable {
    /// Power-basis coefficients of X: c = 3x1, b = 3x2 − 6x1, a = 1 + 3x1 − 3x2.
    @usableFromInline let a: Double, b: Double, c: Double
    /// Power-basis coefficients of Y.
    @usableFromInline let ay: Double, by: Double, cy: Double
    /// u at the targets τᵢ = i/14, i = 0…7 (0 … ½).
    @usableFromInline var nodes: SIMD8<Double>
    /// du/dτ = 1/X′(u) at the nodes; +infinity where X′ = 0.
    @usableFromInline var inverseSlopes: SIMD8<Double>

    /// Number of table intervals on [0, ½] and their count per unit of τ.
    @usableFromInline static let intervals = 7
    @usableFromInline static let scale = 14.0

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        c = 3 * x1
        b = 3 * x2 - 6 * x1
        a = 1 + 3 * (x1 - x2)
        cy = 3 * y1
        by = 3 * y2 - 6 * y1
        ay = 1 + 3 * (y1 - y2)
        nodes = .zero
        inverseSlopes = .zero
        inverseSlopes[0] = 1 / c  // +infinity when x1 = 0
        var lo = 0.0
        for i in 1...Self.intervals {
            let tau = Double(i) / Self.scale
            // Guess by a linear extrapolation from the previous node when its slope is finite.
            let previous = nodes[i - 1]
            var guess = previous + inverseSlopes[i - 1] / Self.scale
            if !(guess > lo && guess < 1) { guess = 0.5 * (lo + 1) }
            let u = solve(tau, lo: lo, hi: 1, guess: guess).u
            nodes[i] = u
            inverseSlopes[i] = 1 / derivative(u)
            lo = u
        }
    }

    // MARK: Polynomials

    /// X(u).
    @inlinable @inline(__always)
    func x(_ u: Double) -> Double { ((a * u + b) * u + c) * u }

    /// X′(u).
    @inlinable @inline(__always)
    func derivative(_ u: Double) -> Double { (3 * a * u + 2 * b) * u + c }

    /// Y(u).
    @inlinable @inline(__always)
    func y(_ u: Double) -> Double { ((ay * u + by) * u + cy) * u }

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

    /// Result of a solve: the root, the iteration count (each iteration is one evaluation of X,
    /// X′ and X″ together), and the last evaluated point with its derivatives, from which a
    /// following nearby target can be predicted.
    @usableFromInline
    struct Solve {
        @usableFromInline var u: Double
        @usableFromInline var iterations: Int
        @usableFromInline var lastU: Double
        @usableFromInline var lastX: Double
        @usableFromInline var lastD1: Double
        @usableFromInline var lastD2: Double

        @usableFromInline
        init(u: Double, iterations: Int, lastU: Double, lastX: Double, lastD1: Double, lastD2: Double) {
            self.u = u
            self.iterations = iterations
            self.lastU = lastU
            self.lastX = lastX
            self.lastD1 = lastD1
            self.lastD2 = lastD2
        }
    }

    /// The table's bracket [lo, hi] for τ ∈ (0, ½] and a cubic-Hermite guess for X⁻¹(τ).
    @inlinable @inline(__always)
    func bracket(_ tau: Double) -> (lo: Double, hi: Double, guess: Double) {
        let scaled = tau * Self.scale
        let i = Swift.min(Int(scaled), Self.intervals - 1)
        let s = scaled - Double(i)
        let u0 = nodes[i]
        let u1 = nodes[i &+ 1]
        let m0 = inverseSlopes[i] / Self.scale
        let m1 = inverseSlopes[i &+ 1] / Self.scale
        // Cubic Hermite interpolation of the inverse function on the interval.
        let s2 = s * s
        let s3 = s2 * s
        let hermite = (2 * s3 - 3 * s2 + 1) * u0 + (s3 - 2 * s2 + s) * m0
            + (3 * s2 - 2 * s3) * u1 + (s3 - s2) * m1
        // The Hermite guess is useless next to a vertical tangent (infinite slope): interpolate
        // linearly there, and whenever the guess leaves the bracket.
        let guess = (hermite >= u0 && hermite <= u1) ? hermite : u0 + s * (u1 - u0)
        return (u0, u1, guess)
    }

    /// Solves X(u) = τ for τ ∈ (0, ½] from the table's guess.
    @inlinable
    func solve(_ tau: Double) -> Solve {
        let (lo, hi, guess) = bracket(tau)
        return solve(tau, lo: lo, hi: hi, guess: guess)
    }

    /// Newton's method safeguarded by bisection on [lo, hi].
    ///
    /// Each iteration evaluates X, X′, X″ at u and shrinks the bracket by the sign of X(u) − τ.
    /// The Newton step is taken when it lands strictly inside the bracket and is at most half the
    /// step before the last (so progress is at least geometric, as in rtsafe); otherwise the
    /// bracket is bisected — on the bit pattern when it spans more than a factor of two, so that
    /// any bracket of non-negative doubles shrinks to adjacent doubles in at most 64 bisections.
    /// The solve stops when
    ///  - the residual is exactly zero, or
    ///  - the Newton step is within one ulp of u, or
    ///  - the error left after the step is provably below a quarter ulp: Newton's error is
    ///    X″(ξ)·e²/(2X′), bounded with |X″(ξ)| ≤ |X″(u)| + 9|a|·|step| (X″ is linear) and
    ///    |e| ≤ 1.5|step| inside the region K·|step| ≤ 1/4 where that bound holds, or
    ///  - the bracket holds no double strictly between its ends.
    ///
    /// A bracket taken from the table may miss the root by an ulp of rounding; the iteration
    /// then converges to the bracket end, within an ulp of the root.
    @inlinable
    func solve(_ tau: Double, lo: Double, hi: Double, guess: Double) -> Solve {
        var lo = lo
        var hi = hi
        var u = guess
        var stepBeforeLast = hi - lo
        var lastStep = stepBeforeLast
        var iterations = 0
        while true {
            iterations &+= 1
            let p = ((a * u + b) * u + c) * u
            let d1 = (3 * a * u + 2 * b) * u + c
            let d2 = 6 * a * u + 2 * b
            let f = p - tau
            if f == 0 || iterations > 200 {
                return Solve(u: u, iterations: iterations, lastU: u, lastX: p, lastD1: d1, lastD2: d2)
            }
            if f < 0 { lo = u } else { hi = u }
            let step = f / d1
            let next = u - step
            if d1 > 0 && next > lo && next < hi && abs(step) <= 0.5 * stepBeforeLast {
                stepBeforeLast = lastStep
                lastStep = abs(step)
                let ulp = next.ulp
                if abs(step) <= ulp {
                    return Solve(u: next, iterations: iterations, lastU: u, lastX: p, lastD1: d1, lastD2: d2)
                }
                // Newton's error after this step is e′ = X″(ξ)·e²/(2X′(u)) for some ξ between
                // u and the root (Taylor with Lagrange remainder), and |e| ≤ 1.5|step| once
                // K·|step| ≤ 1/4. X″ is linear with slope 6a, so |X″(ξ)| ≤ |X″(u)| + 9|a|·|step|.
                // The bound therefore holds at an inflection (X″(u) = 0) too.
                let k = (abs(d2) + 9 * abs(a) * abs(step)) / (2 * d1)
                let predicted = 2.25 * k * step * step
                if predicted <= 0.25 * ulp && k * abs(step) <= 0.25 {
                    return Solve(u: next, iterations: iterations, lastU: u, lastX: p, lastD1: d1, lastD2: d2)
                }
                u = next
            } else {
                let mid: Double
                if hi > 2 * lo {
                    // Bisect the bit patterns (monotone for non-negative doubles).
                    mid = Double(bitPattern: lo.bitPattern / 2 + hi.bitPattern / 2
                        + (lo.bitPattern & hi.bitPattern & 1))
                } else {
                    mid = lo + 0.5 * (hi - lo)
                }
                if !(mid > lo && mid < hi) {
                    return Solve(u: u, iterations: iterations, lastU: u, lastX: p, lastD1: d1, lastD2: d2)
                }
                stepBeforeLast = lastStep
                lastStep = hi - lo
                u = mid
            }
        }
    }
}
