import ArgumentParser
import CurveTables
import Foundation
import Springs

/// `--mass --stiffness --damping [--allow-overdamping]`, shared by the spring commands.
struct SpringOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Mass m (> 0; default 1, Core Animation's).")
    var mass: Double = 1
    @Option(parsing: .unconditional, help: "Stiffness k in mass units per second² (> 0; default 100).")
    var stiffness: Double = 100
    @Option(parsing: .unconditional, help: "Damping coefficient c in mass units per second (≥ 0; default 10). Not the damping ratio.")
    var damping: Double = 10
    @Flag(help: "Honour damping above critical (default: clamp to critical, as Core Animation and SwiftUI do).")
    var allowOverdamping = false

    func spring() throws -> Spring {
        try reporting { () throws(SpringError) in
            try Spring(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: allowOverdamping)
        }
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
        abstract: "A damped spring in closed form: columns time,value,velocity.",
        discussion: """
            Solves m·x″ + c·x′ + k·(x − to) = 0 with x(0) = from, x′(0) = initial velocity, in every \
            regime. Rows are the frames i/F for i = 0 … ⌈T·F⌉ (F = --fps, default 60; T = --duration, \
            default the exact settling time for --epsilon), or the times in --times FILE.
            """
    )

    @OptionGroup var parameters: SpringOptions
    @OptionGroup var state: StateOptions

    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60).")
    var fps: Double?
    @Option(help: "Evaluate at the times (seconds) in FILE, one per line, in order.")
    var times: String?
    @Option(parsing: .unconditional, help: "Seconds to cover (≥ 0; default: the exact settling time).")
    var duration: Double?
    @Option(parsing: .unconditional, help: "Settling band relative to |to − from| (> 0; default 0.001), for the default duration.")
    var epsilon: Double = 0.001

    func validate() throws {
        if times != nil && (fps != nil || duration != nil) {
            throw ValidationError("give either --times or --fps/--duration, not both")
        }
    }

    func run() throws {
        let spring = try parameters.spring()
        let from = state.from, to = state.to, velocity = state.initialVelocity
        let listed = try times.map { try readNumbers($0, option: "--times") }
        let (length, rate, eps) = (duration, fps ?? 60, epsilon)
        let table = try reporting { () throws(SpringError) -> CSVTable in
            try SpringError.check("epsilon", eps, "greater than 0") { $0 > 0 }
            let animation = try SpringAnimation(spring: spring, from: from, to: to, initialVelocity: velocity)
            if let listed { return try SpringTables.table(animation, times: listed) }
            let seconds: Double
            if let length { seconds = length } else { seconds = try animation.settlingTime(epsilon: eps) }
            return try SpringTables.table(animation, times: try SpringTables.frameTimes(duration: seconds, fps: rate))
        }
        print(table.csv(), terminator: "")
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
            """
    )

    @OptionGroup var parameters: SpringOptions
    @OptionGroup var state: StateOptions
    @Option(parsing: .unconditional, help: "Settling band relative to |to − from| (> 0; default 0.001).")
    var epsilon: Double?
    @Flag(help: "Core Animation's settlingDuration instead of the exact time.")
    var apple = false

    func run() throws {
        let spring = try parameters.spring()
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
        abstract: "The seed's damped-cosine keyframes: columns frame,x,value.",
        discussion: """
            value = to − (to − from)·e^(−D·x)·cos(W·x) at x = i/N, N = Int(duration × fps), for i in \
            0..<N (the published generator; e.g. D = 5, W = 30 gives 1 − e^(−5x)·cos(30x)); \
            --closing-frame adds x = 1.
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
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60).")
    var fps: Double = 60
    @Flag(help: "Add the closing frame x = 1.")
    var closingFrame = false

    func run() throws {
        let (d, w, t, f, a, b, closing) = (damping, frequency, duration, fps, from, to, closingFrame)
        let table = try reporting { () throws(SpringError) -> CSVTable in
            try SpringTables.table(try DampedCosineKeyframes(damping: d, frequency: w, duration: t, fps: f), from: a, to: b, closingFrame: closing)
        }
        print(table.csv(), terminator: "")
    }
}
