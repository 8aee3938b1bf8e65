import ArgumentParser
import Foundation

/// The `autolayout` command: thin glue over the package's libraries.
@main
struct Autolayout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout for Linux: solve constraint systems and lay out screens.",
        discussion: """
            Examples:
              autolayout solve Examples/Systems/two-columns.json
              autolayout solve Examples/Systems/two-columns.json --format json
              autolayout bench generate form --count 1000 > form-1000.json
              autolayout verify Main.storyboard LaunchScreen.xib
              autolayout render Main.storyboard --scene "Sign In" --format json
            """,
        subcommands: [Solve.self, Bench.self, Verify.self, RenderDocument.self]
    )
}

/// Output formats shared by the subcommands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json
}

/// Prints `message` to standard error and exits with status 2 (unreadable input).
func failInput(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    return ExitCode(2)
}

/// Reads a whole text file, or explains why it cannot.
func readText(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw failInput("cannot read \(path): no such file or not readable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
        throw failInput("\(path) is not UTF-8 text")
    }
    return text
}
