// The closed-form response of the damped oscillator, one stable formulation for every regime.
//
// Goals, in order: (1) no NaN, overflow or cancellation anywhere, including exactly and nearly
// critical damping and strongly overdamped springs at long times; (2) continuity across ζ = 1;
// (3) a few ulps of accuracy; (4) speed: one exponential and one sine/cosine (or expm1) per time.
//
// With y = x − to, λ = c/(2m), ωn² = k/m and q = ωn² − λ², the solution of y″ + 2λy′ + ωn²y = 0
// with y(0) = y0, y′(0) = v0 is
//     y(t)  = e^(−λt)·[ y0·C + (v0 + λ·y0)·S ]
//     y′(t) = e^(−λt)·[ v0·C − (λ·v0 + ωn²·y0)·S ]
// where C = cos(√q·t), S = sin(√q·t)/√q  (q > 0);  C = cosh(√−q·t), S = sinh(√−q·t)/√−q  (q < 0);
// C = 1, S = t (q = 0). Both C and S are entire functions of z = q·t²:
//     C = Σ (−z)ᵏ/(2k)!,   S = t·Σ (−z)ᵏ/(2k+1)!,
// used for |z| ≤ 1/64, which removes the 0/0 at q = 0 and makes the three regimes one function.
// Overdamped, e^(−λt)·cosh would overflow and cancel; instead, with a = √−q and the slow root
// r = −ωn²/(λ + a) = a − λ computed without cancellation,
//     e^(−λt)·C = e^(rt)·(1 + e^(−2at))/2,   e^(−λt)·S = e^(rt)·(−expm1(−2at))/(2a).
// q itself is computed as (4km − c²)/(4m²) with an exact product (FMA), so near ζ = 1 it carries
// the full relative precision the inputs allow.
// References: any text on linear ODEs (e.g. Boyce & DiPrima, §3.7); the series form follows the
// treatment of the critical case as a limit in Hairer, Nørsett & Wanner, §I.16.

import MotionMath
import RealModule

/// The constants of a spring's response, computed once. Internal: evaluation goes through
/// ``Spring`` and ``SpringAnimation``.
@usableFromInline
struct SpringKernel: Sendable {
    /// λ = c/(2m), the decay rate of the envelope (1/s).
    @usableFromInline let lambda: Double
    /// ωn² = k/m (1/s²).
    @usableFromInline let omega2: Double
    /// q = ωn² − λ² (1/s²): > 0 underdamped, 0 critical, < 0 overdamped.
    @usableFromInline let q: Double
    /// √|q|: ωd when underdamped, a = √(λ² − ωn²) when overdamped (1/s).
    @usableFromInline let rate: Double
    /// The slow root −ωn²/(λ + a) when overdamped (1/s); −λ otherwise.
    @usableFromInline let slowRoot: Double
    @usableFromInline let regime: Spring.Regime

    @usableFromInline
    init(mass m: Double, stiffness k: Double, damping c: Double, allowsOverdamping: Bool) {
        let omega2 = k / m
        // The products k·m and c·c are used exactly when they are normal numbers; with huge or
        // tiny parameters (k·m over- or underflowing) the ratios k/m and c/m are used instead.
        let p = k * m, s = c * c
        let productsAreNormal = p.isNormal && p.isFinite && (s.isNormal || s == 0) && s.isFinite
        let critical = productsAreNormal ? 2 * p.squareRoot() : 2 * k.squareRoot() * m.squareRoot()
        let lambda = c / (2 * m)
        let q: Double
        if productsAreNormal {
            // 4km − c² with the products exact: k·m = p + pe, c·c = s + se.
            let pe = Augmented.product(k, m).tail, se = Augmented.product(c, c).tail
            q = ((4 * p - s) + (4 * pe - se)) / (4 * m) / m  // never forms m², which may overflow
        } else {
            q = omega2 - lambda * lambda
        }
        if c == critical || (c > critical && !allowsOverdamping) || q == 0 {
            // Critical to the last bit, or clamped to critical: λ = ωn.
            self.init(lambda: omega2.squareRoot(), omega2: omega2, q: 0, regime: .criticallyDamped)
        } else {
            self.init(lambda: lambda, omega2: omega2, q: q, regime: q > 0 ? .underdamped : .overdamped)
        }
    }

    @usableFromInline
    init(lambda: Double, omega2: Double, q: Double, regime: Spring.Regime) {
        self.lambda = lambda
        self.omega2 = omega2
        self.q = q
        self.rate = abs(q).squareRoot()
        self.slowRoot = q < 0 ? -omega2 / (lambda + abs(q).squareRoot()) : -lambda
        self.regime = regime
    }

    /// Whether every constant is finite and the frequency is positive (false when k/m over- or
    /// underflowed).
    var isFinite: Bool {
        lambda.isFinite && omega2.isFinite && omega2 > 0 && q.isFinite && slowRoot.isFinite
    }

    /// |z| below which the power series of C and S are used (7 terms reach 2⁻⁷⁰ there).
    @usableFromInline static let seriesLimit = 1.0 / 64

    /// The two response coefficients (e^(−λt)·C, e^(−λt)·S) at time t ≥ 0 (S in seconds).
    ///
    /// y(t) = c·y0 + s·(v0 + λ·y0) and y′(t) = c·v0 − s·(λ·v0 + ωn²·y0). At t = +∞ they are
    /// (0, 0) when λ > 0 and NaN for an undamped spring (whose limit does not exist).
    @inlinable
    func coefficients(at t: Double) -> (c: Double, s: Double) {
        guard t.isFinite else { return lambda > 0 && t > 0 ? (0, 0) : (.nan, .nan) }
        let z = q * t * t
        if abs(z) <= Self.seriesLimit {
            // Horner in −z: C = 1 − z/2! + z²/4! − …, S/t = 1 − z/3! + z²/5! − …
            let w = -z
            var cSeries = 1.0 / 479_001_600  // 1/12!
            var sSeries = 1.0 / 6_227_020_800  // 1/13!
            cSeries = cSeries * w + 1.0 / 3_628_800
            sSeries = sSeries * w + 1.0 / 39_916_800
            cSeries = cSeries * w + 1.0 / 40_320
            sSeries = sSeries * w + 1.0 / 362_880
            cSeries = cSeries * w + 1.0 / 720
            sSeries = sSeries * w + 1.0 / 5_040
            cSeries = cSeries * w + 1.0 / 24
            sSeries = sSeries * w + 1.0 / 120
            cSeries = cSeries * w + 0.5
            sSeries = sSeries * w + 1.0 / 6
            cSeries = cSeries * w + 1
            sSeries = sSeries * w + 1
            let envelope = Double.exp(-lambda * t)
            return (envelope * cSeries, envelope * sSeries * t)
        }
        if q > 0 {
            let envelope = Double.exp(-lambda * t)
            // Past underflow the state is exactly at rest (and cos of a huge angle may be NaN).
            if envelope == 0 { return (0, 0) }
            var angle = rate * t
            if !(abs(angle) < 0x1p50) {
                // So many periods that the phase is below the resolution of t (or rate·t overflows,
                // as for an undamped spring at t ≈ 1e308): reduce t modulo the period (exact
                // remainder of the rounded period) so the answer stays within the amplitude.
                angle = rate * t.truncatingRemainder(dividingBy: 2 * Double.pi / rate)
            }
            return (envelope * Double.cos(angle), envelope * Double.sin(angle) / rate)
        }
        // Overdamped (q < 0; |z| > 1/64 so a·t > 1/8 and expm1 needs no care at a = 0).
        let slow = Double.exp(slowRoot * t)
        let gap = -Double.expMinusOne(-2 * rate * t)  // 1 − e^(−2at) ∈ (0, 1]
        return (slow * (2 - gap) * 0.5, slow * gap / (2 * rate))
    }

    /// The displacement y(t) and velocity y′(t) from y(0) = y0, y′(0) = v0 (t ≥ 0).
    @inlinable
    func state<V: AnimatableVector>(at t: Double, displacement y0: V, velocity v0: V) -> (displacement: V, velocity: V) {
        // The transition form (c + λs)·y0 + s·v0 rather than c·y0 + s·(v0 + λ·y0): the same
        // number, but λ·y0 alone can overflow for huge states and stiff springs while every
        // transition entry stays bounded.
        let (c, s) = coefficients(at: t)
        let y = y0.scaled(by: c + lambda * s) + v0.scaled(by: s)
        let v = v0.scaled(by: c - lambda * s) - y0.scaled(by: omega2 * s)
        return (y, v)
    }

    /// The 2×2 transition matrix over a step h: (y, y′)(t + h) = Φ(h)·(y, y′)(t), with
    /// Φ = [[c + λs, s], [−ωn²·s, c − λs]] and (c, s) = coefficients(at: h).
    @inlinable
    func transition(over h: Double) -> (yy: Double, yv: Double, vy: Double, vv: Double) {
        let (c, s) = coefficients(at: h)
        return (c + lambda * s, s, -omega2 * s, c - lambda * s)
    }
}
