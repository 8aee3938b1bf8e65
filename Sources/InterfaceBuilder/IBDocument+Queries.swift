/// Walking the model: every view, every constraint, lookups by id.
extension IBView {
    /// The views directly inside this one, in document order: `subviews`, `keyedSubviews` and
    /// `cells` merged by line.
    public var children: [IBView] {
        var result: [IBView] = []
        forEachChild { result.append($0) }
        return result
    }

    /// Calls `body` with each of `children` in turn, in the same order, without copying them
    /// into a new array: a form's root holds 20,000 views of some thirty fields each, and every
    /// copy retains each field. The one place that orders a view's children.
    public func forEachChild(_ body: (IBView) throws -> Void) rethrows {
        if keyedSubviews.isEmpty, cells.isEmpty, Self.isInLineOrder(subviews) {
            for i in subviews.indices { try body(subviews[i]) }
            return
        }
        // Merged by line, sorting places rather than views.
        let lists = [subviews, keyedSubviews, cells]
        let places = lists.indices.flatMap { list in lists[list].indices.map { (list: list, index: $0, line: lists[list][$0].line) } }
        for place in places.sorted(by: { $0.line < $1.line }) { try body(lists[place.list][place.index]) }
    }

    /// Calls `body` with this view and every view inside it, in `allViews` order, without
    /// copying them.
    public func forEachView(_ body: (IBView) throws -> Void) rethrows {
        try body(self)
        try forEachChild { try $0.forEachView(body) }
    }

    /// Whether `views` are sorted by line, as a document lists them.
    static func isInLineOrder(_ views: [IBView]) -> Bool {
        var previous = Int.min
        for i in views.indices {
            guard views[i].line >= previous else { return false }
            previous = views[i].line
        }
        return true
    }

    /// This view and every view inside it, depth first, each parent before its children, in
    /// document order.
    public var allViews: [IBView] {
        var result: [IBView] = []
        forEachView { result.append($0) }
        return result
    }
}

extension IBViewController {
    /// The controller's views that sit outside its root view: bars and a custom title view.
    public var barViews: [IBView] {
        [navigationBar, toolbar, tabBar, navigationItem?.titleView].compactMap { $0 }
    }

    /// The root view with everything in it, then the bars, in document order.
    public var allViews: [IBView] {
        ([view].compactMap { $0 } + barViews).sorted { $0.line < $1.line }.flatMap(\.allViews)
    }
}

extension IBObjects {
    /// Every view of these objects: free views and the controllers' views, in document order.
    public var allViews: [IBView] {
        var result: [IBView] = []
        forEachView { result.append($0) }
        return result
    }

    /// Calls `body` with every view of these objects, in `allViews` order, without copying the
    /// views inside the roots.
    public func forEachView(_ body: (IBView) throws -> Void) rethrows {
        let roots = views + viewControllers.flatMap { [$0.view].compactMap { $0 } + $0.barViews }
        for root in roots.sorted(by: { $0.line < $1.line }) { try root.forEachView(body) }
    }
}

extension IBDocument {
    /// Every view controller: each scene's, then a xib's top-level ones.
    public var viewControllers: [IBViewController] {
        scenes.flatMap(\.objects.viewControllers) + objects.viewControllers
    }

    /// Every view in the document, in document order.
    public var allViews: [IBView] {
        var result: [IBView] = []
        forEachView { result.append($0) }
        return result
    }

    /// Calls `body` with every view in the document, in `allViews` order, without copying them.
    public func forEachView(_ body: (IBView) throws -> Void) rethrows {
        for i in scenes.indices { try scenes[i].objects.forEachView(body) }
        try objects.forEachView(body)
    }

    /// Every constraint in the document, in document order.
    public var allConstraints: [IBConstraint] {
        allViews.flatMap(\.constraints)
    }

    /// The view with this id.
    public func view(withID id: String) -> IBView? {
        allViews.first { $0.id == id }
    }

    /// The constraint with this id.
    public func constraint(withID id: String) -> IBConstraint? {
        guard case .constraint? = items[id]?.kind, let owner = items[id]?.ownerID else { return nil }
        return view(withID: owner)?.constraints.first { $0.id == id }
    }
}
