import MotionTestSupport
import Testing
import TimingCurves

/// The precision contract (TimingCurves article, Precision), checked against a double-double
/// reference (every architecture) and, on x86, also against the Float80 closed-form reference.
@Suite struct CubicBezierPrecisionTests {
    /// The families of curves the contract names explicitly, plus general random ones.
    static func randomCurve(_ family: Int, _ g: inout SeededGenerator) -> (Double, Double, Double, Double) {
        func u(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &g) }
        let y1 = u(-1.5...2.5)
        let y2 = u(-1.5...2.5)
        switch family {
        case 0: return (u(0...1), u(0...1), u(0...1), u(0...1))  // monotone curves
        case 1: return (u(0...1), y1, u(0...1), y2)  // overshooting curves
        case 2: return (0, y1, u(0...1), y2)  // vertical tangent at the start when y1 ≠ 0
        case 3: return (u(0...1), y1, 1, y2)  // vertical tangent at the end when y2 ≠ 1
        case 4: return (0, u(0...1), 1, u(0...1))  // both
        case 5:
            // Nearly vertical middle: x1 ≈ 1, x2 ≈ 0 (exactly 1 and 0 included).
            let e1 = [0, 1e-15, 1e-12, 1e-9, 1e-6, 1e-3][Int.random(in: 0..<6, using: &g)]
            let e2 = [0, 1e-15, 1e-12, 1e-9, 1e-6, 1e-3][Int.random(in: 0..<6, using: &g)]
            return (1 - e1, y1, e2, y2)
        case 6:
            // Vanishing cubic coefficient 1 − 3x2 + 3x1: x2 − x1 − 1/3 ∈ {0, ±1e-12, ±1e-6}.
            let delta = [0, 1e-12, -1e-12, 1e-6, -1e-6][Int.random(in: 0..<5, using: &g)]
            let x1 = u(0...(2.0 / 3 - 2e-6))
            return (x1, y1, x1 + 1.0 / 3 + delta, y2)
        default:
            // Large overshoot.
            return (u(0...1), u(-5...5), u(0...1), u(-5...5))
        }
    }

    static func randomInput(_ g: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<8, using: &g) {
        case 0: return Double.random(in: 0...1, using: &g) * 1e-3
        case 1: return 1 - Double.random(in: 0...1, using: &g) * 1e-3
        case 2: return Double.pow(10, -Double.random(in: 1...15, using: &g))
        case 3: return 1 - Double.pow(10, -Double.random(in: 1...15, using: &g))
        case 4:
            // The last ulps below 1 and above 0.5.
            var x = 1.0
            for _ in 0..<Int.random(in: 1...64, using: &g) { x = x.nextDown }
            return x
        default: return Double.random(in: 0...1, using: &g)
        }
    }

    /// 2,000 curves (250 per family) × 50 inputs: the 100,000 (curve, x) pairs of the value check
    /// (seeded; the same for every reference).
    static func valueSamples() -> [(curve: (Double, Double, Double, Double), xs: [Double])] {
        var g = SeededGenerator(testSeed: 0x5EED_0001)
        return (0..<2_000).map { curveIndex in
            let curve = randomCurve(curveIndex % 8, &g)
            return (curve, (0..<50).map { _ in randomInput(&g) })
        }
    }

    /// 5,000 random (curve, x) pairs for the parameter check.
    static func parameterSamples() -> [(curve: (Double, Double, Double, Double), x: Double)] {
        var g = SeededGenerator(testSeed: 0x5EED_0002)
        return (0..<5_000).map { _ in
            let curve = randomCurve(Int.random(in: 0..<8, using: &g), &g)
            return (curve, randomInput(&g))
        }
    }

    /// The value and slope contract against one reference: value error ≤ 1e-13·(1 + |x·dy/dx|);
    /// slope error ≤ 1e-9 relative (where |dy/dx| ≤ 1000), with the absolute floor of the slope's
    /// own rounding where By′ passes through zero: |By′| is known to ~1e-16·Σ|coefficients of By′|.
    /// `reference` gives, for a curve, a function of x returning the value error |y − exact y|, the
    /// exact slope and the floor.
    /// With `prepared`, each curve is a fresh ``CubicBezier/Prepared`` (its tables built for the
    /// check, its polynomials by the check's own first evaluations in each interval).
    static func checkValues(
        _ name: String,
        prepared: Bool = false,
        reference: ((Double, Double, Double, Double)) -> (Double, Double) -> (error: Double, exactY: String, slope: Double, floor: Double)
    ) throws {
        var worst = 0.0  // worst ratio error / tolerance
        var worstCase = ""
        var slopeWorst = 0.0
        var slopeWorstCase = ""
        var checked = 0
        var slopesChecked = 0
        for (parameters, xs) in valueSamples() {
            let (x1, y1, x2, y2) = parameters
            let curve = try CubicBezier(x1, y1, x2, y2)
            let fresh = prepared ? curve.prepared() : nil
            let exact = reference(parameters)
            for x in xs {
                let (y, slope) = fresh?.valueAndDerivative(at: x) ?? curve.valueAndDerivative(at: x)
                let e = exact(x, y)
                let tolerance = 1e-13 * (1 + abs(x * e.slope))
                checked += 1
                if e.error / tolerance > worst {
                    worst = e.error / tolerance
                    worstCase = "curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x): y = \(y), exact \(e.exactY), error \(e.error), tolerance \(tolerance)"
                }
                if abs(e.slope) <= 1000 {
                    let slopeError = abs(slope - e.slope)
                    let ratio = slopeError / (1e-9 * abs(e.slope) + e.floor)
                    slopesChecked += 1
                    if ratio > slopeWorst {
                        slopeWorst = ratio
                        slopeWorstCase = "curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x): slope \(slope), exact \(e.slope)"
                    }
                }
            }
        }
        print("value (\(name) reference): \(checked) pairs, worst error/tolerance = \(worst): \(worstCase)")
        print("slope (\(name) reference): \(slopesChecked) pairs, worst error/tolerance = \(slopeWorst): \(slopeWorstCase)")
        #expect(checked == 100_000)
        #expect(worst <= 1, "worst value error exceeds 1e-13·(1 + |x·dy/dx|) (\(name) reference): \(worstCase)")
        #expect(slopeWorst <= 1, "worst slope error exceeds 1e-9 relative (\(name) reference): \(slopeWorstCase)")
    }

    /// Against the double-double reference (every architecture), the plain curve: every
    /// evaluation is a first one (there is no state to warm).
    @Test(.reportsSeed) func valueWithinConditionedToleranceOn100000RandomPairs() throws {
        try Self.checkValues("double-double", reference: Self.doubleDouble)
    }

    /// The same pairs through a freshly prepared curve per curve: the accelerated form meets the
    /// same contract from its first evaluation on.
    @Test(.reportsSeed) func preparedValueWithinConditionedToleranceOn100000RandomPairs() throws {
        try Self.checkValues("double-double, prepared", prepared: true, reference: Self.doubleDouble)
    }

    static func doubleDouble(_ p: (Double, Double, Double, Double)) -> (Double, Double) -> (error: Double, exactY: String, slope: Double, floor: Double) {
        let reference = BezierReferenceDD(p.0, p.1, p.2, p.3)
        let coefficients = (reference.cy.magnitude + reference.by.magnitude + reference.ay.magnitude).double
        return { x, y in
            let exact = reference.value(x)
            let floor = 1e-15 * coefficients / Swift.max(1e-300, exact.dx.double)
            return ((DoubleDouble(y) - exact.y).magnitude.double, "\(exact.y.hi) + \(exact.y.lo)", exact.slope.double, floor)
        }
    }

    /// The parameter's backward error, against the double-double Bx (every architecture).
    /// t may be ill-conditioned (vertical tangents), so check the residual |Bx(t) − x|:
    /// a few ulps of x below ½; above ½, t = 1 − s adds up to ulp(1)/2 times Bx′ ≤ 3.
    @Test(.reportsSeed) func parameterHasBackwardErrorOfAFewUlps() throws {
        var worst = 0.0
        for ((x1, y1, x2, y2), x) in Self.parameterSamples() {
            let curve = try CubicBezier(x1, y1, x2, y2)
            let t = curve.parameter(at: x)
            let residual = (BezierReferenceDD(x1, y1, x2, y2).xOf(DoubleDouble(t)) - DoubleDouble(x)).magnitude.double
            let bound = x <= 0.5 ? 4 * x.ulp : 4 * x.ulp + 3 * (1.0).ulp
            worst = Swift.max(worst, residual / bound)
            #expect(residual <= bound, "curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x): t = \(t), residual \(residual)")
        }
        print("parameter (double-double Bx): worst residual / bound = \(worst)")
    }

#if arch(x86_64) || arch(i386)  // Float80 reference: x86 only (.ci/portability.py checks the guard)
    /// The same value and slope checks against the Float80 closed-form reference.
    @Test(.reportsSeed) func valueWithinConditionedToleranceOn100000RandomPairsFloat80() throws {
        try Self.checkValues("Float80") { p in
            let reference = BezierReference(p.0, p.1, p.2, p.3)
            return { x, y in
                let exact = reference.value(x)
                let t = reference.parameter(x)
                let floor = 1e-15 * (abs(reference.cy) + abs(reference.by) + abs(reference.ay)).double
                    / Swift.max(1e-300, Double((3 * reference.a * t + 2 * reference.b) * t + reference.c))
                return (Double(abs(Float80(y) - exact.y)), "\(exact.y)", Double(exact.slope), floor)
            }
        }
    }

    /// The parameter's residual in Float80.
    @Test(.reportsSeed) func parameterHasBackwardErrorOfAFewUlpsFloat80() throws {
        var worst = 0.0
        for ((x1, y1, x2, y2), x) in Self.parameterSamples() {
            let curve = try CubicBezier(x1, y1, x2, y2)
            let t = curve.parameter(at: x)
            let residual = Double(abs(BezierReference(x1, y1, x2, y2).xOf(Float80(t)) - Float80(x)))
            let bound = x <= 0.5 ? 4 * x.ulp : 4 * x.ulp + 3 * (1.0).ulp
            worst = Swift.max(worst, residual / bound)
            #expect(residual <= bound, "curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x): t = \(t), residual \(residual)")
        }
        print("parameter (Float80 Bx): worst residual / bound = \(worst)")
    }

    /// The double-double reference (the only one on arm64) against the Float80 one on the same
    /// 100,000 pairs: values agree to 1e-17·(1 + |x·dy/dx|) (the value check allows 1e-13), and
    /// the residuals of the parameter check to 1e-2 of their bound. Slopes (where |dy/dx| ≤ 1000)
    /// agree to within Float80's own error budget: its root t carries a backward error of a few
    /// u = 2⁻⁶⁴ (5.4e-20) in x, so δt ≈ u·Σ|terms of Bx|/|Bx′|, which moves the slope by
    /// δt·|d(dy/dx)/dt| = δt·|By″·Bx′ − By′·Bx″|/Bx′²; near a vertical end tangent (x2 = 1, x → 1)
    /// that reaches ~2e-11 relative (the slope check allows 1e-9; the double-double reference is
    /// exact there to ~1e-24, checked against 200-bit values when this test was written). Budget:
    /// 1e-17·|dy/dx| + 64·u·(1 + Σ|terms|)/|Bx′|·|d(dy/dx)/dt|.
    @Test(.reportsSeed) func doubleDoubleReferenceAgreesWithFloat80() throws {
        func gap(_ x: DoubleDouble, _ y: Float80) -> Double { abs(Double(Float80(x.hi) - y + Float80(x.lo))) }
        var worstValue = 0.0, worstSlope = 0.0, worstSlopeBudget = 0.0, worstResidual = 0.0
        for ((x1, y1, x2, y2), xs) in Self.valueSamples() {
            let dd = BezierReferenceDD(x1, y1, x2, y2), f80 = BezierReference(x1, y1, x2, y2)
            for x in xs {
                let (a, b) = (dd.value(x), f80.value(x))
                let scale = 1 + abs(x * a.slope.double)
                let valueGap = gap(a.y, b.y) / scale
                worstValue = max(worstValue, valueGap)
                #expect(valueGap <= 1e-17, "value: double-double \(a.y) vs Float80 \(b.y), gap \(valueGap)·(1 + |x·dy/dx|) for curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x)")
                let slope = a.slope.double
                if abs(slope) <= 1000 {
                    let t = dd.parameter(x).double
                    let (ax, bx, cx) = (dd.a.double, dd.b.double, dd.c.double), (ay, by, cy) = (dd.ay.double, dd.by.double, dd.cy.double)
                    let terms = abs(ax * t * t * t) + abs(bx * t * t) + abs(cx * t)
                    let dx = a.dx.double, ddx = 6 * ax * t + 2 * bx
                    let dy = (3 * ay * t + 2 * by) * t + cy, ddy = 6 * ay * t + 2 * by
                    let budget = 1e-17 * abs(slope) + 64 * 0x1p-64 * (1 + terms) / abs(dx) * abs(ddy * dx - dy * ddx) / (dx * dx)
                    let slopeGap = gap(a.slope, b.slope)
                    worstSlope = max(worstSlope, slopeGap / max(abs(slope), 1e-300))
                    worstSlopeBudget = max(worstSlopeBudget, slopeGap / budget)
                    #expect(slopeGap <= budget, "slope: double-double \(a.slope) vs Float80 \(b.slope), gap \(slopeGap), Float80 budget \(budget) for curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x)")
                }
            }
        }
        for ((x1, y1, x2, y2), x) in Self.parameterSamples() {
            let t = try CubicBezier(x1, y1, x2, y2).parameter(at: x)
            let dd = (BezierReferenceDD(x1, y1, x2, y2).xOf(DoubleDouble(t)) - DoubleDouble(x)).magnitude.double
            let f80 = Double(abs(BezierReference(x1, y1, x2, y2).xOf(Float80(t)) - Float80(x)))
            let bound = x <= 0.5 ? 4 * x.ulp : 4 * x.ulp + 3 * (1.0).ulp
            worstResidual = max(worstResidual, abs(dd - f80) / bound)
            #expect(abs(dd - f80) <= 1e-2 * bound, "residual: double-double \(dd) vs Float80 \(f80) (bound \(bound)) for curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x)")
        }
        print("bezier: double-double vs Float80 reference, worst value gap \(worstValue)·(1 + |x·dy/dx|), worst slope gap \(worstSlope) relative (\(worstSlopeBudget) of the Float80 budget), worst residual gap \(worstResidual) of the bound")
    }

#endif

    @Test func exactEndpointsAndPublicFigures() throws {
        // Web Platform Tests / Chromium figures (TimingCurves article, Precision: reference values).
        let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
        let figures: [(CubicBezier, [Double])] = [
            (.ease, [0.0947963057, 0.4085105914, 0.8024033876, 0.9604589783, 0.9943164775]),
            (.easeIn, [0.0170266097, 0.0934646507, 0.3153568126, 0.6218618692, 0.8394278458]),
            (.easeInOut, [0.0197224535, 0.1291619310, 0.5, 0.8708380690, 0.9802775465]),
            (try CubicBezier(0, 1.5, 1, 1.5), [0.7160874313, 1.0240666647, 1.25, 1.2950111977, 1.2286871144]),
        ]
        for (curve, values) in figures {
            for (x, want) in zip(xs, values) {
                let y = curve.value(at: x)
                #expect(abs(y - want) <= 1e-10, "\(curve) at \(x): \(y), published \(want)")
            }
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
        #expect(CubicBezier.easeInOut.value(at: 0.5) == 0.5)
        #expect(try CubicBezier(0.5, 1, 0.5, 1).value(at: 0.5) == 0.875)
        #expect(try CubicBezier(0.5, 2, 0.5, 2).value(at: 0.5) == 1.625)
        #expect(try CubicBezier(0.5, -1, 0.5, -1).value(at: 0.5) == -0.625)
    }

    @Test func extrapolationFollowsTheWebPlatformTests() throws {
        #expect(try CubicBezier(0.5, 1, 0.5, 1).value(at: -1) == -2)
        #expect(try CubicBezier(0.5, 1, 0.5, 1).value(at: 2) == 1)
        #expect(try CubicBezier(0, 1, 1, 0).value(at: -1) == 0)
        #expect(try CubicBezier(0, 1, 1, 0).value(at: 2) == 1)
        #expect(try CubicBezier(1, 0.5, 1, 1).value(at: -1) == -0.5)
        // Each branch of the start rule, and its slope.
        // Expected slopes are written as the rule's arithmetic in Double.
        let cases: [((Double, Double, Double, Double), Double, Double)] = [
            ((0.25, 0.5, 0.5, 1), 0.5 / 0.25, 0),  // y1/x1; end (y2 − 1)/(x2 − 1)
            ((0, 0, 0.5, 0.25), 0.25 / 0.5, (0.25 - 1) / (0.5 - 1)),  // y2/x2 when x1 = y1 = 0
            ((0, 0, 0, 0), 1, (0 - 1) / (0 - 1)),  // y1 = y2 = 0
            ((0, 0.5, 0, 0.7), 0, (0.7 - 1) / (0 - 1)),  // vertical start: 0
            ((0.2, 0.3, 1, 1), 0.3 / 0.2, (0.3 - 1) / (0.2 - 1)),  // end: y2 = 1, x2 = 1
            ((0.2, 1, 1, 1), 1 / 0.2, 0),  // end: (y1 − 1)/(x1 − 1) = 0
            ((1, 1, 1, 1), 1, 1),  // end: y1 = y2 = 1 with x1 = x2 = 1
            ((0.5, 0.2, 1, 0.5), 0.2 / 0.5, 0),  // vertical end: 0
        ]
        for ((x1, y1, x2, y2), start, end) in cases {
            let c = try CubicBezier(x1, y1, x2, y2)
            #expect(c.derivative(at: -0.5) == start, "\(c) start slope \(c.derivative(at: -0.5)), expected \(start)")
            #expect(c.value(at: -0.5) == (start == 0 ? 0 : -0.5 * start), "\(c)")
            #expect(c.derivative(at: 1.5) == end, "\(c) end slope \(c.derivative(at: 1.5)), expected \(end)")
            #expect(c.value(at: 1.5) == (end == 0 ? 1 : 1 + 0.5 * end), "\(c)")
            // No NaN at infinity even with a zero slope.
            #expect(!c.value(at: -.infinity).isNaN && !c.value(at: .infinity).isNaN)
        }
    }
}

#if arch(x86_64) || arch(i386)  // Float80 reference: x86 only (.ci/portability.py checks the guard)
extension Float80 {
    var double: Double { Double(self) }
}

extension BezierReference {
    func xOf(_ t: Float80) -> Float80 { ((a * t + b) * t + c) * t }
}
#endif
