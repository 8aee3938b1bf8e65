import Foundation
import TestSupport

/// Runs the built `autolayout` command as a user does: a process with arguments, standard input,
/// and the standard output, standard error and exit status it ends with.
///
/// The command is the one `swift build` put beside the test bundle (this target depends on it,
/// so it is always built first). Tests here go through the same path a user's shell does.
struct Command {
    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The repository root: three levels above this file.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built `autolayout` executable, beside the test bundle.
    static func executable() throws -> URL {
        try BuiltCommand.url()
    }

    /// A path inside the repository (`Examples/...`).
    static func path(_ relative: String) -> String {
        repositoryRoot.appendingPathComponent(relative).path
    }

    /// Runs `autolayout arguments...` in `directory` (the repository root by default), feeding
    /// `input` on standard input.
    static func run(_ arguments: [String], input: String? = nil, in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        // Read both pipes while the process runs, so that a large output cannot block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
