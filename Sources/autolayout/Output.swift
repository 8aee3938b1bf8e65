import Foundation
import Rendering

/// Writes to standard output as Swift's `print` does, and stops the command when the write fails.
///
/// Every command of this module prints through here: the function shadows the standard
/// library's `print` inside the module. Output is written at once, not buffered until exit, so
/// a failed write (a full disk, `> /dev/full`, a file closed under it) is seen: the command
/// exits with status 74 and says why on standard error, instead of exiting 0 with its output lost.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    StandardOutput.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
}

enum StandardOutput {
    /// The exit status when the output cannot be written (BSD's EX_IOERR).
    static let failureStatus: Int32 = 74

    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(1, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    fail(errno)
                }
                offset += written
            }
        }
    }

    /// Ends the command after a failed write. A reader that went away (`| head`) ends it
    /// quietly, as the pipe's signal would.
    static func fail(_ code: Int32) -> Never {
        if code == EPIPE { exit(128 + SIGPIPE) }
        let reason = String(cString: strerror(code)).lowercased()
        writeStandardError("error: cannot write to standard output: \(reason); check the disk or file it goes to\n")
        exit(failureStatus)
    }
}

/// Writes `text` to standard error; a write that fails is let go. Foundation's
/// `FileHandle.write(_:)` traps when the write fails, so an error message sent to a full
/// disk (`2> /dev/full`) crashed the command (SIGILL) instead of ending it with its own
/// status; with nowhere to say more, the exit status is the report.
func writeStandardError(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
}

/// write(2), by a name that `StandardOutput.write` does not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    Foundation.write(descriptor, bytes, count)
}

/// Writes an output file whole or not at all (`OutputFile`: a temporary file in the same
/// folder, then a rename), or exits 2 naming the path and why.
func writeOutputFile(_ bytes: some Collection<UInt8>, to path: String) throws {
    do {
        try OutputFile.write(bytes, to: path)
    } catch {
        throw failInput(error.description)
    }
}
