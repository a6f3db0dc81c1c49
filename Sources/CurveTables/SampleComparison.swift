// `motioncurves compare`: another implementation's samples against the library's exact values.

import MotionMath
import Foundation

/// Why a CSV of samples could not be read.
package enum SampleCSVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No header row, or a header but no data rows.
    case empty
    /// The header lacks a column the comparison needs.
    case missingColumn(String, header: [String])
    /// A data line has a different number of fields from the header (line numbers from 1).
    case fieldCount(line: Int, expected: Int, got: Int)
    /// A cell is not a finite number.
    case badCell(line: Int, column: String, text: String)

    package var description: String {
        switch self {
        case .empty: return "the CSV has no data rows (a header row naming the columns, then one sample per line)"
        case .missingColumn(let name, let header): return "the CSV has no column \"\(excerpt(name))\" (header: \(header.joined(separator: ",")))"
        case .fieldCount(let line, let expected, let got): return "line \(line): \(got) fields, the header has \(expected)"
        case .badCell(let line, let column, let text): return "line \(line), column \(column): \"\(excerpt(text))\" is not a finite number"
        }
    }
}

/// The errors of another implementation's samples against reference values: max and RMS
/// absolute error, the error in units in the last place, and the worst rows.
package struct SampleComparison: Sendable, Equatable {
    /// One compared sample.
    package struct Row: Sendable, Equatable {
        /// The line of the CSV (the header is line 1).
        package var line: Int
        /// The input (x, or time in seconds, or fraction).
        package var input: Double
        /// The library's value at `input`.
        package var expected: Double
        /// The sample's value.
        package var actual: Double
        /// |actual − expected|.
        package var error: Double
        /// The number of doubles from expected to actual (0 when equal, 1 for neighbours).
        package var ulps: Double
    }

    /// The number of samples.
    package let count: Int
    /// max |actual − expected|.
    package let maxError: Double
    /// √(Σ (actual − expected)² / n).
    package let rmsError: Double
    /// The largest distance in doubles (``Row/ulps``).
    package let maxULPs: Double
    /// The worst rows, largest error first (ties: largest ulps, then earliest line).
    package let worst: [Row]

    /// Reads the two named columns of `csv` (a header row, then numeric cells; LF or CRLF line
    /// ends; blank lines skipped; header names may be quoted).
    /// - Throws: ``SampleCSVError`` naming the line and column of the first bad cell.
    /// - Complexity: O(size of the text).
    package static func samples(csv: String, input: String, value: String) throws(SampleCSVError) -> [(line: Int, input: Double, value: Double)] {
        // Character.isNewline: LF, and CRLF (one Character in Swift).
        var lines = csv.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().map { ($0.offset + 1, $0.element) }
        lines.removeAll { $0.1.allSatisfy(\.isWhitespace) }
        guard let headerLine = lines.first else { throw .empty }
        let header = headerLine.1.split(separator: ",", omittingEmptySubsequences: false).map { field -> String in
            let trimmed = field.trimmingCharacters(in: .whitespaces)
            return trimmed.count >= 2 && trimmed.hasPrefix("\"") && trimmed.hasSuffix("\"") ? String(trimmed.dropFirst().dropLast()) : trimmed
        }
        guard let i = header.firstIndex(of: input) else { throw .missingColumn(input, header: header) }
        guard let v = header.firstIndex(of: value) else { throw .missingColumn(value, header: header) }
        var result: [(line: Int, input: Double, value: Double)] = []
        for (number, text) in lines.dropFirst() {
            let fields = text.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == header.count else { throw .fieldCount(line: number, expected: header.count, got: fields.count) }
            func cell(_ k: Int) throws(SampleCSVError) -> Double {
                let trimmed = fields[k].trimmingCharacters(in: .whitespaces)
                guard let x = Double(trimmed), x.isFinite else { throw .badCell(line: number, column: header[k], text: trimmed) }
                return x
            }
            result.append((number, try cell(i), try cell(v)))
        }
        guard !result.isEmpty else { throw .empty }
        return result
    }

    /// The distance in doubles between `a` and `b` (both finite): how many representable values
    /// lie between them, plus one; 0 when equal (+0 and −0 are equal).
    package static func ulpDistance(_ a: Double, _ b: Double) -> Double {
        func ordered(_ x: Double) -> Int64 {
            let bits = Int64(bitPattern: x.bitPattern)
            return bits < 0 ? Int64.min - bits : bits
        }
        let (x, y) = (ordered(a), ordered(b))
        let (difference, overflow) = x.subtractingReportingOverflow(y)
        return overflow ? Double(x) - Double(y) : Double(difference.magnitude)
    }

    /// Compares `samples` with `reference`, keeping the `worst` rows with the largest errors.
    /// - Complexity: O(n log n).
    package init(samples: [(line: Int, input: Double, value: Double)], reference: (Double) -> Double, worst: Int = 5) {
        var rows: [Row] = []
        rows.reserveCapacity(samples.count)
        for sample in samples {
            let expected = reference(sample.input)
            let error = abs(sample.value - expected)
            let ulps = expected.isFinite ? Self.ulpDistance(sample.value, expected) : .infinity
            rows.append(Row(line: sample.line, input: sample.input, expected: expected, actual: sample.value, error: error, ulps: ulps))
        }
        count = rows.count
        maxError = rows.map(\.error).max() ?? 0
        maxULPs = rows.map(\.ulps).max() ?? 0
        // Σe²/n directly; where a square overflows (errors of 1e308) or underflows (below
        // 2^−500), Σ(e/M)² with M the largest error instead.
        let largest = maxError
        let sumSquares = rows.reduce(0.0) { $0 + $1.error * $1.error }
        if count > 0, sumSquares.isFinite, largest > 0x1p-500 {
            rmsError = (sumSquares / Double(count)).squareRoot()
        } else if count > 0, largest > 0, largest.isFinite {
            let sumSquares = rows.reduce(0.0) { $0 + ($1.error / largest) * ($1.error / largest) }
            rmsError = largest * (sumSquares / Double(count)).squareRoot()
        } else {
            rmsError = maxError
        }
        self.worst = Array(rows.sorted {
            $0.error != $1.error ? $0.error > $1.error : $0.ulps != $1.ulps ? $0.ulps > $1.ulps : $0.line < $1.line
        }.prefix(max(0, worst)))
    }

    /// One row: `rows,max_error,rms_error,max_ulps`.
    package var summaryTable: CSVTable {
        CSVTable(header: ["rows", "max_error", "rms_error", "max_ulps"], rows: [[Double(count), maxError, rmsError, maxULPs]])
    }

    /// The worst rows: `line,input,expected,actual,error,ulps`.
    package var worstTable: CSVTable {
        CSVTable(header: ["line", "input", "expected", "actual", "error", "ulps"],
                 rows: worst.map { [Double($0.line), $0.input, $0.expected, $0.actual, $0.error, $0.ulps] })
    }
}
