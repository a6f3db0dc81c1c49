import AnimationTiming
import CurveFitting
import Foundation
import DeformableBall
import Testing
import Keyframes
import Paths
import Springs
import TimingCurves

/// Runs the `motioncurves` executable that `swift test` built next to the test bundle.
struct CLI {
    static let executable: URL = {
        if let override = ProcessInfo.processInfo.environment["MOTIONCURVES_CLI"] {
            return URL(fileURLWithPath: override)
        }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The test runner may live inside a bundle directory.
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("motioncurves")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/motioncurves")
    }()

    static func run(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = stdin.map { _ in Pipe() }
        if let input { process.standardInput = input }
        try process.run()
        if let input, let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryFile(_ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mc-\(UUID().uuidString).txt")
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

@Suite struct CLITests {
    @Test func bezierPrintsExactLibraryValues() throws {
        let inputs = [0.1, 0.25, 0.5, 0.75, 0.9, 1e-9, 0.999999999]
        let file = try CLI.temporaryFile(inputs.map { "\($0)" }.joined(separator: "\n") + "\n")
        let (status, stdout, stderr) = try CLI.run(["bezier", "0.68", "-0.55", "0.265", "1.55", "--inputs", file])
        #expect(status == 0, "\(stderr)")
        let lines = stdout.split(separator: "\n")
        #expect(lines.first == "x,y,slope")
        let curve = try CubicBezier(0.68, -0.55, 0.265, 1.55)
        for (line, x) in zip(lines.dropFirst(), inputs) {
            let fields = line.split(separator: ",").map { Double(String($0))! }
            // Shortest round-trip printing: the numbers read back bit for bit.
            #expect(fields == [x, curve.value(at: x), curve.derivative(at: x)], "\(line)")
        }
        #expect(lines.count == inputs.count + 1)
    }

    @Test func easingSamples() throws {
        let (status, stdout, _) = try CLI.run(["easing", "easeOutBounce", "--samples", "3"])
        #expect(status == 0)
        let e = PennerEasing(.bounce, .out)
        let expected = "x,y,slope\n" + [0.0, 0.5, 1.0].map { "\($0),\(e.value(at: $0)),\(e.derivative(at: $0))\n" }.joined()
        #expect(stdout == expected)
    }

    @Test func badInputIsAnErrorOnStderrWithNothingOnStdout() throws {
        let nanFile = try CLI.temporaryFile("0.5\nnan\n")
        let textFile = try CLI.temporaryFile("0.5\nhalf\n")
        let infFile = try CLI.temporaryFile("inf\n")
        let cases: [[String]] = [
            ["bezier", "0", "0", "1"], ["bezier", "nan", "0", "1", "1"], ["bezier", "0", "inf", "1", "1"],
            ["bezier", "1.5", "0", "1", "1"], ["bezier", "0", "0", "1", "1", "--samples", "1"],
            ["bezier", "0", "0", "1", "1", "--inputs", nanFile], ["bezier", "0", "0", "1", "1", "--inputs", textFile],
            ["easing", "ease", "--inputs", infFile], ["easing", "ease", "--inputs", "/nonexistent/file"],
            ["easing", "cubic-bezier(0, 0, 1"], ["easing", "steps(0)"], ["easing", "linear(0)"], ["easing", "wobble"],
            ["easing", "ease", "--samples", "5", "--inputs", nanFile], ["no-such-command"], ["no-such-command", "--help"],
        ]
        for arguments in cases {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128, "\(arguments): exit \(status)")
            #expect(!stderr.isEmpty, "\(arguments): no message on stderr")
            #expect(stdout.isEmpty, "\(arguments): printed \(stdout.prefix(80)) to stdout")
        }
        // The message names the problem.
        let (_, _, message) = try CLI.run(["bezier", "0", "0", "1", "1", "--inputs", nanFile])
        #expect(message.contains("line 2"), "\(message)")
    }

    @Test func tablesWritesEveryNamedCurveAndAnIndex() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, stdout, stderr) = try CLI.run(["tables", "--output", dir.path])
        #expect(status == 0, "\(stderr)")
        #expect(stdout.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".csv") }
        #expect(files.count == EasingFunction.named.count + 7 + CalculationMode.allCases.count + 2 + 1)  // timing curves, 6 springs + seed, every mode + 2 paths, index
        #expect(stderr.split(separator: "\n").count == files.count, "one line per file")
        let index = try String(contentsOf: dir.appendingPathComponent("index.csv"), encoding: .utf8)
        #expect(index.hasPrefix("file,kind,parameters,rows\n"))
        let ease = try String(contentsOf: dir.appendingPathComponent("timing-ease.csv"), encoding: .utf8).split(separator: "\n")
        #expect(ease.count == 102 && ease[0] == "x,y,slope")
        let spring = try String(contentsOf: dir.appendingPathComponent("spring-core-animation-default.csv"), encoding: .utf8).split(separator: "\n")
        #expect(spring[0] == "time,value,velocity" && spring[1] == "0.0,0.0,0.0")
        let seed = try String(contentsOf: dir.appendingPathComponent("spring-keyframes-damped-cosine.csv"), encoding: .utf8).split(separator: "\n")
        #expect(seed.count == 62 && seed.last?.hasPrefix("60.0,1.0,") == true)
    }

    /// `spring` rows are the library's closed form bit for bit; frames are i/F up to ⌈T·F⌉.
    @Test func springCommand() throws {
        let times = [0, 0.1, 0.25, 0.5, 2]
        let file = try CLI.temporaryFile(times.map { "\($0)" }.joined(separator: "\n"))
        let (status, stdout, stderr) = try CLI.run([
            "spring", "--mass", "2", "--stiffness", "300", "--damping", "9", "--from", "-1.5", "--to", "4",
            "--initial-velocity", "-20", "--times", file,
        ])
        #expect(status == 0, "\(stderr)")
        let spring = try Spring(mass: 2, stiffness: 300, damping: 9)
        let lines = stdout.split(separator: "\n")
        #expect(lines.first == "time,value,velocity" && lines.count == times.count + 1)
        for (line, t) in zip(lines.dropFirst(), times) {
            let fields = line.split(separator: ",").map { Double(String($0))! }
            let (x, v) = spring.state(at: t, from: -1.5, to: 4.0, initialVelocity: -20)
            #expect(fields == [t, x, v], "\(line)")
        }
        // Default duration: the exact settling time, covered by the last frame.
        let (_, frames, _) = try CLI.run(["spring", "--fps", "30"])
        let rows = frames.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
        let settle = try Spring.coreAnimationDefault.settlingTime(from: 0.0, to: 1.0)
        #expect(rows.count == Int((settle * 30).rounded(.up)) + 1 && rows.last![0] >= settle)
        for (i, row) in rows.enumerated() { #expect(row[0] == Double(i) / 30) }
    }

    @Test func settlingAndSeedCommands() throws {
        let (_, apple, _) = try CLI.run(["settling-duration", "--mass", "1", "--stiffness", "100", "--damping", "10", "--apple"])
        #expect(apple == "1.4727003346780927\n")
        let (_, exact, _) = try CLI.run(["settling-duration", "--damping", "20"])
        #expect(exact == "0.9233413476451586\n")
        // --apple takes the velocity relative to the distance: v/(to − from).
        let (_, scaled, _) = try CLI.run(["settling-duration", "--apple", "--from", "0", "--to", "-2", "--initial-velocity", "-6"])
        #expect(Double(scaled.trimmingCharacters(in: .whitespacesAndNewlines)) == (try Spring.coreAnimationDefault.settlingDuration(initialVelocity: 3)))
        let (status, seed, _) = try CLI.run(["spring-keyframes", "--damping", "5", "--frequency", "30", "--duration", "0.5", "--fps", "20", "--closing-frame"])
        #expect(status == 0)
        let rows = seed.split(separator: "\n")
        #expect(rows.first == "frame,x,value" && rows.count == 12)
        let last = rows.last!.split(separator: ",").map { Double(String($0))! }
        #expect(last == [10, 1, 1 - Foundation.exp(-5) * Foundation.cos(30)])
    }

    @Test func keyframeAndPathCommands() throws {
        let times = try CLI.temporaryFile("0.05\n0.2\n0.3\n0.7\n")
        let (status, out, err) = try CLI.run(["keyframes", "--mode", "cubic", "--values", "0,0.01,0.25,1", "--key-times", "0,0.1,0.5,1", "--times", times])
        #expect(status == 0, "\(err)")
        let values = out.split(separator: "\n").dropFirst().map { Double($0.split(separator: ",")[1])! }
        for (v, t) in zip(values, [0.05, 0.2, 0.3, 0.7]) { #expect(abs(v - t * t) <= 1e-15) }
        let (_, points, _) = try CLI.run(["keyframes", "--mode", "paced", "--values", "0,0,0;3,4,0;3,0,0", "--samples", "3"])
        #expect(points.hasPrefix("t,x,y,z\n0.0,0.0,0.0,0.0\n0.5,"))
        let (_, length, _) = try CLI.run(["path-length", "M -1 1 Q 0 -1 1 1"])
        #expect(Double(length.trimmingCharacters(in: .whitespacesAndNewlines))! == 5.0.squareRoot() + Foundation.asinh(2) / 2)
        // Issue 18: the thin arc that hung `path-length` (reference: Tests/References/arc_lengths.py, the
        // arc in the centre form the parser stores, which is within 1e-14 of the exact SVG arc).
        let (thinStatus, thin, _) = try CLI.run(["path-length", "M 0 0 A743205 500 10 0 0 1 2"])
        let thinLength = Double(thin.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
        #expect(thinStatus == 0 && abs(thinLength - 3.307485497626035001129307) <= 1e-14 * 3.3, "\(thin)")
        let (pacedStatus, paced, _) = try CLI.run(["path", "M 0 0 A743205 500 10 0 0 1 2", "--samples", "3", "--paced"])
        #expect(pacedStatus == 0 && paced.split(separator: "\n").count == 4, "\(paced)")
        let (_, path, _) = try CLI.run(["path", "M 0 0 L 10 0 L 10 10", "--samples", "5", "--paced"])
        let rows = path.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
        let expected: [[Double]] = [[0, 0, 0, 0], [0.25, 5, 0, 0], [0.5, 10, 0, Double.pi / 2], [0.75, 10, 5, Double.pi / 2], [1, 10, 10, Double.pi / 2]]
        #expect(rows.count == 5 && path.hasPrefix("t,x,y,angle\n"))
        for (row, want) in zip(rows, expected) {
            #expect(zip(row, want).allSatisfy { abs($0 - $1) <= 1e-12 * 20 }, "\(row) vs \(want)")  // 1e-12 of the length
        }
        // A chosen arc-length accuracy: the paced points move by less than it (plus the
        // tightest's 1e-13) of the segment's length from those at the tightest.
        let curve = ["path", "M 0 0 C 0 100 100 100 100 0", "--samples", "9", "--paced", "--arc-length-accuracy"]
        func pacedPoints(_ accuracy: String) throws -> [[Double]] {
            let (status, out, err) = try CLI.run(curve + [accuracy])
            #expect(status == 0, "\(err)")
            return out.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
        }
        let tight = try pacedPoints("1e-14"), loose = try pacedPoints("1e-4")
        let curveLength = 300.0  // the control polygon's length: an upper bound on the curve's
        #expect(tight.count == 9 && loose.count == 9)
        for (a, b) in zip(tight, loose) {
            let dx: Double = a[1] - b[1], dy: Double = a[2] - b[2]
            #expect((dx * dx + dy * dy).squareRoot() <= (1e-4 + 1e-13) * curveLength, "\(a) vs \(b)")
        }
        #expect(tight != loose, "the accuracy changed nothing")
    }

    @Test func badKeyframeAndPathInput() throws {
        let cases: [[String]] = [
            ["keyframes", "--values", "0,1,2", "--key-times", "0,0.7,0.5"], ["keyframes", "--values", ""], ["keyframes", "--values", "0,x"],
            ["keyframes", "--values", "0,1", "--mode", "spline"], ["keyframes", "--values", "0,0;1"], ["keyframes", "--values", "0,1,2", "--tension", "0,1"],
            ["keyframes", "--values", "0,1", "--samples", "1"], ["keyframes", "--values", "0,1", "--timing-function", "cubic-bezier(2,0,1,1)"],
            ["keyframes", "--values", "1,2,3,4;5,6,7,8"],
            ["path-length", "M 0 0 L"], ["path-length", "L 1 1"], ["path-length", "M 0 0 A 1 1 0 2 0 1 1"],
            ["path", ""], ["path", "M 0 0 L 1 1", "--samples", "0"], ["path", "M 0 0 Q 1"],
            // The arc-length accuracy: out of range, not a number, or without pacing.
            ["path", "M 0 0 C 0 1 1 1 1 0", "--paced", "--arc-length-accuracy", "1e-15"],
            ["path", "M 0 0 C 0 1 1 1 1 0", "--paced", "--arc-length-accuracy", "nan"],
            ["path", "M 0 0 C 0 1 1 1 1 0", "--arc-length-accuracy", "1e-6"],
            ["keyframes", "--values", "0,0;1,2;3,0", "--mode", "cubicPaced", "--arc-length-accuracy", "0.01"],
            ["keyframes", "--values", "0,0;1,2;3,0", "--mode", "cubic", "--arc-length-accuracy", "1e-6"],
        ]
        for arguments in cases {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128, "\(arguments): exit \(status)")
            #expect(!stderr.isEmpty, "\(arguments): no message on stderr")
            #expect(stdout.isEmpty, "\(arguments): printed \(stdout.prefix(80)) to stdout")
        }
        let (_, _, message) = try CLI.run(["path-length", "M 0 0 L"])
        #expect(message.contains("offset 7"), "\(message)")
    }

    @Test func timelineCommand() throws {
        let spec = try CLI.temporaryFile(#"{"fps": 20, "tracks": [{"name": "scale", "initial": 1, "keyframes": [{"type": "linear", "to": 2, "duration": 0.5}, {"type": "move", "to": 0}]}, {"name": "p", "initial": [0, 0], "keyframes": [{"type": "spring", "to": [1, 2], "duration": 1, "spring": {"duration": 0.5, "bounce": 0.2}}]}]}"#)
        let (status, out, err) = try CLI.run(["timeline", spec])
        #expect(status == 0, "\(err)")
        let lines = out.split(separator: "\n")
        #expect(lines.first == "time,scale,p.x,p.y" && lines.count == 22)
        #expect(lines[6].hasPrefix("0.25,1.5,"))
        #expect(lines[11].hasPrefix("0.5,0.0,"))
        let spring = try Spring(duration: 0.5, bounce: 0.2)
        let x = spring.value(at: 0.25, from: SIMD2<Double>(0, 0), to: SIMD2(1, 2))
        #expect(lines[6] == "0.25,1.5,\(x.x),\(x.y)")
    }

    @Test func badTimelineSpecs() throws {
        let cases: [(String, String)] = [
            ("not json", "not valid JSON"),
            (#"{"fps": 60}"#, "tracks"),
            (#"{"tracks": []}"#, "tracks"),
            (#"{"tracks": [{"initial": 0, "keyframes": [{"type": "move", "to": 1}]}]}"#, "tracks[0].name"),
            (#"{"tracks": [{"name": "a", "keyframes": [{"type": "move", "to": 1}]}]}"#, "tracks[0].initial"),
            (#"{"tracks": [{"name": "a", "initial": 0, "keyframes": [{"type": "linear", "to": 1}]}]}"#, "tracks[0].keyframes[0].duration"),
            (#"{"tracks": [{"name": "a", "initial": 0, "keyframes": [{"type": "wobble", "to": 1}]}]}"#, "tracks[0].keyframes[0].type"),
            (#"{"tracks": [{"name": "a", "initial": 0, "keyframes": [{"type": "move", "to": [1, 2]}, {"type": "move", "to": 3}]}]}"#, "tracks[0].keyframes[0].to"),  // initial has 1 number
            (#"{"tracks": [{"name": "a", "initial": true, "keyframes": [{"type": "move", "to": 1}]}]}"#, "tracks[0].initial"),
            (#"{"tracks": [{"name": "a", "initial": 0, "keyframes": [{"type": "spring", "to": 1, "spring": {"mass": 0}}]}]}"#, "tracks[0].keyframes[0].spring"),
            (#"{"tracks": [{"name": "a", "initial": 0, "keyframes": [{"type": "linear", "to": 1, "duration": -2}]}]}"#, "track a, keyframe 0"),
            (#"{"tracks": [{"name": "a", "initial": 0, "keyframes": []}]}"#, "tracks[0].keyframes"),
            (#"{"tracks": [{"name": "a", "initial": 0, "keyframes": [{"type": "move", "to": 1}]}, {"name": "a", "initial": 0, "keyframes": [{"type": "move", "to": 1}]}]}"#, "tracks[1].name"),
            (#"{"fps": 0, "tracks": [{"name": "a", "initial": 0, "keyframes": [{"type": "move", "to": 1}]}]}"#, "fps"),
            (#"{"tracks": [{"name": "a", "initial": 0, "keyframes": [{"type": "linear", "to": 1, "duration": 1, "curve": "steps(0)"}]}]}"#, "tracks[0].keyframes[0].curve"),
        ]
        for (json, mention) in cases {
            let (status, stdout, stderr) = try CLI.run(["timeline", try CLI.temporaryFile(json)])
            #expect(status != 0 && status < 128, "\(json): exit \(status)")
            #expect(stdout.isEmpty, "\(json): printed \(stdout.prefix(80))")
            #expect(stderr.contains(mention), "\(json): message \(stderr) does not name \(mention)")
        }
    }

    @Test func fittingCommands() throws {
        let (status, out, err) = try CLI.run(["fit-bezier", "cubic-bezier(0.3, 0.2, 0.6, 0.9)"])
        #expect(status == 0, "\(err)")
        let row = out.split(separator: "\n")[1]
        let numbers = row.split(separator: ",").suffix(6).map { Double(String($0))! }
        #expect(row.hasPrefix("\"cubic-bezier(") && abs(numbers[0] - 0.3) <= 1e-8 && abs(numbers[3] - 0.9) <= 1e-8 && numbers[4] <= 1e-8)
        let (_, linear, _) = try CLI.run(["css-linear", "spring(0.5, 0.3)", "--max-error", "0.01"])
        #expect(linear.hasPrefix("linear(0, ") && linear.hasSuffix(")\n"))
        for bad in [["fit-bezier", "wobble"], ["fit-bezier", "ease", "--samples", "2"], ["css-linear", "ease", "--max-error", "0"],
                    ["css-linear", "spring(0.5)"], ["css-linear", "spring(0.5, 2)"], ["css-linear", "ease", "--max-error", "-1"]] {
            let (status, stdout, stderr) = try CLI.run(bad)
            #expect(status != 0 && status < 128 && stdout.isEmpty && !stderr.isEmpty, "\(bad)")
        }
    }

    /// css-linear's --initial-velocity: a spring's export with that velocity (progress per second),
    /// the library's text; refused for any easing that is not a spring, and when not finite.
    @Test func cssLinearSpringWithVelocity() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        let (status, out, err) = try CLI.run(["css-linear", "spring(0.5, 0.3)", "--initial-velocity", "-2.5"])
        let moving = try CSSLinearExport(spring: spring, initialVelocity: -2.5, maxError: 0.001).text
        let resting = try CSSLinearExport(spring: spring, maxError: 0.001).text
        #expect(status == 0 && out == moving + "\n", "\(err)")
        #expect(out != resting + "\n")
        for bad in [["css-linear", "ease", "--initial-velocity", "1"], ["css-linear", "spring(0.5, 0.3)", "--initial-velocity", "nan"]] {
            let (status, stdout, stderr) = try CLI.run(bad)
            #expect(status != 0 && status < 128 && stdout.isEmpty && stderr.contains("initial"), "\(bad): \(stderr)")
        }
    }

    /// spring(DURATION, BOUNCE) is one easing everywhere: every command and table kind that takes
    /// an easing takes it and gives the library's progress curve bit for bit (its settling time
    /// spans the fraction the easing maps: x in `easing`, the iteration in `animate`, t in `morph`,
    /// the normalised distance in `stagger`).
    @Test func springIsAnEasing() throws {
        let curve = try SpringProgressCurve(spring: try Spring(duration: 0.5, bounce: 0.3))
        func rows(_ text: String) -> [[Double]] {
            text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
        }
        let (status, out, err) = try CLI.run(["easing", "spring(0.5, 0.3)", "--samples", "3"])
        #expect(status == 0, "\(err)")
        #expect(rows(out).map { $0[1] } == [0, 0.5, 1].map { curve.value(at: $0) }, "\(out)")
        let (rangeStatus, range, _) = try CLI.run(["easing", "spring(0.5, 0.3)", "--range"])
        #expect(rangeStatus == 0 && range.hasPrefix("min_y,max_y\n0.0,1.0"), "\(range)")
        let (_, keyframes, keyframesError) = try CLI.run(["keyframes", "--values", "0,10", "--timing-function", "spring(0.5, 0)", "--samples", "3"])
        #expect(keyframes.split(separator: "\n").count == 4, "\(keyframes)\(keyframesError)")

        // animate: 0 → 10 over 2 s, filled forwards; progress t/2 eased by the spring.
        let animate = try CLI.run(["animate", "--from", "0", "--to", "10", "--duration", "2", "--fps", "4", "--fill-mode", "forwards", "--easing", "spring(0.5, 0.3)"])
        #expect(animate.status == 0, "\(animate.stderr)")
        let frames = rows(animate.stdout)
        #expect(frames.count == 9 && frames.contains { $0[1] > 10 }, "the spring overshoots: \(animate.stdout)")
        for frame in frames {
            #expect(frame[1] == 10 * curve.value(at: frame[0] / 2), "t = \(frame[0]): \(frame[1]) vs \(10 * curve.value(at: frame[0] / 2))")
        }
        let colour = try CLI.run(["animate", "--kind", "color", "--from", "black", "--to", "white", "--duration", "1", "--fps", "2", "--easing", "spring(0.5, 0.3)", "--fill-mode", "forwards"])
        #expect(colour.status == 0 && colour.stdout.split(separator: "\n").count == 4, "\(colour.stdout)\(colour.stderr)")

        // morph: a point from y = 0 to y = 1 follows the curve.
        let morph = try CLI.run(["morph", "--from", "M 0 0 L 1 0", "--to", "M 0 1 L 1 1", "--samples", "5", "--easing", "spring(0.5, 0.3)"])
        #expect(morph.status == 0, "\(morph.stderr)")
        for line in morph.stdout.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", maxSplits: 1).map(String.init)
            let t = Double(fields[0])!, path = try Path(svgPathData: fields[1])
            let y = path.segments[0].start.y
            #expect(abs(y - curve.value(at: t)) <= 1e-15, "t = \(t): \(y) vs \(curve.value(at: t))")
        }

        // stagger and the stagger table kind.
        let stagger = try CLI.run(["stagger", "--count", "5", "--total", "1", "--ease", "spring(0.5, 0.3)"])
        let delays = try Stagger(.total(1), easing: curve).delays(count: 5)
        #expect(stagger.status == 0 && rows(stagger.stdout).map { $0[1] } == delays, "\(stagger.stdout)\(stagger.stderr)")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-spring-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "d.csv", "kind": "stagger", "count": 5, "total": 1, "ease": "spring(0.5, 0.3)"}]}"#)
        let (tableStatus, _, tableError) = try CLI.run(["tables", "--spec", spec, "--output", dir.path])
        #expect(tableStatus == 0, "\(tableError)")
        #expect(try String(contentsOf: dir.appendingPathComponent("d.csv"), encoding: .utf8) == stagger.stdout, "the spec's table is the command's")

        for (arguments, mention) in [(["easing", "spring(0.5, 0.3)", "--css"], "no CSS form"),
                                     (["animate", "--from", "0", "--to", "1", "--duration", "1", "--easing", "spring(0.5)"], "--easing: spring easing"),
                                     (["morph", "--from", "M 0 0", "--to", "M 1 1", "--easing", "spring(0.5, 1)"], "never settles"),
                                     (["stagger", "--count", "3", "--each", "1", "--ease", "spring(-1, 0)"], "--ease: spring easing"),
                                     (["easing", "spring(0.5, 0.3)", "--inverse", "--samples", "3"], "inverted"),
                                     (["easing", "spring(0.5)"], "spring(DURATION, BOUNCE)")] {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128 && stdout.isEmpty && stderr.contains(mention), "\(arguments): \(stderr)")
        }
    }

    /// Android's CycleInterpolator as easing text: exact values at the quarter periods and the
    /// exact range.
    @Test func cycleEasing() throws {
        let (status, out, err) = try CLI.run(["easing", "cycle(2)", "--samples", "9"])
        #expect(status == 0, "\(err)")
        #expect(out.split(separator: "\n").dropFirst().map { Double($0.split(separator: ",")[1])! } == [0, 1, 0, -1, 0, 1, 0, -1, 0], "\(out)")
        let (_, range, _) = try CLI.run(["easing", "cycle(0.5)", "--range"])
        #expect(range == "min_y,max_y\n0.0,1.0\n", "\(range)")
        let (bad, stdout, stderr) = try CLI.run(["easing", "cycle(0)"])
        #expect(bad != 0 && stdout.isEmpty && stderr.contains("cycles"), "\(stderr)")
    }

    @Test func tablesFromASpec() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-spec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "e.csv", "kind": "timing", "easing": "ease", "samples": 3}]}"#)
        let (status, _, err) = try CLI.run(["tables", "--spec", spec, "--output", dir.path, "--precision", "3"])
        #expect(status == 0, "\(err)")
        #expect(try String(contentsOf: dir.appendingPathComponent("e.csv"), encoding: .utf8) == "x,y,slope\n0.000,0.000,0.400\n0.500,0.802,0.994\n1.000,1.000,0.000\n")
        // A bad entry anywhere: nothing is written.
        let bad = try CLI.temporaryFile(#"{"tables": [{"file": "ok.csv", "kind": "timing", "easing": "ease"}, {"file": "no.csv", "kind": "timing", "easing": "ease", "samples": 0}]}"#)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("mc-none-\(UUID().uuidString)")
        let (badStatus, stdout, message) = try CLI.run(["tables", "--spec", bad, "--output", empty.path])
        #expect(badStatus != 0 && stdout.isEmpty && message.contains("tables[1].samples"))
        #expect(!FileManager.default.fileExists(atPath: empty.path))
    }

    @Test func badSpringInput() throws {
        let nanFile = try CLI.temporaryFile("0.5\nnan\n")
        let cases: [[String]] = [
            ["spring", "--mass", "0"], ["spring", "--stiffness", "-1"], ["spring", "--damping", "-0.5"],
            ["spring", "--mass", "nan"], ["spring", "--fps", "0"], ["spring", "--fps", "-60"], ["spring", "--duration", "-1"],
            ["spring", "--duration", "inf"], ["spring", "--epsilon", "0"], ["spring", "--times", nanFile],
            ["spring", "--times", nanFile, "--fps", "60"], ["spring", "--damping", "0"], ["spring", "--from", "inf"],
            ["spring", "--fps", "1e9", "--duration", "1e9"],
            ["settling-duration", "--epsilon", "0"], ["settling-duration", "--epsilon", "-1"], ["settling-duration", "--damping", "0"],
            ["settling-duration", "--apple", "--epsilon", "0.01"], ["settling-duration", "--apple", "--from", "1"],
            ["settling-duration", "--initial-velocity", "nan"],
            ["spring-keyframes", "--damping", "5"], ["spring-keyframes", "--damping", "-5", "--frequency", "30"],
            ["spring-keyframes", "--damping", "5", "--frequency", "30", "--fps", "0"],
            ["spring-keyframes", "--damping", "5", "--frequency", "30", "--duration", "0.001"],
        ]
        for arguments in cases {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128, "\(arguments): exit \(status)")
            #expect(!stderr.isEmpty, "\(arguments): no message on stderr")
            #expect(stdout.isEmpty, "\(arguments): printed \(stdout.prefix(80)) to stdout")
        }
        let (_, _, message) = try CLI.run(["spring", "--mass", "0"])
        #expect(message.contains("mass"), "\(message)")
    }

    @Test func ballCommand() throws {
        let (status, out, err) = try CLI.run(["ball", "--diameter", "60", "--factor", "0"])
        #expect(status == 0, "\(err)")
        #expect(out == (try BallShape(diameter: 60, factor: 0)).svgPathData + "\n")
        let (_, right, _) = try CLI.run(["ball", "--diameter", "10", "--factor", "0.5", "--direction", "right", "--offset", "circle"])
        #expect(right == (try BallShape(diameter: 10, factor: 0.5, direction: .right, offset: .circle)).svgPathData + "\n")
        let (_, fixed, _) = try CLI.run(["ball", "--diameter", "10", "--factor", "1", "--offset", "2.5"])
        #expect(try Path(svgPathData: fixed).segments == BallShape(diameter: 10, factor: 1, offset: .value(2.5)).path.segments)
    }

    @Test func ballRestoreAnimationHasTheGeneratorsFortyEightFrames() throws {
        // The articles' restore animation: 0.8 s at 60 fps, the damped cosine e^(−5x)·cos(30x)
        // driving the factor from 1 to 0: N = Int(0.8 × 60) = 48 frames, x = i/48.
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("ball-\(UUID().uuidString).svg").path
        let (status, out, err) = try CLI.run(["ball", "--diameter", "60", "--damped-cosine", "5,30", "--duration", "0.8", "--fps", "60", "--svg", svg])
        #expect(status == 0, "\(err)")
        let lines = out.split(separator: "\n")
        #expect(lines.first == "frame,time,factor,path")
        #expect(lines.count == 49, "\(lines.count - 1) frames")
        let generator = try DampedCosineKeyframes(damping: 5, frequency: 30, duration: 0.8, fps: 60)
        let frames = try generator.frames(from: 1.0, to: 0.0)
        #expect(frames.count == 48)
        for (line, frame) in zip(lines.dropFirst(), frames) {
            let fields = line.split(separator: ",", maxSplits: 3).map(String.init)
            #expect(fields[0] == String(frame.frame) && Double(fields[1]) == frame.x * 0.8 && Double(fields[2]) == frame.value, "\(line)")
            let ball = try BallShape(diameter: 60, factor: frame.value, allowsOvershoot: true)
            #expect(fields[3] == ball.svgPathData, "\(line)")
        }
        #expect(lines[1].hasPrefix("0,0.0,1.0,M 30 24 C "), "\(lines[1])")  // frame 0: factor 1, A pulled down by 24
        let document = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(document.hasPrefix("<?xml") && document.components(separatedBy: "<path ").count - 1 == 48)
        // A physical spring: frames i/60 up to the settling time, from factor 1 towards 0.
        let (springStatus, springOut, springErr) = try CLI.run(["ball", "--diameter", "60", "--spring", "1,100,10", "--fps", "60"])
        #expect(springStatus == 0, "\(springErr)")
        let rows = springOut.split(separator: "\n").dropFirst()
        let animation = try SpringAnimation(spring: Spring(mass: 1, stiffness: 100, damping: 10), from: 1.0, to: 0.0)
        let settle = try animation.settlingTime(epsilon: 0.001)
        #expect(rows.count == (try Spring.lastFrameIndex(duration: settle, fps: 60)) + 1, "\(rows.count) rows for \(settle) s")
        #expect(rows.first?.hasPrefix("0,0.0,1.0,") == true)
        for row in rows {
            let f = row.split(separator: ",").map(String.init)
            #expect(Double(f[2]) == animation.value(at: Double(f[1])!), "\(row)")
        }
    }

    @Test func morphCommand() throws {
        let (status, out, err) = try CLI.run(["morph", "--from", "M 0 0 L 10 0 Q 12 3 10 6", "--to", "M 0 10 L 10 20 Q 8 30 11 31", "--samples", "3"])
        #expect(status == 0, "\(err)")
        #expect(out == "t,path\n0.0,M 0 0 L 10 0 Q 12 3 10 6\n0.5,M 0 5 L 10 10 Q 10 16.5 10.5 18.5\n1.0,M 0 10 L 10 20 Q 8 30 11 31\n", "\(out)")
        let (eased, easedOut, easedErr) = try CLI.run(["morph", "--from", "M 0 0 L 1 0", "--to", "M 0 1 L 1 1", "--samples", "2", "--easing", "ease-in"])
        #expect(eased == 0 && easedOut.hasSuffix("1.0,M 0 1 L 1 1\n"), "\(easedErr)")
        let (normalized, normalOut, normalErr) = try CLI.run(["morph", "--from", "M 0 0 L 10 0 L 10 10 L 0 10 Z", "--to", "M 5 0 C 8 0 10 2 10 5 C 10 8 8 10 5 10 C 2 10 0 8 0 5 C 0 2 2 0 5 0 Z", "--normalize", "--samples", "5"])
        #expect(normalized == 0, "\(normalErr)")
        let paths = try normalOut.split(separator: "\n").dropFirst().map { try Path(svgPathData: String($0.split(separator: ",")[1])) }
        #expect(paths.count == 5 && paths.allSatisfy { $0.segments.count == 4 })
        #expect(abs(paths[0].length - 40) <= 1e-12 * 40, "\(paths[0].length)")
    }

    @Test func badBallAndMorphInput() throws {
        let cases: [[String]] = [
            ["ball", "--diameter", "0", "--factor", "0.5"], ["ball", "--diameter", "-3", "--factor", "0.5"], ["ball", "--diameter", "nan", "--factor", "0.5"],
            ["ball", "--diameter", "inf", "--factor", "0.5"], ["ball", "--diameter", "10", "--factor", "1.5"], ["ball", "--diameter", "10", "--factor", "-0.5"],
            ["ball", "--diameter", "10", "--factor", "nan"], ["ball", "--diameter", "10"], ["ball", "--diameter", "10", "--factor", "0", "--direction", "up"],
            ["ball", "--diameter", "10", "--factor", "0", "--offset", "-1"], ["ball", "--diameter", "10", "--factor", "0", "--offset", "kappa"],
            ["ball", "--diameter", "1e308", "--factor", "1", "--direction", "right"],
            ["ball", "--diameter", "10", "--factor", "0", "--damped-cosine", "5,30"], ["ball", "--diameter", "10", "--damped-cosine", "5"],
            ["ball", "--diameter", "10", "--damped-cosine", "5,30", "--fps", "0"], ["ball", "--diameter", "10", "--damped-cosine", "5,30", "--duration", "1e300"],
            ["ball", "--diameter", "10", "--damped-cosine", "-1,30"], ["ball", "--diameter", "10", "--spring", "wobbly"],
            ["ball", "--diameter", "10", "--spring", "1,-100,10"], ["ball", "--diameter", "10", "--spring", "default", "--duration", "-1"],
            ["ball", "--diameter", "10", "--spring", "default", "--fps", "1e9", "--duration", "1e3"],
            ["ball", "--diameter", "10", "--factor", "0.5", "--svg", "/nonexistent-dir/ball.svg"],
            ["morph", "--from", "M 0 0 L 1 1", "--to", "M 0 0 C 1 1 2 2 3 3", "--samples", "3"],
            ["morph", "--from", "M 0 0 L 1 1", "--to", "M 0 0 L", "--samples", "3"], ["morph", "--from", "M 0 0 L 1 1", "--to", "M 1 1 L 2 2", "--samples", "1"],
            ["morph", "--from", "M 0 0 L 1 1", "--to", "", "--samples", "3"], ["morph", "--from", "M 0 0 A 1 1 0 0 1 2 0", "--to", "M 0 0 L 1 1", "--normalize"],
            ["morph", "--from", "M 0 0 L 1 1", "--to", "M 1 1 L 2 2", "--easing", "nosuch"], ["morph", "--from", "M 0 0 L 1 1"],
        ]
        for arguments in cases {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128, "\(arguments): exit \(status)")
            #expect(!stderr.isEmpty, "\(arguments): no message on stderr")
            #expect(stdout.isEmpty, "\(arguments): printed \(stdout.prefix(80)) to stdout")
        }
        let (_, _, message) = try CLI.run(["morph", "--from", "M 0 0 L 1 1", "--to", "M 0 0 C 1 1 2 2 3 3"])
        #expect(message.contains("segment 0: expected L, found C"), "\(message)")
    }
}
