// The parameterisations of a spring that users know, all mapped onto (mass, stiffness, damping).
//
//   response / duration T:   k = m·(2π/T)²,  c = ζ·2√(km)   (= 4πζm/T)
//   bounce b → ζ:            ζ = 1 − b (b ≥ 0),  ζ = 1/(1 + b) (b < 0)
//   ζ → bounce:              b = 1 − ζ (ζ ≤ 1),  b = 1/ζ − 1 (ζ > 1)
// The damping is computed as ζ times the floating-point critical damping 2√(km), so ζ = 1 gives a
// spring that is critical to the last bit (see `SpringKernel`).

extension Spring {
    /// A spring from SwiftUI's response (the undamped period, seconds) and damping ratio ζ.
    ///
    /// k = m·(2π/response)², c = ζ·2√(km). A ratio above 1 gives an overdamped spring (overdamping
    /// is allowed exactly when ζ > 1).
    ///
    /// - Throws: ``SpringError`` when response ≤ 0, ζ < 0, mass ≤ 0, or any value is not finite.
    public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
        try SpringError.check("response", response, "greater than 0") { $0 > 0 }
        try SpringError.check("dampingRatio", dampingRatio, "0 or greater") { $0 >= 0 }
        try SpringError.check("mass", mass, "greater than 0") { $0 > 0 }
        let omega = 2 * Double.pi / response
        let stiffness = mass * omega * omega
        try self.init(
            mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (stiffness * mass).squareRoot(),
            allowsOverdamping: dampingRatio > 1)
    }

    /// A spring from SwiftUI's `Spring(duration:bounce:)`: the perceptual duration (seconds,
    /// equal to the response 2π/ωn) and the bounce b ∈ (−1, 1].
    ///
    /// b = 0 is critically damped (SwiftUI's `smooth`), b > 0 bounces (ζ = 1 − b, b = 1 undamped),
    /// b < 0 is overdamped (ζ = 1/(1 + b)). Apple's example: duration 0.5, bounce 0.3 → mass 1,
    /// stiffness ≈ 157.9, damping ≈ 17.6.
    ///
    /// - Throws: ``SpringError`` when duration ≤ 0, bounce ∉ (−1, 1], mass ≤ 0, or a value is
    ///   not finite.
    public init(duration: Double = 0.5, bounce: Double = 0, mass: Double = 1) throws(SpringError) {
        try SpringError.check("bounce", bounce, "in (-1, 1]") { $0 > -1 && $0 <= 1 }
        try SpringError.check("duration", duration, "greater than 0") { $0 > 0 }
        try self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce), mass: mass)
    }

    /// Core Animation's `CASpringAnimation(perceptualDuration:bounce:)`: the same mapping as
    /// ``init(duration:bounce:mass:)`` (perceptual duration = response = 2π/ωn, mass 1).
    ///
    /// Perceptual duration 1 with bounce 0.5 has ``settlingDuration(initialVelocity:)``
    /// 2.3438753795710707, as measured on Apple's QuartzCore.
    ///
    /// - Throws: as ``init(duration:bounce:mass:)``.
    package init(perceptualDuration: Double, bounce: Double) throws(SpringError) {
        try self.init(duration: perceptualDuration, bounce: bounce)
    }

    /// A spring that settles in exactly `settlingDuration` seconds with damping ratio ζ: the exact
    /// ``settlingTime(from:to:initialVelocity:epsilon:)`` of a unit step from rest equals the
    /// given duration.
    ///
    /// Time scales as 1/ωn at fixed ζ, so the stiffness is solved in closed form: with T₁ the
    /// settling time of the spring with ωn = 1 and the same ζ, ωn = T₁/settlingDuration,
    /// k = m·ωn², c = ζ·2√(km). An overdamped ratio is honoured.
    ///
    /// - Throws: ``SpringError`` when settlingDuration ≤ 0, ζ ≤ 0 (an undamped spring never
    ///   settles), ε ∉ (0, 1), mass ≤ 0, or a value is not finite.
    /// - Complexity: one settling-time computation (O(1), a few dozen evaluations).
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001, mass: Double = 1) throws(SpringError) {
        try SpringError.check("settlingDuration", settlingDuration, "greater than 0") { $0 > 0 }
        try SpringError.check("dampingRatio", dampingRatio, "greater than 0 (an undamped spring never settles)") { $0 > 0 }
        try SpringError.check("epsilon", epsilon, "in (0, 1)") { $0 > 0 && $0 < 1 }
        try SpringError.check("mass", mass, "greater than 0") { $0 > 0 }
        // The unit spring: ωn = 1 (k = 1, m = 1), c = 2ζ.
        let unit = try Spring(mass: 1, stiffness: 1, damping: 2 * dampingRatio, allowsOverdamping: dampingRatio > 1)
        let unitTime = try unit.settlingTime(from: 0.0, to: 1.0, epsilon: epsilon)
        let omega = unitTime / settlingDuration
        let stiffness = mass * omega * omega
        try self.init(
            mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (stiffness * mass).squareRoot(),
            allowsOverdamping: dampingRatio > 1)
    }

    /// The damping ratio for a SwiftUI bounce: 1 − b for b ≥ 0, 1/(1 + b) for b < 0.
    package static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    // MARK: Presets

    /// Core Animation's `CASpringAnimation` default: mass 1, stiffness 100, damping 10
    /// (ζ = 0.5, duration ≈ 0.63 s, bounce 0.5).
    public static let coreAnimationDefault = Spring(unchecked: 1, 100, 10, false, SpringKernel(mass: 1, stiffness: 100, damping: 10, allowsOverdamping: false))
    /// SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (critically damped).
    public static let smooth = Spring.preset(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15.
    public static let snappy = Spring.preset(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3.
    public static let bouncy = Spring.preset(duration: 0.5, bounce: 0.3)

    /// A preset from constants known to be valid (0 < duration, 0 ≤ bounce < 1, mass 1).
    private static func preset(duration: Double, bounce: Double) -> Spring {
        let omega = 2 * Double.pi / duration
        let stiffness = omega * omega
        let damping = (1 - bounce) * 2 * stiffness.squareRoot()
        return Spring(unchecked: 1, stiffness, damping, false, SpringKernel(mass: 1, stiffness: stiffness, damping: damping, allowsOverdamping: false))
    }
}
