import AnimationTiming
import Foundation
import Testing
import Keyframes
import Paths

@Suite struct FrameCommandTests {
    /// Rows are the library's positions; frames count from 0.
    @Test func framesAtTimes() throws {
        let times = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35]
        let file = try CLI.temporaryFile(times.map { "\($0)" }.joined(separator: "\n") + "\n")
        let (status, stdout, stderr) = try CLI.run(["frames", "--delays", "0,0.05,0.1", "--at", file])
        #expect(status == 0, "\(stderr)")
        // webkit: 0 → 0.1 s, so the frames start at 0, 0.1, 0.15 and a pass lasts 0.25 s.
        let sequence = try FrameSequence(durations: [0.1, 0.05, 0.1])
        let expected = "time,frame\n" + times.map { "\($0),\(try! sequence.frame(at: $0))\n" }.joined()
        #expect(stdout == expected)
        #expect(stdout.hasPrefix("time,frame\n0.0,0\n0.05,0\n0.1,1\n0.15,1\n0.2,2\n0.25,0\n"), "\(stdout)")
        // --policy none keeps the zero delay: frame 0 is never shown.
        let none = try CLI.run(["frames", "--delays", "0,0.05,0.1", "--policy", "none", "--at", file])
        #expect(none.stdout.hasPrefix("time,frame\n0.0,1\n0.05,2\n"), "\(none.stdout)")
    }

    /// The articles' image sequences: 15 frames over 0.25 s, 67 frames at 30 fps.
    @Test func evenlyTimedSequences() throws {
        let quarter = try CLI.run(["frames", "--count", "15", "--duration", "0.25", "--loops", "1", "--samples", "16"])
        #expect(quarter.status == 0, "\(quarter.stderr)")
        let rows = quarter.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
        #expect(rows.count == 16)
        #expect(rows.map { Int($0[1])! } == Array(0..<15) + [14], "every frame once, the last held at the end")
        let byFPS = try CLI.run(["frames", "--count", "67", "--fps", "30", "--samples", "2"])
        #expect(byFPS.stdout == "time,frame\n0.0,0\n\(CSVTableFormat.shortest(67.0 / 30)),0\n", "\(byFPS.stdout)")
    }

    /// A display link: every other refresh on 60 Hz skips one 60-fps frame; 120 Hz repeats each.
    @Test func displayLinkRows() throws {
        let skip = try CLI.run(["frames", "--count", "15", "--fps", "60", "--interval", "2", "--samples", "4"])
        #expect(skip.status == 0, "\(skip.stderr)")
        #expect(skip.stdout == "time,frame,skipped,repeated\n0.0,0,0,0\n\(2.0 / 60),2,1,0\n\(4.0 / 60),4,1,0\n0.1,6,1,0\n", "\(skip.stdout)")
        let promotion = try CLI.run(["frames", "--count", "15", "--fps", "60", "--refresh", "120", "--samples", "4"])
        #expect(promotion.stdout == "time,frame,skipped,repeated\n0.0,0,0,0\n\(1.0 / 120),0,0,1\n\(1.0 / 60),1,0,0\n0.025,1,0,1\n", "\(promotion.stdout)")
    }

    @Test func badFramesInput() throws {
        let nanFile = try CLI.temporaryFile("0.5\nnan\n")
        let cases: [[String]] = [
            ["frames"], ["frames", "--samples", "5"],
            ["frames", "--delays", "0.1,-0.1"], ["frames", "--delays", "0.1,nan"], ["frames", "--delays", "0.1,inf"],
            ["frames", "--delays", ""], ["frames", "--delays", "0.1,,0.1"], ["frames", "--delays", "0,0", "--policy", "none"],
            ["frames", "--delays", "0.1", "--policy", "chrome"], ["frames", "--delays", "0.1", "--count", "3"],
            ["frames", "--delays", "0.1", "--duration", "1"], ["frames", "--delays", "0.1", "--loops", "-1"],
            ["frames", "--delays", "0.1", "--at", nanFile], ["frames", "--delays", "0.1", "--at", "/nonexistent/file"],
            ["frames", "--delays", "0.1", "--samples", "1"], ["frames", "--delays", "0.1", "--samples", "3", "--at", nanFile],
            ["frames", "--count", "0", "--duration", "1"], ["frames", "--count", "-3", "--fps", "30"],
            ["frames", "--count", "3"], ["frames", "--count", "3", "--duration", "1", "--fps", "30"],
            ["frames", "--count", "3", "--duration", "0"], ["frames", "--count", "3", "--duration", "nan"],
            ["frames", "--count", "3", "--fps", "-30"], ["frames", "--count", "3", "--fps", "30", "--policy", "float11ms"],
            ["frames", "--count", "3", "--fps", "30", "--refresh", "0"], ["frames", "--count", "3", "--fps", "30", "--interval", "0"],
            ["frames", "--count", "3", "--fps", "30", "--refresh", "nan"], ["frames", "--count", "3", "--fps", "30", "--interval", "2", "--at", nanFile],
            ["frames", "--count", "3", "--fps", "30", "--refresh", "60", "--samples", "0"],
        ]
        for arguments in cases {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128, "\(arguments): exit \(status)")
            #expect(!stderr.isEmpty, "\(arguments): no message on stderr")
            #expect(stdout.isEmpty, "\(arguments): printed \(stdout.prefix(80)) to stdout")
        }
        let (_, _, message) = try CLI.run(["frames", "--delays", "0.1,0.1,-0.02", "--samples", "3"])
        #expect(message.contains("delays[2]") && message.contains("0 or greater"), "\(message)")
    }
}

/// The CLI's number format (shortest round-trip text), for expected rows.
private enum CSVTableFormat {
    static func shortest(_ x: Double) -> String { "\(x)" }
}
