import Testing
@testable import TimingCurves

/// The solver's cost, counted (not timed): one iteration = one evaluation of Bx with its first
/// two derivatives.
@Suite struct CubicBezierSolverCostTests {
    static let curves: [CubicBezier] = [
        .ease, .easeIn, .easeOut, .easeInEaseOut, .materialStandard, .materialEmphasizedAccelerate,
        try! CubicBezier(0.68, -0.55, 0.265, 1.55), try! CubicBezier(0.1, 0.9, 0.9, 0.1),
    ]

    @Test func aSingleSolveTakesOneOrTwoNewtonSteps() {
        var total = 0
        var count = 0
        for curve in Self.curves {
            for i in 1..<1000 {
                let x = Double(i) / 1000
                let s = x <= 0.5 ? curve.storage.forward.solve(x) : curve.storage.mirror.solve(1 - x)
                total += s.iterations
                count += 1
            }
        }
        let mean = Double(total) / Double(count)
        print("single solve: \(mean) iterations on average")
        #expect(mean <= 2.2, "mean iterations \(mean)")
    }

    @Test func aSortedSweepCostsAtMostThreePolynomialEvaluationsPerInput() {
        for curve in Self.curves {
            var sweep = CubicBezier._Sweep()
            let n = 1000
            for i in 0..<n { _ = sweep.value(curve, Double(i) / Double(n - 1)) }
            // Per input: the Newton iterations (Bx with derivatives) plus one evaluation of By.
            let perInput = Double(sweep.iterations + n) / Double(n)
            print("\(curve): sorted sweep \(perInput) polynomial evaluations per input")
            #expect(perInput <= 3, "\(curve): \(perInput) evaluations per input")
        }
    }

    @Test func hardCurvesTerminateQuickly() throws {
        // Vertical tangents at both ends, a vertical middle, and a vanishing cubic coefficient.
        let hard = [try CubicBezier(0, 1, 1, 0), try CubicBezier(1, 0, 0, 1), try CubicBezier(0.2, 0.5, 0.2 + 1.0 / 3, 0.5)]
        for curve in hard {
            var worst = 0
            for i in 1..<10_000 {
                let x = Double(i) / 10_000
                let s = x <= 0.5 ? curve.storage.forward.solve(x) : curve.storage.mirror.solve(1 - x)
                worst = max(worst, s.iterations)
            }
            print("\(curve): at most \(worst) iterations")
            #expect(worst <= 70, "\(curve): \(worst) iterations")
        }
    }
}
