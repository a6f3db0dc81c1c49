// Evaluation of a keyframe animation at a fraction of its duration: first where the fraction
// falls (a keyframe, or a segment and the local progress in it), then the value there in the
// animation's space, and, in a linear space, the derivative.

import MotionMath
import TimingCurves

extension KeyframeAnimation {
    /// Where a fraction falls: on keyframe `index` (a discrete hold, a zero-length segment, a
    /// single keyframe), in segment `index` at local progress `s` with `ds` = d(s)/d(fraction)
    /// when the slope is asked for, else 1 (cubicPaced: s is the curve's parameter and ds the
    /// overall timing function's slope), or nowhere (a NaN fraction, or a NaN from the timing
    /// function). A plain struct, not an enum with payloads, which the optimiser did not take
    /// apart as well.
    @usableFromInline
    struct Location {
        @usableFromInline enum Kind: UInt8 { case key, segment, undefined }
        @usableFromInline var kind: Kind, index: Int, s: Double, ds: Double
        @inlinable init(_ kind: Kind, _ index: Int, s: Double, ds: Double) { (self.kind, self.index, self.s, self.ds) = (kind, index, s, ds) }
        @inlinable static func key(_ i: Int) -> Location { Location(.key, i, s: 0, ds: 0) }
        @inlinable static var undefined: Location { Location(.undefined, 0, s: .nan, ds: 0) }
        @inlinable static func segment(_ i: Int, s: Double, ds: Double) -> Location { Location(.segment, i, s: s, ds: ds) }
    }

    /// Where `fraction` falls, the segment found from `hint` (updated); `cursor` is where the
    /// previous cubicPaced query landed (``PacedCursor``). With `slope` false the timing
    /// functions are asked for `value(at:)` only (the `TimingCurve` contract makes it the value of
    /// `valueAndDerivative(at:)`), and ds is 1.
    @inlinable @inline(__always)
    func locate(_ fraction: Double, hint: inout Int, cursor: inout PacedCursor, slope: Bool) -> Location {
        let n = values.count
        if n == 1 { return .key(0) }
        var t = fraction, dt = 1.0
        if slope {
            if let (y, s) = timing?.valueAndDerivative(at: fraction) { (t, dt) = (y, s) }
        } else if let y = timing?.value(at: fraction) {
            t = y
        }
        if t.isNaN { return .undefined }
        switch calculationMode {
        case .discrete:
            // Value i holds on [kᵢ, kᵢ₊₁); the last from its key time on.
            return .key(min(knots.lastIndex(atOrBelow: t, upperBound: knots.count - 1, hint: &hint), n - 1))
        case .cubicPaced:
            // Through optional chaining, which borrows the table: binding it (`if let`) would copy
            // it, three retains and releases (atomic operations) per query.
            guard let found = arcLength?.locateBuilt(fraction: t, hint: &hint, cursor: &cursor) ?? nil else { return .key(0) }
            let u = found.u ?? Self.pacedParameter(arcLength, hermiteSpeed, piece: found.piece, local: found.local)
            return .segment(found.piece, s: u, ds: dt)
        case .linear, .paced, .cubic, .naturalSpline, .clampedSpline, .notAKnotSpline, .periodicSpline, .monotoneSpline:
            let i = knots.lastIndex(atOrBelow: t, upperBound: n - 2, hint: &hint)
            let span = knots[i + 1] - knots[i]
            guard span > 0 else { return .key(i + 1) }
            // ds only for the slope: a division per query otherwise.
            var s = (t - knots[i]) / span, ds = slope ? dt / span : 1
            if calculationMode != .paced, let functions = timingFunctions {
                if slope {
                    let (y, d) = functions[i].valueAndDerivative(at: s)
                    s = y
                    ds *= d
                } else {
                    s = functions[i].value(at: s)
                }
            }
            return .segment(i, s: s, ds: ds)
        }
    }

    /// The value at a location.
    @inlinable @inline(__always)
    func value(at location: Location) -> Space.Value {
        let i = location.index, s = location.s
        switch location.kind {
        case .key: return continuousValues[i]
        case .undefined: return nanValue ?? continuousValues[0]
        case .segment: break
        }
        if controls.isEmpty {
            // Each pair resolves what its keyframes leave undefined from the other end (CSS).
            let (a, b) = segmentEnds[i]
            if s == 0 { return a }
            return space.stepInterpolate(from: a, to: b, fraction: s)
        }
        let (b1, b2) = controls[i]
        return space.cubicBezier(continuousValues[i], b1, b2, continuousValues[i + 1], fraction: s)
    }

    /// The value at a fraction of the duration (0 = start, 1 = end).
    ///
    /// The overall timing function maps the fraction first; then the segment holding it is found
    /// and its local progress (through its own timing function, if any) interpolated by the mode.
    /// NaN gives NaN components for vectors and the first value in other spaces (use
    /// ``checkedValue(at:)`` for a typed error).
    /// - Complexity: O(log n) (binary search), O(1) for n ≤ 2.
    @inlinable
    public func value(at fraction: Double) -> Space.Value {
        var hint = 0, cursor = PacedCursor()
        return value(at: locate(fraction, hint: &hint, cursor: &cursor, slope: false))
    }

    /// The value at a finite fraction, or a typed error.
    /// - Throws: ``KeyframeError/nonFiniteInput(name:)`` for NaN or infinity.
    public func checkedValue(at fraction: Double) throws(KeyframeError) -> Space.Value {
        guard fraction.isFinite else { throw .nonFiniteInput(name: "fraction") }
        return value(at: fraction)
    }

    /// Values at many fractions; increasing fractions (an animation's frames) locate each segment
    /// in O(1) from the previous one.
    /// - Complexity: O(m) for m increasing fractions, O(m log n) in the worst case.
    @inlinable
    public func values(at fractions: [Double]) -> [Space.Value] {
        var hint = 0, cursor = PacedCursor()
        // A loop rather than `map`: the optimiser kept `map`'s closure (which captures the hint
        // and cursor) as a call per value, reloading the animation's storage each time.
        var result: [Space.Value] = []
        result.reserveCapacity(fractions.count)
        for fraction in fractions {
            result.append(value(at: locate(fraction, hint: &hint, cursor: &cursor, slope: false)))
        }
        return result
    }

    /// The value, locating the segment from `hint` (updated): O(1) along increasing fractions.
    @inlinable
    public func value(at fraction: Double, hint: inout Int) -> Space.Value {
        var cursor = PacedCursor()
        return value(at: locate(fraction, hint: &hint, cursor: &cursor, slope: false))
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
}

extension KeyframeAnimation where Space: LinearInterpolationSpace {
    /// Segment i in Hermite form on unit values: the ends, the span-scaled tangents, and the
    /// factor back to the values (from the vector initialiser's unit data, or from the control
    /// points of keyframes built with an explicit space, at factor 1).
    @inlinable @inline(__always)
    func hermiteSegment(_ i: Int) -> (p0: Space.Value, m0: Space.Value, m1: Space.Value, p1: Space.Value, scale: Double) {
        if !outgoing.isEmpty { return (unitValues[i], outgoing[i], incoming[i], unitValues[i + 1], scale) }
        let (p0, p1) = (continuousValues[i], continuousValues[i + 1]), (b1, b2) = controls[i]
        return (p0, (b1 - p0).scaled(by: 3), (p1 - b2).scaled(by: 3), p1, 1)
    }

    /// The derivative at a location (per unit fraction).
    @inlinable @inline(__always)
    func derivative(at location: Location) -> Space.Value {
        let (i, s, ds) = (location.index, location.s, location.ds)
        switch location.kind {
        case .key: return .zero
        case .undefined: return nanValue ?? .zero
        case .segment: break
        }
        if controls.isEmpty {
            if !unitValues.isEmpty { return (unitValues[i + 1] - unitValues[i]).scaled(by: ds * scale) }
            let (a, b) = segmentEnds[i]
            return (b - a).scaled(by: ds)
        }
        let h = hermiteSegment(i)
        let direction = KeyframeTangents<Space.Value>.hermiteDerivative(h.p0, h.m0, h.m1, h.p1, s)
        guard calculationMode == .cubicPaced else { return direction.scaled(by: ds * h.scale) }
        // Constant speed: the direction of travel at the arc length's rate.
        let speed = direction.magnitude
        let total = arcLength?.totalLength ?? 0
        let velocity = speed > 0 ? direction.scaled(by: total * ds / speed) : .zero
        return velocity.scaled(by: h.scale)
    }

    /// The derivative dv/df of the value with respect to the fraction f (value units per whole
    /// duration; divide by the duration in seconds for units per second, as ``KeyframeMotion``
    /// does). Zero for discrete animations. Named `derivative`, not `velocity`: across the
    /// package a velocity is per second.
    /// - Complexity: O(log n).
    @inlinable
    public func derivative(at fraction: Double) -> Space.Value {
        var hint = 0, cursor = PacedCursor()
        return derivative(at: locate(fraction, hint: &hint, cursor: &cursor, slope: true))
    }

    /// Value and derivative (per unit fraction), locating the segment from `hint` (updated).
    /// Generic code specialises in the caller's module (inlinable), so `SIMD2<Double>` pays no
    /// protocol dispatch.
    @inlinable
    public func evaluate(_ fraction: Double, hint: inout Int) -> (value: Space.Value, derivative: Space.Value) {
        var cursor = PacedCursor()
        let location = locate(fraction, hint: &hint, cursor: &cursor, slope: true)
        return (value(at: location), derivative(at: location))
    }

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
    public func tangent(at fraction: Double) -> Space.Value {
        let d = derivative(at: fraction)
        if fraction.isNaN { return d }
        return d.unitVector ?? limitDirection(at: fraction)
    }

    /// The limit direction of ``tangent(at:)`` where the derivative is zero (or overflows).
    func limitDirection(at fraction: Double) -> Space.Value {
        typealias V = Space.Value
        let n = values.count
        let axis = V(components: (0..<V.zero.components.count).map { $0 == 0 ? 1.0 : 0.0 })
        guard n > 1 else { return axis }
        func unit(_ v: V) -> V? { v.unitVector }
        var t = fraction
        if let timingFunction { t = timingFunction.value(at: fraction) }
        var hint = 0
        var segment: Int
        var s = 0.0
        if calculationMode == .cubicPaced, let table = arcLength, let speed = hermiteSpeed, table.totalLength > 0 {
            (segment, s) = table.locate(t * table.totalLength, hint: &hint) { speed.speed($0, $1) }
        } else {
            segment = knots.lastIndex(atOrBelow: t, upperBound: min(n - 2, knots.count - 1), hint: &hint)
            segment = min(segment, n - 2)
            let span = knots[segment + 1] - knots[segment]
            if span > 0 { s = min(max((t - knots[segment]) / span, 0), 1) }
            if calculationMode != .paced && calculationMode != .cubicPaced && calculationMode != .discrete, let functions = timingFunctions {
                s = functions[segment].value(at: s)
            }
        }
        if !controls.isEmpty {
            let (p0, m0, m1, p1, _) = hermiteSegment(segment)
            if let direction = unit(KeyframeTangents<V>.hermiteDerivative(p0, m0, m1, p1, s)) { return direction }
            let second = (p1 - p0).scaled(by: 6 - 12 * s) + m0.scaled(by: 6 * s - 4) + m1.scaled(by: 6 * s - 2)
            if let direction = unit(s < 1 ? second : V.zero - second) { return direction }
            let third = (p1 - p0).scaled(by: -12) + m0.scaled(by: 6) + m1.scaled(by: 6)
            if let direction = unit(third) { return direction }
        }
        let p = unitValues.isEmpty ? continuousValues : unitValues
        for i in segment..<(n - 1) {
            if let direction = unit(p[i + 1] - p[i]) { return direction }
        }
        for i in stride(from: segment - 1, through: 0, by: -1) {
            if let direction = unit(p[i + 1] - p[i]) { return direction }
        }
        return axis
    }
}
