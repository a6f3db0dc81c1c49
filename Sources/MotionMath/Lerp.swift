/// The value a fraction `t` of the way from `a` to `b`: a + (b − a)·t, exactly `a` at t = 0 and
/// exactly `b` at t = 1.
///
/// When b − a overflows (finite ends of opposite signs beyond half the largest finite value) it
/// is the blend a·(1 − t) + b·t instead, which cannot overflow for t in [0, 1]: finite ends give
/// a finite result wherever the true result is finite. Outside [0, 1] (extrapolation) the result
/// overflows only where the true value does, up to rounding at the boundary.
/// - Complexity: O(1).
@inlinable @usableFromInline
package func lerp<T: FloatingPoint>(_ a: T, _ b: T, _ t: T) -> T {
    if t == 1 { return b }
    let d = b - a
    if d.isFinite || !a.isFinite || !b.isFinite { return a + d * t }
    return a * (1 - t) + b * t
}
