// Keyframe and path animations played over a duration in seconds, as `Motion`s.

import MotionMath

/// A ``KeyframeAnimation`` played over `duration` seconds: the `Motion` an engine drives.
///
/// value(t) = animation.value(at: t / duration) for t in [0, duration]; before 0 and after the
/// duration the ``Extrapolation`` modes `before` and `after` (default: the end held, a fill both
/// ways). velocity(t) = animation.derivative(at: t/duration) / duration (value units per second),
/// zero where an end is held; finished from t = duration on when `after` holds the end, never
/// otherwise.
public struct KeyframeMotion<Value: AnimatableVector>: Motion, Sendable {
    /// The keyframes, as a function of the fraction of the duration.
    public let animation: KeyframeAnimation<VectorSpace<Value>>
    /// Seconds.
    public let duration: Double
    /// What happens before t = 0 and after the duration.
    public let before: Extrapolation, after: Extrapolation

    /// The animation over `duration` seconds, extrapolated by `before` and `after` outside it.
    /// - Throws: ``KeyframeError/invalidParameter(name:value:requirement:)`` unless the duration
    ///   is finite and greater than 0.
    public init(_ animation: KeyframeAnimation<VectorSpace<Value>>, duration: Double, before: Extrapolation = .constant, after: Extrapolation = .constant) throws(KeyframeError) {
        guard duration > 0, duration.isFinite else {
            throw .invalidParameter(name: "duration", value: duration, requirement: "a finite number greater than 0")
        }
        self.animation = animation
        self.duration = duration
        self.before = before
        self.after = after
    }

    /// The value at t seconds. - Complexity: O(log n).
    @inlinable
    public func value(at t: Double) -> Value { animation.value(at: t / duration, before: before, after: after) }

    /// d(value)/dt at t seconds, value units per second: 0 before 0 when the start is held and
    /// from the duration on when the end is held (as MotionMath's `Motion` has it), the extrapolation's
    /// derivative otherwise.
    /// - Complexity: O(log n).
    @inlinable
    public func velocity(at t: Double) -> Value {
        if after == .constant && t >= duration { return .zero }
        return animation.derivative(at: t / duration, before: before, after: after).scaled(by: 1 / duration)
    }

    /// Whether t ≥ duration with the end held afterwards; never otherwise. - Complexity: O(1).
    @inlinable
    public func isFinished(at t: Double) -> Bool { after == .constant && t >= duration }
}
