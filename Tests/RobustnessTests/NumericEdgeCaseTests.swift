import Keyframes
import Paths
import Springs
import Testing
import TimingCurves

/// Documented numeric edge cases: subnormal and huge parameters, times far past settling, the last
/// ulp below 1, −0.0. Never NaN for a valid configuration and a finite input.
@Suite struct NumericEdgeCaseTests {
    @Test func timingCurvesAtTheEdges() throws {
        for curve in [try CubicBezier(5e-324, 5e-324, 1, 1), try CubicBezier(0, 1e150, 1, -1e150), try CubicBezier(1, 0, 0, 1), CubicBezier.ease] {
            for x in [0, -0.0, 5e-324, 1e-300, 0.5, 1.0.nextDown, 1, 1.0.nextUp, 1e300, -1e300] {
                let (y, s) = curve.valueAndDerivative(at: x)
                #expect(!y.isNaN && !s.isNaN, "\(curve) at \(x): \(y), \(s)")
            }
            #expect(curve.value(at: -0.0) == 0 && curve.value(at: 1) == 1)
            #expect(curve.value(at: 1.0.nextDown) <= 1 || curve.y2 > 1)
        }
        for easing in PennerEasing.all {
            for x in [-0.0, 5e-324, 1.0.nextDown, 1] { #expect(!easing.value(at: x).isNaN && !easing.derivative(at: x).isNaN, "\(easing) at \(x)") }
        }
    }

    @Test func springsAtTheEdges() throws {
        // Subnormal and huge parameters with a representable ratio.
        let tiny = try Spring(mass: 1e-300, stiffness: 1e-298, damping: 1e-299)
        let huge = try Spring(mass: 1e300, stiffness: 1e302, damping: 1e301)
        let stiff = try Spring(mass: 1, stiffness: 1e12, damping: 1e6)
        // k·m normal but m² not: the regime must still be decided from k/m and c/m.
        let lopsided = try Spring(mass: 1e200, stiffness: 1e202, damping: 2e200)
        #expect(lopsided.regime == .underdamped && abs(lopsided.dampingRatio - 0.1) <= 1e-15)
        let tinyRatio = try Spring(mass: 1e-300, stiffness: 1e-298, damping: 1e-299)
        #expect(tinyRatio.regime == .underdamped && abs(tinyRatio.dampingRatio - 0.5) <= 1e-15)
        for spring in [tiny, huge, stiff, Spring.coreAnimationDefault, try Spring(mass: 1, stiffness: 1, damping: 1e4, allowsOverdamping: true)] {
            for t in [-0.0, 5e-324, 1e-12, 0.5, 1e3, 1e12, 1e300, Double.greatestFiniteMagnitude] {
                let (x, v) = spring.state(at: t, from: -1e10, to: 1e10, initialVelocity: 1e12)
                #expect(x.isFinite && v.isFinite, "\(spring) at \(t): \(x), \(v)")
            }
            let settle = try spring.settlingTime(from: 0.0, to: 1.0, initialVelocity: 5)
            #expect(settle.isFinite && settle >= 0, "\(spring): settling \(settle)")
        }
        #expect(Spring.smooth.value(at: 1e300, from: 0.0, to: 1.0) == 1)
        #expect(Spring.smooth.value(at: -0.0, from: 0.25, to: 1.0) == 0.25)
        #expect(throws: SpringError.self) { try Spring(mass: 1e-300, stiffness: 1e300, damping: 1) }
    }

    @Test func keyframesAtTheEdges() throws {
        let huge = try KeyframeAnimation(values: [-1e300, 1e300, 0], calculationMode: .cubic)
        let paced = try KeyframeAnimation(values: [SIMD2<Double>(0, 0), SIMD2(1e-300, 0), SIMD2(1e-300, 1e-300)], calculationMode: .cubicPaced)
        for f in [-0.0, 5e-324, 0.5, 1.0.nextDown, 1] {
            #expect(!huge.value(at: f).isNaN)
            #expect(paced.value(at: f).isFiniteVector, "subnormal paced at \(f): \(paced.value(at: f))")
        }
        let path = try PathAnimation(path: Path(svgPathData: "M 0 0 C 1e-300 0 0 1e-300 1e-300 1e-300"), paced: true)
        #expect(path.value(at: 0.5).isFiniteVector && path.angle(at: 0.5).isFinite)
    }
}

/// Inputs found by `make fuzz`, kept as regression tests.
@Suite struct FuzzRegressionTests {
    /// A spring whose damped half period (3.5e-138 s) is far below the resolution of its settling
    /// time (~14 s) made the settling search loop forever; it now returns the envelope crossing.
    @Test func unresolvablyFastSpringSettles() throws {
        let spring = try Spring(mass: 3.0654356309538037e-115, stiffness: 2.5841335079635637e+161, damping: 3.065435632764879e-115)
        let t = try spring.settlingTime(from: 3.0654356301560743e-115, to: 4.403265847104648e-303, epsilon: 1e-3)
        #expect(t.isFinite && t > 0 && abs(t - Double.log(1000) / spring.decayRate) <= 1e-9 * t, "settling \(t)")
        _ = try spring.settlingDuration()
    }
}

extension FuzzRegressionTests {
    /// λ·y0 overflowed (4e74 × 1e236) and met a zero coefficient: NaN. The transition form keeps
    /// every intermediate bounded.
    @Test func hugeStateStiffSpringIsNotNaN() throws {
        let spring = try Spring(mass: 1.221763844204356e+161, stiffness: 1.0416478282756113e+236, damping: 1.0773087426743214e+236)
        let (x, v) = spring.state(at: 1.2217638442043777e+161, from: -1.0773087426743214e+236, to: 1.2217634796887778e+161)
        #expect(x == 1.2217634796887778e+161 && v == 0, "\(x), \(v)")
    }
}

extension FuzzRegressionTests {
    /// Keyframe values near the largest Double overflowed inside the Hermite sums (inf − inf).
    /// Values are now interpolated divided by a power of two; the result is finite or ±inf.
    @Test func keyframesNearTheLargestDouble() throws {
        let values = [-1.9615414033805806e+23, -2.9168452335266004e+307, -1.9615414033943443e+23, -1.9615414033943245e+23]
        let cubic = try KeyframeAnimation(values: values, calculationMode: .cubic)
        for f in [-1.0, -0.0, 0.2, 1.0 / 3, 0.9, 1, 2] { #expect(!cubic.value(at: f).isNaN, "cubic at \(f)") }
        #expect(cubic.value(at: 1.0 / 3) == values[1])
        let linear = try KeyframeAnimation(values: [-1.7e308, 1.7e308])
        #expect(linear.value(at: 0) == -1.7e308 && linear.value(at: 1) == 1.7e308 && linear.value(at: 0.5) == 0)
    }

    /// The fuzzer's input: a cubic whose first keyframe is near −5.3e307, extrapolated to the
    /// fraction −1 (three segments back), gave ∞ − ∞ = NaN in the Bernstein form. It is −∞ (the
    /// true value overflows), and finite inside.
    @Test func extrapolatedCubicOverflowsToInfinityNotNaN() throws {
        let cubic = try KeyframeAnimation(values: [-5.3369014941225e+307, 7.162601753807403e-304, 0.0, 0.0], calculationMode: .cubic)
        #expect(cubic.value(at: -1) == -.infinity && cubic.value(at: -0.5) == -.infinity, "\(cubic.value(at: -1))")
        for f in [0.0, 0.1, 0.5, 0.9, 1, 2] { #expect(cubic.value(at: f).isFinite, "at \(f): \(cubic.value(at: f))") }
    }
}

extension FuzzRegressionTests {
    /// Subnormal keyframe values made the scale subnormal and its reciprocal infinite.
    @Test func subnormalKeyframes() throws {
        let cubic = try KeyframeAnimation(values: [5e-323, 0.0, 0.0, 0.0], calculationMode: .cubic)
        for f in [-1.0, 0, 0.5, 1] { #expect(!cubic.value(at: f).isNaN) }
        #expect(cubic.value(at: 0) == 5e-323)
    }
}

extension FuzzRegressionTests {
    /// Quadratics with 1e300 coordinates made the speed overflow, and the adaptive quadrature
    /// refined inf − inf = NaN differences 2⁴⁰ times (a hang). Speeds are now computed without
    /// overflow and non-finite integrals stop refining.
    @Test func hugePathCoordinatesDoNotHang() throws {
        let text = "M00   4T5300 8250 M80   4T5e300 82500 ,70 853 7 4T5300 8250 M80   4T5300 82500 ,70 853 7,00 8250 ,00 8250 0,70 8530"
        let path = try Path(svgPathData: text)
        #expect(!path.length.isNaN)
        let animation = try PathAnimation(path: path, paced: true)
        #expect(!animation.value(at: 0.5).x.isNaN)
    }
}

extension FuzzRegressionTests {
    /// An undamped spring at t ≈ 5e307: rate·t overflowed and cos(∞) was NaN. The phase is reduced
    /// modulo the period; the value stays within the amplitude.
    @Test func undampedSpringAtHugeTimes() throws {
        let spring = try Spring(mass: 1.3933024363478e-309, stiffness: 1.7696292619779693e-307, damping: 0)
        for t in [5.396383987555439e+307, 1e200, Double.greatestFiniteMagnitude] {
            let (x, v) = spring.state(at: t, from: 7.291119411199171e-304, to: 1.0)
            #expect(abs(x - 1) <= 1 + 1e-12 && v.isFinite, "t=\(t): \(x), \(v)")
        }
    }
}

extension FuzzRegressionTests {
    /// y2 = −4.6e307 overflowed the polynomial coefficients (NaN slope). |y| is now limited to 1e150
    /// with a typed error.
    @Test func hugeBezierOutputIsATypedError() {
        #expect(throws: TimingCurveError.controlPointTooLarge(name: "y2", value: -4.631921693179232e+307, limit: 1e150)) {
            try CubicBezier(0, 0, 4.095431108415e-312, -4.631921693179232e+307)
        }
        #expect(throws: TimingCurveError.self) { try EasingFunction(parsing: "cubic-bezier(0, 1e200, 1, 1)") }
        let large = try? CubicBezier(0.3, -1e150, 0.7, 1e150)
        for x in [0, 1e-5, 0.3, 0.5, 0.999, 1] {
            let (y, s) = large!.valueAndDerivative(at: x)
            #expect(!y.isNaN && !s.isNaN, "at \(x): \(y), \(s)")
        }
    }
}

extension FuzzRegressionTests {
    /// Subnormal control points (x2 = 3.5e-310, and in the inverse curve x1 = 4.5e-311): building
    /// the guess tables met a NaN ("Range requires lowerBound <= upperBound"). Construction must
    /// succeed and evaluation give no NaN, for the curve and its inverse.
    @Test func subnormalControlPointsBuildTheirTables() throws {
        let curve = try CubicBezier(0.00019073486370757564, 4.534705005293e-311, 3.484317088765e-310, 9.051093266688101e-306)
        for c in [curve, try curve.inverse()] {
            for x in [0.30018382352941175, 1e-300, 0.001, 0.5, 0.75, 1.0.nextDown] {
                let (y, s) = c.valueAndDerivative(at: x)
                #expect(!y.isNaN && !s.isNaN, "\(c) at \(x): \(y), \(s)")
            }
            #expect(c.values(at: (0...100).map { Double($0) / 100 }).allSatisfy { !$0.isNaN }, "\(c)")
        }
        _ = try curve.input(forProgress: curve.value(at: 0.30018382352941175))
    }
}

extension FuzzRegressionTests {
    /// from − to overflowed (−1e308 towards 9.55e307) and met an envelope that underflows to 0:
    /// ∞·0 = NaN. The state is now evaluated halved; long after the release it is at the target.
    @Test func displacementBeyondTheLargestDouble() throws {
        let spring = try Spring(mass: 6.324e-321, stiffness: 3.6887950329715123e-280, damping: 1.0606028806e-314)
        let (from, to) = (-9.999999969159637e+307, 9.550244795698373e+307)
        let (x, v) = spring.state(at: 1.6937561043837818e+190, from: from, to: to)
        #expect(x == to && v == 0, "\(x), \(v)")
        for t in [0.0, 1e-30, 1e-20, 1e-9, 1] {
            let (x, v) = spring.state(at: t, from: from, to: to)
            let a = spring.acceleration(at: t, from: from, to: to)
            #expect(!x.isNaN && !v.isNaN && !a.isNaN, "t \(t): \(x), \(v), \(a)")
            #expect(x == spring.value(at: t, from: from, to: to) && v == spring.velocity(at: t, from: from, to: to), "t \(t)")
        }
        // The frame recurrence starts from the same scaled state.
        let frames = Array(SpringFrameIterator(try SpringAnimation(spring: try Spring(mass: 1, stiffness: 100, damping: 10), from: -1.7e308, to: 1.7e308), fps: 60).prefix(600))
        #expect(frames.allSatisfy { !$0.value.isNaN && !$0.velocity.isNaN }, "frames")
        #expect(frames[0].value == -1.7e308 && frames[599].value.isFinite, "\(frames[0].value), \(frames[599].value)")
        // Halving is exact here, so a moderate spring gives the same answer as on half the state.
        let moderate = try Spring(mass: 1, stiffness: 100, damping: 10)
        let (xh, vh) = moderate.state(at: 0.3, from: -1.7e308, to: 1.7e308)
        let (xq, vq) = moderate.state(at: 0.3, from: -0.85e308, to: 0.85e308)
        #expect(xh == 2 * xq && vh == 2 * vq, "\(xh) vs 2·\(xq)")
    }
}

extension FuzzRegressionTests {
    /// Control points whose differences overflow (an `S` to 71e300, 1.6e308 and back) made dp/du
    /// ∞ − ∞ and the path length NaN (FuzzPath, in the CI check of 2026-11-23). The speed is now
    /// computed on the points scaled by 2⁻¹⁰⁰⁰ and multiplied back: the length is +∞, the true
    /// value beyond the largest Double, and a length that fits is unchanged.
    @Test func overflowingControlPointsGiveAnInfiniteNotNaNLength() throws {
        for data in [
            "M0 1 1 01 1 0 01  0  01 1S 0 02  31 20 71e300 160663271e300 1 01Q120 500 545 501 1 1 01  0 ",
            "M 31 20 C 40 30 71e300 160663271e300 1 1", "M 1 1 Q 1.6e308 -1.6e308 120 500",
            "M 0 0 L 1.7e308 0 L -1.7e308 0", "M 0 0 A 1e308 1e308 0 0 1 1.5e308 1.5e308",
        ] {
            let path = try Path(svgPathData: data)
            #expect(path.length == .infinity, "\(data): length \(path.length)")
            for segment in path.segments {
                for u in [0, 0.3, 0.5, 1] { #expect(!segment.speed(at: u).isNaN, "\(data): speed at \(u)") }
            }
        }
        // The rescaled path is only taken when dp/du overflows: a large but representable cubic
        // keeps its exact-to-rounding length (a straight cubic of length 2·1e300, evenly spaced).
        let big = try Path(svgPathData: "M 0 0 C 1e300 0 1e300 0 2e300 0")
        #expect(abs(big.length - 2e300) <= 1e-12 * 2e300, "length \(big.length)")
    }
}

extension FuzzRegressionTests {
    /// A quadratic with coordinates near 1e125 (FuzzPath, `Fuzz/corpus/FuzzPath/dd5f99b8…`): its
    /// closed-form length overflowed 4ac and a^{3/2} to ∞/∞ = NaN. It is now integrated: finite,
    /// and within 1e-12 of the chord-bounded length (at least the chord, at most the control polygon).
    @Test func hugeQuadraticHasALength() throws {
        let segment = PathSegment.quadratic(SIMD2(1, 1), SIMD2(-1.12e32, 1001), SIMD2(500, 5.6e124))
        let length = Path.length(of: segment)
        let chord = (SIMD2<Double>(500, 5.6e124) - SIMD2(1, 1)).magnitude
        let polygon = (SIMD2<Double>(-1.12e32, 1001) - SIMD2(1, 1)).magnitude + (SIMD2<Double>(500, 5.6e124) - SIMD2(-1.12e32, 1001)).magnitude
        #expect(length.isFinite && length >= chord * (1 - 1e-12) && length <= polygon * (1 + 1e-12), "\(length), chord \(chord), polygon \(polygon)")
        let text = try String(contentsOfFile: #filePath.replacingOccurrences(of: "Tests/RobustnessTests/NumericEdgeCaseTests.swift", with: "Fuzz/corpus/FuzzPath/dd5f99b800d79ff3554375abb6e3b3a0f90c763e"), encoding: .utf8)
        #expect(!(try Path(svgPathData: text)).length.isNaN)
    }
}
