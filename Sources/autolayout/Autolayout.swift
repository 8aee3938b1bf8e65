import ArgumentParser
import Foundation
import LayoutDocument

/// The `autolayout` command: thin glue over the package's libraries.
@main
struct Autolayout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout for Linux: lay out screens from layout documents, draw them, check them; solve raw constraint systems.",
        discussion: """
            Examples:
              autolayout render Examples/Cookbook/TwoViewsWithComplexWidths.yaml
              autolayout render Examples/Cookbook/TwoViewsWithComplexWidths.yaml --orientation landscape --format json
              autolayout check Examples/Cookbook/TwoViewsWithComplexWidths.yaml --all-devices
              autolayout devices
              autolayout solve Examples/Systems/two-columns.json
              autolayout solve Examples/Systems/two-columns.json --format json
              autolayout bench generate form --count 1000 > form-1000.json
              autolayout verify Main.storyboard LaunchScreen.xib
              autolayout render Main.storyboard --scene "Sign In" --format json
            """,
        version: autolayoutVersion,
        subcommands: [Render.self, Check.self, LintCommand.self, Explain.self, ExplainLog.self, Verify.self, Devices.self, Solve.self, Bench.self, PreviewCommand.self]
    )
}

extension Autolayout {
    /// Runs the command, with one exit status for every kind of bad usage.
    ///
    /// ArgumentParser exits with 64 (EX_USAGE) for an unknown option or a bad value; this project
    /// uses 2 for every bad input or usage (0 success, 1 issues found), so that scripts and CI
    /// need to know one number.
    static func main() async {
        if HeapPages.helps(CommandLine.arguments.dropFirst().first) { HeapPages.prefer() }
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                writeStandardError(fullMessage(for: error) + "\n")
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// Output formats shared by the subcommands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json
}

/// Prints `message` to standard error and exits with status 2 (unreadable input).
func failInput(_ message: String) -> ExitCode {
    writeStandardError("error: " + message + "\n")
    return ExitCode(2)
}

/// Reads a whole text file (standard input for `-`), or explains why it cannot.
///
/// Files over 256 MB are refused (the largest benchmark system, 100,000 rows, is about 150 MB),
/// and so is endless input such as `/dev/zero`: a pipe or device is read up to the limit.
func readText(_ path: String) throws -> String {
    let limit = 256_000_000
    if path == "-" {
        // Standard input: the same limit and the same sentences as a file.
        let data: Data
        do { data = try FileHandle.standardInput.read(upToCount: limit + 1) ?? Data() } catch {
            throw failInput("cannot read standard input: reading it failed")
        }
        guard data.count <= limit else { throw failInput("cannot read standard input: it is larger than 256 MB") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failInput("cannot read standard input: " + InvalidUTF8.reason(for: data))
        }
        return text
    }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    guard exists, !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
        throw failInput("cannot read \(path): " + (!exists ? "no such file" : isDirectory.boolValue ? "it is a folder" : "permission denied"))
    }
    defer { try? handle.close() }
    let data: Data
    do {
        data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
        throw failInput("cannot read \(path): reading it failed")
    }
    guard data.count <= limit else {
        throw failInput("cannot read \(path): it is larger than 256 MB")
    }
    guard let text = String(data: data, encoding: .utf8) else {
        throw failInput("cannot read \(path): " + InvalidUTF8.reason(for: data))
    }
    return text
}
