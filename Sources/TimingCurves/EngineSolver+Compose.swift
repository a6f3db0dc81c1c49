// Jetpack Compose's CubicBezierEasing (androidx.compose.animation.core, 1.7 and later), operation
// for operation (TimingCurves article, Engines' solvers): single-precision control points and
// input, the first root of X(t) − x by Cardano's method in double precision with Compose's fast
// single-precision cube root, Y in single precision, clamped to the curve's vertical bounds.

import RealModule

/// Compose's `CubicBezierEasing(a, b, c, d)` for one curve: its control points rounded to Float
/// and the vertical bounds it clamps to, computed once as Compose does in its initialiser.
struct ComposeCubicEasing {
    let a: Float, b: Float, c: Float, d: Float
    let low: Float, high: Float

    /// The roots in [0, 1] closer than this to the range count as in it (Compose's FloatEpsilon).
    static let floatEpsilon: Float = 1e-6
    /// The smallest fraction translated: one ulp at 1 (Compose's OneUlpAt1).
    static let oneUlpAtOne: Float = 1.1920929e-7

    init(_ curve: CubicBezier) {
        a = Float(curve.x1)
        b = Float(curve.y1)
        c = Float(curve.x2)
        d = Float(curve.y2)
        (low, high) = Self.verticalBounds(0, b, d, 1)
    }

    /// `transform(fraction)`: the fraction itself outside (0, 1); else y at the first root of
    /// X(t) = max(fraction, one ulp at 1), clamped to the vertical bounds. NaN where Compose
    /// throws (no root found).
    func transform(_ fraction: Float) -> Float {
        guard fraction > 0 && fraction < 1 else { return fraction }
        let f = Swift.max(fraction, Self.oneUlpAtOne)
        let t = Self.firstCubicRoot(0 - f, a - f, c - f, 1 - f)
        if t.isNaN { return t }
        let y = Self.evaluate(b, d, t)
        return y < low ? low : (y > high ? high : y)
    }

    /// Y(t) of the curve from (0, 0) to (1, 1) with control values p1, p2, in Float.
    static func evaluate(_ p1: Float, _ p2: Float, _ t: Float) -> Float {
        let a: Float = 1.0 / 3.0 + (p1 - p2)
        let b = p2 - 2 * p1
        let c = p1
        return 3 * ((a * t + b) * t + c) * t
    }

    /// The cubic through p0 … p3 at t, in Float (power basis).
    static func evaluate(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float, _ t: Float) -> Float {
        let a = p3 + 3 * (p1 - p2) - p0
        let b = 3 * (p2 - 2 * p1 + p0)
        let c = 3 * (p1 - p0)
        return ((a * t + b) * t + c) * t + p0
    }

    /// r when it lies in [0, 1] (clamped there when within floatEpsilon outside), else NaN.
    static func unitRoot(_ r: Float) -> Float {
        let s = r < 0 ? 0 : (r > 1 ? 1 : r)
        return Swift.abs(s - r) > floatEpsilon ? .nan : s
    }

    /// Compose's `fastCbrt`: an estimate from the float's bits (as a logarithm) and two Newton
    /// steps, all in Float.
    static func fastCbrt(_ x: Float) -> Float {
        let v = Int64(Int32(bitPattern: x.bitPattern)) & 0x1_FFFF_FFFF
        var estimate = Float(bitPattern: UInt32(bitPattern: 0x2A51_0554 &+ Int32(truncatingIfNeeded: v / 3)))
        estimate -= (estimate - x / (estimate * estimate)) * (1.0 / 3.0)
        estimate -= (estimate - x / (estimate * estimate)) * (1.0 / 3.0)
        return estimate
    }

    /// Compose's `findFirstCubicRoot`: the first root in [0, 1] of the cubic with Bernstein
    /// coefficients p0 … p3, by Cardano's method (the trigonometric form for three real roots).
    static func firstCubicRoot(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> Float {
        let (q0, q1, q2) = (Double(p0), Double(p1), Double(p2))
        var a = 3.0 * (q0 - 2.0 * q1 + q2)
        var b = 3.0 * Double(p1 - p0)
        var c = q0
        let d = Double(-p0) + 3.0 * Double(p1 - p2) + Double(p3)
        let closeToZero = { (x: Double) in Swift.abs(x) < 1e-7 }
        if closeToZero(d) {
            if closeToZero(a) {
                if closeToZero(b) { return .nan }
                return unitRoot(Float(-c / b))
            }
            let q = (b * b - 4.0 * a * c).squareRoot()
            let a2 = 2.0 * a
            let root = unitRoot(Float((q - b) / a2))
            if !root.isNaN { return root }
            return unitRoot(Float((-b - q) / a2))
        }
        a /= d
        b /= d
        c /= d
        let o3 = (3.0 * b - a * a) / 9.0
        let h = (2.0 * a * a * a - 9.0 * a * b + 27.0 * c) / 54.0
        let discriminant = h * h + o3 * o3 * o3
        let a3 = a / 3.0
        if discriminant < 0 {
            let r = (-(o3 * o3 * o3)).squareRoot()
            let cosPhi = Swift.min(Swift.max(-h / r, -1.0), 1.0)
            let phi = Double.acos(cosPhi)
            let t1 = Double(2 * fastCbrt(Float(r)))
            let tau = 2 * Double.pi
            for k in 0..<3 {
                let root = unitRoot(Float(t1 * Double.cos((phi + Double(k) * tau) / 3.0) - a3))
                if !root.isNaN || k == 2 { return root }
            }
        } else if discriminant == 0 {
            let u1 = -fastCbrt(Float(h))
            let root = unitRoot(2 * u1 - Float(a3))
            if !root.isNaN { return root }
            return unitRoot(-u1 - Float(a3))
        }
        let sd = discriminant.squareRoot()
        let u1 = fastCbrt(Float(-h + sd)), v1 = fastCbrt(Float(h + sd))
        return unitRoot(Float(Double(u1 - v1) - a3))
    }

    /// Compose's `computeCubicVerticalBounds` for p0 … p3: the least and greatest of the ends and
    /// of the cubic at the roots in [0, 1] of its derivative and second derivative, in Float.
    static func verticalBounds(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> (Float, Float) {
        let d0 = 3 * (p1 - p0), d1 = 3 * (p2 - p1), d2 = 3 * (p3 - p2)
        var roots: [Float] = []
        let (x, y, z) = (Double(d0), Double(d1), Double(d2))
        let e = x - 2.0 * y + z
        if e != 0 {
            let v1 = -(y * y - x * z).squareRoot(), v2 = -x + y
            roots.append(unitRoot(Float(-(v1 + v2) / e)))
            roots.append(unitRoot(Float((v1 - v2) / e)))
        } else if y != z {
            roots.append(unitRoot(Float((2.0 * y - z) / (2.0 * y - 2.0 * z))))
        }
        let dd0 = 2 * (d1 - d0), dd1 = 2 * (d2 - d1)
        roots.append(unitRoot(-dd0 / (dd1 - dd0)))
        var low = Swift.min(p0, p3), high = Swift.max(p0, p3)
        for t in roots where !t.isNaN {
            let v = evaluate(p0, p1, p2, p3, t)
            low = Swift.min(low, v)
            high = Swift.max(high, v)
        }
        return (low, high)
    }
}
