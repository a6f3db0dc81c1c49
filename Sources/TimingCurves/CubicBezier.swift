import MotionMath

/// A cubic-Bézier timing function: Core Animation's `CAMediaTimingFunction(controlPoints:)` and
/// CSS `cubic-bezier(x1, y1, x2, y2)`.
///
/// The curve runs from P0 = (0, 0) through control points P1 = (x1, y1), P2 = (x2, y2) to
/// P3 = (1, 1):
///
///     B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³·P3,   t ∈ [0, 1].
///
/// For an input fraction x the curve parameter t with Bx(t) = x is found (Bx is monotone because
/// x1, x2 ∈ [0, 1]) and the output is y = By(t), with slope dy/dx = By′(t)/Bx′(t). ``value(at:)``
/// computes the same y from a per-interval polynomial of y in x where it has one (see Algorithm).
///
/// ## Precision
/// For every valid curve and x ∈ [0, 1] the result satisfies
/// |y − y_exact| ≤ 1e-13·(1 + |x·dy/dx|): the backward error in x is a few units in the last
/// place, so the only error left is the problem's own conditioning. This includes vertical
/// tangents (x1 = 0 or x2 = 1), nearly vertical middles (x1 ≈ 1, x2 ≈ 0), and curves whose cubic
/// coefficient 1 − 3x2 + 3x1 vanishes. In absolute terms the error is at most
/// 1e-15·max(1, |y1|, |y2|, |1 − y1|, |1 − y2|) at every x, also where Bx′ and Bx″ vanish together
/// (x1 = 1, x2 = 0 at x = ½, a vertical inflection, and nearby curves), where y is a cube root of
/// x − ½ and a backward-stable solve alone would lose to ε^⅓: there the root is found about the
/// inflection with an exact residual (module article, Precision). `value(at: 0) == 0` and `value(at: 1) == 1` exactly, and
/// outputs near x = 1 are computed relative to 1 − y, so a curve whose y-values stay in [0, 1]
/// never returns a number above 1.
///
/// ## Outside [0, 1]
/// The curve extends linearly with the slopes that browsers use and the Web Platform Tests check
/// (csswg-drafts issue 4046): for x < 0, y = x·s₀ with s₀ = y1/x1 if x1 > 0, else y2/x2 if y1 = 0
/// and x2 > 0, else 1 if y1 = y2 = 0, else 0; for x > 1, y = 1 + (x − 1)·s₁ with the mirror rule.
///
/// ## Algorithm
/// A plain value: the four control coordinates and nothing else, so creating one costs a few
/// comparisons and allocates nothing. Each evaluation solves Bx(t) = x from a closed-form first
/// guess (the root of a quadratic matching the curve on the half that holds it) by Newton's method with Chebyshev's correction,
/// safeguarded by bisection, and stops when a rigorous bound puts the error of the parameter below
/// a quarter ulp (``parameter(at:)``; TimingCurves article, *The solver*). Next to a vertical
/// inflection (x1 ≈ 1, x2 ≈ 0, x near ½) the root is found about the inflection with an exact
/// residual. For many evaluations of one curve, ``prepared()`` builds the accelerated form
/// (``CubicBezier/Prepared``: guess tables and per-interval polynomials, its batch kernels).
public struct CubicBezier: TimingCurve, Hashable, Codable, CustomStringConvertible {
    /// x of the first control point, in [0, 1].
    public let x1: Double
    /// y of the first control point (any finite number; outside [0, 1] the curve overshoots).
    public let y1: Double
    /// x of the second control point, in [0, 1].
    public let x2: Double
    /// y of the second control point (any finite number).
    public let y2: Double

    /// Creates the timing function with control points (x1, y1) and (x2, y2).
    ///
    /// - Throws: ``TimingCurveError/nonFiniteParameter(name:value:)`` if any coordinate is NaN or
    ///   infinite; ``TimingCurveError/controlPointOutOfRange(name:value:)`` if x1 or x2 is outside
    ///   [0, 1]; ``TimingCurveError/controlPointTooLarge(name:value:limit:)`` if |y1| or |y2|
    ///   exceeds ``outputLimit`` (1e150).
    /// - Complexity: O(1): the checks and four stores; no allocation.
    @inlinable
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TimingCurveError) {
        guard x1.isFinite else { throw .nonFiniteParameter(name: "x1", value: x1) }
        guard y1.isFinite else { throw .nonFiniteParameter(name: "y1", value: y1) }
        guard x2.isFinite else { throw .nonFiniteParameter(name: "x2", value: x2) }
        guard y2.isFinite else { throw .nonFiniteParameter(name: "y2", value: y2) }
        guard x1 >= 0 && x1 <= 1 else { throw .controlPointOutOfRange(name: "x1", value: x1) }
        guard x2 >= 0 && x2 <= 1 else { throw .controlPointOutOfRange(name: "x2", value: x2) }
        guard abs(y1) <= Self.outputLimit else { throw .controlPointTooLarge(name: "y1", value: y1, limit: Self.outputLimit) }
        guard abs(y2) <= Self.outputLimit else { throw .controlPointTooLarge(name: "y2", value: y2, limit: Self.outputLimit) }
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// The largest |y1|, |y2| accepted: beyond it the polynomial's coefficients (up to 3·|y|) and
    /// their products overflow, so value and slope could not be evaluated.
    public static let outputLimit = 1e150

    /// Builds a curve from control points known to be valid (the named presets).
    @usableFromInline
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // Normalise −0.0 so that equal curves print alike.
        self.x1 = x1 + 0
        self.y1 = y1 + 0
        self.x2 = x2 + 0
        self.y2 = y2 + 0
    }

    /// The cubic polynomial y(x) from 0 to 1 with slopes `start` at 0 and `end` at 1, as the cubic
    /// Bézier it is: x(t) = t (x1 = 1/3, x2 = 2/3) and y1 = start/3, y2 = 1 − end/3 (the Hermite
    /// data in Bernstein form). The Penner and parametric curves that are one cubic use it.
    static func cubicPolynomial(startSlope start: Double, endSlope end: Double) -> CubicBezier {
        CubicBezier(unchecked: 1.0 / 3, start / 3, 2.0 / 3, 1 - end / 3)
    }

    /// The start extrapolation rule of the Web Platform Tests (TimingCurves article, Outside [0, 1]).
    @usableFromInline
    static func extrapolationSlope(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x1 > 0 { return y1 / x1 }
        if y1 == 0 && x2 > 0 { return y2 / x2 }
        if y1 == 0 && y2 == 0 { return 1 }
        return 0
    }

    /// The slope of the extrapolation line for x < 0.
    @usableFromInline
    var startExtrapolationSlope: Double { Self.extrapolationSlope(x1, y1, x2, y2) }

    /// The slope of the extrapolation line for x > 1: the start rule of the point-reflected curve.
    @usableFromInline
    var endExtrapolationSlope: Double { Self.extrapolationSlope(1 - x2, 1 - y2, 1 - x1, 1 - y1) }

    /// The curve in t, for inputs x ≤ ½.
    @inlinable
    var forward: HalfCubic { HalfCubic(x1: x1, y1: y1, x2: x2, y2: y2) }

    /// The point-reflected curve in s = 1 − t, for inputs x > ½.
    @inlinable
    var mirror: HalfCubic { HalfCubic(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1) }

    // MARK: Evaluation

    /// The progress y at input fraction `x` (see the type's documentation for the precision and
    /// the extrapolation outside [0, 1]).
    ///
    /// `value(at: 0) == 0` and `value(at: 1) == 1` exactly; NaN gives NaN.
    /// - Complexity: O(1): a closed-form guess and three Chebyshev steps, the last certified;
    ///   where the certificate fails, the safeguarded solver (at most about 70 iterations,
    ///   bisecting the bits of a Double); then one evaluation of By. No allocation, except next to a vertical inflection (x1 ≈ 1, x2 ≈ 0,
    ///   x near ½), where the exact expansion about the inflection is built for the call.
    @inlinable
    public func value(at x: Double) -> Double {
        if isIdentity { return x + 0 }
        if x > 0 && x < 1 { return output(solve(x)) }
        return outsideValue(x)
    }

    /// Whether the curve is y = x (control points on the diagonal, x1 = y1 and x2 = y2: then
    /// Bx(t) = By(t) for every t), which every evaluation answers exactly, without a solve
    /// (x + 0, so that −0 gives +0 as on every other curve).
    @inlinable
    package var isIdentity: Bool { x1 == y1 && x2 == y2 }

    /// The slope dy/dx at `x`: By′(t)/Bx′(t) inside [0, 1] (±infinity at a vertical tangent), the
    /// extrapolation slope outside. At x = 0 and x = 1 it is the curve's one-sided tangent slope.
    ///
    /// - Complexity: O(1), as ``value(at:)``.
    @inlinable
    public func derivative(at x: Double) -> Double {
        valueAndDerivative(at: x).derivative
    }

    /// Value and slope at `x`: the value is ``value(at:)``'s, bit for bit; the slope comes
    /// from the same solve for the curve parameter.
    @inlinable
    public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
        if isIdentity { return (x + 0, x.isNaN ? x : 1) }
        if x > 0 && x < 1 {
            let solution = solve(x)
            return (output(solution), slope(solution))
        }
        if x == 0 { return (0, forward.tangentSlope(at: 0)) }
        if x == 1 { return (1, mirror.tangentSlope(at: 0)) }
        if x.isNaN { return (x, x) }
        return (outsideValue(x), x < 0 ? startExtrapolationSlope : endExtrapolationSlope)
    }

    /// The curve parameter t ∈ [0, 1] with Bx(t) = x, for x in [0, 1] (clamped outside; NaN for
    /// NaN).
    ///
    /// Solved by Newton's method with Chebyshev's second-order correction, safeguarded by
    /// bisection on [0, 1], from the root of a quadratic matching Bx on the half that holds it; it
    /// stops when a rigorous bound puts the error below a quarter ulp, never on a tolerance in x.
    ///
    /// - Complexity: O(1); three Chebyshev steps, at most about 70 iterations in the worst case
    ///   (bisection on the bit pattern of a Double).
    public func parameter(at x: Double) -> Double {
        if x.isNaN { return x }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let solution = solve(x)
        return solution.isMirror ? 1 - solution.u : solution.u
    }

    /// The output range of the curve over x ∈ [0, 1]: [0, 1] unless the curve overshoots.
    ///
    /// The extrema of By are at the roots of By′(t), a quadratic, found with MotionMath's `CubicRoots`.
    /// - Complexity: O(1).
    public var outputRange: ClosedRange<Double> {
        // By′(t)/3 = (3ay t² + 2by t + cy)/3 in the forward form.
        let forward = self.forward
        var low = 0.0
        var high = 1.0
        for t in CubicRoots.solve(0, 3 * forward.ay, 2 * forward.by, forward.cy) where t > 0 && t < 1 {
            let y = forward.y(t)
            low = Swift.min(low, y)
            high = Swift.max(high, y)
        }
        return low...high
    }

    /// Cubic-Bézier curves always map 0 ↦ 0 and 1 ↦ 1 exactly.
    public var mapsEndpointsExactly: Bool { true }

    /// Whether y is non-decreasing in x: exactly when y1 and y2 lie in [0, 1] (the Bernstein
    /// coefficients y1, y2 − y1, 1 − y2 of By′ then give a non-negative quadratic).
    public var isMonotone: Bool { (0...1).contains(y1) && (0...1).contains(y2) }

    /// The input fraction x at which the curve reaches progress `y` ("when is it half-way?").
    ///
    /// x as a function of y is itself a cubic Bézier timing function, the one with the
    /// coordinates swapped, (y1, x1, y2, x2); it is solved by the same safeguarded Newton method
    /// to the same precision.
    /// - Throws: ``TimingCurveError/notInvertible(reason:)`` when y1 or y2 is outside [0, 1];
    ///   ``TimingCurveError/progressOutOfRange(_:range:)`` when `y` is outside [0, 1];
    ///   ``TimingCurveError/nonFiniteInput(_:)`` for NaN.
    /// - Complexity: O(1), one evaluation of the swapped curve.
    public func input(forProgress y: Double) throws(TimingCurveError) -> Double {
        let inverse = try inverse()
        return inverse.value(at: try validatedProgress(y))
    }

    /// The inverse timing function, x as a function of y: the Bézier (y1, x1, y2, x2).
    /// - Throws: ``TimingCurveError/notInvertible(reason:)`` when y1 or y2 is outside [0, 1].
    public func inverse() throws(TimingCurveError) -> CubicBezier {
        guard isMonotone else {
            throw .notInvertible(reason: "y1 and y2 must lie in [0, 1] for the curve to be monotone")
        }
        return CubicBezier(unchecked: y1, x1, y2, x2)
    }

    public var description: String {
        "cubic-bezier(\(x1.shortDescription), \(y1.shortDescription), \(x2.shortDescription), \(y2.shortDescription))"
    }

    // MARK: Coding: the control points, checked when decoded

    enum CodingKeys: String, CodingKey { case x1, y1, x2, y2 }

    /// Decodes the four control coordinates and checks them as ``init(_:_:_:_:)`` does.
    /// - Throws: `DecodingError.dataCorrupted` wrapping the ``TimingCurveError`` of an invalid curve.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let values = try (
            container.decode(Double.self, forKey: .x1), container.decode(Double.self, forKey: .y1),
            container.decode(Double.self, forKey: .x2), container.decode(Double.self, forKey: .y2)
        )
        do {
            try self.init(values.0, values.1, values.2, values.3)
        } catch {
            throw DecodingError.rejected(error, by: decoder)
        }
    }
}

// MARK: - Internals shared by the scalar and batched paths

extension CubicBezier {
    /// A solve result: the parameter `u` in one of the two forms.
    @usableFromInline
    struct Solution {
        @usableFromInline var u: Double
        @usableFromInline var isMirror: Bool
        @usableFromInline init(u: Double, isMirror: Bool) {
            self.u = u
            self.isMirror = isMirror
        }
    }
}

extension Double {
    /// The shortest decimal text that reads back as the same Double ("0.25", "1", "1e-07").
    @usableFromInline
    var shortDescription: String {
        if self == rounded(), abs(self) < 1e15 {
            return String(Int64(self))
        }
        return description
    }
}

