// The per-curve solver state of CubicBezier and its fast path.
//
// The curve is solved in two forms (see CubicBezier+Solver): the forward form X(u) = τ for
// x ≤ ½ and the point-reflected mirror form for x > ½, both with targets τ ∈ (0, ½]. Each form has
// a table of the roots uᵢ of X(uᵢ) = τᵢ, i = 0…32, with τᵢ = i/64, or τᵢ = i²/2048 in a form
// with a vertical tangent at its start (the table is then uniform in √τ, in which u is smooth),
// and on every interval the quintic Hermite interpolant of the inverse function X⁻¹ (values uᵢ,
// first and second derivatives from 1/X′ and X″), stored as the six coefficients of a polynomial
// in the local coordinate s ∈ [0, 1].
//
// The fast path is one Chebyshev step from the Hermite guess, accepted only when a rigorous bound
// shows the error left is below a quarter ulp. The bound needs |X″/(2X′)| and |a/X′| at the
// guess; instead of computing them per input, each table interval holds bounds C and A valid over
// the whole range of the guesses its polynomial can produce (as the constants S and Q of its
// record), so the test is two comparisons of the step (derivation at `solve(_:)`). All data sit in one read-only buffer and the form is chosen by
// index arithmetic, not by branches, so that random inputs cost no branch mispredictions and
// independent solves overlap in the pipeline. A rejected step (near a vertical tangent, or where
// the interpolant is poor) continues with the general safeguarded solver from the step's result,
// except in the intervals marked steep when the curve is built (next to a vertical inflection,
// x1 ≈ 1 with x2 ≈ 0): their guesses are NaN, so every path rejects them, and `refine` solves them
// about the inflection with an exact residual (CubicBezier+SingularPoints).
//
// `value(_:)` uses the solve only where the interval has no polynomial of y, and within 1/16 of
// an interval of the ends x = 0 and x = 1: the per-interval polynomials of
// CubicBezier+Polynomials, each built on the first evaluation in its interval, answer the rest.

import CBezierKernel
import MotionMath

/// The immutable solver state of a ``CubicBezier``, shared by its copies.
///
/// Layout of ``packed`` (Doubles): for each form f ∈ {0 forward, 1 mirror}, 16 coefficients at
/// 16·f (x1, x2, 3a, 2b, c, b, 1 if the form's table is warped (uniform in √τ) else 0, y1, y2,
/// 1 − the warped flag, the output offset f (0 or 1; the batch kernels' copy of the polynomial
/// records' own, MC_BEZIER_POLY_OFFSET_INDEX, which the scalar path reads from the record's line
/// it already has), then unused); from
/// offset 32 the tables: for
/// form f and interval i ∈ 0…32 a record of 8 (one 64-byte line) at 32 + f·264 + 8i: the quintic
/// Hermite coefficients p₀ = uᵢ (so the records' p₀ are also the nodes that bracket the general
/// solver), p₁, …, p₅, with p₁ = NaN for an interval left to the general solver, then the
/// interval's acceptance constants S and Q (see ``solve(_:)``). Record 32 is the degenerate interval [u₃₂, u₃₂] for the target τ = ½ itself, so that x = ½
/// starts exactly on the node.
@usableFromInline
final class BezierStorage: @unchecked Sendable {
    /// The curve in t, for inputs x ≤ ½.
    @usableFromInline let forward: HalfCubic
    /// The point-reflected curve in s = 1 − t, for inputs x > ½.
    @usableFromInline let mirror: HalfCubic
    /// Extrapolation slope for x < 0.
    @usableFromInline let startExtrapolationSlope: Double
    /// Extrapolation slope for x > 1.
    @usableFromInline let endExtrapolationSlope: Double
    /// Coefficients and guess tables of both forms (see the type's documentation);
    /// written once in `init`, read-only afterwards (hence `@unchecked Sendable`).
    @usableFromInline let packed: UnsafeMutablePointer<Double>
    /// Whether either form's table is uniform in √τ (``HalfCubic/isWarped``).
    @usableFromInline let anyWarped: Bool
    /// Where the polynomial table is published once allocated (CubicBezier+Polynomials; its
    /// records are then built one by one): one pointer, the shared all-unbuilt table
    /// ``unbuiltTable`` until the curve's first evaluation (never nil, so that ``value(_:)`` tests
    /// no pointer), read and written only through the atomic operations of CBezierKernel
    /// (`mc_table_acquire`, `mc_table_replace`).
    @usableFromInline let polynomialSlot: UnsafeMutablePointer<UnsafePointer<Double>?>
    /// Per form, bit i set when table interval i is solved about the inflection
    /// (``SingularCenter``) rather than by the backward-stable solvers (see `init`).
    let exactIntervals: (UInt64, UInt64)
    /// Per form, the exact expansion about its inflection, where some interval needs it.
    let centers: (SingularCenter?, SingularCenter?)
    /// The curve is y = x (``CubicBezier/isIdentity``): every path answers x + 0.
    @usableFromInline let isIdentity: Bool

    /// An interval is solved about the inflection when τ·max|Y′|/min X′ over it exceeds the
    /// plain solve's pointwise condition (``HalfCubic/needsExpansion(_:tau:)``).
    static var exactRouteCondition: Double { CubicBezier.exactRouteCondition }

    /// Table intervals per form, on τ ∈ [0, ½].
    @usableFromInline static let intervals = 32
    /// Intervals per unit of τ.
    @usableFromInline static let scale = 64.0
    /// In a warped form, the table coordinate is √(warpScale·τ): 32 intervals on τ ∈ [0, ½].
    @usableFromInline static let warpScale = 2048.0
    @usableFromInline static let coefficientStride = 16
    @usableFromInline static let recordStride = 8
    @usableFromInline static let tableOffset = 32
    @usableFromInline static let formTableStride = (intervals + 1) * recordStride
    static let count = tableOffset + 2 * formTableStride

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        isIdentity = x1 == y1 && x2 == y2
        forward = HalfCubic(x1: x1, y1: y1, x2: x2, y2: y2)
        mirror = HalfCubic(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
        startExtrapolationSlope = CubicBezier.extrapolationSlope(x1, y1, x2, y2)
        // The end rule is the start rule applied to the point-reflected curve.
        endExtrapolationSlope = CubicBezier.extrapolationSlope(1 - x2, 1 - y2, 1 - x1, 1 - y1)
        packed = .allocate(capacity: Self.count)
        packed.initialize(repeating: 0, count: Self.count)
        polynomialSlot = .allocate(capacity: 1)
        polynomialSlot.initialize(to: Self.unbuiltTable)
        var exact: (UInt64, UInt64) = (0, 0)
        var centers: (SingularCenter?, SingularCenter?) = (nil, nil)
        for f in 0...1 {
            let half = f == 0 ? forward : mirror
            let k = packed + f * Self.coefficientStride
            (k[0], k[1], k[2], k[3], k[4], k[5]) = (half.x1, half.x2, 3 * half.a, 2 * half.b, half.c, half.b)
            let warped = half.isWarped
            (k[6], k[7], k[8]) = (warped ? 1 : 0, half.y1, half.y2)
            // The selections of `value(_:)` as exact arithmetic: S = 64τ·k[9] + √(2048τ)·k[6]
            // (one term is the product by 0); the output offset k[10] of the batch kernels
            // (y = k[10] + polynomial, the mirror form's records negated).
            (k[9], k[10]) = (warped ? 0 : 1, Double(f))
            let nodes = half.tableNodes(count: Self.intervals, warped: warped)
            func targetSlope(_ i: Int) -> Double { Self.targetSlope(at: i, warped: warped) }
            // d²τ/dS².
            let targetCurvature = warped ? 2 / Self.warpScale : 0
            // du/dS and d²u/dS² at node i: u′ = τ′/X′, u″ = τ″/X′ − τ′²·X″/X′³ (inverse function).
            func derivatives(_ i: Int, _ u: Double) -> (Double, Double) {
                let (d1, d2, t1) = (half.derivative(u), 6 * half.a * u + 2 * half.b, targetSlope(i))
                return (t1 / d1, targetCurvature / d1 - t1 * t1 * d2 / (d1 * d1 * d1))
            }
            let records = packed + Self.tableOffset + f * Self.formTableStride
            // Per interval: the Hermite coefficients, and the acceptance constants S and Q from the
            // bounds C and A over the range of the interval's own guesses.
            for i in 0...Self.intervals {
                let r = records + i * Self.recordStride
                let u0 = nodes[i]
                var bound = (c: Double.infinity, a: Double.infinity)
                if i == Self.intervals {
                    (r[0], r[1], r[2], r[3], r[4], r[5]) = (u0, 0, 0, 0, 0, 0)
                    bound = half.stepBounds(on: u0...u0)
                } else {
                    // The quintic Hermite interpolant of u(S) on [i, i + 1] from the values and the
                    // first two derivatives at both nodes, in s = S − i. u′ is +infinity at a
                    // vertical tangent, where the form is useless; NaN coefficients then send every
                    // input of the interval to the general solver.
                    let u1 = nodes[i + 1]
                    let (m0, q0) = derivatives(i, u0)
                    let (m1, q1) = derivatives(i + 1, u1)
                    let delta = u1 - u0
                    // (A SIMD8 as a fixed-size buffer of the six coefficients: no allocation.)
                    let p = SIMD8<Double>(
                        u0, m0, 0.5 * q0,
                        10 * delta - 6 * m0 - 4 * m1 - 1.5 * q0 + 0.5 * q1,
                        -15 * delta + 8 * m0 + 7 * m1 + 1.5 * q0 - q1,
                        6 * delta - 3 * m0 - 3 * m1 - 0.5 * q0 + 0.5 * q1,
                        0, 0)
                    // Finite but huge slopes (X′ subnormal at a node) overflow the polynomial:
                    // such an interval is left to the general solver, as a vertical tangent.
                    if let range = Self.guessRange(p) {
                        for j in 0..<6 { r[j] = p[j] }  // (p₀ … p₅)
                        bound = half.stepBounds(on: range)
                    } else {
                        r[0] = u0
                        for j in 1..<6 { r[j] = .nan }
                    }
                }
                // E = 1.5·|step|: |c|·E ≤ ¼ and |α|·E² ≤ 1/16 when step² ≤ S; the Chebyshev error
                // 2(2C² + A)·E³ ≤ u·2⁻⁵⁵ when step⁶ ≤ u²·Q. Where X′ nearly vanishes (infinite
                // bounds) the guess is made NaN, which fails both comparisons in every path.
                if bound.c.isFinite && bound.a.isFinite {
                    r[6] = Swift.min(1 / (16 * bound.c * bound.c), 1 / (16 * bound.a)) / 2.25
                    let factor = 2 * (2 * bound.c * bound.c + bound.a)
                    r[7] = 0x1p-110 / (factor * factor * 11.390625)  // 1.5⁶
                } else {
                    r[1] = .nan
                    (r[6], r[7]) = (0, 0)
                }
            }
            // Intervals too steep for a backward-stable root (next to a vertical inflection) go
            // to the solve about the inflection: NaN guesses send them from every fast path to
            // `refine`, which checks the mask first.
            // Only a form whose X′ has its minimum inside (a > 0, inflection in (0, 1)) can have
            // one (X′ small elsewhere means a vertical tangent at an end, where the targets are
            // exact and small), and none when the bound over the whole form passes.
            var mask: UInt64 = 0
            let outputScale = Swift.max(1, abs(y1), abs(y2), abs(1 - y1), abs(1 - y2))
            let inflection = -half.b / (3 * half.a)
            let whole = 0...Swift.max(0, nodes[Self.intervals])
            let candidate = half.a > 0 && inflection > 0 && inflection < 1
                && !(0.5 * half.maxSlopeY(on: whole) / half.minSlopeX(on: whole) <= Self.exactRouteCondition * outputScale)
            for i in 0..<Self.intervals where candidate {
                let tauMax = HalfCubic.nodeTarget(Double(i + 1), count: Self.intervals, warped: warped)
                let range = Swift.min(nodes[i], nodes[i + 1])...Swift.max(nodes[i], nodes[i + 1])
                let condition = tauMax * half.maxSlopeY(on: range) / half.minSlopeX(on: range)
                if !(condition <= Self.exactRouteCondition * outputScale) { mask |= 1 << UInt64(i) }
            }
            // Record 32 (τ = ½ itself) goes with interval 31.
            if mask & (1 << 31) != 0 { mask |= 1 << 32 }
            if mask != 0, let center = SingularCenter(x1: x1, x2: x2, mirror: f == 1) {
                for i in 0...Self.intervals where mask & (1 << UInt64(i)) != 0 {
                    records[i * Self.recordStride + 1] = .nan
                }
                if f == 0 { (exact.0, centers.0) = (mask, center) } else { (exact.1, centers.1) = (mask, center) }
            }
        }
        exactIntervals = exact
        self.centers = centers
        anyWarped = packed[6] != 0 || packed[Self.coefficientStride + 6] != 0
    }

    /// An enclosure of the range of the guess polynomial p₀ + p₁s + … + p₅s⁵ over s ∈ [−1/64,
    /// 1 + 1/64] (the local coordinate reaches slightly outside [0, 1] by rounding; the margin is
    /// generous): the smallest and largest of its Bernstein coefficients on that interval (the
    /// polynomial is their convex combination), widened by 1e-9·(1 + range) against rounding; nil
    /// when a coefficient or the range is not finite.
    static func guessRange(_ p: SIMD8<Double>) -> ClosedRange<Double>? {
        var (c0, c1, c2, c3, c4, c5) = (p[0], p[1], p[2], p[3], p[4], p[5])
        guard c0.isFinite && c1.isFinite && c2.isFinite && c3.isFinite && c4.isFinite && c5.isFinite else { return nil }
        // Taylor shift to s = a + w·t (synthetic division by s − a, five passes), then the
        // scaling by w^k: the coefficients of the polynomial in t ∈ [0, 1]. Straight-line code:
        // this runs for every interval of every curve built.
        let (a, w) = (-1.0 / 64, 1 + 2.0 / 64)
        c4 += a * c5; c3 += a * c4; c2 += a * c3; c1 += a * c2; c0 += a * c1
        c4 += a * c5; c3 += a * c4; c2 += a * c3; c1 += a * c2
        c4 += a * c5; c3 += a * c4; c2 += a * c3
        c4 += a * c5; c3 += a * c4
        c4 += a * c5
        let w2 = w * w, w3 = w2 * w
        (c1, c2, c3, c4, c5) = (c1 * w, c2 * w2, c3 * w3, c4 * w2 * w2, c5 * w3 * w2)
        // Bernstein coefficients of degree 5: b_j = Σ_{k ≤ j} C(j, k)/C(5, k)·c_k.
        let b1 = c0 + c1 / 5
        let b2 = c0 + 0.4 * c1 + c2 / 10
        let b3 = c0 + 0.6 * c1 + 0.3 * c2 + c3 / 10
        let b4 = c0 + 0.8 * c1 + 0.6 * c2 + 0.4 * c3 + c4 / 5
        let b5 = c0 + c1 + c2 + c3 + c4 + c5
        let low = Swift.min(Swift.min(c0, b1), Swift.min(Swift.min(b2, b3), Swift.min(b4, b5)))
        let high = Swift.max(Swift.max(c0, b1), Swift.max(Swift.max(b2, b3), Swift.max(b4, b5)))
        let margin = 1e-9 * (1 + high - low)
        guard low.isFinite && high.isFinite && margin.isFinite else { return nil }
        return (low - margin)...(high + margin)
    }

    deinit {
        packed.deallocate()
        if let table = mc_table_acquire(polynomialSlot), table != Self.unbuiltTable {
            UnsafeMutableRawPointer(mutating: table).deallocate()
        }
        polynomialSlot.deallocate()
    }

    /// The forward (0) or mirror (1) form.
    @inlinable @inline(__always)
    func half(_ form: Int) -> HalfCubic { form == 0 ? forward : mirror }

    /// Solves X(u) = τ for an input x ∈ (0, 1) in the form that keeps the target τ ≤ ½.
    ///
    /// With the Hermite guess u, e = u − root, c = X″(u)/(2X′(u)), α = a/X′(u) and the Newton step
    /// s = (X(u) − τ)/X′(u), the exact Taylor expansion of the cubic X gives s = e − c·e² + α·e³.
    /// If E = 1.5·|s| satisfies |c|·E ≤ ¼ and |α|·E² ≤ 1/16, then φ(e) = e − c·e² + α·e³ is
    /// increasing on [−E, E] with |φ(±E)| ≥ (11/16)E ≥ |s|, so the root is within E of u, and the
    /// Chebyshev step u − s − c·s² leaves an error of at most 2(2c² + |α|)·E³. With the interval's
    /// bounds |c| ≤ C and |α| ≤ A over every guess its polynomial produces, the step is accepted when
    /// s² ≤ S = min(1/(16C²), 1/(16A))/2.25 and s⁶ ≤ next²·Q, Q = 2⁻¹¹⁰/(1.5⁶·(2(2C² + A))²), that
    /// is, when the error is at most next·2⁻⁵⁵ (a quarter ulp); otherwise
    /// ``HalfCubic/refine(_:lo:hi:guess:)`` continues from it. The root so certified is the
    /// root in [0, 1]: φ′ > 0 on [−E, E] makes X increasing on [u − E, u + E], the guess u lies
    /// within a rounding margin of [0, 1], and X(0) = 0 < τ ≤ ½ < 1 = X(1).
    @inlinable @inline(__always)
    func solve(_ x: Double) -> CubicBezier.Solution {
        solveCounted(x).solution
    }

    /// ``solve(_:)`` with the number of iterations it took (each one evaluation of X, X′ and X″),
    /// for the tests of the solver's cost; unused counts cost nothing once inlined.
    @inlinable @inline(__always)
    func solveCounted(_ x: Double) -> (solution: CubicBezier.Solution, iterations: Int) {
        let isMirror = x > 0.5
        let tau = isMirror ? 1 - x : x  // exact for x ∈ [½, 1] (Sterbenz)
        let root = rootCounted(tau, form: isMirror ? 1 : 0)
        return (CubicBezier.Solution(u: root.u, isMirror: isMirror), root.iterations)
    }

    /// The root u of X(u) = τ in `form` (0 forward, 1 mirror) for a target τ ∈ (0, ½], with the
    /// iterations it took: the Chebyshev step from the table's guess, accepted by the test of
    /// ``solve(_:)``, else the general solver from the step's result.
    @inlinable @inline(__always)
    func rootCounted(_ tau: Double, form: Int) -> (u: Double, iterations: Int) {
        let k = UnsafePointer(packed + form &* Self.coefficientStride)
        let (i, s) = Self.interval(tau, warped: k[6] != 0)
        let r = UnsafePointer(packed + (Self.tableOffset &+ form &* Self.formTableStride &+ i &* Self.recordStride))
        let (next, step2) = Self.chebyshevStep(Self.guess(s, r[0], r[1], r[2], r[3], r[4], r[5]), tau, k)
        if step2 <= r[6] && step2 * step2 * step2 <= next * next * r[7] {
            return (next, 1)
        }
        let refined = refine(tau, form: form, interval: i, guess: next)
        return (refined.u, 1 + refined.iterations)
    }

    /// The table interval i ∈ 0…32 of a target τ ∈ (0, ½] and the local coordinate s = S − i in
    /// the table coordinate S = 64τ, or S = √(2048τ) in a warped form (``HalfCubic/isWarped``;
    /// the square root is correctly rounded, so every path gets the same bits).
    ///
    /// i is S − ½ rounded to the nearest integer by adding 1.5·2⁵², whose doubles are the
    /// integers: floor(S), or at an exact node either neighbouring interval (s = 0 or 1, both
    /// valid). The same arithmetic as the SIMD kernels', so all choose the same interval, and
    /// free of the range checks of a conversion to Int.
    @inlinable @inline(__always)
    static func interval(_ tau: Double, warped: Bool) -> (index: Int, s: Double) {
        let scaled = warped ? (tau * warpScale).squareRoot() : tau * scale
        let t = (scaled - 0.5) + magic
        return (Int(truncatingIfNeeded: t.bitPattern &- magic.bitPattern), scaled - (t - magic))
    }

    /// The Hermite guess p₀ + p₁s + … + p₅s⁵ by Estrin's scheme,
    /// (p₀ + p₁s) + s²·((p₂ + p₃s) + s²·(p₄ + p₅s)): independent halves, a shorter dependency
    /// chain than Horner's. The batch kernels do the same operations in the same order.
    @inlinable @inline(__always)
    static func guess(
        _ s: Double, _ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ p4: Double, _ p5: Double
    ) -> Double {
        let s2 = s * s
        return (p0 + p1 * s) + s2 * ((p2 + p3 * s) + s2 * (p4 + p5 * s))
    }

    /// ``guess(_:_:_:_:_:_:_:)`` on eight lanes, the same operations in the same order.
    @inlinable @inline(__always)
    static func guess(
        _ s: SIMD8<Double>, _ p0: SIMD8<Double>, _ p1: SIMD8<Double>, _ p2: SIMD8<Double>,
        _ p3: SIMD8<Double>, _ p4: SIMD8<Double>, _ p5: SIMD8<Double>
    ) -> SIMD8<Double> {
        let s2 = s * s
        return (p0 + p1 * s) + s2 * ((p2 + p3 * s) + s2 * (p4 + p5 * s))
    }

    /// The Chebyshev step u − s − c·s² from the guess u for the target τ, in the form whose
    /// coefficients start at `k`, with the squared Newton step s² for the acceptance test.
    @inlinable @inline(__always)
    static func chebyshevStep(_ u: Double, _ tau: Double, _ k: UnsafePointer<Double>) -> (next: Double, step2: Double) {
        let f = HalfCubic.bernstein(u, k[0], k[1]) - tau
        let reciprocal = 1 / ((k[2] * u + k[3]) * u + k[4])
        let step = f * reciprocal
        let step2 = step * step
        return ((u - step) - (k[2] * u + k[5]) * reciprocal * step2, step2)
    }

    /// ``chebyshevStep(_:_:_:)`` on eight guesses at once, each lane with its own form's
    /// coefficients (`k(j)`: coefficient j per lane), the same operations in the same order (the
    /// batch kernel's results are the scalar ones bit for bit; a test checks).
    @inlinable @inline(__always)
    static func chebyshevStep(
        _ u: SIMD8<Double>, _ tau: SIMD8<Double>, _ k: (Int) -> SIMD8<Double>
    ) -> (next: SIMD8<Double>, step2: SIMD8<Double>) {
        let f = HalfCubic.bernstein(u, k(0), k(1)) - tau
        let k2u = k(2) * u
        let reciprocal = 1 / ((k2u + k(3)) * u + k(4))
        let step = f * reciprocal
        let step2 = step * step
        return ((u - step) - (k2u + k(5)) * reciprocal * step2, step2)
    }

    /// dτ/dS at table node S = i (S the table coordinate: τ = S/64, or S²/2048 when `warped`).
    static func targetSlope(at i: Int, warped: Bool) -> Double {
        warped ? Double(i) / warpScale * 2 : 1 / scale
    }

    /// 1.5·2⁵²: adding it rounds a double of magnitude below 2⁵¹ to an integer.
    @usableFromInline static let magic = 0x1.8p52

    /// The general solver for a target τ ∈ (0, ½] of `form`, on the table interval `interval`
    /// (widened by a few ulps, since the nodes are roots to about an ulp), from `guess` when that
    /// lies inside, else from the best first guess available: the Hermite guess, or where the
    /// form has a vertical tangent at u = 0 (c = 0, so X(u) ≈ b·u² + a·u³), u ≈ √(τ/b)·(1 − a·√(τ/b)/(2b)).
    @usableFromInline @inline(never)
    func refine(_ tau: Double, form: Int, interval i: Int, guess: Double) -> HalfCubic.Solve {
        let mask = form == 0 ? exactIntervals.0 : exactIntervals.1
        if mask & (1 << UInt64(truncatingIfNeeded: i)) != 0, let center = form == 0 ? centers.0 : centers.1 {
            return center.root(tau)
        }
        let h = half(form)
        let r = packed + Self.tableOffset + form * Self.formTableStride + i * Self.recordStride
        // The records' p₀ are the nodes; record 32 (τ = ½) is its own upper end.
        let (u0, u1) = (r[0], i < Self.intervals ? r[Self.recordStride] : r[0])
        let lo = Swift.max(0, u0 - 4 * u0.ulp)
        let hi = Swift.min(1, u1 + 4 * u1.ulp)
        var start = guess
        if !(start > lo && start < hi) {
            let warped = h.isWarped
            let s = Self.interval(tau, warped: warped).s
            // p₁ is NaN for an interval excluded from the fast path; its true value is du/dS at u₀
            // (dτ/dS = 1/64, or i/1024 in a warped form).
            let p1 = r[1].isNaN ? Self.targetSlope(at: i, warped: warped) / h.derivative(u0) : r[1]
            start = Self.guess(s, r[0], p1, r[2], r[3], r[4], r[5])
            if h.c == 0 && h.b > 0 && i == 0 {
                let q = (tau / h.b).squareRoot()
                start = q * (1 - 0.5 * h.a / h.b * q)
            }
            if !(start > lo && start < hi) { start = u0 + s * (u1 - u0) }
            if !(start > lo && start < hi) { start = 0.5 * (lo + hi) }
        }
        return h.refine(tau, lo: lo, hi: hi, guess: start)
    }

    /// y = Y(u) of a solution, evaluated in whichever form has its parameter ≤ ½ (the change of
    /// variable 1 − u is exact there), so that outputs near 1 are computed as 1 − (small). The
    /// form is selected by index, without branches.
    @inlinable @inline(__always)
    func output(_ solution: CubicBezier.Solution) -> Double {
        let flip = solution.u > 0.5
        let w = flip ? 1 - solution.u : solution.u
        let g = solution.isMirror != flip ? 1 : 0
        let k = packed + g &* Self.coefficientStride
        let y = HalfCubic.bernstein(w, k[7], k[8])
        return g == 1 ? 1 - y : y
    }

    /// dy/dx of a solution, in the form whose parameter is ≤ ½ (as ``output(_:)``).
    @inlinable
    func slope(_ s: CubicBezier.Solution) -> Double {
        if s.u <= 0.5 {
            return s.isMirror ? mirror.tangentSlope(at: s.u) : forward.tangentSlope(at: s.u)
        }
        return s.isMirror ? forward.tangentSlope(at: 1 - s.u) : mirror.tangentSlope(at: 1 - s.u)
    }

    /// `CubicBezier.value(at:)`: inside (0, 1) the polynomial of the input's form and table
    /// interval (CubicBezier+Polynomials), or where the interval has none (its record is NaN) the
    /// solve; the extrapolation outside. A record not built yet is built by
    /// ``recordValue(_:record:v:form:interval:)``, out of line, which also serves interval 0 (its
    /// polynomial from S = 1/16 on, else the solve: ``endValue(_:record:v:)``).
    ///
    /// The form and interval are those of the solve (``interval(_:warped:)``), the local
    /// coordinate is v = s − ½ ∈ [−½, ½], and the output is the record's offset (0 in the
    /// forward form, 1 in the mirror one) plus its polynomial, which in the mirror form is −g,
    /// g the form's own output 1 − y (small near x = 1): y = 1 + (−g), the bits of 1 − g.
    @inlinable @inline(__always)
    func value(_ x: Double) -> Double {
        if isIdentity { return x + 0 }
        // x ∈ (0, 1) in one unsigned comparison of the bits: there they run from 1 to those of
        // 1 − ε/2, while +0 wraps around, and 1, NaN and negatives (sign bit) are above.
        if x.bitPattern &- 1 < (1.0).bitPattern &- 1 {
            // The published table, or before the first evaluation the shared unbuilt one (whose
            // records all send the input to `recordValue`, which allocates the curve's own).
            let (record, v, form, i) = locate(x, in: mc_table_acquire(polynomialSlot).unsafelyUnwrapped)
            let q0 = mc_record_first(record)
            if !q0.isNaN { return record[Self.offsetIndex] + Self.polynomial(v, q0, record, short: record[Self.shortFlagIndex].bitPattern != 0) }
            return recordValue(x, record: record, v: v, form: form, interval: i)
        }
        return outsideValue(x)
    }

    /// The polynomial record in `table` of an input x ∈ (0, 1), with the local coordinate v,
    /// the form and the table interval: the arithmetic of ``value(_:)``.
    ///
    /// The form and interval are those of the solve (``interval(_:warped:)``): no branch depends
    /// on the input's half (random inputs would mispredict half of them): τ = min(x, 1 − x) is x
    /// below ½ and the exact 1 − x above (Sterbenz), the form is an index, and its selections are
    /// exact arithmetic on its coefficients. The index is the low 32 bits of t (those of 1.5·2⁵²
    /// are zero), as in the C kernels: a subtraction of the magic's bits would be folded into
    /// every load's address as a 64-bit constant. v = (S − ½) − i = s − ½ is exact for i ≥ 1; in
    /// interval 0, S − ½ is rounded for S < ¼ (by at most 2⁻⁵⁵, the same bits in every path).
    @inlinable @inline(__always)
    func locate(_ x: Double, in table: UnsafePointer<Double>) -> (record: UnsafePointer<Double>, v: Double, form: Int, interval: Int) {
        let form = x > 0.5 ? 1 : 0
        let tau = Swift.min(x, 1 - x)
        var scaled = tau * Self.scale
        if anyWarped {
            let k = UnsafePointer(packed + form &* Self.coefficientStride)
            scaled = scaled * k[9] + (tau * Self.warpScale).squareRoot() * k[6]
        }
        let d = scaled - 0.5
        let t = d + Self.magic
        let i = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: t.bitPattern))
        let v = d - (t - Self.magic)
        return (table + (form &* Self.polynomialFormStride &+ i &* Self.polynomialStride), v, form, i)
    }

    /// `value(_:)` at an input x ∈ (0, 1) if its record is a built interval-0 record
    /// (``endRecord``), else nil: the batch kernels leave those inputs to this, since their own
    /// solve would not give the polynomial's bits.
    func endValue(_ x: Double, table: UnsafePointer<Double>) -> Double? {
        let (record, v, _, _) = locate(x, in: table)
        return mc_record_first(record).bitPattern == Self.endRecord ? endValue(x, record: record, v: v) : nil
    }

    /// y at an input x ∈ (0, 1) by the solve (for the intervals without a polynomial), out of
    /// line so that ``value(_:)`` stays small enough to inline into callers' loops.
    @usableFromInline @inline(never)
    func solvedValue(_ x: Double) -> Double {
        output(solve(x))
    }

    /// y for an input outside (0, 1): the extrapolation lines for x < 0 and x > 1 (see
    /// ``CubicBezier``), exactly 0 and 1 at the ends, NaN for NaN.
    @inlinable
    func outsideValue(_ x: Double) -> Double {
        CubicBezier.extrapolated(x, start: startExtrapolationSlope, end: endExtrapolationSlope)
    }
}
