import Foundation
import MotionMath
import MotionTestSupport
import Testing
import ValueSpaces

@Suite("Colours: Codable")
struct ColorCodingTests {
    /// Every space, missing channels included, round-trips through JSON exactly (the shortest
    /// round-trip numbers of JSONEncoder), and missing channels are `null`.
    @Test(.reportsSeed) func roundTripsExactly() throws {
        var rng = SeededGenerator(testSeed: 0xC0DE_C010)
        for space in ColorSpace.allCases {
            for k in 0..<16 {
                let missing = ColorChannels(rawValue: UInt8(k))
                let color = try Color(space, Double.random(in: -2...2, using: &rng), Double.random(in: -2...2, using: &rng),
                                      Double.random(in: -360...360, using: &rng), alpha: Double.random(in: 0...1, using: &rng), missing: missing)
                let data = try JSONEncoder().encode(color)
                let back = try JSONDecoder().decode(Color.self, from: data)
                #expect(back == color, "\(String(decoding: data, as: UTF8.self))")
            }
        }
        let text = String(decoding: try JSONEncoder().encode(try Color(css: "oklch(0.7 0.1 none / none)")), as: UTF8.self)
        #expect(text.contains("\"components\":[0.7,0.1,null]") && text.contains("\"alpha\":null") && text.contains("\"space\":\"oklch\""), "\(text)")
    }

    /// Bad input is a DecodingError carrying the reason, never a trap or an invalid colour; an
    /// absent alpha means opaque.
    @Test func decodingValidates() throws {
        func decode(_ json: String) throws -> Color { try JSONDecoder().decode(Color.self, from: Data(json.utf8)) }
        #expect(try decode(#"{"space": "rec2020", "components": [1, 0, 0]}"#) == Color(.rec2020, 1, 0, 0))
        for bad in [#"{"space": "cmyk", "components": [1, 0, 0]}"#, #"{"space": "srgb", "components": [1, 0]}"#,
                    #"{"space": "srgb", "components": [1, 0, 0], "alpha": 1.5}"#, #"{"space": "srgb", "components": [1e999, 0, 0]}"#,
                    #"{"space": "srgb"}"#, #"{"components": [1, 0, 0]}"#, #"{"space": "srgb", "components": [1, 0, 0], "alpha": "1"}"#] {
            #expect(throws: DecodingError.self, "\(bad)") { try decode(bad) }
        }
        do {
            _ = try decode(#"{"space": "srgb", "components": [1, 0, 0], "alpha": -0.5}"#)
            Issue.record("an alpha of -0.5 decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("outside [0, 1]"), "\(context.debugDescription)")
        }
    }
}
