@testable import Rendering
import Testing

/// Renderings of Apple's Auto Layout Cookbook layouts on an iPhone 8 (375 × 667 points,
/// display scale 2), with frames worked out by hand from the cookbook's constraints:
/// root layout margins 16 in portrait and 20 in landscape (Simulator measurements), the status bar
/// 20 high in portrait and hidden in landscape (so the top layout guide's bottom is 20, then 0),
/// standard sibling spacing 8, and 20 between the views and the layout guides.
struct CookbookPixelTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let size: RenderSize
        let views: [(name: String, frame: RenderRect, color: RenderColor)]
        var testDescription: String { name }
    }

    static let red = RenderColor(red255: 230, 30, 40), yellow = RenderColor(red255: 250, 210, 0)
    static let green = RenderColor(red255: 40, 180, 70), blue = RenderColor(red255: 20, 90, 230)
    static let portrait = RenderSize(width: 375, height: 667), landscape = RenderSize(width: 667, height: 375)

    static let cases: [Case] = [
        // Simple Single View: leading/trailing to the margins, 20 below the top guide and above the bottom one.
        Case(name: "Simple Single View, portrait", size: portrait,
             views: [("red", RenderRect(x: 16, y: 40, width: 343, height: 607), red)]),
        Case(name: "Simple Single View, landscape", size: landscape,
             views: [("red", RenderRect(x: 20, y: 20, width: 627, height: 335), red)]),
        // Two Equal-Width Views: (375 − 16 − 16 − 8) / 2 = 167.5 each.
        Case(name: "Two Equal-Width Views, portrait", size: portrait,
             views: [("yellow", RenderRect(x: 16, y: 40, width: 167.5, height: 607), yellow),
                     ("green", RenderRect(x: 191.5, y: 40, width: 167.5, height: 607), green)]),
        // (667 − 40 − 8) / 2 = 309.5 each.
        Case(name: "Two Equal-Width Views, landscape", size: landscape,
             views: [("yellow", RenderRect(x: 20, y: 20, width: 309.5, height: 335), yellow),
                     ("green", RenderRect(x: 337.5, y: 20, width: 309.5, height: 335), green)]),
        // Two Views with Complex Widths: blue ≥ 150 and red = 2 × blue at 750: 150 and 185 in portrait...
        Case(name: "Two Views with Complex Widths, portrait", size: portrait,
             views: [("blue", RenderRect(x: 16, y: 40, width: 150, height: 607), blue),
                     ("red", RenderRect(x: 174, y: 40, width: 185, height: 607), red)]),
        // ... and 1:2 in landscape: 627 − 8 = 619 = 206.33 + 412.67, edges snapped to the @2x grid.
        Case(name: "Two Views with Complex Widths, landscape", size: landscape,
             views: [("blue", RenderRect(x: 20, y: 20, width: 206.5, height: 335), blue),
                     ("red", RenderRect(x: 234.5, y: 20, width: 412.5, height: 335), red)]),
    ]

    @Test(arguments: cases)
    func centersHaveTheViewColorAndPixelsJustOutsideDoNot(_ example: Case) throws {
        let scene = RenderScene(title: example.name, size: example.size, backgroundColor: .white, displayScale: 2,
                                items: example.views.map { RenderItem.view($0.name, frame: $0.frame, backgroundColor: $0.color) })
        let picture = try Render.png(scene)
        #expect(picture.image.width == Int(example.size.width * 2))
        #expect(picture.image.height == Int(example.size.height * 2))
        let pixel = 1 / picture.scale
        for view in example.views {
            let f = view.frame
            #expect(picture.pixel(f.midX, f.midY).shows(view.color), "center of \(view.name) in \(example.name)")
            // Just inside each edge: still the view; one device pixel outside: not the view.
            let inside = [(f.minX, f.midY), (f.maxX - pixel, f.midY), (f.midX, f.minY), (f.midX, f.maxY - pixel)]
            for (x, y) in inside {
                #expect(picture.pixel(x, y).shows(view.color), "\(view.name) at (\(x), \(y)) just inside")
            }
            let outside = [(f.minX - pixel, f.midY), (f.maxX, f.midY), (f.midX, f.minY - pixel), (f.midX, f.maxY)]
            for (x, y) in outside where picture.contains(x, y) {
                let seen = picture.pixel(x, y)
                #expect(!seen.shows(view.color, tolerance: 40), "\(view.name) leaks to (\(x), \(y)): \(seen)")
                #expect(seen.shows(.white), "the screen shows at (\(x), \(y)) beside \(view.name): \(seen)")
            }
        }
    }
}
