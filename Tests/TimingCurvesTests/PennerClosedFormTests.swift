import Foundation
import MotionTestSupport
import Testing
import TimingCurves

/// The thirty Penner curves against their closed forms, written here from the published
/// definitions (easings.net, Robert Penner's equations), at seeded random inputs rather than a
/// grid, so that a changed constant between grid points (a bounce offset, an elastic period)
/// shows up. The tolerance is a few ulps of the curve's scale: the library and these formulas
/// round differently (elastic's sine argument reaches ~22.5, whose rounding the sine passes on).
@Suite struct PennerClosedFormTests {
    static func reference(_ kind: PennerEasing.Kind, _ mode: PennerEasing.Direction, _ x: Double) -> Double {
        let c1 = 1.70158, c2 = c1 * 1.525, c3 = c1 + 1, c4 = 2 * Double.pi / 3, c5 = 2 * Double.pi / 4.5
        func bounceOut(_ x: Double) -> Double {
            let n1 = 7.5625, d1 = 2.75
            if x < 1 / d1 { return n1 * x * x }
            if x < 2 / d1 { let u = x - 1.5 / d1; return n1 * u * u + 0.75 }
            if x < 2.5 / d1 { let u = x - 2.25 / d1; return n1 * u * u + 0.9375 }
            let u = x - 2.625 / d1
            return n1 * u * u + 0.984375
        }
        func power(_ n: Double) -> Double {
            switch mode {
            case .in: return pow(x, n)
            case .out: return 1 - pow(1 - x, n)
            case .inOut: return x < 0.5 ? pow(2, n - 1) * pow(x, n) : 1 - pow(-2 * x + 2, n) / 2
            }
        }
        switch (kind, mode) {
        case (.sine, .in): return 1 - cos(x * Double.pi / 2)
        case (.sine, .out): return sin(x * Double.pi / 2)
        case (.sine, .inOut): return -(cos(Double.pi * x) - 1) / 2
        case (.quad, _): return power(2)
        case (.cubic, _): return power(3)
        case (.quart, _): return power(4)
        case (.quint, _): return power(5)
        case (.expo, .in): return x == 0 ? 0 : pow(2, 10 * x - 10)
        case (.expo, .out): return x == 1 ? 1 : 1 - pow(2, -10 * x)
        case (.expo, .inOut):
            if x == 0 || x == 1 { return x }
            return x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
        case (.circ, .in): return 1 - (1 - x * x).squareRoot()
        case (.circ, .out): return (1 - (x - 1) * (x - 1)).squareRoot()
        case (.circ, .inOut):
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        case (.back, .in): return c3 * x * x * x - c1 * x * x
        case (.back, .out): return 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
        case (.back, .inOut):
            return x < 0.5
                ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
                : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
        case (.elastic, .in):
            if x == 0 || x == 1 { return x }
            return -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4)
        case (.elastic, .out):
            if x == 0 || x == 1 { return x }
            return pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1
        case (.elastic, .inOut):
            if x == 0 || x == 1 { return x }
            return x < 0.5
                ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
                : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
        case (.bounce, .in): return 1 - bounceOut(1 - x)
        case (.bounce, .out): return bounceOut(x)
        case (.bounce, .inOut): return x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2
        }
    }

    @Test(.reportsSeed) func everyCurveMatchesItsClosedFormAtRandomInputs() {
        var g = SeededGenerator(testSeed: 35_10)
        for kind in PennerEasing.Kind.allCases {
            for mode in [PennerEasing.Direction.in, .out, .inOut] {
                let easing = PennerEasing(kind, mode)
                var worst = 0.0
                for _ in 0..<2_000 {
                    let x = Double.random(in: 0...1, using: &g)
                    let expected = Self.reference(kind, mode, x)
                    let error = abs(easing.value(at: x) - expected)
                    worst = max(worst, error)
                    // 64 ulps of 1 for elastic (its sine argument), 8 for the others.
                    let tolerance = (kind == .elastic ? 64 : 8) * Double.ulpOfOne
                    #expect(error <= tolerance, "\(easing.name) at \(x): \(easing.value(at: x)) vs closed form \(expected), error \(error)")
                    if error > tolerance { break }
                }
            }
        }
    }
}

/// CSS's clamp(MIN, VAL, MAX) is max(MIN, min(VAL, MAX)): when MIN > MAX, MIN wins
/// (CSS Values 4 §10.3), which the other order, min(max(MIN, VAL), MAX), gets wrong.
@Suite struct CSSClampTests {
    @Test func minimumWinsOverAMaximumBelowIt() throws {
        let parsed = try EasingFunction(parsing: "cubic-bezier(clamp(0.8, 0.5, 0.2), 0, 1, 1)")
        let expected = try CubicBezier(0.8, 0, 1, 1)
        for x in [0.25, 0.5, 0.75] {
            #expect(parsed.value(at: x) == expected.value(at: x), "at \(x): \(parsed.value(at: x)) vs \(expected.value(at: x))")
        }
        let ordinary = try EasingFunction(parsing: "cubic-bezier(clamp(0.2, 0.5, 0.8), 0, 1, 1)")
        #expect(ordinary.value(at: 0.5) == (try CubicBezier(0.5, 0, 1, 1)).value(at: 0.5))
    }
}

/// The six Penner curves that are cubic polynomials in x serialise to the cubic-bezier() that is
/// the curve, and that text reads back within a few ulps at every input; the other 24 have no
/// CSS form.
@Suite struct PennerCSSTests {
    @Test(.reportsSeed) func polynomialCurvesAreTheirCubicBeziers() throws {
        var g = SeededGenerator(testSeed: 35_11)
        var exported: [String] = []
        for easing in PennerEasing.all {
            let function = EasingFunction.penner(easing)
            guard let text = function.exactCSSText else { continue }
            exported.append(easing.name)
            let parsed = try EasingFunction(parsing: text)
            for _ in 0..<1_000 {
                let x = Double.random(in: 0...1, using: &g)
                // x(t) = t with 1/3 and 2/3 rounded: |Δy| ≲ |dy/dx|·(ulp error of x) + ulps of y.
                let error = abs(parsed.value(at: x) - easing.value(at: x))
                #expect(error <= 16 * Double.ulpOfOne, "\(easing.name) as \(text) at \(x): error \(error)")
                if error > 16 * Double.ulpOfOne { break }
            }
        }
        #expect(exported.sorted() == ["easeInBack", "easeInCubic", "easeInQuad", "easeOutBack", "easeOutCubic", "easeOutQuad"], "\(exported)")
        #expect(EasingFunction.penner(PennerEasing(.back, .out)).cssText == "cubic-bezier(0.333333, 1.567193, 0.666667, 1)")
    }
}
