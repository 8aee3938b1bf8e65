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
    /// The readable-content width cap, nil where the guide equals the margins
    /// (UIView.readableContentGuide, measured).
    var readableWidthCap: Double?
    /// Whether the root view controller is shown by a navigation or tab bar controller (scroll
    /// views then adjust their vertical insets whether or not they scroll).
    var isShownByContainerController = false
    /// The height of the keyboard on screen, nil while it is hidden.
    var keyboardHeight: Double?
    /// `Screen.addsWidestOfEqualWidthsFirst`.
    var addsWidestOfEqualWidthsFirst = false
}
