import Testing
import TimingCurves

/// Firefox's CSS easing (``EngineSolver/firefox``) against the outputs of Stylo's own
/// `style/bezier.rs` (servo/stylo at 2d289c14fdf4, unchanged since 2022): the file compiled
/// verbatim with rustc in release mode, called as Gecko's `Servo_EasingFunctionAt` calls it
/// (ε = 1e-7, then the clamp of `calculate_output`), at the CSS keywords (whose control points
/// Stylo writes as Float literals) and six curves, inputs from −0.5 to 1.5, eight inputs that
/// take its bisection, a y beyond Float's range (stored as Float's largest) and infinite inputs
/// (results clamped to the finite doubles). Stylo has no tests with values of its own; these are
/// its outputs' bits.
@Suite struct FirefoxEasingTests {
    /// (control points, input, the output's bits).
    static let vectors: [((Double, Double, Double, Double), Double, UInt64)] = [
        ((0.25, 0.1, 0.25, 1), -0.5, 0xbfc99999a0000000),
        ((0.25, 0.1, 0.25, 1), -0.1, 0xbfa47ae14ccccccd),
        ((0.25, 0.1, 0.25, 1), 0.0, 0x0000000000000000),
        ((0.25, 0.1, 0.25, 1), 1e-9, 0x3df49da7eb4d9324),
        ((0.25, 0.1, 0.25, 1), 0.001, 0x3f3a86f8f610d945),
        ((0.25, 0.1, 0.25, 1), 0.1, 0x3fb844921aec831a),
        ((0.25, 0.1, 0.25, 1), 0.25, 0x3fda25099df40bc7),
        ((0.25, 0.1, 0.25, 1), 0.3333333333333333, 0x3fe26d76cfe86346),
        ((0.25, 0.1, 0.25, 1), 0.5, 0x3fe9ad49deb209f4),
        ((0.25, 0.1, 0.25, 1), 0.6, 0x3fec53cc6b061d69),
        ((0.25, 0.1, 0.25, 1), 0.75, 0x3feebc1477ad9cdb),
        ((0.25, 0.1, 0.25, 1), 0.9, 0x3fefd170ca1a24f3),
        ((0.25, 0.1, 0.25, 1), 0.999, 0x3feffffee17e8c77),
        ((0.25, 0.1, 0.25, 1), 1.0, 0x3ff0000000000000),
        ((0.25, 0.1, 0.25, 1), 1.1, 0x3ff0000000000000),
        ((0.25, 0.1, 0.25, 1), 1.5, 0x3ff0000000000000),
        ((0.42, 0, 1, 1), -0.5, 0x8000000000000000),
        ((0.42, 0, 1, 1), -0.1, 0x8000000000000000),
        ((0.42, 0, 1, 1), 0.0, 0x0000000000000000),
        ((0.42, 0, 1, 1), 1e-9, 0x3c4bab8cba6c2b19),
        ((0.42, 0, 1, 1), 0.001, 0x3ebfab1aedd5befd),
        ((0.42, 0, 1, 1), 0.1, 0x3f916f6c9007235e),
        ((0.42, 0, 1, 1), 0.25, 0x3fb7ed4cb182ea1d),
        ((0.42, 0, 1, 1), 0.3333333333333333, 0x3fc3fd2d695b1601),
        ((0.42, 0, 1, 1), 0.5, 0x3fd42ece5db80165),
        ((0.42, 0, 1, 1), 0.6, 0x3fdb76b2c4552199),
        ((0.42, 0, 1, 1), 0.75, 0x3fe3e64adfc7c088),
        ((0.42, 0, 1, 1), 0.9, 0x3feadc97a86f13fb),
        ((0.42, 0, 1, 1), 0.999, 0x3feff1f566a07bff),
        ((0.42, 0, 1, 1), 1.0, 0x3ff0000000000000),
        ((0.42, 0, 1, 1), 1.1, 0x3ff2c234f6204431),
        ((0.42, 0, 1, 1), 1.5, 0x3ffdcb08cea154f0),
        ((0, 0, 0.58, 1), -0.5, 0xbfeb9611b50aa772),
        ((0, 0, 0.58, 1), -0.1, 0xbfc611a7c40885f5),
        ((0, 0, 0.58, 1), 0.0, 0x0000000000000000),
        ((0, 0, 0.58, 1), 1e-9, 0x3c4bab8cba6c2b19),
        ((0, 0, 0.58, 1), 0.001, 0x3f5c1532d6d553a7),
        ((0, 0, 0.58, 1), 0.1, 0x3fc48da16c6eeb5f),
        ((0, 0, 0.58, 1), 0.25, 0x3fd8336a4dcc43fe),
        ((0, 0, 0.58, 1), 0.3333333333333333, 0x3fdf411c86048dba),
        ((0, 0, 0.58, 1), 0.5, 0x3fe5e898d8b1ec22),
        ((0, 0, 0.58, 1), 0.6, 0x3fe91fdbf78ae753),
        ((0, 0, 0.58, 1), 0.75, 0x3fed02566dd578a7),
        ((0, 0, 0.58, 1), 0.9, 0x3fef74849c861a28),
        ((0, 0, 0.58, 1), 0.999, 0x3feffffc0a9cabac),
        ((0, 0, 0.58, 1), 1.0, 0x3ff0000000000000),
        ((0, 0, 0.58, 1), 1.1, 0x3ff0000000000000),
        ((0, 0, 0.58, 1), 1.5, 0x3ff0000000000000),
        ((0.42, 0, 0.58, 1), -0.5, 0x8000000000000000),
        ((0.42, 0, 0.58, 1), -0.1, 0x8000000000000000),
        ((0.42, 0, 0.58, 1), 0.0, 0x0000000000000000),
        ((0.42, 0, 0.58, 1), 1e-9, 0x3c4bab8cba6c2b19),
        ((0.42, 0, 0.58, 1), 0.001, 0x3ebfb71b35c361c7),
        ((0.42, 0, 0.58, 1), 0.1, 0x3f94321f1d3e78a2),
        ((0.42, 0, 0.58, 1), 0.25, 0x3fc088609dfb4876),
        ((0.42, 0, 0.58, 1), 0.3333333333333333, 0x3fcdaacc2099cead),
        ((0.42, 0, 0.58, 1), 0.5, 0x3fe0000000000000),
        ((0.42, 0, 0.58, 1), 0.6, 0x3fe561351d84a556),
        ((0.42, 0, 0.58, 1), 0.75, 0x3febdde7e15f5c2e),
        ((0.42, 0, 0.58, 1), 0.9, 0x3fef5e6f08900a50),
        ((0.42, 0, 0.58, 1), 0.999, 0x3feffffc091ca2b8),
        ((0.42, 0, 0.58, 1), 1.0, 0x3ff0000000000000),
        ((0.42, 0, 0.58, 1), 1.1, 0x3ff0000000000000),
        ((0.42, 0, 0.58, 1), 1.5, 0x3ff0000000000000),
        ((0.5, 1, 0.5, 0), -0.5, 0xbff0000000000000),
        ((0.5, 1, 0.5, 0), -0.1, 0xbfc999999999999a),
        ((0.5, 1, 0.5, 0), 0.0, 0x0000000000000000),
        ((0.5, 1, 0.5, 0), 1e-9, 0x3e29c511db5ce57a),
        ((0.5, 1, 0.5, 0), 0.001, 0x3f605f815bf97cb9),
        ((0.5, 1, 0.5, 0), 0.1, 0x3fc7ba785496a3a7),
        ((0.5, 1, 0.5, 0), 0.25, 0x3fd9390e7bb1550a),
        ((0.5, 1, 0.5, 0), 0.3333333333333333, 0x3fdda1ff6ab39303),
        ((0.5, 1, 0.5, 0), 0.5, 0x3fe0000000000000),
        ((0.5, 1, 0.5, 0), 0.6, 0x3fe0489f2f6fecab),
        ((0.5, 1, 0.5, 0), 0.75, 0x3fe36378c227557d),
        ((0.5, 1, 0.5, 0), 0.9, 0x3fea1161eada5718),
        ((0.5, 1, 0.5, 0), 0.999, 0x3fefefa07ea40681),
        ((0.5, 1, 0.5, 0), 1.0, 0x3ff0000000000000),
        ((0.5, 1, 0.5, 0), 1.1, 0x3ff3333333333334),
        ((0.5, 1, 0.5, 0), 1.5, 0x4000000000000000),
        ((0, 1.5, 1, 1.5), -0.5, 0x0000000000000000),
        ((0, 1.5, 1, 1.5), -0.1, 0x0000000000000000),
        ((0, 1.5, 1, 1.5), 0.0, 0x0000000000000000),
        ((0, 1.5, 1, 1.5), 1e-9, 0x3e3353cd64d8aec1),
        ((0, 1.5, 1, 1.5), 0.001, 0x3fb4c67e3bc24507),
        ((0, 1.5, 1, 1.5), 0.1, 0x3fe6ea303095cdb5),
        ((0, 1.5, 1, 1.5), 0.25, 0x3ff06293baa7d572),
        ((0, 1.5, 1, 1.5), 0.3333333333333333, 0x3ff201d3b8f653f0),
        ((0, 1.5, 1, 1.5), 0.5, 0x3ff4000000000000),
        ((0, 1.5, 1, 1.5), 0.6, 0x3ff497ff3c9e47d9),
        ((0, 1.5, 1, 1.5), 0.75, 0x3ff4b85da96ecc3e),
        ((0, 1.5, 1, 1.5), 0.9, 0x3ff3a8b3d1dc18a5),
        ((0, 1.5, 1, 1.5), 0.999, 0x3ff06ec4a114617d),
        ((0, 1.5, 1, 1.5), 1.0, 0x3ff0000000000000),
        ((0, 1.5, 1, 1.5), 1.1, 0x3ff0000000000000),
        ((0, 1.5, 1, 1.5), 1.5, 0x3ff0000000000000),
        ((0, -0.5, 1, -0.5), -0.5, 0x0000000000000000),
        ((0, -0.5, 1, -0.5), -0.1, 0x0000000000000000),
        ((0, -0.5, 1, -0.5), 0.0, 0x0000000000000000),
        ((0, -0.5, 1, -0.5), 1e-9, 0xbe19c511dbcb93ad),
        ((0, -0.5, 1, -0.5), 0.001, 0xbf9bb12845185fce),
        ((0, -0.5, 1, -0.5), 0.1, 0xbfcd459e8ee0c527),
        ((0, -0.5, 1, -0.5), 0.25, 0xbfd2e176a5bb30f8),
        ((0, -0.5, 1, -0.5), 0.3333333333333333, 0xbfd310a10be22b1d),
        ((0, -0.5, 1, -0.5), 0.5, 0xbfd0000000000000),
        ((0, -0.5, 1, -0.5), 0.6, 0xbfc7cba28cbfbf28),
        ((0, -0.5, 1, -0.5), 0.75, 0xbf98a4eea9f55c8e),
        ((0, -0.5, 1, -0.5), 0.9, 0x3fd22b9f9ed4649a),
        ((0, -0.5, 1, -0.5), 0.999, 0x3fed67303887b769),
        ((0, -0.5, 1, -0.5), 1.0, 0x3ff0000000000000),
        ((0, -0.5, 1, -0.5), 1.1, 0x3ff0000000000000),
        ((0, -0.5, 1, -0.5), 1.5, 0x3ff0000000000000),
        ((1, 0, 0, 1), -0.5, 0x8000000000000000),
        ((1, 0, 0, 1), -0.1, 0x8000000000000000),
        ((1, 0, 0, 1), 0.0, 0x0000000000000000),
        ((1, 0, 0, 1), 1e-9, 0x3c4bab8cba6c2b19),
        ((1, 0, 0, 1), 0.001, 0x3e9664fe9227b300),
        ((1, 0, 0, 1), 0.1, 0x3f6ed0cddd8a2cc1),
        ((1, 0, 0, 1), 0.25, 0x3f9e70208220f01b),
        ((1, 0, 0, 1), 0.3333333333333333, 0x3fb0353d6efe1dbc),
        ((1, 0, 0, 1), 0.5, 0x3fe0000000000000),
        ((1, 0, 0, 1), 0.6, 0x3fec6f6ee08c539d),
        ((1, 0, 0, 1), 0.75, 0x3fef0c7efbeef87f),
        ((1, 0, 0, 1), 0.9, 0x3fefe12f322275d3),
        ((1, 0, 0, 1), 0.999, 0x3fefffff4cd80b6f),
        ((1, 0, 0, 1), 1.0, 0x3ff0000000000000),
        ((1, 0, 0, 1), 1.1, 0x3ff0000000000000),
        ((1, 0, 0, 1), 1.5, 0x3ff0000000000000),
        ((0.1, 0.7, 1, 0.1), -0.5, 0xc00bfffff1000004),
        ((0.1, 0.7, 1, 0.1), -0.1, 0xbfe666665a66666a),
        ((0.1, 0.7, 1, 0.1), 0.0, 0x0000000000000000),
        ((0.1, 0.7, 1, 0.1), 1e-9, 0x3e2209f2e13e4815),
        ((0.1, 0.7, 1, 0.1), 0.001, 0x3f7bc773bdce16f4),
        ((0.1, 0.7, 1, 0.1), 0.1, 0x3fcf54e97b31f788),
        ((0.1, 0.7, 1, 0.1), 0.25, 0x3fd66d4cafc3195c),
        ((0.1, 0.7, 1, 0.1), 0.3333333333333333, 0x3fd847fe67e02d7f),
        ((0.1, 0.7, 1, 0.1), 0.5, 0x3fdab4a9a98a1e49),
        ((0.1, 0.7, 1, 0.1), 0.6, 0x3fdc19d5ae4ae828),
        ((0.1, 0.7, 1, 0.1), 0.75, 0x3fdf5a20d5b6619e),
        ((0.1, 0.7, 1, 0.1), 0.9, 0x3fe3845644900922),
        ((0.1, 0.7, 1, 0.1), 0.999, 0x3fee615e1458f855),
        ((0.1, 0.7, 1, 0.1), 1.0, 0x3ff0000000000000),
        ((0.1, 0.7, 1, 0.1), 1.1, 0x3ff0000000000000),
        ((0.1, 0.7, 1, 0.1), 1.5, 0x3ff0000000000000),
        ((0.3, 0.3, 0.7, 0.7), -0.5, 0xbfe0000000000000),
        ((0.3, 0.3, 0.7, 0.7), -0.1, 0xbfb999999999999a),
        ((0.3, 0.3, 0.7, 0.7), 0.0, 0x0000000000000000),
        ((0.3, 0.3, 0.7, 0.7), 1e-9, 0x3e112e0be826d695),
        ((0.3, 0.3, 0.7, 0.7), 0.001, 0x3f50624dd2f1a9fc),
        ((0.3, 0.3, 0.7, 0.7), 0.1, 0x3fb999999999999a),
        ((0.3, 0.3, 0.7, 0.7), 0.25, 0x3fd0000000000000),
        ((0.3, 0.3, 0.7, 0.7), 0.3333333333333333, 0x3fd5555555555555),
        ((0.3, 0.3, 0.7, 0.7), 0.5, 0x3fe0000000000000),
        ((0.3, 0.3, 0.7, 0.7), 0.6, 0x3fe3333333333333),
        ((0.3, 0.3, 0.7, 0.7), 0.75, 0x3fe8000000000000),
        ((0.3, 0.3, 0.7, 0.7), 0.9, 0x3feccccccccccccd),
        ((0.3, 0.3, 0.7, 0.7), 0.999, 0x3feff7ced916872b),
        ((0.3, 0.3, 0.7, 0.7), 1.0, 0x3ff0000000000000),
        ((0.3, 0.3, 0.7, 0.7), 1.1, 0x3ff199999999999a),
        ((0.3, 0.3, 0.7, 0.7), 1.5, 0x3ff8000000000000),
        ((1, 0, 0, 1), 0.4058, 0x3fbdfd4f6961f2dd),
        ((1, 0, 0, 1), 0.45, 0x3fc6a4075fc82a89),
        ((1, 0, 0, 1), 0.55, 0x3fea56fe280df55e),
        ((1, 0, 1, 1), 0.8075, 0x3fd8a10158b2b62b),
        ((1, 0, 1, 1), 0.9, 0x3fe1b7a8e466d511),
        ((0, 0, 0, 1), 0.0001, 0x3f79a8fcf113537c),
        ((0, 0, 0, 1), 0.01, 0x3fbe8702850d8851),
        ((0.99, 0, 0.01, 1), 0.4175, 0x3fc10f643f8e7c45),
        ((0.5, 1e39, 0.5, 1), 0.4, 0x47dc3366a5364991),
        ((0.5, -1e39, 0.5, 1), 0.4, 0xc7dc3366a5364991),
        ((0.3, 0.3, 0.7, 0.7), .infinity, 0x7fefffffffffffff),
        ((0, 0, 0.58, 1), .infinity, 0x7fefffffffffffff),
        ((0.42, 0, 1, 1), -.infinity, 0x7fefffffffffffff),
    ]

    @Test func stylosOwnOutputsBitForBit() throws {
        for ((x1, y1, x2, y2), x, bits) in Self.vectors {
            let curve = try CubicBezier(x1, y1, x2, y2)
            let value = EngineSolver.firefox.value(of: curve, at: x)
            #expect(value.bitPattern == bits, "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(x): \(value), Stylo gives \(Double(bitPattern: bits))")
        }
    }
}

/// Motion's own cubic Bézier (``EngineSolver/motion``), against Motion's `cubic-bezier.test.ts`
/// (motion v13.1.1: outputs to two decimals, `toBeCloseTo(v, 2)`, |Δ| < 0.005) and its stopping
/// rule by definition.
@Suite struct MotionEasingTests {
    @Test func motionsOwnTest() throws {
        let linear = try CubicBezier(0, 0, 1, 1)
        #expect(EngineSolver.motion.value(of: linear, at: 0.5) == 0.5)
        let curve = try CubicBezier(0.5, 0.1, 0.31, 0.96)
        #expect(EngineSolver.motion.value(of: curve, at: 0) == 0 && EngineSolver.motion.value(of: curve, at: 1) == 1)
        for (x, expected) in [(0.01, 0.002), (0.25, 0.164), (0.75, 0.935), (0.99, 0.999)] {
            let value = EngineSolver.motion.value(of: curve, at: x)
            #expect(abs(value - expected) < 0.005, "at \(x): \(value), Motion's test expects \(expected) to two decimals")
        }
    }

    /// Motion's `cubic-bezier.ts` (v13.1.1) run in Node: its outputs, bit for bit (printed by
    /// JavaScript in the shortest form that reads back as the same double).
    @Test func motionsOwnOutputsBitForBit() throws {
        let vectors: [((Double, Double, Double, Double), Double, Double)] = [
            ((0.25, 0.1, 0.25, 1), 0.1, 0.09472539275157033), ((0.25, 0.1, 0.25, 1), 0.3136, 0.5392392753434251),
            ((0.25, 0.1, 0.25, 1), 0.5, 0.8022760787498554), ((0.25, 0.1, 0.25, 1), 0.9, 0.9943013929514561),
            ((0.68, -0.55, 0.265, 1.55), 0.2, -0.09270308134582592), ((0.68, -0.55, 0.265, 1.55), 0.7, 1.0693465658041537),
            ((0.5, 0.1, 0.31, 0.96), 0.01, 0.0020761565826251174), ((0.5, 0.1, 0.31, 0.96), 0.25, 0.1642389225840452),
            ((0.5, 0.1, 0.31, 0.96), 0.75, 0.9355017372887233), ((0.5, 0.1, 0.31, 0.96), 0.99, 0.9993905845764677),
            ((0, 0, 0.58, 1), 0.001, 0.0017243159527424723),
        ]
        for ((x1, y1, x2, y2), x, expected) in vectors {
            let value = EngineSolver.motion.value(of: try CubicBezier(x1, y1, x2, y2), at: x)
            #expect(value == expected, "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(x): \(value), Motion gives \(expected)")
        }
    }

    /// Twelve halvings of [0, 1] leave the parameter within 2⁻¹² of the root (or its residual at
    /// most 1e-7, for which the curve's slope bounds the parameter's error), so the output is
    /// within max|Y′|·2⁻¹² of the exact curve; and the error is that coarse: on ease it exceeds
    /// 1e-5 somewhere, where Chromium's solver stays within 1e-6.
    @Test func twelveHalvings() throws {
        let ease = try CubicBezier(0.25, 0.1, 0.25, 1)
        let (motion, chromium) = (EngineSolver.motion.largestDeviation(of: ease), EngineSolver.chromium.largestDeviation(of: ease))
        // Y′ of ease has Bernstein coefficients 3·(0.1, 0.9, 0): |Y′| ≤ 2.7 on [0, 1].
        #expect(motion.error <= 2.7 * 0x1p-12, "\(motion)")
        #expect(motion.error > 1e-5 && chromium.error < 1e-6, "motion \(motion), chromium \(chromium)")
    }
}

/// lottie-web's and rlottie's/ThorVG's keyframe easing against their own code: lottie-web's
/// `BezierEaser.js` run in Node, rlottie's `vinterpolator.cpp` and ThorVG's
/// `tvgLottieInterpolator.cpp` compiled for x86-64 without fused multiply-adds (rlottie and
/// ThorVG agree on every one), at x = i/32 on six curves, After Effects' full-influence ease
/// (1, 0, 0, 1) and an overshoot among them: the outputs' bits.
@Suite struct LottiePlayersEasingTests {
    /// (o.x, o.y, i.x, i.y), lottie-web's doubles, rlottie's and ThorVG's Floats, at x = i/32.
    static let vectors: [((Double, Double, Double, Double), [UInt64], [UInt32])] = [
        ((0.333, 0, 0.667, 1),
         [0x0000000000000000, 0x3f678ad32a31ef1e, 0x3f870975b2582328, 0x3f99593b775118cd, 0x3fa6070f7714334f, 0x3fb0d0b362b46ad5, 0x3fb7a5b492085b53, 0x3fbf6a75f825e6f6, 0x3fc40374bc60886d, 0x3fc8b183b933536a, 0x3fcdb3670266619c, 0x3fd17e9015e7d30d, 0x3fd44159786e3112, 0x3fd71c126c2df462, 0x3fda08be6c387c21, 0x3fdd01617d50f518, 0x3fe0000000000000, 0x3fe17f4f41578573, 0x3fe2fba0c9e3c1ee, 0x3fe471f6c9e905ce, 0x3fe5df5343c8e774, 0x3fe740b7f50c1678, 0x3fe893263f666797, 0x3fe9d39f11b32b25, 0x3feaff22d0e7dde4, 0x3fec12b140fb4320, 0x3fed0b496dbef495, 0x3fede5e993a972a4, 0x3fee9f8f088ebcca, 0x3fef35362445773a, 0x3fefa3da29369f73, 0x3fefe8752cd5ce11, 0x3ff0000000000000],
         [0x00000000, 0x3b3c569a, 0x3c384bae, 0x3ccac9db, 0x3d30387d, 0x3d86859c, 0x3dbd2da4, 0x3dfb53b0, 0x3e201ba5, 0x3e458c1e, 0x3e6d9b39, 0x3e8bf482, 0x3ea20acc, 0x3eb8e094, 0x3ed045f4, 0x3ee80b0d, 0x3f000000, 0x3f0bfa7a, 0x3f17dd08, 0x3f238fb6, 0x3f2efa9a, 0x3f3a05c0, 0x3f449932, 0x3f4e9cf9, 0x3f57f918, 0x3f60958b, 0x3f685a4b, 0x3f6f2f4e, 0x3f74fc78, 0x3f79a9b2, 0x3f7d1ed2, 0x3f7f43aa, 0x3f800000]),
        ((0.42, 0, 0.58, 1),
         [0x0000000000000000, 0x3f5ea8d36bb88f52, 0x3f7f134c44ce7196, 0x3f91b4c586b0a3ec, 0x3f9fdc5c8e40c78f, 0x3fa92bc33feea150, 0x3fb24e68b4331bf0, 0x3fb922a0fc327027, 0x3fc08860cede43da, 0x3fc5092c5e928954, 0x3fca0dafd023f0b4, 0x3fcf8cb42c94a1b1, 0x3fd2bcc1bf5ba56c, 0x3fd5e1e74047ee5d, 0x3fd92beaabe9ffa0, 0x3fdc8f6f86ef11b0, 0x3fe0000000000000, 0x3fe1b8483c88772a, 0x3fe36a0aaa0b0031, 0x3fe50f0c5fdc08d2, 0x3fe6a19f20522d4b, 0x3fe81cd2f4dad795, 0x3fe97c940bf703d4, 0x3feabdb4e85b5dab, 0x3febdde7cc486f0a, 0x3fecdbabe079b1fc, 0x3fedb632e9799c82, 0x3fee6d43cc0115ec, 0x3fef011d1b8df9c5, 0x3fef7259d3ca7ae1, 0x3fefc1d96776631d, 0x3feff0ab964a23b8, 0x3ff0000000000000],
         [0x00000000, 0x3af5469d, 0x3bf89a63, 0x3c8da62c, 0x3cfee2e5, 0x3d495e1a, 0x3d927345, 0x3dc91506, 0x3e044307, 0x3e284962, 0x3e506d7e, 0x3e7c65a1, 0x3e95e60e, 0x3eaf0f3b, 0x3ec95f53, 0x3ee47b7b, 0x3f000000, 0x3f0dc241, 0x3f1b5056, 0x3f287863, 0x3f350cf8, 0x3f40e697, 0x3f4be4a1, 0x3f55eda7, 0x3f5eef3e, 0x3f66dd5f, 0x3f6db197, 0x3f736a1f, 0x3f7808ea, 0x3f7b92cf, 0x3f7e0ecb, 0x3f7f855c, 0x3f800000]),
        ((0.9, 0.1, 0.1, 0.9),
         [0x0000000000000000, 0x3f6f7b1f95420490, 0x3f81611ccd15c495, 0x3f8cbc5ec99ddffd, 0x3f9518cd03fda02f, 0x3f9d08aa1bb93f96, 0x3fa33044bb2aabf9, 0x3fa8b0e9a9d7d7ed, 0x3faf3186db613479, 0x3fb3769c503e7abe, 0x3fb81c1075cf353b, 0x3fbdc844e9d261b5, 0x3fc2708e439c0f56, 0x3fc70e80971d346e, 0x3fcd7e3eefcbc974, 0x3fd3f06095958da7, 0x3fe0000000000000, 0x3fe607cfb535392e, 0x3fe8a070440d0da6, 0x3fea3c5fda38b2e4, 0x3feb63dc6f18fc2c, 0x3fec46f762c5b3c9, 0x3fecfc7df146195a, 0x3fed912c75f830a8, 0x3fee0ce79249ecb8, 0x3fee74f165628281, 0x3feeccfbb44d553f, 0x3fef17baaf223604, 0x3fef573997e012ff, 0x3fef8d0e84d9887f, 0x3fefba7b8ccba8ef, 0x3fefe084e06abdfd, 0x3ff0000000000000],
         [0x00000000, 0x3b7bd8fe, 0x3c0b08e8, 0x3c65e2f8, 0x3ca8c66a, 0x3ce84551, 0x3d198227, 0x3d458750, 0x3d798c38, 0x3d9bb4e4, 0x3dc0e085, 0x3dee4229, 0x3e138474, 0x3e387406, 0x3e6bf1fd, 0x3e9f8309, 0x3f000000, 0x3f303e7c, 0x3f450380, 0x3f51e300, 0x3f5b1ee2, 0x3f6237ba, 0x3f67e3f0, 0x3f6c8964, 0x3f70673e, 0x3f73a78b, 0x3f7667db, 0x3f78bdd5, 0x3f7ab9ce, 0x3f7c6875, 0x3f7dd3dc, 0x3f7f0427, 0x3f800000]),
        ((0, 0, 0.58, 1),
         [0x0000000000000000, 0x3faa9be80ce32786, 0x3fba256adf029197, 0x3fc352791d80b678, 0x3fc96b11d5cde2b1, 0x3fcf5ed9a6e281db, 0x3fd29787cbccb5c6, 0x3fd56e28d7568b15, 0x3fd8336a4650ec32, 0x3fdae740370c4435, 0x3fdd8980c52d6d4f, 0x3fe00cf46ac2bff2, 0x3fe14c0f71379bb5, 0x3fe281da4023c4cb, 0x3fe3ae137f04b9f7, 0x3fe4d06facf95cb6, 0x3fe5e898d46dc3ba, 0x3fe6f62dff9eb396, 0x3fe7f8c270148917, 0x3fe8efdc9712b951, 0x3fe9daf4c95695de, 0x3feab973a4de30a5, 0x3feb8ab01b66d3f0, 0x3fec4ded0f79a6c1, 0x3fed02566bba9426, 0x3feda6fd94210052, 0x3fee3ad505ea499b, 0x3feebcaaec2acb7e, 0x3fef2b2259f473af, 0x3fef84aabd1ef59c, 0x3fefc774f11fd279, 0x3feff165186f2865, 0x3ff0000000000000],
         [0x00000000, 0x3d54df40, 0x3dd12b58, 0x3e1a93c9, 0x3e4b588f, 0x3e7af6cc, 0x3e94bc3e, 0x3eab7147, 0x3ec19b52, 0x3ed73a02, 0x3eec4c06, 0x3f0067a4, 0x3f0a607b, 0x3f140ed2, 0x3f1d709c, 0x3f26837d, 0x3f2f44c6, 0x3f37b170, 0x3f3fc613, 0x3f477ee4, 0x3f4ed7a8, 0x3f55cb9d, 0x3f5c5581, 0x3f626f69, 0x3f6812b3, 0x3f6d37ed, 0x3f71d6a9, 0x3f75e558, 0x3f795912, 0x3f7c2557, 0x3f7e3ba7, 0x3f7f8b29, 0x3f800000]),
        ((1, 0, 0, 1),
         [0x0000000000000000, 0x3f361b3eb087ffcd, 0x3f56f3687bdb1368, 0x3f6adce49916b830, 0x3f78e71be5631063, 0x3f8458a3226e05dd, 0x3f8ebd0c903b1852, 0x3f9607abff2b7462, 0x3f9e7020823daa54, 0x3fa47cca17e660a5, 0x3fab168c93250c70, 0x3fb1b53c7ff1da6e, 0x3fb70c2e26af50bf, 0x3fbe1b80b5dcee43, 0x3fc3fffffffffffe, 0x3fcbe7020823daa6, 0x3fe0000000000000, 0x3fe9063f7df70957, 0x3feb000000000000, 0x3fec3c8fe9446237, 0x3fed1e7a3b2a15e7, 0x3fedc9587001c4b1, 0x3fee4e9736cdaf39, 0x3feeb8335e8199f5, 0x3fef0c7efbee12ad, 0x3fef4fc2a006a45d, 0x3fef850bcdbf139f, 0x3fefae9d737647e9, 0x3fefce31c83539df, 0x3fefe5231b66e948, 0x3feff4864bc21277, 0x3feffd3c9829eeff, 0x3ff0000000000000],
         [0x00000000, 0x39b0d9f5, 0x3ab79b43, 0x3b56e725, 0x3bc738df, 0x3c22c519, 0x3c75e866, 0x3cb03d60, 0x3cf38105, 0x3d23e64f, 0x3d58b466, 0x3d8da9e3, 0x3db86172, 0x3df0dc06, 0x3e200000, 0x3e5f3814, 0x3f000000, 0x3f4831fb, 0x3f580000, 0x3f61e480, 0x3f68f3d0, 0x3f6e4ac4, 0x3f7274ba, 0x3f75c19c, 0x3f7863f9, 0x3f7a7e14, 0x3f7c285f, 0x3f7d74ec, 0x3f7e718d, 0x3f7f2919, 0x3f7fa432, 0x3f7fe9e5, 0x3f800000]),
        ((0.3, -0.5, 0.7, 1.5),
         [0x0000000000000000, 0xbfa5f29539ec2063, 0xbfb1a1fbad447e4b, 0xbfb48446fed98dbc, 0xbfb4178fd542e441, 0xbfb0c441b3164307, 0xbfa5cd82f0db20b4, 0xbf868dbd7793d227, 0x3f9cc07d3c6ae95b, 0x3fb2da7ddec52b7d, 0x3fbfee63af02d986, 0x3fc7188bee1f99a6, 0x3fceb5a915706845, 0x3fd35a207bb28b03, 0x3fd77d8ad045d18c, 0x3fdbb8d5272a5a8e, 0x3fe0000000000000, 0x3fe223956c6ad2ba, 0x3fe4413a97dd173e, 0x3fe652efc226ba80, 0x3fe85295baa3e5ef, 0x3fea39dd0478199a, 0x3fec02338a1fa4d0, 0x3feda4b044275a91, 0x3fef19fc161ca8b3, 0x3ff02d1b7aef27a5, 0x3ff0ae6c1786d907, 0x3ff10c441b316430, 0x3ff14178fd542e44, 0x3ff148446fed98dc, 0x3ff11a1fbad447e4, 0x3ff0af94a9cf6106, 0x3ff0000000000000],
         [0x80000000, 0xbd2f94aa, 0xbd8d0fdd, 0xbda42238, 0xbda0bc7f, 0xbd86220f, 0xbd2e6c16, 0xbc346df2, 0x3ce603f3, 0x3d96d3ee, 0x3dff7319, 0x3e38c45f, 0x3e75ad46, 0x3e9ad103, 0x3ebbec56, 0x3eddc6aa, 0x3f000000, 0x3f111caa, 0x3f2209d6, 0x3f32977f, 0x3f4294b2, 0x3f51cee6, 0x3f60119d, 0x3f6d2583, 0x3f78cfe2, 0x3f8168dc, 0x3f857361, 0x3f886221, 0x3f8a0bc9, 0x3f8a4223, 0x3f88d0ff, 0x3f857ca4, 0x3f800000]),
    ]

    @Test func playersOwnOutputsBitForBit() throws {
        for ((x1, y1, x2, y2), web, float) in Self.vectors {
            let curve = try CubicBezier(x1, y1, x2, y2)
            for i in 0...32 {
                let x = Double(i) / 32
                let (lottieWeb, rlottie) = (EngineSolver.lottieWeb.value(of: curve, at: x), EngineSolver.rlottie.value(of: curve, at: x))
                #expect(lottieWeb.bitPattern == web[i], "lottie-web, (\(x1), \(y1), \(x2), \(y2)) at \(x): \(lottieWeb), its code gives \(Double(bitPattern: web[i]))")
                #expect(Float(rlottie).bitPattern == float[i], "rlottie, (\(x1), \(y1), \(x2), \(y2)) at \(x): \(rlottie), its code gives \(Float(bitPattern: float[i]))")
            }
        }
    }

    /// All three return x itself on handles that are linear (After Effects' linear keys, 0.167 and
    /// 0.833): lottie-web in double, rlottie and ThorVG comparing the handles as Floats.
    @Test func linearHandles() throws {
        let linear = try CubicBezier(0.167, 0.167, 0.833, 0.833)
        for x in [0.1, 0.3, 0.77] {
            #expect(EngineSolver.lottieWeb.value(of: linear, at: x) == x && EngineSolver.rlottie.value(of: linear, at: x) == Double(Float(x)))
        }
    }

    /// Where Newton's method runs from a flat guess, lottie-web's minimum slope of 0.001 (Gecko's
    /// is 0.02) sends it astray: on (1, 0, 0, 1) it is 0.08 from the curve near the middle.
    @Test func lottieWebOnAFlatMiddle() throws {
        let (error, at) = EngineSolver.lottieWeb.largestDeviation(of: try CubicBezier(1, 0, 0, 1))
        #expect(error > 0.08 && abs(at - 0.5) < 0.01, "\(error) at \(at)")
    }
}
