// Paths: the Core Graphics / SVG drawing model (move, line, quadratic and cubic Bézier, circular
// and elliptical arcs, close), reduced to a list of drawing segments for length and animation.

import Keyframes
import MotionMath
import RealModule

/// A path: subpaths of lines, Béziers and arcs, built like `CGMutablePath` or parsed from SVG
/// path data (``init(svgPathData:)``).
///
/// A move starts a new subpath and draws nothing; close draws a line back to the subpath's start
/// (nothing when already there). ``segments`` lists the drawing segments in order; moves between
/// them are jumps.
public struct Path: Sendable, Hashable {
    /// The drawing segments, in order.
    public private(set) var segments: [PathSegment] = []
    /// Indices into ``segments`` where a subpath starts after a move (a jump), besides 0.
    public private(set) var subpathStarts: [Int] = []
    /// The current point (nil before the first move).
    public private(set) var currentPoint: SIMD2<Double>?
    /// The start of the current subpath.
    private var subpathStart: SIMD2<Double>?
    /// The path's first point: its first move (or, without a move, the start of its first
    /// segment); nil for a path with no point at all. A path made of moves only (`M 10 10`)
    /// draws nothing but still has this point: SVG's `getPointAtLength` returns it at every
    /// length, and ``PathAnimation`` rests there. Not part of `==` or the hash (which compare
    /// what is drawn and the current point, as before).
    public private(set) var firstPoint: SIMD2<Double>?

    /// An empty path.
    public init() {}

    public static func == (a: Path, b: Path) -> Bool {
        a.segments == b.segments && a.subpathStarts == b.subpathStarts && a.currentPoint == b.currentPoint
            && a.subpathStart == b.subpathStart
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        hasher.combine(subpathStarts)
        hasher.combine(currentPoint)
        hasher.combine(subpathStart)
    }

    /// Starts a new subpath at `point`.
    /// - Throws: ``PathError/nonFiniteInput(name:)`` for a non-finite point.
    public mutating func move(to point: SIMD2<Double>) throws(PathError) {
        try Self.checkFinite(point, "move point")
        if currentPoint != nil && !segments.isEmpty && (subpathStarts.last ?? 0) != segments.count {
            subpathStarts.append(segments.count)
        }
        currentPoint = point
        subpathStart = point
        if firstPoint == nil { firstPoint = point }
    }

    /// A straight line from the current point (a move to `point` if there is none, as SVG does not
    /// allow and Core Graphics reports; here it simply starts there).
    public mutating func addLine(to point: SIMD2<Double>) throws(PathError) {
        try Self.checkFinite(point, "line point")
        guard let from = currentPoint else { return try move(to: point) }
        segments.append(.line(from, point))
        currentPoint = point
    }

    /// A quadratic Bézier from the current point through `control` to `point`.
    public mutating func addQuadCurve(to point: SIMD2<Double>, control: SIMD2<Double>) throws(PathError) {
        try Self.checkFinite(point, "curve point")
        try Self.checkFinite(control, "control point")
        let from = try start()
        segments.append(.quadratic(from, control, point))
        currentPoint = point
    }

    /// A cubic Bézier from the current point with controls `control1`, `control2` to `point`.
    public mutating func addCurve(to point: SIMD2<Double>, control1: SIMD2<Double>, control2: SIMD2<Double>) throws(PathError) {
        try Self.checkFinite(point, "curve point")
        try Self.checkFinite(control1, "control point 1")
        try Self.checkFinite(control2, "control point 2")
        let from = try start()
        segments.append(.cubic(from, control1, control2, point))
        currentPoint = point
    }

    /// Core Graphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`: a line from the
    /// current point to the arc's start (if there is a current point and it differs), then the
    /// circular arc. Angles in radians from the +x axis; clockwise means decreasing angle (in a
    /// y-up frame). The sweep is (end − start) brought into [0, 2π) counterclockwise or (−2π, 0]
    /// clockwise, a full turn when the angles differ by a non-zero multiple of 2π.
    /// - Throws: ``PathError/invalidParameter(name:value:requirement:)`` for a negative radius.
    public mutating func addArc(center: SIMD2<Double>, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) throws(PathError) {
        try Self.checkFinite(center, "arc centre")
        guard radius.isFinite, radius >= 0 else {
            throw .invalidParameter(name: "radius", value: radius, requirement: "a finite number ≥ 0")
        }
        guard startAngle.isFinite, endAngle.isFinite else { throw .nonFiniteInput(name: "arc angle") }
        let turn = 2 * Double.pi
        let difference = endAngle - startAngle
        var sweep = difference.truncatingRemainder(dividingBy: turn)
        if clockwise {
            if sweep > 0 { sweep -= turn }
            if sweep == 0 && difference != 0 { sweep = -turn }
        } else {
            if sweep < 0 { sweep += turn }
            if sweep == 0 && difference != 0 { sweep = turn }
        }
        let arc = EllipticalArc(center: center, radii: SIMD2<Double>(radius, radius), startAngle: startAngle, sweep: sweep)
        let arcStart = PathSegment.arc(arc).start
        if let current = currentPoint {
            if current != arcStart { segments.append(.line(current, arcStart)) }
        } else {
            try move(to: arcStart)
        }
        if sweep != 0 && radius > 0 { segments.append(.arc(arc)) }
        currentPoint = PathSegment.arc(arc).end
    }

    /// SVG's elliptical arc command `A rx ry φ large-arc sweep x y` from the current point,
    /// converted to centre form (SVG 1.1 Implementation Notes F.6.5), with radii scaled up when
    /// too small to reach the end point (F.6.6). Zero radii give a straight line; an end point
    /// equal to the start draws nothing. φ in degrees, as in SVG.
    public mutating func addEllipticalArc(to point: SIMD2<Double>, radii: SIMD2<Double>, rotationDegrees: Double, largeArc: Bool, sweep: Bool) throws(PathError) {
        try Self.checkFinite(point, "arc end point")
        try Self.checkFinite(radii, "arc radii")
        guard rotationDegrees.isFinite else { throw .nonFiniteInput(name: "arc rotation") }
        let from = try start()
        if from == point { return }
        var rx = abs(radii.x), ry = abs(radii.y)
        if rx == 0 || ry == 0 { return try addLine(to: point) }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
        let (cosPhi, sinPhi) = (Double.cos(phi), Double.sin(phi))
        // Step 1: the midpoint in the rotated frame.
        let half = (from - point) * 0.5
        let x1 = cosPhi * half.x + sinPhi * half.y
        let y1 = -sinPhi * half.x + cosPhi * half.y
        // Radii correction (F.6.6) and the centre in the rotated frame (F.6.5.2), in the scale-free
        // ratios q = (x1/rx, y1/ry): λ = |q|², and the centre factor² is (1 − |q|²)/|q|² — the
        // textbook form's rx²ry² products overflow from radii of about 1e154.
        var qx = x1 / rx, qy = y1 / ry
        var reach = Double.hypot(qx, qy)  // √λ, without overflow or underflow
        if reach > 1 {
            rx *= reach
            ry *= reach
            guard rx.isFinite && ry.isFinite else {
                throw .invalidParameter(
                    name: "arc radii", value: max(rx, ry),
                    requirement: "radii that, scaled up to reach the end point (SVG F.6.6), stay below the largest Double")
            }
            qx = x1 / rx
            qy = y1 / ry
            reach = Double.hypot(qx, qy)
        }
        // centre' = ±√(1 − |q|²)·(rx·qy, −ry·qx)/|q|, the unit direction q/|q| taken first so that
        // neither a tiny |q| (radii far beyond the chord) nor huge radii overflow.
        var factor = (max(0, 1 - reach * reach)).squareRoot()
        if largeArc == sweep { factor = -factor }
        let (ux, uy) = reach > 0 ? (qx / reach, qy / reach) : (0, 0)
        let cx1 = factor * uy * rx
        let cy1 = -factor * ux * ry
        // Step 3: the centre.
        let mid = (from + point) * 0.5
        let center = SIMD2<Double>(cosPhi * cx1 - sinPhi * cy1 + mid.x, sinPhi * cx1 + cosPhi * cy1 + mid.y)
        // Step 4: the angles; Δθ as the angle between the two unit-circle vectors (F.6.5.6), not
        // θ₂ − θ₁, which loses a sweep below ulp(θ₁) (radii far beyond the chord).
        let start = SIMD2<Double>((x1 - cx1) / rx, (y1 - cy1) / ry), end = SIMD2<Double>((-x1 - cx1) / rx, (-y1 - cy1) / ry)
        let theta1 = Double.atan2(y: start.y, x: start.x)
        var delta = Double.atan2(y: start.x * end.y - start.y * end.x, x: start.x * end.x + start.y * end.y)
        let turn = 2 * Double.pi
        if sweep && delta < 0 { delta += turn }
        if !sweep && delta > 0 { delta -= turn }
        segments.append(.arc(EllipticalArc(center: center, radii: SIMD2<Double>(rx, ry), rotation: phi, startAngle: theta1, sweep: delta)))
        currentPoint = point
    }

    /// Appends a drawing segment that starts at the current point and ends at `end` (its own end
    /// point to rounding; the next segment starts there exactly).
    mutating func appendSegment(_ segment: PathSegment, end: SIMD2<Double>) {
        segments.append(segment)
        currentPoint = end
    }

    /// Closes the subpath: a line back to its start unless already there.
    public mutating func closeSubpath() {
        guard let current = currentPoint, let start = subpathStart else { return }
        if current != start { segments.append(.line(current, start)) }
        currentPoint = start
    }

    /// The start of the next segment: the current point.
    private func start() throws(PathError) -> SIMD2<Double> {
        guard let current = currentPoint else { throw .emptyPath }
        return current
    }

    private static func checkFinite(_ p: SIMD2<Double>, _ name: String) throws(PathError) {
        guard p.isFiniteVector else { throw .nonFiniteInput(name: name) }
    }

    // MARK: Length

    /// The total length of the drawing segments (moves add nothing): lines, circular arcs and
    /// quadratics in closed form, cubics and elliptical arcs by bounded adaptive Gauss–Legendre
    /// (`AdaptiveQuadrature`) split at their inflections, speed extrema and quarter turns, whole
    /// turns of an elliptical arc as multiples of its perimeter. Relative accuracy about 1e-15
    /// (see ``lengthEstimate`` for the error estimate and whether every integral converged).
    /// - Complexity: O(segments), each at most 6 · `AdaptiveQuadrature.maximumEvaluations`
    ///   speed evaluations whatever the coordinates.
    public var length: Double { lengthEstimate.value }

    /// ``length`` with its summed error estimate, the evaluations used and whether every integral
    /// met its tolerance (`isConverged == false`: a segment's quadrature ran out of its
    /// subdivision budget and the value is the best estimate found).
    public var lengthEstimate: QuadratureEstimate {
        segments.reduce(.zero) { $0 + Self.lengthEstimate(of: $1) }
    }

    /// The length of one segment (see ``length``).
    public static func length(of segment: PathSegment) -> Double { lengthEstimate(of: segment).value }

    /// The length of one segment with its error estimate (see ``lengthEstimate``).
    public static func lengthEstimate(of segment: PathSegment) -> QuadratureEstimate {
        if let exact = segment.closedFormLength {
            return QuadratureEstimate(value: exact, errorEstimate: 0, isConverged: true, evaluations: 0)
        }
        if case .arc(let arc) = segment, abs(arc.sweep) > 2 * Double.pi {
            // Whole turns: the perimeter (four equal quarters) times their number, plus the rest.
            let turn = 2 * Double.pi
            let turns = (abs(arc.sweep) / turn).rounded(.down)
            var rest = arc
            rest.sweep = arc.sweep - (arc.sweep < 0 ? -turns : turns) * turn
            let quarter = lengthEstimate(of: .arc(EllipticalArc(center: .zero, radii: arc.radii, startAngle: 0, sweep: Double.pi / 2)))
            return quarter.repeated(4 * turns) + lengthEstimate(of: .arc(rest))
        }
        let cuts = [0] + segment.breakpoints + [1]
        let rough = AdaptiveQuadrature.gauss10(0, 1, segment.speed(at:))
        let tolerance = max(rough, 1e-300) * 1e-15 / Double(cuts.count - 1)
        var total = QuadratureEstimate.zero
        total.evaluations = 10
        for k in 0..<(cuts.count - 1) {
            total = total + AdaptiveQuadrature.integrate(
                cuts[k], cuts[k + 1], absoluteTolerance: tolerance, relativeTolerance: 0, segment.speed(at:))
        }
        return total
    }
}
