import Foundation
import Testing

extension Command {
    /// A scratch folder for documents and pictures a test writes; the caller removes it.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-command-\(UUID().uuidString)")
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

extension Command.Result: CustomStringConvertible {
    public var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
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
    let object = try #require(try Command.json(output) as? [String: Any])
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
    let folder = try Command.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Command.write(yaml, to: "document.yaml", in: folder)
    let result = try Command.run(["render", path, "--format", "json"] + arguments)
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
