import MotionMath
import Foundation
import Keyframes
import Paths
import Testing

/// `keyframes --before/--after` and the keyframes table kind's `before`/`after`: the library's
/// extrapolated values bit for bit, and bad modes refused with nothing on stdout.
@Suite struct ExtrapolationCommandTests {
    static func rows(_ text: String) -> [[Double]] {
        text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
    }

    @Test func commandAndTableKind() throws {
        let fractions = [-1.75, -0.25, 0.5, 1.25, 2.75, 3.5]
        let file = try CLI.temporaryFile(fractions.map { "\($0)" }.joined(separator: "\n") + "\n")
        let animation = try KeyframeAnimation<VectorSpace<Double>>(values: [0, 10, 4], calculationMode: .cubic)
        for (before, after) in [(Extrapolation.oscillate, Extrapolation.cycleWithOffset), (.linear, .cycle), (.constant, .oscillate)] {
            let run = try CLI.run(["keyframes", "--values", "0,10,4", "--mode", "cubic", "--before", before.rawValue, "--after", after.rawValue, "--derivative", "--at", file])
            #expect(run.status == 0, "\(run.stderr)")
            let expected = fractions.map { [$0, animation.value(at: $0, before: before, after: after), animation.derivative(at: $0, before: before, after: after)] }
            #expect(Self.rows(run.stdout) == expected, "\(before), \(after): \(run.stdout)")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-extrapolation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "k.csv", "kind": "keyframes", "values": [0, 10, 4], "mode": "cubic", "after": "cycleWithOffset", "inputs": [-1.75, -0.25, 0.5, 1.25, 2.75, 3.5]}]}"#)
        let (status, _, err) = try CLI.run(["tables", "--spec", spec, "--output", dir.path])
        #expect(status == 0, "\(err)")
        let table = try String(contentsOf: dir.appendingPathComponent("k.csv"), encoding: .utf8)
        let cli = try CLI.run(["keyframes", "--values", "0,10,4", "--mode", "cubic", "--after", "cycleWithOffset", "--at", file])
        #expect(table == cli.stdout, "the spec's table is the command's (--before defaults to constant)")
        #expect(Self.rows(cli.stdout)[0][1] == 0 && Self.rows(cli.stdout)[4][1] == animation.value(at: 0.75) + 8, "\(cli.stdout)")
    }

    /// A monotone loop: Compose's periodic bias makes the end slopes one, and cycle repeats it.
    @Test func periodicMonotoneLoop() throws {
        let fractions = [-0.25, 0, 0.25, 1, 1.25, 2.5]
        let file = try CLI.temporaryFile(fractions.map { "\($0)" }.joined(separator: "\n") + "\n")
        let animation = try KeyframeAnimation<VectorSpace<Double>>(values: [0, 1, 0.25, 0], calculationMode: .monotoneSpline, periodicBias: 0.25)
        let run = try CLI.run(["keyframes", "--values", "0,1,0.25,0", "--mode", "monotone", "--periodic-bias", "0.25", "--before", "cycle", "--after", "cycle", "--derivative", "--at", file])
        #expect(run.status == 0, "\(run.stderr)")
        let expected = fractions.map { [$0, animation.value(at: $0, before: .cycle, after: .cycle), animation.derivative(at: $0, before: .cycle, after: .cycle)] }
        #expect(Self.rows(run.stdout) == expected, "\(run.stdout)")
        #expect(animation.derivative(at: 0) == animation.derivative(at: 1), "one slope across the loop")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "l.csv", "kind": "keyframes", "values": [0, 1, 0.25, 0], "mode": "monotone", "periodicBias": 0.25, "before": "cycle", "after": "cycle", "inputs": [-0.25, 0, 0.25, 1, 1.25, 2.5]}]}"#)
        let (status, _, err) = try CLI.run(["tables", "--spec", spec, "--output", dir.path])
        #expect(status == 0, "\(err)")
        let plain = try CLI.run(["keyframes", "--values", "0,1,0.25,0", "--mode", "monotone", "--periodic-bias", "0.25", "--before", "cycle", "--after", "cycle", "--at", file])
        #expect(try String(contentsOf: dir.appendingPathComponent("l.csv"), encoding: .utf8) == plain.stdout)
    }

    @Test func badInputIsRefused() throws {
        try ExtrapolationCommandTests.expectRefused([
            ["keyframes", "--values", "0,1", "--after", "loop"],
            ["keyframes", "--values", "0,1", "--before", ""],
            ["keyframes", "--values", "0,1", "--after", "cycle", "--tangent"],
            ["keyframes", "--kind", "angle", "--values", "0,90", "--after", "cycle"],
            ["keyframes", "--values", "0,1,0", "--mode", "monotone", "--periodic-bias", "2"],
            ["keyframes", "--values", "0,1,0", "--mode", "monotone", "--periodic-bias", "nan"],
            ["keyframes", "--values", "0,1,0", "--mode", "cubic", "--periodic-bias", "0.5"],
        ])
        try ExtrapolationCommandTests.expectSpecsRefused([
            (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [0, 1], "after": "loop"}]}"#, "tables[0].after"),
            (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [0, 1], "before": 3}]}"#, "tables[0].before"),
            (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "valueKind": "angle", "values": [0, 90], "after": "cycle"}]}"#, "tables[0].after"),
            (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [0, 1, 0], "mode": "monotone", "periodicBias": "half"}]}"#, "tables[0].periodicBias"),
            (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [0, 1, 0], "mode": "monotone", "periodicBias": -1}]}"#, "tables[0]"),
        ])
    }

    /// Each command fails with a message on stderr and nothing on stdout.
    static func expectRefused(_ cases: [[String]]) throws {
        for arguments in cases {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128 && stdout.isEmpty && !stderr.isEmpty, "\(arguments): \(stderr)")
        }
    }

    /// Each spec fails naming `field`, and writes nothing.
    static func expectSpecsRefused(_ cases: [(json: String, field: String)]) throws {
        for (json, field) in cases {
            let spec = try CLI.temporaryFile(json)
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-refused-\(UUID().uuidString)")
            let (status, stdout, stderr) = try CLI.run(["tables", "--spec", spec, "--output", dir.path])
            #expect(status != 0 && stdout.isEmpty && stderr.contains(field), "\(json): \(stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.path), "a bad spec writes nothing")
        }
    }
}

/// `keyframes --arc` and the keyframes table kind's `arc`: Paths' ArcAnimation bit for bit.
@Suite struct ArcCommandTests {
    @Test func commandAndTableKind() throws {
        let points: [SIMD2<Double>] = [.zero, SIMD2(300, 300), SIMD2(600, 0)]
        for (modes, timing) in [([ArcMode.above, .below], "paced"), ([.below], "angle")] {
            let animation = try ArcAnimation(values: points, modes: modes, paced: timing == "paced")
            let run = try CLI.run(["keyframes", "--values", "0,0;300,300;600,0", "--arc", modes.map(\.rawValue).joined(separator: ","), "--arc-timing", timing, "--derivative", "--samples", "9"])
            #expect(run.status == 0, "\(run.stderr)")
            let expected = (0...8).map { Double($0) / 8 }.map { t in
                [t, animation.value(at: t).x, animation.value(at: t).y, animation.derivative(at: t).x, animation.derivative(at: t).y]
            }
            #expect(ExtrapolationCommandTests.rows(run.stdout) == expected, "\(modes) \(timing): \(run.stdout)")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-arc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [[0, 0], [300, 300], [600, 0]], "arc": ["above", "below"], "samples": 9}]}"#)
        let (status, _, err) = try CLI.run(["tables", "--spec", spec, "--output", dir.path])
        #expect(status == 0, "\(err)")
        let cli = try CLI.run(["keyframes", "--values", "0,0;300,300;600,0", "--arc", "above,below", "--samples", "9"])
        #expect(try String(contentsOf: dir.appendingPathComponent("a.csv"), encoding: .utf8) == cli.stdout)
    }

    @Test func badInputIsRefused() throws {
        try ExtrapolationCommandTests.expectRefused([
            ["keyframes", "--values", "0,0;1,1", "--arc", "sideways"],
            ["keyframes", "--values", "0,0;1,1;2,0", "--arc", "above,below,above"],
            ["keyframes", "--values", "0,1,2", "--arc", "above"],
            ["keyframes", "--values", "0,0;1,1", "--arc", "above", "--mode", "cubic"],
            ["keyframes", "--values", "0,0;1,1", "--arc", "above", "--arc-timing", "eased"],
            ["keyframes", "--values", "0,0;1,1", "--arc-timing", "angle"],
            ["keyframes", "--values", "0,0;1,1", "--arc", "above", "--after", "cycle"],
        ])
        try ExtrapolationCommandTests.expectSpecsRefused([
            (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [[0, 0], [1, 1]], "arc": "up"}]}"#, "tables[0].arc"),
            (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [[0, 0], [1, 1]], "arc": 3}]}"#, "tables[0].arc"),
            (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [0, 1], "arc": "above"}]}"#, "tables[0].arc"),
            (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [[0, 0], [1, 1]], "arcTiming": "angle"}]}"#, "tables[0].arcTiming"),
            (#"{"tables": [{"file": "a.csv", "kind": "keyframes", "values": [[0, 0], [1, 1], [2, 0]], "arc": ["above", "below", "above"]}]}"#, "tables[0]"),
        ])
    }
}

/// `keyframes --mode bezier` and the keyframes table kind's `"mode": "bezier"`: Keyframes'
/// BezierKeyframeCurve bit for bit, and bad keys refused with nothing on stdout.
@Suite struct BezierKeyframesCommandTests {
    @Test func commandAndTableKind() throws {
        let keys = [
            BezierKeyframe(time: 0, value: 0, inTangent: .auto, outTangent: .auto, outWeight: 0.5),
            BezierKeyframe(time: 0.4, value: 10, inTangent: .derivative(2), outTangent: .clampedAuto, outWeight: 0.5),
            BezierKeyframe(time: 2, value: 4, inTangent: .linear, outTangent: .constant, outWeight: 0.5),
        ]
        let curve = try BezierKeyframeCurve(keys)
        let run = try CLI.run([
            "keyframes", "--mode", "bezier", "--values", "0,10,4", "--key-times", "0,0.4,2", "--in-tangents", "auto,2,linear",
            "--out-tangents", "auto,clampedAuto,constant", "--out-weights", "0.5", "--after", "oscillate", "--derivative", "--samples", "9",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let times = (0...8).map { $0 == 8 ? 2 : Double($0) / 8 * 2 }
        let expected = times.map { [$0, curve.value(at: $0, before: .constant, after: .oscillate), curve.derivative(at: $0, before: .constant, after: .oscillate)] }
        #expect(ExtrapolationCommandTests.rows(run.stdout) == expected, "\(run.stdout)")
        let file = try CLI.temporaryFile("-1\n0.2\n3.5\n")
        let beyond = try CLI.run(["keyframes", "--mode", "bezier", "--values", "0,10,4", "--key-times", "0,0.4,2", "--in-tangents", "auto,2,linear",
                                  "--out-tangents", "auto,clampedAuto,constant", "--out-weights", "0.5", "--before", "linear", "--after", "oscillate", "--at", file])
        #expect(ExtrapolationCommandTests.rows(beyond.stdout) == [-1, 0.2, 3.5].map { [$0, curve.value(at: $0, before: .linear, after: .oscillate)] }, "\(beyond.stdout)")

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-bezier-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "b.csv", "kind": "keyframes", "mode": "bezier", "values": [0, 10, 4], "keyTimes": [0, 0.4, 2], "inTangents": ["auto", 2, "linear"], "outTangents": ["auto", "clampedAuto", "constant"], "outWeights": 0.5, "after": "oscillate", "samples": 9}]}"#)
        let (status, _, err) = try CLI.run(["tables", "--spec", spec, "--output", dir.path])
        #expect(status == 0, "\(err)")
        let cli = try CLI.run(["keyframes", "--mode", "bezier", "--values", "0,10,4", "--key-times", "0,0.4,2", "--in-tangents", "auto,2,linear",
                               "--out-tangents", "auto,clampedAuto,constant", "--out-weights", "0.5", "--after", "oscillate", "--samples", "9"])
        #expect(try String(contentsOf: dir.appendingPathComponent("b.csv"), encoding: .utf8) == cli.stdout)
    }

    @Test func badInputIsRefused() throws {
        try ExtrapolationCommandTests.expectRefused([
            ["keyframes", "--mode", "bezier", "--values", "0,1", "--in-tangents", "smooth"],
            ["keyframes", "--mode", "bezier", "--values", "0,1", "--out-weights", "1.5"],
            ["keyframes", "--mode", "bezier", "--values", "0,1", "--out-weights", "0.2,0.3,0.4"],
            ["keyframes", "--mode", "bezier", "--values", "0,1", "--key-times", "1,0"],
            ["keyframes", "--mode", "bezier", "--values", "0,1", "--key-times", "0,10", "--out-tangents", "1e308", "--out-weights", "1"],
            ["keyframes", "--mode", "bezier", "--values", "0,0;1,1"],
            ["keyframes", "--mode", "bezier", "--values", "0,1", "--tension", "0,0"],
            ["keyframes", "--values", "0,1", "--in-weights", "0.5"],
        ])
        try ExtrapolationCommandTests.expectSpecsRefused([
            (#"{"tables": [{"file": "b.csv", "kind": "keyframes", "mode": "bezier", "values": [0, 1], "inTangents": ["smooth"]}]}"#, "tables[0]"),
            (#"{"tables": [{"file": "b.csv", "kind": "keyframes", "mode": "bezier", "values": [0, 1], "outTangents": [true]}]}"#, "tables[0].outTangents[0]"),
            (#"{"tables": [{"file": "b.csv", "kind": "keyframes", "mode": "bezier", "values": [[0, 0], [1, 1]]}]}"#, "tables[0].values"),
            (#"{"tables": [{"file": "b.csv", "kind": "keyframes", "mode": "bezier", "values": [0, 1], "tension": [0, 0]}]}"#, "tables[0].tension"),
            (#"{"tables": [{"file": "b.csv", "kind": "keyframes", "values": [0, 1], "inWeights": 0.5}]}"#, "tables[0].inWeights"),
        ])
    }
}
