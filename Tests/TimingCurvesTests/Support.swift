import Foundation
import MotionTestSupport
import RealModule
@testable import TimingCurves
import MotionMath

/// The exact value and slope of a cubic-Bézier timing function in double-double (``DoubleDouble``,
/// ~106 bits, unit roundoff 1.2e-32), independently of the library's Newton–bisection solver, on
/// every architecture: the real roots of Bx(t) − x = 0 in closed form in Double (MotionMath's
/// `CubicRoots`, as the Float80 reference uses it) for a start, then Newton in double-double,
/// safeguarded by bisection on the bracket [0, 1] (Bx is nondecreasing there for x1, x2 ∈ [0, 1]),
/// until the residual |Bx(t) − x| is ≤ 1e-31·x or the step is below 1e-32·t; then By(t) and
/// By′/Bx′ in double-double. Near a double or triple root of Bx′ (vertical tangents, x1 ≈ 1 with
/// x2 ≈ 0) Newton converges linearly, so the iteration limit is generous (400).
/// Checked against the Float80 ``BezierReference`` on x86
/// (`CubicBezierPrecisionTests.doubleDoubleReferenceAgreesWithFloat80`).
struct BezierReferenceDD {
    let a, b, c, ay, by, cy: DoubleDouble

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // 3·x is exact in double-double, the sums to 3u² (exact in practice: few, aligned bits).
        func three(_ v: Double) -> DoubleDouble { DoubleDouble.product(3, v) }
        c = three(x1)
        b = three(x2) - three(x1) * 2
        a = 1 + three(x1) - three(x2)
        cy = three(y1)
        by = three(y2) - three(y1) * 2
        ay = 1 + three(y1) - three(y2)
    }

    func xOf(_ t: DoubleDouble) -> DoubleDouble { ((a * t + b) * t + c) * t }
    func dxOf(_ t: DoubleDouble) -> DoubleDouble { (a * t * 3 + b * 2) * t + c }

    /// The parameter t ∈ [0, 1] with Bx(t) = x.
    func parameter(_ x: Double) -> DoubleDouble {
        let target = DoubleDouble(x)
        // Start: the Double closed-form root in [0, 1] with the smallest residual.
        var start = 0.5
        var bestResidual = Double.infinity
        for r in CubicRoots.solve(a.double, b.double, c.double, -x) where r >= -1e-9 && r <= 1 + 1e-9 {
            let t = Swift.min(1, Swift.max(0, r))
            let residual = (xOf(DoubleDouble(t)) - target).magnitude.double
            if residual < bestResidual {
                start = t
                bestResidual = residual
            }
        }
        var lo = DoubleDouble.zero, hi = DoubleDouble.one
        var t = DoubleDouble(start)
        for _ in 0..<400 {
            let f = xOf(t) - target
            if f.magnitude.double <= 1e-31 * abs(x) { return t }
            if f.hi > 0 { hi = t } else { lo = t }
            let d = dxOf(t)
            var next = d.hi > 0 ? t - f / d : t
            if !(next > lo && next < hi) { next = (lo + hi) * 0.5 }
            if (next - t).magnitude.double <= 1e-32 * t.magnitude.double || (hi - lo).magnitude.double <= 1e-32 * t.magnitude.double {
                return next
            }
            t = next
        }
        return t
    }

    /// (y, dy/dx, Bx′(t)) at x.
    func value(_ x: Double) -> (y: DoubleDouble, slope: DoubleDouble, dx: DoubleDouble) {
        let t = parameter(x)
        let y = ((ay * t + by) * t + cy) * t
        let dx = dxOf(t)
        let dy = (ay * t * 3 + by * 2) * t + cy
        return (y, dy / dx, dx)
    }
}

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

extension CubicBezier {
    /// The scalar value a batch named `kernel` must equal bit for bit: the prepared form's for
    /// the prepared batches (``everyKernel(_:)``), the plain curve's for its own.
    func reference(_ kernel: String, _ x: Double) -> Double {
        kernel.hasPrefix("prepared") ? shared.value(at: x) : value(at: x)
    }

    /// The outputs of every batch kernel this processor runs (BezierStorage.availableKernels:
    /// the portable Swift SIMD8 one everywhere, the AVX and AVX-512 ones where present), each
    /// forced, for the tests that batches equal `value(at:)` bit for bit.
    /// Each is named "prepared …": compare it with ``shared``'s `value(at:)` (``reference(_:_:)``).
    func everyKernel(_ inputs: [Double]) -> [(kernel: String, values: [Double])] {
        [("prepared values(at:)", shared.values(at: inputs))] + BezierStorage.availableKernels.map { kernel in
            var output = [Double](repeating: -7, count: inputs.count)
            if !inputs.isEmpty {
                inputs.withUnsafeBufferPointer { i in
                    output.withUnsafeMutableBufferPointer { _ = storage.evaluate(i.baseAddress!, $0.baseAddress!, count: i.count, kernel: kernel) }
                }
            }
            return ("prepared \(kernel)", output)
        }
    }
}

/// The prepared forms the internal tests of the accelerated path inspect, one per curve for the
/// whole test run, so that `curve.storage` names the same tables (and their lazily built
/// polynomials) in every line of a test, as the stored property did before the plain value.
private final class PreparedForms: @unchecked Sendable {
    let lock = NSLock()
    var forms: [CubicBezier: CubicBezier.Prepared] = [:]

    func prepared(_ curve: CubicBezier) -> CubicBezier.Prepared {
        lock.lock()
        defer { lock.unlock() }
        if let form = forms[curve] { return form }
        let form = curve.prepared()
        forms[curve] = form
        return form
    }
}

private let preparedForms = PreparedForms()

extension CubicBezier {
    /// This curve's prepared form, the same one every time in a test run.
    var shared: Prepared { preparedForms.prepared(self) }
    /// The tables of ``shared``.
    var storage: BezierStorage { shared.storage }
}

extension CubicBezier.Prepared {
    /// The prepared form of `CubicBezier(x1, y1, x2, y2)`, for the tests of the accelerated path.
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TimingCurveError) {
        self.init(try CubicBezier(x1, y1, x2, y2))
    }

    static var ease: Self { CubicBezier.ease.prepared() }
    static var easeIn: Self { CubicBezier.easeIn.prepared() }
    static var easeOut: Self { CubicBezier.easeOut.prepared() }
    static var easeInEaseOut: Self { CubicBezier.easeInEaseOut.prepared() }
    static var easeInOut: Self { CubicBezier.easeInOut.prepared() }
    static var materialStandard: Self { CubicBezier.materialStandard.prepared() }
    static var materialStandardDecelerate: Self { CubicBezier.materialStandardDecelerate.prepared() }
    static var materialStandardAccelerate: Self { CubicBezier.materialStandardAccelerate.prepared() }
    static var materialEmphasizedDecelerate: Self { CubicBezier.materialEmphasizedDecelerate.prepared() }
    static var materialEmphasizedAccelerate: Self { CubicBezier.materialEmphasizedAccelerate.prepared() }
    static var materialFastOutSlowIn: Self { CubicBezier.materialFastOutSlowIn.prepared() }
    static var materialLinearOutSlowIn: Self { CubicBezier.materialLinearOutSlowIn.prepared() }
    static var materialFastOutLinearIn: Self { CubicBezier.materialFastOutLinearIn.prepared() }
}
