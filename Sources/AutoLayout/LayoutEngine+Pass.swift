import Cassowary

extension LayoutEngine {
    /// The layout pass: bring system constraints up to date, let the solver settle, set frames;
    /// repeat while a measurement depends on the result (multi-line text, safe areas of subviews).
    func layout() {
        for _ in 0..<6 {
            syncPending()
            readResults()
            if !remeasure() { break }
        }
        if !isTemporary { assignFrames() }
        isDirty = false
    }

    func syncPending() {
        if needsEnvironment { syncEnvironment() }
        if needsDirectionCheck { relowerDirectional() }
        for v in pendingAutoresizing.take() { syncAutoresizing(v) }
        for v in contentSizeOrder(pendingIntrinsic.take()) { syncContentSize(v) }
        for v in pendingGuides.take() { syncGuides(v) }
        // A scroll view's new content offset moves the subviews it places by their frames.
        if !pendingAutoresizing.isEmpty { for v in pendingAutoresizing.take() { syncAutoresizing(v) } }
    }

    // MARK: The root

    /// The screen's size (`UIView-Encapsulated-Layout-Width/Height`), or a detached root's
    /// frame size when it translates its autoresizing mask.
    func syncEnvironment() {
        needsEnvironment = false
        let size: Size?
        if let env = root.environment { size = env.size }
        else if root.translatesAutoresizingMaskIntoConstraints { size = root.storedFrame.size }
        else { size = nil }
        guard let size else {
            for c in rootSizeConstraints { deactivate(c); c.container = nil }
            rootSizeConstraints = []
            return
        }
        if rootSizeConstraints.isEmpty {
            for (anchor, value, name) in [(root.widthAnchor, size.width, "Width"), (root.heightAnchor, size.height, "Height")] {
                guard let c = try? anchor.constraint(equalToConstant: value) else { continue }
                c.identifier = "UIView-Encapsulated-Layout-\(name)"
                c.origin = .autoresizingMask
                c.container = root
                rootSizeConstraints.append(c)
                activate(c)
            }
        } else {
            for (c, value) in zip(rootSizeConstraints, [size.width, size.height]) where c.storedConstant != value {
                c.storedConstant = value
                constantDidChange(c)
            }
        }
        if let env = root.environment {
            for c in root.systemConstraints {
                switch c.systemRole {
                case .legacyGuideLength(.top)?: update(c, env.topLayoutGuideLength)
                case .legacyGuideLength(.bottom)?: update(c, env.bottomLayoutGuideLength)
                default: break
                }
            }
        }
    }

    /// Sets the constants that changed since the last pass (the screen, guides of registered
    /// views) before more views arrive: a root whose safe area changed before its subviews were
    /// added (Interface Builder's canvas sets it first) then changes rows that refer to nothing
    /// yet. Set after thousands of rows refer to it, the change costs a dual simplex pivot per
    /// row it moves. The constants are the ones the pass would set: frames do not change
    /// between passes.
    func settlePendingGuides() {
        if needsEnvironment { syncEnvironment() }
        for v in pendingGuides.take() { syncGuides(v) }
    }

    func update(_ c: LayoutConstraint, _ value: Double) {
        guard c.storedConstant != value else { return }
        c.storedConstant = value
        constantDidChange(c)
    }

    /// Constraints with leading or trailing are lowered again where the direction changed.
    func relowerDirectional() {
        needsDirectionCheck = false
        // Direction changes are rare: the active constraints are searched then, rather than
        // every directional constraint being indexed as it is lowered.
        // Only those lowered for the other direction are sorted: every trait change (a new
        // Dynamic Type size) checks, and a form's constraints are nearly all directional.
        var changed: [LayoutConstraint] = []
        for case let c? in constraintOfRow where c.firstAttribute.isDirectional || c.secondAttribute.isDirectional {
            if c.loweredDirection != (c.container ?? root).effectiveUserInterfaceLayoutDirection { changed.append(c) }
        }
        for c in changed.sorted(by: { $0.firstItem.serial < $1.firstItem.serial }) {
            deactivate(c)
            activate(c)
        }
        for v in root.viewsInSubtree() { pendingGuides.insert(v, ifRegisteredIn: self) }
    }

    // MARK: Content size

    /// What the engine keeps per view about its content size.
    struct ContentState {
        /// Hugging and compression resistance, horizontal then vertical.
        var constraints = ContentConstraints()
        /// The width a height-for-width view was last measured at, and the size in use.
        var measuredWidth: Double?
        var sizeInUse: Size?
    }

    /// The four content-size constraints of a view, inline: [horizontal hugging, horizontal CR,
    /// vertical hugging, vertical CR].
    struct ContentConstraints {
        var slot0, slot1, slot2, slot3: LayoutConstraint?

        subscript(index: Int) -> LayoutConstraint? {
            get { switch index { case 0: slot0; case 1: slot1; case 2: slot2; default: slot3 } }
            set {
                switch index {
                case 0: slot0 = newValue
                case 1: slot1 = newValue
                case 2: slot2 = newValue
                default: slot3 = newValue
                }
            }
        }

        var all: [LayoutConstraint?] { [slot0, slot1, slot2, slot3] }
        var isEmpty: Bool { slot0 == nil && slot1 == nil && slot2 == nil && slot3 == nil }
    }

    /// Grows the content-size states to hold variable group `g` (by doubling, past the
    /// capacity registration reserved).
    func growContentStates(toHold g: Int) {
        guard g >= contentStates.count else { return }
        let target = g < contentStates.capacity ? g + 1 : max(g + 1, 2 * contentStates.count)
        contentStates.append(contentsOf: repeatElement(ContentState(), count: target - contentStates.count))
    }

    /// The four implied inequalities of the Auto Layout Guide (Anatomy of a Constraint): `size <=
    /// c` at the hugging priority and `size >= c` at the compression-resistance priority, per axis
    /// with an intrinsic value.
    func syncContentSize(_ view: View) {
        guard let group = group(of: view) else { return }
        let variables = Self.variables(inGroup: group)
        if !remeasuresAll { remeasureCandidates.insert(view, group: group) }
        let g = Int(group)
        growContentStates(toHold: g)
        let size = measureContentSize(view, group: g)
        // Most plain views have no intrinsic size and never had one: nothing to add or remove.
        guard !contentStates[g].constraints.isEmpty || (size.width >= 0 && size.width.isFinite) || (size.height >= 0 && size.height.isFinite) else {
            return
        }
        var slots = contentStates[g].constraints
        for axis in LayoutAxis.allCases {
            let value = axis == .horizontal ? size.width : size.height
            // Hugging and compression resistance move together: one change keeps them sharing
            // their solver row (Solver+Guests.swift).
            var moved: (LayoutConstraint?, LayoutConstraint?)
            defer {
                if let first = moved.0, let second = moved.1 {
                    constantsDidChange(first, second)
                } else if let c = moved.0 ?? moved.1 {
                    constantDidChange(c)
                }
            }
            for slot in axis.rawValue * 2...axis.rawValue * 2 + 1 {
                let hugs = slot % 2 == 0
                let relation: LayoutRelation = hugs ? .lessThanOrEqual : .greaterThanOrEqual
                let priority = hugs ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
                let origin: ConstraintOrigin = hugs ? .contentHugging : .compressionResistance
                if value < 0 || !value.isFinite {
                    if let old = slots[slot] { deactivate(old); old.container = nil; slots[slot] = nil }
                    continue
                }
                if let old = slots[slot] {
                    if old.storedPriority != priority {
                        old.storedPriority = priority
                        priorityDidChange(old)
                    }
                    if old.storedConstant != value {
                        old.storedConstant = value
                        if hugs { moved.0 = old } else { moved.1 = old }
                    }
                    continue
                }
                let c = LayoutConstraint(dimension: axis == .horizontal ? .width : .height, of: view, relation, value)
                c.storedPriority = priority
                c.origin = origin
                c.container = view
                slots[slot] = c
                activate(c, size: axis == .horizontal ? variables.width : variables.height,
                         hugs ? .lessThanOrEqual : .greaterThanOrEqual, value)
            }
        }
        contentStates[g].constraints = slots
    }

    /// The view's intrinsic size; a height that depends on the width is measured at the width
    /// the last pass gave the view, and remembered as the size in use.
    func measureContentSize(_ view: View, group g: Int) -> Size {
        guard view.intrinsicHeightDependsOnWidth else { return view.intrinsicContentSize }
        let size = contentStates[g].measuredWidth.map { view.intrinsicContentSize(forWidth: $0) }
            ?? view.intrinsicContentSize
        contentStates[g].sizeInUse = size
        return size
    }

    func removeContentConstraints(of view: View) {
        guard let group = group(of: view), Int(group) < contentStates.count else { return }
        for case let c? in contentStates[Int(group)].constraints.all { deactivate(c); c.container = nil }
        contentStates[Int(group)] = ContentState()
    }

    /// The content-size constraints of `view` (hugging and compression resistance per axis).
    func contentSizeConstraints(of view: View) -> [LayoutConstraint] {
        guard let group = group(of: view), Int(group) < contentStates.count else { return [] }
        return contentStates[Int(group)].constraints.all.compactMap { $0 }
    }

    // MARK: Autoresizing masks

    /// `translatesAutoresizingMaskIntoConstraints`: per axis, the fixed parts of (margin, size,
    /// margin) keep their values and the flexible ones share any change of the superview's size
    /// in proportion to their sizes (equally when they are all zero). UIKit's exact equations are
    /// not published; this is the classic springs-and-struts rule.
    func syncAutoresizing(_ view: View) {
        if !remeasuresAll { remeasureCandidates.insert(view, ifRegisteredIn: self) }
        removeAutoresizing(of: view)
        guard view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview,
              let v = variables(of: view), let p = variables(of: parent) else { return }
        var frame = view.alignmentRect(forFrame: view.storedFrame)
        if parent.isScrollContainer {
            // A scroll view's subviews are placed in content coordinates (its bounds origin).
            frame = frame.offsetBy(dx: -parent.boundsOrigin.x, dy: -parent.boundsOrigin.y)
        }
        let parentSize = parent.environment?.size ?? parent.storedFrame.size
        let mask = view.autoresizingMask
        var rows: [ConstraintID] = []
        func axis(_ origin: Double, _ size: Double, _ total: Double, flexibleLead: Bool, flexibleSize: Bool,
                  flexibleTrail: Bool, vPos: Variable, vSize: Variable, pPos: Variable, pSize: Variable) {
            let parts = [origin, size, total - origin - size]
            let flexible = [flexibleLead, flexibleSize, flexibleTrail]
            let flexSum = zip(parts, flexible).filter { $0.1 }.map { max(0, $0.0) }.reduce(0.0) { $0 + $1 }
            let count = Double(flexible.filter { $0 }.count)
            func share(_ i: Int) -> Double {
                guard flexible[i] else { return 0 }
                return flexSum > 0 ? max(0, parts[i]) / flexSum : 1 / count
            }
            // lead: vPos − pPos − a·pSize = origin − a·total; size: vSize − b·pSize = size − b·total.
            let a = share(0), b = share(1)
            addRow(Cassowary.Constraint([(vPos, 1), (pPos, -1), (pSize, -a)], .equal, origin - a * total))
            addRow(Cassowary.Constraint([(vSize, 1), (pSize, -b)], .equal, size - b * total))
        }
        // A row that conflicts with required constraints is kept as close as possible and
        // reported, as any unsatisfiable constraint is, never dropped silently.
        func addRow(_ row: Cassowary.Constraint) {
            do {
                let (id, conflict) = try solver.addBreakingIfUnsatisfiable(row)
                rows.append(id)
                if let conflict {
                    record(.autoresizingConflict(view: view, conflicting: conflict.conflictsWith.compactMap { constraint(of: $0) }))
                }
            } catch {
                record(.autoresizingConflict(view: view, conflicting: []))
            }
        }
        axis(frame.minX, frame.width, parentSize.width, flexibleLead: mask.contains(.flexibleLeftMargin),
             flexibleSize: mask.contains(.flexibleWidth), flexibleTrail: mask.contains(.flexibleRightMargin),
             vPos: v.x, vSize: v.width, pPos: p.x, pSize: p.width)
        axis(frame.minY, frame.height, parentSize.height, flexibleLead: mask.contains(.flexibleTopMargin),
             flexibleSize: mask.contains(.flexibleHeight), flexibleTrail: mask.contains(.flexibleBottomMargin),
             vPos: v.y, vSize: v.height, pPos: p.y, pSize: p.height)
        autoresizingRows[ObjectIdentifier(view)] = rows
    }

    func removeAutoresizing(of view: View) {
        for id in autoresizingRows.removeValue(forKey: ObjectIdentifier(view)) ?? [] { try? solver.remove(id) }
    }

    // MARK: Guides

    /// Brings the margins, safe-area and readable guides' constants to the view's current values.
    func syncGuides(_ view: View) {
        if !remeasuresAll { remeasureCandidates.insert(view, ifRegisteredIn: self) }
        let safe: EdgeInsets
        let margins: EdgeInsets
        if isTemporary {
            safe = .zero
            margins = view.ownLayoutMargins
        } else {
            safe = view.effectiveSafeAreaInsets()
            view.safeAreaInsetsInEngine = safe
            margins = view.effectiveLayoutMargins()
            view.marginsInEngine = margins
        }
        for c in view.systemConstraints {
            switch c.systemRole {
            case .marginsGuide(let edge)?: update(c, edge.constant(insetBy: margins))
            case .safeAreaGuide(let edge)?: update(c, edge.constant(insetBy: safe))
            case .readableWidthCap?: update(c, root.environment?.readableWidthCap ?? 1e6)
            default: break
            }
        }
        if !isTemporary { syncScrollAndKeyboardGuides(view) }
    }

    /// The content offset of a scroll view (its content guide's position) and the edges of a
    /// keyboard layout guide, from the view's geometry of the last pass.
    func syncScrollAndKeyboardGuides(_ view: View) {
        if view.isScrollContainer, let scroll = view as? ScrollView {
            let offset = scroll.contentOffset
            if offset != scroll.contentOffsetInEngine {
                scroll.contentOffsetInEngine = offset
                // Frames given in content coordinates move with the offset.
                for s in scroll.subviews where s.translatesAutoresizingMaskIntoConstraints {
                    pendingAutoresizing.insert(s, ifRegisteredIn: self)
                }
            }
            for c in scroll.systemConstraints {
                switch c.systemRole {
                case .scrollContentOffset(.left)?: update(c, -offset.x)
                case .scrollContentOffset(.top)?: update(c, -offset.y)
                default: break
                }
            }
        }
        if let guide = view.keyboardGuideStorage {
            let edges = guide.edges(in: view)
            guide.edgesInEngine = edges
            for c in view.systemConstraints {
                switch c.systemRole {
                case .keyboardGuide(.top)?: update(c, edges.top)
                case .keyboardGuide(.bottom)?: update(c, edges.bottom)
                default: break
                }
            }
        }
    }

    // MARK: Results

    /// Reads the changed variables into the items' rectangles in the root's space.
    func readResults() {
        let changed = solver.takeChangedVariables()
        // Each item once, however many of its four variables changed.
        var groups = changed.map { $0.index / 4 }
        groups.sort()
        var previous: Int32 = -1
        for group in groups where group != previous {
            previous = group
            guard Int(group) < itemOfGroup.count, let item = itemOfGroup[Int(group)]?.item else { continue }
            let view = item as? View
            if let view, !remeasuresAll { remeasureCandidates.insert(view, group: group) }
            // A content size decides which edges a scroll view adjusts, and so its offset.
            if item.isScrollContentGuide, !remeasuresAll, let scroll = (item as? LayoutGuide)?.owningView {
                remeasureCandidates.insert(scroll, ifRegisteredIn: self)
            }
            if item === root { remeasuresAll = true }
            guard !isTemporary else { continue }
            item.layoutRectInRoot = rect(of: Self.variables(inGroup: group))
            if let view { framesToAssign.insert(view, group: group) }
        }
    }

    /// The item's alignment rect in the root's space, straight from the solver.
    func rect(of item: LayoutItem) -> Rect? {
        variables(of: item).map(rect(of:))
    }

    func rect(of v: ItemVariables) -> Rect {
        Rect(x: value(of: v.x), y: value(of: v.y), width: value(of: v.width), height: value(of: v.height))
    }

    /// Measures again what depends on the solved sizes. Returns whether anything changed.
    ///
    /// Only views that can have changed are checked: those whose rectangle moved or whose
    /// content size, guides or autoresizing rows were synced in this pass, and their
    /// subviews (whose inherited margins follow their superview). Every view is checked when
    /// the root itself moved (every safe area is relative to it) and in temporary engines.
    /// Checking all of them on every pass made a one-label change cost O(N) in N views.
    func remeasure() -> Bool {
        var changed = false
        let views: [View]
        if remeasuresAll || isTemporary {
            remeasureCandidates.removeAll()
            views = ViewQueue.inCreationOrder(registeredViews)
        } else {
            for view in remeasureCandidates.queued {
                for s in view.subviews { remeasureCandidates.insert(s, ifRegisteredIn: self) }
            }
            views = remeasureCandidates.take()
        }
        remeasuresAll = false
        for view in views {
            guard let group = group(of: view) else { continue }
            let g = Int(group)
            if view.intrinsicHeightDependsOnWidth, let width = rect(of: view)?.width {
                growContentStates(toHold: g)
                let measured = contentStates[g].measuredWidth
                if measured == nil || abs((measured ?? 0) - width) > 1e-6 {
                    contentStates[g].measuredWidth = width
                    if view.intrinsicContentSize(forWidth: width) != contentStates[g].sizeInUse {
                        pendingIntrinsic.insert(view, group: group)
                        changed = true
                    }
                }
            }
            if !isTemporary, view !== root, !view.systemConstraints.isEmpty || view.preservesSuperviewLayoutMargins {
                if view.effectiveSafeAreaInsets() != view.safeAreaInsetsInEngine
                    || view.effectiveLayoutMargins() != view.marginsInEngine
                    || view.keyboardGuideNeedsSync
                    || (view.isScrollContainer && (view as? ScrollView)?.contentOffsetNeedsSync == true) {
                    pendingGuides.insert(view, group: group)
                    changed = true
                }
            }
        }
        return changed
    }

    /// Frames from alignment rects, snapped to the pixel grid, relative to the superview.
    ///
    /// Each edge is rounded to the nearest device pixel (1/scale) in the root's space, so that
    /// abutting views stay abutting; the exact rule UIKit uses is unpublished.
    /// Detached hierarchies use scale 1. An edge within a millionth of a pixel
    /// of a half pixel counts as on it and rounds away from zero, as `round` does: the solver's
    /// floating-point noise must not decide (an equal-centering row in the corpus has an edge
    /// at 102.75 that Xcode saved at 103 on a @2x screen, and the solver gives 102.74999…).
    func assignFrames() {
        let scale = root.environment?.traits.displayScale ?? 1
        func snap(_ value: Double) -> Double {
            let pixels = value * scale
            return (pixels + (pixels < 0 ? -1e-6 : 1e-6)).rounded() / scale
        }
        // A moved view moves its subviews' relative frames too.
        for view in framesToAssign.queued { for s in view.subviews { framesToAssign.insert(s, ifRegisteredIn: self) } }
        // Parents before children (depth), then creation order; keys computed once per view,
        // not once per comparison (each depth walks the superview chain).
        let keyed = framesToAssign.take().map { (depth: depth(of: $0), serial: $0.serial, view: $0) }
        func precedes(_ a: (depth: Int, serial: Int, view: View), _ b: (depth: Int, serial: Int, view: View)) -> Bool {
            a.depth != b.depth ? a.depth < b.depth : a.serial < b.serial
        }
        // Often in order already: the root, then its subviews as they were made.
        let inOrder = zip(keyed, keyed.dropFirst()).allSatisfy { !precedes($1, $0) }
        let ordered = (inOrder ? keyed : keyed.sorted(by: precedes)).map(\.view)
        for view in ordered {
            let r = view.frame(forAlignmentRect: view.layoutRectInRoot)
            let minX = snap(r.minX), minY = snap(r.minY)
            let inRoot = Rect(x: minX, y: minY, width: snap(r.maxX) - minX, height: snap(r.maxY) - minY)
            view.frameInRoot = inRoot
            var parentOrigin = view.superview?.frameInRoot.origin ?? .zero
            if let parent = view.superview, parent.isScrollContainer {
                // Frames are in the superview's bounds: a scroll view's start at its content offset.
                let bounds = parent.boundsOrigin
                parentOrigin = Point(x: parentOrigin.x - bounds.x, y: parentOrigin.y - bounds.y)
            }
            view.storedFrame = inRoot.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
        }
        for view in ordered { view.layoutSubviews() }
    }

    func depth(of view: View) -> Int {
        var d = 0
        var v = view.superview
        while let s = v { d += 1; v = s.superview }
        return d
    }
}
