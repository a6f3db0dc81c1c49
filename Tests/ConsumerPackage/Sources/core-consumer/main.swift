// The core tier as an app or engine links it: the MotionCurves product alone (no LAPACK,
// no Foundation). Uses one thing from every core module and checks a known value of each, so a
// broken product or a missing re-export fails the build or exits non-zero. CI also builds this
// with liblapacke-dev removed from the machine.
import ConsumerChecks
import MotionCurves

do {
    check("ease-in-out at 0.5", CubicBezier.easeInEaseOut.value(at: 0.5), 0.5)
    check("Core Animation settlingDuration", try Spring.coreAnimationDefault.settlingDuration(), 1.4727003346780927)
    let frames = try SpringAnimation(spring: .bouncy, from: 0.0, to: 1.0).frames(fps: 60, duration: 1)
    check("61 frames in 1 s", Double(frames.times.count), 61)
    let keys = try KeyframeAnimation(values: [0, 0.01, 0.25, 1.0], keyTimes: [0, 0.1, 0.5, 1], calculationMode: .cubic)
    check("cubic keyframes reproduce t²", keys.value(at: 0.2), 0.04)
    let natural = try KeyframeAnimation(values: [0.0, 1, 0], calculationMode: .naturalSpline)
    check("natural spline (Swift tridiagonal solve) at the middle key", natural.value(at: 0.5), 1)
    check("parabola length", try Path(svgPathData: "M -1 1 Q 0 -1 1 1").length, 2.957885715089195)  // √5 + asinh(2)/2
    check("quadrature (core 10-point rule)", AdaptiveQuadrature.integrate(0, 1) { $0 * $0 }.value, 1.0 / 3, tolerance: 1e-15)
    struct Pose: Sendable { var scale = 1.0 }
    let timeline = try KeyframeTimeline(initialValue: Pose()) {
        KeyframeTrack(\Pose.scale) { LinearKeyframe(2.0, duration: 1) }
    }
    check("timeline", timeline.value(at: 0.5).scale, 1.5)
    try checkNamesSharedWithSwiftUI()
} catch {
    print("FAIL: \(error)")
    failures += 1
}
if failures > 0 { fatalError("\(failures) core check(s) failed") }
