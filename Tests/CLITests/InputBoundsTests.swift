import CurveTables
import Foundation
import Testing

/// Counts with ceilings, input read as streams, and `tables` writing all or nothing: each case a
/// non-zero exit, nothing on stdout and a one-line reason on stderr, or the complete result.
@Suite struct InputBoundsTests {
    /// A failed command: non-zero exit, empty stdout, a short message containing `reason`.
    func expectRefused(_ arguments: [String], _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (status, stdout, stderr) = try CLI.run(arguments)
        #expect(status != 0, "\(arguments): exit \(status)", sourceLocation: sourceLocation)
        #expect(stdout.isEmpty, "\(arguments): printed \(stdout.prefix(80))", sourceLocation: sourceLocation)
        #expect(stderr.contains(reason), "\(arguments): \(stderr.prefix(300))", sourceLocation: sourceLocation)
        #expect(stderr.utf8.count < 400, "\(arguments): \(stderr.utf8.count) bytes on stderr", sourceLocation: sourceLocation)
    }

    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("mc-\(UUID().uuidString)", isDirectory: true)
    }

    // MARK: Counts

    @Test func coupledOscillatorsHaveAMassCeiling() throws {
        let chain = try CLI.temporaryFile(#"{"chain": {"count": 100000, "mass": 1, "stiffness": 100}}"#)
        try expectRefused(["oscillators", chain], "a chain has at most 500 masses, got 100000")
        let matrix = (0..<501).map { i in "[" + (0..<501).map { $0 == i ? "1" : "0" }.joined(separator: ",") + "]" }.joined(separator: ",")
        let system = try CLI.temporaryFile(#"{"mass": [\#(matrix)], "stiffness": [\#(matrix)]}"#)
        try expectRefused(["oscillators", system], "at most 500 masses, got 501")
    }

    @Test func coupledOscillatorRowsAreBoundedByTheirWork() throws {
        let chain = try CLI.temporaryFile(#"{"chain": {"count": 100, "mass": 1, "stiffness": 100}}"#)
        try expectRefused(["oscillators", chain, "--duration", "1000", "--fps", "60"], "60001 rows of 100 masses: at most 100000000 rows × masses²")
        let (status, stdout, stderr) = try CLI.run(["oscillators", chain, "--duration", "1", "--fps", "60"])
        #expect(status == 0, "\(stderr.prefix(200))")
        #expect(stdout.split(separator: "\n").count == 62)
    }

    @Test func fitBezierSamplesHaveACeilingItMeetsQuickly() throws {
        try expectRefused(["fit-bezier", "easeOutElastic", "--samples", "1000000"], "--samples must be from 8 to 4096, got 1000000")
        try expectRefused(["fit-bezier", "easeOutElastic", "--samples", "9223372036854775807"], "--samples must be from 8 to 4096")
        let (status, stdout, stderr) = try CLI.run(["fit-bezier", "easeOutQuint", "--samples", "4096"])
        #expect(status == 0, "\(stderr.prefix(200))")
        #expect(stdout.hasPrefix("css,x1,y1,x2,y2,max_error,rms_error\n\"cubic-bezier("), "\(stdout.prefix(120))")
    }

    @Test func springFramesHaveTheRowCeiling() throws {
        try expectRefused(["spring", "--duration", "100000", "--fps", "60"], "more than the limit of \(TableSpec.maximumRows)")
        try expectRefused(["decay", "--velocity", "100", "--duration", "1e9"], "more than the limit of \(TableSpec.maximumRows)")
        try expectRefused(["animate", "--from", "0", "--to", "1", "--duration", "100", "--fps", "100000"], "more than the limit of \(TableSpec.maximumRows)")
        try expectRefused(["spring-keyframes", "--damping", "5", "--frequency", "30", "--fps", "1000000", "--duration", "10"],
                          "the request needs 10000001 frames, more than the limit of \(TableSpec.maximumRows)")
        let timeline = try CLI.temporaryFile(#"{"fps": 1000000, "tracks": [{"name": "a", "initial": 0, "keyframes": [{"type": "linear", "to": 1, "duration": 2}]}]}"#)
        try expectRefused(["timeline", timeline], "is more than \(TableSpec.maximumRows) rows")
    }

    @Test func atFilesHaveTheRowCeiling() throws {
        let file = try CLI.temporaryFile(String(repeating: "0.5\n", count: TableSpec.maximumRows + 1))
        try expectRefused(["easing", "ease", "--at", file], "has more than \(TableSpec.maximumRows) numbers")
    }

    @Test func frameLoopsHaveACeiling() throws {
        try expectRefused(["frames", "--count", "24", "--fps", "24", "--loops", "9223372036854775807", "--samples", "10"],
                          "loopCount must be at most 2^52 frames in all passes")
    }

    @Test func morphRowsTimesSegmentsHaveACeiling() throws {
        let path = "M0 0 " + (1...1000).map { "L\($0) \($0 % 7)" }.joined(separator: " ")
        try expectRefused(["morph", "--from", "M0 0 L1 1", "--to", path, "--normalize", "--samples", "1001"],
                          "1001 rows of 1000 segments: at most 1000000 segments in all rows")
    }

    /// An export too fine for its curve ends in a typed error at its work ceiling (10⁷ evaluations
    /// of the curve) instead of running for minutes; the time itself is measured in release
    /// builds, not here.
    @Test func cssLinearExportsStopAtTheirWorkCeiling() throws {
        try expectRefused(["css-linear", "spring(0.5, 0.3)", "--samples", "10000", "--max-error", "1e-8"],
                          "the export needs more than 10000000 evaluations of the curve; raise the max error or lower the samples")
    }

    @Test func specsHaveCountCeilings() throws {
        let output = temporaryDirectory().path
        let tables = (0...TableSpec.maximumTables).map { #"{"file": "t\#($0).csv", "kind": "timing", "easing": "ease", "samples": 2}"# }
        let many = try CLI.temporaryFile(#"{"tables": [\#(tables.joined(separator: ","))]}"#)
        try expectRefused(["tables", "--spec", many, "--output", output], "tables: at most 1000 tables, got 1001")
        let values = Array(repeating: "0", count: TableSpec.maximumKeyframes + 1).joined(separator: ",")
        let keyframes = try CLI.temporaryFile(#"{"tables": [{"file": "k.csv", "kind": "keyframes", "values": [\#(values)], "samples": 2}]}"#)
        try expectRefused(["tables", "--spec", keyframes, "--output", output], "tables[0].values: at most 100000 keyframes, got 100001")
        let track = Array(repeating: #"{"type": "linear", "to": 1, "duration": 0.001}"#, count: TableSpec.maximumKeyframes + 1).joined(separator: ",")
        let timeline = try CLI.temporaryFile(#"{"tracks": [{"name": "a", "initial": 0, "keyframes": [\#(track)]}]}"#)
        try expectRefused(["timeline", timeline], "tracks[0].keyframes: at most 100000 keyframes per track, got 100001")
    }

    @Test func specJSONIsParsedStrictlyWithANestingCeiling() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let nested = try CLI.temporaryFile(#"{"tables": \#(deep)}"#)
        try expectRefused(["tables", "--spec", nested, "--output", temporaryDirectory().path], "not valid JSON: nested deeper than 64 at byte 74")
        for (text, reason) in [(#"{"tables": [1e999]}"#, "the number is beyond the largest Double at byte 12"),
                               (#"{"tables": [01]}"#, "a number may not start with 0 at byte 12"),
                               (#"{"tables": ["\ud800"]}"#, "a lone surrogate"),
                               (#"{"tables": []} x"#, "unexpected text after the value at byte 15")] {
            let spec = try CLI.temporaryFile(text)
            try expectRefused(["tables", "--spec", spec, "--output", temporaryDirectory().path], reason)
        }
        let escaped = try CLI.temporaryFile(#"{"fps": 2, "tracks": [{"name": "\u00e9\ud83d\ude00\n", "initial": 0, "keyframes": [{"type": "linear", "to": 1, "duration": 1}]}]}"#)
        let (status, stdout, stderr) = try CLI.run(["timeline", escaped])
        #expect(status == 0, "\(stderr.prefix(200))")
        #expect(stdout.hasPrefix("time,\"é😀\n\"\n"), "\(stdout.prefix(40).debugDescription)")
    }

    @Test func errorsQuoteAShortExcerptAfterTheReason() throws {
        let long = String(repeating: "x", count: 120_000)
        try expectRefused(["easing", long], #"invalid easing: unknown easing "xxxxxxxx"#)
        let calc = "cubic-bezier(" + String(repeating: "calc(", count: 10_000) + "0" + String(repeating: ")", count: 10_000) + ", 0, 1, 1)"
        try expectRefused(["easing", calc], "invalid easing: math functions nest more than 32 deep at offset")
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "a.csv", "kind": "timing", "easing": "\#(String(repeating: "y", count: 1_000_000))"}]}"#)
        try expectRefused(["tables", "--spec", spec, "--output", temporaryDirectory().path], "tables[0].easing: invalid easing: unknown easing")
        let digits = try CLI.temporaryFile(String(repeating: "1", count: 1_000_000) + "\n")
        try expectRefused(["easing", "ease", "--at", digits], "line 1: not a finite number: 1111")
    }

    // MARK: Streams

    @Test func atReadsStandardInputAndFIFOs() throws {
        let (status, stdout, stderr) = try CLI.run(["easing", "linear", "--at", "-"], stdin: "0.25\n0.5\n")
        #expect(status == 0, "\(stderr.prefix(200))")
        #expect(stdout == "x,y,slope\n0.25,0.25,1.0\n0.5,0.5,1.0\n", "\(stdout)")

        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("mc-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data("0\n1\n".utf8))
            try? handle?.close()
        }
        writer.start()
        let piped = try CLI.run(["easing", "linear", "--at", fifo])
        #expect(piped.status == 0, "\(piped.stderr.prefix(200))")
        #expect(piped.stdout == "x,y,slope\n0.0,0.0,1.0\n1.0,1.0,1.0\n", "\(piped.stdout)")
    }

    @Test func unreadableFilesSayWhy() throws {
        try expectRefused(["easing", "ease", "--at", "/nonexistent/inputs.txt"], "--at: cannot read /nonexistent/inputs.txt: no such file or directory")
        let directory = temporaryDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try expectRefused(["easing", "ease", "--at", directory.path], "is a directory")
        try expectRefused(["tables", "--spec", "/nonexistent/spec.json", "--output", directory.path], "--spec: cannot read /nonexistent/spec.json: no such file or directory")
        try expectRefused(["timeline", "/nonexistent/timeline.json"], "cannot read /nonexistent/timeline.json: no such file or directory")
    }

    // MARK: tables writes all or nothing

    static let spec = #"{"tables": [{"file": "a.csv", "kind": "timing", "easing": "ease", "samples": 3}, {"file": "b.csv", "kind": "timing", "easing": "linear", "samples": 2}]}"#

    @Test func theIndexNameIsReserved() throws {
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "index.csv", "kind": "timing", "easing": "ease", "samples": 3}]}"#)
        let output = temporaryDirectory()
        try expectRefused(["tables", "--spec", spec, "--output", output.path], "tables[0].file: index.csv is reserved")
        #expect(!FileManager.default.fileExists(atPath: output.path), "a refused spec created \(output.path)")
    }

    @Test func aDestinationThatCannotBeWrittenLeavesNothingBehind() throws {
        let spec = try CLI.temporaryFile(Self.spec)
        let output = temporaryDirectory()
        try FileManager.default.createDirectory(at: output.appendingPathComponent("index.csv"), withIntermediateDirectories: true)
        try expectRefused(["tables", "--spec", spec, "--output", output.path], "index.csv: a directory is in the way")
        let left = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(left == ["index.csv"], "left behind: \(left)")
    }

    @Test func everyFileEndsWithANewlineAndTheIndexListsThem() throws {
        let spec = try CLI.temporaryFile(Self.spec)
        let output = temporaryDirectory()
        let (status, stdout, stderr) = try CLI.run(["tables", "--spec", spec, "--output", output.path])
        #expect(status == 0 && stdout.isEmpty, "\(stderr.prefix(200))")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(files == ["a.csv", "b.csv", "index.csv"], "\(files)")
        for file in files {
            let text = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(file) ends with \(text.suffix(10).debugDescription)")
        }
        let index = try String(contentsOf: output.appendingPathComponent("index.csv"), encoding: .utf8)
        #expect(index.hasPrefix("file,kind,parameters,rows\na.csv,timing,") && index.contains("\nb.csv,timing,"), "\(index)")
    }
}
