import AutoLayout

/// `UILayoutGuide`: an invisible rectangle in a view's layout.
@preconcurrency @MainActor
open class UILayoutGuide {
    /// The engine's guide behind this one.
    public let layoutGuide: LayoutGuide
    var constraintWrappers: [ObjectIdentifier: NSLayoutConstraint] = [:]

    public init() {
        let guide = GuideBacking()
        layoutGuide = guide
        guide.owner = self
    }

    /// The wrapper of one of the engine's own guides (margins, safe area, a scroll view's).
    init(wrapping guide: LayoutGuide) { layoutGuide = guide }

    public required init?(coder: NSCoder) { return nil }

    /// `owningView`: the view the guide belongs to (`addLayoutGuide(_:)`).
    public var owningView: UIView? { layoutGuide.owningView.flatMap(UIView.wrapper(of:)) }

    /// `layoutFrame`: the guide's rectangle in its owning view's coordinates, from the last pass.
    public var layoutFrame: CGRect { CGRect(layoutGuide.layoutFrame) }

    /// `identifier`, as UIKit prints it (`UIViewSafeAreaLayoutGuide`, ...).
    public var identifier: String {
        get { layoutGuide.identifier }
        set { layoutGuide.identifier = newValue }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutGuide.leadingAnchor) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutGuide.trailingAnchor) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutGuide.leftAnchor) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutGuide.rightAnchor) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutGuide.centerXAnchor) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutGuide.topAnchor) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutGuide.bottomAnchor) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutGuide.centerYAnchor) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(layoutGuide.widthAnchor) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(layoutGuide.heightAnchor) }

    /// The `UILayoutGuide` an engine guide stands for: the one made for it by `UILayoutGuide()`,
    /// or its owning view's wrapper of it (made on first use).
    static func wrapper(of guide: LayoutGuide) -> UILayoutGuide? {
        if let made = guide as? GuideBacking { return made.owner }
        guard let owner = guide.owningView.flatMap(UIView.wrapper(of:)) else { return nil }
        return owner.guideWrapper(for: guide)
    }
}

extension UILayoutGuide: ConstraintRegistry {}

/// `UIKeyboardLayoutGuide`: follows the window's simulated keyboard
/// (`UIWindow.showKeyboard(height:)`); hidden, its top is its view's safe-area bottom.
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    var keyboardGuide: KeyboardLayoutGuide? { layoutGuide as? KeyboardLayoutGuide }

    /// `usesBottomSafeArea` (default true): while the keyboard is hidden, the guide's top is
    /// the safe area's bottom; false, the view's bottom.
    public var usesBottomSafeArea: Bool {
        get { keyboardGuide?.usesBottomSafeArea ?? true }
        set { keyboardGuide?.usesBottomSafeArea = newValue }
    }
    /// `followsUndockedKeyboard`: only a docked keyboard is simulated, so it changes nothing.
    public var followsUndockedKeyboard: Bool {
        get { keyboardGuide?.followsUndockedKeyboard ?? false }
        set { keyboardGuide?.followsUndockedKeyboard = newValue }
    }
    /// `keyboardDismissPadding`: kept for source compatibility (no gestures here).
    public var keyboardDismissPadding: CGFloat = 0
}

extension UIView {
    public var layoutGuides: [UILayoutGuide] { backing.layoutGuides.compactMap(UILayoutGuide.wrapper(of:)) }

    /// Adds a guide this view owns. A guide another view owns is refused (reported).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        do {
            try backing.addLayoutGuide(guide.layoutGuide)
            guideWrappers[ObjectIdentifier(guide.layoutGuide)] = guide
        } catch {
            IssueReporter.report(error, on: [self])
        }
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        backing.removeLayoutGuide(guide.layoutGuide)
        guideWrappers[ObjectIdentifier(guide.layoutGuide)] = nil
    }

    public var layoutMarginsGuide: UILayoutGuide { guideWrapper(for: backing.layoutMarginsGuide) }
    public var safeAreaLayoutGuide: UILayoutGuide { guideWrapper(for: backing.safeAreaLayoutGuide) }
    public var readableContentGuide: UILayoutGuide { guideWrapper(for: backing.readableContentGuide) }
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let guide = backing.keyboardLayoutGuide
        if let known = guideWrappers[ObjectIdentifier(guide)] as? UIKeyboardLayoutGuide { return known }
        let made = UIKeyboardLayoutGuide(wrapping: guide)
        guideWrappers[ObjectIdentifier(guide)] = made
        return made
    }

    /// The wrapper of a guide this view owns, made once.
    func guideWrapper(for guide: LayoutGuide) -> UILayoutGuide {
        if let known = guideWrappers[ObjectIdentifier(guide)] { return known }
        if let made = guide as? GuideBacking, let owner = made.owner { return owner }
        let made: UILayoutGuide = guide is KeyboardLayoutGuide ? UIKeyboardLayoutGuide(wrapping: guide) : UILayoutGuide(wrapping: guide)
        guideWrappers[ObjectIdentifier(guide)] = made
        return made
    }
}
