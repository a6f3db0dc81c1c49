import Paths
import Testing

/// Skia's contour measure (Chromium's offset-path and animateMotion, Android's PathMeasure) and
/// lottie-web's spatial-keyframe polyline against outputs of their own code.
@Suite("How engines measure paths: Skia's contour measure, lottie-web's polyline")
struct EnginePathMeasureTests {
    /// Skia's contour measure compiled as it is (libpag/pathkit's extracted Skia path code, g++
    /// -O0 -ffp-contract=off) driven as Blink drives it: length, animateMotion at L·f, offset-distance
    /// at L·P/100 where its bits differ. Hex Float literals.
    static let skiaCases: [(data: String, length: Float, motion: [(f: Double, x: Float, y: Float)], offset: [(f: Double, x: Float, y: Float)])] = [
        ("M 0 0 C 100 0 0 100 100 100", 0x1.4ee8bep+7,
         [(0, 0x0p+0, 0x0p+0), (0.1, 0x1.0b495ap+4, 0x1.2776a2p+0), (0.25, 0x1.3cf416p+5, 0x1.58f842p+3), (0.3333, 0x1.789d2p+5, 0x1.65a42ep+4), (0.5, 0x1.9p+5, 0x1.900006p+5), (0.75, 0x1.e30bf2p+5, 0x1.64e0f8p+6), (0.9, 0x1.4d2da6p+6, 0x1.8b6226p+6), (1, 0x1.9p+6, 0x1.9p+6)],
         [(0.9, 0x1.4d2daap+6, 0x1.8b6226p+6)]),
        ("M 10 80 C 40 10 65 10 95 80 S 150 150 180 80", 0x1.19c3acp+8,
         [(0, 0x1.4p+3, 0x1.4p+6), (0.1, 0x1.66b27cp+4, 0x1.b48994p+5), (0.25, 0x1.a4p+5, 0x1.b8p+4), (0.3333, 0x1.20056cp+6, 0x1.38aa6p+5), (0.5, 0x1.7cp+6, 0x1.4p+6), (0.75, 0x1.13p+7, 0x1.09p+7), (0.9, 0x1.4f29bp+7, 0x1.a5bb3cp+6), (1, 0x1.68p+7, 0x1.4p+6)],
         [(0.3333, 0x1.20056cp+6, 0x1.38aa64p+5)]),
        ("M 0 0 L 100 0 L 100 100", 0x1.9p+7,
         [(0, 0x0p+0, 0x0p+0), (0.1, 0x1.4p+4, 0x0p+0), (0.25, 0x1.9p+5, 0x0p+0), (0.3333, 0x1.0aa3d6p+6, 0x0p+0), (0.5, 0x1.9p+6, 0x0p+0), (0.75, 0x1.9p+6, 0x1.9p+5), (0.9, 0x1.9p+6, 0x1.4p+6), (1, 0x1.9p+6, 0x1.9p+6)],
         [(0.3333, 0x1.0aa3d8p+6, 0x0p+0)]),
        ("M 0 0 Q 50 100 100 0", 0x1.278e3cp+7,
         [(0, 0x0p+0, 0x0p+0), (0.1, 0x1.c2326ep+2, 0x1.a28756p+3), (0.25, 0x1.37d17p+4, 0x1.f6191cp+4), (0.3333, 0x1.c055fp+4, 0x1.42b528p+5), (0.5, 0x1.900004p+5, 0x1.9p+5), (0.75, 0x1.420ba6p+6, 0x1.f6191p+4), (0.9, 0x1.73dcd8p+6, 0x1.a28766p+3), (1, 0x1.9p+6, 0x0p+0)],
         [(0.3333, 0x1.c055f4p+4, 0x1.42b52ap+5)]),
        ("M 20 20 C 20 120 220 -80 220 20", 0x1.f3e9c2p+7,
         [(0, 0x1.4p+4, 0x1.4p+4), (0.1, 0x1.b2d676p+4, 0x1.5aec9cp+5), (0.25, 0x1.f6bcfcp+5, 0x1.6a7b2cp+5), (0.3333, 0x1.496e06p+6, 0x1.2fd044p+5), (0.5, 0x1.ep+6, 0x1.4p+4), (0.75, 0x1.6250c2p+7, -0x1.53d97p+2), (0.9, 0x1.a9a53p+7, -0x1.aec8dp+1), (1, 0x1.b8p+7, 0x1.4p+4)],
         [(0.3333, 0x1.496e08p+6, 0x1.2fd044p+5)]),
    ]

    /// lottie-web run in Node (its player code unchanged, v20.20.2): linear easing, so the eased
    /// fraction is the keyframe's; the Float32 positions it stores, as bit patterns of the Double
    /// they widen to, and the polyline's length (nil: the straight form, no polyline).
    static let lottieWebCases: [(s: SIMD2<Double>, e: SIMD2<Double>, out: SIMD2<Double>, in: SIMD2<Double>, length: UInt64?, values: [(f: Double, x: UInt64, y: UInt64)])] = [
        ([0,0], [100,100], [100,0], [-100,0], 0x4064f4d1e3c02dac,
         [(0, 0x0000000000000000, 0x0000000000000000), (0.1, 0x4030b556a0000000, 0x3ff288f760000000), (0.25, 0x4043c88320000000, 0x4025791e80000000), (1.0 / 3, 0x4047895aa0000000, 0x403659cee0000000), (0.5, 0x4049000000000000, 0x4049000000000000), (0.75, 0x404e377ce0000000, 0x405650dc40000000), (0.9, 0x4054d2aa60000000, 0x4058b5dc20000000), (0.999, 0x4058f54540000000, 0x4058ffed60000000), (1, 0x4059000000000000, 0x4059000000000000)]),
        ([10,80], [95,80], [30,-70], [-30,-70], 0x4061a01f290576bd,
         [(0, 0x4024000000000000, 0x4054000000000000), (0.1, 0x402fa75820000000, 0x4050ca5100000000), (0.25, 0x403a021260000000, 0x4048518080000000), (1.0 / 3, 0x404077a1c0000000, 0x404393f4c0000000), (0.5, 0x404a400000000000, 0x403b809b00000000), (0.75, 0x4053bf7b60000000, 0x4048518080000000), (0.9, 0x40564b1500000000, 0x4050ca5100000000), (0.999, 0x4057bc6da0000000, 0x4053f7b680000000), (1, 0x4057c00000000000, 0x4054000000000000)]),
        ([0,0], [300,0], [0,0], [0,0], nil,
         [(0, 0x0000000000000000, 0x0000000000000000), (0.1, 0x403e000000000000, 0x0000000000000000), (0.25, 0x4052c00000000000, 0x0000000000000000), (1.0 / 3, 0x4059000000000000, 0x0000000000000000), (0.5, 0x4062c00000000000, 0x0000000000000000), (0.75, 0x406c200000000000, 0x0000000000000000), (0.9, 0x4070e00000000000, 0x0000000000000000), (0.999, 0x4072bb3340000000, 0x0000000000000000), (1, 0x4072c00000000000, 0x0000000000000000)]),
        ([20,20], [220,20], [0,100], [0,-100], 0x406f45682f3ae394,
         [(0, 0x4034000000000000, 0x4034000000000000), (0.1, 0x403b21fde0000000, 0x4045a88c80000000), (0.25, 0x404f701940000000, 0x4046a5f820000000), (1.0 / 3, 0x4054985b60000000, 0x4042fb84c0000000), (0.5, 0x405e000000000000, 0x4034000000000000), (0.75, 0x406623f9a0000000, 0xc0152fc120000000), (0.9, 0x406a9bc040000000, 0xc00a88c740000000), (0.999, 0x406b7fe400000000, 0x4033bff680000000), (1, 0x406b800000000000, 0x4034000000000000)]),
    ]

    /// rlottie compiled as it is (its vbezier.cpp and lottiemodel.h, g++ at -O2 and -O0 alike,
    /// no contraction): the approximate length and the points at Float fractions t.
    static let rlottieCases: [(s: SIMD2<Double>, e: SIMD2<Double>, out: SIMD2<Double>, in: SIMD2<Double>, length: Float, values: [(t: Float, x: Float, y: Float)])] = [
        ([0,0], [100,100], [100,0], [-100,0], 0x1.5b2bd4p+7,
         [(0x0p+0, 0x1.2bfb5p-7, 0x1.2bfe7p-22), (0x1.99999ap-4, 0x1.0e7cccp+4, 0x1.2f8132p+0), (0x1p-2, 0x1.3b642ap+5, 0x1.533d0cp+3), (0x1.555556p-2, 0x1.7821f2p+5, 0x1.62f33ep+4), (0x1p-1, 0x1.9p+5, 0x1.9p+5), (0x1.8p-1, 0x1.e490e6p+5, 0x1.659366p+6), (0x1.ccccccp-1, 0x1.4c4f24p+6, 0x1.8b3f3p+6), (0x1.ff7ceep-1, 0x1.8f44c2p+6, 0x1.8fffe2p+6), (0x1p+0, 0x1.9p+6, 0x1.9p+6)]),
        ([10,80], [95,80], [30,-70], [-30,-70], 0x1.263694p+7,
         [(0x0p+0, 0x1.40168p+3, 0x1.3ff97p+6), (0x1.99999ap-4, 0x1.f67336p+3, 0x1.0dad7p+6), (0x1p-2, 0x1.9b376cp+4, 0x1.88edcep+5), (0x1.555556p-2, 0x1.056874p+5, 0x1.3bad6p+5), (0x1p-1, 0x1.a4p+5, 0x1.b8p+4), (0x1.8p-1, 0x1.3d2c44p+6, 0x1.88db4ep+5), (0x1.ccccccp-1, 0x1.653328p+6, 0x1.0db0acp+6), (0x1.ff7ceep-1, 0x1.7bc7c2p+6, 0x1.3f7cd8p+6), (0x1p+0, 0x1.7cp+6, 0x1.4p+6)]),
        ([0,0], [300,0], [0,0], [0,0], 0x1.2cp+8,
         [(0x0p+0, 0x1.c16ap-9, 0x0p+0), (0x1.99999ap-4, 0x1.dfdff2p+4, 0x0p+0), (0x1p-2, 0x1.2c0532p+6, 0x0p+0), (0x1.555556p-2, 0x1.9009f8p+6, 0x0p+0), (0x1p-1, 0x1.2cp+7, 0x0p+0), (0x1.8p-1, 0x1.c1ffa4p+7, 0x0p+0), (0x1.ccccccp-1, 0x1.0dff8cp+8, 0x0p+0), (0x1.ff7ceep-1, 0x1.2bb21p+8, 0x0p+0), (0x1p+0, 0x1.2cp+8, 0x0p+0)]),
        ([20,20], [220,20], [0,100], [0,-100], 0x1.078a94p+8,
         [(0x0p+0, 0x1.4p+4, 0x1.40258p+4), (0x1.99999ap-4, 0x1.b6628cp+4, 0x1.5ca18cp+5), (0x1p-2, 0x1.fc248p+5, 0x1.68cf34p+5), (0x1.555556p-2, 0x1.4af764p+6, 0x1.2e7db2p+5), (0x1p-1, 0x1.ep+6, 0x1.4p+4), (0x1.8p-1, 0x1.60edaep+7, -0x1.461daap+2), (0x1.ccccccp-1, 0x1.a93518p+7, -0x1.c9c33p+1), (0x1.ff7ceep-1, 0x1.b7ffbep+7, 0x1.3b9e74p+4), (0x1p+0, 0x1.b8p+7, 0x1.4p+4)]),
        ([0,0], [415,0], [0,200], [0,200], 0x1.28f312p+9,
         [(0x0p+0, 0x1.373f3p-22, 0x1.2bfed4p-7), (0x1.99999ap-4, 0x1.812394p+3, 0x1.b70c2p+5), (0x1p-2, 0x1.1e30e6p+6, 0x1.d27128p+6), (0x1.555556p-2, 0x1.c7c71p+6, 0x1.0f1098p+7), (0x1p-1, 0x1.9fp+7, 0x1.2cp+7), (0x1.8p-1, 0x1.577314p+8, 0x1.d272c8p+6), (0x1.ccccccp-1, 0x1.92f8eap+8, 0x1.b6ea1ep+5), (0x1.ff7ceep-1, 0x1.9effacp+8, 0x1.35103ep-1), (0x1p+0, 0x1.9fp+8, 0x0p+0)]),
    ]

    /// rlottie on the first case at t = k/1000 in Float, every 20th k of the 1,001 it printed.
    static let rlottieDense: [(k: Int, x: Float, y: Float)] = [
        (0, 0x1.2bfb5p-7, 0x1.2bfe7p-22), (20, 0x1.b9a178p+1, 0x1.5220ep-5), (40, 0x1.b809c4p+2, 0x1.5de48cp-3), (60, 0x1.48a2bep+3, 0x1.97b83ep-2),
        (80, 0x1.b3b55ap+3, 0x1.772b44p-1), (100, 0x1.0e7cccp+4, 0x1.2f8132p+0), (120, 0x1.42b6d8p+4, 0x1.c6f5d4p+0), (140, 0x1.75d49cp+4, 0x1.427c0cp+1),
        (160, 0x1.a7ded4p+4, 0x1.b7ae14p+1), (180, 0x1.d88e62p+4, 0x1.23010ap+2), (200, 0x1.0411dcp+5, 0x1.799462p+2), (220, 0x1.1af3c8p+5, 0x1.e17bbp+2),
        (240, 0x1.30d8d4p+5, 0x1.2f3bd6p+3), (260, 0x1.45866ep+5, 0x1.7a818ep+3), (280, 0x1.576a54p+5, 0x1.cea618p+3), (300, 0x1.6606ap+5, 0x1.13f794p+4),
        (320, 0x1.71bf36p+5, 0x1.42c64p+4), (340, 0x1.7af088p+5, 0x1.734c2cp+4), (360, 0x1.81fef8p+5, 0x1.a57048p+4), (380, 0x1.8740bap+5, 0x1.d92d54p+4),
        (400, 0x1.8af9b4p+5, 0x1.07096ep+5), (420, 0x1.8d7074p+5, 0x1.21df08p+5), (440, 0x1.8eec7p+5, 0x1.3d153p+5), (460, 0x1.8fae78p+5, 0x1.588c8ap+5),
        (480, 0x1.8ff5c8p+5, 0x1.74301cp+5), (500, 0x1.9p+5, 0x1.9p+5), (520, 0x1.900a18p+5, 0x1.abb216p+5), (540, 0x1.905154p+5, 0x1.c7680ap+5),
        (560, 0x1.911278p+5, 0x1.e2cf3p+5), (580, 0x1.928eecp+5, 0x1.fe1802p+5), (600, 0x1.95065cp+5, 0x1.0c7b9ap+6), (620, 0x1.98b958p+5, 0x1.19a33p+6),
        (640, 0x1.9df638p+5, 0x1.268d5cp+6), (660, 0x1.a5025p+5, 0x1.3318dp+6), (680, 0x1.ae3864p+5, 0x1.3f44ccp+6), (700, 0x1.b9ef02p+5, 0x1.4af90ap+6),
        (720, 0x1.c8811p+5, 0x1.561d68p+6), (740, 0x1.da6196p+5, 0x1.60a368p+6), (760, 0x1.ef1642p+5, 0x1.6a11bcp+6), (780, 0x1.027b1p+6, 0x1.71e14p+6),
        (800, 0x1.0df6e8p+6, 0x1.7866a4p+6), (820, 0x1.19ceap+6, 0x1.7dca54p+6), (840, 0x1.2605eep+6, 0x1.8241cap+6), (860, 0x1.328afp+6, 0x1.85ec28p+6),
        (880, 0x1.3f55f2p+6, 0x1.88e4e8p+6), (900, 0x1.4c4f24p+6, 0x1.8b3f3p+6), (920, 0x1.5985c2p+6, 0x1.8d113cp+6), (940, 0x1.66e356p+6, 0x1.8e6796p+6),
        (960, 0x1.74764ep+6, 0x1.8f5096p+6), (980, 0x1.822952p+6, 0x1.8fd57ep+6), (1000, 0x1.9p+6, 0x1.9p+6),
    ]

    /// Firefox's own walk, compiled from Gecko's gfx/2d/Path.cpp (its cubics flattened in Double
    /// to 1e-4, lengths summed in Float; quadratics raised to cubics in Float as SVGPathData does;
    /// a fresh cursor per query, CSS's distance (P/100)·L in Float): positions at fractions of
    /// the path. Not reproduced here; the test below measures how far it is from the exact walk.
    static let geckoCases: [(data: String, points: [(f: Double, x: Float, y: Float)])] = [
        ("M 0 0 C 100 0 0 100 100 100", [(0, 0x0p+0, 0x0p+0), (0.1, 0x1.0b587cp+4, 0x1.27a2fp+0), (0.25, 0x1.3c8cfep+5, 0x1.577c28p+3), (1.0 / 3, 0x1.789ac2p+5, 0x1.6597c6p+4), (0.5, 0x1.9p+5, 0x1.900004p+5), (0.75, 0x1.e3731p+5, 0x1.651088p+6), (0.9, 0x1.4d2a1p+6, 0x1.8b617ep+6), (1, 0x1.9p+6, 0x1.9p+6)]),
        ("M 10 80 C 40 10 65 10 95 80 S 150 150 180 80", [(0, 0x1.4p+3, 0x1.4p+6), (0.1, 0x1.65c472p+4, 0x1.b559bep+5), (0.25, 0x1.a3ffecp+5, 0x1.b80038p+4), (1.0 / 3, 0x1.2043bap+6, 0x1.393cfap+5), (0.5, 0x1.7bfffap+6, 0x1.3ffffp+6), (0.75, 0x1.12ffe4p+7, 0x1.08fff8p+7), (0.9, 0x1.4f475ap+7, 0x1.a55356p+6), (1, 0x1.67fff2p+7, 0x1.40003ep+6)]),
        ("M 0 0 L 100 0 L 100 100", [(0, 0x0p+0, 0x0p+0), (0.1, 0x1.4p+4, 0x0p+0), (0.25, 0x1.9p+5, 0x0p+0), (1.0 / 3, 0x1.0aaaacp+6, 0x0p+0), (0.5, 0x1.9p+6, 0x0p+0), (0.75, 0x1.9p+6, 0x1.9p+5), (0.9, 0x1.9p+6, 0x1.4p+6), (1, 0x1.9p+6, 0x1.9p+6)]),
        ("M 0 0 Q 50 100 100 0", [(0, 0x0p+0, 0x0p+0), (0.1, 0x1.c025a8p+2, 0x1.a0c40ep+3), (0.25, 0x1.3768cap+4, 0x1.f5991ap+4), (1.0 / 3, 0x1.bf2234p+4, 0x1.422d66p+5), (0.5, 0x1.900008p+5, 0x1.8fffcep+5), (0.75, 0x1.4225cp+6, 0x1.f598f8p+4), (0.9, 0x1.73fda2p+6, 0x1.a0c3a4p+3), (1, 0x1.8ffffap+6, 0x1.738p-15)]),
        ("M 20 20 C 20 120 220 -80 220 20", [(0, 0x1.4p+4, 0x1.4p+4), (0.1, 0x1.b21214p+4, 0x1.5a8bfap+5), (0.25, 0x1.f6fef6p+5, 0x1.6a66c6p+5), (1.0 / 3, 0x1.4984ep+6, 0x1.2fbc68p+5), (0.5, 0x1.e00016p+6, 0x1.3fffd6p+4), (0.75, 0x1.624054p+7, -0x1.533842p+2), (0.9, 0x1.a9bdccp+7, -0x1.a8ba22p+1), (1, 0x1.b8p+7, 0x1.4p+4)]),
        ("M 0 0 C 0 100 100 100 100 0 L 200 0 Q 250 50 300 0", [(0, 0x0p+0, 0x0p+0), (0.1, 0x1.bf1bccp+2, 0x1.4513d8p+5), (0.25, 0x1.ad82c6p+5, 0x1.2b45d4p+6), (1.0 / 3, 0x1.4bab82p+6, 0x1.d0e67ap+5), (0.5, 0x1.ad8ef6p+6, 0x0p+0), (0.75, 0x1.a0527p+7, 0x1.dfad84p+2), (0.9, 0x1.09a8bcp+8, 0x1.68c3dcp+4), (1, 0x1.2cp+8, 0x0p+0)]),
    ]

    /// Firefox's positions lie within 1e-3 units of the exact paced walk on paths of 147 to 415
    /// units (4.4e-4 measured), where Skia's chords put Chromium up to 0.27 away: the browser
    /// figure path exports state (Chromium's) is the larger of the two on these paths.
    @Test func firefoxWalkIsFinerThanChromiums() throws {
        var worst = 0.0
        for (data, points) in Self.geckoCases {
            let animation = try PathAnimation(path: Path(svgPathData: data), paced: true)
            for (f, x, y) in points {
                worst = max(worst, (SIMD2(Double(x), Double(y)) - animation.value(at: f)).magnitude)
            }
        }
        #expect(worst > 0 && worst < 1e-3, "Firefox's compiled walk: \(worst) from the exact one")
    }

    /// Every length and position bit for bit, animateMotion's L·f and offset-distance's L·P/100.
    @Test func skiaContourMeasureAsBlinkDrivesIt() throws {
        for (data, length, motion, offset) in Self.skiaCases {
            let measure = try #require(BlinkPathMeasure(try Path(svgPathData: data)), "\(data)")
            #expect(measure.length == length, "\(data): length \(measure.length) vs \(length)")
            for (f, x, y) in motion {
                let p = measure.animateMotionPosition(at: f)
                #expect(p == SIMD2(x, y), "\(data) animateMotion at \(f): \(p) vs (\(x), \(y))")
                if !offset.contains(where: { $0.f == f }) {
                    let q = measure.offsetPathPosition(at: f, closed: false)
                    #expect(q == p, "\(data) offset-distance at \(f): \(q) vs \(p)")
                }
            }
            for (f, x, y) in offset {
                let p = measure.offsetPathPosition(at: f, closed: false)
                #expect(p == SIMD2(x, y), "\(data) offset-distance at \(f): \(p) vs (\(x), \(y))")
            }
        }
    }

    /// Skia's own PathMeasureTest on a path of degenerate verbs (zero-length line, quadratic and
    /// cubic among real ones: length exactly 6), Skija's two-contour test and Android CTS's
    /// closed rectangle (length 8).
    @Test func skiaOwnTests() throws {
        let degenerate = try #require(BlinkPathMeasure(try Path(svgPathData: "M0,0 L0,0 L1,0 Q1,0 1,0 Q1,1 1,2 C1,2 1,2 1,2 C2,2 3,2 4,2")))
        #expect(degenerate.length == 6)
        #expect(degenerate.position(atDistance: 0.5) == SIMD2(0.5, 0))
        #expect(degenerate.position(atDistance: 2.5) == SIMD2(1, 1.5))
        #expect(degenerate.position(atDistance: 4.5) == SIMD2(2.5, 2))
        let skija = try #require(BlinkPathMeasure(try Path(svgPathData: "M0,0 L40,0 M0,40 L10,50")))
        #expect(skija.contours.map(\.length) == [40, Float(14.1421356)])
        #expect(skija.position(atDistance: 20) == SIMD2(20, 0))
        let second = try #require(skija.contours[1].position(atDistance: 7))
        #expect(abs(second.x - 4.949747) < 1e-5 && abs(second.y - 44.949745) < 1e-5, "\(second)")
        #expect(skija.position(atDistance: 47) == second)
        let rectangle = try #require(BlinkPathMeasure(try Path(svgPathData: "M1,2 L3,2 L3,4 L1,4 Z")))
        #expect(rectangle.length == 8)
        // Closed: offset-distance 100% wraps to the start.
        #expect(rectangle.offsetPathPosition(at: 1, closed: true) == SIMD2(1, 2))
        #expect(rectangle.offsetPathPosition(at: 0.75, closed: true) == SIMD2(1, 4))
        // Arcs are not taken (Blink's own arc-to-cubic decomposition is not reproduced).
        #expect(BlinkPathMeasure(try Path(svgPathData: "M0 0 A 10 10 0 0 1 20 0")) == nil)
    }

    /// lottie-web's Float32 positions bit for bit; its polyline's Double length within 4 ulps:
    /// V8's `Math.pow(x, 3)` (fdlibm's, in Node 20; the platform's in later V8) and x·x·x differ
    /// in the last bit of some of the 150 points, and the sum of 149 distances carries that.
    @Test func lottieWebSpatialKeyframe() {
        for (s, e, to, ti, length, values) in Self.lottieWebCases {
            let keyframe = LottieWebSpatialKeyframe(start: s, end: e, out: to, in: ti)
            if let length {
                let ulps = abs(keyframe.totalLength - Double(bitPattern: length)) / Double(bitPattern: length).ulp
                #expect(ulps <= 4, "\(s)→\(e): length \(keyframe.totalLength) vs \(Double(bitPattern: length)), \(ulps) ulps")
            } else {
                #expect(keyframe.points.isEmpty, "\(s)→\(e) is straight")
            }
            for (f, x, y) in values {
                let p = keyframe.position(at: f)
                #expect(Double(p.x).bitPattern == x && Double(p.y).bitPattern == y,
                        "\(s)→\(e) at \(f): \(p) vs (\(Double(bitPattern: x)), \(Double(bitPattern: y)))")
            }
        }
    }

    /// rlottie's approximate lengths and points bit for bit, its start quirk included (at t = 0
    /// the halving stops at a parameter of 2⁻¹⁵ or so, not at the start).
    @Test func rlottieSpatialKeyframe() {
        for (s, e, to, ti, length, values) in Self.rlottieCases {
            let keyframe = RlottieSpatialKeyframe(start: s, end: e, out: to, in: ti)
            #expect(keyframe.length == length, "\(s)→\(e): length \(keyframe.length) vs \(length)")
            for (t, x, y) in values {
                let p = keyframe.position(at: t)
                #expect(p == SIMD2(x, y), "\(s)→\(e) at \(t): \(p) vs (\(x), \(y))")
            }
        }
        let first = Self.rlottieCases[0]
        let keyframe = RlottieSpatialKeyframe(start: first.s, end: first.e, out: first.out, in: first.in)
        for (k, x, y) in Self.rlottieDense {
            let p = keyframe.position(at: Float(k) / 1000)
            #expect(p == SIMD2(x, y), "k = \(k): \(p) vs (\(x), \(y))")
        }
        // Eased fractions outside [0, 1] (rlottie's own output): above 1 the end; below 0, where
        // the length sought is −0.01 or less, its search never gets within 0.01 and runs all its
        // 100,500 steps (here, read off the cycle its states fall into), halving t to the least
        // Float, 2⁻¹⁴⁹; just below 0 (−5e-5 of 174 units) it converges near the start.
        let a = Self.rlottieCases[0], d = Self.rlottieCases[3]
        let outside: [(case: Int, t: Float, x: Float, y: Float)] = [
            (0, -0x1p-1, 0x1.2cp-141, 0), (0, -0x1.0624dep-10, 0x1.2cp-141, 0), (0, -0x1.a36e2ep-15, 0x1.2bff6ap-10, 0x1.2bffcep-28),
            (0, 0x1.19999ap+0, 100, 100), (3, -0x1.99999ap-4, 20, 20), (3, 0x1p+1, 220, 20)]
        for (index, t, x, y) in outside {
            let c = index == 0 ? a : d
            let p = RlottieSpatialKeyframe(start: c.s, end: c.e, out: c.out, in: c.in).position(at: t)
            #expect(p == SIMD2(x, y), "case \(index) at \(t): \(p) vs (\(x), \(y))")
        }
        // A keyframe of no approximate length (at most 1e-6) moves by parameter along its chord.
        let short = RlottieSpatialKeyframe(start: [0, 0], end: [1e-7, 0], out: .zero, in: .zero)
        #expect(short.length == 0 && short.position(at: 0.5) == SIMD2(5e-8, 0), "\(short.position(at: 0.5))")
    }

    /// lottie-android walks a keyframe with Android's PathMeasure: on the two keyframes that are
    /// also Skia cases above (the same cubic from its start), its points are Skia's at L·f; a
    /// keyframe that starts where it ends holds; zero handles make a line.
    @Test func lottieAndroidSpatialKeyframe() throws {
        let pairs: [(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, Int)] = [
            ([0, 0], [100, 100], [100, 0], [-100, 0], 0), ([20, 20], [220, 20], [0, 100], [0, -100], 4)]
        for (s, e, to, ti, index) in pairs {
            let keyframe = LottieAndroidSpatialKeyframe(start: s, end: e, out: to, in: ti)
            for (f, x, y) in Self.skiaCases[index].motion {
                #expect(keyframe.position(at: Float(f)) == SIMD2(x, y), "\(s)→\(e) at \(f)")
            }
        }
        let loop = LottieAndroidSpatialKeyframe(start: [3, 4], end: [3, 4], out: [10, 0], in: [0, 10])
        #expect(loop.position(at: 0.5) == SIMD2(3, 4))
        let line = LottieAndroidSpatialKeyframe(start: [0, 0], end: [300, 0], out: .zero, in: .zero)
        #expect(line.position(at: 0.25) == SIMD2(75, 0))
    }
}
