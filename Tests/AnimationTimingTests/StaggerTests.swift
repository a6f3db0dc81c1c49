import AnimationTiming
import Foundation
import Testing
import TimingCurves

/// Stagger delays in GSAP's and Motion's conventions, against each convention's formula worked
/// by hand for small groups, with the error printed.
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
        Self.expectClose(try Stagger(.each(0.1), from: .center, columns: 3).delays(count: 9),
                         [0.3, side, 0.3, side, 0, side, 0.3, side, 0.3], "grid center")
        // Along x only, from the first item: the column index over each × columns.
        Self.expectClose(try Stagger(.each(0.1), columns: 3, axis: .x).delays(count: 9),
                         [0, 0.15, 0.3, 0, 0.15, 0.3, 0, 0.15, 0.3], "axis x")
        Self.expectClose(try Stagger(.each(0.1), columns: 3, axis: .y).delays(count: 6),
                         [0, 0, 0, 0.2, 0.2, 0.2], "axis y, 2 rows: each × n/columns")
        // A fraction (1, 0) of a 4-column grid: the origin sits half a cell past the last column.
        let d = try Stagger(.total(1), from: .fraction(x: 1, y: 0), columns: 4, axis: .x).delays(count: 4)
        Self.expectClose(d, [1, 2.0 / 3, 1.0 / 3, 0], "fraction x = 1")
        // GSAP's "start" is the fraction (0, 0): half a cell before the first item, so on a 2 × 2
        // grid the side items sit at (√2.5 − √0.5)/√2 = (√5 − 1)/2 of the span, not 1/√2.
        let start = try Stagger(.total(1), from: try #require(Stagger.origin(parsing: "start")), columns: 2).delays(count: 4)
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
            let delays = try Stagger(.total(2), from: origin, columns: columns, start: 1).delays(count: n)
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
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), columns: 0) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), columns: 3, convention: .motion) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.total(1), convention: .motion) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), from: .edges, convention: .motion) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1), axis: .x, convention: .motion) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1)).delays(count: -1) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1e308)).delays(count: 5) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1e308), convention: .motion).delays(count: 5) }
        #expect(throws: AnimationTimingError.self) { try Stagger(.each(1)).delays(count: 2_000_000) }
    }
}
