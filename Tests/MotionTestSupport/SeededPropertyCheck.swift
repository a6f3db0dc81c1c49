import Foundation
import PropertyBased
import Testing

// swift-property-based 2.0.1 seeds each case of `propertyCheck` with a fresh `Xoshiro()` from
// SystemRandomNumberGenerator; its only fixed seed is the `.fixedSeed(…)` trait, which runs a
// single case and then always records an issue ("do not commit"). So the project drives the
// library's generators itself (their public `run(using:limit:)` with a `Xoshiro` it seeds) from
// ``TestSeed``, with the same call shape as `propertyCheck`.

/// The case generators of a property: case k is a `Xoshiro` whose state is the next four words of
/// a SplitMix64 stream seeded with ``TestSeed/stream(_:name:)``.
public struct PropertyCases {
    var splitMix: SeededGenerator

    public init(seed: UInt64, name: String) {
        splitMix = SeededGenerator(seed: TestSeed.stream(seed, name: name))
    }

    public mutating func next() -> Xoshiro {
        Xoshiro(seed: (splitMix.next(), splitMix.next(), splitMix.next(), splitMix.next()))
    }
}

/// The first `count` inputs `seededPropertyCheck` would pass to a property named `name` under
/// `seed` (for checking the seeding itself).
public func propertyInputs<Value>(
    _ input: Generator<Value, some Sequence>, seed: UInt64, name: String, count: Int
) throws -> [Value] {
    var cases = PropertyCases(seed: seed, name: name)
    return try (0..<count).map { _ in
        var rng = cases.next()
        return try input.run(using: &rng, limit: 10_000)
    }
}

/// Divides every seeded property's case count (keeping at least one case) when
/// `MOTIONCURVES_PROPERTY_DIVISOR` is set to a positive integer. `make sanitize` sets it to 10:
/// the sanitizer runs check memory and threads, not numerics, and under their instrumentation a
/// cubic Bézier's first evaluation (which then built its whole polynomial table) was slow enough
/// that the 10,000-curve properties dominated the thread-sanitizer run. `make test` runs every case.
public enum PropertyCaseDivisor {
    public static let environmentVariable = "MOTIONCURVES_PROPERTY_DIVISOR"
    /// The divisor read from this process's environment (once); 1 when unset or invalid.
    public static let value: Int = ProcessInfo.processInfo.environment[environmentVariable]
        .flatMap { Int($0) }.map { Swift.max(1, $0) } ?? 1
}

/// `propertyCheck` on cases drawn from this run's seed (``TestSeed``; `MOTIONCURVES_SEED`):
/// calls `body` on `count` generated inputs, stopping after the first case with a failure. Every
/// issue recorded in a case gets a comment with the seed setting that replays the run, the case
/// number and the input. (`isolation` keeps `propertyCheck`'s call shape; `body` is called in place.)
public func seededPropertyCheck<Value>(
    count: Int = 100,
    input: Generator<Value, some Sequence>,
    perform body: (Value) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    guard let test = Test.current else { preconditionFailure("seededPropertyCheck must be called from within a test") }
    guard let seed = TestSeed.current(sourceLocation: sourceLocation) else { return }
    let count = Swift.max(1, count / PropertyCaseDivisor.value)
    var cases = PropertyCases(seed: seed, name: test.name)
    for k in 0..<count {
        var rng = cases.next()
        let replay = "\(TestSeed.setting(seed)) (set it to replay this run), case \(k + 1) of \(count) of \(test.name)"
        let value: Value
        do {
            value = try input.run(using: &rng, limit: 10_000)
        } catch {
            Issue.record("generator: \(error); \(replay)", sourceLocation: sourceLocation)
            return
        }
        nonisolated(unsafe) let input = value, body = body
        let failures = FailureCount()
        let handler = IssueHandlingTrait.compactMapIssues { issue in
            var issue = issue
            if issue.isFailure { failures.add() }
            issue.comments.append(Comment(rawValue: "\(replay); input \(String(describingForTest: input))"))
            return issue
        }
        do {
            try await handler.provideScope(for: test, testCase: Test.Case.current) {
                try await body(input)
            }
        } catch {
            Issue.record(error, "\(replay); input \(String(describingForTest: input))", sourceLocation: sourceLocation)
            return
        }
        if failures.value > 0 { return }
    }
}

private final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

// The arities the tests use, zipped into one generator as the library's own overloads do.

public func seededPropertyCheck<A, B>(
    count: Int = 100,
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>,
    perform body: (A, B) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(count: count, input: zip(g0, g1), perform: { try await body($0.0, $0.1) }, isolation: isolation, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C>(
    count: Int = 100,
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    perform body: (A, B, C) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(count: count, input: zip(g0, g1, g2), perform: { try await body($0.0, $0.1, $0.2) }, isolation: isolation, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C, D>(
    count: Int = 100,
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    _ g3: Generator<D, some Sequence>,
    perform body: (A, B, C, D) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, input: zip(g0, g1, g2, g3), perform: { try await body($0.0, $0.1, $0.2, $0.3) },
        isolation: isolation, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C, D, E>(
    count: Int = 100,
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    _ g3: Generator<D, some Sequence>, _ g4: Generator<E, some Sequence>,
    perform body: (A, B, C, D, E) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, input: zip(g0, g1, g2, g3, g4), perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4) },
        isolation: isolation, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C, D, E, F>(
    count: Int = 100,
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    _ g3: Generator<D, some Sequence>, _ g4: Generator<E, some Sequence>, _ g5: Generator<F, some Sequence>,
    perform body: (A, B, C, D, E, F) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, input: zip(g0, g1, g2, g3, g4, g5), perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) },
        isolation: isolation, sourceLocation: sourceLocation)
}

public func seededPropertyCheck<A, B, C, D, E, F, G>(
    count: Int = 100,
    input g0: Generator<A, some Sequence>, _ g1: Generator<B, some Sequence>, _ g2: Generator<C, some Sequence>,
    _ g3: Generator<D, some Sequence>, _ g4: Generator<E, some Sequence>, _ g5: Generator<F, some Sequence>,
    _ g6: Generator<G, some Sequence>,
    perform body: (A, B, C, D, E, F, G) async throws -> Void,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await seededPropertyCheck(
        count: count, input: zip(g0, g1, g2, g3, g4, g5, g6),
        perform: { try await body($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6) },
        isolation: isolation, sourceLocation: sourceLocation)
}
