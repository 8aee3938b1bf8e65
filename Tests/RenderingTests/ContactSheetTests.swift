@testable import Rendering
import Testing
import TextLayout

/// One picture, several devices and orientations, each labelled.
struct ContactSheetTests {
    static func cookbook(_ size: RenderSize, _ title: String, top: Double) -> RenderScene {
        // Two Equal-Width Views: margins 16, spacing 8, 20 from the layout guides.
        let width = (size.width - 40) / 2
        return RenderScene(title: title, size: size, backgroundColor: .white, displayScale: 2, items: [
            .view("yellow", frame: RenderRect(x: 16, y: top + 20, width: width, height: size.height - top - 40),
                  backgroundColor: .systemYellow),
            .view("green", frame: RenderRect(x: 24 + width, y: top + 20, width: width, height: size.height - top - 40),
                  backgroundColor: .systemGreen),
        ])
    }

    static let sheet = ContactSheet(title: "Two Equal-Width Views", entries: [
        ContactSheet.Entry(scene: cookbook(RenderSize(width: 375, height: 667), "iPhone 8 · portrait", top: 20)),
        ContactSheet.Entry(scene: cookbook(RenderSize(width: 667, height: 375), "iPhone 8 · landscape", top: 0)),
        ContactSheet.Entry(scene: cookbook(RenderSize(width: 320, height: 568), "iPhone SE · portrait", top: 20)),
    ], columns: 2)

    @Test func layoutPlacesScenesInRowsUnderTheirLabels() {
        let (frames, size) = Self.sheet.layout()
        // Label: a 13 pt semibold line, (1950 + 494) / 2048 × 13 = 15.5156 pt, plus 8 below it.
        // Title: a 17 pt line, 20.2871 pt, plus half the 32 pt spacing.
        let label = 2444.0 / 2048 * 13 + 8, title = 2444.0 / 2048 * 17 + 16
        let firstRow = 32 + title + label
        #expect(frames.count == 3)
        #expect(abs(frames[0].x - 32) < 1e-9 && abs(frames[0].y - firstRow) < 1e-9)
        #expect(abs(frames[1].x - (32 + 375 + 32)) < 1e-9 && abs(frames[1].y - firstRow) < 1e-9)
        // The second row starts below the taller scene of the first (667) and the spacing.
        let secondRow = 32 + title + label + 667 + 32 + label
        #expect(abs(frames[2].x - 32) < 1e-9 && abs(frames[2].y - secondRow) < 1e-9)
        #expect(abs(size.width - (32 + 375 + 32 + 667 + 32)) < 1e-9)
        #expect(abs(size.height - (secondRow + 568 + 32)) < 1e-9)
    }

    @Test func everySceneIsDrawnAtItsPlaceAndLabelled() throws {
        let svg = try SVGRenderer().render(Self.sheet)
        #expect(xmlError(svg) == nil)
        let texts = textElements(svg).map(\.text)
        #expect(texts.contains("Two Equal-Width Views"))
        #expect(texts.contains("iPhone 8 · portrait — 375 × 667"))
        #expect(texts.contains("iPhone 8 · landscape — 667 × 375"))
        #expect(texts.contains("iPhone SE · portrait — 320 × 568"))
        let picture = try Render.picture(svg: svg, scale: 1)
        let (frames, _) = Self.sheet.layout()
        for (entry, frame) in zip(Self.sheet.entries, frames) {
            for item in entry.scene.items {
                let color = try #require(item.backgroundColor)
                let x = frame.x + item.frame.midX, y = frame.y + item.frame.midY
                #expect(picture.pixel(x, y).shows(color), "\(item.name) of \(entry.label) at (\(x), \(y))")
            }
            // The screen's white just inside the canvas corner, the sheet's gray well outside it.
            #expect(picture.pixel(frame.x + 2, frame.y + 2).shows(.white), "\(entry.label) screen")
            #expect(picture.pixel(frame.x - 8, frame.y + 100).shows(.systemGroupedBackground), "\(entry.label) sheet")
        }
    }

    @Test func scenesAreClippedToTheirCanvas() throws {
        var scene = RenderScene(size: RenderSize(width: 100, height: 100), backgroundColor: .white)
        scene.items = [.view("overflow", frame: RenderRect(x: 50, y: 50, width: 200, height: 200), backgroundColor: .systemRed)]
        let sheet = ContactSheet(entries: [ContactSheet.Entry(label: "clip", scene: scene)])
        let picture = try Render.picture(svg: try SVGRenderer().render(sheet), scale: 1)
        let frame = sheet.layout().frames[0]
        #expect(picture.pixel(frame.x + 90, frame.y + 90).shows(.systemRed))
        #expect(picture.pixel(frame.x + 110, frame.y + 90).shows(.systemGroupedBackground), "cut at the canvas edge")
    }

    @Test func emptySheetIsAnError() {
        #expect(throws: RenderingError.emptyContactSheet) { try SVGRenderer().render(ContactSheet(entries: [])) }
    }
}
