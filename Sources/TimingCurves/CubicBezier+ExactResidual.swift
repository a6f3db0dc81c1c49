// A residual X(u) − τ accurate far beyond a Double, for building the guess tables once per curve.
//
// The last table node is the root for the target ½; x = ½ on a symmetric curve then returns the
// node itself. For that answer to be the correctly rounded root, the sign of X(u) − τ must be
// known even where it is below an ulp of τ: the Bernstein form is evaluated in double-double
// arithmetic (RealModule's `Augmented.sum`, Knuth's TwoSum, and Dekker's error-free product by
// splitting, which needs no fused multiply-add: the x86-64 baseline this builds for has none, and
// `Augmented.product` would call libm's `fma` per product), with about 104 significant bits. References: T. J. Dekker, "A floating-point technique for extending the
// available precision" (1971); Ogita, Rump, Oishi, "Accurate sum and dot product" (2005).

import MotionMath
import RealModule

extension HalfCubic {
    /// A double-double number hi + lo with |lo| ≤ ulp(hi)/2.
    struct DoubleDouble {
        var hi: Double
        var lo: Double

        @inline(__always)
        static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
            let (s, e) = Augmented.sum(a, b)  // Knuth's TwoSum
            return DoubleDouble(hi: s, lo: e)
        }

        @inline(__always)
        static func split(_ a: Double) -> (Double, Double) {
            let c = 134_217_729.0 * a  // 2^27 + 1
            let hi = c - (c - a)
            return (hi, a - hi)
        }

        @inline(__always)
        static func product(_ a: Double, _ b: Double) -> DoubleDouble {
            let p = a * b
            let (ah, al) = split(a)
            let (bh, bl) = split(b)
            return DoubleDouble(hi: p, lo: ((ah * bh - p) + ah * bl + al * bh) + al * bl)
        }

        @inline(__always)
        static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
            var s = sum(x.hi, y.hi)
            s.lo += x.lo + y.lo
            return sum(s.hi, s.lo)
        }

        @inline(__always)
        static func * (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
            var p = product(x.hi, y.hi)
            p.lo += x.hi * y.lo + x.lo * y.hi
            return sum(p.hi, p.lo)
        }

        init(hi: Double, lo: Double) {
            self.hi = hi
            self.lo = lo
        }

        init(_ value: Double) { self.init(hi: value, lo: 0) }

        var value: Double { hi + lo }
    }

    /// X(u) − τ in double-double arithmetic, from the Bernstein form
    /// u·(3(1−u)·((1−u)·x1 + u·x2) + u²) with the exact control coordinates.
    func exactResidual(_ u: Double, _ tau: Double) -> Double {
        (Self.bernsteinDD(u, x1, x2) + DoubleDouble(-tau)).value
    }

    /// ``bernstein(_:_:_:)`` in double-double: u·(3(1−u)·((1−u)·p1 + u·p2) + u²) with the exact
    /// control coordinates (X's for the residual, Y's for the polynomial table's values).
    static func bernsteinDD(_ u: Double, _ p1: Double, _ p2: Double) -> DoubleDouble {
        typealias DD = DoubleDouble
        let v = DD.sum(1, -u)
        let inner = v * DD(p1) + DD.product(u, p2)
        return DD(u) * (DD(3) * v * inner + DD.product(u, u))
    }

    /// The correctly rounded root of X(u) = τ in [lo, hi] (to the accuracy of the double-double
    /// residual): bisection and Newton on the accurate residual down to adjacent doubles, then
    /// the end with the smaller residual.
    func exactRoot(_ tau: Double, lo: Double, hi: Double, guess: Double) -> Double {
        var lo = lo
        var hi = hi
        var u = guess
        for _ in 0..<200 {
            let f = exactResidual(u, tau)
            if f == 0 { return u }
            if f < 0 { lo = u } else { hi = u }
            let d1 = derivative(u)
            let next = u - f / d1
            if d1 > 0 && next > lo && next < hi && next != u {
                u = next
                continue
            }
            guard let mid = Double.bisectionPoint(lo, hi) else { break }
            u = mid
        }
        return abs(exactResidual(lo, tau)) <= abs(exactResidual(hi, tau)) ? lo : hi
    }
}
