import RealModule

// React Native Reanimated's withDecay, frame by frame (Springs article, Rubber-banding): unlike
// UIScrollView's deceleration (``DecayAnimation``), Reanimated integrates a velocity rule once per
// frame, so its glide and its rubber band depend on the frame rate and have no closed form.

/// Reanimated's `withDecay`: the frames it produces, with or without its rubber band.
///
/// Each frame at `now` milliseconds after the start (the first at `now` = 0, then every 1000/fps
/// ms; a step counts at most 64 ms) takes the previous frame's velocity v and sets
///
///     v ← v · e^(−(1 − deceleration) · now · 0.1) − d · rubberBandFactor
///     value ← value + v · velocityFactor · Δt / 1000
///
/// where d is how far the value is past the nearer clamp bound (0 inside, and always 0 without
/// the rubber band). Note the factor uses the time since the start, not since the last frame, as
/// Reanimated's does: its glide slows faster than an exponential. It ends:
/// - without the rubber band, when |v| drops below ``velocityThreshold`` or the value reaches the
///   clamp bound it is heading for (held at that bound);
/// - with it, once the value has been more than 0.1 past a bound and comes back within 0.1 (it
///   snaps to the bound), or when |v| drops below the threshold without ever having gone past.
///
/// The frames are exact to Double arithmetic of these rules (the rounding of `exp` aside).
public struct ReanimatedDecay: Sendable, Hashable {
    /// Velocity kept per millisecond, in (0, 1) (Reanimated's default 0.998).
    public let deceleration: Double
    /// Multiplies the velocity when moving the value (> 0; default 1).
    public let velocityFactor: Double
    /// Reanimated's `clamp`: where a rigid glide stops, or where the rubber band pulls back to.
    public let clamp: ClosedRange<Double>?
    /// The pull back per unit past a bound, each frame (`rubberBandFactor`, default 0.6), or nil
    /// for a rigid glide (`rubberBandEffect` false).
    public let rubberBandFactor: Double?
    /// The speed below which the glide ends: 1 unit/s on iOS and Android, 1/20 on the web.
    public let velocityThreshold: Double

    /// - Parameters:
    ///   - deceleration: in (0, 1); default 0.998.
    ///   - velocityFactor: > 0; default 1.
    ///   - clamp: finite bounds, or nil.
    ///   - rubberBandFactor: > 0 with a clamp (the rubber band), or nil (rigid). (At 0 nothing
    ///     would pull a value past a bound back, and the glide would never end.)
    ///   - web: the web's velocity threshold (1/20) instead of native's (1).
    /// - Throws: ``SpringError`` for a parameter out of its range, non-finite bounds, or a rubber
    ///   band without a clamp.
    public init(deceleration: Double = 0.998, velocityFactor: Double = 1, clamp: ClosedRange<Double>? = nil,
                rubberBandFactor: Double? = nil, web: Bool = false) throws(SpringError) {
        try SpringError.check("deceleration", deceleration, "in (0, 1)") { $0 > 0 && $0 < 1 }
        try SpringError.check("velocityFactor", velocityFactor, "> 0") { $0 > 0 }
        if let clamp {
            try SpringError.check("clamp lower bound", clamp.lowerBound, "finite") { _ in true }
            try SpringError.check("clamp upper bound", clamp.upperBound, "finite") { _ in true }
        }
        if let rubberBandFactor {
            try SpringError.check("rubberBandFactor", rubberBandFactor, "> 0") { $0 > 0 }
            guard clamp != nil else {
                throw .parameterOutOfRange(name: "rubberBandFactor", value: rubberBandFactor, requirement: "given with a clamp (the rubber band pulls back to it)")
            }
        }
        self.deceleration = deceleration
        self.velocityFactor = velocityFactor
        self.clamp = clamp
        self.rubberBandFactor = rubberBandFactor
        self.velocityThreshold = web ? 1.0 / 20 : 1
    }

    /// The frames from `from` at `velocity` (units per second) until the glide ends, at `fps`:
    /// time in seconds, the value after the frame, and Reanimated's stored velocity (before the
    /// velocity factor). The last frame is the one on which it ends.
    /// - Throws: ``SpringError`` for non-finite inputs, fps ≤ 0 or so small that a frame's
    ///   milliseconds overflow, `maximumFrames` < 1, or more than `maximumFrames` frames (a glide
    ///   that never ends).
    /// - Complexity: O(frames).
    public func frames(from: Double, velocity: Double, fps: Double, maximumFrames: Int = 1_000_000)
        throws(SpringError) -> [(time: Double, value: Double, velocity: Double)] {
        guard from.isFinite else { throw .nonFiniteInput(name: "from") }
        guard velocity.isFinite else { throw .nonFiniteInput(name: "velocity") }
        try SpringError.check("fps", fps, "> 0 with 1000/fps finite") { $0 > 0 && (1000 / $0).isFinite }
        try SpringError.check("maximumFrames", Double(maximumFrames), "≥ 1") { $0 >= 1 }
        let step = 1000 / fps
        var current = from, v = velocity, last = 0.0, springActive = false
        var out: [(time: Double, value: Double, velocity: Double)] = []
        for k in 0..<maximumFrames {
            let now = Double(k) * step
            let dt = Swift.min(Swift.max(now - last, 0), 64)
            let decay = Self.exp(-(1 - deceleration) * now * 0.1)
            var done = false
            if let factor = rubberBandFactor, let clamp {
                let nearLower = abs(current - clamp.lowerBound) < abs(current - clamp.upperBound)
                let bound = nearLower ? clamp.lowerBound : clamp.upperBound
                let past = current < clamp.lowerBound || current > clamp.upperBound ? current - bound : 0
                let next = v * decay - past * factor
                if abs(past) > 0.1 {
                    springActive = true
                } else if springActive {
                    current = bound
                    done = true
                } else if abs(next) < velocityThreshold {
                    done = true
                }
                if !done {
                    current += next * velocityFactor * dt / 1000
                    v = next
                    last = now
                }
            } else {
                v *= decay
                current += v * velocityFactor * dt / 1000
                last = now
                if let clamp, velocity < 0, current <= clamp.lowerBound {
                    current = clamp.lowerBound
                    done = true
                } else if let clamp, velocity > 0, current >= clamp.upperBound {
                    current = clamp.upperBound
                    done = true
                }
                done = done || abs(v) < velocityThreshold
            }
            guard current.isFinite, v.isFinite else { throw .overflow(name: "the value at frame \(k)") }
            out.append((now / 1000, current, v))
            if done { return out }
        }
        throw .tooManyFrames(requested: Double(maximumFrames) + 1, limit: maximumFrames)
    }

    /// e^x through the library's own exponential (RealModule's, as every other closed form here).
    static func exp(_ x: Double) -> Double { Double.exp(x) }
}
