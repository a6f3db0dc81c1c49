// Angles: one number on a circle, interpolated the short way, the long way, increasing,
// decreasing (CSS Color 4's hue interpolation methods) or numerically.
//
// With T the full turn (360 for degrees, 2π for radians) and both angles first reduced to
// [0, T) (a truncating remainder: exact), d = b′ − a′ ∈ (−T, T) is fixed up as CSS Color 4 §12.4
// specifies for hues:
//   shorter:    d > T/2 → d − T;  d < −T/2 → d + T                   (d ∈ [−T/2, T/2])
//   longer:     0 < d < T/2 → d − T;  −T/2 < d ≤ 0 → d + T           (|d| ≥ T/2; equal angles: a full turn)
//   increasing: d < 0 → d + T                                         (d ∈ [0, T))
//   decreasing: d > 0 → d − T                                         (d ∈ (−T, 0])
//   numeric:    d = b − a (no reduction; what CSS does for `rotate()` angles)
// and the value moves from a (as given, not reduced) by t·d, so the result is continuous and may
// leave [0, T); reduce it with ``AngleSpace/normalized(_:)`` where a canonical angle is wanted.
// With radians, T = 2π is rounded, so a reduced angle carries an absolute error ≤ ulp(a).

import MotionMath

/// How an angle moves from one value to the next.
public enum AngleInterpolation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The shorter arc (at most half a turn); exactly half a turn goes the way b′ − a′ points.
    case shorter
    /// The longer arc (at least half a turn; equal angles make a full turn).
    case longer
    /// Counter-clockwise (increasing angle), less than a full turn.
    case increasing
    /// Clockwise (decreasing angle), less than a full turn.
    case decreasing
    /// As numbers: 350° to 10° turns −340° (CSS `rotate()` interpolation).
    case numeric
}

/// The unit of an angle.
public enum AngleUnit: String, Sendable, Hashable, Codable, CaseIterable {
    case degrees, radians
}

/// Angles (Double or Float, in degrees or radians) on the circle.
///
/// Every interpolator accepts it: keyframes in every mode (``continuousSequence(_:)`` unwraps
/// the values, so a spline through 350°, 10°, 30° passes through 360°), springs (which settle
/// along the path the mode chooses), timelines and basic animations.
/// - Complexity: O(1) per operation.
public struct AngleSpace<Scalar: BinaryFloatingPoint & AnimatableVector>: DifferentiableInterpolationSpace {
    /// Angles, in ``unit``.
    public typealias Value = Scalar
    /// Turns, in ``unit``.
    public typealias Tangent = Scalar

    /// Degrees or radians.
    public let unit: AngleUnit
    /// The way round.
    public let interpolation: AngleInterpolation

    /// The space of angles in `unit`, moving the way `interpolation` says (CSS's default: shorter).
    public init(unit: AngleUnit = .degrees, interpolation: AngleInterpolation = .shorter) {
        self.unit = unit
        self.interpolation = interpolation
    }

    /// The full turn: 360 or 2π (rounded to Scalar).
    @inlinable
    package var fullTurn: Scalar { unit == .degrees ? 360 : 2 * .pi }

    /// The angle reduced to [0, T).
    @inlinable
    public func normalized(_ angle: Scalar) -> Scalar {
        let r = angle.truncatingRemainder(dividingBy: fullTurn)
        let reduced = r < 0 ? r + fullTurn : r
        return reduced >= fullTurn ? 0 : reduced + 0  // + 0: −0 becomes +0
    }

    /// - Throws: `ValueSpaceError.nonFinite(_:)`.
    public func validate(_ value: Scalar) throws(ValueSpaceError) {
        guard value.isFinite else { throw .nonFinite("angle \(value)") }
    }

    /// The signed turn from a to b chosen by ``interpolation`` (see the type's notes).
    @inlinable
    public func difference(from a: Scalar, to b: Scalar) -> Scalar {
        if interpolation == .numeric { return b - a }
        let turn = fullTurn, half = fullTurn / 2
        var d = normalized(b) - normalized(a)
        switch interpolation {
        case .shorter:
            if d > half { d -= turn } else if d < -half { d += turn }
        case .longer:
            if d > 0 && d < half { d -= turn } else if d > -half && d <= 0 { d += turn }
        case .increasing:
            if d < 0 { d += turn }
        case .decreasing:
            if d > 0 { d -= turn }
        case .numeric:
            break
        }
        return d
    }

    /// b − a: after ``continuousSequence(_:)`` the path is already chosen.
    @inlinable
    public func stepDifference(from a: Scalar, to b: Scalar) -> Scalar { b - a }

    /// a + v.
    @inlinable public func moved(_ a: Scalar, by v: Scalar) -> Scalar { a + v }

    /// a + difference(a, b)·t; exactly b at t = 1. Numeric angles whose difference overflows
    /// (ends of opposite signs near the largest finite value) blend a·(1 − t) + b·t instead, so
    /// finite ends give finite angles in between.
    @inlinable
    public func interpolate(from a: Scalar, to b: Scalar, fraction t: Double) -> Scalar {
        if interpolation == .numeric { return lerp(a, b, Scalar(t)) }
        if t == 1 { return b }
        return a + difference(from: a, to: b) * Scalar(t)
    }

    /// a + (b − a)·t on a sequence already unwrapped, overflow-free as ``interpolate(from:to:fraction:)``.
    @inlinable
    public func stepInterpolate(from a: Scalar, to b: Scalar, fraction t: Double) -> Scalar { lerp(a, b, Scalar(t)) }

    /// |difference| (in the space's unit).
    public func distance(from a: Scalar, to b: Scalar) -> Double { abs(Double(difference(from: a, to: b))) }

    /// The values unwrapped: u₀ = v₀, uᵢ = uᵢ₋₁ + difference(vᵢ₋₁, vᵢ).
    public func continuousSequence(_ values: [Scalar]) -> [Scalar] {
        guard interpolation != .numeric, var previous = values.first else { return values }
        var result = [previous]
        result.reserveCapacity(values.count)
        for i in values.indices.dropFirst() {
            previous += difference(from: values[i - 1], to: values[i])
            result.append(previous)
        }
        return result
    }
}
