import AutoLayout
import LayoutDocument
@testable import DocumentLayout
import Testing

/// Scroll views in layout documents: `type: scrollView`, its guides named as Xcode lists them
/// (`Content Layout Guide`, `Frame Layout Guide`), `contentInset` and
/// `contentInsetAdjustmentBehavior`. iPhone 11 Pro: 375×812, safe area 44 top and 34 bottom.
@Suite struct ScrollViewDocumentTests {
    static func document(behaviour: String = "automatic", guideToGuide: Bool = false) -> String {
        """
        device: iPhone 11 Pro
        views:
          Scroll:
            type: scrollView
            contentInset: {bottom: 20}
            contentInsetAdjustmentBehavior: \(behaviour)
            subviews:
              Content: {type: view}
        constraints:
          - Scroll.Top = Superview.Top
          - Scroll.Bottom = Superview.Bottom
          - Scroll.Leading = Superview.Leading
          - Scroll.Trailing = Superview.Trailing
          - Content.Top = Content Layout Guide.Top
          - Content.Bottom = Content Layout Guide.Bottom
          - Content.Leading = Content Layout Guide.Leading
          - Content.Trailing = Content Layout Guide.Trailing
          - \(guideToGuide ? "Content Layout Guide.Width = Frame Layout Guide.Width" : "Content.Width = Frame Layout Guide.Width")
          - Content.Height = 1000
        """
    }

    func screen(_ yaml: String) throws -> DocumentScreen {
        let screen = try DocumentScreen(document: try LayoutDocumentModel(yaml: yaml), options: DocumentLayoutOptions())
        screen.layoutIfNeeded()
        #expect(screen.issues().isEmpty)
        #expect(screen.warnings.isEmpty)
        return screen
    }

    /// Tall content under `automatic`: the top and bottom take the safe area (44, 34), plus the
    /// 20-point content inset at the bottom; the content rests 44 below the screen's top.
    @Test(arguments: [false, true])
    func contentGuidesDecideTheContentSize(guideToGuide: Bool) throws {
        let screen = try screen(Self.document(guideToGuide: guideToGuide))
        let scroll = try #require(screen.item(named: "Scroll") as? ScrollView)
        let content = try #require(screen.item(named: "Content") as? View)
        #expect(scroll.contentSize == Size(width: 375, height: 1000))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 54, right: 0))
        #expect(content.frame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(content.frameInRoot.minY == 44)
    }

    @Test func neverKeepsTheContentInsetAlone() throws {
        let screen = try screen(Self.document(behaviour: "never"))
        let scroll = try #require(screen.item(named: "Scroll") as? ScrollView)
        #expect(scroll.adjustedContentInset == EdgeInsets(bottom: 20))
    }

    @Test func aGuideWithoutAScrollViewIsAnError() throws {
        let yaml = """
            views:
              Box: {type: view}
            constraints:
              - Box.Top = Content Layout Guide.Top
            """
        #expect {
            _ = try DocumentScreen(document: try LayoutDocumentModel(yaml: yaml), options: DocumentLayoutOptions())
        } throws: { error in
            "\(error)".contains("Content Layout Guide belongs to a scroll view")
        }
    }

    @Test func anUnknownBehaviourIsAnError() throws {
        #expect {
            _ = try LayoutDocumentModel(yaml: Self.document(behaviour: "sometimes"))
        } throws: { error in
            "\(error)".contains("automatic, scrollableAxes, never, always")
        }
    }
}
