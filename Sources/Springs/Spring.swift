// The spring configuration: mass, stiffness and damping of  m·x″ + c·x′ + k·(x − to) = 0.
//
// The configuration is a value type kept apart from evaluation (the initial state is passed in
// when evaluating), so one spring serves any number of animations, as in SwiftUI's `Spring`,
// Compose's spring spec and Flutter's `SpringDescription`.

/// A damped harmonic oscillator: m·x″ + c·x′ + k·(x − to) = 0.
///
/// Units: time in seconds; `mass` m in any mass unit M; `stiffness` k in M/s²; `damping` c in
/// M/s. The damping *coefficient* c is not the damping *ratio* ζ = c / (2√(km)); see
/// ``dampingRatio``. Only the ratios k/m and c/m shape the motion, so m = 1 loses nothing.
///
/// Derived quantities: the natural angular frequency ωn = √(k/m) (rad/s), the decay rate
/// λ = c/(2m) = ζ·ωn (1/s), the damped angular frequency ωd = ωn·√(1 − ζ²) (rad/s, for ζ < 1),
/// and SwiftUI's ``response`` = ``duration`` = 2π/ωn (s) and ``bounce``.
///
/// Overdamping: with ``allowsOverdamping`` false (the default, as in SwiftUI's
/// `Spring(mass:stiffness:damping:allowOverDamping:)`), damping above critical is clamped to the
/// critical value 2√(km): the motion is the fastest one that does not overshoot. Core Animation's
/// `CASpringAnimation` and Android's `SpringForce` run damping above critical as given: pass
/// `allowsOverdamping: true` for them. The parameterisations by damping ratio or bounce honour a
/// requested ζ > 1.
///
/// Every initialiser validates its input and throws ``SpringError`` (never traps): mass ≤ 0,
/// stiffness ≤ 0, damping < 0, and NaN or infinity anywhere are errors.
public struct Spring: Sendable {
    /// The moving mass m (any unit M; only k/m and c/m matter). Always > 0.
    public let mass: Double
    /// The stiffness k of the spring, in M/s². Always > 0.
    public let stiffness: Double
    /// The damping coefficient c as given, in M/s (≥ 0). See ``effectiveDamping`` for the value
    /// the motion uses when overdamping is not allowed.
    public let damping: Double
    /// Whether damping above critical is honoured (true: Core Animation, Android) or clamped to
    /// critical (false, SwiftUI's default).
    public let allowsOverdamping: Bool

    /// The response constants, computed once.
    @usableFromInline let kernel: SpringKernel

    /// A spring from its physical parameters. Core Animation's `CASpringAnimation` defaults are
    /// mass 1, stiffness 100, damping 10.
    ///
    /// - Throws: ``SpringError/parameterOutOfRange(name:value:requirement:)`` when mass ≤ 0,
    ///   stiffness ≤ 0 or damping < 0; ``SpringError/nonFiniteParameter(name:value:)`` for NaN
    ///   or infinity.
    /// - Complexity: O(1).
    public init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10, allowsOverdamping: Bool = false
    ) throws(SpringError) {
        try SpringError.check("mass", mass, "greater than 0") { $0 > 0 }
        try SpringError.check("stiffness", stiffness, "greater than 0") { $0 > 0 }
        try SpringError.check("damping", damping, "0 or greater") { $0 >= 0 }
        let kernel = SpringKernel(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: allowsOverdamping)
        guard kernel.isFinite else {
            // k/m or c/m overflowed or underflowed to zero (e.g. stiffness 1e300 with mass 1e-300).
            throw .parameterOutOfRange(
                name: "stiffness / mass", value: stiffness / mass,
                requirement: "a finite, positive ratio (the spring's frequency over- or underflows)")
        }
        self.init(unchecked: mass, stiffness, damping, allowsOverdamping, kernel)
    }

    @usableFromInline
    init(unchecked mass: Double, _ stiffness: Double, _ damping: Double, _ allowsOverdamping: Bool, _ kernel: SpringKernel) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.allowsOverdamping = allowsOverdamping
        self.kernel = kernel
    }

    /// The damping coefficient the motion uses, in M/s: ``damping``, or the critical damping
    /// 2√(km) when damping exceeds it and overdamping is not allowed.
    public var effectiveDamping: Double {
        allowsOverdamping ? damping : min(damping, criticalDamping)
    }

    /// The critical damping coefficient 2√(km), in M/s: the least damping that does not overshoot.
    public var criticalDamping: Double {
        let p = stiffness * mass
        return p.isNormal && p.isFinite ? 2 * p.squareRoot() : 2 * stiffness.squareRoot() * mass.squareRoot()
    }

    /// The damping ratio ζ = c / (2√(km)) of the motion (after clamping; dimensionless).
    /// ζ < 1 underdamped, ζ = 1 critical, ζ > 1 overdamped (only when allowed).
    public var dampingRatio: Double {
        kernel.regime == .criticallyDamped ? 1 : kernel.lambda / naturalFrequency
    }

    /// The natural (undamped) angular frequency ωn = √(k/m), in radians per second.
    public var naturalFrequency: Double { kernel.omega2.squareRoot() }

    /// The damped angular frequency ωd = ωn·√(1 − ζ²), in radians per second; 0 when the spring
    /// does not oscillate (ζ ≥ 1).
    public var dampedFrequency: Double { kernel.regime == .underdamped ? kernel.rate : 0 }

    /// The decay rate λ = c/(2m) = ζ·ωn of the envelope e^(−λt), in 1/s.
    public var decayRate: Double { kernel.lambda }

    /// SwiftUI's response: the period 2π/ωn = 2π√(m/k) of the undamped oscillation, in seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's (and Core Animation's perceptual) duration; equal to ``response``.
    public var duration: Double { response }

    /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1 (0 critical, up to 1 undamped), 1/ζ − 1 for ζ > 1
    /// (negative, down towards −1).
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Which of the three solution forms the motion takes.
    public var regime: Regime { kernel.regime }

    /// The damping regime of a spring.
    public enum Regime: String, Sendable, Hashable, Codable, CaseIterable {
        /// ζ < 1: oscillates about the target with decaying amplitude (ζ = 0: forever).
        case underdamped
        /// ζ = 1 exactly (4km = c² to the last bit, or clamped): the fastest return without overshoot.
        case criticallyDamped
        /// ζ > 1: returns without oscillating, more slowly than critical.
        case overdamped
    }
}

extension Spring: Hashable {
    public static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
            && lhs.allowsOverdamping == rhs.allowsOverdamping
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
        hasher.combine(allowsOverdamping)
    }
}

extension Spring: Codable {
    enum CodingKeys: String, CodingKey { case mass, stiffness, damping, allowsOverdamping }

    /// Decodes `{"mass": m, "stiffness": k, "damping": c, "allowsOverdamping": bool}`; a missing
    /// field takes Core Animation's default (1, 100, 10, false). Invalid values are a
    /// `DecodingError.dataCorrupted` whose description is the ``SpringError`` text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mass = try container.decodeIfPresent(Double.self, forKey: .mass) ?? 1
        let stiffness = try container.decodeIfPresent(Double.self, forKey: .stiffness) ?? 100
        let damping = try container.decodeIfPresent(Double.self, forKey: .damping) ?? 10
        let allows = try container.decodeIfPresent(Bool.self, forKey: .allowsOverdamping) ?? false
        do {
            try self.init(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: allows)
        } catch {
            throw DecodingError.rejected(error, by: decoder)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mass, forKey: .mass)
        try container.encode(stiffness, forKey: .stiffness)
        try container.encode(damping, forKey: .damping)
        try container.encode(allowsOverdamping, forKey: .allowsOverdamping)
    }
}

extension Spring: CustomStringConvertible {
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping)\(allowsOverdamping ? ", allowsOverdamping: true" : ""))"
    }
}
