import ArgumentParser
import CurveTables
import Foundation
import Keyframes
import Paths
import Springs
import Timelines
import TimingCurves

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Checks another implementation's samples against the exact values: max and RMS error, ulps, worst rows.",
        discussion: """
            FILE.csv has a header row naming its columns, then one sample per line. The reference is \
            one of: --easing EASING (columns x,y: y = easing(x); with --as ENGINE, a cubic-bezier \
            curve as that engine renders it, to check a port of its solver); --spring with the spring's options \
            (as for `spring`: --mass/--stiffness/--damping, --perceptual-duration/--bounce, \
            --response/--damping-ratio, --settling-duration/--damping-ratio or --preset, and --from, \
            --to, --initial-velocity; columns time,value); --keyframes VALUES with --mode and \
            --key-times (scalar keyframes, as for `keyframes`; columns t,value); --timeline SPEC.json \
            (a timeline spec, as for `timeline`; columns time and a track column, --value-column NAME, \
            default the spec's first column; any time, not only frames). --input-column and \
            --value-column name other columns.

            Output (CSV): the summary rows,max_error,rms_error,max_ulps, a blank line, then the \
            --worst N rows (default 5) as line,input,expected,actual,error,ulps (line: the CSV's line, \
            the header being line 1; ulps: how many doubles apart). JSON: {"rows", "max_error", \
            "rms_error", "max_ulps", "tolerance", "passed", "worst": [{…}]}. With --tolerance T the \
            exit status is 1 when max_error > T (the report is still printed; a line on stderr says \
            so), so the command can gate someone else's CI. A bad CSV is an error on stderr with \
            nothing on stdout.

            Examples:
              motioncurves compare ours.csv --easing "cubic-bezier(0.25, 0.1, 0.25, 1)" --tolerance 1e-7
              motioncurves compare spring.csv --spring --perceptual-duration 0.5 --bounce 0.3 --format json
              motioncurves compare keys.csv --keyframes 0,10,5 --mode cubic --worst 3
              motioncurves compare frames.csv --timeline pose.json --value-column offset.x
            """
    )

    @Argument(help: "The CSV of samples (a header row, then one sample per line).") var file: String
    @Option(help: "The reference: an easing (CSS text, a curve name, path(\"…\") or spring(DURATION, BOUNCE)); the CSV's columns x,y.") var easing: String?
    @Option(name: .customLong("as"), help: "With --easing (a cubic-bezier curve): the reference is that engine's rendering (\(engineNames)), not the exact curve.") var engine: String?
    @Option(name: .customLong("animation-duration"), parsing: .unconditional, help: "With --as webkit, webkit-classic or svg-keysplines: the animation's seconds, which set the tolerance (> 0; default 0.3).") var animationDuration: Double?
    @Flag(help: "The reference: a spring given by the spring options; the CSV's columns time,value.") var spring = false
    @Option(help: "The reference: scalar keyframe values, comma-separated (with --mode, --key-times); the CSV's columns t,value.") var keyframes: String?
    @Option(help: "The reference: a JSON timeline spec (as for `timeline`); the CSV's columns time and a track column.") var timeline: String?
    @Option(help: "--keyframes: the calculation mode (default linear).") var mode: String = "linear"
    @Option(name: .customLong("key-times"), help: "--keyframes: key times, one per keyframe.") var keyTimes: String?
    @OptionGroup var parameters: SpringOptions
    @OptionGroup var state: StateOptions
    @Option(name: .customLong("input-column"), help: "The column of inputs (default x, time or t by reference).") var inputColumn: String?
    @Option(name: .customLong("value-column"), help: "The column of values (default y or value by reference).") var valueColumn: String?
    @Option(parsing: .unconditional, help: "Exit with status 1 when the max error exceeds T (≥ 0).") var tolerance: Double?
    @Option(help: "How many of the worst rows to print (≥ 0; default 5).") var worst: Int = 5
    @OptionGroup var output: OutputOptions

    func validate() throws {
        let references = [easing != nil, spring, keyframes != nil, timeline != nil].filter { $0 }.count
        if references != 1 { throw ValidationError("give exactly one reference: --easing, --spring, --keyframes or --timeline") }
        if !spring && !parameters.chosen.isEmpty { throw ValidationError("\(parameters.chosen.joined(separator: ", ")) go with --spring") }
        if let tolerance, !(tolerance >= 0 && tolerance.isFinite) { throw ValidationError("--tolerance must be a finite number ≥ 0, got \(tolerance)") }
        if worst < 0 { throw ValidationError("--worst must be 0 or more, got \(worst)") }
        if engine != nil && easing == nil { throw ValidationError("--as goes with --easing") }
        if animationDuration != nil && engine == nil { throw ValidationError("--animation-duration goes with --as") }
        if let animationDuration, !(animationDuration > 0 && animationDuration.isFinite) {
            throw ValidationError("--animation-duration must be a finite number > 0, got \(animationDuration)")
        }
    }

    func run() throws {
        // The reference first (its errors name options), then the CSV.
        let reference: (Double) -> Double
        let columns: (String, String)
        if let easing {
            let curve = try parseEasing(easing)
            if let engine {
                let (solver, bezier) = try engineSolver(engine, duration: animationDuration ?? 0.3, curve: curve, named: easing)
                reference = { solver.value(of: bezier, at: $0) }
            } else {
                reference = { curve.value(at: $0) }
            }
            columns = ("x", "y")
        } else if spring {
            let parameters = try self.parameters.notedSpring()
            let (from, to, velocity) = (state.from, state.to, state.initialVelocity)
            let animation = try reporting { () throws(SpringError) in
                try SpringAnimation(spring: parameters, from: from, to: to, initialVelocity: velocity)
            }
            reference = { animation.value(at: $0) }
            columns = ("time", "value")
        } else if let timeline {
            let data = try readInput(timeline, option: "--timeline")
            let spec = try reporting { () throws(TimelineError) in try TimelineSpec(json: data) }
            let name = valueColumn ?? spec.columnNames.first ?? ""
            guard let column = spec.column(name) else {
                throw CLIError("--value-column: the timeline has no column \"\(name)\" (columns: \(spec.columnNames.joined(separator: ", ")))")
            }
            reference = column
            columns = ("time", name)
        } else {
            guard let calculationMode = CalculationMode(rawValue: mode) else {
                throw CLIError("--mode must be one of \(CalculationMode.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(mode)\"")
            }
            let values = try numberList(keyframes ?? "", option: "--keyframes")
            let times = try keyTimes.map { try numberList($0, option: "--key-times") }
            let animation = try reporting { () throws(KeyframeError) in
                try KeyframeAnimation(values: values, keyTimes: times, calculationMode: calculationMode)
            }
            reference = { animation.value(at: $0) }
            columns = ("t", "value")
        }
        let text = try readInputText(file, option: "samples")
        let (input, value) = (inputColumn ?? columns.0, valueColumn ?? columns.1)
        let samples = try reporting { () throws(SampleCSVError) in try SampleComparison.samples(csv: text, input: input, value: value) }
        let comparison = SampleComparison(samples: samples, reference: reference, worst: worst)
        let passed = tolerance.map { comparison.maxError <= $0 } ?? true
        switch output.format {
        case .csv:
            print(comparison.summaryTable.csv() + "\n" + comparison.worstTable.csv(), terminator: "")
        case .json:
            let n = { (x: Double) in x.isFinite ? x.description : "null" }
            let worstRows = comparison.worstTable.json().trimmingCharacters(in: .whitespacesAndNewlines)
            print("""
                {"rows": \(comparison.count), "max_error": \(n(comparison.maxError)), "rms_error": \(n(comparison.rmsError)), \
                "max_ulps": \(n(comparison.maxULPs)), "tolerance": \(tolerance.map(n) ?? "null"), "passed": \(passed), \
                "worst": \(worstRows)}
                """)
        }
        if !passed {
            FileHandle.standardError.write(Data("compare: max error \(comparison.maxError) exceeds the tolerance \(tolerance!)\n".utf8))
            throw ExitCode(1)
        }
    }
}
