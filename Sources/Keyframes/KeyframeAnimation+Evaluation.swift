// Evaluation of a keyframe animation at a fraction of its duration.

import MotionMath
import TimingCurves

extension KeyframeAnimation {
    /// The value at a fraction of the duration (0 = start, 1 = end).
    ///
    /// The overall timing function maps the fraction first; then the segment holding it is found
    /// and its local progress (through its own timing function, if any) interpolated by the mode.
    /// NaN gives NaN components (use ``checkedValue(at:)`` for a typed error).
    /// - Complexity: O(log n) (binary search), O(1) for n ≤ 2.
    @inlinable
    public func value(at fraction: Double) -> Value {
        var hint = 0
        return evaluate(fraction, hint: &hint).value
    }

    /// The derivative dv/df of the value with respect to the fraction f (value units per whole
    /// duration; divide by the duration in seconds for units per second, as ``KeyframeMotion``
    /// does). Zero for discrete animations. Named `derivative`, not `velocity`: across the
    /// package a velocity is per second.
    /// - Complexity: O(log n).
    @inlinable
    public func derivative(at fraction: Double) -> Value {
        var hint = 0
        return evaluate(fraction, hint: &hint).velocity
    }

    /// Renamed: a velocity is per second across the package; this is per unit fraction.
    @available(*, deprecated, renamed: "derivative(at:)")
    public func velocity(at fraction: Double) -> Value { derivative(at: fraction) }

    /// The value at a finite fraction, or a typed error.
    /// - Throws: ``KeyframeError/nonFiniteInput(name:)`` for NaN or infinity.
    public func checkedValue(at fraction: Double) throws(KeyframeError) -> Value {
        guard fraction.isFinite else { throw .nonFiniteInput(name: "fraction") }
        return value(at: fraction)
    }

    /// Values at many fractions; increasing fractions (an animation's frames) locate each segment
    /// in O(1) from the previous one.
    /// - Complexity: O(m) for m increasing fractions, O(m log n) in the worst case.
    @inlinable
    public func values(at fractions: [Double]) -> [Value] {
        var hint = 0
        return fractions.map { evaluate($0, hint: &hint).value }
    }

    /// Value and velocity, locating the segment from `hint` (updated). Generic code specialises
    /// in the caller's module (inlinable), so `SIMD2<Double>` pays no protocol dispatch.
    @inlinable
    public func evaluate(_ fraction: Double, hint: inout Int) -> (value: Value, velocity: Value) {
        let n = values.count
        if n == 1 { return (values[0], .zero) }
        var t = fraction, dt = 1.0
        if let timingFunction { (t, dt) = timingFunction.valueAndSlope(at: fraction) }
        if t.isNaN { return (values[0].scaled(by: .nan), values[0].scaled(by: .nan)) }
        switch calculationMode {
        case .discrete:
            // Value i holds on [kᵢ, kᵢ₊₁); the last from its key time on.
            let i = Self.lastIndex(in: knots, atOrBelow: t, upperBound: knots.count - 1, hint: &hint)
            return (values[min(i, n - 1)], .zero)
        case .cubicPaced:
            guard let table = arcLength, let pieces = hermiteSpeed, table.totalLength > 0 else { return (values[0], .zero) }
            let (p, m0, m1) = (unitValues, outgoing, incoming)
            let (i, u) = table.locate(t * table.totalLength, hint: &hint) { pieces.speed($0, $1) }
            let value = Self.hermite(p[i], m0[i], m1[i], p[i + 1], u)
            let direction = Self.hermiteDerivative(p[i], m0[i], m1[i], p[i + 1], u)
            let speed = direction.magnitude
            let velocity = speed > 0 ? direction.scaled(by: table.totalLength * dt / speed) : .zero
            return (value.scaled(by: scale), velocity.scaled(by: scale))
        case .linear, .paced, .cubic, .naturalSpline, .clampedSpline, .notAKnotSpline, .periodicSpline:
            let i = Self.lastIndex(in: knots, atOrBelow: t, upperBound: n - 2, hint: &hint)
            let span = knots[i + 1] - knots[i]
            guard span > 0 else { return (values[i + 1], .zero) }
            var s = (t - knots[i]) / span, ds = dt / span
            if calculationMode != .paced, let functions = timingFunctions {
                let (y, slope) = functions[i].valueAndSlope(at: s)
                s = y
                ds *= slope
            }
            if calculationMode == .cubic || calculationMode.isSpline {
                let (p0, p1, m0, m1) = (unitValues[i], unitValues[i + 1], outgoing[i], incoming[i])
                return (Self.hermite(p0, m0, m1, p1, s).scaled(by: scale), Self.hermiteDerivative(p0, m0, m1, p1, s).scaled(by: ds * scale))
            }
            // Interpolate as p0 + (p1 − p0)·s on the unit values; exact at s = 0 and s = 1 for the
            // originals (the endpoints are returned as given).
            if s == 0 { return (values[i], (unitValues[i + 1] - unitValues[i]).scaled(by: ds * scale)) }
            if s == 1 { return (values[i + 1], (unitValues[i + 1] - unitValues[i]).scaled(by: ds * scale)) }
            let chord = unitValues[i + 1] - unitValues[i]
            return ((unitValues[i] + chord.scaled(by: s)).scaled(by: scale), chord.scaled(by: ds * scale))
        }
    }

    /// The largest i ≤ upperBound with knots[i] ≤ t (0 when t is below every knot), from a hint.
    @inlinable
    static func lastIndex(in knots: [Double], atOrBelow t: Double, upperBound: Int, hint: inout Int) -> Int {
        knots.lastIndex(atOrBelow: t, upperBound: upperBound, hint: &hint)
    }
}
