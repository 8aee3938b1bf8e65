/// The order in which a pass adds views' content sizes to the solver.
///
/// Views whose widths a required `a.width == b.width` holds equal (a form's labels, all as wide
/// as the first) share one width, and their content sizes all bear on it. Added in creation
/// order, each label wider than every one before it raises the shared width past the previous
/// widest label's hugging: that hugging's error enters the basis, and every row that holds the
/// shared width (three per row of a form) is rewritten, once per such label. A generated form
/// of 10,000 rows numbers its labels in order, so 18 of them are the widest yet: 568,274 rows
/// rewritten in one layout, 15.5× those at 1,000 rows. Added first, the widest member of the
/// group sets the shared width once, and the others' content sizes only add rows of their own.
///
/// `Screen.addsWidestOfEqualWidthsFirst` turns it on (`lint` and `verify` do): the diagnostics
/// that list constraints (`explainLayout()`) list them in the order the engine added them, so
/// the moved view's content sizes are listed earlier than in creation order.
///
/// Only that member moves (to the place of its group's first pending member); every other view
/// keeps creation order, the order solver rows are added in, so tie-breaks elsewhere do not
/// change. The optimum itself does not depend on the order of the rows.
extension LayoutEngine {
    /// `views` (pending content sizes, in creation order) with the widest pending member of each
    /// equal-width group moved to the place of the group's first pending member.
    func contentSizeOrder(_ views: [View]) -> [View] {
        // Finding the groups reads every active constraint once: worth it for a batch of many
        // content sizes (a first layout, a new Dynamic Type size), not for a view or two.
        guard root.environment?.addsWidestOfEqualWidthsFirst == true,
              views.count >= 2, views.count * 8 >= constraintOfRow.count else { return views }
        var parent = equalWidthGroups()
        guard !parent.isEmpty else { return views }
        // Per group (by its root): the first pending member's place, the widest one's and its width.
        var places: [Int32: (first: Int, widest: Int, width: Double)] = [:]
        for (i, view) in views.enumerated() {
            guard let g = group(of: view), parent[g] != nil else { continue }
            let root = Self.find(g, in: &parent)
            let w = view.intrinsicContentSize.width
            let width = w.isFinite && w >= 0 ? w : -1
            if let place = places[root] {
                if width > place.width { places[root] = (place.first, i, width) }
            } else {
                places[root] = (i, i, width)
            }
        }
        var moved: [Int: Int] = [:]  // first member's place → the widest member's place
        for place in places.values where place.widest != place.first { moved[place.first] = place.widest }
        guard !moved.isEmpty else { return views }
        let skipped = Set(moved.values)
        var result: [View] = []
        result.reserveCapacity(views.count)
        for (i, view) in views.enumerated() where !skipped.contains(i) {
            if let widest = moved[i] { result.append(views[widest]) }
            result.append(view)
        }
        return result
    }

    /// Variable groups of views joined by active required `a.width == 1 × b.width + 0`
    /// constraints, as a union-find forest (group → parent); empty when there are none.
    func equalWidthGroups() -> [Int32: Int32] {
        var parent: [Int32: Int32] = [:]
        for case let c? in constraintOfRow
        where c.firstAttribute == .width && c.secondAttribute == .width && c.relation == .equal
            && c.multiplier == 1 && c.storedConstant == 0 && c.storedPriority.isRequired {
            guard let a = c.firstItem as? View, let b = c.secondItem as? View,
                  let ga = group(of: a), let gb = group(of: b), ga != gb else { continue }
            if parent[ga] == nil { parent[ga] = ga }
            if parent[gb] == nil { parent[gb] = gb }
            let ra = Self.find(ga, in: &parent), rb = Self.find(gb, in: &parent)
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        return parent
    }

    /// The root of `g`'s tree, halving the path on the way.
    static func find(_ g: Int32, in parent: inout [Int32: Int32]) -> Int32 {
        var x = g
        while let p = parent[x], p != x {
            let grand = parent[p] ?? p
            parent[x] = grand
            x = grand
        }
        return x
    }
}
