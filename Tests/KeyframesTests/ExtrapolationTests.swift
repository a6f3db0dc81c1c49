import MotionMath
import MotionTestSupport
import PropertyBased
import Testing
import Keyframes

/// Pre- and post-extrapolation (Unreal's rich-curve modes, Unity's wrap modes) against values
/// worked by hand, and its identities over seeded random keyframes.
@Suite struct ExtrapolationTests {
    /// 0 → 10 → 4, linear, at key times 0, ½, 1: every value below is a sum of dyadic products,
    /// exact in binary, so the checks are exact. Slopes per unit fraction: 20 then −12.
    static let zigzag = try! KeyframeAnimation<VectorSpace<Double>>(values: [0, 10, 4], keyTimes: [0, 0.5, 1])

    @Test(arguments: [
        // (mode, fraction, value, derivative)
        (Extrapolation.constant, 3.0, 4.0, 0.0), (.constant, -2, 0, 0),
        (.linear, 1.5, -2, -12), (.linear, -0.5, -10, 20),
        (.cycle, 1.25, 5, 20), (.cycle, -0.25, 7, -12), (.cycle, 7.75, 7, -12),
        (.cycleWithOffset, 1.25, 9, 20), (.cycleWithOffset, -0.25, 3, -12), (.cycleWithOffset, 2.5, 18, -12),
        (.cycleWithOffset, -3.75, -11, 20),
        (.oscillate, 1.25, 7, 12), (.oscillate, 2.25, 5, 20), (.oscillate, -0.25, 5, -20), (.oscillate, -1.25, 7, -12),
    ])
    func workedByHand(mode: Extrapolation, fraction: Double, value: Double, derivative: Double) {
        let animation = Self.zigzag
        let got = animation.value(at: fraction, before: mode, after: mode)
        let slope = animation.derivative(at: fraction, before: mode, after: mode)
        #expect(got == value && slope == derivative, "\(mode) at \(fraction): \(got), \(slope) vs \(value), \(derivative)")
    }

    /// Inside [0, 1] every mode is the curve itself; each side follows its own mode; NaN stays
    /// NaN; ±∞ has a value only where the end is held.
    @Test func insideEachSideAndNonFinite() {
        let animation = Self.zigzag
        for mode in Extrapolation.allCases {
            for f in [0, 0.3, 0.5, 1] {
                #expect(animation.value(at: f, before: mode, after: mode) == animation.value(at: f), "\(mode) at \(f)")
            }
            #expect(animation.value(at: .nan, before: mode, after: mode).isNaN, "\(mode) at NaN")
            let atInfinity = animation.value(at: .infinity, before: .constant, after: mode)
            #expect(mode == .constant ? atInfinity == 4 : atInfinity.isNaN, "\(mode) at +∞: \(atInfinity)")
        }
        #expect(animation.value(at: -0.25, before: .cycle, after: .constant) == 7)
        #expect(animation.value(at: 1.25, before: .cycle, after: .constant) == 4)
    }

    /// Over seeded random cubic keyframes with a fraction f = k + r (r a multiple of 2⁻¹⁰, so f
    /// and r are exact): cycle gives the curve at r bit for bit, cycle with offset adds
    /// k·(last − first) (one rounding of the sum: within 2 ulps of its magnitude), oscillate
    /// gives the curve at r or 1 − r by the parity of k; and the repeats join continuously: the
    /// offset and oscillating curves differ across each whole fraction by no more than the curve
    /// changes over 2⁻³⁰ of it plus rounding.
    @Test func identities() async {
        let value = Gen.double(in: -100...100), cycles = Gen.int(in: -6...6), steps = Gen.int(in: 0...1023)
        await seededPropertyCheck(count: 2_000, input: value, value, value, value, cycles, steps) { a, b, c, d, k, step in
            let animation = try! KeyframeAnimation<VectorSpace<Double>>(values: [a, b, c, d], keyTimes: [0, 0.2, 0.7, 1], calculationMode: .cubic)
            let r = Double(step) / 1024, f = Double(k) + r
            guard f < 0 || f > 1 else { return }
            #expect(animation.value(at: f, before: .cycle, after: .cycle) == animation.value(at: r), "cycle at \(f)")
            let shifted = animation.value(at: r) + Double(k) * (d - a)
            let offset = animation.value(at: f, before: .cycleWithOffset, after: .cycleWithOffset)
            #expect(abs(offset - shifted) <= 2 * Double.ulpOfOne * max(abs(shifted), abs(Double(k) * (d - a))), "offset at \(f): \(offset) vs \(shifted)")
            let mirrored = k.isMultiple(of: 2) ? animation.value(at: r) : animation.value(at: 1 - r)
            #expect(animation.value(at: f, before: .oscillate, after: .oscillate) == mirrored, "oscillate at \(f)")
            // Continuity at the whole fraction k (k ≠ 0, 1: those are the curve's own ends).
            guard k != 0 && k != 1 else { return }
            let h = 0x1p-30, x = Double(k), scale = max(abs(a), abs(b), abs(c), abs(d), 1) * Double(abs(k) + 1)
            for mode in [Extrapolation.cycleWithOffset, .oscillate] {
                let left = animation.value(at: x - h, before: mode, after: mode), right = animation.value(at: x + h, before: mode, after: mode)
                #expect(abs(left - right) <= 1e-6 * scale, "\(mode) jumps at \(x): \(left) vs \(right)")
            }
        }
    }

    /// A KeyframeMotion extrapolates in seconds: value(t) is the animation's at t/duration,
    /// velocity its derivative / duration, and a motion that repeats never finishes.
    @Test func motion() throws {
        let held = try KeyframeMotion(Self.zigzag, duration: 2)
        #expect(held.value(at: 3) == 4 && held.velocity(at: 3) == 0 && held.isFinished(at: 2))
        let looping = try KeyframeMotion(Self.zigzag, duration: 2, before: .linear, after: .oscillate)
        #expect(looping.value(at: 2.5) == 7 && looping.velocity(at: 2.5) == 6, "\(looping.value(at: 2.5)), \(looping.velocity(at: 2.5))")
        #expect(looping.value(at: -1) == -10 && looping.velocity(at: -1) == 10)
        #expect(!looping.isFinished(at: 1000))
    }
}
