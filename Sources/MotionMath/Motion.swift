// Motion in time: one way for an engine to drive springs, decays, keyframe and path animations
// with a duration, and timelines (the role of Flutter's `Simulation`: x(t), dx(t), isDone(t)).

/// A value that moves as a function of the time since the motion started.
///
/// An engine that adopts the package can hold any motion as `any Motion<Value>` and drive it the
/// same way each frame: ask for ``value(at:)`` (and ``velocity(at:)`` to hand over to a gesture
/// or the next animation) and stop when ``isFinished(at:)`` says so.
///
/// ## Units and contract
/// - `time` is in seconds since the motion started; times before 0 give the start state, unless
///   the type extrapolates on request (`KeyframeMotion`'s `before`).
/// - ``velocity(at:)`` is the derivative of ``value(at:)`` with respect to time, in value units
///   per second (across the package a "velocity" is always per second; a derivative with respect
///   to a fraction of the duration, or a timing curve's dy/dx, is called `derivative(at:)`).
/// - ``isFinished(at:)`` is monotone: once true it stays true for every later time, and from
///   then on the value stays at (or, for springs and decays, within the motion's documented
///   tolerance of) its final value. A motion that repeats for ever (`KeyframeMotion` with an
///   `after` extrapolation other than constant) never finishes.
/// - Conforming types are values, safe to share across tasks, and pure.
///
/// Adopted by `SpringAnimation` and `DecayAnimation` (Springs), `KeyframeMotion` and `PathMotion`
/// (Keyframes), and `KeyframeTimeline` (Timelines).
public protocol Motion<Value>: Sendable {
    /// The type of the moving value.
    associatedtype Value

    /// The value at `time` seconds since the start.
    /// - Complexity: documented by each conforming type (O(1) or O(log n)).
    func value(at time: Double) -> Value

    /// The velocity d(value)/d(time) at `time`, in value units per second.
    func velocity(at time: Double) -> Value

    /// Whether the motion has finished by `time`: true from the end of its duration (or its
    /// settling time) on.
    func isFinished(at time: Double) -> Bool
}
