import Foundation
import MotionTestSupport
import PropertyBased
import Springs
import Testing

/// The spring parameters of other toolkits, against the numbers those projects publish in their
/// own tests, and every form against every other by round trips.
struct SpringToolkitTests {
    /// |a − b| in units of b's ulp.
    static func ulps(_ a: Double, _ b: Double) -> Double { abs(a - b) / b.ulp }

    /// React Native's `Animated.spring` default (tension 40, friction 7) is stiffness 230.2 and
    /// damping 22; Origami's conversion inverts.
    @Test func origami() throws {
        let spring = try Spring(origamiTension: 40, origamiFriction: 7)
        #expect(Self.ulps(spring.stiffness, 230.2) <= 1 && spring.damping == 22 && spring.mass == 1, "\(spring)")
        #expect(abs(spring.origamiTension - 40) <= 1e-13 && abs(spring.origamiFriction - 7) <= 1e-13)
        #expect(throws: SpringError.self) { try Spring(origamiTension: -30, origamiFriction: 7) }
        #expect(throws: SpringError.self) { try Spring(origamiTension: .nan, origamiFriction: 7) }
    }

    /// POP's own tests: bounciness 12, speed 5 and tension 240, friction 25 each convert and back
    /// (POP checks 1e-4; here 1e-12). The forward values are the ones React Native projects pin in
    /// their tests for (8, 12) and (40, 7), to the digits they give.
    @Test func bouncinessAndSpeed() throws {
        let spring = try Spring(bounciness: 12, speed: 5)
        let back = try #require(spring.bouncinessAndSpeed)
        #expect(abs(back.bounciness - 12) <= 1e-12 && abs(back.speed - 5) <= 1e-12, "\(back)")
        let pop = try Spring(mass: 1, stiffness: 240, damping: 25, allowsOverdamping: true)
        let (b, s) = try #require(pop.bouncinessAndSpeed)
        let again = try Spring(bounciness: b, speed: s)
        #expect(abs(again.stiffness - 240) <= 1e-12 * 240 && abs(again.damping - 25) <= 1e-12 * 25, "\(again) from \(b), \(s)")
        let reactNative = try Spring(bounciness: 8, speed: 12)
        #expect(abs(reactNative.stiffness - 342.100588) <= 5e-7 && abs(reactNative.damping - 24.684019) <= 5e-7, "\(reactNative)")
        // Damping far below what any bounciness reaches has no bounciness.
        #expect(try Spring(mass: 1, stiffness: 342, damping: 0.5).bouncinessAndSpeed == nil)
        #expect(throws: SpringError.self) { try Spring(bounciness: 8, speed: -1) }
        #expect(throws: SpringError.self) { try Spring(bounciness: .infinity, speed: 12) }
    }

    /// react-spring's `{frequency, damping}` (frequency is the undamped period in seconds) is
    /// ``Spring/init(response:dampingRatio:mass:)``: its test values (`AnimationConfig.test.ts`).
    @Test func reactSpringFrequencyAndDamping() throws {
        for (period, ratio, tension, friction) in [(0.5, 1.0, 157.91367041742973, 25.132741228718345), (2.6, 0.1, 5.840002604194885, 0.483321946706122)] {
            let spring = try Spring(response: period, dampingRatio: ratio)
            #expect(Self.ulps(spring.stiffness, tension) <= 1 && Self.ulps(spring.damping, friction) <= 2,
                    "\(period), \(ratio): \(spring.stiffness) (\(Self.ulps(spring.stiffness, tension)) ulps), \(spring.damping) (\(Self.ulps(spring.damping, friction)) ulps)")
        }
    }

    /// Flutter's `SpringDescription.withDurationAndBounce` tests (`spring_simulation_test.dart`):
    /// 500 ms with bounce 0.3 is stiffness 157.91 and damping 17.59, bounce −0.3 damping 35.90
    /// (±0.01), and (1, 157.91, 17.59) reads back as 500 ms and bounce 0.3 (±0.001).
    @Test func flutterDurationAndBounce() throws {
        let bouncy = try Spring(duration: 0.5, bounce: 0.3), overdamped = try Spring(duration: 0.5, bounce: -0.3)
        #expect(abs(bouncy.stiffness - 157.91) <= 0.01 && abs(bouncy.damping - 17.59) <= 0.01 && bouncy.mass == 1, "\(bouncy)")
        #expect(abs(overdamped.stiffness - 157.91) <= 0.01 && abs(overdamped.damping - 35.90) <= 0.01, "\(overdamped)")
        let given = try Spring(mass: 1, stiffness: 157.91, damping: 17.59)
        #expect((given.duration * 1000).rounded() == 500 && abs(given.bounce - 0.3) <= 0.001, "\(given.duration), \(given.bounce)")
    }

    /// Motion's own tests of `spring(…).toString()` (`spring.test.ts`): CSS `linear()` points at
    /// i/(n − 1) of the duration, n = round(duration/30 ms), each rounded to 4 decimals as
    /// JavaScript's Math.round does; Motion snaps to the target once the spring is done (the
    /// trailing 1s), so the points before that run are compared.
    @Test(arguments: [
        ("physics", 1.1, "0, 0.0419, 0.1493, 0.2963, 0.4608, 0.625, 0.7759, 0.905, 1.0077, 1.0827, 1.1314, 1.1567, 1.1629, 1.1545, 1.1359, 1.1114, 1.0844, 1.0578, 1.0336, 1.0131, 0.9969, 0.9853, 0.9779, 0.9742, 0.9735, 0.9751, 0.9783, 0.9824, 0.9868, 0.9911, 0.995, 0.9982, 1.0008, 1.0026, 1.0037, 1, 1"),
        ("duration", 0.8, "0, 0.0542, 0.1797, 0.3344, 0.4905, 0.6321, 0.7511, 0.8451, 0.9152, 0.9644, 0.9967, 1.0157, 1.0253, 1.0283, 1.0273, 1.024, 1.0196, 1.0152, 1.0111, 1.0076, 1.0048, 1.0027, 1.0012, 1.0002, 0.9996, 0.9993, 1"),
        ("visualDuration", 0.85, "0, 0.046, 0.1551, 0.2934, 0.4378, 0.5737, 0.6927, 0.7915, 0.8694, 0.928, 0.9699, 0.998, 1.0153, 1.0245, 1.0281, 1.0279, 1.0254, 1.0217, 1.0176, 1.0136, 1.01, 1.007, 1.0045, 1.0027, 1.0013, 1.0003, 0.9997, 1"),
    ])
    func motionLinearStrings(form: String, duration: Double, points: String) throws {
        let spring: Spring = switch form {
        case "physics": try Spring(mass: 1, stiffness: 100, damping: 10)  // Motion's defaults
        case "duration": try Spring(motionDuration: 0.8, bounce: 0.25)
        default: try Spring(visualDuration: 0.5, bounce: 0.25)
        }
        let expected = points.split(separator: ", ").map { Double($0)! }
        let n = Int((duration * 1000 / 30).rounded())
        #expect(expected.count == n)
        let compared = expected.count - expected.reversed().prefix { $0 == 1 }.count
        for i in 0..<compared {
            let x = spring.value(at: duration * Double(i) / Double(n - 1), from: 0.0, to: 1.0)
            let rounded = (x * 10_000 + 0.5).rounded(.down) / 10_000
            #expect(rounded == expected[i], "\(form) point \(i): \(x) rounds to \(rounded), Motion has \(expected[i])")
        }
    }

    /// Motion's duration form: the envelope of the unit step falls to 0.001 at the duration (the
    /// condition Motion's findSpring solves), in each regime; its clamps.
    @Test func motionDurationCondition() throws {
        for (duration, bounce) in [(0.8, 0.3), (0.8, 0.25), (0.5, 0.95), (2.0, 0.01), (0.8, 0.0), (0.3, -0.5)] {
            let spring = try Spring(motionDuration: duration, bounce: bounce)
            let zeta = spring.dampingRatio, omega = spring.naturalFrequency
            let envelope = zeta < 1
                ? zeta / (1 - zeta * zeta).squareRoot() * Foundation.exp(-zeta * omega * duration)
                : Foundation.exp(-omega * duration) * (1 + omega * duration)
            #expect(abs(envelope - 0.001) <= 1e-15, "\(duration), \(bounce): envelope \(envelope) at ζ = \(zeta)")
            #expect(abs(zeta - min(max(1 - bounce, 0.05), 1)) <= 1e-15)
        }
        #expect(try Spring(motionDuration: 0.001, bounce: 0.3) == Spring(motionDuration: 0.01, bounce: 0.3))
        #expect(try Spring(motionDuration: 60, bounce: 0.3) == Spring(motionDuration: 10, bounce: 0.3))
        #expect(throws: SpringError.self) { try Spring(motionDuration: 0, bounce: 0.3) }
        #expect(throws: SpringError.self) { try Spring(visualDuration: 0.3, bounce: .nan) }
    }

    /// Material 3's motion-scheme tokens (Compose's `StandardMotionTokens`/`ExpressiveMotionTokens`):
    /// mass 1, the token's stiffness, c = 2ζ√k.
    @Test func materialTokens() throws {
        let expected: [Spring.MaterialToken: (Double, Double)] = [
            .standardFastSpatial: (0.9, 1400), .standardDefaultSpatial: (0.9, 700), .standardSlowSpatial: (0.9, 300),
            .standardFastEffects: (1, 3800), .standardDefaultEffects: (1, 1600), .standardSlowEffects: (1, 800),
            .expressiveFastSpatial: (0.6, 800), .expressiveDefaultSpatial: (0.8, 380), .expressiveSlowSpatial: (0.8, 200),
            .expressiveFastEffects: (1, 3800), .expressiveDefaultEffects: (1, 1600), .expressiveSlowEffects: (1, 800),
        ]
        #expect(expected.count == Spring.MaterialToken.allCases.count)
        for token in Spring.MaterialToken.allCases {
            let spring = Spring(material: token), (zeta, k) = try #require(expected[token])
            #expect(spring.mass == 1 && spring.stiffness == k && Self.ulps(spring.dampingRatio, zeta) <= 2, "\(token): \(spring)")
            #expect(zeta < 1 || spring.regime == .criticallyDamped, "\(token): \(spring.regime)")
        }
    }

    /// Every form round-trips through every other to 1e-12 (relative), over seeded springs with
    /// mass 1, stiffness 1…10⁴ and damping ratio 0.05…0.95 (where every form is defined).
    @Test func roundTrips() async throws {
        let stiffness = Gen.double(in: 0...4).map { Double.pow(10, $0) }
        await seededPropertyCheck(count: 2_000, input: stiffness, Gen.double(in: 0.05...0.95)) { k, zeta in
            let spring = try Spring(stiffness: k, dampingRatio: zeta)
            var forms: [(String, Spring)] = [
                ("origami", try Spring(origamiTension: spring.origamiTension, origamiFriction: spring.origamiFriction)),
                ("response", try Spring(response: spring.response, dampingRatio: spring.dampingRatio)),
                ("duration/bounce", try Spring(duration: spring.duration, bounce: spring.bounce)),
                ("visualDuration", try Spring(visualDuration: spring.response / 1.2, bounce: 1 - spring.dampingRatio)),
                ("mass/stiffness/damping", try Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)),
            ]
            if let (b, s) = spring.bouncinessAndSpeed { forms.append(("bounciness/speed", try Spring(bounciness: b, speed: s))) }
            for (name, back) in forms {
                let dk = abs(back.stiffness - spring.stiffness) / spring.stiffness, dc = abs(back.damping - spring.damping) / spring.damping
                #expect(dk <= 1e-12 && dc <= 1e-12 && back.mass == 1, "\(name): k \(dk), c \(dc) relative, from k = \(k), ζ = \(zeta)")
            }
        }
    }
}
