import TimingCurves

/// A spring's normalised progress as a timing curve: x ∈ [0, 1] is the fraction of `duration`
/// (default: the spring's exact settling time from 0 to 1), y the spring's value going from 0 to 1
/// from rest. The way web animation libraries turn springs into CSS easings, and the curve of the
/// easing text `spring(DURATION, BOUNCE)` (SwiftUI's `Spring(duration:bounce:)`).
///
/// y(0) = 0 exactly; y(1) is within the settling band of 1, not exactly 1. An underdamped spring
/// overshoots: ``outputRange`` holds its first peak.
public struct SpringProgressCurve: TimingCurve, Sendable {
    public let spring: Spring
    /// Seconds mapped onto x ∈ [0, 1].
    public let duration: Double

    /// - Throws: ``SpringError`` for a non-positive or non-finite duration, or an undamped spring
    ///   without one (it never settles).
    /// - Complexity: O(1) with a duration; else that of the settling time.
    public init(spring: Spring, duration: Double? = nil) throws(SpringError) {
        let length: Double
        if let duration { length = duration } else { length = try spring.settlingTime(from: 0.0, to: 1.0) }
        try SpringError.check("duration", length, "greater than 0") { $0 > 0 }
        self.spring = spring
        self.duration = length
    }

    public func value(at x: Double) -> Double { spring.value(at: x * duration, from: 0.0, to: 1.0) }
    public func slope(at x: Double) -> Double { spring.velocity(at: x * duration, from: 0.0, to: 1.0) * duration }
    public func valueAndSlope(at x: Double) -> (value: Double, slope: Double) {
        let (v, s) = spring.state(at: x * duration, from: 0.0, to: 1.0)
        return (v, s * duration)
    }
    /// False: a spring is within its settling band of 1 at x = 1, not exactly 1.
    public var mapsEndpointsExactly: Bool { false }
    /// Whether the progress never decreases (critically damped or overdamped springs).
    public var isMonotone: Bool { spring.regime != .underdamped }

    /// The output range over x ∈ [0, 1]: from 0 to the larger of y(1) and, for an underdamped
    /// spring whose first peak comes within the duration, that peak. From rest the progress
    /// 1 − e^(−λt)(cos ω_d t + (λ/ω_d) sin ω_d t) has its extrema at t = kπ/ω_d; the maxima
    /// (k odd) shrink and the minima (k even) stay above 0, so the first peak is the highest
    /// and 0 the lowest value.
    /// - Complexity: O(1).
    public var outputRange: ClosedRange<Double> {
        var high = value(at: 1)
        if spring.regime == .underdamped {
            let peak = Double.pi / spring.dampedFrequency
            if peak <= duration { high = Swift.max(high, spring.value(at: peak, from: 0.0, to: 1.0)) }
        }
        return Swift.min(0, value(at: 1))...Swift.max(high, 0)
    }
}
