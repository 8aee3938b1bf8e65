import Cassowary

extension View {
    /// The problems the engine of this hierarchy found and recovered from (unsatisfiable
    /// constraints that were broken), oldest first.
    public var layoutIssues: [LayoutIssue] { rootView.hostedEngine?.recordedIssues ?? [] }

    /// Whether the hierarchy's engine works out the minimal conflicting set of each required
    /// constraint it cannot add (the `conflicting` list of `LayoutIssue.unsatisfiable`). On by
    /// default. Off, such an add costs one solve instead of a search, and its issue lists no
    /// other constraint: for callers that ask only whether constraints can hold, many times
    /// over. It applies to the engine once the first layout pass has made it.
    public var analyzesConflicts: Bool {
        get { rootView.hostedEngine?.solver.analyzesConflicts ?? true }
        set { rootView.hostedEngine?.solver.analyzesConflicts = newValue }
    }

    /// Whether a required constraint of the hierarchy is broken now: its active constraints
    /// cannot all hold. One look at the engine, where asking every constraint's `isBroken`
    /// copies the solver's state once per constraint.
    public var hasBrokenConstraints: Bool {
        guard let engine = rootView.hostedEngine else { return false }
        return !engine.solver.brokenConstraints.isEmpty
    }

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
    ///
    /// The engine finds every ambiguous variable of the layout in one pass and keeps the
    /// answer until the solver changes, so asking every view costs one pass, not one per view.
    public var ambiguousAttributes: [LayoutAttribute] {
        layoutIfNeeded()
        guard let engine = rootView.hostedEngine, let v = engine.variables(of: self) else { return [] }
        let ambiguous = engine.ambiguousVariables()
        func isAmbiguous(_ variable: Variable) -> Bool {
            Int(variable.index) < ambiguous.count && ambiguous[Int(variable.index)]
        }
        var result: [LayoutAttribute] = []
        if isAmbiguous(v.x) { result.append(.left) }
        if isAmbiguous(v.y) { result.append(.top) }
        if isAmbiguous(v.width) { result.append(.width) }
        if isAmbiguous(v.height) { result.append(.height) }
        return result
    }

    /// The views of this view's subtree whose layout is ambiguous, in one question to the solver
    /// (asking `hasAmbiguousLayout` of each view copies the solver once per view).
    public func ambiguouslyLaidOutViewsInSubtree() -> Set<ObjectIdentifier> {
        layoutIfNeeded()
        guard let engine = rootView.hostedEngine else { return [] }
        var owner: [Int32: ObjectIdentifier] = [:]
        var variables: [Variable] = []
        for view in viewsInSubtree() {
            guard let v = engine.variables(of: view) else { continue }
            for variable in [v.x, v.y, v.width, v.height] {
                owner[variable.index] = ObjectIdentifier(view)
                variables.append(variable)
            }
        }
        return Set(engine.ambiguousVariables(among: variables).compactMap { owner[$0.index] })
    }

    /// The constraints that decide the view's position and size along `axis`, directly or
    /// through other items (`constraintsAffectingLayout(for:)`). The search does not continue
    /// through the root view, which the screen places.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        layoutIfNeeded()
        guard let engine = rootView.hostedEngine else { return [] }
        var graph = ConstraintGraph(engine)
        return graph.constraintsAffectingLayout(of: self, for: axis)
    }
}

extension View {
    /// `layoutFittingCompressedSize`: (0, 0) (UIView.layoutFittingCompressedSize documentation).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// `layoutFittingExpandedSize`: measured as (10000, 10000) in the Simulator.
    public static let layoutFittingExpandedSize = Size(width: 10000, height: 10000)

    /// The size that satisfies the view's constraints and comes closest to `targetSize` at the
    /// given priorities (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    ///
    /// As UIKit does, this solves the view's subtree in an engine of its own with
    /// `width == target.width` and `height == target.height` at the fitting priorities, reads
    /// the size and throws the engine away; the view is not changed (UIView.systemLayoutSizeFitting
    /// documentation). The result is snapped to the screen's pixel grid.
    public func systemLayoutSizeFitting(
        _ targetSize: Size,
        withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
        verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel
    ) -> Size {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, temporary: true)
        guard let v = engine.variables(of: self) else { return .zero }
        let h = Self.clamped(horizontal), vp = Self.clamped(vertical)
        engine.addPreference(v.width, equalTo: targetSize.width, priority: h.rawValue)
        engine.addPreference(v.height, equalTo: targetSize.height, priority: vp.rawValue)
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
