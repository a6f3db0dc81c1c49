import Foundation
import Testing
import TimingCurves

/// Back, elastic and power with their parameters: Penner's curves at the published parameters bit
/// for bit, Android's, GSAP's and Flutter's formulas written out independently, closed-form
/// extremes, and slopes against central differences.
struct ParametricEasingTests {
    static let grid = (0...1000).map { Double($0) / 1000 }
    static let directions = PennerEasing.Direction.allCases

    @Test func pennerCurvesAreTheDefaultParameters() throws {
        for direction in Self.directions {
            let pairs: [(ParametricEasing, PennerEasing)] = [
                (try .back(overshoot: direction == .inOut ? 1.70158 * 1.525 : 1.70158, direction), PennerEasing(.back, direction)),
                (try .elastic(direction), PennerEasing(.elastic, direction)),
                (try ParametricEasing(.power(3), direction), PennerEasing(.cubic, direction)),
                (try ParametricEasing(.power(5), direction), PennerEasing(.quint, direction)),
            ]
            for (parametric, penner) in pairs {
                for x in Self.grid {
                    let (a, b) = (parametric.valueAndDerivative(at: x), penner.valueAndDerivative(at: x))
                    #expect(a.value == b.value && a.derivative == b.derivative, "\(penner.name) at \(x): \(a) vs \(b)")
                }
            }
        }
    }

    /// Android's interpolators: Anticipate t²((T + 1)t − T), Overshoot (t − 1)²((T + 1)(t − 1) + T) + 1,
    /// AnticipateOvershoot with 1.5·T, default T = 2; and back's extreme −4s³/(27(s + 1)²) at
    /// x = 2s/(3(s + 1)).
    @Test func androidAndClosedFormExtremes() throws {
        let anticipate = try ParametricEasing.back(overshoot: 2, .in), overshoot = try ParametricEasing.back(overshoot: 2, .out)
        let both = try ParametricEasing.back(overshoot: 3, .inOut)
        for x in Self.grid {
            let a = x * x * (3 * x - 2), w = x - 1, o = w * w * (3 * w + 2) + 1
            let ao = x < 0.5 ? 0.5 * (2 * x) * (2 * x) * (4 * 2 * x - 3) : 0.5 * ((2 * x - 2) * (2 * x - 2) * (4 * (2 * x - 2) + 3) + 2)
            // The same cubic in another order: a few roundings of numbers below 3.
            #expect(abs(anticipate.value(at: x) - a) <= 1e-15 && abs(overshoot.value(at: x) - o) <= 1e-15, "x \(x)")
            #expect(abs(both.value(at: x) - ao) <= 1e-15, "x \(x): \(both.value(at: x)) vs \(ao)")
        }
        #expect(anticipate.value(at: 0.5) == -0.125 && overshoot.value(at: 0.5) == 1.125 && both.value(at: 0.25) == -0.125)
        for s in [0.5, 1.70158, 2, 5, 12] {
            let curve = try ParametricEasing.back(overshoot: s, .in)
            let at = 2 * s / (3 * (s + 1)), low = -4 * s * s * s / (27 * (s + 1) * (s + 1))
            #expect(abs(curve.value(at: at) - low) <= 4e-16 * max(1, abs(low)) && abs(curve.derivative(at: at)) <= 1e-15 * (s + 1), "s \(s)")
        }
    }

    /// GSAP's elastic(a, p) out: a·2^(−10x)·sin((x − σ)·2π/p) + 1, σ = p/(2π)·asin(1/a), an amplitude
    /// below 1 lengthening the period to p/a; Flutter's ElasticOutCurve(p) is a = 1 (σ = p/4).
    @Test func gsapAndFlutterElastic() throws {
        for (a, p) in [(1.0, 0.4), (1.0, 0.3), (1.5, 0.3), (2.5, 0.5), (0.5, 0.3)] {
            let curve = try ParametricEasing.elastic(amplitude: a, period: p, .out)
            let (amplitude, period) = a < 1 ? (1.0, p / a) : (a, p)
            let sigma = period / (2 * Double.pi) * asin(1 / amplitude)
            for x in Self.grid.dropFirst().dropLast() {
                let expected = amplitude * pow(2, -10 * x) * sin((x - sigma) * 2 * Double.pi / period) + 1
                // sin of an argument up to 2π/p·(1 + σ) ≈ 26 is conditioned to a few ulps of it.
                #expect(abs(curve.value(at: x) - expected) <= 8e-15 * amplitude, "(\(a), \(p)) at \(x): \(curve.value(at: x)) vs \(expected)")
                let inCurve = try ParametricEasing.elastic(amplitude: a, period: p, .in)
                #expect(abs(inCurve.value(at: x) - (1 - curve.value(at: 1 - x))) <= 1.6e-14 * amplitude, "in at \(x)")
            }
        }
    }

    /// xⁿ for any n > 0 (React Native's poly), its in-out continuous at ½, and every slope against a
    /// central difference.
    @Test func powersAndSlopes() throws {
        for n in [0.5, 1.0, 2.5, 7.0] {
            let inCurve = try ParametricEasing(.power(n), .in), inOut = try ParametricEasing(.power(n), .inOut)
            for x in [0.1, 0.3, 0.7, 0.9] { #expect(abs(inCurve.value(at: x) - pow(x, n)) <= 2.3e-16, "x^\(n) at \(x)") }
            #expect(abs(inOut.value(at: 0.5) - 0.5) <= 2.3e-16 && abs(inOut.value(at: 0.5.nextUp) - 0.5) <= 1e-15)
        }
        let curves: [ParametricEasing] = try [.back(overshoot: 2.5, .inOut), .elastic(amplitude: 1.5, period: 0.4, .out),
                                             ParametricEasing(.power(2.5), .out), .elastic(.inOut)]
        for curve in curves {
            for x in stride(from: 0.013, to: 0.99, by: 0.017) where abs(x - 0.5) > 1e-3 {
                let h = 1e-6
                let difference = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                #expect(abs(difference - curve.derivative(at: x)) <= 1e-7 * max(1, abs(curve.derivative(at: x))), "\(curve.shape) slope at \(x)")
            }
        }
    }

    /// The curves that are one cubic polynomial are exactly a cubic Bézier with x(t) = t: at 1,001
    /// inputs the Bézier's value is the formula's to a few ulps of the output scale (the control
    /// points 1/3 and 2/3 are rounded, and the solver is exact to 1e-13·(1 + |x·dy/dx|)); every
    /// other curve has none.
    @Test func cubicPolynomialsAreExactCubicBeziers() throws {
        var worst = 0.0
        for direction in Self.directions {
            for shape: ParametricEasing.Shape in [.back(overshoot: 0), .back(overshoot: 2), .back(overshoot: 10), .power(1), .power(2), .power(3),
                                                  .power(2.5), .power(4), .elastic(amplitude: 1, period: 0.3)] {
                let curve = try ParametricEasing(shape, direction)
                let isCubic: Bool = switch shape {
                case .back: direction != .inOut
                case .power(let n): n == 1 || ((n == 2 || n == 3) && direction != .inOut)
                case .elastic: false
                }
                guard let bezier = curve.exactCubicBezier else {
                    #expect(!isCubic, "\(shape) \(direction) has no Bézier")
                    continue
                }
                #expect(isCubic, "\(shape) \(direction) has a Bézier")
                let scale = max(1, abs(bezier.y1), abs(bezier.y2))
                for x in Self.grid {
                    let error = abs(bezier.value(at: x) - curve.value(at: x)) / scale
                    worst = max(worst, error)
                    #expect(error <= 1e-14, "\(shape) \(direction) at \(x): \(error)")
                }
            }
        }
        print("parametric cubic polynomials as cubic-bezier(): largest error \(worst) of the output scale")
        // back.out(2) = 1 + 3(x−1)³ + 2(x−1)²: slopes 5 at 0 and 0 at 1.
        let b = try #require(try ParametricEasing.back(overshoot: 2, .out).exactCubicBezier)
        #expect(b.x1 == 1.0 / 3 && b.y1 == 5.0 / 3 && b.x2 == 2.0 / 3 && b.y2 == 1)
    }

    @Test func badInputIsRefused() throws {
        #expect(throws: TimingCurveError.self) { try ParametricEasing.back(overshoot: -1, .in) }
        #expect(throws: TimingCurveError.self) { try ParametricEasing.back(overshoot: .nan, .in) }
        #expect(throws: TimingCurveError.self) { try ParametricEasing.elastic(amplitude: 0, .out) }
        #expect(throws: TimingCurveError.self) { try ParametricEasing.elastic(period: -0.3, .out) }
        #expect(throws: TimingCurveError.self) { try ParametricEasing(.power(0), .in) }
        #expect(throws: TimingCurveError.self) { try ParametricEasing.elastic(amplitude: 1e-310, period: 0.3, .out) }
        #expect(throws: TimingCurveError.self) { try ParametricEasing(.power(.infinity), .in) }
        #expect(try ParametricEasing.back(.in).value(at: .nan).isNaN)
    }
}
