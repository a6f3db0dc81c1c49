// Parsing CSS transform text (CSS Transforms 1 and 2 grammar, the subset that needs no layout):
//   <transform-list> = none | <transform-function>+
//   function names ASCII case-insensitive, arguments separated by commas, whitespace optional
//   between functions; <length> = <number>px or a unitless 0; <angle> = <number>(deg|rad|grad|turn)
//   or a unitless 0; scale arguments <number> | <percentage>.
// Every failure is a typed ValueSpaceError naming what was expected and the character offset.

import MotionMath

extension TransformList {
    /// Parses a CSS `transform` value: `none` or a whitespace-separated list of transform functions.
    ///
    /// Lengths must be px (or a unitless 0); angles deg, rad, grad or turn (or a unitless 0);
    /// names are case-insensitive (`translate3D` is accepted).
    /// - Throws: `ValueSpaceError.syntax(_:)` for malformed text (with the character offset and
    ///   what was expected); `ValueSpaceError.unsupported(_:)` for lengths in other units or
    ///   percentages (no layout box to resolve them), and for math functions such as calc();
    ///   `ValueSpaceError.nonFinite(_:)` for a number that overflows to infinity, or a list whose
    ///   matrix does; `ValueSpaceError.invalidValue(_:)` for a negative perspective depth.
    /// - Complexity: O(n) in the length of the text.
    public init(css text: String) throws(ValueSpaceError) {
        var parser = TransformParser(text)
        let functions = try parser.parseList()
        try Self.checkFinite(functions)
        self.init(unchecked: functions)
    }
}

struct TransformParser {
    let chars: [Character]
    var i = 0

    init(_ text: String) { chars = Array(text) }

    enum Kind { case length, angle, number, scale, lengthOrNone }

    /// CSS units of length other than px, and percentages: valid CSS that needs a layout context.
    static let otherLengthUnits: Set<String> = [
        "%", "em", "rem", "ex", "rex", "ch", "rch", "cap", "rcap", "ic", "ric", "lh", "rlh",
        "vw", "vh", "vi", "vb", "vmin", "vmax", "svw", "svh", "svi", "svb", "svmin", "svmax",
        "lvw", "lvh", "lvi", "lvb", "lvmin", "lvmax", "dvw", "dvh", "dvi", "dvb", "dvmin", "dvmax",
        "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax", "cm", "mm", "q", "in", "pt", "pc",
    ]

    func fail(_ what: String) -> ValueSpaceError { .syntax("\(what) at offset \(i) in transform text") }

    mutating func skipSpace() { while i < chars.count, chars[i].isWhitespace { i += 1 } }

    mutating func parseList() throws(ValueSpaceError) -> [TransformFunction] {
        skipSpace()
        guard i < chars.count else { throw fail("empty text: expected 'none' or a transform function") }
        var functions: [TransformFunction] = []
        let start = i
        let first = identifier()
        skipSpace()
        if first.lowercased() == "none" && i == chars.count { return [] }
        i = start
        while true {
            skipSpace()
            if i == chars.count { break }
            functions.append(try parseFunction())
        }
        return functions
    }

    mutating func identifier() -> String {
        let start = i
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "-" || chars[i] == "_" {
            if i == start, chars[i].isNumber { break }
            i += 1
        }
        return String(chars[start..<i])
    }

    mutating func parseFunction() throws(ValueSpaceError) -> TransformFunction {
        let nameStart = i
        let name = identifier()
        guard !name.isEmpty else { throw fail("expected a transform function name, found '\(chars[i])'") }
        guard i < chars.count, chars[i] == "(" else {
            if name.lowercased() == "none" { throw fail("'none' cannot be combined with transform functions") }
            throw fail("expected '(' after '\(name)'")
        }
        i += 1
        let lower = name.lowercased()
        let kinds: [Kind]
        var optional = 0
        switch lower {
        case "translate": kinds = [.length, .length]; optional = 1
        case "translatex", "translatey", "translatez": kinds = [.length]
        case "translate3d": kinds = [.length, .length, .length]
        case "scale": kinds = [.scale, .scale]; optional = 1
        case "scalex", "scaley", "scalez": kinds = [.scale]
        case "scale3d": kinds = [.scale, .scale, .scale]
        case "rotate", "rotatex", "rotatey", "rotatez", "skewx", "skewy": kinds = [.angle]
        case "rotate3d": kinds = [.number, .number, .number, .angle]
        case "skew": kinds = [.angle, .angle]; optional = 1
        case "matrix": kinds = Array(repeating: .number, count: 6)
        case "matrix3d": kinds = Array(repeating: .number, count: 16)
        case "perspective": kinds = [.lengthOrNone]
        default:
            i = nameStart
            throw fail("unknown transform function '\(name)'")
        }
        var args: [Double?] = []
        skipSpace()
        while true {
            guard args.count < kinds.count else { throw fail("too many arguments to \(name)() (at most \(kinds.count))") }
            args.append(try parseArgument(kinds[args.count], in: name))
            skipSpace()
            guard i < chars.count else { throw fail("unclosed \(name)(: expected ')'") }
            if chars[i] == "," { i += 1; skipSpace(); continue }
            if chars[i] == ")" { i += 1; break }
            throw fail("expected ',' or ')' in \(name)(), found '\(chars[i])'")
        }
        guard args.count >= kinds.count - optional else {
            throw fail("\(name)() needs \(kinds.count - optional)\(optional > 0 ? " or \(kinds.count)" : "") arguments, got \(args.count)")
        }
        let v = args.map { $0 ?? 0 }
        let f: TransformFunction
        switch lower {
        case "translate": f = .translate(v[0], v.count > 1 ? v[1] : 0)
        case "translatex": f = .translateX(v[0])
        case "translatey": f = .translateY(v[0])
        case "translatez": f = .translateZ(v[0])
        case "translate3d": f = .translate3d(v[0], v[1], v[2])
        case "scale": f = .scale(v[0], v.count > 1 ? v[1] : v[0])
        case "scalex": f = .scaleX(v[0])
        case "scaley": f = .scaleY(v[0])
        case "scalez": f = .scaleZ(v[0])
        case "scale3d": f = .scale3d(v[0], v[1], v[2])
        case "rotate": f = .rotate(v[0])
        case "rotatex": f = .rotateX(v[0])
        case "rotatey": f = .rotateY(v[0])
        case "rotatez": f = .rotateZ(v[0])
        case "rotate3d": f = .rotate3d(v[0], v[1], v[2], v[3])
        case "skew": f = .skew(v[0], v.count > 1 ? v[1] : 0)
        case "skewx": f = .skewX(v[0])
        case "skewy": f = .skewY(v[0])
        case "matrix": f = .matrix(v[0], v[1], v[2], v[3], v[4], v[5])
        case "matrix3d": f = .matrix3d(TransformMatrix(columnMajor: SIMD16(v)))
        default: f = .perspective(args[0])
        }
        try f.validate()
        return f
    }

    /// One argument; nil only for perspective's `none`.
    mutating func parseArgument(_ kind: Kind, in name: String) throws(ValueSpaceError) -> Double? {
        guard i < chars.count else { throw fail("unclosed \(name)(: expected an argument") }
        if chars[i].isLetter {
            let start = i
            let word = identifier()
            if i < chars.count, chars[i] == "(" {
                throw .unsupported("math function \(word)() in \(name)() at offset \(start): only literal values are supported")
            }
            if kind == .lengthOrNone, word.lowercased() == "none" { return nil }
            i = start
            throw fail("expected a number in \(name)(), found '\(word)'")
        }
        let start = i
        let value = try number(in: name)
        var unit = ""
        if i < chars.count, chars[i] == "%" { unit = "%"; i += 1 } else { unit = identifier().lowercased() }
        let text = String(chars[start..<i])
        switch kind {
        case .number:
            guard unit.isEmpty else { throw fail("expected a plain number in \(name)(), found '\(text)'") }
            return value
        case .scale:
            if unit == "%" { return value / 100 }
            guard unit.isEmpty else { throw fail("expected a number or percentage in \(name)(), found '\(text)'") }
            return value
        case .length, .lengthOrNone:
            if unit == "px" { return value }
            if unit.isEmpty {
                guard value == 0 else { throw fail("a length needs a unit in \(name)(): '\(text)' (write \(text)px)") }
                return 0
            }
            if Self.otherLengthUnits.contains(unit) {
                if unit == "%" && name.lowercased() == "perspective" { throw fail("perspective() takes a length, not a percentage") }
                throw .unsupported("'\(text)' in \(name)(): only px lengths are supported (no layout box to resolve \(unit))")
            }
            throw fail("unknown length unit '\(unit)' in \(name)()")
        case .angle:
            switch unit {
            case "deg": return value * Double.pi / 180
            case "rad": return value
            case "grad": return value * Double.pi / 200
            case "turn": return value * 2 * Double.pi
            case "":
                guard value == 0 else { throw fail("an angle needs a unit in \(name)(): '\(text)' (deg, rad, grad or turn)") }
                return 0
            default: throw fail("unknown angle unit '\(unit)' in \(name)()")
            }
        }
    }

    /// A CSS <number>: [+-]? (digits [. digits] | . digits) ([eE] [+-]? digits)?
    mutating func number(in name: String) throws(ValueSpaceError) -> Double {
        let start = i
        func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
        if i < chars.count, chars[i] == "+" || chars[i] == "-" { i += 1 }
        var digits = 0
        while i < chars.count, isDigit(chars[i]) { i += 1; digits += 1 }
        if i < chars.count, chars[i] == ".", i + 1 < chars.count, isDigit(chars[i + 1]) {
            i += 1
            while i < chars.count, isDigit(chars[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else {
            i = start
            throw fail("expected a number in \(name)()")
        }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            var j = i + 1
            if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
            if j < chars.count, isDigit(chars[j]) {
                i = j
                while i < chars.count, isDigit(chars[i]) { i += 1 }
            }
        }
        let text = String(chars[start..<i])
        guard let value = Double(text) else { throw fail("malformed number '\(text)' in \(name)()") }
        guard value.isFinite else { throw .nonFinite("'\(text)' in \(name)() at offset \(start)") }
        return value
    }
}
