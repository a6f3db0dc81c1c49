// A small JSON value type for the spec readers, with its own parser: one pass over the bytes,
// numbers kept apart from Booleans (JSONSerialization on Linux casts 1 to Bool), and a nesting
// ceiling so that hostile input is refused in bounded time and stack.

import Foundation

/// A parsed JSON value (RFC 8259).
enum JSONValue {
    case number(Double), string(String), bool(Bool), array([JSONValue]), object([String: JSONValue]), null

    var object: [String: JSONValue]? { if case .object(let o) = self { return o } else { return nil } }
    var array: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var isNull: Bool { if case .null = self { return true } else { return false } }

    /// The deepest nesting of arrays and objects a spec may have.
    static let maximumDepth = 64

    /// Why text is not JSON: the byte offset and the reason.
    struct SyntaxError: Error, CustomStringConvertible {
        var offset: Int
        var reason: String
        var description: String { "\(reason) at byte \(offset)" }
    }

    /// Parses UTF-8 JSON text: one value, surrounded by optional whitespace. Numbers are read
    /// by the standard library's correctly rounded conversion; a number beyond the largest Double
    /// is an error, not infinity. Object keys that repeat keep the last value.
    /// - Throws: ``SyntaxError`` naming the byte offset and the reason (nesting deeper than
    ///   ``maximumDepth`` included).
    /// - Complexity: O(n) in the length of the text.
    static func parse(_ data: Data) throws(SyntaxError) -> JSONValue {
        var parser = Parser(bytes: [UInt8](data))
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.fail("unexpected text after the value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        func fail(_ reason: String) -> SyntaxError { SyntaxError(offset: index, reason: reason) }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ literal: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
            for byte in literal.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw fail("expected \(literal)") }
                index += 1
            }
            return value
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
            guard index < bytes.count else { throw fail("unexpected end of the text") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try expect("true", .bool(true))
            case UInt8(ascii: "f"): return try expect("false", .bool(false))
            case UInt8(ascii: "n"): return try expect("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw fail("expected a value")
            }
        }

        mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
            guard depth <= JSONValue.maximumDepth else { throw fail("nested deeper than \(JSONValue.maximumDepth)") }
            index += 1
            var members: [String: JSONValue] = [:]
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a member name in quotes") }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                index += 1
                skipWhitespace()
                members[key] = try value(depth: depth)
                skipWhitespace()
                guard index < bytes.count else { throw fail("unexpected end of the text in an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
                index += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
            guard depth <= JSONValue.maximumDepth else { throw fail("nested deeper than \(JSONValue.maximumDepth)") }
            index += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth))
                skipWhitespace()
                guard index < bytes.count else { throw fail("unexpected end of the text in an array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
                index += 1
                return .array(elements)
            }
        }

        mutating func number() throws(SyntaxError) -> Double {
            let start = index
            func digits() -> Int {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - first
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let leading = index
            guard digits() > 0 else { throw fail("expected a digit") }
            if bytes[leading] == UInt8(ascii: "0"), index - leading > 1 { throw SyntaxError(offset: leading, reason: "a number may not start with 0") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw fail("expected a digit after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw fail("expected a digit in the exponent") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                throw SyntaxError(offset: start, reason: "the number is beyond the largest Double")
            }
            return value
        }

        mutating func hexQuad() throws(SyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw fail("expected four hex digits after \\u") }
            var code: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw fail("expected a hex digit")
                }
                code = code << 4 | UInt32(digit)
                index += 1
            }
            return code
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1
            var utf8: [UInt8] = []
            while true {
                guard index < bytes.count else { throw fail("unterminated string") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { index += 1; break }
                guard byte >= 0x20 else { throw fail("a control character in a string") }
                guard byte == UInt8(ascii: "\\") else { utf8.append(byte); index += 1; continue }
                index += 1
                guard index < bytes.count else { throw fail("unterminated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hexQuad()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw fail("a lone surrogate in \\u escapes")
                        }
                        index += 2
                        let low = try hexQuad()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("a lone surrogate in \\u escapes") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("a lone surrogate in \\u escapes") }
                    utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw fail("unknown escape")
                }
            }
            guard let text = String(validating: utf8, as: UTF8.self) else { throw fail("a string that is not UTF-8") }
            return text
        }
    }
}
