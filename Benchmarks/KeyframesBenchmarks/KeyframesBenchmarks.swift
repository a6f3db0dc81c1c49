import Benchmark
import Keyframes

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

    // Issue 16 §3 compares a cubicPaced query with a cubic one on the same keyframes. The two
    // benchmarks above run seconds apart, and this machine's whole-process speed moves by up to
    // 1.5x between them; so the ratio comes from this benchmark, whose every iteration runs all
    // four parts (cubic and cubicPaced, sorted and random, each over the 10^6 fractions above) in
    // an order rotated by one part per iteration, timing each by itself with the continuous clock
    // (two reads per part of 10^6 queries: negligible). Each part's time becomes one measurement of
    // a custom metric, picoseconds per query; Benchmarks/ratios.py divides the medians.
    let pacingParts = ["cubic sorted", "cubicPaced sorted", "cubic random", "cubicPaced random"]
    let pacingMetrics = pacingParts.map {
        BenchmarkMetric.custom("pacing pair: \($0) [ps per query]", polarity: .prefersSmaller, useScalingFactor: false)
    }
    Benchmark(
        "pacing pair: cubic and cubicPaced queries, one process [paired parts]",
        configuration: .init(
            metrics: [.wallClock, .throughput] + pacingMetrics, warmupIterations: 1, maxDuration: .seconds(8), maxIterations: 15)
    ) { benchmark in
        let clock = ContinuousClock()
        var picoseconds = [Int](repeating: 0, count: pacingParts.count)
        for k in 0..<pacingParts.count {
            let part = (benchmark.currentIteration + k) % pacingParts.count
            let start = clock.now
            switch part {
            case 0: blackHole(cubic.values(at: sortedFractions))
            case 1: blackHole(paced.values(at: sortedFractions))
            case 2: for f in randomFractions { blackHole(cubic.value(at: f)) }
            default: for f in randomFractions { blackHole(paced.value(at: f)) }
            }
            let elapsed = start.duration(to: clock.now).components
            picoseconds[part] = Int(elapsed.seconds) * 1_000_000_000_000 + Int(elapsed.attoseconds / 1_000_000)
        }
        for (metric, total) in zip(pacingMetrics, picoseconds) {
            benchmark.measurement(metric, total / sortedFractions.count)
        }
    }

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

    // The same pairing for a paced path: the 10^4-segment path above walked by parameter (each
    // segment 1/n of the duration, as the cubic keyframes) and paced (constant speed): as for
    // the keyframes, the batch `values(at:)` on the sorted fractions and one `value(at:)` per
    // random fraction.
    let walk = try! PathAnimation(path: bigPath), pacedWalk = try! PathAnimation(path: bigPath, paced: true)
    let pathParts = ["path sorted", "paced path sorted", "path random", "paced path random"]
    let pathMetrics = pathParts.map {
        BenchmarkMetric.custom("pacing pair: \($0) [ps per query]", polarity: .prefersSmaller, useScalingFactor: false)
    }
    Benchmark(
        "pacing pair: path and paced path queries, one process [paired parts]",
        configuration: .init(
            metrics: [.wallClock, .throughput] + pathMetrics, warmupIterations: 1, maxDuration: .seconds(8), maxIterations: 15)
    ) { benchmark in
        let clock = ContinuousClock()
        var picoseconds = [Int](repeating: 0, count: pathParts.count)
        for k in 0..<pathParts.count {
            let part = (benchmark.currentIteration + k) % pathParts.count
            let start = clock.now
            switch part {
            case 0: blackHole(walk.values(at: sortedFractions))
            case 1: blackHole(pacedWalk.values(at: sortedFractions))
            case 2: for f in randomFractions { blackHole(walk.value(at: f)) }
            default: for f in randomFractions { blackHole(pacedWalk.value(at: f)) }
            }
            let elapsed = start.duration(to: clock.now).components
            picoseconds[part] = Int(elapsed.seconds) * 1_000_000_000_000 + Int(elapsed.attoseconds / 1_000_000)
        }
        for (metric, total) in zip(pathMetrics, picoseconds) {
            benchmark.measurement(metric, total / sortedFractions.count)
        }
    }
}
