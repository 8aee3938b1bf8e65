/// Unsatisfiable required constraints: detection, minimal conflict sets, breaking and healing.
///
/// A required row with no feasible subject is added with two error terms at the *pending*
/// level, which sits above every other level. Minimising that level answers the question
/// kiwi answers with an artificial variable, and leaves a valid tableau either way:
/// 1. Minimal violation 0: the constraint holds; its error terms are fixed at zero and
///    eliminated, and it becomes an ordinary required row.
/// 2. Minimal violation > 0: unsatisfiable. The pending objective row, at its optimum, reads
///    `violation = v + Σ cⱼ·xⱼ` with every `cⱼ ≥ 0` over non-basic restricted symbols: a Farkas
///    certificate. The required constraints whose markers appear in it are the ones the proof
///    uses; a deletion filter then makes that set minimal. The constraint is then either kept,
///    broken (its errors move to the broken level, above every optional level), or removed.
extension Solver {
    mutating func installPending(_ slot: Int, row start: Row, breakIfUnsatisfiable: Bool) -> InstallResult {
        // A refused add must leave the solver as it was, values included: in an ambiguous
        // system, minimising the pending level can move variables that nothing else pins, and
        // taking the row out again does not move them back. The throwing `add` restores this
        // copy (copy-on-write: only what the attempt changes gets copied); the breaking
        // variant keeps the constraint and needs none.
        let saved: Solver? = breakIfUnsatisfiable ? nil : self
        var row = start
        let l = ensureLevel(Self.pendingLevel)
        let owner = Int32(slot)
        let plus = newSymbol(.error, owner: owner)
        let minus = newSymbol(.error, owner: owner)
        // The row's constant is non-negative, so `plus` (coefficient -1) is a feasible subject.
        row.add(plus, -1)
        row.add(minus, 1)
        objective.levels[l].users += 2
        bump(l, plus, 1)
        bump(l, minus, 1)
        constraintTable.records[slot].errors = [plus, minus]
        constraintTable.records[slot].levelKey = Self.pendingLevel
        _ = row.solve(for: plus)
        let r = insertRow(row)
        substituteOut(plus, definedBy: r)
        do {
            try optimize()
            if try holdsAtSolution(slot) {
                try dissolveErrors(of: slot, levelKey: Self.pendingLevel)
                constraintTable.records[slot].state = .required
                try optimize()
                return .success(nil)
            }
            let conflict = analyzesConflicts ? findConflict(slot) : Conflict(constraint: id(of: slot), conflictsWith: [])
            if breakIfUnsatisfiable {
                let b = ensureLevel(Self.brokenLevel)
                for e in [plus, minus] { objectiveAdd(b, e, 1) }
                objective.levels[b].users += 2
                if let p = levelIndex(Self.pendingLevel) { removeLevel(at: p) }
                constraintTable.records[slot].levelKey = Self.brokenLevel
                constraintTable.records[slot].state = .broken
                constraintTable.mayHaveBroken = true
                try optimize()
                return .success(conflict)
            }
            if let saved { restore(saved, refusing: slot) } else { try uninstall(slot) }
            return .failure(.unsatisfiable(conflict))
        } catch {
            if let saved { restore(saved, refusing: slot) }
            return .failure(error)
        }
    }

    /// Goes back to `saved`, taken when record `slot` was about to enter the tableau, and frees
    /// the marker its row was built with.
    mutating func restore(_ saved: Solver, refusing slot: Int) {
        let pivots = pivotCount
        self = saved
        pivotCount = pivots
        let marker = constraintTable.records[slot].marker
        if marker >= 0 { freeSymbol(marker) }
        constraintTable.records[slot].state = .removed
    }

    /// Fixes a record's error terms at zero and eliminates them from the tableau.
    ///
    /// Each error is first made non-basic (pivoting on any restricted symbol of its row; the
    /// row's constant is zero, so the pivot is degenerate and keeps every value), then its
    /// column is deleted: with the error fixed at 0, its terms contribute nothing. A row that
    /// holds nothing but the error and markers of required equalities says the record repeats
    /// required equalities already there (`x == 10` healed beside another `x == 10`): it
    /// pivots on a marker, the record's own first, and stays as the row that keeps the two
    /// equal, as `chooseSubject` keeps a redundant equality. Dropping it lost the record: the
    /// other could then move alone and leave it silently violated.
    mutating func dissolveErrors(of slot: Int, levelKey: Double) throws(SolverError) {
        let errors = constraintTable.records[slot].errors
        for e in errors {
            if symbolTable.rowOf[Int(e)] >= 0 {
                let r = symbolTable.rowOf[Int(e)]
                noteDissolvedError(value: rowStore.rows[Int(r)].constant, size: abs(constraintTable.stored[slot].constant))
                let terms = rowStore.rows[Int(r)].terms
                func largest(_ include: (Int32) -> Bool) -> Int32? {
                    terms.filter { include($0.symbol) && abs($0.coefficient) > Solver.pivotTolerance }
                        .max(by: { abs($0.coefficient) < abs($1.coefficient) })?.symbol
                }
                let marker = constraintTable.records[slot].marker
                let ownMarker = marker >= 0 && symbolTable.kinds[Int(marker)] == .dummy ? largest({ $0 == marker }) : nil
                if let entering = largest({ symbolTable.kinds[Int($0)] != .dummy }) {
                    pivot(r, entering: entering)
                } else if let dummy = ownMarker ?? largest({ symbolTable.kinds[Int($0)] == .dummy }) {
                    gatherMarker(dummy, intoRow: r)
                    pivot(r, entering: dummy)
                } else {
                    dropRow(r)
                }
            }
            for target in rowsContaining(e) where rowStore.rows[Int(target)].remove(e) != 0 { rowStore.liveTerms -= 1 }
            freeSymbol(e)
        }
        constraintTable.records[slot].errors = []
        constraintTable.records[slot].levelKey = 0
        if let l = levelIndex(levelKey) {
            objective.levels[l].users -= errors.count
            dropLevelIfUnused(levelKey)
        }
    }

    /// Whether a required record with pending or broken errors holds at the current solution:
    /// its residual there (`Σ aᵢ·xᵢ - constant`, for an inequality only the violated side) at
    /// most `feasibilityTolerance` times the size of its terms (`max(1, |constant|, |aᵢ·xᵢ|…)`,
    /// as the LP oracle measures a required constraint).
    ///
    /// Neither the level's constant nor the errors' rows are trusted alone: the objective row
    /// is updated by every pivot and, on systems with constants from 10⁻³ to 10⁵, drifted to
    /// 7·10⁻⁶ (a constraint found unsatisfiable and broken while both its errors were
    /// non-basic at 0), and rows drift too. The residual is read from the variables' values;
    /// one that is not rounding, on a tableau that has pivoted since it was last rebuilt,
    /// refactors it, re-optimises and reads again.
    ///
    /// The residual is first read from the constraint's own row expanded into non-basic symbols
    /// (`expandedResidualIsRounding`), which reads only the rows its variables refer to; reading
    /// every symbol's value was half the build of a form added bottom up, whose pending installs
    /// each walked the whole tableau to check a constraint of two or three terms.
    mutating func holdsAtSolution(_ slot: Int) throws(SolverError) -> Bool {
        if expandedResidualIsRounding(slot) { return true }
        var value = pointValues(probe: false)
        return try holdsAtSolution(slot, values: &value)
    }

    /// Whether record `slot`'s residual at the solution, read from its expanded row, is rounding
    /// relative to `max(1, |constant|)`.
    ///
    /// Algebra: every non-basic symbol is 0 at the solution, so a basic variable's value is the
    /// constant of its row expanded into non-basic symbols, and by linearity `Σ aᵢ·xᵢ - constant`
    /// is the constant of `Σ aᵢ·rowᵢ - constant` expanded. This is the residual that
    /// `residualIsRounding` reads from every symbol's value, summed in another order; its scale
    /// leaves out the terms' sizes, so it only ever says "holds" where that test would too, up to
    /// rounding, and a "no" is decided by the full test.
    func expandedResidualIsRounding(_ slot: Int) -> Bool {
        let constraint = constraintTable.stored[slot]
        var row = Row(constant: -constraint.constant)
        for term in terms(ofRecord: slot) {
            _ = row.add(variableTable.symbol[Int(term.variable.index)], term.coefficient)
        }
        expand(&row)
        let residual = Self.violation(sum: row.constant, constraint.relation)
        return residual <= Solver.feasibilityTolerance * max(1, abs(constraint.constant))
    }

    /// `holdsAtSolution` with the symbols' values at the solution already read; they are read
    /// again into `value` when the tableau is refactored or refined.
    mutating func holdsAtSolution(_ slot: Int, values value: inout [Double]) throws(SolverError) -> Bool {
        if residualIsRounding(slot, values: value) { return true }
        if pivotsSinceRefactor > 0, tableauDrift() > Self.driftTolerance {
            try refactor()
            try optimize()
            value = pointValues(probe: false)
            if residualIsRounding(slot, values: value) { return true }
        }
        // In a tableau that pivoted ill-conditioned, rounding can leave a satisfiable
        // constraint 10⁻⁵ off: correct the constants by the residuals before breaking it
        // (Solver+Refinement.swift).
        guard hasPivotedIllConditioned || hasPivotedOnSmallShare, refineResiduals() else { return false }
        try optimize()
        value = pointValues(probe: false)
        return residualIsRounding(slot, values: value)
    }

    /// `holdsAtSolution` without the refactoring, given every symbol's value.
    func residualIsRounding(_ slot: Int, values value: [Double]) -> Bool {
        let (residual, size) = violation(ofRecord: slot, values: value)
        return residual <= Solver.feasibilityTolerance * size
    }

    /// Turns broken constraints back into required ones once they all hold again.
    mutating func healBrokenConstraints() throws(SolverError) {
        // Every step of an edit ends here: a scan of every record for none was a tenth of a
        // step of a form of ten rows.
        guard constraintTable.mayHaveBroken else { return }
        let broken = constraintTable.records.indices.filter { constraintTable.records[$0].state == .broken }
        guard !broken.isEmpty else {
            constraintTable.mayHaveBroken = false
            return
        }
        // One reading of the values serves every broken record (it walks the whole tableau).
        var value = pointValues(probe: false)
        for slot in broken where try !holdsAtSolution(slot, values: &value) { return }
        for slot in broken {
            try dissolveErrors(of: slot, levelKey: Self.brokenLevel)
            constraintTable.records[slot].state = .required
        }
        try optimize()
    }

    // MARK: - Conflict sets

    /// The minimal set of required constraints that, with record `slot`, cannot hold.
    mutating func findConflict(_ slot: Int) -> Conflict {
        var owners: [Int] = []
        func note(_ s: Int) {
            let o = Int(symbolTable.owner[s])
            if o >= 0, o != slot, constraintTable.records[o].state == .required, !owners.contains(o) { owners.append(o) }
        }
        if let l = levelIndex(Self.pendingLevel) {
            let coefficients = objective.levels[l].coefficients
            for s in coefficients.indices where coefficients[s] != 0 && symbolTable.rowOf[s] < 0
                && symbolTable.kinds[s] == .slack { note(s) }
        }
        // Levels track no marker (Solver+SharedMarkers.swift): the pending level is the sum of
        // this record's two errors, so its markers are those of the errors' rows.
        var markers: [Int32: Double] = [:]
        for e in constraintTable.records[slot].errors where symbolTable.rowOf[Int(e)] >= 0 {
            let row = rowStore.rows[Int(symbolTable.rowOf[Int(e)])]
            for term in row.terms where symbolTable.kinds[Int(term.symbol)] == .dummy { markers[term.symbol,
                default: 0] += term.coefficient }
            for term in sharedTerms(row.shared) { markers[term.symbol, default: 0] += term.coefficient }
        }
        for (s, c) in markers.sorted(by: { $0.key < $1.key }) where abs(c) > Solver.epsilon
            && symbolTable.rowOf[Int(s)] < 0 {
            note(Int(s))
        }
        owners.sort { constraintTable.records[$0].sequence < constraintTable.records[$1].sequence }
        let minimal = minimizeConflict(constraint(ofRecord: slot), candidates: owners)
        return Conflict(constraint: id(of: slot), conflictsWith: minimal.map { id(of: $0) })
    }

    /// A deletion filter: drops each candidate whose absence keeps the set unsatisfiable.
    ///
    /// What is left is an irreducible infeasible subsystem: it cannot hold, and it can once
    /// any one member is removed. Each test solves the few candidates in a scratch solver.
    func minimizeConflict(_ added: Constraint, candidates: [Int]) -> [Int] {
        let all = candidates.map { constraint(ofRecord: $0) }
        if Self.requiredSetIsSatisfiable(all + [added]) { return candidates }
        var kept = Array(candidates.indices)
        var i = 0
        while i < kept.count {
            var trial = kept
            trial.remove(at: i)
            if Self.requiredSetIsSatisfiable(trial.map { all[$0] } + [added]) {
                i += 1
            } else {
                kept = trial
            }
        }
        return kept.map { candidates[$0] }
    }

    /// Whether these constraints, all taken as required, can hold together.
    static func requiredSetIsSatisfiable(_ constraints: [Constraint]) -> Bool {
        var scratch = Solver()
        scratch.analyzesConflicts = false
        var mapped: [Int32: Variable] = [:]
        for constraint in constraints {
            var terms: [(variable: Variable, coefficient: Double)] = []
            for term in constraint.terms {
                let v = mapped[term.variable.index] ?? scratch.makeVariable()
                mapped[term.variable.index] = v
                terms.append((v, term.coefficient))
            }
            do {
                try scratch.add(Constraint(terms, constraint.relation, constraint.constant, priority: .required))
            } catch {
                return false
            }
        }
        return true
    }
}
