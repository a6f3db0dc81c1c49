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
    func derivative(at x: Double) -> Double { bezier.derivative(at: x) }
    func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) { bezier.valueAndDerivative(at: x) }
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
    func derivative(at x: Double) -> Double { 1 }
    func valueAndDerivative(at x: Double) -> (value: Double, derivative: Double) { (x, 1) }
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

/// The batch and one `value(at:)` per input agree bit for bit, the sign of zero included, on
/// curves that leave [0, 1] (y1 < 0 puts the batch's arithmetic at −0.0 where the scalar path's
/// is +0.0 unless the end points are pinned the same way).
@Suite struct BatchScalarBitIdentityTests {
    @Test(arguments: [
        (0.68, -0.55, 0.265, 1.55), (0.3, -0.5, 0.7, 1.5), (0.1, -1, 0.9, 2), (0, 1, 1, 0), (0.25, 0.1, 0.25, 1),
    ])
    func batchEqualsScalarIncludingSignedZero(x1: Double, y1: Double, x2: Double, y2: Double) throws {
        let curve = try CubicBezier(x1, y1, x2, y2)
        var inputs = [0.0, -0.0, 1, 0x1p-1074, 0x1p-60, 1e-300, 1 - 0x1p-53, 0.5, -0.25, 1.25]
        inputs += (0...64).map { Double($0) / 64 }
        for size in [1, 3, 4, 7, 8, 9, 16, inputs.count] {
            let chunk = Array(inputs.prefix(size))
            for repeated in [chunk, Array(repeating: 0.0, count: size), Array(repeating: 1.0, count: size)] {
                // The batch as dispatched and every kernel this processor runs, forced (the portable
                // SIMD8 one is the one a non-x86 build takes).
                for (kernel, batch) in [("dispatched", curve.values(at: repeated))] + curve.everyKernel(repeated) {
                    for (x, y) in zip(repeated, batch) {
                        let scalar = curve.reference(kernel, x)
                        #expect(y.bitPattern == scalar.bitPattern, "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at x = \(x) (\(kernel) batch of \(size)): batch \(y), scalar \(scalar)")
                    }
                }
            }
        }
    }
}
