// The cubic-Bézier solvers engines ship, reproduced operation for operation so that a curve can be
// evaluated as a given engine evaluates it (TimingCurves article, Engines' solvers). Each works on
// the power-basis coefficients cx = 3·x1, bx = 3·(x2 − x1) − cx, ax = 1 − cx − bx (and the same
// for y) in double precision, as the engines do.

/// A cubic-Bézier timing-function solver as an engine ships it, to see a curve as that engine
/// renders it and to measure how far the engine is from the exact curve
/// (``CubicBezier/value(at:)``).
///
/// Inputs outside [0, 1] are extrapolated by the rule Chromium and WebKit share (``CubicBezier``,
/// Outside [0, 1]); SMIL, Flutter, Rive and Motion never evaluate there (Flutter asserts
/// 0 ≤ t ≤ 1), and get the same extrapolation here; Compose returns the input itself there, as it
/// does, Android holds 0 and 1, and Firefox has rules of its own.
public enum EngineSolver: Hashable, Sendable {
    /// Chromium's `gfx::CubicBezier`: X sampled at t = i/10; the sample interval holding x and a
    /// linear guess in it; at most 4 Newton steps, stopping when |X(t) − x| < 1e-7 and giving up
    /// when |X′(t)| < 1e-7; then bisection in the interval to |X(t) − x| < 1e-7.
    case chromium
    /// WebKit's current `UnitBezier`, Chromium's algorithm with the tolerance its CSS timing
    /// functions pass for an animation of `duration` seconds, ε = 1/(1000·duration):
    /// Newton stops at min(1e-7, ε), the bisection at ε, and
    /// an x in no sample interval is not bisected; a linear curve (x1 = y1, x2 = y2) gives x.
    case webkit(duration: Double)
    /// WebKit's classic `UnitBezier::solveCurveX` with tolerance ε: at most 8 Newton steps from
    /// t = x, stopping when |X(t) − x| < ε and giving up when |X′(t)| < 1e-6; then bisection on
    /// [0, 1] from t = x to |X(t) − x| < ε. Older WebKit's CSS passed ε = 1/(200·duration)
    /// (`motioncurves easing E --as webkit-classic --animation-duration T` uses it).
    case webkitClassic(epsilon: Double)
    /// Firefox's CSS and Web Animations easing (Stylo's `Bezier::calculate_bezier_output`, since
    /// 2022, Firefox 104 or 105): control points rounded to Float (beyond its range, its largest
    /// finite value, as Stylo stores them), then WebKit's classic solver in double precision at
    /// ε = 1e-7 (8 Newton steps from t = x, then bisection from t = x). Its own rules outside
    /// (0, 1): x itself for a linear curve (x1 = y1, x2 = y2) at every input; exactly 0 and 1 at
    /// the ends; below 0 the line x·y1/x1 (x·y2/x2 when x1 = 0 and y1 = 0, else 0), above 1 its
    /// mirror (else 1), evaluated left to right, so that ease-in gives −0 there; a result beyond
    /// the finite doubles clamped to them. (A NaN input gives NaN here, as for every engine;
    /// Stylo's clamp would turn it into the largest double.)
    case firefox
    /// SVG `keySplines` in Blink and WebKit: Chromium's algorithm (Blink's `gfx::CubicBezier`,
    /// WebKit's `UnitBezier`) at ε = 1/(200·duration) for an animation of `duration` seconds; the
    /// Float rounding of the parsed keySplines and of the result is not reproduced.
    case svgKeySplines(duration: Double)
    /// Gecko's `SMILKeySpline`, which Firefox runs for SVG `keySplines` (the same algorithm as
    /// the bezier-easing library): X sampled at t = i/10; a linear guess in the interval; if X′
    /// there is at least 0.02, 4 Newton steps; if it is 0, the guess; otherwise at most 10
    /// bisections of the interval to |X(t) − x| ≤ 1e-7. Exactly x for a linear curve, 1 at 1.
    case geckoSMIL
    /// Flutter's `Cubic`: bisection on [0, 1] until |X(t) − x| < 0.001, returning Y at the
    /// midpoint, in Bernstein form; exactly 0 at 0 and 1 at 1.
    case flutter
    /// Jetpack Compose's `CubicBezierEasing` (animation-core 1.7 and later): control points and
    /// input rounded to Float; the first root of X(t) = max(x, 2⁻²³) by Cardano's method in double
    /// precision, with Compose's single-precision fast cube root (an estimate from the bits and
    /// two Newton steps); Y in Float, clamped to the curve's vertical bounds; the input itself
    /// outside (0, 1); NaN for control points beyond Float's range. The root's tolerance is
    /// androidx `Bezier.kt`'s FloatEpsilon 1e-6 (versions differ: a later one uses 1.05e-6, which
    /// moves answers only within 5e-8 of a root's end of [0, 1]). Its `acos` and `cos` are this
    /// platform's (the JVM's may differ in a double's last bit, which the Float rounding hides but
    /// for rare ties).
    case compose
    /// Android's `PathInterpolator(x1, y1, x2, y2)` (and `<pathInterpolator>` resources): the
    /// curve in Float flattened by `Path.approximate(0.002)` (Android's `android_graphics_Path.cpp`
    /// over the SkPath: each chord halved until its midpoint is within 0.002 of the curve, a
    /// cubic's first halves checked too until an inflection turns up), then a binary search in x
    /// and linear interpolation; 0 at or below 0, 1 at or above 1; NaN where Android throws (a
    /// polyline stepping back in x) and for control points beyond Float's range.
    case android
    /// lottie-web's `BezierEaser` (the bezier-easing library): Gecko's algorithm with Newton's
    /// steps taken when X′ at the guess is at least 0.001 (Gecko: 0.02), in double precision but
    /// for the sample table, which is a `Float32Array`; x itself for a linear curve (x1 = y1,
    /// x2 = y2), exactly 0 and 1 at the ends. lottie-web clamps the fraction to [0, 1] before.
    case lottieWeb
    /// rlottie's and ThorVG's keyframe easing (`VInterpolator`, `LottieInterpolator`): Gecko's
    /// algorithm in single precision (control points, input, table and arithmetic), Newton's steps
    /// at X′ ≥ 0.02, with no special case at 0 or 1; x itself (as a Float) where the handles are
    /// linear as Floats (x1 = y1, x2 = y2). Reproduced with ThorVG's Float constants;
    /// rlottie compares its slope and residual with double constants, which differs only where a
    /// Float lands between 0.02 and its Float rounding (or 1e-7 and its).
    case rlottie
    /// Motion's own `cubicBezier` (motion.dev, on the main thread; a value the browser animates
    /// gets `cubic-bezier()` and the browser's solver): at most 12 bisections of [0, 1], stopping
    /// once |X(t) − x| ≤ 1e-7, then Y at the last midpoint; x itself for a linear curve, exactly 0
    /// and 1 at the ends. Motion never evaluates outside [0, 1]: there it gets Chromium's
    /// extrapolation.
    case motion
    /// Rive's `CubicInterpolatorSolver` (rive-runtime, under every Rive player): Gecko's
    /// algorithm in Float — control points, input, table and arithmetic in single precision — with
    /// Newton's 4 steps taken when X′ at the guess is at least 0.001 (Gecko: 0.02), else at most 10
    /// bisections to |X(t) − x| ≤ 1e-7; Y in Float at the t found, with no special case at 0 or 1;
    /// NaN for control points beyond Float's range. Reproduced as compiled without fused
    /// multiply–adds (x86-64's default); a build that fuses them (clang for arm64 does by default)
    /// can differ in the last bits of a Float. Outside [0, 1], where Rive's players never
    /// evaluate, this takes Chromium's extrapolation; Rive's solver itself answers wherever its
    /// search lands there.
    case rive

    /// Whether inputs outside [0, 1] take the extrapolation Chromium and WebKit share; Compose,
    /// Android and Firefox handle them themselves.
    var extrapolatesAsChromium: Bool {
        switch self {
        case .compose, .android, .firefox: false
        default: true
        }
    }

    /// The tolerance current WebKit gives its solver for an animation of `duration` seconds:
    /// 1/(1000·duration).
    package static func webKitEpsilon(duration: Double) -> Double { 1 / (1000 * duration) }

    /// The tolerance older WebKit's CSS gave its classic solver, and Blink's and WebKit's SVG
    /// `keySplines` give theirs, for an animation of `duration` seconds: 1/(200·duration).
    package static func classicWebKitEpsilon(duration: Double) -> Double { 1 / (200 * duration) }

    /// The solvers of the command line for an animation of `duration` seconds: chromium,
    /// webkit, firefox, webkit-classic (at 1/(200·duration)), svg-keysplines, gecko-smil, flutter,
    /// compose, android, rive, lottie-web, rlottie, motion.
    package static func named(duration: Double) -> [(name: String, solver: EngineSolver)] {
        [("chromium", .chromium), ("webkit", .webkit(duration: duration)), ("firefox", .firefox),
         ("webkit-classic", .webkitClassic(epsilon: classicWebKitEpsilon(duration: duration))),
         ("svg-keysplines", .svgKeySplines(duration: duration)),
         ("gecko-smil", .geckoSMIL), ("flutter", .flutter), ("compose", .compose), ("android", .android), ("rive", .rive),
         ("lottie-web", .lottieWeb), ("rlottie", .rlottie), ("motion", .motion)]
    }

    /// The solver named `name` among ``named(duration:)``'s, or nil; `gecko` and `android-path`
    /// also name Gecko's SMILKeySpline and Android's PathInterpolator.
    package static func named(_ name: String, duration: Double) -> EngineSolver? {
        let aliases = ["gecko": "gecko-smil", "android-path": "android"]
        let canonical = aliases[name] ?? name
        return named(duration: duration).first { $0.name == canonical }?.solver
    }

    /// The progress `curve` gives at `x` as this engine computes it.
    /// - Complexity: O(1): at most 4 (Chromium, WebKit, Gecko, Rive, lottie-web, rlottie) or 8
    ///   (classic WebKit, Firefox) Newton steps and a bisection of at most 64 (Chromium, WebKit,
    ///   Firefox), 10 (Gecko, Rive, lottie-web, rlottie), 12 (Motion) or 60 (Flutter) halvings; Compose's closed form (and its bounds) takes a few dozen operations; Android's
    ///   builds its polyline (tens to hundreds of points) on every call.
    ///   ``largestDeviation(of:inputs:)`` builds what an engine builds per curve once.
    public func value(of curve: CubicBezier, at x: Double) -> Double { Prepared(self, curve).value(at: x) }

    /// A curve as this engine evaluates it, with what the engine builds once per curve (Compose's
    /// vertical bounds, Android's polyline) built once, for evaluating it many times.
    package struct Prepared {
        let solver: EngineSolver
        let curve: CubicBezier
        let state: State
        enum State {
            case none
            case compose(ComposeCubicEasing)
            case android(AndroidPathInterpolator)
        }

        package init(_ solver: EngineSolver, _ curve: CubicBezier) {
            (self.solver, self.curve) = (solver, curve)
            switch solver {
            case .compose: state = .compose(ComposeCubicEasing(curve))
            case .android: state = .android(AndroidPathInterpolator(curve))
            default: state = .none
            }
        }

        /// The progress at `x` (``EngineSolver/value(of:at:)``).
        package func value(at x: Double) -> Double {
            if x.isNaN { return x }
            if x < 0 || x > 1, solver.extrapolatesAsChromium { return curve.value(at: x) }
            let linear = curve.x1 == curve.y1 && curve.x2 == curve.y2
            switch (solver, state) {
            case (.chromium, _):
                let c = EngineCoefficients(curve)
                return c.y(c.chromiumParameter(x, epsilon: 1e-7, outside: (0, 1)))
            case (.webkit(let duration), _):
                if linear { return x }
                let c = EngineCoefficients(curve)
                return c.y(c.chromiumParameter(x, epsilon: EngineSolver.webKitEpsilon(duration: duration), outside: (0, 0)))
            case (.webkitClassic(let epsilon), _):
                let c = EngineCoefficients(curve)
                return c.y(c.webKitParameter(x, epsilon: epsilon))
            case (.firefox, _):
                return firefoxValue(x, curve)
            case (.motion, _):
                if linear { return x }
                if x == 0 || x == 1 { return x }
                let solver = BezierEasingSolver<Double>(curve, minimumSlope: 0, precision: 1e-7)
                return BezierEasingSolver<Double>.bezier(solver.bisection(x, from: 0, to: 1, halvings: 12), curve.y1, curve.y2)
            case (.svgKeySplines(let duration), _):
                let c = EngineCoefficients(curve)
                return c.y(c.chromiumParameter(x, epsilon: EngineSolver.classicWebKitEpsilon(duration: duration), outside: (0, 1)))
            case (.geckoSMIL, _):
                if linear { return x }
                if x == 1 { return BezierEasingSolver<Double>.bezier(1, curve.y1, curve.y2) }
                return BezierEasingSolver<Double>(curve, minimumSlope: 0.02, precision: 1e-7).value(x)
            case (.flutter, _):
                return x == 0 || x == 1 ? x : flutterValue(x, curve)
            case (.rive, _):
                return Double(BezierEasingSolver<Float>(curve, minimumSlope: 0.001, precision: 1e-7).value(Float(x)))
            case (.lottieWeb, _):
                if linear { return x }
                if x == 0 || x == 1 { return x }
                return BezierEasingSolver<Double>(curve, minimumSlope: 0.001, precision: 1e-7, floatSamples: true).value(x)
            case (.rlottie, _):
                // Their linear shortcut compares the handles as Floats.
                if Float(curve.x1) == Float(curve.y1) && Float(curve.x2) == Float(curve.y2) { return Double(Float(x)) }
                return Double(BezierEasingSolver<Float>(curve, minimumSlope: 0.02, precision: 1e-7).value(Float(x)))
            case (.compose, _):
                guard case .compose(let easing) = state else { return Double(ComposeCubicEasing(curve).transform(Float(x))) }
                return Double(easing.transform(Float(x)))
            case (.android, _):
                guard case .android(let interpolator) = state else { return Double(AndroidPathInterpolator(curve).value(Float(x))) }
                return Double(interpolator.value(Float(x)))
            }
        }
    }
}

/// Firefox's `calculate_bezier_output` (``EngineSolver/firefox``): the control points as Stylo
/// stores a parsed number (Float, clamped to its finite range), its rules outside (0, 1),
/// WebKit's classic solve at 1e-7 inside, then the clamp of `calculate_output`: a result beyond
/// the finite doubles is the largest one, and NaN (Rust's `min` and `max` keep the operand that
/// is not NaN) the largest positive one.
func firefoxValue(_ x: Double, _ curve: CubicBezier) -> Double {
    func stored(_ d: Double) -> Float { Swift.min(Swift.max(Float(d), -.greatestFiniteMagnitude), .greatestFiniteMagnitude) }
    let (x1, y1, x2, y2) = (stored(curve.x1), stored(curve.y1), stored(curve.x2), stored(curve.y2))
    let result: Double
    if x1 == y1 && x2 == y2 {
        result = x
    } else if x == 0 {
        result = 0
    } else if x == 1 {
        result = 1
    } else if x < 0 {
        if x1 > 0 { result = x * Double(y1) / Double(x1) }
        else if y1 == 0 && x2 > 0 { result = x * Double(y2) / Double(x2) }
        else { result = 0 }
    } else if x > 1 {
        if x2 < 1 { result = 1 + (x - 1) * (Double(y2) - 1) / (Double(x2) - 1) }
        else if y2 == 1 && x1 < 1 { result = 1 + (x - 1) * (Double(y1) - 1) / (Double(x1) - 1) }
        else { result = 1 }
    } else {
        // The Float control points, widened: Stylo's `Bezier::new` on `x as f64`.
        let c = EngineCoefficients(CubicBezier(unchecked: Double(x1), Double(y1), Double(x2), Double(y2)))
        result = c.y(c.webKitParameter(x, epsilon: 1e-7))
    }
    if result.isNaN { return .greatestFiniteMagnitude }
    return Swift.min(Swift.max(result, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
}

/// The power-basis polynomials Chromium and WebKit evaluate, and their solves for t.
struct EngineCoefficients {
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double
    init(_ curve: CubicBezier) {
        cx = 3 * curve.x1
        bx = 3 * (curve.x2 - curve.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * curve.y1
        by = 3 * (curve.y2 - curve.y1) - cy
        ay = 1 - cy - by
    }

    /// X(i/10), entry i of Chromium's sample table, computed where the scan needs it (the same
    /// operations as the engine's table, without storing it).
    func sample(_ i: Int) -> Double { x(Double(i) * 0.1) }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// Chromium's `SolveCurveX` (and current WebKit's): the bisection interval is `outside`
    /// when x lies above every sample (X(1) rounded below 1), where the engine starts from t = x
    /// (Chromium leaves it undefined, here [0, 1]; WebKit's is [0, 0], no bisection).
    func chromiumParameter(_ target: Double, epsilon: Double, outside: (Double, Double)) -> Double {
        let step = 0.1
        var (t0, t1, t) = (outside.0, outside.1, target)
        for i in 1..<11 where target <= sample(i) {
            t1 = step * Double(i)
            t0 = t1 - step
            t = t0 + (t1 - t0) * (target - sample(i - 1)) / (sample(i) - sample(i - 1))
            break
        }
        let newton = newton(target, from: &t, steps: 4, epsilon: min(1e-7, epsilon), flatSlope: 1e-7)
        if let root = newton.root { return root }
        // The engines test the last residual once more against ε (it can pass only when ε > 1e-7).
        if abs(newton.residual) < epsilon { return t }
        return bisection(target, from: t, in: t0, t1, epsilon: epsilon) { lo, hi in (hi + lo) * 0.5 }
    }

    /// At most `steps` Newton steps from `t`: the root once |X(t) − x| < ε, else nil when the
    /// steps run out or |X′(t)| falls below `flatSlope` (t left where they stopped), with the
    /// last residual computed (the one before the last step, as the engines keep it).
    func newton(_ target: Double, from t: inout Double, steps: Int, epsilon: Double, flatSlope: Double) -> (root: Double?, residual: Double) {
        var residual = 0.0
        for _ in 0..<steps {
            residual = x(t) - target
            if abs(residual) < epsilon { return (t, residual) }
            let slope = dx(t)
            if abs(slope) < flatSlope { break }
            t -= residual / slope
        }
        return (nil, residual)
    }

    /// The engines' bisection from `t` on [t0, t1] until |X(t) − x| < ε, each engine with its own
    /// spelling of the midpoint (its rounding differs); at most 64 halvings, which x1, x2 ∈ [0, 1]
    /// never need.
    func bisection(_ target: Double, from start: Double, in lo: Double, _ hi: Double, epsilon: Double, midpoint: (Double, Double) -> Double) -> Double {
        var (t, t0, t1) = (start, lo, hi)
        var halvings = 0
        while t0 < t1 && halvings < 64 {
            let value = x(t)
            if abs(value - target) < epsilon { return t }
            if target > value { t0 = t } else { t1 = t }
            t = midpoint(t0, t1)
            halvings += 1
        }
        return t
    }

    /// WebKit's classic `solveCurveX`.
    func webKitParameter(_ target: Double, epsilon: Double) -> Double {
        var t = target
        if let root = newton(target, from: &t, steps: 8, epsilon: epsilon, flatSlope: 1e-6).root { return root }
        return bisection(target, from: target, in: 0, 1, epsilon: epsilon) { lo, hi in (hi - lo) * 0.5 + lo }
    }
}

/// The bezier-easing algorithm, which Gecko's `SMILKeySpline` (in Double) and Rive's
/// `CubicInterpolatorSolver` (in Float) share: its own coefficient formulas A = 1 − 3a₂ + 3a₁,
/// B = 3a₂ − 6a₁, C = 3a₁ and slope 3At² + 2Bt + C; X sampled at t = i·step (step = 1/10 in the
/// solver's type, the interval's start accumulated step by step); a linear guess in the
/// interval; 4 Newton steps when X′ there is at least `minimumSlope` (Gecko 0.02, Rive 0.001),
/// stopping at a zero slope; the guess when X′ is 0; otherwise at most 10 bisections of the
/// interval, stopping once |X(t) − x| ≤ `precision`.
struct BezierEasingSolver<T: BinaryFloatingPoint> {
    let x1: T, y1: T, x2: T, y2: T
    let minimumSlope: T, precision: T
    /// Whether the sample table holds Floats (lottie-web's `Float32Array`) in a wider solver.
    let floatSamples: Bool
    static var step: T { 1 / 10 }

    init(_ curve: CubicBezier, minimumSlope: T, precision: T, floatSamples: Bool = false) {
        (x1, y1, x2, y2) = (T(curve.x1), T(curve.y1), T(curve.x2), T(curve.y2))
        (self.minimumSlope, self.precision, self.floatSamples) = (minimumSlope, precision, floatSamples)
    }

    /// X(i·step), entry i of the sample table, computed where the scan needs it.
    func sample(_ i: Int) -> T {
        let x = Self.bezier(T(i) * Self.step, x1, x2)
        return floatSamples ? T(Float(x)) : x
    }

    static func bezier(_ t: T, _ a1: T, _ a2: T) -> T {
        (((1 - 3 * a2 + 3 * a1) * t + (3 * a2 - 6 * a1)) * t + 3 * a1) * t
    }

    static func slope(_ t: T, _ a1: T, _ a2: T) -> T {
        3 * (1 - 3 * a2 + 3 * a1) * t * t + 2 * (3 * a2 - 6 * a1) * t + 3 * a1
    }

    /// Y at the parameter found for x, with no special case at 0 or 1.
    func value(_ target: T) -> T { Self.bezier(parameter(target), y1, y2) }

    /// `GetTForX` / `getT`.
    func parameter(_ target: T) -> T {
        var start: T = 0
        var i = 1
        while i != 10 && sample(i) <= target {
            start += Self.step
            i += 1
        }
        i -= 1
        let distance = (target - sample(i)) / (sample(i + 1) - sample(i))
        var t = start + distance * Self.step
        let initialSlope = Self.slope(t, x1, x2)
        if initialSlope >= minimumSlope {
            for _ in 0..<4 {
                let slope = Self.slope(t, x1, x2)
                if slope == 0 { return t }
                t -= (Self.bezier(t, x1, x2) - target) / slope
            }
            return t
        }
        if initialSlope == 0 { return t }
        return bisection(target, from: start, to: start + Self.step, halvings: 10)
    }

    /// At most `halvings` bisections of [a, b], stopping once |X(t) − x| ≤ `precision`; the last
    /// midpoint (Motion's own solver is this on [0, 1] with 12).
    func bisection(_ target: T, from a: T, to b: T, halvings: Int) -> T {
        var (a, b, t) = (a, b, a)
        var residual: T
        var count = 0
        repeat {
            t = a + (b - a) / 2
            residual = Self.bezier(t, x1, x2) - target
            if residual > 0 { b = t } else { a = t }
            count += 1
        } while abs(residual) > precision && count < halvings
        return t
    }
}

/// Flutter's `Cubic.transformInternal`: bisection in Bernstein form.
func flutterValue(_ target: Double, _ curve: CubicBezier) -> Double {
    func cubic(_ a: Double, _ b: Double, _ m: Double) -> Double {
        3 * a * (1 - m) * (1 - m) * m + 3 * b * (1 - m) * m * m + m * m * m
    }
    var (start, end) = (0.0, 1.0)
    // X′ ≤ 3, so 60 halvings are more than enough for 0.001: the bound only stops a loop the
    // engine would not stop.
    for _ in 0..<60 {
        let midpoint = (start + end) / 2
        let estimate = cubic(curve.x1, curve.x2, midpoint)
        if abs(target - estimate) < 0.001 { return cubic(curve.y1, curve.y2, midpoint) }
        if estimate < target { start = midpoint } else { end = midpoint }
    }
    return cubic(curve.y1, curve.y2, (start + end) / 2)
}

extension EngineSolver {
    /// The largest deviation of this engine from the exact curve over `count` evenly spaced
    /// inputs from 0 to 1 inclusive, and the input where it occurs (the first such input): a lower
    /// bound of the engine's worst case, found on that grid. NaN, at the first such input, where
    /// the engine gives no value (Compose, Android and Rive for control points beyond Float's
    /// range).
    /// - Precondition: count ≥ 2.
    /// - Complexity: O(count) evaluations of both.
    public func largestDeviation(of curve: CubicBezier, inputs count: Int = 10_001) -> (error: Double, at: Double) {
        Self.largestDifference(inputs: count, Prepared(self, curve).value(at:), curve.value(at:))
    }

    /// The largest |f(x) − g(x)| over `count` (at least 2) evenly spaced x from 0 to 1
    /// inclusive, and the first x where it occurs: the grid every stated engine error uses. NaN,
    /// and the first x, where either gives NaN (an engine with no answer there: Compose, Android
    /// and Rive for control points beyond Float's range).
    package static func largestDifference(
        inputs count: Int, _ f: (Double) -> Double, _ g: (Double) -> Double
    ) -> (error: Double, at: Double) {
        var worst = (error: 0.0, at: 0.0)
        let n = Swift.max(2, count)
        for i in 0..<n {
            let x = i == n - 1 ? 1 : Double(i) / Double(n - 1)
            let error = abs(f(x) - g(x))
            if error.isNaN { return (.nan, x) }
            if error > worst.error { worst = (error, x) }
        }
        return worst
    }
}
