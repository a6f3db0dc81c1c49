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
