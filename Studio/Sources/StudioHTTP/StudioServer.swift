// The HTTP side: Hummingbird on 127.0.0.1, the page's files from the bundle's Resources, and
// /api/<endpoint> handed to StudioAPI.respond with the body read up to the size limit.

import Foundation
import Hummingbird
import NIOCore
import StudioAPI

/// The studio's web server: the page and the JSON API, on loopback only.
public enum StudioServer {
    /// The page's files: URL path → (resource file, content type).
    public static let pageFiles: [String: (file: String, type: String)] = [
        "/": ("index.html", "text/html; charset=utf-8"),
        "/index.html": ("index.html", "text/html; charset=utf-8"),
        "/studio.js": ("studio.js", "text/javascript; charset=utf-8"),
        "/studio.css": ("studio.css", "text/css; charset=utf-8"),
    ]

    /// The bytes of a page file from the bundled Resources folder.
    public static func resource(_ name: String) -> Data? {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources") else { return nil }
        return try? Data(contentsOf: url)
    }

    /// Whether a Host header names this machine's loopback (refuses DNS-rebinding requests from
    /// other sites' pages).
    public static func isLoopbackHost(_ host: String?) -> Bool {
        guard let host else { return true }
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }.dropFirst()) : String(host.split(separator: ":").first ?? "")
        return name == "127.0.0.1" || name == "localhost" || name == "::1"
    }

    /// The router: GET the page files, GET/POST `/api/{endpoint}`.
    public static func router() -> Router<BasicRequestContext> {
        let router = Router()
        var files: [String: (Data, String)] = [:]
        for (path, entry) in pageFiles {
            if let data = resource(entry.file) { files[path] = (data, entry.type) }
        }
        let page = files
        for path in pageFiles.keys {
            router.get(RouterPath(path)) { request, _ -> Response in
                guard let (data, type) = page[path] else { return json(.error(404, "missing resource \(path)")) }
                return Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
            }
        }
        let api: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, context in
            guard isLoopbackHost(request.head.authority) else { return json(.error(403, "the studio answers requests for 127.0.0.1 or localhost only")) }
            let endpoint = context.parameters.get("endpoint") ?? ""
            var body = Data()
            if request.method == .post {
                do {
                    let buffer = try await request.body.collect(upTo: StudioAPI.maximumBodyBytes)
                    body = Data(buffer.readableBytesView)
                } catch {
                    return json(.error(413, "request body larger than the limit of \(StudioAPI.maximumBodyBytes) bytes"))
                }
            }
            // The library's work is CPU-bound: off the event loop.
            let method = request.method.rawValue
            let received = body
            let answer = await Task.detached { StudioAPI.respond(method: method, endpoint: endpoint, body: received) }.value
            return json(answer)
        }
        router.get("/api/:endpoint", use: api)
        router.post("/api/:endpoint", use: api)
        return router
    }

    static func json(_ response: StudioResponse) -> Response {
        Response(
            status: HTTPResponse.Status(code: response.status),
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: response.json.text)))
    }

    /// The application on 127.0.0.1:`port` (0: any free port); `onRunning` gets the bound port.
    public static func application(port: Int, onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        Application(
            router: router(),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "MotionCurves Studio"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) })
    }
}
