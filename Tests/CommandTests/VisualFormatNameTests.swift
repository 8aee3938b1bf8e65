import Foundation
import Testing

/// VFL lines in a document name views by their VFL name: a name that already is an identifier
/// is its own, so the seed's line `H:|-8-[nameLabel]-8-[nameField]-8-|` works on views called
/// `nameLabel` and `nameField`, and "Name Label" still derives `nameLabel`.
@Suite struct VisualFormatNameTests {
    static let document = """
        device: iPhone 8
        views:
          %LABEL%: {type: label, text: Name}
          %FIELD%: {type: textField, placeholder: Your name}
        constraints:
          - H:|-8-[nameLabel]-8-[nameField]-8-|
          - %LABEL%.Top = Superview.Top + 40
          - %FIELD%.Top = Superview.Top + 40
        """

    @Test("identifiers and words both reach VFL", arguments: [("nameLabel", "nameField"), ("Name Label", "Name Field")])
    func seedLine(_ label: String, _ field: String) throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.document.replacingOccurrences(of: "%LABEL%", with: label).replacingOccurrences(of: "%FIELD%", with: field)
        let path = try Command.write(text, to: "form.yaml", in: folder)
        let result = try Command.run(["render", path, "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let views = try renderedViews(result.stdout)
        let l = try #require(JSONFrame(views[label]?["frame"])), f = try #require(JSONFrame(views[field]?["frame"]))
        // |-8-[nameLabel]-8-[nameField]-8-| on a 375-pt-wide iPhone 8.
        #expect(l.x == 8)
        #expect(f.x == l.x + l.width + 8)
        #expect(f.x + f.width == 375 - 8)
    }
}
