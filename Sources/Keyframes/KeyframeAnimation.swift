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
    /// The C2 cubic spline with given end derivatives (``KeyframeAnimation/endDerivatives``; zero
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
/// function of the fraction of the duration, in the values' own `InterpolationSpace`.
///
/// The model of `CAKeyframeAnimation`: `values`, optional `keyTimes` (fractions of the duration,
/// non-decreasing from 0 to 1; uniform when nil), a ``CalculationMode``, per-segment
/// `timingFunctions` applied to each segment's local progress on top of an optional overall
/// `timingFunction` applied to the whole fraction, and Kochanek–Bartels tension, continuity and
/// bias per keyframe for the cubic modes.
///
/// Plain vectors (Double, Float, SIMD2/3/4 points and colours as numbers) are the space
/// `VectorSpace`, which the initialiser without a `space` chooses:
/// ```
/// let x = try KeyframeAnimation(values: [0.0, 100, 40], calculationMode: .cubic)   // KeyframeAnimation<VectorSpace<Double>>
/// let turn = try KeyframeAnimation(space: AngleSpace<Double>(), values: [350, 10])
/// turn.value(at: 0.5)   // 360: the shorter way, through 0°
/// ```
/// Every space has discrete, linear and paced (constant speed in the space's distance); a
/// `DifferentiableInterpolationSpace` (angles, rotations, colours) adds cubic, built in each
/// keyframe's chart; a `LinearInterpolationSpace` (vectors) adds cubicPaced, the C2 splines,
/// end derivatives and the derivatives (``derivative(at:)``, ``tangent(at:)``, linear
/// extrapolation).
///
/// A cubic segment is evaluated as the cubic Bézier with control points b₁ = pᵢ + h·outᵢ/3,
/// b₂ = pᵢ₊₁ − h·inᵢ₊₁/3 (`InterpolationSpace.cubicBezier`: the Bernstein form for vectors,
/// geodesic de Casteljau in a curved space), which for vectors is the cubic Hermite segment.
/// Fractions outside [0, 1] (from an overshooting timing function) extrapolate the first or last
/// segment; discrete holds the end values.
///
/// - Complexity: building is O(n) (plus one arc-length table for cubicPaced); evaluation is
///   O(log n) for a random fraction and O(1) amortised along increasing fractions with
///   ``values(at:)``.
public struct KeyframeAnimation<Space: InterpolationSpace>: Sendable {
    /// The space the values interpolate in.
    public let space: Space
    /// The keyframe values as given.
    public let values: [Space.Value]
    /// The values the curve passes through: `InterpolationSpace.continuousSequence(_:)` of
    /// ``values`` (equal to them for vectors; angles unwrapped, quaternion signs aligned).
    @usableFromInline package let continuousValues: [Space.Value]
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
    /// The end derivatives of a clamped spline (per unit fraction), or nil (zero).
    public let endDerivatives: (start: Space.Value, end: Space.Value)?
    /// The monotone spline of a loop (Compose's `keyframesWithSpline(periodicBias)`): both end
    /// slopes are last secant × (1 − bias) + first secant × bias, so a repeat joins C1; bias 0
    /// keeps the end's slope, 1 the start's (both 0 when an end interval is flat, which the
    /// monotone rule holds flat). Nil: the open monotone spline.
    public let periodicBias: Double?
    /// How the first and last tangents of the cubic modes are formed (``EndTangentRule``;
    /// default parabolic). Ignored by the other modes.
    public let endTangentRule: EndTangentRule

    /// The knots used: the key times, uniform times, or the normalised cumulative distances (paced).
    public let knots: [Double]
    /// The ends each linear or paced segment interpolates between: keyframes i and i + 1, with
    /// what each leaves undefined taken from the other (`InterpolationSpace.pairEnd`); empty
    /// for the other modes.
    @usableFromInline let segmentEnds: [(Space.Value, Space.Value)]
    /// The Bézier control points of each cubic segment: b₁ leaving keyframe i, b₂ arriving at
    /// i + 1 (cubic modes).
    @usableFromInline let controls: [(Space.Value, Space.Value)]
    /// What a NaN fraction gives: NaN components for vectors, nil (the first value) otherwise.
    @usableFromInline let nanValue: Space.Value?
    /// Vectors: the values divided by ``scale`` (a power of two, so exactly), of magnitude ≤ 1,
    /// and the Hermite tangents of the cubic modes on them, multiplied by each segment's knot
    /// span (leaving keyframe i, arriving at i + 1): the derivatives are computed from these, so
    /// that no intermediate overflows for values near the largest Double. Empty in other spaces.
    @usableFromInline let unitValues: [Space.Value]
    @usableFromInline let outgoing: [Space.Value]
    @usableFromInline let incoming: [Space.Value]
    /// A power of two ≥ the largest |component| of vector values, at most 2¹⁰²³ (1 when they are
    /// ≤ 1, and in other spaces).
    @usableFromInline let scale: Double
    /// cubicPaced: the arc length of the cubic shape (on the unit values) and the speed of its pieces.
    @usableFromInline let arcLength: ArcLengthTable?
    @usableFromInline let hermiteSpeed: HermiteSpeed?

    /// Stores validated input with the knots, segment ends and control points computed.
    init(
        validated space: Space, values: [Space.Value], keyTimes: [Double]?, mode: CalculationMode,
        timingFunctions: [any TimingCurve]?, timingFunction: (any TimingCurve)?,
        tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil,
        endDerivatives: (start: Space.Value, end: Space.Value)? = nil, periodicBias: Double? = nil, endTangentRule: EndTangentRule = .parabolic,
        knots given: [Double]? = nil, controls: [(Space.Value, Space.Value)] = [], nanValue: Space.Value? = nil,
        hermite: (unit: [Space.Value], outgoing: [Space.Value], incoming: [Space.Value], scale: Double) = ([], [], [], 1),
        arcLength: ArcLengthTable? = nil, hermiteSpeed: HermiteSpeed? = nil
    ) {
        self.space = space
        self.values = values
        let continuous = space.continuousSequence(values)
        continuousValues = continuous
        self.keyTimes = keyTimes
        calculationMode = mode
        self.timingFunctions = timingFunctions
        self.timing = timingFunction.map(TimingCurveBox.init)
        self.tensionValues = tension
        self.continuityValues = continuity
        self.biasValues = bias
        self.endDerivatives = endDerivatives
        self.periodicBias = periodicBias
        self.endTangentRule = endTangentRule
        let n = values.count
        let ends = mode == .linear || mode == .paced ? continuous.indices.dropLast().map { i in
            (space.pairEnd(continuous[i], original: values[i], partner: continuous[i + 1]),
             space.pairEnd(continuous[i + 1], original: values[i + 1], partner: continuous[i]))
        } : []
        segmentEnds = ends
        if let given {
            knots = given
        } else {
            switch mode {
            case .paced:
                var cumulative = [0.0]
                // The distance each segment travels: between its pair's ends.
                for (i, (a, b)) in ends.enumerated() { cumulative.append(cumulative[i] + space.distance(from: a, to: b)) }
                let total = cumulative.last ?? 0
                if n > 1, total > 0, total.isFinite {
                    var k = cumulative.map { $0 / total }
                    k[n - 1] = 1
                    knots = k
                } else {
                    knots = (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
                }
            case .discrete:
                knots = keyTimes ?? (0..<n).map { Double($0) / Double(n) }
            default:
                knots = keyTimes ?? (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
            }
        }
        self.controls = controls
        self.nanValue = nanValue
        (unitValues, outgoing, incoming, scale) = hermite
        self.arcLength = arcLength
        self.hermiteSpeed = hermiteSpeed
    }

    /// Linear, discrete or paced keyframes in any space. (Disfavoured, so that a differentiable
    /// space's call without tension arguments picks the initialiser that has cubic.)
    /// - Throws: ``KeyframeError/invalidKeyframes(_:)`` listing every problem: the array
    ///   problems (counts, key times, timing functions), each value the space rejects (with the
    ///   space's reason), and a mode other than discrete, linear or paced (cubic needs a
    ///   `DifferentiableInterpolationSpace`).
    @_disfavoredOverload
    public init(
        space: Space, values: [Space.Value], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timingFunctions: [any TimingCurve]? = nil, timingFunction: (any TimingCurve)? = nil
    ) throws(KeyframeError) {
        var problems = Self.problems(space: space, values: values, keyTimes: keyTimes, mode: calculationMode, timingFunctions: timingFunctions)
        if ![.discrete, .linear, .paced].contains(calculationMode) {
            problems.append("\(calculationMode.rawValue) needs a differentiable space (tangents); this space has discrete, linear and paced")
        }
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }
        self.init(validated: space, values: values, keyTimes: keyTimes, mode: calculationMode,
                  timingFunctions: timingFunctions, timingFunction: timingFunction)
    }

    /// The array problems and the values the space rejects.
    static func problems(
        space: Space, values: [Space.Value], keyTimes: [Double]?, mode: CalculationMode, timingFunctions: [any TimingCurve]?,
        tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil
    ) -> [String] {
        var problems = arrayProblems(count: values.count, keyTimes: keyTimes, mode: mode, timingFunctions: timingFunctions,
                                     tension: tension, continuity: continuity, bias: bias)
        for (i, value) in values.enumerated() {
            do throws(ValueSpaceError) { try space.validate(value) } catch { problems.append("values[\(i)]: \(error)") }
        }
        return problems
    }

    /// Every problem with the arrays of `count` keyframes, as sentences (empty when valid).
    package static func arrayProblems(
        count n: Int, keyTimes: [Double]?, mode: CalculationMode, timingFunctions: [any TimingCurve]?,
        tension: [Double]?, continuity: [Double]?, bias: [Double]?
    ) -> [String] {
        var problems: [String] = []
        if n == 0 { problems.append("values is empty") }
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

    /// de Casteljau's construction with the space's step geodesic: the point at s and the last
    /// two intermediate points (r₀, r₁; the derivative is 3·(r₁ − r₀) in a flat space).
    @inlinable
    package static func deCasteljau(
        _ space: Space, _ p0: Space.Value, _ b1: Space.Value, _ b2: Space.Value, _ p1: Space.Value, _ s: Double
    ) -> (value: Space.Value, r0: Space.Value, r1: Space.Value) {
        func step(_ a: Space.Value, _ b: Space.Value) -> Space.Value { space.stepInterpolate(from: a, to: b, fraction: s) }
        let q0 = step(p0, b1), q1 = step(b1, b2), q2 = step(b2, p1)
        let r0 = step(q0, q1), r1 = step(q1, q2)
        return (step(r0, r1), r0, r1)
    }
}

extension KeyframeAnimation where Space: DifferentiableInterpolationSpace {
    /// Keyframes in a differentiable space: discrete, linear, paced, and cubic with
    /// Kochanek–Bartels tension, continuity and bias (one per keyframe, default 0: Catmull-Rom)
    /// and the end tangent rule, the tangents computed in the chart of each keyframe
    /// (log_{pᵢ} of its neighbours) and turned into Bézier control points
    /// b₁ = exp_{pᵢ}(h·outᵢ/3), b₂ = exp_{pᵢ₊₁}(−h·inᵢ₊₁/3), evaluated with the space's geodesic
    /// (Shoemake's spherical Bézier for rotations). It passes through every keyframe and is C¹
    /// there when continuity is 0.
    /// - Throws: ``KeyframeError/invalidKeyframes(_:)`` listing every problem (as the general
    ///   initialiser, plus tension/continuity/bias counts and finiteness; the global splines and
    ///   cubicPaced need vector arithmetic, which `init(values:…)` has for `VectorSpace`, even when
    ///   the space given here is `VectorSpace`), or a segment whose Bézier control
    ///   points are not finite (keyframes near the largest finite number, too far apart): within
    ///   each segment the curve is then a convex blend of finite points, finite at every fraction
    ///   in [0, 1].
    /// - Complexity: O(n) space operations.
    public init(
        space: Space, values: [Space.Value], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timingFunctions: [any TimingCurve]? = nil, timingFunction: (any TimingCurve)? = nil,
        tensionValues: [Double]? = nil, continuityValues: [Double]? = nil, biasValues: [Double]? = nil,
        endTangentRule: EndTangentRule = .parabolic
    ) throws(KeyframeError) {
        var problems = Self.problems(
            space: space, values: values, keyTimes: keyTimes, mode: calculationMode, timingFunctions: timingFunctions,
            tension: tensionValues, continuity: continuityValues, bias: biasValues)
        if ![.discrete, .linear, .paced, .cubic].contains(calculationMode) {
            problems.append("\(calculationMode.rawValue) needs vector arithmetic on the values: KeyframeAnimation(values:…) has it for vectors (VectorSpace); this initialiser, which builds in each keyframe's chart, has discrete, linear, paced and cubic")
        }
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }
        let unit = KeyframeAnimation(validated: space, values: values, keyTimes: keyTimes, mode: calculationMode,
                                     timingFunctions: timingFunctions, timingFunction: timingFunction)
        let controls = calculationMode == .cubic ? Self.controlPoints(
            space: space, unit.continuousValues, knots: unit.knots, tension: tensionValues, continuity: continuityValues,
            bias: biasValues, endRule: endTangentRule) : []
        for (i, (b1, b2)) in controls.enumerated() {
            do throws(ValueSpaceError) { try space.validate(b1); try space.validate(b2) } catch {
                throw .invalidKeyframes(["segment \(i): the cubic's control points overflow (the keyframes are too far apart for cubic interpolation): \(error)"])
            }
        }
        self.init(validated: space, values: values, keyTimes: keyTimes, mode: calculationMode,
                  timingFunctions: timingFunctions, timingFunction: timingFunction,
                  tension: tensionValues, continuity: continuityValues, bias: biasValues, endTangentRule: endTangentRule,
                  knots: unit.knots, controls: controls)
    }

    /// Bézier control points of every segment from Kochanek–Bartels tangents computed in the
    /// chart of each keyframe (``tangents(space:_:knots:tension:continuity:bias:endRule:)``).
    package static func controlPoints(
        space: Space, _ p: [Space.Value], knots t: [Double], tension: [Double]?, continuity: [Double]?, bias: [Double]?,
        endRule: EndTangentRule
    ) -> [(Space.Value, Space.Value)] {
        let (leaving, arriving) = tangents(space: space, p, knots: t, tension: tension, continuity: continuity, bias: bias, endRule: endRule)
        return leaving.indices.map { i in
            (space.moved(p[i], by: leaving[i].scaled(by: 1.0 / 3)), space.moved(p[i + 1], by: arriving[i].scaled(by: -1.0 / 3)))
        }
    }

    /// The Kochanek–Bartels tangents of every segment times its span, each in the chart of its own
    /// keyframe: leaving keyframe i and arriving at keyframe i + 1. Timelines builds its cubic
    /// runs with them.
    package static func tangents(
        space: Space, _ p: [Space.Value], knots t: [Double], tension: [Double]?, continuity: [Double]?, bias: [Double]?,
        endRule: EndTangentRule
    ) -> (leaving: [Space.Tangent], arriving: [Space.Tangent]) {
        let n = p.count
        guard n > 1 else { return ([], []) }
        func pick(_ array: [Double]?, _ indices: [Int], at index: Int) -> [Double]? {
            array.map { a in indices.map { $0 == index ? a[index] : 0 } }
        }
        // out[i]·h_i (segment i leaving keyframe i) and in[i+1]·h_i (segment i arriving), each in
        // the chart of its own keyframe.
        var leaving = [Space.Tangent](repeating: .zero, count: n - 1)
        var arriving = [Space.Tangent](repeating: .zero, count: n - 1)
        for i in 0..<n {
            // The keyframe and up to two neighbours, lifted into the chart of p[i].
            let indices: [Int] = n == 2 ? [0, 1] : (i == 0 ? [0, 1, 2] : (i == n - 1 ? [n - 3, n - 2, n - 1] : [i - 1, i, i + 1]))
            let lifted = indices.map { $0 == i ? Space.Tangent.zero : space.stepDifference(from: p[i], to: p[$0]) }
            let (outgoing, incoming) = KeyframeTangents<Space.Tangent>.hermiteTangents(
                lifted, knots: indices.map { t[$0] }, tension: pick(tension, indices, at: i),
                continuity: pick(continuity, indices, at: i), bias: pick(bias, indices, at: i), endRule: endRule)
            let position = indices.firstIndex(of: i)!
            if i < n - 1 { leaving[i] = outgoing[position] }
            if i > 0 { arriving[i - 1] = incoming[position - 1] }
        }
        return (leaving, arriving)
    }
}

extension KeyframeAnimation {
    /// Builds and validates an animation of vectors (`VectorSpace`): every calculation mode.
    ///
    /// `endTangentRule` chooses the first and last tangents of the cubic modes (``EndTangentRule``);
    /// tension, continuity and bias apply at the first and last keyframes too. The tangents and
    /// the spline solves run on the values divided by a power of two at least their largest
    /// component (exactly), so that no intermediate overflows for values near the largest
    /// Double.
    /// `arcLengthAccuracy` is cubicPaced's (the other modes ignore it): the point at each fraction lies within
    /// max(`arcLengthAccuracy`, 1e-13) of its piece's length of the exact constant-speed point
    /// (measured, not proved: the Keyframes article; the default is 1e-12, the tightest 1e-14).
    /// A looser accuracy makes each piece's inverse cheaper to build and smaller to hold.
    /// - Throws: ``KeyframeError/invalidKeyframes(_:)`` listing every problem: no values, a
    ///   non-finite value, key times of the wrong count, not finite, outside [0, 1], decreasing,
    ///   or not starting at 0 / ending at 1 where the mode needs it; timing functions not one per
    ///   segment; tension/continuity/bias of the wrong count or not finite; an arc-length
    ///   accuracy outside [1e-14, 1e-3]; a cubic segment whose
    ///   Bézier control points are beyond the largest Double (the curve would overflow).
    /// - Complexity: O(n); cubicPaced adds an arc-length table (O(n) integrations). The build is
    ///   compiled ahead for `Double`, `SIMD2<Double>` and `SIMD3<Double>` values; for other types it
    ///   runs the generic code, whose vector arithmetic goes through the protocol's witnesses.
    @_specialize(exported: true, where Vector == Double)
    @_specialize(exported: true, where Vector == SIMD2<Double>)
    @_specialize(exported: true, where Vector == SIMD3<Double>)
    public init<Vector: AnimatableVector>(
        values: [Vector], keyTimes: [Double]? = nil, calculationMode: CalculationMode = .linear,
        timingFunctions: [any TimingCurve]? = nil, timingFunction: (any TimingCurve)? = nil,
        tensionValues: [Double]? = nil, continuityValues: [Double]? = nil, biasValues: [Double]? = nil,
        endDerivatives: (start: Vector, end: Vector)? = nil, periodicBias: Double? = nil, endTangentRule: EndTangentRule = .parabolic,
        arcLengthAccuracy: Double = ArcLengthTable.defaultAccuracy
    ) throws(KeyframeError) where Space == VectorSpace<Vector> {
        var problems = Self.problems(
            vectors: values, keyTimes: keyTimes, mode: calculationMode, timingFunctions: timingFunctions,
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
            if let endDerivatives, !(endDerivatives.start.isFiniteVector && endDerivatives.end.isFiniteVector) {
                problems.append("endDerivatives are not finite")
            }
        }
        if let periodicBias {
            if calculationMode != .monotoneSpline { problems.append("periodicBias applies to the monotone spline only, not \(calculationMode.rawValue)") }
            if !(periodicBias >= 0 && periodicBias <= 1) { problems.append("periodicBias must be from 0 to 1, got \(periodicBias)") }
        }
        if let problem = ArcLengthTable.accuracyProblem(arcLengthAccuracy) { problems.append(problem) }
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }

        let n = values.count
        // Only large values are scaled down (small ones cannot overflow; scaling them up could).
        let scale = unitScaleExponent(values).map { Double(sign: .plus, exponent: $0, significand: 1) } ?? 1
        let unit = scale == 1 ? values : values.map { $0.scaled(by: 1 / scale) }
        let knots: [Double]
        switch calculationMode {
        case .paced, .cubicPaced:
            knots = KeyframeTangents<Vector>.chordKnots(unit)
        case .discrete:
            knots = keyTimes ?? (0..<n).map { Double($0) / Double(n) }
        case .linear, .cubic, .naturalSpline, .clampedSpline, .notAKnotSpline, .periodicSpline, .monotoneSpline:
            knots = keyTimes ?? (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        }
        let outgoing: [Vector], incoming: [Vector]
        if calculationMode.isSpline {
            let unitEnds = endDerivatives.map { ($0.start.scaled(by: 1 / scale), $0.end.scaled(by: 1 / scale)) }
            (outgoing, incoming) = try KeyframeTangents<Vector>.splineTangents(
                unit, knots: knots, mode: calculationMode, endDerivatives: unitEnds, periodicBias: periodicBias)
        } else if calculationMode == .cubic || calculationMode == .cubicPaced {
            (outgoing, incoming) = KeyframeTangents<Vector>.hermiteTangents(
                unit, knots: knots, tension: tensionValues, continuity: continuityValues, bias: biasValues, endRule: endTangentRule)
        } else {
            (outgoing, incoming) = ([], [])
        }
        // The Bézier control points p ± h·m/3; one beyond the largest Double means the curve
        // leaves the range of Double: a typed error, not infinite values.
        var controls: [(Vector, Vector)] = []
        controls.reserveCapacity(outgoing.count)
        for i in outgoing.indices {
            let b1 = (unit[i] + outgoing[i].scaled(by: 1.0 / 3)).scaled(by: scale)
            let b2 = (unit[i + 1] - incoming[i].scaled(by: 1.0 / 3)).scaled(by: scale)
            guard b1.isFiniteVector && b2.isFiniteVector else {
                throw .invalidKeyframes(["segment \(i): the cubic overflows (a control point beyond the largest Double)"])
            }
            controls.append((b1, b2))
        }
        var arcLength: ArcLengthTable?, speed: HermiteSpeed?
        if calculationMode == .cubicPaced && n > 1 {
            let pieces = HermiteSpeed(values: unit, outgoing: outgoing, incoming: incoming)
            speed = pieces
            arcLength = ArcLengthTable(
                pieces: n - 1, accuracy: arcLengthAccuracy, appendingBreakpoints: pieces.appendBreakpoints, appendingDerivative: pieces.appendDerivative, speed: pieces.speed)
        }
        self.init(
            validated: VectorSpace(), values: values, keyTimes: keyTimes, mode: calculationMode,
            timingFunctions: timingFunctions, timingFunction: timingFunction,
            tension: tensionValues, continuity: continuityValues, bias: biasValues,
            endDerivatives: endDerivatives, periodicBias: periodicBias, endTangentRule: endTangentRule,
            knots: knots, controls: controls, nanValue: values[0].scaled(by: .nan),
            hermite: (unit, outgoing, incoming, scale), arcLength: arcLength, hermiteSpeed: speed)
    }

    /// Every problem with vector keyframes and their arrays, as sentences (empty when valid).
    package static func problems<Vector: AnimatableVector>(
        vectors values: [Vector], keyTimes: [Double]?, mode: CalculationMode, timingFunctions: [any TimingCurve]?,
        tension: [Double]?, continuity: [Double]?, bias: [Double]?
    ) -> [String] where Space == VectorSpace<Vector> {
        var problems = arrayProblems(count: values.count, keyTimes: keyTimes, mode: mode, timingFunctions: timingFunctions,
                                     tension: tension, continuity: continuity, bias: bias)
        if let i = values.firstIndex(where: { !$0.isFiniteVector }) { problems.insert("values[\(i)] is not finite", at: 0) }
        return problems
    }

    /// Plays keyframe data of vectors (values with key times), e.g. from the spring frame
    /// generators of Springs.
    /// - Throws: as ``init(values:keyTimes:calculationMode:timingFunctions:timingFunction:tensionValues:continuityValues:biasValues:endDerivatives:periodicBias:endTangentRule:arcLengthAccuracy:)``.
    public init<Vector: AnimatableVector>(_ data: KeyframeData<Vector>, calculationMode: CalculationMode = .linear) throws(KeyframeError) where Space == VectorSpace<Vector> {
        try self.init(values: data.values, keyTimes: data.keyTimes, calculationMode: calculationMode)
    }
}

extension KeyframeTangents {
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
    @usableFromInline func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) { curve.valueAndDerivative(at: x) }
}
