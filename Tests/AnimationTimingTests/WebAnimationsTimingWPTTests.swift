// The Web Animations timing model against web-platform-tests' expected values, written from
// web-animations/timing-model/animation-effects/{current-iteration, simple-iteration-progress,
// active-time, phases-and-states}.html, timing-model/time-transformations/transformed-progress.html
// and interfaces/AnimationEffect/getComputedTiming.html (the versions matching the current spec,
// as in the wpt fork divmain/wpt @ 5942d00; older Gecko mirrors of simple-iteration-progress.html
// expect 1 where the current spec gives 0 for a negative end delay that cuts an iteration short).
//
// The tests set `animation.currentTime`, which is the effect's local time (after the playback
// rate); `WebAnimationTiming.state(at:)` takes the time before the rate, so a local time t is
// queried as t / playbackRate (exact for rates ±1). Times are in milliseconds, as in the tests.
// Progress is compared to 1e-12 (the tests compare approximately; here every expected value is
// the exact result of a few roundings, e.g. 2300/1000 mod 1 = 0.2999999999999998), iterations
// exactly.

import Testing
import TimingCurves
import AnimationTiming
import Keyframes

private struct Checkpoint: Sendable, CustomStringConvertible {
    let localTime: Double
    let iteration: Double?
    let progress: Double?
    var description: String { "t=\(localTime)" }
}

private func check(_ timing: WebAnimationTiming, _ points: [Checkpoint], _ name: String) {
    for point in points {
        let state = timing.state(at: point.localTime / timing.playbackRate)
        #expect(state.iteration == point.iteration, "\(name) at \(point): iteration \(String(describing: state.iteration)), expected \(String(describing: point.iteration)) (phase \(state.phase))")
        switch (state.progress, point.progress) {
        case (nil, nil): break
        case let (got?, want?):
            #expect(abs(got - want) <= 1e-12, "\(name) at \(point): progress \(got), expected \(want) (phase \(state.phase))")
        default:
            Issue.record("\(name) at \(point): progress \(String(describing: state.progress)), expected \(String(describing: point.progress)) (phase \(state.phase))")
        }
    }
}

@Suite struct WebAnimationsTimingWPTTests {
    /// current-iteration.html and simple-iteration-progress.html: delay 1, fill both, direction
    /// normal; the checkpoints are the before, active-boundary and after times the tests use
    /// (before-active boundary − 1, before-active boundary, active-after boundary; with rate −1:
    /// before-active boundary, active-after boundary, active-after boundary + 1).
    @Test func currentIterationAndSimpleIterationProgress() throws {
        let inf = Double.infinity
        // (iterations, iterationStart, duration, endDelay, rate, [(t, iteration, progress)])
        let rows: [(Double, Double, Double, Double, Double, [(Double, Double, Double)])] = [
            (0, 0, 0, 0, 1, [(0, 0, 0), (1, 0, 0)]),
            (0, 0, 100, 0, 1, [(0, 0, 0), (1, 0, 0)]),
            (0, 0, inf, 0, 1, [(0, 0, 0), (1, 0, 0)]),
            (0, 2.5, 0, 0, 1, [(0, 2, 0.5), (1, 2, 0.5)]),
            (0, 2.5, 100, 0, 1, [(0, 2, 0.5), (1, 2, 0.5)]),
            (0, 2.5, inf, 0, 1, [(0, 2, 0.5), (1, 2, 0.5)]),
            (0, 3, 0, 0, 1, [(0, 3, 0), (1, 3, 0)]),
            (0, 3, 100, 0, 1, [(0, 3, 0), (1, 3, 0)]),
            (0, 3, inf, 0, 1, [(0, 3, 0), (1, 3, 0)]),
            (3, 0, 0, 0, 1, [(0, 0, 0), (1, 2, 1)]),
            (3, 0, 100, 0, 1, [(0, 0, 0), (1, 0, 0), (301, 2, 1)]),
            (3, 0, inf, 0, 1, [(0, 0, 0), (1, 0, 0)]),
            (3, 2.5, 0, 0, 1, [(0, 2, 0.5), (1, 5, 0.5)]),
            (3, 2.5, 100, 0, 1, [(0, 2, 0.5), (1, 2, 0.5), (301, 5, 0.5)]),
            (3, 2.5, inf, 0, 1, [(0, 2, 0.5), (1, 2, 0.5)]),
            (3, 3, 0, 0, 1, [(0, 3, 0), (1, 5, 1)]),
            (3, 3, 100, 0, 1, [(0, 3, 0), (1, 3, 0), (301, 5, 1)]),
            (3, 3, inf, 0, 1, [(0, 3, 0), (1, 3, 0)]),
            (3.5, 0, 0, 0, 1, [(0, 0, 0), (1, 3, 0.5)]),
            (3.5, 0, 100, 0, 1, [(0, 0, 0), (1, 0, 0), (351, 3, 0.5)]),
            (3.5, 0, inf, 0, 1, [(0, 0, 0), (1, 0, 0)]),
            (3.5, 2.5, 0, 0, 1, [(0, 2, 0.5), (1, 5, 1)]),
            (3.5, 2.5, 100, 0, 1, [(0, 2, 0.5), (1, 2, 0.5), (351, 5, 1)]),
            (3.5, 2.5, inf, 0, 1, [(0, 2, 0.5), (1, 2, 0.5)]),
            (3.5, 3, 0, 0, 1, [(0, 3, 0), (1, 6, 0.5)]),
            (3.5, 3, 100, 0, 1, [(0, 3, 0), (1, 3, 0), (351, 6, 0.5)]),
            (3.5, 3, inf, 0, 1, [(0, 3, 0), (1, 3, 0)]),
            (inf, 0, 0, 0, 1, [(0, 0, 0), (1, inf, 1)]),
            (inf, 0, 100, 0, 1, [(0, 0, 0), (1, 0, 0)]),
            (inf, 0, inf, 0, 1, [(0, 0, 0), (1, 0, 0)]),
            (inf, 2.5, 0, 0, 1, [(0, 2, 0.5), (1, inf, 0.5)]),
            (inf, 2.5, 100, 0, 1, [(0, 2, 0.5), (1, 2, 0.5)]),
            (inf, 2.5, inf, 0, 1, [(0, 2, 0.5), (1, 2, 0.5)]),
            (inf, 3, 0, 0, 1, [(0, 3, 0), (1, inf, 1)]),
            (inf, 3, 100, 0, 1, [(0, 3, 0), (1, 3, 0)]),
            (inf, 3, inf, 0, 1, [(0, 3, 0), (1, 3, 0)]),
            (1, 0, 100, 50, 1, [(0, 0, 0), (1, 0, 0), (101, 0, 1)]),
            (1, 0, 100, -50, 1, [(0, 0, 0), (1, 0, 0), (51, 0, 0.5)]),
            (1, 0, 100, -100, 1, [(0, 0, 0), (1, 0, 0)]),
            (1, 0, 100, -200, 1, [(-1, 0, 0), (0, 0, 0)]),
            (1, 0.5, 100, 50, 1, [(0, 0, 0.5), (1, 0, 0.5), (101, 1, 0.5)]),
            (1, 0.5, 100, -50, 1, [(0, 0, 0.5), (1, 0, 0.5), (51, 1, 0)]),
            (1, 0.5, 100, -100, 1, [(0, 0, 0.5), (1, 0, 0.5)]),
            (2, 0, 100, -100, 1, [(0, 0, 0), (1, 0, 0), (101, 1, 0)]),
            (1, 2, 100, -50, 1, [(0, 2, 0), (1, 2, 0), (51, 2, 0.5)]),
            (1, 2, 100, -100, 1, [(0, 2, 0), (1, 2, 0)]),
            (1, 0, 1, 0, -1, [(1, 0, 0), (2, 0, 1), (3, 0, 1)]),
            (1, 0, 0, 0, -1, [(1, 0, 0), (2, 0, 1)]),
            (0, 0, 0, 0, -1, [(1, 0, 0), (2, 0, 0)]),
        ]
        for (iterations, start, duration, endDelay, rate, points) in rows {
            let timing = try WebAnimationTiming(delay: 1, endDelay: endDelay, iterations: iterations, iterationStart: start, duration: duration, fill: .both, playbackRate: rate)
            check(timing, points.map { Checkpoint(localTime: $0.0, iteration: $0.1, progress: $0.2) },
                  "iterations \(iterations), iterationStart \(start), duration \(duration), endDelay \(endDelay), rate \(rate)")
        }
        // current-iteration.html only: 2 iterations at rate −1 (iterations checked, not progress).
        let twice = try WebAnimationTiming(delay: 1, iterations: 2, duration: 1, fill: .both, playbackRate: -1)
        #expect(twice.state(at: -1).iteration == 0 && twice.state(at: -3).iteration == 1 && twice.state(at: -4).iteration == 1)
        // Fill none (auto): no current iteration before or after.
        let plain = try WebAnimationTiming(delay: 1, duration: 0)
        #expect(plain.state(at: 0).iteration == nil && plain.state(at: 5).iteration == nil)
    }

    /// active-time.html (progress and iteration as getComputedTiming reports them).
    @Test func activeTime() throws {
        for (fill, progress) in [(WebAnimationTiming.Fill.none, nil), (.backwards, 0.0), (.forwards, nil), (.both, 0.0)] as [(WebAnimationTiming.Fill, Double?)] {
            check(try WebAnimationTiming(delay: 1, duration: 0, fill: fill), [Checkpoint(localTime: 0, iteration: progress.map { _ in 0 }, progress: progress)], "before phase, fill \(fill)")
        }
        check(try WebAnimationTiming(duration: 1000), [Checkpoint(localTime: 500, iteration: 0, progress: 0.5)], "no delay")
        check(try WebAnimationTiming(delay: 500, duration: 1000), [Checkpoint(localTime: 1000, iteration: 0, progress: 0.5)], "positive delay")
        check(try WebAnimationTiming(delay: -500, duration: 1000), [Checkpoint(localTime: 0, iteration: 0, progress: 0.5)], "negative delay")
        check(try WebAnimationTiming(duration: 0), [Checkpoint(localTime: 0, iteration: nil, progress: nil)], "after, no fill")
        check(try WebAnimationTiming(duration: 0, fill: .backwards), [Checkpoint(localTime: 0, iteration: nil, progress: nil)], "after, backwards fill")
        check(try WebAnimationTiming(delay: 500, iterations: 2.3, duration: 1000, fill: .forwards), [Checkpoint(localTime: 2800, iteration: 2, progress: 0.3)], "after, forwards fill")
        check(try WebAnimationTiming(iterations: .infinity, duration: 0, fill: .forwards), [Checkpoint(localTime: 0, iteration: .infinity, progress: 1)], "zero duration, infinite iterations")
        check(try WebAnimationTiming(delay: 500, endDelay: 4000, iterations: 2.3, duration: 1000, fill: .forwards), [Checkpoint(localTime: 6800, iteration: 2, progress: 0.3)], "positive end delay")
        check(try WebAnimationTiming(delay: 500, endDelay: -800, iterations: 2.3, duration: 1000, fill: .forwards), [Checkpoint(localTime: 2000, iteration: 1, progress: 0.5)], "negative end delay")
        check(try WebAnimationTiming(delay: 500, endDelay: -2500, iterations: 2.3, duration: 1000, fill: .forwards), [Checkpoint(localTime: 300, iteration: 0, progress: 0)], "end delay beyond the active duration")
        check(try WebAnimationTiming(delay: 500, endDelay: -4000, iterations: 2.3, duration: 1000, fill: .forwards), [Checkpoint(localTime: 0, iteration: 0, progress: 0)], "end delay beyond delay + active duration")
        check(try WebAnimationTiming(delay: 500, iterations: 2.3, duration: 1000, fill: .both), [Checkpoint(localTime: 2800, iteration: 2, progress: 0.3)], "both fill")
        // reversed-active-internal-boundaries.html: duration 1 at rate −1.
        check(try WebAnimationTiming(duration: 1, playbackRate: -1), [Checkpoint(localTime: 0, iteration: nil, progress: nil), Checkpoint(localTime: 1, iteration: 0, progress: 1)], "rate −1 boundaries")
    }

    /// phases-and-states.html.
    @Test func phases() throws {
        let cases: [(delay: Double, endDelay: Double, duration: Double, rate: Double, [(Double, TimingPhase)])] = [
            (0, 0, 1, 1, [(-1, .before), (0, .active), (1, .after)]),
            (1, 0, 1, 1, [(0, .before), (1, .active), (2, .after)]),
            (-1, 0, 1, 1, [(-2, .before), (-1, .before), (0, .after)]),
            (0, 1, 1, 1, [(-1, .before), (0, .active), (1, .after), (2, .after)]),
            (0, -1, 2, 1, [(-1, .before), (0, .active), (0.9, .active), (1, .after)]),
            (0, -1, 1, 1, [(-1, .before), (0, .after), (1, .after)]),
            (0, -2, 1, 1, [(-2, .before), (-1, .before), (0, .after)]),
            (1, -1, 2, 1, [(0, .before), (1, .active), (2, .after)]),
            (-1, -1, 1, 1, [(-2, .before), (-1, .before), (0, .after)]),
            (-1, -2, 1, 1, [(-3, .before), (-2, .before), (-1, .before), (0, .after)]),
            (0, 0, 1, -1, [(-1, .before), (0, .before), (1, .active), (2, .after)]),
        ]
        for (delay, endDelay, duration, rate, points) in cases {
            for fill in [WebAnimationTiming.Fill.none, .both] {
                let timing = try WebAnimationTiming(delay: delay, endDelay: endDelay, duration: duration, fill: fill, playbackRate: rate)
                for (t, phase) in points {
                    let state = timing.state(at: t / rate)
                    #expect(state.phase == phase, "delay \(delay), endDelay \(endDelay), duration \(duration), rate \(rate) at \(t): \(state.phase), expected \(phase)")
                    // In effect only when active, or filling in the direction of the phase.
                    let inEffect = phase == .active || fill == .both
                    #expect((state.progress != nil) == inEffect, "delay \(delay), endDelay \(endDelay), rate \(rate), fill \(fill) at \(t): progress \(String(describing: state.progress))")
                }
            }
        }
    }

    /// getComputedTiming.html: active duration and end time.
    @Test func activeDurationAndEndTime() throws {
        let inf = Double.infinity
        for (duration, iterations, active) in [(0.0, 1.0, 0.0), (1000, 1, 1000), (1000, 7, 7000), (1000, 2.5, 2500), (1000, inf, inf), (1000, 0, 0),
                                               (0, 2.5, 0), (0, inf, 0), (0, 0, 0), (inf, 1, inf), (inf, 0, 0), (inf, 2.5, inf), (inf, inf, inf)] {
            #expect(try WebAnimationTiming(iterations: iterations, duration: duration).activeDuration == active, "duration \(duration) × \(iterations)")
        }
        for (duration, iterations, delay, end) in [(0.0, 1.0, 0.0, 0.0), (1000, 1, 0, 1000), (1000, 2.5, 0, 2500), (1000, 1, 1500, 2500), (1000, 2, 1500, 3500), (1000, inf, 0, inf),
                                                   (inf, 10, 0, inf), (inf, 10, 1000, inf), (inf, 10, -1000, inf), (1000, 2, -1000, 1000), (1000, 2, -3000, 0), (0, 2, -1000, 0)] {
            #expect(try WebAnimationTiming(delay: delay, iterations: iterations, duration: duration).endTime == end, "duration \(duration) × \(iterations), delay \(delay)")
        }
        #expect(throws: AnimationTimingError.self) { try WebAnimationTiming(duration: -.infinity) }
        #expect(throws: AnimationTimingError.self) { try WebAnimationTiming(duration: .nan) }
    }

    /// transformed-progress.html: steps() with the before flag, chained through the timing model
    /// (delay 1000, duration 1000, fill both).
    @Test func stepsWithTheBeforeFlag() throws {
        typealias Row = (String, Double, Double, WebAnimationTiming.Direction, Steps, [(Double, Double)])
        let rows: [Row] = [
            ("step-start", 1, 0, .normal, try Steps(2, .start), [(0, 0), (999, 0), (1000, 0.5), (1499, 0.5), (1500, 1), (2000, 1)]),
            ("step-start reverse", 1, 0, .reverse, try Steps(2, .start), [(0, 1), (1001, 1), (1500, 1), (1501, 0.5), (2000, 0), (2500, 0)]),
            ("step-start iterationStart 0.25", 1, 0.25, .normal, try Steps(2, .start), [(0, 0.5), (999, 0.5), (1000, 0.5), (1249, 0.5), (1250, 1), (1749, 1), (1750, 0.5), (2000, 0.5), (2500, 0.5)]),
            ("step-start iterationStart 0.5", 1, 0.5, .normal, try Steps(2, .start), [(0, 0.5), (999, 0.5), (1000, 1), (1499, 1), (1500, 0.5), (2000, 1)]),
            ("step-start iterationStart 0.5 reverse", 1, 0.5, .reverse, try Steps(2, .start), [(0, 1), (1000, 1), (1001, 0.5), (1499, 0.5), (1500, 1), (1999, 1), (2000, 0.5), (2500, 0.5)]),
            ("steps(4, start) iterationStart 0.75", 1, 0.75, .normal, try Steps(4, .start), [(0, 0.75), (999, 0.75), (1000, 1), (2000, 1), (2500, 1)]),
            ("step-start alternate", 2, 1.5, .alternate, try Steps(2, .start), [(0, 1), (1000, 1), (1001, 0.5), (2999, 1), (3000, 0.5), (3500, 0.5)]),
            ("step-start alternate-reverse", 2, 0.5, .alternateReverse, try Steps(2, .start), [(0, 1), (1000, 1), (1001, 0.5), (2999, 1), (3000, 0.5), (3500, 0.5)]),
            ("step-end", 1, 0, .normal, try Steps(2, .end), [(0, 0), (999, 0), (1000, 0), (1499, 0), (1500, 0.5), (2000, 1)]),
            ("step-end iterationStart 0.5", 1, 0.5, .normal, try Steps(2, .end), [(0, 0), (999, 0), (1000, 0.5), (1499, 0.5), (1500, 0), (1999, 0), (2000, 0.5), (2500, 0.5)]),
            ("step-end iterationStart 0.75", 1, 0.75, .normal, try Steps(2, .end), [(0, 0.5), (999, 0.5), (1000, 0.5), (1249, 0.5), (1250, 0), (1749, 0), (1750, 0.5), (2000, 0.5), (2500, 0.5)]),
            ("jump-both", 1, 0, .normal, try Steps(2, .jumpBoth), [(0, 0), (999, 0), (1000, 1.0 / 3), (1499, 1.0 / 3), (1500, 2.0 / 3), (2000, 1)]),
            ("jump-both iterationStart 0.5", 1, 0.5, .normal, try Steps(2, .jumpBoth), [(0, 1.0 / 3), (999, 1.0 / 3), (1000, 2.0 / 3), (1499, 2.0 / 3), (1500, 1.0 / 3), (1999, 1.0 / 3), (2000, 2.0 / 3), (2500, 2.0 / 3)]),
            ("jump-both iterationStart 0.75", 1, 0.75, .normal, try Steps(2, .jumpBoth), [(0, 2.0 / 3), (999, 2.0 / 3), (1000, 2.0 / 3), (1249, 2.0 / 3), (1250, 1.0 / 3), (1749, 1.0 / 3), (1750, 2.0 / 3), (2000, 2.0 / 3), (2500, 2.0 / 3)]),
            ("jump-none", 1, 0, .normal, try Steps(2, .jumpNone), [(0, 0), (1000, 0), (1499, 0), (1500, 1), (2000, 1)]),
            ("jump-none iterationStart 0.5", 1, 0.5, .normal, try Steps(2, .jumpNone), [(0, 0), (999, 0), (1000, 1), (1499, 1), (1500, 0), (1999, 0), (2000, 1), (2500, 1)]),
            ("jump-none iterationStart 0.75", 1, 0.75, .normal, try Steps(2, .jumpNone), [(0, 1), (999, 1), (1000, 1), (1249, 1), (1250, 0), (1749, 0), (1750, 1), (2000, 1), (2500, 1)]),
        ]
        for (name, iterations, start, direction, steps, points) in rows {
            let timing = try WebAnimationTiming(delay: 1000, iterations: iterations, iterationStart: start, duration: 1000, direction: direction, fill: .both)
            for (t, expected) in points {
                let state = timing.state(at: t)
                let progress = state.progress.map { steps.value(at: $0, beforeFlag: state.beforeFlag) }
                #expect(progress == expected, "\(name) at \(t): \(String(describing: progress)), expected \(expected) (directed \(String(describing: state.progress)), before flag \(state.beforeFlag), phase \(state.phase))")
            }
        }
        // The before flag follows the current direction, not the playback rate: at rate −1 a
        // backwards-filling effect in its before phase, playing its iteration forwards, sets it.
        let reversed = try WebAnimationTiming(delay: 1, duration: 1, fill: .backwards, playbackRate: -1)
        let before = reversed.state(at: -0.5)
        #expect(before.phase == .before && before.beforeFlag)
        #expect(try Steps(1, .start).value(at: before.progress!, beforeFlag: before.beforeFlag) == 0)
    }
}
