// sin(πx) and cos(πx) with the argument reduced exactly (MotionMath article, Half turns).
//
// r = x mod 2 in [−1, 1] is IEEE's remainder, which is exact; a = |r|, and 1 − a and ½ − a are
// exact on the ranges where they are used (Sterbenz). Each result is then a library sine or
// cosine of π times a number in [0, ¼], accurate to a few ulps, with exact zeros where the
// function has them.

import RealModule

/// sin(πx): 0 exactly at every integer (+0 for x ≥ 0, −0 for x < 0, as IEEE 754-2019's
/// sinPi), ±1 exactly at the odd half-integers.
///
/// - Returns: NaN for NaN and ±∞ (no half turn is nearer than another).
/// - Precision: a few ulps of the result, also next to a zero (no π·x rounding is amplified).
/// - Complexity: O(1).
package func sinPi(_ x: Double) -> Double {
    let r = x.remainder(dividingBy: 2)
    var a = r.magnitude
    if a > 0.5 { a = 1 - a }
    if a == 0 { return Double(signOf: x, magnitudeOf: 0) }
    let s = a <= 0.25 ? Double.sin(Double.pi * a) : Double.cos(Double.pi * (0.5 - a))
    return r < 0 ? -s : s
}

/// cos(πx): 0 exactly at every odd half-integer, ±1 exactly at the integers.
///
/// - Returns: NaN for NaN and ±∞.
/// - Precision: a few ulps of the result, also next to a zero.
/// - Complexity: O(1).
package func cosPi(_ x: Double) -> Double {
    let a = x.remainder(dividingBy: 2).magnitude
    return a <= 0.25 ? Double.cos(Double.pi * a)
        : a >= 0.75 ? -Double.cos(Double.pi * (1 - a))
        : Double.sin(Double.pi * (0.5 - a))
}
