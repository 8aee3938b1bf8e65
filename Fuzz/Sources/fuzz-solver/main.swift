import Cassowary
import Foundation
import FuzzSupport

// The solver against an independent LP oracle. Each input is read as the choices that make a
// small system (feasible by construction around a hidden point) and a sequence of operations on
// one solver: removals, re-adds, constant and priority changes, edits and suggestions. After
// the build and after every operation the required constraints must hold, the tableau's
// invariants must hold, and every priority level's error must be the lexicographic optimum
// that scipy's HiGHS finds level by level (Tests/Oracle/lp_oracle.py, one process for the
// whole run). Without scipy the oracle is left out and the rest is still checked. The input's
// reading and the checks live in SolverFuzzRun.swift, a link to Tests/SolverFuzzScenario, so
// that the test suite replays Fuzz/Regressions/solver the same way.

/// The LP oracle, one process for the run; nil when Python, numpy or scipy is missing.
final class OracleProcess: @unchecked Sendable {
    static let shared = OracleProcess()
    let process = Process()
    let input = Pipe(), output = Pipe()
    var buffer: [UInt8] = []
    var isRunning = false

    init() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script = ProcessInfo.processInfo.environment["LP_ORACLE"] ?? root.appendingPathComponent("Tests/Oracle/lp_oracle.py").path
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--serve"]
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch { return }
        isRunning = true
        // An empty batch answers at once when scipy imports; otherwise the process has exited.
        if ask("[]") == nil {
            isRunning = false
            FileHandle.standardError.write(Data("fuzz-solver: no LP oracle (python3 with numpy and scipy): checking invariants only\n".utf8))
        }
    }

    /// Sends one line of cases and returns the answer line, or nil when the oracle is gone.
    ///
    /// Reads and writes go through read(2) and write(2), retried when a signal interrupts
    /// them: libFuzzer's timers interrupt the wait for a slow answer, and FileHandle's
    /// `availableData` traps on that (`EINTR`).
    func ask(_ line: String) -> String? {
        guard isRunning else { return nil }
        var bytes = Array((line + "\n").utf8)
        let out = input.fileHandleForWriting.fileDescriptor
        while !bytes.isEmpty {
            let n = write(out, bytes, bytes.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            bytes.removeFirst(n)
        }
        let fd = output.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let answer = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return answer
            }
            let n = read(fd, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            buffer += chunk[..<n]
        }
    }
}

let oracle = OracleProcess.shared

/// Whether systems with nearly parallel rows are checked against the oracle too. They are past
/// the solver's conditioning limit (docs/solver.md), where the oracle's optimum is not
/// promised; `SolverFuzzRun.play` checks what is (finite values, failures reported).
let strict = ProcessInfo.processInfo.environment["FUZZ_SOLVER_STRICT"] == "1"

Fuzzer.run { bytes in
    let outcome = SolverFuzzRun.play(bytes)
    if let failure = outcome.failure { Fuzzer.fail(failure) }
    guard oracle.isRunning, strict || !outcome.nearlyParallel, outcome.stoppedPastLimit == nil else { return }
    guard let answer = oracle.ask("[" + outcome.cases.joined(separator: ", ") + "]") else { Fuzzer.fail("the LP oracle stopped") }
    if !answer.contains("\"failures\": []") { Fuzzer.fail("the LP oracle disagrees: \(answer.prefix(2000))") }
}
