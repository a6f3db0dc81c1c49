// Any progress function as a timing curve, so that it can be fitted or exported (a spring's
// normalised progress is Springs' SpringProgressCurve).

import Springs
import TimingCurves

/// Any progress function as a timing curve (e.g. a keyframe track normalised to 0…1); the
/// derivative dy/dx is given or taken by a central difference (step 10⁻⁶).
public struct ProgressCurve: TimingCurve {
    let function: @Sendable (Double) -> Double
    let givenDerivative: (@Sendable (Double) -> Double)?

    /// - Parameters:
    ///   - function: the progress at an input fraction.
    ///   - derivative: its derivative dy/dx, or nil for a central difference.
    public init(_ function: @escaping @Sendable (Double) -> Double, derivative: (@Sendable (Double) -> Double)? = nil) {
        self.function = function
        self.givenDerivative = derivative
    }

    public func value(at x: Double) -> Double { function(x) }
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if let givenDerivative { return (function(x), givenDerivative(x)) }
        let h = 1e-6
        return (function(x), (function(x + h) - function(x - h)) / (2 * h))
    }
    public var mapsEndpointsExactly: Bool { function(0) == 0 && function(1) == 1 }
    public var isMonotone: Bool { false }
}
