// Bracketed root finding shared by the modules: a bisection point that always makes progress, and
// Newton's method safeguarded by it.
//
// Goals, in order: (1) never leave the bracket and always terminate (at most ~64 bisections close
// any bracket of non-negative doubles to adjacent doubles); (2) converge quadratically near a simple
// root; (3) report the root to the last bit the function's own evaluation allows.
// Reference: the "rtsafe" rules of Press et al., Numerical Recipes, §9.4.

extension Double {
    /// A point strictly between `lo` and `hi` (0 ≤ lo < hi), or nil when they are adjacent doubles.
    ///
    /// The arithmetic midpoint when the bracket spans less than a factor of two; otherwise the
    /// midpoint of the bit patterns (monotone for non-negative doubles), so that any bracket of
    /// non-negative doubles shrinks to adjacent doubles within 64 bisections, even [0, 1] around
    /// a root near the smallest subnormal. Brackets reaching below zero use the arithmetic midpoint.
    @inlinable @inline(__always)
    package static func bisectionPoint(_ lo: Double, _ hi: Double) -> Double? {
        let mid = lo >= 0 && hi > 2 * lo
            ? Double(bitPattern: lo.bitPattern / 2 + hi.bitPattern / 2 + (lo.bitPattern & hi.bitPattern & 1))
            : lo + 0.5 * (hi - lo)
        return mid > lo && mid < hi ? mid : nil
    }

    /// The root of a function that changes sign once on `lo...hi`, by Newton's method safeguarded
    /// by bisection.
    ///
    /// `function(x)` returns the value g(x) and its derivative g'(x). The caller promises
    /// g(lo) and g(hi) have opposite signs (or one is zero) and says which way g crosses with
    /// `increasing`. Each iteration keeps the bracket holding the sign change; a Newton step that
    /// would leave the bracket, or a non-finite or zero slope, is replaced by a bisection.
    /// Iteration stops when a Newton step moves by at most one ulp or the bracket holds no double
    /// strictly inside; the returned point is then within the bracket, whose ends straddle the
    /// root.
    ///
    /// - Parameters:
    ///   - guess: the first point tried; the midpoint when nil or outside the bracket.
    ///   - leftmost: for a non-decreasing g (`increasing`), find the left end of the set where
    ///     g ≥ 0 instead of any zero: a zero of g does not stop the search, and the bracket's
    ///     upper end (the leftmost point known to have g ≥ 0) is returned when it closes. The
    ///     inverse of flat or stepped timing curves (CSS `steps()`, flat `linear()` runs) needs it.
    /// - Returns: a point of `lo...hi` where g changes sign, to about one ulp of the evaluation.
    /// - Complexity: O(1) evaluations near a simple root; at most 200 in all.
    @inlinable
    package static func safeguardedNewtonRoot(
        in lo: Double, _ hi: Double, increasing: Bool, guess: Double? = nil, leftmost: Bool = false,
        _ function: (Double) -> (value: Double, derivative: Double)
    ) -> Double {
        var lo = lo, hi = hi
        var x = guess ?? .nan
        if !(x > lo && x < hi) {
            guard let mid = bisectionPoint(lo, hi) else { return leftmost ? hi : lo }
            x = mid
        }
        for _ in 0..<200 {
            let (g, slope) = function(x)
            if g == 0 && !leftmost { return x }
            // Orient so that "below" means the root lies to the right of x (leftmost: a zero
            // counts as above, so hi stays the leftmost point known to reach the level).
            if (g < 0) == increasing { lo = x } else { hi = x }
            let next = slope != 0 && slope.isFinite ? x - g / slope : .nan
            if next > lo && next < hi {
                if abs(next - x) <= next.ulp { return next }
                x = next
            } else {
                guard let mid = bisectionPoint(lo, hi) else { return leftmost ? hi : x }
                x = mid
            }
        }
        return leftmost ? hi : x
    }
}
