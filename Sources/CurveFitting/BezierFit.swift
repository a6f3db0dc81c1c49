// The least-squares cubic-bezier() closest to any timing curve.
//
// Parameters p = (x1, y1, x2, y2), x1 and x2 kept in [0, 1] (the curve must stay a function of
// time). Residuals rᵢ = By(t(xᵢ; p); p) − target(xᵢ) at N interior inputs xᵢ = (i + ½)/N, with the
// Jacobian in closed form: with b₁(t) = 3(1−t)²t and b₂(t) = 3(1−t)t²,
//     ∂y/∂y1 = b₁,  ∂y/∂y2 = b₂,  ∂y/∂x1 = −By′(t)·b₁/Bx′(t),  ∂y/∂x2 = −By′(t)·b₂/Bx′(t)
// (implicit differentiation of Bx(t) = x). Levenberg–Marquardt: each step solves
// min ‖J·δ + r‖² + μ‖D·δ‖² (D = √diag(JᵀJ)) as the least-squares problem [J; √μ·D]·δ ≈ [−r; 0]
// with LAPACK dgels, projects x1, x2 back into [0, 1], and accepts the step when the cost falls
// (μ ÷ 3) or retries with μ × 4. Several starts (the CSS keywords, and one from the target's end
// slopes) guard against local minima; the best is kept.
// Reference: K. Madsen, H. B. Nielsen, O. Tingleff, "Methods for non-linear least squares
// problems" (2004), §3.2.

import LinearSolvers
import RealModule
import TimingCurves

/// The result of a fit: the curve and its errors against the target.
public struct BezierFitResult: Sendable {
    /// The fitted curve.
    public let bezier: CubicBezier
    /// The true max |bezier(x) − target(x)| over x ∈ [0, 1]: every extremum of the difference
    /// located (a scan of ``BezierFit/errorScanCells`` cells, each sign change of
    /// target′ − bezier′ bisected down to adjacent doubles, corners of piecewise targets
    /// included), not a sample grid.
    public let maxError: Double
    /// The input at which ``maxError`` is reached.
    public let maxErrorInput: Double
    /// √(mean of squared residuals) at the fit's sample inputs.
    public let rmsError: Double
    /// Levenberg–Marquardt iterations of the winning start.
    public let iterations: Int
}

/// Why a fit or an export failed.
public enum CurveFittingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A parameter out of its documented range (the text says which), or an internal failure.
    case invalid(String)
    /// The target's value is not finite at `x`.
    case nonFiniteTarget(x: Double)
    /// No `linear()` segment starting at `x`, however short (one step of the text's input
    /// resolution), meets the limit: the curve jumps there (e.g. `steps()`) or is steeper than
    /// the limit allows at that resolution.
    case unreachable(x: Double)
    /// The export would need more than `limit` stops.
    case tooManyStops(limit: Int)
    /// The export would need more than `limit` evaluations of the curve (a max error or scan
    /// resolution too fine for a curve this hard): the bound that keeps an export to seconds.
    case tooMuchWork(limit: Int)

    public var description: String {
        switch self {
        case .invalid(let text): return text
        case .nonFiniteTarget(let x): return "the target curve is not finite at x = \(x)"
        case .unreachable(let x): return "no linear() segment from x = \(x) meets the max error: the curve jumps there (no max error can bridge a jump; only steps() and linear() export their jumps exactly) or is too steep (raise the max error)"
        case .tooManyStops(let limit): return "the export needs more than \(limit) stops; raise the max error"
        case .tooMuchWork(let limit): return "the export needs more than \(limit) evaluations of the curve; raise the max error or lower the samples"
        }
    }
}

/// Least-squares cubic-bezier() fitting (Levenberg–Marquardt; see the CurveFitting article).
public enum BezierFit {
    /// Cells of the scan behind ``BezierFitResult/maxError`` (each sign change of
    /// target′ − bezier′ between them is then bisected to adjacent doubles).
    public static let errorScanCells = 16_384

    /// The most least-squares samples a fit takes: the work grows linearly with them, and at
    /// this ceiling the hardest target (an elastic easing) still fits within a few seconds.
    public static let maximumSamples = 4096

    /// The cubic-bezier() closest to `curve` in least squares over `samples` inputs.
    /// - Throws: ``CurveFittingError`` for fewer than 8 or more than ``maximumSamples`` samples,
    ///   or a target that is not finite.
    /// - Complexity: O(samples) per iteration, a few dozen iterations per start (at most 300,
    ///   each with at most 30 damping trials); then ``errorScanCells`` + 5 evaluations plus at most
    ///   1,100 per extremum for the true max error.
    public static func fit(_ curve: some TimingCurve, samples: Int = 256) throws(CurveFittingError) -> BezierFitResult {
        guard samples >= 8, samples <= maximumSamples else { throw .invalid("samples must be in 8…\(maximumSamples), got \(samples)") }
        let xs = (0..<samples).map { (Double($0) + 0.5) / Double(samples) }
        let ys = xs.map { curve.value(at: $0) }
        if let i = ys.firstIndex(where: { !$0.isFinite }) { throw .nonFiniteTarget(x: xs[i]) }
        let s0 = curve.derivative(at: 0), s1 = curve.derivative(at: 1)
        var starts: [[Double]] = [[0.25, 0.1, 0.25, 1], [0.42, 0, 0.58, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3]]
        if s0.isFinite && s1.isFinite { starts.append([1.0 / 3, s0 / 3, 2.0 / 3, 1 - s1 / 3]) }
        var best: (p: [Double], cost: Double, iterations: Int)?
        for start in starts {
            let result = levenbergMarquardt(start: start, xs: xs, ys: ys)
            if best == nil || result.cost < best!.cost { best = result }
        }
        guard let best, let bezier = try? CubicBezier(best.p[0], best.p[1], best.p[2], best.p[3]) else {
            throw .invalid("the fit did not produce a valid curve")
        }
        let target: (Double) -> (value: Double, derivative: Double) = { curve.valueAndDerivative(at: $0) }
        let fitted: (Double) -> (value: Double, derivative: Double) = { bezier.valueAndDerivative(at: $0) }
        let (maxError, at) = maximumDeviation(on: 0, 1, cells: errorScanCells, target, fitted)
        if maxError.isNaN { throw .nonFiniteTarget(x: at) }
        return BezierFitResult(bezier: bezier, maxError: maxError, maxErrorInput: at, rmsError: (2 * best.cost / Double(samples)).squareRoot(), iterations: best.iterations)
    }

    /// ½‖r‖² and the residuals/Jacobian at p (nil when p is not a valid curve).
    static func evaluate(_ p: [Double], _ xs: [Double], _ ys: [Double], jacobian: Bool) -> (cost: Double, r: [Double], j: Matrix?)? {
        guard let bezier = try? CubicBezier(p[0], p[1], p[2], p[3]) else { return nil }
        var r = [Double](repeating: 0, count: xs.count)
        var j = jacobian ? Matrix(rows: xs.count, columns: 4) : nil
        var cost = 0.0
        for (i, x) in xs.enumerated() {
            let t = bezier.parameter(at: x)
            let u = 1 - t
            let b1 = 3 * u * u * t, b2 = 3 * u * t * t
            let y = b1 * p[1] + b2 * p[3] + t * t * t
            r[i] = y - ys[i]
            cost += 0.5 * r[i] * r[i]
            if jacobian {
                let dx = 3 * u * u * p[0] + 6 * u * t * (p[2] - p[0]) + 3 * t * t * (1 - p[2])
                let dy = 3 * u * u * p[1] + 6 * u * t * (p[3] - p[1]) + 3 * t * t * (1 - p[3])
                let ratio = dy / max(dx, 1e-12)
                j![i, 0] = -ratio * b1
                j![i, 1] = b1
                j![i, 2] = -ratio * b2
                j![i, 3] = b2
            }
        }
        return (cost, r, j)
    }

    static func levenbergMarquardt(start: [Double], xs: [Double], ys: [Double]) -> (p: [Double], cost: Double, iterations: Int) {
        var p = start
        guard var current = evaluate(p, xs, ys, jacobian: true) else { return (p, .infinity, 0) }
        var mu = 1e-3
        var iterations = 0
        for _ in 0..<300 {
            iterations += 1
            guard let j = current.j else { break }
            let m = xs.count
            var scale = [Double](repeating: 0, count: 4)
            for c in 0..<4 { for i in 0..<m { scale[c] += j[i, c] * j[i, c] } }
            var improved = false
            for _ in 0..<30 {
                var a = Matrix(rows: m + 4, columns: 4)
                for c in 0..<4 {
                    for i in 0..<m { a[i, c] = j[i, c] }
                    a[m + c, c] = (mu * max(scale[c], 1e-12)).squareRoot()
                }
                let rhs = current.r.map { -$0 } + [0, 0, 0, 0]
                guard let step = try? LAPACK.leastSquares(a, rhs).x else { mu *= 4; continue }
                var candidate = zip(p, step).map { $0 + $1 }
                candidate[0] = min(max(candidate[0], 0), 1)
                candidate[2] = min(max(candidate[2], 0), 1)
                if let trial = evaluate(candidate, xs, ys, jacobian: true), trial.cost < current.cost {
                    let relative = (current.cost - trial.cost) / max(current.cost, 1e-300)
                    p = candidate
                    current = trial
                    mu = max(mu / 3, 1e-15)
                    improved = true
                    if relative < 1e-14 { return (p, current.cost, iterations) }
                    break
                }
                mu *= 4
                if mu > 1e16 { break }
            }
            if !improved || current.cost == 0 { break }
        }
        return (p, current.cost, iterations)
    }
}
