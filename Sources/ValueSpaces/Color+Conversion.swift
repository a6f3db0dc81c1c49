// Colour conversion, as CSS Color 4 §17 ("Sample code for colour conversions") gives it.
//
// Hub: CIE XYZ relative to D65. Every space reaches it through its own chain:
//   sRGB ──transfer──► linear sRGB ──M_sRGB──► XYZ-D65        (display-p3: same transfer, M_P3;
//   display-p3-linear: M_P3 alone)
//   a98-rgb, rec2020 ──their transfer──► linear ──their matrix──► XYZ-D65
//   prophoto-rgb ──its transfer──► linear ──M_ProPhoto──► XYZ-D50 ──Bradford──► XYZ-D65
//   XYZ-D50 ──Bradford──► XYZ-D65;   Lab ──CIE formulas──► XYZ-D50;   LCh ──polar──► Lab
//   OKLab ──M2⁻¹, cube, M1⁻¹──► XYZ-D65 (Björn Ottosson's matrices, recomputed by CSS for the
//   D65 white and 64-bit precision);   OKLCh ──polar──► OKLab;   HSL, HWB ──► sRGB
// Direct shortcuts skip the hub inside a family (OKLab ↔ OKLCh, Lab ↔ LCh, sRGB ↔ HSL ↔ HWB), so
// those round trips lose only a few ulps.
// The sRGB transfer function is CSS's extended one: odd (sign-symmetric), so out-of-gamut
// negative components convert too:  lin(c) = c/12.92 for |c| ≤ 0.04045, else
// sign(c)·((|c| + 0.055)/1.055)^2.4;  gam(l) = 12.92·l for |l| ≤ 0.0031308, else
// sign(l)·(1.055·|l|^(1/2.4) − 0.055). The other RGB spaces' transfer functions are extended
// the same way (odd): a98-rgb lin(c) = sign(c)·|c|^(563/256); prophoto-rgb lin(c) = c/16 for
// |c| ≤ 16/512, else sign(c)·|c|^1.8, and gam(l) = 16·l for |l| < 1/512; rec2020 the display
// EOTF of BT.1886 (black lift 0, gain 1) that the CSS WG adopted in 2025 (csswg-drafts 12574)
// in place of the inverse BT.2020 OETF: lin(c) = sign(c)·|c|^2.4.
// Powerless hues (CSS Color 4 §4.4, §9.3, §9.4): converting INTO a polar space marks the hue
// missing when the colour is achromatic: LCh C ≤ 0.0015, OKLCh C ≤ 0.000004 (the thresholds of
// the spec's sample code), HSL/HWB max − min ≤ 1e-12 (the spec's d = 0, with room for the
// rounding of a conversion from another space). Missing components of the source are carried
// forward to the analogous components of the destination (§12.2: reds, greens, blues,
// lightness, colourfulness, hue, opposing a, opposing b).

import MotionMath
import RealModule

// MARK: - Matrices (CSS Color 4 §17)

@usableFromInline
struct Matrix3: Sendable {
    let r0, r1, r2: SIMD3<Double>
    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) { (self.r0, self.r1, self.r2) = (r0, r1, r2) }
    @inline(__always)
    func callAsFunction(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((r0 * v).sum(), (r1 * v).sum(), (r2 * v).sum())
    }
}

enum ColorMatrices {
    // Linear sRGB → XYZ-D65, in the exact rational form CSS Color 4 gives.
    static let linearSRGBToXYZ = Matrix3(
        SIMD3(506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        SIMD3(87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        SIMD3(7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270))
    static let xyzToLinearSRGB = Matrix3(
        SIMD3(12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
        SIMD3(-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        SIMD3(705.0 / 12673, -2585.0 / 12673, 705.0 / 667))
    // Linear Display P3 → XYZ-D65.
    static let linearP3ToXYZ = Matrix3(
        SIMD3(608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
        SIMD3(35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
        SIMD3(0, 32229.0 / 714400, 5220557.0 / 5000800))
    static let xyzToLinearP3 = Matrix3(
        SIMD3(446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915),
        SIMD3(-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905),
        SIMD3(11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415))
    // Linear a98-rgb → XYZ-D65, from the chromaticities of its primaries and white.
    static let linearA98ToXYZ = Matrix3(
        SIMD3(573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
        SIMD3(591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
        SIMD3(53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835))
    static let xyzToLinearA98 = Matrix3(
        SIMD3(1829569.0 / 896150, -506331.0 / 896150, -308931.0 / 896150),
        SIMD3(-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        SIMD3(16779.0 / 1248040, -147721.0 / 1248040, 1266979.0 / 1248040))
    // Linear prophoto-rgb → XYZ-D50 (not rational; CSS gives it to 64-bit precision).
    static let linearProPhotoToXYZD50 = Matrix3(
        SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        SIMD3(0, 0, 0.82510460251046020))
    static let xyzD50ToLinearProPhoto = Matrix3(
        SIMD3(1.34578688164715830, -0.25557208737979464, -0.05110186497554526),
        SIMD3(-0.54463070512490190, 1.50824774284514680, 0.02052744743642139),
        SIMD3(0, 0, 1.21196754563894520))
    // Linear rec2020 → XYZ-D65.
    static let linearRec2020ToXYZ = Matrix3(
        SIMD3(63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
        SIMD3(26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
        SIMD3(0, 19567812.0 / 697040785, 295819943.0 / 278816314))
    static let xyzToLinearRec2020 = Matrix3(
        SIMD3(30757411.0 / 17917100, -6372589.0 / 17917100, -4539589.0 / 17917100),
        SIMD3(-19765991.0 / 29648200, 47925759.0 / 29648200, 467509.0 / 29648200),
        SIMD3(792561.0 / 44930125, -1921689.0 / 44930125, 42328811.0 / 44930125))
    // Bradford chromatic adaptation.
    static let d65ToD50 = Matrix3(
        SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))
    static let d50ToD65 = Matrix3(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124))
    // OKLab: M1 (XYZ-D65 → LMS) and M2 (LMS^(1/3) → OKLab), with their inverses.
    static let xyzToLMS = Matrix3(
        SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))
    static let lmsToOKLab = Matrix3(
        SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))
    static let lmsToXYZ = Matrix3(
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
    static let oklabToLMS = Matrix3(
        SIMD3(1.0, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1.0, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1.0, -0.0894841775298119, -1.2914855480194092))
    // The D50 white of CIE Lab, from its 4-figure chromaticity (0.3457, 0.3585).
    static let d50White = SIMD3(0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)
}

// MARK: - Component functions

enum ColorFunctions {
    /// The sRGB (and Display P3) transfer function, gamma-encoded → linear, odd-extended.
    static func linearized(_ c: SIMD3<Double>) -> SIMD3<Double> {
        odd(c) { $0 <= 0.04045 ? $0 / 12.92 : Double.pow(($0 + 0.055) / 1.055, 2.4) }
    }

    /// Linear → gamma-encoded, odd-extended.
    static func encoded(_ l: SIMD3<Double>) -> SIMD3<Double> {
        odd(l) { $0 > 0.0031308 ? 1.055 * Double.pow($0, 1 / 2.4) - 0.055 : 12.92 * $0 }
    }

    /// Applies `f` to the magnitude of each component and restores its sign (the odd extension
    /// CSS gives every RGB transfer function, so out-of-gamut negative components convert too).
    @inline(__always)
    private static func odd(_ c: SIMD3<Double>, _ f: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(Double(signOf: c.x, magnitudeOf: f(abs(c.x))),
              Double(signOf: c.y, magnitudeOf: f(abs(c.y))),
              Double(signOf: c.z, magnitudeOf: f(abs(c.z))))
    }

    /// a98-rgb, gamma-encoded → linear: |c|^(563/256), odd-extended.
    static func linearizedA98(_ c: SIMD3<Double>) -> SIMD3<Double> { odd(c) { Double.pow($0, 563.0 / 256) } }

    /// a98-rgb, linear → gamma-encoded: |l|^(256/563), odd-extended.
    static func encodedA98(_ l: SIMD3<Double>) -> SIMD3<Double> { odd(l) { Double.pow($0, 256.0 / 563) } }

    /// prophoto-rgb, gamma-encoded → linear: c/16 up to 16/512, then |c|^1.8, odd-extended.
    static func linearizedProPhoto(_ c: SIMD3<Double>) -> SIMD3<Double> {
        odd(c) { $0 <= 16.0 / 512 ? $0 / 16 : Double.pow($0, 1.8) }
    }

    /// prophoto-rgb, linear → gamma-encoded: 16·l below 1/512, then |l|^(1/1.8), odd-extended.
    static func encodedProPhoto(_ l: SIMD3<Double>) -> SIMD3<Double> {
        odd(l) { $0 >= 1.0 / 512 ? Double.pow($0, 1 / 1.8) : 16 * $0 }
    }

    /// rec2020, gamma-encoded → linear: |c|^2.4 (BT.1886's EOTF), odd-extended.
    static func linearizedRec2020(_ c: SIMD3<Double>) -> SIMD3<Double> { odd(c) { Double.pow($0, 2.4) } }

    /// rec2020, linear → gamma-encoded: |l|^(1/2.4), odd-extended.
    static func encodedRec2020(_ l: SIMD3<Double>) -> SIMD3<Double> { odd(l) { Double.pow($0, 1 / 2.4) } }

    static func xyzToOKLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrices.xyzToLMS(xyz)
        return ColorMatrices.lmsToOKLab(SIMD3(Double.root(lms.x, 3), Double.root(lms.y, 3), Double.root(lms.z, 3)))
    }

    static func oklabToXYZ(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let n = ColorMatrices.oklabToLMS(lab)
        return ColorMatrices.lmsToXYZ(n * n * n)
    }

    static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        let v = xyz / ColorMatrices.d50White
        var f = SIMD3<Double>()
        for i in 0..<3 { f[i] = v[i] > epsilon ? Double.root(v[i], 3) : (kappa * v[i] + 16) / 116 }
        return SIMD3(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }

    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * ColorMatrices.d50White
    }

    /// (L, a, b) → (L, C, H°) with H in [0, 360); nil hue (powerless) when C ≤ `epsilon`.
    static func toPolar(_ lab: SIMD3<Double>, epsilon: Double) -> (SIMD3<Double>, hueIsPowerless: Bool) {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        var hue = Double.atan2(y: lab.z, x: lab.y) * (180 / .pi)
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue = 0 }
        return (SIMD3(lab.x, chroma, hue), chroma <= epsilon)
    }

    /// (L, C, H°) → (L, a, b).
    static func fromPolar(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z.truncatingRemainder(dividingBy: 360) * (.pi / 180)
        return SIMD3(lch.x, lch.y * Double.cos(radians), lch.y * Double.sin(radians))
    }

    /// HSL (H°, S 0…100, L 0…100) → gamma-encoded sRGB (CSS Color 4 §7.1).
    static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
        var hue = hsl.x.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let s = hsl.y / 100, l = hsl.z / 100
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(f(0), f(8), f(4))
    }

    /// Gamma-encoded sRGB → HSL; the hue is powerless when max − min ≤ 1e-12. A negative
    /// saturation (out-of-gamut input) is made positive by turning the hue half a turn.
    static func srgbToHSL(_ rgb: SIMD3<Double>) -> (SIMD3<Double>, hueIsPowerless: Bool) {
        srgbToHSL(rgb, turningNegativeSaturation: true)
    }

    /// Gamma-encoded sRGB → HSL, optionally without the half turn for a negative saturation
    /// (HWB wants the hue of the colour as it is).
    static func srgbToHSL(_ rgb: SIMD3<Double>, turningNegativeSaturation: Bool) -> (SIMD3<Double>, hueIsPowerless: Bool) {
        let (r, g, b) = (rgb.x, rgb.y, rgb.z)
        let maxC = max(r, g, b), minC = min(r, g, b)
        let l = (minC + maxC) / 2, d = maxC - minC
        guard d > 1e-12 else { return (SIMD3(0, 0, l * 100), true) }
        var s = (l == 0 || l == 1) ? 0 : (maxC - l) / min(l, 1 - l)
        var hue: Double
        if maxC == r { hue = (g - b) / d + (g < b ? 6 : 0) } else if maxC == g { hue = (b - r) / d + 2 } else { hue = (r - g) / d + 4 }
        hue *= 60
        if s < 0 && turningNegativeSaturation { hue += 180; s = -s }
        if hue >= 360 { hue -= 360 }
        return (SIMD3(hue, s * 100, l * 100), false)
    }

    /// HWB (H°, W 0…100, B 0…100) → gamma-encoded sRGB (CSS Color 4 §8.1).
    static func hwbToSRGB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
        let w = hwb.y, b = hwb.z
        if w + b >= 100 { let gray = w / (w + b); return SIMD3(repeating: gray) }
        // In percent, so that whole percentages give exact channels (hwb(120 30% 50%) has a
        // green of exactly ½: 127.5 of 255, which rounds to 128 as browsers print it).
        return (hslToSRGB(SIMD3(hwb.x, 100, 50)) * (100 - w - b) + w) / 100
    }

    /// Gamma-encoded sRGB → HWB; the hue is powerless when max − min ≤ 1e-12.
    static func srgbToHWB(_ rgb: SIMD3<Double>) -> (SIMD3<Double>, hueIsPowerless: Bool) {
        let (hsl, powerless) = srgbToHSL(rgb, turningNegativeSaturation: false)
        let w = min(rgb.x, rgb.y, rgb.z), b = 1 - max(rgb.x, rgb.y, rgb.z)
        return (SIMD3(hsl.x, w * 100, b * 100), powerless)
    }
}

// MARK: - Conversion

/// The analogous-component categories of CSS Color 4 §12.2 (for carrying missing components).
private enum ComponentCategory { case red, green, blue, lightness, colorfulness, hue, opposingA, opposingB, none }

extension ColorSpace {
    fileprivate var categories: [ComponentCategory] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50: [.red, .green, .blue]
        case .lab, .oklab: [.lightness, .opposingA, .opposingB]
        case .lch, .oklch: [.lightness, .colorfulness, .hue]
        case .hsl: [.hue, .colorfulness, .lightness]
        case .hwb: [.hue, .none, .none]
        }
    }

    /// Whether the space is sRGB or one of its cylindrical forms (HSL, HWB).
    var isSRGBFamily: Bool { self == .srgb || self == .hsl || self == .hwb }

    /// The components as XYZ relative to D65.
    fileprivate func toXYZD65(_ c: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .srgb: ColorMatrices.linearSRGBToXYZ(ColorFunctions.linearized(c))
        case .srgbLinear: ColorMatrices.linearSRGBToXYZ(c)
        case .displayP3: ColorMatrices.linearP3ToXYZ(ColorFunctions.linearized(c))
        case .displayP3Linear: ColorMatrices.linearP3ToXYZ(c)
        case .a98RGB: ColorMatrices.linearA98ToXYZ(ColorFunctions.linearizedA98(c))
        case .prophotoRGB: ColorMatrices.d50ToD65(ColorMatrices.linearProPhotoToXYZD50(ColorFunctions.linearizedProPhoto(c)))
        case .rec2020: ColorMatrices.linearRec2020ToXYZ(ColorFunctions.linearizedRec2020(c))
        case .xyzD65: c
        case .xyzD50: ColorMatrices.d50ToD65(c)
        case .lab: ColorMatrices.d50ToD65(ColorFunctions.labToXYZD50(c))
        case .lch: ColorMatrices.d50ToD65(ColorFunctions.labToXYZD50(ColorFunctions.fromPolar(c)))
        case .oklab: ColorFunctions.oklabToXYZ(c)
        case .oklch: ColorFunctions.oklabToXYZ(ColorFunctions.fromPolar(c))
        case .hsl: ColorSpace.srgb.toXYZD65(ColorFunctions.hslToSRGB(c))
        case .hwb: ColorSpace.srgb.toXYZD65(ColorFunctions.hwbToSRGB(c))
        }
    }

    /// XYZ-D65 into this space, with whether the hue (if any) is powerless.
    fileprivate func fromXYZD65(_ xyz: SIMD3<Double>) -> (SIMD3<Double>, hueIsPowerless: Bool) {
        switch self {
        case .srgb: (ColorFunctions.encoded(ColorMatrices.xyzToLinearSRGB(xyz)), false)
        case .srgbLinear: (ColorMatrices.xyzToLinearSRGB(xyz), false)
        case .displayP3: (ColorFunctions.encoded(ColorMatrices.xyzToLinearP3(xyz)), false)
        case .displayP3Linear: (ColorMatrices.xyzToLinearP3(xyz), false)
        case .a98RGB: (ColorFunctions.encodedA98(ColorMatrices.xyzToLinearA98(xyz)), false)
        case .prophotoRGB: (ColorFunctions.encodedProPhoto(ColorMatrices.xyzD50ToLinearProPhoto(ColorMatrices.d65ToD50(xyz))), false)
        case .rec2020: (ColorFunctions.encodedRec2020(ColorMatrices.xyzToLinearRec2020(xyz)), false)
        case .xyzD65: (xyz, false)
        case .xyzD50: (ColorMatrices.d65ToD50(xyz), false)
        case .lab: (ColorFunctions.xyzD50ToLab(ColorMatrices.d65ToD50(xyz)), false)
        case .lch: ColorFunctions.toPolar(ColorFunctions.xyzD50ToLab(ColorMatrices.d65ToD50(xyz)), epsilon: 0.0015)
        case .oklab: (ColorFunctions.xyzToOKLab(xyz), false)
        case .oklch: ColorFunctions.toPolar(ColorFunctions.xyzToOKLab(xyz), epsilon: 0.000004)
        case .hsl: ColorSpace.srgb.fromSRGB(ColorSpace.srgb.fromXYZD65(xyz).0, into: .hsl)
        case .hwb: ColorSpace.srgb.fromSRGB(ColorSpace.srgb.fromXYZD65(xyz).0, into: .hwb)
        }
    }

    fileprivate func fromSRGB(_ rgb: SIMD3<Double>, into target: ColorSpace) -> (SIMD3<Double>, hueIsPowerless: Bool) {
        switch target {
        case .hsl: ColorFunctions.srgbToHSL(rgb)
        case .hwb: ColorFunctions.srgbToHWB(rgb)
        default: (rgb, false)
        }
    }

    fileprivate func toSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .hsl: ColorFunctions.hslToSRGB(c)
        case .hwb: ColorFunctions.hwbToSRGB(c)
        default: c
        }
    }
}

extension Color {
    /// The same colour in `target` (CSS Color 4's conversion; see the file notes for the chain).
    ///
    /// Missing components are treated as 0 for the conversion and carried forward to the
    /// analogous component of `target` (e.g. a missing OKLCh lightness stays missing in Lab);
    /// converting into a polar space marks an achromatic colour's hue missing (powerless).
    /// Converting to the colour's own space returns it unchanged. Alpha is kept.
    /// Out-of-gamut colours convert without clamping (see ``mapped(to:gamut:)``).
    /// - Complexity: O(1): at most two 3×3 products, three cube roots or powers, one atan2.
    public func converted(to target: ColorSpace) -> Color {
        if target == space { return self }
        let c = components
        let result: (SIMD3<Double>, hueIsPowerless: Bool)
        switch (space, target) {
        case (.oklch, .oklab), (.lch, .lab):
            result = (ColorFunctions.fromPolar(c), false)
        case (.oklab, .oklch):
            result = ColorFunctions.toPolar(c, epsilon: 0.000004)
        case (.lab, .lch):
            result = ColorFunctions.toPolar(c, epsilon: 0.0015)
        case _ where space.isSRGBFamily && target.isSRGBFamily:
            result = space.fromSRGB(space.toSRGB(c), into: target)
        default:
            result = target.fromXYZD65(space.toXYZD65(c))
        }
        var missingOut: ColorChannels = missing.intersection(.alpha)
        let from = space.categories, to = target.categories
        for i in 0..<3 where missing.contains(.component(i)) && from[i] != .none {
            if let j = to.firstIndex(of: from[i]) { missingOut.insert(.component(j)) }
        }
        if result.hueIsPowerless, let h = target.hueIndex { missingOut.insert(.component(h)) }
        let values = result.0
        // Finite inputs give finite outputs except through overflow of absurd components;
        // such a colour becomes 0 there rather than a NaN.
        let finite = SIMD3(values.x.isFinite ? values.x : 0, values.y.isFinite ? values.y : 0, values.z.isFinite ? values.z : 0)
        // A legacy colour stays legacy within sRGB, HSL and HWB (init keeps the flag only there).
        return Color(unchecked: target, finite, alpha: alpha, missing: missingOut, legacy: isLegacy)
    }

    /// ΔE_OK: the Euclidean distance between the two colours in OKLab (CSS Color 4 §14.1);
    /// about 0.02 is a just-noticeable difference. Alpha is ignored.
    /// - Complexity: O(1).
    public func deltaEOK(_ other: Color) -> Double {
        let d = converted(to: .oklab).components - other.converted(to: .oklab).components
        return (d * d).sum().squareRoot()
    }
}
