import Foundation
import Testing
import Keyframes
import Paths
import TimingCurves

/// `easing` with path easings and Material's named curves; `--tangent` columns of `keyframes` and
/// `path`; a path with nothing to draw; `--end-tangent`.
@Suite struct PathEasingCommandTests {
    static let emphasized = "M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1"

    /// The CSV rows of a successful run, as numbers.
    func rows(_ arguments: [String], header: String) throws -> [[Double]] {
        let (status, out, err) = try CLI.run(arguments)
        #expect(status == 0 && err.isEmpty, "\(arguments): \(err)")
        let lines = out.split(separator: "\n")
        #expect(lines.first.map(String.init) == header, "\(arguments): \(lines.first ?? "")")
        return lines.dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
    }

    @Test func easingAcceptsPathsAndNames() throws {
        let curve = PathEasing.materialEmphasized
        for arguments in [
            ["easing", "material-emphasized", "--samples", "11"], ["easing", "emphasized", "--samples", "11"],
            ["easing", "path(\"\(Self.emphasized)\")", "--samples", "11"], ["easing", "--path", Self.emphasized, "--samples", "11"],
        ] {
            let table = try rows(arguments, header: "x,y,slope")
            #expect(table.count == 11)
            for row in table { #expect(row == [row[0], curve.value(at: row[0]), curve.derivative(at: row[0])], "\(arguments) \(row)") }
        }
        let legacy = try rows(["easing", "fastOutSlowIn", "--samples", "5"], header: "x,y,slope")
        #expect(legacy.map { $0[1] } == [0, 0.25, 0.5, 0.75, 1].map { CubicBezier.materialFastOutSlowIn.value(at: $0) })
    }

    @Test func tangentColumns() throws {
        let path = try rows(["path", "M 0 0 C 0 1 1 1 1 0", "--tangent", "--samples", "3"], header: "t,x,y,angle,tx,ty")
        let animation = try PathAnimation(path: Path(svgPathData: "M 0 0 C 0 1 1 1 1 0"))
        for row in path { #expect(Array(row[4...]) == animation.tangent(at: row[0]).components, "\(row)") }
        #expect(path[0][4] == 0 && path[0][5] == 1)
        let point = try rows(["path", "M 10 10", "--tangent", "--samples", "2"], header: "t,x,y,angle,tx,ty")
        #expect(point == [[0, 10, 10, 0, 1, 0], [1, 10, 10, 0, 1, 0]])
        let keyframes = try rows(["keyframes", "--values", "0,0;3,4;3,4", "--tangent", "--samples", "3"], header: "t,x,y,tx,ty")
        // Linear: along (3, 4)/5; on the segment that does not move, the nearest moving chord.
        // (6, 8)·(1/10) and (3, 4)·(1/5) round to within an ulp of (0.6, 0.8).
        #expect(keyframes.allSatisfy { abs($0[3] - 0.6) <= 2e-16 && abs($0[4] - 0.8) <= 2e-16 }, "\(keyframes)")
        let scalar = try rows(["keyframes", "--values", "0,10,5", "--tangent", "--samples", "3"], header: "t,value,tx")
        #expect(scalar.map { $0[2] } == [1, -1, -1])
    }

    @Test func endTangentOption() throws {
        let parabolic = try rows(["keyframes", "--values", "0,1,4", "--mode", "cubic", "--samples", "5"], header: "t,value")
        let reflected = try rows(["keyframes", "--values", "0,1,4", "--mode", "cubic", "--end-tangent", "reflected", "--samples", "5"], header: "t,value")
        // Quadratic data: the parabolic rule reproduces 4t²; the reflected one differs inside.
        #expect(zip(parabolic.map { $0[1] }, parabolic.map { 4 * $0[0] * $0[0] }).allSatisfy { abs($0 - $1) <= 1e-15 }, "\(parabolic)")
        #expect(reflected[1][1] != parabolic[1][1] && reflected[2][1] == 1 && reflected[4][1] == 4)
    }

    @Test func badInput() throws {
        let cases: [[String]] = [
            ["easing", "path(\"M 0 0 L 1 2\")"], ["easing", "path(\"M 0 0 L 0.5 0.5 L 0.4 0.6 L 1 1\")"], ["easing", "path('M 0 0 L 1 1'"],
            ["easing", "path(\"M 0 0 A 1 1 0 0 1 1 1\")"], ["easing", "--path", "M 0 0 L"], ["easing", "--path", "M0,0 L1,1", "ease"],
            ["easing"], ["keyframes", "--values", "0,1", "--end-tangent", "mirrored"],
            ["keyframes", "--values", "0,1", "--timing-function", "path(\"M 0 0 L 1 0\")"],
        ]
        for arguments in cases {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128, "\(arguments): exit \(status)")
            #expect(!stderr.isEmpty, "\(arguments): no message on stderr")
            #expect(stdout.isEmpty, "\(arguments): printed \(stdout.prefix(80)) to stdout")
        }
        let (_, _, message) = try CLI.run(["easing", "path(\"M 0 0 L 1 2\")"])
        #expect(message.contains("(1, 1)"), "\(message)")
    }
}
