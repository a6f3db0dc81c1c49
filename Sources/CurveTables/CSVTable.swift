import Foundation
import TimingCurves

/// A table of numbers with a header row, written as CSV (RFC 4180).
///
/// Numbers are written as the shortest text that reads back as the same Double (Swift's
/// `description`, always with `.` as the decimal separator, independent of locale); infinities as
/// `inf`/`-inf` and NaN as `nan`, which Python's `float()` reads back. A cell with no value (a
/// colour's missing component, CSS `none`) is an empty field.
public struct CSVTable: Sendable, Equatable {
    /// Column names.
    public var header: [String]
    /// Rows, each with `header.count` numbers.
    public var rows: [[Double]]
    /// Names of text columns written after the numeric ones (e.g. a colour as CSS text); empty for most tables.
    public var textHeader: [String]
    /// Per row, one text per ``textHeader`` entry (quoted as RFC 4180 requires).
    public var textRows: [[String]]
    /// Numeric cells that have no value (a colour's missing component, CSS `none`), written as an
    /// empty CSV field and as JSON `null`; their entry in ``rows`` is NaN.
    package var missingCells: Set<Cell>

    /// A cell of the numeric columns: row and column indices from 0 (the header is not a row).
    package struct Cell: Sendable, Hashable {
        package var row: Int
        package var column: Int
        package init(row: Int, column: Int) { (self.row, self.column) = (row, column) }
    }

    public init(header: [String], rows: [[Double]] = [], textHeader: [String] = [], textRows: [[String]] = []) {
        self.header = header
        self.rows = rows
        self.textHeader = textHeader
        self.textRows = textRows
        self.missingCells = []
    }

    /// A table whose numeric cells may be missing: nil cells become ``missingCells`` (NaN in
    /// ``rows``).
    package init(header: [String], optionalRows: [[Double?]], textHeader: [String] = [], textRows: [[String]] = []) {
        self.init(header: header, rows: optionalRows.map { $0.map { $0 ?? .nan } }, textHeader: textHeader, textRows: textRows)
        for (r, row) in optionalRows.enumerated() {
            for (c, value) in row.enumerated() where value == nil { missingCells.insert(Cell(row: r, column: c)) }
        }
    }

    /// Equal headers, texts and missing cells, and equal numbers, where two NaNs count as equal
    /// (a missing cell holds NaN, so a table with one is equal to itself).
    public static func == (a: CSVTable, b: CSVTable) -> Bool {
        a.header == b.header && a.textHeader == b.textHeader && a.textRows == b.textRows && a.missingCells == b.missingCells
            && a.rows.count == b.rows.count
            && zip(a.rows, b.rows).allSatisfy { x, y in
                x.count == y.count && zip(x, y).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
            }
    }

    /// Whether the cell at `row`, `column` is one of ``missingCells`` (only NaN cells can be).
    @inline(__always)
    func isMissing(_ value: Double, row: Int, column: Int) -> Bool {
        value.isNaN && !missingCells.isEmpty && missingCells.contains(Cell(row: row, column: column))
    }

    /// The first cell that is NaN, or infinite outside `infinite` (columns where ±∞ is a value,
    /// such as a slope at a vertical tangent), skipping the columns in `undefined` (where NaN and
    /// ±∞ are documented values) and the missing cells (a colour's `none`): its column's name,
    /// its value and its row. Nil when there is none.
    /// - Complexity: O(rows × columns).
    package func firstNonFinite(
        allowingInfinityIn infinite: Set<String> = [], ignoring undefined: Set<String> = []
    ) -> (column: String, value: Double, row: [Double])? {
        for (index, row) in rows.enumerated() {
            for (column, value) in row.enumerated() where !value.isFinite {
                let name = column < header.count ? header[column] : "column \(column + 1)"
                if undefined.contains(name) || isMissing(value, row: index, column: column) { continue }
                if value.isNaN || !infinite.contains(name) { return (name, value, row) }
            }
        }
        return nil
    }

    /// How NaN and infinities are written.
    public enum NonFinite: Sendable {
        /// `nan`, `inf`, `-inf` (what Python's `float()` reads back): the CLI's stdout tables.
        case text
        /// An empty cell: the files of `tables/`, which hold no NaN or infinity (an infinite slope
        /// at a vertical tangent is undefined as a number).
        case empty
    }

    /// Formats one number: the shortest round-trip text, or fixed digits after the point.
    public static func format(_ value: Double, precision: Int? = nil, nonFinite: NonFinite = .text) -> String {
        if !value.isFinite && nonFinite == .empty { return "" }
        if let precision, value.isFinite {
            return fixed(value, precision) ?? String(format: "%.\(precision)f", locale: posixLocale, value)
        }
        return value.description
    }

    /// `value` with `digits` digits after the point, correctly rounded (ties to even, as printf),
    /// without the cost of String(format:); nil when out of its exact range (then printf is used).
    ///
    /// With s = value·10ᵈ rounded and e = fma(value, 10ᵈ, −s) its exact error (10ᵈ is exact for
    /// d ≤ 22), the exact product is s + e, so the nearest integer is decided exactly.
    static func fixed(_ value: Double, _ digits: Int) -> String? {
        guard digits >= 0, digits <= 22 else { return nil }
        var power = 1.0
        for _ in 0..<digits { power *= 10 }
        let scaled = value * power
        guard abs(scaled) < 0x1p52 else { return nil }
        let error = (-scaled).addingProduct(value, power)  // value·power − scaled, exact
        var nearest = scaled.rounded(.toNearestOrEven)
        let gap = scaled - nearest  // exact (Sterbenz)
        if abs(gap) == 0.5 {
            // A tie in double arithmetic: the exact product decides, else ties to even.
            if error > 0 { nearest = gap > 0 ? nearest + 1 : nearest } else if error < 0 { nearest = gap < 0 ? nearest - 1 : nearest }
        }
        var integer = Int64(nearest)
        let negative = value < 0 || (value == 0 && value.sign == .minus)
        if integer < 0 { integer = -integer }
        var text = String(integer)
        if digits > 0 {
            if text.count <= digits { text = String(repeating: "0", count: digits - text.count + 1) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
        }
        return negative ? "-" + text : text
    }

    /// Quotes a header field when RFC 4180 requires it (comma, quote, CR or LF).
    package static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The CSV text, lines ending in `\n`.
    /// - Complexity: O(rows × columns).
    public func csv(precision: Int? = nil, nonFinite: NonFinite = .text) -> String {
        var bytes: [UInt8] = []
        encode(into: &bytes, precision: precision, nonFinite: nonFinite) { _ in }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Encodes the table into `buffer`, handing it to `flush` (and emptying it) whenever it
    /// passes 64 KiB, so a table of any size is written in bounded memory.
    func encode(into buffer: inout [UInt8], precision: Int?, nonFinite: NonFinite, flush: (inout [UInt8]) throws -> Void) rethrows {
        buffer.reserveCapacity(1 << 16 + 256)
        buffer.append(contentsOf: (header + textHeader).map(Self.field).joined(separator: ",").utf8)
        buffer.append(0x0A)
        for (index, row) in rows.enumerated() {
            for (k, value) in row.enumerated() {
                if k > 0 { buffer.append(0x2C) }
                if precision == nil && value.isFinite {
                    buffer.append(contentsOf: value.description.utf8)
                } else if isMissing(value, row: index, column: k) {
                    continue
                } else {
                    buffer.append(contentsOf: Self.format(value, precision: precision, nonFinite: nonFinite).utf8)
                }
            }
            if index < textRows.count {
                for text in textRows[index] {
                    buffer.append(0x2C)
                    buffer.append(contentsOf: Self.field(text).utf8)
                }
            }
            buffer.append(0x0A)
            if buffer.count >= 1 << 16 { try flush(&buffer) }
        }
    }

    /// Writes the table to `url` atomically through a buffered writer: the bytes go, 64 KiB at a
    /// time, to a temporary file in the same directory, which is then renamed over the destination
    /// (rename(2) is atomic), so an interrupted run never leaves a partial table.
    /// - Throws: ``CSVWriteError`` naming the file.
    /// - Complexity: O(rows × columns) time, O(1) extra memory.
    public func write(to url: URL, precision: Int? = nil, nonFinite: NonFinite = .empty) throws(CSVWriteError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary.path) else {
            throw CSVWriteError(path: url.path, reason: "cannot create a file in \(directory.path)")
        }
        do {
            var buffer: [UInt8] = []
            try encode(into: &buffer, precision: precision, nonFinite: nonFinite) { chunk in
                try handle.write(contentsOf: chunk)
                chunk.removeAll(keepingCapacity: true)
            }
            try handle.write(contentsOf: buffer)
            try handle.close()
        } catch {
            try? handle.close()
            try? FileManager.default.removeItem(at: temporary)
            throw CSVWriteError(path: url.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CSVWriteError(path: url.path, reason: "cannot rename the temporary file into place")
        }
    }
}

/// The locale of every fixed-digit number (`.` separator), created once: building a Locale per
/// number dominated the cost of fixed-precision tables.
private let posixLocale = Locale(identifier: "en_US_POSIX")

/// A table could not be written.
public struct CSVWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }
}
