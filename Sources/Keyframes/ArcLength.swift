// Arc length of a piecewise curve and its inverse: the machinery behind paced keyframes and
// paced paths.
//
// Goals, in order: (1) the point at arc length s within max(accuracy, 1e-13) of the piece's length
// of the exact one, the accuracy the caller's (1e-12 unless chosen; measured: ArcLengthPropertyTests); (2) a query costs a few times a cubic evaluation, with
// no square root and no integration; (3) creation costs about 50 speed evaluations per smooth
// part (more at near-cusps), without allocation per piece, and the rest of the work is done only
// for pieces that are queried; (4) bounded work and a typed result on any input.
//
// Each piece is parameterised by u ∈ [0, 1] with speed |p′(u)|, split at the breakpoints the
// caller knows (speed extrema and cusps, inflections of a Bézier, quarter turns of an arc) into
// parts on which the speed is smooth. The table is built in two stages:
//   - When it is created, only each piece's length, which fixes the pieces' starts that every
//     query needs. Where the caller gives the derivative as a polynomial of degree ≤ 2 (Béziers,
//     lines, Hermite pieces), each part by the 20- and 32-point Gauss–Legendre rules on the speed
//     √Σ((Aₖu + Bₖ)u + Cₖ)², accepted when they agree to 1e-14 (``gaussLength``): next to a
//     near-cusp, after the substitution u = α + β·sinh τ that spreads the rules' nodes around the
//     nearby complex zero α ± iβ of the squared speed, and halved where they still disagree.
//     Elsewhere (arcs, a part the rules leave), sub-intervals [a, b], the whole part first,
//     bisected until on each of them the speed, sampled at the 17 Chebyshev–Lobatto points, is
//     resolved: its last three Chebyshev coefficients are within 1e-14 of the piece's mean speed
//     (or at the rounding floor, 64ε of the largest sample); the length of [a, b] is then one dot
//     product with the Clenshaw–Curtis weights (MotionMath's `ChebyshevIntegration`).
//   - On the first query that lands in a piece, the inverse of that piece (``InverseStore``):
//     its parts, which end only at the cuts where the speed is small (cusps, near-cusps), are
//     covered from left to right, the first sub-interval at most 1/8 wide, each next one tried
//     twice as wide as the last (as wide, where the last had to narrow) and narrowed by √2 until
//     the speed is resolved as above and the inverse u(S), interpolated by a polynomial of degree 16 in the normalised length
//     t = 2(S − S(a))/(S(b) − S(a)) − 1 through the 17 nodes (whose cumulative lengths come from
//     one matrix–vector product), reproduces the 16 midpoint nodes (whose lengths the forward
//     series gives) to within the accuracy of the piece's length (the speed resolved to it too). The block is published with a
//     compare-and-swap; threads that race build identical blocks and all but one free theirs,
//     so nobody waits and every thread reads the same numbers.
// A query is then a search for the piece and sub-interval and one evaluation of degree 16 (Estrin's
// scheme, ``evaluate(_:_:)``, the same in the midpoint check); out of order, it first prefetches
// the records its piece's guide names (``InverseStore``), so that the fetch of the record overlaps
// that of the starts which the search reads.
// Where the checks fail after 20 halvings (40 narrowings by √2 in an inverse; next to a cusp,
// where u(S) behaves as √S) or a part has spent its 48 splits (an inverse's part also its
// 1 + 2·48 attempts; a part that spans several parts of the cuts has their budgets together), the
// sub-interval falls back to bounded adaptive Gauss–Legendre quadrature (`AdaptiveQuadrature`)
// and, in the inverse, inversion by Newton's method safeguarded by bisection, each step one
// integral from the sub-interval's start; at most 5 such sub-intervals per part (the remainder of
// a part becomes one when that count is reached, or when an inverse's attempts run out), so the
// work stays bounded.
//
// The two stages cover a piece with different sub-intervals, so the inverse's own total length
// S_inv and the piece's length L from creation may differ, each being within 1e-14·L of the
// exact length (measured: within 1.5e-15·L); a query at or beyond min(L, S_inv) from the piece's start answers u = 1, and
// lengths below it come from the inverse, so the answer stays monotone and within the same bound.

import CBezierKernel
import MotionMath
import RealModule

/// The cumulative arc-length table of a piecewise curve.
@usableFromInline
package struct ArcLengthTable: Sendable {
    /// Kinds of sub-interval.
    @usableFromInline static let polynomial: UInt8 = 0, smoothFallback: UInt8 = 1, adaptiveFallback: UInt8 = 2, empty: UInt8 = 3
    /// The degree of the inverse polynomials (`ChebyshevIntegration.degree`).
    @inlinable static var degree: Int { ChebyshevIntegration.degree }
    /// Doubles per sub-interval record: 2/(S(b) − S(a)) for a polynomial sub-interval (positive;
    /// 0 for an empty one, −1 for a fallback), a, b, then the degree + 1 monomial coefficients of
    /// u as a polynomial of the normalised length t ∈ [−1, 1] (the map to [a, b] folded in). An
    /// empty or fallback sub-interval keeps, in the first four coefficients' places, its piece's
    /// power-of-two scale 2⁻ᵉ (see `init`), its kind, the absolute tolerance of its integrals and
    /// S(b). S(a) is in the block's list of starts (``InverseStore``), so that the kind is read
    /// from the record the query loads anyway.
    @inlinable static var stride: Int { 3 + degree + 1 }
    /// Relative accuracy asked of each part's lengths at creation (the inverse's is the table's
    /// accuracy, never below this).
    static let relativeTolerance = 1e-14
    /// The inverse's relative accuracy unless the caller chooses one: each inverse polynomial
    /// reproduces its midpoint nodes to within this fraction of its piece's length.
    @usableFromInline package static let defaultAccuracy = 1e-12
    /// The accuracies a caller may choose: from ``relativeTolerance`` (the lengths' own) to 1e-3.
    package static let accuracies: ClosedRange<Double> = 1e-14...1e-3

    /// Why a caller's accuracy is refused (outside ``accuracies``, or NaN), or nil.
    package static func accuracyProblem(_ accuracy: Double) -> String? {
        accuracies.contains(accuracy) ? nil : "arcLengthAccuracy must be from 1e-14 to 1e-3, got \(accuracy)"
    }
    /// Most halvings of a part, and of any one sub-interval (for an inverse: splits and attempts
    /// per part as ``maximumEvaluations(parts:)`` counts them, and twice as many narrowings by √2
    /// of one sub-interval).
    static let maximumSplits = 48, maximumDepth = 20
    /// Most fallback sub-intervals per part.
    static let maximumFallbacks = 5
    /// The widest first sub-interval of an inverse's part (of the 300 random cubic Béziers of
    /// ArcLengthPropertyTests, widths 1, 1/4 and 1/8 needed 154k, 141k and 125k speed evaluations
    /// when lengths and inverses were built together and every sub-interval was tried at these
    /// widths and halved). Each later one is tried twice as wide as the last when that one passed
    /// at its first width, and as wide when it had to narrow, and is narrowed by √2 where its fit
    /// fails. Against halving inside a grid of 1/8 (the earlier scheme), this covers the same
    /// tests' inverses with fewer sub-intervals (the tests print their counts), with ends of parts
    /// only at slow cuts and records without a kind of their own. The lengths at creation start
    /// from whole parts: with no inverse to fit, a part whose speed is resolved needs no split.
    static let initialWidth = 0.125

    /// Cumulative length at the start of each piece; count pieces + 1, last = total length.
    @usableFromInline let pieceStarts: [Double]
    /// A bucket index of ``pieceStarts`` for queries out of order: with B = pieces buckets of
    /// the total length and pᵢ = pieceStarts[i]·``bucketScale``, entry b (b = 0…B + 1) counts the
    /// pieces with pᵢ < b. A length s with q = s·bucketScale in bucket b = ⌊q⌋ lies in a piece
    /// between `bucketCounts[b] − 1` and `bucketCounts[b + 1] − 1` (rounded products are
    /// monotone, so a piece with pᵢ < b starts below s and one with pᵢ ≥ b + 1 above it): one or
    /// two candidates when the pieces have similar lengths, instead of a binary search of
    /// log₂(pieces) dependent loads.
    @usableFromInline let bucketCounts: [Int]
    /// B / total length; 0 when that is not a positive finite number (an empty table, or a total
    /// length so small (below B·2⁻¹⁰²⁴) or large that the quotient overflows or underflows; then
    /// every piece falls in bucket 0 and its candidates are all the pieces).
    @usableFromInline let bucketScale: Double
    /// The inverses, built one piece at a time on first use and shared by every copy of the table,
    /// with what their construction needs (each piece's breakpoints, length, scale, tolerance).
    @usableFromInline let inverses: InverseStore
    /// Whether every length integral at creation met its tolerance (false when a fallback integral
    /// ran out of its subdivision budget: the lengths are then best estimates).
    package let isConverged: Bool

    @inlinable package var totalLength: Double { pieceStarts[pieceStarts.count - 1] }

    /// The bytes the inverses built so far hold: each built block (its count, end, starts and
    /// records), and for every piece its pointer and its guide (the benchmarks' memory figure).
    package var inverseByteCount: Int {
        withExtendedLifetime(inverses) {
            var bytes = pieceCount * (MemoryLayout<UnsafePointer<Double>?>.size + 2 * InverseStore.guideWords)
            for i in 0..<pieceCount {
                if let block = inverses.block(i) {
                    let k = Self.subintervalCount(block)
                    bytes += (2 + k + k * Self.stride) * MemoryLayout<Double>.size
                }
            }
            return bytes
        }
    }
    @inlinable var pieceCount: Int { pieceStarts.count - 1 }

    /// The kind of every sub-interval of every inverse, in order (tests and documentation; builds
    /// every piece's inverse with `speed`, the function the table was built with).
    func inverseKinds(speed: (Int, Double) -> Double) -> [UInt8] {
        withExtendedLifetime(inverses) {
            (0..<pieceCount).flatMap { i -> [UInt8] in
                let block = inverses.block(i) ?? inverseBlock(i, speed: speed)
                let k = Self.subintervalCount(block)
                return (0..<k).map { j -> UInt8 in
                    let r = Self.record(block, count: k, j)
                    return r[0] > 0 ? Self.polynomial : UInt8(r[4])
                }
            }
        }
    }

    /// Parts narrower than this (2⁻⁴⁰ of the piece's parameter) are integrated together with the
    /// next part by the Gauss–Legendre lengths at creation (a narrow last part, ending at u = 1,
    /// on its own). The speed is analytic across
    /// inflections and speed extrema; only at a cusp (speed 0) does it kink, and a kink that close
    /// to the joined part's end moves the rules' result by about 2⁻⁸⁰·|p″| (the kink's effect
    /// over the narrow part), far below the tolerance. (The inverses end their parts only at the
    /// cuts where the speed is small, ``slowCuts(_:piece:speed:)``.)
    static let joinedWidth = 0x1p-40

    /// The most calls of the speed function building a piece with `parts` smooth parts can make,
    /// at creation and again for its inverse: per part, 1 + 2·``maximumSplits`` polynomial
    /// attempts of 17 samples and ``maximumFallbacks`` bounded integrals (an inverse's part that
    /// spans several of them has their budgets together), and 2·parts + 2 for the inverse's
    /// choice of its cuts. (The Gauss–Legendre lengths of a polynomial derivative evaluate the
    /// speed inline, at most (1 + 2·``maximumSplits``)·2·52 times per part, before these.)
    static func maximumEvaluations(parts: Int) -> Int {
        parts * ((1 + 2 * maximumSplits) * (degree + 1) + maximumFallbacks * AdaptiveQuadrature.maximumEvaluations) + 2 * parts + 2
    }

    /// Builds the table.
    /// - Parameters:
    ///   - pieces: the number of pieces.
    ///   - breakpoints: parameters in (0, 1) of a piece where the speed is not smooth (may be empty).
    ///   - speed: |p′(u)| of piece i at u.
    ///   - accuracy: the inverse's relative accuracy (``init(pieces:accuracy:appendingBreakpoints:appendingDerivative:speed:)``).
    /// - Complexity: as ``init(pieces:accuracy:appendingBreakpoints:appendingDerivative:speed:)``, plus the caller's arrays.
    package init(pieces: Int, accuracy: Double = defaultAccuracy, breakpoints: (Int) -> [Double], speed: (Int, Double) -> Double) {
        self.init(pieces: pieces, accuracy: accuracy, appendingBreakpoints: { i, cuts in cuts += breakpoints(i) }, speed: speed)
    }

    /// Builds the table's lengths, asking for each piece's breakpoints by appending them to a
    /// reused array (no allocation per piece when the caller makes none); the inverses are built
    /// by the queries, one piece at a time (``locate(_:hint:speed:)``).
    /// - Parameters:
    ///   - pieces: the number of pieces.
    ///   - accuracy: the relative accuracy of the inverses, clamped to ``accuracies``: each
    ///     inverse polynomial reproduces its 16 midpoint nodes, and each sub-interval's speed is
    ///     resolved, to within this fraction of its piece's length (the lengths at creation are
    ///     always asked for ``relativeTolerance``). A looser accuracy covers a piece with fewer,
    ///     wider sub-intervals: less to build and to hold.
    ///   - appendingBreakpoints: appends the parameters in (0, 1) of piece i where the speed is not
    ///     smooth (any order; others are ignored).
    ///   - appendingDerivative: for a piece whose derivative is a polynomial of degree ≤ 2 in u,
    ///     p′(u) = A·u² + B·u + C, appends its components [A₀…A_d−1, B₀…B_d−1, C₀…C_d−1]; the
    ///     lengths at creation then evaluate the speed √Σₖ((Aₖu + Bₖ)u + Cₖ)² inline instead of
    ///     calling `speed` (the same function to rounding, absolute error about ε·max|p′|). Appends
    ///     nothing where it is not (an elliptical arc); a piece whose coefficients are not finite
    ///     or lie beyond 2^±500 (whose squares could overflow or underflow) uses `speed`.
    ///   - speed: |p′(u)| of piece i at u; the queries must pass the same function.
    /// - Complexity: O(pieces). With derivative coefficients: 52 inline speed evaluations per
    ///   sub-interval and rule pair tried (one sub-interval per smooth part when the rules agree on
    ///   it; at a near-cusp the substituted pair too, with 27 exponentials and 2 inverse sinhs).
    ///   Otherwise, and for parts the rules leave: 10 speed evaluations for the piece's scale, then
    ///   17 and about 70 multiply–adds per sub-interval, at most ``maximumEvaluations(parts:)``
    ///   evaluations per piece whatever the speed. No allocation per piece.
    package init(
        pieces: Int, accuracy: Double = defaultAccuracy, appendingBreakpoints: (Int, inout [Double]) -> Void = { _, _ in },
        appendingDerivative: (Int, inout [Double]) -> Void = { _, _ in }, speed: (Int, Double) -> Double
    ) {
        var starts = [0.0]
        starts.reserveCapacity(pieces + 1)
        var cuts = [Double](), firstCut = [Int]()
        cuts.reserveCapacity(3 * pieces)
        firstCut.reserveCapacity(pieces + 1)
        var lengths = [Double](), scales = [Double](), tolerances = [Double]()
        lengths.reserveCapacity(pieces)
        scales.reserveCapacity(pieces)
        tolerances.reserveCapacity(pieces)
        var converged = true
        // The tolerance of a piece's inverse: the lengths' (relativeTolerance of its length scale)
        // times this factor (exactly 1 at the tightest accuracy).
        let looser = Swift.min(Swift.max(accuracy, Self.accuracies.lowerBound), Self.accuracies.upperBound) / Self.relativeTolerance
        let w = Workspace()
        defer { w.deallocate() }
        var pending = [(lo: Double, hi: Double, depth: Int)]()
        pending.reserveCapacity(2 * Self.maximumDepth + 2)
        var pieceCuts = [Double](), derivative = [Double](), lengthsOfParts = [Double]()
        var gaussStack = [(lo: Double, hi: Double, depth: Int)]()
        gaussStack.reserveCapacity(2 * Self.maximumDepth + 2)
        pieceCuts.reserveCapacity(24)
        derivative.reserveCapacity(12)
        lengthsOfParts.reserveCapacity(24)

        for i in 0..<pieces {
            pieceCuts.removeAll(keepingCapacity: true)
            appendingBreakpoints(i, &pieceCuts)
            pieceCuts.removeAll { !($0 > 0 && $0 < 1) }
            pieceCuts.sort()
            pieceCuts.append(1)
            firstCut.append(cuts.count)
            var previous = 0.0
            for c in pieceCuts where c > previous {
                cuts.append(c)
                previous = c
            }
            derivative.removeAll(keepingCapacity: true)
            appendingDerivative(i, &derivative)
            let largest = derivative.reduce(0.0) { Swift.max($0, abs($1)) }
            let usable = derivative.count % 3 == 0 && largest.isFinite && (largest == 0 || (largest >= 0x1p-500 && largest <= 0x1p500))
            if !usable { derivative.removeAll(keepingCapacity: true) }
            let (total, met, down, tolerance) = derivative.withUnsafeBufferPointer { d in
                Self.pieceLength(
                    i, derivative: d.isEmpty ? nil : d, largest: largest, cuts: cuts[firstCut[i]...], workspace: w, pending: &pending,
                    gaussStack: &gaussStack, lengthsOfParts: &lengthsOfParts, speed: speed
                )
            }
            scales.append(down)
            tolerances.append(tolerance * looser)
            let up = 1 / scales[i]
            converged = converged && met
            lengths.append(total * up)
            starts.append(starts[i] + total * up)
        }
        firstCut.append(cuts.count)
        self.pieceStarts = starts
        // The bucket index: a histogram of the buckets just above each piece's start, summed.
        let buckets = max(pieces, 1)
        let total = starts.last ?? 0
        let quotient = Double(buckets) / total
        let scale = quotient.isFinite && quotient > 0 ? quotient : 0
        var counts = [Int](repeating: 0, count: buckets + 2)
        for i in 0..<pieces {
            // (0 when the scale is: an infinite start times 0 would be NaN.)
            let p = scale > 0 ? starts[i] * scale : 0
            // The first b with p < b: ⌊p⌋ + 1, within 1…B + 1.
            let b = p < Double(buckets) ? Int(p) + 1 : buckets + 1
            counts[b] += 1
        }
        for b in 1..<counts.count { counts[b] += counts[b - 1] }
        self.bucketCounts = counts
        self.bucketScale = scale
        self.inverses = InverseStore(cuts: cuts, firstCut: firstCut, lengths: lengths, scales: scales, tolerances: tolerances)
        self.isConverged = converged
    }

    /// Piece i's length at creation, in its scaled units, whether every fallback integral met its
    /// tolerance, its scale 2⁻ᵉ and the absolute tolerance of its lengths (``scale(piece:derivative:speed:)``).
    ///
    /// With `derivative` (coefficients below 2⁵⁰⁰, their largest magnitude `largest`): each part
    /// (between `cuts`) by the paired Gauss–Legendre rules when they agree
    /// (``gaussLength(_:_:_:zeros:stack:)``), parts narrower than ``joinedWidth`` with the next;
    /// the parts where the rules do not agree (marked NaN in `lengthsOfParts`) and every part of a
    /// piece without a derivative by Chebyshev sub-intervals (`walk`). The arrays are the
    /// caller's, reused from piece to piece.
    private static func pieceLength(
        _ i: Int, derivative polynomial: UnsafeBufferPointer<Double>?, largest: Double, cuts: ArraySlice<Double>, workspace w: Workspace,
        pending: inout [(lo: Double, hi: Double, depth: Int)], gaussStack: inout [(lo: Double, hi: Double, depth: Int)],
        lengthsOfParts: inout [Double], speed: (Int, Double) -> Double
    ) -> (total: Double, met: Bool, down: Double, tolerance: Double) {
        var total = 0.0
        if let polynomial {
            lengthsOfParts.removeAll(keepingCapacity: true)
            let unit = Self.unit(largest: largest)
            var lo = 0.0, zeroLo = Self.nearZero(polynomial, at: 0, unit: unit), joined = 0, unresolved = false
            for hi in cuts {
                // A part narrower than ``joinedWidth`` (typically a root of both the inflection
                // and the speed-extremum equations, found twice to rounding) is integrated with
                // the next: its own entry is 0, or NaN with the next's.
                if hi - lo < Self.joinedWidth && hi < 1 {
                    lengthsOfParts.append(0)
                    joined += 1
                    continue
                }
                // (The zero nearest a cut serves the parts on both sides.)
                let zeroHi = Self.nearZero(polynomial, at: hi, unit: unit)
                if let length = Self.gaussLength(polynomial, lo, hi, zeros: (zeroLo, zeroHi), stack: &gaussStack) {
                    total += length
                    lengthsOfParts.append(length)
                } else {
                    unresolved = true
                    for p in (lengthsOfParts.count - joined)..<lengthsOfParts.count { lengthsOfParts[p] = .nan }
                    lengthsOfParts.append(.nan)
                }
                (lo, zeroLo, joined) = (hi, zeroHi, 0)
            }
            // Every part resolved: no scaling (the coefficients are below 2⁵⁰⁰), and the tolerance
            // of the inverse from the length itself.
            if !unresolved { return (total, true, 1, Self.relativeTolerance * total) }
        }
        let (down, tolerance) = Self.scale(piece: i, derivative: polynomial, speed: speed)
        guard polynomial != nil else {
            let met = Self.walk(
                piece: i, cuts: cuts, down: down, tolerance: tolerance, inverse: false, workspace: w, pending: &pending, speed: speed
            ) { _, _, _, length, _ in total += length }
            return (total, met, down, tolerance)
        }
        // (down is 1 here: the coefficients are below 2⁵⁰⁰.) The parts the rules left.
        total = 0
        var met = true, lo = 0.0
        for (p, hi) in zip(cuts.indices, cuts) {
            let part = p - cuts.startIndex
            if lengthsOfParts[part].isNaN {
                met = Self.walk(
                    piece: i, from: lo, cuts: cuts[p...p], down: down, tolerance: tolerance, inverse: false, workspace: w,
                    pending: &pending, derivative: polynomial, speed: speed
                ) { _, _, _, length, _ in total += length } && met
            } else {
                total += lengthsOfParts[part]
            }
            lo = hi
        }
        return (total, met, down, tolerance)
    }

    /// The scale 2⁻ᵉ of piece i's speed and the absolute tolerance of its lengths (scaled).
    ///
    /// A piece so long that sums of its speed samples could overflow (a control point near the
    /// largest Double) is built with speed·2⁻ᵉ, exactly (only exponents change), and its lengths
    /// are multiplied back by 2ᵉ; e = 0 (factors of exactly 1) for every other piece, which is
    /// then built bit for bit as without the scaling. The rough length is itself taken of the
    /// speed scaled by 2⁻⁶⁴ so that it cannot overflow; it sets the tolerance (a scale, not a
    /// result): the 10-point Gauss–Legendre rule's length times 1e-14.
    static func scale(piece i: Int, derivative: UnsafeBufferPointer<Double>? = nil, speed: (Int, Double) -> Double) -> (down: Double, tolerance: Double) {
        let rough = AdaptiveQuadrature.gauss10(0, 1) { u in
            (derivative.map { Self.polynomialSpeed($0, u) } ?? speed(i, u)) * 0x1p-64
        }
        let e = rough.isFinite && rough > 0x1p836 ? Swift.min(Int(rough.exponent) + 65, 1023) : 0
        let down = Double(sign: .plus, exponent: -e, significand: 1)
        // The same rule on the speed scaled by 2⁻ᵉ: rough·2⁶⁴⁻ᵉ when no sample underflowed
        // (powers of two scale each product and sum exactly), else evaluated again.
        let estimate = rough >= 0x1p-900 && rough.isFinite
            ? rough * Double(sign: .plus, exponent: 64 - e, significand: 1)
            : AdaptiveQuadrature.gauss10(0, 1) { u in (derivative.map { Self.polynomialSpeed($0, u) } ?? speed(i, u)) * down }
        let pieceScale = estimate.isFinite && estimate > 0 ? estimate : 0
        return (down, Self.relativeTolerance * pieceScale)
    }

    /// √Σₖ((Aₖu + Bₖ)u + Cₖ)² for the coefficients [A…, B…, C…] of a piece's derivative (`init`).
    @inline(__always)
    static func polynomialSpeed(_ c: UnsafeBufferPointer<Double>, _ u: Double) -> Double {
        polynomialSpeed(c.baseAddress!, dimension: c.count / 3, u)
    }

    /// The speed |p′(u)| = √Σₖ((Aₖu + Bₖ)u + Cₖ)² of a piece whose derivative is the polynomial
    /// with components A at `c`, B at `c + d`, C at `c + 2d` (d = `dimension`): the one home of
    /// this sum (``HermiteSpeed``, the lengths at creation, ``polynomialSpeeds(_:dimension:at:into:count:)``
    /// round it identically). Each component by Horner's rule, the squares summed in the order
    /// k = 0, 1, …; error a few ulps of the largest component's square before the root.
    /// - Complexity: 2d + d multiply–adds and one square root.
    @inline(__always)
    static func polynomialSpeed(_ c: UnsafePointer<Double>, dimension d: Int, _ u: Double) -> Double {
        var sum = 0.0
        for k in 0..<d {
            let component = (c[k] * u + c[d + k]) * u + c[2 * d + k]
            sum += component * component
        }
        return sum.squareRoot()
    }

    /// Whether this processor runs CBezierKernel's AVX speed kernel (asked once).
    static let speedKernel = mc_bezier_avx_available() != 0

    /// ``polynomialSpeed(_:dimension:_:)`` at `count` parameters `u`, into `out`: the same sums in
    /// the same order, so bit for bit the same values: four at a time by CBezierKernel's
    /// `mc_speeds_avx` where the processor has AVX (its square root takes four lanes in the time
    /// SSE2's takes two), else by
    /// ``portableSpeeds(_:dimension:at:into:count:)``.
    /// - Complexity: `count` evaluations.
    @inline(__always)
    static func polynomialSpeeds(
        _ c: UnsafePointer<Double>, dimension d: Int, at u: UnsafePointer<Double>, into out: UnsafeMutablePointer<Double>, count n: Int
    ) {
        if speedKernel {
            mc_speeds_avx(c, Int32(truncatingIfNeeded: d), u, out, n)
        } else {
            portableSpeeds(c, dimension: d, at: u, into: out, count: n)
        }
    }

    /// ``polynomialSpeeds(_:dimension:at:into:count:)`` in Swift: one loop per common dimension
    /// (1, 2, 3) that the compiler vectorises for the package's target (square roots two at a
    /// time on x86-64; `SIMD2.squareRoot()` here compiles to two scalar library calls, each
    /// behind a sign test), the general sum otherwise.
    /// - Complexity: `count` evaluations.
    @inline(__always)
    static func portableSpeeds(
        _ c: UnsafePointer<Double>, dimension d: Int, at u: UnsafePointer<Double>, into out: UnsafeMutablePointer<Double>, count n: Int
    ) {
        switch d {
        case 1:
            let a0 = c[0], b0 = c[1], c0 = c[2]
            for j in 0..<n {
                let x = (a0 * u[j] + b0) * u[j] + c0
                out[j] = (x * x).squareRoot()
            }
        case 2:
            let a0 = c[0], a1 = c[1], b0 = c[2], b1 = c[3], c0 = c[4], c1 = c[5]
            for j in 0..<n {
                let x = (a0 * u[j] + b0) * u[j] + c0, y = (a1 * u[j] + b1) * u[j] + c1
                out[j] = (x * x + y * y).squareRoot()
            }
        case 3:
            let a0 = c[0], a1 = c[1], a2 = c[2], b0 = c[3], b1 = c[4], b2 = c[5], c0 = c[6], c1 = c[7], c2 = c[8]
            for j in 0..<n {
                let x = (a0 * u[j] + b0) * u[j] + c0, y = (a1 * u[j] + b1) * u[j] + c1, z = (a2 * u[j] + b2) * u[j] + c2
                out[j] = (x * x + y * y + z * z).squareRoot()
            }
        default:
            for j in 0..<n { out[j] = polynomialSpeed(c, dimension: d, u[j]) }
        }
    }

    /// The zeros of Q (the squared speed of a piece with derivative coefficients `c`) nearest
    /// u = e, from its quadratic model Q(e) + Q′(e)s + ½Q″(e)s²: α ± iβ with α = e − Q′/Q″ and
    /// β = √(2QQ″ − Q′²)/Q″ (at a speed minimum among the breakpoints, Q′ = 0: α = e,
    /// β = √(2Q/Q″)); (e, ∞) when the model has real zeros or no minimum. The coefficients are
    /// first scaled by a power of two, which leaves α and β unchanged: 2QQ″ − Q′² is of the fourth
    /// power in them and would overflow or underflow far inside the 2^±500 the squares allow.
    static func nearZero(_ c: UnsafeBufferPointer<Double>, at e: Double) -> (alpha: Double, beta: Double) {
        let largest = c.reduce(0.0) { Swift.max($0, abs($1)) }
        guard largest.isFinite else { return (e, .infinity) }
        return nearZero(c, at: e, unit: unit(largest: largest))
    }

    /// The power of two 2⁻ᵉ that scales coefficients whose largest magnitude is `largest` (finite)
    /// to [1, 2) (1 when it is 0), for ``nearZero(_:at:unit:)``.
    static func unit(largest: Double) -> Double {
        largest > 0 ? Double(sign: .plus, exponent: -largest.exponent, significand: 1) : 1
    }

    /// ``nearZero(_:at:)`` with the coefficients' scale `unit` = ``unit(largest:)`` computed once
    /// per piece by the caller (the lengths at creation ask at every cut).
    @inline(__always)
    static func nearZero(_ c: UnsafeBufferPointer<Double>, at e: Double, unit: Double) -> (alpha: Double, beta: Double) {
        let d = c.count / 3
        var q = 0.0, q1 = 0.0, q2 = 0.0
        for k in 0..<d {
            let a2 = c[k] * unit, b1 = c[d + k] * unit, c0 = c[2 * d + k] * unit
            let value = (a2 * e + b1) * e + c0, slope = 2 * a2 * e + b1
            q += value * value
            q1 += 2 * value * slope
            q2 += 2 * (slope * slope + 2 * a2 * value)
        }
        let beta = (2 * q * q2 - q1 * q1).squareRoot() / q2, alpha = e - q1 / q2
        return q2 > 0 && beta.isFinite && beta > 0 && alpha.isFinite ? (alpha, beta) : (e, .infinity)
    }

    /// The 20- and 32-point Gauss–Legendre lengths of [lo, hi] on a piece with derivative
    /// coefficients `c`: in u, or, given `zero` = (α, β), after the substitution
    /// u = α + β·sinh τ. Near a zero α ± iβ of Q, √Q bends within β of α, while √Q(u)·β·cosh τ
    /// (the integrand in τ) is smooth on the scale of τ (Q ≈ ½Q″·β²·cosh²τ there). sinh and cosh
    /// at the nodes m ± h·x come from e^m, its reciprocal, and one e^(h·x) per pair with its
    /// reciprocal, so that both are of the same τ to a few ulps and the Jacobian matches the map.
    static func ruleLengths(_ c: UnsafeBufferPointer<Double>, _ lo: Double, _ hi: Double, zero: (alpha: Double, beta: Double)?) -> (g20: Double, g32: Double) {
        let e = zero?.alpha ?? 0, beta = zero?.beta ?? 1
        let t0 = zero == nil ? lo : Double.asinh((lo - e) / beta), t1 = zero == nil ? hi : Double.asinh((hi - e) / beta)
        let h = 0.5 * (t1 - t0), m = 0.5 * (t0 + t1)
        let em = zero == nil ? 1 : Double.exp(m), emInverse = 1 / em
        // Each rule in turn, in a buffer of 128 Doubles (1,024 bytes: the most that
        // `withUnsafeTemporaryAllocation` places on the stack without asking, so that creation
        // does not allocate): for the rule's n/2 positive abscissae x, the pairs m ∓ h·x at 2k and
        // 2k + 1 of `u`, their speeds in `s`, and, substituted, the Jacobian β·cosh τ; `dt` holds
        // h·x and `g` its exponential.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 128) { buffer -> (g20: Double, g32: Double) in
            let u = buffer.baseAddress!, s = u + 32, jacobian = u + 64, dt = u + 96, g = u + 112
            func rule(_ nodes: [Double], _ weights: [Double]) -> Double {
                let pairs = nodes.count
                nodes.withUnsafeBufferPointer { x in
                    for k in 0..<pairs { dt[k] = h * x[k] }
                }
                if zero == nil {
                    for k in 0..<pairs {
                        u[2 * k] = m - dt[k]
                        u[2 * k + 1] = m + dt[k]
                    }
                } else {
                    // e^(m ± h·x) = e^m·e^(±h·x): one exponential per pair (MotionMath's vectorised
                    // ones, within 2 ulps), and one division (the reciprocal of e^(h·x)) in a loop
                    // the compiler vectorises.
                    Exponentials.exponentials(dt, into: g, count: pairs)
                    for k in 0..<pairs {
                        let gInverse = 1 / g[k]
                        let down = em * gInverse, downInverse = emInverse * g[k], up = em * g[k], upInverse = emInverse * gInverse
                        u[2 * k] = e + beta * (0.5 * (down - downInverse))
                        u[2 * k + 1] = e + beta * (0.5 * (up - upInverse))
                        jacobian[2 * k] = beta * (0.5 * (down + downInverse))
                        jacobian[2 * k + 1] = beta * (0.5 * (up + upInverse))
                    }
                }
                polynomialSpeeds(c.baseAddress!, dimension: c.count / 3, at: u, into: s, count: 2 * pairs)
                if zero != nil {
                    for j in 0..<(2 * pairs) { s[j] *= jacobian[j] }
                }
                var sum = 0.0
                weights.withUnsafeBufferPointer { w in
                    for k in 0..<pairs { sum += w[k] * (s[2 * k] + s[2 * k + 1]) }
                }
                return sum
            }
            let g20 = rule(AdaptiveQuadrature.nodes20, AdaptiveQuadrature.weights20)
            let g32 = rule(AdaptiveQuadrature.nodes32, AdaptiveQuadrature.weights32)
            return (g20 * h, g32 * h)
        }
    }

    /// The Bernstein ellipse inside which a zero of Q sends a sub-interval to the substituted
    /// rules first. Either choice gives a length the agreement test accepts; this one decides
    /// which pair of rules is evaluated first, and the substituted pair costs 27 exponentials more.
    /// The plain rules' agreement changes quickly near ρ ≈ 1.9: on √(u² + β²) over [0, 1] (a
    /// zero at the end, as at a part's speed minimum; `substitutionThreshold` in
    /// ArcLengthPropertyTests), they differ by 1.3e-13 of the length at ρ = 1.8, 1.0e-14 at 1.9
    /// (the tolerance) and 1.8e-15 at 2. The inner parts of the benchmark's S-shaped path segment
    /// lie at ρ = 1.96 of the zero their quadratic model finds (2.00 of the exact one), and the
    /// plain rules agree there; the parts of the zigzag's cubicPaced pieces lie at 1.57–1.76. At
    /// ρ = 2 (the earlier threshold) the path's inner parts took the substituted rules, and
    /// building its table was slower (Keyframes article).
    static let substitutionRho = 1.9
    /// 1/a² and 1/b² of that ellipse, a = (ρ + 1/ρ)/2, b = (ρ − 1/ρ)/2, for the test
    /// x²/a² + y²/b² < 1 in the sub-interval's coordinate (half-width 1).
    static let inverseSquaredSemiAxes: (major: Double, minor: Double) = {
        let a = 0.5 * (substitutionRho + 1 / substitutionRho), b = 0.5 * (substitutionRho - 1 / substitutionRho)
        return (1 / (a * a), 1 / (b * b))
    }()

    /// Whether the zero α ± iβ lies inside the ellipse ρ = ``substitutionRho`` of [lo, hi].
    @inline(__always)
    static func substitutesFirst(_ zero: (alpha: Double, beta: Double), _ lo: Double, _ hi: Double) -> Bool {
        let half = 0.5 * (hi - lo)
        let x = (zero.alpha - (lo + half)) / half, y = zero.beta / half
        return x * x * inverseSquaredSemiAxes.major + y * y * inverseSquaredSemiAxes.minor < 1
    }

    /// The length of [a, b] on a piece with derivative coefficients `c` (`init`): the 32-point
    /// Gauss–Legendre rule on sub-intervals where the 20-point rule agrees with it to 1e-14 of
    /// it (``relativeTolerance``), halving those where it does not; nil when that needs more than
    /// ``maximumSplits`` halvings or one deeper than ``maximumDepth`` (the part is then left to
    /// the Chebyshev sub-intervals), or a sample is not finite.
    ///
    /// On a part between breakpoints the speed √Q(u) is analytic (Q, the squared speed, is a
    /// polynomial with no real zero inside), so the n-point rule's error falls geometrically,
    /// as ρ^(−2n) with ρ the largest Bernstein ellipse of the sub-interval free of Q's complex
    /// zeros. The difference of the two rules then measures the 20-point rule's error, and the
    /// 32-point result kept is smaller in error still. (An agreement test at 1e-10, trusting that
    /// convergence to predict 32 points' error from 20's, was tried and failed: on a cubicPaced
    /// piece of ArcLengthPropertyTests it accepted a length 2.7e-12 off.)
    ///
    /// Where a zero α ± iβ of Q lies close to an end of the part (a near-cusp, as at the sharp
    /// turns of a zigzag; estimated from the quadratic model of Q at that end), ρ is near 1 and
    /// the plain rules would need many halvings. The rules are then applied after the
    /// substitution u = α + β·sinh τ, under which √Q(u)·β·cosh τ is smooth on the scale of τ
    /// (Q ≈ ½Q″·β²·cosh²τ near α): first when the zero lies inside the ellipse
    /// ρ = ``substitutionRho`` of the sub-interval, otherwise when the plain rules disagree and it
    /// lies within a width of it.
    /// sinh and cosh come from one exponential per pair of nodes, e^(m ± h·x) = e^m·e^(±h·x), so
    /// that sinh τ and cosh τ at each node are those of the same τ to a few ulps and the Jacobian
    /// matches the map. ArcLengthPropertyTests measure the lengths against independent references.
    /// - Complexity: 52 evaluations of the speed, in one loop per rule, per sub-interval and rule pair
    ///   tried (and, substituted, 27 exponentials and 2 inverse sinhs); at most
    ///   2·(1 + 2·``maximumSplits``) pairs.
    static func gaussLength(
        _ c: UnsafeBufferPointer<Double>, _ a: Double, _ b: Double, zeros: (a: (alpha: Double, beta: Double), b: (alpha: Double, beta: Double))? = nil,
        stack: inout [(lo: Double, hi: Double, depth: Int)]
    ) -> Double? {
        let (zeroA, zeroB) = zeros ?? (nearZero(c, at: a), nearZero(c, at: b))
        // The sub-interval to try next (the left half of the last one halved), then the stack of
        // right halves, which a part whose rules agree at once never touches.
        var next: (lo: Double, hi: Double, depth: Int)? = (a, b, 0), stacked = false
        var total = 0.0, splits = 0
        while let (lo, hi, depth) = next ?? (stacked ? stack.popLast() : nil) {
            next = nil
            // The zero of Q nearest an end the sub-interval shares with the part, and whether it
            // lies inside the Bernstein ellipse ρ = ``substitutionRho`` of the sub-interval (foci
            // at its ends, semi-axes (ρ ± 1/ρ)/2 of its half-width), where the plain rules would
            // not agree (their error falls as ρ^(−2n)): there the substituted rules are tried first.
            let width = hi - lo
            let atA = lo == a && zeroA.beta.isFinite, atB = hi == b && zeroB.beta.isFinite
            let zero = atA && (!atB || zeroA.beta <= zeroB.beta) ? zeroA : zeroB
            let usable = (atA || atB) && zero.beta < width && zero.alpha > lo - width && zero.alpha < hi + width
            let close = usable && Self.substitutesFirst(zero, lo, hi)
            var (g20, g32) = ruleLengths(c, lo, hi, zero: close ? zero : nil)
            guard g20.isFinite && g32.isFinite else { return nil }
            var agree = abs(g32 - g20) <= Self.relativeTolerance * g32
            // Where the plain rules disagree and that zero is within a width, the substituted ones.
            if !agree && usable && !close {
                (g20, g32) = ruleLengths(c, lo, hi, zero: zero)
                guard g20.isFinite && g32.isFinite else { return nil }
                agree = abs(g32 - g20) <= Self.relativeTolerance * g32
            }
            if agree {
                total += g32
                continue
            }
            let mid = lo + 0.5 * width
            guard splits < Self.maximumSplits, depth < Self.maximumDepth, mid > lo, mid < hi else { return nil }
            splits += 1
            if !stacked {
                stack.removeAll(keepingCapacity: true)
                stacked = true
            }
            stack.append((mid, hi, depth + 1))
            next = (lo, mid, depth + 1)
        }
        return total
    }

    /// Covers piece i's parts (from `start`, ending at `cuts`) with sub-intervals and
    /// reports each, in order, to `emit(kind, a, b, length, absolute tolerance)` (length in the
    /// piece's scaled units; the tolerance is that of a fallback's integral, else 0). With
    /// `inverse`, sub-intervals run left to right as ``initialWidth`` describes, a cut for which
    /// `joins` is true does not end a part, and a polynomial one is accepted only when its inverse fits (its coefficients are then in `w.coefficients` during
    /// the call); without, each part is tried whole and only its speed must be resolved. With
    /// `derivative` (see `init`), the samples are taken from it (the fallback integrals still call
    /// `speed`). Returns whether every fallback integral met its tolerance.
    private static func walk(
        piece i: Int, from start: Double = 0, cuts: ArraySlice<Double>, down: Double, tolerance: Double, inverse: Bool, workspace w: Workspace,
        pending: inout [(lo: Double, hi: Double, depth: Int)], derivative: UnsafeBufferPointer<Double>? = nil,
        joins: (Double) -> Bool = { _ in false }, speed: (Int, Double) -> Double,
        emit: (_ kind: UInt8, _ a: Double, _ b: Double, _ length: Double, _ absolute: Double) -> Void
    ) -> Bool {
        let n = Self.degree, count = n + 1
        var converged = true
        var previousCut = start
        // A cut that `joins` (not the last, 1) does not end a part: the part goes on with the
        // budgets of both (so that a piece's bound, per part of its cuts, stays the same).
        var parts = 0
        for partHi in cuts {
            parts += 1
            if partHi < 1 && joins(partHi) { continue }
            let partLo = previousCut
            previousCut = partHi
            let maximumSplits = Self.maximumSplits * parts, maximumFallbacks = Self.maximumFallbacks * parts
            parts = 0
            // Lengths: a stack of sub-intervals, the whole part first, each halved where its speed
            // is not resolved. Inverses: left to right from the part's start (``initialWidth``),
            // each sub-interval tried twice as wide as the last one that passed and narrowed by
            // √2 until its fit passes (see ``initialWidth`` for what this saves).
            pending.removeAll(keepingCapacity: true)
            if !inverse { pending.append((partLo, partHi, 0)) }
            var lo = partLo, width = Swift.min(partHi - partLo, Self.initialWidth), depth = 0
            var splits = 0, fallbacks = 0, attempts = 0
            // An inverse's attempts per part are capped as the lengths' are (each split of theirs
            // makes two attempts), so that the work stays bounded whatever the widths: once they
            // run out, the rest of the part is one fallback, without samples.
            let attemptsAllowed = 1 + 2 * maximumSplits
            while true {
                let a: Double, b: Double, d: Int
                if inverse {
                    guard lo < partHi else { break }
                    // No sliver at the part's end: a remainder under a quarter of the width joins;
                    // and at least one ulp, so that a sub-interval never has zero width.
                    let hi = Swift.max(lo + width, lo.nextUp)
                    (a, b, d) = (lo, hi < partHi && partHi - hi > 0.25 * width ? hi : partHi, depth)
                } else {
                    guard let next = pending.popLast() else { break }
                    (a, b, d) = next
                }
                let exhausted = inverse && attempts >= attemptsAllowed
                attempts += 1
                let half = 0.5 * (b - a)
                var largest = 0.0, finite = !exhausted
                let f = w.f
                for j in 0..<count where !exhausted {
                    let x = j == 0 ? a : j == n ? b : a + half * (w.nodes[j] + 1)
                    let v = (derivative.map { Self.polynomialSpeed($0, x) } ?? speed(i, x)) * down
                    f[j] = v
                    finite = finite && v.isFinite && v >= 0
                    largest = max(largest, v)
                }
                var accepted = false
                var length = 0.0
                if finite && w.isResolved(tolerance: max(tolerance, 64 * Double.ulpOfOne * largest)) {
                    if largest == 0 {
                        accepted = true  // a stretch that does not move: an empty sub-interval
                    } else if inverse {
                        w.integrate(half: half)
                        length = w.lengths[n]
                        accepted = length > 0 && w.fitInverse(a: a, half: half, largest: largest, tolerance: tolerance)
                    } else {
                        length = w.length(half: half)
                        accepted = length > 0
                    }
                }
                let mid = a + half
                let budget = splits < maximumSplits && (!inverse || attempts < attemptsAllowed)
                if accepted {
                    emit(length > 0 ? Self.polynomial : Self.empty, a, b, length, 0)
                    // Twice as wide next when this width passed at once; the same width when it
                    // had to narrow (the speed is getting harder: towards a near-cusp).
                    if inverse { (lo, width, depth) = (b, (d == 0 ? 2 : 1) * (b - a), 0) }
                } else if budget && d < (inverse ? 2 * Self.maximumDepth : Self.maximumDepth) && mid > a && mid < b {
                    splits += 1
                    if inverse {
                        (width, depth) = ((b - a) * 0.5.squareRoot(), d + 1)
                    } else {
                        pending.append((mid, b, d + 1))
                        pending.append((a, mid, d + 1))
                    }
                } else {
                    // Fallback; the last one allowed (or, for an inverse, one once the attempts run
                    // out) takes the rest of the part.
                    fallbacks += 1
                    var end = b
                    if fallbacks == maximumFallbacks || (inverse && attempts >= attemptsAllowed) {
                        end = partHi
                        pending.removeAll(keepingCapacity: true)
                    }
                    let absolute = tolerance * (end - a)
                    let integral = AdaptiveQuadrature.integrate(
                        a, end, absoluteTolerance: absolute, relativeTolerance: absolute > 0 ? 0 : Self.relativeTolerance
                    ) { speed(i, $0) * down }
                    converged = converged && integral.isConverged
                    emit(integral.isSubdivided ? Self.adaptiveFallback : Self.smoothFallback, a, end, integral.value, absolute)
                    if inverse { (lo, depth) = (end, 0) }
                }
            }
        }
        return converged
    }

    /// Builds piece i's inverse and publishes it (``InverseStore``), or returns the one another
    /// thread published first. Out of line: it runs once per piece (or a few times, when threads
    /// race), on the first query in the piece.
    ///
    /// The block, in doubles: the number k of sub-intervals (its bits, ``subintervalCount(_:)``); the length from the piece's start at
    /// or beyond which a query answers u = 1 (the smaller of the piece's length and the inverse's
    /// own total); the k starts S(a); then k records of ``stride`` doubles.
    /// - Complexity: as creation for this piece with the sub-intervals of ``initialWidth`` and the
    ///   fit of each (about 1,200 multiply–adds); one allocation of the block and one of scratch.
    @usableFromInline @inline(never)
    func inverseBlock(_ i: Int, speed: (Int, Double) -> Double) -> UnsafePointer<Double> {
        let n = Self.degree, count = n + 1, stride = Self.stride
        let store = inverses
        let down = store.scales[i], up = 1 / down
        var starts = [Double](), records = [Double]()
        starts.reserveCapacity(16)
        records.reserveCapacity(16 * stride)
        let w = Workspace()
        defer { w.deallocate() }
        var pending = [(lo: Double, hi: Double, depth: Int)]()
        pending.reserveCapacity(2 * Self.maximumDepth + 2)
        var total = 0.0
        let cuts = store.cuts[store.firstCut[i]..<store.firstCut[i + 1]]
        let slow = Self.slowCuts(cuts, piece: i, speed: speed)
        _ = Self.walk(
            piece: i, cuts: cuts, down: down, tolerance: store.tolerances[i], inverse: true, workspace: w, pending: &pending,
            joins: { !slow.contains($0) }, speed: speed
        ) { kind, a, b, length, absolute in
            starts.append(total * up)
            // The marker 2/(S(b) − S(a)) is positive for every polynomial sub-interval of finite
            // length; one whose length overflows (a piece near the largest Double) is answered
            // as a fallback instead, by integration.
            let marker = 2 / (length * up)
            if kind == Self.polynomial && marker > 0 {
                records.append(marker)
                records.append(a)
                records.append(b)
                records.append(contentsOf: UnsafeBufferPointer(start: w.coefficients, count: count))
            } else {
                records.append(kind == Self.empty ? 0 : -1)
                records.append(a)
                records.append(b)
                // The piece's scale 2⁻ᵉ, for the query's integrals (1 for most pieces), the kind,
                // the integrals' absolute tolerance and S(b).
                records.append(down)
                records.append(Double(kind == Self.polynomial ? Self.smoothFallback : kind))
                records.append(absolute * up)
                records.append((total + length) * up)
                for _ in 4..<count { records.append(0) }
            }
            total += length
        }
        let k = starts.count
        // The guide before the block: a thread that sees the block (acquire) sees its guide.
        store.writeGuide(piece: i, starts: starts)
        let block = UnsafeMutablePointer<Double>.allocate(capacity: 2 + k + k * stride)
        block[0] = Double(bitPattern: UInt64(k))
        block[1] = Swift.min(store.lengths[i], total * up)
        (block + 2).initialize(from: starts, count: k)
        (block + 2 + k).initialize(from: records, count: k * stride)
        return store.publish(i, UnsafePointer(block))
    }

    /// The cuts of a piece where its speed is below 1/64 of the largest at the cuts, its ends and
    /// the middles between them (cusps, near-cusps): the inverse's parts end only there
    /// (and at 1). At the others (speed extrema, inflections) the speed is analytic, and an
    /// inverse's sub-interval may span them (its fit is checked all the same), so that a part's
    /// last sub-interval is not cut short at each one. 2·cuts + 2 speed evaluations.
    static func slowCuts(_ cuts: ArraySlice<Double>, piece i: Int, speed: (Int, Double) -> Double) -> [Double] {
        var largest = Swift.max(speed(i, 0), speed(i, 1)), previous = 0.0
        var atCuts = [Double]()
        atCuts.reserveCapacity(cuts.count)
        for c in cuts {
            let v = speed(i, c)
            atCuts.append(v)
            largest = Swift.max(largest, v, speed(i, 0.5 * (previous + c)))
            previous = c
        }
        return zip(cuts, atCuts).filter { !($0.1 >= largest / 64) }.map(\.0)
    }

    /// The weights and scratch of one table's construction, in one allocation.
    private struct Workspace {
        static let n = ArcLengthTable.degree, count = n + 1
        /// Transposed weights: column j of `ChebyshevIntegration.cumulative` (count) at j·count.
        let cumulativeT: UnsafeMutablePointer<Double>
        /// Transposed weights of `ChebyshevIntegration.cumulativeAtMidpoints` (n per column).
        let midpointsT: UnsafeMutablePointer<Double>
        /// Transposed `ChebyshevIntegration.tail` (3 per column).
        let tailT: UnsafeMutablePointer<Double>
        let nodes: UnsafeMutablePointer<Double>, midpoints: UnsafeMutablePointer<Double>
        /// Samples, lengths at the nodes, normalised lengths, coefficients, two rows of divided
        /// differences, lengths at the midpoints.
        let f: UnsafeMutablePointer<Double>, lengths: UnsafeMutablePointer<Double>, t: UnsafeMutablePointer<Double>
        let coefficients: UnsafeMutablePointer<Double>, d: UnsafeMutablePointer<Double>, e: UnsafeMutablePointer<Double>
        let atMidpoints: UnsafeMutablePointer<Double>
        let base: UnsafeMutablePointer<Double>

        init() {
            let n = Self.n, count = Self.count
            let size = count * count + n * count + 3 * count + count + n + 6 * count + n
            base = .allocate(capacity: size)
            base.initialize(repeating: 0, count: size)
            var p = base
            func take(_ k: Int) -> UnsafeMutablePointer<Double> {
                defer { p += k }
                return p
            }
            cumulativeT = take(count * count)
            midpointsT = take(n * count)
            tailT = take(3 * count)
            nodes = take(count)
            midpoints = take(n)
            f = take(count)
            lengths = take(count)
            t = take(count)
            coefficients = take(count)
            d = take(count)
            e = take(count)
            atMidpoints = take(n)
            let cumulative = ChebyshevIntegration.cumulative, atMid = ChebyshevIntegration.cumulativeAtMidpoints
            let tail = ChebyshevIntegration.tail
            for j in 0..<count {
                for r in 0..<count { cumulativeT[j * count + r] = cumulative[r * count + j] }
                for r in 0..<n { midpointsT[j * n + r] = atMid[r * count + j] }
                for r in 0..<3 { tailT[j * 3 + r] = tail[r * count + j] }
                nodes[j] = ChebyshevIntegration.nodes[j]
            }
            for j in 0..<n { midpoints[j] = ChebyshevIntegration.midpoints[j] }
        }

        func deallocate() { base.deallocate() }

        /// Whether the last three Chebyshev coefficients of the samples sum to at most `tolerance`
        /// in magnitude.
        func isResolved(tolerance: Double) -> Bool {
            var c0 = 0.0, c1 = 0.0, c2 = 0.0
            for j in 0..<Self.count {
                let v = f[j]
                c0 += tailT[3 * j] * v
                c1 += tailT[3 * j + 1] * v
                c2 += tailT[3 * j + 2] * v
            }
            return abs(c0) + abs(c1) + abs(c2) <= tolerance
        }

        /// The lengths from the sub-interval's start to each node (``lengths``, the first exactly 0)
        /// and to each midpoint node (``atMidpoints``).
        func integrate(half: Double) {
            let n = Self.n, count = Self.count
            for r in 0..<count { lengths[r] = 0 }
            for r in 0..<n { atMidpoints[r] = 0 }
            for j in 0..<count {
                let v = half * f[j]
                let column = cumulativeT + j * count, middle = midpointsT + j * n
                for r in 0..<count { lengths[r] += column[r] * v }
                for r in 0..<n { atMidpoints[r] += middle[r] * v }
            }
            lengths[0] = 0
        }

        /// The length of the sub-interval alone: the Clenshaw–Curtis rule, the last row of
        /// `ChebyshevIntegration.cumulative` (17 multiply–adds, the sum that
        /// ``integrate(half:)`` forms in `lengths[n]`).
        func length(half: Double) -> Double {
            let n = Self.n, count = Self.count
            var sum = 0.0
            for j in 0..<count { sum += cumulativeT[j * count + n] * (half * f[j]) }
            return sum
        }

        /// The inverse polynomial of one sub-interval [a, a + 2·half], if it reproduces the midpoint
        /// nodes: fills ``coefficients`` (u itself as a polynomial of t ∈ [−1, 1], the map from
        /// [−1, 1] to [a, b] folded into them, so that a query evaluates one polynomial and no map)
        /// and returns whether it passed.
        func fitInverse(a: Double, half: Double, largest: Double, tolerance: Double) -> Bool {
            let n = Self.n
            let length = lengths[n]
            let scale = 2 / length
            // Normalised lengths at the nodes: strictly increasing, or the inverse is not a function.
            t[0] = -1
            for j in 1..<n {
                t[j] = lengths[j] * scale - 1
                if !(t[j] > t[j - 1]) { return false }
            }
            t[n] = 1
            if !(t[n] > t[n - 1]) { return false }
            ChebyshevIntegration.interpolate(t, nodes, count: Self.count, into: coefficients, scratch: d, e)
            // u = a + half·(x + 1) for the polynomial x(t) on [−1, 1].
            coefficients[0] = a + half * (coefficients[0] + 1)
            for k in 1..<Self.count { coefficients[k] *= half }
            // The check: at the midpoint nodes, u from the polynomial (evaluated as queries do)
            // against the node itself; an error δ in u is at most δ·largest in length.
            let allowed = tolerance / max(largest, .leastNormalMagnitude)
            for j in 0..<n {
                let u = ArcLengthTable.evaluate(coefficients, atMidpoints[j] * scale - 1)
                if !(abs(u - (a + half * (midpoints[j] + 1))) <= allowed) { return false }
            }
            return true
        }
    }

    /// The inverse polynomial of a sub-interval at t (degree ``degree`` = 16) by Estrin's scheme:
    /// pairs, then powers t², t⁴, t⁸, t¹⁶, so that the dependent chain is 5 multiply–adds long
    /// instead of Horner's 16 (the same terms, rounded in another order; |t| ≤ 1 up to rounding).
    @inlinable @inline(__always)
    static func evaluate(_ a: UnsafePointer<Double>, _ t: Double) -> Double {
        let t2 = t * t, t4 = t2 * t2, t8 = t4 * t4
        let p0 = a[0] + a[1] * t, p1 = a[2] + a[3] * t, p2 = a[4] + a[5] * t, p3 = a[6] + a[7] * t
        let p4 = a[8] + a[9] * t, p5 = a[10] + a[11] * t, p6 = a[12] + a[13] * t, p7 = a[14] + a[15] * t
        let q0 = p0 + p1 * t2, q1 = p2 + p3 * t2, q2 = p4 + p5 * t2, q3 = p6 + p7 * t2
        let r0 = q0 + q1 * t4, r1 = q2 + q3 * t4
        return r0 + (r1 + a[16] * t8) * t8
    }

    /// The largest piece i < pieces with pieceStarts[i] ≤ target, for target in [0, total]: the
    /// hint or the next piece when they hold it (sorted queries), otherwise a bisecting search
    /// among the candidates of the target's bucket (``bucketCounts``).
    @inlinable
    func pieceIndex(atOrBelow target: Double, hint: Int) -> Int {
        let last = pieceCount - 1
        return pieceStarts.withUnsafeBufferPointer { starts in
            let h = min(max(hint, 0), last)
            if starts[h] <= target {
                if h == last || starts[h + 1] > target { return h }
                if h + 1 == last || starts[h + 2] > target { return h + 1 }
            }
            let buckets = bucketCounts.count - 2
            let q = target * bucketScale
            let b = q >= 0 && q < Double(buckets) ? Int(q) : q >= 0 ? buckets : 0
            return bucketCounts.withUnsafeBufferPointer { counts in
                let lower = max(counts[b] - 1, 0), upper = max(min(counts[b + 1] - 1, last), lower)
                return starts.lastIndexBisecting(atOrBelow: target, lowerBound: lower, upperBound: upper)
            }
        }
    }

    /// The piece and parameter at arc length s (clamped to [0, total]).
    ///
    /// `hint` is the piece of the previous query; increasing queries then cost O(1) to locate.
    /// Zero-length pieces are never returned unless every piece has zero length (then (0, 0)).
    /// `speed` must be the function the table was built with: the first query in a piece builds
    /// that piece's inverse with it (``inverseBlock(_:speed:)``), and fallback sub-intervals
    /// integrate it. Both happen out of line (``locateSlowly(piece:local:speed:)``).
    /// - Complexity: O(1) with a good hint, otherwise O(log c) for the c candidate pieces of the
    ///   length's bucket (one or two when the pieces have similar lengths, at most all), then a
    ///   search among the piece's sub-intervals and one polynomial evaluation; in a fallback
    ///   sub-interval a few integrations (at most 200 Newton–bisection steps, each one bounded
    ///   integration); on the first query in a piece, the build of its inverse.
    @inlinable @inline(__always)
    package func locate(_ s: Double, hint: inout Int, speed: (Int, Double) -> Double) -> (piece: Int, u: Double) {
        var cursor = PacedCursor()
        let found = locateBuilt(s, hint: &hint, cursor: &cursor)
        if let u = found.u { return (found.piece, u) }
        return (found.piece, locateSlowly(piece: found.piece, local: found.local, speed: speed))
    }

    /// The search of ``locate(_:hint:speed:)`` and its answer where no speed is needed: the piece,
    /// the length `local` from its start, and u unless the piece's inverse is not built yet or
    /// `local` falls in a fallback sub-interval (then ``locateSlowly(piece:local:speed:)`` with
    /// that piece and length gives it). Hot callers use it directly, so that they form the
    /// closure for `speed`, and copy what it captures, only when u is nil.
    ///
    /// `cursor` remembers where the previous polynomial answer came from (``PacedCursor``): a
    /// query in the same sub-interval goes straight to its polynomial, with the same bits as the
    /// full search (the cursor's bounds are the search's own conditions), and one in another
    /// sub-interval of the same piece starts its search at the remembered one.
    @inlinable @inline(__always)
    package func locateBuilt(_ s: Double, hint: inout Int, cursor: inout PacedCursor) -> (piece: Int, local: Double, u: Double?) {
        // The cursor's piece: pieceStarts[i] ≤ s < pieceStarts[i + 1] (then the clamped target
        // is s, and i the search's piece, since a piece of positive length is never stepped
        // over); its sub-interval: low ≤ local < high. (high ≤ the piece's end already excludes
        // most lengths past the piece; the test of pieceEnd keeps the search's answer where the
        // rounded starts make pieceStarts[i + 1] − pieceStarts[i] fall below that end.)
        if s >= cursor.pieceStart && s < cursor.pieceEnd, let record = cursor.record {
            let local = s - cursor.pieceStart
            if local >= cursor.low && local < cursor.high {
                hint = cursor.piece
                return (cursor.piece, local, Self.polynomialValue(record, local - cursor.start))
            }
        }
        let total = totalLength
        guard total > 0, pieceCount > 0 else { return (0, 0, 0) }
        let target = min(max(s, 0), total)
        // Piece: pieceStarts[i] ≤ target < pieceStarts[i + 1] (the last piece takes the end): the
        // hint or its successor, else the candidates of the target's bucket.
        var i = pieceIndex(atOrBelow: target, hint: hint)
        // Step back over zero-length pieces at the very end.
        while i > 0 && pieceStarts[i + 1] == pieceStarts[i] { i -= 1 }
        hint = i
        let local = target - pieceStarts[i]
        if local <= 0 { return (i, local, 0) }
        // The block lives as long as the store: keep the store alive until the last read of it.
        let store = inverses
        defer { withExtendedLifetime(store) {} }
        guard let block = store.block(i) else { return (i, local, nil) }
        // Out of order (not in the cursor's piece, whose block an increasing query has just
        // read), the records the guide names, fetched while the block's starts arrive.
        if cursor.piece != i {
            store.prefetchRecords(piece: i, block: block, fraction: local / (pieceStarts[i + 1] - pieceStarts[i]))
        }
        if local >= block[1] { return (i, local, 1) }
        let k = Self.subintervalCount(block)
        // Sub-interval j: the last with S(a) ≤ local (the cursor's or its successor when the
        // piece is the cursor's, else bisection).
        let starts = UnsafeBufferPointer(start: block + 2, count: k)
        var j = cursor.piece == i ? cursor.subinterval : 0
        j = starts.lastIndex(atOrBelow: local, lowerBound: 0, upperBound: k - 1, hint: &j)
        let record = Self.record(block, count: k, j)
        guard record[0] > 0 else { return (i, local, nil) }
        // Remember this sub-interval: local in [S(a), next S(a)), below the piece's end, and
        // above 0 (where 0 answers u = 0 above; S(a) is 0 in the first, and in any after empty ones).
        cursor = PacedCursor(
            total: total, piece: i, subinterval: j, pieceStart: pieceStarts[i], pieceEnd: pieceStarts[i + 1], start: starts[j],
            low: Swift.max(starts[j], .leastNonzeroMagnitude), high: j + 1 < k ? min(starts[j + 1], block[1]) : block[1],
            record: record)
        return (i, local, Self.polynomialValue(record, local - starts[j]))
    }

    /// ``locateBuilt(_:hint:cursor:)`` at the length f·L for a fraction f of the total length L,
    /// or nil when L is 0 (a table with no pieces, or pieces of zero length). A cursor that holds
    /// a sub-interval holds L too, so that an increasing query reads nothing of the table before
    /// its own sub-interval's record.
    @inlinable @inline(__always)
    package func locateBuilt(fraction f: Double, hint: inout Int, cursor: inout PacedCursor) -> (piece: Int, local: Double, u: Double?)? {
        if cursor.record != nil { return locateBuilt(f * cursor.total, hint: &hint, cursor: &cursor) }
        let total = totalLength
        guard total > 0 else { return nil }
        return locateBuilt(f * total, hint: &hint, cursor: &cursor)
    }

    /// The number k of sub-intervals of an inverse block (stored as the bits of its first double,
    /// which costs a query one move instead of a checked conversion).
    @inlinable @inline(__always)
    static func subintervalCount(_ block: UnsafePointer<Double>) -> Int {
        Int(truncatingIfNeeded: block[0].bitPattern)
    }

    /// Sub-interval j's record in an inverse block of k sub-intervals (after the count, the end
    /// and the k starts: ``inverseBlock(_:speed:)``).
    @inlinable @inline(__always)
    static func record(_ block: UnsafePointer<Double>, count k: Int, _ j: Int) -> UnsafePointer<Double> {
        block + (2 &+ k &+ j &* Self.stride)
    }

    /// The parameter at `offset` = local − S(a) into a polynomial sub-interval, from its record:
    /// the polynomial at t = offset·2/(S(b) − S(a)) − 1 (in [−1, 1] up to the rounding of the
    /// stored starts and of that expression, a few ulps of the piece's length over the
    /// sub-interval's, where the polynomial is as accurate), clamped to [a, b] (so that the answer
    /// is monotone across sub-intervals).
    @inlinable @inline(__always)
    static func polynomialValue(_ r: UnsafePointer<Double>, _ offset: Double) -> Double {
        let u = Self.evaluate(r + 3, offset * r[0] - 1)
        return min(max(u, r[1]), r[2])
    }

    /// The rest of ``locate(_:hint:speed:)`` for piece i at `local` (0 < local) from its start:
    /// builds the piece's inverse when no thread has, and answers a fallback sub-interval by
    /// integration.
    @usableFromInline @inline(never)
    package func locateSlowly(piece i: Int, local: Double, speed: (Int, Double) -> Double) -> Double {
        let store = inverses
        return withExtendedLifetime(store) {
            let block = store.block(i) ?? inverseBlock(i, speed: speed)
            if local >= block[1] { return 1 }
            let k = Self.subintervalCount(block)
            let starts = UnsafeBufferPointer(start: block + 2, count: k)
            let j = starts.lastIndexBisecting(atOrBelow: local, lowerBound: 0, upperBound: k - 1)
            let r = Self.record(block, count: k, j)
            if r[0] > 0 { return Self.polynomialValue(r, local - starts[j]) }
            // In the piece's scaled units (the scale is 1 but for pieces near the largest Double).
            let down = r[3]
            return Self.fallbackRoot(piece: i, local: local * down, s0: starts[j] * down, s1: r[6] * down,
                                     tolerance: r[5] * down, a: r[1], b: r[2], smooth: r[4] == Double(Self.smoothFallback),
                                     speed: { speed($0, $1) * down })
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

/// The inverses of an arc-length table's pieces, built on first use: one pointer per piece, nil
/// until a query in that piece publishes the piece's block (``ArcLengthTable/inverseBlock(_:speed:)``),
/// read and written only through CBezierKernel's atomic operations (an acquire load; a
/// compare-and-swap with release and acquire order), so that a thread that sees a pointer sees
/// the block's contents. Shared by every copy of its table; frees the blocks with it.
///
/// Beside the pointers, a guide of ``guideWords`` 16-bit words per piece, written before the
/// block is published (relaxed atomic stores; threads that race write the same words): the
/// block's number k of sub-intervals, then for each of the ``guideCells`` equal cells of the
/// piece's length the sub-interval that holds the cell's start. A query in random order reads
/// its piece's guide (64 bytes a piece, one cache line, which stays in cache where the blocks do
/// not) and prefetches the records of that sub-interval and the next one, so that their fetch from
/// memory overlaps the fetch of the block's starts, which the exact search needs first
/// (``prefetchRecords(piece:block:fraction:)``). 0 in the first word (a piece not built yet, or k
/// above 65,535) means no guide.
@usableFromInline
final class InverseStore: @unchecked Sendable {
    @usableFromInline let slots: UnsafeMutablePointer<UnsafePointer<Double>?>
    /// ``guideWords`` words per piece: k, then the sub-interval at the start of each cell; aligned
    /// to 64 bytes, so that each piece's guide is one cache line.
    @usableFromInline let guides: UnsafeMutablePointer<UInt16>
    /// Equal cells of a piece's length in its guide (31 rather than 15: as fast in the driver, and
    /// the two prefetched records hold 98% of random lengths on the zigzag against 94%).
    @inlinable static var guideCells: Int { 31 }
    /// Words of one piece's guide: k and the cells (64 bytes).
    @inlinable static var guideWords: Int { guideCells + 1 }
    /// The number of pieces.
    var count: Int { lengths.count }
    /// The ends of each piece's smooth parts: piece i's are `cuts[firstCut[i]..<firstCut[i + 1]]`,
    /// increasing in (0, 1], the last 1.
    let cuts: [Double], firstCut: [Int]
    /// Per piece: its length L (the value whose sum makes ``ArcLengthTable/pieceStarts``), the
    /// scale 2⁻ᵉ of its speed (1 but for pieces near the largest Double, see
    /// ``ArcLengthTable/scale(piece:derivative:speed:)``) and the absolute tolerance of its
    /// inverse (the table's accuracy times the piece's length scale), in scaled units.
    let lengths: [Double], scales: [Double], tolerances: [Double]

    init(cuts: [Double], firstCut: [Int], lengths: [Double], scales: [Double], tolerances: [Double]) {
        let count = lengths.count
        self.cuts = cuts
        self.firstCut = firstCut
        self.lengths = lengths
        self.scales = scales
        self.tolerances = tolerances
        slots = .allocate(capacity: Swift.max(count, 1))
        slots.initialize(repeating: nil, count: Swift.max(count, 1))
        let words = Self.guideWords * Swift.max(count, 1)
        guides = UnsafeMutableRawPointer.allocate(byteCount: 2 * words, alignment: 64).bindMemory(to: UInt16.self, capacity: words)
        guides.initialize(repeating: 0, count: words)
    }

    deinit {
        for i in 0..<count {
            if let block = mc_table_acquire(slots + i) { UnsafeMutablePointer(mutating: block).deallocate() }
        }
        slots.deallocate()
        UnsafeMutableRawPointer(guides).deallocate()
    }

    /// Writes piece i's guide from its block's k starts S(a) (increasing, the first 0): cell m
    /// (m = 0…``guideCells`` − 1) names the last sub-interval j with S(a_j) ≤ m·L/``guideCells``
    /// for the piece's length L. A piece with more than 65,535 sub-intervals keeps its guide at 0
    /// (none). O(k + cells).
    func writeGuide(piece i: Int, starts: [Double]) {
        let k = starts.count
        guard k > 0, k <= Int(UInt16.max) else { return }
        let guide = guides + Self.guideWords * i
        let cells = Self.guideCells, length = lengths[i]
        var j = 0
        for m in 0..<cells {
            let x = Double(m) * length / Double(cells)
            while j + 1 < k && starts[j + 1] <= x { j += 1 }
            mc_guide_store(guide + 1 + m, UInt16(j))
        }
        mc_guide_store(guide, UInt16(k))
    }

    /// The sub-interval piece i's guide names for the fraction f ∈ [0, 1] of the piece's length
    /// (that of the cell ⌊f·cells⌋; f ≥ 1 takes the last cell, NaN and f < 0 the first), with the
    /// guide's k; nil when the piece has no guide (not built yet, or k above 65,535). O(1).
    @inlinable @inline(__always)
    func guess(piece i: Int, fraction f: Double) -> (subinterval: Int, count: Int)? {
        let guide = UnsafePointer(guides + Self.guideWords &* i)
        let k = Int(mc_guide_load(guide))
        guard k > 0 else { return nil }
        let q = f * Double(Self.guideCells)
        let cell = q >= 0 && q < Double(Self.guideCells) ? Int(q) : q >= 0 ? Self.guideCells - 1 : 0
        return (Int(mc_guide_load(guide + (1 &+ cell))), k)
    }

    /// Prefetches the records of the sub-interval piece i's guide names at the fraction f of its
    /// length and of the next one, in `block`, the piece's published block: the five cache lines
    /// at 0, 64, …, 256 bytes from the first record's start, which hold the first record (160
    /// bytes) and most or all of the next (past the block's end when the first is the last, which
    /// a prefetch tolerates). Changes no result. The query's f divides by the piece's extent in
    /// ``ArcLengthTable/pieceStarts`` where the guide used its length L: rounding can move a
    /// length at a cell's edge into the next cell, which changes only what is prefetched. For
    /// random lengths on zigzag keyframes (about 13 sub-intervals a piece), one of the two records
    /// is the query's in 98% of queries (ArcLengthPieceSearchTests.guidesNameTheSubIntervalAtEachCellStart). O(1).
    @inlinable @inline(__always)
    func prefetchRecords(piece i: Int, block: UnsafePointer<Double>, fraction f: Double) {
        guard let (j, k) = guess(piece: i, fraction: f) else { return }
        let first = UnsafeRawPointer(ArcLengthTable.record(block, count: k, j))
        for line in 0..<5 { mc_prefetch(first + 64 &* line) }
    }

    /// Piece i's block, or nil before it is published.
    @inlinable @inline(__always)
    func block(_ i: Int) -> UnsafePointer<Double>? {
        mc_table_acquire(slots + i)
    }

    /// Publishes `block` for piece i unless a block is there already; returns the published one
    /// (freeing `block` when another thread's came first: both hold the same numbers).
    func publish(_ i: Int, _ block: UnsafePointer<Double>) -> UnsafePointer<Double> {
        let winner = mc_table_publish(slots + i, block)!
        if winner != block { UnsafeMutablePointer(mutating: block).deallocate() }
        return winner
    }
}

/// Where the previous polynomial answer of ``ArcLengthTable/locateBuilt(_:hint:cursor:)`` came
/// from, for increasing queries (an animation's frames): the table's total length, the piece and its bounds in the table,
/// the sub-interval, its start S(a), the lengths from the piece's start it answers for, and its
/// record (a pointer into the piece's inverse, valid while the table lives: keep a cursor no
/// longer than the table it came from). A new cursor matches no length.
@usableFromInline
package struct PacedCursor {
    @usableFromInline var total = 0.0, piece = -1, subinterval = 0
    @usableFromInline var pieceStart = Double.infinity, pieceEnd = -Double.infinity
    @usableFromInline var start = 0.0, low = 0.0, high = 0.0
    @usableFromInline var record: UnsafePointer<Double>? = nil

    @inlinable package init() {}

    @inlinable
    package init(
        total: Double, piece: Int, subinterval: Int, pieceStart: Double, pieceEnd: Double, start: Double, low: Double, high: Double,
        record: UnsafePointer<Double>
    ) {
        self.total = total
        self.piece = piece
        self.subinterval = subinterval
        self.pieceStart = pieceStart
        self.pieceEnd = pieceEnd
        self.start = start
        self.low = low
        self.high = high
        self.record = record
    }
}
