// Gauss–Legendre quadrature with bounded, globally adaptive subdivision: the integrator behind
// every arc length in the package.
//
// The 10-point rule integrates polynomials of degree ≤ 19 exactly and converges geometrically on
// smooth integrands. An interval's error is estimated as |G(left) + G(right) − G(whole)|. The
// integrator keeps a list of intervals and always splits the one with the largest estimate
// (QUADPACK's QAG strategy, Piessens et al. 1983), so the work goes where the integrand is hard.
// It stops when
//   (1) the summed estimate is within the tolerance (converged), or
//   (2) every interval left is at its rounding floor: its estimate is below 64·ε times the
//       integral of |f| over it, where further splitting only measures rounding noise
//       (converged: the tolerance asked for is below what the evaluations of f can resolve), or
//   (3) the subdivision budget is spent (`maximumSubdivisions`): the best estimate is returned
//       with `isConverged == false`.
// The work is therefore at most 30 + 40·maximumSubdivisions evaluations of f whatever the
// integrand, its magnitude or the tolerance — the property a recursive "halve the tolerance per
// level" scheme lacks: when rounding noise exceeds the halved tolerance it splits every interval
// to its depth limit, 2^depth work (the thin-ellipse hang that fuzzing found).
//
// Nodes and weights: the roots of P₁₀ and wᵢ = 2/((1 − xᵢ²)·P₁₀′(xᵢ)²), computed to 35 digits
// (Newton on the Legendre recurrence in mpmath) and rounded to the nearest Double; a test checks
// them against LinearSolvers' Golub–Welsch rule. References: G. H. Golub, J. H. Welsch, Math.
// Comp. 23 (1969); Abramowitz & Stegun 25.4.30 (the n = 10 table); R. Piessens et al., QUADPACK
// (Springer, 1983), routine QAG.

/// The result of a bounded adaptive integration.
public struct QuadratureEstimate: Sendable, Hashable {
    /// The estimate of ∫ₐᵇ f.
    public var value: Double
    /// The summed per-interval error estimate |G(halves) − G(whole)| (absolute, pessimistic:
    /// the returned halves are usually far more accurate than it says).
    public var errorEstimate: Double
    /// Whether the tolerance was met or every interval reached its rounding floor; false when
    /// the subdivision budget ran out first (the value is then the best estimate found).
    public var isConverged: Bool
    /// Evaluations of the integrand used (at most ``AdaptiveQuadrature/maximumEvaluations``).
    public var evaluations: Int

    package init(value: Double, errorEstimate: Double, isConverged: Bool, evaluations: Int) {
        self.value = value
        self.errorEstimate = errorEstimate
        self.isConverged = isConverged
        self.evaluations = evaluations
    }

    /// The estimate of an empty integral: 0, exactly, converged.
    package static let zero = QuadratureEstimate(value: 0, errorEstimate: 0, isConverged: true, evaluations: 0)

    /// Whether the interval had to be split (one 10-point rule on it and on its halves did not
    /// meet the tolerance).
    package var isSubdivided: Bool { evaluations > AdaptiveQuadrature.unsplitEvaluations }

    /// The estimate of the integral over the union of two disjoint intervals: values, error
    /// estimates and evaluations add; converged when both are.
    package static func + (lhs: QuadratureEstimate, rhs: QuadratureEstimate) -> QuadratureEstimate {
        QuadratureEstimate(
            value: lhs.value + rhs.value, errorEstimate: lhs.errorEstimate + rhs.errorEstimate,
            isConverged: lhs.isConverged && rhs.isConverged, evaluations: lhs.evaluations + rhs.evaluations)
    }

    /// `self` for `copies` copies of the interval (whole periods of a periodic integrand).
    package func repeated(_ copies: Double) -> QuadratureEstimate {
        QuadratureEstimate(value: copies * value, errorEstimate: copies * errorEstimate, isConverged: isConverged, evaluations: evaluations)
    }
}

/// Gauss–Legendre quadrature: the fixed 10-point rule and a bounded, globally adaptive
/// integrator built on it.
public enum AdaptiveQuadrature {
    /// The positive nodes of the 10-point rule on [−1, 1], descending (the others are their
    /// negatives).
    @usableFromInline static let nodes: (Double, Double, Double, Double, Double) =
        (0.9739065285171717, 0.8650633666889845, 0.6794095682990244, 0.4333953941292472, 0.14887433898163122)
    /// The weights of ``nodes`` (each shared by ±xᵢ; the ten sum to 2).
    @usableFromInline static let weights: (Double, Double, Double, Double, Double) =
        (0.06667134430868814, 0.1494513491505806, 0.21908636251598204, 0.26926671930999635, 0.29552422471475287)

    /// The nodes and weights of the 10-point rule on [−1, 1], ascending, as arrays.
    package static var rule: (nodes: [Double], weights: [Double]) {
        let x = [nodes.0, nodes.1, nodes.2, nodes.3, nodes.4], w = [weights.0, weights.1, weights.2, weights.3, weights.4]
        return (x.map { -$0 } + x.reversed(), w + w.reversed())
    }

    /// The most intervals split by ``integrate(_:_:absoluteTolerance:relativeTolerance:_:)``.
    public static let maximumSubdivisions = 200
    /// The evaluations of an integration that needs no split: the rule on the interval and on
    /// its two halves.
    package static let unsplitEvaluations = 30
    /// The most evaluations of the integrand one integration makes: 30 for the first interval
    /// and its halves, 40 per split.
    public static let maximumEvaluations = unsplitEvaluations + 40 * maximumSubdivisions

    /// ∫ₐᵇ f by the 10-point Gauss–Legendre rule mapped to [a, b].
    /// - Complexity: 10 evaluations of f.
    @inlinable
    public static func gauss10(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
        gauss10WithMagnitude(a, b, f).value
    }

    /// The rule's ∫ₐᵇ f and, from the same evaluations, its estimate of ∫ₐᵇ |f| (the scale of
    /// the sum's rounding, for the integrator's floor).
    @inlinable
    static func gauss10WithMagnitude(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> (value: Double, magnitude: Double) {
        let half = 0.5 * (b - a), mid = 0.5 * (a + b)
        var sum = 0.0, magnitude = 0.0
        @inline(__always) func pair(_ x: Double, _ w: Double) {
            let d = half * x
            let (left, right) = (f(mid - d), f(mid + d))
            sum += w * (left + right)
            magnitude += w * (abs(left) + abs(right))
        }
        pair(nodes.0, weights.0)
        pair(nodes.1, weights.1)
        pair(nodes.2, weights.2)
        pair(nodes.3, weights.3)
        pair(nodes.4, weights.4)
        return (sum * half, magnitude * abs(half))
    }

    /// The positive nodes (descending) and weights of the 20-point Gauss–Legendre rule on [−1, 1]
    /// (the rule is symmetric: −xₖ has the weight of xₖ); 50-digit mpmath values converted to Double.
    package static let nodes20: [Double] = [
        0.9931285991850949, 0.9639719272779138, 0.912234428251326, 0.8391169718222188, 0.7463319064601508,
        0.636053680726515, 0.5108670019508271, 0.37370608871541955, 0.22778585114164507, 0.07652652113349734,
    ]
    package static let weights20: [Double] = [
        0.017614007139152118, 0.04060142980038694, 0.06267204833410907, 0.08327674157670475, 0.10193011981724044,
        0.11819453196151841, 0.13168863844917664, 0.14209610931838204, 0.14917298647260374, 0.15275338713072584,
    ]

    /// The same for the 32-point rule.
    package static let nodes32: [Double] = [
        0.9972638618494816, 0.9856115115452684, 0.9647622555875064, 0.9349060759377397, 0.8963211557660521,
        0.84936761373257, 0.7944837959679424, 0.7321821187402897, 0.6630442669302152, 0.5877157572407623,
        0.5068999089322294, 0.42135127613063533, 0.33186860228212767, 0.23928736225213706, 0.1444719615827965,
        0.04830766568773832,
    ]
    package static let weights32: [Double] = [
        0.007018610009470096, 0.01627439473090567, 0.02539206530926206, 0.03427386291302143, 0.04283589802222668,
        0.050998059262376175, 0.058684093478535544, 0.06582222277636185, 0.0723457941088485, 0.07819389578707031,
        0.08331192422694675, 0.08765209300440381, 0.09117387869576389, 0.09384439908080457, 0.09563872007927486,
        0.0965400885147278,
    ]

    /// ∫ₐᵇ f, adaptively and with bounded work.
    ///
    /// The target is max(`absoluteTolerance`, `relativeTolerance`·|∫f|); see the file comment
    /// for the stopping rules. `a > b` integrates the other way and negates; `a == b` is 0.
    /// Non-finite evaluations stop the refinement of that interval (they cannot be refined into
    /// a finite answer) and the estimate is returned as it is, flagged not converged.
    /// - Parameters:
    ///   - a: the lower limit.
    ///   - b: the upper limit.
    ///   - absoluteTolerance: the absolute error asked for (≥ 0).
    ///   - relativeTolerance: the error asked for relative to the integral (≥ 0).
    ///   - f: the integrand.
    /// - Returns: the estimate, its error estimate, whether it converged and the evaluations used.
    /// - Complexity: at most ``maximumEvaluations`` evaluations of f and O(``maximumSubdivisions``²)
    ///   comparisons; 30 evaluations when f is smooth on the interval.
    public static func integrate(
        _ a: Double, _ b: Double, absoluteTolerance: Double = 0, relativeTolerance: Double = 1e-14,
        _ f: (Double) -> Double
    ) -> QuadratureEstimate {
        if a == b { return .zero }
        if a > b {
            var flipped = integrate(b, a, absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance, f)
            flipped.value = -flipped.value
            return flipped
        }
        guard a.isFinite, b.isFinite else {
            return QuadratureEstimate(value: .nan, errorEstimate: .infinity, isConverged: false, evaluations: 0)
        }
        struct Piece {
            var a, b, whole, left, right: Double
            var magnitude: Double  // ∫|f| over the piece, estimated from the halves' rules
            var value: Double { left + right }
            var error: Double { abs(left + right - whole) }
            /// Not split further: at the rounding floor, not splittable any more, or not finite.
            var isFinal: Bool
            /// Final because its error is rounding noise (the only reason that still counts as converged).
            var isAtFloor: Bool
        }
        func piece(_ lo: Double, _ hi: Double, whole: Double) -> Piece {
            let mid = lo + 0.5 * (hi - lo)
            let (left, leftMagnitude) = gauss10WithMagnitude(lo, mid, f), (right, rightMagnitude) = gauss10WithMagnitude(mid, hi, f)
            let magnitude = leftMagnitude + rightMagnitude
            var p = Piece(a: lo, b: hi, whole: whole, left: left, right: right, magnitude: magnitude, isFinal: false, isAtFloor: false)
            let finite = p.value.isFinite && whole.isFinite
            p.isAtFloor = finite && p.error <= 64 * Double.ulpOfOne * magnitude
            let splittable = lo + 0.25 * (hi - lo) > lo && hi - 0.25 * (hi - lo) < hi
            p.isFinal = p.isAtFloor || !splittable || !finite
            return p
        }
        /// Refines the `count` pieces in `pieces` until a stopping rule holds (the estimate) or the
        /// buffer is full (nil: the caller moves the pieces to a larger one and calls again).
        func refine(_ pieces: UnsafeMutableBufferPointer<Piece>, _ count: inout Int) -> QuadratureEstimate? {
            while true {
                var total = 0.0, error = 0.0, resolvableError = 0.0, worst = -1
                for i in 0..<count {
                    let p = pieces[i]
                    total += p.value
                    error += p.error
                    if !p.isAtFloor { resolvableError += p.error }
                    if !p.isFinal && (worst < 0 || p.error > pieces[worst].error) { worst = i }
                }
                let target = max(absoluteTolerance, relativeTolerance * abs(total))
                let finite = total.isFinite
                let subdivisions = count - 1
                if error <= target || worst < 0 || !finite || subdivisions >= maximumSubdivisions {
                    // Converged when the target is met, or when only pieces at their rounding floor
                    // are left (their error is rounding noise, not a lack of resolution).
                    let converged = finite && (error <= target || resolvableError <= target)
                    return QuadratureEstimate(
                        value: total, errorEstimate: error, isConverged: converged, evaluations: unsplitEvaluations + 40 * subdivisions)
                }
                guard count < pieces.count else { return nil }
                let p = pieces[worst]
                let mid = p.a + 0.5 * (p.b - p.a)
                pieces[worst] = piece(p.a, mid, whole: p.left)
                pieces.initializeElement(at: count, to: piece(mid, p.b, whole: p.right))
                count += 1
            }
        }
        // The first 16 pieces (896 bytes: within what the runtime always puts on the stack) need
        // no heap allocation, so an integral with a few splits allocates nothing (the per-frame
        // paced queries make such integrals); past 15 splits the pieces move to the heap.
        return withUnsafeTemporaryAllocation(of: Piece.self, capacity: 16) { small in
            var count = 1
            small.initializeElement(at: 0, to: piece(a, b, whole: gauss10(a, b, f)))
            if let done = refine(small, &count) { return done }
            let large = UnsafeMutableBufferPointer<Piece>.allocate(capacity: maximumSubdivisions + 1)
            defer { large.deallocate() }  // Piece is trivial: nothing to deinitialise
            _ = large.initialize(fromContentsOf: small)
            return refine(large, &count)!  // room for every split the budget allows: never nil
        }
    }
}
