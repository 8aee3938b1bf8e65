import Foundation
import FuzzerDriver

/// Runs a fuzz target under libFuzzer.
///
/// A target's `main.swift` calls `Fuzzer.run { bytes in … }`: libFuzzer parses its own flags
/// (`-max_total_time=30`, a corpus folder, …) from the command line and hands the closure one
/// input at a time. The closure feeds the input to a library the way the command does and calls
/// the `Check` functions on what comes back; a trap, a sanitizer report or a failed check makes
/// libFuzzer save the input as `crash-…` and stop.
public enum Fuzzer {
    /// The target's body. libFuzzer calls a C function pointer, which cannot capture a closure,
    /// so the body waits here; it is set once before the driver starts and only read after.
    nonisolated(unsafe) private static var body: ([UInt8]) -> Void = { _ in }

    /// Hands every input libFuzzer makes to `body` until the run ends, then exits with
    /// libFuzzer's status.
    public static func run(_ body: @escaping ([UInt8]) -> Void) -> Never {
        Fuzzer.body = body
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
            Fuzzer.body(bytes)
            return 0
        }
        exit(status)
    }

    /// Reports a finding and aborts, so that libFuzzer keeps the input that caused it.
    public static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("fuzz finding: \(message)\n".utf8))
        abort()
    }
}
