import ArgumentParser
import CurveTables
import Foundation
import MotionMath
import Springs

/// The spring's parameters, shared by the spring commands: mass/stiffness/damping (the default,
/// Core Animation's CASpringAnimation, which runs damping above critical as given; `--swiftui`
/// for SwiftUI's Spring(mass:stiffness:damping:), which clamps it unless
/// `--allow-overdamping`), or one of SwiftUI's and Core Animation's parameterisations, or a preset.
struct SpringOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Mass m (> 0; default 1, Core Animation's). Goes with every parameterisation.")
    var mass: Double?
    @Option(parsing: .unconditional, help: "Stiffness k in mass units per second² (> 0; default 100).")
    var stiffness: Double?
    @Option(parsing: .unconditional, help: "Damping coefficient c in mass units per second (≥ 0; default 10). Not the damping ratio.")
    var damping: Double?
    @Flag(help: "Read --mass/--stiffness/--damping as SwiftUI's Spring(mass:stiffness:damping:), which clamps damping above critical to critical (Core Animation's CASpringAnimation, the default, and Android's SpringForce run it as given).")
    var swiftui = false
    @Flag(help: "With --swiftui: SwiftUI's allowOverDamping, damping above critical as given.")
    var allowOverdamping = false
    @Option(parsing: .unconditional, help: "SwiftUI's bounce b ∈ (−1, 1] (0 critical, > 0 bounces, < 0 overdamped), with --perceptual-duration.")
    var bounce: Double?
    @Option(name: .customLong("perceptual-duration"), parsing: .unconditional, help: "SwiftUI's Spring(duration:bounce:) duration (= CA's perceptualDuration = the response 2π/ωn), seconds (> 0; default 0.5), with --bounce.")
    var perceptualDuration: Double?
    @Option(parsing: .unconditional, help: "SwiftUI's response (the undamped period 2π/ωn, seconds > 0), with --damping-ratio.")
    var response: Double?
    @Option(name: .customLong("damping-ratio"), parsing: .unconditional, help: "The damping ratio ζ = c/(2√(km)) (≥ 0; > 1 overdamped), with --response or --settling-duration.")
    var dampingRatio: Double?
    @Option(name: .customLong("settling-duration"), parsing: .unconditional, help: "Seconds (> 0) in which a unit step from rest settles exactly (ε = 0.001), with --damping-ratio (> 0).")
    var settlingDuration: Double?
    @Option(name: .customLong("origami-tension"), parsing: .unconditional, help: "Origami tension (Rebound, POP, React Native's {tension, friction}): k = (T − 30)·3.62 + 194, m = 1; with --origami-friction.")
    var origamiTension: Double?
    @Option(name: .customLong("origami-friction"), parsing: .unconditional, help: "Origami friction: c = (F − 8)·3 + 25; with --origami-tension.")
    var origamiFriction: Double?
    @Option(parsing: .unconditional, help: "POP's and React Native's bounciness (their default 4 and 8), with --speed.")
    var bounciness: Double?
    @Option(parsing: .unconditional, help: "POP's and React Native's speed (default 12), with --bounciness.")
    var speed: Double?
    @Option(name: .customLong("visual-duration"), parsing: .unconditional, help: "Motion's visualDuration, seconds (> 0), with --bounce (Motion's: damping ratio 1 − bounce clamped to [0.05, 1]).")
    var visualDuration: Double?
    @Option(name: .customLong("motion-duration"), parsing: .unconditional, help: "Motion's duration-based spring {duration, bounce}, seconds (> 0; Motion clamps it to [0.01, 10]), with --bounce.")
    var motionDuration: Double?
    @Option(help: "A named spring: smooth, snappy, bouncy (SwiftUI's), default (Core Animation's m = 1, k = 100, c = 10) or a Material 3 motion-scheme token, material-{standard,expressive}-{fast,default,slow}-{spatial,effects}.")
    var preset: String?

    /// The parameterisations named on the command line.
    var chosen: [String] {
        var names: [String] = []
        if stiffness != nil && dampingRatio != nil && response == nil && settlingDuration == nil {
            names.append("--stiffness/--damping-ratio")
            if damping != nil || swiftui || allowOverdamping { names.append("--damping") }
        } else if stiffness != nil || damping != nil || swiftui || allowOverdamping {
            names.append("--stiffness/--damping")
        }
        if visualDuration != nil { names.append("--visual-duration/--bounce") }
        if motionDuration != nil { names.append("--motion-duration/--bounce") }
        if perceptualDuration != nil || (bounce != nil && visualDuration == nil && motionDuration == nil) { names.append("--perceptual-duration/--bounce") }
        if origamiTension != nil || origamiFriction != nil { names.append("--origami-tension/--origami-friction") }
        if bounciness != nil || speed != nil { names.append("--bounciness/--speed") }
        if response != nil { names.append("--response/--damping-ratio") }
        if settlingDuration != nil { names.append("--settling-duration/--damping-ratio") }
        if preset != nil { names.append("--preset") }
        return names
    }

    func validate() throws {
        let names = chosen
        if names.count > 1 { throw ValidationError("give one way of setting the spring, got \(names.joined(separator: " and "))") }
        if dampingRatio != nil && response == nil && settlingDuration == nil && stiffness == nil {
            throw ValidationError("--damping-ratio goes with --response, --settling-duration or --stiffness")
        }
        if (origamiTension == nil) != (origamiFriction == nil) { throw ValidationError("--origami-tension and --origami-friction go together") }
        if (bounciness == nil) != (speed == nil) { throw ValidationError("--bounciness and --speed go together") }
        if (visualDuration != nil || motionDuration != nil) && bounce == nil {
            throw ValidationError("\(visualDuration != nil ? "--visual-duration" : "--motion-duration") needs --bounce")
        }
        if (response != nil || settlingDuration != nil) && dampingRatio == nil {
            throw ValidationError("\(response != nil ? "--response" : "--settling-duration") needs --damping-ratio")
        }
        if mass != nil, let fixed = preset != nil ? "--preset" : origamiTension != nil ? "--origami-tension" : bounciness != nil ? "--bounciness" : visualDuration != nil ? "--visual-duration" : motionDuration != nil ? "--motion-duration" : nil {
            throw ValidationError("\(fixed) fixes the mass; --mass does not apply")
        }
        if allowOverdamping && !swiftui {
            throw ValidationError("--allow-overdamping goes with --swiftui (Core Animation's and Android's springs never clamp damping)")
        }
    }

    /// The spring, validated by the library.
    /// - Throws: ``CLIError`` with the library's `SpringError` description, or for an unknown preset.
    func spring() throws -> Spring {
        if let preset {
            let presets: [String: Spring] = ["smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy, "default": .coreAnimationDefault]
            if let spring = presets[preset] { return spring }
            if let token = Spring.MaterialToken(rawValue: preset) { return Spring(material: token) }
            throw CLIError("--preset must be one of smooth, snappy, bouncy, default or material-{standard,expressive}-{fast,default,slow}-{spatial,effects}, got \"\(excerpt(preset))\"")
        }
        let m = mass ?? 1
        return try reporting { () throws(SpringError) -> Spring in
            if let origamiTension, let origamiFriction { return try Spring(origamiTension: origamiTension, origamiFriction: origamiFriction) }
            if let bounciness, let speed { return try Spring(bounciness: bounciness, speed: speed) }
            if let visualDuration, let bounce { return try Spring(visualDuration: visualDuration, bounce: bounce) }
            if let motionDuration, let bounce { return try Spring(motionDuration: motionDuration, bounce: bounce) }
            if let stiffness, let dampingRatio, response == nil, settlingDuration == nil {
                return try Spring(stiffness: stiffness, dampingRatio: dampingRatio, mass: m)
            }
            if bounce != nil || perceptualDuration != nil {
                return try Spring(duration: perceptualDuration ?? 0.5, bounce: bounce ?? 0, mass: m)
            }
            if let response, let dampingRatio { return try Spring(response: response, dampingRatio: dampingRatio, mass: m) }
            if let settlingDuration, let dampingRatio {
                return try Spring(settlingDuration: settlingDuration, dampingRatio: dampingRatio, mass: m)
            }
            return try Spring(mass: m, stiffness: stiffness ?? 100, damping: damping ?? 10, allowsOverdamping: !swiftui || allowOverdamping)
        }
    }

    /// The spring of ``spring()``, with a note on standard error when SwiftUI's clamp changed its
    /// damping (the output then describes the clamped spring).
    func notedSpring() throws -> Spring {
        let spring = try spring()
        if spring.effectiveDamping != spring.damping {
            let f = { (x: Double) in CSVTable.format(x) }
            FileHandle.standardError.write(Data("note: damping \(f(spring.damping)) is above critical; SwiftUI's Spring clamps it to \(f(spring.effectiveDamping)) (--allow-overdamping keeps it)\n".utf8))
        }
        return spring
    }
}

/// `--from --to --initial-velocity`.
struct StateOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "The value at t = 0 (default 0).")
    var from: Double = 0
    @Option(parsing: .unconditional, help: "The target the spring settles at (default 1).")
    var to: Double = 1
    @Option(name: .customLong("initial-velocity"), parsing: .unconditional, help: "The velocity at t = 0, value units per second (default 0).")
    var initialVelocity: Double = 0
}

struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "A damped spring in closed form: columns time,value,velocity (--describe: its parameters).",
        discussion: """
            Solves m·x″ + c·x′ + k·(x − to) = 0 with x(0) = from, x′(0) = initial velocity, in every \
            regime. Rows are the frames i/F for i = 0 … ⌈T·F⌉ (F = --fps, default 60; T = --duration, \
            default the exact settling time for --epsilon), or the times (seconds) in --at FILE.

            The spring: --mass/--stiffness/--damping (default 1, 100, 10), Core Animation's \
            CASpringAnimation, which runs damping above critical as given (--swiftui: SwiftUI's \
            Spring(mass:stiffness:damping:), which clamps it to critical unless --allow-overdamping; \
            a note on stderr and requested_damping say when it did); or --perceptual-duration D \
            --bounce B (SwiftUI's Spring(duration:bounce:), CA's perceptualDuration; --duration stays \
            the seconds to cover); or --response R --damping-ratio Z; or --settling-duration S \
            --damping-ratio Z (settles exactly at S); or --preset smooth|snappy|bouncy|default.

            --as RUNTIME|all prints one row per runtime instead: its parameters for this spring \
            (SwiftUI, Core Animation, UIKit, Compose, Android, Flutter, Motion, react-spring, Rebound, React \
            Native, in their units; motion-waapi is Motion handing the spring to the browser as \
            linear() over the first multiple of 50 ms at which it rests, which `export --to motion` \
            prints), when its own rule ends the animation (time and frame at \
            60, 90 and 120 Hz; Compose's, Android's and Rebound's thresholds from --visibility-threshold) \
            and the exact settling time beside them, with a note where the runtime runs the \
            spring differently.

            --describe prints one row instead: mass, stiffness, damping, damping_ratio (ζ), \
            natural_frequency (ωn, rad/s), damped_frequency (ωd, 0 unless underdamped), decay_rate, \
            response (= SwiftUI duration), bounce, settling_time (exact, for --from/--to/ \
            --initial-velocity/--epsilon), ca_settling_duration (Core Animation's settlingDuration; \
            empty (nan) when from = to), requested_damping (the damping given; damping is the one \
            the motion uses), regime (underdamped, criticallyDamped, overdamped).

            Examples:
              motioncurves spring --mass 1 --stiffness 100 --damping 10 --fps 60
              motioncurves spring --perceptual-duration 0.5 --bounce 0.3 --duration 1
              motioncurves spring --response 0.4 --damping-ratio 0.8 --at times.txt --format json
              motioncurves spring --preset bouncy --describe
              motioncurves spring --perceptual-duration 0.5 --bounce 0.3 --to 100 --as all
            """
    )

    @OptionGroup var parameters: SpringOptions
    @OptionGroup var state: StateOptions

    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60; at most 1000000 frames in all).")
    var fps: Double?
    @OptionGroup var file: AtFileOption
    @Option(parsing: .unconditional, help: "Seconds to cover (≥ 0; default: the exact settling time).")
    var duration: Double?
    @Option(parsing: .unconditional, help: "Settling band relative to |to − from| (> 0; default 0.001), for the default duration.")
    var epsilon: Double = 0.001
    @Flag(help: "Print the spring's parameters and settling times (one row) instead of the motion.")
    var describe = false
    @Option(name: .customLong("as"), help: "Print, per runtime, its parameters for this spring and when it ends the animation: swiftui, ca, uikit, compose, android, flutter, motion, motion-waapi, react-spring, react-native, rebound, or all.")
    var runtime: String?
    @Option(name: .customLong("visibility-threshold"), parsing: .unconditional, help: "With --as: Compose's visibility threshold (default 0.01), Android's minimum visible change (default 1, pixels; rotation 0.1, alpha 1/256, scale 1/500) and Rebound's rest thresholds of speed and distance (default 0.005).")
    var visibilityThreshold: Double?
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if runtime != nil && (describe || file.given != nil || fps != nil || duration != nil) {
            throw ValidationError("--as prints one row per runtime at 60, 90 and 120 Hz; --describe, --fps, --duration and \(file.spelling) do not apply")
        }
        if visibilityThreshold != nil && runtime == nil {
            throw ValidationError("--visibility-threshold applies with --as only")
        }
        if file.given != nil && (fps != nil || duration != nil) {
            throw ValidationError("give either \(file.spelling) or --fps/--duration, not both")
        }
        if describe && (file.given != nil || fps != nil || duration != nil) {
            throw ValidationError("--describe prints one row; --fps, --duration and \(file.spelling) do not apply")
        }
    }

    func run() throws {
        let spring = try parameters.notedSpring()
        let from = state.from, to = state.to, velocity = state.initialVelocity
        let listed = try file.numbers()
        let (length, rate, eps) = (duration, fps ?? 60, epsilon)
        if let runtime {
            let runtimes: [SpringRuntime]
            if runtime == "all" {
                runtimes = SpringRuntime.allCases
            } else if let one = SpringRuntime(rawValue: runtime) {
                runtimes = [one]
            } else {
                throw CLIError("--as must be one of \(SpringRuntime.allCases.map(\.rawValue).joined(separator: ", ")) or all, got \"\(excerpt(runtime))\"")
            }
            let table = try reporting { () throws(SpringError) in
                try SpringTables.runtimes(runtimes, spring: spring, from: from, to: to, initialVelocity: velocity, epsilon: eps, visibilityThreshold: visibilityThreshold)
            }
            // A runtime that never ends the animation (an undamped spring) has empty stop cells.
            try output.emit(table, undefined: Set(table.header))
            return
        }
        if describe {
            let description = try reporting { () throws(SpringError) in
                try SpringTables.description(spring, from: from, to: to, initialVelocity: velocity, epsilon: eps)
            }
            // An undamped spring never settles: its settling times are infinite by definition.
            try output.emit(description, undefined: Set(description.header))
            return
        }
        let table = try reporting { () throws(SpringError) -> CSVTable in
            try SpringError.check("epsilon", eps, "greater than 0") { $0 > 0 }
            let animation = try SpringAnimation(spring: spring, from: from, to: to, initialVelocity: velocity)
            if let listed { return try SpringTables.table(animation, times: listed) }
            let seconds: Double
            if let length { seconds = length } else { seconds = try animation.settlingTime(epsilon: eps) }
            return try SpringTables.table(animation, times: try SpringTables.frameTimes(duration: seconds, fps: rate))
        }
        try output.emit(table)
    }
}

struct SettlingDurationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settling-duration",
        abstract: "When a spring has settled, in seconds (one number).",
        discussion: """
            Default: the exact settling time, the last t with |x(t) − to| = ε·|to − from| (ε alone \
            when from = to), found by root-finding on the closed form. --apple: Core Animation's \
            settlingDuration (unit displacement, ε = 0.001; the initial velocity is taken relative to \
            to − from, as CASpringAnimation's initialVelocity).

            Examples:
              motioncurves settling-duration --mass 1 --stiffness 100 --damping 10 --apple
              motioncurves settling-duration --perceptual-duration 0.5 --bounce 0.3 --epsilon 0.01
            """
    )

    @OptionGroup var parameters: SpringOptions
    @OptionGroup var state: StateOptions
    @Option(parsing: .unconditional, help: "Settling band relative to |to − from| (> 0; default 0.001).")
    var epsilon: Double?
    @Flag(help: "Core Animation's settlingDuration instead of the exact time.")
    var apple = false

    func run() throws {
        let spring = try parameters.notedSpring()
        let (from, to, velocity) = (state.from, state.to, state.initialVelocity)
        let seconds: Double
        if apple {
            if epsilon != nil { throw CLIError("--epsilon cannot be combined with --apple (Core Animation's band is fixed at 0.001)") }
            guard to != from else { throw CLIError("--apple needs --from and --to to differ (Core Animation's velocity is relative to the distance)") }
            seconds = try reporting { () throws(SpringError) in try spring.settlingDuration(initialVelocity: velocity / (to - from)) }
        } else {
            let eps = epsilon ?? 0.001
            seconds = try reporting { () throws(SpringError) in
                try spring.settlingTime(from: from, to: to, initialVelocity: velocity, epsilon: eps)
            }
        }
        print(CSVTable.format(seconds))
    }
}

struct SpringKeyframesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring-keyframes",
        abstract: "KYSpringLayerAnimation's damped-cosine keyframes: columns frame,x,value.",
        discussion: """
            value = to − (to − from)·e^(−D·x)·cos(W·x) at x = i/N, N = Int(duration × fps), for i in \
            0..<N (the published generator; e.g. D = 5, W = 30 gives 1 − e^(−5x)·cos(30x)); \
            --closing-frame adds x = 1.

            Examples:
              motioncurves spring-keyframes --damping 5 --frequency 30 --duration 1
              motioncurves spring-keyframes --damping 5 --frequency 30 --closing-frame --format json
            """
    )

    @Option(parsing: .unconditional, help: "Envelope decay D per unit of normalised time (≥ 0).")
    var damping: Double
    @Option(parsing: .unconditional, help: "Angular frequency W, radians per unit of normalised time.")
    var frequency: Double
    @Option(parsing: .unconditional, help: "The value at x = 0 (default 0).")
    var from: Double = 0
    @Option(parsing: .unconditional, help: "The target (default 1).")
    var to: Double = 1
    @Option(parsing: .unconditional, help: "Seconds (> 0; default 1).")
    var duration: Double = 1
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60; at most 1000000 frames in all).")
    var fps: Double = 60
    @Flag(help: "Add the closing frame x = 1.")
    var closingFrame = false
    @OptionGroup var output: OutputOptions

    func run() throws {
        let (d, w, t, f, a, b, closing) = (damping, frequency, duration, fps, from, to, closingFrame)
        let table = try reporting { () throws(SpringError) -> CSVTable in
            try SpringTables.table(try DampedCosineKeyframes(damping: d, frequency: w, duration: t, fps: f), from: a, to: b, closingFrame: closing)
        }
        try output.emit(table)
    }
}
