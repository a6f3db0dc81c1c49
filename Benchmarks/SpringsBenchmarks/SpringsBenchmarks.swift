import Benchmark
import Springs

// Spring benchmarks. The "[N per iteration]" tag in a name is the number of evaluations each
// iteration performs; Benchmarks/ratios.py divides by it. Ratios against each other in the same
// run go into Benchmarks/README.md.

let times: [Double] = (0..<1000).map { Double($0) / 999 * 2 }  // 0…2 s
let velocities: [Double] = (0..<1000).map { Double($0) / 999 * 40 - 20 }

let regimes: [(name: String, spring: Spring)] = [
    ("underdamped", .coreAnimationDefault),
    ("critical", try! Spring(mass: 1, stiffness: 100, damping: 20)),
    ("overdamped", try! Spring(mass: 1, stiffness: 100, damping: 60, allowsOverdamping: true)),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )

    for (name, spring) in regimes {
        Benchmark("spring \(name): value+velocity [1000 per iteration]") { _ in
            for t in times { blackHole(spring.state(at: t, from: 0.0, to: 1.0, initialVelocity: 3.0)) }
        }
    }

    // A 2-second animation at 60 fps: 121 frames, by recurrence and by direct evaluation.
    let animation = try! SpringAnimation(spring: .bouncy, from: 0.0, to: 1.0, initialVelocity: 2)
    Benchmark("frames 121: recurrence [121 per iteration]") { _ in
        var iterator = SpringFrameIterator(animation, fps: 60)
        for _ in 0...120 { blackHole(iterator.next()) }
    }
    Benchmark("frames 121: direct evaluation [121 per iteration]") { _ in
        for i in 0...120 { blackHole(animation.state(at: Double(i) / 60)) }
    }
    Benchmark("frames 121: frames() arrays [121 per iteration]") { _ in
        blackHole(try! animation.frames(fps: 60, duration: 2))
    }
    let plane = try! SpringAnimation(spring: .bouncy, from: SIMD2<Double>(0, 0), to: SIMD2(100, 50), initialVelocity: SIMD2(0, 400))
    Benchmark("frames 121 SIMD2: recurrence [121 per iteration]") { _ in
        var iterator = SpringFrameIterator(plane, fps: 60)
        for _ in 0...120 { blackHole(iterator.next()) }
    }
    Benchmark("frames 121 SIMD2: direct evaluation [121 per iteration]") { _ in
        for i in 0...120 { blackHole(plane.state(at: Double(i) / 60)) }
    }

    // Settling time against one evaluation.
    let spring = Spring.coreAnimationDefault
    Benchmark("settling: exact settlingTime [1000 per iteration]") { _ in
        for v in velocities { blackHole(try! spring.settlingTime(from: 0.0, to: 1.0, initialVelocity: v)) }
    }
    Benchmark("settling: Core Animation settlingDuration [1000 per iteration]") { _ in
        for v in velocities { blackHole(try! spring.settlingDuration(initialVelocity: v)) }
    }
    Benchmark("settling: one evaluation [1000 per iteration]") { _ in
        for v in velocities { blackHole(spring.value(at: 0.5, from: 0.0, to: 1.0, initialVelocity: v)) }
    }
}
