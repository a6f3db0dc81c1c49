// Keyframe and path animations played over a duration in seconds, as `Motion`s.

import MotionMath

/// A ``KeyframeAnimation`` played over `duration` seconds: the `Motion` an engine drives.
///
/// value(t) = animation.value(at: t / duration) for t in [0, duration], the first value before
/// and the last after (a fill both ways); velocity(t) = animation.derivative(at: t/duration) /
/// duration for t in [0, duration) (value units per second) and zero before 0 and from the
/// duration on; finished from t = duration on.
public struct KeyframeMotion<Value: AnimatableVector>: Motion, Sendable {
    /// The keyframes, as a function of the fraction of the duration.
    public let animation: KeyframeAnimation<Value>
    /// Seconds.
    public let duration: Double

    /// The animation over `duration` seconds.
    /// - Throws: ``KeyframeError/invalidParameter(name:value:requirement:)`` unless the duration
    ///   is finite and greater than 0.
    public init(_ animation: KeyframeAnimation<Value>, duration: Double) throws(KeyframeError) {
        guard duration > 0, duration.isFinite else {
            throw .invalidParameter(name: "duration", value: duration, requirement: "a finite number greater than 0")
        }
        self.animation = animation
        self.duration = duration
    }

    /// The value at t seconds. - Complexity: O(log n).
    @inlinable
    public func value(at t: Double) -> Value { animation.value(at: Swift.min(Swift.max(t / duration, 0), 1)) }

    /// d(value)/dt at t seconds, value units per second (0 outside (0, duration)).
    /// - Complexity: O(log n).
    @inlinable
    public func velocity(at t: Double) -> Value {
        guard t >= 0 && t < duration else { return t.isNaN ? animation.derivative(at: .nan) : .zero }
        return animation.derivative(at: t / duration).scaled(by: 1 / duration)
    }

    /// Whether t ≥ duration. - Complexity: O(1).
    @inlinable
    public func isFinished(at t: Double) -> Bool { t >= duration }
}
