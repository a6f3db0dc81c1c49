import Keyframes
import Testing

/// Compose's `keyframesWithSpline` and `MonoSpline` (animation-core 1.8.3) against Compose's own
/// tests: `KeyframeSplineAnimationTest` (exact Float equality where it asserts equality) and
/// `MonoSplineTest` (±0.001, as it asserts), then the two properties its arithmetic has.
@Suite struct ComposeSplineKeyframesTests {
    /// `keyframesWithSpline { durationMillis = 500; Offset(1f, 2f) at 250 }` from (0, 0) to (2, 2),
    /// and back from (2, 2) to (0, 0): the values and velocities `interpolatedValues` asserts.
    @Test func interpolatedValues() {
        let forward = ComposeSplineKeyframes(keyframes: [(250, [1, 2])], durationMillis: 500, initial: [0, 0], target: [2, 2])
        #expect(forward.value(atMillis: 125) == [0.5, 1.25] && forward.velocity(atMillis: 125) == [4, 10],
                "\(forward.value(atMillis: 125)) \(forward.velocity(atMillis: 125))")
        #expect(forward.value(atMillis: 375) == [1.5, 2] && forward.velocity(atMillis: 375) == [4, 0],
                "\(forward.value(atMillis: 375)) \(forward.velocity(atMillis: 375))")
        let back = ComposeSplineKeyframes(keyframes: [(250, [1, 2])], durationMillis: 500, initial: [2, 2], target: [0, 0])
        #expect(back.value(atMillis: 375) == [0.5, 1.25] && back.velocity(atMillis: 375) == [-4, -10],
                "\(back.value(atMillis: 375)) \(back.velocity(atMillis: 375))")
    }

    /// `testDelay`: a delay of 100 ms holds the initial value (whatever it is) through the delay.
    /// `possibleToOverrideStartAndEndValues`: keyframes at 0 and the duration win over the
    /// animation's own initial and target values. `initialVelocityIgnored`: the velocity at 0 and
    /// 10 ms is the spline's, (4, 4).
    @Test func delayEndsAndVelocity() {
        func delayed(_ start: [Float]) -> ComposeSplineKeyframes {
            ComposeSplineKeyframes(keyframes: [(250, [1, 1])], durationMillis: 500, delayMillis: 100, initial: start, target: [2, 2])
        }
        #expect(delayed([0, 0]).value(atMillis: 0) == [0, 0] && delayed([3, 3]).value(atMillis: 50) == [3, 3] && delayed([5, 5]).value(atMillis: 100) == [5, 5])
        let d = delayed([0, 0])
        #expect(d.value(atMillis: 225) == [0.5, 0.5] && d.value(atMillis: 350) == [1, 1] && d.value(atMillis: 600) == [2, 2],
                "\(d.value(atMillis: 225)) \(d.value(atMillis: 350)) \(d.value(atMillis: 600))")
        let pinned = ComposeSplineKeyframes(keyframes: [(0, [0, 0]), (250, [1, 1]), (500, [2, 2])], durationMillis: 500, initial: [-1, -1], target: [-1, -1])
        #expect(pinned.value(atMillis: 0) == [0, 0] && pinned.value(atMillis: 500) == [2, 2])
        let spline = ComposeSplineKeyframes(keyframes: [(250, [1, 1])], durationMillis: 500, initial: [0, 0], target: [2, 2])
        #expect(spline.velocity(atMillis: 0) == [4, 4] && spline.velocity(atMillis: 10) == [4, 4], "\(spline.velocity(atMillis: 10))")
    }

    /// `interpolatedValues_periodic`: 1 at 500 of 1000 ms from 0 to 0. The balanced bias (½)
    /// makes the start and end velocities equal, and exactly the mean of the unbiased ones; bias 0
    /// gives both the end's, bias 1 both the start's.
    @Test func periodicBias() {
        func ends(_ bias: Float) -> (Float, Float) {
            let spline = ComposeSplineKeyframes(keyframes: [(500, [1])], durationMillis: 1000, periodicBias: bias, initial: [0], target: [0])
            return (spline.velocity(atMillis: 0)[0], spline.velocity(atMillis: 1000)[0])
        }
        let (regular, balanced, start, end) = (ends(.nan), ends(0.5), ends(0), ends(1))
        #expect(balanced.0 == balanced.1 && balanced.0 == (regular.0 + regular.1) / 2, "\(regular) \(balanced)")
        #expect(start.0 == start.1 && start.1 == regular.1 && end.0 == end.1 && end.0 == regular.0, "\(start) \(end)")
        #expect(regular == (2, -2), "\(regular)")
    }

    /// `MonoSplineTest`: testCurveFit01 and testMonoSpline's points (±0.001, as Compose asserts).
    @Test func monoSplineTests() {
        let curve = ComposeMonoSpline(times: [0, 5, 10], values: [[0, 0], [1, 1], [2, 0]])
        #expect(abs(curve.value(at: 5)[0] - 1) <= 0.001 && abs(curve.value(at: 7)[0] - 1.4) <= 0.001 && abs(curve.value(at: 7)[1] - 0.744) <= 0.001,
                "\(curve.value(at: 7))")
        let steps = ComposeMonoSpline(times: [0, 1, 2, 3, 4, 5], values: [[0], [1], [1], [2], [2], [3]])
        for t: Float in [1, 1.1, 1.3, 1.6, 1.9] {
            #expect(abs(steps.value(at: t)[0] - 1) <= 0.001, "at \(t): \(steps.value(at: t))")
        }
        #expect(abs(steps.value(at: 3.5)[0] - 2) <= 0.001)
    }

    /// 1.8.3's factored Hermite piece, not 1.7's expanded one (the same cubic, rounded
    /// differently): values where the two forms differ in Float, from a separate transcription of
    /// both. The expanded form gives 0.744 and 0.0108147105 here.
    @Test func factoredHermiteForm() {
        let curve = ComposeMonoSpline(times: [0, 5, 10], values: [[0, 0], [1, 1], [2, 0]])
        #expect(curve.value(at: 7)[1] == 0.74399996, "\(curve.value(at: 7)[1])")
        let keyframes = ComposeSplineKeyframes(keyframes: [(0, [0]), (150, [0.4]), (420, [0.35]), (700, [1])], durationMillis: 700, initial: [0], target: [1])
        #expect(keyframes.value(atMillis: 4)[0] == 0.01081471, "\(keyframes.value(atMillis: 4)[0])")
    }

    /// Not Fritsch–Carlson: no sign test, so at a turning point with unequal neighbours the
    /// averaged tangent is not zero and the spline overshoots the keyframe (0, 1, 0.9 over 0, 1,
    /// 2 s rises above 1 after the peak); and every knot is the keyframe's value exactly.
    @Test func overshootAndKnots() {
        let spline = ComposeMonoSpline(times: [0, 1, 2], values: [[0], [1], [0.9]])
        let peak = (1...99).map { spline.value(at: 1 + Float($0) / 100)[0] }.max()!
        #expect(peak > 1, "\(peak)")
        let keyframes = ComposeSplineKeyframes(keyframes: [(0, [0]), (130, [0.7]), (400, [0.2]), (700, [1])], durationMillis: 700, initial: [5], target: [5])
        #expect([0, 130, 400, 700].map { keyframes.value(atMillis: $0)[0] } == [0, 0.7, 0.2, 1])
    }
}
