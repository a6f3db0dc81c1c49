import MotionMath
import Testing
@testable import ValueSpaces

/// The largest difference between two colours' numbers (components in `want`'s space, hues
/// modulo 360, alpha), or a message when the missing channels differ.
func colorDeviation(_ got: Color, _ want: Color) -> (deviation: Double, mismatch: String?) {
    let g = got.converted(to: want.space)
    guard g.missing == want.missing else {
        return (.infinity, "missing channels \(g.missing.rawValue) ≠ expected \(want.missing.rawValue) (got \(g.cssText))")
    }
    var worst = 0.0
    for i in 0..<3 where !want.missing.contains(.component(i)) {
        var d = abs(g.components[i] - want.components[i])
        if want.space.hueIndex == i {
            d = d.truncatingRemainder(dividingBy: 360)
            d = min(d, 360 - d)
        }
        worst = max(worst, d)
    }
    if !want.missing.contains(.alpha) { worst = max(worst, abs(g.alpha - want.alpha)) }
    return (worst, nil)
}

@Suite("Colours: web-platform-tests color-mix() cases and the specifications' worked examples")
struct ColorWPTTests {
    static func run(_ cases: [WPTColorCase]) -> (passed: Int, worstPrecise: Double) {
        var passed = 0, worstPrecise = 0.0
        for c in cases {
            do {
                let got = try Color(css: c.input)
                let want = try Color(css: c.expected)
                let (d, mismatch) = colorDeviation(got, want)
                #expect(mismatch == nil, "\(c): \(mismatch ?? "")")
                #expect(d <= c.epsilon, "\(c): got \(got.cssText), deviation \(d) > \(c.epsilon)")
                if mismatch == nil && d <= c.epsilon { passed += 1 }
                if c.epsilon == 1e-4 { worstPrecise = max(worstPrecise, d) }
            } catch {
                Issue.record("\(c): threw \(error)")
            }
        }
        return (passed, worstPrecise)
    }

    @Test func colorMixComputedValues() {
        let cases = WPTColorMix.all
        let (passed, worst) = Self.run(cases)
        print("WPT color-mix cases: \(passed)/\(cases.count) pass; largest deviation (8-digit lines) \(worst)")
        #expect(cases.count == 348 + WPTColorMix.predefinedSpaces.count * 42)
        // The WPT values are rounded to 8 significant digits (or are float32 engine output,
        // about 3e-8 off); anything above 1e-6 would be a real difference, not rounding.
        #expect(worst <= 1e-6, "largest deviation \(worst)")
    }

    @Test func computedLabValues() throws {
        let cases = WPTColorCase.parse(WPTColorMix.computedLab).map {
            WPTColorCase(input: $0.input, expected: $0.expected, epsilon: $0.epsilon == 1e-4 ? 1e-12 : $0.epsilon)
        }
        var passed = 0
        for c in cases {
            let got = try Color(css: c.input), want = try Color(css: c.expected)
            let d = got.components - want.components
            let error = max(abs(d.x), abs(d.y), abs(d.z), abs(got.alpha - want.alpha))
            let ok = got.space == want.space && got.missing == want.missing && error <= c.epsilon
            #expect(ok, "\(c): got \(got.cssText), error \(error)")
            if ok { passed += 1 }
        }
        print("WPT color-computed-lab cases: \(passed)/\(cases.count) pass")
        #expect(cases.count == 88)
    }

    @Test func specificationExamples() {
        let (passed, _) = Self.run(WPTColorMix.specExamples)
        #expect(passed == WPTColorMix.specExamples.count)
    }

    /// Conversion values implied by the WPT cases (a colour mixed with itself or with
    /// `transparent` is the colour's own coordinates), to the 8 digits WPT prints, and
    /// Björn Ottosson's published OKLab table (three decimals; "A perceptual color space for
    /// image processing", 2020), which CSS Color 4's matrices reproduce.
    @Test func conversionSampleValues() throws {
        let samples: [(String, ColorSpace, SIMD3<Double>, Double)] = [
            ("red", .oklch, SIMD3(0.62795536, 0.2576833, 29.23388028), 5e-8),
            ("red", .lch, SIMD3(54.2905414, 106.8371816, 40.85765651), 5e-7),
            ("color(xyz-d65 0.950 1.000 1.089)", .oklab, SIMD3(1.000, 0.000, 0.000), 5e-4),
            ("color(xyz-d65 1 0 0)", .oklab, SIMD3(0.450, 1.236, -0.019), 5e-4),
            ("color(xyz-d65 0 1 0)", .oklab, SIMD3(0.922, -0.671, 0.263), 5e-4),
            ("color(xyz-d65 0 0 1)", .oklab, SIMD3(0.153, -1.415, -0.449), 5e-4),
        ]
        for (text, space, expected, tolerance) in samples {
            let c = try Color(css: text).converted(to: space)
            let d = (c.components - expected)
            let worst = max(abs(d.x), abs(d.y), abs(d.z))
            #expect(worst <= tolerance, "\(text) in \(space): \(c.components), expected \(expected), error \(worst)")
        }
        // The hue of blue in OKLCh (from `color-mix(in oklch, white, blue)`: white's hue is powerless).
        let blue = try Color(css: "blue").converted(to: .oklch)
        #expect(abs(blue.components.z - 264.05202262) <= 5e-8, "\(blue.components)")
    }
}

@Suite("Colours: conversions against 40-digit references")
struct ColorReferenceTests {
    /// The transfer functions whose slope near 0 exceeds 1 by far (a98-rgb's is unbounded), on a
    /// non-negative linear value. (Display P3's sRGB curve, slope ≤ 12.92, meets the plain bound.)
    static let encodings: [ColorSpace: @Sendable (Double) -> Double] = [
        .a98RGB: { ColorFunctions.encodedA98(SIMD3(repeating: $0)).x },
        .prophotoRGB: { ColorFunctions.encodedProPhoto(SIMD3(repeating: $0)).x },
        .rec2020: { ColorFunctions.encodedRec2020(SIMD3(repeating: $0)).x },
    ]
    /// Their inverses.
    static let decodings: [ColorSpace: @Sendable (Double) -> Double] = [
        .a98RGB: { ColorFunctions.linearizedA98(SIMD3(repeating: $0)).x },
        .prophotoRGB: { ColorFunctions.linearizedProPhoto(SIMD3(repeating: $0)).x },
        .rec2020: { ColorFunctions.linearizedRec2020(SIMD3(repeating: $0)).x },
    ]

    /// Every conversion of 18 sRGB colours (8-bit inputs, so exact) into the thirteen other spaces,
    /// against Tests/References/colors_conversions.py's 40-digit values. Bound: components carry
    /// ≲ 16ε relative to their space's scale S (1 for RGB, XYZ and OKLab; 100 for Lab L, a, b and
    /// for HSL/HWB's percentages), from a few matrix products and one power or cube root each.
    /// A hue's error is that of its (a, b) pair divided by the chroma, so its bound is
    /// 16ε·S/C radians (C the chroma, or max − min of r, g, b for HSL/HWB, whose hue is
    /// 60°·Δ/(max − min)).
    @Test func conversionsMatchHighPrecision() throws {
        var worst: [String: Double] = [:]
        let eps = Double.ulpOfOne
        for entry in ColorReferenceValues.entries {
            let (r, g, b) = entry.rgb
            let source = try Color(red: r, green: g, blue: b)
            let space = ColorSpace.allCases.first { "\($0)" == entry.space }!
            let got = source.converted(to: space)
            let want = SIMD3(entry.value.0, entry.value.1, entry.value.2)
            let scale: Double = [.lab, .lch, .hsl, .hwb].contains(space) ? 100 : 1
            for i in 0..<3 {
                var error = abs(got.components[i] - want[i]) / scale
                var bound = 16 * eps
                if let encode = Self.encodings[space] {
                    // A transfer function multiplies the linear components' 16ε by its slope,
                    // which a pure power (a98-rgb) makes unbounded at 0: bound by the change of
                    // the encoding over that error, from the reference's own linear value.
                    let l = Self.decodings[space]!(abs(want[i]))
                    bound += encode(l + 16 * eps) - encode(l)
                }
                if i == space.hueIndex {
                    if got.missing.contains(.component(i)) { continue }  // achromatic: powerless hue
                    var d = abs(got.components[i] - want[i]).truncatingRemainder(dividingBy: 360)
                    d = min(d, 360 - d)
                    let rgb = source.components
                    let chroma = space == .hsl || space == .hwb ? (rgb.max() - rgb.min()) * 100 : got.components.y
                    error = d * .pi / 180
                    bound = 16 * eps * scale / chroma
                    if space == .hsl || space == .hwb { bound *= 6 }  // 60° per unit of Δ/(max − min)
                }
                worst[entry.space] = max(worst[entry.space] ?? 0, error / bound * 16 * eps)
                #expect(error <= bound, "\(entry.rgb) in \(space): \(got.components) vs \(want), error \(error) > \(bound)")
            }
        }
        print("conversion errors vs 40-digit references (relative to each space's scale, hue scaled to its bound): "
              + worst.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
}

@Suite("Colours: CSS gamut mapping against an independent transcription")
struct ColorGamutReferenceTests {
    /// 16 out-of-gamut (and some in-gamut) OKLCh colours mapped into sRGB by oklch-chroma,
    /// against Tests/References/colors_gamut.py (CSS Color 4 §13.2 written again in Python
    /// doubles, with its own conversions). Same arithmetic, different operation order: the
    /// conversions differ by ~1e-15, far from moving a bisection decision, so the mapped colours
    /// agree to 1e-12.
    @Test func oklchChromaMatchesIndependentTranscription() throws {
        var worst = 0.0
        for entry in ColorGamutReferenceValues.entries {
            let c = try Color(.oklch, entry.oklch.0, entry.oklch.1, entry.oklch.2)
            let mapped = c.mapped(to: .srgb, gamut: .oklchChroma)
            let want = SIMD3(entry.srgb.0, entry.srgb.1, entry.srgb.2)
            let d = mapped.components - want
            let error = max(abs(d.x), abs(d.y), abs(d.z))
            worst = max(worst, error)
            #expect(error <= 1e-12, "\(c.cssText): \(mapped.components) vs \(want), error \(error)")
        }
        print("oklch-chroma gamut mapping vs Python transcription: largest difference \(worst)")
    }
}
