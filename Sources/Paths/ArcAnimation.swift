// Arc motion between 2-D keyframes (Paths article, Arc motion): Compose's ArcMode (ArcAbove,
// ArcBelow, ArcLinear) in ArcAnimationSpec and keyframes, quarter ellipses whose centre is a
// corner of the box between two keys.
//
// From P₁ to P₂ with d = P₂ − P₁ (sx, sy the signs of dx, dy): the arc starts horizontally (centre
// (x₁, y₂), P = (x₁ + dx·sin θ, y₂ − dy·cos θ), θ from 0 to π/2) or vertically (centre (x₂, y₁),
// P = (x₂ − dx·sin θ, y₁ + dy·cos θ), θ from π/2 to 0). Above starts vertically when dy < 0,
// below when dy > 0: the arc bulges towards the corner with the smaller y (above, on a screen
// whose y grows downwards) or the larger. As an ellipse c + (rx cos φ, ry sin φ) with radii
// (|dx|, |dy|): horizontal start φ = −sy·π/2, sweep sx·sy·π/2; vertical start φ = 0 or π (sx < 0
// or > 0), sweep −sx·sy·π/2. A segment with dx = 0 or dy = 0 is a line.
//
// Compose moves along each arc at constant speed, through a 90-chord table of the quarter ellipse;
// paced here is the exact arc length (PathAnimation's table), and unpaced moves the angle θ
// linearly in time.

import Keyframes
import MotionMath

/// How the segment from one 2-D keyframe to the next is drawn (Compose's `ArcMode`).
public enum ArcMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// A quarter ellipse bulging towards the corner of the two keys' box with the smaller y
    /// (upwards on a screen whose y grows down): Compose's `ArcAbove`.
    case above
    /// A quarter ellipse bulging towards the corner with the larger y: Compose's `ArcBelow`, the
    /// default of its `ArcAnimationSpec`.
    case below
    /// A straight line: Compose's `ArcLinear`.
    case linear
}

/// 2-D keyframes joined by quarter-ellipse arcs, as Compose's `ArcAnimationSpec` and
/// `keyframes { … using ArcMode }` move them, as a function of the fraction of the duration.
///
/// Segment i runs from `values[i]` at key time i to `values[i + 1]`, drawn by `modes[i]`: a
/// quarter ellipse whose centre is a corner of the box between the two keys, or a line (also
/// whenever the keys share an x or a y). Paced (Compose's behaviour), each segment is walked at
/// constant speed by its exact arc length; unpaced, the ellipse's angle moves linearly in time.
/// Fractions outside [0, 1] hold the end values.
/// - Complexity: building is O(n) (a paced arc adds one arc-length table); evaluation O(log n).
public struct ArcAnimation: Sendable {
    /// The keyframe positions.
    public let values: [SIMD2<Double>]
    /// The key times as given (nil: uniform).
    public let keyTimes: [Double]?
    /// One mode per segment.
    public let modes: [ArcMode]
    /// Constant speed along each arc (true) or the angle linear in time (false).
    public let isPaced: Bool
    /// The drawn path: one line or arc per segment with two distinct keys.
    public let path: Path
    /// The key times used.
    let knots: [Double]
    /// Per segment: the walk along its arc, or nil for a line.
    let arcs: [PathAnimation?]

    /// 2-D keyframes joined by arcs.
    /// - Parameters:
    ///   - values: the keyframe positions (at least one).
    ///   - keyTimes: one fraction of the duration per value, from 0 to 1 and non-decreasing; nil
    ///     for uniform times.
    ///   - modes: one mode for every segment, or one per segment (values.count − 1).
    ///   - paced: constant speed along each arc (default, Compose's), else the angle linear in time.
    /// - Throws: ``PathError/invalidKeyframes(_:)`` listing every problem (no values, a
    ///   non-finite value, key times of the wrong count, not finite, outside [0, 1], decreasing,
    ///   or not from 0 to 1; a mode count that is neither 1 nor one per segment; two keys so far
    ///   apart that their difference overflows).
    public init(values: [SIMD2<Double>], keyTimes: [Double]? = nil, modes: [ArcMode], paced: Bool = true) throws(PathError) {
        var problems = KeyframeAnimation<VectorSpace<SIMD2<Double>>>.problems(
            vectors: values, keyTimes: keyTimes, mode: .linear, timingFunctions: nil, tension: nil, continuity: nil, bias: nil)
        let segmentCount = max(values.count - 1, 0)
        if modes.count != 1 && modes.count != segmentCount {
            problems.append("modes has \(modes.count) entries; give one, or one per segment (\(segmentCount))")
        }
        if problems.isEmpty, let i = (0..<segmentCount).first(where: { !(values[$0 + 1] - values[$0]).isFiniteVector }) {
            problems.append("the step from values[\(i)] to values[\(i + 1)] overflows (its arc's radii would be infinite)")
        }
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }
        let n = values.count
        self.values = values
        self.keyTimes = keyTimes
        self.modes = modes.count == 1 ? Array(repeating: modes[0], count: segmentCount) : modes
        self.isPaced = paced
        self.knots = keyTimes ?? (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        var path = Path()
        var arcs: [PathAnimation?] = []
        try path.move(to: values[0])
        for i in 0..<segmentCount {
            let (from, to) = (values[i], values[i + 1])
            guard let arc = Self.quarterEllipse(from: from, to: to, mode: self.modes[i]) else {
                if from != to { try path.addLine(to: to) }
                arcs.append(nil)
                continue
            }
            var piece = Path()
            try piece.move(to: from)
            piece.appendSegment(.arc(arc), end: to)
            path.appendSegment(.arc(arc), end: to)
            arcs.append(try PathAnimation(path: piece, paced: paced))
        }
        self.path = path
        self.arcs = arcs
    }

    /// The quarter ellipse of `mode` from `from` to `to`, or nil for a line (linear mode, or the
    /// keys share an x or a y).
    static func quarterEllipse(from: SIMD2<Double>, to: SIMD2<Double>, mode: ArcMode) -> EllipticalArc? {
        let d = to - from
        guard mode != .linear, d.x != 0, d.y != 0 else { return nil }
        let (sx, sy) = (d.x > 0 ? 1.0 : -1.0, d.y > 0 ? 1.0 : -1.0)
        let radii = SIMD2<Double>(d.x.magnitude, d.y.magnitude)
        let quarter = Double.pi / 2
        let vertical = mode == .above ? d.y < 0 : d.y > 0
        if vertical {
            return EllipticalArc(center: SIMD2(to.x, from.y), radii: radii, startAngle: sx > 0 ? Double.pi : 0, sweep: -sx * sy * quarter)
        }
        return EllipticalArc(center: SIMD2(from.x, to.y), radii: radii, startAngle: -sy * quarter, sweep: sx * sy * quarter)
    }

    /// The segment holding `fraction` (clamped to [0, 1]) and the fraction u of it; nil for NaN.
    func locate(_ fraction: Double) -> (segment: Int, u: Double)? {
        guard !fraction.isNaN else { return nil }
        let t = min(max(fraction, 0), 1)
        var hint = 0
        let i = knots.lastIndex(atOrBelow: t, upperBound: values.count - 2, hint: &hint)
        let span = knots[i + 1] - knots[i]
        return (i, span > 0 ? min(max((t - knots[i]) / span, 0), 1) : 1)
    }

    /// The position at a fraction of the duration: exactly the keyframe at its key time, the end
    /// values outside [0, 1], NaN for NaN.
    /// - Complexity: O(log n) (and a table lookup on a paced arc).
    public func value(at fraction: Double) -> SIMD2<Double> {
        if values.count == 1 { return fraction.isNaN ? SIMD2(repeating: .nan) : values[0] }
        guard let (i, u) = locate(fraction) else { return SIMD2(repeating: .nan) }
        if u == 0 { return values[i] }
        if u == 1 { return values[i + 1] }
        guard let arc = arcs[i] else { return values[i] + (values[i + 1] - values[i]) * u }
        return arc.value(at: u)
    }

    /// The derivative with respect to the fraction (position units per whole duration; divide by
    /// the duration in seconds for a velocity): along a paced arc its length over the segment's
    /// share of the duration, along the tangent; zero outside [0, 1]. At a key time, the
    /// derivative of the segment that starts there (the last segment's at 1).
    /// - Complexity: as ``value(at:)``.
    public func derivative(at fraction: Double) -> SIMD2<Double> {
        if fraction.isNaN { return SIMD2(repeating: .nan) }
        guard values.count > 1, fraction >= 0, fraction <= 1, let (i, u) = locate(fraction) else { return .zero }
        let span = knots[i + 1] - knots[i]
        guard span > 0 else { return .zero }
        guard let arc = arcs[i] else { return (values[i + 1] - values[i]) / span }
        return arc.derivative(at: u) / span
    }
}
