/// How a view's margins were set: absolute sides, or leading/trailing that follow direction.
enum MarginsStorage: Equatable {
    case absolute(EdgeInsets)
    case directional(DirectionalEdgeInsets)
}

extension View {
    /// `layoutMargins`: reading gives the effective margins of the last pass (the system's and
    /// the safe area's included); setting sets the view's own (default 8 on every side).
    public var layoutMargins: EdgeInsets {
        get {
            // Without guides the engine does not keep a view's margins up to date after the
            // first pass (nothing depends on them): work them out from the last frames.
            if systemConstraints.isEmpty, !isScreenRoot { return effectiveLayoutMargins(safeArea: effectiveSafeAreaInsets()) }
            return marginsInEngine ?? effectiveLayoutMargins()
        }
        set {
            marginsStorage = .absolute(newValue)
            marginsWereSet = true
            marginsDidChange()
        }
    }

    /// `directionalLayoutMargins`: leading and trailing follow the layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutMargins.directional(in: effectiveUserInterfaceLayoutDirection) }
        set {
            marginsStorage = .directional(newValue)
            marginsWereSet = true
            marginsDidChange()
        }
    }

    /// The margins the view asked for, resolved in its direction.
    var ownLayoutMargins: EdgeInsets {
        switch marginsStorage {
        case .absolute(let insets): insets
        case .directional(let insets): insets.resolved(in: effectiveUserInterfaceLayoutDirection)
        }
    }

    func marginsDidChange() {
        engineIfExists?.guidesDidChange(self)
        setNeedsLayout()
    }

    /// `safeAreaInsets`: for the root, the screen's; for others, the part of the view that the
    /// root's unsafe area overlaps (as of the last pass).
    public var safeAreaInsets: EdgeInsets {
        systemConstraints.isEmpty && !isScreenRoot ? effectiveSafeAreaInsets() : safeAreaInsetsInEngine
    }

    /// The margins the engine should use now (UIView.layoutMargins documentation).
    ///
    /// Root view: the larger of its own margins (if set) and the system minimum, measured from
    /// the safe area. Other views: their own margins, measured from the safe area where it
    /// intrudes (`insetsLayoutMarginsFromSafeArea`), and at least the part of the superview's
    /// margin that overlaps them (`preservesSuperviewLayoutMargins`).
    func effectiveLayoutMargins(safeArea: EdgeInsets? = nil) -> EdgeInsets {
        let safeArea = safeArea ?? safeAreaInsetsInEngine
        let direction = effectiveUserInterfaceLayoutDirection
        if isScreenRoot, let env = environment {
            let system = env.systemMinimumLayoutMargins.resolved(in: direction)
            let own = marginsWereSet ? ownLayoutMargins.maximum(system) : system
            // `insetsLayoutMarginsFromSafeArea` holds for the root too (UIView's documentation:
            // the margins are updated to reflect the safe area only when it is true).
            return insetsLayoutMarginsFromSafeArea ? own + env.safeAreaInsets : own
        }
        if isViewControllerRootView, let env = rootView.environment {
            let system = env.systemMinimumLayoutMargins.resolved(in: direction)
            let own = marginsWereSet ? ownLayoutMargins.maximum(system) : system
            return own + safeArea
        }
        var margins = ownLayoutMargins
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeArea }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let p = parent.layoutMargins
            let r = layoutRectInRoot, pr = parent.layoutRectInRoot
            let inherited = EdgeInsets(top: p.top - (r.minY - pr.minY), left: p.left - (r.minX - pr.minX),
                                       bottom: p.bottom - (pr.maxY - r.maxY), right: p.right - (pr.maxX - r.maxX))
            margins = margins.maximum(inherited)
        }
        return margins
    }

    /// The safe-area insets the engine should use now.
    func effectiveSafeAreaInsets() -> EdgeInsets {
        if isScreenRoot, let env = environment { return env.safeAreaInsets }
        let root = rootView
        guard root !== self, root.isScreenRoot else { return .zero }
        let unsafe = root.safeAreaInsetsInEngine
        let safe = root.layoutRectInRoot.inset(by: unsafe)
        let r = layoutRectInRoot
        // Only the root's unsafe bands count: a side where the root has no inset gives none,
        // even to a view that sticks out past the root's edge (otherwise a view pinned to its
        // own margin beyond that edge never settles).
        func clamp(_ v: Double, _ limit: Double, _ band: Double) -> Double { band > 0 ? max(0, min(v, max(0, limit))) : 0 }
        return EdgeInsets(top: clamp(safe.minY - r.minY, r.height, unsafe.top),
                          left: clamp(safe.minX - r.minX, r.width, unsafe.left),
                          bottom: clamp(r.maxY - safe.maxY, r.height, unsafe.bottom),
                          right: clamp(r.maxX - safe.maxX, r.width, unsafe.right))
    }

    // MARK: System guides

    /// `layoutMarginsGuide`: the bounds inset by the layout margins. Margin attributes
    /// (`leadingMargin`, ...) are this guide's edges.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = makeSystemGuide("UIViewLayoutMarginsGuide")
        marginsGuideStorage = guide
        tie(guide, to: self, insets: layoutMargins, role: { .marginsGuide($0) }) { "UIView-\($0)Margin-guide-constraint" }
        return guide
    }

    /// `safeAreaLayoutGuide`: the part of the view not covered by bars and device features.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = safeAreaGuideStorage { return guide }
        let guide = makeSystemGuide("UIViewSafeAreaLayoutGuide")
        safeAreaGuideStorage = guide
        tie(guide, to: self, insets: safeAreaInsets, role: { .safeAreaGuide($0) }) { "UIViewSafeAreaLayoutGuide-\($0)" }
        return guide
    }

    /// `readableContentGuide`: the margins guide, narrowed to 664 pt and centred on regular-width
    /// screens at least 820 pt wide (measured on iOS 16). How the cap grows
    /// with Dynamic Type is not published; we keep 664 at every size and say so here.
    public var readableContentGuide: LayoutGuide {
        if let guide = readableGuideStorage { return guide }
        let guide = makeSystemGuide("UIViewReadableContentGuide")
        readableGuideStorage = guide
        let margins = layoutMarginsGuide
        let cap = rootView.environment?.readableWidthCap ?? 1e6
        let list: [LayoutConstraint?] = [
            try? guide.topAnchor.constraint(equalTo: margins.topAnchor),
            try? guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            try? guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            try? guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            try? guide.widthAnchor.constraint(lessThanOrEqualToConstant: cap),
            try? guide.widthAnchor.constraint(equalTo: margins.widthAnchor),
        ]
        let names = ["top", "bottom", "centerX", "width-limit", "readable-width", "width"]
        for (c, name) in zip(list, names) {
            guard let c else { continue }
            c.identifier = "UIView-readableContentGuide-\(name)"
            if name == "width" { c.storedPriority = 999 }
            if name == "readable-width" { c.systemRole = .readableWidthCap }
            addSystemConstraint(c)
        }
        return guide
    }

    func makeSystemGuide(_ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide(identifier: identifier, name: name.map { "\($0).\(identifier)" })
        try? addLayoutGuide(guide)
        return guide
    }

    /// Four equalities: the guide's edges are the view's, inset by `insets`, each with the role
    /// the engine updates it by and UIKit's identifier for its edge.
    func tie(_ guide: LayoutGuide, to view: View, insets: EdgeInsets,
             role: (GuideEdge) -> SystemConstraintRole?, identifier: (String) -> String) {
        for edge in GuideEdge.allCases {
            guard let c = try? LayoutConstraint(item: guide, attribute: edge.attribute, relatedBy: .equal,
                                                toItem: view, attribute: edge.attribute,
                                                constant: edge.constant(insetBy: insets)) else { continue }
            c.identifier = identifier(edge.rawValue)
            c.systemRole = role(edge)
            addSystemConstraint(c)
        }
    }

    /// Installs a system-made constraint on this view (kept in `systemConstraints`).
    func addSystemConstraint(_ constraint: LayoutConstraint) {
        if case .user = constraint.origin { constraint.origin = .guide }
        systemConstraints.append(constraint)
        constraint.container = self
        engineIfExists?.constraintWasActivated(constraint)
    }

    /// Removes a system-made constraint.
    func removeSystemConstraint(_ constraint: LayoutConstraint) {
        guard constraint.container === self else { return }
        engineIfExists?.constraintWillBeDeactivated(constraint)
        systemConstraints.removeAll { $0 === constraint }
        constraint.container = nil
    }

    /// The screen's legacy guides: full-width strips at the top and bottom.
    func installLegacyGuideConstraints(top: LayoutGuide, bottom: LayoutGuide) {
        let env = environment
        let list: [(LayoutConstraint?, String)] = [
            (try? top.topAnchor.constraint(equalTo: topAnchor), "top-top"),
            (try? top.leftAnchor.constraint(equalTo: leftAnchor), "top-left"),
            (try? top.widthAnchor.constraint(equalTo: widthAnchor), "top-width"),
            (try? top.heightAnchor.constraint(equalToConstant: env?.topLayoutGuideLength ?? 0), "top-height"),
            (try? bottom.bottomAnchor.constraint(equalTo: bottomAnchor), "bottom-bottom"),
            (try? bottom.leftAnchor.constraint(equalTo: leftAnchor), "bottom-left"),
            (try? bottom.widthAnchor.constraint(equalTo: widthAnchor), "bottom-width"),
            (try? bottom.heightAnchor.constraint(equalToConstant: env?.bottomLayoutGuideLength ?? 0), "bottom-height"),
        ]
        for (c, name) in list {
            guard let c else { continue }
            c.identifier = "_UILayoutSupportConstraint-\(name)"
            if name == "top-height" { c.systemRole = .legacyGuideLength(.top) }
            if name == "bottom-height" { c.systemRole = .legacyGuideLength(.bottom) }
            addSystemConstraint(c)
        }
    }
}
