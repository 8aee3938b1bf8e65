import Foundation
import Testing

/// Runs the built `autolayout` command as a user does and captures what it prints.
///
/// The binary is the one `swift build` (or `swift test`, which builds it because this target
/// depends on it) put beside the test bundle; `AUTOLAYOUT_BINARY` overrides the path.
enum CLI {
    struct Result: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String

        var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
    }

    /// The package root, two folders above this file's folder.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// A file of the repository by its path from the package root.
    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// The `autolayout` executable: beside the test bundle, else under `.build/debug`.
    static let executable: String? = {
        if let path = ProcessInfo.processInfo.environment["AUTOLAYOUT_BINARY"] { return path }
        var candidates: [URL] = []
        for start in [Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])] {
            guard var url = start else { continue }
            for _ in 0..<4 {
                url.deleteLastPathComponent()
                candidates.append(url.appendingPathComponent("autolayout"))
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/autolayout"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
    }()

    /// Runs `autolayout arguments…` in `directory` (the package root by default) and waits.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        guard let executable else {
            throw CLIError.notBuilt
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Files, not pipes: a large output cannot fill a pipe and block the child.
        let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: (try? Data(contentsOf: out)) ?? Data(), as: UTF8.self),
                      stderr: String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self))
    }

    /// A scratch folder for documents and pictures a test writes, removed by the caller.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to `name` in `folder` and returns its path.
    @discardableResult
    static func write(_ text: String, to name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The JSON output as Foundation objects.
    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }
}

enum CLIError: Error, CustomStringConvertible {
    case notBuilt

    var description: String { "the autolayout binary was not found: run `swift build` first, or set AUTOLAYOUT_BINARY" }
}

/// A frame as the JSON output writes it.
struct JSONFrame: Equatable, CustomStringConvertible {
    var x, y, width, height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    init?(_ value: Any?) {
        guard let d = value as? [String: Any], let x = d["x"] as? Double, let y = d["y"] as? Double,
              let w = d["width"] as? Double, let h = d["height"] as? Double else { return nil }
        self.init(x: x, y: y, width: w, height: h)
    }

    var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// The views of a `render --format json` report, by name.
func renderedViews(_ output: String) throws -> [String: [String: Any]] {
    let object = try #require(try CLI.json(output) as? [String: Any])
    let views = try #require(object["views"] as? [[String: Any]])
    var result: [String: [String: Any]] = [:]
    for view in views {
        if let name = view["name"] as? String { result[name] = view }
    }
    return result
}

/// Writes `yaml` as a document in a scratch folder, runs `autolayout render` on it with
/// `--format json` and `arguments`, and returns the views by name.
func renderDocument(_ yaml: String, _ arguments: [String] = []) throws -> [String: [String: Any]] {
    let folder = try CLI.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try CLI.write(yaml, to: "document.yaml", in: folder)
    let result = try CLI.run(["render", path, "--format", "json"] + arguments)
    #expect(result.status == 0, "\(result)")
    return try renderedViews(result.stdout)
}

extension Dictionary where Key == String, Value == [String: Any] {
    /// The root-coordinate frame of the view `name`.
    func frame(_ name: String) throws -> JSONFrame { try #require(JSONFrame(self[name]?["frame"]), "no frame for \(name)") }

    /// A number member of the view `name`.
    func number(_ name: String, _ key: String) throws -> Double {
        try #require(self[name]?[key] as? Double, "no \(key) for \(name)")
    }
}
