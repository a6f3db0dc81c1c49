// Any progress function as a timing curve, so that it can be fitted or exported (a spring's
// normalised progress is Springs' SpringProgressCurve).

import Springs
import TimingCurves

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
    public func derivative(at x: Double) -> Double {
        if let derivative { return derivative(x) }
        let h = 1e-6
        return (function(x + h) - function(x - h)) / (2 * h)
    }
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) { (value(at: x), derivative(at: x)) }
    public var mapsEndpointsExactly: Bool { function(0) == 0 && function(1) == 1 }
    public var isMonotone: Bool { false }
}
