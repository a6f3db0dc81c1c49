// e^x for a run of arguments, in a loop the compiler vectorises.
//
// The arc-length tables' substituted Gauss–Legendre rules need one exponential per pair of nodes
// (26 per rule pair); the C library's `exp` is one call per argument. Here the classic reduction
// x = n·ln 2 + r, |r| ≤ ½ln 2, is written with no call and no conversion between Double and Int
// instructions (which SSE2 has only for one lane): n = round(x/ln 2) by adding and subtracting
// 1.5·2⁵² (whose bits then hold n as an integer), r by Cody and Waite's two-part ln 2, e^r by its
// Taylor polynomial, and 2ⁿ built from n's bits.
// References: W. J. Cody and W. Waite, Software Manual for the Elementary Functions (1980), ch. 6;
// J.-M. Muller, Elementary Functions: Algorithms and Implementation (3rd ed., 2016), §11.

/// Exponentials of many arguments at once.
package enum Exponentials {
    /// The largest |x| the vectorised reduction takes: e^±700 is a normal Double.
    package static let largestReduced = 700.0

    /// e^x[k] into out[k] for k < `count`, for every argument, within 2 ulps of the exact value
    /// (the seeded test `ExponentialsTests` measures the worst error against `Double.exp` and a
    /// 40-digit reference).
    ///
    /// For |x| ≤ ``largestReduced``: x = n·ln 2 + r with n = round(x/ln 2)
    /// (x·log₂e + 1.5·2⁵² − 1.5·2⁵², rounding to nearest), r = (x − n·ln2ₕᵢ) − n·ln2ₗₒ, where ln2ₕᵢ
    /// has 32 significant bits so that n·ln2ₕᵢ is exact (|n| ≤ 1011) and |r| ≤ 0.3466; e^r by its
    /// Taylor polynomial of degree 13 by Horner's rule (truncation below 4e-18 relative); times 2ⁿ,
    /// whose bits are (n + 1023)·2⁵², n read from the bits of x·log₂e + 1.5·2⁵². Every step is a
    /// lane-wise operation, so the loop runs two arguments per SSE2 instruction. Arguments beyond
    /// (overflow, underflow, infinities, NaN) are then given `Double.exp`'s value in a second pass.
    /// - Complexity: `count` evaluations of about 32 operations each, then a scan of the
    ///   arguments; no allocation.
    @inline(__always)
    package static func exponentials(_ x: UnsafePointer<Double>, into out: UnsafeMutablePointer<Double>, count: Int) {
        let magic = 0x1.8p52, magicBits = Int64(bitPattern: magic.bitPattern)
        let log2e = 1.4426950408889634, ln2Hi = 0.6931471803691238, ln2Lo = 1.9082149292705877e-10
        for k in 0..<count {
            let xk = x[k]
            // Clamped, so that the exponent field below stays in range for every argument.
            let v = Swift.min(Swift.max(xk, -largestReduced), largestReduced)
            let t = v * log2e + magic
            let n = t - magic
            let r = (v - n * ln2Hi) - n * ln2Lo
            var p = 1.6059043836821613e-10
            p = p * r + 2.08767569878681e-09
            p = p * r + 2.505210838544172e-08
            p = p * r + 2.755731922398589e-07
            p = p * r + 2.7557319223985893e-06
            p = p * r + 2.48015873015873e-05
            p = p * r + 0.0001984126984126984
            p = p * r + 0.001388888888888889
            p = p * r + 0.008333333333333333
            p = p * r + 0.041666666666666664
            p = p * r + 0.16666666666666666
            p = p * r + 0.5
            p = p * r + 1
            p = p * r + 1
            let power = (Int64(bitPattern: t.bitPattern) &- magicBits &+ 1023) &<< 52
            out[k] = p * Double(bitPattern: UInt64(bitPattern: power))
        }
        for k in 0..<count where !(abs(x[k]) <= largestReduced) { out[k] = Double.exp(x[k]) }
    }
}
