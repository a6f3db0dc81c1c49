import AnimationTiming
import ArgumentParser
import CurveTables
import Foundation
import Keyframes
import Paths
import MotionMath
import Springs
import TimingCurves
import ValueSpaces

struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "A property animation (CABasicAnimation or a Web Animations effect): columns time,value (or time,x,y[,z,w]).",
        discussion: """
            Values are numbers or comma-separated vectors of 2 to 4 components (--from 0,0 --to 10,5). \
            fromValue/toValue/byValue resolve as Core Animation documents (at most two; a missing end \
            is the underlying value --underlying, default 0; none given runs from --previous to the \
            underlying value). --additive (or --composite add|accumulate) adds the animation's value \
            to the underlying value; --cumulative (or --iteration-composite accumulate) adds the end \
            value of each finished iteration. Timing: Core Animation's CAMediaTiming by default \
            (--duration, --begin-time, --speed, --time-offset, --repeat-count, --repeat-duration, \
            --autoreverses, --fill-mode removed|forwards|backwards|both), or --model web for Web \
            Animations (--duration, --delay, --end-delay, --iterations, --iteration-start, \
            --direction normal|reverse|alternate|alternate-reverse, --fill none|forwards|backwards|both|auto, \
            --playback-rate). --easing takes any easing the easing command does (CSS text, a curve name, path("…") or \
            spring(DURATION, BOUNCE), whose settling time spans each iteration; default linear). Rows are \
            the frames i/F for i = 0 … ⌈T·F⌉ (--fps F, default 60; --seconds T, default the end of the \
            animation), or the times in --at FILE, one per line. When the animation is not in \
            effect the value is the underlying value.

            Examples:
              motioncurves animate --from 0 --to 100 --duration 0.5 --easing ease-in-out
              motioncurves animate --model web --from 0,0 --to 10,5 --duration 1 --iterations 2 --direction alternate --format json
            """
    )

    @Option(help: "fromValue: a number or a comma-separated vector.") var from: String?
    @Option(help: "toValue.") var to: String?
    @Option(help: "byValue.") var by: String?
    @Option(help: "The underlying (model) value (default 0, or zeros of the values' dimension; with --kind: 0, the identity rotation 1,0,0,0, transparent, none).") var underlying: String?
    @Option(help: "The previous value, when none of --from, --to, --by is given.") var previous: String?
    @Flag(help: "Core Animation's isAdditive (composite add).") var additive = false
    @Flag(help: "Core Animation's isCumulative (iteration composite accumulate).") var cumulative = false
    @Option(help: "replace, add or accumulate.") var composite: String?
    @Option(name: .customLong("iteration-composite"), help: "replace or accumulate.") var iterationComposite: String?
    @Option(help: "The timing function: CSS text, a curve name, path(\"…\") or spring(DURATION, BOUNCE) (default linear).") var easing: String?
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60; at most 1000000 frames in all).") var fps: Double?
    @Option(parsing: .unconditional, help: "Seconds to cover (≥ 0; default: the animation's end).") var seconds: Double?
    @OptionGroup var file: AtFileOption
    @OptionGroup var timingOptions: TimingModelOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if file.given != nil && (fps != nil || seconds != nil) {
            throw ValidationError("give either \(file.spelling) or --fps/--seconds, not both")
        }
        if additive && composite != nil { throw ValidationError("give either --additive or --composite, not both") }
        if cumulative && iterationComposite != nil { throw ValidationError("give either --cumulative or --iteration-composite, not both") }
    }

    @OptionGroup var valueKinds: ValueKindArguments

    func run() throws {
        let valueKind = try valueKinds.valueKind()
        if valueKind != .number {
            try runValueKind(valueKind)
            return
        }
        let parsed = try [("--from", from), ("--to", to), ("--by", by), ("--underlying", underlying), ("--previous", previous)]
            .map { name, text in try text.map { try vector($0, option: name) } }
        let dimensions = Set(parsed.compactMap { $0?.count })
        guard dimensions.count <= 1 else {
            throw CLIError("--from, --to, --by, --underlying and --previous must have the same number of components, got \(dimensions.sorted())")
        }
        switch dimensions.first ?? 1 {
        case 1: try animate(parsed, Double.self)
        case 2: try animate(parsed, SIMD2<Double>.self)
        case 3: try animate(parsed, SIMD3<Double>.self)
        case 4: try animate(parsed, SIMD4<Double>.self)
        default: throw CLIError("values have 1 to 4 components, got \(dimensions.first!)")
        }
    }

    /// A number or a comma-separated vector of finite numbers.
    func vector(_ text: String, option: String) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count) else { throw CLIError("\(option): give 1 to 4 comma-separated numbers, got \"\(excerpt(text))\"") }
        return try parts.map { try finiteNumber($0.trimmingCharacters(in: .whitespaces), name: option) }
    }

    func compositeOperation() throws -> (CompositeOperation, Bool) {
        var operation: CompositeOperation = additive ? .add : .replace
        if let composite {
            guard let value = CompositeOperation(rawValue: composite) else {
                throw CLIError("--composite must be replace, add or accumulate, got \"\(composite)\"")
            }
            operation = value
        }
        var accumulates = cumulative
        if let iterationComposite {
            switch iterationComposite {
            case "replace": accumulates = false
            case "accumulate": accumulates = true
            default: throw CLIError("--iteration-composite must be replace or accumulate, got \"\(iterationComposite)\"")
            }
        }
        return (operation, accumulates)
    }

    /// The timing function (`--easing`, default linear).
    func timingFunction() throws -> any TimingCurve {
        guard let easing else { return EasingFunction.linear(.identity) }
        return try parseEasing(easing, option: "--easing")
    }

    /// The row times: the file's, or frames at `--fps` up to `--seconds` (default: the animation's end).
    func times(for timing: AnimationTiming) throws -> [Double] {
        if file.given != nil { return try rowTimes(file, seconds: 0, fps: fps) }
        let span = seconds ?? timingOptions.defaultSeconds(timing)
        guard span.isFinite else { throw CLIError("the animation never ends: give --seconds") }
        return try rowTimes(file, seconds: span, fps: fps)
    }

    func animate<V: AnimatableVector>(_ parsed: [[Double]?], _: V.Type) throws {
        let values = parsed.map { $0.map { V(components: $0) } }
        let timing = try timingOptions.timing()
        let (operation, accumulates) = try compositeOperation()
        let function = try timingFunction()
        let animation = try reporting { () throws(AnimationTimingError) in
            try PropertyAnimation(values: .basic(from: values[0], to: values[1], by: values[2]), timing: timing,
                                  timingFunction: function, composite: operation, accumulatesIterations: accumulates)
        }
        let rowTimes = try times(for: timing)
        let underlying = values[3] ?? .zero
        let header = V.zero.components.count == 1 ? ["time", "value"] : ["time"] + ["x", "y", "z", "w"].prefix(V.zero.components.count)
        var rows: [[Double]] = []
        rows.reserveCapacity(rowTimes.count)
        for t in rowTimes {
            let value = try reporting { () throws(AnimationTimingError) in try animation.value(at: t, underlying: underlying, previous: values[4]) }
            rows.append([t] + value.components)
        }
        try output.emit(CSVTable(header: header, rows: rows))
    }
}

extension AnimateCommand {
    /// `--kind angle|quaternion|color|transform`: a basic animation in the value's space.
    func runValueKind(_ valueKind: ValueKind) throws {
        if by != nil || previous != nil || additive || cumulative || composite != nil || iterationComposite != nil {
            throw CLIError("--by, --previous, --additive, --cumulative, --composite and --iteration-composite apply to --kind number only")
        }
        let options = try valueKinds.options()
        let timing = try timingOptions.timing()
        let function = try timingFunction()
        let rowTimes = try times(for: timing)
        let table = try reporting { () throws(ValueTableError) in
            try ValueKindTables.propertyTable(
                kind: valueKind, from: from, to: to, underlying: underlying,
                options: options,
                timing: timing, easing: function, times: rowTimes)
        }
        try output.emit(table)
    }
}

