import Foundation
import Springs
import Testing

/// `friction` and `gravity`: the library's motions bit for bit, Flutter's published values, and
/// bad input refused with a message and nothing on stdout.
@Suite struct PhysicsCLITests {
    static func rows(_ text: String) -> [[Double]] {
        text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
    }

    @Test func frictionAndGravity() throws {
        let (status, out, err) = try CLI.run(["friction", "--drag", "0.3", "--from", "100", "--velocity", "400", "--tolerance", "1", "--fps", "1", "--duration", "5"])
        #expect(status == 0, "\(err)")
        let motion = try FrictionMotion(drag: 0.3, from: 100, initialVelocity: 400, velocityTolerance: 1)
        let rows = Self.rows(out)
        #expect(rows.count == 6 && rows.allSatisfy { $0[1] == motion.value(at: $0[0]) && $0[2] == motion.velocity(at: $0[0]) }, "\(rows)")
        #expect(rows[1][2] == 120 && rows[2][2] == 36, "Flutter's newton_test: dx(1) = 120, dx(2) = 36")

        let (_, described, _) = try CLI.run(["friction", "--drag", "0.135", "--from", "100", "--velocity", "-100", "--deceleration", "100", "--describe"])
        let d = try #require(Self.rows(described).first)
        #expect(abs(d[1] - 80) <= 1 && d[0] > 0.42 && d[0] < 0.43 && d[2] <= d[0], "\(d)")

        let reference = try FrictionMotion(drag: 0.025, from: 10, initialVelocity: 600)
        let (s2, through, e2) = try CLI.run(["friction", "--from", "10", "--velocity", "600", "--through", "\(reference.value(at: 1)),\(reference.velocity(at: 1))", "--describe"])
        #expect(s2 == 0, "\(e2)")
        #expect(abs(try #require(Self.rows(through).first)[2] - 1) <= 1e-12, "\(through)")

        let (s3, gravity, e3) = try CLI.run(["gravity", "--acceleration", "200", "--from", "100", "--end-distance", "600", "--fps", "4"])
        #expect(s3 == 0, "\(e3)")
        let g = Self.rows(gravity)
        #expect(g.count == 10 && g[3] == [0.75, 156.25, 150] && g[8] == [2, 500, 400], "\(g)")
    }

    /// `fling`: each model's rows are the library's, bit for bit; --describe; Android's whole pixels.
    @Test func fling() throws {
        for model in FlingMotion.Model.allCases {
            let density = model == .flutter ? "1" : "2.625"
            let (status, out, err) = try CLI.run(["fling", "--velocity", "-4000.5", "--from", "10", "--model", model.rawValue, "--density", density, "--fps", "30"])
            #expect(status == 0, "\(err)")
            let motion = try FlingMotion(model: model, from: 10, initialVelocity: -4000.5, density: Double(density)!)
            let rows = Self.rows(out)
            #expect(rows.count == Int((motion.duration * 30).rounded(.up)) + 1, "\(model): \(rows.count) rows")
            #expect(rows.allSatisfy { $0[1] == motion.value(at: $0[0]) && $0[2] == motion.velocity(at: $0[0]) }, "\(model)")
            #expect(rows.last?[1] == motion.restingPoint && rows.last?[2] == 0)
        }
        let (_, described, _) = try CLI.run(["fling", "--velocity", "2500", "--model", "android", "--describe"])
        let d = try #require(Self.rows(described).first)
        #expect(d[0] * 1000 == (d[0] * 1000).rounded() && d[1] == d[1].rounded() && d[2] == d[1], "\(d)")
    }

    /// `inertia`: the library's rows bit for bit, Motion's defaults, --snap and --describe.
    @Test func inertia() throws {
        let (status, out, err) = try CLI.run(["inertia", "--from", "10", "--velocity", "1200", "--max", "500", "--fps", "30"])
        #expect(status == 0, "\(err)")
        let motion = try InertiaMotion(from: 10, velocity: 1200, max: 500)
        let rows = Self.rows(out)
        #expect(rows.count == Int((motion.finishTime * 30).rounded(.up)) + 1 && rows.allSatisfy { $0[1] == motion.value(at: $0[0]) && $0[2] == motion.velocity(at: $0[0]) })
        let (_, snapped, _) = try CLI.run(["inertia", "--velocity", "730", "--snap", "100", "--describe"])
        let d = try #require(Self.rows(snapped.replacingOccurrences(of: "inf", with: "Infinity")).first)
        #expect(d[0] == 600 && d[1] == .infinity && d[2] == 600, "\(snapped)")
    }

    /// `rubber-band`: the published d = 960 values, the library's numbers and the inverse.
    @Test func rubberBand() throws {
        let (status, out, err) = try CLI.run(["rubber-band", "--dimension", "960", "--to", "960", "--samples", "3"])
        #expect(status == 0, "\(err)")
        let rows = Self.rows(out)
        let band = try RubberBand(dimension: 960)
        #expect(rows.count == 3 && rows.allSatisfy { $0[1] == band.displacement(forOverscroll: $0[0]) && $0[2] == band.derivative(atOverscroll: $0[0]) })
        #expect(abs(rows[2][1] - 340.65) <= 0.005 && rows[0] == [0, 0, 0.55], "\(rows)")
        let (s2, inverse, e2) = try CLI.run(["rubber-band", "--dimension", "960", "--inverse", "--to", "480", "--samples", "2"])
        #expect(s2 == 0, "\(e2)")
        let back = Self.rows(inverse)
        #expect(back.count == 2 && abs(back[1][1] - 960 / 0.55) <= 1e-9, "\(back)")
    }

    @Test func badInputIsRefused() throws {
        for arguments in [
            ["friction", "--velocity", "1"], ["friction", "--drag", "1", "--velocity", "1"], ["friction", "--drag", "0.5", "--velocity", "nan"],
            ["friction", "--drag", "0.5", "--velocity", "1", "--deceleration", "-1"], ["friction", "--drag", "0.5", "--velocity", "1", "--tolerance", "0"],
            ["friction", "--velocity", "5", "--through", "10,6"], ["friction", "--velocity", "5", "--through", "10"], ["friction", "--velocity", "5", "--from", "20", "--through", "10,1"],
            ["friction", "--drag", "0.5", "--velocity", "1", "--through", "3,0.5"],
            ["gravity", "--acceleration", "1", "--end-distance", "-1"], ["gravity", "--acceleration", "0", "--from", "1", "--end-distance", "2"],
            ["gravity", "--acceleration", "inf", "--end-distance", "2"],
            ["fling"], ["fling", "--velocity", "nan"], ["fling", "--velocity", "100", "--model", "ios"], ["fling", "--velocity", "100", "--density", "0"],
            ["fling", "--velocity", "100", "--model", "flutter", "--density", "2"], ["fling", "--velocity", "3e9", "--model", "android"],
            ["fling", "--velocity", "1e308"], ["fling", "--velocity", "100", "--friction", "-1"],
            ["rubber-band"], ["rubber-band", "--dimension", "0"], ["rubber-band", "--dimension", "9", "--coefficient", "nan"],
            ["rubber-band", "--dimension", "9", "--inverse", "--to", "9"], ["rubber-band", "--dimension", "9", "--samples", "1"],
            ["rubber-band", "--dimension", "9", "--to", "-1"], ["rubber-band", "--dimension", "9", "--samples", "2000000"],
            ["inertia"], ["inertia", "--velocity", "nan"], ["inertia", "--velocity", "1", "--min", "5", "--max", "0"], ["inertia", "--velocity", "1", "--snap", "0"],
            ["inertia", "--velocity", "1", "--snap", "5", "--target", "3"], ["inertia", "--velocity", "1", "--time-constant", "0"],
            ["inertia", "--velocity", "1000", "--max", "10", "--bounce-damping", "0"], ["inertia", "--velocity", "1e308", "--power", "10"],
        ] {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && stdout.isEmpty && !stderr.isEmpty, "\(arguments): \(status) \(stdout) \(stderr)")
        }
    }
}

/// The `friction` and `gravity` kinds of a table spec: the CLI's rows, and typed errors naming the field.
@Suite struct PhysicsTableSpecTests {
    @Test func specKinds() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mc-physics-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "fling.csv", "kind": "friction", "drag": 0.135, "from": 100, "initialVelocity": -100, "constantDeceleration": 100, "fps": 30}, {"file": "fall.csv", "kind": "gravity", "acceleration": 200, "from": 100, "endDistance": 600, "fps": 4}, {"file": "flick.csv", "kind": "fling", "model": "android", "initialVelocity": 4000, "density": 2.625}, {"file": "glide.csv", "kind": "inertia", "initialVelocity": 1200, "max": 500, "bounceStiffness": 300}, {"file": "band.csv", "kind": "rubberBand", "dimension": 960, "inverse": true, "to": 480, "samples": 7}]}"#)
        let (status, _, err) = try CLI.run(["tables", "--spec", spec, "--output", dir.path])
        #expect(status == 0, "\(err)")
        let fling = try String(contentsOf: dir.appendingPathComponent("fling.csv"), encoding: .utf8)
        let (_, cli, _) = try CLI.run(["friction", "--drag", "0.135", "--from", "100", "--velocity", "-100", "--deceleration", "100", "--fps", "30"])
        #expect(fling == cli, "the spec's table is the command's")
        let flick = try String(contentsOf: dir.appendingPathComponent("flick.csv"), encoding: .utf8)
        let (_, flickCLI, _) = try CLI.run(["fling", "--velocity", "4000", "--model", "android", "--density", "2.625"])
        #expect(flick == flickCLI, "the spec's fling table is the command's")
        let glide = try String(contentsOf: dir.appendingPathComponent("glide.csv"), encoding: .utf8)
        let (_, glideCLI, _) = try CLI.run(["inertia", "--velocity", "1200", "--max", "500", "--bounce-stiffness", "300"])
        #expect(glide == glideCLI, "the spec's inertia table is the command's")
        let band = try String(contentsOf: dir.appendingPathComponent("band.csv"), encoding: .utf8)
        let (_, bandCLI, _) = try CLI.run(["rubber-band", "--dimension", "960", "--inverse", "--to", "480", "--samples", "7"])
        #expect(band == bandCLI, "the spec's rubber-band table is the command's")
        let fall = try String(contentsOf: dir.appendingPathComponent("fall.csv"), encoding: .utf8)
        // Until the first time |x| reaches 600 (√5 s): frames 0 … 9 at 4 fps.
        #expect(fall.split(separator: "\n").count == 11 && fall.contains("\n2.0,500.0,400.0\n"), "\(fall)")
        for (json, field) in [
            (#"{"tables": [{"file": "a.csv", "kind": "friction", "drag": 2, "initialVelocity": 1}]}"#, "tables[0]"),
            (#"{"tables": [{"file": "a.csv", "kind": "friction", "initialVelocity": 1}]}"#, "tables[0].drag"),
            (#"{"tables": [{"file": "a.csv", "kind": "friction", "drag": 0.5, "initialVelocity": 1, "velocityTolerance": 0}]}"#, "tables[0].duration"),
            (#"{"tables": [{"file": "a.csv", "kind": "gravity", "acceleration": 0, "from": 1, "endDistance": 2}]}"#, "tables[0].duration"),
            (#"{"tables": [{"file": "a.csv", "kind": "fling", "model": "ios", "initialVelocity": 1}]}"#, "tables[0].model"),
            (#"{"tables": [{"file": "a.csv", "kind": "inertia", "initialVelocity": 1, "min": "low"}]}"#, "tables[0].min"),
            (#"{"tables": [{"file": "a.csv", "kind": "inertia", "initialVelocity": 1, "min": 3, "max": 1}]}"#, "tables[0]"),
            (#"{"tables": [{"file": "a.csv", "kind": "rubberBand", "dimension": 9, "inverse": "yes"}]}"#, "tables[0].inverse"),
            (#"{"tables": [{"file": "a.csv", "kind": "rubberBand", "dimension": 9, "inverse": true, "to": 9}]}"#, "tables[0]"),
            (#"{"tables": [{"file": "a.csv", "kind": "rubberBand"}]}"#, "tables[0].dimension"),
            (#"{"tables": [{"file": "a.csv", "kind": "fling", "initialVelocity": 1, "density": -1}]}"#, "tables[0]"),
        ] {
            let (status, stdout, stderr) = try CLI.run(["tables", "--spec", try CLI.temporaryFile(json), "--output", dir.appendingPathComponent("bad").path])
            #expect(status != 0 && stdout.isEmpty && stderr.contains(field), "\(json): \(stderr)")
        }
    }
}
