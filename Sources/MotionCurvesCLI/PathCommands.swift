import ArgumentParser
import CurveTables
import Foundation
import Keyframes
import Paths

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

            Examples:
              motioncurves path "M 0 0 C 0 1 1 1 1 0" --paced --samples 11
              motioncurves path "M 0 0 L 10 0 L 10 10" --rotation auto-reverse --derivative --at fractions.txt
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
    @OptionGroup var options: FractionOptions
    @OptionGroup var output: OutputOptions

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
