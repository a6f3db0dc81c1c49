// Pre- and post-extrapolation of a keyframed curve beyond its first and last key (Keyframes
// article, Extrapolation): the modes of Unreal's rich curves (PreInfinityExtrap,
// PostInfinityExtrap) and Unity's animation curves (preWrapMode, postWrapMode).
//
// A fraction f outside [0, 1] is f = k + r with k an integer and r ∈ [0, 1]: the remainder of a
// division by 1 is exact, so r is exact for f > 1; below 0 it is that remainder plus 1, one
// rounding (at most half an ulp of 1; r = 1 for a tiny negative remainder). Cycle evaluates r, cycle with offset
// adds k·(last − first), oscillate evaluates 1 − r on odd k (the curve mirrored about each end),
// linear follows the end's tangent, constant holds the end.

import MotionMath

/// What a keyframed curve does before its first key or after its last: the extrapolation modes of
/// Unreal's rich curves and Unity's animation curves.
public enum Extrapolation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The end value held (Unreal's Constant, Unity's ClampForever; Core Animation's fill).
    case constant
    /// The line through the end value along the end's derivative (Unreal's Linear).
    case linear
    /// The curve repeated (Unreal's Cycle, Unity's Loop).
    case cycle
    /// The curve repeated, each repeat shifted by the change over one cycle, last − first
    /// (Unreal's CycleWithOffset): continuous across the repeats.
    case cycleWithOffset
    /// The curve played forwards and backwards in turn (Unreal's Oscillate, Unity's PingPong).
    case oscillate
}

extension KeyframeAnimation where Space: LinearInterpolationSpace {
    /// The value at any fraction: the curve on [0, 1], `before` below 0 and `after` above 1.
    ///
    /// With f = k + r (k an integer, r ∈ [0, 1)): cycle gives value(r), cycle with offset
    /// value(r) + k·(last − first), oscillate value(r) for even k and value(1 − r) for odd k,
    /// linear value(e) + derivative(e)·(f − e) at the nearer end e, constant value(e).
    /// The offset is value(1) − value(0): the last key minus the first (Unreal's definition)
    /// unless an overall timing function misses its ends, and the repeats stay continuous either
    /// way. NaN gives NaN components, and so does ±∞ unless the end is held (a line or the
    /// repeats have no value there).
    /// - Precision: for f > 1, r is exact, so a repeat is the curve's own value at r to the last
    ///   bit; below 0, r carries one rounding (at most half an ulp of 1). For |f| ≥ 2⁵² every
    ///   fraction is a whole number of cycles.
    /// - Complexity: that of ``value(at:)``.
    @inlinable
    public func value(at fraction: Double, before: Extrapolation, after: Extrapolation) -> Space.Value {
        let f = fraction
        guard f < 0 || f > 1 else { return value(at: f) }  // inside, and NaN
        let end: Double = f < 0 ? 0 : 1
        let mode = f < 0 ? before : after
        if mode == .constant { return value(at: end) }
        guard let (r, k) = Self.repeatLocation(f) else { return value(at: .nan) }
        switch mode {
        case .linear: return value(at: end) + derivative(at: end).scaled(by: f - end)
        case .cycleWithOffset: return value(at: r) + (value(at: 1) - value(at: 0)).scaled(by: k)
        case .oscillate: return value(at: k.truncatingRemainder(dividingBy: 2) != 0 ? 1 - r : r)
        case .cycle, .constant: return value(at: r)
        }
    }

    /// The derivative per unit fraction at any fraction, extrapolated as
    /// ``value(at:before:after:)``: zero where the end is held, the end's derivative along a
    /// linear extrapolation, the repeat's derivative (negated on an oscillation's backward runs).
    /// - Complexity: that of ``derivative(at:)``.
    @inlinable
    public func derivative(at fraction: Double, before: Extrapolation, after: Extrapolation) -> Space.Value {
        let f = fraction
        guard f < 0 || f > 1 else { return derivative(at: f) }
        let end: Double = f < 0 ? 0 : 1
        let mode = f < 0 ? before : after
        if mode == .constant { return .zero }
        guard let (r, k) = Self.repeatLocation(f) else { return derivative(at: .nan) }
        switch mode {
        case .linear: return derivative(at: end)
        case .oscillate where k.truncatingRemainder(dividingBy: 2) != 0: return derivative(at: 1 - r).scaled(by: -1)
        default: return derivative(at: r)
        }
    }
}

extension KeyframeAnimation {

    /// f = k + r for a finite f: r in [0, 1] (exact for f > 1; below 0 the remainder plus 1, one
    /// rounding, which gives 1 for a tiny negative remainder) and k a whole number; nil for ±∞,
    /// which is no whole number of cycles from anything.
    @inlinable
    static func repeatLocation(_ f: Double) -> (r: Double, k: Double)? {
        guard f.isFinite else { return nil }
        var r = f.truncatingRemainder(dividingBy: 1)
        if r < 0 { r += 1 }
        return (r, (f - r).rounded())
    }
}
