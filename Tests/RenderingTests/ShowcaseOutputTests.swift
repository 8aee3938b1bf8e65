import Foundation
@testable import Rendering
import Testing

/// Writes the showcase when RENDERING_TEST_OUTPUT names a directory (for looking at it).
@Test func showcaseRendersAndRasterizes() throws {
    let svg = try SVGRenderer(overlays: [.diagnostics, .constraints, .margins]).render(Showcase.scene())
    #expect(xmlError(svg) == nil)
    let picture = try Render.picture(svg: svg, scale: 2)
    #expect(picture.image.width == 750)
    if let directory = ProcessInfo.processInfo.environment["RENDERING_TEST_OUTPUT"] {
        _ = FileManager.default.createFile(atPath: directory + "/showcase.svg", contents: Data(svg.utf8))
    }
}

/// Writes a contact sheet (the cookbook's two equal-width views on three screens) when RENDERING_TEST_OUTPUT is set.
@Test func contactSheetRendersAndRasterizes() throws {
    let svg = try SVGRenderer().render(ContactSheetTests.sheet)
    let picture = try Render.picture(svg: svg, scale: 1)
    #expect(picture.image.width == Int(ContactSheetTests.sheet.layout().size.width.rounded(.up)))
    if let directory = ProcessInfo.processInfo.environment["RENDERING_TEST_OUTPUT"] {
        _ = FileManager.default.createFile(atPath: directory + "/contact-sheet.svg", contents: Data(svg.utf8))
    }
}
