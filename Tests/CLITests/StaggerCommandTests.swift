import AnimationTiming
import Foundation
import Testing
import TimingCurves

/// `stagger` and the `stagger` table kind: the library's delays bit for bit, and bad input refused
/// with a message and nothing on stdout.
@Suite struct StaggerCommandTests {
    static func rows(_ text: String) -> [[Double]] {
        text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
    }

    @Test func command() throws {
        let (status, out, err) = try CLI.run(["stagger", "--count", "9", "--grid-columns", "3", "--total", "1", "--from", "center", "--ease", "ease-in"])
        #expect(status == 0, "\(err)")
        let expected = try Stagger(.total(1), from: .center, gridColumns: 3, easing: try EasingFunction(parsing: "ease-in")).delays(count: 9)
        #expect(Self.rows(out) == expected.enumerated().map { [Double($0.offset), $0.element] }, "\(out)")
        let (_, motion, _) = try CLI.run(["stagger", "--count", "5", "--each", "0.1", "--from", "center", "--convention", "motion"])
        #expect(Self.rows(motion).map { $0[1] } == [0.2, 0.1, 0, 0.1, 0.2], "\(motion)")
        let anime = try CLI.run(["stagger", "--count", "15", "--grid-columns", "5", "--each", "10", "--from", "center", "--reversed", "--convention", "anime"])
        let animeDelays = try Stagger(.each(10), from: .center, gridColumns: 5, reversed: true, convention: .anime).delays(count: 15)
        #expect(anime.status == 0 && Self.rows(anime.stdout).map { $0[1] } == animeDelays, "\(anime.stdout)\(anime.stderr)")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-anime-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 15, "gridColumns": 5, "each": 10, "from": "center", "reversed": true, "convention": "anime"}]}"#)
        let (specStatus, _, specError) = try CLI.run(["tables", "--spec", spec, "--output", dir.path])
        #expect(specStatus == 0, "\(specError)")
        #expect(try String(contentsOf: dir.appendingPathComponent("a.csv"), encoding: .utf8) == anime.stdout, "the spec's anime table is the command's")
        let (_, fraction, _) = try CLI.run(["stagger", "--count", "4", "--grid-columns", "4", "--axis", "x", "--total", "3", "--from", "1,0"])
        #expect(Self.rows(fraction).map { $0[1] } == [3, 2, 1, 0], "\(fraction)")
    }

    @Test func tableKind() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-stagger-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "d.csv", "kind": "stagger", "count": 7, "each": 0.05, "from": 2, "start": 0.25}]}"#)
        let (status, _, err) = try CLI.run(["tables", "--spec", spec, "--output", dir.path])
        #expect(status == 0, "\(err)")
        let table = try String(contentsOf: dir.appendingPathComponent("d.csv"), encoding: .utf8)
        let (_, cli, _) = try CLI.run(["stagger", "--count", "7", "--each", "0.05", "--from", "2", "--start", "0.25"])
        #expect(table == cli, "the spec's table is the command's")
        for (json, field) in [
            (#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 3}]}"#, "tables[0].each"),
            (#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 3.5, "each": 1}]}"#, "tables[0].count"),
            (#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 3, "each": 1, "from": "middle"}]}"#, "tables[0].from"),
            (#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 3, "each": 1, "axis": "z"}]}"#, "tables[0].axis"),
            (#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 3, "each": 1, "ease": "wobbly"}]}"#, "tables[0].ease"),
            (#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 3, "each": 1, "gridColumns": 2, "convention": "motion"}]}"#, "tables[0]"),
            (#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 3, "each": 1, "columns": 2}]}"#, "tables[0].columns"),
            (#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 3, "each": 1, "gridColumns": 0}]}"#, "tables[0].gridColumns"),
            (#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 3, "each": 1, "reversed": "yes", "convention": "anime"}]}"#, "tables[0].reversed"),
            (#"{"tables": [{"file": "a.csv", "kind": "stagger", "count": 3, "each": 1, "reversed": true}]}"#, "tables[0]"),
        ] {
            let (status, stdout, stderr) = try CLI.run(["tables", "--spec", try CLI.temporaryFile(json), "--output", dir.appendingPathComponent("bad").path])
            #expect(status != 0 && stdout.isEmpty && stderr.contains(field), "\(json): \(stderr)")
        }
    }

    @Test func badInputIsRefused() throws {
        for arguments in [
            ["stagger", "--count", "5"], ["stagger", "--count", "5", "--each", "1", "--total", "1"], ["stagger", "--count", "-1", "--each", "1"],
            ["stagger", "--count", "5", "--each", "nan"], ["stagger", "--count", "5", "--each", "-1"], ["stagger", "--count", "5", "--each", "1", "--from", "middle"],
            ["stagger", "--count", "5", "--each", "1", "--axis", "z"], ["stagger", "--count", "5", "--each", "1", "--ease", "wobbly"],
            ["stagger", "--count", "5", "--each", "1", "--convention", "velocity"], ["stagger", "--count", "5", "--each", "1", "--grid-columns", "0"],
            ["stagger", "--count", "5", "--each", "1", "--reversed"], ["stagger", "--count", "5", "--each", "1", "--from", "edges", "--convention", "anime"],
            ["stagger", "--count", "5", "--each", "1", "--grid-columns", "2", "--convention", "motion"], ["stagger", "--count", "2000000", "--each", "1"],
            ["stagger", "--count", "5", "--each", "1", "--from", "1e300"],
        ] {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && stdout.isEmpty && !stderr.isEmpty, "\(arguments): \(status) \(stdout) \(stderr)")
        }
    }
}
