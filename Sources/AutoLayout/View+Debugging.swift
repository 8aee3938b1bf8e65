import Cassowary

extension View {
    /// The problems the engine of this hierarchy found and recovered from (unsatisfiable
    /// constraints that were broken), oldest first.
    public var layoutIssues: [LayoutIssue] { rootView.hostedEngine?.recordedIssues ?? [] }

    /// Every active constraint of the hierarchy: user constraints, then the system's.
    public var constraintsInHierarchy: [LayoutConstraint] {
        let views = rootView.viewsInSubtree()
        var result = views.flatMap(\.constraints) + views.flatMap(\.systemConstraints)
        if let engine = rootView.hostedEngine {
            result += engine.rootSizeConstraints
            for v in views { result += engine.contentSizeConstraints(of: v) }
        }
        return result
    }

    /// Whether another frame would satisfy the constraints equally well (`hasAmbiguousLayout`).
    ///
    /// Lays the hierarchy out if needed, then asks the solver which of this view's variables can
    /// move without changing any priority level's error.
    public var hasAmbiguousLayout: Bool { !ambiguousAttributes.isEmpty }

    /// Which of minX, minY, width and height are ambiguous (empty when the layout is not).
    public var ambiguousAttributes: [LayoutAttribute] {
        layoutIfNeeded()
        guard let engine = rootView.hostedEngine, let v = engine.variables(of: self) else { return [] }
        let free = Set(engine.solver.ambiguousVariables(among: [v.x, v.y, v.width, v.height]).map(\.index))
        var result: [LayoutAttribute] = []
        if free.contains(v.x.index) { result.append(.left) }
        if free.contains(v.y.index) { result.append(.top) }
        if free.contains(v.width.index) { result.append(.width) }
        if free.contains(v.height.index) { result.append(.height) }
        return result
    }

    /// The constraints that decide the view's position and size along `axis`, directly or
    /// through other items (`constraintsAffectingLayout(for:)`). The search does not continue
    /// through the root view, which the screen places.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        layoutIfNeeded()
        guard let engine = rootView.hostedEngine, let v = engine.variables(of: self) else { return [] }
        var byVariable: [Int32: [ConstraintID]] = [:]
        var termsOf: [ConstraintID: [Int32]] = [:]
        for id in engine.activeConstraintRows {
            guard let c = try? engine.solver.constraint(id) else { continue }
            let indices = c.terms.map(\.variable.index)
            termsOf[id] = indices
            for i in indices { byVariable[i, default: []].append(id) }
        }
        // The root is placed by the screen: what reaches the view through it does not decide it.
        var seenVariables = Set<Int32>()
        if let r = engine.variables(of: rootView), rootView !== self {
            seenVariables.formUnion([r.x.index, r.y.index, r.width.index, r.height.index])
        }
        var queue = axis == .horizontal ? [v.x.index, v.width.index] : [v.y.index, v.height.index]
        var found = Set<ConstraintID>()
        while let variable = queue.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for id in byVariable[variable] ?? [] where found.insert(id).inserted {
                queue.append(contentsOf: termsOf[id] ?? [])
            }
        }
        return found.sorted().compactMap { engine.constraint(of: $0) }
    }
}

extension View {
    /// `layoutFittingCompressedSize`: (0, 0) (apple-core.md §10.5).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// `layoutFittingExpandedSize`: measured as (10000, 10000) in the Simulator (§10.5).
    public static let layoutFittingExpandedSize = Size(width: 10000, height: 10000)

    /// The size that satisfies the view's constraints and comes closest to `targetSize` at the
    /// given priorities (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    ///
    /// As UIKit does, this solves the view's subtree in an engine of its own with
    /// `width == target.width` and `height == target.height` at the fitting priorities, reads
    /// the size and throws the engine away; the view is not changed (§10.5). The result is
    /// snapped to the screen's pixel grid.
    public func systemLayoutSizeFitting(
        _ targetSize: Size,
        withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
        verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel
    ) -> Size {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, temporary: true)
        guard let v = engine.variables(of: self) else { return .zero }
        let h = Self.clamped(horizontal), vp = Self.clamped(vertical)
        _ = try? engine.solver.add(Cassowary.Constraint([(v.width, 1)], .equal, targetSize.width, priority: Priority(h.rawValue)))
        _ = try? engine.solver.add(Cassowary.Constraint([(v.height, 1)], .equal, targetSize.height, priority: Priority(vp.rawValue)))
        engine.layout()
        let scale = traitCollection.displayScale
        func snap(_ x: Double) -> Double { (x * scale).rounded() / scale }
        return Size(width: snap(engine.value(of: v.width)), height: snap(engine.value(of: v.height)))
    }

    /// `systemLayoutSizeFitting(_:)`: both axes at `fittingSizeLevel` (50).
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
}
