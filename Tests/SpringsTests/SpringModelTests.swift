import MotionTestSupport
import Foundation
import RealModule
import MotionMath
import Testing
import Springs

@Suite("Springs: parameterisations, validation, vectors, retargeting, decay")
struct SpringModelTests {
    /// Apple's documented examples and SwiftUI's presets.
    @Test func parameterisations() throws {
        let s = try Spring(duration: 0.5, bounce: 0.3)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - 157.91367041742973) <= 1e-12 * 157.9, "stiffness \(s.stiffness)")  // (2π/0.5)²
        #expect(abs(s.damping - 0.7 * 4 * Double.pi / 0.5) <= 1e-12 * 17.6, "damping \(s.damping)")  // 4πζm/T ≈ 17.59
        let ca = Spring.coreAnimationDefault
        #expect(abs(ca.duration - 2 * Double.pi / 10) <= 1e-15)  // ≈ 0.63
        #expect(abs(ca.bounce - 0.5) <= 1e-15 && abs(ca.dampingRatio - 0.5) <= 1e-15)
        #expect(Spring.smooth.regime == .criticallyDamped && Spring.smooth.bounce == 0)
        #expect(abs(Spring.snappy.bounce - 0.15) <= 1e-15 && abs(Spring.bouncy.bounce - 0.3) <= 1e-15)
        #expect(Spring.smooth == (try Spring(duration: 0.5, bounce: 0)))
        #expect(Spring.bouncy == (try Spring(duration: 0.5, bounce: 0.3)))
        // response/dampingRatio: k = m(2π/T)², c = 4πζm/T, mass ≠ 1.
        let r = try Spring(response: 0.8, dampingRatio: 0.6, mass: 3)
        #expect(abs(r.stiffness - 3 * Double.pow(2 * Double.pi / 0.8, 2)) <= 1e-12 * r.stiffness)
        #expect(abs(r.damping - 4 * Double.pi * 0.6 * 3 / 0.8) <= 1e-12 * r.damping)
        #expect(abs(r.response - 0.8) <= 1e-15 && abs(r.dampingRatio - 0.6) <= 1e-15)
        // bounce ↔ ζ round trips, overdamped included.
        for bounce in [-0.9, -0.5, -0.1, 0, 0.1, 0.5, 0.99] {
            let spring = try Spring(duration: 1.3, bounce: bounce)
            #expect(abs(spring.bounce - bounce) <= 1e-14, "bounce \(spring.bounce) vs \(bounce)")
            #expect(spring.regime == (bounce < 0 ? .overdamped : bounce == 0 ? .criticallyDamped : .underdamped))
        }
        // Clamping: damping above critical is critical unless overdamping is allowed.
        let clamped = try Spring(mass: 1, stiffness: 100, damping: 100)
        #expect(clamped.regime == .criticallyDamped && clamped.effectiveDamping == 20 && clamped.dampingRatio == 1)
        let over = try Spring(mass: 1, stiffness: 100, damping: 100, allowsOverdamping: true)
        #expect(over.regime == .overdamped && over.dampingRatio == 5)
        let exactCritical = try Spring(mass: 1, stiffness: 100, damping: 20)
        #expect(clamped.value(at: 0.3, from: 0.0, to: 1.0) == exactCritical.value(at: 0.3, from: 0.0, to: 1.0))
    }

    /// Every invalid parameter is a typed error naming it.
    @Test func invalidParameters() {
        func name(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch {
                guard let error = error as? SpringError else { return "untyped: \(error)" }
                switch error {
                case .nonFiniteParameter(let name, _), .parameterOutOfRange(let name, _, _): return name
                default: return "other: \(error)"
                }
            }
        }
        #expect(name { _ = try Spring(mass: 0, stiffness: 100, damping: 10) } == "mass")
        #expect(name { _ = try Spring(mass: -1, stiffness: 100, damping: 10) } == "mass")
        #expect(name { _ = try Spring(mass: 1, stiffness: 0, damping: 10) } == "stiffness")
        #expect(name { _ = try Spring(mass: 1, stiffness: -5, damping: 10) } == "stiffness")
        #expect(name { _ = try Spring(mass: 1, stiffness: 100, damping: -0.1) } == "damping")
        #expect(name { _ = try Spring(mass: .nan, stiffness: 100, damping: 10) } == "mass")
        #expect(name { _ = try Spring(mass: 1, stiffness: .infinity, damping: 10) } == "stiffness")
        #expect(name { _ = try Spring(mass: 1e-300, stiffness: 1e300, damping: 1) } == "stiffness / mass")
        #expect(name { _ = try Spring(response: 0, dampingRatio: 0.5) } == "response")
        #expect(name { _ = try Spring(response: 1, dampingRatio: -0.5) } == "dampingRatio")
        #expect(name { _ = try Spring(duration: 1, bounce: -1) } == "bounce")
        #expect(name { _ = try Spring(duration: 1, bounce: 1.5) } == "bounce")
        #expect(name { _ = try Spring(duration: -1, bounce: 0) } == "duration")
        #expect(name { _ = try Spring(settlingDuration: 1, dampingRatio: 0) } == "dampingRatio")
        #expect(name { _ = try Spring(settlingDuration: .nan, dampingRatio: 0.5) } == "settlingDuration")
        #expect(name { _ = try Decay(decelerationRate: 1) } == "decelerationRate")
        #expect(name { _ = try Decay(decelerationRate: 0) } == "decelerationRate")
        let spring = Spring.coreAnimationDefault
        #expect(throws: SpringError.nonFiniteInput(name: "from")) { try SpringAnimation(spring: spring, from: Double.nan, to: 1) }
        #expect(throws: SpringError.nonFiniteInput(name: "initialVelocity")) {
            try SpringAnimation(spring: spring, from: SIMD2<Double>(0, 0), to: SIMD2(1, 1), initialVelocity: SIMD2(0, .infinity))
        }
        let animation = try? SpringAnimation(spring: spring, from: 0.0, to: 1.0)
        #expect(throws: SpringError.nonFiniteInput(name: "time")) { try animation?.checkedState(at: .nan) }
        #expect(throws: SpringError.nonFiniteInput(name: "time")) { try animation?.retargeted(to: 2, at: .infinity) }
    }

    /// Generic values: SIMD and Float agree with Double per component.
    @Test func vectorsAndFloat() throws {
        let spring = try Spring(mass: 1.5, stiffness: 80, damping: 4)
        let from = SIMD3<Double>(0, 10, -3), to = SIMD3<Double>(1, -2, 7), v0 = SIMD3<Double>(5, 0, -9)
        for t in stride(from: 0.0, through: 2, by: 0.05) {
            let (x, v) = spring.state(at: t, from: from, to: to, initialVelocity: v0)
            for i in 0..<3 {
                let (xi, vi) = spring.state(at: t, from: from[i], to: to[i], initialVelocity: v0[i])
                #expect(abs(x[i] - xi) <= 4 * xi.ulp + 1e-15 && abs(v[i] - vi) <= 1e-13 * (1 + abs(vi)), "component \(i) at t=\(t)")
            }
            let xf = spring.value(at: t, from: Float(from.y), to: Float(to.y), initialVelocity: Float(v0.y))
            #expect(abs(Double(xf) - x.y) <= 1e-5 * 12, "Float \(xf) vs \(x.y)")
            let colour = spring.value(at: t, from: SIMD4<Float>(0, 0, 0, 1), to: SIMD4<Float>(1, 0.5, 0.25, 1))
            #expect(colour.w == 1 || abs(colour.w - 1) <= 1e-6)
        }
    }

    /// Retargeting keeps position and velocity at the switch.
    @Test func retargetingIsContinuous() throws {
        let a = try SpringAnimation(spring: .bouncy, from: SIMD2<Double>(0, 0), to: SIMD2(100, 40), initialVelocity: SIMD2(0, 300))
        for switchTime in [0.0, 0.05, 0.2, 0.37, 2.0] {
            let b = try a.retargeted(to: SIMD2(-20, 10), at: switchTime, spring: .snappy)
            let (x, v) = a.state(at: switchTime)
            #expect(b.state(at: 0).value == x && b.state(at: 0).velocity == v)
            #expect(b.from == x && b.initialVelocity == v && b.to == SIMD2(-20, 10) && b.spring == .snappy)
            // The new motion leaves with that velocity: one-sided second-order difference
            // (error O(h²·x‴) ≈ 1e-10·|x‴|, rounding ≈ ulp(100)/h ≈ 1e-9).
            let h = 1e-5
            let dx = (b.value(at: h).scaled(by: 4) - x.scaled(by: 3) - b.value(at: 2 * h)).scaled(by: 1 / (2 * h))
            #expect((dx - v).magnitude <= 1e-4 * (v.magnitude + 1), "velocity after retarget \(dx) vs \(v)")
        }
    }

    /// Decay: closed form, resting point, settling time.
    @Test func decay() throws {
        let decay = Decay.normal
        let kappa = -1000 * Double.log(0.998)
        #expect(abs(decay.decayRate - kappa) <= 1e-13 * kappa)
        let v0 = 2000.0
        for t in [0.0, 0.1, 0.5, 2, 10] {
            let x = decay.value(at: t, from: 10.0, initialVelocity: v0)
            let expected = 10 + v0 * (1 - Double.exp(-kappa * t)) / kappa
            #expect(abs(x - expected) <= 1e-12 * abs(expected), "x(\(t)) = \(x) vs \(expected)")
            let v = decay.velocity(at: t, initialVelocity: v0)
            #expect(abs(v - v0 * Double.pow(0.998, 1000 * t)) <= 1e-11 * v0, "v(\(t))")
        }
        let rest = decay.restingPoint(from: 10.0, initialVelocity: v0)
        #expect(abs(rest - (10 + v0 / kappa)) <= 1e-12 * rest)
        // The discrete per-millisecond sum differs by about (1 − d)/2.
        let discrete = 10 + v0 / 1000 * 0.998 / (1 - 0.998)
        #expect(abs((discrete - 10) / (rest - 10) - 1) < 0.0011)
        let t = try decay.settlingTime(initialVelocity: v0, epsilon: 0.5)
        let left = abs(rest - decay.value(at: t, from: 10.0, initialVelocity: v0))
        #expect(abs(left - 0.5) <= 1e-9, "distance left at settling \(left)")
        #expect(try decay.settlingTime(initialVelocity: 0.1, epsilon: 0.5) == 0)
        let fast = Decay.fast.restingPoint(from: SIMD2<Double>(0, 0), initialVelocity: SIMD2(1000, -500))
        #expect(abs(fast.x + 2 * fast.y) <= 1e-12)
    }

    /// Codable round trips; invalid JSON is a decoding error carrying the SpringError text.
    @Test func codable() throws {
        let spring = try Spring(mass: 2, stiffness: 300, damping: 50, allowsOverdamping: true)
        let data = try JSONEncoder().encode(spring)
        #expect(try JSONDecoder().decode(Spring.self, from: data) == spring)
        let animation = try SpringAnimation(spring: .snappy, from: SIMD2<Double>(1, 2), to: SIMD2(3, 4))
        #expect(try JSONDecoder().decode(SpringAnimation<VectorSpace<SIMD2<Double>>>.self, from: JSONEncoder().encode(animation)) == animation)
        #expect(try JSONDecoder().decode(Spring.self, from: Data("{}".utf8)) == .coreAnimationDefault)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Spring.self, from: Data(#"{"mass": 0}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Decay.self, from: Data(#"{"decelerationRate": 2}"#.utf8)) }
        #expect(Set([spring, spring, .smooth]).count == 2)
    }
}
