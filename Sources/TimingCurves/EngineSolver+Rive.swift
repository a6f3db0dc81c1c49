// Rive's CubicInterpolatorSolver (rive-runtime, the C++ runtime every Rive player wraps), operation
// for operation (TimingCurves article, Engines' solvers): the bezier-easing algorithm in single
// precision, with Newton's method down to a slope of 0.001.

/// Rive's cubic easing for one curve: its control points in Float and the 11-entry table of
/// X(i·0.1) it builds when the interpolator is added.
struct RiveCubicSolver {
    let x1: Float, y1: Float, x2: Float, y2: Float
    let samples: [Float]

    /// The table's step, 1/(11 − 1) in Float.
    static let step: Float = 1 / (11 - 1)

    init(_ curve: CubicBezier) {
        (x1, y1, x2, y2) = (Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
        samples = (0..<11).map { [x1, x2] in Self.bezier(Float($0) * Self.step, x1, x2) }
    }

    /// `calcBezier`: X(t) from x1, x2 (or Y(t) from y1, y2) with the coefficients
    /// A = 1 − 3a₂ + 3a₁, B = 3a₂ − 6a₁, C = 3a₁, in Float.
    static func bezier(_ t: Float, _ a1: Float, _ a2: Float) -> Float {
        (((1 - 3 * a2 + 3 * a1) * t + (3 * a2 - 6 * a1)) * t + 3 * a1) * t
    }

    /// `getSlope`: X′(t) = 3At² + 2Bt + C, in Float.
    static func slope(_ t: Float, _ a1: Float, _ a2: Float) -> Float {
        3 * (1 - 3 * a2 + 3 * a1) * t * t + 2 * (3 * a2 - 6 * a1) * t + 3 * a1
    }

    /// `transform(factor)`: Y at `getT(factor)`, with no special case at 0 or 1.
    func value(_ x: Float) -> Float { Self.bezier(parameter(x), y1, y2) }

    /// `getT`: the sample interval holding x (its start accumulated step by step in Float) and a
    /// linear guess in it; 4 Newton steps when X′ there is at least 0.001 (stopping at a zero
    /// slope); the guess itself when X′ is 0; otherwise at most 10 bisections of the interval,
    /// stopping once |X(t) − x| ≤ 1e-7.
    func parameter(_ x: Float) -> Float {
        var start: Float = 0
        var i = 1
        while i != 10 && samples[i] <= x {
            start += Self.step
            i += 1
        }
        i -= 1
        let distance = (x - samples[i]) / (samples[i + 1] - samples[i])
        var t = start + distance * Self.step
        let initialSlope = Self.slope(t, x1, x2)
        if initialSlope >= 0.001 {
            for _ in 0..<4 {
                let slope = Self.slope(t, x1, x2)
                if slope == 0 { return t }
                t -= (Self.bezier(t, x1, x2) - x) / slope
            }
            return t
        }
        if initialSlope == 0 { return t }
        var end = start + Self.step
        var residual: Float
        var count = 0
        repeat {
            t = start + (end - start) / 2
            residual = Self.bezier(t, x1, x2) - x
            if residual > 0 { end = t } else { start = t }
            count += 1
        } while Swift.abs(residual) > 1e-7 && count < 10
        return t
    }
}
