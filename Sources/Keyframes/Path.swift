// Paths: the Core Graphics / SVG drawing model (move, line, quadratic and cubic Bézier, circular
// and elliptical arcs, close), reduced to a list of drawing segments for length and animation.

import LinearSolvers
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
    public private(set) var currentPoint: Point?
    /// The start of the current subpath.
    private var subpathStart: Point?

    /// An empty path.
    public init() {}

    /// Starts a new subpath at `point`.
    /// - Throws: ``KeyframeError/nonFiniteInput(name:)`` for a non-finite point.
    public mutating func move(to point: Point) throws(KeyframeError) {
        try Self.checkFinite(point, "move point")
        if currentPoint != nil && !segments.isEmpty && (subpathStarts.last ?? 0) != segments.count {
            subpathStarts.append(segments.count)
        }
        currentPoint = point
        subpathStart = point
    }

    /// A straight line from the current point (a move to `point` if there is none, as SVG does not
    /// allow and Core Graphics reports; here it simply starts there).
    public mutating func addLine(to point: Point) throws(KeyframeError) {
        try Self.checkFinite(point, "line point")
        guard let from = currentPoint else { return try move(to: point) }
        segments.append(.line(from, point))
        currentPoint = point
    }

    /// A quadratic Bézier from the current point through `control` to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) throws(KeyframeError) {
        try Self.checkFinite(point, "curve point")
        try Self.checkFinite(control, "control point")
        let from = try start()
        segments.append(.quadratic(from, control, point))
        currentPoint = point
    }

    /// A cubic Bézier from the current point with controls `control1`, `control2` to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) throws(KeyframeError) {
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
    /// - Throws: ``KeyframeError/invalidParameter(name:value:requirement:)`` for a negative radius.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) throws(KeyframeError) {
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
        let arc = EllipticalArc(center: center, radii: Point(radius, radius), startAngle: startAngle, sweep: sweep)
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
    public mutating func addEllipticalArc(to point: Point, radii: Point, rotationDegrees: Double, largeArc: Bool, sweep: Bool) throws(KeyframeError) {
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
        // Radii correction.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }
        // Step 2: the centre in the rotated frame.
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (numerator / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        // Step 3: the centre.
        let mid = (from + point) * 0.5
        let center = Point(cosPhi * cx1 - sinPhi * cy1 + mid.x, sinPhi * cx1 + cosPhi * cy1 + mid.y)
        // Step 4: the angles.
        let theta1 = Double.atan2(y: (y1 - cy1) / ry, x: (x1 - cx1) / rx)
        let theta2 = Double.atan2(y: (-y1 - cy1) / ry, x: (-x1 - cx1) / rx)
        var delta = theta2 - theta1
        let turn = 2 * Double.pi
        if sweep && delta < 0 { delta += turn }
        if !sweep && delta > 0 { delta -= turn }
        segments.append(.arc(EllipticalArc(center: center, radii: Point(rx, ry), rotation: phi, startAngle: theta1, sweep: delta)))
        currentPoint = point
    }

    /// Closes the subpath: a line back to its start unless already there.
    public mutating func closeSubpath() {
        guard let current = currentPoint, let start = subpathStart else { return }
        if current != start { segments.append(.line(current, start)) }
        currentPoint = start
    }

    /// The start of the next segment: the current point.
    private func start() throws(KeyframeError) -> Point {
        guard let current = currentPoint else { throw .emptyPath }
        return current
    }

    private static func checkFinite(_ p: Point, _ name: String) throws(KeyframeError) {
        guard p.isFiniteVector else { throw .nonFiniteInput(name: name) }
    }

    // MARK: Length

    /// The total length of the drawing segments (moves add nothing): lines, circular arcs and
    /// quadratics in closed form, cubics and elliptical arcs by adaptive Gauss–Legendre split at
    /// their inflections and speed extrema. Relative accuracy about 1e-14.
    /// - Complexity: O(segments).
    public var length: Double { segments.reduce(0) { $0 + Self.length(of: $1) } }

    /// The length of one segment (see ``length``).
    public static func length(of segment: PathSegment) -> Double {
        if let exact = segment.closedFormLength { return exact }
        let cuts = [0] + segment.breakpoints + [1]
        let estimate = GaussLegendreRule.ten.integrate(0, 1, segment.speed(at:))
        var total = 0.0
        for k in 0..<(cuts.count - 1) {
            total += adaptiveIntegral(cuts[k], cuts[k + 1], tolerance: max(estimate, 1e-300) * 1e-15, segment.speed(at:))
        }
        return total
    }
}
