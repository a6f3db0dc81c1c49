import Foundation
import MotionMath
import Springs
import Testing
import TimingCurves

/// Android's fling in its three models: the exact curve, Android's own arithmetic and Flutter's
/// power law, against Android's formulas written out independently, Flutter's own tests, and the
/// certified Bézier the table samples.
struct FlingMotionTests {
    /// Android's distance and duration written as `OverScroller` writes them, in double precision:
    /// l = ln(0.35·|v|/(f·c)), T = e^(l/(γ − 1)), D = f·c·e^(γ·l/(γ − 1)).
    static func androidFormulas(velocity: Double, density: Double = 1, friction: Double = 0.015) -> (duration: Double, distance: Double) {
        let gamma = log(0.78) / log(0.9)
        let c = 9.80665 * 39.37 * 160 * density * 0.84
        let l = log(0.35 * abs(velocity) / (friction * c))
        return (exp(l / (gamma - 1)), friction * c * exp(gamma / (gamma - 1) * l))
    }

    /// A seeded generator of velocities spanning slow drags to the fastest flings (10 … 50,000 px/s).
    static func velocities(count: Int, seed: UInt64) -> [Double] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let u = Double(state >> 11) / Double(1 << 53)
            return (state & 1 == 0 ? 1 : -1) * 10 * pow(5000, u)
        }
    }

    @Test func exactDistanceAndDurationAreAndroidsFormulas() throws {
        var worst = 0.0
        for v in Self.velocities(count: 500, seed: 7) {
            for density in [1.0, 2.625, 3.5] {
                let fling = try FlingMotion(initialVelocity: v, density: density)
                let (t, d) = Self.androidFormulas(velocity: v, density: density)
                // Both are a handful of correctly rounded operations on the same inputs; the pow and
                // exp forms differ by a few ulps of the exponent's argument (|l| ≤ 12).
                let error = max(abs(fling.duration - t) / t, abs(abs(fling.distance) - d) / d)
                worst = max(worst, error)
                #expect(error <= 1e-14, "v \(v), density \(density): T \(fling.duration) vs \(t), D \(fling.distance) vs \(d)")
                #expect(fling.distance.sign == v.sign && fling.restingPoint == fling.distance)
            }
        }
        print("fling: exact duration and distance within \(worst) of Android's formulas")
    }

    /// The exact curve starts at the fling's velocity and stops at its end with zero velocity: the
    /// spline's slope is 1/0.35 at 0, and D/T = 0.35·|v|.
    @Test func exactMotionStartsAtTheVelocityAndRestsAtTheEnd() throws {
        for v in Self.velocities(count: 200, seed: 11) {
            let fling = try FlingMotion(from: 40, initialVelocity: v)
            let start = fling.velocity(at: fling.duration * 1e-12)
            #expect(abs(start - v) <= 1e-9 * abs(v), "v(0+) = \(start) for \(v)")
            #expect(fling.value(at: 0) == 40 && fling.velocity(at: 0) == v)
            #expect(fling.value(at: fling.duration) == 40 + fling.distance && fling.velocity(at: fling.duration) == 0)
            #expect(abs(fling.velocity(at: fling.duration * (1 - 1e-9))) <= 1e-6 * abs(v))
            #expect(!fling.isFinished(at: fling.duration * 0.999) && fling.isFinished(at: fling.duration))
            // Monotone towards the resting point, and the velocity is the derivative of the value.
            var previous = 40.0
            for i in 1...64 {
                let t = fling.duration * Double(i) / 64
                let x = fling.value(at: t)
                #expect((v > 0 ? x - previous : previous - x) >= 0, "x(\(t)) = \(x) after \(previous)")
                previous = x
                if i < 64 {
                    let h = fling.duration * 1e-6
                    let difference = (fling.value(at: t + h) - fling.value(at: t - h)) / (2 * h)
                    #expect(abs(difference - fling.velocity(at: t)) <= 1e-6 * abs(v), "dx(\(t))")
                }
            }
        }
    }

    /// Android's SPLINE_POSITION table against the certified curve it samples: each entry stops
    /// its bisection at |Bx − α| < 1e-5, and the position's slope against time is at most 1/0.35,
    /// so an entry is within 1e-5/0.35 (plus float rounding, 2⁻²⁴ per operation) of the exact value.
    /// Between entries, linear interpolation adds at most h²/8·max|y″| (h = 0.01).
    @Test func androidTableSamplesTheSpline() {
        let table = AndroidFling.splinePositions
        // Entry 0 is not 0: the bisection for α = 0 stops at a small x with |Bx| < 1e-5.
        #expect(table.count == 101 && table[0] > 0 && table[0] < 3e-5 && table[100] == 1, "\(table[0])")
        var entryError = 0.0
        for (i, entry) in table.enumerated() {
            let exact = FlingMotion.spline.value(at: Double(i) / 100)
            entryError = max(entryError, abs(Double(entry) - exact))
        }
        #expect(entryError <= 1e-5 / 0.35 + 1e-6, "worst entry \(entryError)")
        // The interpolated table against the curve, and max |y″| from the exact slope.
        var interpolationError = 0.0, curvature = 0.0
        let n = 20_000
        for k in 0...n {
            let t = Double(k) / Double(n)
            let i = min(Int(t * 100), 99)
            let s = t * 100 - Double(i)
            let linear = Double(table[i]) * (1 - s) + Double(table[i + 1]) * s
            interpolationError = max(interpolationError, abs(linear - FlingMotion.spline.value(at: t)))
            if k < n { curvature = max(curvature, abs(FlingMotion.spline.derivative(at: t + 1.0 / Double(n)) - FlingMotion.spline.derivative(at: t)) * Double(n)) }
        }
        let bound = entryError + 0.01 * 0.01 / 8 * curvature
        print("fling: Android's table entries within \(entryError) of the spline; interpolated, within \(interpolationError) (bound \(bound), max |y″| \(curvature))")
        #expect(interpolationError <= bound, "\(interpolationError) > \(bound)")
    }

    /// Android's model: whole milliseconds and pixels, the truncations of the exact duration and
    /// distance (its float coefficient moves them by a relative 1e-7 at most), and positions within
    /// the table's error, a pixel of rounding and the millisecond lost to truncation of the exact curve.
    @Test func androidModelTruncatesTheExactFling() throws {
        var worstPixels = 0.0
        for v in Self.velocities(count: 300, seed: 3) {
            let android = try FlingMotion(model: .android, from: 12.7, initialVelocity: v, density: 2.625)
            let exact = try FlingMotion(from: 12, initialVelocity: v.rounded(.towardZero), density: 2.625)
            #expect(android.from == 12 && android.initialVelocity == v.rounded(.towardZero))
            let milliseconds = (android.duration * 1000).rounded()
            #expect(abs(android.duration * 1000 - milliseconds) <= 1e-9 * milliseconds && abs(milliseconds - (exact.duration * 1000).rounded(.down)) <= 1 + 1e-6 * milliseconds,
                    "v \(v): \(milliseconds) ms vs \(exact.duration * 1000)")
            #expect(android.distance == android.distance.rounded() && abs(android.distance - exact.distance.rounded(.towardZero)) <= 1 + 1e-6 * abs(exact.distance),
                    "v \(v): \(android.distance) px vs \(exact.distance)")
            #expect(android.value(at: 0) == 12 && android.velocity(at: 0) == android.initialVelocity)
            #expect(android.value(at: android.duration) == 12 + android.distance && android.isFinished(at: android.duration))
            var previous = 12.0
            for ms in stride(from: 1, to: Int(milliseconds), by: max(1, Int(milliseconds) / 97)) {
                let t = Double(ms) / 1000
                let x = android.value(at: t)
                #expect(x == x.rounded() && (v > 0 ? x - previous : previous - x) >= 0, "x(\(ms) ms) = \(x) after \(previous)")
                previous = x
                let gap = abs(x - exact.value(at: t))
                // Half a pixel of rounding and one of truncation, the interpolated table's 8.9e-5 of
                // the distance, and two milliseconds (the elapsed time's and the duration's
                // truncation) at the highest speed, |v|.
                let allowance = 1.5 + 1e-4 * abs(exact.distance) + 0.002 * abs(v)
                if abs(exact.distance) >= 1000 { worstPixels = max(worstPixels, gap / abs(exact.distance)) }
                #expect(gap <= allowance, "v \(v) at \(ms) ms: \(x) vs \(exact.value(at: t))")
            }
        }
        print("fling: Android's positions within \(worstPixels) of the distance from the exact curve (flings of 1000 px or more)")
    }

    /// The time Android reads is whole milliseconds: k/1000 s is exactly k ms even where k/1000·1000
    /// rounds below k.
    @Test func androidReadsWholeMilliseconds() throws {
        let android = try FlingMotion(model: .android, initialVelocity: 4000)
        for k in [1, 7, 57, 1001, 1003] where Double(k) / 1000 < android.duration {
            let t = Double(k) / 1000
            // Constant within the millisecond, and t.nextDown still reads the millisecond before.
            #expect(android.value(at: t) == android.value(at: t + 0.0009), "\(k) ms")
            #expect(android.value(at: t.nextDown) == android.value(at: Double(k - 1) / 1000 + 0.0005), "\(k) ms")
        }
        // Before the first whole millisecond OverScroller has not updated: still at the start, even
        // where the table's first entry (2.3e-5 of the distance) would round to a pixel.
        let long = try FlingMotion(model: .android, initialVelocity: 20000)
        #expect(abs(long.distance) * 2.3e-5 > 0.5 && long.value(at: 0.0005) == 0 && long.value(at: 0.001) != 0)
        // Compose's resting point overflowing Float is refused.
        #expect(throws: SpringError.self) { try FlingMotion(model: .compose, from: -3e38, initialVelocity: -4e23) }
    }

    /// Flutter's `ClampingScrollSimulation` tests: x(0) and dx(0) are the start (Flutter's
    /// `moreOrLessEquals`, 1e-10) and dx(10) is 0; its doc's claim, the same distance as Android.
    @Test func flutterClampingScrollSimulation() throws {
        for (x, v) in [(51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634), (-156.2, 1541.57665),
                       (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093), (5469.0, 182.114534), (51.0, 2000.0)] {
            let fling = try FlingMotion(model: .flutter, from: x, initialVelocity: v)
            #expect(abs(fling.value(at: 0) - x) <= 1e-10 && abs(fling.velocity(at: 0) - v) <= 1e-10)
            #expect(abs(fling.velocity(at: 1e-9) - v) <= 1e-5 * v, "dx(0+) = \(fling.velocity(at: 1e-9))")
            #expect(fling.velocity(at: 10) == 0 && fling.isFinished(at: 10))
            let exact = try FlingMotion(from: x, initialVelocity: v)
            #expect(abs(fling.distance - exact.distance) <= 1e-12 * abs(exact.distance), "same distance as Android")
            #expect(abs(fling.duration - 0.35 * FlingMotion.decelerationRate * exact.duration) <= 1e-15 * fling.duration)
            // x = x₀ + D·(1 − (1 − t/T)^γ), written as Flutter writes it.
            for s in [0.1, 0.5, 0.9] {
                let t = s * fling.duration
                let flutter = x + fling.distance * (1 - pow(1 - s, FlingMotion.decelerationRate))
                #expect(abs(fling.value(at: t) - flutter) <= 1e-12 * max(abs(x), abs(fling.distance)), "x(\(t))")
            }
        }
    }

    /// Flutter's later tests of the ballistic simulation: a fling at 8000 px/s ends within 3 s
    /// with its velocity never rising and changing by less than 5130 px/s² per 60-Hz frame; a
    /// simulation restarted from its own position and velocity continues it; and
    /// `scrollable_fling_test.dart`: a drag of 213.82 px flung at 1000 px/s rests in (408, 409).
    @Test func flutterBallisticTests() throws {
        let fast = try FlingMotion(model: .flutter, initialVelocity: 8000)
        #expect(fast.duration < 3)
        var t = 0.0, previous = fast.velocity(at: 0)
        while !fast.isFinished(at: t) {
            t += 1.0 / 60
            let v = fast.velocity(at: t)
            #expect(v <= previous && previous - v < 5130.0 / 60, "dx(\(t)) = \(v) after \(previous)")
            previous = v
        }
        #expect(abs(fast.velocity(at: fast.duration)) <= 1e-10)
        for restart in [0.1, 0.4, 1.2] {
            let again = try FlingMotion(model: .flutter, from: fast.value(at: restart), initialVelocity: fast.velocity(at: restart))
            for s in [0.05, 0.3, 0.9] {
                let (x, y) = (again.value(at: s), fast.value(at: restart + s))
                #expect(abs(x - y) <= 1e-9 * abs(fast.distance), "restarted at \(restart): x(\(s)) = \(x) vs \(y)")
                #expect(abs(again.velocity(at: s) - fast.velocity(at: restart + s)) <= 1e-9 * 8000)
            }
        }
        let dragged = try FlingMotion(model: .flutter, from: 213.82, initialVelocity: 1000)
        #expect(dragged.value(at: 5) > 408 && dragged.value(at: 5) < 409, "\(dragged.value(at: 5))")
    }

    /// Android's float table against the double table Flutter shipped from 2021 to 2023
    /// (`_splinePosition`, generated by the same bisection in double precision): the float
    /// arithmetic moves an entry by a few float ulps (2⁻²⁴ ≈ 6e-8 relative per operation).
    @Test func androidTableAgainstFlutterPublishedTable() {
        let flutter: [(Int, Double)] = [
            (0, 0.000022888183591973643), (1, 0.028561000304762274), (2, 0.05705195792956655), (3, 0.08538917797618413),
            (7, 0.19581093511175632), (10, 0.2740024733220569), (25, 0.583810881323224), (50, 0.8584111051351724),
            (75, 0.9710676079044347), (98, 0.9998403888004533), (99, 0.9999602810470701), (100, 1.0),
        ]
        for (i, value) in flutter {
            let entry = Double(AndroidFling.splinePositions[i])
            #expect(abs(entry - value) <= 5e-7 * max(value, 1e-3), "entry \(i): \(entry) vs Flutter's \(value)")
        }
    }

    /// Compose's model: whole milliseconds and a float distance, within float rounding of the exact
    /// ones, and positions read from the same table.
    @Test func composeModel() throws {
        for v in Self.velocities(count: 200, seed: 5) {
            let compose = try FlingMotion(model: .compose, from: 3.25, initialVelocity: v, density: 2.75)
            let exact = try FlingMotion(from: 3.25, initialVelocity: Double(Float(v)), density: 2.75)
            let milliseconds = (compose.duration * 1000).rounded()
            #expect(abs(milliseconds - (exact.duration * 1000).rounded(.down)) <= 1 + 1e-6 * milliseconds, "v \(v)")
            #expect(abs(compose.distance - exact.distance) <= 1e-6 * abs(exact.distance) && Double(Float(compose.distance)) == compose.distance, "v \(v)")
            #expect(compose.value(at: 0) == 3.25 && compose.value(at: compose.duration) == Double(Float(3.25) + Float(compose.distance)))
            for k in 1...9 {
                let t = compose.duration * Double(k) / 10
                let x = compose.value(at: t)
                #expect(Double(Float(x)) == x && abs(x - exact.value(at: t)) <= 1e-4 * abs(exact.distance) + 0.002 * abs(v) + 1e-6 * abs(x), "v \(v) at \(t): \(x) vs \(exact.value(at: t))")
            }
        }
    }

    @Test func badInputIsRefused() {
        let cases: [(FlingMotion.Model, Double, Double, Double, Double)] = [
            (.exact, 0, .nan, 1, 0.015), (.exact, .infinity, 100, 1, 0.015), (.exact, 0, 100, 0, 0.015), (.exact, 0, 100, 1, -1),
            (.exact, 0, 1e308, 1, 0.015), (.exact, 1.7e308, 5e178, 1, 0.015), (.flutter, 0, 100, 2, 0.015), (.android, 0, 3e9, 1, 0.015), (.android, 3e9, 100, 1, 0.015),
            (.android, 2_147_480_000, 20_000, 1, 0.015), (.android, 0, -2_147_483_648, 1, 0.015),
            (.compose, 1e39, 100, 1, 0.015), (.compose, 0, 1e39, 1, 0.015), (.compose, 3e38, 1e30, 1, 0.015),
        ]
        for (model, from, velocity, density, friction) in cases {
            #expect(throws: SpringError.self, "\(model) \(from) \(velocity) \(density) \(friction)") {
                try FlingMotion(model: model, from: from, initialVelocity: velocity, density: density, friction: friction)
            }
        }
    }

    @Test func restIsRest() throws {
        for model in FlingMotion.Model.allCases {
            let rest = try FlingMotion(model: model, from: 5, initialVelocity: 0)
            #expect(rest.duration == 0 && rest.distance == 0 && rest.value(at: 1) == 5 && rest.velocity(at: 1) == 0 && rest.isFinished(at: 0))
            #expect(rest.value(at: .nan).isNaN)
        }
    }
}
