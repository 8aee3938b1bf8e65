import Cassowary

extension LayoutEngine {
    /// One side of a constraint as a linear expression over item variables: one or two terms
    /// (an edge, a size, a center), held inline so that lowering allocates only the row.
    struct Side {
        var first: (variable: Variable, coefficient: Double)
        var second: (variable: Variable, coefficient: Double)?
        var constant: Double = 0

        init(terms first: (Variable, Double), _ second: (Variable, Double)? = nil, constant: Double = 0) {
            self.first = first
            self.second = second
            self.constant = constant
        }

        /// The number of terms: one or two.
        var termCount: Int { second == nil ? 1 : 2 }

        /// Appends the side's terms, each multiplied by `factor`.
        func append(to terms: inout [(variable: Variable, coefficient: Double)], times factor: Double) {
            terms.append((first.variable, factor * first.coefficient))
            if let second { terms.append((second.variable, factor * second.coefficient)) }
        }
    }

    /// Lowers `first (rel) m × second + c` into the row `first − m·second (rel) c`.
    ///
    /// Positions are measured in the coordinate space of the view the constraint is installed on
    /// (the Auto Layout Guide, Anatomy of a Constraint). Our variables are in the root's space, so
    /// a location relation with a multiplier m ≠ 1 carries the container's origin: (A − K) = m(B −
    /// K) + c gives A − m·B + (m − 1)·K = c. With m = 1 the origin cancels. Baseline offsets and
    /// the layout direction are read now and recorded, so that their changes update the row.
    ///
    /// Right-to-left: a constraint with leading or trailing measures horizontal positions from
    /// the right, as UIKit mirrors them, so `b.leading == a.trailing + 8` puts b 8 points to the
    /// left of a. Each horizontal location is negated (leading = −maxX, trailing = −minX,
    /// centerX = −midX) and the container's origin becomes its right edge.
    func lower(_ c: LayoutConstraint) -> Cassowary.Constraint? {
        // The container (a weak load) and its direction (a walk to the root for its traits) are
        // read only where they matter: leading and trailing, and locations with a multiplier.
        let isDirectional = c.firstAttribute.isDirectional || c.secondAttribute.isDirectional
        let direction = isDirectional ? (c.container ?? root).effectiveUserInterfaceLayoutDirection : .leftToRight
        let mirrored = direction == .rightToLeft
        var firstItem = c.firstItem
        var secondItem = c.secondItem
        if firstItem.isScrollContainer || secondItem?.isScrollContainer == true {
            (firstItem, secondItem) = contentAreaItems(c, firstItem, secondItem)
        }
        guard let first = side(firstItem, c.firstAttribute, mirrored: mirrored, for: c) else { return nil }
        var second: Side?
        if let secondItem {
            guard let resolved = side(secondItem, c.secondAttribute, mirrored: mirrored, for: c) else { return nil }
            second = resolved
        }
        // Exactly the terms needed (a content size needs one): the row keeps this array.
        let carriesOrigin = c.firstAttribute.isLocation && c.multiplier != 1
        var terms: [(variable: Variable, coefficient: Double)] = []
        terms.reserveCapacity(first.termCount + (second?.termCount ?? 0) + (carriesOrigin ? 2 : 0))
        first.append(to: &terms, times: 1)
        var rhs = c.storedConstant - first.constant
        if let second {
            second.append(to: &terms, times: -c.multiplier)
            rhs += c.multiplier * second.constant
            if carriesOrigin, let container = c.container, container !== root,
               let k = variables(of: container) {
                if mirrored {
                    terms.append((k.x, 1 - c.multiplier))
                    terms.append((k.width, 1 - c.multiplier))
                } else {
                    terms.append((c.firstAttribute.axis == .horizontal ? k.x : k.y, c.multiplier - 1))
                }
            }
        }
        if isDirectional, !isTemporary { c.loweredDirection = direction }
        return Cassowary.Constraint(terms, relation(of: c), rhs, priority: Priority(c.storedPriority.rawValue))
    }

    /// The items a constraint with a scroll view relates: an edge of the scroll view related
    /// to one of its descendants means the content area (`ScrollView`), everything else the
    /// scroll view's frame.
    func contentAreaItems(_ c: LayoutConstraint, _ first: LayoutItem,
                          _ second: LayoutItem?) -> (LayoutItem, LayoutItem?) {
        var first = first, second = second
        if let scroll = first as? ScrollView, scroll.relatesContentArea(c.firstAttribute, to: second) {
            first = scroll.contentLayoutGuide
        } else if let scroll = second as? ScrollView, scroll.relatesContentArea(c.secondAttribute, to: first) {
            second = scroll.contentLayoutGuide
        }
        return (first, second)
    }

    func relation(of c: LayoutConstraint) -> Cassowary.Relation {
        switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// The expression of `attribute` of `item`, resolving margins, baselines and direction.
    func side(_ item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool,
              for constraint: LayoutConstraint) -> Side? {
        var item = item
        var attribute = attribute
        if attribute.isMargin, let view = item as? View {
            let guide = view.layoutMarginsGuide
            if variables(of: guide) == nil {
                // Made just now (or by a temporary engine): register it and its ties here.
                addVariables(for: guide)
                for c in view.systemConstraints where c.involves(guide) { activate(c) }
                pendingGuides.insert(view, ifRegisteredIn: self)
            }
            item = guide
            attribute = attribute.withoutMargin
        }
        if attribute.isBaseline, let view = item as? View {
            let target = attribute == .firstBaseline ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
            guard let v = variables(of: target) else { return nil }
            baselineDependents[ObjectIdentifier(target), default: [:]][ObjectIdentifier(constraint)] = constraint
            // A view without text has its first baseline at its top edge and its last at its
            // bottom edge (Apple's documentation of forFirstBaselineLayout and
            // forLastBaselineLayout).
            if attribute == .firstBaseline {
                return Side(terms: (v.y, 1), constant: target.firstBaselineOffsetFromTop ?? 0)
            }
            let offset = attribute == .lastBaseline ? (target.lastBaselineOffsetFromBottom ?? 0) : 0
            return Side(terms: (v.y, 1), (v.height, 1), constant: -offset)
        }
        guard let v = variables(of: item) else { return nil }
        switch attribute {
        case .left, .leading: return mirrored ? Side(terms: (v.x, -1), (v.width, -1)) : Side(terms: (v.x, 1))
        case .right, .trailing: return mirrored ? Side(terms: (v.x, -1)) : Side(terms: (v.x, 1), (v.width, 1))
        case .centerX: return Side(terms: (v.x, mirrored ? -1 : 1), (v.width, mirrored ? -0.5 : 0.5))
        case .width: return Side(terms: (v.width, 1))
        case .top: return Side(terms: (v.y, 1))
        case .bottom: return Side(terms: (v.y, 1), (v.height, 1))
        case .centerY: return Side(terms: (v.y, 1), (v.height, 0.5))
        case .height: return Side(terms: (v.height, 1))
        default: return nil
        }
    }
}
