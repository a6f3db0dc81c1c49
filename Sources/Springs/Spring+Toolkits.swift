// The spring parameters of other toolkits, each mapped onto (mass, stiffness, damping) exactly as
// the toolkit maps it (sources and derivations: Springs article, Springs of other toolkits).
//
//   Origami (Rebound, POP, React Native):  k = (T − 30)·3.62 + 194,  c = (F − 8)·3 + 25,  m = 1
//   bounciness/speed (Rebound, POP, RN):   b = bounciness/42.5, s = speed/34,
//                                          T = 0.5 + 199.5·s,  u = 2b − b²,
//                                          F = 0.01·u + (1 − u)·f(T)  (f: the no-bounce friction cubic)
//   stiffness + damping ratio (Compose, Android, Flutter, react-spring's frequency as a period):
//                                          c = ζ·2√(km)
//   Motion's visualDuration V and bounce:  ωn = 2π/(1.2·V), ζ = clamp(1 − bounce, 0.05, 1), m = 1
//   Motion's duration D and bounce:        ζ as above; ωn is the root of Motion's envelope
//                                          equation (findSpring), in closed form:
//                                          ζ < 1: ωn = ln(ζ/(0.001·√(1 − ζ²)))/(ζD);
//                                          ζ = 1: ωn = x*/D with e^(−x*)(1 + x*) = 0.001

import RealModule

extension Spring {
    // MARK: Origami (Rebound, POP, React Native)

    /// A spring from Origami's (Quartz Composer's) tension and friction, as Facebook's Rebound and
    /// POP and React Native's `Animated.spring({tension, friction})` convert them: mass 1,
    /// stiffness (T − 30)·3.62 + 194, damping (F − 8)·3 + 25.
    ///
    /// React Native's default, tension 40 and friction 7, is stiffness 230.2 and damping 22.
    /// Damping above critical is run as given, as those engines do. (Rebound's Java version alone
    /// maps a tension or friction of exactly 0 to 0.)
    ///
    /// - Throws: ``SpringError`` when the stiffness comes out ≤ 0 (tension ≤ −23.59…), the
    ///   damping < 0 (friction < −1/3), or a value is not finite.
    public init(origamiTension tension: Double, origamiFriction friction: Double) throws(SpringError) {
        try SpringError.check("origamiTension", tension, "finite") { _ in true }
        try SpringError.check("origamiFriction", friction, "finite") { _ in true }
        try self.init(mass: 1, stiffness: Self.stiffness(origamiTension: tension), damping: Self.damping(origamiFriction: friction), allowsOverdamping: true)
    }

    /// The Origami tension of the unit-mass spring with the same motion (stiffness/mass):
    /// (k/m − 194)/3.62 + 30, the inverse of ``init(origamiTension:origamiFriction:)``.
    public var origamiTension: Double { (stiffness / mass - 194) / 3.62 + 30 }

    /// The Origami friction of the unit-mass spring with the same motion (damping/mass):
    /// (c/m − 25)/3 + 8.
    public var origamiFriction: Double { (damping / mass - 25) / 3 + 8 }

    static func stiffness(origamiTension tension: Double) -> Double { (tension - 30) * 3.62 + 194 }
    static func damping(origamiFriction friction: Double) -> Double { (friction - 8) * 3 + 25 }

    // MARK: Bounciness and speed (Rebound, POP, React Native)

    /// A spring from POP's and Rebound's bounciness and speed, as React Native's
    /// `Animated.spring({bounciness, speed})` also converts them (defaults there: 8 and 12; POP's:
    /// 4 and 12). The values are mapped to Origami tension and friction, then as
    /// ``init(origamiTension:origamiFriction:)``.
    ///
    /// Those engines document both in [0, 20] but clamp neither; neither is clamped here.
    ///
    /// - Throws: ``SpringError`` when a value is not finite or the resulting spring is invalid
    ///   (speed ≤ −0.2 gives no stiffness).
    public init(bounciness: Double, speed: Double) throws(SpringError) {
        try SpringError.check("bounciness", bounciness, "finite") { _ in true }
        try SpringError.check("speed", speed, "finite") { _ in true }
        let b = bounciness / 1.7 / 20 * 0.8
        let tension = 0.5 + speed / 1.7 / 20 * 199.5
        let u = 2 * b - b * b
        let friction = 0.01 * u + (1 - u) * Self.noBounceFriction(origamiTension: tension)
        try self.init(origamiTension: tension, origamiFriction: friction)
    }

    /// The bounciness and speed of ``init(bounciness:speed:)`` that give this spring's motion
    /// (stiffness and damping per unit mass), as POP's `convertTension:friction:toBounciness:speed:`
    /// inverts them; nil when no bounciness gives the damping (more than u = 1 allows: a spring
    /// damped far below what bounciness 42.5 reaches).
    public var bouncinessAndSpeed: (bounciness: Double, speed: Double)? {
        let tension = origamiTension, friction = origamiFriction
        let noBounce = Self.noBounceFriction(origamiTension: tension)
        // friction = 0.01·u + (1 − u)·noBounce with u = 2b − b², so u = (noBounce − friction)/(noBounce − 0.01).
        let u = (noBounce - friction) / (noBounce - 0.01)
        guard u <= 1, u.isFinite else { return nil }
        let b = u / (1 + (1 - u).squareRoot())  // 1 − √(1 − u), without cancellation
        return (b / 0.8 * 20 * 1.7, (tension - 0.5) / 199.5 * 20 * 1.7)
    }

    /// The Origami friction that just stops a spring of Origami tension T from bouncing (POP's
    /// `POPBouncy3NoBounce`): three cubics in T, joined at 18 and 44.
    static func noBounceFriction(origamiTension t: Double) -> Double {
        if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
        return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }

    // MARK: Stiffness and damping ratio (Compose, Android, Flutter)

    /// A spring from its stiffness and damping ratio, as Jetpack Compose's
    /// `spring(dampingRatio, stiffness)`, Android's `SpringForce` and Flutter's
    /// `SpringDescription.withDampingRatio` define it: c = ζ·2√(km), damping above critical run as
    /// given.
    ///
    /// - Throws: ``SpringError`` when stiffness ≤ 0, ζ < 0, mass ≤ 0 or a value is not finite.
    public init(stiffness: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
        try SpringError.check("stiffness", stiffness, "greater than 0") { $0 > 0 }
        try SpringError.check("dampingRatio", dampingRatio, "0 or greater") { $0 >= 0 }
        try SpringError.check("mass", mass, "greater than 0") { $0 > 0 }
        try self.init(mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (stiffness * mass).squareRoot(), allowsOverdamping: true)
    }

    // MARK: Motion (framer-motion)

    /// A spring from Motion's `visualDuration` (seconds) and `bounce`: ωn = 2π/(1.2·V), damping
    /// ratio 1 − bounce clamped to [0.05, 1] as Motion clamps it, mass 1.
    ///
    /// Motion reads `visualDuration` only together with `bounce` or `duration`; its `spring(V,
    /// bounce)` shorthand defaults bounce to 0.3.
    ///
    /// - Throws: ``SpringError`` when V ≤ 0 or a value is not finite.
    public init(visualDuration: Double, bounce: Double) throws(SpringError) {
        try SpringError.check("visualDuration", visualDuration, "greater than 0") { $0 > 0 }
        try SpringError.check("bounce", bounce, "finite") { _ in true }
        let omega = 2 * Double.pi / (visualDuration * 1.2)
        try self.init(stiffness: omega * omega, dampingRatio: Self.motionDampingRatio(bounce: bounce))
    }

    /// A spring from Motion's duration-based options, `{duration, bounce}` (duration in seconds
    /// here, milliseconds in Motion): damping ratio 1 − bounce clamped to [0.05, 1], duration
    /// clamped to [0.01, 10] s, and the natural frequency at which the oscillation's envelope
    /// falls to 0.001 at the duration, Motion's `findSpring` condition, solved in closed form
    /// (Motion runs 11 Newton steps on the same equation). Mass 1.
    ///
    /// Motion's default is duration 0.8 s and bounce 0.3 (its spring: Springs article, Springs of
    /// other toolkits). Motion ends such a spring at exactly the duration (it snaps to the
    /// target); this is the spring itself.
    ///
    /// - Throws: ``SpringError`` when duration ≤ 0 or a value is not finite.
    public init(motionDuration duration: Double, bounce: Double) throws(SpringError) {
        try SpringError.check("motionDuration", duration, "greater than 0") { $0 > 0 }
        try SpringError.check("bounce", bounce, "finite") { _ in true }
        let zeta = Self.motionDampingRatio(bounce: bounce)
        let time = min(max(duration, 0.01), 10)
        let omega: Double
        if zeta < 1 {
            omega = Double.log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * time)
        } else {
            omega = Self.criticalEnvelopeRoot / time
        }
        try self.init(stiffness: omega * omega, dampingRatio: zeta)
    }

    /// Motion's damping ratio for a bounce: 1 − bounce, clamped to [0.05, 1] (Motion's
    /// minDamping and maxDamping), so a negative bounce is critical, never overdamped.
    static func motionDampingRatio(bounce: Double) -> Double { min(max(1 - bounce, 0.05), 1) }

    /// x* with e^(−x*)(1 + x*) = 0.001: where a critically damped step's envelope falls to 0.001
    /// (Motion's `safeMin`), in units of 1/ωn. Found once by Newton's method from x = 9, which
    /// converges monotonically (the function is convex there) to the last bit.
    static let criticalEnvelopeRoot: Double = {
        var x = 9.0
        for _ in 0..<8 {
            // g(x) = ln(1 + x) − x − ln 0.001, g′(x) = 1/(1 + x) − 1.
            let g = Double.log(1 + x) - x - Double.log(0.001)
            x -= g / (1 / (1 + x) - 1)
        }
        return x
    }()

    // MARK: Material 3 motion schemes

    /// The spring tokens of Material 3's motion schemes (Jetpack Compose's
    /// `MotionScheme.standard()` and `MotionScheme.expressive()`): spatial springs move position
    /// and size, effects springs colour and opacity; each fast, default and slow.
    public enum MaterialToken: String, CaseIterable, Sendable {
        case standardFastSpatial = "material-standard-fast-spatial"
        case standardDefaultSpatial = "material-standard-default-spatial"
        case standardSlowSpatial = "material-standard-slow-spatial"
        case standardFastEffects = "material-standard-fast-effects"
        case standardDefaultEffects = "material-standard-default-effects"
        case standardSlowEffects = "material-standard-slow-effects"
        case expressiveFastSpatial = "material-expressive-fast-spatial"
        case expressiveDefaultSpatial = "material-expressive-default-spatial"
        case expressiveSlowSpatial = "material-expressive-slow-spatial"
        case expressiveFastEffects = "material-expressive-fast-effects"
        case expressiveDefaultEffects = "material-expressive-default-effects"
        case expressiveSlowEffects = "material-expressive-slow-effects"

        /// The token's damping ratio and stiffness (Compose's tokens, mass 1).
        package var parameters: (dampingRatio: Double, stiffness: Double) {
            switch self {
            case .standardFastSpatial: (0.9, 1400)
            case .standardDefaultSpatial: (0.9, 700)
            case .standardSlowSpatial: (0.9, 300)
            case .expressiveFastSpatial: (0.6, 800)
            case .expressiveDefaultSpatial: (0.8, 380)
            case .expressiveSlowSpatial: (0.8, 200)
            case .standardFastEffects, .expressiveFastEffects: (1, 3800)
            case .standardDefaultEffects, .expressiveDefaultEffects: (1, 1600)
            case .standardSlowEffects, .expressiveSlowEffects: (1, 800)
            }
        }
    }

    /// The spring of a Material 3 motion-scheme token: ``init(stiffness:dampingRatio:mass:)``
    /// with the token's parameters.
    public init(material token: MaterialToken) {
        // Valid constants (k > 0, ζ ≥ 0, m = 1): the checks of init(stiffness:dampingRatio:mass:) hold.
        let (zeta, k) = token.parameters
        let c = zeta * 2 * k.squareRoot()
        self.init(unchecked: 1, k, c, true, SpringKernel(mass: 1, stiffness: k, damping: c, allowsOverdamping: true))
    }
}
