/// Walking the model: every view, every constraint, lookups by id.
extension IBView {
    /// The views directly inside this one, in document order: `subviews`, `keyedSubviews` and
    /// `cells` merged by line.
    public var children: [IBView] {
        (subviews + keyedSubviews + cells).sorted { $0.line < $1.line }
    }

    /// This view and every view inside it, depth first, each parent before its children, in
    /// document order.
    public var allViews: [IBView] {
        var result: [IBView] = []
        var stack = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.children.reversed())
        }
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
        let roots = views + viewControllers.flatMap { [$0.view].compactMap { $0 } + $0.barViews }
        return roots.sorted { $0.line < $1.line }.flatMap(\.allViews)
    }
}

extension IBDocument {
    /// Every view controller: each scene's, then a xib's top-level ones.
    public var viewControllers: [IBViewController] {
        scenes.flatMap(\.objects.viewControllers) + objects.viewControllers
    }

    /// Every view in the document, in document order.
    public var allViews: [IBView] {
        scenes.flatMap(\.objects.allViews) + objects.allViews
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
