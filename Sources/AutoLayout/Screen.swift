/// A device screen with its root view: the window and root view controller of a UIKit app.
///
/// The screen gives the root view its size, its safe area (status bar, sensor housing, home
/// indicator and the bars a view controller shows), its system minimum margins
/// (measured in the iOS Simulator), the legacy top and bottom layout guides and the traits.
/// Changing the device, the orientation or a trait updates the engine incrementally: constants
/// change, nothing is rebuilt.
public final class Screen {
    /// The root view (`viewController.view`), sized to the screen.
    public let rootView: View
    /// `topLayoutGuide`: from the top of the screen to the bottom of the status and navigation bars.
    public let topLayoutGuide: LayoutGuide
    /// `bottomLayoutGuide`: from the top of the tab bar, toolbar or home indicator to the bottom.
    public let bottomLayoutGuide: LayoutGuide

    public private(set) var device: Device
    public private(set) var orientation: Orientation
    /// A size that overrides the device's (a custom `--size`); nil for the device's own.
    public private(set) var customSize: Size?

    public var contentSizeCategory: ContentSizeCategory = .large { didSet { environmentDidChange() } }
    public var layoutDirection: LayoutDirection = .leftToRight { didSet { environmentDidChange() } }
    /// Bars the root view controller shows; each moves the safe area (UIView.safeAreaInsets
    /// documentation).
    public var showsNavigationBar = false { didSet { environmentDidChange() } }
    public var prefersLargeTitles = false { didSet { environmentDidChange() } }
    public var showsTabBar = false { didSet { environmentDidChange() } }
    public var showsToolbar = false { didSet { environmentDidChange() } }
    /// `additionalSafeAreaInsets` of the root view controller.
    public var additionalSafeAreaInsets: EdgeInsets = .zero { didSet { environmentDidChange() } }
    /// `viewRespectsSystemMinimumLayoutMargins` (default true).
    public var viewRespectsSystemMinimumLayoutMargins = true { didSet { environmentDidChange() } }
    /// Add the content size of the widest view of each group held to equal widths before the
    /// others' (`LayoutEngine.contentSizeOrder`): the same frames in fewer pivots, but the
    /// engine's system constraints then arrive in another order, which the constraint lists of
    /// `explainLayout()` follow. Off by default; `lint` and `verify` set it.
    public var addsWidestOfEqualWidthsFirst = false { didSet { environmentDidChange() } }
    /// Size classes that override the device's (for a custom size); nil for the device's.
    public var sizeClassOverride: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)? {
        didSet { environmentDidChange() }
    }

    /// Constraints that vary with the size class; applied whenever the traits change.
    public let variations = SizeClassVariations()

    public init(device: Device, orientation: Orientation = .portrait, size: Size? = nil, rootView: View = View(name: "Superview")) {
        self.device = device
        self.orientation = orientation
        self.customSize = size
        self.rootView = rootView
        rootView.translatesAutoresizingMaskIntoConstraints = true
        topLayoutGuide = LayoutGuide(identifier: "_UILayoutGuide-top", name: "Top Layout Guide")
        bottomLayoutGuide = LayoutGuide(identifier: "_UILayoutGuide-bottom", name: "Bottom Layout Guide")
        try? rootView.addLayoutGuide(topLayoutGuide)
        try? rootView.addLayoutGuide(bottomLayoutGuide)
        rootView.isScreenRoot = true
        environmentDidChange()
        rootView.installLegacyGuideConstraints(top: topLayoutGuide, bottom: bottomLayoutGuide)
    }

    /// The screen size in points.
    public var size: Size { customSize ?? device.size(in: orientation) }

    /// The traits the screen gives its views.
    public var traitCollection: TraitCollection { environment.traits }

    /// The safe area the screen gives its root view now (the device's, the bars' and
    /// `additionalSafeAreaInsets`), known without a layout pass: what the root's
    /// `safeAreaInsets` reads after the next one.
    public var rootSafeAreaInsets: EdgeInsets { environment.safeAreaInsets }

    /// Moves to another device or orientation (a rotation), updating the layout incrementally.
    public func setDevice(_ device: Device, orientation: Orientation, size: Size? = nil) {
        self.device = device
        self.orientation = orientation
        self.customSize = size
        environmentDidChange()
    }

    /// Rotates to `orientation`.
    public func rotate(to orientation: Orientation) { setDevice(device, orientation: orientation, size: customSize) }

    /// The height of the keyboard on screen, from the bottom of the screen; nil while hidden.
    /// Every view's `keyboardLayoutGuide` follows it.
    public private(set) var keyboardHeight: Double?

    /// Shows a docked keyboard `height` points tall at the bottom of the screen (the height
    /// UIKit reports in `keyboardFrameEndUserInfoKey`, the home-indicator area included).
    /// A height that is negative or not finite is refused.
    public func showKeyboard(height: Double) throws(AutoLayoutError) {
        guard height.isFinite, height >= 0 else { throw .invalidKeyboardHeight(height) }
        keyboardHeight = height
        environmentDidChange()
    }

    /// Hides the keyboard: each keyboard layout guide goes back to its view's safe-area bottom.
    public func hideKeyboard() {
        keyboardHeight = nil
        environmentDidChange()
    }

    /// Lays the screen's hierarchy out, with the size-class variations of the current traits.
    public func layoutIfNeeded() {
        variations.apply(traitCollection)
        rootView.layoutIfNeeded()
    }

    /// Room in the layout engine for about `views` more views and `constraints` more
    /// constraints, when a screen already laid out is about to receive them one `addSubview`
    /// at a time: its solver's tables then grow once, not by doubling, each doubling a copy
    /// into fresh pages. A hint: nothing happens before the first layout.
    public func reserveCapacity(views: Int, constraints: Int) {
        rootView.hostedEngine?.reserveCapacity(views: views, constraints: constraints)
    }

    /// The root view's environment from the device, orientation, bars and traits.
    var environment: RootEnvironment {
        let classes = sizeClassOverride ?? device.sizeClasses(in: orientation)
        let traits = TraitCollection(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                                     preferredContentSizeCategory: contentSizeCategory,
                                     layoutDirection: layoutDirection, displayScale: device.scale)
        var safe = device.safeArea(in: orientation)
        if showsNavigationBar {
            safe.top += device.navigationBarHeight(in: orientation) + (prefersLargeTitles ? 52 : 0)
        }
        if showsTabBar { safe.bottom += device.tabBarHeight } else if showsToolbar { safe.bottom += device.toolbarHeight }
        safe = safe + additionalSafeAreaInsets
        let side = viewRespectsSystemMinimumLayoutMargins ? device.systemMinimumSideMargin(in: orientation) : 0
        let width = size.width
        let cap: Double? = classes.horizontal == .regular && width >= 820 ? 664 : nil
        return RootEnvironment(size: size, safeAreaInsets: safe,
                               systemMinimumLayoutMargins: DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side),
                               traits: traits, topLayoutGuideLength: safe.top, bottomLayoutGuideLength: safe.bottom,
                               readableWidthCap: cap, isShownByContainerController: showsNavigationBar || showsTabBar,
                               keyboardHeight: keyboardHeight, addsWidestOfEqualWidthsFirst: addsWidestOfEqualWidthsFirst)
    }

    private func environmentDidChange() {
        let new = environment
        guard rootView.environment != new else { return }
        let oldTraits = rootView.environment?.traits
        rootView.environment = new
        if oldTraits != new.traits { variations.apply(new.traits) }
        rootView.engineIfExists?.environmentDidChange()
        rootView.traitsMayHaveChanged()
    }
}
