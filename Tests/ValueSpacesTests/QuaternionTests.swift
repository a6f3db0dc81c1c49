import Keyframes
import Paths
import MotionMath
import MotionTestSupport
import RealModule
import Springs
import Testing
@testable import ValueSpaces

/// A uniformly random rotation (Shoemake's subgroup algorithm).
func randomRotation(_ rng: inout SeededGenerator) -> Quaternion {
    let u1 = Double.random(in: 0..<1, using: &rng), u2 = Double.random(in: 0..<1, using: &rng), u3 = Double.random(in: 0..<1, using: &rng)
    let a = (1 - u1).squareRoot(), b = u1.squareRoot()
    return try! Quaternion(
        w: a * Double.sin(2 * .pi * u2), x: a * Double.cos(2 * .pi * u2), y: b * Double.sin(2 * .pi * u3), z: b * Double.cos(2 * .pi * u3))
}

/// |q| − 1 in units of ε (the length computed in double-double would change nothing here:
/// four squares of numbers ≤ 1 carry at most ~2ε of rounding).
func unitError(_ q: Quaternion) -> Double {
    let squared = DoubleDouble.product(q.w, q.w) + DoubleDouble.product(q.x, q.x) + DoubleDouble.product(q.y, q.y) + DoubleDouble.product(q.z, q.z)
    return abs((squared - 1).double) / 2 / .ulpOfOne
}

@Suite("Quaternions: construction, charts, slerp, Euler angles, spherical keyframes and springs")
struct QuaternionTests {
    @Test func zeroAndNonFiniteAreTypedErrors() {
        #expect(throws: ValueSpaceError.invalidValue("the zero quaternion is not a rotation")) { try Quaternion(w: 0, x: 0, y: 0, z: 0) }
        #expect(throws: ValueSpaceError.self) { try Quaternion(w: .nan, x: 0, y: 0, z: 0) }
        #expect(throws: ValueSpaceError.self) { try Quaternion(w: 1, x: .infinity, y: 0, z: 0) }
        #expect(throws: ValueSpaceError.self) { try Quaternion(axis: .zero, angle: 1) }
        #expect(throws: ValueSpaceError.self) { try Quaternion(rotationMatrix: [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, -1)]) }
        // Tiny and huge components normalise without under- or overflow.
        let tiny = try! Quaternion(w: 0x1p-1070, x: 0x1p-1070, y: 0, z: 0)
        // Normalisation rounds the length and the divisions: within 2 ulp (2.2e-16 at 0.7).
        #expect(abs(tiny.w - 0.5.squareRoot()) <= 2.3e-16 && abs(tiny.x - 0.5.squareRoot()) <= 2.3e-16, "\(tiny)")
        let huge = try! Quaternion(w: 1e308, x: -1e308, y: 1e308, z: 1e308)
        #expect(huge == Quaternion(unitW: 0.5, x: -0.5, y: 0.5, z: 0.5), "\(huge)")
    }

    /// Closed forms: a quarter turn about z takes x to y; three.js's Euler (π/2, 0, 0) in XYZ order
    /// is (cos π/4, sin π/4, 0, 0); the matrix of a rotation about z.
    @Test func closedForms() throws {
        let quarter = try Quaternion(axis: SIMD3(0, 0, 2), angle: .pi / 2)
        let y = quarter.rotate(SIMD3(1, 0, 0))
        // cos π/4 and sin π/4 are rounded, and v + 2w(u × v) + … adds O(1) terms: a few ε (4.4e-16 = 2ε).
        #expect(abs(y.x) <= 4.5e-16 && abs(y.y - 1) <= 4.5e-16 && y.z == 0, "\(y)")
        let euler = try Quaternion(eulerAngles: SIMD3(.pi / 2, 0, 0), order: .xyz)
        #expect(abs(euler.w - 0.5.squareRoot()) <= 1.2e-16 && abs(euler.x - 0.5.squareRoot()) <= 1.2e-16 && euler.y == 0 && euler.z == 0, "\(euler)")
        let m = try Quaternion(axis: SIMD3(0, 0, 1), angle: 0.3).rotationMatrix
        let (c, s) = (Double.cos(0.3), Double.sin(0.3))
        for (row, expected) in zip(m, [SIMD3(c, -s, 0), SIMD3(s, c, 0), SIMD3(0, 0, 1)]) {
            #expect(((row - expected) * (row - expected)).sum().squareRoot() <= 4e-16, "\(row) vs \(expected)")
        }
        // Intrinsic XYZ is Rx·Ry·Rz: applying it rotates about z first.
        let composed = try Quaternion(eulerAngles: SIMD3(0.1, 0.2, 0.3), order: .xyz)
        let product = try Quaternion(axis: SIMD3(1, 0, 0), angle: 0.1) * Quaternion(axis: SIMD3(0, 1, 0), angle: 0.2) * Quaternion(axis: SIMD3(0, 0, 1), angle: 0.3)
        #expect(composed.angle(to: product) <= 4e-16, "\(composed) vs \(product)")
    }

    /// Seeded, 10⁴ cases: slerp stays unit length to 4 ulp, has constant angular speed (the angle
    /// from a to slerp(t) is t·θ, and between two fractions (t₂ − t₁)·θ), and reaches both ends exactly.
    @Test func slerpIsUnitAndConstantSpeed() {
        var rng = SeededGenerator(testSeed: 0x51e2)
        var worstUnit = 0.0, worstSpeed = 0.0
        for _ in 0..<10_000 {
            let a = randomRotation(&rng), b = randomRotation(&rng)
            let t1 = Double.random(in: -0.5...1.5, using: &rng), t2 = Double.random(in: 0...1, using: &rng)
            let q1 = Quaternion.slerp(a, b, fraction: t1), q2 = Quaternion.slerp(a, b, fraction: t2)
            let theta = a.angle(to: b)
            worstUnit = max(worstUnit, unitError(q1), unitError(q2))
            // The angle of a rotation computed from unit quaternions is accurate to a few ε
            // absolutely (atan2 of the vector part's length), so speed errors are absolute.
            let speedError = abs(q1.angle(to: q2) - min(abs(t2 - t1) * theta, 2 * .pi - abs(t2 - t1) * theta))
            worstSpeed = max(worstSpeed, speedError)
            #expect(speedError <= 2e-15, "a \(a) b \(b) t \(t1), \(t2): angle \(q1.angle(to: q2)) vs \(abs(t2 - t1) * theta)")
            #expect(Quaternion.slerp(a, b, fraction: 0) == a && Quaternion.slerp(a, b, fraction: 1) == b)
        }
        #expect(worstUnit <= 4, "worst |q| − 1: \(worstUnit) ulp")
        print("slerp: worst |q| − 1 = \(worstUnit) ulp, worst angular-speed error \(worstSpeed) rad")
    }

    /// Antipodal quaternions (q and −q: the same rotation) and identical ones: no NaN, no turn.
    @Test func antipodalAndIdentical() throws {
        let a = try Quaternion(axis: SIMD3(1, 2, 3), angle: 2)
        for t in [0.25, 0.5, 0.75, 2.0] {
            let same = Quaternion.slerp(a, a, fraction: t), opposite = Quaternion.slerp(a, a.negated, fraction: t)
            #expect(same.angle(to: a) <= 4e-16 && opposite.angle(to: a) <= 4e-16, "\(same) \(opposite)")
            #expect(!same.w.isNaN && !opposite.w.isNaN)
        }
        // Half a turn apart: a well-defined great arc of angle π.
        let half = try Quaternion(axis: SIMD3(0, 1, 0), angle: .pi)
        let middle = Quaternion.slerp(.identity, half, fraction: 0.5)
        #expect(abs(middle.angle(to: .identity) - .pi / 2) <= 4e-16, "\(middle)")
    }

    /// Round trips: rotation → matrix → rotation, → axis–angle → rotation and → Euler → rotation
    /// in every order (including gimbal lock), to a few ε of angle; Euler → rotation → Euler away
    /// from gimbal lock, where the angles are well conditioned (error ≲ ε / cos b).
    @Test func roundTrips() throws {
        var rng = SeededGenerator(testSeed: 0xe01e)
        for index in 0..<10_000 {
            let gimbal = SIMD3(Double.random(in: -3...3, using: &rng), (index % 2 == 0 ? 1 : -1) * .pi / 2, Double.random(in: -3...3, using: &rng))
            let q = index < 100 ? try Quaternion(eulerAngles: gimbal, order: EulerOrder.allCases[index % 6]) : randomRotation(&rng)
            let fromMatrix = try Quaternion(rotationMatrix: q.rotationMatrix)
            let (axis, angle) = q.axisAngle
            let fromAxis = try Quaternion(axis: axis, angle: angle)
            // The measure itself, angle(to:), rounds a product of unit quaternions (~2ε per
            // component, so ~4ε of angle); the conversions add ~4ε (matrix entries ~2ε each,
            // Shepperd's division ~2ε; axis–angle: atan2, sin, cos): 8ε ≈ 1.8e-15 in all.
            #expect(q.angle(to: fromMatrix) <= 8 * .ulpOfOne && q.angle(to: fromAxis) <= 8 * .ulpOfOne, "\(q): matrix \(q.angle(to: fromMatrix)) axis \(q.angle(to: fromAxis))")
            for order in EulerOrder.allCases {
                let back = try Quaternion(eulerAngles: q.eulerAngles(order: order), order: order)
                #expect(q.angle(to: back) <= 2e-15, "\(q) \(order): \(q.angle(to: back))")
            }
        }
        for _ in 0..<1000 {
            let angles = SIMD3(Double.random(in: -3...3, using: &rng), Double.random(in: -1.5...1.5, using: &rng), Double.random(in: -3...3, using: &rng))
            for order in EulerOrder.allCases {
                let back = try Quaternion(eulerAngles: angles, order: order).eulerAngles(order: order)
                let error = [abs(back.x - angles.x), abs(back.y - angles.y), abs(back.z - angles.z)].max()!
                #expect(error <= 8e-16 / Double.cos(angles.y) + 4e-16, "\(angles) \(order) → \(back)")
            }
        }
    }

    /// Spherical cubic keyframes (Catmull-Rom in the chart of each keyframe, de Casteljau with
    /// slerp): seeded, 10⁴ random rotation sequences; the curve passes through every keyframe
    /// (exactly: the segment ends are returned as stored) and is C¹ there: the one-sided angular
    /// velocities at a keyframe, by central-free one-sided differences with step h, differ by
    /// O(h) (the second derivative may jump), against O(1) for a corner.
    @Test func sphericalCubicPassesThroughKeyframesAndIsC1() throws {
        var rng = SeededGenerator(testSeed: 0x5a4d)
        let space = RotationSpace()
        var worstJump = 0.0, worstFineJump = 0.0
        for _ in 0..<10_000 {
            let n = Int.random(in: 3...5, using: &rng)
            // Neighbouring keyframes within 2 rad (the chart at a keyframe sees its neighbours
            // without wrapping past π).
            var values = [randomRotation(&rng)]
            for _ in 1..<n {
                let step = SIMD3(Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng))
                values.append(values.last! * (try Quaternion(rotationVector: step)))
            }
            let animation = try KeyframeAnimation(space: space, values: values, calculationMode: .cubic)
            let knots = animation.knots
            for i in 0..<n {
                #expect(animation.value(at: knots[i]).angle(to: values[i]) == 0 || animation.value(at: knots[i]) == animation.continuousValues[i])
            }
            for i in 1..<(n - 1) {
                let p = animation.continuousValues[i]
                func jump(_ h: Double) -> (Double, SIMD3<Double>, SIMD3<Double>) {
                    let forward = space.difference(from: p, to: animation.value(at: knots[i] + h)) / h
                    let backward = space.difference(from: animation.value(at: knots[i] - h), to: p) / h
                    return ((forward - backward).magnitude / max(forward.magnitude, 1e-3), forward, backward)
                }
                let (coarse, forward, backward) = jump(1e-6)
                worstJump = max(worstJump, coarse)
                worstFineJump = max(worstFineJump, jump(1e-7).0)
                #expect(coarse <= 1e-3, "keyframe \(i) of \(values): forward \(forward) backward \(backward)")
            }
        }
        // First order in h (a jump of the second derivative only, no corner): a tenth of the step,
        // about a tenth of the jump (at most a fifth, allowing the difference quotients' rounding).
        #expect(worstFineJump <= worstJump / 5, "h = 1e-7: \(worstFineJump), h = 1e-6: \(worstJump)")
        print("spherical cubic: worst relative jump of the one-sided angular velocity at a keyframe: \(worstJump) (h = 1e-6), \(worstFineJump) (h = 1e-7)")
    }

    /// Paced rotation keyframes turn at constant angular speed across keyframes.
    @Test func pacedRotationHasConstantAngularSpeed() throws {
        let values = try [Quaternion.identity, Quaternion(axis: SIMD3(0, 0, 1), angle: 0.5), Quaternion(axis: SIMD3(1, 0, 0), angle: 2)]
        let animation = try KeyframeAnimation(space: RotationSpace(), values: values, calculationMode: .paced)
        let total = values[0].angle(to: values[1]) + values[1].angle(to: values[2])
        let step = 1.0 / 64
        for k in 0..<64 {
            let a = animation.value(at: Double(k) * step), b = animation.value(at: Double(k + 1) * step)
            // A step that crosses the corner at keyframe 1 is shorter than its arc length (the chord on the sphere).
            let crossesCorner = (Double(k) * step ..< Double(k + 1) * step).contains(animation.knots[1])
            if !crossesCorner { #expect(abs(a.angle(to: b) - total * step) <= 1e-15, "step \(k): \(a.angle(to: b)) vs \(total * step)") }
        }
    }

    /// A spring on rotations from rest follows the great arc with the scalar spring's progress.
    @Test func rotationSpringFollowsTheGeodesicFromRest() throws {
        let from = try Quaternion(axis: SIMD3(1, 1, 0), angle: 2.5), to = try Quaternion(axis: SIMD3(0, 0, 1), angle: -1)
        let spring = try Spring(mass: 1, stiffness: 170, damping: 12)
        let animation = try SpringAnimation(spring: spring, space: RotationSpace(), from: from, to: to)
        let scalar = try SpringAnimation(spring: spring, from: 0.0, to: 1.0)
        for t in stride(from: 0.0, through: 2, by: 0.05) {
            let expected = Quaternion.slerp(from, to, fraction: scalar.value(at: t))
            #expect(animation.value(at: t).angle(to: expected) <= 2e-15, "t = \(t)")
        }
        #expect(animation.value(at: 0).angle(to: from) <= 4e-16)
        #expect(throws: SpringError.self) { try SpringAnimation(spring: spring, space: AngleSpace<Double>(), from: .nan, to: 0) }
    }

    /// One spring type for every space: a rotation spring's frames by the per-frame recurrence
    /// agree with its closed form, the first frame is `from` exactly and a snapped last frame is
    /// the resting value; a vector spring is the vector formula of `Spring` bit for bit, whether
    /// its space is inferred or given.
    @Test func springFramesInASpaceAndTheVectorCase() throws {
        let from = try Quaternion(axis: SIMD3(1, 2, 3), angle: 1.9), to = try Quaternion(axis: SIMD3(-1, 0, 1), angle: 0.7)
        let spring = try Spring(mass: 1, stiffness: 300, damping: 9)  // underdamped: it overshoots the target
        let animation = try SpringAnimation(spring: spring, space: RotationSpace(), from: from, to: to, initialVelocity: SIMD3(0, 4, -2))
        var iterator = SpringFrameIterator(animation, fps: 120)
        for i in 0...1_200 {
            let next = iterator.next()
            let frame = try #require(next)
            // The recurrence's rounding grows by about an ulp of the angle per frame before each re-anchoring (every 512 frames).
            let error = frame.value.angle(to: animation.value(at: frame.time))
            #expect(error <= 1e-13, "frame \(i): \(error) rad")
            if i == 0 { #expect(frame.value == from) }
        }
        let frames = try animation.frames(fps: 60, duration: 1, snapsToTarget: true)
        #expect(frames.values.last == animation.restingValue && frames.velocities.last == .zero && frames.values.count == 61)
        let moved = try animation.retargeted(to: from, at: 0.3)
        #expect(moved.value(at: 0).angle(to: animation.value(at: 0.3)) == 0)

        let vector = try SpringAnimation(spring: spring, from: SIMD2<Double>(-3, 8), to: SIMD2(5, 1), initialVelocity: SIMD2(40, 0))
        let given = try SpringAnimation(spring: spring, space: VectorSpace<SIMD2<Double>>(), from: SIMD2(-3, 8), to: SIMD2(5, 1), initialVelocity: SIMD2(40, 0))
        for t in stride(from: 0.0, through: 2, by: 1.0 / 64) {
            let (a, b, v) = (SIMD2<Double>(-3, 8), SIMD2<Double>(5, 1), SIMD2<Double>(40, 0))
            let value = spring.value(at: t, from: a, to: b, initialVelocity: v), state = spring.state(at: t, from: a, to: b, initialVelocity: v)
            #expect(vector.value(at: t) == value && given.value(at: t) == value, "t = \(t)")
            #expect(vector.velocity(at: t) == spring.velocity(at: t, from: a, to: b, initialVelocity: v), "t = \(t)")
            #expect(vector.state(at: t) == state, "t = \(t)")
        }
        #expect(throws: SpringError.nonFiniteInput(name: "from")) { try SpringAnimation(spring: spring, from: Double.nan, to: 1) }
        #expect(throws: SpringError.self) { try SpringAnimation(spring: spring, space: RotationSpace(), from: from, to: to, initialVelocity: SIMD3(.infinity, 0, 0)) }
    }
}
