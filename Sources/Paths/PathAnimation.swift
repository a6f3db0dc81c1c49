// Animating along a path, as CAKeyframeAnimation with a `path` does: linear (each segment end is
// a keyframe, segments evenly spaced in time) or paced (constant speed by arc length), with the
// rotation modes auto and autoReverse.

import Keyframes
import MotionMath
import RealModule

/// Motion along a path as a pure function of the fraction of the duration.
public struct PathAnimation: Sendable {
    /// How the tangent angle is reported (`CAAnimationRotationMode`).
    public enum RotationMode: String, Sendable, Hashable, Codable, CaseIterable {
        /// No rotation: the angle is always 0.
        case none
        /// The angle of the tangent, atan2(dy, dx) in radians.
        case auto
        /// The tangent angle plus π (facing backwards).
        case autoReverse
    }

    /// The path followed.
    public let path: Path
    /// Constant speed by arc length (true) or each segment an equal share of the time (false).
    public let isPaced: Bool
    /// The rotation mode of ``angle(at:)``.
    public let rotationMode: RotationMode
    /// Paced: the relative accuracy of the arc-length inverse (see ``init(path:paced:arcLengthAccuracy:rotationMode:)``).
    public let arcLengthAccuracy: Double
    /// The arc-length table (paced, with at least one segment).
    package let table: ArcLengthTable?
    /// The path's first point: where a path with nothing to draw rests.
    let restPoint: SIMD2<Double>

    /// An animation along `path`.
    ///
    /// A path that draws nothing but has a point (`M 10 10`, moves only) is valid: its length is 0
    /// and every fraction gives its ``Path/firstPoint`` (SVG `getPointAtLength` on such a path
    /// returns its start at every length), with derivative zero and the tangent of
    /// ``tangent(at:)`` for a point. Only a path with no point at all (`Path()`, empty path data)
    /// is refused.
    ///
    /// Paced (unpaced animations ignore it), the point at each fraction lies within max(`arcLengthAccuracy`, 1e-13) of its
    /// segment's length of the exact constant-speed point (measured, not proved: the Keyframes
    /// article's arc-length section; the default is 1e-12, the tightest 1e-14). A looser accuracy makes each segment's inverse,
    /// built on the first query that lands in it, cheaper to build and smaller to hold.
    /// - Throws: ``PathError/emptyPath`` when the path has no point at all;
    ///   ``PathError/invalidParameter(name:value:requirement:)`` for an accuracy outside
    ///   [1e-14, 1e-3] (or NaN).
    /// - Complexity: O(segments); paced adds one arc-length table (a few dozen speed evaluations
    ///   per segment).
    public init(path: Path, paced: Bool = false, arcLengthAccuracy: Double = ArcLengthTable.defaultAccuracy, rotationMode: RotationMode = .auto) throws(PathError) {
        guard let first = path.firstPoint else { throw .emptyPath }
        guard ArcLengthTable.accuracyProblem(arcLengthAccuracy) == nil else {
            throw .invalidParameter(name: "arcLengthAccuracy", value: arcLengthAccuracy, requirement: "from 1e-14 to 1e-3")
        }
        self.path = path
        self.isPaced = paced
        self.arcLengthAccuracy = arcLengthAccuracy
        self.rotationMode = rotationMode
        self.restPoint = first
        if paced && !path.segments.isEmpty {
            let segments = path.segments
            table = ArcLengthTable(
                pieces: segments.count, accuracy: arcLengthAccuracy, appendingBreakpoints: { i, cuts in segments[i].appendBreakpoints(to: &cuts) },
                appendingDerivative: { i, c in segments[i].appendDerivative(to: &c) }
            ) { i, u in
                segments[i].speed(at: u)
            }
        } else {
            table = nil
        }
    }

    /// Whether the path draws nothing (moves only): every fraction then gives ``Path/firstPoint``.
    package var isPoint: Bool { path.segments.isEmpty }

    /// The total length of the path (moves excluded; 0 for a path with nothing to draw).
    public var length: Double { table?.totalLength ?? path.length }

    /// Whether every arc-length integral behind ``length`` (and, paced, behind the arc-length
    /// table) met its tolerance; false when one ran out of its subdivision budget
    /// (`AdaptiveQuadrature.maximumSubdivisions`) and the lengths are best estimates.
    public var isLengthConverged: Bool { table?.isConverged ?? path.lengthEstimate.isConverged }

    /// The segment and its parameter at a fraction (clamped to [0, 1]).
    ///
    /// Linear: segment ⌊f·n⌋ at u = f·n − ⌊f·n⌋, so at a fraction where a segment ends the next
    /// one starts (u = 0), across a subpath jump too (Core Animation's keyframes: the jump happens
    /// at the key time). Paced: the arc length s = f·L; at a length where one subpath ends and the
    /// next begins (a move), the end of the earlier subpath (u = 1) is returned, as SVG's
    /// `getPointAtLength` walks subpaths: the first subpath whose cumulative length reaches s
    /// (the contour walk of browser engines as we read it; not measured against a browser here).
    /// The jump is then taken just after s. A path with nothing to draw gives (0, 0), which
    /// indexes no segment: check `isPoint` first.
    package func location(at fraction: Double, hint: inout Int) -> (segment: Int, u: Double) {
        var cursor = PacedCursor()
        return location(at: fraction, hint: &hint, cursor: &cursor)
    }

    /// `location(at:hint:)` with a cursor (`PacedCursor`) kept across increasing queries.
    func location(at fraction: Double, hint: inout Int, cursor: inout PacedCursor) -> (segment: Int, u: Double) {
        let count = path.segments.count
        guard count > 0 else { return (0, 0) }
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        // Through optional chaining, which borrows the table (binding it would copy it: retains
        // and releases, atomic operations, on every query); the speed closure only where a
        // query needs it (`ArcLengthTable.locateBuilt(_:hint:cursor:)`).
        if table != nil {
            guard let (i, local, built) = table?.locateBuilt(fraction: t, hint: &hint, cursor: &cursor) ?? nil else { return (0, 0) }
            let u = built ?? Self.pacedParameter(table, path.segments, piece: i, local: local)
            if u == 0 && i > 0 && t > 0 && path.subpathStarts.contains(i) { return (i - 1, 1) }
            return (i, u)
        }
        let scaled = t * Double(count)
        let i = min(Int(scaled), count - 1)
        return (i, scaled - Double(i))
    }

    /// The parameter of segment i at length `local` from its start where
    /// `ArcLengthTable.locateBuilt(_:hint:cursor:)` leaves it (the first query in the
    /// segment, which builds its inverse, and fallback sub-intervals).
    @inline(never)
    static func pacedParameter(_ table: ArcLengthTable?, _ segments: [PathSegment], piece i: Int, local: Double) -> Double {
        guard let table else { return 0 }
        return table.locateSlowly(piece: i, local: local) { i, u in segments[i].speed(at: u) }
    }

    /// The position at a fraction of the duration (clamped to [0, 1]).
    /// - Complexity: O(1) linear; O(log segments) paced.
    public func value(at fraction: Double) -> SIMD2<Double> {
        guard !isPoint else { return restPoint }
        var hint = 0
        let (i, u) = location(at: fraction, hint: &hint)
        return path.segments[i].value(at: u)
    }

    /// The positions at many fractions, each ``value(at:)``'s bits. Paced, the batch remembers
    /// where the previous fraction landed (as ``samples(at:)`` does), so that increasing
    /// fractions (an animation's frames) mostly skip the search.
    /// - Complexity: O(n) for n fractions by parameter. Paced: O(1) for a fraction in the previous
    ///   one's sub-interval or piece, or the next piece; otherwise a search, O(log segments) at
    ///   worst; plus, on the first query in each segment, the build of its inverse.
    public func values(at fractions: [Double]) -> [SIMD2<Double>] {
        guard !isPoint else { return fractions.map { _ in restPoint } }
        var hint = 0, cursor = PacedCursor()
        return fractions.map { fraction in
            let (i, u) = location(at: fraction, hint: &hint, cursor: &cursor)
            return path.segments[i].value(at: u)
        }
    }

    /// The rotation angle at a fraction: the tangent direction atan2(dy, dx) (auto), plus π
    /// (autoReverse), or 0 (none). Where the derivative vanishes (a cusp, a degenerate control
    /// point) the direction of the second derivative, then of the chord, is used: never NaN.
    public func angle(at fraction: Double) -> Double {
        guard !isPoint else { return angle(direction: SIMD2(1, 0)) }
        var hint = 0
        let (i, u) = location(at: fraction, hint: &hint)
        return angle(segment: i, u: u)
    }

    /// Position and angle at many fractions; increasing fractions locate each in O(1).
    public func samples(at fractions: [Double]) -> [(position: SIMD2<Double>, angle: Double)] {
        guard !isPoint else { return fractions.map { _ in (restPoint, angle(direction: SIMD2(1, 0))) } }
        var hint = 0, cursor = PacedCursor()
        return fractions.map { fraction in
            let (i, u) = location(at: fraction, hint: &hint, cursor: &cursor)
            return (path.segments[i].value(at: u), angle(segment: i, u: u))
        }
    }

    /// The derivative d(position)/d(fraction), in path units per whole duration (divide by the
    /// duration in seconds for a velocity, as ``PathMotion`` does).
    ///
    /// Linear (not paced): n·p′ᵢ(u) for n segments, each taking 1/n of the duration. Paced: the
    /// walk has constant speed L (the path's length) along the unit tangent, so L·p′/|p′|; at a
    /// cusp, where p′ = 0, the tangent of ``angle(at:)`` (second derivative, then chord). At an
    /// interior segment boundary the derivative is that of the segment `location(at:hint:)`
    /// picks: the next segment's (from the right), except at a subpath jump when paced, where it
    /// is the earlier subpath's end. Zero for a path with nothing to draw.
    /// - Complexity: as ``value(at:)``.
    public func derivative(at fraction: Double) -> SIMD2<Double> {
        guard !isPoint else { return .zero }
        var hint = 0
        let (i, u) = location(at: fraction, hint: &hint)
        let segment = path.segments[i]
        guard let table else { return segment.derivative(at: u) * Double(path.segments.count) }
        let direction = tangent(segment: i, u: u)
        let speed = direction.magnitude
        return speed > 0 ? direction * (table.totalLength / speed) : .zero
    }

    /// The tangent direction at (segment, u): p′, or at a cusp the second derivative (sign by
    /// side), or the chord; zero only for a segment that is a single point.
    func tangent(segment i: Int, u: Double) -> SIMD2<Double> {
        let segment = path.segments[i]
        var direction = segment.derivative(at: u)
        if direction == .zero {
            // At a cusp the tangent turns toward the second derivative (sign by side).
            let second = segment.secondDerivative(at: u)
            direction = u < 1 ? second : .zero - second
        }
        if direction == .zero { direction = segment.end - segment.start }
        return direction
    }

    func angle(segment i: Int, u: Double) -> Double {
        guard rotationMode != .none else { return 0 }
        return angle(direction: tangent(segment: i, u: u))
    }

    func angle(direction: SIMD2<Double>) -> Double {
        guard rotationMode != .none else { return 0 }
        let angle = Double.atan2(y: direction.y, x: direction.x)
        return rotationMode == .autoReverse ? angle + Double.pi : angle
    }

    /// The unit tangent vector at a fraction: the direction of travel, (cos a, sin a) for the
    /// angle a of rotation mode auto (independent of ``rotationMode``; dimensionless, length 1
    /// to rounding).
    ///
    /// Where the derivative vanishes (a cusp, a control point on its end point) the limit
    /// direction is used: the second derivative (towards the side the walk comes from at the end
    /// of a segment, u = 1, negated), then the chord of the segment. A segment that is a single
    /// point, and a path with nothing to draw, have the tangent (1, 0), the direction of angle 0
    /// (atan2(0, 0) = 0). At a segment boundary the tangent is that of the segment
    /// `location(at:hint:)` picks. Never NaN (a NaN fraction is treated as 0).
    /// - Complexity: as ``value(at:)``.
    public func tangent(at fraction: Double) -> SIMD2<Double> {
        guard !isPoint else { return SIMD2(1, 0) }
        var hint = 0
        let (i, u) = location(at: fraction, hint: &hint)
        return Self.unit(tangent(segment: i, u: u))
    }

    /// Position, angle and unit tangent at many fractions; increasing fractions locate each in O(1).
    package func samplesWithTangents(at fractions: [Double]) -> [(position: SIMD2<Double>, angle: Double, tangent: SIMD2<Double>)] {
        guard !isPoint else { return fractions.map { _ in (restPoint, angle(direction: SIMD2(1, 0)), SIMD2(1, 0)) } }
        var hint = 0, cursor = PacedCursor()
        return fractions.map { fraction in
            let (i, u) = location(at: fraction, hint: &hint, cursor: &cursor)
            let direction = tangent(segment: i, u: u)
            return (path.segments[i].value(at: u), angle(direction: direction), Self.unit(direction))
        }
    }

    /// `v / |v|` with the overflow-safe length, or (1, 0) for the zero vector.
    static func unit(_ v: SIMD2<Double>) -> SIMD2<Double> {
        let length = v.magnitude
        guard length > 0, length.isFinite else { return SIMD2(1, 0) }
        return v / length
    }
}
