@_exported import LayoutVocabulary

/// The Dynamic Type text styles, `UIFont.TextStyle`, from `largeTitle` to `caption2`.
public enum TextStyle: String, CaseIterable, Sendable {
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
}

/// Dynamic Type: point sizes, leading and weights of the text styles in every category,
/// and fonts for them.
///
/// The numbers are the iOS Human Interface Guidelines' table (Typography: Dynamic Type sizes).
/// "Leading" there is the HIG's recommended line height; the fonts' own `lineHeight`
/// (ascender − descender) is what UIKit lays labels out with, and is what `Font` reports.
public enum DynamicType {
    /// The point size of `style` in `category`.
    public static func pointSize(for style: TextStyle, category: ContentSizeCategory = .large) -> Double {
        Double(table(style)[2 * category.index])
    }

    /// The HIG's line height (leading) of `style` in `category`.
    public static func leading(for style: TextStyle, category: ContentSizeCategory = .large) -> Double {
        Double(table(style)[2 * category.index + 1])
    }

    /// The HIG's line height (leading) of `style` at `pointSize`: that of the first category
    /// whose size for `style` is `pointSize`, nil when none is (a style asked for at another size).
    public static func leading(for style: TextStyle, pointSize: Double) -> Double? {
        ContentSizeCategory.allCases.first { Self.pointSize(for: style, category: $0) == pointSize }
            .map { leading(for: style, category: $0) }
    }

    /// The weight the style uses: Semibold for `headline`, Regular for all others (Apple's Human
    /// Interface Guidelines, Typography).
    public static func weight(for style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }

    /// The system font for `style` in `category`, like `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    public static func font(for style: TextStyle, category: ContentSizeCategory = .large,
                            registry: FontRegistry = FontRegistry()) -> Font {
        registry.systemFont(ofSize: pointSize(for: style, category: category), weight: weight(for: style)).withTextStyle(style)
    }

    /// `font` re-resolved for another category when it was made for a text style; other
    /// fonts are returned unchanged (custom fonts scale with `scaledSize`).
    public static func font(_ font: Font, adjustedTo category: ContentSizeCategory,
                            registry: FontRegistry = FontRegistry()) -> Font {
        guard let style = font.textStyle else { return font }
        return Self.font(for: style, category: category, registry: registry)
    }

    /// A custom size scaled like `style` scales from the default category, in the spirit of
    /// `UIFontMetrics.scaledValue(for:)`: size × (style's size in `category` / its size in `large`).
    public static func scaledSize(_ size: Double, for style: TextStyle, category: ContentSizeCategory) -> Double {
        size * pointSize(for: style, category: category) / pointSize(for: style, category: .large)
    }

    /// Size and leading, flat, for the 12 categories, extraSmall ... accessibilityExtraExtraExtraLarge.
    /// Flat literals are static data; pairing them cost an allocation per lookup.
    static func table(_ style: TextStyle) -> [Int] {
        switch style {
        case .largeTitle: return [31, 38, 32, 39, 33, 40, 34, 41, 36, 43, 38, 46, 40, 48, 44, 52, 48, 57, 52, 61, 56, 66, 60, 70]
        case .title1: return [25, 31, 26, 32, 27, 33, 28, 34, 30, 37, 32, 39, 34, 41, 38, 46, 43, 51, 48, 57, 53, 62, 58, 68]
        case .title2: return [19, 24, 20, 25, 21, 26, 22, 28, 24, 30, 26, 32, 28, 34, 34, 41, 39, 47, 44, 52, 50, 59, 56, 66]
        case .title3: return [17, 22, 18, 23, 19, 24, 20, 25, 22, 28, 24, 30, 26, 32, 31, 38, 37, 44, 43, 51, 49, 58, 55, 65]
        case .headline, .body:
            return [14, 19, 15, 20, 16, 21, 17, 22, 19, 24, 21, 26, 23, 29, 28, 34, 33, 40, 40, 48, 47, 56, 53, 62]
        case .callout: return [13, 18, 14, 19, 15, 20, 16, 21, 18, 23, 20, 25, 22, 28, 26, 32, 32, 39, 38, 46, 44, 52, 51, 60]
        case .subheadline: return [12, 16, 13, 18, 14, 19, 15, 20, 17, 22, 19, 24, 21, 28, 25, 31, 30, 37, 36, 43, 42, 50, 49, 58]
        case .footnote: return [12, 16, 12, 16, 12, 16, 13, 18, 15, 20, 17, 22, 19, 24, 23, 29, 27, 33, 33, 40, 38, 46, 44, 52]
        case .caption1: return [11, 13, 11, 13, 11, 13, 12, 16, 14, 19, 16, 21, 18, 23, 22, 28, 26, 32, 32, 39, 37, 44, 43, 51]
        case .caption2: return [11, 13, 11, 13, 11, 13, 11, 13, 13, 18, 15, 20, 17, 22, 20, 25, 24, 30, 29, 35, 34, 41, 40, 48]
        }
    }
}
