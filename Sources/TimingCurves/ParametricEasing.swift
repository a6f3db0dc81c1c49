// Easings with a parameter (TimingCurves article, Parametric easings): back with its overshoot,
// elastic with its amplitude and period, and powers. Penner's back and elastic curves are these
// at their published parameters and are computed by the same functions, so they agree bit for bit.
//
// back(s):    in (s + 1)x³ − s·x²; out 1 + (s + 1)w³ + s·w², w = x − 1; inOut the in curve on 2x
//             and the out curve on 2x − 1, each halved, with s as given (Penner's easeInOutBack is
//             back(1.525·1.70158)). Android's Anticipate(T) and Overshoot(T) are back(T) in and out;
//             AnticipateOvershoot(T) is back(1.5·T) in-out.
// elastic(a, p): out a·2^(−10x)·sin((10x − 10σ)·2π/(10p)) + 1, σ = p/(2π)·asin(1/a) (p/4 when
//             a = 1); in the out curve turned half a turn, 1 − out(1 − x); inOut the two on 2x
//             and 2x − 1, halved (GSAP's). An amplitude below 1 is taken as 1 with the period
//             p/a (GSAP).
// power(n):   xⁿ; 1 − (1 − x)ⁿ; 2ⁿ⁻¹xⁿ below ½ and 1 − (2 − 2x)ⁿ/2 above (React Native's poly(n)).

import MotionMath
import RealModule

/// An easing with a parameter: back with its overshoot (GSAP, Android), elastic with its amplitude
/// and period (GSAP, Flutter), and xⁿ for any n > 0 (React Native's `Easing.poly`), in, out or
/// in-out, each with its slope in closed form.
///
/// Penner's back and elastic curves are ``back(overshoot:_:)`` and
/// ``elastic(amplitude:period:_:)`` at their published parameters, bit for bit.
public struct ParametricEasing: TimingCurve, Hashable, Sendable {
    /// The family and its parameter.
    public enum Shape: Hashable, Sendable {
        /// Overshoot s ≥ 0: how far back (in) or past (out) the curve goes.
        case back(overshoot: Double)
        /// Amplitude a > 0 and period p > 0 (in units of the input).
        case elastic(amplitude: Double, period: Double)
        /// Exponent n > 0.
        case power(Double)
    }

    public let shape: Shape
    public let direction: PennerEasing.Direction

    /// - Throws: ``TimingCurveError`` for a non-finite parameter, a negative overshoot, or an
    ///   amplitude, period or exponent ≤ 0 (an exponent above 1000, whose curve is 0 to
    ///   the last bit nearly everywhere, is refused too).
    public init(_ shape: Shape, _ direction: PennerEasing.Direction) throws(TimingCurveError) {
        func check(_ name: String, _ value: Double, _ range: ClosedRange<Double>, open: Bool) throws(TimingCurveError) {
            guard value.isFinite else { throw .nonFiniteParameter(name: name, value: value) }
            guard range.contains(value), !(open && value == range.lowerBound) else { throw .parameterOutOfRange(name: name, value: value, range: range) }
        }
        switch shape {
        case .back(let s): try check("overshoot", s, 0...1e6, open: false)
        case .elastic(let a, let p):
            try check("amplitude", a, 0...1e6, open: true)
            try check("period", p, 0...1e6, open: true)
            // An amplitude below 1 lengthens the period to p/a; it must stay a number.
            if a < 1 { try check("period / amplitude", p / a, 0...1e6, open: true) }
        case .power(let n): try check("exponent", n, 0...1000, open: true)
        }
        self.shape = shape
        self.direction = direction
    }

    /// GSAP's `back`, Android's Anticipate (in), Overshoot (out) and AnticipateOvershoot (in-out
    /// with 1.5 × the tension); default overshoot Penner's 1.70158.
    public static func back(overshoot: Double = 1.70158, _ direction: PennerEasing.Direction) throws(TimingCurveError) -> ParametricEasing {
        try ParametricEasing(.back(overshoot: overshoot), direction)
    }

    /// GSAP's `elastic(amplitude, period)` and Flutter's `ElasticIn/Out/InOutCurve(period)`
    /// (amplitude 1); default period 0.3, 0.45 in-out (Penner's and GSAP's).
    public static func elastic(amplitude: Double = 1, period: Double? = nil, _ direction: PennerEasing.Direction) throws(TimingCurveError) -> ParametricEasing {
        try ParametricEasing(.elastic(amplitude: amplitude, period: period ?? (direction == .inOut ? 0.45 : 0.3)), direction)
    }

    public var mapsEndpointsExactly: Bool { true }

    /// The cubic Bézier that is this curve where its formula is one polynomial of degree at most
    /// 3 in x: back in or out (any overshoot), power in or out with exponent 1, 2 or 3, power
    /// in-out with exponent 1 (the identity); nil for the rest, which CSS cannot express exactly.
    ///
    /// As ``PennerEasing/exactCubicBezier``: x1 = 1/3, x2 = 2/3 (so that x(t) = t) and the
    /// Hermite data y1 = y′(0)/3, y2 = 1 − y′(1)/3; `back.out(2)` is
    /// cubic-bezier(1/3, 5/3, 2/3, 1). The two agree to rounding, a few ulps of 1.
    public var exactCubicBezier: CubicBezier? {
        switch shape {
        case .back: guard direction != .inOut else { return nil }
        case .power(let n): guard n == 1 || ((n == 2 || n == 3) && direction != .inOut) else { return nil }
        case .elastic: return nil
        }
        return .cubicPolynomial(startSlope: derivative(at: 0), endSlope: derivative(at: 1))
    }

    /// True for powers; back with overshoot 0 is the cubic, monotone too.
    public var isMonotone: Bool {
        switch shape {
        case .power: true
        case .back(let s): s == 0
        case .elastic: false
        }
    }

    /// Value and slope in closed form; 0 and 1 exactly at the ends, held outside [0, 1] (as
    /// ``PennerEasing``). - Complexity: O(1).
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if x.isNaN { return (x, x) }
        if x < 0 { return (0, 0) }
        if x > 1 { return (1, 0) }
        var (v, s): (Double, Double)
        switch shape {
        case .back(let overshoot): (v, s) = Self.back(overshoot, direction, x)
        case .elastic(let a, let p): (v, s) = Self.elastic(a, p, direction, x)
        case .power(let n): (v, s) = Self.power(n, direction, x)
        }
        if x == 0 { v = 0 }
        if x == 1 { v = 1 }
        return (v, s)
    }

    // MARK: Formulas (shared with PennerEasing)

    static func back(_ c1: Double, _ direction: PennerEasing.Direction, _ x: Double) -> (Double, Double) {
        let c3 = c1 + 1
        switch direction {
        case .in: return (c3 * x * x * x - c1 * x * x, 3 * c3 * x * x - 2 * c1 * x)
        case .out:
            let w = x - 1
            return (1 + c3 * w * w * w + c1 * w * w, 3 * c3 * w * w + 2 * c1 * w)
        case .inOut:
            if x < 0.5 {
                let w = 2 * x
                return (w * w * ((c1 + 1) * w - c1) / 2, 3 * (c1 + 1) * w * w - 2 * c1 * w)
            }
            let w = 2 * x - 2
            return ((w * w * ((c1 + 1) * w + c1) + 2) / 2, 3 * (c1 + 1) * w * w + 2 * c1 * w)
        }
    }

    static func elastic(_ amplitude: Double, _ period: Double, _ direction: PennerEasing.Direction, _ x: Double) -> (Double, Double) {
        // GSAP: an amplitude below 1 lengthens the period instead (the curve must start at 0).
        let a = Swift.max(amplitude, 1), p = amplitude < 1 ? period / amplitude : period
        // 10σ, the phase in tenths: 10·p/4 when a = 1 (exactly Penner's 0.75 and 1.125 at p = 0.3
        // and 0.45), else 10·p/(2π)·asin(1/a).
        let shift = a == 1 ? 10 * (p / 4) : 10 * p / (2 * Double.pi) * Double.asin(1 / a)
        let c = 2 * Double.pi / (10 * p)
        // The in half is the out curve turned half a turn, a·2^(10x−10)·sin((10x − 10 + 10σ)·c).
        // With a = 1, 2σ·c = π and it is Penner's −2^(10x−10)·sin((10x − 10 − 10σ)·c), written
        // that way so that his curves come out bit for bit.
        let (inPhase, inSign): (Double, Double) = a == 1 ? (10 + shift, -1) : (10 - shift, 1)
        switch direction {
        case .in:
            let e = Double.exp2(10 * x - 10)
            let theta = (10 * x - inPhase) * c
            let (s, k) = (Double.sin(theta), Double.cos(theta))
            let ae = inSign * a * e
            return (ae * s, ae * (10 * PennerEasing.ln2 * s + 10 * c * k))
        case .out:
            let e = Double.exp2(-10 * x)
            let theta = (10 * x - shift) * c
            let (s, k) = (Double.sin(theta), Double.cos(theta))
            let ae = a * e
            return (ae * s + 1, ae * (10 * c * k - 10 * PennerEasing.ln2 * s))
        case .inOut:
            if x < 0.5 {
                let theta = (20 * x - inPhase) * c
                let (s, k) = (Double.sin(theta), Double.cos(theta))
                let ae = inSign * a * Double.exp2(20 * x - 10)
                return (ae * s / 2, ae * (20 * PennerEasing.ln2 * s + 20 * c * k) / 2)
            }
            let theta = (20 * x - (10 + shift)) * c
            let (s, k) = (Double.sin(theta), Double.cos(theta))
            let ae = a * Double.exp2(10 - 20 * x)
            return (ae * s / 2 + 1, ae * (20 * c * k - 20 * PennerEasing.ln2 * s) / 2)
        }
    }

    /// Integer exponents 1 … 5 by repeated multiplication (Penner's powers, bit for bit), others
    /// by `pow`.
    static func power(_ n: Double, _ direction: PennerEasing.Direction, _ x: Double) -> (Double, Double) {
        func pow(_ base: Double, _ e: Double) -> Double {
            if e == e.rounded(), e >= 0, e <= 5 {
                var r = 1.0
                for _ in 0..<Int(e) { r *= base }
                return r
            }
            return Double.pow(base, e)
        }
        switch direction {
        case .in: return (pow(x, n), n * pow(x, n - 1))
        case .out: return (1 - pow(1 - x, n), n * pow(1 - x, n - 1))
        case .inOut:
            if x < 0.5 {
                let k = pow(2, n - 1)
                return (k * pow(x, n), n * k * pow(x, n - 1))
            }
            let w = 2 - 2 * x
            return (1 - pow(w, n) / 2, n * pow(w, n - 1))
        }
    }
}
