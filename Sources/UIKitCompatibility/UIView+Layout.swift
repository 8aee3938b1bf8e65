import AutoLayout

extension UIView {
    // MARK: The layout pass

    /// `layoutIfNeeded()`: updates constraints, solves and sets the frames of the whole
    /// hierarchy (a window's with its screen's size-class variations), then runs
    /// `layoutSubviews()` where frames changed. Frames set by hand in `layoutSubviews()` are
    /// honoured by a second pass, as UIKit honours them.
    public func layoutIfNeeded() {
        let root = rootWrapper
        UIViewAnimationRecorder.current?.willLayOut(root)
        // Again while a pass left changes behind (frames set in `layoutSubviews()`), a few times.
        for _ in 0..<3 {
            if let window = root as? UIWindow {
                guard window.needsScreenLayout else { break }
                window.layOutScreen()
            } else {
                guard root.backing.isLayoutPending else { break }
                root.backing.layoutIfNeeded()
            }
        }
    }

    public func setNeedsLayout() { backing.setNeedsLayout() }
    public func setNeedsUpdateConstraints() {
        owningController?.needsUpdateViewConstraints = true
        backing.setNeedsUpdateConstraints()
    }
    public func updateConstraintsIfNeeded() { backing.updateConstraintsIfNeeded() }

    // MARK: Content size

    /// Call when what `intrinsicContentSize` returns changes.
    public func invalidateIntrinsicContentSize() { backing.invalidateIntrinsicContentSize() }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        backing.contentHuggingPriority(for: axis)
    }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        backing.setContentHuggingPriority(priority, for: axis)
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        backing.contentCompressionResistancePriority(for: axis)
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        backing.setContentCompressionResistancePriority(priority, for: axis)
    }

    /// `systemLayoutSizeFitting(_:)`: the smallest (or largest) size the constraints allow near
    /// `targetSize`, solved apart from the hierarchy's own layout.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(backing.systemLayoutSizeFitting(targetSize.size))
    }

    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        CGSize(backing.systemLayoutSizeFitting(targetSize.size, withHorizontalFittingPriority: horizontal,
                                               verticalFittingPriority: vertical))
    }

    // MARK: Alignment and baselines

    public func alignmentRect(forFrame frame: CGRect) -> CGRect { CGRect(backing.alignmentRect(forFrame: frame.rect)) }
    public func frame(forAlignmentRect rect: CGRect) -> CGRect { CGRect(backing.frame(forAlignmentRect: rect.rect)) }

    // MARK: Autoresizing

    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { backing.translatesAutoresizingMaskIntoConstraints }
        set { backing.translatesAutoresizingMaskIntoConstraints = newValue }
    }
    public var autoresizingMask: AutoresizingMask {
        get { backing.autoresizingMask }
        set { backing.autoresizingMask = newValue }
    }

    // MARK: Margins and safe area

    public var layoutMargins: UIEdgeInsets {
        get { backing.layoutMargins }
        set { backing.layoutMargins = newValue; layoutMarginsDidChange() }
    }
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { backing.directionalLayoutMargins }
        set { backing.directionalLayoutMargins = newValue; layoutMarginsDidChange() }
    }
    public var preservesSuperviewLayoutMargins: Bool {
        get { backing.preservesSuperviewLayoutMargins }
        set { backing.preservesSuperviewLayoutMargins = newValue }
    }
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { backing.insetsLayoutMarginsFromSafeArea }
        set { backing.insetsLayoutMarginsFromSafeArea = newValue }
    }
    public var safeAreaInsets: UIEdgeInsets { backing.safeAreaInsets }
    // MARK: Traits and direction

    public var traitCollection: UITraitCollection { backing.traitCollection }

    public var semanticContentAttribute: UISemanticContentAttribute {
        get { backing.semanticContentAttribute }
        set { backing.semanticContentAttribute = newValue }
    }
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        backing.effectiveUserInterfaceLayoutDirection
    }

    // MARK: Debugging

    public var hasAmbiguousLayout: Bool { backing.hasAmbiguousLayout }
    public func exerciseAmbiguityInLayout() { backing.exerciseAmbiguityInLayout() }
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        backing.constraintsAffectingLayout(for: axis).map(NSLayoutConstraint.wrapper(for:))
    }
    /// UIKit's private `_autolayoutTrace`, with pseudo addresses that number the items (the
    /// same text for the same hierarchy in every run).
    public func autolayoutTrace() -> String { backing.autolayoutTrace() }
}

extension UIView {
    // MARK: Constraints installed here

    /// The constraints installed on this view (whose nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { backing.constraints.map(NSLayoutConstraint.wrapper(for:)) }

    /// Legacy `addConstraint(_:)`: activates the constraint (on its items' nearest common
    /// ancestor, as UIKit's activation does).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
}
