import MotionMath
// Parsing of CSS <easing-function> text (CSS Easing Functions Level 2) and of library curve names,
// read as browsers read it (CSS Syntax Level 3 tokens, CSS Values Level 4 math functions).
//
// Grammar accepted:
//   easing       = keyword | cubic-bezier | steps | linear | library-name
//   keyword      = linear | ease | ease-in | ease-out | ease-in-out | step-start | step-end
//   cubic-bezier = "cubic-bezier(" num "," num "," num "," num ")"
//   steps        = "steps(" int [ "," step-position ] ")"
//   linear       = "linear(" stop "," stop { "," stop } ")"
//   stop         = num [ pct [ pct ] ] | pct [ pct ] num
//   num, pct     = a number / percentage token, or a math function of that type:
//                  calc() min() max() clamp() over + - * / ( ) and the constants pi and e
//   int          = an integer token, or a math function of number type (rounded to the nearest
//                  integer, halves up, and clamped to the least valid count, as CSS does)
// Tokens: comments /* … */ count as whitespace (an unclosed comment runs to the end, as in CSS);
// identifiers take CSS escapes (`\2d ` or `\-` for "-") and non-ASCII code points; keywords and
// function names are ASCII case-insensitive. A calc() value of cubic-bezier()'s x is clamped to
// [0, 1]; a literal outside that range is an error, as CSS says.
// Errors carry the offset (in Unicode scalars) of the first character that could not be
// accepted. Work is linear in the length of the text; math functions nest at most 32 deep.

extension EasingFunction {
    /// Parses CSS easing text or a library curve name.
    ///
    /// - Throws: ``TimingCurveError/parse(_:)`` with the offset and what was expected, or the
    ///   validation error of the function (`x1` outside [0, 1], too few steps or stops) wrapped in
    ///   a parse error that points at the offending argument.
    /// - Complexity: O(n) in the length of the text.
    public init(parsing text: String) throws(TimingCurveError) {
        var parser = EasingParser(text)
        self = try parser.parseSingle().easing
    }

    /// Parses a comma-separated list of easing functions, as `animation-timing-function` and
    /// `transition-timing-function` take (`linear, ease, linear`).
    ///
    /// - Throws: ``TimingCurveError/parse(_:)`` as ``init(parsing:)``; an empty list or an empty
    ///   item is an error.
    public static func list(parsing text: String) throws(TimingCurveError) -> [EasingFunction] {
        var parser = EasingParser(text)
        return try parser.parseList().map(\.easing)
    }

    /// The specified-value serialisation of CSS easing text (what `element.style` gives back,
    /// web-platform-tests `test_valid_value`): like ``cssText`` except that `linear()` keeps its
    /// stops as written (`linear(0, 1)` stays so) and a math function stays a `calc()` of its
    /// simplified value (`calc(0.7 / 2)` → `calc(0.35)`, `calc(50% - 50%)` → `calc(0%)`).
    /// A comma-separated list is serialised item by item.
    ///
    /// - Throws: as ``list(parsing:)``.
    public static func specifiedCSSText(of text: String) throws(TimingCurveError) -> String {
        var parser = EasingParser(text)
        return try parser.parseList().map(\.specified).joined(separator: ", ")
    }
}

/// A number or percentage as written: a literal token or a math function's value.
struct CSSNumeric {
    var value: Double
    var isPercentage: Bool
    var isMath: Bool
    var isIntegerLiteral: Bool
    var offset: Int

    var specified: String {
        let n = CSSNumberFormat.string(value, maximumFractionDigits: 6) + (isPercentage ? "%" : "")
        return isMath ? "calc(\(n))" : n
    }
}

struct EasingParser {
    static let maximumMathDepth = 32

    let text: String
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ text: String) {
        self.text = text
        self.scalars = Array(text.unicodeScalars)
    }

    func error(_ message: String, at offset: Int? = nil) -> TimingCurveError {
        .parse(EasingParseError(text: text, offset: offset ?? position, message: message))
    }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
    func scalar(at p: Int) -> Unicode.Scalar? { p >= 0 && p < scalars.count ? scalars[p] : nil }

    static func isWhitespace(_ c: Unicode.Scalar?) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    /// Skips whitespace and comments; returns whether any whitespace (not only comments) was
    /// skipped, since a comment is not a whitespace token.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        var sawWhitespace = false
        while let c = current {
            if Self.isWhitespace(c) {
                position += 1
                sawWhitespace = true
            } else if c == "/", scalar(at: position + 1) == "*" {
                position += 2
                while position < scalars.count, !(scalars[position] == "*" && scalar(at: position + 1) == "/") {
                    position += 1
                }
                position = min(position + 2, scalars.count)  // an unclosed comment runs to the end
            } else {
                break
            }
        }
        return sawWhitespace
    }

    static func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }

    static func isDigit(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return ("0"..."9").contains(c)
    }

    static func isHexDigit(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return isDigit(c) || ("a"..."f").contains(c) || ("A"..."F").contains(c)
    }

    static func isIdentStart(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return isLetter(c) || c == "_" || c.value >= 0x80
    }

    static func isIdentCodePoint(_ c: Unicode.Scalar?) -> Bool {
        isIdentStart(c) || isDigit(c) || c == "-"
    }

    /// CSS "two code points are a valid escape".
    func isValidEscape(at p: Int) -> Bool {
        scalar(at: p) == "\\" && scalar(at: p + 1) != "\n" && scalar(at: p + 1) != "\r" && scalar(at: p + 1) != "\u{0C}"
    }

    /// CSS "three code points would start an ident sequence".
    func startsIdentifier(at p: Int) -> Bool {
        guard let c = scalar(at: p) else { return false }
        if c == "-" {
            return Self.isIdentStart(scalar(at: p + 1)) || scalar(at: p + 1) == "-" || isValidEscape(at: p + 1)
        }
        return Self.isIdentStart(c) || isValidEscape(at: p)
    }

    /// Consumes an ident sequence, decoding escapes. The caller checked ``startsIdentifier(at:)``.
    mutating func identifier() -> String {
        var out = String.UnicodeScalarView()
        while let c = current {
            if Self.isIdentCodePoint(c) {
                out.append(c)
                position += 1
            } else if isValidEscape(at: position) {
                position += 1
                out.append(escapedCodePoint())
            } else {
                break
            }
        }
        return String(out)
    }

    /// After a backslash: up to six hex digits and one optional whitespace, or any one code point.
    mutating func escapedCodePoint() -> Unicode.Scalar {
        guard let c = current else { return "\u{FFFD}" }
        guard Self.isHexDigit(c) else {
            position += 1
            return c
        }
        var value: UInt32 = 0
        var count = 0
        while count < 6, let h = current, Self.isHexDigit(h) {
            value = value * 16 + UInt32(Int(String(h), radix: 16) ?? 0)
            position += 1
            count += 1
        }
        if current == "\r", scalar(at: position + 1) == "\n" {
            position += 2
        } else if Self.isWhitespace(current) {
            position += 1
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// ASCII lowercase only, as CSS compares keywords (no Unicode case folding).
    static func asciiLowercased(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { c in
            ("A"..."Z").contains(c) ? Unicode.Scalar(c.value + 32)! : c
        }))
    }

    // MARK: Easing functions

    typealias Parsed = (easing: EasingFunction, specified: String)

    mutating func parseSingle() throws(TimingCurveError) -> Parsed {
        skipWhitespace()
        let result = try easing()
        skipWhitespace()
        if position < scalars.count { throw error("unexpected text after the easing function") }
        return result
    }

    mutating func parseList() throws(TimingCurveError) -> [Parsed] {
        var items: [Parsed] = []
        while true {
            skipWhitespace()
            items.append(try easing())
            skipWhitespace()
            if current == "," {
                position += 1
                continue
            }
            if position < scalars.count { throw error("expected \",\" or the end of the list") }
            return items
        }
    }

    mutating func easing() throws(TimingCurveError) -> Parsed {
        let start = position
        guard current != nil else { throw error("expected an easing function, found nothing") }
        guard startsIdentifier(at: position) else { throw error("expected an easing keyword or function name") }
        let name = identifier()
        let lower = Self.asciiLowercased(name)
        if current == "(" {
            position += 1
            switch lower {
            case "cubic-bezier": return try cubicBezier()
            case "steps": return try steps()
            case "linear": return try linear()
            default: throw error("unknown easing function \"\(name)(\"", at: start)
            }
        }
        let keywords: [(String, EasingFunction)] = [
            ("linear", .keyword(.linear)), ("ease", .keyword(.ease)), ("ease-in", .keyword(.easeIn)),
            ("ease-out", .keyword(.easeOut)), ("ease-in-out", .keyword(.easeInOut)),
            ("step-start", .steps(try! Steps(1, .start))), ("step-end", .steps(try! Steps(1, .end))),
        ]
        if let match = keywords.first(where: { $0.0 == lower }) {
            return (match.1, match.1.cssText ?? lower)
        }
        guard let named = EasingFunction(named: name) else {
            throw error(
                "unknown easing \"\(excerpt(name))\": expected a CSS easing function or a curve name such as easeOutBack",
                at: start)
        }
        return (named, named.cssText ?? name)
    }

    /// A CSS number token (with its percent sign if any), or nil (position unchanged) if none
    /// starts here. A number followed by a unit is an error: easing functions take no dimensions.
    mutating func numberToken() throws(TimingCurveError) -> CSSNumeric? {
        let start = position
        var p = position
        if p < scalars.count, scalars[p] == "+" || scalars[p] == "-" { p += 1 }
        var digits = 0
        while p < scalars.count, Self.isDigit(scalars[p]) { p += 1; digits += 1 }
        var isInteger = true
        if p < scalars.count, scalars[p] == ".", Self.isDigit(scalar(at: p + 1)) {
            isInteger = false
            p += 1
            while p < scalars.count, Self.isDigit(scalars[p]) { p += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if p < scalars.count, scalars[p] == "e" || scalars[p] == "E" {
            var q = p + 1
            if q < scalars.count, scalars[q] == "+" || scalars[q] == "-" { q += 1 }
            if Self.isDigit(scalar(at: q)) {
                while q < scalars.count, Self.isDigit(scalars[q]) { q += 1 }
                p = q
                isInteger = false
            }
        }
        let literal = String(String.UnicodeScalarView(scalars[start..<p]))
        guard let value = Double(literal), value.isFinite else {
            throw error("number \(literal) is out of range", at: start)
        }
        position = p
        var isPercentage = false
        if current == "%" {
            position += 1
            isPercentage = true
        } else if startsIdentifier(at: position) {
            throw error("a unit is not allowed here: easing functions take numbers and percentages", at: position)
        }
        return CSSNumeric(value: value, isPercentage: isPercentage, isMath: false, isIntegerLiteral: isInteger && !isPercentage, offset: start)
    }

    /// A number, percentage or math function (calc(), min(), max(), clamp()) at the position, or
    /// nil (position unchanged) if none starts here.
    mutating func numeric() throws(TimingCurveError) -> CSSNumeric? {
        if let n = try numberToken() { return n }
        let start = position
        guard startsIdentifier(at: position) else { return nil }
        let name = identifier()
        guard current == "(" else {
            position = start
            return nil
        }
        let lower = Self.asciiLowercased(name)
        guard ["calc", "min", "max", "clamp"].contains(lower) else {
            position = start
            return nil
        }
        position += 1
        let v = try mathFunction(lower, depth: 1, start: start)
        guard v.value.isFinite else { throw error("the value of \(name)() is not a finite number", at: start) }
        return CSSNumeric(value: v.value, isPercentage: v.isPercentage, isMath: true, isIntegerLiteral: false, offset: start)
    }

    typealias MathValue = (value: Double, isPercentage: Bool)

    /// The body of a math function whose "name(" has been read, through its ")".
    mutating func mathFunction(_ name: String, depth: Int, start: Int) throws(TimingCurveError) -> MathValue {
        guard depth <= Self.maximumMathDepth else {
            throw error("math functions nest more than \(Self.maximumMathDepth) deep", at: start)
        }
        var arguments: [MathValue] = []
        while true {
            skipWhitespace()
            let argOffset = position
            let v = try mathSum(depth: depth)
            if let first = arguments.first, first.isPercentage != v.isPercentage {
                throw error("\(name)() mixes numbers and percentages", at: argOffset)
            }
            arguments.append(v)
            skipWhitespace()
            if current == ",", name != "calc" {
                position += 1
                continue
            }
            guard current == ")" else {
                throw error(name == "calc" ? "expected an operator or \")\" in calc()" : "expected \",\" or \")\" in \(name)()")
            }
            position += 1
            break
        }
        let isPercentage = arguments[0].isPercentage
        switch name {
        case "min": return (arguments.map(\.value).min()!, isPercentage)
        case "max": return (arguments.map(\.value).max()!, isPercentage)
        case "clamp":
            guard arguments.count == 3 else { throw error("clamp() takes three arguments", at: start) }
            return (max(arguments[0].value, min(arguments[1].value, arguments[2].value)), isPercentage)
        default: return arguments[0]
        }
    }

    /// product { ws ("+" | "-") ws product } — CSS requires whitespace around + and -.
    mutating func mathSum(depth: Int) throws(TimingCurveError) -> MathValue {
        var result = try mathProduct(depth: depth)
        while true {
            let saved = position
            guard skipWhitespace(), let op = current, op == "+" || op == "-",
                Self.isWhitespace(scalar(at: position + 1))
            else {
                position = saved
                return result
            }
            let opOffset = position
            position += 1
            skipWhitespace()
            let rhs = try mathProduct(depth: depth)
            guard rhs.isPercentage == result.isPercentage else {
                throw error("cannot add or subtract a number and a percentage", at: opOffset)
            }
            result.value = op == "+" ? result.value + rhs.value : result.value - rhs.value
        }
    }

    /// value { ("*" | "/") value }
    mutating func mathProduct(depth: Int) throws(TimingCurveError) -> MathValue {
        var result = try mathValue(depth: depth)
        while true {
            let saved = position
            skipWhitespace()
            guard let op = current, op == "*" || op == "/" else {
                position = saved
                return result
            }
            let opOffset = position
            position += 1
            skipWhitespace()
            let rhs = try mathValue(depth: depth)
            if op == "*" {
                guard !(result.isPercentage && rhs.isPercentage) else {
                    throw error("cannot multiply two percentages", at: opOffset)
                }
                result = (result.value * rhs.value, result.isPercentage || rhs.isPercentage)
            } else {
                guard !rhs.isPercentage else { throw error("cannot divide by a percentage", at: opOffset) }
                result.value /= rhs.value
            }
        }
    }

    mutating func mathValue(depth: Int) throws(TimingCurveError) -> MathValue {
        skipWhitespace()
        let start = position
        if let n = try numberToken() { return (n.value, n.isPercentage) }
        if current == "(" {
            position += 1
            return try mathFunction("calc", depth: depth + 1, start: start)
        }
        guard startsIdentifier(at: position) else { throw error("expected a number, a percentage or a math function") }
        let name = identifier()
        let lower = Self.asciiLowercased(name)
        if current == "(" {
            guard ["calc", "min", "max", "clamp"].contains(lower) else {
                throw error("unsupported function \"\(name)()\" in a math expression", at: start)
            }
            position += 1
            return try mathFunction(lower, depth: depth + 1, start: start)
        }
        switch lower {
        case "pi": return (Double.pi, false)
        case "e": return (2.718281828459045, false)
        default: throw error("unknown constant \"\(excerpt(name))\" in a math expression", at: start)
        }
    }

    mutating func expectNumber(_ what: String) throws(TimingCurveError) -> CSSNumeric {
        skipWhitespace()
        guard let n = try numeric() else { throw error("expected a number for \(what)") }
        if n.isPercentage { throw error("\(what) must be a number, not a percentage", at: n.offset) }
        return n
    }

    mutating func expect(_ c: Unicode.Scalar) throws(TimingCurveError) {
        skipWhitespace()
        guard current == c else { throw error("expected \"\(c)\"") }
        position += 1
    }

    mutating func cubicBezier() throws(TimingCurveError) -> Parsed {
        var values: [CSSNumeric] = []
        for (i, name) in ["x1", "y1", "x2", "y2"].enumerated() {
            if i > 0 { try expect(",") }
            values.append(try expectNumber(name))
        }
        try expect(")")
        var resolved = values.map(\.value)
        for (i, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(values[i].value) {
            // A math function's value is clamped to the argument's range; a literal is an error.
            guard values[i].isMath else {
                throw error("\(name) must lie in [0, 1], got \(values[i].value.shortDescription)", at: values[i].offset)
            }
            resolved[i] = min(max(values[i].value, 0), 1)
        }
        for (i, name) in [(1, "y1"), (3, "y2")] where abs(values[i].value) > CubicBezier.outputLimit {
            throw error("\(name) must lie within ±1e150, got \(values[i].value.shortDescription)", at: values[i].offset)
        }
        let easing = EasingFunction.cubicBezier(CubicBezier(unchecked: resolved[0], resolved[1], resolved[2], resolved[3]))
        return (easing, "cubic-bezier(" + values.map(\.specified).joined(separator: ", ") + ")")
    }

    mutating func steps() throws(TimingCurveError) -> Parsed {
        skipWhitespace()
        let countOffset = position
        guard let n = try numeric(), !n.isPercentage, n.isIntegerLiteral || n.isMath else {
            throw error("expected an integer number of steps", at: countOffset)
        }
        var stepPosition = StepPosition.end
        skipWhitespace()
        if current == "," {
            position += 1
            skipWhitespace()
            let positionOffset = position
            guard startsIdentifier(at: position) else {
                throw error("expected a step position (jump-start, jump-end, jump-none, jump-both, start, end)")
            }
            let keyword = identifier()
            guard let parsed = StepPosition.allCases.first(where: { $0.cssName == Self.asciiLowercased(keyword) }) else {
                throw error("unknown step position \"\(keyword)\"", at: positionOffset)
            }
            stepPosition = parsed
        }
        try expect(")")
        var count = n.value
        if n.isMath {
            // CSS rounds a math function to the nearest integer (halves toward +∞) and clamps it
            // to the argument's range: at least 1, or 2 with jump-none.
            count = max((count + 0.5).rounded(.down), stepPosition == .jumpNone ? 2 : 1)
        }
        guard count <= Double(Int32.max) else {
            throw error("too many steps", at: countOffset)
        }
        // Checked before the conversion to Int, which would trap beyond Int's range.
        guard count >= 1 else {
            throw error("steps() needs at least 1 step, got \(count.shortDescription)", at: countOffset)
        }
        let easing: EasingFunction
        do {
            easing = .steps(try Steps(Int(count), stepPosition))
        } catch {
            throw self.error(error.description, at: countOffset)
        }
        let omitted = stepPosition == .end || stepPosition == .jumpEnd
        return (easing, "steps(" + n.specified + (omitted ? "" : ", " + stepPosition.cssName) + ")")
    }

    mutating func percentage() throws(TimingCurveError) -> CSSNumeric? {
        let saved = position
        skipWhitespace()
        guard let n = try numeric() else {
            position = saved
            return nil
        }
        guard n.isPercentage else {
            position = saved
            return nil
        }
        return n
    }

    mutating func linear() throws(TimingCurveError) -> Parsed {
        var stops: [LinearEasing.Stop] = []
        var specified: [String] = []
        let start = position
        skipWhitespace()
        if current == ")" { throw error("linear() needs at least two stops") }
        while true {
            skipWhitespace()
            let stopOffset = position
            var percents: [CSSNumeric] = []
            while percents.count < 2, let p = try percentage() { percents.append(p) }
            skipWhitespace()
            let outputOffset = position
            guard let output = try numeric() else {
                throw error(percents.isEmpty ? "expected a number" : "expected the output number of the stop", at: percents.isEmpty ? position : stopOffset)
            }
            if output.isPercentage {
                throw error(percents.count == 2 ? "a stop takes at most two percentages" : "expected the output number of the stop", at: outputOffset)
            }
            if percents.isEmpty {
                while percents.count < 2, let p = try percentage() { percents.append(p) }
            }
            stops.append(LinearEasing.Stop(output.value, percents.map(\.value)))
            specified.append(([output] + percents).map(\.specified).joined(separator: " "))
            skipWhitespace()
            if current == "," {
                position += 1
                continue
            }
            if current == ")" {
                position += 1
                break
            }
            throw error(percents.count == 2 ? "a stop takes at most two percentages" : "expected \",\" or \")\"")
        }
        do {
            return (.linear(try LinearEasing(stops: stops)), "linear(" + specified.joined(separator: ", ") + ")")
        } catch {
            throw self.error(error.description, at: start)
        }
    }
}
