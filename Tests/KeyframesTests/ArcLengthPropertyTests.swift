import MotionMath
import MotionTestSupport
import PropertyBased
import Testing
@testable import Keyframes
@testable import Paths

/// The arc-length table (Chebyshev–Lobatto lengths and inverse polynomials, fallbacks near cusps)
/// against an independent reference: MotionMath's adaptive Gauss–Legendre quadrature asked for
/// 1e-16 relative (it stops at its rounding floor), split at the breakpoints, summed from u = 0.
/// Errors are relative to the piece's reference length L: |L_table − L| / L, and for the point the
/// table returns at arc length s = f·L_table, |S(u) − s| / L with S the reference length to u.
@Suite struct ArcLengthPropertyTests {
    static let coordinate = Gen.double(in: -100...100)
    static let unit = Gen.double(in: -1...1)
    /// The fractions probed on each curve (ends, a fine grid and points near the ends).
    static let fractions: [Double] = {
        let grid: [Double] = (0...256).map { Double($0) / 256 }
        let ends: [Double] = [1e-9, 1e-5, 1 - 1e-5, 1 - 1e-9]
        return grid + ends
    }()
    /// The accuracies the tables are built with: the tightest, the default, three looser ones to the loosest.
    static let accuracies = [1e-14, ArcLengthTable.defaultAccuracy, 1e-9, 1e-6, 1e-3]
    /// The bound asserted at an accuracy, of L: the documented one, the accuracy itself but never
    /// below 1e-13 (the resolution test's rounding floor, 64ε of the largest speed sample, lies
    /// near 1e-14 of the length where the speed varies little; at 1e-14 the random cubicPaced
    /// pieces reach 3.2e-14).
    static func bound(_ accuracy: Double) -> Double { max(accuracy, 1e-13) }

    /// The reference ∫₀ᵘ speed, split at the cuts.
    static func reference(_ u: Double, cuts: [Double], speed: (Double) -> Double) -> Double {
        let points = [0] + cuts.filter { $0 > 0 && $0 < u } + [u]
        var sum = 0.0
        for k in 0..<(points.count - 1) {
            sum += AdaptiveQuadrature.integrate(points[k], points[k + 1], absoluteTolerance: 0, relativeTolerance: 1e-16, speed).value
        }
        return sum
    }

    /// The worst length and point errors of a one-piece table.
    static func errors(_ table: ArcLengthTable, cuts: [Double], speed: @escaping (Double) -> Double) -> (length: Double, point: Double) {
        let exact = reference(1, cuts: cuts, speed: speed)
        guard exact > 0 else { return (table.totalLength, 0) }
        var worst = 0.0, hint = 0
        for f in fractions {
            let s = f * table.totalLength
            let (_, u) = table.locate(s, hint: &hint) { _, u in speed(u) }
            worst = max(worst, abs(reference(u, cuts: cuts, speed: speed) - s) / exact)
        }
        return (abs(table.totalLength - exact) / exact, worst)
    }

    /// Totals over the cases of a property (one case at a time: seededPropertyCheck calls in place).
    final class Totals: @unchecked Sendable {
        var length = 0.0, point = 0.0, intervals = 0, fallbacks = 0
        /// Counts the sub-intervals and fallbacks of the table's inverses (building them all).
        func add(_ table: ArcLengthTable, speed: (Int, Double) -> Double) {
            let kinds = table.inverseKinds(speed: speed)
            intervals += kinds.count
            fallbacks += kinds.count(where: { $0 == ArcLengthTable.smoothFallback || $0 == ArcLengthTable.adaptiveFallback })
        }
        func add(_ e: (length: Double, point: Double)) {
            length = max(length, e.length)
            point = max(point, e.point)
        }
        var summary: String {
            "worst length error \(length)·L, point error \(point)·L; \(intervals) sub-intervals, \(fallbacks) fallbacks"
        }
    }

    /// Random cubic Béziers in [−100, 100]²: length within 1e-14·L, points within the bound of L.
    @Test(arguments: accuracies) func randomCubicBeziers(accuracy: Double) async {
        let totals = Totals()
        await seededPropertyCheck(count: 300, input: Self.coordinate.array(of: 8)) { c in
            let segment = PathSegment.cubic(SIMD2(c[0], c[1]), SIMD2(c[2], c[3]), SIMD2(c[4], c[5]), SIMD2(c[6], c[7]))
            // As PathAnimation builds it: lengths from the derivative's coefficients (Gauss–Legendre).
            let table = ArcLengthTable(
                pieces: 1, accuracy: accuracy, appendingBreakpoints: { _, cuts in cuts += segment.breakpoints },
                appendingDerivative: { _, c in segment.appendDerivative(to: &c) }
            ) { _, u in segment.speed(at: u) }
            let e = Self.errors(table, cuts: segment.breakpoints) { segment.speed(at: $0) }
            totals.add(e)
            totals.add(table) { _, u in segment.speed(at: u) }
            #expect(e.length <= 1e-14, "length error \(e.length)·L of \(segment)")
            #expect(e.point <= Self.bound(accuracy), "point error \(e.point)·L of \(segment) at accuracy \(accuracy)")
        }
        print("arc length, random cubic Béziers (300 tables) at accuracy \(accuracy): \(totals.summary)")
    }

    /// Random cubicPaced keyframes (six points in [−100, 100]², random tension, continuity and bias,
    /// which make corners and cusps at tension 1 ± rounding): every piece's length within 1e-14 of
    /// it, its points within the bound of it.
    @Test(arguments: accuracies) func randomCubicPacedKeyframes(accuracy: Double) async {
        let totals = Totals()
        await seededPropertyCheck(count: 100, input: Self.coordinate.array(of: 12), Self.unit.array(of: 18)) { c, tcb in
            let values = (0..<6).map { SIMD2(c[2 * $0], c[2 * $0 + 1]) }
            let animation: KeyframeAnimation<VectorSpace<SIMD2<Double>>>
            do {
                animation = try KeyframeAnimation(
                    values: values, calculationMode: .cubicPaced, tensionValues: Array(tcb[0..<6]),
                    continuityValues: Array(tcb[6..<12]), biasValues: Array(tcb[12..<18]), arcLengthAccuracy: accuracy)
            } catch {
                Issue.record("\(error)")
                return
            }
            let table = animation.arcLength!, speed = animation.hermiteSpeed!
            totals.add(table) { speed.speed($0, $1) }
            for piece in 0..<table.pieceCount {
                let cuts = speed.breakpoints(piece)
                let one = ArcLengthTable(
                    pieces: 1, accuracy: accuracy, appendingBreakpoints: { _, c in c += cuts },
                    appendingDerivative: { _, c in speed.appendDerivative(piece, to: &c) }
                ) { _, u in speed.speed(piece, u) }
                // The same length, but for the rounding of the two cumulative starts subtracted
                // (half an ulp of each, at most an ulp of the larger) and 4ε of its own.
                let length = table.pieceStarts[piece + 1] - table.pieceStarts[piece]
                let rounding = 1e-15 * max(one.totalLength, 1e-300) * 4 + table.pieceStarts[piece + 1].ulp
                #expect(abs(length - one.totalLength) <= rounding, "piece \(piece): \(length) vs \(one.totalLength)")
                let e = Self.errors(one, cuts: cuts) { speed.speed(piece, $0) }
                totals.add(e)
                #expect(e.length <= 1e-14, "piece \(piece): length error \(e.length)·L")
                #expect(e.point <= Self.bound(accuracy), "piece \(piece): point error \(e.point)·L at accuracy \(accuracy)")
            }
        }
        print("arc length, random cubicPaced keyframes (100 animations, 500 pieces) at accuracy \(accuracy): \(totals.summary)")
    }

    /// Cusps, near-cusps, straight and zero-length segments: the fallback next to a cusp and the
    /// polynomial elsewhere meet the same bound, at every accuracy; u is monotone in s.
    @Test(arguments: [
        PathSegment.cubic(SIMD2(0, 0), SIMD2(1, 1), SIMD2(0, 1), SIMD2(1, 0)),  // cusp
        .cubic(SIMD2(0, 0), SIMD2(1, 1), SIMD2(1e-7, 1), SIMD2(1, 0)),  // near-cusp
        .cubic(SIMD2(0, 0), SIMD2(1, 0), SIMD2(-1, 0), SIMD2(0.5, 0)),  // doubles back on a line
        .cubic(SIMD2(0, 0), SIMD2(1, 0), SIMD2(2, 0), SIMD2(3, 0)),  // straight, uniform speed
        .cubic(SIMD2(0, 0), SIMD2(0, 0), SIMD2(3, 0), SIMD2(3, 0)),  // straight, speed 0 at both ends
        .cubic(SIMD2(0, 0), SIMD2(0.2, 1.5), SIMD2(0.8, -1.5), SIMD2(1, 0)),  // the benchmark's segment
        .quadratic(SIMD2(0, 0), SIMD2(1, 0), SIMD2(-1, 0)),  // turns back at its end
    ], accuracies)
    func awkwardSegments(_ segment: PathSegment, accuracy: Double) {
        // Lengths from the derivative's coefficients (as PathAnimation builds them) and from the
        // speed function alone (as for an arc).
        for polynomial in [true, false] {
            let table = ArcLengthTable(
                pieces: 1, accuracy: accuracy, appendingBreakpoints: { _, cuts in cuts += segment.breakpoints },
                appendingDerivative: { _, c in if polynomial { segment.appendDerivative(to: &c) } }
            ) { _, u in segment.speed(at: u) }
            let e = Self.errors(table, cuts: segment.breakpoints) { segment.speed(at: $0) }
            let kinds = table.inverseKinds { _, u in segment.speed(at: u) }
            let fallbacks = kinds.count(where: { $0 == ArcLengthTable.smoothFallback || $0 == ArcLengthTable.adaptiveFallback })
            print("arc length, \(segment)\(polynomial ? "" : " (speed only)") at accuracy \(accuracy): length error \(e.length)·L, point error \(e.point)·L; \(kinds.count) sub-intervals, \(fallbacks) fallbacks")
            #expect(e.length <= 1e-14 && e.point <= Self.bound(accuracy), "\(segment) at accuracy \(accuracy): \(e)")
            var previous = 0.0, hint = 0
            for k in 0...1000 {
                let (_, u) = table.locate(Double(k) / 1000 * table.totalLength, hint: &hint) { _, u in segment.speed(at: u) }
                #expect(u >= previous, "not monotone at \(k): \(u) < \(previous)")
                previous = u
            }
            #expect(previous == 1)
        }
    }

    /// A zero-length piece between two moving ones is never returned inside, and a table of
    /// still pieces answers (0, 0).
    @Test func zeroLengthPieces() {
        let segments: [PathSegment] = [.line(SIMD2(0, 0), SIMD2(1, 0)), .line(SIMD2(1, 0), SIMD2(1, 0)), .line(SIMD2(1, 0), SIMD2(2, 0))]
        let table = ArcLengthTable(pieces: 3) { i, u in segments[i].speed(at: u) }
        var hint = 0
        #expect(abs(table.totalLength - 2) <= 8e-16, "\(table.totalLength)")
        for s in [0.0, 0.5, 1, 1.5, 2] {
            let (i, u) = table.locate(s, hint: &hint) { i, u in segments[i].speed(at: u) }
            #expect(i != 1 || s == 0, "s \(s): piece \(i)")
            #expect(abs(Double(i == 2 ? 1 : 0) + u - s) <= 1e-15 || (s == 2 && u == 1), "s \(s): \(i), \(u)")
        }
        let still = ArcLengthTable(pieces: 2) { _, _ in 0 }
        #expect(still.locate(0.5, hint: &hint) { _, _ in 0 } == (0, 0))
    }

    /// The lengths at creation by the paired Gauss–Legendre rules (`gaussLength`), part by part,
    /// against 40-digit references (mpmath, `quad` on each part split in 8): the benchmark's
    /// S-shaped cubic (its derivative's coefficients) and a piece of a cubicPaced zigzag (the
    /// benchmark's 10⁴ keyframes, piece 5), whose speed has a near-zero minimum at each end.
    /// On the zigzag's first long part the substitution u = α + β·sinh τ about the zero of Q
    /// estimated at the part's start (`nearZero`) must bring the two rules much closer than they
    /// are in u (a wrong sign in sinh or in the Jacobian would not).
    @Test func gaussLengthsOfParts() {
        var stack = [(lo: Double, hi: Double, depth: Int)]()
        let s: [Double] = {
            var c = [Double]()
            PathSegment.cubic(SIMD2(0, 0), SIMD2(0.2, 1.5), SIMD2(0.8, -1.5), SIMD2(1, 0)).appendDerivative(to: &c)
            return c
        }()
        let zigzag = [3.0295997212165173e-05, -0.0013898252343570272, -2.5258522798647697e-05, 0.0013777759804361827,
                      6.356575191193546e-05, -7.630211206225038e-06]
        let cases: [([Double], [Double], [Double])] = [
            (s, [0, 0.20572172009056197, 0.4999999999999992, 0.5, 0.7942782799094381, 1],
             [0.4846687742796679622787466, 0.5624192764900980327284022, 1.981748098955904464244239e-15, 0.5624192764901000868629548,
              0.4846687742796678678704991]),
            (zigzag, [0, 0.006421234006148519, 0.4959673205360552, 0.9844947372683572, 1],
             [4.085019308327824723972747e-7, 0.0001148210984970748061464111, 0.0001150931513979149975663235, 0.000001072676489552478298872954]),
        ]
        for (c, cuts, references) in cases {
            let total = references.reduce(0, +)
            c.withUnsafeBufferPointer { c in
                for p in 0..<references.count {
                    let length = ArcLengthTable.gaussLength(c, cuts[p], cuts[p + 1], stack: &stack)
                    let error = length.map { abs($0 - references[p]) / total } ?? .infinity
                    #expect(error <= 1e-14, "part [\(cuts[p]), \(cuts[p + 1])]: \(String(describing: length)) against \(references[p]), error \(error)·L")
                }
            }
        }
        zigzag.withUnsafeBufferPointer { c in
            let lo = 0.006421234006148519, hi = 0.4959673205360552
            let plain = ArcLengthTable.ruleLengths(c, lo, hi, zero: nil)
            let zero = ArcLengthTable.nearZero(c, at: lo)
            let substituted = ArcLengthTable.ruleLengths(c, lo, hi, zero: zero)
            let before = abs(plain.g32 - plain.g20) / plain.g32, after = abs(substituted.g32 - substituted.g20) / substituted.g32
            print("zigzag part: rules disagree by \(before) in u, \(after) after the substitution about \(zero)")
            #expect(zero.beta.isFinite && after * 100 <= before, "in u \(before), substituted \(after), zero \(zero)")
        }
    }

    /// The threshold ``ArcLengthTable/substitutionRho`` (1.9) lies where the plain rules' agreement
    /// changes: on √(u² + β²) over [0, 1] (derivative (u, β), its zero ±iβ at the start: ρ of
    /// (−1, 2β) for the interval), they agree to 1e-14 at ρ = 2 and not at ρ = 1.8. The inner
    /// parts of the benchmark's S-shaped segment take the plain rules first, and agree; the
    /// zigzag's long parts take the substituted ones first.
    @Test func substitutionThreshold() {
        func rho(_ beta: Double) -> Double {
            let a = 0.5 * ((4 + 4 * beta * beta).squareRoot() + 2 * beta)
            return a + (a * a - 1).squareRoot()
        }
        for (beta, agrees) in [(0.225, true), (0.16436, false)] {
            let c: [Double] = [0, 0, 1, 0, 0, beta]
            let rules = c.withUnsafeBufferPointer { ArcLengthTable.ruleLengths($0, 0, 1, zero: nil) }
            let difference = abs(rules.g32 - rules.g20) / rules.g32
            print("plain rules on sqrt(u^2 + \(beta)^2), rho \(rho(beta)): differ by \(difference)")
            #expect((difference <= ArcLengthTable.relativeTolerance) == agrees, "rho \(rho(beta)): \(difference)")
        }
        var s = [Double]()
        PathSegment.cubic(SIMD2(0, 0), SIMD2(0.2, 1.5), SIMD2(0.8, -1.5), SIMD2(1, 0)).appendDerivative(to: &s)
        let zigzag = [3.0295997212165173e-05, -0.0013898252343570272, -2.5258522798647697e-05, 0.0013777759804361827,
                      6.356575191193546e-05, -7.630211206225038e-06]
        for (c, lo, hi, substituted) in [(s, 0.20572172009056197, 0.4999999999999992, false), (zigzag, 0.006421234006148519, 0.4959673205360552, true)] {
            c.withUnsafeBufferPointer { c in
                let zero = ArcLengthTable.nearZero(c, at: lo)
                #expect(ArcLengthTable.substitutesFirst(zero, lo, hi) == substituted, "[\(lo), \(hi)], zero \(zero)")
                if !substituted {
                    let rules = ArcLengthTable.ruleLengths(c, lo, hi, zero: nil)
                    #expect(abs(rules.g32 - rules.g20) <= ArcLengthTable.relativeTolerance * rules.g32, "\(rules)")
                }
            }
        }
    }

    /// Cuts closer than `joinedWidth` are integrated as one part at creation: on the benchmark's
    /// S-shaped cubic, extra cuts 2⁻⁴¹ and 2⁻⁴⁵ after 0.3 leave the total as it is without them
    /// (the parts between are about 2e-13 and 1e-14 of L, so losing or counting one twice would
    /// show), and the segment's own breakpoints hold such a pair (0.5 twice, to rounding).
    @Test func narrowPartsJoined() {
        let segment = PathSegment.cubic(SIMD2(0, 0), SIMD2(0.2, 1.5), SIMD2(0.8, -1.5), SIMD2(1, 0))
        let cuts = segment.breakpoints
        #expect(zip(cuts, cuts.dropFirst()).contains { $1 - $0 < ArcLengthTable.joinedWidth }, "\(cuts)")
        func table(_ extra: [Double]) -> ArcLengthTable {
            ArcLengthTable(
                pieces: 1, appendingBreakpoints: { _, c in c += cuts + extra },
                appendingDerivative: { _, c in segment.appendDerivative(to: &c) }
            ) { _, u in segment.speed(at: u) }
        }
        // The sum of gaussLengthsOfParts' 40-digit references.
        let reference = 2.094176101539536
        let plain = table([]).totalLength
        for extra in [[0.3, 0.3 + 0x1p-41], [0.3, 0.3 + 0x1p-45, 0.3 + 0x1p-41]] {
            let joined = table(extra).totalLength
            #expect(abs(joined - plain) <= 4e-16 * plain, "cuts \(extra): \(joined) against \(plain)")
            #expect(abs(joined - reference) <= 1e-14 * reference, "cuts \(extra): \(joined) against \(reference)")
        }
    }

    /// The batch speeds the rules use (`polynomialSpeeds`: CBezierKernel's AVX kernel, in every
    /// dimension, where the processor has AVX) and the Swift loops behind it (`portableSpeeds`) equal the
    /// scalar sum bit for bit, in each dimension with its own loop (1, 2, 3) and the general one
    /// (4, 5), on counts with and without a tail of fewer than four; seeded.
    @Test func batchSpeedsAreTheScalarSpeeds() {
        var generator = SeededGenerator(seed: 0x5EED_A4C)
        for d in 1...5 {
            for _ in 0..<200 {
                let c = (0..<(3 * d)).map { _ in Double.random(in: -4...4, using: &generator) * Double(sign: .plus, exponent: Int.random(in: -8...8, using: &generator), significand: 1) }
                let n = [52, 7, 1][Int.random(in: 0...2, using: &generator)]
                let u = (0..<n).map { _ in Double.random(in: -0.5...1.5, using: &generator) }
                var batch = [Double](repeating: .nan, count: n), portable = batch
                c.withUnsafeBufferPointer { c in
                    u.withUnsafeBufferPointer { u in
                        batch.withUnsafeMutableBufferPointer { out in
                            ArcLengthTable.polynomialSpeeds(c.baseAddress!, dimension: d, at: u.baseAddress!, into: out.baseAddress!, count: n)
                        }
                        portable.withUnsafeMutableBufferPointer { out in
                            ArcLengthTable.portableSpeeds(c.baseAddress!, dimension: d, at: u.baseAddress!, into: out.baseAddress!, count: n)
                        }
                    }
                    for j in 0..<n {
                        let scalar = ArcLengthTable.polynomialSpeed(c.baseAddress!, dimension: d, u[j])
                        #expect(batch[j].bitPattern == scalar.bitPattern, "d \(d), u \(u[j]): \(batch[j]) against \(scalar) (kernel: \(ArcLengthTable.speedKernel))")
                        #expect(portable[j].bitPattern == scalar.bitPattern, "d \(d), u \(u[j]): Swift loops \(portable[j]) against \(scalar)")
                    }
                }
            }
        }
    }
}
