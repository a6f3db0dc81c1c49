// libFuzzer target: the JSON timeline spec decoder on its own (the table spec embeds it, but only
// behind the table schema). Read or throw a typed error; a timeline read samples without NaN.
import CurveTables
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimelineSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let spec = try? TimelineSpec(json: bytes) else { return 0 }
    let duration = spec.timeline.duration
    guard duration.isFinite else { return 0 }
    for k in 0...8 {
        let value = spec.timeline.value(at: duration * Double(k) / 8)
        precondition(!value.scalars.contains(where: { $0.isNaN }), "NaN scalar at \(k)/8")
        precondition(!value.pairs.contains(where: { $0.x.isNaN || $0.y.isNaN }), "NaN pair at \(k)/8")
    }
    return 0
}
