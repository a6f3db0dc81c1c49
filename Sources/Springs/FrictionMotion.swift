// Flutter's friction, gravity and clamped simulations (`package:flutter/physics.dart`), as exact
// motions of a number (Springs article, Friction and gravity).
//
// Friction: the velocity is multiplied by the drag D every second, less a constant deceleration a
// against the motion (Flutter's `constantDeceleration`, s = sign v₀):
//     v(t) = v₀·Dᵗ − s·a·t,   x(t) = x₀ + v₀·(Dᵗ − 1)/ln D − s·a·t²/2,   until v(T) = 0.
// Without the constant part the motion never stops: it approaches x₀ − v₀/ln D. With it, T is the
// root of |v₀|·e^(T·ln D) = a·T, found by safeguarded Newton (the residual is checked at 4e-14·|v₀|). (Flutter finds T with
// ten Newton steps from 0; without a constant deceleration that stops the motion at
// −10/ln D, 4.99 s for D = 0.135, where it is within |v₀|·e⁻¹⁰/|ln D| of its limit.)
// Gravity: x(t) = x₀ + v₀·t + a·t²/2, done when |x(t)| reaches the end distance.

import MotionMath
import RealModule

/// A number moving under Flutter's friction model (`FrictionSimulation`): exponential drag per
/// second, optionally with a constant deceleration that brings it to rest in finite time.
///
/// - Complexity: O(1) per evaluation; the stop time is found once, when the motion is built.
public struct FrictionMotion: Motion, Sendable, Hashable {
    /// The factor D ∈ (0, 1) by which the velocity is multiplied every second (Flutter's `drag`;
    /// UIScrollView's per-millisecond rate d is D = d¹⁰⁰⁰).
    public let drag: Double
    /// The position at t = 0.
    public let from: Double
    /// The velocity at t = 0, units per second.
    public let initialVelocity: Double
    /// The constant deceleration against the motion, units per second² (≥ 0).
    public let constantDeceleration: Double
    /// ``isFinished(at:)`` is true once |velocity| falls below it (Flutter's
    /// `Tolerance.velocity`, default 0.001).
    public let velocityTolerance: Double
    /// When the motion stops: +∞ without a constant deceleration (the velocity only decays), 0
    /// from rest.
    public let stopTime: Double
    /// Where the motion comes to rest (its limit when ``stopTime`` is +∞).
    public let restingPoint: Double
    /// ln D, the velocity's decay exponent per second (< 0), computed once.
    @usableFromInline let logDrag: Double
    /// When the speed first falls to ``velocityTolerance`` (at most ``stopTime``; +∞ for a zero
    /// tolerance and no constant deceleration): where ``isFinished(at:)`` turns true.
    public let finishTime: Double

    /// A motion from `from` at `initialVelocity` under drag D per second and a constant
    /// deceleration.
    ///
    /// - Throws: ``SpringError`` when D ∉ (0, 1), the deceleration or the tolerance is negative,
    ///   a value is not finite, or the resting point overflows.
    public init(drag: Double, from: Double, initialVelocity: Double, constantDeceleration: Double = 0, velocityTolerance: Double = 0.001) throws(SpringError) {
        try SpringError.check("drag", drag, "in (0, 1)") { $0 > 0 && $0 < 1 }
        try SpringError.check("from", from, "finite") { _ in true }
        try SpringError.check("initialVelocity", initialVelocity, "finite") { _ in true }
        try SpringError.check("constantDeceleration", constantDeceleration, "0 or greater") { $0 >= 0 }
        try SpringError.check("velocityTolerance", velocityTolerance, "0 or greater") { $0 >= 0 }
        self.drag = drag
        self.from = from
        self.initialVelocity = initialVelocity
        self.constantDeceleration = constantDeceleration
        self.velocityTolerance = velocityTolerance
        let log = Double.log(drag), speed = abs(initialVelocity), a = constantDeceleration
        logDrag = log
        if initialVelocity == 0 {
            stopTime = 0
        } else if a == 0 {
            stopTime = .infinity
        } else {
            // h(t) = |v₀|·e^(t·ln D) − a·t falls from |v₀| at 0 to below 0 at |v₀|/a.
            stopTime = Double.safeguardedNewtonRoot(in: 0, speed / a, increasing: false) { t in
                let decay = speed * Double.exp(log * t)
                return (decay - a * t, decay * log - a)
            }
        }
        restingPoint = stopTime.isFinite
            ? Self.position(at: stopTime, from, initialVelocity, log, a)
            : from - initialVelocity / log
        guard restingPoint.isFinite else { throw .overflow(name: "the resting point") }
        let tolerance = velocityTolerance, stop = stopTime
        if speed <= tolerance {
            finishTime = 0
        } else if a == 0 {
            finishTime = Double.log(tolerance / speed) / log  // +∞ for a zero tolerance
        } else {
            // |v(t)| − tol falls from |v₀| − tol > 0 to −tol ≤ 0 at the stop time.
            finishTime = tolerance == 0 ? stop : Double.safeguardedNewtonRoot(in: 0, stop, increasing: false) { t in
                let decay = speed * Double.exp(log * t)
                return (decay - a * t - tolerance, decay * log - a)
            }
        }
    }

    /// Flutter's `FrictionSimulation.through`: the drag that takes the motion from `start` at
    /// `startVelocity` to `end` at `endVelocity`, D = e^((v₀ − v₁)/(x₀ − x₁)), finishing when
    /// the speed falls below |v₁| (so at `end`).
    ///
    /// - Throws: ``SpringError`` when the velocities do not decrease in magnitude with the same
    ///   sign, the motion does not head from `start` towards `end`, or a value is not finite.
    public static func through(start: Double, end: Double, startVelocity: Double, endVelocity: Double) throws(SpringError) -> FrictionMotion {
        for (name, value) in [("start", start), ("end", end), ("startVelocity", startVelocity), ("endVelocity", endVelocity)] {
            try SpringError.check(name, value, "finite") { _ in true }
        }
        guard end != start, (end - start).sign == startVelocity.sign, startVelocity != 0,
              endVelocity == 0 || endVelocity.sign == startVelocity.sign, abs(endVelocity) < abs(startVelocity) else {
            throw .parameterOutOfRange(
                name: "endVelocity", value: endVelocity,
                requirement: "smaller in magnitude than startVelocity, with its sign, and a start velocity heading towards end")
        }
        let drag = Double.exp((startVelocity - endVelocity) / (start - end))
        return try FrictionMotion(drag: drag, from: start, initialVelocity: startVelocity, velocityTolerance: abs(endVelocity))
    }

    static func position(at t: Double, _ x0: Double, _ v0: Double, _ log: Double, _ a: Double) -> Double {
        let s: Double = v0 < 0 ? -1 : 1
        return x0 + v0 * Double.expMinusOne(log * t) / log - s * a * t * t / 2
    }

    /// The position at t seconds: `from` for t ≤ 0, the resting point from ``stopTime`` on.
    /// - Complexity: O(1): one expm1.
    public func value(at t: Double) -> Double {
        if !(t > 0) { return t.isNaN ? t : from }
        if t >= stopTime { return restingPoint }
        return Self.position(at: t, from, initialVelocity, logDrag, constantDeceleration)
    }

    /// The velocity v₀·Dᵗ − s·a·t at t seconds (0 from ``stopTime`` on), units per second.
    public func velocity(at t: Double) -> Double {
        if !(t > 0) { return t.isNaN ? t : initialVelocity }
        if t >= stopTime { return 0 }
        let s: Double = initialVelocity < 0 ? -1 : 1
        return initialVelocity * Double.pow(drag, t) - s * constantDeceleration * t
    }

    /// Whether the speed has fallen to ``velocityTolerance`` by t: t ≥ ``finishTime`` (Flutter's
    /// `isDone`, |v(t)| < tolerance, up to the crossing instant itself).
    public func isFinished(at t: Double) -> Bool { t >= finishTime }

    /// The time at which the motion reaches `position`, or nil when it never does (Flutter's
    /// `timeAtX`, which answers +∞ then): 0 at `from`; otherwise the root on (0, stop time] by
    /// safeguarded Newton (the position is monotone there).
    public func time(atPosition position: Double) -> Double? {
        if position == from { return 0 }
        guard initialVelocity != 0, position.isFinite else { return nil }
        let forward = initialVelocity > 0
        // Between from and the resting point (which an unstopped motion only approaches).
        let reached = forward
            ? position > from && (stopTime.isFinite ? position <= restingPoint : position < restingPoint)
            : position < from && (stopTime.isFinite ? position >= restingPoint : position > restingPoint)
        guard reached else { return nil }
        // Without a deceleration x(t) = x₀ + v₀·(e^(Lt) − 1)/L inverts in closed form.
        if constantDeceleration == 0 { return Double.log(onePlus: logDrag * (position - from) / initialVelocity) / logDrag }
        return Double.safeguardedNewtonRoot(in: 0, stopTime, increasing: forward) { t in (value(at: t) - position, velocity(at: t)) }
    }
}

/// A number under constant acceleration (Flutter's `GravitySimulation`):
/// x(t) = x₀ + v₀·t + a·t²/2.
public struct GravityMotion: Motion, Sendable, Hashable {
    /// The acceleration, units per second².
    public let acceleration: Double
    /// The position at t = 0.
    public let from: Double
    /// The velocity at t = 0, units per second.
    public let initialVelocity: Double
    /// ``isFinished(at:)`` is true once |x(t)| reaches it (Flutter's `endDistance`: the distance
    /// from 0, in either direction, not the distance travelled).
    public let endDistance: Double
    /// The first time t ≥ 0 at which |x(t)| reaches ``endDistance`` (+∞ when it never does): the
    /// smallest non-negative root of x(t) = ±endDistance, in closed form.
    public let finishTime: Double

    /// - Throws: ``SpringError`` for a non-finite value or a negative end distance.
    public init(acceleration: Double, from: Double, initialVelocity: Double, endDistance: Double) throws(SpringError) {
        try SpringError.check("acceleration", acceleration, "finite") { _ in true }
        try SpringError.check("from", from, "finite") { _ in true }
        try SpringError.check("initialVelocity", initialVelocity, "finite") { _ in true }
        try SpringError.check("endDistance", endDistance, "0 or greater") { $0 >= 0 }
        self.acceleration = acceleration
        self.from = from
        self.initialVelocity = initialVelocity
        self.endDistance = endDistance
        if abs(from) >= endDistance {
            finishTime = 0
        } else {
            var first = Double.infinity
            for level in [endDistance, -endDistance] {
                let (count, r0, r1) = CubicRoots.quadraticRoots(0.5 * acceleration, initialVelocity, from - level)
                for root in [r0, r1].prefix(count) where root >= 0 { first = min(first, root) }
            }
            finishTime = first
        }
    }

    /// x₀ + v₀·t + a·t²/2 (any t, as Flutter's).
    public func value(at t: Double) -> Double { from + initialVelocity * t + 0.5 * acceleration * t * t }
    /// v₀ + a·t.
    public func velocity(at t: Double) -> Double { initialVelocity + acceleration * t }
    /// Whether t is at or past ``finishTime``. Flutter's `isDone(t)` is |x(t)| ≥ endDistance at
    /// t itself, which turns false again if the motion comes back inside; a `Motion` stays
    /// finished, so this answers from the first crossing on.
    public func isFinished(at t: Double) -> Bool { t >= finishTime }
}

/// A motion of a number with its position and velocity clamped (Flutter's `ClampedSimulation`);
/// it finishes when the motion it wraps does.
public struct ClampedMotion<Base: Motion>: Motion where Base.Value == Double {
    /// The motion clamped.
    public let base: Base
    /// The position bounds.
    public let positionRange: ClosedRange<Double>
    /// The velocity bounds.
    public let velocityRange: ClosedRange<Double>

    /// - Throws: ``SpringError`` when a bound is NaN.
    public init(_ base: Base, position: ClosedRange<Double> = -.infinity ... .infinity, velocity: ClosedRange<Double> = -.infinity ... .infinity) throws(SpringError) {
        for (name, value) in [("position bound", position.lowerBound), ("position bound", position.upperBound), ("velocity bound", velocity.lowerBound), ("velocity bound", velocity.upperBound)] where value.isNaN {
            throw .nonFiniteParameter(name: name, value: value)
        }
        self.base = base
        positionRange = position
        velocityRange = velocity
    }

    public func value(at t: Double) -> Double { min(max(base.value(at: t), positionRange.lowerBound), positionRange.upperBound) }
    public func velocity(at t: Double) -> Double { min(max(base.velocity(at: t), velocityRange.lowerBound), velocityRange.upperBound) }
    public func isFinished(at t: Double) -> Bool { base.isFinished(at: t) }
}
