import MotionMath
import Foundation
import MotionTestSupport
import RealModule
import Testing
import TimingCurves
@testable import Keyframes
import Paths

@Suite("Keyframes: calculation modes, Kochanek–Bartels tangents, validation")
struct KeyframeAnimationTests {
    /// Quadratic data is reproduced exactly on any key times, first and last segments included
    /// (the parabolic end tangents and the weighted interior tangents are exact for quadratics).
    @Test(.reportsSeed) func quadraticReproductionOnRandomKeyTimes() throws {
        var rng = SeededGenerator(testSeed: 0x9ad)
        var worst = 0.0
        for _ in 0..<500 {
            let n = Int.random(in: 3...12, using: &rng)
            var times = (0..<(n - 2)).map { _ in Double.random(in: 0.001...0.999, using: &rng) }.sorted()
            times = [0] + times + [1]
            let (a, b, c) = (Double.random(in: -5...5, using: &rng), Double.random(in: -5...5, using: &rng), Double.random(in: -5...5, using: &rng))
            func q(_ t: Double) -> Double { (a * t + b) * t + c }
            let animation = try KeyframeAnimation(values: times.map(q), keyTimes: times, calculationMode: .cubic)
            let scale = abs(a) + abs(b) + abs(c)
            for _ in 0..<40 {
                let t = Double.random(in: 0...1, using: &rng)
                let error = abs(animation.value(at: t) - q(t)) / scale
                let slopeError = abs(animation.derivative(at: t) - (2 * a * t + b)) / scale
                worst = max(worst, error)
                // Values: rounding grows with the ratio of neighbouring spans (weights up to 1/h).
                #expect(error <= 1e-12, "value error \(error) at t=\(t), key times \(times)")
                #expect(slopeError <= 1e-9, "slope error \(slopeError) at t=\(t)")
            }
        }
        print("keyframes: quadratic reproduction worst \(worst)")
        // The published example: t² at 0, .1, .5, 1 gives 0.04 at 0.2.
        let example = try KeyframeAnimation(values: [0, 0.01, 0.25, 1.0], keyTimes: [0, 0.1, 0.5, 1], calculationMode: .cubic)
        #expect(abs(example.value(at: 0.2) - 0.04) <= 1e-15)
        // Vectors too.
        let points = try KeyframeAnimation(values: [0, 0.3, 0.45, 1].map { SIMD2<Double>($0 * $0, 1 - 2 * $0) }, keyTimes: [0, 0.3, 0.45, 1], calculationMode: .cubic)
        let p = points.value(at: 0.8)
        #expect(abs(p.x - 0.64) <= 1e-14 && abs(p.y + 0.6) <= 1e-14, "\(p)")
    }

    /// Uniform Catmull-Rom equals the textbook polynomial on interior segments:
    /// ½[2P₁ + (P₂ − P₀)s + (2P₀ − 5P₁ + 4P₂ − P₃)s² + (3P₁ − P₀ − 3P₂ + P₃)s³].
    @Test func uniformCatmullRomIsTheTextbookPolynomial() throws {
        let values = [0.0, 2, -1, 4, 3.5, 0]
        let animation = try KeyframeAnimation(values: values, calculationMode: .cubic)
        for i in 1..<(values.count - 2) {
            let (p0, p1, p2, p3) = (values[i - 1], values[i], values[i + 1], values[i + 2])
            for s in stride(from: 0.0, through: 1, by: 0.125) {
                let expected = 0.5 * (2 * p1 + (p2 - p0) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s + (3 * p1 - p0 - 3 * p2 + p3) * s * s * s)
                let t = (Double(i) + s) / Double(values.count - 1)
                #expect(abs(animation.value(at: t) - expected) <= 1e-14, "segment \(i), s=\(s)")
            }
        }
        // It passes through every keyframe at its key time.
        for (i, v) in values.enumerated() { #expect(abs(animation.value(at: Double(i) / 5) - v) <= 1e-15) }
    }

    /// Tension, continuity and bias: T = 1 stops at the keyframe; C = −1 makes a corner (the
    /// tangents become the neighbouring chords); B = ±1 takes the tangent from one side only.
    @Test func tensionContinuityBias() throws {
        let values = [0.0, 1, 3, 2]
        let n = values.count
        func velocities(_ t: [Double], _ c: [Double], _ b: [Double]) throws -> (before: Double, after: Double) {
            let a = try KeyframeAnimation(values: values, calculationMode: .cubic, tensionValues: t, continuityValues: c, biasValues: b)
            let k = 1.0 / 3  // keyframe 1
            return (a.derivative(at: k.nextDown), a.derivative(at: k))
        }
        let zeros = [Double](repeating: 0, count: n)
        // Catmull-Rom: the average of the chord velocities, 3·(1 + 2)/2 = 4.5 per unit fraction.
        let cr = try velocities(zeros, zeros, zeros)
        #expect(abs(cr.before - 4.5) <= 1e-9 && abs(cr.after - 4.5) <= 1e-12)
        let tense = try velocities([0, 1, 0, 0], zeros, zeros)
        #expect(abs(tense.before) <= 1e-9 && tense.after == 0)
        let corner = try velocities(zeros, [0, -1, 0, 0], zeros)
        #expect(abs(corner.before - 3) <= 1e-9 && abs(corner.after - 6) <= 1e-12, "\(corner)")
        let biasIn = try velocities(zeros, zeros, [0, 1, 0, 0])
        #expect(abs(biasIn.after - 3) <= 1e-12, "bias 1 uses the incoming chord: \(biasIn)")
        let biasOut = try velocities(zeros, zeros, [0, -1, 0, 0])
        #expect(abs(biasOut.after - 6) <= 1e-12, "bias −1 uses the outgoing chord: \(biasOut)")
    }

    @Test func linearDiscreteAndTimingFunctions() throws {
        let linear = try KeyframeAnimation(values: [0.0, 10, 5], keyTimes: [0, 0.25, 1])
        #expect(linear.value(at: 0.125) == 5 && linear.value(at: 0.25) == 10 && abs(linear.value(at: 0.625) - 7.5) <= 1e-14)
        #expect(linear.derivative(at: 0.1) == 40)
        // Discrete: each value holds until the next key time; uniform i/n without key times.
        let discrete = try KeyframeAnimation(values: [1.0, 2, 3, 4], calculationMode: .discrete)
        #expect([0, 0.24, 0.25, 0.5, 0.99, 1].map { discrete.value(at: $0) } == [1, 1, 2, 3, 4, 4])
        let discrete5 = try KeyframeAnimation(values: [1.0, 2], keyTimes: [0, 0.9, 1], calculationMode: .discrete)
        #expect(discrete5.value(at: 0.95) == 2 && discrete5.value(at: 0.5) == 1)
        // Per-segment timing functions apply to the local progress; the overall one to the fraction.
        let eased = try KeyframeAnimation(values: [0.0, 1, 2], timingFunctions: [CubicBezier.easeIn, CubicBezier.linear])
        #expect(abs(eased.value(at: 0.25) - CubicBezier.easeIn.value(at: 0.5)) <= 1e-15)
        #expect(abs(eased.value(at: 0.75) - 1.5) <= 1e-15)
        let overall = try KeyframeAnimation(values: [0.0, 1, 2], timingFunction: CubicBezier.easeInEaseOut)
        let warped = CubicBezier.easeInEaseOut.value(at: 0.3)
        #expect(abs(overall.value(at: 0.3) - 2 * warped) <= 1e-15)
        #expect(abs(overall.derivative(at: 0.3) - 2 * CubicBezier.easeInEaseOut.derivative(at: 0.3)) <= 1e-12)
        // One keyframe: constant.
        let single = try KeyframeAnimation(values: [SIMD3<Double>(1, 2, 3)], calculationMode: .cubicPaced)
        #expect(single.value(at: 0.7) == SIMD3(1, 2, 3) && single.derivative(at: 0.7) == .zero)
        // Playing keyframe data.
        let data = KeyframeData(values: [0.0, 4, 2], keyTimes: [0, 0.5, 1], duration: 2)
        #expect(try KeyframeAnimation(data).value(at: 0.75) == 3)
    }

    /// Paced: equal distances in equal times along the polyline; cubicPaced: the arc length of
    /// the cubic shape from 0 to the point at fraction f is f·L (independent integration), and the
    /// velocity has constant magnitude L.
    @Test func pacedModes() throws {
        let points = [SIMD2<Double>(0, 0), SIMD2(3, 4), SIMD2(3, 0), SIMD2(10, 0)]
        let paced = try KeyframeAnimation(values: points, calculationMode: .paced)
        let total = 5.0 + 4 + 7
        // Independent: walk the polyline to arc length f·total.
        func along(_ s: Double) -> SIMD2<Double> {
            var left = s
            for k in 0..<(points.count - 1) {
                let leg = (points[k + 1] - points[k]).magnitude
                if left <= leg { return points[k] + (points[k + 1] - points[k]) * (left / leg) }
                left -= leg
            }
            return points.last!
        }
        for i in 0...160 {
            let f = Double(i) / 160
            let error = (paced.value(at: f) - along(f * total)).magnitude
            #expect(error <= 1e-13 * total, "paced point at \(f) off by \(error)")
            #expect(abs(paced.derivative(at: f).magnitude - total) <= 1e-12 * total)
        }
        #expect(abs(paced.value(at: 0.5).x - 3) <= 1e-15 && abs(paced.value(at: 0.5).y - 1) <= 1e-12)

        let cubic = try KeyframeAnimation(values: points, calculationMode: .cubicPaced)
        let table = try #require(cubic.arcLength)
        let length = table.totalLength
        var hint = 0
        var worst = 0.0
        // The speed of piece k at parameter u, in the table's units (the values over arcScale).
        func speed(_ k: Int, _ u: Double) -> Double {
            let p = cubic.continuousValues, (b1, b2) = cubic.controls[k], r = 1 - u
            let d = (b1 - p[k]) * (r * r) + (b2 - b1) * (2 * r * u) + (p[k + 1] - b2) * (u * u)
            return (d * 3).magnitude / cubic.scale
        }
        for i in 0...200 {
            let f = Double(i) / 200
            let (piece, u) = table.locate(f * length, hint: &hint, speed: speed)
            // Independent: Simpson's rule on a fine grid, piece by piece.
            var s = 0.0
            func simpson(_ k: Int, _ a: Double, _ b: Double) -> Double {
                let m = 2000
                let h = (b - a) / Double(m)
                var sum = speed(k, a) + speed(k, b)
                for j in 1..<m { sum += speed(k, a + Double(j) * h) * (j % 2 == 1 ? 4 : 2) }
                return sum * h / 3
            }
            for k in 0..<piece { s += simpson(k, 0, 1) }
            s += simpson(piece, 0, u)
            worst = max(worst, abs(s - f * length) / length)
            let v = cubic.derivative(at: f)
            // Internal lengths are in units of the values divided by `scale` (a power of two).
            #expect(abs(v.magnitude - length * cubic.scale) <= 1e-9 * length * cubic.scale, "speed \(v.magnitude) vs \(length * cubic.scale) at \(f)")
        }
        print("keyframes: cubicPaced arc-length fraction worst \(worst)")
        #expect(worst <= 1e-10, "arc length at fraction off by \(worst)·L")
        // The cubicPaced curve passes through the keyframes.
        for p in points {
            let closest = (0...4000).map { cubic.value(at: Double($0) / 4000) }.map { ($0 - p).magnitude }.min()!
            #expect(closest <= 0.01, "keyframe \(p) missed by \(closest)")
        }
    }

    @Test func validationListsEveryProblem() {
        func problems(_ body: () throws -> Void) -> [String] {
            do { try body(); return [] } catch let KeyframeError.invalidKeyframes(list) { return list } catch { return ["other: \(error)"] }
        }
        #expect(problems { _ = try KeyframeAnimation<VectorSpace<Double>>(values: []) }.contains("values is empty"))
        let many = problems {
            _ = try KeyframeAnimation(values: [0.0, .nan, 2], keyTimes: [0, 0.7, 0.5, 1], calculationMode: .linear,
                                      timingFunctions: [CubicBezier.ease], tensionValues: [0, .infinity, 0])
        }
        #expect(many.count >= 5, "\(many)")
        #expect(many.contains { $0.contains("values[1]") } && many.contains { $0.contains("not sorted") }
            && many.contains { $0.contains("4 entries") } && many.contains { $0.contains("timingFunctions") }
            && many.contains { $0.contains("tensionValues[1]") })
        #expect(problems { _ = try KeyframeAnimation(values: [0.0, 1], keyTimes: [0.1, 1]) }.contains { $0.contains("start at 0") })
        #expect(problems { _ = try KeyframeAnimation(values: [0.0, 1], keyTimes: [0, 0.9]) }.contains { $0.contains("end at 1") })
        #expect(problems { _ = try KeyframeAnimation(values: [0.0, 1], keyTimes: [0, 1.5]) }.contains { $0.contains("outside [0, 1]") })
        #expect(problems { _ = try KeyframeAnimation(values: [0.0, 1], keyTimes: [0, 0.5, 1, 1]) }.contains { $0.contains("needs 2") })
        // The arc-length accuracy: from 1e-14 to 1e-3, else one problem naming it.
        for bad in [0, 1e-15, 0.01, .nan, .infinity, -1e-12] {
            let list = problems { _ = try KeyframeAnimation(values: [SIMD2<Double>(0, 0), SIMD2(1, 2), SIMD2(3, 0)], calculationMode: .cubicPaced, arcLengthAccuracy: bad) }
            #expect(list.count == 1 && list[0].contains("arcLengthAccuracy"), "\(bad): \(list)")
        }
        for good in [1e-14, 1e-12, 1e-3] {
            #expect(problems { _ = try KeyframeAnimation(values: [SIMD2<Double>(0, 0), SIMD2(1, 2), SIMD2(3, 0)], calculationMode: .cubicPaced, arcLengthAccuracy: good) }.isEmpty)
        }
        // Paced modes ignore key times, as Core Animation does.
        #expect(problems { _ = try KeyframeAnimation(values: [0.0, 1], keyTimes: [0.7, 0.1], calculationMode: .paced) }.isEmpty)
        // Coincident points: a documented constant, never NaN.
        let still = try? KeyframeAnimation(values: [SIMD2<Double>(1, 1), SIMD2(1, 1)], calculationMode: .cubicPaced)
        #expect(still?.value(at: 0.5) == SIMD2(1, 1) && still?.derivative(at: 0.5) == .zero)
        let stillPaced = try? KeyframeAnimation(values: [2.0, 2, 2], calculationMode: .paced)
        #expect(stillPaced?.value(at: 0.3) == 2)
        #expect(throws: KeyframeError.nonFiniteInput(name: "fraction")) { try stillPaced?.checkedValue(at: .nan) }
    }
    /// The value queries skip the derivative (no timing-function slope, square root or division):
    /// `value(at:)` and `values(at:)` must still be `evaluate(_:hint:)`'s value bit for bit, and
    /// `derivative(at:)` its velocity, in every mode, with per-segment and overall timing functions
    /// of every kind (a curve's `value(at:)` and the value of its `valueAndDerivative(at:)` agree).
    /// Increasing queries keep the piece and the sub-interval of the previous one (a
    /// ``PacedCursor``: values(at:), samples(at:)), and answer from it while they stay in it; a
    /// query on its own finds both by search. The two must give the same bits, on cubicPaced keyframes and on a paced path, with
    /// thousands of queries per piece so that most take the hinted sub-interval or its successor,
    /// and with hints carried across pieces, backwards and across a jump; also a path's
    /// `values(at:)`, paced (on a fresh walk, so that it builds the inverses itself) and by
    /// parameter, on a path of two subpaths, at NaN, infinite and out-of-range fractions too, and
    /// on a path that is one point.
    @Test func hintedPacedQueriesMatchSingleQueriesBitForBit() throws {
        let points = (0..<24).map { i -> SIMD2<Double> in
            let sign: Double = i % 2 == 0 ? 1 : -1
            return SIMD2<Double>(Double(i), sign * (1 + Double(i % 5) / 5))
        }
        let animation = try KeyframeAnimation(values: points, calculationMode: .cubicPaced)
        var path = Path()
        try path.move(to: SIMD2(0, 0))
        for i in 0..<12 {
            try path.addCurve(to: SIMD2(Double(i + 1), 0), control1: SIMD2(Double(i) + 0.2, 1.5), control2: SIMD2(Double(i) + 0.8, -1.5))
        }
        // A second subpath: the walk jumps from (12, 0) to (14, 1).
        try path.move(to: SIMD2(14, 1))
        for i in 0..<3 {
            try path.addCurve(to: SIMD2(Double(15 + i), 1), control1: SIMD2(Double(14 + i) + 0.3, 2), control2: SIMD2(Double(14 + i) + 0.7, 0))
        }
        let walk = try PathAnimation(path: path, paced: true)
        let sorted = (0...40_000).map { Double($0) / 40_000 }
        // Then backwards, a jump back to the start from the end, and fractions outside [0, 1].
        let fractions = sorted + sorted.reversed() + [1, 0, 1, 0.5, 0.25, .nan, -1, 2, .infinity, -.infinity, 0.75]
        let positions = try PathAnimation(path: path, paced: true).values(at: fractions)
        let batch = animation.values(at: fractions), samples = walk.samples(at: fractions)
        let byParameter = try PathAnimation(path: path), plainPositions = byParameter.values(at: fractions)
        var point = Path()
        try point.move(to: SIMD2(3, 4))
        let still = try PathAnimation(path: point, paced: true)
        for (f, p) in zip(fractions.suffix(11), still.values(at: Array(fractions.suffix(11)))) {
            #expect(p == still.value(at: f) && p == SIMD2(3, 4), "a point path at \(f): values(at:) \(p), value(at:) \(still.value(at: f))")
        }
        var hint = 0
        var mismatches = 0
        func same(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool { a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern }
        for (k, f) in fractions.enumerated() {
            let single = animation.value(at: f)
            if !same(single, batch[k]) {
                mismatches += 1
                if mismatches <= 3 { Issue.record("cubicPaced at \(f): values(at:) \(batch[k]), value(at:) \(single)") }
            }
            if !same(walk.value(at: f), samples[k].position) || !same(walk.value(at: f), positions[k]) {
                mismatches += 1
                if mismatches <= 3 { Issue.record("paced path at \(f): samples(at:) \(samples[k].position), values(at:) \(positions[k]), value(at:) \(walk.value(at: f))") }
            }
            if !same(byParameter.value(at: f), plainPositions[k]) {
                mismatches += 1
                if mismatches <= 3 { Issue.record("path at \(f): values(at:) \(plainPositions[k]), value(at:) \(byParameter.value(at: f))") }
            }
            let hinted = walk.location(at: f, hint: &hint)
            var fresh = 0
            let alone = walk.location(at: f, hint: &fresh)
            if hinted.segment != alone.segment || hinted.u.bitPattern != alone.u.bitPattern {
                mismatches += 1
                if mismatches <= 3 { Issue.record("paced path at \(f): hinted \(hinted), alone \(alone)") }
            }
        }
        #expect(mismatches == 0)
    }

    @Test(.reportsSeed) func valueQueriesAreEvaluateBitForBit() throws {
        var rng = SeededGenerator(testSeed: 0x7a1)
        let curves: [any TimingCurve] = [
            CubicBezier.easeInOut, try CubicBezier(0.68, -0.55, 0.265, 1.55), try Steps(4, .jumpBoth),
            PennerEasing(.elastic, .out), PennerEasing(.bounce, .inOut), try LinearEasing(stops: [.init(0), .init(0.8, [50]), .init(1)]),
        ]
        var compared = 0
        for mode in CalculationMode.allCases {
            for round in 0..<6 {
                let n = Int.random(in: 2...7, using: &rng)
                let points = (0..<n).map { _ in SIMD2<Double>(Double.random(in: -3...3, using: &rng), Double.random(in: -3...3, using: &rng)) }
                var values = points
                if mode == .periodicSpline { values[n - 1] = values[0] }
                let functions = (0..<(n - 1)).map { _ in curves.randomElement(using: &rng)! }
                let paced = mode == .paced || mode == .cubicPaced
                let animation = try KeyframeAnimation(
                    values: values, calculationMode: mode, timingFunctions: paced || round % 3 == 0 ? nil : functions,
                    timingFunction: round % 2 == 0 ? nil : curves[round % curves.count])
                let fractions = (0..<50).map { _ in Double.random(in: -0.1...1.1, using: &rng) }.sorted() + [0, 1, 0.5]
                let batch = animation.values(at: fractions)
                for (k, f) in fractions.enumerated() {
                    var hint = 0
                    let (value, velocity) = animation.evaluate(f, hint: &hint)
                    let single = animation.value(at: f), derivative = animation.derivative(at: f)
                    #expect(single.x.bitPattern == value.x.bitPattern && single.y.bitPattern == value.y.bitPattern,
                            "\(mode) round \(round) at \(f): value(at:) \(single), evaluate \(value)")
                    #expect(batch[k].x.bitPattern == value.x.bitPattern && batch[k].y.bitPattern == value.y.bitPattern,
                            "\(mode) round \(round) at \(f): values(at:) \(batch[k]), evaluate \(value)")
                    #expect(derivative.x.bitPattern == velocity.x.bitPattern && derivative.y.bitPattern == velocity.y.bitPattern,
                            "\(mode) round \(round) at \(f): derivative(at:) \(derivative), evaluate \(velocity)")
                    compared += 1
                }
            }
        }
        #expect(compared == CalculationMode.allCases.count * 6 * 53)
    }
}
