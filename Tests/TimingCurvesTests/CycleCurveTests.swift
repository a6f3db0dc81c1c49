import MotionTestSupport
import PropertyBased
import RealModule
import Testing
import TimingCurves

/// Android's CycleInterpolator: exact values at the quarter periods, agreement with the direct
/// formula sin(2π·c·x) over seeded inputs, the slope against a central difference, the exact
/// output range, and refused parameters.
@Suite struct CycleCurveTests {
    /// u = 2c·x is exact at these points, so sin(πu) is exactly 0 or ±1.
    @Test func quarterPeriods() throws {
        let one = try CycleCurve(cycles: 1)
        #expect([0, 0.25, 0.5, 0.75, 1].map { one.value(at: $0) } == [0, 1, 0, -1, 0])
        let two = try CycleCurve(cycles: 2)
        #expect((0...8).map { two.value(at: Double($0) / 8) } == [0, 1, 0, -1, 0, 1, 0, -1, 0])
        #expect(one.derivative(at: 0) == 2 * .pi && one.derivative(at: 0.25) == 0 && one.derivative(at: 0.5) == -2 * .pi)
        #expect(one.value(at: -1) == 0 && one.value(at: 2) == 0 && one.derivative(at: 2) == 0 && one.value(at: .nan).isNaN)
        let quarter = try CycleCurve(cycles: 0.25)
        #expect(!one.mapsEndpointsExactly && !one.isMonotone && quarter.isMonotone)
    }

    /// Seeded: the direct formula rounds 2π·c·x once and then takes a sine (slope at most 1), so
    /// the two differ by at most a few ulps of the argument 2π·c·x plus an ulp of the result.
    @Test func matchesTheFormula() async {
        await seededPropertyCheck(count: 10_000, input: Gen.double(in: 0.01...20), Gen.double(in: 0...1)) { c, x in
            let curve = try! CycleCurve(cycles: c)
            let argument = 2 * Double.pi * c * x
            let direct = Double.sin(argument)
            let tolerance = 4 * argument.ulp + 2 * Double.ulpOfOne
            #expect(abs(curve.value(at: x) - direct) <= tolerance, "c \(c), x \(x): \(curve.value(at: x)) vs \(direct)")
            // The central difference's truncation is at most (2πc)³h²/6; each value is off by the
            // rounding of u = 2c·x (an ulp of 2c, times π) and a couple of ulps of 1, which the
            // difference divides by 2h.
            let h = 1e-6
            guard x > h && x < 1 - h else { return }
            let difference = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            let w = 2 * Double.pi * c
            let rounding = (Double.pi * (2 * c).ulp + 2 * Double.ulpOfOne) / h
            #expect(abs(curve.derivative(at: x) - difference) <= w * w * w * h * h / 6 + rounding, "slope c \(c), x \(x)")
        }
    }

    /// The range is exact: the crest and trough once reached, else the end value; a dense scan
    /// never leaves it and comes within the scan's step of each end.
    @Test(arguments: [0.1, 0.25, 0.5, 0.6, 0.75, 1, 2.3])
    func outputRange(cycles: Double) throws {
        let curve = try CycleCurve(cycles: cycles)
        let range = curve.outputRange
        let scan = (0...20_000).map { curve.value(at: Double($0) / 20_000) }
        #expect(scan.allSatisfy { range.contains($0) }, "\(cycles): \(range)")
        let step = 2 * Double.pi * cycles / 20_000
        #expect(scan.min()! - range.lowerBound <= step && range.upperBound - scan.max()! <= step, "\(cycles): \(range) vs \(scan.min()!)…\(scan.max()!)")
    }

    @Test func refusedParameters() {
        for cycles in [0, -1, .nan, .infinity, 1e16] {
            #expect(throws: TimingCurveError.self, "\(cycles)") { try CycleCurve(cycles: cycles) }
        }
    }
}
