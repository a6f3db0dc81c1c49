import ArgumentParser
import CurveTables
import ValueSpaces

/// `--kind` and the options of the value kinds, shared by `keyframes` and `animate`: read and
/// checked in one place.
struct ValueKindArguments: ParsableArguments {
    @Option(help: "What the values are: number (numbers or vectors; default), angle, quaternion (w,x,y,z), color (CSS text) or transform (CSS text).")
    var kind: String = "number"
    @Option(name: .customLong("angle-unit"), help: "--kind angle: degrees (default) or radians.")
    var angleUnit: String = "degrees"
    @Option(help: "--kind angle: the way round, shorter (default), longer, increasing, decreasing or numeric.")
    var turn: String = "shorter"
    @Option(help: "--kind color: the interpolation space (CSS name; default oklab).")
    var space: String = "oklab"
    @Option(help: "--kind color: the hue interpolation method in polar spaces, shorter (default), longer, increasing or decreasing.")
    var hue: String = "shorter"
    @Option(help: "--kind color: none (default), clip or oklch-chroma: map the results into sRGB.")
    var gamut: String = "none"
    @Option(name: .customLong("matrix-2d"), help: "--kind transform: how two 2-D matrices interpolate, residual (the CSS Transforms 1 text, WebKit; default) or skew (what the web-platform-tests, Chromium and Firefox do).")
    var matrix2D: String = "residual"

    /// The kind.
    func valueKind() throws -> ValueKind {
        guard let value = ValueKind(rawValue: kind) else {
            throw CLIError("--kind must be one of \(ValueKind.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(kind)\"")
        }
        return value
    }

    /// The kinds' options, each checked.
    func options() throws -> ValueKindOptions {
        guard let unit = AngleUnit(rawValue: angleUnit) else {
            throw CLIError("--angle-unit must be one of \(AngleUnit.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(angleUnit)\"")
        }
        guard let way = AngleInterpolation(rawValue: turn) else {
            throw CLIError("--turn must be one of \(AngleInterpolation.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(turn)\"")
        }
        guard let colorSpace = ColorSpace(cssName: space) else {
            throw CLIError("--space must be one of \(ColorSpace.allCases.map(\.cssName).joined(separator: ", ")), got \"\(space)\"")
        }
        guard let hueMethod = AngleInterpolation(rawValue: hue), hueMethod != .numeric else {
            throw CLIError("--hue must be one of shorter, longer, increasing, decreasing, got \"\(hue)\"")
        }
        guard let gamutMapping = GamutMapping(rawValue: gamut) else {
            throw CLIError("--gamut must be one of \(GamutMapping.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(gamut)\"")
        }
        guard let model = Matrix2DModel(rawValue: matrix2D) else {
            throw CLIError("--matrix-2d must be one of \(Matrix2DModel.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(matrix2D)\"")
        }
        return ValueKindOptions(angleUnit: unit, turn: way, colorSpace: colorSpace, hue: hueMethod, gamut: gamutMapping, matrix2D: model)
    }
}
