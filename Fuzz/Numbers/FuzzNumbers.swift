// libFuzzer target: numeric entry points fed raw Doubles (NaN, ∞, subnormals, huge values).
// Invalid parameters must throw; valid ones must evaluate without NaN at finite inputs.
import Keyframes
import Paths
import Springs
import TimingCurves

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumbers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let count = size / 8
    guard count >= 6 else { return 0 }
    var d = [Double](repeating: 0, count: count)
    UnsafeRawPointer(data).withMemoryRebound(to: UInt8.self, capacity: size) { bytes in
        for i in 0..<count {
            var bits: UInt64 = 0
            for k in 0..<8 { bits |= UInt64(bytes[i * 8 + k]) << (8 * k) }
            d[i] = Double(bitPattern: bits)
        }
    }
    let x = d[5]
    if let curve = try? CubicBezier(d[0], d[1], d[2], d[3]), x.isFinite {
        let (y, s) = curve.valueAndDerivative(at: x)
        precondition(!y.isNaN && !s.isNaN, "bezier \(d[0...3]) at \(x)")
        if curve.isMonotone, let y0 = Optional(curve.value(at: min(max(x, 0), 1))) {
            _ = try? curve.input(forProgress: y0)
        }
    }
    if let spring = try? Spring(mass: abs(d[0]), stiffness: abs(d[1]), damping: abs(d[2])), x.isFinite, d[3].isFinite, d[4].isFinite {
        let (v, s) = spring.state(at: abs(x), from: d[3], to: d[4])
        precondition(!v.isNaN && !s.isNaN, "spring \(spring) at \(x) from \(d[3]) to \(d[4])")
        if let t = try? spring.settlingTime(from: d[3], to: d[4], epsilon: 1e-3) { precondition(t >= 0 && !t.isNaN) }
        _ = try? spring.settlingDuration()
    }
    if let keyframes = try? KeyframeAnimation(values: Array(d.prefix(4)), calculationMode: .cubic), x.isFinite {
        let v = keyframes.value(at: min(max(x, -1), 2))
        precondition(!v.isNaN || d.prefix(4).contains { !$0.isFinite }, "keyframes \(d.prefix(4)) at \(x)")
    }
    if let steps = try? Steps(Int(truncatingIfNeeded: d[0].bitPattern % 1000), .jumpBoth), x.isFinite {
        precondition(!steps.value(at: x).isNaN)
    }
    return 0
}
