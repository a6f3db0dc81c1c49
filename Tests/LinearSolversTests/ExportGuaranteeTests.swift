import MotionTestSupport
import Springs
import Testing
import TimingCurves
import CurveFitting

/// The independent check the export guarantees are held to: |a(x) − b(x)| at 10⁶ + 1 evenly
/// spaced inputs, at every given input and the doubles beside it (stops, known corners), then a
/// golden-section refinement of |a − b| within one grid step either side of the largest dense
/// value. Shares no code with the library's certificate.
func independentMaxError(_ a: (Double) -> Double, _ b: (Double) -> Double, extra: [Double] = [], points: Int = 1_000_000) -> (error: Double, at: Double) {
    var best = (error: 0.0, at: 0.0)
    func look(_ x: Double) -> Double {
        guard x >= 0 && x <= 1 else { return 0 }
        let e = abs(a(x) - b(x))
        if e > best.error { best = (e, x) }
        return e
    }
    for i in 0...points { _ = look(Double(i) / Double(points)) }
    for x in extra { _ = look(x); _ = look(x.nextUp); _ = look(x.nextDown) }
    // Golden section for the peak near the dense maximum.
    let h = 1 / Double(points)
    var lo = max(0, best.at - h), hi = min(1, best.at + h)
    let r = (5.0.squareRoot() - 1) / 2
    for _ in 0..<80 {
        let m1 = hi - r * (hi - lo), m2 = lo + r * (hi - lo)
        if look(m1) > look(m2) { hi = m2 } else { lo = m1 }
    }
    return best
}

/// Corners of the piecewise Penner curves (bounce's parabolas, the inOut joins at ½).
func pennerCorners(_ name: String) -> [Double] {
    let d = 2.75
    let out = [1 / d, 2 / d, 2.5 / d]
    switch name {
    case "easeOutBounce": return out
    case "easeInBounce": return out.map { 1 - $0 }
    case "easeInOutBounce": return out.map { (1 - $0) / 2 } + out.map { (1 + $0) / 2 } + [0.5]
    default: return name.hasPrefix("easeInOut") ? [0.5] : []
    }
}

@Suite("CurveFitting: export guarantees checked independently")
struct ExportGuaranteeTests {
    /// Every continuous named curve within 0.001: the true max error (the independent check,
    /// 10⁶ points plus the stops, corners and a refined peak) is ≤ 0.001, and the reported error
    /// is the true one to 1e-12 (the certificate finds every extremum; the independent peak is
    /// refined to about 1e-13 by the golden section). step-end and step-start export exactly
    /// (``stepsExportExactly(count:)``).
    @Test(arguments: EasingFunction.named.map(\.name))
    func namedCurveWithinTheLimit(name: String) throws {
        let curve = EasingFunction(named: name)!
        let limit = 0.001
        let export = try CSSLinearExport(curve, maxError: limit)
        let stops = export.easing.points.map(\.input)
        let check = independentMaxError({ export.easing.value(at: $0) }, { curve.value(at: $0) }, extra: stops + pennerCorners(name))
        print("css-linear \(name) within \(limit): \(stops.count) stops, reported \(export.maxError) at \(export.maxErrorInput), independent \(check.error) at \(check.at)")
        #expect(check.error <= limit, "\(name): true error \(check.error) at \(check.at) above \(limit)")
        #expect(check.error <= export.maxError + 1e-12, "\(name): the independent check \(check.error) exceeds the reported \(export.maxError)")
        #expect(export.maxError <= limit)
    }

    /// The case: easeOutBounce at 0.001 (the grid export reached 0.00102 between its
    /// samples), and at tighter limits.
    @Test(arguments: [1e-2, 1e-3, 1e-4, 1e-5])
    func easeOutBounce(limit: Double) throws {
        let curve = PennerEasing(.bounce, .out)
        let export = try CSSLinearExport(curve, maxError: limit)
        let check = independentMaxError({ export.easing.value(at: $0) }, { curve.value(at: $0) },
                                        extra: export.easing.points.map(\.input) + pennerCorners("easeOutBounce"))
        print("easeOutBounce within \(limit): \(export.easing.points.count) stops, reported \(export.maxError), independent \(check.error) at \(check.at)")
        #expect(check.error <= limit && check.error <= export.maxError + 1e-12)
    }

    /// Springs end at exactly 1, span their settling time within limit/2, and hold: over the
    /// animation the independent check is ≤ the limit, and after it the real spring stays within
    /// limit/2 of the held 1 (sampled over ten more durations: the settling time is exact to about
    /// an ulp — its band is crossed exactly at the end — so the check allows limit/2 · (1 + 1e-12)).
    @Test(arguments: [("smooth", Spring.smooth), ("snappy", Spring.snappy), ("bouncy", Spring.bouncy),
                      ("coreAnimationDefault", Spring.coreAnimationDefault), ("spring(0.5, 0.3)", try! Spring(duration: 0.5, bounce: 0.3))])
    func springEndsAtOne(name: String, spring: Spring) throws {
        for limit in [1e-2, 1e-3] {
            let export = try CSSLinearExport(spring: spring, maxError: limit)
            let duration = try #require(export.duration)
            #expect(export.text.hasSuffix(", 1)") && export.easing.value(at: 1) == 1, "\(export.text.suffix(30))")
            #expect(abs(duration - (try spring.settlingTime(from: 0.0, to: 1.0, epsilon: limit / 2))) == 0)
            let check = independentMaxError({ export.easing.value(at: $0) }, { spring.value(at: $0 * duration, from: 0.0, to: 1.0) },
                                            extra: export.easing.points.map(\.input))
            var after = 0.0
            for i in 0...100_000 { after = max(after, abs(spring.value(at: duration * (1 + 10 * Double(i) / 100_000), from: 0.0, to: 1.0) - 1)) }
            print("spring \(name) within \(limit): duration \(duration) s, \(export.easing.points.count) stops, reported \(export.maxError), independent \(check.error), after the end \(after)")
            #expect(check.error <= limit && check.error <= export.maxError + 1e-12 && after <= limit / 2 * (1 + 1e-12))
        }
    }

    /// A spring with an initial velocity (progress per second, as Core Animation's): the same
    /// guarantee, the duration its settling time with that velocity, and the easing's start slope
    /// that velocity times the duration (the export follows the spring, not the rest curve).
    @Test(arguments: [(Spring.bouncy, 4.0), (Spring.smooth, -3.0), (try! Spring(mass: 1, stiffness: 100, damping: 30, allowsOverdamping: true), 12.0),
                      (Spring.snappy, 0.5)])
    func springWithVelocity(spring: Spring, velocity: Double) throws {
        let limit = 1e-3
        let export = try CSSLinearExport(spring: spring, initialVelocity: velocity, maxError: limit)
        let duration = try #require(export.duration)
        #expect(export.easing.value(at: 1) == 1)
        #expect(duration == (try spring.settlingTime(from: 0.0, to: 1.0, initialVelocity: velocity, epsilon: limit / 2)))
        let exact = { (x: Double) in spring.value(at: x * duration, from: 0.0, to: 1.0, initialVelocity: velocity) }
        let check = independentMaxError({ export.easing.value(at: $0) }, exact, extra: export.easing.points.map(\.input))
        let rest = try CSSLinearExport(spring: spring, maxError: limit)
        let apart = independentMaxError({ export.easing.value(at: $0) }, { rest.easing.value(at: $0 * duration / rest.duration!) }, points: 10_000)
        print("spring \(spring) at \(velocity)/s within \(limit): duration \(duration) s, \(export.easing.points.count) stops, independent \(check.error); from rest it would differ by \(apart.error)")
        #expect(check.error <= limit && check.error <= export.maxError + 1e-12)
        #expect(apart.error > 10 * limit)
    }

    /// steps() as linear(): a flat segment per step and two stops at each jump. The outputs are the
    /// step function's own doubles, so the export equals it bit for bit at every input except
    /// within a few ulps of a jump (where reading the percentage back, p / 100, may move the jump
    /// by that division's rounding): checked at 2,000 seeded inputs per curve, at every jump ± 8
    /// ulps and at the ends, for every position and n = 1…40, plus 4,999 (the most stops).
    @Test(.reportsSeed, arguments: Array(1...40) + [4999])
    func stepsExportExactly(count: Int) throws {
        var random = SeededGenerator(testSeed: 0x57E9_5000 &+ UInt64(count))
        for position in StepPosition.allCases where position != .jumpNone || count >= 2 {
            let steps = try Steps(count, position)
            let export = try CSSLinearExport(steps, maxError: 0.001)
            #expect(export.maxError == 0 && export.text.hasPrefix("linear("), "\(steps)")
            var inputs = [0.0, 1.0, 0.5]
            for _ in 0..<(count > 100 ? 200 : 2000) { inputs.append(Double.random(in: 0...1, using: &random)) }
            for j in 1..<max(count, 1) where count > 1 {
                var x = Double(j) / Double(count)
                for _ in 0..<8 { x = x.nextDown }
                inputs.append(x)
                for _ in 0..<16 { x = x.nextUp }
                inputs.append(x)
            }
            for x in inputs {
                let (got, want) = (export.easing.value(at: x), steps.value(at: x))
                #expect(got == want, "\(steps) at x = \(x): linear() gives \(got), steps() \(want)")
            }
            // At the jumps themselves: one of the two levels.
            for j in 1..<max(count, 1) where count > 1 {
                let x = Double(j) / Double(count)
                let got = export.easing.value(at: x)
                #expect(got == steps.value(at: x.nextDown.nextDown.nextDown) || got == steps.value(at: x.nextUp.nextUp.nextUp), "\(steps) at the jump \(x): \(got)")
            }
        }
    }

    /// Jumps and bad limits: typed errors.
    @Test func typedErrors() throws {
        #expect(throws: CurveFittingError.self) { try CSSLinearExport(try Steps(5000, .end), maxError: 0.01) }  // 10,001 stops
        #expect(throws: CurveFittingError.self) { try CSSLinearExport(PennerEasing(.expo, .in), maxError: 1e-4) } // jumps by 2⁻¹⁰ at 0
        #expect(throws: CurveFittingError.self) { try CSSLinearExport(CubicBezier.ease, maxError: 1e-11) }
        #expect(throws: CurveFittingError.self) { try CSSLinearExport(CubicBezier.ease, maxError: 2) }
        #expect(throws: CurveFittingError.self) { try CSSLinearExport(CubicBezier.ease, maxError: 0.01, samples: 8) }
        #expect(throws: CurveFittingError.self) { try CSSLinearExport(spring: try Spring(mass: 1, stiffness: 100, damping: 0), maxError: 0.01) }
    }

    /// fit-bezier's max error is the true one: it matches the independent check (10⁶ points plus
    /// the corners and a refined peak) to 1e-12 and is never below it.
    @Test(arguments: ["easeOutBounce", "easeInOutCubic", "easeOutElastic", "easeOutBack", "smooth"])
    func fitReportsTheTrueMaxError(name: String) throws {
        let curve: any TimingCurve = name == "smooth" ? try SpringProgressCurve(spring: .smooth) : EasingFunction(named: name)!
        let fit = try BezierFit.fit(curve)
        let check = independentMaxError({ fit.bezier.value(at: $0) }, { curve.value(at: $0) }, extra: pennerCorners(name))
        var grid = 0.0
        for i in 0...1000 { grid = max(grid, abs(fit.bezier.value(at: Double(i) / 1000) - curve.value(at: Double(i) / 1000))) }
        print("fit-bezier \(name): \(fit.bezier), reported \(fit.maxError) at \(fit.maxErrorInput), independent \(check.error) at \(check.at), 1,001-point grid \(grid)")
        #expect(fit.maxError >= check.error - 1e-12 && fit.maxError <= check.error + 1e-12)
    }
}
