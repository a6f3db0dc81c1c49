import Keyframes
import Paths
import MotionMath
import MotionTestSupport
import Springs
import Testing
import Timelines
import TimingCurves
import ValueSpaces

@Suite("Timeline tracks in interpolation spaces")
struct SpaceTimelineTests {
    /// In another flat space a track is the vector track: angles interpolated numerically (no
    /// turn chosen) take the same pieces, with velocities handed over by the same rules (linear,
    /// cubic runs, springs with inherited velocity, moves), through the angle space's own charts,
    /// to rounding.
    @Test func flatSpaceTrackIsTheVectorTrack() throws {
        var rng = SeededGenerator(testSeed: 0x7e11)
        let spring = try Spring(mass: 1, stiffness: 120, damping: 9)
        for _ in 0..<300 {
            var vector: [TimelineKeyframe<VectorSpace<Double>>] = [], spaced: [TimelineKeyframe<AngleSpace<Double>>] = []
            for _ in 0..<Int.random(in: 1...7, using: &rng) {
                let target = Double.random(in: -5...5, using: &rng), d = Double.random(in: 0.05...0.5, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    vector.append(.linear(target: target, duration: d, curve: CubicBezier.easeInOut))
                    spaced.append(.linear(target: target, duration: d, curve: CubicBezier.easeInOut))
                case 1, 2:
                    vector.append(.cubic(target: target, duration: d, startVelocity: nil, endVelocity: nil))
                    spaced.append(.cubic(target: target, duration: d, startVelocity: nil, endVelocity: nil))
                default:
                    vector.append(.spring(target: target, duration: d, spring: spring, startVelocity: nil))
                    spaced.append(.spring(target: target, duration: d, spring: spring, startVelocity: nil))
                }
            }
            let reference = try KeyframeTrackCurve(initialValue: 0.0, keyframes: vector)
            let curve = try KeyframeTrackCurve(space: AngleSpace<Double>(interpolation: .numeric), initialValue: 0.0, keyframes: spaced)
            #expect(curve.duration == reference.duration)
            var h1 = 0, h2 = 0
            for k in 0...200 {
                let t = Double(k) / 200 * curve.duration
                let (a, b) = (curve.state(at: t, hint: &h1), reference.state(at: t, hint: &h2))
                // Values of size ≤ ~10 and velocities of size ≤ ~10³ (short pieces); de Casteljau
                // and Hermite differ by rounding at those sizes.
                #expect(abs(a.value - b.value) <= 1e-12 && abs(a.velocity - b.velocity) <= 1e-9 * max(1, abs(b.velocity)), "t = \(t): \(a) vs \(b) for \(vector)")
            }
        }
    }

    /// An angle track and a rotation track in one timeline, with a velocity key path.
    @Test func angleAndRotationTracksInATimeline() throws {
        struct Pose: Sendable { var heading = 350.0, headingRate = 0.0, attitude = Quaternion.identity, spin = SIMD3<Double>.zero }
        let quarter = try Quaternion(axis: SIMD3(0, 0, 1), angle: .pi / 2)
        let timeline = try KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.heading, space: AngleSpace<Double>(), name: "heading",
                               keyframes: [.linear(target: 10, duration: 1, curve: CubicBezier.linear)],
                               velocity: \Pose.headingRate, columnNames: ["angle"], columns: { [$0] })
            KeyframeTrack(\Pose.attitude, space: RotationSpace(), name: "attitude",
                               keyframes: [.cubic(target: quarter, duration: 0.5, startVelocity: nil, endVelocity: nil),
                                           .spring(target: .identity, duration: nil, spring: .smooth, startVelocity: nil)],
                               velocity: \Pose.spin, columnNames: ["w", "x", "y", "z"], columns: { [$0.w, $0.x, $0.y, $0.z] })
        }
        #expect(timeline.value(at: 0.5).heading == 360 && timeline.velocity(at: 0.5).headingRate == 20)
        #expect(timeline.value(at: 0.5).attitude.angle(to: quarter) <= 4e-16)
        #expect(timeline.value(at: timeline.duration).attitude.angle(to: .identity) <= 1e-3 * .pi / 2)
        let table = try timeline.table(fps: 10)
        #expect(table.header == ["time", "heading", "attitude.w", "attitude.x", "attitude.y", "attitude.z"])
    }

    @Test func badInput() {
        #expect(throws: TimelineError.self) {
            try KeyframeTrackCurve(space: AngleSpace<Double>(), initialValue: 0, keyframes: [.linear(target: .nan, duration: 1, curve: CubicBezier.linear)])
        }
        #expect(throws: TimelineError.self) {
            try KeyframeTrackCurve(space: RotationSpace(), initialValue: .identity, keyframes: [.cubic(target: .identity, duration: -1, startVelocity: nil, endVelocity: nil)])
        }
        #expect(throws: TimelineError.self) { try KeyframeTrackCurve(space: RotationSpace(), initialValue: .identity, keyframes: []) }
    }

    /// The KeyframeTrack documentation's example, as written there: an angle track from a builder
    /// with a velocity key path and its columns; from 350° to 10° it goes the short way, through
    /// 0°, at 40°/s on average. And a NaN time: NaN components for a vector track (through the
    /// timeline too), the initial value at rest for the angle.
    @Test func documentedSpaceTrackAndNaNTime() throws {
        struct Pose: Sendable { var heading = 350.0, turnRate = 0.0, scale = 1.0 }
        let timeline = try KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.heading, space: AngleSpace<Double>(), velocity: \Pose.turnRate,
                          columnNames: ["heading"], columns: { [$0] }) {
                LinearKeyframe(10, duration: 0.5)
            }
            KeyframeTrack(\Pose.scale) { LinearKeyframe(2.0, duration: 0.5) }
        }
        #expect(timeline.value(at: 0.25).heading == 360 && timeline.value(at: 0.5).heading == 370)
        #expect(abs(timeline.velocity(at: 0.25).turnRate - 40) <= 1e-12)
        let undefined = timeline.value(at: .nan)
        #expect(undefined.scale.isNaN && undefined.heading == 350, "\(undefined)")
        let vector = try KeyframeTrackCurve(initialValue: 1.0, keyframes: [.linear(target: 2, duration: 1, curve: CubicBezier.linear)])
        #expect(vector.value(at: .nan).isNaN && vector.velocity(at: .nan).isNaN)
    }

    /// Inside a cubic segment of a curved space (rotations) the velocity is the Hermite derivative
    /// of the end tangents: at the segment's ends it is the velocities given there (each in its own
    /// keyframe's chart), to rounding (the tangent times the span, then over it).
    @Test func cubicVelocityAtTheEndsOfASegment() throws {
        let (v0, v1) = (SIMD3<Double>(0.3, -1.2, 2), SIMD3<Double>(-0.5, 0.4, 1.1))
        let target = try Quaternion(axis: SIMD3(1, 2, 3), angle: 1.3)
        let curve = try KeyframeTrackCurve(space: RotationSpace(), initialValue: .identity, keyframes: [
            .cubic(target: target, duration: 0.7, startVelocity: v0, endVelocity: v1),
        ])
        var hint = 0
        let start = curve.state(at: 0, hint: &hint).velocity, end = curve.state(at: 0.7.nextDown, hint: &hint).velocity
        #expect((start - v0).magnitude <= 4 * .ulpOfOne * v0.magnitude, "\(start) vs \(v0)")
        #expect((end - v1).magnitude <= 1e-14 * v1.magnitude, "\(end) vs \(v1)")
    }
}
