/// Keeping a stack view's constraints in step with its configuration: the plan of wanted
/// constraints (StackView+Distribution.swift, StackView+Alignment.swift), and the difference
/// that reaches the engine.

/// One constraint the arrangement wants: `first.attribute (rel) m × second.attribute + c @p`.
struct StackConstraintSpec {
    var identifier: String
    var first: LayoutItem
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: LayoutItem?
    var secondAttribute: LayoutAttribute
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: LayoutPriority = .required
    /// Set for system spacing: the constant is this multiple of the system spacing.
    var systemSpacingMultiplier: Double?
    /// What the constraint stands for: the arrangement, or an empty stack's height.
    var role: SystemConstraintRole = .stackArrangement

    /// What the constraint says apart from its constant and its (optional) priority, which
    /// change in place. A required constraint never becomes optional in place (the engine
    /// keeps them in separate rows), so requiredness is part of the key.
    var key: StackConstraintKey {
        StackConstraintKey(identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute,
                           relation: relation, second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
                           multiplier: multiplier, isRequired: priority.isRequired)
    }
}

/// The identity of an arrangement constraint.
struct StackConstraintKey: Hashable {
    var identifier: String
    var first: ObjectIdentifier
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: ObjectIdentifier?
    var secondAttribute: LayoutAttribute
    var multiplier: Double
    var isRequired: Bool
}

/// The wanted constraints, in the order they are made.
struct StackConstraintPlan {
    var specs: [StackConstraintSpec] = []

    mutating func add(_ identifier: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
                      _ relation: LayoutRelation, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute,
                      multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
                      systemSpacingMultiplier: Double? = nil) {
        specs.append(StackConstraintSpec(identifier: identifier, first: first, firstAttribute: firstAttribute,
                                         relation: relation, second: second,
                                         secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
                                         multiplier: multiplier, constant: constant, priority: priority,
                                         systemSpacingMultiplier: systemSpacingMultiplier))
    }

    /// `item.dimension == 0 @priority`.
    mutating func addZero(_ identifier: String, _ item: LayoutItem, _ dimension: LayoutAttribute, priority: LayoutPriority,
                          role: SystemConstraintRole = .stackArrangement) {
        add(identifier, item, dimension, .equal, nil, .notAnAttribute, priority: priority)
        specs[specs.count - 1].role = role
    }
}

/// The four attributes of one axis: its two edges, its center and its length.
struct StackAxisAttributes {
    var leading: LayoutAttribute
    var trailing: LayoutAttribute
    var center: LayoutAttribute
    var dimension: LayoutAttribute

    /// Along `axis`: leading/trailing/centerX/width for a row, top/bottom/centerY/height for a column.
    static func along(_ axis: LayoutAxis) -> StackAxisAttributes {
        axis == .horizontal
            ? StackAxisAttributes(leading: .leading, trailing: .trailing, center: .centerX, dimension: .width)
            : StackAxisAttributes(leading: .top, trailing: .bottom, center: .centerY, dimension: .height)
    }

    /// Across `axis`: the other one.
    static func across(_ axis: LayoutAxis) -> StackAxisAttributes {
        along(axis == .horizontal ? .vertical : .horizontal)
    }
}

/// UIKit's priorities for stack constraints, as the Float values UIKit stores.
enum StackPriority {
    /// `UISV-hiding`: 999.999 as a Float (0x4479FFF0), iOS 26.
    static let hiding = LayoutPriority(Double(Float(999.999)))
    /// `UISV-spanning-boundary` equalities.
    static let spanningBoundary = LayoutPriority(999.5)
    /// `UISV-text-width-disambiguation` ("improved" form).
    static let textWidthDisambiguation = LayoutPriority(950)
    /// `UISV-spanning-fit`, and while every arranged view is hidden.
    static let spanningFit = LayoutPriority(51)
    static let spanningFitAllHidden = LayoutPriority(Double(Float(0.001)))
    /// `UISV-spacing-hidden`.
    static let spacingHidden = LayoutPriority(50)
    /// `UISV-canvas-fit`.
    static let canvasFit = LayoutPriority(49)
    /// `UISV-ambiguity-suppression`.
    static let ambiguitySuppression = LayoutPriority(25)
    /// `UISV-fix-for-app-bug-ambiguity` on an empty stack.
    static let emptyStack = LayoutPriority(1)
}

/// The spacing of one gap: points, or the system spacing.
enum StackGapSpacing: Equatable {
    case points(Double)
    case system
}

extension StackView {
    /// Where the arranged views are laid out: the stack, or its margins guide.
    var canvas: LayoutItem { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// The spacing after `view`: its custom spacing, else `spacing`; `spacingUseDefault` as
    /// `spacing` means 0, a value that is not finite too. Points are rounded to the display's
    /// pixel grid (UIKit's `UIRoundToViewScale`).
    func gapSpacing(after view: View) -> StackGapSpacing {
        var value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == Self.spacingUseSystem { return .system }
        if value == Self.spacingUseDefault || !value.isFinite { value = 0 }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return .points((value * scale).rounded() / scale)
    }

    /// The constant and system-spacing multiplier of a gap from `upper` (before) to `lower`
    /// (after), scaled by `factor` (1, or 0.5 next to a hidden view).
    ///
    /// System spacing is `systemSpacing` (8), except between two baselines of text in a
    /// vertical stack, where the fonts decide (`View.systemSpacingBelow`), as
    /// `constraint(equalToSystemSpacingBelow:)` does.
    func gapConstant(_ gap: StackGapSpacing, from upper: View, to lower: View, baselines: Bool,
                     factor: Double) -> (constant: Double, systemMultiplier: Double?) {
        switch gap {
        case .points(let value):
            return (value * factor, nil)
        case .system:
            var unit = systemSpacing
            if baselines, let font = lower.viewForFirstBaselineLayout.systemSpacingBelow(upper.viewForLastBaselineLayout) {
                unit = font
            }
            return (unit * factor, factor)
        }
    }

    /// Whether `view` has a first (last) baseline: whether the view that draws it has text.
    /// UIKit aligns a view without one by its top (bottom) edge instead (`_hasBaseline`).
    static func hasBaseline(_ view: View, first: Bool) -> Bool {
        first ? view.viewForFirstBaselineLayout.firstBaselineOffsetFromTop != nil
            : view.viewForLastBaselineLayout.lastBaselineOffsetFromBottom != nil
    }

    /// The first-baseline attribute of `view`, or `.top` where it has none (`.lastBaseline`
    /// or `.bottom` for `first == false`).
    static func baselineAttribute(of view: View, first: Bool) -> LayoutAttribute {
        if first { return hasBaseline(view, first: true) ? .firstBaseline : .top }
        return hasBaseline(view, first: false) ? .lastBaseline : .bottom
    }

    // MARK: Keeping the constraints in step

    /// Works out the wanted constraints and applies the difference: constraints no longer
    /// wanted go first, then constants and priorities change in place, then new ones come, so
    /// that no intermediate state over-constrains the engine; guides no longer used go last.
    /// Finally, if the views the stack vends as baselines changed, constraints on those
    /// baselines are lowered again.
    func syncArrangementConstraints() {
        var plan = StackConstraintPlan()
        var usedGuides = Set<ObjectIdentifier>()
        if arrangedSubviews.isEmpty {
            // Linked against some SDKs, UIKit pins an empty stack's height.
            plan.addZero("UISV-fix-for-app-bug-ambiguity", self, .height, priority: StackPriority.emptyStack,
                         role: .emptyStackHeight)
        } else {
            appendDistributionConstraints(to: &plan)
            appendAlignmentConstraints(to: &plan)
        }
        for spec in plan.specs {
            for item in [spec.first, spec.second].compactMap({ $0 }) where item is StackLayoutGuide {
                usedGuides.insert(ObjectIdentifier(item))
            }
        }

        var previous = arrangementConstraints
        var next: [StackConstraintKey: LayoutConstraint] = [:]
        var kept: [(StackConstraintSpec, LayoutConstraint)] = []
        var added: [StackConstraintSpec] = []
        for spec in plan.specs {
            let key = spec.key
            guard next[key] == nil else { continue }
            if let existing = previous.removeValue(forKey: key) {
                kept.append((spec, existing))
                next[key] = existing
            } else {
                added.append(spec)
            }
        }
        LayoutConstraint.deactivate(previous.values.sorted(by: Self.removalOrder))
        for (spec, constraint) in kept {
            constraint.systemSpacingMultiplier = spec.systemSpacingMultiplier
            try? constraint.setConstant(spec.constant)
            try? constraint.setPriority(spec.priority)
            if !constraint.isActive { try? constraint.activate() }
        }
        for spec in added {
            guard let constraint = makeConstraint(spec) else { continue }
            next[spec.key] = constraint
            try? constraint.activate()
        }
        arrangementConstraints = next
        removeUnusedGuides(keeping: usedGuides)
        noteVendedBaselines()
    }

    /// A new inactive constraint for `spec`, marked as the stack's.
    func makeConstraint(_ spec: StackConstraintSpec) -> LayoutConstraint? {
        guard let c = try? LayoutConstraint(item: spec.first, attribute: spec.firstAttribute, relatedBy: spec.relation,
                                            toItem: spec.second, attribute: spec.secondAttribute,
                                            multiplier: spec.multiplier, constant: spec.constant) else { return nil }
        c.identifier = spec.identifier
        c.origin = .container(typeName)
        c.systemRole = spec.role
        c.storedPriority = spec.priority
        c.systemSpacingMultiplier = spec.systemSpacingMultiplier
        return c
    }

    /// Deactivates and forgets the arrangement constraints that involve `view` (it is leaving).
    func dropArrangementConstraints(involving view: View) {
        let leaving = arrangementConstraints.filter { $0.value.involves(view) }
        for (key, c) in leaving.sorted(by: { Self.removalOrder($0.value, $1.value) }) {
            c.isActive = false
            arrangementConstraints[key] = nil
        }
    }

    /// The order constraints leave in: by their items' serials and attributes, then identifier,
    /// relation and multiplier, which tell a stack's constraints apart.
    ///
    /// Not a dictionary's order: that changes from run to run, and the solver reuses the slots
    /// and symbols freed by a removal in the order they were freed, so the constraints made
    /// next, the exported systems and the choice among equal-error layouts would change too.
    static func removalOrder(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        let left = (a.firstItem.serial, a.firstAttribute.rawValue, a.secondItem?.serial ?? -1, a.secondAttribute.rawValue)
        let right = (b.firstItem.serial, b.firstAttribute.rawValue, b.secondItem?.serial ?? -1, b.secondAttribute.rawValue)
        if left != right { return left < right }
        return (a.identifier ?? "", a.relation.rawValue, a.multiplier) < (b.identifier ?? "", b.relation.rawValue, b.multiplier)
    }

    /// The spanner for the cross axis, made on first use.
    func alignmentSpannerGuide() -> StackLayoutGuide {
        if let guide = alignmentSpanner { return guide }
        let guide = makeGuide(.spacer, "UISV-alignment-spanner")
        alignmentSpanner = guide
        return guide
    }

    /// The spanner along the axis used while every arranged view is hidden. UIKit's name for
    /// it is seen only in a clone; we use it.
    func orderingSpannerGuide() -> StackLayoutGuide {
        if let guide = orderingSpanner { return guide }
        let guide = makeGuide(.spacer, "UISV-ordering-spanner")
        orderingSpanner = guide
        return guide
    }

    /// The guide of gap `index` (equal spacing and equal centering).
    func gapGuide(_ index: Int) -> StackLayoutGuide {
        while gapGuides.count <= index {
            gapGuides.append(makeGuide(.gap, "UISV-distributing", suffix: "\(gapGuides.count)"))
        }
        return gapGuides[index]
    }

    /// A guide owned by the stack, named after it for descriptions (`Stack.UISV-distributing.0`).
    private func makeGuide(_ kind: StackLayoutGuide.Kind, _ identifier: String, suffix: String? = nil) -> StackLayoutGuide {
        let label = suffix.map { "\(identifier).\($0)" } ?? identifier
        let guide = StackLayoutGuide(kind: kind, identifier: identifier, name: name.map { "\($0).\(label)" })
        // The stack owns nothing else under this guide; adding cannot fail.
        try? addLayoutGuide(guide)
        return guide
    }

    private func removeUnusedGuides(keeping used: Set<ObjectIdentifier>) {
        func unused(_ guide: StackLayoutGuide?) -> Bool { guide.map { !used.contains(ObjectIdentifier($0)) } ?? false }
        if unused(alignmentSpanner), let guide = alignmentSpanner { removeLayoutGuide(guide); alignmentSpanner = nil }
        if unused(orderingSpanner), let guide = orderingSpanner { removeLayoutGuide(guide); orderingSpanner = nil }
        while let last = gapGuides.last, unused(last) {
            removeLayoutGuide(last)
            gapGuides.removeLast()
        }
    }

    /// Records the views the stack vends as baselines; when they changed, constraints on the
    /// baselines of this stack and of its ancestors (which may vend through it) are lowered
    /// again, and an enclosing stack remakes its constraints (its baseline alignment reads ours).
    func noteVendedBaselines() {
        let now = (first: ObjectIdentifier(viewForFirstBaselineLayout), last: ObjectIdentifier(viewForLastBaselineLayout))
        if let before = vendedBaselineViews, before.first == now.first, before.last == now.last { return }
        vendedBaselineViews = now
        var chain: [View] = [self]
        var ancestor = superview
        while let a = ancestor { chain.append(a); ancestor = a.superview }
        engineIfExists?.relowerBaselineConstraints(of: chain)
        if let outer = superview as? StackView { outer.setNeedsUpdateConstraints() }
    }
}

extension LayoutEngine {
    /// Lowers again the active constraints on a baseline of one of `views`: the view that
    /// draws that baseline changed (a stack vends another arranged view), so the row's terms
    /// change, not only its constant.
    func relowerBaselineConstraints(of views: [View]) {
        let keys = Set(views.map(ObjectIdentifier.init))
        func touches(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> Bool {
            guard let item, attribute.isBaseline else { return false }
            return keys.contains(ObjectIdentifier(item))
        }
        let affected = activeConstraintRows.compactMap(constraint(of:)).filter {
            touches($0.firstItem, $0.firstAttribute) || touches($0.secondItem, $0.secondAttribute)
        }
        for c in affected {
            deactivate(c)
            activate(c)
        }
        if !affected.isEmpty { isDirty = true }
    }
}
