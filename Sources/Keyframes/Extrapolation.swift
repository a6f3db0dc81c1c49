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

extension KeyframeAnimation {
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
    public func value(at fraction: Double, before: Extrapolation, after: Extrapolation) -> Value {
        extrapolated(fraction, before: before, after: after, derivative: false).value
    }

    /// The derivative per unit fraction at any fraction, extrapolated as
    /// ``value(at:before:after:)``: zero where the end is held, the end's derivative along a
    /// linear extrapolation, the repeat's derivative (negated on an oscillation's backward runs).
    /// - Complexity: that of ``derivative(at:)``.
    public func derivative(at fraction: Double, before: Extrapolation, after: Extrapolation) -> Value {
        extrapolated(fraction, before: before, after: after, derivative: true).derivative
    }

    func extrapolated(_ f: Double, before: Extrapolation, after: Extrapolation, derivative: Bool) -> (value: Value, derivative: Value) {
        func at(_ x: Double) -> (value: Value, derivative: Value) {
            derivative ? (value(at: x), self.derivative(at: x)) : (value(at: x), .zero)
        }
        guard f < 0 || f > 1 else { return at(f) }  // inside, and NaN
        let end: Double = f < 0 ? 0 : 1
        switch f < 0 ? before : after {
        case .constant:
            return (value(at: end), .zero)
        case .linear:
            guard f.isFinite else { return at(.nan) }
            let slope = self.derivative(at: end)
            return (value(at: end) + slope.scaled(by: f - end), derivative ? slope : .zero)
        case let mode:
            guard f.isFinite else { return at(.nan) }
            // r ∈ [0, 1] (r + 1 rounds to 1 for a tiny negative remainder, the limit it stands for).
            var r = f.truncatingRemainder(dividingBy: 1)
            if r < 0 { r += 1 }
            let k = (f - r).rounded()
            switch mode {
            case .cycleWithOffset:
                let (v, d) = at(r)
                return (v + (value(at: 1) - value(at: 0)).scaled(by: k), d)
            case .oscillate where k.truncatingRemainder(dividingBy: 2) != 0:
                let (v, d) = at(1 - r)
                return (v, d.scaled(by: -1))
            default:
                return at(r)
            }
        }
    }
}
