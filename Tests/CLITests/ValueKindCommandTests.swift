import Foundation
import Keyframes
import Paths
import MotionMath
import Testing
import TimingCurves
import ValueSpaces

/// `motioncurves keyframes --kind angle|quaternion|color|transform`, table specs with "valueKind"
/// and timeline tracks with "kind": the printed numbers are the library's, bad input is an error
/// on stderr with nothing on stdout.
/// ease-in's value, as the library computes it.
enum CubicBezierValue {
    static func easeIn(_ x: Double) throws -> Double { CubicBezier.easeIn.value(at: x) }
}

@Suite struct ValueKindCommandTests {
    /// Parses CSV output (no quoted fields among the numeric columns) into rows of fields.
    func rows(_ csv: String) -> [[String]] {
        csv.split(separator: "\n").dropFirst().map { line in
            var fields: [String] = [], field = "", quoted = false
            for ch in line {
                if ch == "\"" { quoted.toggle() } else if ch == "," && !quoted { fields.append(field); field = "" } else { field.append(ch) }
            }
            fields.append(field)
            return fields
        }
    }

    /// Nearby rotations (1° apart, quaternion dot 0.99996) still turn: only b = ±a is "the same
    /// rotation" in CSS's slerp, not a dot product merely close to 1.
    @Test func cubicTransformsTurnThroughNearbyRotations() throws {
        let (status, stdout, stderr) = try CLI.run(["keyframes", "--kind", "transform", "--values", "rotate(0deg);rotate(1deg);rotate(2deg)",
                                                   "--mode", "cubic", "--samples", "5"])
        #expect(status == 0, "\(stderr.prefix(200))")
        let rows = stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        for (row, degrees) in zip(rows, [0.0, 0.5, 1, 1.5, 2]) {
            let sine = Double(row[2]) ?? .nan
            #expect(abs(sine - sin(degrees * Double.pi / 180)) < 1e-6, "t = \(row[0]): m12 \(sine), expected sin(\(degrees)°)")
        }
    }

    /// Matrix columns are named as DOMMatrix names them: m41, m42, m43 hold the translation.
    @Test func matrixColumnsFollowDOMMatrix() throws {
        let (status, stdout, stderr) = try CLI.run(["keyframes", "--kind", "transform", "--values", "translate(10px, 20px);translate(10px, 20px)", "--samples", "2"])
        #expect(status == 0, "\(stderr.prefix(200))")
        let lines = stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        #expect(lines[0].prefix(6) == ["t", "m11", "m12", "m13", "m14", "m21"], "\(lines[0])")
        let row = Dictionary(uniqueKeysWithValues: zip(lines[0], lines[1]))
        #expect(row["m41"] == "10.0" && row["m42"] == "20.0" && row["m14"] == "0.0" && row["m44"] == "1.0", "\(row)")
    }

    @Test func anglesTurnTheShorterWay() throws {
        let result = try CLI.run(["keyframes", "--kind", "angle", "--values", "350,10", "--samples", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "t,angle\n0.0,350.0\n0.25,355.0\n0.5,360.0\n0.75,365.0\n1.0,370.0\n", "\(result.stdout)")
        let longer = try CLI.run(["keyframes", "--kind", "angle", "--values", "350,10", "--turn", "longer", "--samples", "3"])
        #expect(longer.stdout == "t,angle\n0.0,350.0\n0.5,180.0\n1.0,10.0\n", "\(longer.stdout)")
        let radians = try CLI.run(["keyframes", "--kind", "angle", "--angle-unit", "radians", "--values", "6,0.5", "--samples", "2"])
        let end = Double(rows(radians.stdout)[1][1])!
        #expect(abs(end - (6 + (0.5 + 2 * .pi - 6))) <= 1e-15, "\(radians.stdout)")
    }

    @Test func quaternionsAreTheLibrarysSphericalCurves() throws {
        let values = "1,0,0,0;0.7071067811865476,0,0,0.7071067811865476;0.5,0.5,0.5,0.5"
        for mode in ["linear", "paced", "cubic", "discrete"] {
            let result = try CLI.run(["keyframes", "--kind", "quaternion", "--values", values, "--mode", mode, "--samples", "9"])
            #expect(result.status == 0, "\(result.stderr)")
            let q = try [Quaternion.identity, Quaternion(w: 0.7071067811865476, x: 0, y: 0, z: 0.7071067811865476), Quaternion(w: 0.5, x: 0.5, y: 0.5, z: 0.5)]
            let animation = try KeyframeAnimation(space: RotationSpace(), values: q, calculationMode: CalculationMode(rawValue: mode)!)
            for (k, row) in rows(result.stdout).enumerated() {
                let expected = animation.value(at: Double(k) / 8)
                #expect(row.dropFirst().map { Double($0)! } == [expected.w, expected.x, expected.y, expected.z], "\(mode) row \(k): \(row)")
            }
        }
    }

    @Test func colorsArePremultipliedInTheirSpace() throws {
        let result = try CLI.run(["keyframes", "--kind", "color", "--values", "red;rgb(0 0 255 / 0)", "--space", "srgb", "--samples", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "t,r,g,b,alpha,css\n0.0,1.0,0.0,0.0,1.0,\"rgb(255, 0, 0)\"\n0.5,1.0,0.0,0.0,0.5,\"rgba(255, 0, 0, 0.5)\"\n1.0,0.0,0.0,1.0,0.0,\"rgba(0, 0, 255, 0)\"\n", "\(result.stdout)")
        // OKLCh red → blue the longer way, mapped into sRGB by chroma reduction: in gamut.
        let mapped = try CLI.run(["keyframes", "--kind", "color", "--values", "red;blue", "--space", "oklch", "--hue", "longer", "--gamut", "oklch-chroma", "--samples", "21"])
        #expect(mapped.status == 0, "\(mapped.stderr)")
        for row in rows(mapped.stdout) {
            for channel in row[1...3].map({ Double($0)! }) { #expect(channel >= -1e-15 && channel <= 1 + 1e-15, "\(row)") }
        }
        let library = try KeyframeAnimation(space: ColorInterpolationSpace(space: .oklch, hue: .longer), values: [Color(css: "red"), Color(css: "blue")])
        let middle = library.value(at: 0.5).mapped(to: .srgb, gamut: .oklchChroma)
        #expect(rows(mapped.stdout)[10][1...3].map { Double($0)! } == [middle.components.x, middle.components.y, middle.components.z])
    }

    /// A missing component (CSS `none`) is an empty CSV cell and a JSON null, never 0, in the
    /// keyframe and animate tables and in a table spec's file; the css column keeps `none` and
    /// writes numbers as browsers do (six significant digits), the numeric columns exactly.
    @Test func missingComponentsAreEmptyCells() throws {
        let values = "oklch(0.5 0.1 none);oklch(0.7 0.2 none / none)"
        let csv = try CLI.run(["keyframes", "--kind", "color", "--values", values, "--space", "oklch", "--samples", "3"])
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout == "t,l,c,h,alpha,css\n0.0,0.5,0.1,,1.0,oklch(0.5 0.1 none)\n0.5,0.6,0.15000000000000002,,1.0,oklch(0.6 0.15 none)\n1.0,0.7,0.2,,1.0,oklch(0.7 0.2 none)\n", "\(csv.stdout)")
        let json = try CLI.run(["keyframes", "--kind", "color", "--values", "oklch(0.5 0.1 none / none);oklch(0.7 none none / none)", "--space", "oklch", "--samples", "2", "--format", "json"])
        #expect(json.stdout == "[\n  {\"t\":0.0,\"l\":0.5,\"c\":0.1,\"h\":null,\"alpha\":null,\"css\":\"oklch(0.5 0.1 none / none)\"},\n  {\"t\":1.0,\"l\":0.7,\"c\":0.1,\"h\":null,\"alpha\":null,\"css\":\"oklch(0.7 0.1 none / none)\"}\n]\n", "\(json.stdout)")
        let animated = try CLI.run(["animate", "--kind", "color", "--from", "lch(50 20 none)", "--to", "lch(70 40 none)", "--space", "lch", "--duration", "1", "--fps", "1", "--fill", "forwards"])
        #expect(animated.status == 0, "\(animated.stderr)")
        #expect(rows(animated.stdout).allSatisfy { $0[3] == "" }, "\(animated.stdout)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mc-missing-\(UUID().uuidString)").path
        let spec = try CLI.temporaryFile("""
            {"tables": [{"file": "hue.csv", "kind": "keyframes", "valueKind": "color", "values": ["oklch(0.5 0.1 none)", "oklch(0.7 0.2 none)"], "space": "oklch", "samples": 2, "columns": ["t", "h", "c"]}]}
            """)
        let tables = try CLI.run(["tables", "--spec", spec, "--output", directory])
        #expect(tables.status == 0, "\(tables.stderr)")
        #expect(try String(contentsOfFile: directory + "/hue.csv", encoding: .utf8) == "t,h,c\n0.0,,0.1\n1.0,,0.2\n")
    }

    /// The predefined RGB spaces a98-rgb, prophoto-rgb and rec2020 as interpolation spaces:
    /// columns r, g, b; the rows are the library's mix in that space.
    @Test(arguments: ["a98-rgb", "prophoto-rgb", "rec2020"])
    func colorsInPredefinedRGBSpaces(space: String) throws {
        let result = try CLI.run(["keyframes", "--kind", "color", "--values", "red;blue", "--space", space, "--samples", "3"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("t,r,g,b,alpha,css\n"), "\(result.stdout)")
        let middle = try Color.mix(Color(css: "red"), nil, Color(css: "blue"), nil, in: ColorSpace(cssName: space)!)
        #expect(rows(result.stdout)[1][1...3].map { Double($0)! } == [middle.components.x, middle.components.y, middle.components.z])
        #expect(rows(result.stdout)[1].last == middle.cssText, "\(rows(result.stdout)[1])")
    }

    @Test func transformsFollowCSSTransforms2() throws {
        let result = try CLI.run(["keyframes", "--kind", "transform", "--values", "rotate(0deg) translateX(10px);rotate(90deg) translateX(20px)", "--samples", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        let middle = rows(result.stdout)[1]
        #expect(middle.last == "rotate(45deg) translateX(15px)", "\(middle)")
        let expected = try TransformList(css: "rotate(45deg) translateX(15px)").matrix
        #expect(middle[1...16].map { Double($0)! } == (0..<16).map { expected.storage[$0] })
        let cubic = try CLI.run(["keyframes", "--kind", "transform", "--values", "none;scale(2);rotate(30deg)", "--mode", "cubic", "--samples", "5"])
        #expect(cubic.status == 0 && rows(cubic.stdout).count == 5, "\(cubic.stderr)")
    }

    @Test func specsTakeTheKindsToo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mc-kinds-\(UUID().uuidString)").path
        let spec = try CLI.temporaryFile("""
            {"tables": [{"file": "turn.csv", "kind": "keyframes", "valueKind": "angle", "values": [350, 10], "samples": 3},
                        {"file": "tint.csv", "kind": "keyframes", "valueKind": "color", "values": ["red", "blue"], "space": "srgb", "samples": 3, "columns": ["t", "b", "css"]}]}
            """)
        let tables = try CLI.run(["tables", "--spec", spec, "--output", directory])
        #expect(tables.status == 0, "\(tables.stderr)")
        #expect(try String(contentsOfFile: directory + "/turn.csv", encoding: .utf8) == "t,angle\n0.0,350.0\n0.5,360.0\n1.0,370.0\n")
        #expect(try String(contentsOfFile: directory + "/tint.csv", encoding: .utf8) == "t,b,css\n0.0,0.0,\"rgb(255, 0, 0)\"\n0.5,0.5,\"rgb(128, 0, 128)\"\n1.0,1.0,\"rgb(0, 0, 255)\"\n")
        let timeline = try CLI.temporaryFile("""
            {"fps": 2, "tracks": [{"name": "heading", "kind": "angle", "initial": 350, "keyframes": [{"type": "linear", "to": 10, "duration": 1}]},
                                  {"name": "spin", "kind": "quaternion", "initial": [1, 0, 0, 0], "keyframes": [{"type": "linear", "to": [0, 0, 0, 1], "duration": 1}]}]}
            """)
        let played = try CLI.run(["timeline", timeline])
        #expect(played.status == 0, "\(played.stderr)")
        #expect(rows(played.stdout).map { Double($0[1])! } == [350, 360, 370], "\(played.stdout)")
    }

    /// The reproduction: red → white → blue in OKLCh. White's hue is powerless, so the white →
    /// blue segment carries blue's hue (264.05°, here −95.95° after unwrapping from red's 29.23°)
    /// instead of turning ~125° through magenta.
    @Test func aMissingHueIsResolvedPerPair() throws {
        let run = try CLI.run(["keyframes", "--kind", "color", "--values", "red;white;blue", "--space", "oklch", "--samples", "11"])
        #expect(run.status == 0, "\(run.stderr)")
        let hues = rows(run.stdout).map { Double($0[3])! }
        #expect(hues[1...4].allSatisfy { abs($0 - hues[0]) < 1e-9 } && hues[6...10].allSatisfy { abs($0 - hues[10]) < 1e-9 }, "\(hues)")
        #expect(abs(hues[7] + 360 - 264.05) < 0.01, "\(hues[7])")
    }

    /// `animate --kind`: a basic animation in the value's space over either timing model.
    @Test func basicAnimationsOfValueKinds() throws {
        let angle = try CLI.run(["animate", "--kind", "angle", "--from", "350", "--to", "10", "--duration", "1", "--fps", "4", "--fill-mode", "both"])
        #expect(angle.stdout == "time,angle\n0.0,350.0\n0.25,355.0\n0.5,360.0\n0.75,365.0\n1.0,370.0\n", "\(angle.stdout) \(angle.stderr)")
        let color = try CLI.run(["animate", "--kind", "color", "--to", "rgb(0 0 255 / 0.5)", "--underlying", "red", "--space", "srgb", "--duration", "1", "--fps", "2"])
        #expect(color.stdout == "time,r,g,b,alpha,css\n0.0,1.0,0.0,0.0,1.0,\"rgb(255, 0, 0)\"\n0.5,0.6666666666666666,0.0,0.3333333333333333,0.75,\"rgba(170, 0, 85, 0.75)\"\n1.0,1.0,0.0,0.0,1.0,\"rgb(255, 0, 0)\"\n",
                "removed at the end: the underlying red; \(color.stdout) \(color.stderr)")
        let spin = try CLI.run(["animate", "--kind", "quaternion", "--from", "1,0,0,0", "--to", "0,0,0,1", "--model", "web", "--duration", "2", "--fill", "forwards", "--fps", "1"])
        #expect(spin.stdout == "time,w,x,y,z\n0.0,1.0,0.0,0.0,0.0\n1.0,0.7071067811865476,0.0,0.0,0.7071067811865475\n2.0,0.0,0.0,0.0,1.0\n", "\(spin.stdout) \(spin.stderr)")
        let move = try CLI.run(["animate", "--kind", "transform", "--from", "translateX(0px)", "--to", "translateX(100px)", "--duration", "1", "--fps", "2", "--easing", "ease-in", "--fill-mode", "forwards"])
        #expect(rows(move.stdout).map { $0.last! } == ["translateX(0px)", "translateX(\(100 * (try CubicBezierValue.easeIn(0.5)))px)", "translateX(100px)"], "\(move.stdout) \(move.stderr)")
        for bad in [["animate", "--kind", "angle", "--by", "3", "--duration", "1"], ["animate", "--kind", "color", "--from", "red", "--to", "bleu"],
                    ["animate", "--kind", "transform", "--duration", "1"], ["animate", "--kind", "quaternion", "--from", "0,0,0,0", "--to", "1,0,0,0"]] {
            let (status, stdout, stderr) = try CLI.run(bad)
            #expect(status != 0 && stdout.isEmpty && !stderr.isEmpty, "\(bad): \(status) \(stdout) \(stderr)")
        }
    }

    /// The end frame follows CAMediaTiming (and Web Animations): without a fill the animation is
    /// not in effect at t = duration (the active interval is [begin, begin + duration)), so the
    /// layer shows its underlying (model) value, 0 by default for every kind; with a forwards fill
    /// it holds the end value. Before a later begin time it shows the underlying value too.
    @Test(arguments: [
        (["--kind", "angle", "--from", "350", "--to", "10"], "0.0", "370.0"),
        (["--kind", "angle", "--from", "350", "--to", "10", "--underlying", "45"], "45.0", "370.0"),
        (["--from", "0", "--to", "10"], "0.0", "10.0"),
        (["--from", "0", "--to", "10", "--underlying", "3"], "3.0", "10.0"),
        (["--kind", "color", "--to", "red", "--space", "srgb"], "\"rgba(0, 0, 0, 0)\"", "\"rgb(255, 0, 0)\""),
        (["--kind", "transform", "--to", "translateX(10px)"], "none", "translateX(10px)"),
        (["--kind", "quaternion", "--to", "0,0,0,1"], "1.0,0.0,0.0,0.0", "0.0,0.0,0.0,1.0"),
    ])
    func theEndFrameIsTheUnderlyingValueWithoutAFill(values: [String], removed: String, filled: String) throws {
        for (model, fill) in [(["--model", "ca"], ["--fill-mode", "forwards"]), (["--model", "web"], ["--fill", "forwards"])] {
            let base = ["animate"] + values + model + ["--duration", "1", "--fps", "2"]
            let plain = try CLI.run(base)
            #expect(plain.status == 0 && plain.stdout.hasSuffix(",\(removed)\n"),
                    "\(base): \(plain.stdout) \(plain.stderr)")
            let held = try CLI.run(base + fill)
            #expect(held.status == 0 && held.stdout.hasSuffix(",\(filled)\n"),
                    "\(base + fill): \(held.stdout) \(held.stderr)")
        }
        // Before a later begin time the underlying value shows as well.
        let early = try CLI.run(["animate"] + values + ["--duration", "1", "--begin-time", "1", "--at", "-"], stdin: "0.5\n")
        #expect(early.status == 0 && early.stdout.hasSuffix(",\(removed)\n"), "\(values): \(early.stdout) \(early.stderr)")
    }

    @Test func badInputIsAnErrorWithNothingOnStdout() throws {
        let cases: [[String]] = [
            ["keyframes", "--kind", "angle", "--values", "350,nan"],
            ["keyframes", "--kind", "angle", "--values", "1,2", "--turn", "sideways"],
            ["keyframes", "--kind", "quaternion", "--values", "0,0,0,0;1,0,0,0"],
            ["keyframes", "--kind", "quaternion", "--values", "1,0,0;1,0,0,0"],
            ["keyframes", "--kind", "quaternion", "--values", "1,0,0,0;0,1,0,0", "--mode", "natural"],
            ["keyframes", "--kind", "color", "--values", "red;bleu"],
            ["keyframes", "--kind", "color", "--values", "red;blue", "--space", "cmyk"],
            ["keyframes", "--kind", "color", "--values", "red;blue", "--gamut", "squash"],
            ["keyframes", "--kind", "color", "--values", "red;blue", "--tangent"],
            ["keyframes", "--kind", "transform", "--values", "rotate(10deg;scale(2)"],
            ["keyframes", "--kind", "transform", "--values", "translateX(10%);none"],
            ["keyframes", "--kind", "transform", "--values", "scale(0);scale(1)", "--mode", "cubic"],
            ["keyframes", "--kind", "transform", "--values", "none;scale(2)", "--tension", "0.5,0"],
            ["keyframes", "--kind", "vector", "--values", "1,2"],
            ["keyframes", "--kind", "angle", "--values", "1,2", "--key-times", "0,0.5,1"],
        ]
        for arguments in cases {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && stdout.isEmpty && !stderr.isEmpty, "\(arguments): \(status) \(stdout) \(stderr)")
        }
    }
}
