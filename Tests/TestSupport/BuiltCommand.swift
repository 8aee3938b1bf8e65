import Foundation

/// The `autolayout` command that `swift build` put beside the test bundle: the tests that
/// depend on it run it as a user's shell does.
public enum BuiltCommand {
    public struct Missing: Error, CustomStringConvertible {
        public var description: String
    }

    /// The executable, searched in the test bundle's folder and up to three folders above it.
    public static func url() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("autolayout")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw Missing(description: "the autolayout executable is not beside the test bundle (\(CommandLine.arguments[0]))")
    }
}
