import MotionMath
import Foundation
import Keyframes
import Testing
import TimingCurves

/// `BezierKeyframeCurve.baking`: a function of time as few Bézier-eased keys as meet an error bound.
@Suite struct BezierBakingTests {
    /// An underdamped spring from 0 to 1 at rest, ω = 2π/0.5 s⁻¹, ζ = 0.3: its closed form and derivative.
    static let omega = 2 * Double.pi / 0.5, zeta = 0.3
    static let decay = zeta * omega, damped = omega * (1 - zeta * zeta).squareRoot()
    static func spring(_ t: Double) -> Double {
        1 - exp(-decay * t) * (cos(damped * t) + decay / damped * sin(damped * t))
    }
    static func springSlope(_ t: Double) -> Double {
        exp(-decay * t) * (omega * omega / damped) * sin(damped * t)
    }

    /// The spring over 1.2 s within 1e-3 and 1e-5: the error measured independently on 20,001
    /// points is within each bound (the keys' checked points are a sample, so this is the
    /// check that they suffice), a tighter bound takes more keys, and each turning point of the
    /// spring (its peaks, at kπ/ω_d) is a key to within 1e-12 s.
    @Test func springWithinTheBound() throws {
        var counts: [Int] = []
        for bound in [1e-3, 1e-5] {
            let (curve, reported) = try BezierKeyframeCurve.baking(Self.spring, derivative: Self.springSlope, from: 0, to: 1.2, maxError: bound)
            var worst = 0.0
            for i in 0...20_000 {
                let t = 1.2 * Double(i) / 20_000
                worst = max(worst, abs(curve.value(at: t) - Self.spring(t)))
            }
            print("spring baked within \(bound): \(curve.keys.count) keys, error \(worst) (reported \(reported))")
            #expect(worst <= bound && reported <= bound && reported <= worst * 1.5 + 1e-16, "bound \(bound): \(worst), reported \(reported)")
            for k in 1...Int(1.2 * Self.damped / .pi) {
                let peak = Double(k) * .pi / Self.damped
                #expect(curve.keys.contains { abs($0.time - peak) < 1e-12 }, "no key at the turning point \(peak)")
            }
            counts.append(curve.keys.count)
        }
        #expect(counts == [12, 34], "\(counts)")  // the figures of the Keyframes article
    }

    /// A cubic is its own Hermite interpolant: t³ − t on [−1, 2] needs only its ends and its
    /// turning points ±1/√3, and is reproduced to rounding.
    @Test func aCubicNeedsOnlyItsTurningPoints() throws {
        let (curve, error) = try BezierKeyframeCurve.baking({ $0 * $0 * $0 - $0 }, derivative: { 3 * $0 * $0 - 1 }, from: -1, to: 2, maxError: 1e-12)
        let times = curve.keys.map(\.time)
        #expect(times.count == 4 && abs(times[1] + 1 / 3.0.squareRoot()) < 1e-15 && abs(times[2] - 1 / 3.0.squareRoot()) < 1e-15, "\(times)")
        #expect(error <= 1e-14, "\(error)")
    }

    /// A C² spline and a Kochanek–Bartels curve with a corner (continuity −0.5) are cubics between
    /// their keyframes: with the keyframes as breakpoints each bakes exactly, to rounding (within
    /// 1e-12 of values up to 100), with keys only at the keyframes and the turning points, and
    /// at the corner the in and out slopes of the curve's two sides.
    @Test func splinesBakeExactlyAtTheirKeyframes() throws {
        for animation in [
            try KeyframeAnimation<VectorSpace<Double>>(values: [0, 100, 30, 80], calculationMode: .naturalSpline),
            try KeyframeAnimation<VectorSpace<Double>>(values: [0, 100, 30, 80], calculationMode: .cubic, continuityValues: [0, -0.5, 0, 0]),
        ] {
            let knots = animation.knots.dropFirst().dropLast()
            let (curve, error) = try BezierKeyframeCurve.baking(
                animation.value(at:), derivative: animation.derivative(at:), from: 0, to: 1, maxError: 1e-9, breakpoints: Array(knots))
            // Turning points away from the keyframes (one at a keyframe, the corner's peak, is that
            // keyframe's key).
            var turning = 0
            for i in 1...4096 where (animation.derivative(at: Double(i - 1) / 4096) > 0) != (animation.derivative(at: Double(i) / 4096) > 0) {
                if !knots.contains(where: { Double(i - 1) / 4096 <= $0 && $0 <= Double(i) / 4096 }) { turning += 1 }
            }
            #expect(curve.keys.count == 4 + turning && error <= 1e-12, "\(animation.calculationMode): \(curve.keys.map(\.time)), error \(error)")
            let corner = try #require(curve.keys.firstIndex { $0.time == knots.first })
            #expect(abs(curve.inDerivatives[corner] - animation.derivative(at: knots.first!.nextDown)) <= 1e-9 * 600, "\(curve.inDerivatives[corner])")
            #expect(curve.outDerivatives[corner] == animation.derivative(at: knots.first!))
        }
    }

    /// A corner that is also a turning point (linear keyframes 0, 1, 0: the peak at ½) is one key,
    /// not two an ulp apart; each segment, a line, is reproduced to rounding.
    @Test func aPeakAtACornerIsOneKey() throws {
        let tent = try KeyframeAnimation(values: [0.0, 1, 0])
        let (curve, error) = try BezierKeyframeCurve.baking(tent.value(at:), derivative: tent.derivative(at:), from: 0, to: 1, maxError: 1e-9, breakpoints: [0.5])
        #expect(curve.keys.map(\.time) == [0, 0.5, 1] && error <= 2 * .ulpOfOne, "\(curve.keys.map(\.time)), \(error)")
    }

    /// With a time step (Compose's keyframes take whole milliseconds) every key is on the grid,
    /// the end included, and the bound still holds.
    @Test func keysOnAGrid() throws {
        let (curve, _) = try BezierKeyframeCurve.baking(Self.spring, derivative: Self.springSlope, from: 0, to: 1.2, maxError: 1e-3, timeStep: 0.001)
        for key in curve.keys {
            #expect(abs(key.time * 1000 - (key.time * 1000).rounded()) < 1e-9, "\(key.time)")
        }
        #expect(curve.keys.last?.time == 1.2)
        var worst = 0.0
        for i in 0...20_000 { let t = 1.2 * Double(i) / 20_000; worst = max(worst, abs(curve.value(at: t) - Self.spring(t))) }
        #expect(worst <= 1e-3, "\(worst)")
    }

    /// Each segment is a normalised easing (1/3, y1, 2/3, y2), the form Lottie's o/i handles and
    /// CSS's per-keyframe cubic-bezier() write; the curve rebuilt from the easings is the same
    /// curve to within 1e-12.
    @Test func segmentsAsEasings() throws {
        let (curve, _) = try BezierKeyframeCurve.baking(Self.spring, derivative: Self.springSlope, from: 0, to: 1.2, maxError: 1e-4)
        let easings = try (0..<(curve.keys.count - 1)).map { i in try curve.easing(ofSegment: i) }
        for easing in easings {
            let e = try #require(easing)
            #expect(abs(e.x1 - 1 / 3.0) < 1e-15 && abs(e.x2 - 2 / 3.0) < 1e-15, "\(e)")
        }
        let rebuilt = try BezierKeyframeCurve(times: curve.keys.map(\.time), values: curve.keys.map(\.value), easings: easings)
        for i in 0...1000 {
            let t = 1.2 * Double(i) / 1000
            #expect(abs(rebuilt.value(at: t) - curve.value(at: t)) < 1e-12, "at \(t)")
        }
    }

    /// An exponential approach, 1 − e^(−8t) over [0, 1] (a decay's glide), within 0.02: its tail is long and
    /// shallow, so the free baking's last segments start steeper than a third of their mean
    /// slope allows in a unit square (a handle height above 1). With `handleRange: 0...1` (SVG
    /// keySplines) every height lies in the unit square and the error stays within the bound on
    /// 20,001 points; so do easeInQuart, easeOutQuart and easeInOutQuint, whose Hermite height at
    /// a key of fourth- or fifth-order contact is outside the square at any length. A range
    /// without 1/3 and 2/3 is refused.
    @Test func handlesInTheUnitSquare() throws {
        let f = { (t: Double) in 1 - exp(-8 * t) }, df = { (t: Double) in 8 * exp(-8 * t) }
        func heights(_ curve: BezierKeyframeCurve) throws -> [Double] {
            try (0..<(curve.keys.count - 1)).compactMap { try curve.easing(ofSegment: $0) }.flatMap { [$0.y1, $0.y2] }
        }
        let (free, _) = try BezierKeyframeCurve.baking(f, derivative: df, from: 0, to: 1, maxError: 0.02)
        let (unit, reported) = try BezierKeyframeCurve.baking(f, derivative: df, from: 0, to: 1, maxError: 0.02, handleRange: 0...1)
        let (freeHeights, unitHeights) = (try heights(free), try heights(unit))
        print("exponential approach: \(free.keys.count) keys (heights \(freeHeights.min()!)…\(freeHeights.max()!)), in the unit square \(unit.keys.count)")
        #expect(freeHeights.contains { !(0...1).contains($0) }, "the free baking already fits: \(freeHeights)")
        #expect(unitHeights.allSatisfy { (0...1).contains($0) }, "\(unitHeights)")
        var worst = 0.0
        for i in 0...20_000 {
            let t = Double(i) / 20_000
            worst = max(worst, abs(unit.value(at: t) - f(t)))
        }
        #expect(worst <= 0.02 && reported <= 0.02, "\(worst), reported \(reported)")
        print("in the unit square: \(unit.keys.count) keys, heights \(unitHeights.min()!)…\(unitHeights.max()!)")
        // Where the function meets its key to higher order (t⁴ at 0: the Hermite height −1/3 at
        // any length), the height is clamped into the range and the segment kept within the bound.
        for (curve, name) in [(PennerEasing(.quart, .in), "easeInQuart"), (PennerEasing(.quart, .out), "easeOutQuart"), (PennerEasing(.quint, .inOut), "easeInOutQuint")] {
            let (baked, error) = try BezierKeyframeCurve.baking(curve.value(at:), derivative: curve.derivative(at:), from: 0, to: 1, maxError: 1e-3, handleRange: 0...1)
            let heights = try heights(baked)
            var worst = 0.0
            for i in 0...20_000 {
                let t = Double(i) / 20_000
                worst = max(worst, abs(baked.value(at: t) - curve.value(at: t)))
            }
            #expect(heights.allSatisfy { (0...1).contains($0) } && worst <= 1e-3 && error <= 1e-3, "\(name): \(heights), error \(worst)")
        }
        #expect(throws: KeyframeError.self) { try BezierKeyframeCurve.baking(f, derivative: df, from: 0, to: 1, maxError: 1e-3, handleRange: 0.5...1) }
    }

    /// A turning point where the derivative jumps sign (easeOutBounce's floor, a bounce) is one
    /// key with the slope of each side: each bounce is a parabola, so the curve bakes to rounding
    /// with keys only at the floors and crests (8 in all).
    @Test func aBounceIsACorner() throws {
        let bounce = PennerEasing(.bounce, .out)
        let (curve, error) = try BezierKeyframeCurve.baking(bounce.value(at:), derivative: bounce.derivative(at:), from: 0, to: 1, maxError: 1e-3)
        #expect(curve.keys.count == 8 && error < 1e-15, "\(curve.keys.count) keys, error \(error)")
        for floor in [1 / 2.75, 2 / 2.75, 2.5 / 2.75] {
            let key = try #require(curve.keys.first { abs($0.time - floor) < 1e-12 }, "no key at the floor \(floor)")
            let i = curve.keys.firstIndex(of: key)!
            #expect(curve.inDerivatives[i] > 0 && curve.outDerivatives[i] < 0, "floor \(floor): \(curve.inDerivatives[i]), \(curve.outDerivatives[i])")
        }
    }

    /// Bad input is a typed error, never a crash or a hang: a bound of 0, an empty or infinite
    /// range, a function that is not finite, a time step of 0 or one giving more than 10¹⁵ steps, and a
    /// function too wiggly for the limit (sin 1000t over 100 s within 1e-9 needs millions of keys).
    /// A jump is baked as a segment narrower than the bisection can split (sub-ulp), error 0.
    @Test func badInput() throws {
        #expect(throws: KeyframeError.self) { try BezierKeyframeCurve.baking(sin, derivative: cos, from: 0, to: 1, maxError: 0) }
        #expect(throws: KeyframeError.self) { try BezierKeyframeCurve.baking(sin, derivative: cos, from: 1, to: 1, maxError: 1e-3) }
        #expect(throws: KeyframeError.self) { try BezierKeyframeCurve.baking(sin, derivative: cos, from: 0, to: .infinity, maxError: 1e-3) }
        #expect(throws: KeyframeError.self) { try BezierKeyframeCurve.baking({ 1 / $0 }, derivative: { -1 / ($0 * $0) }, from: -1, to: 1, maxError: 1e-3) }
        #expect(throws: KeyframeError.self) { try BezierKeyframeCurve.baking(sin, derivative: cos, from: 0, to: 1, maxError: 1e-3, timeStep: 1e-16) }
        #expect(throws: KeyframeError.self) { try BezierKeyframeCurve.baking(sin, derivative: cos, from: 0, to: 1, maxError: 1e-3, timeStep: 0) }
        let started = Date()
        #expect(throws: KeyframeError.self) { try BezierKeyframeCurve.baking({ sin(1000 * $0) }, derivative: { 1000 * cos(1000 * $0) }, from: 0, to: 100, maxError: 1e-9) }
        print("too many keys refused after \(Date().timeIntervalSince(started)) s")
        let (jump, error) = try BezierKeyframeCurve.baking({ $0 < 0.5 ? 0 : 1 }, derivative: { _ in 0 }, from: 0, to: 1, maxError: 1e-3)
        let times = jump.keys.map(\.time)
        #expect(times.count == 4 && times[2] - times[1] < 1e-15 && error == 0, "\(times), \(error)")
    }
}
