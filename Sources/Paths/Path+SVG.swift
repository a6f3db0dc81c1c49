// SVG path data: the full grammar of SVG 1.1 §8.3 / SVG 2 §9.3 — absolute and relative commands,
// implicit repeats (extra pairs after a move are lines), H/V, S/T reflections, arc flags, numbers
// with exponents, and separators omitted wherever the grammar allows ("M0.5.5L-1-1",
// "a1 1 0 00 1 1"). Errors carry the character offset.

import Keyframes
import MotionMath

extension Path {
    /// A path from SVG path data, e.g. `"M 74 74 C 74 500 320 500 320 74"`.
    ///
    /// The empty string (or only whitespace) is the empty path. Arc rotation is in degrees, as in
    /// SVG; zero arc radii draw a line; an arc to its own start draws nothing.
    /// - Throws: ``PathError/pathSyntax(text:offset:message:)`` at the first character that
    ///   does not fit the grammar (offset in UTF-8 bytes, equal to characters for ASCII data).
    /// - Complexity: O(length of the text).
    public init(svgPathData text: String) throws(PathError) {
        var parser = SVGPathParser(text)
        self = try parser.parse()
    }
}

struct SVGPathParser {
    let text: String
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
    }

    func fail(_ message: String, at offset: Int? = nil) -> PathError {
        .pathSyntax(text: text, offset: offset ?? index, message: message)
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    mutating func skipSpaces() { while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 } }

    /// Whitespace, then at most one comma, then whitespace.
    mutating func skipSeparator() {
        skipSpaces()
        if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipSpaces()
        }
    }

    /// Whether a number may start here (sign, digit or point).
    func atNumber() -> Bool {
        guard index < bytes.count else { return false }
        let b = bytes[index]
        return (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    mutating func number(_ what: String) throws(PathError) -> Double {
        skipSpaces()
        let start = index
        guard index < bytes.count else { throw fail("path data ends early: expected \(what)") }
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1; digits += 1 }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1; digits += 1 }
        }
        guard digits > 0 else { index = start; throw fail("expected \(what)") }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            let exponentStart = index
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) { index += 1 }
            var exponentDigits = 0
            while index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { throw fail("expected digits in the exponent", at: exponentStart) }
        }
        let token = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(token), value.isFinite else { throw fail("\(excerpt(token)) is not a finite number", at: start) }
        skipSeparator()
        return value
    }

    mutating func flag() throws(PathError) -> Bool {
        skipSpaces()
        guard index < bytes.count else { throw fail("path data ends early: expected an arc flag (0 or 1)") }
        let b = bytes[index]
        guard b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else { throw fail("expected an arc flag (0 or 1)") }
        index += 1
        skipSeparator()
        return b == UInt8(ascii: "1")
    }

    mutating func point(relativeTo origin: SIMD2<Double>, _ relative: Bool, _ what: String) throws(PathError) -> SIMD2<Double> {
        let x = try number("the x coordinate of \(what)")
        let y = try number("the y coordinate of \(what)")
        return relative ? origin + SIMD2<Double>(x, y) : SIMD2<Double>(x, y)
    }

    mutating func parse() throws(PathError) -> Path {
        var path = Path()
        skipSpaces()
        guard index < bytes.count else { return path }
        guard bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") else {
            throw fail("path data must begin with a move command (M or m)")
        }
        var current = SIMD2<Double>.zero
        var subpathStart = SIMD2<Double>.zero
        var lastCubicControl: SIMD2<Double>?  // for S
        var lastQuadControl: SIMD2<Double>?  // for T
        var command: UInt8 = 0
        while true {
            skipSpaces()
            if index >= bytes.count { break }
            let commandOffset = index
            let b = bytes[index]
            let letters = Array("MmZzLlHhVvCcSsQqTtAa".utf8)
            if letters.contains(b) {
                command = b
                index += 1
                skipSpaces()
            } else if atNumber() && command != 0 && command != UInt8(ascii: "Z") && command != UInt8(ascii: "z") {
                // An implicit repeat of the previous command; after a move, a line.
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            } else {
                let shown = String(decoding: [b], as: UTF8.self)
                throw fail(atNumber() ? "a number cannot follow Z; expected a command" : "unexpected character \"\(shown)\"; expected a command letter or a number", at: commandOffset)
            }
            let relative = command >= UInt8(ascii: "a")
            var nextCubic: SIMD2<Double>?
            var nextQuad: SIMD2<Double>?
            switch command | 0x20 {  // lower case
            case UInt8(ascii: "m"):
                let p = try point(relativeTo: current, relative, "the move point")
                try path.move(to: p)
                current = p
                subpathStart = p
            case UInt8(ascii: "z"):
                path.closeSubpath()
                current = subpathStart
            case UInt8(ascii: "l"):
                let p = try point(relativeTo: current, relative, "the line end point")
                try path.addLine(to: p)
                current = p
            case UInt8(ascii: "h"):
                let x = try number("the x coordinate of the horizontal line")
                let p = SIMD2<Double>(relative ? current.x + x : x, current.y)
                try path.addLine(to: p)
                current = p
            case UInt8(ascii: "v"):
                let y = try number("the y coordinate of the vertical line")
                let p = SIMD2<Double>(current.x, relative ? current.y + y : y)
                try path.addLine(to: p)
                current = p
            case UInt8(ascii: "c"):
                let c1 = try point(relativeTo: current, relative, "the first control point")
                let c2 = try point(relativeTo: current, relative, "the second control point")
                let p = try point(relativeTo: current, relative, "the curve end point")
                try path.addCurve(to: p, control1: c1, control2: c2)
                nextCubic = c2
                current = p
            case UInt8(ascii: "s"):
                let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
                let c2 = try point(relativeTo: current, relative, "the second control point")
                let p = try point(relativeTo: current, relative, "the curve end point")
                try path.addCurve(to: p, control1: c1, control2: c2)
                nextCubic = c2
                current = p
            case UInt8(ascii: "q"):
                let c = try point(relativeTo: current, relative, "the control point")
                let p = try point(relativeTo: current, relative, "the curve end point")
                try path.addQuadCurve(to: p, control: c)
                nextQuad = c
                current = p
            case UInt8(ascii: "t"):
                let c = lastQuadControl.map { current * 2 - $0 } ?? current
                let p = try point(relativeTo: current, relative, "the curve end point")
                try path.addQuadCurve(to: p, control: c)
                nextQuad = c
                current = p
            case UInt8(ascii: "a"):
                let rx = try number("the arc's x radius")
                let ry = try number("the arc's y radius")
                let rotation = try number("the arc's x-axis rotation")
                let large = try flag()
                let sweep = try flag()
                let p = try point(relativeTo: current, relative, "the arc end point")
                try path.addEllipticalArc(to: p, radii: SIMD2<Double>(rx, ry), rotationDegrees: rotation, largeArc: large, sweep: sweep)
                current = p
            default:
                throw fail("unknown command", at: commandOffset)
            }
            lastCubicControl = nextCubic
            lastQuadControl = nextQuad
        }
        return path
    }
}
