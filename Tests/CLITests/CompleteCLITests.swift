import AnimationTiming
import Foundation
import Keyframes
import Paths
import MotionMath
import Springs
import Testing
import TimingCurves

/// Issue 17 §1: every capability reachable from the CLI, one spelling per concept, `--format json`,
/// `compare`, help examples and completions. Each command's numbers are checked against the library.
@Suite struct CompleteCLITests {
    /// The numeric rows of a CSV table (header dropped).
    static func rows(_ csv: String) -> [[Double]] {
        csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
    }

    static func ok(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let (status, stdout, stderr) = try CLI.run(arguments)
        #expect(status == 0, "\(arguments): \(stderr)", sourceLocation: sourceLocation)
        return stdout
    }

    static func fails(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (status, stdout, stderr) = try CLI.run(arguments)
        #expect(status != 0 && status < 128, "\(arguments): exit \(status)", sourceLocation: sourceLocation)
        #expect(!stderr.isEmpty, "\(arguments): no message on stderr", sourceLocation: sourceLocation)
        #expect(stdout.isEmpty, "\(arguments): printed \(stdout.prefix(80)) to stdout", sourceLocation: sourceLocation)
    }

    static let tableCommands: [[String]] = [
        ["bezier", "0.25", "0.1", "0.25", "1", "--samples", "5"], ["easing", "ease-in", "--samples", "3"],
        ["easing", "ease-out", "--inverse", "--samples", "3"], ["easing", "ease", "--range"],
        ["spring", "--damping", "20", "--duration", "0.1"], ["spring", "--preset", "bouncy", "--describe"],
        ["spring-keyframes", "--damping", "5", "--frequency", "30", "--duration", "0.1"],
        ["keyframes", "--values", "0,10,5", "--samples", "3"], ["keyframes", "--kind", "color", "--values", "red;blue", "--samples", "3"],
        ["path", "M 0 0 L 10 0", "--samples", "3"], ["frames", "--count", "4", "--fps", "4", "--samples", "3"],
        ["animate", "--from", "0", "--to", "1", "--duration", "0.1"], ["fit-bezier", "ease", "--samples", "16"],
        ["ball", "--diameter", "10", "--spring", "bouncy", "--duration", "0.05"], ["morph", "--from", "M 0 0 L 1 0", "--to", "M 0 1 L 1 1", "--samples", "3"],
        ["decay", "--velocity", "100", "--duration", "0.05"], ["timing", "--duration", "1", "--fps", "4"],
        ["catmull-rom", "--values", "0,0;1,1;2,0", "--samples", "3"],
        ["friction", "--drag", "0.3", "--velocity", "400", "--duration", "0.1"], ["gravity", "--acceleration", "-10", "--velocity", "10", "--end-distance", "6", "--fps", "4"],
        ["fling", "--velocity", "400", "--model", "compose", "--fps", "30"], ["inertia", "--velocity", "800", "--max", "200", "--fps", "30"],
        ["rubber-band", "--dimension", "300", "--samples", "4"], ["stagger", "--count", "6", "--grid-columns", "3", "--each", "0.1"],
    ]

    /// `--format json` prints an array of objects, one per CSV row, keyed by the CSV's header, with
    /// the same numbers (NaN as null).
    @Test func formatJSONMatchesTheCSVOnEveryTableCommand() throws {
        for arguments in Self.tableCommands {
            let csv = try Self.ok(arguments)
            let json = try Self.ok(arguments + ["--format", "json"])
            let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
            let lines = csv.split(separator: "\n")
            let header = lines[0].split(separator: ",").map(String.init)
            #expect(parsed?.count == lines.count - 1, "\(arguments)")
            #expect(Set(parsed?.first?.keys.map { $0 } ?? []) == Set(header), "\(arguments): \(header)")
            // The same number text (Foundation's JSON reader on Linux is not round-trip exact, so
            // compare the text): each object starts with the first column's CSV cell.
            let objects = json.split(separator: "\n").filter { $0.hasPrefix("  {") }
            for (object, line) in zip(objects, lines.dropFirst()) {
                let first = String(line.split(separator: ",")[0])
                guard Double(first) != nil else { continue }  // a text column first (fit-bezier's css) comes last in JSON
                #expect(object.hasPrefix("  {\"\(header[0])\":\(first)"), "\(arguments): \(object) vs \(line)")
            }
        }
        try Self.fails(["bezier", "0", "0", "1", "1", "--format", "xml"])
    }

    /// `--at FILE` is the documented spelling; `--inputs` and `--times` still work (hidden).
    @Test func atIsTheFileOfParameterValuesAndOldSpellingsAreHiddenAliases() throws {
        let file = try CLI.temporaryFile("0.1\n0.5\n0.9\n")
        for command in [["bezier", "0.42", "0", "0.58", "1"], ["easing", "ease"], ["keyframes", "--values", "0,10,5"], ["path", "M 0 0 L 1 1"],
                        ["spring", "--damping", "20"], ["animate", "--from", "0", "--to", "1", "--duration", "1"], ["timing", "--duration", "1"],
                        ["decay", "--velocity", "10"], ["catmull-rom", "--values", "0;1;3"], ["morph", "--from", "M 0 0 L 1 0", "--to", "M 0 1 L 1 1"]] {
            let at = try Self.ok(command + ["--at", file])
            #expect(at.split(separator: "\n").count == 4, "\(command)")
            #expect(try Self.ok(command + ["--inputs", file]) == at, "\(command)")
            #expect(try Self.ok(command + ["--times", file]) == at, "\(command)")
            try Self.fails(command + ["--at", file, "--times", file])
            let help = try Self.ok(command.prefix(1) + ["--help"])
            #expect(help.contains("--at <FILE>") && !help.contains("--inputs") && !help.contains("--times <"), "\(command[0])")
        }
        #expect(try Self.ok(["frames", "--count", "4", "--fps", "4", "--times", file]) == Self.ok(["frames", "--count", "4", "--fps", "4", "--at", file]))
    }

    @Test func springParameterisationsAndPresets() throws {
        let times = try CLI.temporaryFile("0\n0.1\n0.35\n1\n")
        let cases: [([String], Spring)] = [
            (["--perceptual-duration", "0.5", "--bounce", "0.3"], try Spring(duration: 0.5, bounce: 0.3)),
            (["--bounce", "-0.5"], try Spring(duration: 0.5, bounce: -0.5)),
            (["--response", "0.4", "--damping-ratio", "0.8", "--mass", "2"], try Spring(response: 0.4, dampingRatio: 0.8, mass: 2)),
            (["--settling-duration", "0.6", "--damping-ratio", "0.5"], try Spring(settlingDuration: 0.6, dampingRatio: 0.5)),
            (["--preset", "smooth"], .smooth), (["--preset", "snappy"], .snappy), (["--preset", "bouncy"], .bouncy),
            (["--preset", "default"], .coreAnimationDefault),
        ]
        for (options, spring) in cases {
            let animation = try SpringAnimation(spring: spring, from: 0.0, to: 1.0)
            let rows = Self.rows(try Self.ok(["spring"] + options + ["--at", times]))
            for row in rows { #expect(row == [row[0], animation.value(at: row[0]), animation.velocity(at: row[0])], "\(options)") }
            #expect(rows.count == 4)
        }
        // The settling-duration parameterisation settles at exactly the given time.
        let settled = try Self.ok(["settling-duration", "--settling-duration", "0.6", "--damping-ratio", "0.5"])
        #expect(abs(Double(settled.trimmingCharacters(in: .whitespacesAndNewlines))! - 0.6) < 1e-9, "\(settled)")
    }

    @Test func springDescribe() throws {
        let out = try Self.ok(["spring", "--perceptual-duration", "0.5", "--bounce", "0.3", "--describe"])
        let lines = out.split(separator: "\n")
        #expect(lines[0] == "mass,stiffness,damping,damping_ratio,natural_frequency,damped_frequency,decay_rate,response,bounce,settling_time,ca_settling_duration,requested_damping,regime")
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        let fields = lines[1].split(separator: ",")
        let numbers = fields.dropLast().map { Double(String($0))! }
        #expect(numbers == [spring.mass, spring.stiffness, spring.effectiveDamping, spring.dampingRatio, spring.naturalFrequency, spring.dampedFrequency,
                            spring.decayRate, spring.response, spring.bounce, try spring.settlingTime(from: 0.0, to: 1.0),
                            try spring.settlingDuration(), spring.damping])
        #expect(fields.last == "underdamped")
        let critical = try Self.ok(["spring", "--damping", "20", "--describe"])
        #expect(critical.hasSuffix(",criticallyDamped\n"))
        #expect(try Self.ok(["spring", "--damping", "0", "--describe"]).contains(",inf,inf,0.0,underdamped"))
    }

    /// Core Animation's CASpringAnimation (and Android's SpringForce) run damping above critical as
    /// given; SwiftUI's Spring(mass:stiffness:damping:) clamps it unless allowOverDamping, and the
    /// CLI says so when it does.
    @Test(arguments: [40.0, 20.5, 1000.0])
    func dampingAboveCriticalFollowsThePlatform(damping: Double) throws {
        let c = String(damping)
        func describe(_ extra: [String]) throws -> (fields: [Substring], stderr: String) {
            let (status, out, err) = try CLI.run(["spring", "--mass", "1", "--stiffness", "100", "--damping", c, "--describe"] + extra)
            #expect(status == 0, "\(extra): \(err)")
            return (out.split(separator: "\n")[1].split(separator: ","), err)
        }
        let ca = try describe([])
        #expect(ca.fields[2] == Substring(c) && ca.fields[11] == Substring(c) && ca.fields.last == "overdamped" && ca.stderr.isEmpty, "\(ca)")
        let swiftui = try describe(["--swiftui"])
        #expect(swiftui.fields[2] == "20.0" && swiftui.fields[11] == Substring(c) && swiftui.fields.last == "criticallyDamped", "\(swiftui)")
        #expect(swiftui.stderr.contains("clamps it to 20.0"), "\(swiftui.stderr)")
        let allowed = try describe(["--swiftui", "--allow-overdamping"])
        #expect(allowed.fields[2] == Substring(c) && allowed.fields.last == "overdamped" && allowed.stderr.isEmpty, "\(allowed)")
        // The frames are the library's unclamped spring's.
        let (_, frames, _) = try CLI.run(["spring", "--damping", c, "--fps", "10", "--duration", "0.3"])
        let spring = try Spring(mass: 1, stiffness: 100, damping: damping, allowsOverdamping: true)
        let values = frames.split(separator: "\n").dropFirst().map { Double(String($0.split(separator: ",")[1]))! }
        #expect(values == [0, 0.1, 0.2, 0.3].map { spring.value(at: $0, from: 0.0, to: 1.0) }, "\(frames)")
        let (status, stdout, stderr) = try CLI.run(["spring", "--damping", c, "--allow-overdamping", "--describe"])
        #expect(status != 0 && status < 128 && stdout.isEmpty && stderr.contains("--swiftui"), "\(stderr)")
    }

    @Test func easingCSSInverseAndRange() throws {
        #expect(try Self.ok(["easing", "ease-in", "--css"]) == "ease-in\n")
        #expect(try Self.ok(["easing", "cubic-bezier(0.42, 0, 1, 1)", "--css"]) == "cubic-bezier(0.42, 0, 1, 1)\n")
        #expect(try Self.ok(["easing", "linear(0, 1)", "--css"]) == "linear(0 0%, 1 100%)\n")
        #expect(try Self.ok(["easing", "steps(4, end)", "--css"]) == "steps(4)\n")
        #expect(try Self.ok(["easing", "cubic-bezier(0.1234567891, 0, 1, 1)", "--css"]) == "cubic-bezier(0.123457, 0, 1, 1)\n")
        #expect(try Self.ok(["easing", "cubic-bezier(0.1234567891, 0, 1, 1)", "--css", "--exact"]) == "cubic-bezier(0.1234567891, 0, 1, 1)\n")
        let curve = try CubicBezier(0.25, 0.1, 0.25, 1)
        for row in Self.rows(try Self.ok(["easing", "ease", "--inverse", "--samples", "5"])) {
            #expect(row[1] == (try curve.input(forProgress: row[0])))
        }
        let back = try CubicBezier(0.68, -0.55, 0.265, 1.55)
        #expect(Self.rows(try Self.ok(["easing", "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "--range"])) == [[back.outputRange.lowerBound, back.outputRange.upperBound]])
        #expect(Self.rows(try Self.ok(["easing", "linear(0, 1.5 30%, -0.25 60%, 1)", "--range"])) == [[-0.25, 1.5]])
        #expect(Self.rows(try Self.ok(["easing", "steps(4, jump-both)", "--range"])) == [[0.2, 1]])
        let elastic = PennerEasing(name: "easeOutElastic")!.outputRange
        #expect(Self.rows(try Self.ok(["easing", "easeOutElastic", "--range"])) == [[elastic.lowerBound, elastic.upperBound]])
        #expect(try Self.ok(["easing", "easeOutBack", "--css"]) == "cubic-bezier(0.333333, 1.567193, 0.666667, 1)\n")
        // Parametric curves that are one cubic polynomial export too; poly.in(1) is the identity.
        #expect(try Self.ok(["easing", "back.out(2)", "--css"]) == "cubic-bezier(0.333333, 1.666667, 0.666667, 1)\n")
        #expect(try Self.ok(["easing", "poly.in(2)", "--css"]) == "cubic-bezier(0.333333, 0, 0.666667, 0.333333)\n")
        #expect(try Self.ok(["easing", "poly.inOut(1)", "--css", "--exact"]) == "cubic-bezier(0.3333333333333333, 0.3333333333333333, 0.6666666666666666, 0.6666666666666667)\n")
        for bad in [["easing", "easeOutElastic", "--css"], ["easing", "easeOutElastic", "--inverse"], ["easing", "poly.inOut(2)", "--css"],
                    ["easing", "elastic.out(1, 0.3)", "--css"], ["easing", "mirrored(ease-in)", "--css"],
                    ["easing", "ease", "--css", "--range"], ["easing", "ease", "--exact"], ["easing", "ease", "--css", "--samples", "3"],
                    ["easing", "ease", "--inverse", "--at", try CLI.temporaryFile("1.5\n")], ["easing", "--path", "M0,0 L1,1", "--css"]] {
            try Self.fails(bad)
        }
    }

    @Test func decayCommand() throws {
        let animation = try DecayAnimation(decay: .fast, from: 100.0, initialVelocity: -800.0)
        let out = try Self.ok(["decay", "--rate", "fast", "--from", "100", "--velocity", "-800", "--fps", "30"])
        let rows = Self.rows(out)
        #expect(rows.last![0] >= animation.settlingTime && rows.count == Int((animation.settlingTime * 30).rounded(.up)) + 1)
        for row in rows { #expect(row == [row[0], animation.value(at: row[0]), animation.velocity(at: row[0])]) }
        let custom = try DecayAnimation(decay: Decay(decelerationRate: 0.995), from: 0.0, initialVelocity: 300.0, epsilon: 0.1)
        #expect(Self.rows(try Self.ok(["decay", "--rate", "0.995", "--velocity", "300", "--epsilon", "0.1", "--describe"]))
                == [[try Decay(decelerationRate: 0.995).decayRate, custom.restingPoint, custom.settlingTime]])
        for bad in [["decay"], ["decay", "--velocity", "nan"], ["decay", "--velocity", "1", "--rate", "1"], ["decay", "--velocity", "1", "--rate", "slow"],
                    ["decay", "--velocity", "1", "--epsilon", "0"], ["decay", "--velocity", "1", "--fps", "0"],
                    ["decay", "--velocity", "1", "--at", try CLI.temporaryFile("x\n")]] {
            try Self.fails(bad)
        }
    }

    /// decay --model reanimated: the library's frames (time, value, stored velocity), its summary,
    /// and the same table from a spec's "decay" kind; the options of one model are refused with
    /// the other.
    @Test func reanimatedDecayCommand() throws {
        let decay = try ReanimatedDecay(deceleration: 0.995, velocityFactor: 1.5, clamp: 0...300, rubberBandFactor: 0.6, web: true)
        let frames = try decay.frames(from: 20, velocity: 2400, fps: 90)
        let want = frames.map { [$0.time, $0.value, $0.velocity] }
        let arguments = ["decay", "--model", "reanimated", "--rate", "0.995", "--velocity-factor", "1.5", "--clamp", "0,300", "--rubber-band",
                         "--web", "--from", "20", "--velocity", "2400", "--fps", "90"]
        #expect(Self.rows(try Self.ok(arguments)) == want)
        #expect(Self.rows(try Self.ok(arguments + ["--describe"])) == [[frames.last!.time, frames.last!.value, Double(frames.count)]])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mc-decay-\(UUID().uuidString)").path
        let spec = try CLI.temporaryFile("""
            {"tables": [{"file": "glide.csv", "kind": "decay", "model": "reanimated", "deceleration": 0.995, "velocityFactor": 1.5, "clamp": [0, 300],
                         "rubberBandFactor": 0.6, "web": true, "from": 20, "initialVelocity": 2400, "fps": 90},
                        {"file": "exact.csv", "kind": "decay", "from": 100, "initialVelocity": -800, "deceleration": 0.99, "fps": 30}]}
            """)
        let tables = try CLI.run(["tables", "--spec", spec, "--output", directory])
        #expect(tables.status == 0, "\(tables.stderr)")
        #expect(Self.rows(try String(contentsOfFile: directory + "/glide.csv", encoding: .utf8)) == want)
        #expect(try String(contentsOfFile: directory + "/exact.csv", encoding: .utf8)
                == (try Self.ok(["decay", "--rate", "fast", "--from", "100", "--velocity", "-800", "--fps", "30"])))
        for bad in [["decay", "--velocity", "1", "--clamp", "0,1"], ["decay", "--model", "reanimated", "--velocity", "1", "--duration", "1"],
                    ["decay", "--model", "reanimated", "--velocity", "1", "--clamp", "3,1"], ["decay", "--model", "reanimated", "--velocity", "1", "--rubber-band"],
                    ["decay", "--model", "spring", "--velocity", "1"], ["decay", "--model", "reanimated", "--velocity", "1", "--velocity-factor", "0"],
                    ["decay", "--model", "reanimated", "--velocity", "1", "--clamp", "0,1", "--rubber-band-factor", "0"]] {
            try Self.fails(bad)
        }
        for entry in [#""model": "reanimated", "epsilon": 1"#, #""clamp": [0, 1]"#, #""model": 3"#] {
            let bad = try CLI.temporaryFile(##"{"tables": [{"file": "d.csv", "kind": "decay", "initialVelocity": 100, "## + entry + "}]}")
            let run = try CLI.run(["tables", "--spec", bad, "--output", directory])
            #expect(run.status != 0 && run.stderr.contains("tables[0]"), "\(entry): \(run.stderr)")
        }
    }

    @Test func timingCommand() throws {
        let ca = try MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        let times = [-0.5, 0, 0.25, 1.5, 2.75, 4, 5]
        let file = try CLI.temporaryFile(times.map { "\($0)" }.joined(separator: "\n"))
        func check(_ out: String, _ state: (Double) -> TimingState) {
            let lines = out.split(separator: "\n")
            #expect(lines[0] == "time,iteration,progress,before,phase")
            for (line, t) in zip(lines.dropFirst(), times) {
                let s = state(t)
                let number = { (x: Double?) in x.map { "\($0)" } ?? "nan" }
                #expect(line == "\(t),\(number(s.iteration)),\(number(s.progress)),\(s.beforeFlag ? 1.0 : 0.0),\(s.phase.rawValue)")
            }
            #expect(lines.count == times.count + 1)
        }
        check(try Self.ok(["timing", "--duration", "1", "--repeat-count", "2", "--autoreverses", "--fill-mode", "forwards", "--at", file]), ca.state(at:))
        let web = try WebAnimationTiming(delay: 0.5, iterations: 3, duration: 1, direction: .alternateReverse, fill: .both, playbackRate: 2)
        check(try Self.ok(["timing", "--model", "web", "--duration", "1", "--delay", "0.5", "--iterations", "3", "--direction", "alternate-reverse",
                           "--fill", "both", "--playback-rate", "2", "--at", file]), web.state(at:))
        // Default span: the end of the animation, at --fps.
        #expect(try Self.ok(["timing", "--duration", "0.5", "--fps", "4"]).split(separator: "\n").count == 4)
        for bad in [["timing", "--model", "qt"], ["timing", "--model", "web"], ["timing", "--duration", "-1"], ["timing", "--fill-mode", "sideways"],
                    ["timing", "--model", "web", "--duration", "1", "--direction", "up"], ["timing", "--repeat-count", "inf"],
                    ["timing", "--duration", "1", "--at", file, "--fps", "30"]] {
            try Self.fails(bad)
        }
    }

    @Test func oscillatorsCommand() throws {
        // Uncoupled: x1 = cos(10t), x2 = 0.5·cos(20t) exactly (no damping).
        let system = try CLI.temporaryFile(#"{"mass": [[1, 0], [0, 1]], "stiffness": [[100, 0], [0, 400]], "positions": [1, 0.5]}"#)
        let lines = try Self.ok(["oscillators", system, "--duration", "0.5", "--fps", "10"]).split(separator: "\n")
        #expect(lines[0] == "time,x1,x2,v1,v2")
        for row in Self.rows(lines.joined(separator: "\n")) {
            let t = row[0]
            let want = [cos(10 * t), 0.5 * cos(20 * t), -10 * sin(10 * t), -10 * sin(20 * t)]
            for (a, b) in zip(row.dropFirst(), want) { #expect(abs(a - b) < 1e-12, "t = \(t): \(row)") }
        }
        #expect(lines.count == 7)
        let modes = Self.rows(try Self.ok(["oscillators", system, "--describe"]))
        #expect(modes.count == 2 && abs(modes[0][1] - 10) < 1e-12 && abs(modes[1][1] - 20) < 1e-12)
        let chain = try CLI.temporaryFile(#"{"chain": {"count": 3, "mass": 1, "stiffness": 100}, "alpha": 1, "positions": [0, 0, 1]}"#)
        #expect(try Self.ok(["oscillators", chain, "--duration", "0.1"]).hasPrefix("time,x1,x2,x3,v1,v2,v3\n"))
        for spec in ["{", #"{"mass": [[1]]}"#, #"{"mass": [[1, 0], [0, 1]], "stiffness": [[1, 2], [0, 1]]}"#,
                     #"{"mass": [[1]], "stiffness": [[-1]]}"#, #"{"mass": [[1]], "stiffness": [[1]], "positions": [1, 2]}"#,
                     #"{"chain": {"count": 0, "mass": 1, "stiffness": 1}}"#] {
            try Self.fails(["oscillators", try CLI.temporaryFile(spec)])
        }
        try Self.fails(["oscillators", "/nonexistent.json"])
        try Self.fails(["oscillators", system, "--duration", "-1"])
    }

    @Test func catmullRomCommand() throws {
        let points: [SIMD2<Double>] = [[0, 0], [1, 2], [3, 3], [4, 0]]
        for (alpha, parameterization) in [("0", CatmullRomSpline<SIMD2<Double>>.Parameterization.uniform), ("centripetal", .centripetal), ("1", .chordal), ("0.25", .alpha(0.25))] {
            let spline = try CatmullRomSpline(points: points, parameterization: parameterization)
            for row in Self.rows(try Self.ok(["catmull-rom", "--values", "0,0;1,2;3,3;4,0", "--alpha", alpha, "--samples", "9", "--derivative"])) {
                let (p, d) = (spline.value(at: row[0]), spline.derivative(at: row[0]))
                #expect(row == [row[0], p.x, p.y, d.x, d.y], "alpha \(alpha)")
            }
        }
        // Closed: starts and ends at the first point, with the same velocity (C1 at the join).
        let loop = Self.rows(try Self.ok(["catmull-rom", "--values", "0,0;2,0;2,1;0,1", "--closed", "--derivative", "--tangent", "--samples", "5"]))
        #expect(abs(loop[0][1]) < 1e-12 && abs(loop[4][1]) < 1e-12 && abs(loop[4][2]) < 1e-12)
        for k in 3...6 { #expect(abs(loop[0][k] - loop[4][k]) < 1e-9, "\(loop[0]) vs \(loop[4])") }
        for bad in [["catmull-rom", "--values", "0,0;1", "--samples", "3"], ["catmull-rom", "--values", "0;1", "--alpha", "2"],
                    ["catmull-rom", "--values", "0;1", "--alpha", "fast"], ["catmull-rom", "--values", "0;nan"], ["catmull-rom", "--values", ""],
                    ["catmull-rom", "--values", "0,0,0,0;1,1,1,1"]] {
            try Self.fails(bad)
        }
    }

    @Test func pathRotationAndVelocity() throws {
        let data = "M 0 0 C 0 1 1 1 1 0"
        let auto = try PathAnimation(path: Path(svgPathData: data), paced: true)
        let autoRows = Self.rows(try Self.ok(["path", data, "--paced", "--samples", "5", "--derivative"]))
        let reverse = Self.rows(try Self.ok(["path", data, "--paced", "--samples", "5", "--rotation", "auto-reverse"]))
        let none = Self.rows(try Self.ok(["path", data, "--paced", "--samples", "5", "--rotation", "none"]))
        for (a, (r, n)) in zip(autoRows, zip(reverse, none)) {
            #expect(r[3] == a[3] + Double.pi && n[3] == 0)
            let d = auto.derivative(at: a[0])
            #expect(Array(a[4...]) == [d.x, d.y])
        }
        try Self.fails(["path", data, "--rotation", "sideways"])
    }

    @Test func keyframesVelocity() throws {
        let animation = try KeyframeAnimation(values: [SIMD2<Double>(0, 0), [1, 2], [3, 3]], calculationMode: .cubic)
        let out = try Self.ok(["keyframes", "--mode", "cubic", "--values", "0,0;1,2;3,3", "--derivative", "--tangent", "--samples", "5"])
        #expect(out.hasPrefix("t,x,y,tx,ty,dx,dy\n"))
        for row in Self.rows(out) {
            let d = animation.derivative(at: row[0])
            #expect(Array(row[5...]) == [d.x, d.y])
        }
        #expect(try Self.ok(["keyframes", "--values", "0,10", "--derivative", "--samples", "2"]).hasPrefix("t,value,derivative\n"))
        try Self.fails(["keyframes", "--kind", "angle", "--values", "0,90", "--derivative"])
    }

    @Test func compareCommand() throws {
        let ease = try CubicBezier(0.25, 0.1, 0.25, 1)
        let xs = (0...20).map { Double($0) / 20 }
        var ys = xs.map { ease.value(at: $0) }
        ys[7] = ys[7].nextUp.nextUp
        ys[12] += 1e-9
        let file = try CLI.temporaryFile("x,y\n" + zip(xs, ys).map { "\($0),\($1)" }.joined(separator: "\n") + "\n")
        let out = try Self.ok(["compare", file, "--easing", "ease", "--worst", "2"])
        let parts = out.components(separatedBy: "\n\n")
        #expect(parts[0] == "rows,max_error,rms_error,max_ulps\n21.0,\(abs(ys[12] - ease.value(at: xs[12]))),\((pow(ys[12] - ease.value(at: xs[12]), 2) / 21 + pow(ys[7] - ease.value(at: xs[7]), 2) / 21).squareRoot()),\(Double(Int64(bitPattern: ys[12].bitPattern) - Int64(bitPattern: ease.value(at: xs[12]).bitPattern)))")
        let worst = parts[1].split(separator: "\n")
        #expect(worst[0] == "line,input,expected,actual,error,ulps")
        #expect(worst[1].hasPrefix("14.0,0.6,") && worst[2].hasPrefix("9.0,0.35,") && worst[2].hasSuffix(",2.0"))
        #expect(worst.count == 3)
        // Past the tolerance: the report on stdout, exit 1, a line on stderr.
        let (status, stdout, stderr) = try CLI.run(["compare", file, "--easing", "ease", "--tolerance", "1e-10", "--format", "json"])
        #expect(status == 1 && stderr.contains("tolerance"))
        let json = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
        #expect(json?["passed"] as? Bool == false && json?["rows"] as? Int == 21 && (json?["worst"] as? [Any])?.count == 5)
        #expect(try CLI.run(["compare", file, "--easing", "ease", "--tolerance", "1e-8"]).status == 0)
        // Springs and keyframes.
        let spring = try SpringAnimation(spring: Spring(duration: 0.5, bounce: 0.3), from: 0.0, to: 1.0)
        let springFile = try CLI.temporaryFile("time,value\n" + [0, 0.1, 0.2].map { "\($0),\(spring.value(at: $0))" }.joined(separator: "\n"))
        #expect(try Self.ok(["compare", springFile, "--spring", "--perceptual-duration", "0.5", "--bounce", "0.3"]).hasPrefix("rows,max_error,rms_error,max_ulps\n3.0,0.0,0.0,0.0\n"))
        let keys = try KeyframeAnimation(values: [0.0, 10, 5], calculationMode: .cubic)
        let keyFile = try CLI.temporaryFile("t,value\r\n" + [0.1, 0.6].map { "\($0),\(keys.value(at: $0))" }.joined(separator: "\r\n") + "\r\n")
        #expect(try Self.ok(["compare", keyFile, "--keyframes", "0,10,5", "--mode", "cubic"]).hasPrefix("rows,max_error,rms_error,max_ulps\n2.0,0.0,0.0,0.0\n"))
        // A timeline spec: any column, at any time (here between frames), checked against the
        // `timeline` command's own frames too.
        let spec = try CLI.temporaryFile(#"{"fps": 10, "tracks": [{"name": "scale", "initial": 1, "keyframes": [{"type": "linear", "to": 2, "duration": 1}]}, {"name": "offset", "initial": [0, 0], "keyframes": [{"type": "spring", "to": [10, 5], "spring": "bouncy"}]}]}"#)
        let frames = try Self.ok(["timeline", spec])
        let offsetY = frames.split(separator: "\n").map { $0.split(separator: ",") }
        let framesFile = try CLI.temporaryFile(offsetY.map { "\($0[0]),\($0[3])" }.joined(separator: "\n"))
        #expect(try Self.ok(["compare", framesFile, "--timeline", spec, "--value-column", "offset.y"]).contains(",0.0,0.0,0.0\n\n"))
        let between = try CLI.temporaryFile("time,scale\n0.25,1.25\n0.55,1.55\n")
        let report = try Self.ok(["compare", between, "--timeline", spec])
        #expect(report.hasPrefix("rows,max_error,rms_error,max_ulps\n2.0,"), "\(report)")
        try Self.fails(["compare", between, "--timeline", spec, "--value-column", "rotation"])
        try Self.fails(["compare", between, "--timeline", try CLI.temporaryFile("{}")])
        let renamed = try CLI.temporaryFile("progress,out\n0.5,\(ease.value(at: 0.5))\n")
        #expect(try Self.ok(["compare", renamed, "--easing", "ease", "--input-column", "progress", "--value-column", "out"]).hasPrefix("rows,max_error,rms_error,max_ulps\n1.0,0.0,"))
        // Bad CSV and bad options: an error on stderr, nothing on stdout.
        for csv in ["", "x,y\n", "0.5,0.5\n", "x,z\n0.5,0.5\n", "x,y\n0.5\n", "x,y\n0.5,abc\n", "x,y\nnan,0.5\n", "x,y\n0.5,inf\n"] {
            try Self.fails(["compare", try CLI.temporaryFile(csv), "--easing", "ease"])
        }
        for bad in [["compare", file], ["compare", file, "--easing", "ease", "--spring"], ["compare", file, "--easing", "wobble"],
                    ["compare", file, "--easing", "ease", "--tolerance", "-1"], ["compare", file, "--easing", "ease", "--worst", "-1"],
                    ["compare", file, "--easing", "ease", "--bounce", "0.3"], ["compare", file, "--spring", "--mass", "0"],
                    ["compare", file, "--keyframes", "0,x"], ["compare", file, "--keyframes", "0,1", "--mode", "wiggly"],
                    ["compare", "/nonexistent.csv", "--easing", "ease"]] {
            try Self.fails(bad)
        }
    }

    @Test func badSpringParameterisations() throws {
        for bad in [["--bounce", "1.5"], ["--perceptual-duration", "0"], ["--response", "0.5"], ["--damping-ratio", "0.5"],
                    ["--response", "-1", "--damping-ratio", "0.5"], ["--settling-duration", "1", "--damping-ratio", "0"],
                    ["--preset", "wobbly"], ["--preset", "bouncy", "--mass", "2"], ["--preset", "bouncy", "--stiffness", "10"],
                    ["--bounce", "0.3", "--damping", "10"], ["--response", "0.5", "--damping-ratio", "nan"],
                    ["--describe", "--fps", "30"]] {
            try Self.fails(["spring"] + bad)
        }
    }

    /// Every command's help has a discussion with examples; the argument parser generates
    /// completion scripts for bash, zsh and fish (what `make install` installs).
    @Test func helpExamplesAndCompletions() throws {
        let help = try Self.ok(["--help"])
        let commands = ["bezier", "easing", "spring", "settling-duration", "spring-keyframes", "keyframes", "path", "path-length", "timeline",
                        "frames", "animate", "fit-bezier", "css-linear", "tables", "ball", "morph", "decay", "friction", "gravity", "fling", "inertia", "rubber-band", "stagger", "oscillators", "timing",
                        "catmull-rom", "compare"]
        for command in commands {
            #expect(help.contains("  \(command)"), "\(command) missing from the root help")
            let text = try Self.ok([command, "--help"])
            #expect(text.contains("Examples:\n") && text.contains("motioncurves \(command)"), "\(command)")
        }
        // Every option an example line uses is one of its command's own options (a renamed flag
        // left in an example is caught here); the root help's list gives every command.
        let listed = (help.components(separatedBy: "SUBCOMMANDS:").last ?? "").split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            return line.hasPrefix("  ") && !line.hasPrefix("   ") && words.count >= 1 && words[0].allSatisfy({ $0.isLowercase || $0 == "-" }) ? String(words[0]) : nil
        }
        #expect(Set(commands).isSubset(of: listed) && listed.count > commands.count, "\(listed)")
        for command in listed where command != "help" {
            let text = try Self.ok([command, "--help"])
            let usage = text.components(separatedBy: "USAGE:").last ?? ""
            let examples = text.components(separatedBy: "Examples:\n").dropFirst().first?.components(separatedBy: "USAGE:").first ?? ""
            for line in examples.split(separator: "\n") where line.contains("motioncurves \(command)") {
                for word in line.split(separator: " ") where word.hasPrefix("--") {
                    let option = String(word.prefix { $0 != "=" })
                    #expect(usage.contains(option + " ") || usage.contains(option + "\n") || usage.contains(option + "]") || usage.contains(option + ">"),
                            "\(command): the example \"\(line.trimmingCharacters(in: .whitespaces))\" uses \(option), which the command does not take")
                }
            }
        }
        for shell in ["bash", "zsh", "fish"] {
            let script = try Self.ok(["--generate-completion-script", shell])
            #expect(script.contains("motioncurves") && script.contains("catmull-rom") && script.contains("format"), "\(shell)")
        }
    }
}
