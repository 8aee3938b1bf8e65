/// A rectangle on screen that takes part in layout: `UIView`, its hierarchy and its constraints.
///
/// Subclasses (labels, buttons, stack views) override `intrinsicContentSize`, the baseline
/// offsets and `alignmentRectInsets`, as UIKit's controls do. The root of a hierarchy hosts the
/// layout engine (in UIKit the window hosts it, WWDC 2018 session 220); it is made at the first
/// layout pass and then updated incrementally.
open class View: LayoutItem {
    // MARK: Hierarchy

    // The stored state the layout pass reads skips Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`): nothing in this package holds an access to it across a call
    // that could reach it again, and the checks were a tenth of a first layout's instructions.

    /// Held `unowned` and cleared by the superview's `deinit`, where UIKit holds it weakly: a
    /// weak reference gives its object a side table, and then every retain and release of that
    /// view (a root that every constraint of its subviews names) takes the slow path.
    @exclusivity(unchecked) public private(set) unowned(safe) var superview: View?
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// Layout guides this view owns (`layoutGuides`), the system's included once made.
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []
    /// Constraints installed on this view: those whose nearest common ancestor it is.
    @exclusivity(unchecked) public private(set) var constraints: [LayoutConstraint] = []

    /// `translatesAutoresizingMaskIntoConstraints`: true for views made in code, as in UIKit,
    /// so the frame is turned into constraints. Set it to false to position the view with your own
    /// constraints. (Anchors do not change it; the DSL and documents do, as SnapKit and IB do.)
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { engineIfExists?.autoresizingDidChange(self) } }
    }
    /// `autoresizingMask`, used when `translatesAutoresizingMaskIntoConstraints` is true.
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { engineIfExists?.autoresizingDidChange(self) }
    }

    /// Hidden views still take part in layout (stack views collapse them; plain views don't).
    public var isHidden = false {
        didSet { if oldValue != isHidden { hiddenDidChange() } }
    }

    /// The engine, on the root of the hierarchy; nil until the first layout pass.
    @exclusivity(unchecked) var hostedEngine: LayoutEngine?
    /// What the screen tells the root view: size, safe area, system margins, traits.
    @exclusivity(unchecked) var environment: RootEnvironment?

    public override init(name: String? = nil) {
        super.init(name: name)
    }

    /// Constraints installed here do not own this view (`LayoutConstraint.first`); any that
    /// outlive it let go of it now and keep the items that are still alive.
    deinit {
        let id = ObjectIdentifier(self)
        for c in constraints { c.holderWillDeallocate(id) }
        for c in systemConstraints { c.holderWillDeallocate(id) }
        // Unowned back references must not outlive this view (see `superview`).
        for view in subviews { view.superview = nil }
        // (No comparison with self here: loading an unowned reference to a view in its deinit traps.)
        for guide in layoutGuides { guide.owningView = nil }
    }

    override var hierarchyView: View? { self }
    override open var typeName: String { "UIView" }

    /// The topmost ancestor (the view itself if it has no superview).
    public var rootView: View {
        var view = self
        while let s = view.superview { view = s }
        return view
    }

    /// The engine of this view's hierarchy, if one exists yet.
    var engineIfExists: LayoutEngine? { rootView.hostedEngine }

    /// Adds `view` at the end of the subviews (moving it from any previous superview).
    public func addSubview(_ view: View) throws(AutoLayoutError) {
        try insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) throws(AutoLayoutError) {
        if view === self || isDescendant(of: view) { throw .cyclicHierarchy(view: view.debugName) }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        view.removeFromSuperview()
        view.hostedEngine = nil
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        if view.subtreeNeedsUpdateConstraints { markSubtreeNeedsUpdateConstraints() }
        engineIfExists?.subtreeDidMove(into: view)
        view.traitsMayHaveChanged()
        setNeedsLayout()
    }

    /// Removes the view from its superview, with every constraint between its subtree and the
    /// rest of the old hierarchy, as UIKit does. Constraints inside the subtree stay.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let subtree = Set(allItemsInSubtree().map(ObjectIdentifier.init))
        var ancestor: View? = parent
        while let a = ancestor {
            for c in a.constraints {
                let firstInside = subtree.contains(ObjectIdentifier(c.firstItem))
                let secondInside = c.secondItem.map { subtree.contains(ObjectIdentifier($0)) } ?? false
                if firstInside || secondInside { a.uninstall(c) }
            }
            ancestor = a.superview
        }
        parent.engineIfExists?.subtreeWillLeave(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    /// The nearest view that is an ancestor of both (a view is its own ancestor).
    ///
    /// Both chains are brought to the same depth, then walked up together: no set of
    /// ancestors, which cost every activated constraint two allocations.
    public func nearestCommonAncestor(with other: View) -> View? {
        func depth(_ view: View) -> Int {
            var count = 0
            var current = view.superview
            while let c = current {
                count += 1
                current = c.superview
            }
            return count
        }
        var a: View? = self, b: View? = other
        var depthA = depth(self), depthB = depth(other)
        while depthA > depthB { a = a?.superview; depthA -= 1 }
        while depthB > depthA { b = b?.superview; depthB -= 1 }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview
            b = y.superview
        }
        return nil
    }

    /// This view and its descendants, depth first, parents before children.
    public func viewsInSubtree() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return result
    }

    /// Every view and guide in the subtree.
    func allItemsInSubtree() -> [LayoutItem] {
        viewsInSubtree().flatMap { v -> [LayoutItem] in [v] + v.layoutGuides }
    }

    /// Adds a layout guide owned by this view (`addLayoutGuide`).
    public func addLayoutGuide(_ guide: LayoutGuide) throws(AutoLayoutError) {
        if let owner = guide.owningView {
            if owner === self { return }
            throw .guideAlreadyOwned(guide: guide.debugName)
        }
        guide.owningView = self
        layoutGuides.append(guide)
        engineIfExists?.guideWasAdded(guide)
    }

    /// Removes a layout guide and every constraint that involves it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var ancestor: View? = self
        while let a = ancestor {
            for c in a.constraints where c.involves(guide) { a.uninstall(c) }
            ancestor = a.superview
        }
        engineIfExists?.guideWillBeRemoved(guide)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Constraints

    /// Legacy `addConstraint(_:)`: installs on this view. It activates the constraint on its
    /// nearest common ancestor, as UIKit's activation would.
    public func addConstraint(_ constraint: LayoutConstraint) throws(AutoLayoutError) {
        try constraint.setActive(true)
    }

    /// Legacy `addConstraints(_:)`.
    public func addConstraints(_ list: [LayoutConstraint]) throws(AutoLayoutError) {
        try LayoutConstraint.activate(list)
    }

    /// Legacy `removeConstraint(_:)`.
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }

    func install(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
        constraint.container = self
        engineIfExists?.constraintWasActivated(constraint)
    }

    func uninstall(_ constraint: LayoutConstraint) {
        guard constraint.container === self else { return }
        engineIfExists?.constraintWillBeDeactivated(constraint)
        constraints.removeAll { $0 === constraint }
        constraint.container = nil
    }

    // MARK: Layout pass

    @exclusivity(unchecked) private(set) var needsLayout = true
    @exclusivity(unchecked) private(set) var needsUpdateConstraints = true
    /// Whether this view or one below it needs `updateConstraints()`. Set on every ancestor of
    /// a flagged view, so the pass walks only flagged branches instead of the whole hierarchy
    /// (a one-label change in 10,000 views walked all 10,000 on every pass).
    @exclusivity(unchecked) private(set) var subtreeNeedsUpdateConstraints = true

    /// Flags this view and its ancestors up to the first already flagged one (whose ancestors
    /// are flagged too).
    func markSubtreeNeedsUpdateConstraints() {
        var view: View? = self
        while let v = view, !v.subtreeNeedsUpdateConstraints {
            v.subtreeNeedsUpdateConstraints = true
            view = v.superview
        }
    }

    /// Marks the hierarchy for a layout pass (`setNeedsLayout`).
    public func setNeedsLayout() { rootView.needsLayout = true }

    /// Marks the view so that `updateConstraints()` runs at the next pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        markSubtreeNeedsUpdateConstraints()
        rootView.needsLayout = true
    }

    /// Override to change constraints in one batch before the solve; call super last.
    open func updateConstraints() {}

    /// Override to adjust after frames are set (multi-line labels measure here).
    open func layoutSubviews() {}

    /// Runs `updateConstraints()` on the flagged views of the hierarchy, bottom up.
    public func updateConstraintsIfNeeded() {
        // The flagged branches in the order of `viewsInSubtree()`, then run children first.
        var flagged: [View] = []
        var stack: [View] = [rootView]
        while let v = stack.popLast() {
            guard v.subtreeNeedsUpdateConstraints else { continue }
            v.subtreeNeedsUpdateConstraints = false
            flagged.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        for v in flagged.reversed() where v.needsUpdateConstraints {
            v.needsUpdateConstraints = false
            v.updateConstraints()
        }
    }

    /// Lays the hierarchy out now if anything changed: updates constraints, solves, sets frames.
    public func layoutIfNeeded() {
        let root = rootView
        guard root.isLayoutPending else { return }
        root.layoutHierarchy()
    }

    /// Whether the hierarchy has changed since its last layout pass (so `layoutIfNeeded()`
    /// would lay it out).
    public var isLayoutPending: Bool {
        let root = rootView
        return root.needsLayout || root.hostedEngine == nil || root.hostedEngine?.isDirty == true
    }

    /// The full pass, run on the root.
    func layoutHierarchy() {
        updateConstraintsIfNeeded()
        let engine: LayoutEngine
        if let existing = hostedEngine {
            engine = existing
        } else {
            engine = LayoutEngine(root: self)
            hostedEngine = engine
        }
        engine.layout()
        needsLayout = false
    }

    // MARK: Geometry (results of the layout pass)

    /// The frame in the superview's coordinates, snapped to the pixel grid.
    ///
    /// For views with `translatesAutoresizingMaskIntoConstraints`, setting it moves the view
    /// (the autoresizing constraints follow at the next pass).
    public var frame: Rect {
        get { storedFrame }
        set {
            storedFrame = newValue
            if translatesAutoresizingMaskIntoConstraints { engineIfExists?.autoresizingDidChange(self) }
        }
    }
    @exclusivity(unchecked) var storedFrame: Rect = .zero

    /// The frame in the root view's coordinates (screen coordinates for a screen's root view).
    @exclusivity(unchecked) public internal(set) var frameInRoot: Rect = .zero

    /// `bounds`: the view's own space. Its origin is zero, except in a scroll view, where it
    /// is the content offset.
    public var bounds: Rect { Rect(origin: isScrollContainer ? boundsOrigin : .zero, size: storedFrame.size) }

    /// The bounds origin: where the subviews' frames are measured from (`ScrollView` overrides).
    var boundsOrigin: Point { .zero }

    /// The alignment rect in the superview's coordinates (`alignmentRect(forFrame: frame)`).
    public var alignmentRect: Rect { alignmentRect(forFrame: storedFrame) }

    /// Insets from the frame to the alignment rect; zero for a plain view
    /// (UIView.alignmentRectInsets documentation).
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The alignment rect for a frame (`alignmentRectForFrame:`).
    public func alignmentRect(forFrame frame: Rect) -> Rect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rect (`frameForAlignmentRect:`), the inverse.
    public func frame(forAlignmentRect rect: Rect) -> Rect {
        let i = alignmentRectInsets
        return rect.inset(by: EdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }

    // MARK: Baselines

    /// The view whose first baseline is this view's (`viewForFirstBaselineLayout`); defaults to
    /// `viewForLastBaselineLayout`.
    open var viewForFirstBaselineLayout: View { viewForLastBaselineLayout }
    /// The view whose last baseline is this view's (`viewForLastBaselineLayout`); defaults to self.
    open var viewForLastBaselineLayout: View { self }

    /// Distance from the alignment rect's top to the first baseline; nil for a view without text,
    /// whose baselines are its bottom edge (our documented choice).
    open var firstBaselineOffsetFromTop: Double? { nil }
    /// Distance from the last baseline to the alignment rect's bottom; nil for a view without text.
    open var lastBaselineOffsetFromBottom: Double? { nil }

    /// The font-derived baseline-to-baseline spacing from `upper`'s last baseline to this view's
    /// first baseline, for `constraint(equalToSystemSpacingBelow:)`; nil when either has no text.
    open func systemSpacingBelow(_ upper: View) -> Double? { nil }

    /// For views that show text: whether the text is cut short (with "…" or clipped); nil for
    /// views without text. Renderers and reports read it.
    open var displaysTruncatedText: Bool? { nil }

    /// Call when a baseline offset changes (a font change); the engine updates at the next pass.
    public func invalidateBaselines() {
        engineIfExists?.baselinesDidChange(self)
        setNeedsLayout()
    }

    // MARK: Anchors

    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    // MARK: Traits and direction

    /// `semanticContentAttribute`: force a direction for this view's own content.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if oldValue != semanticContentAttribute { traitsMayHaveChanged() } }
    }

    /// The direction this view arranges its content in (`effectiveUserInterfaceLayoutDirection`).
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: traitCollection.layoutDirection
        }
    }

    /// The traits: the screen's, flowing down the hierarchy (`traitCollection`).
    public var traitCollection: TraitCollection {
        rootView.environment?.traits ?? TraitCollection()
    }

    @exclusivity(unchecked) private var lastSeenTraits: TraitCollection?

    /// Called when the traits change (`traitCollectionDidChange`); call super when overriding.
    open func traitCollectionDidChange(_ previous: TraitCollection?) {}

    /// Tells the subtree about changed traits and direction.
    func traitsMayHaveChanged() {
        for v in viewsInSubtree() {
            let now = v.traitCollection
            if v.lastSeenTraits != now {
                let previous = v.lastSeenTraits
                v.lastSeenTraits = now
                if previous != nil { v.traitCollectionDidChange(previous) }
            }
        }
        engineIfExists?.directionMayHaveChanged()
        setNeedsLayout()
    }

    /// Hiding matters to containers (stack views observe it); plain layout ignores it.
    open func hiddenDidChange() {
        superview?.arrangedSubviewVisibilityDidChange(self)
    }

    /// Stack views override this to collapse hidden arranged subviews.
    open func arrangedSubviewVisibilityDidChange(_ view: View) {}

    /// Called on the superview just before `subview` leaves it (`willRemoveSubview(_:)`), while
    /// it and its constraints are still in place. Stack views drop it from their arrangement.
    open func willRemoveSubview(_ subview: View) {}

    /// Called on the superview when a subview's intrinsic content size was invalidated (UIKit's
    /// private `_intrinsicContentSizeInvalidatedForChildView:`); stack views re-measure.
    open func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

    // MARK: Intrinsic content size (stored parts; behaviour in View+IntrinsicSize.swift)

    /// A fixed intrinsic size for a plain view (Interface Builder's placeholder, a document's
    /// `intrinsicContentSize`); nil for none. Subclasses override `intrinsicContentSize` instead.
    public var explicitIntrinsicContentSize: Size? {
        didSet { if oldValue != explicitIntrinsicContentSize { invalidateIntrinsicContentSize() } }
    }

    /// The natural size of the content (`intrinsicContentSize`); `noIntrinsicMetric` (-1) on an
    /// axis without one. A plain view has none.
    open var intrinsicContentSize: Size {
        explicitIntrinsicContentSize ?? Size(width: noIntrinsicMetric, height: noIntrinsicMetric)
    }

    /// The intrinsic size when the alignment rect is `width` wide: multi-line text wraps to it.
    /// The default ignores the width.
    open func intrinsicContentSize(forWidth width: Double) -> Size { intrinsicContentSize }

    /// Whether the intrinsic height depends on the width (a multi-line label with no
    /// `preferredMaxLayoutWidth`); the layout pass then measures twice, as UIKit does.
    open var intrinsicHeightDependsOnWidth: Bool { false }

    @exclusivity(unchecked) var huggingPriorities: [LayoutPriority] = [.defaultLow, .defaultLow]
    @exclusivity(unchecked) var compressionResistancePriorities: [LayoutPriority] = [.defaultHigh, .defaultHigh]

    // MARK: Margins and guides (stored parts; behaviour in View+Margins.swift)

    @exclusivity(unchecked) var marginsStorage: MarginsStorage = .absolute(EdgeInsets(all: 8))
    @exclusivity(unchecked) var marginsWereSet = false
    /// `preservesSuperviewLayoutMargins` (default false).
    public var preservesSuperviewLayoutMargins = false { didSet { setNeedsLayout() } }
    /// `insetsLayoutMarginsFromSafeArea` (default true).
    public var insetsLayoutMarginsFromSafeArea = true { didSet { setNeedsLayout() } }
    @exclusivity(unchecked) var marginsGuideStorage: LayoutGuide?
    @exclusivity(unchecked) var safeAreaGuideStorage: LayoutGuide?
    @exclusivity(unchecked) var readableGuideStorage: LayoutGuide?
    @exclusivity(unchecked) var keyboardGuideStorage: KeyboardLayoutGuide?
    /// The constraints that tie the system guides, the content size and the autoresizing mask
    /// to this view: made by the system, shown by diagnostics.
    @exclusivity(unchecked) public internal(set) var systemConstraints: [LayoutConstraint] = []
    /// Set on a screen's root view.
    @exclusivity(unchecked) var isScreenRoot = false
    /// `isViewControllerRootView`: the view of a view controller below the screen's root (a
    /// window's root view controller's view). Its margins are at least the screen's system
    /// minimum margins, measured from its safe area, as a screen root's are.
    public var isViewControllerRootView = false { didSet { if oldValue != isViewControllerRootView { marginsDidChange() } } }
    /// The safe-area insets and margins the engine's guide constraints use now.
    @exclusivity(unchecked) var safeAreaInsetsInEngine: EdgeInsets = .zero
    @exclusivity(unchecked) var marginsInEngine: EdgeInsets?
}

/// `UIView.AutoresizingMask`: which parts of the frame follow the superview's size.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
