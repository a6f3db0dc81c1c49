import MotionTestSupport
import Springs
import Testing
import TimingCurves
import CurveFitting

@Suite("CurveFitting: least-squares cubic-bezier() and CSS linear() export")
struct CurveFittingTests {
    /// Samples of an exact cubic-bezier give back its control points to 1e-8.
    @Test(arguments: [(0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 0.58, 1.0), (0.68, -0.55, 0.265, 1.55), (0.2, 0.8, 0.6, 0.3), (0.05, 0.7, 0.1, 1.0)])
    func recoversAnExactBezier(points: (Double, Double, Double, Double)) throws {
        let target = try CubicBezier(points.0, points.1, points.2, points.3)
        let result = try BezierFit.fit(target)
        let b = result.bezier
        let error = [abs(b.x1 - target.x1), abs(b.y1 - target.y1), abs(b.x2 - target.x2), abs(b.y2 - target.y2)].max()!
        #expect(error <= 1e-8, "\(points): fitted \(b) (control-point error \(error), \(result.iterations) iterations)")
        #expect(result.maxError <= 1e-8 && result.rmsError <= 1e-9)
    }

    /// A spring's progress and a Penner easing: the fit is the best of its starts and reports its
    /// errors; the max error is an honest upper bound of the residuals.
    @Test func fitsSpringsAndPenner() throws {
        let smooth = try SpringProgressCurve(spring: .smooth)
        let fit = try BezierFit.fit(smooth)
        #expect(fit.maxError < 0.05 && fit.rmsError <= fit.maxError, "smooth spring: max \(fit.maxError), rms \(fit.rmsError)")
        let cubic = try BezierFit.fit(PennerEasing(.cubic, .inOut))
        #expect(cubic.maxError < 0.03, "easeInOutCubic: \(cubic.maxError)")
        // Not worse than the obvious guess.
        var guessError = 0.0
        let guess = CubicBezier.easeInEaseOut
        for i in 0...1000 { guessError = max(guessError, abs(guess.value(at: Double(i) / 1000) - PennerEasing(.cubic, .inOut).value(at: Double(i) / 1000))) }
        #expect(cubic.maxError <= guessError + 1e-12)
        #expect(throws: CurveFittingError.self) { try BezierFit.fit(ProgressCurve { _ in .nan }) }
        #expect(throws: CurveFittingError.self) { try BezierFit.fit(CubicBezier.ease, samples: 2) }
    }

    /// CSS linear(): within the max error (measured), monotone in the error, parseable.
    @Test func cssLinearExport() throws {
        let bouncy = try SpringProgressCurve(spring: .bouncy)
        var previousCount = 0
        for maxError in [1e-2, 1e-3, 1e-4] {
            let export = try CSSLinearExport(bouncy, maxError: maxError)
            #expect(export.maxError <= maxError, "measured \(export.maxError) above \(maxError)")
            #expect(export.text.hasPrefix("linear(0, ") && export.text.hasSuffix(")"))
            let count = export.easing.points.count
            #expect(count >= previousCount, "\(count) points within \(maxError), \(previousCount) within the looser error")
            previousCount = count
            // Independent check on a fresh grid.
            for i in 0...777 {
                let x = Double(i) / 777
                #expect(abs(export.easing.value(at: x) - bouncy.value(at: x)) <= maxError, "at \(x)")
            }
        }
        // A straight line needs two points.
        let line = try CSSLinearExport(CubicBezier.linear, maxError: 1e-6)
        #expect(line.easing.points.count == 2, "\(line.text)")
        #expect(throws: CurveFittingError.self) { try CSSLinearExport(CubicBezier.ease, maxError: 0) }
        #expect(throws: CurveFittingError.self) { try CSSLinearExport(CubicBezier.ease, maxError: .nan) }
    }
}
