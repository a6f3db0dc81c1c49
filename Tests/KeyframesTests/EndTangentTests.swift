import Testing
import TimingCurves
import Keyframes
import Paths

@Suite("Kochanek–Bartels end tangents (parabolic, reflected) and unit tangents of keyframes")
struct EndTangentTests {
    /// 0, 1, 4 at t = 0, ½, 1 is 4t²: the parabolic rule reproduces it (start derivative 0, end
    /// 8); the reflected rule takes the end chords (2 and 6 per unit fraction).
    @Test func parabolicAndReflectedEndTangents() throws {
        let values = [0.0, 1, 4]
        let parabolic = try KeyframeAnimation(values: values, calculationMode: .cubic)
        let explicit = try KeyframeAnimation(values: values, calculationMode: .cubic, endTangentRule: .parabolic)
        let reflected = try KeyframeAnimation(values: values, calculationMode: .cubic, endTangentRule: .reflected)
        #expect(parabolic.endTangentRule == .parabolic)
        for k in 0...20 {
            let t = Double(k) / 20
            #expect(parabolic.value(at: t) == explicit.value(at: t))
            #expect(abs(parabolic.value(at: t) - 4 * t * t) <= 1e-15, "\(t)")
        }
        #expect(abs(parabolic.derivative(at: 0)) <= 1e-15 && abs(parabolic.derivative(at: 1) - 8) <= 1e-14)
        #expect(reflected.derivative(at: 0) == 2 && reflected.derivative(at: 1) == 6)
    }

    /// The reflected rule is three.js's uniform Catmull-Rom (`CatmullRomCurve3`, curveType
    /// "catmullrom", tension ½): phantom points 2P₀ − P₁ and 2Pₙ₋₁ − Pₙ₋₂, each segment the
    /// Hermite cubic with tangents (Pᵢ₊₁ − Pᵢ₋₁)/2 (per unit segment parameter).
    @Test func reflectedIsThreeJSCatmullRom() throws {
        let points: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(1, 2), SIMD2(3, 3), SIMD2(4, 0)]
        let animation = try KeyframeAnimation(values: points, calculationMode: .cubic, endTangentRule: .reflected)
        let extended = [points[0] * 2 - points[1]] + points + [points[3] * 2 - points[2]]
        func reference(_ t: Double) -> SIMD2<Double> {
            let i = min(Int(t * 3), 2), s = t * 3 - Double(i)
            let (p0, p1) = (extended[i + 1], extended[i + 2])
            let (m0, m1) = ((extended[i + 2] - extended[i]) * 0.5, (extended[i + 3] - extended[i + 1]) * 0.5)
            let s2 = s * s, s3 = s2 * s
            return p0 * (2 * s3 - 3 * s2 + 1) + m0 * (s3 - 2 * s2 + s) + p1 * (3 * s2 - 2 * s3) + m1 * (s3 - s2)
        }
        var worst = 0.0
        for k in 0...300 {
            let t = Double(k) / 300
            worst = max(worst, (animation.value(at: t) - reference(t)).magnitude)
        }
        print("reflected vs three.js Catmull-Rom: max distance \(worst)")
        #expect(worst <= 1e-14)
    }

    /// Tension, continuity and bias act at the first and last keyframes through the phantom
    /// chord velocity (v₋ = 2d − v₊ at the start, v₊ = 2d − v₋ at the end).
    @Test func tcbAtTheEnds() throws {
        let values = [0.0, 1, 4]
        func ends(_ t: [Double], _ c: [Double], _ b: [Double], _ rule: EndTangentRule = .parabolic) throws -> (Double, Double) {
            let a = try KeyframeAnimation(
                values: values, calculationMode: .cubic, tensionValues: t, continuityValues: c, biasValues: b, endTangentRule: rule)
            return (a.derivative(at: 0), a.derivative(at: 1))
        }
        let z = [0.0, 0, 0]
        // d = 0 and 8; chords v = 2 and 6; phantoms v₋ = −2 before the start, v₊ = 10 after the end.
        #expect(try ends([1, 0, 1], z, z) == (0, 0))
        let half = try ends([0.5, 0, 0.5], z, z)
        #expect(abs(half.0) <= 1e-15 && abs(half.1 - 4) <= 1e-14, "\(half)")
        let biasIn = try ends(z, z, [1, 0, 1])
        #expect(abs(biasIn.0 + 2) <= 1e-14 && abs(biasIn.1 - 6) <= 1e-14, "bias 1 takes the incoming side: \(biasIn)")
        let biasOut = try ends(z, z, [-1, 0, -1])
        #expect(abs(biasOut.0 - 2) <= 1e-14 && abs(biasOut.1 - 10) <= 1e-14, "\(biasOut)")
        let corner = try ends(z, [-1, 0, -1], z)
        // C = −1: the outgoing tangent is the outgoing chord, the incoming one the incoming chord.
        #expect(abs(corner.0 - 2) <= 1e-14 && abs(corner.1 - 6) <= 1e-14, "\(corner)")
        // Reflected: v₋ = v₊, so the tangents are (1 − T)(1 + C·B)·chord leaving the first
        // keyframe and (1 − T)(1 − C·B)·chord arriving at the last.
        let reflected = try ends([0.5, 0, 0], [0.5, 0, 0.5], [0.5, 0, 1], .reflected)
        #expect(abs(reflected.0 - 0.5 * 1.25 * 2) <= 1e-14 && abs(reflected.1 - 0.5 * 6) <= 1e-14, "\(reflected)")
    }

    @Test func unitTangents() throws {
        let path = try KeyframeAnimation(values: [SIMD2(0.0, 0), SIMD2(1, 0), SIMD2(1, 1), SIMD2(3, 2)], calculationMode: .cubic)
        for k in 0...40 {
            let f = Double(k) / 40
            let (t, d) = (path.tangent(at: f), path.derivative(at: f))
            #expect(abs(t.magnitude - 1) <= 4e-16 && abs(t.x * d.y - t.y * d.x) <= 1e-15 * d.magnitude && (t * d).sum() > 0, "\(f)")
        }
        // Tension 1 stops at the middle keyframe: the limit direction is p″ of the next segment,
        // 6(p₁ − p₀) − 4m₀ − 2m₁ with m₀ = 0 and m₁ = ½·(−1, 3) (the parabolic end): (1, 3)/√10.
        let stop = try KeyframeAnimation(
            values: [SIMD2(0.0, 0), SIMD2(1, 0), SIMD2(1, 1)], calculationMode: .cubic, tensionValues: [0, 1, 0])
        #expect(stop.derivative(at: 0.5) == .zero)
        let expected = SIMD2(1.0, 3) / 10.0.squareRoot()
        let tangent = stop.tangent(at: 0.5)
        print("limit tangent at a stop: \(tangent) vs \(expected)")
        #expect((tangent - expected).magnitude <= 4e-16)
        // A timing function with zero slope: the direction of the curve.
        let eased = try KeyframeAnimation(values: [SIMD2(0.0, 0), SIMD2(3, 4)], timingFunction: CubicBezier.easeIn)
        #expect(eased.derivative(at: 0) == .zero)
        #expect((eased.tangent(at: 0) - SIMD2(0.6, 0.8)).magnitude <= 2e-16)
        // Discrete: the direction of the next jump; equal values everywhere: the first axis.
        let discrete = try KeyframeAnimation(values: [SIMD3(0.0, 0, 0), SIMD3(0, 0, 2)], calculationMode: .discrete)
        #expect(discrete.tangent(at: 0.2) == SIMD3(0, 0, 1))
        let still = try KeyframeAnimation(values: [SIMD2(1.0, 1), SIMD2(1, 1)], calculationMode: .cubic)
        #expect(still.tangent(at: 0.5) == SIMD2(1, 0))
        #expect(try KeyframeAnimation(values: [5.0, 1]).tangent(at: 0.3) == -1)
        #expect(path.tangent(at: .nan).x.isNaN)
    }
}
