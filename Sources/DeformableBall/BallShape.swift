// The deformable ball of the animated page control: four cubic Béziers A → B → C → D → A whose
// end points move with a factor, and how well four Béziers draw a circle at rest.

import Keyframes
import Paths
import MotionMath
import RealModule

/// The deformable ball (the page-control indicator of KittenYang's KYAnimatedPageControl): a closed path
/// of four cubic Béziers A → B → C → D → A around a square of side d (the diameter), deformed by
/// a factor.
///
/// In a y-down frame (SVG, UIKit) with the square's top-left corner at `origin` = (x₀, y₀), centre
/// (cx, cy) = (x₀ + d/2, y₀ + d/2) and extra = (2/5)·d·factor, the end points are, as in the
/// published drawing code (KYAnimatedPageControl's `drawInContext:`):
/// - A = (cx, y₀ + extra) — the top, pulled down by extra;
/// - B = (cx + d/2 + 2·extra, cy) for direction ``Direction/right``, else (cx + d/2, cy);
/// - C = (cx, cy + d/2 − extra) — the bottom, pulled up by extra;
/// - D = (x₀ − 2·extra, cy) for direction ``Direction/left``, else (x₀, cy);
///
/// so the side the ball moves towards stretches out by 2·extra while the top and bottom squash in.
/// Each control point lies `offset` from its end point along the tangent of the resting circle
/// (horizontal at A and C, vertical at B and D): A → B uses A + (offset, 0) and B − (0, offset),
/// B → C uses B + (0, offset) and C + (offset, 0), C → D uses C − (offset, 0) and D + (0, offset),
/// D → A uses D − (0, offset) and A − (offset, 0).
///
/// The factor is in [0, 1] (0: at rest, a near-circle); with `allowsOvershoot` it may go down to
/// −1, where a spring restoring the ball overshoots and the ball squashes the other way (the
/// moving side pulled in, top and bottom pushed out).
package struct BallShape: Sendable, Hashable {
    /// Which side stretches: the direction the ball moves in.
    package enum Direction: String, Sendable, Hashable, CaseIterable {
        /// D, the left point, moves out by 2·extra (the published `ScrollDirectionLeft`).
        case left
        /// B, the right point, moves out by 2·extra.
        case right
    }

    /// How far each control point lies from its end point.
    package enum OffsetRule: Sendable, Hashable {
        /// d/3.6, KYAnimatedPageControl's value "found by trying".
        case kyAnimatedPageControl
        /// (4/3)·tan(π/8)·r = (2/3)·tan(π/8)·d ≈ 0.5523·r = d/3.6213: the Bézier quarter whose
        /// midpoint lies on the circle (the usual "kappa").
        case circle
        /// A given distance in the path's units (finite, ≥ 0).
        case value(Double)

        /// The offset for a ball of diameter `diameter`.
        /// - Complexity: O(1).
        package func offset(diameter: Double) -> Double {
            switch self {
            case .kyAnimatedPageControl: return diameter / 3.6
            case .circle: return diameter * BallShape.circleKappa / 2
            case .value(let v): return v
            }
        }
    }

    /// (4/3)·tan(π/8) = (4/3)(√2 − 1) ≈ 0.5522847498: the offset, per unit radius, of the Bézier
    /// quarter circle that passes through the arc's midpoint.
    package static let circleKappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// The diameter d (> 0).
    package let diameter: Double
    /// The factor (in [0, 1], or [−1, 1] when built with `allowsOvershoot`).
    package let factor: Double
    /// The side that stretches.
    package let direction: Direction
    /// The control-point offset rule.
    package let offsetRule: OffsetRule
    /// The top-left corner of the resting square.
    package let origin: SIMD2<Double>

    /// A ball.
    /// - Parameters:
    ///   - diameter: d, in path units (finite, > 0).
    ///   - factor: the deformation, in [0, 1] (in [−1, 1] with `allowsOvershoot`).
    ///   - direction: the side that stretches.
    ///   - offset: the control-point offset rule (a ``OffsetRule/value(_:)`` must be finite, ≥ 0).
    ///   - origin: the top-left corner of the resting square (finite).
    ///   - allowsOvershoot: accept factors down to −1 (a spring's overshoot past rest).
    /// - Throws: `KeyframeError.invalidParameter(name:value:requirement:)` for a diameter that is
    ///   not finite and > 0, a factor outside its range or NaN, a negative or non-finite offset,
    ///   or a shape whose coordinates would overflow; `KeyframeError.nonFiniteInput(name:)` for
    ///   a non-finite origin.
    /// - Complexity: O(1).
    package init(
        diameter: Double, factor: Double, direction: Direction = .left, offset: OffsetRule = .kyAnimatedPageControl,
        origin: SIMD2<Double> = .zero, allowsOvershoot: Bool = false
    ) throws(KeyframeError) {
        guard diameter.isFinite, diameter > 0 else {
            throw .invalidParameter(name: "diameter", value: diameter, requirement: "a finite number > 0")
        }
        let lowest = allowsOvershoot ? -1.0 : 0.0
        guard factor >= lowest, factor <= 1 else {
            throw .invalidParameter(name: "factor", value: factor, requirement: allowsOvershoot ? "in [-1, 1]" : "in [0, 1]")
        }
        if case .value(let v) = offset, !(v.isFinite && v >= 0) {
            throw .invalidParameter(name: "offset", value: v, requirement: "a finite number ≥ 0")
        }
        guard origin.isFiniteVector else { throw .nonFiniteInput(name: "origin") }
        self.diameter = diameter
        self.factor = factor
        self.direction = direction
        self.offsetRule = offset
        self.origin = origin
        let points = controlPoints
        if let bad = points.first(where: { !$0.isFiniteVector }) {
            throw .invalidParameter(
                name: "diameter", value: diameter,
                requirement: "small enough that the shape's coordinates stay finite (got \(bad))")
        }
    }

    /// The offset of the control points from their end points.
    package var offset: Double { offsetRule.offset(diameter: diameter) }

    /// extra = (2/5)·d·factor.
    package var extra: Double { diameter * 2 / 5 * factor }

    /// The end points A (top), B (right), C (bottom), D (left).
    /// - Complexity: O(1).
    package var endPoints: (a: SIMD2<Double>, b: SIMD2<Double>, c: SIMD2<Double>, d: SIMD2<Double>) {
        let r = diameter / 2, e = extra
        let center = origin + SIMD2(r, r)
        let a = SIMD2(center.x, origin.y + e)
        let b = SIMD2(direction == .right ? center.x + r + 2 * e : center.x + r, center.y)
        let c = SIMD2(center.x, center.y + r - e)
        let d = SIMD2(direction == .left ? origin.x - 2 * e : origin.x, center.y)
        return (a, b, c, d)
    }

    /// The 13 points of the path in drawing order: A, then for each of the four curves its two
    /// control points and its end (B, C, D, A).
    package var controlPoints: [SIMD2<Double>] {
        let (a, b, c, d) = endPoints
        let k = offset
        let x = SIMD2(k, 0.0), y = SIMD2(0.0, k)
        return [a, a + x, b - y, b, b + y, c + x, c, c - x, d + y, d, d - y, a - x, a]
    }

    /// The closed path: move to A, four cubic Béziers, close (which adds no segment: the last
    /// curve ends at A).
    /// - Complexity: O(1).
    package var path: Path {
        let p = controlPoints
        var path = Path()
        // The points are finite (checked at init), so building cannot fail.
        try? path.move(to: p[0])
        for i in stride(from: 1, to: 13, by: 3) {
            try? path.addCurve(to: p[i + 2], control1: p[i], control2: p[i + 1])
        }
        path.closeSubpath()
        return path
    }

    /// The path as SVG path data (`Path.svgPathData`), e.g. for d = 60, factor 0:
    /// `M 30 0 C 46.666… 0 60 13.333… 60 30 C … Z`.
    package var svgPathData: String { path.svgPathData }

    /// One ball per factor (a spring's or an easing's frames), the other parameters fixed; factors
    /// may overshoot to −1 (``init(diameter:factor:direction:offset:origin:allowsOvershoot:)``
    /// with `allowsOvershoot`).
    /// - Throws: as the initialiser, for the first bad factor (or a bad diameter or offset), and
    ///   `KeyframeError.invalidParameter(name:value:requirement:)` for more than
    ///   ``maximumFrames`` factors.
    /// - Complexity: O(factors).
    package static func frames(
        factors: [Double], diameter: Double, direction: Direction = .left, offset: OffsetRule = .kyAnimatedPageControl,
        origin: SIMD2<Double> = .zero
    ) throws(KeyframeError) -> [BallShape] {
        guard factors.count <= maximumFrames else {
            throw .invalidParameter(name: "frame count", value: Double(factors.count), requirement: "at most \(maximumFrames)")
        }
        var result: [BallShape] = []
        result.reserveCapacity(factors.count)
        for f in factors {
            result.append(try BallShape(diameter: diameter, factor: f, direction: direction, offset: offset, origin: origin, allowsOvershoot: true))
        }
        return result
    }

    /// The most frames ``frames(factors:diameter:direction:offset:origin:)`` builds (10⁶: an hour
    /// at 240 fps is 864,000).
    package static let maximumFrames = 1_000_000
}

// MARK: - How well four Béziers draw a circle

extension BallShape {
    /// The radial deviation |B(u)| − r of the Bézier quarter circle with control offset `offset`
    /// per unit radius: B from (1, 0) with controls (1, k), (k, 1) to (0, 1), k = `offset`. Its
    /// largest |value| over u ∈ [0, 1], relative to r, with the parameter u where it occurs and
    /// its sign. The same for every quarter of a ball at factor 0 (each is this one rotated and
    /// scaled by r = d/2), so ``quarterCircleDeviation(offset:)`` with offset/r is the ball's
    /// largest deviation from its circle relative to r.
    ///
    /// Method: |B(u)|² − 1 is a polynomial of degree 6 in u; its extrema are located on a grid
    /// of 4096 intervals and each refined by golden-section search on |B(u)|² (unimodal between
    /// grid neighbours), then the end points u = 0, 1 (where the deviation is 0) are included.
    /// The square root is taken last, as (|B|² − 1)/(|B| + 1), without cancellation.
    /// - Parameter k: the offset per unit radius (finite).
    /// - Returns: nil for a non-finite k.
    /// - Complexity: about 4096 + 80 per extremum Bézier evaluations.
    package static func quarterCircleDeviation(offset k: Double) -> (maximum: Double, signed: Double, at: Double)? {
        guard k.isFinite else { return nil }
        func excess(_ u: Double) -> Double {
            // B(u) in Bernstein form; |B|² − 1 = (|B| − 1)(|B| + 1).
            let v = 1 - u
            let x = v * v * v + 3 * v * v * u + 3 * v * u * u * k
            let y = 3 * v * v * u * k + 3 * v * u * u + u * u * u
            let squared = x * x + y * y
            return (squared - 1) / (squared.squareRoot() + 1)
        }
        let n = 4096
        var grid = [Double](repeating: 0, count: n + 1)
        for i in 0...n { grid[i] = excess(Double(i) / Double(n)) }
        var best = (maximum: 0.0, signed: 0.0, at: 0.0)
        for i in 1..<n {
            let isMax = grid[i] >= grid[i - 1] && grid[i] >= grid[i + 1]
            let isMin = grid[i] <= grid[i - 1] && grid[i] <= grid[i + 1]
            guard isMax || isMin else { continue }
            let sign = isMax ? 1.0 : -1.0
            let (u, value) = goldenSectionMaximum(Double(i - 1) / Double(n), Double(i + 1) / Double(n)) { sign * excess($0) }
            if value > best.maximum { best = (value, sign * value, u) }
        }
        return best
    }

    /// The offset k* per unit radius minimising ``quarterCircleDeviation(offset:)``: the
    /// minimax Bézier quarter circle, found by golden-section search on k ∈ [0.54, 0.56] (the
    /// largest deviation is unimodal in k: it falls while the curve's inward dip at the midpoint
    /// shrinks and rises once its outward bulges grow).
    /// - Complexity: about 70 evaluations of ``quarterCircleDeviation(offset:)``.
    package static func minimaxQuarterCircleOffset() -> (offset: Double, deviation: Double) {
        let (k, negated) = goldenSectionMaximum(0.54, 0.56) { -(quarterCircleDeviation(offset: $0)?.maximum ?? .infinity) }
        return (k, -negated)
    }

    /// The maximiser of a unimodal f on [lo, hi] by golden-section search to the spacing of
    /// Doubles (at most 100 steps).
    static func goldenSectionMaximum(_ lo: Double, _ hi: Double, _ f: (Double) -> Double) -> (Double, Double) {
        let ratio = (5.0.squareRoot() - 1) / 2
        var (a, b) = (lo, hi)
        var c = b - ratio * (b - a), d = a + ratio * (b - a)
        var fc = f(c), fd = f(d)
        for _ in 0..<100 where b - a > 4 * b.ulp {
            if fc >= fd {
                (b, d, fd) = (d, c, fc)
                c = b - ratio * (b - a)
                fc = f(c)
            } else {
                (a, c, fc) = (c, d, fd)
                d = a + ratio * (b - a)
                fd = f(d)
            }
        }
        return fc >= fd ? (c, fc) : (d, fd)
    }
}
