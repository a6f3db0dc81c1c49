// The one small protocol through which springs, keyframes and timelines animate any value:
// scalars, points, colours.

/// A value that can be animated: a point of a real vector space with a Euclidean length.
///
/// The operations are the ones interpolation and physics need — the zero vector, addition,
/// subtraction, scaling by a real number, and the squared Euclidean length (for paced keyframes and
/// settling thresholds). `Double`, `Float` and the `SIMD2`, `SIMD3`, `SIMD4` vectors of `Double` or
/// `Float` conform; conform your own struct of animatable properties by combining its fields.
///
/// The modules compute their coefficients (spring responses, spline weights) in `Double` and
/// apply them with ``scaled(by:)``, so a `Float` or `SIMD2<Float>` value pays one conversion per
/// coefficient, not a `Double` copy of the whole value.
public protocol AnimatableVector: Sendable, Equatable {
    /// The additive identity: every component zero.
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// The vector multiplied by a real number.
    func scaled(by factor: Double) -> Self
    /// The squared Euclidean length, Σ componentᵢ², in `Double`.
    var magnitudeSquared: Double { get }
    /// Whether every component is finite (neither NaN nor ±infinity).
    var isFiniteVector: Bool { get }
    /// The components in order, as `Double` (for tables, diagnostics and linear solvers).
    var components: [Double] { get }
    /// The value with these components (the inverse of ``components``; `components.count` of them).
    init(components: [Double])
}

extension AnimatableVector {
    /// The Euclidean length √(Σ componentᵢ²), computed without overflow for huge components.
    @inlinable
    public var magnitude: Double {
        let squared = magnitudeSquared
        if squared.isFinite && squared > 0x1p-1000 { return squared.squareRoot() }
        // Rescale by the largest component so the squares neither overflow nor underflow.
        let parts = components
        let largest = largestComponentMagnitude
        guard largest > 0, largest.isFinite else { return largest }
        let sum = parts.reduce(0) { $0 + ($1 / largest) * ($1 / largest) }
        return largest * sum.squareRoot()
    }

    /// The vector divided by its ``magnitude``, or nil when it is zero or not finite. Subnormal
    /// and huge vectors are first scaled by a power of two (exactly), so that 1/|v| neither
    /// overflows nor loses digits: (5e-324, 0) gives (1, 0), not (inf, nan).
    @inlinable
    package var unitVector: Self? {
        var v = self
        var length = v.magnitude
        guard length > 0, length.isFinite else { return nil }
        if length < 0x1p-500 {
            v = v.scaled(by: 0x1p600)
            length = v.magnitude
        } else if length > 0x1p500 {
            v = v.scaled(by: 0x1p-600)
            length = v.magnitude
        }
        return v.scaled(by: 1 / length)
    }
}

extension Double: AnimatableVector {
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    @inlinable public var magnitudeSquared: Double { self * self }
    @inlinable public var isFiniteVector: Bool { isFinite }
    @inlinable public var components: [Double] { [self] }
    @inlinable public init(components: [Double]) { self = components[0] }
}

extension Float: AnimatableVector {
    @inlinable public func scaled(by factor: Double) -> Float { self * Float(factor) }
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
    @inlinable public var isFiniteVector: Bool { isFinite }
    @inlinable public var components: [Double] { [Double(self)] }
    @inlinable public init(components: [Double]) { self = Float(components[0]) }
}

extension SIMD2: AnimatableVector where Scalar: BinaryFloatingPoint {
    @inlinable public func scaled(by factor: Double) -> Self { self * Scalar(factor) }
    @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
    @inlinable public var isFiniteVector: Bool { x.isFinite && y.isFinite }
    @inlinable public var components: [Double] { [Double(x), Double(y)] }
    @inlinable public init(components c: [Double]) { self.init(Scalar(c[0]), Scalar(c[1])) }
}

extension SIMD3: AnimatableVector where Scalar: BinaryFloatingPoint {
    @inlinable public func scaled(by factor: Double) -> Self { self * Scalar(factor) }
    @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
    @inlinable public var isFiniteVector: Bool { x.isFinite && y.isFinite && z.isFinite }
    @inlinable public var components: [Double] { [Double(x), Double(y), Double(z)] }
    @inlinable public init(components c: [Double]) { self.init(Scalar(c[0]), Scalar(c[1]), Scalar(c[2])) }
}

extension SIMD4: AnimatableVector where Scalar: BinaryFloatingPoint {
    @inlinable public func scaled(by factor: Double) -> Self { self * Scalar(factor) }
    @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
    @inlinable public var isFiniteVector: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
    @inlinable public var components: [Double] { [Double(x), Double(y), Double(z), Double(w)] }
    @inlinable public init(components c: [Double]) { self.init(Scalar(c[0]), Scalar(c[1]), Scalar(c[2]), Scalar(c[3])) }
}


extension SIMD16: AnimatableVector where Scalar: BinaryFloatingPoint {
    @inlinable public func scaled(by factor: Double) -> Self { self * Scalar(factor) }
    @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
    @inlinable public var isFiniteVector: Bool { indices.allSatisfy { self[$0].isFinite } }
    @inlinable public var components: [Double] { indices.map { Double(self[$0]) } }
    @inlinable public init(components c: [Double]) { self.init(c.map { Scalar($0) }) }
}
