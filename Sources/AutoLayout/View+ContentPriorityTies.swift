/// The ambiguous views that can share extra (or missing) space along one axis, indexed by
/// priority, so that finding a view's partner in a content-priority tie costs the same
/// whatever the number of ambiguous views (scanning them all per view was quadratic).
struct ContentPriorityTies {
    struct Candidate {
        var view: View
        /// Position among the ambiguous views, in hierarchy order.
        var position: Int
        /// Larger than its intrinsic size (extra space), rather than not (missing space).
        var stretched: Bool
        var hugging: Double
        var compressionResistance: Double
    }

    let axis: LayoutAxis
    /// The ambiguous views whose size along the axis is ambiguous and that have an intrinsic
    /// size along it.
    var candidates: [ObjectIdentifier: Candidate] = [:]
    /// Positions by hugging priority (all candidates, and the stretched ones), and by
    /// compression resistance (the candidates that are not stretched), in hierarchy order.
    var byHugging: [Double: [Int]] = [:]
    var stretchedByHugging: [Double: [Int]] = [:]
    var notStretchedByResistance: [Double: [Int]] = [:]
    var viewAt: [Int: View] = [:]

    init(_ ambiguous: [View], axis: LayoutAxis) {
        self.axis = axis
        let sizeAttribute: LayoutAttribute = axis == .horizontal ? .width : .height
        for (position, view) in ambiguous.enumerated() where view.ambiguousAttributes.contains(sizeAttribute) {
            let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            guard intrinsic >= 0 else { continue }
            let size = axis == .horizontal ? view.layoutRectInRoot.width : view.layoutRectInRoot.height
            let c = Candidate(view: view, position: position, stretched: size > intrinsic + 1e-6,
                              hugging: view.contentHuggingPriority(for: axis).rawValue,
                              compressionResistance: view.contentCompressionResistancePriority(for: axis).rawValue)
            candidates[ObjectIdentifier(view)] = c
            viewAt[position] = view
            byHugging[c.hugging, default: []].append(position)
            if c.stretched {
                stretchedByHugging[c.hugging, default: []].append(position)
            } else {
                notStretchedByResistance[c.compressionResistance, default: []].append(position)
            }
        }
    }

    /// Whether `a` and `b` tie: equal hugging where either has extra space, equal compression
    /// resistance where neither has.
    static func tie(_ a: Candidate, _ b: Candidate) -> Bool {
        a.stretched || b.stretched ? a.hugging == b.hugging : a.compressionResistance == b.compressionResistance
    }

    /// The view `view` ties with: the first one it is laid next to along the axis (an edge
    /// of one constrained to the opposite edge of the other, `direct` being the constraints on
    /// `view` along the axis) that ties with it, else the first tying view in hierarchy order.
    func partner(of view: View, direct: [LayoutConstraint]) -> (candidate: Candidate, adjacent: Bool)? {
        guard let own = candidates[ObjectIdentifier(view)] else { return nil }
        for c in direct {
            guard let other = Self.adjacentView(of: view, in: c), let candidate = candidates[ObjectIdentifier(other)],
                  Self.tie(own, candidate) else { continue }
            return (candidate, true)
        }
        func firstOther(_ positions: [Int]?) -> Int? {
            guard let positions else { return nil }
            return positions.first { $0 != own.position }
        }
        let found: Int?
        if own.stretched {
            found = firstOther(byHugging[own.hugging])
        } else {
            let byHug = firstOther(stretchedByHugging[own.hugging]), byResistance = firstOther(notStretchedByResistance[own.compressionResistance])
            found = [byHug, byResistance].compactMap { $0 }.min()
        }
        guard let position = found, let other = viewAt[position], let candidate = candidates[ObjectIdentifier(other)] else { return nil }
        return (candidate, false)
    }

    /// The other view of `c` when `c` places one view's edge against the opposite edge of the
    /// other (`field.leading == label.trailing + 8`), one of them being `view`.
    static func adjacentView(of view: View, in c: LayoutConstraint) -> View? {
        guard let first = c.firstItem as? View, let second = c.secondItem as? View, first !== second else { return nil }
        guard first === view || second === view else { return nil }
        let a = c.firstAttribute.withoutMargin, b = c.secondAttribute.withoutMargin
        let near: Set<LayoutAttribute> = [.left, .leading, .top], far: Set<LayoutAttribute> = [.right, .trailing, .bottom]
        guard (near.contains(a) && far.contains(b)) || (far.contains(a) && near.contains(b)) else { return nil }
        return first === view ? second : first
    }
}
