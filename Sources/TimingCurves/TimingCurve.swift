/// A timing (easing) curve: a function from an input fraction of time to an output progress.
///
/// A timing curve maps the elapsed fraction `x` of an animation's duration to its progress `y`,
/// the fraction of the way from the start value to the end value. This is the model of Core
/// Animation's `CAMediaTimingFunction`, CSS `<easing-function>`, SwiftUI's `UnitCurve` and
/// Compose's `Easing`.
///
/// Conforming types are values, safe to share across tasks, and pure: `value(at:)` and
/// `derivative(at:)` depend only on their argument.
///
/// ## Contract
/// - Curves whose ``mapsEndpointsExactly`` is `true` return exactly `0` at `x = 0` and exactly `1`
///   at `x = 1`.
/// - `derivative(at:)` is the derivative dy/dx of `value(at:)`: dimensionless (progress per unit of
///   input fraction). At a vertical tangent it is `±infinity`; at a jump (CSS `steps()`) it is `0`.
/// - `valueAndDerivative(at:)`'s value is `value(at:)`'s, bit for bit (every curve of the package keeps
///   this), so that callers that need no slope (keyframe value queries) may call `value(at:)` and
///   get the numbers of those that do.
/// - A NaN input gives a NaN output (the value of an undefined time is undefined); every other
///   input, including ±infinity, gives a number that is not NaN. Use ``checkedValue(at:)`` to get
///   a typed error for a non-finite input instead.
public protocol TimingCurve: Sendable {
    /// The output progress y at the input fraction `x`.
    ///
    /// - Parameter x: the input fraction of time, normally in [0, 1]; values outside follow each
    ///   curve's documented extrapolation.
    /// - Returns: the progress; `0` and `1` exactly at the ends when ``mapsEndpointsExactly``.
    func value(at x: Double) -> Double

    /// The output progress at `x` with the Web Animations before flag, which the timing model
    /// sets in the before phase (Web Animations, "calculating the transformed progress").
    ///
    /// A requirement (with a default that ignores the flag and returns ``value(at:)``), so that a
    /// timing model holding `any TimingCurve` reaches ``Steps``' rule: at a step boundary in the
    /// before phase, the output is the step below (CSS Easing 2, "step easing functions"). Only
    /// ``Steps`` and ``EasingFunction`` read the flag; a combinator around `steps()` evaluates its
    /// base without it.
    /// - Complexity: that of ``value(at:)``.
    func value(at x: Double, beforeFlag: Bool) -> Double

    /// The derivative dy/dx of ``value(at:)`` at `x` (progress per unit input fraction).
    func derivative(at x: Double) -> Double

    /// Both ``value(at:)`` and ``derivative(at:)``, computed together where that saves work.
    func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double)

    /// Whether the curve maps 0 to exactly 0 and 1 to exactly 1.
    var mapsEndpointsExactly: Bool { get }

    /// Whether `value(at:)` is non-decreasing on [0, 1], so that ``input(forProgress:)`` is
    /// defined.
    var isMonotone: Bool { get }

    /// The smallest input x ∈ [0, 1] at which the curve reaches progress `y`.
    ///
    /// A requirement (with a default: safeguarded Newton on ``valueAndDerivative(at:)``), so that
    /// `some TimingCurve`, `any TimingCurve` and ``EasingFunction`` reach a conforming type's own
    /// inverse (``CubicBezier``'s is exact).
    /// - Throws: ``TimingCurveError`` when the curve is not monotone or `y` is not a progress it
    ///   reaches.
    func input(forProgress y: Double) throws(TimingCurveError) -> Double

    /// ``value(at:)`` at every input, in order.
    ///
    /// A requirement (with a default that maps ``value(at:)``), so that generic and existential
    /// callers reach a conforming type's batch path (``CubicBezier`` solves four or eight inputs
    /// at once with SIMD, bit for bit the scalar results).
    /// - Complexity: O(n) evaluations.
    func values<C: Collection>(at inputs: C) -> [Double] where C.Element == Double
}

extension TimingCurve {
    /// The output progress at `x`, or a typed error when `x` is not a finite number.
    ///
    /// - Throws: ``TimingCurveError/nonFiniteInput(_:)`` for NaN or ±infinity.
    /// - Complexity: that of ``value(at:)``.
    @inlinable
    public func checkedValue(at x: Double) throws(TimingCurveError) -> Double {
        guard x.isFinite else { throw .nonFiniteInput(x) }
        return value(at: x)
    }

    /// The default: the value half of ``valueAndDerivative(at:)``.
    ///
    /// A conforming type that can find the value alone for less work implements its own (and keeps
    /// it bit for bit equal to the pair's value).
    /// - Complexity: that of ``valueAndDerivative(at:)``.
    @inlinable
    public func value(at x: Double) -> Double { valueAndDerivative(at: x).value }

    /// The default: the derivative half of ``valueAndDerivative(at:)``.
    ///
    /// - Complexity: that of ``valueAndDerivative(at:)``.
    @inlinable
    public func derivative(at x: Double) -> Double { valueAndDerivative(at: x).derivative }

    /// The default: the before flag changes nothing, so ``value(at:)``.
    ///
    /// - Complexity: that of ``value(at:)``.
    public func value(at x: Double, beforeFlag: Bool) -> Double { value(at: x) }

    /// The default batch: ``value(at:)`` at every input, in order.
    ///
    /// - Complexity: O(n) evaluations of ``value(at:)``.
    public func values<C: Collection>(at inputs: C) -> [Double] where C.Element == Double {
        inputs.map { value(at: $0) }
    }
}

extension TimingCurve {
    /// The body of the `evaluate(_:values:derivatives:)` batches: n = the least of the buffers'
    /// counts; with `derivatives`, ``valueAndDerivative(at:)`` per input, else `batch` over the first n
    /// inputs (not called for n = 0). Returns n.
    @inlinable
    func fill(
        _ inputs: UnsafeBufferPointer<Double>, values: UnsafeMutableBufferPointer<Double>,
        derivatives: UnsafeMutableBufferPointer<Double>?,
        batch: (UnsafePointer<Double>, UnsafeMutablePointer<Double>, Int) -> Void
    ) -> Int {
        var n = Swift.min(inputs.count, values.count)
        if let derivatives {
            n = Swift.min(n, derivatives.count)
            for i in 0..<n {
                let (v, s) = valueAndDerivative(at: inputs[i])
                values[i] = v
                derivatives[i] = s
            }
        } else if n > 0 {
            batch(inputs.baseAddress!, values.baseAddress!, n)
        }
        return n
    }
}
