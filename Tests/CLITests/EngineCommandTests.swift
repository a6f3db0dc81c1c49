import Foundation
import Testing
import TimingCurves

/// `easing --as ENGINE` and `engine-error`: TimingCurves' EngineSolver bit for bit, and bad input
/// refused with nothing on stdout.
@Suite struct EngineCommandTests {
    static func rows(_ text: String) -> [[String]] {
        text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func easingAsAnEngine() throws {
        let inputs = [0, 0.1, 0.25, 0.5, 0.77, 1, 1.5, -0.2]
        let file = try CLI.temporaryFile(inputs.map { "\($0)" }.joined(separator: "\n") + "\n")
        for (name, solver) in EngineSolver.named(duration: 0.3) {
            for (text, curve) in [("ease", CubicBezier.ease), ("cubic-bezier(0.68, -0.55, 0.265, 1.55)", try CubicBezier(0.68, -0.55, 0.265, 1.55)), ("easeInQuad", try CubicBezier(0.333333333333333315, 0, 0.66666666666666663, 0.33333333333333331))] {
                let run = try CLI.run(["easing", text, "--as", name, "--at", file])
                #expect(run.status == 0, "\(run.stderr)")
                let expected = inputs.map { x -> [Double] in
                    let (y, exact) = (solver.value(of: curve, at: x), curve.value(at: x))
                    return [x, y, exact, y - exact]
                }
                let got = Self.rows(run.stdout).map { $0.map { Double($0)! } }
                if text != "easeInQuad" {
                    #expect(got == expected, "\(name) on \(text): \(run.stdout)")
                } else {
                    // A Penner curve that is one cubic: its y-values are the engine's on that cubic.
                    #expect(got.count == inputs.count && zip(got, expected).allSatisfy { abs($0[1] - $1[1]) <= 1e-15 }, "\(name) on \(text): \(run.stdout)")
                }
            }
        }
    }

    @Test func errorMap() throws {
        let run = try CLI.run(["engine-error", "ease", "cubic-bezier(0, 1, 1, 0)", "--duration", "0.5", "--distance", "400"])
        #expect(run.status == 0, "\(run.stderr)")
        // max_error,at_x,pixels,frames,curve,engine: the curve's text may be quoted with commas inside.
        let rows = run.stdout.split(separator: "\n").dropFirst().map { line -> [String] in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return Array(fields[0..<4]) + [fields[4..<(fields.count - 1)].joined(separator: ","), fields[fields.count - 1]]
        }
        let engines = ["chromium", "webkit", "firefox", "webkit-classic", "svg-keysplines", "gecko-smil", "flutter", "compose", "android", "rive", "lottie-web", "rlottie", "motion"]
        #expect(rows.count == 2 * engines.count && rows.map { $0[5] } == Array(repeating: engines, count: 2).flatMap { $0 })
        let curve = try CubicBezier(0, 1, 1, 0)
        let legacy = EngineSolver.webkitClassic(epsilon: EngineSolver.classicWebKitEpsilon(duration: 0.5)).largestDeviation(of: curve)
        let row = try #require(rows.first { $0[4] == "\"cubic-bezier(0, 1, 1, 0)\"" && $0[5] == "webkit-classic" })
        #expect(Double(row[0]) == legacy.error && Double(row[1]) == legacy.at && Double(row[2]) == legacy.error * 400, "\(row)")
        // Frames at 60 fps of the 0.5-s animation: the error over the exact curve's slope there.
        let frames = legacy.error / abs(curve.derivative(at: legacy.at)) * 0.5 * 60
        #expect(Double(row[3]) == frames && frames > 0, "\(row)")
        // Every named curve that is a cubic Bézier, every engine on each.
        let all = try CLI.run(["engine-error"])
        let named = EasingFunction.named.filter { name, easing in
            if case .cubicBezier = easing { return true }
            if case .keyword = easing { return true }
            if case .penner(let p) = easing { return p.exactCubicBezier != nil }
            return false
        }
        #expect(all.status == 0 && Self.rows(all.stdout).count == engines.count * named.count, "\(Self.rows(all.stdout).count) rows for \(named.count) curves")
    }

    /// `compare --easing E --as ENGINE` checks a port of an engine's solver: the engine's own
    /// values pass with error 0, the exact curve's do not; a spec's "engine" writes the same
    /// x,y,exact,error rows as `easing --as`.
    @Test func compareAndTablesAsAnEngine() throws {
        let xs = (0...20).map { Double($0) / 20 }
        for engine in ["compose", "android", "flutter"] {
            let solver = EngineSolver.named(duration: 0.3).first { $0.name == engine }!.solver
            let ported = "x,y\n" + xs.map { "\($0),\(solver.value(of: .ease, at: $0))" }.joined(separator: "\n") + "\n"
            let file = try CLI.temporaryFile(ported)
            let asEngine = try CLI.run(["compare", file, "--easing", "ease", "--as", engine, "--tolerance", "0"])
            #expect(asEngine.status == 0 && Self.rows(asEngine.stdout)[0][1] == "0.0", "\(engine): \(asEngine.stdout)\(asEngine.stderr)")
            let againstExact = try CLI.run(["compare", file, "--easing", "ease", "--tolerance", "1e-12"])
            #expect(againstExact.status == 1, "\(engine) differs from exact: \(againstExact.stdout)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mc-engine-\(UUID().uuidString)").path
        let spec = try CLI.temporaryFile(#"{"tables": [{"file": "a.csv", "kind": "timing", "easing": "ease", "engine": "android", "samples": 11}]}"#)
        let tables = try CLI.run(["tables", "--spec", spec, "--output", directory])
        #expect(tables.status == 0, "\(tables.stderr)")
        let written = try String(contentsOfFile: directory + "/a.csv", encoding: .utf8)
        #expect(written == (try CLI.run(["easing", "ease", "--as", "android", "--samples", "11"])).stdout, "\(written)")
        for bad in [["compare", "x.csv", "--spring", "--as", "chromium"], ["compare", try CLI.temporaryFile("x,y\n0,0\n"), "--easing", "easeOutBounce", "--as", "chromium"],
                    ["compare", "x.csv", "--easing", "ease", "--animation-duration", "1"]] {
            let (status, stdout, stderr) = try CLI.run(bad)
            #expect(status != 0 && status < 128 && stdout.isEmpty && !stderr.isEmpty, "\(bad): \(stderr)")
        }
        let badSpec = try CLI.temporaryFile(#"{"tables": [{"file": "b.csv", "kind": "timing", "easing": "easeOutBounce", "engine": "chromium"}]}"#)
        #expect((try CLI.run(["tables", "--spec", badSpec, "--output", directory])).status != 0)
        // The curves `--as` takes, the spec takes: linear, and a Penner curve that is a Bézier.
        let same = try CLI.temporaryFile(#"{"tables": [{"file": "l.csv", "kind": "timing", "easing": "linear", "engine": "chromium", "samples": 5}, {"file": "q.csv", "kind": "timing", "easing": "easeInQuad", "engine": "compose", "samples": 5}]}"#)
        #expect((try CLI.run(["tables", "--spec", same, "--output", directory])).status == 0)
        #expect(try String(contentsOfFile: directory + "/q.csv", encoding: .utf8) == (try CLI.run(["easing", "easeInQuad", "--as", "compose", "--samples", "5"])).stdout)
        let stray = try CLI.temporaryFile(#"{"tables": [{"file": "s.csv", "kind": "timing", "easing": "ease", "animationDuration": 1}]}"#)
        #expect((try CLI.run(["tables", "--spec", stray, "--output", directory])).status != 0)
    }

    @Test func badInputIsRefused() throws {
        for arguments in [
            ["easing", "ease", "--as", "servo"], ["easing", "ease", "--animation-duration", "1"], ["easing", "ease", "--as", "webkit", "--animation-duration", "0"], ["easing", "steps(4)", "--as", "chromium"], ["easing", "easeOutBounce", "--as", "gecko"],
            ["easing", "ease", "--as", "chromium", "--css"], ["engine-error", "linear(0, 1)"], ["engine-error", "ease", "--duration", "0"],
            ["engine-error", "ease", "--distance", "nan"], ["engine-error", "cubic-bezier(2, 0, 1, 1)"],
        ] {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128 && stdout.isEmpty && !stderr.isEmpty, "\(arguments): \(status) \(stdout) \(stderr)")
        }
    }
}
