// Keyframe interpolation as CAKeyframeAnimation does it, made exact.

import MotionMath
import TimingCurves

/// How a keyframe animation interpolates between its values (`CAAnimationCalculationMode`).
public enum CalculationMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Straight lines between keyframes, at the key times.
    case linear
    /// Each value holds until the next key time; no interpolation.
    case discrete
    /// Straight lines at constant speed: key times come from the distances between values.
    case paced
    /// A Catmull-Rom (Kochanek–Bartels) spline through the values, at the key times.
    case cubic
    /// The cubic shape with chord-length knots, walked at exactly constant speed.
    case cubicPaced
    /// Beyond Core Animation: the C2 cubic spline with zero second derivative at the ends.
    case naturalSpline = "natural"
    /// The C2 cubic spline with given end velocities (``KeyframeAnimation/endVelocities``; zero
    /// when nil).
    case clampedSpline = "clamped"
    /// The C2 cubic spline whose third derivative is continuous at the second and penultimate
    /// keyframes (MATLAB's `spline` default).
    case notAKnotSpline = "notAKnot"
    /// The C2 cubic spline of a closed loop: the last value must equal the first; value, velocity
    /// and acceleration match across the seam.
    case periodicSpline = "periodic"
    /// A C1 monotone cubic (Fritsch–Carlson), per component: between two keyframes the value never
    /// leaves the range of the two (no overshoot), and it is flat at every local extremum. The
    /// shape of Compose's `keyframesWithSpline` and MotionLayout's `MonotonicCurveFit`, without
    /// their two overshoots (see the Keyframes article).
    case monotoneSpline = "monotone"

    /// Whether the mode is one of the C2 splines.
    @usableFromInline package var isSpline: Bool { [.naturalSpline, .clampedSpline, .notAKnotSpline, .periodicSpline, .monotoneSpline].contains(self) }
}

/// A keyframe animation: values at key times, interpolated by a calculation mode, as a pure
/// function of the fraction of the duration.
///
/// The model of `CAKeyframeAnimation`: `values`, optional `keyTimes` (fractions of the duration,
/// non-decreasing from 0 to 1; uniform when nil), a ``CalculationMode``, per-segment
/// `timingFunctions` applied to each segment's local progress on top of an optional overall
/// `timingFunction` applied to the whole fraction, and Kochanek–Bartels tension, continuity and
/// bias per keyframe for the cubic modes. Values are any `AnimatableVector` (Double, Float,
/// SIMD2/3/4 points and colours).
///
/// Evaluation: ``value(at:)`` and ``derivative(at:)`` (with respect to the fraction; divide by
/// the duration for per-second units, as ``KeyframeMotion`` does). Fractions outside [0, 1] (from an overshooting
/// timing function) extrapolate the first or last segment; discrete holds the end values.
///
/// - Complexity: building is O(n) (plus one arc-length table for cubicPaced); evaluation is
///   O(log n) for a random fraction and O(1) amortised along increasing fractions with
///   ``values(at:)``.
public struct KeyframeAnimation<Value: AnimatableVector>: Sendable {
    /// The keyframe values.
    public let values: [Value]
    /// The key times as given (nil: uniform).
    public let keyTimes: [Double]?
    /// The calculation mode.
    public let calculationMode: CalculationMode
    /// One timing function per segment (values.count − 1), or nil for linear progress.
    public let timingFunctions: [any TimingCurve]?
    /// A timing function applied to the whole fraction before the keyframes, or nil.
    public var timingFunction: (any TimingCurve)? { timing?.curve }
    /// ``timingFunction`` behind a reference, which evaluation borrows: an optional existential
    /// cannot be unwrapped in place, so reading `timingFunction` copied it through its value
    /// witnesses on every query, nil or not, while an optional reference is a pointer test.
    @usableFromInline let timing: TimingCurveBox?
    /// Kochanek–Bartels tension, continuity and bias, one per keyframe (cubic modes), or nil (0).
    public let tensionValues: [Double]?
    public let continuityValues: [Double]?
    public let biasValues: [Double]?
    /// The end velocities of a clamped spline (per unit fraction), or nil (zero).
    public let endVelocities: (start: Value, end: Value)?
    /// The monotone spline of a loop (Compose's `keyframesWithSpline(periodicBias)`): both end
    /// slopes are last secant × (1 − bias) + first secant × bias, so a repeat joins C1; bias 0
    /// keeps the end's slope, 1 the start's (both 0 when an end interval is flat, which the
    /// monotone rule holds flat). Nil: the open monotone spline.
    public let periodicBias: Double?
    /// How the first and last tangents of the cubic modes are formed (``EndTangentRule``;
    /// default parabolic). Ignored by the other modes.
    public let endTangentRule: EndTangentRule

    /// The knots used: the key times, uniform times, or the normalised chord lengths (paced).
    public let knots: [Double]
    /// The values divided by ``scale`` (a power of two, so exactly): every interpolation runs on
    /// these, of magnitude ≤ 1, so no intermediate overflows for values near the largest Double;
    /// results are multiplied back by ``scale`` (exact again).
    @usableFromInline let unitValues: [Value]
    /// A power of two ≥ the largest |component| of the values, at most 2¹⁰²³ (1 when they are ≤ 1).
    @usableFromInline let scale: Double
    /// Hermite tangents per segment of ``unitValues``, already multiplied by the segment's knot
    /// span: the tangent leaving keyframe i and the tangent arriving at keyframe i + 1 (cubic modes).
    @usableFromInline let outgoing: [Value]
    @usableFromInline let incoming: [Value]
    /// Arc length of the cubic shape and the speed of its pieces (cubicPaced).
    @usableFromInline let arcLength: ArcLengthTable?
    @usableFromInline let hermiteSpeed: HermiteSpeed?

    /// Builds and validates an animation.
    ///
    /// `endTangentRule` chooses the first and last tangents of the cubic modes (``EndTangentRule``);
    /// tension, continuity and bias apply at the first and last keyframes too.
    /// - Throws: ``KeyframeError/invalidKeyframes(_:)`` listing every problem: no values, a
    ///   non-finite value, key times of the wrong count, not finite, outside [0, 1], decreasing,
    ///   or not starting at 0 / ending at 1 where the mode needs it; timing functions not one per
    ///   segment; tension/continuity/bias of the wrong count or not finite.
    /// - Complexity: O(n); cubicPaced adds an arc-length table (O(n) integrations). The build is
    ///   compiled ahead for `Double`, `SIMD2<Double>` and `SIMD3<Double>` values; for other types it
    ///   runs the generic code, whose vector arithmetic goes through the protocol's witnesses.
    @_specialize(exported: true, where Value == Double)
    @_specialize(exported: true, where Value == SIMD2<Double>)
    @_specialize(exported: true, where Value == SIMD3<Double>)
    public init(
        values: [Value], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timingFunctions: [any TimingCurve]? = nil, timingFunction: (any TimingCurve)? = nil,
        tensionValues: [Double]? = nil, continuityValues: [Double]? = nil, biasValues: [Double]? = nil,
        endVelocities: (start: Value, end: Value)? = nil, periodicBias: Double? = nil, endTangentRule: EndTangentRule = .parabolic
    ) throws(KeyframeError) {
        var problems = Self.problems(
            values: values, keyTimes: keyTimes, mode: calculationMode, timingFunctions: timingFunctions,
            tension: tensionValues, continuity: continuityValues, bias: biasValues)
        if calculationMode.isSpline {
            if let keyTimes, keyTimes.count == values.count, let i = keyTimes.indices.dropFirst().first(where: { keyTimes[$0] <= keyTimes[$0 - 1] }) {
                problems.append("a spline needs strictly increasing keyTimes: keyTimes[\(i)] = \(keyTimes[i]) after \(keyTimes[i - 1])")
            }
            if calculationMode == .periodicSpline, values.count >= 2, values.first != values.last {
                problems.append("a periodic spline needs the last value equal to the first (a closed loop)")
            }
            if calculationMode == .periodicSpline, values.count == 2 {
                problems.append("a periodic spline needs at least three values (two distinct keyframes and the closing one)")
            }
            if let endVelocities, !(endVelocities.start.isFiniteVector && endVelocities.end.isFiniteVector) {
                problems.append("endVelocities are not finite")
            }
        }
        if let periodicBias {
            if calculationMode != .monotoneSpline { problems.append("periodicBias applies to the monotone spline only, not \(calculationMode.rawValue)") }
            if !(periodicBias >= 0 && periodicBias <= 1) { problems.append("periodicBias must be from 0 to 1, got \(periodicBias)") }
        }
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }
        self.endVelocities = endVelocities
        self.periodicBias = periodicBias
        self.endTangentRule = endTangentRule
        self.values = values
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        self.timingFunctions = timingFunctions
        self.timing = timingFunction.map(TimingCurveBox.init)
        self.tensionValues = tensionValues
        self.continuityValues = continuityValues
        self.biasValues = biasValues

        let n = values.count
        // Only large values are scaled down (small ones cannot overflow; scaling them up could).
        let scale = unitScaleExponent(values).map { Double(sign: .plus, exponent: $0, significand: 1) } ?? 1
        let unit = scale == 1 ? values : values.map { $0.scaled(by: 1 / scale) }
        self.scale = scale
        self.unitValues = unit
        switch calculationMode {
        case .paced, .cubicPaced:
            knots = Self.chordKnots(unit)
        case .discrete:
            knots = keyTimes ?? (0..<n).map { Double($0) / Double(n) }
        case .linear, .cubic, .naturalSpline, .clampedSpline, .notAKnotSpline, .periodicSpline, .monotoneSpline:
            knots = keyTimes ?? (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        }
        if calculationMode.isSpline {
            let unitEnds = endVelocities.map { ($0.start.scaled(by: 1 / scale), $0.end.scaled(by: 1 / scale)) }
            (outgoing, incoming) = try Self.splineTangents(unit, knots: knots, mode: calculationMode, endVelocities: unitEnds, periodicBias: periodicBias)
        } else if calculationMode == .cubic || calculationMode == .cubicPaced {
            (outgoing, incoming) = Self.hermiteTangents(
                unit, knots: knots, tension: tensionValues, continuity: continuityValues, bias: biasValues,
                endRule: endTangentRule)
        } else {
            (outgoing, incoming) = ([], [])
        }
        if calculationMode == .cubicPaced && n > 1 {
            let speed = HermiteSpeed(values: unit, outgoing: outgoing, incoming: incoming)
            hermiteSpeed = speed
            arcLength = ArcLengthTable(
                pieces: n - 1, appendingBreakpoints: speed.appendBreakpoints, appendingDerivative: speed.appendDerivative, speed: speed.speed)
        } else {
            hermiteSpeed = nil
            arcLength = nil
        }
    }

    /// Plays keyframe data (values with key times), e.g. from the spring frame generators of Springs.
    /// - Throws: as ``init(values:keyTimes:calculationMode:timingFunctions:timingFunction:tensionValues:continuityValues:biasValues:endVelocities:periodicBias:endTangentRule:)``.
    public init(_ data: KeyframeData<Value>, calculationMode: CalculationMode = .linear) throws(KeyframeError) {
        try self.init(values: data.values, keyTimes: data.keyTimes, calculationMode: calculationMode)
    }

    /// Every problem with the arrays, as sentences (empty when valid).
    package static func problems(
        values: [Value], keyTimes: [Double]?, mode: CalculationMode, timingFunctions: [any TimingCurve]?,
        tension: [Double]?, continuity: [Double]?, bias: [Double]?
    ) -> [String] {
        var problems: [String] = []
        let n = values.count
        if n == 0 { problems.append("values is empty") }
        if let i = values.firstIndex(where: { !$0.isFiniteVector }) { problems.append("values[\(i)] is not finite") }
        if let keyTimes, mode != .paced && mode != .cubicPaced {
            let allowed = mode == .discrete ? [n, n + 1] : [n]
            if !allowed.contains(keyTimes.count) {
                problems.append("keyTimes has \(keyTimes.count) entries; \(mode.rawValue) needs \(allowed.map(String.init).joined(separator: " or ")) (one per value\(mode == .discrete ? ", or one more" : ""))")
            }
            if let i = keyTimes.firstIndex(where: { !$0.isFinite }) {
                problems.append("keyTimes[\(i)] is not finite")
            } else {
                if let i = keyTimes.firstIndex(where: { $0 < 0 || $0 > 1 }) { problems.append("keyTimes[\(i)] = \(keyTimes[i]) is outside [0, 1]") }
                if let i = keyTimes.indices.dropFirst().first(where: { keyTimes[$0] < keyTimes[$0 - 1] }) {
                    problems.append("keyTimes are not sorted: keyTimes[\(i)] = \(keyTimes[i]) < keyTimes[\(i - 1)] = \(keyTimes[i - 1])")
                }
                if let first = keyTimes.first, first != 0 { problems.append("keyTimes must start at 0, got \(first)") }
                let needsEnd = mode != .discrete || keyTimes.count == n + 1
                if needsEnd, let last = keyTimes.last, last != 1, n > 1 || mode == .discrete {
                    problems.append("keyTimes must end at 1, got \(last)")
                }
            }
        }
        if let timingFunctions, mode != .paced && mode != .cubicPaced, timingFunctions.count != max(n - 1, 0) {
            problems.append("timingFunctions has \(timingFunctions.count) entries; needs \(max(n - 1, 0)) (one per segment)")
        }
        for (name, array) in [("tensionValues", tension), ("continuityValues", continuity), ("biasValues", bias)] {
            guard let array else { continue }
            if array.count != n { problems.append("\(name) has \(array.count) entries; needs \(n) (one per value)") }
            if let i = array.firstIndex(where: { !$0.isFinite }) { problems.append("\(name)[\(i)] is not finite") }
        }
        return problems
    }

    /// Normalised cumulative chord lengths: 0, |p1 − p0|/L, …, 1 (uniform when L = 0).
    static func chordKnots(_ values: [Value]) -> [Double] {
        let n = values.count
        guard n > 1 else { return [0] }
        var knots = [0.0]
        knots.reserveCapacity(n)
        for i in 1..<n { knots.append(knots[i - 1] + (values[i] - values[i - 1]).magnitude) }
        let total = knots[n - 1]
        guard total > 0, total.isFinite else { return (0..<n).map { Double($0) / Double(n - 1) } }
        knots = knots.map { $0 / total }
        knots[n - 1] = 1
        return knots
    }
}

/// A timing curve behind a reference (``KeyframeAnimation/timing``).
@usableFromInline
final class TimingCurveBox: Sendable {
    let curve: any TimingCurve
    init(_ curve: any TimingCurve) { self.curve = curve }
    /// The curve's value (opaque to the inlined evaluation, which then keeps no copy of its state
    /// across the call).
    @usableFromInline func value(at x: Double) -> Double { curve.value(at: x) }
    /// The curve's value and slope.
    @usableFromInline func valueAndSlope(at x: Double) -> (value: Double, slope: Double) { curve.valueAndSlope(at: x) }
}
