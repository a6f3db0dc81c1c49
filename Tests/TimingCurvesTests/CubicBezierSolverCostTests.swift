import MotionTestSupport
import Testing
@testable import TimingCurves

/// The solver's cost, counted (not timed): one iteration = one evaluation of Bx with its first
/// two derivatives. The times are in Benchmarks/TimingCurvesBenchmarks.
@Suite struct CubicBezierSolverCostTests {
    static let curves: [CubicBezier] = [
        .ease, .easeIn, .easeOut, .easeInEaseOut, .materialStandard, .materialEmphasizedAccelerate,
        try! CubicBezier(0.68, -0.55, 0.265, 1.55), try! CubicBezier(0.1, 0.9, 0.9, 0.1),
    ]

    /// Iterations of one solve at x.
    static func iterations(_ curve: CubicBezier, _ x: Double) -> Int {
        curve.storage.solveCounted(x).iterations
    }

    @Test func aSingleSolveIsOneChebyshevStepAlmostAlways() {
        var total = 0
        var count = 0
        var oneStep = 0
        for curve in Self.curves {
            for i in 1..<10_000 {
                let n = Self.iterations(curve, Double(i) / 10_000)
                total += n
                count += 1
                if n == 1 { oneStep += 1 }
            }
        }
        let mean = Double(total) / Double(count)
        let fraction = Double(oneStep) / Double(count)
        print("single solve: \(mean) iterations on average; one step for \(fraction) of inputs")
        // Quintic Hermite guesses on 32 intervals per half (uniform in √τ next to a vertical tangent
        // at a form's start) are close enough for one Chebyshev step (third order) to reach the
        // quarter-ulp bound on all but the steep middle of (0.1, 0.9, 0.9, 0.1): measured 1.006
        // iterations and 99.4% in one step (with cubic guesses and one bound per form: 1.08, 94%).
        #expect(mean <= 1.02, "mean iterations \(mean)")
        #expect(fraction >= 0.98, "one-step fraction \(fraction)")
    }

    @Test func aSortedSweepCostsAtMostThreePolynomialEvaluationsPerInput() {
        for curve in Self.curves {
            let n = 1000
            var evaluations = 0
            for i in 1..<(n - 1) {
                // Per input: the iterations (Bx with derivatives) plus one evaluation of By.
                evaluations += Self.iterations(curve, Double(i) / Double(n - 1)) + 1
            }
            let perInput = Double(evaluations) / Double(n - 2)
            print("\(curve): sorted sweep \(perInput) polynomial evaluations per input")
            #expect(perInput <= 3, "\(curve): \(perInput) evaluations per input")  // measured ≤ 2.05
        }
    }

    @Test func hardCurvesTerminateQuickly() throws {
        // Vertical tangents at both ends, a vertical middle, and a vanishing cubic coefficient.
        let hard = [try CubicBezier(0, 1, 1, 0), try CubicBezier(1, 0, 0, 1), try CubicBezier(0.2, 0.5, 0.2 + 1.0 / 3, 0.5)]
        for curve in hard {
            var worst = 0
            var total = 0
            for i in 1..<10_000 {
                let n = Self.iterations(curve, Double(i) / 10_000)
                worst = max(worst, n)
                total += n
            }
            print("\(curve): at most \(worst) iterations, \(Double(total) / 9999) on average")
            // Measured at most 3 (36 before the quintic guesses and the √τ tables).
            #expect(worst <= 10, "\(curve): \(worst) iterations")
        }
    }
}
