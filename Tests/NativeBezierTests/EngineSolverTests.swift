import Foundation
import NativeBezier
import Testing
import TimingCurves

/// The engines' solvers (`EngineSolver`): Chromium's own unit-test values, bit-for-bit agreement
/// with the C baselines of the benchmark (written separately, from the same engines' sources),
/// the exact answers each algorithm gives by construction, and each one's distance from the
/// exact curve within what its stopping rule allows.
@Suite struct EngineSolverTests {
    /// WebKit's layout test `cubic-bezier-overflow-length.html`: box3, cubic-bezier(0.7, −2, 1,
    /// −1.5) over 400 pixels, a tenth of the way through a 1-s animation, at −106 ± 4 pixels. Its
    /// classic solver (ε = 1/(200·duration)) lands there; the exact curve does not.
    @Test func webKitsOwnLayoutTest() throws {
        let curve = try CubicBezier(0.7, -2, 1, -1.5)
        let classic = EngineSolver.webkitClassic(epsilon: EngineSolver.classicWebKitEpsilon(duration: 1)).value(of: curve, at: 0.1) * 400
        let exact = curve.value(at: 0.1) * 400
        #expect(abs(classic - -106) <= 4 && abs(exact - -106) > 4, "classic \(classic), exact \(exact)")
    }

    /// The engine names: `gecko` and `android-path` are Gecko's SMIL and Android's solvers.
    @Test func aliases() {
        #expect(EngineSolver.named("gecko", duration: 0.3) == .geckoSMIL && EngineSolver.named("android-path", duration: 0.3) == .android)
    }

    /// Gecko's own `test_smilKeySplines.xhtml`: a circle's cx animated from 10 to 20 over 4 s (0
    /// to 10 over 10 s for the last), read back as a Float at these times, within its 1e-5 (and
    /// exactly where it asserts equality). keySplines 1 0 0 1 near the middle is where Gecko's
    /// minimum slope of 0.02 and its ten bisections show: the exact curve misses those values by up
    /// to 8e-4 (and the same algorithm at bezier-easing's 0.001 by 0.035).
    @Test func geckoSMILsOwnTest() throws {
        typealias Case = (spline: (Double, Double, Double, Double), from: Double, to: Double, duration: Double, samples: [(time: Double, value: Double, exact: Bool)])
        let cases: [Case] = [
            ((0.5, 0, 0.5, 1), 10, 20, 4, [(1, 11.058925, false), (2, 15, true), (3, 18.941075, false)]),
            ((0, 0.75, 0.25, 1), 10, 20, 4, [(1, 18.101832, false), (2, 19.413430, false), (3, 19.886504, false)]),
            ((1, 0, 0.25, 0.25), 10, 20, 4, [(1, 10.076925, false), (2, 10.644369, false), (3, 16.908699, false)]),
            ((1, 0, 0, 1), 0, 10, 10, [(4.95, 3.409174, false), (4.98, 3.819443, false), (4.99, 4.060174, false), (4.999, 4.562510, false),
                                       (5, 5, true), (5.001, 5.437490, false), (5.01, 5.939826, false), (5.015, 6.075002, false), (5.02, 6.180557, false)]),
        ]
        var exactMisses = 0.0
        for (spline, from, to, duration, samples) in cases {
            let curve = try CubicBezier(spline.0, spline.1, spline.2, spline.3)
            for (time, expected, exact) in samples {
                let y = EngineSolver.geckoSMIL.value(of: curve, at: time / duration)
                let value = Double(Float(from + (to - from) * y))
                #expect(exact ? value == expected : abs(value - expected) <= 1e-5, "keySplines \(spline) at \(time) s: \(value), Gecko's test expects \(expected)")
                exactMisses = max(exactMisses, abs(from + (to - from) * curve.value(at: time / duration) - expected))
            }
        }
        #expect(exactMisses > 1e-4, "the exact curve should miss Gecko's values where its solver stops early: \(exactMisses)")
    }

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
    /// linear curve, Gecko 1 at 1; Flutter 0 and 1 at the ends; every double-precision engine ½ on a symmetric curve at ½ when its first
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
        for (_, solver) in EngineSolver.named(duration: 1e4) where solver != .compose && solver != .rive {
            #expect(abs(solver.value(of: easeInOut, at: 0.5) - 0.5) <= 1e-15, "\(solver)")
        }
        // Compose and Rive work in single precision: ½ to within one Float ulp below 1.
        #expect(abs(EngineSolver.compose.value(of: easeInOut, at: 0.5) - 0.5) <= Double(Float(1).ulp / 2))
        #expect(abs(EngineSolver.rive.value(of: easeInOut, at: 0.5) - 0.5) <= Double(Float(1).ulp / 2))
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
        let compose = EngineSolver.compose.largestDeviation(of: .ease)
        #expect((compose.error * 1e8).rounded() == 88 && (compose.at * 100).rounded() == 38, "\(compose)")
        let android = EngineSolver.android.largestDeviation(of: .ease)
        #expect((android.error * 1e4).rounded() == 25 && (android.at * 100).rounded() == 52, "\(android)")
        let rive = EngineSolver.rive.largestDeviation(of: .ease)
        #expect((rive.error * 1e8).rounded() == 22 && (rive.at * 100).rounded() == 96, "\(rive)")
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

    /// Compose's own `EasingUnitTest`: FastOutSlowIn starts at 0, FastOutLinearIn ends at 1,
    /// (0, 0, 0.15, 1) does not exceed 1 just below 1, (0.34, 1.56, 0.64, 1) exceeds 1 at 0.6, and
    /// (0.3, 0, 0.7, 1) is solved (in [0, 1]) at its tiny fractions, down to below one ulp at 1.
    @Test func composeUnitTests() throws {
        let compose = EngineSolver.compose
        #expect(compose.value(of: try CubicBezier(0.4, 0, 0.2, 1), at: 0) == 0)
        #expect(compose.value(of: try CubicBezier(0.4, 0, 1, 1), at: 1) == 1)
        #expect(compose.value(of: try CubicBezier(0, 0, 0.15, 1), at: Double(Float(0.999999))) <= 1)
        #expect(compose.value(of: try CubicBezier(0.34, 1.56, 0.64, 1), at: 0.6) > 1)
        // A y beyond Float's range makes Compose's Y infinite minus infinite: NaN, as Compose
        // returns it (its no-root branch, where Compose throws, was not reached by any valid curve
        // tried, and is not pinned here).
        #expect(compose.value(of: try CubicBezier(0.5, 1e39, 0.5, 1), at: 0.5).isNaN)
        let small = try CubicBezier(0.3, 0, 0.7, 1)
        for bits: UInt32 in [0x3E80_0000, 0x3E00_0000, 0x3D80_0000, 0x3A80_0000, 0x3600_0000, 0x3480_0000,
                             0x3400_0000, 0x3421_0FB0, 0x3380_0000, 0x3300_0000, 0] {
            let y = compose.value(of: small, at: Double(Float(bitPattern: bits)))
            #expect(y >= 0 && y <= 1, "at \(Float(bitPattern: bits)): \(y)")
        }
    }

    /// Compose's fastCbrt as its documentation states it (the C transcription): odd, and within
    /// 5.9604645e-7 of the cube root in [−1, 1] and 4.7683716e-6 in [−256, 256], checked at
    /// 400,001 evenly spaced floats in each range and their negatives.
    @Test func composeFastCubeRoot() {
        var worst = (unit: 0.0, wide: 0.0)
        for i in 0...200_000 {
            for (range, isUnit) in [(Float(1), true), (Float(256), false)] {
                let x = range * Float(i) / 200_000
                let error = abs(Double(nb_compose_fast_cbrt(x)) - Double(Float(cbrt(Double(x)))))
                if isUnit { worst.unit = max(worst.unit, error) } else { worst.wide = max(worst.wide, error) }
                #expect(nb_compose_fast_cbrt(-x) == -nb_compose_fast_cbrt(x))
            }
        }
        print("Compose fastCbrt: largest error \(worst.unit) in [-1, 1], \(worst.wide) in [-256, 256]")
        #expect(worst.unit <= 5.9604645e-7 && worst.wide <= 4.7683716e-6)
        #expect(nb_compose_fast_cbrt(0) > 0 && nb_compose_fast_cbrt(0) < 1e-13)
    }

    /// `EngineSolver.compose` is the C transcription of Compose's easing (typed separately from the
    /// same reading: it catches slips, not a misreading) bit for bit over 2,000 seeded
    /// curves (y from −1 to 2) and 50 single-precision inputs each, never fails to find a root
    /// where x1, x2 lie in [0, 1], and stays within half a pixel of a 1,000-pixel motion of the
    /// exact curve of its Float control points (the error, printed, is Compose's own).
    @Test func composeSameBitsAsTheC() throws {
        var worst = 0.0
        try forEachSeededCase(.compose, seed: 0xC0_3405E, curves: 2000, c: nb_compose_transform) { rounded, x, y in
            worst = max(worst, abs(y - rounded.value(at: x)))
        }
        print("Compose's CubicBezierEasing: largest |error| against the exact curve of its Float control points: \(worst)")
        // The bits are checked above; this is the size of what Compose renders: its fast cube root
        // (relative error up to 6e-7) enters Cardano's difference of two cube roots, and |dY/dt| ≤ 9
        // on these curves, so errors of 1e-5 to 1e-4 are Compose's own. Below half a pixel of a
        // 1,000-pixel motion (5e-4), a port that had lost a term (errors of order 1) would not be.
        #expect(worst < 5e-4)
    }

    /// `EngineSolver.android` is the C transcription of Android's PathInterpolator (its
    /// flattening and getInterpolation; the same reading typed separately) bit for bit over 1,000 seeded curves (y from −1 to 2) and 50 Float
    /// inputs each, never NaN (no polyline steps back on these), holds 0 and 1 outside, and its
    /// error is the polyline's: Skia stops halving a chord when its midpoint is within 0.002 of
    /// the curve, so at slope s the vertical gap stays within about 0.002·√(1 + s²) — checked
    /// within twice that where |s| < 50, with the largest ratio printed.
    @Test func androidSameBitsAsTheC() throws {
        var worst = 0.0
        try forEachSeededCase(.android, seed: 0xA4D_401D, curves: 1000, c: nb_android_path_interpolation) { rounded, x, y in
            let slope = rounded.derivative(at: x)
            if abs(slope) < 50 { worst = max(worst, abs(y - rounded.value(at: x)) / (0.002 * (1 + slope * slope).squareRoot())) }
        }
        print("Android's PathInterpolator: largest |error| / (0.002·√(1 + slope²)) against the exact curve of its Float control points: \(worst)")
        #expect(worst <= 2)
        #expect(EngineSolver.android.value(of: .ease, at: -0.5) == 0 && EngineSolver.android.value(of: .ease, at: 1.5) == 1)
    }

    /// `EngineSolver.rive` is the C transcription of Rive's CubicInterpolatorSolver (the same
    /// reading typed separately: it catches slips, not a misreading) bit for bit over 2,000 seeded
    /// curves (y from −1 to 2) and 50 Float inputs each, and never NaN there. Its error against
    /// the exact curve of its Float control points is what single precision leaves: after Newton's
    /// 4 steps, X(t) is within a few Float ulps of x at best, so Y is off by |dy/dx| times that;
    /// where X′ < 0.001 at the guess, 10 bisections of a 0.1-wide interval leave t within 1e-4, and
    /// Y within |Y′|·1e-4 ≤ 9e-4 (|Y′| ≤ 9 on these curves). So every error stays below 1e-3, and
    /// the printed largest error is Rive's own.
    @Test func riveSameBitsAsTheC() throws {
        var worst = 0.0
        try forEachSeededCase(.rive, seed: 0x217E, curves: 2000, c: nb_rive_transform) { rounded, x, y in
            worst = max(worst, abs(y - rounded.value(at: x)))
        }
        print("Rive's CubicInterpolatorSolver: largest |error| against the exact curve of its Float control points: \(worst)")
        #expect(worst < 1e-3)
        // Its other paths, which seeded curves seldom reach: X′ below 0.001 at the guess (x1 = 0
        // or x2 = 1 and x within about 1e-7 of an end: the bisection), and X′ = 0 there (x = 0).
        let flatEnds = try CubicBezier(0, 0.5, 1, 0.5)
        for x: Float in [0, 1e-9, 3e-8, 1e-7, 1 - 6e-8, 1] {
            let y = EngineSolver.rive.value(of: flatEnds, at: Double(x))
            let c = Double(nb_rive_transform(0, 0.5, 1, 0.5, x))
            #expect(y.bitPattern == c.bitPattern && abs(y - flatEnds.value(at: Double(x))) < 1e-3, "at \(x): \(y) vs \(c)")
        }
    }

    /// Rive on the smooth curves ease and easeInOut (|dy/dx| ≤ 2.3, X′ ≥ 0.001 everywhere, so
    /// always Newton): within 2.3 × 8 Float ulps at 1 of exact, i.e. single-precision rounding; its
    /// largest difference from Gecko's double-precision run of the same algorithm is of that size
    /// too, and not zero (Float is really used); the table's start at 0 gives exactly 0 there.
    @Test func riveIsGeckosAlgorithmInFloat() throws {
        let bound = 2.3 * 8 * Double(Float(1).ulp)
        for curve in [CubicBezier.ease, try CubicBezier(0.42, 0, 0.58, 1)] {
            let (error, at) = EngineSolver.rive.largestDeviation(of: curve, inputs: 2001)
            #expect(error <= bound, "rive on \(curve): \(error) at \(at)")
            let gecko = EngineSolver.Prepared(.geckoSMIL, curve).value(at:), rive = EngineSolver.Prepared(.rive, curve).value(at:)
            let apart = EngineSolver.largestDifference(inputs: 2001, gecko, rive).error
            #expect(apart > 0 && apart <= bound + 1e-7, "rive against gecko-smil on \(curve): \(apart)")
            #expect(EngineSolver.rive.value(of: curve, at: 0) == 0)
        }
    }

    /// `engine` against its C transcription `c` (control points and input in Float) bit for bit,
    /// never NaN, on `curves` seeded curves (x1, x2 from 0 to 1, y1, y2 from −1 to 2) and 50
    /// Float-representable inputs from 0 to 1 each; `body` gets the curve of the Float-rounded
    /// control points, the input and the engine's value.
    func forEachSeededCase(
        _ engine: EngineSolver, seed: UInt64, curves: Int, c: (Float, Float, Float, Float, Float) -> Float,
        _ body: (_ rounded: CubicBezier, _ x: Double, _ y: Double) -> Void
    ) throws {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<curves {
            let p = (x1: next(), y1: next() * 3 - 1, x2: next(), y2: next() * 3 - 1)
            let curve = try CubicBezier(p.x1, p.y1, p.x2, p.y2)
            let rounded = try CubicBezier(Double(Float(p.x1)), Double(Float(p.y1)), Double(Float(p.x2)), Double(Float(p.y2)))
            for _ in 0..<50 {
                let x = Double(Float(next()))
                let y = engine.value(of: curve, at: x)
                let expected = Double(c(Float(p.x1), Float(p.y1), Float(p.x2), Float(p.y2), Float(x)))
                #expect(!y.isNaN && y.bitPattern == expected.bitPattern, "\(engine) \(p) at \(x): \(y) vs \(expected)")
                body(rounded, x, y)
            }
        }
    }
}
