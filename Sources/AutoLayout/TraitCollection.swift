/// `UIUserInterfaceSizeClass`: compact or regular (unspecified where no screen says).
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable, CustomStringConvertible {
    case unspecified = 0, compact, regular
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}

/// `UIContentSizeCategory`, smallest to largest, with UIKit's raw values (apple-core.md §9.1).
///
/// The layout core knows the categories as traits only; measuring text at a category is the
/// text layer's job (`TextLayout.ContentSizeCategory` has the same raw values).
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
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

    var order: Int { Self.allCases.firstIndex(of: self) ?? 3 }
    public static func < (a: Self, b: Self) -> Bool { a.order < b.order }
    /// `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

/// The traits that flow from the screen down the view tree (`UITraitCollection`).
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var preferredContentSizeCategory: ContentSizeCategory
    public var layoutDirection: LayoutDirection
    public var displayScale: Double

    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                preferredContentSizeCategory: ContentSizeCategory = .large,
                layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }
}

/// What a screen gives its root view: the size, the unsafe insets, the system minimum margins
/// and the traits. Set by `Screen`; absent on a detached hierarchy.
struct RootEnvironment: Equatable {
    var size: Size
    var safeAreaInsets: EdgeInsets
    var systemMinimumLayoutMargins: DirectionalEdgeInsets
    var traits: TraitCollection
    /// Top layout guide length (status bar + navigation bar), bottom (tab bar or toolbar + home indicator).
    var topLayoutGuideLength: Double
    var bottomLayoutGuideLength: Double
    /// The readable-content width cap, nil where the guide equals the margins (apple-core.md §4.2).
    var readableWidthCap: Double?
}
