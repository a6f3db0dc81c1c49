// The four keyframe kinds of a SwiftUI-style keyframe track, and the result builder that lists them.

import MotionMath
import Springs
import TimingCurves

/// One keyframe of a track, for values of a differentiable interpolation space (`VectorSpace`
/// for numbers and vectors): where to go, how, and for how long.
public enum TimelineKeyframe<Space: DifferentiableInterpolationSpace>: Sendable {
    /// Along the space's path to `target` over `duration` seconds, progress shaped by `curve`.
    case linear(target: Space.Value, duration: Double, curve: any TimingCurve)
    /// A cubic (Catmull-Rom with its neighbours) to `target` over `duration` seconds; optional
    /// velocities (tangents per second) at its start and end override the computed ones.
    case cubic(target: Space.Value, duration: Double, startVelocity: Space.Tangent?, endVelocity: Space.Tangent?)
    /// A spring towards `target`, for `duration` seconds (nil: its exact settling time), starting
    /// with `startVelocity` (nil: the velocity the previous keyframe ended with).
    case spring(target: Space.Value, duration: Double?, spring: Spring, startVelocity: Space.Tangent?)
    /// An immediate jump to `target` (no time, no interpolation); the motion is at rest after it.
    case move(target: Space.Value)

    /// The keyframe's target value.
    package var target: Space.Value {
        switch self {
        case .linear(let v, _, _), .cubic(let v, _, _, _), .spring(let v, _, _, _), .move(let v): return v
        }
    }
}

/// A keyframe that moves linearly to a value (SwiftUI's `LinearKeyframe`).
public struct LinearKeyframe<Space: DifferentiableInterpolationSpace>: Sendable {
    @usableFromInline package let keyframe: TimelineKeyframe<Space>
    /// - Parameters: target, duration in seconds, timing curve of the progress (default linear).
    public init(_ to: Space.Value, duration: Double, timingCurve: any TimingCurve = CubicBezier.linear) {
        keyframe = .linear(target: to, duration: duration, curve: timingCurve)
    }
    /// A keyframe of vectors (`VectorSpace`).
    public init<Vector: AnimatableVector>(_ to: Vector, duration: Double, timingCurve: any TimingCurve = CubicBezier.linear) where Space == VectorSpace<Vector> {
        keyframe = .linear(target: to, duration: duration, curve: timingCurve)
    }
}

/// A keyframe on a cubic curve (SwiftUI's `CubicKeyframe`): adjacent cubic keyframes form a
/// Catmull-Rom spline through their targets, timed by their durations.
public struct CubicKeyframe<Space: DifferentiableInterpolationSpace>: Sendable {
    @usableFromInline package let keyframe: TimelineKeyframe<Space>
    /// - Parameters: target, duration in seconds, optional velocities (tangents per second) at
    ///   the start and the end.
    public init(_ to: Space.Value, duration: Double, startVelocity: Space.Tangent? = nil, endVelocity: Space.Tangent? = nil) {
        keyframe = .cubic(target: to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
    }
    /// A keyframe of vectors (`VectorSpace`).
    public init<Vector: AnimatableVector>(_ to: Vector, duration: Double, startVelocity: Vector? = nil, endVelocity: Vector? = nil) where Space == VectorSpace<Vector> {
        keyframe = .cubic(target: to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
    }
}

/// A keyframe driven by a spring (SwiftUI's `SpringKeyframe`).
public struct SpringKeyframe<Space: DifferentiableInterpolationSpace>: Sendable {
    @usableFromInline package let keyframe: TimelineKeyframe<Space>
    /// - Parameters: target; duration (nil: the spring's exact settling time); the spring
    ///   (default SwiftUI's `.smooth`); start velocity (nil: the previous keyframe's end velocity).
    public init(_ to: Space.Value, duration: Double? = nil, spring: Spring = .smooth, startVelocity: Space.Tangent? = nil) {
        keyframe = .spring(target: to, duration: duration, spring: spring, startVelocity: startVelocity)
    }
    /// A keyframe of vectors (`VectorSpace`).
    public init<Vector: AnimatableVector>(_ to: Vector, duration: Double? = nil, spring: Spring = .smooth, startVelocity: Vector? = nil) where Space == VectorSpace<Vector> {
        keyframe = .spring(target: to, duration: duration, spring: spring, startVelocity: startVelocity)
    }
}

/// A keyframe that jumps to a value (SwiftUI's `MoveKeyframe`).
public struct MoveKeyframe<Space: DifferentiableInterpolationSpace>: Sendable {
    @usableFromInline package let keyframe: TimelineKeyframe<Space>
    public init(_ to: Space.Value) { keyframe = .move(target: to) }
    /// A keyframe of vectors (`VectorSpace`).
    public init<Vector: AnimatableVector>(_ to: Vector) where Space == VectorSpace<Vector> { keyframe = .move(target: to) }
}

/// Builds the keyframe list of a track: `LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe`,
/// `MoveKeyframe`, with `if`, `if/else` and `for` as in SwiftUI.
@resultBuilder
public enum KeyframeTrackBuilder<Space: DifferentiableInterpolationSpace> {
    @inlinable public static func buildExpression(_ k: LinearKeyframe<Space>) -> [TimelineKeyframe<Space>] { [k.keyframe] }
    @inlinable public static func buildExpression(_ k: CubicKeyframe<Space>) -> [TimelineKeyframe<Space>] { [k.keyframe] }
    @inlinable public static func buildExpression(_ k: SpringKeyframe<Space>) -> [TimelineKeyframe<Space>] { [k.keyframe] }
    @inlinable public static func buildExpression(_ k: MoveKeyframe<Space>) -> [TimelineKeyframe<Space>] { [k.keyframe] }
    @inlinable public static func buildExpression(_ k: TimelineKeyframe<Space>) -> [TimelineKeyframe<Space>] { [k] }
    @inlinable public static func buildBlock(_ parts: [TimelineKeyframe<Space>]...) -> [TimelineKeyframe<Space>] { parts.flatMap { $0 } }
    @inlinable public static func buildOptional(_ part: [TimelineKeyframe<Space>]?) -> [TimelineKeyframe<Space>] { part ?? [] }
    @inlinable public static func buildEither(first: [TimelineKeyframe<Space>]) -> [TimelineKeyframe<Space>] { first }
    @inlinable public static func buildEither(second: [TimelineKeyframe<Space>]) -> [TimelineKeyframe<Space>] { second }
    @inlinable public static func buildArray(_ parts: [[TimelineKeyframe<Space>]]) -> [TimelineKeyframe<Space>] { parts.flatMap { $0 } }
}
