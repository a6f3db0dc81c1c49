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
            let (y, s) = curve.valueAndSlope(at: x)
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
}
