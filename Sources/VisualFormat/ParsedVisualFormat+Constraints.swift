extension ParsedVisualFormat {
    /// The constraints UIKit creates for this format, in UIKit's order, with `|-` bound to the
    /// superview's layout margins (iOS 8 and later).
    ///
    /// Order, as UIKit's `NSLayoutConstraintParser` appends them (the order UIKit's returned array and
    /// its console logs show): for each view in
    /// turn, the connection that leads to it, then its own size predicates; then the connection to a
    /// trailing `|`; then, last of all, the constraints the `alignAll…` options add.
    public var constraints: [VisualFormat.Constraint] {
        constraints(superviewSpacing: .layoutMargins)
    }

    /// The constraints UIKit creates for this format, with a chosen rule for `|-`.
    public func constraints(superviewSpacing: VisualFormat.SuperviewSpacing) -> [VisualFormat.Constraint] {
        let edges = ConnectionEdges(orientation: orientation, options: options)
        var result: [VisualFormat.Constraint] = []
        var alignments: [VisualFormat.Constraint] = []
        for (index, view) in views.enumerated() {
            if index == 0, let leadingSuperview {
                result += edges.constraints(
                    from: .superview, to: .view(view.name), leadingSuperview.spacing, superviewSpacing)
            } else if index > 0, connections.indices.contains(index - 1) {
                let previous = VisualFormat.Item.view(views[index - 1].name)
                result += edges.constraints(
                    from: previous, to: .view(view.name), connections[index - 1].spacing, superviewSpacing)
                alignments += edges.alignments(from: previous, to: .view(view.name))
            }
            result += sizeConstraints(of: view)
        }
        if let trailingSuperview, let last = views.last {
            result += edges.constraints(
                from: .view(last.name), to: .superview, trailingSuperview.spacing, superviewSpacing)
        }
        return result + alignments
    }

    /// `[a(>=70,<=100@750)]`: one constraint per predicate on the width (`H:`) or height (`V:`).
    private func sizeConstraints(of view: View) -> [VisualFormat.Constraint] {
        let size: LayoutAttribute = orientation == .horizontal ? .width : .height
        return view.predicates.map { predicate in
            var secondItem: VisualFormat.Item?
            if case .view(let other) = predicate.object {
                secondItem = .view(other)
            }
            return VisualFormat.Constraint(
                firstItem: .view(view.name),
                firstAttribute: size,
                relation: predicate.relation,
                secondItem: secondItem,
                secondAttribute: secondItem == nil ? .notAnAttribute : size,
                constant: .points(predicate.object.constant),
                priority: predicate.priority
            )
        }
    }
}

/// Which attributes a connection joins, following UIKit's `finishConstraint`.
///
/// UIKit names the item before the gap `previous` (it becomes the second item) and the item after it
/// `next` (the first item), so `[a]-8-[b]` is `b.leading == a.trailing + 8`. Under
/// `directionRightToLeft` an `H:` string reads from right to left: the two swap, and the attributes
/// become left and right, so `[a]-8-[b]` is `a.left == b.right + 8`.
private struct ConnectionEdges {
    let horizontal: Bool
    let absolute: Bool
    let rightToLeft: Bool
    let baseline: Bool
    let alignmentAttributes: [LayoutAttribute]

    init(orientation: LayoutAxis, options: VisualFormat.Options) {
        horizontal = orientation == .horizontal
        let direction = options.direction ?? .leftToRight
        absolute = direction != .leadingToTrailing
        rightToLeft = horizontal && direction == .rightToLeft
        baseline = !horizontal && options.contains(.spacingBaselineToBaseline)
        alignmentAttributes = options.alignmentAttributes
    }

    /// The edge of a view before the gap: trailing, right, bottom or last baseline.
    private var endOfPreviousView: LayoutAttribute {
        horizontal ? (absolute ? .right : .trailing) : (baseline ? .lastBaseline : .bottom)
    }

    /// The edge of a view after the gap: leading, left, top or first baseline.
    private var startOfNextView: LayoutAttribute {
        horizontal ? (absolute ? .left : .leading) : (baseline ? .firstBaseline : .top)
    }

    /// The superview's edge when the superview comes before the gap.
    private var superviewStart: LayoutAttribute {
        horizontal ? (absolute ? .left : .leading) : .top
    }

    /// The superview's edge when the superview comes after the gap.
    private var superviewEnd: LayoutAttribute {
        horizontal ? (absolute ? .right : .trailing) : .bottom
    }

    private func ordered(
        _ before: VisualFormat.Item, _ after: VisualFormat.Item
    ) -> (previous: VisualFormat.Item, next: VisualFormat.Item) {
        rightToLeft ? (after, before) : (before, after)
    }

    /// The constraints of one connection between two items, written in string order.
    func constraints(
        from before: VisualFormat.Item,
        to after: VisualFormat.Item,
        _ spacing: ParsedVisualFormat.Spacing,
        _ superviewSpacing: VisualFormat.SuperviewSpacing
    ) -> [VisualFormat.Constraint] {
        let (previous, next) = ordered(before, after)
        var secondAttribute = previous == .superview ? superviewStart : endOfPreviousView
        var firstAttribute = next == .superview ? superviewEnd : startOfNextView
        let touchesSuperview = previous == .superview || next == .superview

        var terms: [(LayoutRelation, VisualFormat.Constant, Float)]
        switch spacing {
        case .flush:
            terms = [(.equal, .points(0), 1000)]
        case .standard where !touchesSuperview:
            terms = [(.equal, .standardSpacing, 1000)]
        case .standard:
            switch superviewSpacing {
            case .layoutMargins:
                if previous == .superview {
                    secondAttribute = secondAttribute.withMargin
                } else {
                    firstAttribute = firstAttribute.withMargin
                }
                terms = [(.equal, .points(0), 1000)]
            case .superviewEdges:
                terms = [(.equal, .standardSpacingToSuperview, 1000)]
            }
        case .predicates(let predicates):
            terms = predicates.map { ($0.relation, .points($0.object.constant), $0.priority) }
        }
        return terms.map { relation, constant, priority in
            VisualFormat.Constraint(
                firstItem: next,
                firstAttribute: firstAttribute,
                relation: relation,
                secondItem: previous,
                secondAttribute: secondAttribute,
                constant: constant,
                priority: priority
            )
        }
    }

    /// The `alignAll…` constraints between two adjacent views: `previous.attr == next.attr`.
    func alignments(from before: VisualFormat.Item, to after: VisualFormat.Item) -> [VisualFormat.Constraint] {
        let (previous, next) = ordered(before, after)
        return alignmentAttributes.map { attribute in
            VisualFormat.Constraint(
                firstItem: previous,
                firstAttribute: attribute,
                relation: .equal,
                secondItem: next,
                secondAttribute: attribute,
                constant: .points(0)
            )
        }
    }
}
