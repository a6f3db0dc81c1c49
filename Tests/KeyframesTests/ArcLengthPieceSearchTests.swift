import Testing
@testable import Keyframes
import Paths

/// The arc-length table's piece search (the hint, then the bucket index of `pieceStarts`)
/// against its definition by linear scan: the largest piece i with pieceStarts[i] ≤ s.
@Suite struct ArcLengthPieceSearchTests {
    /// Seeded: 300 tables of 1–60 straight pieces whose lengths span eight orders of magnitude,
    /// with runs of zero-length pieces; targets at every piece start, just around them, spread
    /// over [0, total], at the ends and NaN; hints anywhere.
    @Test func bucketsAndHintsMatchTheScan() {
        var state: UInt64 = 0xb0c4e75
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        func unit() -> Double { Double(next()) / Double(1 << 53) }
        var checked = 0
        for _ in 0..<300 {
            let pieces = 1 + Int(next() % 60)
            let lengths = (0..<pieces).map { _ -> Double in
                next() % 5 == 0 ? 0 : Double(sign: .plus, exponent: Int(next() % 27) - 13, significand: 1 + unit())
            }
            let table = ArcLengthTable(pieces: pieces, breakpoints: { _ in [] }) { i, _ in lengths[i] }
            let starts = table.pieceStarts
            let total = table.totalLength
            var targets = starts.flatMap { [$0, $0.nextDown, $0.nextUp] } + [0, total, .nan]
            targets += (0..<200).map { _ in unit() * total }
            for s in targets where s.isNaN || (s >= 0 && s <= total) {
                var expected = 0
                for i in 0..<pieces where starts[i] <= s { expected = i }
                let hint = Int(next() % UInt64(pieces + 2)) - 1
                let found = table.pieceIndex(atOrBelow: s, hint: hint)
                #expect(found == expected, "pieces \(lengths) at s = \(s) (hint \(hint)): found \(found), scan \(expected)")
                checked += 1
            }
        }
        #expect(checked > 60_000)
    }

    /// Totals whose bucket scale B/total is not finite (a subnormal total: B/total overflows;
    /// an infinite one) or pieces that mostly have zero length: the search still finds the
    /// largest piece starting at or below s (a review finding: with a subnormal total, 0·∞ = NaN
    /// put every zero start in the wrong bucket and s = 0 found piece 0 of [0, 0, 0, 5e-324]).
    @Test func extremeTotalsAndZeroLengthRuns() {
        let cases: [[Double]] = [
            [0, 0, 0x1p-1074], [0, 0, 0x1p-1060], [0, 0, 0, 0x1p-1062, 0], [0, 0, 0, 0x1p-1074, 0], [0x1p-1074, 0, 0x1p-1074], [0x1p-1060, 0x1p-1070, 0, 0],
            [.greatestFiniteMagnitude, .greatestFiniteMagnitude, 1], [1, .infinity, 1], [0, 0, 1, 0, 0, 2],
        ]
        for lengths in cases {
            let table = ArcLengthTable(pieces: lengths.count, breakpoints: { _ in [] }) { i, _ in lengths[i] }
            let starts = table.pieceStarts, total = table.totalLength
            for s in starts + [0, total, total / 2, .nan] where s.isNaN || (s >= 0 && s <= total) {
                var expected = 0
                for i in 0..<lengths.count where starts[i] <= s { expected = i }
                for hint in -1...lengths.count {
                    let found = table.pieceIndex(atOrBelow: s, hint: hint)
                    #expect(found == expected, "pieces \(lengths) (starts \(starts)) at s = \(s), hint \(hint): found \(found), scan \(expected)")
                }
            }
        }
    }

    /// A piece whose last stretch does not move (speed 1 up to u = ½, then 0; a breakpoint at ½):
    /// its table ends in empty sub-intervals, yet the piece's end is found from the last one's
    /// record (the end test now follows the search): the total length gives u = 1, lengths inside
    /// the moving part give u to 1e-14. The piece is alone, so that the length at its end is
    /// exactly its own (with a piece before it, the subtraction of that piece's start may round
    /// below the end, which then maps to u ≈ ½: the same point).
    @Test func trailingEmptySubIntervals() {
        let speed: (Int, Double) -> Double = { _, u in u < 0.5 ? 1 : 0 }
        let table = ArcLengthTable(pieces: 1, breakpoints: { _ in [0.5] }, speed: speed)
        #expect(abs(table.totalLength - 0.5) <= 1e-15, "\(table.totalLength)")
        let kinds = table.inverseKinds(speed: speed)
        #expect(kinds.contains(ArcLengthTable.empty), "\(kinds)")
        var hint = 0
        let end = table.locate(table.totalLength, hint: &hint, speed: speed)
        #expect(end.piece == 0 && end.u == 1, "\(end)")
        let beyond = table.locate(2, hint: &hint, speed: speed)
        #expect(beyond.piece == 0 && beyond.u == 1, "\(beyond)")
        for s in [0.1, 0.25, 0.4, 0.49] {
            let inside = table.locate(s, hint: &hint, speed: speed)
            #expect(inside.piece == 0 && abs(inside.u - s) <= 1e-14, "at \(s): \(inside)")
        }
    }

    /// The guide that steers the prefetch of random queries (`InverseStore.writeGuide`): none
    /// before a piece is built; once a query has built every piece of 200 zigzag keyframes (the
    /// benchmark's curve, fewer pieces), each piece's guide holds its block's k and, for each of
    /// its 31 cells, the last sub-interval whose start S(a) is at or below the cell's start
    /// m·L/31 (fractions ≥ 1 read the last cell, NaN and negative ones the first); and for 2·10⁴
    /// seeded random lengths, the guided sub-interval or the next one (the two whose records are
    /// prefetched) is the one the search finds in at least 95% of queries (98.1% here, 93.8% with
    /// 15 cells; printed on failure: this is what makes the prefetch pay, not a tolerance of the
    /// answer, which the guide never changes).
    @Test func guidesNameTheSubIntervalAtEachCellStart() throws {
        let points = (0..<201).map { i -> SIMD2<Double> in
            SIMD2<Double>(Double(i), (i % 2 == 0 ? 1 : -1) * (1 + Double(i % 7) / 7))
        }
        let animation = try KeyframeAnimation(values: points, calculationMode: .cubicPaced)
        let table = try #require(animation.arcLength)
        let store = table.inverses
        #expect(store.guess(piece: 7, fraction: 0.5) == nil, "a guide before the piece is built")
        _ = animation.values(at: (0...20_000).map { Double($0) / 20_000 })
        let cells = InverseStore.guideCells
        for i in 0..<table.pieceCount {
            let block = try #require(store.block(i), "piece \(i) not built")
            let k = ArcLengthTable.subintervalCount(block)
            let starts = (0..<k).map { block[2 + $0] }
            var atCells = [Int]()
            for m in 0..<cells {
                var expected = 0
                for j in 0..<k where starts[j] <= Double(m) * store.lengths[i] / Double(cells) { expected = j }
                atCells.append(expected)
                let guess = try #require(store.guess(piece: i, fraction: (Double(m) + 0.5) / Double(cells)))
                #expect(guess.count == k && guess.subinterval == expected, "piece \(i) cell \(m): guide \(guess), k \(k), expected \(expected)")
            }
            for (f, cell) in [(1.0, cells - 1), (2.0, cells - 1), (.infinity, cells - 1), (.nan, 0), (-0.5, 0), (0, 0)] {
                let guess = try #require(store.guess(piece: i, fraction: f))
                #expect(guess.subinterval == atCells[cell], "piece \(i) at fraction \(f): \(guess), cell \(cell) names \(atCells[cell])")
            }
        }
        var state: UInt64 = 0x9e1de
        var covered = 0, queries = 0
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let s = Double(state >> 11) / Double(1 << 53) * table.totalLength
            var hint = 0, cursor = PacedCursor()
            let found = table.locateBuilt(s, hint: &hint, cursor: &cursor)
            guard found.u != nil, found.local > 0, let block = store.block(found.piece) else { continue }
            let length = table.pieceStarts[found.piece + 1] - table.pieceStarts[found.piece]
            let guess = try #require(store.guess(piece: found.piece, fraction: found.local / length))
            let k = ArcLengthTable.subintervalCount(block)
            let j = (0..<k).last { block[2 + $0] <= found.local } ?? 0
            queries += 1
            if j == guess.subinterval || j == guess.subinterval + 1 { covered += 1 }
        }
        #expect(queries > 19_000 && Double(covered) >= 0.95 * Double(queries), "guided \(covered) of \(queries)")
    }
}
