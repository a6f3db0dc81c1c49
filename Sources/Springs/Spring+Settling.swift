// When a spring has settled: the exact last crossing of the ε band, and Core Animation's
// `settlingDuration`.
//
// Exact settling time. With y(t) = c(t)·y0 + s(t)·w0 (w0 = v0 + λy0) and m(t) = |y(t)|, the
// extrema of m are where y·y′ = 0. Dividing y·y′ by c² leaves a quadratic in r = s/c:
//     (y0·v0) + r·(w0·v0 − y0·u0) − r²·(w0·u0) = 0,   u0 = λv0 + ωn²y0,
// with r = tan(ωd t)/ωd (underdamped), t (critical) or tanh(at)/a (overdamped). So the extrema are
// known in closed form: at most two when the spring does not oscillate, and two families spaced by
// the half period π/ωd when it does, along which m shrinks by exactly e^(−λπ/ωd). Between
// consecutive extrema m is monotone, so the last crossing lies between the last breakpoint
// (t = 0 or an extremum) where m ≥ ε and the next one, and is found there by safeguarded Newton on
// m(t) − ε. No grid, no envelope approximation.

import MotionMath
import RealModule

extension Spring {
    /// The exact settling time: the last t ≥ 0 at which |x(t) − to| = ε·|to − from|
    /// (ε alone when from = to), so that |x(t) − to| stays below the band for every later t.
    ///
    /// The distance is the Euclidean length for vectors. Found by root-finding on the closed form
    /// between its closed-form extrema (see the Springs article): exact to about an ulp of the
    /// result, with no sampling. Returns 0 when the motion never leaves the band.
    ///
    /// Example: the critically damped (1, 100, 20) spring from 0 to 1 settles at the root of
    /// (1 + 10t)·e^(−10t) = 0.001, t = 0.9233413476451586 s.
    ///
    /// - Parameters:
    ///   - from: the value at t = 0.
    ///   - to: the target.
    ///   - initialVelocity: the velocity at t = 0, value units per second.
    ///   - epsilon: the band, relative to the distance |to − from| (absolute when from = to);
    ///     default 0.001.
    /// - Throws: ``SpringError/parameterOutOfRange(name:value:requirement:)`` when ε ≤ 0;
    ///   ``SpringError/nonFiniteInput(name:)`` for non-finite states; ``SpringError/neverSettles``
    ///   for an undamped spring whose motion leaves the band.
    /// - Complexity: O(1): a few dozen evaluations.
    public func settlingTime<V: AnimatableVector>(
        from: V, to: V, initialVelocity: V = .zero, epsilon: Double = 0.001
    ) throws(SpringError) -> Double {
        try SpringError.check("epsilon", epsilon, "greater than 0") { $0 > 0 }
        guard from.isFiniteVector else { throw .nonFiniteInput(name: "from") }
        guard to.isFiniteVector else { throw .nonFiniteInput(name: "to") }
        guard initialVelocity.isFiniteVector else { throw .nonFiniteInput(name: "initialVelocity") }
        let distance = (to - from).magnitude
        let threshold = distance > 0 ? epsilon * distance : epsilon
        guard threshold > 0, threshold.isFinite else {
            throw .parameterOutOfRange(name: "epsilon × distance", value: threshold, requirement: "a finite number greater than 0")
        }
        return try kernel.lastCrossing(
            displacement: (from - to).components, velocity: initialVelocity.components, threshold: threshold)
    }

    /// Core Animation's `settlingDuration` (compatible with `CASpringAnimation`): the time for a unit
    /// displacement to settle within 0.001.
    ///
    /// Underdamped: the envelope bound, ln((1 + |(ζωn − v)/ωd|)/0.001)/(ζωn), where v is Core
    /// Animation's `initialVelocity` (in units of the whole displacement per second, positive
    /// towards the target). Critically damped and overdamped (clamped to critical unless
    /// overdamping is allowed): the exact crossing of 0.001, rounded up to the next 0.1 s.
    /// These reproduce the values measured on Apple's QuartzCore: (m, k, c) = (1, 100, 10) →
    /// 1.4727003346780927, (1, 100, 1) → 13.91321015404625, (1, 100, 20) and (1, 100, 100) → 1.0.
    ///
    /// This is an upper bound of the exact ``settlingTime(from:to:initialVelocity:epsilon:)`` (the
    /// envelope ignores the phase), which can be noticeably shorter.
    ///
    /// - Throws: ``SpringError/neverSettles`` when undamped; ``SpringError/nonFiniteInput(name:)``
    ///   for a non-finite velocity.
    /// - Complexity: O(1).
    public func settlingDuration(initialVelocity velocity: Double = 0) throws(SpringError) -> Double {
        guard velocity.isFinite else { throw .nonFiniteInput(name: "initialVelocity") }
        let threshold = 0.001
        if kernel.regime == .underdamped {
            let decay = kernel.lambda  // ζ·ωn
            guard decay > 0 else { throw .neverSettles }
            // ln((1 + r)/0.001)/λ evaluated as (log1p(r) + ln 1000)/λ in double-double, so the
            // result is the correctly rounded one in practice (QuartzCore's values are).
            let r = abs((decay - velocity) / kernel.rate)
            let (logHigh, logLow) = (6.907755278982137, 2.369515526854504e-16)  // ln 1000
            let a = Double.log(onePlus: r)
            let (sum, tail) = Augmented.sum(a, logHigh)  // TwoSum: sum + tail = a + logHigh exactly
            let sumError = tail + logLow
            let quotient = sum / decay
            let remainder = sum.addingProduct(-quotient, decay)  // exact: sum − quotient·decay
            let correction = (remainder + sumError) / decay
            return max(0, quotient + correction)
        }
        // Unit displacement y0 = 1 moving towards the target at `velocity`: y′(0) = −velocity.
        let exact = try kernel.lastCrossing(displacement: [1], velocity: [-velocity], threshold: threshold)
        return (exact * 10).rounded(.up) / 10
    }
}

extension SpringKernel {
    /// The last t ≥ 0 with |y(t)| = threshold, for y(0) = y0 and y′(0) = v0 given by components.
    func lastCrossing(displacement y0: [Double], velocity v0: [Double], threshold: Double) throws(SpringError) -> Double {
        // Scale so the state is of order one: nothing overflows when squared.
        let omega = omega2.squareRoot()
        var scale = threshold
        for i in y0.indices { scale = max(scale, abs(y0[i]), abs(v0[i]) / omega) }
        if !scale.isFinite { scale = max(threshold, y0.reduce(0) { max($0, abs($1)) }, v0.reduce(0) { max($0, abs($1)) }) }
        let y = y0.map { $0 / scale }, v = v0.map { $0 / scale }
        let band = threshold / scale
        let w = zip(y, v).map { lambda * $0 + $1 }  // v0 + λy0
        let u = zip(y, v).map { omega2 * $0 + lambda * $1 }  // λv0 + ωn²y0

        // |y(t)| and d|y|/dt.
        func distance(_ t: Double) -> (value: Double, derivative: Double) {
            let (c, s) = coefficients(at: t)
            var squared = 0.0, dot = 0.0
            for i in y.indices {
                let yi = c * y[i] + s * w[i]
                let vi = c * v[i] - s * u[i]
                squared += yi * yi
                dot += yi * vi
            }
            let m = squared.squareRoot()
            return (m, m > 0 ? dot / m : 0)
        }
        func above(_ t: Double) -> Bool { distance(t).value >= band }

        // Extrema of |y|: roots r of A·r² + B·r + C = 0.
        func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
        let roots = CubicRoots.quadratic(-dot(w, u), dot(w, v) - dot(y, u), dot(y, v))  // MotionMath's stable quadratic

        var last: Double  // the last breakpoint with |y| ≥ band
        var next: Double  // the breakpoint after it (+∞ when |y| decreases from there on)
        if regime == .underdamped {
            let halfPeriod = Double.pi / rate
            // Extremum times in [0, π/ωd): r = tan(ωd t)/ωd; r = ±∞ (A = 0) is ωd t = π/2.
            var base = roots.map { r -> Double in
                let t = Double.atan(rate * r) / rate
                return t < 0 ? t + halfPeriod : t
            }
            if roots.count < 2 && dot(w, u) == 0 && (dot(w, v) - dot(y, u)) != 0 { base.append(halfPeriod / 2) }
            base = base.filter { $0.isFinite && $0 >= 0 && $0 < halfPeriod }
            // Along each family t_j + k·π/ωd, |y| shrinks by e^(−λπ/ωd) per step.
            let shrink = lambda * halfPeriod  // ln of the ratio per half period
            var candidate: Double? = above(0) ? 0 : nil
            for t0 in base where above(t0) {
                guard shrink > 0 else { throw .neverSettles }
                let ratio = distance(t0).value / band
                var k = max(0, (Double.log(ratio) / shrink).rounded(.down))
                let t = t0 + k * halfPeriod
                if t + halfPeriod == t || k >= 0x1p52 {
                    // The half period is below the resolution of the time itself (an extremely stiff,
                    // lightly damped spring): the crossing is where the decaying extrema reach the
                    // band, exact to that resolution.
                    return t0 + Double.log(ratio) / lambda
                }
                var steps = 0
                while k > 0 && !above(t0 + k * halfPeriod) && steps < 64 { k -= 1; steps += 1 }
                while above(t0 + (k + 1) * halfPeriod) && steps < 128 { k += 1; steps += 1 }
                let found = t0 + k * halfPeriod
                candidate = max(candidate ?? found, found)
            }
            guard let found = candidate else { return 0 }
            if lambda == 0 { throw .neverSettles }
            last = found
            next = .infinity
            for t0 in base {
                var k = ((last - t0) / halfPeriod).rounded(.down) + 1
                var steps = 0
                while k > 0 && t0 + (k - 1) * halfPeriod > last && steps < 64 { k -= 1; steps += 1 }
                while t0 + k * halfPeriod <= last && steps < 128 { k += 1; steps += 1 }
                next = min(next, t0 + k * halfPeriod)
            }
            // Guard against rounding in the breakpoints: step on while the next one is still above.
            var guardSteps = 0
            while next.isFinite && above(next) && guardSteps < 8 {
                last = next
                next += halfPeriod / 2
                guardSteps += 1
            }
        } else {
            // r = t (critical) or tanh(at)/a (overdamped): only r > 0 within range are times.
            let times = roots.compactMap { r -> Double? in
                guard r > 0, r.isFinite else { return nil }
                if regime == .criticallyDamped { return r }
                let ar = rate * r
                return ar < 1 ? Double.atanh(ar) / rate : nil
            }.sorted()
            let breakpoints = [0] + times
            guard let index = breakpoints.lastIndex(where: above) else { return 0 }
            last = breakpoints[index]
            next = index + 1 < breakpoints.count ? breakpoints[index + 1] : .infinity
        }
        if !next.isFinite {
            // |y| decreases to 0 from `last` on: find a time below the band by doubling.
            var step = 1 / max(abs(slowRoot), Double.leastNormalMagnitude)
            if !step.isFinite { step = 1 }
            next = last + step
            var doublings = 0
            while above(next) && doublings < 2100 {
                step *= 2
                next = last + step
                doublings += 1
            }
            guard !above(next) else { throw .neverSettles }
        }
        return Double.safeguardedNewtonRoot(in: last, next, increasing: false) { t in
            let (m, slope) = distance(t)
            return (m - band, slope)
        }
    }
}
