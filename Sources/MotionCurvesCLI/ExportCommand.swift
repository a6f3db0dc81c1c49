import ArgumentParser
import CurveFitting
import CurveTables
import Foundation
import MotionMath
import Paths
import Springs
import TimingCurves

/// `export EASING --to TARGET`: the easing as code or markup for another toolkit, with the largest
/// error the target will render it with, where the target's solver is reproduced here.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "An easing as another toolkit's code or markup, with the error the target renders it with.",
        discussion: """
            --to css: a rule, `transition: PROPERTY DURATION cubic-bezier(…)` (any other easing as \
            a certified linear() within --max-error, default 0.001); smil: an <animate> element \
            with calcMode="spline" and keySplines (y1 and y2 from 0 to 1, as SVG requires); \
            flutter: Cubic(…); swiftui: \
            Animation.timingCurve(…, duration:); compose: CubicBezierEasing(…) (Float); \
            android-xml: a <pathInterpolator> resource (float attributes; a path easing as its \
            android:pathData); lottie: a keyframe's easing handles {"o": …, "i": …}; motion: a \
            Motion (motion.dev) transition, { ease: [x1, y1, x2, y2], duration }. All but css \
            take a cubic-bezier curve (android-xml a path easing too).

            A spring given as spring(DURATION, BOUNCE) exports as a spring where the target has \
            one: swiftui: .spring(duration:bounce:); compose: spring(dampingRatio, stiffness) \
            (Float); flutter: SpringDescription(mass:stiffness:damping:); motion: { type: \
            "spring", stiffness, damping, mass }, with what Motion hands the browser for a value \
            the browser animates (opacity, transform, filter, clip-path, background colour): its duration and \
            linear() easing, sampled every 10 ms of the first multiple of 50 ms at which Motion's \
            spring rests; css: linear() over its settling time, as any easing. The comment states how far what the target plays is from \
            this spring, for a value from 0 to 1 from rest: 0 for SwiftUI (its parameters are \
            exact; its rule for ending is not public); Flutter, on an unbounded controller, holds \
            the value where it stops the spring (the first 60-Hz frame within 0.001); Compose plays its Float parameters \
            and shows the target from its estimated duration on (visibility threshold 0.01); \
            Motion as above.

            After the code, a comment (on stderr for lottie, whose JSON has no comments) states the \
            largest difference from the exact curve over 10,001 inputs as the target evaluates \
            it: the largest of Chromium's, WebKit's (at --duration) and Firefox's for css, of Gecko's \
            SMILKeySpline and Blink's and WebKit's SVG tolerance 1/(200·duration) for smil, \
            Flutter's Cubic, Compose's CubicBezierEasing, Android's PathInterpolator (its polyline \
            from Path.approximate(0.002)), for motion the larger of Motion's own solver (12 \
            halvings, on the main thread) and the browsers' (which get cubic-bezier() for \
            a value the browser animates), for lottie the largest of lottie-web's, rlottie's and \
            ThorVG's, and lottie-android's (Android's PathInterpolator), and for a motion spring \
            the larger of the linear() \
            Motion hands the browser and its own spring on the main thread, which snaps to the \
            target at rest; linear()'s certified bound. SwiftUI's solver is not public, so \
            no figure is given. --format json prints {"target", "code", "max_error", \
            "evaluated_as"} instead (max_error null where there is no figure).

            Examples:
              motioncurves export ease-in-out --to css --duration 0.25 --property opacity
              motioncurves export easeOutBack --to flutter
              motioncurves export easeOutBounce --to css --max-error 0.002
              motioncurves export "cubic-bezier(0.2, 0, 0, 1)" --to android-xml --format json
              motioncurves export material-emphasized --to android-xml
            """
    )

    @Argument(help: "The easing (CSS text or a curve name).")
    var easing: String
    @Option(help: "css, smil, flutter, swiftui, compose, android-xml, lottie or motion.")
    var to: String
    @Option(parsing: .unconditional, help: "Seconds, for css, smil, swiftui and motion (> 0; default 0.3).")
    var duration: Double = 0.3
    @Option(help: "The property a CSS transition animates (default all), or the attribute a SMIL animate element animates (default x).")
    var property: String?
    @Option(name: .customLong("max-error"), parsing: .unconditional, help: "css, for an easing that is not a cubic Bézier: the linear() export's certified maximum error (1e-6 to 0.1; default 0.001).")
    var maxError: Double = 0.001
    @OptionGroup var output: OutputOptions

    static let targets = ["css", "smil", "flutter", "swiftui", "compose", "android-xml", "lottie", "motion"]

    func validate() throws {
        guard Self.targets.contains(to) else { throw ValidationError("--to must be one of \(Self.targets.joined(separator: ", ")), got \"\(excerpt(to))\"") }
        guard duration > 0, duration.isFinite, duration <= 1e6 else { throw ValidationError("--duration must be a number of seconds greater than 0 and at most 1e6, got \(duration)") }
        guard maxError >= 1e-6, maxError <= 0.1 else { throw ValidationError("--max-error must be from 1e-6 to 0.1, got \(maxError)") }
        if let property {
            guard !property.isEmpty, property.count <= 100, property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                throw ValidationError("--property must be a CSS property or attribute name (letters, digits and hyphens), got \"\(excerpt(property))\"")
            }
        }
    }

    func run() throws {
        if to != "css", let spring = try reporting({ () throws(EasingTextError) in try EasingText.spring(easing) }) {
            return try exportSpring(spring)
        }
        let curve = try parseEasing(easing)
        let bezier = TimingCurveTables.cubicBezier(of: curve)
        let seconds = CSVTable.format(duration)
        func controls(_ b: CubicBezier, separator: String = ", ") -> String {
            [b.x1, b.y1, b.x2, b.y2].map { CSVTable.format($0) }.joined(separator: separator)
        }
        func floats(_ b: CubicBezier) -> [Float] { [Float(b.x1), Float(b.y1), Float(b.x2), Float(b.y2)] }
        if ["compose", "android-xml"].contains(to), let bezier, !floats(bezier).allSatisfy(\.isFinite) {
            throw CLIError("--to \(to): the control points \(controls(bezier)) are beyond Float's range (±3.4e38), which \(to == "compose" ? "Compose" : "Android") stores them in")
        }
        let pathEasing = bezier == nil && to == "android-xml" ? curve as? PathEasing : nil
        guard to == "css" || bezier != nil || pathEasing != nil else {
            throw CLIError("--to \(to) takes a cubic-bezier curve\(to == "android-xml" ? " or a path easing" : ""); \(excerpt(easing)) is not one (--to css exports any easing, as linear())")
        }
        let code: String, error: Double?, evaluatedAs: String
        switch to {
        case "css":
            let property = self.property ?? "all"
            if let bezier {
                code = ".motioncurves {\n  transition: \(property) \(seconds)s cubic-bezier(\(controls(bezier)));\n}"
                error = browsersError(bezier)
                evaluatedAs = "as Chromium's, WebKit's and Firefox's solvers evaluate it"
            } else if let spring = try? EasingText.spring(easing) {
                // A spring runs for its own settling time: the transition's duration is that.
                let limit = maxError
                let export = try reporting { () throws(CurveFittingError) in try CSSLinearExport(spring: spring, maxError: limit) }
                code = ".motioncurves {\n  transition: \(property) \(CSVTable.format(export.duration ?? duration))s \(export.text);\n}"
                error = export.maxError
                evaluatedAs = "the certified bound of the linear() stops over the spring's settling time (the transition's duration), ending at exactly 1"
            } else {
                let export = try reporting { () throws(CurveFittingError) in try CSSLinearExport(curve, maxError: maxError) }
                code = ".motioncurves {\n  transition: \(property) \(seconds)s \(export.text);\n}"
                error = export.maxError
                evaluatedAs = "the certified bound of the linear() stops (browsers evaluate linear() exactly up to rounding)"
            }
        case "smil":
            let b = bezier!
            // SVG requires every keySplines value in [0, 1]: an overshooting curve is invalid there.
            guard (0...1).contains(b.y1) && (0...1).contains(b.y2) else {
                throw CLIError("--to smil: SVG keySplines take values from 0 to 1, and \(excerpt(easing)) has y1 = \(CSVTable.format(b.y1)), y2 = \(CSVTable.format(b.y2)); a curve that overshoots cannot be a keySpline")
            }
            let attribute = property ?? "x"
            let milliseconds = String(format: "%.3f", duration * 1000)
            code = "<animate attributeName=\"\(attribute)\" dur=\"\(milliseconds)ms\" values=\"0;1\" keyTimes=\"0;1\" calcMode=\"spline\" keySplines=\"\(controls(b, separator: " "))\"/>"
            error = max(EngineSolver.geckoSMIL.largestDeviation(of: b).error, EngineSolver.svgKeySplines(duration: duration).largestDeviation(of: b).error)
            evaluatedAs = "as Gecko's SMILKeySpline and Blink's and WebKit's solver at ε = 1/(200·duration) evaluate it"
        case "flutter":
            let b = bezier!
            code = "const Cubic(\(controls(b)))"
            error = EngineSolver.flutter.largestDeviation(of: b).error
            evaluatedAs = "as Flutter's Cubic evaluates it"
        case "swiftui":
            let b = bezier!
            code = "Animation.timingCurve(\(controls(b)), duration: \(seconds))"
            error = nil
            evaluatedAs = "SwiftUI's solver is not public: no figure"
        case "compose":
            let b = bezier!
            code = "CubicBezierEasing(\(floats(b).map { "\($0)f" }.joined(separator: ", ")))"
            error = EngineSolver.compose.largestDeviation(of: b).error
            evaluatedAs = "as Compose's CubicBezierEasing evaluates it (Float control points and fractions)"
        case "android-xml" where pathEasing != nil:
            guard let android = pathEasing!.android else {
                throw CLIError("--to android-xml: Android's PathInterpolator would refuse \(excerpt(easing)) once its coordinates are rounded to Float (beyond Float's range, or x stepping back)")
            }
            code = """
                <pathInterpolator xmlns:android="http://schemas.android.com/apk/res/android"
                    android:pathData="\(android.pathData)"/>
                """
            error = android.error
            evaluatedAs = "as Android's PathInterpolator evaluates it (a polyline in float whose chords' midpoints lie within 0.002 of the path)"
        case "android-xml":
            let b = bezier!
            let f = floats(b)
            code = """
                <pathInterpolator xmlns:android="http://schemas.android.com/apk/res/android"
                    android:controlX1="\(f[0])" android:controlY1="\(f[1])"
                    android:controlX2="\(f[2])" android:controlY2="\(f[3])"/>
                """
            error = EngineSolver.android.largestDeviation(of: b).error
            evaluatedAs = "as Android's PathInterpolator evaluates it (a polyline in float whose chords' midpoints lie within 0.002 of the curve)"
        case "motion":
            let b = bezier!
            code = "transition: { ease: [\(controls(b))], duration: \(seconds) }"
            let own = EngineSolver.motion.largestDeviation(of: b).error
            let browser = browsersError(b)
            error = max(own, browser)
            evaluatedAs = "the larger of Motion's own solver (12 halvings, on the main thread: \(CSVTable.format(own))) and Chromium's, WebKit's and Firefox's, which get cubic-bezier() for a value the browser animates (\(CSVTable.format(browser)))"
        default:  // lottie
            let b = bezier!
            code = "{\"o\": {\"x\": [\(CSVTable.format(b.x1))], \"y\": [\(CSVTable.format(b.y1))]}, \"i\": {\"x\": [\(CSVTable.format(b.x2))], \"y\": [\(CSVTable.format(b.y2))]}}"
            error = lottiePlayersError(b)
            evaluatedAs = "the largest of lottie-web's, rlottie's and ThorVG's, and lottie-android's (Android's PathInterpolator, handles clamped to ±100) solvers; lottie-ios plays it through Core Animation, whose solver is not public; in a file whose other keyframes have handles equal to these to two decimals (rlottie, ThorVG) or share lottie-android's hash, those players play whichever easing they cached first (`bake --to lottie` models and avoids this)"
        }
        if let error, error.isNaN {
            throw CLIError("--to \(to): the target gives no value for \(excerpt(easing)) somewhere in [0, 1]")
        }
        if output.format == .json {
            let table = CSVTable(header: ["max_error"], optionalRows: [[error]], textHeader: ["target", "code", "evaluated_as"], textRows: [[to, code, evaluatedAs]])
            try output.emit(table, undefined: ["max_error"])
            return
        }
        let note: String
        if let error, to == "css", bezier == nil {
            note = "largest difference from the exact curve: \(CSVTable.format(error)), \(evaluatedAs)"
        } else if let error {
            note = "largest difference from the exact curve over 10,001 inputs: \(CSVTable.format(error)), \(evaluatedAs)"
        } else {
            note = evaluatedAs
        }
        switch to {
        case "css": print("\(code)\n/* \(note) */")
        case "smil", "android-xml": print("\(code)\n<!-- \(note) -->")
        case "lottie":
            print(code)
            FileHandle.standardError.write(Data("\(note)\n".utf8))
        default: print("\(code)\n// \(note)")
        }
    }
}

extension ExportCommand {
    /// The largest deviation of the browsers' solvers on `curve`: Chromium's, WebKit's for an
    /// animation of --duration, Firefox's.
    func browsersError(_ curve: CubicBezier) -> Double {
        largestError([EngineSolver.chromium, .webkit(duration: duration), .firefox].map { $0.largestDeviation(of: curve).error })
    }

    /// A spring as the target's own spring: SwiftUI's duration and bounce, Compose's damping ratio
    /// and stiffness in Float (its mass is 1, as this spring's), Flutter's mass, stiffness and
    /// damping; the comment states the largest difference in progress from rest over 10,001
    /// instants of the settling time (0 where the parameters are carried exactly).
    func exportSpring(_ spring: Spring) throws {
        let f = { (d: Double) in CSVTable.format(d) }
        let code: String, error: Double, evaluatedAs: String
        switch to {
        case "swiftui":
            // The text's own duration and bounce (spring.bounce, computed back from ζ, may differ
            // in the last bit).
            guard let (duration, bounce) = try reporting({ () throws(EasingTextError) in try EasingText.springParameters(easing) }) else {
                throw CLIError("--to swiftui: write spring(DURATION, BOUNCE), got \(excerpt(easing))")
            }
            code = ".spring(duration: \(f(duration)), bounce: \(f(bounce)))"
            (error, evaluatedAs) = (0, "the same spring: SwiftUI's own duration and bounce")
        case "compose":
            let (zeta, stiffness) = (Float(spring.dampingRatio), Float(spring.stiffness / spring.mass))
            code = "spring(dampingRatio = \(zeta)f, stiffness = \(stiffness)f)"
            let rounded = try reporting { () throws(SpringError) in try Spring(stiffness: Double(stiffness), dampingRatio: Double(zeta)) }
            let settle = try reporting { () throws(SpringError) in try spring.settlingTime(from: 0.0, to: 1.0) }
            // Compose plays its Float spring until its estimated duration, then shows the target.
            let end = try reporting { () throws(SpringError) in try rounded.stop(in: .compose, from: 0, to: 1, visibilityThreshold: 0.01).time }
            let span = max(settle, end)
            error = EngineSolver.largestDifference(inputs: 10_001, { u in
                u * span >= end ? 1 : rounded.value(at: u * span, from: 0.0, to: 1.0)
            }, { spring.value(at: $0 * span, from: 0.0, to: 1.0) }).error
            evaluatedAs = "from Compose's Float damping ratio and stiffness, for a value from 0 to 1 whose spring Compose ends at its estimated duration (\(Int((end * 1000).rounded())) ms at the Float visibility threshold 0.01) by showing the target"
        case "flutter":
            code = "SpringDescription(mass: \(f(spring.mass)), stiffness: \(f(spring.stiffness)), damping: \(f(spring.damping)))"
            // The same spring, which Flutter's controller stops at the first frame (60 Hz) within
            // its tolerance of 0.001, holding the value there (SpringSimulation's snapToEnd is off).
            // A spring that takes more than a million frames to get there runs on as it is.
            let settle = try reporting { () throws(SpringError) in try spring.settlingTime(from: 0.0, to: 1.0) }
            let stop: Double
            do {
                stop = try spring.stop(in: .flutter, from: 0, to: 1, fps: 60).time
            } catch .tooManyFrames {
                stop = .infinity
            } catch {
                throw CLIError(error.description)
            }
            // The spring goes on towards 1 after the stop: compared up to twice the later of the
            // two times, and with its limit 1.
            if stop.isFinite {
                let (held, span) = (spring.value(at: stop, from: 0.0, to: 1.0), 2 * max(settle, stop))
                error = max(abs(1 - held), EngineSolver.largestDifference(inputs: 10_001, { u in
                    u * span >= stop ? held : spring.value(at: u * span, from: 0.0, to: 1.0)
                }, { spring.value(at: $0 * span, from: 0.0, to: 1.0) }).error)
                evaluatedAs = "the same spring (Flutter's mass, stiffness and damping as doubles), which Flutter stops at the first 60-Hz frame within its tolerance 0.001 (\(CSVTable.format(stop)) s), holding the value there, on an unbounded AnimationController (a default one clamps the value to [0, 1] and cuts the overshoot)"
            } else {
                error = 0
                evaluatedAs = "the same spring (Flutter's mass, stiffness and damping as doubles), which Flutter runs for more than a million 60-Hz frames before its tolerance 0.001 stops it"
            }
        case "motion":
            code = "transition: { type: \"spring\", stiffness: \(f(spring.stiffness)), damping: \(f(spring.effectiveDamping)), mass: \(f(spring.mass)) }"
            let handOff = try reporting { () throws(SpringError) in try spring.motionHandOff() }
            let settle = try reporting { () throws(SpringError) in try spring.settlingTime(from: 0.0, to: 1.0) }
            // The browser plays linear() over the hand-off's duration and holds 1 after it; on the
            // main thread Motion shows its own spring until it is at rest, then the target. Each
            // is compared with the exact spring up to the later of its end and the settling time.
            let (easing, seconds) = (handOff.easing, handOff.milliseconds / 1000)
            let span = max(seconds, settle)
            let browser = EngineSolver.largestDifference(inputs: 10_001, { u in
                let t = u * span
                return t >= seconds ? 1 : easing.value(at: t / seconds)
            }, { spring.value(at: $0 * span, from: 0.0, to: 1.0) }).error
            let generator = MotionSpringGenerator(spring, origin: 0, target: 1, velocity: 0)
            let rest = generator.duration / 1000
            let mainSpan = max(rest, settle)
            let mainThread = EngineSolver.largestDifference(inputs: 10_001, { generator.next($0 * mainSpan * 1000).value }, { spring.value(at: $0 * mainSpan, from: 0.0, to: 1.0) }).error
            error = max(browser, mainThread)
            evaluatedAs = "the larger of what the browser plays for a value it animates (opacity, transform, filter, clip-path, background colour; \(CSVTable.format(browser))), Motion handing it a duration of \(Int(handOff.milliseconds)) ms and the easing \(handOff.css), and of Motion's own spring on the main thread for a value from 0 to 1, which shows the target once it moves at most 0.01 per second within 0.005 of it (\(CSVTable.format(mainThread)))"
        default:
            let bake = ["lottie", "smil"].contains(to) && excerpt(easing) == easing ? "; `motioncurves bake \"\(excerpt(easing))\" --to \(to)` bakes it into \(to == "lottie" ? "Lottie keyframes" : "SMIL keySplines") within an error bound" : ""
            throw CLIError("--to \(to): a spring has no \(to) form; --to css exports it as linear(), and swiftui, compose, flutter and motion take it as a spring\(bake)")
        }
        if output.format == .json {
            let table = CSVTable(header: ["max_error"], rows: [[error]], textHeader: ["target", "code", "evaluated_as"], textRows: [[to, code, evaluatedAs]])
            return try output.emit(table)
        }
        print("\(code)\n// largest difference in progress from this spring over 10,001 inputs: \(CSVTable.format(error)), \(evaluatedAs)")
    }
}

/// `lottie FILE --property PATH`: a Lottie property sampled at frames.
struct LottieCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lottie",
        abstract: "A Lottie file's animated property at frames, by the certified solver: columns frame,value (or x,y[,z], or c0,c1,…).",
        discussion: """
            --property is the dotted path to the property in the file (keys and array indices, as \
            layers.0.ks.o for the first layer's opacity). Each keyframe's o/i easing handles \
            (per dimension when they are arrays) and holds (h: 1) are read, the older format's \
            e end values too; the easings are solved by the certified cubic-Bézier solver (CurveTables' LottieProperty). \
            --samples N spreads frames from the first keyframe to the last (default 101); --at \
            FILE lists frames. A 2-D position with spatial tangents (to/ti) walks its curved \
            path at the eased fraction of the path's arc length (Paths' certified one).

            Examples:
              motioncurves lottie animation.json --property layers.0.ks.o --samples 31
              motioncurves lottie animation.json --property layers.0.ks.s --at frames.txt --format json
            """
    )

    @Argument(help: "The Lottie JSON file.")
    var file: String
    @Option(help: "The dotted path of the property, e.g. layers.0.ks.o.")
    var property: String
    @OptionGroup var fractions: FractionOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let text = try readInputText(file, option: "FILE")
        let lottie = try reporting { () throws(LottieError) in try LottieProperty(json: text, path: property) }
        let frames = try fractions.file.numbers() ?? KeyframeTables.evenTimes(fractions.samples ?? 101, over: lottie.frameRange)
        let n = lottie.dimension
        let columns = n == 1 ? ["value"] : n <= 3 ? Array(["x", "y", "z"].prefix(n)) : (0..<n).map { "c\($0)" }
        try output.emit(CSVTable(header: ["frame"] + columns, rows: frames.map { [$0] + lottie.value(atFrame: $0) }))
    }
}

/// The largest of some errors, NaN if any is (where `max()` would pass over it).
func largestError(_ errors: [Double]) -> Double {
    errors.reduce(0) { $0.isNaN || $1.isNaN ? .nan : max($0, $1) }
}
