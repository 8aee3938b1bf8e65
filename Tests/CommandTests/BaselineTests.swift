import Foundation
import Testing

/// Baselines as Apple documents them, through documents: a view without text has its first
/// baseline at its top edge and its last baseline at its bottom edge.
@Suite struct BaselineTests {
    @Test func aViewWithoutTextHasItsFirstBaselineAtItsTop() throws {
        let views = try renderDocument("""
            device: iPhone 8
            views:
              Box: {type: view}
              Label: {type: label, text: Hello}
              Other: {type: label, text: World}
            constraints:
              - Box.Leading = Superview.Leading + 20
              - Box.Top = Superview.Top + 100
              - Box.Width = 50
              - Box.Height = 80
              - Label.Leading = Box.Trailing + 8
              - Label.FirstBaseline = Box.FirstBaseline
              - Other.Leading = Label.Trailing + 8
              - Other.LastBaseline = Box.LastBaseline
            """)
        #expect(try views.number("Label", "firstBaseline") == 100)
        #expect(try views.number("Other", "lastBaseline") == 180)
    }
}
