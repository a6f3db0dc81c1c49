import Benchmark
import Paths

// A paced path: 200 random SVG paths of 20 cubic segments (read from their path data before any
// timing); "ours" `PathAnimation(path:paced: true)` (arc-length accuracy 1e-12, the default) then
// N calls of `value(at:)`, "ours at 1e-6" the same at 1e-6, against "Gauss-Legendre",
// `GaussLegendrePacing` on the same segments (tolerance 1e-12 of the control polygons' length).

func registerPathLifecycle() {
    var random = SeededUnit(state: 0x5041_5448)
    func point() -> SIMD2<Double> { SIMD2(random.next() * 100, random.next() * 100) }
    let shapes: [[GaussLegendrePacing.Piece]] = (0..<200).map { _ in
        var start = point()
        return (0..<20).map { _ in
            let piece = (start, point(), point(), point())
            start = piece.3
            return piece
        }
    }
    let paths = shapes.map { pieces -> Path in
        var text = "M \(pieces[0].0.x) \(pieces[0].0.y)"
        for p in pieces { text += " C \(p.1.x) \(p.1.y) \(p.2.x) \(p.2.y) \(p.3.x) \(p.3.y)" }
        return try! Path(svgPathData: text)
    }
    // The baseline computes what ours does: checked once, before any timing.
    // Every path: ours and the baseline each within about 1e-12 of its segments' lengths of the
    // exact point, so within 1e-11 of the total length of each other.
    for (path, pieces) in zip(paths, shapes) {
        let ours = try! PathAnimation(path: path, paced: true), plain = GaussLegendrePacing(pieces)
        let bound = 1e-11 * plain.starts[plain.pieces.count]
        for k in 0...64 {
            let f = Double(k) / 64
            let d = ours.value(at: f) - plain.value(at: f)
            precondition((d * d).sum().squareRoot() <= bound, "the paced path baseline disagrees, f = \(f)")
        }
    }
    func ours(accuracy: Double) -> (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void {
        { x, out in
            for path in paths {
                let animation = try! PathAnimation(path: path, paced: true, arcLengthAccuracy: accuracy)
                samplePoints(x, out, animation.value(at:))
            }
        }
    }
    registerLifecycle("paced path", "create a paced 20-segment path and sample N frames, ours and Gauss-Legendre", animations: paths.count, parts: [
        LifecyclePart(name: "ours", run: ours(accuracy: 1e-12)),
        LifecyclePart(name: "ours at 1e-6", run: ours(accuracy: 1e-6)),
        LifecyclePart(name: "Gauss-Legendre") { x, out in
            for pieces in shapes {
                let animation = GaussLegendrePacing(pieces)
                samplePoints(x, out, animation.value(at:))
            }
        },
    ])
}
