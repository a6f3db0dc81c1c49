import MotionMath
import Keyframes
import Paths
import TimingCurves

/// Tables of keyframe animations (`t,value` or `t,x,y[,z]`) and of motion along paths
/// (`t,x,y,angle`), t being the fraction of the duration.
public enum KeyframeTables {
    /// The table of `animation` at `fractions`.
    /// With `extrapolation`, fractions outside [0, 1] follow its modes
    /// (`KeyframeAnimation.value(at:before:after:)`); without, each end segment's
    /// formula goes on.
    public static func table<V: AnimatableVector>(
        _ animation: KeyframeAnimation<V>, fractions: [Double], columns: [String],
        extrapolation: (before: Extrapolation, after: Extrapolation)? = nil
    ) -> CSVTable {
        let values = extrapolation.map { modes in fractions.map { animation.value(at: $0, before: modes.before, after: modes.after) } }
            ?? animation.values(at: fractions)
        return CSVTable(header: ["t"] + columns, rows: zip(fractions, values).map { [$0] + $1.components })
    }

    /// The table of 2-D keyframes joined by arcs (Paths' `ArcAnimation`) at `fractions`: t,x,y,
    /// and with `derivative` the derivative per unit fraction as vx,vy.
    package static func table(_ animation: ArcAnimation, fractions: [Double], derivative: Bool = false) -> CSVTable {
        CSVTable(header: ["t", "x", "y"] + (derivative ? ["vx", "vy"] : []), rows: fractions.map { f in
            let p = animation.value(at: f)
            guard derivative else { return [f, p.x, p.y] }
            let v = animation.derivative(at: f)
            return [f, p.x, p.y, v.x, v.y]
        })
    }

    /// The table of motion along a path at `fractions`.
    public static func table(_ animation: PathAnimation, fractions: [Double]) -> CSVTable {
        CSVTable(header: ["t", "x", "y", "angle"], rows: zip(fractions, animation.samples(at: fractions)).map {
            [$0, $1.position.x, $1.position.y, $1.angle]
        })
    }

    /// Core Animation's documentation example: position.y through 310, 60, 120, 60, 310 at key
    /// times 0, ¼, ½, ¾, 1.
    package static let coreAnimationExample = (values: [310.0, 60, 120, 60, 310], keyTimes: [0, 0.25, 0.5, 0.75, 1.0])
    /// The two-arc bounce path of Core Animation's programming guide.
    public static let bouncePath = "M 74 74 C 74 500 320 500 320 74 C 320 500 566 500 566 74"

    /// The default keyframe tables at `samples` fractions: the documentation example in every
    /// calculation mode (Core Animation's five and the C2 splines), and the bounce path linear and paced.
    /// - Throws: `KeyframeError` or `PathError` (not for these constants).
    package static func defaultSet(samples: Int = 101) throws -> [(file: String, kind: String, parameters: String, table: CSVTable)] {
        let fractions = TimingCurveTables.evenInputs(samples)
        var entries: [(file: String, kind: String, parameters: String, table: CSVTable)] = []
        let example = coreAnimationExample
        for mode in CalculationMode.allCases {
            let animation = try KeyframeAnimation(values: example.values, keyTimes: example.keyTimes, calculationMode: mode)
            entries.append(("keyframes-\(mode.rawValue).csv", "keyframes",
                            "values 310,60,120,60,310; keyTimes 0,0.25,0.5,0.75,1; mode \(mode.rawValue)",
                            table(animation, fractions: fractions, columns: ["value"])))
        }
        let path = try Path(svgPathData: bouncePath)
        for paced in [false, true] {
            entries.append(("path-bounce-\(paced ? "paced" : "linear").csv", "path", "\(bouncePath); \(paced ? "paced" : "linear")",
                            table(try PathAnimation(path: path, paced: paced), fractions: fractions)))
        }
        return entries
    }
}

extension KeyframeTables {
    /// A Catmull-Rom spline through `points` with knot exponent `alpha` (`CatmullRomSpline`),
    /// open or closed, as a function of the fraction t ∈ [0, 1] giving the point, its derivative
    /// with respect to t and its unit tangent.
    ///
    /// Closed: the spline through pₙ₋₁, p₀, …, pₙ₋₁, p₀, p₁ restricted to the knots of p₀ … p₀
    /// (so every joint, the closing one included, takes its tangent from its two neighbours as
    /// in the open interior: a C1 loop), t mapped linearly onto that knot span; the derivative is
    /// scaled by the chain rule to be with respect to t.
    /// - Throws: `KeyframeError` for no points, a non-finite point or α ∉ [0, 1].
    /// - Complexity: O(n) to build; O(log n) per evaluation.
    public static func catmullRom<V: AnimatableVector>(points: [V], alpha: Double, closed: Bool) throws(KeyframeError) -> (Double) -> (value: V, derivative: V, tangent: V) {
        let parameterization = CatmullRomSpline<V>.Parameterization.alpha(alpha)
        guard closed, points.count > 1 else {
            let spline = try CatmullRomSpline(points: points, parameterization: parameterization)
            return { t in (spline.value(at: t), spline.derivative(at: t), spline.animation.tangent(at: t)) }
        }
        let n = points.count
        let spline = try CatmullRomSpline(points: [points[n - 1]] + points + [points[0], points[1]], parameterization: parameterization)
        let knots = spline.knots
        let total = knots.last!
        guard total > 0 else {
            return { _ in (points[0], .zero, spline.animation.tangent(at: 0)) }
        }
        let (start, end) = (knots[1] / total, knots[n + 1] / total)
        let scale = end - start
        return { t in
            let u = start + t * scale
            return (spline.value(at: u), spline.derivative(at: u).scaled(by: scale), spline.animation.tangent(at: u))
        }
    }
}
