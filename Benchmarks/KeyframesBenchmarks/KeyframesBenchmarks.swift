import Benchmark
import Keyframes
import Paths

// Keyframe benchmarks. "[N per iteration]" in a name is the number of operations per iteration
// (Benchmarks/ratios.py divides by it).

func zigzag(_ n: Int) -> [SIMD2<Double>] {
    (0..<n).map { i -> SIMD2<Double> in
        let sign: Double = i % 2 == 0 ? 1 : -1
        let height: Double = 1 + Double(i % 7) / 7
        return SIMD2<Double>(Double(i), sign * height)
    }
}

let points10k = zigzag(10_000)
// 3·10⁴ rather than 10⁵ for the growth check: package-benchmark records no throughput for an
// iteration over 2 s (1e9/ns rounds to 0), and its JMH export then drops the benchmark.
let points30k = zigzag(30_000)
let sortedFractions: [Double] = (0..<1_000_000).map { Double($0) / 999_999 }
let randomFractions: [Double] = {
    var state: UInt64 = 0x5eed
    return (0..<1_000_000).map { _ in
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
}()

/// Registers a pacing pair: a benchmark whose every iteration runs each part (10^6 queries) once,
/// in an order rotated by one part per iteration, timing each by itself with the continuous clock
/// (two reads per part: negligible). Issue 16 §3 compares paced queries with unpaced ones; two
/// benchmarks run seconds apart, and this machine's whole-process speed moves by up to 1.5x
/// between them, so the ratios come from parts timed in the same iterations. Each part's time
/// becomes one measurement of the custom metric "pacing pair: <part> [ps per query]";
/// Benchmarks/ratios.py divides the medians.
func pacingPair(_ name: String, parts: [(name: String, run: @Sendable () -> Void)]) {
    let metrics = parts.map {
        BenchmarkMetric.custom("pacing pair: \($0.name) [ps per query]", polarity: .prefersSmaller, useScalingFactor: false)
    }
    Benchmark(
        name,
        configuration: .init(metrics: [.wallClock, .throughput] + metrics, warmupIterations: 1, maxDuration: .seconds(8), maxIterations: 15)
    ) { benchmark in
        let clock = ContinuousClock()
        var picoseconds = [Int](repeating: 0, count: parts.count)
        for k in 0..<parts.count {
            let part = (benchmark.currentIteration + k) % parts.count
            let start = clock.now
            parts[part].run()
            let elapsed = start.duration(to: clock.now).components
            picoseconds[part] = Int(elapsed.seconds) * 1_000_000_000_000 + Int(elapsed.attoseconds / 1_000_000)
        }
        // Every part makes one query per fraction of one of the two lists, both of 10^6.
        for (metric, total) in zip(metrics, picoseconds) {
            benchmark.measurement(metric, total / sortedFractions.count)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 20
    )

    Benchmark("build cubicPaced: 10^4 keyframes [1 per iteration]") { _ in
        blackHole(try! KeyframeAnimation(values: points10k, calculationMode: .cubicPaced))
    }
    Benchmark("build cubicPaced: 3x10^4 keyframes [1 per iteration]") { _ in
        blackHole(try! KeyframeAnimation(values: points30k, calculationMode: .cubicPaced))
    }

    let cubic = try! KeyframeAnimation(values: points10k, calculationMode: .cubic)
    Benchmark("query cubic 10^4 keyframes: sorted [1000000 per iteration]") { _ in
        blackHole(cubic.values(at: sortedFractions))
    }
    Benchmark("query cubic 10^4 keyframes: random [1000000 per iteration]") { _ in
        for f in randomFractions { blackHole(cubic.value(at: f)) }
    }
    let paced = try! KeyframeAnimation(values: points10k, calculationMode: .cubicPaced)
    Benchmark("query cubicPaced 10^4 keyframes: sorted [1000000 per iteration]") { _ in
        blackHole(paced.values(at: sortedFractions))
    }
    Benchmark("query cubicPaced 10^4 keyframes: random [1000000 per iteration]") { _ in
        for f in randomFractions { blackHole(paced.value(at: f)) }
    }

    // Issue 16 §3 compares a cubicPaced query with a cubic one on the same keyframes (a pacing
    // pair, below): sorted fractions by the batch, random ones one `value(at:)` each.
    pacingPair("pacing pair: cubic and cubicPaced queries, one process [paired parts]", parts: [
        ("cubic sorted", { blackHole(cubic.values(at: sortedFractions)) }),
        ("cubicPaced sorted", { blackHole(paced.values(at: sortedFractions)) }),
        ("cubic random", { for f in randomFractions { blackHole(cubic.value(at: f)) } }),
        ("cubicPaced random", { for f in randomFractions { blackHole(paced.value(at: f)) } }),
    ])

    var path = Path()
    try! path.move(to: SIMD2(0, 0))
    for i in 0..<10_000 {
        let x = Double(i)
        try! path.addCurve(to: SIMD2(x + 1, 0), control1: SIMD2(x + 0.2, 1.5), control2: SIMD2(x + 0.8, -1.5))
    }
    let bigPath = path
    Benchmark("arc-length table: 10^4-segment path [1 per iteration]") { _ in
        blackHole(try! PathAnimation(path: bigPath, paced: true))
    }
    // Building a paced path whole: the table and every segment's inverse (one query in the
    // middle of each segment's time, in order, builds it); the inverses' bytes per segment.
    let middles = (0..<10_000).map { (Double($0) + 0.5) / 10_000 }
    let inverseBytes = BenchmarkMetric.custom("arc-length inverse [bytes per segment]", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "paced path built with every inverse: 10^4 segments [1 per iteration]",
        configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal, inverseBytes], warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 10)
    ) { benchmark in
        let animation = try! PathAnimation(path: bigPath, paced: true)
        blackHole(animation.values(at: middles))
        benchmark.measurement(inverseBytes, animation.table!.inverseByteCount / 10_000)
    }

    // The same pairing for a paced path: the 10^4-segment path above walked by parameter (each
    // segment 1/n of the duration, as the cubic keyframes) and paced (constant speed).
    let walk = try! PathAnimation(path: bigPath), pacedWalk = try! PathAnimation(path: bigPath, paced: true)
    pacingPair("pacing pair: path and paced path queries, one process [paired parts]", parts: [
        ("path sorted", { blackHole(walk.values(at: sortedFractions)) }),
        ("paced path sorted", { blackHole(pacedWalk.values(at: sortedFractions)) }),
        ("path random", { for f in randomFractions { blackHole(walk.value(at: f)) } }),
        ("paced path random", { for f in randomFractions { blackHole(pacedWalk.value(at: f)) } }),
        // Issue 16's yardstick for random queries: a cubic keyframe query on as many keyframes.
        ("cubic 10^4 keyframes random", { for f in randomFractions { blackHole(cubic.value(at: f)) } }),
    ])
}
