// The accelerated form of a cubic-Bézier timing curve, for hot loops and batches.

import CBezierKernel

extension CubicBezier {
    /// A cubic-Bézier timing function prepared for many evaluations: guess tables built when it is
    /// created and a polynomial of y per table interval built on the first evaluation in that
    /// interval, with SIMD and AVX kernels for batches.
    ///
    /// ``CubicBezier`` itself is a plain value that solves from a closed-form guess on every call;
    /// this form pays a creation cost (two guess tables of 33 nodes, 2.4 KB, on the heap) and a
    /// first-evaluation cost per interval (a Taylor series) to make each later evaluation cheaper.
    /// The break-even number of evaluations and both costs are measured in Benchmarks/README.md:
    /// prepare a curve when it is evaluated many times (a long-lived track, a table, a sweep), not
    /// per animation.
    ///
    /// ## Precision
    /// The contract of ``CubicBezier``: |y − y_exact| ≤ 1e-13·(1 + |x·dy/dx|), exact 0 and 1 at the
    /// ends, the same extrapolation. Inside an interval with a polynomial the value comes from
    /// that polynomial (within 2.8e-16 of the output scale, a test's bound) rather than from the
    /// solve, so its last bits may differ from ``CubicBezier/value(at:)``'s; ``values(at:)`` and
    /// ``value(at:)`` of the prepared form agree bit for bit (a test checks), in any order and on
    /// every kernel.
    ///
    /// Copies share the tables; the polynomial records are published once for every copy and
    /// thread (threads that race may each build one, with the same bits).
    public struct Prepared: TimingCurve, Hashable {
        /// The curve.
        public let curve: CubicBezier
        /// The tables, shared by copies.
        @usableFromInline let storage: BezierStorage

        /// Prepares `curve`: builds both forms' guess tables and acceptance bounds.
        ///
        /// - Complexity: O(1): 64 node solves and their Hermite interpolants; one heap
        ///   allocation of 2.4 KB (and one of 8.5 KB on the first evaluation).
        package init(_ curve: CubicBezier) {
            self.curve = curve
            storage = BezierStorage(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
        }

        /// The progress at `x`: the interval's polynomial or the solve from the table's guess.
        /// - Complexity: O(1); the first evaluation in an interval also builds its polynomial.
        @inlinable @inline(__always)
        public func value(at x: Double) -> Double {
            storage.value(x)
        }

        /// The slope dy/dx at `x`, as ``CubicBezier/derivative(at:)``.
        @inlinable
        public func derivative(at x: Double) -> Double {
            if x > 0 && x < 1 && !curve.isIdentity { return storage.slope(storage.solve(x)) }
            return curve.derivative(at: x)
        }

        /// Value and slope at `x`: the value is ``value(at:)``'s, bit for bit.
        @inlinable
        public func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) {
            if x > 0 && x < 1 && !curve.isIdentity {
                return (storage.value(x), storage.slope(storage.solve(x)))
            }
            return curve.valueAndDerivative(at: x)
        }

        /// The curve parameter t with Bx(t) = x, solved from the table's guess.
        package func parameter(at x: Double) -> Double {
            if !(x > 0 && x < 1) { return curve.parameter(at: x) }
            let solution = storage.solve(x)
            return solution.isMirror ? 1 - solution.u : solution.u
        }

        public var mapsEndpointsExactly: Bool { true }
        public var isMonotone: Bool { curve.isMonotone }

        /// ``CubicBezier/input(forProgress:)``.
        public func input(forProgress y: Double) throws(TimingCurveError) -> Double {
            try curve.input(forProgress: y)
        }

        public static func == (lhs: Prepared, rhs: Prepared) -> Bool { lhs.curve == rhs.curve }
        public func hash(into hasher: inout Hasher) { hasher.combine(curve) }
    }

    /// The accelerated form of this curve (``Prepared``), for many evaluations of one curve.
    /// - Complexity: O(1), far costlier than creating the curve (Benchmarks/README.md).
    public func prepared() -> Prepared { Prepared(self) }

    /// Evaluates values (and optionally derivatives) of every input into caller-owned buffers, each
    /// as ``value(at:)`` and ``derivative(at:)`` give it.
    ///
    /// - Parameters:
    ///   - inputs: input fractions.
    ///   - values: receives one value per input; must have at least `inputs.count` elements.
    ///   - derivatives: optional; receives one slope per input when given.
    /// - Returns: the number of elements written, `min` of the buffer counts.
    /// - Complexity: O(n) evaluations.
    @inlinable @discardableResult
    public func evaluate(
        _ inputs: UnsafeBufferPointer<Double>,
        values: UnsafeMutableBufferPointer<Double>,
        derivatives: UnsafeMutableBufferPointer<Double>? = nil
    ) -> Int {
        fill(inputs, values: values, derivatives: derivatives) { input, output, n in
            for i in 0..<n { output[i] = value(at: input[i]) }
        }
    }
}
