import Testing
@testable import Keyframes

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
}
