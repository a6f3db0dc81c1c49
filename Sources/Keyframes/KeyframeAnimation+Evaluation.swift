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
        var hint = 0, cursor = PacedCursor()
        return evaluate(fraction, hint: &hint, cursor: &cursor, derivative: false).value
    }

    /// The derivative dv/df of the value with respect to the fraction f (value units per whole
    /// duration; divide by the duration in seconds for units per second, as ``KeyframeMotion``
    /// does). Zero for discrete animations. Named `derivative`, not `velocity`: across the
    /// package a velocity is per second.
    /// - Complexity: O(log n).
    @inlinable
    public func derivative(at fraction: Double) -> Value {
        var hint = 0, cursor = PacedCursor()
        return evaluate(fraction, hint: &hint, cursor: &cursor, derivative: true).derivative
    }

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
        var hint = 0, cursor = PacedCursor()
        return fractions.map { evaluate($0, hint: &hint, cursor: &cursor, derivative: false).value }
    }

    /// Value and derivative (per unit fraction), locating the segment from `hint` (updated). Generic code specialises
    /// in the caller's module (inlinable), so `SIMD2<Double>` pays no protocol dispatch.
    @inlinable
    public func evaluate(_ fraction: Double, hint: inout Int) -> (value: Value, derivative: Value) {
        var cursor = PacedCursor()
        return evaluate(fraction, hint: &hint, cursor: &cursor, derivative: true)
    }

    /// ``evaluate(_:hint:)``, with the derivative only when `derivative` is true (otherwise
    /// `.zero`, and no timing-function slope, square root or division spent on it: the value
    /// queries pass a constant false, which the compiler folds after inlining). Without it the
    /// timing functions are asked for `value(at:)`, which the `TimingCurve` contract makes the
    /// value of `valueAndSlope(at:)`, so both give the same values. `cursor` is where the previous
    /// cubicPaced query landed (``PacedCursor``).
    @inlinable @inline(__always)
    func evaluate(_ fraction: Double, hint: inout Int, cursor: inout PacedCursor, derivative: Bool) -> (value: Value, derivative: Value) {
        let n = values.count
        if n == 1 { return (values[0], .zero) }
        var t = fraction, dt = 1.0
        if derivative {
            if let (y, slope) = timing?.valueAndSlope(at: fraction) { (t, dt) = (y, slope) }
        } else if let y = timing?.value(at: fraction) {
            t = y
        }
        if t.isNaN { return (values[0].scaled(by: .nan), values[0].scaled(by: .nan)) }
        switch calculationMode {
        case .discrete:
            // Value i holds on [kᵢ, kᵢ₊₁); the last from its key time on.
            let i = Self.lastIndex(in: knots, atOrBelow: t, upperBound: knots.count - 1, hint: &hint)
            return (values[min(i, n - 1)], .zero)
        case .cubicPaced:
            // Through optional chaining, which borrows the table: binding it (`if let`) would copy
            // it, three retains and releases (atomic operations) per query.
            guard let found = arcLength?.locateBuilt(fraction: t, hint: &hint, cursor: &cursor) ?? nil else { return (values[0], .zero) }
            let i = found.piece, u = found.u ?? Self.pacedParameter(arcLength, hermiteSpeed, piece: i, local: found.local)
            let (p, m0, m1) = (unitValues, outgoing, incoming)
            let value = Self.hermite(p[i], m0[i], m1[i], p[i + 1], u)
            guard derivative else { return (value.scaled(by: scale), .zero) }
            let direction = Self.hermiteDerivative(p[i], m0[i], m1[i], p[i + 1], u)
            let speed = direction.magnitude
            let total = arcLength?.totalLength ?? 0
            let velocity = speed > 0 ? direction.scaled(by: total * dt / speed) : .zero
            return (value.scaled(by: scale), velocity.scaled(by: scale))
        case .linear, .paced, .cubic, .naturalSpline, .clampedSpline, .notAKnotSpline, .periodicSpline, .monotoneSpline:
            let i = Self.lastIndex(in: knots, atOrBelow: t, upperBound: n - 2, hint: &hint)
            let span = knots[i + 1] - knots[i]
            guard span > 0 else { return (values[i + 1], .zero) }
            var s = (t - knots[i]) / span, ds = dt / span
            if calculationMode != .paced, let functions = timingFunctions {
                if derivative {
                    let (y, slope) = functions[i].valueAndSlope(at: s)
                    s = y
                    ds *= slope
                } else {
                    s = functions[i].value(at: s)
                }
            }
            if calculationMode == .cubic || calculationMode.isSpline {
                let (p0, p1, m0, m1) = (unitValues[i], unitValues[i + 1], outgoing[i], incoming[i])
                guard derivative else { return (Self.hermite(p0, m0, m1, p1, s).scaled(by: scale), .zero) }
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

    /// The parameter of cubicPaced piece i at length `local` from its start where
    /// ``ArcLengthTable/locateBuilt(_:hint:cursor:)`` leaves it: on the first query in the piece (which
    /// builds its inverse) and in fallback sub-intervals.
    /// Static, with the table and speeds as arguments: as a method it made every query copy the
    /// whole animation on entry, for this call.
    @usableFromInline @inline(never)
    static func pacedParameter(_ table: ArcLengthTable?, _ pieces: HermiteSpeed?, piece i: Int, local: Double) -> Double {
        guard let table, let pieces else { return 0 }
        return table.locateSlowly(piece: i, local: local) { pieces.speed($0, $1) }
    }

    /// The largest i ≤ upperBound with knots[i] ≤ t (0 when t is below every knot), from a hint.
    @inlinable
    static func lastIndex(in knots: [Double], atOrBelow t: Double, upperBound: Int, hint: inout Int) -> Int {
        knots.lastIndex(atOrBelow: t, upperBound: upperBound, hint: &hint)
    }
}

extension KeyframeAnimation {
    /// The unit tangent at a fraction: ``derivative(at:)`` divided by its length (dimensionless,
    /// length 1 to rounding; ±1 for numbers), the direction of travel in value space.
    ///
    /// Where the derivative vanishes the limit direction is used instead, so that a tangent
    /// exists wherever the animation has a direction at all:
    /// - a timing function with zero slope (ease-in at the start) or a discrete animation: the
    ///   direction of increasing progress along the interpolated curve;
    /// - a cubic or spline segment whose derivative is zero at a point (a cusp, a keyframe with
    ///   tension 1): the second derivative there (negated at the end of a segment, the limit from
    ///   the left), then the third;
    /// - a segment that does not move (equal neighbouring values): the chord of the nearest
    ///   moving segment, forward first, then backward;
    /// - an animation whose values are all equal: the first axis (1, 0, …), as a path's
    ///   tangent is (1, 0) where it has none.
    /// NaN for a NaN fraction (as ``value(at:)``); otherwise never NaN.
    /// - Complexity: O(log n), as ``value(at:)``.
    public func tangent(at fraction: Double) -> Value {
        let d = derivative(at: fraction)
        if fraction.isNaN { return d }
        return d.unitVector ?? limitDirection(at: fraction)
    }

    /// The limit direction of ``tangent(at:)`` where the derivative is zero (or overflows).
    func limitDirection(at fraction: Double) -> Value {
        let n = values.count
        let axis = Value(components: (0..<Value.zero.components.count).map { $0 == 0 ? 1.0 : 0.0 })
        guard n > 1 else { return axis }
        func unit(_ v: Value) -> Value? { v.unitVector }
        var t = fraction
        if let timingFunction { t = timingFunction.value(at: fraction) }
        var hint = 0
        var segment: Int
        var s = 0.0
        if calculationMode == .cubicPaced, let table = arcLength, let speed = hermiteSpeed, table.totalLength > 0 {
            (segment, s) = table.locate(t * table.totalLength, hint: &hint) { speed.speed($0, $1) }
        } else {
            segment = Self.lastIndex(in: knots, atOrBelow: t, upperBound: min(n - 2, knots.count - 1), hint: &hint)
            segment = min(segment, n - 2)
            let span = knots[segment + 1] - knots[segment]
            if span > 0 { s = min(max((t - knots[segment]) / span, 0), 1) }
            if calculationMode != .paced && calculationMode != .cubicPaced && calculationMode != .discrete, let functions = timingFunctions {
                s = functions[segment].value(at: s)
            }
        }
        let cubic = calculationMode == .cubic || calculationMode == .cubicPaced || calculationMode.isSpline
        if cubic {
            let (p0, p1, m0, m1) = (unitValues[segment], unitValues[segment + 1], outgoing[segment], incoming[segment])
            if let direction = unit(Self.hermiteDerivative(p0, m0, m1, p1, s)) { return direction }
            let second = (p1 - p0).scaled(by: 6 - 12 * s) + m0.scaled(by: 6 * s - 4) + m1.scaled(by: 6 * s - 2)
            if let direction = unit(s < 1 ? second : Value.zero - second) { return direction }
            let third = (p1 - p0).scaled(by: -12) + m0.scaled(by: 6) + m1.scaled(by: 6)
            if let direction = unit(third) { return direction }
        }
        for i in segment..<(n - 1) {
            if let direction = unit(unitValues[i + 1] - unitValues[i]) { return direction }
        }
        for i in stride(from: segment - 1, through: 0, by: -1) {
            if let direction = unit(unitValues[i + 1] - unitValues[i]) { return direction }
        }
        return axis
    }
}
