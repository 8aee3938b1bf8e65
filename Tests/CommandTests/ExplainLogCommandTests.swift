import Foundation
import Testing

/// `autolayout explain-log` end to end: the built command run on log files and standard input.
@Suite struct ExplainLogCommandTests {
    static func temporaryFile(_ text: String, _ name: String = "console.log") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("explain-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Two conflicts in one console session, with timestamps and other output around them.
    static let console = """
        2024-05-01 09:12:44.101 Shop[401:9912] Loading products
        2024-05-01 09:12:44.310 Shop[401:9912] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x600001a3c0f0 UILabel:0x7f9c1d40a2b0'Title'.leading == UIView:0x7f9c1d409f10.leadingMargin + 8   (active)>",
            "<NSLayoutConstraint:0x600001a3c140 H:[UILabel:0x7f9c1d40a2b0'Title']-(12)-|   (active, names: '|':UIView:0x7f9c1d409f10 )>",
            "<NSLayoutConstraint:0x600001a3c190 UILabel:0x7f9c1d40a2b0'Title'.width == 300   (active)>",
            "<NSLayoutConstraint:0x600001a3c1e0 'UIView-Encapsulated-Layout-Width' UIView:0x7f9c1d409f10.width == 320   (active)>",
            "<NSLayoutConstraint:0x600001a3c230 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0x6000020b8000'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7f9c1d409f10 )>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600001a3c190 UILabel:0x7f9c1d40a2b0'Title'.width == 300   (active)>
        2024-05-01 09:12:45.002 Shop[401:9912] Cart loaded
        2024-05-01 09:12:45.120 Shop[401:9912] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600002b11a0 V:|-(10)-[UIImageView:0x7f9c1d50a000]   (active, names: '|':UITableViewCellContentView:0x7f9c1d509000 )>",
            "<NSLayoutConstraint:0x600002b11f0 UIImageView:0x7f9c1d50a000.height == 30   (active)>",
            "<NSLayoutConstraint:0x600002b1240 V:[UIImageView:0x7f9c1d50a000]-(10)-|   (active, names: '|':UITableViewCellContentView:0x7f9c1d509000 )>",
            "<NSLayoutConstraint:0x600002b1290 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f9c1d509000.height == 44   (active)>",
            "<NSLayoutConstraint:0x600002b12e0 UIImageView:0x7f9c1d50a000.widht == 30   (active)>"
        )
        """

    @Test func explainsEveryBlockAsText() throws {
        let result = try Command.run(["explain-log", try Self.temporaryFile(Self.console)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Log 1 (lines 2-12): 5 constraints, 3 views"))
        #expect(result.stdout.contains("Log 2 (lines 14-21): 4 constraints, 2 views"))
        #expect(result.stdout.contains("= 284; line 7 asks for 300"))
        #expect(result.stdout.contains("UIKit broke: line 7: <NSLayoutConstraint:0x600001a3c190"))
        #expect(result.stdout.contains("Not read: line 20: unknown attribute 'widht'; did you mean 'width'?"))
        #expect(result.stdout.contains("priority 999"))
    }

    @Test func writesTheIssuesJSON() throws {
        let result = try Command.run(["explain-log", "-", "--format", "json"], input: Self.console)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let logs = try #require(json["logs"] as? [[String: Any]])
        #expect(logs.count == 2)
        let first = logs[0]
        #expect(Set(first.keys) == ["constraints", "views", "unsatisfiable", "conflict", "uikitBroke", "weWouldBreak",
                                    "explanation", "suggestions", "unread"])
        let constraints = try #require(first["constraints"] as? [[String: Any]])
        #expect(constraints.count == 5)
        let leading = constraints[0]
        #expect(leading["address"] as? String == "0x600001a3c0f0")
        #expect(leading["kind"] as? String == "NSLayoutConstraint")
        #expect(leading["identifier"] is NSNull)
        #expect(leading["priority"] as? Double == 1000)
        #expect(leading["line"] as? Int == 5)
        #expect((leading["description"] as? String)?.hasPrefix("<NSLayoutConstraint:0x600001a3c0f0 UILabel") == true)
        #expect(constraints[3]["identifier"] as? String == "UIView-Encapsulated-Layout-Width")
        let views = try #require(first["views"] as? [[String: Any]])
        #expect(views.count == 3)
        #expect(views[0]["class"] as? String == "UILabel" && views[0]["text"] as? String == "Title")
        #expect(views[1]["address"] as? String == "0x7f9c1d409f10" && views[1]["text"] is NSNull)
        #expect(first["unsatisfiable"] as? Bool == true)
        #expect(Set(first["conflict"] as? [String] ?? []) == ["0x600001a3c0f0", "0x600001a3c140", "0x600001a3c190",
                                                               "0x600001a3c1e0", "0x600001a3c230"])
        #expect(first["uikitBroke"] as? String == "0x600001a3c190")
        #expect(first["weWouldBreak"] as? String == "0x600001a3c190")
        #expect((first["explanation"] as? String)?.contains("= 284") == true)
        #expect((first["suggestions"] as? [String])?.isEmpty == false)
        let second = logs[1]
        #expect(second["uikitBroke"] is NSNull)
        let unread = try #require(second["unread"] as? [[String: Any]])
        #expect(unread.first?["line"] as? Int == 20)
    }

    @Test func drawsTheConflict() throws {
        let log = try Self.temporaryFile(Self.console)
        let svg = URL(fileURLWithPath: log).deletingLastPathComponent().appendingPathComponent("conflict.svg").path
        let png = URL(fileURLWithPath: svg).deletingPathExtension().appendingPathExtension("png").path
        let result = try Command.run(["explain-log", log, "--svg", svg, "--png", png])
        #expect(result.status == 0, "\(result.stderr)")
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.hasPrefix("<svg") || picture.hasPrefix("<?xml"))
        #expect(picture.contains("data-overlay=\"broken-constraint\""))
        #expect(picture.contains("UILabel &apos;Title&apos;") || picture.contains("UILabel 'Title'"))
        // Two logs, two pictures on one sheet, rasterized.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
    }

    /// The shipped examples say what docs/explain-log.md shows: 320 - 8 - 12 - 16 leaves the
    /// label 284, not 300; 44 - 12 - 12 leaves the image 20, not 64.
    @Test func explainsTheShippedExamples() throws {
        let wide = try Command.run(["explain-log", "Examples/Logs/label-too-wide.log"])
        #expect(wide.status == 0, "\(wide.stderr)")
        #expect(wide.stdout.contains("320 (line 10) - 8 (line 7) - 12 (line 8) - 16 (line 11) = 284; line 9 asks for 300"))
        let cell = try Command.run(["explain-log", "Examples/Logs/cell-height.log"])
        #expect(cell.stdout.contains("44 (line 7) - 12 (line 4) - 12 (line 6) = 20; line 5 asks for 64"))
        #expect(cell.stdout.contains("1. Give line 6 (UITableViewCellContentView:0x7fa3e2c0cf90.bottom == UIImageView:0x7fa3e2c0d1a0.bottom + 12) priority 999"))
    }

    @Test func saysWhenThereIsNoLog() throws {
        let result = try Command.run(["explain-log", try Self.temporaryFile("Build succeeded\nNo warnings.\n")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("holds no constraint log"))
        #expect(result.stdout.isEmpty)
    }

    @Test func refusesWhatItCannotRead() throws {
        let missing = try Command.run(["explain-log", "/nonexistent/console.log"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read /nonexistent/console.log"))
        let format = try Command.run(["explain-log", "-", "--format", "yaml"], input: "")
        #expect(format.status != 0)
        #expect(format.stderr.contains("yaml"))
    }
}
