/// Changing constraints' constants: a marker shifted through the tableau, then a dual repair.
extension Solver {
    /// Changes a record's constant by shifting its marker, then repairs with the dual simplex.
    ///
    /// A guest leaves its host's row and is installed again with its new constant; a host's
    /// guests, whose constants stay, get rows of their own (Solver+Guests.swift).
    mutating func changeConstant(_ slot: Int, to value: Double) throws(SolverError) -> Conflict? {
        let delta = value - constraintTable.stored[slot].constant
        guard delta != 0 else { return nil }
        if constraintTable.records[slot].state == .parked {
            changeParkedConstant(slot, to: value)
            return nil
        }
        // A record that can share no row (an edit's) has no guests and no host: just shift.
        if !(hostChains.sharesRows && constraintTable.records[slot].sharesRows), constraintTable.records[slot].host < 0,
           constraintTable.records[slot].firstGuest < 0, !constraintTable.records[slot].isHost {
            return try shiftConstant(slot, to: value, delta: delta)
        }
        if constraintTable.records[slot].host >= 0 {
            detach(slot)
            constraintTable.stored[slot].constant = value
            if case .failure(let error) = install(slot, breakIfUnsatisfiable: true) { throw error }
            return nil
        }
        let guests = detachGuests(of: slot)
        unregisterHost(slot)
        let conflict = try shiftConstant(slot, to: value, delta: delta)
        registerHost(slot)
        try reinstall(guests)
        return conflict
    }

    /// `changeConstant` for a record with a row of its own and no guests.
    ///
    /// When the dual repair fails (a required constraint can no longer hold) or needs more than
    /// `dualRepairBudget` pivots, its pivots are undone, the marker shifted back, and the
    /// record is removed and added again with its new constant, the breaking way, which
    /// reports the conflict. The budget bounds the work as it does for an add
    /// (`dualInstall`): on a dense tableau (500 random variables, rows of 450 terms) a
    /// suggestion's repair moved hundreds of rows, and the dual simplex wandered for over
    /// 22,000 pivots (84 refactorings) without finishing, its lexicographic objective falling
    /// again where exact arithmetic only lets it rise; removing and re-adding the edit took
    /// 1,800 to 3,500 primal pivots (docs/solver.md).
    mutating func shiftConstant(_ slot: Int, to value: Double, delta: Double) throws(SolverError) -> Conflict? {
        let old = constraintTable.stored[slot].constant
        constraintTable.stored[slot].constant = value
        let shift = delta / Double(constraintTable.records[slot].markerSign)
        shiftMarker(constraintTable.records[slot].marker, by: shift)
        requeueRefusedSymbols()
        var journal: [(leaving: Int32, entering: Int32)] = []
        if try dualOptimize(journal: &journal, budget: dualRepairBudget) == .repaired {
            try optimize()
            try healBrokenConstraints()
            return nil
        }
        try undoPivots(journal)
        clearInfeasible()
        constraintTable.stored[slot].constant = old
        shiftMarker(constraintTable.records[slot].marker, by: -shift)
        constraintTable.stored[slot].constant = value
        try uninstall(slot)
        switch install(slot, breakIfUnsatisfiable: true) {
        case .success(let conflict): return conflict
        case .failure(let error): throw error
        }
    }

    /// Renames marker `m` to `m - shift` throughout the tableau.
    ///
    /// Algebra: raising a constraint's right-hand side by δ turns `0 = -k + e + σ·m` into
    /// `0 = -k + e + σ·(m - δ/σ)`. So the old tableau holds with `m̃ = m - shift`, `shift = δ/σ`;
    /// substituting `m̃` back: a basic `m` row gains `+shift`, every row holding `β·m` gains
    /// `-β·shift`, and each objective level holding `c·m` gains `-c·shift`, except for the
    /// marker's own weights when it is weighted: a level is Σ weighted symbols by definition, not
    /// a row of the renamed system. So a non-basic marker's own weights are not shifted, and a
    /// basic one's levels grow by weight × `shift` with its row.
    mutating func shiftMarker(_ m: Int32, by shift: Double) {
        let mi = Int(m)
        if symbolTable.rowOf[mi] >= 0 {
            let r = Int(symbolTable.rowOf[mi])
            rowStore.rows[r].constant += shift
            noteConstantChange(r)
            // Each level weighting this symbol sums it through its row: it grows with the row.
            moveLevels(weighting: m, by: shift)
            return
        }
        if symbolTable.kinds[mi] == .dummy {
            // Levels track no marker: each changes with the rows of its basic errors.
            for (slot, c) in markerColumn(m) {
                let r = Int(slot)
                rowStore.rows[r].constant -= c * shift
                noteConstantChange(r)
                moveLevels(weighting: rowStore.rows[r].basic, by: -c * shift)
            }
            return
        }
        walkColumn(m) { solver, slot, c in
            solver.rowStore.rows[Int(slot)].constant -= c * shift
            solver.noteConstantChange(Int(slot))
        }
        // The objective is the sum of the weighted symbols by definition: the marker's own
        // weights (its record's and its guests', Solver+Guests.swift) are not part of any
        // renamed row. So each level moves by its coefficient of the marker, minus those
        // weights: the rows' part, which moves even where the two cancel to a coefficient of 0
        // (an optional equality's error in the row of another error at its level).
        for l in objective.levels.indices where objective.levels[l].coefficients[mi] != 0 {
            objective.levels[l].constant -= objective.levels[l].coefficients[mi] * shift
        }
        moveLevels(weighting: m, by: shift)
    }

    /// After a row's constant changed: note a moved variable, or queue an infeasible row.
    mutating func noteConstantChange(_ r: Int) {
        let basic = rowStore.rows[r].basic
        if symbolTable.kinds[Int(basic)] == .external { markStale(basic) } else { queueIfInfeasible(basic) }
    }
}
