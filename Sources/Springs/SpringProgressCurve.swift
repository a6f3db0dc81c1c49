import RealModule
import TimingCurves

/// A spring's normalised progress as a timing curve: x ∈ [0, 1] is the fraction of `duration`
/// (default: the spring's exact settling time from 0 to 1), y the spring's value going from 0 to 1,
/// from rest or with an initial velocity. The way web animation libraries turn springs into CSS
/// easings, and the curve of the easing text `spring(DURATION, BOUNCE)` (SwiftUI's
/// `Spring(duration:bounce:)`).
///
/// y(0) = 0 exactly; y(1) is within the settling band of 1, not exactly 1. An underdamped spring
/// overshoots: ``outputRange`` holds its extremes.
public struct SpringProgressCurve: TimingCurve, Sendable {
    public let spring: Spring
    /// Seconds mapped onto x ∈ [0, 1].
    public let duration: Double
    /// The velocity at t = 0 in progress per second: a value's velocity divided by the distance
    /// to − from, as Core Animation's `initialVelocity`; 0 from rest.
    public let initialVelocity: Double

    /// - Parameters:
    ///   - spring: the spring.
    ///   - duration: seconds mapped onto x ∈ [0, 1]; default the exact settling time within the
    ///     default band 0.001, with this initial velocity.
    ///   - initialVelocity: progress per second at t = 0 (default 0, from rest).
    /// - Throws: ``SpringError`` for a non-positive or non-finite duration, a non-finite velocity,
    ///   or an undamped spring without a duration (it never settles).
    /// - Complexity: O(1) with a duration; else that of the settling time.
    public init(spring: Spring, duration: Double? = nil, initialVelocity: Double = 0) throws(SpringError) {
        guard initialVelocity.isFinite else { throw .nonFiniteInput(name: "initialVelocity") }
        let length: Double
        if let duration { length = duration } else {
            length = try spring.settlingTime(from: 0.0, to: 1.0, initialVelocity: initialVelocity)
        }
        try SpringError.check("duration", length, "greater than 0") { $0 > 0 }
        self.spring = spring
        self.duration = length
        self.initialVelocity = initialVelocity
    }

    public func value(at x: Double) -> Double {
        spring.value(at: x * duration, from: 0.0, to: 1.0, initialVelocity: initialVelocity)
    }
    public func derivative(at x: Double) -> Double {
        spring.velocity(at: x * duration, from: 0.0, to: 1.0, initialVelocity: initialVelocity) * duration
    }
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        let (v, s) = spring.state(at: x * duration, from: 0.0, to: 1.0, initialVelocity: initialVelocity)
        return (v, s * duration)
    }
    /// False: a spring is within its settling band of 1 at x = 1, not exactly 1.
    public var mapsEndpointsExactly: Bool { false }
    /// Whether the progress never decreases: a critically damped or overdamped spring whose
    /// velocity never changes sign on the way (from rest, always).
    public var isMonotone: Bool {
        guard spring.regime != .underdamped else { return false }
        return initialVelocity >= 0 && extremumTimes.allSatisfy { !($0 > 0 && $0 < duration) }
    }

    /// The output range over x ∈ [0, 1]: the least and greatest of y(0) = 0, y(1) and y at the
    /// extrema that fall within the duration.
    ///
    /// The displacement u = y − 1 starts at −1 with velocity v₀. Underdamped,
    /// u = e^(−λt)(a cos ω_d t + b sin ω_d t) has its extrema where the velocity
    /// e^(−λt)(P cos ω_d t + Q sin ω_d t) vanishes, P = v₀, Q = ω_d + λ(λ − v₀)/ω_d: at
    /// t = (φ + kπ)/ω_d, and since successive extrema alternate in sign and shrink by e^(−λπ/ω_d),
    /// the first maximum and the first minimum after 0 are the extremes (three values of k cover
    /// them). Critically damped and overdamped, the velocity vanishes at most once (see
    /// ``Spring`` for the closed forms). From rest this is 0 … the first peak.
    /// - Complexity: O(1).
    public var outputRange: ClosedRange<Double> {
        var low = Swift.min(0, value(at: 1)), high = Swift.max(0, value(at: 1))
        for t in extremumTimes where t > 0 && t < duration {
            let y = value(at: t / duration)
            low = Swift.min(low, y)
            high = Swift.max(high, y)
        }
        return low...high
    }

    /// The times (seconds, possibly ≤ 0 or past the duration) where the velocity may vanish.
    var extremumTimes: [Double] {
        let kernel = spring.kernel, v0 = initialVelocity, lambda = kernel.lambda
        switch kernel.regime {
        case .underdamped:
            let w = kernel.rate
            var phi = Double.atan2(y: -v0, x: w + lambda * (lambda - v0) / w)
            if phi < 0 { phi += .pi }
            return (0..<3).map { (phi + Double($0) * .pi) / w }
        case .criticallyDamped:
            // u = (−1 + (v₀ − λ)t)e^(−λt), u' = (v₀ − λ(v₀ − λ)t)e^(−λt).
            return [v0 / (lambda * (v0 - lambda))]
        case .overdamped:
            // u = A e^(r₁t) + B e^(r₂t), A + B = −1, r₁A + r₂B = v₀.
            let r1 = kernel.slowRoot, r2 = -lambda - kernel.rate
            let a = (v0 + r2) / (r1 - r2), b = -1 - a
            let ratio = -(b * r2) / (a * r1)
            return ratio > 0 ? [Double.log(ratio) / (r1 - r2)] : []
        }
    }
}
