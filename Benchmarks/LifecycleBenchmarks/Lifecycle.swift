import Benchmark
import NativeBezier

// The whole lifecycle an engine pays for per animation: create the thing that animates, then
// sample it at the N frames of one animation in time order, fraction (i + ½)/N, for N = 1 (an
// interrupted transition), 8, 36 (0.3 s at 120 Hz) and 240 (2 s at 120 Hz). Each subject pairs
// ours with a plain baseline (the native C solvers for a timing curve, the closed form or the
// textbook algorithm written here for the rest). Every iteration runs every part once, in an
// order rotated by the iteration, each timed alone with a monotonic clock around all of its
// subject's animations; the metrics are ns per animation (Benchmarks/ratios.py takes medians
// over the iterations and divides within the same subject and N).

let lifecycleFrames = [1, 8, 36, 240]

/// One side of a lifecycle: creates and samples every animation of its subject at the frames
/// (fractions in time order), writing up to two doubles per frame into `out`.
struct LifecyclePart {
    let name: String
    let run: (_ frames: UnsafeBufferPointer<Double>, _ out: UnsafeMutableBufferPointer<Double>) -> Void
}

func lifecycleMetric(_ subject: String, _ n: Int, _ part: String) -> BenchmarkMetric {
    .custom("lifecycle \(subject) N=\(n): \(part) [ns per animation]", polarity: .prefersSmaller, useScalingFactor: false)
}

/// Samples a 2-D animation at the frames into `out`, two doubles per frame (ours and the
/// baselines alike).
@inline(__always)
func samplePoints(_ x: UnsafeBufferPointer<Double>, _ out: UnsafeMutableBufferPointer<Double>, _ value: (Double) -> SIMD2<Double>) {
    for i in x.indices {
        let p = value(x[i])
        out[2 * i] = p.x
        out[2 * i + 1] = p.y
    }
    blackHole(out[2 * x.count - 1])
}

/// A seeded generator of doubles in [0, 1) (the same LCG as the other benchmarks).
struct SeededUnit {
    var state: UInt64
    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
}

/// Registers one subject's lifecycle: `animations` animations per part and N.
func registerLifecycle(_ subject: String, _ description: String, animations: Int, maxDuration: Int = 10, parts: [LifecyclePart]) {
    let metrics = lifecycleFrames.flatMap { n in parts.map { lifecycleMetric(subject, n, $0.name) } }
    Benchmark(
        "lifecycle: \(description) [paired parts]",
        configuration: .init(metrics: [.wallClock, .throughput] + metrics, warmupIterations: 2, maxDuration: .seconds(maxDuration), maxIterations: 40)
    ) { benchmark in
        var output = [Double](repeating: 0, count: 2 * 240)
        var elapsed = [UInt64](repeating: 0, count: lifecycleFrames.count * parts.count)
        for (m, n) in lifecycleFrames.enumerated() {
            let frames = (0..<n).map { (Double($0) + 0.5) / Double(n) }
            frames.withUnsafeBufferPointer { x in
                output.withUnsafeMutableBufferPointer { out in
                    for k in parts.indices {
                        let part = (benchmark.currentIteration &+ k) % parts.count
                        let start = nb_now_ns()
                        parts[part].run(x, out)
                        elapsed[m * parts.count + part] = nb_now_ns() &- start
                    }
                }
            }
        }
        for (m, n) in lifecycleFrames.enumerated() {
            for (k, part) in parts.enumerated() {
                benchmark.measurement(lifecycleMetric(subject, n, part.name), Int(elapsed[m * parts.count + k] / UInt64(animations)))
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    registerCurveLifecycle()
    registerSpringLifecycle()
    registerKeyframeLifecycles()
    registerPathLifecycle()
    registerTimelineLifecycle()
}
