import Testing

/// SplitMix64: a small seeded generator so that every random test is reproducible
/// (shared by the test targets).
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    /// The committed seed `site` under the default `MOTIONCURVES_SEED`, one derived from it under
    /// any other (``TestSeed``); give the test the `.reportsSeed` trait so failures print the seed.
    public init(testSeed site: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(seed: TestSeed.derived(site, from: TestSeed.current(sourceLocation: sourceLocation) ?? TestSeed.defaultSeed))
    }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
