// A file that imports a module with SwiftUI's names and MotionCurves (as an app's SwiftUI file
// would): an unqualified `Spring` or `Path` is ambiguous, so each is qualified by the module, or
// given a file-local alias. This file compiling is the check.
import ConsumerChecks
import MotionCurves
import SwiftUIStandIn

/// File-local aliases: the shortest way to use both libraries' types in one file.
private typealias MotionSpring = MotionCurves.Spring
private typealias MotionPath = MotionCurves.Path
private typealias MotionColor = MotionCurves.Color

@MainActor func checkNamesSharedWithSwiftUI() throws {
    _ = SwiftUIStandIn.Spring()
    _ = SwiftUIStandIn.Path()
    let spring: MotionSpring = .bouncy
    check("qualified Spring", try MotionCurves.Spring(duration: 0.5, bounce: 0).dampingRatio, 1)
    check("aliased Spring", try spring.settlingDuration() > 0 ? 1 : 0, 1)
    check("qualified Path", try MotionPath(svgPathData: "M 0 0 L 3 4").length, 5)
    _ = SwiftUIStandIn.Color()
    check("qualified Color", try MotionCurves.Color(css: "rgb(255 0 0)").components.x, 1)
    check("aliased Color", try MotionColor(css: "#00f").components.z, 1)
    struct Box: Sendable { var x = 0.0 }
    let timeline = try MotionCurves.KeyframeTimeline(initialValue: Box()) {
        MotionCurves.KeyframeTrack(\Box.x) {
            MotionCurves.LinearKeyframe(1.0, duration: 1)
            MotionCurves.CubicKeyframe(2.0, duration: 1)
            MotionCurves.SpringKeyframe(0.0, duration: 1, spring: .smooth)
            MotionCurves.MoveKeyframe(3.0)
        }
    }
    check("qualified timeline types", timeline.value(at: 0.5).x, 0.5)
}
