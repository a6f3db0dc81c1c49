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
/// See ``CubicBezier/parameter(at:)`` and the module article: a Chebyshev step from a per-curve
/// Hermite table, accepted by a rigorous quarter-ulp error bound, else Newton's method
/// safeguarded by bisection, stopping when the error reaches the resolution of a Double. On each
/// table interval whose y(x) is smooth enough, ``value(at:)`` evaluates instead eight or twelve terms of
/// a polynomial of y, built from a Taylor series on the first evaluation in the interval (module
/// article, *The polynomial path*), within 2.8e-16 of the output scale (a test's bound).
public struct CubicBezier: TimingCurve, Hashable, Codable, CustomStringConvertible {
    /// x of the first control point, in [0, 1].
    public let x1: Double
    /// y of the first control point (any finite number; outside [0, 1] the curve overshoots).
    public let y1: Double
    /// x of the second control point, in [0, 1].
    public let x2: Double
    /// y of the second control point (any finite number).
    public let y2: Double

    /// The solver's state: both forms' coefficients, guess tables and acceptance bounds and the
    /// extrapolation slopes, in one immutable object so that the value stays small (40 bytes)
    /// and evaluation reads the tables in place.
    @usableFromInline let storage: BezierStorage

    /// Creates the timing function with control points (x1, y1) and (x2, y2).
    ///
    /// - Throws: ``TimingCurveError/nonFiniteParameter(name:value:)`` if any coordinate is NaN or
    ///   infinite; ``TimingCurveError/controlPointOutOfRange(name:value:)`` if x1 or x2 is outside
    ///   [0, 1]; ``TimingCurveError/controlPointTooLarge(name:value:limit:)`` if |y1| or |y2|
    ///   exceeds ``outputLimit`` (1e150).
    /// - Complexity: O(1): builds both forms' guess tables and acceptance bounds (64 node solves,
    ///   2.4 KB; far costlier than an evaluation, measured in README, Performance); hold on to
    ///   curves rather than rebuilding them per frame.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TimingCurveError) {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            throw .nonFiniteParameter(name: name, value: value)
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
            throw .controlPointOutOfRange(name: name, value: value)
        }
        for (name, value) in [("y1", y1), ("y2", y2)] where abs(value) > Self.outputLimit {
            throw .controlPointTooLarge(name: name, value: value, limit: Self.outputLimit)
        }
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// The largest |y1|, |y2| accepted: beyond it the polynomial's coefficients (up to 3·|y|) and
    /// their products overflow, so value and slope could not be evaluated.
    public static let outputLimit = 1e150

    /// Builds a curve from control points known to be valid (the named presets).
    @usableFromInline
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // Normalise −0.0 so that equal curves hash alike.
        self.x1 = x1 + 0
        self.y1 = y1 + 0
        self.x2 = x2 + 0
        self.y2 = y2 + 0
        storage = BezierStorage(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// The start extrapolation rule of the Web Platform Tests (TimingCurves article, Outside [0, 1]).
    @usableFromInline
    static func extrapolationSlope(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x1 > 0 { return y1 / x1 }
        if y1 == 0 && x2 > 0 { return y2 / x2 }
        if y1 == 0 && y2 == 0 { return 1 }
        return 0
    }

    // MARK: Evaluation

    /// The progress y at input fraction `x` (see the type's documentation for the precision and
    /// the extrapolation outside [0, 1]).
    ///
    /// Inside (0, 1) y is the polynomial of the input's table interval (eight or twelve terms in the
    /// interval's local coordinate; a test bounds its error by 2.8e-16 of the output scale and
    /// measured 1.6e-16; TimingCurves article, *The polynomial path*), or where the interval has none (within 1/1024
    /// of x = 0 and x = 1, or 2⁻¹⁹ next to a vertical tangent there; at x = ½; near a vertical tangent or inflection)
    /// By at the solved parameter.
    ///
    /// - Complexity: O(1): an interval look-up and eight or twelve terms, or one certified Chebyshev step
    ///   from a table guess plus one evaluation of By (near a vertical tangent a few more
    ///   iterations of the safeguarded solver). The first evaluation in each interval also builds
    ///   its polynomial (one solve and a Taylor series; README, Performance has the cost),
    ///   published once for every copy of the curve and every thread (threads that race may
    ///   each build it, with the same bits).
    @inlinable @inline(__always)
    public func value(at x: Double) -> Double {
        storage.value(x)
    }

    /// The slope dy/dx at `x`: By′(t)/Bx′(t) inside [0, 1] (±infinity at a vertical tangent), the
    /// extrapolation slope outside. At x = 0 and x = 1 it is the curve's one-sided tangent slope.
    ///
    /// - Complexity: O(1), as ``value(at:)``.
    @inlinable
    public func slope(at x: Double) -> Double {
        if x > 0 && x < 1 { return storage.slope(storage.solve(x)) }
        return valueAndSlope(at: x).slope
    }

    /// Value and slope at `x`: the value is ``value(at:)``'s, bit for bit; the slope comes
    /// from the solve for the curve parameter.
    @inlinable
    public func valueAndSlope(at x: Double) -> (value: Double, slope: Double) {
        if x > 0 && x < 1 {
            return (storage.value(x), storage.slope(storage.solve(x)))
        }
        if x == 0 { return (0, storage.forward.tangentSlope(at: 0)) }
        if x == 1 { return (1, storage.mirror.tangentSlope(at: 0)) }
        if x.isNaN { return (x, x) }
        return (storage.outsideValue(x), x < 0 ? storage.startExtrapolationSlope : storage.endExtrapolationSlope)
    }

    /// The curve parameter t ∈ [0, 1] with Bx(t) = x, for x in [0, 1] (clamped outside; NaN for
    /// NaN).
    ///
    /// Solved by a Chebyshev step from a per-curve Hermite table, accepted when a rigorous bound
    /// puts its error below a quarter ulp, else by Newton's method safeguarded by bisection on the
    /// table's interval; never on a tolerance in x.
    ///
    /// - Complexity: O(1); at most about 70 iterations in the worst case (bisection on the bit
    ///   pattern of a Double), typically two.
    public func parameter(at x: Double) -> Double {
        if x.isNaN { return x }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let solution = storage.solve(x)
        return solution.isMirror ? 1 - solution.u : solution.u
    }

    /// The output range of the curve over x ∈ [0, 1]: [0, 1] unless the curve overshoots.
    ///
    /// The extrema of By are at the roots of By′(t), a quadratic, found with MotionMath's `CubicRoots`.
    /// - Complexity: O(1).
    public var outputRange: ClosedRange<Double> {
        // By′(t)/3 = (3ay t² + 2by t + cy)/3 in the forward form.
        var low = 0.0
        var high = 1.0
        for t in CubicRoots.solve(0, 3 * storage.forward.ay, 2 * storage.forward.by, storage.forward.cy) where t > 0 && t < 1 {
            let y = storage.forward.y(t)
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
    /// - Complexity: O(1) plus building the swapped curve's guess tables (not its polynomial
    ///   table: this one-off evaluation is the solve); hold on to ``inverse()`` when inverting
    ///   many values.
    public func input(forProgress y: Double) throws(TimingCurveError) -> Double {
        let inverse = try inverse()
        let progress = try validatedProgress(y)
        if progress > 0 && progress < 1 { return inverse.storage.solvedValue(progress) }
        return inverse.value(at: progress)
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

    // MARK: Equality, hashing, coding: by the control points only

    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    enum CodingKeys: String, CodingKey { case x1, y1, x2, y2 }

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

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x1, forKey: .x1)
        try container.encode(y1, forKey: .y1)
        try container.encode(x2, forKey: .x2)
        try container.encode(y2, forKey: .y2)
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

