// The polynomial table of CubicBezier: y as a polynomial of the input on each table interval.
//
// `value(at:)` needs y(x), not the root u. On each table interval of each form (τ ∈ [0, ½], 32
// intervals, uniform in S = 64τ or in S = √(2048τ), as the guess table of CubicBezier+Storage),
// the form's output g(S) (y in the forward form, 1 − y in the mirror one) is analytic wherever
// X′ has no zero near the interval, so a polynomial of modest degree reproduces it to the
// rounding level. The table holds, per interval, the monomial coefficients q₀ … q₁₁ of g in
// v = s − ½ ∈ [−½, ½] (built in w = 2s − 1 = 2v, then scaled by 2ᵐ; of degree 7 where that is as
// precise: a short record, eight terms on the scalar path), negated in the mirror form, and an
// output offset (0 in the forward form, 1 in the mirror one), so that y = offset + polynomial in
// both; an evaluation is the interval look-up, twelve (eight) terms by Estrin's scheme and no
// division: a dependent chain of about 60 cycles where the solve's is about 100.
//
// Construction, on the first evaluation in the interval (or a curve's first batch, which builds
// them all), per interval: the certified root
// at the interval's midpoint and g there in double-double (the root corrected by its exact
// residual); the Taylor series of g in w to degree 20 by series reversion of the cubic X (in
// double: each term to a few ulps of itself); its Chebyshev coefficients, of which those of
// degree 12…20 must sum to at most 2⁻⁵⁴·scale (scale = the output scale max(1, |y1|, |y2|,
// |1 − y1|, |1 − y2|)) and the series' last two terms to 2⁻⁶⁰·scale; then c₀ … c₁₁ converted to
// the monomial basis (T₀ … T₁₁'s integer coefficients). Intervals that fail — near a vertical
// tangent or a vertical inflection, where g is not smooth on the interval's scale — and always
// the degenerate record 32 (x = ½) and the intervals marked steep keep NaN records, which send
// their inputs to the solve in every path. Interval 0 of each form (next to x = 0 and x = 1)
// publishes the NaN marker `endRecord` in q₀ and keeps its q₀ after the terms: every path brings
// its inputs to `recordValue`, which takes the polynomial from S = 1/16 on and the solve closer to
// the end, whose Bernstein evaluation keeps y ≥ 0, y ≤ 1 and monotone to the last ulp. The
// TimingCurves article has the formulas and the measured precision.
//
// Why lazily, and per interval: the whole table costs more than the guess tables themselves
// (Benchmarks/README.md), so a curve that is never evaluated does not pay for it, and one evaluated
// at a few inputs pays for their intervals alone; every evaluation, the first included, uses the
// polynomial where its interval has one, so results never depend on the order of calls. The
// publication protocol (an unbuilt marker in q₀, a claim, a release store) is in CBezierKernel.h
// and the article.

import CBezierKernel
import MotionMath
import RealModule

extension BezierStorage {
    /// Polynomial terms per interval (degree 11).
    @usableFromInline static let polynomialTerms = Int(MC_BEZIER_POLY_TERMS)
    /// Doubles per polynomial record (two 64-byte lines: twelve terms, the state word, the short
    /// flag, the output offset and one unused).
    @usableFromInline static let polynomialStride = Int(MC_BEZIER_POLY_STRIDE)
    /// Doubles per form in the polynomial table (records 0…32).
    @usableFromInline static let polynomialFormStride = (intervals + 1) * polynomialStride

    /// Index of a record's short flag (`MC_BEZIER_POLY_SHORT_INDEX`): 1 when q₈ … q₁₁ are zero.
    @usableFromInline static let shortFlagIndex = Int(MC_BEZIER_POLY_SHORT_INDEX)

    /// Index of a record's output offset (`MC_BEZIER_POLY_OFFSET_INDEX`): 0 in the forward form,
    /// 1 in the mirror one, written when the table is allocated.
    @usableFromInline static let offsetIndex = Int(MC_BEZIER_POLY_OFFSET_INDEX)

    /// The bits of q₀ in a record not built yet (`MC_BEZIER_POLY_UNBUILT`, a NaN).
    @usableFromInline static let unbuiltRecord = UInt64(MC_BEZIER_POLY_UNBUILT)

    /// The bits of q₀ in a built record of interval 0 with a polynomial (`MC_BEZIER_POLY_END`, a
    /// NaN, so that every path brings its inputs to ``recordValue(_:record:v:form:interval:)``);
    /// its polynomial's q₀ is at ``endFirstIndex``.
    @usableFromInline static let endRecord = UInt64(MC_BEZIER_POLY_END)

    /// Index of the q₀ of an interval-0 record (`MC_BEZIER_POLY_END_FIRST_INDEX`).
    @usableFromInline static let endFirstIndex = Int(MC_BEZIER_POLY_END_FIRST_INDEX)

    /// Interval 0's polynomial serves v ≥ −7/16 (S ≥ 1/16: τ ≥ 1/1024, or τ ≥ 2⁻¹⁹ in a
    /// warped form); closer to x = 0 and x = 1 the solve keeps y ≥ 0, y ≤ 1 and monotone to the
    /// last ulp (its Bernstein evaluation), which a polynomial centred mid-interval does not
    /// promise where y itself is as small as its rounding errors (see ``endFloor``).
    static let endThreshold: Double = MC_BEZIER_POLY_END_THRESHOLD

    /// Interval 0 keeps its polynomial only if |g| ≥ endFloor·scale at ``endThreshold``
    /// (scale the output scale): there, and on monotone curves beyond it, y is then about 3,000
    /// times the polynomial's error bound (2.8e-16·scale), so the polynomial keeps y's sign and
    /// range; curves flatter than that at the threshold keep the solve on all of interval 0.
    static let endFloor = 0x1p-40

    /// Doubles in a polynomial table: the records of both forms, the completion and all-short
    /// words, and padding to a whole cache line.
    static let polynomialTableCount = 2 * polynomialFormStride + 8

    /// The table every curve's slot holds before its first evaluation, shared by all curves and
    /// never written after it is made: every record unbuilt (q₀ is `MC_BEZIER_POLY_UNBUILT`), not
    /// complete. ``value(_:)`` reads it like any table, so its fast path needs no test of the
    /// pointer; its records send every input to ``recordValue(_:record:v:form:interval:)``, which
    /// sees that the record is this table's and allocates the curve's own
    /// (``publishPolynomials()``). Allocating every curve's table when the curve is made would
    /// cost 8.5 KB for curves that are never evaluated.
    @usableFromInline nonisolated(unsafe) static let unbuiltTable: UnsafePointer<Double> = {
        let table = allocatePolynomialTable()
        table.initialize(repeating: Double(bitPattern: unbuiltRecord), count: polynomialTableCount)
        table[Int(MC_BEZIER_POLY_COMPLETE_INDEX)] = 0
        table[Int(MC_BEZIER_POLY_ALL_SHORT_INDEX)] = 0
        return UnsafePointer(table)
    }()

    /// Uninitialised memory for a polynomial table, 64-byte aligned so that each 128-byte
    /// record is two cache lines (freed as raw memory).
    static func allocatePolynomialTable() -> UnsafeMutablePointer<Double> {
        UnsafeMutableRawPointer.allocate(byteCount: polynomialTableCount * MemoryLayout<Double>.stride, alignment: 64)
            .bindMemory(to: Double.self, capacity: polynomialTableCount)
    }

    /// The curve's own polynomial table (layout in CBezierKernel.h), allocated by the first
    /// caller and shared by every copy of the curve; its records are built one at a time, each on
    /// the first evaluation in its interval (``recordValue(_:record:v:form:interval:)``), or all
    /// at once by a batch (``completePolynomials(_:)``).
    ///
    /// An acquire load of the published pointer; while it is still ``unbuiltTable``, the
    /// allocation (``publishPolynomials()``). Threads that race to allocate publish one table.
    @inlinable @inline(__always)
    var polynomials: UnsafePointer<Double> {
        let table = mc_table_acquire(polynomialSlot).unsafelyUnwrapped
        return table != Self.unbuiltTable ? table : publishPolynomials()
    }

    /// Allocates the polynomial table with every record unbuilt (or NaN where the interval is
    /// left to the solve) and publishes it in place of ``unbuiltTable``, or frees it and returns
    /// the one another thread published first.
    /// - Complexity: one allocation of 8.5 KB and its initialisation.
    @usableFromInline @inline(never)
    func publishPolynomials() -> UnsafePointer<Double> {
        let count = Self.polynomialTableCount
        let table = Self.allocatePolynomialTable()
        table.initialize(repeating: .nan, count: count)
        table[Int(MC_BEZIER_POLY_COMPLETE_INDEX)] = 0
        table[Int(MC_BEZIER_POLY_ALL_SHORT_INDEX)] = 0
        for form in 0...1 {
            for i in 0...Self.intervals { table[form * Self.polynomialFormStride + i * Self.polynomialStride + Self.offsetIndex] = Double(form) }
            let exact = form == 0 ? exactIntervals.0 : exactIntervals.1
            for i in 0..<Self.intervals where exact & (1 << UInt64(i)) == 0 {
                let record = table + form * Self.polynomialFormStride + i * Self.polynomialStride
                record[0] = Double(bitPattern: Self.unbuiltRecord)
                record[Int(MC_BEZIER_POLY_STATE_INDEX)] = 0
            }
        }
        let published = mc_table_replace(polynomialSlot, Self.unbuiltTable, table)!
        // Freed as raw memory, as `deinit` does (it was allocated with 64-byte alignment).
        if published != table { UnsafeMutableRawPointer(table).deallocate() }
        return published
    }

    /// `value(at:)` at an input x ∈ (0, 1) whose record (of `form` and table interval `i`, at
    /// v = s − ½) had a NaN q₀: interval 0's polynomial or the solve (``endValue(_:record:v:)``)
    /// if the record is a built interval-0 record; built now if it was not yet (the build's
    /// terms give the value, and are published unless another thread claimed the record first:
    /// every caller gets the same bits; a record of the shared ``unbuiltTable`` first allocates
    /// the curve's own table); else the solve.
    /// - Complexity: the first time, one record's build (``buildRecord(form:interval:into:scratch:)``);
    ///   then one polynomial evaluation or one solve.
    @usableFromInline @inline(never)
    func recordValue(_ x: Double, record: UnsafePointer<Double>, v: Double, form: Int, interval i: Int) -> Double {
        let q0 = mc_record_first(record)
        if q0.bitPattern == Self.endRecord { return endValue(x, record: record, v: v) }
        if !q0.isNaN { return record[Self.offsetIndex] + Self.polynomial(v, q0, record, short: record[Self.shortFlagIndex] != 0) }
        if q0.bitPattern != Self.unbuiltRecord { return solvedValue(x) }
        // The curve's first evaluation reads the shared unbuilt table: the same record of the
        // curve's own table, allocated now.
        let position = record - Self.unbuiltTable
        if position >= 0 && position < Self.polynomialTableCount {
            return recordValue(x, record: polynomials + position, v: v, form: form, interval: i)
        }
        return withRecordScratch { q, scratch in
            buildRecord(form: form, interval: i, into: q, scratch: scratch)
            publish(q, in: UnsafeMutablePointer(mutating: record), interval: i)
            if q[0].isNaN || (i == 0 && !(v >= Self.endThreshold)) { return solvedValue(x) }
            return record[Self.offsetIndex] + Self.polynomial(v, q[0], q, short: Self.isShort(q))
        }
    }

    /// y at an input x ∈ (0, 1) whose record (at v = s − ½) is a built interval-0 record
    /// (``endRecord``): its polynomial for v ≥ ``endThreshold``, else the solve.
    @inline(__always)
    func endValue(_ x: Double, record: UnsafePointer<Double>, v: Double) -> Double {
        guard v >= Self.endThreshold else { return solvedValue(x) }
        return record[Self.offsetIndex] + Self.polynomial(v, record[Self.endFirstIndex], record, short: record[Self.shortFlagIndex] != 0)
    }

    /// Writes the built terms `q` of interval `i` into `record` and publishes them, unless
    /// another thread claimed the record first (it publishes the same terms). Interval 0's q₀
    /// goes to ``endFirstIndex`` and its record's q₀ is ``endRecord``.
    func publish(_ q: UnsafePointer<Double>, in record: UnsafeMutablePointer<Double>, interval i: Int) {
        guard mc_record_claim(record) != 0 else { return }
        for m in 1..<Self.polynomialTerms { record[m] = q[m] }
        record[Self.shortFlagIndex] = Self.isShort(q) ? 1 : 0
        if i == 0 && !q[0].isNaN {
            record[Self.endFirstIndex] = q[0]
            mc_record_publish(record, Double(bitPattern: Self.endRecord))
        } else {
            mc_record_publish(record, q[0])
        }
    }

    /// Whether the terms `q` are a polynomial of degree 7 (q₈ … q₁₁ zero).
    static func isShort(_ q: UnsafePointer<Double>) -> Bool {
        q[8] == 0 && q[9] == 0 && q[10] == 0 && q[11] == 0
    }

    /// The polynomial table with every record built, as the batch kernels need it; nil when
    /// another thread has claimed a record and not yet published it (the batch then takes the
    /// scalar path, with the same results).
    @inlinable @inline(__always)
    var completePolynomials: UnsafePointer<Double>? {
        let table = polynomials
        return mc_table_is_complete(table) != 0 ? table : completePolynomials(table)
    }

    /// Builds every unbuilt record of `table` and marks it complete, or returns nil if a record
    /// claimed by another thread is still unpublished.
    /// - Complexity: up to 64 record builds (Benchmarks/README.md has the cost).
    @usableFromInline @inline(never)
    func completePolynomials(_ table: UnsafePointer<Double>) -> UnsafePointer<Double>? {
        var complete = true
        withRecordScratch { q, scratch in
            for form in 0...1 {
                for i in 0..<Self.intervals {
                    let record = UnsafeMutablePointer(mutating: table + form * Self.polynomialFormStride + i * Self.polynomialStride)
                    guard mc_record_first(record).bitPattern == Self.unbuiltRecord else { continue }
                    buildRecord(form: form, interval: i, into: q, scratch: scratch)
                    publish(q, in: record, interval: i)
                    if mc_record_first(record).bitPattern == Self.unbuiltRecord { complete = false }
                }
            }
        }
        guard complete else { return nil }
        // Whether every record with a polynomial (q₀ not NaN: the others go to the solve whatever
        // their flag) is short, each flag read after its record's acquire load.
        var allShort = true
        for form in 0...1 {
            for i in 0...Self.intervals {
                let record = table + form * Self.polynomialFormStride + i * Self.polynomialStride
                if !mc_record_first(record).isNaN && record[Self.shortFlagIndex] == 0 { allShort = false }
            }
        }
        mc_table_mark_complete(UnsafeMutablePointer(mutating: table), allShort ? 1 : 0)
        return table
    }

    /// q₀ + q₁v + … + q₁₁v¹¹ for the twelve terms at `q` (v = s − ½ ∈ [−½, ½]), in an order that
    /// adds the largest term last: with aₖ = q₂ₖ + q₂ₖ₊₁·v (k = 1…5), p = (a₁ + a₂v²) +
    /// v⁴·((a₃ + a₄v²) + a₅v⁴) by Estrin's scheme, then q₀ + (q₁v + v²·p). Every rounding but the
    /// last is of a term far below g (q₁v is about g′ times half the interval), so the result is
    /// within about half an ulp of the polynomial's value, with a dependent chain of about ten
    /// operations. The batch kernels do the same operations in the same order, without fused
    /// multiply-adds. `q0` is q₀, read by the caller (the record's first term, loaded with acquire
    /// ordering).
    @inlinable @inline(__always)
    static func polynomial(_ v: Double, _ q0: Double, _ q: UnsafePointer<Double>) -> Double {
        let v2 = v * v
        let v4 = v2 * v2
        let a1 = q[2] + q[3] * v, a2 = q[4] + q[5] * v, a3 = q[6] + q[7] * v
        let a4 = q[8] + q[9] * v, a5 = q[10] + q[11] * v
        let b0 = a1 + a2 * v2
        let b1 = (a3 + a4 * v2) + a5 * v4
        let p = b0 + b1 * v4
        return q0 + (q[1] * v + v2 * p)
    }

    /// ``polynomial(_:_:_:)`` of a record whose q₈ … q₁₁ are zero: q₀ + (q₁v + v²·p) with
    /// p = (a₁ + a₂v²) + a₃v⁴. The same bits as the twelve-term scheme on that record, which the
    /// batch kernels use: there a₄ = q₈ + q₉v and a₅ are zeros (±0: the mirror form's terms are
    /// negated), so (a₃ + a₄v²) + a₅v⁴ is a₃ exactly unless a₃ is itself a zero; that changes p only
    /// when b₀ is also a zero, and then g = q₀ + (q₁v + v²·p) only in the sign of a zero g, which
    /// the output y = offset + g (offset +0 or 1) does not keep.
    @inlinable @inline(__always)
    static func polynomialShort(_ v: Double, _ q0: Double, _ q: UnsafePointer<Double>) -> Double {
        let v2 = v * v
        let v4 = v2 * v2
        let a1 = q[2] + q[3] * v, a2 = q[4] + q[5] * v, a3 = q[6] + q[7] * v
        let b0 = a1 + a2 * v2
        let p = b0 + a3 * v4
        return q0 + (q[1] * v + v2 * p)
    }

    /// ``polynomialShort(_:_:_:)`` when `short` (the record's flag), else
    /// ``polynomial(_:_:_:)``: a branch that a loop over one curve predicts well when most of its
    /// records are of one kind.
    @inlinable @inline(__always)
    static func polynomial(_ v: Double, _ q0: Double, _ q: UnsafePointer<Double>, short: Bool) -> Double {
        short ? polynomialShort(v, q0, q) : polynomial(v, q0, q)
    }

    /// ``polynomial(_:_:_:)`` on eight lanes, each with its own record (`q(k)`: term k per lane).
    @inlinable @inline(__always)
    static func polynomial(_ v: SIMD8<Double>, _ q: (Int) -> SIMD8<Double>) -> SIMD8<Double> {
        let v2 = v * v
        let v4 = v2 * v2
        let a1 = q(2) + q(3) * v, a2 = q(4) + q(5) * v, a3 = q(6) + q(7) * v
        let a4 = q(8) + q(9) * v, a5 = q(10) + q(11) * v
        let b0 = a1 + a2 * v2
        let b1 = (a3 + a4 * v2) + a5 * v4
        let p = b0 + b1 * v4
        return q(0) + (q(1) * v + v2 * p)
    }

    /// Terms of a short record (degree 7), kept when the Chebyshev coefficients of degree 8 and
    /// above fit in ``polynomialTailBound``.
    static let shortTerms = 8

    /// Terms of the Taylor series of g about an interval's midpoint (degree 20).
    static let taylorTerms = 21

    /// wᵏ in the Chebyshev basis, row k: wᵏ = Σⱼ M[k][j]·Tⱼ(w), k, j ≤ 20, from w·T₀ = T₁ and
    /// w·Tⱼ = (Tⱼ₊₁ + Tⱼ₋₁)/2 (dyadic rationals, exact).
    static let chebyshevOfPowers: [Double] = {
        let n = taylorTerms
        var m = [Double](repeating: 0, count: n * n)
        m[0] = 1
        for k in 1..<n {
            for j in 0..<n where m[(k - 1) * n + j] != 0 {
                let c = m[(k - 1) * n + j]
                if j == 0 {
                    m[k * n + 1] += c
                } else {
                    m[k * n + j - 1] += c / 2
                    if j + 1 < n { m[k * n + j + 1] += c / 2 }
                }
            }
        }
        return m
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

    /// The largest Σₖ₌₁₂…₂₀ |cₖ| an interval may have (its Chebyshev coefficients beyond the stored
    /// degree), in units of the output scale: 2⁻⁵⁴, half an ulp of ½ (a quarter of an ulp of 1).
    static let polynomialTailBound = 0x1p-54
    /// The largest |g₁₉| + |g₂₀| of the Taylor series, in units of the output scale: 2⁻⁶⁰, so that
    /// the series itself is resolved far below the tail bound (|w| ≤ 1).
    static let taylorTailBound = 0x1p-60

    /// A form's own output g (y in the forward form, 1 − y in the mirror one) at the root of
    /// X(u) = τ, in double-double: X and Y in their Bernstein forms in double-double at the
    /// certified root u (``HalfCubic/bernsteinDD(_:_:_:)``, as the residual), then
    /// g = Y(u) + Y′(u)·δ for the root's
    /// own error δ = −(X(u) − τ)/X′(u) (δ is within an ulp of u, so the linear term is exact to far
    /// below an ulp of g). Error about 1e-30 relative to the output scale: the samples carry no
    /// rounding of their own into the fit. (Dekker's product by splitting, as
    /// ``HalfCubic/exactResidual(_:_:)``: the x86-64 baseline has no fused multiply-add.)
    static func formOutput(_ half: HalfCubic, _ u: Double, _ tau: Double) -> (hi: Double, lo: Double) {
        let y = HalfCubic.bernsteinDD(u, half.y1, half.y2)
        let delta = -half.exactResidual(u, tau) / half.derivative(u)
        let slopeY = (3 * half.ay * u + 2 * half.by) * u + half.cy
        let g = y + HalfCubic.DoubleDouble(slopeY * delta)
        return (g.hi, g.lo)
    }

    /// A record's terms and the scratch of ``buildRecord(form:interval:into:scratch:)``, on the
    /// stack, for one build or many.
    func withRecordScratch<R>(_ body: (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.polynomialTerms + 4 * Self.taylorTerms) { buffer in
            buffer.initialize(repeating: 0)
            return body(buffer.baseAddress!, buffer.baseAddress! + Self.polynomialTerms)
        }
    }

    /// The twelve terms of the record of `form` and table interval `i` (0…31, not an exact
    /// interval), written to `q`; all NaN when the interval fails the checks (see the file's
    /// header for the construction). `scratch`: 4 × ``taylorTerms`` doubles
    /// (``withRecordScratch(_:)``), whose first terms (δ₀ = 0) are zero.
    /// - Complexity: one solve, one double-double evaluation and O(20²) operations.
    func buildRecord(form: Int, interval i: Int, into q: UnsafeMutablePointer<Double>, scratch: UnsafeMutablePointer<Double>) {
        let terms = Self.polynomialTerms
        let n = Self.taylorTerms
        q.update(repeating: .nan, count: terms)
        let scale = Swift.max(1, abs(forward.y1), abs(forward.y2), abs(1 - forward.y1), abs(1 - forward.y2))
        Self.chebyshevOfPowers.withUnsafeBufferPointer { powers in
        Self.monomialTransform.withUnsafeBufferPointer { monomial in
        let d = scratch  // δ(w) = u − u_m
        let d2 = d + n  // δ²
        let g = d + 2 * n  // g(w) − g(u_m), g₀ = 0
        let chebyshev = d + 3 * n
        chebyshev.update(repeating: 0, count: n)
        let half = self.half(form)
        let warped = half.isWarped
        // The midpoint S = i + ½ (w = 0) and τ there; τ = τₘ + t₁w + t₂w² in w = 2(S − i) − 1.
        let middle = Double(i) + 0.5
        let tau = warped ? middle * middle / Self.warpScale : middle / Self.scale
        let (t1, t2) = warped ? (middle / Self.warpScale, 1 / (4 * Self.warpScale)) : (1 / (2 * Self.scale), 0)
        let u = rootCounted(tau, form: form).u
        let base = Self.formOutput(half, u, tau)
        // X(u + δ) − X(u) = X₁δ + X₂δ² + X₃δ³ = t₁w + t₂w² (the root's own error is in
        // `base`), and Y likewise: the series of δ by reversion, then g's.
        let (x1, x2, x3) = (half.derivative(u), 3 * half.a * u + half.b, half.a)
        let (y1, y2, y3) = ((3 * half.ay * u + 2 * half.by) * u + half.cy, 3 * half.ay * u + half.by, half.ay)
        let reciprocal = 1 / x1
        var finite = true
        for k in 1..<n {
            // δ² by symmetry (d_j·d_{k−j} twice for j < k/2), δ³ = δ·δ², each with two
            // accumulators: short dependency chains.
            var (a2, b2, a3, b3) = (0.0, 0.0, 0.0, 0.0)
            var j = 1
            while j + 1 < k - j - 1 {
                a2 += d[j] * d[k - j]
                b2 += d[j + 1] * d[k - j - 1]
                j += 2
            }
            while j < k - j {
                a2 += d[j] * d[k - j]
                j += 1
            }
            a2 = 2 * (a2 + b2)
            if k % 2 == 0 { a2 += d[k / 2] * d[k / 2] }
            j = 1
            while j + 1 <= k - 2 {
                a3 += d[j] * d2[k - j]
                b3 += d[j + 1] * d2[k - j - 1]
                j += 2
            }
            if j <= k - 2 { a3 += d[j] * d2[k - j] }
            a3 += b3
            let target = k == 1 ? t1 : k == 2 ? t2 : 0
            d[k] = (target - x2 * a2 - x3 * a3) * reciprocal
            d2[k] = a2
            g[k] = y1 * d[k] + y2 * a2 + y3 * a3
            finite = finite && g[k].isFinite
        }
        guard finite, abs(g[n - 2]) + abs(g[n - 1]) <= Self.taylorTailBound * scale else { return }
        // Chebyshev coefficients of Σ gₖwᵏ (k ≥ 1); the degrees above 11 must be negligible.
        for k in stride(from: n - 1, through: 1, by: -1) {  // smallest terms first
            // wᵏ has Chebyshev terms of degrees k, k − 2, … only.
            for j in stride(from: k, through: 0, by: -2) { chebyshev[j] += g[k] * powers[k * n + j] }
        }
        var tail = 0.0
        for j in terms..<n { tail += abs(chebyshev[j]) }
        guard tail <= Self.polynomialTailBound * scale else { return }
        // Degree 7 when c₈ … c₁₁ fit in the same tail bound: the scalar path then evaluates eight
        // terms (``polynomialShort(_:_:_:)``), and q₈ … q₁₁ are zero.
        var shortTail = tail
        for j in Self.shortTerms..<terms { shortTail += abs(chebyshev[j]) }
        let kept = shortTail <= Self.polynomialTailBound * scale ? Self.shortTerms : terms
        for m in 0..<terms {
            // Smallest terms first (the coefficients decay with the degree).
            var sum = 0.0
            if m < kept { for c in stride(from: kept - 1, through: m, by: -1) { sum += monomial[m * terms + c] * chebyshev[c] } }
            q[m] = m == 0 ? base.hi + (sum + base.lo) : sum
        }
        // Stored in v = s − ½ = w/2, so qₘ·2ᵐ, and negated in the mirror form, so that an
        // evaluation adds the record's offset (0 or 1) to the polynomial: y = 1 + (−g) there.
        // Both scalings are exact (powers of two and a sign), so the evaluation in v gives the
        // bits the scheme gives in w (each of its sums and products is scaled by a power of two).
        let sign: Double = form == 1 ? -1 : 1
        for m in 0..<terms {
            q[m] *= sign * Double(sign: .plus, exponent: m, significand: 1)
            finite = finite && q[m].isFinite
        }
        // Interval 0 serves from its threshold on only where y there is far above the
        // polynomial's error (2.8e-16·scale): |g| ≥ 2⁻⁴⁰·scale at v = −7/16.
        if i == 0 && finite && !(abs(Self.polynomial(Self.endThreshold, q[0], q)) >= Self.endFloor * scale) { finite = false }
        if !finite { q.update(repeating: .nan, count: terms) }
        }
        }
    }
}
