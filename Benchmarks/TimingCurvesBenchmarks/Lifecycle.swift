import Benchmark
import NativeBezier
import TimingCurves

// The whole lifecycle an engine pays for per animation: create a curve, then sample it at the N
// frames of one animation in time order, x = (i + ½)/N, for N = 1 (an interrupted transition),
// 8, 36 (0.3 s at 120 Hz) and 240 (2 s at 120 Hz). Over 2,000 random curves from a fixed seed
// (x1, x2 ∈ [0, 1], y1, y2 ∈ [−0.5, 1.5]), each part is
//   - "plain": `CubicBezier(x1, y1, x2, y2)` then N calls of `value(at:)`, what a user writes;
//   - "prepared": the same curve's `prepared()` form, then N calls of its `value(at:)`;
//   - "native a" / "native b": `nb_curve_init` then the engines' C solvers over the N frames
//     (Benchmarks/NativeBezier; the baseline is the faster of the two).
// Every iteration runs every part once, in an order rotated by the iteration, each timed alone
// with a monotonic clock around its 2,000 animations; the metrics are ns per animation
// (Benchmarks/ratios.py takes medians over the iterations and divides within the same N).

let lifecycleFrames = [1, 8, 36, 240]
let lifecycleParts = ["plain", "prepared", "native a", "native b"]

let lifecycleCurves: [(Double, Double, Double, Double)] = {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<2000).map { _ in (next(), next() * 2 - 0.5, next(), next() * 2 - 0.5) }
}()

func lifecycleMetric(_ n: Int, _ part: String) -> BenchmarkMetric {
    .custom("lifecycle N=\(n): \(part) [ns per animation]", polarity: .prefersSmaller, useScalingFactor: false)
}

func registerLifecycle() {
    let metrics = lifecycleFrames.flatMap { n in lifecycleParts.map { lifecycleMetric(n, $0) } }
    Benchmark(
        "lifecycle: create a curve and sample N frames, ours and native [paired parts]",
        configuration: .init(metrics: [.wallClock, .throughput] + metrics, warmupIterations: 2, maxDuration: .seconds(10), maxIterations: 40)
    ) { benchmark in
        var output = [Double](repeating: 0, count: 240)
        var results: [String: UInt64] = [:]
        for n in lifecycleFrames {
            let frames = (0..<n).map { (Double($0) + 0.5) / Double(n) }
            frames.withUnsafeBufferPointer { x in
                output.withUnsafeMutableBufferPointer { out in
                    for k in 0..<lifecycleParts.count {
                        let part = (benchmark.currentIteration &+ k) % lifecycleParts.count
                        let start = nb_now_ns()
                        switch part {
                        case 0:
                            for p in lifecycleCurves {
                                let curve = try! CubicBezier(p.0, p.1, p.2, p.3)
                                for i in 0..<n { out[i] = curve.value(at: x[i]) }
                                blackHole(out[n - 1])
                            }
                        case 1:
                            for p in lifecycleCurves {
                                let curve = try! CubicBezier(p.0, p.1, p.2, p.3).prepared()
                                for i in 0..<n { out[i] = curve.value(at: x[i]) }
                                blackHole(out[n - 1])
                            }
                        default:
                            var native = nb_curve()
                            for p in lifecycleCurves {
                                nb_curve_init(&native, p.0, p.1, p.2, p.3)
                                if part == 2 {
                                    nb_values_newton(&native, x.baseAddress, out.baseAddress, n)
                                } else {
                                    nb_values_spline(&native, x.baseAddress, out.baseAddress, n)
                                }
                                blackHole(out[n - 1])
                            }
                        }
                        results["\(n) \(part)"] = nb_now_ns() &- start
                    }
                }
            }
        }
        for n in lifecycleFrames {
            for (k, part) in lifecycleParts.enumerated() {
                benchmark.measurement(lifecycleMetric(n, part), Int(results["\(n) \(k)"]! / UInt64(lifecycleCurves.count)))
            }
        }
    }
}
