import FlyingFox
import Testing
@testable import Preview

/// The open pages' WebSockets around a stop: none may stay open past it.
@Suite struct PreviewEventsTests {
    /// Everything a page's stream carries until it ends, or nil when it is still open after
    /// five seconds (a page left open past the stop).
    func drain(_ stream: AsyncStream<WSMessage>) async -> [WSMessage]? {
        await withTaskGroup(of: [WSMessage]?.self) { group in
            group.addTask {
                var received: [WSMessage] = []
                for await message in stream { received.append(message) }
                return Task.isCancelled ? nil : received
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(5))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    @Test("a page open when the preview stops is told to close, and its stream ends")
    func openPageIsClosed() async {
        let events = PreviewEvents()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        _ = events.add(continuation)
        events.send("change")
        events.finish()
        #expect(await drain(stream) == [.text("change"), .close(.normalClosure)])
    }

    @Test("a page whose WebSocket is accepted while the preview stops is closed at once")
    func lateConnectionIsClosed() async {
        let events = PreviewEvents()
        events.finish()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        _ = events.add(continuation)
        events.send("change after the stop")
        #expect(await drain(stream) == [.close(.normalClosure)])
    }
}
