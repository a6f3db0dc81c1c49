// Batched evaluation of a cubic-Bézier timing function.
//
// On a processor with AVX the C kernel of CBezierKernel solves four inputs per instruction;
// elsewhere the Swift kernel below solves eight at once with SIMD8 (two per SSE or NEON
// instruction). Both repeat the scalar fast path's operations (CubicBezier+Storage: Hermite guess,
// Chebyshev step, the acceptance test in squares) in the same order, without fused multiply-adds,
// so every path gives the same bits. Animation frames arrive in order, so a chunk's inputs nearly
// always share a form. A chunk with inputs in both forms or outside [0, 1] goes through the scalar
// path, and a rejected lane continues in the general solver, so the results are exactly those of
// `value(at:)` for any inputs in any order. That includes the intervals solved about a vertical
// inflection (CubicBezier+SingularPoints): their NaN guesses fail every kernel's acceptance test,
// and the scalar entry they fall back to is the one `value(at:)` takes. Speed of a sorted sweep against one value(at:) per
// input: README, Performance.

import CBezierKernel

extension CubicBezier {
    /// Evaluates the curve at every input.
    ///
    /// The results are identical to ``value(at:)`` for every input, in any order; inputs are
    /// solved four (AVX) or eight (SIMD8) at a time, fastest when sorted (animation frames).
    /// - Complexity: O(n).
    @inlinable
    public func values<C: Collection>(at inputs: C) -> [Double] where C.Element == Double {
        let count = inputs.count
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

    /// Evaluates values (and optionally slopes) of every input into caller-owned buffers.
    ///
    /// - Parameters:
    ///   - inputs: input fractions.
    ///   - values: receives one value per input; must have at least `inputs.count` elements.
    ///   - slopes: optional; receives one slope per input when given.
    /// - Returns: the number of elements written, `min` of the buffer counts.
    /// - Complexity: O(n).
    @inlinable @discardableResult
    public func evaluate(
        _ inputs: UnsafeBufferPointer<Double>,
        values: UnsafeMutableBufferPointer<Double>,
        slopes: UnsafeMutableBufferPointer<Double>? = nil
    ) -> Int {
        var n = Swift.min(inputs.count, values.count)
        if let slopes {
            n = Swift.min(n, slopes.count)
            for i in 0..<n {
                let (v, s) = valueAndSlope(at: inputs[i])
                values[i] = v
                slopes[i] = s
            }
        } else if n > 0 {
            storage.evaluate(inputs.baseAddress!, values.baseAddress!, count: n)
        }
        return n
    }
}

extension BezierStorage {
    /// Inputs per SIMD chunk of the Swift kernel: 8 Doubles, four SSE registers per value (faster
    /// than SIMD4 in a separate driver, figures in README, Performance: more independent work per
    /// dependency chain).
    @usableFromInline static let lanes = 8

    /// Whether the AVX kernel runs on this processor (checked once).
    static let hasAVX = mc_bezier_avx_available() != 0

    /// y at `count` inputs: the AVX kernel when the processor has it (and `allowAVX`), else the
    /// Swift SIMD8 kernel. Returns how many inputs took the scalar path and how many lanes of the
    /// Swift kernel needed the general solver (for the tests of the kernels' cost).
    @usableFromInline @discardableResult
    func evaluate(
        _ input: UnsafePointer<Double>, _ output: UnsafeMutablePointer<Double>, count: Int, allowAVX: Bool = true
    ) -> (scalar: Int, refined: Int) {
        if allowAVX && Self.hasAVX {
            return (evaluateAVX(input, output, count: count), 0)
        }
        var scalar = 0
        var refined = 0
        var j = 0
        let source = UnsafeRawPointer(input)
        let target = UnsafeMutableRawPointer(output)
        let stride = MemoryLayout<Double>.stride
        while j &+ Self.lanes <= count {
            let x = source.loadUnaligned(fromByteOffset: j &* stride, as: SIMD8<Double>.self)
            if let form = Self.form(x) {
                let u = root8(x, form: form, refined: &refined)
                var y = output8(u, form: form)
                // x = 0 gives y = +0 exactly, as `value(at:)` (the polynomial at u = 0 is
                // 0·(negative) = −0 when y1 < 0).
                if form == 0 { y.replace(with: 0, where: x .== 0) }
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

    /// The AVX kernel over blocks of 4096 inputs; the chunks of four it leaves pending (mixed
    /// forms, inputs outside (0, 1), a rejected step, roots on both sides of ½) and the last
    /// `count` mod 4 inputs go through the scalar path. Returns the number of scalar inputs.
    func evaluateAVX(_ input: UnsafePointer<Double>, _ output: UnsafeMutablePointer<Double>, count: Int) -> Int {
        let blockChunks = 1024
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: blockChunks) { pending in
            var scalar = 0
            var start = 0
            while count &- start >= 4 {
                let chunks = Swift.min(blockChunks, (count &- start) / 4)
                let waiting = mc_bezier_evaluate_avx(packed, input + start, output + start, chunks &* 4, pending.baseAddress!)
                if waiting > 0 {
                    for c in 0..<chunks where pending[c] != 0 {
                        let first = start &+ 4 &* c
                        for k in first..<(first &+ 4) { output[k] = value(input[k]) }
                        scalar &+= 4
                    }
                }
                start &+= chunks &* 4
            }
            for k in start..<count { output[k] = value(input[k]) }
            return scalar &+ (count &- start)
        }
    }

    /// The form of eight inputs (0: all in [0, ½], 1: all in (½, 1]), or nil when they are
    /// mixed, outside [0, 1] or NaN. The ends x = 0 and x = 1 have τ = 0 and root 0 (see
    /// `root8`), which gives y = 0 and y = 1 exactly, as `value(at:)`.
    @inline(__always)
    static func form(_ x: SIMD8<Double>) -> Int? {
        if all(x, x, { x, _ in (x .>= 0) .& (x .<= 0.5) }) { return 0 }
        if all(x, x, { x, _ in (x .> 0.5) .& (x .<= 1) }) { return 1 }
        return nil
    }

    /// The roots u of eight inputs of one form: the scalar fast path (`solveCounted(_:)`) lane
    /// by lane, the same operations in the same order.
    @inline(__always)
    func root8(_ x: SIMD8<Double>, form: Int, refined: inout Int) -> SIMD8<Double> {
        let tau = form == 0 ? x : 1 - x
        // `interval(_:)`, lane by lane.
        let scaled = tau * Self.scale
        let t = (scaled - 0.5) + Self.magic
        let s = scaled - (t - Self.magic)
        let index = unsafeBitCast(t, to: SIMD8<Int>.self) &- Int(truncatingIfNeeded: Self.magic.bitPattern)
        // Gather the lanes' records (a sorted chunk usually spans one or two intervals, but a
        // branch on that mispredicts more than the loads cost).
        let table = UnsafePointer(packed + (Self.tableOffset &+ form &* Self.formTableStride))
        var p0 = SIMD8<Double>(), p1 = SIMD8<Double>(), p2 = SIMD8<Double>(), p3 = SIMD8<Double>()
        for lane in 0..<Self.lanes {
            let r = table + index[lane] &* Self.recordStride
            p0[lane] = r[0]
            p1[lane] = r[1]
            p2[lane] = r[2]
            p3[lane] = r[3]
        }
        let k = UnsafePointer(packed + form &* Self.coefficientStride)
        let (chebyshev, step2) = Self.chebyshevStep(Self.guess(s, p0, p1, p2, p3), tau, k)
        let end = tau .== 0
        let next = chebyshev.replacing(with: 0, where: end)
        let (bigS, q) = (k[9], k[10])
        var root = next
        if !Self.all(step2, tau, { s2, t in (s2 .<= bigS) .| (t .== 0) }) || !Self.all(step2, next, { s2, n in s2 * s2 * s2 .<= n * n * q }) {
            let accepted = end .| ((step2 .<= bigS) .& (step2 * step2 * step2 .<= next * next * q))
            for lane in 0..<Self.lanes where !accepted[lane] {
                refined &+= 1
                root[lane] = refine(tau[lane], form: form, interval: index[lane], guess: next[lane]).u
            }
        }
        return root
    }

    /// y of eight roots of one form, in the form whose parameter is ≤ ½ (`output(_:)` lane by
    /// lane).
    @inline(__always)
    func output8(_ root: SIMD8<Double>, form: Int) -> SIMD8<Double> {
        if Self.all(root, root, { r, _ in r .<= 0.5 }) {
            let k = packed + form &* Self.coefficientStride
            let y = HalfCubic.bernstein(root, k[7], k[8])
            return form == 0 ? y : 1 - y
        }
        if Self.all(root, root, { r, _ in r .> 0.5 }) {
            let k = packed + (1 &- form) &* Self.coefficientStride
            let y = HalfCubic.bernstein(1 - root, k[7], k[8])
            return form == 0 ? 1 - y : y
        }
        var result = SIMD8<Double>()
        for lane in 0..<Self.lanes {
            result[lane] = output(CubicBezier.Solution(u: root[lane], isMirror: form == 1))
        }
        return result
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
