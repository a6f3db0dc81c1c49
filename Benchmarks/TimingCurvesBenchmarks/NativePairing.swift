import Benchmark
import NativeBezier
import TimingCurves

// Our solver against the native solvers of browser engines (Benchmarks/NativeBezier, C), paired in
// one process. package-benchmark runs benchmarks one after another, so separate benchmarks would
// compare ours and the baselines at different moments of a shared, noisy machine. Here each curve
// has one benchmark, and every iteration of it runs every part below over the suite's inputs
// (randomInputs, sortedInputs: 1,000 each), timing each part by itself:
//
//   - the iteration is `pairedRounds` rounds; each round runs each part once, in an order rotated
//     by one part per round and per iteration (so no part always follows the same one or runs
//     first); a part is `pairedPasses` passes over its 1,000 inputs, timed by reading a monotonic
//     clock (clock_gettime through nb_now_ns) before and after it, the difference added to the
//     part's total;
//   - at the end of the iteration each part's total becomes one measurement of a custom metric,
//     picoseconds per input (package-benchmark's custom metrics are integers);
//   - Benchmarks/ratios.py takes each metric's median over the iterations and divides medians of
//     the same benchmark, so every ratio compares parts measured within the same milliseconds.
//
// Nothing is subtracted: the two clock reads around a part cost about 25 ns (the metric "clock
// read pair" reports it, ns per pair, from the same iterations), and a part is 4,000 inputs,
// about 3 µs even for the floor (0.7 ns per input here), so the reads add under 1% to the floor
// and under 0.1% to any solve; correcting for them would need a model of how their cost overlaps
// the work around them.
// Every part writes its 1,000 results into the same buffer (ours through a loop of value(at:) and
// through evaluate(_:values:), the baselines and the floor through C loops), so all pay the same
// stores and none is called across a language boundary per input. The floor is one scalar cubic
// by Horner per input (the curve's X at the random inputs), the least any solve can cost.

/// The curves of issue 16 (the last is the vertical-tangent curve, named "hard" in the suite).
let pairedCurves: [(name: String, points: (Double, Double, Double, Double))] = [
    ("ease", (0.25, 0.1, 0.25, 1)),
    ("easeInOut", (0.42, 0, 0.58, 1)),
    ("back", (0.68, -0.55, 0.265, 1.55)),
    ("hard", (0, 1, 1, 0)),
]

/// The parts of a paired iteration, in the metrics' names (ratios.py reads them by these names).
let pairedParts = [
    "prepared value(at:) random",
    "plain value(at:) random",
    "prepared batch random",
    "prepared batch sorted",
    "native a random",
    "native a sorted",
    "native b random",
    "native b sorted",
    "floor",
]

/// Rounds per iteration: each part runs once per round.
let pairedRounds = 5
/// Passes over the 1,000 inputs per part and round (one timed interval).
let pairedPasses = 4

func pairedMetric(_ curve: String, _ part: String) -> BenchmarkMetric {
    .custom("paired \(curve): \(part) [ps per input]", polarity: .prefersSmaller, useScalingFactor: false)
}

func registerNativePairing() {
    for (name, p) in pairedCurves {
        let plain = try! CubicBezier(p.0, p.1, p.2, p.3)
        let ours = plain.prepared()
        let partMetrics = pairedParts.map { pairedMetric(name, $0) }
        let clockMetric = BenchmarkMetric.custom(
            "paired \(name): clock read pair [ns]", polarity: .prefersSmaller, useScalingFactor: false)
        Benchmark(
            "native pairing \(name): ours and the native solvers, one process [paired parts]",
            configuration: .init(
                metrics: [.wallClock, .throughput] + partMetrics + [clockMetric],
                warmupIterations: 10,
                maxDuration: .seconds(3),
                maxIterations: 100_000
            )
        ) { benchmark in
            var native = nb_curve()
            nb_curve_init(&native, p.0, p.1, p.2, p.3)
            var totals = [UInt64](repeating: 0, count: pairedParts.count)
            var clockTotal: UInt64 = 0
            var output = [Double](repeating: 0, count: randomInputs.count)
            randomInputs.withUnsafeBufferPointer { random in
                sortedInputs.withUnsafeBufferPointer { sorted in
                    output.withUnsafeMutableBufferPointer { out in
                        withUnsafePointer(to: &native) { curve in
                            let n = random.count
                            for round in 0..<pairedRounds {
                                let first = (benchmark.currentIteration &+ round) % pairedParts.count
                                for k in 0..<pairedParts.count {
                                    let part = (first + k) % pairedParts.count
                                    let start = nb_now_ns()
                                    for _ in 0..<pairedPasses {
                                        switch part {
                                        case 0: for i in 0..<n { out[i] = ours.value(at: random[i]) }
                                        case 1: for i in 0..<n { out[i] = plain.value(at: random[i]) }
                                        case 2: ours.evaluate(random, values: out)
                                        case 3: ours.evaluate(sorted, values: out)
                                        case 4: nb_values_newton(curve, random.baseAddress, out.baseAddress, n)
                                        case 5: nb_values_newton(curve, sorted.baseAddress, out.baseAddress, n)
                                        case 6: nb_values_spline(curve, random.baseAddress, out.baseAddress, n)
                                        case 7: nb_values_spline(curve, sorted.baseAddress, out.baseAddress, n)
                                        default: nb_values_floor(curve, random.baseAddress, out.baseAddress, n)
                                        }
                                    }
                                    totals[part] &+= nb_now_ns() &- start
                                }
                                let c0 = nb_now_ns()
                                let c1 = nb_now_ns()
                                clockTotal &+= c1 &- c0
                            }
                        }
                    }
                }
            }
            blackHole(output)
            let inputs = UInt64(pairedRounds * pairedPasses * randomInputs.count)
            for (metric, total) in zip(partMetrics, totals) {
                benchmark.measurement(metric, Int(total * 1000 / inputs))
            }
            benchmark.measurement(clockMetric, Int(clockTotal / UInt64(pairedRounds)))
        }
    }
}
