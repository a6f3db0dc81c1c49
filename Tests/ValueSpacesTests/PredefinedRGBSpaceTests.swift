import MotionMath
import Testing
@testable import ValueSpaces

/// The predefined RGB spaces of CSS Color 4 beyond sRGB and Display P3: a98-rgb, prophoto-rgb and
/// rec2020 (their conversions against 40-digit references are in ColorReferenceTests, their
/// color-mix() cases in the WPT predefined-space loop).
@Suite("Colours: a98-rgb, prophoto-rgb and rec2020")
struct PredefinedRGBSpaceTests {
    static let spaces: [ColorSpace] = [.a98RGB, .prophotoRGB, .rec2020]
    static let transfers: [(ColorSpace, decode: @Sendable (SIMD3<Double>) -> SIMD3<Double>, encode: @Sendable (SIMD3<Double>) -> SIMD3<Double>)] = [
        (.a98RGB, ColorFunctions.linearizedA98, ColorFunctions.encodedA98),
        (.prophotoRGB, ColorFunctions.linearizedProPhoto, ColorFunctions.encodedProPhoto),
        (.rec2020, ColorFunctions.linearizedRec2020, ColorFunctions.encodedRec2020),
    ]

    /// Each space's white is sRGB's white (a98-rgb and rec2020 share D65; prophoto-rgb's D50
    /// white reaches it through Bradford): a few matrix products of rounded entries, so within
    /// 8ε per component; black is exactly black.
    @Test func whiteAndBlack() throws {
        for space in Self.spaces {
            let white = try Color(space, 1, 1, 1).converted(to: .srgb).components
            let error = (white - 1).replacing(with: -(white - 1), where: white .< 1).max()
            print("\(space.cssName) white in sRGB: \(white), error \(error)")
            #expect(error <= 8 * .ulpOfOne, "\(space): \(white)")
            #expect(try Color(space, 0, 0, 0).converted(to: .srgb).components == .zero)
        }
    }

    /// Decoding inverts encoding (relative error a few ulps, absolute near 0); both are odd
    /// (exactly); prophoto-rgb's piecewise function is continuous at its break, 16/512 ↦ 1/512
    /// exactly and back to one ulp (pow(2⁻⁹, 1/1.8) is 2⁻⁵ up to pow's rounding). rec2020 is
    /// BT.1886's pure power 2.4 (CSS's choice since 2025): c = 0.5 gives 0.5^2.4 to an ulp.
    @Test func transferFunctions() {
        for (space, decode, encode) in Self.transfers {
            var worst = 0.0
            for i in 0...3000 {
                let c = -1.5 + Double(i) / 1000
                let round = encode(decode(SIMD3(repeating: c))).x
                worst = max(worst, abs(round - c) / max(1, abs(c)))
                #expect(decode(SIMD3(repeating: -c)).x == -decode(SIMD3(repeating: c)).x)
                #expect(encode(SIMD3(repeating: -c)).x == -encode(SIMD3(repeating: c)).x)
            }
            print("\(space.cssName) encode∘decode on [−1.5, 1.5]: largest error \(worst)")
            #expect(worst <= 8 * .ulpOfOne, "\(space): \(worst)")
        }
        #expect(ColorFunctions.linearizedProPhoto(SIMD3(repeating: 16.0 / 512)).x == 1.0 / 512)
        let encodedBreak = ColorFunctions.encodedProPhoto(SIMD3(repeating: 1.0 / 512)).x
        #expect(abs(encodedBreak - 16.0 / 512) <= (16.0 / 512).ulp, "\(encodedBreak)")
        #expect(abs(ColorFunctions.encodedProPhoto(SIMD3(repeating: (1.0 / 512).nextDown)).x - 16.0 / 512) <= 2 * (16.0 / 512).ulp)
        let half = ColorFunctions.linearizedRec2020(SIMD3(repeating: 0.5)).x
        #expect(abs(half - 0.18946457081379978) <= 0.18946457081379978.ulp, "\(half)")
    }

    /// CSS text: `color(<space> …)` with numbers, percentages and `none`, serialised back as
    /// `color(<space> …)` exactly; mixing in each space is rectangular (component-wise).
    @Test func cssText() throws {
        for space in Self.spaces {
            let color = try Color(css: "color(\(space.cssName) 0.5 25% none / 0.5)")
            #expect(color.space == space && color.components == SIMD3(0.5, 0.25, 0) && color.missing == .third && color.alpha == 0.5)
            #expect(color.cssText == "color(\(space.cssName) 0.5 0.25 none / 0.5)", "\(color.cssText)")
            #expect(try Color(css: color.exactCSSText) == color)
            let mix = try Color(css: "color-mix(in \(space.cssName), color(\(space.cssName) 0 0.2 1), color(\(space.cssName) 1 0.4 0))")
            #expect(mix.space == space && mix.components == SIMD3(0.5, 0.30000000000000004, 0.5), "\(mix.components)")
        }
    }

    /// Gamuts: each space's own unit cube. An sRGB colour inside sRGB's cube is inside all three
    /// (they are wider); their primaries are outside sRGB. sRGB's red and blue are a98-rgb's own
    /// primaries, so red lies on a98-rgb's boundary: its zero components come out as the
    /// 563/256-th root of the rounding of the linear ones (|g|, |b| ≤ 1e-7), not as 0.
    @Test func gamuts() throws {
        let inside = try Color(css: "rgb(200 100 50)")
        for space in Self.spaces {
            #expect(space.gamut == space)
            #expect(inside.isInGamut(space), "\(space): \(inside.converted(to: space).components)")
            let primary = try Color(space, 1, 0, 0)
            #expect(!primary.isInGamut(.srgb))
            let mapped = primary.mapped(to: .srgb, gamut: .oklchChroma)
            #expect(mapped.isInGamut(.srgb, tolerance: 1e-12))
        }
        let red = try Color(css: "red").converted(to: .a98RGB).components
        print("sRGB red in a98-rgb: \(red)")
        #expect(abs(red.x - 0.8585916022954422) <= 4 * .ulpOfOne && abs(red.y) <= 1e-7 && abs(red.z) <= 1e-7, "\(red)")
        let green = try Color(.rec2020, 0, 1, 0)
        #expect(!green.isInGamut(.a98RGB) && !green.isInGamut(.displayP3))
    }
}
