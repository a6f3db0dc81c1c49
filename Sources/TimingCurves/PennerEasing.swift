import RealModule

/// Robert Penner's easing equations, in the normalised forms published on easings.net, each with
/// its derivative in closed form.
///
/// A curve is a kind and a direction: `PennerEasing(.back, .out)` is easings.net's `easeOutBack`
/// (``name``; ``EasingFunction/init(parsing:)`` reads the names). The formulas, for x ∈ [0, 1] (TimingCurves article, Penner curves):
///
/// - power p (quad 2, cubic 3, quart 4, quint 5): xᵖ; 1 − (1 − x)ᵖ;
///   x < ½ ? 2ᵖ⁻¹xᵖ : 1 − (2 − 2x)ᵖ/2
/// - sine: 1 − cos(πx/2); sin(πx/2); −(cos(πx) − 1)/2
/// - expo: 2^(10x−10); 1 − 2^(−10x); x < ½ ? 2^(20x−10)/2 : (2 − 2^(10−20x))/2
/// - circ: 1 − √(1 − x²); √(1 − (x − 1)²); x < ½ ? (1 − √(1 − 4x²))/2 : (√(1 − (2 − 2x)²) + 1)/2
/// - back (c1 = 1.70158, c3 = c1 + 1, c2 = 1.525·c1): c3x³ − c1x²; 1 + c3(x − 1)³ + c1(x − 1)²;
///   x < ½ ? (2x)²((c2 + 1)2x − c2)/2 : ((2x − 2)²((c2 + 1)(2x − 2) + c2) + 2)/2
/// - elastic (c4 = 2π/3, c5 = 2π/4.5): −2^(10x−10)·sin((10x − 10.75)c4);
///   2^(−10x)·sin((10x − 0.75)c4) + 1; x < ½ ? −2^(20x−10)·sin((20x − 11.125)c5)/2 :
///   2^(10−20x)·sin((20x − 11.125)c5)/2 + 1
/// - bounce: the four-parabola `out` (n = 7.5625, d = 2.75); in = 1 − out(1 − x);
///   inOut = x < ½ ? (1 − out(1 − 2x))/2 : (1 + out(2x − 1))/2
///
/// ## Ends and domain
/// Every curve returns exactly 0 at x ≤ 0 and exactly 1 at x ≥ 1 (the published formulas are off
/// by an ulp at the ends for some kinds, and the expo and elastic ones special-case them). Outside
/// [0, 1] the curve holds its end value and the slope is 0. Note that the published expo curves
/// are discontinuous at their special-cased ends: easeInExpo jumps from 0 to 2⁻¹⁰ ≈ 0.000977 just
/// after x = 0, and easeOutExpo from 1 − 2⁻¹⁰ to 1 at x = 1; this is kept, as published. Slopes
/// at x = 0 and x = 1 are the one-sided derivatives of the formulas (±infinity for circ's
/// vertical tangents).
public struct PennerEasing: TimingCurve, Hashable, Codable, CustomStringConvertible {
    /// The family of the curve.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case sine, quad, cubic, quart, quint, expo, circ, back, elastic, bounce
    }

    /// Which end is eased.
    public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
        /// Slow start: `easeIn…`.
        case `in`
        /// Slow end: `easeOut…`.
        case out
        /// Slow at both ends: `easeInOut…`.
        case inOut
    }

    public let kind: Kind
    public let direction: Direction

    public init(_ kind: Kind, _ direction: Direction) {
        self.kind = kind
        self.direction = direction
    }

    /// All thirty curves.
    public static let all: [PennerEasing] = Kind.allCases.flatMap { k in Direction.allCases.map { PennerEasing(k, $0) } }

    /// The curve's name, e.g. `easeInOutCubic`.
    public var name: String {
        let prefix = switch direction {
        case .in: "easeIn"
        case .out: "easeOut"
        case .inOut: "easeInOut"
        }
        return prefix + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
    }

    /// The curve with the given name, e.g. `"easeOutBack"`, or nil.
    package init?(name: String) {
        guard let match = Self.all.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    public var description: String { name }

    public var mapsEndpointsExactly: Bool { true }

    /// False for back, elastic and bounce, which overshoot or bounce.
    public var isMonotone: Bool { ![.back, .elastic, .bounce].contains(kind) }

    /// The cubic Bézier that is this curve, for the six whose formula is one polynomial of
    /// degree at most 3 in x (quad, cubic and back, in and out); nil for the rest.
    ///
    /// With x(t) = t (x1 = 1/3, x2 = 2/3) a cubic Bézier's y is any cubic polynomial, and its
    /// control points are the Hermite data y1 = y′(0)/3, y2 = 1 − y′(1)/3: easeOutBack is
    /// cubic-bezier(1/3, (c₁ + 3)/3, 2/3, 1). The two agree to rounding (the Bézier's x1 and x2
    /// are 1/3 and 2/3 rounded), a few ulps of 1.
    public var exactCubicBezier: CubicBezier? {
        guard [.quad, .cubic, .back].contains(kind), direction != .inOut else { return nil }
        return .cubicPolynomial(startSlope: derivative(at: 0), endSlope: derivative(at: 1))
    }

    /// Value and derivative in closed form. - Complexity: O(1).
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if x.isNaN { return (x, x) }
        if x < 0 { return (0, 0) }
        if x > 1 { return (1, 0) }
        var (v, s) = Self.evaluate(kind, direction, x)
        if x == 0 { v = 0 }
        if x == 1 { v = 1 }
        return (v, s)
    }

    // MARK: Formulas

    static let c1 = 1.70158
    static let c2 = c1 * 1.525
    static let ln2 = 0.693147180559945309417232121458176568

    static func evaluate(_ kind: Kind, _ direction: Direction, _ x: Double) -> (Double, Double) {
        switch kind {
        case .bounce:
            switch direction {
            case .out: return bounceOut(x)
            case .in:
                let (v, s) = bounceOut(1 - x)
                return (1 - v, s)
            case .inOut:
                if x < 0.5 {
                    let (v, s) = bounceOut(1 - 2 * x)
                    return ((1 - v) / 2, s)
                }
                let (v, s) = bounceOut(2 * x - 1)
                return ((1 + v) / 2, s)
            }
        case .quad: return power(2, direction, x)
        case .cubic: return power(3, direction, x)
        case .quart: return power(4, direction, x)
        case .quint: return power(5, direction, x)
        case .sine:
            let h = Double.pi / 2
            switch direction {
            case .in: return (1 - Double.cos(h * x), h * Double.sin(h * x))
            case .out: return (Double.sin(h * x), h * Double.cos(h * x))
            case .inOut: return (-(Double.cos(Double.pi * x) - 1) / 2, h * Double.sin(Double.pi * x))
            }
        case .expo:
            switch direction {
            case .in:
                let e = Double.exp2(10 * x - 10)
                return (e, 10 * ln2 * e)
            case .out:
                let e = Double.exp2(-10 * x)
                return (1 - e, 10 * ln2 * e)
            case .inOut:
                if x < 0.5 {
                    let e = Double.exp2(20 * x - 10)
                    return (e / 2, 10 * ln2 * e)
                }
                let e = Double.exp2(10 - 20 * x)
                return ((2 - e) / 2, 10 * ln2 * e)
            }
        case .circ:
            switch direction {
            case .in:
                let r = Double.sqrt(Swift.max(0, 1 - x * x))
                return (1 - r, x / r)
            case .out:
                let w = x - 1
                let r = Double.sqrt(Swift.max(0, 1 - w * w))
                return (r, -w / r)
            case .inOut:
                if x < 0.5 {
                    let r = Double.sqrt(Swift.max(0, 1 - 4 * x * x))
                    return ((1 - r) / 2, 2 * x / r)
                }
                let w = 2 - 2 * x
                let r = Double.sqrt(Swift.max(0, 1 - w * w))
                return ((r + 1) / 2, w / r)
            }
        case .back: return ParametricEasing.back(direction == .inOut ? c2 : c1, direction, x)
        case .elastic: return ParametricEasing.elastic(1, direction == .inOut ? 0.45 : 0.3, direction, x)
        }
    }

    /// In: xᵖ; out: 1 − (1 − x)ᵖ; inOut: 2ᵖ⁻¹xᵖ below ½, 1 − (2 − 2x)ᵖ/2 above.
    static func power(_ p: Int, _ direction: Direction, _ x: Double) -> (Double, Double) {
        ParametricEasing.power(Double(p), direction, x)
    }

    /// easeOutBounce: four parabolas of curvature 2n joined at 1/d, 2/d, 2.5/d.
    static func bounceOut(_ x: Double) -> (Double, Double) {
        let n = 7.5625
        let d = 2.75
        let w: Double
        let offset: Double
        if x < 1 / d {
            w = x
            offset = 0
        } else if x < 2 / d {
            w = x - 1.5 / d
            offset = 0.75
        } else if x < 2.5 / d {
            w = x - 2.25 / d
            offset = 0.9375
        } else {
            w = x - 2.625 / d
            offset = 0.984375
        }
        return (n * w * w + offset, 2 * n * w)
    }
}
