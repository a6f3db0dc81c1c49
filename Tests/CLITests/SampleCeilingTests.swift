import CurveTables
import Foundation
import Testing

/// Every `--samples` has the one ceiling of the table specs (`TableSpec.maximumRows`), checked
/// before anything is allocated: counts that once aborted on allocation (10¹¹), segfaulted
/// (Int.max) or ran for minutes (10⁸) are a one-line error with a non-zero exit and nothing on
/// stdout, in every command that samples; the ceiling itself is accepted.
@Suite struct SampleCeilingTests {
    static let commands: [[String]] = [
        ["easing", "ease"],
        ["bezier", "0.25", "0.1", "0.25", "1"],
        ["keyframes", "--values", "0,1,0"],
        ["keyframes", "--kind", "quaternion", "--values", "0,0,0,1;0,0,1,0"],
        ["catmull-rom", "--values", "0,0;1,1;2,0"],
        ["morph", "--from", "M0,0L1,1", "--to", "M0,0L2,2"],
        ["frames", "--count", "3", "--fps", "30"],
        ["frames", "--count", "3", "--fps", "30", "--refresh", "60"],
    ]

    @Test(arguments: commands)
    func countsAboveTheCeilingAreATypedError(_ command: [String]) throws {
        for count in ["100000000000", "9223372036854775807", "\(TableSpec.maximumRows + 1)"] {
            let (status, stdout, stderr) = try CLI.run(command + ["--samples", count])
            #expect(status != 0, "\(command) --samples \(count): exit \(status)")
            #expect(stdout.isEmpty, "\(command) --samples \(count): printed \(stdout.prefix(80))")
            #expect(stderr.contains("--samples must be at most \(TableSpec.maximumRows), got \(count)"), "\(command): \(stderr.prefix(200))")
        }
    }

    @Test func theCeilingItselfIsAccepted() throws {
        let (status, stdout, stderr) = try CLI.run(["easing", "ease", "--samples", "\(TableSpec.maximumRows)"])
        #expect(status == 0, "\(stderr.prefix(200))")
        #expect(stdout.split(separator: "\n").count == TableSpec.maximumRows + 1)
    }
}
