// Batched evaluation of a cubic-Bézier timing function.
//
// Animation frames arrive in order, so consecutive inputs are close. After each solve the last
// evaluated point (u, X(u), X′(u), X″(u)) is kept, and the next root is predicted by the
// second-order Taylor expansion of the inverse function,
//     u ≈ u₀ + δ/X′ − X″·δ²/(2X′³),   δ = τ − X(u₀),
// whose error is O(δ³). For frame-sized steps (δ ≈ 1e-3) that is about 1e-9, and one Newton step
// then reaches full precision, which the quadratic-convergence stop recognises without a further
// evaluation: one evaluation of X (with derivatives) and one of Y per input. Unsorted inputs are
// still correct: the prediction is used only when δ is small, and the table's bracket always
// applies.

extension CubicBezier {
    /// Evaluates the curve at every input, reusing each solution to start the next.
    ///
    /// Results are identical in precision to ``value(at:)`` for any order of inputs; sorted or
    /// nearly sorted inputs (animation frames) are fastest.
    /// - Complexity: O(n); for sorted inputs about one Newton step per input.
    @inlinable
    public func values<C: Collection>(at inputs: C) -> [Double] where C.Element == Double {
        [Double](unsafeUninitializedCapacity: inputs.count) { buffer, count in
            var sweep = _Sweep()
            var i = 0
            for x in inputs {
                buffer[i] = sweep.value(self, x)
                i += 1
            }
            count = i
        }
    }

    /// Evaluates values (and optionally slopes) of every input into caller-owned buffers.
    ///
    /// - Parameters:
    ///   - inputs: input fractions.
    ///   - values: receives one value per input; must have at least `inputs.count` elements.
    ///   - slopes: optional; receives one slope per input when given.
    /// - Returns: the number of elements written, `min` of the buffer counts.
    /// - Complexity: O(n); for sorted inputs about one Newton step per input.
    @inlinable @discardableResult
    public func evaluate(
        _ inputs: UnsafeBufferPointer<Double>,
        values: UnsafeMutableBufferPointer<Double>,
        slopes: UnsafeMutableBufferPointer<Double>? = nil
    ) -> Int {
        var n = Swift.min(inputs.count, values.count)
        if let slopes { n = Swift.min(n, slopes.count) }
        var sweep = _Sweep()
        if let slopes {
            for i in 0..<n {
                let (v, s) = sweep.valueAndSlope(self, inputs[i])
                values[i] = v
                slopes[i] = s
            }
        } else {
            for i in 0..<n { values[i] = sweep.value(self, inputs[i]) }
        }
        return n
    }

    /// The state carried from one input to the next in a batched evaluation.
    @usableFromInline
    struct _Sweep {
        /// 0: no previous solve, 1: forward form, 2: mirror form.
        @usableFromInline var form: UInt8 = 0
        @usableFromInline var u: Double = 0
        @usableFromInline var x: Double = 0
        @usableFromInline var d1: Double = 0
        @usableFromInline var d2: Double = 0
        /// Total Newton iterations so far (for tests of the cost per input).
        @usableFromInline var iterations: Int = 0

        @usableFromInline init() {}

        @inlinable
        mutating func solve(_ curve: CubicBezier, _ xIn: Double) -> _Solution {
            let isMirror = xIn > 0.5
            let h = curve.storage
            let s = isMirror ? solve(h.mirror, 1 - xIn, formCode: 2) : solve(h.forward, xIn, formCode: 1)
            return _Solution(u: s, isMirror: isMirror)
        }

        @inlinable
        mutating func solve(_ half: borrowing _HalfCubic, _ tau: Double, formCode: UInt8) -> Double {
            let (lo, hi, tableGuess) = half.bracket(tau)
            var guess = tableGuess
            if form == formCode && d1 > 0 {
                let delta = tau - x
                if abs(delta) <= 1.0 / 64 {
                    let r = 1 / d1
                    let predicted = u + delta * r - d2 * delta * delta * (0.5 * r * r * r)
                    if predicted > lo && predicted < hi { guess = predicted }
                }
            }
            let s = half.solve(tau, lo: lo, hi: hi, guess: guess)
            form = formCode
            u = s.lastU
            x = s.lastX
            d1 = s.lastD1
            d2 = s.lastD2
            iterations &+= s.iterations
            return s.u
        }

        @inlinable
        mutating func value(_ curve: CubicBezier, _ x: Double) -> Double {
            if x > 0 && x < 1 { return curve.output(solve(curve, x)) }
            return curve.outsideValue(x)
        }

        @inlinable
        mutating func valueAndSlope(_ curve: CubicBezier, _ x: Double) -> (Double, Double) {
            if x > 0 && x < 1 {
                let s = solve(curve, x)
                return (curve.output(s), curve.slope(s))
            }
            return curve.valueAndSlope(at: x)
        }
    }
}
