import Testing
import TimingCurves

/// WebKit's `UnitBezier` and Android's `PathInterpolator` against their own code, compiled as it
/// is: neither project has a numeric unit test of its own to check against.
@Suite("WebKit's UnitBezier and Android's PathInterpolator, against their compiled code")
struct WebKitAndAndroidEasingTests {
    /// WebKit's UnitBezier.h compiled as it is (WebKit 029da7d3; the 2023 revision b942617f gives
    /// the same bits at these tolerances): `solve(x, ε)` at ε = 1/(1000·0.3) (CSS, `webkit`) and
    /// 1/(200·0.3) (SVG keySplines), on the grid's quarters, inputs outside [0, 1] and inputs a sweep
    /// chose to reach the looser Newton exit and the bisection. (x1, y1, x2, y2, ε is CSS's, x, y.)
    static let webKit: [(curve: [Double], css: Bool, x: Double, y: Double)] = [
        ([0.25, 0.1, 0.25, 1], true, 0x0p+0, 0x0p+0),
        ([0.25, 0.1, 0.25, 1], true, 0x1p-2, 0x1.a25099b7c4407p-2),
        ([0.25, 0.1, 0.25, 1], true, 0x1p-1, 0x1.9ad49e059a61dp-1),
        ([0.25, 0.1, 0.25, 1], true, 0x1.8p-1, 0x1.ebc1477a744c9p-1),
        ([0.25, 0.1, 0.25, 1], true, 0x1p+0, 0x1p+0),
        ([0.25, 0.1, 0.25, 1], true, -0x1.999999999999ap-4, -0x1.47ae147ae147cp-5),
        ([0.42, 0, 1, 1], true, 0x0p+0, 0x0p+0),
        ([0.42, 0, 1, 1], true, 0x1p-2, 0x1.7ed4ca382ba3cp-4),
        ([0.42, 0, 1, 1], true, 0x1p-1, 0x1.42ece030f8ecbp-2),
        ([0.42, 0, 1, 1], true, 0x1.8p-1, 0x1.3e64adcd771d5p-1),
        ([0.42, 0, 1, 1], true, 0x1p+0, 0x1p+0),
        ([0.42, 0, 1, 1], true, -0x1.999999999999ap-4, 0x0p+0),
        ([0.42, 0, 1, 1], true, 0x1.199999999999ap+0, 0x1.2c234f72c235p+0),
        ([0, 0, 0.58, 1], true, 0x0p+0, 0x0p+0),
        ([0, 0, 0.58, 1], true, 0x1p-2, 0x1.8336a46511c57p-2),
        ([0, 0, 0.58, 1], true, 0x1p-1, 0x1.5e898fe783899p-1),
        ([0, 0, 0.58, 1], true, 0x1.8p-1, 0x1.d02566b8fa8b7p-1),
        ([0, 0, 0.58, 1], true, 0x1p+0, 0x1p+0),
        ([0, 0, 0.58, 1], true, -0x1.999999999999ap-4, -0x1.611a7b9611a7cp-3),
        ([0, 0, 0.58, 1], true, 0x1.199999999999ap+0, 0x1p+0),
        ([0.42, 0, 0.58, 1], true, 0x0p+0, 0x0p+0),
        ([0.42, 0, 0.58, 1], true, 0x1p-2, 0x1.08860cede3f5fp-3),
        ([0.42, 0, 0.58, 1], true, 0x1p-1, 0x1p-1),
        ([0.42, 0, 0.58, 1], true, 0x1.8p-1, 0x1.bdde7cc48702ap-1),
        ([0.42, 0, 0.58, 1], true, 0x1p+0, 0x1p+0),
        ([0.42, 0, 0.58, 1], true, -0x1.999999999999ap-4, 0x0p+0),
        ([0.7, -2, 1, -1.5], true, 0x0p+0, -0x0p+0),
        ([0.7, -2, 1, -1.5], true, 0x1p-2, -0x1.4b99600263175p-1),
        ([0.7, -2, 1, -1.5], true, 0x1p-1, -0x1.1baa56518acefp+0),
        ([0.7, -2, 1, -1.5], true, 0x1.8p-1, -0x1.335dae419964cp+0),
        ([0.7, -2, 1, -1.5], true, 0x1p+0, 0x1p+0),
        ([0.7, -2, 1, -1.5], true, -0x1.999999999999ap-4, 0x1.2492492492493p-2),
        ([0.7, -2, 1, -1.5], true, 0x1.199999999999ap+0, 0x1p+0),
        ([0.34, 1.56, 0.64, 1], true, 0x0p+0, 0x0p+0),
        ([0.34, 1.56, 0.64, 1], true, 0x1p-2, 0x1.a1f0a85ea587ap-1),
        ([0.34, 1.56, 0.64, 1], true, 0x1p-1, 0x1.165fe3ec463e8p+0),
        ([0.34, 1.56, 0.64, 1], true, 0x1.8p-1, 0x1.0f450436de387p+0),
        ([0.34, 1.56, 0.64, 1], true, 0x1p+0, 0x1p+0),
        ([0.34, 1.56, 0.64, 1], true, -0x1.999999999999ap-4, -0x1.d5d5d5d5d5d5dp-2),
        ([1, 0, 0, 1], true, 0x0p+0, 0x0p+0),
        ([1, 0, 0, 1], true, 0x1p-2, 0x1.e702082236268p-6),
        ([1, 0, 0, 1], true, 0x1p-1, 0x1p-1),
        ([1, 0, 0, 1], true, 0x1.8p-1, 0x1.f0c7efbeee4edp-1),
        ([1, 0, 0, 1], true, 0x1p+0, 0x1p+0),
        ([1, 0, 0, 1], true, -0x1.999999999999ap-4, 0x0p+0),
        ([0.1, 0.9, 0.9, 0.1], true, 0x0p+0, 0x0p+0),
        ([0.1, 0.9, 0.9, 0.1], true, 0x1p-2, 0x1.c98bc944f123dp-2),
        ([0.1, 0.9, 0.9, 0.1], true, 0x1p-1, 0x1p-1),
        ([0.1, 0.9, 0.9, 0.1], true, 0x1.8p-1, 0x1.1b3a1b5d876e2p-1),
        ([0.1, 0.9, 0.9, 0.1], true, 0x1p+0, 0x1p+0),
        ([0.1, 0.9, 0.9, 0.1], true, -0x1.999999999999ap-4, -0x1.ccccccccccccdp-1),
        ([0.1, 0.9, 0.9, 0.1], true, 0x1.199999999999ap+0, 0x1.e66666666666bp+0),
        ([0.25, 0.1, 0.25, 1], false, 0x1.4f8b588e368f1p-17, 0x1.0c77b7077fe6ep-18),
        ([0.25, 0.1, 0.25, 1], false, 0x1.a36e2eb1c432dp-14, 0x1.4ff256c270427p-15),
        ([0.25, 0.1, 0.25, 1], false, 0x1.0624dd2f1a9fcp-10, 0x1.a8777efdb2d75p-12),
        ([0.25, 0.1, 0.25, 1], false, 0x1.3404ea4a8c155p-8, 0x1.046b6bbe2b314p-9),
        ([0.25, 0.1, 0.25, 1], false, 0x1.fd21ff2e48e8ap-2, 0x1.9965df59434bdp-1),
        ([0.25, 0.1, 0.25, 1], false, 0x1.fe76c8b439581p-2, 0x1.9a10a00d773a7p-1),
        ([0.42, 0, 1, 1], true, 0x1.fc91d14e3bcd3p-1, 0x1.fa2d8339c4d8bp-1),
        ([0.42, 0, 1, 1], true, 0x1.fd70a3d70a3d7p-1, 0x1.fba535d5b0551p-1),
        ([0.42, 0, 1, 1], true, 0x1.fe1b089a02752p-1, 0x1.fcc571030bffcp-1),
        ([0.42, 0, 1, 1], true, 0x1.feb851eb851ecp-1, 0x1.fdd05459e9aacp-1),
        ([0.42, 0, 1, 1], true, 0x1.ff7ced916872bp-1, 0x1.ff1f2065e89aep-1),
        ([0.42, 0, 1, 1], false, 0x1.4f8b588e368f1p-17, 0x1.9f88563677c51p-33),
        ([0.42, 0, 1, 1], false, 0x1.a36e2eb1c432dp-14, 0x1.449a09dca09c5p-26),
        ([0.42, 0, 1, 1], false, 0x1.0624dd2f1a9fcp-10, 0x1.faac763fca3d9p-20),
        ([0.42, 0, 1, 1], false, 0x1.3404ea4a8c155p-8, 0x1.5c4ea48203276p-15),
        ([0.42, 0, 1, 1], false, 0x1.fd21ff2e48e8ap-2, 0x1.3fd9ee1c186c8p-2),
        ([0.42, 0, 1, 1], false, 0x1.fe76c8b439581p-2, 0x1.4146f593865aep-2),
        ([0.42, 0, 1, 1], false, 0x1.fc91d14e3bcd3p-1, 0x1.fa2d8339c4d8bp-1),
        ([0.42, 0, 1, 1], false, 0x1.fd70a3d70a3d7p-1, 0x1.fba535d5b0551p-1),
        ([0.42, 0, 1, 1], false, 0x1.fe1b089a02752p-1, 0x1.fcc571030bffcp-1),
        ([0.42, 0, 1, 1], false, 0x1.feb851eb851ecp-1, 0x1.fdd05459e9aacp-1),
        ([0.42, 0, 1, 1], false, 0x1.ff7ced916872bp-1, 0x1.ff1f2065e89aep-1),
        ([0, 0, 0.58, 1], true, 0x1.4f8b588e368f1p-17, 0x1.e1807feedf9ddp-14),
        ([0, 0, 0.58, 1], true, 0x1.a36e2eb1c432dp-14, 0x1.e79224eaf195p-13),
        ([0, 0, 0.58, 1], true, 0x1.0624dd2f1a9fcp-10, 0x1.c1bf342eca48fp-10),
        ([0, 0, 0.58, 1], true, 0x1.3404ea4a8c155p-8, 0x1.061676447038ap-7),
        ([0, 0, 0.58, 1], false, 0x1.4f8b588e368f1p-17, 0x1.e1807feedf9ddp-14),
        ([0, 0, 0.58, 1], false, 0x1.a36e2eb1c432dp-14, 0x1.e79224eaf195p-13),
        ([0, 0, 0.58, 1], false, 0x1.0624dd2f1a9fcp-10, 0x1.c1bf342eca48fp-10),
        ([0, 0, 0.58, 1], false, 0x1.3404ea4a8c155p-8, 0x1.061676447038ap-7),
        ([0, 0, 0.58, 1], false, 0x1.fd21ff2e48e8ap-2, 0x1.5cfebb1f40c9cp-1),
        ([0, 0, 0.58, 1], false, 0x1.fe76c8b439581p-2, 0x1.5db636cc7c1f7p-1),
        ([0, 0, 0.58, 1], false, 0x1.ff62b6ae7d567p-2, 0x1.5e3511d3e3fbcp-1),
        ([0, 0, 0.58, 1], false, 0x1.ff972474538efp-2, 0x1.5e513da0707cdp-1),
        ([0, 0, 0.58, 1], false, 0x1.ffe5c91d14e3cp-2, 0x1.5e7b7c0008593p-1),
        ([0, 0, 0.58, 1], false, 0x1.000d1b71758e2p-1, 0x1.5e97a35d72749p-1),
        ([0.42, 0, 0.58, 1], false, 0x1.4f8b588e368f1p-17, 0x1.9f8a054e477bap-33),
        ([0.42, 0, 0.58, 1], false, 0x1.a36e2eb1c432dp-14, 0x1.44a73173b21aep-26),
        ([0.42, 0, 0.58, 1], false, 0x1.0624dd2f1a9fcp-10, 0x1.fb79ce4336f81p-20),
        ([0.42, 0, 0.58, 1], false, 0x1.3404ea4a8c155p-8, 0x1.5ee6403f8b22dp-15),
        ([0.42, 0, 0.58, 1], false, 0x1.fd21ff2e48e8ap-2, 0x1.fb0e80a74bb63p-2),
        ([0.42, 0, 0.58, 1], false, 0x1.fe76c8b439581p-2, 0x1.fd5a0b96deb8ap-2),
        ([0.7, -2, 1, -1.5], true, 0x1.feb851eb851ecp-1, 0x1.3eb935570a1e6p-1),
        ([0.7, -2, 1, -1.5], true, 0x1.ff7ced916872bp-1, 0x1.83a44855148cep-1),
        ([0.7, -2, 1, -1.5], false, 0x1.4f8b588e368f1p-17, -0x1.df58f41e2048bp-16),
        ([0.7, -2, 1, -1.5], false, 0x1.a36e2eb1c432dp-14, -0x1.2b955bd0a2be4p-12),
        ([0.7, -2, 1, -1.5], false, 0x1.0624dd2f1a9fcp-10, -0x1.765eb7d3562ecp-9),
        ([0.7, -2, 1, -1.5], false, 0x1.3404ea4a8c155p-8, -0x1.b75b076b96e7fp-7),
        ([0.7, -2, 1, -1.5], false, 0x1.fd21ff2e48e8ap-2, -0x1.1aba59e38b03dp+0),
        ([0.7, -2, 1, -1.5], false, 0x1.fe76c8b439581p-2, -0x1.1b2a1da4609b9p+0),
        ([0.7, -2, 1, -1.5], false, 0x1.feb851eb851ecp-1, 0x1.3eb935570a1e6p-1),
        ([0.7, -2, 1, -1.5], false, 0x1.ff7ced916872bp-1, 0x1.83a44855148cep-1),
        ([0.34, 1.56, 0.64, 1], false, 0x1.4f8b588e368f1p-17, 0x1.80e2674ea5ffcp-15),
        ([0.34, 1.56, 0.64, 1], false, 0x1.a36e2eb1c432dp-14, 0x1.e10d83b12c4bbp-12),
        ([0.34, 1.56, 0.64, 1], false, 0x1.0624dd2f1a9fcp-10, 0x1.2c5425635b5cap-8),
        ([0.34, 1.56, 0.64, 1], false, 0x1.3404ea4a8c155p-8, 0x1.5f4bed47074f2p-6),
        ([0.34, 1.56, 0.64, 1], false, 0x1.fd21ff2e48e8ap-2, 0x1.1627410f47bdcp+0),
        ([0.34, 1.56, 0.64, 1], false, 0x1.fe76c8b439581p-2, 0x1.1641dbc2a12a8p+0),
        ([1, 0, 0, 1], true, 0x1.fd21ff2e48e8ap-2, 0x1.790d3212d4ad3p-2),
        ([1, 0, 0, 1], true, 0x1.fe76c8b439581p-2, 0x1.91ec28f4edf8fp-2),
        ([1, 0, 0, 1], true, 0x1.ff62b6ae7d567p-2, 0x1.8d95eb543ddf2p-2),
        ([1, 0, 0, 1], true, 0x1.ff972474538efp-2, 0x1.b15ec8e988cep-2),
        ([1, 0, 0, 1], true, 0x1.ffe5c91d14e3cp-2, 0x1.b44b6f35f2752p-2),
        ([1, 0, 0, 1], true, 0x1.000d1b71758e2p-1, 0x1.25da486507b9cp-1),
        ([1, 0, 0, 1], true, 0x1.00346dc5d6388p-1, 0x1.27509b8b3bb7fp-1),
        ([1, 0, 0, 1], true, 0x1.016f0068db8bbp-1, 0x1.437966f695a83p-1),
        ([1, 0, 0, 1], false, 0x1.4f8b588e368f1p-17, 0x1.2534c66c177d9p-35),
        ([1, 0, 0, 1], false, 0x1.a36e2eb1c432dp-14, 0x1.ca2d73317bd1ap-29),
        ([1, 0, 0, 1], false, 0x1.0624dd2f1a9fcp-10, 0x1.66498199b6858p-22),
        ([1, 0, 0, 1], false, 0x1.3404ea4a8c155p-8, 0x1.f0bde38e5d2b3p-18),
        ([1, 0, 0, 1], false, 0x1.fd21ff2e48e8ap-2, 0x1.790d3212d4ad3p-2),
        ([1, 0, 0, 1], false, 0x1.fe76c8b439581p-2, 0x1.91ec28f4edf8fp-2),
        ([1, 0, 0, 1], false, 0x1.ff62b6ae7d567p-2, 0x1.8d95eb543ddf2p-2),
        ([1, 0, 0, 1], false, 0x1.ff972474538efp-2, 0x1.64680d3d21d9ep-2),
        ([1, 0, 0, 1], false, 0x1.ffe5c91d14e3cp-2, 0x1.6a13379bd485cp-2),
        ([1, 0, 0, 1], false, 0x1.000d1b71758e2p-1, 0x1.4af6643217976p-1),
        ([1, 0, 0, 1], false, 0x1.00346dc5d6388p-1, 0x1.4dcbf9616f4fp-1),
        ([1, 0, 0, 1], false, 0x1.016f0068db8bbp-1, 0x1.437966f695a83p-1),
        ([1, 0, 0, 1], false, 0x1.fc91d14e3bcd3p-1, 0x1.fffe062472ac9p-1),
        ([1, 0, 0, 1], false, 0x1.fd70a3d70a3d7p-1, 0x1.fffee6d0dbd91p-1),
        ([0.1, 0.9, 0.9, 0.1], true, 0x1.4f8b588e368f1p-17, 0x1.7963a9089dd58p-14),
        ([0.1, 0.9, 0.9, 0.1], false, 0x1.4f8b588e368f1p-17, 0x1.7963a9089dd58p-14),
        ([0.1, 0.9, 0.9, 0.1], false, 0x1.a36e2eb1c432dp-14, 0x1.d6a3144cb6db2p-11),
        ([0.1, 0.9, 0.9, 0.1], false, 0x1.0624dd2f1a9fcp-10, 0x1.1e93a4d054e1p-7),
        ([0.1, 0.9, 0.9, 0.1], false, 0x1.3404ea4a8c155p-8, 0x1.32f06a1c6dc66p-5),
        ([0.1, 0.9, 0.9, 0.1], false, 0x1.fd21ff2e48e8ap-2, 0x1.ffae6f8ece359p-2),
        ([0.1, 0.9, 0.9, 0.1], false, 0x1.fe76c8b439581p-2, 0x1.ffd44edcadc35p-2),
    ]

    /// Android's `Path.approximate(0.002)` compiled as it is (frameworks/base 36077e01,
    /// libs/hwui/jni/Path.cpp) under `PathInterpolator`'s Java: getInterpolation(t) for Float t.
    static let android: [(controls: [Float], values: [(t: Float, y: Float)])] = [
        ([0x1p-2, 0x1.99999ap-4, 0x1p-2, 0x1p+0], [
            (0x0p+0, 0x0p+0), (0x1.99999ap-5, 0x1.1797f8p-5), (0x1.99999ap-4, 0x1.8c5828p-4), (0x1.333334p-3, 0x1.7d71c6p-3),
            (0x1.99999ap-3, 0x1.2e61a8p-2), (0x1p-2, 0x1.a19a3ap-2), (0x1.333334p-2, 0x1.0646bap-1), (0x1.666666p-2, 0x1.34fb8ep-1),
            (0x1.99999ap-2, 0x1.5c7ec2p-1), (0x1.ccccccp-2, 0x1.7db682p-1), (0x1p-1, 0x1.9a0d6ap-1), (0x1.19999ap-1, 0x1.b15ed8p-1),
            (0x1.333334p-1, 0x1.c51a66p-1), (0x1.4cccccp-1, 0x1.d4f0b6p-1), (0x1.666666p-1, 0x1.e1a8ecp-1), (0x1.8p-1, 0x1.ebb52p-1),
            (0x1.99999ap-1, 0x1.f35b58p-1), (0x1.b33334p-1, 0x1.f8f1cp-1), (0x1.ccccccp-1, 0x1.fcc05ap-1), (0x1.e66666p-1, 0x1.ff076ap-1),
            (0x1p+0, 0x1p+0), (0x1.555554p-2, 0x1.25f7d6p-1), (0x1.ff7ceep-1, 0x1.fffb08p-1), (0x1.0624dep-10, 0x1.0d0a6cp-11),
        ]),
        ([0x1.ae147ap-2, 0x0p+0, 0x1p+0, 0x1p+0], [
            (0x0p+0, 0x0p+0), (0x1.99999ap-5, 0x1.454f92p-8), (0x1.99999ap-4, 0x1.20ab98p-6), (0x1.333334p-3, 0x1.2f8b8p-5),
            (0x1.99999ap-3, 0x1.00124p-4), (0x1p-2, 0x1.7f641cp-4), (0x1.333334p-2, 0x1.0c9506p-3), (0x1.666666p-2, 0x1.5e57e8p-3),
            (0x1.99999ap-2, 0x1.b9f232p-3), (0x1.ccccccp-2, 0x1.0ed4f6p-2), (0x1p-1, 0x1.42fb4p-2), (0x1.19999ap-1, 0x1.7c8e4p-2),
            (0x1.333334p-1, 0x1.b81238p-2), (0x1.4cccccp-1, 0x1.f69e3p-2), (0x1.666666p-1, 0x1.1c6a1p-1), (0x1.8p-1, 0x1.3ea748p-1),
            (0x1.99999ap-1, 0x1.623338p-1), (0x1.b33334p-1, 0x1.8746d6p-1), (0x1.ccccccp-1, 0x1.add3aep-1), (0x1.e66666p-1, 0x1.d5eaap-1),
            (0x1p+0, 0x1p+0), (0x1.555554p-2, 0x1.3fd6fcp-3), (0x1.ff7ceep-1, 0x1.ff1fbep-1), (0x1.0624dep-10, 0x1.2e26ap-14),
        ]),
        ([0x0p+0, 0x0p+0, 0x1.28f5c2p-1, 0x1p+0], [
            (0x0p+0, 0x0p+0), (0x1.99999ap-5, 0x1.50ab04p-4), (0x1.99999ap-4, 0x1.48b144p-3), (0x1.333334p-3, 0x1.e2e4aep-3),
            (0x1.99999ap-3, 0x1.3b999p-2), (0x1p-2, 0x1.82b172p-2), (0x1.333334p-2, 0x1.c72be2p-2), (0x1.666666p-2, 0x1.04b0e6p-1),
            (0x1.99999ap-2, 0x1.23f6e6p-1), (0x1.ccccccp-2, 0x1.41b8ep-1), (0x1p-1, 0x1.5e826p-1), (0x1.19999ap-1, 0x1.789584p-1),
            (0x1.333334p-1, 0x1.918374p-1), (0x1.4cccccp-1, 0x1.a86a06p-1), (0x1.666666p-1, 0x1.bcdabep-1), (0x1.8p-1, 0x1.d0137cp-1),
            (0x1.99999ap-1, 0x1.dffdb8p-1), (0x1.b33334p-1, 0x1.ed0748p-1), (0x1.ccccccp-1, 0x1.f6faa4p-1), (0x1.e66666p-1, 0x1.fd756p-1),
            (0x1p+0, 0x1p+0), (0x1.555554p-2, 0x1.f3be2ap-2), (0x1.ff7ceep-1, 0x1.fff68ep-1), (0x1.0624dep-10, 0x1.c0846ap-10),
        ]),
        ([0x1.ae147ap-2, 0x0p+0, 0x1.28f5c2p-1, 0x1p+0], [
            (0x0p+0, 0x0p+0), (0x1.99999ap-5, 0x1.63807cp-8), (0x1.99999ap-4, 0x1.4cec4p-6), (0x1.333334p-3, 0x1.745706p-5),
            (0x1.99999ap-3, 0x1.50b9bap-4), (0x1p-2, 0x1.0c98c6p-3), (0x1.333334p-2, 0x1.833cd2p-3), (0x1.666666p-2, 0x1.06b6b2p-2),
            (0x1.99999ap-2, 0x1.54b9dcp-2), (0x1.ccccccp-2, 0x1.aa5cecp-2), (0x1p-1, 0x1p-1), (0x1.19999ap-1, 0x1.2ad18ap-1),
            (0x1.333334p-1, 0x1.55a314p-1), (0x1.4cccccp-1, 0x1.7ca4a6p-1), (0x1.666666p-1, 0x1.9f30cap-1), (0x1.8p-1, 0x1.bcd9cep-1),
            (0x1.99999ap-1, 0x1.d5e8c8p-1), (0x1.b33334p-1, 0x1.e8ba9p-1), (0x1.ccccccp-1, 0x1.f5989ep-1), (0x1.e66666p-1, 0x1.fd39p-1),
            (0x1p+0, 0x1p+0), (0x1.555554p-2, 0x1.dab374p-3), (0x1.ff7ceep-1, 0x1.fff644p-1), (0x1.0624dep-10, 0x1.377984p-14),
        ]),
        ([0x1.666666p-1, -0x1p+1, 0x1p+0, -0x1.8p+0], [
            (0x0p+0, 0x0p+0), (0x1.99999ap-5, -0x1.1e43e6p-3), (0x1.99999ap-4, -0x1.198bc4p-2), (0x1.333334p-3, -0x1.9eb52ap-2),
            (0x1.99999ap-3, -0x1.0f00fep-1), (0x1p-2, -0x1.4b5f4cp-1), (0x1.333334p-2, -0x1.840db2p-1), (0x1.666666p-2, -0x1.b85cfap-1),
            (0x1.99999ap-2, -0x1.e81464p-1), (0x1.ccccccp-2, -0x1.0956dcp+0), (0x1p-1, -0x1.1b9a46p+0), (0x1.19999ap-1, -0x1.2a446cp+0),
            (0x1.333334p-1, -0x1.34e126p+0), (0x1.4cccccp-1, -0x1.3ac8c6p+0), (0x1.666666p-1, -0x1.3aeb8ep+0), (0x1.8p-1, -0x1.32e686p+0),
            (0x1.99999ap-1, -0x1.213176p+0), (0x1.b33334p-1, -0x1.014a66p+0), (0x1.ccccccp-1, -0x1.958152p-1), (0x1.e66666p-1, -0x1.a3f6aap-2),
            (0x1p+0, 0x1p+0), (0x1.555554p-2, -0x1.a6ed36p-1), (0x1.ff7ceep-1, 0x1.8614f6p-1), (0x1.0624dep-10, -0x1.6e6b64p-9),
        ]),
        ([0x1.5c28f6p-2, 0x1.8f5c28p+0, 0x1.47ae14p-1, 0x1p+0], [
            (0x0p+0, 0x0p+0), (0x1.99999ap-5, 0x1.b6c364p-3), (0x1.99999ap-4, 0x1.9ce372p-2), (0x1.333334p-3, 0x1.216304p-1),
            (0x1.99999ap-3, 0x1.6767e6p-1), (0x1p-2, 0x1.a1e0bep-1), (0x1.333334p-2, 0x1.d022dep-1), (0x1.666666p-2, 0x1.f45f2ep-1),
            (0x1.99999ap-2, 0x1.07b1c8p+0), (0x1.ccccccp-2, 0x1.10b67ep+0), (0x1p-1, 0x1.16453ep+0), (0x1.19999ap-1, 0x1.18bf2cp+0),
            (0x1.333334p-1, 0x1.187058p+0), (0x1.4cccccp-1, 0x1.16795ap+0), (0x1.666666p-1, 0x1.1343dcp+0), (0x1.8p-1, 0x1.0f4a8p+0),
            (0x1.99999ap-1, 0x1.0b13e8p+0), (0x1.b33334p-1, 0x1.06dd5p+0), (0x1.ccccccp-1, 0x1.03784p+0), (0x1.e66666p-1, 0x1.0121bcp+0),
            (0x1p+0, 0x1p+0), (0x1.555554p-2, 0x1.e97518p-1), (0x1.ff7ceep-1, 0x1.0005ccp+0), (0x1.0624dep-10, 0x1.2120cep-8),
        ]),
        ([0x1p+0, 0x0p+0, 0x0p+0, 0x1p+0], [
            (0x0p+0, 0x0p+0), (0x1.99999ap-5, 0x1.ab360ap-10), (0x1.99999ap-4, 0x1.114876p-8), (0x1.333334p-3, 0x1.3a80b2p-7),
            (0x1.99999ap-3, 0x1.2bb63ep-6), (0x1p-2, 0x1.f3fddp-6), (0x1.333334p-2, 0x1.89ddb4p-5), (0x1.666666p-2, 0x1.2e7b6ep-4),
            (0x1.99999ap-2, 0x1.cce4fcp-4), (0x1.ccccccp-2, 0x1.6d5e36p-3), (0x1p-1, 0x1p-1), (0x1.19999ap-1, 0x1.a4a872p-1),
            (0x1.333334p-1, 0x1.c66362p-1), (0x1.4cccccp-1, 0x1.da3092p-1), (0x1.666666p-1, 0x1.e76224p-1), (0x1.8p-1, 0x1.f06012p-1),
            (0x1.99999ap-1, 0x1.f6a24ep-1), (0x1.b33334p-1, 0x1.fb15fep-1), (0x1.ccccccp-1, 0x1.fddd7p-1), (0x1.e66666p-1, 0x1.ff2a64p-1),
            (0x1p+0, 0x1p+0), (0x1.555554p-2, 0x1.04ba9p-4), (0x1.ff7ceep-1, 0x1.fffbbap-1), (0x1.0624dep-10, 0x1.116a44p-15),
        ]),
        ([0x1.99999ap-4, 0x1.ccccccp-1, 0x1.ccccccp-1, 0x1.99999ap-4], [
            (0x0p+0, 0x0p+0), (0x1.99999ap-5, 0x1.c6e374p-3), (0x1.99999ap-4, 0x1.48095cp-2), (0x1.333334p-3, 0x1.85be26p-2),
            (0x1.99999ap-3, 0x1.ad5e5cp-2), (0x1p-2, 0x1.c93672p-2), (0x1.333334p-2, 0x1.dac37ep-2), (0x1.666666p-2, 0x1.e909aap-2),
            (0x1.99999ap-2, 0x1.f2858p-2), (0x1.ccccccp-2, 0x1.f9c83ep-2), (0x1p-1, 0x1.fffffep-2), (0x1.19999ap-1, 0x1.031bdep-1),
            (0x1.333334p-1, 0x1.06bd3ep-1), (0x1.4cccccp-1, 0x1.0b7b2ap-1), (0x1.666666p-1, 0x1.129e42p-1), (0x1.8p-1, 0x1.1b64c6p-1),
            (0x1.99999ap-1, 0x1.2950d2p-1), (0x1.b33334p-1, 0x1.3d20eep-1), (0x1.ccccccp-1, 0x1.5bfb5p-1), (0x1.e66666p-1, 0x1.8e4724p-1),
            (0x1p+0, 0x1p+0), (0x1.555554p-2, 0x1.e5c8e4p-2), (0x1.ff7ceep-1, 0x1.fc6c9ep-1), (0x1.0624dep-10, 0x1.c9b2a4p-8),
        ]),
    ]

    /// Every value bit for bit: WebKit's CSS solver at an animation of 0.3 s, and the SVG
    /// keySplines solver (the same algorithm at ε = 1/(200·0.3)).
    @Test func webKitUnitBezier() throws {
        for (c, css, x, y) in Self.webKit {
            let curve = try CubicBezier(c[0], c[1], c[2], c[3])
            let engine: EngineSolver = css ? .webkit(duration: 0.3) : .svgKeySplines(duration: 0.3)
            let value = engine.value(of: curve, at: x)
            #expect(value.bitPattern == y.bitPattern, "\(c) \(css ? "css" : "svg") at \(x): \(value) vs \(y)")
        }
    }

    /// Every getInterpolation value bit for bit, on curves whose control points are Floats.
    @Test func androidPathInterpolator() throws {
        for (controls, values) in Self.android {
            let c = controls.map(Double.init)
            let curve = try CubicBezier(c[0], c[1], c[2], c[3])
            for (t, y) in values {
                let value = Float(EngineSolver.android.value(of: curve, at: Double(t)))
                #expect(value == y, "\(controls) at \(t): \(value) vs \(y)")
            }
        }
    }
}
