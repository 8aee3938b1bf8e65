import AutoLayout
import InterfaceBuilder

extension IBSceneLayout {
    /// Makes and activates the installed constraints of every built view.
    ///
    /// Per constraint, as Interface Builder writes it: the items are views, safe-area or
    /// scroll-view guides, or legacy guides; the constant is the trait's; the multiplier was
    /// already read from any of IB's three forms; the priority and identifier are copied and
    /// the origin records the IB id. A constraint that UIKit would refuse is reported in
    /// `problems`, never dropped silently.
    func buildConstraints() {
        if keepsConstraintTables {
            constraints.reserveCapacity(constraintCount)
            constraintElements.reserveCapacity(constraintCount)
        }
        for slot in viewList.indices {
            for c in elementList[slot].constraints {
                guard !resolution.uninstalledConstraints.contains(c.id) else { continue }
                if c.isPlaceholder, !options.keepsPlaceholderConstraints { continue }
                build(c)
            }
            addSystemConstraintsInLoadOrder(held: slot)
        }
        addPrototypingConstraints()
        if options.designTime { keepDesignTimeSizes() }
        if options.keepsSizesNonNegative { addNonNegativeSizeConstraints() }
    }

    /// Adds, after the constraints `id`'s view holds, the system constraints UIKit keeps with
    /// them: its subviews' autoresizing-mask constraints and, for a stack view, its arrangement.
    ///
    /// Constraints then reach the engine top down, view by view, as a loaded nib's do: UIKit's
    /// superview holds its subviews' `NSAutoresizingMaskLayoutConstraint`s and a stack view
    /// holds its `UISV-` constraints, so both arrive before the constraints of the views below.
    /// Content-size constraints still come last, at the layout pass. Where the required
    /// constraints cannot all hold, the one whose arrival made them unsatisfiable breaks, so
    /// this order decides what gives way. Xcode's saved frames show it:
    /// - a cell's content view keeps the cell's size against the constraints inside it
    ///   (duckduckgo's TabsBarCell, 40 high against a 16-pt image's chain; openfoodfacts'
    ///   AttributeTableViewCell, 352 wide; the element, openfoodfacts and pocket-casts cells
    ///   flagged misplaced: RoomTableViewCell, SpaceListViewCell, SpaceChildViewCell,
    ///   ProductDetailWebViewTableViewCell, NoSearchResultsCell), as UIKit's logs of a cell's
    ///   `UIView-Encapsulated-Layout-Height` break the content's constraint, not the height;
    /// - a fill-aligned stack stretches an arranged view across it against the view's own
    ///   `width ==` or `height ==` (pocket-casts' SiriSettings: a 40-wide icon and a 50-wide
    ///   spacer saved 375 wide; openfoodfacts' NutriScoreView: a `height == 70` image saved 130
    ///   high; duckduckgo's TabsBarCell: a `height == 16` image saved 40 high).
    ///
    /// One exception: a fill-proportionally stack measures an arranged view without an
    /// intrinsic length (or a nested stack) by its fitting size
    /// (`_proportionalFillLengthForOrderedArrangement:`), which the view's own constraints
    /// decide, so such a stack's arrangement comes once they are in, at the layout pass
    /// (openfoodfacts' Settings: a container with a required `height == 76` keeps it, where
    /// measured too early it would get a zero length).
    func addSystemConstraintsInLoadOrder(held slot: Int) {
        let view = viewList[slot]
        if options.translatesMasksWithSuperviews { view.updateSubviewAutoresizingConstraints() }
        if let stack = view as? StackView, arrangingStackIDs.contains(viewIDs[slot]), !Self.measuresByFitting(stack) {
            stack.updateConstraints()
        }
    }

    /// Whether a fill-proportionally `stack` measures a visible arranged view by its fitting size.
    static func measuresByFitting(_ stack: StackView) -> Bool {
        guard stack.distribution == .fillProportionally else { return false }
        return stack.arrangedSubviews.contains { view in
            guard !view.isHidden else { return false }
            let size = view.intrinsicContentSize
            let length = stack.axis == .horizontal ? size.width : size.height
            return view is StackView || !(length >= 0 && length.isFinite)
        }
    }

    /// `width >= 0` and `height >= 0`, required, for every view but the root (whose size is the
    /// canvas's input); `IBLayoutOptions.keepsSizesNonNegative` turns them off.
    ///
    /// Interface Builder does not lay views out with negative sizes: where the constraints would
    /// drive a size below 0, it stops at 0 and breaks an optional constraint instead. Three
    /// corpus documents show it. woocommerce LoginPrologueViewController.xib saves a container
    /// with no height constraint, squeezed between an image view (hugging 1000, compression
    /// resistance 1) and the safe area, 0 high and the image 711 rather than 716 (without the
    /// floor the container is −5 high); the Auto Layout Cookbook's EqualWhiteSpaceStoryboard
    /// saves its spacer views 0 and 0.5 wide and its buttons compressed to fit; openhab
    /// Main.storyboard saves a label 0 wide between a longer label and a switch.
    ///
    /// What is documented: Apple's *Auto Layout Guide* ("Anatomy of a Constraint", table of
    /// attributes) says of Height and Width "these values cannot be negative"
    /// (UIKit's NSLayoutConstraint rules). In UIKit, decompiled (iOS 26.1 UIKitCore,
    /// `UILayoutGuide` `nsli_boundsWidthVariable`; GitHub
    /// `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`), a layout guide's width and height are engine
    /// variables restricted to non-negative values unless the guide allows negative dimensions, and
    /// a scroll view's content width and height are restricted the same way; a UIKit log quoted in
    /// TimOliver/TOCropViewController issue 479 breaks a lone `UIView.width == -16`, as if a view's
    /// width were restricted too. We did not find UIView's own variables in the decompiled code, so
    /// this floor is the import's, not the `AutoLayout` core's, whose sizes stay unrestricted.
    ///
    /// Required rather than high: a restricted engine variable gives way to no constraint, and
    /// a high priority would tie with the document's own 999s. When a document's required
    /// constraints need a negative size, the engine breaks one of them or the floor and reports
    /// it as unsatisfiable (the corpus has one such case, in a document whose saved frames are
    /// flagged misplaced); on the corpus, required and 999 give the same frames.
    func addNonNegativeSizeConstraints() {
        for view in viewList.dropFirst() {
            for attribute in [LayoutAttribute.width, .height] {
                guard let c = try? LayoutConstraint(item: view, attribute: attribute, relatedBy: .greaterThanOrEqual,
                                                    toItem: nil, attribute: .notAnAttribute, constant: 0) else { continue }
                c.identifier = Self.nonNegativeSizeIdentifier
                c.origin = .container(Self.nonNegativeSizeIdentifier)
                try? c.activate()
            }
        }
    }

    /// The identifier of the non-negative size constraints.
    static let nonNegativeSizeIdentifier = "IB-non-negative-size"

    /// Interface Builder's prototyping constraints: a view that opts out of autoresizing but that
    /// no constraint names keeps its frame, as Xcode's build adds fixed left, top, width and height
    /// constraints for it ("IB auto generated at build time for view with fixed frame"). Arranged
    /// subviews are left to their stack view.
    func addPrototypingConstraints() {
        var named = Set<String>()
        for element in elementList {
            for c in element.constraints where !resolution.uninstalledConstraints.contains(c.id) {
                named.insert(c.firstItem)
                if let s = c.secondItem { named.insert(s) }
            }
        }
        for slot in viewList.indices.dropFirst() where !named.contains(viewIDs[slot]) {
            let element = elementList[slot], view = viewList[slot], id = viewIDs[slot]
            guard !element.translatesAutoresizingMaskIntoConstraints, let frame = element.frame,
                  let parentSlot = parentIDList[slot].flatMap({ self.slot(of: $0) }),
                  elementList[parentSlot].kind != .stackView else { continue }
            let parent = viewList[parentSlot]
            let r = view.alignmentRect(forFrame: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
            let list: [(LayoutAttribute, LayoutItem?, LayoutAttribute, Double)] = [
                (.left, parent, .left, r.minX), (.top, parent, .top, r.minY),
                (.width, nil, .notAnAttribute, r.width), (.height, nil, .notAnAttribute, r.height),
            ]
            for (a, other, b, constant) in list {
                guard let c = try? LayoutConstraint(item: view, attribute: a, relatedBy: .equal, toItem: other,
                                                    attribute: b, constant: constant) else { continue }
                c.identifier = "IB auto generated at build time for view with fixed frame"
                try? c.activate()
            }
            prototypedViewIDs.insert(id)
        }
    }

    func build(_ c: IBConstraint) {
        guard var first = item(c.firstItem, constraint: c) else { return }
        var second: LayoutItem? = nil
        if let s = c.secondItem {
            guard let found = item(s, constraint: c) else { return }
            second = found
        }
        let firstAttribute = c.firstAttribute
        let secondAttribute = c.secondAttribute ?? .notAnAttribute
        // A scroll view's edges, seen from inside it, are its content area's.
        if let s = second, let area = contentArea(for: first, attribute: firstAttribute, other: s) { first = area }
        if let s = second, let area = contentArea(for: s, attribute: secondAttribute, other: first) { second = area }
        let relation: LayoutRelation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let constant = standardConstant(c, first: first, second: second)
        do {
            let made: LayoutConstraint
            if c.symbolType == "layoutAnchor", let second,
               let spaced = try systemSpacingConstraint(first, firstAttribute, relation, second, secondAttribute,
                                                        multiplier: c.multiplier.value) {
                made = spaced
            } else {
                made = try LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: c.multiplier.value, constant: constant)
            }
            if c.priority < 1000 { try made.setPriority(LayoutPriority(c.priority)) }
            made.identifier = c.identifier
            made.origin = .interfaceBuilder(id: c.id)
            try made.activate()
            guard keepsConstraintTables else { return }
            constraints[c.id] = made
            constraintElements[c.id] = c
        } catch {
            problems.append(IBLayoutProblem(id: c.id, line: c.line, message: "constraint not built: \(error.description)"))
        }
    }

    /// The item an id names in this scene, or nil (with the reason in `problems` when the item
    /// should have been there).
    func item(_ id: String, constraint c: IBConstraint) -> LayoutItem? {
        if let slot = slotOfID[id] { return viewList[slot] }
        if let g = guides[id] { return g }
        let reason: String
        if resolution.uninstalledViews.contains(id) || isInsideUninstalledView(id) {
            return nil  // Uninstalled with its view for this trait, as UIKit does.
        } else if case .layoutGuide(let key)? = document.items[id]?.kind {
            reason = "layout guide \(key) \(id) is not modelled"
        } else {
            reason = "item \(id) is not part of this scene's view hierarchy"
        }
        problems.append(IBLayoutProblem(id: c.id, line: c.line, message: "constraint left out: \(reason)"))
        return nil
    }

    /// Whether the view or guide `id` sits inside a view this trait uninstalls.
    func isInsideUninstalledView(_ id: String) -> Bool {
        var current: String? = id
        var steps = 0
        while let c = current, steps < 10_000 {
            if resolution.uninstalledViews.contains(c) { return true }
            current = document.items[c]?.ownerID
            steps += 1
        }
        return false
    }

    /// The content area standing for `item` when it is a scroll view related by an edge to one
    /// of its descendants.
    func contentArea(for item: LayoutItem, attribute: LayoutAttribute, other: LayoutItem) -> LayoutGuide? {
        // Most scenes have no scroll view: no lookup of the item at all.
        guard !contentAreas.isEmpty, let scroll = item as? View, let slot = self.slot(of: scroll),
              let area = contentAreas[viewIDs[slot]] else { return nil }
        switch attribute {
        case .leading, .trailing, .left, .right, .top, .bottom: break
        default: return nil
        }
        let otherView: View? = (other as? View) ?? (other as? LayoutGuide)?.owningView
        guard let otherView, otherView !== scroll, otherView.isDescendant(of: scroll) else { return nil }
        if let guide = other as? LayoutGuide, guide.owningView === scroll { return nil }
        return area
    }

    /// The constant IB lays out: the written one, except for a standard (`symbolic`) spacing to
    /// a safe-area edge, which Xcode 9 and 10 laid out as 0 whatever the stored value
    /// (128 of 128 saved cases, toolsVersion 13000–14999).
    func standardConstant(_ c: IBConstraint, first: LayoutItem, second: LayoutItem?) -> Double {
        let constant = resolution.constant(of: c)
        guard c.isStandardSpacing else { return constant }
        let era = document.era
        let safeArea = [first, second].contains { ($0 as? LayoutGuide)?.isSafeAreaLayoutGuide == true }
        if safeArea, era >= IBXcodeEra.xcode9, era < IBXcodeEra.xcode11 { return 0 }
        return constant
    }

    /// `symbolType="layoutAnchor"`: the multiplier is a multiple of the system spacing, made
    /// through the anchors so that text views can supply their font's spacing.
    func systemSpacingConstraint(_ first: LayoutItem, _ a: LayoutAttribute, _ relation: LayoutRelation,
                                 _ second: LayoutItem, _ b: LayoutAttribute,
                                 multiplier: Double) throws(AutoLayoutError) -> LayoutConstraint? {
        if a.axis == .vertical {
            guard let lower = Self.yAnchor(first, a), let upper = Self.yAnchor(second, b) else { return nil }
            switch relation {
            case .equal: return try lower.constraint(equalToSystemSpacingBelow: upper, multiplier: multiplier)
            case .greaterThanOrEqual: return try lower.constraint(greaterThanOrEqualToSystemSpacingBelow: upper, multiplier: multiplier)
            case .lessThanOrEqual: return try lower.constraint(lessThanOrEqualToSystemSpacingBelow: upper, multiplier: multiplier)
            }
        }
        guard let after = Self.xAnchor(first, a), let before = Self.xAnchor(second, b) else { return nil }
        switch relation {
        case .equal: return try after.constraint(equalToSystemSpacingAfter: before, multiplier: multiplier)
        case .greaterThanOrEqual: return try after.constraint(greaterThanOrEqualToSystemSpacingAfter: before, multiplier: multiplier)
        case .lessThanOrEqual: return try after.constraint(lessThanOrEqualToSystemSpacingAfter: before, multiplier: multiplier)
        }
    }

    /// The vertical anchor of an item's attribute; margins are the margins guide's edges.
    static func yAnchor(_ item: LayoutItem, _ a: LayoutAttribute) -> LayoutYAxisAnchor? {
        if a.isMargin, let view = item as? View { return yAnchor(view.layoutMarginsGuide, a.withoutMargin) }
        switch a {
        case .top: return item.topAnchor
        case .bottom: return item.bottomAnchor
        case .centerY: return item.centerYAnchor
        case .firstBaseline: return (item as? View)?.firstBaselineAnchor
        case .lastBaseline: return (item as? View)?.lastBaselineAnchor
        default: return nil
        }
    }

    /// The horizontal anchor of an item's attribute; margins are the margins guide's edges.
    static func xAnchor(_ item: LayoutItem, _ a: LayoutAttribute) -> LayoutXAxisAnchor? {
        if a.isMargin, let view = item as? View { return xAnchor(view.layoutMarginsGuide, a.withoutMargin) }
        switch a {
        case .leading: return item.leadingAnchor
        case .trailing: return item.trailingAnchor
        case .left: return item.leftAnchor
        case .right: return item.rightAnchor
        case .centerX: return item.centerXAnchor
        default: return nil
        }
    }
}

/// Which elements are scroll views, whose edges mean their content area to their descendants.
enum IBScrollAreas {
    static func isScrollView(_ kind: IBView.Kind) -> Bool {
        switch kind {
        case .scrollView, .tableView, .collectionView, .textView: true
        default: false
        }
    }
}
