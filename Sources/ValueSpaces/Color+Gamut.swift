// Gamut: whether a colour fits a bounded RGB space, and bringing it in.
//
// `clip` clamps the RGB components to [0, 1]: cheap, but it shifts hue and lightness.
// `oklchChroma` is CSS Color 4 §13.2's "binary search gamut mapping with local MINDE": keep
// OKLCh lightness and hue, lower the chroma by bisection until the clipped colour is within a
// just-noticeable difference (ΔE_OK < 0.02) of the unclipped one, to ε = 0.0001 in chroma;
// lightness ≥ 1 maps to white and ≤ 0 to black. The spec's steps are numbered in the code.

import MotionMath

/// How a colour is brought into the gamut of a bounded RGB space.
public enum GamutMapping: String, Sendable, Hashable, Codable, CaseIterable {
    /// No mapping: the colour is only converted (its components may leave [0, 1]).
    case none
    /// Each RGB component clamped to [0, 1].
    case clip
    /// CSS Color 4 §13.2: OKLCh chroma reduction by bisection with ΔE_OK (JND 0.02, ε 0.0001).
    case oklchChroma = "oklch-chroma"
}

extension Color {
    /// Whether the colour lies in the gamut of `space`: its components converted to
    /// `space.gamut` (sRGB for `srgb`, `hsl`, `hwb`; linear sRGB; Display P3, a98-rgb,
    /// prophoto-rgb, rec2020) all in
    /// [−tolerance, 1 + tolerance]. Unbounded spaces (XYZ, Lab, LCh, OKLab, OKLCh) contain every
    /// colour. The tolerance absorbs the rounding of conversions (≈ 1e-15 per component).
    /// - Complexity: O(1).
    public func isInGamut(_ space: ColorSpace, tolerance: Double = 0) -> Bool {
        guard let bounded = space.gamut else { return true }
        let c = converted(to: bounded).components
        return c.min() >= -tolerance && c.max() <= 1 + tolerance
    }

    /// The colour converted to `target` and brought into its gamut by `gamut`.
    ///
    /// For an unbounded `target` the colour is only converted. Otherwise ``GamutMapping/clip``
    /// clamps the components of the gamut's RGB space to [0, 1] and ``GamutMapping/oklchChroma``
    /// runs CSS Color 4 §13.2 (see ``GamutMapping``). Alpha is kept. A result of
    /// ``GamutMapping/clip`` or ``GamutMapping/oklchChroma`` is in gamut to rounding
    /// (``isInGamut(_:tolerance:)`` with tolerance 1e-12 holds after conversion round trips).
    /// - Complexity: O(1); `oklchChroma` takes at most ⌈log₂(C/0.0001)⌉ ≤ 13 bisection steps for
    ///   chroma C ≤ 0.5 (each a few conversions).
    public func mapped(to target: ColorSpace, gamut: GamutMapping) -> Color {
        guard let bounded = target.gamut, gamut != .none else { return converted(to: target) }
        switch gamut {
        case .none:
            return converted(to: target)
        case .clip:
            return Color.clipped(self, to: bounded).converted(to: target)
        case .oklchChroma:
            return Color.cssGamutMap(self, to: bounded).converted(to: target).legacy(isLegacy)
        }
    }

    /// The colour converted to the bounded RGB space and clamped to [0, 1].
    static func clipped(_ color: Color, to bounded: ColorSpace) -> Color {
        let c = color.converted(to: bounded)
        let v = c.components
        let clamped = SIMD3(min(max(v.x, 0), 1), min(max(v.y, 0), 1), min(max(v.z, 0), 1))
        return Color(unchecked: bounded, clamped, alpha: c.alpha, missing: c.missing.intersection(.alpha), legacy: color.isLegacy)
    }

    /// CSS Color 4 §13.2, "to CSS gamut map a color", into a bounded RGB space.
    static func cssGamutMap(_ origin: Color, to destination: ColorSpace) -> Color {
        let jnd = 0.02, epsilon = 0.0001
        // 2. origin in OKLCh (a missing component counts as 0).
        let o = origin.converted(to: .oklch)
        let alphaMissing = o.missing.intersection(.alpha)
        // 3–4. Lightness at or beyond the ends: white or black.
        if o.components.x >= 1 {
            return Color(unchecked: .oklab, SIMD3(1, 0, 0), alpha: o.alpha, missing: alphaMissing).converted(to: destination)
        }
        if o.components.x <= 0 {
            return Color(unchecked: .oklab, SIMD3(0, 0, 0), alpha: o.alpha, missing: alphaMissing).converted(to: destination)
        }
        // 5–6. Already in gamut: convert.
        if origin.isInGamut(destination) { return origin.converted(to: destination) }
        func withChroma(_ chroma: Double) -> Color {
            Color(unchecked: .oklch, SIMD3(o.components.x, chroma, o.components.z), alpha: o.alpha, missing: alphaMissing)
        }
        // 11–14. The clipped origin, if it is close enough.
        var current = withChroma(o.components.y)
        var clipped = Color.clipped(current, to: destination)
        if clipped.deltaEOK(current) < jnd { return clipped }
        // 15–18. Bisection on chroma.
        var minimum = 0.0, maximum = o.components.y
        var minimumInGamut = true
        while maximum - minimum > epsilon {
            let chroma = (minimum + maximum) / 2
            current = withChroma(chroma)
            if minimumInGamut && current.isInGamut(destination) {
                minimum = chroma
                continue
            }
            clipped = Color.clipped(current, to: destination)
            let e = clipped.deltaEOK(current)
            if e < jnd {
                if jnd - e < epsilon { return clipped }
                minimumInGamut = false
                minimum = chroma
            } else {
                maximum = chroma
            }
        }
        // 19. The last clipped colour.
        return clipped
    }
}
