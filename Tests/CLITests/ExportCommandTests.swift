import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import CurveFitting
import CurveTables
import Keyframes
import Springs
import Paths
import Testing
import TimingCurves

/// `export EASING --to TARGET`: each output parsed back (CSS through the library's parser, XML
/// through Foundation's, the Lottie handles through the keyframe curve) gives the curve it was
/// made from, and the stated error is the target's, from the engines' solvers.
@Suite struct ExportCommandTests {
    static let back = try! CubicBezier(0.68, -0.55, 0.265, 1.55)

    /// The numbers of a line of code, in order.
    static func numbers(_ text: String) -> [Double] {
        let regex = try! NSRegularExpression(pattern: #"-?[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?"#)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Double((text as NSString).substring(with: $0.range)) }
    }

    /// The error a comment states: the number after "exact curve: " or "… 10,001 inputs: ".
    static func stated(_ comment: String) -> Double? {
        guard let range = comment.range(of: "inputs: ") ?? comment.range(of: "exact curve: ") else { return nil }
        return Double(comment[range.upperBound...].prefix { $0 != "," })
    }

    /// The attributes of the one element of an XML text.
    final class Attributes: NSObject, XMLParserDelegate {
        var values: [String: String] = [:]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            values.merge(attributes) { $1 }
        }
        static func of(_ xml: String) -> [String: String]? {
            let parser = XMLParser(data: Data(xml.utf8)), delegate = Attributes()
            parser.delegate = delegate
            return parser.parse() ? delegate.values : nil
        }
    }

    @Test func cssRuleParsesBack() throws {
        let run = try CLI.run(["export", "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "--to", "css", "--duration", "0.25", "--property", "opacity"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == ".motioncurves {" && lines[1].hasPrefix("  transition: opacity 0.25s "))
        let text = String(lines[1].dropFirst("  transition: opacity 0.25s ".count).dropLast())
        let parsed = try EasingFunction(parsing: text)
        #expect(parsed == .cubicBezier(Self.back), "\(text)")
        let stated = try #require(Self.stated(lines[3]))
        let browsers = [EngineSolver.chromium, .webkit(duration: 0.25), .firefox].map { $0.largestDeviation(of: Self.back).error }
        #expect(stated == browsers.max()! && browsers[2] != browsers[0], "\(lines[3])")
        // Any other easing: a linear() within the certified bound it states.
        let bounce = try CLI.run(["export", "easeOutBounce", "--to", "css", "--max-error", "0.002"])
        let rule = bounce.stdout.split(separator: "\n").map(String.init)
        let linear = try EasingFunction(parsing: String(rule[1].dropFirst("  transition: all 0.3s ".count).dropLast()))
        let bound = try #require(Self.stated(rule[3]))
        #expect(bound <= 0.002)
        let curve = try #require(EasingFunction(named: "easeOutBounce"))
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(abs(linear.value(at: x) - curve.value(at: x)) <= bound + 1e-12, "at \(x)")
        }
    }

    @Test func markupAndCodeParseBack() throws {
        func export(_ target: String) throws -> [String] {
            let run = try CLI.run(["export", "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "--to", target])
            #expect(run.status == 0, "\(target): \(run.stderr)")
            return run.stdout.split(separator: "\n").map(String.init)
        }
        let controls = [Self.back.x1, Self.back.y1, Self.back.x2, Self.back.y2]
        // SMIL: keySplines must lie in [0, 1], so an overshooting curve is refused; ease-in-out.
        let refused = try CLI.run(["export", "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "--to", "smil"])
        #expect(refused.status != 0 && refused.stdout.isEmpty)
        let smilRun = try CLI.run(["export", "ease-in-out", "--to", "smil", "--duration", "0.5"])
        let smil = smilRun.stdout.split(separator: "\n").map(String.init)
        let element = try #require(Attributes.of(smil[0]))
        #expect(element["keySplines"]?.split(separator: " ").map { Double(String($0))! } == [0.42, 0, 0.58, 1] && element["dur"] == "500.000ms", "\(element)")
        let inOut = try CubicBezier(0.42, 0, 0.58, 1)
        #expect(Self.stated(smil[1]) == max(EngineSolver.geckoSMIL.largestDeviation(of: inOut).error, EngineSolver.svgKeySplines(duration: 0.5).largestDeviation(of: inOut).error), "\(smil[1])")
        let android = try export("android-xml")
        let attributes = try #require(Attributes.of(android.dropLast().joined(separator: "\n")))
        #expect(["android:controlX1", "android:controlY1", "android:controlX2", "android:controlY2"].map { Float(attributes[$0]!)! } == controls.map { Float($0) })
        #expect(Self.stated(android.last!) == EngineSolver.android.largestDeviation(of: Self.back).error, "\(android.last!)")
        // A path easing: Android's pathData, the Float-rounded path, with the error of the
        // polyline Android flattens it to; an easing that is neither a cubic nor a path, or a
        // path beyond Float's range, is refused.
        let emphasizedRun = try CLI.run(["export", "material-emphasized", "--to", "android-xml"])
        let emphasized = emphasizedRun.stdout.split(separator: "\n").map(String.init)
        let pathElement = try #require(Attributes.of(emphasized.dropLast().joined(separator: "\n")), "\(emphasizedRun)")
        let expected = try #require(PathEasing.materialEmphasized.android)
        #expect(pathElement["android:pathData"] == expected.pathData && Self.stated(emphasized.last!) == expected.error, "\(emphasized)")
        for easing in ["easeOutBounce", #"path("M 0 0 C 0.3 1e39 0.6 -1e39 1 1")"#] {
            let run = try CLI.run(["export", easing, "--to", "android-xml"])
            #expect(run.status != 0 && run.stdout.isEmpty && !run.stderr.isEmpty, "\(easing): \(run)")
        }
        let flutter = try export("flutter")
        #expect(flutter[0].hasPrefix("const Cubic(") && Self.numbers(flutter[0]) == controls)
        #expect(Self.stated(flutter[1]) == EngineSolver.flutter.largestDeviation(of: Self.back).error)
        let swiftUI = try export("swiftui")
        #expect(swiftUI[0].hasPrefix("Animation.timingCurve(") && Self.numbers(swiftUI[0]) == controls + [0.3])
        let compose = try export("compose")
        #expect(compose[0].hasPrefix("CubicBezierEasing(") && Self.numbers(compose[0]).map { Float($0) } == controls.map { Float($0) })
        #expect(Self.stated(compose[1]) == EngineSolver.compose.largestDeviation(of: Self.back).error, "\(compose[1])")
        // Motion: the ease array and duration, with the larger of Motion's own solver's error
        // and the browsers'.
        let motion = try export("motion")
        #expect(motion[0].hasPrefix("transition: { ease: [") && Self.numbers(motion[0]) == controls + [0.3], "\(motion[0])")
        let browsers = [EngineSolver.chromium, .webkit(duration: 0.3), .firefox].map { $0.largestDeviation(of: Self.back).error }.max()!
        #expect(Self.stated(motion[1]) == max(EngineSolver.motion.largestDeviation(of: Self.back).error, browsers), "\(motion[1])")
        // The Lottie handles: one segment's easing, read back through the keyframe curve; the
        // error on stderr is the largest of the players' solvers.
        let lottieRun = try CLI.run(["export", "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "--to", "lottie"])
        let players = [EngineSolver.lottieWeb, .rlottie, .android].map { $0.largestDeviation(of: Self.back).error }
        #expect(ExportCommandTests.stated(lottieRun.stderr) == players.max()! && players.max()! > 0, "\(lottieRun.stderr)")
        let lottie = try export("lottie").joined()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(lottie.utf8)) as? [String: [String: [Double]]])
        let easing = try CubicBezier(json["o"]!["x"]![0], json["o"]!["y"]![0], json["i"]!["x"]![0], json["i"]!["y"]![0])
        let segment = try BezierKeyframeCurve(times: [0, 1], values: [0, 100], easings: [easing])
        for x in [0.1, 0.3, 0.5, 0.8] {
            #expect(abs(segment.value(at: x) - 100 * Self.back.value(at: x)) <= 1e-11, "at \(x)")
        }
    }

    /// `linear` is cubic-bezier(0, 0, 1, 1) for the targets that take a Bézier.
    @Test func linearIsABezier() throws {
        let run = try CLI.run(["export", "linear", "--to", "flutter"])
        #expect(run.status == 0 && run.stdout.hasPrefix("const Cubic(0.0, 0.0, 1.0, 1.0)"), "\(run.stdout) \(run.stderr)")
    }

    @Test func jsonFormat() throws {
        let run = try CLI.run(["export", "ease", "--to", "swiftui", "--format", "json"])
        #expect(run.status == 0 && run.stdout.contains("\"target\":\"swiftui\"") && run.stdout.contains("\"max_error\":null"), "\(run.stdout)")
    }

    @Test func badInputIsRefused() throws {
        for arguments in [
            ["export", "ease", "--to", "qml"], ["export", "easeOutBounce", "--to", "flutter"], ["export", "ease", "--to", "css", "--duration", "0"],
            ["export", "ease", "--to", "css", "--max-error", "0.5"], ["export", "ease", "--to", "css", "--property", "a b"],
            ["export", "cubic-bezier(0.1, nan, 0.3, 1)", "--to", "smil"], ["export", "steps(4)", "--to", "lottie"], ["export", "ease"],
            ["export", "easeOutBack", "--to", "smil"], ["export", "easeOutBounce", "--to", "motion"],
        ] {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128 && stdout.isEmpty && !stderr.isEmpty, "\(arguments): \(status) \(stdout) \(stderr)")
        }
    }
}

/// `lottie FILE --property PATH`: CurveTables' LottieProperty at frames, and bad files refused.
@Suite struct LottieCommandTests {
    static let animation = #"{"layers": [{"ks": {"s": {"a": 1, "k": [{"t": 0, "s": [100, 50], "o": {"x": [0.2, 0.5], "y": [0, 0]}, "i": {"x": [0.8, 0.5], "y": [1, 1]}}, {"t": 20, "s": [150, 80]}]}, "a": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [5, 0], "ti": [0, 0], "o": {"x": 0.4, "y": 0}, "i": {"x": 0.6, "y": 1}}, {"t": 10, "s": [10, 10]}]}}}]}"#

    @Test func framesAsTheLibrary() throws {
        let file = try CLI.temporaryFile(Self.animation)
        let run = try CLI.run(["lottie", file, "--property", "layers.0.ks.s", "--samples", "5"])
        #expect(run.status == 0, "\(run.stderr)")
        let property = try LottieProperty(json: Self.animation, path: "layers.0.ks.s")
        let expected = [0.0, 5, 10, 15, 20].map { [$0] + property.value(atFrame: $0) }
        let rows = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
        #expect(run.stdout.hasPrefix("frame,x,y\n") && rows == expected, "\(run.stdout)")
    }

    /// A curved motion path (spatial tangents) reads as the library's walk along it.
    @Test func curvedMotionPath() throws {
        let file = try CLI.temporaryFile(Self.animation)
        let run = try CLI.run(["lottie", file, "--property", "layers.0.ks.a", "--samples", "5"])
        #expect(run.status == 0, "\(run.stderr)")
        let property = try LottieProperty(json: Self.animation, path: "layers.0.ks.a")
        let rows = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
        #expect(rows == [0.0, 2.5, 5, 7.5, 10].map { [$0] + property.value(atFrame: $0) }, "\(run.stdout)")
    }

    @Test func badInputIsRefused() throws {
        let file = try CLI.temporaryFile(Self.animation), notJSON = try CLI.temporaryFile("{\"layers\": [")
        for arguments in [
            ["lottie", file, "--property", "layers.3"], ["lottie", notJSON, "--property", "layers"],
            ["lottie", "/nonexistent/file.json", "--property", "a"], ["lottie", file, "--property", "layers.0.ks.s", "--samples", "1"],
        ] {
            let (status, stdout, stderr) = try CLI.run(arguments)
            #expect(status != 0 && status < 128 && stdout.isEmpty && !stderr.isEmpty, "\(arguments): \(status) \(stdout) \(stderr)")
        }
    }
}

extension ExportCommandTests {
    /// spring(DURATION, BOUNCE) exports as each target's own spring: SwiftUI's duration and bounce
    /// and Flutter's mass, stiffness and damping rebuild this very spring; Compose's Float damping
    /// ratio and stiffness rebuild one whose stated difference is recomputed here; CSS is the
    /// spring's own linear() over its settling time; targets without springs refuse it.
    @Test func springsExportAsSprings() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        func lines(_ target: String) throws -> [String] {
            let run = try CLI.run(["export", "spring(0.5, 0.3)", "--to", target])
            #expect(run.status == 0, "\(target): \(run.stderr)")
            return run.stdout.split(separator: "\n").map(String.init)
        }
        let swiftUI = try lines("swiftui")
        let d = Self.numbers(swiftUI[0])
        let fromSwiftUI = try Spring(duration: d[0], bounce: d[1])
        #expect(swiftUI[0].hasPrefix(".spring(duration:") && fromSwiftUI == spring && Self.stated(swiftUI[1]) == 0, "\(swiftUI)")
        let flutter = try lines("flutter")
        let mkc = Self.numbers(flutter[0])
        let fromFlutter = try Spring(mass: mkc[0], stiffness: mkc[1], damping: mkc[2])
        #expect(flutter[0].hasPrefix("SpringDescription(") && fromFlutter == spring, "\(flutter)")
        // Flutter: the same spring, held where Flutter stops it (the first 60-Hz frame within
        // 0.001), compared up to twice the later of that and the settling time and with its limit.
        let stop = try spring.stop(in: .flutter, from: 0, to: 1, fps: 60).time
        let settle = try spring.settlingTime(from: 0.0, to: 1.0)
        let held = spring.value(at: stop, from: 0.0, to: 1.0)
        var flutterWorst = abs(1 - held)
        for i in 0...10_000 {
            let t = Double(i) / 10_000 * 2 * max(settle, stop)
            flutterWorst = max(flutterWorst, abs((t >= stop ? held : spring.value(at: t, from: 0.0, to: 1.0)) - spring.value(at: t, from: 0.0, to: 1.0)))
        }
        #expect(Self.stated(flutter[1]) == flutterWorst && flutterWorst > 0 && flutterWorst <= 0.001, "\(flutter[1])")
        // Compose: its Float parameters, and the target from its estimated duration on (threshold
        // 0.01 for a value from 0 to 1).
        let compose = try lines("compose")
        let zk = Self.numbers(compose[0]).map { Float($0) }
        let rounded = try Spring(stiffness: Double(zk[1]), dampingRatio: Double(zk[0]))
        let end = try rounded.stop(in: .compose, from: 0, to: 1, visibilityThreshold: 0.01).time
        let composeSpan = max(settle, end)
        var worst = 0.0, rounding = 0.0
        for i in 0...10_000 {
            let t = Double(i) / 10_000 * composeSpan
            let exact = spring.value(at: t, from: 0.0, to: 1.0)
            worst = max(worst, abs((t >= end ? 1 : rounded.value(at: t, from: 0.0, to: 1.0)) - exact))
            rounding = max(rounding, abs(rounded.value(at: t, from: 0.0, to: 1.0) - exact))
        }
        #expect(compose[0].hasPrefix("spring(dampingRatio = ") && zk == [Float(spring.dampingRatio), Float(spring.stiffness)] && Self.stated(compose[1]) == worst, "\(compose)")
        // The end, not the Float rounding, dominates: Compose shows the target within 0.01.
        #expect(worst > 100 * rounding && worst <= 0.01, "end \(worst), rounding \(rounding)")
        let css = try lines("css").joined(separator: "\n")
        let export = try CSSLinearExport(spring: spring, maxError: 0.001)
        #expect(css.contains("all \(export.duration!)s \(export.text);"), "\(css.prefix(120))")
        // Motion: its transition with the same stiffness, damping and mass; the comment's
        // linear() parses through the library's CSS parser into what Motion hands the browser,
        // and the stated difference is recomputed from it (the browser holds 1 after the duration).
        let motion = try lines("motion")
        let kcm = Self.numbers(motion[0])
        let fromMotion = try Spring(mass: kcm[2], stiffness: kcm[0], damping: kcm[1])
        #expect(motion[0].hasPrefix("transition: { type: \"spring\", stiffness: ") && fromMotion == spring, "\(motion)")
        let handOff = try spring.motionHandOff()
        let start = try #require(motion[1].range(of: "linear("))
        let linearText = String(motion[1][start.lowerBound...].prefix { $0 != ")" }) + ")"
        let played = try EasingFunction(parsing: linearText)
        #expect(played == .linear(handOff.easing) && motion[1].contains("a duration of \(Int(handOff.milliseconds)) ms"), "\(linearText)")
        let (seconds, span) = (handOff.milliseconds / 1000, max(handOff.milliseconds / 1000, settle))
        var motionWorst = 0.0
        for i in 0...10_000 {
            let t = Double(i) / 10_000 * span
            motionWorst = max(motionWorst, abs((t >= seconds ? 1 : played.value(at: t / seconds)) - spring.value(at: t, from: 0.0, to: 1.0)))
        }
        // On the main thread, for a value from 0 to 1: Motion's own spring, the target once at rest.
        let generator = MotionSpringGenerator(origin: 0, target: 1, stiffness: spring.stiffness, damping: spring.effectiveDamping, mass: spring.mass, velocity: 0)
        let mainSpan = max(generator.duration / 1000, settle)
        var mainWorst = 0.0
        for i in 0...10_000 {
            let t = Double(i) / 10_000 * mainSpan
            mainWorst = max(mainWorst, abs(generator.next(t * 1000).value - spring.value(at: t, from: 0.0, to: 1.0)))
        }
        #expect(Self.stated(motion[1]) == max(motionWorst, mainWorst) && motionWorst > 0 && mainWorst > 0 && max(motionWorst, mainWorst) < 0.01,
                "\(motion[1].prefix(120)): browser \(motionWorst), main thread \(mainWorst)")
        for target in ["smil", "android-xml", "lottie"] {
            let run = try CLI.run(["export", "spring(0.5, 0.3)", "--to", target])
            #expect(run.status != 0 && run.stdout.isEmpty && run.stderr.contains("spring"), "\(target): \(run.stderr)")
            // Lottie and SMIL take a spring as baked keys: the message names the command.
            #expect(run.stderr.contains("motioncurves bake \"spring(0.5, 0.3)\" --to \(target)") == (target != "android-xml"), "\(target): \(run.stderr)")
        }
    }
}

/// `path DATA --to lottie|css|smil`: the Lottie position read back by CurveTables' LottieProperty
/// is this motion (paced: to rounding; by parameter: the stated distance, recomputed), the CSS
/// and SMIL carry the path that reads back as the same segments; what has no form is refused.
@Suite struct PathExportTests {
    static let data = "M 0 0 C 0 100 100 100 100 0 L 200 0 Q 250 50 300 0"

    /// The number after `label` in `text`.
    static func number(after label: String, in text: String) -> Double? {
        text.range(of: label).flatMap { Double(text[$0.upperBound...].prefix { !" ,;)".contains($0) }) }
    }

    /// Where the figures are measured, as their text says: 10,001 even fractions and 8 inside
    /// each piece between consecutive boundaries.
    static func instants(_ boundaries: [Double]) -> [Double] {
        var fractions = (0...10_000).map { Double($0) / 10_000 }
        for k in boundaries.indices.dropLast() where boundaries[k + 1] > boundaries[k] {
            for j in 0..<8 { fractions.append(boundaries[k] + (boundaries[k + 1] - boundaries[k]) * (Double(j) + 0.5) / 8) }
        }
        return fractions
    }

    /// The fractions of the duration where the written keyframes start (and the last ends).
    static func keyFractions(_ json: String) throws -> [Double] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let times = try #require(object["k"] as? [[String: Any]]).map { $0["t"] as! Double }
        return times.map { $0 / times[times.count - 1] }
    }

    static func lottie(_ paced: Bool) throws -> (json: String, stated: Double, stderr: String) {
        let run = try CLI.run(["path", data, "--to", "lottie", "--duration", "2"] + (paced ? ["--paced"] : []))
        #expect(run.status == 0, "\(run.stderr)")
        let stated = try #require(run.stderr.range(of: "; ", options: .backwards).flatMap { Double(run.stderr[$0.upperBound...].prefix { $0 != " " }) })
        #expect(run.stderr.contains("\(CSVTable.format(stated)) as written"), "\(run.stderr)")
        return (run.stdout, stated, run.stderr)
    }

    /// The players' figures, recomputed from the JSON as written (its keyframes' s, to, ti and
    /// t), each player's walk of a keyframe taken from Paths: lottie-web and lottie-android at
    /// 10,001 instants and 8 inside each keyframe, rlottie at the 121 whole frames. (The walks
    /// are the ones the CLI uses; this checks what is walked and where.)
    @Test func lottiePlayersFigures() throws {
        let (json, _, stderr) = try Self.lottie(true)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let keys = object["k"] as! [[String: Any]]
        func point(_ key: [String: Any], _ name: String) -> SIMD2<Double> { let v = key[name] as! [Double]; return SIMD2(v[0], v[1]) }
        let times = keys.map { $0["t"] as! Double }
        let segments = keys.indices.dropLast().map { k in
            (point(keys[k], "s"), point(keys[k + 1], "s"), point(keys[k], "to"), point(keys[k], "ti"))
        }
        let animation = try PathAnimation(path: Path(svgPathData: Self.data), paced: true)
        let web = segments.map { LottieWebSpatialKeyframe(start: $0.0, end: $0.1, out: $0.2, in: $0.3) }
        let rlottie = segments.map { RlottieSpatialKeyframe(start: $0.0, end: $0.1, out: $0.2, in: $0.3) }
        func keyframe(_ frame: Double) -> Int? { times.indices.dropLast().last { times[$0] <= frame && frame < times[times.count - 1] } }
        let android = segments.map { LottieAndroidSpatialKeyframe(start: $0.0, end: $0.1, out: $0.2, in: $0.3) }
        let androidEasing = EngineSolver.Prepared(.android, .linear)
        var (webWorst, androidWorst) = (0.0, 0.0)
        for f in Self.instants(times.map { $0 / 120 }) {
            let exact = animation.value(at: f)
            guard let k = keyframe(f * 120) else {
                webWorst = max(webWorst, (segments[segments.count - 1].1 - exact).magnitude)
                androidWorst = max(androidWorst, (segments[segments.count - 1].1 - exact).magnitude)
                continue
            }
            let local = (f * 120 - times[k]) / (times[k + 1] - times[k])
            let p = web[k].position(at: local), q = android[k].position(at: Float(androidEasing.value(at: Double(Float(local)))))
            webWorst = max(webWorst, (SIMD2(Double(p.x), Double(p.y)) - exact).magnitude)
            androidWorst = max(androidWorst, (SIMD2(Double(q.x), Double(q.y)) - exact).magnitude)
        }
        var rlottieWorst = 0.0
        for n in 0...120 {
            let exact = animation.value(at: Double(n) / 120)
            var q = n == 0 ? segments[0].0 : segments[segments.count - 1].1
            if n > 0, n < 120, let k = times.indices.dropLast().last(where: { Float(times[$0]) <= Float(n) }) {
                let (a, b) = (Float(times[k]), Float(times[k + 1]))
                let p = rlottie[k].position(at: (Float(n) - a) / (b - a))
                q = SIMD2(Double(p.x), Double(p.y))
            }
            rlottieWorst = max(rlottieWorst, (q - exact).magnitude)
        }
        #expect(Self.number(after: "150-point polyline ", in: stderr) == webWorst, "\(stderr)\nlottie-web recomputed: \(webWorst)")
        #expect(Self.number(after: "approximate arc length ", in: stderr) == rlottieWorst, "\(stderr)\nrlottie recomputed: \(rlottieWorst)")
        // lottie-web's polyline of 150 points per segment is within a hundredth of a unit here;
        // rlottie's lengths (max + 0.375·min per side) and 0.01 stopping rule are coarser.
        #expect(webWorst > 0 && webWorst < 0.01 && rlottieWorst > webWorst, "\(webWorst), \(rlottieWorst)")
        #expect(Self.number(after: "PathMeasure at density 1 ", in: stderr) == androidWorst, "\(stderr)\nlottie-android recomputed: \(androidWorst)")
        let largest = try #require(Self.number(after: "8 inside each keyframe: ", in: stderr))
        #expect(largest == max(webWorst, rlottieWorst, androidWorst), "\(stderr)")
    }

    /// Chromium's figure: as Blink draws the path by Skia's contour measure (recomputed here with
    /// Paths' BlinkPathMeasure); a polyline is drawn to Float rounding, a curve to the chords'
    /// error; arcs (which Blink decomposes its own way) get no figure.
    @Test func browserFigures() throws {
        for (data, target) in [(Self.data, "css"), (Self.data, "smil"), ("M 0 0 L 100 0 L 100 100 Z", "css"), ("M 0 0 L 100 0 L 100 100", "smil")] {
            let run = try CLI.run(["path", data, "--paced", "--to", target])
            let stated = try #require(Self.number(after: "as Chromium draws it: ", in: run.stdout), "\(run.stdout)")
            let path = try Path(svgPathData: data)
            let measure = try #require(BlinkPathMeasure(path))
            let animation = try PathAnimation(path: path, paced: true)
            var boundaries = [0.0], sum = 0.0
            for segment in path.segments { sum += Path.length(of: segment); boundaries.append(min(sum / path.length, 1)) }
            var worst = 0.0
            for f in Self.instants(boundaries) {
                let p = target == "css" ? measure.offsetPathPosition(at: f, closed: data.hasSuffix("Z")) : measure.animateMotionPosition(at: f)
                worst = max(worst, (SIMD2(Double(p.x), Double(p.y)) - animation.value(at: f)).magnitude)
            }
            #expect(stated == worst, "\(data) \(target): stated \(stated), recomputed \(worst)")
            #expect(data == Self.data ? worst > 0.01 && worst < 1 : worst < 1e-4, "\(data): \(worst)")
        }
        let arc = try CLI.run(["path", "M 0 0 A 50 50 0 0 1 100 0", "--paced", "--to", "css"])
        #expect(arc.status == 0 && arc.stdout.contains("no figure"), "\(arc)")
    }

    @Test func lottieReadsBack() throws {
        for paced in [true, false] {
            let (json, stated, _) = try Self.lottie(paced)
            let property = try LottieProperty(json: "{\"p\": \(json)}", path: "p")
            let animation = try PathAnimation(path: Path(svgPathData: Self.data), paced: paced)
            var worst = 0.0
            for f in Self.instants(try Self.keyFractions(json)) {
                let v = property.value(atFrame: f * 120), p = animation.value(at: f)
                worst = max(worst, ((v[0] - p.x) * (v[0] - p.x) + (v[1] - p.y) * (v[1] - p.y)).squareRoot())
            }
            #expect(stated == worst, "paced \(paced): stated \(stated), read back \(worst)")
            // Paced, both walk at constant speed: the same motion to rounding (1e-13 of the
            // path's 415 units); by parameter, a Lottie keyframe still walks its segment at
            // constant speed, and the difference is real.
            #expect(paced ? worst <= 1e-12 : worst > 1, "paced \(paced): \(worst)")
            #expect(property.frameRange == 0...120)
        }
    }

    @Test func cssAndSMILCarryThePath() throws {
        let path = try Path(svgPathData: Self.data)
        let css = try CLI.run(["path", Self.data, "--paced", "--to", "css", "--duration", "0.5"])
        #expect(css.status == 0 && css.stdout.contains("animation: motioncurves-path 0.5s linear both;"), "\(css)")
        let start = try #require(css.stdout.range(of: "offset-path: path(\""))
        let text = String(css.stdout[start.upperBound...].prefix { $0 != "\"" })
        #expect(try Path(svgPathData: text) == path, "\(text)")
        let smil = try CLI.run(["path", Self.data, "--paced", "--to", "smil", "--rotation", "auto-reverse"])
        let attributes = try #require(ExportCommandTests.Attributes.of(String(smil.stdout.split(separator: "\n")[0])))
        #expect(attributes["calcMode"] == "paced" && attributes["rotate"] == "auto-reverse" && attributes["dur"] == "1.0s", "\(attributes)")
        #expect(try Path(svgPathData: attributes["path"] ?? "") == path)
    }

    /// A segment of no length takes no time when paced, so it gets no keyframe of its own; the
    /// CSS carries the path as written (no Z added where a path returns to its start).
    @Test func degeneratePaths() throws {
        let run = try CLI.run(["path", "M 0 0 L 0 0 L 10 0", "--paced", "--to", "lottie"])
        #expect(run.status == 0 && run.stdout.components(separatedBy: "\"t\":").count - 1 == 2, "\(run)")
        let css = try CLI.run(["path", "M 0 0 L 10 0 L 0 0", "--paced", "--to", "css"])
        #expect(css.stdout.contains("offset-path: path(\"M 0 0 L 10 0 L 0 0\");"), "\(css.stdout)")
        // A segment too short for its keyframe to take any time (1e-15 of 200 units) gets no
        // keyframe: the export reads back (it refused its own output before).
        let tiny = try CLI.run(["path", "M 0 0 L 100 0 L 100 1e-15 L 200 1e-15", "--paced", "--to", "lottie"])
        #expect(tiny.status == 0 && tiny.stdout.components(separatedBy: "\"t\":").count - 1 == 3, "\(tiny)")
        let written = tiny.stderr.range(of: "; ", options: .backwards).flatMap { Double(tiny.stderr[$0.upperBound...].prefix { $0 != " " }) }
        #expect(written.map { $0 < 1e-12 } == true, "as written, the skipped segment is 1e-15 away: \(tiny.stderr)")
    }

    @Test func badInputIsRefused() throws {
        for arguments in [
            ["path", "M 0 0 A 10 10 0 0 1 20 0", "--to", "lottie"], ["path", "M 0 0 L 1 1 M 5 5 L 6 6", "--to", "lottie"],
            ["path", Self.data, "--to", "css"], ["path", Self.data, "--to", "smil"], ["path", Self.data, "--to", "qml"],
            ["path", Self.data, "--to", "lottie", "--duration", "0"], ["path", Self.data, "--to", "lottie", "--fps", "nan"],
            ["path", "M 0 0", "--to", "lottie"], ["path", "M 1e308 0 L -1e308 0", "--paced", "--to", "css"],
            ["path", "M 0 0 L 1e308 0 L -1e308 0", "--paced", "--to", "smil"], ["path", "M 0 0 L 1e200 0 L 0 0", "--paced", "--to", "lottie"],
            ["path", Self.data, "--to", "lottie", "--tangent"], ["path", Self.data, "--paced", "--to", "css", "--samples", "5"],
        ] {
            let run = try CLI.run(arguments)
            #expect(run.status != 0 && run.stdout.isEmpty && !run.stderr.isEmpty, "\(arguments): \(run)")
        }
    }
}
