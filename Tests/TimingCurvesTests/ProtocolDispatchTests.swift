// `input(forProgress:)` and `values(at:)` are requirements of `TimingCurve`, so generic code,
// existentials and `EasingFunction` reach a curve's own implementation (CubicBezier's exact inverse
// and SIMD batch) instead of the protocol extension's defaults.

import MotionTestSupport
import Testing
import TimingCurves

/// A curve that forwards value and slope to a cubic Bézier but keeps the protocol's default
/// inverse and batch, so the defaults can be told apart from CubicBezier's own.
private struct DefaultsOnly: TimingCurve {
    let bezier: CubicBezier
    func value(at x: Double) -> Double { bezier.value(at: x) }
    func slope(at x: Double) -> Double { bezier.slope(at: x) }
    func valueAndSlope(at x: Double) -> (value: Double, slope: Double) { bezier.valueAndSlope(at: x) }
    var mapsEndpointsExactly: Bool { true }
    var isMonotone: Bool { bezier.isMonotone }
}

/// Counts calls of its own batch and inverse, to show which implementation a call reaches.
private final class CallCounter: @unchecked Sendable {
    var batches = 0
    var inverses = 0
}

private struct Spy: TimingCurve {
    let counter: CallCounter
    func value(at x: Double) -> Double { x }
    func slope(at x: Double) -> Double { 1 }
    func valueAndSlope(at x: Double) -> (value: Double, slope: Double) { (x, 1) }
    var mapsEndpointsExactly: Bool { true }
    var isMonotone: Bool { true }
    func values<C: Collection>(at inputs: C) -> [Double] where C.Element == Double {
        counter.batches += 1
        return inputs.map { $0 }
    }
    func input(forProgress y: Double) throws(TimingCurveError) -> Double {
        counter.inverses += 1
        return y
    }
}

private func genericBatch(_ curve: some TimingCurve, _ inputs: [Double]) -> [Double] { curve.values(at: inputs) }
private func genericInverse(_ curve: some TimingCurve, _ y: Double) throws -> Double { try curve.input(forProgress: y) }

@Suite struct ProtocolDispatchTests {
    static let curves: [(String, CubicBezier)] = [
        ("ease", .ease), ("easeInOut", .easeInEaseOut),
        ("back", try! CubicBezier(0.68, -0.55, 0.265, 1.55)), ("vertical", try! CubicBezier(0, 1, 1, 0)),
    ]

    @Test func existentialAndGenericCallsReachTheCurvesOwnImplementations() throws {
        let counter = CallCounter()
        let spy = Spy(counter: counter)
        let existential: any TimingCurve = spy
        _ = existential.values(at: [0.25, 0.5])
        _ = try existential.input(forProgress: 0.5)
        _ = genericBatch(spy, [0.5])
        _ = try genericInverse(spy, 0.5)
        #expect(counter.batches == 2, "batch calls through any/some TimingCurve reached the default, not the curve's own")
        #expect(counter.inverses == 2, "inverse calls through any/some TimingCurve reached the default, not the curve's own")
    }

    @Test(.reportsSeed, arguments: curves) func batchIsBitIdenticalThroughEveryDispatch(name: String, curve: CubicBezier) {
        var rng = SeededGenerator(testSeed: 0x5EED_0013)
        var inputs = (0..<1000).map { _ in Double.random(in: 0...1, using: &rng) }
        inputs += [0, 1, -0.25, 1.5, 0x1p-1074, 1 - 0x1p-53]
        let concrete = curve.values(at: inputs)
        let paths: [(String, [Double])] = [
            ("any TimingCurve", (curve as any TimingCurve).values(at: inputs)),
            ("some TimingCurve", genericBatch(curve, inputs)),
            ("EasingFunction", EasingFunction.cubicBezier(curve).values(at: inputs)),
            ("any TimingCurve of EasingFunction", (EasingFunction.cubicBezier(curve) as any TimingCurve).values(at: inputs)),
        ]
        for (path, values) in paths {
            let differing = zip(concrete, values).enumerated().first { $0.element.0.bitPattern != $0.element.1.bitPattern }
            #expect(differing == nil, "\(name) via \(path): input \(differing.map { inputs[$0.offset] } ?? 0) gives \(differing?.element.1 ?? 0), concrete \(differing?.element.0 ?? 0)")
        }
    }

    @Test(.reportsSeed, arguments: curves.filter { $0.1.isMonotone }) func inverseIsCubicBeziersExactOneThroughEveryDispatch(name: String, curve: CubicBezier) throws {
        var rng = SeededGenerator(testSeed: 0x5EED_0014)
        let progresses = (0..<2000).map { _ in Double.random(in: 0...1, using: &rng) } + [0, 1, 0.5]
        let defaults = DefaultsOnly(bezier: curve)
        var defaultDiffers = false
        for y in progresses {
            let exact = try curve.input(forProgress: y)
            let viaAny = try (curve as any TimingCurve).input(forProgress: y)
            let viaSome = try genericInverse(curve, y)
            let viaEasing = try EasingFunction.cubicBezier(curve).input(forProgress: y)
            let viaEasingAny = try (EasingFunction.cubicBezier(curve) as any TimingCurve).input(forProgress: y)
            for (path, x) in [("any", viaAny), ("some", viaSome), ("EasingFunction", viaEasing), ("any EasingFunction", viaEasingAny)] {
                #expect(x.bitPattern == exact.bitPattern, "\(name) via \(path) at y = \(y): \(x), exact inverse \(exact)")
            }
            if try defaults.input(forProgress: y).bitPattern != exact.bitPattern { defaultDiffers = true }
        }
        // The comparison can tell the paths apart: the default (Newton on the forward curve) differs
        // from the exact inverse in the last bits somewhere on these inputs.
        #expect(defaultDiffers, "\(name): the default inverse matched the exact one on every input, so this test could not detect a wrong dispatch")
    }
}
