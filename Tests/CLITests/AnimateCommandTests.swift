import Foundation
import Keyframes
import Paths
import Testing

@Suite struct AnimateCommandTests {
    /// Rows are the library's values at the frames i/fps.
    @Test func rows() throws {
        let basic = try CLI.run(["animate", "--from", "0", "--to", "10", "--duration", "1", "--fps", "4", "--fill-mode", "both"])
        #expect(basic.status == 0, "\(basic.stderr)")
        #expect(basic.stdout == "time,value\n0.0,0.0\n0.25,2.5\n0.5,5.0\n0.75,7.5\n1.0,10.0\n", "\(basic.stdout)")
        let cumulative = try CLI.run(["animate", "--from", "0", "--to", "10", "--duration", "1", "--repeat-count", "2", "--cumulative", "--fps", "2", "--fill-mode", "forwards"])
        #expect(cumulative.stdout == "time,value\n0.0,0.0\n0.5,5.0\n1.0,10.0\n1.5,15.0\n2.0,20.0\n", "\(cumulative.stdout)")
        let additive = try CLI.run(["animate", "--by", "5", "--underlying", "2", "--additive", "--duration", "1", "--fps", "2"])
        #expect(additive.stdout == "time,value\n0.0,4.0\n0.5,6.5\n1.0,2.0\n", "removed at the end: the underlying value; \(additive.stdout)")
        let web = try CLI.run(["animate", "--model", "web", "--from", "0,0", "--to", "10,20", "--duration", "2", "--fill", "forwards", "--fps", "1"])
        #expect(web.stdout == "time,x,y\n0.0,0.0,0.0\n1.0,5.0,10.0\n2.0,10.0,20.0\n", "\(web.stdout)")
        let file = try CLI.temporaryFile("0.5\n0.25\n")
        let listed = try CLI.run(["animate", "--from", "0", "--to", "8", "--duration", "1", "--times", file])
        #expect(listed.stdout == "time,value\n0.5,4.0\n0.25,2.0\n", "\(listed.stdout)")
    }

    @Test func badAnimateInput() throws {
        let nanFile = try CLI.temporaryFile("0.5\nnan\n")
        let cases: [[String]] = [
            ["animate", "--from", "1", "--to", "2", "--by", "3", "--duration", "1"],
            ["animate", "--duration", "1"],
            ["animate", "--from", "nan", "--to", "1"], ["animate", "--from", "0", "--to", "inf"],
            ["animate", "--from", "0,0", "--to", "1"], ["animate", "--from", "0,0,0,0,0", "--to", "1,1,1,1,1"],
            ["animate", "--from", "0", "--to", "1", "--model", "qt"], ["animate", "--from", "0", "--to", "1", "--model", "web"],
            ["animate", "--from", "0", "--to", "1", "--fill-mode", "sometimes"], ["animate", "--from", "0", "--to", "1", "--model", "web", "--duration", "1", "--direction", "up"],
            ["animate", "--from", "0", "--to", "1", "--duration", "-1"], ["animate", "--from", "0", "--to", "1", "--repeat-count", "-1"],
            ["animate", "--from", "0", "--to", "1", "--composite", "multiply"], ["animate", "--from", "0", "--to", "1", "--additive", "--composite", "add"],
            ["animate", "--from", "0", "--to", "1", "--easing", "cubic-bezier(2, 0, 1, 1)"],
            ["animate", "--from", "0", "--to", "1", "--repeat-count", "inf"],
            ["animate", "--from", "0", "--to", "1", "--times", nanFile], ["animate", "--from", "0", "--to", "1", "--times", nanFile, "--fps", "30"],
            ["animate", "--from", "0", "--to", "1", "--fps", "0"], ["animate", "--from", "0", "--to", "1", "--seconds", "1e300"],
            ["animate", "--model", "web", "--duration", "0", "--iterations", "inf", "--fill", "forwards", "--from", "0", "--to", "1", "--cumulative", "--seconds", "1"],
        ]
        for arguments in cases {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0, "\(arguments): exit \(status)")
            #expect(stdout.isEmpty, "\(arguments): stdout \(stdout.prefix(200))")
            #expect(!stderr.isEmpty, "\(arguments): no message")
        }
    }
}
