import Foundation
import TestSupport
import Testing
import AutoLayout
import Controls
import LayoutDocument
import Rendering
@testable import DocumentLayout

/// Documents laid out and drawn end to end (layout → scene → SVG → rsvg-convert → PNG): the
/// center of each view has its color and the pixel just outside its frame does not; a truncated
/// label's drawn text ends in "…" and stays inside its frame.
@Suite struct PicturePipelineTests {
    static var root: URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }

    func picture(_ file: String, orientation: Orientation) throws -> (DocumentScreen, PNGImage, RenderScene) {
        let document = try LayoutDocumentModel(contentsOfFile: Self.root.appendingPathComponent("Examples/\(file)").path)
        let screen = try DocumentScreen(document: document, options: DocumentLayoutOptions(orientation: orientation),
                                        factory: ControlsViewFactory())
        let scene = screen.scene()
        let svg = try SVGRenderer(overlays: []).render(scene)
        let png = try PNGRasterizer().rasterize(svg: svg, scale: scene.displayScale)
        return (screen, try PNGImage(bytes: png), scene)
    }

    @Test(arguments: ["Cookbook/TwoViewsWithComplexWidths.yaml", "Cookbook/TwoEqualWidthViews.yaml",
                      "Cookbook/TwoDifferentWidthViews.yaml", "Cookbook/SimpleSingleView.yaml"],
          [Orientation.portrait, .landscape])
    func viewsAreDrawnWhereTheyWereLaidOut(_ file: String, _ orientation: Orientation) throws {
        let (_, image, scene) = try picture(file, orientation: orientation)
        let scale = scene.displayScale
        func pixel(_ x: Double, _ y: Double) -> PNGImage.Pixel { image[Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down))] }
        func close(_ p: PNGImage.Pixel, _ c: RenderColor) -> Bool {
            abs(Double(p.r) - c.red * 255) < 3 && abs(Double(p.g) - c.green * 255) < 3 && abs(Double(p.b) - c.blue * 255) < 3
        }
        let colored = scene.items.filter { $0.backgroundColor != nil }
        #expect(!colored.isEmpty)
        for item in colored {
            guard let color = item.backgroundColor else { continue }
            let f = item.frame
            #expect(close(pixel(f.midX, f.midY), color), "center of \(item.name)")
            // One device pixel outside the left and right edges: not the view's color.
            #expect(!close(pixel(f.minX - 1 / scale, f.midY), color), "left of \(item.name)")
            #expect(!close(pixel(f.maxX + 0.1 / scale, f.midY), color), "right of \(item.name)")
        }
    }

    @Test func truncatedTitleIsDrawnWithAnEllipsisInsideItsFrame() throws {
        let (screen, image, scene) = try picture("TitleAndTime.yaml", orientation: .portrait)
        let title = try #require(scene.items.first { $0.name == "Title Label" })
        let text = try #require(title.text)
        #expect(text.isTruncated)
        #expect(text.lines.last?.text.hasSuffix("…") == true)
        let label = try #require(screen.item(named: "Title Label") as? Label)
        #expect(label.displaysTruncatedText == true)
        // Ink (dark pixels) of the title stays inside its frame.
        let scale = scene.displayScale
        var maxInkX = 0.0
        for y in Int(title.frame.minY * scale)..<Int(title.frame.maxY * scale) {
            for x in 0..<image.width where image[x, y].r < 100 && image[x, y].g < 100 && x < Int((title.frame.maxX + 4) * scale) {
                maxInkX = max(maxInkX, Double(x + 1) / scale)
            }
        }
        #expect(maxInkX > title.frame.midX && maxInkX <= title.frame.maxX + 0.5)
    }
}
