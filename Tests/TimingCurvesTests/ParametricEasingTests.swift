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
                    let (a, b) = (parametric.valueAndSlope(at: x), penner.valueAndSlope(at: x))
                    #expect(a.value == b.value && a.slope == b.slope, "\(penner.name) at \(x): \(a) vs \(b)")
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
            #expect(abs(curve.value(at: at) - low) <= 4e-16 * max(1, abs(low)) && abs(curve.slope(at: at)) <= 1e-15 * (s + 1), "s \(s)")
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
                #expect(abs(difference - curve.slope(at: x)) <= 1e-7 * max(1, abs(curve.slope(at: x))), "\(curve.shape) slope at \(x)")
            }
        }
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
