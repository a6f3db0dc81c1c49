// The body half of the read timeouts. Hummingbird's idle timeout (Limits.headerTimeout) closes a
// connection that sends no complete request head in time, but every body chunk restarts its clock,
// so a client trickling a byte every few seconds could hold a connection for ever: this handler
// gives the whole body a deadline from the end of its head.

import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// A channel handler (after the HTTP codec) that closes the connection when a request's body has
/// not fully arrived `timeout` after its head: with a 408 JSON answer when no response has started
/// yet, silently otherwise.
final class RequestBodyDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// Whether a response head was written since the current request's head arrived.
    private var responding = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            deadline?.cancel()
            responding = false
            deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [self] in expired(context: context) }
        case .end:
            deadline?.cancel()
            deadline = nil
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .head = unwrapOutboundIn(data) { responding = true }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    private func expired(context: ChannelHandlerContext) {
        deadline = nil
        guard context.channel.isActive else { return }
        guard !responding else {
            context.close(promise: nil)
            return
        }
        responding = true
        let seconds = Double(timeout.nanoseconds) / 1e9
        let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        let text = #"{"error":"request body not received within \#(shown) s"}"#
        let body = context.channel.allocator.buffer(string: text)
        let head = HTTPResponse(status: .requestTimeout, headerFields: [
            .contentType: "application/json; charset=utf-8", .contentLength: String(body.readableBytes),
            .connection: "close", .cacheControl: "no-store",
        ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}

@available(*, unavailable)
extension RequestBodyDeadline: Sendable {}
