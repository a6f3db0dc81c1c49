import Keyframes
import Paths
import LinearSolvers
import Springs
import Testing
import Timelines
import TimingCurves

struct Pose: Sendable, Equatable { var scale = 1.0; var offset = SIMD2<Double>(0, 0) }

/// Every public type is Sendable; shared values evaluated from many tasks at once give exactly the
/// serial results (the types are immutable after construction; the Gauss–Legendre cache is behind
/// a mutex).
@Suite struct ConcurrencyTests {
    @Test func sharedValuesFromManyTasks() async throws {
        let curve = try CubicBezier(0.68, -0.55, 0.265, 1.55)
        let spring = Spring.bouncy
        let keyframes = try KeyframeAnimation(values: (0..<50).map { SIMD2<Double>(Double($0), Double($0 % 7)) }, calculationMode: .cubicPaced)
        let path = try PathAnimation(path: Path(svgPathData: "M 74 74 C 74 500 320 500 320 74 C 320 500 566 500 566 74"), paced: true)
        let timeline = try KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.scale) { LinearKeyframe(2.0, duration: 0.3); SpringKeyframe(1.0, spring: .bouncy) }
            KeyframeTrack(\Pose.offset) { CubicKeyframe(SIMD2(10, 0), duration: 0.4); CubicKeyframe(SIMD2(0, 10), duration: 0.4) }
        }
        let inputs = (0...500).map { Double($0) / 500 }
        func evaluate(_ x: Double) -> [Double] {
            let pose = timeline.value(at: x)
            let spot = path.value(at: x)
            let key = keyframes.value(at: x)
            return [curve.value(at: x), curve.derivative(at: x), spring.value(at: x, from: 0.0, to: 1.0), key.x, key.y,
                    spot.x, spot.y, path.angle(at: x), pose.scale, pose.offset.x, pose.offset.y]
        }
        let serial = inputs.map(evaluate)
        let results = await withTaskGroup(of: (Int, [[Double]]).self) { group in
            for task in 0..<32 {
                group.addTask {
                    // Each task walks the inputs in its own order, and asks for a rule order too.
                    _ = try? GaussLegendreRule.order(8 + task % 5)
                    let order = task % 2 == 0 ? Array(inputs.indices) : Array(inputs.indices.reversed())
                    var out = [[Double]](repeating: [], count: inputs.count)
                    for i in order { out[i] = evaluate(inputs[i]) }
                    return (task, out)
                }
            }
            var all: [(Int, [[Double]])] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 32)
        for (task, values) in results {
            #expect(values == serial, "task \(task) differs from the serial results")
        }
        // The cached rules are the same objects' values whichever task computed them.
        #expect(try GaussLegendreRule.order(10) == GaussLegendreRule.order(10))
    }

    /// A cubic Bézier's polynomial table is allocated by its first evaluation and each record is
    /// built by the first evaluation in its interval (or by a batch): many tasks that all start
    /// on a fresh curve at once (through `value(at:)` and through the batch, racing to build the
    /// same records in the same order) publish one table and get exactly the results of a curve
    /// evaluated serially. (The thread sanitizer run of `.ci/run` checks the publication itself.)
    @Test func firstEvaluationsOfAFreshCurveFromManyTasks() async throws {
        let inputs = (0...256).map { Double($0) / 256 }
        for round in 0..<16 {
            let p = (0.05 + 0.05 * Double(round), -0.3 + 0.1 * Double(round), 0.9 - 0.04 * Double(round), 1.2)
            let serial = try CubicBezier(p.0, p.1, p.2, p.3)
            let expected = inputs.map { serial.value(at: $0) }
            let shared = try CubicBezier(p.0, p.1, p.2, p.3)
            let results = await withTaskGroup(of: [Double].self) { group in
                for task in 0..<16 {
                    group.addTask { task % 2 == 0 ? inputs.map { shared.value(at: $0) } : shared.values(at: inputs) }
                }
                var all: [[Double]] = []
                for await result in group { all.append(result) }
                return all
            }
            #expect(results.count == 16)
            for values in results {
                #expect(values.map(\.bitPattern) == expected.map(\.bitPattern), "round \(round): a task differs from the serial results")
            }
        }
    }

    /// The arc-length inverses of paced keyframes and paced paths are built piece by piece on the
    /// first query in each piece (Keyframes' ArcLengthTable). Sixteen tasks query a fresh
    /// animation at once, in interleaved orders and through the batch, and each must get the bits
    /// of the same queries made on another fresh animation by one thread.
    @Test func firstPacedQueriesOfAFreshAnimationFromManyTasks() async throws {
        let fractions = (0...400).map { Double($0) / 400 }
        let points: [SIMD2<Double>] = (0..<40).map { i -> SIMD2<Double> in
            let height: Double = i % 2 == 0 ? 1 + Double(i % 5) / 5 : -1
            return SIMD2<Double>(Double(i), height)
        }
        var path = Path()
        try path.move(to: SIMD2(0, 0))
        for i in 0..<40 {
            let x = Double(i)
            try path.addCurve(to: SIMD2(x + 1, 0), control1: SIMD2(x + 0.2, 1.5), control2: SIMD2(x + 0.8, -1.5))
        }
        for round in 0..<8 {
            let serialKeys = try KeyframeAnimation(values: points, calculationMode: .cubicPaced)
            let serialPath = try PathAnimation(path: path, paced: true)
            let expected = fractions.map { serialKeys.value(at: $0) } + fractions.map { serialPath.value(at: $0) }
            let keys = try KeyframeAnimation(values: points, calculationMode: .cubicPaced)
            let paced = try PathAnimation(path: path, paced: true)
            let results = await withTaskGroup(of: [SIMD2<Double>].self) { group in
                for task in 0..<16 {
                    group.addTask {
                        // Each task starts at another piece, so that first queries of a piece race.
                        let order = fractions.indices.map { (($0 * 7 + task * 25) % fractions.count) }
                        var keyValues = [SIMD2<Double>](repeating: .zero, count: fractions.count)
                        var pathValues = keyValues
                        if task % 4 == 3 {
                            keyValues = keys.values(at: fractions)
                        } else {
                            for k in order { keyValues[k] = keys.value(at: fractions[k]) }
                        }
                        for k in order { pathValues[k] = paced.value(at: fractions[k]) }
                        return keyValues + pathValues
                    }
                }
                var all: [[SIMD2<Double>]] = []
                for await result in group { all.append(result) }
                return all
            }
            #expect(results.count == 16)
            for values in results {
                let same = zip(values, expected).allSatisfy { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern }
                #expect(same, "round \(round): a task differs from the serial results")
            }
        }
    }
}
