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

    /// The default set: every named curve of ``EasingFunction/named`` at 101 samples, one file
    /// per name (`timing-<name>.csv`).
    public static func defaultSet(samples: Int = 101) -> [(file: String, kind: String, parameters: String, table: CSVTable)] {
        let inputs = evenInputs(samples)
        return EasingFunction.named.map { entry in
            ("timing-\(entry.name).csv", "timing", entry.easing.description, table(entry.easing, inputs: inputs))
        }
    }
}
