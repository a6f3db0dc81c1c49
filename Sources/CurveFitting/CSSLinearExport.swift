// Export of any timing curve as CSS linear(): the fewest points (greedy) for a given max error.
//
// The curve is sampled on a fine grid; from each point the polyline reaches as far along the grid
// as the chord stays within the tolerance of every grid sample in between (greedy farthest reach,
// vertices on the curve). The text is written with as many decimals as the tolerance needs, read
// back as a LinearEasing and checked on a grid four times finer; if rounding or the gaps between
// grid samples push the error over the limit, the export repeats with a tighter inner tolerance.

import Foundation
import TimingCurves

/// A curve exported as CSS `linear()`.
public struct CSSLinearExport: Sendable {
    /// The CSS text, e.g. `linear(0, 0.2 10%, …, 1)`.
    public let text: String
    /// The parsed easing (what a browser evaluates).
    public let easing: LinearEasing
    /// The measured max |easing(x) − curve(x)| on a grid of 4·samples inputs.
    public let maxError: Double

    /// Exports `curve` within `maxError`.
    /// - Throws: ``CurveFittingError`` for a non-positive or non-finite error, samples outside
    ///   16…100000, or a non-finite curve.
    /// - Complexity: O(samples · longest segment) for the greedy pass.
    public init(_ curve: some TimingCurve, maxError: Double, samples: Int = 2000) throws(CurveFittingError) {
        guard maxError > 0, maxError.isFinite else { throw .invalid("the max error must be a finite number greater than 0, got \(maxError)") }
        guard samples >= 16 && samples <= 100_000 else { throw .invalid("samples must be in 16…100000, got \(samples)") }
        let xs = (0...samples).map { Double($0) / Double(samples) }
        let ys = xs.map { curve.value(at: $0) }
        if let i = ys.firstIndex(where: { !$0.isFinite }) { throw .nonFiniteTarget(x: xs[i]) }
        let digits = max(4, Int((-Foundation.log10(maxError)).rounded(.up)) + 2)
        var inner = 0.8 * maxError
        for _ in 0..<12 {
            let vertices = Self.greedy(xs, ys, tolerance: inner)
            let text = "linear(" + vertices.map { i -> String in
                let output = Self.decimal(ys[i], digits)
                if i == 0 || i == samples { return i == 0 && ys[i] == 0 ? "0" : (i == samples && ys[i] == 1 ? "1" : "\(output) \(Self.decimal(xs[i] * 100, max(digits - 2, 2)))%") }
                return "\(output) \(Self.decimal(xs[i] * 100, max(digits - 2, 2)))%"
            }.joined(separator: ", ") + ")"
            guard case .linear(let easing) = try? EasingFunction(parsing: text) else {
                throw .invalid("internal: the exported text \(text.prefix(60)) does not parse")
            }
            var measured = 0.0
            for k in 0...(4 * samples) {
                let x = Double(k) / Double(4 * samples)
                measured = max(measured, abs(easing.value(at: x) - curve.value(at: x)))
            }
            if measured <= maxError {
                self.text = text
                self.easing = easing
                self.maxError = measured
                return
            }
            inner *= 0.5
        }
        throw .invalid("could not meet the max error \(maxError) with \(samples) samples; raise samples")
    }

    /// The indices of the greedy farthest-reach polyline.
    static func greedy(_ xs: [Double], _ ys: [Double], tolerance: Double) -> [Int] {
        var vertices = [0]
        var a = 0
        let last = xs.count - 1
        while a < last {
            var b = a + 1
            // Extend while the chord a→(b+1) stays within tolerance of every sample between.
            while b < last {
                let c = b + 1
                let slope = (ys[c] - ys[a]) / (xs[c] - xs[a])
                var fits = true
                for k in (a + 1)..<c where abs(ys[a] + slope * (xs[k] - xs[a]) - ys[k]) > tolerance {
                    fits = false
                    break
                }
                if !fits { break }
                b = c
            }
            vertices.append(b)
            a = b
        }
        return vertices
    }

    /// `value` with at most `digits` decimals, trailing zeros removed, "." separator.
    static func decimal(_ value: Double, _ digits: Int) -> String {
        var text = String(format: "%.\(digits)f", locale: Locale(identifier: "en_US_POSIX"), value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
