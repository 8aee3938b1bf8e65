import AutoLayout

/// `UIStackView`: arranges its subviews in a row or column with UIKit's constraints.
open class UIStackView: UIView {
    public typealias Distribution = StackView.Distribution
    public typealias Alignment = StackView.Alignment
    /// `UIStackView.spacingUseDefault` and `spacingUseSystem`.
    public static let spacingUseDefault = CGFloat(StackView.spacingUseDefault)
    public static let spacingUseSystem = CGFloat(StackView.spacingUseSystem)

    override class func makeBacking() -> View & UIKitBacking { StackViewBacking() }
    var stack: StackViewBacking { unsafeDowncast(backing, to: StackViewBacking.self) }

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    public var arrangedSubviews: [UIView] { stack.arrangedSubviews.compactMap(UIView.wrapper(of:)) }

    /// Adds `view` at the end of the arrangement (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: stack.arrangedSubviews.count) }

    /// Inserts `view` into the arrangement; an index past the end is reported (UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        let oldParent = view.superview
        do {
            try stack.insertArrangedSubview(view.backing, at: index)
        } catch {
            IssueReporter.report(error, on: [self, view])
            return
        }
        if oldParent !== self {
            oldParent?.retainedSubviews[ObjectIdentifier(view)] = nil
            retainedSubviews[ObjectIdentifier(view)] = view
            didAddSubview(view)
            view.didMoveToSuperview()
        }
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) { stack.removeArrangedSubview(view.backing) }

    open var axis: NSLayoutConstraint.Axis {
        get { stack.axis }
        set { stack.axis = newValue }
    }
    open var distribution: Distribution {
        get { stack.distribution }
        set { stack.distribution = newValue }
    }
    open var alignment: Alignment {
        get { stack.alignment }
        set { stack.alignment = newValue }
    }
    open var spacing: CGFloat {
        get { stack.spacing }
        set { stack.spacing = Double(newValue) }
    }
    open var isBaselineRelativeArrangement: Bool {
        get { stack.isBaselineRelativeArrangement }
        set { stack.isBaselineRelativeArrangement = newValue }
    }
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue }
    }
    open func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        stack.setCustomSpacing(Double(spacing), after: view.backing)
    }
    open func customSpacing(after view: UIView) -> CGFloat { stack.customSpacing(after: view.backing) }
}

/// `UIScrollView`: content on a larger area that scrolls under the frame. See `ScrollView` for
/// the rules: the content layout guide's size is the content size, an edge of the scroll view
/// related to its content means the content area, and the adjusted content inset follows the
/// safe area as `contentInsetAdjustmentBehavior` says.
open class UIScrollView: UIView {
    public typealias ContentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior
    /// `UIScrollView.KeyboardDismissMode`: kept for source compatibility.
    public enum KeyboardDismissMode: Int, Sendable { case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }

    override class func makeBacking() -> View & UIKitBacking { ScrollViewBacking() }
    var scroll: ScrollViewBacking { unsafeDowncast(backing, to: ScrollViewBacking.self) }

    public var contentLayoutGuide: UILayoutGuide { guideWrapper(for: scroll.contentLayoutGuide) }
    public var frameLayoutGuide: UILayoutGuide { guideWrapper(for: scroll.frameLayoutGuide) }

    /// `contentSize`: the content layout guide's size after the last pass; set it for content
    /// placed by frames (constraints to the content guide decide it where they exist).
    open var contentSize: CGSize {
        get { CGSize(scroll.contentSize) }
        set { scroll.contentSize = newValue.size }
    }
    open var contentInset: UIEdgeInsets {
        get { scroll.contentInset }
        set { scroll.contentInset = newValue }
    }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { scroll.contentInsetAdjustmentBehavior }
        set { scroll.contentInsetAdjustmentBehavior = newValue }
    }
    /// `adjustedContentInset`: the content inset plus the safe area where the behaviour adjusts.
    public var adjustedContentInset: UIEdgeInsets { scroll.adjustedContentInset }
    open var contentOffset: CGPoint {
        get { CGPoint(scroll.contentOffset) }
        set { scroll.contentOffset = newValue.point }
    }
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    open var alwaysBounceVertical: Bool {
        get { scroll.alwaysBounceVertical }
        set { scroll.alwaysBounceVertical = newValue }
    }
    open var alwaysBounceHorizontal: Bool {
        get { scroll.alwaysBounceHorizontal }
        set { scroll.alwaysBounceHorizontal = newValue }
    }
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var automaticallyAdjustsScrollIndicatorInsets = true
}
