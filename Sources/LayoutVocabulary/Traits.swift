/// Portrait or landscape.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}

/// `UIUserInterfaceSizeClass`: compact or regular (unspecified where no screen says).
public enum UserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case unspecified = 0, compact, regular
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}

/// `UIContentSizeCategory`, smallest to largest, with UIKit's raw values.
///
/// The raw values are the strings UIKit's `UIContentSizeCategory` constants hold
/// (`UICTContentSizeCategoryL` for `.large`, the default). The layout engine knows the
/// categories as traits; text measures at one; documents name one.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall = "UICTContentSizeCategoryXS"
    case small = "UICTContentSizeCategoryS"
    case medium = "UICTContentSizeCategoryM"
    case large = "UICTContentSizeCategoryL"
    case extraLarge = "UICTContentSizeCategoryXL"
    case extraExtraLarge = "UICTContentSizeCategoryXXL"
    case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
    case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
    case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
    case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
    case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
    case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

    /// Position from smallest (0) to largest (11): the column in Dynamic Type's size tables.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
    /// `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}
