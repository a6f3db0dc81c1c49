import AnimationTiming
import ArgumentParser
import CurveTables
import Foundation
import Keyframes
import Paths

/// The timing model of a basic animation or of `timing`: Core Animation's CAMediaTiming
/// (`--model ca`, the default) or Web Animations (`--model web`), with each model's properties.
struct TimingModelOptions: ParsableArguments {
    @Option(help: "ca (CAMediaTiming, default) or web (Web Animations).") var model: String = "ca"
    @Option(parsing: .unconditional, help: "Seconds per iteration (CA: 0 means 0.25; web: required, may be 0).") var duration: Double?
    @Option(name: .customLong("begin-time"), parsing: .unconditional, help: "CA beginTime.") var beginTime: Double = 0
    @Option(parsing: .unconditional, help: "CA speed.") var speed: Double = 1
    @Option(name: .customLong("time-offset"), parsing: .unconditional, help: "CA timeOffset.") var timeOffset: Double = 0
    @Option(name: .customLong("repeat-count"), parsing: .unconditional, help: "CA repeatCount (inf for ever).") var repeatCount: Double = 0
    @Option(name: .customLong("repeat-duration"), parsing: .unconditional, help: "CA repeatDuration.") var repeatDuration: Double = 0
    @Flag(help: "CA autoreverses.") var autoreverses = false
    @Option(name: .customLong("fill-mode"), help: "CA fillMode: removed, forwards, backwards, both.") var fillMode: String = "removed"
    @Option(parsing: .unconditional, help: "Web delay.") var delay: Double = 0
    @Option(name: .customLong("end-delay"), parsing: .unconditional, help: "Web endDelay.") var endDelay: Double = 0
    @Option(parsing: .unconditional, help: "Web iterations (inf for ever).") var iterations: Double = 1
    @Option(name: .customLong("iteration-start"), parsing: .unconditional, help: "Web iterationStart.") var iterationStart: Double = 0
    @Option(help: "Web direction.") var direction: String = "normal"
    @Option(help: "Web fill.") var fill: String = "auto"
    @Option(name: .customLong("playback-rate"), parsing: .unconditional, help: "Web playback rate.") var playbackRate: Double = 1

    func timing() throws -> AnimationTiming {
        switch model {
        case "ca":
            guard let mode = MediaTiming.FillMode(rawValue: fillMode) else {
                throw CLIError("--fill-mode must be one of \(MediaTiming.FillMode.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(fillMode)\"")
            }
            return .coreAnimation(try reporting { () throws(AnimationTimingError) in
                try MediaTiming(beginTime: beginTime, duration: duration ?? 0, speed: speed, timeOffset: timeOffset, repeatCount: repeatCount,
                                repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: mode)
            })
        case "web":
            guard let duration else { throw CLIError("--model web needs --duration") }
            guard let dir = WebAnimationTiming.Direction(rawValue: direction) else {
                throw CLIError("--direction must be one of \(WebAnimationTiming.Direction.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(direction)\"")
            }
            guard let fillValue = WebAnimationTiming.Fill(rawValue: fill) else {
                throw CLIError("--fill must be one of \(WebAnimationTiming.Fill.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(fill)\"")
            }
            return .webAnimations(try reporting { () throws(AnimationTimingError) in
                try WebAnimationTiming(delay: delay, endDelay: endDelay, iterations: iterations, iterationStart: iterationStart,
                                       duration: duration, direction: dir, fill: fillValue, playbackRate: playbackRate)
            })
        default:
            throw CLIError("--model must be ca or web, got \"\(model)\"")
        }
    }

    /// The default span: the end of the active interval in the time the model reads.
    func defaultSeconds(_ timing: AnimationTiming) -> Double {
        switch timing {
        case .coreAnimation(let t): t.speed > 0 ? t.beginTime + t.activeDuration / t.speed : t.beginTime + t.simpleDuration
        case .webAnimations(let t): t.playbackRate > 0 ? t.endTime / t.playbackRate : t.endTime
        }
    }

}
