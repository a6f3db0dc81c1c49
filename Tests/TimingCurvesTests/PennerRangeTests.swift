import Foundation
import Testing
import TimingCurves

/// `PennerEasing.outputRange` for the curves that overshoot or bounce, against 50-digit references
/// (Tests/References/penner_ranges.py) and the closed forms of back's and elastic's turning points.
@Suite("Penner output ranges")
struct PennerRangeTests {
    /// The value formulas round to a few ulps of their size (≤ 1.4), and at a turning point found
    /// to an ulp in x the value is flat (y″·ulp² is far below): 8 ulps of 1.
    static let tolerance = 8 * Double.ulpOfOne

    @Test func rangesAgreeWithFiftyDigitReferences() throws {
        #expect(pennerRangeReferences.count == 9)
        for (name, low, high) in pennerRangeReferences {
            let curve = try #require(PennerEasing(name: name))
            let range = curve.outputRange
            #expect(abs(range.lowerBound - low) <= Self.tolerance && abs(range.upperBound - high) <= Self.tolerance,
                    "\(name): \(range) vs [\(low), \(high)]")
        }
        for curve in PennerEasing.all where curve.isMonotone { #expect(curve.outputRange == 0...1, "\(curve)") }
    }

    /// Closed forms: easeInBack turns at x = 2c1/(3c3); easeOutElastic's first turning point is
    /// where tan θ = −... (the slope 10c4·cos θ − 10 ln2·sin θ vanishes: tan θ = c4/ln 2).
    @Test func closedFormTurningPoints() throws {
        let c1 = 1.70158, c3 = c1 + 1
        let x = 2 * c1 / (3 * c3)
        let backLow = c3 * x * x * x - c1 * x * x
        #expect(abs(PennerEasing(name: "easeInBack")!.outputRange.lowerBound - backLow) <= Self.tolerance)
        let c4 = 2 * Double.pi / 3
        let theta = atan(c4 / log(2.0))  // first θ > −0.75c4 with tan θ = c4/ln 2
        let xe = (theta / c4 + 0.75) / 10
        let elasticHigh = exp2(-10 * xe) * sin((10 * xe - 0.75) * c4) + 1
        #expect(abs(PennerEasing(name: "easeOutElastic")!.outputRange.upperBound - elasticHigh) <= Self.tolerance,
                "\(PennerEasing(name: "easeOutElastic")!.outputRange) vs \(elasticHigh)")
    }
}
