import Benchmark
import CurveFitting
import Keyframes
import SpringSystems
import Springs

// Spline builds at growing sizes (linear growth expected), a spring fit, modal solves.
// "[N per iteration]" in a name is the operation count per iteration (Benchmarks/ratios.py).

func samples(_ n: Int) -> (values: [SIMD2<Double>], times: [Double]) {
    let times = (0..<n).map { Double($0) / Double(n - 1) }
    return (times.map { t in SIMD2(t * 100, (t * 37).truncatingRemainder(dividingBy: 1)) }, times)
}

let data: [Int: (values: [SIMD2<Double>], times: [Double])] = Dictionary(uniqueKeysWithValues: [1_000, 10_000, 100_000, 300_000].map { ($0, samples($0)) })

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 50
    )

    // Up to 3·10⁵ keyframes: package-benchmark records no throughput for an iteration over 2 s
    // (1e9/ns rounds to 0), and its JMH export then drops the benchmark (10⁶ took about 2.6 s).
    for (n, label) in [(1_000, "10^3"), (10_000, "10^4"), (100_000, "10^5"), (300_000, "3x10^5")] {
        let (values, times) = data[n]!
        Benchmark("spline build natural: \(label) keyframes [1 per iteration]") { _ in
            blackHole(try! KeyframeAnimation(values: values, keyTimes: times, calculationMode: .naturalSpline))
        }
    }
    let curve = try! SpringProgressCurve(spring: .bouncy)
    Benchmark("fit cubic-bezier to the bouncy spring [1 per iteration]") { _ in
        blackHole(try! BezierFit.fit(curve))
    }
    for n in [10, 100] {
        let system = try! CoupledOscillators.chain(count: n, mass: 1, stiffness: 100, alpha: 0.2, beta: 0.001)
        let x0 = (0..<n).map { Double($0) }, v0 = [Double](repeating: 0, count: n)
        Benchmark("modal solve: chain of \(n), decomposition [1 per iteration]") { _ in
            blackHole(try! CoupledOscillators.chain(count: n, mass: 1, stiffness: 100, alpha: 0.2, beta: 0.001))
        }
        Benchmark("modal solve: chain of \(n), state at t [1 per iteration]") { _ in
            blackHole(try! system.state(at: 0.7, positions: x0, velocities: v0))
        }
    }
}
