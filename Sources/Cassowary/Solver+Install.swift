/// Adding and removing constraints and changing their constants: rows built, installed, removed.
extension Solver {
    // MARK: - Building a row

    /// Builds the row `0 = -constant + Σ aᵢxᵢ + markers` for a record and registers its errors.
    ///
    /// Per relation (σ = +1 for `<=`, -1 for `>=`):
    /// 1. `e <= 0` / `e >= 0`: `e + σ·slack = 0` (slack ≥ 0); if optional, also `- σ·error`, so
    ///    `error ≥ max(0, violation)`.
    /// 2. required `e == 0`: `e + dummy = 0`, dummy fixed at 0.
    /// 3. optional `e == 0`: `e - error⁺ + error⁻ = 0`; the cost `error⁺ + error⁻ ≥ |e|` (L1).
    ///
    /// Basic variables stay in the row as references (Solver+Chains.swift); `install` expands
    /// them when the row cannot keep them.
    mutating func buildRow(_ slot: Int) -> Row {
        let constraint = constraintTable.stored[slot]
        let terms = terms(ofRecord: slot)
        var row = Row(constant: -constraint.constant)
        // Its terms and up to two symbols of its own: one allocation instead of one per
        // doubling (two for a content size's `w - c + slack - error`).
        row.terms.reserveCapacity(terms.count + 2)
        for term in terms {
            row.add(variableTable.symbol[Int(term.variable.index)], term.coefficient)
        }
        let owner = Int32(slot)
        let isRequired = constraint.priority.isRequired
        var errors: ErrorSymbols = []
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sigma: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack, owner: owner)
            row.add(slack, sigma)
            constraintTable.records[slot].marker = slack
            constraintTable.records[slot].markerSign = sigma < 0 ? -1 : 1
            if !isRequired {
                let error = newSymbol(.error, owner: owner)
                row.add(error, -sigma)
                errors = [error]
            }
        case .equal:
            if isRequired {
                let dummy = newSymbol(.dummy, owner: owner)
                row.add(dummy, 1)
                constraintTable.records[slot].marker = dummy
                constraintTable.records[slot].markerSign = 1
            } else {
                let plus = newSymbol(.error, owner: owner)
                let minus = newSymbol(.error, owner: owner)
                row.add(plus, -1)
                row.add(minus, 1)
                constraintTable.records[slot].marker = plus
                constraintTable.records[slot].markerSign = -1
                errors = [plus, minus]
            }
        }
        constraintTable.records[slot].errors = errors
        if !errors.isEmpty {
            let key = constraint.priority.value
            constraintTable.records[slot].levelKey = key
            let l = ensureLevel(key)
            objective.levels[l].users += errors.count
            for e in errors { bump(l, e, 1) }
        }
        return row
    }

    /// The symbol to make basic in a new row, or nil when the row needs the pending path.
    ///
    /// 1. An unrestricted variable that no other row holds (the first, by symbol index, whose
    ///    coefficient is within a factor of 10 of the row's largest), else the earliest-created
    ///    one within that factor. Substituting the subject touches every row that holds it: a
    ///    variable new to the tableau (a view's next edge in a chain) costs nothing, while an old
    ///    parameter such as a margin or a shared width sits in almost every row, and choosing it
    ///    made building a grid of N cells grow with N³. (Two bolder rules were tried and
    ///    dropped: the fewest-held variable in general, and slacks of other constraints as
    ///    subjects of rows without unrestricted symbols. Each reorders enough pivots to lose
    ///    accuracy on the random systems of `OracleTests.incrementalEqualsFresh`.)
    /// 2. Otherwise the record's slack or error symbol with a negative coefficient (the row's
    ///    constant is non-negative, so that subject starts at a feasible value); when the
    ///    constant is zero, the one of them that keeps the objective optimal
    ///    (`balancedErrorSubject`, `balancedSlackSubject`), or, for an optional equality, another
    ///    inequality's slack that keeps it optimal too (`freeSlackSubject`).
    /// 3. Otherwise, when every term is a dummy and the constant is zero, the record's dummy: the
    ///    constraint is redundant with the required equalities already present.
    /// 4. Otherwise, when the constant is zero, a restricted symbol at a degenerate value
    ///    (Solver+DegenerateSubjects.swift).
    mutating func chooseSubject(_ row: Row, _ slot: Int) -> Int32? {
        // A variable no other row holds costs nothing to substitute: take the first such one
        // whose coefficient is within a factor of 10 of the row's largest unrestricted one (as
        // in partial pivoting: dividing by a small coefficient amplifies rounding errors).
        var largest = 0.0
        for term in row.terms where symbolTable.kinds[Int(term.symbol)] == .external {
            largest = max(largest, abs(term.coefficient))
        }
        // Otherwise the earliest-created one within that factor, for the same reason.
        let first = row.terms.first {
            symbolTable.kinds[Int($0.symbol)] == .external && abs($0.coefficient) >= 0.1 * largest
        }?.symbol
        for term in row.terms where symbolTable.kinds[Int(term.symbol)] == .external
            && abs(term.coefficient) >= 0.1 * largest && abs(term.coefficient) > Solver.pivotTolerance
            && columnCount(term.symbol, upTo: 1) == 0 {
            return term.symbol
        }
        if let first { return first }
        if let free = freeSlackSubject(row, slot) { return free }
        if let balanced = balancedErrorSubject(row, slot) ?? balancedSlackSubject(row, slot) { return balanced }
        let own = [constraintTable.records[slot].marker] + constraintTable.records[slot].errors
        for s in own where symbolTable.kinds[Int(s)] != .dummy
            && row.coefficient(of: s) < -Solver.pivotTolerance { return s }
        if row.terms.allSatisfy({ symbolTable.kinds[Int($0.symbol)] == .dummy }),
            abs(row.constant) <= Solver.feasibilityTolerance {
            let marker = constraintTable.records[slot].marker
            if symbolTable.kinds[Int(marker)] == .dummy, row.contains(marker) { return marker }
        }
        return degenerateSubject(row)
    }

    /// For a degenerate optional equality, the error term whose substitution leaves fewer
    /// entering candidates in the objective; nil when rule 2's usual choice stands.
    ///
    /// An optional equality `expr == 0` becomes `0 = expr - e⁺ + e⁻`. When its constant is zero
    /// (the constraint already holds), either error can be the subject at a feasible value 0:
    /// `e⁺ = expr + e⁻` adds `expr + 2e⁻` to its level, `e⁻ = -expr + e⁺` adds `-expr + 2e⁺`.
    /// Many equal views each pulled to one size (a fillEqually stack's widths, all `== 40` at
    /// 250) share one error expression; always taking `e⁺` drove that expression's reduced
    /// cost negative by one per view, and every second view paid a degenerate pivot that
    /// rewrote every row holding it (quadratic in the number of views). Choosing the side that
    /// leaves fewer symbols with a negative reduced cost (lexicographically: the higher levels
    /// zero, this level below `-optimalityTolerance`) keeps the objective optimal instead.
    /// Ties keep rule 2's order. The values are the same either way: both errors stay 0.
    mutating func balancedErrorSubject(_ row: Row, _ slot: Int) -> Int32? {
        let errors = constraintTable.records[slot].errors
        guard errors.count == 2, abs(row.constant) <= Solver.epsilon,
              let l = levelIndex(constraintTable.records[slot].levelKey) else { return nil }
        let plus = errors[0], minus = errors[1]
        let aPlus = row.coefficient(of: plus), aMinus = row.coefficient(of: minus)
        guard abs(aPlus) > Solver.pivotTolerance, abs(aMinus) > Solver.pivotTolerance else { return nil }
        // Solving for e (coefficient aₑ) adds 1·(-aₓ/aₑ)·x to level l for every other term x.
        func enteringCount(subject a: Double, skipping subject: Int32) -> Int {
            var count = 0
            for term in row.terms where term.symbol != subject {
                let si = Int(term.symbol)
                if symbolTable.kinds[si] == .dummy { continue }
                if objective.levels[..<l].contains(where: { abs($0.coefficients[si]) > Solver.optimalityTolerance }) {
                    continue
                }
                let reduced = objective.levels[l].coefficients[si] - term.coefficient / a
                if symbolTable.kinds[si] == .external ? abs(reduced) > Solver.optimalityTolerance
                                          : reduced < -Solver.optimalityTolerance { count += 1 }
            }
            return count
        }
        let plusCount = enteringCount(subject: aPlus, skipping: plus)
        let minusCount = enteringCount(subject: aMinus, skipping: minus)
        if plusCount == minusCount { return nil }
        return plusCount < minusCount ? plus : minus
    }

    // MARK: - Install and uninstall

    enum InstallResult {
        case success(Conflict?)
        case failure(SolverError)
    }

    /// Puts record `slot` into the tableau and re-optimises.
    ///
    /// 0. An optional constraint on the expression of an installed one shares its row
    ///    (Solver+Guests.swift). Otherwise:
    /// 1. If the row can keep its references to basic variables (`unexpandedSubject`), it is
    ///    stored as it is: nothing else changes, since no other row held its subject's value.
    /// 2. Otherwise it is expanded into non-basic symbols, its constant made non-negative, and
    ///    `chooseSubject` picks the subject, which is substituted out of every other row. An
    ///    expansion that walked a long chain may instead take over a basic variable's row
    ///    (`expandOrSwap`, Solver+SwappedSubjects.swift).
    /// 3. Without a subject, a violated required inequality is repaired by the dual simplex
    ///    (`dualInstall`); anything else, and an inequality the dual simplex finds
    ///    unsatisfiable, goes the pending way (Solver+Conflicts.swift).
    mutating func install(_ slot: Int, breakIfUnsatisfiable: Bool) -> InstallResult {
        // The chain is read once: a host found is joined (an optional record) or leaves a
        // required one unlisted; none found, the record is listed as the host.
        let expression = shareableExpression(slot)
        // Not `flatMap(listedHost(of:))`: that method value copied the solver on every add.
        var host: Int?
        if let expression { host = listedHost(of: expression) }
        if let host, !constraintTable.stored[slot].priority.isRequired {
            attach(slot, toHost: host)
            do { try optimize() } catch { return .failure(error) }
            return .success(nil)
        }
        let result = installRow(slot, breakIfUnsatisfiable: breakIfUnsatisfiable)
        if case .success = result, host == nil, let expression { list(slot, asHostOf: expression) }
        return result
    }

    /// `install` for a record that gets a row of its own.
    mutating func installRow(_ slot: Int, breakIfUnsatisfiable: Bool) -> InstallResult {
        collectMarkerNodesIfNeeded()
        constraintTable.records[slot].state = constraintTable.stored[slot].priority.isRequired ? .required : .optional
        // A `let` while the subject is looked for: as a `var` the row's arrays were retained
        // and released around each look, two pairs of atomic operations per add.
        let unexpanded = buildRow(slot)
        if let (subject, subjectRank) = unexpandedSubject(unexpanded) ?? heldSubject(unexpanded, slot)
            ?? rerootedSubject(unexpanded) {
            return installKeepingReferences(unexpanded, subject, subjectRank)
        }
        var row = unexpanded
        if expandOrSwap(&row, slot) {
            do { try optimize() } catch { return .failure(error) }
            return .success(nil)
        }
        if let (subject, subjectRank) = rerootedPathSubject(unexpanded, expanded: row) {
            return installKeepingReferences(unexpanded, subject, subjectRank)
        }
        noteDroppedParameters(dropCancelledVariables(&row))
        shareDenseMarkers(&row)
        // A pending pair of errors joins the row as it is now (Solver+Refactor.swift).
        constraintTable.records[slot].errorSign = row.constant < 0 ? -1 : 1
        if row.constant < 0 { row.reverseSign() }
        if let subject = chooseSubject(row, slot) {
            let isUnit = abs(abs(row.coefficient(of: subject)) - 1) < Solver.epsilon
            _ = row.solve(for: subject)
            let r = insertRow(consume row)
            if symbolTable.kinds[Int(subject)] == .external {
                valueChains.rank[Int(subject)] = newRank(for: subject)
                markStale(subject)
            }
            if isUnit, symbolTable.kinds[Int(subject)] == .external {
                substituteOutKeepingReferences(subject, definedBy: r)
            } else {
                substituteOut(subject, definedBy: r)
            }
            do { try optimize() } catch { return .failure(error) }
            return .success(nil)
        }
        do {
            if try dualInstall(slot, row) { return .success(nil) }
        } catch {
            return .failure(error)
        }
        return installPending(slot, row: row, breakIfUnsatisfiable: breakIfUnsatisfiable)
    }

    /// Installs `row`, which may refer to basic variables, solved for `subject` at `rank`, and
    /// re-optimises: no other row held the subject's value (Solver+Chains.swift).
    mutating func installKeepingReferences(_ row: consuming Row, _ subject: Int32, _ rank: Double) -> InstallResult {
        insertKeepingReferences(consume row, subject, rank)
        do { try optimize() } catch { return .failure(error) }
        return .success(nil)
    }

    /// `installKeepingReferences` without the re-optimisation: `row` solved for `subject`
    /// goes into the tableau at `rank`, logged for its chain and due for a value.
    mutating func insertKeepingReferences(_ row: consuming Row, _ subject: Int32, _ rank: Double) {
        var row = row
        _ = row.solve(for: subject)
        valueChains.rank[Int(subject)] = rank
        insertRow(consume row)
        relog(subject)
        markStale(subject)
    }

    /// Installs a required inequality that the current solution violates, with its slack basic
    /// at the (negative) violation, and lets the dual simplex restore feasibility. Returns false,
    /// with the tableau as it was, when the dual simplex proves it unsatisfiable.
    ///
    /// The tableau is optimal before the add and the new row does not touch the objective, so it
    /// stays dual feasible: the dual simplex moves only what the cheapest repair moves. Kiwi's
    /// way (minimising an artificial variable with the primal simplex) walks the whole layout
    /// instead: a form's row spacing `top ≥ previous bottom + 10`, added with the container
    /// pulled to zero height, took 9 pivots per row above it (O(N²) pivots for N rows).
    /// When the dual simplex fails, or needs more than `dualRepairBudget` pivots, its pivots are
    /// undone in reverse order (each pivot is invertible: the leaving symbol is in the entering
    /// symbol's row with coefficient 1/a), the row is dropped, and the pending way installs it
    /// or finds and reports the conflict.
    mutating func dualInstall(_ slot: Int, _ start: Row) throws(SolverError) -> Bool {
        let record = constraintTable.records[slot]
        let marker = record.marker
        guard !isDeferringOptimization, record.state == .required, constraintTable.stored[slot].relation != .equal,
              symbolTable.kinds[Int(marker)] == .slack,
              start.coefficient(of: marker) != 0, !hasInfeasibleRows() else { return false }
        var row = start
        _ = row.solve(for: marker)
        guard row.constant < -Solver.epsilon else { return false }
        _ = insertRow(row)
        queueIfInfeasible(marker)
        var journal: [(leaving: Int32, entering: Int32)] = []
        if try dualOptimize(journal: &journal, budget: dualRepairBudget) == .repaired {
            try optimize()
            return true
        }
        try undoPivots(journal)
        clearInfeasible()
        if symbolTable.rowOf[Int(marker)] >= 0 { dropRow(symbolTable.rowOf[Int(marker)]) }
        return false
    }

    /// Undoes `journal`'s pivots, newest first.
    ///
    /// Algebra: pivoting row `b = c + a·e + Σ` on `e` gives `e = (b - c - Σ)/a`, in which `b`
    /// has coefficient 1/a; pivoting that row back on `b` restores `b = c + a·e + Σ` and
    /// substitutes it back into every other row. A row that no longer holds `b` cannot be
    /// pivoted back (seen on nearly parallel rows at 200 variables, the oracle shape "a dual
    /// repair undone"; how it lost `b` is not traced); then the tableau is rebuilt for the
    /// basis the pivots started from.
    mutating func undoPivots(_ journal: [(leaving: Int32, entering: Int32)]) throws(SolverError) {
        undoneDualRepairs += 1
        for (k, (leaving, entering)) in journal.enumerated().reversed() {
            let r = symbolTable.rowOf[Int(entering)]
            guard r >= 0, rowStore.rows[Int(r)].coefficient(of: leaving) != 0 else {
                try rebuildBasis(undoing: journal[...k])
                return
            }
            pivot(r, entering: leaving)
        }
    }

    /// Rebuilds the tableau from the constraints for the basis before `pivots` (the current
    /// one with each pivot swapped back, newest first). Throws, with the tableau as it was,
    /// when the constraints cannot be solved for that basis.
    mutating func rebuildBasis(undoing pivots: ArraySlice<(leaving: Int32, entering: Int32)>) throws(SolverError) {
        guard levelIndex(Self.probeLevel) == nil, let first = pivots.first else {
            throw .internalFailure("undoing a dual repair lost the pivot of \(pivots.first.map { symbolName($0.leaving) } ?? "?")")
        }
        let (isBasic, basisSize) = basisFlags(applying: pivots.reversed().map { (leaving: $0.entering, entering: $0.leaving) })
        let saved = self
        do {
            if try rebuildRows(isBasic, basisSize, singletonShare: Self.cancellationTolerance) {
                finishRefactoring(nil)
                return
            }
        } catch {}
        self = saved
        throw .internalFailure("undoing a dual repair lost the pivot of \(symbolName(first.leaving))")
    }

    /// Takes record `slot` out of the tableau and re-optimises.
    ///
    /// 0. A guest only takes its weights away; a host's guests get rows again afterwards
    ///    (Solver+Guests.swift). Otherwise:
    /// 1. Its error terms leave the objective.
    /// 2. If its marker or one of its errors is basic, that row is dropped. Otherwise the
    ///    marker is pivoted into the basis in the row chosen by `markerLeavingRow` and that
    ///    row is dropped. The marker and the errors appear only in this constraint's own
    ///    equation, so their columns in the tableau are multiples of one another: with one of
    ///    them basic, the others are held by that row alone, and once the row is gone every
    ///    other row holds no trace of the constraint. Terms of them left elsewhere are what
    ///    rounding left of zeros: dropping the other row they sit in as well lost a required
    ///    constraint (`Fuzz/Regressions/solver/removal-drops-a-second-row`).
    mutating func uninstall(_ slot: Int) throws(SolverError) {
        if constraintTable.records[slot].state == .parked {
            unpark(slot)
            return
        }
        if constraintTable.records[slot].host >= 0 {
            detach(slot)
            try optimize()
            return
        }
        let guests = detachGuests(of: slot)
        unregisterHost(slot)
        try uninstallRow(slot)
        try reinstall(guests)
    }

    /// `uninstall` for a record with a row of its own and no guests; with `smallStanding`, a
    /// restricted row may stand for the marker at a small quotient (`restrictedRowStandingFor`).
    mutating func uninstallRow(_ slot: Int, smallStanding: Bool) throws(SolverError) {
        collectMarkerNodesIfNeeded()
        let record = constraintTable.records[slot]
        let own = ([record.marker] + record.errors).first(where: { symbolTable.rowOf[Int($0)] >= 0 })
        var choice = own == nil ? markerLeavingChoice(record.marker, smallStanding: smallStanding)?.slot : nil
        if let r = choice, refactorsBeforeASmallMarkerPivot(record.marker, row: r) {
            choice = markerLeavingChoice(record.marker, smallStanding: smallStanding)?.slot
        }
        if !record.errors.isEmpty, let l = levelIndex(record.levelKey) {
            for e in record.errors { objectiveAdd(l, e, -1) }
            objective.levels[l].users -= record.errors.count
        }
        // The level no longer sums these errors: a pivot below must not count them as its
        // terms (`forEachWeight`), or pivoting the marker in by one of their rows would add
        // that row back to the level (a broken equality's removal left the broken level off by
        // its error).
        constraintTable.records[slot].errors = []
        let marker = record.marker
        var leftovers: [Int32] = []
        if let own {
            queueColumns(ofRow: symbolTable.rowOf[Int(own)])
            dropRow(symbolTable.rowOf[Int(own)])
        } else if let r = choice {
            // A rebuild without the record leaves none of its symbols in any row.
            if !removesByRebuilding(slot, marker: marker, chosen: r) {
                pivotMarkerIn(marker, atRow: r)
                queueColumns(ofRow: r)
                dropRow(r)
            }
        } else {
            leftovers.append(marker)
        }
        // Numerical safety net: a symbol of this record still basic has its row dropped too
        // (two of them basic at once make a singular basis). Non-basic ones are what rounding
        // left of a zero, and `freeSymbol` below clears them (see the note above).
        leftovers += record.errors.filter { $0 != marker && symbolTable.rowOf[Int($0)] >= 0 }
        for s in leftovers {
            if let r = symbolTable.rowOf[Int(s)] >= 0 ? symbolTable.rowOf[Int(s)] : markerLeavingRow(s) {
                if rowStore.rows[Int(r)].basic != s {
                    pivotMarkerIn(s, atRow: r)
                }
                queueColumns(ofRow: r)
                dropRow(r)
            }
        }
        // An optional equality's marker is its first error term: free each symbol once.
        if !record.errors.contains(marker) { freeSymbol(marker) }
        for e in record.errors { freeSymbol(e) }
        if !record.errors.isEmpty { dropLevelIfUnused(record.levelKey) }
        constraintTable.records[slot].state = .removed
        try optimize()
    }

    /// Queues every symbol of row `slot`, which a removal is about to drop, as an entering
    /// candidate. The marker's definition goes into every row that held it, so the columns of
    /// exactly these symbols change (the row's old basic symbol becomes non-basic), and a
    /// restricted row that bounded them goes: their steps change while their reduced costs
    /// may not. A cost within `optimalityTolerance` weighed on the old step has to be weighed
    /// again (`pivotOnSmallCost`): in `level-short-after-a-removal-unbounds-a-small-cost`,
    /// removing #1 dropped the slack row that held a cost of −2.1·10⁻⁹ to a step of 9.3;
    /// unbounded, its step was 3.6·10⁹ and its gain 7.53, the whole level at 1, and nothing
    /// looked at it.
    mutating func queueColumns(ofRow slot: Int32) {
        for term in rowStore.rows[Int(slot)].terms { objective.queue(term.symbol) }
    }

    /// Row `slot` with every reference replaced by its row, split into `m`'s whole element
    /// there and the rest: `leaving = rest + element·m`, so `m` stands for
    /// `(leaving - rest)/element` once it enters the row. A row it refers to may hold `m` too
    /// (a product of multipliers): its share belongs to the element, and the rows that hold
    /// it take `m`'s definition as the others do. Nil when shared marker parts take part
    /// (their terms are not the row's own), or when the whole element is noise.
    func expandedDefinition(ofRow slot: Int32, without m: Int32) -> (rest: Row, element: Double)? {
        var rest = rowStore.rows[Int(slot)]
        guard rest.shared.isEmpty else { return nil }
        expand(&rest)
        let element = rest.coefficient(of: m)
        guard rest.shared.isEmpty, abs(element) > Self.relativePivotTolerance else { return nil }
        rest.remove(m)
        return (rest, element)
    }

    /// Makes row `target`, holding `ratio·a` of marker `m` that `markerLeavingRow` passed over
    /// (`a` its element in the row `m` enters, whose basic variable `leaving` becomes a
    /// parameter), take what `m` stands for: `ratio·(leaving - rest)`, `rest` as
    /// `expandedDefinition` gives it. A restricted row takes no unrestricted variable, out of
    /// the simplex's reach: those are parameters at 0, so the row still holds at the solution.
    mutating func substituteMarker(_ m: Int32, _ ratio: Double, leaving: Int32, _ rest: Row, intoRow target: Int32) {
        let r = Int(target)
        let before = rowStore.rows[r].terms.count
        rowStore.rows[r].remove(m)
        var inserted: [Int32] = []
        if symbolTable.kinds[Int(rowStore.rows[r].basic)] == .external {
            add(rest, times: -ratio, toRow: target, termsBefore: before, inserted: &inserted)
            let count = rowStore.rows[r].terms.count
            if rowStore.rows[r].add(leaving, ratio) { columnAppend(leaving, target) }
            rowStore.liveTerms += rowStore.rows[r].terms.count - count
            return
        }
        var restricted = rest
        restricted.terms.removeAll { symbolTable.kinds[Int($0.symbol)] == .external }
        add(restricted, times: -ratio, toRow: target, termsBefore: before, inserted: &inserted)
    }

    /// Smaller ratio wins. Within epsilon: unless `bland`, the larger pivot element |a| wins
    /// (numerically safer, as in Harris's ratio test); then the earlier-created basic symbol.
    static func isBetter(_ ratio: Double, _ basic: Int32, _ a: Double,
                         than other: Double, _ otherBasic: Int32, _ otherA: Double, bland: Bool = false) -> Bool {
        if ratio < other - Solver.epsilon { return true }
        if ratio > other + Solver.epsilon { return false }
        if !bland, abs(abs(a) - abs(otherA)) > Solver.epsilon { return abs(a) > abs(otherA) }
        return basic < otherBasic
    }
}
