// Interpolation spaces: how a kind of value is combined by the interpolators (keyframes, springs,
// timelines, basic animations), so that a value can interpolate in its own geometry.
//
// Two levels:
//   InterpolationSpace — interpolate(from:to:fraction:) and distance(from:to:): enough for linear,
//     discrete and paced keyframes and for from/to animations. CSS transform lists live here
//     (their interpolation depends on both ends and is not a geodesic of one chart).
//   DifferentiableInterpolationSpace — adds a chart at every value: difference(from:to:) (the
//     logarithm, log_a b, a vector of Tangent) and moved(_:by:) (the exponential, exp_a v), with
//     moved(a, by: difference(from: a, to: b)) = b. Interpolation is the geodesic
//     exp_a(t · log_a b); cubic keyframes (Hermite / Kochanek–Bartels, built by geodesic
//     de Casteljau) and springs (the oscillator runs on log_target(value)) need this level.
//   LinearInterpolationSpace — a vector space: tangents are values, difference b − a, moved a + v
//     (VectorSpace): the global splines, arc length and derivatives of keyframes need this level.
// A cubic segment is cubicBezier(p0, p1, p2, p3, fraction:): geodesic de Casteljau by default, the
// Bernstein form in VectorSpace, so that the generic interpolators run plain vector arithmetic
// once specialised.

/// What goes wrong with a value of an interpolation space: a typed error, never a NaN.
public enum ValueSpaceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A component is NaN or infinite; the payload names it.
    case nonFinite(String)
    /// A value outside the space (a zero quaternion, an alpha outside [0, 1], …), described.
    case invalidValue(String)
    /// Text that does not parse (CSS colour or transform text, a quaternion list), with where.
    case syntax(String)
    /// An operation the space does not define for these values (described).
    case unsupported(String)

    public var description: String {
        switch self {
        case .nonFinite(let what): "not finite: \(what)"
        case .invalidValue(let what): "invalid value: \(what)"
        case .syntax(let what): "syntax error: \(what)"
        case .unsupported(let what): "unsupported: \(what)"
        }
    }
}

/// A kind of value and the way it interpolates.
///
/// Conforming types are small values describing a space (e.g. an angle space with its hue-fixup
/// rule, a colour space with its premultiplication and hue method); the interpolators take one
/// beside the keyframe values.
public protocol InterpolationSpace<Value>: Sendable {
    /// The values of the space.
    associatedtype Value: Sendable
    /// Checks that a value belongs to the space (finite, normalisable, in range).
    /// - Throws: ``ValueSpaceError``.
    func validate(_ value: Value) throws(ValueSpaceError)
    /// The value a fraction `t` of the way from `a` to `b` (t = 0 gives a, t = 1 gives b;
    /// outside [0, 1] it extrapolates where the space allows, as overshooting timing functions need).
    func interpolate(from a: Value, to b: Value, fraction t: Double) -> Value
    /// The length of the path ``interpolate(from:to:fraction:)`` traces from a to b, in the
    /// space's own units (radians for rotations); paced keyframes use it.
    func distance(from a: Value, to b: Value) -> Double
    /// Equivalent representatives of a keyframe sequence, chosen so that each step takes the
    /// space's path from the one before (angles unwrapped: 350°, 10° becomes 350°, 370°;
    /// quaternion signs aligned), so that a curve through them is continuous as numbers too.
    /// The default returns the values unchanged.
    /// - Complexity: O(n).
    func continuousSequence(_ values: [Value]) -> [Value]
    /// The interpolation between neighbouring values of a sequence made continuous by
    /// ``continuousSequence(_:)`` (keyframe segments, Bézier control points). Defaults:
    /// ``interpolate(from:to:fraction:)``; in a differentiable space exp_a(t · stepDifference(a, b)).
    func stepInterpolate(from a: Value, to b: Value, fraction t: Double) -> Value
    /// One end of an interpolation pair of a keyframe sequence: `value` (the keyframe as
    /// ``continuousSequence(_:)`` made it) with whatever the keyframe as given, `original`,
    /// leaves undefined taken from the other end of the pair, `partner`, as CSS resolves missing
    /// colour components for each pair (CSS Color 4 §12.2; Web Animations interpolates each pair
    /// of keyframes). The default returns `value`: a space without undefined parts.
    func pairEnd(_ value: Value, original: Value, partner: Value) -> Value
    /// The cubic Bézier segment with control values p0 … p3 at `t` (p0 at t = 0 and p3 at t = 1,
    /// exactly), for neighbouring values of a sequence made continuous by
    /// ``continuousSequence(_:)`` and control points between them. Default: de Casteljau's
    /// construction with ``stepInterpolate(from:to:fraction:)`` (Shoemake's spherical Bézier
    /// for rotations); a vector space evaluates the Bernstein form.
    func cubicBezier(_ p0: Value, _ p1: Value, _ p2: Value, _ p3: Value, fraction t: Double) -> Value
    /// Additive composition: `base` with `value` added `count` times (Web Animations'
    /// `composite: "add"` and `iterationComposite: "accumulate"`, Core Animation's `isAdditive`,
    /// `isCumulative` and `byValue`), or nil where the space defines none. Default: nil; a vector
    /// space adds component-wise.
    func adding(_ value: Value, count: Double, to base: Value) -> Value?
}

extension InterpolationSpace {
    /// The values unchanged.
    public func continuousSequence(_ values: [Value]) -> [Value] { values }
    /// `value`: nothing is undefined.
    @inlinable
    public func pairEnd(_ value: Value, original: Value, partner: Value) -> Value { value }
    @inlinable
    public func stepInterpolate(from a: Value, to b: Value, fraction t: Double) -> Value { interpolate(from: a, to: b, fraction: t) }
    /// Nil: no additive composition.
    @inlinable
    public func adding(_ value: Value, count: Double, to base: Value) -> Value? { nil }
    /// de Casteljau's construction with ``stepInterpolate(from:to:fraction:)``.
    @inlinable
    public func cubicBezier(_ p0: Value, _ p1: Value, _ p2: Value, _ p3: Value, fraction t: Double) -> Value {
        if t == 0 { return p0 }
        if t == 1 { return p3 }
        let q0 = stepInterpolate(from: p0, to: p1, fraction: t), q1 = stepInterpolate(from: p1, to: p2, fraction: t)
        let q2 = stepInterpolate(from: p2, to: p3, fraction: t)
        return stepInterpolate(from: stepInterpolate(from: q0, to: q1, fraction: t), to: stepInterpolate(from: q1, to: q2, fraction: t), fraction: t)
    }
}

/// An interpolation space with a chart (logarithm and exponential) at every value, so that
/// tangents, cubic keyframes and springs are defined.
///
/// Laws (to rounding): `moved(a, by: difference(from: a, to: b)) == b`,
/// `difference(from: a, to: a) == .zero`; geodesic interpolation is `moved(a, by: t·log_a b)`.
public protocol DifferentiableInterpolationSpace<Value>: InterpolationSpace {
    /// Tangent vectors (velocities, differences) at a value, in the value's own chart.
    associatedtype Tangent: AnimatableVector
    /// log_a(b): the tangent at `a` whose geodesic reaches `b` at parameter 1.
    func difference(from a: Value, to b: Value) -> Tangent
    /// exp_a(v): where the geodesic from `a` with tangent `v` is at parameter 1.
    func moved(_ a: Value, by v: Tangent) -> Value
    /// The tangent from `a` to a nearby `b` of a sequence that
    /// ``InterpolationSpace/continuousSequence(_:)`` has
    /// already made continuous (consecutive keyframes, the control points of a cubic between
    /// them). The default is ``difference(from:to:)``; a space whose path choice is made by the
    /// unwrapping (angles: the long way, increasing, decreasing) answers b − a here, so that a
    /// curve between unwrapped values never re-chooses its way round.
    func stepDifference(from a: Value, to b: Value) -> Tangent
    /// The coordinates of `value` in the chart the interpolators use around `base` (a spring's
    /// resting value): `stepDifference(from: base, to: value)` by default, which puts `base` at
    /// the origin. A flat space answers from one global chart (a vector is its own coordinates),
    /// so that a spring in it computes exactly what the vector formulas compute.
    func coordinates(of value: Value, around base: Value) -> Tangent
    /// The value at `coordinates` in the chart around `base`: the inverse of
    /// ``coordinates(of:around:)``, `moved(base, by: coordinates)` by default.
    func value(atCoordinates coordinates: Tangent, around base: Value) -> Value
}

extension DifferentiableInterpolationSpace {
    @inlinable
    public func stepDifference(from a: Value, to b: Value) -> Tangent { difference(from: a, to: b) }
    /// `stepDifference(from: base, to: value)`: the chart centred on `base`.
    @inlinable
    public func coordinates(of value: Value, around base: Value) -> Tangent { stepDifference(from: base, to: value) }
    /// `moved(base, by: coordinates)`.
    @inlinable
    public func value(atCoordinates coordinates: Tangent, around base: Value) -> Value { moved(base, by: coordinates) }
    /// exp_a(t · stepDifference(a, b)); exactly b at t = 1.
    @inlinable
    public func stepInterpolate(from a: Value, to b: Value, fraction t: Double) -> Value {
        if t == 1 { return b }
        return moved(a, by: stepDifference(from: a, to: b).scaled(by: t))
    }
}

extension DifferentiableInterpolationSpace {
    /// The geodesic: exp_a(t · log_a b); exactly a at t = 0 and b at t = 1.
    @inlinable
    public func interpolate(from a: Value, to b: Value, fraction t: Double) -> Value {
        if t == 1 { return b }
        return moved(a, by: difference(from: a, to: b).scaled(by: t))
    }

    /// |log_a b| (the Euclidean length of the tangent).
    @inlinable
    public func distance(from a: Value, to b: Value) -> Double { difference(from: a, to: b).magnitude }
}

/// A vector space: a ``DifferentiableInterpolationSpace`` whose tangents are its values, with
/// difference b − a and moved a + v in one global chart. The interpolators offer what needs
/// vector arithmetic on the values themselves here: the C2 splines, walks at constant speed,
/// derivatives, linear extrapolation. ``VectorSpace`` is the one conformance.
public protocol LinearInterpolationSpace: DifferentiableInterpolationSpace where Tangent == Value {}

/// The flat space of an ``AnimatableVector``: difference b − a, moved a + v, interpolation
/// a + (b − a)·t (exact at both ends; computed on halved values where b − a overflows, so finite
/// vectors interpolate to finite vectors for t in [0, 1]). What every interpolator uses for plain
/// vectors.
public struct VectorSpace<Vector: AnimatableVector>: LinearInterpolationSpace, Hashable, Codable {
    /// The vectors.
    public typealias Value = Vector
    /// Differences of vectors.
    public typealias Tangent = Vector
    /// The flat space of `Vector`.
    public init() {}
    /// - Throws: ``ValueSpaceError/nonFinite(_:)`` for a non-finite component.
    public func validate(_ value: Vector) throws(ValueSpaceError) {
        guard value.isFiniteVector else { throw .nonFinite("\(value)") }
    }
    @inlinable public func difference(from a: Vector, to b: Vector) -> Vector { b - a }
    @inlinable public func moved(_ a: Vector, by v: Vector) -> Vector { a + v }
    /// The vector itself: one global chart.
    @inlinable public func coordinates(of value: Vector, around base: Vector) -> Vector { value }
    /// The coordinates themselves.
    @inlinable public func value(atCoordinates coordinates: Vector, around base: Vector) -> Vector { coordinates }
    /// a + (b − a)·t; exactly b at t = 1; on a/2 and b/2 (then doubled, exactly) where b − a
    /// overflows.
    @inlinable public func interpolate(from a: Vector, to b: Vector, fraction t: Double) -> Vector {
        if t == 1 { return b }
        let d = b - a
        if d.isFiniteVector { return a + d.scaled(by: t) }
        let (h, k) = (a.scaled(by: 0.5), b.scaled(by: 0.5))
        return (h + (k - h).scaled(by: t)).scaled(by: 2)
    }
    /// base + count·value, component-wise.
    @inlinable public func adding(_ value: Vector, count: Double, to base: Vector) -> Vector? {
        count == 1 ? base + value : base + value.scaled(by: count)
    }
    /// ``interpolate(from:to:fraction:)``.
    @inlinable public func stepInterpolate(from a: Vector, to b: Vector, fraction t: Double) -> Vector {
        interpolate(from: a, to: b, fraction: t)
    }
    /// The Bernstein form relative to p0, p0 + 3(1−t)t·((1−t)(p1 − p0) + t(p2 − p0)) + t³(p3 − p0):
    /// exactly p0 at t = 0 and along a flat segment (equal control values), exactly p3 at t = 1.
    /// Where that overflows it is computed on the values divided by a power of two (exactly) and
    /// multiplied back: for t in [0, 1], a convex combination, finite control values give a finite
    /// value; outside (extrapolation) the value is ±∞ where its true value overflows, never the
    /// NaN of ∞ − ∞.
    @inlinable public func cubicBezier(_ p0: Vector, _ p1: Vector, _ p2: Vector, _ p3: Vector, fraction t: Double) -> Vector {
        if t == 0 { return p0 }
        if t == 1 { return p3 }
        let value = Self.relativeBernstein(p0, p1, p2, p3, t)
        if value.isFiniteVector { return value }
        guard let e = unitScaleExponent([p0, p1, p2, p3]) else { return value }
        let k = Double(sign: .plus, exponent: e, significand: 1), r = 1 / k
        return Self.relativeBernstein(p0.scaled(by: r), p1.scaled(by: r), p2.scaled(by: r), p3.scaled(by: r), t).scaled(by: k)
    }

    /// p0 + 3(1−t)t·((1−t)(p1 − p0) + t(p2 − p0)) + t³(p3 − p0).
    @inlinable static func relativeBernstein(_ p0: Vector, _ p1: Vector, _ p2: Vector, _ p3: Vector, _ t: Double) -> Vector {
        let s = 1 - t
        return p0 + ((p1 - p0).scaled(by: s) + (p2 - p0).scaled(by: t)).scaled(by: 3 * s * t) + (p3 - p0).scaled(by: t * t * t)
    }
}
