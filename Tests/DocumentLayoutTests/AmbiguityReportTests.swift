import Testing
import AutoLayout
import LayoutDocument
@testable import DocumentLayout

/// What `render` and `check` report for ambiguous documents, worked out by hand from Auto
/// Layout's rules: a view needs a position and a size on each axis; a label's size comes from
/// its text; an edge tied to an ambiguous one is ambiguous too.
@Suite struct AmbiguityReportTests {
    func issues(_ yaml: String) throws -> [DocumentIssue] {
        let document = try LayoutDocumentModel(yaml: yaml)
        let screen = try DocumentScreen(document: document, options: DocumentLayoutOptions(device: "iPhone 8"),
                                        factory: ControlsViewFactory())
        return screen.issues()
    }

    /// Plain views placed by their leading and top edges: no width, no height.
    @Test func viewsWithoutASize() throws {
        let found = try issues("""
            views:
              A: {type: view}
              B: {type: view}
              C: {type: view}
            constraints:
              - A.Leading = Superview.Leading + 10
              - A.Top = Superview.Top + 10
              - B.Leading = Superview.Leading + 20
              - B.Top = Superview.Top + 20
              - C.Leading = Superview.Leading + 30
              - C.Top = Superview.Top + 30
            """)
        #expect(found.map(\.kind) == [.ambiguous, .ambiguous, .ambiguous])
        #expect(found.map(\.views) == [["A"], ["B"], ["C"]])
        #expect(found.map(\.message) == ["A", "B", "C"].map { "\($0) has an ambiguous layout: \($0).width, \($0).height" })
        #expect(found.first?.suggestion == "A has no width: add a width constraint, or pin both its leading and trailing edges")
        // Each view's horizontal constraints: its leading edge only (the width has none).
        #expect(found.first?.constraints == ["A.Leading = Superview.Leading + 10 (line 6)"])
    }

    /// Three labels chained top to bottom, the first with no top: all three can slide together.
    /// Labels size themselves, so only their vertical positions are ambiguous.
    @Test func chainWithoutATop() throws {
        let found = try issues("""
            views:
              L0: {type: label, text: One}
              L1: {type: label, text: Two}
              L2: {type: label, text: Three}
            constraints:
              - L0.Leading = Superview.LeadingMargin
              - L1.Leading = Superview.LeadingMargin
              - L2.Leading = Superview.LeadingMargin
              - L1.Top = L0.Bottom + 8
              - L2.Top = L1.Bottom + 8
            """)
        #expect(found.map(\.views) == [["L0"], ["L1"], ["L2"]])
        #expect(found.map(\.message) == ["L0", "L1", "L2"].map { "\($0) has an ambiguous layout: \($0).minY" })
        #expect(found.map(\.suggestion) == ["L0", "L1", "L2"].map { "\($0) has no vertical position: add a top or centerY constraint" })
        // What decides L2's vertical place: both chain links, and every label's height
        // (hugging and compression resistance: two per label).
        let last = try #require(found.last)
        #expect(last.constraints.filter { $0.contains("(line") } == ["L1.Top = L0.Bottom + 8 (line 9)", "L2.Top = L1.Bottom + 8 (line 10)"])
        #expect(last.constraints.count == 2 + 3 * 2)
    }

    /// A view with no height at the top of a chain: its height is ambiguous, and so is the
    /// place of the view below it, whose own size is fixed.
    @Test func ambiguityFlowsDownAChain() throws {
        let found = try issues("""
            views:
              Top View: {type: view}
              Below: {type: view}
            constraints:
              - Top View.Leading = Superview.Leading
              - Top View.Trailing = Superview.Trailing
              - Top View.Top = Superview.Top + 20
              - Below.Leading = Superview.Leading
              - Below.Width = 100
              - Below.Height = 50
              - Below.Top = Top View.Bottom + 8
            """)
        #expect(found.map(\.message) == ["Top View has an ambiguous layout: Top View.height",
                                          "Below has an ambiguous layout: Below.minY"])
    }

    /// A complete form of two rows: nothing to report.
    @Test func completeFormIsClean() throws {
        let found = try issues("""
            views:
              L0: {type: label, text: Name, hugging: {horizontal: 251, vertical: 251}}
              F0: {type: textField, placeholder: Name, borderStyle: roundedRect}
              L1: {type: label, text: Email, hugging: {horizontal: 251, vertical: 251}}
              F1: {type: textField, placeholder: Email, borderStyle: roundedRect}
            constraints:
              - L0.Leading = Superview.LeadingMargin
              - L1.Leading = Superview.LeadingMargin
              - L1.Width = L0.Width
              - F0.Leading = L0.Trailing + Standard
              - F1.Leading = L1.Trailing + Standard
              - F0.Trailing = Superview.TrailingMargin
              - F1.Trailing = Superview.TrailingMargin
              - F0.Top = Safe Area.Top + 20
              - F1.Top = F0.Bottom + Standard
              - L0.Baseline = F0.Baseline
              - L1.Baseline = F1.Baseline
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
