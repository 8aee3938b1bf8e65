import AutoLayout
import Controls
import TextLayout

extension UIFont {
    /// `UIFont.Weight`: `ultraLight` ... `black`.
    public typealias Weight = FontWeight
    /// `UIFont.TextStyle`: the Dynamic Type styles.
    public typealias TextStyle = TextLayout.TextStyle

    /// The system font (the built-in stand-in for SF Pro, with its metrics).
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        ControlFonts.system(ofSize: Double(size), weight: weight)
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    /// Italics are measured as the upright face (the built-in font has no italic).
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size) }
    /// Digits of the system font are measured as they are (its figures are proportional).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }

    /// `preferredFont(forTextStyle:)`: the style at the default size (large); a control with
    /// `adjustsFontForContentSizeCategory` re-sizes it for its content size category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { ControlFonts.preferred(style) }

    /// `preferredFont(forTextStyle:compatibleWith:)`: the style at the traits' category.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont {
        DynamicType.font(for: style, category: TextLayout.ContentSizeCategory(rawValue: (traits?.preferredContentSizeCategory ?? .large).rawValue) ?? .large,
                         registry: ControlFonts.registry)
    }

    /// `UIFont(name:size:)`: a registered family's font, nil for a name not registered (as
    /// UIKit answers for a font the app does not ship).
    public init?(name: String, size: CGFloat) {
        guard let font = try? ControlFonts.registry.font(family: name, size: Double(size)) else { return nil }
        self = font
    }

    public var fontName: String { family }
    public var familyName: String { family }
}

/// `UIFontMetrics`: scales custom fonts and values the way a text style scales.
///
/// A scaled font is sized for the content size category of the traits given (the default
/// size, large, without); it does not follow later changes of the category by itself.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle style: UIFont.TextStyle) { textStyle = style }
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont {
        font.withSize(Double(scaledValue(for: font.pointSize, compatibleWith: traits)))
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        font.withSize(min(Double(maximumPointSize), Double(scaledValue(for: font.pointSize, compatibleWith: traits))))
    }

    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traits: UITraitCollection?) -> CGFloat {
        let category = TextLayout.ContentSizeCategory(rawValue: (traits?.preferredContentSizeCategory ?? .large).rawValue) ?? .large
        return DynamicType.scaledSize(Double(value), for: textStyle, category: category)
    }
}
