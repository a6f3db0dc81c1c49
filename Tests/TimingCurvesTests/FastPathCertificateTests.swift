import MotionTestSupport
import RealModule
import Testing
@testable import TimingCurves

/// The certificate of the cubic-Bézier fast path, checked on the inputs it accepts.
///
/// The fast path (``BezierStorage/solve(_:)``) takes one Chebyshev step from the Hermite table's
/// guess u and accepts it without further iteration when two comparisons of the squared step with
/// the table interval's constants (S and Q, the last two Doubles of its record) prove the error left is at most
/// next·2⁻⁵⁵, a quarter ulp (of truncation; the step's own rounding comes on top). A loosened
/// constant lets through steps whose truncation error is a few ulps of u, which the output
/// tolerances of the other tests (1e-13 and a backward error of a few ulps) do not see: with Q
/// loosened 1000× every earlier test passed. So this suite checks the certificate itself:
///
///  1. the hypotheses and the bound of the theorem, with the *local* quantities at the guess
///     (c = X″(u)/(2X′(u)), α = a/X′(u), E = 1.5·|step|): |c|·E ≤ ¼, |α|·E² ≤ 1/16 and
///     2(2c² + |α|)·E³ ≤ next·2⁻⁵⁵. The interval's constants bound c and α over its guesses, so the
///     local bound is never larger than the accepted one; a looser Q (or an underestimated C or A)
///     admits steps whose own bound exceeds a quarter ulp;
///  2. the conclusion, against the root computed independently of the fast path (the package's
///     double-double residual, ~104 bits, by bisection and Newton down to adjacent doubles):
///     |next − root| ≤ next·2⁻⁵⁵ plus the rounding of the computed step itself.
@Suite("CubicBezier: the fast path's quarter-ulp certificate, on the inputs it accepts")
struct FastPathCertificateTests {
    /// Curves where the form's bounds C and A are large (near-vertical tangents inside the cap,
    /// overshoot, vanishing cubic coefficient) as well as ordinary ones: the accepted steps come
    /// closest to the bound where C and A are large and the Hermite guesses poorer.
    static func curves() -> [CubicBezier] {
        var g = SeededGenerator(seed: 0xFA57_9A7E)
        func u(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &g) }
        var result: [CubicBezier] = [.ease, .easeIn, .easeOut, .easeInEaseOut, .materialStandard, .materialEmphasizedAccelerate]
        for family in 0..<120 {
            let (x1, y1, x2, y2): (Double, Double, Double, Double)
            switch family % 6 {
            case 0: (x1, y1, x2, y2) = (u(0...1), u(0...1), u(0...1), u(0...1))
            case 1: (x1, y1, x2, y2) = (u(0...1), u(-1.5...2.5), u(0...1), u(-1.5...2.5))
            case 2: (x1, y1, x2, y2) = (Double.pow(10, -u(1...4)), u(-1...2), u(0...1), u(-1...2))  // nearly vertical start
            case 3: (x1, y1, x2, y2) = (u(0...1), u(-1...2), 1 - Double.pow(10, -u(1...4)), u(-1...2))  // nearly vertical end
            case 4: (x1, y1, x2, y2) = (1 - Double.pow(10, -u(0.5...3)), u(-1...2), Double.pow(10, -u(0.5...3)), u(-1...2))  // steep middle
            default:
                let first = u(0...0.6)
                (x1, y1, x2, y2) = (first, u(-1...2), first + 1.0 / 3 + u(-1e-3...1e-3), u(-1...2))  // a ≈ 0
            }
            result.append(try! CubicBezier(x1, y1, x2, y2))
        }
        return result
    }

    /// Inputs spread over (0, 1) and crowded towards both ends (small τ, where the bound's next·2⁻⁵⁵
    /// is smallest).
    static func inputs(_ count: Int, seed: UInt64) -> [Double] {
        var g = SeededGenerator(seed: seed)
        return (0..<count).map { i in
            switch i % 4 {
            case 0, 1: return Double.random(in: 0.0001...0.9999, using: &g)
            case 2: return Double.pow(10, -Double.random(in: 1...6, using: &g))
            default: return 1 - Double.pow(10, -Double.random(in: 1...6, using: &g))
            }
        }
    }

    /// Replays the fast path's step for x: the form, τ, the guess u and the Chebyshev step from it,
    /// read from the curve's own table (the arithmetic of `solveCounted`, which the test then
    /// checks gave the same `next`).
    static func fastStep(_ storage: BezierStorage, _ x: Double) -> (half: HalfCubic, tau: Double, guess: Double, next: Double) {
        let isMirror = x > 0.5
        let tau = isMirror ? 1 - x : x
        let form = isMirror ? 1 : 0
        let (i, s) = BezierStorage.interval(tau, warped: storage.half(form).isWarped)
        let r = storage.packed + BezierStorage.tableOffset + form * BezierStorage.formTableStride + i * BezierStorage.recordStride
        let guess = BezierStorage.guess(s, r[0], r[1], r[2], r[3], r[4], r[5])
        let k = UnsafePointer(storage.packed + form * BezierStorage.coefficientStride)
        return (storage.half(form), tau, guess, BezierStorage.chebyshevStep(guess, tau, k).next)
    }

    @Test func acceptedStepsMeetTheirCertifiedBound() {
        var accepted = 0, total = 0
        var worstBound = 0.0  // in units of next·2⁻⁵⁵
        var worstError = 0.0  // in units of the allowance of check 2
        for (n, curve) in Self.curves().enumerated() {
            let storage = curve.storage
            for x in Self.inputs(800, seed: UInt64(n)) {
                total += 1
                let (solution, iterations) = storage.solveCounted(x)
                guard iterations == 1 else { continue }  // left to the general solver
                accepted += 1
                let (h, tau, u, replayed) = Self.fastStep(storage, x)
                let next = solution.u
                #expect(replayed == next && solution.isMirror == (x > 0.5), "\(curve) x=\(x): replayed step \(replayed) ≠ accepted \(next)")
                let quarterUlp = next * 0x1p-55

                // 1. The theorem's hypotheses and bound, with c and α at the guess itself.
                let d1 = h.derivative(u)
                let c = abs((6 * h.a * u + 2 * h.b) / (2 * d1))
                let alpha = abs(h.a / d1)
                let step = (h.x(u) - tau) / d1
                let e = 1.5 * abs(step)
                let bound = 2 * (2 * c * c + alpha) * e * e * e
                // 1e-6 of slack for this replay's own rounding (c, α and the step to a few ulps, the
                // bound to a few dozen); a constant loosened ×1000 admits steps 1000^(1/6) ≈ 3.2 times
                // longer, bounds up to 31.6 times the quarter ulp.
                #expect(d1 > 0 && c * e <= 0.25 * (1 + 1e-6) && alpha * e * e <= 0.0625 * (1 + 1e-6),
                        "\(curve) x=\(x): accepted with |c|·E = \(c * e) (≤ ¼), |α|·E² = \(alpha * e * e) (≤ 1/16), X′ = \(d1)")
                #expect(bound <= quarterUlp * (1 + 1e-6),
                        "\(curve) x=\(x): accepted step \(step) from u = \(u) has error bound \(bound) = \(bound / quarterUlp) quarter ulps of next = \(next)")
                worstBound = max(worstBound, bound / quarterUlp)

                // 2. The conclusion, up to the step's own rounding: the certificate bounds the
                // truncation error of the step in exact arithmetic; the computed step adds the
                // rounding of X(u) − τ (the Bernstein form has no cancellation: at most 8 roundings
                // relative to X(u) ≈ τ, each ≤ 2⁻⁵³, divided by X′) and the half ulp of the final
                // subtraction. (That rounding is as large as a loosened constant's extra truncation,
                // which is why check 1, not this one, is the sharp test of the constants.)
                let width = 2 * e + 8 * next.ulp
                let root = h.exactRoot(tau, lo: Swift.max(0, u - width), hi: Swift.min(1, u + width), guess: next)
                // The real root beyond the double `root`: one Newton step on the double-double
                // residual (its error, about c·offset², is far below an ulp of an ulp).
                let offset = -h.exactResidual(root, tau) / h.derivative(root)
                let error = abs((next - root) - offset)
                let rounding = 8 * 0x1p-53 * tau / d1 + next.ulp / 2
                worstError = max(worstError, error / (quarterUlp + rounding))
                #expect(error <= (quarterUlp + rounding) * (1 + 1e-6),
                        "\(curve) x=\(x): accepted \(next), root \(root) + \(offset): error \(error), above \(quarterUlp) (truncation) + \(rounding) (rounding)")
            }
        }
        print("fast path: \(accepted) of \(total) inputs accepted; worst local bound \(worstBound) quarter ulps, worst error \(worstError) of its allowance")
        // The suite means something only if the fast path takes most inputs, including hard curves.
        #expect(Double(accepted) >= 0.5 * Double(total), "only \(accepted) of \(total) accepted")
    }
}
