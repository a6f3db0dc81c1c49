// Batched evaluation of a cubic-Bézier timing function.

extension CubicBezier {
    /// Evaluates the curve at every input.
    ///
    /// Results are identical to ``value(at:)`` for every input, in any order.
    /// - Complexity: O(n).
    @inlinable
    public func values<C: Collection>(at inputs: C) -> [Double] where C.Element == Double {
        [Double](unsafeUninitializedCapacity: inputs.count) { buffer, count in
            var i = 0
            for x in inputs {
                buffer[i] = value(at: x)
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
    /// - Complexity: O(n).
    @inlinable @discardableResult
    public func evaluate(
        _ inputs: UnsafeBufferPointer<Double>,
        values: UnsafeMutableBufferPointer<Double>,
        slopes: UnsafeMutableBufferPointer<Double>? = nil
    ) -> Int {
        var n = Swift.min(inputs.count, values.count)
        if let slopes { n = Swift.min(n, slopes.count) }
        if let slopes {
            for i in 0..<n {
                let (v, s) = valueAndSlope(at: inputs[i])
                values[i] = v
                slopes[i] = s
            }
        } else {
            for i in 0..<n { values[i] = value(at: inputs[i]) }
        }
        return n
    }
}
