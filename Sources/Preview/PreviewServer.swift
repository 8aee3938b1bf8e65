import FlyingFox
import FlyingSocks
import Foundation
import LayoutReport

/// The preview's HTTP server: FlyingFox answering with `PreviewSite`, the file watched, and every
/// open page told through a WebSocket (`/api/events`) when the file changes.
///
/// The server is the only part of the package that links an HTTP stack; the `autolayout` command
/// links it, the libraries do not.
public final class PreviewServer: Sendable {
    public let site: PreviewSite
    private let server: HTTPServer
    private let events = PreviewEvents()
    private let stopped = StopFlag()
    /// How often the file's status is read: a change shows on the page within this and a layout.
    public let pollInterval: Duration
    /// `host:port` as asked, for errors.
    private let asked: String

    /// A server for `site` on `host` (an IPv4 or IPv6 address, or `localhost`) and `port` (0 for
    /// a free one), not yet listening.
    public init(site: PreviewSite, host: String, port: UInt16, pollInterval: Duration = .milliseconds(100)) throws(PreviewError) {
        self.site = site
        self.pollInterval = pollInterval
        asked = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        let address: any SocketAddress
        do {
            if host == "localhost" {
                address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
            } else if host.contains(":") {
                address = try sockaddr_in6.inet6(ip6: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: port)
            } else {
                address = try sockaddr_in.inet(ip4: host, port: port)
            }
        } catch {
            throw .cannotListen(address: host, reason: "expected an IP address such as 127.0.0.1, ::1 or 0.0.0.0, or localhost")
        }
        let site = self.site, events = self.events
        server = HTTPServer(address: address, timeout: 60, logger: .disabled, handler: ClosureHTTPHandler { request in
            try await Self.handle(request, site: site, events: events)
        })
    }

    /// Serves until `stop()` or the task is cancelled; `listening` is called once with the page's
    /// address (`http://127.0.0.1:PORT/`) when the socket listens. Throws when it cannot listen.
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await self.server.run()
                } catch let SocketError.failed(type, code, message) {
                    let reason = code == EADDRINUSE ? "the port is in use; pick another with --port, or --port 0 for a free one"
                        : code == EADDRNOTAVAIL ? "no network interface of this machine has that address"
                        : code == EACCES ? "permission denied (ports below 1024 need privileges)" : "\(type): \(message)"
                    throw PreviewError.cannotListen(address: self.asked, reason: reason)
                }
            }
            group.addTask {
                try await self.server.waitUntilListening(timeout: 10)
                listening(try await self.address())
                try await self.watch()
            }
            // The server stopping (or failing to listen) ends the preview, and the watcher with it.
            do {
                try await group.next()
            } catch where stopped.isSet {
                // The listening socket closed under `stop()`: a clean end.
            }
            group.cancelAll()
        }
    }

    /// Closes the listening socket and every connection.
    public func stop() async {
        stopped.set()
        events.finish()
        await server.stop(timeout: 0.2)
    }

    /// `http://ADDRESS:PORT/` of the listening socket.
    public func address() async throws -> String {
        switch await server.listeningAddress {
        case let .ip4(ip, port)?: return "http://\(ip):\(port)/"
        case let .ip6(ip, port)?: return "http://[\(ip)]:\(port)/"
        default: throw PreviewError.cannotListen(address: "?", reason: "the socket has no address")
        }
    }

    /// Polls the file; on each change tells every open page the new version (and the error, if
    /// the file no longer reads).
    private func watch() async throws {
        while !Task.isCancelled {
            try await Task.sleep(for: pollInterval)
            if site.document.refresh() { events.send(Self.changeMessage(site.document)) }
        }
    }

    /// `{"version": N, "error": …}`: what a page is told on connecting and on each change.
    static func changeMessage(_ document: PreviewDocument) -> String {
        JSONValue.object([("version", .number(Double(document.version))),
                          ("error", document.readError.map { .string($0.description) } ?? .null)]).text(pretty: false)
    }

    /// Where requests are answered: layouts take a lock and can take seconds, and waiting for
    /// them on Swift's cooperative threads (one per core) could leave none free for SIGTERM's
    /// stop or the file watcher while the page asked for several layouts at once.
    private static let layoutQueue = DispatchQueue(label: "autolayout.preview.layout")

    /// One request: the site's answer as FlyingFox's response, or the WebSocket of `/api/events`.
    private static func handle(_ request: HTTPRequest, site: PreviewSite, events: PreviewEvents) async throws -> HTTPResponse {
        let hasBody = request.headers[.transferEncoding] != nil || (request.headers[.contentLength].flatMap { Int($0) } ?? 0) > 0
        let asked = PreviewRequest(method: request.method.rawValue, target: request.target.rawValue, hasBody: hasBody)
        let answer = await withCheckedContinuation { (done: CheckedContinuation<PreviewResponse, Never>) in
            layoutQueue.async { done.resume(returning: site.respond(to: asked)) }
        }
        if answer.upgradesToEvents {
            guard request.headers[.upgrade]?.lowercased() == "websocket" else {
                return response(.error(400, "/api/events is a WebSocket: connect with new WebSocket(…)"))
            }
            let greeting = changeMessage(site.document)
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: events.handler(greeting: greeting)))
                .handleRequest(request)
        }
        return response(answer)
    }

    private static func response(_ answer: PreviewResponse) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = answer.contentType
        headers[HTTPHeader("Cache-Control")] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        for (name, value) in answer.headers { headers[HTTPHeader(name)] = value }
        return HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: reasonPhrase(answer.status)),
                            headers: headers, body: answer.body)
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        default: "Internal Server Error"
        }
    }
}

/// Set once `stop()` is called, so that the server's socket closing under it is not an error.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// The open pages' WebSockets, each fed the change messages.
final class PreviewEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextID = 0
    /// Set by `finish()`: a page whose WebSocket is accepted while the preview stops is closed
    /// at once, not left open past the stop.
    private var isFinished = false

    /// A handler for one page: sends `greeting` (the current version) at once, then each change.
    func handler(greeting: String) -> some WSMessageHandler { Client(events: self, greeting: greeting) }

    func send(_ text: String) {
        for client in lock.withLock({ Array(clients.values) }) { client.yield(.text(text)) }
    }

    func finish() {
        let open = lock.withLock {
            isFinished = true
            return Array(clients.values)
        }
        for client in open { client.yield(.close(.normalClosure)); client.finish() }
    }

    /// Registers a page's stream and returns its id; after `finish()` the stream is closed
    /// instead.
    func add(_ continuation: AsyncStream<WSMessage>.Continuation) -> Int {
        let (id, finished) = lock.withLock {
            nextID += 1
            if !isFinished { clients[nextID] = continuation }
            return (nextID, isFinished)
        }
        if finished {
            continuation.yield(.close(.normalClosure))
            continuation.finish()
        }
        return id
    }

    fileprivate func remove(_ id: Int) {
        _ = lock.withLock { clients.removeValue(forKey: id) }
    }

    private struct Client: WSMessageHandler {
        let events: PreviewEvents
        let greeting: String

        func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
            let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
            let id = events.add(continuation)
            continuation.yield(.text(greeting))
            let events = self.events
            // The page's own messages are not used; when it closes, stop feeding it.
            Task {
                for await _ in client {}
                events.remove(id)
                continuation.finish()
            }
            continuation.onTermination = { _ in events.remove(id) }
            return stream
        }
    }
}
