import MotionMath
import ArgumentParser
import CurveTables
import Foundation
import Keyframes
import Paths
import TimingCurves
import ValueSpaces

/// `--samples N | --at FILE` (`--times FILE`, hidden): fractions of the duration, shared by the
/// keyframe and path commands.
struct FractionOptions: ParsableArguments {
    @Option(help: "Evaluate at N evenly spaced fractions from 0 to 1 inclusive (2 ≤ N ≤ 1000000; default 101).")
    var samples: Int?
    @OptionGroup var file: AtFileOption

    func validate() throws {
        if samples != nil && file.given != nil { throw ValidationError("give either --samples or \(file.spelling), not both") }
        try checkSamples(samples, atLeast: 2)
    }

    /// The fractions, read and checked before anything is printed.
    func values() throws -> [Double] {
        try file.numbers() ?? TimingCurveTables.evenInputs(samples ?? 101)
    }
}

/// Parses a comma-separated list of finite numbers for `option`.
func numberList(_ text: String, option: String) throws -> [Double] {
    let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    return try fields.enumerated().map { index, field in
        guard let value = Double(field), value.isFinite else {
            throw CLIError("\(option): entry \(index + 1) \"\(field)\" is not a finite number")
        }
        return value
    }
}

struct KeyframesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyframes",
        abstract: "A keyframe animation (CAKeyframeAnimation): columns t,value or t,x,y[,z].",
        discussion: """
            --values "0,10,5" animates numbers; "0,0;100,0;100,100" animates 2-D (or 3-D) points. \
            t is the fraction of the duration: --samples N evenly spaced fractions from 0 to 1, or \
            the fractions in --at FILE. --tangent adds the unit tangent, --derivative the derivative \
            with respect to t. Key times, tension, continuity and bias take one \
            comma-separated entry per keyframe. Outside [0, 1] each end segment's formula goes \
            on, or --before/--after MODE extrapolates as Unreal and Unity do: constant (the end \
            held), linear (the end's tangent), cycle, cycleWithOffset (each repeat shifted by \
            last − first) or oscillate (forwards and backwards in turn). --arc above|below|linear \
            joins 2-D points by quarter ellipses as Compose's ArcMode does (the centre a corner of \
            the two keys' box; above bulges towards the smaller y), walked at constant speed \
            (--arc-timing angle: the angle linear in time); one mode, or one per segment.

            --mode bezier: a graph editor's curve (Unity, Unreal, Blender, After Effects): numbers \
            at --key-times in any unit (default 0 to 1), each segment a cubic Bézier in (time, \
            value) whose handles leave along --out-tangents and arrive along --in-tangents (auto, \
            clampedAuto, linear, constant or a slope) and reach --out-weights/--in-weights of the \
            interval (1/3: a Hermite curve). t is then the keys' time; --samples spreads over \
            the keys' span, beyond which the ends are held unless --before/--after extrapolate.

            --kind angle: angles in degrees (--angle-unit radians), "350,10" turns through 0 \
            (--turn shorter, longer, increasing, decreasing or numeric); columns t,angle, unwrapped. \
            --kind quaternion: rotations "w,x,y,z;w,x,y,z" (normalised), slerp for linear, a \
            spherical Catmull-Rom for cubic, constant angular speed for paced; columns t,w,x,y,z. \
            --kind transform: CSS transform lists "rotate(0deg) translateX(10px);rotate(90deg)", \
            interpolated as CSS Transforms 2 specifies (discrete, linear, paced), or through \
            their decomposed matrices (cubic); columns t, m11…m44 (matrix3d order) and css. \
            --kind color: CSS colours "red;oklch(0.7 0.1 200 / 0.5);#0f08", interpolated \
            premultiplied in --space (oklab by default; srgb, srgb-linear, oklch, lab, lch, hsl, \
            hwb, display-p3, display-p3-linear, a98-rgb, prophoto-rgb, rec2020, xyz-d65, \
            xyz-d50) with --hue for \
            polar spaces; columns t, the space's components, alpha (a missing one, CSS none, is \
            an empty cell, null in JSON) and css; a hue column is the interpolated hue, unwrapped \
            along the animation (it may leave [0, 360): 350 to 10 ends at 370), while css prints \
            the colour as browsers do (hue in [0, 360), six significant digits); --gamut clip or \
            oklch-chroma maps the results into sRGB (columns r,g,b). \
            These kinds take the modes discrete, linear, paced and cubic.

            Examples:
              motioncurves keyframes --mode cubic --values 0,0.01,0.25,1 --key-times 0,0.1,0.5,1 --samples 11
              motioncurves keyframes --mode paced --values "0,0;3,4;3,0" --derivative --at fractions.txt
              motioncurves keyframes --values 0,10,4 --after cycleWithOffset --at fractions.txt
              motioncurves keyframes --values "0,0;300,300;600,0" --arc above,below --derivative --samples 9
              motioncurves keyframes --mode bezier --values 0,10,4 --key-times 0,0.4,2 --out-weights 0.5 --derivative
              motioncurves keyframes --kind color --values "red;blue" --space oklch --format json
            """
    )

    @Option(help: "Keyframe values: numbers separated by commas, or points separated by semicolons.")
    var values: String
    @Option(help: "Calculation mode: linear, discrete, paced, cubic, cubicPaced, a C2 spline: natural, clamped, notAKnot, periodic, or bezier: graph-editor keys with tangents and weights (default linear).")
    var mode: String = "linear"
    @Option(name: .customLong("key-times"), help: "Key times, one per keyframe (discrete: or one more), from 0 to 1; with --mode bezier, any increasing times (write --key-times=-1,2 for a negative first).")
    var keyTimes: String?
    @Option(parsing: .unconditional, help: "Kochanek–Bartels tension per keyframe (cubic modes).")
    var tension: String?
    @Option(parsing: .unconditional, help: "Kochanek–Bartels continuity per keyframe (cubic modes).")
    var continuity: String?
    @Option(parsing: .unconditional, help: "Kochanek–Bartels bias per keyframe (cubic modes).")
    var bias: String?
    @Option(name: .customLong("start-derivative"), parsing: .unconditional, help: "Clamped spline: the derivative at the start, per unit fraction (a number or x,y[,z]; default 0).")
    var startDerivative: String?
    @Option(name: .customLong("end-derivative"), parsing: .unconditional, help: "Clamped spline: the derivative at the end (default 0).")
    var endDerivative: String?
    @Option(name: .customLong("timing-function"), help: "An easing applied to the whole fraction (CSS text, a curve name, path(\"…\") or spring(DURATION, BOUNCE)).")
    var timingFunction: String?
    @Option(name: .customLong("end-tangent"), help: "Cubic modes: the first and last tangents, parabolic (default) or reflected (phantom end points 2P0 − P1, as three.js).")
    var endTangent: String = "parabolic"
    @Option(help: "2-D points joined by quarter-ellipse arcs (Compose's ArcMode): above, below or linear, one for all segments or one per segment, comma-separated.")
    var arc: String?
    @Option(name: .customLong("arc-timing"), help: "With --arc: paced (constant speed along each arc, as Compose; default) or angle (the ellipse's angle linear in time).")
    var arcTiming: String?
    @Option(name: .customLong("arc-length-accuracy"), help: "cubicPaced: the arc-length inverse's accuracy as a fraction of each piece's length, from 1e-14 to 1e-3 (default 1e-12; the points are within it, and within 1e-13 at the tightest).")
    var arcLengthAccuracy: Double?
    @Option(name: .customLong("periodic-bias"), parsing: .unconditional, help: "Monotone spline of a loop (Compose's periodicBias, 0 to 1): both end slopes are last secant × (1 − B) + first secant × B.")
    var periodicBias: Double?
    @Option(name: .customLong("in-tangents"), help: "--mode bezier: the tangent arriving at each key: auto, clampedAuto, linear, constant or a slope; one per key or one for all (default auto).")
    var inTangents: String?
    @Option(name: .customLong("out-tangents"), help: "--mode bezier: the tangent leaving each key, as --in-tangents.")
    var outTangents: String?
    @Option(name: .customLong("in-weights"), help: "--mode bezier: each in handle's length as a fraction of the previous interval, 0 to 1; one per key or one for all (default 1/3).")
    var inWeights: String?
    @Option(name: .customLong("out-weights"), help: "--mode bezier: each out handle's length as a fraction of the next interval, as --in-weights.")
    var outWeights: String?
    @Option(help: "Before t = 0: constant, linear, cycle, cycleWithOffset or oscillate (Unreal's and Unity's extrapolation; default: the first segment's own formula continued).")
    var before: String?
    @Option(help: "After t = 1: constant, linear, cycle, cycleWithOffset or oscillate (default: the last segment's own formula continued).")
    var after: String?
    @Flag(help: "Add the unit tangent (the derivative normalised; its limit direction where it vanishes) as columns tx[,ty[,tz]].")
    var tangent = false
    @Flag(help: "Add the derivative with respect to t as columns dx[,dy[,dz]] (numbers: derivative).")
    var derivative = false
    @OptionGroup var output: OutputOptions
    @OptionGroup var valueKinds: ValueKindArguments
    @OptionGroup var fractions: FractionOptions

    func run() throws {
        if mode == "bezier" {
            try output.emit(try bezierTable())
            return
        }
        if [inTangents, outTangents, inWeights, outWeights].contains(where: { $0 != nil }) {
            throw CLIError("--in-tangents, --out-tangents, --in-weights and --out-weights apply to --mode bezier only")
        }
        guard let calculationMode = CalculationMode(rawValue: mode) else {
            throw CLIError("--mode must be one of \(CalculationMode.allCases.map(\.rawValue).joined(separator: ", ")), bezier, got \"\(excerpt(mode))\"")
        }
        let valueKind = try valueKinds.valueKind()
        if valueKind != .number {
            try runValueKind(valueKind, mode: calculationMode)
            return
        }
        let points = try values.split(separator: ";", omittingEmptySubsequences: false).map {
            try numberList(String($0), option: "--values")
        }
        let dimension = points.first?.count ?? 0
        guard points.allSatisfy({ $0.count == dimension }) else {
            throw CLIError("--values: every point needs the same number of coordinates (\(dimension) in the first)")
        }
        let times = try fractions.values()
        let keyTimes = try self.keyTimes.map { try numberList($0, option: "--key-times") }
        if arc != nil || arcTiming != nil {
            try output.emit(try arcTable(points, keyTimes: keyTimes, mode: calculationMode, times: times))
            return
        }
        let tension = try self.tension.map { try numberList($0, option: "--tension") }
        let continuity = try self.continuity.map { try numberList($0, option: "--continuity") }
        let bias = try self.bias.map { try numberList($0, option: "--bias") }
        var curve: (any TimingCurve)?
        if let timingFunction {
            do { curve = try parseEasing(timingFunction) } catch { throw CLIError("--timing-function: \(error)") }
        }
        guard let endRule = EndTangentRule(rawValue: endTangent) else {
            throw CLIError("--end-tangent must be one of \(EndTangentRule.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(endTangent)\"")
        }
        let (withTangent, withDerivative) = (tangent, derivative)
        let extrapolation = try self.extrapolation()
        if extrapolation != nil && withTangent {
            throw CLIError("--tangent is not extrapolated: leave out --before and --after, or ask for --derivative")
        }

        if arcLengthAccuracy != nil && calculationMode != .cubicPaced {
            throw CLIError("--arc-length-accuracy applies to --mode cubicPaced only")
        }
        let accuracy = arcLengthAccuracy ?? ArcLengthTable.defaultAccuracy
        let derivatives = try [startDerivative, endDerivative].map { try $0.map { try numberList($0, option: "--start-derivative/--end-derivative") } }
        if derivatives.contains(where: { $0 != nil }) && calculationMode != .clampedSpline {
            throw CLIError("--start-derivative and --end-derivative apply to --mode clamped only")
        }
        func table<V: AnimatableVector>(_ values: [V], columns: [String]) throws -> CSVTable {
            var ends: (start: V, end: V)?
            if calculationMode == .clampedSpline {
                let dimension = values.first?.components.count ?? 1
                func derivative(_ list: [Double]?) throws -> V {
                    guard let list else { return .zero }
                    guard list.count == dimension else { throw CLIError("a clamped end derivative needs \(dimension) number\(dimension == 1 ? "" : "s"), got \(list.count)") }
                    return V(components: list)
                }
                ends = (try derivative(derivatives[0]), try derivative(derivatives[1]))
            }
            let animation = try reporting { () throws(KeyframeError) in
                try KeyframeAnimation(
                    values: values, keyTimes: keyTimes, calculationMode: calculationMode, timingFunction: curve,
                    tensionValues: tension, continuityValues: continuity, biasValues: bias, endDerivatives: ends,
                    periodicBias: periodicBias, endTangentRule: endRule, arcLengthAccuracy: accuracy)
            }
            let base = KeyframeTables.table(animation, fractions: times, columns: columns, extrapolation: extrapolation)
            var (header, rows) = (base.header, base.rows)
            if withTangent {
                header += ["tx", "ty", "tz"].prefix(columns.count)
                rows = zip(rows, times).map { $0 + animation.tangent(at: $1).components }
            }
            if withDerivative {
                header += columns.count == 1 ? ["derivative"] : Array(["dx", "dy", "dz"].prefix(columns.count))
                rows = zip(rows, times).map { row, t in
                    row + (extrapolation.map { animation.derivative(at: t, before: $0.before, after: $0.after) } ?? animation.derivative(at: t)).components
                }
            }
            return CSVTable(header: header, rows: rows)
        }
        let result: CSVTable
        if points.count == 1 || dimension == 1 {
            // Scalars: "0,10,5" (one group) or "0;10;5".
            let scalars = points.count == 1 ? points[0] : points.map { $0[0] }
            result = try table(scalars, columns: ["value"])
        } else if dimension == 2 {
            result = try table(points.map { SIMD2($0[0], $0[1]) }, columns: ["x", "y"])
        } else if dimension == 3 {
            result = try table(points.map { SIMD3($0[0], $0[1], $0[2]) }, columns: ["x", "y", "z"])
        } else {
            throw CLIError("--values: points need 2 or 3 coordinates, got \(dimension)")
        }
        try output.emit(result)
    }
}

extension KeyframesCommand {
    /// `--mode bezier`: a graph-editor curve (Keyframes' `BezierKeyframeCurve`) of numbers at
    /// times in the keys' own unit; columns t,value (+ derivative).
    func bezierTable() throws -> CSVTable {
        guard try valueKinds.valueKind() == .number, tension == nil, continuity == nil, bias == nil, startDerivative == nil,
              endDerivative == nil, timingFunction == nil, endTangent == "parabolic", arc == nil, arcTiming == nil,
              periodicBias == nil, !tangent else {
            throw CLIError("--mode bezier takes --values (numbers), --key-times, --in-tangents, --out-tangents, --in-weights, --out-weights, --before, --after and --derivative")
        }
        let values = try numberList(self.values, option: "--values")
        func texts(_ text: String?) -> [String]? {
            text.map { $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } }
        }
        let keyTimes = try self.keyTimes.map { try numberList($0, option: "--key-times") }
        let inWeights = try self.inWeights.map { try numberList($0, option: "--in-weights") }
        let outWeights = try self.outWeights.map { try numberList($0, option: "--out-weights") }
        let curve = try reporting { () throws(KeyframeError) in
            try KeyframeTables.bezierCurve(
                values: values, keyTimes: keyTimes, inTangents: texts(inTangents), outTangents: texts(outTangents),
                inWeights: inWeights, outWeights: outWeights)
        }
        let times = try fractions.file.numbers() ?? KeyframeTables.evenTimes(fractions.samples ?? 101, over: curve.timeRange)
        return KeyframeTables.table(curve, times: times, extrapolation: try extrapolation(), derivative: derivative)
    }

    /// `--arc`: 2-D keyframes joined by arcs (Paths' `ArcAnimation`); columns t,x,y (+ dx,dy).
    func arcTable(_ points: [[Double]], keyTimes: [Double]?, mode: CalculationMode, times: [Double]) throws -> CSVTable {
        guard let arc else { throw CLIError("--arc-timing applies with --arc only") }
        guard points.first?.count == 2 else { throw CLIError("--arc joins 2-D points (\"x,y;x,y\"), got \(points.first?.count ?? 0) coordinates") }
        guard mode == .linear, tension == nil, continuity == nil, bias == nil, startDerivative == nil, endDerivative == nil,
              periodicBias == nil, timingFunction == nil, before == nil, after == nil, !tangent else {
            throw CLIError("--arc takes --values, --key-times, --arc-timing and --derivative; its segments are arcs or lines, not --mode \(self.mode)")
        }
        let modes = try arc.split(separator: ",", omittingEmptySubsequences: false).map { name throws -> ArcMode in
            guard let mode = ArcMode(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                throw CLIError("--arc: each mode is above, below or linear, got \"\(excerpt(String(name)))\"")
            }
            return mode
        }
        let paced: Bool
        switch arcTiming ?? "paced" {
        case "paced": paced = true
        case "angle": paced = false
        case let other: throw CLIError("--arc-timing must be paced or angle, got \"\(excerpt(other))\"")
        }
        let animation = try reporting { () throws(PathError) in
            try ArcAnimation(values: points.map { SIMD2($0[0], $0[1]) }, keyTimes: keyTimes, modes: modes, paced: paced)
        }
        return KeyframeTables.table(animation, fractions: times, derivative: derivative)
    }

    /// `--before` and `--after` (each defaulting to constant when only the other is given), or nil
    /// when neither is.
    func extrapolation() throws -> (before: Extrapolation, after: Extrapolation)? {
        guard before != nil || after != nil else { return nil }
        func mode(_ text: String?, _ option: String) throws -> Extrapolation {
            guard let text else { return .constant }
            guard let mode = Extrapolation(rawValue: text) else {
                throw CLIError("\(option) must be one of \(Extrapolation.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(excerpt(text))\"")
            }
            return mode
        }
        return (try mode(before, "--before"), try mode(after, "--after"))
    }

    /// `--kind angle|quaternion|color|transform`: keyframes in the value's own interpolation space.
    func runValueKind(_ valueKind: ValueKind, mode calculationMode: CalculationMode) throws {
        let options = try valueKinds.options()
        if tangent || derivative || startDerivative != nil || endDerivative != nil || before != nil || after != nil || periodicBias != nil || arc != nil || arcTiming != nil {
            throw CLIError("--tangent, --derivative, --start-derivative, --end-derivative, --periodic-bias, --before, --after and --arc apply to --kind number only")
        }
        guard let endRule = EndTangentRule(rawValue: endTangent) else {
            throw CLIError("--end-tangent must be one of \(EndTangentRule.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(endTangent)\"")
        }
        // Angles: one number per keyframe, separated by commas (or semicolons); the others: one value per ';'.
        let texts = valueKind == .angle
            ? values.split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init)
            : values.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let times = try fractions.values()
        var curve: (any TimingCurve)?
        if let timingFunction {
            do { curve = try parseEasing(timingFunction) } catch { throw CLIError("--timing-function: \(error)") }
        }
        let keyTimes = try self.keyTimes.map { try numberList($0, option: "--key-times") }
        let tension = try self.tension.map { try numberList($0, option: "--tension") }
        let continuity = try self.continuity.map { try numberList($0, option: "--continuity") }
        let bias = try self.bias.map { try numberList($0, option: "--bias") }
        let table = try reporting { () throws(ValueTableError) in
            try ValueKindTables.table(
                kind: valueKind, values: texts, options: options,
                keyTimes: keyTimes, mode: calculationMode, timingFunction: curve,
                tension: tension, continuity: continuity, bias: bias, endTangentRule: endRule, fractions: times)
        }
        try output.emit(table)
    }
}

