// The HTTP side: Hummingbird on 127.0.0.1, the page's files from the bundle's Resources, and
// /api/<endpoint> handed to StudioAPI.respond with the body read up to the size limit. In front of
// every route, RequestChecks (RequestChecks.swift) refuses a foreign or malformed Host, a
// cross-origin request, a wrong method and a POST that is not JSON; the connection limits
// (Limits, RequestBodyDeadline.swift) keep slow or idle clients from holding the server.

import Foundation
import Hummingbird
import HummingbirdCore
import HTTPTypes
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

    /// How long a client may take and how many connections it may hold.
    public struct Limits: Sendable {
        /// The time to send a request's head (its request line and headers): from the connection's
        /// start, or from the end of the previous response on a kept-alive connection; past it the
        /// connection is closed (Hummingbird's idle timeout: a client trickling header bytes sends
        /// no complete head, so the clock is not reset).
        public var headerTimeout: Duration
        /// The time to send a request's whole body, from the end of its head; past it the server
        /// answers 408 and closes the connection.
        public var bodyTimeout: Duration
        /// The most connections open at once; more wait in the listen backlog until one closes.
        public var maximumConnections: Int

        /// The limits: by default 10 s for the head, 10 s for the body, 64 connections.
        public init(headerTimeout: Duration = .seconds(10), bodyTimeout: Duration = .seconds(10), maximumConnections: Int = 64) {
            self.headerTimeout = headerTimeout
            self.bodyTimeout = bodyTimeout
            self.maximumConnections = maximumConnections
        }
    }

    /// The bytes of a page file from the bundled Resources folder.
    public static func resource(_ name: String) -> Data? {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources") else { return nil }
        return try? Data(contentsOf: url)
    }

    /// Whether a Host header names this machine's loopback, strictly (`127.0.0.1`, `localhost` or
    /// `[::1]`, each with an optional decimal port): refuses DNS-rebinding requests from other
    /// sites' pages, and a missing or malformed Host.
    public static func isLoopbackHost(_ host: String?) -> Bool {
        if case .loopback = HostCheck(host) { true } else { false }
    }

    /// The methods a known path answers (the `Allow` header of a 405), or nil for a path the
    /// studio does not serve.
    public static func allowedMethods(path: String) -> HTTPRequest.Method? {
        if pageFiles[path] != nil { return .get }
        guard path.hasPrefix("/api/") else { return nil }
        let endpoint = String(path.dropFirst("/api/".count))
        if StudioAPI.getEndpoints.contains(endpoint) { return .get }
        if StudioAPI.postEndpoints.contains(endpoint) { return .post }
        return nil
    }

    /// The router: GET the page files, GET/POST `/api/{endpoint}`, every request through
    /// ``RequestChecks`` first (so every refusal and every 404 is a JSON `{"error": …}`).
    public static func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestChecks())
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
            let endpoint = context.parameters.get("endpoint") ?? ""
            var body = Data()
            if request.method == .post {
                do {
                    let buffer = try await request.body.collect(upTo: StudioAPI.maximumBodyBytes)
                    body = Data(buffer.readableBytesView)
                } catch is NIOTooManyBytesError {
                    return json(.error(413, "request body larger than the limit of \(StudioAPI.maximumBodyBytes) bytes"))
                } catch {
                    // The connection closed or timed out (RequestBodyDeadline) while the body was read.
                    return json(.error(408, "request body not received"))
                }
            }
            // The library's work is CPU-bound: off the event loop.
            let method = request.method.rawValue
            let received = body
            var answer = await Task.detached { StudioAPI.respond(method: method, endpoint: endpoint, body: received) }.value
            // The page asks for a problem with its input (400, 422) as a 200 whose body carries
            // the error: a designer's typo is an answer, not a failed request in the console.
            if request.headers[problemsInBody] == "1" && (answer.status == 400 || answer.status == 422) {
                answer.status = 200
            }
            return json(answer)
        }
        router.get("/api/:endpoint", use: api)
        router.post("/api/:endpoint", use: api)
        return router
    }

    /// With this request header set to 1, a problem with the request's input (400, 422) is
    /// answered 200 with the same `{"error", "field"}` body (the page sends it).
    static let problemsInBody = HTTPField.Name("X-Problems-In-Body")!

    static func json(_ response: StudioResponse, headers extra: HTTPFields = [:]) -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        headers.append(contentsOf: extra)
        return Response(
            status: HTTPResponse.Status(code: response.status),
            headers: headers,
            body: .init(byteBuffer: ByteBuffer(string: response.json.text)))
    }

    /// The application on 127.0.0.1:`port` (0: any free port) within `limits`; `onRunning` gets
    /// the bound port.
    public static func application(port: Int, limits: Limits = Limits(), onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        let bodyTimeout = TimeAmount(limits.bodyTimeout)
        return Application(
            router: router(),
            server: .http1(configuration: .init(
                additionalChannelHandlers: [RequestBodyDeadline(timeout: bodyTimeout)],
                idleTimeout: TimeAmount(limits.headerTimeout))),
            configuration: .init(
                address: .hostname("127.0.0.1", port: port), serverName: "MotionCurves Studio",
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) })
    }
}
