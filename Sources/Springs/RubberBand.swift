// Rubber-banding: how far content follows a drag past its edge (Springs article, Rubber-banding).
//
// UIScrollView's displacement for an overscroll x along an axis of viewport size d, with c = 0.55
// (Grant Paul's formula, reproduced by every reimplementation of iOS scrolling):
//     f(x) = (1 − 1/(x·c/d + 1))·d = d·u/(1 + u),   u = c·x/d,
// odd in x, with f′(x) = c/(1 + u)² (c at the edge) and f < d. Its inverse is x = (d/c)·y/(d − y).
// Apple publishes no release spring; ``RubberBand/iOSReleaseSpring`` is the one Ilya Lobanov's
// ScrollMechanics measured (critically damped, stiffness 100, mass 1) and
// ``RubberBand/flutterReleaseSpring`` is Flutter's BouncingScrollSimulation spring.

import MotionMath
import RealModule

/// UIScrollView's rubber band along one axis: the displacement shown for a drag past the edge,
/// its inverse and slope, and the spring that takes the content back on release.
///
/// - Complexity: O(1) per call.
public struct RubberBand: Sendable, Hashable {
    /// The viewport's size along the axis, in points (d > 0): the displacement never reaches it.
    public let dimension: Double
    /// The resistance c (UIScrollView's 0.55): the displacement's slope at the edge.
    public let coefficient: Double

    /// - Throws: ``SpringError`` when the dimension or coefficient is not finite and positive.
    public init(dimension: Double, coefficient: Double = 0.55) throws(SpringError) {
        try SpringError.check("dimension", dimension, "greater than 0") { $0 > 0 }
        try SpringError.check("coefficient", coefficient, "greater than 0") { $0 > 0 }
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// c·|x|/d, +∞ when it overflows.
    private func ratio(_ x: Double) -> Double { coefficient * (abs(x) / dimension) }

    /// The displacement for an overscroll x (the finger's distance past the edge):
    /// sign(x)·d·u/(1 + u), u = c·|x|/d; it tends to ±d as x grows, and is NaN for NaN.
    public func displacement(forOverscroll x: Double) -> Double {
        let u = ratio(x)
        let y = u.isInfinite ? dimension : dimension * (u / (1 + u))
        return x < 0 ? -y : (x.isNaN ? x : y)
    }

    /// The slope d(displacement)/d(overscroll) = c/(1 + u)²: c at the edge, falling towards 0.
    public func derivative(atOverscroll x: Double) -> Double {
        let u = ratio(x)
        return u.isInfinite ? 0 : coefficient / ((1 + u) * (1 + u))
    }

    /// The overscroll that shows displacement y: (d/c)·|y|/(d − |y|) with y's sign.
    /// - Throws: ``SpringError`` when |y| ≥ d (the band never stretches that far) or y is NaN.
    public func overscroll(forDisplacement y: Double) throws(SpringError) -> Double {
        try SpringError.check("displacement", y, "smaller in magnitude than the dimension \(dimension)") { abs($0) < dimension }
        // |y|/c first: d/c alone overflows for a dimension near the largest Double.
        let x = (abs(y) / coefficient) * (dimension / (dimension - abs(y)))
        guard x.isFinite else { throw .overflow(name: "the overscroll") }
        return y < 0 ? -x : x
    }

    /// Where content dragged to `offset` is shown: the offset itself inside `bounds`, else the
    /// nearest bound plus the displacement of the excess (ScrollMechanics' `rubberBandClamp`).
    public func position(forOffset offset: Double, in bounds: ClosedRange<Double>) -> Double {
        if offset.isNaN { return offset }
        if offset > bounds.upperBound { return bounds.upperBound + displacement(forOverscroll: offset - bounds.upperBound) }
        if offset < bounds.lowerBound { return bounds.lowerBound + displacement(forOverscroll: offset - bounds.lowerBound) }
        return offset
    }

    /// The spring back on release: from `position` at `velocity` to the nearest point of
    /// `bounds` (at rest when `position` is inside).
    /// - Throws: ``SpringError`` for a non-finite position or velocity, or bounds that are not finite.
    public static func release(from position: Double, velocity: Double, bounds: ClosedRange<Double>,
                               spring: Spring = iOSReleaseSpring) throws(SpringError) -> SpringAnimation<VectorSpace<Double>> {
        try SpringError.check("position", position, "finite") { _ in true }
        try SpringError.check("velocity", velocity, "finite") { _ in true }
        try SpringError.check("bounds", bounds.lowerBound, "finite") { _ in true }
        try SpringError.check("bounds", bounds.upperBound, "finite") { _ in true }
        let rest = min(max(position, bounds.lowerBound), bounds.upperBound)
        return try SpringAnimation(spring: spring, from: position, to: rest, initialVelocity: velocity)
    }

    /// The release spring of ScrollMechanics (Ilya Lobanov's reimplementation of UIScrollView):
    /// critically damped, stiffness 100, mass 1 (damping 20). Apple publishes none.
    public static let iOSReleaseSpring = try! Spring(mass: 1, stiffness: 100, damping: 20)

    /// Flutter's `BouncingScrollSimulation` spring: mass 0.5, stiffness 100, damping ratio 1.1
    /// (damping 1.1·2·√50).
    public static let flutterReleaseSpring = try! Spring(mass: 0.5, stiffness: 100, damping: 1.1 * 2 * Double.sqrt(50), allowsOverdamping: true)
}
