import Foundation
import Testing

/// One report for documents and storyboards: the table shows the hierarchy by indentation with
/// frames in superview coordinates (as Xcode's size inspector shows them); JSON keeps `frame`
/// in root coordinates and adds `frameInSuperview` and `superview`.
@Suite struct ReportFormatTests {
    static let nested = """
        device: iPhone 8
        views:
          Card:
            type: view
            subviews:
              Title: {type: view}
        constraints:
          - Card.Leading = Superview.Leading + 16
          - Card.Top = Superview.Top + 100
          - Card.Width = 200
          - Card.Height = 120
          - Title.Leading = Card.Leading + 8
          - Title.Top = Card.Top + 12
          - Title.Width = 50
          - Title.Height = 30
        """

    @Test func theTableIndentsSubviewsWithTheirSuperviewFrames() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write(Self.nested, to: "nested.yaml", in: folder)
        let result = try Command.run(["render", path])
        #expect(result.status == 0, "\(result)")
        let rows = result.stdout.split(separator: "\n").map(String.init)
        let title = try #require(rows.first { $0.hasPrefix("  Title") }, "\(result.stdout)")
        #expect(title.split(separator: " ").suffix(4) == ["8", "12", "50", "30"])
        let card = try #require(rows.first { $0.hasPrefix("Card") })
        #expect(card.split(separator: " ").suffix(4) == ["16", "100", "200", "120"])
    }

    @Test func jsonHasRootAndSuperviewFrames() throws {
        let views = try renderDocument(Self.nested)
        #expect(try views.frame("Title") == JSONFrame(x: 24, y: 112, width: 50, height: 30))
        #expect(JSONFrame(views["Title"]?["frameInSuperview"]) == JSONFrame(x: 8, y: 12, width: 50, height: 30))
        #expect(views["Title"]?["superview"] as? String == "Card")
        #expect(views["Card"]?["superview"] is NSNull)
    }

    /// A storyboard's table has the document's columns, its root view at the top.
    @Test func storyboardsPrintTheSameTable() throws {
        let document = try Command.run(["render", "Examples/Cookbook/SimpleSingleView.yaml"])
        let storyboard = try Command.run(["render", "Examples/InterfaceBuilder/SignIn.storyboard"])
        func header(_ text: String) -> [Substring] { text.split(separator: "\n")[1].split(separator: " ") }
        #expect(header(document.stdout) == ["view", "type", "x", "y", "width", "height"])
        #expect(header(storyboard.stdout) == header(document.stdout))
        #expect(storyboard.stdout.hasPrefix("iPhone 8, portrait, 375×667 — SignIn.storyboard"))
        let logo = try #require(storyboard.stdout.split(separator: "\n").first { $0.hasPrefix("  Logo") })
        #expect(logo.split(separator: " ").suffix(5) == ["view", "137.5", "84", "100", "100"])
    }

    /// A constraint that contradicts itself is named, not reported as "(conflicts with )".
    @Test func aSelfContradictingConstraintIsNamed() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write("""
            device: iPhone 8
            views:
              Blue View: {type: view}
            constraints:
              - Blue View.Leading = Superview.Leading + 20
              - Blue View.Top = Superview.Top + 20
              - Blue View.Height = 100
              - Blue View.Width = Blue View.Width + 10
            """, to: "self.yaml", in: folder)
        let result = try Command.run(["render", path])
        #expect(!result.stdout.contains("(conflicts with )"), "\(result.stdout)")
        #expect(result.stdout.contains("unsatisfiable: broke Blue View.Width = Blue View.Width + 10 (line 8) (it contradicts itself"))
        let check = try Command.run(["check", path, "--orientation", "portrait"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("broke Blue View.Width = Blue View.Width + 10 (line 8) (it contradicts itself"), "\(check.stdout)")
    }
}
