// Friction-only motion (a flick that coasts to a stop), in the scroll-view convention.
//
// UIScrollView describes deceleration as the factor d by which velocity shrinks every millisecond
// (`.normal` 0.998, `.fast` 0.99). Taking that continuously, v(t) = v0·d^(1000t) = v0·e^(−κt) with
// κ = −1000·ln d (1/s), and integrating:
//     x(t) = x0 + v0·(1 − e^(−κt))/κ = x0 − v0·expm1(−κt)/κ,   resting point x0 + v0/κ.
// (The per-frame loop `v *= d` every millisecond gives the resting point x0 + (v0/1000)·d/(1 − d),
// which differs from the continuous one by a factor −d·ln d/(1 − d) ≈ 1 − (1 − d)/2, i.e. 0.1 %
// for 0.998.)

import MotionMath
import RealModule

/// A decelerating glide: velocity decays exponentially by a fixed factor per millisecond.
public struct Decay: Sendable, Hashable, Codable {
    /// The factor d ∈ (0, 1) by which velocity is multiplied every millisecond.
    public let decelerationRate: Double

    /// A decay from a deceleration rate per millisecond, d ∈ (0, 1).
    /// - Throws: ``SpringError/parameterOutOfRange(name:value:requirement:)`` outside (0, 1),
    ///   ``SpringError/nonFiniteParameter(name:value:)`` for NaN.
    public init(decelerationRate: Double) throws(SpringError) {
        try SpringError.check("decelerationRate", decelerationRate, "in (0, 1)") { $0 > 0 && $0 < 1 }
        self.decelerationRate = decelerationRate
    }

    private init(uncheckedRate: Double) { decelerationRate = uncheckedRate }

    enum CodingKeys: String, CodingKey { case decelerationRate }

    /// Decodes `{"decelerationRate": d}`, validating d ∈ (0, 1).
    public init(from decoder: any Decoder) throws {
        let rate = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .decelerationRate)
        do { try self.init(decelerationRate: rate) } catch {
            throw DecodingError.rejected(error, by: decoder)
        }
    }

    /// UIScrollView's `.normal` deceleration: 0.998 per millisecond.
    public static let normal = Decay(uncheckedRate: 0.998)
    /// UIScrollView's `.fast` deceleration: 0.99 per millisecond.
    public static let fast = Decay(uncheckedRate: 0.99)

    /// κ = −1000·ln d, the exponential decay rate of the velocity, in 1/s.
    public var decayRate: Double {
        // d − 1 is exact from ½ up (Sterbenz), where log1p keeps the digits of a rate near 1;
        // below it d − 1 rounds towards −1 (5e-324 − 1 is −1) and log d is the accurate form.
        -1000 * (decelerationRate < 0.5 ? Double.log(decelerationRate) : Double.log(onePlus: decelerationRate - 1))
    }

    /// The position x(t) = x0 + v0·(1 − e^(−κt))/κ at t seconds (t ≤ 0 gives x0).
    /// - Complexity: O(1): one expm1.
    public func value<V: AnimatableVector>(at t: Double, from x0: V, initialVelocity v0: V) -> V {
        let kappa = decayRate
        let time = t > 0 || t.isNaN ? t : 0
        return x0 + v0.scaled(by: -Double.expMinusOne(-kappa * time) / kappa)
    }

    /// The velocity v(t) = v0·e^(−κt), in value units per second (t ≤ 0 gives v0).
    /// - Complexity: O(1).
    public func velocity<V: AnimatableVector>(at t: Double, initialVelocity v0: V) -> V {
        let time = t > 0 || t.isNaN ? t : 0
        return v0.scaled(by: Double.exp(-decayRate * time))
    }

    /// Where the glide comes to rest: x0 + v0/κ (the limit of ``value(at:from:initialVelocity:)``).
    /// - Complexity: O(1).
    public func restingPoint<V: AnimatableVector>(from x0: V, initialVelocity v0: V) -> V {
        x0 + v0.scaled(by: 1 / decayRate)
    }

    /// The time at which the remaining distance to the resting point, |v0|·e^(−κt)/κ, falls to ε:
    /// t = ln(|v0|/(κε))/κ, or 0 when the glide starts within ε of its resting point.
    ///
    /// - Parameters:
    ///   - v0: the initial velocity, value units per second.
    ///   - epsilon: the distance (value units) within which the glide counts as settled.
    /// - Throws: ``SpringError`` when ε ≤ 0 or the velocity is not finite;
    ///   ``SpringError/overflow(name:)`` when the distance |v0|/κ is beyond the largest finite number.
    /// - Complexity: O(1).
    public func settlingTime<V: AnimatableVector>(initialVelocity v0: V, epsilon: Double) throws(SpringError) -> Double {
        try SpringError.check("epsilon", epsilon, "greater than 0") { $0 > 0 }
        guard v0.isFiniteVector else { throw .nonFiniteInput(name: "initialVelocity") }
        let kappa = decayRate
        let remaining = v0.magnitude / kappa
        guard remaining.isFinite else { throw .overflow(name: "the distance the glide covers") }
        guard remaining > epsilon else { return 0 }
        // remaining/ε overflows for a tiny ε (5e-324): then the difference of the logarithms,
        // which loses nothing there because the ratio is far from 1.
        let ratio = remaining / epsilon
        return (ratio.isFinite ? Double.log(ratio) : Double.log(remaining) - Double.log(epsilon)) / kappa
    }
}

/// A glide released at t = 0 from ``from`` with ``initialVelocity``, slowed by a ``Decay``
/// (UIScrollView's deceleration), as a `Motion`.
public struct DecayAnimation<Value: AnimatableVector>: Motion, Sendable, Equatable {
    /// The deceleration.
    public let decay: Decay
    /// The value at t = 0.
    public let from: Value
    /// The velocity at t = 0, value units per second.
    public let initialVelocity: Value
    /// The distance (value units) from the resting point within which ``isFinished(at:)`` counts
    /// the glide as finished.
    public let epsilon: Double
    /// When the remaining distance falls to ``epsilon`` (``Decay/settlingTime(initialVelocity:epsilon:)``).
    public let settlingTime: Double

    /// A glide from `from` at `initialVelocity`.
    /// - Parameters:
    ///   - decay: the deceleration (default UIScrollView's `.normal`).
    ///   - from: the value at t = 0.
    ///   - initialVelocity: the velocity at t = 0, value units per second.
    ///   - epsilon: the finishing distance, value units (default 0.5: half a point, where a
    ///     scroll view stops moving visibly).
    /// - Throws: ``SpringError/nonFiniteInput(name:)`` for non-finite `from` or velocity;
    ///   ``SpringError/parameterOutOfRange(name:value:requirement:)`` for ε ≤ 0;
    ///   ``SpringError/overflow(name:)`` when the resting point is beyond the largest finite number.
    public init(decay: Decay = .normal, from: Value, initialVelocity: Value, epsilon: Double = 0.5) throws(SpringError) {
        guard from.isFiniteVector else { throw .nonFiniteInput(name: "from") }
        self.decay = decay
        self.from = from
        self.initialVelocity = initialVelocity
        self.epsilon = epsilon
        self.settlingTime = try decay.settlingTime(initialVelocity: initialVelocity, epsilon: epsilon)
        guard decay.restingPoint(from: from, initialVelocity: initialVelocity).isFiniteVector else {
            throw .overflow(name: "the resting point")
        }
    }

    /// The position x0 + v0·(1 − e^(−κt))/κ at t seconds. - Complexity: O(1).
    public func value(at t: Double) -> Value { decay.value(at: t, from: from, initialVelocity: initialVelocity) }

    /// The velocity v0·e^(−κt), value units per second. - Complexity: O(1).
    public func velocity(at t: Double) -> Value { decay.velocity(at: t, initialVelocity: initialVelocity) }

    /// Where the glide comes to rest, x0 + v0/κ.
    public var restingPoint: Value { decay.restingPoint(from: from, initialVelocity: initialVelocity) }

    /// Whether t is at or past ``settlingTime`` (the remaining distance is at most ``epsilon``).
    /// - Complexity: O(1).
    public func isFinished(at t: Double) -> Bool { t >= settlingTime }
}
