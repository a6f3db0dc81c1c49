// One power-of-two rescaling for the package: values whose arithmetic could overflow (from − to
// of huge springs, differences of huge keyframes) are divided by 2^e, exactly, computed in unit
// scale and multiplied back. Dividing by a power of two changes only exponents, so the scaled
// computation is the same computation (no rounding is added), finite where the original
// overflowed to ∞ − ∞ = NaN.

extension AnimatableVector {
    /// The largest |component| (0 for the zero vector; NaN is skipped; +∞ if a component is
    /// infinite). - Complexity: O(components).
    @inlinable
    package var largestComponentMagnitude: Double {
        components.reduce(0.0) { Swift.max($0, abs($1)) }
    }
}

/// The exponent e ≥ 1 such that every value divided by 2^e has components of at most 2 (e is
/// the exponent of the largest |component| plus one, capped at 1023 so 2^e is finite), or nil
/// when no component exceeds 1 (nothing to scale: small values cannot overflow, and scaling them
/// up could) or one is not finite (kept as it is, so ±∞ and NaN propagate as they would).
/// - Complexity: O(total components).
@inlinable
package func unitScaleExponent<V: AnimatableVector>(_ values: some Sequence<V>) -> Int? {
    let largest = values.reduce(0.0) { Swift.max($0, $1.largestComponentMagnitude) }
    guard largest > 1, largest.isFinite else { return nil }
    return Swift.min(Int(largest.exponent) + 1, 1023)
}
