// Arc length of a piecewise curve and its inverse: the machinery behind paced keyframes and
// paced paths.
//
// Goals, in order: (1) the point at arc length s within 1e-13 of the piece's length of the exact
// one (measured: ArcLengthPropertyTests); (2) a query costs a few times a cubic evaluation, with
// no square root and no integration; (3) building costs a few dozen speed evaluations per piece,
// without allocation per piece; (4) bounded work and a typed result on any input.
//
// Each piece is parameterised by u ∈ [0, 1] with speed |p′(u)|, split at the breakpoints the
// caller knows (speed extrema and cusps, inflections of a Bézier, quarter turns of an arc) into
// parts on which the speed is smooth. Each part is covered by sub-intervals [a, b], bisected until
// on each of them:
//   - the speed, sampled at the 17 Chebyshev–Lobatto points, is resolved: its last three
//     Chebyshev coefficients are within 1e-14 of the part's mean speed (or at the rounding floor,
//     64ε of the largest sample); the cumulative length S at the points then comes from one
//     matrix–vector product (MotionMath's ``ChebyshevIntegration``, Clenshaw–Curtis weights);
//   - the inverse u(S), interpolated by a polynomial of degree 16 in the normalised length
//     t = 2(S − S(a))/(S(b) − S(a)) − 1 through those 17 points, reproduces the 16 midpoint
//     nodes (whose lengths the forward series gives) to within 1e-14 of the part's length.
// A query is then a search for the piece and sub-interval and one Horner evaluation of degree 16.
// Where the checks fail after 20 halvings (next to a cusp, where u(S) behaves as √S) or a part
// has spent its 48 splits, the sub-interval falls back to bounded adaptive Gauss–Legendre
// quadrature (``AdaptiveQuadrature``) and inversion by Newton's method safeguarded by bisection,
// each step one integral from the sub-interval's start; at most 5 such sub-intervals per part
// (the remainder of a part becomes one when that count is reached), so the work stays bounded.

import MotionMath

/// The cumulative arc-length table of a piecewise curve.
@usableFromInline
struct ArcLengthTable: Sendable {
    /// Kinds of sub-interval.
    @usableFromInline static let polynomial: UInt8 = 0, smoothFallback: UInt8 = 1, adaptiveFallback: UInt8 = 2, empty: UInt8 = 3
    /// The degree of the inverse polynomials (``ChebyshevIntegration/degree``).
    @usableFromInline static let degree = ChebyshevIntegration.degree
    /// Doubles per sub-interval record: S(a), S(b) (from the piece's start), 2/(S(b) − S(a)) (or the
    /// absolute tolerance of a fallback), a, b, then the degree + 1 monomial coefficients of u(t)
    /// mapped to [−1, 1] (unused by a fallback).
    @usableFromInline static let stride = 5 + degree + 1
    /// Relative accuracy asked of each part's lengths and of the inverse.
    static let relativeTolerance = 1e-14
    /// Most halvings of a part, and of any one sub-interval.
    static let maximumSplits = 48, maximumDepth = 20
    /// Most fallback sub-intervals per part.
    static let maximumFallbacks = 5
    /// The widest sub-interval tried first (of the 300 random cubic Béziers of
    /// ArcLengthPropertyTests, widths 1, 1/4 and 1/8 needed 154k, 141k and 125k speed evaluations).
    static let initialWidth = 0.125

    /// Cumulative length at the start of each piece; count pieces + 1, last = total length.
    @usableFromInline let pieceStarts: [Double]
    /// The first sub-interval of each piece; count pieces + 1 (the last = the number of sub-intervals).
    @usableFromInline let firstInterval: [Int]
    /// ``stride`` doubles per sub-interval, in order along each piece.
    @usableFromInline let records: [Double]
    /// The kind of each sub-interval.
    @usableFromInline let kinds: [UInt8]
    /// Whether every integral met its tolerance (false when a fallback integral ran out of its
    /// subdivision budget: the lengths are then best estimates).
    let isConverged: Bool

    @usableFromInline var totalLength: Double { pieceStarts.last ?? 0 }
    @usableFromInline var pieceCount: Int { pieceStarts.count - 1 }
    /// The number of sub-intervals (tests and documentation).
    var intervalCount: Int { kinds.count }
    /// The number of fallback sub-intervals.
    var fallbackCount: Int { kinds.count(where: { $0 == Self.smoothFallback || $0 == Self.adaptiveFallback }) }

    /// The most speed evaluations building a piece with `parts` smooth parts can make: per part,
    /// 1 + 2·``maximumSplits`` polynomial attempts of 17 samples and ``maximumFallbacks`` bounded
    /// integrals.
    static func maximumEvaluations(parts: Int) -> Int {
        parts * ((1 + 2 * maximumSplits) * (degree + 1) + maximumFallbacks * AdaptiveQuadrature.maximumEvaluations)
    }

    /// Builds the table.
    /// - Parameters:
    ///   - pieces: the number of pieces.
    ///   - breakpoints: parameters in (0, 1) of a piece where the speed is not smooth (may be empty).
    ///   - speed: |p′(u)| of piece i at u.
    /// - Complexity: O(pieces): 17 speed evaluations and about 1,200 multiply–adds per sub-interval
    ///   (one to a few per part when the speed is smooth), at most ``maximumEvaluations(parts:)``
    ///   evaluations per piece whatever the speed; no allocation per piece.
    init(pieces: Int, breakpoints: (Int) -> [Double] = { _ in [] }, speed: (Int, Double) -> Double) {
        let n = Self.degree, count = n + 1, stride = Self.stride
        let nodes = ChebyshevIntegration.nodes, midpoints = ChebyshevIntegration.midpoints
        let cumulative = ChebyshevIntegration.cumulative, atMidpoints = ChebyshevIntegration.cumulativeAtMidpoints
        let tailWeights = ChebyshevIntegration.tail
        var starts = [0.0]
        starts.reserveCapacity(pieces + 1)
        var first = [Int]()
        first.reserveCapacity(pieces + 1)
        var records = [Double]()
        records.reserveCapacity(2 * pieces * stride)
        var kinds = [UInt8]()
        kinds.reserveCapacity(2 * pieces)
        var converged = true
        // Scratch, reused by every sub-interval: samples, lengths at the nodes, normalised lengths,
        // coefficients, divided differences; the pending sub-intervals of a part (with depth); cuts.
        var f = [Double](repeating: 0, count: count), lengths = f, t = f, coefficients = f, differences = f
        var pending = [(lo: Double, hi: Double, depth: Int)]()
        pending.reserveCapacity(2 * Self.maximumDepth + 2)
        var cuts = [Double]()
        cuts.reserveCapacity(8)
        var record = [Double](repeating: 0, count: stride)

        for i in 0..<pieces {
            first.append(kinds.count)
            cuts.removeAll(keepingCapacity: true)
            cuts.append(0)
            for b in breakpoints(i) where b > 0 && b < 1 { cuts.append(b) }
            cuts.sort()
            cuts.append(1)
            // The piece's length by one 10-point rule sets the tolerances (a scale, not a result).
            let estimate = AdaptiveQuadrature.gauss10(0, 1) { speed(i, $0) }
            let pieceScale = estimate.isFinite && estimate > 0 ? estimate : 0
            var total = 0.0
            for p in 0..<(cuts.count - 1) where cuts[p + 1] > cuts[p] {
                let partLo = cuts[p], partHi = cuts[p + 1]
                pending.removeAll(keepingCapacity: true)
                // Sub-intervals no wider than `initialWidth` to start with.
                let m = max(1, Int(((partHi - partLo) / Self.initialWidth).rounded(.up)))
                for k in Swift.stride(from: m, to: 0, by: -1) {
                    pending.append((k == 1 ? partLo : partLo + (partHi - partLo) * Double(k - 1) / Double(m), k == m ? partHi : partLo + (partHi - partLo) * Double(k) / Double(m), 0))
                }
                var splits = 0, fallbacks = 0
                while let (lo, hi, depth) = pending.popLast() {
                    let half = 0.5 * (hi - lo)
                    var largest = 0.0, finite = true
                    for j in 0..<count {
                        let x = j == 0 ? lo : j == n ? hi : lo + half * (nodes[j] + 1)
                        let v = speed(i, x)
                        f[j] = v
                        finite = finite && v.isFinite && v >= 0
                        largest = max(largest, v)
                    }
                    var accepted = false
                    var length = 0.0
                    var resolved = false
                    if finite {
                        var tail = 0.0
                        for k in 0..<3 {
                            var c = 0.0
                            for j in 0..<count { c += tailWeights[k * count + j] * f[j] }
                            tail += abs(c)
                        }
                        resolved = tail <= max(Self.relativeTolerance * pieceScale, 64 * Double.ulpOfOne * largest)
                    }
                    if resolved {
                        f.withUnsafeBufferPointer { f in
                            cumulative.withUnsafeBufferPointer { q in
                                for r in 0..<count {
                                    var sum = 0.0
                                    for j in 0..<count { sum += q[r * count + j] * f[j] }
                                    lengths[r] = half * sum
                                }
                            }
                        }
                        lengths[0] = 0
                        length = lengths[n]
                        if largest == 0 {
                            accepted = true  // a stretch that does not move: an empty sub-interval
                            length = 0
                        } else if length > 0 {
                            accepted = Self.fitInverse(
                                f: f, lengths: lengths, half: half, largest: largest,
                                tolerance: Self.relativeTolerance * pieceScale, atMidpoints: atMidpoints,
                                nodes: nodes, midpoints: midpoints, t: &t, coefficients: &coefficients, scratch: &differences)
                        }
                    }
                    let mid = lo + half
                    if accepted {
                        record[0] = total
                        record[1] = total + length
                        record[2] = length > 0 ? 2 / length : 0
                        record[3] = lo
                        record[4] = hi
                        for k in 0..<count { record[5 + k] = coefficients[k] }
                        records.append(contentsOf: record)
                        kinds.append(length > 0 ? Self.polynomial : Self.empty)
                        total += length
                    } else if splits < Self.maximumSplits && depth < Self.maximumDepth && mid > lo && mid < hi {
                        splits += 1
                        pending.append((mid, hi, depth + 1))
                        pending.append((lo, mid, depth + 1))
                    } else {
                        // Fallback; the last one allowed takes the rest of the part.
                        fallbacks += 1
                        var end = hi
                        if fallbacks == Self.maximumFallbacks {
                            end = partHi
                            pending.removeAll(keepingCapacity: true)
                        }
                        let tolerance = Self.relativeTolerance * pieceScale * (end - lo)
                        let integral = AdaptiveQuadrature.integrate(
                            lo, end, absoluteTolerance: tolerance, relativeTolerance: tolerance > 0 ? 0 : Self.relativeTolerance
                        ) { speed(i, $0) }
                        converged = converged && integral.isConverged
                        record[0] = total
                        record[1] = total + integral.value
                        record[2] = tolerance
                        record[3] = lo
                        record[4] = end
                        records.append(contentsOf: record)
                        kinds.append(integral.isSubdivided ? Self.adaptiveFallback : Self.smoothFallback)
                        total += integral.value
                    }
                }
            }
            starts.append(starts[i] + total)
        }
        first.append(kinds.count)
        self.pieceStarts = starts
        self.firstInterval = first
        self.records = records
        self.kinds = kinds
        self.isConverged = converged
    }

    /// The inverse polynomial of one sub-interval, if it reproduces the midpoint nodes: fills
    /// `coefficients` (u mapped to [−1, 1] as a polynomial of t) and returns whether it passed.
    private static func fitInverse(
        f: [Double], lengths: [Double], half: Double, largest: Double, tolerance: Double, atMidpoints: [Double],
        nodes: [Double], midpoints: [Double], t: inout [Double], coefficients: inout [Double], scratch: inout [Double]
    ) -> Bool {
        let n = degree, count = n + 1
        let length = lengths[n]
        // Normalised lengths at the nodes: strictly increasing, or the inverse is not a function.
        t[0] = -1
        for j in 1..<n {
            t[j] = 2 * (lengths[j] / length) - 1
            if !(t[j] > t[j - 1]) { return false }
        }
        t[n] = 1
        if !(t[n] > t[n - 1]) { return false }
        t.withUnsafeBufferPointer { t in
            nodes.withUnsafeBufferPointer { x in
                coefficients.withUnsafeMutableBufferPointer { c in
                    scratch.withUnsafeMutableBufferPointer { d in
                        ChebyshevIntegration.interpolate(t, x, into: c, scratch: d)
                    }
                }
            }
        }
        // The check: at the midpoint nodes, u from the polynomial against the node itself; an error
        // δ in u (on [−1, 1]) is at most δ·half·largest in length.
        let allowed = tolerance / (half * max(largest, .leastNormalMagnitude))
        return coefficients.withUnsafeBufferPointer { c in
            atMidpoints.withUnsafeBufferPointer { w in
                f.withUnsafeBufferPointer { f in
                    for j in 0..<n {
                        var sum = 0.0
                        for k in 0..<count { sum += w[j * count + k] * f[k] }
                        let tj = 2 * (half * sum / length) - 1
                        let u = ChebyshevIntegration.horner(c.baseAddress!, count: count, tj)
                        if !(abs(u - midpoints[j]) <= allowed) { return false }
                    }
                    return true
                }
            }
        }
    }

    /// The piece and parameter at arc length s (clamped to [0, total]).
    ///
    /// `hint` is the piece of the previous query; increasing queries then cost O(1) to locate.
    /// Zero-length pieces are never returned unless every piece has zero length (then (0, 0)).
    /// - Complexity: O(1) with a good hint, O(log pieces) otherwise, then a search among the
    ///   piece's sub-intervals and one polynomial evaluation; in a fallback sub-interval a few
    ///   integrations (at most 200 Newton–bisection steps, each one bounded integration).
    @inlinable
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
        let stride = Self.stride
        let firstK = firstInterval[i], end = firstInterval[i + 1]
        return records.withUnsafeBufferPointer { r in
            let pieceLength = r[(end - 1) * stride + 1]
            if local >= pieceLength { return (i, 1) }
            if local <= 0 { return (i, 0) }
            // Sub-interval k: the last with S(a) ≤ local.
            var lo = firstK, hi = end - 1
            while lo < hi {
                let m = (lo + hi + 1) >> 1
                if r[m * stride] <= local { lo = m } else { hi = m - 1 }
            }
            let k = lo, base = k * stride
            let a = r[base + 3], b = r[base + 4]
            if kinds[k] == Self.polynomial {
                let t = min(max((local - r[base]) * r[base + 2] - 1, -1), 1)
                let x = ChebyshevIntegration.horner(r.baseAddress! + base + 5, count: Self.degree + 1, t)
                let u = a + 0.5 * (b - a) * (x + 1)
                return (i, min(max(u, a), b))
            }
            return (i, Self.fallbackRoot(piece: i, local: local, s0: r[base], s1: r[base + 1], tolerance: r[base + 2],
                                         a: a, b: b, smooth: kinds[k] == Self.smoothFallback, speed: speed))
        }
    }

    /// S(u) = local in a fallback sub-interval: Newton's method safeguarded by bisection, each step
    /// one integral from a.
    @usableFromInline
    static func fallbackRoot(
        piece: Int, local: Double, s0: Double, s1: Double, tolerance: Double, a: Double, b: Double, smooth: Bool,
        speed: (Int, Double) -> Double
    ) -> Double {
        func f(_ u: Double) -> Double { speed(piece, u) }
        let guess = s1 > s0 ? a + (b - a) * (local - s0) / (s1 - s0) : a
        return Double.safeguardedNewtonRoot(in: a, b, increasing: true, guess: guess) { u in
            let partial = smooth
                ? AdaptiveQuadrature.gauss10(a, u, f)
                : AdaptiveQuadrature.integrate(
                    a, u, absoluteTolerance: tolerance, relativeTolerance: tolerance > 0 ? 0 : relativeTolerance, f).value
            return (s0 + partial - local, f(u))
        }
    }
}
