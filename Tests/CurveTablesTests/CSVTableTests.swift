import Foundation
import Testing
import TimingCurves
@testable import CurveTables

@Suite struct CSVTableTests {
    @Test func shortestRoundTripNumbers() {
        let values = [0.1, 1.0 / 3.0, 1e-7, 123456789.125, -0.0, 5e-324, 1.7976931348623157e308]
        let text = CSVTable(header: ["v"], rows: values.map { [$0] }).csv()
        let lines = text.split(separator: "\n").dropFirst()
        for (line, value) in zip(lines, values) {
            let parsed = Double(String(line))
            #expect(parsed == value, "\(line) does not read back as \(value)")
            // Shortest: no representation with fewer significant digits reads back the same.
            #expect(!line.contains(","), "decimal comma in \(line)")
        }
        #expect(CSVTable.format(0.1) == "0.1")
    }

    @Test func quotesHeaderFieldsPerRFC4180() {
        let text = CSVTable(header: ["a,b", "say \"hi\"", "plain"], rows: []).csv()
        #expect(text == "\"a,b\",\"say \"\"hi\"\"\",plain\n")
    }

    @Test func fixedPrecision() {
        #expect(CSVTable.format(1.0 / 3.0, precision: 4) == "0.3333")
    }

    @Test func evenInputsAreExactFractions() {
        #expect(TimingCurveTables.evenInputs(5) == [0, 0.25, 0.5, 0.75, 1])
        #expect(TimingCurveTables.evenInputs(101)[10] == 0.1)
        #expect(TimingCurveTables.evenInputs(101).last == 1)
    }

    @Test func atomicWriteLeavesCompleteFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("csvtable-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("t.csv")
        let table = TimingCurveTables.table(CubicBezier.ease, inputs: TimingCurveTables.evenInputs(11))
        try table.write(to: url)
        let contents = try String(contentsOf: url, encoding: .utf8)
        #expect(contents == table.csv())
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["t.csv"])
    }

    @Test func defaultSetHasEveryNamedCurveWithFiniteValues() {
        let set = TimingCurveTables.defaultSet()
        #expect(set.count == EasingFunction.named.count)
        #expect(Set(set.map(\.file)).count == set.count, "file names must be unique")
        for entry in set {
            #expect(entry.table.rows.count == 101)
            for row in entry.table.rows {
                #expect(row[0].isFinite && row[1].isFinite, "\(entry.file): \(row)")
                #expect(!row[2].isNaN, "\(entry.file): NaN slope at x = \(row[0])")
            }
        }
    }
}
