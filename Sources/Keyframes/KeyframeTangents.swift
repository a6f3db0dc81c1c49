// Kochanek–Bartels tangents on non-uniform knots.
//
// With chord velocities v₋ = (pᵢ − pᵢ₋₁)/h₋ and v₊ = (pᵢ₊₁ − pᵢ)/h₊ (h the knot spans) and the
// weights w₋ = h₊/(h₋ + h₊), w₊ = h₋/(h₋ + h₊), the tangents (per unit of time) are
//     out = (1 − T)·[(1 + C)(1 + B)·w₋·v₋ + (1 − C)(1 − B)·w₊·v₊]
//     in  = (1 − T)·[(1 − C)(1 + B)·w₋·v₋ + (1 + C)(1 − B)·w₊·v₊].
// With T = C = B = 0 both are w₋v₋ + w₊v₊, the derivative at tᵢ of the parabola through the three
// keyframes, so quadratic data is reproduced exactly on any knots; with uniform knots (w = ½)
// they are the textbook uniform forms [(1−T)(1±C)(1+B)Δ₋ + (1−T)(1∓C)(1−B)Δ₊]/2 divided by h.
// End tangents (``EndTangentRule``): parabolic (the default) — the derivative of the parabola
// through the first (last) three keyframes, the chord velocity for two keyframes; reflected —
// the phantom keyframe P₋₁ = 2P₀ − P₁ one span before the start (Pₙ = 2Pₙ₋₁ − Pₙ₋₂ after the
// end), as three.js's CatmullRomCurve3 and Core Animation-compatible engines extrapolate, which
// makes the end tangent the chord velocity of the end segment. Tension, continuity and bias act
// at the ends too: the rule's tangent d defines a phantom chord velocity beyond the end
// (v₋ = 2d − v₊ before the first keyframe, v₊ = 2d − v₋ after the last, on a phantom span equal
// to the end segment's, so w₋ = w₊ = ½), and the end keyframe's tangent is the formula above
// with it: out₀ = (1 − T)·½[(1 + C)(1 + B)·v₋ + (1 − C)(1 − B)·v₊], inₙ₋₁ likewise. With
// T = C = B = 0 that is d itself (returned as is, bit for bit the former results).
// The Hermite form on a segment of span h uses h·tangent.
// Reference: D. Kochanek, R. Bartels, "Interpolating splines with local tension, continuity and
// bias control", SIGGRAPH 1984.

import MotionMath

/// How the first and last Kochanek–Bartels (Catmull-Rom) tangents of a cubic keyframe animation
/// are formed, where a keyframe has a neighbour on one side only.
public enum EndTangentRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// The derivative of the parabola through the first (last) three keyframes, at the end:
    /// quadratic data is reproduced exactly. The chord velocity with two keyframes. The default.
    case parabolic
    /// The reflected end point: a phantom keyframe P₋₁ = 2P₀ − P₁ one span before the first (and
    /// 2Pₙ₋₁ − Pₙ₋₂ after the last), as three.js's `CatmullRomCurve3` and Core
    /// Animation-compatible engines extrapolate: the end tangent is the end segment's chord
    /// velocity (P₁ − P₀)/(t₁ − t₀).
    case reflected
}

/// The tangent and Hermite arithmetic of keyframes whose values are vectors: Kochanek–Bartels
/// tangents, the C2 splines' slopes, the Hermite basis. ``KeyframeAnimation`` builds its cubic
/// segments with them (in a curved space, in each keyframe's chart), and so do the tracks of
/// Timelines.
@usableFromInline
package enum KeyframeTangents<Value: AnimatableVector> {
    /// The Kochanek–Bartels Hermite tangents of `p` on knots `t` (any non-decreasing times),
    /// scaled by each segment's span: (leaving keyframe i, arriving at keyframe i + 1) for each
    /// segment i. Nil TCB arrays mean 0 (Catmull-Rom). `endRule` forms the first and last
    /// tangents, which tension, continuity and bias then shape as inside (see ``EndTangentRule``
    /// and the formulas at the top of this file).
    /// - Complexity: O(n).
    package static func hermiteTangents(
        _ p: [Value], knots t: [Double], tension: [Double]?, continuity: [Double]?, bias: [Double]?,
        endRule: EndTangentRule = .parabolic
    ) -> (outgoing: [Value], incoming: [Value]) {
        let n = p.count
        guard n > 1 else { return ([], []) }
        // Chord velocity of segment i (zero for a zero-length span: a jump, no tangent).
        func chord(_ i: Int) -> Value {
            let h = t[i + 1] - t[i]
            return h > 0 ? (p[i + 1] - p[i]).scaled(by: 1 / h) : .zero
        }
        var outTangent = [Value](repeating: .zero, count: n)
        var inTangent = [Value](repeating: .zero, count: n)
        // Ends: the parabola through three keyframes, or the line (reflected: the end chords).
        if n == 2 || endRule == .reflected {
            outTangent[0] = chord(0)
            inTangent[0] = chord(0)
            outTangent[n - 1] = chord(n - 2)
            inTangent[n - 1] = chord(n - 2)
        } else {
            let span0 = t[2] - t[0]
            let start = span0 > 0 ? chord(0) - (chord(1) - chord(0)).scaled(by: (t[1] - t[0]) / span0) : chord(0)
            outTangent[0] = start
            inTangent[0] = start
            let spanN = t[n - 1] - t[n - 3]
            let end = spanN > 0 ? chord(n - 2) + (chord(n - 2) - chord(n - 3)).scaled(by: (t[n - 1] - t[n - 2]) / spanN) : chord(n - 2)
            outTangent[n - 1] = end
            inTangent[n - 1] = end
        }
        // Tension, continuity and bias at the ends, with the phantom chord velocity that makes the
        // rule's tangent d the T = C = B = 0 tangent: ½(v₋ + v₊) = d.
        let (t0, c0, b0) = (tension?[0] ?? 0, continuity?[0] ?? 0, bias?[0] ?? 0)
        if t0 != 0 || c0 != 0 || b0 != 0 {
            let vPlus = chord(0), vMinus = outTangent[0].scaled(by: 2) - vPlus
            outTangent[0] = (vMinus.scaled(by: 0.5 * (1 + c0) * (1 + b0)) + vPlus.scaled(by: 0.5 * (1 - c0) * (1 - b0))).scaled(by: 1 - t0)
        }
        let (tn, cn, bn) = (tension?[n - 1] ?? 0, continuity?[n - 1] ?? 0, bias?[n - 1] ?? 0)
        if tn != 0 || cn != 0 || bn != 0 {
            let vMinus = chord(n - 2), vPlus = inTangent[n - 1].scaled(by: 2) - vMinus
            inTangent[n - 1] = (vMinus.scaled(by: 0.5 * (1 - cn) * (1 + bn)) + vPlus.scaled(by: 0.5 * (1 + cn) * (1 - bn))).scaled(by: 1 - tn)
        }
        if n > 2 {
            for i in 1..<(n - 1) {
                let hMinus = t[i] - t[i - 1], hPlus = t[i + 1] - t[i]
                let (wMinus, wPlus): (Double, Double)
                if hMinus > 0 && hPlus > 0 {
                    (wMinus, wPlus) = (hPlus / (hMinus + hPlus), hMinus / (hMinus + hPlus))
                } else {
                    // A zero span on one side is a jump: take the tangent from the other side.
                    (wMinus, wPlus) = (hMinus > 0 ? 1 : 0, hPlus > 0 ? 1 : 0)
                }
                let tt = tension?[i] ?? 0, c = continuity?[i] ?? 0, b = bias?[i] ?? 0
                let vMinus = chord(i - 1).scaled(by: wMinus), vPlus = chord(i).scaled(by: wPlus)
                outTangent[i] = (vMinus.scaled(by: (1 + c) * (1 + b)) + vPlus.scaled(by: (1 - c) * (1 - b))).scaled(by: 1 - tt)
                inTangent[i] = (vMinus.scaled(by: (1 - c) * (1 + b)) + vPlus.scaled(by: (1 + c) * (1 - b))).scaled(by: 1 - tt)
            }
        }
        var outgoing = [Value](), incoming = [Value]()
        outgoing.reserveCapacity(n - 1)
        incoming.reserveCapacity(n - 1)
        for i in 0..<(n - 1) {
            let h = t[i + 1] - t[i]
            outgoing.append(outTangent[i].scaled(by: h))
            incoming.append(inTangent[i + 1].scaled(by: h))
        }
        return (outgoing, incoming)
    }

    /// The cubic Hermite segment at local s ∈ [0, 1]: p0, p1 the end values, m0, m1 the tangents
    /// scaled by the span: h00·p0 + h10·m0 + h01·p1 + h11·m1.
    @inlinable @inline(__always)
    package static func hermite(_ p0: Value, _ m0: Value, _ m1: Value, _ p1: Value, _ s: Double) -> Value {
        let s2 = s * s, s3 = s2 * s
        return p0.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: s3 - 2 * s2 + s)
            + p1.scaled(by: 3 * s2 - 2 * s3) + m1.scaled(by: s3 - s2)
    }

    /// d/ds of ``hermite(_:_:_:_:_:)``.
    @inlinable @inline(__always)
    package static func hermiteDerivative(_ p0: Value, _ m0: Value, _ m1: Value, _ p1: Value, _ s: Double) -> Value {
        let s2 = s * s
        return (p1 - p0).scaled(by: 6 * s - 6 * s2) + m0.scaled(by: 3 * s2 - 4 * s + 1) + m1.scaled(by: 3 * s2 - 2 * s)
    }
}
