import AnimationTiming
import CurveTables
import Foundation
import Keyframes
import MotionMath
import MotionTestSupport
import Paths
import Springs
import Testing
import Timelines
import TimingCurves
import ValueSpaces

/// Finite inputs never give a non-finite output without a typed error. Values are drawn from the
/// magnitudes where arithmetic breaks first: ±1e308 and the largest Double (whose differences
/// overflow), the smallest subnormal (whose reciprocals overflow), ±0, ordinary numbers, and
/// random magnitudes from 1e-320 to 1e308; fractions in [0, 1] with the ends included.
@Suite struct FiniteResultTests {
    static let cases = 4_000

    static func extreme(_ g: inout SeededGenerator) -> Double {
        let special: [Double] = [1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 5e-324, -5e-324, 0, -0.0, 1, -1, 0.5]
        if Bool.random(using: &g) { return special.randomElement(using: &g)! }
        let magnitude = Double.random(in: -320...308, using: &g)
        return (Bool.random(using: &g) ? 1 : -1) * pow(10, magnitude)
    }

    static func fraction(_ g: inout SeededGenerator) -> Double {
        [0, 1, 0.5, Double.random(in: 0...1, using: &g)].randomElement(using: &g)!
    }

    /// Linear keyframes, numeric angles and transform translations between any finite ends are
    /// finite at every fraction in [0, 1] and exact at both ends.
    @Test(.reportsSeed) func interpolationBetweenFiniteEndsIsFinite() throws {
        var g = SeededGenerator(testSeed: 35_01)
        let angles = AngleSpace<Double>(interpolation: .numeric)
        for _ in 0..<Self.cases {
            let (a, b, t) = (Self.extreme(&g), Self.extreme(&g), Self.fraction(&g))
            let keyframes = try KeyframeAnimation(values: [a, b])
            let k = keyframes.value(at: t)
            #expect(k.isFinite, "keyframes \(a) → \(b) at \(t): \(k)")
            let turn = try KeyframeAnimation(space: angles, values: [a, b])
            let angle = turn.value(at: t)
            #expect(angle.isFinite, "angle \(a) → \(b) at \(t): \(angle)")
            #expect(turn.value(at: 0) == a && turn.value(at: 1) == b, "angle ends \(a), \(b)")
            let from = try TransformList([.translate(a, b)]), to = try TransformList([.translate(b, a)])
            let matrix = from.interpolated(to: to, fraction: t).matrix
            #expect((0..<16).allSatisfy { matrix.storage[$0].isFinite }, "translate(\(a), \(b)) → translate(\(b), \(a)) at \(t): \(matrix.storage)")
            #expect(lerp(a, b, t).isFinite && lerp(a, b, 0) == a && lerp(a, b, 1) == b, "lerp(\(a), \(b), \(t))")
        }
    }

    /// A property animation's value is finite or a typed error: byValue forms add a fraction of
    /// byValue, so they stay finite wherever the true value is.
    @Test(.reportsSeed) func propertyAnimationValuesAreFiniteOrTyped() throws {
        var g = SeededGenerator(testSeed: 35_02)
        let timing = AnimationTiming.coreAnimation(try MediaTiming(duration: 1, repeatCount: 3, fillMode: .both))
        for _ in 0..<Self.cases {
            let (a, b, u, time) = (Self.extreme(&g), Self.extreme(&g), Self.extreme(&g), Double.random(in: 0...3, using: &g))
            let values: [AnimationValues<VectorSpace<Double>>] = [.basic(from: a, to: b, by: nil), .basic(from: nil, to: nil, by: b), .basic(from: a, to: nil, by: b), .basic(from: nil, to: a, by: b)]
            for value in values {
                for (composite, cumulative) in [(CompositeOperation.replace, false), (.add, false), (.replace, true)] {
                    let animation = try PropertyAnimation(values: value, timing: timing, composite: composite, accumulatesIterations: cumulative)
                    do {
                        let v = try animation.value(at: time, underlying: u)
                        #expect(v.isFinite, "\(value) \(composite) cumulative \(cumulative) at \(time) over \(u): \(v)")
                    } catch {
                        #expect(error.description.contains("overflows"), "\(error)")
                    }
                }
            }
            // From the underlying value by a finite amount: finite wherever u + by·y is.
            let by = try PropertyAnimation(values: .basic(from: nil, to: nil, by: -u), timing: timing)
            #expect(try by.value(at: 0.5, underlying: u).isFinite, "by \(-u) over \(u)")
        }
    }

    /// Timeline tracks: linear keyframes between finite values have finite values (and a
    /// velocity that is never NaN); cubic keyframes are never NaN or are refused when built.
    @Test(.reportsSeed) func timelineTracksAreFiniteOrRefused() throws {
        var g = SeededGenerator(testSeed: 35_03)
        for _ in 0..<Self.cases / 4 {
            let (a, b, c) = (Self.extreme(&g), Self.extreme(&g), Self.extreme(&g))
            let linear = try KeyframeTrackCurve(initialValue: a, keyframes: [.linear(target: b, duration: 1, curve: CubicBezier.easeInOut), .linear(target: c, duration: 0.5, curve: LinearEasing.identity)])
            for k in 0...12 {
                var hint = 0
                let state = linear.state(at: Double(k) / 8, hint: &hint)
                // The velocity (b − a)·slope/d may truly exceed the largest Double: infinite then, never NaN.
                #expect(state.value.isFinite && !state.velocity.isNaN, "linear \(a) → \(b) → \(c) at \(Double(k) / 8): \(state)")
            }
            do {
                let cubic = try KeyframeTrackCurve(initialValue: a, keyframes: [.cubic(target: b, duration: 1, startVelocity: nil, endVelocity: nil), .cubic(target: c, duration: 1, startVelocity: nil, endVelocity: nil)])
                for k in 0...8 {
                    var hint = 0
                    let state = cubic.state(at: Double(k) / 4, hint: &hint)
                    #expect(!state.value.isNaN && !state.velocity.isNaN, "cubic \(a) → \(b) → \(c) at \(Double(k) / 4): \(state)")
                }
            } catch {
                #expect(error.description.contains("overflow"), "\(error)")
            }
        }
    }

    /// Decay: the settling time is finite (or the glide's distance overflows, a typed error) for
    /// every rate in (0, 1) and every ε > 0, the subnormal ones included.
    @Test(.reportsSeed) func decaySettlingIsFiniteOrTyped() throws {
        var g = SeededGenerator(testSeed: 35_04)
        for _ in 0..<Self.cases {
            let rate = [5e-324, 1e-300, 0.5, 0.998, 1 - 0x1p-53, Double.random(in: 0...1, using: &g)].randomElement(using: &g)!
            guard rate > 0, rate < 1 else { continue }
            let decay = try Decay(decelerationRate: rate)
            #expect(decay.decayRate.isFinite && decay.decayRate > 0, "rate \(rate): κ = \(decay.decayRate)")
            let (v, epsilon) = (Self.extreme(&g), abs(Self.extreme(&g)))
            guard epsilon > 0 else { continue }
            do {
                let animation = try DecayAnimation(decay: decay, from: 0, initialVelocity: v, epsilon: epsilon)
                #expect(animation.settlingTime.isFinite, "rate \(rate), v \(v), ε \(epsilon): \(animation.settlingTime)")
                #expect(animation.value(at: animation.settlingTime).isFinite)
            } catch {
                #expect(error == .overflow(name: "the distance the glide covers") || error == .overflow(name: "the resting point"), "\(error)")
            }
        }
    }

    /// Path easings: control points anywhere in ±1e308 give a refused path (x turns back) or
    /// values and slopes that are never NaN.
    @Test(.reportsSeed) func pathEasingsAreRefusedOrNeverNaN() throws {
        var g = SeededGenerator(testSeed: 35_05)
        for _ in 0..<Self.cases / 4 {
            let (x1, y1, x2, y2) = (Self.extreme(&g), Self.extreme(&g), Self.extreme(&g), Self.extreme(&g))
            let text = "M0,0 C \(x1),\(y1) \(x2),\(y2) 1,1"
            guard let easing = try? PathEasing(svgPathData: text) else { continue }
            for k in 0...8 {
                let x = Double(k) / 8
                let (y, slope) = (easing.value(at: x), easing.derivative(at: x))
                #expect(!y.isNaN && !slope.isNaN, "\(text) at \(x): y \(y), slope \(slope)")
            }
        }
    }

    /// A comparison's RMS error is finite whenever its largest error is (no squares overflow).
    @Test func rmsErrorIsScaled() {
        let samples = [(line: 2, input: 0.0, value: 1e308), (line: 3, input: 1.0, value: -1e308)]
        let comparison = SampleComparison(samples: samples, reference: { _ in 0 })
        #expect(comparison.maxError == 1e308 && comparison.rmsError == 1e308, "\(comparison.maxError), \(comparison.rmsError)")
        let tiny = SampleComparison(samples: [(line: 2, input: 0, value: 1e-300)], reference: { _ in 0 })
        #expect(tiny.rmsError == 1e-300, "\(tiny.rmsError)")
    }

    /// The unit tangent of a subnormal chord is a unit vector, not (inf, nan).
    @Test func subnormalTangentsAreUnitVectors() throws {
        let animation = try KeyframeAnimation(values: [SIMD2<Double>(0, 0), SIMD2(5e-324, 0), SIMD2(1e-323, 5e-324)], calculationMode: .cubic)
        for k in 0...4 {
            let tangent = animation.tangent(at: Double(k) / 4)
            let length = (tangent * tangent).sum().squareRoot()
            #expect(abs(length - 1) < 1e-15, "tangent at \(Double(k) / 4): \(tangent)")
        }
    }
}
