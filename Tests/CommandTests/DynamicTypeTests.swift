import Foundation
import Testing

/// A text-style font in a document follows the content size category in every control with
/// text, so that a form's rows grow together (labels, buttons, text fields, text views,
/// segmented controls).
@Suite struct DynamicTypeTests {
    static let form = """
        device: iPhone 8
        views:
          Label: {type: label, text: Name, font: body}
          Field: {type: textField, placeholder: Your name, font: body}
          Notes: {type: textView, text: Notes, font: body, scrollEnabled: false}
          Choice: {type: segmentedControl, segments: [One, Two]}
          Go: {type: button, title: Go, font: body}
        constraints:
          - V:|-40-[label]-[field]-[notes]-[choice]-[go]
          - H:|-[label]
          - H:|-[field]-|
          - H:|-[notes]-|
          - H:|-[choice]
          - H:|-[go]
        """

    func frames(_ category: String) throws -> [String: [String: Any]] {
        try renderDocument(Self.form, ["--content-size-category", category])
    }

    @Test func textFieldsAndTextViewsGrowWithTheLabels() throws {
        let categories = ["extraSmall", "large", "accessibilityExtraExtraExtraLarge"]
        let all = try categories.map(frames)
        for (category, f) in zip(categories, all) {
            let label = try f.frame("Label"), field = try f.frame("Field")
            // UIKit's rounded-rect field: max(one line of its font, 30) + 2 above and below. The
            // one-line label in the same font is that line's height.
            #expect(field.height == max(label.height, 30) + 4, "\(category): label \(label), field \(field)")
            // Segmented controls stay UIKit's 32-pt frame (31 and a 1-pt bottom inset).
            #expect(try f.frame("Choice").height == 32)
            // No row overlaps the next at any size.
            let order = try ["Label", "Field", "Notes", "Choice", "Go"].map { try f.frame($0) }
            for (upper, lower) in zip(order, order.dropFirst()) {
                #expect(upper.y + upper.height <= lower.y, "\(category): \(upper) overlaps \(lower)")
            }
        }
        let small = all[0], huge = all[2]
        // Body is 14 pt at extraSmall and 53 pt at AX5 (Apple's Dynamic Type sizes): every
        // control with text grows, the field beyond its 34-pt minimum.
        for name in ["Label", "Field", "Notes", "Go"] {
            #expect(try small.frame(name).height < huge.frame(name).height, "\(name)")
        }
        #expect(try huge.frame("Field").height > 34)
        // A one-line text view grows by the label's line (its insets are fixed).
        let labelGrowth = try huge.frame("Label").height - small.frame("Label").height
        let notesGrowth = try huge.frame("Notes").height - small.frame("Notes").height
        #expect(abs(labelGrowth - notesGrowth) <= 0.5, "label +\(labelGrowth), text view +\(notesGrowth)")
    }

    /// A segmented control takes a text-style font too; its segments are as wide as their
    /// titles, so larger titles make a wider control, at UIKit's fixed height.
    @Test func segmentedControlsFollowTheirFont() throws {
        let document = """
            device: iPhone 8
            views:
              Choice: {type: segmentedControl, segments: [One, Two], font: body}
            constraints:
              - Choice.Leading = Superview.LeadingMargin
              - Choice.Top = Superview.Top + 40
            """
        let small = try renderDocument(document, ["--content-size-category", "extraSmall"])
        let huge = try renderDocument(document, ["--content-size-category", "accessibilityExtraExtraExtraLarge"])
        #expect(try small.frame("Choice").width < huge.frame("Choice").width)
        #expect(try huge.frame("Choice").height == 32)
    }
}
