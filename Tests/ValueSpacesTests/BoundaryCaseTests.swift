import MotionMath
import Testing
import ValueSpaces

/// Cases at the exact boundaries of a comparison, through the public API: each fails if its
/// comparison moves by a hair (the mutants of `make mutants` name them).
@Suite struct BoundaryCaseTests {
    /// A hue that rounds up to exactly 360° is 0°: lab(50 10 −1e-15) has atan2 = −5.7e-15°, and
    /// 360 − 5.7e-15 rounds to 360.
    @Test func aHueOfExactly360IsZero() throws {
        let lch = try Color(css: "lab(50 10 -1e-15)").converted(to: .lch)
        #expect(lch.components.z == 0, "hue \(lch.components.z)")
        #expect(lch.cssText == "lch(50 10 0)", "\(lch.cssText)")
    }

    /// Signs are aligned for every negative dot product, however small (−0.3 here, between the
    /// −0.5 a looser test would use and 0): each quaternion ends in the previous one's hemisphere.
    @Test func quaternionSignsAlignForEveryNegativeDot() throws {
        let a = try Quaternion(axis: SIMD3(0, 0, 1), angle: 0)
        // A turn of 2·acos(−0.3) ≈ 215°: the dot with the identity is cos(107.5°) ≈ −0.30.
        let b = try Quaternion(axis: SIMD3(0, 0, 1), angle: 2 * Double.acos(-0.3))
        #expect(abs(a.dot(b) + 0.3) < 1e-12, "dot \(a.dot(b))")
        let sequence = RotationSpace().continuousSequence([a, b])
        #expect(sequence[0].dot(sequence[1]) > 0, "\(sequence)")
        #expect(sequence[1] == b.negated, "\(sequence[1]) vs \(b.negated)")
    }
}
