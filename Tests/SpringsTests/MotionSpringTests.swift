import MotionTestSupport
import PropertyBased
import Springs
import Testing
import TimingCurves

/// Motion's spring and its hand-off to the browser, against Motion's own tests (motion v13.1.1:
/// motion-dom's `spring.test.ts` and framer-motion's `waapi.test.tsx`), then by definition over
/// seeded springs.
@Suite struct MotionSpringTests {
    /// motion-dom's `animateSync`: the value at 0, 200, 400, … ms, rounded as `Math.round`, up to
    /// and including the first sample at rest.
    static func animateSync(_ generator: MotionSpringGenerator) -> [Double] {
        var values: [Double] = [], t = 0.0
        while t < 10_000 {
            let (value, done) = generator.next(t)
            values.append((value + 0.5).rounded(.down))
            if done { break }
            t += 200
        }
        return values
    }

    /// `spring.test.ts`: the default spring, and the under-, critically and overdamped springs
    /// from 100 to 1000 with restSpeed 10 and restDelta 0.5 (damping 10 unless given), sampled
    /// every 200 ms; a very stiff spring ends at its first step.
    @Test func springTestSequences() {
        let cases: [(MotionSpringGenerator, [Double], String)] = [
            (MotionSpringGenerator(origin: 0, target: 1, stiffness: 100, damping: 10, mass: 1, velocity: 0), [0, 1, 1, 1, 1, 1, 1, 1], "default"),
            (MotionSpringGenerator(origin: 100, target: 1000, stiffness: 300, damping: 10, mass: 1, velocity: 0, restSpeed: 10, restDelta: 0.5),
             [100, 1343, 873, 1046, 984, 1005, 998, 1001, 1000], "underdamped"),
            (MotionSpringGenerator(origin: 100, target: 1000, stiffness: 100, damping: 20, mass: 1, velocity: 0, restSpeed: 10, restDelta: 0.5),
             [100, 635, 918, 984, 997, 1000], "critically damped"),
            (MotionSpringGenerator(origin: 100, target: 1000, stiffness: 300, damping: 100, mass: 1, velocity: 0, restSpeed: 10, restDelta: 0.5),
             [100, 499, 731, 855, 922, 958, 977, 988, 993, 996, 998, 999, 999, 1000], "overdamped"),
            (MotionSpringGenerator(origin: 100, target: 1000, stiffness: 1_000_000, damping: 10_000_000, mass: 1, velocity: 0, restSpeed: 10, restDelta: 1),
             [100, 1000], "stiff"),
        ]
        for (generator, expected, name) in cases {
            let values = Self.animateSync(generator)
            #expect(values == expected, "\(name): \(values)")
        }
        // calcGeneratorDuration of a spring that starts on its target with a velocity.
        let moving = MotionSpringGenerator(origin: 1, target: 1, stiffness: 200, damping: 15, mass: 1, velocity: 5)
        #expect(moving.duration == 600, "\(moving.duration)")
    }

    /// `spring.test.ts`'s `toString()` strings: the spring from 0 to 1 sampled every 30 ms over
    /// its duration, for the default physics spring and for `spring(0.5, 0.25)` (visualDuration
    /// 0.5 s, bounce 0.25: stiffness (2π/0.6)², damping 2·0.75·√stiffness).
    @Test func toStringStrings() {
        let physics = MotionHandOff(MotionSpringGenerator(origin: 0, target: 1, stiffness: 100, damping: 10, mass: 1, velocity: 0),
                                    scale: 1, resolution: 30)
        #expect(physics.milliseconds == 1100)
        #expect(physics.css == "linear(0, 0.0419, 0.1493, 0.2963, 0.4608, 0.625, 0.7759, 0.905, 1.0077, 1.0827, 1.1314, 1.1567, 1.1629, 1.1545, 1.1359, 1.1114, 1.0844, 1.0578, 1.0336, 1.0131, 0.9969, 0.9853, 0.9779, 0.9742, 0.9735, 0.9751, 0.9783, 0.9824, 0.9868, 0.9911, 0.995, 0.9982, 1.0008, 1.0026, 1.0037, 1, 1)", "\(physics.css)")
        let root = 2 * Double.pi / (0.5 * 1.2), stiffness = root * root
        let visual = MotionHandOff(MotionSpringGenerator(origin: 0, target: 1, stiffness: stiffness, damping: 2 * 0.75 * stiffness.squareRoot(), mass: 1, velocity: 0),
                                   scale: 1, resolution: 30)
        #expect(visual.milliseconds == 850)
        #expect(visual.css == "linear(0, 0.046, 0.1551, 0.2934, 0.4378, 0.5737, 0.6927, 0.7915, 0.8694, 0.928, 0.9699, 0.998, 1.0153, 1.0245, 1.0281, 1.0279, 1.0254, 1.0217, 1.0176, 1.0136, 1.01, 1.007, 1.0045, 1.0027, 1.0013, 1.0003, 0.9997, 1)", "\(visual.css)")
    }

    /// `waapi.test.tsx`: `transition={{ type: "spring" }}` (stiffness 100, damping 10, mass 1)
    /// reaches `element.animate` with duration 1050 and this 105-point easing.
    @Test func waapiHandOffOfTheDefaultSpring() throws {
        let handOff = try Spring(mass: 1, stiffness: 100, damping: 10).motionHandOff()
        #expect(handOff.milliseconds == 1050)
        #expect(handOff.outputs.count == 105)
        #expect(handOff.css == "linear(0, 0.0049, 0.019, 0.0413, 0.0707, 0.1062, 0.147, 0.1922, 0.2408, 0.2922, 0.3454, 0.3999, 0.455, 0.51, 0.5646, 0.6181, 0.6701, 0.7204, 0.7685, 0.8143, 0.8574, 0.8978, 0.9353, 0.9699, 1.0014, 1.0299, 1.0553, 1.0778, 1.0973, 1.1141, 1.1281, 1.1395, 1.1485, 1.1552, 1.1597, 1.1623, 1.163, 1.1621, 1.1597, 1.156, 1.1511, 1.1453, 1.1386, 1.1312, 1.1232, 1.1148, 1.1061, 1.0972, 1.0882, 1.0793, 1.0704, 1.0617, 1.0532, 1.045, 1.0372, 1.0298, 1.0228, 1.0162, 1.0101, 1.0045, 0.9994, 0.9948, 0.9907, 0.9871, 0.9839, 0.9812, 0.979, 0.9771, 0.9757, 0.9746, 0.9739, 0.9735, 0.9734, 0.9736, 0.974, 0.9746, 0.9754, 0.9764, 0.9775, 0.9787, 0.98, 0.9814, 0.9828, 0.9843, 0.9857, 0.9872, 0.9886, 0.99, 0.9914, 0.9927, 0.994, 0.9952, 0.9964, 0.9974, 0.9984, 0.9993, 1.0001, 1.0009, 1.0016, 1.0021, 1.0027, 1.0031, 1.0035, 1.0037, 1)", "\(handOff.css)")
        let stop = try Spring(mass: 1, stiffness: 100, damping: 10).stop(in: .motionWAAPI, fps: 60)
        #expect(stop.time == 1.05 && stop.frame == 63, "\(stop)")
    }

    /// By definition, over seeded springs (ζ from 0.1 to 3, ωn from 2 to 60 rad/s, velocities up
    /// to 3,000 per second) through the public closed form: the duration is the first multiple of
    /// 50 ms at which the spring from 0 to 100, with the velocity as it is, moves at most 2 per
    /// second within 0.5 of 100 (or 20 s); every output before rest is the closed form's progress
    /// rounded to 4 decimals (within 5e-5 plus the closed forms' rounding), and the last is 1.
    @Test func handOffByDefinition() async {
        let ratio = Gen.double(in: 0.1...3), omega = Gen.double(in: 2...60), velocity = Gen.double(in: -3000...3000)
        await seededPropertyCheck(count: 200, input: ratio, omega, velocity) { zeta, w, v0 in
            let spring = try! Spring(mass: 1, stiffness: w * w, damping: 2 * zeta * w, allowsOverdamping: true)
            let handOff = try! spring.motionHandOff(initialVelocity: v0)
            let animation = try! SpringAnimation(spring: spring, from: 0.0, to: 100.0, initialVelocity: v0)
            func atRest(_ ms: Double) -> Bool {
                let (x, v) = animation.state(at: ms / 1000)
                return abs(v) <= 2 && abs(100 - x) <= 0.5
            }
            let d = handOff.milliseconds
            #expect(d.truncatingRemainder(dividingBy: 50) == 0 && d <= 20_000)
            #expect(d == 20_000 || atRest(d), "ζ \(zeta), ωn \(w), v \(v0): not at rest at \(d) ms")
            let earlier = (0..<Int(d / 50)).first { atRest(Double($0) * 50) }
            #expect(earlier == nil, "ζ \(zeta), ωn \(w), v \(v0): already at rest at \(50 * (earlier ?? 0)) ms, before \(d)")
            let n = handOff.outputs.count
            #expect(n == max(Int((d / 10).rounded()), 2))
            #expect(handOff.outputs.last == 1 || d == 20_000)
            for (i, output) in handOff.outputs.enumerated() {
                let t = d * Double(i) / Double(n - 1)
                guard !atRest(t) else { continue }
                let exact = animation.state(at: t / 1000).value / 100
                #expect(abs(output - exact) <= 5e-5 + 1e-12, "ζ \(zeta), ωn \(w), v \(v0): output \(i) is \(output), exact \(exact)")
            }
        }
    }

    /// The main-thread rule by definition through the closed form: the stop frame is the first at
    /// which |v| ≤ restSpeed and |to − x| ≤ restDelta (0.01 and 0.005 below a distance of 5,
    /// else 2 and 0.5), at 60, 90 and 120 Hz.
    @Test func mainThreadRuleByDefinition() async {
        let ratio = Gen.double(in: 0.1...3), omega = Gen.double(in: 2...40), distance = Gen.double(in: -500...500)
        let velocity = Gen.double(in: -3000...3000), rate = Gen.int(in: 0...2)
        await seededPropertyCheck(count: 200, input: ratio, omega, distance, velocity, rate) { zeta, w, d, v0, r in
            let spring = try! Spring(mass: 1, stiffness: w * w, damping: 2 * zeta * w, allowsOverdamping: true)
            let fps = [60.0, 90, 120][r]
            let animation = try! SpringAnimation(spring: spring, from: 0.0, to: d, initialVelocity: v0)
            let (speed, distance) = abs(d) < 5 ? (0.01, 0.005) : (2.0, 0.5)
            func holds(_ k: Int) -> Bool {
                let (x, v) = animation.state(at: Double(k) / fps)
                return abs(v) <= speed && abs(d - x) <= distance
            }
            let stop = try! spring.stop(in: .motion, from: 0, to: d, initialVelocity: v0, fps: fps)
            #expect(stop.time == Double(stop.frame) / fps && holds(stop.frame), "\(stop) does not meet the rule")
            let earlier = (0..<stop.frame).first(where: holds)
            #expect(earlier == nil, "the rule already holds at frame \(earlier ?? -1), before \(stop.frame)")
        }
    }

    /// Bad input: a non-finite velocity is a typed error; an undamped spring never comes to rest.
    @Test func badInput() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(throws: SpringError.nonFiniteInput(name: "initialVelocity")) { try spring.motionHandOff(initialVelocity: .nan) }
        // Motion's arithmetic overflows for a velocity near the largest double: a typed error, not
        // infinite outputs.
        #expect(throws: SpringError.self) { try spring.motionHandOff(initialVelocity: 1.7e308) }
        let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
        #expect(throws: SpringError.neverSettles) { try undamped.motionHandOff() }
        #expect(throws: SpringError.neverSettles) { try undamped.stop(in: .motionWAAPI) }
    }
}
