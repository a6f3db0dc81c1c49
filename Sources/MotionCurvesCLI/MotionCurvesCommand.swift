import ArgumentParser
import CurveTables
import Foundation
import Keyframes
import MotionMath
import Paths
import Springs
import TimingCurves

/// `motioncurves`: curve tables as CSV on stdout (the command-line contract: Guides/CommandLine.md).
/// The executable's `main` calls ``main()``; the CLI fuzz target parses and runs argument vectors
/// through ``run(arguments:)`` in-process.
package struct MotionCurvesCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "motioncurves",
        abstract: "Animation math as CSV: timing curves, easing functions, springs and curve tables.",
        discussion: """
            Every command prints CSV with a header row to stdout (--format json: an array of objects, \
            one per row), numbers as the shortest text that reads back as the same Double. Parameter \
            values come from --samples N or --at FILE (one number per line). Errors go to stderr \
            with a non-zero exit, and nothing is printed to stdout when a command fails.

            Examples:
              motioncurves bezier 0.25 0.1 0.25 1 --samples 5
              motioncurves spring --preset bouncy --describe
              motioncurves compare ours.csv --easing ease --tolerance 1e-9
              motioncurves --generate-completion-script zsh
            """,
        subcommands: [
            BezierCommand.self, EasingCommand.self, EngineErrorCommand.self, ExportCommand.self, BakeCommand.self, LottieCommand.self, SpringCommand.self, SettlingDurationCommand.self,
            SpringKeyframesCommand.self, KeyframesCommand.self, PathCommand.self, PathLengthCommand.self,
            TimelineCommand.self, FramesCommand.self, AnimateCommand.self, FitBezierCommand.self, CSSLinearCommand.self, TablesCommand.self,
            BallCommand.self, MorphCommand.self, DecayCommand.self, FrictionCommand.self, GravityCommand.self, FlingCommand.self, InertiaCommand.self, RubberBandCommand.self, StaggerCommand.self, OscillatorsCommand.self, TimingCommand.self,
            CatmullRomCommand.self, CompareCommand.self,
        ]
    )

    /// Rejects an unknown command before parsing, so that `motioncurves nosuch --help` fails too
    /// (argument-parser would print the root help and exit 0).
    package static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-") {
            let known = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
            if !known.contains(first) {
                FileHandle.standardError.write(Data(
                    "Error: unknown command '\(first)'; commands: \(known.dropLast().joined(separator: ", "))\n".utf8))
                Foundation.exit(64)
            }
        }
        main(arguments)
    }

    /// Parses `arguments` (without the program name) and runs the command they name, in-process:
    /// what the executable does, without printing help or exiting. Returns the error a run ends
    /// with (a usage error, or a command's own), nil on success.
    package static func run(arguments: [String]) -> (any Error)? {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return nil
        } catch {
            return error
        }
    }
}

/// An error the CLI reports as one line on stderr.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs `body`, turning the library's typed error (each has a printable description) into the
/// CLI's one-line error.
func reporting<T, E: Error & CustomStringConvertible>(_ body: () throws(E) -> T) throws -> T {
    do { return try body() } catch { throw CLIError(error.description) }
}

/// `--samples N | --at FILE` (`--inputs FILE`, hidden), shared by the curve commands.
struct InputOptions: ParsableArguments {
    @Option(help: "Evaluate at N evenly spaced inputs from 0 to 1 inclusive (2 ≤ N ≤ 1000000; default 101).")
    var samples: Int?

    @OptionGroup var file: AtFileOption

    func validate() throws {
        if samples != nil && file.given != nil {
            throw ValidationError("give either --samples or \(file.spelling), not both")
        }
        try checkSamples(samples, atLeast: 2)
    }

    /// The inputs, read and checked before anything is printed.
    func values() throws -> [Double] {
        try file.numbers() ?? TimingCurveTables.evenInputs(samples ?? 101)
    }
}

/// Reads one finite number per line (blank lines are skipped).
func readNumbers(_ path: String, option: String) throws -> [Double] {
    let text = try readInputText(path, option: option)
    var numbers: [Double] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { continue }
        guard let value = Double(trimmed) else {
            throw CLIError("\(option): \(path) line \(index + 1): not a number: \"\(excerpt(trimmed))\"")
        }
        guard value.isFinite else {
            throw CLIError("\(option): \(path) line \(index + 1): not a finite number: \(excerpt(trimmed))")
        }
        guard numbers.count < TableSpec.maximumRows else {
            throw CLIError("\(option): \(path) has more than \(TableSpec.maximumRows) numbers")
        }
        numbers.append(value)
    }
    return numbers
}

/// Prints an `x,y,slope` table of `curve` at `inputs`.
func printTable(_ curve: some TimingCurve, _ inputs: [Double], _ output: OutputOptions) throws {
    try output.emit(TimingCurveTables.table(curve, inputs: inputs))
}

/// Parses a number argument, accepting a leading minus sign.
func finiteNumber(_ text: String, name: String) throws -> Double {
    guard let value = Double(text), value.isFinite else {
        throw CLIError("\(name) must be a finite number, got \"\(excerpt(text))\"")
    }
    return value
}

struct BezierCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bezier",
        abstract: "A cubic-Bézier timing function: columns x,y,slope.",
        discussion: """
            X1 and X2 must lie in [0, 1]; Y1 and Y2 may be any finite number (negative ones too: \
            bezier 0.68 -0.55 0.265 1.55).

            Examples:
              motioncurves bezier 0.25 0.1 0.25 1 --samples 5
              motioncurves bezier 0.68 -0.55 0.265 1.55 --at inputs.txt --format json
            """
    )

    @Argument(parsing: .allUnrecognized, help: "X1 Y1 X2 Y2, the control points.")
    var controlPoints: [String] = []

    @OptionGroup var input: InputOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        guard controlPoints.count == 4 else {
            throw CLIError("bezier needs four control-point numbers X1 Y1 X2 Y2, got \(controlPoints.count): \(controlPoints.joined(separator: " "))")
        }
        let names = ["X1", "Y1", "X2", "Y2"]
        let v = try zip(controlPoints, names).map { try finiteNumber($0, name: $1) }
        let curve: CubicBezier
        do {
            curve = try CubicBezier(v[0], v[1], v[2], v[3])
        } catch {
            throw CLIError(error.description)
        }
        try printTable(curve, try input.values(), output)
    }
}

/// Parses any easing the CLI accepts (CurveTables' `EasingText`): CSS text or a library curve
/// name, a path easing (`material-emphasized`, `path("<svg path data>")`) or
/// `spring(DURATION, BOUNCE)`.
/// With `option`, the message names the option the text came from.
func parseEasing(_ text: String, option: String? = nil) throws -> any TimingCurve {
    do { return try EasingText.curve(text) } catch {
        throw CLIError(option.map { "\($0): \(error.description)" } ?? error.description)
    }
}

struct EasingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easing",
        abstract: "Any easing function: CSS text, a curve name, a path or a spring. Columns x,y,slope.",
        discussion: """
            EASING is CSS (ease-in, cubic-bezier(0.42, 0, 1, 1), steps(4, jump-both), \
            linear(0, 0.25 75%, 1)), a library name (easeOutBack, easeInEaseOut, material-standard, \
            fastOutSlowIn, material-emphasized, …) or a path easing path("M0,0 C0.05,0 0.133333,0.06 \
            0.166666,0.4 C0.208333,0.82 0.25,1 1,1") (Android PathInterpolator: from (0,0) to (1,1), \
            x increasing; lines, quadratic and cubic Béziers). --path DATA gives the path data alone. \
            spring(DURATION, BOUNCE) is SwiftUI's Spring(duration:bounce:) from 0 to 1 from rest, x \
            spanning its exact settling time (y(1) is within that band of 1, not exactly 1).

            --css prints the canonical CSS text (as browsers serialise the computed value; \
            --exact keeps every digit instead of CSSOM's six decimals); a curve CSS cannot express \
            (a Penner curve, a path, a spring) is an error. --inverse turns the table round: the rows are \
            progresses y (--samples or --at) and the columns y,x: the smallest input x reaching y \
            (monotone curves only). --range prints min_y,max_y over x ∈ [0, 1] (exact: the \
            extrema of a Bézier, the stops of linear(), the ends of a monotone curve, a Penner \
            curve's turning points bisected to adjacent doubles, a spring's first peak). \
            --as ENGINE evaluates a cubic-bezier curve as that engine's shipped solver does \
            (\(engineNames): TimingCurves' EngineSolver; \
            WebKit's tolerance from --animation-duration), beside the exact value and the \
            difference; engine-error maps the largest difference per engine.

            Examples:
              motioncurves easing ease-in-out --samples 5
              motioncurves easing "cubic-bezier(0.42,0,1,1)" --css            # cubic-bezier(0.42, 0, 1, 1)
              motioncurves easing ease-out --inverse --samples 3               # y,x
              motioncurves easing "cubic-bezier(0.68, -0.55, 0.265, 1.55)" --range
              motioncurves easing easeOutBack --at inputs.txt --format json
              motioncurves easing ease --as flutter --samples 11                # x,y,exact,error
            """
    )

    @Argument(help: "The easing function (omit with --path).")
    var easing: String?

    @Option(help: "SVG path data of a path easing from (0,0) to (1,1) whose x increases.")
    var path: String?

    @Flag(help: "Print the canonical CSS text of the easing (one line) instead of a table.")
    var css = false
    @Flag(help: "With --css: every digit (the text reads back as the same curve) instead of six decimals.")
    var exact = false
    @Flag(help: "Rows are progresses y; columns y,x with x the smallest input at which the curve reaches y.")
    var inverse = false
    @Flag(help: "Print the output range over x ∈ [0, 1] as columns min_y,max_y.")
    var range = false
    @Option(name: .customLong("as"), help: "A cubic-bezier curve as an engine's shipped solver evaluates it: \(engineNames); columns x,y,exact,error.")
    var engine: String?
    @Option(name: .customLong("animation-duration"), parsing: .unconditional, help: "With --as webkit, webkit-classic or svg-keysplines: the animation's seconds, which set the tolerance (> 0; default 0.3).")
    var animationDuration: Double?

    @OptionGroup var input: InputOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if easing != nil && path != nil { throw ValidationError("give either an EASING or --path, not both") }
        if easing == nil && path == nil { throw ValidationError("give an EASING (CSS text, a curve name, path(\"…\")) or --path DATA") }
        if [css, inverse, range, engine != nil].filter({ $0 }).count > 1 { throw ValidationError("give at most one of --css, --inverse, --range, --as") }
        if exact && !css { throw ValidationError("--exact goes with --css") }
        if let animationDuration {
            guard engine != nil else { throw ValidationError("--animation-duration goes with --as") }
            guard animationDuration > 0, animationDuration.isFinite else { throw ValidationError("--animation-duration must be a finite number of seconds greater than 0, got \(animationDuration)") }
        }
        if (css || range) && (input.samples != nil || input.file.given != nil) {
            throw ValidationError("--css and --range print one result; --samples and \(input.file.spelling) do not apply")
        }
    }

    func run() throws {
        let curve: any TimingCurve
        if let path {
            curve = try reporting { () throws(PathError) in try PathEasing(svgPathData: path) }
        } else {
            curve = try parseEasing(easing ?? "")
        }
        if let engine {
            let (solver, bezier) = try engineSolver(engine, duration: animationDuration ?? 0.3, curve: curve, named: easing ?? "a path easing")
            try output.emit(TimingCurveTables.engineTable(solver, bezier, inputs: try input.values()))
        } else if css {
            guard let text = EasingText.cssText(of: curve, exact: exact) else {
                throw CLIError("--css: \(easing ?? "the path easing") has no CSS form (path easings, springs, combinators, elastic, bounce and the other curves that are not one cubic polynomial have none; css-linear approximates any curve)")
            }
            print(text)
        } else if range {
            guard let bounds = TimingCurveTables.outputRange(curve) else {
                throw CLIError("--range: no exact range for \(easing ?? "this path easing") (a path easing that is not monotone)")
            }
            try output.emit(CSVTable(header: ["min_y", "max_y"], rows: [[bounds.lowerBound, bounds.upperBound]]))
        } else if inverse {
            let progresses = try input.values()
            let rows = try reporting { () throws(TimingCurveError) in
                try progresses.map { y throws(TimingCurveError) in [y, try curve.input(forProgress: y)] }
            }
            try output.emit(CSVTable(header: ["y", "x"], rows: rows))
        } else {
            try printTable(curve, try input.values(), output)
        }
    }
}

struct TablesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tables",
        abstract: "Writes curve tables as CSV files, with an index.csv: the default set, or a JSON spec.",
        discussion: """
            Without --spec: every named timing curve, the spring presets, the damped-cosine keyframes, \
            Core Animation's keyframe example in every mode and the bounce path. With --spec FILE.json: \
            the tables it lists (schema in Guides/CommandLine.md; at most 1000 tables of 1000000 rows and \
            100000 keyframes each); every table is built before anything is \
            written, so a bad spec writes nothing. Files are written atomically through a buffered \
            writer; one line per file is reported on stderr. Cells hold no NaN or infinity: an \
            undefined value (the infinite slope at a vertical tangent) is an empty cell.

            Examples:
              motioncurves tables --output tables
              motioncurves tables --spec spec.json --output out --precision 6
            """
    )

    @Option(help: "The directory to write into (created if missing).")
    var output: String = "tables"
    @Option(help: "A JSON file listing the tables to write.")
    var spec: String?
    @Option(help: "Fixed digits after the decimal point (0…17; default: the shortest text that reads back exactly).")
    var precision: Int?

    func validate() throws {
        if let precision, !(0...17).contains(precision) { throw ValidationError("--precision must be from 0 to 17, got \(precision)") }
    }

    func run() throws {
        // Build everything first: nothing is written if any table fails.
        var entries: [(file: String, kind: String, parameters: String, table: CSVTable)] = []
        var digits = precision
        if let spec {
            let data = try readInput(spec, option: "--spec")
            let parsed: TableSpec
            do { parsed = try TableSpec(json: data) } catch { throw CLIError(error.description) }
            entries = parsed.entries.map { ($0.file, $0.kind, $0.parameters, $0.table) }
            digits = precision ?? parsed.precision
        } else {
            do { entries += try SpringTables.defaultSet() } catch { throw CLIError(error.description) }
            do { entries += try KeyframeTables.defaultSet() } catch { throw CLIError("\(error)") }
            entries = TimingCurveTables.defaultSet() + entries
        }
        var index = "file,kind,parameters,rows\n"
        for entry in entries {
            index += [entry.file, entry.kind, entry.parameters, String(entry.table.rows.count)].map(CSVTable.field).joined(separator: ",") + "\n"
        }
        try writeAll(entries.map { ($0.file, $0.table) }, index: index, digits: digits)
    }

    /// Writes every table or none: each is written into a staging folder inside the output
    /// directory, every destination is checked, and only then are the files renamed into place
    /// (a rename within one folder is atomic). On any failure the staging folder, and the output
    /// directory if this run created it, are removed.
    func writeAll(_ tables: [(name: String, table: CSVTable)], index: String, digits: Int?) throws {
        let manager = FileManager.default
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        var isDirectory: ObjCBool = false
        let existed = manager.fileExists(atPath: directory.path, isDirectory: &isDirectory)
        if existed && !isDirectory.boolValue { throw CLIError("--output: \(output) is not a directory") }
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CLIError("--output: cannot create \(output): \(error.localizedDescription)")
        }
        let staging = directory.appendingPathComponent(".motioncurves-tables-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
        var moved = false
        defer {
            try? manager.removeItem(at: staging)
            if !moved && !existed { try? manager.removeItem(at: directory) }
        }
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw CLIError("--output: cannot write into \(output): \(error.localizedDescription)")
        }
        for (name, table) in tables {
            do {
                try table.write(to: staging.appendingPathComponent(name), precision: digits, nonFinite: .empty)
            } catch {
                throw CLIError(error.description)
            }
        }
        do {
            try Data(index.utf8).write(to: staging.appendingPathComponent("index.csv"))
        } catch {
            throw CLIError("cannot write \(output)/index.csv: \(error.localizedDescription)")
        }
        let files = tables.map { ($0.name, "\($0.table.rows.count) rows") } + [("index.csv", "\(tables.count) tables")]
        for file in files {
            let destination = directory.appendingPathComponent(file.0)
            var destinationIsDirectory: ObjCBool = false
            if manager.fileExists(atPath: destination.path, isDirectory: &destinationIsDirectory), destinationIsDirectory.boolValue {
                throw CLIError("cannot write \(destination.path): a directory is in the way")
            }
        }
        for file in files {
            let destination = directory.appendingPathComponent(file.0)
            guard rename(staging.appendingPathComponent(file.0).path, destination.path) == 0 else {
                throw CLIError("cannot write \(destination.path): \(String(cString: strerror(errno)).lowercased())")
            }
            moved = true
            FileHandle.standardError.write(Data("wrote \(destination.path) (\(file.1))\n".utf8))
        }
    }
}

/// The names `--as` takes for a timing curve (`EngineSolver.named(duration:)`'s), for help texts.
let engineNames = EngineSolver.named(duration: 1).map(\.name).joined(separator: ", ")

/// The engine solver named `name` (the names of `EngineSolver.named(duration:)`, WebKit's tolerances
/// from `duration`) and the cubic Bézier `curve` is, for `--as`.
/// - Throws: ``CLIError`` for an unknown engine, or a curve that is not a cubic Bézier (`named`
///   says which).
func engineSolver(_ name: String, duration: Double, curve: any TimingCurve, named: String) throws -> (EngineSolver, CubicBezier) {
    guard let solver = EngineSolver.named(name, duration: duration) else {
        throw CLIError("--as must be one of \(engineNames), got \"\(excerpt(name))\"")
    }
    guard let bezier = TimingCurveTables.cubicBezier(of: curve) else {
        throw CLIError("--as: \(named) is not a cubic-bezier curve, which is what the engines' solvers evaluate")
    }
    return (solver, bezier)
}


struct EngineErrorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine-error",
        abstract: "How far each engine's cubic-bezier solver is from the exact curve: columns max_error,at_x,pixels,frames,curve,engine.",
        discussion: """
            For each EASING (a cubic-bezier curve; default: every named curve that is one) and each \
            engine (chromium; webkit, current WebKit at ε = 1/(1000·duration); firefox; \
            webkit-classic, older WebKit's classic solver at 1/(200·duration); svg-keysplines, \
            Blink's and WebKit's SVG keySplines at 1/(200·duration); gecko-smil, Firefox's SVG \
            keySplines; flutter; compose; android, PathInterpolator's polyline; rive; lottie-web; rlottie, also ThorVG's; motion, \
            Motion's own solver), the largest |engine − exact| over 10,001 evenly \
            spaced inputs from 0 to 1 and the first input where it occurs (a lower bound of the \
            engine's worst case, found on that grid), what it is in pixels for a move of \
            --distance pixels (default 100), and in frames at --fps (default 60) of an animation \
            of --duration seconds: the time by which the engine's output there leads or lags the \
            exact curve's, to first order, error/|dy/dx|·duration·fps (inf where the curve is \
            flat).

            Examples:
              motioncurves engine-error ease "cubic-bezier(0.68, -0.55, 0.265, 1.55)"
              motioncurves engine-error --duration 0.2 --distance 400 --format json
            """
    )

    @Argument(help: "cubic-bezier curves (CSS text or names); default every named curve that is one.")
    var easings: [String] = []
    @Option(parsing: .unconditional, help: "Seconds of the animation, for WebKit's tolerances 1/(1000·duration) and, classic, 1/(200·duration) (> 0; default 0.3).")
    var duration: Double = 0.3
    @Option(parsing: .unconditional, help: "Pixels the animation moves, for the pixels column (> 0; default 100).")
    var distance: Double = 100
    @Option(parsing: .unconditional, help: "Frames per second, for the frames column (> 0, at most 1000; default 60).")
    var fps: Double = 60
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard duration > 0, duration.isFinite else { throw ValidationError("--duration must be a finite number greater than 0, got \(duration)") }
        guard distance > 0, distance.isFinite else { throw ValidationError("--distance must be a finite number greater than 0, got \(distance)") }
        guard fps > 0, fps <= 1000 else { throw ValidationError("--fps must be greater than 0 and at most 1000, got \(fps)") }
        guard easings.count <= 1000 else { throw ValidationError("at most 1000 curves, got \(easings.count)") }
    }

    func run() throws {
        var curves: [(name: String, curve: CubicBezier)] = []
        if easings.isEmpty {
            for (name, easing) in EasingFunction.named {
                if let bezier = TimingCurveTables.cubicBezier(of: easing) { curves.append((name, bezier)) }
            }
        } else {
            for text in easings {
                guard let bezier = TimingCurveTables.cubicBezier(of: try parseEasing(text)) else {
                    throw CLIError("\"\(excerpt(text))\" is not a cubic-bezier curve, which is what the engines' solvers evaluate")
                }
                curves.append((text, bezier))
            }
        }
        let engines = EngineSolver.named(duration: duration)
        var rows: [[Double]] = [], texts: [[String]] = []
        for (name, curve) in curves {
            for (engineName, engine) in engines {
                let (error, at) = engine.largestDeviation(of: curve)
                guard !error.isNaN else {
                    throw CLIError("\(engineName) gives no value for \(excerpt(name)) at x = \(CSVTable.format(at)) (its control points are beyond the range of the engine's Float arithmetic)")
                }
                // The time shift, to first order: the error over the exact curve's slope there.
                let slope = abs(curve.derivative(at: at))
                rows.append([error, at, error * distance, slope > 0 ? error / slope * duration * fps : error == 0 ? 0 : .infinity])
                texts.append([name, engineName])
            }
        }
        try output.emit(CSVTable(header: ["max_error", "at_x", "pixels", "frames"], rows: rows, textHeader: ["curve", "engine"], textRows: texts), undefined: ["frames"])
    }
}
