import ArgumentParser
import CurveTables
import Foundation
import Keyframes
import MotionMath
import Springs
import TimingCurves

/// `bake`: an easing, a spring or numeric keyframes as the fewest Bézier-eased keys within an
/// error bound, for Lottie, CSS `@keyframes`, SVG's SMIL, SwiftUI's `KeyframeTrack` or Compose's
/// `keyframes`.
struct BakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bake",
        abstract: "A spring, an easing or a spline as few Bézier-eased keyframes within an error bound (Lottie, CSS @keyframes, SMIL, SwiftUI, Compose, or a table).",
        discussion: """
            The source is an EASING (CSS text, a curve name, a parametric easing, a path easing or \
            spring(DURATION, BOUNCE), which runs for its exact settling time within half of \
            --max-error and lands on its target there, its last key exactly 1, so that after it \
            the spring stays within half the bound of the held value; --duration stretches that \
            time), progress from 0 to 1 over --duration seconds (default 1), or numeric \
            keyframes: --values with optional --key-times, --mode (linear, cubic, natural, clamped, \
            notAKnot, periodic, monotone; default cubic) and \
            Kochanek–Bartels --tension, --continuity, --bias, spread over --duration; every \
            keyframe is a key (a spline's pieces are cubics, so they bake to rounding).

            Keys go at the start, the end and every turning point; between them each segment is \
            a cubic Hermite curve through the function's values and slopes, as long as \
            --max-error (default 0.001, in the source's units) allows: Keyframes' \
            BezierKeyframeCurve.baking. Each segment is a per-keyframe easing \
            cubic-bezier(1/3, y1, 2/3, y2).

            --to table (default): columns time,value,in_velocity,out_velocity,x1,y1,x2,y2 (per \
            second; the easing of the segment that starts at the key, empty on the last). lottie: an animated property \
            {"a": 1, "k": [...]} with frames at --fps (default 60). css: @keyframes with one \
            cubic-bezier() per keyframe, animating --property (default opacity) with the values \
            as plain numbers (a property that needs a unit or a function takes them through \
            calc() or a registered custom property); a jump (steps(), linear() with a jump) has \
            no @keyframes form and is refused. smil: an SVG <animate> element animating the \
            attribute --property with calcMode="spline", values, keyTimes and keySplines; SVG \
            takes no overshoot in a keySpline, so a handle height outside 0 to 1 is clamped \
            into it and the segment shortened if it then misses the bound. swiftui: a KeyframeTrack(\\.PROPERTY) of LinearKeyframes, \
            each with its UnitCurve.bezier timing curve (a MoveKeyframe to the first value first; \
            --property must then be a Swift identifier). compose: keyframes { } with whole milliseconds \
            (keys are baked on that grid; a duration that is not a whole number of them is \
            stretched to the nearest, at least 1 ms, and the comment says so) and \
            CubicBezierEasing in Float; compose-spline: keyframesWithSpline { } (animation-core \
            1.8), keys at whole milliseconds added where Compose's own monotone spline through \
            them (not Fritsch–Carlson: it overshoots at a turning point) misses the source, \
            until it is within --max-error at every millisecond Compose plays (at most 100 s). \
            The largest difference from the source over 10,001 \
            instants as the target evaluates it follows the code in a comment (on stderr for the \
            table and lottie, which have no comments): Chromium's, WebKit's and Firefox's solvers for css, \
            Gecko's SMILKeySpline and Blink's and WebKit's SVG tolerance 1/(200·duration) for \
            smil, the keys as written for swiftui (SwiftUI's UnitCurve solver is not public), \
            Compose's CubicBezierEasing and Float arithmetic for compose, Compose's spline at \
            each of its whole milliseconds for compose-spline, the largest of lottie-web's, \
            rlottie's and ThorVG's, and lottie-android's solvers for lottie (each playing what \
            its easing cache hands it: rlottie and ThorVG key easings by their handles to two \
            decimals, lottie-android by a lossy hash, so the bake moves a colliding easing's \
            handles to a key of its own within this property where the move keeps its key \
            within --max-error as written, and says how many still collide), the keys as \
            written for the table. --max-error bounds the keys as written; where a target's \
            solver or cache renders them farther from the source, the comment says so. --format json \
            prints {"target", "code", "max_error", "keys", "evaluated_as"} instead.

            Examples:
              motioncurves bake "spring(0.5, 0.3)" --to lottie --max-error 0.001
              motioncurves bake easeOutBounce --duration 0.8 --to css --property opacity
              motioncurves bake --values 0,100,30,80 --mode natural --duration 2 --to compose
              motioncurves bake "spring(0.6, 0.4)" --to smil --property cx
              motioncurves bake easeOutBounce --to swiftui --property scale
              motioncurves bake --values 0,1,0.4,1 --mode monotone --duration 0.7 --to compose-spline
            """
    )

    @Argument(help: "The easing (CSS text, a curve name or spring(DURATION, BOUNCE)); omit with --values.")
    var easing: String?
    @Option(help: "Numeric keyframe values, separated by commas (instead of an easing).")
    var values: String?
    @Option(name: .customLong("key-times"), help: "With --values: key times from 0 to 1, one per value (default uniform).")
    var keyTimes: String?
    @Option(help: "With --values: the calculation mode (default cubic).")
    var mode: String = "cubic"
    @Option(parsing: .unconditional, help: "With --values: Kochanek–Bartels tension per keyframe, comma-separated (cubic).")
    var tension: String?
    @Option(parsing: .unconditional, help: "With --values: Kochanek–Bartels continuity per keyframe (cubic).")
    var continuity: String?
    @Option(parsing: .unconditional, help: "With --values: Kochanek–Bartels bias per keyframe (cubic).")
    var bias: String?
    @Option(parsing: .unconditional, help: "Seconds (> 0, at most 1e4; default 1, or a spring's settling time).")
    var duration: Double?
    @Option(help: "table, lottie, css, smil, swiftui, compose or compose-spline (default table).")
    var to: String = "table"
    @Option(name: .customLong("max-error"), parsing: .unconditional, help: "The largest difference from the source (1e-9 to 1; default 0.001).")
    var maxError: Double = 0.001
    @Option(parsing: .unconditional, help: "lottie: frames per second (1 to 1000; default 60).")
    var fps: Double = 60
    @Option(help: "css, smil, swiftui: the property (smil: the attribute) the keyframes animate (default opacity).")
    var property: String = "opacity"
    @OptionGroup var output: OutputOptions

    static let targets = ["table", "lottie", "css", "smil", "swiftui", "compose", "compose-spline"]

    func validate() throws {
        guard Self.targets.contains(to) else { throw ValidationError("--to must be one of \(Self.targets.joined(separator: ", ")), got \"\(excerpt(to))\"") }
        guard (easing == nil) != (values == nil) else { throw ValidationError("give an EASING or --values, not both and not neither") }
        if let duration { guard duration > 0, duration <= 1e4 else { throw ValidationError("--duration must be a number of seconds greater than 0 and at most 1e4, got \(duration)") } }
        guard maxError >= 1e-9, maxError <= 1 else { throw ValidationError("--max-error must be from 1e-9 to 1, got \(maxError)") }
        guard fps >= 1, fps <= 1000 else { throw ValidationError("--fps must be from 1 to 1000, got \(fps)") }
        if to == "swiftui" {
            guard property.count <= 100, property.first.map({ $0.isLetter || $0 == "_" }) ?? false, property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw ValidationError("--to swiftui: --property must be a Swift identifier (letters, digits and underscores, not starting with a digit), got \"\(excerpt(property))\"")
            }
        } else {
            guard !property.isEmpty, property.count <= 100, property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                throw ValidationError("--property must be a CSS property name (letters, digits and hyphens), got \"\(excerpt(property))\"")
            }
        }
        if values == nil, keyTimes != nil || tension != nil || continuity != nil || bias != nil || mode != "cubic" {
            throw ValidationError("--key-times, --mode, --tension, --continuity and --bias go with --values")
        }
    }

    /// The source: value and slope per second over [0, duration], and the times where it may not
    /// be smooth (the keyframes).
    func source() throws -> (value: (Double) -> Double, slope: (Double) -> Double, duration: Double, corners: [Double]) {
        if let easing {
            let curve = try parseEasing(easing)
            if let progress = curve as? SpringProgressCurve {
                // The spring over its settling time within maxError/2, then its target: after the
                // last key (exactly 1) the spring stays within half the bound of it.
                let (spring, v0) = (progress.spring, progress.initialVelocity)
                let settle = try reporting { () throws(SpringError) in
                    try spring.settlingTime(from: 0.0, to: 1.0, initialVelocity: v0, epsilon: maxError / 2)
                }
                let seconds = duration ?? settle, scale = settle / seconds
                return ({ $0 >= seconds ? 1 : spring.value(at: $0 * scale, from: 0.0, to: 1.0, initialVelocity: v0) },
                        { spring.velocity(at: $0 * scale, from: 0.0, to: 1.0, initialVelocity: v0) * scale }, seconds, [])
            }
            let seconds = duration ?? 1
            return ({ curve.value(at: $0 / seconds) }, { curve.derivative(at: $0 / seconds) / seconds }, seconds, [])
        }
        guard let calculationMode = CalculationMode(rawValue: mode), calculationMode != .paced, calculationMode != .cubicPaced, calculationMode != .discrete else {
            throw CLIError("--mode must be one of linear, cubic, natural, clamped, notAKnot, periodic, monotone, got \"\(excerpt(mode))\"")
        }
        func numbers(_ text: String?, _ option: String) throws -> [Double]? { try text.map { try numberList($0, option: option) } }
        let (v, k) = (try numbers(values, "--values") ?? [], try numbers(keyTimes, "--key-times"))
        let (t, c, b) = (try numbers(tension, "--tension"), try numbers(continuity, "--continuity"), try numbers(bias, "--bias"))
        let animation = try reporting { () throws(KeyframeError) in
            try KeyframeAnimation<VectorSpace<Double>>(values: v, keyTimes: k, calculationMode: calculationMode, tensionValues: t, continuityValues: c, biasValues: b)
        }
        let seconds = duration ?? 1
        return ({ animation.value(at: $0 / seconds) }, { animation.derivative(at: $0 / seconds) / seconds }, seconds, animation.knots.map { $0 * seconds })
    }

    func run() throws {
        var (f, slope, seconds, corners) = try source()
        // Compose's keyframes take whole milliseconds: bake on that grid, the source stretched to
        // the nearest whole number of them (at least 1).
        let span = to.hasPrefix("compose") ? max(1, (seconds * 1000).rounded()) / 1000 : seconds
        let stretch = seconds / span
        var stretched = ""
        if stretch != 1 {
            let (source, rate) = (f, slope)
            f = { source($0 * stretch) }
            slope = { rate($0 * stretch) * stretch }
            corners = corners.map { $0 / stretch }
            stretched = "; the source stretched from \(CSVTable.format(seconds)) s to \(Int((span * 1000).rounded())) ms, Compose's whole milliseconds"
        }
        if to == "compose-spline" { return try bakeComposeSpline(f, span: span, corners: corners, stretched: stretched) }
        let limit = maxError
        let (curve, bakedError) = try reporting { () throws(KeyframeError) in
            try BezierKeyframeCurve.baking(
                f, derivative: slope, from: 0, to: span, maxError: limit, timeStep: to == "compose" ? 0.001 : nil, breakpoints: corners,
                handleRange: to == "smil" ? 0...1 : nil)
        }
        let keys = curve.keys
        let easings = try reporting { () throws(KeyframeError) in try (0..<(keys.count - 1)).map { i throws(KeyframeError) in try curve.easing(ofSegment: i) } }
        /// The largest |target − source| over 10,001 instants, the target's value at t given by
        /// `render(segment, fraction)`.
        let times = keys.map(\.time)
        func rendered(_ render: (Int, Double) -> Double) -> Double {
            var hint = 0
            return EngineSolver.largestDifference(inputs: 10_001, { x in
                let t = x * span
                let i = times.lastIndex(atOrBelow: t, upperBound: keys.count - 2, hint: &hint)
                return render(i, (t - times[i]) / (times[i + 1] - times[i]))
            }, { f($0 * span) }).error
        }
        /// The rendering error of a solver that prepares each segment's easing, playing `played`
        /// (the segments' own easings unless a player's cache hands it others); a flat segment
        /// (its own easing nil) holds its value whatever it plays.
        func rendered(by prepare: (CubicBezier) -> (Double) -> Double, playing played: [CubicBezier?]? = nil) -> Double {
            var solve: [((Double) -> Double)?] = []
            for (own, easing) in zip(easings, played ?? easings) { solve.append(own == nil ? nil : easing.map(prepare)) }
            return rendered { (i: Int, u: Double) -> Double in
                let progress: Double = solve[i]?(u) ?? 0
                return keys[i].value + (keys[i + 1].value - keys[i].value) * progress
            }
        }
        /// The largest rendering error of `engines`.
        func rendered(by engines: [EngineSolver]) -> Double {
            largestError(engines.map { engine in rendered(by: { EngineSolver.Prepared(engine, $0).value(at:) }) })
        }
        let format = { (d: Double) in CSVTable.format(d) }
        var asWritten = EngineSolver.largestDifference(inputs: 10_001, { curve.value(at: $0 * span) }, { f($0 * span) }).error
        guard !bakedError.isNaN, !asWritten.isNaN else { throw CLIError("the source has no finite value somewhere in its span") }
        let code: String, error: Double, evaluatedAs: String
        switch to {
        case "table":
            let rows: [[Double?]] = keys.enumerated().map { i, key in
                let e = i < easings.count ? easings[i] : nil
                return [key.time, key.value, curve.inDerivatives[i], curve.outDerivatives[i], e?.x1, e?.y1, e?.x2, e?.y2]
            }
            let table = CSVTable(header: ["time", "value", "in_velocity", "out_velocity", "x1", "y1", "x2", "y2"], optionalRows: rows)
            try output.emit(table, undefined: ["x1", "y1", "x2", "y2"])
            FileHandle.standardError.write(Data("baked \(keys.count) keys; largest difference from the source over 10,001 instants: \(format(asWritten)), the keys as written\n".utf8))
            return
        case "lottie":
            // The easings as written (a flat segment's too, which holds whatever its easing),
            // moved apart in lottie-android's cache where a move keeps the key's segment within
            // the bound as written (checked at 257 points, as baking checks a segment).
            let flat = try! CubicBezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)
            let limit = maxError
            let (written, nudged) = lottieDistinctHashes(easings.map { $0 ?? flat }) { i, easing in
                guard easings[i] != nil else { return true }
                let (t0, t1, v0, v1) = (times[i], times[i + 1], keys[i].value, keys[i + 1].value)
                return (0...256).allSatisfy { k in
                    let u = Double(k) / 256
                    return abs(v0 + (v1 - v0) * easing.value(at: u) - f(t0 + u * (t1 - t0))) <= limit
                }
            }
            let frames = keys.enumerated().map { i, key -> String in
                let t = format(key.time * fps), s = format(key.value)
                guard i < written.count, let e = written[i] else { return "{\"t\": \(t), \"s\": [\(s)]}" }
                return "{\"t\": \(t), \"s\": [\(s)], \"o\": {\"x\": [\(format(e.x1))], \"y\": [\(format(e.y1))]}, \"i\": {\"x\": [\(format(e.x2))], \"y\": [\(format(e.y2))]}}"
            }
            code = "{\"a\": 1, \"k\": [\n  " + frames.joined(separator: ",\n  ") + "\n]}"
            // What each caching player plays.
            let cached = lottieCachedEasings(written)
            let players = lottiePlayers()
            func substitutions(_ played: [CubicBezier?]) -> Int { zip(written, played).filter { own, played in played != own }.count }
            let errors = [rendered(by: players[0], playing: written), rendered(by: players[1], playing: cached.rlottie),
                          rendered(by: players[2], playing: cached.android)]
            asWritten = rendered(by: { easing in easing.value(at:) }, playing: written)
            error = largestError(errors)
            evaluatedAs = "the largest of lottie-web's (\(format(errors[0]))), rlottie's and ThorVG's (\(format(errors[1])); \(substitutions(cached.rlottie)) keyframes play an earlier easing cached under the same two-decimal key) and lottie-android's (\(format(errors[2])); Android's PathInterpolator; \(nudged) keyframes' handles moved, within --max-error as written, so that no two easings share a key in its interpolator cache; \(substitutions(cached.android)) keyframes still play an earlier easing) solvers on the keys' easings; lottie-ios plays it through Core Animation, whose solver is not public"
        case "css":
            // Two keys at one printed offset would be one rule (CSS keeps the later): a jump.
            let offsets = keys.map { format($0.time / span * 100) }
            if let i = offsets.indices.dropFirst().first(where: { offsets[$0] == offsets[$0 - 1] }) {
                throw CLIError("--to css: the source jumps at \(offsets[i])% of the duration, and @keyframes cannot hold two values at one offset; export a step easing itself (motioncurves easing EASING --css)")
            }
            var lines = ["@keyframes baked {"]
            for (i, key) in keys.enumerated() {
                var body = "\(property): \(format(key.value));"
                if i < easings.count, let e = easings[i] {
                    body += " animation-timing-function: cubic-bezier(\(format(e.x1)), \(format(e.y1)), \(format(e.x2)), \(format(e.y2)));"
                }
                lines.append("  \(offsets[i])% { \(body) }")
            }
            lines.append("}")
            code = lines.joined(separator: "\n")
            error = rendered(by: [.chromium, .webkit(duration: span), .firefox])
            evaluatedAs = "as Chromium's, WebKit's and Firefox's solvers evaluate each keyframe's cubic-bezier()"
        case "smil":
            // keySplines take handles in the unit square: the baking kept y1 and y2 there.
            let splines = easings.map { $0 ?? CubicBezier.linear }
            let times = keys.map { format($0.time / span) }
            // A SMIL clock value has no exponent: below 10⁻⁴ s, fixed digits.
            guard span >= 1e-6 else { throw CLIError("--to smil: a duration under 1 µs (\(format(span)) s) has no SMIL clock value; give a longer --duration") }
            let clock = format(span).contains("e") ? String(String(format: "%.15f", span).reversed().drop { $0 == "0" }.reversed()) : format(span)
            let attributes = [
                "attributeName=\"\(property)\"", "dur=\"\(clock)s\"", "calcMode=\"spline\"", "fill=\"freeze\"",
                "values=\"\(keys.map { format($0.value) }.joined(separator: ";"))\"",
                "keyTimes=\"\(times.joined(separator: ";"))\"",
                "keySplines=\"\(splines.map { "\(format($0.x1)) \(format($0.y1)) \(format($0.x2)) \(format($0.y2))" }.joined(separator: ";"))\"",
            ]
            code = "<animate " + attributes.joined(separator: "\n         ") + "/>"
            error = rendered(by: [.geckoSMIL, .svgKeySplines(duration: span)])
            evaluatedAs = "as Gecko's SMILKeySpline and Blink's and WebKit's SVG solver evaluate each keySpline"
        case "swiftui":
            var lines = ["KeyframeTrack(\\.\(property)) {", "    MoveKeyframe(\(format(keys[0].value)))"]
            for i in easings.indices {
                let d = format(keys[i + 1].time - keys[i].time), v = format(keys[i + 1].value)
                if let e = easings[i] {
                    lines.append("    LinearKeyframe(\(v), duration: \(d), timingCurve: .bezier(startControlPoint: UnitPoint(x: \(format(e.x1)), y: \(format(e.y1))), endControlPoint: UnitPoint(x: \(format(e.x2)), y: \(format(e.y2)))))")
                } else {
                    lines.append("    LinearKeyframe(\(v), duration: \(d))")
                }
            }
            lines.append("}")
            code = lines.joined(separator: "\n")
            error = asWritten
            evaluatedAs = "as written, the keys' exact Bézier curves (SwiftUI's UnitCurve solver is not public)"
        default:  // compose
            let millis = Int((span * 1000).rounded())
            var lines = ["keyframes {", "    durationMillis = \(millis)"]
            let floats = keys.map { Float($0.value) }
            guard floats.allSatisfy(\.isFinite) else { throw CLIError("--to compose: a value is beyond Float's range (±3.4e38), which Compose's Float keyframes store") }
            for (i, key) in keys.enumerated() {
                let ms = Int((key.time * 1000).rounded())
                if i < easings.count, let e = easings[i] {
                    let p = [e.x1, e.y1, e.x2, e.y2].map { Float($0) }
                    guard p.allSatisfy(\.isFinite) else { throw CLIError("--to compose: a segment's easing handle is beyond Float's range") }
                    lines.append("    \(floats[i])f at \(ms) using CubicBezierEasing(\(p.map { "\($0)f" }.joined(separator: ", ")))")
                } else {
                    lines.append("    \(floats[i])f at \(ms)\(i < easings.count ? " using LinearEasing" : "")")
                }
            }
            lines.append("}")
            code = lines.joined(separator: "\n")
            let solve = easings.map { $0.map { EngineSolver.Prepared(.compose, $0).value(at:) } }
            error = rendered { i, u in
                // Compose's lerp in Float: start·(1 − fraction) + stop·fraction, at a Float fraction.
                let y = Float(solve[i]?(Double(Float(u))) ?? u)
                return Double(floats[i] * (1 - y) + floats[i + 1] * y)
            }
            evaluatedAs = "as Compose evaluates it: CubicBezierEasing and Float values" + stretched
        }
        guard !error.isNaN else { throw CLIError("--to \(to): the target gives no value somewhere in the span (a handle beyond its Float range)") }
        if output.format == .json {
            let table = CSVTable(header: ["max_error", "keys"], rows: [[error, Double(keys.count)]], textHeader: ["target", "code", "evaluated_as"], textRows: [[to, code, evaluatedAs]])
            return try output.emit(table)
        }
        var note = "\(keys.count) keys; largest difference from the source over 10,001 instants: \(format(error)), \(evaluatedAs)"
        if error > maxError {
            note += "; that is over --max-error \(format(maxError)): the keys as written are within it (\(format(asWritten))), the target's solver\(to == "lottie" ? "s and caches" : "") are not"
        }
        switch to {
        case "css": print("\(code)\n/* \(note) */")
        case "smil": print("\(code)\n<!-- \(note) -->")
        case "lottie":
            print(code)
            FileHandle.standardError.write(Data("\(note)\n".utf8))
        default: print("\(code)\n// \(note)")
        }
    }
}

extension BakeCommand {
    /// `--to compose-spline`: keys at whole milliseconds (the ends and the source's keyframes
    /// first), then, round by round, each segment's worst millisecond added as a key while Compose's
    /// `keyframesWithSpline` through the keys (Keyframes' ComposeSplineKeyframes, in Float) misses
    /// the source by more than --max-error there; the error stated is the largest over every whole
    /// millisecond of the span, the whole domain Compose evaluates.
    func bakeComposeSpline(_ f: (Double) -> Double, span: Double, corners: [Double], stretched: String) throws {
        let millis = Int((span * 1000).rounded())
        guard millis <= 100_000 else {
            throw CLIError("--to compose-spline: the duration must be at most 100 s (100,000 of Compose's milliseconds), got \(CSVTable.format(span)) s")
        }
        let source = (0...millis).map { f(Double($0) / 1000) }
        guard source.allSatisfy(\.isFinite) else { throw CLIError("the source has no finite value somewhere in its span") }
        let floats = source.map { Float($0) }
        guard floats.allSatisfy(\.isFinite) else { throw CLIError("--to compose-spline: a value is beyond Float's range (±3.4e38), which Compose's Float keyframes store") }
        var keys = Set([0, millis] + corners.map { min(max(Int(($0 * 1000).rounded()), 0), millis) })
        var error = 0.0
        while true {
            let ordered = keys.sorted()
            let spline = ComposeSplineKeyframes(keyframes: ordered.map { ($0, [floats[$0]]) }, durationMillis: millis,
                                                initial: [floats[0]], target: [floats[millis]])
            let errors = (0...millis).map { abs(Double(spline.value(atMillis: $0)[0]) - source[$0]) }
            error = errors.max()!
            if error <= maxError { break }
            // Each segment's worst millisecond, where it misses.
            let added = zip(ordered, ordered.dropFirst()).compactMap { lo, hi -> Int? in
                guard hi - lo > 1, let worst = (lo + 1..<hi).max(by: { errors[$0] < errors[$1] }), errors[worst] > maxError else { return nil }
                return worst
            }
            if added.isEmpty {
                throw CLIError("--to compose-spline: Compose's Float values cannot meet --max-error \(CSVTable.format(maxError)) (at best \(CSVTable.format(error)), with a key at every millisecond that misses)")
            }
            keys.formUnion(added)
        }
        var lines = ["keyframesWithSpline {", "    durationMillis = \(millis)"]
        for key in keys.sorted() { lines.append("    \(floats[key])f at \(key)") }
        lines.append("}")
        let code = lines.joined(separator: "\n")
        let evaluatedAs = "as Compose's keyframesWithSpline (animation-core 1.8.3) plays it: its monotone spline in Float, at each of its \(millis + 1) whole milliseconds" + stretched
        if output.format == .json {
            let table = CSVTable(header: ["max_error", "keys"], rows: [[error, Double(keys.count)]], textHeader: ["target", "code", "evaluated_as"], textRows: [[to, code, evaluatedAs]])
            return try output.emit(table)
        }
        print("\(code)\n// \(keys.count) keys; largest difference from the source: \(CSVTable.format(error)), \(evaluatedAs)")
    }
}
