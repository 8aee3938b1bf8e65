/// A font as a document gives it: a Dynamic Type text style, the system font at a size and
/// weight, or a named family.
///
/// Written as a text style (`body`, `Headline`, `title 1`, `UICTFontTextStyleHeadline`), as
/// `system SIZE [WEIGHT]` (`system 17`, `System Bold 17.0`), or as a mapping:
/// `{style: body}`, `{size: 17, weight: semibold}` (system), `{family: Inter, size: 17, weight: bold}`.
public enum FontDescription: Hashable, Sendable {
    /// `UIFont.preferredFont(forTextStyle:)`: sized by the content size category.
    case textStyle(TextStyle)
    /// `UIFont.systemFont(ofSize:weight:)`.
    case system(size: Double, weight: FontWeight)
    /// `UIFont(name:size:)` for a family and weight.
    case custom(family: String, size: Double, weight: FontWeight)
}

/// The Dynamic Type text styles, `UIFont.TextStyle`, with UIKit's raw values (the TextLayout
/// module's `TextStyle` has the same cases and raw values).
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle = "UICTFontTextStyleTitle0"
    case title1 = "UICTFontTextStyleTitle1"
    case title2 = "UICTFontTextStyleTitle2"
    case title3 = "UICTFontTextStyleTitle3"
    case headline = "UICTFontTextStyleHeadline"
    case body = "UICTFontTextStyleBody"
    case callout = "UICTFontTextStyleCallout"
    case subheadline = "UICTFontTextStyleSubhead"
    case footnote = "UICTFontTextStyleFootnote"
    case caption1 = "UICTFontTextStyleCaption1"
    case caption2 = "UICTFontTextStyleCaption2"

    /// The name a document writes: the Swift case name.
    public var documentName: String { "\(self)" }

    /// The style a document names: the case name or UIKit's raw value, without regard to case or
    /// spaces (`Title 1` is `title1`, `subhead` is `subheadline`).
    public init?(documentName: String) {
        let folded = documentName.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" }
        for style in TextStyle.allCases
        where folded == style.documentName.lowercased() || folded == style.rawValue.lowercased() {
            self = style
            return
        }
        switch folded {
        case "subhead": self = .subheadline
        case "title0": self = .largeTitle
        case "title": self = .title1
        case "caption": self = .caption1
        default: return nil
        }
    }
}

/// A font weight with UIKit's names; raw values are OpenType weight classes (as the TextLayout
/// module's `FontWeight`).
public enum FontWeight: Int, CaseIterable, Hashable, Sendable {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    /// The name a document writes: the Swift case name.
    public var documentName: String { "\(self)" }

    /// The weight a document names, without regard to case (`Bold`, `semiBold`, `ultralight`).
    public init?(documentName: String) {
        let folded = documentName.lowercased()
        guard let match = FontWeight.allCases.first(where: { $0.documentName.lowercased() == folded }) else {
            return nil
        }
        self = match
    }
}
