import Foundation
import Testing

/// `check` without flags checks both orientations of the document's device, so a size-class
/// variation that breaks landscape fails the check.
@Suite struct CheckOrientationTests {
    static let document = """
        device: iPhone 8
        views:
          Box: {type: view}
        constraints:
          - Box.Leading = Superview.Leading + 20
          - Box.Top = Superview.Top + 20
          - Box.Width = 100
          - Box.Height = 100
        variations:
          any-compact:
            constraints:
              - Box.Width = 200
        """

    @Test func aLandscapeOnlyConflictFailsTheDefaultCheck() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write(Self.document, to: "adaptive.yaml", in: folder)
        let result = try Command.run(["check", path])
        #expect(result.status == 1, "\(result)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains("iPhone 8 portrait: ok"))
        // The iPhone 8 is compact in height in landscape: the variation's width conflicts.
        #expect(lines.contains("iPhone 8 landscape: 1 issue(s)"), "\(result.stdout)")
        let portraitOnly = try Command.run(["check", path, "--orientation", "portrait"])
        #expect(portraitOnly.status == 0, "\(portraitOnly)")
    }

    @Test func helpSaysSo() throws {
        let help = try Command.run(["check", "--help"])
        #expect(help.stdout.contains("By default both orientations"))
    }
}
