import Foundation
import Rendering
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
