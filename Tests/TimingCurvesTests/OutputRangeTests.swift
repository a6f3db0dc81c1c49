// The output range of a timing curve: its extrema, from the roots of By′(t) (MotionMath's
// CubicRoots), against a brute-force grid.

import Testing
import TimingCurves

@Suite struct OutputRangeTests {
    @Test func outputRangeOfOvershootingCurves() throws {
        let back = try CubicBezier(0.68, -0.55, 0.265, 1.55)
        let range = back.outputRange
        // Brute force over a fine grid of t.
        var lo = 0.0
        var hi = 1.0
        for i in 0...100_000 {
            // By(t) in Bernstein form from the public control points.
            let t = Double(i) / 100_000, s = 1 - t
            let y = 3 * s * s * t * back.y1 + 3 * s * t * t * back.y2 + t * t * t
            lo = min(lo, y)
            hi = max(hi, y)
        }
        #expect(range.lowerBound <= lo && abs(range.lowerBound - lo) < 1e-9, "\(range) vs grid \(lo)")
        #expect(range.upperBound >= hi && abs(range.upperBound - hi) < 1e-9, "\(range) vs grid \(hi)")
        #expect(CubicBezier.ease.outputRange == 0...1)
    }
}
