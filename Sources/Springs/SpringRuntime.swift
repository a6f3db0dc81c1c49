// How each runtime ends a spring animation (sources and the exact rules: Springs article,
// Springs across runtimes). Every rule here is evaluated on this library's closed form except
// react-spring's and Rebound's, whose rules are tied to their own integrators, and React
// Native's over critical damping, which evaluates the critically damped formula.

import RealModule

/// A runtime that animates springs: the toolkit whose parameters ``Spring/parameters(in:from:to:initialVelocity:)``
/// writes, and whose rule for ending the animation ``Spring/stop(in:from:to:initialVelocity:fps:visibilityThreshold:)``
/// applies.
public enum SpringRuntime: String, CaseIterable, Sendable, Hashable {
    /// SwiftUI's `Spring`: its rule is not public; its `settlingDuration` (from rest) is taken.
    case swiftUI = "swiftui"
    /// Core Animation's `CASpringAnimation`: it runs for the `duration` it is given, and
    /// `settlingDuration` for its `initialVelocity` is the duration Apple recommends, which is
    /// taken here.
    case coreAnimation = "ca"
    /// UIKit's `UISpringTimingParameters` (with `UIViewPropertyAnimator`): it runs on Core
    /// Animation's spring; its rule is not public, and Core Animation's `settlingDuration` for the
    /// relative `initialVelocity` is taken.
    case uiKit = "uikit"
    /// Jetpack Compose's `spring()`: the animation lasts `estimateAnimationDurationMillis` for the
    /// visibility threshold (0.01 for a Float).
    case compose
    /// Android's `SpringAnimation`: it ends at the first frame where the value is within 0.75 of
    /// the minimum visible change of the target and the speed below 62.5 times that.
    case android
    /// Flutter's `SpringSimulation`: it ends at the first frame where the distance to the target
    /// and the speed are both below its tolerance, 0.001.
    case flutter
    /// Motion (motion.dev, v13) with stiffness, damping and mass, on the main thread: it ends at
    /// the first frame where its speed is at most restSpeed and its distance at most restDelta.
    case motion
    /// Motion (v13) on a value the browser animates itself (opacity, transform, filter, clip-path,
    /// background colour): it hands the browser a `linear()` easing over the first multiple of
    /// 50 ms at which its spring from 0 to 100 is at rest (``MotionHandOff``), which ends there.
    case motionWAAPI = "motion-waapi"
    /// react-spring: its 1-ms integrator stops where the speed is at most restVelocity and the
    /// distance at most its precision.
    case reactSpring = "react-spring"
    /// React Native's `Animated.spring`: it ends at the first frame where the distance and the
    /// speed are both at most 0.001.
    case reactNative = "react-native"
    /// Facebook's Rebound (Java, the runtime of Origami's springs on Android): its RK4 integrator
    /// in 1-ms steps comes to rest at the first frame where the speed and the distance are both
    /// at most 0.005.
    case rebound
}

/// When a runtime ends a spring animation: the time on its clock and the frame that shows the
/// target.
public struct SpringStop: Hashable, Sendable {
    /// Seconds from the start: the duration a runtime fixes in advance, or the time of the frame
    /// at which its rule first holds.
    public var time: Double
    /// The frame, counted from 0 at the start at the given frame rate, at which the runtime shows
    /// the target.
    public var frame: Int
}

extension Spring {
    /// The most frames a frame-by-frame rule examines before giving up.
    static let maximumStopFrames = 1_000_000

    /// The largest frame index a stop known in closed form reports (2⁵³, where frame counts stop
    /// being exact in a Double).
    static let largestFrameIndex = 9_007_199_254_740_992.0

    /// The most frames (react-spring: 1-ms steps) ``stop(in:from:to:initialVelocity:fps:visibilityThreshold:)``
    /// examines before it throws ``SpringError/tooManyFrames(requested:limit:)``.
    package static var maximumStopFrameCount: Int { maximumStopFrames }

    /// When `runtime` ends this spring's animation from `from` to `to` starting at
    /// `initialVelocity` (value units per second), with frames at `fps` per second.
    ///
    /// The rules (Springs article, Springs across runtimes, with their sources and limits):
    /// - SwiftUI and UIKit (whose rules are not public) and Core Animation (which runs for the
    ///   duration it is given): ``settlingDuration(initialVelocity:)``, from rest for SwiftUI, for
    ///   the relative velocity initialVelocity/(to − from) for UIKit and Core Animation (0 when
    ///   from = to). The frame is the first at or after it.
    /// - Compose: `estimateAnimationDurationMillis` on Compose's Float parameters (per unit
    ///   mass), truncated to whole milliseconds: the envelope's crossing of the threshold when
    ///   underdamped, the last crossing of the motion itself otherwise (found exactly here; Compose
    ///   runs Newton's method until a step is under 1 ms, and returns its first guess when the
    ///   slope there is below 1e-4, so near whole milliseconds or at extreme damping ratios its
    ///   duration can differ by a millisecond or more).
    ///   `visibilityThreshold` is Compose's, default 0.01.
    /// - Android: frames on its millisecond clock (frame k at ⌊1000k/fps⌋ ms), from frame 1 (its
    ///   first frame only records the time), until
    ///   |x − to| < 0.75·V and |v| < 62.5·0.75·V, V = `visibilityThreshold` (the property's
    ///   minimum visible change: 1 for pixels, the default; 0.1 rotation, 1/256 alpha, 1/500 scale).
    /// - Flutter: frames at ⌊10⁶k/fps⌋ µs until |x − to| < 0.001 and |v| < 0.001.
    /// - Motion (v13.1): frames at 1000k/fps ms until |x − to| ≤ restDelta and |v| ≤ restSpeed, x
    ///   and v from Motion's own closed forms (v analytic, per second); restDelta 0.5 and
    ///   restSpeed 2, or 0.005 and 0.01 when |to − from| < 5. (Motion ends a spring given by
    ///   duration and bounce at that duration instead; before v12.35.2 v was a difference over the
    ///   last 5 ms, and only below critical damping.)
    /// - Motion on a value the browser animates: the duration of ``motionHandOff(initialVelocity:)``
    ///   (the first multiple of 50 ms at which Motion's spring from 0 to 100, with this velocity
    ///   as it is, is at rest; at most 20 s), the frame the first at or after it.
    /// - react-spring: its own integration, semi-implicit Euler in 1-ms steps, ⌈1000/fps⌉ steps
    ///   per frame, stopping where the speed is at most precision/10 and the distance at most
    ///   the precision min(1, 0.001·|to − from|) (0.005 when from = to).
    /// - React Native: frames at ⌊1000k/fps⌋ ms until |x − to| ≤ 0.001 and |v| ≤ 0.001; at or
    ///   above critical damping it evaluates the critically damped formula at ω₀ = √(k/m).
    /// - Rebound: its own `Spring.advance` on Android's millisecond clock (frame k at
    ///   ⌊1000k/fps⌋ ms; at most 64 ms simulated per frame): RK4 in 1-ms steps on
    ///   a = tension·(to − x) − friction·v per unit mass, with Rebound's quirks kept (each step's
    ///   first stage reads the position of the previous step's last stage, and the state left
    ///   between two steps becomes the start of the next frame), until after a frame
    ///   |v| ≤ 0.005 and |x − to| ≤ 0.005 (both `visibilityThreshold` when given).
    ///
    /// - Throws: ``SpringError/neverSettles`` when the runtime never ends it (an undamped spring);
    ///   ``SpringError/parameterOutOfRange(name:value:requirement:)`` for fps or a threshold
    ///   ≤ 0; ``SpringError/nonFiniteInput(name:)`` for a non-finite state;
    ///   ``SpringError/tooManyFrames(requested:limit:)`` when a frame rule would run past 10⁶
    ///   frames.
    /// - Complexity: O(1) for the duration rules; for the frame rules, one closed-form evaluation
    ///   per frame up to the stop (react-spring: one integration step per millisecond).
    public func stop(
        in runtime: SpringRuntime, from: Double = 0, to: Double = 1, initialVelocity: Double = 0, fps: Double = 60,
        visibilityThreshold: Double? = nil
    ) throws(SpringError) -> SpringStop {
        try SpringError.check("fps", fps, "greater than 0") { $0 > 0 }
        if let visibilityThreshold { try SpringError.check("visibilityThreshold", visibilityThreshold, "greater than 0") { $0 > 0 } }
        guard from.isFinite else { throw .nonFiniteInput(name: "from") }
        guard to.isFinite else { throw .nonFiniteInput(name: "to") }
        guard initialVelocity.isFinite else { throw .nonFiniteInput(name: "initialVelocity") }
        func frameAtOrAfter(_ seconds: Double) throws(SpringError) -> SpringStop {
            // A duration known in closed form needs no frame limit; only the frame count must fit.
            let frames = (seconds * fps).rounded(.up)
            guard frames <= Self.largestFrameIndex else { throw .tooManyFrames(requested: frames, limit: Int(Self.largestFrameIndex)) }
            return SpringStop(time: seconds, frame: Int(frames))
        }
        switch runtime {
        case .swiftUI:
            return try frameAtOrAfter(settlingDuration(initialVelocity: 0))
        case .coreAnimation, .uiKit:
            let relative = to == from ? 0 : initialVelocity / (to - from)
            return try frameAtOrAfter(settlingDuration(initialVelocity: relative))
        case .compose:
            let milliseconds = try composeDurationMillis(from: from, to: to, velocity: initialVelocity, threshold: visibilityThreshold ?? 0.01)
            // Compose ends at the first frame whose play time reaches the duration.
            let frames = (milliseconds * fps / 1000).rounded(.up)
            guard frames <= Self.largestFrameIndex else { throw .tooManyFrames(requested: frames, limit: Int(Self.largestFrameIndex)) }
            return SpringStop(time: milliseconds / 1000, frame: Int(frames))
        case .android:
            let band = 0.75 * (visibilityThreshold ?? 1)
            // Android's first frame only records the time: the rule is first tested at frame 1.
            return try firstFrame(where: { x, v in abs(x - to) < band && abs(v) < 62.5 * band }, from: from, to: to,
                                  initialVelocity: initialVelocity, firstFrame: 1, time: { k in (1000 * Double(k) / fps).rounded(.down) / 1000 })
        case .flutter:
            return try firstFrame(where: { x, v in abs(x - to) < 1e-3 && abs(v) < 1e-3 }, from: from, to: to,
                                  initialVelocity: initialVelocity, time: { k in (1e6 * Double(k) / fps).rounded(.down) / 1e6 })
        case .motion:
            // Motion's own spring and rest rule, at each frame's time in milliseconds.
            let generator = MotionSpringGenerator(self, origin: from, target: to, velocity: initialVelocity)
            return try firstFrame(where: { t in generator.next(t * 1000).done }, time: { k in Double(k) / fps })
        case .motionWAAPI:
            guard kernel.lambda > 0 else { throw .neverSettles }
            return try frameAtOrAfter(try motionHandOff(initialVelocity: initialVelocity).milliseconds / 1000)
        case .reactNative:
            // At or above critical damping React Native runs the critically damped formula.
            let spring = dampingRatio < 1 ? self : try Spring(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())
            return try spring.firstFrame(where: { x, v in abs(x - to) <= 1e-3 && abs(v) <= 1e-3 }, from: from, to: to,
                                         initialVelocity: initialVelocity, time: { k in (1000 * Double(k) / fps).rounded(.down) / 1000 })
        case .reactSpring:
            return try reactSpringStop(from: from, to: to, initialVelocity: initialVelocity, fps: fps)
        case .rebound:
            guard kernel.lambda > 0 else { throw .neverSettles }
            let threshold = visibilityThreshold ?? 0.005
            var rebound = ReboundSpring(
                tension: stiffness / mass, friction: effectiveDamping / mass, from: from, to: to, velocity: initialVelocity,
                restSpeed: threshold, restDisplacement: threshold)
            var milliseconds = 0.0
            for k in 1...Self.maximumStopFrames {
                let now = (1000 * Double(k) / fps).rounded(.down)
                if rebound.advance((now - milliseconds) / 1000) { return SpringStop(time: now / 1000, frame: k) }
                milliseconds = now
            }
            throw .tooManyFrames(requested: Double(Self.maximumStopFrames) + 1, limit: Self.maximumStopFrames)
        }
    }

    /// The first frame k ≥ 0 (at `time(k)` seconds) whose closed-form state satisfies `rule`.
    func firstFrame(
        where rule: (Double, Double) -> Bool, from: Double, to: Double, initialVelocity: Double, firstFrame start: Int = 0,
        time: (Int) -> Double
    ) throws(SpringError) -> SpringStop {
        let animation = try SpringAnimation(spring: self, from: from, to: to, initialVelocity: initialVelocity)
        return try firstFrame(where: { t in
            let (x, v) = animation.state(at: t)
            return rule(x, v)
        }, from: start, time: time)
    }

    /// The first frame k ≥ 0 whose time satisfies `rule`; ``SpringError/neverSettles`` for an
    /// undamped spring (which a rule could only catch by chance), and
    /// ``SpringError/tooManyFrames(requested:limit:)`` past ``maximumStopFrames``.
    func firstFrame(where rule: (Double) -> Bool, from start: Int = 0, time: (Int) -> Double) throws(SpringError) -> SpringStop {
        guard kernel.lambda > 0 else { throw .neverSettles }
        for k in start...Self.maximumStopFrames {
            let t = time(k)
            if rule(t) { return SpringStop(time: t, frame: k) }
        }
        throw .tooManyFrames(requested: Double(Self.maximumStopFrames) + 1, limit: Self.maximumStopFrames)
    }

    /// Compose's spring duration: `estimateAnimationDurationMillis` as its `FloatSpringSpec`
    /// calls it, on Float values with the displacement (from − to) and the velocity divided by
    /// the visibility threshold and δ = 1: whole milliseconds, 0 when the spring starts at rest
    /// on its target or the estimate is negative.
    func composeDurationMillis(from: Double, to: Double, velocity: Double, threshold: Double) throws(SpringError) -> Double {
        // Compose takes Float stiffness (per unit mass: it has no mass), damping ratio and state.
        let stiffness = Double(Float(self.stiffness / mass)), ratio = Double(Float(dampingRatio))
        let p = Double((Float(from) - Float(to)) / Float(threshold)), v = Double(Float(velocity) / Float(threshold)), delta = 1.0
        if p == 0 && v == 0 { return 0 }
        guard ratio > 0 else { throw .neverSettles }
        // Compose works with |p₀| and the velocity signed towards it.
        let (p0, v0) = (abs(p), p < 0 ? -v : v)
        let seconds: Double
        if ratio < 1 {
            // The envelope c·e^(rt) of the oscillation, r = −ζωn, crossing δ.
            let omega = stiffness.squareRoot()
            let r = -ratio * omega, damped = omega * (1 - ratio * ratio).squareRoot()
            let c2 = (v0 - r * p0) / damped
            let c = (p0 * p0 + c2 * c2).squareRoot()
            seconds = Double.log(delta / c) / r
        } else {
            // The last time the motion itself is at δ from the target.
            let unit = try Spring(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(), allowsOverdamping: true)
            seconds = try unit.kernel.lastCrossing(displacement: [p0], velocity: [v0], threshold: delta)
        }
        let milliseconds = (seconds * 1000).rounded(.towardZero)
        guard milliseconds.isFinite, milliseconds <= 9.2e15 else { throw .neverSettles }
        return max(0, milliseconds)
    }

    /// react-spring's own integration (its `advance`): per frame ⌈1000/fps⌉ steps of 1 ms of
    /// semi-implicit Euler on a = (−k·10⁻⁶·(x − to) − c·10⁻³·v)/m with v in units per ms, each
    /// step first testing the rest condition.
    func reactSpringStop(from: Double, to: Double, initialVelocity: Double, fps: Double) throws(SpringError) -> SpringStop {
        guard kernel.lambda > 0 else { throw .neverSettles }
        let precision = from == to ? 0.005 : min(1, abs(to - from) * 0.001)
        let restVelocity = precision / 10
        let stepsPerFrame = (1000 / fps).rounded(.up)
        // Each frame integrates ⌈1000/fps⌉ steps; more than the frame limit of steps in one frame
        // (a frame rate below 10⁻³ per second) is refused before it is counted in an Int.
        guard stepsPerFrame <= Double(Self.maximumStopFrames) else {
            throw .tooManyFrames(requested: stepsPerFrame, limit: Self.maximumStopFrames)
        }
        let steps = Int(stepsPerFrame)
        var (x, v) = (from, initialVelocity / 1000)
        let (k, c, m) = (stiffness * 1e-6, effectiveDamping * 1e-3, mass)
        let frameLimit = Self.maximumStopFrames / max(1, steps)
        for frame in 1...max(1, frameLimit) {
            for _ in 0..<steps {
                if abs(v) <= restVelocity && abs(to - x) <= precision {
                    return SpringStop(time: Double(frame) / fps, frame: frame)
                }
                v += (-k * (x - to) - c * v) / m
                x += v
            }
        }
        throw .tooManyFrames(requested: Double(Self.maximumStopFrames) + 1, limit: Self.maximumStopFrames)
    }

    /// This spring in `runtime`'s own parameters, name and value, with a note where the runtime
    /// cannot take it as it is or runs it differently (nil otherwise). Velocities are in the
    /// runtime's unit: Core Animation's relative to the distance to − from, react-spring's per
    /// millisecond, the others' per second. React Native's note gives the equivalent Origami
    /// tension and friction (Rebound's parameters), which `Animated.spring` takes instead of
    /// stiffness, damping and mass.
    public func parameters(
        in runtime: SpringRuntime, from: Double = 0, to: Double = 1, initialVelocity: Double = 0
    ) -> (values: [(name: String, value: Double)], note: String?) {
        let (m, k, c, zeta) = (mass, stiffness, effectiveDamping, dampingRatio)
        let overdamped = zeta > 1
        switch runtime {
        case .swiftUI:
            return ([("mass", m), ("stiffness", k), ("damping", c), ("duration", response), ("bounce", bounce)],
                    overdamped ? "Spring(mass:stiffness:damping:) clamps damping to critical unless allowOverDamping: true" : nil)
        case .coreAnimation:
            let relative = to == from ? 0 : initialVelocity / (to - from)
            return ([("mass", m), ("stiffness", k), ("damping", c), ("initialVelocity", relative)], nil)
        case .uiKit:
            // init(mass:stiffness:damping:initialVelocity:), the velocity a CGVector relative to
            // the distance; iOS 17's init(duration:bounce:initialVelocity:) takes SwiftUI's pair.
            let relative = to == from ? 0 : initialVelocity / (to - from)
            return ([("mass", m), ("stiffness", k), ("damping", c), ("initialVelocity.dx", relative), ("duration", response), ("bounce", bounce)],
                    "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:), or on iOS 17 (duration:bounce:initialVelocity:); (dampingRatio:initialVelocity:) derives its spring from the animator's duration, by a mapping that is not public")
        case .compose, .android:
            let note = runtime == .compose
                ? "spring(dampingRatio, stiffness) has no mass: stiffness is per unit mass, in Float"
                : "SpringForce has no mass: stiffness is per unit mass"
            return ([("dampingRatio", zeta), ("stiffness", k / m)], m == 1 ? nil : note)
        case .flutter:
            return ([("mass", m), ("stiffness", k), ("damping", c)], nil)
        case .motion, .motionWAAPI:
            var values: [(name: String, value: Double)] = [("stiffness", k), ("damping", c), ("mass", m), ("velocity", initialVelocity)]
            let representable = zeta >= 0.05 && zeta <= 1
            var notes = representable ? [] : ["visualDuration and bounce, and duration and bounce, clamp the damping ratio to [0.05, 1]; use stiffness, damping and mass"]
            if representable {
                values += [("visualDuration", 2 * Double.pi / (1.2 * naturalFrequency)), ("bounce", 1 - zeta)]
                // {duration, bounce}: the duration at which Motion's findSpring gives this
                // frequency (the inverse of init(motionDuration:bounce:)), within its [0.01, 10] s.
                // Near critical damping Motion's 11 Newton steps on that condition stop short of the
                // root the closed form gives, so the form is printed only away from it.
                let omega = naturalFrequency
                let duration = zeta < 1 ? Double.log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * omega) : Self.criticalEnvelopeRoot / omega
                if zeta > 1 - 1e-5 {
                    notes.append("within 1e-5 of critical damping Motion's duration and bounce form does not reproduce this spring (its Newton steps stop short); use stiffness and damping, or visualDuration")
                } else if duration >= 0.01 && duration <= 10 {
                    values.append(("duration", duration))
                    notes.append("with duration and bounce Motion ends the spring at exactly that duration, snapping to the target")
                } else {
                    notes.append("Motion's duration and bounce form would need a duration of \(duration) s, outside the [0.01, 10] s it clamps to")
                }
                if initialVelocity != 0 { notes.append("Motion's visualDuration and duration forms start from rest: they drop the velocity") }
            }
            if runtime == .motionWAAPI {
                notes.append("on opacity, transform, filter, clip-path and background colour Motion hands the browser linear() sampled every 10 ms from its spring from 0 to 100, with the velocity unscaled")
            }
            return (values, notes.isEmpty ? nil : notes.joined(separator: "; "))
        case .reactSpring:
            return ([("tension", k), ("friction", c), ("mass", m), ("velocity", initialVelocity / 1000)],
                    "react-spring integrates numerically in 1-ms steps, so its motion differs slightly from the exact spring")
        case .reactNative:
            // Animated.spring takes one style at a time: stiffness/damping/mass, or Origami's
            // {tension, friction} (Rebound's), per unit mass, given in the note.
            var notes = ["or, instead of stiffness, damping and mass: tension \(origamiTension) and friction \(origamiFriction) (Origami's, one style at a time)"]
            if let (bounciness, speed) = bouncinessAndSpeed {
                notes.append("or bounciness \(bounciness) and speed \(speed) (its POP-style options, one style at a time)"
                    + (bounciness < 0 || speed < 0 ? ", negative beyond the range POP's options describe, which React Native still computes with" : ""))
            } else {
                notes.append("no bounciness and speed give this spring (it is bouncier than POP's largest bounciness reaches)")
            }
            if zeta > 1 { notes.append("above critical damping Animated.spring evaluates the critically damped formula, so it runs this spring critically damped") }
            return ([("stiffness", k), ("damping", c), ("mass", m), ("velocity", initialVelocity)], notes.joined(separator: "; "))
        case .rebound:
            // Origami's friction from the damping the motion uses (as `friction`), not the one requested.
            return ([("tension", k / m), ("friction", c / m), ("origamiTension", origamiTension), ("origamiFriction", (c / m - 25) / 3 + 8),
                     ("velocity", initialVelocity)],
                    "SpringConfig(tension, friction) per unit mass, or SpringConfig.fromOrigamiTensionAndFriction; Rebound integrates with RK4 in 1-ms steps, so its motion differs slightly from the exact spring")
        }
    }
}

/// Rebound's `Spring` as its `advance(realDeltaTime)` moves it (rebound-core, Spring.java), with
/// its arithmetic in its order: RK4 in 1-ms steps whose first stage reads the position of the
/// previous step's last stage, a remainder under 1 ms blended between the last two steps' states
/// (which the next frame then starts from), at most 64 ms simulated per frame, and the snap to
/// the target once at rest.
package struct ReboundSpring {
    /// Per unit mass, per second².
    package let tension: Double, friction: Double, end: Double
    package let restSpeed: Double, restDisplacement: Double
    package private(set) var position: Double, velocity: Double
    var tempPosition: Double, tempVelocity = 0.0
    var previousPosition = 0.0, previousVelocity = 0.0
    var accumulator = 0.0
    var wasAtRest = true

    /// A spring set to `from` (Rebound's `setCurrentValue`, which rests it there), then given the
    /// end value `to` and the velocity `velocity` per second.
    package init(tension: Double, friction: Double, from: Double, to: Double, velocity: Double, restSpeed: Double, restDisplacement: Double) {
        (self.tension, self.friction, end) = (tension, friction, to)
        (self.restSpeed, self.restDisplacement) = (restSpeed, restDisplacement)
        (position, self.velocity, tempPosition) = (from, velocity, from)
    }

    /// Rebound's `isAtRest()`.
    package var isAtRest: Bool {
        abs(velocity) <= restSpeed && (abs(end - position) <= restDisplacement || tension == 0)
    }

    /// One frame of `seconds`; whether the spring is at rest after it.
    package mutating func advance(_ seconds: Double) -> Bool {
        if isAtRest && wasAtRest { return true }
        let step = 0.001
        accumulator += seconds > 0.064 ? 0.064 : seconds
        var (x, v) = (position, velocity)
        while accumulator >= step {
            accumulator -= step
            if accumulator < step { (previousPosition, previousVelocity) = (x, v) }
            let aVelocity = v
            let aAcceleration = (tension * (end - tempPosition)) - friction * v
            tempPosition = x + aVelocity * step * 0.5
            tempVelocity = v + aAcceleration * step * 0.5
            let bVelocity = tempVelocity
            let bAcceleration = (tension * (end - tempPosition)) - friction * tempVelocity
            tempPosition = x + bVelocity * step * 0.5
            tempVelocity = v + bAcceleration * step * 0.5
            let cVelocity = tempVelocity
            let cAcceleration = (tension * (end - tempPosition)) - friction * tempVelocity
            tempPosition = x + cVelocity * step
            tempVelocity = v + cAcceleration * step
            let dVelocity = tempVelocity
            let dAcceleration = (tension * (end - tempPosition)) - friction * tempVelocity
            let dxdt = 1.0 / 6.0 * (aVelocity + 2.0 * (bVelocity + cVelocity) + dVelocity)
            let dvdt = 1.0 / 6.0 * (aAcceleration + 2.0 * (bAcceleration + cAcceleration) + dAcceleration)
            x += dxdt * step
            v += dvdt * step
        }
        (position, velocity) = (x, v)
        if accumulator > 0 {
            let alpha = accumulator / step
            position = position * alpha + previousPosition * (1 - alpha)
            velocity = velocity * alpha + previousVelocity * (1 - alpha)
        }
        var resting = false
        if isAtRest {
            if tension > 0 { position = end }
            velocity = 0
            resting = true
        }
        wasAtRest = resting
        return resting
    }
}
