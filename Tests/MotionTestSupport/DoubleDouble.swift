import RealModule

/// A double-double number hi + lo (|lo| ≤ ulp(hi)/2 after every operation): about 106 significant
/// bits, unit roundoff u² ≈ 1.2e-32 with u = 2⁻⁵³. The tests' high-precision reference arithmetic on
/// every architecture (`Float80`, 64 bits, exists only on x86).
///
/// Built on RealModule's error-free transformations: `Augmented.sum` (Knuth's TwoSum),
/// `Augmented.sum(large:small:)` (Dekker's FastTwoSum) and `Augmented.product` (the exact product
/// by fused multiply-add). The algorithms and their error bounds are those analysed by Joldes,
/// Muller and Popescu, "Tight and rigorous error bounds for basic building blocks of double-word
/// arithmetic", ACM TOMS 44(2), 2017 (and Hida, Li and Bailey's QD library):
///   +, −   AccurateDWPlusDW   relative error ≤ 3u² (≈ 3.7e-32)
///   ×      DWTimesDW (fma)    relative error ≤ 5u² (≈ 6.2e-32)
///   ÷      three quotient digits with exact remainders (QD's accurate division): ≈ 1e-31
///   sqrt   one Newton step from √hi with an exact remainder (Karp–Markstein): ≈ 1e-31
/// The elementary functions (below) are accurate to about 1e-30 relative on the ranges the tests
/// use; each comment states its method and bound. Ranges: results that underflow Double
/// (exp(x) for x < −708) keep only Double's absolute accuracy (≈ 1e-308), which the tests, whose
/// tolerances are relative to O(1) scales, never resolve.
///
/// Not a general-purpose type: no NaN/infinity handling beyond what Double gives, no rounding-mode
/// control; for reference values in tests.
///
/// Deliberately not expressible by literals (that would make `0.001 * 5` ambiguous in every test
/// that imports this module); mixed operations with a Double take a literal instead.
public struct DoubleDouble: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var hi: Double
    public var lo: Double

    /// hi + lo, with hi = fl(hi + lo) already (no renormalisation).
    @inlinable public init(hi: Double, lo: Double) {
        self.hi = hi
        self.lo = lo
    }

    @inlinable public init(_ x: Double) {
        hi = x
        lo = 0
    }

    @inlinable public init(_ n: Int) {
        // Exact for |n| < 2^106.
        let h = Double(n)
        hi = h
        lo = Double(n - Int(h))
    }

    public static let zero = DoubleDouble(0.0), one = DoubleDouble(1.0)

    /// The sum of two doubles, exactly.
    @inlinable public static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
        let (h, t) = Augmented.sum(a, b)
        return DoubleDouble(hi: h, lo: t)
    }

    /// The product of two doubles, exactly (barring underflow).
    @inlinable public static func product(_ a: Double, _ b: Double) -> DoubleDouble {
        let (h, t) = Augmented.product(a, b)
        return DoubleDouble(hi: h, lo: t)
    }

    /// hi rounded to Double (hi is fl(hi + lo)).
    @inlinable public var double: Double { hi }
    public var description: String { "\(hi) + \(lo)" }
    public var isFinite: Bool { hi.isFinite }

    @inlinable static func fast(_ a: Double, _ b: Double) -> DoubleDouble {
        let (h, t) = Augmented.sum(large: a, small: b)
        return DoubleDouble(hi: h, lo: t)
    }

    // MARK: Arithmetic

    @inlinable public static prefix func - (a: DoubleDouble) -> DoubleDouble { DoubleDouble(hi: -a.hi, lo: -a.lo) }

    /// AccurateDWPlusDW: relative error ≤ 3u² even under cancellation.
    @inlinable public static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let (s, e) = Augmented.sum(a.hi, b.hi)
        let (t, f) = Augmented.sum(a.lo, b.lo)
        guard s.isFinite else { return DoubleDouble(s) }
        var v = fast(s, e + t)
        v = fast(v.hi, v.lo + f)
        return v
    }

    @inlinable public static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + -b }
    @inlinable public static func + (a: DoubleDouble, b: Double) -> DoubleDouble { a + DoubleDouble(b) }
    @inlinable public static func + (a: Double, b: DoubleDouble) -> DoubleDouble { DoubleDouble(a) + b }
    @inlinable public static func - (a: DoubleDouble, b: Double) -> DoubleDouble { a - DoubleDouble(b) }
    @inlinable public static func - (a: Double, b: DoubleDouble) -> DoubleDouble { DoubleDouble(a) - b }

    /// DWTimesDW with fma: relative error ≤ 5u².
    @inlinable public static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let (p, e) = Augmented.product(a.hi, b.hi)
        guard p.isFinite, p != 0 else { return DoubleDouble(p) }
        return fast(p, e + (a.hi * b.lo + a.lo * b.hi))
    }

    /// DD × Double (DWTimesFP): relative error ≤ 2u².
    @inlinable public static func * (a: DoubleDouble, b: Double) -> DoubleDouble {
        let (p, e) = Augmented.product(a.hi, b)
        guard p.isFinite, p != 0 else { return DoubleDouble(p) }
        return fast(p, e + a.lo * b)
    }

    @inlinable public static func * (a: Double, b: DoubleDouble) -> DoubleDouble { b * a }

    /// Three quotient digits, each remainder a − q·b formed in double-double: ≈ 1e-31 relative.
    @inlinable public static func / (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let q1 = a.hi / b.hi
        guard q1.isFinite, q1 != 0 else { return DoubleDouble(q1) }
        var r = a - b * q1
        let q2 = r.hi / b.hi
        r = r - b * q2
        let q3 = r.hi / b.hi
        return fast(q1, q2) + DoubleDouble(q3)
    }

    @inlinable public static func += (a: inout DoubleDouble, b: DoubleDouble) { a = a + b }
    @inlinable public static func -= (a: inout DoubleDouble, b: DoubleDouble) { a = a - b }
    @inlinable public static func *= (a: inout DoubleDouble, b: DoubleDouble) { a = a * b }
    @inlinable public static func /= (a: inout DoubleDouble, b: DoubleDouble) { a = a / b }

    @inlinable public static func < (a: DoubleDouble, b: DoubleDouble) -> Bool { a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo) }

    @inlinable public var magnitude: DoubleDouble { hi < 0 || (hi == 0 && lo < 0) ? -self : self }

    /// Multiplication by 2ⁿ, exact unless it under- or overflows.
    @inlinable public func scaled(byPowerOfTwo n: Int) -> DoubleDouble {
        // In two halves so that 2^(n/2) is representable for |n| up to ~2000.
        let h = n / 2
        let f1 = Double(sign: .plus, exponent: h, significand: 1), f2 = Double(sign: .plus, exponent: n - h, significand: 1)
        return DoubleDouble(hi: hi * f1 * f2, lo: lo * f1 * f2)
    }

    // MARK: Elementary functions

    /// √a by one Newton step from √hi: s + (a − s²)/(2s), the remainder a − s² exact in
    /// double-double (s² by `Augmented.product`). The Double estimate has relative error ≤ u, the
    /// step squares it: ≈ u²/2 plus the rounding of the correction, ≤ 1e-31 relative. 0 for a = 0;
    /// NaN for a < 0.
    public static func sqrt(_ a: DoubleDouble) -> DoubleDouble {
        if a.hi == 0 { return zero }
        let s = a.hi.squareRoot()
        guard a.hi > 0, s.isFinite else { return DoubleDouble(s) }
        let r = a - product(s, s)
        return fast(s, r.hi / (2 * s))
    }

    /// 1/n! for n = 0 ... 40, by repeated double-double division (relative error ≤ n·1e-31, on
    /// terms that are themselves ≤ 1e-10 of the sums they enter past n ≈ 14).
    @usableFromInline static let inverseFactorials: [DoubleDouble] = {
        var table: [DoubleDouble] = [one]
        for n in 1...40 { table.append(table[n - 1] / DoubleDouble(Double(n))) }
        return table
    }()

    /// ln 2 and π/2, each as three doubles (≈ 160 bits; mpmath), for argument reduction.
    @usableFromInline static let ln2 = (0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56, 0x1.7b57a079a1934p-111)
    @usableFromInline static let halfPi = (0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54, -0x1.f1976b7ed8fbcp-110)

    /// x − k·c for an integer k (|k| < 2^20) and a constant c = c0 + c1 + c2: k·c0 exactly, so the
    /// reduced argument is exact up to |k|·2⁻¹⁵⁸ and the rounding of x itself (Cody–Waite).
    static func reduce(_ x: DoubleDouble, _ k: Double, _ c: (Double, Double, Double)) -> DoubleDouble {
        x - product(k, c.0) - product(k, c.1) - DoubleDouble(k * c.2)
    }

    /// eˣ: x = k·ln 2 + r with |r| ≤ ½ln 2 (Cody–Waite, ln 2 to 160 bits), then r/2¹⁰, for which the
    /// Taylor series of eʳ − 1 (1/n! from a double-double table) is summed until a term is below 1e-36 of the sum (≤ 10 terms,
    /// truncation < 1e-33 relative), then squared back ten times as s ← s·(s + 2)
    /// ((1 + s)² − 1, which keeps the small s to full relative precision), then (1 + s)·2ᵏ. Each
    /// of the ~45 double-double operations adds ≤ 5u²; the bound is ≈ 1e-30 relative for |x| < 708
    /// (beyond the conditioning |x|·u² of x's own rounding). 0 below −745.2, +∞ above 709.8.
    public static func exp(_ x: DoubleDouble) -> DoubleDouble {
        if x.hi > 709.79 { return DoubleDouble(.infinity) }
        if x.hi < -745.2 { return zero }
        if x.hi == 0 && x.lo == 0 { return one }
        let k = (x.hi / ln2.0).rounded()
        let r = reduce(x, k, ln2).scaled(byPowerOfTwo: -10)
        var s = r, power = r
        for n in 2..<inverseFactorials.count {
            power = power * r
            let term = power * inverseFactorials[n]
            s += term
            if Swift.abs(term.hi) <= 1e-36 * Swift.abs(s.hi) { break }
        }
        for _ in 0..<10 { s = s * (s + 2) }
        return (s + 1).scaled(byPowerOfTwo: Int(k))
    }

    /// ln a for a > 0: two Newton steps on eʸ = a from y = log(hi) in Double,
    /// y ← y + a·e⁻ʸ − 1 (each step squares the relative error of a·e⁻ʸ: 1e-16 → 1e-32 → exp's
    /// accuracy). ≈ 1e-30 absolute (so relative wherever |ln a| ≳ 1, which is where the tests use it).
    public static func log(_ a: DoubleDouble) -> DoubleDouble {
        guard a.hi > 0, a.hi.isFinite else { return DoubleDouble(Double.log(a.hi)) }
        var y = DoubleDouble(Double.log(a.hi))
        for _ in 0..<2 { y = y + a * exp(-y) - 1 }
        return y
    }

    /// (sin x, cos x): x = k·π/2 + r with |r| ≤ π/4 (+ rounding), π/2 to 160 bits (Cody–Waite,
    /// exact for |x| up to ~1e6: the reduction error is |k|·2⁻¹⁵⁸ absolute), then the Taylor series
    /// of sin r and cos r summed to a term below 1e-36 (≤ 14 terms each; the sum of the terms'
    /// magnitudes is ≤ cosh(π/4) ≈ 1.3 so there is no cancellation to amplify rounding), then the
    /// quadrant's signs and swap. ≈ 1e-31 absolute, and relative for |results| ≳ 0.1; near a zero of
    /// sin or cos the error stays ≈ 1e-31 absolute plus |x|·u² from the rounding of x itself.
    public static func sinCos(_ x: DoubleDouble) -> (sin: DoubleDouble, cos: DoubleDouble) {
        precondition(abs(x.hi) < 1e6, "sinCos reduces arguments below 1e6 only")
        let k = (x.hi / halfPi.0).rounded()
        let r = reduce(x, k, halfPi)
        let r2 = r * r
        var s = r, c = one
        var power = r  // r^n
        var n = 1
        while n + 2 < inverseFactorials.count {
            // c gets (−1)^j r^(2j)/(2j)! at n + 1 = 2j, s gets (−1)^j r^(2j+1)/(2j+1)! at n + 2.
            let sign: Double = (n + 1) % 4 == 0 ? 1 : -1
            power = power * r
            let cTerm = power * inverseFactorials[n + 1] * sign
            power = power * r
            let sTerm = power * inverseFactorials[n + 2] * sign
            c += cTerm
            s += sTerm
            n += 2
            if Swift.abs(cTerm.hi) <= 1e-36 && Swift.abs(sTerm.hi) <= 1e-36 * Swift.abs(s.hi) { break }
        }
        switch Int(k) & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    public static func sin(_ x: DoubleDouble) -> DoubleDouble { sinCos(x).sin }
    public static func cos(_ x: DoubleDouble) -> DoubleDouble { sinCos(x).cos }
}

extension Double {
    /// The double-double nearest, rounded to Double.
    @inlinable public init(_ x: DoubleDouble) { self = x.hi }
}

public func abs(_ x: DoubleDouble) -> DoubleDouble { x.magnitude }
