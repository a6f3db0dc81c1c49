// Batched evaluation of a cubic-Bézier timing function.
//
// Four inputs are solved at once with SIMD4 arithmetic: the same Hermite guess, Chebyshev step
// and acceptance bound as the scalar fast path (CubicBezier+Storage), written with squares so
// that no lane needs an absolute value. Animation frames arrive in order, so the four inputs of a
// chunk nearly always use the same form and the same table interval; the kernel then loads one
// record for all four. A chunk with inputs in both forms or outside (0, 1), and any lane whose
// step is not accepted, is finished by the scalar path, so the results are exactly those of
// `value(at:)` for any inputs in any order.

extension CubicBezier {
    /// Evaluates the curve at every input.
    ///
    /// The results are identical to ``value(at:)`` for every input, in any order; sorted inputs
    /// (animation frames) are fastest, four at a time.
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

extension _BezierStorage {
    /// y at `count` inputs, four at a time; returns how many inputs took the scalar path (for the
    /// tests of the kernel's cost).
    @usableFromInline @discardableResult
    func evaluate(_ input: UnsafePointer<Double>, _ output: UnsafeMutablePointer<Double>, count: Int) -> Int {
        var scalar = 0
        var j = 0
        let source = UnsafeRawPointer(input)
        let target = UnsafeMutableRawPointer(output)
        while j &+ 4 <= count {
            let offset = j &* MemoryLayout<Double>.stride
            let x = source.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
            if let y = evaluate4(x) {
                target.storeBytes(of: y, toByteOffset: offset, as: SIMD4<Double>.self)
            } else {
                for k in j..<(j &+ 4) { output[k] = value(input[k]) }
                scalar &+= 4
            }
            j &+= 4
        }
        while j < count {
            output[j] = value(input[j])
            scalar &+= 1
            j &+= 1
        }
        return scalar
    }

    /// The scalar path: `CubicBezier.value(at:)` on this storage.
    @inline(__always)
    func value(_ x: Double) -> Double {
        if x > 0 && x < 1 { return output(solve(x)) }
        if x < 0 {
            let s = startExtrapolationSlope
            return s == 0 ? 0 : x * s
        }
        if x > 1 {
            let s = endExtrapolationSlope
            return s == 0 ? 1 : 1 + (x - 1) * s
        }
        return x == 0 ? 0 : x == 1 ? 1 : x
    }

    /// Four inputs of one form inside (0, 1), or nil when they are not.
    @inline(__always)
    func evaluate4(_ x: SIMD4<Double>) -> SIMD4<Double>? {
        let form: Int
        let tau: SIMD4<Double>
        if Self.allTrue((x .> 0) .& (x .<= 0.5)) {
            form = 0
            tau = x
        } else if Self.allTrue((x .> 0.5) .& (x .< 1)) {
            form = 1
            tau = 1 - x
        } else {
            return nil
        }
        // The scalar `interval(_:)`, lane by lane.
        let scaled = tau * Self.scale
        let t = (scaled - 0.5) + Self.magic
        let s = scaled - (t - Self.magic)
        let bits = unsafeBitCast(t, to: SIMD4<Int>.self) &- Int(truncatingIfNeeded: Self.magic.bitPattern)
        let (i0, i1, i2, i3) = (bits[0], bits[1], bits[2], bits[3])
        let table = UnsafePointer(packed + (Self.tableOffset &+ form &* Self.formTableStride))
        let p0: SIMD4<Double>, p1: SIMD4<Double>, p2: SIMD4<Double>, p3: SIMD4<Double>, hi: SIMD4<Double>
        if Self.allTrue(t .== SIMD4(repeating: t[0])) {
            let r = table + i0 &* Self.recordStride
            (p0, p1, p2, p3, hi) = (SIMD4(repeating: r[0]), SIMD4(repeating: r[1]), SIMD4(repeating: r[2]), SIMD4(repeating: r[3]), SIMD4(repeating: r[4]))
        } else {
            let r0 = table + i0 &* Self.recordStride, r1 = table + i1 &* Self.recordStride
            let r2 = table + i2 &* Self.recordStride, r3 = table + i3 &* Self.recordStride
            p0 = SIMD4(r0[0], r1[0], r2[0], r3[0])
            p1 = SIMD4(r0[1], r1[1], r2[1], r3[1])
            p2 = SIMD4(r0[2], r1[2], r2[2], r3[2])
            p3 = SIMD4(r0[3], r1[3], r2[3], r3[3])
            hi = SIMD4(r0[4], r1[4], r2[4], r3[4])
        }
        let k = UnsafePointer(packed + form &* Self.coefficientStride)
        let (x1, x2, a3, b2, c1, b1, absA) = (k[0], k[1], k[2], k[3], k[4], k[5], k[6])
        // The scalar fast path's step and bound (see `solve(_:)`), with d1 > 0 required, so that
        // |1/d1| = 1/d1, and the bound compared squared: 4E²(2c²E² + |α|E²)² ≤ (u·2⁻⁵⁵)².
        let u = ((p3 * s + p2) * s + p1) * s + p0
        let v = 1 - u
        let f = u * (3 * v * (v * x1 + u * x2) + u * u) - tau
        let d1 = (a3 * u + b2) * u + c1
        let reciprocal = 1 / d1
        let step = f * reciprocal
        let c = (a3 * u + b1) * reciprocal
        let next = (u - step) - c * step * step
        let e2 = 2.25 * step * step
        let ce2 = c * c * e2
        let ae2 = absA * reciprocal * e2
        let b = 2 * ce2 + ae2
        var accepted = (next .>= p0) .& (next .<= hi) .& (d1 .> 0)
        accepted .&= (ce2 .<= 0.0625) .& (ae2 .<= 0.0625) .& (4 * e2 * b * b .<= next * next * 0x1p-110)
        var root = next
        if !Self.allTrue(accepted) {
            let intervals = SIMD4(i0, i1, i2, i3)
            for lane in 0..<4 where !accepted[lane] {
                root[lane] = refine(tau[lane], form: form, interval: intervals[lane], guess: next[lane]).u
            }
        }
        // y in the form whose parameter is ≤ ½ (see `output(_:)`).
        let flip = root .> 0.5
        if Self.allTrue(.!flip) {
            let y = Self.y(root, packed + form &* Self.coefficientStride)
            return form == 0 ? y : 1 - y
        }
        if Self.allTrue(flip) {
            let y = Self.y(1 - root, packed + (1 &- form) &* Self.coefficientStride)
            return form == 0 ? 1 - y : y
        }
        var result = SIMD4<Double>()
        for lane in 0..<4 {
            result[lane] = output(CubicBezier._Solution(u: root[lane], isMirror: form == 1))
        }
        return result
    }

    /// Whether every lane of the mask is set: the lanes are all-ones or all-zeros 64-bit patterns,
    /// reduced with two ANDs (the standard library's `all(_:)` takes the lanes one by one).
    @inline(__always)
    static func allTrue(_ mask: SIMDMask<SIMD4<Int64>>) -> Bool {
        let m = unsafeBitCast(mask, to: SIMD4<Int64>.self)
        let half = m.lowHalf & m.highHalf
        return (half[0] & half[1]) < 0
    }

    /// Y(w) in Bernstein form for the form whose coefficients start at `k`.
    @inline(__always)
    static func y(_ w: SIMD4<Double>, _ k: UnsafeMutablePointer<Double>) -> SIMD4<Double> {
        let v = 1 - w
        return w * (3 * v * (v * k[7] + w * k[8]) + w * w)
    }
}
