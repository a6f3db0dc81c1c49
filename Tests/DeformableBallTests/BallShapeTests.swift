import Foundation
import Testing
import DeformableBall
import Keyframes
import Paths
import MotionMath

private typealias Point = SIMD2<Double>

@Suite("The deformable ball: geometry, SVG path data, the circle it approximates")
struct BallShapeTests {
    @Test func restingBallIsTheArticlesFourBeziers() throws {
        let ball = try BallShape(diameter: 60, factor: 0)
        let k = 60 / 3.6
        let p = ball.controlPoints
        #expect(p == [
            Point(30, 0), Point(30 + k, 0), Point(60, 30 - k), Point(60, 30), Point(60, 30 + k), Point(30 + k, 60), Point(30, 60),
            Point(30 - k, 60), Point(0, 30 + k), Point(0, 30), Point(0, 30 - k), Point(30 - k, 0), Point(30, 0),
        ])
        let path = ball.path
        #expect(path.segments.count == 4 && path.subpathStarts.isEmpty)
        #expect(path.segments.allSatisfy { if case .cubic = $0 { true } else { false } })
        #expect(path.segments.last?.end == path.segments.first?.start)
        #expect(ball.svgPathData.hasPrefix("M 30 0 C ") && ball.svgPathData.hasSuffix(" 30 0 Z"), "\(ball.svgPathData)")
    }

    @Test func factorMovesTopBottomInAndTheLeadingSideOut() throws {
        // extra = (2/5)·60·1 = 24: A and C move in by 24, the leading side out by 48.
        let left = try BallShape(diameter: 60, factor: 1, direction: .left).endPoints
        #expect(left.a == Point(30, 24) && left.c == Point(30, 36) && left.d == Point(-48, 30) && left.b == Point(60, 30))
        let right = try BallShape(diameter: 60, factor: 1, direction: .right).endPoints
        #expect(right.b == Point(108, 30) && right.d == Point(0, 30))
        let half = try BallShape(diameter: 10, factor: 0.5, direction: .right, offset: .value(2), origin: Point(100, -5))
        #expect(half.endPoints.b == Point(100 + 5 + 5 + 4, 0) && half.controlPoints[1] == Point(107, -3))
        let circle = try BallShape(diameter: 2, factor: 0, offset: .circle)
        #expect(circle.offset == BallShape.circleKappa)
        #expect(abs(BallShape.circleKappa - 4.0 / 3 * tan(Double.pi / 8)) <= 2 * BallShape.circleKappa.ulp)
    }

    @Test func badBallsAreTypedErrors() {
        let cases: [(Double, Double, BallShape.OffsetRule, BallShape.Direction)] = [
            (0, 0.5, .kyAnimatedPageControl, .left), (-1, 0.5, .kyAnimatedPageControl, .left), (.nan, 0.5, .kyAnimatedPageControl, .left), (.infinity, 0.5, .kyAnimatedPageControl, .left),
            (10, 1.5, .kyAnimatedPageControl, .left), (10, -0.1, .kyAnimatedPageControl, .left), (10, .nan, .kyAnimatedPageControl, .left), (10, .infinity, .kyAnimatedPageControl, .left),
            (10, 0.5, .value(-1), .left), (10, 0.5, .value(.nan), .left), (10, 0.5, .value(.infinity), .left),
            (1e308, 1, .kyAnimatedPageControl, .right),  // B at 1.8e308: the shape overflows
        ]
        for (d, f, rule, side) in cases {
            #expect(throws: KeyframeError.self, "d \(d) factor \(f) \(rule)") {
                try BallShape(diameter: d, factor: f, direction: side, offset: rule)
            }
        }
        #expect(throws: KeyframeError.self) { try BallShape(diameter: 1, factor: -1.01, allowsOvershoot: true) }
        #expect(throws: KeyframeError.self) { try BallShape(diameter: 1, factor: 0, origin: Point(.nan, 0)) }
        #expect(throws: KeyframeError.self) { try BallShape.frames(factors: [1, 0.5, .nan], diameter: 1) }
        #expect(throws: KeyframeError.self) { try BallShape.frames(factors: .init(repeating: 0, count: BallShape.maximumFrames + 1), diameter: 1) }
        #expect((try? BallShape(diameter: 1, factor: -1, allowsOvershoot: true)) != nil)
    }

    /// max over the ball's four curves of ||p(u) − centre| − r| / r, on a grid of 2·10⁵ + 1
    /// parameters per curve refined by parabolic interpolation at the grid's extremum — a method
    /// independent of ``BallShape/quarterCircleDeviation(offset:)`` (grid and golden section on
    /// one quarter in closed form).
    static func sampledDeviation(_ ball: BallShape) -> Double {
        let r = ball.diameter / 2, centre = ball.origin + Point(r, r)
        var worst = 0.0
        for segment in ball.path.segments {
            let n = 200_000
            let f = (0...n).map { i in abs(((segment.value(at: Double(i) / Double(n)) - centre) * (1 / r)).magnitude - 1) }
            guard let i = f.indices.max(by: { f[$0] < f[$1] }) else { continue }
            var peak = f[i]
            if i > 0 && i < n {
                let (a, b, c) = (f[i - 1], f[i], f[i + 1])
                let denominator = a - 2 * b + c
                if denominator < 0 { peak = b - (a - c) * (a - c) / (8 * denominator) }
            }
            worst = max(worst, peak)
        }
        return worst
    }

    @Test func circleDeviationOfTheOffsetRules() throws {
        // The figures quoted in Keyframes.md ("The deformable ball").
        let seed = try BallShape(diameter: 2, factor: 0, offset: .kyAnimatedPageControl)
        let circle = try BallShape(diameter: 2, factor: 0, offset: .circle)
        let seedQuarter = try #require(BallShape.quarterCircleDeviation(offset: 1 / 1.8))
        let circleQuarter = try #require(BallShape.quarterCircleDeviation(offset: BallShape.circleKappa))
        let seedSampled = Self.sampledDeviation(seed), circleSampled = Self.sampledDeviation(circle)
        print("ball deviation / r: seed \(seedQuarter) sampled \(seedSampled); circle \(circleQuarter) sampled \(circleSampled)")
        // The seed's d/3.6 bulges out most at the midpoint u = 1/2, where |B| = √2(4 + 3k)/8 in closed form.
        let seedMidpoint = 2.0.squareRoot() * (4 + 3 / 1.8) / 8 - 1
        #expect(abs(seedQuarter.signed - seedMidpoint) <= 1e-15, "\(seedQuarter) vs \(seedMidpoint)")
        #expect(abs(seedQuarter.at - 0.5) <= 1e-7, "\(seedQuarter.at)")  // a flat peak: u to √ε
        // The kappa curve passes through the midpoint and bulges out at two symmetric points.
        #expect(circleQuarter.signed > 0 && abs(circleQuarter.maximum - 2.7253e-4) <= 1e-8, "\(circleQuarter)")
        // The grid with parabolic refinement agrees to its own error: h² |f″|/8 with h = 5e-6 is
        // far below 1e-12; the deviations are ~1e-3 computed from coordinates ~1, so ~1e-16 each.
        #expect(abs(seedSampled - seedQuarter.maximum) <= 1e-12, "\(seedSampled) vs \(seedQuarter.maximum)")
        #expect(abs(circleSampled - circleQuarter.maximum) <= 1e-12, "\(circleSampled) vs \(circleQuarter.maximum)")
        // Scale invariance: a ball of diameter 60 deviates by the same fraction of its radius.
        let big = try BallShape(diameter: 60, factor: 0, offset: .kyAnimatedPageControl, origin: Point(7, 9))
        #expect(abs(Self.sampledDeviation(big) - seedQuarter.maximum) <= 1e-12)
    }

    @Test func minimaxOffsetComputedTwoWays() throws {
        // Independent of the library's golden section over k: the minimax curve equioscillates,
        // its outward bulge equal to its inward dip at u = 1/2, where the radius is √2(4 + 3k)/8 in
        // closed form; bisect k on bulge(k) + dip(k) = 0 with the bulge from a fine grid.
        func bulge(_ k: Double) -> Double {
            var best = 0.0
            var lo = 0.0, hi = 0.5  // the bulge is unimodal on (0, 1/2): ternary search
            for _ in 0..<200 {
                let m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3
                if radius(k, m1) < radius(k, m2) { lo = m1 } else { hi = m2 }
            }
            best = radius(k, (lo + hi) / 2) - 1
            return best
        }
        func radius(_ k: Double, _ u: Double) -> Double {
            let v = 1 - u
            let x = v * v * v + 3 * v * v * u + 3 * v * u * u * k, y = 3 * v * v * u * k + 3 * v * u * u + u * u * u
            return (x * x + y * y).squareRoot()
        }
        func dip(_ k: Double) -> Double { 2.0.squareRoot() * (4 + 3 * k) / 8 - 1 }
        var (lo, hi) = (0.55, BallShape.circleKappa)
        for _ in 0..<200 where hi - lo > lo.ulp {
            let mid = (lo + hi) / 2
            if bulge(mid) + dip(mid) > 0 { hi = mid } else { lo = mid }
        }
        let bisected = (lo + hi) / 2
        let (golden, deviation) = BallShape.minimaxQuarterCircleOffset()
        print("minimax offset: bisection \(bisected), golden section \(golden), deviation \(deviation), known 0.5519150244935105")
        // k enters the deviations with slopes ≈ 0.5 (dip: 3√2/8), the deviations are computed to
        // a few ulps of 1, so both methods find k to ~1e-15; 1e-12 leaves margin for the flat peak.
        #expect(abs(bisected - 0.5519150244935105) <= 1e-12, "\(bisected)")
        #expect(abs(golden - 0.5519150244935105) <= 1e-12, "\(golden)")
        #expect(abs(deviation - 1.9607e-4) <= 1e-8, "\(deviation)")
        #expect(abs(deviation + dip(golden)) <= 1e-14, "equioscillation: \(deviation) vs dip \(dip(golden))")
    }

    @Test func svgPathDataRoundTripsBitForBit() throws {
        var generator = SystemRandomNumberGenerator()
        for trial in 0..<200 {
            var path = Path()
            func point() -> Point {
                Point(Double.random(in: -1e3...1e3, using: &generator), Double.random(in: -1e-3...1e5, using: &generator)) * (trial.isMultiple(of: 7) ? 1e-9 : 1)
            }
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                try path.move(to: point())
                for _ in 0..<Int.random(in: 1...5, using: &generator) {
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: try path.addLine(to: point())
                    case 1: try path.addQuadCurve(to: point(), control: point())
                    default: try path.addCurve(to: point(), control1: point(), control2: point())
                    }
                }
                if Bool.random(using: &generator) { path.closeSubpath() }
            }
            let text = path.svgPathData
            let back = try Path(svgPathData: text)
            #expect(back.segments == path.segments && back.subpathStarts == path.subpathStarts, "\(text)")
        }
        let ball = try BallShape(diameter: 17, factor: 0.37, direction: .right, offset: .circle).path
        #expect(try Path(svgPathData: ball.svgPathData).segments == ball.segments)
        // Arcs: quarter-turn pieces tracing the same curve up to rounding.
        var arc = Path()
        try arc.addArc(center: Point(3, 4), radius: 5, startAngle: 0.3, endAngle: 5, clockwise: false)
        let arcBack = try Path(svgPathData: arc.svgPathData)
        #expect(arcBack.segments.count == 3 && abs(arcBack.length - arc.length) <= 1e-12 * arc.length, "\(arc.svgPathData)")
        for segment in arcBack.segments {
            for u in stride(from: 0.0, through: 1.0, by: 0.125) {
                let p = segment.value(at: u)
                #expect(abs((p - Point(3, 4)).magnitude - 5) <= 1e-13 * 5, "\(segment) at \(u)")
            }
        }
    }
}
