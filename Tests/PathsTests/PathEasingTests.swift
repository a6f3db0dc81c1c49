import MotionTestSupport
import Testing
import TimingCurves
import Paths
import Keyframes


@Suite("Path easing: Android PathInterpolator, Compose PathEasing, Material 3 emphasized")
struct PathEasingTests {
    static let emphasizedData = "M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1"

    /// Points (x(u), y(u)) of the path are on the curve: value(at: x(u)) = y(u). The solve stops at
    /// the last bit of x(u)'s evaluation, so the error is |dy/dx| times a few ulps of x; the
    /// emphasized path's slope stays below 12, so 1e-14 is a bound with room.
    @Test func emphasizedPassesThroughItsPathPoints() throws {
        let easing = PathEasing.materialEmphasized
        #expect(easing == (try PathEasing(svgPathData: Self.emphasizedData)))
        #expect(easing.pieces.count == 2 && easing.isMonotone && easing.mapsEndpointsExactly)
        var worst = 0.0
        for segment in easing.pieces {
            for k in 0...400 {
                let p = segment.value(at: Double(k) / 400)
                let slope = max(1, abs(easing.derivative(at: p.x)))
                worst = max(worst, abs(easing.value(at: p.x) - p.y) / slope)
            }
        }
        print("emphasized: max |value(x(u)) − y(u)| / max(1, |slope|) = \(worst)")
        #expect(worst <= 1e-14)
        // The published control points: the joint (0.166666, 0.4) and the ends, exactly.
        #expect(easing.value(at: 0) == 0 && easing.value(at: 1) == 1)
        #expect(easing.value(at: 0.166666) == 0.4)
        // The joint: the published path has a slight corner there — the first cubic arrives with
        // slope (0.4 − 0.06)/(0.166666 − 0.133333) ≈ 10.2, the second leaves with
        // (0.82 − 0.4)/(0.208333 − 0.166666) ≈ 10.08. At the joint the slope is the right piece's.
        let left = (0.4 - 0.06) / (0.166666 - 0.133333), right = (0.82 - 0.4) / (0.208333 - 0.166666)
        print("emphasized joint: slopes \(easing.derivative(at: 0.166666.nextDown)) (left) and \(easing.derivative(at: 0.166666)) (right)")
        #expect(abs(easing.derivative(at: 0.166666) - right) <= 1e-12 * right)
        #expect(abs(easing.derivative(at: 0.166666.nextDown) - left) <= 1e-6 * left)
        // Outside [0, 1]: clamped, as Android and Compose do.
        #expect(easing.value(at: -0.5) == 0 && easing.value(at: 2) == 1 && easing.derivative(at: 2) == 0)
        #expect(easing.value(at: .nan).isNaN)
        #expect(easing.value(at: -.infinity) == 0 && easing.value(at: .infinity) == 1)
    }

    /// One cubic from (0,0) to (1,1) is a CSS cubic-bezier(): the two solvers agree to a few ulps.
    @Test func oneCubicIsTheCubicBezier() throws {
        let path = try PathEasing(svgPathData: "M0,0 C0.42,0 0.58,1 1,1")
        var worst = 0.0
        for k in 0...1000 {
            let x = Double(k) / 1000
            worst = max(worst, abs(path.value(at: x) - CubicBezier.easeInEaseOut.value(at: x)))
            #expect(abs(path.derivative(at: x) - CubicBezier.easeInEaseOut.derivative(at: x)) <= 1e-12)
        }
        // Each solver stops at the last bit of its own evaluation of the same cubic (value ≤ 1):
        // a few ulps of 1 apart at most.
        print("path vs cubic-bezier(0.42, 0, 0.58, 1): max difference \(worst)")
        #expect(worst <= 1e-15)
    }

    @Test func linesAndQuadraticsExactly() throws {
        let lines = try PathEasing(svgPathData: "M0,0 L0.5,0.8 L1,1")
        #expect(lines.value(at: 0.25) == 0.4 && lines.value(at: 0.5) == 0.8 && lines.value(at: 0.75) == 0.9)
        #expect(lines.derivative(at: 0.25) == 1.6 && lines.derivative(at: 0.5) == (1 - 0.8) / 0.5)  // the right piece at the joint
        #expect(try lines.input(forProgress: 0.8) == 0.5)
        // x(u) = u, y(u) = u² (control (0.5, 0)): y = x².
        let quad = try PathEasing(svgPathData: "M0,0 Q0.5,0 1,1")
        var worst = 0.0
        for k in 0...100 {
            let x = Double(k) / 100
            worst = max(worst, abs(quad.value(at: x) - x * x), abs(quad.derivative(at: x) - 2 * x))
        }
        print("quadratic y = x²: max error \(worst)")
        #expect(worst <= 4e-16)
        // A vertical tangent inside a piece: x(u) = ½ + 4(u − ½)³ has x′(½) = 0.
        // Its Bernstein x-coefficients are 0, 1, 0, 1 (x-speed coefficients 1, −1, 1: q² = p·r,
        // the boundary of the monotonicity test, accepted). The triple root makes u at x = ½ only
        // as good as the cube root of an ulp (about 1e-6), so the value's tolerance is 1e-5.
        let vertical = try PathEasing(svgPathData: "M0,0 C1,0.5 0,0.5 1,1")
        print("vertical tangent: value(0.5) = \(vertical.value(at: 0.5)), slope \(vertical.derivative(at: 0.5))")
        #expect(abs(vertical.value(at: 0.5) - 0.5) <= 1e-5)
        #expect(vertical.derivative(at: 0.5) >= 1e4)
        #expect(vertical.value(at: 0.25) > 0 && vertical.value(at: 0.75) < 1)
    }

    @Test func inverseIsTheSmallestInput() throws {
        let easing = PathEasing.materialEmphasized
        var worst = 0.0
        for k in 1..<100 {
            let y = Double(k) / 100
            let x = try easing.input(forProgress: y)
            worst = max(worst, abs(easing.value(at: x) - y))
        }
        print("emphasized inverse: max |value(input(y)) − y| = \(worst)")
        #expect(worst <= 1e-15)
        #expect(try easing.input(forProgress: 0) == 0 && easing.input(forProgress: 1) <= 1)
        // A flat run: the left end of the set where progress ≥ y.
        let flat = try PathEasing(svgPathData: "M0,0 L0.25,0.5 L0.75,0.5 L1,1")
        #expect(try flat.input(forProgress: 0.5) == 0.25)
        // Through the protocol and an existential, the same answers.
        let any: any TimingCurve = easing
        #expect(try any.input(forProgress: 0.5) == easing.input(forProgress: 0.5))
        // Overshoot: not invertible.
        let overshoot = try PathEasing(svgPathData: "M0,0 C0.3,1.5 0.6,1.2 1,1")
        #expect(!overshoot.isMonotone)
        #expect(throws: TimingCurveError.self) { try overshoot.input(forProgress: 0.5) }
        #expect(throws: TimingCurveError.self) { try easing.input(forProgress: 1.5) }
        #expect(throws: TimingCurveError.self) { try easing.input(forProgress: .nan) }
    }

    @Test func badPathsAreTypedErrors() {
        func error(_ data: String) -> PathError? {
            do { _ = try PathEasing(svgPathData: data); return nil } catch { return error }
        }
        #expect(error("") == .emptyPath)
        #expect(error("M 0 0") == .easingPathEndpoints(start: .zero, end: .zero))
        #expect(error("M 0 0 L 1 1.5") == .easingPathEndpoints(start: .zero, end: SIMD2(1, 1.5)))
        #expect(error("M 0.1 0 L 1 1") == .easingPathEndpoints(start: SIMD2(0.1, 0), end: SIMD2(1, 1)))
        #expect(error("M 5 5 M 0 0 L 1 1") == .easingPathEndpoints(start: SIMD2(5, 5), end: SIMD2(1, 1)))
        guard case .easingPathNotMonotone(segment: 0, _) = error("M0,0 C0.8,0 -0.3,1 1,1") else { Issue.record("loop"); return }
        guard case .easingPathNotMonotone(segment: 0, _) = error("M0,0 L0,0.5 L1,1") else { Issue.record("vertical"); return }
        #expect(error("M0,0 L1,1 Z") == .easingPathEndpoints(start: .zero, end: .zero))  // closing returns to (0, 0)
        guard case .easingPathNotMonotone(segment: 1, _) = error("M0,0 L0.6,0.5 L0.4,0.6 L1,1") else { Issue.record("back"); return }
        guard case .easingPathUnsupported(segment: 0, _) = error("M0,0 A 1 1 0 0 1 1 1") else { Issue.record("arc"); return }
        guard case .easingPathUnsupported(segment: 1, _) = error("M0,0 L0.5,0.5 M0.5,0.5 L1,1") else { Issue.record("jump"); return }
        guard case .pathSyntax = error("M0,0 C0.1") else { Issue.record("syntax"); return }
    }

    @Test func parsingNamesAndPathText() throws {
        #expect(try PathEasing.parse("material-emphasized") == .materialEmphasized)
        #expect(try PathEasing.parse("emphasized") == .materialEmphasized)
        #expect(try PathEasing.parse(" path(\"\(Self.emphasizedData)\") ") == .materialEmphasized)
        #expect(try PathEasing.parse("path('M0,0 L1,1')")?.value(at: 0.3) == 0.3)
        #expect(try PathEasing.parse("PATH(M0,0 L1,1)")?.value(at: 0.5) == 0.5)
        #expect(try PathEasing.parse("ease") == nil)
        #expect(throws: PathError.self) { try PathEasing.parse("path('M0,0 L1,2')") }
        #expect(throws: PathError.self) { try PathEasing.parse("path('M0,0 L1,1'") }
        #expect(throws: PathError.self) { try PathEasing.parse("path('M0,0 L1,1)") }
    }

    @Test func legacyMaterialTokens() throws {
        #expect(CubicBezier.materialFastOutSlowIn == (try CubicBezier(0.4, 0, 0.2, 1)))
        #expect(CubicBezier.materialLinearOutSlowIn == (try CubicBezier(0, 0, 0.2, 1)))
        #expect(CubicBezier.materialFastOutLinearIn == (try CubicBezier(0.4, 0, 1, 1)))
        #expect(try EasingFunction(parsing: "fastOutSlowIn") == .cubicBezier(.materialFastOutSlowIn))
        #expect(try EasingFunction(parsing: "material-linear-out-slow-in") == .cubicBezier(.materialLinearOutSlowIn))
        #expect(try EasingFunction(parsing: "fastOutLinearIn") == .cubicBezier(.materialFastOutLinearIn))
    }

    /// Random easing paths of 1–4 cubic pieces with increasing x controls (so x′ ≥ 0): every
    /// point of the path is on the curve (error over max(1, |slope|) within 1e-13, a few ulps of
    /// x(u) through the slope), values are never NaN on extreme inputs, and the inverse of a
    /// monotone one has a residual within 1e-14.
    @Test func randomPathsPassThroughTheirPoints() throws {
        var generator = SeededGenerator(testSeed: 0x9A7E)
        var worst = 0.0, worstInverse = 0.0
        for _ in 0..<200 {
            let pieces = Int.random(in: 1...4, using: &generator)
            // Increasing x for all 3·pieces + 1 Bernstein coefficients, from 0 to 1.
            var xs = (0..<(3 * pieces - 1)).map { _ in Double.random(in: 0...1, using: &generator) }.sorted()
            xs = [0] + xs + [1]
            let monotone = Bool.random(using: &generator)
            var ys = (0..<(3 * pieces - 1)).map { _ in Double.random(in: monotone ? 0...1 : -0.5...1.5, using: &generator) }
            if monotone { ys.sort() }
            ys = [0] + ys + [1]
            var data = "M 0 0"
            for p in 0..<pieces {
                data += " C"
                for k in 1...3 { data += " \(xs[3 * p + k]) \(ys[3 * p + k])" }
            }
            let easing: PathEasing
            do { easing = try PathEasing(svgPathData: data) } catch { continue }  // a vertical piece (equal draws)
            #expect(easing.isMonotone || !monotone, "\(data)")
            for segment in easing.pieces {
                for k in 0...20 {
                    let point = segment.value(at: Double(k) / 20)
                    let slope = abs(easing.derivative(at: point.x))
                    let error = abs(easing.value(at: point.x) - point.y) / max(1, slope.isFinite ? slope : 1e300)
                    worst = max(worst, error)
                }
            }
            for x in [0, 0x1p-1074, 1e-300, 1.0.nextDown, 0.5, -0.0, .infinity, -.infinity, .greatestFiniteMagnitude] {
                #expect(!easing.value(at: x).isNaN && !easing.derivative(at: x).isNaN, "\(data) at \(x)")
            }
            if easing.isMonotone {
                for k in 0...20 {
                    let y = Double(k) / 20
                    let x = try easing.input(forProgress: y)
                    #expect((0...1).contains(x))
                    worstInverse = max(worstInverse, abs(easing.value(at: x) - y) / max(1, abs(easing.derivative(at: x))))
                }
            }
        }
        print("random path easings: max point error / max(1, |slope|) = \(worst); inverse residual / max(1, |slope|) = \(worstInverse)")
        #expect(worst <= 1e-13 && worstInverse <= 1e-14)
    }
}

/// The Android form of a path easing (`PathEasing.android`, what `export --to android-xml` writes):
/// its polyline is Android's `Path.approximate(0.002)` of the Float-rounded path.
@Suite("Path easing as Android's pathData")
struct PathEasingAndroidTests {
    /// One cubic from (0, 0) to (1, 1) is the curve `PathInterpolator(x1, y1, x2, y2)` flattens:
    /// the same polyline, so Android's values are `EngineSolver.android`'s (whose bits the C
    /// transcription checks) bit for bit at 1,001 inputs, on 100 seeded curves with Float-exact
    /// control points; the stated errors (on the first 10) then differ only by the two exact
    /// evaluations (the path easing's solve and the cubic-Bézier one, each within a few ulps:
    /// 1e-14 with room).
    @Test func oneCubicIsTheControlPointForm() throws {
        var state: UInt64 = 0xA7D_2011
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 40) / Double(1 << 24)  // 24 bits: exact in Float
        }
        for k in 0..<100 {
            // y from −1.5 to 2.5 in steps of 2⁻²², still exact in Float.
            let (x1, y1, x2, y2) = (next(), next() * 4 - 1.5, next(), next() * 4 - 1.5)
            let easing = try PathEasing(svgPathData: "M 0 0 C \(x1) \(y1) \(x2) \(y2) 1 1")
            let curve = try CubicBezier(x1, y1, x2, y2)
            let (pathData, interpolator) = try #require(easing.androidForm, "\(curve)")
            for i in 0...1000 {
                let x = Double(i) / 1000
                let ours = Double(interpolator.value(Float(x))), engine = EngineSolver.android.value(of: curve, at: x)
                #expect(ours.bitPattern == engine.bitPattern, "\(curve) at \(x): \(ours) against \(engine)")
            }
            if k < 10 {
                let error = try #require(easing.android).error
                #expect(abs(error - EngineSolver.android.largestDeviation(of: curve).error) <= 1e-14, "\(curve)")
            }
            #expect(pathData == "M 0 0 C \(Float(x1)) \(Float(y1)) \(Float(x2)) \(Float(y2)) 1.0 1.0")
        }
    }

    /// Lines alone are their own polyline: Android interpolates them exactly but for Float
    /// rounding (a few ulps of Float at these magnitudes, under 1e-6).
    @Test func linesAreExactButForFloat() throws {
        let easing = try PathEasing(svgPathData: "M 0 0 L 0.25 0.5 L 0.5 0.625 L 0.8 0.7 L 1 1")
        let android = try #require(easing.android)
        #expect(android.pathData == "M 0 0 L 0.25 0.5 L 0.5 0.625 L 0.8 0.7 L 1.0 1.0")
        #expect(android.error > 0 && android.error < 1e-6, "\(android.error)")
    }

    /// Material 3's emphasized path and a path of a line and a quadratic: the pathData reads back
    /// as the same easing to Float rounding; Android's value at each of 10,001 inputs is the
    /// polyline's, within twice 0.002·√(1 + s²) of the easing where its slope |s| < 50 (Skia stops
    /// halving a chord once its midpoint is within 0.002 of the curve, the bound the cubic form's
    /// test uses), and the stated error is the largest of those differences.
    @Test func pathDataReadsBackAndTheErrorIsThePolylines() throws {
        for easing in [PathEasing.materialEmphasized, try PathEasing(svgPathData: "M0,0 L0.3,0.6 Q0.5,0.9 1,1")] {
            let (pathData, interpolator) = try #require(easing.androidForm)
            let back = try PathEasing(svgPathData: pathData)
            var readBack = 0.0, ratio = 0.0, largest = 0.0
            for i in 0...10_000 {
                let x = i == 10_000 ? 1 : Double(i) / 10_000
                readBack = max(readBack, abs(back.value(at: x) - easing.value(at: x)))
                let error = abs(Double(interpolator.value(Float(x))) - easing.value(at: x))
                largest = max(largest, error)
                let slope = easing.derivative(at: x)
                if abs(slope) < 50 { ratio = max(ratio, error / (0.002 * (1 + slope * slope).squareRoot())) }
            }
            #expect(readBack <= 1e-6, "\(pathData): read back \(readBack) away")
            #expect(ratio <= 2 && ratio > 0, "\(pathData): \(ratio)")
            #expect(easing.android?.error == largest && largest > 0, "\(pathData)")
            // The Paths article's figure for Material's emphasized path.
            if easing == PathEasing.materialEmphasized { #expect(largest < 0.0026, "\(largest)") }
        }
    }

    /// A coordinate beyond Float's range has no Android form, and Android refuses a path whose
    /// last step moves x by an ulp that its Float length cannot see (two points at the same
    /// fraction of the length with different x: "discontinuity in the X axis").
    @Test func beyondFloatIsRefused() throws {
        let easing = try PathEasing(svgPathData: "M 0 0 C 0.3 1e39 0.6 -1e39 1 1")
        #expect(easing.android == nil)
        let step = try PathEasing(svgPathData: "M 0 0 L 0.5 1.5 L 0.99999994 1 L 1 1")
        #expect(step.androidForm != nil && step.android == nil)
        // The same shape with a step Float's length does see is accepted.
        #expect(try PathEasing(svgPathData: "M 0 0 L 0.5 1.5 L 0.99 1 L 1 1").android != nil)
    }
}
