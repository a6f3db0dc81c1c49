// Batched evaluation of a cubic-Bézier timing function.
//
// On a processor with AVX-512 (AVX) a C kernel of CBezierKernel evaluates eight (four) inputs per
// instruction; elsewhere the Swift kernel below evaluates eight at once with SIMD8 (two per SSE or
// NEON instruction). Both repeat `value(at:)`'s polynomial path (CubicBezier+Polynomials: the
// interval look-up, the twelve terms in the same order (or, in the AVX kernel, eight where every
// lane's record is short, with the same bits), y = offset + polynomial, the mirror form's records
// negated) without fused
// multiply-adds, so every path gives the same bits. Each lane takes its own form (forward for
// x ≤ ½, mirror above) and table interval, with the records transposed or selected per lane, so
// inputs in any order stay on the vector path. Lanes without a polynomial (a NaN record: next to
// x = 0 and x = 1, at x = ½, near a vertical tangent or inflection) take the solve's fast path
// (Hermite guess, Chebyshev step, the acceptance test in squares), in the C solve kernel or the
// Swift one; a chunk with an input outside [0, 1] and a rejected step go through the scalar path,
// so the results are exactly those of `value(at:)` for any inputs in any order. That includes the
// intervals solved about a vertical inflection (CubicBezier+SingularPoints): their NaN guesses
// fail every kernel's acceptance test, and the scalar entry they fall back to is the one
// `value(at:)` takes. Speed of a sorted sweep against one value(at:) per input:
// Benchmarks/README.md.

import CBezierKernel

extension CubicBezier.Prepared {
    /// Evaluates the curve at every input.
    ///
    /// The results are identical to ``value(at:)`` for every input, in any order; inputs are
    /// evaluated eight (AVX-512), four (AVX) or eight (SIMD8, elsewhere) at a time, fastest when
    /// sorted (animation frames).
    /// - Complexity: O(n); a curve's first batch also builds every interval's polynomial that is
    ///   not built yet (64 solves and Taylor series at most; Benchmarks/README.md).
    @inlinable
    public func values<C: Collection>(at inputs: C) -> [Double] where C.Element == Double {
        let count = inputs.count
        // No inputs, no buffer: an empty array's uninitialised initialiser would write its count
        // into the shared empty-array storage, a (benign) race ThreadSanitizer reports.
        guard count > 0 else { return [] }
        return [Double](unsafeUninitializedCapacity: count) { buffer, written in
            let done = inputs.withContiguousStorageIfAvailable { source in
                storage.evaluate(source.baseAddress!, buffer.baseAddress!, count: source.count)
            }
            if done == nil {
                var i = 0
                for x in inputs {
                    buffer[i] = value(at: x)
                    i += 1
                }
            }
            written = count
        }
    }

    /// Evaluates values (and optionally derivatives) of every input into caller-owned buffers.
    ///
    /// - Parameters:
    ///   - inputs: input fractions.
    ///   - values: receives one value per input; must have at least `inputs.count` elements.
    ///   - derivatives: optional; receives one slope per input when given.
    /// - Returns: the number of elements written, `min` of the buffer counts.
    /// - Complexity: O(n); a curve's first batch also builds every interval's polynomial that is
    ///   not built yet (64 solves and Taylor series at most; Benchmarks/README.md).
    @inlinable @discardableResult
    public func evaluate(
        _ inputs: UnsafeBufferPointer<Double>,
        values: UnsafeMutableBufferPointer<Double>,
        derivatives: UnsafeMutableBufferPointer<Double>? = nil
    ) -> Int {
        fill(inputs, values: values, derivatives: derivatives) { input, output, n in
            storage.evaluate(input, output, count: n)
        }
    }
}

extension BezierStorage {
    /// Inputs per SIMD chunk of the Swift kernel: 8 Doubles, four SSE registers per value (faster
    /// than SIMD4 in a separate driver, figures in Benchmarks/README.md: more independent work per
    /// dependency chain).
    @usableFromInline static let lanes = 8

    /// The batch kernels: the portable Swift SIMD8 one and the C ones for x86-64 (CBezierKernel).
    @usableFromInline
    enum Kernel: Sendable, CaseIterable {
        case swift, avx, avx512
    }

    /// The kernels this processor runs, the portable one first (checked once).
    static let availableKernels: [Kernel] = [.swift]
        + (mc_bezier_avx_available() != 0 ? [.avx] : [])
        + (mc_bezier_avx512_available() != 0 ? [.avx512] : [])

    /// The widest kernel this processor runs (AVX-512 before AVX before Swift: the most lanes per
    /// instruction; `make bench` times the one chosen).
    @usableFromInline static let fastestKernel = availableKernels.last!

    /// y at `count` inputs by `kernel` (which must be in ``availableKernels``). Returns how many
    /// inputs took the scalar path and how many lanes of the Swift kernel needed the general
    /// solver (for the tests of the kernels' cost).
    @usableFromInline @discardableResult
    func evaluate(
        _ input: UnsafePointer<Double>, _ output: UnsafeMutablePointer<Double>, count: Int, kernel: Kernel = fastestKernel
    ) -> (scalar: Int, refined: Int) {
        if isIdentity {
            for k in 0..<count { output[k] = input[k] + 0 }
            return (0, 0)
        }
        // Every kernel reads a complete table; while another thread holds a claimed, unpublished
        // record there is none, and the scalar path gives the same bits.
        guard let table = completePolynomials else {
            for k in 0..<count { output[k] = value(input[k]) }
            return (count, 0)
        }
        switch kernel {
        case .avx:
            return (evaluateC(input, output, count: count, table: table, lanes: 4, mc_bezier_poly_avx, mc_bezier_evaluate_avx), 0)
        case .avx512:
            return (evaluateC(input, output, count: count, table: table, lanes: 8, mc_bezier_poly_avx512, mc_bezier_evaluate_avx512), 0)
        case .swift: break
        }
        var scalar = 0
        var refined = 0
        var j = 0
        let source = UnsafeRawPointer(input)
        let target = UnsafeMutableRawPointer(output)
        let stride = MemoryLayout<Double>.stride
        while j &+ Self.lanes <= count {
            let x = source.loadUnaligned(fromByteOffset: j &* stride, as: SIMD8<Double>.self)
            if Self.all(x, x, { x, _ in (x .>= 0) .& (x .<= 1) }) {
                let mirror = x .> 0.5
                var y = polynomial8(x, mirror: mirror, table: table)
                // Lanes whose record gives NaN (an interval without a polynomial, interval 0's
                // marked records, x = 0 and x = 1): interval 0's inside (0, 1) by the scalar
                // path's choice between its polynomial and the solve, the others by the solve, as
                // `value(at:)`. x = 0 gives y = +0 exactly, as `value(at:)` (the cubic at u = 0 is
                // 0·(negative) = −0 when y1 < 0).
                if !Self.all(y, y, { a, b in a .== b }) {
                    let solved = output8(root8(x, mirror: mirror, refined: &refined), mirror: mirror)
                    // Interval 0's lanes go to the scalar path, which chooses between the
                    // interval's polynomial and the solve.
                    for lane in 0..<Self.lanes where y[lane].isNaN && x[lane] > 0 && x[lane] < 1 {
                        if let end = endValue(x[lane], table: table) {
                            y[lane] = end
                            scalar &+= 1
                        }
                    }
                    y.replace(with: solved.replacing(with: 0, where: x .== 0), where: y .!= y)
                }
                target.storeBytes(of: y, toByteOffset: j &* stride, as: SIMD8<Double>.self)
            } else {
                for k in j..<(j &+ Self.lanes) { output[k] = value(input[k]) }
                scalar &+= Self.lanes
            }
            j &+= Self.lanes
        }
        while j < count {
            output[j] = value(input[j])
            scalar &+= 1
            j &+= 1
        }
        return (scalar, refined)
    }

    /// The C kernels' signature: (packed, polynomials, input, output, count, pending) → chunks
    /// with a pending lane.
    typealias PolynomialKernel = (
        UnsafePointer<Double>?, UnsafePointer<Double>?, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?, Int,
        UnsafeMutablePointer<UInt8>?
    ) -> Int
    /// The solve kernels' signature: (packed, input, output, count, pending) → chunks with a
    /// pending lane.
    typealias SolveKernel = (
        UnsafePointer<Double>?, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?, Int, UnsafeMutablePointer<UInt8>?
    ) -> Int

    /// A C polynomial kernel of `lanes` lanes on the complete `table`, over blocks of 1024 chunks;
    /// a chunk with a pending lane (an interval without a polynomial, an input outside (0, 1),
    /// interval 0 where the kernel leaves it: its lanes take the scalar path's choice first)
    /// goes through the C solve kernel, whose own pending lanes and the last `count` mod `lanes`
    /// inputs go through the scalar path. Returns the number of scalar inputs.
    func evaluateC(
        _ input: UnsafePointer<Double>, _ output: UnsafeMutablePointer<Double>, count: Int, table: UnsafePointer<Double>,
        lanes: Int, _ kernel: PolynomialKernel, _ solveKernel: SolveKernel
    ) -> Int {
        let blockChunks = 1024
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: blockChunks + 1) { pending in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: lanes) { solved in
                var scalar = 0
                var start = 0
                while count &- start >= lanes {
                    let chunks = Swift.min(blockChunks, (count &- start) / lanes)
                    let waiting = kernel(packed, table, input + start, output + start, chunks &* lanes, pending.baseAddress!)
                    if waiting > 0 {
                        for c in 0..<chunks where pending[c] != 0 {
                            let first = start &+ lanes &* c
                            // Interval 0's lanes below its threshold (the C kernels serve those
                            // above it themselves) take the scalar path, which
                            // chooses between the interval's polynomial and the solve; the solve
                            // kernel only if other lanes are left.
                            for lane in 0..<lanes where pending[c] & (1 << lane) != 0 {
                                let x = input[first &+ lane]
                                if x > 0 && x < 1, let end = endValue(x, table: table) {
                                    output[first &+ lane] = end
                                    scalar &+= 1
                                    pending[c] &= ~(1 << UInt8(lane))
                                }
                            }
                            if pending[c] == 0 { continue }
                            let unsolved = pending.baseAddress! + blockChunks
                            _ = solveKernel(packed, input + first, solved.baseAddress!, lanes, unsolved)
                            for lane in 0..<lanes where pending[c] & (1 << lane) != 0 {
                                if unsolved.pointee & (1 << lane) != 0 {
                                    output[first &+ lane] = value(input[first &+ lane])
                                    scalar &+= 1
                                } else {
                                    output[first &+ lane] = solved[lane]
                                }
                            }
                        }
                    }
                    start &+= chunks &* lanes
                }
                for k in start..<count { output[k] = value(input[k]) }
                return scalar &+ (count &- start)
            }
        }
    }

    /// y of eight inputs in [0, 1] by their forms' polynomials (``value(_:)`` lane by lane, the
    /// same operations in the same order); NaN in the lanes of intervals without one.
    @inline(__always)
    func polynomial8(_ x: SIMD8<Double>, mirror: SIMDMask<SIMD8<Int64>>, table: UnsafePointer<Double>) -> SIMD8<Double> {
        let (_, s, index) = interval8(x, mirror: mirror)
        return withUnsafeTemporaryAllocation(of: SIMD8<Double>.self, capacity: Self.polynomialTerms) { q in
            for lane in 0..<Self.lanes {
                let r = table + ((mirror[lane] ? Self.polynomialFormStride : 0) &+ Int(truncatingIfNeeded: index[lane]) &* Self.polynomialStride)
                for k in 0..<Self.polynomialTerms { q[k][lane] = r[k] }
            }
            // v = s − ½, the bits of the scalar path's (S − ½) − i; y = offset + polynomial.
            let g = Self.polynomial(s - 0.5) { q[$0] }
            return perLane(10, mirror) + g
        }
    }

    /// τ, the local coordinate s and the table interval of eight inputs in [0, 1], each lane in
    /// its own form (`interval(_:warped:)` lane by lane; the same operations in the same order).
    /// Int64 lanes (a Double's width), not Int: Int is 32 bits on arm64_32 (watchOS).
    @inline(__always)
    func interval8(_ x: SIMD8<Double>, mirror: SIMDMask<SIMD8<Int64>>) -> (tau: SIMD8<Double>, s: SIMD8<Double>, index: SIMD8<Int64>) {
        let tau = x.replacing(with: 1 - x, where: mirror)
        var scaled = tau * Self.scale
        if anyWarped {
            scaled.replace(with: (tau * Self.warpScale).squareRoot(), where: perLane(6, mirror) .!= 0)
        }
        let t = (scaled - 0.5) + Self.magic
        let s = scaled - (t - Self.magic)
        return (tau, s, unsafeBitCast(t, to: SIMD8<Int64>.self) &- Int64(bitPattern: Self.magic.bitPattern))
    }

    /// Both forms' coefficient `index`, one per lane: the mirror form's where `mirror` is set.
    @inline(__always)
    func perLane(_ index: Int, _ mirror: SIMDMask<SIMD8<Int64>>) -> SIMD8<Double> {
        SIMD8(repeating: packed[index]).replacing(with: packed[Self.coefficientStride &+ index], where: mirror)
    }

    /// The roots u of eight inputs in [0, 1], each lane in its own form (the mirror one where
    /// `mirror` is set) and table interval: the scalar fast path (`solveCounted(_:)`) lane by
    /// lane, the same operations in the same order. The ends x = 0 and x = 1 have τ = 0 and root
    /// 0, which gives y = 0 and y = 1 exactly, as `value(at:)`.
    @inline(__always)
    func root8(_ x: SIMD8<Double>, mirror: SIMDMask<SIMD8<Int64>>, refined: inout Int) -> SIMD8<Double> {
        let (tau, s, index) = interval8(x, mirror: mirror)
        // Gather the lanes' records (a sorted chunk usually spans one or two intervals, but a
        // branch on that mispredicts more than the loads cost).
        let table = UnsafePointer(packed + Self.tableOffset)
        var p0 = SIMD8<Double>(), p1 = SIMD8<Double>(), p2 = SIMD8<Double>(), p3 = SIMD8<Double>()
        var p4 = SIMD8<Double>(), p5 = SIMD8<Double>(), bigS = SIMD8<Double>(), q = SIMD8<Double>()
        for lane in 0..<Self.lanes {
            let r = table + ((mirror[lane] ? Self.formTableStride : 0) &+ Int(truncatingIfNeeded: index[lane]) &* Self.recordStride)
            (p0[lane], p1[lane], p2[lane], p3[lane]) = (r[0], r[1], r[2], r[3])
            (p4[lane], p5[lane], bigS[lane], q[lane]) = (r[4], r[5], r[6], r[7])
        }
        let guess = Self.guess(s, p0, p1, p2, p3, p4, p5)
        let (chebyshev, step2) = Self.chebyshevStep(guess, tau) { perLane($0, mirror) }
        let end = tau .== 0
        let next = chebyshev.replacing(with: 0, where: end)
        var root = next
        if !Self.all(step2, bigS, { s2, b in s2 .<= b }) || !Self.all(step2 * step2 * step2, next * next * q, { l, r in l .<= r }) {
            let accepted = end .| ((step2 .<= bigS) .& (step2 * step2 * step2 .<= next * next * q))
            for lane in 0..<Self.lanes where !accepted[lane] {
                refined &+= 1
                root[lane] = refine(tau[lane], form: mirror[lane] ? 1 : 0, interval: Int(truncatingIfNeeded: index[lane]), guess: next[lane]).u
            }
        }
        return root
    }

    /// y of eight roots, each in the form whose parameter is ≤ ½ (`output(_:)` lane by lane):
    /// w = 1 − u where u > ½, and the other form's Y there, whose value is then 1 − Y(w).
    @inline(__always)
    func output8(_ root: SIMD8<Double>, mirror: SIMDMask<SIMD8<Int64>>) -> SIMD8<Double> {
        let flip = root .> 0.5
        let w = root.replacing(with: 1 - root, where: flip)
        let g = mirror .^ flip
        let y = HalfCubic.bernstein(w, perLane(7, g), perLane(8, g))
        return y.replacing(with: 1 - y, where: g)
    }

    /// Whether `predicate` holds in every lane, evaluated on the four two-lane slices of `a` and
    /// `b`: a two-lane comparison is one SSE instruction whose result is already the mask, where
    /// eight-lane masks are packed and unpacked (about 20 instructions per reduction).
    @inline(__always)
    static func all(
        _ a: SIMD8<Double>, _ b: SIMD8<Double>,
        _ predicate: (SIMD2<Double>, SIMD2<Double>) -> SIMDMask<SIMD2<Int64>>
    ) -> Bool {
        let m0 = unsafeBitCast(predicate(a.lowHalf.lowHalf, b.lowHalf.lowHalf), to: SIMD2<Int64>.self)
        let m1 = unsafeBitCast(predicate(a.lowHalf.highHalf, b.lowHalf.highHalf), to: SIMD2<Int64>.self)
        let m2 = unsafeBitCast(predicate(a.highHalf.lowHalf, b.highHalf.lowHalf), to: SIMD2<Int64>.self)
        let m3 = unsafeBitCast(predicate(a.highHalf.highHalf, b.highHalf.highHalf), to: SIMD2<Int64>.self)
        let m = (m0 & m1) & (m2 & m3)
        return (m[0] & m[1]) < 0
    }
}
