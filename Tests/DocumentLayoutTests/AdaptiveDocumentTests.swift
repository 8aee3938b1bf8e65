import Foundation
import Testing
import AutoLayout
import Controls
import LayoutDocument
@testable import DocumentLayout

/// Trait changes on a laid-out document: Dynamic Type, rotation across size classes, transitions.
@Suite struct AdaptiveDocumentTests {
    func screen(_ file: String, replacing: (String, String)? = nil, device: String = "iPhone 8") throws -> DocumentScreen {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        var yaml = try String(contentsOf: root.appendingPathComponent("Examples/\(file)"), encoding: .utf8)
        if let (a, b) = replacing { yaml = yaml.replacingOccurrences(of: a, with: b) }
        return try DocumentScreen(document: try LayoutDocumentModel(yaml: yaml), options: DocumentLayoutOptions(device: device),
                                  factory: ControlsViewFactory())
    }

    /// Under accessibility sizes (AX2: body at 33 pt) the labels of Dynamic Height Columns (with body fonts) grow and
    /// push the rows down; nothing breaks, and the same engine is updated.
    @Test func dynamicTypeGrowsTheLabelsAndPushesRowsDown() throws {
        let s = try screen("Cookbook/DynamicHeightColumns.yaml", replacing: ("font: system 17", "font: body"))
        s.layoutIfNeeded()
        let first = try #require(s.item(named: "First Name Label") as? Label)
        let middle = try #require(s.item(named: "Middle Name Label") as? Label)
        let field = try #require(s.item(named: "First Name Text Field") as? View)
        let middleField = try #require(s.item(named: "Middle Name Text Field") as? View)
        let before = (first.frameInRoot, middle.frameInRoot.minY, middleField.frameInRoot.minY)
        // At the default size the field is taller than the label: the field's row spacing rules.
        #expect(field.frameInRoot.minY == 40 && first.frameInRoot.height < field.frameInRoot.height)
        let engine = s.screen.rootView.layoutIssues.isEmpty
        #expect(engine)
        s.screen.contentSizeCategory = .accessibilityLarge
        s.layoutIfNeeded()
        #expect(first.frameInRoot.height > field.frameInRoot.height)
        #expect(first.frameInRoot.height > before.0.height * 1.5)
        #expect(first.frameInRoot.minY == 40, "the taller label now sits at the guide")
        // The second row now starts 8 below the taller first label, so its field moved down.
        #expect(middleField.frameInRoot.minY > before.2 + 5)
        #expect(abs(middle.frameInRoot.minY - (first.frameInRoot.maxY + 8)) < 0.5)
        #expect(s.issues().isEmpty)
        s.screen.contentSizeCategory = .large
        s.layoutIfNeeded()
        #expect(first.frameInRoot == before.0)
        #expect(middle.frameInRoot.minY == before.1)
    }

    /// The cookbook's size-class recipe on one screen: stacked in portrait, side by side after a
    /// rotation, stacked again after rotating back; the engine is never rebuilt.
    @Test func rotationSwapsTheSizeClassLayout() throws {
        let s = try screen("Cookbook/TwoButtonsWithSizeClassBasedLayouts.yaml")
        s.layoutIfNeeded()
        let short = try #require(s.item(named: "Short Button") as? View)
        let long = try #require(s.item(named: "Long Button") as? View)
        let engine = s.screen.rootView
        #expect(long.frameInRoot.minY > short.frameInRoot.minY)
        let snapshotBefore = LayoutSnapshot(of: engine)
        s.screen.rotate(to: .landscape)
        s.layoutIfNeeded()
        #expect(long.frameInRoot.minY == short.frameInRoot.minY)
        #expect(long.frameInRoot.minX == short.frameInRoot.maxX + 8)
        #expect(s.issues().isEmpty)
        // Interpolated frames: t = 0 and 1 are the two layouts, 0.5 the midpoint (the ease-in-out
        // curve is symmetric).
        let transition = LayoutTransition(from: snapshotBefore, to: LayoutSnapshot(of: engine))
        let start = try #require(transition.frame(of: long, at: 0)), end = try #require(transition.frame(of: long, at: 1))
        let mid = try #require(transition.frame(of: long, at: 0.5))
        #expect(abs(mid.minX - (start.minX + end.minX) / 2) < 1e-6 && abs(mid.minY - (start.minY + end.minY) / 2) < 1e-6)
        s.screen.rotate(to: .portrait)
        s.layoutIfNeeded()
        #expect(long.frameInRoot.minY > short.frameInRoot.minY)
        #expect(short.frameInRoot == snapshotBefore.frame(of: short))
    }
}
