// Parsing of CSS <easing-function> text (CSS Easing Functions Level 2) and of library curve names.
//
// Grammar accepted (ASCII case-insensitive keywords and function names, whitespace anywhere
// between tokens):
//   easing       = keyword | cubic-bezier | steps | linear | library-name
//   keyword      = linear | ease | ease-in | ease-out | ease-in-out | step-start | step-end
//   cubic-bezier = "cubic-bezier(" number "," number "," number "," number ")"
//   steps        = "steps(" integer [ "," step-position ] ")"
//   linear       = "linear(" stop { "," stop } ")"
//   stop         = number [ percentage [ percentage ] ] | percentage [ percentage ] number
//   number       = [+-]? ( digits [ "." digits ] | "." digits ) [ (e|E) [+-]? digits ]
//   integer      = [+-]? digits
//   percentage   = number "%"
// Errors carry the offset of the first character that could not be accepted.

extension EasingFunction {
    /// Parses CSS easing text or a library curve name.
    ///
    /// - Throws: ``TimingCurveError/parse(_:)`` with the offset and what was expected, or the
    ///   validation error of the function (`x1` outside [0, 1], too few steps or stops) wrapped in
    ///   a parse error that points at the offending argument.
    /// - Complexity: O(n) in the length of the text.
    public init(parsing text: String) throws(TimingCurveError) {
        var parser = EasingParser(text)
        self = try parser.parse()
    }
}

struct EasingParser {
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

    mutating func skipWhitespace() {
        while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" {
            position += 1
        }
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "-" || c == "_"
    }

    static func isDigit(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return ("0"..."9").contains(c)
    }

    mutating func identifier() -> String {
        let start = position
        while let c = current, Self.isIdentifierStart(c) || Self.isDigit(c) { position += 1 }
        return String(String.UnicodeScalarView(scalars[start..<position]))
    }

    mutating func parse() throws(TimingCurveError) -> EasingFunction {
        skipWhitespace()
        let start = position
        guard let first = current else { throw error("expected an easing function, found nothing") }
        guard Self.isIdentifierStart(first) else {
            throw error("expected an easing keyword or function name")
        }
        let name = identifier()
        let result: EasingFunction
        if current == "(" {
            position += 1
            switch name.lowercased() {
            case "cubic-bezier": result = try cubicBezier()
            case "steps": result = try steps()
            case "linear": result = try linear()
            default: throw error("unknown easing function \"\(name)(\"", at: start)
            }
        } else {
            switch name.lowercased() {
            case "linear": result = .linear(.identity)
            case "ease": result = .cubicBezier(.ease)
            case "ease-in": result = .cubicBezier(.easeIn)
            case "ease-out": result = .cubicBezier(.easeOut)
            case "ease-in-out": result = .cubicBezier(.easeInOut)
            case "step-start": result = .steps(try! Steps(1, .start))
            case "step-end": result = .steps(try! Steps(1, .end))
            default:
                guard let named = EasingFunction(named: name) else {
                    throw error(
                        "unknown easing \"\(name)\": expected a CSS easing function or a curve name such as easeOutBack",
                        at: start)
                }
                result = named
            }
        }
        skipWhitespace()
        if position < scalars.count { throw error("unexpected text after the easing function") }
        return result
    }

    /// A CSS number token, or nil (position unchanged) if none starts here.
    mutating func number() throws(TimingCurveError) -> (value: Double, isInteger: Bool, offset: Int)? {
        let start = position
        var p = position
        if p < scalars.count, scalars[p] == "+" || scalars[p] == "-" { p += 1 }
        var digits = 0
        while p < scalars.count, Self.isDigit(scalars[p]) { p += 1; digits += 1 }
        var isInteger = true
        if p < scalars.count, scalars[p] == ".", p + 1 < scalars.count, Self.isDigit(scalars[p + 1]) {
            isInteger = false
            p += 1
            while p < scalars.count, Self.isDigit(scalars[p]) { p += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if p < scalars.count, scalars[p] == "e" || scalars[p] == "E" {
            var q = p + 1
            if q < scalars.count, scalars[q] == "+" || scalars[q] == "-" { q += 1 }
            if q < scalars.count, Self.isDigit(scalars[q]) {
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
        return (value, isInteger, start)
    }

    mutating func expectNumber(_ what: String) throws(TimingCurveError) -> (value: Double, offset: Int) {
        skipWhitespace()
        guard let n = try number() else { throw error("expected a number for \(what)") }
        if current == "%" { throw error("\(what) must be a number, not a percentage") }
        return (n.value, n.offset)
    }

    mutating func expect(_ c: Unicode.Scalar) throws(TimingCurveError) {
        skipWhitespace()
        guard current == c else { throw error("expected \"\(c)\"") }
        position += 1
    }

    mutating func cubicBezier() throws(TimingCurveError) -> EasingFunction {
        var values: [(value: Double, offset: Int)] = []
        for (i, name) in ["x1", "y1", "x2", "y2"].enumerated() {
            if i > 0 { try expect(",") }
            values.append(try expectNumber(name))
        }
        try expect(")")
        for (i, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(values[i].value) {
            throw error("\(name) must lie in [0, 1], got \(values[i].value.shortDescription)", at: values[i].offset)
        }
        for (i, name) in [(1, "y1"), (3, "y2")] where abs(values[i].value) > CubicBezier.outputLimit {
            throw error("\(name) must lie within ±1e150, got \(values[i].value.shortDescription)", at: values[i].offset)
        }
        return .cubicBezier(CubicBezier(unchecked: values[0].value, values[1].value, values[2].value, values[3].value))
    }

    mutating func steps() throws(TimingCurveError) -> EasingFunction {
        skipWhitespace()
        let countOffset = position
        guard let n = try number(), n.isInteger, current != "%" else {
            throw error("expected an integer number of steps", at: countOffset)
        }
        var stepPosition = StepPosition.end
        skipWhitespace()
        if current == "," {
            position += 1
            skipWhitespace()
            let positionOffset = position
            guard let c = current, Self.isIdentifierStart(c) else {
                throw error("expected a step position (jump-start, jump-end, jump-none, jump-both, start, end)")
            }
            let keyword = identifier()
            guard let parsed = StepPosition(cssName: keyword) else {
                throw error("unknown step position \"\(keyword)\"", at: positionOffset)
            }
            stepPosition = parsed
        }
        try expect(")")
        guard n.value <= Double(Int32.max) else {
            throw error("too many steps", at: countOffset)
        }
        do {
            return .steps(try Steps(Int(n.value), stepPosition))
        } catch {
            throw self.error(error.description, at: countOffset)
        }
    }

    mutating func percentage() throws(TimingCurveError) -> Double? {
        let saved = position
        skipWhitespace()
        guard let n = try number() else {
            position = saved
            return nil
        }
        guard current == "%" else {
            position = saved
            return nil
        }
        position += 1
        return n.value
    }

    mutating func linear() throws(TimingCurveError) -> EasingFunction {
        var stops: [LinearEasing.Stop] = []
        let start = position
        skipWhitespace()
        if current == ")" { throw error("linear() needs at least two stops") }
        while true {
            skipWhitespace()
            let stopOffset = position
            var percents: [Double] = []
            while percents.count < 2, let p = try percentage() { percents.append(p) }
            skipWhitespace()
            guard let output = try number(), current != "%" else {
                throw error(percents.isEmpty ? "expected a number" : "expected the output number of the stop", at: percents.isEmpty ? position : stopOffset)
            }
            if percents.isEmpty {
                while percents.count < 2, let p = try percentage() { percents.append(p) }
            }
            stops.append(LinearEasing.Stop(output.value, percents))
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
            return .linear(try LinearEasing(stops: stops))
        } catch {
            throw self.error(error.description, at: start)
        }
    }
}
