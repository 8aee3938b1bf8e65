@testable import Rendering
import Testing

/// Opacity, hiding, clipping, corner radii, borders and the overlays, checked in pixels at
/// display scale 1 on a white 200 × 200 screen.
struct ScenePixelTests {
    static let canvas = RenderSize(width: 200, height: 200)
    static let red = RenderColor.systemRed

    static func picture(_ items: [RenderItem], overlays: Set<RenderOverlay> = [.diagnostics], safeArea: RenderRect? = nil,
                        constraints: [RenderConstraint] = []) throws -> Picture {
        let scene = RenderScene(size: canvas, backgroundColor: .white, displayScale: 1, items: items, safeArea: safeArea,
                                constraints: constraints)
        return try Render.png(scene, overlays: overlays)
    }

    @Test func laterItemsAreDrawnOverEarlierOnes() throws {
        let p = try Self.picture([.view("back", frame: RenderRect(x: 10, y: 10, width: 100, height: 100), backgroundColor: .systemBlue),
                                  .view("front", frame: RenderRect(x: 60, y: 60, width: 100, height: 100), backgroundColor: Self.red)])
        #expect(p.pixel(30, 30).shows(.systemBlue))
        #expect(p.pixel(80, 80).shows(Self.red), "the overlap shows the front view")
        #expect(p.pixel(140, 140).shows(Self.red))
    }

    @Test func alphaBlendsWithWhatIsBehind() throws {
        let p = try Self.picture([RenderItem(name: "half", frame: RenderRect(x: 20, y: 20, width: 100, height: 100),
                                             backgroundColor: Self.red, alpha: 0.5)])
        // 50 % systemRed (255, 59, 48) over white (255, 255, 255) = (255, 157, 151.5).
        let seen = p.pixel(70, 70)
        #expect(seen.shows(Self.red.withAlpha(0.5)), "\(seen)")
        #expect(abs(Int(seen.g) - 157) <= 2)
    }

    @Test func hiddenItemsAndZeroAlphaAreNotDrawn() throws {
        let p = try Self.picture([RenderItem(name: "hidden", frame: RenderRect(x: 20, y: 20, width: 60, height: 60),
                                             backgroundColor: Self.red, isHidden: true),
                                  RenderItem(name: "transparent", frame: RenderRect(x: 100, y: 20, width: 60, height: 60),
                                             backgroundColor: Self.red, alpha: 0)])
        #expect(p.pixel(50, 50).shows(.white))
        #expect(p.pixel(130, 50).shows(.white))
    }

    @Test func clipRectCutsTheItem() throws {
        let p = try Self.picture([RenderItem(name: "clipped", frame: RenderRect(x: 20, y: 20, width: 160, height: 160),
                                             backgroundColor: Self.red, clipRect: RenderRect(x: 50, y: 50, width: 40, height: 40))])
        #expect(p.pixel(70, 70).shows(Self.red))
        #expect(p.pixel(30, 30).shows(.white), "outside the clip")
        #expect(p.pixel(90, 70).shows(.white), "just right of the clip")
        #expect(p.pixel(89, 70).shows(Self.red), "just inside the clip")
    }

    @Test func cornerRadiusRoundsTheBackground() throws {
        let p = try Self.picture([RenderItem(name: "round", frame: RenderRect(x: 20, y: 20, width: 100, height: 100),
                                             backgroundColor: Self.red, cornerRadius: 30)])
        #expect(p.pixel(20, 20).shows(.white), "the corner is cut off")
        #expect(p.pixel(70, 20).shows(Self.red), "the middle of the top edge is not")
        // A point 30 − 30/√2 ≈ 8.8 pt in from the corner along the diagonal lies on the arc: 12 in is inside.
        #expect(p.pixel(32, 32).shows(Self.red))
    }

    @Test func borderIsDrawnInsideTheFrame() throws {
        let p = try Self.picture([RenderItem(name: "bordered", frame: RenderRect(x: 20, y: 20, width: 100, height: 100),
                                             backgroundColor: .white, borderWidth: 4, borderColor: .systemBlue)])
        #expect(p.pixel(20, 70).shows(.systemBlue))
        #expect(p.pixel(23, 70).shows(.systemBlue))
        #expect(p.pixel(24, 70).shows(.white))
        #expect(p.pixel(19, 70).shows(.white), "nothing outside the frame")
    }

    // MARK: Overlays

    static let view = RenderRect(x: 40, y: 40, width: 120, height: 120)
    static let constraint = RenderConstraint(name: "gap", from: RenderPoint(x: 20.5, y: 0), to: RenderPoint(x: 20.5, y: 40))
    static let broken = RenderConstraint(name: "broken", from: RenderPoint(x: 180.5, y: 0), to: RenderPoint(x: 180.5, y: 40),
                                         isBroken: true)

    static func overlayPicture(_ overlays: Set<RenderOverlay>) throws -> Picture {
        var item = RenderItem(name: "v", frame: view, backgroundColor: .white, layoutMargins: RenderInsets(all: 10), isAmbiguous: true)
        item.borderWidth = 0
        let guide = RenderItem(name: "guide", frame: RenderRect(x: 60, y: 60, width: 80, height: 80), kind: .layoutGuide)
        return try picture([item, guide], overlays: overlays, safeArea: RenderRect(x: 0, y: 20, width: 200, height: 160),
                           constraints: [constraint, broken])
    }

    @Test func noOverlaysDrawNothingExtra() throws {
        let p = try Self.overlayPicture([])
        for (x, y) in [(40.0, 100.0), (45.0, 100.0), (20.0, 30.0), (180.0, 30.0), (60.0, 100.0), (100.0, 10.0)] {
            #expect(p.pixel(x, y).shows(.white), "(\(x), \(y))")
        }
    }

    @Test func diagnosticsOutlineAmbiguousItemsInOrangeAndBrokenConstraintsInRed() throws {
        let p = try Self.overlayPicture([.diagnostics])
        #expect(p.pixel(40, 100).shows(.systemOrange), "the outline, 2 pt inside the frame's left edge")
        #expect(p.pixel(41, 100).shows(.systemOrange))
        #expect(p.pixel(39, 100).shows(.white), "not outside the frame")
        #expect(p.pixel(100, 100).shows(.white))
        #expect(p.pixel(180, 30).shows(.systemRed), "the broken constraint's line")
        #expect(p.pixel(20, 30).shows(.white), "satisfied constraints need the constraints overlay")
    }

    @Test func constraintsOverlayDrawsEveryConstraint() throws {
        let p = try Self.overlayPicture([.constraints])
        #expect(p.pixel(20, 30).shows(.systemBlue))
        #expect(p.pixel(180, 30).shows(.systemRed))
        #expect(p.pixel(40, 100).shows(.white), "no ambiguity outline without diagnostics")
    }

    @Test func marginsOverlayShadesTheBandInsideTheFrame() throws {
        let p = try Self.overlayPicture([.margins])
        #expect(p.pixel(45, 100).shows(RenderColor.systemBlue.withAlpha(0.08)), "in the 10 pt margin band")
        #expect(p.pixel(100, 100).shows(.white), "inside the margins")
        #expect(p.pixel(35, 100).shows(.white), "outside the frame")
    }

    @Test func safeAreaOverlayShadesWhatIsOutsideTheSafeArea() throws {
        let p = try Self.overlayPicture([.safeArea])
        #expect(p.pixel(100, 10).shows(RenderColor.systemIndigo.withAlpha(0.1)), "above the safe area")
        #expect(p.pixel(100, 190).shows(RenderColor.systemIndigo.withAlpha(0.1)), "below it")
        #expect(p.pixel(100, 30).shows(.white), "inside it")
    }

    @Test func guidesOverlayOutlinesLayoutGuides() throws {
        let off = try Self.overlayPicture([])
        let on = try Self.overlayPicture([.guides])
        let edge = (0..<6).map { on.pixel(60, 62 + Double($0) * 2) }
        #expect(edge.contains { $0.shows(.systemBlue, tolerance: 30) }, "dashed outline on the guide's left edge")
        #expect(edge.contains { !$0.shows(.systemBlue, tolerance: 30) }, "with gaps")
        #expect(off.pixel(60, 62).shows(.white))
    }
}
