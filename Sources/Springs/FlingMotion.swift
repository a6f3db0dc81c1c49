// Android's fling (`OverScroller`'s spline, Compose's `splineBasedDecay`, Flutter's
// `ClampingScrollSimulation`) and the exact curve Android's table samples (Springs article, Fling).
//
// With γ = ln 0.78 / ln 0.9 (Android's DECELERATION_RATE), the physical coefficient
// c = 9.80665 · 39.37 · 160 · density · 0.84 (pixels per second²) and the scroll friction f:
//     l = ln(0.35·|v| / (f·c)),   T = e^(l/(γ − 1)) s,   D = f·c·e^(γ·l/(γ − 1)) = 0.35·|v|·T.
// Android's 101-entry SPLINE_POSITION table samples, at times i/100, the cubic Bézier with control
// points (0.175, 0.5) and (0.35, 1) in (time, position): Bx(s) = 3s(1 − s)²·0.175 + 3s²(1 − s)·0.35
// + s³ and By(s) = 3s(1 − s)²·0.5 + 3s²(1 − s) + s³, each solved by float bisection to |Bx − α| <
// 1e-5. Its slope at 0 is 0.5/0.175 = 1/0.35, so D/T/0.35 = |v|: the exact curve starts at the
// fling's velocity, and its slope at 1 is 0. Android interpolates the table linearly between
// samples; Flutter replaces the curve with 1 − (1 − t/T')^γ over T' = 0.35·γ·T, which covers the
// same distance D and starts at the same velocity.

import MotionMath
import RealModule
import TimingCurves

/// Android's fling: the motion `OverScroller`, Compose's `splineBasedDecay` and Flutter's
/// `ClampingScrollSimulation` give a flick of a list, from its initial velocity alone.
///
/// The distance and duration follow Android's published constants (inflexion 0.35, start tension
/// 0.5, end tension 1, deceleration rate ln 0.78/ln 0.9, the physical coefficient from Earth's
/// gravity, 39.37 inches per metre, 160 dpi per unit of density and 0.84, and the scroll friction
/// 0.015). The shape of the motion is chosen by ``Model``: the exact curve Android's table
/// approximates, Android's own arithmetic, or Flutter's power law.
///
/// - Complexity: O(1) per evaluation: one certified Bézier solve (``Model/exact``), one table
///   lookup (``Model/android``) or one power (``Model/flutter``).
public struct FlingMotion: Motion, Sendable, Hashable {
    /// How the motion between the start and the resting point is computed.
    public enum Model: String, Sendable, Hashable, CaseIterable {
        /// The curve Android's table samples, ``FlingMotion/spline``, over the real duration T
        /// and distance D: no rounding anywhere, velocity exactly the initial velocity at 0 and 0
        /// at T.
        case exact
        /// `OverScroller.fling` without bounds, as Android computes it: the velocity and the
        /// start truncated to whole pixels (Java's `int`), the duration to whole milliseconds
        /// and the distance to whole pixels, the position from the 101-entry float table by
        /// linear interpolation at the whole milliseconds elapsed, rounded to a whole pixel, and
        /// the velocity the table's slope, all in Android's float and double arithmetic.
        case android
        /// Compose's `splineBasedDecay` (`SplineBasedFloatDecayAnimationSpec`): as
        /// ``android`` but with Compose's arithmetic: the velocity, start and value as `Float`,
        /// the duration truncated to whole milliseconds, the distance a `Float` (not whole
        /// pixels), the table read at the whole milliseconds elapsed.
        case compose
        /// Flutter's `ClampingScrollSimulation`: x = x₀ + D·(1 − (1 − t/T′)^γ) over
        /// T′ = 0.35·γ·T, in logical pixels (the density must be 1).
        case flutter
    }

    /// The model evaluated.
    public let model: Model
    /// The position at t = 0 (whole pixels for ``Model/android``: the given value truncated; a
    /// `Float` for ``Model/compose``).
    public let from: Double
    /// The velocity at t = 0, pixels per second (truncated to whole pixels per second for
    /// ``Model/android``, as Android's `int` velocity; a `Float` for ``Model/compose``).
    public let initialVelocity: Double
    /// The display density, pixels per density-independent pixel (Android's
    /// `DisplayMetrics.density`; 1 for Flutter's logical pixels).
    public let density: Double
    /// The scroll friction (Android's `ViewConfiguration.getScrollFriction()`, 0.015).
    public let friction: Double
    /// How long the motion lasts, in seconds: T (whole milliseconds for ``Model/android`` and
    /// ``Model/compose``), 0.35·γ·T for ``Model/flutter``.
    public let duration: Double
    /// The signed distance travelled: ±0.35·|v|·T (whole pixels for ``Model/android``, a `Float`
    /// for ``Model/compose``).
    public let distance: Double
    /// The duration in whole milliseconds (``Model/android`` and ``Model/compose``; 0 otherwise).
    let milliseconds: Int64

    /// The curve Android's `SPLINE_POSITION` table samples: cubic-bezier(0.175, 0.5, 0.35, 1),
    /// progress of the distance against the fraction of the duration.
    public static let spline = try! CubicBezier(0.175, 0.5, 0.35, 1)

    /// Android's deceleration rate γ = ln 0.78 / ln 0.9 ≈ 2.358 (the exponent relating distance to
    /// duration, D ∝ T^γ), in double precision.
    public static let decelerationRate = Double.log(0.78) / Double.log(0.9)

    /// A fling from `from` at `initialVelocity`.
    ///
    /// - Parameters:
    ///   - model: how to evaluate it (default ``Model/exact``).
    ///   - from: the position at t = 0, pixels.
    ///   - initialVelocity: pixels per second.
    ///   - density: pixels per density-independent pixel (> 0; default 1).
    ///   - friction: the scroll friction (> 0; default Android's 0.015).
    /// - Throws: ``SpringError`` for a non-finite value, a density or friction ≤ 0, a density other
    ///   than 1 for ``Model/flutter``, a velocity or position beyond Java's `int` range for
    ///   ``Model/android`` (where `OverScroller` would saturate or wrap) or beyond `Float` for
    ///   ``Model/compose``, or a distance beyond the largest finite number (of `Float` for
    ///   ``Model/compose``).
    public init(model: Model = .exact, from: Double = 0, initialVelocity: Double, density: Double = 1, friction: Double = 0.015) throws(SpringError) {
        try SpringError.check("from", from, "finite") { _ in true }
        try SpringError.check("initialVelocity", initialVelocity, "finite") { _ in true }
        try SpringError.check("density", density, "greater than 0") { $0 > 0 }
        try SpringError.check("friction", friction, "greater than 0") { $0 > 0 }
        if model == .flutter && density != 1 {
            throw .parameterOutOfRange(name: "density", value: density, requirement: "1 for Flutter's logical pixels")
        }
        self.model = model
        self.density = density
        self.friction = friction
        let gamma = Self.decelerationRate
        switch model {
        case .exact, .flutter:
            self.from = from
            self.initialVelocity = initialVelocity
            let coefficient = friction * 9.80665 * 39.37 * 160 * density * 0.84
            let speed = abs(initialVelocity)
            // T = (0.35·|v|/(f·c))^(1/(γ − 1)); D = 0.35·|v|·T.
            let androidDuration = speed == 0 ? 0 : Double.pow(0.35 * speed / coefficient, 1 / (gamma - 1))
            let length = 0.35 * speed * androidDuration
            guard length.isFinite, (from + (initialVelocity < 0 ? -length : length)).isFinite else { throw .overflow(name: "the fling's resting point") }
            duration = model == .exact ? androidDuration : 0.35 * gamma * androidDuration
            distance = initialVelocity < 0 ? -length : length
        case .android:
            guard let start = Int32(exactly: from.rounded(.towardZero)) else {
                throw .parameterOutOfRange(name: "from", value: from, requirement: "within Java's int range for Android")
            }
            guard let velocity = Int32(exactly: initialVelocity.rounded(.towardZero)), velocity != .min else {
                throw .parameterOutOfRange(name: "initialVelocity", value: initialVelocity, requirement: "within Java's int range for Android")
            }
            let (milliseconds, pixels) = AndroidFling.overScroller(velocity: velocity, density: Float(density), friction: Float(friction))
            // OverScroller saturates the distance at the int range and wraps the end past it.
            guard pixels != .max, pixels != .min, Int32(exactly: Int64(start) + Int64(pixels)) != nil else {
                throw .parameterOutOfRange(name: "initialVelocity", value: initialVelocity, requirement: "a fling whose end is within Java's int range for Android")
            }
            self.from = Double(start)
            self.initialVelocity = Double(velocity)
            self.milliseconds = Int64(milliseconds)
            duration = Double(milliseconds) / 1000
            distance = Double(pixels)
            return
        case .compose:
            let start = Float(from), velocity = Float(initialVelocity)
            guard start.isFinite, velocity.isFinite else {
                throw .parameterOutOfRange(name: start.isFinite ? "initialVelocity" : "from", value: start.isFinite ? initialVelocity : from, requirement: "within Float's range for Compose")
            }
            let (milliseconds, length) = AndroidFling.compose(velocity: velocity, density: Float(density), friction: Float(friction))
            guard length.isFinite, (start + (velocity < 0 ? -length : length)).isFinite else { throw .overflow(name: "the fling's resting point") }
            self.from = Double(start)
            self.initialVelocity = Double(velocity)
            self.milliseconds = milliseconds
            duration = Double(milliseconds) / 1000
            distance = Double(velocity < 0 ? -length : length)
            return
        }
        milliseconds = 0
    }

    /// Where the motion comes to rest: ``from`` + ``distance`` (added in `Float` for
    /// ``Model/compose``, as Compose's `getTargetValue`).
    public var restingPoint: Double { model == .compose ? Double(Float(from) + Float(distance)) : from + distance }

    /// The position at t seconds: ``from`` for t ≤ 0, ``restingPoint`` from ``duration`` on.
    /// - Complexity: O(1).
    public func value(at t: Double) -> Double {
        if t.isNaN { return t }
        if !(t > 0) { return from }
        if t >= duration { return restingPoint }
        switch model {
        case .exact:
            return from + distance * Self.spline.value(at: t / duration)
        case .flutter:
            return from + distance * -Double.expMinusOne(Self.decelerationRate * Double.log(onePlus: -t / duration))
        case .android:
            // OverScroller skips its update until a whole millisecond has passed.
            let elapsed = AndroidFling.elapsedMilliseconds(t)
            if elapsed == 0 { return from }
            let offset = Double(AndroidFling.update(elapsed, duration: milliseconds, distance: Float(distance)).offset)
            // OverScroller's mStart + (int) Math.round(distance): the nearest integer, halves upwards.
            let floor = offset.rounded(.down)
            return from + (offset - floor >= 0.5 ? floor + 1 : floor)
        case .compose:
            return Double(Float(from) + AndroidFling.update(AndroidFling.elapsedMilliseconds(t), duration: milliseconds, distance: Float(distance)).offset)
        }
    }

    /// The velocity at t seconds, pixels per second: ``initialVelocity`` for t ≤ 0, 0 from
    /// ``duration`` on.
    /// - Complexity: O(1).
    public func velocity(at t: Double) -> Double {
        if t.isNaN { return t }
        if !(t > 0) { return initialVelocity }
        if t >= duration { return 0 }
        switch model {
        case .exact:
            return distance / duration * Self.spline.derivative(at: t / duration)
        case .flutter:
            return initialVelocity * Double.pow(1 - t / duration, Self.decelerationRate - 1)
        case .android, .compose:
            // OverScroller skips its update at 0 ms and keeps the initial velocity.
            let elapsed = AndroidFling.elapsedMilliseconds(t)
            if elapsed == 0 && model == .android { return initialVelocity }
            return Double(AndroidFling.update(elapsed, duration: milliseconds, distance: Float(distance)).velocity)
        }
    }

    /// Whether t is at or past ``duration`` (Android's `update` stops there; Flutter's `isDone`).
    public func isFinished(at t: Double) -> Bool { t >= duration }
}

/// Android's arithmetic for `OverScroller`'s spline fling (float where Android uses float).
package enum AndroidFling {
    static let inflexion: Float = 0.35
    static let startTension: Float = 0.5
    static let endTension: Float = 1
    static let p1: Float = startTension * inflexion
    static let p2: Float = 1 - endTension * (1 - inflexion)
    /// Java's `(float) (Math.log(0.78) / Math.log(0.9))`.
    static let decelerationRate = Float(Double.log(0.78) / Double.log(0.9))

    /// `SPLINE_POSITION`: the 101 positions at times i/100, built as Android's static block builds
    /// them (float bisection to |Bx − α| < 1e-5, the lower end carried from one sample to the next).
    package static let splinePositions: [Float] = {
        var positions = [Float](repeating: 1, count: 101)
        var xMin: Float = 0
        for i in 0..<100 {
            let alpha = Float(i) / 100
            var xMax: Float = 1
            var x: Float, coefficient: Float
            while true {
                x = xMin + (xMax - xMin) / 2
                coefficient = 3 * x * (1 - x)
                let tx = coefficient * ((1 - x) * p1 + x * p2) + x * x * x
                if Double(abs(tx - alpha)) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            positions[i] = coefficient * ((1 - x) * startTension + x) + x * x * x
        }
        return positions
    }()

    /// `OverScroller`'s `getSplineFlingDuration` (ms, Java's saturating `(int)`) and the
    /// truncated `getSplineFlingDistance` (`mSplineDistance`, signed): the coefficient
    /// g·39.37·(160·density)·0.84 and the ratio 0.35·|v|/(f·c) in float, the rest in double.
    static func overScroller(velocity: Int32, density: Float, friction: Float) -> (milliseconds: Int32, pixels: Int32) {
        if velocity == 0 { return (0, 0) }
        let ppi = density * 160
        let coefficient: Float = 9.80665 * 39.37 * ppi * 0.84
        let l = Double.log(Double(inflexion * Float(velocity.magnitude) / (friction * coefficient)))
        let decelMinusOne = Double(decelerationRate) - 1
        let milliseconds = javaInt(1000 * Double.exp(l / decelMinusOne))
        let total = Double(friction * coefficient) * Double.exp(Double(decelerationRate) / decelMinusOne * l)
        return (milliseconds, javaInt(velocity < 0 ? -total : total))
    }

    /// Compose's `FlingCalculator`: the coefficient g·39.37·density·160·0.84 and 0.35·|v| in
    /// float, the ratio and the exponentials in double, the duration truncated to whole
    /// milliseconds and the (unsigned) distance rounded to float.
    static func compose(velocity: Float, density: Float, friction: Float) -> (milliseconds: Int64, distance: Float) {
        if velocity == 0 { return (0, 0) }
        let coefficient: Float = 9.80665 * 39.37 * density * 160 * 0.84
        let l = Double.log(Double(inflexion * abs(velocity)) / Double(friction * coefficient))
        let decelMinusOne = Double(decelerationRate) - 1
        let milliseconds = 1000 * Double.exp(l / decelMinusOne)
        let distance = Double(friction * coefficient) * Double.exp(Double(decelerationRate) / decelMinusOne * l)
        return (milliseconds < 9.2e18 ? Int64(milliseconds) : .max, Float(distance))
    }
    /// Java's `(int)` of a double: truncation, saturating at the int range, 0 for NaN.
    static func javaInt(_ x: Double) -> Int32 {
        if x.isNaN { return 0 }
        if x >= 2147483647 { return .max }
        if x <= -2147483648 { return .min }
        return Int32(x.rounded(.towardZero))
    }

    /// The whole milliseconds elapsed at t seconds: the largest k with k/1000 ≤ t.
    static func elapsedMilliseconds(_ t: Double) -> Int64 {
        var k = (t * 1000).rounded(.down)
        if (k + 1) / 1000 <= t { k += 1 } else if k / 1000 > t { k -= 1 }
        return Int64(min(k, 9.2e18))
    }

    /// The table read at `milliseconds` of `duration` (`SplineOverScroller.update` in the SPLINE
    /// state, Compose's `flingPosition` with its time clamped to [0, 1]): the float offset
    /// `distanceCoef · distance` and the velocity `velocityCoef · distance / duration · 1000`.
    static func update(_ milliseconds: Int64, duration: Int64, distance: Float) -> (offset: Float, velocity: Float) {
        let t = min(max(Float(milliseconds) / Float(duration), 0), 1)
        let index = Int(100 * t)
        var distanceCoefficient: Float = 1, velocityCoefficient: Float = 0
        if index < 100 {
            let tInf = Float(index) / 100, tSup = Float(index + 1) / 100
            let dInf = splinePositions[index], dSup = splinePositions[index + 1]
            velocityCoefficient = (dSup - dInf) / (tSup - tInf)
            distanceCoefficient = dInf + (t - tInf) * velocityCoefficient
        }
        return (distanceCoefficient * distance, velocityCoefficient * distance / Float(duration) * 1000)
    }
}
