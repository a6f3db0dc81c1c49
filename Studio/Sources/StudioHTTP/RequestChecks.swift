// What every request must be before a route sees it: for this machine's loopback by its Host
// header (parsed strictly), from the studio's own page when a browser names an Origin, a method
// the path answers (405 with Allow), and a POST to the API as application/json (415). Every
// refusal, and every 404, is a JSON `{"error": …}` as the API's own errors are.

import Foundation
import HTTPTypes
import Hummingbird
import StudioAPI

/// A Host header, strictly: `127.0.0.1`, `localhost` or `[::1]` with an optional decimal port.
enum HostCheck: Equatable {
    /// A loopback name (lowercased: `127.0.0.1`, `localhost` or `[::1]`) and the port (80 when none).
    case loopback(name: String, port: Int)
    /// Well formed, but another machine's name (a DNS-rebinding page's, say): 403.
    case foreign
    /// Missing, empty, or not `host[:port]` with a decimal port from 1 to 65535: 400.
    case malformed

    init(_ header: String?) {
        guard let header, !header.isEmpty, header.utf8.count <= 300 else { self = .malformed; return }
        let name: Substring, rest: Substring
        if header.hasPrefix("[") {
            // An IP literal: [hex digits, colons, dots], then nothing or :port.
            guard let close = header.firstIndex(of: "]") else { self = .malformed; return }
            name = header[...close]
            rest = header[header.index(after: close)...]
            let inside = name.dropFirst().dropLast()
            guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { self = .malformed; return }
        } else {
            let colon = header.firstIndex(of: ":") ?? header.endIndex
            name = header[..<colon]
            rest = header[colon...]
            // A registered name or IPv4 address (RFC 3986 reg-name without percent-encoding).
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._~".contains($0)) }) else { self = .malformed; return }
        }
        var port = 80
        if !rest.isEmpty {
            let digits = rest.dropFirst()
            guard rest.first == ":", (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let p = Int(digits), (1...65535).contains(p) else { self = .malformed; return }
            port = p
        }
        let lower = name.lowercased()
        self = ["127.0.0.1", "localhost", "[::1]"].contains(lower) ? .loopback(name: lower, port: port) : .foreign
    }
}

/// The checks every request passes before its route (see the file's comment).
struct RequestChecks: RouterMiddleware {
    typealias Context = BasicRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let response = try await check(request, context: context, next: next)
        // No route answers HEAD: its refusal has the headers of one, without the body.
        return request.method == .head ? response.createHeadResponse() : response
    }

    func check(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let host = request.head.authority
        // A second Host header stays among the fields (the first one is the authority).
        let extraHosts = request.headers[values: HTTPField.Name("Host")!].count
        switch extraHosts > 0 ? .malformed : HostCheck(host) {
        case .malformed:
            return refuse(400, host == nil ? "missing Host header" : extraHosts > 0 ? "more than one Host header" : "malformed Host header \(quote(host!))")
        case .foreign:
            return refuse(403, "the studio answers requests for 127.0.0.1, localhost or [::1] only, not Host \(quote(host!))")
        case .loopback(let name, let port):
            if let origin = request.headers[.origin], !Self.isSameOrigin(origin, name: name, port: port) {
                return refuse(403, "cross-origin request refused: Origin \(quote(origin)) is not http://\(host!)")
            }
        }
        let path = request.uri.path
        if let allowed = StudioServer.allowedMethods(path: path), request.method != allowed {
            return StudioServer.json(.error(405, "\(clip(path)) answers \(allowed.rawValue) only"), headers: [.allow: allowed.rawValue])
        }
        if request.method == .post, path.hasPrefix("/api/"), !Self.isJSON(request.headers[.contentType]) {
            let given = request.headers[.contentType].map { "not \(quote($0))" } ?? "none given"
            return refuse(415, "Content-Type must be application/json, \(given)")
        }
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return refuse(404, "no page \(clip(path)); the studio is at /")
        } catch let error as any HTTPResponseError {
            let message = (error as? HTTPError)?.body ?? error.status.reasonPhrase
            return StudioServer.json(.error(error.status.code, clip(message)), headers: (error as? HTTPError)?.headers ?? [:])
        }
    }

    /// Whether an Origin header names the server the request was sent to: `http://` and the
    /// Host's loopback name and port (a missing port is 80).
    static func isSameOrigin(_ origin: String, name: String, port: Int) -> Bool {
        guard origin.lowercased().hasPrefix("http://") else { return false }
        return HostCheck(String(origin.dropFirst("http://".count))) == .loopback(name: name, port: port)
    }

    /// Whether a Content-Type is JSON: `application/json`, any case, parameters (charset) allowed.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let type = contentType?.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first else { return false }
        return type.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }

    func refuse(_ status: Int, _ message: String) -> Response {
        StudioServer.json(.error(status, message))
    }

    /// `text` quoted, at most 60 characters of it (the messages stay short).
    func quote(_ text: String) -> String { "\"" + clip(text, 60) + "\"" }
}

/// `text` cut to `limit` characters (with "…"), so that echoing a request keeps messages short.
func clip(_ text: String, _ limit: Int = 80) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
}
