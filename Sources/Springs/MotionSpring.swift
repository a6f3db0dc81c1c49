// Motion's spring (motion.dev, the former framer-motion; read at v13.1.1) as Motion computes it,
// and what Motion hands the browser's Web Animations API for a spring on a value the browser
// animates itself. Sources and the version differences: Springs article, Springs across runtimes.

import RealModule
import TimingCurves

/// Motion's spring generator for a spring given by stiffness, damping and mass (motion-dom's
/// `spring`), operation for operation: time in milliseconds, Motion's own closed forms for the
/// three regimes (ζ compared with 1 exactly), its initial velocity per millisecond with the sign
/// it uses, and its rest rule (the analytic speed per second at most `restSpeed` and the distance
/// to the target at most `restDelta`, where a spring that has come to rest shows the target).
package struct MotionSpringGenerator: Sendable {
    /// The longest duration Motion searches for, in milliseconds (`maxGeneratorDuration`).
    package static let durationLimit = 20_000.0
    /// The step of that search, in milliseconds.
    package static let durationStep = 50.0

    let target: Double, delta: Double, zeta: Double, omega: Double, velocity: Double
    let restSpeed: Double, restDelta: Double
    /// Per regime: the damped frequency (rad/ms) and the position and speed coefficients.
    let damped: Double, a: Double, sinCoefficient: Double, cosCoefficient: Double

    /// The generator from `origin` to `target`, `velocity` in units per second; Motion's rest
    /// thresholds unless given and non-zero (0.01 and 0.005 when the distance is below 5, else 2
    /// and 0.5), as JavaScript's `||=` replaces them.
    package init(origin: Double, target: Double, stiffness: Double, damping: Double, mass: Double, velocity: Double,
                 restSpeed: Double? = nil, restDelta: Double? = nil) {
        self.target = target
        // `-millisecondsToSeconds(velocity || 0)`, then `velocity || 0.0`.
        let v0 = velocity == 0 ? 0 : -(velocity / 1000)
        self.velocity = v0
        zeta = damping / (2 * (stiffness * mass).squareRoot())
        delta = target - origin
        omega = (stiffness / mass).squareRoot() / 1000
        let granular = abs(delta) < 5
        self.restSpeed = restSpeed.flatMap { $0 == 0 ? nil : $0 } ?? (granular ? 0.01 : 2)
        self.restDelta = restDelta.flatMap { $0 == 0 ? nil : $0 } ?? (granular ? 0.005 : 0.5)
        if zeta < 1 {
            damped = omega * (1 - zeta * zeta).squareRoot()
            a = (v0 + zeta * omega * delta) / damped
            sinCoefficient = zeta * omega * a + delta * damped
            cosCoefficient = zeta * omega * delta - a * damped
        } else if zeta == 1 {
            damped = 0
            a = v0 + omega * delta
            (sinCoefficient, cosCoefficient) = (0, 0)
        } else {
            damped = omega * (zeta * zeta - 1).squareRoot()
            a = (v0 + zeta * omega * delta) / damped
            sinCoefficient = zeta * omega * a - delta * damped
            cosCoefficient = zeta * omega * delta - a * damped
        }
    }

    /// The generator of `spring` (its stiffness, the damping it moves with, its mass), with
    /// Motion's default rest thresholds.
    package init(_ spring: Spring, origin: Double, target: Double, velocity: Double) {
        self.init(origin: origin, target: target, stiffness: spring.stiffness, damping: spring.effectiveDamping, mass: spring.mass, velocity: velocity)
    }

    /// The value at `t` milliseconds and whether the spring is at rest there (`next(t)`): the
    /// target itself once it is.
    package func next(_ t: Double) -> (value: Double, done: Bool) {
        let current: Double, speed: Double
        if zeta < 1 {
            let envelope = Double.exp(-zeta * omega * t)
            let (s, c) = (Double.sin(damped * t), Double.cos(damped * t))
            current = target - envelope * (a * s + delta * c)
            speed = envelope * (sinCoefficient * s + cosCoefficient * c) * 1000
        } else if zeta == 1 {
            current = target - Double.exp(-omega * t) * (delta + (velocity + omega * delta) * t)
            speed = Double.exp(-omega * t) * (omega * a * t - velocity) * 1000
        } else {
            let envelope = Double.exp(-zeta * omega * t)
            // Motion caps the argument of sinh and cosh at 300.
            let f = Swift.min(damped * t, 300)
            current = target - envelope * ((velocity + zeta * omega * delta) * Double.sinh(f) + damped * delta * Double.cosh(f)) / damped
            speed = envelope * (sinCoefficient * Double.sinh(f) + cosCoefficient * Double.cosh(f)) * 1000
        }
        let done = abs(speed) <= restSpeed && abs(target - current) <= restDelta
        return (done ? target : current, done)
    }

    /// Motion's duration for the spring (`calcGeneratorDuration`, capped): the first multiple of
    /// 50 ms at which it is at rest, or 20,000 ms if none below that is.
    package var duration: Double {
        var t = 0.0
        var done = next(t).done
        while !done && t < Self.durationLimit {
            t += Self.durationStep
            done = next(t).done
        }
        return Swift.min(t, Self.durationLimit)
    }
}

/// What Motion hands the browser's Web Animations API for a spring on a value the browser
/// animates itself (opacity, transform, filter, clip-path, background colour; Motion v13.1):
/// the animation's duration and a CSS `linear()` easing sampled from Motion's own spring.
///
/// Motion runs the spring from 0 to 100 (so its rest thresholds are 2 per second and 0.5), with
/// the animated value's velocity as it is (not scaled to that range), takes as duration the first
/// multiple of 50 ms at which it is at rest (at most 20 s), and samples it every 10 ms of that
/// duration: max(round(duration/10), 2) outputs evenly spaced from 0 to 1, each divided by 100 and
/// rounded to 4 decimals (half up, as JavaScript's `Math.round`); a sample at rest is exactly 1.
/// Its own tests' strings are reproduced exactly (SpringsTests, MotionSpringTests).
public struct MotionHandOff: Hashable, Sendable {
    /// The duration Motion gives the browser, in milliseconds: a multiple of 50, at most 20,000.
    public let milliseconds: Double
    /// The `linear()` outputs, evenly spaced over the duration, as Motion rounds them.
    public let outputs: [Double]

    /// The hand-off for `spring` with the animated value's velocity `velocity` (units per second).
    init(spring: Spring, velocity: Double) {
        self.init(MotionSpringGenerator(spring, origin: 0, target: 100, velocity: velocity), scale: 100, resolution: 10)
    }

    /// `generateLinearEasing` over a generator's duration: max(round(duration/resolution), 2)
    /// outputs, each the generator's value over `scale` rounded to 4 decimals. Motion's hand-off
    /// takes scale 100 and 10 ms; its spring's `toString()` scale 1 (a spring from 0 to 1) and 30 ms.
    package init(_ generator: MotionSpringGenerator, scale: Double, resolution: Double) {
        let duration = generator.duration
        milliseconds = duration
        // Motion's duration went through seconds and back before this division, which moves it
        // by an ulp at most: the count of points is the same.
        let count = Swift.max(Int(Self.jsRound(duration / resolution)), 2)
        outputs = (0..<count).map { i in
            Self.jsRound(generator.next(duration * (Double(i) / Double(count - 1))).value / scale * 10_000) / 10_000
        }
    }

    /// JavaScript's `Math.round`: the nearest integer, halves rounded up (towards +∞).
    static func jsRound(_ x: Double) -> Double {
        let floor = x.rounded(.down)
        return x - floor >= 0.5 ? floor + 1 : floor
    }

    /// The easing as Motion writes it: `linear(0, 0.0049, …, 1)` (numbers as JavaScript prints
    /// them).
    public var css: String {
        "linear(" + outputs.map { value in
            if value == 0 { return "0" }
            if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
            return value.description
        }.joined(separator: ", ") + ")"
    }

    /// The easing as the browser evaluates it: CSS `linear()` through the outputs, evenly spaced.
    public var easing: LinearEasing {
        // At least two outputs, all finite (``Spring/motionHandOff(initialVelocity:)`` checks), so
        // the stops are valid.
        try! LinearEasing(stops: outputs.map { LinearEasing.Stop($0) })
    }
}

extension Spring {
    /// What Motion (v13.1) hands the browser for this spring on a value the browser animates
    /// itself: the duration and the `linear()` easing (``MotionHandOff``). `initialVelocity` is the
    /// animated value's velocity in its units per second, which Motion applies to its spring from 0
    /// to 100 as it is.
    ///
    /// - Throws: ``SpringError/nonFiniteInput(name:)`` for a non-finite velocity;
    ///   ``SpringError/neverSettles`` for an undamped spring (Motion does not hand one to the
    ///   browser); ``SpringError/overflow(name:)`` where Motion's arithmetic overflows (a velocity
    ///   near the largest double), which would hand the browser infinite outputs.
    /// - Complexity: O(d/10 ms) evaluations for a duration d.
    public func motionHandOff(initialVelocity: Double = 0) throws(SpringError) -> MotionHandOff {
        guard initialVelocity.isFinite else { throw .nonFiniteInput(name: "initialVelocity") }
        guard kernel.lambda > 0 else { throw .neverSettles }
        let handOff = MotionHandOff(spring: self, velocity: initialVelocity)
        guard handOff.outputs.allSatisfy(\.isFinite) else { throw .overflow(name: "Motion's hand-off at initialVelocity \(initialVelocity)") }
        return handOff
    }
}
