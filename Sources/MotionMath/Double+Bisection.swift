extension Double {
    /// A point strictly between `lo` and `hi` (0 ≤ lo < hi), or nil when they are adjacent doubles.
    ///
    /// The arithmetic midpoint when the bracket spans less than a factor of two; otherwise the
    /// midpoint of the bit patterns (monotone for non-negative doubles), so that any bracket of
    /// non-negative doubles shrinks to adjacent doubles within 64 bisections, even [0, 1] around
    /// a root near the smallest subnormal.
    @inlinable @inline(__always)
    static func _bisection(_ lo: Double, _ hi: Double) -> Double? {
        let mid = hi > 2 * lo
            ? Double(bitPattern: lo.bitPattern / 2 + hi.bitPattern / 2 + (lo.bitPattern & hi.bitPattern & 1))
            : lo + 0.5 * (hi - lo)
        return mid > lo && mid < hi ? mid : nil
    }
}
