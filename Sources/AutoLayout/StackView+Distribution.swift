/// The constraints along the stack's axis (UIKit's `_UIOrderedLayoutArrangement`): canvas
/// connections, spacing, hiding and the distribution, as UIKit's stack view constraint dumps show.
extension StackView {
    /// Appends the axis constraints. For a horizontal stack (a vertical one swaps the axes):
    ///
    /// 1. `UISV-canvas-connection`: `canvas.leading == first.leading` and
    ///    `canvas.trailing == last.trailing`, over the first and last *visible* views.
    /// 2. `UISV-spacing` between consecutive visible views: `next.leading == prev.trailing + s`
    ///    (`>=` for equal spacing and equal centering); `s` is the custom spacing after `prev`,
    ///    else `spacing`. Baseline-relative vertical stacks measure from the last baseline
    ///    above to the first baseline below.
    /// 3. Each hidden view: `UISV-hiding` (`width == 0 @999.999`) and `UISV-spacing-hidden`
    ///    @50 to the preceding visible view, at half the spacing when a visible view also
    ///    follows, else 0; with no visible view before it, the following visible view is tied
    ///    to it at 0 (A. Grebenyuk's "Let's Build UIStackView" dump).
    /// 4. The distribution: `UISV-fill-equally`, `UISV-fill-proportionally`, or gap guides
    ///    with `UISV-distributing-edge` and `UISV-fill-equally`, and `UISV-canvas-fit` @49.
    /// 5. `UISV-text-width-disambiguation` for multi-line text in rows (fill, equal spacing,
    ///    equal centering).
    ///
    /// With every view hidden, the canvas connects to the ordering spanner instead, which
    /// fits to zero length at priority 0.001.
    func appendDistributionConstraints(to plan: inout StackConstraintPlan) {
        let items = arrangedSubviews
        let visible = items.filter { !$0.isHidden }
        let along = StackAxisAttributes.along(axis)
        let canvas = self.canvas

        if distribution.spacingIsMinimum {
            // `_configurationRequiresCanvasConnectionFittingConstraint`: the stack hugs its content.
            plan.addZero("UISV-canvas-fit", self, along.dimension, priority: StackPriority.canvasFit)
        }

        guard let firstVisible = visible.first, let lastVisible = visible.last else {
            let spanner = orderingSpannerGuide()
            plan.add("UISV-canvas-connection", canvas, along.leading, .equal, spanner, along.leading)
            plan.add("UISV-canvas-connection", canvas, along.trailing, .equal, spanner, along.trailing)
            plan.addZero("UISV-spanning-fit", spanner, along.dimension, priority: StackPriority.spanningFitAllHidden)
            for item in items {
                plan.add("UISV-spacing-hidden", item, along.leading, .equal, spanner, along.trailing,
                         priority: StackPriority.spacingHidden)
                plan.addZero("UISV-hiding", item, along.dimension, priority: StackPriority.hiding)
            }
            return
        }

        plan.add("UISV-canvas-connection", canvas, along.leading, .equal, firstVisible, along.leading)
        plan.add("UISV-canvas-connection", canvas, along.trailing, .equal, lastVisible, along.trailing)

        let gapRelation: LayoutRelation = distribution.spacingIsMinimum ? .greaterThanOrEqual : .equal
        for (upper, lower) in zip(visible, visible.dropFirst()) {
            appendGap("UISV-spacing", from: upper, to: lower, relation: gapRelation, factor: 1,
                      priority: .required, to: &plan)
        }

        appendHiddenViews(items, to: &plan)

        switch distribution {
        case .fill:
            break
        case .fillEqually:
            appendFillEqually(visible, to: &plan)
        case .fillProportionally:
            appendFillProportionally(visible, to: &plan)
        case .equalSpacing, .equalCentering:
            appendGapGuides(visible, to: &plan)
        }

        appendTextWidthDisambiguation(visible, to: &plan)
    }

    /// A gap constraint `lower.leading (rel) upper.trailing + s × factor`, in baselines where
    /// a vertical stack is baseline-relative (a view without a baseline uses its edge).
    func appendGap(_ identifier: String, from upper: View, to lower: View, relation: LayoutRelation,
                   factor: Double, priority: LayoutPriority, to plan: inout StackConstraintPlan) {
        let along = StackAxisAttributes.along(axis)
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        let upperAttribute = baselines ? Self.baselineAttribute(of: upper, first: false) : along.trailing
        let lowerAttribute = baselines ? Self.baselineAttribute(of: lower, first: true) : along.leading
        let bothBaselines = upperAttribute.isBaseline && lowerAttribute.isBaseline
        let (constant, multiplier) = gapConstant(gapSpacing(after: upper), from: upper, to: lower,
                                                 baselines: bothBaselines, factor: factor)
        plan.add(identifier, lower, lowerAttribute, relation, upper, upperAttribute,
                 constant: constant, priority: priority, systemSpacingMultiplier: multiplier)
    }

    /// `UISV-hiding` and `UISV-spacing-hidden` for each hidden view.
    ///
    /// The half spacing is the custom spacing after the preceding visible view (each gap takes
    /// the spacing of the view before it), halved after rounding. Consecutive hidden
    /// views all tie to the same visible view, so they sit on top of each other.
    func appendHiddenViews(_ items: [View], to plan: inout StackConstraintPlan) {
        let along = StackAxisAttributes.along(axis)
        // The nearest visible view before and after each position, in two linear passes.
        var before = [View?](repeating: nil, count: items.count)
        var after = [View?](repeating: nil, count: items.count)
        var last: View?
        for (index, item) in items.enumerated() {
            before[index] = last
            if !item.isHidden { last = item }
        }
        last = nil
        for (index, item) in items.enumerated().reversed() {
            after[index] = last
            if !item.isHidden { last = item }
        }
        for (index, item) in items.enumerated() where item.isHidden {
            plan.addZero("UISV-hiding", item, along.dimension, priority: StackPriority.hiding)
            if let upper = before[index] {
                appendGap("UISV-spacing-hidden", from: upper, to: item, relation: .equal,
                          factor: after[index] == nil ? 0 : 0.5, priority: StackPriority.spacingHidden, to: &plan)
            } else if let lower = after[index] {
                appendGap("UISV-spacing-hidden", from: item, to: lower, relation: .equal, factor: 0,
                          priority: StackPriority.spacingHidden, to: &plan)
            }
        }
    }

    /// `UISV-fill-equally`: every visible view as long as the first visible one, required.
    func appendFillEqually(_ visible: [View], to plan: inout StackConstraintPlan) {
        guard let reference = visible.first else { return }
        let along = StackAxisAttributes.along(axis)
        for item in visible.dropFirst() {
            plan.add("UISV-fill-equally", item, along.dimension, .equal, reference, along.dimension)
        }
    }

    /// `UISV-fill-proportionally`: `item.length == m × canvas.length` with
    /// `m = L / D`, `L` the view's natural length and `D` the natural lengths of the visible
    /// views plus the gaps between them.
    ///
    /// Priorities: `max(999 − i, 751)` (1000 when m is 1), `i` the view's index among all
    /// arranged views, hidden ones included (UIKit's choice is a gap; this is the clone
    /// Charon's reading, and ours). A view of no length gets `length == 0` (required). When
    /// no view has a length (`D <= max(gaps, 1)`), the views are filled equally instead.
    func appendFillProportionally(_ visible: [View], to plan: inout StackConstraintPlan) {
        let along = StackAxisAttributes.along(axis)
        let lengths = visible.map { max(proportionalLength(of: $0), 0) }
        var gaps = 0.0
        for (upper, lower) in zip(visible, visible.dropFirst()) {
            gaps += gapConstant(gapSpacing(after: upper), from: upper, to: lower, baselines: false, factor: 1).constant
        }
        let denominator = lengths.reduce(0, +) + gaps
        guard denominator > max(gaps, 1) else {
            appendFillEqually(visible, to: &plan)
            return
        }
        var indexOf: [ObjectIdentifier: Int] = [:]
        for (index, item) in arrangedSubviews.enumerated() { indexOf[ObjectIdentifier(item)] = index }
        for (item, length) in zip(visible, lengths) {
            let multiplier = length / denominator
            guard multiplier > 0 else {
                plan.addZero("UISV-fill-proportionally", item, along.dimension, priority: .required)
                continue
            }
            let index = indexOf[ObjectIdentifier(item)] ?? 0
            let priority: LayoutPriority = multiplier == 1 ? .required : LayoutPriority(Double(max(999 - index, 751)))
            plan.add("UISV-fill-proportionally", item, along.dimension, .equal, canvas, along.dimension,
                     multiplier: multiplier, priority: priority)
        }
    }

    /// A view's natural length along the axis for proportional filling (UIKit's
    /// `_proportionalFillLengthForOrderedArrangement:`): its intrinsic length, or when it has
    /// none (and always for a nested stack) its compressed fitting size; with
    /// `proportionalLengthsFromFrames`, a plain view without an intrinsic length and without a
    /// required constant length of its own, its frame's.
    func proportionalLength(of view: View) -> Double {
        let intrinsic = view.intrinsicContentSize
        let length = axis == .horizontal ? intrinsic.width : intrinsic.height
        if !(view is StackView), length >= 0, length.isFinite { return length }
        let fitting = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let compressed = axis == .horizontal ? fitting.width : fitting.height
        if proportionalLengthsFromFrames, !(view is StackView), length == noIntrinsicMetric {
            // Not where a required constraint of the view's own fixes its length.
            let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
            let fixed = view.constraints.contains {
                $0.isActive && $0.firstItem === view && $0.secondItem == nil && $0.firstAttribute == dimension
                    && $0.relation == .equal && $0.priority == .required
            }
            let frame = view.alignmentRect(forFrame: view.storedFrame)
            let current = axis == .horizontal ? frame.width : frame.height
            if !fixed, current.isFinite, current >= 0 { return current }
        }
        return compressed
    }

    /// Equal spacing and equal centering: a gap guide between each pair of consecutive visible
    /// views, from edge to edge or center to center (`UISV-distributing-edge`), all as long
    /// as the first (`UISV-fill-equally`): required for equal spacing, `max(150 − k, 50)` for
    /// the k-th gap of equal centering. The guides measure edges even in a baseline-relative
    /// column (only the minimum spacing runs between baselines); how UIKit's
    /// `_precedingLocationAttributeForGuideConstraint` treats that case is not traced, so
    /// this is our choice.
    func appendGapGuides(_ visible: [View], to plan: inout StackConstraintPlan) {
        let along = StackAxisAttributes.along(axis)
        let centering = distribution == .equalCentering
        var firstGap: StackLayoutGuide?
        for (index, (upper, lower)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = gapGuide(index)
            plan.add("UISV-distributing-edge", gap, along.leading, .equal, upper, centering ? along.center : along.trailing)
            plan.add("UISV-distributing-edge", gap, along.trailing, .equal, lower, centering ? along.center : along.leading)
            if let firstGap {
                let priority: LayoutPriority = centering ? LayoutPriority(Double(max(150 - index, 50))) : .required
                plan.add("UISV-fill-equally", gap, along.dimension, .equal, firstGap, along.dimension, priority: priority)
            } else {
                firstGap = gap
            }
        }
    }

    /// `UISV-text-width-disambiguation` ("improved" form): in a row with fill, equal
    /// spacing or equal centering, each visible view whose height depends on its width
    /// (multi-line text) gets `width <= (1/n) × canvas.width − s(n−1)/n` @950, `n` the visible
    /// views and `s` the spacing. UIKit does not say whether a lone view gets one; with one
    /// view the canvas connections already imply it, so we add none.
    func appendTextWidthDisambiguation(_ visible: [View], to plan: inout StackConstraintPlan) {
        guard axis == .horizontal, distribution != .fillEqually, distribution != .fillProportionally,
              visible.count > 1 else { return }
        let n = Double(visible.count)
        let s = spacingIgnoringCustom()
        for item in visible where item.intrinsicHeightDependsOnWidth {
            plan.add("UISV-text-width-disambiguation", item, .width, .lessThanOrEqual, canvas, .width,
                     multiplier: 1 / n, constant: -s * (n - 1) / n, priority: StackPriority.textWidthDisambiguation)
        }
    }

    /// `spacing` alone (custom spacings aside), rounded as gaps are; system spacing as 8.
    func spacingIgnoringCustom() -> Double {
        if spacing == Self.spacingUseSystem { return systemSpacing }
        guard spacing.isFinite, spacing != Self.spacingUseDefault else { return 0 }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return (spacing * scale).rounded() / scale
    }
}
