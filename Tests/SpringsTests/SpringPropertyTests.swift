import MotionTestSupport
import PropertyBased
import Testing
import Springs

/// Properties of springs over seeded random parameters (swift-property-based), 10⁴ cases each.
@Suite struct SpringPropertyTests {
    static let zeta = Gen.double(in: -4...3).map { Double.pow(10, $0) }  // 1e-4 … 1e3
    static let omega = Gen.double(in: 0.1...200)
    static let mass = Gen.double(in: -3...3).map { Double.pow(10, $0) }
    static let state = Gen.double(in: -100...100)

    /// x(0) = from and x′(0) = v0 exactly; the ODE residual vanishes to rounding at random times.
    @Test func initialConditionsAndResidual() async {
        await seededPropertyCheck(count: 10_000, input: Self.zeta, Self.omega, Self.mass, Self.state, Self.state, Self.state, Gen.double(in: 0...1)) {
            zeta, omega, mass, from, to, v0, u in
            let spring = try! makeSpring(zeta: zeta, omega: omega, mass: mass)
            #expect(spring.value(at: 0, from: from, to: to, initialVelocity: v0) == from)
            #expect(spring.velocity(at: 0, from: from, to: to, initialVelocity: v0) == v0)
            let t = u * 10 / omega
            let (x, v) = spring.state(at: t, from: from, to: to, initialVelocity: v0)
            let a = spring.acceleration(at: t, from: from, to: to, initialVelocity: v0)
            let residual = mass * a + spring.effectiveDamping * v + spring.stiffness * (x - to)
            let size = mass * (abs(to - from) * omega * omega + abs(v0) * omega) * max(1, 2 * zeta) + spring.stiffness * to.ulp
            #expect(abs(residual) <= 1e-12 * size, "residual \(residual) vs \(size) at ζ=\(zeta) ωn=\(omega) m=\(mass) t=\(t)")
        }
    }

    /// Linearity: the response to (from − to, v0) scales and adds (superposition), the defining
    /// property of a linear oscillator, checked without any reference formula.
    @Test func superposition() async {
        await seededPropertyCheck(count: 10_000, input: Self.zeta, Self.omega, Self.state, Self.state, Gen.double(in: 0...1)) { zeta, omega, y0, v0, u in
            let spring = try! makeSpring(zeta: zeta, omega: omega, mass: 1)
            let t = u * 10 / omega
            let both = spring.value(at: t, from: y0, to: 0, initialVelocity: v0)
            let a = spring.value(at: t, from: y0, to: 0, initialVelocity: 0)
            let b = spring.value(at: t, from: 0, to: 0, initialVelocity: v0)
            let scale = abs(y0) + abs(v0) / omega
            #expect(abs(both - (a + b)) <= 1e-14 * scale, "superposition gap \(both - (a + b)) at ζ=\(zeta) t=\(t)")
        }
    }

    /// Settling: past the exact settling time the distance stays within the band (checked at
    /// random later times), and the band is met exactly at it.
    @Test func settlingBand() async {
        await seededPropertyCheck(count: 10_000, input: Gen.double(in: -3...2.5).map { Double.pow(10, $0) }, Self.omega, Self.state, Self.state, Gen.double(in: 0...1)) {
            zeta, omega, v0, to, u in
            let spring = try! makeSpring(zeta: zeta, omega: omega, mass: 1)
            let t = try! spring.settlingTime(from: 0.0, to: to, initialVelocity: v0)
            let band = 0.001 * abs(to)
            let later = t + u * u * 50 / omega
            let d = abs(spring.value(at: later, from: 0.0, to: to, initialVelocity: v0) - to)
            #expect(d <= band * (1 + 1e-9) + 2 * to.ulp, "distance \(d) > band \(band) at t=\(later) > T=\(t), ζ=\(zeta)")
            if t > 0 {
                let atT = abs(spring.value(at: t, from: 0.0, to: to, initialVelocity: v0) - to)
                #expect(abs(atT - band) <= 1e-9 * band + 2 * to.ulp, "|x(T) − to| = \(atT) vs band \(band), ζ=\(zeta)")
            }
        }
    }
}
