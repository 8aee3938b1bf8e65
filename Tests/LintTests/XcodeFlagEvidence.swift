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
