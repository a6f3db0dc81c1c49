import Foundation
import Testing

/// The reproductions of silent NaN and infinity, each as the user typed it: finite inputs give
/// finite numbers where the true result is finite, and a one-line typed error (non-zero exit,
/// nothing on stdout) where it is beyond the largest Double.
@Suite struct FiniteOutputTests {
    /// Runs a command that must succeed and returns its numeric cells (every column but a
    /// trailing text column such as `css`).
    func cells(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String]] {
        let (status, stdout, stderr) = try CLI.run(arguments)
        #expect(status == 0, "\(arguments): \(stderr.prefix(300))", sourceLocation: sourceLocation)
        let lines = stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        for line in lines.dropFirst() {
            for cell in line where cell.lowercased().contains("nan") || cell.lowercased().contains("inf") {
                Issue.record("\(arguments): non-finite cell \(cell) in \(line)", sourceLocation: sourceLocation)
            }
        }
        return Array(lines.dropFirst())
    }

    func expectRefused(_ arguments: [String], _ reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (status, stdout, stderr) = try CLI.run(arguments)
        #expect(status != 0 && stdout.isEmpty, "\(arguments): exit \(status), stdout \(stdout.prefix(120))", sourceLocation: sourceLocation)
        #expect(stderr.contains(reason) && stderr.utf8.count < 400, "\(arguments): \(stderr.prefix(300))", sourceLocation: sourceLocation)
    }

    @Test func accumulatingPastTheLargestDoubleIsATypedError() throws {
        try expectRefused(["animate", "--from", "0", "--to", "1e308", "--duration", "1", "--repeat-count", "inf", "--cumulative", "--seconds", "3", "--fps", "1"],
                          "the value at time 2.0 overflows")
        try expectRefused(["animate", "--model", "web", "--from", "0", "--to", "1e308", "--duration", "1", "--iterations", "5",
                           "--iteration-composite", "accumulate", "--seconds", "4", "--fps", "1"], "the value at time 2.0 overflows")
        try expectRefused(["animate", "--by", "1e308", "--additive", "--underlying", "1e308", "--duration", "1", "--seconds", "1", "--fps", "2"],
                          "overflows")
    }

    @Test func byValuesAndCompositesStayFiniteWhereTheTrueValueIs() throws {
        let by = try cells(["animate", "--by", "1e308", "--underlying", "1e308", "--duration", "1", "--fill-mode", "forwards", "--seconds", "0.5", "--fps", "2"])
        #expect(by.map { $0[1] } == ["1e+308", "1.5e+308"], "\(by)")
        let add = try cells(["animate", "--model", "web", "--from", "0", "--to=-1e308", "--composite", "add", "--underlying", "1e308",
                             "--duration", "1", "--seconds", "1", "--fps", "2"])
        #expect(add.map { $0[1] } == ["1e+308", "5e+307", "1e+308"], "\(add)")
    }

    @Test func transformsAndAnglesBetweenOpposedExtremesAreFinite() throws {
        let transform = try cells(["keyframes", "--kind", "transform", "--values", "translateX(1e308px);translateX(-1e308px)", "--samples", "3"])
        #expect(transform[1].last == "translateX(0px)", "\(transform[1])")
        let animated = try cells(["animate", "--kind", "transform", "--from", "translateX(1e308px)", "--to", "translateX(-1e308px)",
                                  "--duration", "1", "--seconds", "0.5", "--fps", "2"])
        #expect(animated[1].last == "translateX(0px)", "\(animated[1])")
        let angle = try cells(["keyframes", "--kind", "angle", "--values", "1e308,-1e308", "--turn", "numeric", "--samples", "5"])
        #expect(angle.map { $0[1] } == ["1e+308", "5e+307", "0.0", "-5e+307", "-1e+308"], "\(angle)")
        try expectRefused(["keyframes", "--kind", "angle", "--values", "1e308,-1e308,1e308", "--turn", "numeric", "--mode", "cubic"],
                          "too far apart for cubic interpolation")
    }

    @Test func timelinesBetweenOpposedExtremes() throws {
        let linear = try CLI.temporaryFile(#"{"fps": 4, "tracks": [{"name": "a", "initial": -1e308, "keyframes": [{"type": "linear", "to": 1e308, "duration": 1}]}]}"#)
        // Finite throughout, the ends exact; between, within an ulp of ±5e307: the default linear
        // easing is cubic-bezier(0, 0, 1, 1), whose solve gives y = 0.24999999999999997 at 0.25,
        // so the exact value there is 1e308·(2y − 1) = −5.0000000000000006e307.
        let values = try cells(["timeline", linear]).map { Double($0[1])! }
        let expected = [-1e308, -5e307, 0, 5e307, 1e308]
        #expect(values.first == expected.first && values.last == expected.last && zip(values, expected).allSatisfy { abs($0 - $1) <= $1.magnitude.ulp }, "\(values)")
        let cubic = try CLI.temporaryFile(#"{"fps": 4, "tracks": [{"name": "a", "initial": -1e308, "keyframes": [{"type": "cubic", "to": 1e308, "duration": 1}]}]}"#)
        try expectRefused(["timeline", cubic], "track a, keyframe 0: the cubic's tangents overflow")
    }

    @Test func decayWithSubnormalRateAndEpsilon() throws {
        let rate = try cells(["decay", "--velocity", "1", "--rate", "5e-324", "--describe"])
        #expect(rate.first?.first == "744440.0719213812", "\(rate)")
        let epsilon = try cells(["decay", "--velocity", "1", "--epsilon", "5e-324", "--describe"])
        let settling = Double(epsilon.first?.last ?? "") ?? .nan
        // ln(v/(κ·ε))/κ with κ = −1000·ln 0.998 and ε = 2^−1074.
        let kappa = -1000 * log(0.998)
        let expected = (log(1 / kappa) + 1074 * log(2.0)) / kappa
        #expect(abs(settling - expected) <= 1e-13 * expected, "\(settling) vs \(expected)")
        try expectRefused(["decay", "--velocity", "1e308", "--rate", "0.9999999999999999", "--describe"], "the distance the glide covers overflows")
    }

    @Test func subnormalCatmullRomTangentsAreUnitVectors() throws {
        let rows = try cells(["catmull-rom", "--values", "0,0;5e-324,0;1e-323,5e-324", "--tangent", "--samples", "3"])
        for row in rows {
            let (tx, ty) = (Double(row[3])!, Double(row[4])!)
            #expect(abs((tx * tx + ty * ty).squareRoot() - 1) < 1e-15, "\(row)")
        }
    }

    @Test func easingPathsThatTurnBackAreRefusedEvenNearTheLargestDouble() throws {
        try expectRefused(["easing", "--path", "M0,0 C 1e308,-1e308 -1e308,1e308 1,1", "--samples", "3"], "x decreases along the piece")
        let (status, stdout, _) = try CLI.run(["easing", "--path", "M0,0 C 0.5,-1e308 0.5,1e308 1,1", "--samples", "3"])
        #expect(status == 0 && !stdout.lowercased().contains("nan"), "\(stdout)")
    }

    /// A column no command documents as possibly infinite refuses the table: the derivative of
    /// keyframes from 1e308 to −1e308 over a unit of time is −2e308.
    @Test func anOverflowingColumnRefusesTheWholeTable() throws {
        try expectRefused(["keyframes", "--values", "1e308,-1e308", "--samples", "3", "--derivative"],
                          "derivative at t = 0.0 is beyond the largest finite number; nothing was printed")
        let values = try cells(["keyframes", "--values", "1e308,-1e308", "--samples", "3"])
        #expect(values.map { $0[1] } == ["1e+308", "0.0", "-1e+308"], "\(values)")
    }

    @Test func compareScalesItsRMSError() throws {
        let samples = try CLI.temporaryFile("t,value\n0,1e308\n1,-1e308\n")
        let summary = try cells(["compare", samples, "--keyframes", "0,0"])
        #expect(summary.first == ["2.0", "1e+308", "1e+308", "9.214871658872687e+18"], "\(summary)")
    }
}
