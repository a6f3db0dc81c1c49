import Benchmark
import Keyframes
import MotionMath
import TimingCurves
import ValueSpaces

// Value-space benchmarks (issue 15): per-frame costs of rotations, angles, colours and
// transforms, and cubic keyframes of numbers beside the arithmetic of the former vector-only type.
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
    let spherical = try! KeyframeAnimation(space: RotationSpace(), values: rotations, calculationMode: .cubic)
    Benchmark("rotation: spherical Catmull-Rom keyframes (10 rotations) per frame [1000 per iteration]") { _ in
        blackHole(spherical.values(at: frames))
    }
    let pacedRotations = try! KeyframeAnimation(space: RotationSpace(), values: rotations, calculationMode: .paced)
    Benchmark("rotation: paced keyframes (10 rotations) per frame [1000 per iteration]") { _ in
        blackHole(pacedRotations.values(at: frames))
    }
    let angles = try! KeyframeAnimation(space: AngleSpace<Double>(), values: [350, 10, 60, 30, 300], calculationMode: .cubic)
    Benchmark("angle: cubic keyframes (5 angles) per frame [1000 per iteration]") { _ in
        blackHole(angles.values(at: frames))
    }
    // Cubic keyframes of numbers (KeyframeAnimation over VectorSpace, the one generic family)
    // beside the former vector-only type's evaluation of the same keyframes (FormerCubicKeyframes).
    let numbers: [Double] = [350, 370, 420, 390, 300]
    let keyframes = try! KeyframeAnimation(values: numbers, calculationMode: .cubic)
    // Its settings read from the animation (built in another module), so that none is a constant here.
    let former = FormerCubicKeyframes(
        values: keyframes.values, knots: keyframes.knots, calculationMode: keyframes.calculationMode,
        timing: keyframes.timingFunction, timingFunctions: keyframes.timingFunctions)
    Benchmark("numbers: cubic keyframes, KeyframeAnimation per frame [1000 per iteration]") { _ in
        blackHole(keyframes.values(at: frames))
    }
    Benchmark("numbers: cubic keyframes, the former vector-only type per frame [1000 per iteration]") { _ in
        blackHole(former.values(at: frames))
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

/// The former vector-only keyframe type's evaluation, for `Double` values, kept as the baseline of
/// the one generic family: its `evaluate(_:hint:cursor:derivative:)` line for line (the optional
/// overall timing function, NaN, the mode switch with its cubicPaced branch, a zero span,
/// per-segment timing functions, the Hermite basis on the values over a power of two), with the
/// derivative asked for as the value queries asked for it: not at all.
struct FormerCubicKeyframes {
    final class Box { let curve: any TimingCurve; init(_ curve: any TimingCurve) { self.curve = curve } }
    let values: [Double], unitValues: [Double], outgoing: [Double], incoming: [Double], knots: [Double], scale: Double
    // Stored from the initialiser's arguments, as the former type stored them: constants here
    // would let the compiler fold the checks away.
    let calculationMode: CalculationMode
    let timing: Box?
    let timingFunctions: [any TimingCurve]?
    let arcLength: ArcLengthTable?

    init(values: [Double], knots: [Double], calculationMode: CalculationMode = .cubic, timing: (any TimingCurve)? = nil,
         timingFunctions: [any TimingCurve]? = nil) {
        (self.calculationMode, self.timing, self.timingFunctions, self.arcLength) = (calculationMode, timing.map(Box.init), timingFunctions, nil)
        let scale = Double(sign: .plus, exponent: values.map(\.magnitude).max()!.exponent + 1, significand: 1)
        let unit = values.map { $0 / scale }
        (self.values, self.unitValues, self.knots, self.scale) = (values, unit, knots, scale)
        (outgoing, incoming) = KeyframeTangents<Double>.hermiteTangents(unit, knots: knots, tension: nil, continuity: nil, bias: nil)
    }

    @inline(__always)
    func evaluate(_ fraction: Double, hint: inout Int, cursor: inout PacedCursor, derivative: Bool) -> (value: Double, derivative: Double) {
        typealias H = KeyframeTangents<Double>
        let n = values.count
        if n == 1 { return (values[0], 0) }
        var t = fraction, dt = 1.0
        if derivative {
            if let (y, slope) = timing?.curve.valueAndDerivative(at: fraction) { (t, dt) = (y, slope) }
        } else if let y = timing?.curve.value(at: fraction) {
            t = y
        }
        if t.isNaN { return (.nan, .nan) }
        switch calculationMode {
        case .discrete:
            let i = knots.lastIndex(atOrBelow: t, upperBound: knots.count - 1, hint: &hint)
            return (values[min(i, n - 1)], 0)
        case .cubicPaced:
            guard let found = arcLength?.locateBuilt(fraction: t, hint: &hint, cursor: &cursor) ?? nil, let u = found.u else { return (values[0], 0) }
            let i = found.piece
            return (H.hermite(unitValues[i], outgoing[i], incoming[i], unitValues[i + 1], u) * scale, 0)
        case .linear, .paced, .cubic, .naturalSpline, .clampedSpline, .notAKnotSpline, .periodicSpline, .monotoneSpline:
            let i = knots.lastIndex(atOrBelow: t, upperBound: n - 2, hint: &hint)
            let span = knots[i + 1] - knots[i]
            guard span > 0 else { return (values[i + 1], 0) }
            var s = (t - knots[i]) / span, ds = dt / span
            if calculationMode != .paced, let functions = timingFunctions {
                if derivative {
                    let (y, slope) = functions[i].valueAndDerivative(at: s)
                    s = y
                    ds *= slope
                } else {
                    s = functions[i].value(at: s)
                }
            }
            if calculationMode == .cubic || calculationMode.isSpline {
                let (p0, p1, m0, m1) = (unitValues[i], unitValues[i + 1], outgoing[i], incoming[i])
                guard derivative else { return (H.hermite(p0, m0, m1, p1, s) * scale, 0) }
                return (H.hermite(p0, m0, m1, p1, s) * scale, H.hermiteDerivative(p0, m0, m1, p1, s) * ds * scale)
            }
            if s == 0 { return (values[i], (unitValues[i + 1] - unitValues[i]) * ds * scale) }
            if s == 1 { return (values[i + 1], (unitValues[i + 1] - unitValues[i]) * ds * scale) }
            let chord = unitValues[i + 1] - unitValues[i]
            return ((unitValues[i] + chord * s) * scale, chord * ds * scale)
        }
    }

    func values(at fractions: [Double]) -> [Double] {
        var hint = 0, cursor = PacedCursor()
        return fractions.map { evaluate($0, hint: &hint, cursor: &cursor, derivative: false).value }
    }
}
