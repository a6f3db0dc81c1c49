import MotionTestSupport
import Testing
@testable import TimingCurves

/// The precision contract (TimingCurves article, Precision), checked against the Float80 closed-form reference.
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

#if arch(x86_64) || arch(i386)  // Float80 reference: x86 only (.ci/portability.py checks the guard)
    @Test(.reportsSeed) func valueWithinConditionedToleranceOn100000RandomPairs() throws {
        var g = SeededGenerator(testSeed: 0x5EED_0001)
        var worst = 0.0  // worst ratio error / tolerance
        var worstCase = ""
        var slopeWorst = 0.0
        var slopeWorstCase = ""
        var checked = 0
        var slopesChecked = 0
        for curveIndex in 0..<2_000 {
            let family = curveIndex % 8
            let (x1, y1, x2, y2) = Self.randomCurve(family, &g)
            let curve = try CubicBezier(x1, y1, x2, y2)
            let reference = BezierReference(x1, y1, x2, y2)
            for _ in 0..<50 {
                let x = Self.randomInput(&g)
                let (y, slope) = curve.valueAndSlope(at: x)
                let exact = reference.value(x)
                let exactSlope = Double(exact.slope)
                let error = Double(abs(Float80(y) - exact.y))
                let tolerance = 1e-13 * (1 + abs(x * exactSlope))
                checked += 1
                if error / tolerance > worst {
                    worst = error / tolerance
                    worstCase = "curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x): y = \(y), exact \(exact.y), error \(error), tolerance \(tolerance)"
                }
                if abs(exactSlope) <= 1000 {
                    // Relative error, with the absolute floor of the slope's own rounding where
                    // By′ passes through zero: |By′| is known to ~1e-16·Σ|coefficients of By′|.
                    let floor = 1e-15 * (abs(reference.cy) + abs(reference.by) + abs(reference.ay)).double
                        / Swift.max(1e-300, Double((3 * reference.a * reference.parameter(x) + 2 * reference.b) * reference.parameter(x) + reference.c))
                    let slopeError = abs(slope - exactSlope)
                    let ratio = slopeError / (1e-9 * abs(exactSlope) + floor)
                    slopesChecked += 1
                    if ratio > slopeWorst {
                        slopeWorst = ratio
                        slopeWorstCase = "curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x): slope \(slope), exact \(exactSlope)"
                    }
                }
            }
        }
        print("value: \(checked) pairs, worst error/tolerance = \(worst): \(worstCase)")
        print("slope: \(slopesChecked) pairs, worst error/tolerance = \(slopeWorst): \(slopeWorstCase)")
        #expect(checked == 100_000)
        #expect(worst <= 1, "worst value error exceeds 1e-13·(1 + |x·dy/dx|): \(worstCase)")
        #expect(slopeWorst <= 1, "worst slope error exceeds 1e-9 relative: \(slopeWorstCase)")
    }

    @Test(.reportsSeed) func parameterHasBackwardErrorOfAFewUlps() throws {
        // t may be ill-conditioned (vertical tangents), so check the residual |Bx(t) − x|, in
        // Float80: a few ulps of x below ½; above ½, t = 1 − s adds up to ulp(1)/2 times Bx′ ≤ 3.
        var g = SeededGenerator(testSeed: 0x5EED_0002)
        var worst = 0.0
        for _ in 0..<5_000 {
            let (x1, y1, x2, y2) = Self.randomCurve(Int.random(in: 0..<8, using: &g), &g)
            let curve = try CubicBezier(x1, y1, x2, y2)
            let x = Self.randomInput(&g)
            let t = curve.parameter(at: x)
            let residual = Double(abs(BezierReference(x1, y1, x2, y2).xOf(Float80(t)) - Float80(x)))
            let bound = x <= 0.5 ? 4 * x.ulp : 4 * x.ulp + 3 * (1.0).ulp
            worst = Swift.max(worst, residual / bound)
            #expect(residual <= bound, "curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x): t = \(t), residual \(residual)")
        }
        print("parameter: worst residual / bound = \(worst)")
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
            #expect(c.slope(at: -0.5) == start, "\(c) start slope \(c.slope(at: -0.5)), expected \(start)")
            #expect(c.value(at: -0.5) == (start == 0 ? 0 : -0.5 * start), "\(c)")
            #expect(c.slope(at: 1.5) == end, "\(c) end slope \(c.slope(at: 1.5)), expected \(end)")
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
