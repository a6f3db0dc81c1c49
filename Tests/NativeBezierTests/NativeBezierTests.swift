import NativeBezier
import Testing
import TimingCurves

/// The native baselines of the benchmark suite (Benchmarks/NativeBezier) give the right curve: on
/// the four curves the benchmark pairs them with ours, over the benchmark's inputs and near the
/// ends, each agrees with `CubicBezier.value(at:)` within the error a 1e-7-in-x solver may have.
///
/// The bound. Both solvers return Y(t̂) for a t̂ with |X(t̂) − x| < ε = 1e-7 (every exit of both is
/// that test, except a bisection cap that x1, x2 ∈ [0, 1] never reach). So t̂ is the exact root at
/// x′ = X(t̂) ∈ (x − ε, x + ε), and their answer is y(x′) up to a few roundings (≤ 1e-15 here):
/// its distance from y(x) is at most the spread of y over [x − ε, x + ε], which is
/// max(|y(x ± ε) − y(x)|) (y is monotone there, or has an extremum whose value differs from the
/// endpoints' by O(ε²·|y″|) < 1e-12). That is ≈ ε·|dy/dx|, at most 1e-6 wherever |dy/dx| ≤ 10: on
/// ease (max |dy/dx| 2.3), easeInOut (1.7) and back (5.3) everywhere, and on (0, 1, 1, 0) for x in
/// about [0.0056, 0.9945]. At the vertical tangents of (0, 1, 1, 0) (dy/dx ≈ √3/(2√x) near x = 0)
/// a 1e-7 solver may be off by up to √(3ε) ≈ 5.5e-4 in y, so there only the spread bound holds, and
/// the flat 1e-6 is checked wherever the spread is at most 1e-6.
@Suite struct NativeBezierTests {
    static let curves: [(name: String, x1: Double, y1: Double, x2: Double, y2: Double)] = [
        ("ease", 0.25, 0.1, 0.25, 1),
        ("easeInOut", 0.42, 0, 0.58, 1),
        ("back", 0.68, -0.55, 0.265, 1.55),
        ("hard", 0, 1, 1, 0),
    ]

    /// The benchmark's inputs (Benchmarks/TimingCurvesBenchmarks: the same generator and seed), a
    /// sweep, and points near the ends, where (0, 1, 1, 0) is vertical.
    static let inputs: [Double] = {
        var state: UInt64 = 0x1234_5678
        let random = (0..<1000).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let sorted = (0..<1000).map { Double($0) / 999 }
        let ends = (1...12).flatMap { k -> [Double] in
            let e = Double(sign: .plus, exponent: -4 * k, significand: 1)
            return [e, 1 - e]
        }
        return random + sorted + ends + [0, 1]
    }()

    @Test(arguments: 0..<4)
    func agreesWithCubicBezier(_ index: Int) throws {
        let c = Self.curves[index]
        let ours = try CubicBezier(c.x1, c.y1, c.x2, c.y2)
        var native = nb_curve()
        nb_curve_init(&native, c.x1, c.y1, c.x2, c.y2)
        let epsilon = 1e-7
        var worst = (a: 0.0, b: 0.0)
        for x in Self.inputs {
            let exact = ours.value(at: x)
            let spread = max(abs(ours.value(at: min(x + epsilon, 1)) - exact), abs(ours.value(at: max(x - epsilon, 0)) - exact))
            let bound = spread + 1e-12
            // Where |dy/dx| ≤ 10 on [x − ε, x + ε], the spread is ≤ 1e-6: check the flat bound too.
            let flat = spread <= 1e-6 ? 1e-6 : .infinity
            let a = nb_solve_newton(&native, x)
            let b = nb_solve_spline(&native, x)
            #expect(abs(a - exact) <= bound, "\(c.name), solver (a) at x = \(x): \(a), exact \(exact), bound \(bound)")
            #expect(abs(b - exact) <= bound, "\(c.name), solver (b) at x = \(x): \(b), exact \(exact), bound \(bound)")
            #expect(abs(a - exact) <= flat && abs(b - exact) <= flat, "\(c.name) at x = \(x): beyond 1e-6")
            worst = (max(worst.a, abs(a - exact)), max(worst.b, abs(b - exact)))
        }
        // The array loops the benchmark times give the same answers as one call per input.
        var outputA = [Double](repeating: .nan, count: Self.inputs.count)
        var outputB = outputA
        nb_values_newton(&native, Self.inputs, &outputA, Self.inputs.count)
        nb_values_spline(&native, Self.inputs, &outputB, Self.inputs.count)
        for (i, x) in Self.inputs.enumerated() {
            #expect(outputA[i] == nb_solve_newton(&native, x) && outputB[i] == nb_solve_spline(&native, x))
        }
        // Not vacuous: the baselines are 1e-7 solvers, not exact ones (each is off by more than
        // CubicBezier's 1e-13 somewhere on every curve).
        #expect(worst.a > 1e-12 && worst.b > 1e-12, "\(c.name): worst errors \(worst)")
    }

    /// On ease, easeInOut and back the flat 1e-6 is justified at every input: |dy/dx| < 10 there.
    @Test func slopesOfTheSmoothCurvesAreBelowTen() throws {
        for c in Self.curves.prefix(3) {
            let curve = try CubicBezier(c.x1, c.y1, c.x2, c.y2)
            let steepest = (0...1000).map { abs(curve.derivative(at: Double($0) / 1000)) }.max()!
            #expect(steepest < 10, "\(c.name): |dy/dx| up to \(steepest)")
        }
    }
}

/// The lifecycle benchmark's reference for the price of precision, solver (b) carried on to an
/// ulp (`nb_values_spline_ulp`), meets the precision contract on the benchmark's own curves and
/// frames: the 2,000 random curves of Benchmarks/LifecycleBenchmarks (same generator and seed)
/// at the frames of N = 240 agree with `CubicBezier.value(at:)` within its contract,
/// 1e-13·(1 + |x·dy/dx|) (the reference solves in the forward form only, so near x = 1 it is
/// exact relative to 1, not to 1 − y, which that bound allows).
@Suite struct NativeExactReferenceTests {
    @Test func fullPrecisionOnTheLifecycleCurves() throws {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let frames = (0..<240).map { (Double($0) + 0.5) / 240 }
        var output = [Double](repeating: .nan, count: frames.count)
        var worst = 0.0, worst1e7 = 0.0
        var native = nb_curve()
        for _ in 0..<2000 {
            let (x1, y1, x2, y2) = (next(), next() * 2 - 0.5, next(), next() * 2 - 0.5)
            let curve = try CubicBezier(x1, y1, x2, y2)
            nb_curve_init(&native, x1, y1, x2, y2)
            nb_values_spline_ulp(&native, frames, &output, frames.count)
            for (i, x) in frames.enumerated() {
                let (exact, slope) = curve.valueAndDerivative(at: x)
                let error = abs(output[i] - exact) / (1 + abs(x * slope))
                #expect(error <= 1e-13, "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at x = \(x): \(output[i]), exact \(exact)")
                #expect(output[i] == nb_solve_spline_ulp(&native, x))
                worst = max(worst, error)
                worst1e7 = max(worst1e7, abs(nb_solve_spline(&native, x) - exact) / (1 + abs(x * slope)))
            }
        }
        // Not vacuous: the 1e-7 solver it extends misses the same bound on these curves.
        #expect(worst1e7 > 1e-13 && worst <= 1e-13, "worst scaled errors: exact reference \(worst), solver (b) \(worst1e7)")
    }

    /// Where X′ nearly vanishes (x1 near 1, x2 near 0: a nearly vertical inflection), a Newton
    /// step from the table start overshoots and the steps shrink slowly; the reference must then
    /// bisect rather than stop where the steps stopped halving. 500 seeded curves and one found by
    /// hand (where stopping early returned t = 0.5969 at x = 0.50065978, for the root 0.5483),
    /// each at 41 frames about its inflection's x = X(½), 24 across [0, 1] and that x.
    @Test func toAnUlpAtNearlyVerticalInflections() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var curves = [(0.9998047, 0.3, 0.00067100, 0.7)]
        for _ in 0..<500 { curves.append((1 - 1e-3 * next(), next() * 2 - 0.5, 1e-3 * next(), next() * 2 - 0.5)) }
        var native = nb_curve()
        var worst = 0.0
        for (x1, y1, x2, y2) in curves {
            let curve = try CubicBezier(x1, y1, x2, y2)
            nb_curve_init(&native, x1, y1, x2, y2)
            let inflection: Double = 0.375 * (x1 + x2) + 0.125
            var frames: [Double] = (-20...20).map { (k: Int) -> Double in inflection + Double(k) * 1e-5 }
            frames += (0..<24).map { (i: Int) -> Double in (Double(i) + 0.5) / 24 }
            frames.append(0.50065978)
            for x in frames {
                let (exact, slope) = curve.valueAndDerivative(at: x)
                let value = nb_solve_spline_ulp(&native, x)
                let error = abs(value - exact) / (1 + abs(x * slope))
                worst = max(worst, error)
                #expect(error <= 1e-13, "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at x = \(x): \(value), exact \(exact)")
            }
        }
        #expect(worst <= 1e-13, "worst scaled error \(worst)")
    }
}
