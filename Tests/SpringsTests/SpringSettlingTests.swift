import MotionTestSupport
import RealModule
import Testing
import Springs

@Suite("Springs: settling time and settlingDuration")
struct SpringSettlingTests {
    /// Core Animation's settlingDuration, as measured on Apple's QuartzCore (Springs article, Settling).
    @Test(arguments: [
        ((1.0, 100.0, 10.0), 1.4727003346780927),
        ((1.0, 100.0, 1.0), 13.91321015404625),
        ((1.0, 100.0, 20.0), 1.0),
        ((1.0, 100.0, 100.0), 1.0),
    ])
    func coreAnimationSettlingDuration(parameters: (Double, Double, Double), expected: Double) throws {
        let spring = try Spring(mass: parameters.0, stiffness: parameters.1, damping: parameters.2)
        let d = try spring.settlingDuration()
        #expect(abs(d - expected) <= 1e-12 * expected, "settlingDuration \(parameters) = \(d), want \(expected)")
    }

    @Test func perceptualDurationAndBounce() throws {
        let spring = try Spring(perceptualDuration: 1, bounce: 0.5)
        let d = try spring.settlingDuration()
        #expect(abs(d - 2.3438753795710707) <= 1e-12 * d, "got \(d)")
    }

    /// The exact critical crossing: (1 + 10t)·e^(−10t) = 0.001.
    @Test func exactCriticalSettlingTime() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        let t = try spring.settlingTime(from: 0.0, to: 1.0)
        #expect(abs(t - 0.9233413476451586) <= 1e-12, "got \(t)")
        let residual = (1 + 10 * t) * Double.exp(-10 * t) - 0.001
        #expect(abs(residual) <= 1e-17, "residual \(residual)")
    }

    /// One settling case: a spring, a state and a band ε.
    struct SettlingSample {
        let zeta, omega: Double
        let spring: Spring
        let from, to, v0, epsilon: Double
        var band: Double { epsilon * abs(to - from) }
    }

    /// Every damping ratio > 0, six random springs and states each (102 cases, seeded).
    static func settlingSamples() throws -> [SettlingSample] {
        var rng = SeededGenerator(testSeed: 0x5e77_1e)
        var samples: [SettlingSample] = []
        for zeta in dampingRatios where zeta > 0 {
            for _ in 0..<6 {
                let omega = Double.random(in: 1...50, using: &rng)
                let mass = [1.0, 0.3, 8.0].randomElement(using: &rng)!
                let spring = try makeSpring(zeta: zeta, omega: omega, mass: mass)
                let from = Double.random(in: -10...10, using: &rng)
                let to = from + (Bool.random(using: &rng) ? 1 : -1) * Double.random(in: 0.1...20, using: &rng)
                let v0 = Bool.random(using: &rng) ? 0 : Double.random(in: -40...40, using: &rng) * omega
                let epsilon = [1e-3, 1e-2, 1e-5].randomElement(using: &rng)!
                samples.append(SettlingSample(zeta: zeta, omega: omega, spring: spring, from: from, to: to, v0: v0, epsilon: epsilon))
            }
        }
        return samples
    }

    /// Relative error ≤ 1e-10 against `reference` (an independent root: grid scan + bisection),
    /// and the defining property: |x(t) − to| ≤ ε·|to − from| for every sampled t ≥ T, equal at T.
    static func checkSettling(_ name: String, reference: (SettlingSample) -> Double) throws {
        var worst = 0.0, cases = 0
        for c in try settlingSamples() {
            let (spring, from, to, v0, zeta, band) = (c.spring, c.from, c.to, c.v0, c.zeta, c.band)
            let t = try spring.settlingTime(from: from, to: to, initialVelocity: v0, epsilon: c.epsilon)
            let reference = reference(c)
            let error = abs(t - reference) / max(reference, 1e-300)
            worst = max(worst, error)
            cases += 1
            #expect(error <= 1e-10, "settling \(t) vs \(name) reference \(reference) (error \(error)) at ζ=\(zeta), ωn=\(c.omega), from=\(from), to=\(to), v0=\(v0), ε=\(c.epsilon)")
            // Equal at T (to the conditioning of the crossing), below after.
            let atT = abs(spring.value(at: t, from: from, to: to, initialVelocity: v0) - to)
            #expect(abs(atT - band) <= 1e-9 * band + 4 * to.ulp, "|x(T) − to| = \(atT), band \(band) at ζ=\(zeta)")
            for i in 1...400 {
                let later = t + Double(i) * Double(i) / 400 * (1 + t)
                let d = abs(spring.value(at: later, from: from, to: to, initialVelocity: v0) - to)
                #expect(d <= band * (1 + 1e-9) + 4 * to.ulp, "|x(\(later)) − to| = \(d) > band \(band) after T=\(t), ζ=\(zeta)")
                if d > band * (1 + 1e-9) + 4 * to.ulp { break }
            }
        }
        print("settling (\(name) reference): \(cases) cases, worst relative error \(worst)")
    }

    /// Against the double-double reference root (every architecture).
    @Test(.reportsSeed) func settlingTimeAgainstReference() throws {
        try Self.checkSettling("double-double") {
            SpringReferenceDD($0.spring).lastCrossing(y0: $0.from - $0.to, v0: $0.v0, threshold: $0.band)
        }
    }

#if arch(x86_64) || arch(i386)  // Float80 reference: x86 only (.ci/portability.py checks the guard)
    /// Against the Float80 reference root (grid scan + Float80 bisection).
    @Test(.reportsSeed) func settlingTimeAgainstReferenceFloat80() throws {
        try Self.checkSettling("Float80") {
            SpringReference($0.spring).lastCrossing(y0: $0.from - $0.to, v0: $0.v0, threshold: $0.band)
        }
    }

    /// The double-double reference root (the only one on arm64) against the Float80 one on the
    /// same cases: relative gap ≤ 1e-13, far below the check's 1e-10.
    @Test(.reportsSeed) func doubleDoubleReferenceRootAgreesWithFloat80() throws {
        var worst = 0.0
        for c in try Self.settlingSamples() {
            let dd = SpringReferenceDD(c.spring).lastCrossing(y0: c.from - c.to, v0: c.v0, threshold: c.band)
            let f80 = SpringReference(c.spring).lastCrossing(y0: c.from - c.to, v0: c.v0, threshold: c.band)
            let gap = abs(dd - f80) / max(f80, 1e-300)
            worst = max(worst, gap)
            #expect(gap <= 1e-13, "double-double root \(dd) vs Float80 root \(f80) (gap \(gap)) at ζ=\(c.zeta), ωn=\(c.omega), from=\(c.from), to=\(c.to), v0=\(c.v0), ε=\(c.epsilon)")
        }
        print("settling: double-double vs Float80 reference root, worst relative gap \(worst)")
    }

#endif

    /// 2-D: the distance is Euclidean; the crossing is the last one of |x(t) − to|.
    @Test func vectorSettlingTime() throws {
        let spring = try Spring(mass: 1, stiffness: 120, damping: 6)
        let from = SIMD2<Double>(0, 0), to = SIMD2<Double>(3, 4), v0 = SIMD2<Double>(-40, 25)
        let t = try spring.settlingTime(from: from, to: to, initialVelocity: v0)
        let band = 0.001 * 5
        func distance(_ s: Double) -> Double { (spring.value(at: s, from: from, to: to, initialVelocity: v0) - to).magnitude }
        #expect(abs(distance(t) - band) <= 1e-9 * band, "distance at T \(distance(t))")
        var s = t
        while s < t + 5 {
            s += 1e-3
            #expect(distance(s) <= band * (1 + 1e-9), "distance \(distance(s)) at \(s) after T \(t)")
            if distance(s) > band * (1 + 1e-9) { break }
        }
        // Scalar along one axis agrees with the 1-D computation.
        let t1 = try spring.settlingTime(from: SIMD2<Double>(0, 0), to: SIMD2<Double>(2, 0), initialVelocity: SIMD2<Double>(1, 0))
        let t2 = try spring.settlingTime(from: 0.0, to: 2.0, initialVelocity: 1.0)
        #expect(abs(t1 - t2) <= 1e-14 * t2, "\(t1) vs \(t2)")
    }

    /// Settling for a given duration: the solved stiffness settles in exactly that time.
    @Test(arguments: [0.3, 0.7, 1.0, 1.5, 4.0])
    func settlingDurationInitialiser(zeta: Double) throws {
        for duration in [0.25, 1.0, 3.0] {
            let spring = try Spring(settlingDuration: duration, dampingRatio: zeta, mass: 2)
            let t = try spring.settlingTime(from: 0.0, to: 1.0)
            #expect(abs(t - duration) <= 1e-12 * duration, "settles at \(t), asked \(duration), ζ=\(zeta)")
            #expect(abs(spring.dampingRatio - zeta) <= 1e-14, "ζ \(spring.dampingRatio) vs \(zeta)")
        }
    }

    @Test func degenerateSettling() throws {
        let spring = Spring.coreAnimationDefault
        // Already at rest: settled at once.
        #expect(try spring.settlingTime(from: 2.0, to: 2.0) == 0)
        // from = to with a velocity: the band is absolute.
        let t = try spring.settlingTime(from: 1.0, to: 1.0, initialVelocity: 1.0, epsilon: 1e-3)
        #expect(t > 0 && abs(abs(spring.value(at: t, from: 1.0, to: 1.0, initialVelocity: 1.0) - 1) - 1e-3) <= 1e-12)
        // Undamped: never settles.
        let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
        #expect(throws: SpringError.neverSettles) { try undamped.settlingTime(from: 0.0, to: 1.0) }
        #expect(throws: SpringError.neverSettles) { try undamped.settlingDuration() }
        #expect(try undamped.settlingTime(from: 1.0, to: 1.0) == 0)
        // Bad ε and states.
        #expect(throws: SpringError.self) { try spring.settlingTime(from: 0.0, to: 1.0, epsilon: 0) }
        #expect(throws: SpringError.self) { try spring.settlingTime(from: 0.0, to: 1.0, epsilon: -1) }
        #expect(throws: SpringError.self) { try spring.settlingTime(from: 0.0, to: 1.0, epsilon: .nan) }
        #expect(throws: SpringError.self) { try spring.settlingTime(from: .nan, to: 1.0) }
        #expect(throws: SpringError.self) { try spring.settlingDuration(initialVelocity: .infinity) }
    }

    /// The envelope bound of Core Animation is never below the exact crossing.
    @Test(.reportsSeed) func settlingDurationBoundsExactTime() throws {
        var rng = SeededGenerator(testSeed: 77)
        for _ in 0..<200 {
            let spring = try Spring(mass: 1, stiffness: Double.random(in: 10...500, using: &rng), damping: Double.random(in: 0.5...40, using: &rng))
            let v = Double.random(in: -20...20, using: &rng)
            let apple = try spring.settlingDuration(initialVelocity: v)
            let exact = try spring.settlingTime(from: 0.0, to: 1.0, initialVelocity: v)
            #expect(exact <= apple * (1 + 1e-12), "exact \(exact) > Core Animation \(apple) for \(spring), v=\(v)")
        }
    }
}
