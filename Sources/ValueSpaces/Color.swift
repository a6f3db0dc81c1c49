// Colours: three components in a named colour space plus an alpha, as CSS Color 4 defines them.
//
// Goals, in order: (1) the conversions and interpolation CSS Color 4 specifies, with its matrices
// (so results agree with browsers and the web-platform-tests); (2) every public value valid
// (finite components, alpha in [0, 1]) and every failure a typed `ValueSpaceError`;
// (3) missing components (CSS `none`) kept through parsing, conversion and interpolation.
// Component scales are CSS's own: sRGB-family and XYZ components 0…1 (in gamut), Lab L 0…100,
// OKLab L 0…1, hues in degrees, HSL saturation/lightness and HWB whiteness/blackness 0…100.
// Reference: CSS Color Module Level 4, W3C Candidate Recommendation (§§ 4, 9–13, 17).

import MotionMath

/// A colour space of CSS Color 4 (the `<colorspace-params>` and `<interpolation-method>` names).
///
/// Component order and scales (in-gamut ranges for the RGB spaces):
/// - ``srgb`` (gamma-encoded), ``srgbLinear``, ``displayP3``, ``displayP3Linear``, ``a98RGB``,
///   ``prophotoRGB``, ``rec2020``: r, g, b in 0…1;
/// - ``xyzD65``, ``xyzD50``: X, Y, Z with Y = 1 for the white;
/// - ``lab``: L 0…100, a, b (about ±125); ``lch``: L, C ≥ 0, H in degrees;
/// - ``oklab``: L 0…1, a, b (about ±0.4); ``oklch``: L, C ≥ 0, H in degrees;
/// - ``hsl``: H in degrees, S and L 0…100; ``hwb``: H in degrees, W and B 0…100.
public enum ColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
    /// sRGB, gamma-encoded (IEC 61966-2-1 transfer function, D65 white): r, g, b in 0…1.
    case srgb
    /// sRGB primaries without the transfer function (linear light): r, g, b in 0…1.
    case srgbLinear = "srgb-linear"
    /// Display P3 (DCI-P3 primaries, D65 white, the sRGB transfer function): r, g, b in 0…1.
    case displayP3 = "display-p3"
    /// Display P3's primaries without the transfer function (linear light): r, g, b in 0…1.
    case displayP3Linear = "display-p3-linear"
    /// Adobe RGB (1998) (D65 white, a pure power transfer function of exponent 563/256):
    /// r, g, b in 0…1.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB, ROMM (D50 white, gamma 1.8 with a linear segment below 1/512 of linear
    /// light): r, g, b in 0…1.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020 primaries (D65 white) with BT.1886's display transfer function, a pure
    /// power of 2.4: r, g, b in 0…1.
    case rec2020
    /// CIE XYZ relative to the D65 white (Y = 1 for the white); CSS's `xyz` too.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ relative to the D50 white (Bradford-adapted from D65).
    case xyzD50 = "xyz-d50"
    /// CIE Lab (D50): L 0…100, a and b about ±125.
    case lab
    /// CIE LCh, the polar form of Lab: L, chroma C ≥ 0, hue H in degrees.
    case lch
    /// OKLab (Björn Ottosson, D65): L 0…1, a and b about ±0.4.
    case oklab
    /// OKLCh, the polar form of OKLab: L, chroma C ≥ 0, hue H in degrees.
    case oklch
    /// HSL over sRGB: hue H in degrees, saturation S and lightness L in 0…100.
    case hsl
    /// HWB over sRGB: hue H in degrees, whiteness W and blackness B in 0…100.
    case hwb

    /// The CSS name (`srgb-linear`, `oklch`, …), as `color()` and `color-mix(in …)` spell it.
    public var cssName: String { rawValue }

    /// The index of the hue component in the cylindrical spaces (2 for LCh and OKLCh, 0 for HSL
    /// and HWB), nil in the rectangular ones.
    package var hueIndex: Int? {
        switch self {
        case .lch, .oklch: 2
        case .hsl, .hwb: 0
        default: nil
        }
    }

    /// Whether the space has a hue (cylindrical polar: LCh, OKLCh, HSL, HWB).
    package var isPolar: Bool { hueIndex != nil }

    /// The RGB space whose unit cube is this space's gamut (sRGB for ``srgb``, ``hsl`` and
    /// ``hwb``), or nil for the unbounded spaces (XYZ, Lab, LCh, OKLab, OKLCh).
    package var gamut: ColorSpace? {
        switch self {
        case .srgb, .hsl, .hwb: .srgb
        case .srgbLinear: .srgbLinear
        case .displayP3, .displayP3Linear: .displayP3
        case .a98RGB: .a98RGB
        case .prophotoRGB: .prophotoRGB
        case .rec2020: .rec2020
        default: nil
        }
    }

    /// The space named `name` (a `color-mix(in …)` / `color()` name; `xyz` is `xyz-d65`), or nil.
    public init?(cssName name: String) {
        if name == "xyz" { self = .xyzD65; return }
        self.init(rawValue: name)
    }
}

/// Which channels of a colour are missing (CSS `none`): components 0, 1, 2 and alpha.
///
/// A missing channel is stored as 0 (its value whenever the colour is converted or displayed);
/// in interpolation it takes the other colour's value (CSS Color 4 §12.2).
public struct ColorChannels: OptionSet, Sendable, Hashable {
    /// Bits 0, 1, 2: components 0, 1, 2; bit 3: alpha.
    public let rawValue: UInt8
    /// The channels of the bits of `rawValue` (see ``rawValue``).
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The first component (r, X, L, or the hue of HSL and HWB).
    public static let first = ColorChannels(rawValue: 1)
    /// The second component.
    public static let second = ColorChannels(rawValue: 2)
    /// The third component (b, Z, or the hue of LCh and OKLCh).
    public static let third = ColorChannels(rawValue: 4)
    /// The alpha.
    public static let alpha = ColorChannels(rawValue: 8)
    /// The component with index 0, 1 or 2 (other indices: no channel).
    package static func component(_ index: Int) -> ColorChannels {
        (0..<3).contains(index) ? ColorChannels(rawValue: 1 << UInt8(index)) : []
    }
}

/// A colour: three components in a ``ColorSpace`` and an alpha in [0, 1].
///
/// Always valid: the throwing initialiser rejects non-finite components and an alpha outside
/// [0, 1]. Components are not clamped to a gamut (an sRGB component may be 1.2; see
/// ``isInGamut(_:tolerance:)`` and ``mapped(to:gamut:)``). `==` compares space, components,
/// alpha and missing channels exactly (not ``isLegacy``, which is how the colour is written);
/// compare colours of different spaces after ``converted(to:)``, and visually with
/// ``deltaEOK(_:)``.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The space of ``components``.
    public let space: ColorSpace
    /// The three components in the scales of ``space`` (a missing one is 0).
    public let components: SIMD3<Double>
    /// The opacity, 0 (transparent) to 1 (opaque); 0 when missing.
    public let alpha: Double
    /// The channels given as `none`.
    public let missing: ColorChannels
    /// Whether the colour is written in CSS's legacy sRGB syntax, which browsers serialise as
    /// `rgb()`/`rgba()` (CSS Color 4 §15): a named colour, `transparent`, hex, `rgb()`/`rgba()`,
    /// `hsl()`/`hsla()`, `hwb()`, ``init(red:green:blue:alpha:)``, an ``ColorSpace/hsl`` or
    /// ``ColorSpace/hwb`` colour, their conversions within sRGB, HSL and HWB, and a mix of two
    /// legacy colours along an animation. Not legacy, so serialised as `color(srgb …)`: an sRGB
    /// colour given as `color(srgb …)` or to ``init(_:_:_:_:alpha:missing:)``, a relative colour,
    /// and `color-mix()`. Always false outside sRGB, HSL and HWB; not part of `==`.
    public let isLegacy: Bool

    /// Components assumed finite and alpha in [0, 1] (internal).
    @usableFromInline
    init(unchecked space: ColorSpace, _ components: SIMD3<Double>, alpha: Double, missing: ColorChannels = [], legacy: Bool = false) {
        self.space = space
        var c = components
        for i in 0..<3 where missing.contains(.component(i)) { c[i] = 0 }
        self.components = c + .zero  // + 0: −0 becomes +0, so equal colours hash equally
        self.alpha = missing.contains(.alpha) ? 0 : alpha + 0
        self.missing = missing
        self.isLegacy = legacy && space.isSRGBFamily
    }

    /// The same colour, written in the legacy syntax or not (see ``isLegacy``).
    func legacy(_ flag: Bool) -> Color {
        Color(unchecked: space, components, alpha: alpha, missing: missing, legacy: flag)
    }

    /// Equal space, components, alpha and missing channels (``isLegacy`` aside).
    public static func == (a: Color, b: Color) -> Bool {
        a.space == b.space && a.components == b.components && a.alpha == b.alpha && a.missing == b.missing
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(components)
        hasher.combine(alpha)
        hasher.combine(missing)
    }

    /// The colour with components `(c0, c1, c2)` in `space` and opacity `alpha`.
    /// - Parameters:
    ///   - space: the colour space of the components.
    ///   - c0: the first component (r, X, L, or the hue of HSL and HWB), in the space's scale.
    ///   - c1: the second component.
    ///   - c2: the third component (b, Z, or the hue of LCh and OKLCh).
    ///   - alpha: the opacity in [0, 1].
    ///   - missing: channels to mark as missing (CSS `none`); their values are ignored.
    /// - Throws: `ValueSpaceError.nonFinite(_:)` for a NaN or infinite component or alpha
    ///   (unless it is marked missing), `ValueSpaceError.invalidValue(_:)` for an alpha outside
    ///   [0, 1].
    public init(_ space: ColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, alpha: Double = 1,
                missing: ColorChannels = []) throws(ValueSpaceError) {
        let values = [c0, c1, c2]
        for i in 0..<3 where !missing.contains(.component(i)) && !values[i].isFinite {
            throw .nonFinite("\(space.cssName) component \(i) is \(values[i])")
        }
        if !missing.contains(.alpha) {
            guard alpha.isFinite else { throw .nonFinite("alpha is \(alpha)") }
            guard alpha >= 0 && alpha <= 1 else { throw .invalidValue("alpha \(alpha) is outside [0, 1]") }
        }
        self.init(unchecked: space, SIMD3(c0, c1, c2), alpha: alpha, missing: missing, legacy: space == .hsl || space == .hwb)
    }

    /// An sRGB colour from 8-bit channels (0…255 each; alpha 0…1), legacy like `rgb()`.
    /// - Throws: as ``init(_:_:_:_:alpha:missing:)``.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) throws(ValueSpaceError) {
        self = try Color(.srgb, Double(red) / 255, Double(green) / 255, Double(blue) / 255, alpha: alpha).legacy(true)
    }

    /// The same colour with another alpha.
    /// - Throws: as ``init(_:_:_:_:alpha:missing:)``.
    public func with(alpha newAlpha: Double) throws(ValueSpaceError) -> Color {
        try Color(space, components.x, components.y, components.z, alpha: newAlpha,
                  missing: missing.subtracting(.alpha)).legacy(isLegacy)
    }

    /// Whether the colour has a missing channel.
    package var hasMissingChannels: Bool { !missing.isEmpty }

    /// The CSS text of the colour (``cssText``).
    public var description: String { cssText }
}

extension Color {
    /// Opaque black, `rgb(0, 0, 0)`.
    public static let black = Color(unchecked: .srgb, SIMD3(0, 0, 0), alpha: 1, legacy: true)
    /// Opaque white, `rgb(255, 255, 255)`.
    public static let white = Color(unchecked: .srgb, SIMD3(1, 1, 1), alpha: 1, legacy: true)
    /// CSS `transparent`: `rgba(0, 0, 0, 0)`.
    public static let transparent = Color(unchecked: .srgb, SIMD3(0, 0, 0), alpha: 0, legacy: true)
}

// MARK: - Coding

/// A colour encodes as its space's CSS name, its three components and its alpha, with `null`
/// for a missing channel (the tables' JSON convention):
/// `{"space": "oklch", "components": [0.7, 0.1, null], "alpha": 1}`, and for an sRGB, HSL or
/// HWB colour whether it is written in the legacy syntax, `"legacy": true` (``isLegacy``). Decoding checks the values as
/// ``init(_:_:_:_:alpha:missing:)`` does; a missing `alpha` key means opaque, a missing
/// `legacy` key that initialiser's default.
extension Color: Codable {
    enum CodingKeys: String, CodingKey { case space, components, alpha, legacy }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(space, forKey: .space)
        let values: [Double?] = (0..<3).map { missing.contains(.component($0)) ? nil : components[$0] }
        try container.encode(values, forKey: .components)
        try container.encode(missing.contains(.alpha) ? nil : alpha, forKey: .alpha)
        if space.isSRGBFamily { try container.encode(isLegacy, forKey: .legacy) }
    }

    /// - Throws: `DecodingError.dataCorrupted` for an unknown space, a component count other than
    ///   3, or the `ValueSpaceError` of a non-finite component or an alpha outside [0, 1].
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let space = try container.decode(ColorSpace.self, forKey: .space)
        let values = try container.decode([Double?].self, forKey: .components)
        guard values.count == 3 else {
            throw DecodingError.dataCorruptedError(forKey: .components, in: container, debugDescription: "a colour has 3 components, got \(values.count)")
        }
        var missing: ColorChannels = []
        for i in 0..<3 where values[i] == nil { missing.insert(.component(i)) }
        var alpha = 1.0
        if container.contains(.alpha) {
            if let value = try container.decode(Double?.self, forKey: .alpha) { alpha = value } else { missing.insert(.alpha) }
        }
        do {
            try self.init(space, values[0] ?? 0, values[1] ?? 0, values[2] ?? 0, alpha: alpha, missing: missing)
        } catch {
            throw DecodingError.rejected(error, by: decoder)
        }
        if let legacy = try container.decodeIfPresent(Bool.self, forKey: .legacy) { self = self.legacy(legacy) }
    }
}
