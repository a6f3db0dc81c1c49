import Springs
import Testing

/// `SpringRuntime.rebound`: Rebound's `Spring.advance` (rebound-core) reproduced operation for
/// operation, checked against the expected values of Rebound's own `SpringTest`.
@Suite struct ReboundTests {
    /// `SpringTest.testSpringSimulation`'s expected positions and velocities: SpringConfig(230.2,
    /// 19) from 0 to 1, 16-ms frames, rest thresholds 0.0001 (the first 100 frames).
    static let positions: [Double] = [
        0.02350326962145051, 0.09013912023073196, 0.18531666042039596, 0.2967410888550004,
        0.4145189853782035, 0.5310291023265858, 0.6407121280050319, 0.7398112940647817,
        0.8260898294043233, 0.8985456177264777, 0.9571382208882482, 1.002538830281137,
        1.0359097802864248, 1.0587170239216486, 1.0725764126694235, 1.0791326923618418,
        1.0799687578592558, 1.0765418232895394, 1.0701426799489315, 1.0618740499181873,
        1.0526441242670932, 1.0431716321304505, 1.0339991616313917, 1.025511895911699,
        1.0179593973200416, 1.0114785391407843, 1.0061161244437307, 1.0018501302898977,
        0.998608863371096, 0.9962876059220026, 0.9947625680573757, 0.9939021470884736,
        0.9935756304073171, 0.9936595719950525, 0.9940421299433493, 0.9946256801487239,
        0.9953280258938787, 0.9960825102232976, 0.9968373130510945, 0.9975541822583256,
        0.9982068113187458, 0.9987790381514378, 0.9992630031435948, 0.9996573701910703,
        0.9999656841951263, 1.0001949123024465, 1.0003541944882257, 1.0004538117854302,
        1.000504367280912, 1.0005161655189725, 1.0004987696841499, 1.0004607123525702,
        1.000409334182166, 1.0003507251610428, 1.0002897445004184, 1.0002300975503762,
        1.0001744509010717, 1.000124569839086, 1.0000814653479198, 1.0000455407172641,
        1.000016730449907, 0.9999946264611708, 0.999978588520391, 0.9999678374804437,
        0.9999615310928505, 0.999958823139664, 0.9999589072653003, 0.9999589072653003,
        0.9999589072653003, 0.9999589072653003, 0.9999589072653003, 0.9999589072653003,
        0.9999589072653003, 0.9999589072653003, 0.9999589072653003, 0.9999589072653003,
        0.9999589072653003, 0.9999589072653003, 0.9999589072653003, 0.9999589072653003,
        0.9999589072653003, 0.9999589072653003, 0.9999589072653003, 0.9999589072653003,
        0.9999589072653003, 0.9999589072653003, 0.9999589072653003, 0.9999589072653003,
        0.9999589072653003, 0.9999589072653003, 0.9999589072653003, 0.9999589072653003,
        0.9999589072653003, 0.9999589072653003, 0.9999589072653003, 0.9999589072653003,
        0.9999589072653003, 0.9999589072653003, 0.9999589072653003, 0.9999589072653003
    ]
    static let velocities: [Double] = [
        2.9787085330347476, 5.197427505815113, 6.571711546415007, 7.2534257444553765,
        7.389647056163013, 7.116482121037456, 6.5550604141989215, 5.809335110787, 4.965328995516549,
        4.0914847471027755, 3.2398123846080047, 2.4475668846708247, 1.7392321578676635,
        1.1286307504054793, 0.6210196308949527, 0.21506973077377356, -0.09534038966917527,
        -0.3195587262438851, -0.4688413177602538, -0.555282881508532, -0.5909853610083475,
        -0.5874440645207716, -0.555125396819726, -0.5032073132555667, -0.4394529648652968,
        -0.37018900941686794, -0.3003622481099588, -0.23365119172655993, -0.17261251543127643,
        -0.11884585066126811, -0.07316377409334163, -0.03575703538313702, -0.00634791659710436,
        0.01567292054562716, 0.031128691177765087, 0.040958793710573566, 0.04614085045084054,
        0.04763125152961558, 0.046322358256116185, 0.04301416293655951, 0.03839804864987598,
        0.033050298338501954, 0.027433125767422104, 0.021901204442189126, 0.01671192310344934,
        0.012037872319858822, 0.007980345903135427, 0.004582908385413513, 0.001844325165521582,
        -2.696314538921814e-4, -0.0018158026692998745, -0.0028648409656691523, -0.0034940169049269623,
        -0.0037815768758969986, -0.003802530553507281, -0.0036257063029244987, -0.003311891052007393,
        -0.002912864412823041, -0.002471141476778791, -0.002020251518540508, -0.0015853980326463435,
        -0.001184366764085854, -8.28570806909637e-4, -5.241439917651027e-4, -2.730146138682927e-4,
        -7.391035902437433e-5, 7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5,
        7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5,
        7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5,
        7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5,
        7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5,
        7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5,
        7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5,
        7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5,
        7.673835340267081e-5, 7.673835340267081e-5, 7.673835340267081e-5
    ]

    /// Up to the frame where it comes to rest, each frame's position and velocity are Rebound's
    /// bit for bit; that frame is the 66th, as `testSpringListeners` counts (66 updates, then at
    /// rest). From it on Rebound snaps to the target at rest, where the expected values, written
    /// before the snap existed, hold the last state: within the test's own tolerance 0.0001.
    @Test func springTestSimulation() {
        var spring = ReboundSpring(tension: 230.2, friction: 19, from: 0, to: 1, velocity: 0, restSpeed: 0.0001, restDisplacement: 0.0001)
        var restFrame: Int?
        for i in 0..<100 {
            let resting = spring.advance(16 / 1000.0)
            if resting && restFrame == nil { restFrame = i + 1 }
            if restFrame == nil {
                #expect(spring.position == Self.positions[i] && spring.velocity == Self.velocities[i],
                        "frame \(i + 1): \(spring.position), \(spring.velocity) vs \(Self.positions[i]), \(Self.velocities[i])")
            } else {
                #expect(abs(spring.position - Self.positions[i]) <= 0.0001 && abs(spring.velocity - Self.velocities[i]) <= 0.0001, "frame \(i + 1)")
            }
        }
        #expect(restFrame == 66, "\(String(describing: restFrame))")
    }

    /// `testSpringDoesNotActivateAfterRest`: SpringConfig(628.4, 37) from 0 to 1, thresholds
    /// 0.005 (as Float), 19 irregular frame times (as Float): at rest after the 17th frame, and
    /// it stays there.
    @Test func irregularFramesComeToRestOnce() {
        let threshold = Double(Float(0.005))
        var spring = ReboundSpring(tension: 628.4, friction: 37, from: 0, to: 1, velocity: 0, restSpeed: threshold, restDisplacement: threshold)
        let frames: [Float] = [0.034, 0.050, 0.019, 0.016, 0.016, 0.017, 0.031, 0.016, 0.017, 0.034,
                               0.018, 0.017, 0.032, 0.014, 0.016, 0.033, 0.017, 0.016, 0.036]
        let resting = frames.map { spring.advance(Double($0)) }
        #expect(resting.firstIndex(of: true) == 16 && resting[16...].allSatisfy { $0 }, "\(resting)")
        #expect(spring.position == 1 && spring.velocity == 0)
    }

    /// The runtime's stop: on Android's millisecond clock at 60 fps (16 or 17 ms a frame), the
    /// frame where Rebound first rests, at most 0.005 from the target and slower than 0.005/s;
    /// the exact spring there is within a few thresholds of rest (Rebound's RK4 at 1 ms is
    /// close to exact), and an undamped spring never rests.
    @Test func stopOnTheMillisecondClock() throws {
        let spring = try Spring(origamiTension: 40, origamiFriction: 7)
        let stop = try spring.stop(in: .rebound, from: 0, to: 100, fps: 60)
        #expect(stop.time == (1000 * Double(stop.frame) / 60).rounded(.down) / 1000, "\(stop)")
        var rebound = ReboundSpring(tension: spring.stiffness, friction: spring.damping, from: 0, to: 100, velocity: 0, restSpeed: 0.005, restDisplacement: 0.005)
        var clock = 0.0
        for k in 1..<stop.frame {
            let now = (1000 * Double(k) / 60).rounded(.down)
            let resting = rebound.advance((now - clock) / 1000)
            #expect(!resting, "at rest before the stop, frame \(k)")
            clock = now
        }
        let exact = try SpringAnimation(spring: spring, from: 0.0, to: 100.0).state(at: stop.time)
        print("Rebound (origami 40, 7) from 0 to 100 rests at frame \(stop.frame), \(stop.time) s; exact there: \(exact)")
        #expect(abs(exact.value - 100) <= 0.05 && abs(exact.velocity) <= 0.05, "\(exact)")
        #expect(throws: SpringError.self) { try Spring(mass: 1, stiffness: 100, damping: 0).stop(in: .rebound) }
        let values = spring.parameters(in: .rebound).values
        #expect(values.first { $0.name == "origamiTension" }.map { abs($0.value - 40) < 1e-12 } == true, "\(values)")
        // An overdamped spring clamped to critical damping (allowsOverdamping false): Origami's
        // friction describes the damping the motion uses, as `friction` does.
        let clamped = try Spring(mass: 2, stiffness: 200, damping: 100)
        let parameters = Dictionary(uniqueKeysWithValues: clamped.parameters(in: .rebound).values.map { ($0.name, $0.value) })
        let friction = try #require(parameters["friction"]), origami = try #require(parameters["origamiFriction"])
        #expect(friction == clamped.effectiveDamping / 2 && abs((origami - 8) * 3 + 25 - friction) < 1e-12, "\(parameters)")
    }
}
