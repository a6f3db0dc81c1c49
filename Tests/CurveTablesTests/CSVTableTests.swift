import Foundation
import Testing
import TimingCurves
import CurveTables

@Suite struct CSVTableTests {
    /// Missing cells (a colour's CSS `none`) are empty CSV fields and JSON nulls, are not taken
    /// for NaN results, and keep the table equal to itself; a NaN that is not missing still
    /// prints as `nan`.
    @Test func missingCellsAreEmptyAndNull() throws {
        let table = CSVTable(header: ["t", "h", "x"], optionalRows: [[0, nil, .nan], [1, 2, 3]])
        #expect(table.missingCells == [CSVTable.Cell(row: 0, column: 1)])
        #expect(table.csv() == "t,h,x\n0.0,,nan\n1.0,2.0,3.0\n", "\(table.csv())")
        #expect(table.json() == "[\n  {\"t\":0.0,\"h\":null,\"x\":null},\n  {\"t\":1.0,\"h\":2.0,\"x\":3.0}\n]\n", "\(table.json())")
        #expect(table == table)
        #expect(table != CSVTable(header: ["t", "h", "x"], rows: [[0, .nan, .nan], [1, 2, 3]]))
        #expect(table.firstNonFinite()?.column == "x")
        let complete = CSVTable(header: ["t", "h"], optionalRows: [[0, nil], [1, 2]])
        #expect(complete.firstNonFinite() == nil)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UInt64.random(in: 0...UInt64.max)).csv")
        defer { try? FileManager.default.removeItem(at: url) }
        try complete.write(to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == "t,h\n0.0,\n1.0,2.0\n")
    }

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
