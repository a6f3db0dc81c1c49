import Springs
import TimingCurves

/// Tables of timing curves: x, y and slope at evenly spaced inputs.
public enum TimingCurveTables {
    /// `samples` evenly spaced inputs from 0 to 1 inclusive, i/(samples − 1); `[0]` for one sample.
    public static func evenInputs(_ samples: Int) -> [Double] {
        guard samples > 1 else { return samples == 1 ? [0] : [] }
        let last = Double(samples - 1)
        return (0..<samples).map { Double($0) / last }
    }

    /// The table `x,y,slope` of `curve` at `inputs`.
    /// - Complexity: O(n) evaluations.
    public static func table(_ curve: some TimingCurve, inputs: [Double]) -> CSVTable {
        CSVTable(header: ["x", "y", "slope"], rows: inputs.map { x in
            let (y, s) = curve.valueAndDerivative(at: x)
            return [x, y, s]
        })
    }

    /// The default set: every named curve of `EasingFunction.named` at 101 samples, one file
    /// per name (`timing-<name>.csv`).
    package static func defaultSet(samples: Int = 101) -> [(file: String, kind: String, parameters: String, table: CSVTable)] {
        let inputs = evenInputs(samples)
        return EasingFunction.named.map { entry in
            ("timing-\(entry.name).csv", "timing", entry.easing.description, table(entry.easing, inputs: inputs))
        }
    }
}

extension TimingCurveTables {
    /// The exact output range [min y, max y] of `curve` over x ∈ [0, 1], or nil when the library
    /// has no exact form for it.
    ///
    /// A cubic Bézier (or a keyword): `CubicBezier.outputRange` (the extrema of By at the roots
    /// of By′). A CSS `linear()`: the extremes over value(0), value(1) and the stops whose input
    /// lies in [0, 1] (the curve is linear in between). Any other curve that is monotone
    /// (non-decreasing: steps, monotone Penner curves, monotone path easings): [value(0), value(1)].
    /// A Penner curve: `PennerEasing.outputRange` (back, elastic and bounce: their extremes where
    /// the closed-form slope changes sign). A spring's progress: `SpringProgressCurve.outputRange`
    /// (0 to its first peak). Nil for non-monotone path easings.
    /// - Complexity: O(1), or O(stops) for `linear()`.
    public static func outputRange(_ curve: any TimingCurve) -> ClosedRange<Double>? {
        if let easing = curve as? EasingFunction {
            switch easing.expanded {
            case .cubicBezier(let bezier): return bezier.outputRange
            case .penner(let penner): return penner.outputRange
            case .linear(let linear):
                var ys = [linear.value(at: 0), linear.value(at: 1)]
                ys += linear.points.filter { (0...1).contains($0.input) }.map(\.output)
                return ys.min()!...ys.max()!
            default: break
            }
        }
        if let bezier = curve as? CubicBezier { return bezier.outputRange }
        if let penner = curve as? PennerEasing { return penner.outputRange }
        if let spring = curve as? SpringProgressCurve { return spring.outputRange }
        if let cycle = curve as? CycleCurve { return cycle.outputRange }
        guard curve.isMonotone else { return nil }
        return curve.value(at: 0)...curve.value(at: 1)
    }

    /// The cubic Bézier a parsed easing is, if it is one: `cubic-bezier()`, a keyword or named
    /// curve that stands for one (`linear` is cubic-bezier(0, 0, 1, 1)), or a Penner curve that is
    /// exactly one. What the engines' solvers (`EngineSolver`) evaluate.
    package static func cubicBezier(of curve: any TimingCurve) -> CubicBezier? {
        if let bezier = curve as? CubicBezier { return bezier }
        if let penner = curve as? PennerEasing { return penner.exactCubicBezier }
        guard let easing = curve as? EasingFunction else { return nil }
        switch easing {
        case .cubicBezier(let bezier): return bezier
        case .keyword(let keyword):
            if case .cubicBezier(let bezier) = keyword.expansion { return bezier }
            return keyword == .linear ? try? CubicBezier(0, 0, 1, 1) : nil
        case .penner(let penner): return penner.exactCubicBezier
        default: return nil
        }
    }

    /// A cubic Bézier as an engine renders it at `inputs`: columns x,y,exact,error (the engine's
    /// value, ``CubicBezier/value(at:)``, their difference), for `easing --as` and the spec's
    /// `engine`.
    package static func engineTable(_ solver: EngineSolver, _ bezier: CubicBezier, inputs: [Double]) -> CSVTable {
        CSVTable(header: ["x", "y", "exact", "error"], rows: inputs.map { x in
            let (y, exact) = (solver.value(of: bezier, at: x), bezier.value(at: x))
            return [x, y, exact, y - exact]
        })
    }
}
