import Benchmark
import TimingCurves

// Each benchmark evaluates the same 1,000 inputs `passes` times per iteration (100,000 evaluations,
// named "[100000 per iteration]"), so that the harness's own cost per iteration (clock reads,
// malloc counters: a few hundred ns) is negligible even for the floor; with one pass it moved the
// floor from run to run (Benchmarks/README.md). Random inputs are independent single solves;
// sorted inputs are an animation's frames. The comparison with the native solvers of browser
// engines is NativePairing.swift (all parts in every iteration of one benchmark per curve); the
// ratios go into Benchmarks/README.md (Benchmarks/ratios.py).

let randomInputs: [Double] = {
    var state: UInt64 = 0x1234_5678
    return (0..<1000).map { _ in
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
}()
let sortedInputs: [Double] = (0..<1000).map { Double($0) / 999 }
let passes = 100

let curves: [(name: String, points: (Double, Double, Double, Double))] = [
    ("ease", (0.25, 0.1, 0.25, 1)),
    ("back", (0.68, -0.55, 0.265, 1.55)),
    ("hard", (0, 1, 1, 0)),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )

    for (name, p) in curves {
        let ours = try! CubicBezier(p.0, p.1, p.2, p.3)
        Benchmark("solve \(name): ours, full precision [100000 per iteration]") { benchmark in
            for _ in 0..<passes { for x in randomInputs { blackHole(ours.value(at: x)) } }
        }
    }
    registerNativePairing()

    // The vertical inflection (1, 0, 0, 1) (issue 16, precision at singular points): random inputs
    // over [0, 1], of which those with |x − ½| ≲ 0.047 are solved about the inflection, and
    // random inputs within 1/25 of ½, all of them solved there (the rare path's own cost).
    let inflection = try! CubicBezier(1, 0, 0, 1)
    let nearInflection = randomInputs.map { 0.46 + 0.08 * $0 }
    Benchmark("solve inflection (1, 0, 0, 1): ours, full precision [100000 per iteration]") { benchmark in
        for _ in 0..<passes { for x in randomInputs { blackHole(inflection.value(at: x)) } }
    }
    Benchmark("solve inflection (1, 0, 0, 1) within 1/25 of x = 1/2: ours, full precision [100000 per iteration]") { benchmark in
        for _ in 0..<passes { for x in nearInflection { blackHole(inflection.value(at: x)) } }
    }

    let ease = CubicBezier.ease.prepared()
    Benchmark("sweep ease: ours, sorted batch [100000 per iteration]") { benchmark in
        for _ in 0..<passes { blackHole(ease.values(at: sortedInputs)) }
    }
    Benchmark("sweep ease: ours, one value(at:) per input [100000 per iteration]") { benchmark in
        for _ in 0..<passes { for x in sortedInputs { blackHole(ease.value(at: x)) } }
    }
    // Construction of the plain value (the checks), and of the prepared form: both forms'
    // guess tables (64 node solves) and acceptance bounds.
    Benchmark("create a cubic-bezier curve [1000 per iteration]") { benchmark in
        for i in 0..<1000 { blackHole(try! CubicBezier(Double(i) / 1000, 0.1, 0.25, 1)) }
    }
    Benchmark("prepare a cubic-bezier curve [1000 per iteration]") { benchmark in
        for i in 0..<1000 { blackHole(try! CubicBezier(Double(i) / 1000, 0.1, 0.25, 1).prepared()) }
    }
    // A new prepared curve's first evaluation allocates its polynomial table and builds the record of its
    // input's interval (a Taylor series): 100 curves created outside the timed region, each then
    // evaluated once.
    Benchmark("first evaluation of a new prepared cubic-bezier curve [100 per iteration]") { benchmark in
        let curves = (0..<100).map { try! CubicBezier(Double($0) / 100, 0.1, 0.25, 1).prepared() }
        benchmark.startMeasurement()
        for curve in curves { blackHole(curve.value(at: 0.3)) }
        benchmark.stopMeasurement()
    }
    // A new prepared curve's first batch builds every record (62 on these curves): 100 curves, each then
    // given one batch of eight inputs.
    Benchmark("first batch of a new prepared cubic-bezier curve, all intervals built [100 per iteration]") { benchmark in
        let curves = (0..<100).map { try! CubicBezier(Double($0) / 100, 0.1, 0.25, 1).prepared() }
        let inputs = (1...8).map { Double($0) / 9 }
        benchmark.startMeasurement()
        for curve in curves { blackHole(curve.values(at: inputs)) }
        benchmark.stopMeasurement()
    }
    // The floor: one cubic polynomial evaluation per input, ((a·t + b)·t + c)·t.
    Benchmark("floor: one polynomial evaluation [100000 per iteration]") { benchmark in
        let (a, b, c) = (1 + 3 * (0.25 - 0.25), 3 * 0.25 - 6 * 0.25, 3 * 0.25)
        for _ in 0..<passes { for t in sortedInputs { blackHole(((a * t + b) * t + c) * t) } }
    }
}
