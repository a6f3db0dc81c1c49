// Android's CycleInterpolator (TimingCurves article, Periodic curves): sin(2π·cycles·x), the
// shake of an error field. Evaluated as sin(π·u) with u = 2·cycles·x reduced exactly
// (MotionMath's sinPi), so the zeros at whole and half cycles are exact zeros.

import MotionMath

/// Android's `CycleInterpolator(cycles)`: y = sin(2π·cycles·x), `cycles` full sine waves over
/// [0, 1], starting and (for whole or half cycles) ending at 0.
///
/// Not an easing from 0 to 1 (``mapsEndpointsExactly`` is false): a displacement played on top of
/// a property, as Android's shake animations do. Outside [0, 1] the ends hold (0 before, the value
/// at 1 after), with slope 0.
/// - Precision: sin(π·u) for u = 2·cycles·x (one rounding) to a few ulps, with exact zeros where
///   u is a whole number; Android rounds the same sine to `Float`.
/// - Complexity: O(1).
public struct CycleCurve: TimingCurve, Hashable, Sendable {
    /// The number of full sine periods over [0, 1] (any positive number; 0.5 is one hump).
    public let cycles: Double

    /// - Throws: ``TimingCurveError/nonFiniteParameter(name:value:)`` for NaN or ±∞ and
    ///   ``TimingCurveError/parameterOutOfRange(name:value:range:)`` unless 0 < cycles ≤ 10¹⁵.
    public init(cycles: Double) throws(TimingCurveError) {
        guard cycles.isFinite else { throw .nonFiniteParameter(name: "cycles", value: cycles) }
        // Beyond 10¹⁵ cycles, 2·cycles·x has no fractional digits left to place a wave.
        guard cycles > 0, cycles <= 1e15 else { throw .parameterOutOfRange(name: "cycles", value: cycles, range: 0...1e15) }
        self.cycles = cycles
    }

    public var mapsEndpointsExactly: Bool { false }
    /// Rising on all of [0, 1] only up to the first crest: cycles ≤ ¼.
    public var isMonotone: Bool { cycles <= 0.25 }

    public func value(at x: Double) -> Double {
        if x.isNaN { return x }
        return sinPi(2 * cycles * Swift.min(Swift.max(x, 0), 1))
    }

    /// The value, and the derivative 2π·cycles·cos(2π·cycles·x) inside [0, 1] (one-sided at the
    /// ends), 0 outside.
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if x.isNaN { return (x, x) }
        guard x >= 0 && x <= 1 else { return (value(at: x), 0) }
        return (value(at: x), 2 * Double.pi * cycles * cosPi(2 * cycles * x))
    }

    /// The least and greatest value over [0, 1], exactly: −1 and 1 once the wave reaches its
    /// trough (cycles ≥ ¾) and crest (cycles ≥ ¼), else the value at 1 and 0.
    public var outputRange: ClosedRange<Double> {
        let end = value(at: 1)
        return (cycles >= 0.75 ? -1 : Swift.min(0, end))...(cycles >= 0.25 ? 1 : end)
    }
}
