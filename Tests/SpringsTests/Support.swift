import MotionTestSupport
import RealModule
import Springs

/// The damped oscillator by the textbook per-regime formulas in double-double (``DoubleDouble``,
/// ~106 bits, unit roundoff 1.2e-32; exp, sin and cos to ~1e-30 relative), independent of the
/// library's single series/expm1 formulation, on every architecture. It mirrors the Float80
/// ``SpringReference`` (x86 only) formula for formula:
///   underdamped  y = e^(−λt)·(y0·cos ωd t + (v0 + λy0)/ωd · sin ωd t)
///   critical     y = e^(−λt)·(y0 + (v0 + λy0)·t)
///   overdamped   y = C1·e^(r1 t) + C2·e^(r2 t), r1 = −ωn²/(λ + a) (slow), r2 = −(λ + a),
///                C1 = (v0 − r2·y0)/(r1 − r2), C2 = y0 − C1.
/// The regime is decided from 4km − c², formed exactly (k·m and c² by `Augmented.product`);
/// damping is clamped to critical like the library when overdamping is not allowed, and the
/// library's "exactly critical" damping (c = 2√(km) in Double) is the critical form. Checked
/// against the Float80 reference on x86 (`SpringPrecisionTests.doubleDoubleReferenceAgreesWithFloat80`).
struct SpringReferenceDD {
    enum Form { case under(DoubleDouble), critical, over(DoubleDouble, DoubleDouble) }
    let lambda, omega2: DoubleDouble
    let form: Form

    init(mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool) {
        let m = DoubleDouble(mass), k = DoubleDouble(stiffness)
        var c = DoubleDouble(damping)
        let km = DoubleDouble.product(stiffness, mass)  // exact
        let critical = DoubleDouble.sqrt(km) * 2
        var isCritical = false
        if !allowsOverdamping && c > critical {
            c = critical
            isCritical = true
        }
        if damping == 2 * (stiffness * mass).squareRoot() {  // the library's "exactly critical"
            c = critical
            isCritical = true
        }
        omega2 = k / m
        lambda = c / (m * 2)
        // 4km − c², exact when c is the Double damping (a difference of two exact products).
        let q = isCritical ? DoubleDouble(0) : km * 4 - DoubleDouble.product(damping, damping)
        let disc = q / (DoubleDouble.product(mass, mass) * 4)
        if isCritical || disc.hi == 0 {
            form = .critical
        } else if disc.hi > 0 {
            form = .under(DoubleDouble.sqrt(disc))
        } else {
            let a = DoubleDouble.sqrt(-disc)
            form = .over(-omega2 / (lambda + a), -(lambda + a))
        }
    }

    init(_ spring: Spring) {
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, allowsOverdamping: spring.allowsOverdamping)
    }

    /// (y, y′, y″) at t for y(0) = y0, y′(0) = v0.
    func state(_ t: Double, y0 y0d: Double, v0 v0d: Double) -> (y: DoubleDouble, v: DoubleDouble, a: DoubleDouble) {
        let t = DoubleDouble(t), y0 = DoubleDouble(y0d), v0 = DoubleDouble(v0d)
        switch form {
        case .under(let wd):
            let e = DoubleDouble.exp(-(lambda * t)), (sn, cs) = DoubleDouble.sinCos(wd * t)
            let y = e * (y0 * cs + (v0 + lambda * y0) / wd * sn)
            let v = e * (v0 * cs - (lambda * v0 + omega2 * y0) / wd * sn)
            return (y, v, -(lambda * v * 2) - omega2 * y)
        case .critical:
            let e = DoubleDouble.exp(-(lambda * t))
            let y = e * (y0 + (v0 + lambda * y0) * t)
            let v = e * (v0 - (lambda * v0 + omega2 * y0) * t)
            return (y, v, -(lambda * v * 2) - omega2 * y)
        case .over(let r1, let r2):
            let c1 = (v0 - r2 * y0) / (r1 - r2), c2 = y0 - c1
            let e1 = DoubleDouble.exp(r1 * t), e2 = DoubleDouble.exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2, c1 * r1 * r1 * e1 + c2 * r2 * r2 * e2)
        }
    }

    /// y(t) by the same formulas in Double (for the scan in ``lastCrossing(y0:v0:threshold:)``).
    func approximateY(_ t: Double, y0: Double, v0: Double) -> Double {
        let lambda = lambda.double
        switch form {
        case .under(let wdd):
            let wd = wdd.double
            return Double.exp(-lambda * t) * (y0 * Double.cos(wd * t) + (v0 + lambda * y0) / wd * Double.sin(wd * t))
        case .critical:
            return Double.exp(-lambda * t) * (y0 + (v0 + lambda * y0) * t)
        case .over(let r1d, let r2d):
            let r1 = r1d.double, r2 = r2d.double
            let c1 = (v0 - r2 * y0) / (r1 - r2)
            return c1 * Double.exp(r1 * t) + (y0 - c1) * Double.exp(r2 * t)
        }
    }

    /// The last t with |y(t)| = threshold, as the Float80 reference finds it: scanning backwards
    /// from the envelope bound on a grid of 1/400 of the shortest time scale, then bisection (200
    /// halvings, on Double t) with |y| in double-double — simple, independent.
    func lastCrossing(y0: Double, v0: Double, threshold: Double) -> Double {
        let eps = DoubleDouble(threshold)
        let scale: Double
        let upper: Double
        switch form {
        case .under(let wd):
            let b = (DoubleDouble(v0) + lambda * DoubleDouble(y0)) / wd
            let amplitude = DoubleDouble.sqrt(DoubleDouble(y0) * DoubleDouble(y0) + b * b)
            upper = Swift.max(0, (DoubleDouble.log(amplitude / eps) / lambda).double) + 1
            scale = Swift.min(1 / wd.double, 1 / lambda.double)
        case .critical:
            upper = 200 / lambda.double
            scale = 1 / lambda.double
        case .over(let r1, let r2):
            upper = 200 / -r1.double
            scale = 1 / -r2.double
        }
        // Oscillating: a fixed fine step. Otherwise (at most two extrema) a step that also grows
        // with t, so the slow tail of a strongly overdamped spring is crossed quickly.
        var oscillating = false
        if case .under = form { oscillating = true }
        func step(_ t: Double) -> Double { oscillating ? scale / 400 : Swift.max(scale / 400, t * 1e-4) }
        func above(_ t: Double) -> Bool { state(t, y0: y0, v0: v0).y.magnitude >= eps }
        // The scan (thousands of points) with the same formulas in Double, ~10× faster in a debug
        // build; then the bracket is made exact in double-double: stepping on back while |y| is
        // below the threshold at t, forward while it is above at t + step. (A Double scan could
        // only miss a peak that grazes the threshold to ~1e-11 relative.)
        var t = upper
        while t > 0 && Swift.abs(approximateY(t, y0: y0, v0: v0)) < threshold { t -= step(t) }
        while t > 0 && !above(t) { t -= step(t) }
        if t <= 0 { return 0 }
        while above(t + step(t)) { t += step(t) }
        var lo = t, hi = t + step(t)
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if above(mid) { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}

#if arch(x86_64) || arch(i386)  // Float80 reference: x86 only (.ci/portability.py checks the guard)
/// The damped oscillator by the textbook per-regime formulas, in Float80 (unit roundoff 5.4e-20),
/// independent of the library's single series/expm1 formulation:
///   underdamped  y = e^(−λt)·(y0·cos ωd t + (v0 + λy0)/ωd · sin ωd t)
///   critical     y = e^(−λt)·(y0 + (v0 + λy0)·t)
///   overdamped   y = C1·e^(r1 t) + C2·e^(r2 t), r1 = −ωn²/(λ + a) (slow), r2 = −(λ + a),
///                C1 = (v0 − r2·y0)/(r1 − r2), C2 = y0 − C1.
/// The regime is decided from 4km − c² in Float80; damping is clamped to critical like the
/// library when overdamping is not allowed.
struct SpringReference {
    enum Form { case under(Float80), critical, over(Float80, Float80) }
    let lambda, omega2: Float80
    let form: Form

    init(mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool) {
        let m = Float80(mass), k = Float80(stiffness)
        var c = Float80(damping)
        let critical = 2 * (k * m).squareRoot()
        if !allowsOverdamping && c > critical { c = critical }
        if damping == 2 * (stiffness * mass).squareRoot() { c = critical }  // the library's "exactly critical"
        omega2 = k / m
        lambda = c / (2 * m)
        let disc = (4 * k * m - c * c) / (4 * m * m)
        if disc > 0 {
            form = .under(disc.squareRoot())
        } else if disc == 0 || c == critical {
            form = .critical
        } else {
            let a = (-disc).squareRoot()
            form = .over(-omega2 / (lambda + a), -(lambda + a))
        }
    }

    init(_ spring: Spring) {
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, allowsOverdamping: spring.allowsOverdamping)
    }

    /// (y, y′, y″) at t for y(0) = y0, y′(0) = v0.
    func state(_ t: Double, y0 y0d: Double, v0 v0d: Double) -> (y: Float80, v: Float80, a: Float80) {
        let t = Float80(t), y0 = Float80(y0d), v0 = Float80(v0d)
        switch form {
        case .under(let wd):
            let e = Float80.exp(-lambda * t), cs = Float80.cos(wd * t), sn = Float80.sin(wd * t)
            let y = e * (y0 * cs + (v0 + lambda * y0) / wd * sn)
            let v = e * (v0 * cs - (lambda * v0 + omega2 * y0) / wd * sn)
            return (y, v, -2 * lambda * v - omega2 * y)
        case .critical:
            let e = Float80.exp(-lambda * t)
            let y = e * (y0 + (v0 + lambda * y0) * t)
            let v = e * (v0 - (lambda * v0 + omega2 * y0) * t)
            return (y, v, -2 * lambda * v - omega2 * y)
        case .over(let r1, let r2):
            let c1 = (v0 - r2 * y0) / (r1 - r2), c2 = y0 - c1
            let e1 = Float80.exp(r1 * t), e2 = Float80.exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2, c1 * r1 * r1 * e1 + c2 * r2 * r2 * e2)
        }
    }

    /// The last t with |y(t)| = threshold: scanning backwards from the envelope bound on a grid of
    /// 1/400 of the shortest time scale, then bisection in Float80 — slow, simple, independent.
    func lastCrossing(y0: Double, v0: Double, threshold: Double) -> Double {
        let eps = Float80(threshold)
        let scale: Float80
        let upper: Float80
        switch form {
        case .under(let wd):
            let amplitude = (Float80(y0) * Float80(y0) + ((Float80(v0) + lambda * Float80(y0)) / wd) * ((Float80(v0) + lambda * Float80(y0)) / wd)).squareRoot()
            upper = Swift.max(0, Float80.log(amplitude / eps) / lambda) + 1
            scale = Swift.min(1 / wd, 1 / lambda)
        case .critical:
            upper = 200 / lambda
            scale = 1 / lambda
        case .over(let r1, let r2):
            upper = 200 / -r1
            scale = 1 / -r2
        }
        // Oscillating: a fixed fine step. Otherwise (at most two extrema) a step that also grows
        // with t, so the slow tail of a strongly overdamped spring is crossed quickly.
        var oscillating = false
        if case .under = form { oscillating = true }
        func step(_ t: Float80) -> Float80 { oscillating ? scale / 400 : Swift.max(scale / 400, t * 1e-4) }
        var t = upper
        while t > 0 && abs(state(Double(t), y0: y0, v0: v0).y) < eps { t -= step(t) }
        if t <= 0 { return 0 }
        var lo = t, hi = t + step(t)
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if abs(state(Double(mid), y0: y0, v0: v0).y) >= eps { lo = mid } else { hi = mid }
        }
        return Double((lo + hi) / 2)
    }
}

#endif

/// A spring with damping ratio ζ (damping computed from ζ), natural frequency ωn and mass m.
func makeSpring(zeta: Double, omega: Double, mass: Double) throws -> Spring {
    let k = mass * omega * omega
    return try Spring(mass: mass, stiffness: k, damping: zeta * 2 * (k * mass).squareRoot(), allowsOverdamping: true)
}
