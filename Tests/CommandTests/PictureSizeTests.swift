import Foundation
import Testing

/// A contact sheet embeds each font once per file and otherwise grows like one picture per
/// device: `render --all-devices --svg` of a text-heavy document stays within a small factor of
/// the pictures drawn one by one, without their fonts.
@Suite struct PictureSizeTests {
    /// The `<style>` element (the embedded fonts) and the rest of an SVG file.
    func parts(_ path: String) throws -> (fonts: Int, faces: Int, content: Int) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let style = try #require(text.firstMatch(of: /<style[^>]*>[\s\S]*?<\/style>/))
        let fonts = style.output.utf8.count
        return (fonts, text.components(separatedBy: "@font-face").count - 1, text.utf8.count - fonts)
    }

    @Test func fontsOnceAndContentLinearInTheDevices() throws {
        let folder = try Command.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("one.svg").path, all = folder.appendingPathComponent("all.svg").path
        let document = "Examples/TitleAndTime.yaml"
        #expect(try Command.run(["render", document, "--svg", one]).status == 0)
        #expect(try Command.run(["render", document, "--all-devices", "--svg", all]).status == 0)
        let single = try parts(one), sheet = try parts(all)
        let scenes = try Command.run(["devices"]).stdout.split(separator: "\n").dropFirst().count * 2
        // The same faces, each embedded once (a heavier weight for the sheet's captions at most).
        #expect(sheet.faces <= single.faces + 1, "\(single.faces) faces in one picture, \(sheet.faces) in the sheet")
        #expect(sheet.fonts <= single.fonts * 2 + 1, "fonts: \(single.fonts) bytes in one, \(sheet.fonts) in the sheet")
        // Everything else: at most twice one picture's drawing per scene.
        #expect(sheet.content <= 2 * scenes * single.content, "content: \(single.content) bytes in one, \(sheet.content) for \(scenes)")
    }
}
