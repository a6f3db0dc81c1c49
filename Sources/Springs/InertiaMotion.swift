// Bounded inertia (Motion's `inertia`, GSAP's InertiaPlugin): an exponential decay towards a target
// that, where it would cross a bound, hands over to a spring at the bound (Springs article, Bounded
// inertia).
//
// Decay: amplitude A = power·v (or target − x₀ for a chosen target), target x₀ + A,
//     x(t) = target − A·e^(−t/τ),   v(t) = (target − x(t))/τ = (A/τ)·e^(−t/τ).
// It reaches a bound b between x₀ and the target at t* = τ·ln(A/(target − b)) with velocity
// (target − b)/τ; from there x(t) is the spring from b to b with that velocity. Motion checks the
// bound once per frame and starts its spring from the frame's overshot position instead; here the
// hand-over is at t* itself, so position and velocity are continuous.

import MotionMath
import RealModule

/// A flick that glides exponentially towards a target and, where it would cross a bound, springs
/// back from the bound: Motion's `inertia` (and the model of GSAP's InertiaPlugin), exact.
///
/// ``motionDefaults`` are Motion's: power 0.8, time constant 0.325 s, a bounce spring of stiffness
/// 500 and damping 10 (mass 1), rest delta 0.5. As in Motion, the glide aims at
/// x₀ + power·v and so starts at power·v/τ (2.46·v with those defaults), not at v.
///
/// - Complexity: O(1) per evaluation; the crossing time is closed-form, the bounce spring's
///   settling time is found once, when the motion is built.
public struct InertiaMotion: Motion, Sendable, Hashable {
    /// Motion's `inertia` options.
    public struct Parameters: Sendable, Hashable {
        /// The factor from velocity (units per second) to the glide's amplitude (units).
        public var power: Double
        /// The decay's time constant τ, in seconds.
        public var timeConstant: Double
        /// The spring that takes over at a bound.
        public var bounce: Spring
        /// The distance from the target (in the glide) or the bound (in the bounce) within which
        /// the motion counts as finished.
        public var restDelta: Double

        /// - Throws: ``SpringError`` when power, τ or the rest delta is not finite and positive.
        public init(power: Double, timeConstant: Double, bounce: Spring, restDelta: Double) throws(SpringError) {
            try SpringError.check("power", power, "greater than 0") { $0 > 0 }
            try SpringError.check("timeConstant", timeConstant, "greater than 0") { $0 > 0 }
            try SpringError.check("restDelta", restDelta, "greater than 0") { $0 > 0 }
            self.power = power
            self.timeConstant = timeConstant
            self.bounce = bounce
            self.restDelta = restDelta
        }
    }

    /// Motion's defaults: power 0.8, τ = 0.325 s, bounce stiffness 500, damping 10, mass 1, rest
    /// delta 0.5.
    public static let motionDefaults = try! Parameters(
        power: 0.8, timeConstant: 0.325, bounce: try! Spring(mass: 1, stiffness: 500, damping: 10), restDelta: 0.5)

    /// The parameters.
    public let parameters: Parameters
    /// The position at t = 0.
    public let from: Double
    /// The lower and upper bounds (−∞ and +∞ when absent).
    public let lowerBound: Double, upperBound: Double
    /// Where the glide aims: x₀ + power·v, or the target given.
    public let target: Double
    /// When the bounce spring takes over: the exact crossing time of the bound (0 when the motion
    /// starts outside the bounds), +∞ when the glide stays inside.
    public let boundaryTime: Double
    /// The bound the spring settles at (the nearest one when starting outside); the target when
    /// there is no bounce.
    public let restingPoint: Double
    /// The velocity with which the spring starts, units per second (0 when the motion starts
    /// outside the bounds).
    public let boundaryVelocity: Double
    /// Where the spring starts: the bound, or ``from`` when the motion starts outside the bounds.
    let springStart: Double
    /// When ``isFinished(at:)`` turns true: the glide within ``Parameters/restDelta`` of its
    /// target, or the spring's exact settling time into ``Parameters/restDelta`` of the bound.
    public let finishTime: Double

    /// The glide's amplitude A: x(t) = target − A·e^(−t/τ).
    var amplitude: Double { target - from }

    /// The ideal resting point of a glide, x₀ + power·v, which a snapping target starts from
    /// (Motion's `modifyTarget` receives it).
    public static func idealTarget(from: Double, velocity: Double, parameters: Parameters = motionDefaults) -> Double {
        from + parameters.power * velocity
    }

    /// A glide from `from` at `velocity` inside `min`…`max`.
    ///
    /// - Parameters:
    ///   - from: the position at t = 0.
    ///   - velocity: units per second.
    ///   - min: the lower bound, or nil.
    ///   - max: the upper bound, or nil.
    ///   - target: where the glide comes to rest instead of ``idealTarget(from:velocity:parameters:)``
    ///     (a snapped position, as Motion's `modifyTarget` returns), or nil.
    ///   - parameters: default ``motionDefaults``.
    /// - Throws: ``SpringError`` for a non-finite value, min > max, or an amplitude or target that
    ///   overflows.
    public init(from: Double, velocity: Double, min: Double? = nil, max: Double? = nil, target: Double? = nil,
                parameters: Parameters = motionDefaults) throws(SpringError) {
        try SpringError.check("from", from, "finite") { _ in true }
        try SpringError.check("velocity", velocity, "finite") { _ in true }
        let lower = min ?? -.infinity, upper = max ?? .infinity
        if let min { try SpringError.check("min", min, "finite") { _ in true } }
        if let max { try SpringError.check("max", max, "finite") { _ in true } }
        guard lower <= upper else { throw .parameterOutOfRange(name: "min", value: lower, requirement: "at most max") }
        if let target { try SpringError.check("target", target, "finite") { _ in true } }
        let aim = target ?? Self.idealTarget(from: from, velocity: velocity, parameters: parameters)
        guard aim.isFinite, (aim - from).isFinite else { throw .overflow(name: "the glide's target") }
        self.parameters = parameters
        self.from = from
        lowerBound = lower
        upperBound = upper
        self.target = aim
        let tau = parameters.timeConstant, amplitude = aim - from
        let bound: Double?, crossing: Double, speed: Double
        if from < lower || from > upper {
            // Outside: spring to the nearest bound at once, from rest (Motion's spring starts with
            // the glide's velocity estimated over no time yet, which is 0).
            bound = abs(lower - from) < abs(upper - from) ? lower : upper
            (crossing, speed) = (0, 0)
        } else if aim > upper || aim < lower {
            let b = aim > upper ? upper : lower
            // e^(−t*/τ) = (target − b)/A ∈ (0, 1]; t* = −τ·ln((target − b)/A) = −τ·log1p(−(b − x₀)/A).
            bound = b
            // log1p keeps the digits when the bound is near the start; near the target the
            // fraction travelled rounds towards 1, and the log of what is left is the accurate form.
            let travelled = (b - from) / amplitude
            let time = travelled < 0.5 ? -tau * Double.log(onePlus: -travelled) : -tau * Double.log((aim - b) / amplitude)
            (crossing, speed) = (time, (aim - b) / tau)
        } else {
            (bound, crossing, speed) = (nil, .infinity, 0)
        }
        boundaryTime = crossing
        boundaryVelocity = speed
        springStart = crossing == 0 ? from : bound ?? aim
        if let bound {
            restingPoint = bound
            // Absolute ε = restDelta when the spring starts at the bound; from outside, the
            // spring's band is restDelta over the initial distance.
            let start = springStart, distance = abs(start - bound)
            let epsilon = distance == 0 ? parameters.restDelta : parameters.restDelta / distance
            let settling = try parameters.bounce.settlingTime(from: start, to: bound, initialVelocity: speed, epsilon: epsilon)
            finishTime = crossing + settling
        } else {
            restingPoint = aim
            // |A|·e^(−t/τ) ≤ restDelta from t = τ·ln(|A|/restDelta) on.
            finishTime = abs(amplitude) <= parameters.restDelta ? 0 : tau * Double.log(abs(amplitude) / parameters.restDelta)
        }
    }

    /// The position at t seconds: ``from`` for t ≤ 0, the glide until ``boundaryTime``, the
    /// bounce spring after it.
    public func value(at t: Double) -> Double { state(at: t).value }

    /// The velocity at t seconds, units per second.
    public func velocity(at t: Double) -> Double { state(at: t).velocity }

    /// Position and velocity at t seconds.
    /// - Complexity: O(1): one exponential, or the spring's closed form.
    public func state(at t: Double) -> (value: Double, velocity: Double) {
        if t.isNaN { return (t, t) }
        if t >= boundaryTime {
            return parameters.bounce.state(at: t - boundaryTime, from: springStart, to: restingPoint, initialVelocity: boundaryVelocity)
        }
        let tau = parameters.timeConstant
        if !(t > 0) { return (from, amplitude / tau) }
        // target − x(t) = A·e^(−t/τ); written as x₀ − A·expm1(−t/τ) so that x(0) = x₀ exactly.
        let decay = Double.exp(-t / tau)
        return (from - amplitude * Double.expMinusOne(-t / tau), amplitude * decay / tau)
    }

    /// Whether t is at or past ``finishTime``.
    public func isFinished(at t: Double) -> Bool { t >= finishTime }
}
