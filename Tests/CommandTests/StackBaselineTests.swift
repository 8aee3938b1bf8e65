import Foundation
import Testing

/// A horizontal stack aligned on baselines encloses every arranged view whatever their order:
/// its edges follow a spanner around all of them (UIKit's `UISV-alignment-spanner`).
@Suite struct StackBaselineTests {
    static func row(_ alignment: String, labelFirst: Bool) -> String {
        let label = "      Name Label: {type: label, text: Name, font: caption2}\n"
        let field = "      Name Field: {type: textField, placeholder: Your name, font: title1}\n"
        return """
            device: iPhone 8
            views:
              Row:
                type: stackView
                axis: horizontal
                alignment: \(alignment)
                spacing: 8
                arrangedSubviews:
            \(labelFirst ? label + field : field + label)
            constraints:
              - Row.Leading = Superview.LeadingMargin
              - Row.Trailing = Superview.TrailingMargin
              - Row.Top = Superview.Top + 100
            """
    }

    @Test(arguments: ["firstBaseline", "lastBaseline"])
    func theRowEnclosesBothViewsInEitherOrder(_ alignment: String) throws {
        var heights: [Double] = []
        for labelFirst in [true, false] {
            let views = try renderDocument(Self.row(alignment, labelFirst: labelFirst))
            let row = try views.frame("Row"), label = try views.frame("Name Label"), field = try views.frame("Name Field")
            // The stack's top is the higher view's top, its bottom the lower view's bottom.
            #expect(row.y == min(label.y, field.y), "\(alignment) label first: \(labelFirst)")
            #expect(row.y + row.height == max(label.y + label.height, field.y + field.height), "\(alignment) label first: \(labelFirst)")
            let key = alignment == "firstBaseline" ? "firstBaseline" : "lastBaseline"
            #expect(try views.number("Name Label", key) == views.number("Name Field", key))
            heights.append(row.height)
        }
        #expect(heights[0] == heights[1], "the row's height depends on the order: \(heights)")
    }
}
