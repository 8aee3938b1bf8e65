import Foundation
import Testing

/// A picture whose text has characters no installed font has says so, naming them; text that
/// installed fonts cover draws without a warning.
@Suite struct UncoveredCharacterTests {
    func picture(_ text: String) throws -> Command.Result {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write("""
            device: iPhone 8
            views:
              Title: {type: label, text: "\(text)"}
            constraints:
              - Title.Leading = Superview.LeadingMargin
              - Title.Top = Superview.Top + 40
            """, to: "text.yaml", in: folder)
        return try Command.run(["render", path, "--svg", folder.appendingPathComponent("out.svg").path])
    }

    /// U+10FFFD is a private-use character of plane 16, which no font in a distribution assigns.
    @Test func aCharacterNoFontHasIsNamed() throws {
        let result = try picture("Hello \\U0010FFFD")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("warning: no installed font has"), "\(result.stderr)")
        #expect(result.stderr.contains("(U+10FFFD)"), "\(result.stderr)")
        #expect(result.stderr.contains("fonts-noto-cjk"))
        #expect(!result.stderr.contains("(U+0048)"), "the Latin letters are covered")
    }

    @Test func latinTextDrawsWithoutAWarning() throws {
        let result = try picture("Hello, world")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// Chinese needs a CJK font: with Debian's fonts-noto-cjk installed (as Scripts/test does)
    /// there is nothing to warn about; without one, the Chinese characters are named.
    @Test func chineseNeedsACJKFont() throws {
        let result = try picture("姓名")
        #expect(result.status == 0)
        let cjk = FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        if cjk {
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        } else {
            #expect(result.stderr.contains("姓 (U+59D3)"), "\(result.stderr)")
        }
    }

    @Test func noPictureNoWarning() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Command.write("views:\n  Title: {type: label, text: \"\\U0010FFFD\"}\n", to: "t.yaml", in: folder)
        let result = try Command.run(["render", path])
        #expect(!result.stderr.contains("warning: no installed font"))
    }
}
