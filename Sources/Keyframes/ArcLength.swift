// Arc length of a piecewise curve and its inverse: the machinery behind paced keyframes and
// paced paths.
//
// Each piece is parameterised by u ∈ [0, 1] with speed |p′(u)|. Building integrates the speed
// over `samplesPerPiece` equal sub-intervals of every piece by adaptive Gauss–Legendre (split at
// any breakpoints the caller knows — cusps and inflections of a Bézier — so each integrand is
// smooth), giving a table of cumulative lengths. Inverting s ↦ (piece, u) finds the piece and
// the sub-interval by binary search (or from a hint: O(1) for increasing queries), then solves
// S(u) = s by Newton's method safeguarded by bisection inside the sub-interval, with
// S(u) = table + ∫ speed from the sub-interval's start.

/// The cumulative arc-length table of a piecewise curve.
@usableFromInline
struct ArcLengthTable: Sendable {
    /// Sub-intervals per piece.
    static let samplesPerPiece = 8
    /// Cumulative length at the start of each piece; count pieces + 1, last = total length.
    let pieceStarts: [Double]
    /// Cumulative length (from the piece's start) at u = j/samplesPerPiece, j = 0…samplesPerPiece,
    /// for each piece in order.
    let nodes: [Double]
    /// For each sub-interval (pieces × samplesPerPiece), whether one 10-point rule integrates it to
    /// the tolerance (no breakpoint inside, no subdivision needed): inversion then integrates with
    /// that single rule.
    let isSmooth: [Bool]
    /// Relative accuracy asked of each integral.
    static let relativeTolerance = 1e-14
    /// Whether every integral met its tolerance (false when one ran out of its subdivision budget:
    /// the lengths are then best estimates).
    let isConverged: Bool

    @usableFromInline var totalLength: Double { pieceStarts.last ?? 0 }
    var pieceCount: Int { pieceStarts.count - 1 }

    /// Builds the table.
    /// - Parameters:
    ///   - pieces: the number of pieces.
    ///   - breakpoints: parameters in (0, 1) of a piece where the speed is not smooth (may be empty).
    ///   - speed: |p′(u)| of piece i at u.
    /// - Complexity: O(pieces) integrations, each a few dozen speed evaluations when the speed is
    ///   smooth and at most ``AdaptiveQuadrature/maximumEvaluations`` whatever it is.
    init(pieces: Int, breakpoints: (Int) -> [Double] = { _ in [] }, speed: (Int, Double) -> Double) {
        let m = Self.samplesPerPiece
        var starts = [0.0]
        starts.reserveCapacity(pieces + 1)
        var nodes = [Double]()
        nodes.reserveCapacity(pieces * (m + 1))
        var smooth = [Bool]()
        smooth.reserveCapacity(pieces * m)
        var converged = true
        for i in 0..<pieces {
            func f(_ u: Double) -> Double { speed(i, u) }
            let estimate = AdaptiveQuadrature.gauss10(0, 1, f)
            let tolerance = max(estimate, 1e-300) * Self.relativeTolerance / Double(m)
            let cuts = breakpoints(i).filter { $0 > 0 && $0 < 1 }.sorted()
            var total = 0.0
            nodes.append(0)
            var refined = false
            /// ∫ f over [lo, hi], noting a split (the sub-interval is then not smooth) and a spent budget.
            func integral(_ lo: Double, _ hi: Double) -> Double {
                let estimate = AdaptiveQuadrature.integrate(lo, hi, absoluteTolerance: tolerance, relativeTolerance: 0, f)
                refined = refined || estimate.isSubdivided
                converged = converged && estimate.isConverged
                return estimate.value
            }
            for j in 0..<m {
                let a = Double(j) / Double(m), b = Double(j + 1) / Double(m)
                var lo = a
                refined = false
                for cut in cuts where cut > a && cut < b {
                    total += integral(lo, cut)
                    lo = cut
                    refined = true
                }
                total += integral(lo, b)
                nodes.append(total)
                smooth.append(!refined)
            }
            starts.append(starts[i] + total)
        }
        self.pieceStarts = starts
        self.nodes = nodes
        self.isSmooth = smooth
        self.isConverged = converged
    }

    /// The piece and parameter at arc length s (clamped to [0, total]).
    ///
    /// `hint` is the piece of the previous query; increasing queries then cost O(1) to locate.
    /// Zero-length pieces are never returned unless every piece has zero length (then (0, 0)).
    /// - Complexity: O(1) with a good hint, O(log pieces) otherwise; a few integrations for Newton
    ///   (at most 200 Newton–bisection steps, each one bounded integration).
    @usableFromInline
    func locate(_ s: Double, hint: inout Int, speed: (Int, Double) -> Double) -> (piece: Int, u: Double) {
        let total = totalLength
        guard total > 0, pieceCount > 0 else { return (0, 0) }
        let target = min(max(s, 0), total)
        // Piece: pieceStarts[i] ≤ target < pieceStarts[i + 1] (the last piece takes the end).
        var i = pieceStarts.lastIndex(atOrBelow: target, upperBound: pieceCount - 1, hint: &hint)
        // Step back over zero-length pieces at the very end.
        while i > 0 && pieceStarts[i + 1] == pieceStarts[i] { i -= 1 }
        hint = i
        let local = target - pieceStarts[i]
        let m = Self.samplesPerPiece
        let base = i * (m + 1)
        let pieceLength = nodes[base + m]
        if local >= pieceLength { return (i, 1) }
        if local <= 0 { return (i, 0) }
        // Sub-interval j: nodes[base + j] ≤ local < nodes[base + j + 1].
        var start = base
        let j = nodes.lastIndex(atOrBelow: local, lowerBound: base, upperBound: base + m - 1, hint: &start) - base
        let a = Double(j) / Double(m), b = Double(j + 1) / Double(m)
        let s0 = nodes[base + j], s1 = nodes[base + j + 1]
        // A constant copy of the piece: a closure capturing the `var` would pay a dynamic
        // exclusivity check per speed evaluation (measured: a third of a query's instructions).
        let piece = i
        func f(_ u: Double) -> Double { speed(piece, u) }
        let tolerance = max(pieceLength, 1e-300) * Self.relativeTolerance / Double(m)
        let guess = s1 > s0 ? a + (b - a) * (local - s0) / (s1 - s0) : a
        let smooth = isSmooth[i * m + j]
        let u = Double.safeguardedNewtonRoot(in: a, b, increasing: true, guess: guess) { u in
            let partial = smooth
                ? AdaptiveQuadrature.gauss10(a, u, f)
                : AdaptiveQuadrature.integrate(a, u, absoluteTolerance: tolerance, relativeTolerance: 0, f).value
            return (s0 + partial - local, f(u))
        }
        return (i, u)
    }
}

import MotionMath
