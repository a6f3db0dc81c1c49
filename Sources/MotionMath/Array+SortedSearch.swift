extension Array where Element == Double {
    /// The largest index i ≤ `upperBound` with self[i] ≤ x (0 when x is below every element), for
    /// a non-decreasing array; equal elements resolve to the later index.
    ///
    /// `hint` is the previous answer: when x moved to the same or the next interval (a monotone
    /// sweep) the answer costs O(1); otherwise a binary search, O(log n). Shared by the keyframe,
    /// timeline and arc-length lookups.
    @inlinable
    package func lastIndex(atOrBelow x: Double, upperBound: Int, hint: inout Int) -> Int {
        func fits(_ i: Int) -> Bool {
            (i == 0 || self[i] <= x) && (i == upperBound || self[i + 1] > x)
        }
        var i = Swift.min(Swift.max(hint, 0), upperBound)
        if !fits(i) {
            if i < upperBound && fits(i + 1) {
                i += 1
            } else {
                var lo = 0, hi = upperBound
                while lo < hi {
                    let mid = (lo + hi + 1) / 2
                    if self[mid] <= x { lo = mid } else { hi = mid - 1 }
                }
                i = lo
            }
        }
        hint = i
        return i
    }
}
