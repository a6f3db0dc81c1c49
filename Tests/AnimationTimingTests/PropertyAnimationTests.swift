// The value half of an animation: CABasicAnimation's seven fromValue/toValue/byValue
// combinations (Apple's CABasicAnimation documentation, "Setting Interpolation Values"),
// isAdditive and isCumulative, and the Web Animations composite and iterationComposite
// operations, through both timing models. Every expected value is exact (sums and products of
// small dyadic numbers), so comparisons are exact.

import MotionMath
import Testing
import TimingCurves
import AnimationTiming
import Keyframes

@Suite struct PropertyAnimationTests {
    static let once = AnimationTiming.coreAnimation(try! MediaTiming(duration: 1, fillMode: .both))

    /// The seven combinations with the underlying (render-tree) value u = 3 and previous value 1.
    @Test func sevenCombinations() throws {
        let cases: [(Double?, Double?, Double?, Double, Double)] = [
            (2, 10, nil, 2, 10),     // from, to
            (2, nil, 4, 2, 6),       // from, by: from + by
            (nil, 10, 4, 6, 10),     // by, to: to − by
            (2, nil, nil, 2, 3),     // from: to the underlying value
            (nil, 10, nil, 3, 10),   // to: from the underlying value
            (nil, nil, 4, 3, 7),     // by: u to u + by
            (nil, nil, nil, 1, 3),   // none: previous to u
        ]
        for (from, to, by, start, end) in cases {
            let animation = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: from, to: to, by: by), timing: Self.once)
            let range = try animation.range(underlying: 3, previous: 1)
            #expect(range.from == start && range.to == end, "from \(String(describing: from)), to \(String(describing: to)), by \(String(describing: by)): \(range)")
            #expect(try animation.value(at: 0, underlying: 3, previous: 1) == start)
            #expect(try animation.value(at: 0.5, underlying: 3, previous: 1) == (start + end) / 2)
            #expect(try animation.value(at: 1, underlying: 3, previous: 1) == end)
        }
        #expect(throws: AnimationTimingError.self) { try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: 1, to: 2, by: 3), timing: Self.once) }
        #expect(throws: AnimationTimingError.self) { try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: .nan, to: 2, by: nil), timing: Self.once) }
        let none = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: nil, to: nil, by: nil), timing: Self.once)
        #expect(throws: AnimationTimingError.self) { try none.value(at: 0.5, underlying: 3) }
        #expect(throws: AnimationTimingError.self) { try none.value(at: .nan, underlying: 3, previous: 1) }
        #expect(throws: AnimationTimingError.self) { try none.value(at: 0.5, underlying: .infinity, previous: 1) }
    }

    /// Not in effect (removed, or outside the fill): the underlying value.
    @Test func outsideTheFillIsTheUnderlyingValue() throws {
        let removed = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: 0, to: 10, by: nil), timing: .coreAnimation(MediaTiming(beginTime: 1, duration: 1)))
        #expect(try removed.value(at: 0.5, underlying: 7) == 7 && removed.value(at: 2.5, underlying: 7) == 7 && removed.value(at: 1.5, underlying: 7) == 5)
    }

    /// isAdditive: the animated value is added to the underlying value, for vectors too.
    @Test func additive() throws {
        let shake = try PropertyAnimation<VectorSpace<SIMD2<Double>>>(values: .basic(from: SIMD2(-4, 0), to: SIMD2(4, 2), by: nil), timing: Self.once, composite: .add)
        #expect(shake.isAdditive)
        #expect(try shake.value(at: 0.25, underlying: SIMD2(100, 50)) == SIMD2(98, 50.5))
        let accumulate = try PropertyAnimation<VectorSpace<SIMD2<Double>>>(values: .basic(from: SIMD2(-4, 0), to: SIMD2(4, 2), by: nil), timing: Self.once, composite: .accumulate)
        #expect(try accumulate.value(at: 0.25, underlying: SIMD2(100, 50)) == SIMD2(98, 50.5))
    }

    /// isCumulative: each repeat adds the value the previous one ended on; fractional repeat
    /// counts and autoreversing cycles (which end on their start value).
    @Test func cumulative() throws {
        let steps = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: 0, to: 10, by: nil), timing: .coreAnimation(MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)), accumulatesIterations: true)
        #expect(try steps.value(at: 0.5, underlying: 0) == 5)
        #expect(try steps.value(at: 1.5, underlying: 0) == 15)
        #expect(try steps.value(at: 2.25, underlying: 0) == 22.5)
        #expect(try steps.value(at: 9, underlying: 0) == 25)  // filled at the end of 2.5 repeats
        let shifted = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: 5, to: 10, by: nil), timing: .coreAnimation(MediaTiming(duration: 1, repeatCount: 3)), accumulatesIterations: true)
        #expect(try shifted.value(at: 1, underlying: 0) == 15 && shifted.value(at: 2.5, underlying: 0) == 27.5)
        let reversing = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: 2, to: 10, by: nil), timing: .coreAnimation(MediaTiming(duration: 1, repeatCount: 2, autoreverses: true)), accumulatesIterations: true)
        #expect(try reversing.value(at: 1, underlying: 0) == 10 && reversing.value(at: 2.5, underlying: 0) == 8)
        #expect(try reversing.value(at: 3, underlying: 0) == 12)  // cycle 1 builds on the start value 2
        // Additive and cumulative together.
        let both = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: 0, to: 10, by: nil), timing: .coreAnimation(MediaTiming(duration: 1, repeatCount: 2)), composite: .add, accumulatesIterations: true)
        #expect(try both.value(at: 1.5, underlying: 100) == 115)
    }

    /// Web Animations: iterationComposite accumulate adds the final value once per finished
    /// iteration; composite add; the before flag of steps() through the model.
    @Test func webAnimations() throws {
        let timing = AnimationTiming.webAnimations(try WebAnimationTiming(iterations: 3, duration: 1, fill: .forwards))
        let accumulate = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: 1, to: 3, by: nil), timing: timing, accumulatesIterations: true)
        #expect(try accumulate.value(at: 1.5, underlying: 0) == 5 && accumulate.value(at: 2.5, underlying: 0) == 8)
        #expect(try accumulate.value(at: 4, underlying: 0) == 9)  // after: iteration 2 at progress 1
        let added = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: 1, to: 3, by: nil), timing: timing, composite: .add)
        #expect(try added.value(at: 0.5, underlying: 10) == 12)
        let delayed = AnimationTiming.webAnimations(try WebAnimationTiming(delay: 1, duration: 1, fill: .backwards))
        // The before flag reaches steps() held directly and inside an EasingFunction.
        for function in [try Steps(2, .start), EasingFunction.steps(try Steps(2, .start))] as [any TimingCurve] {
            let stepStart = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: 0, to: 8, by: nil), timing: delayed, timingFunction: function)
            #expect(try stepStart.value(at: 0.5, underlying: 0) == 0, "\(function)")  // before flag: steps(2, start) holds 0
            #expect(try stepStart.value(at: 1, underlying: 0) == 4, "\(function)")
        }
        let forever = AnimationTiming.webAnimations(try WebAnimationTiming(iterations: .infinity, duration: 0, fill: .forwards))
        let endless = try PropertyAnimation<VectorSpace<Double>>(values: .basic(from: 0, to: 1, by: nil), timing: forever, accumulatesIterations: true)
        #expect(throws: AnimationTimingError.self) { try endless.value(at: 1, underlying: 0) }
    }

    /// Keyframe values take the same composition: cumulative adds the last keyframe value.
    @Test func keyframes() throws {
        let keys = try KeyframeAnimation(values: [0.0, 4, 2], calculationMode: .linear)
        let animation = try PropertyAnimation<VectorSpace<Double>>(values: .keyframes(keys), timing: .coreAnimation(MediaTiming(duration: 2, repeatCount: 2)), accumulatesIterations: true)
        #expect(try animation.range(underlying: 0) == (0, 2))
        #expect(try animation.value(at: 0.5, underlying: 0) == 2 && animation.value(at: 1, underlying: 0) == 4)
        #expect(try animation.value(at: 3, underlying: 0) == 6)  // repeat 1 at its middle: 4 + 2
    }
}
