import NativeBezier
import Testing
import TimingCurves

/// The engines' solvers (`EngineSolver`): Chromium's own unit-test values, bit-for-bit agreement
/// with the C baselines of the benchmark (written separately, from the same engines' sources),
/// the exact answers each algorithm gives by construction, and each one's distance from the
/// exact curve within what its stopping rule allows.
@Suite struct EngineSolverTests {
    /// Chromium's `cubic_bezier_unittest.cc`, `CubicBezierTest.Basic` and `UnclampedYValues`:
    /// its expected values at its tolerance 0.00015, and its exact ones (`EXPECT_EQ`).
    @Test func chromiumUnitTests() throws {
        let basic = try CubicBezier(0.25, 0, 0.75, 1)
        let expected: [(Double, Double)] = [
            (0, 0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803), (0.25, 0.18235), (0.3, 0.24115),
            (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5), (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884),
            (0.75, 0.81764), (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863), (1, 1),
        ]
        for (x, y) in expected {
            let got = EngineSolver.chromium.value(of: basic, at: x)
            #expect(abs(got - y) <= 0.00015, "Solve(\(x)) = \(got), Chromium expects \(y)")
        }
        let unclamped = try CubicBezier(0.5, -1, 0.5, 2)
        for (x, y) in [(0.05, -0.08954), (0.2, -0.20651), (0.4, 0.12660), (0.5, 0.5), (0.65, 1.01672), (0.8, 1.20651), (0.95, 1.08954)] {
            let got = EngineSolver.chromium.value(of: unclamped, at: x)
            #expect(abs(got - y) <= 0.00015, "Solve(\(x)) = \(got), Chromium expects \(y)")
        }
        #expect(EngineSolver.chromium.value(of: try CubicBezier(0.5, 1, 0.5, 1), at: 0.5) == 0.875)
        #expect(EngineSolver.chromium.value(of: try CubicBezier(0.5, 2, 0.5, 2), at: 0.5) == 1.625)
        #expect(EngineSolver.chromium.value(of: try CubicBezier(0.5, -1, 0.5, -1), at: 0.5) == -0.625)
        // InputOutOfRange: the shared extrapolation.
        #expect(EngineSolver.chromium.value(of: try CubicBezier(0.5, 1, 0.5, 1), at: -1) == -2)
        #expect(EngineSolver.chromium.value(of: try CubicBezier(1, 0.5, 1, 1), at: -1) == -0.5)
    }

    /// Over 2,000 seeded curves and 50 inputs each, Chromium's solver is the C baseline (b),
    /// WebKit's classic one at ε = 1e-7 the baseline (a), and current WebKit's at a duration
    /// whose tolerance is 1e-7 (10⁴ s) Chromium's, bit for bit (they differ only where ε > 1e-7,
    /// or for an x above every sample, which these inputs below 1 do not reach).
    @Test func sameBitsAsTheCBaselines() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var native = nb_curve()
        var checked = 0
        for _ in 0..<2000 {
            let (x1, y1, x2, y2) = (next(), next() * 3 - 1, next(), next() * 3 - 1)
            let curve = try! CubicBezier(x1, y1, x2, y2)
            nb_curve_init(&native, x1, y1, x2, y2)
            for _ in 0..<50 {
                let x = next()
                let (chromium, b) = (EngineSolver.chromium.value(of: curve, at: x), nb_solve_spline(&native, x))
                let (webkit, a) = (EngineSolver.webkitClassic(epsilon: 1e-7).value(of: curve, at: x), nb_solve_newton(&native, x))
                let current = EngineSolver.webkit(duration: 1e4).value(of: curve, at: x)
                #expect(chromium.bitPattern == b.bitPattern && webkit.bitPattern == a.bitPattern && current.bitPattern == chromium.bitPattern,
                        "(\(x1), \(y1), \(x2), \(y2)) at \(x): chromium \(chromium) vs \(b), classic \(webkit) vs \(a), webkit \(current)")
                checked += 1
            }
        }
        #expect(checked == 100_000)
    }

    /// What each algorithm gives exactly by construction: Gecko and current WebKit return x on a
    /// linear curve, Gecko 1 at 1; Flutter 0 and 1 at the ends; every engine ½ on a symmetric curve at ½ when its first
    /// guess is t = ½ (Chromium's and Gecko's sample 5 is X(½) = ½, WebKit starts at t = x, Flutter's
    /// first midpoint is ½), so the answer there is Y(½) = (1 + 3y1 + 3y2)/8 up to rounding.
    @Test func exactByConstruction() throws {
        let linear = try CubicBezier(0.3, 0.3, 0.7, 0.7)
        for x in [0.1, 0.37, 0.9] {
            #expect(EngineSolver.geckoSMIL.value(of: linear, at: x) == x && EngineSolver.webkit(duration: 0.3).value(of: linear, at: x) == x)
        }
        let easeInOut = try CubicBezier(0.42, 0, 0.58, 1)
        #expect(EngineSolver.geckoSMIL.value(of: easeInOut, at: 1) == 1)
        #expect(EngineSolver.flutter.value(of: easeInOut, at: 0) == 0 && EngineSolver.flutter.value(of: easeInOut, at: 1) == 1)
        for (_, solver) in EngineSolver.named(duration: 1e4) {
            #expect(abs(solver.value(of: easeInOut, at: 0.5) - 0.5) <= 1e-15, "\(solver)")
        }
    }

    /// Each engine stops when |X(t) − x| is below its tolerance (Chromium, WebKit 1e-7; Flutter
    /// 0.001; Gecko's Newton steps leave it far below 1e-7 when X′ ≥ 0.02), so its answer is the
    /// exact curve's at some x′ within that tolerance: on the smooth curves ease and easeInOut
    /// (|dy/dx| ≤ 2.3) it is within 2.3·tolerance of exact, plus rounding. Flutter's deviation is
    /// also seen to be real: above 1e-4 somewhere on ease.
    @Test func deviationWithinTheStoppingRule() throws {
        for curve in [CubicBezier.ease, try CubicBezier(0.42, 0, 0.58, 1)] {
            for (solver, tolerance) in [(EngineSolver.chromium, 1e-7), (.webkitClassic(epsilon: 1e-7), 1e-7), (.geckoSMIL, 1e-7), (.flutter, 1e-3)] {
                let (error, at) = solver.largestDeviation(of: curve, inputs: 2001)
                #expect(error <= 2.3 * tolerance + 1e-14, "\(solver) on \(curve): \(error) at \(at)")
            }
        }
        #expect(EngineSolver.flutter.largestDeviation(of: .ease, inputs: 2001).error > 1e-4)
        #expect(EngineSolver.classicWebKitEpsilon(duration: 0.5) == 0.01 && EngineSolver.webKitEpsilon(duration: 0.5) == 0.002)
    }

    /// The figures the TimingCurves article quotes for `ease` over 10,001 inputs (the CLI's
    /// `engine-error ease`), to the digits it prints.
    @Test func articleFigures() {
        let chromium = EngineSolver.chromium.largestDeviation(of: .ease), webkit = EngineSolver.webkitClassic(epsilon: 1e-7).largestDeviation(of: .ease)
        #expect(chromium.error <= 2.3e-7 && webkit.error <= 2.3e-7, "\(chromium), \(webkit)")  // the classic at 1e-7, too
        let flutter = EngineSolver.flutter.largestDeviation(of: .ease)
        #expect((flutter.error * 1e4).rounded() == 23 && (flutter.at * 100).rounded() == 21, "\(flutter)")
        let legacy = EngineSolver.webkitClassic(epsilon: EngineSolver.classicWebKitEpsilon(duration: 0.3)).largestDeviation(of: .ease)
        #expect((legacy.error * 1000).rounded() == 31, "\(legacy)")
    }

    /// Gecko's bisection path (X′ < 0.02 at the guess, as near the end of ease-in, whose X′(1) is
    /// 0): at most 10 halvings of a 0.1-wide interval leave t within 0.1/2¹⁰, so y within
    /// max|Y′|·0.1/2¹⁰ < 3e-4 of exact — and measurably away from it, unlike its Newton path.
    /// Current WebKit's tolerance for short animations shows too: at 0.3 s (ε = 1/300) on
    /// cubic-bezier(0, 1, 0, 1), whose X′ vanishes at 0, it is far from exact while Chromium is not.
    @Test func coarserPaths() throws {
        let easeIn = try CubicBezier(0.42, 0, 1, 1)
        var worst = 0.0
        for i in 0...1000 {
            let x = 0.99 + Double(i) * 1e-5
            let error = abs(EngineSolver.geckoSMIL.value(of: easeIn, at: x) - easeIn.value(at: x))
            #expect(error < 3e-4, "at \(x): \(error)")
            worst = max(worst, error)
        }
        #expect(worst > 1e-7, "the bisection path leaves a visible error: \(worst)")
        let steep = try CubicBezier(0, 1, 0, 1)
        let webkit = EngineSolver.webkit(duration: 0.3).largestDeviation(of: steep).error
        let chromium = EngineSolver.chromium.largestDeviation(of: steep).error
        #expect(webkit > 100 * chromium, "webkit \(webkit), chromium \(chromium)")
    }
}
