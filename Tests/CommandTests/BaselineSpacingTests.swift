import Foundation
import Testing

/// `spacingBaselineToBaseline` in a document's VFL line spaces baselines by the fonts, as
/// UIKit's VFL does (`constraint(equalToSystemSpacingBelow:)`), not by a fixed 8.
@Suite struct BaselineSpacingTests {
    @Test func aTitleOverACaptionKeepsItsLinesApart() throws {
        let views = try renderDocument("""
            device: iPhone 8
            views:
              Title: {type: label, text: Heading, font: title1}
              Caption: {type: label, text: A caption, font: caption1}
            constraints:
              - H:|-[Title]
              - H:|-[Caption]
              - Title.Top = Superview.Top + 40
              - {format: "V:[Title]-[Caption]", options: [spacingBaselineToBaseline]}
            """)
        let title = try views.frame("Title"), caption = try views.frame("Caption")
        // The spacing is the upper font's descent + 8 + the lower font's ascent: the two lines'
        // boxes (each label's frame, rounded to the 0.5-pt pixel grid) are 8 apart.
        let gap = caption.y - (title.y + title.height)
        #expect(abs(gap - 8) <= 0.5, "title \(title), caption \(caption)")
        let spacing = try views.number("Caption", "firstBaseline") - views.number("Title", "lastBaseline")
        #expect(spacing > 20, "title1 (28 pt) over caption1 (12 pt): \(spacing)")
    }
}
