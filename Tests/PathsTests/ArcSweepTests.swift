import Paths
import Testing

/// SVG's sweep flag picks the direction round the centre, and an arc never turns more than once:
/// the half circle from (0, 0) to (2, 0) of radius 1 is π long either way, through (1, 1) with the
/// flag 0 (decreasing angles) and through (1, −1) with the flag 1 (SVG 2 §F.6.5).
@Suite struct ArcSweepTests {
    @Test(arguments: [(0, -1.0), (1, 1.0)])
    func halfCirclesTurnOnceInTheirFlagsDirection(_ flag: Int, _ side: Double) throws {
        let path = try Path(svgPathData: "M 0 0 A 1 1 0 0 \(flag) 2 0")
        #expect(abs(path.length - Double.pi) <= 4e-15, "length \(path.length)")
        let animation = try PathAnimation(path: path, paced: true)
        let quarter = animation.value(at: 0.25), half = animation.value(at: 0.5)
        // A quarter of the way: 45° from the start, on the flag's side of the chord.
        let r = 0.5.squareRoot()
        #expect(abs(quarter.x - (1 - r)) <= 1e-12 && abs(quarter.y + side * r) <= 1e-12, "quarter \(quarter)")
        #expect(abs(half.x - 1) <= 1e-12 && abs(half.y + side) <= 1e-12, "half \(half)")
    }

    /// A quarter circle's chord: the small arcs are π/2 long and the large ones 3π/2, for either
    /// sweep flag, between either pair of ends (so every sign of the raw angle difference meets
    /// every flag: an arc wrapped the wrong way turns 2π too far).
    @Test func everyFlagCombinationTurnsLessThanOnce() throws {
        for (from, to) in [("0 0", "1 1"), ("1 1", "0 0"), ("0 0", "1 -1"), ("1 -1", "0 0")] {
            for large in [0, 1] {
                for sweep in [0, 1] {
                    let text = "M \(from) A 1 1 0 \(large) \(sweep) \(to)"
                    let length = try Path(svgPathData: text).length
                    let expected = large == 1 ? 1.5 * Double.pi : 0.5 * Double.pi
                    #expect(abs(length - expected) <= 1e-14, "\(text): length \(length), expected \(expected)")
                }
            }
        }
    }
}
