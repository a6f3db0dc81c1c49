import Benchmark
import Keyframes

// Keyframes: 5 random keyframes per animation.
//   - cubic, of numbers (2,000 animations): "ours" `KeyframeAnimation(values:calculationMode: .cubic)`
//     then N calls of `value(at:)`, against "Catmull-Rom": the textbook cubic Hermite spline with
//     Catmull-Rom tangents on uniform key times (parabolic ends, as ours), written here.
//   - cubicPaced, of points (200 animations): "ours" `.cubicPaced` (arc-length accuracy 1e-12,
//     the default), "ours at 1e-6" the same at 1e-6, "ours cubic" the same keyframes in `.cubic`
//     mode (the goal: cubicPaced at most 3 times cubic at N = 36), and
//     "Gauss-Legendre": the same spline on chord-length key times, paced by
//     `GaussLegendrePacing` (adaptive Gauss–Legendre lengths, Newton–bisection per sample).

/// Hermite tangents of keyframes p at key times t: weighted chord velocities inside, the
/// derivative of the parabola through the three end keyframes at each end.
func catmullRomTangents<V: SIMD>(_ p: [V], _ t: [Double]) -> [V] where V.Scalar == Double {
    let n = p.count
    func chord(_ i: Int) -> V { (p[i + 1] - p[i]) / (t[i + 1] - t[i]) }
    var m = [V](repeating: .zero, count: n)
    m[0] = chord(0) - (chord(1) - chord(0)) * ((t[1] - t[0]) / (t[2] - t[0]))
    m[n - 1] = chord(n - 2) + (chord(n - 2) - chord(n - 3)) * ((t[n - 1] - t[n - 2]) / (t[n - 1] - t[n - 3]))
    for i in 1..<(n - 1) {
        let hMinus = t[i] - t[i - 1], hPlus = t[i + 1] - t[i]
        m[i] = (chord(i - 1) * hPlus + chord(i) * hMinus) / (hMinus + hPlus)
    }
    return m
}

/// The textbook cubic keyframes of numbers: uniform key times, Hermite basis per segment.
struct CatmullRomKeyframes {
    let p: [Double], m: [Double]

    init(_ values: [Double]) {
        p = values
        let t = (0..<values.count).map { Double($0) / Double(values.count - 1) }
        m = catmullRomTangents(values.map { SIMD2($0, 0) }, t).map { $0.x }
    }

    func value(at f: Double) -> Double {
        let segments = Double(p.count - 1)
        let i = min(Int(f * segments), p.count - 2)
        let s = f * segments - Double(i), h = 1 / segments
        let s2 = s * s, s3 = s2 * s
        return (2 * s3 - 3 * s2 + 1) * p[i] + (s3 - 2 * s2 + s) * h * m[i] + (-2 * s3 + 3 * s2) * p[i + 1] + (s3 - s2) * h * m[i + 1]
    }
}

/// Cubic Bézier pieces through the keyframes on chord-length key times, for the paced baseline.
func catmullRomBeziers(_ points: [SIMD2<Double>]) -> [GaussLegendrePacing.Piece] {
    var t = [0.0]
    for i in 1..<points.count { t.append(t[i - 1] + ((points[i] - points[i - 1]) * (points[i] - points[i - 1])).sum().squareRoot()) }
    t = t.map { $0 / t[points.count - 1] }
    let m = catmullRomTangents(points, t)
    return (0..<(points.count - 1)).map { i in
        let h = t[i + 1] - t[i]
        return (points[i], points[i] + m[i] * (h / 3), points[i + 1] - m[i + 1] * (h / 3), points[i + 1])
    }
}

func registerKeyframeLifecycles() {
    var random = SeededUnit(state: 0x4b45_5946_5241_4d45)
    let numbers = (0..<2000).map { _ in (0..<5).map { _ in random.next() * 100 } }
    let points = (0..<200).map { _ in (0..<5).map { _ in SIMD2(random.next() * 100, random.next() * 100) } }
    // The baselines compute what ours does: checked once, before any timing.
    for values in numbers.prefix(100) {
        let ours = try! KeyframeAnimation(values: values, calculationMode: .cubic), plain = CatmullRomKeyframes(values)
        for k in 0...64 {
            let f = Double(k) / 64
            precondition(abs(ours.value(at: f) - plain.value(at: f)) < 1e-9, "the cubic keyframe baseline disagrees at \(values), f = \(f)")
        }
    }
    // Paced: every animation, ours and the baseline each within about 1e-12 of its pieces'
    // lengths of the exact point, so within 1e-11 of the total length of each other.
    for keys in points {
        let ours = try! KeyframeAnimation(values: keys, calculationMode: .cubicPaced), plain = GaussLegendrePacing(catmullRomBeziers(keys))
        let bound = 1e-11 * plain.starts[plain.pieces.count]
        for k in 0...64 {
            let f = Double(k) / 64
            let d = ours.value(at: f) - plain.value(at: f)
            precondition((d * d).sum().squareRoot() <= bound, "the cubicPaced baseline disagrees at \(keys), f = \(f)")
        }
    }
    registerLifecycle("cubic keyframes", "create 5 cubic keyframes and sample N frames, ours and Catmull-Rom", animations: numbers.count, parts: [
        LifecyclePart(name: "ours") { x, out in
            for values in numbers {
                let animation = try! KeyframeAnimation(values: values, calculationMode: .cubic)
                for i in x.indices { out[i] = animation.value(at: x[i]) }
                blackHole(out[x.count - 1])
            }
        },
        LifecyclePart(name: "Catmull-Rom") { x, out in
            for values in numbers {
                let animation = CatmullRomKeyframes(values)
                for i in x.indices { out[i] = animation.value(at: x[i]) }
                blackHole(out[x.count - 1])
            }
        },
    ])
    func ours(_ mode: CalculationMode, accuracy: Double = 1e-12) -> (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void {
        { x, out in
            for keys in points {
                let animation = try! KeyframeAnimation(values: keys, calculationMode: mode, arcLengthAccuracy: accuracy)
                samplePoints(x, out, animation.value(at:))
            }
        }
    }
    registerLifecycle("cubicPaced keyframes", "create 5 cubicPaced keyframes and sample N frames, ours and Gauss-Legendre", animations: points.count, parts: [
        LifecyclePart(name: "ours", run: ours(.cubicPaced)),
        LifecyclePart(name: "ours at 1e-6", run: ours(.cubicPaced, accuracy: 1e-6)),
        LifecyclePart(name: "ours cubic", run: ours(.cubic)),
        LifecyclePart(name: "Gauss-Legendre") { x, out in
            for keys in points {
                let animation = GaussLegendrePacing(catmullRomBeziers(keys))
                samplePoints(x, out, animation.value(at:))
            }
        },
    ])
}
