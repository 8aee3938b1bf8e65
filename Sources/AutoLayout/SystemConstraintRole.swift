/// What a constraint the system made stands for, so that the engine keeps it up to date by role.
///
/// UIKit names its own constraints with identifiers (`UIView-leftMargin-guide-constraint`,
/// `UIViewSafeAreaLayoutGuide-top`, ...), and ours keep those identifiers for descriptions and
/// logs. The engine's bookkeeping reads this role instead of the strings, so that a renamed
/// identifier cannot silently stop a guide from following its view, and tools that judge a
/// layout (lint) tell the system's constraints apart by it too.
public enum SystemConstraintRole: Hashable, Sendable {
    /// An edge of `layoutMarginsGuide`, inset from the view's edge by the margin.
    case marginsGuide(GuideEdge)
    /// An edge of `safeAreaLayoutGuide`, inset from the view's edge by the safe-area inset.
    case safeAreaGuide(GuideEdge)
    /// `readableContentGuide.width <= cap`, the readable-width cap of the screen's traits.
    case readableWidthCap
    /// The height of the legacy top or bottom layout guide (`topLayoutGuide.length`).
    case legacyGuideLength(GuideEdge)
    /// A scroll view's content guide at the content offset (left or top).
    case scrollContentOffset(GuideEdge)
    /// The content size a caller set on a scroll view, per axis.
    case scrollContentSize(LayoutAxis)
    /// An edge of `keyboardLayoutGuide`, following the simulated keyboard.
    case keyboardGuide(GuideEdge)
    /// A stack view's arrangement of its views (`UISV-canvas-connection`, `UISV-spacing`, ...).
    case stackArrangement
    /// `height == 0` at priority 1 on a stack view with no arranged view
    /// (`UISV-fix-for-app-bug-ambiguity`).
    case emptyStackHeight

    /// Whether a stack view made the constraint: its arrangement, or an empty stack's height.
    public var isStackView: Bool {
        switch self {
        case .stackArrangement, .emptyStackHeight: true
        default: false
        }
    }
}

/// One edge of a rectangle, for the constraints that tie a guide to its view.
public enum GuideEdge: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom

    /// The attribute of this edge.
    var attribute: LayoutAttribute {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        }
    }

    /// The constant of `guide.edge == view.edge + constant` for a guide inset by `insets`:
    /// positive on the leading sides, negative on the trailing ones.
    func constant(insetBy insets: EdgeInsets) -> Double {
        switch self {
        case .left: insets.left
        case .right: -insets.right
        case .top: insets.top
        case .bottom: -insets.bottom
        }
    }
}
