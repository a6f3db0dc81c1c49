import Keyframes
import MotionMath

/// A ``PathAnimation`` played over `duration` seconds (CAKeyframeAnimation with a `path`), as a
/// `Motion` of the position.
///
/// value(t) = animation.value(at: t / duration), clamped to the path's ends outside
/// [0, duration]; velocity(t) = animation.derivative(at: t/duration) / duration inside (path
/// units per second: the constant length/duration along the tangent when paced) and zero
/// outside; finished from t = duration on.
public struct PathMotion: Motion, Sendable {
    /// The walk along the path, as a function of the fraction of the duration.
    public let animation: PathAnimation
    /// Seconds.
    public let duration: Double

    /// The walk over `duration` seconds.
    /// - Throws: ``PathError/invalidParameter(name:value:requirement:)`` unless the duration
    ///   is finite and greater than 0.
    public init(_ animation: PathAnimation, duration: Double) throws(PathError) {
        guard duration > 0, duration.isFinite else {
            throw .invalidParameter(name: "duration", value: duration, requirement: "a finite number greater than 0")
        }
        self.animation = animation
        self.duration = duration
    }

    /// The position at t seconds. - Complexity: O(1) linear, O(log segments) paced.
    public func value(at t: Double) -> SIMD2<Double> { animation.value(at: t / duration) }

    /// d(position)/dt at t seconds, path units per second (0 outside (0, duration)).
    public func velocity(at t: Double) -> SIMD2<Double> {
        guard t >= 0 && t < duration else { return t.isNaN ? SIMD2(.nan, .nan) : .zero }
        return animation.derivative(at: t / duration) / duration
    }

    /// Whether t ≥ duration. - Complexity: O(1).
    public func isFinished(at t: Double) -> Bool { t >= duration }
}
