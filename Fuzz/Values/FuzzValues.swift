// libFuzzer target: the value spaces' parsers and arithmetic. The first byte picks the input's
// reading: CSS colour text, CSS transform text, or raw Doubles for quaternions, angles and
// their keyframes. Any input must parse or throw — never crash or hang — and what parses must
// interpolate without NaN, serialise to text that parses back, and stay in its space.
import Keyframes
import Paths
import MotionMath
import ValueSpaces

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValues(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 1 else { return 0 }
    let body = UnsafeBufferPointer(start: data + 1, count: size - 1)
    switch data[0] % 3 {
    case 0:
        let text = String(decoding: body, as: UTF8.self)
        guard let color = try? Color(css: text) else { return 0 }
        let back = try? Color(css: color.cssText)
        precondition(back != nil, "\(color.cssText) (from \(text)) does not parse back")
        for space in [ColorSpace.srgb, .oklab, .oklch, .hsl] {
            let mixed = ColorInterpolationSpace(space: space).interpolate(from: color, to: .white, fraction: 0.5)
            precondition(mixed.components.x.isFinite && mixed.components.y.isFinite && mixed.components.z.isFinite && !mixed.alpha.isNaN,
                         "\(text) mixed in \(space): \(mixed)")
            let mapped = mixed.mapped(to: .srgb, gamut: .oklchChroma)
            precondition(mapped.isInGamut(.srgb, tolerance: 1e-9), "\(text): \(mapped) not mapped into sRGB")
        }
    case 1:
        let text = String(decoding: body, as: UTF8.self)
        guard let list = try? TransformList(css: text) else { return 0 }
        precondition((try? TransformList(css: list.cssText)) != nil, "\(list.cssText) (from \(text)) does not parse back")
        let other = try! TransformList(css: "rotate(30deg) scale(2)")
        for t in [0, 0.25, 0.5, 1, -1, 2] {
            let m = list.interpolated(to: other, fraction: t).matrix
            precondition((0..<16).allSatisfy { !m.storage[$0].isNaN }, "NaN interpolating \(text) at \(t)")
        }
        if let parts = list.matrix.decomposed() {
            let back = parts.recomposed
            precondition((0..<16).allSatisfy { !back.storage[$0].isNaN }, "NaN recomposing \(text)")
        }
    default:
        let count = body.count / 8
        guard count >= 9 else { return 0 }
        var d = [Double](repeating: 0, count: count)
        for i in 0..<count {
            var bits: UInt64 = 0
            for k in 0..<8 { bits |= UInt64(body[i * 8 + k]) << (8 * k) }
            d[i] = Double(bitPattern: bits)
        }
        let t = d[8]
        if let a = try? Quaternion(w: d[0], x: d[1], y: d[2], z: d[3]), let b = try? Quaternion(w: d[4], x: d[5], y: d[6], z: d[7]), t.isFinite, abs(t) < 1e6 {
            let q = Quaternion.slerp(a, b, fraction: t)
            precondition(!q.w.isNaN && !q.x.isNaN && !q.y.isNaN && !q.z.isNaN, "slerp \(a) \(b) at \(t)")
            precondition(abs(q.dot(q) - 1) < 1e-12, "slerp \(a) \(b) at \(t) is not unit: \(q)")
            let angles = q.eulerAngles(order: .zyx)
            precondition(!angles.x.isNaN && !angles.y.isNaN && !angles.z.isNaN, "Euler angles of \(q)")
            if let keyframes = try? KeyframeAnimation(space: RotationSpace(), values: [a, b, a], calculationMode: .cubic) {
                let v = keyframes.value(at: min(max(t, -1), 2))
                precondition(!v.w.isNaN, "spherical cubic \(a) \(b) at \(t)")
            }
        }
        if let angles = try? KeyframeAnimation(space: AngleSpace<Double>(interpolation: .longer), values: Array(d.prefix(4)), calculationMode: .cubic), t.isFinite {
            let v = angles.value(at: min(max(t, -1), 2))
            precondition(!v.isNaN || d.prefix(4).contains { abs($0) > 1e300 }, "angle keyframes \(d.prefix(4)) at \(t)")
        }
    }
    return 0
}
