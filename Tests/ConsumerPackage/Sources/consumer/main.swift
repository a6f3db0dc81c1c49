// The LAPACK tier: `import MotionCurvesLAPACK` (which re-exports the core). Uses one thing from
// every module through the umbrella product, and checks a known value of each,
// so a broken product or a missing re-export fails the build or exits non-zero.
import Foundation
import ConsumerChecks
import MotionCurvesLAPACK

do {
    check("ease-in-out at 0.5", CubicBezier.easeInEaseOut.value(at: 0.5), 0.5)
    check("Core Animation settlingDuration", try Spring.coreAnimationDefault.settlingDuration(), 1.4727003346780927)
    let frames = try SpringAnimation(spring: .bouncy, from: 0.0, to: 1.0).frames(fps: 60, duration: 1)
    check("61 frames in 1 s", Double(frames.times.count), 61)
    let keys = try KeyframeAnimation(values: [0, 0.01, 0.25, 1.0], keyTimes: [0, 0.1, 0.5, 1], calculationMode: .cubic)
    check("cubic keyframes reproduce t²", keys.value(at: 0.2), 0.04)
    check("parabola length", try Path(svgPathData: "M -1 1 Q 0 -1 1 1").length, 5.0.squareRoot() + asinh(2) / 2)
    struct Pose: Sendable { var scale = 1.0 }
    let timeline = try KeyframeTimeline(initialValue: Pose()) {
        KeyframeTrack(\Pose.scale) { LinearKeyframe(2.0, duration: 1) }
    }
    check("timeline", timeline.value(at: 0.5).scale, 1.5)
    check("Gauss–Legendre weight sum", try GaussLegendreRule.order(7).weights.reduce(0, +), 2, tolerance: 1e-14)
    let chain = try CoupledOscillators.chain(count: 2, mass: 1, stiffness: 1)
    check("chain slowest mode", chain.frequencies[0], (1.5 - 1.25.squareRoot()).squareRoot(), tolerance: 1e-12)
    let fit = try BezierFit.fit(CubicBezier.ease)
    check("fit recovers ease x1", fit.bezier.x1, 0.25, tolerance: 1e-8)
    let table = TimingCurveTables.table(CubicBezier.ease, inputs: [0, 1])
    check("table rows", Double(table.rows.count), 2)
} catch {
    print("FAIL: \(error)")
    failures += 1
}
exit(failures == 0 ? 0 : 1)
