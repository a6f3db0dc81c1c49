// The server over a real socket: the studio on a free loopback port, spoken to in raw HTTP/1.1
// bytes (so that a test can send what no well-behaved client sends: a malformed Host, a body a
// byte at a time, nothing at all). The blocking socket calls run on threads of their own, never on
// the concurrency pool the server's handlers need.

import Foundation
import Logging
import ServiceLifecycle
import StudioAPI
import StudioHTTP
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` with the studio listening on a free port of 127.0.0.1 (the port passed to it).
func withStudio<T: Sendable>(_ limits: StudioServer.Limits = .init(), _ body: (Int) async throws -> T) async throws -> T {
    let (ports, bound) = AsyncStream.makeStream(of: Int.self)
    let app = StudioServer.application(port: 0, limits: limits) { port in
        bound.yield(port)
        bound.finish()
    }
    let group = ServiceGroup(services: [app], logger: Logger(label: "studio-test"))
    let server = Task { try await group.run() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else {
        server.cancel()
        throw SocketError(message: "the server did not start")
    }
    let result: Result<T, any Error>
    do { result = .success(try await body(port)) } catch { result = .failure(error) }
    await group.triggerGracefulShutdown()
    _ = await server.result
    return try result.get()
}

struct SocketError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Runs blocking `work` on a thread of its own.
func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}

/// A TCP connection to 127.0.0.1 that sends and receives raw bytes.
final class RawConnection: @unchecked Sendable {
    let fd: Int32

    init(port: Int) throws {
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw SocketError(message: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            close(fd)
            throw SocketError(message: "connect() to port \(port) failed")
        }
    }

    deinit { close(fd) }

    /// Sends `text`; false when the connection is gone.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            #if canImport(Glibc)
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            #else
            let n = bytes.withUnsafeBytes { Darwin.send(fd, $0.baseAddress! + sent, bytes.count - sent, 0) }
            #endif
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    /// Waits up to `seconds` for bytes: the bytes (empty when none came), and whether the server
    /// closed the connection (end of stream or reset).
    func read(within seconds: Double) -> (bytes: [UInt8], closed: Bool) {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(seconds * 1000)) > 0 else { return ([], false) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
        return n > 0 ? (Array(buffer[..<n]), false) : ([], true)
    }

    /// Reads until the server closes the connection or `seconds` pass: everything received,
    /// whether it closed, and when (seconds from the call).
    func readUntilClosed(within seconds: Double) -> (text: String, closed: Bool, after: Double) {
        let start = Date()
        var bytes: [UInt8] = []
        while Date().timeIntervalSince(start) < seconds {
            let (chunk, closed) = read(within: seconds - Date().timeIntervalSince(start))
            bytes += chunk
            if closed { return (String(decoding: bytes, as: UTF8.self), true, Date().timeIntervalSince(start)) }
        }
        return (String(decoding: bytes, as: UTF8.self), false, Date().timeIntervalSince(start))
    }

    /// Reads one response (its head, then Content-Length bytes of body unless it answers a HEAD
    /// request), within `seconds`.
    func readResponse(within seconds: Double = 20, toHEAD: Bool = false) throws -> HTTPAnswer {
        let start = Date()
        var bytes: [UInt8] = []
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        while Date().timeIntervalSince(start) < seconds {
            if let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) {
                let head = String(decoding: bytes[..<end], as: UTF8.self)
                let answer = HTTPAnswer(head: head, body: [])
                let length = toHEAD ? 0 : Int(answer.headers["content-length"] ?? "0") ?? 0
                if bytes.count - end - 4 >= length {
                    return HTTPAnswer(head: head, body: Array(bytes[(end + 4)..<(end + 4 + length)]))
                }
            }
            let (chunk, closed) = read(within: seconds - Date().timeIntervalSince(start))
            if closed { break }
            bytes += chunk
        }
        throw SocketError(message: "no complete response; received: \(String(decoding: bytes.prefix(300), as: UTF8.self))")
    }
}

/// A response: its status, its headers (names lowercased) and its body.
struct HTTPAnswer {
    var status = 0
    var headers: [String: String] = [:]
    var body = ""

    init(head: String, body: [UInt8]) {
        let lines = head.components(separatedBy: "\r\n")
        status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.body = String(decoding: body, as: UTF8.self)
    }

    /// The body's `error` message, when it is a JSON error.
    var error: String? { StudioJSON.parse(Data(body.utf8)).flatMap { string($0, "error") } }
}

/// Sends one raw request (`head` lines without the final blank line, then `body`) on a new
/// connection and reads the response.
func exchange(_ port: Int, _ head: [String], body: String = "") async throws -> HTTPAnswer {
    let connection = try RawConnection(port: port)
    let text = head.joined(separator: "\r\n") + "\r\n\r\n" + body
    return try await onThread {
        connection.send(text)
        return Result { try connection.readResponse(toHEAD: head.first?.hasPrefix("HEAD ") == true) }
    }.get()
}

/// The head of a request to the studio on `port`: request line, Host (nil: none), the other
/// headers, and Content-Length when a body is given.
func head(_ method: String, _ path: String, port: Int, host: String? = nil, _ headers: [String] = [], body: String? = nil) -> [String] {
    var lines = ["\(method) \(path) HTTP/1.1"]
    if let host { lines.append("Host: \(host)") }
    lines += headers
    if let body { lines.append("Content-Length: \(body.utf8.count)") }
    return lines
}

/// POSTs `body` as JSON to `/api/endpoint` with the given extra headers (the Host is 127.0.0.1:port
/// unless `host` is given).
func postJSON(_ port: Int, _ endpoint: String, _ body: String, host: String? = nil, contentType: String? = "application/json", _ headers: [String] = []) async throws -> HTTPAnswer {
    let type = contentType.map { ["Content-Type: \($0)"] } ?? []
    return try await exchange(port, head("POST", "/api/\(endpoint)", port: port, host: host ?? "127.0.0.1:\(port)", type + headers, body: body), body: body)
}

/// A refusal over HTTP: its status, a JSON error mentioning `words`, and a JSON content type.
func expectRefused(_ answer: HTTPAnswer, status: Int, mentions words: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(answer.status == status, "status \(answer.status): \(answer.body)", sourceLocation: sourceLocation)
    #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true, "\(answer.headers)", sourceLocation: sourceLocation)
    let message = answer.error ?? ""
    #expect(message.contains(words), "message: \(answer.body)", sourceLocation: sourceLocation)
    #expect(message.count <= 200, "message too long: \(message)", sourceLocation: sourceLocation)
}

@Suite(.serialized) struct HTTPServer {
    static let easing = #"{"easing": "ease", "samples": 3}"#

    @Test func anIdleConnectionIsClosedAfterTheHeaderTimeout() async throws {
        try await withStudio(.init(headerTimeout: .seconds(1), bodyTimeout: .seconds(5))) { port in
            // Nothing sent at all.
            let idle = try RawConnection(port: port)
            let quiet = await onThread { idle.readUntilClosed(within: 6) }
            #expect(quiet.closed && quiet.after > 0.7 && quiet.after < 4, "closed \(quiet.closed) after \(quiet.after) s")
            // Slowloris: a header line every 0.25 s never completes the head, and does not keep it open.
            let slow = try RawConnection(port: port)
            let trickle = await onThread { () -> (closed: Bool, after: Double) in
                let start = Date()
                slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
                for i in 0..<24 {
                    guard slow.send("X-Slow-\(i): 1\r\n") else { return (true, Date().timeIntervalSince(start)) }
                    if slow.read(within: 0.25).closed { return (true, Date().timeIntervalSince(start)) }
                }
                return (false, Date().timeIntervalSince(start))
            }
            #expect(trickle.closed && trickle.after > 0.7 && trickle.after < 4, "closed \(trickle.closed) after \(trickle.after) s")
            // A kept-alive connection has the same time for its next request, then is closed.
            let kept = try RawConnection(port: port)
            let answered = await onThread { () -> (Int, Bool, Double) in
                kept.send("GET /api/curves HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                let status = (try? kept.readResponse())?.status ?? 0
                let rest = kept.readUntilClosed(within: 6)
                return (status, rest.closed, rest.after)
            }
            #expect(answered.0 == 200 && answered.1 && answered.2 < 4, "\(answered)")
        }
    }

    @Test func aBodyTrickledPastTheBodyTimeoutGets408() async throws {
        try await withStudio(.init(headerTimeout: .seconds(5), bodyTimeout: .seconds(1))) { port in
            let connection = try RawConnection(port: port)
            let outcome = await onThread { () -> (text: String, after: Double) in
                let start = Date()
                connection.send("POST /api/easing HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
                var received = ""
                for _ in 0..<40 {
                    guard connection.send(" ") else { break }
                    let (bytes, closed) = connection.read(within: 0.2)
                    received += String(decoding: bytes, as: UTF8.self)
                    if closed { break }
                }
                return (received, Date().timeIntervalSince(start))
            }
            #expect(outcome.text.hasPrefix("HTTP/1.1 408"), "\(outcome.text)")
            #expect(outcome.text.contains(#"{"error":"request body not received within 1 s"}"#), "\(outcome.text)")
            #expect(outcome.after > 0.7 && outcome.after < 4, "after \(outcome.after) s")
        }
    }

    @Test func connectionsPastTheCapWaitForOneToClose() async throws {
        try await withStudio(.init(headerTimeout: .seconds(1), maximumConnections: 2)) { port in
            let first = try RawConnection(port: port), second = try RawConnection(port: port)
            try await Task.sleep(for: .milliseconds(200))
            // The third is answered only once the idle ones are closed, a second after they opened.
            let third = try RawConnection(port: port)
            let waited = await onThread { () -> (Int, Double) in
                let start = Date()
                third.send("GET /api/curves HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                return ((try? third.readResponse(within: 8))?.status ?? 0, Date().timeIntervalSince(start))
            }
            #expect(waited.0 == 200 && waited.1 > 0.5, "status \(waited.0) after \(waited.1) s")
            let closed = await onThread { (first.readUntilClosed(within: 1).closed, second.readUntilClosed(within: 1).closed) }
            #expect(closed == (true, true))
        }
    }

    @Test func postsMustBeJSON() async throws {
        try await withStudio { port in
            expectRefused(try await postJSON(port, "easing", Self.easing, contentType: "text/plain"), status: 415, mentions: "Content-Type must be application/json")
            expectRefused(try await postJSON(port, "easing", Self.easing, contentType: nil), status: 415, mentions: "none given")
            expectRefused(try await postJSON(port, "easing", Self.easing, contentType: "application/x-www-form-urlencoded"), status: 415, mentions: "application/json")
            expectRefused(try await postJSON(port, "easing", Self.easing, contentType: "application/jsonp"), status: 415, mentions: "application/json")
            #expect(try await postJSON(port, "easing", Self.easing).status == 200)
            #expect(try await postJSON(port, "easing", Self.easing, contentType: "application/json; charset=utf-8").status == 200)
            #expect(try await postJSON(port, "easing", Self.easing, contentType: "Application/JSON;charset=UTF-8").status == 200)
        }
    }

    @Test func anOriginMustBeTheServersOwn() async throws {
        try await withStudio { port in
            for origin in ["http://evil.example", "null", "http://localhost:\(port)", "http://127.0.0.1:\(port + 1)", "https://127.0.0.1:\(port)", "http://127.0.0.1", "http://127.0.0.1:\(port)/"] {
                expectRefused(try await postJSON(port, "easing", Self.easing, ["Origin: \(origin)"]), status: 403, mentions: "cross-origin request refused")
            }
            let get = try await exchange(port, head("GET", "/api/curves", port: port, host: "127.0.0.1:\(port)", ["Origin: http://evil.example"]))
            expectRefused(get, status: 403, mentions: "cross-origin")
            #expect(try await postJSON(port, "easing", Self.easing, ["Origin: http://127.0.0.1:\(port)"]).status == 200)
            #expect(try await postJSON(port, "easing", Self.easing, host: "localhost:\(port)", ["Origin: http://localhost:\(port)"]).status == 200)
            #expect(try await postJSON(port, "easing", Self.easing, host: "[::1]:\(port)", ["Origin: http://[::1]:\(port)"]).status == 200)
            #expect(try await postJSON(port, "easing", Self.easing).status == 200)  // no Origin: not a browser's cross-site request
        }
    }

    @Test func theHostHeaderIsParsedStrictly() async throws {
        try await withStudio { port in
            for host in ["[::1]evil", "[::1", "127.0.0.1:", "127.0.0.1:99999", "127.0.0.1:0", "127.0.0.1:+80", "127.0.0.1:80x", "[evil]:80", "127.0.0.1:80:80", "::1"] {
                let answer = try await exchange(port, head("GET", "/api/curves", port: port, host: host))
                expectRefused(answer, status: 400, mentions: "malformed Host header")
            }
            expectRefused(try await exchange(port, head("GET", "/api/curves", port: port, host: nil)), status: 400, mentions: "missing Host header")
            let twice = try await exchange(port, head("GET", "/api/curves", port: port, host: "127.0.0.1:\(port)", ["Host: evil.example"]))
            expectRefused(twice, status: 400, mentions: "more than one Host header")
            for host in ["evil.example", "127.0.0.1.evil.example:\(port)", "[::2]:\(port)", "localhost.:\(port)"] {
                expectRefused(try await exchange(port, head("GET", "/api/curves", port: port, host: host)), status: 403, mentions: "127.0.0.1, localhost or [::1] only")
            }
            expectRefused(try await exchange(port, head("GET", "/", port: port, host: "evil.example")), status: 403, mentions: "only")  // the page too
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)", "[::1]:\(port)", "127.0.0.1", "localhost"] {
                #expect(try await exchange(port, head("GET", "/api/curves", port: port, host: host)).status == 200, "\(host)")
            }
        }
    }

    @Test func aWrongMethodIs405WithAllow() async throws {
        try await withStudio { port in
            let host = "127.0.0.1:\(port)"
            for (method, path, allowed) in [("GET", "/api/easing", "POST"), ("PUT", "/api/spring", "POST"), ("DELETE", "/api/path", "POST"),
                                            ("POST", "/api/curves", "GET"), ("PUT", "/", "GET"), ("DELETE", "/studio.js", "GET"), ("HEAD", "/index.html", "GET")] {
                let body = method == "POST" || method == "PUT" ? "{}" : nil
                let answer = try await exchange(port, head(method, path, port: port, host: host, ["Content-Type: application/json"], body: body), body: body ?? "")
                #expect(answer.status == 405, "\(method) \(path): \(answer.status) \(answer.body)")
                #expect(answer.headers["allow"] == allowed, "\(method) \(path): \(answer.headers)")
                if method == "HEAD" {
                    #expect(answer.body.isEmpty)
                } else {
                    expectRefused(answer, status: 405, mentions: "answers \(allowed) only")
                }
            }
        }
    }

    @Test func every404HasAJSONBody() async throws {
        try await withStudio { port in
            let host = "127.0.0.1:\(port)"
            for path in ["/nothing", "/api/nosuch", "/api/easing/more", "/api", "/../../etc/passwd", "/%2e%2e/Package.swift", "/Resources/index.html", "/" + String(repeating: "a", count: 500)] {
                let answer = try await exchange(port, head("GET", path, port: port, host: host))
                #expect(answer.status == 404, "\(path): \(answer.status)")
                expectRefused(answer, status: 404, mentions: "no ")
            }
            expectRefused(try await exchange(port, head("PUT", "/nothing", port: port, host: host)), status: 404, mentions: "no page /nothing")
        }
    }

    @Test func theExistingRefusalsStillHoldOverHTTP() async throws {
        try await withStudio { port in
            let huge = "{" + String(repeating: " ", count: StudioAPI.maximumBodyBytes + 10) + "}"
            expectRefused(try await postJSON(port, "easing", huge), status: 413, mentions: "larger than the limit")
            expectRefused(try await postJSON(port, "easing", "{\"easing\": "), status: 400, mentions: "not valid JSON")
            expectRefused(try await postJSON(port, "easing", #"{"easing": "ease", "sample": 3}"#), status: 400, mentions: "unknown field")
            expectRefused(try await postJSON(port, "path", #"{"path": "M 0 0 A 1 1e-300 0 0 1 1e308 0"}"#), status: 400, mentions: "overflow")
            let page = try await exchange(port, head("GET", "/", port: port, host: "127.0.0.1:\(port)"))
            #expect(page.status == 200 && page.body.contains("MotionCurves Studio"))
        }
    }

    /// The page's header turns a problem with the input (400, 422) into a 200 with the same error
    /// body; protocol refusals keep their status, and so does every other client.
    @Test func thePageGetsInputProblemsInTheBody() async throws {
        try await withStudio { port in
            let inline = ["X-Problems-In-Body: 1"]
            let unknown = try await postJSON(port, "easing", #"{"easing": "ease", "sample": 3}"#, inline)
            #expect(unknown.status == 200 && (unknown.error ?? "").contains("unknown field"), "\(unknown.status) \(unknown.body)")
            let unexportable = try await postJSON(port, "css-linear", #"{"bezier": [0.98, 159, 1, 0]}"#, inline)
            let plain = try await postJSON(port, "css-linear", #"{"bezier": [0.98, 159, 1, 0]}"#)
            #expect(plain.status == 422 && unexportable.status == 200 && unexportable.error == plain.error, "\(plain.status) \(unexportable.body)")
            let huge = "{" + String(repeating: " ", count: StudioAPI.maximumBodyBytes + 10) + "}"
            expectRefused(try await postJSON(port, "easing", huge, inline), status: 413, mentions: "larger than the limit")
            expectRefused(try await postJSON(port, "easing", Self.easing, contentType: "text/plain", inline), status: 415, mentions: "application/json")
            #expect(try await postJSON(port, "easing", Self.easing, inline).error == nil)
        }
    }
}
