// The maximum of |f(x) − h(x)| on an interval, found by locating the extrema of the difference
// rather than by sampling it: the certificate behind CSSLinearExport's stop placement and
// BezierFit's reported error.
//
// e(x) = f(x) − h(x) is continuous where f and h are; its maximum modulus on [a, b] is attained
// at a or b, or at an interior point where e′ = f′ − h′ changes sign: a smooth extremum
// (f′(x) = h′(x)) or a corner of f where the one-sided slopes straddle h′ (the breakpoints of
// the piecewise Penner curves, e.g. easeOutBounce at 1/2.75, 2/2.75, 2.5/2.75). The interval is
// cut into cells; g = f′ − h′ is evaluated at every node, every cell whose end signs differ
// strictly is bisected on the sign of g down to adjacent doubles (this converges to the root
// or to the corner alike, without needing f″), and |e| is taken at both ends of the final
// bracket. Nodes, the ends and the doubles just inside them (one-sided limits of a jump at an
// end) are candidates too.
//
// What this certifies: the true maximum, to the rounding of the evaluations (about 1e-15 for
// the package's curves), for any f that is continuous on [a, b] and whose g changes sign at most
// once per cell (two extrema of e closer than one cell could hide a pair of sign changes). The
// cells are at most 1/resolution wide, so the assumption is one about features finer than that.

/// The largest |f(x) − h(x)| on [a, b] and where it is reached (see the file's comment).
///
/// - Parameters:
///   - cells: the number of cells the interval is cut into (≥ 1).
///   - stopAbove: return as soon as an error above this is seen (the result is then a lower
///     bound that already exceeds it).
///   - f, h: value and slope at x.
/// - Returns: the maximum and its input; `error` is NaN when some value of f or h is not finite.
/// - Complexity: cells + 5 evaluations of each function, plus at most 1,100 per bracketed sign
///   change (the bisection stops when no double lies strictly inside the bracket).
func maximumDeviation(
    on a: Double, _ b: Double, cells: Int, stopAbove: Double = .infinity,
    _ f: (Double) -> (value: Double, derivative: Double), _ h: (Double) -> (value: Double, derivative: Double)
) -> (error: Double, at: Double) {
    var best = (error: 0.0, at: a)
    var failed = false
    func error(_ x: Double) -> Double {
        let e = abs(f(x).value - h(x).value)
        if !e.isFinite { failed = true; best = (.nan, x) } else if e > best.error { best = (e, x) }
        return e
    }
    func g(_ x: Double) -> Double { f(x).derivative - h(x).derivative }

    for x in [a, a.nextUp, b.nextDown, b] where x >= a && x <= b {
        _ = error(x)
        if failed || best.error > stopAbove { return best }
    }
    guard b > a else { return best }
    let n = max(1, cells)
    var previousX = a
    var previousG = g(a)
    for i in 1...n {
        let x = i == n ? b : a + (b - a) * (Double(i) / Double(n))
        _ = error(x)
        if failed || best.error > stopAbove { return best }
        let gx = g(x)
        if (previousG < 0 && gx > 0) || (previousG > 0 && gx < 0) {
            // Bisect on the sign of g: to a root of g or to a corner of f.
            var lo = previousX, hi = x
            let loNegative = previousG < 0
            for _ in 0..<1_100 {
                let mid = lo + 0.5 * (hi - lo)
                guard mid > lo && mid < hi else { break }
                let gm = g(mid)
                if gm == 0 || gm.isNaN { lo = mid; hi = mid; break }
                if (gm < 0) == loNegative { lo = mid } else { hi = mid }
            }
            _ = error(lo)
            _ = error(hi)
            if failed || best.error > stopAbove { return best }
        }
        previousX = x
        previousG = gx
    }
    return best
}
