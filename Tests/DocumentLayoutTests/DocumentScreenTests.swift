import Testing
import AutoLayout
import LayoutDocument
@testable import DocumentLayout

/// Documents bound to screens: frames worked out by hand from the cookbook's constraints and
/// the device metrics measured in the Simulator.
@Suite struct DocumentScreenTests {
    static let complexWidths = """
        device: iPhone 8
        views:
          Blue View: {type: view, background: blue}
          Red View: {type: view, background: red}
        constraints:
          - 1. Blue View.Leading = Superview.LeadingMargin
          - 2. Red View.Leading = Blue View.Trailing + Standard
          - 3. Red View.Trailing = Superview.TrailingMargin
          - 4. Blue View.Top = Top Layout Guide.Bottom + 20.0
          - 5. Red View.Top = Top Layout Guide.Bottom + 20.0
          - 6. Bottom Layout Guide.Top = Blue View.Bottom + 20.0
          - 7. Bottom Layout Guide.Top = Red View.Bottom + 20.0
          - 8. Red View.Width = 2.0 x Blue View.Width (Priority 750)
          - 9. Blue View.Width >= 150.0
        """

    func frames(_ yaml: String, _ options: DocumentLayoutOptions = DocumentLayoutOptions()) throws -> [String: Rect] {
        let document = try LayoutDocumentModel(yaml: yaml)
        let screen = try DocumentScreen(document: document, options: options)
        screen.layoutIfNeeded()
        var result: [String: Rect] = [:]
        for (view, item) in screen.items { result[view.name] = (item as? View)?.frameInRoot ?? item.layoutRectInRoot }
        #expect(screen.issues().isEmpty)
        #expect(screen.warnings.isEmpty)
        return result
    }

    @Test func complexWidthsOnAnIPhone8() throws {
        let f = try frames(Self.complexWidths)
        #expect(f["Blue View"] == Rect(x: 16, y: 40, width: 150, height: 607))
        #expect(f["Red View"] == Rect(x: 174, y: 40, width: 185, height: 607))
    }

    @Test func complexWidthsInLandscapeRightToLeft() throws {
        // 844 − 2 × 63 = 718 between the margins; (718 − 8) / 3 = 236.67 for blue, at the right.
        let f = try frames(Self.complexWidths, DocumentLayoutOptions(device: "iPhone 14", orientation: .landscape, rightToLeft: true))
        let blue = try #require(f["Blue View"]), red = try #require(f["Red View"])
        #expect(abs(blue.maxX - 781) < 0.34 && abs(blue.width - 710.0 / 3) < 0.34)
        #expect(red.minX == 63 && abs(red.width - 1420.0 / 3) < 0.34)
    }

    @Test func standardSpacingIsTwentyToTheSuperviewEdgeAndEightElsewhere() throws {
        let f = try frames("""
            views:
              A: {type: view, intrinsicContentSize: {width: 50, height: 50}}
              B: {type: view, intrinsicContentSize: {width: 50, height: 50}}
            constraints:
              - A.Leading = Superview.Leading + Standard
              - A.Top = Top Layout Guide.Bottom + Standard
              - B.Leading = A.Trailing + Standard
              - B.Top = A.Top
            """)
        #expect(f["A"] == Rect(x: 20, y: 28, width: 50, height: 50))
        #expect(f["B"] == Rect(x: 78, y: 28, width: 50, height: 50))
    }

    @Test func nestedViewsUseTheirSuperviewsMargins() throws {
        let f = try frames("""
            views:
              Card:
                type: view
                layoutMargins: {top: 10, leading: 12, bottom: 10, trailing: 12}
                subviews:
                  Title: {type: view, intrinsicContentSize: {height: 20}}
            constraints:
              - Card.Leading = Superview.LeadingMargin
              - Card.Trailing = Superview.TrailingMargin
              - Card.Top = Top Layout Guide.Bottom
              - Card.Height = 100.0
              - Title.Leading = Superview.LeadingMargin
              - Title.Trailing = Superview.TrailingMargin
              - Title.Top = Superview.TopMargin
            """)
        #expect(f["Card"] == Rect(x: 16, y: 20, width: 343, height: 100))
        #expect(f["Title"] == Rect(x: 28, y: 30, width: 319, height: 20))
    }

    @Test func unknownDevicesGetASuggestion() throws {
        let document = try LayoutDocumentModel(yaml: Self.complexWidths)
        #expect { try DocumentScreen(document: document, options: DocumentLayoutOptions(device: "iPhone 8 Pluss")) } throws: { error in
            (error as? DocumentLayoutError)?.description.contains("did you mean 'iPhone 8 Plus'?") == true
        }
    }

    @Test func reportHasTheDocumentedShape() throws {
        let document = try LayoutDocumentModel(yaml: Self.complexWidths)
        let screen = try DocumentScreen(document: document)
        let text = screen.report().text(pretty: false)
        #expect(text.hasPrefix("{\"device\":{\"name\":\"iPhone 8\",\"width\":375,\"height\":667,\"scale\":2,\"orientation\":\"portrait\"},\"traits\":{\"horizontalSizeClass\":\"compact\",\"verticalSizeClass\":\"regular\",\"contentSizeCategory\":\"large\",\"layoutDirection\":\"leftToRight\"},\"views\":[{\"name\":\"Blue View\",\"type\":\"view\",\"frame\":{\"x\":16,\"y\":40,\"width\":150,\"height\":607},\"frameInSuperview\":{\"x\":16,\"y\":40,\"width\":150,\"height\":607},\"superview\":null,\"intrinsicContentSize\":null,\"hidden\":false}"))
        #expect(text.contains("\"issues\":[]"))
    }

    @Test func brokenConstraintsAreReportedAndTheRestIsLaidOut() throws {
        let document = try LayoutDocumentModel(yaml: Self.complexWidths + "\n  - 10. Blue View.Width = 100.0\n")
        let screen = try DocumentScreen(document: document)
        let issues = screen.issues()
        #expect(issues.count == 1)
        #expect(issues.first?.kind == .unsatisfiable)
        #expect(issues.first?.broken?.hasPrefix("10. Blue View.Width = 100.0") == true)
        #expect(issues.first?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        let red = try #require(screen.item(named: "red view") as? View)
        #expect(red.frameInRoot.minY == 40)
    }

    @Test func stackViewsArrangeTheirViews() throws {
        let f = try frames("""
            views:
              Column:
                type: stackView
                axis: vertical
                distribution: fill
                alignment: fill
                spacing: 10
                customSpacing: {Top Box: 4}
                arrangedSubviews:
                  Top Box: {type: view, intrinsicContentSize: {height: 40}}
                  Middle Box: {type: view, intrinsicContentSize: {height: 30}}
                  Bottom Box: {type: view, intrinsicContentSize: {height: 60}}
            constraints:
              - Column.Leading = Superview.LeadingMargin
              - Column.Trailing = Superview.TrailingMargin
              - Column.Top = Top Layout Guide.Bottom + 20.0
            """)
        // 40 + 4 + 30 + 10 + 60 = 144 high, each box as wide as the stack.
        #expect(f["Column"] == Rect(x: 16, y: 40, width: 343, height: 144))
        #expect(f["Top Box"] == Rect(x: 16, y: 40, width: 343, height: 40))
        #expect(f["Middle Box"] == Rect(x: 16, y: 84, width: 343, height: 30))
        #expect(f["Bottom Box"] == Rect(x: 16, y: 124, width: 343, height: 60))
    }
}
