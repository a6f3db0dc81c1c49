import MotionTestSupport
import Paths
import PropertyBased
import RealModule
import Testing

/// Arc motion (Compose's ArcMode): the assertions of Compose's `ArcAnimationTest` on 0 → 300 in
/// both coordinates, closed forms where the arc is a circle (constant speed is then a uniform
/// angle) or unpaced (the angle is linear in time), the values of Compose's graph test beside the
/// exact ones, and seeded properties of the geometry.
@Suite struct ArcAnimationTests {
    static let corner = SIMD2<Double>(300, 300)

    /// Compose `ArcAnimationTest`: above stays above the line (x ahead, y behind), below the
    /// mirror image; 300 − x(¼) = y(¾); the velocity at ½ has x = y; above starts horizontally
    /// and ends vertically. A circle of radius 300 at constant speed: x = 300·sin(πt/2),
    /// y = 300·(1 − cos(πt/2)) for above. The paced walk inverts a certified arc-length table
    /// (relative 1e-12 of the length), hence 1e-9 of 300.
    @Test func composeArcAnimationTest() throws {
        let above = try ArcAnimation(values: [.zero, Self.corner], modes: [.above])
        let below = try ArcAnimation(values: [.zero, Self.corner], modes: [.below])
        let linear = try ArcAnimation(values: [.zero, Self.corner], modes: [.linear])
        for t in [0.25, 0.5, 0.75] {
            let (a, b, l) = (above.value(at: t), below.value(at: t), linear.value(at: t))
            #expect(a.x > 300 * t && a.y < 300 * t && b.x < 300 * t && b.y > 300 * t, "t \(t): \(a), \(b)")
            #expect(l == SIMD2(repeating: 300 * t), "linear at \(t): \(l)")
            let angle = Double.pi / 2 * t
            let circle = SIMD2(300 * Double.sin(angle), 300 * (1 - Double.cos(angle)))
            #expect(abs(a.x - circle.x) <= 3e-7 && abs(a.y - circle.y) <= 3e-7, "above at \(t): \(a) vs \(circle)")
            #expect(abs(b.x - circle.y) <= 3e-7 && abs(b.y - circle.x) <= 3e-7, "below at \(t): \(b)")
        }
        #expect(abs(300 - above.value(at: 0.25).x - above.value(at: 0.75).y) <= 3e-7)
        let middle = above.derivative(at: 0.5)
        #expect(abs(middle.x - middle.y) <= 1e-9 * middle.x, "\(middle)")
        // Speed: the quarter circle's length 150π over the whole duration.
        #expect(abs(Double.hypot(middle.x, middle.y) - 150 * Double.pi) <= 1e-9 * 150 * Double.pi, "\(middle)")
        let (start, end) = (above.derivative(at: 0), above.derivative(at: 1))
        #expect(start.x > 0 && abs(start.y) <= 1e-9 * start.x && end.y > 0 && abs(end.x) <= 1e-9 * end.y, "\(start), \(end)")
        #expect(above.value(at: 0) == .zero && above.value(at: 1) == Self.corner && above.value(at: 2) == Self.corner)
    }

    /// Unpaced, the angle is linear in time. Below from (0, 0) to (200, 400) starts vertically:
    /// x = 200 − 200·cos(πt/2), y = 400·sin(πt/2).
    @Test func unpacedAngleIsLinear() throws {
        let arc = try ArcAnimation(values: [.zero, SIMD2(200, 400)], modes: [.below], paced: false)
        for k in 1..<20 {
            let t = Double(k) / 20, angle = Double.pi / 2 * t
            let expected = SIMD2(200 - 200 * Double.cos(angle), 400 * Double.sin(angle))
            let got = arc.value(at: t)
            #expect(abs(got.x - expected.x) <= 1e-12 * 400 && abs(got.y - expected.y) <= 1e-12 * 400, "t \(t): \(got) vs \(expected)")
        }
    }

    /// Compose's graph test (`ArcSpline(ArcBelow, [0, 5] s, (0, 0) → (200, 400))`) labels its axes
    /// with its own values at 1 s and 4 s: (5.925, 96.641) and (113.9, 361.036). Compose walks a
    /// 90-chord table of the quarter ellipse in Float; the exact constant-speed walk gives
    /// (5.92499, 96.64140) and (113.89673, 361.03311). Compose's algorithm re-run in Float gives
    /// (113.90017, 361.03640) at 4 s: its table is off by 0.0034 there, and the labels are rounded
    /// to three decimals (0.0005), hence 0.004.
    @Test func composeGraphValues() throws {
        let arc = try ArcAnimation(values: [.zero, SIMD2(200, 400)], keyTimes: [0, 1], modes: [.below])
        for (t, compose) in [(1.0, SIMD2(5.925, 96.641)), (4.0, SIMD2(113.9, 361.036))] {
            let exact = arc.value(at: t / 5)
            let difference = exact - compose
            #expect(abs(difference.x) <= 0.004 && abs(difference.y) <= 0.004, "t \(t) s: exact \(exact), Compose \(compose)")
        }
    }

    /// Several keys, a mode per segment, key times: each key exactly at its time, each arc in its
    /// own box, linear between keys that share a coordinate.
    @Test func keyframesWithModes() throws {
        let values: [SIMD2<Double>] = [.zero, SIMD2(200, 200), SIMD2(400, 400), SIMD2(400, 100), SIMD2(100, 0)]
        let arc = try ArcAnimation(values: values, keyTimes: [0, 0.2, 0.5, 0.7, 1], modes: [.above, .below, .above, .linear])
        for (key, time) in zip(values, [0, 0.2, 0.5, 0.7, 1]) { #expect(arc.value(at: time) == key, "key at \(time)") }
        #expect(arc.value(at: 0.1).x > 100 && arc.value(at: 0.35).x < 300, "\(arc.value(at: 0.1)), \(arc.value(at: 0.35))")
        #expect(arc.value(at: 0.6) == SIMD2(400, 250), "same x: a line")
        #expect(arc.path.segments.count == 4)
    }

    /// Which side each mode bulges to, for all four directions of travel, from the definition
    /// (not the implementation's centre): above passes the chord's midpoint on the side of the
    /// smaller y, below on the side of the larger.
    @Test func bulgeSides() throws {
        for to in [SIMD2<Double>(300, 200), SIMD2(-300, 200), SIMD2(300, -200), SIMD2(-300, -200)] {
            for mode in [ArcMode.above, .below] {
                let arc = try ArcAnimation(values: [.zero, to], modes: [mode])
                // The arc's midpoint against the chord (through the origin) at the same x.
                let middle = arc.value(at: 0.5), chordY = to.y / to.x * middle.x
                #expect(mode == .above ? middle.y < chordY : middle.y > chordY, "\(mode) to \(to): \(middle), chord y \(chordY)")
            }
        }
    }

    /// Seeded: every arc point lies on its ellipse (the centre a corner of the keys' box), inside
    /// the box; paced, the speed is the arc's length over its share of time everywhere.
    @Test func geometry() async {
        let coordinate = Gen.double(in: -500...500)
        await seededPropertyCheck(count: 500, input: coordinate, coordinate, coordinate, coordinate, Gen.bool, Gen.double(in: 0.01...0.99)) {
            x1, y1, x2, y2, above, t in
            let (from, to) = (SIMD2(x1, y1), SIMD2(x2, y2))
            guard x1 != x2, y1 != y2 else { return }
            let arc = try! ArcAnimation(values: [from, to], modes: [above ? .above : .below])
            let p = arc.value(at: t)
            let (lo, hi) = (pointwiseMin(from, to), pointwiseMax(from, to))
            let slack = 1e-12 * 1000
            #expect(p.x >= lo.x - slack && p.x <= hi.x + slack && p.y >= lo.y - slack && p.y <= hi.y + slack, "\(p) outside the box")
            let vertical = above ? y2 < y1 : y2 > y1
            let centre = vertical ? SIMD2(x2, y1) : SIMD2(x1, y2)
            let q = (p - centre) / SIMD2(abs(x2 - x1), abs(y2 - y1))
            #expect(abs(q.x * q.x + q.y * q.y - 1) <= 1e-9, "\(p) off its ellipse: \(q)")
            let speed = arc.derivative(at: t)
            let length = arc.path.length
            #expect(abs(Double.hypot(speed.x, speed.y) - length) <= 1e-9 * length, "speed \(speed) vs length \(length)")
        }
    }

    @Test func badInputIsRefused() {
        for (values, keyTimes, modes) in [
            ([SIMD2<Double>](), nil, [ArcMode.above]),
            ([.zero, SIMD2(1, 1)], nil, []),
            ([.zero, SIMD2(1, 1), SIMD2(2, 0)], nil, [.above, .below, .above]),
            ([.zero, SIMD2(.nan, 1)], nil, [.above]),
            ([.zero, SIMD2(1, 1)], [0, 2], [.above]),
            ([.zero, SIMD2(1, 1)], [0.5, 1], [.above]),
            ([SIMD2(-1e308, 0), SIMD2(1e308, 1)], nil, [.above]),
        ] as [([SIMD2<Double>], [Double]?, [ArcMode])] {
            #expect(throws: PathError.self, "\(values) \(String(describing: keyTimes)) \(modes)") {
                try ArcAnimation(values: values, keyTimes: keyTimes, modes: modes)
            }
        }
        let arc = try! ArcAnimation(values: [.zero, SIMD2(1, 1)], modes: [.above])
        #expect(arc.value(at: .nan).x.isNaN && arc.derivative(at: .nan).x.isNaN)
    }
}
