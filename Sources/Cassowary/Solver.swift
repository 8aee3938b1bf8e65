/// A handle to a constraint in one `Solver`; stale handles are detected by generation.
public struct ConstraintID: Hashable, Sendable, Comparable {
    public let index: Int32
    let generation: UInt32

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}

/// An incremental Cassowary solver with Auto Layout's lexicographic priorities.
///
/// The tableau is kept in the Cassowary paper's augmented simplex form (Badros, Borning and
/// Stuckey 2001): rows whose basic symbol is an unrestricted (external) variable, and rows whose
/// basic symbol is restricted (slack, error, dummy) and that contain only restricted symbols.
/// Unlike the paper, unrestricted rows may refer to other basic unrestricted variables of lower
/// rank instead of being expanded (Solver+Chains.swift): chains then cost linear space.
/// The objective is one row per priority level (as NSLayoutConstraint.priority documents; WWDC 2015
/// session 219): minimised strictly level by level, from the highest priority down. Each level
/// stores its coefficients densely by symbol.
///
/// Every mutation leaves the tableau feasible and optimal. A column index (symbol → rows that
/// hold it) makes substitution, ratio tests and constant changes touch only the rows involved.
///
/// **Pivot rules** (Solver+Simplex.swift). The primal simplex enters the symbol with the most
/// negative reduced cost and the dual simplex leaves the most negative row; after
/// `degenerateStreakLimit` degenerate pivots in a row both switch to Bland's rule (earliest-created
/// symbol enters, earliest-created basic symbol leaves), which cannot cycle. Ratio tests are
/// Harris's two passes. A tableau that drifts from its constraints is refactored from them
/// (Solver+Refactor.swift); a loop that still does not finish reports an internal failure.
///
/// **Determinism.** Ties go to the earliest-created symbol. A new row's subject is an
/// unrestricted variable no other row holds if there is one, else its earliest-created
/// unrestricted variable. A variable that no constraint pins down rests at 0 when it is not
/// basic. With the same constraints added in the same order, values are the same on every run
/// and platform.
///
/// **Tolerances**, sized for layout values (points up to about 10⁵) and checked against an
/// independent LP oracle (Tests/ConstraintSystemTests/OracleTests.swift):
/// 1. `epsilon` (1e-12): coefficients this close to zero are dropped. Values reach 10⁵, so a
///    dropped coefficient moves a row by up to 10⁵ times this; at 1e-9 that broke required
///    constraints by 10⁻⁴ on systems with constants from 1e-3 to 1e5.
/// 2. `pivotTolerance` (1e-5) and `relativePivotTolerance` (1e-7 of the row's largest
///    coefficient): never pivot on a smaller element.
/// 3. `optimalityTolerance` (1e-7): a reduced cost must be below minus this to enter.
/// 4. `primalTolerance` (1e-9): how far below zero Harris's first pass lets a restricted row go.
/// A required constraint counts as satisfiable when its minimal violation is at most
/// `feasibilityTolerance` (1e-7).
public struct Solver: Sendable {
    /// Coefficients and constants within this distance of zero are treated as zero.
    public static let epsilon = 1e-12
    /// A reduced cost must be below minus this for a symbol to enter: smaller ones are noise.
    public static let optimalityTolerance = 1e-7
    /// Pivot elements must exceed this in magnitude; smaller coefficients are rounding noise.
    public static let pivotTolerance = 1e-5
    /// The largest violation of a required constraint that still counts as satisfied.
    public static let feasibilityTolerance = 1e-7
    /// A restricted row's constant counts as non-negative down to minus this: Harris's ratio
    /// test lets rows settle that far below zero instead of pivoting on small elements.
    static let primalTolerance = 1e-9
    /// Pivot elements below this fraction of their row's largest coefficient are never used.
    static let relativePivotTolerance = 1e-7

    // Objective level keys above and below the (0, 1000) range of optional priorities.
    static let pendingLevel = 1002.0
    static let brokenLevel = 1001.0
    static let probeLevel = -1.0

    /// One entry of a column list: a row slot that may hold the symbol, and the next entry.
    struct ColumnNode: Sendable {
        var row: Int32
        var next: Int32
    }

    /// What kind of symbol an index denotes.
    enum SymbolKind: UInt8 {
        /// A user variable: unrestricted in sign.
        case external
        /// The slack of an inequality: restricted to ≥ 0.
        case slack
        /// An error term of an optional or broken constraint: ≥ 0 and minimised.
        case error
        /// The marker of a required equality: restricted to exactly 0.
        case dummy
    }

    /// A constraint as installed: the symbols that represent it (its definition is in
    /// `constraintOfRecord`, at the same slot).
    ///
    /// The fields are ordered widest first, so that the record packs into 64 bytes of plain
    /// data: a layout holds about six per view, and a 10,000-label screen reserves them all up
    /// front.
    struct Record: Sendable {
        enum State: UInt8 { case required, optional, broken, removed, parked }
        /// Order of installation, for listing conflicts in creation order.
        var sequence: UInt64 = 0
        var levelKey: Double = 0
        /// Error symbols minimised at `levelKey` (none for required constraints).
        var errors: ErrorSymbols = []
        /// The symbol whose shift emulates a constant change (slack, dummy or positive error).
        var marker: Int32 = -1
        var generation: UInt32 = 0
        /// For a guest sharing another record's row (Solver+Guests.swift): that host's slot.
        var host: Int32 = -1
        /// For a host: its first guest. For a guest: the next guest of the same host.
        var firstGuest: Int32 = -1
        var nextGuest: Int32 = -1
        /// For a parked bound (Solver+Bounds.swift): its position in `parkedBounds`.
        var parkedIndex: Int32 = -1
        /// For a listed host: the next and previous hosts on its chain (Solver+Guests.swift).
        var nextHost: Int32 = -1
        var previousHost: Int32 = -1
        var state: State = .removed
        /// The marker's coefficient in the row as first built (before its sign is normalised):
        /// +1 or -1.
        var markerSign: Int8 = 1
        /// Whether the record is a host listed on its chain.
        var isHost = false
        /// Whether the record may share a row (edit constraints may not).
        var sharesRows = true
        /// For a required record with a pending or broken pair of errors: the row holds
        /// `-errorSign·e⁺ + errorSign·e⁻` beside its constraint (Solver+Refactor.swift).
        var errorSign: Int8 = 1
    }

    /// A constraint's error symbols: none (required), one (an optional inequality) or two (an
    /// optional equality's pair), stored inline.
    ///
    /// An array here cost one allocation per optional constraint; a screen of labels has four
    /// of them per label (hugging and compression resistance), built and freed with it.
    struct ErrorSymbols: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
        private var first: Int32 = -1
        private var second: Int32 = -1
        private var stored: UInt8 = 0

        init(arrayLiteral elements: Int32...) {
            assert(elements.count <= 2, "a constraint has at most two error symbols")
            stored = UInt8(Swift.min(elements.count, 2))
            if let e = elements.first { first = e }
            if elements.count > 1 { second = elements[1] }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { Int(stored) }
        subscript(position: Int) -> Int32 { position == 0 ? first : second }
    }

    /// One priority level of the objective: `value = constant + Σ coefficients[s]·s`.
    struct Level: Sendable {
        var key: Double
        var constant: Double = 0
        var coefficients: [Double]
        /// Number of error symbols registered at this level; an unused level is dropped.
        var users: Int = 0
        /// For the pending level only: every symbol whose coefficient it changed.
        var touched: [Int32] = []
    }

    // Symbols, by index.
    var kinds: [SymbolKind] = []
    var rowOf: [Int32] = []
    /// For an external symbol its variable index; for the others their constraint record.
    var owner: [Int32] = []
    var freeSymbols: [Int32] = []

    // Column index: per symbol a singly linked list of row slots that may hold it. Entries go
    // stale when a term cancels or a row is dropped; walking a list drops stale entries, and an
    // incremental sweep of every list runs while the nodes in use outgrow twice the terms in the
    // tableau (so stale entries of never-walked columns cannot pile up).
    var columnHead: [Int32] = []
    var nodes: [ColumnNode] = []
    var freeNode: Int32 = -1
    var nodesInUse = 0
    /// The column where the next step of the sweep starts.
    var sweepCursor = 0
    /// The number of terms in all rows: each has one live node; the rest of the nodes are stale.
    var liveTerms = 0
    /// Whether the column lists are kept; on a dense tableau they are not, and a column is
    /// found by looking in every row (Solver+Tableau.swift, `updateColumnIndexing`).
    var indexesColumns = true

    // Rows, by slot.
    var rows: [Row] = []
    /// A buffer for merging long rows (`Row.mergeAdd`), kept between merges.
    var termScratch: [Term] = []
    var freeRows: [Int32] = []
    var rowStamp: [UInt32] = []
    var stamp: UInt32 = 0

    // The lexicographic objective, levels sorted by descending key.
    var levels: [Level] = []
    /// Symbols whose objective coefficients changed since the last optimisation.
    var candidates: [Int32] = []
    var isCandidate: [Bool] = []
    /// Restricted basic symbols whose rows may have gone negative (for the dual simplex), each
    /// once: `isQueued` marks them.
    var infeasible: [Int32] = []
    var isQueued: [Bool] = []

    /// The pending level's coefficients, zeroed, kept between adds: a required row without a
    /// feasible subject opens the pending level, and a fresh array per add would cost O(symbols).
    var sparePendingCoefficients: [Double] = []

    // Unrestricted rows refer to other basic unrestricted variables (Solver+Chains.swift).
    /// Per symbol: the rank that orders a basic unrestricted variable after its references.
    var rank: [Double] = []
    var topRank = 0.0
    /// Per symbol: an unrestricted variable's value as last evaluated (0 when non-basic).
    var externalValue: [Double] = []
    var isStale: [Bool] = []
    var stale = RankHeap()
    /// Every rank handed out, in increasing order, with the symbol it went to, and how many
    /// values the last refresh evaluated (Solver+ValueSweep.swift).
    var rankLog: [(symbol: Int32, rank: Double)] = []
    var lastRefreshCount = 0

    // Variables, by index.
    var variableSymbol: [Int32] = []
    var variableNames: [String] = []
    var edits: [Int32: ConstraintID] = [:]
    var changed: [Int32] = []
    var isChanged: [Bool] = []

    // Constraints, by record slot.
    var records: [Record] = []
    /// Each record's constraint, kept apart so that a `Record` is plain data: reading a field of
    /// one then copies no array reference (retaining and releasing the constraint's terms for
    /// every field read was a twentieth of a first layout).
    var constraintOfRecord: [StoredConstraint] = []
    /// The terms of the stored constraints with more than three, by record slot.
    var longTerms: [Int32: [(variable: Variable, coefficient: Double)]] = [:]
    var freeRecords: [Int32] = []
    var nextSequence: UInt64 = 0

    /// When false, unsatisfiable adds skip conflict analysis: their `Conflict` lists no other
    /// constraint. The minimality filter turns it off, and so may a caller that asks only
    /// whether constraints can hold, many times over.
    public var analyzesConflicts = true
    /// Set when the probe level of `valueRange(of:)` turned out unbounded.
    var probeUnbounded = false
    /// The symbols `reserveCapacity` made room for: a level made later reserves as many.
    var symbolCapacityHint = 0
    /// Number of pivots performed, for benchmarks and tests of incrementality.
    public internal(set) var pivotCount = 0
    /// Bumped by every public method that can change the tableau (bringing values up to date
    /// only does when bounds are parked): a caller may keep what it derived from the tableau
    /// (the ambiguous variables of a layout) while this stays the same.
    public internal(set) var revision: UInt64 = 0
    /// Pivots since the tableau was last rebuilt, and since its drift was last measured
    /// (Solver+Refactor.swift).
    var pivotsSinceRefactor = 0
    var pivotsSinceDriftCheck = 0
    /// Rows rewritten by substitution (by pivots and by new rows' subjects) since then.
    var rowsRewrittenSinceDriftCheck = 0
    /// Number of times the tableau was rebuilt from the constraints, for tests and benchmarks.
    public internal(set) var refactorCount = 0
    /// A cap on `pivotCount`: an operation that reaches it stops with `.pivotLimitReached`,
    /// for callers that bound the work spent on one system. Nil (the default) for none.
    public var pivotLimit: Int?

    // Dense marker columns, shared (Solver+SharedMarkers.swift).
    var markerNodes: [MarkerNode] = []
    var freeMarkerNodes: [Int32] = []
    var markerNodesInUse = 0
    var markerNodesAtLastCollection = 0
    /// Per symbol: a marker some node holds (its symbol is never reused).
    var isShared: [Bool] = []
    /// Whether some row may hold shared parts.
    var hasSharedRows = false
    // Per node, for one query at a time: a value, and stamps saying it is computed or visited.
    var nodeValue: [Double] = []
    var nodeValueStamp: [UInt32] = []
    var nodeVisitStamp: [UInt32] = []
    var nodeStamp: UInt32 = 0

    /// A buffer for the row slots of one column while the loop over them changes the solver
    /// (`takeColumnScratch()`): a step of a small screen walked a dozen columns, and a fresh
    /// array for each was a tenth of its time.
    var columnScratch: [Int32] = []
    /// A buffer for the stale symbols of one value sweep (Solver+ValueSweep.swift).
    var sweepScratch: [Int32] = []

    // Rows shared by constraints on one expression (Solver+Guests.swift).
    /// Per variable: the newest host listed on its chain (-1 for none).
    var hostChainHead: [Int32] = []
    /// When false, every constraint gets a row of its own (tests compare both ways).
    var sharesRows = true

    // Bounds waiting outside the tableau (Solver+Bounds.swift).
    /// Whether required one-variable inequalities added the breaking way, during deferred
    /// updates, wait outside the tableau while the solution satisfies them.
    public var parksBounds = false
    var parkedBounds: [ParkedBound] = []
    /// What settling found while bringing values up to date, for the next `settleBounds()`.
    var lateConflicts: [Conflict] = []
    var lateError: SolverError?

    public init() {}

    /// Makes room for about `variables` variables and `constraints` constraints, so that a
    /// large build does not copy its tables each time they double (and touch fresh pages for
    /// every copy). A hint: more may be added, and an overestimate costs only address space.
    public mutating func reserveCapacity(variables: Int, constraints: Int) {
        // Each constraint brings up to two symbols (a slack or marker and an error) and a row.
        let symbols = variables + 2 * constraints
        kinds.reserveCapacity(symbols)
        rowOf.reserveCapacity(symbols)
        owner.reserveCapacity(symbols)
        columnHead.reserveCapacity(symbols)
        isCandidate.reserveCapacity(symbols)
        rank.reserveCapacity(symbols)
        externalValue.reserveCapacity(symbols)
        isStale.reserveCapacity(symbols)
        isShared.reserveCapacity(symbols)
        isQueued.reserveCapacity(symbols)
        for l in levels.indices { levels[l].coefficients.reserveCapacity(symbols) }
        symbolCapacityHint = max(symbolCapacityHint, symbols)
        variableSymbol.reserveCapacity(variables)
        variableNames.reserveCapacity(variables)
        isChanged.reserveCapacity(variables)
        rows.reserveCapacity(constraints)
        rowStamp.reserveCapacity(constraints)
        records.reserveCapacity(constraints)
        constraintOfRecord.reserveCapacity(constraints)
        nodes.reserveCapacity(3 * constraints)
        stale.reserveCapacity(variables)
        hostChainHead.reserveCapacity(variables)
    }

    // MARK: - Variables

    /// Makes a new unrestricted variable; `name` is used in dumps and diagnostics.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        revision &+= 1
        let index = Int32(variableSymbol.count)
        let symbol = newSymbol(.external, owner: index)
        variableSymbol.append(symbol)
        // Unnamed variables (a layout engine names its own) cost no string until printed.
        variableNames.append(name)
        isChanged.append(false)
        hostChainHead.append(-1)
        return Variable(index: index)
    }

    /// Makes one unrestricted variable per name, in order, as `makeVariable` does for each:
    /// their indices are consecutive, returned as a range.
    ///
    /// Each table grows once for all of them. Made one at a time, every variable appended to a
    /// dozen tables, each append checking that the table is not shared; for a screen of ten
    /// views that was a tenth of its build.
    @discardableResult
    public mutating func makeVariables(_ names: [String]) -> Range<Int32> {
        revision &+= 1
        let first = Int32(variableSymbol.count)
        variableSymbol.append(contentsOf: newSymbols(.external, owners: first..<first + Int32(names.count)))
        variableNames.append(contentsOf: names)
        isChanged.append(contentsOf: repeatElement(false, count: names.count))
        hostChainHead.append(contentsOf: repeatElement(-1, count: names.count))
        return first..<Int32(variableSymbol.count)
    }

    /// The name given to `variable` when it was made.
    public func name(of variable: Variable) -> String {
        isKnown(variable) ? variableName(variable.index) : "?"
    }

    /// The given name of variable `index`, or `v<index>` when it was made without one.
    func variableName(_ index: Int32) -> String {
        let name = variableNames[Int(index)]
        return name.isEmpty ? "v\(index)" : name
    }

    /// The number of variables made so far.
    public var variableCount: Int { variableSymbol.count }

    /// The variable's current value: its row evaluated through its references when basic, 0
    /// otherwise. While `defersValueUpdates` is set, the value as of the last update.
    public func value(of variable: Variable) -> Double {
        guard isKnown(variable) else { return 0 }
        let s = Int(variableSymbol[Int(variable.index)])
        return rowOf[s] >= 0 ? externalValue[s] : 0
    }

    /// Whether values wait for `updateValues()` instead of following every change.
    ///
    /// Each add, removal, suggestion or constant change re-evaluates the values downstream of
    /// what it changed (Solver+Chains.swift). Building a chain of N views top-down changes
    /// the rows above it N times, and with every view's content size arriving last, each one
    /// moves every view below it: N² evaluations, most of them overwritten before anyone reads
    /// them (a 1,000-row form spent two thirds of its build there). A layout pass or a batch
    /// of adds sets this, then reads values after one update, as kiwi's `updateVariables()`.
    /// Setting it back to false updates the values.
    public var defersValueUpdates = false {
        didSet {
            revision &+= 1
            guard !defersValueUpdates else { return }
            do {
                try completeOptimization()
                try installAllParkedBounds()
            } catch {
                lateError = error
            }
            refreshValues()
        }
    }

    /// Whether, while `defersValueUpdates` is also set, adds and removals keep only the
    /// required constraints satisfied, and the priorities are optimised once, when values are
    /// next brought up to date.
    ///
    /// Re-optimising every level after every add is what an incremental solver promises, and
    /// what a batch of adds does not need: values are read after the batch. On dense systems
    /// each add of an optional constraint moved the optimum of every level below it, and a
    /// build of 500 random constraints on 250 variables paid 32 pivots an add. Set it for a
    /// build; `updateValues()`, `takeChangedVariables()`, `settleBounds()`, a constant change or
    /// a suggestion (which repair an optimal tableau) and turning either flag off optimise
    /// first. Conflicts are found and broken as the adds arrive either way: they depend on the
    /// required constraints alone.
    public var defersOptimization = false {
        didSet {
            guard !defersOptimization else { return }
            completeOptimizationForValues()
        }
    }

    /// Whether optional levels wait for `completeOptimization()`.
    var optimizationIsDue = false

    /// Whether `optimize()` now keeps only the required constraints satisfied.
    var isDeferringOptimization: Bool { defersOptimization && defersValueUpdates }

    /// Optimises every level if adds or removals left them waiting (`defersOptimization`).
    mutating func completeOptimization() throws(SolverError) {
        guard optimizationIsDue else { return }
        optimizationIsDue = false
        revision &+= 1
        try reoptimize(requiredOnly: false)
    }

    /// `completeOptimization()` where no error can be thrown: one waits for `settleBounds()`.
    mutating func completeOptimizationForValues() {
        do {
            try completeOptimization()
        } catch {
            lateError = error
        }
    }

    /// Brings every value up to date (see `defersValueUpdates`), settling parked bounds first
    /// (their conflicts wait for `settleBounds()`).
    public mutating func updateValues() {
        completeOptimizationForValues()
        settleBoundsForValues()
        refreshValues()
    }

    /// Variables whose values may have changed since the last call, in first-change order.
    ///
    /// Layout engines use this to update only the frames that moved.
    public mutating func takeChangedVariables() -> [Variable] {
        completeOptimizationForValues()
        settleBoundsForValues()
        refreshValues()
        let result = changed.map { Variable(index: $0) }
        for v in changed { isChanged[Int(v)] = false }
        changed.removeAll(keepingCapacity: true)
        return result
    }

    func isKnown(_ variable: Variable) -> Bool {
        variable.index >= 0 && Int(variable.index) < variableSymbol.count
    }

    // MARK: - Constraints

    /// Adds a constraint, or throws `.unsatisfiable` and leaves the solver as it was.
    ///
    /// "As it was" means the same constraints and, where they determine the solution, the same
    /// values. Where the layout is ambiguous the tie-break may land on another optimum.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        try add(constraint, sharesRows: true)
    }

    /// `add`, for a constraint that may or may not share a row (Solver+Guests.swift).
    mutating func add(_ constraint: Constraint, sharesRows: Bool) throws(SolverError) -> ConstraintID {
        revision &+= 1
        try validate(constraint)
        // Whether a required one can hold depends on every bound: parked ones go in first.
        if constraint.priority.isRequired { try installAllParkedBounds() }
        let slot = makeRecord(constraint)
        records[slot].sharesRows = sharesRows
        switch install(slot, breakIfUnsatisfiable: false) {
        case .success: return id(of: slot)
        case .failure(let error):
            releaseRecord(slot)
            throw error
        }
    }

    /// Adds a constraint; an unsatisfiable required one is kept broken, as UIKit recovers.
    ///
    /// A broken constraint keeps an error term at a level above every optional priority, so its
    /// violation is still minimised, as UIKit's recovery keeps it. It heals (becomes required
    /// again) once the constraints it conflicted with are removed.
    public mutating func addBreakingIfUnsatisfiable(
        _ constraint: Constraint
    ) throws(SolverError) -> (id: ConstraintID, conflict: Conflict?) {
        try validate(constraint)
        return try addBreakingIfUnsatisfiable(record: makeRecord(constraint))
    }

    /// `coefficient × variable (relation) constant` at `priority`, added as
    /// `addBreakingIfUnsatisfiable(_:)` adds a constraint, without an array of terms: a view's
    /// content size is four of these, and their arrays were a fifth of its allocations.
    public mutating func addBreakingIfUnsatisfiable(
        _ coefficient: Double, _ variable: Variable, _ relation: Relation, _ constant: Double, priority: Priority
    ) throws(SolverError) -> (id: ConstraintID, conflict: Conflict?) {
        try validate(priority: priority, constant: constant)
        try validate(coefficient, variable)
        let stored = StoredConstraint(coefficient, variable, relation, constant, priority: priority)
        return try addBreakingIfUnsatisfiable(record: makeRecord(stored))
    }

    /// Installs the new record `slot` the breaking way (or parks it), releasing it on failure.
    mutating func addBreakingIfUnsatisfiable(record slot: Int) throws(SolverError) -> (id: ConstraintID, conflict: Conflict?) {
        revision &+= 1
        if isParkable(slot) {
            park(slot)
            return (id(of: slot), nil)
        }
        switch install(slot, breakIfUnsatisfiable: true) {
        case .success(let conflict): return (id(of: slot), conflict)
        case .failure(let error):
            releaseRecord(slot)
            throw error
        }
    }

    /// Removes a constraint; the remaining ones are re-optimised incrementally.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        revision &+= 1
        let slot = try recordSlot(id)
        try uninstall(slot)
        releaseRecord(slot)
        try healBrokenConstraints()
    }

    /// Whether `id` names a constraint in this solver.
    public func contains(_ id: ConstraintID) -> Bool { (try? recordSlot(id)) != nil }

    /// The constraint as currently installed (its constant reflects `setConstant`).
    public func constraint(_ id: ConstraintID) throws(SolverError) -> Constraint {
        constraint(ofRecord: try recordSlot(id))
    }

    /// Whether the constraint is a broken required constraint.
    public func isBroken(_ id: ConstraintID) -> Bool {
        guard let slot = try? recordSlot(id) else { return false }
        return records[slot].state == .broken
    }

    /// Required constraints currently broken, in creation order.
    public var brokenConstraints: [ConstraintID] {
        records.indices.filter { records[$0].state == .broken }
            .sorted { records[$0].sequence < records[$1].sequence }
            .map { id(of: $0) }
    }

    /// Changes the constant (right-hand side) of a constraint in place.
    ///
    /// This is UIKit's `constraint.constant = x`: the marker symbol is shifted and a dual
    /// simplex repairs feasibility, touching only the rows that hold the marker. If a required
    /// constraint can no longer hold, it is broken and the conflict returned.
    @discardableResult
    public mutating func setConstant(_ value: Double, for id: ConstraintID) throws(SolverError) -> Conflict? {
        revision &+= 1
        guard value.isFinite else { throw .nonFinite(what: "constant", value: value) }
        let slot = try recordSlot(id)
        try completeOptimization()
        return try changeConstant(slot, to: value)
    }

    /// Changes the constants of several constraints at once, returning the conflicts of
    /// required ones that could no longer hold (each then broken, as `setConstant` does).
    ///
    /// Constraints on one expression share a row (Solver+Guests.swift): when the changes move a
    /// whole shared row to one new expression, it moves in one shift and stays shared. The
    /// other changes are made one by one, in the order given.
    @discardableResult
    public mutating func setConstants(_ changes: [(id: ConstraintID, constant: Double)]) throws(SolverError) -> [Conflict] {
        revision &+= 1
        var slots: [(slot: Int, constant: Double)] = []
        for (id, value) in changes {
            guard value.isFinite else { throw .nonFinite(what: "constant", value: value) }
            slots.append((try recordSlot(id), value))
        }
        try completeOptimization()
        var moved: [Int] = []
        for (slot, value) in slots {
            // A whole shared row moving to one expression: its guests' constants are set here.
            guard !moved.contains(slot), guestsMoveTogether(host: slot, to: value, in: slots) else { continue }
            var g = Int(records[slot].firstGuest)
            while g >= 0 {
                moved.append(g)
                g = Int(records[g].nextGuest)
            }
            moved.append(slot)
            try moveSharedRow(host: slot, to: value)
        }
        var conflicts: [Conflict] = []
        for (slot, value) in slots where !moved.contains(slot) {
            if let conflict = try changeConstant(slot, to: value) { conflicts.append(conflict) }
        }
        return conflicts
    }

    /// `setConstants` for two constraints, without building lists: a view's content size
    /// moves its hugging and compression resistance together, and they share a row.
    @discardableResult
    public mutating func setConstants(_ first: (id: ConstraintID, constant: Double),
                                      _ second: (id: ConstraintID, constant: Double)) throws(SolverError) -> [Conflict] {
        revision &+= 1
        guard first.constant.isFinite else { throw .nonFinite(what: "constant", value: first.constant) }
        guard second.constant.isFinite else { throw .nonFinite(what: "constant", value: second.constant) }
        let a = try recordSlot(first.id), b = try recordSlot(second.id)
        try completeOptimization()
        if guestMovesTogether(host: a, to: first.constant, guest: b, to: second.constant) {
            try moveSharedRow(host: a, to: first.constant)
            return []
        }
        if guestMovesTogether(host: b, to: second.constant, guest: a, to: first.constant) {
            try moveSharedRow(host: b, to: second.constant)
            return []
        }
        let conflicts = [try changeConstant(a, to: first.constant), try changeConstant(b, to: second.constant)]
        return conflicts.compactMap { $0 }
    }

    /// Changes a constraint's priority: remove and re-add, as required ↔ optional changes are.
    @discardableResult
    public mutating func setPriority(_ priority: Priority, for id: ConstraintID) throws(SolverError) -> Conflict? {
        revision &+= 1
        let slot = try recordSlot(id)
        var constraint = constraint(ofRecord: slot)
        constraint.priority = priority
        try validate(constraint)
        try uninstall(slot)
        store(constraint, inRecord: slot)
        switch install(slot, breakIfUnsatisfiable: true) {
        case .success(let conflict):
            try healBrokenConstraints()
            return conflict
        case .failure(let error): throw error
        }
    }

    // MARK: - Edit variables

    /// Makes `variable` editable at `priority`: `suggestValue` then moves it.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard isKnown(variable) else { throw .unknownVariable(variable) }
        guard edits[variable.index] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        try completeOptimization()
        refreshValues()
        // Its constant moves on every suggestion: it keeps a row of its own.
        let id = try add(Constraint([(variable, 1)], .equal, value(of: variable), priority: priority), sharesRows: false)
        edits[variable.index] = id
    }

    /// Removes the edit of `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        revision &+= 1
        guard let id = edits[variable.index] else { throw .unknownEditVariable(variable) }
        edits[variable.index] = nil
        try remove(id)
    }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.index] != nil }

    /// Suggests a value for an edit variable and re-solves (a dual re-optimisation).
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        revision &+= 1
        guard let id = edits[variable.index] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFinite(what: "suggested value", value: value) }
        try completeOptimization()
        _ = try changeConstant(try recordSlot(id), to: value)
    }

    // MARK: - Objective

    /// The total error at each priority level, highest first: what the solver minimised.
    ///
    /// Broken required constraints report at priority 1000.
    public var levelErrors: [(priority: Double, error: Double)] {
        levels.filter { $0.key > 0 && $0.key != Self.pendingLevel }.map {
            ($0.key == Self.brokenLevel ? 1000 : $0.key, max(0, $0.constant))
        }
    }

    // MARK: - Records

    func validate(_ constraint: Constraint) throws(SolverError) {
        try validate(priority: constraint.priority, constant: constraint.constant)
        for term in constraint.terms { try validate(term.coefficient, term.variable) }
    }

    /// A priority in (0, 1000] and a finite constant.
    func validate(priority: Priority, constant: Double) throws(SolverError) {
        let p = priority.value
        guard p.isFinite, p > 0, p <= 1000 else { throw .invalidPriority(p) }
        guard constant.isFinite else { throw .nonFinite(what: "constant", value: constant) }
    }

    /// A term: a variable of this solver, a finite coefficient.
    func validate(_ coefficient: Double, _ variable: Variable) throws(SolverError) {
        guard isKnown(variable) else { throw .unknownVariable(variable) }
        guard coefficient.isFinite else {
            throw .nonFinite(what: "coefficient of \(name(of: variable))", value: coefficient)
        }
    }

    mutating func makeRecord(_ constraint: Constraint) -> Int {
        let slot = makeRecord(StoredConstraint(constraint))
        if constraint.terms.count > 3 { longTerms[Int32(slot)] = constraint.terms }
        return slot
    }

    /// A record for `stored` (its long terms, if any, are the caller's to file).
    mutating func makeRecord(_ stored: StoredConstraint) -> Int {
        nextSequence += 1
        if let slot = freeRecords.popLast() {
            let s = Int(slot)
            store(stored, inRecord: s)
            records[s].generation &+= 1
            records[s].sequence = nextSequence
            records[s].host = -1
            records[s].firstGuest = -1
            records[s].nextGuest = -1
            records[s].isHost = false
            records[s].sharesRows = true
            return s
        }
        records.append(Record(sequence: nextSequence))
        store(stored, inRecord: records.count - 1)
        return records.count - 1
    }

    mutating func releaseRecord(_ slot: Int) {
        unregisterHost(slot)
        records[slot].state = .removed
        records[slot].errors = []
        records[slot].marker = -1
        records[slot].generation &+= 1
        freeRecords.append(Int32(slot))
    }

    func id(of slot: Int) -> ConstraintID {
        ConstraintID(index: Int32(slot), generation: records[slot].generation)
    }

    func recordSlot(_ id: ConstraintID) throws(SolverError) -> Int {
        let slot = Int(id.index)
        guard slot >= 0, slot < records.count, records[slot].generation == id.generation,
              records[slot].state != .removed else { throw .unknownConstraint(id) }
        return slot
    }
}
