import MotionTestSupport
import PropertyBased
import Testing
import Springs

/// When each runtime ends a spring animation, and the spring in each runtime's parameters:
/// Compose's own estimation test values, the rules' definitions checked frame by frame through
/// the public closed form, and the anchors' parameter examples.
@Suite struct SpringRuntimeTests {
    /// Compose's `SpringEstimationTest` case: from 100 to 0 at 3000 per second, stiffness 100,
    /// visibility threshold 1: 811 ms critically damped (ζ = 1), 4830 ms overdamped (ζ = 5),
    /// 1206 ms underdamped (ζ = 0.5). Compose's milliseconds, exactly.
    @Test(arguments: [(1.0, 811.0), (5, 4830), (0.5, 1206)])
    func composeEstimates(dampingRatio: Double, milliseconds: Double) throws {
        let spring = try Spring(stiffness: 100, dampingRatio: dampingRatio)
        let stop = try spring.stop(in: .compose, from: 100, to: 0, initialVelocity: 3000, fps: 60, visibilityThreshold: 1)
        #expect(stop.time * 1000 == milliseconds, "ζ = \(dampingRatio): \(stop.time * 1000) ms")
        #expect(Double(stop.frame) == (milliseconds * 60 / 1000).rounded(.up))
    }

    /// SwiftUI and Core Animation end at `settlingDuration` (Core Animation's for the relative
    /// initial velocity), shown at the first frame at or after it; 1.4727003346780927 s for
    /// (1, 100, 10) from rest is the value measured on Apple's QuartzCore.
    @Test func settlingDurationRuntimes() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let swiftUI = try spring.stop(in: .swiftUI, from: 0, to: 200, initialVelocity: 400, fps: 120)
        #expect(swiftUI.time == 1.4727003346780927 && swiftUI.frame == 177, "\(swiftUI)")
        let ca = try spring.stop(in: .coreAnimation, from: 0, to: 200, initialVelocity: 400, fps: 120)
        #expect(ca.time == (try spring.settlingDuration(initialVelocity: 2)) && Double(ca.frame) == (ca.time * 120).rounded(.up))
    }

    /// The frame rules, by their definitions through the public closed form: the state at the
    /// stop frame satisfies the runtime's condition and no earlier frame's does. Seeded springs
    /// (ζ from 0.1 to 3, ωn from 2 to 40 rad/s), distances and velocities; 60, 90 and 120 Hz.
    @Test func frameRulesByDefinition() async {
        let ratio = Gen.double(in: 0.1...3), omega = Gen.double(in: 2...40), distance = Gen.double(in: -500...500)
        let velocity = Gen.double(in: -3000...3000), rate = Gen.int(in: 0...2)
        await seededPropertyCheck(count: 200, input: ratio, omega, distance, velocity, rate) { zeta, w, d, v0, r in
            let spring = try! Spring(stiffness: w * w, dampingRatio: zeta)
            let fps = [60.0, 90, 120][r]
            let animation = try! SpringAnimation(spring: spring, from: 0.0, to: d, initialVelocity: v0)
            let critical = try! Spring(mass: 1, stiffness: w * w, damping: 2 * w)
            let criticalAnimation = try! SpringAnimation(spring: critical, from: 0.0, to: d, initialVelocity: v0)
            let rules: [(SpringRuntime, (Int) -> Double, (Double) -> Bool)] = [
                (.android, { (1000 * Double($0) / fps).rounded(.down) / 1000 }, { t in
                    let (x, v) = animation.state(at: t); return abs(x - d) < 0.75 && abs(v) < 46.875 }),
                (.flutter, { (1e6 * Double($0) / fps).rounded(.down) / 1e6 }, { t in
                    let (x, v) = animation.state(at: t); return abs(x - d) < 1e-3 && abs(v) < 1e-3 }),
                (.reactNative, { (1000 * Double($0) / fps).rounded(.down) / 1000 }, { t in
                    let (x, v) = zeta < 1 ? animation.state(at: t) : criticalAnimation.state(at: t)
                    return abs(x - d) <= 1e-3 && abs(v) <= 1e-3 }),
            ]
            for (runtime, time, holds) in rules {
                let stop = try! spring.stop(in: runtime, from: 0, to: d, initialVelocity: v0, fps: fps)
                #expect(stop.time == time(stop.frame) && holds(stop.time), "\(runtime): \(stop) does not meet its rule")
                // Android first tests the rule at frame 1.
                let first = runtime == .android ? 1 : 0
                #expect(stop.frame >= first)
                let earlier = (first..<max(first, stop.frame)).first { holds(time($0)) }
                #expect(earlier == nil, "\(runtime): the rule already holds at frame \(earlier ?? -1), before \(stop.frame)")
            }
        }
    }

    /// react-spring's integrator ends near the exact spring's settling into its precision band:
    /// on these springs its stop lies within a quarter of the exact settling time of that band
    /// of it (its 1-ms steps and ⌈1000/60⌉ = 17 ms per frame move it by less).
    /// react-spring's own snapshots (its `Controller` and `SpringValue` tests, the default config
    /// tension 170, friction 26, mass 1, at 60 frames per second): from 0 to 100, and from 1 to 0,
    /// the target is shown at the 42nd frame.
    @Test func reactSpringsOwnSnapshots() throws {
        let spring = try Spring(mass: 1, stiffness: 170, damping: 26)
        for (from, to) in [(0.0, 100.0), (1, 0)] {
            let stop = try spring.stop(in: .reactSpring, from: from, to: to, fps: 60)
            #expect(stop.frame == 42, "\(from) → \(to): \(stop)")
        }
    }

    @Test func reactSpringNearTheExactSpring() throws {
        for (k, c) in [(170.0, 26.0), (120, 14), (280, 60), (500, 10)] {
            let spring = try Spring(mass: 1, stiffness: k, damping: c, allowsOverdamping: true)
            let stop = try spring.stop(in: .reactSpring, from: 0, to: 100, fps: 60)
            let exact = try spring.settlingTime(from: 0.0, to: 100.0, epsilon: 0.001)
            #expect(abs(stop.time - exact) <= 0.25 * exact + 2.0 / 60, "(\(k), \(c)): \(stop.time) s vs exact \(exact) s")
            #expect(stop.frame >= 1 && stop.time == Double(stop.frame) / 60)
        }
    }

    /// Apple's example, SwiftUI `Spring(duration: 0.5, bounce: 0.3)`: mass 1, stiffness 157.9,
    /// damping 17.6 — the same numbers in SwiftUI's and Flutter's parameters (Flutter's
    /// `withDurationAndBounce` test: (1, 157.91, 17.59)); Compose's and Android's are ζ = 0.7 and
    /// the stiffness per unit mass. Printed to the anchors' digits.
    @Test func anchorParameters() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        func value(_ runtime: SpringRuntime, _ name: String) -> Double {
            spring.parameters(in: runtime).values.first { $0.name == name }!.value
        }
        for runtime in [SpringRuntime.swiftUI, .flutter] {
            #expect(value(runtime, "mass") == 1)
            #expect((value(runtime, "stiffness") * 100).rounded() == 15791 && (value(runtime, "damping") * 100).rounded() == 1759)
        }
        #expect(isClose(value(.compose, "dampingRatio"), 0.7, ulps: 4) && value(.android, "stiffness") == value(.swiftUI, "stiffness"))
        #expect(value(.reactSpring, "tension") == value(.swiftUI, "stiffness") && value(.reactSpring, "friction") == value(.swiftUI, "damping"))
        #expect(isClose(value(.motion, "bounce"), 0.3, ulps: 4))
        // React Native's default, Origami tension 40 and friction 7, back from its spring, in the note.
        let native = try Spring(origamiTension: 40, origamiFriction: 7)
        #expect(abs(native.origamiTension - 40) <= 1e-12 && abs(native.origamiFriction - 7) <= 1e-12)
        let note = try #require(native.parameters(in: .reactNative).note)
        #expect(note.contains("tension \(native.origamiTension) and friction \(native.origamiFriction)"), "\(note)")
        // Notes say where a runtime runs the spring differently.
        let over = try Spring(mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true)
        #expect(over.parameters(in: .reactNative).note != nil && over.parameters(in: .swiftUI).note != nil && over.parameters(in: .motion).note != nil)
        #expect(spring.parameters(in: .flutter).note == nil && !(spring.parameters(in: .reactNative).note ?? "").contains("critically damped"))
        let ca = try Spring(mass: 1, stiffness: 100, damping: 10).parameters(in: .coreAnimation, from: 10, to: 30, initialVelocity: 40)
        #expect(ca.values.first { $0.name == "initialVelocity" }!.value == 2, "Core Animation's velocity is relative to the distance")
        // UIKit: the same spring as mass, stiffness and damping with a relative CGVector velocity,
        // or as iOS 17's duration and bounce; it ends when Core Animation's spring does.
        let uiKit = try spring.parameters(in: .uiKit, from: 10, to: 30, initialVelocity: 40)
        func uiKitValue(_ name: String) -> Double { uiKit.values.first { $0.name == name }!.value }
        #expect(uiKitValue("mass") == 1 && (uiKitValue("stiffness") * 100).rounded() == 15791 && (uiKitValue("damping") * 100).rounded() == 1759)
        #expect(uiKitValue("initialVelocity.dx") == 2 && isClose(uiKitValue("duration"), 0.5, ulps: 4) && isClose(uiKitValue("bounce"), 0.3, ulps: 4), "\(uiKit)")
        let (uiStop, caStop) = (try spring.stop(in: .uiKit, from: 10, to: 30, initialVelocity: 40), try spring.stop(in: .coreAnimation, from: 10, to: 30, initialVelocity: 40))
        let settling = try spring.settlingDuration(initialVelocity: 2)
        #expect(uiStop == caStop && uiStop.time == settling)
    }

    /// Every form a runtime row prints reads back as the same spring, over seeded springs (ζ from
    /// 0.05 to 1, ωn from 2 to 40 rad/s): Motion's duration and bounce through
    /// `init(motionDuration:bounce:)` (the closed form of Motion's condition; the form is printed
    /// only farther than 1e-5 from critical damping, where Motion's own Newton steps reach the same
    /// root) and its visualDuration through `init(visualDuration:bounce:)`, React Native's
    /// bounciness and speed (in its note) through `init(bounciness:speed:)`; stiffness and damping
    /// within 1e-9 relative (each form's few roundings).
    @Test func everyPrintedFormReadsBack() async {
        let ratio = Gen.double(in: 0.05...1), omega = Gen.double(in: 2...40)
        await seededPropertyCheck(count: 200, input: ratio, omega) { zeta, w in
            let spring = try! Spring(mass: 1, stiffness: w * w, damping: 2 * zeta * w)
            func close(_ other: Spring, _ name: String) {
                let (dk, dc) = (abs(other.stiffness - spring.stiffness) / spring.stiffness, abs(other.effectiveDamping - spring.effectiveDamping) / spring.effectiveDamping)
                #expect(dk <= 1e-9 && dc <= 1e-9, "\(name), ζ \(zeta), ωn \(w): \(other) vs \(spring)")
            }
            func value(_ runtime: SpringRuntime, _ name: String) -> Double? { spring.parameters(in: runtime).values.first { $0.name == name }?.value }
            if let duration = value(.motion, "duration"), let bounce = value(.motion, "bounce") {
                close(try! Spring(motionDuration: duration, bounce: bounce), "Motion's duration and bounce")
            }
            close(try! Spring(visualDuration: value(.motion, "visualDuration")!, bounce: value(.motion, "bounce")!), "Motion's visualDuration")
            if let (bounciness, speed) = spring.bouncinessAndSpeed {
                #expect(spring.parameters(in: .reactNative).note?.contains("bounciness \(bounciness) and speed \(speed)") == true)
                close(try! Spring(bounciness: bounciness, speed: speed), "React Native's bounciness and speed")
            }
        }
    }

    /// Within 1e-5 of critical damping Motion's duration form is not printed (its Newton steps
    /// would give another spring), and a velocity is said to be dropped by Motion's duration forms.
    @Test func motionsDurationFormNearCritical() throws {
        let near = try Spring(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-7))
        let row = near.parameters(in: .motion, initialVelocity: 5)
        #expect(!row.values.contains { $0.name == "duration" } && (row.note ?? "").contains("drop the velocity"), "\(row)")
    }

    /// Bad input is a typed error; an undamped spring never stops.
    @Test func refusals() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(throws: SpringError.self) { try spring.stop(in: .android, fps: 0) }
        #expect(throws: SpringError.self) { try spring.stop(in: .compose, visibilityThreshold: -1) }
        #expect(throws: SpringError.self) { try spring.stop(in: .flutter, from: .nan) }
        let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
        for runtime in SpringRuntime.allCases {
            #expect(throws: SpringError.self, "\(runtime)") { try undamped.stop(in: runtime, from: 0, to: 1) }
        }
        // A frame rate so low that one frame would integrate too many 1-ms steps is refused.
        #expect(throws: SpringError.self) { try spring.stop(in: .reactSpring, fps: 1e-17) }
        // A spring at rest on its target stops at once (Android at its second frame).
        #expect(try spring.stop(in: .android, from: 1, to: 1).frame == 1)
        let atRest = try spring.stop(in: .compose, from: 1, to: 1)
        #expect(atRest.time == 0 && atRest.frame == 0)
        #expect(try spring.stop(in: .flutter, from: 1, to: 1).frame == 0)
    }
}
