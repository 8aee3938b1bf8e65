/// A color in sRGB with alpha, components 0...1, like `UIColor(red:green:blue:alpha:)`.
///
/// The named colors are UIKit's in the light appearance (iOS 13 and later). Values as
/// listed in Apple's Human Interface Guidelines ("Color", system colors) and, for the
/// element colors (`label`, `placeholderText`, the fills), as resolved on iOS 13 in
/// N. Gilmore, "Backwards compatibility for iOS 13 system colors" (noahgilmore.com, 2019).
public struct RenderColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Components are clamped to 0...1; NaN counts as 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A color from 0...255 components, the way design tools and the HIG list them.
    public init(red255 red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// A gray, like `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Parses "#RGB", "#RRGGBB" or "#RRGGBBAA" (the "#" optional); nil when it is none of these.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let values = digits.map { $0.hexDigitValue }
        guard !values.contains(where: { $0 == nil }) else { return nil }
        let v = values.compactMap { $0 }
        switch v.count {
        case 3:
            self.init(red255: v[0] * 17, v[1] * 17, v[2] * 17)
        case 6, 8:
            let alpha = v.count == 8 ? Double(v[6] * 16 + v[7]) / 255 : 1
            self.init(red255: v[0] * 16 + v[1], v[2] * 16 + v[3], v[4] * 16 + v[5], alpha: alpha)
        default:
            return nil
        }
    }

    static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// The same color with another alpha, like `UIColor.withAlphaComponent(_:)`.
    public func withAlpha(_ alpha: Double) -> RenderColor {
        RenderColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// True when nothing of it shows.
    public var isClear: Bool { alpha == 0 }

    /// "#RRGGBB", without alpha (SVG carries alpha separately, as fill-opacity or stroke-opacity).
    ///
    /// The components are clamped again here: they are public variables, which a caller can
    /// set past 0...1 (or to NaN) after the initializer clamped them.
    public var hexRGB: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for component in [red, green, blue] {
            let byte = Int((Self.clamp(component) * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }

    public var description: String {
        alpha == 1 ? hexRGB : hexRGB + " @ " + formatNumber(alpha)
    }

    // MARK: UIKit's colors (light appearance)

    public static let clear = RenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RenderColor(white: 0)
    public static let white = RenderColor(white: 1)
    public static let systemBlue = RenderColor(red255: 0, 122, 255)
    public static let systemGreen = RenderColor(red255: 52, 199, 89)
    public static let systemIndigo = RenderColor(red255: 88, 86, 214)
    public static let systemOrange = RenderColor(red255: 255, 149, 0)
    public static let systemPink = RenderColor(red255: 255, 45, 85)
    public static let systemPurple = RenderColor(red255: 175, 82, 222)
    public static let systemRed = RenderColor(red255: 255, 59, 48)
    public static let systemTeal = RenderColor(red255: 90, 200, 250)
    public static let systemYellow = RenderColor(red255: 255, 204, 0)
    public static let systemGray = RenderColor(red255: 142, 142, 147)
    public static let systemGray2 = RenderColor(red255: 174, 174, 178)
    public static let systemGray3 = RenderColor(red255: 199, 199, 204)
    public static let systemGray4 = RenderColor(red255: 209, 209, 214)
    public static let systemGray5 = RenderColor(red255: 229, 229, 234)
    public static let systemGray6 = RenderColor(red255: 242, 242, 247)
    /// `UIColor.label`: text.
    public static let label = RenderColor(white: 0)
    public static let secondaryLabel = RenderColor(red255: 60, 60, 67, alpha: 0.6)
    /// `UIColor.placeholderText`: a text field's placeholder.
    public static let placeholderText = RenderColor(red255: 60, 60, 67, alpha: 0.3)
    public static let separator = RenderColor(red255: 60, 60, 67, alpha: 0.29)
    public static let opaqueSeparator = RenderColor(red255: 198, 198, 200)
    /// `UIColor.systemFill`: a slider's and progress view's track.
    public static let systemFill = RenderColor(red255: 120, 120, 128, alpha: 0.2)
    /// `UIColor.secondarySystemFill`: a switch's track when off.
    public static let secondarySystemFill = RenderColor(red255: 120, 120, 128, alpha: 0.16)
    /// `UIColor.tertiarySystemFill`: the background of segmented controls and steppers.
    public static let tertiarySystemFill = RenderColor(red255: 118, 118, 128, alpha: 0.12)
    public static let systemBackground = RenderColor(white: 1)
    public static let systemGroupedBackground = RenderColor(red255: 242, 242, 247)

    /// The named colors above by their UIKit names, for documents that name colors.
    public static let named: [String: RenderColor] = [
        "clear": clear, "black": black, "white": white, "systemBlue": systemBlue, "systemGreen": systemGreen,
        "systemIndigo": systemIndigo, "systemOrange": systemOrange, "systemPink": systemPink, "systemPurple": systemPurple,
        "systemRed": systemRed, "systemTeal": systemTeal, "systemYellow": systemYellow, "systemGray": systemGray,
        "systemGray2": systemGray2, "systemGray3": systemGray3, "systemGray4": systemGray4, "systemGray5": systemGray5,
        "systemGray6": systemGray6, "label": label, "secondaryLabel": secondaryLabel, "placeholderText": placeholderText,
        "separator": separator, "opaqueSeparator": opaqueSeparator, "systemFill": systemFill,
        "secondarySystemFill": secondarySystemFill, "tertiarySystemFill": tertiarySystemFill,
        "systemBackground": systemBackground, "systemGroupedBackground": systemGroupedBackground,
    ]
}
