import MotionTestSupport
import RealModule
import Testing
@testable import Springs

/// q = ωn² − λ² = (4km − c²)/(4m²) and ``Spring/dampedFrequency`` = √q within ulps of critical
/// damping, against a reference computed exactly.
///
/// Near ζ = 1, 4km and c² agree in almost every bit, so q is their rounding errors: the kernel
/// forms both products exactly (k·m = p + pe, c·c = s + se, with a fused multiply-add) and keeps
/// pe and se. A sign slip in either error term leaves every response within the tolerance of the
/// other spring tests (the spring is still nearly critical) but makes q wrong in its leading digit;
/// only a comparison of q itself, a few ulps from critical, sees it.
///
/// The reference is independent of the kernel's arithmetic and portable (no Float80, which arm64
/// lacks): Dekker's exact product by Veltkamp splitting (no fused multiply-add), Knuth's exact sum,
/// 4km − c² summed exactly as an expansion, then divided by 4m² and square-rooted in double-double
/// arithmetic (relative error below 2⁻¹⁰⁰, far under the ulps compared here).
@Suite("Springs: q and dampedFrequency within ulps of critical damping, against an exact reference")
struct CriticalDampingPrecisionTests {
    // MARK: Error-free transformations (Knuth, Dekker), written here so the reference shares no code
    // or technique with the kernel's FMA products.

    /// s + e == a + b exactly (Knuth's TwoSum, any order of magnitudes).
    static func twoSum(_ a: Double, _ b: Double) -> (s: Double, e: Double) {
        let s = a + b
        let bb = s - a
        return (s, (a - (s - bb)) + (b - bb))
    }

    /// Veltkamp's split: a = hi + lo with hi, lo of 26 significant bits (|a| < 2⁹⁹⁵ here).
    static func split(_ a: Double) -> (hi: Double, lo: Double) {
        let c = 134_217_729.0 * a  // 2²⁷ + 1
        let hi = c - (c - a)
        return (hi, a - hi)
    }

    /// p + e == a·b exactly (Dekker's TwoProduct, without a fused multiply-add).
    static func twoProduct(_ a: Double, _ b: Double) -> (p: Double, e: Double) {
        let p = a * b
        let (ah, al) = split(a), (bh, bl) = split(b)
        return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
    }

    /// A double-double hi + lo, |lo| ≤ ulp(hi)/2.
    struct DD {
        var hi: Double
        var lo: Double

        /// The exact sum of `terms`, as an expansion (Shewchuk's Grow-Expansion: non-overlapping
        /// components, increasing magnitude), rounded to a double-double.
        init(exactSumOf terms: [Double]) {
            var expansion: [Double] = []
            for term in terms {
                var q = term
                var next: [Double] = []
                for component in expansion {
                    let (s, e) = twoSum(q, component)
                    if e != 0 { next.append(e) }
                    q = s
                }
                next.append(q)
                expansion = next
            }
            // The top component is the sum to within an ulp; the rest, added smallest first, is
            // the correction (its own rounding is an ulp of an ulp).
            var hi = expansion.last ?? 0
            var lo = expansion.dropLast().reduce(0, +)
            (hi, lo) = twoSum(hi, lo)
            self.hi = hi
            self.lo = lo
        }

        init(hi: Double, lo: Double) {
            (self.hi, self.lo) = twoSum(hi, lo)
        }

        /// self / d, with a relative error of order 2⁻¹⁰⁴ (one Newton correction of hi/d.hi).
        func divided(by d: DD) -> DD {
            let q1 = hi / d.hi
            let (t, te) = twoProduct(q1, d.hi)
            // self − q1·d: hi − t is exact (Sterbenz: t is within a rounding of hi).
            let r = ((hi - t) - te + lo) - q1 * d.lo
            return DD(hi: q1, lo: r / d.hi)
        }

        /// √self for self > 0 (one Newton correction of √hi).
        var squareRoot: DD {
            let h = hi.squareRoot()
            let (hh, hhe) = twoProduct(h, h)
            return DD(hi: h, lo: (((hi - hh) - hhe) + lo) / (2 * h))
        }

        var negated: DD { DD(hi: -hi, lo: -lo) }

        /// (x − self) in units of ulp(self.hi), x − hi exact (Sterbenz) when x is near self.
        func ulpsTo(_ x: Double) -> Double { abs((x - hi) - lo) / hi.ulp }
    }

    /// The exact q = (4km − c²)/(4m²), to about 2⁻¹⁰⁰ relative.
    static func referenceQ(mass m: Double, stiffness k: Double, damping c: Double) -> DD {
        let (p, pe) = twoProduct(k, m), (s, se) = twoProduct(c, c)
        let numerator = DD(exactSumOf: [4 * p, 4 * pe, -s, -se])  // 4km − c², exactly
        let (mm, mme) = twoProduct(m, m)
        return numerator.divided(by: DD(hi: 4 * mm, lo: 4 * mme))
    }

    /// `c` moved `steps` ulps (nextUp / nextDown, so across binade boundaries too).
    static func step(_ c: Double, by steps: Int) -> Double {
        var c = c
        for _ in 0..<abs(steps) { c = steps > 0 ? c.nextUp : c.nextDown }
        return c
    }

    /// Masses and stiffnesses: round values and seeded random ones over several decades.
    static func parameters() -> [(m: Double, k: Double)] {
        var generator = SeededGenerator(seed: 0x5EED_C217)
        var result: [(Double, Double)] = [(1, 100), (1, 170), (3, 7), (0.1, 250), (2.5, 1e4), (1e-3, 0.3), (1, 2)]
        for _ in 0..<200 {
            let m = Double.random(in: -3...3, using: &generator)
            let k = Double.random(in: -2...6, using: &generator)
            result.append((Double.pow(10, m), Double.pow(10, k)))
        }
        return result
    }

    /// Within 2…12 ulps of the damping nearest critical, on both sides, q is within 5 ulps and
    /// dampedFrequency within 3 ulps of the exact values.
    ///
    /// Why 5 ulps: with c at least two ulps from the double nearest 2√(km), |c − 2√(km)| ≥ ulp(c),
    /// so |4km − c²| ≈ 2c·|c − 2√(km)| ≥ ulp(c²). The kernel's 4p − s is exact (Sterbenz), and
    /// its remaining roundings are: 4pe − se (absolute error ≤ 2⁻⁵³·(|4pe| + |se|) ≤ 2⁻⁵³·1.5·ulp(c²),
    /// so at most 1.5·2⁻⁵³ relative to 4km − c²), the sum (2⁻⁵³) and the two divisions by 4m and m
    /// (2⁻⁵³ each): 4.5·2⁻⁵³ relative, and 2⁻⁵³·|q| ≤ ulp(q), so at most 4.5 ulps. √ halves the
    /// relative error and adds its own half ulp: 2.25 + 0.5 < 3 ulps. A sign error in pe or se
    /// makes the error 2|se|/(4m²) or 8|pe|/(4m²), comparable to q itself (measured with se's
    /// sign flipped: from 18 ulps on a lucky spring to 2.8e14).
    @Test func qAndDampedFrequencyNearCriticalAgainstExactProducts() throws {
        var worstQ = 0.0, worstOmega = 0.0, cases = 0
        for (m, k) in Self.parameters() {
            let critical = try Spring(mass: m, stiffness: k, damping: 0).criticalDamping
            for j in [-12, -7, -5, -4, -3, -2, 2, 3, 4, 5, 7, 12] {
                let c = Self.step(critical, by: j)
                let spring = try Spring(mass: m, stiffness: k, damping: c, allowsOverdamping: true)
                let reference = Self.referenceQ(mass: m, stiffness: k, damping: c)
                let q = spring.kernel.q
                let errorQ = reference.ulpsTo(q)
                worstQ = max(worstQ, errorQ)
                cases += 1
                #expect(errorQ <= 5, "m=\(m) k=\(k) c=critical\(j > 0 ? "+" : "")\(j) ulps=\(c): q \(q) vs exact \(reference.hi) + \(reference.lo): \(errorQ) ulps")
                if reference.hi > 0 {
                    #expect(spring.regime == .underdamped, "m=\(m) k=\(k) c=\(c): \(spring.regime)")
                    let omega = reference.squareRoot
                    let errorOmega = omega.ulpsTo(spring.dampedFrequency)
                    worstOmega = max(worstOmega, errorOmega)
                    #expect(errorOmega <= 3, "m=\(m) k=\(k) c=critical\(j) ulps=\(c): ωd \(spring.dampedFrequency) vs exact \(omega.hi): \(errorOmega) ulps")
                } else {
                    // Overdamped (allowed): no oscillation, and the rate a = √−q equally precise.
                    #expect(spring.regime == .overdamped && spring.dampedFrequency == 0, "m=\(m) k=\(k) c=\(c): \(spring.regime)")
                    let a = reference.negated.squareRoot
                    let errorA = a.ulpsTo(spring.kernel.rate)
                    worstOmega = max(worstOmega, errorA)
                    #expect(errorA <= 3, "m=\(m) k=\(k) c=critical+\(j) ulps=\(c): a \(spring.kernel.rate) vs exact \(a.hi): \(errorA) ulps")
                }
            }
        }
        print("near-critical q: worst \(worstQ) ulps; ωd and a: worst \(worstOmega) ulps (\(cases) springs)")
    }

    /// One ulp either side of the double nearest critical, 4km − c² may be far below ulp(c²) (the
    /// exact critical damping lies up to about an ulp from that double), so the one rounding of
    /// 4pe − se is no longer small relative to q. The bound is then the sum of the relative part
    /// (3.5 ulps: the sum and the two divisions, and √'s half) and that rounding's absolute part,
    /// 2⁻⁵³·(|4pe| + |se|)/(4m²); a sign error in an error term is still far outside it.
    @Test func oneUlpFromCriticalWithinTheAbsoluteRoundingOfTheErrorTerms() throws {
        for (m, k) in Self.parameters() {
            let critical = try Spring(mass: m, stiffness: k, damping: 0).criticalDamping
            for j in [-1, 1] {
                let c = Self.step(critical, by: j)
                let spring = try Spring(mass: m, stiffness: k, damping: c, allowsOverdamping: true)
                let reference = Self.referenceQ(mass: m, stiffness: k, damping: c)
                let (_, pe) = Self.twoProduct(k, m), (_, se) = Self.twoProduct(c, c)
                let absolute = 0x1p-53 * (abs(4 * pe) + abs(se)) / (4 * m * m)
                let error = abs((spring.kernel.q - reference.hi) - reference.lo)
                #expect(error <= 3.5 * reference.hi.ulp + absolute * (1 + 1e-9),
                        "m=\(m) k=\(k) c=critical\(j > 0 ? "+" : "")\(j) ulp: q \(spring.kernel.q) vs exact \(reference.hi): error \(error), bound \(3.5 * reference.hi.ulp) + \(absolute)")
            }
        }
    }

    /// At the double nearest 2√(km) itself the kernel reports critical damping: q = 0, no
    /// damped frequency.
    @Test func exactlyCriticalHasNoDampedFrequency() throws {
        for (m, k) in Self.parameters().prefix(50) {
            let critical = try Spring(mass: m, stiffness: k, damping: 0).criticalDamping
            let spring = try Spring(mass: m, stiffness: k, damping: critical, allowsOverdamping: true)
            #expect(spring.regime == .criticallyDamped && spring.dampedFrequency == 0 && spring.kernel.q == 0, "m=\(m) k=\(k)")
        }
    }
}
