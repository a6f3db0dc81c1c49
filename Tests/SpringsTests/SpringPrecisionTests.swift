import MotionTestSupport
import Foundation
import RealModule
import Testing
import Springs

/// Damping ratios across every regime and the boundaries between them.
let dampingRatios: [Double] = [
    0, 1e-3, 0.01, 0.1, 0.5, 0.9, 1 - 1e-4, 1 - 1e-9, 1 - 1e-12, 1, 1 + 1e-12, 1 + 1e-9, 1 + 1e-4,
    1.1, 2, 10, 100, 1e3,
]

/// One sample of the value/velocity check: a spring, a state and a time.
struct SpringSample {
    let zeta, mass, omega: Double
    let spring: Spring
    let from, to, v0, t: Double
    /// S = |to − from| + |v0|/ωn, the scale of the motion.
    var s: Double { abs(to - from) + abs(v0) / omega }
}

@Suite("Springs: closed form against per-regime references (double-double; Float80 on x86)")
struct SpringPrecisionTests {
    /// Every damping ratio above, three masses, random states and times from 0 to several time
    /// constants: 18 × 3 × 12 × 40 = 25,920 samples (seeded; the same for every reference).
    static func valueSamples() throws -> [SpringSample] {
        var rng = SeededGenerator(testSeed: 0x5eed_0001)
        var samples: [SpringSample] = []
        for zeta in dampingRatios {
            for mass in [1.0, 0.25, 3.7] {
                for _ in 0..<12 {
                    let omega = Double.random(in: 0.5...80, using: &rng)
                    let spring = try makeSpring(zeta: zeta, omega: omega, mass: mass)
                    let from = Double.random(in: -500...500, using: &rng)
                    let to = Double.random(in: -500...500, using: &rng)
                    let v0 = Bool.random(using: &rng) ? 0 : Double.random(in: -5000...5000, using: &rng)
                    // Time scale: the slower of 1/ωn and the slow overdamped mode ≈ 2ζ/ωn.
                    let horizon = 12 * max(1, 2 * zeta) / omega / max(zeta, 0.05)
                    for _ in 0..<40 {
                        let t = Double.random(in: 0...1, using: &rng) * horizon
                        samples.append(SpringSample(zeta: zeta, mass: mass, omega: omega, spring: spring, from: from, to: to, v0: v0, t: t))
                    }
                }
            }
        }
        return samples
    }

    /// ζ ≤ 100 at mass 2.5, 50 states and times each, for the acceleration check.
    static func accelerationSamples() throws -> [SpringSample] {
        var rng = SeededGenerator(testSeed: 0x5eed_0002)
        var samples: [SpringSample] = []
        for zeta in dampingRatios where zeta <= 100 {
            let omega = Double.random(in: 1...40, using: &rng)
            let spring = try makeSpring(zeta: zeta, omega: omega, mass: 2.5)
            for _ in 0..<50 {
                let (from, to, v0) = (Double.random(in: -1...1, using: &rng), 0.25, Double.random(in: -30...30, using: &rng))
                let t = Double.random(in: 0...(8 / omega), using: &rng)
                samples.append(SpringSample(zeta: zeta, mass: 2.5, omega: omega, spring: spring, from: from, to: to, v0: v0, t: t))
            }
        }
        return samples
    }

    /// Value error ≤ 1e-12·S (beyond the ½ ulp of rounding x itself to a Double) and velocity error
    /// ≤ 1e-12·S·ωn, S = |to − from| + |v0|/ωn, for ``valueSamples()``, against the double-double
    /// reference (every architecture).
    /// The solution is a linear map of the state with coefficients of size ≤ 1 (in units of S),
    /// so a few ulps of S is what a backward-stable evaluation achieves; 1e-12 leaves ~4,500 ulps
    /// for the exponential's argument error at long times (|λt| up to ~30 costs 30 ulps).
    @Test(.reportsSeed) func valueAndVelocityEveryRegime() throws {
        var worstValue = 0.0, worstVelocity = 0.0, cases = 0
        var reference: (spring: Spring, ref: SpringReferenceDD)?
        for c in try Self.valueSamples() {
            if reference?.spring != c.spring { reference = (c.spring, SpringReferenceDD(c.spring)) }
            let (x, v) = c.spring.state(at: c.t, from: c.from, to: c.to, initialVelocity: c.v0)
            let r = reference!.ref.state(c.t, y0: c.from - c.to, v0: c.v0)
            // The returned x is a Double: its own rounding (½ ulp of x, large when
            // |to| ≫ S) is not the solver's error and is taken off.
            let ev = max(0, (DoubleDouble(x) - DoubleDouble(c.to) - r.y).magnitude.double - x.ulp / 2) / c.s
            let ed = (DoubleDouble(v) - r.v).magnitude.double / (c.s * c.omega)
            worstValue = max(worstValue, ev)
            worstVelocity = max(worstVelocity, ed)
            #expect(ev <= 1e-12, "value error \(ev)·S at ζ=\(c.zeta), m=\(c.mass), ωn=\(c.omega), t=\(c.t), from=\(c.from), to=\(c.to), v0=\(c.v0)")
            #expect(ed <= 1e-12, "velocity error \(ed)·S·ωn at ζ=\(c.zeta), m=\(c.mass), ωn=\(c.omega), t=\(c.t)")
            cases += 1
        }
        print("springs (double-double reference): \(cases) cases, worst value error \(worstValue)·S, worst velocity error \(worstVelocity)·S·ωn")
    }

    /// The acceleration against the double-double reference's y″, relative to S·ωn².
    @Test(.reportsSeed) func accelerationEveryRegime() throws {
        var worst = 0.0
        var reference: (spring: Spring, ref: SpringReferenceDD)?
        for c in try Self.accelerationSamples() {
            if reference?.spring != c.spring { reference = (c.spring, SpringReferenceDD(c.spring)) }
            let a = c.spring.acceleration(at: c.t, from: c.from, to: c.to, initialVelocity: c.v0)
            // With ζ up to 100, y″ carries factors up to 2λ ≈ 2ζωn of the velocity.
            let e = (DoubleDouble(a) - reference!.ref.state(c.t, y0: c.from - c.to, v0: c.v0).a).magnitude.double
                / (c.s * c.omega * c.omega * max(1, 2 * c.zeta))
            worst = max(worst, e)
            #expect(e <= 1e-12, "acceleration error \(e) at ζ=\(c.zeta), t=\(c.t)")
        }
        print("springs (double-double reference): worst acceleration error \(worst)·S·ωn²·max(1, 2ζ)")
    }

#if arch(x86_64) || arch(i386)  // Float80 reference: x86 only (.ci/portability.py checks the guard)
    /// The same checks against the Float80 reference, same samples, same tolerances.
    @Test(.reportsSeed) func valueAndVelocityEveryRegimeFloat80() throws {
        var worstValue = 0.0, worstVelocity = 0.0, cases = 0
        var reference: (spring: Spring, ref: SpringReference)?
        for c in try Self.valueSamples() {
            if reference?.spring != c.spring { reference = (c.spring, SpringReference(c.spring)) }
            let (x, v) = c.spring.state(at: c.t, from: c.from, to: c.to, initialVelocity: c.v0)
            let r = reference!.ref.state(c.t, y0: c.from - c.to, v0: c.v0)
            let ev = max(0, abs(Double(Float80(x) - Float80(c.to) - r.y)) - x.ulp / 2) / c.s
            let ed = abs(Double(Float80(v) - r.v)) / (c.s * c.omega)
            worstValue = max(worstValue, ev)
            worstVelocity = max(worstVelocity, ed)
            #expect(ev <= 1e-12, "value error \(ev)·S at ζ=\(c.zeta), m=\(c.mass), ωn=\(c.omega), t=\(c.t), from=\(c.from), to=\(c.to), v0=\(c.v0)")
            #expect(ed <= 1e-12, "velocity error \(ed)·S·ωn at ζ=\(c.zeta), m=\(c.mass), ωn=\(c.omega), t=\(c.t)")
            cases += 1
        }
        print("springs (Float80 reference): \(cases) cases, worst value error \(worstValue)·S, worst velocity error \(worstVelocity)·S·ωn")
    }

    @Test(.reportsSeed) func accelerationEveryRegimeFloat80() throws {
        var worst = 0.0
        var reference: (spring: Spring, ref: SpringReference)?
        for c in try Self.accelerationSamples() {
            if reference?.spring != c.spring { reference = (c.spring, SpringReference(c.spring)) }
            let a = c.spring.acceleration(at: c.t, from: c.from, to: c.to, initialVelocity: c.v0)
            let e = abs(Double(Float80(a) - reference!.ref.state(c.t, y0: c.from - c.to, v0: c.v0).a)) / (c.s * c.omega * c.omega * max(1, 2 * c.zeta))
            worst = max(worst, e)
            #expect(e <= 1e-12, "acceleration error \(e) at ζ=\(c.zeta), t=\(c.t)")
        }
        print("springs (Float80 reference): worst acceleration error \(worst)·S·ωn²·max(1, 2ζ)")
    }

    /// The double-double reference (the only one on arm64) against the Float80 one on the
    /// samples of both checks above: y, y′ and y″ agree, in the units the checks use (S, S·ωn,
    /// S·ωn²·max(1, 2ζ); they allow 1e-12), to within Float80's own error budget
    /// 64·u·(1 + κ), u = 2⁻⁶⁴ (5.4e-20), κ the amplification of the per-regime formula evaluated
    /// in Float80: the phase and decay arguments λt + ωd·t, and overdamped the cancellation in
    /// C1·e^(r1 t) + C2·e^(r2 t), |C1|/|y0| ≈ λ/(2a), which reaches 3.5e5 at ζ = 1 + 1e-12.
    /// (The double-double reference's own budget is ~1e-32·(1 + κ).) The gap is also bounded
    /// outright by 1e-13, 1/10 of the checks' tolerance; the worst gap per ζ is printed.
    @Test(.reportsSeed) func doubleDoubleReferenceAgreesWithFloat80() throws {
        var worst = (y: 0.0, v: 0.0, a: 0.0), worstBudget = 0.0
        var worstByZeta: [Double: Double] = [:]
        var reference: (spring: Spring, dd: SpringReferenceDD, f80: SpringReference)?
        for c in try Self.valueSamples() + Self.accelerationSamples() {
            if reference?.spring != c.spring { reference = (c.spring, SpringReferenceDD(c.spring), SpringReference(c.spring)) }
            let dd = reference!.dd.state(c.t, y0: c.from - c.to, v0: c.v0)
            let f80 = reference!.f80.state(c.t, y0: c.from - c.to, v0: c.v0)
            // The double-double difference rounded to Float80: exact enough (|d| ≪ the values).
            func gap(_ x: DoubleDouble, _ y: Float80) -> Double { abs(Double(Float80(x.hi) - y + Float80(x.lo))) }
            let ey = gap(dd.y, f80.y) / c.s
            let ev = gap(dd.v, f80.v) / (c.s * c.omega)
            let ea = gap(dd.a, f80.a) / (c.s * c.omega * c.omega * max(1, 2 * c.zeta))
            let lambda = reference!.dd.lambda.double
            var kappa = lambda * c.t
            switch reference!.dd.form {
            case .under(let wd): kappa += wd.double * c.t
            case .critical: break
            case .over(let r1, let r2): kappa += lambda / (r1 - r2).double
            }
            let budget = 64 * 0x1p-64 * (1 + kappa)
            let e = max(ey, ev, ea)
            worst = (max(worst.y, ey), max(worst.v, ev), max(worst.a, ea))
            worstBudget = max(worstBudget, e / budget)
            worstByZeta[c.zeta] = max(worstByZeta[c.zeta] ?? 0, e)
            #expect(e <= budget && e <= 1e-13,
                    "double-double vs Float80: y \(ey)·S, y′ \(ev)·S·ωn, y″ \(ea)·S·ωn²·max(1, 2ζ), budget \(budget) at ζ=\(c.zeta), m=\(c.mass), ωn=\(c.omega), t=\(c.t), y0=\(c.from - c.to), v0=\(c.v0)")
        }
        print("springs: double-double vs Float80 reference, worst gap y \(worst.y)·S, y′ \(worst.v)·S·ωn, y″ \(worst.a)·S·ωn²·max(1, 2ζ); worst gap / Float80 budget \(worstBudget)")
        print("springs: double-double vs Float80, worst gap by ζ: " + worstByZeta.sorted { $0.key < $1.key }.map { "ζ=\($0.key): \($0.value)" }.joined(separator: ", "))
    }

#endif

    /// Physics in every regime: x(0) = from and x′(0) = v0 exactly; the ODE residual
    /// m·x″ + c·x′ + k·(x − to) vanishes to rounding of its largest term.
    @Test(.reportsSeed) func initialConditionsAndResidual() throws {
        var rng = SeededGenerator(testSeed: 0x5eed_0003)
        for zeta in dampingRatios {
            for mass in [1.0, 0.001, 42.0] {
                let omega = Double.random(in: 0.3...60, using: &rng)
                let spring = try makeSpring(zeta: zeta, omega: omega, mass: mass)
                let (from, to, v0) = (Double.random(in: -9...9, using: &rng), Double.random(in: -9...9, using: &rng), Double.random(in: -99...99, using: &rng))
                let (x0, dx0) = spring.state(at: 0, from: from, to: to, initialVelocity: v0)
                #expect(x0 == from, "x(0) = \(x0), want \(from) at ζ=\(zeta) m=\(mass)")
                #expect(dx0 == v0, "x′(0) = \(dx0), want \(v0) at ζ=\(zeta) m=\(mass)")
                let c = spring.effectiveDamping, k = spring.stiffness
                for _ in 0..<40 {
                    let t = Double.random(in: 0...(10 / omega), using: &rng)
                    let (x, v) = spring.state(at: t, from: from, to: to, initialVelocity: v0)
                    let a = spring.acceleration(at: t, from: from, to: to, initialVelocity: v0)
                    let terms = [mass * a, c * v, k * (x - to)]
                    let residual = terms.reduce(0, +)
                    let size = mass * (abs(to - from) * omega * omega + abs(v0) * omega) * max(1, 2 * zeta)
                    #expect(abs(residual) <= 1e-12 * size, "ODE residual \(residual) (scale \(size)) at ζ=\(zeta), m=\(mass), t=\(t)")
                }
            }
        }
    }

    /// Continuity across ζ = 1: the response at 1 ± δ approaches the critical one linearly in δ,
    /// with no jump at the regime switch.
    @Test func continuousAcrossCritical() throws {
        let omega = 10.0
        let critical = try makeSpring(zeta: 1, omega: omega, mass: 1)
        #expect(critical.regime == .criticallyDamped)
        for delta in [1e-4, 1e-6, 1e-9, 1e-12] {
            let below = try makeSpring(zeta: 1 - delta, omega: omega, mass: 1)
            let above = try makeSpring(zeta: 1 + delta, omega: omega, mass: 1)
            #expect(below.regime == .underdamped && above.regime == .overdamped, "regimes at δ=\(delta)")
            for t in stride(from: 0.0, through: 3, by: 0.01) {
                let c = critical.value(at: t, from: 0.0, to: 1.0, initialVelocity: 3)
                for s in [below, above] {
                    let d = abs(s.value(at: t, from: 0.0, to: 1.0, initialVelocity: 3) - c)
                    // ∂x/∂ζ is bounded (≤ ~1 for these units), so the gap is O(δ), plus rounding.
                    #expect(d <= 2 * delta + 1e-15, "gap \(d) at δ=\(delta), t=\(t)")
                }
            }
        }
    }

    /// Strongly overdamped (ζ up to 1e4) and long times: finite, monotone, no overflow.
    @Test func stronglyOverdampedAndLongTimes() throws {
        for zeta in [1e2, 1e3, 1e4] {
            let spring = try makeSpring(zeta: zeta, omega: 5, mass: 1)
            var previous = -Double.infinity
            for e in stride(from: -6.0, through: 12, by: 0.25) {
                let t = Double.pow(10, e)
                let (x, v) = spring.state(at: t, from: 0.0, to: 1.0)
                #expect(x.isFinite && v.isFinite, "non-finite at ζ=\(zeta), t=\(t)")
                #expect(x >= previous && x <= 1, "not monotone at ζ=\(zeta), t=\(t): \(x) after \(previous)")
                previous = x
            }
            #expect(spring.value(at: .infinity, from: 0.0, to: 1.0) == 1)
            #expect(spring.velocity(at: .infinity, from: 0.0, to: 1.0) == 0)
        }
        // Underdamped far past settling: underflows to the target, never NaN.
        let s = Spring.coreAnimationDefault
        for t in [1e3, 1e6, 1e300, Double.greatestFiniteMagnitude] {
            let (x, v) = s.state(at: t, from: 0.0, to: 1.0)
            #expect(x == 1 && v == 0, "t=\(t): x=\(x) v=\(v)")
        }
        #expect(s.value(at: -1, from: 0.5, to: 1.0) == 0.5)
        #expect(s.value(at: -0.0, from: 0.5, to: 1.0) == 0.5)
        #expect(s.value(at: .nan, from: 0.5, to: 1.0).isNaN)
    }

    /// An independent numerical integration (classic RK4, h = 1e-4/ωn) agrees with the closed form
    /// to its own accuracy (global error O(h⁴) ≈ 1e-16 relative, plus rounding ~1e-12 over 1e5 steps).
    @Test func agreesWithRungeKutta() throws {
        for (zeta, mass) in [(0.05, 1.0), (0.5, 2.0), (1.0, 0.5), (3.0, 1.0)] {
            let omega = 12.0
            let spring = try makeSpring(zeta: zeta, omega: omega, mass: mass)
            let c = spring.effectiveDamping, k = spring.stiffness
            let (from, to, v0) = (2.0, -1.0, 7.0)
            func f(_ y: Double, _ v: Double) -> (Double, Double) { (v, -(c * v + k * (y - to)) / mass) }
            var y = from, v = v0
            let h = 1e-4 / omega
            let steps = Int((3 / omega / h).rounded())
            var worst = 0.0
            for i in 1...steps {
                let (k1y, k1v) = f(y, v)
                let (k2y, k2v) = f(y + h / 2 * k1y, v + h / 2 * k1v)
                let (k3y, k3v) = f(y + h / 2 * k2y, v + h / 2 * k2v)
                let (k4y, k4v) = f(y + h * k3y, v + h * k3v)
                y += h / 6 * (k1y + 2 * k2y + 2 * k3y + k4y)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                if i % 1000 == 0 {
                    let x = spring.value(at: Double(i) * h, from: from, to: to, initialVelocity: v0)
                    worst = max(worst, abs(x - y) / (abs(to - from) + abs(v0) / omega))
                }
            }
            #expect(worst <= 1e-10, "RK4 vs closed form: \(worst)·S at ζ=\(zeta)")
        }
    }
}
