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
/// rank instead of being expanded (Solver+Chains.swift): chains then cost linear space. Dense
/// columns of required equalities' markers are held once, in shared nodes
/// (Solver+SharedMarkers.swift); constraints on one expression share a row
/// (Solver+Guests.swift); required one-variable bounds may wait outside the tableau while the
/// solution satisfies them (Solver+Bounds.swift).
///
/// The objective is one row per priority level (as NSLayoutConstraint.priority documents; WWDC
/// 2015 session 219), with a level above them for broken required constraints and one above
/// that for a required row being installed: minimised strictly level by level, from the
/// highest down. Each level stores its coefficients densely by symbol and tracks no marker of a
/// required equality.
///
/// Every public operation leaves the tableau feasible and optimal, except that while
/// `defersOptimization` and `defersValueUpdates` are both set only the required levels are
/// kept optimal until values are next brought up to date. A column index (symbol → rows that
/// hold it) makes substitution, ratio tests and constant changes touch only the rows involved;
/// on a dense tableau it is dropped and every row is searched instead.
///
/// **Parts.** The state is split into parts with one job each (Parts/): symbols, the column
/// index, the rows, the objective, the queue of infeasible rows, the values and ranks of
/// unrestricted variables, the variables, the constraint records, the shared marker nodes, the
/// host chains of shared rows and the parked bounds. Each part states its invariants; in debug
/// builds every public operation ends by checking them (Solver+PartChecks.swift), and
/// `checkInvariants()` checks the whole tableau.
///
/// **Pivot rules** (Solver+Simplex.swift). The primal simplex goes level by level, highest
/// first; at a level the entering symbol has the most negative coefficient there among those
/// at zero on every higher level (Dantzig's rule). The dual simplex repairs the most negative
/// restricted row. After `degenerateStreakLimit` (16) degenerate pivots in a row both switch
/// to Bland's rule (the earliest-created symbol enters; among tied rows the earliest-created
/// basic symbol leaves), which cannot cycle. Ratio tests are Harris's two passes, and never
/// pivot on an element below `relativePivotTolerance` times its row's largest. The tableau's
/// drift from its constraints is measured after about as many pivots as it has rows; it is
/// refactored from the constraints (Solver+Refactor.swift) when the drift passes
/// `driftTolerance`, and when a loop passes its soft pivot budget (the loop then continues
/// under Bland's rule). A loop past its iteration limit reports an internal failure.
///
/// **Determinism.** Ties go to the earliest-created symbol, except that Dantzig's rule enters
/// a tied symbol few rows hold before one many rows hold (Solver+Simplex.swift). A new row's
/// subject is an unrestricted variable no other row holds, the first whose coefficient is
/// within a factor of ten of the row's largest unrestricted one, if there is one; else its
/// first unrestricted variable; else its own slack or error; else, in a row that holds already,
/// the restricted symbol that leaves the fewest entering candidates, then one that few rows
/// hold, then the newest
/// (Solver+Install.swift, Solver+Chains.swift, Solver+DegenerateSubjects.swift). A variable
/// that no constraint pins down rests at 0 when it is not basic. With the same constraints
/// added in the same order, values are the same on every run and platform.
///
/// **Tolerances**, sized for layout values (points up to about 10⁵) and checked against an
/// independent LP oracle (Tests/ConstraintSystemTests/OracleTests.swift):
/// 1. `epsilon` (1e-12, relative): a sum of two coefficients within this share of the larger
///    of them is what a cancellation left, and is dropped (`Row.cancels`); a product is kept
///    however small, since products of small multipliers are real terms. An absolute floor
///    dropped 9.9·10⁻¹³ (0.0156·0.3177·0.01·0.01 over a pivot), and the level that needed it
///    stayed 3.2·10⁷ above its optimum; at 1e-9 absolute it broke required constraints by 10⁻⁴.
/// 2. `relativePivotTolerance` (1e-7 of the row's largest coefficient): the ratio tests never
///    pivot on a smaller element. `pivotTolerance` (1e-5): a new row's subject, the row a
///    removed marker leaves and a parkable bound need a coefficient larger than this.
/// 3. `optimalityTolerance` (1e-7): a reduced cost must be below minus this to enter.
/// 4. `primalTolerance` (1e-9): how far below zero Harris's first pass lets a restricted row go.
/// 5. `feasibilityTolerance` (1e-7): the largest violation of a required constraint (and the
///    largest value of a dummy row) that still counts as satisfied.
/// 6. `driftTolerance` (1e-8, relative) and `refactorPivotTolerance` (1e-11): when the tableau
///    is rebuilt, and how small a rebuilt row may be and still count as empty.
public struct Solver: Sendable {
    /// Constants within this distance of zero are treated as zero; a coefficient summed to
    /// within this share of the terms that made it is a cancellation, and is dropped.
    public static let epsilon = 1e-12
    /// A reduced cost must be below minus this for a symbol to enter: smaller ones are noise.
    public static let optimalityTolerance = 1e-7
    /// A new row's subject and the row a removed marker leaves need a coefficient larger than
    /// this: smaller ones are rounding noise.
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

    // The parts, each with one job and its own invariants (Parts/, checked after every public
    // operation in debug builds: Solver+PartChecks.swift).
    /// Symbols: kinds, rows, owners, free list.
    var symbolTable = SymbolTable()
    /// Per symbol, the rows that may hold it.
    var columnIndex = ColumnIndex()
    /// The tableau's rows by slot.
    var rowStore = RowStore()
    /// The lexicographic objective and the symbols whose reduced costs changed.
    var objective = Objective()
    /// Restricted rows that may have gone negative, for the dual simplex.
    var infeasibleQueue = InfeasibleQueue()
    /// Ranks and values of unrestricted variables (Solver+Chains.swift).
    var valueChains = ValueChains()
    /// Variables by index, their edits and their changes.
    var variableTable = VariableTable()
    /// Constraint records by slot.
    var constraintTable = ConstraintTable()
    /// Dense marker columns, shared (Solver+SharedMarkers.swift).
    var markerStore = MarkerStore()
    /// Rows shared by constraints on one expression (Solver+Guests.swift).
    var hostChains = HostChains()
    /// Bounds waiting outside the tableau (Solver+Bounds.swift).
    var parking = ParkedBoundList()
    /// Maps the path searches reuse (Solver+RerootedPaths.swift); no state between them.
    var rerootScratch = RerootScratch()

    /// When false, unsatisfiable adds skip conflict analysis: their `Conflict` lists no other
    /// constraint. The minimality filter turns it off, and so may a caller that asks only
    /// whether constraints can hold, many times over.
    public var analyzesConflicts = true
    /// Whether required one-variable inequalities added the breaking way, during deferred
    /// updates, wait outside the tableau while the solution satisfies them (Solver+Bounds.swift).
    public var parksBounds = false
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
    /// Rows rewritten by substitution in all, for tests of how far a change reaches.
    var rowsSubstitutedCount = 0
    /// Number of times the tableau was rebuilt from the constraints, for tests and benchmarks.
    public internal(set) var refactorCount = 0
    /// Number of dual repairs undone (past their budget, or unable to repair), for tests.
    public internal(set) var undoneDualRepairs = 0
    /// Set by an ill-conditioned pivot or a refactoring: the next re-optimisation checks the
    /// required constraints at the solution (Solver+RequiredResiduals.swift).
    var requiredResidualsAreDue = false
    /// Set by the first ill-conditioned pivot and kept: from then on re-optimisations check
    /// them, every one in tableaux of up to `fullCheckRows` rows (Solver+RequiredResiduals.swift).
    var hasPivotedIllConditioned = false
    /// Set by the first pivot on an element below `levelCostPivotShare` of its row and kept:
    /// from then on re-optimisations check the required residuals as well, spaced as above.
    /// Such a pivot multiplies the rows' rounding by 10⁴ and more, in coefficients a later
    /// removal can move a variable across by 10⁶: a coefficient of 3.5·10⁻⁸ where exact
    /// arithmetic gives 0 left a required inequality 0.157 off
    /// (`required-off-two-removals-after-a-small-pivot`).
    var hasPivotedOnSmallShare = false
    /// Settled re-optimisations since whole-tableau checks were last allowed (`fullChecksAreDue`).
    var settlesSinceFullCheck = 0
    /// Set by a pivot on a small share of its row: the re-optimisation checks the levels'
    /// reduced costs against their errors' rows when it settles (Solver+LevelCosts.swift).
    var levelCostsAreDue = false
    /// Set by a pivot on an element below `driftPivotShare` of its row: the re-optimisation
    /// measures the drift when it settles (Solver+Refactor.swift).
    var driftIsDue = false
    /// Set by a removal that dropped marker terms its rows needed (`dropMarkerNoise`): the
    /// next re-optimisation rebuilds the tableau from the constraints (Solver+Refactor.swift).
    var refactorIsDue = false
    /// Set by a new row that dropped a parameter term: the next settled re-optimisation
    /// rebuilds the rows (Solver+DroppedParameters.swift).
    var droppedParameterRebuildIsDue = false
    /// Whether that is due or `droppedParameters` holds any: the settled re-optimisation looks.
    var hasDroppedParameters = false
    /// Set in a copy trying a parameter's row, which tries no other.
    var isParameterTrial = false
    /// A cap on `pivotCount`: an operation that reaches it stops with `.pivotLimitReached`,
    /// for callers that bound the work spent on one system. Nil (the default) for none.
    public var pivotLimit: Int?
    /// Parameters whose terms rows dropped as cancellations, each with the restricted row (by
    /// basic symbol) a refactoring found holding it, or −1: when one turns basic the rows are
    /// rebuilt, and each such row is tried as its row (Solver+DroppedParameters.swift).
    var droppedParameters: [(parameter: Int32, row: Int32)] = []
    /// Set by a refactoring that could not rebuild the rows because one came out restricted
    /// yet holding a parameter past rounding: that row's basic symbol and the parameter, for
    /// the settled re-optimisation to swap (Solver+DroppedParameters.swift).
    var misplacedParameter: (leaving: Int32, entering: Int32)?


    public init() {}

    /// Makes room for about `variables` variables and `constraints` constraints, so that a
    /// large build does not copy its tables each time they double (and touch fresh pages for
    /// every copy). A hint: more may be added, and an overestimate costs only address space.
    public mutating func reserveCapacity(variables: Int, constraints: Int) {
        defer { assertPartsHold() }
        // Each constraint brings up to two symbols (a slack or marker and an error) and a row.
        let symbols = variables + 2 * constraints
        symbolTable.reserveCapacity(symbols)
        // The other per-symbol tables grow to their slots now, once, rather than by a quarter
        // at a time as the symbols arrive (three growths of eight tables for ten views).
        if symbols > symbolTable.slots { growSymbolSlots(toAtLeast: symbols) }
        columnIndex.head.reserveCapacity(symbols)
        columnIndex.nodes.reserveCapacity(3 * constraints)
        objective.isCandidate.reserveCapacity(symbols)
        for l in objective.levels.indices { objective.levels[l].coefficients.reserveCapacity(symbols) }
        objective.capacityHint = max(objective.capacityHint, symbols)
        infeasibleQueue.isQueued.reserveCapacity(symbols)
        valueChains.rank.reserveCapacity(symbols)
        valueChains.value.reserveCapacity(symbols)
        valueChains.isStale.reserveCapacity(symbols)
        valueChains.stale.reserveCapacity(variables)
        valueChains.rankLog.reserveCapacity(variables)
        valueChains.sweepScratch.reserveCapacity(variables)
        variableTable.changed.reserveCapacity(variables)
        markerStore.isShared.reserveCapacity(symbols)
        variableTable.symbol.reserveCapacity(variables)
        variableTable.names.reserveCapacity(variables)
        variableTable.isChanged.reserveCapacity(variables)
        hostChains.head.reserveCapacity(variables)
        rowStore.rows.reserveCapacity(constraints)
        rowStore.stamps.reserveCapacity(constraints)
        constraintTable.records.reserveCapacity(constraints)
        constraintTable.stored.reserveCapacity(constraints)
    }

    // MARK: - Variables

    /// Makes a new unrestricted variable; `name` is used in dumps and diagnostics.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        defer { assertPartsHold() }
        revision &+= 1
        let index = Int32(variableTable.count)
        let symbol = newSymbol(.external, owner: index)
        variableTable.symbol.append(symbol)
        // Unnamed variables (a layout engine names its own) cost no string until printed.
        variableTable.names.append(name)
        variableTable.isChanged.append(false)
        hostChains.head.append(-1)
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
        defer { assertPartsHold() }
        revision &+= 1
        let first = Int32(variableTable.count)
        variableTable.symbol.append(contentsOf: newSymbols(.external, owners: first..<first + Int32(names.count)))
        variableTable.names.append(contentsOf: names)
        variableTable.isChanged.append(contentsOf: repeatElement(false, count: names.count))
        hostChains.head.append(contentsOf: repeatElement(-1, count: names.count))
        return first..<Int32(variableTable.count)
    }

    /// The name given to `variable` when it was made.
    public func name(of variable: Variable) -> String {
        isKnown(variable) ? variableName(variable.index) : "?"
    }

    /// The given name of variable `index`, or `v<index>` when it was made without one.
    func variableName(_ index: Int32) -> String {
        let name = variableTable.names[Int(index)]
        return name.isEmpty ? "v\(index)" : name
    }

    /// The number of variables made so far.
    public var variableCount: Int { variableTable.symbol.count }

    /// The variable's current value: its row evaluated through its references when basic, 0
    /// otherwise. While `defersValueUpdates` is set, the value as of the last update.
    public func value(of variable: Variable) -> Double {
        guard isKnown(variable) else { return 0 }
        let s = Int(variableTable.symbol[Int(variable.index)])
        return symbolTable.rowOf[s] >= 0 ? valueChains.value[s] : 0
    }

    /// Every variable's value, by index: `values()[i]` is `value(of:)` of variable `i`.
    ///
    /// One pass inside the solver. Read a variable at a time from another module, each value
    /// cost a call with its own checks, and reading the 81 values of a form of ten rows was a
    /// sixth of a step that moves them all.
    public func values() -> [Double] {
        let count = variableTable.symbol.count
        // Through buffers: checked subscripts of three arrays were 14 instructions a value.
        return variableTable.symbol.withUnsafeBufferPointer { symbol in
            symbolTable.rowOf.withUnsafeBufferPointer { rowOf in
                valueChains.value.withUnsafeBufferPointer { value in
                    [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
                        for v in 0..<count {
                            let s = Int(symbol[v])
                            buffer[v] = rowOf[s] >= 0 ? value[s] : 0
                        }
                        initialized = count
                    }
                }
            }
        }
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
            defer { assertPartsHold() }
            revision &+= 1
            guard !defersValueUpdates else { return }
            do {
                try completeOptimization()
                try installAllParkedBounds()
            } catch {
                parking.lateError = error
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
            defer { assertPartsHold() }
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
            parking.lateError = error
        }
    }

    /// Brings every value up to date (see `defersValueUpdates`), settling parked bounds first
    /// (their conflicts wait for `settleBounds()`).
    public mutating func updateValues() {
        defer { assertPartsHold() }
        completeOptimizationForValues()
        settleBoundsForValues()
        refreshValues()
    }

    /// Variables whose values may have changed since the last call, in first-change order.
    ///
    /// Layout engines use this to update only the frames that moved.
    public mutating func takeChangedVariables() -> [Variable] {
        defer { assertPartsHold() }
        completeOptimizationForValues()
        settleBoundsForValues()
        refreshValues()
        let result = variableTable.changed.map { Variable(index: $0) }
        for v in variableTable.changed { variableTable.isChanged[Int(v)] = false }
        variableTable.changed.removeAll(keepingCapacity: true)
        return result
    }

    @inline(__always)
    func isKnown(_ variable: Variable) -> Bool {
        variable.index >= 0 && Int(variable.index) < variableTable.symbol.count
    }
}
