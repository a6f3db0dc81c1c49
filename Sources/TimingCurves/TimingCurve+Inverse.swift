// The inverse of a monotone timing curve: the input at which a progress is reached.

import MotionMath

extension TimingCurve {
    /// Checks that `y` is a finite progress in [0, 1].
    @usableFromInline
    func validatedProgress(_ y: Double) throws(TimingCurveError) -> Double {
        guard y.isFinite else { throw .nonFiniteInput(y) }
        guard (0...1).contains(y) else { throw .progressOutOfRange(y, range: 0...1) }
        return y
    }

    /// The smallest input x ∈ [0, 1] at which the curve reaches progress `y` ("when is this
    /// animation half-way?").
    ///
    /// Newton's method on value(x) − y, safeguarded by bisection on a bracket that always holds
    /// the crossing (the curve is non-decreasing), and stopped when the bracket holds no double
    /// strictly inside or the step is within an ulp. For a continuous, strictly increasing curve
    /// this is the unique solution to the precision of the curve's own evaluation; where the
    /// curve is flat or jumps (CSS `steps()`) it is the left end of the set where progress ≥ y.
    /// ``CubicBezier`` overrides it with an exact inverse (the Bézier with swapped coordinates).
    ///
    /// - Throws: ``TimingCurveError/notInvertible(reason:)`` when the curve is not monotone;
    ///   ``TimingCurveError/progressOutOfRange(_:range:)`` when `y` lies outside
    ///   [value(0), value(1)]; ``TimingCurveError/nonFiniteInput(_:)`` for NaN or infinity.
    /// - Complexity: O(1) evaluations in the typical case, at most about 130.
    public func input(forProgress y: Double) throws(TimingCurveError) -> Double {
        guard isMonotone else {
            throw .notInvertible(reason: "the curve overshoots or bounces, so a progress may be reached more than once")
        }
        guard y.isFinite else { throw .nonFiniteInput(y) }
        let start = value(at: 0)
        let end = value(at: 1)
        guard y >= start && y <= end else { throw .progressOutOfRange(y, range: start...end) }
        if y == start { return 0 }
        // The identity's answer y is a fair first guess.
        return smallestInput(reaching: y, in: 0, 1, guess: y > 0 && y < 1 ? y : 0.5)
    }

    /// The smallest x in [lo, hi] with value(x) ≥ y, for a monotone curve with
    /// value(lo) < y ≤ value(hi): MotionMath's safeguarded Newton on value(x) − y, leftmost.
    /// The combinators call it to move from the largest such input to the smallest.
    package func smallestInput(reaching y: Double, in lo: Double, _ hi: Double, guess: Double) -> Double {
        Double.safeguardedNewtonRoot(in: lo, hi, increasing: true, guess: guess, leftmost: true) { x in
            let (v, s) = valueAndDerivative(at: x)
            return (v - y, s > 0 ? s : 0)
        }
    }
}
