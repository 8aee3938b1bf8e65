/// A view whose subviews lie on a content area that can be larger than the view and scroll
/// under it (`UIScrollView`).
///
/// The layout follows Apple's "Working with Scroll Views" (Auto Layout Guide) and the
/// `UIScrollView` reference:
/// - `contentLayoutGuide` is the content area; its size is `contentSize`, decided by the
///   constraints of the content to it. `frameLayoutGuide` is the scroll view's frame.
/// - A constraint between an *edge* of the scroll view (leading, trailing, left, right, top,
///   bottom) and one of its descendants attaches to the content area, as it did before the
///   guides existed; width, height and centers attach to the frame, and so does every
///   constraint to views outside the scroll view. (Margin attributes of the scroll view refer
///   to its frame here; Apple's guide says they attach to the content area too, which we do
///   not model.)
/// - The bounds origin is `contentOffset`: subviews' frames are in content coordinates. At
///   rest the offset is minus the adjusted content inset's top and left, so the content starts
///   below a status bar the scroll view extends under.
/// - `adjustedContentInset` is `contentInset` plus the safe-area insets on the edges that
///   `contentInsetAdjustmentBehavior` adjusts (see `ContentInsetAdjustmentBehavior`).
open class ScrollView: View {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`: which edges take the safe area into the
    /// adjusted content inset (Apple's documentation of each case).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// As `scrollableAxes`, and the top and bottom always when the screen's view controller
        /// is shown by a navigation or tab bar controller (`Screen.showsNavigationBar` or
        /// `showsTabBar`).
        case automatic
        /// Top and bottom when the content is taller than the scroll view or
        /// `alwaysBounceVertical` is set; left and right when it is wider or
        /// `alwaysBounceHorizontal` is set.
        case scrollableAxes
        /// Never: the adjusted inset is the content inset.
        case never
        /// Every edge.
        case always

        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .scrollableAxes: "scrollableAxes"
            case .never: "never"
            case .always: "always"
            }
        }

        /// The case named as in Interface Builder and documents (`never`, `always`, ...).
        public init?(name: String) {
            guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
            self = match
        }
    }

    /// The content area (`contentLayoutGuide`): constrain the content's edges to it; its size
    /// is the content size.
    public let contentLayoutGuide: LayoutGuide
    /// The scroll view's frame (`frameLayoutGuide`): constrain content to it to keep it from
    /// scrolling on an axis (the content's width equal to the frame's, say).
    public let frameLayoutGuide: LayoutGuide

    /// `contentInset`: extra room around the content, inside the scroll view.
    public var contentInset: EdgeInsets = .zero { didSet { if oldValue != contentInset { offsetMayHaveChanged() } } }
    /// `contentInsetAdjustmentBehavior` (default `automatic`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { offsetMayHaveChanged() } }
    }
    /// `alwaysBounceVertical`: scrolls vertically even when the content fits.
    public var alwaysBounceVertical = false { didSet { if oldValue != alwaysBounceVertical { offsetMayHaveChanged() } } }
    /// `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal = false { didSet { if oldValue != alwaysBounceHorizontal { offsetMayHaveChanged() } } }

    /// The offset a caller asked for (`contentOffset =`); nil while the content rests at the
    /// top left of the adjusted inset.
    @exclusivity(unchecked) var requestedContentOffset: Point?
    /// The offset the engine's content-guide constraints use now.
    @exclusivity(unchecked) var contentOffsetInEngine: Point = .zero
    /// The content size a caller set (`contentSize =`), held weakly by the content guide.
    @exclusivity(unchecked) var explicitContentSize: Size?

    public override init(name: String? = nil) {
        contentLayoutGuide = LayoutGuide(identifier: "UIScrollView-contentLayoutGuide",
                                         name: name.map { "\($0).contentLayoutGuide" })
        frameLayoutGuide = LayoutGuide(identifier: "UIScrollView-frameLayoutGuide",
                                       name: name.map { "\($0).frameLayoutGuide" })
        super.init(name: name)
        isScrollContainer = true
        contentLayoutGuide.isScrollContentGuide = true
        try? addLayoutGuide(contentLayoutGuide)
        try? addLayoutGuide(frameLayoutGuide)
        tie(frameLayoutGuide, to: self, insets: .zero, role: { _ in nil }) { "UIScrollView-frameLayoutGuide-\($0)" }
        for edge in [GuideEdge.left, .top] {
            guard let c = try? LayoutConstraint(item: contentLayoutGuide, attribute: edge.attribute,
                                                relatedBy: .equal, toItem: self,
                                                attribute: edge.attribute) else { continue }
            c.identifier = "UIScrollView-contentLayoutGuide-" + edge.rawValue
            c.systemRole = .scrollContentOffset(edge)
            addSystemConstraint(c)
        }
    }

    override open var typeName: String { "UIScrollView" }

    // MARK: Content size and offset

    /// `contentSize`: the content area's size from the last layout pass. Setting it gives the
    /// content area that size where no constraint decides it (at priority 1), for content
    /// laid out by frames.
    public var contentSize: Size {
        get { contentLayoutGuide.layoutRectInRoot.size }
        set { setExplicitContentSize(newValue) }
    }

    /// `contentOffset`: the bounds origin, the point of the content at the scroll view's top
    /// left. At rest, minus the adjusted inset's left and top.
    public var contentOffset: Point {
        get { requestedContentOffset ?? restingContentOffset }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            requestedContentOffset = newValue
            offsetMayHaveChanged()
        }
    }

    /// Returns the content to its resting offset (scrolled to the top).
    public func scrollToTop() {
        requestedContentOffset = nil
        offsetMayHaveChanged()
    }

    /// Where the content rests: at the adjusted inset's top left.
    public var restingContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: -inset.left, y: -inset.top)
    }

    /// `adjustedContentInset`: the content inset plus the safe-area insets of the edges
    /// `contentInsetAdjustmentBehavior` adjusts, from the last layout pass.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal) = adjustedAxes
        return contentInset + EdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                                         bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Which axes take the safe area: (vertical, horizontal).
    var adjustedAxes: (Bool, Bool) {
        let content = contentSize, frame = layoutRectInRoot.size
        let scrollsVertically = alwaysBounceVertical || content.height > frame.height + 1e-9
        let scrollsHorizontally = alwaysBounceHorizontal || content.width > frame.width + 1e-9
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
        case .automatic:
            let shownByContainer = rootView.environment?.isShownByContainerController ?? false
            return (scrollsVertically || shownByContainer, scrollsHorizontally)
        }
    }

    /// Whether the offset the engine uses differs from the one the scroll view has now.
    var contentOffsetNeedsSync: Bool { contentOffset != contentOffsetInEngine }

    func offsetMayHaveChanged() {
        engineIfExists?.guidesDidChange(self)
        setNeedsLayout()
    }

    private func setExplicitContentSize(_ size: Size) {
        guard size.width.isFinite, size.height.isFinite, size != explicitContentSize else { return }
        explicitContentSize = size
        for c in systemConstraints {
            if case .scrollContentSize? = c.systemRole { removeSystemConstraint(c) }
        }
        for (anchor, value, axis) in [(contentLayoutGuide.widthAnchor, size.width, LayoutAxis.horizontal),
                                      (contentLayoutGuide.heightAnchor, size.height, .vertical)] {
            guard let c = try? anchor.constraint(equalToConstant: max(0, value)) else { continue }
            c.storedPriority = 1
            c.identifier = axis == .horizontal ? "UIScrollView-contentSize-width" : "UIScrollView-contentSize-height"
            c.systemRole = .scrollContentSize(axis)
            addSystemConstraint(c)
        }
        setNeedsLayout()
    }

    /// The frame origin of subviews is measured from the content offset.
    override var boundsOrigin: Point { contentOffset }
}

extension View {
    /// Whether `attribute` of this scroll view, related to `other`, means the content area:
    /// an edge related to a strict descendant or a guide a descendant owns.
    func relatesContentArea(_ attribute: LayoutAttribute, to other: LayoutItem?) -> Bool {
        switch attribute {
        case .leading, .trailing, .left, .right, .top, .bottom: break
        default: return false
        }
        guard let other, let otherView = other.hierarchyView, otherView !== self else { return false }
        return otherView.isDescendant(of: self)
    }
}
