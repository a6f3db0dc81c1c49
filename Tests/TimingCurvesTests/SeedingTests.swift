import MotionTestSupport
import PropertyBased
import Testing

/// The seeding of the random tests (MotionTestSupport's TestSeed): a seed fixes every generated
/// input, and MOTIONCURVES_SEED's parsing picks the seed (tested on the parser, not by changing
/// this process's environment).
@Suite struct SeedingTests {
    static let input = zip(Gen.double(in: -100...100), Gen.int(in: 0...1_000), Gen.double(in: 0...1).array(of: 0...5))

    static func inputs(seed: UInt64, name: String = "p()") throws -> [String] {
        try propertyInputs(Self.input, seed: seed, name: name, count: 200).map { String(describing: $0) }
    }

    @Test func theSameSeedGivesTheSameInputs() throws {
        let first = try Self.inputs(seed: TestSeed.defaultSeed), second = try Self.inputs(seed: TestSeed.defaultSeed)
        #expect(first == second)
        #expect(Set(first).count > 190, "the cases differ from each other")
        // The SplitMix tests' generators: the same committed seed, the same stream.
        var a = SeededGenerator(seed: 18), b = SeededGenerator(seed: 18)
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
    }

    @Test func aDifferentSeedOrPropertyGivesDifferentInputs() throws {
        let defaultRun = try Self.inputs(seed: TestSeed.defaultSeed)
        let other = try #require(TestSeed.parse("0x2A"))
        #expect(try Self.inputs(seed: other) != defaultRun)
        #expect(try Self.inputs(seed: TestSeed.defaultSeed, name: "q()") != defaultRun)
        #expect(try Self.inputs(seed: other) == Self.inputs(seed: 42))
    }

    @Test func parsingMotionCurvesSeed() {
        #expect(TestSeed.parse(nil) == TestSeed.defaultSeed)
        #expect(TestSeed.parse("") == TestSeed.defaultSeed)
        #expect(TestSeed.parse("  ") == TestSeed.defaultSeed)
        #expect(TestSeed.parse("42") == 42)
        #expect(TestSeed.parse(" 0x2a ") == 42)
        #expect(TestSeed.parse("0X5EED_C0DE_0000_0001") == TestSeed.defaultSeed)
        #expect(TestSeed.parse("18446744073709551615") == .max)
        for invalid in ["18446744073709551616", "-1", "0x", "seed", "0x_1", "1_", "4__2", "1.5"] {
            #expect(TestSeed.parse(invalid) == nil, "'\(invalid)'")
        }
        #expect(TestSeed.parse("random") != nil)
        // The printed setting parses back to the seed.
        for seed: UInt64 in [0, 42, TestSeed.defaultSeed, .max] {
            let setting = TestSeed.setting(seed)
            #expect(setting.hasPrefix("MOTIONCURVES_SEED=0x") && TestSeed.parse(String(setting.dropFirst(18))) == seed, "\(setting)")
        }
    }

    @Test func committedSeedsAreKeptAtTheDefaultSeed() {
        for site: UInt64 in [7, 18, 0x5EED_0001] {
            #expect(TestSeed.derived(site, from: TestSeed.defaultSeed) == site)
            #expect(TestSeed.derived(site, from: 42) != site)
            #expect(TestSeed.derived(site, from: 42) != TestSeed.derived(site + 1, from: 42))
        }
    }

    @Test func ulpTolerance() {
        #expect(isClose(1.0, 1.0, ulps: 0) && isClose(1 + 2 * .ulpOfOne, 1, ulps: 2) && !isClose(1 + 4 * .ulpOfOne, 1, ulps: 3))
        // Below 1 an ulp of 1 is two ulps of the value: `of:` names the scale.
        #expect(!isClose(1 - 4 * .ulpOfOne, 1.0.nextDown, ulps: 4) && isClose(1 - 4 * .ulpOfOne, 1, ulps: 4, of: 1))
        #expect(!isClose(.nan, .nan, ulps: 1e300) && ulpError(3, 2) == 1 / (2.0).ulp)
    }
}
