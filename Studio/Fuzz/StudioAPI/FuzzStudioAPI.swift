// libFuzzer target: the studio's API requests (issue 18: every parser and decoder). The first
// byte picks the endpoint, the rest is the request body. Any body must be answered — 200 with a
// JSON result, or a 4xx with an error message — never a crash, a hang, a 5xx or a NaN in the
// JSON, and the answer's text must parse back as JSON. An infinity is an answer (the slope at a
// vertical tangent, as in cubic-bezier(0, 1, 1, 0) at x = 0, or (0.9, 2, 1, 0) at x = 1: the
// CSV says inf and StudioJSON writes null, as documented there); a NaN is always a bug.
import Foundation
import StudioAPI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStudioAPI(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let endpoints = StudioAPI.postEndpoints + StudioAPI.getEndpoints
    let endpoint = endpoints[Int(data[0]) % endpoints.count]
    let body = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let response = StudioAPI.respond(method: StudioAPI.getEndpoints.contains(endpoint) ? "GET" : "POST", endpoint: endpoint, body: body)
    precondition((200..<500).contains(response.status), "status \(response.status) for /api/\(endpoint)")
    let text = response.json.text
    precondition(noNaN(response.json), "a NaN in the answer of /api/\(endpoint): \(text.prefix(200))")
    precondition(StudioJSON.parse(Data(text.utf8)) != nil, "the answer of /api/\(endpoint) is not JSON: \(text.prefix(200))")
    if response.status != 200 {
        if case .object(let pairs) = response.json { precondition(pairs.contains { $0.0 == "error" }, "a \(response.status) without an error message") }
    }
    return 0
}

/// Whether no number in the answer is NaN (the writer would print it as null, silently).
func noNaN(_ json: StudioJSON) -> Bool {
    switch json {
    case .number(let d): !d.isNaN
    case .array(let items): items.allSatisfy(noNaN)
    case .object(let pairs): pairs.allSatisfy { noNaN($0.1) }
    case .string, .bool, .null: true
    }
}
