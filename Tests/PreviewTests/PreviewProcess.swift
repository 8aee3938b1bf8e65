import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `autolayout preview FILE --port 0` in a process of its own, as a user runs it.
///
/// The server tests talk to the server in another process on purpose. In the test process the
/// server would share Swift's task pool (one thread a core) with every other test of the
/// suite; on a two-core machine hundreds of CPU-bound tests hold both threads for minutes,
/// and each of the server's hops waited behind them: a request took longer than any sensible
/// deadline. FlyingFox starts its accept loop and request readers as unstructured tasks, so a
/// task executor preference cannot keep them on threads of their own. A process of its own
/// can: the server answers within its deadline however busy the test process is.
final class PreviewProcess: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let process = Process()
    /// The port the server listens on, read from the address it prints first.
    let port: UInt16

    /// Starts the preview of `file` and waits at most `deadline` for its address.
    init(file: URL, deadline: Duration = .seconds(60)) throws {
        process.executableURL = try BuiltCommand.url()
        process.arguments = ["preview", file.path, "--port", "0"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            let line = try Self.firstLine(of: out.fileHandleForReading.fileDescriptor, within: deadline)
            let prefix = "http://127.0.0.1:"
            guard line.hasPrefix(prefix), line.hasSuffix("/"), let port = UInt16(line.dropFirst(prefix.count).dropLast()) else {
                throw Failure(description: "autolayout preview printed \"\(line)\", expected http://127.0.0.1:PORT/")
            }
            self.port = port
        } catch {
            process.terminate()
            process.waitUntilExit()
            throw error
        }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Sends SIGTERM, as Ctrl-C or a service manager does, and waits at most `deadline` for the
    /// exit: the status it ends with, or a failure (and SIGKILL) when it does not end.
    func stop(deadline: Duration = .seconds(30)) throws -> Int32 {
        kill(process.processIdentifier, SIGTERM)
        let end = ContinuousClock.now + deadline
        while process.isRunning {
            guard ContinuousClock.now < end else {
                kill(process.processIdentifier, SIGKILL)
                throw Failure(description: "autolayout preview did not exit within \(deadline) of SIGTERM")
            }
            usleep(10_000)
        }
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// The first line written to `descriptor`, without its newline; waits with poll(2), so a
    /// process that never prints fails at the deadline instead of blocking the test.
    private static func firstLine(of descriptor: Int32, within deadline: Duration) throws -> String {
        let end = ContinuousClock.now + deadline
        var bytes: [UInt8] = []
        while !bytes.contains(UInt8(ascii: "\n")) {
            let left = end - ContinuousClock.now
            guard left > .zero else {
                throw Failure(description: "autolayout preview printed no address within \(deadline)")
            }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            guard poll(&ready, 1, milliseconds) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 256)
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else {
                throw Failure(description: "autolayout preview ended before printing its address")
            }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }
}
