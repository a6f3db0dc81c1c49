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

    // Colours: one interpolation per frame between two sRGB colours with alpha, in each space
    // (conversion into the space, premultiplication, un-premultiplication).
    let (red, blue) = (try! Color(css: "rgb(255 20 60 / 0.8)"), try! Color(css: "dodgerblue"))
    for space in [ColorSpace.srgb, .srgbLinear, .oklab, .oklch] {
        let colorSpace = ColorInterpolationSpace(space: space)
        Benchmark("color: interpolate in \(space.cssName) per frame [1000 per iteration]") { _ in
            for t in frames { blackHole(colorSpace.interpolate(from: red, to: blue, fraction: t)) }
        }
    }
    let outOfGamut = (0..<1000).map { i in try! Color(.oklch, 0.7, 0.4, Double(i % 360)) }
    Benchmark("color: OKLCh chroma-reduction gamut mapping into sRGB [1000 per iteration]") { _ in
        for c in outOfGamut { blackHole(c.mapped(to: .srgb, gamut: .oklchChroma)) }
    }
    // Transforms: decomposing a 3-D matrix, and a transform-list interpolation per frame.
    let matrix = try! TransformList(css: "perspective(400px) rotate3d(1, 2, 3, 40deg) translate3d(10px, 20px, 30px) scale3d(1.5, 0.5, 2) skewX(10deg)").matrix
    Benchmark("transform: decompose a 3-D matrix [1000 per iteration]") { _ in
        for _ in 0..<1000 { blackHole(matrix.decomposed()) }
    }
    let (from, to) = (try! TransformList(css: "rotate(0deg) translate(0px, 0px)"), try! TransformList(css: "translate(100px, 20px) rotate(90deg) scale(2)"))
    Benchmark("transform: interpolate mismatched lists (through matrices) per frame [1000 per iteration]") { _ in
        for t in frames { blackHole(from.interpolated(to: to, fraction: t)) }
    }
}
