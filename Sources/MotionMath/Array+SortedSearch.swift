extension RandomAccessCollection where Element == Double, Index == Int {
    /// The largest index i in `startIndex...upperBound` with self[i] ≤ x (`startIndex` when x is
    /// below every element), for a non-decreasing collection; equal elements resolve to the later
    /// index. Indices are the collection's own (an `ArraySlice` keeps its base's).
    ///
    /// `hint` is the previous answer: when x moved to the same or the next interval (a monotone
    /// sweep) the answer costs O(1); otherwise a binary search, O(log n) (``lastIndexBisecting``).
    /// Keyframe, timeline and CSS `linear()` lookups use it; arc-length tables call
    /// ``lastIndexBisecting`` directly, after their own hint and bucket index (computing the
    /// bucket's bounds only when the hint misses).
    /// NaN finds `startIndex`.
    @inlinable
    package func lastIndex(atOrBelow x: Double, upperBound: Int, hint: inout Int) -> Int {
        lastIndex(atOrBelow: x, lowerBound: startIndex, upperBound: upperBound, hint: &hint)
    }

    /// The same search in `lowerBound...upperBound` only (a run of a longer array, such as one
    /// piece's nodes of an arc-length table, without slicing it).
    @inlinable
    package func lastIndex(atOrBelow x: Double, lowerBound first: Int, upperBound: Int, hint: inout Int) -> Int {
        func fits(_ i: Int) -> Bool {
            (i == first || self[i] <= x) && (i == upperBound || self[i + 1] > x)
        }
        var i = Swift.min(Swift.max(hint, first), upperBound)
        if !fits(i) {
            if i < upperBound && fits(i + 1) {
                i += 1
            } else {
                i = lastIndexBisecting(atOrBelow: x, lowerBound: first, upperBound: upperBound)
            }
        }
        hint = i
        return i
    }

    /// The binary search of ``lastIndex(atOrBelow:lowerBound:upperBound:hint:)``: the window
    /// [base, base + n) halves each step and its start moves by a select on the comparison
    /// (`base = a[base + half] ≤ x ? base + half : base`), with no early exit, so that the compiler
    /// may emit a conditional move instead of a branch that queries in random order mispredict
    /// half the time. Whether it does is its choice: in the x86-64 release build measured, the
    /// generic copy (behind the keyframe search) has a conditional move, while the copy for frame
    /// sequences and those inlined into the arc-length tables' search have a branch. ⌈log₂ n⌉
    /// probes, each a dependent load. The answer: the largest i in `first...upperBound` with
    /// self[i] ≤ x, or `first` (also for NaN).
    @inlinable
    package func lastIndexBisecting(atOrBelow x: Double, lowerBound first: Int, upperBound: Int) -> Int {
        var base = first, n = upperBound - first + 1
        while n > 1 {
            let half = n >> 1
            // self[base + half] ≤ x: the answer is at or after base + half.
            base = self[base + half] <= x ? base + half : base
            n -= half
        }
        return base
    }
}
