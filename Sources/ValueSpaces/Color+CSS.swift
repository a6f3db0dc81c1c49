// CSS colour text: parsing `<color>` (CSS Color 4 §§ 4–10; `color-mix()` and relative colours of
// CSS Color 5; calc() and the math functions of CSS Values 4) and serialising (CSS Color 4 §15).
//
// A small tokenizer (numbers with exponent, percentages, dimensions, identifiers, functions,
// hashes, commas, slashes) and a recursive-descent parser over its tokens. Every failure is a
// `ValueSpaceError.syntax(_:)` naming what was expected and the character offset; nothing traps.
// Parse-time clamping as CSS specifies: all alphas to [0, 1]; rgb() channels to [0, 255]; HSL
// saturation, LCh/OKLCh chroma ≥ 0; Lab/LCh L to [0, 100], OKLab/OKLCh L to [0, 1]; hues reduced
// to [0, 360) (their computed value).
// A relative colour's channel keywords are numbers in the function's scale, nil where the origin
// has a missing component (the keyword alone stays `none`, 0 inside a calculation); calc() is a
// small typed evaluator over the same tokens (numbers, percentages, angles). Not supported:
// `currentcolor`, system colours, var() and light-dark() (they need a document)
// (`ValueSpaceError.unsupported(_:)`).

import MotionMath
import RealModule

// MARK: - Tokens

private enum CSSToken: Equatable {
    case ident(String)
    case function(String)
    case number(Double)
    case percentage(Double)
    case dimension(Double, String)
    case hash(String)
    case comma, slash, close
    /// A bare `(` (grouping inside calc()).
    case open
    /// `+`, `-` or `*` standing alone (calc()'s operators; `/` is ``slash``).
    case delim(Character)
}

private struct CSSTokenizer {
    static func tokenize(_ text: String) throws(ValueSpaceError) -> [(CSSToken, Int)] {
        let chars = Array(text.unicodeScalars)
        var tokens: [(CSSToken, Int)] = []
        var i = 0
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" || c.value > 0x7F }
        func isName(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || c == "-" || ("0"..."9").contains(c) }
        func isDigit(_ at: Int) -> Bool { at < chars.count && ("0"..."9").contains(chars[at]) }
        func isSpace(_ at: Int) -> Bool {
            at >= 0 && at < chars.count && [" ", "\t", "\n", "\r", "\u{0C}"].contains(chars[at])
        }
        // A backslash that starts an escape: not before a newline or the end (CSS Syntax 3 §4.3.8).
        func isEscape(_ at: Int) -> Bool {
            at + 1 < chars.count && chars[at] == "\\" && !["\n", "\r", "\u{0C}"].contains(chars[at + 1])
        }
        // CSS Syntax 3 §4.3.9: a name starts here ("-" only before a name start, another "-" or
        // an escape).
        func startsName(_ at: Int) -> Bool {
            guard at < chars.count else { return false }
            if chars[at] == "-" {
                return at + 1 < chars.count && (isNameStart(chars[at + 1]) || chars[at + 1] == "-" || isEscape(at + 1))
            }
            return isNameStart(chars[at]) || isEscape(at)
        }
        // The code point of the escape at i (after its backslash), advancing i: up to six hex
        // digits and one whitespace after them, else the character itself (CSS Syntax 3 §4.3.7).
        func readEscape() -> Unicode.Scalar {
            i += 1
            func hexDigit(_ c: Unicode.Scalar) -> Int? {
                switch c {
                case "0"..."9": Int(c.value) - 48
                case "a"..."f": Int(c.value) - 87
                case "A"..."F": Int(c.value) - 55
                default: nil
                }
            }
            var hex = 0, digits = 0
            while digits < 6, i < chars.count, let d = hexDigit(chars[i]) { hex = hex * 16 + d; digits += 1; i += 1 }
            guard digits > 0 else { defer { i += 1 }; return chars[i] }
            if chars.indices.contains(i), chars[i] == "\r", i + 1 < chars.count, chars[i + 1] == "\n" { i += 2 } else if isSpace(i) { i += 1 }
            return hex == 0 || hex > 0x10FFFF ? "\u{FFFD}" : Unicode.Scalar(hex) ?? "\u{FFFD}"
        }
        // A name, ASCII-lowercased (CSS keywords match ASCII case-insensitively: the Kelvin sign
        // U+212A is not a "k").
        func readName() -> String {
            var s = String.UnicodeScalarView()
            while i < chars.count {
                if isEscape(i) { s.append(readEscape()); continue }
                guard isName(chars[i]) else { break }
                let c = chars[i]
                s.append(("A"..."Z").contains(c) ? Unicode.Scalar(c.value + 32)! : c)
                i += 1
            }
            return String(s)
        }
        // Skips the comments that start at i.
        func skipComments() {
            while i + 1 < chars.count, chars[i] == "/", chars[i + 1] == "*" {
                i += 2
                while i < chars.count, !(chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/") { i += 1 }
                i = min(i + 2, chars.count)  // an unterminated comment runs to the end
            }
        }
        var afterSpace = false
        while i < chars.count {
            skipComments()
            guard i < chars.count else { break }
            let c = chars[i], start = i
            if isSpace(i) { i += 1; afterSpace = true; continue }
            defer { afterSpace = false }
            if c == "," { tokens.append((.comma, start)); i += 1; continue }
            if c == "/" { tokens.append((.slash, start)); i += 1; continue }
            if c == ")" { tokens.append((.close, start)); i += 1; continue }
            if c == "(" { tokens.append((.open, start)); i += 1; continue }
            if c == "*" { tokens.append((.delim("*"), start)); i += 1; continue }
            if c == "#" {
                i += 1
                let name = readName()
                guard !name.isEmpty else { throw .syntax("expected hex digits after '#' at character \(start)") }
                tokens.append((.hash(name), start)); continue
            }
            let signed = (c == "+" || c == "-")
            let numberStart = signed ? i + 1 : i
            if isDigit(numberStart) || (numberStart < chars.count && chars[numberStart] == "." && isDigit(numberStart + 1)) {
                var j = numberStart
                while isDigit(j) { j += 1 }
                if j < chars.count, chars[j] == ".", isDigit(j + 1) { j += 1; while isDigit(j) { j += 1 } }
                if j < chars.count, chars[j] == "e" || chars[j] == "E" {
                    var k = j + 1
                    if k < chars.count, chars[k] == "+" || chars[k] == "-" { k += 1 }
                    if isDigit(k) { j = k; while isDigit(j) { j += 1 } }
                }
                let literal = String(String.UnicodeScalarView(chars[i..<j]))
                guard let value = Double(literal), value.isFinite else {
                    throw .syntax("number '\(excerpt(literal))' out of range at character \(start)")
                }
                i = j
                if i < chars.count, chars[i] == "%" { i += 1; tokens.append((.percentage(value), start)); continue }
                if startsName(i) {
                    tokens.append((.dimension(value, readName()), start)); continue
                }
                tokens.append((.number(value), start)); continue
            }
            // A sign that starts neither a number nor a name is an operator.
            if signed, !startsName(i) {
                // calc()'s + and − need whitespace on both sides (CSS Values 4 §10.1): `1+ 2`
                // and `1 -(2)` are invalid.
                i += 1
                skipComments()
                guard afterSpace && isSpace(i) else {
                    throw .syntax("'\(c)' needs whitespace on both sides at character \(start)")
                }
                tokens.append((.delim(Character(c)), start)); continue
            }
            if startsName(i) {
                let name = readName()
                if i < chars.count, chars[i] == "(" { i += 1; tokens.append((.function(name), start)) } else { tokens.append((.ident(name), start)) }
                continue
            }
            throw .syntax("unexpected character '\(c)' at character \(start)")
        }
        return tokens
    }
}

// MARK: - Parser

private struct CSSColorParser {
    let tokens: [(CSSToken, Int)]
    let length: Int
    var position = 0

    enum Component { case number(Double), percentage(Double), angle(Double), none }

    /// The channel keywords of the relative colour being parsed (`r`, `g`, `b`, `alpha`, …, each
    /// the origin colour's component as a number in the function's own scale, nil where the
    /// origin's component is missing), nil outside one.
    var channels: [String: Double?]?
    /// How deeply functions and parentheses are nested here (colour functions, color-mix(), relative
    /// origins, calc() and its groups): past ``maximumNesting`` the text is refused rather than
    /// recursed into, so that no input can exhaust the stack.
    var nesting = 0
    static let maximumNesting = 64

    mutating func enter(_ at: String) throws(ValueSpaceError) {
        nesting += 1
        guard nesting <= Self.maximumNesting else { throw .syntax("functions nested more than \(Self.maximumNesting) deep at \(at)") }
    }

    var atEnd: Bool { position >= tokens.count }
    var here: String { atEnd ? "the end (character \(length))" : "character \(tokens[position].1)" }

    mutating func next() -> CSSToken? {
        guard position < tokens.count else { return nil }
        defer { position += 1 }
        return tokens[position].0
    }

    func peek() -> CSSToken? { position < tokens.count ? tokens[position].0 : nil }

    mutating func parseColor() throws(ValueSpaceError) -> Color {
        let at = here
        guard let token = next() else { throw .syntax("expected a colour at \(at)") }
        switch token {
        case .ident(let name):
            if name == "transparent" { return .transparent }
            if name == "currentcolor" { throw .unsupported("currentcolor needs an element's color property") }
            if systemColors.contains(name) { throw .unsupported("the system colour '\(name)' needs the user agent's palette") }
            guard let rgb = namedColors[name] else { throw .syntax("unknown colour name '\(name)' at \(at)") }
            return Color(unchecked: .srgb, SIMD3(Double(rgb >> 16), Double((rgb >> 8) & 0xFF), Double(rgb & 0xFF)) / 255, alpha: 1, legacy: true)
        case .hash(let digits):
            return try hexColor(digits, at: at)
        case .function(let name):
            if name == "var" { throw .unsupported("var() needs the element's custom properties (at \(at))") }
            if name == "light-dark" { throw .unsupported("light-dark() needs the element's used color-scheme (at \(at))") }
            try enter(at)
            defer { nesting -= 1 }
            return try functionColor(name, at: at)
        default:
            throw .syntax("expected a colour at \(at)")
        }
    }

    func hexColor(_ digits: String, at: String) throws(ValueSpaceError) -> Color {
        let values = digits.compactMap { $0.hexDigitValue }
        guard values.count == digits.count, [3, 4, 6, 8].contains(values.count) else {
            throw .syntax("'#\(digits)' at \(at) is not 3, 4, 6 or 8 hex digits")
        }
        var channels: [Double]
        if values.count <= 4 {
            channels = values.map { Double($0 * 17) / 255 }
        } else {
            channels = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
        }
        if channels.count == 3 { channels.append(1) }
        return Color(unchecked: .srgb, SIMD3(channels[0], channels[1], channels[2]), alpha: channels[3], legacy: true)
    }

    /// The arguments of a simple colour function up to its ')': the values, the alpha (if any),
    /// and whether the legacy comma syntax was used.
    mutating func arguments(of name: String, allowsLegacy: Bool) throws(ValueSpaceError) -> (values: [Component], alpha: Component?, legacy: Bool) {
        var values: [Component] = []
        var alpha: Component?
        var sawComma = false, sawSlash = false, expectValue = true
        while true {
            let at = here
            guard let token = next() else { throw .syntax("\(name)(): missing ')' at \(at)") }
            switch token {
            case .close:
                if sawComma && expectValue { throw .syntax("\(name)(): a value is missing before ')' at \(at)") }
                if sawSlash && alpha == nil { throw .syntax("\(name)(): an alpha is missing after '/' before \(at)") }
                if sawComma {  // legacy: the fourth value is the alpha
                    if values.count == 4 { alpha = values.removeLast() }
                }
                return (values, alpha, sawComma)
            case .comma:
                guard allowsLegacy, channels == nil else { throw .syntax("\(name)(): commas are not allowed (at \(at))") }
                guard !sawSlash, !values.isEmpty, !expectValue else { throw .syntax("\(name)(): unexpected ',' at \(at)") }
                if !sawComma && values.count != 1 { throw .syntax("\(name)(): mixed commas and spaces at \(at)") }
                sawComma = true; expectValue = true
            case .slash:
                guard !sawComma, !sawSlash, values.count == 3 else { throw .syntax("\(name)(): unexpected '/' at \(at)") }
                sawSlash = true
            default:
                let component: Component
                switch token {
                case .function(let function) where function == "calc" || Self.mathFunctions.contains(function):
                    component = try calcComponent(function, in: name, at: at)
                case .function(let inner):
                    throw .unsupported("\(inner)() inside \(name)() (at \(at))")
                case .ident(let keyword) where keyword != "none":
                    // A channel keyword; the origin's missing component stays missing.
                    guard let value = channels?[keyword] else {
                        throw .syntax("\(name)(): unknown keyword '\(excerpt(keyword))' at \(at)\(channels.map { "; this relative colour has \($0.keys.sorted().joined(separator: ", "))" } ?? "")")
                    }
                    component = value.map(Component.number) ?? .none
                case .number(let v): component = .number(v)
                case .percentage(let v): component = .percentage(v)
                case .ident("none"): component = .none
                case .dimension(let v, let unit):
                    switch unit {
                    case "deg": component = .angle(v)
                    case "rad": component = .angle(v * 180 / .pi)
                    case "grad": component = .angle(v * 0.9)
                    case "turn": component = .angle(v * 360)
                    default: throw .syntax("\(name)(): unknown unit '\(unit)' at \(at)")
                    }
                default: throw .syntax("\(name)(): unexpected token at \(at)")
                }
                if sawSlash {
                    guard alpha == nil else { throw .syntax("\(name)(): more than one alpha at \(at)") }
                    alpha = component
                } else {
                    if sawComma && !expectValue { throw .syntax("\(name)(): expected ',' at \(at)") }
                    guard values.count < (sawComma ? 4 : 3) else { throw .syntax("\(name)(): too many values at \(at)") }
                    values.append(component)
                }
                expectValue = false
            }
        }
    }

    mutating func functionColor(_ name: String, at: String) throws(ValueSpaceError) -> Color {
        if peek() == .ident("from"), name != "color", name != "color-mix" {
            return try relativeColor(name, at: at)
        }
        switch name {
        case "rgb", "rgba", "hsl", "hsla":
            let args = try arguments(of: name, allowsLegacy: true)
            guard args.values.count == 3 else { throw .syntax("\(name)() at \(at) needs 3 values (and an optional alpha)") }
            if args.legacy, args.values.contains(where: { if case .none = $0 { true } else { false } }) || args.alpha.map({ if case .none = $0 { true } else { false } }) == true {
                throw .syntax("\(name)() at \(at): 'none' is not allowed in the comma syntax")
            }
            let alpha = try alphaValue(args.alpha, name, at: at)
            var missing: ColorChannels = alpha.missing ? .alpha : []
            var c = SIMD3<Double>()
            if name.hasPrefix("rgb") {
                if args.legacy {
                    let percentages = args.values.filter { if case .percentage = $0 { true } else { false } }.count
                    guard percentages == 0 || percentages == 3 else { throw .syntax("rgb() at \(at): the comma syntax takes all numbers or all percentages") }
                }
                // A relative colour's channels are not clamped (its round trips are lossless).
                let clamp: (Double) -> Double = channels == nil ? { min(max($0, 0), 1) } : { Self.finite($0) }
                for i in 0..<3 {
                    switch args.values[i] {
                    case .number(let v): c[i] = clamp(v / 255)
                    case .percentage(let v): c[i] = clamp(v / 100)
                    case .none: missing.insert(.component(i))
                    case .angle: throw .syntax("rgb() at \(at): an angle is not a channel value")
                    }
                }
                return Color(unchecked: .srgb, c, alpha: alpha.value, missing: missing, legacy: channels == nil)
            }
            c.x = try hueValue(args.values[0], name, at: at, missing: &missing, index: 0)
            for i in 1..<3 {
                switch args.values[i] {
                case .percentage(let v): c[i] = Self.finite(v)
                case .number(let v):
                    if args.legacy { throw .syntax("hsl() at \(at): the comma syntax takes percentages for saturation and lightness") }
                    c[i] = Self.finite(v)
                case .none: missing.insert(.component(i))
                case .angle: throw .syntax("hsl() at \(at): an angle is not a percentage")
                }
            }
            c.y = max(c.y, 0)
            return Color(unchecked: .hsl, c, alpha: alpha.value, missing: missing, legacy: channels == nil)
        case "hwb":
            return try cylindrical(name, .hwb, at: at, scales: [100, 100], clamps: [nil, nil])
        case "lab":
            return try rectangular(name, .lab, at: at, scales: [100, 125, 125], lightnessMax: 100)
        case "oklab":
            return try rectangular(name, .oklab, at: at, scales: [1, 0.4, 0.4], lightnessMax: 1)
        case "lch":
            return try cylindrical(name, .lch, at: at, scales: [100, 150], clamps: [100, nil])
        case "oklch":
            return try cylindrical(name, .oklch, at: at, scales: [1, 0.4], clamps: [1, nil])
        case "color":
            return try colorFunction(at: at)
        case "color-mix":
            return try colorMix(at: at)
        default:
            throw .syntax("unknown colour function '\(name)()' at \(at)")
        }
    }

    func alphaValue(_ component: Component?, _ name: String, at: String) throws(ValueSpaceError) -> (value: Double, missing: Bool) {
        switch component {
        case nil:  // a relative colour keeps its origin's alpha, missing or not
            guard let origin = channels?["alpha"] else { return (1, false) }
            return origin.map { ($0, false) } ?? (0, true)
        case .number(let v)?: return (min(max(v, 0), 1), false)
        case .percentage(let v)?: return (min(max(v / 100, 0), 1), false)
        case .none?: return (0, true)
        case .angle?: throw .syntax("\(name)() at \(at): an angle is not an alpha")
        }
    }

    func hueValue(_ component: Component, _ name: String, at: String, missing: inout ColorChannels, index: Int) throws(ValueSpaceError) -> Double {
        switch component {
        case .number(let v), .angle(let v):
            // Computed value: [0, 360); an infinite hue (calc(infinity), 1e307rad) is 0.
            return v.isFinite ? AngleSpace<Double>(unit: .degrees).normalized(v) : 0
        case .none: missing.insert(.component(index)); return 0
        case .percentage: throw .syntax("\(name)() at \(at): a hue cannot be a percentage")
        }
    }

    /// A number, or a percentage of `scale` (100% = scale); none → missing.
    func scaled(_ component: Component, scale: Double, _ name: String, at: String, missing: inout ColorChannels, index: Int) throws(ValueSpaceError) -> Double {
        switch component {
        case .number(let v): return Self.finite(v)
        case .percentage(let v): return Self.finite(v / 100 * scale)
        case .none: missing.insert(.component(index)); return 0
        case .angle: throw .syntax("\(name)() at \(at): an angle where a number or percentage belongs")
        }
    }

    mutating func rectangular(_ name: String, _ space: ColorSpace, at: String, scales: [Double], lightnessMax: Double) throws(ValueSpaceError) -> Color {
        let args = try arguments(of: name, allowsLegacy: false)
        guard args.values.count == 3 else { throw .syntax("\(name)() at \(at) needs 3 values (and an optional alpha)") }
        let alpha = try alphaValue(args.alpha, name, at: at)
        var missing: ColorChannels = alpha.missing ? .alpha : []
        var c = SIMD3<Double>()
        for i in 0..<3 { c[i] = try scaled(args.values[i], scale: scales[i], name, at: at, missing: &missing, index: i) }
        c.x = min(max(c.x, 0), lightnessMax)
        return Color(unchecked: space, c, alpha: alpha.value, missing: missing)
    }

    /// lch()/oklch() (L C H) and hwb() (H W B): `scales` and `clamps` for the two non-hue values.
    mutating func cylindrical(_ name: String, _ space: ColorSpace, at: String, scales: [Double], clamps: [Double?]) throws(ValueSpaceError) -> Color {
        let args = try arguments(of: name, allowsLegacy: false)
        guard args.values.count == 3 else { throw .syntax("\(name)() at \(at) needs 3 values (and an optional alpha)") }
        let alpha = try alphaValue(args.alpha, name, at: at)
        var missing: ColorChannels = alpha.missing ? .alpha : []
        var c = SIMD3<Double>()
        let h = space.hueIndex ?? 0
        let others = (0..<3).filter { $0 != h }
        c[h] = try hueValue(args.values[h], name, at: at, missing: &missing, index: h)
        for (k, i) in others.enumerated() {
            c[i] = try scaled(args.values[i], scale: scales[k], name, at: at, missing: &missing, index: i)
        }
        if space == .lch || space == .oklch {
            c.x = min(max(c.x, 0), clamps[0] ?? .infinity)
            c.y = max(c.y, 0)
        }
        return Color(unchecked: space, c, alpha: alpha.value, missing: missing, legacy: channels == nil)  // hwb() is legacy syntax
    }

    mutating func colorFunction(at: String) throws(ValueSpaceError) -> Color {
        var origin: Color?
        if peek() == .ident("from") {
            _ = next()
            origin = try parseColor()
        }
        let spaceAt = here
        guard case .ident(let spaceName)? = next() else { throw .syntax("color() at \(at): expected a colour space name at \(spaceAt)") }
        let space: ColorSpace
        switch spaceName {
        case "srgb", "srgb-linear", "display-p3", "display-p3-linear", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d65", "xyz-d50":
            space = ColorSpace(cssName: spaceName)!
        default:
            throw .syntax("color() at \(at): unknown colour space '\(spaceName)' at \(spaceAt)")
        }
        let saved = channels
        if let origin { channels = Self.channelKeywords(of: origin, in: space, function: "color") }
        defer { channels = saved }
        let args = try arguments(of: "color", allowsLegacy: false)
        guard args.values.count == 3 else { throw .syntax("color() at \(at) needs 3 values (and an optional alpha)") }
        let alpha = try alphaValue(args.alpha, "color", at: at)
        var missing: ColorChannels = alpha.missing ? .alpha : []
        var c = SIMD3<Double>()
        for i in 0..<3 { c[i] = try scaled(args.values[i], scale: 1, "color", at: at, missing: &missing, index: i) }
        return Color(unchecked: space, c, alpha: alpha.value, missing: missing)
    }

    // MARK: Relative colours and calc() (CSS Color 5 §4, CSS Values 4 §10)

    /// `rgb(from <color> …)`, `hsl(from …)`, `hwb(from …)`, `lab(from …)`, `lch(from …)`,
    /// `oklab(from …)`, `oklch(from …)`: the origin colour converted to the function's space, its
    /// components available as channel keywords, then the function read as usual (modern syntax
    /// only).
    mutating func relativeColor(_ name: String, at: String) throws(ValueSpaceError) -> Color {
        _ = next()  // from
        let origin = try parseColor()
        guard peek() != .ident("from") else { throw .syntax("\(name)() at \(at): a relative colour has one origin (a second 'from' at \(here))") }
        let space: ColorSpace
        switch name {
        case "rgb", "rgba": space = .srgb
        case "hsl", "hsla": space = .hsl
        case "hwb": space = .hwb
        case "lab": space = .lab
        case "lch": space = .lch
        case "oklab": space = .oklab
        case "oklch": space = .oklch
        default: throw .syntax("\(name)() at \(at) takes no relative colour")
        }
        let saved = channels
        channels = Self.channelKeywords(of: origin, in: space, function: name)
        defer { channels = saved }
        return try functionColor(name, at: at)
    }

    /// The channel keywords of `origin` in `space` as CSS Color 5 names them for `function`:
    /// rgb()'s r, g, b in 0…255; hsl()'s h, s, l and hwb()'s h, w, b as numbers (degrees, 0…100);
    /// lab/lch/oklab/oklch's l, a, b or l, c, h in their own scales; color()'s r, g, b or x, y, z;
    /// and `alpha` in 0…1. A component missing after the conversion (given as `none`, carried to
    /// its analogue, or a powerless hue) is nil: the keyword alone is `none`, and 0 in calc().
    static func channelKeywords(of origin: Color, in space: ColorSpace, function: String) -> [String: Double?] {
        let c = origin.converted(to: space)
        func value(_ i: Int) -> Double? { c.missing.contains(.component(i)) ? nil : c.components[i] }
        let names: [String]
        var scale = 1.0
        switch space {
        case .srgb where function != "color": (names, scale) = (["r", "g", "b"], 255)
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020: names = ["r", "g", "b"]
        case .xyzD65, .xyzD50: names = ["x", "y", "z"]
        case .lab, .oklab: names = ["l", "a", "b"]
        case .lch, .oklch: names = ["l", "c", "h"]
        case .hsl: names = ["h", "s", "l"]
        case .hwb: names = ["h", "w", "b"]
        }
        var keywords: [String: Double?] = [:]
        keywords.updateValue(c.missing.contains(.alpha) ? nil : c.alpha, forKey: "alpha")
        for (i, key) in names.enumerated() { keywords.updateValue(value(i).map { $0 * scale }, forKey: key) }
        return keywords
    }

    /// A typed calc() value: a number, a percentage or an angle (in degrees).
    struct CalcValue {
        enum Kind: String { case number, percentage, angle }
        var value: Double
        var kind: Kind
    }

    /// The math functions of CSS Values 4 that a colour channel takes besides calc().
    static let mathFunctions: Set<String> = [
        "min", "max", "clamp", "abs", "sign", "mod", "rem", "hypot", "sin", "cos", "tan", "asin", "acos", "atan",
        "atan2", "pow", "sqrt", "exp", "log",
    ]

    /// A channel value made finite: NaN is 0 and ±infinity the largest finite magnitude (CSS
    /// clamps a top-level infinity to the largest value the channel can hold).
    static func finite(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -.greatestFiniteMagnitude), .greatestFiniteMagnitude) }

    /// xʸ as CSS's pow() gives it (IEEE pow): 1 for y = 0, a negative base only with an integer
    /// exponent (else NaN), 0 and infinity for a zero base.
    static func power(_ x: Double, _ y: Double) -> Double {
        if y == 0 { return 1 }
        if x == 0 { return y > 0 ? 0 : .infinity }
        if x > 0 { return Double.pow(x, y) }
        guard y == y.rounded() else { return .nan }
        let magnitude = Double.pow(-x, y)
        return y.truncatingRemainder(dividingBy: 2) == 0 ? magnitude : -magnitude
    }

    /// A math function (`calc(…)`, `clamp(…)`, …) after its function token, up to its ')', as a
    /// component of `function`, evaluated with CSS's types (a sum needs equal types, a product a
    /// number on one side, a quotient a number divisor or one of its own type); NaN becomes 0, as
    /// CSS censors a top-level calculation, and ±infinity is left to the channel.
    mutating func calcComponent(_ math: String, in function: String, at: String) throws(ValueSpaceError) -> Component {
        let result = try calcFunction(math, in: function)
        // NaN is 0; ±infinity stays, for the channel to take as its range says (a hue as 0,
        // anything else as the largest finite magnitude, then the channel's clamp).
        let v = result.value.isNaN ? 0 : result.value
        switch result.kind {
        case .number: return .number(v)
        case .percentage: return .percentage(v)
        case .angle: return .angle(v)
        }
    }

    /// The math function `math` after its function token, up to its ')': calc()'s sum, or the
    /// function of its comma-separated sums. Types as CSS Values 4 gives them: min, max, clamp,
    /// abs, mod, rem and hypot keep their arguments' (equal) type; sign takes any type and gives a
    /// number; pow, sqrt, exp and log take numbers and give a number; sin, cos and tan take a number of radians or an angle and
    /// give a number; asin, acos, atan and atan2 give an angle.
    mutating func calcFunction(_ math: String, in function: String) throws(ValueSpaceError) -> CalcValue {
        let at = here
        var arguments = [try calcSum(in: function)]
        while peek() == .comma {
            _ = next()
            arguments.append(try calcSum(in: function))
        }
        let closeAt = here
        guard next() == .close else { throw .syntax("\(math)() in \(function)(): expected ')' at \(closeAt)") }
        func fail(_ what: String) -> ValueSpaceError { .syntax("\(math)() in \(function)() at \(at): \(what)") }
        func count(_ range: ClosedRange<Int>) throws(ValueSpaceError) {
            guard range.contains(arguments.count) else { throw fail("takes \(range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound) or more") arguments, got \(arguments.count)") }
        }
        func sameKind() throws(ValueSpaceError) -> CalcValue.Kind {
            let kind = arguments[0].kind
            guard arguments.allSatisfy({ $0.kind == kind }) else { throw fail("its arguments must have one type") }
            return kind
        }
        func numbers() throws(ValueSpaceError) -> [Double] {
            guard arguments.allSatisfy({ $0.kind == .number }) else { throw fail("takes numbers") }
            return arguments.map(\.value)
        }
        /// An argument of a trigonometric function in radians.
        func radians(_ v: CalcValue) throws(ValueSpaceError) -> Double {
            switch v.kind {
            case .number: return v.value
            case .angle: return v.value * .pi / 180
            case .percentage: throw fail("takes a number or an angle")
            }
        }
        let degrees = 180 / Double.pi
        let v = arguments.map(\.value)
        switch math {
        case "calc":
            try count(1...1)
            return arguments[0]
        case "min", "max":
            try count(1...Int.max)
            let kind = try sameKind()
            if v.contains(where: \.isNaN) { return CalcValue(value: .nan, kind: kind) }
            return CalcValue(value: math == "min" ? v.min()! : v.max()!, kind: kind)
        case "clamp":
            try count(3...3)
            let kind = try sameKind()
            if v.contains(where: \.isNaN) { return CalcValue(value: .nan, kind: kind) }
            return CalcValue(value: max(v[0], min(v[1], v[2])), kind: kind)
        case "abs":
            try count(1...1)
            return CalcValue(value: abs(v[0]), kind: arguments[0].kind)
        case "sign":
            try count(1...1)
            return CalcValue(value: v[0] > 0 ? 1 : v[0] < 0 ? -1 : v[0], kind: .number)
        case "mod", "rem":
            try count(2...2)
            let kind = try sameKind()
            // mod takes the divisor's sign, rem the dividend's; an infinite divisor leaves a
            // dividend of its own sign (or any, for rem) and is NaN otherwise (CSS Values 4).
            if v[1].isInfinite && v[0].isFinite {
                return CalcValue(value: math == "rem" || v[0] == 0 || (v[0] > 0) == (v[1] > 0) ? v[0] : .nan, kind: kind)
            }
            let r = v[0].truncatingRemainder(dividingBy: v[1])
            return CalcValue(value: math == "mod" && r != 0 && (r < 0) != (v[1] < 0) ? r + v[1] : r, kind: kind)
        case "hypot":
            try count(1...Int.max)
            let kind = try sameKind()
            // Scaled by the largest magnitude, so that hypot(1e200, 1e200) does not overflow.
            let largest = v.map(abs).max()!
            guard largest.isFinite, largest > 0 else { return CalcValue(value: largest, kind: kind) }
            return CalcValue(value: largest * v.map { ($0 / largest) * ($0 / largest) }.reduce(0, +).squareRoot(), kind: kind)
        case "sin", "cos", "tan":
            try count(1...1)
            let x = try radians(arguments[0])
            return CalcValue(value: math == "sin" ? Double.sin(x) : math == "cos" ? Double.cos(x) : Double.tan(x), kind: .number)
        case "asin", "acos", "atan":
            try count(1...1)
            let x = try numbers()[0]
            return CalcValue(value: (math == "asin" ? Double.asin(x) : math == "acos" ? Double.acos(x) : Double.atan(x)) * degrees, kind: .angle)
        case "atan2":
            try count(2...2)
            _ = try sameKind()
            return CalcValue(value: Double.atan2(y: v[0], x: v[1]) * degrees, kind: .angle)
        case "pow":
            try count(2...2)
            let n = try numbers()
            return CalcValue(value: Self.power(n[0], n[1]), kind: .number)
        case "sqrt", "exp":
            try count(1...1)
            let x = try numbers()[0]
            return CalcValue(value: math == "sqrt" ? x.squareRoot() : Double.exp(x), kind: .number)
        case "log":
            try count(1...2)
            let n = try numbers()
            return CalcValue(value: n.count == 1 ? Double.log(n[0]) : Double.log(n[0]) / Double.log(n[1]), kind: .number)
        default:
            throw .unsupported("\(math)() (at \(at))")
        }
    }

    mutating func calcSum(in function: String) throws(ValueSpaceError) -> CalcValue {
        var sum = try calcProduct(in: function)
        while case .delim(let op)? = peek(), op == "+" || op == "-" {
            let at = here
            _ = next()
            let term = try calcProduct(in: function)
            guard term.kind == sum.kind else {
                throw .syntax("calc() in \(function)(): cannot \(op == "+" ? "add" : "subtract") a <\(term.kind.rawValue)> and a <\(sum.kind.rawValue)> at \(at)")
            }
            sum.value = op == "+" ? sum.value + term.value : sum.value - term.value
        }
        return sum
    }

    mutating func calcProduct(in function: String) throws(ValueSpaceError) -> CalcValue {
        var product = try calcTerm(in: function)
        while true {
            let at = here
            if case .delim("*")? = peek() {
                _ = next()
                let factor = try calcTerm(in: function)
                guard product.kind == .number || factor.kind == .number else {
                    throw .syntax("calc() in \(function)(): cannot multiply a <\(product.kind.rawValue)> by a <\(factor.kind.rawValue)> at \(at)")
                }
                product = CalcValue(value: product.value * factor.value, kind: product.kind == .number ? factor.kind : product.kind)
            } else if peek() == .slash {
                _ = next()
                let divisor = try calcTerm(in: function)
                // A number divisor keeps the type; a divisor of the same type gives a number.
                guard divisor.kind == .number || divisor.kind == product.kind else {
                    throw .syntax("calc() in \(function)(): cannot divide a <\(product.kind.rawValue)> by a <\(divisor.kind.rawValue)> at \(at)")
                }
                product = CalcValue(value: product.value / divisor.value, kind: divisor.kind == .number ? product.kind : .number)
            } else {
                return product
            }
        }
    }

    mutating func calcTerm(in function: String) throws(ValueSpaceError) -> CalcValue {
        let at = here
        guard let token = next() else { throw .syntax("calc() in \(function)(): a value is missing at \(at)") }
        switch token {
        case .number(let v): return CalcValue(value: v, kind: .number)
        case .percentage(let v): return CalcValue(value: v, kind: .percentage)
        case .dimension(let v, let unit):
            switch unit {
            case "deg": return CalcValue(value: v, kind: .angle)
            case "rad": return CalcValue(value: v * 180 / .pi, kind: .angle)
            case "grad": return CalcValue(value: v * 0.9, kind: .angle)
            case "turn": return CalcValue(value: v * 360, kind: .angle)
            default: throw .syntax("calc() in \(function)(): unknown unit '\(unit)' at \(at)")
            }
        case .open:
            try enter(at)
            defer { nesting -= 1 }
            let inner = try calcSum(in: function)
            let closeAt = here
            guard next() == .close else { throw .syntax("calc() in \(function)(): expected ')' at \(closeAt)") }
            return inner
        case .function(let math) where math == "calc" || Self.mathFunctions.contains(math):
            try enter(at)
            defer { nesting -= 1 }
            return try calcFunction(math, in: function)
        case .ident("e"): return CalcValue(value: Double.exp(1), kind: .number)
        case .ident("pi"): return CalcValue(value: .pi, kind: .number)
        case .ident("infinity"): return CalcValue(value: .infinity, kind: .number)
        case .ident("-infinity"): return CalcValue(value: -.infinity, kind: .number)
        case .ident("nan"): return CalcValue(value: .nan, kind: .number)
        case .ident(let keyword):
            guard let value = channels?[keyword] else {
                throw .syntax("calc() in \(function)(): unknown keyword '\(excerpt(keyword))' at \(at)")
            }
            return CalcValue(value: value ?? 0, kind: .number)  // a missing component counts as 0
        case .function(let inner):
            throw .unsupported("\(inner)() inside calc() (at \(at))")
        default:
            throw .syntax("calc() in \(function)(): unexpected token at \(at)")
        }
    }

    mutating func colorMix(at: String) throws(ValueSpaceError) -> Color {
        var where_ = here
        guard next() == .ident("in") else { throw .syntax("color-mix() at \(at): expected 'in' at \(where_)") }
        where_ = here
        guard case .ident(let spaceName)? = next(), let space = ColorSpace(cssName: spaceName) else {
            throw .syntax("color-mix() at \(at): expected an interpolation colour space at \(where_)")
        }
        var hue = AngleInterpolation.shorter
        if case .ident(let method)? = peek() {
            where_ = here
            _ = next()
            guard space.isPolar else { throw .syntax("color-mix() at \(at): a hue method needs a polar space (at \(where_))") }
            switch method {
            case "shorter": hue = .shorter
            case "longer": hue = .longer
            case "increasing": hue = .increasing
            case "decreasing": hue = .decreasing
            default: throw .syntax("color-mix() at \(at): unknown hue method '\(method)' at \(where_)")
            }
            where_ = here
            guard next() == .ident("hue") else { throw .syntax("color-mix() at \(at): expected 'hue' at \(where_)") }
        }
        where_ = here
        guard next() == .comma else { throw .syntax("color-mix() at \(at): expected ',' at \(where_)") }
        let (c1, p1) = try mixItem(at: at)
        where_ = here
        guard next() == .comma else { throw .syntax("color-mix() at \(at): expected ',' between the colours at \(where_)") }
        let (c2, p2) = try mixItem(at: at)
        where_ = here
        guard next() == .close else { throw .syntax("color-mix() at \(at): expected ')' at \(where_)") }
        do {
            return try Color.mix(c1, p1, c2, p2, in: space, hue: hue)
        } catch {
            throw .syntax("color-mix() at \(at): \(error)")
        }
    }

    /// `<color> <percentage>?` or `<percentage> <color>`.
    mutating func mixItem(at: String) throws(ValueSpaceError) -> (Color, Double?) {
        var percentage: Double?
        if case .percentage(let p)? = peek() { percentage = p; _ = next() }
        let color = try parseColor()
        if percentage == nil, case .percentage(let p)? = peek() { percentage = p; _ = next() }
        if let p = percentage, !(p >= 0 && p <= 100) {
            throw .syntax("color-mix() at \(at): percentage \(p)% outside [0%, 100%]")
        }
        return (color, percentage)
    }
}

extension Color {
    /// The colour written as CSS text: a named colour, `transparent`, `#rgb`, `#rgba`,
    /// `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` (comma or space syntax, numbers or percentages,
    /// `none`), `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`,
    /// `color(srgb | srgb-linear | display-p3 | display-p3-linear | a98-rgb | prophoto-rgb |
    /// rec2020 | xyz | xyz-d65 | xyz-d50 …)` and
    /// `color-mix(in <space> [<hue method> hue], c₁ [p₁], c₂ [p₂])`, case-insensitively; every
    /// function but color-mix() also as a relative colour (`oklch(from teal l c calc(h + 180))`),
    /// and every channel as `calc()` or a CSS math function (ValueSpaces article, Colours).
    ///
    /// The colour keeps the function's space (`hsl()` gives an ``ColorSpace/hsl`` colour,
    /// `color-mix()` one in its interpolation space; names and hex give ``ColorSpace/srgb``), and
    /// `none` gives a missing channel. Values are clamped at parse time as CSS specifies (see the
    /// file notes).
    /// - Throws: `ValueSpaceError.syntax(_:)` for malformed text (the message names what was
    ///   expected and the character offset); `ValueSpaceError.unsupported(_:)` for valid CSS
    ///   that needs a document (`currentcolor`, the system colours such as `canvastext`, `var()`,
    ///   `light-dark()`).
    /// - Complexity: O(n) in the length of the text (functions nest at most 64 deep).
    public init(css text: String) throws(ValueSpaceError) {
        let tokens = try CSSTokenizer.tokenize(text)
        var parser = CSSColorParser(tokens: tokens, length: text.unicodeScalars.count)
        let color = try parser.parseColor()
        guard parser.atEnd else { throw .syntax("unexpected text after the colour at \(parser.here)") }
        self = color
    }

    /// The colour as browsers serialise its computed value (CSS Color 4 §15, "serializing
    /// <color> values"; the web-platform-tests' `color-computed-*` expectations).
    ///
    /// Legacy colours (``Color/isLegacy``: names, hex, rgb(), hsl(), hwb()) in gamut and without
    /// missing channels: `rgb(r, g, b)` or `rgba(r, g, b, a)` with each channel ×255 rounded to an
    /// integer (halves up: `rgb(2.5, 3.4, 4.6)` is `rgb(3, 3, 5)`) and the alpha quantised to
    /// 8 bits and written with the fewest of two or three decimals that keep those 8 bits
    /// (`#ff000080` is `rgba(255, 0, 0, 0.5)`). Other sRGB, HSL and HWB colours (color(srgb …),
    /// relative colours, color-mix()) are `color(srgb r g b)`, or `hsl()`/`hwb()` with a missing
    /// channel. Every other form is ``exactCSSText``'s with hues
    /// reduced to [0, 360) (`lch(10 20 380deg)` is `lch(10 20 20)`), `none` kept, and numbers as
    /// browsers write them: six significant digits and at most six decimals, no exponent (`oklab(50% 50% -20%)` is
    /// `oklab(0.5 0.2 -0.08)`), a clamped infinity as `calc(infinity)`. Lossy for
    /// legacy colours, as in browsers; ``exactCSSText`` reads back exactly.
    public var cssText: String {
        if let (channels, alpha) = legacyChannels {
            let rgb = (0..<3).map { String(Int(min(max((channels[$0] * 255).rounded(.toNearestOrAwayFromZero), 0), 255))) }.joined(separator: ", ")
            // An alpha whose 8 bits are 255 (≥ 0.998) is opaque in the legacy form.
            let a8 = Self.eightBits(alpha)
            return a8 < 255 ? "rgba(\(rgb), \(Self.eightBitAlphaText(a8)))" : "rgb(\(rgb))"
        }
        return serialized(browser: true)
    }

    /// A value in [0, 1] quantised to 8 bits: round(255·clamp(x)), halves up.
    static func eightBits(_ x: Double) -> Double { (min(max(x, 0), 1) * 255).rounded(.toNearestOrAwayFromZero) }

    /// An 8-bit alpha a8 as text: a8/255 with two decimals when those read back as a8, else
    /// three (trailing zeros dropped).
    static func eightBitAlphaText(_ a8: Double) -> String {
        let two = (a8 / 255 * 100).rounded(.toNearestOrAwayFromZero) / 100
        return cssNumber(eightBits(two) == a8 ? two : (a8 / 255 * 1000).rounded(.toNearestOrAwayFromZero) / 1000)
    }

    /// The sRGB channels and alpha of a colour that serialises in the legacy `rgb()` form: sRGB,
    /// HSL or HWB, no missing channel, in gamut; nil otherwise.
    private var legacyChannels: (SIMD3<Double>, Double)? {
        guard isLegacy, missing.isEmpty else { return nil }
        let rgb = converted(to: .srgb)
        guard rgb.components.min() >= 0, rgb.components.max() <= 1 else { return nil }
        return (rgb.components, alpha)
    }

    /// The colour as CSS text that reads back as the same colour (CSS Color 4 §15 forms): exactly,
    /// except that legacy colours' `rgb()` carries 6 decimals of 255 and that an HSL or HWB
    /// colour printed as `rgb()` or `color(srgb …)` reads back as the sRGB colour it converts to.
    ///
    /// Legacy colours (``Color/isLegacy``) in gamut and without missing channels: `rgb(r, g, b)`
    /// or `rgba(r, g, b, a)` with the channels ×255 rounded to 6 decimals (error ≤ 2·10⁻⁹ per
    /// component). Other colours: `color(srgb r g b)` (any other sRGB, HSL or HWB colour without
    /// a missing channel; with one, `hsl()`/`hwb()`),
    /// `color(srgb-linear …)`, `color(display-p3 …)`, `color(display-p3-linear …)`,
    /// `color(a98-rgb …)`, `color(prophoto-rgb …)`,
    /// `color(rec2020 …)`, `color(xyz-d65 …)`, `color(xyz-d50 …)`,
    /// `lab(L a b)`, `lch(L C H)`, `oklab(L a b)`, `oklch(L C H)`, with ` / a` when alpha < 1
    /// and `none` for a missing channel; these numbers are the shortest text that reads back as
    /// the same Double (so ``init(css:)`` round-trips them exactly), hues as they are.
    public var exactCSSText: String { serialized(browser: false) }

    private func serialized(browser: Bool) -> String {
        func number(_ x: Double) -> String { browser ? Self.browserNumber(x) : Self.cssNumber(x) }
        let alphaText = missing.contains(.alpha) ? " / none" : (alpha < 1 ? " / \(number(alpha))" : "")
        // Hues (the polar spaces' hue channel) reduced to [0, 360) for the serialised value.
        func hue(_ h: Double) -> Double {
            guard browser else { return h }
            let r = h.truncatingRemainder(dividingBy: 360)
            let reduced = r < 0 ? r + 360 : r
            return reduced == 360 ? 0 : reduced
        }
        let hueIndex = space.hueIndex
        func values(_ c: SIMD3<Double>) -> String {
            (0..<3).map { missing.contains(.component($0)) ? "none" : number($0 == hueIndex ? hue(c[$0]) : c[$0]) }.joined(separator: " ")
        }
        switch space {
        case .srgb, .hsl, .hwb:
            let noComponentMissing = missing.subtracting(.alpha).isEmpty
            let rgb = noComponentMissing ? converted(to: .srgb) : self
            if isLegacy, noComponentMissing && !missing.contains(.alpha),
               rgb.components.min() >= 0, rgb.components.max() <= 1 {
                let channels = (0..<3).map { i in
                    Self.cssNumber((rgb.components[i] * 255 * 1e6).rounded() / 1e6)
                }.joined(separator: ", ")
                return alpha < 1 ? "rgba(\(channels), \(number(alpha)))" : "rgb(\(channels))"
            }
            // Not legacy (color(srgb …), a relative colour, a mix) and complete: color(srgb …).
            if space == .srgb { return "color(srgb \(values(components))\(alphaText))" }
            if !isLegacy && missing.isEmpty {  // with a missing channel, hsl()/hwb() keep their form
                return "color(srgb \((0..<3).map { number(rgb.components[$0]) }.joined(separator: " "))\(alphaText))"
            }
            let c = components
            // A percentage; a clamped infinity as calc(infinity * 1%).
            func percent(_ x: Double) -> String {
                let text = number(x)
                return text.hasPrefix("calc(") ? "calc(\(text.dropFirst(5).dropLast()) * 1%)" : text + "%"
            }
            let parts = [missing.contains(.first) ? "none" : number(hue(c.x)),
                         missing.contains(.second) ? "none" : percent(c.y),
                         missing.contains(.third) ? "none" : percent(c.z)]
            return "\(space.cssName)(\(parts.joined(separator: " "))\(alphaText))"
        case .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            return "color(\(space.cssName) \(values(components))\(alphaText))"
        case .lab, .lch, .oklab, .oklch:
            return "\(space.cssName)(\(values(components))\(alphaText))"
        }
    }

    /// A number as browsers serialise it in a colour: MotionMath's `CSSNumberFormat` with six
    /// significant digits and at most six decimals (`lch(10 20 1.28rad)` is `lch(10 20 73.3386)`,
    /// as the web-platform-tests expect; a conversion's 5.6e-17 is 0); the largest finite
    /// magnitude, where `calc(infinity)` is clamped, as `calc(infinity)` or `calc(-infinity)`
    /// (CSS Values 4 §10.9).
    static func browserNumber(_ x: Double) -> String {
        if abs(x) == .greatestFiniteMagnitude { return x > 0 ? "calc(infinity)" : "calc(-infinity)" }
        return CSSNumberFormat.string(x, maximumFractionDigits: 6, maximumSignificantDigits: 6)
    }

    /// The shortest decimal text that reads back as `x` (integers without ".0"; −0 as 0).
    static func cssNumber(_ x: Double) -> String {
        if x == 0 { return "0" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }
}

// MARK: - System colours (CSS Color 4 §6.2), which only a user agent can resolve

private let systemColors: Set<String> = [
    "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext",
    "canvas", "canvastext", "field", "fieldtext", "graytext", "highlight", "highlighttext",
    "linktext", "mark", "marktext", "selecteditem", "selecteditemtext", "visitedtext",
]

// MARK: - Named colours (CSS Color 4 §6.1: the 148 named colours), as 0xRRGGBB

private let namedColors: [String: UInt32] = [
    "aliceblue": 0xF0F8FF, "antiquewhite": 0xFAEBD7, "aqua": 0x00FFFF, "aquamarine": 0x7FFFD4,
    "azure": 0xF0FFFF, "beige": 0xF5F5DC, "bisque": 0xFFE4C4, "black": 0x000000,
    "blanchedalmond": 0xFFEBCD, "blue": 0x0000FF, "blueviolet": 0x8A2BE2, "brown": 0xA52A2A,
    "burlywood": 0xDEB887, "cadetblue": 0x5F9EA0, "chartreuse": 0x7FFF00, "chocolate": 0xD2691E,
    "coral": 0xFF7F50, "cornflowerblue": 0x6495ED, "cornsilk": 0xFFF8DC, "crimson": 0xDC143C,
    "cyan": 0x00FFFF, "darkblue": 0x00008B, "darkcyan": 0x008B8B, "darkgoldenrod": 0xB8860B,
    "darkgray": 0xA9A9A9, "darkgreen": 0x006400, "darkgrey": 0xA9A9A9, "darkkhaki": 0xBDB76B,
    "darkmagenta": 0x8B008B, "darkolivegreen": 0x556B2F, "darkorange": 0xFF8C00, "darkorchid": 0x9932CC,
    "darkred": 0x8B0000, "darksalmon": 0xE9967A, "darkseagreen": 0x8FBC8F, "darkslateblue": 0x483D8B,
    "darkslategray": 0x2F4F4F, "darkslategrey": 0x2F4F4F, "darkturquoise": 0x00CED1,
    "darkviolet": 0x9400D3, "deeppink": 0xFF1493, "deepskyblue": 0x00BFFF, "dimgray": 0x696969,
    "dimgrey": 0x696969, "dodgerblue": 0x1E90FF, "firebrick": 0xB22222, "floralwhite": 0xFFFAF0,
    "forestgreen": 0x228B22, "fuchsia": 0xFF00FF, "gainsboro": 0xDCDCDC, "ghostwhite": 0xF8F8FF,
    "gold": 0xFFD700, "goldenrod": 0xDAA520, "gray": 0x808080, "green": 0x008000, "greenyellow": 0xADFF2F,
    "grey": 0x808080, "honeydew": 0xF0FFF0, "hotpink": 0xFF69B4, "indianred": 0xCD5C5C,
    "indigo": 0x4B0082, "ivory": 0xFFFFF0, "khaki": 0xF0E68C, "lavender": 0xE6E6FA,
    "lavenderblush": 0xFFF0F5, "lawngreen": 0x7CFC00, "lemonchiffon": 0xFFFACD, "lightblue": 0xADD8E6,
    "lightcoral": 0xF08080, "lightcyan": 0xE0FFFF, "lightgoldenrodyellow": 0xFAFAD2,
    "lightgray": 0xD3D3D3, "lightgreen": 0x90EE90, "lightgrey": 0xD3D3D3, "lightpink": 0xFFB6C1,
    "lightsalmon": 0xFFA07A, "lightseagreen": 0x20B2AA, "lightskyblue": 0x87CEFA,
    "lightslategray": 0x778899, "lightslategrey": 0x778899, "lightsteelblue": 0xB0C4DE,
    "lightyellow": 0xFFFFE0, "lime": 0x00FF00, "limegreen": 0x32CD32, "linen": 0xFAF0E6,
    "magenta": 0xFF00FF, "maroon": 0x800000, "mediumaquamarine": 0x66CDAA, "mediumblue": 0x0000CD,
    "mediumorchid": 0xBA55D3, "mediumpurple": 0x9370DB, "mediumseagreen": 0x3CB371,
    "mediumslateblue": 0x7B68EE, "mediumspringgreen": 0x00FA9A, "mediumturquoise": 0x48D1CC,
    "mediumvioletred": 0xC71585, "midnightblue": 0x191970, "mintcream": 0xF5FFFA, "mistyrose": 0xFFE4E1,
    "moccasin": 0xFFE4B5, "navajowhite": 0xFFDEAD, "navy": 0x000080, "oldlace": 0xFDF5E6,
    "olive": 0x808000, "olivedrab": 0x6B8E23, "orange": 0xFFA500, "orangered": 0xFF4500,
    "orchid": 0xDA70D6, "palegoldenrod": 0xEEE8AA, "palegreen": 0x98FB98, "paleturquoise": 0xAFEEEE,
    "palevioletred": 0xDB7093, "papayawhip": 0xFFEFD5, "peachpuff": 0xFFDAB9, "peru": 0xCD853F,
    "pink": 0xFFC0CB, "plum": 0xDDA0DD, "powderblue": 0xB0E0E6, "purple": 0x800080,
    "rebeccapurple": 0x663399, "red": 0xFF0000, "rosybrown": 0xBC8F8F, "royalblue": 0x4169E1,
    "saddlebrown": 0x8B4513, "salmon": 0xFA8072, "sandybrown": 0xF4A460, "seagreen": 0x2E8B57,
    "seashell": 0xFFF5EE, "sienna": 0xA0522D, "silver": 0xC0C0C0, "skyblue": 0x87CEEB,
    "slateblue": 0x6A5ACD, "slategray": 0x708090, "slategrey": 0x708090, "snow": 0xFFFAFA,
    "springgreen": 0x00FF7F, "steelblue": 0x4682B4, "tan": 0xD2B48C, "teal": 0x008080,
    "thistle": 0xD8BFD8, "tomato": 0xFF6347, "turquoise": 0x40E0D0, "violet": 0xEE82EE, "wheat": 0xF5DEB3,
    "white": 0xFFFFFF, "whitesmoke": 0xF5F5F5, "yellow": 0xFFFF00, "yellowgreen": 0x9ACD32,
]
