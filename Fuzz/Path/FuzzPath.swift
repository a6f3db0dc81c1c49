// libFuzzer target: SVG path data. Parse or throw; a parsed path has a non-NaN length and animates
// without NaN positions or angles.
import Keyframes
import Paths

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let path = try? Path(svgPathData: text) else { return 0 }
    precondition(!path.length.isNaN, "NaN length for \(text)")
    guard path.length.isFinite, path.segments.count <= 64 else { return 0 }
    for paced in [false, true] {
        guard let animation = try? PathAnimation(path: path, paced: paced) else { continue }
        for f in [0, 0.3, 0.5, 1] {
            let p = animation.value(at: f)
            precondition(!p.x.isNaN && !p.y.isNaN && !animation.angle(at: f).isNaN, "NaN along \(text) at \(f)")
        }
    }
    return 0
}
