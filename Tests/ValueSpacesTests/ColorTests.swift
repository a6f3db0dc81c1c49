import MotionMath
import MotionTestSupport
import RealModule
import Testing
@testable import ValueSpaces
import Keyframes

private let ulpOne = Double.ulpOfOne  // 2.2e-16, the spacing of doubles at 1

private func randomUnit(_ rng: inout SeededGenerator) -> Double { Double.random(in: 0...1, using: &rng) }

/// An in-gamut sRGB colour; alpha uniform in [alphaMin, 1], exactly 0 one time in 16 when
/// `allowTransparent`.
private func randomSRGB(_ rng: inout SeededGenerator, alphaMin: Double = 0, allowTransparent: Bool = true) -> Color {
    var alpha = Double.random(in: alphaMin...1, using: &rng)
    if allowTransparent && UInt8.random(in: 0..<16, using: &rng) == 0 { alpha = 0 }
    return try! Color(.srgb, randomUnit(&rng), randomUnit(&rng), randomUnit(&rng), alpha: alpha)
}

/// CSS Color 4 §12 written out independently of ColorInterpolationSpace: convert, fix up the
/// hues as §12.4's table says, premultiply, interpolate, un-premultiply.
private func cssReference(_ a: Color, _ b: Color, space: ColorSpace, hue: AngleInterpolation, t: Double) -> (SIMD3<Double>, Double) {
    let ca = a.converted(to: space), cb = b.converted(to: space)
    var va = ca.components, vb = cb.components
    if let h = space.hueIndex {
        var h1 = va[h].truncatingRemainder(dividingBy: 360), h2 = vb[h].truncatingRemainder(dividingBy: 360)
        if h1 < 0 { h1 += 360 }
        if h2 < 0 { h2 += 360 }
        switch hue {
        case .shorter:
            if h2 - h1 > 180 { h1 += 360 } else if h2 - h1 < -180 { h2 += 360 }
        case .longer:
            if 0 < h2 - h1 && h2 - h1 < 180 { h1 += 360 } else if -180 < h2 - h1 && h2 - h1 <= 0 { h2 += 360 }
        case .increasing:
            if h2 < h1 { h2 += 360 }
        case .decreasing:
            if h1 < h2 { h1 += 360 }
        case .numeric:
            break
        }
        va[h] = h1; vb[h] = h2
    }
    let alpha = ca.alpha + (cb.alpha - ca.alpha) * t
    var result = SIMD3<Double>()
    for i in 0..<3 {
        if i == space.hueIndex {
            result[i] = va[i] + (vb[i] - va[i]) * t
        } else {
            let pa = va[i] * ca.alpha, pb = vb[i] * cb.alpha
            result[i] = (pa + (pb - pa) * t) / alpha
        }
    }
    return (result, alpha)
}

@Suite("Colours: conversions, interpolation, gamut mapping, CSS text, bad input")
struct ColorTests {
    static let allSpaces = ColorSpace.allCases
    static let hueMethods: [AngleInterpolation] = [.shorter, .longer, .increasing, .decreasing]

    // MARK: Construction and validation

    @Test func nonFiniteAndOutOfRangeAreTypedErrors() {
        #expect(throws: ValueSpaceError.self) { try Color(.srgb, .nan, 0, 0) }
        #expect(throws: ValueSpaceError.self) { try Color(.oklab, 0.5, .infinity, 0) }
        #expect(throws: ValueSpaceError.self) { try Color(.oklch, 0.5, 0.1, -.infinity) }
        #expect(throws: ValueSpaceError.invalidValue("alpha 1.5 is outside [0, 1]")) { try Color(.srgb, 0, 0, 0, alpha: 1.5) }
        #expect(throws: ValueSpaceError.invalidValue("alpha -0.1 is outside [0, 1]")) { try Color(.srgb, 0, 0, 0, alpha: -0.1) }
        #expect(throws: ValueSpaceError.nonFinite("alpha is nan")) { try Color(.srgb, 0, 0, 0, alpha: .nan) }
        // A missing channel's value is ignored, even a NaN.
        let missing = try? Color(.oklch, 0.5, 0.1, .nan, missing: .third)
        #expect(missing?.components.z == 0 && missing?.missing == .third)
        // Out-of-gamut components are valid colours.
        #expect((try? Color(.srgb, 1.2, -0.1, 0.5)) != nil)
    }

    // MARK: Conversions

    /// Round trips sRGB → X → sRGB for every space, 10⁴ random in-gamut colours each.
    /// Bound: each step is a 3×3 product (condition numbers ≤ 10 for CSS's matrices), a power
    /// or cube root (relative error a few ulps) and at most one polar transform; a chain of at
    /// most eight such steps on components ≤ 1 gives an absolute error ≲ 8·10·4ε ≈ 3e-13.
    @Test(.reportsSeed) func roundTripsThroughEverySpace() {
        var rng = SeededGenerator(testSeed: 0xC010_0001)
        var worst: [ColorSpace: Double] = [:]
        for _ in 0..<10_000 {
            let c = randomSRGB(&rng)
            for space in Self.allSpaces {
                let back = c.converted(to: space).converted(to: .srgb)
                let d = back.components - c.components
                let error = max(abs(d.x), abs(d.y), abs(d.z))
                worst[space] = max(worst[space] ?? 0, error)
                #expect(error <= 3e-13, "\(c.cssText) via \(space): \(back.components), error \(error)")
                #expect(back.alpha == c.alpha)
            }
        }
        print("sRGB round-trip errors: " + Self.allSpaces.map { "\($0.cssName) \(worst[$0] ?? 0)" }.joined(separator: ", "))
    }

    /// Out-of-gamut colours (sRGB components in [−0.5, 1.5]) round-trip too: the transfer
    /// function is odd-extended, HSL turns a negative saturation by half a turn (which its
    /// inverse undoes), HWB keeps the hue as it is. Same bound, scaled by the largest |component|.
    @Test(.reportsSeed) func outOfGamutRoundTrips() {
        var rng = SeededGenerator(testSeed: 0xC010_0009)
        var worst = 0.0
        for _ in 0..<10_000 {
            let c = try! Color(.srgb, Double.random(in: -0.5...1.5, using: &rng), Double.random(in: -0.5...1.5, using: &rng),
                               Double.random(in: -0.5...1.5, using: &rng))
            for space in Self.allSpaces {
                let back = c.converted(to: space).converted(to: .srgb)
                let d = back.components - c.components
                let error = max(abs(d.x), abs(d.y), abs(d.z))
                worst = max(worst, error)
                #expect(error <= 1.5 * 3e-13, "\(c.cssText) via \(space): \(back.components), error \(error)")
            }
        }
        print("out-of-gamut sRGB round trips: largest error \(worst)")
    }

    /// OKLab ↔ OKLCh and Lab ↔ LCh take the direct polar path: relative error a few ulps.
    @Test(.reportsSeed) func polarRoundTrips() {
        var rng = SeededGenerator(testSeed: 0xC010_0002)
        for _ in 0..<10_000 {
            let c = try! Color(.oklab, randomUnit(&rng), Double.random(in: -0.4...0.4, using: &rng), Double.random(in: -0.4...0.4, using: &rng))
            let back = c.converted(to: .oklch).converted(to: .oklab)
            let scale = max(abs(c.components.y), abs(c.components.z))
            let error = max(abs(back.components.y - c.components.y), abs(back.components.z - c.components.z))
            #expect(error <= 8 * ulpOne * scale + 1e-300, "\(c.cssText): \(back.components), error \(error)")
        }
    }

    @Test func powerlessHuesBecomeMissing() throws {
        // Achromatic colours converted into a polar space have a missing hue.
        for text in ["white", "black", "gray", "#777", "color(srgb 0.3 0.3 0.3)", "oklab(0.5 0 0)", "lab(50 0 0)"] {
            let c = try Color(css: text)
            for space: ColorSpace in [.oklch, .lch, .hsl, .hwb] {
                let p = c.converted(to: space)
                #expect(p.missing.contains(.component(space.hueIndex!)), "\(text) in \(space): \(p.cssText)")
            }
        }
        // Chromatic ones keep it; an explicit hue with zero chroma is kept too (only conversion marks it).
        #expect(try Color(css: "red").converted(to: .oklch).missing.isEmpty)
        #expect(try Color(css: "oklch(0.5 0 30)").missing.isEmpty)
        // A missing component is carried to the analogous one (lightness → lightness, hue → hue).
        let carried = try Color(css: "oklch(none 0.1 none)").converted(to: .lch)
        #expect(carried.missing == [.first, .third])
        let hslHue = try Color(css: "hsl(none 50% 50%)").converted(to: .oklch)
        #expect(hslHue.missing.contains(.third))
        // …but not to an unrelated one: a missing OKLab a has no analogue in sRGB.
        #expect(try Color(css: "oklab(0.5 none 0.1)").converted(to: .srgb).missing.isEmpty)
    }

    // MARK: Interpolation

    /// ColorInterpolationSpace equals CSS Color 4 §12 written out independently, in every
    /// space and hue method (10⁴ random pairs, alpha ≥ 0.05). Both evaluate the same convex
    /// combination in a different order; with α′ ≥ 0.05 the un-premultiply amplifies rounding by
    /// at most max α/α′ ≤ 20, so the difference is ≤ 20·8ε relative to the components' scale.
    @Test(.reportsSeed) func interpolationIsCSSInterpolation() {
        var rng = SeededGenerator(testSeed: 0xC010_0003)
        var worst = 0.0
        for n in 0..<10_000 {
            let a = randomSRGB(&rng, alphaMin: 0.05, allowTransparent: false)
            let b = randomSRGB(&rng, alphaMin: 0.05, allowTransparent: false)
            let space = Self.allSpaces[n % Self.allSpaces.count]
            let hue = Self.hueMethods[(n / Self.allSpaces.count) % 4]
            let t = randomUnit(&rng)
            let interpolation = ColorInterpolationSpace(space: space, hue: hue)
            let got = interpolation.interpolate(from: a, to: b, fraction: t)
            let (want, wantAlpha) = cssReference(a, b, space: space, hue: hue, t: t)
            #expect(got.space == space)
            let scale = max(1, abs(want.x), abs(want.y), abs(want.z))
            var error = abs(got.alpha - wantAlpha)
            for i in 0..<3 {
                var d = abs(got.components[i] - want[i])
                if i == space.hueIndex { d = d.truncatingRemainder(dividingBy: 360); d = min(d, 360 - d) }
                error = max(error, d / scale)
            }
            worst = max(worst, error)
            #expect(error <= 20 * 8 * ulpOne, "\(a.cssText) → \(b.cssText) in \(space) \(hue) at \(t): \(got.cssText) vs \(want), error \(error)")
            // The default geodesic (moved∘difference) gives the same colour.
            let geodesic = interpolation.moved(a, by: interpolation.difference(from: a, to: b).scaled(by: t))
            let (g, _) = colorDeviation(geodesic, got)
            #expect(g / scale <= 1e-12, "geodesic \(geodesic.cssText) vs \(got.cssText)")
        }
        print("interpolation vs CSS reference: largest relative difference \(worst)")
    }

    /// moved(a, difference(a, b)) = b, compared in the chart (premultiplied coordinates, hue
    /// modulo 360): P(a) + (P(b) − P(a)) is off by ≤ 2 ulps of the larger coordinate.
    @Test(.reportsSeed) func movedDifferenceLaw() {
        var rng = SeededGenerator(testSeed: 0xC010_0004)
        for n in 0..<10_000 {
            let a = randomSRGB(&rng), b = randomSRGB(&rng)
            let space = Self.allSpaces[n % Self.allSpaces.count]
            let hue = Self.hueMethods[(n / Self.allSpaces.count) % 4]
            let interpolation = ColorInterpolationSpace(space: space, hue: hue)
            let moved = interpolation.moved(a, by: interpolation.difference(from: a, to: b))
            let cb = b.converted(to: space), ca = a.converted(to: space)
            func chart(_ c: Color) -> SIMD4<Double> {
                var p = SIMD4(c.components.x * c.alpha, c.components.y * c.alpha, c.components.z * c.alpha, c.alpha)
                if let h = space.hueIndex { p[h] = c.components[h] }
                return p
            }
            let pm = chart(moved), pb = chart(cb), pa = chart(ca)
            for i in 0..<4 {
                var d = abs(pm[i] - pb[i])
                var scale = max(abs(pa[i]), abs(pb[i]))
                if i == space.hueIndex {
                    d = d.truncatingRemainder(dividingBy: 360); d = min(d, 360 - d)
                    scale = 720
                }
                #expect(d <= 4 * ulpOne * scale, "\(a.cssText) → \(b.cssText) in \(space) \(hue): coordinate \(i) \(pm[i]) vs \(pb[i])")
            }
            #expect(interpolation.difference(from: a, to: a) == .zero || space.isPolar && hue == .longer)
        }
    }

    /// Linear interpolation of two in-gamut colours in srgb or srgb-linear stays in gamut: the
    /// un-premultiplied result is a weighted mean of the endpoint components with weights
    /// (1 − t)α_a/α′ and tα_b/α′ computed to a few ulps, so it exceeds [0, 1] by ≤ 4ε.
    /// In oklab/oklch the mix may leave sRGB; after oklchChroma mapping it is inside, to the
    /// rounding of converting oklab(1 0 0) (the white it returns for L ≥ 1) to sRGB, ≤ 1e-14.
    @Test(.reportsSeed) func interpolationStaysInGamut() {
        var rng = SeededGenerator(testSeed: 0xC010_0005)
        var worstRGB = 0.0, worstMapped = 0.0, leftGamut = 0
        for n in 0..<10_000 {
            let a = randomSRGB(&rng), b = randomSRGB(&rng)
            let t = randomUnit(&rng)
            for space: ColorSpace in [.srgb, .srgbLinear] {
                let c = ColorInterpolationSpace(space: space).interpolate(from: a, to: b, fraction: t)
                let excess = max(-c.components.min(), c.components.max() - 1, 0)
                worstRGB = max(worstRGB, excess)
                #expect(excess <= 4 * ulpOne, "\(a.cssText) → \(b.cssText) in \(space) at \(t): \(c.cssText)")
            }
            let space: ColorSpace = n % 2 == 0 ? .oklab : .oklch
            let hue = Self.hueMethods[(n / 2) % 4]
            let mixed = ColorInterpolationSpace(space: space, hue: hue).interpolate(from: a, to: b, fraction: t)
            if !mixed.isInGamut(.srgb) { leftGamut += 1 }
            let mapped = mixed.mapped(to: .srgb, gamut: .oklchChroma)
            let excess = max(-mapped.components.min(), mapped.components.max() - 1, 0)
            worstMapped = max(worstMapped, excess)
            #expect(mapped.space == .srgb && excess <= 1e-14, "\(mixed.cssText) mapped: \(mapped.cssText)")
            #expect(mapped.alpha == mixed.alpha)
        }
        print("gamut: srgb/srgb-linear mixes exceed [0,1] by ≤ \(worstRGB); \(leftGamut) oklab/oklch mixes left sRGB, mapped ones exceed by ≤ \(worstMapped)")
    }

    /// The issue's reproduction: `transparent` to `rgb(255 255 0 / 0)` in HWB. Both alphas are 0,
    /// so whiteness and blackness are 0 (the zero vector un-premultiplied) and the hue is yellow's
    /// (transparent's is powerless): hwb(60 0 0 / 0), which is rgba(255, 255, 0, 0), not black.
    @Test func transparentEndsInHWB() throws {
        let a = try Color(css: "transparent"), b = try Color(css: "rgb(255 255 0 / 0)")
        let mid = ColorInterpolationSpace(space: .hwb).interpolate(from: a, to: b, fraction: 0.5)
        #expect(mid.components == SIMD3(60, 0, 0) && mid.alpha == 0, "\(mid.exactCSSText)")
        #expect(mid.cssText == "rgba(255, 255, 0, 0)")
        // color-mix() results are not legacy colours: color(srgb …), as the WPT expects.
        #expect(try Color.mix(a, nil, b, nil, in: .hwb).cssText == "color(srgb 1 1 0 / 0)")
        // In sRGB and OKLab the same mix is transparent black.
        #expect(try Color.mix(a, nil, b, nil, in: .srgb).cssText == "color(srgb 0 0 0 / 0)")
        #expect(ColorInterpolationSpace(space: .oklab).interpolate(from: a, to: b, fraction: 0.5).components == .zero)
    }

    @Test func alphaZeroEndpoints() throws {
        let red = try Color(css: "red"), clear = try Color(css: "rgb(0 0 255 / 0)")
        for space in Self.allSpaces {
            let interpolation = ColorInterpolationSpace(space: space)
            for t in [0.0, 0.25, 0.5, 0.999_999, 1 - 0x1p-50] {
                let c = interpolation.interpolate(from: red, to: clear, fraction: t)
                // The transparent end's colour does not bleed in: in rectangular spaces the colour
                // stays red; in polar ones the hue still turns (CSS does not premultiply hue, as
                // WPT's `oklch(0.1 20 120deg / 0)` mixes show) but the other components stay red's.
                #expect(abs(c.alpha - (1 - t)) <= ulpOne, "\(space) at \(t): \(c.cssText)")
                let redThere = red.converted(to: space)
                for i in 0..<3 where i != space.hueIndex {
                    let scale = max(1, abs(redThere.components[i]))
                    #expect(abs(c.components[i] - redThere.components[i]) <= 4 * ulpOne * scale, "\(space) at \(t): \(c.cssText)")
                }
            }
            // Both ends transparent: alpha 0 and the non-hue components 0 (CSS's un-premultiply
            // of the zero vector), never NaN.
            let both = interpolation.interpolate(from: try red.with(alpha: 0), to: clear, fraction: 0.5)
            #expect(both.alpha == 0 && both.components.x.isFinite && both.components.y.isFinite && both.components.z.isFinite)
            for i in 0..<3 where i != space.hueIndex { #expect(both.components[i] == 0, "\(space): \(both.exactCSSText)") }
            let moved = interpolation.moved(red, by: interpolation.difference(from: red, to: clear))
            #expect(moved.alpha == 0 && moved.components.x.isFinite)
            // Extrapolation past a transparent end: alpha clamped to [0, 1], no NaN.
            for t in [-1.0, 2.0] {
                let e = interpolation.interpolate(from: red, to: clear, fraction: t)
                #expect(e.alpha >= 0 && e.alpha <= 1 && e.components.x.isFinite, "\(space) at \(t): \(e.cssText)")
            }
        }
    }

    @Test func continuousSequenceUnwrapsHuesAndFillsMissing() throws {
        let oklch = ColorInterpolationSpace(space: .oklch)
        let values = try ["oklch(0.5 0.1 350)", "oklch(0.6 0.1 10)", "oklch(none 0.1 30)", "oklch(0.7 0.1 none)"].map { text throws(ValueSpaceError) in try Color(css: text) }
        let sequence = oklch.continuousSequence(values)
        #expect(sequence.map(\.components.z) == [350, 370, 390, 390])
        #expect(sequence[2].components.x == 0.6 && sequence.allSatisfy { $0.missing.isEmpty })
        let increasing = ColorInterpolationSpace(space: .hsl, hue: .increasing)
        let hues = increasing.continuousSequence(try ["hsl(300 50% 50%)", "hsl(100 50% 50%)", "hsl(50 50% 50%)"].map { text throws(ValueSpaceError) in try Color(css: text) })
        #expect(hues.map(\.components.x) == [300, 460, 770])
        // The hue of an achromatic colour converted in is missing, so it takes its neighbour's.
        let gray = oklch.continuousSequence([try Color(css: "red"), .white])
        #expect(abs(gray[1].components.z - gray[0].components.z) < 1e-12)
    }

    // MARK: Gamut mapping

    @Test func gamutMapping() throws {
        let p3Red = try Color(css: "color(display-p3 1 0 0)")
        #expect(!p3Red.isInGamut(.srgb) && p3Red.isInGamut(.displayP3))
        let clipped = p3Red.mapped(to: .srgb, gamut: .clip)
        #expect(clipped.components == SIMD3(1, 0, 0))
        let mapped = p3Red.mapped(to: .srgb, gamut: .oklchChroma)
        #expect(mapped.isInGamut(.srgb))
        // CSS's algorithm keeps OKLCh lightness and hue to within the JND it allows.
        let before = p3Red.converted(to: .oklch), after = mapped.converted(to: .oklch)
        #expect(abs(before.components.x - after.components.x) < 0.02, "\(before.cssText) → \(after.cssText)")
        #expect(abs(before.components.z - after.components.z) < 5, "\(before.cssText) → \(after.cssText)")
        #expect(mapped.deltaEOK(clipped) < 0.1)
        // Lightness at the ends: white and black.
        let white = try Color(css: "oklch(1.2 0.3 40)").mapped(to: .srgb, gamut: .oklchChroma)
        let black = try Color(css: "oklab(0 0.2 0.1 / 0.5)").mapped(to: .srgb, gamut: .oklchChroma)
        #expect(white.deltaEOK(.white) < 1e-6 && black.deltaEOK(.black) < 1e-6 && black.alpha == 0.5)
        // In-gamut colours are only converted; unbounded targets are only converted.
        let teal = try Color(css: "teal")
        #expect(teal.mapped(to: .srgb, gamut: .oklchChroma) == teal)
        #expect(p3Red.mapped(to: .oklab, gamut: .oklchChroma) == p3Red.converted(to: .oklab))
        // Seeded sweep over out-of-gamut OKLCh colours: results in gamut, near the original hue.
        var rng = SeededGenerator(testSeed: 0xC010_0006)
        for _ in 0..<2_000 {
            let c = try Color(.oklch, Double.random(in: 0.05...0.95, using: &rng), Double.random(in: 0...0.5, using: &rng),
                              Double.random(in: 0..<360, using: &rng))
            let m = c.mapped(to: .srgb, gamut: .oklchChroma)
            #expect(m.isInGamut(.srgb), "\(c.cssText) → \(m.cssText)")
            if !c.isInGamut(.srgb) {
                let o = m.converted(to: .oklch)
                #expect(abs(o.components.x - c.components.x) < 0.05, "\(c.cssText) → \(o.cssText)")
            }
        }
    }

    // MARK: CSS text

    @Test func parsesEveryForm() throws {
        let equal: [(String, String)] = [
            ("red", "#f00"), ("RED", "#FF0000"), ("#ff000080", "rgba(255, 0, 0, 0.50196078431372548)"),
            ("#f008", "rgb(255 0 0 / 0.53333333333333333)"), ("rgb(100%, 0%, 0%)", "red"),
            ("rgba(255, 0, 0, 1)", "red"), ("rgb(255 0 0 / 100%)", "red"), ("rgb(300 -5 0)", "red"),
            ("hsl(0, 100%, 50%)", "red"), ("hsl(0deg 100 50)", "red"), ("hsla(360, 100%, 50%, 1)", "red"),
            ("hsl(0.5turn 100% 50%)", "cyan"), ("hsl(3.14159265358979323846rad 100% 50%)", "cyan"), ("hsl(200grad 100% 50%)", "cyan"),
            ("hwb(0 0% 0%)", "red"), ("hwb(120 0% 0%)", "lime"), ("hwb(0 100% 100%)", "rgb(50% 50% 50%)"), ("color(srgb 1 0 0)", "red"),
            ("color(srgb 100% 0% 0%)", "red"), ("color(srgb-linear 1 0 0)", "red"), ("rebeccapurple", "#663399"),
            ("transparent", "rgba(0, 0, 0, 0)"), ("oklch(62.795536% 0.2576833 29.23388028)", "red"),
            ("color-mix(in srgb, red, blue)", "rgb(127.5 0 127.5)"), ("color-mix(in srgb, red 100%, blue)", "red"),
            ("rgb(1e2 0 0)", "rgb(100 0 0)"), ("rgb(+.5e1 0 0)", "rgb(5 0 0)"),
        ]
        for (text, other) in equal {
            let a = try Color(css: text), b = try Color(css: other)
            let (d, mismatch) = colorDeviation(a, b)
            #expect(mismatch == nil && d <= 1e-7, "\(text) vs \(other): \(a.cssText) vs \(b.cssText), \(d)")
        }
        #expect(try Color(css: "rgb(none 0 0)").missing == .first)
        #expect(try Color(css: "oklab(50% 100% -100%)").components == SIMD3(0.5, 0.4, -0.4))
        #expect(try Color(css: "lch(50% 100% 30)").components == SIMD3(50, 150, 30))
        #expect(try Color(css: "lab(150 0 0)").components.x == 100)  // L clamped to [0, 100]
        #expect(try Color(css: "oklch(0.5 -0.1 30)").components.y == 0)  // chroma clamped ≥ 0
        #expect(try Color(css: "color(xyz 0.5 0.5 0.5)").space == .xyzD65)
        #expect(try Color(css: "  hsl( 120deg 50% 50% / 0.25 )  ").alpha == 0.25)
    }

    /// The computed-value serialisations the web-platform-tests expect
    /// (`color-computed-rgb`, `color-computed-hsl`, `color-computed-lab`, `color-valid-*`).
    @Test(arguments: [
        ("red", "rgb(255, 0, 0)"), ("#ff000080", "rgba(255, 0, 0, 0.5)"), ("rgb(100%, 0%, 0%)", "rgb(255, 0, 0)"),
        ("rgba(2, 3, 4, 50%)", "rgba(2, 3, 4, 0.5)"), ("rgb(-2, 3, 4)", "rgb(0, 3, 4)"), ("rgb(100, 200, 300)", "rgb(100, 200, 255)"),
        ("rgb(20, 10, 0, -10)", "rgba(20, 10, 0, 0)"), ("rgb(2.5, 3.4, 4.6)", "rgb(3, 3, 5)"), ("rgba(0, 51, 255, 0.42)", "rgba(0, 51, 255, 0.42)"),
        ("hsl(120, 100%, 50%)", "rgb(0, 255, 0)"), ("hsla(120, 100%, 50%, 0.25)", "rgba(0, 255, 0, 0.25)"),
        ("hsl(120 30% 50%)", "rgb(89, 166, 89)"), ("hsl(0 -50% 40%)", "rgb(102, 102, 102)"),
        ("lch(10 20 380deg)", "lch(10 20 20)"), ("lch(10 20 -340deg)", "lch(10 20 20)"), ("lch(10 20 740deg)", "lch(10 20 20)"),
        ("lch(10 20 -700deg)", "lch(10 20 20)"), ("oklch(0.1 0.2 380deg)", "oklch(0.1 0.2 20)"), ("oklch(0.1 0.2 -700)", "oklch(0.1 0.2 20)"),
        ("lch(none none none / none)", "lch(none none none / none)"), ("oklab(0.2 none none / none)", "oklab(0.2 none none / none)"),
        ("lab(0 0 0 / 0.5)", "lab(0 0 0 / 0.5)"),
    ])
    func serialisesAsBrowsers(text: String, expected: String) throws {
        let color = try Color(css: text)
        #expect(color.cssText == expected, "\(text): \(color.cssText)")
        #expect((try? Color(css: color.cssText)) != nil, "\(color.cssText) does not read back")
    }

    @Test func serialisesAndRoundTrips() throws {
        #expect(try Color(css: "red").exactCSSText == "rgb(255, 0, 0)")
        #expect(try Color(css: "#ff000080").exactCSSText == "rgba(255, 0, 0, 0.5019607843137255)")
        #expect(try Color(css: "hsl(120 100% 25%)").exactCSSText == "rgb(0, 127.5, 0)")
        #expect(try Color(css: "hsl(120 100% 25%)").cssText == "rgb(0, 128, 0)")
        #expect(try Color(css: "oklch(0.5 0.1 30 / 0.5)").cssText == "oklch(0.5 0.1 30 / 0.5)")
        #expect(try Color(css: "color(srgb-linear 0.25 none 1)").cssText == "color(srgb-linear 0.25 none 1)")
        #expect(try Color(css: "color(srgb 1.5 0 0)").cssText == "color(srgb 1.5 0 0)")
        #expect(try Color(css: "lab(50 20 -30 / none)").cssText == "lab(50 20 -30 / none)")
        #expect(try Color(css: "hsl(none 50% 50%)").cssText == "hsl(none 50% 50%)")
        #expect(try Color(css: "hwb(400 none 0%)").cssText == "hwb(40 none 0%)")
        // An alpha whose 8 bits are 255 is opaque in the legacy form; one step below is not.
        #expect(try Color(css: "rgb(1 2 3 / 0.999)").cssText == "rgb(1, 2, 3)")
        #expect(try Color(css: "rgb(1 2 3 / 0.997)").cssText == "rgba(1, 2, 3, 0.996)")
        // Every space round-trips through its text exactly (rgb(): to its 6-decimal rounding).
        var rng = SeededGenerator(testSeed: 0xC010_0007)
        for n in 0..<10_000 {
            let space = Self.allSpaces[n % Self.allSpaces.count]
            let c = randomSRGB(&rng).converted(to: space)
            let back = try Color(css: c.exactCSSText)
            if space == .srgb || space == .hsl || space == .hwb {
                // rgb(): channels ×255 rounded to 6 decimals, an error ≤ 0.5e-6/255 ≈ 2e-9.
                let (d, mismatch) = colorDeviation(back, c.converted(to: .srgb))
                #expect(mismatch == nil && d <= 2e-9, "\(c.exactCSSText) → \(back.exactCSSText), \(d)")
            } else {
                // Shortest round-trip numbers: exact, unless parsing clamps Lab/LCh L to 100.
                let clamped = (space == .lab || space == .lch) && c.components.x > 100
                #expect(back == c || clamped, "\(c.exactCSSText) → \(back.exactCSSText)")
            }
        }
    }

    @Test func namedColours() throws {
        // CSS Color 4 §6.1 lists 148 names; spot-check a few and that each parses.
        for (name, hex) in [("aliceblue", "#f0f8ff"), ("yellowgreen", "#9acd32"), ("darkslategrey", "#2f4f4f"), ("fuchsia", "#ff00ff")] {
            #expect(try Color(css: name) == Color(css: hex))
        }
    }

    /// Malformed text is a typed `.syntax` error (never a crash), naming what was expected.
    @Test func malformedTextIsASyntaxError() {
        let bad = [
            "", "   ", "rgb(", "rgb(1,2)", "rgb(1 2 3 4)", "rgb(1, 2 3)", "rgb(1,,2,3)", "rgb(1, 2, 3,)",
            "rgb(1 2 3 / )", "rgb(1 2 / 3)", "rgb(1 2 3 / 4 / 5)", "rgb(none, 2, 3)", "rgb(10%, 2, 3)",
            "rgb(1deg 2 3)", "rgb(1 2 3))", "rgb 1 2 3", "#12", "#12345", "#1234567", "#ggg", "#", "notacolor",
            "red blue", "hsl(10%, 20%, 30%)", "hsl(10, 20, 30)", "hsl(10 20% 30% / 1deg)", "hwb(10, 20%, 30%)",
            "lab(1 2 3deg)", "oklch(1 2 3%)", "color(foo 1 2 3)", "color(srgb 1 2)", "color(1 2 3)",
            "color-mix(in srgb, red)", "color-mix(srgb, red, blue)", "color-mix(in srgb red, blue)",
            "color-mix(in srgb, red 120%, blue)", "color-mix(in srgb, red -1%, blue)",
            "color-mix(in srgb shorter hue, red, blue)", "color-mix(in oklch sideways hue, red, blue)",
            "color-mix(in nowhere, red, blue)", "color-mix(in srgb, red, blue", "rgb(1e999 0 0)", "rgb(1 2 3) x",
            "rgb(1px 2 3)", "ok lab(1 2 3)", "rgb(1 2 3 ; )", "\u{0}", "rgb(1 2 3 / 50% 50%)",
            // calc()'s + and − need whitespace on both sides (CSS Values 4 §10.1); `1-2` is two numbers.
            "rgb(calc(1+ 2) 2 3)", "rgb(calc(1 +2) 2 3)", "rgb(calc(1+2) 2 3)", "rgb(calc(1+-2) 2 3)",
            "rgb(calc(1 -2) 2 3)", "rgb(calc(1-2) 2 3)", "rgb(calc(1 -(2)) 2 3)", "oklch(0.5 0.1 calc(10deg+ 20deg))",
        ]
        for text in bad { expectRefused(text, as: .syntax) }
        // With the whitespace, the same sums are valid.
        for (text, red) in [("rgb(calc(1 + 2) 2 3)", 3.0), ("rgb(calc(1 - -2) 2 3)", 3), ("rgb(calc(10 - (2)) 2 3)", 8),
                            ("rgb(calc(1\t+\n2) 2 3)", 3), ("rgb(calc(2*3) 2 3)", 6)] {
            #expect((try? Color(css: text))?.components.x == red / 255, "\(text)")
        }
    }

    /// Valid CSS that only a document can resolve is a typed `.unsupported` error naming what it
    /// needs: currentcolor, the system colours, var(), light-dark(), wherever they stand.
    @Test func documentDependentColoursAreUnsupported() {
        let texts = ["currentcolor", "currentColor", "rgb(from currentcolor r g b)", "CanvasText", "canvas", "AccentColor",
                     "color-mix(in srgb, red, canvastext)", "var(--red)", "rgb(var(--red) 2 3)",
                     "light-dark(red, blue)", "color-mix(in oklab, light-dark(red, blue), white)",
                     "oklch(from light-dark(red, blue) l c h)"]
        for text in texts { expectRefused(text, as: .unsupported) }
    }

    /// Random CSS-like text: parsing returns a colour or throws a ValueSpaceError, never traps.
    @Test(.reportsSeed) func randomTextNeverTraps() {
        var rng = SeededGenerator(testSeed: 0xC010_0008)
        let pieces = ["rgb(", "hsl(", "oklch(", "color(", "color-mix(", "in ", "srgb", "oklab", " hue", "shorter",
                      ")", ",", "/", " ", "none", "1", "0.5", "-2", "50%", "1e3", "deg", "#", "f", "0a", "red", ".", "e", "+"]
        var parsed = 0
        for _ in 0..<10_000 {
            let text = (0..<Int.random(in: 1...12, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            do {
                let c = try Color(css: text)
                parsed += 1
                #expect(c.components.x.isFinite && c.components.y.isFinite && c.components.z.isFinite && c.alpha >= 0 && c.alpha <= 1, "\(text)")
            } catch {
                _ = error  // typed ValueSpaceError by signature
            }
        }
        print("random CSS text: \(parsed) of 10000 parsed, the rest threw")
    }
}

/// A missing colour component (`none`, or an achromatic colour's powerless hue) is resolved per
/// interpolation pair in keyframes, as CSS does: each segment takes it from its other end.
@Suite("Colours: missing components per keyframe pair")
struct MissingComponentPerPairTests {
    /// red → white → blue in OKLCh: white's hue is powerless, so the white → blue segment keeps
    /// blue's hue (264.05°) instead of turning from red's through magenta, and red → white keeps red's.
    @Test(arguments: [ColorSpace.oklch, .lch, .hsl, .hwb])
    func achromaticMiddleTakesEachNeighboursHue(space: ColorSpace) throws {
        let values = try ["red", "white", "blue"].map { text throws(ValueSpaceError) in try Color(css: text) }
        let keyframes = try KeyframeAnimation(space: ColorInterpolationSpace(space: space), values: values)
        guard let h = space.hueIndex else { Issue.record("\(space) has no hue"); return }
        let red = values[0].converted(to: space).components[h], blue = values[2].converted(to: space).components[h]
        let angles = AngleSpace<Double>(unit: .degrees)
        for k in 1...9 {
            let first = keyframes.value(at: 0.05 * Double(k)), second = keyframes.value(at: 0.5 + 0.05 * Double(k))
            let e1 = abs(angles.difference(from: red, to: first.components[h])), e2 = abs(angles.difference(from: blue, to: second.components[h]))
            #expect(e1 < 1e-9, "\(space) at \(0.05 * Double(k)): hue \(first.components[h]) against red's \(red)")
            #expect(e2 < 1e-9, "\(space) at \(0.5 + 0.05 * Double(k)): hue \(second.components[h]) against blue's \(blue)")
        }
    }

    /// Paced keyframes measure each segment between its pair's ends, as it travels: with white's
    /// hue taken from blue, the white → blue segment is the straight chroma ramp, no hue arc.
    @Test func pacedKnotsMeasureWhatEachSegmentTravels() throws {
        let values = try ["red", "white", "blue"].map { text throws(ValueSpaceError) in try Color(css: text) }
        let space = ColorInterpolationSpace(space: .oklch)
        let paced = try KeyframeAnimation(space: space, values: values, calculationMode: .paced)
        let p = values.map { $0.converted(to: .oklch) }
        func withHue(_ c: Color, of other: Color) -> Color {
            Color(unchecked: .oklch, SIMD3(c.components.x, c.components.y, other.components.z), alpha: c.alpha)
        }
        let first = space.distance(from: p[0], to: withHue(p[1], of: p[0]))
        let second = space.distance(from: withHue(p[1], of: p[2]), to: p[2])
        let expected = first / (first + second)
        #expect(abs(paced.knots[1] - expected) <= 1e-12, "\(paced.knots) against \(expected)")
    }

    /// An explicit `none` lightness takes the other end's on each segment: flat at 0.5 on the
    /// first, flat at 0.9 on the second.
    @Test func noneLightnessTakesEachPartners() throws {
        let values = try ["oklch(0.5 0.1 30)", "oklch(none 0.1 60)", "oklch(0.9 0.1 90)"].map { text throws(ValueSpaceError) in try Color(css: text) }
        let keyframes = try KeyframeAnimation(space: ColorInterpolationSpace(space: .oklch), values: values)
        for k in 0...9 {
            let t = 0.05 * Double(k)
            // The blend (1 − s)·P(a) + s·P(b) of two equal coordinates is exact to an ulp per weight.
            #expect(abs(keyframes.value(at: t).components.x - 0.5) <= 2 * 0.5.ulp, "at \(t): \(keyframes.value(at: t).cssText)")
            #expect(abs(keyframes.value(at: 0.5 + t).components.x - 0.9) <= 2 * 0.9.ulp, "at \(0.5 + t): \(keyframes.value(at: 0.5 + t).cssText)")
        }
    }
}
