import CurveTables
import Foundation
import Springs
import Testing

/// The other toolkits' spring parameters on the command line and in table specs: each names the
/// library's spring, bit for bit; bad combinations are refused with a message and no output.
@Suite struct SpringToolkitCLITests {
    @Test(arguments: [
        (["--origami-tension", "40", "--origami-friction", "7"], try! Spring(origamiTension: 40, origamiFriction: 7)),
        (["--bounciness", "8", "--speed", "12"], try! Spring(bounciness: 8, speed: 12)),
        (["--visual-duration", "0.5", "--bounce", "0.25"], try! Spring(visualDuration: 0.5, bounce: 0.25)),
        (["--motion-duration", "0.8", "--bounce", "0.3"], try! Spring(motionDuration: 0.8, bounce: 0.3)),
        (["--stiffness", "380", "--damping-ratio", "0.8"], try! Spring(stiffness: 380, dampingRatio: 0.8)),
        (["--stiffness", "380", "--damping-ratio", "1.5", "--mass", "2"], try! Spring(stiffness: 380, dampingRatio: 1.5, mass: 2)),
        (["--preset", "material-expressive-default-spatial"], Spring(material: .expressiveDefaultSpatial)),
    ])
    func toolkitSpring(arguments: [String], spring: Spring) throws {
        let (status, stdout, stderr) = try CLI.run(["spring"] + arguments + ["--fps", "20", "--duration", "1"])
        #expect(status == 0, "\(stderr)")
        let rows = stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
        #expect(rows.count == 21)
        let animation = try SpringAnimation(spring: spring, from: 0.0, to: 1.0)
        for row in rows {
            let (x, v) = animation.state(at: row[0])
            // Frames come from the per-frame recurrence (Springs article): within a few ulps of the closed form.
            #expect(abs(row[1] - x) <= 1e-14 && abs(row[2] - v) <= 1e-12 * max(1, abs(v)), "\(arguments) at \(row[0]): \(row) vs \(x), \(v)")
        }
    }

    @Test func specSprings() throws {
        for (json, spring) in [
            (#"{"origamiTension": 40, "origamiFriction": 7}"#, try Spring(origamiTension: 40, origamiFriction: 7)),
            (#"{"bounciness": 8, "speed": 12}"#, try Spring(bounciness: 8, speed: 12)),
            (#"{"visualDuration": 0.5}"#, try Spring(visualDuration: 0.5, bounce: 0.3)),
            (#"{"motionDuration": 0.8, "bounce": 0.25}"#, try Spring(motionDuration: 0.8, bounce: 0.25)),
            (#"{"stiffness": 700, "dampingRatio": 0.9}"#, try Spring(stiffness: 700, dampingRatio: 0.9)),
            (#""material-standard-slow-effects""#, Spring(material: .standardSlowEffects)),
        ] {
            let spec = try CLI.temporaryFile(#"{"fps": 10, "tracks": [{"name": "a", "initial": 0, "keyframes": [{"type": "spring", "to": 1, "duration": 1, "spring": \#(json)}]}]}"#)
            let (status, stdout, stderr) = try CLI.run(["timeline", spec])
            #expect(status == 0, "\(json): \(stderr)")
            let rows = stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
            let animation = try SpringAnimation(spring: spring, from: 0.0, to: 1.0)
            #expect(rows.count == 11, "\(json)")
            for row in rows { #expect(abs(row[1] - animation.value(at: row[0])) <= 1e-14, "\(json) at \(row[0]): \(row[1]) vs \(animation.value(at: row[0]))") }
        }
    }

    @Test func badCombinationsAreRefused() throws {
        for arguments in [
            ["--origami-tension", "40"], ["--bounciness", "8"], ["--visual-duration", "0.5"], ["--motion-duration", "0.8"],
            ["--origami-tension", "40", "--origami-friction", "7", "--mass", "2"], ["--bounciness", "8", "--speed", "12", "--stiffness", "100"],
            ["--visual-duration", "0.5", "--bounce", "0.2", "--perceptual-duration", "0.5"], ["--preset", "material-standard-fast"],
            ["--origami-tension", "nan", "--origami-friction", "7"], ["--visual-duration", "0", "--bounce", "0.2"],
            ["--stiffness", "100", "--damping-ratio", "0.5", "--damping", "10"],
        ] {
            let (status, stdout, stderr) = try CLI.run(["spring"] + arguments)
            #expect(status != 0 && stdout.isEmpty && !stderr.isEmpty, "\(arguments): \(status) \(stdout) \(stderr)")
        }
    }
}

/// `spring --as`: each runtime's parameters and stop, the library's bits, one row per runtime.
@Suite struct SpringRuntimeCLITests {
    /// A velocity near the largest double overflows Motion's own arithmetic in its hand-off: that
    /// row has no stop (inf, with a note), and the table is still printed.
    @Test func oneRuntimesOverflowLeavesTheOthers() throws {
        let run = try CLI.run(["spring", "--mass", "1", "--stiffness", "100", "--damping", "10", "--initial-velocity", "1.7e308", "--as", "all"])
        #expect(run.status == 0, "\(run.stderr)")
        let row = try #require(run.stdout.split(separator: "\n").first { $0.contains(",motion-waapi,") })
        #expect(row.hasPrefix("inf,inf,inf,inf,inf,inf,") && row.contains("overflows"), "\(row)")
        #expect(run.stdout.split(separator: "\n").contains { $0.contains(",motion,") && !$0.hasPrefix("inf") })
    }

    @Test func everyRuntimeAsTheLibrary() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        let run = try CLI.run(["spring", "--perceptual-duration", "0.5", "--bounce", "0.3", "--to", "100", "--initial-velocity", "-50", "--as", "all"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(lines.map { $0[7] } == SpringRuntime.allCases.map(\.rawValue))
        for (fields, runtime) in zip(lines, SpringRuntime.allCases) {
            for (i, fps) in [60.0, 90, 120].enumerated() {
                let stop = try spring.stop(in: runtime, from: 0, to: 100, initialVelocity: -50, fps: fps)
                #expect(Double(fields[2 * i]) == stop.time && Double(fields[2 * i + 1]) == Double(stop.frame), "\(runtime) at \(fps) Hz: \(fields) vs \(stop)")
            }
            #expect(Double(fields[6]) == (try spring.settlingTime(from: 0.0, to: 100.0, initialVelocity: -50)))
            let parameters = spring.parameters(in: runtime, from: 0, to: 100, initialVelocity: -50)
            #expect(fields[8] == parameters.values.map { "\($0.name)=\($0.value)" }.joined(separator: " "), "\(fields)")
        }
        // The notes, quoted where they hold commas: the whole text is the table's.
        let table = try SpringTables.runtimes(SpringRuntime.allCases, spring: spring, from: 0, to: 100, initialVelocity: -50, epsilon: 0.001, visibilityThreshold: nil)
        #expect(run.stdout == table.csv())
        // One runtime, and Compose's threshold.
        let compose = try CLI.run(["spring", "--stiffness", "100", "--damping-ratio", "0.5", "--from", "100", "--to", "0", "--initial-velocity", "3000", "--as", "compose", "--visibility-threshold", "1"])
        #expect(compose.stdout.split(separator: "\n").count == 2 && compose.stdout.contains("\n1.206,73.0,"), "\(compose.stdout)")
        // An undamped spring never stops: empty cells, not an error.
        let undamped = try CLI.run(["spring", "--damping", "0", "--as", "flutter"])
        #expect(undamped.status == 0 && undamped.stdout.contains("\ninf,inf,inf,inf,inf,inf,inf,flutter,"), "\(undamped.stdout) \(undamped.stderr)")
    }

    @Test func badInputIsRefused() throws {
        for arguments in [
            ["--as", "qt"], ["--as", "all", "--fps", "30"], ["--as", "all", "--describe"], ["--visibility-threshold", "1"],
            ["--as", "android", "--visibility-threshold", "0"], ["--as", "compose", "--visibility-threshold", "nan"],
            ["--as", "motion", "--from", "inf"],
        ] {
            let (status, stdout, stderr) = try CLI.run(["spring"] + arguments)
            #expect(status != 0 && stdout.isEmpty && !stderr.isEmpty, "\(arguments): \(status) \(stdout) \(stderr)")
        }
    }
}
