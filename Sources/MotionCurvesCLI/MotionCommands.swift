import AnimationTiming
import ArgumentParser
import CurveTables
import Foundation
import Keyframes
import Paths
import LinearSolvers
import MotionMath
import SpringSystems
import Springs

/// Writes a motion's `time,value,velocity` rows: at the seconds of `file`, or at the frames i/fps
/// up to `seconds`.
/// - Throws: ``CLIError`` for a non-finite listed time, and as ``rowTimes(_:seconds:fps:)``.
func emitMotionRows(_ motion: some Motion<Double>, _ output: OutputOptions, _ file: AtFileOption, seconds: Double, fps: Double?) throws {
    let times = try rowTimes(file, seconds: seconds, fps: fps)
    if let bad = times.first(where: { !$0.isFinite }) { throw CLIError("\(file.spelling): \(bad) is not a finite time") }
    try output.emit(CSVTable(header: ["time", "value", "velocity"], rows: times.map { [$0, motion.value(at: $0), motion.velocity(at: $0)] }))
}

/// Writes `summary` (one row) for --describe, else the motion's rows as ``emitMotionRows(_:_:_:seconds:fps:)``.
func emitMotion(_ motion: some Motion<Double>, describe: Bool, summary: () -> CSVTable, undefined: Set<String> = [],
                _ output: OutputOptions, _ file: AtFileOption, seconds: Double, fps: Double?) throws {
    if describe { return try output.emit(summary(), undefined: undefined) }
    try emitMotionRows(motion, output, file, seconds: seconds, fps: fps)
}

/// The row times of a time-based command: the seconds in `--at FILE`, or the frames i/F for
/// i = 0 … ⌈T·F⌉.
/// - Throws: ``CLIError`` for a bad file, fps ≤ 0, a negative or non-finite span or too many frames.
func rowTimes(_ file: AtFileOption, seconds: Double, fps: Double?) throws -> [Double] {
    if let listed = try file.numbers() { return listed }
    return try reporting { () throws(SpringError) in try SpringTables.frameTimes(duration: seconds, fps: fps ?? 60) }
}

struct TimingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timing",
        abstract: "A timing model at given times: columns time,iteration,progress,before,phase.",
        discussion: """
            Core Animation's CAMediaTiming (--model ca, the default: --duration, --begin-time, \
            --speed, --time-offset, --repeat-count, --repeat-duration, --autoreverses, --fill-mode) \
            or Web Animations (--model web: --duration (required), --delay, --end-delay, \
            --iterations, --iteration-start, --direction, --fill, --playback-rate). For each time \
            (seconds of the parent / document timeline): the current iteration (0-based; inf after \
            infinitely many), the directed progress in [0, 1] within it, the before flag steps() \
            reads (1 or 0) and the phase (before, active, after). iteration and progress are nan \
            (null in JSON) when the animation has no effect. Rows: the frames i/F up to --seconds T \
            (default the end of the animation) or the times in --at FILE.

            Examples:
              motioncurves timing --duration 1 --repeat-count 2 --autoreverses --fps 10
              motioncurves timing --model web --duration 1 --iterations 3 --direction alternate --delay 0.5 --fill both
              motioncurves timing --model web --duration 2 --at times.txt --format json
            """
    )

    @OptionGroup var timingOptions: TimingModelOptions
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60; at most 1000000 frames in all).") var fps: Double?
    @Option(parsing: .unconditional, help: "Seconds to cover (≥ 0; default: the animation's end).") var seconds: Double?
    @OptionGroup var file: AtFileOption
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if file.given != nil && (fps != nil || seconds != nil) {
            throw ValidationError("give either \(file.spelling) or --fps/--seconds, not both")
        }
    }

    func run() throws {
        let timing = try timingOptions.timing()
        let span = seconds ?? timingOptions.defaultSeconds(timing)
        if file.given == nil && !span.isFinite { throw CLIError("the animation never ends: give --seconds") }
        let times = try rowTimes(file, seconds: span, fps: fps)
        let states = times.map { t -> TimingState in
            switch timing {
            case .coreAnimation(let model): model.state(at: t)
            case .webAnimations(let model): model.state(at: t)
            }
        }
        try output.emit(CSVTable(
            header: ["time", "iteration", "progress", "before"],
            rows: zip(times, states).map { [$0, $1.iteration ?? .nan, $1.progress ?? .nan, $1.beforeFlag ? 1 : 0] },
            textHeader: ["phase"], textRows: states.map { [$0.phase.rawValue] }), undefined: ["iteration", "progress"])
    }
}

struct DecayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decay",
        abstract: "A decelerating glide (UIScrollView's deceleration): columns time,value,velocity.",
        discussion: """
            Velocity shrinks by the factor d (--rate, per millisecond: normal 0.998, fast 0.99) \
            continuously: v(t) = v0·e^(−κt), κ = −1000·ln d, x(t) = x0 + v0·(1 − e^(−κt))/κ, \
            resting at x0 + v0/κ. Rows: the frames i/F up to --duration T (default the settling \
            time, when the remaining distance is --epsilon, default 0.5) or the seconds in --at FILE. \
            --describe prints one row instead: decay_rate (κ, 1/s), resting_point, settling_time.

            --model reanimated: React Native Reanimated's withDecay, frame by frame at --fps (default \
            60) until it ends (it integrates its velocity rule once a frame, so the frame rate \
            changes the glide): --rate is its deceleration, --velocity-factor its velocityFactor, \
            --clamp MIN,MAX its clamp, --rubber-band (or --rubber-band-factor F, default 0.6) its \
            rubber band, --web the web's velocity threshold 1/20 (native: 1). --describe prints \
            end_time,resting_point,frames.

            Examples:
              motioncurves decay --velocity 1500 --fps 60
              motioncurves decay --rate fast --from 100 --velocity -800 --describe
              motioncurves decay --model reanimated --velocity 2000 --clamp 0,300 --rubber-band
            """
    )

    @Option(help: "Deceleration per millisecond: normal (0.998, default), fast (0.99) or a number in (0, 1).")
    var rate: String = "normal"
    @Option(parsing: .unconditional, help: "The value at t = 0 (default 0).") var from: Double = 0
    @Option(parsing: .unconditional, help: "The initial velocity, value units per second.") var velocity: Double
    @Option(parsing: .unconditional, help: "The remaining distance at which the glide counts as settled (> 0; default 0.5).") var epsilon: Double = 0.5
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60; at most 1000000 frames in all).") var fps: Double?
    @Option(parsing: .unconditional, help: "Seconds to cover (≥ 0; default: the settling time).") var duration: Double?
    @OptionGroup var file: AtFileOption
    @Flag(help: "Print decay_rate,resting_point,settling_time (one row) instead of the motion.") var describe = false
    @Option(help: "exact (UIScrollView's deceleration in closed form, default) or reanimated (Reanimated's withDecay, frame by frame).")
    var model: String = "exact"
    @Option(help: "--model reanimated: the clamp MIN,MAX.") var clamp: String?
    @Flag(name: .customLong("rubber-band"), help: "--model reanimated: the rubber band at the clamp (factor 0.6).") var rubberBand = false
    @Option(name: .customLong("rubber-band-factor"), parsing: .unconditional, help: "--model reanimated: the rubber band with this factor (≥ 0).") var rubberBandFactor: Double?
    @Option(name: .customLong("velocity-factor"), parsing: .unconditional, help: "--model reanimated: velocityFactor (> 0; default 1).") var velocityFactor: Double?
    @Flag(help: "--model reanimated: the web's velocity threshold (1/20 instead of 1).") var web = false
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if file.given != nil && (fps != nil || duration != nil) {
            throw ValidationError("give either \(file.spelling) or --fps/--duration, not both")
        }
        guard ["exact", "reanimated"].contains(model) else { throw ValidationError("--model must be exact or reanimated, got \(model)") }
        if model == "exact", clamp != nil || rubberBand || rubberBandFactor != nil || velocityFactor != nil || web {
            throw ValidationError("--clamp, --rubber-band, --rubber-band-factor, --velocity-factor and --web go with --model reanimated")
        }
        if model == "reanimated", file.given != nil || duration != nil {
            throw ValidationError("--model reanimated runs frame by frame until it ends: give --fps, not \(file.given != nil ? file.spelling : "--duration")")
        }
    }

    func run() throws {
        let decay: Decay
        switch rate {
        case "normal": decay = .normal
        case "fast": decay = .fast
        default:
            let number = try finiteNumber(rate, name: "--rate")
            decay = try reporting { () throws(SpringError) in try Decay(decelerationRate: number) }
        }
        if model == "reanimated" { return try runReanimated(deceleration: decay.decelerationRate) }
        let (x0, v0, eps) = (from, velocity, epsilon)
        let animation = try reporting { () throws(SpringError) in
            try DecayAnimation(decay: decay, from: x0, initialVelocity: v0, epsilon: eps)
        }
        try emitMotion(animation, describe: describe, summary: {
            CSVTable(header: ["decay_rate", "resting_point", "settling_time"], rows: [[decay.decayRate, animation.restingPoint, animation.settlingTime]])
        }, output, file, seconds: duration ?? animation.settlingTime, fps: fps)
    }

    /// Reanimated's frames: time, value and its stored velocity, until the glide ends.
    func runReanimated(deceleration: Double) throws {
        var bounds: ClosedRange<Double>?
        if let clamp {
            let parts = clamp.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
            guard parts.count == 2 else { throw CLIError("--clamp takes MIN,MAX, got \(clamp)") }
            let (low, high) = (try finiteNumber(parts[0], name: "--clamp"), try finiteNumber(parts[1], name: "--clamp"))
            guard low <= high else { throw CLIError("--clamp: MIN must be ≤ MAX, got \(clamp)") }
            bounds = low...high
        }
        let factor = rubberBandFactor ?? (rubberBand ? 0.6 : nil)
        let (x0, v0, rate, onWeb, scale) = (from, velocity, fps ?? 60, web, velocityFactor ?? 1)
        let frames = try reporting { () throws(SpringError) in
            try ReanimatedDecay(deceleration: deceleration, velocityFactor: scale, clamp: bounds, rubberBandFactor: factor, web: onWeb)
                .frames(from: x0, velocity: v0, fps: rate)
        }
        if describe {
            let last = frames[frames.count - 1]
            return try output.emit(CSVTable(header: ["end_time", "resting_point", "frames"], rows: [[last.time, last.value, Double(frames.count)]]))
        }
        try output.emit(CSVTable(header: ["time", "value", "velocity"], rows: frames.map { [$0.time, $0.value, $0.velocity] }))
    }
}

struct FrictionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "friction",
        abstract: "Flutter's FrictionSimulation, exactly: columns time,value,velocity.",
        discussion: """
            The velocity is multiplied by --drag D ∈ (0, 1) every second, less --deceleration a \
            against the motion: v(t) = v0·D^t − a·t·sign(v0), x(t) = x0 + v0·(D^t − 1)/ln D − \
            a·t²·sign(v0)/2, until v = 0 (never without a deceleration: the motion approaches \
            x0 − v0/ln D). --through X1,V1 takes Flutter's FrictionSimulation.through: the drag that \
            reaches X1 at speed V1. Rows: the frames i/F up to --duration T (default: when the \
            speed falls to --tolerance, default 0.001) or the seconds in --at FILE. --describe \
            prints stop_time,resting_point,finish_time instead (inf: never).

            Examples:
              motioncurves friction --drag 0.135 --from 100 --velocity 100 --fps 60
              motioncurves friction --drag 0.135 --from 100 --velocity -100 --deceleration 100 --describe
            """
    )

    @Option(parsing: .unconditional, help: "The factor by which the velocity shrinks every second, in (0, 1) (UIScrollView's per-millisecond d is d^1000).") var drag: Double?
    @Option(parsing: .unconditional, help: "The value at t = 0 (default 0).") var from: Double = 0
    @Option(parsing: .unconditional, help: "The initial velocity, value units per second.") var velocity: Double
    @Option(parsing: .unconditional, help: "A constant deceleration against the motion, units per second² (≥ 0; default 0).") var deceleration: Double = 0
    @Option(parsing: .unconditional, help: "The speed below which the motion counts as finished (≥ 0; default 0.001).") var tolerance: Double = 0.001
    @Option(parsing: .unconditional, help: "X1,V1: instead of --drag, the drag that reaches X1 at speed V1 (Flutter's FrictionSimulation.through), finishing there.") var through: String?
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60).") var fps: Double?
    @Option(parsing: .unconditional, help: "Seconds to cover (≥ 0; default: the finish time).") var duration: Double?
    @OptionGroup var file: AtFileOption
    @Flag(help: "Print stop_time,resting_point,finish_time (one row) instead of the motion.") var describe = false
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if file.given != nil && (fps != nil || duration != nil) { throw ValidationError("give either \(file.spelling) or --fps/--duration, not both") }
        if (drag == nil) == (through == nil) { throw ValidationError("give one of --drag or --through") }
        if through != nil && (deceleration != 0 || tolerance != 0.001) { throw ValidationError("--through sets the drag and the tolerance; --deceleration and --tolerance do not apply") }
    }

    func run() throws {
        let motion: FrictionMotion
        if let through {
            let parts = through.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw CLIError("--through must be X1,V1, got \"\(excerpt(through))\"") }
            let end = try finiteNumber(String(parts[0]), name: "--through X1"), endVelocity = try finiteNumber(String(parts[1]), name: "--through V1")
            let (x0, v0) = (from, velocity)
            motion = try reporting { () throws(SpringError) in try FrictionMotion.through(start: x0, end: end, startVelocity: v0, endVelocity: endVelocity) }
        } else {
            let (d, x0, v0, a, tol) = (drag ?? 0, from, velocity, deceleration, tolerance)
            motion = try reporting { () throws(SpringError) in
                try FrictionMotion(drag: d, from: x0, initialVelocity: v0, constantDeceleration: a, velocityTolerance: tol)
            }
        }
        if describe {
            // inf: a motion without a deceleration never stops (and, with tolerance 0, never finishes).
            try output.emit(CSVTable(header: ["stop_time", "resting_point", "finish_time"], rows: [[motion.stopTime, motion.restingPoint, motion.finishTime]]),
                            undefined: ["stop_time", "finish_time"])
            return
        }
        guard let seconds = duration ?? (motion.finishTime.isFinite ? motion.finishTime : nil) else {
            throw CLIError("the motion never finishes (no deceleration and --tolerance 0): give --duration")
        }
        try emitMotionRows(motion, output, file, seconds: seconds, fps: fps)
    }
}

struct GravityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gravity",
        abstract: "Flutter's GravitySimulation: x(t) = x0 + v0·t + a·t²/2; columns time,value,velocity.",
        discussion: """
            Rows: the frames i/F up to --duration T (default: the first time |x| reaches \
            --end-distance, Flutter's isDone) or the seconds in --at FILE. --describe prints \
            finish_time instead (inf: never).

            Examples:
              motioncurves gravity --acceleration 200 --from 100 --end-distance 600 --fps 4
              motioncurves gravity --acceleration -10 --velocity 10 --end-distance 6 --describe
            """
    )

    @Option(parsing: .unconditional, help: "The acceleration, units per second².") var acceleration: Double
    @Option(parsing: .unconditional, help: "The value at t = 0 (default 0).") var from: Double = 0
    @Option(parsing: .unconditional, help: "The initial velocity, units per second (default 0).") var velocity: Double = 0
    @Option(name: .customLong("end-distance"), parsing: .unconditional, help: "The distance from 0 (either side) at which the motion finishes (≥ 0).") var endDistance: Double
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60).") var fps: Double?
    @Option(parsing: .unconditional, help: "Seconds to cover (≥ 0; default: the finish time).") var duration: Double?
    @OptionGroup var file: AtFileOption
    @Flag(help: "Print finish_time (one row) instead of the motion.") var describe = false
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if file.given != nil && (fps != nil || duration != nil) { throw ValidationError("give either \(file.spelling) or --fps/--duration, not both") }
    }

    func run() throws {
        let (a, x0, v0, e) = (acceleration, from, velocity, endDistance)
        let motion = try reporting { () throws(SpringError) in try GravityMotion(acceleration: a, from: x0, initialVelocity: v0, endDistance: e) }
        if describe {
            try output.emit(CSVTable(header: ["finish_time"], rows: [[motion.finishTime]]), undefined: ["finish_time"])  // inf: never
            return
        }
        guard let seconds = duration ?? (motion.finishTime.isFinite ? motion.finishTime : nil) else {
            throw CLIError("the motion never reaches --end-distance: give --duration")
        }
        try emitMotionRows(motion, output, file, seconds: seconds, fps: fps)
    }
}

struct FlingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fling",
        abstract: "Android's fling (OverScroller, Compose's splineBasedDecay, Flutter): columns time,value,velocity.",
        discussion: """
            From the velocity alone, with Android's constants: l = ln(0.35·|v|/(f·c)), c = 9.80665 · \
            39.37 · 160 · density · 0.84, duration T = e^(l/(γ − 1)) s, distance D = 0.35·|v|·T, \
            γ = ln 0.78/ln 0.9. --model exact (default): the curve Android's table samples, \
            cubic-bezier(0.175, 0.5, 0.35, 1), over T and D; android: OverScroller's arithmetic \
            (whole pixels and milliseconds, its float table); compose: splineBasedDecay's (Float \
            values, whole milliseconds); flutter: ClampingScrollSimulation's x0 + D·(1 − (1 − \
            t/T')^γ), T' = 0.35·γ·T (density 1). Rows: the frames i/F up to --duration (default \
            the fling's) or the seconds in --at FILE. --describe prints duration,distance,resting_point.

            Examples:
              motioncurves fling --velocity 4000 --density 2.625 --fps 60
              motioncurves fling --velocity -2500 --model android --describe
            """
    )

    @Option(parsing: .unconditional, help: "The initial velocity, pixels per second.") var velocity: Double
    @Option(parsing: .unconditional, help: "The position at t = 0, pixels (default 0).") var from: Double = 0
    @Option(help: "exact (default), android, compose or flutter.") var model: String = "exact"
    @Option(parsing: .unconditional, help: "Pixels per density-independent pixel (> 0; default 1; 1 for flutter).") var density: Double = 1
    @Option(parsing: .unconditional, help: "The scroll friction (> 0; default Android's 0.015).") var friction: Double = 0.015
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60).") var fps: Double?
    @Option(parsing: .unconditional, help: "Seconds to cover (≥ 0; default: the fling's duration).") var duration: Double?
    @OptionGroup var file: AtFileOption
    @Flag(help: "Print duration,distance,resting_point (one row) instead of the motion.") var describe = false
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if file.given != nil && (fps != nil || duration != nil) { throw ValidationError("give either \(file.spelling) or --fps/--duration, not both") }
        if FlingMotion.Model(rawValue: model) == nil { throw ValidationError("--model must be exact, android, compose or flutter, got \"\(excerpt(model))\"") }
    }

    func run() throws {
        let (kind, x0, v0, density, friction) = (FlingMotion.Model(rawValue: model) ?? .exact, from, velocity, density, friction)
        let motion = try reporting { () throws(SpringError) in
            try FlingMotion(model: kind, from: x0, initialVelocity: v0, density: density, friction: friction)
        }
        try emitMotion(motion, describe: describe, summary: {
            CSVTable(header: ["duration", "distance", "resting_point"], rows: [[motion.duration, motion.distance, motion.restingPoint]])
        }, output, file, seconds: duration ?? motion.duration, fps: fps)
    }
}

struct InertiaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inertia",
        abstract: "Bounded inertia (Motion's inertia): a glide that springs back at a bound; columns time,value,velocity.",
        discussion: """
            The glide aims at x0 + power·v (or --target, or the nearest multiple of --snap): \
            x(t) = target − A·e^(−t/τ), A = target − x0. Where it would cross --min or --max it \
            hands over at the exact crossing time to a spring (mass 1, --bounce-stiffness, \
            --bounce-damping) from the bound to the bound with the crossing velocity; starting \
            outside, the spring runs from x0 to the nearest bound. Defaults are Motion's: power \
            0.8, τ 0.325 s, stiffness 500, damping 10, rest delta 0.5. Rows: the frames i/F up to \
            --duration (default the finish time) or the seconds in --at FILE. --describe prints \
            target,boundary_time,resting_point,finish_time (boundary_time inf: no bounce).

            Examples:
              motioncurves inertia --from 0 --velocity 1200 --max 500 --fps 60
              motioncurves inertia --velocity 730 --snap 100 --describe
            """
    )

    @Option(parsing: .unconditional, help: "The position at t = 0 (default 0).") var from: Double = 0
    @Option(parsing: .unconditional, help: "The flick's velocity, units per second.") var velocity: Double
    @Option(parsing: .unconditional, help: "The lower bound (default none).") var min: Double?
    @Option(parsing: .unconditional, help: "The upper bound (default none).") var max: Double?
    @Option(parsing: .unconditional, help: "Where the glide comes to rest instead of x0 + power·v.") var target: Double?
    @Option(parsing: .unconditional, help: "Rest at the multiple of this step nearest x0 + power·v (> 0).") var snap: Double?
    @Option(parsing: .unconditional, help: "Amplitude per unit of velocity (> 0; default 0.8).") var power: Double = 0.8
    @Option(name: .customLong("time-constant"), parsing: .unconditional, help: "The glide's time constant, seconds (> 0; default 0.325).") var timeConstant: Double = 0.325
    @Option(name: .customLong("bounce-stiffness"), parsing: .unconditional, help: "The bounce spring's stiffness (> 0; default 500).") var bounceStiffness: Double = 500
    @Option(name: .customLong("bounce-damping"), parsing: .unconditional, help: "The bounce spring's damping (≥ 0; default 10).") var bounceDamping: Double = 10
    @Option(name: .customLong("rest-delta"), parsing: .unconditional, help: "The distance within which the motion counts as finished (> 0; default 0.5).") var restDelta: Double = 0.5
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60).") var fps: Double?
    @Option(parsing: .unconditional, help: "Seconds to cover (≥ 0; default: the finish time).") var duration: Double?
    @OptionGroup var file: AtFileOption
    @Flag(help: "Print target,boundary_time,resting_point,finish_time (one row) instead of the motion.") var describe = false
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if file.given != nil && (fps != nil || duration != nil) { throw ValidationError("give either \(file.spelling) or --fps/--duration, not both") }
        if target != nil && snap != nil { throw ValidationError("give --target or --snap, not both") }
    }

    func run() throws {
        let (x0, v0, lower, upper, power, tau, k, c, rest) = (from, velocity, min, max, power, timeConstant, bounceStiffness, bounceDamping, restDelta)
        let (given, step) = (target, snap)
        let motion = try reporting { () throws(SpringError) in
            let parameters = try InertiaMotion.Parameters(power: power, timeConstant: tau, bounce: try Spring(mass: 1, stiffness: k, damping: c, allowsOverdamping: true), restDelta: rest)
            var aim = given
            if let step {
                try SpringError.check("snap", step, "greater than 0") { $0 > 0 }
                aim = (InertiaMotion.idealTarget(from: x0, velocity: v0, parameters: parameters) / step).rounded() * step
            }
            return try InertiaMotion(from: x0, velocity: v0, min: lower, max: upper, target: aim, parameters: parameters)
        }
        try emitMotion(motion, describe: describe, summary: {
            CSVTable(header: ["target", "boundary_time", "resting_point", "finish_time"], rows: [[motion.target, motion.boundaryTime, motion.restingPoint, motion.finishTime]])
        }, undefined: ["boundary_time"], output, file, seconds: duration ?? motion.finishTime, fps: fps)
    }
}

struct RubberBandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rubber-band",
        abstract: "UIScrollView's rubber band: columns overscroll,displacement,derivative.",
        discussion: """
            The displacement shown for a drag x past the edge of a viewport of size d \
            (--dimension): f(x) = d·u/(1 + u), u = c·x/d, c = --coefficient (UIScrollView's 0.55, \
            the derivative at the edge); f stays below d. Rows: --samples N overscrolls evenly from 0 \
            to --to X (default d) or the overscrolls in --at FILE. --inverse reads displacements \
            instead and prints the overscroll that shows each (columns displacement,overscroll,derivative). \
            The spring back on release is a spring command: ScrollMechanics' iOS spring is \
            --stiffness 100 --damping 20 --from SHOWN --to BOUND --initial-velocity V.

            Examples:
              motioncurves rubber-band --dimension 960 --samples 5
              motioncurves rubber-band --dimension 960 --inverse --to 480 --samples 3
            """
    )

    @Option(parsing: .unconditional, help: "The viewport's size along the axis (> 0).") var dimension: Double
    @Option(parsing: .unconditional, help: "The resistance c (> 0; default UIScrollView's 0.55).") var coefficient: Double = 0.55
    @Option(parsing: .unconditional, help: "The last overscroll (or displacement with --inverse) of the evenly spaced rows (default the dimension; below it with --inverse).") var to: Double?
    @Option(help: "Rows from 0 to --to (2 or more; default 101).") var samples: Int?
    @Flag(help: "Read displacements and print the overscroll that shows each.") var inverse = false
    @OptionGroup var file: AtFileOption
    @OptionGroup var output: OutputOptions

    func validate() throws {
        try checkSamples(samples, atLeast: 2)
        if file.given != nil && (samples != nil || to != nil) { throw ValidationError("give either \(file.spelling) or --samples/--to, not both") }
    }

    func run() throws {
        let (d, c) = (dimension, coefficient)
        let band = try reporting { () throws(SpringError) in try RubberBand(dimension: d, coefficient: c) }
        let inputs: [Double]
        if let listed = try file.numbers() {
            inputs = listed
        } else {
            let last = to ?? (inverse ? dimension * 0.99 : dimension)
            guard last.isFinite, last >= 0 else { throw CLIError("--to must be a finite number, 0 or greater, got \(last)") }
            inputs = TimingCurveTables.evenInputs(samples ?? 101).map { $0 * last }
        }
        let inverse = inverse
        try output.emit(try reporting { () throws(SpringError) in try SpringTables.table(band, at: inputs, inverse: inverse) })
    }
}

struct OscillatorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "oscillators",
        abstract: "Coupled damped oscillators from a JSON system: columns time, x1…xn, v1…vn.",
        discussion: """
            M·x″ + C·x′ + K·x = f with Rayleigh damping C = α·M + β·K, solved in closed form by \
            its modes (LAPACK's generalized symmetric eigensolver). SYSTEM.json: {"mass": [[1,0],[0,1]], \
            "stiffness": [[200,-100],[-100,100]], "alpha": 0.5, "beta": 0.01, "force": [0, 0], \
            "positions": [1, 0], "velocities": [0, 0]}, or a chain {"chain": {"count": 3, "mass": 1, \
            "stiffness": 100}, "alpha": 0.5, "positions": [0, 0, 1]} (alpha, beta, force, velocities \
            optional; positions default to the rest positions; at most 500 masses). Rows: the frames \
            i/F up to --duration T (default 1) or the seconds in --at FILE, at most 1,000,000 rows \
            and 10^8 rows × masses² (each row costs O(n²)). --describe prints one row per \
            mode: mode, frequency (ωᵢ, rad/s), damping_ratio, rest (the rest position of mass i).

            Examples:
              motioncurves oscillators system.json --duration 2 --fps 30
              motioncurves oscillators system.json --describe --format json
            """
    )

    /// The most rows × masses² one run computes.
    static let maximumWork = 100_000_000

    @Argument(help: "The JSON system.") var system: String
    @Option(parsing: .unconditional, help: "Frames per second (> 0; default 60; at most 1000000 frames in all).") var fps: Double?
    @Option(parsing: .unconditional, help: "Seconds to cover (≥ 0; default 1).") var duration: Double?
    @OptionGroup var file: AtFileOption
    @Flag(help: "Print the modes (one row each) instead of the motion.") var describe = false
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if file.given != nil && (fps != nil || duration != nil) {
            throw ValidationError("give either \(file.spelling) or --fps/--duration, not both")
        }
    }

    /// The system and its initial state, read from the JSON file.
    func load() throws -> (CoupledOscillators, positions: [Double], velocities: [Double]) {
        struct Chain: Decodable { var count: Int; var mass: Double; var stiffness: Double }
        struct Spec: Decodable {
            var mass: [[Double]]?, stiffness: [[Double]]?, chain: Chain?
            var alpha: Double?, beta: Double?, force: [Double]?, positions: [Double]?, velocities: [Double]?
        }
        let data = try readInput(system, option: "system")
        let spec: Spec
        do { spec = try JSONDecoder().decode(Spec.self, from: data) } catch {
            throw CLIError("\(system): not a system (\(error.localizedDescription)); expected {\"mass\": [[…]], \"stiffness\": [[…]], …} or {\"chain\": {…}}")
        }
        let (alpha, beta) = (spec.alpha ?? 0, spec.beta ?? 0)
        let oscillators = try reporting { () throws(SpringSystemError) -> CoupledOscillators in
            if let chain = spec.chain {
                guard spec.mass == nil && spec.stiffness == nil else { throw .invalid("give either \"chain\" or \"mass\" and \"stiffness\", not both") }
                guard spec.force == nil || Set(spec.force!).count <= 1 else { throw .invalid("a chain takes one uniform force") }
                return try .chain(count: chain.count, mass: chain.mass, stiffness: chain.stiffness, alpha: alpha, beta: beta, force: spec.force?.first ?? 0)
            }
            guard let m = spec.mass, let k = spec.stiffness else { throw .invalid("the system needs \"mass\" and \"stiffness\" matrices, or a \"chain\"") }
            let mass: Matrix, stiffness: Matrix
            do throws(LinearSolverError) { mass = try Matrix(m); stiffness = try Matrix(k) } catch { throw .solver(error) }
            return try CoupledOscillators(mass: mass, stiffness: stiffness, alpha: alpha, beta: beta, force: spec.force)
        }
        let n = oscillators.count
        return (oscillators, spec.positions ?? oscillators.equilibrium, spec.velocities ?? Array(repeating: 0, count: n))
    }

    func run() throws {
        let (system, x0, v0) = try load()
        let n = system.count
        if describe {
            try output.emit(CSVTable(header: ["mode", "frequency", "damping_ratio", "rest"], rows: (0..<n).map {
                [Double($0 + 1), system.frequencies[$0], system.modes[$0].dampingRatio, system.equilibrium[$0]]
            }))
            return
        }
        let times = try rowTimes(file, seconds: duration ?? 1, fps: fps)
        // Each row costs O(n²) (the modal projection and its inverse): the work, rows × masses²,
        // is bounded so that the largest system answers within seconds.
        guard times.count <= Self.maximumWork / (n * n) else {
            throw CLIError("\(times.count) rows of \(n) masses: at most 100000000 rows × masses²; shorten the span or lower --fps")
        }
        let rows = try reporting { () throws(SpringSystemError) -> [[Double]] in
            try times.map { t throws(SpringSystemError) in
                guard t.isFinite else { throw .invalid("time \(t) is not finite") }
                let state = try system.state(at: t, positions: x0, velocities: v0)
                return [t] + state.positions + state.velocities
            }
        }
        try output.emit(CSVTable(header: ["time"] + (1...n).map { "x\($0)" } + (1...n).map { "v\($0)" }, rows: rows))
    }
}

struct CatmullRomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catmull-rom",
        abstract: "A Catmull-Rom spline through points: columns t,x,y[,z] (or t,value).",
        discussion: """
            Knots tᵢ₊₁ = tᵢ + |pᵢ₊₁ − pᵢ|^α: --alpha 0 (uniform), 0.5 (centripetal, the default: no \
            cusps or self-intersections within a segment), 1 (chordal), or uniform/centripetal/ \
            chordal by name. t is the fraction of the knot range (point i at tᵢ/t_last). --closed \
            joins the last point back to the first with the same rule (a C1 loop; t = 1 is the \
            first point again). --derivative adds the derivative with respect to t (dx,dy[,dz]); \
            --tangent the unit tangent (tx,ty[,tz]).

            Examples:
              motioncurves catmull-rom --values "0,0;1,2;3,3;4,0" --alpha 0.5 --samples 11
              motioncurves catmull-rom --values "0,0;1,0;1,1;0,1" --closed --derivative --format json
            """
    )

    @Option(help: "Points separated by semicolons (\"0,0;1,2;3,3\"), or numbers separated by commas.") var values: String
    @Option(help: "The knot exponent α ∈ [0, 1] or uniform, centripetal (default), chordal.") var alpha: String = "centripetal"
    @Flag(help: "A closed loop through the points and back to the first.") var closed = false
    @Flag(help: "Add the derivative with respect to t as columns dx[,dy[,dz]] (value: derivative).") var derivative = false
    @Flag(help: "Add the unit tangent as columns tx[,ty[,tz]].") var tangent = false
    @OptionGroup var fractions: FractionOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let exponent: Double
        switch alpha {
        case "uniform": exponent = 0
        case "centripetal": exponent = 0.5
        case "chordal": exponent = 1
        default: exponent = try finiteNumber(alpha, name: "--alpha")
        }
        let points = try values.split(separator: ";", omittingEmptySubsequences: false).map { try numberList(String($0), option: "--values") }
        let dimension = points.first?.count ?? 0
        guard points.allSatisfy({ $0.count == dimension }) else {
            throw CLIError("--values: every point needs the same number of coordinates (\(dimension) in the first)")
        }
        let times = try fractions.values()
        let table: CSVTable
        if points.count == 1 || dimension == 1 {
            let scalars = points.count == 1 ? points[0] : points.map { $0[0] }
            table = try tableOf(scalars, exponent: exponent, times: times, columns: ["value"])
        } else if dimension == 2 {
            table = try tableOf(points.map { SIMD2($0[0], $0[1]) }, exponent: exponent, times: times, columns: ["x", "y"])
        } else if dimension == 3 {
            table = try tableOf(points.map { SIMD3($0[0], $0[1], $0[2]) }, exponent: exponent, times: times, columns: ["x", "y", "z"])
        } else {
            throw CLIError("--values: points need 1, 2 or 3 coordinates, got \(dimension)")
        }
        try output.emit(table)
    }

    func tableOf<V: AnimatableVector>(_ points: [V], exponent: Double, times: [Double], columns: [String]) throws -> CSVTable {
        let isClosed = closed
        let spline = try reporting { () throws(KeyframeError) in
            try KeyframeTables.catmullRom(points: points, alpha: exponent, closed: isClosed)
        }
        let derivativeNames = columns.count == 1 ? ["derivative"] : columns.map { "d" + $0 }
        let tangentNames = columns.count == 1 ? ["tangent"] : columns.map { "t" + $0 }
        let header = ["t"] + columns + (derivative ? derivativeNames : []) + (tangent ? tangentNames : [])
        let rows = times.map { t -> [Double] in
            let sample = spline(t)
            var row = [t] + sample.value.components
            if derivative { row += sample.derivative.components }
            if tangent { row += sample.tangent.components }
            return row
        }
        return CSVTable(header: header, rows: rows)
    }
}
