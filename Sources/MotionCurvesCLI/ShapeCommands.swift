import ArgumentParser
import CurveTables
import DeformableBall
import Foundation
import Keyframes
import Paths
import Springs
import TimingCurves

struct BallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ball",
        abstract: "The deformable ball (four cubic Béziers): SVG path data, or a spring's frames as frame,time,factor,path.",
        discussion: """
            A ball of diameter D whose top and bottom move in by extra = (2/5)·D·factor and whose \
            side in --direction moves out by 2·extra (KYAnimatedPageControl's page-control indicator); the \
            resting square's top-left corner is at (0, 0), y pointing down as in SVG. Each control \
            point lies --offset from its end point: page-control = D/3.6, circle = (4/3)·tan(π/8)·D/2, or a \
            number. With --factor F (in [0, 1]) prints one line of SVG path data. With \
            --damped-cosine DAMPING,FREQUENCY (KYSpringLayerAnimation's damped-cosine generator, factor = e^(−D·x)·cos(W·x) at \
            x = i/N, N = Int(duration × fps), i in 0..<N; --duration default 0.8 s, the restore \
            animation) or --spring NAME|MASS,STIFFNESS,DAMPING (a physical spring from factor 1 to \
            0, frames i/fps up to --duration, default the settling time for ε = 0.001; names: \
            default, smooth, snappy, bouncy) prints frame,time,factor,path, factors below 0 being \
            the spring's overshoot. --svg FILE also writes the ball or every frame as one SVG file.

            Examples:
              motioncurves ball --diameter 100 --factor 0.3
              motioncurves ball --diameter 100 --spring bouncy --fps 30 --svg frames.svg
            """
    )

    @Option(parsing: .unconditional, help: "The diameter D (> 0).")
    var diameter: Double
    @Option(parsing: .unconditional, help: "The factor in [0, 1] (one ball).")
    var factor: Double?
    @Option(help: "The side that stretches: left or right (default left).")
    var direction: String = "left"
    @Option(parsing: .unconditional, help: "Control-point offset: page-control (D/3.6, KYAnimatedPageControl's), circle ((4/3)·tan(π/8)·D/2) or a number ≥ 0 (default page-control).")
    var offset: String = "page-control"
    @Option(name: .customLong("damped-cosine"), parsing: .unconditional, help: "DAMPING,FREQUENCY of KYSpringLayerAnimation's damped-cosine generator e^(−D·x)·cos(W·x) driving the factor from 1 to 0.")
    var dampedCosine: String?
    @Option(help: "A physical spring driving the factor from 1 to 0: default, smooth, snappy, bouncy, or MASS,STIFFNESS,DAMPING.")
    var spring: String?
    @Option(parsing: .unconditional, help: "Seconds (> 0; default 0.8 for --damped-cosine, the settling time for --spring).")
    var duration: Double?
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60; at most 1000000 frames in all).")
    var fps: Double?
    @Option(help: "Also write the ball, or every frame, as one SVG file.")
    var svg: String?
    @OptionGroup var output: OutputOptions

    func run() throws {
        let modes = [factor != nil, dampedCosine != nil, spring != nil].filter { $0 }.count
        guard modes == 1 else { throw CLIError("give exactly one of --factor, --damped-cosine or --spring") }
        guard let side = BallShape.Direction(rawValue: direction) else {
            throw CLIError("--direction must be left or right, got \"\(direction)\"")
        }
        let rule: BallShape.OffsetRule
        switch offset {
        case "page-control": rule = .kyAnimatedPageControl
        case "circle": rule = .circle
        default: rule = .value(try finiteNumber(offset, name: "--offset"))
        }
        let d = diameter
        if let factor {
            if duration != nil || fps != nil { throw CLIError("--duration and --fps apply to --damped-cosine and --spring only") }
            let ball = try reporting { () throws(KeyframeError) in try BallShape(diameter: d, factor: factor, direction: side, offset: rule) }
            if let svg { try writeSVG([(ball, "factor \(CSVTable.format(factor))")], to: svg) }
            print(ball.svgPathData)
            return
        }
        let rate = fps ?? 60
        var frames: [(time: Double, factor: Double)] = []
        if let dampedCosine {
            let pair = try numberList(dampedCosine, option: "--damped-cosine")
            guard pair.count == 2 else { throw CLIError("--damped-cosine needs DAMPING,FREQUENCY, got \(pair.count) number\(pair.count == 1 ? "" : "s")") }
            let seconds = duration ?? 0.8
            let generator = try reporting { () throws(SpringError) in
                try DampedCosineKeyframes(damping: pair[0], frequency: pair[1], duration: seconds, fps: rate)
            }
            let values = try reporting { () throws(SpringError) in try generator.frames(from: 1.0, to: 0.0) }
            frames = values.map { ($0.x * seconds, $0.value) }
        } else if let spring {
            let model: Spring
            switch spring {
            case "default": model = .coreAnimationDefault
            case "smooth": model = .smooth
            case "snappy": model = .snappy
            case "bouncy": model = .bouncy
            default:
                let v = try numberList(spring, option: "--spring")
                guard v.count == 3 else { throw CLIError("--spring needs a name (default, smooth, snappy, bouncy) or MASS,STIFFNESS,DAMPING, got \"\(spring)\"") }
                model = try reporting { () throws(SpringError) in try Spring(mass: v[0], stiffness: v[1], damping: v[2]) }
            }
            let length = duration
            frames = try reporting { () throws(SpringError) -> [(time: Double, factor: Double)] in
                let animation = try SpringAnimation(spring: model, from: 1.0, to: 0.0)
                let seconds: Double
                if let length {
                    try SpringError.check("duration", length, "greater than 0") { $0 > 0 }
                    seconds = length
                } else {
                    seconds = try animation.settlingTime(epsilon: 0.001)
                }
                let times = try SpringTables.frameTimes(duration: seconds, fps: rate)
                return times.map { ($0, animation.value(at: $0)) }
            }
        }
        let factors = frames.map(\.factor)
        let balls = try reporting { () throws(KeyframeError) in try BallShape.frames(factors: factors, diameter: d, direction: side, offset: rule) }
        if let svg {
            try writeSVG(zip(frames, balls).enumerated().map { i, pair in
                (pair.1, "frame \(i), t = \(CSVTable.format(pair.0.time)) s, factor \(CSVTable.format(pair.0.factor))")
            }, to: svg)
        }
        var text = "frame,time,factor,path\n"
        for (i, (frame, ball)) in zip(frames, balls).enumerated() {
            text += "\(i),\(CSVTable.format(frame.time)),\(CSVTable.format(frame.factor)),\(CSVTable.field(ball.svgPathData))\n"
        }
        try output.emit(CSVTable(header: ["frame", "time", "factor"], rows: zip(frames, frames.indices).map { [Double($1), $0.time, $0.factor] },
                             textHeader: ["path"], textRows: balls.map { [$0.svgPathData] }), csv: text)
    }

    /// One SVG document: the balls in a grid of up to 8 columns, each in a cell wide enough for
    /// any factor in [−1, 1] (x from −0.8·D to 1.8·D, y from −0.4·D to 1.4·D around its square).
    func writeSVG(_ balls: [(BallShape, String)], to file: String) throws {
        let d = diameter
        let columns = min(8, max(1, balls.count)), rows = (balls.count + columns - 1) / columns
        let cell = SIMD2(3.0 * d, 2.2 * d)
        let f = { (x: Double) in CSVTable.format(x) }
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(f(cell.x * Double(columns))) \(f(cell.y * Double(rows)))" \
            width="\(f(cell.x * Double(columns)))" height="\(f(cell.y * Double(rows)))">

            """
        for (i, (ball, title)) in balls.enumerated() {
            let corner = SIMD2(Double(i % columns) * cell.x + 1.0 * d, Double(i / columns) * cell.y + 0.6 * d)
            text += "  <g transform=\"translate(\(f(corner.x)) \(f(corner.y)))\"><title>\(title)</title>"
            text += "<rect x=\"0\" y=\"0\" width=\"\(f(d))\" height=\"\(f(d))\" fill=\"none\" stroke=\"#ccc\" stroke-width=\"\(f(d / 100))\"/>"
            text += "<path d=\"\(ball.svgPathData)\" fill=\"#4a90d9\"/></g>\n"
        }
        text += "</svg>\n"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw CLIError("--svg: cannot write \(file): \(error.localizedDescription)")
        }
    }
}

struct MorphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "morph",
        abstract: "Path morphing as CAShapeLayer does it: columns t,path (SVG path data).",
        discussion: """
            Interpolates two paths with the same commands control point by control point: \
            path(t) = from + (to − from)·e(t) for every coordinate, e the --easing (default linear). \
            Paths of different structure are an error naming the first difference, unless \
            --normalize (ours, not Core Animation's): lines and quadratics raised to cubics, \
            segments split at half their arc length until both have as many, closed subpaths \
            started at the best-matching segment. Elliptical arcs are not morphed. Each row holds \
            a whole path: rows × segments is at most 1,000,000.

            Examples:
              motioncurves morph --from "M 0 0 L 10 0" --to "M 0 10 L 10 10" --samples 3
              motioncurves morph --from "M 0 0 L 1 0" --to "M 0 0 Q 1 1 2 0" --normalize --easing ease-in --format json
            """
    )

    @Option(help: "The path at t = 0 (SVG path data).")
    var from: String
    @Option(help: "The path at t = 1 (SVG path data).")
    var to: String
    @Flag(help: "Give the paths a common structure first (ours; shapes unchanged).")
    var normalize = false
    @Option(help: "An easing applied to t (CSS text, a curve name, path(\"…\") or spring(DURATION, BOUNCE)).")
    var easing: String?
    @OptionGroup var fractions: FractionOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let times = try fractions.values()
        let curve = try easing.map { try parseEasing($0, option: "--easing") }
        let (source, target, normalizing) = (from, to, normalize)
        let (a, b) = try reporting { () throws(PathError) -> (Path, Path) in
            let a = try Path(svgPathData: source), b = try Path(svgPathData: target)
            return normalizing ? try PathMorph.normalized(a, b) : (a, b)
        }
        let segments = max(a.segments.count, b.segments.count, 1)
        guard times.count <= TableSpec.maximumRows / segments else {
            throw CLIError("\(times.count) rows of \(segments) segments: at most \(TableSpec.maximumRows) segments in all rows; lower --samples")
        }
        let paths = try reporting { () throws(PathError) -> [Path] in
            try PathMorph(paths: [a, b], timingFunction: curve).values(at: times)
        }
        var text = "t,path\n"
        for (t, path) in zip(times, paths) { text += "\(CSVTable.format(t)),\(CSVTable.field(path.svgPathData))\n" }
        try output.emit(CSVTable(header: ["t"], rows: times.map { [$0] }, textHeader: ["path"], textRows: paths.map { [$0.svgPathData] }), csv: text)
    }
}
