import ArgumentParser
import CurveTables
import Foundation
import Keyframes
import MotionMath
import Paths
import TimingCurves

struct PathLengthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path-length",
        abstract: "The length of SVG path data (one number).",
        discussion: """
            Lines, circular arcs and quadratics in closed form; cubics and elliptical arcs by \
            adaptive Gauss–Legendre quadrature. Moves add nothing.

            Examples:
              motioncurves path-length "M -1 1 Q 0 -1 1 1"
              motioncurves path-length "M 0 0 A 50 25 0 0 1 100 0"
            """
    )

    @Argument(help: "SVG path data, e.g. \"M 0 0 C 0 1 1 1 1 0\".")
    var pathData: String

    func run() throws {
        let path = try reporting { () throws(PathError) in try Path(svgPathData: pathData) }
        let length = path.length
        guard length.isFinite else { throw CLIError("the length is beyond the largest finite number") }
        print(CSVTable.format(length))
    }
}

struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Motion along SVG path data: columns t,x,y,angle.",
        discussion: """
            t is the fraction of the duration. Linear (default): each segment end is a keyframe and \
            segments share the time equally; --paced: constant speed by arc length. angle is the \
            tangent direction atan2(dy, dx) in radians (--rotation auto, the default; auto-reverse \
            adds π, none gives 0); --tangent adds the unit tangent tx,ty (where the derivative \
            vanishes, its limit direction; (1, 0) for a path with nothing to draw); --derivative the \
            derivative dx,dy with respect to t. A path with nothing to draw (M 10 10) stays at its start.

            --to lottie, css or smil prints the motion for another toolkit instead (over \
            --duration seconds, default 1): lottie, an animated position {"a": 1, "k": [...]} \
            with one keyframe per segment at --fps (default 60), its spatial tangents to/ti \
            the segment's handles (a quadratic raised to a cubic; an elliptical arc and a move \
            inside the path have no Lottie form and are refused) and linear easing (--rotation is \
            not written: Lottie's auto-orient is the layer's), keyframe \
            times by arc length with --paced, evenly spaced without. stderr states the largest \
            distance from this motion as the players render it (lottie-web's 150-point polyline \
            per segment and lottie-android's PathMeasure at screen density 1, at 10,001 \
            instants and 8 inside each keyframe; rlottie's approximate arc length at every \
            whole frame, or 10,001 of them over a longer animation) and as written (each \
            segment walked at the eased fraction of its exact arc length). Without --paced the latter is not 0: a \
            Lottie keyframe moves at constant speed along its segment, a segment here by its \
            parameter. css (--paced): offset-path with offset-distance from 0% to 100% in a \
            linear animation; smil (--paced): an <animateMotion calcMode="paced">. A comment \
            states the largest distance from this motion, at 10,001 instants and 8 inside each \
            segment, as Chromium draws it (Skia's contour measure: chords within 0.5 units, in \
            Float); none for a path with arcs, which Blink turns into cubics its own way, or \
            with coordinates beyond Float's range.

            Examples:
              motioncurves path "M 0 0 C 0 1 1 1 1 0" --paced --samples 11
              motioncurves path "M 0 0 L 10 0 L 10 10" --rotation auto-reverse --derivative --at fractions.txt
              motioncurves path "M 0 0 C 0 100 100 100 100 0 L 200 0" --paced --to lottie --duration 2
            """
    )

    @Argument(help: "SVG path data.")
    var pathData: String
    @Flag(help: "Constant speed along the path (calculation mode paced).")
    var paced = false
    @Option(name: .customLong("arc-length-accuracy"), help: "With --paced: the arc-length inverse's accuracy as a fraction of each segment's length, from 1e-14 to 1e-3 (default 1e-12; the points are within it, and within 1e-13 at the tightest).")
    var arcLengthAccuracy: Double?
    @Option(help: "The angle column (CAKeyframeAnimation rotationMode): auto (default: the tangent angle atan2(dy, dx), radians), auto-reverse (the tangent angle + π) or none (0).")
    var rotation: String = "auto"
    @Flag(help: "Add the unit tangent as columns tx,ty.")
    var tangent = false
    @Flag(help: "Add the derivative with respect to t as columns dx,dy.")
    var derivative = false
    @Option(help: "table (default), lottie, css or smil.")
    var to: String = "table"
    @Option(parsing: .unconditional, help: "lottie, css, smil: seconds (> 0, at most 1e4; default 1).")
    var duration: Double = 1
    @Option(parsing: .unconditional, help: "lottie: frames per second (1 to 1000; default 60).")
    var fps: Double = 60
    @OptionGroup var options: FractionOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard ["table", "lottie", "css", "smil"].contains(to) else { throw ValidationError("--to must be one of table, lottie, css, smil, got \"\(excerpt(to))\"") }
        guard duration > 0, duration <= 1e4 else { throw ValidationError("--duration must be a number of seconds greater than 0 and at most 1e4, got \(duration)") }
        guard fps >= 1, fps <= 1000 else { throw ValidationError("--fps must be from 1 to 1000, got \(fps)") }
        if to != "table", tangent || derivative || options.samples != nil || options.file.given != nil {
            throw ValidationError("--tangent, --derivative, --samples and --at go with the table, not --to \(to)")
        }
    }

    func run() throws {
        let modes: [String: PathAnimation.RotationMode] = ["auto": .auto, "auto-reverse": .autoReverse, "none": .none]
        guard let mode = modes[rotation] else {
            throw CLIError("--rotation must be one of auto, auto-reverse, none, got \"\(rotation)\"")
        }
        let fractions = try options.values()
        if arcLengthAccuracy != nil && !paced {
            throw CLIError("--arc-length-accuracy applies to --paced only")
        }
        let (data, isPaced, accuracy) = (pathData, paced, arcLengthAccuracy ?? ArcLengthTable.defaultAccuracy)
        let animation = try reporting { () throws(PathError) in
            try PathAnimation(path: Path(svgPathData: data), paced: isPaced, arcLengthAccuracy: accuracy, rotationMode: mode)
        }
        if to != "table" { return try export(animation) }
        var header = ["t", "x", "y", "angle"]
        var rows = zip(fractions, animation.samples(at: fractions)).map { [$0, $1.position.x, $1.position.y, $1.angle] }
        if tangent {
            header += ["tx", "ty"]
            rows = zip(rows, fractions).map { row, t in let v = animation.tangent(at: t); return row + [v.x, v.y] }
        }
        if derivative {
            header += ["dx", "dy"]
            rows = zip(rows, fractions).map { row, t in let v = animation.derivative(at: t); return row + [v.x, v.y] }
        }
        try output.emit(CSVTable(header: header, rows: rows))
    }
}

extension PathCommand {
    /// `--to lottie|css|smil`: the motion as another toolkit's animation (see the discussion).
    func export(_ animation: PathAnimation) throws {
        let path = animation.path
        let format = { (d: Double) in CSVTable.format(d) }
        // Every target needs finite coordinates and a finite length (as the table and path-length
        // refuse them), and Lottie numbers within ±1e150.
        let points = path.segments.flatMap { [$0.start, $0.end] }
        let lengths = path.segments.map(Path.length(of:))
        guard points.allSatisfy({ abs($0.x) <= 1e150 && abs($0.y) <= 1e150 }), lengths.reduce(0, +).isFinite else {
            throw CLIError("--to \(to): the path's coordinates or length are beyond what the target can hold (coordinates within ±1e150, a finite length)")
        }
        let seconds = format(duration)
        let rotate = ["auto": "auto", "auto-reverse": "auto-reverse", "none": "0"][rotation]!
        switch to {
        case "css", "smil":
            guard paced else {
                throw CLIError("--to \(to) moves at constant speed along the path (CSS offset-distance, SMIL's paced animateMotion): give --paced")
            }
            // The path data as the user wrote it (it parsed): the library's writer would add a Z
            // where a subpath ends at its start, which CSS reads as a closed path (distance modulo
            // its length, the end's direction taken from the first segment).
            let data = pathData.replacingOccurrences(of: "\"", with: "")
            let figure = browserFigure(animation, lengths: lengths, css: to == "css")
            if to == "css" {
                let offsetRotate = ["auto": "auto", "auto-reverse": "reverse", "none": "0deg"][rotation]!
                print("""
                    .motioncurves {
                      offset-path: path("\(data)");
                      offset-rotate: \(offsetRotate);
                      animation: motioncurves-path \(seconds)s linear both;
                    }
                    @keyframes motioncurves-path {
                      from { offset-distance: 0%; }
                      to { offset-distance: 100%; }
                    }
                    /* \(figure) */
                    """)
            } else {
                print("""
                    <animateMotion dur="\(seconds)s" path="\(data)" calcMode="paced" rotate="\(rotate)" fill="freeze"/>
                    <!-- \(figure) -->
                    """)
            }
        default:  // lottie
            // Keyframe k at the start of segment k: by arc length when paced (a segment of no
            // length takes no time there, so it has no keyframe), evenly otherwise.
            let kept = zip(path.segments, lengths).filter { !paced || $0.1 > 0 }
            let measured = kept.map(\.0)
            guard !measured.isEmpty else { throw CLIError("--to lottie: the path has no segment to move along") }
            if let k = measured.indices.dropFirst().first(where: { measured[$0].start != measured[$0 - 1].end }) {
                throw CLIError("--to lottie: segment \(k + 1) starts where the one before does not end (a move inside the path), which a Lottie position cannot jump across")
            }
            let starts = paced ? Self.pacedFractions(kept.map(\.1)) : (0...measured.count).map { Double($0) / Double(measured.count) }
            func point(_ p: SIMD2<Double>) -> String { "[\(format(p.x)), \(format(p.y))]" }
            // A segment so short that its keyframe would take no time (its start and end times
            // print the same) gets none: the keyframe before ends where the next one starts, so
            // the motion skips it, at most its length away.
            let allTimes = starts.map { Double(format($0 * duration * fps))! }
            let timed = measured.indices.filter { allTimes[$0 + 1] > allTimes[$0] }
            let segments = timed.map { measured[$0] }
            let times = timed.map { allTimes[$0] } + [allTimes[allTimes.count - 1]]
            let fractions = timed.map { starts[$0] } + [1.0]
            let spatial = try LottieSpatialKeys(segments: segments, times: times)
            var keys = spatial.keys.enumerated().map { k, key in
                "{\"t\": \(format(times[k])), \"s\": \(point(key.start)), \"to\": \(point(key.out)), \"ti\": \(point(key.into)), \"o\": {\"x\": 0, \"y\": 0}, \"i\": {\"x\": 1, \"y\": 1}}"
            }
            keys.append("{\"t\": \(format(times[times.count - 1])), \"s\": \(point(segments[segments.count - 1].end))}")
            let json = "{\"a\": 1, \"k\": [\n  " + keys.joined(separator: ",\n  ") + "\n]}"
            let lottie = try reporting { () throws(LottieError) in try LottieProperty(json: "{\"p\": \(json)}", path: "p") }
            let instants = Self.sampleFractions(boundaries: fractions)
            var worst = 0.0
            for f in instants {
                let v = lottie.value(atFrame: f * duration * fps)
                worst = max(worst, (SIMD2(v[0], v[1]) - animation.value(at: f)).magnitude)
            }
            guard worst.isFinite else { throw CLIError("--to lottie: the path has no finite Lottie form (its coordinates overflow)") }
            let players = spatial.playersFigure(against: animation.value(at:), instants: instants)
            print(json)
            FileHandle.standardError.write(Data("\(segments.count + 1) keyframes; largest distance from this motion over 10,001 instants and 8 inside each keyframe: \(players); \(format(worst)) as written (each segment walked at the eased fraction of its exact arc length, read back by CurveTables' LottieProperty)\n".utf8))
        }
    }

    /// Where each segment starts and the last ends, as fractions of a walk at constant speed:
    /// the running lengths over the total (the last exactly 1).
    static func pacedFractions(_ lengths: [Double]) -> [Double] {
        let total = lengths.reduce(0, +)
        var fractions = [0.0], sum = 0.0
        for (k, length) in lengths.enumerated() {
            sum += length
            fractions.append(k == lengths.count - 1 ? 1 : total > 0 ? min(sum / total, 1) : 1)
        }
        return fractions
    }

    /// The fractions a figure is measured at: 10,001 evenly spaced, and 8 inside each piece
    /// between consecutive `boundaries` (so that pieces narrower than the even spacing, whose ends
    /// may fall on it, are measured inside too).
    static func sampleFractions(boundaries: [Double]) -> [Double] {
        var fractions = (0...10_000).map { Double($0) / 10_000 }
        for (a, b) in zip(boundaries, boundaries.dropFirst()) where b > a {
            fractions += (0..<8).map { a + (b - a) * (Double($0) + 0.5) / 8 }
        }
        return fractions.sorted()
    }

    /// The largest distance of where Chromium draws the element from this paced motion (Skia's
    /// contour measure as Blink drives it: offset-distance L·P/100, taken modulo L on a path
    /// that ends with a close; animateMotion L·f), over 10,001 instants and 8 inside each segment.
    func browserFigure(_ animation: PathAnimation, lengths: [Double], css: Bool) -> String {
        let others = "Firefox flattens the path in Double to 1e-4, far finer than Skia's chords, and WebKit on Apple platforms measures with Core Graphics: neither is reproduced"
        let path = animation.path
        guard let measure = BlinkPathMeasure(path) else {
            let arc = path.segments.contains { if case .arc = $0 { return true } else { return false } }
            let reason = arc ? "Blink turns arcs into cubics by a decomposition not reproduced here" : "the path's coordinates or length are beyond Float's range, which Blink holds them in"
            return "constant speed by the browser's own measure of the path; \(reason): no figure (\(others))"
        }
        let closed = pathData.trimmingCharacters(in: .whitespacesAndNewlines).last.map { "zZ".contains($0) } ?? false
        var worst = 0.0
        for f in Self.sampleFractions(boundaries: Self.pacedFractions(lengths)) {
            let p = css ? measure.offsetPathPosition(at: f, closed: closed) : measure.animateMotionPosition(at: f)
            worst = max(worst, (SIMD2<Double>(p) - animation.value(at: f)).magnitude)
        }
        return "largest distance from this motion over 10,001 instants and 8 inside each segment as Chromium draws it: \(CSVTable.format(worst)) (Skia's contour measure: chords within 0.5 units, in Float; \(others))"
    }
}
