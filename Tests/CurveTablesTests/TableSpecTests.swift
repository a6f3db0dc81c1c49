import Foundation
import Keyframes
import Paths
import Testing
import TimingCurves
import CurveTables

@Suite("CurveTables: JSON table specs, the default set, the buffered writer")
struct TableSpecTests {
    /// Fuzz finding (FuzzTimelineSpec, issue 18): a keyframe value with fewer numbers than its
    /// track's initial value indexed past the end (a crash); it is a spec error naming the field.
    @Test func keyframeDimensionMustMatchTheTrack() throws {
        let json = #"{"tracks": [{"name": "offset", "initial": [0, 0], "keyframes": [{"type": "spring", "to": [105]}]}]}"#
        do {
            _ = try TimelineSpec(json: Data(json.utf8))
            Issue.record("a 1-number keyframe in a 2-number track was accepted")
        } catch {
            guard case .spec(let path, let message) = error else { Issue.record("\(error)"); return }
            #expect(path == "tracks[0].keyframes[0].to" && message.contains("2"), "\(path): \(message)")
        }
        let velocity = #"{"tracks": [{"name": "s", "initial": 1, "keyframes": [{"type": "cubic", "to": 2, "duration": 1, "startVelocity": [1, 2]}]}]}"#
        #expect(throws: (any Error).self) { try TimelineSpec(json: Data(velocity.utf8)) }
    }

    /// A value kind's "timingFunction" applies to the whole animation, as Core Animation's: the
    /// rows at fractions x are the rows of the plain animation at easing(x), bit for bit; the
    /// transform's "matrix2D" chooses the 2-D model (the two differ on a skewed pair).
    @Test func valueKindTimingFunctionAndMatrixModel() throws {
        let xs = [0.0, 0.1, 0.37, 0.5, 0.9, 1.0]
        let eased = xs.map { TimingTestEasing.ease($0) }
        func table(_ entry: String) throws -> CSVTable {
            try TableSpec(json: Data(#"{"tables": [{"file": "t.csv", "kind": "keyframes", \#(entry)}]}"#.utf8)).entries[0].table
        }
        func list(_ v: [Double]) -> String { "[" + v.map { "\($0)" }.joined(separator: ", ") + "]" }
        for values in [#""valueKind": "color", "values": ["red", "oklch(0.7 0.1 200 / 0.5)"], "space": "oklch", "hue": "longer""#,
                       #""valueKind": "transform", "values": ["none", "rotate(90deg) scale(2) translate(10px, 4px)"]"#] {
            let timed = try table(values + #", "timingFunction": "ease", "inputs": "# + list(xs))
            let plain = try table(values + #", "inputs": "# + list(eased))
            #expect(timed.rows.map { Array($0.dropFirst()) } == plain.rows.map { Array($0.dropFirst()) } && timed.textRows == plain.textRows, "\(values)")
            #expect(timed.rows.map { $0[0] } == xs)
        }
        let pair = #""valueKind": "transform", "values": ["matrix(1, 0, 0, 1, 0, 0)", "matrix(1, 0.5, 0.8, 1, 0, 0)"], "inputs": [0.5]"#
        let residual = try table(pair + #", "matrix2D": "residual""#), skew = try table(pair + #", "matrix2D": "skew""#)
        #expect(residual.rows == (try table(pair)).rows && residual.rows != skew.rows, "\(residual.rows) \(skew.rows)")
        for (bad, field) in [(#", "timingFunction": "bogus""#, "timingFunction"), (#", "matrix2D": "diagonal""#, "matrix2D")] {
            do {
                _ = try table(pair + bad)
                Issue.record("\(bad) accepted")
            } catch let error as TableSpecError {
                #expect(error.path.hasSuffix(field), "\(error.path): \(error.message)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func specBuildsEveryKind() throws {
        let json = #"""
        {"tables": [
          {"file": "a.csv", "kind": "timing", "easing": "ease-in-out", "samples": 11},
          {"file": "b.csv", "kind": "timing", "bezier": [0.2, 0, 0, 1], "inputs": [0, 0.25, 1], "columns": ["y", "x"]},
          {"file": "c.csv", "kind": "spring", "spring": {"mass": 1, "stiffness": 100, "damping": 20}, "fps": 60, "duration": 1},
          {"file": "d.csv", "kind": "keyframes", "values": [0, 10, 5], "mode": "cubic", "samples": 3},
          {"file": "e.csv", "kind": "path", "path": "M 0 0 L 10 0", "samples": 3},
          {"file": "f.csv", "kind": "timeline", "timeline": {"fps": 4, "tracks": [{"name": "p", "initial": [0, 0], "keyframes": [{"type": "linear", "to": [4, 8], "duration": 1}]}]}}
        ]}
        """#
        let spec = try TableSpec(json: Data(json.utf8))
        #expect(spec.entries.map(\.file) == ["a.csv", "b.csv", "c.csv", "d.csv", "e.csv", "f.csv"])
        #expect(spec.entries[0].table.rows.count == 11 && spec.entries[0].table.header == ["x", "y", "slope"])
        #expect(spec.entries[1].table.header == ["y", "x"] && spec.entries[1].table.rows[2] == [1, 1])
        #expect(spec.entries[2].table.rows.count == 61 && spec.entries[2].table.rows[60][0] == 1)
        #expect(spec.entries[3].table.rows[1] == [0.5, 10])
        #expect(spec.entries[4].table.rows[1] == [0.5, 5, 0, 0])
        #expect(spec.entries[5].table.header == ["time", "p.x", "p.y"] && spec.entries[5].table.rows[2] == [0.5, 2, 4])
    }

    /// A path easing in a timing table: the same numbers as the library's.
    @Test func pathEasingTable() throws {
        let spec = try TableSpec(json: Data(#"{"tables": [{"file": "e.csv", "kind": "timing", "easing": "material-emphasized", "samples": 5}, {"file": "p.csv", "kind": "timing", "easing": "path('M0,0 L0.5,0.8 L1,1')", "samples": 5}]}"#.utf8))
        #expect(spec.entries[0].table.rows.map { $0[1] } == [0, 0.25, 0.5, 0.75, 1].map { PathEasing.materialEmphasized.value(at: $0) })
        #expect(spec.entries[1].table.rows.map { $0[1] } == [0, 0.4, 0.8, 0.9, 1])
    }

    /// Each bad spec names the entry and the field.
    @Test(arguments: [
        (#"{"tables": [{"kind": "timing", "easing": "ease"}]}"#, "tables[0].file"),
        (#"{"tables": [{"file": "../x.csv", "kind": "timing", "easing": "ease"}]}"#, "tables[0].file"),
        (#"{"tables": [{"file": "a.csv", "easing": "ease"}]}"#, "tables[0].kind"),
        (#"{"tables": [{"file": "a.csv", "kind": "timing"}]}"#, "tables[0].easing"),
        (#"{"tables": [{"file": "a.csv", "kind": "timing", "easing": "steps(0)"}]}"#, "tables[0].easing"),
        (#"{"tables": [{"file": "a.csv", "kind": "timing", "easing": "path('M0,0 L1,2')"}]}"#, "tables[0].easing"),
        (#"{"tables": [{"file": "a.csv", "kind": "timing", "easing": "ease", "samples": 1}]}"#, "tables[0].samples"),
        (#"{"tables": [{"file": "a.csv", "kind": "timing", "easing": "ease", "columns": ["z"]}]}"#, "tables[0].columns"),
        (#"{"tables": [{"file": "a.csv", "kind": "spring", "spring": {"mass": -1}}]}"#, "tables[0].spring"),
        (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [0, 1], "keyTimes": [0.5, 0.2]}]}"#, "tables[0]"),
        (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [0, [1, 2]]}]}"#, "tables[0].values"),
        (#"{"tables": [{"file": "a.csv", "kind": "path", "path": "M 0 0 L"}]}"#, "tables[0].path"),
        (#"{"tables": [{"file": "a.csv", "kind": "timeline", "timeline": {"tracks": [{"name": "x", "initial": 0, "keyframes": [{"type": "move"}]}]}}]}"#, "tables[0].timeline.tracks[0].keyframes[0].to"),
        (#"{"tables": [{"file": "a.csv", "kind": "timing", "easing": "ease"}, {"file": "a.csv", "kind": "timing", "easing": "ease"}]}"#, "tables[1].file"),
        (#"{"precision": 40, "tables": [{"file": "a.csv", "kind": "timing", "easing": "ease"}]}"#, "precision"),
        (#"{"tables": []}"#, "tables"),
    ])
    func badSpecsNameTheField(json: String, path: String) {
        do {
            _ = try TableSpec(json: Data(json.utf8))
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.path == path, "\(json): error at \(error.path) (\(error.message)), want \(path)")
        }
    }

    /// The default set: every file parses with the csv rules, no NaN or infinity (empty cells for
    /// undefined slopes), and the writer is atomic and buffered.
    @Test func defaultSetHasNoNonFiniteCells() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-default-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let entries = TimingCurveTables.defaultSet() + (try SpringTables.defaultSet()) + (try KeyframeTables.defaultSet())
        var emptyCells = 0
        for entry in entries {
            let url = dir.appendingPathComponent(entry.file)
            try entry.table.write(to: url)
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.last == "" && lines.count == entry.table.rows.count + 2, "\(entry.file)")
            for line in lines.dropFirst().dropLast() {
                for cell in line.split(separator: ",", omittingEmptySubsequences: false) {
                    if cell.isEmpty { emptyCells += 1; continue }
                    let value = Double(String(cell))
                    #expect(value?.isFinite == true, "\(entry.file): \(cell)")
                }
            }
        }
        #expect(emptyCells >= 1, "the circular easings' vertical tangents should give empty slope cells")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        // Large tables stream through the 64 KiB buffer and read back exactly.
        let big = CSVTable(header: ["i", "v"], rows: (0..<100_000).map { [Double($0), Double($0) / 7] })
        let url = dir.appendingPathComponent("big.csv")
        try big.write(to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == big.csv())
    }
}

@Suite struct FixedDigitsTests {
    /// The fast fixed-digit formatter agrees with printf on random and tie values.
    @Test func agreesWithPrintf() {
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(Int64(bitPattern: state) >> 11) / Double(1 << 40)
        }
        let specials = [0.5, 1.5, 2.5, -0.5, 0.125, 0.375, 1.005, 2.675, -0.0, 0.0, 1e-9, -1e-9, 123456.7890125, 0.045]
        for digits in [0, 1, 2, 3, 6, 10] {
            for v in specials + (0..<2000).map({ _ in next() }) {
                let printf = String(format: "%.\(digits)f", v)
                #expect(CSVTable.format(v, precision: digits) == printf, "\(v) at \(digits) digits: \(CSVTable.format(v, precision: digits)) vs \(printf)")
            }
        }
    }
}

/// ease, as the library computes it.
enum TimingTestEasing {
    static func ease(_ x: Double) -> Double { CubicBezier.ease.value(at: x) }
}
