import Foundation
import Testing

/// The server on a real socket: requests sent byte for byte (no client library in between to
/// tidy them), the page's WebSocket told of each save, and a clean stop. The server runs as the
/// `autolayout preview` command, in a process of its own (`PreviewProcess` says why).
@Suite(.serialized) struct PreviewServerTests {
    /// A running preview of `fixture` on a free loopback port; `body` gets the port.
    func withServer(_ fixture: PreviewFixture, _ body: (UInt16) async throws -> Void) async throws {
        let file = fixture.file
        let server = try await offThePool { try PreviewProcess(file: file) }
        try await body(server.port)
        // SIGTERM ends the preview cleanly.
        #expect(try await offThePool { try server.stop() } == 0)
    }

    /// Each request on a connection of its own, in order, and each answer read until the server
    /// closes. All are made in one trip off the task pool: on a machine whose pool other tests
    /// keep busy, every trip back waits its turn.
    func exchange(_ port: UInt16, _ requests: [String]) async throws -> [String] {
        try await offThePool {
            try requests.map { text in
                let client = try RawClient(port: port)
                try client.send(text)
                return try client.receiveAll()
            }
        }
    }

    @Test func refusesWhatTheSiteRefusesOnTheWire() async throws {
        let fixture = try PreviewFixture()
        try await withServer(fixture) { port in
            let answers = try await exchange(port, [
                "GET /api/render HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "GET /../../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "POST /api/render HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello",
                "GET /api/render HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello",
                // Not HTTP at all: the connection is closed without an answer, and the server goes on.
                "HELLO\r\n\r\n",
                "GET / HTTP/1.1\r\nContent-Length: many\r\n\r\n",
                "GET /app.css HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                "GET /api/events HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            ])
            try #require(answers.count == 9)
            let (ok, traversal, encoded, post, body) = (answers[0], answers[1], answers[2], answers[3], answers[4])
            #expect(ok.hasPrefix("HTTP/1.1 200"))
            #expect(ok.contains("\"name\": \"Name Text Field\""))
            #expect(traversal.hasPrefix("HTTP/1.1 404") && !traversal.contains("root:"))
            #expect(encoded.hasPrefix("HTTP/1.1 404") && !encoded.contains("root:"))
            #expect(post.hasPrefix("HTTP/1.1 405") && post.contains("Allow: GET"))
            #expect(body.hasPrefix("HTTP/1.1 413") && body.contains("request bodies are refused"))
            #expect(answers[5].isEmpty)
            #expect(answers[6].isEmpty)
            #expect(answers[7].hasPrefix("HTTP/1.1 200"))
            let notSocket = answers[8]
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
            let head = try await offThePool { try client.receiveHead() }
            #expect(head.hasPrefix("HTTP/1.1 101"))
            // RFC 6455 §1.3's worked example: this key's accept value.
            #expect(head.contains("s3pPLMBiTxaQ9kYGzzhZRbK+xOo="))
            #expect(try await offThePool { try client.receiveTextFrame() } == #"{"version":1,"error":null}"#)

            let saved = ContinuousClock.now
            try fixture.write(try fixture.text.replacingOccurrences(of: "Bottom + 20.0", with: "Bottom + 30.0"))
            // The time is taken on the reading thread, as the frame arrives: not after the hop
            // back to a task pool that other tests may keep busy.
            let (changed, arrived) = try await offThePool { (try client.receiveTextFrame(), ContinuousClock.now) }
            #expect(changed == #"{"version":2,"error":null}"#)
            let latency = arrived - saved
            print("preview: a save reached the page's socket in \(latency)")
            // Unloaded, it takes about the command's poll interval (100 ms); the bound leaves room for a
            // machine busy with other tests. The browser test holds the page to the issue's 2 s.
            #expect(latency < .seconds(5))

            try fixture.write("views: [\n")
            let broken = try #require(try await offThePool { try client.receiveTextFrame() })
            #expect(broken.hasPrefix(#"{"version":3,"error":""#))
        }
    }

    /// A SIGTERM sent the moment the address is printed stops the preview, every time. The signal
    /// sources were once registered only after the server listened; a signal in between was lost,
    /// which a busy machine turned into a preview that never stopped.
    @Test func aSIGTERMRightAfterTheAddressStopsIt() async throws {
        let fixture = try PreviewFixture()
        let file = fixture.file
        let statuses = try await offThePool {
            try (0..<10).map { _ in try PreviewProcess(file: file).stop() }
        }
        withExtendedLifetime(fixture) {}
        #expect(statuses == Array(repeating: 0, count: 10))
    }

    /// A server that takes the connection and never answers fails the read at the client's
    /// deadline, with a message saying what it waited for, instead of hanging the suite.
    @Test func aSilentServerFailsTheReadAtItsDeadline() async throws {
        let listener = try SilentListener()
        let started = ContinuousClock.now
        let failure = await #expect(throws: RawClient.Failure.self) {
            try await offThePool {
                let client = try RawClient(port: listener.port, limit: .milliseconds(300))
                try client.send("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                return try client.receiveAll()
            }
        }
        #expect(failure?.description.contains("no close of the connection within") == true, "\(String(describing: failure))")
        #expect(ContinuousClock.now - started < .seconds(30))
    }
}
