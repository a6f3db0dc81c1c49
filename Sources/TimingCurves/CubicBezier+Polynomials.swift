// The polynomial table of CubicBezier: y as a polynomial of the input on each table interval.
//
// `value(at:)` needs y(x), not the root u. On each table interval of each form (τ ∈ [0, ½], 32
// intervals, uniform in S = 64τ or in S = √(2048τ), as the guess table of CubicBezier+Storage),
// the form's output g(S) (y in the forward form, 1 − y in the mirror one) is analytic wherever
// X′ has no zero near the interval, so a polynomial of modest degree reproduces it to the
// rounding level. The table holds, per interval, the monomial coefficients q₀ … q₁₁ of g in
// w = 2s − 1 ∈ [−1, 1]; an evaluation is the interval look-up, twelve terms by Estrin's scheme
// and no division: about a third of the solve's dependent chain (README, Performance).
//
// Construction, on a curve's first evaluation (`polynomials`): g at the 14 Chebyshev–Lobatto
// points of each interval, each from the certified solve (¼ ulp in u) and Y in the form's
// Bernstein basis; the Chebyshev coefficients c₀ … c₁₃ of their interpolant (a fixed 14×14
// cosine transform); the interval is kept when |c₁₂| + |c₁₃| ≤ 2⁻⁵³·scale (scale = the output
// scale max(1, |y1|, |y2|, |1 − y1|, |1 − y2|)), i.e. when the series has reached the rounding
// level of its own samples by degree 12, and q is c₀ … c₁₁ converted to the monomial basis
// (T₀ … T₁₁'s integer coefficients). Intervals that fail — near a vertical tangent or a
// vertical inflection, where g is not smooth on the interval's scale — and always interval 0
// of each form (next to x = 0 and x = 1, where the solve's Bernstein evaluation keeps y ≥ 0,
// y ≤ 1 and monotone to the last ulp) and the degenerate record 32 (x = ½) keep NaN records,
// which send their inputs to the solve in every path.
//
// Why lazily: the table costs about 900 solves (measured in README, Performance), more than
// the guess tables themselves, so a curve that is never evaluated does not pay for it; every
// evaluation, the first included, uses it, so results never depend on the order of calls.

import CBezierKernel
import MotionMath
import RealModule

extension BezierStorage {
    /// Polynomial terms per interval (degree 11).
    @usableFromInline static let polynomialTerms = Int(MC_BEZIER_POLY_TERMS)
    /// Doubles per polynomial record (two 64-byte lines: twelve terms and four unused).
    @usableFromInline static let polynomialStride = Int(MC_BEZIER_POLY_STRIDE)
    /// Doubles per form in the polynomial table (records 0…32).
    @usableFromInline static let polynomialFormStride = (intervals + 1) * polynomialStride
    /// Chebyshev–Lobatto points per interval for the fit (degree 13).
    static let polynomialNodes = 14

    /// The polynomial table (layout in CBezierKernel.h), built by the first caller and shared by
    /// every copy of the curve.
    ///
    /// An acquire load of the published pointer; before the first evaluation, the build
    /// (``publishPolynomials()``). Threads that race to build publish one table.
    @inlinable @inline(__always)
    var polynomials: UnsafePointer<Double> {
        if let table = mc_table_acquire(polynomialSlot) { return table }
        return publishPolynomials()
    }

    /// Builds the polynomial table and publishes it, or frees it and returns the one another
    /// thread published first.
    @usableFromInline @inline(never)
    func publishPolynomials() -> UnsafePointer<Double> {
        let table = UnsafePointer(buildPolynomials())
        let published = mc_table_publish(polynomialSlot, table)!
        if published != table { UnsafeMutablePointer(mutating: table).deallocate() }
        return published
    }

    /// q₀ + q₁w + … + q₁₁w¹¹ for the twelve terms at `q`, in an order that adds the largest term
    /// last: with aₖ = q₂ₖ + q₂ₖ₊₁·w (k = 1…5), p = (a₁ + a₂w²) + w⁴·((a₃ + a₄w²) + a₅w⁴) by
    /// Estrin's scheme, then q₀ + (q₁w + w²·p). Every rounding but the last is of a term far
    /// below g (q₁w is about g′ times half the interval), so the result is within about half
    /// an ulp of the polynomial's value, with a dependent chain of about ten operations. The
    /// batch kernels do the same operations in the same order, without fused multiply-adds.
    /// NaN when the record is NaN.
    @inlinable @inline(__always)
    static func polynomial(_ w: Double, _ q: UnsafePointer<Double>) -> Double {
        let w2 = w * w
        let w4 = w2 * w2
        let a1 = q[2] + q[3] * w, a2 = q[4] + q[5] * w, a3 = q[6] + q[7] * w
        let a4 = q[8] + q[9] * w, a5 = q[10] + q[11] * w
        let b0 = a1 + a2 * w2
        let b1 = (a3 + a4 * w2) + a5 * w4
        let p = b0 + b1 * w4
        return q[0] + (q[1] * w + w2 * p)
    }

    /// ``polynomial(_:_:)`` on eight lanes, each with its own record (`q(k)`: term k per lane).
    @inlinable @inline(__always)
    static func polynomial(_ w: SIMD8<Double>, _ q: (Int) -> SIMD8<Double>) -> SIMD8<Double> {
        let w2 = w * w
        let w4 = w2 * w2
        let a1 = q(2) + q(3) * w, a2 = q(4) + q(5) * w, a3 = q(6) + q(7) * w
        let a4 = q(8) + q(9) * w, a5 = q(10) + q(11) * w
        let b0 = a1 + a2 * w2
        let b1 = (a3 + a4 * w2) + a5 * w4
        let p = b0 + b1 * w4
        return q(0) + (q(1) * w + w2 * p)
    }

    /// The offsets sⱼ = (1 − cos(πj/13))/2 of the Lobatto points in an interval, exactly 0 and 1
    /// at the ends (so that neighbouring intervals share their end samples).
    static let polynomialNodeOffsets: [Double] = (0..<polynomialNodes).map { j in
        let n = polynomialNodes - 1
        if j == 0 { return 0 }
        if j == n { return 1 }
        return (1 - Double.cos(Double.pi * Double(j) / Double(n))) / 2
    }

    /// The Chebyshev coefficients of the interpolant at the Lobatto points, row k:
    /// cₖ = (2/n)·Σ″ⱼ vⱼ·Tₖ(wⱼ) with wⱼ = 2sⱼ − 1 = cos(π(n − j)/n), n = 13, the end terms of the
    /// sum halved, and c₀, c₁₃ halved once more.
    static let chebyshevTransform: [Double] = {
        let n = polynomialNodes - 1
        var d = [Double](repeating: 0, count: polynomialNodes * polynomialNodes)
        for k in 0...n {
            for j in 0...n {
                var weight = 2 / Double(n)
                if j == 0 || j == n { weight /= 2 }
                if k == 0 || k == n { weight /= 2 }
                // Tₖ(cos θ) = cos(kθ), θ = π(n − j)/n; the product kj reduced mod 2n keeps the
                // argument small and exact.
                let m = (k * (n - j)) % (2 * n)
                d[k * polynomialNodes + j] = weight * Double.cos(Double.pi * Double(m) / Double(n))
            }
        }
        return d
    }()

    /// The monomial coefficients of T₀ … T₁₁ (integers, exact), row m: wᵐ's coefficient in each
    /// Tₖ, from T₀ = 1, T₁ = w, Tₖ₊₁ = 2w·Tₖ − Tₖ₋₁.
    static let monomialTransform: [Double] = {
        let n = polynomialTerms
        var t = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        t[0][0] = 1
        t[1][1] = 1
        for k in 2..<n {
            for m in 0..<n {
                t[k][m] = (m > 0 ? 2 * t[k - 1][m - 1] : 0) - t[k - 2][m]
            }
        }
        var c = [Double](repeating: 0, count: n * n)
        for m in 0..<n { for k in 0..<n { c[m * n + k] = t[k][m] } }
        return c
    }()

    /// The largest |c₁₂| + |c₁₃| an interval may have, in units of the output scale: 2⁻⁵³, the
    /// rounding level of the samples themselves (README, Performance has the measured errors).
    static let polynomialTailBound = 0x1p-54

    /// A form's own output g (y in the forward form, 1 − y in the mirror one) at the root of
    /// X(u) = τ, in double-double: Y's Bernstein form in double-double at the certified root u,
    /// plus Y′(u)·δ for the root's own error δ = −(X(u) − τ)/X′(u) (the residual in
    /// double-double, ``HalfCubic/exactResidual(_:_:)``; δ is within an ulp of u, so the
    /// linear term is exact to far below an ulp of g). Error about 1e-30 relative to the
    /// output scale: the samples carry no rounding of their own into the fit.
    static func formOutput(_ half: HalfCubic, _ u: Double, _ tau: Double) -> HalfCubic.DoubleDouble {
        typealias DD = HalfCubic.DoubleDouble
        let v = DD.sum(1, -u)
        let inner = v * DD(half.y1) + DD.product(u, half.y2)
        let y = DD(u) * (DD(3) * v * inner + DD.product(u, u))
        let slopeY = (3 * half.ay * u + 2 * half.by) * u + half.cy
        let delta = -half.exactResidual(u, tau) / half.derivative(u)
        return y + DD(slopeY * delta)
    }

    /// The polynomial table of both forms (see the file's header for the construction).
    /// - Complexity: 2 · 31 · 13 solves and two small matrix products per interval.
    func buildPolynomials() -> UnsafeMutablePointer<Double> {
        let count = 2 * Self.polynomialFormStride
        let table = UnsafeMutablePointer<Double>.allocate(capacity: count)
        table.initialize(repeating: .nan, count: count)
        let n = Self.polynomialNodes
        let terms = Self.polynomialTerms
        let offsets = Self.polynomialNodeOffsets
        let transform = Self.chebyshevTransform
        let monomial = Self.monomialTransform
        let scale = Swift.max(1, abs(forward.y1), abs(forward.y2), abs(1 - forward.y1), abs(1 - forward.y2))
        var samples = [HalfCubic.DoubleDouble](repeating: HalfCubic.DoubleDouble(0), count: n)
        var chebyshev = [Double](repeating: 0, count: n)
        for form in 0...1 {
            let half = self.half(form)
            let warped = half.isWarped
            let exact = form == 0 ? exactIntervals.0 : exactIntervals.1
            var carried: HalfCubic.DoubleDouble?  // g at the previous interval's end, its S = i exactly
            for i in 1..<Self.intervals {
                if exact & (1 << UInt64(i)) != 0 {
                    carried = nil
                    continue
                }
                for j in 0..<n {
                    if j == 0, let carried {
                        samples[0] = carried
                        continue
                    }
                    let big = Double(i) + offsets[j]
                    let tau = warped ? big * big / Self.warpScale : big / Self.scale
                    samples[j] = Self.formOutput(half, rootCounted(tau, form: form).u, tau)
                }
                carried = samples[n - 1]
                // The transform of the samples' deviations from the first one's leading part:
                // small, so that their roundings are far below an ulp of g; that part joins q₀ in
                // its last addition.
                let base = samples[0].hi
                for row in 0..<n {
                    var sum = 0.0
                    for j in 0..<n { sum += transform[row * n + j] * ((samples[j].hi - base) + samples[j].lo) }
                    chebyshev[row] = sum
                }
                guard abs(chebyshev[n - 2]) + abs(chebyshev[n - 1]) <= Self.polynomialTailBound * scale else { continue }
                let record = table + form * Self.polynomialFormStride + i * Self.polynomialStride
                var finite = true
                for m in 0..<terms {
                    // Smallest terms first (the coefficients decay with the degree).
                    var sum = 0.0
                    for c in stride(from: terms - 1, through: m, by: -1) { sum += monomial[m * terms + c] * chebyshev[c] }
                    record[m] = m == 0 ? base + sum : sum
                    finite = finite && record[m].isFinite
                }
                if !finite { for m in 0..<terms { record[m] = .nan } }
            }
        }
        return table
    }
}
