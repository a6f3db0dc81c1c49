// The studio's JSON: a parsed value for validating requests, and a writer whose numbers are the
// shortest text that reads back as the same Double (what the CLI prints), so that the page, the
// CSV and the command line show the same digits.

import CurveTables
import Foundation

/// A JSON value, read from a request or written into a response.
///
/// Numbers are written as the shortest round-trip text (``CSVTable/format(_:precision:nonFinite:)``);
/// a non-finite number (an infinite slope at a vertical tangent) is written as `null`.
public indirect enum StudioJSON: Sendable, Equatable {
    /// A number (written as its shortest round-trip text; non-finite as `null`).
    case number(Double)
    /// A string.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// An array.
    case array([StudioJSON])
    /// An object, its members in the order written (a request's in key order).
    case object([(String, StudioJSON)])
    /// `null`.
    case null

    /// Equal values; numbers by `==`, objects member by member in order.
    public static func == (lhs: StudioJSON, rhs: StudioJSON) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.null, .null): true
        default: false
        }
    }

    /// Parses JSON text (any value); nil when it is not valid JSON.
    public static func parse(_ data: Data) -> StudioJSON? {
        (try? JSONDecoder().decode(Decoded.self, from: data))?.value
    }

    /// JSONDecoder keeps numbers and Booleans apart (JSONSerialization on Linux does not).
    struct Decoded: Decodable {
        var value: StudioJSON
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { value = .null }
            else if let b = try? container.decode(Bool.self) { value = .bool(b) }
            else if let d = try? container.decode(Double.self) { value = .number(d) }
            else if let s = try? container.decode(String.self) { value = .string(s) }
            else if let a = try? container.decode([Decoded].self) { value = .array(a.map(\.value)) }
            else {
                let o = try container.decode([String: Decoded].self)
                value = .object(o.keys.sorted().map { ($0, o[$0]!.value) })
            }
        }
    }

    /// The member `key` of an object, or nil.
    public subscript(key: String) -> StudioJSON? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// The text, compact, keys in the order given.
    public var text: String {
        var out = ""
        write(into: &out, indent: nil, level: 0)
        return out
    }

    /// The text with two-space indentation (for specs a person reads and saves).
    public var prettyText: String {
        var out = ""
        write(into: &out, indent: "  ", level: 0)
        return out + "\n"
    }

    func write(into out: inout String, indent: String?, level: Int) {
        switch self {
        case .number(let d):
            // Whole numbers without ".0" (what a person writes in a spec); others the shortest round trip.
            if !d.isFinite { out += "null" } else if d == d.rounded(), abs(d) < 1e15 { out += String(Int64(d)) } else { out += CSVTable.format(d) }
        case .string(let s): out += Self.quote(s)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            // Arrays of numbers stay on one line even when pretty.
            let flat = indent == nil || items.allSatisfy { if case .number = $0 { true } else { false } }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += flat && indent != nil ? ", " : "," }
                if !flat, let indent { out += "\n" + String(repeating: indent, count: level + 1) }
                item.write(into: &out, indent: flat ? nil : indent, level: level + 1)
            }
            if !flat, let indent, !items.isEmpty { out += "\n" + String(repeating: indent, count: level) }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                if let indent { out += "\n" + String(repeating: indent, count: level + 1) }
                out += Self.quote(key) + (indent == nil ? ":" : ": ")
                value.write(into: &out, indent: indent, level: level + 1)
            }
            if let indent, !pairs.isEmpty { out += "\n" + String(repeating: indent, count: level) }
            out += "}"
        }
    }

    /// `s` as a JSON string literal (CSVTable's writer), with `<` escaped too so the text is safe
    /// to embed anywhere in a page.
    static func quote(_ s: String) -> String {
        CSVTable.jsonString(s).replacingOccurrences(of: "<", with: "\\u003c")
    }
}
