import MotionMath
import MotionTestSupport
import RealModule
import Testing

/// The bounded adaptive Gauss–Legendre integrator (issue 18).
@Suite("AdaptiveQuadrature: exactness, convergence, bounded work")
struct QuadratureTests {
    /// The 10-point rule is exact for degree ≤ 19: ∫₀¹ (k+1)·x^k = 1 to a few ulps.
    @Test func exactForPolynomialsOfDegreeNineteen() {
        for k in 0...19 {
            let value = AdaptiveQuadrature.gauss10(0, 1) { x in Double(k + 1) * Double.pow(x, k) }
            #expect(isClose(value, 1, ulps: 8), "degree \(k): \(value)")
        }
        let weights = AdaptiveQuadrature.rule.weights.reduce(0, +)
        #expect(isClose(weights, 2, ulps: 2), "weight sum \(weights)")
    }

    /// The constants are the correctly rounded 35-digit values (roots of P₁₀ and
    /// 2/((1 − x²)P₁₀′(x)²) by Newton in 40-digit mpmath; the first 15 digits agree with
    /// Abramowitz & Stegun table 25.4): Swift rounds each literal to the nearest Double.
    @Test func tenPointConstantsAreCorrectlyRounded() {
        let x: [Double] = [0.97390652851717172007796401208445205, 0.86506336668898451073209668842349305,
                           0.67940956829902440623432736511487358, 0.43339539412924719079926594316578416,
                           0.14887433898163121088482600112971998]
        let w: [Double] = [0.066671344308688137593568809893331793, 0.14945134915058059314577633965769733,
                           0.21908636251598204399553493422816319, 0.26926671930999635509122692156946935,
                           0.29552422471475287017389299465133833]
        let rule = AdaptiveQuadrature.rule
        #expect(rule.nodes == x.map { -$0 } + x.reversed())
        #expect(rule.weights == w + w.reversed())
    }

    /// Smooth integrands converge in 30 evaluations; peaked and kinked ones subdivide.
    @Test func convergesOnSmoothPeakedAndKinked() {
        let smooth = AdaptiveQuadrature.integrate(0, 1) { Double.exp($0) }
        #expect(smooth.isConverged && smooth.evaluations == 30)
        #expect(abs(smooth.value - (Double.exp(1) - 1)) <= 4e-16, "\(smooth)")
        // Runge-like peak: ∫₋₁¹ 1/(1 + 10⁴x²) = 2·atan(100)/100.
        let peak = AdaptiveQuadrature.integrate(-1, 1, relativeTolerance: 1e-14) { 1 / (1 + 1e4 * $0 * $0) }
        let exact = 2 * Double.atan(100) / 100
        #expect(peak.isConverged && abs(peak.value - exact) <= 1e-14 * exact, "\(peak) vs \(exact)")
        // A kink not at a node: ∫₀¹ |x − 1/3| = 5/18.
        let kink = AdaptiveQuadrature.integrate(0, 1, relativeTolerance: 1e-13) { abs($0 - 1.0 / 3) }
        #expect(kink.isConverged && abs(kink.value - 5.0 / 18) <= 1e-13, "\(kink)")
        #expect(kink.evaluations <= AdaptiveQuadrature.maximumEvaluations)
        // Reversed limits negate.
        #expect(AdaptiveQuadrature.integrate(1, 0) { Double.exp($0) }.value == -smooth.value)
    }

    /// The cause of issue 18: an integrand whose evaluation carries rounding noise above the
    /// tolerance. A scheme that halves the tolerance per level splits such an interval to its depth
    /// limit (2⁴⁰ pieces); this one stops at the rounding floor (noise of a few ulps: converged) or
    /// at its budget (larger noise: flagged), never beyond `maximumEvaluations`.
    @Test(.reportsSeed) func noisyIntegrandsStopAtTheFloorOrTheBudget() {
        var generator = SeededGenerator(testSeed: 18)
        let noise = (0..<4096).map { _ in Double.random(in: -1...1, using: &generator) }
        func noisy(_ amplitude: Double) -> (Double) -> Double {
            { x in
                let index = Int((x * 4095).rounded()) & 4095
                return 1 + amplitude * noise[index]
            }
        }
        let ulpNoise = AdaptiveQuadrature.integrate(0, 1, relativeTolerance: 1e-17, noisy(4 * Double.ulpOfOne))
        #expect(ulpNoise.isConverged, "ulp-level noise is the rounding floor: \(ulpNoise)")
        #expect(ulpNoise.evaluations <= AdaptiveQuadrature.maximumEvaluations)
        #expect(abs(ulpNoise.value - 1) <= 1e-14)
        let loud = AdaptiveQuadrature.integrate(0, 1, relativeTolerance: 1e-15, noisy(1e-9))
        #expect(!loud.isConverged, "noise of 1e-9 cannot meet 1e-15: flagged \(loud)")
        #expect(loud.evaluations == AdaptiveQuadrature.maximumEvaluations)
        #expect(abs(loud.value - 1) <= 1e-9, "best estimate \(loud.value)")
    }

    /// Non-finite integrands and limits give a flagged result, not a hang or a trap.
    @Test func nonFiniteInputsAreFlagged() {
        let infinite = AdaptiveQuadrature.integrate(0, 1) { 1 / $0 }
        #expect(!infinite.isConverged && infinite.evaluations <= AdaptiveQuadrature.maximumEvaluations, "\(infinite)")
        let nanIntegrand = AdaptiveQuadrature.integrate(0, 1) { _ in .nan }
        #expect(!nanIntegrand.isConverged && nanIntegrand.evaluations == 30)
        let nanLimit = AdaptiveQuadrature.integrate(0, .infinity) { $0 }
        #expect(!nanLimit.isConverged && nanLimit.evaluations == 0)
        #expect(AdaptiveQuadrature.integrate(2, 2) { $0 }.value == 0)
    }

    /// The 20- and 32-point Gauss–Legendre tables (the arc-length table's lengths): each n-point
    /// rule integrates xᵏ exactly for k ≤ 2n − 1, so on the even powers up to 2n − 2 (the odd ones
    /// vanish by symmetry) the sums give 2/(k + 1) to rounding (a few ulps of the sum of the 2n
    /// positive terms), within 8 ulps of 2/(k + 1); k = 0 checks that the weights sum to 2.
    @Test func gaussLegendreTablesAreExact() {
        for (nodes, weights) in [(AdaptiveQuadrature.nodes20, AdaptiveQuadrature.weights20), (AdaptiveQuadrature.nodes32, AdaptiveQuadrature.weights32)] {
            let n = 2 * nodes.count
            #expect(nodes.count == weights.count && nodes == nodes.sorted(by: >) && nodes.allSatisfy { $0 > 0 && $0 < 1 })
            for k in stride(from: 0, through: 2 * n - 2, by: 2) {
                let sum = zip(nodes, weights).reduce(0.0) { $0 + 2 * $1.1 * Double.pow($1.0, k) }
                let exact = 2 / Double(k + 1)
                #expect(abs(sum - exact) <= 8 * Double.ulpOfOne * exact, "\(n) points, x^\(k): \(sum) against \(exact), error \(abs(sum - exact) / exact) relative")
            }
        }
    }
}
