import ArgumentParser
import CurveTables
import Foundation
import Keyframes

struct PathLengthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path-length",
        abstract: "The length of SVG path data (one number).",
        discussion: "Lines, circular arcs and quadratics in closed form; cubics and elliptical arcs by adaptive Gauss–Legendre quadrature. Moves add nothing."
    )

    @Argument(help: "SVG path data, e.g. \"M 0 0 C 0 1 1 1 1 0\".")
    var pathData: String

    func run() throws {
        let path = try reporting { () throws(KeyframeError) in try Path(svgPathData: pathData) }
        print(CSVTable.format(path.length))
    }
}

struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Motion along SVG path data: columns t,x,y,angle.",
        discussion: """
            t is the fraction of the duration. Linear (default): each segment end is a keyframe and \
            segments share the time equally; --paced: constant speed by arc length. angle is the \
            tangent direction atan2(dy, dx) in radians (rotation mode auto); --tangent adds the unit \
            tangent tx,ty (where the derivative vanishes, its limit direction; (1, 0) for a path \
            with nothing to draw). A path with nothing to draw (M 10 10) stays at its start.
            """
    )

    @Argument(help: "SVG path data.")
    var pathData: String
    @Flag(help: "Constant speed along the path (calculation mode paced).")
    var paced = false
    @Flag(help: "Add the unit tangent as columns tx,ty.")
    var tangent = false
    @OptionGroup var options: FractionOptions

    func run() throws {
        let fractions = try options.values()
        let (data, isPaced) = (pathData, paced)
        let animation = try reporting { () throws(KeyframeError) in
            try PathAnimation(path: Path(svgPathData: data), paced: isPaced)
        }
        guard tangent else {
            let rows = zip(fractions, animation.samples(at: fractions)).map { [$0, $1.position.x, $1.position.y, $1.angle] }
            print(CSVTable(header: ["t", "x", "y", "angle"], rows: rows).csv(), terminator: "")
            return
        }
        let rows = zip(fractions, animation.samplesWithTangents(at: fractions)).map {
            [$0, $1.position.x, $1.position.y, $1.angle, $1.tangent.x, $1.tangent.y]
        }
        print(CSVTable(header: ["t", "x", "y", "angle", "tx", "ty"], rows: rows).csv(), terminator: "")
    }
}
