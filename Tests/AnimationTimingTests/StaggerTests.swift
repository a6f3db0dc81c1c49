import AnimationTiming
import Foundation
import Testing
import TimingCurves

/// Stagger delays in GSAP's, Motion's and anime.js's conventions, against each convention's
/// formula worked by hand for small groups (anime.js: the values of its own stagger tests), with
/// the error printed.
struct StaggerTests {
    static func expectClose(_ got: [Double], _ expected: [Double], _ label: String) {
        #expect(got.count == expected.count, "\(label): \(got)")
        // A handful of rounded operations on numbers below 1: a few ulps of 1.
        for (g, e) in zip(got, expected) { #expect(abs(g - e) <= 1e-15, "\(label): \(got) vs \(expected)") }
    }

    @Test func gsapInARow() throws {
        Self.expectClose(try Stagger(.each(0.1)).delays(count: 5), [0, 0.1, 0.2, 0.3, 0.4], "first")
        // From the center the span is still each × (n − 1): the ends start 0.4 late.
        Self.expectClose(try Stagger(.each(0.1), from: .center).delays(count: 5), [0.4, 0.2, 0, 0.2, 0.4], "center")
        Self.expectClose(try Stagger(.each(0.1), from: .edges).delays(count: 5), [0, 0.2, 0.4, 0.2, 0], "edges")
        Self.expectClose(try Stagger(.each(0.1), from: .last).delays(count: 5), [0.4, 0.3, 0.2, 0.1, 0], "end")
        Self.expectClose(try Stagger(.total(1), from: .index(1)).delays(count: 4), [0.5, 0, 0.5, 1], "amount from index 1")
        Self.expectClose(try Stagger(.total(1), start: 2).delays(count: 5), [2, 2.25, 2.5, 2.75, 3], "amount with base")
        Self.expectClose(try Stagger(.each(0.1)).delays(count: 1), [0], "one item")
        #expect(try Stagger(.each(0.1)).delays(count: 0).isEmpty)
    }

    /// power2.in (s²) over the normalised distance; edges run the inverted ease.
    @Test func gsapEased() throws {
        let quadIn = EasingFunction.penner(PennerEasing(.quad, .in))
        Self.expectClose(try Stagger(.each(0.1), easing: quadIn).delays(count: 5), [0, 0.025, 0.1, 0.225, 0.4], "quad-in")
        // edges: base + span·ease(1 − s), s = 1, ½, 0, ½, 1.
        Self.expectClose(try Stagger(.each(0.1), from: .edges, easing: quadIn).delays(count: 5), [0, 0.1, 0.4, 0.1, 0], "edges quad-in")
    }

    /// A 3 × 3 grid from the center: corners at √2, sides at 1, over each × max(3, 3).
    @Test func gsapGrid() throws {
        let side = 0.3 / 2.0.squareRoot()
        Self.expectClose(try Stagger(.each(0.1), from: .center, gridColumns: 3).delays(count: 9),
                         [0.3, side, 0.3, side, 0, side, 0.3, side, 0.3], "grid center")
        // Along x only, from the first item: the column index over each × columns.
        Self.expectClose(try Stagger(.each(0.1), gridColumns: 3, axis: .x).delays(count: 9),
                         [0, 0.15, 0.3, 0, 0.15, 0.3, 0, 0.15, 0.3], "axis x")
        Self.expectClose(try Stagger(.each(0.1), gridColumns: 3, axis: .y).delays(count: 6),
                         [0, 0, 0, 0.2, 0.2, 0.2], "axis y, 2 rows: each × n/columns")
        // A fraction (1, 0) of a 4-column grid: the origin sits half a cell past the last column.
        let d = try Stagger(.total(1), from: .fraction(x: 1, y: 0), gridColumns: 4, axis: .x).delays(count: 4)
        Self.expectClose(d, [1, 2.0 / 3, 1.0 / 3, 0], "fraction x = 1")
        // GSAP's "start" is the fraction (0, 0): half a cell before the first item, so on a 2 × 2
        // grid the side items sit at (√2.5 − √0.5)/√2 = (√5 − 1)/2 of the span, not 1/√2.
        let start = try Stagger(.total(1), from: try #require(Stagger.origin(parsing: "start")), gridColumns: 2).delays(count: 4)
        let golden = (5.0.squareRoot() - 1) / 2
        Self.expectClose(start, [0, golden, golden, 1], "GSAP start")
    }

    /// Motion: each × |origin − j|; with an ease, ease(delay/(n·each))·n·each.
    @Test func motion() throws {
        Self.expectClose(try Stagger(.each(0.1), from: .center, convention: .motion).delays(count: 5), [0.2, 0.1, 0, 0.1, 0.2], "center")
        Self.expectClose(try Stagger(.each(0.1), from: .last, start: 0.5, convention: .motion).delays(count: 3), [0.7, 0.6, 0.5], "last")
        Self.expectClose(try Stagger(.each(0.2), from: .index(1.5), convention: .motion).delays(count: 4), [0.3, 0.1, 0.1, 0.3], "index 1.5")
        let quadIn = EasingFunction.penner(PennerEasing(.quad, .in))
        Self.expectClose(try Stagger(.each(0.1), easing: quadIn, convention: .motion).delays(count: 5), [0, 0.02, 0.08, 0.18, 0.32], "quad-in")
        Self.expectClose(try Stagger(.each(0), easing: quadIn, convention: .motion).delays(count: 3), [0, 0, 0], "zero spacing")
    }

    /// anime.js's own test values (`tests/suites/stagger.test.js`, five items unless noted; a
    /// grid of 5 × 3), in its units: the delays are start + spacing × a hundredth-rounded
    /// distance, one rounding of a product and one of a sum from the decimal literals (2 ulps).
    @Test func anime() throws {
        func expect(_ stagger: Stagger, _ count: Int, _ expected: [Double], _ label: String) throws {
            let got = try stagger.delays(count: count)
            #expect(got.count == expected.count, "\(label): \(got)")
            for (g, e) in zip(got, expected) { #expect(abs(g - e) <= 4.5e-16 * max(1, abs(e)), "\(label): \(got) vs \(expected)") }
        }
        try expect(Stagger(.each(10), convention: .anime), 4, [0, 10, 20, 30], "stagger(10)")
        try expect(Stagger(.total(20), start: -10, convention: .anime), 5, [-10, -5, 0, 5, 10], "stagger([-10, 10])")
        try expect(Stagger(.each(10), from: .center, convention: .anime), 5, [20, 10, 0, 10, 20], "center")
        try expect(Stagger(.each(10), from: .last, convention: .anime), 5, [40, 30, 20, 10, 0], "last")
        try expect(Stagger(.each(10), from: .index(1), convention: .anime), 5, [10, 0, 10, 20, 30], "from 1")
        try expect(Stagger(.each(10), from: .index(1), reversed: true, convention: .anime), 5, [20, 30, 20, 10, 0], "from 1 reversed")
        let inOutQuad = EasingFunction.penner(PennerEasing(.quad, .inOut))
        try expect(Stagger(.each(10), easing: inOutQuad, convention: .anime), 5, [0, 5, 20, 35, 40], "inOutQuad")
        let edge = [22.4, 14.1, 10, 14.1, 22.4], middle = [20.0, 10, 0, 10, 20]
        try expect(Stagger(.each(10), from: .center, gridColumns: 5, convention: .anime), 15, edge + middle + edge, "grid center")
        try expect(Stagger(.each(10), from: .fraction(x: 0.5, y: 0.5), gridColumns: 5, convention: .anime), 15, edge + middle + edge, "grid [0.5, 0.5]")
        let row = [-20.0, -10, 0, 10, 20]
        try expect(Stagger(.each(10), from: .center, gridColumns: 5, axis: .x, convention: .anime), 15, row + row + row, "axis x")
        try expect(Stagger(.each(10), from: .center, gridColumns: 5, axis: .y, convention: .anime), 15,
                   [Double](repeating: -10, count: 5) + [Double](repeating: 0, count: 5) + [Double](repeating: 10, count: 5), "axis y")
        let corner = try Stagger(.each(10), from: .fraction(x: 1, y: 1), gridColumns: 5, convention: .anime).delays(count: 15)
        for (got, expected) in zip([corner[14], corner[0], corner[4], corner[10]], [0, 44.7, 20, 40]) {
            #expect(abs(got - expected) <= 4.5e-16 * expected, "from [1, 1]: \(corner)")
        }
        // Worked by hand: the rounding is of the distance, before the spacing (1.6667 → 1.67).
        let outQuad = EasingFunction.penner(PennerEasing(.quad, .out))
        try expect(Stagger(.total(100), easing: outQuad, convention: .anime), 4, [0, 100.0 / 3 * 1.67, 100.0 / 3 * 2.67, 100], "[0, 100] outQuad")
        try expect(Stagger(.each(10), from: .center, convention: .anime), 4, [15, 5, 5, 15], "center of 4")
        let reversedEdge = [0, 8.2, 12.4, 8.2, 0], reversedMiddle = [2.4, 12.4, 22.4, 12.4, 2.4]
        try expect(Stagger(.each(10), from: .center, gridColumns: 5, reversed: true, convention: .anime), 15,
                   reversedEdge + reversedMiddle + reversedEdge, "grid center reversed")
        try expect(Stagger(.total(1), convention: .anime), 1, [0], "one item: no step")
        // Halves round up, as Math.round: −0.125 → −0.12 (not −0.13), 0.125 → 0.13.
        try expect(Stagger(.each(1), from: .index(0.125), convention: .anime), 2, [0.13, 0.88], "halves")
        try expect(Stagger(.each(1), from: .index(0.125), gridColumns: 2, axis: .x, convention: .anime), 2, [-0.12, 0.88], "negative halves")
    }

    /// Seeded: GSAP's delays always lie in [start, start + span], the nearest item to the origin
    /// at start and the farthest at start + span.
    @Test func gsapDelaysSpanTheAmount() throws {
        var state: UInt64 = 5
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % n
        }
        for _ in 0..<300 {
            let n = 1 + next(60), columns = next(3) == 0 ? nil : 1 + next(8)
            let origins: [Stagger.Origin] = [.first, .last, .center, .edges, .index(Double(next(n)))]
            let origin = origins[next(origins.count)]
            let delays = try Stagger(.total(2), from: origin, gridColumns: columns, start: 1).delays(count: n)
            #expect(delays.allSatisfy { $0 >= 1 && $0 <= 3 }, "\(n) \(String(describing: columns)) \(origin): \(delays)")
            if n > 1 && Set(delays).count > 1 { #expect(delays.min() == 1 && abs(delays.max()! - 3) <= 4e-16 * 3, "\(delays)") }
        }
    }

    @Test func badInputIsRefused() {
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(.nan)) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(-1)) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.total(1), start: .infinity) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), from: .index(-1)) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), from: .index(1.5)) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), from: .index(1e300), convention: .motion) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), from: .fraction(x: .nan, y: 0)) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), gridColumns: 0) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), gridColumns: 3, convention: .motion) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.total(1), convention: .motion) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), from: .edges, convention: .motion) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), axis: .x, convention: .motion) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), from: .edges, convention: .anime) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), from: .fraction(x: 0.5, y: 0.5), convention: .anime) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), axis: .y, convention: .anime) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), reversed: true) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), reversed: true, convention: .motion) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1e308), from: .center, convention: .anime).delays(count: 5) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1)).delays(count: -1) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1e308)).delays(count: 5) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1e308), convention: .motion).delays(count: 5) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1)).delays(count: 2_000_000) }
    }
}
