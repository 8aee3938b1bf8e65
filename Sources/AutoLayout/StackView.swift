/// A view that lays its arranged subviews out in a row or a column (`UIStackView`).
///
/// The stack positions nothing itself: like UIKit's, it makes constraints, with UIKit's
/// identifiers, relations and priorities (UIKit's constraint dumps), and the engine solves
/// them with everything else. The constraints are worked out again in `updateConstraints()`
/// whenever something changes (axis, distribution, alignment, spacing, arranged subviews, a
/// subview hidden or shown, a content size) and only the difference reaches the engine: a
/// hidden view changes a handful of rows, nothing is rebuilt.
///
/// The stack never sets its own size: it has no intrinsic content size (UIStackView documentation),
/// so its size comes from its arranged subviews through its constraints, or from constraints on it.
/// Layout margins start at zero (`initWithFrame:` sets them so).
open class StackView: View {
    /// `UIStackView.Distribution`: how the arranged views share the length along the axis.
    public enum Distribution: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The views fill the stack; the one with the lowest hugging (or compression
        /// resistance) priority grows (or shrinks). Spacing is exact.
        case fill = 0
        /// The views fill the stack with equal lengths.
        case fillEqually
        /// The views fill the stack in proportion to their natural lengths.
        case fillProportionally
        /// The views keep their natural lengths; the gaps between them are equal, and at
        /// least `spacing`.
        case equalSpacing
        /// The views keep their natural lengths; their centers are equally far apart, the
        /// gaps at least `spacing`.
        case equalCentering

        public var description: String {
            switch self {
            case .fill: "fill"
            case .fillEqually: "fillEqually"
            case .fillProportionally: "fillProportionally"
            case .equalSpacing: "equalSpacing"
            case .equalCentering: "equalCentering"
            }
        }

        /// Whether `spacing` is a minimum (equal spacing and equal centering) rather than exact.
        var spacingIsMinimum: Bool { self == .equalSpacing || self == .equalCentering }

        /// The distribution UIKit and Interface Builder call `name` (`"equalSpacing"`, ...).
        public init?(name: String) {
            guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
            self = match
        }

        /// Every name `init(name:)` accepts, for "did you mean" suggestions.
        public static var names: [String] { allCases.map(\.description) }
    }

    /// `UIStackView.Alignment`: how the arranged views sit across the axis.
    public enum Alignment: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The views fill the stack across the axis.
        case fill = 0
        /// Leading edges aligned (top edges in a horizontal stack: `.top`).
        case leading
        /// First baselines aligned (horizontal stacks).
        case firstBaseline
        /// Centers aligned.
        case center
        /// Trailing edges aligned (bottom edges in a horizontal stack: `.bottom`).
        case trailing
        /// Last baselines aligned (horizontal stacks).
        case lastBaseline

        /// UIKit's name for `.leading` in a horizontal stack.
        public static let top = Alignment.leading
        /// UIKit's name for `.trailing` in a horizontal stack.
        public static let bottom = Alignment.trailing

        public var description: String {
            switch self {
            case .fill: "fill"
            case .leading: "leading"
            case .firstBaseline: "firstBaseline"
            case .center: "center"
            case .trailing: "trailing"
            case .lastBaseline: "lastBaseline"
            }
        }

        /// The alignment UIKit and Interface Builder call `name`; `"top"` and `"bottom"` are
        /// `.leading` and `.trailing`, as in UIKit.
        public init?(name: String) {
            switch name {
            case "top": self = .leading
            case "bottom": self = .trailing
            default:
                guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
                self = match
            }
        }

        /// Every name `init(name:)` accepts, for "did you mean" suggestions.
        public static var names: [String] { allCases.map(\.description) + ["top", "bottom"] }
    }

    /// `UIStackView.spacingUseDefault` (`FLT_MAX`): as a custom spacing, "use `spacing`"; as
    /// `spacing` itself, 0 (UIStackView documentation).
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// `UIStackView.spacingUseSystem` (`FLT_MIN`): the system spacing between the two views.
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    // MARK: Configuration

    /// The views the stack arranges, in order (`arrangedSubviews`): always a subset of
    /// `subviews`, whose order it leaves alone.
    public private(set) var arrangedSubviews: [View] = []

    /// `axis`: horizontal (a row, the default) or vertical (a column).
    public var axis: LayoutAxis = .horizontal {
        didSet { if oldValue != axis { arrangementDidChange() } }
    }

    /// `distribution` (default `.fill`).
    public var distribution: Distribution = .fill {
        didSet { if oldValue != distribution { arrangementDidChange() } }
    }

    /// `alignment` (default `.fill`).
    public var alignment: Alignment = .fill {
        didSet { if oldValue != alignment { arrangementDidChange() } }
    }

    /// `spacing` between adjacent arranged views: exact for the fill distributions, a minimum
    /// for equal spacing and equal centering. Negative values overlap the views.
    /// `StackView.spacingUseSystem` asks for the system spacing. A value that is not finite is
    /// treated as 0 (UIKit takes any CGFloat; we refuse to put infinities in the engine).
    public var spacing: Double = 0 {
        didSet { if oldValue != spacing { arrangementDidChange() } }
    }

    /// `isBaselineRelativeArrangement`: in a vertical stack, gaps run from the last baseline of
    /// the view above to the first baseline of the view below (default false). Ignored by
    /// horizontal stacks.
    public var isBaselineRelativeArrangement = false {
        didSet { if oldValue != isBaselineRelativeArrangement { arrangementDidChange() } }
    }

    /// `isLayoutMarginsRelativeArrangement`: the arranged views are laid out within the layout
    /// margins instead of the bounds (default false).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { arrangementDidChange() } }
    }

    /// Whether a horizontal stack aligned on first or last baselines encloses every arranged
    /// view (default true): both its top and bottom edges follow the alignment spanner, as the
    /// constraint dump of a first-baseline UIStackView shows, so the result does not depend on
    /// the order of the views. When false, the edge the alignment names (the top for first
    /// baselines, the bottom for last ones) connects to the first visible view, as Xcode's
    /// saved frames show on its canvas: a view rising higher than the first one above the
    /// shared first baseline sticks out above the stack, and one dropping lower below the last
    /// baseline sticks out below it (StackView+Alignment.swift).
    public var enclosesBaselineAlignedViews = true {
        didSet { if oldValue != enclosesBaselineAlignedViews { arrangementDidChange() } }
    }

    /// Whether fill-proportionally measures an arranged view that has no intrinsic length
    /// along the axis, nor a required constant length of its own, by its current frame
    /// instead of its compressed fitting size (default
    /// false). Interface Builder's canvas does: its saved proportions are those the views were
    /// drawn at, a fixed point of the layout (StackView+Distribution.swift).
    public var proportionalLengthsFromFrames = false {
        didSet { if oldValue != proportionalLengthsFromFrames { arrangementDidChange() } }
    }

    /// Custom spacings by arranged view (`setCustomSpacing(_:after:)`), keyed by identity.
    var customSpacings: [ObjectIdentifier: Double] = [:]

    // MARK: Arrangement state (StackView+Constraints.swift)

    /// The constraints the stack made and keeps in step, by what they say.
    var arrangementConstraints: [StackConstraintKey: LayoutConstraint] = [:]
    /// `UISV-alignment-spanner`, while a cross-axis canvas connection needs it.
    var alignmentSpanner: StackLayoutGuide?
    /// `UISV-ordering-spanner`, while every arranged view is hidden.
    var orderingSpanner: StackLayoutGuide?
    /// `UISV-distributing` gap guides, one per gap, for equal spacing and equal centering.
    var gapGuides: [StackLayoutGuide] = []
    /// The views the stack vended as its baselines when its constraints were last made.
    var vendedBaselineViews: (first: ObjectIdentifier, last: ObjectIdentifier)?

    /// A stack of `arrangedSubviews` (`init(arrangedSubviews:)`); they become its subviews.
    /// A view listed twice is arranged once.
    public init(arrangedSubviews: [View] = [], name: String? = nil) {
        super.init(name: name)
        layoutMargins = .zero
        for view in arrangedSubviews where !self.arrangedSubviews.contains(where: { $0 === view }) {
            // A new stack has no ancestors, so adding a view to it cannot make a cycle.
            try? addArrangedSubview(view)
        }
    }

    override open var typeName: String { "UIStackView" }

    // MARK: Arranged subviews

    /// Appends `view` to the arranged subviews (`addArrangedSubview(_:)`), adding it as a
    /// subview at the end of `subviews` if it is not one. A view that is already arranged
    /// moves to the end. The view's `translatesAutoresizingMaskIntoConstraints` becomes false.
    public func addArrangedSubview(_ view: View) throws(AutoLayoutError) {
        let count = arrangedSubviews.contains(where: { $0 === view }) ? arrangedSubviews.count - 1 : arrangedSubviews.count
        try place(view, at: count)
    }

    /// Inserts `view` at `index` among the arranged subviews (`insertArrangedSubview(_:at:)`);
    /// the index counts arranged subviews, not subviews. An index past the end is refused with
    /// UIKit's message. A view that is already arranged moves to `index` (among the others).
    public func insertArrangedSubview(_ view: View, at index: Int) throws(AutoLayoutError) {
        guard index >= 0, index <= arrangedSubviews.count else {
            throw .arrangedSubviewIndexOutOfBounds(index: index, count: arrangedSubviews.count)
        }
        try place(view, at: index)
    }

    private func place(_ view: View, at index: Int) throws(AutoLayoutError) {
        if view.superview !== self { try addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Removes `view` from the arranged subviews (`removeArrangedSubview(_:)`). It stays a
    /// subview; its custom spacing is forgotten. `removeFromSuperview()` on an arranged view
    /// removes it from both.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Whether `view` is one of the arranged subviews.
    public func isArranged(_ view: View) -> Bool { arrangedSubviews.contains { $0 === view } }

    // MARK: Spacing

    /// `setCustomSpacing(_:after:)`: the spacing after `view` (the gap to the next visible
    /// view), instead of `spacing`. It survives reordering but not removal, and is ignored
    /// for a view that is not arranged. `StackView.spacingUseDefault` goes back to `spacing`.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        guard isArranged(view) else { return }
        let key = ObjectIdentifier(view)
        let value: Double? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// `customSpacing(after:)`: the custom spacing after `view`, or `spacingUseDefault`.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    // MARK: Change tracking

    /// Something the constraints depend on changed: make them again at the next pass. A stack
    /// arranged in another stack may change that stack's measurements and baselines too.
    func arrangementDidChange() {
        setNeedsUpdateConstraints()
        (superview as? StackView)?.setNeedsUpdateConstraints()
    }

    override open func arrangedSubviewVisibilityDidChange(_ view: View) {
        super.arrangedSubviewVisibilityDidChange(view)
        if isArranged(view) { arrangementDidChange() }
    }

    override open func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        super.subviewIntrinsicContentSizeDidChange(subview)
        // Proportional lengths and the tallest view (which vends baselines) read content sizes.
        if isArranged(subview) { arrangementDidChange() }
    }

    override open func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        guard isArranged(subview) else { return }
        arrangedSubviews.removeAll { $0 === subview }
        customSpacings[ObjectIdentifier(subview)] = nil
        // Constraints on the view alone (hiding, suppression) would leave with it: take them now.
        dropArrangementConstraints(involving: subview)
        arrangementDidChange()
    }

    override open func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        // Spacing is rounded to the display scale; system spacing may follow the fonts.
        setNeedsUpdateConstraints()
    }

    /// Makes the arrangement's constraints match the configuration, then lets subclasses add
    /// theirs (`updateConstraints()`; call super when overriding).
    override open func updateConstraints() {
        syncArrangementConstraints()
        super.updateConstraints()
    }

    // MARK: Baselines the stack vends

    /// The arranged view whose first baseline is the stack's, resolved to the view that draws
    /// it (`viewForFirstBaselineLayout`); the stack itself when every arranged view is hidden.
    override open var viewForFirstBaselineLayout: View {
        baselineView(first: true)?.viewForFirstBaselineLayout ?? self
    }

    /// The arranged view whose last baseline is the stack's (`viewForLastBaselineLayout`).
    override open var viewForLastBaselineLayout: View {
        baselineView(first: false)?.viewForLastBaselineLayout ?? self
    }

    /// Which visible arranged view vends a baseline (UIKit's stack view decides it in
    /// `_shouldRequestTallestBaselineViewForFirst:`).
    ///
    /// Vertical stacks: the first visible view vends the first baseline, the last the last.
    /// Horizontal stacks: the first baseline comes from the tallest view when the alignment is
    /// center, bottom or last baseline, otherwise from the first visible view; the last
    /// baseline from the tallest when the alignment is center, top or first baseline,
    /// otherwise from the last visible view. "Tallest" is by `calculatedIntrinsicHeight`; among
    /// equally tall views the first wins (UIKit's tie rule is not known; our choice).
    func baselineView(first: Bool) -> View? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return nil }
        if axis == .horizontal, requestsTallestBaselineView(first: first) {
            var tallest = visible[0]
            var height = Self.calculatedIntrinsicHeight(of: tallest)
            for view in visible.dropFirst() {
                let h = Self.calculatedIntrinsicHeight(of: view)
                if h > height { tallest = view; height = h }
            }
            return tallest
        }
        return first ? visible.first : visible.last
    }

    func requestsTallestBaselineView(first: Bool) -> Bool {
        guard axis == .horizontal else { return false }
        switch alignment {
        case .center: return true
        case .leading, .firstBaseline: return !first
        case .trailing, .lastBaseline: return first
        case .fill: return false
        }
    }

    /// A view's natural height for choosing the tallest (UIKit's `_calculatedIntrinsicHeight`).
    ///
    /// The intrinsic height, 0 for a view without one; for a stack, worked out from its visible
    /// arranged views: the tallest in a row, the sum with the gaps in a column (system spacing
    /// counted as 8), plus its margins when it arranges within them. UIKit's own computation is
    /// not published; this one needs no solve, so it can run while constraints are lowered.
    static func calculatedIntrinsicHeight(of view: View) -> Double {
        if let stack = view as? StackView { return stack.calculatedIntrinsicHeight }
        let height = view.intrinsicContentSize.height
        return height.isFinite && height > 0 ? height : 0
    }

    var calculatedIntrinsicHeight: Double {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let heights = visible.map(Self.calculatedIntrinsicHeight(of:))
        var total: Double
        if axis == .horizontal {
            total = heights.max() ?? 0
        } else {
            total = heights.reduce(0, +)
            for view in visible.dropLast() {
                switch gapSpacing(after: view) {
                case .points(let value): total += value
                case .system: total += systemSpacing
                }
            }
        }
        if isLayoutMarginsRelativeArrangement { total += layoutMargins.top + layoutMargins.bottom }
        return total
    }
}

/// A layout guide a stack view makes: the alignment or ordering spanner (`_UILayoutSpacer`)
/// or a gap guide (`_UIOLAGapGuide`), printed with UIKit's class names.
final class StackLayoutGuide: LayoutGuide {
    enum Kind { case spacer, gap }
    let kind: Kind

    init(kind: Kind, identifier: String, name: String?) {
        self.kind = kind
        super.init(identifier: identifier, name: name)
    }

    override var typeName: String { kind == .spacer ? "_UILayoutSpacer" : "_UIOLAGapGuide" }
}
