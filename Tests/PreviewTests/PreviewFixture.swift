import DocumentLayout
import Foundation
import InterfaceBuilderLayout
import LayoutReport
import Preview

/// A preview of a copy of one of the repository's examples, in a folder of its own, so that a
/// test can edit the file as a user's editor does.
final class PreviewFixture {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let folder: URL
    let file: URL
    let document: PreviewDocument
    var site: PreviewSite { PreviewSite(document: document) }

    init(example: String = "Examples/Cookbook/SimpleLabelAndTextField.yaml") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent((example as NSString).lastPathComponent)
        try FileManager.default.copyItem(at: Self.repositoryRoot.appendingPathComponent(example), to: file)
        document = PreviewDocument(file: file.path, open: Self.open)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Reads a source as the command does: storyboards and xibs by extension, else a document.
    @Sendable static func open(_ path: String) throws -> any LayoutSource {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
            ? try InterfaceBuilderSource(contentsOf: path) : try DocumentSource(contentsOfFile: path)
    }

    /// `GET target` (or another method), answered by the site.
    func get(_ target: String, method: String = "GET", body: Bool = false) -> PreviewResponse {
        site.respond(to: PreviewRequest(method: method, target: target, hasBody: body))
    }

    /// Replaces the file's text, as an editor saving in place does.
    func write(_ text: String) throws {
        try text.write(to: file, atomically: false, encoding: .utf8)
    }

    var text: String { get throws { try String(contentsOf: file, encoding: .utf8) } }
}

/// The JSON of a response body, read with Foundation's parser (independent of the project's writer).
func json(_ response: PreviewResponse) throws -> Any {
    try JSONSerialization.jsonObject(with: response.body)
}

/// The frame of the view `name` in a `render --format json` report: x, y, width, height.
func frame(_ report: Any, _ name: String) -> [Double]? {
    guard let views = (report as? [String: Any])?["views"] as? [[String: Any]],
          let view = views.first(where: { $0["name"] as? String == name }),
          let f = view["frame"] as? [String: Double] else { return nil }
    return [f["x"], f["y"], f["width"], f["height"]].compactMap { $0 }
}
