import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP client for the server tests: it sends bytes exactly as written (no client library
/// tidies a `..` away or refuses a method) and reads what comes back, with a time limit.
///
/// Its calls block: make them through `offThePool`, so that the server under test, which runs
/// on the same process's task pool, is never starved by the test waiting for it. One test uses
/// a client at a time.
final class RawClient: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let descriptor: Int32

    init(port: UInt16, timeout: Double = 60) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
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
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { throw Failure(description: "send failed") }
            offset += n
        }
    }

    /// Bytes as they come, at most `count`; empty when the server closed or the time ran out.
    func receive(upTo count: Int = 65536) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
        return n > 0 ? Array(buffer[0..<n]) : []
    }

    /// Everything until the server closes the connection (send `Connection: close`).
    func receiveAll() -> String {
        var all: [UInt8] = []
        while true {
            let chunk = receive()
            if chunk.isEmpty { break }
            all += chunk
        }
        return String(decoding: all, as: UTF8.self)
    }

    /// Exactly `count` bytes, or fewer when the time runs out.
    func receive(exactly count: Int) -> [UInt8] {
        var all: [UInt8] = []
        while all.count < count {
            let chunk = receive(upTo: count - all.count)
            if chunk.isEmpty { break }
            all += chunk
        }
        return all
    }

    /// The response head of a WebSocket handshake, up to its blank line.
    func receiveHead() -> String {
        var all: [UInt8] = []
        while !all.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let byte = receive(upTo: 1)
            if byte.isEmpty { break }
            all += byte
        }
        return String(decoding: all, as: UTF8.self)
    }

    /// One unmasked server-to-client WebSocket frame's text (RFC 6455 §5.2), nil on time-out.
    func receiveTextFrame() -> String? {
        let head = receive(exactly: 2)
        guard head.count == 2 else { return nil }
        var length = Int(head[1] & 0x7f)
        if length == 126 {
            let extended = receive(exactly: 2)
            guard extended.count == 2 else { return nil }
            length = Int(extended[0]) << 8 | Int(extended[1])
        } else if length == 127 {
            return nil
        }
        let payload = receive(exactly: length)
        guard payload.count == length, head[0] & 0x0f == 1 else { return nil }
        return String(decoding: payload, as: UTF8.self)
    }
}

/// Runs blocking work on a Dispatch thread, outside Swift's cooperative task pool.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}
