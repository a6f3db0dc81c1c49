// KYSpringLayerAnimation's 60-frame generator: a damped cosine, not physics.
//
// Published form: N = Int(duration × fps) frames, x = i/N for i in 0..<N, and
//     value = to − (to − from)·e^(−d·x)·cos(ω·x),
// e.g. y = 1 − e^(−5x)·cos(30x). Note x runs over 0…1 whatever the duration, so d and ω are per
// unit of *normalised* time; and the published loop stops one frame short of x = 1, which the
// `closingFrame` option adds.

import MotionMath
import RealModule

/// Keyframes from the damped cosine value = to − (to − from)·e^(−d·x)·cos(ω·x), sampled at
/// x = i/N, N = Int(duration × fps) — the generator KYSpringLayerAnimation published with the example
/// y = 1 − e^(−5x)·cos(30x), reproduced exactly.
public struct DampedCosineKeyframes: Sendable, Hashable, Codable {
    /// The decay d of the envelope e^(−d·x), per unit of normalised time x ∈ [0, 1].
    public let damping: Double
    /// The angular frequency ω of cos(ω·x), radians per unit of normalised time.
    public let frequency: Double
    /// The duration in seconds (sets the frame count with ``fps``).
    public let duration: Double
    /// Frames per second.
    public let fps: Double

    /// A generator.
    /// - Throws: ``SpringError`` when damping < 0, duration ≤ 0, fps ≤ 0, any value is not finite,
    ///   or Int(duration × fps) is 0 (no frames) or too large.
    public init(damping: Double, frequency: Double, duration: Double = 1, fps: Double = 60) throws(SpringError) {
        try SpringError.check("damping", damping, "0 or greater") { $0 >= 0 }
        try SpringError.check("frequency", frequency, "a finite number") { _ in true }
        try SpringError.check("duration", duration, "greater than 0") { $0 > 0 }
        try SpringError.check("fps", fps, "greater than 0") { $0 > 0 }
        let count = duration * fps
        guard count >= 1 else {
            throw .parameterOutOfRange(name: "duration × fps", value: count, requirement: "at least 1 (one frame)")
        }
        guard count < Double(Spring.frameLimit) else {
            throw .tooManyFrames(requested: count, limit: Spring.frameLimit)
        }
        self.damping = damping
        self.frequency = frequency
        self.duration = duration
        self.fps = fps
    }

    enum CodingKeys: String, CodingKey { case damping, frequency, duration, fps }

    /// Decodes `{"damping": d, "frequency": ω, "duration": T, "fps": F}` (duration 1 and fps 60
    /// when absent), validating like the initialiser.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                damping: try c.decode(Double.self, forKey: .damping), frequency: try c.decode(Double.self, forKey: .frequency),
                duration: try c.decodeIfPresent(Double.self, forKey: .duration) ?? 1, fps: try c.decodeIfPresent(Double.self, forKey: .fps) ?? 60)
        } catch let error as SpringError {
            throw DecodingError.rejected(error, by: decoder)
        }
    }

    /// N = Int(duration × fps), the number of frames of the published loop.
    @usableFromInline package var frameCount: Int { Int(duration * fps) }

    /// The normalised time x = i/N of frame i.
    @inlinable
    package func x(ofFrame i: Int) -> Double { Double(i) / Double(frameCount) }

    /// The value at normalised time x: to − (to − from)·e^(−d·x)·cos(ω·x).
    @inlinable
    public func value<V: AnimatableVector>(atX x: Double, from: V, to: V) -> V {
        to - (to - from).scaled(by: Double.exp(-damping * x) * Double.cos(frequency * x))
    }

    /// The frames (index, x, value) for i in 0..<N, plus i = N (x = 1) when `closingFrame` is set.
    /// - Throws: ``SpringError/nonFiniteInput(name:)`` for non-finite endpoints.
    /// - Complexity: O(N).
    public func frames<V: AnimatableVector>(from: V, to: V, closingFrame: Bool = false) throws(SpringError) -> [(frame: Int, x: Double, value: V)] {
        guard from.isFiniteVector else { throw .nonFiniteInput(name: "from") }
        guard to.isFiniteVector else { throw .nonFiniteInput(name: "to") }
        let n = frameCount
        return (0..<(closingFrame ? n + 1 : n)).map { i in
            let x = self.x(ofFrame: i)
            return (i, x, value(atX: x, from: from, to: to))
        }
    }

    /// The frames as keyframe data: key times x = i/N, duration in seconds.
    /// - Throws: as ``frames(from:to:closingFrame:)``.
    public func keyframes<V: AnimatableVector>(from: V, to: V, closingFrame: Bool = true) throws(SpringError) -> KeyframeData<V> {
        let frames = try frames(from: from, to: to, closingFrame: closingFrame)
        let lastX = frames.last?.x ?? 0
        return KeyframeData(
            values: frames.map(\.value), keyTimes: frames.map { lastX > 0 ? $0.x / lastX : 0 },
            duration: lastX * duration)
    }
}
