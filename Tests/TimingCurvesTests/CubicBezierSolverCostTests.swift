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
        // quarter-ulp bound on all but the ends of (0.1, 0.9, 0.9, 0.1) (x < 1/32 and x > 31/32) and
        // τ < 1/2048 next to ease-in's and ease-out's vertical tangents: measured 1.006
        // iterations and 99.4% in one step (with cubic guesses and one bound per form: 1.08, 94%).
        #expect(mean <= 1.02, "mean iterations \(mean)")
        #expect(fraction >= 0.98, "one-step fraction \(fraction)")
    }

    /// The table's guess, before the step: the worst relative error |guess − root|/root over
    /// x = k/10⁴ (root: the certified solve). Quintic Hermite interpolation of the inverse on 32
    /// intervals per form (uniform in √τ next to a vertical tangent at the form's start) puts it
    /// within 1e-10 on ease-in-out, ease-out and (0, 1, 1, 0) and within 1e-6 on the curves whose
    /// inverse bends most (measured: ease 2.8e-9, ease-in-out 1.5e-11, back 1.8e-8, (0, 1, 1, 0)
    /// 4.4e-11, ease-out 6.2e-11, Material standard 4.6e-7); the bounds are 10× those.
    @Test func theTableGuessIsCloseBeforeTheStep() throws {
        let cases: [(CubicBezier, Double)] = [
            (.ease, 3e-8), (.easeInEaseOut, 2e-10), (try CubicBezier(0.68, -0.55, 0.265, 1.55), 2e-7),
            (try CubicBezier(0, 1, 1, 0), 5e-10), (.easeOut, 7e-10), (.materialStandard, 5e-6),
        ]
        for (curve, bound) in cases {
            let storage = curve.storage
            var worst = 0.0
            for k in 1..<10_000 {
                let x = Double(k) / 10_000
                let form = x > 0.5 ? 1 : 0
                let tau = form == 1 ? 1 - x : x
                let (i, s) = BezierStorage.interval(tau, warped: storage.half(form).isWarped)
                let r = storage.packed + BezierStorage.tableOffset + form * BezierStorage.formTableStride + i * BezierStorage.recordStride
                let guess = BezierStorage.guess(s, r[0], r[1], r[2], r[3], r[4], r[5])
                // NaN (the interval left to the general solver) only in interval 0 of a form with
                // a vertical tangent at its start (X′(0) = 0: no finite bound there).
                if guess.isNaN {
                    #expect(i == 0 && storage.half(form).c == 0, "\(curve) at x = \(x): NaN guess in interval \(i)")
                    continue
                }
                let root = storage.solve(x).u
                worst = max(worst, abs(guess - root) / root)
            }
            print("\(curve): worst relative guess error \(worst)")
            #expect(worst <= bound, "\(curve): guess within \(worst) of the root, above \(bound)")
        }
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
