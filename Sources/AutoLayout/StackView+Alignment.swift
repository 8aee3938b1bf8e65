/// The constraints across the stack's axis (UIKit's `_UIAlignedLayoutArrangement`): alignment,
/// cross-axis canvas connections, the alignment spanner and ambiguity suppression
/// (the `UISV-*` constraints UIKit's stack view installs, as its constraint dumps show).
///
/// The rules below are those of the iOS 26 decompile (`_indexOfItemForLocationAttribute:`,
/// `_layoutRelationForCanvasConnectionForAttribute:`, `_usesInequalitySpanningConstraintForAttribute:`
/// and `_updateSpanningLayoutGuideConstraintsIfNecessary` in `_UIAlignedLayoutArrangement` and
/// `_UILayoutArrangement`), written here for a horizontal stack; a vertical one reads leading,
/// trailing and centerX for top, bottom and centerY.
extension StackView {
    /// Appends the cross-axis constraints.
    ///
    /// 1. `UISV-alignment`: the reference view (the first visible one; the first one when all
    ///    are hidden) against every other arranged view, hidden ones included: top and bottom for fill, top for top, centerY
    ///    for center, bottom for bottom, first or last baselines for the baseline alignments
    ///    (a view without a baseline by its top or bottom edge instead).
    /// 2. `UISV-ambiguity-suppression`: `height == 0 @25` on every view, unless fill.
    /// 3. `UISV-canvas-connection`, canvas first: the top edge connects to the reference view
    ///    for fill and top, else to the spanner; the bottom edge to the reference for fill and
    ///    bottom, else to the spanner; center alignment adds `canvas.centerY == reference.centerY`.
    ///    With a single arranged view everything connects to it. A connection to a view is an
    ///    inequality (`canvas.top <= view.top`, `canvas.bottom >= view.bottom`) unless the
    ///    alignment pins that edge (fill, top for the top edge, bottom for the bottom edge); to
    ///    the spanner it is an equality.
    /// 4. `UISV-canvas-fit`: `stack.height == 0 @49` when a connection is an inequality, and
    ///    under the baseline alignments.
    /// 5. The spanner (`UISV-alignment-spanner`), when a connection uses it: for each visible
    ///    view, `spanner.top <= view.top` and `spanner.bottom >= view.bottom` (required), or an
    ///    equality @999.5 on the edge the alignment pins; and `UISV-spanning-fit`
    ///    `spanner.height == 0` @51 (@0.001 when every view is hidden).
    ///
    /// Under first and last baseline alignment both edges of the stack follow the spanner, as
    /// the constraint dumps of a real first-baseline stack show (`stack.top == spanner.top`,
    /// `spanner.bottom == stack.bottom`), so the stack encloses every arranged view whatever
    /// their order: a view that rises higher above the common baseline, or drops lower below
    /// it, than the first one moves the stack's edge instead of sticking out. One dump of a
    /// last-baseline stack shows `first.bottom <= stack.bottom` instead; a stack that depends
    /// on the order of its views is not what the documentation describes (the stack "encloses"
    /// its arranged views), so both baseline alignments use the spanner here (our choice).
    /// With `enclosesBaselineAlignedViews` off, the edge the alignment names connects to the
    /// reference view instead, as that dump and Xcode's saved frames show: first baselines
    /// `stack.top <= first.top`, last baselines `stack.bottom >= first.bottom`, the other edge
    /// to the spanner; a taller view sticks out past the named edge.
    /// A vertical stack with a baseline alignment gets no alignment constraints at all
    /// (baselines are vertical, its cross axis is horizontal), only the spanner, so its
    /// narrower views have no horizontal position and the layout is ambiguous. Which UIKit
    /// does for the latter is not verified; we make the constraints its code makes.
    ///
    /// Under the baseline alignments the plan lists them in the order 2, 3, 4, 5, 1, the order
    /// the engine adds them in: the reference view's top is placed by the spanner before the
    /// other views' baselines refer to it. Aligned first, that top was a free variable every
    /// other view's row held, and `spanner.top <= reference.top` then had to be expanded into
    /// all of those rows: each label of a column of first-baseline rows held a term for every
    /// row above it (a quadratic build). The other alignments keep the order 1 to 5: there the
    /// order decides which of several minimal sets explains a conflict, and the explanations
    /// of the conflicts in saved storyboards stay as they were.
    func appendAlignmentConstraints(to plan: inout StackConstraintPlan) {
        let items = arrangedSubviews
        guard !items.isEmpty else { return }
        let across = StackAxisAttributes.across(axis)
        let visible = items.filter { !$0.isHidden }
        let reference = visible.first
        let isBaselineAlignment = alignment == .firstBaseline || alignment == .lastBaseline
        if !isBaselineAlignment { appendAlignments(of: items, reference: reference, across, to: &plan) }
        if alignment != .fill {
            for item in items {
                plan.addZero("UISV-ambiguity-suppression", item, across.dimension, priority: StackPriority.ambiguitySuppression)
            }
        }

        // Which edges the alignment pins, and so which connect to the reference view.
        let toReference = isBaselineAlignment && !enclosesBaselineAlignedViews
        let pinsLeadingEdge = alignment == .fill || alignment == .leading || (toReference && alignment == .firstBaseline)
        let pinsTrailingEdge = alignment == .fill || alignment == .trailing || (toReference && alignment == .lastBaseline)
        let leadingIsInequality = !(alignment == .fill || alignment == .leading)
        let trailingIsInequality = !(alignment == .fill || alignment == .trailing)
        let single = items.count < 2

        let canvas = self.canvas
        var spanner: StackLayoutGuide?
        func target(pinned: Bool) -> LayoutItem {
            if let reference, single || pinned { return reference }
            let guide = spanner ?? alignmentSpannerGuide()
            spanner = guide
            return guide
        }
        let leadingTarget = target(pinned: pinsLeadingEdge)
        let trailingTarget = target(pinned: pinsTrailingEdge)
        let leadingRelation: LayoutRelation = leadingTarget is StackLayoutGuide || !leadingIsInequality ? .equal : .lessThanOrEqual
        let trailingRelation: LayoutRelation = trailingTarget is StackLayoutGuide || !trailingIsInequality ? .equal : .greaterThanOrEqual
        plan.add("UISV-canvas-connection", canvas, across.leading, leadingRelation, leadingTarget, across.leading)
        plan.add("UISV-canvas-connection", canvas, across.trailing, trailingRelation, trailingTarget, across.trailing)
        if alignment == .center {
            plan.add("UISV-canvas-connection", canvas, across.center, .equal, target(pinned: true), across.center)
        }
        if leadingRelation != .equal || trailingRelation != .equal || isBaselineAlignment {
            plan.addZero("UISV-canvas-fit", self, across.dimension, priority: StackPriority.canvasFit)
        }

        if let spanner {
            appendSpanningConstraints(spanner, around: visible, across,
                                      leadingIsInequality: leadingIsInequality,
                                      trailingIsInequality: trailingIsInequality, to: &plan)
        }
        if isBaselineAlignment { appendAlignments(of: items, reference: reference, across, to: &plan) }
    }

    /// `UISV-alignment` of every view but the reference to it; with every view hidden, the
    /// first one stays the reference.
    private func appendAlignments(of items: [View], reference: View?, _ across: StackAxisAttributes,
                                  to plan: inout StackConstraintPlan) {
        guard let aligned = reference ?? items.first else { return }
        for item in items where item !== aligned {
            appendAlignment(of: item, to: aligned, across, to: &plan)
        }
    }

    /// `UISV-spanning-boundary` and `UISV-spanning-fit`: the spanner encloses the visible views.
    ///
    /// An edge the alignment does not pin is an inequality (the spanner reaches past the view),
    /// required; a pinned edge is an equality at the boundary priority.
    private func appendSpanningConstraints(_ spanner: StackLayoutGuide, around visible: [View],
                                           _ across: StackAxisAttributes,
                                           leadingIsInequality: Bool, trailingIsInequality: Bool,
                                           to plan: inout StackConstraintPlan) {
        for item in visible {
            plan.add("UISV-spanning-boundary", spanner, across.leading, leadingIsInequality ? .lessThanOrEqual : .equal,
                     item, across.leading, priority: leadingIsInequality ? .required : StackPriority.spanningBoundary)
            plan.add("UISV-spanning-boundary", spanner, across.trailing, trailingIsInequality ? .greaterThanOrEqual : .equal,
                     item, across.trailing, priority: trailingIsInequality ? .required : StackPriority.spanningBoundary)
        }
        // UIKit always fits the spanner when a boundary is an inequality; the one case without
        // (fill with every view hidden) is not traced, and we fit it too.
        plan.addZero("UISV-spanning-fit", spanner, across.dimension,
                     priority: visible.isEmpty ? StackPriority.spanningFitAllHidden : StackPriority.spanningFit)
    }

    /// `UISV-alignment` between `reference` and `item`, reference first.
    private func appendAlignment(of item: View, to reference: View, _ across: StackAxisAttributes,
                                 to plan: inout StackConstraintPlan) {
        switch alignment {
        case .fill:
            plan.add("UISV-alignment", reference, across.leading, .equal, item, across.leading)
            plan.add("UISV-alignment", reference, across.trailing, .equal, item, across.trailing)
        case .leading:
            plan.add("UISV-alignment", reference, across.leading, .equal, item, across.leading)
        case .center:
            plan.add("UISV-alignment", reference, across.center, .equal, item, across.center)
        case .trailing:
            plan.add("UISV-alignment", reference, across.trailing, .equal, item, across.trailing)
        case .firstBaseline, .lastBaseline:
            guard axis == .horizontal else { return }
            let first = alignment == .firstBaseline
            plan.add("UISV-alignment", reference, Self.baselineAttribute(of: reference, first: first), .equal,
                     item, Self.baselineAttribute(of: item, first: first))
        }
    }
}
