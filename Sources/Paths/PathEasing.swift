// A timing curve drawn as a path from (0, 0) to (1, 1): Android's `PathInterpolator`, Compose's
// `PathEasing`, and Material 3's `emphasized` easing (two cubics).
//
// Each piece (line, quadratic or cubic Bézier) has x(u) strictly increasing on [0, 1] (checked
// exactly on its Bernstein coefficients), so y at x is found by locating the piece (binary search
// on the pieces' x ranges) and solving x(u) = x — a polynomial of degree ≤ 3 — by MotionMath's
// safeguarded Newton iteration, which never leaves the bracket [0, 1], always terminates (at most
// 200 steps; typically 3–5) and stops at the last bit the evaluation of x(u) allows. Unlike
// Android, which samples the path into line segments (error about 0.002), nothing is
// approximated.

import Keyframes
import MotionMath
import TimingCurves

/// A timing curve given by a path from (0, 0) to (1, 1) whose x never decreases: the path's y at
/// the input x (Android's `PathInterpolator`, Compose's `PathEasing`, Material 3 `emphasized`).
///
/// The path is one subpath of lines, quadratic and cubic Béziers, e.g. SVG path data
/// `M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1`
/// (``materialEmphasized``). Each piece's x must strictly increase across it (x′(u) ≥ 0 on the
/// piece, zero at most at isolated points: a vertical tangent), so every x in [0, 1] has exactly
/// one y. y may leave [0, 1] (overshoot), as with `cubic-bezier()`.
///
/// - ``value(at:)``: y at x, exact to the precision of the path's own evaluation; inputs are
///   clamped to [0, 1] (Android and Compose clamp: progress 0 before, 1 after).
/// - ``derivative(at:)``: dy/dx = y′(u)/x′(u) (dimensionless); ±infinity at a vertical tangent; at a
///   joint between pieces the slope of the piece to the right (of the left piece at x = 1); 0
///   outside [0, 1].
/// - ``input(forProgress:)``: the smallest x reaching a progress, for a path whose y never
///   decreases (``isMonotone``).
///
/// - Complexity: building O(pieces); evaluation O(log pieces) to find the piece plus a few
///   (at most 200) Newton–bisection steps, each O(1).
public struct PathEasing: TimingCurve, Hashable {
    /// The path, from (0, 0) to (1, 1).
    public let path: Path
    /// The x at the start of each piece, then 1 (count: pieces + 1); strictly increasing.
    let knots: [Double]
    /// Whether y never decreases along the path, so that ``input(forProgress:)`` is defined.
    public let isMonotone: Bool

    /// The path's pieces, in order (lines, quadratics and cubics only).
    package var pieces: [PathSegment] { path.segments }

    /// A path easing.
    ///
    /// - Throws: ``PathError/emptyPath`` for a path without any segment;
    ///   ``PathError/easingPathEndpoints(start:end:)`` unless the path starts exactly at (0, 0)
    ///   and ends exactly at (1, 1); ``PathError/easingPathUnsupported(segment:reason:)`` for
    ///   an elliptical or circular arc or a second subpath (a move after drawing);
    ///   ``PathError/easingPathNotMonotone(segment:reason:)`` when x decreases somewhere on a
    ///   piece or a piece is vertical (x constant: two progresses at one input).
    /// - Complexity: O(pieces).
    public init(path: Path) throws(PathError) {
        let segments = path.segments
        guard let first = segments.first, let last = segments.last else {
            if path.firstPoint == nil { throw .emptyPath }
            throw .easingPathEndpoints(start: path.firstPoint, end: path.currentPoint)
        }
        // What an easing cannot use first (an arc's end is not exact, so it would also fail the
        // end-point test, less helpfully).
        if let arc = segments.firstIndex(where: { Self.coordinates($0) == nil }) {
            throw .easingPathUnsupported(segment: arc, reason: "an arc; use lines, quadratic or cubic Béziers")
        }
        let origin = path.firstPoint ?? first.start
        guard origin == .zero, first.start == .zero, last.end == SIMD2(1, 1) else {
            throw .easingPathEndpoints(start: origin, end: last.end)
        }
        if let jump = path.subpathStarts.first {
            throw .easingPathUnsupported(segment: jump, reason: "a second subpath starts here (a move); the easing path must be one continuous subpath")
        }
        var knots: [Double] = [0]
        knots.reserveCapacity(segments.count + 1)
        var yMonotone = true
        for (i, segment) in segments.enumerated() {
            guard let (xs, ys) = Self.coordinates(segment) else {
                throw .easingPathUnsupported(segment: i, reason: "an arc; use lines, quadratic or cubic Béziers")
            }
            guard Self.isNonDecreasing(xs) else {
                throw .easingPathNotMonotone(segment: i, reason: "x decreases along the piece (the path turns back)")
            }
            guard xs[xs.count - 1] > xs[0] else {
                throw .easingPathNotMonotone(segment: i, reason: "the piece is vertical (x stays \(xs[0])): one input would have several progresses")
            }
            yMonotone = yMonotone && Self.isNonDecreasing(ys)
            knots.append(xs[xs.count - 1])
        }
        knots[knots.count - 1] = 1
        self.path = path
        self.knots = knots
        self.isMonotone = yMonotone
    }

    /// A path easing from SVG path data (``Path/init(svgPathData:)``), e.g.
    /// `"M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1"`.
    /// - Throws: ``PathError/pathSyntax(text:offset:message:)`` for text that is not path
    ///   data, ``PathError/emptyPath`` for empty data, and the errors of ``init(path:)``.
    /// - Complexity: O(length of the text).
    public init(svgPathData text: String) throws(PathError) {
        try self.init(path: Path(svgPathData: text))
    }

    /// Material 3 `emphasized`: the published two-cubic path
    /// `M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1`
    /// (Android `@interpolator/emphasized`, Compose Material 3's emphasized easing; Material's
    /// cubic stand-in where only one cubic is possible is `cubic-bezier(0.2, 0, 0, 1)`,
    /// `CubicBezier.materialStandard`).
    public static let materialEmphasized: PathEasing = {
        // Constant, valid data (checked by the tests): cannot fail.
        try! PathEasing(svgPathData: "M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1")
    }()

    /// The named path easings: `material-emphasized` (also `emphasized`).
    public static let named: [(name: String, easing: PathEasing)] = [
        ("material-emphasized", .materialEmphasized), ("emphasized", .materialEmphasized),
    ]

    /// A named path easing (``named``) or `path("<svg path data>")` (quotes `"` or `'`, as CSS
    /// writes strings), or nil when the text is neither form (so that callers can try other
    /// easing syntaxes first).
    /// - Throws: the errors of ``init(svgPathData:)`` for a `path(…)` whose data is not a valid
    ///   easing path.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String) throws(PathError) -> PathEasing? {
        let trimmed = Substring(text).drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" })
        let body = String(trimmed.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).reversed())
        if let match = named.first(where: { $0.name == body }) { return match.easing }
        guard body.lowercased().hasPrefix("path(") else { return nil }
        guard body.hasSuffix(")") else {
            throw .pathSyntax(text: body, offset: body.count, message: "expected ')' closing path(")
        }
        var inner = Substring(body.dropFirst(5).dropLast()).drop(while: { $0 == " " })
        while inner.last == " " { inner = inner.dropLast() }
        if let quote = inner.first, quote == "\"" || quote == "'" {
            guard inner.count >= 2, inner.last == quote else {
                throw .pathSyntax(text: body, offset: 5, message: "expected a closing \(quote) in path(\(quote)…\(quote))")
            }
            inner = inner.dropFirst().dropLast()
        }
        return try PathEasing(svgPathData: String(inner))
    }

    // MARK: TimingCurve

    /// Exactly 0 at x = 0 and 1 at x = 1 (the path's end points).
    public var mapsEndpointsExactly: Bool { true }

    /// Both together: one solve.
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if x.isNaN { return (.nan, .nan) }
        if x <= 0 {
            return x == 0 ? (0, Self.slope(pieces[0], u: 0)) : (0, 0)
        }
        if x >= 1 {
            return x == 1 ? (1, Self.slope(pieces[pieces.count - 1], u: 1)) : (1, 0)
        }
        var hint = 0
        let i = knots.lastIndex(atOrBelow: x, upperBound: pieces.count - 1, hint: &hint)
        let segment = pieces[i]
        let u = Self.parameter(segment, x: x, from: knots[i], to: knots[i + 1])
        return (segment.value(at: u).y, Self.slope(segment, u: u))
    }

    /// The smallest input x ∈ [0, 1] at which the curve reaches progress `y`: the first piece
    /// whose end reaches y, then y(u) = y solved there (leftmost, by the same safeguarded
    /// Newton iteration) and x(u) returned.
    /// - Throws: `TimingCurves.TimingCurveError.notInvertible(reason:)` when y decreases somewhere along the
    ///   path; `TimingCurves.TimingCurveError.nonFiniteInput(_:)` for NaN or infinity;
    ///   `TimingCurves.TimingCurveError.progressOutOfRange(_:range:)` outside [0, 1].
    /// - Complexity: O(pieces) plus at most 200 Newton–bisection steps.
    public func input(forProgress y: Double) throws(TimingCurveError) -> Double {
        guard isMonotone else {
            throw .notInvertible(reason: "the path's y decreases somewhere, so a progress may be reached more than once")
        }
        guard y.isFinite else { throw .nonFiniteInput(y) }
        guard (0...1).contains(y) else { throw .progressOutOfRange(y, range: 0...1) }
        guard y > 0 else { return 0 }
        guard let i = pieces.firstIndex(where: { $0.end.y >= y }) else { return 1 }
        let segment = pieces[i]
        if segment.start.y >= y { return knots[i] }
        let u = Double.safeguardedNewtonRoot(in: 0, 1, increasing: true, guess: nil, leftmost: true) { u in
            let d = segment.derivative(at: u).y
            return (segment.value(at: u).y - y, d > 0 ? d : 0)
        }
        return min(max(segment.value(at: u).x, knots[i]), knots[i + 1])
    }

    // MARK: Pieces

    /// The Bernstein coefficients (x, y) of a line, quadratic or cubic; nil for an arc.
    static func coordinates(_ segment: PathSegment) -> (x: [Double], y: [Double])? {
        switch segment {
        case .line(let a, let b): return ([a.x, b.x], [a.y, b.y])
        case .quadratic(let a, let b, let c): return ([a.x, b.x, c.x], [a.y, b.y, c.y])
        case .cubic(let a, let b, let c, let d): return ([a.x, b.x, c.x, d.x], [a.y, b.y, c.y, d.y])
        case .arc: return nil
        }
    }

    /// Whether the Bernstein polynomial with coefficients `c` (degree 1–3) is non-decreasing on
    /// [0, 1]: its derivative, a Bernstein polynomial with coefficients Δc (times the degree), is
    /// ≥ 0 there. Degree ≤ 2: Δc ≥ 0. Cubic: Δc = (p, q, r) with p(1−u)² + 2q·u(1−u) + r·u² ≥ 0
    /// on [0, 1] exactly when p ≥ 0, r ≥ 0 and (q ≥ 0 or q² ≤ p·r).
    static func isNonDecreasing(_ c: [Double]) -> Bool {
        // Half-differences (the halving is exact) cannot overflow, and dividing by the largest
        // keeps q² and p·r finite: coordinates near ±1e308 are judged by their true signs.
        let d = zip(c.dropFirst(), c).map { $0 * 0.5 - $1 * 0.5 }
        if d.count < 3 { return d.allSatisfy { $0 >= 0 } }
        let largest = d.reduce(0) { max($0, abs($1)) }
        guard largest > 0 else { return true }
        let (p, q, r) = (d[0] / largest, d[1] / largest, d[2] / largest)
        return p >= 0 && r >= 0 && (q >= 0 || q * q <= p * r)
    }

    /// The parameter u ∈ [0, 1] at which the piece's x equals `x` (x0 ≤ x < x1, the piece's ends).
    static func parameter(_ segment: PathSegment, x: Double, from x0: Double, to x1: Double) -> Double {
        if case .line = segment { return min(max((x - x0) / (x1 - x0), 0), 1) }
        return Double.safeguardedNewtonRoot(in: 0, 1, increasing: true, guess: (x - x0) / (x1 - x0)) { u in
            (segment.value(at: u).x - x, segment.derivative(at: u).x)
        }
    }

    /// dy/dx at parameter u: y′/x′; where x′ = 0, ±infinity when y′ ≠ 0, else the limit
    /// y″/x″ (then y‴/x‴), else 0.
    static func slope(_ segment: PathSegment, u: Double) -> Double {
        let d = segment.derivative(at: u)
        if d.x != 0 { return d.y / d.x }
        if d.y != 0 { return d.y > 0 ? .infinity : -.infinity }
        let second = segment.secondDerivative(at: u)
        if second.x != 0 { return second.y / second.x }
        if case .cubic(let a, let b, let c, let e) = segment {
            let third = e - c * 3 + b * 3 - a
            if third.x != 0 { return third.y / third.x }
        }
        return 0
    }
}

extension PathEasing {
    /// The easing as Android's `PathInterpolator` reads it from `android:pathData`: the path data
    /// with every coordinate rounded to Float (as Android's parser stores it, written as the
    /// shortest text that reads back as that Float) and the interpolator Android builds from it
    /// (``AndroidPathInterpolator``: `Path.approximate(0.002)`, a polyline in Float). nil when a
    /// coordinate is beyond Float's range. - Complexity: O(pieces).
    package var androidForm: (pathData: String, interpolator: AndroidPathInterpolator)? {
        var pieces: [[(x: Float, y: Float)]] = []
        var text = "M 0 0"
        for segment in path.segments {
            guard let (xs, ys) = Self.coordinates(segment) else { return nil }
            let points = zip(xs, ys).map { (x: Float($0), y: Float($1)) }
            guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
            pieces.append(points)
            text += " " + ["", "L", "Q", "C"][points.count - 1] + " " + points.dropFirst().map { "\($0.x) \($0.y)" }.joined(separator: " ")
        }
        return (text, AndroidPathInterpolator(pieces: pieces))
    }

    /// ``androidForm``'s path data and the largest difference of Android's interpolator from this
    /// easing over 10,001 evenly spaced inputs; nil where there is no Android form or Android
    /// would refuse it (x stepping back after the rounding).
    /// - Complexity: O(pieces) to flatten, then 10,001 evaluations of each.
    package var android: (pathData: String, error: Double)? {
        guard let (text, interpolator) = androidForm else { return nil }
        let error = EngineSolver.largestDifference(inputs: 10_001, { Double(interpolator.value(Float($0))) }, value(at:)).error
        return error.isNaN ? nil : (text, error)
    }
}
