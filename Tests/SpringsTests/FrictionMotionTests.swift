import Foundation
import MotionMath
import Springs
import Testing

/// Flutter's friction, gravity and clamped simulations against Flutter's own tests
/// (`friction_simulation_test.dart`, `gravity_simulation_test.dart`, `clamped_simulation_test.dart`,
/// `newton_test.dart`), with their tolerances, and the exact motion's own identities.
struct FrictionMotionTests {
    @Test func flutterFrictionPositiveAndNegative() throws {
        let f = try FrictionMotion(drag: 0.135, from: 100, initialVelocity: 100)
        #expect(f.value(at: 0) == 100 && f.velocity(at: 0) == 100)
        for (t, x) in [(0.1, 110.0), (0.5, 131.0), (2.0, 149.0)] { #expect(abs(f.value(at: t) - x) <= 1, "x(\(t)) = \(f.value(at: t))") }
        #expect(abs(f.restingPoint - 149) <= 1 && f.stopTime == .infinity)
        #expect(f.time(atPosition: 100) == 0)
        for t in [0.1, 0.5, 2.0] {
            let back = try #require(f.time(atPosition: f.value(at: t)))
            #expect(abs(back - t) <= 1e-10, "timeAtX(x(\(t))) = \(back)")
        }
        #expect(f.time(atPosition: -1) == nil && f.time(atPosition: 200) == nil)

        let g = try FrictionMotion(drag: 0.135, from: 100, initialVelocity: -100)
        #expect(g.velocity(at: 0) == -100)
        for (t, x) in [(0.1, 91.0), (0.5, 68.0), (2.0, 51.0)] { #expect(abs(g.value(at: t) - x) <= 1, "x(\(t)) = \(g.value(at: t))") }
        #expect(abs(g.restingPoint - 50) <= 1)
        for t in [0.1, 0.5, 2.0] {
            let back = try #require(g.time(atPosition: g.value(at: t)))
            #expect(abs(back - t) <= 1e-10)
        }
        #expect(g.time(atPosition: 101) == nil && g.time(atPosition: 40) == nil)
    }

    /// With a constant deceleration the motion stops at the root of |v₀|·Dᵗ = a·t, to the last bits.
    @Test func flutterFrictionConstantDeceleration() throws {
        let f = try FrictionMotion(drag: 0.135, from: 100, initialVelocity: -100, constantDeceleration: 100)
        #expect(f.value(at: 0) == 100 && f.velocity(at: 0) == -100)
        for (t, x) in [(0.1, 91.0), (0.5, 80.0), (2.0, 80.0)] { #expect(abs(f.value(at: t) - x) <= 1, "x(\(t)) = \(f.value(at: t))") }
        #expect(abs(f.restingPoint - 80) <= 1)
        for t in [0.1, 0.2, 0.3] {
            let back = try #require(f.time(atPosition: f.value(at: t)))
            #expect(abs(back - t) <= 1e-10, "timeAtX(x(\(t))) = \(back)")
        }
        #expect(f.time(atPosition: 101) == nil && f.time(atPosition: 40) == nil)
        let residual = 100 * Foundation.pow(0.135, f.stopTime) - 100 * f.stopTime
        #expect(abs(residual) <= 4e-14 * 100, "stop time \(f.stopTime): residual \(residual)")
        #expect(f.velocity(at: f.stopTime) == 0 && f.value(at: 10) == f.restingPoint && f.isFinished(at: f.stopTime))
        #expect(abs(f.value(at: f.stopTime.nextDown) - f.restingPoint) <= 1e-12 * 100)
    }

    /// `newton_test.dart`: drag 0.3 from 100 at 400 with velocity tolerance 1, and `.through`.
    @Test func flutterNewtonFriction() throws {
        let f = try FrictionMotion(drag: 0.3, from: 100, initialVelocity: 400, velocityTolerance: 1)
        #expect(!f.isFinished(at: 0) && f.value(at: 0) == 100 && f.velocity(at: 0) == 400)
        #expect(f.value(at: 1) > 330 && f.value(at: 1) < 335)
        #expect(f.velocity(at: 1) == 120 && f.velocity(at: 2) == 36 && abs(f.velocity(at: 3) - 10.8) <= 1e-10)
        #expect(f.velocity(at: 4) < 3.5 && f.isFinished(at: 5) && f.value(at: 5) > 431 && f.value(at: 5) < 432)
        for (start, velocity) in [(10.0, 600.0), (1000.0, -500.0)] {
            let reference = try FrictionMotion(drag: 0.025, from: start, initialVelocity: velocity)
            let end = reference.value(at: 1), endVelocity = reference.velocity(at: 1)
            let through = try FrictionMotion.through(start: start, end: end, startVelocity: velocity, endVelocity: endVelocity)
            #expect(through.value(at: 0) == start && through.velocity(at: 0) == velocity && !through.isFinished(at: 0))
            #expect(through.isFinished(at: 1 + 1e-10), "\(through.velocity(at: 1 + 1e-10)) vs \(endVelocity)")
            #expect(abs(through.value(at: 1) - end) <= 1e-10 * abs(end) && abs(through.velocity(at: 1) - endVelocity) <= 1e-10 * abs(endVelocity))
        }
        #expect(throws: SpringError.self) { try FrictionMotion.through(start: 0, end: 10, startVelocity: -5, endVelocity: -1) }
        #expect(throws: SpringError.self) { try FrictionMotion.through(start: 0, end: 10, startVelocity: 5, endVelocity: 6) }
        #expect(throws: SpringError.self) { try FrictionMotion(drag: 1, from: 0, initialVelocity: 1) }
        #expect(throws: SpringError.self) { try FrictionMotion(drag: 0.5, from: .nan, initialVelocity: 1) }
        let still = try FrictionMotion(drag: 0.5, from: 3, initialVelocity: 0)
        #expect(still.stopTime == 0 && still.value(at: 2) == 3 && still.isFinished(at: 0))
    }

    /// `newton_test.dart` and `gravity_simulation_test.dart`, exact.
    @Test func flutterGravity() throws {
        let g = try GravityMotion(acceleration: 200, from: 100, initialVelocity: 0, endDistance: 600)
        for (t, x, v) in [(0.0, 100.0, 0.0), (0.25, 106.25, 50.0), (0.5, 125, 100), (0.75, 156.25, 150), (1.0, 200, 200),
                          (1.25, 256.25, 250), (1.5, 325, 300), (1.75, 406.25, 350), (2.5, 725, 500)] {
            #expect(g.value(at: t) == x && g.velocity(at: t) == v, "t = \(t)")
        }
        #expect(!g.isFinished(at: 0) && g.isFinished(at: 2.5))
        #expect(abs(try GravityMotion(acceleration: 9.81, from: 10, initialVelocity: 0, endDistance: 0).value(at: 10) - (50 * 9.81 + 10)) <= 1e-10)
        let up = try GravityMotion(acceleration: -10, from: 0, initialVelocity: 10, endDistance: 6)
        for (t, x, v) in [(0.0, 0.0, 10.0), (1, 5, 0), (2, 0, -10), (3, -15, -20)] { #expect(up.value(at: t) == x && up.velocity(at: t) == v) }
        #expect(!up.isFinished(at: 0) && !up.isFinished(at: 0.2) && !up.isFinished(at: 2) && up.isFinished(at: 3))
        // 10t − 5t² = −6 first at t = 1 + √(11/5): exactly where |x| reaches 6, and it stays finished.
        #expect(abs(up.finishTime - (1 + (11.0 / 5).squareRoot())) <= 2e-16 * 3 && abs(abs(up.value(at: up.finishTime)) - 6) <= 1e-14)
        #expect(abs(g.finishTime - 5.0.squareRoot()) <= 4e-16 && g.isFinished(at: 100))
        let inside = try GravityMotion(acceleration: 0, from: 1, initialVelocity: 0, endDistance: 2)
        #expect(inside.finishTime == .infinity && !inside.isFinished(at: 1e300))
        #expect(throws: SpringError.self) { try GravityMotion(acceleration: 1, from: 0, initialVelocity: 0, endDistance: -1) }
    }

    /// `clamped_simulation_test.dart`.
    @Test func flutterClamped() throws {
        let one = try ClampedMotion(try GravityMotion(acceleration: 9.81, from: 10, initialVelocity: 0, endDistance: 0), position: 20...100, velocity: 7...11)
        #expect(one.value(at: 0) == 20 && one.velocity(at: 0) == 7 && one.value(at: 100) == 100 && one.velocity(at: 100) == 11)
        let two = try ClampedMotion(try GravityMotion(acceleration: -10, from: 0, initialVelocity: 10, endDistance: 6), position: 0...2.5, velocity: -1...1)
        for (t, x, v) in [(0.0, 0.0, 1.0), (1, 2.5, 0), (2, 0, -1), (3, 0, -1)] { #expect(two.value(at: t) == x && two.velocity(at: t) == v, "t = \(t)") }
        #expect(!two.isFinished(at: 0) && !two.isFinished(at: 0.2) && !two.isFinished(at: 2) && two.isFinished(at: 3))
    }
}
