// The four keyframe kinds of a SwiftUI-style keyframe track, and the result builder that lists them.

import MotionMath
import Springs
import TimingCurves

/// One keyframe of a track: where to go, how, and for how long.
public enum TimelineKeyframe<Value: AnimatableVector>: Sendable {
    /// Straight to `target` over `duration` seconds, progress shaped by `curve`.
    case linear(target: Value, duration: Double, curve: any TimingCurve)
    /// A cubic (Catmull-Rom with its neighbours) to `target` over `duration` seconds; optional
    /// velocities (value units per second) at its start and end override the computed ones.
    case cubic(target: Value, duration: Double, startVelocity: Value?, endVelocity: Value?)
    /// A spring towards `target`, for `duration` seconds (nil: its exact settling time), starting
    /// with `startVelocity` (nil: the velocity the previous keyframe ended with).
    case spring(target: Value, duration: Double?, spring: Spring, startVelocity: Value?)
    /// An immediate jump to `target` (no time, no interpolation); the motion is at rest after it.
    case move(target: Value)

    package var target: Value {
        switch self {
        case .linear(let v, _, _), .cubic(let v, _, _, _), .spring(let v, _, _, _), .move(let v): return v
        }
    }
}

/// A keyframe that moves linearly to a value (SwiftUI's `LinearKeyframe`).
public struct LinearKeyframe<Value: AnimatableVector>: Sendable {
    package let keyframe: TimelineKeyframe<Value>
    /// - Parameters: target, duration in seconds, timing curve of the progress (default linear).
    public init(_ to: Value, duration: Double, timingCurve: any TimingCurve = CubicBezier.linear) {
        keyframe = .linear(target: to, duration: duration, curve: timingCurve)
    }
}

/// A keyframe on a cubic curve (SwiftUI's `CubicKeyframe`): adjacent cubic keyframes form a
/// Catmull-Rom spline through their targets, timed by their durations.
public struct CubicKeyframe<Value: AnimatableVector>: Sendable {
    package let keyframe: TimelineKeyframe<Value>
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = .cubic(target: to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
    }
}

/// A keyframe driven by a spring (SwiftUI's `SpringKeyframe`).
public struct SpringKeyframe<Value: AnimatableVector>: Sendable {
    package let keyframe: TimelineKeyframe<Value>
    /// - Parameters: target; duration (nil: the spring's exact settling time); the spring
    ///   (default SwiftUI's `.smooth`); start velocity (nil: the previous keyframe's end velocity).
    public init(_ to: Value, duration: Double? = nil, spring: Spring = .smooth, startVelocity: Value? = nil) {
        keyframe = .spring(target: to, duration: duration, spring: spring, startVelocity: startVelocity)
    }
}

/// A keyframe that jumps to a value (SwiftUI's `MoveKeyframe`).
public struct MoveKeyframe<Value: AnimatableVector>: Sendable {
    package let keyframe: TimelineKeyframe<Value>
    public init(_ to: Value) { keyframe = .move(target: to) }
}

/// Builds the keyframe list of a track: `LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe`,
/// `MoveKeyframe`, with `if`, `if/else` and `for` as in SwiftUI.
@resultBuilder
public enum KeyframeTrackBuilder<Value: AnimatableVector> {
    public static func buildExpression(_ k: LinearKeyframe<Value>) -> [TimelineKeyframe<Value>] { [k.keyframe] }
    public static func buildExpression(_ k: CubicKeyframe<Value>) -> [TimelineKeyframe<Value>] { [k.keyframe] }
    public static func buildExpression(_ k: SpringKeyframe<Value>) -> [TimelineKeyframe<Value>] { [k.keyframe] }
    public static func buildExpression(_ k: MoveKeyframe<Value>) -> [TimelineKeyframe<Value>] { [k.keyframe] }
    public static func buildExpression(_ k: TimelineKeyframe<Value>) -> [TimelineKeyframe<Value>] { [k] }
    public static func buildBlock(_ parts: [TimelineKeyframe<Value>]...) -> [TimelineKeyframe<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [TimelineKeyframe<Value>]?) -> [TimelineKeyframe<Value>] { part ?? [] }
    public static func buildEither(first: [TimelineKeyframe<Value>]) -> [TimelineKeyframe<Value>] { first }
    public static func buildEither(second: [TimelineKeyframe<Value>]) -> [TimelineKeyframe<Value>] { second }
    public static func buildArray(_ parts: [[TimelineKeyframe<Value>]]) -> [TimelineKeyframe<Value>] { parts.flatMap { $0 } }
}
