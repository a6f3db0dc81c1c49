// The output range of the Penner curves: for the monotone ones [0, 1]; for back, elastic and
// bounce, the extremes of the value over [0, 1], found where the closed-form slope changes sign.

import MotionMath

extension PennerEasing {
    /// The number of equal intervals the slope's sign is read on. Every Penner curve's slope
    /// changes sign at most 9 times on [0, 1], at points at least 0.1 apart (elastic in-out's
    /// half period is 0.1125; back has one turning point, bounce three corners), so every sign
    /// change falls in a different interval of 1/1024.
    static let rangeGrid = 1024

    /// The output range over x ∈ [0, 1]: [0, 1] for the monotone curves; for back, elastic and
    /// bounce the least and greatest value, e.g. easeInBack ≈ [−0.100004, 1] and easeOutElastic
    /// ≈ [0, 1.372],
    ///
    /// found by reading the closed-form slope's sign on a grid of 1/1024 (see `rangeGrid`'s
    /// bound on the sign changes) and bisecting each change of sign to adjacent doubles
    /// (MotionMath's `bisectionPoint`: at most 64 halvings); at a turning point the value is
    /// flat, so an x within an ulp gives the extreme to rounding, and at bounce's corners the
    /// bisection closes on the corner itself. Tested against closed forms (back, elastic) and
    /// 50-digit references.
    /// - Complexity: O(1): 1025 slope evaluations plus 64 per sign change.
    public var outputRange: ClosedRange<Double> {
        guard !isMonotone else { return 0...1 }
        var low = 0.0, high = 1.0
        func include(_ y: Double) {
            low = Swift.min(low, y)
            high = Swift.max(high, y)
        }
        let n = Self.rangeGrid
        var previousX = 0.0
        var previousSlope = derivative(at: 0x1p-60)  // just inside: the slope at 0 is one-sided already
        for k in 1...n {
            let x = k == n ? 1 - 0x1p-53 : Double(k) / Double(n)
            let s = derivative(at: x)
            if s == 0 { include(value(at: x)) }
            if (previousSlope > 0 && s < 0) || (previousSlope < 0 && s > 0) {
                // Bisect the sign change to adjacent doubles; both ends bracket the turning point.
                var (a, b, sa) = (previousX, x, previousSlope)
                while let mid = Double.bisectionPoint(a, b) {
                    let sm = derivative(at: mid)
                    if sm == 0 { (a, b) = (mid, mid); break }
                    if (sm > 0) == (sa > 0) { (a, sa) = (mid, sm) } else { b = mid }
                }
                include(value(at: a))
                include(value(at: b))
            }
            previousX = x
            previousSlope = s
        }
        return low...high
    }
}
