import MotionMath
import Keyframes
import RealModule
import Springs
import Testing
import TimingCurves
@testable import Timelines

struct Pose: Sendable, Equatable {
    var scale = 1.0
    var offset = SIMD2<Double>(0, 0)
    var opacity = 1.0
}

@Suite("Timelines: SwiftUI-style keyframe timelines")
struct KeyframeTimelineTests {
    /// Each keyframe kind alone matches its module to 1e-12.
    @Test func eachKindMatchesItsModule() throws {
        // Linear with a timing curve: from + (to − from)·curve(s).
        let linear = try KeyframeTrackCurve(initialValue: 2.0, keyframes: [.linear(target: 5, duration: 0.8, curve: CubicBezier.easeInEaseOut)])
        for t in stride(from: 0.0, through: 0.8, by: 0.01) {
            let (y, slope) = CubicBezier.easeInEaseOut.valueAndDerivative(at: t / 0.8)
            #expect(abs(linear.value(at: t) - (2 + 3 * y)) <= 1e-12)
            #expect(abs(linear.velocity(at: t) - 3 * slope / 0.8) <= 1e-12)
        }
        // Cubic run alone: the Keyframes module's cubic mode on key times at the cumulative durations.
        let targets = [3.0, -1, 4, 4.5], durations = [0.3, 0.5, 0.2, 0.6]
        let cubic = try KeyframeTrackCurve(initialValue: 0.0, keyframes: zip(targets, durations).map { .cubic(target: $0, duration: $1, startVelocity: nil, endVelocity: nil) })
        var knots = [0.0]
        for d in durations { knots.append(knots.last! + d) }
        let total = knots.last!
        let reference = try KeyframeAnimation(values: [0] + targets, keyTimes: knots.map { $0 / total }, calculationMode: .cubic)
        for t in stride(from: 0.0, to: total, by: 0.01) {
            #expect(abs(cubic.value(at: t) - reference.value(at: t / total)) <= 1e-12, "cubic at \(t)")
            #expect(abs(cubic.velocity(at: t) - reference.derivative(at: t / total) / total) <= 1e-9, "cubic velocity at \(t)")
        }
        // Spring: the closed form, from the initial value at rest.
        let spring = try Spring(duration: 0.6, bounce: 0.25)
        let springTrack = try KeyframeTrackCurve(initialValue: SIMD2<Double>(0, 0), keyframes: [.spring(target: SIMD2(10, -4), duration: 1.2, spring: spring, startVelocity: SIMD2(3, 0))])
        let animation = try SpringAnimation(spring: spring, from: SIMD2<Double>(0, 0), to: SIMD2(10, -4), initialVelocity: SIMD2(3, 0))
        for t in stride(from: 0.0, to: 1.2, by: 0.01) {
            #expect((springTrack.value(at: t) - animation.value(at: t)).magnitude <= 1e-12)
        }
        // Move: a step.
        let move = try KeyframeTrackCurve(initialValue: 1.0, keyframes: [.linear(target: 2, duration: 1, curve: CubicBezier.linear), .move(target: 7), .linear(target: 8, duration: 1, curve: CubicBezier.linear)])
        #expect(move.value(at: 0.5) == 1.5 && move.value(at: 1) == 7 && move.value(at: 1.5) == 7.5 && move.velocity(at: 1.5) == 1)
    }

    /// A linear keyframe whose timing curve is the identity (LinearKeyframe's default
    /// `CubicBezier.linear`, or any cubic Bézier on the diagonal) is evaluated without calling the
    /// curve, with the same bits as calling it (−0 included): against the same curves behind a
    /// wrapper type, which the track cannot recognise and so calls. A curve 1e-9 off the diagonal
    /// is still evaluated as itself.
    @Test func identityTimingCurveIsExact() throws {
        let diagonal = try CubicBezier(0.3, 0.3, 0.7, 0.7), nearly = try CubicBezier(0.3, 0.3, 0.7, 0.7 + 1e-9)
        for from in [-0.0, 0.0, 2.0] {
            for curve in [CubicBezier.linear, diagonal, nearly] {
                let fast = try KeyframeTrackCurve(initialValue: from, keyframes: [.linear(target: 5, duration: 0.8, curve: curve)])
                let called = try KeyframeTrackCurve(initialValue: from, keyframes: [.linear(target: 5, duration: 0.8, curve: CalledCurve(curve))])
                for t in [-0.0, 0.0, 1e-300] + (0...800).map({ Double($0) / 1000 }) {
                    var (h1, h2) = (0, 0)
                    let a = fast.state(at: t, hint: &h1), b = called.state(at: t, hint: &h2)
                    #expect(a.value.bitPattern == b.value.bitPattern && a.velocity.bitPattern == b.velocity.bitPattern,
                            "\(curve) from \(from) at \(t): \(a) against \(b)")
                    #expect(fast.value(at: t).bitPattern == a.value.bitPattern, "value(at:) against state at \(t)")
                }
            }
        }
        let near = try KeyframeTrackCurve(initialValue: 2.0, keyframes: [.linear(target: 5, duration: 0.8, curve: nearly)])
        #expect((0...800).contains { near.value(at: Double($0) / 1000) != 2 + 3 * (Double($0) / 800) }, "a curve off the diagonal is not the identity")
    }

    /// Linear keyframes with different timing curves, identity and not, interleaved: each piece
    /// keeps its own curve (the same bits as a track whose curves are all called).
    @Test func linearPiecesKeepTheirCurves() throws {
        let curves = [CubicBezier.easeIn, .linear, .easeOut, try CubicBezier(0.2, 0.2, 0.9, 0.9), .easeInEaseOut, .linear, try CubicBezier(0.1, 0.8, 0.3, 1)]
        func track(_ wrap: (CubicBezier) -> any TimingCurve) throws -> KeyframeTrackCurve<VectorSpace<Double>> {
            try KeyframeTrackCurve(initialValue: 1.0, keyframes: curves.enumerated().map { k, curve in
                .linear(target: k % 2 == 0 ? 10 * Double(k + 1) : -3 * Double(k), duration: 0.3 + 0.1 * Double(k), curve: wrap(curve))
            })
        }
        let fast = try track { $0 }, called = try track { CalledCurve($0) }
        for i in 0...4000 {
            let t = Double(i) / 4000 * (fast.duration + 0.1)
            #expect(fast.value(at: t).bitPattern == called.value(at: t).bitPattern && fast.velocity(at: t).bitPattern == called.velocity(at: t).bitPattern,
                    "at \(t)")
        }
    }

    /// Velocity is continuous at every junction the rules promise; values are continuous except
    /// at moves: the left piece's state one ulp before each junction against the right piece's at
    /// it (a one-ulp step moves them by |x″|·ulp, negligible), and a finite-difference check that
    /// the reported velocity is the derivative of the value.
    @Test func velocityContinuity() throws {
        let endSlopeTwo = try CubicBezier(0.5, 0, 0.8, 0.6)
        let timeline = try KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.scale) {
                // An end slope of 2 (ease-in's x2 = 1 makes its slope vary like √(1 − x) at the end,
                // which would blur a one-ulp comparison).
                LinearKeyframe(1.5, duration: 0.3, timingCurve: endSlopeTwo)
                CubicKeyframe(0.8, duration: 0.4)
                CubicKeyframe(1.2, duration: 0.3)
                SpringKeyframe(1.0, duration: 0.25, spring: .bouncy)
                CubicKeyframe(2.0, duration: 0.5)
                LinearKeyframe(0.0, duration: 0.5)
            }
            KeyframeTrack(\Pose.offset) {
                CubicKeyframe(SIMD2(0, -40), duration: 0.3)
                CubicKeyframe(SIMD2(20, 0), duration: 0.3)
                MoveKeyframe(SIMD2(100, 100))
                SpringKeyframe(SIMD2(0, 0), spring: .snappy)
            }
        }
        let scale = try #require(timeline.tracks[0] as? CompiledKeyframeTrack<Pose, VectorSpace<Double>>)
        let junctions = Array(scale.curve.starts.dropFirst())
        #expect(junctions.count == 5)
        for t in junctions {
            let left = scale.curve.velocity(at: t.nextDown), right = scale.curve.velocity(at: t)
            #expect(abs(left - right) <= 1e-9 * (1 + abs(left)), "scale velocity jumps at \(t): \(left) → \(right)")
            #expect(abs(scale.curve.value(at: t.nextDown) - scale.curve.value(at: t)) <= 1e-12, "scale value jumps at \(t)")
        }
        for t in stride(from: 0.01, to: 2.2, by: 0.0123) {
            let h = 1e-6
            let difference = (scale.curve.value(at: t + h) - scale.curve.value(at: t - h)) / (2 * h)
            #expect(abs(difference - scale.curve.velocity(at: t)) <= 1e-4 * (1 + abs(difference)), "velocity is not the derivative at \(t)")
        }
        // The cubic after the linear keyframe starts with the linear's end velocity (0.5/0.3·slope(1)).
        let linearEnd = 0.5 / 0.3 * 2
        #expect(abs(scale.curve.velocity(at: 0.3) - linearEnd) <= 1e-9)
        // The cubic before the final linear keyframe ends with the linear's start velocity.
        let linearStart = (0.0 - 2.0) / 0.5 * CubicBezier.linear.derivative(at: 0)
        #expect(abs(scale.curve.velocity(at: 1.75.nextDown) - linearStart) <= 1e-9)
        // The offset jumps at the move and the spring starts there at rest.
        let offset = try #require(timeline.tracks[1] as? CompiledKeyframeTrack<Pose, VectorSpace<SIMD2<Double>>>)
        #expect(offset.curve.value(at: 0.6) == SIMD2(100, 100) && offset.curve.velocity(at: 0.6) == .zero)
        #expect(timeline.duration == offset.duration || timeline.duration == 2.25)
        #expect(timeline.duration == max(2.25, offset.duration))
    }

    /// The value-only path (`value(at:hint:)`, what a timeline's frames take) gives the state's
    /// value bit for bit for every kind of keyframe, at seeded times in order and out of order
    /// (hints carried across), before the start, at and after the end, and for NaN; a timeline's
    /// value writes exactly those values.
    @Test func valuePathIsTheStatesValue() throws {
        let timeline = try KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.scale) {
                LinearKeyframe(1.5, duration: 0.3, timingCurve: CubicBezier.easeInEaseOut)
                CubicKeyframe(0.8, duration: 0.4)
                SpringKeyframe(1.0, duration: 0.25, spring: .bouncy)
                MoveKeyframe(3.0)
                LinearKeyframe(0.0, duration: 0.5)
            }
            KeyframeTrack(\Pose.offset) {
                CubicKeyframe(SIMD2(0, -40), duration: 0.3)
                SpringKeyframe(SIMD2(0, 0), spring: .snappy)
                LinearKeyframe(SIMD2(5, 5), duration: 0.2, timingCurve: PennerEasing(.back, .out))
            }
        }
        let scale = try #require(timeline.tracks[0] as? CompiledKeyframeTrack<Pose, VectorSpace<Double>>)
        let offset = try #require(timeline.tracks[1] as? CompiledKeyframeTrack<Pose, VectorSpace<SIMD2<Double>>>)
        var state: UInt64 = 0x7a1e
        func unit() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let span = timeline.duration
        let times = (0..<2000).map { _ in (unit() * 1.2 - 0.1) * span } + (0...400).map { Double($0) / 400 * span }
            + [0, span, span.nextDown, -0.0, .nan, .infinity, -.infinity]
        var hints = (0, 0, 0, 0)
        for t in times {
            let a = scale.curve.value(at: t, hint: &hints.0), b = scale.curve.state(at: t, hint: &hints.1).value
            #expect(a.bitPattern == b.bitPattern, "scale at \(t): \(a) against \(b)")
            let c = offset.curve.value(at: t, hint: &hints.2), d = offset.curve.state(at: t, hint: &hints.3).value
            #expect(c.x.bitPattern == d.x.bitPattern && c.y.bitPattern == d.y.bitPattern, "offset at \(t): \(c) against \(d)")
            let pose = timeline.value(at: t)
            #expect(pose.scale.bitPattern == b.bitPattern && pose.offset.x.bitPattern == d.x.bitPattern && pose.offset.y.bitPattern == d.y.bitPattern)
        }
        // The default names are the key paths' descriptions, formed when asked for.
        #expect(timeline.tracks.map(\.name) == ["scale", "offset"])
    }

    /// The value path takes `value(at:)` of a linear keyframe's timing curve where the state takes
    /// `valueAndDerivative(at:)`'s value: the two agree bit for bit on the package's curves
    /// (cubic Béziers, every Penner easing, steps, linear(), a spring progress with and without
    /// initial velocity, whose sums once ran in two orders), at 2,001 inputs in and beyond [0, 1]
    /// and NaN; and a timeline of such keyframes gives its states' values.
    @Test func curvesValueIsThePairsValue() throws {
        let spring = try SpringProgressCurve(spring: .bouncy, initialVelocity: 3)
        var curves: [any TimingCurve] = [CubicBezier.ease, try CubicBezier(0.68, -0.55, 0.265, 1.55), CubicBezier.linear, CubicBezier.ease.prepared(),
                                         try Steps(4, .jumpBoth), try LinearEasing(stops: [.init(0), .init(0.7, [30]), .init(1)]),
                                         spring, try SpringProgressCurve(spring: .snappy)]
        curves += PennerEasing.all
        let inputs = (0...2000).map { Double($0) / 1600 - 0.125 } + [0, 1, -0.0, .nan]
        for curve in curves {
            for x in inputs {
                let a = curve.value(at: x), b = curve.valueAndDerivative(at: x).value
                #expect(a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN), "\(curve) at \(x): \(a) against \(b)")
            }
        }
        let track = try KeyframeTrackCurve(initialValue: 0.0, keyframes: [.linear(target: 1, duration: 1, curve: spring), .linear(target: 3, duration: 0.5, curve: PennerEasing(.elastic, .out))])
        var hints = (0, 0)
        for k in 0...300 {
            let t = Double(k) / 200
            let a = track.value(at: t, hint: &hints.0), b = track.state(at: t, hint: &hints.1).value
            #expect(a.bitPattern == b.bitPattern, "at \(t): \(a) against \(b)")
        }
    }

    /// A spring keyframe cut short hands over value and velocity exactly; without a duration it
    /// lasts its exact settling time.
    @Test func springHandOver() throws {
        let spring = Spring.bouncy
        let track = try KeyframeTrackCurve(initialValue: 0.0, keyframes: [
            .spring(target: 10, duration: 0.2, spring: spring, startVelocity: nil),
            .spring(target: -5, duration: nil, spring: spring, startVelocity: nil),
            .linear(target: 0, duration: 1, curve: CubicBezier.linear),
        ])
        let first = try SpringAnimation(spring: spring, from: 0.0, to: 10)
        let (x, v) = first.state(at: 0.2)
        let second = try SpringAnimation(spring: spring, from: x, to: -5, initialVelocity: v)
        let settle = try second.settlingTime()
        #expect(track.duration == 0.2 + settle + 1)
        for t in stride(from: 0.2, to: 0.2 + settle, by: 0.01) {
            #expect(abs(track.value(at: t) - second.value(at: t - 0.2)) <= 1e-12, "at \(t)")
        }
        var hint = 0
        let atSwitch = track.state(at: 0.2, hint: &hint)
        #expect(atSwitch.value == x && atSwitch.velocity == v)
    }

    /// Sampling at 60 fps through the table sampler and through value(at:) agree bit for bit.
    @Test func samplerAgreesWithValueAtTime() throws {
        let timeline = try KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.scale, name: "scale") {
                SpringKeyframe(1.4, duration: 0.4, spring: .bouncy)
                CubicKeyframe(0.9, duration: 0.3)
                CubicKeyframe(1.0, duration: 0.3)
            }
            KeyframeTrack(\Pose.opacity) {
                LinearKeyframe(0.0, duration: 0.5, timingCurve: CubicBezier.easeOut)
                MoveKeyframe(1.0)
            }
        }
        let samples = try timeline.samples(fps: 60)
        #expect(samples.count == Int((timeline.duration * 60).rounded(.up)) + 1 || samples.count == Int((timeline.duration * 60).rounded()) + 1)
        for (t, value) in samples { #expect(value == timeline.value(at: t), "at \(t)") }
        let table = try timeline.table(fps: 60)
        #expect(table.header == ["time", "scale", "opacity"])
        for (row, sample) in zip(table.rows, samples) { #expect(row == [sample.time, sample.value.scale, sample.value.opacity]) }
        #expect(timeline.value(progress: 1) == timeline.value(at: timeline.duration))
        #expect(timeline.value(at: -1) == Pose())
        #expect(throws: TimelineError.self) { try timeline.samples(fps: 0) }
        #expect(throws: TimelineError.self) { try timeline.table(fps: .nan) }
    }

    @Test func badInput() {
        func error(_ body: () throws -> Void) -> TimelineError? {
            do { try body(); return nil } catch { return error as? TimelineError }
        }
        #expect(error { _ = try KeyframeTimeline(initialValue: Pose()) { KeyframeTrack(\Pose.scale) { LinearKeyframe(2, duration: -1) } } }
            == .invalidKeyframe(track: "scale", keyframe: 0, reason: "the duration must be 0 or greater, got -1.0"))
        #expect(error { _ = try KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.scale) { LinearKeyframe(2, duration: 1) }
            KeyframeTrack(\Pose.opacity, name: "alpha") { MoveKeyframe(0.5); CubicKeyframe(1, duration: .infinity) }
        } } == .invalidKeyframe(track: "alpha", keyframe: 1, reason: "the duration must be finite, got inf"))
        #expect(error { _ = try KeyframeTimeline(initialValue: Pose()) { KeyframeTrack(\Pose.scale) { } } } == .emptyTrack(track: "scale"))
        #expect(error { _ = try KeyframeTimeline(initialValue: Pose()) { KeyframeTrack(\Pose.scale) { LinearKeyframe(.nan, duration: 1) } } } != nil)
        #expect(error { _ = try KeyframeTimeline(initialValue: Pose()) { KeyframeTrack(\Pose.scale) { CubicKeyframe(1, duration: 1, startVelocity: .infinity) } } } != nil)
        let undamped = try! Spring(mass: 1, stiffness: 10, damping: 0)
        #expect(error { _ = try KeyframeTimeline(initialValue: Pose()) { KeyframeTrack(\Pose.scale) { SpringKeyframe(2, spring: undamped) } } } != nil)
        #expect(error { _ = try KeyframeTimeline<Pose>(initialValue: Pose(), tracks: []) } == .noTracks)
        // Zero durations are jumps, never NaN.
        let zero = try? KeyframeTrackCurve(initialValue: 0.0, keyframes: [.cubic(target: 1, duration: 0, startVelocity: nil, endVelocity: nil), .linear(target: 2, duration: 0, curve: CubicBezier.ease)])
        #expect(zero?.value(at: 0) == 2 && zero?.duration == 0)
    }
}

/// A cubic Bézier behind a type of its own: a timeline calls it as it calls any timing curve.
private struct CalledCurve: TimingCurve {
    let base: CubicBezier
    init(_ base: CubicBezier) { self.base = base }
    func value(at x: Double) -> Double { base.value(at: x) }
    func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) { base.valueAndDerivative(at: x) }
    var mapsEndpointsExactly: Bool { base.mapsEndpointsExactly }
    var isMonotone: Bool { base.isMonotone }
}
