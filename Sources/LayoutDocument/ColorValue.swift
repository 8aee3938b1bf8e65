/// A color as a document gives it: one of UIKit's named colors, or sRGB components.
///
/// Written `red`, `Light Gray Color` (the cookbook's attribute tables paste as they are),
/// `systemBlue`, `UIColor.label`, or `#rrggbb` / `#rrggbbaa`.
public enum ColorValue: Hashable, Sendable {
    case named(NamedColor)
    /// sRGB components in 0…1.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double)

    /// The sRGB components: a named color's light-appearance value.
    public var components: (red: Double, green: Double, blue: Double, alpha: Double) {
        switch self {
        case let .rgb(red, green, blue, alpha): (red, green, blue, alpha)
        case .named(let color): color.components
        }
    }
}

/// UIKit's named colors: the fixed class colors (`UIColor.red`, …), the iOS 13 system colors and
/// a few element colors, by their Swift names.
///
/// Values, in the light appearance:
/// - the class colors are fixed sRGB values in UIKit's header comments (`red` is 1, 0, 0;
///   `lightGray` is white 2/3; `orange` is 1, 0.5, 0; `purple` 0.5, 0, 0.5; `brown` 0.6, 0.4, 0.2);
/// - the system colors are the iOS 13 light-mode values of Apple's Human Interface Guidelines
///   (`systemBlue` #007AFF, `systemRed` #FF3B30, …, `systemGray6` #F2F2F7), the values the
///   well-known iOS 12 compatibility shims return;
/// - `label` is black, `secondaryLabel` #3C3C43 at 60 %, `tertiaryLabel` #3C3C43 at 30 %,
///   `separator` #3C3C43 at 29 %, `systemBackground` white, `secondarySystemBackground` #F2F2F7.
public enum NamedColor: String, CaseIterable, Hashable, Sendable {
    case black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple, brown, clear
    case systemRed, systemOrange, systemYellow, systemGreen, systemTeal, systemBlue, systemIndigo, systemPurple
    case systemPink, systemBrown, systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, separator, link
    case systemBackground, secondarySystemBackground, tertiarySystemBackground

    /// The light-appearance sRGB value (see the type's comment for sources).
    public var components: (red: Double, green: Double, blue: Double, alpha: Double) {
        switch self {
        case .black: (0, 0, 0, 1)
        case .darkGray: (1.0 / 3, 1.0 / 3, 1.0 / 3, 1)
        case .lightGray: (2.0 / 3, 2.0 / 3, 2.0 / 3, 1)
        case .white: (1, 1, 1, 1)
        case .gray: (0.5, 0.5, 0.5, 1)
        case .red: (1, 0, 0, 1)
        case .green: (0, 1, 0, 1)
        case .blue: (0, 0, 1, 1)
        case .cyan: (0, 1, 1, 1)
        case .yellow: (1, 1, 0, 1)
        case .magenta: (1, 0, 1, 1)
        case .orange: (1, 0.5, 0, 1)
        case .purple: (0.5, 0, 0.5, 1)
        case .brown: (0.6, 0.4, 0.2, 1)
        case .clear: (0, 0, 0, 0)
        case .systemRed: Self.hex(0xFF3B30)
        case .systemOrange: Self.hex(0xFF9500)
        case .systemYellow: Self.hex(0xFFCC00)
        case .systemGreen: Self.hex(0x34C759)
        case .systemTeal: Self.hex(0x5AC8FA)
        case .systemBlue, .link: Self.hex(0x007AFF)
        case .systemIndigo: Self.hex(0x5856D6)
        case .systemPurple: Self.hex(0xAF52DE)
        case .systemPink: Self.hex(0xFF2D55)
        case .systemBrown: Self.hex(0xA2845E)
        case .systemGray: Self.hex(0x8E8E93)
        case .systemGray2: Self.hex(0xAEAEB2)
        case .systemGray3: Self.hex(0xC7C7CC)
        case .systemGray4: Self.hex(0xD1D1D6)
        case .systemGray5: Self.hex(0xE5E5EA)
        case .systemGray6, .secondarySystemBackground: Self.hex(0xF2F2F7)
        case .label: (0, 0, 0, 1)
        case .secondaryLabel: Self.hex(0x3C3C43, alpha: 0.6)
        case .tertiaryLabel: Self.hex(0x3C3C43, alpha: 0.3)
        case .separator: Self.hex(0x3C3C43, alpha: 0.29)
        case .systemBackground, .tertiarySystemBackground: (1, 1, 1, 1)
        }
    }

    private static func hex(_ value: Int, alpha: Double = 1) -> (Double, Double, Double, Double) {
        (Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255, alpha)
    }

    /// The name folded for matching: lowercase, without spaces, `-`, `_`, a `UIColor.` prefix or a
    /// trailing "Color" (`Light Gray Color` → `lightgray`).
    static func fold(_ name: String) -> String {
        var folded = name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        for prefix in ["uicolor.", "."] where folded.hasPrefix(prefix) {
            folded.removeFirst(prefix.count)
        }
        if folded.hasSuffix("color"), folded.count > 5 {
            folded.removeLast(5)
        }
        return folded
    }

    /// The color a document names, in any of the spellings `fold` accepts.
    public init?(documentName: String) {
        let folded = Self.fold(documentName)
        guard let match = NamedColor.allCases.first(where: { $0.rawValue.lowercased() == folded }) else {
            return nil
        }
        self = match
    }
}
