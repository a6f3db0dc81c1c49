// Timing curves made from other motions, so they can be fitted or exported: a spring's
// normalised progress, and any progress function.

import Springs
import TimingCurves

/// A spring's normalised progress as a timing curve: x ∈ [0, 1] is the fraction of `duration`
/// (default: the spring's exact settling time from 0 to 1), y the spring's value going from 0 to 1
/// from rest. The way web animation libraries turn springs into CSS easings.
public struct SpringProgressCurve: TimingCurve {
    public let spring: Spring
    /// Seconds mapped onto x ∈ [0, 1].
    public let duration: Double

    /// - Throws: `SpringError` for a non-positive or non-finite duration, or an undamped spring
    ///   without one.
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
}

/// Any progress function as a timing curve (e.g. a keyframe track normalised to 0…1); the slope
/// is given or taken by a central difference.
public struct ProgressCurve: TimingCurve {
    let function: @Sendable (Double) -> Double
    let derivative: (@Sendable (Double) -> Double)?

    public init(_ function: @escaping @Sendable (Double) -> Double, slope: (@Sendable (Double) -> Double)? = nil) {
        self.function = function
        self.derivative = slope
    }

    public func value(at x: Double) -> Double { function(x) }
    public func slope(at x: Double) -> Double {
        if let derivative { return derivative(x) }
        let h = 1e-6
        return (function(x + h) - function(x - h)) / (2 * h)
    }
    public func valueAndSlope(at x: Double) -> (value: Double, slope: Double) { (value(at: x), slope(at: x)) }
    public var mapsEndpointsExactly: Bool { function(0) == 0 && function(1) == 1 }
    public var isMonotone: Bool { false }
}
