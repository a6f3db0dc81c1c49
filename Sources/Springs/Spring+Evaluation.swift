import MotionMath
// Stateless evaluation: value, velocity and acceleration of a spring animation as pure functions
// of time, with the initial state passed in (the Compose / SwiftUI `Spring.value(target:…)` model).

extension Spring {
    /// The time the closed form is evaluated at: t itself for t > 0, 0 for t ≤ 0 (the spring
    /// starts at t = 0 and holds its initial state before), NaN stays NaN.
    @inlinable @inline(__always)
    static func startClamped(_ t: Double) -> Double { t > 0 || t.isNaN ? t : 0 }

    /// Position and velocity at time t of the spring released at t = 0 from `from` with
    /// `initialVelocity`, pulled towards `to`.
    ///
    /// x(t) = to + e^(−λt)·[y0·C + (v0 + λy0)·S],  x′(t) = e^(−λt)·[v0·C − (λv0 + ωn²y0)·S],
    /// y0 = from − to (see the Springs article for C and S). Units: t in seconds, velocity in value
    /// units per second. Times ≤ 0 give the initial state; t = +∞ gives (to, 0) for a damped
    /// spring; NaN or an undamped spring at +∞ gives NaN (use ``SpringAnimation/checkedState(at:)``
    /// for a typed error instead).
    ///
    /// Accuracy: within a few ulps of S = |to − from| + |v0|/ωn in value and of S·ωn in velocity,
    /// in every regime including ζ = 1 ± 1e-12 (measured in the tests against a Float80 reference).
    /// - Complexity: O(1): one exponential and one sine and cosine (or one expm1).
    @inlinable
    public func state<V: AnimatableVector>(
        at t: Double, from: V, to: V, initialVelocity: V = .zero
    ) -> (value: V, velocity: V) {
        if !(t > 0 || t.isNaN) { return (from, initialVelocity) }
        let start = Self.initialState(from: from, to: to, velocity: initialVelocity)
        let (y, v) = kernel.state(at: t, displacement: start.displacement, velocity: start.velocity)
        return (start.unscaled(start.to + y), start.unscaled(v))
    }

    /// The position x(t) of the spring released from `from` with `initialVelocity` towards `to`.
    /// See ``state(at:from:to:initialVelocity:)`` for the formula, units and edge cases.
    /// - Complexity: O(1).
    @inlinable
    public func value<V: AnimatableVector>(at t: Double, from: V, to: V, initialVelocity: V = .zero) -> V {
        if !(t > 0 || t.isNaN) { return from }
        let start = Self.initialState(from: from, to: to, velocity: initialVelocity)
        // The sum in state's order, to + (y0 part + v0 part), so that value and state agree bit for bit.
        let (c, s) = kernel.coefficients(at: t)
        return start.unscaled(start.to + (start.displacement.scaled(by: c + kernel.lambda * s) + start.velocity.scaled(by: s)))
    }

    /// The velocity x′(t), in value units per second. See ``state(at:from:to:initialVelocity:)``.
    /// - Complexity: O(1).
    @inlinable
    public func velocity<V: AnimatableVector>(at t: Double, from: V, to: V, initialVelocity: V = .zero) -> V {
        if !(t > 0 || t.isNaN) { return initialVelocity }
        let start = Self.initialState(from: from, to: to, velocity: initialVelocity)
        return start.unscaled(kernel.state(at: t, displacement: start.displacement, velocity: start.velocity).velocity)
    }

    /// The initial state (y0 = from − to, v0) that the closed form evolves, with `to` in the same
    /// units. States beyond 2⁵⁰⁰ (where from − to, or a velocity in the frame recurrence, can
    /// overflow) are divided by a power of two to components of at most 2, exactly, and
    /// `SpringInitialState.unscaled(_:)` multiplies results back: the equation is linear, so the
    /// answer is the same, finite or ±∞, never the NaN of ∞·0 or ∞ − ∞. (A fuzz finding.)
    @inlinable @inline(__always)
    static func initialState<V: AnimatableVector>(from: V, to: V, velocity: V) -> SpringInitialState<V> {
        let limit = 0x1p1000  // a squared length below it: every component below 2⁵⁰⁰
        if from.magnitudeSquared < limit && to.magnitudeSquared < limit && velocity.magnitudeSquared < limit {
            return SpringInitialState(displacement: from - to, to: to, velocity: velocity, exponent: 0)
        }
        guard let step = SpringInitialState<V>.unitStep(from, to, velocity) else {
            return SpringInitialState(displacement: from - to, to: to, velocity: velocity, exponent: 0)
        }
        let factor = Double(sign: .plus, exponent: -step, significand: 1)
        let (scaledFrom, scaledTo) = (from.scaled(by: factor), to.scaled(by: factor))
        return SpringInitialState(displacement: scaledFrom - scaledTo, to: scaledTo, velocity: velocity.scaled(by: factor), exponent: step)
    }
}

extension Spring {
    /// The acceleration x″(t) = −(c/m)·x′ − (k/m)·(x − to), in value units per second², computed
    /// in closed form as the response to the initial state (x′(0), x″(0)) rather than from the
    /// ODE, so it does not cancel. When x″(0) itself overflows (huge states of stiff springs) the
    /// state is rescaled by a power of two to components of at most 1, exactly, and the result
    /// scaled back: ±∞ where the true acceleration is beyond the largest Double, never NaN.
    /// - Complexity: O(1).
    @inlinable
    public func acceleration<V: AnimatableVector>(at t: Double, from: V, to: V, initialVelocity: V = .zero) -> V {
        var start = Self.initialState(from: from, to: to, velocity: initialVelocity)
        var a0 = V.zero - start.velocity.scaled(by: 2 * kernel.lambda) - start.displacement.scaled(by: kernel.omega2)
        if !a0.isFiniteVector && start.displacement.isFiniteVector && start.velocity.isFiniteVector {
            start = start.rescaledToUnit()
            a0 = V.zero - start.velocity.scaled(by: 2 * kernel.lambda) - start.displacement.scaled(by: kernel.omega2)
        }
        return start.unscaled(kernel.state(at: Spring.startClamped(t), displacement: start.velocity, velocity: a0).velocity)
    }
}

/// A spring's initial state as the closed form takes it (see `Spring.initialState(from:to:velocity:)`): the
/// displacement y0 = from − to, the target and the velocity, all divided by 2^`exponent` (0
/// unless that was needed to keep them finite). Internal: the closed form and the frame
/// generators (``SpringFrameIterator``) share it.
@usableFromInline
struct SpringInitialState<V: AnimatableVector>: Sendable {
    @usableFromInline let displacement: V
    @usableFromInline let to: V
    @usableFromInline let velocity: V
    @usableFromInline let exponent: Int

    @inlinable
    init(displacement: V, to: V, velocity: V, exponent: Int) {
        self.displacement = displacement
        self.to = to
        self.velocity = velocity
        self.exponent = exponent
    }

    /// A result computed from this state, in the caller's units: multiplied back by 2^`exponent`,
    /// in steps of at most 2¹⁰²³ so that the factor itself never overflows (exact; ±∞ only where
    /// the true result is beyond the largest Double).
    @inlinable @inline(__always)
    func unscaled(_ result: V) -> V { exponent == 0 ? result : scaledBack(result) }

    /// The rare path of ``unscaled(_:)``, kept out of line so that frame loops stay small.
    @usableFromInline @inline(never)
    func scaledBack(_ result: V) -> V {
        var scaled = result
        var left = exponent
        while left > 0 {
            let step = Swift.min(left, 1023)
            scaled = scaled.scaled(by: Double(sign: .plus, exponent: step, significand: 1))
            left -= step
        }
        return scaled
    }

    /// The power-of-two exponent that brings every component of the values to at most 2, or nil
    /// when none exceeds 1 (nothing to scale) or one is not finite (kept as it is).
    @usableFromInline
    static func unitStep(_ values: V...) -> Int? { unitScaleExponent(values) }

    /// The same state divided further to components of at most 2 (the initial acceleration of a
    /// stiff spring can overflow where the state itself does not); exact.
    @inlinable
    func rescaledToUnit() -> SpringInitialState {
        guard let step = Self.unitStep(displacement, to, velocity) else { return self }
        let factor = Double(sign: .plus, exponent: -step, significand: 1)
        return SpringInitialState(
            displacement: displacement.scaled(by: factor), to: to.scaled(by: factor),
            velocity: velocity.scaled(by: factor), exponent: exponent + step)
    }
}

extension Spring {
    /// The displacement and velocity at time t (> 0) from an initial state, in that state's scaled
    /// units (the closed form; see ``state(at:from:to:initialVelocity:)``). The frame generators
    /// re-anchor on it.
    @inlinable
    func evolve<V: AnimatableVector>(_ start: SpringInitialState<V>, to t: Double) -> (displacement: V, velocity: V) {
        kernel.state(at: t, displacement: start.displacement, velocity: start.velocity)
    }

    /// The transition matrix Φ(h) over a time step h: (y, y′)(t + h) = Φ·(y, y′)(t) for the
    /// displacement y = x − to and velocity y′, with Φ = [[c + λs, s], [−ωn²·s, c − λs]] where
    /// c = e^(−λh)·C(h), s = e^(−λh)·S(h). Frame generators apply it once per frame.
    ///
    /// - Returns: the entries (∂y/∂y, ∂y/∂y′, ∂y′/∂y, ∂y′/∂y′); s in seconds, ωn²·s in 1/s.
    /// - Complexity: O(1): one exponential and one sine/cosine.
    @inlinable
    package func transitionMatrix(over h: Double) -> (yy: Double, yv: Double, vy: Double, vv: Double) {
        kernel.transition(over: h)
    }
}
