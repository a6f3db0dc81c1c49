// The drawing segments of a path and their geometry: point, derivative, length, and the
// parameters where the speed is not smooth.

import Keyframes
import MotionMath
import RealModule
import TimingCurves

/// An elliptical arc in centre form: centre c, radii (rx, ry), x-axis rotation φ, start angle
/// θ₁ and signed sweep Δθ (radians; positive is counterclockwise in a y-up frame):
/// p(u) = c + R(φ)·(rx·cos θ, ry·sin θ), θ = θ₁ + u·Δθ.
public struct EllipticalArc: Sendable, Hashable, Codable {
    public var center: SIMD2<Double>
    public var radii: SIMD2<Double>
    public var rotation: Double
    public var startAngle: Double { didSet { startDirection = Self.unitVector(startAngle) } }
    public var sweep: Double
    /// (cos θ₁, sin θ₁), kept with θ₁ so that the turned direction costs one sine and one cosine
    /// (of u·Δθ). Only this one is kept: every stored Double widens `PathSegment`, which every
    /// Bézier evaluation copies (callgrind: caching (cos φ, sin φ) as well added 2.4% to a cubic paced
    /// query, while an arc's speed needs no rotation at all).
    @usableFromInline var startDirection: SIMD2<Double>

    public init(center: SIMD2<Double>, radii: SIMD2<Double>, rotation: Double = 0, startAngle: Double, sweep: Double) {
        self.center = center
        self.radii = radii
        self.rotation = rotation
        self.startAngle = startAngle
        self.sweep = sweep
        startDirection = Self.unitVector(startAngle)
    }

    enum CodingKeys: String, CodingKey { case center, radii, rotation, startAngle, sweep }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            center: try c.decode(SIMD2<Double>.self, forKey: .center), radii: try c.decode(SIMD2<Double>.self, forKey: .radii),
            rotation: try c.decode(Double.self, forKey: .rotation), startAngle: try c.decode(Double.self, forKey: .startAngle),
            sweep: try c.decode(Double.self, forKey: .sweep))
    }

    @usableFromInline static func unitVector(_ angle: Double) -> SIMD2<Double> { angle == 0 ? SIMD2<Double>(1, 0) : SIMD2<Double>(Double.cos(angle), Double.sin(angle)) }

    /// Whether the arc is circular (rx = ry), so its length is r·|Δθ| exactly.
    package var isCircular: Bool { radii.x == radii.y }

    /// (cos θ, sin θ) at θ = θ₁ + u·Δθ, evaluated as the start direction (cos θ₁, sin θ₁) turned
    /// by u·Δθ. Rounding θ₁ + u·Δθ would quantise u to ulp(θ₁)/|Δθ|, which on a short arc far
    /// from θ = 0 makes the speed a staircase in u (relative noise up to ε·|θ₁|/|Δθ|·rx/ry); the
    /// turned form keeps the full relative precision of u·Δθ.
    /// - Complexity: one sine and one cosine ((cos θ₁, sin θ₁) is kept with θ₁).
    @inlinable
    package func direction(at u: Double) -> (cos: Double, sin: Double) {
        let offset = u * sweep
        let (c1, s1) = (startDirection.x, startDirection.y)
        let (c, s) = (Double.cos(offset), Double.sin(offset))
        return (c1 * c - s1 * s, s1 * c + c1 * s)
    }

    /// The parameters u ∈ (0, 1) where θ₁ + u·Δθ is a multiple of π/2: the speed extrema of a
    /// non-circular ellipse, where a thin one has a near-corner (the arc-length quadrature
    /// splits there). Empty for circles and for sweeps beyond four turns (at most 17 points).
    package var quarterTurnParameters: [Double] {
        let quarter = Double.pi / 2
        guard !isCircular, sweep != 0, abs(sweep) <= 8 * Double.pi else { return [] }
        let end = startAngle + sweep
        let (lo, hi) = (min(startAngle, end), max(startAngle, end))
        var k = (lo / quarter).rounded(.up)
        var result = [Double]()
        while k * quarter < hi && result.count < 17 {
            let u = (k * quarter - startAngle) / sweep
            if u > 0 && u < 1 { result.append(u) }
            k += 1
        }
        return result.sorted()
    }
}

/// One drawing segment of a path, parameterised by u ∈ [0, 1].
public enum PathSegment: Sendable, Hashable {
    case line(SIMD2<Double>, SIMD2<Double>)
    case quadratic(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
    case cubic(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
    case arc(EllipticalArc)

    /// The start point p(0).
    public var start: SIMD2<Double> { value(at: 0) }
    /// The end point p(1).
    public var end: SIMD2<Double> { value(at: 1) }

    /// The point p(u) (Bernstein form for the Béziers).
    /// - Complexity: O(1).
    public func value(at u: Double) -> SIMD2<Double> {
        let v = 1 - u
        switch self {
        case .line(let a, let b):
            return u == 1 ? b : a + (b - a) * u
        case .quadratic(let a, let b, let c):
            return a * (v * v) + b * (2 * v * u) + c * (u * u)
        case .cubic(let a, let b, let c, let d):
            return a * (v * v * v) + b * (3 * v * v * u) + c * (3 * v * u * u) + d * (u * u * u)
        case .arc(let arc):
            let (c, s) = arc.direction(at: u)
            return arc.center + Self.rotate(SIMD2<Double>(arc.radii.x * c, arc.radii.y * s), by: EllipticalArc.unitVector(arc.rotation))
        }
    }

    /// The derivative dp/du.
    public func derivative(at u: Double) -> SIMD2<Double> { derivative(at: u, rotated: true) }

    /// dp/du; for an arc with `rotated == false`, before the rotation by φ (the same length, without
    /// the rotation's sine and cosine: what ``speed(at:)`` needs).
    @usableFromInline
    func derivative(at u: Double, rotated: Bool) -> SIMD2<Double> {
        let v = 1 - u
        switch self {
        case .line(let a, let b):
            return b - a
        case .quadratic(let a, let b, let c):
            let plain = (b - a) * (2 * v) + (c - b) * (2 * u)
            if plain.x.isFinite && plain.y.isFinite { return plain }
            // Control points near ±1e308: a convex blend of half-differences (finite), doubled
            // twice, overflows only where the true derivative does.
            let blend: SIMD2<Double> = (b * 0.5 - a * 0.5) * v + (c * 0.5 - b * 0.5) * u
            return blend * 4
        case .cubic(let a, let b, let c, let d):
            let plain = (b - a) * (3 * v * v) + (c - b) * (6 * v * u) + (d - c) * (3 * u * u)
            if plain.x.isFinite && plain.y.isFinite { return plain }
            let (h0, h1, h2): (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) = (b * 0.5 - a * 0.5, c * 0.5 - b * 0.5, d * 0.5 - c * 0.5)
            let blend: SIMD2<Double> = h0 * (v * v) + h1 * (2 * v * u) + h2 * (u * u)
            return blend * 6
        case .arc(let arc):
            let (c, s) = arc.direction(at: u)
            let unrotated = SIMD2<Double>(-arc.radii.x * s, arc.radii.y * c) * arc.sweep
            return rotated ? Self.rotate(unrotated, by: EllipticalArc.unitVector(arc.rotation)) : unrotated
        }
    }

    /// Appends dp/du = A·u² + B·u + C as [Aₓ, A_y, Bₓ, B_y, Cₓ, C_y] for a line or a Bézier
    /// (power-basis coefficients: C = 3(b − a), B = 6(a − 2b + c), A = 3(d − 3c + 3b − a) for a
    /// cubic); nothing for an arc, whose derivative is not a polynomial (the arc-length table's
    /// inline speed at creation).
    func appendDerivative(to coefficients: inout [Double]) {
        let (a2, b1, c0): (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
        switch self {
        case .line(let a, let b):
            (a2, b1, c0) = (.zero, .zero, b - a)
        case .quadratic(let a, let b, let c):
            (a2, b1, c0) = (.zero, (a - b * 2 + c) * 2, (b - a) * 2)
        case .cubic(let a, let b, let c, let d):
            (a2, b1, c0) = ((d - a + (b - c) * 3) * 3, (a - b * 2 + c) * 6, (b - a) * 3)
        case .arc:
            return
        }
        coefficients.append(a2.x)
        coefficients.append(a2.y)
        coefficients.append(b1.x)
        coefficients.append(b1.y)
        coefficients.append(c0.x)
        coefficients.append(c0.y)
    }

    /// The second derivative d²p/du².
    package func secondDerivative(at u: Double) -> SIMD2<Double> {
        switch self {
        case .line:
            return .zero
        case .quadratic(let a, let b, let c):
            let plain = (a - b * 2 + c) * 2
            if plain.x.isFinite && plain.y.isFinite { return plain }
            // Control points near ±1e308: quartered second differences (finite), scaled back.
            let quartered: SIMD2<Double> = a * 0.25 - b * 0.5 + c * 0.25
            return quartered * 8
        case .cubic(let a, let b, let c, let d):
            let (s0, s1): (SIMD2<Double>, SIMD2<Double>) = (c - b * 2 + a, d - c * 2 + b)
            let plain: SIMD2<Double> = s0 * (6 * (1 - u)) + s1 * (6 * u)
            if plain.x.isFinite && plain.y.isFinite { return plain }
            let (q0, q1): (SIMD2<Double>, SIMD2<Double>) = (a * 0.25 - b * 0.5 + c * 0.25, b * 0.25 - c * 0.5 + d * 0.25)
            let blend: SIMD2<Double> = q0 * (1 - u) + q1 * u
            return blend * 24
        case .arc(let arc):
            let (c, s) = arc.direction(at: u)
            return Self.rotate(SIMD2<Double>(-arc.radii.x * c, -arc.radii.y * s), by: EllipticalArc.unitVector(arc.rotation)) * (arc.sweep * arc.sweep)
        }
    }

    /// The speed |dp/du|.
    @inlinable
    public func speed(at u: Double) -> Double {
        // A rotation keeps lengths; MotionMath's overflow-safe length (√(x² + y²), rescaled by
        // the larger component when the squares would overflow or underflow).
        let d = derivative(at: u, rotated: false)
        if d.x.isFinite && d.y.isFinite { return d.magnitude }
        return rescaledSpeed(at: u)
    }

    /// The rare path of ``speed(at:)``: control points so large that their differences or the
    /// weighted sum of dp/du overflow (∞ − ∞ would be NaN). dp/du is linear in the points, so it
    /// is computed on the points divided by 2¹⁰⁰⁰ (exact, but for components far below the ones
    /// that overflowed) and the speed multiplied back: +∞ where the true speed exceeds the largest
    /// Double, never NaN. (A fuzz finding: `S … 71e300 160663271e300 …` gave a NaN length.)
    @usableFromInline @inline(never)
    func rescaledSpeed(at u: Double) -> Double {
        let down = 0x1p-1000
        let scaled: PathSegment
        switch self {
        case .line(let a, let b): scaled = .line(a * down, b * down)
        case .quadratic(let a, let b, let c): scaled = .quadratic(a * down, b * down, c * down)
        case .cubic(let a, let b, let c, let d): scaled = .cubic(a * down, b * down, c * down, d * down)
        case .arc(var arc):
            arc.center *= down
            arc.radii *= down
            scaled = .arc(arc)
        }
        return scaled.derivative(at: u, rotated: false).magnitude * 0x1p1000
    }

    /// Parameters in (0, 1) where the speed is not smooth or the curve turns: the inflections
    /// (cross(p′, p″) = 0) and speed extrema including cusps (p′·p″ = 0) of a cubic; the speed
    /// minimum of a quadratic; the quarter turns of a non-circular elliptical arc
    /// (``EllipticalArc/quarterTurnParameters``). The arc-length quadrature splits there.
    package var breakpoints: [Double] {
        var cuts = [Double]()
        appendBreakpoints(to: &cuts)
        return cuts.sorted()
    }

    /// Appends ``breakpoints`` to `cuts`, unsorted (a root of both equations twice): the paced
    /// table's construction sorts them in its reused array, so that a cubic segment costs no
    /// allocation here.
    func appendBreakpoints(to cuts: inout [Double]) {
        switch self {
        case .line:
            return
        case .arc(let arc):
            cuts += arc.quarterTurnParameters
        case .quadratic(let a, let b, let c):
            let curvature = a - b * 2 + c, chord = b - a
            let aa = (curvature * curvature).sum()
            guard aa > 0 else { return }
            let u = -(curvature * chord).sum() / aa
            if u > 0 && u < 1 { cuts.append(u) }
        case .cubic(let p0, let p1, let p2, let p3):
            // p′(u)/3 = A u² + 2B u + C with A = p3 − 3p2 + 3p1 − p0, B = p2 − 2p1 + p0, C = p1 − p0.
            let aa = p3 - p2 * 3 + p1 * 3 - p0, bb = p2 - p1 * 2 + p0, cc = p1 - p0
            func cross(_ x: SIMD2<Double>, _ y: SIMD2<Double>) -> Double { x.x * y.y - x.y * y.x }
            func dot(_ x: SIMD2<Double>, _ y: SIMD2<Double>) -> Double { (x * y).sum() }
            // Inflections: cross(p′, p″) ∝ cross(A,B)u² + cross(A,C)u + cross(B,C) = 0.
            CubicRoots.appendRoots(0, cross(aa, bb), cross(aa, cc), cross(bb, cc), between: 0, 1, to: &cuts)
            // Speed extrema: p′·p″ ∝ (Au² + 2Bu + C)·(Au + B) = 0, a cubic.
            CubicRoots.appendRoots(dot(aa, aa), 3 * dot(aa, bb), dot(aa, cc) + 2 * dot(bb, bb), dot(bb, cc), between: 0, 1, to: &cuts)
        }
    }

    /// The exact length of a line, circular arc or non-degenerate quadratic; nil when it must be
    /// integrated.
    var closedFormLength: Double? {
        switch self {
        case .line(let a, let b):
            return (b - a).magnitude
        case .arc(let arc) where arc.isCircular:
            return abs(arc.radii.x * arc.sweep)
        case .quadratic(let p0, let p1, let p2):
            return Self.quadraticLength(p0, p1, p2)
        default:
            return nil
        }
    }

    /// L = [(2a+b)√(a+b+c) − b√c]/(2a) + (4ac − b²)/(4a^{3/2})·ln[(2a+b+2√a√(a+b+c))/(b+2√(ac))]
    /// with a = A·A, b = 2A·B, c = B·B, A = P0 − 2P1 + P2, B = P1 − P0 — the integral of
    /// 2√(a u² + b u + c). Nil when (nearly) straight or collinear, where the formula cancels.
    static func quadraticLength(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>) -> Double? {
        let aVec = p0 - p1 * 2 + p2, bVec = p1 - p0
        let a = (aVec * aVec).sum(), b = 2 * (aVec * bVec).sum(), c = (bVec * bVec).sum()
        let discriminant = 4 * a * c - b * b
        guard a > 0, c > 0, discriminant > 1e-6 * 4 * a * c else { return nil }
        let sa = a.squareRoot(), sc = c.squareRoot(), sabc = (a + b + c).squareRoot()
        let head = ((2 * a + b) * sabc - b * sc) / (2 * a)
        let argument = (2 * a + b + 2 * sa * sabc) / (b + 2 * sa * sc)
        // Coordinates near 1e125 overflow 4ac and a^{3/2} (∞/∞): such a segment is integrated
        // instead, with the speed scaled (the fuzzed path of FuzzRegressionTests).
        let length = head + discriminant / (4 * a * sa) * Double.log(argument)
        return length.isFinite ? length : nil
    }

    @inline(__always)
    static func rotate(_ p: SIMD2<Double>, by direction: SIMD2<Double>) -> SIMD2<Double> {
        if direction == SIMD2<Double>(1, 0) { return p }
        let (c, s) = (direction.x, direction.y)
        return SIMD2<Double>(c * p.x - s * p.y, s * p.x + c * p.y)
    }

    /// Whether every coordinate is finite.
    var isFinite: Bool {
        switch self {
        case .line(let a, let b): return a.isFiniteVector && b.isFiniteVector
        case .quadratic(let a, let b, let c): return a.isFiniteVector && b.isFiniteVector && c.isFiniteVector
        case .cubic(let a, let b, let c, let d): return a.isFiniteVector && b.isFiniteVector && c.isFiniteVector && d.isFiniteVector
        case .arc(let arc):
            return arc.center.isFiniteVector && arc.radii.isFiniteVector && arc.rotation.isFinite && arc.startAngle.isFinite && arc.sweep.isFinite
        }
    }
}
