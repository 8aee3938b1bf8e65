import AutoLayout
import InterfaceBuilder

/// Evidence, from a saved document alone, that Xcode's `ambiguous="YES"` on a view does not come
/// from its constraints: the measure of the corpus tests counts such flags apart.
///
/// A flagged view has an unflagged twin when another view of the same document has the same
/// element, the same saved frame, a superview of the same element and size, and the same
/// constraints (the same attributes, relations, multipliers, constants and priorities, to
/// itself, its superview or views of the same elements). Constraints decide a view's frame from
/// these alone, so Xcode's flag on one twin and not the other says nothing about its constraints.
/// In the corpora this finds the text views and fields of the static cells that lie below one
/// table's bottom edge (the same cells above it are unflagged), and nothing else.
enum XcodeFlagEvidence {
    static func ambiguousFlagsWithUnflaggedTwins(_ document: IBDocument) -> Set<String> {
        let views = document.allViews
        var parent: [String: IBView] = [:]
        var byID: [String: IBView] = [:]
        for view in views {
            byID[view.id] = view
            for child in view.children { parent[child.id] = view }
        }
        var touching: [String: [IBConstraint]] = [:]
        for view in views {
            for c in view.constraints {
                touching[c.firstItem, default: []].append(c)
                if let second = c.secondItem, second != c.firstItem { touching[second, default: []].append(c) }
            }
        }
        func role(_ item: String?, of id: String) -> String {
            guard let item else { return "-" }
            if item == id { return "self" }
            if item == parent[id]?.id { return "super" }
            return byID[item]?.elementName ?? "other"
        }
        func signature(_ view: IBView) -> String {
            let p = parent[view.id]
            let constraints = (touching[view.id] ?? []).map { c in
                "\(role(c.firstItem, of: view.id)).\(c.firstAttribute) \(c.relation) \(role(c.secondItem, of: view.id))."
                    + "\(c.secondAttribute.map { "\($0)" } ?? "-") ×\(c.multiplier.value) +\(c.constant) @\(c.priority)"
            }.sorted()
            return [view.elementName, view.frame.map { "\($0)" } ?? "-", p?.elementName ?? "-",
                    p?.frame.map { "\($0.width)×\($0.height)" } ?? "-"].joined(separator: "|") + "|" + constraints.joined(separator: ";")
        }
        var unflagged = Set<String>()
        for view in views where !view.ambiguous && view.frame != nil { unflagged.insert(signature(view)) }
        return Set(views.filter { $0.ambiguous && $0.frame != nil && unflagged.contains(signature($0)) }.map(\.id))
    }
}

/// Stale flags: views saved `ambiguous="YES"` whose frames the document's own constraints decide.
///
/// A view's frame along an axis is its position and its size there, two unknowns in its
/// superview's coordinates. Each required equality of the document between the view and
/// something already decided (a constant, its superview, a decided sibling, a layout guide, the
/// view's other axis for an aspect ratio) is one linear equation in them, and an intrinsic size
/// (text, controls, an image view's image, a placeholder size) is one more for the size; two
/// independent equations decide the axis. A root view is decided by its canvas, and a view
/// translating its autoresizing mask by its superview. Nothing of the model enters: no stack view
/// (an arranged view's frame is the stack's; it is never counted decided) and no scroll view (its
/// flag may be about its content size). When such a view is flagged in a document where lint finds
/// nothing ambiguous, misplaced or unsatisfiable (the saved frames satisfy the constraints and
/// nothing conflicts), the document shows the view decided and the flag is stale: the corpus
/// measure counts it apart, as it does twins.
extension XcodeFlagEvidence {
    static func ambiguousFlagsTheDocumentDecides(_ document: IBDocument) -> Set<String> {
        let views = document.allViews
        var parent: [String: String] = [:]
        var arranged = Set<String>()
        for view in views {
            for child in view.children { parent[child.id] = view.id }
            if view.stackView != nil { arranged.formUnion(view.subviews.map(\.id)) }
        }
        let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let equations = Self.equations(views.flatMap(\.constraints), views: byID)
        var decided = Set<Key>()
        var changed = true
        while changed {
            changed = false
            for view in views {
                for axis in [LayoutAxis.horizontal, .vertical] where !decided.contains(Key(view.id, axis)) {
                    let isDecided: Bool
                    if let superview = parent[view.id] {
                        if arranged.contains(view.id) {
                            isDecided = false
                        } else if view.translatesAutoresizingMaskIntoConstraints {
                            isDecided = decided.contains(Key(superview, axis))
                        } else {
                            var vectors = (equations[Key(view.id, axis)] ?? []).filter { needs, _ in
                                guard let needs else { return true }
                                return decided.contains(needs) || Self.isGuide(needs.id, in: document)
                            }.map(\.1)
                            if Self.hasIntrinsicSize(view, axis) { vectors.append((0, 1)) }
                            isDecided = vectors.contains { a in vectors.contains { b in abs(a.0 * b.1 - a.1 * b.0) > 1e-9 } }
                        }
                    } else {
                        isDecided = true
                    }
                    if isDecided {
                        decided.insert(Key(view.id, axis))
                        changed = true
                    }
                }
            }
        }
        let scrolling: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
        return Set(views.filter { view in
            view.ambiguous && !scrolling.contains(view.elementName) && !arranged.contains(view.id) && parent[view.id] != nil
                && decided.contains(Key(view.id, .horizontal)) && decided.contains(Key(view.id, .vertical))
        }.map(\.id))
    }

    struct Key: Hashable {
        var id: String
        var axis: LayoutAxis
        init(_ id: String, _ axis: LayoutAxis) { (self.id, self.axis) = (id, axis) }
    }

    /// An attribute as coefficients of (position, size) along its axis: an edge, centre or
    /// baseline at a fixed fraction of the size from the position (a baseline's offset from its
    /// edge is its font's), or the size.
    static func vector(_ attribute: LayoutAttribute) -> (Double, Double) {
        switch attribute.withoutMargin {
        case .left, .leading, .top, .firstBaseline: (1, 0)
        case .right, .trailing, .bottom, .lastBaseline: (1, 1)
        case .centerX, .centerY: (1, 0.5)
        default: (0, 1)
        }
    }

    /// For each view and axis, the equations the document's required equalities give: what must
    /// be decided first (nil for a constant) and the coefficients.
    static func equations(_ constraints: [IBConstraint], views: [String: IBView]) -> [Key: [(Key?, (Double, Double))]] {
        var result: [Key: [(Key?, (Double, Double))]] = [:]
        for c in constraints where c.relation == .equal && c.priority >= 1000 {
            guard let firstAxis = c.firstAttribute.axis else { continue }
            let secondAxis = c.secondAttribute?.axis
            let sides: [(String, LayoutAttribute, LayoutAxis, String?, LayoutAttribute?, LayoutAxis?, Double)] = [
                (c.firstItem, c.firstAttribute, firstAxis, c.secondItem, c.secondAttribute, secondAxis, c.multiplier.value)
            ] + (c.secondItem.flatMap { s in c.secondAttribute.flatMap { a in secondAxis.map { axis in
                [(s, a, axis, Optional(c.firstItem), Optional(c.firstAttribute), Optional(firstAxis),
                  c.multiplier.value == 0 ? 0 : 1 / c.multiplier.value)] } } } ?? [])
            for (me, attribute, axis, other, otherAttribute, otherAxis, k) in sides where views[me] != nil {
                let mine = vector(attribute)
                guard let other, let otherAttribute, let otherAxis else {
                    result[Key(me, axis), default: []].append((nil, mine))
                    continue
                }
                if other == me && otherAxis == axis {
                    let theirs = vector(otherAttribute)
                    result[Key(me, axis), default: []].append((nil, (mine.0 - k * theirs.0, mine.1 - k * theirs.1)))
                } else {
                    result[Key(me, axis), default: []].append((Key(other, otherAxis), mine))
                }
            }
        }
        return result
    }

    /// Whether a view has an intrinsic size along an axis in Interface Builder: text and controls,
    /// an image view with an image, or a placeholder size.
    static func hasIntrinsicSize(_ view: IBView, _ axis: LayoutAxis) -> Bool {
        let both: Set<String> = ["label", "button", "textField", "switch", "segmentedControl", "activityIndicatorView", "stepper", "pageControl"]
        if both.contains(view.elementName) { return true }
        if ["slider", "progressView"].contains(view.elementName) { return axis == .vertical }
        if view.elementName == "imageView", view.attributes["image"] != nil { return true }
        guard let placeholder = view.placeholderIntrinsicSize else { return false }
        if case .points? = axis == .horizontal ? placeholder.width : placeholder.height { return true }
        return false
    }

    static func isGuide(_ id: String, in document: IBDocument) -> Bool {
        switch document.items[id]?.kind {
        case .layoutGuide?, .legacyLayoutGuide?: true
        default: false
        }
    }
}
