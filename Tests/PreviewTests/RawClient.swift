import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP client for the server tests: it sends bytes exactly as written (no client library
/// tidies a `..` away or refuses a method) and reads what comes back.
///
/// Every read has a deadline: a server that neither answers nor closes makes the call throw,
/// saying what it waited for and what it had read, instead of blocking the test. Its calls block
/// a thread while they wait: make them through `offThePool`. One test uses a client at a time.
final class RawClient: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let descriptor: Int32
    private let port: UInt16
    /// How long one answer (a whole response, a handshake head, a frame) may take.
    let limit: Duration

    init(port: UInt16, limit: Duration = .seconds(60)) throws {
        self.port = port
        self.limit = limit
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
        // Sends are small, but a server that stops reading must not hold them either.
        var sendLimit = timeval(tv_sec: Int(limit.components.seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &sendLimit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(descriptor); throw Failure(description: "cannot connect to port \(port)") }
    }

    deinit { close(descriptor) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "port \(port): send failed (errno \(errno)) after \(offset) bytes") }
            offset += n
        }
    }

    /// Bytes as they come, at most `count`; empty when the server closed the connection. Throws
    /// when nothing comes before `end`.
    private func receive(upTo count: Int, before end: ContinuousClock.Instant, waitingFor what: String,
                         after read: [UInt8]) throws -> [UInt8] {
        while true {
            let left = end - ContinuousClock.now
            guard left > .zero else {
                throw Failure(description: "port \(port): no \(what) within \(limit); read \(read.count) bytes: "
                              + "\(String(decoding: read.prefix(200), as: UTF8.self).debugDescription)")
            }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            guard poll(&ready, 1, milliseconds) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: count)
            let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
            // A reset is a close too: the server refused the connection.
            if n < 0, errno == EINTR || errno == EAGAIN { continue }
            return n > 0 ? Array(buffer[0..<n]) : []
        }
    }

    /// Everything until the server closes the connection (send `Connection: close`).
    func receiveAll() throws -> String {
        let end = ContinuousClock.now + limit
        var all: [UInt8] = []
        while true {
            let chunk = try receive(upTo: 65536, before: end, waitingFor: "close of the connection", after: all)
            if chunk.isEmpty { break }
            all += chunk
        }
        return String(decoding: all, as: UTF8.self)
    }

    /// Exactly `count` bytes, or fewer when the server closes first.
    private func receive(exactly count: Int, before end: ContinuousClock.Instant) throws -> [UInt8] {
        var all: [UInt8] = []
        while all.count < count {
            let chunk = try receive(upTo: count - all.count, before: end, waitingFor: "\(count)-byte frame part", after: all)
            if chunk.isEmpty { break }
            all += chunk
        }
        return all
    }

    /// The response head of a WebSocket handshake, up to its blank line.
    func receiveHead() throws -> String {
        let end = ContinuousClock.now + limit
        var all: [UInt8] = []
        while !all.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let byte = try receive(upTo: 1, before: end, waitingFor: "response head", after: all)
            if byte.isEmpty { break }
            all += byte
        }
        return String(decoding: all, as: UTF8.self)
    }

    /// One unmasked server-to-client WebSocket frame's text (RFC 6455 §5.2); nil when the
    /// connection closed or the frame is not one short text frame.
    func receiveTextFrame() throws -> String? {
        let end = ContinuousClock.now + limit
        let head = try receive(exactly: 2, before: end)
        guard head.count == 2 else { return nil }
        var length = Int(head[1] & 0x7f)
        if length == 126 {
            let extended = try receive(exactly: 2, before: end)
            guard extended.count == 2 else { return nil }
            length = Int(extended[0]) << 8 | Int(extended[1])
        } else if length == 127 {
            return nil
        }
        let payload = try receive(exactly: length, before: end)
        guard payload.count == length, head[0] & 0x0f == 1 else { return nil }
        return String(decoding: payload, as: UTF8.self)
    }
}

/// Runs blocking work on a thread of its own, outside Swift's task pool.
///
/// Not `DispatchQueue.global()`: on Linux Swift's tasks run on Dispatch's global root queues,
/// so work sent there waits behind every test job of the suite, one a core.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// A loopback socket that listens and never accepts: the kernel completes each connection, and
/// nothing ever answers on it.
final class SilentListener: @unchecked Sendable {
    private let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawClient.Failure(description: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 4) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { close(descriptor); throw RawClient.Failure(description: "cannot listen on a loopback port") }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(descriptor) }
}
