import Foundation
import Testing
import AutoLayout
import Controls
import LayoutDocument
import Rendering
import DocumentLayout

/// The constraints a document wrote come back in the document's order, so the constraints
/// overlay draws the same picture on every run (a dictionary's order differs from one run, and
/// one instance, to the next).
@Suite struct SourceConstraintOrderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func screen(_ file: String) throws -> DocumentScreen {
        let path = root.appendingPathComponent("Examples/Cookbook/\(file)").path
        return try DocumentScreen(document: try LayoutDocumentModel(contentsOfFile: path),
                                  options: DocumentLayoutOptions(), factory: ControlsViewFactory())
    }

    @Test(arguments: ["TwoViewsWithComplexWidths.yaml", "SimpleLabelAndTextField.yaml", "DynamicHeightColumns.yaml",
                      "TwoButtonsWithSizeClassBasedLayouts.yaml"])
    func sourceConstraintsFollowTheDocument(_ file: String) throws {
        let screen = try Self.screen(file)
        let places: [(Int, Int)] = screen.sourceConstraints.compactMap {
            guard case let .document(_, line, column) = $0.origin else { return nil }
            return (line, column)
        }
        #expect(places.count == screen.sourceConstraints.count)
        #expect(places.count > 3)
        for (a, b) in zip(places, places.dropFirst()) { #expect(a <= b, "line \(a.0) listed before line \(b.0)") }
    }

    /// Every constraint the document writes, base or variation, has its layout constraint,
    /// made from its own line, and the layout constraint leads back to it.
    @Test(arguments: ["TwoViewsWithComplexWidths.yaml", "TwoButtonsWithSizeClassBasedLayouts.yaml"])
    func eachDocumentConstraintHasItsLayoutConstraint(_ file: String) throws {
        let screen = try Self.screen(file)
        let written = screen.document.constraints + screen.document.variations.flatMap(\.constraints)
        #expect(screen.constraintFor.count == Set(written).count)
        for c in written {
            let made = try #require(screen.constraintFor[c])
            guard case let .document(_, line, column) = made.origin else {
                Issue.record("\(c.source): no document origin")
                continue
            }
            #expect(line == c.location.line && column == c.location.column, "\(c.source)")
            #expect(screen.documentConstraint(of: made) == c)
        }
    }

    @Test(arguments: ["TwoViewsWithComplexWidths.yaml", "DynamicHeightColumns.yaml"])
    func theConstraintsOverlayIsTheSameEachTime(_ file: String) throws {
        let overlays: Set<RenderOverlay> = [.constraints]
        let first = try SVGRenderer(overlays: overlays).render(try Self.screen(file).scene())
        let second = try SVGRenderer(overlays: overlays).render(try Self.screen(file).scene())
        #expect(first == second)
    }
}
