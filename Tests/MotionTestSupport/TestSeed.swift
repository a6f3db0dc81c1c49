import Foundation
import Testing

/// The one seed every random test derives its inputs from: a fixed default, overridden by the
/// environment variable `MOTIONCURVES_SEED`, and printed in every failure of a seeded test.
///
/// `MOTIONCURVES_SEED` format (read once per test process):
/// - unset or empty: ``defaultSeed`` (the committed run; Guides/Precision.md's figures are from it);
/// - a UInt64 in decimal (`12345`) or hexadecimal with `0x` (`0x5EEDC0DE00000001`; `_` allowed
///   between digits), surrounding spaces ignored: that seed;
/// - `random`: a fresh seed from the system generator, printed on failure like any other.
/// Anything else is reported as a failure of every seeded test (no silent fallback).
///
/// Property checks (``seededPropertyCheck(count:input:perform:isolation:sourceLocation:)``) draw
/// their cases from the seed and the test's name; the SplitMix tests with a committed constant
/// (``SeededGenerator/init(testSeed:sourceLocation:)``) keep that constant at the default seed and
/// derive a different one from any other seed. A failure prints `MOTIONCURVES_SEED=0x…`; running
/// the tests again with that setting replays it exactly.
public enum TestSeed {
    public static let environmentVariable = "MOTIONCURVES_SEED"
    public static let defaultSeed: UInt64 = 0x5EED_C0DE_0000_0001

    /// The seed a `MOTIONCURVES_SEED` value names (`nil` or empty: the default), or `nil` when the
    /// value is not a seed. `random` draws a fresh one.
    public static func parse(_ text: String?) -> UInt64? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return defaultSeed }
        if text.lowercased() == "random" {
            var system = SystemRandomNumberGenerator()
            return system.next()
        }
        var digits = Substring(text), radix = 10
        if digits.lowercased().hasPrefix("0x") {
            digits = digits.dropFirst(2)
            radix = 16
        }
        guard !digits.hasPrefix("_"), !digits.hasSuffix("_"), !digits.contains("__") else { return nil }
        return UInt64(digits.filter { $0 != "_" }, radix: radix)
    }

    /// `MOTIONCURVES_SEED` as read from this process's environment (once), or `nil` if invalid.
    public static let fromEnvironment: UInt64? = parse(ProcessInfo.processInfo.environment[environmentVariable])

    /// The raw setting, for messages.
    static var environmentText: String { ProcessInfo.processInfo.environment[environmentVariable] ?? "" }

    /// The seed of this run; records a failure (and returns `nil`) when `MOTIONCURVES_SEED` is invalid.
    public static func current(sourceLocation: SourceLocation = #_sourceLocation) -> UInt64? {
        if let seed = fromEnvironment { return seed }
        Issue.record(
            "\(environmentVariable)='\(environmentText)' is not a seed: use a UInt64 in decimal or 0x-hex, 'random', or leave it unset",
            sourceLocation: sourceLocation)
        return nil
    }

    /// `MOTIONCURVES_SEED=0x…`, the setting that replays a run from `seed`.
    public static func setting(_ seed: UInt64) -> String {
        let hex = String(seed, radix: 16, uppercase: true)
        return "\(environmentVariable)=0x" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The seed for a test that committed the constant `site`: `site` itself at the default seed,
    /// and an unrelated one (the SplitMix finaliser of the seed mixed in) at any other.
    public static func derived(_ site: UInt64, from seed: UInt64) -> UInt64 {
        site ^ mix(seed) ^ mix(defaultSeed)
    }

    /// The seed of a property's case stream: the run's seed mixed with the test's name (FNV-1a),
    /// so that two properties with the same generators do not see the same inputs.
    public static func stream(_ seed: UInt64, name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return mix(seed ^ hash)
    }

    /// The SplitMix64 finaliser (a bijection of UInt64).
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Trait where Self == IssueHandlingTrait {
    /// Adds this run's `MOTIONCURVES_SEED=0x…` to every issue of the test, for tests that draw
    /// from ``SeededGenerator/init(testSeed:sourceLocation:)``.
    public static var reportsSeed: Self {
        .compactMapIssues { issue in
            var issue = issue
            if let seed = TestSeed.fromEnvironment {
                issue.comments.append(Comment(rawValue: "random inputs from \(TestSeed.setting(seed)) (set it to replay this run)"))
            }
            return issue
        }
    }
}
