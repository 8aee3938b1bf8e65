/// The space the keyboard takes in a view's layout (`UIKeyboardLayoutGuide`, iOS 15 and later).
///
/// While the keyboard is hidden, the guide's top is the bottom of its view's safe area and its
/// bottom the view's bottom (Apple's documentation of `usesBottomSafeArea`: the guide ties to
/// the bottom anchor of the view's `safeAreaLayoutGuide`; with the property false, to the
/// view's own bottom). While a docked keyboard is shown (`Screen.showKeyboard(height:)`) the
/// guide is the keyboard's frame: its top is the keyboard's top, its bottom the screen's
/// bottom, whatever part of the screen the view covers. Horizontally it spans its view.
public final class KeyboardLayoutGuide: LayoutGuide {
    /// `usesBottomSafeArea` (default true).
    public var usesBottomSafeArea = true {
        didSet { if oldValue != usesBottomSafeArea, let owner = owningView { owner.engineIfExists?.guidesDidChange(owner) } }
    }
    /// `followsUndockedKeyboard`: kept for source compatibility; only a docked keyboard is
    /// simulated, so it changes nothing.
    public var followsUndockedKeyboard = false

    /// The top and bottom constants the engine uses now, from the view's bottom edge.
    var edgesInEngine: (top: Double, bottom: Double) = (0, 0)

    init() {
        super.init(identifier: "UIKeyboardLayoutGuide", name: nil)
    }

    override public var typeName: String { "UIKeyboardLayoutGuide" }

    /// The guide's top and bottom measured from the bottom of `view`, as of the last pass.
    func edges(in view: View) -> (top: Double, bottom: Double) {
        let root = view.rootView
        if let height = root.environment?.keyboardHeight {
            // The root sits at the origin with the screen's size, known before the first pass.
            let screenBottom = root.environment?.size.height ?? root.layoutRectInRoot.maxY
            let viewBottom = view === root ? screenBottom : view.layoutRectInRoot.maxY
            return (screenBottom - height - viewBottom, screenBottom - viewBottom)
        }
        return (usesBottomSafeArea ? -view.safeAreaInsetsInEngine.bottom : 0, 0)
    }
}

extension View {
    /// `keyboardLayoutGuide`: follows the simulated keyboard of the screen.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guide = keyboardGuideStorage { return guide }
        let guide = KeyboardLayoutGuide()
        guide.name = name.map { "\($0).keyboardLayoutGuide" }
        keyboardGuideStorage = guide
        try? addLayoutGuide(guide)
        let edges = guide.edges(in: self)
        guide.edgesInEngine = edges
        for edge in GuideEdge.allCases {
            let attribute = edge.attribute
            let target: LayoutAttribute = attribute == .top ? .bottom : attribute
            let constant = attribute == .top ? edges.top : attribute == .bottom ? edges.bottom : 0
            guard let c = try? LayoutConstraint(item: guide, attribute: attribute, relatedBy: .equal, toItem: self,
                                                attribute: target, constant: constant) else { continue }
            c.identifier = "UIKeyboardLayoutGuide-" + edge.rawValue
            if edge == .top || edge == .bottom { c.systemRole = .keyboardGuide(edge) }
            addSystemConstraint(c)
        }
        return guide
    }

    /// Whether the keyboard guide's constants differ from what the view's geometry asks for now.
    var keyboardGuideNeedsSync: Bool {
        guard let guide = keyboardGuideStorage else { return false }
        let now = guide.edges(in: self), old = guide.edgesInEngine
        return abs(now.top - old.top) > 1e-9 || abs(now.bottom - old.bottom) > 1e-9
    }
}
