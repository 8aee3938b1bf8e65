import Cassowary

/// The engine of one view hierarchy: its items' variables in a `Cassowary.Solver`, and the
/// bookkeeping that keeps the solver in step with the views.
///
/// Every item has four variables: the left, top, width and height of its alignment rect in the
/// root view's space. Constraints are lowered to linear rows over them (NSLayoutConstraint's
/// equation); every change (activation, constant, priority, intrinsic size, screen size) is an
/// incremental solver operation, never a rebuild. The layout pass reads the changed variables and
/// sets frames.
final class LayoutEngine {
    /// The four variables of one item.
    struct ItemVariables {
        var x, y, width, height: Variable
    }

    unowned let root: View
    // The engine's hot state skips Swift's dynamic exclusivity checks (a tenth of the layout's
    // own time went to swift_beginAccess): it is internal, touched only by the engine, and no
    // engine method re-enters another while holding it.
    @exclusivity(unchecked) var solver = Solver()
    /// Which item each group of four variables belongs to: the engine makes an item's
    /// variables together, so variable index / 4 names the item without hashing, and an item
    /// needs only its group (`LayoutItem.engineGroup`; a temporary engine keeps its own).
    @exclusivity(unchecked) var itemOfGroup: [UnownedItem?] = []
    /// An item the engine does not own: the root owns the engine, so owning the root (or the
    /// views that hold constraints on it) made a cycle. Registered items are alive: they are
    /// in the root's hierarchy, and leave the engine when they leave it.
    struct UnownedItem {
        unowned(safe) let item: LayoutItem
    }
    @exclusivity(unchecked) var temporaryGroups: [ObjectIdentifier: Int32] = [:]

    /// The solver row of each active constraint of a temporary engine (a hosted engine keeps
    /// it on the constraint: `LayoutConstraint.engineRow`).
    @exclusivity(unchecked) var temporaryRows: [ObjectIdentifier: ConstraintID] = [:]
    /// The active constraint of each solver row, by `ConstraintID.index`.
    @exclusivity(unchecked) var constraintOfRow: [LayoutConstraint?] = []
    /// Constraints whose lowering reads a view's baseline offsets (view → constraints).
    @exclusivity(unchecked) var baselineDependents: [ObjectIdentifier: [ObjectIdentifier: LayoutConstraint]] = [:]

    /// Content-size state per variable group (views only): the constraints and what they were measured at.
    @exclusivity(unchecked) var contentStates: [ContentState] = []
    /// Autoresizing rows per view.
    @exclusivity(unchecked) var autoresizingRows: [ObjectIdentifier: [ConstraintID]] = [:]
    @exclusivity(unchecked) var rootOriginRows: [ConstraintID] = []
    /// Priority-1 pins added by `exerciseAmbiguityInLayout()`.
    @exclusivity(unchecked) var exerciseRows: [ConstraintID] = []
    /// Which variables are ambiguous, by index, as of the solver's `revision` (View+Debugging.swift).
    @exclusivity(unchecked) var ambiguityCache: (revision: UInt64, ambiguous: [Bool])?
    @exclusivity(unchecked) var rootSizeConstraints: [LayoutConstraint] = []

    /// Views whose content size, autoresizing rows or guide constants the next pass syncs.
    @exclusivity(unchecked) var pendingIntrinsic = ViewQueue()
    @exclusivity(unchecked) var pendingAutoresizing = ViewQueue()
    @exclusivity(unchecked) var pendingGuides = ViewQueue()
    @exclusivity(unchecked) var needsDirectionCheck = false
    /// Views `remeasure()` checks after this pass, and whether it must check every view.
    @exclusivity(unchecked) var remeasureCandidates = ViewQueue()
    @exclusivity(unchecked) var remeasuresAll = true
    /// Views whose rectangles changed since frames were last assigned.
    @exclusivity(unchecked) var framesToAssign = ViewQueue()
    @exclusivity(unchecked) var needsEnvironment = true

    /// Problems found and recovered from, oldest first.
    @exclusivity(unchecked) var issues: [RecordedIssue] = []
    /// Set when something changed since the last pass.
    @exclusivity(unchecked) var isDirty = true
    /// A temporary engine (fitting size) leaves frames and the hierarchy alone.
    let isTemporary: Bool

    /// Names this engine in the fields it sets on items and constraints
    /// (`engineGroupOwner`, `engineRowOwner`); unlike an object identifier, never reused.
    let serial: UInt64
    private static let serials = SerialCounter(startingAfter: 0)

    init(root: View, temporary: Bool = false) {
        serial = Self.serials.next()
        self.root = root
        self.isTemporary = temporary
        // Constraints arrive one at a time as they are activated; values are read once per
        // pass (`readResults`), so the solver updates them then, not after every add.
        solver.defersValueUpdates = true
        needsEnvironment = !temporary
        // The root hosts the engine from the start, so that guides made while constraints are
        // lowered (a margins guide on first use) register with it.
        if !temporary { root.hostedEngine = self }
        let views = root.viewsInSubtree()
        // Room for every item's four variables and, per view, its constraints and up to four
        // content-size constraints: a screen of thousands of views then builds without copying
        // the solver's tables as they double.
        let items = views.reduce(0) { $0 + 1 + $1.layoutGuides.count }
        let constraints = views.reduce(0) { $0 + $1.constraints.count + $1.systemConstraints.count + 4 }
        solver.reserveCapacity(variables: 4 * items, constraints: constraints)
        constraintOfRow.reserveCapacity(constraints)
        addVariables(for: views)
        if !temporary {
            // The screen's size is there before any constraint, as a window's is in UIKit, so a
            // conflict with it breaks the user's constraint, not the screen's.
            pinRoot()
            syncEnvironment()
            // The root's margins and safe area come from its screen, known now: its guides'
            // constants are set before they are added, not changed after every constraint
            // is in, which costs a dual simplex pivot per row that the change moves.
            syncGuides(root)
        }
        activateConstraints(of: views)
    }

    /// Room for `views` more views and `constraints` more constraints (`Screen.reserveCapacity`),
    /// counted as `init` counts a tree's: four variables per view, and per view up to four
    /// content-size and four autoresizing constraints besides its own.
    func reserveCapacity(views: Int, constraints: Int) {
        let more = constraints + 8 * views
        solver.reserveCapacity(variables: solver.variableCount + 4 * views, constraints: constraintOfRow.count + more)
        constraintOfRow.reserveCapacity(constraintOfRow.count + more)
    }

    // MARK: Registration

    /// Registers views, their guides and their constraints: every item's variables first, so
    /// that constraints between them can be lowered in any order.
    func register(_ views: [View]) {
        settlePendingGuides()
        addVariables(for: views)
        activateConstraints(of: views)
    }

    func addVariables(for views: [View]) {
        for view in views {
            addVariables(for: view)
            for guide in view.layoutGuides { addVariables(for: guide) }
        }
    }

    func activateConstraints(of views: [View]) {
        // Grown once, not by doubling while thousands of views arrive: each doubling copies
        // the table into fresh pages, and at 10,000 labels the faults were a tenth of the
        // engine's share of the kernel's time.
        let groups = itemOfGroup.count
        for queue in [\LayoutEngine.pendingIntrinsic, \.pendingGuides, \.pendingAutoresizing,
                      \.framesToAssign, \.remeasureCandidates] {
            self[keyPath: queue].reserve(groups: groups, views: views.count)
        }
        if groups > contentStates.count { growContentStates(toHold: groups - 1) }
        for view in views {
            for c in view.systemConstraints { activate(c) }
            for c in view.constraints { activate(c) }
            guard let group = group(of: view) else { continue }
            pendingIntrinsic.insert(view, group: group)
            pendingGuides.insert(view, group: group)
            if view !== root { pendingAutoresizing.insert(view, group: group) }
        }
        isDirty = true
    }

    deinit {
        // The engine goes with its root, whose views may already be gone: no item is touched.
        // Fields that name this engine on surviving items and constraints stay stale (engine
        // serials are never reused). The constraints the engine installed itself let go of
        // their items, as a view's do when it goes.
        for c in rootSizeConstraints { c.holderWillDeallocate(nil) }
        for state in contentStates {
            for case let c? in state.constraints.all { c.holderWillDeallocate(nil) }
        }
    }

    // MARK: Item variables

    /// The item's variable group in this engine, nil when it is not registered here.
    func group(of item: LayoutItem) -> Int32? {
        if isTemporary { return temporaryGroups[ObjectIdentifier(item)] }
        return item.engineGroupOwner == serial ? item.engineGroup : nil
    }

    /// The item's four variables, nil when it is not registered here.
    func variables(of item: LayoutItem) -> ItemVariables? {
        group(of: item).map(Self.variables(inGroup:))
    }

    /// The four variables of variable group `group`.
    static func variables(inGroup group: Int32) -> ItemVariables {
        let base = group * 4
        return ItemVariables(x: Variable(index: base), y: Variable(index: base + 1),
                             width: Variable(index: base + 2), height: Variable(index: base + 3))
    }

    /// The registered views, in no particular order.
    var registeredViews: [View] { itemOfGroup.compactMap { $0?.item as? View } }

    // MARK: Constraint rows

    /// The solver row of `c` in this engine, nil when it is not active here.
    func solverID(of c: LayoutConstraint) -> ConstraintID? {
        if isTemporary { return temporaryRows[ObjectIdentifier(c)] }
        return c.engineRowOwner == serial ? c.engineRow : nil
    }

    func setSolverID(_ id: ConstraintID?, of c: LayoutConstraint) {
        if id == nil, let old = solverID(of: c) { constraintOfRow[Int(old.index)] = nil }
        if isTemporary {
            temporaryRows[ObjectIdentifier(c)] = id
        } else {
            c.engineRow = id
            c.engineRowOwner = id == nil ? 0 : serial
        }
        if let id { constraintOfRow.set(c, at: Int(id.index)) }
    }

    /// The active constraint whose solver row is `id`.
    func constraint(of id: ConstraintID) -> LayoutConstraint? {
        let slot = Int(id.index)
        guard slot >= 0, slot < constraintOfRow.count, let c = constraintOfRow[slot], solverID(of: c) == id else { return nil }
        return c
    }

    /// The solver rows of the active constraints, in the order they were made.
    var activeConstraintRows: [ConstraintID] {
        constraintOfRow.compactMap { $0.flatMap(solverID(of:)) }.sorted()
    }

    /// The variable's value with the solver's deferred updates applied.
    func value(of variable: Variable) -> Double {
        solver.updateValues()
        return solver.value(of: variable)
    }

    func addVariables(for item: LayoutItem) {
        guard group(of: item) == nil else { return }
        let x = solver.makeVariable()
        for _ in 1...3 { _ = solver.makeVariable() }
        let group = x.index / 4
        if isTemporary {
            temporaryGroups[ObjectIdentifier(item)] = group
        } else {
            item.engineGroup = group
            item.engineGroupOwner = serial
        }
        itemOfGroup.set(UnownedItem(item: item), at: Int(group))
    }

    /// The item whose variables include `variable`.
    func item(of variable: Variable) -> LayoutItem? {
        let group = Int(variable.index / 4)
        return group < itemOfGroup.count ? itemOfGroup[group]?.item : nil
    }

    /// `item.minX`, `item.width`, ...: a variable's name in exports and dumps, made when asked
    /// for (naming every variable up front cost a tenth of a first layout).
    func name(of variable: Variable) -> String {
        guard let item = item(of: variable), let v = variables(of: item) else {
            return solver.name(of: variable)
        }
        let attribute = switch variable {
        case v.x: "minX"
        case v.y: "minY"
        case v.width: "width"
        default: "height"
        }
        return "\(item.name ?? item.debugName).\(attribute)"
    }

    func removeVariables(for item: LayoutItem) {
        guard let group = group(of: item) else { return }
        if isTemporary {
            temporaryGroups[ObjectIdentifier(item)] = nil
        } else {
            item.engineGroup = -1
            item.engineGroupOwner = 0
        }
        itemOfGroup[Int(group)] = nil
    }

    /// The root sits at the origin; a screen gives it its size.
    func pinRoot() {
        guard let v = variables(of: root) else { return }
        if let a = try? solver.add(Cassowary.Constraint([(v.x, 1)], .equal, 0)),
           let b = try? solver.add(Cassowary.Constraint([(v.y, 1)], .equal, 0)) {
            rootOriginRows = [a, b]
        }
        needsEnvironment = true
    }

    // MARK: Events from the model

    func constraintWasActivated(_ c: LayoutConstraint) {
        activate(c)
        isDirty = true
    }

    func constraintWillBeDeactivated(_ c: LayoutConstraint) {
        deactivate(c)
        isDirty = true
    }

    func constantDidChange(_ c: LayoutConstraint) {
        guard let id = solverID(of: c), let lowered = lower(c) else { return }
        do {
            if let conflict = try solver.setConstant(lowered.constant, for: id) { report(conflict) }
        } catch {
            record(.solverFailure(constraint: c, message: error.description))
        }
        isDirty = true
    }

    /// Two constants changed together (a view's content size moves its hugging and
    /// compression resistance): one solver call, so that constraints sharing a row keep it.
    func constantsDidChange(_ first: LayoutConstraint, _ second: LayoutConstraint) {
        guard let a = solverID(of: first), let loweredA = lower(first),
              let b = solverID(of: second), let loweredB = lower(second) else {
            constantDidChange(first)
            constantDidChange(second)
            return
        }
        do {
            for conflict in try solver.setConstants((a, loweredA.constant), (b, loweredB.constant)) { report(conflict) }
        } catch {
            record(.solverFailure(constraint: first, message: error.description))
        }
        isDirty = true
    }

    func priorityDidChange(_ c: LayoutConstraint) {
        guard let id = solverID(of: c) else { return }
        do {
            if let conflict = try solver.setPriority(Priority(c.storedPriority.rawValue), for: id) { report(conflict) }
        } catch {
            record(.solverFailure(constraint: c, message: error.description))
        }
        isDirty = true
    }

    func subtreeDidMove(into view: View) {
        register(view.viewsInSubtree())
        isDirty = true
    }

    func subtreeWillLeave(_ view: View) {
        for v in view.viewsInSubtree() {
            for c in v.constraints { deactivate(c) }
            for c in v.systemConstraints { deactivate(c) }
            removeContentConstraints(of: v)
            removeAutoresizing(of: v)
            if let group = group(of: v) {
                for queue in [\LayoutEngine.pendingIntrinsic, \.pendingAutoresizing, \.pendingGuides,
                              \.remeasureCandidates, \.framesToAssign] {
                    self[keyPath: queue].remove(group: group)
                }
            }
            for g in v.layoutGuides { removeVariables(for: g) }
            removeVariables(for: v)
        }
        isDirty = true
    }

    func guideWasAdded(_ guide: LayoutGuide) {
        addVariables(for: guide)
        isDirty = true
    }

    func guideWillBeRemoved(_ guide: LayoutGuide) {
        removeVariables(for: guide)
        isDirty = true
    }

    func autoresizingDidChange(_ view: View) {
        guard view !== root else { needsEnvironment = true; isDirty = true; return }
        pendingAutoresizing.insert(view, ifRegisteredIn: self)
        isDirty = true
    }

    func intrinsicSizeDidChange(_ view: View) {
        pendingIntrinsic.insert(view, ifRegisteredIn: self)
        isDirty = true
    }

    func baselinesDidChange(_ view: View) {
        guard let dependents = baselineDependents[ObjectIdentifier(view)] else { return }
        // By solver slot, the same in every run of the same program, not in the dictionary's
        // order (which changes from run to run): the order of constant changes steers the dual
        // simplex among equal-error layouts.
        let ordered = dependents.values.sorted { (solverID(of: $0)?.index ?? .max) < (solverID(of: $1)?.index ?? .max) }
        for c in ordered { constantDidChange(c) }
    }

    func guidesDidChange(_ view: View) {
        pendingGuides.insert(view, ifRegisteredIn: self)
        isDirty = true
    }

    func environmentDidChange() {
        needsEnvironment = true
        for v in root.viewsInSubtree() { pendingGuides.insert(v, ifRegisteredIn: self) }
        isDirty = true
    }

    func directionMayHaveChanged() {
        needsDirectionCheck = true
        isDirty = true
    }

    // MARK: Adding and removing rows

    func activate(_ c: LayoutConstraint) {
        guard solverID(of: c) == nil, let lowered = lower(c) else { return }
        installed(c, Result { () throws(SolverError) in try solver.addBreakingIfUnsatisfiable(lowered) })
    }

    /// Adds `c`, a view's content size `size (relation) value`, as `lower(c)` would lower it
    /// but without resolving the view's side or building an array of terms (a third of
    /// lowering a screen of labels, and a fifth of its allocations).
    func activate(_ c: LayoutConstraint, size: Variable, _ relation: Cassowary.Relation, _ value: Double) {
        let priority = Priority(c.storedPriority.rawValue)
        installed(c, Result { () throws(SolverError) in
            try solver.addBreakingIfUnsatisfiable(1, size, relation, value, priority: priority)
        })
    }

    /// Records where the solver put `c`, or why it could not.
    private func installed(_ c: LayoutConstraint, _ added: Result<(id: ConstraintID, conflict: Conflict?), SolverError>) {
        switch added {
        case let .success((id, conflict)):
            setSolverID(id, of: c)
            if let conflict { report(conflict) }
        case let .failure(error):
            record(.solverFailure(constraint: c, message: error.description))
        }
    }

    func deactivate(_ c: LayoutConstraint) {
        let key = ObjectIdentifier(c)
        guard let id = solverID(of: c) else { return }
        setSolverID(nil, of: c)
        try? solver.remove(id)
        for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
            if let view = item as? View {
                baselineDependents[ObjectIdentifier(view.viewForFirstBaselineLayout)]?[key] = nil
                baselineDependents[ObjectIdentifier(view.viewForLastBaselineLayout)]?[key] = nil
            }
        }
    }

    func report(_ conflict: Conflict) {
        guard let broken = constraint(of: conflict.constraint) else { return }
        let others = conflict.conflictsWith.compactMap { constraint(of: $0) }
        record(.unsatisfiable(broken: broken, conflicting: others))
    }

    func record(_ issue: LayoutIssue) { issues.append(RecordedIssue(issue)) }

    /// Removes the recorded issues and returns them.
    func takeIssues() -> [LayoutIssue] {
        defer { issues.removeAll() }
        return recordedIssues
    }

    /// All recorded issues whose constraints are still alive, without clearing them.
    var recordedIssues: [LayoutIssue] { issues.compactMap(\.issue) }
}

extension Array {
    /// Sets the element at `index` of an array of optionals, growing it with nils first.
    mutating func set<Wrapped>(_ element: Wrapped, at index: Int) where Element == Wrapped? {
        // One nil at a time: rows arrive in order, so this is usually one append, and the
        // generic `append(contentsOf:)` cost a hundred instructions per activated constraint.
        while index >= count { append(nil) }
        self[index] = element
    }
}

extension LayoutEngine {
    /// The solver's tableau statistics, read inside the module that owns the engine.
    ///
    /// The engine's solver skips dynamic exclusivity checks here; a test module reading
    /// `engine.solver` itself makes a checked access to it.
    var solverStatistics: TableauStatistics { solver.statistics }

    /// The solver's pivots so far, read inside this module for the same reason.
    var solverPivotCount: Int { solver.pivotCount }
}
