import MotionTestSupport
import RealModule
@testable import TimingCurves
import MotionMath

#if arch(x86_64) || arch(i386)  // Float80 reference: x86 only (.ci/portability.py checks the guard)
/// The exact value and slope of a cubic-Bézier timing function, computed independently of the
/// Newton–bisection solver: the real roots of Bx(t) − x = 0 in closed form (Cardano /
/// trigonometric, with Newton polish), in Float80 (64-bit significand, unit roundoff 5.4e-20,
/// 2 048 times finer than Double's), then By(t) and By′/Bx′ in Float80.
struct BezierReference {
    let a, b, c, ay, by, cy: Float80

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let (x1, y1, x2, y2) = (Float80(x1), Float80(y1), Float80(x2), Float80(y2))
        c = 3 * x1
        b = 3 * x2 - 6 * x1
        a = 1 + 3 * x1 - 3 * x2
        cy = 3 * y1
        by = 3 * y2 - 6 * y1
        ay = 1 + 3 * y1 - 3 * y2
    }

    /// The parameter t ∈ [0, 1] with Bx(t) = x.
    func parameter(_ x: Double) -> Float80 {
        let target = Float80(x)
        let roots = CubicRoots.solve(a, b, c, -target)
        var best: Float80 = 0.5
        var bestResidual = Float80.infinity
        for r in roots where r >= -1e-9 && r <= 1 + 1e-9 {
            let t = Swift.min(1, Swift.max(0, r))
            let residual = abs(((a * t + b) * t + c) * t - target)
            if residual < bestResidual {
                best = t
                bestResidual = residual
            }
        }
        precondition(bestResidual.isFinite, "reference found no root in [0, 1] for x = \(x)")
        return best
    }

    func value(_ x: Double) -> (y: Float80, slope: Float80) {
        let t = parameter(x)
        let y = ((ay * t + by) * t + cy) * t
        let dx = (3 * a * t + 2 * b) * t + c
        let dy = (3 * ay * t + 2 * by) * t + cy
        return (y, dy / dx)
    }
}

#endif

/// Central finite difference with a step suited to the curve's scale.
func finiteDifference(_ f: (Double) -> Double, at x: Double, h: Double = 1e-6) -> Double {
    (f(x + h) - f(x - h)) / (2 * h)
}
