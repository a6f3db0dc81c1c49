// Spatial Catmull-Rom splines through points, with uniform, centripetal and chordal knots.
//
// Knots: t₀ = 0, tᵢ₊₁ = tᵢ + |pᵢ₊₁ − pᵢ|^α with α = 0 (uniform), ½ (centripetal: no cusps or
// self-intersections within a segment) or 1 (chordal). On these knots the Barry–Goldman
// pyramid's tangent, v₋ + v₊ − (pᵢ₊₁ − pᵢ₋₁)/(h₋ + h₊), equals the weighted chord velocity
// (h₊·v₋ + h₋·v₊)/(h₋ + h₊) that ``KeyframeAnimation``'s cubic mode uses, so the spline is that
// mode with normalised knots as key times (parabolic end tangents).
// Reference: P. J. Barry, R. N. Goldman, "A recursive evaluation algorithm for a class of
// Catmull-Rom splines", SIGGRAPH 1988; C. Yuksel et al., "Parameterization and applications of
// Catmull-Rom curves", Computer-Aided Design 43 (2011).

import MotionMath
import RealModule

/// A Catmull-Rom spline through points, parameterised by a fraction in [0, 1] of its knot range.
public struct CatmullRomSpline<Value: AnimatableVector>: Sendable {
    /// The knot spacing exponent α.
    public enum Parameterization: Sendable, Hashable {
        /// α = 0: equal knot spans.
        case uniform
        /// α = ½: no cusps or self-intersections within a segment.
        case centripetal
        /// α = 1: spans proportional to the chord lengths.
        case chordal
        /// Any α ∈ [0, 1].
        case alpha(Double)

        public var alpha: Double {
            switch self {
            case .uniform: return 0
            case .centripetal: return 0.5
            case .chordal: return 1
            case .alpha(let a): return a
            }
        }
    }

    /// The points the spline passes through.
    public let points: [Value]
    public let parameterization: Parameterization
    /// The knots tᵢ (unnormalised): 0, |p₁ − p₀|^α, …
    public let knots: [Double]
    /// The spline as a cubic keyframe animation over the normalised knots.
    public let animation: KeyframeAnimation<VectorSpace<Value>>

    /// A spline through `points`.
    /// - Throws: ``KeyframeError/invalidKeyframes(_:)`` for no points or a non-finite point;
    ///   ``KeyframeError/invalidParameter(name:value:requirement:)`` for α outside [0, 1].
    public init(points: [Value], parameterization: Parameterization = .centripetal) throws(KeyframeError) {
        let alpha = parameterization.alpha
        guard alpha >= 0 && alpha <= 1 else { throw .invalidParameter(name: "alpha", value: alpha, requirement: "in [0, 1]") }
        guard !points.isEmpty else { throw .invalidKeyframes(["points is empty"]) }
        if let i = points.firstIndex(where: { !$0.isFiniteVector }) { throw .invalidKeyframes(["points[\(i)] is not finite"]) }
        var knots = [0.0]
        for i in points.indices.dropFirst() {
            let d = (points[i] - points[i - 1]).magnitude
            knots.append(knots[i - 1] + (alpha == 0 ? 1 : Double.pow(d, alpha)))
        }
        let total = knots.last!
        let keyTimes: [Double]? = points.count > 1 && total > 0
            ? knots.enumerated().map { $0.offset == knots.count - 1 ? 1 : $0.element / total } : nil
        self.points = points
        self.parameterization = parameterization
        self.knots = knots
        self.animation = try KeyframeAnimation(values: points, keyTimes: keyTimes, calculationMode: .cubic)
    }

    /// The point at a fraction of the knot range (0 at the first point, 1 at the last; point i at
    /// tᵢ/t_last). - Complexity: O(log n).
    public func value(at fraction: Double) -> Value { animation.value(at: fraction) }

    /// The derivative with respect to the fraction. - Complexity: O(log n).
    public func derivative(at fraction: Double) -> Value { animation.derivative(at: fraction) }
}
