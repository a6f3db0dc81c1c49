import Benchmark
import Keyframes
import MotionMath
import ValueSpaces

// Value-space benchmarks (issue 15): per-frame costs of rotations, angles, colours and
// transforms, and the generic space keyframes beside the vector ones on the same data.
// "[N per iteration]" is the number of operations per iteration (Benchmarks/ratios.py divides by it).

/// 1000 frame fractions in order, as an animation asks for them.
let frames: [Double] = (0..<1000).map { Double($0) / 999 }

func rotation(_ i: Int) -> Quaternion {
    try! Quaternion(axis: SIMD3(Double(i % 3) - 1, 1, Double(i % 5) / 5), angle: 0.7 * Double(i))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(2),
        maxIterations: 200
    )

    let (a, b) = (rotation(1), rotation(2))
    Benchmark("rotation: slerp per frame [1000 per iteration]") { _ in
        for t in frames { blackHole(Quaternion.slerp(a, b, fraction: t)) }
    }
    let rotations = (0..<10).map(rotation)
    let spherical = try! SpaceKeyframeAnimation(space: RotationSpace(), values: rotations, calculationMode: .cubic)
    Benchmark("rotation: spherical Catmull-Rom keyframes (10 rotations) per frame [1000 per iteration]") { _ in
        blackHole(spherical.values(at: frames))
    }
    let pacedRotations = try! SpaceKeyframeAnimation(space: RotationSpace(), values: rotations, calculationMode: .paced)
    Benchmark("rotation: paced keyframes (10 rotations) per frame [1000 per iteration]") { _ in
        blackHole(pacedRotations.values(at: frames))
    }
    let angles = try! SpaceKeyframeAnimation(space: AngleSpace<Double>(), values: [350, 10, 60, 30, 300], calculationMode: .cubic)
    Benchmark("angle: cubic keyframes (5 angles) per frame [1000 per iteration]") { _ in
        blackHole(angles.values(at: frames))
    }
    // The same cubic keyframes of numbers through the space machinery and through KeyframeAnimation
    // (whose code the value spaces leave untouched).
    let numbers: [Double] = [350, 370, 420, 390, 300]
    let viaSpace = try! SpaceKeyframeAnimation(space: VectorSpace<Double>(), values: numbers, calculationMode: .cubic)
    let viaVector = try! KeyframeAnimation(values: numbers, calculationMode: .cubic)
    Benchmark("numbers: cubic keyframes via VectorSpace per frame [1000 per iteration]") { _ in
        blackHole(viaSpace.values(at: frames))
    }
    Benchmark("numbers: cubic keyframes via KeyframeAnimation per frame [1000 per iteration]") { _ in
        blackHole(viaVector.values(at: frames))
    }
}
