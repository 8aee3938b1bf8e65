import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Rendering
import Testing

/// Animated SVGs: one group per frame, shown in turn by a discrete `visibility` animation.
struct AnimationTests {
    func scene(x: Double) -> RenderScene {
        RenderScene(title: "frame", size: RenderSize(width: 100, height: 50), backgroundColor: .white, displayScale: 1,
                    items: [RenderItem.view("box", frame: RenderRect(x: x, y: 10, width: 20, height: 20), backgroundColor: .systemBlue)])
    }

    @Test func framesPlayInTurn() throws {
        let svg = try SVGRenderer(overlays: []).renderAnimation([scene(x: 0), scene(x: 40), scene(x: 80)], duration: 1.5)
        let document = try XMLDocument(xmlString: svg)
        let groups = try document.nodes(forXPath: "//*[local-name()='g'][@data-frame]")
        #expect(groups.count == 3)
        let animations = try document.nodes(forXPath: "//*[local-name()='animate']").compactMap { $0 as? XMLElement }
        #expect(animations.count == 3)
        func attribute(_ e: XMLElement, _ name: String) -> String? {
            e.attributes?.first { $0.localName == name || $0.name == name }?.stringValue
        }
        // Frame 1 of 3 is visible from 1/3 to 2/3 of the 1.5 s loop.
        #expect(attribute(animations[1], "values") == "hidden;visible;hidden;hidden")
        let times = (attribute(animations[1], "keyTimes") ?? "").split(separator: ";").compactMap { Double($0) }
        #expect(times.count == 4 && zip(times, [0, 1.0 / 3, 2.0 / 3, 1]).allSatisfy { abs($0 - $1) < 1e-3 })
        #expect(attribute(animations[2], "values") == "hidden;hidden;visible;visible")
        #expect(attribute(animations[0], "dur") == "1.5s")
    }

    @Test func framesMustShareOneSizeAndADuration() {
        var other = scene(x: 0)
        other.size = RenderSize(width: 10, height: 10)
        #expect(throws: RenderingError.self) { try SVGRenderer().renderAnimation([scene(x: 0), other], duration: 1) }
        #expect(throws: RenderingError.self) { try SVGRenderer().renderAnimation([scene(x: 0)], duration: 0) }
        #expect(throws: RenderingError.self) { try SVGRenderer().renderAnimation([], duration: 1) }
    }
}
