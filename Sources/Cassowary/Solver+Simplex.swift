/// The primal and dual simplex over the lexicographic objective, and their ratio tests.
///
/// **Termination.** Both loops pick their pivots by a fast rule (Dantzig's most negative
/// reduced cost for the primal, the most negative row for the dual) and switch to Bland's rule
/// (the earliest-created symbol enters; among tied rows the earliest-created basic symbol
/// leaves) after `degenerateStreakLimit` pivots in a row that leave the objective unchanged.
/// Cycling needs degenerate pivots only, and Bland's rule cannot cycle, so in exact arithmetic
/// both loops end. Within the tolerances two levels could take each other's steps back, so
/// the primal pass refuses a pivot that would make a level above read not optimal
/// (`unsettlesLevelAbove`). In floating point a drifting tableau can still wander: a loop
/// that reaches `softPivotBudget` pivots refactors the tableau (Solver+Refactor.swift) and
/// continues under Bland's rule; one that reaches `iterationLimit` gives up with an internal
/// failure.
///
/// **Ratio tests** are Harris's two passes: the first finds the largest step that keeps every
/// row within its tolerance of feasibility (dual: every reduced cost within its tolerance of
/// optimality), the second takes, among the rows (symbols) that step reaches first, the one with
/// the largest pivot element. A pivot on a small element multiplies every rounding error in
/// the tableau by its inverse; the textbook minimum-ratio rule takes whichever row comes first
/// even when its element is 10⁻⁵ of the row's, and on random systems of 150 variables that grew
/// rows to 10¹² within a thousand pivots. Elements below `relativePivotTolerance` times their
/// row's largest coefficient are pivoted on only by the primal ratio test, and only when they
/// are at least `columnPivotShare` of the largest in their column: the growth a pivot causes
/// in the other rows is the column's ratio to the element. On nearly parallel rows (largest
/// coefficients of 10⁶ to 10⁸ beside a column of ±0.3 to ±2) the row test alone refused every
/// element, and the level stopped short with a reduced cost of -0.15. When every bounding row
/// was refused, the primal pass tries the refused pivot and keeps it only if the tableau
/// rebuilt from the constraints confirms it (Solver+RefusedPivots.swift); so too when a level
/// reads optimal above 0 while a reduced cost within `optimalityTolerance` would make a real
/// gain on its step (`pivotOnSmallCost`), or on the steps after it (Solver+SmallCostChains.swift).
extension Solver {
    // MARK: - Budgets

    /// The pivot limit of one loop: past it the loop gives up with an internal failure.
    var iterationLimit: Int { 1000 + 50 * (rowStore.rows.count + symbolCount) }

    /// Pivots after which one loop refactors the tableau and continues under Bland's rule.
    ///
    /// The simplex typically needs one to three pivots per row; a loop four times past that is
    /// either cycling or steering on drifted coefficients.
    var softPivotBudget: Int { 200 + 4 * (rowStore.rows.count - rowStore.free.count) }

    /// A pivot element this share of the largest in its column is taken whatever its row's
    /// largest coefficient (see `leavingRow`).
    static let columnPivotShare = 0.01

    /// Degenerate pivots tolerated under the fast rules before switching to Bland's.
    static let degenerateStreakLimit = 16

    /// Rows from which a tied entering candidate's column counts as long (`enteringSymbol`).
    static let tieColumnLimit = 16

    // MARK: - Optimize

    /// Re-optimises after a change: the primal simplex level by level, the dual simplex for
    /// rows rounding left infeasible, until both hold.
    ///
    /// The primal pass leaves the tableau optimal (dual feasible), so the dual simplex can
    /// restore feasibility without losing optimality; Harris's tolerances can leave a reduced
    /// cost slightly negative again, which the next primal pass takes up. Drift that steers
    /// these rounds (a dual pass that finds a required row it cannot repair although nothing
    /// changed the required constraints, rounds that do not settle) makes the tableau refactor
    /// once; if that does not settle it either, the operation fails as an internal error.
    ///
    /// Values follow only a successful optimisation: after a failure they stay as they were.
    mutating func optimize() throws(SolverError) {
        if isDeferringOptimization { optimizationIsDue = true }
        try reoptimize(requiredOnly: isDeferringOptimization)
        if !defersValueUpdates { refreshValues() }
    }

    /// Throws once `pivotCount` has reached `pivotLimit`.
    @inline(__always)
    func checkPivotLimit() throws(SolverError) {
        if let limit = pivotLimit, pivotCount >= limit { throw .pivotLimitReached(limit) }
    }

    /// `optimize()`, of every level or (`requiredOnly`) of the pending and broken levels only,
    /// which keep the required constraints satisfied (`defersOptimization`).
    mutating func reoptimize(requiredOnly: Bool) throws(SolverError) {
        var refactored = false
        var refined = 0
        var round = 0
        while true {
            try primalOptimize(requiredOnly: requiredOnly)
            if hasInfeasibleRows() {
                let repaired = try dualOptimize()
                round += 1
                if repaired && round < Self.optimizeRoundLimit { continue }
                guard !refactored else {
                    throw .internalFailure(repaired ? "the simplex did not settle after refactoring"
                                           : "a required row stayed infeasible after refactoring")
                }
                try refactor()
                refactored = true
                round = 0
                continue
            }
            if levelCostsAreDue {
                levelCostsAreDue = false
                if !refactored, levelCostDrift() > Self.levelCostTolerance {
                    try refactor()
                    refactored = true
                    continue
                }
            }
            let fullChecks = fullChecksAreDue()
            if !refactored, try refactorIfDrifted(settled: true, fullChecks: fullChecks) {
                refactored = true
                continue
            }
            let sticky = fullChecks && (hasPivotedIllConditioned || hasPivotedOnSmallShare)
            guard requiredResidualsAreDue || sticky, let violation = requiredResidualViolation() else { return }
            // Rebuilt and still off: correct the constants by the residuals
            // (Solver+Refinement.swift) before calling it a failure.
            if refactored, refined < Self.refinementLimit, refineResiduals() {
                refined += 1
                continue
            }
            guard !refactored else { throw .internalFailure(violation) }
            try refactor()
            refactored = true
            round = 0
        }
    }

    /// Primal and dual rounds `optimize()` runs before it suspects drift.
    static let optimizeRoundLimit = 8

    // MARK: - Primal

    /// One primal pass over every level, highest priority first.
    ///
    /// At level L the eligible entering symbols are the non-basic, non-dummy symbols whose
    /// coefficient is negative at L and zero at every higher level (so higher levels cannot
    /// get worse); the leaving row is chosen by `leavingRow(for:bland:)`. A pivot at L leaves
    /// the rows of higher levels unchanged, so one descending pass reaches the lexicographic
    /// optimum.
    ///
    /// With `requiredOnly` it stops above the first optional level, and the symbols still to
    /// be looked at there stay queued. `chainTrials` bounds the chains of small-cost steps
    /// tried where a level reads optimal, in the whole pass (Solver+SmallCostChains.swift; a
    /// trial's pass takes none).
    mutating func primalOptimize(requiredOnly: Bool = false,
                                 chainTrials: Int = Self.smallCostChainTrials) throws(SolverError) {
        // Only candidates can enter: without any, every level is optimal as it stands (after
        // most adds of a required constraint, which touch no level).
        guard !objective.candidates.isEmpty else { return }
        var pivots = 0
        let soft = softPivotBudget, limit = iterationLimit
        var degenerateStreak = 0
        var forcedBland = false
        var refusedPivots = 0
        var triedSmallCosts: [(symbol: Int32, level: Double)] = []
        var chainTrialsLeft = chainTrials
        objective.negligible.removeAll()
        var l = 0
        while l < objective.levels.count {
            if requiredOnly && objective.levels[l].key <= 1000 { return }
            let bland = forcedBland || degenerateStreak > Self.degenerateStreakLimit
            objective.sawSmallCost = false
            guard let entering = enteringSymbol(atLevel: l, bland: bland) else {
                if objective.sawSmallCost || !objective.snapped.isEmpty, refusedPivots < Self.refusedPivotLimit,
                   pivotOnSmallCost(atLevel: l, tried: &triedSmallCosts, requiredOnly: requiredOnly,
                                    chainTrials: &chainTrialsLeft) {
                    refusedPivots += 1
                    try checkPivotLimit()
                    l = 0
                    continue
                }
                l += 1
                degenerateStreak = 0
                continue
            }
            guard let (leaving, ratio) = leavingRow(for: entering, bland: bland) else {
                if objective.levels[l].key == Self.probeLevel {
                    objective.probeUnbounded = true
                    l += 1
                    continue
                }
                // Unbounded: impossible for sums of non-negative errors; only coefficients too
                // small to pivot on get here. One of them may be real (Solver+RefusedPivots.swift);
                // otherwise stop improving this symbol rather than loop.
                if refusedPivots < Self.refusedPivotLimit, pivotOnRefusedElement(entering, atLevel: l) {
                    refusedPivots += 1
                    try checkPivotLimit()
                    l = 0
                    continue
                }
                noteRefused(entering)
                dropCandidate(entering)
                continue
            }
            if harmsLevelAbove(entering, atLevel: l, step: ratio) {
                dropCandidate(entering)
                continue
            }
            // Read as 0 at this level from now on; the levels below judge it by their costs.
            // Judged by its step, which a constant change can make real: queued again then.
            if isNegligibleCost(entering, atLevel: l, step: ratio) {
                noteNegligible(entering, atLevel: l)
                noteRefused(entering)
                continue
            }
            let detour = bland || ratio > Solver.epsilon ? nil : degenerateDetour(leaving, entering: entering, atLevel: l)
            // A cost other than 0 at a level above (within the tolerance) changes that level's
            // costs too: the pass looks at it again (Solver+RefusedPivots.swift).
            let touchedAbove = (0..<l).first { objective.levels[$0].coefficients[Int(detour ?? entering)] != 0 }
            if touchedAbove != nil, unsettlesLevelAbove(detour ?? entering, row: leaving, atLevel: l, noting: true) {
                dropCandidate(entering)
                continue
            }
            degenerateStreak = ratio <= Solver.epsilon ? degenerateStreak + 1 : 0
            // The ratio test counted a row rounding left below 0 from 0: pivot it as counted
            // (Harris's bound shift), or the entering symbol comes out negative. A row further
            // below is infeasible, not rounding (Solver+InfeasibleQueue.swift): the dual simplex
            // repairs it first, where setting it to 0 dropped what it held from the levels.
            if rowStore.rows[Int(leaving)].constant < 0,
               symbolTable.kinds[Int(rowStore.rows[Int(leaving)].basic)] != .dummy {
                if isOverrun(leaving) {
                    queueIfInfeasible(rowStore.rows[Int(leaving)].basic)
                    return
                }
                rowStore.rows[Int(leaving)].constant = 0
            }
            pivot(leaving, entering: detour ?? entering)
            try checkPivotLimit()
            pivots += 1
            if pivots == soft {
                try refactor()
                forcedBland = true
                l = 0
            } else {
                _ = try refactorIfDrifted()
                if let touchedAbove { l = touchedAbove }
            }
            if pivots > limit { throw .internalFailure("the primal simplex did not converge within \(limit) pivots") }
        }
        for s in objective.candidates { objective.isCandidate[Int(s)] = false }
        objective.candidates.removeAll(keepingCapacity: true)
    }

    /// The entering symbol for level `l`, pruning candidates that can never enter.
    ///
    /// Dantzig's rule (the most negative coefficient at `l`; ties: a symbol fewer than
    /// `tieColumnLimit` rows hold before one held by more, then the earliest-created), or under
    /// `bland` the earliest-created eligible symbol.
    ///
    /// Layout rows weigh their errors by ±1, so Dantzig's rule mostly ties, and the tie-break
    /// decides where a repair goes. Entering the earliest-created symbol alone sent it to
    /// whatever was built first: a form built from its last row up, whose label's `x == 16`
    /// arrived after the rest of its row, walked through about two pivots per row already
    /// built (15,168 pivots at 100 rows). Such a symbol is held by a row per view built since;
    /// one held by a few rows is local to the change and cheap to substitute. Among symbols
    /// alike in that, the earliest-created enters, as before: which of equally good layouts a
    /// tie reaches stays what it was for small systems (a table cell whose title, body and
    /// button all overflow it at compression resistance 750 keeps its title's height; ordering
    /// by the exact column length squeezed the button instead). Entering the newest walked the
    /// other way on equal widths whose `w >= 0` bounds came first: N²/6 pivots.
    mutating func enteringSymbol(atLevel l: Int, bland: Bool) -> Int32? {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        var bestHeld = -1
        var i = 0
        while i < objective.candidates.count {
            let s = objective.candidates[i]
            let si = Int(s)
            var keep = false
            if symbolTable.rowOf[si] < 0, symbolTable.kinds[si] != .dummy, symbolTable.kinds[si] != .external {
                let (sign, level) = lexicographicSign(s, throughLevel: l)
                if sign == 0 {
                    keep = true  // may still be negative at a lower level
                    if objective.levels[l].coefficients[si] < 0 { objective.sawSmallCost = true }
                } else if sign < 0 && level == l {
                    keep = true
                    let c = objective.levels[l].coefficients[si]
                    if best < 0 || (bland ? s < best : c < bestCoefficient) {
                        best = s
                        bestCoefficient = c
                        bestHeld = -1
                    } else if !bland && c == bestCoefficient {
                        if bestHeld < 0 { bestHeld = columnCount(best, upTo: Self.tieColumnLimit) }
                        let held = columnCount(s, upTo: Self.tieColumnLimit)
                        let bestIsLong = bestHeld >= Self.tieColumnLimit, isLong = held >= Self.tieColumnLimit
                        if bestIsLong && !isLong || (bestIsLong == isLong && s < best) {
                            best = s
                            bestHeld = held
                        }
                    }
                }
            }
            if keep {
                i += 1
            } else {
                objective.isCandidate[si] = false
                objective.candidates[i] = objective.candidates[objective.candidates.count - 1]
                objective.candidates.removeLast()
            }
        }
        return best >= 0 ? best : nil
    }

    mutating func dropCandidate(_ s: Int32) {
        if let i = objective.candidates.firstIndex(of: s) {
            objective.candidates.remove(at: i)
            objective.isCandidate[Int(s)] = false
        }
    }

    /// The primal ratio test: the restricted row that stops `entering` from growing.
    ///
    /// Rows whose basic symbol is a slack or error bound the step where `entering` has a
    /// negative coefficient: the row reaches zero at `constant / -a` (a row rounding left
    /// slightly negative counts from zero). A basic dummy is fixed at 0, so any coefficient
    /// there stops the step at once. Harris's passes: the first finds the largest step that
    /// keeps every row above `-primalTolerance`, the second takes, among the rows whose own
    /// ratio is within that step, the largest pivot element (ties: the smaller ratio, then
    /// the earliest-created basic symbol). Under `bland` the row with the smallest ratio
    /// leaves, ties going to the earliest-created basic symbol.
    mutating func leavingRow(for entering: Int32, bland: Bool) -> (slot: Int32, ratio: Double)? {
        // The column with its coefficients, read once by the walk that finds it, and passed
        // over three times instead of copied into a list of hits: looking each coefficient up
        // again, copying each row and growing the list were a quarter of a pivot of the stacks
        // screen's build.
        let column = takeColumnTerms(entering)
        defer { columnIndex.termScratch = column }
        var columnLargest = 0.0
        for (slot, a) in column where symbolTable.kinds[Int(rowStore.rows[Int(slot)].basic)] != .external {
            columnLargest = max(columnLargest, abs(a))
        }
        // The constant (from 0) of a row that bounds the step, or nil for a row that does not.
        // The column's share is tested first: it decides most rows without a pass over the row.
        func bounding(_ slot: Int32, _ a: Double) -> Double? {
            let r = Int(slot)
            let kind = symbolTable.kinds[Int(rowStore.rows[r].basic)]
            guard kind != .external else { return nil }
            guard kind == .dummy ? a != 0 : a < 0 else { return nil }
            guard (abs(a) > Solver.pivotTolerance && abs(a) >= Self.columnPivotShare * columnLargest)
                    || abs(a) > Self.relativePivotTolerance * rowStore.rows[r].largestMagnitude else { return nil }
            return kind == .dummy ? 0 : max(rowStore.rows[r].constant, 0)
        }
        var bound = Double.infinity
        var least = Double.infinity
        var bounded = false
        for (slot, a) in column {
            guard let c = bounding(slot, a) else { continue }
            bound = min(bound, (c + Self.primalTolerance) / abs(a))
            least = min(least, c / abs(a))
            bounded = true
        }
        guard bounded else { return nil }
        var best: (slot: Int32, ratio: Double, a: Double, basic: Int32)?
        for (slot, a) in column {
            guard let c = bounding(slot, a) else { continue }
            let ratio = c / abs(a)
            let hit = (slot: slot, ratio: ratio, a: abs(a), basic: rowStore.rows[Int(slot)].basic)
            guard let other = best else {
                if bland ? ratio <= least + Solver.epsilon * (1 + least) : ratio <= bound { best = hit }
                continue
            }
            if bland {
                if ratio <= least + Solver.epsilon * (1 + least), hit.basic < other.basic { best = hit }
            } else if ratio <= bound, hit.a > other.a || (hit.a == other.a && (hit.ratio < other.ratio
                || (hit.ratio == other.ratio && hit.basic < other.basic))) {
                best = hit
            }
        }
        guard let chosen = best else { return nil }
        return overrunRefusedRow(column, step: chosen.ratio) ?? (chosen.slot, chosen.ratio)
    }

    /// A restricted row whose element `leavingRow` refused but that a step of `step` would
    /// leave below the rounding of its own terms (`-primalTolerance` times its largest
    /// coefficient), the one with the smallest ratio; nil when none. Such an element moves
    /// its row by more than rounding can explain, so it is real (a product of multipliers:
    /// 1.3·10⁻⁴ of a slack in an error row of 1,601), and stepping past it leaves the row
    /// infeasible (-0.0045), where a later degenerate pivot counting it from zero put a slack
    /// at -70.8 (`Fuzz/Regressions/solver/edit-readded-past-a-refused-row`). Elements below
    /// `pivotTolerance` are not taken (pivoting there grew rows to 10¹²), as before.
    func overrunRefusedRow(_ column: [(slot: Int32, coefficient: Double)], step: Double) -> (slot: Int32, ratio: Double)? {
        var best: (slot: Int32, ratio: Double, a: Double)?
        for (slot, a) in column where a < -Solver.pivotTolerance {
            // Read in place: a copy of the row retained its terms for each entry of the column.
            let r = Int(slot)
            let kind = symbolTable.kinds[Int(rowStore.rows[r].basic)]
            guard kind != .external, kind != .dummy else { continue }
            let constant = rowStore.rows[r].constant
            guard constant - abs(a) * step < -Self.primalTolerance * max(1, rowStore.rows[r].largestMagnitude) else { continue }
            let ratio = max(constant, 0) / abs(a)
            if let b = best, ratio > b.ratio || (ratio == b.ratio && abs(a) <= b.a) { continue }
            best = (slot, ratio, abs(a))
        }
        return best.map { ($0.slot, $0.ratio) }
    }

    // MARK: - Dual

    /// Dual simplex: makes the queued negative rows feasible again while keeping optimality.
    /// Returns false when some row has no symbol that can repair it: the required constraints
    /// cannot all hold.
    mutating func dualOptimize() throws(SolverError) -> Bool {
        var journal: [(leaving: Int32, entering: Int32)] = []
        return try dualOptimize(journal: &journal) == .repaired
    }

    /// How a dual repair ended.
    enum DualOutcome {
        /// Every row is feasible again.
        case repaired
        /// A row has no symbol that can repair it: the required constraints cannot all hold.
        case unrepairable
        /// The repair took more pivots than its budget: the caller undoes it and repairs
        /// another way.
        case overBudget
    }

    /// Pivots a dual repair of one change may take before its caller takes the primal way.
    ///
    /// The dual simplex is cheap when the repair is local (a form's new row spacing, a resize
    /// that moves a few rows). When it is not, its pivots are mostly degenerate: on a system
    /// whose objective is flat where the repair must go, every candidate costs nothing, the
    /// ratio test cannot tell them apart, and a repair that the primal way (an error minimised
    /// above every level, Solver+Conflicts.swift) does in a few hundred pivots took 12,000 on
    /// a random system of 250 variables.
    var dualRepairBudget: Int { 64 + liveRowCount / 2 }

    /// `dualOptimize()`, recording each pivot's leaving and entering symbols in `journal`, and
    /// stopping after `budget` pivots.
    ///
    /// The leaving row is the most negative one (Dantzig's dual rule), under Bland's rule the
    /// infeasible row whose basic symbol was created first; the entering symbol comes from
    /// `dualEnteringSymbol` (Solver+DualRatioTest.swift). A pivot whose entering symbol costs
    /// nothing at any level leaves the objective unchanged (dual degenerate): after
    /// `degenerateStreakLimit` of them in a row, Bland's rule until one is not. Before a row is declared unrepairable, a drifted
    /// tableau is refactored and asked again (its coefficients may have hidden the repair).
    /// A refused element that would repair a row more cheaply is weighed as well, the repair
    /// finished both ways (Solver+RefusedDualPivots.swift).
    mutating func dualOptimize(journal: inout [(leaving: Int32, entering: Int32)],
                               budget: Int = .max) throws(SolverError) -> DualOutcome {
        var trial: RefusedDualTrial?
        let outcome = try dualLoop(journal: &journal, budget: budget, trial: &trial)
        guard let trial, trial.solver.confirmsRefusedDualPivot(over: self, outcome) else { return outcome }
        self = trial.solver
        journal = trial.journal
        return .repaired
    }

    /// The loop of `dualOptimize(journal:budget:)`; `trial`, when not nil on entry, is the
    /// refused pivot already being weighed (no other is tried), and otherwise receives the
    /// first one worth weighing (`refusedDualTrial`).
    mutating func dualLoop(journal: inout [(leaving: Int32, entering: Int32)], budget: Int,
                           trial: inout RefusedDualTrial?,
                           trials: Int = Self.refusedDualDepth) throws(SolverError) -> DualOutcome {
        var pivots = 0
        let soft = softPivotBudget, limit = iterationLimit
        var degenerateStreak = 0
        var forcedBland = false
        var checkedDrift = false
        defer { if infeasibleQueue.usesHeap { infeasibleQueue.leaveHeap() } }
        while true {
            let bland = forcedBland || degenerateStreak > Self.degenerateStreakLimit
            guard let (slot, basic) = nextInfeasibleRow(bland: bland) else { return .repaired }
            if pivots >= budget { return .overBudget }
            var entering: Int32?, refusedInRange = false
            if symbolTable.kinds[Int(basic)] != .dummy {
                (entering, refusedInRange) = dualEnteringSymbol(slot, bland: bland)
            }
            if refusedInRange, trials > 0, trial == nil, !bland, let entering {
                trial = refusedDualTrial(slot, than: entering, journal: journal, budget: budget - pivots, depth: trials)
            }
            guard let chosen = entering else {
                if !checkedDrift, pivotsSinceRefactor > 0, tableauDrift() > Self.driftTolerance {
                    checkedDrift = true
                    try refactor()
                    continue
                }
                clearInfeasible()
                return .unrepairable
            }
            degenerateStreak = costsNothing(chosen) ? degenerateStreak + 1 : 0
            journal.append((basic, chosen))
            pivot(slot, entering: chosen)
            noteEnteredBasis(chosen)
            try checkPivotLimit()
            pivots += 1
            if pivots == soft {
                try refactor()
                forcedBland = true
            } else {
                _ = try refactorIfDrifted()
            }
            if pivots > limit { throw .internalFailure("the dual simplex did not converge within \(limit) pivots") }
        }
    }
}
