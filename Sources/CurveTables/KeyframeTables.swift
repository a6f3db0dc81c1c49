import MotionMath
import Keyframes
import Paths
import TimingCurves

/// Tables of keyframe animations (`t,value` or `t,x,y[,z]`) and of motion along paths
/// (`t,x,y,angle`), t being the fraction of the duration.
package enum KeyframeTables {
    /// The table of `animation` at `fractions`.
    /// With `extrapolation`, fractions outside [0, 1] follow its modes
    /// (`KeyframeAnimation.value(at:before:after:)`); without, each end segment's
    /// formula goes on.
    package static func table<V: AnimatableVector>(
        _ animation: KeyframeAnimation<VectorSpace<V>>, fractions: [Double], columns: [String],
        extrapolation: (before: Extrapolation, after: Extrapolation)? = nil
    ) -> CSVTable {
        let values = extrapolation.map { modes in fractions.map { animation.value(at: $0, before: modes.before, after: modes.after) } }
            ?? animation.values(at: fractions)
        return CSVTable(header: ["t"] + columns, rows: zip(fractions, values).map { [$0] + $1.components })
    }

    /// The table of 2-D keyframes joined by arcs (Paths' `ArcAnimation`) at `fractions`: t,x,y,
    /// and with `derivative` the derivative per unit fraction as dx,dy.
    package static func table(_ animation: ArcAnimation, fractions: [Double], derivative: Bool = false) -> CSVTable {
        CSVTable(header: ["t", "x", "y"] + (derivative ? ["dx", "dy"] : []), rows: fractions.map { f in
            let p = animation.value(at: f)
            guard derivative else { return [f, p.x, p.y] }
            let v = animation.derivative(at: f)
            return [f, p.x, p.y, v.x, v.y]
        })
    }

    /// A graph-editor curve from the text forms the CLI and the table spec share: one value per
    /// key; key times (default 0 to 1, evenly spaced); tangents per key ("auto", "clampedAuto",
    /// "linear", "constant" or a slope as a number) and weights per key (default 1/3), each list
    /// with one entry per key or a single entry for every key.
    /// - Throws: `KeyframeError.invalidKeyframes` for a list of the wrong length, an unknown
    ///   tangent, or any problem of `BezierKeyframeCurve.init(_:)`.
    package static func bezierCurve(
        values: [Double], keyTimes: [Double]?, inTangents: [String]?, outTangents: [String]?,
        inWeights: [Double]?, outWeights: [Double]?
    ) throws(KeyframeError) -> BezierKeyframeCurve {
        let n = values.count
        var problems: [String] = []
        func entries<T>(_ list: [T]?, _ name: String, _ fallback: T) -> [T] {
            guard let list else { return Array(repeating: fallback, count: n) }
            if list.count == 1 { return Array(repeating: list[0], count: n) }
            if list.count != n { problems.append("\(name): give one entry per key (\(n)) or one for all, got \(list.count)") }
            return list.count == n ? list : Array(repeating: fallback, count: n)
        }
        func tangent(_ text: String, _ name: String) -> BezierKeyframe.Tangent {
            switch text {
            case "auto": return .auto
            case "clampedAuto": return .clampedAuto
            case "linear": return .linear
            case "constant": return .constant
            default:
                if let slope = Double(text), slope.isFinite { return .derivative(slope) }
                problems.append("\(name): \"\(excerpt(text))\" is not auto, clampedAuto, linear, constant or a finite slope")
                return .auto
            }
        }
        let times = keyTimes ?? (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        if times.count != n { problems.append("keyTimes: give one per key (\(n)), got \(times.count)") }
        let ins = entries(inTangents?.map { tangent($0, "inTangents") }, "inTangents", .auto)
        let outs = entries(outTangents?.map { tangent($0, "outTangents") }, "outTangents", .auto)
        let inW = entries(inWeights, "inWeights", 1.0 / 3), outW = entries(outWeights, "outWeights", 1.0 / 3)
        guard problems.isEmpty else { throw .invalidKeyframes(problems) }
        return try BezierKeyframeCurve((0..<n).map {
            BezierKeyframe(time: times[$0], value: values[$0], inTangent: ins[$0], outTangent: outs[$0], inWeight: inW[$0], outWeight: outW[$0])
        })
    }

    /// The table of a graph-editor curve at `times` (in the keys' time): t,value, and with
    /// `derivative` the derivative dv/dt; outside the keys' times the ends are held, or follow
    /// `extrapolation`.
    package static func table(
        _ curve: BezierKeyframeCurve, times: [Double], extrapolation: (before: Extrapolation, after: Extrapolation)?, derivative: Bool
    ) -> CSVTable {
        let (before, after) = extrapolation ?? (.constant, .constant)
        return CSVTable(header: ["t", "value"] + (derivative ? ["derivative"] : []), rows: times.map { t in
            let value = curve.value(at: t, before: before, after: after)
            return derivative ? [t, value, curve.derivative(at: t, before: before, after: after)] : [t, value]
        })
    }

    /// `count` evenly spaced times over the keys' span, from the first key's time to exactly the
    /// last's.
    package static func evenTimes(_ count: Int, over range: ClosedRange<Double>) -> [Double] {
        TimingCurveTables.evenInputs(count).map { f in
            f == 1 ? range.upperBound : range.lowerBound + f * (range.upperBound - range.lowerBound)
        }
    }

    /// The table of motion along a path at `fractions`.
    package static func table(_ animation: PathAnimation, fractions: [Double]) -> CSVTable {
        CSVTable(header: ["t", "x", "y", "angle"], rows: zip(fractions, animation.samples(at: fractions)).map {
            [$0, $1.position.x, $1.position.y, $1.angle]
        })
    }

    /// Core Animation's documentation example: position.y through 310, 60, 120, 60, 310 at key
    /// times 0, ¼, ½, ¾, 1.
    package static let coreAnimationExample = (values: [310.0, 60, 120, 60, 310], keyTimes: [0, 0.25, 0.5, 0.75, 1.0])
    /// The two-arc bounce path of Core Animation's programming guide.
    package static let bouncePath = "M 74 74 C 74 500 320 500 320 74 C 320 500 566 500 566 74"

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
    package static func catmullRom<V: AnimatableVector>(points: [V], alpha: Double, closed: Bool) throws(KeyframeError) -> (Double) -> (value: V, derivative: V, tangent: V) {
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
