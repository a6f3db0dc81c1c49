// Keyframes whose values live in an interpolation space (angles, rotations, colours, transforms):
// CAKeyframeAnimation's timing (keyTimes, per-segment timing functions, an overall timing
// function) with the space's own interpolation.
//
// The values are first replaced by `InterpolationSpace.continuousSequence(_:)` (angles
// unwrapped, quaternion signs aligned). Then, on segment i with local progress s:
//   discrete — value i holds on [kᵢ, kᵢ₊₁);
//   linear, paced — interpolate(pᵢ, pᵢ₊₁, s), each end's undefined parts (a colour's missing
//     components) taken from the other end of the pair (InterpolationSpace.pairEnd); paced knots are the normalised cumulative
//     distances (so rotations turn at constant angular speed, colours move at constant speed in
//     their interpolation space); timing functions are ignored by paced, as in Core Animation;
//   cubic (differentiable spaces) — the Kochanek–Bartels tangents of ``KeyframeAnimation`` (the
//     same formula, on the neighbours lifted into the chart of keyframe i: log_{pᵢ} pᵢ₋₁, 0,
//     log_{pᵢ} pᵢ₊₁), turned into Bézier control points b₁ = exp_{pᵢ}(h·outᵢ/3),
//     b₂ = exp_{pᵢ₊₁}(−h·inᵢ₊₁/3), and evaluated by de Casteljau's construction with the
//     space's geodesic (Shoemake's spherical Bézier for rotations). For a flat space this is the
//     cubic Hermite segment of KeyframeAnimation; in any space it passes through every keyframe
//     and is C¹ there (the derivative at both sides of pᵢ is outᵢ = inᵢ when continuity is 0).
// The global splines and cubicPaced need a linear space (use KeyframeAnimation on the values'
// coordinates) and are typed errors here.

import MotionMath
import TimingCurves

/// Keyframe animation of values in an `InterpolationSpace`: linear, discrete and paced in any
/// space, and cubic (Catmull-Rom / Kochanek–Bartels) in a `DifferentiableInterpolationSpace`.
///
/// ```
/// let turn = try SpaceKeyframeAnimation(space: AngleSpace<Double>(), values: [350, 10])
/// turn.value(at: 0.5)   // 360: the shorter way, through 0°
/// ```
/// - Complexity: building O(n) (a constant number of space operations per keyframe);
///   ``value(at:)`` O(log n) plus O(1) space operations (six geodesic interpolations for cubic).
public struct SpaceKeyframeAnimation<Space: InterpolationSpace>: Sendable {
    /// The space the values interpolate in.
    public let space: Space
    /// The keyframe values as given.
    public let values: [Space.Value]
    /// The values the curve passes through: `InterpolationSpace.continuousSequence(_:)` of
    /// ``values`` (equivalent to them in the space).
    @usableFromInline package let continuousValues: [Space.Value]
    /// The key times as given (nil: uniform).
    public let keyTimes: [Double]?
    /// discrete, linear, paced or cubic.
    public let calculationMode: CalculationMode
    /// One timing function per segment, or nil.
    public let timingFunctions: [any TimingCurve]?
    /// A timing function applied to the whole fraction first, or nil.
    public var timingFunction: (any TimingCurve)? { timing?.curve }
    /// ``timingFunction`` behind a reference, which evaluation borrows (see
    /// ``KeyframeAnimation``'s: reading the optional existential copies it on every query).
    @usableFromInline let timing: TimingCurveBox?
    /// The knots used: key times, uniform times, or normalised cumulative distances (paced).
    public let knots: [Double]
    /// Bézier control points per segment (cubic): b₁ leaving keyframe i, b₂ arriving at i + 1.
    @usableFromInline let controls: [(Space.Value, Space.Value)]
    /// The ends each segment interpolates between (linear, paced): keyframes i and i + 1 with
    /// what each leaves undefined taken from the other (`InterpolationSpace.pairEnd`), built
    /// once so that evaluation does not resolve them per frame; empty for discrete.
    @usableFromInline let segmentEnds: [(Space.Value, Space.Value)]

    /// Linear, discrete or paced keyframes in any space. (Disfavoured, so that a differentiable
    /// space's call without tension arguments picks the initialiser that has cubic.)
    /// - Throws: ``KeyframeError/invalidKeyframes(_:)`` listing every problem: the array
    ///   problems of ``KeyframeAnimation`` (counts, key times, timing functions), each value the
    ///   space rejects (with the space's reason), and a mode other than discrete, linear or paced
    ///   (cubic needs a `DifferentiableInterpolationSpace`).
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
                  timingFunctions: timingFunctions, timingFunction: timingFunction, controls: { _, _ in [] })
    }

    /// Stores validated input; `controls` builds the cubic control points from the continuous values and knots.
    init(
        validated space: Space, values: [Space.Value], keyTimes: [Double]?, mode: CalculationMode,
        timingFunctions: [any TimingCurve]?, timingFunction: (any TimingCurve)?,
        controls: ([Space.Value], [Double]) -> [(Space.Value, Space.Value)]
    ) {
        self.space = space
        self.values = values
        let continuous = space.continuousSequence(values)
        continuousValues = continuous
        self.keyTimes = keyTimes
        calculationMode = mode
        self.timingFunctions = timingFunctions
        self.timing = timingFunction.map(TimingCurveBox.init)
        let n = values.count
        let ends = mode != .discrete ? continuous.indices.dropLast().map { i in
            (space.pairEnd(continuous[i], original: values[i], partner: continuous[i + 1]),
             space.pairEnd(continuous[i + 1], original: values[i + 1], partner: continuous[i]))
        } : []
        segmentEnds = ends
        switch mode {
        case .paced:
            var cumulative = [0.0]
            // The distance each segment travels: between its pair's ends.
            for (i, (a, b)) in ends.enumerated() { cumulative.append(cumulative[i] + space.distance(from: a, to: b)) }
            let total = cumulative.last ?? 0
            if n > 1, total > 0, total.isFinite {
                knots = cumulative.map { $0 / total }
            } else {
                knots = (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
            }
        case .discrete:
            knots = keyTimes ?? (0..<n).map { Double($0) / Double(n) }
        default:
            knots = keyTimes ?? (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        }
        self.controls = mode == .cubic ? controls(continuous, knots) : []
    }

    /// The array problems (shared with ``KeyframeAnimation``) and the values the space rejects.
    static func problems(
        space: Space, values: [Space.Value], keyTimes: [Double]?, mode: CalculationMode, timingFunctions: [any TimingCurve]?
    ) -> [String] {
        var problems = KeyframeAnimation<Double>.problems(
            values: [Double](repeating: 0, count: values.count), keyTimes: keyTimes, mode: mode,
            timingFunctions: timingFunctions, tension: nil, continuity: nil, bias: nil)
        for (i, value) in values.enumerated() {
            do throws(ValueSpaceError) { try space.validate(value) } catch { problems.append("values[\(i)]: \(error)") }
        }
        return problems
    }

    /// The value at a fraction of the duration (0 = start, 1 = end); fractions outside [0, 1]
    /// extrapolate the end segments where the space allows (discrete holds the end values).
    /// A NaN fraction gives the first value (use ``checkedValue(at:)`` for a typed error).
    /// - Complexity: O(log n).
    @inlinable
    public func value(at fraction: Double) -> Space.Value {
        var hint = 0
        return value(at: fraction, hint: &hint)
    }

    /// The value at a finite fraction, or a typed error.
    /// - Throws: ``KeyframeError/nonFiniteInput(name:)`` for NaN or infinity.
    public func checkedValue(at fraction: Double) throws(KeyframeError) -> Space.Value {
        guard fraction.isFinite else { throw .nonFiniteInput(name: "fraction") }
        return value(at: fraction)
    }

    /// Values at many fractions; increasing fractions find each segment in O(1) from the last.
    /// - Complexity: O(m) for m increasing fractions.
    @inlinable
    public func values(at fractions: [Double]) -> [Space.Value] {
        var hint = 0
        return fractions.map { value(at: $0, hint: &hint) }
    }

    /// The value, locating the segment from `hint` (updated). Inlinable, so that a concrete space
    /// specialises in the caller's module.
    @inlinable
    public func value(at fraction: Double, hint: inout Int) -> Space.Value {
        let p = continuousValues, n = p.count
        if n == 1 { return p[0] }
        var t = fraction
        if let y = timing?.value(at: fraction) { t = y }
        guard !t.isNaN else { return p[0] }
        if calculationMode == .discrete {
            return p[min(knots.lastIndex(atOrBelow: t, upperBound: knots.count - 1, hint: &hint), n - 1)]
        }
        let i = knots.lastIndex(atOrBelow: t, upperBound: n - 2, hint: &hint)
        let span = knots[i + 1] - knots[i]
        guard span > 0 else { return p[i + 1] }
        var s = (t - knots[i]) / span
        if calculationMode != .paced, let functions = timingFunctions { s = functions[i].value(at: s) }
        if s == 1 { return p[i + 1] }
        guard calculationMode == .cubic, !controls.isEmpty else {
            // Each pair resolves what its keyframes leave undefined from the other end (CSS).
            let (a, b) = segmentEnds[i]
            return s == 0 ? a : space.stepInterpolate(from: a, to: b, fraction: s)
        }
        if s == 0 { return p[i] }
        return Self.bezier(space, p[i], controls[i].0, controls[i].1, p[i + 1], s).value
    }

    /// de Casteljau's construction with the space's step geodesic: the point at s and the last
    /// two intermediate points (r₀, r₁; the derivative is 3·(r₁ − r₀) in a flat space).
    @inlinable
    package static func bezier(
        _ space: Space, _ p0: Space.Value, _ b1: Space.Value, _ b2: Space.Value, _ p1: Space.Value, _ s: Double
    ) -> (value: Space.Value, r0: Space.Value, r1: Space.Value) {
        func step(_ a: Space.Value, _ b: Space.Value) -> Space.Value { space.stepInterpolate(from: a, to: b, fraction: s) }
        let q0 = step(p0, b1), q1 = step(b1, b2), q2 = step(b2, p1)
        let r0 = step(q0, q1), r1 = step(q1, q2)
        return (step(r0, r1), r0, r1)
    }
}

extension SpaceKeyframeAnimation where Space: DifferentiableInterpolationSpace {
    /// Keyframes in a differentiable space: discrete, linear, paced, and cubic with
    /// Kochanek–Bartels tension, continuity and bias (one per keyframe, default 0: Catmull-Rom)
    /// and the end tangent rule of ``KeyframeAnimation``.
    /// - Throws: ``KeyframeError/invalidKeyframes(_:)`` listing every problem (as the general
    ///   initialiser, plus tension/continuity/bias counts and finiteness; the global splines and
    ///   cubicPaced are not available in a curved space), or a segment whose Bézier control
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
        var problems = Self.problems(space: space, values: values, keyTimes: keyTimes, mode: calculationMode, timingFunctions: timingFunctions)
        problems += KeyframeAnimation<Double>.problems(
            values: [Double](repeating: 0, count: values.count), keyTimes: nil, mode: .cubic, timingFunctions: nil,
            tension: tensionValues, continuity: continuityValues, bias: biasValues)
        if ![.discrete, .linear, .paced, .cubic].contains(calculationMode) {
            problems.append("\(calculationMode.rawValue) is not available in an interpolation space (it needs a linear space: use KeyframeAnimation on the values' coordinates); use cubic")
        }
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }
        self.init(
            validated: space, values: values, keyTimes: keyTimes, mode: calculationMode,
            timingFunctions: timingFunctions, timingFunction: timingFunction
        ) { p, knots in
            Self.controlPoints(space: space, p, knots: knots, tension: tensionValues, continuity: continuityValues,
                               bias: biasValues, endRule: endTangentRule)
        }
        for (i, (b1, b2)) in controls.enumerated() {
            do throws(ValueSpaceError) { try space.validate(b1); try space.validate(b2) } catch {
                throw .invalidKeyframes(["segment \(i): the cubic's control points overflow (the keyframes are too far apart for cubic interpolation): \(error)"])
            }
        }
    }

    /// Bézier control points of every segment from Kochanek–Bartels tangents computed in the
    /// chart of each keyframe (see the file notes); Timelines builds its cubic runs with it.
    package static func controlPoints(
        space: Space, _ p: [Space.Value], knots t: [Double], tension: [Double]?, continuity: [Double]?, bias: [Double]?,
        endRule: EndTangentRule
    ) -> [(Space.Value, Space.Value)] {
        let n = p.count
        guard n > 1 else { return [] }
        typealias Local = KeyframeAnimation<Space.Tangent>
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
            let (outgoing, incoming) = Local.hermiteTangents(
                lifted, knots: indices.map { t[$0] }, tension: pick(tension, indices, at: i),
                continuity: pick(continuity, indices, at: i), bias: pick(bias, indices, at: i), endRule: endRule)
            let position = indices.firstIndex(of: i)!
            if i < n - 1 { leaving[i] = outgoing[position] }
            if i > 0 { arriving[i - 1] = incoming[position - 1] }
        }
        return (0..<(n - 1)).map { i in
            (space.moved(p[i], by: leaving[i].scaled(by: 1.0 / 3)), space.moved(p[i + 1], by: arriving[i].scaled(by: -1.0 / 3)))
        }
    }
}
