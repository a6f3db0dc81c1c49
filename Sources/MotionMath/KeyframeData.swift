/// Keyframe values with their key times, the form a keyframe animation plays
/// (`CAKeyframeAnimation.values` / `keyTimes`, or the Keyframes module's `KeyframeAnimation`).
/// Produced by the spring frame generators (Springs); a plain container (no validation: the player
/// validates).
public struct KeyframeData<Value: AnimatableVector>: Sendable, Equatable {
    /// The value at each keyframe.
    public var values: [Value]
    /// The time of each keyframe as a fraction of ``duration``, non-decreasing from 0 to 1.
    public var keyTimes: [Double]
    /// The length of the animation in seconds.
    public var duration: Double

    public init(values: [Value], keyTimes: [Double], duration: Double) {
        self.values = values
        self.keyTimes = keyTimes
        self.duration = duration
    }
}
