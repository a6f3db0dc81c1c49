// libFuzzer target: the JSON table spec (which embeds timeline specs). Build or throw a typed
// error; built tables hold no NaN except where documented (non-finite slopes are written empty).
import CurveTables
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTableSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let spec = try? TableSpec(json: bytes, maximumRows: 2_000) else { return 0 }
    for entry in spec.entries {
        precondition(entry.table.rows.count <= 2_000, "row limit ignored")
        _ = entry.table.csv(nonFinite: .empty)
    }
    return 0
}
