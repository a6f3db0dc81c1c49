import Foundation
import MotionTestSupport
import Testing
@testable import TimingCurves

/// Absolute precision (issue 16, "Precision at singular points"): |y − exact y| ≤ 1e-15·s with
/// s = max(1, |y1|, |y2|, |1 − y1|, |1 − y2|) (1 for every curve with y1, y2 ∈ [0, 1]) at every
/// x, including where Bx′ and Bx″ vanish together.
@Suite struct SingularPointPrecisionTests {
    /// The scale of a curve's outputs: the largest Bernstein coefficient of By in either form
    /// (0, y1, y2, 1 and its point reflection 0, 1 − y2, 1 − y1, 1), which bounds |y| and |1 − y|
    /// and so the rounding of By itself (one rounding of such a value is already 1.1e-16 of it).
    static func scale(_ y1: Double, _ y2: Double) -> Double { Swift.max(1, abs(y1), abs(y2), abs(1 - y1), abs(1 - y2)) }

    /// The 100,000 pairs of the conditioned-precision test, against the double-double reference
    /// where that reference is itself good to 1e-18 (|dy/dx| ≤ 1e12: its root has a backward error
    /// of ~1e-31·x); steeper points are the closed-form and 50-digit tests below.
    @Test(.reportsSeed) func absoluteErrorOn100000RandomPairs() throws {
        var worst = 0.0
        var worstCase = ""
        var checked = 0
        var byCondition = [Double](repeating: 0, count: 8)  // worst error/s per decade of 1 + |x·dy/dx|
        var caseByCondition = [String](repeating: "", count: 8)
        for (parameters, xs) in CubicBezierPrecisionTests.valueSamples() {
            let (x1, y1, x2, y2) = parameters
            let curve = try CubicBezier(x1, y1, x2, y2)
            let reference = BezierReferenceDD(x1, y1, x2, y2)
            let s = Self.scale(y1, y2)
            for x in xs {
                let exact = reference.value(x)
                guard abs(exact.slope.double) <= 1e12 else { continue }
                let y = curve.value(at: x)
                let error = (DoubleDouble(y) - exact.y).magnitude.double / s
                checked += 1
                let decade = Swift.min(7, Int(log10(1 + abs(Swift.min(x, 1 - x) * exact.slope.double))))
                if error > byCondition[decade] {
                    byCondition[decade] = error
                    caseByCondition[decade] = "(\(x1), \(y1), \(x2), \(y2)) at \(x): \(error)"
                }
                if error > worst {
                    worst = error
                    worstCase = "curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x): y = \(y), exact \(exact.y), error \(error)·s"
                }
            }
        }
        print("absolute precision: \(checked) pairs, worst |y − exact|/s = \(worst): \(worstCase)")
        print("absolute precision by decade of 1 + |min(x, 1−x)·dy/dx|: \(byCondition)")
        for c in caseByCondition where !c.isEmpty { print("  \(c)") }
        #expect(worst <= 1e-15, "\(worstCase)")
    }
}

extension SingularPointPrecisionTests {
    /// The common case does not pay for the rare one: the curves of the benchmarks (and the
    /// named presets) have no interval routed to the solve about the inflection, so their fast
    /// paths are unchanged; (1, y1, 0, y2) has some.
    @Test func onlySteepIntervalsAreRoutedToTheExpansion() throws {
        let plain: [(Double, Double, Double, Double)] = [
            (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
            (0.68, -0.55, 0.265, 1.55), (0, 1, 1, 0), (0, 0, 1, 1),
        ]
        for (x1, y1, x2, y2) in plain {
            let storage = try CubicBezier(x1, y1, x2, y2).storage
            print("routed intervals of (\(x1), \(y1), \(x2), \(y2)): \(String(storage.exactIntervals.0, radix: 2)), \(String(storage.exactIntervals.1, radix: 2))")
            #expect(storage.exactIntervals == (0, 0), "(\(x1), \(y1), \(x2), \(y2))")
        }
        let singular = try CubicBezier(1, 0, 0, 1).storage
        print("routed intervals of (1, 0, 0, 1): \(String(singular.exactIntervals.0, radix: 2)), \(String(singular.exactIntervals.1, radix: 2))")
        #expect(singular.exactIntervals.0 != 0 && singular.exactIntervals.1 != 0)
    }
}

// MARK: The singular curves, against closed forms

extension SingularPointPrecisionTests {
    /// The curves whose X′ and X″ vanish together at some t* ∈ [0, 1] (valid curves only): X′/3 is
    /// the Bernstein quadratic with coefficients x1, x2 − x1, 1 − x2, which has a double root
    /// inside (0, 1) only for x1 = 1, x2 = 0 (X(t) = ½ + 4(t − ½)³, t* = ½), and at the ends for
    /// x1 = x2 = 0 (X = t³) and x1 = x2 = 1 (X = 1 − (1 − t)³). y1 and y2 are free, so each kind
    /// is a family; the exact t is a cube root, in double-double.
    enum Kind: CaseIterable {
        case middle, start, end

        var points: (x1: Double, x2: Double) {
            switch self {
            case .middle: (1, 0)
            case .start: (0, 0)
            case .end: (1, 1)
            }
        }

        /// The exact t at x, to ~1e-31: a double cube root polished by one Newton step in
        /// double-double.
        func parameter(_ x: Double) -> DoubleDouble {
            func cubeRoot(_ q: DoubleDouble) -> DoubleDouble {
                let r0 = Foundation.cbrt(q.hi)
                guard r0 != 0 else { return DoubleDouble(0.0) }
                let r = DoubleDouble(r0)
                return r - (r * r * r - q) / (r * r * 3)
            }
            switch self {
            case .middle: return cubeRoot((DoubleDouble(x) - 0.5) * 0.25) + 0.5
            case .start: return cubeRoot(DoubleDouble(x))
            case .end: return 1 - cubeRoot(1 - DoubleDouble(x))
            }
        }
    }

    /// By(t) = 3y1·t(1 − t)² + 3y2·t²(1 − t) + t³ in double-double.
    static func yOf(_ t: DoubleDouble, _ y1: Double, _ y2: Double) -> DoubleDouble {
        let v = 1 - t
        return t * v * v * (3 * y1) + t * t * v * (3 * y2) + t * t * t
    }

    /// The inputs where the singular point is sharpest: the point itself, its neighbouring doubles
    /// (1…64 ulps), offsets 2⁻ʲ on both sides, then random inputs and the suite's random inputs
    /// (near 0 and 1, decades, the last ulps below 1).
    static func singularInputs(_ kind: Kind, _ g: inout SeededGenerator) -> [Double] {
        let center = kind == .middle ? 0.5 : kind == .start ? 0x1p-40 : 1 - 0x1p-40
        var xs = [center]
        var (up, down) = (center, center)
        for _ in 1...64 {
            (up, down) = (up.nextUp, down.nextDown)
            xs += [up, down]
        }
        if kind == .middle {
            for j in 2...60 { xs += [0.5 + Double.pow(2, -Double(j)), 0.5 - Double.pow(2, -Double(j))] }
        }
        for _ in 0..<100 { xs.append(Double.random(in: 0...1, using: &g)) }
        for _ in 0..<100 { xs.append(CubicBezierPrecisionTests.randomInput(&g)) }
        return xs
    }

    /// Every singular family with random y1, y2 ∈ [−1.5, 2.5] (plus (1, 0, 0, 1) itself): the
    /// error at every input is at most 1e-15 of the output scale.
    @Test(.reportsSeed) func singularFamiliesWithinOneEMinus15() throws {
        var g = SeededGenerator(testSeed: 0x5EED_0516)
        for kind in Kind.allCases {
            var worst = 0.0
            var worstCase = ""
            var checked = 0
            for index in 0..<100 {
                let (y1, y2) = index == 0 ? (0.0, 1.0) : (Double.random(in: -1.5...2.5, using: &g), Double.random(in: -1.5...2.5, using: &g))
                let (x1, x2) = kind.points
                let curve = try CubicBezier(x1, y1, x2, y2)
                let s = Self.scale(y1, y2)
                for x in Self.singularInputs(kind, &g) {
                    let exact = Self.yOf(kind.parameter(x), y1, y2)
                    let y = curve.value(at: x)
                    let error = (DoubleDouble(y) - exact).magnitude.double / s
                    checked += 1
                    if error > worst {
                        worst = error
                        worstCase = "curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x): y = \(y), exact \(exact), error \(error)·s"
                    }
                }
            }
            print("singular family \(kind): \(checked) pairs, worst |y − exact|/s = \(worst): \(worstCase)")
            #expect(worst <= 1e-15, "\(kind): \(worstCase)")
        }
        #expect(try CubicBezier(1, 0, 0, 1).value(at: 0.5) == 0.5)
    }

    /// The batch kernels (AVX as dispatched, and the portable SIMD8 one) route the inputs of the
    /// routed intervals exactly as `value(at:)` does: bit for bit on singular and nearly singular
    /// curves, in sorted sweeps (whole chunks in one interval) and in random order.
    @Test(.reportsSeed) func batchEqualsScalarOnSingularCurves() throws {
        var g = SeededGenerator(testSeed: 0x5EED_0517)
        let curves: [(Double, Double, Double, Double)] = [
            (1, 0, 0, 1), (1, 1.5, 0, -0.5), (1 - 1e-9, 0.2, 1e-12, 0.9), (0.99, -0.3, 0.02, 1.2), (0, 0.4, 0, 0.6), (1, 0.3, 1, 0.8),
        ]
        for (x1, y1, x2, y2) in curves {
            let curve = try CubicBezier(x1, y1, x2, y2)
            var inputs = (0...4096).map { Double($0) / 4096 }
            inputs += Self.singularInputs(.middle, &g)
            inputs += (0..<1000).map { _ in Double.random(in: 0.45...0.55, using: &g) }
            for order in [inputs, inputs.shuffled(using: &g)] {
                for (kernel, batch) in [("dispatched", curve.values(at: order))] + curve.everyKernel(order) {
                    var mismatches = 0
                    for (x, y) in zip(order, batch) where y.bitPattern != curve.reference(kernel, x).bitPattern {
                        mismatches += 1
                        if mismatches <= 3 {
                            Issue.record("cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at x = \(x) (\(kernel)): batch \(y), scalar \(curve.reference(kernel, x))")
                        }
                    }
                    #expect(mismatches == 0)
                }
            }
        }
    }
}

// MARK: Nearly singular curves, against 60-digit references

extension SingularPointPrecisionTests {
    /// (1 − e1, y1, e2, y2) for e1 ∈ {0, 2⁻⁵³, 1e-15 … 1e-3}, e2 ∈ {0, 1e-300, 1e-15 … 1e-3}, at
    /// and next to X's value at its inflection (the nearest double, 1 to 1000 ulps away, offsets
    /// 2⁻ʲ) and at random inputs, against Tests/References/singular_points.py (mpmath, the root
    /// by 200 bisections at 60 digits).
    @Test func nearlySingularCurvesAgainstMpmath() throws {
        var worst = 0.0
        var worstCase = ""
        var checked = 0
        var curve: CubicBezier?
        for line in singularPointReferences.split(separator: "\n") {
            let v = line.split(separator: " ").map { Double(String($0))! }
            let (x1, y1, x2, y2, x) = (v[0], v[1], v[2], v[3], v[4])
            let exact = DoubleDouble(hi: v[5], lo: v[6])
            if curve.map({ $0.x1 != x1 || $0.y1 != y1 || $0.x2 != x2 || $0.y2 != y2 }) ?? true {
                curve = try CubicBezier(x1, y1, x2, y2)
            }
            let y = curve!.value(at: x)
            let error = (DoubleDouble(y) - exact).magnitude.double / Self.scale(y1, y2)
            checked += 1
            if error > worst {
                worst = error
                worstCase = "curve (\(x1), \(y1), \(x2), \(y2)) at x = \(x): y = \(y), exact \(exact), error \(error)·s"
            }
        }
        print("nearly singular curves (mpmath): \(checked) pairs, worst |y − exact|/s = \(worst): \(worstCase)")
        #expect(checked == 1715)
        #expect(worst <= 1e-15, "\(worstCase)")
    }
}
