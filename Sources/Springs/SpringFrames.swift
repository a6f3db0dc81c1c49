// A spring sampled at a fixed frame rate by the exact per-frame recurrence.
//
// Over one frame h = 1/fps the state (y, y′) of y″ + 2λy′ + ωn²y = 0 evolves linearly:
//     (y, y′)(t + h) = Φ·(y, y′)(t),   Φ = [[c + λs, s], [−ωn²s, c − λs]],  (c, s) = response at h,
// so a whole animation costs one exponential and one sine/cosine (for Φ) and then four
// multiply-adds per frame and component. Rounding in Φ repeats every frame, so the error grows
// linearly with the frame count; re-anchoring on the closed form every 512 frames bounds it by
// about 512 ulps of the displacement whatever the length (goal ≤ 1e-12·S; measured: Guides/Precision.md).

import MotionMath

/// The frames of a spring animation at a fixed frame rate: times i/fps for i = 0 … n, with the
/// position and velocity at each.
public struct SpringFrames<Space: DifferentiableInterpolationSpace>: Sendable {
    /// Frames per second.
    public let fps: Double
    /// The frame times i/fps, seconds.
    public let times: [Double]
    /// The position at each frame.
    public let values: [Space.Value]
    /// The velocity at each frame, per second (tangents, as ``SpringAnimation/velocity(at:)``).
    public let velocities: [Space.Tangent]

    /// Frames from their parts (the arrays must have equal lengths).
    @usableFromInline
    init(fps: Double, times: [Double], values: [Space.Value], velocities: [Space.Tangent]) {
        self.fps = fps
        self.times = times
        self.values = values
        self.velocities = velocities
    }
}

extension SpringFrames where Space.Value: AnimatableVector {
    /// The frames as keyframe data: values with key times normalised to 0…1 over the duration
    /// (the last frame's time), ready for a keyframe animation.
    public var keyframes: KeyframeData<Space.Value> {
        let duration = times.last ?? 0
        let keyTimes = duration > 0 ? times.map { $0 / duration } : times.map { _ in 0 }
        return KeyframeData(values: values, keyTimes: keyTimes, duration: duration)
    }
}

extension Spring {
    /// The largest frame count a request for spring frames may produce (protects memory from
    /// absurd durations).
    public static var frameLimit: Int { 50_000_000 }

    /// The index of the last frame, n = ⌈T·fps⌉, counting a product within a few ulps of an
    /// integer as that integer (so 0.1 s at 30 fps is 3 frames after the first, not 4).
    ///
    /// - Parameters:
    ///   - duration: T, seconds (≥ 0).
    ///   - fps: frames per second (> 0).
    ///   - limit: the most frames (n + 1) allowed; ``frameLimit`` by default.
    /// - Throws: ``SpringError`` when T < 0, fps ≤ 0, either is not finite, or n + 1 exceeds
    ///   `limit`.
    @usableFromInline
    package static func lastFrameIndex(duration: Double, fps: Double, limit: Int = frameLimit) throws(SpringError) -> Int {
        try SpringError.check("fps", fps, "greater than 0") { $0 > 0 }
        try SpringError.check("duration", duration, "0 or greater") { $0 >= 0 }
        guard let n = FrameCount.lastIndex(duration: duration, fps: fps, limit: limit) else {
            throw .tooManyFrames(requested: (duration * fps).rounded(.up) + 1, limit: limit)
        }
        return n
    }
}

extension SpringAnimation {
    /// The animation sampled at `fps` from t = 0 to `duration` (default: the exact settling time
    /// for `epsilon`) inclusive: frames i/fps for i = 0 … ⌈duration·fps⌉.
    ///
    /// Frames come from the per-frame recurrence (see ``SpringFrameIterator``), not from a call to
    /// exp/cos per frame. With `snapsToTarget`, the last frame is exactly the target at rest
    /// (what a frame-based engine wants at the end of an animation).
    ///
    /// - Parameters:
    ///   - fps: frames per second (default 60).
    ///   - duration: seconds to cover; nil for the settling time.
    ///   - epsilon: the settling band, relative to |to − from| (used when duration is nil).
    ///   - snapsToTarget: replace the last frame by (the resting value, zero velocity).
    /// - Throws: ``SpringError`` for fps ≤ 0, a negative or non-finite duration, ε ≤ 0, an
    ///   undamped spring with no duration (``SpringError/neverSettles``), or too many frames.
    /// - Complexity: O(n) for n frames; one exp and one sin/cos per 512 frames.
    @inlinable
    public func frames(
        fps: Double = 60, duration: Double? = nil, epsilon: Double = 0.001, snapsToTarget: Bool = false
    ) throws(SpringError) -> SpringFrames<Space> {
        let length: Double
        if let duration { length = duration } else { length = try settlingTime(epsilon: epsilon) }
        let last = try Spring.lastFrameIndex(duration: length, fps: fps)
        var times = [Double](), values = [Space.Value](), velocities = [Space.Tangent]()
        times.reserveCapacity(last + 1)
        values.reserveCapacity(last + 1)
        velocities.reserveCapacity(last + 1)
        var iterator = SpringFrameIterator(self, fps: fps)
        for _ in 0...last {
            guard let frame = iterator.next() else { break }
            times.append(frame.time)
            values.append(frame.value)
            velocities.append(frame.velocity)
        }
        if snapsToTarget, !values.isEmpty {
            values[values.count - 1] = restingValue
            velocities[velocities.count - 1] = .zero
        }
        return SpringFrames(fps: fps, times: times, values: values, velocities: velocities)
    }
}

/// An endless sequence of a spring animation's frames at a fixed rate, produced by the exact
/// per-frame transition matrix.
///
/// Frame i is at time i/fps. Each step applies Φ(1/fps) to (x − to, x′); every 512 frames the
/// state is re-anchored on the closed form, so rounding cannot accumulate. Use it to drive a
/// frame loop without allocating, or ``SpringAnimation/frames(fps:duration:epsilon:snapsToTarget:)``
/// for arrays.
public struct SpringFrameIterator<Space: DifferentiableInterpolationSpace>: IteratorProtocol, Sequence, Sendable {
    /// The frames between two re-anchorings on the closed form.
    @inlinable package static var anchorInterval: Int { 512 }

    /// The animation being sampled.
    public let animation: SpringAnimation<Space>
    /// Frames per second.
    public let fps: Double
    @usableFromInline let phi: (yy: Double, yv: Double, vy: Double, vv: Double)
    @usableFromInline var index = 0
    /// The initial state (in the animation's coordinates) the recurrence runs on, scaled down
    /// when the displacement would overflow.
    @usableFromInline let start: SpringInitialState<Space.Tangent>
    /// Displacement and velocity of the current frame, in `start`'s scaled units.
    @usableFromInline var displacement: Space.Tangent
    @usableFromInline var velocity: Space.Tangent

    /// Frames of `animation` at `fps` frames per second (fps must be positive and finite; a
    /// non-positive rate yields no frames).
    @inlinable
    public init(_ animation: SpringAnimation<Space>, fps: Double) {
        self.animation = animation
        self.fps = fps
        self.phi = animation.spring.transitionMatrix(over: 1 / fps)
        self.start = Spring.initialState(from: animation.start, to: animation.rest, velocity: animation.initialVelocity)
        self.displacement = start.displacement
        self.velocity = start.velocity
        if !(fps > 0 && fps.isFinite) { index = -1 }
    }

    /// The next frame: its time, position and velocity; nil only for an invalid frame rate.
    @inlinable
    public mutating func next() -> (time: Double, value: Space.Value, velocity: Space.Tangent)? {
        guard index >= 0 else { return nil }
        let time = Double(index) / fps
        if index > 0 {
            if index % Self.anchorInterval == 0 {
                (displacement, velocity) = animation.spring.evolve(start, to: time)
            } else {
                let y = displacement.scaled(by: phi.yy) + velocity.scaled(by: phi.yv)
                velocity = displacement.scaled(by: phi.vy) + velocity.scaled(by: phi.vv)
                displacement = y
            }
        }
        index += 1
        let value = index == 1 ? animation.from : animation.space.value(atCoordinates: start.unscaled(start.to + displacement), around: animation.restingValue)
        return (time, value, start.unscaled(velocity))
    }
}
