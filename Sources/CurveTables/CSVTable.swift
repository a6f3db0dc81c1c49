import Foundation
import TimingCurves

/// A table of numbers with a header row, written as CSV (RFC 4180).
///
/// Numbers are written as the shortest text that reads back as the same Double (Swift's
/// `description`, always with `.` as the decimal separator, independent of locale); infinities as
/// `inf`/`-inf` and NaN as `nan`, which Python's `float()` reads back.
public struct CSVTable: Sendable, Equatable {
    /// Column names.
    public var header: [String]
    /// Rows, each with `header.count` numbers.
    public var rows: [[Double]]

    public init(header: [String], rows: [[Double]] = []) {
        self.header = header
        self.rows = rows
    }

    /// Formats one number: the shortest round-trip text, or fixed digits after the point.
    public static func format(_ value: Double, precision: Int? = nil) -> String {
        if let precision, value.isFinite {
            return String(format: "%.\(precision)f", locale: Locale(identifier: "en_US_POSIX"), value)
        }
        return value.description
    }

    /// Quotes a header field when RFC 4180 requires it (comma, quote, CR or LF).
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The CSV text, lines ending in `\n`.
    /// - Complexity: O(rows × columns).
    public func csv(precision: Int? = nil) -> String {
        var out = header.map(Self.field).joined(separator: ",") + "\n"
        out.reserveCapacity(rows.count * header.count * 20)
        for row in rows {
            var first = true
            for value in row {
                if !first { out += "," }
                out += Self.format(value, precision: precision)
                first = false
            }
            out += "\n"
        }
        return out
    }

    /// Writes the table to `url` atomically: the text goes to a temporary file in the same
    /// directory that is then renamed over the destination, so an interrupted run never leaves a
    /// partial table.
    /// - Throws: the file system's error.
    public func write(to url: URL, precision: Int? = nil) throws {
        try Data(csv(precision: precision).utf8).write(to: url, options: .atomic)
    }
}
