import Testing
import MotionMath

/// The package's one sorted search (keyframe, timeline, arc-length and `linear()` look-ups)
/// against its definition by linear scan: the largest i in first...upperBound with a[i] ≤ x, or
/// first; equal elements resolve to the later index; NaN finds first.
@Suite struct SortedSearchTests {
    func scan(_ a: [Double], _ x: Double, _ first: Int, _ upper: Int) -> Int {
        var answer = first
        for i in first...upper where a[i] <= x { answer = i }
        return answer
    }

    /// Seeded: 2,000 non-decreasing arrays of 1–40 elements drawn from a few values (so that runs
    /// of equal elements are common), every sub-range, queries at, between and outside the
    /// elements and NaN, with hints anywhere: the hinted search and the bisecting one both
    /// equal the scan.
    @Test func matchesTheLinearScan() {
        var state: UInt64 = 0x5eed_5ea5c4
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        var checked = 0
        for _ in 0..<2_000 {
            let n = 1 + Int(next() % 40)
            let a = (0..<n).map { _ in Double(next() % 12) / 4 }.sorted()
            let first = Int(next() % UInt64(n)), upper = first + Int(next() % UInt64(n - first))
            let queries = a[first...upper].flatMap { [$0, $0 - 0.125, $0 + 0.125] } + [-1, 10, .nan, -.infinity, .infinity]
            for x in queries {
                let expected = x.isNaN ? first : scan(a, x, first, upper)
                let bisecting = a.lastIndexBisecting(atOrBelow: x, lowerBound: first, upperBound: upper)
                #expect(bisecting == expected, "\(a)[\(first)...\(upper)] at \(x): bisecting \(bisecting), scan \(expected)")
                var hint = Int(next() % UInt64(n + 2)) - 1
                let hinted = a.lastIndex(atOrBelow: x, lowerBound: first, upperBound: upper, hint: &hint)
                #expect(hinted == expected && hint == expected, "\(a)[\(first)...\(upper)] at \(x): hinted \(hinted), scan \(expected)")
                checked += 1
            }
        }
        #expect(checked > 40_000)
    }
}
