import Rendering

/// `UIColor`: red, green, blue and alpha in 0...1, with UIKit's named and system colors (their
/// light-appearance values). Colors do not take part in layout; snapshots draw them.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    /// The color as the renderer draws it.
    public let renderColor: RenderColor

    public init(renderColor: RenderColor) { self.renderColor = renderColor }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(renderColor: RenderColor(red: Self.unit(red), green: Self.unit(green), blue: Self.unit(blue),
                                           alpha: Self.unit(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `UIColor(hue:saturation:brightness:alpha:)`, through the HSB hexagon.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Self.unit(hue) * 6).truncatingRemainder(dividingBy: 6)
        let s = Self.unit(saturation), v = Self.unit(brightness)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) = switch h {
        case ..<1: (c, x, 0)
        case ..<2: (x, c, 0)
        case ..<3: (0, c, x)
        case ..<4: (0, x, c)
        case ..<5: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A component clamped into 0...1; a NaN is 0.
    static func unit(_ value: CGFloat) -> Double {
        let v = Double(value)
        return v.isNaN ? 0 : min(1, max(0, v))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = renderColor
        c.alpha = Self.unit(alpha)
        return UIColor(renderColor: c)
    }

    /// `cgColor`: the same color (Core Graphics is not on Linux; layers take this type).
    public var cgColor: CGColor { CGColor(color: self) }

    public var description: String { "UIColor \(renderColor)" }
    public static func == (a: UIColor, b: UIColor) -> Bool { a.renderColor == b.renderColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(renderColor) }

    public static let black = UIColor(renderColor: .black)
    public static let white = UIColor(renderColor: .white)
    public static let clear = UIColor(renderColor: .clear)
    public static let red = UIColor(renderColor: RenderColor(red: 1, green: 0, blue: 0))
    public static let green = UIColor(renderColor: RenderColor(red: 0, green: 1, blue: 0))
    public static let blue = UIColor(renderColor: RenderColor(red: 0, green: 0, blue: 1))
    public static let yellow = UIColor(renderColor: RenderColor(red: 1, green: 1, blue: 0))
    public static let orange = UIColor(renderColor: RenderColor(red: 1, green: 0.5, blue: 0))
    public static let purple = UIColor(renderColor: RenderColor(red: 0.5, green: 0, blue: 0.5))
    public static let brown = UIColor(renderColor: RenderColor(red: 0.6, green: 0.4, blue: 0.2))
    public static let cyan = UIColor(renderColor: RenderColor(red: 0, green: 1, blue: 1))
    public static let magenta = UIColor(renderColor: RenderColor(red: 1, green: 0, blue: 1))
    public static let gray = UIColor(renderColor: RenderColor(white: 0.5))
    public static let lightGray = UIColor(renderColor: RenderColor(white: 2.0 / 3))
    public static let darkGray = UIColor(renderColor: RenderColor(white: 1.0 / 3))
    public static let systemBlue = UIColor(renderColor: .systemBlue)
    public static let systemGreen = UIColor(renderColor: .systemGreen)
    public static let systemIndigo = UIColor(renderColor: .systemIndigo)
    public static let systemOrange = UIColor(renderColor: .systemOrange)
    public static let systemPink = UIColor(renderColor: .systemPink)
    public static let systemPurple = UIColor(renderColor: .systemPurple)
    public static let systemRed = UIColor(renderColor: .systemRed)
    public static let systemTeal = UIColor(renderColor: .systemTeal)
    public static let systemYellow = UIColor(renderColor: .systemYellow)
    public static let systemGray = UIColor(renderColor: .systemGray)
    public static let systemGray2 = UIColor(renderColor: .systemGray2)
    public static let systemGray3 = UIColor(renderColor: .systemGray3)
    public static let systemGray4 = UIColor(renderColor: .systemGray4)
    public static let systemGray5 = UIColor(renderColor: .systemGray5)
    public static let systemGray6 = UIColor(renderColor: .systemGray6)
    public static let label = UIColor(renderColor: .label)
    public static let secondaryLabel = UIColor(renderColor: .secondaryLabel)
    public static let placeholderText = UIColor(renderColor: .placeholderText)
    public static let separator = UIColor(renderColor: .separator)
    public static let opaqueSeparator = UIColor(renderColor: .opaqueSeparator)
    public static let systemFill = UIColor(renderColor: .systemFill)
    public static let secondarySystemFill = UIColor(renderColor: .secondarySystemFill)
    public static let tertiarySystemFill = UIColor(renderColor: .tertiarySystemFill)
    public static let systemBackground = UIColor(renderColor: .systemBackground)
    public static let secondarySystemBackground = UIColor(renderColor: .systemGroupedBackground)
    public static let systemGroupedBackground = UIColor(renderColor: .systemGroupedBackground)
    public static let tintColor = UIColor(renderColor: .systemBlue)
}

/// `CGColor` as layers take it (`layer.borderColor = UIColor.red.cgColor`).
public final class CGColor: Sendable, Hashable {
    public let color: UIColor
    init(color: UIColor) { self.color = color }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

/// The parts of `CALayer` layout code touches: corner radius, border, clipping. They change no
/// frame; snapshots draw the corner radius and background.
@preconcurrency @MainActor
public final class CALayer {
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var masksToBounds = false
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowColor: CGColor?
    public var opacity: Float = 1
    init() {}
}
