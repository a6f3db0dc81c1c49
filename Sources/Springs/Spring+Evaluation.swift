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
        let (y, v) = kernel.state(at: t, displacement: from - to, velocity: initialVelocity)
        return (to + y, v)
    }

    /// The position x(t) of the spring released from `from` with `initialVelocity` towards `to`.
    /// See ``state(at:from:to:initialVelocity:)`` for the formula, units and edge cases.
    /// - Complexity: O(1).
    @inlinable
    public func value<V: AnimatableVector>(at t: Double, from: V, to: V, initialVelocity: V = .zero) -> V {
        if !(t > 0 || t.isNaN) { return from }
        let (c, s) = kernel.coefficients(at: t)
        return to + (from - to).scaled(by: c + kernel.lambda * s) + initialVelocity.scaled(by: s)
    }

    /// The velocity x′(t), in value units per second. See ``state(at:from:to:initialVelocity:)``.
    /// - Complexity: O(1).
    @inlinable
    public func velocity<V: AnimatableVector>(at t: Double, from: V, to: V, initialVelocity: V = .zero) -> V {
        if !(t > 0 || t.isNaN) { return initialVelocity }
        return kernel.state(at: t, displacement: from - to, velocity: initialVelocity).velocity
    }

    /// The acceleration x″(t) = −(c/m)·x′ − (k/m)·(x − to), in value units per second², computed
    /// in closed form as the response to the initial state (x′(0), x″(0)) rather than from the
    /// ODE, so it does not cancel.
    /// - Complexity: O(1).
    @inlinable
    public func acceleration<V: AnimatableVector>(at t: Double, from: V, to: V, initialVelocity: V = .zero) -> V {
        let y0 = from - to
        let a0 = V.zero - initialVelocity.scaled(by: 2 * kernel.lambda) - y0.scaled(by: kernel.omega2)
        return kernel.state(at: Spring.startClamped(t), displacement: initialVelocity, velocity: a0).velocity
    }
}

extension Spring {
    /// The transition matrix Φ(h) over a time step h: (y, y′)(t + h) = Φ·(y, y′)(t) for the
    /// displacement y = x − to and velocity y′, with Φ = [[c + λs, s], [−ωn²·s, c − λs]] where
    /// c = e^(−λh)·C(h), s = e^(−λh)·S(h). Frame generators apply it once per frame.
    ///
    /// - Returns: the entries (∂y/∂y, ∂y/∂y′, ∂y′/∂y, ∂y′/∂y′); s in seconds, ωn²·s in 1/s.
    /// - Complexity: O(1): one exponential and one sine/cosine.
    @inlinable
    public func transitionMatrix(over h: Double) -> (yy: Double, yv: Double, vy: Double, vv: Double) {
        kernel.transition(over: h)
    }
}
