import Foundation
import Testing
@testable import Preview

/// The server on a real socket: requests sent byte for byte (no client library in between to
/// tidy them), the page's WebSocket told of each save, and a clean stop.
@Suite(.serialized) struct PreviewServerTests {
    /// A running server for `fixture` on a free loopback port; `body` gets the port.
    func withServer(_ fixture: PreviewFixture, _ body: (UInt16) async throws -> Void) async throws {
        let server = try PreviewServer(site: fixture.site, host: "127.0.0.1", port: 0, pollInterval: .milliseconds(50))
        let (addresses, announce) = AsyncStream<String>.makeStream()
        let running = Task { try await server.run { announce.yield($0) } }
        var iterator = addresses.makeAsyncIterator()
        let address = try #require(await iterator.next())
        #expect(address.hasPrefix("http://127.0.0.1:") && address.hasSuffix("/"))
        let port = try #require(UInt16(address.dropFirst("http://127.0.0.1:".count).dropLast()))
        try await body(port)
        await server.stop()
        // run() returns once stopped: the preview ends cleanly.
        try await running.value
    }

    func request(_ port: UInt16, _ text: String) async throws -> String {
        try await offThePool {
            let client = try RawClient(port: port)
            try client.send(text)
            return client.receiveAll()
        }
    }

    @Test func refusesWhatTheSiteRefusesOnTheWire() async throws {
        let fixture = try PreviewFixture()
        try await withServer(fixture) { port in
            let ok = try await request(port, "GET /api/render HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(ok.hasPrefix("HTTP/1.1 200"))
            #expect(ok.contains("\"name\": \"Name Text Field\""))
            let traversal = try await request(port, "GET /../../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(traversal.hasPrefix("HTTP/1.1 404") && !traversal.contains("root:"))
            let encoded = try await request(port, "GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(encoded.hasPrefix("HTTP/1.1 404") && !encoded.contains("root:"))
            let post = try await request(port, "POST /api/render HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello")
            #expect(post.hasPrefix("HTTP/1.1 405") && post.contains("Allow: GET"))
            let body = try await request(port, "GET /api/render HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello")
            #expect(body.hasPrefix("HTTP/1.1 413") && body.contains("request bodies are refused"))
            // Not HTTP at all: the connection is closed without an answer, and the server goes on.
            #expect(try await request(port, "HELLO\r\n\r\n").isEmpty)
            #expect(try await request(port, "GET / HTTP/1.1\r\nContent-Length: many\r\n\r\n").isEmpty)
            #expect(try await request(port, "GET /app.css HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").hasPrefix("HTTP/1.1 200"))
            let notSocket = try await request(port, "GET /api/events HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(notSocket.hasPrefix("HTTP/1.1 400") && notSocket.contains("WebSocket"))
        }
    }

    /// A save reaches an open page's WebSocket, then a save that breaks the document (the
    /// measured time is printed).
    @Test func aSaveIsAnnouncedOnTheEventsSocket() async throws {
        let fixture = try PreviewFixture()
        try await withServer(fixture) { port in
            let client = try RawClient(port: port)
            try await offThePool { try client.send("GET /api/events HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n") }
            let head = try await offThePool { client.receiveHead() }
            #expect(head.hasPrefix("HTTP/1.1 101"))
            // RFC 6455 §1.3's worked example: this key's accept value.
            #expect(head.contains("s3pPLMBiTxaQ9kYGzzhZRbK+xOo="))
            #expect(try await offThePool { client.receiveTextFrame() } == #"{"version":1,"error":null}"#)

            let saved = ContinuousClock.now
            try fixture.write(try fixture.text.replacingOccurrences(of: "Bottom + 20.0", with: "Bottom + 30.0"))
            #expect(try await offThePool { client.receiveTextFrame() } == #"{"version":2,"error":null}"#)
            let latency = ContinuousClock.now - saved
            print("preview: a save reached the page's socket in \(latency)")
            // Unloaded, it takes about the poll interval (50 ms here); the bound leaves room for a
            // machine busy with other tests. The browser test holds the page to the issue's 2 s.
            #expect(latency < .seconds(5))

            try fixture.write("views: [\n")
            let broken = try #require(try await offThePool { client.receiveTextFrame() })
            #expect(broken.hasPrefix(#"{"version":3,"error":""#))
        }
    }
}
