/// Tableau bookkeeping: symbols, rows, objective levels and the pivot (the column index is
/// in Solver+ColumnIndex.swift).
extension Solver {
    // MARK: - Symbols

    /// Returns a symbol to the free list, first removing any trace of it left in the tableau.
    ///
    /// Normally none is left; coefficients below `pivotTolerance`, which are never pivoted on,
    /// can remain as rounding noise and are dropped here, so a recycled id starts clean.
    mutating func freeSymbol(_ s: Int32) {
        if symbolTable.rowOf[Int(s)] >= 0 { dropRow(symbolTable.rowOf[Int(s)]) }
        for slot in rowsContaining(s) where rowStore.rows[Int(slot)].remove(s) != 0 { rowStore.liveTerms -= 1 }
        clearColumn(s)
        for l in objective.levels.indices { objective.levels[l].coefficients[Int(s)] = 0 }
        symbolTable.owner[Int(s)] = -1
        // Shared nodes may still hold a removed marker's (dead) terms: its id is not reused.
        if !markerStore.isShared[Int(s)] { symbolTable.free.append(s) }
    }

    var symbolCount: Int { symbolTable.kinds.count }

    // MARK: - Rows

    /// Stores a row whose basic symbol is set; indexes its terms.
    ///
    /// Takes the row (`consuming`) and moves it into the store first, then reads its terms
    /// there by index: a borrowed row was copied in, and a row held across the indexing had
    /// its terms retained and released, atomic operations that were a tenth of the build of
    /// ten independent views.
    @discardableResult
    mutating func insertRow(_ row: consuming Row) -> Int32 {
        let basic = row.basic
        let slot: Int32
        if let free = rowStore.free.popLast() {
            slot = free
            rowStore.rows[Int(slot)] = consume row
        } else {
            slot = Int32(rowStore.rows.count)
            rowStore.rows.append(consume row)
            rowStore.stamps.append(0)
        }
        symbolTable.rowOf[Int(basic)] = slot
        let count = rowStore.rows[Int(slot)].terms.count
        rowStore.liveTerms += count
        var largest = 0.0
        let indexed = columnIndex.isEnabled
        var i = 0
        while i < count {
            let term = rowStore.rows[Int(slot)].terms[i]
            if indexed { linkNode(term.symbol, slot) }
            largest = max(largest, abs(term.coefficient))
            i += 1
        }
        noteInsertedRow(largest: largest)
        // The sweep reads the stored rows, so it runs once every term is indexed.
        if indexed { sweepIfStale(appended: count) }
        return slot
    }

    /// Forgets row `slot`: its basic symbol becomes non-basic. Column entries go stale.
    mutating func dropRow(_ slot: Int32) {
        let basic = rowStore.rows[Int(slot)].basic
        if symbolTable.kinds[Int(basic)] == .external { markStale(basic) }
        symbolTable.rowOf[Int(basic)] = -1
        rowStore.liveTerms -= rowStore.rows[Int(slot)].terms.count
        rowStore.rows[Int(slot)] = Row(basic: -1, constant: 0)
        rowStore.free.append(slot)
    }

    /// Notes that `symbol`'s value moved (every refresh that moves one calls this): for
    /// `takeChangedVariables()`, and so that the parked bounds are checked again.
    mutating func markChanged(_ symbol: Int32) {
        parking.areSettled = false
        let v = symbolTable.owner[Int(symbol)]
        if v >= 0, !variableTable.isChanged[Int(v)] {
            variableTable.isChanged[Int(v)] = true
            variableTable.changed.append(v)
        }
    }

    // MARK: - Objective levels

    func levelIndex(_ key: Double) -> Int? { objective.levels.firstIndex { $0.key == key } }

    /// The index of the level for `key`, created (zeroed) if needed, keeping descending order.
    mutating func ensureLevel(_ key: Double) -> Int {
        if let l = levelIndex(key) { return l }
        let position = objective.levels.firstIndex { $0.key < key } ?? objective.levels.count
        var coefficients: [Double] = []
        if key == Self.pendingLevel {
            swap(&coefficients, &objective.sparePendingCoefficients)
            coefficients.append(contentsOf: repeatElement(0, count: max(0, symbolTable.slots - coefficients.count)))
        } else {
            coefficients = Array(repeating: 0, count: symbolTable.slots)
        }
        coefficients.reserveCapacity(objective.capacityHint)
        objective.levels.insert(Level(key: key, coefficients: coefficients), at: position)
        return position
    }

    /// Drops a level no error symbol uses any more.
    mutating func dropLevelIfUnused(_ key: Double) {
        if let l = levelIndex(key), objective.levels[l].users <= 0 { removeLevel(at: l) }
    }

    /// Removes level `l`, re-queueing the symbols it held as entering candidates.
    ///
    /// A symbol with a positive coefficient at a level is blocked from entering at every lower
    /// level; once that level is gone it may be eligible there, so it must be looked at again.
    /// The pending level records the symbols it touched (it lives for one add); other levels
    /// are scanned, which happens only when their last constraint goes.
    mutating func removeLevel(at l: Int) {
        var level = objective.levels.remove(at: l)
        let held: [Int32] = level.key == Self.pendingLevel ? level.touched
            : level.coefficients.indices.filter { level.coefficients[$0] != 0 }.map { Int32($0) }
        if level.key == Self.pendingLevel {
            for s in level.touched { level.coefficients[Int(s)] = 0 }
            swap(&level.coefficients, &objective.sparePendingCoefficients)
        }
        for s in held { objective.queue(s) }
    }

    /// Adds `delta` to the coefficient of non-basic `s` at level `l`, snapping a cancellation to zero.
    ///
    /// Markers of required equalities are not tracked: they never enter, and what their level
    /// coefficients would say is computed from the rows (Solver+SharedMarkers.swift).
    mutating func bump(_ l: Int, _ s: Int32, _ delta: Double) {
        let si = Int(s)
        if symbolTable.kinds[si] == .dummy { return }
        let before = objective.levels[l].coefficients[si]
        var c = before + delta
        if Row.cancels(c, before, delta) {
            if c < -Solver.epsilon { noteSnappedCost(s, atLevel: l, c) }
            c = 0
        }
        objective.levels[l].coefficients[si] = c
        if objective.levels[l].key == Self.pendingLevel { objective.levels[l].touched.append(s) }
        if !objective.isCandidate[si] {
            objective.isCandidate[si] = true
            objective.candidates.append(s)
        }
    }

    /// Adds `factor·s` to level `l`, expressing `s` through its row when it is basic.
    ///
    /// Algebra: with `s = c + Σ aᵢxᵢ`, `objective += factor·c + Σ factor·aᵢ·xᵢ`.
    mutating func objectiveAdd(_ l: Int, _ s: Int32, _ factor: Double) {
        let r = symbolTable.rowOf[Int(s)]
        if r < 0 {
            bump(l, s, factor)
            return
        }
        let row = symbolTable.kinds[Int(s)] == .external ? expandedRow(of: s) : rowStore.rows[Int(r)]
        objective.levels[l].constant += factor * row.constant
        for term in row.terms { bump(l, term.symbol, factor * term.coefficient) }
    }

    /// The coefficient of `s` at every level, highest first, compared lexicographically.
    ///
    /// Returns -1, 0 or +1: the sign of the first level where `s`'s coefficient is beyond
    /// `optimalityTolerance`, a negative one the pass found negligible there aside
    /// (Solver+NegligibleCosts.swift). Smaller reduced costs are rounding noise: entering on them would
    /// chase no real improvement, possibly along a noise-level pivot element.
    @inline(__always)
    func lexicographicSign(_ s: Int32, throughLevel last: Int) -> (sign: Int, level: Int) {
        let si = Int(s)
        var l = 0
        while l <= last {
            let c = objective.levels[l].coefficients[si]
            if c < -Solver.optimalityTolerance, objective.negligible.isEmpty || !isNegligible(s, c, atLevel: l) {
                return (-1, l)
            }
            if c > Solver.optimalityTolerance { return (1, l) }
            l += 1
        }
        return (0, last)
    }

    // MARK: - Pivot and substitution

    /// Makes `entering` basic in row `slot`; the row's old basic symbol becomes non-basic.
    ///
    /// Algebra: `b = c + a·e + Σ` becomes `e = (b - c - Σ)/a`, which is then substituted for
    /// `e` in every other row and objective level that holds `e`. An element below
    /// `driftShare` of its row makes the drift due (`notePivotElement`).
    mutating func pivot(_ slot: Int32, entering: Int32, driftShare: Double = driftPivotShare) {
        pivotCount += 1
        pivotsSinceRefactor += 1
        pivotsSinceDriftCheck += 1
        updateColumnIndexing()
        let r = Int(slot)
        let old = rowStore.rows[r].basic
        let element = rowStore.rows[r].coefficient(of: entering)
        notePivotElement(element, largest: rowStore.rows[r].largestMagnitude, driftShare: driftShare)
        symbolTable.rowOf[Int(old)] = -1
        rowStore.liveTerms -= rowStore.rows[r].terms.count
        _ = rowStore.rows[r].solve(for: entering)
        rowStore.liveTerms += rowStore.rows[r].terms.count
        columnAppend(old, slot)
        symbolTable.rowOf[Int(entering)] = slot
        if symbolTable.kinds[Int(old)] == .external { markStale(old) }
        if symbolTable.kinds[Int(entering)] == .external { markStale(entering) }
        if symbolTable.kinds[Int(entering)] == .dummy {
            substituteOutMarker(entering, definedBy: slot, leaving: old, element: element)
        } else {
            substituteOut(entering, definedBy: slot)
        }
    }

    /// Replaces the non-basic symbol `s` by the expression of row `slot` everywhere else.
    ///
    /// Algebra: a row `x = k + β·s + Σ` becomes `x = (k + β·c) + β·Σ' + Σ` where
    /// `s = c + Σ'`; the objective levels likewise. Restricted rows that turn negative are
    /// queued for the dual simplex. The rows `keeping` (unrestricted rows that may refer to `s`
    /// once it is basic: Solver+KeptReferences.swift) keep their term in `s`.
    ///
    /// The column's rows go in the solver's reusable buffer (a nested substitution meanwhile
    /// gets a fresh one): with the inserted symbols' (`substitute(_:in:by:slot:)`), two arrays
    /// allocated and freed per pivot were 3 % of a build of the stacks screen of ten labels.
    mutating func substituteOut(_ s: Int32, definedBy slot: Int32, keeping: [Int32] = []) {
        var targets = columnIndex.scratch
        columnIndex.scratch = []
        targets.removeAll(keepingCapacity: true)
        walkColumn(s) { slot, _ in targets.append(slot) }
        defer { columnIndex.scratch = targets }
        if !keeping.isEmpty { targets.removeAll { keeping.contains($0) } }
        if rowStore.rows[Int(slot)].terms.count > Self.denseRowLength, targets.count > Self.sharingTargetCount {
            rowStore.liveTerms -= shareDenseMarkers(inRow: slot)
        }
        let definition = rowStore.rows[Int(slot)]
        let largestBeta = targets.isEmpty ? 0 : substitute(s, in: targets, by: definition, slot: slot)
        noteSubstitutedRows(largestBeta, definition)
        clearColumn(s)
        for target in keeping { columnAppend(s, target) }
        let si = Int(s)
        for l in objective.levels.indices {
            let c = objective.levels[l].coefficients[si]
            guard c != 0 else { continue }
            objective.levels[l].coefficients[si] = 0
            add(definition, times: c, toLevel: l)
        }
    }

    /// Replaces `s` by `definition` (row `slot`'s) in the rows `targets`; the largest factor.
    /// The inserted symbols go in the solver's reusable buffer, taken only when there are rows.
    mutating func substitute(_ s: Int32, in targets: [Int32], by definition: Row, slot: Int32) -> Double {
        var inserted = rowStore.insertedScratch
        rowStore.insertedScratch = []
        defer { rowStore.insertedScratch = inserted }
        var largestBeta = 0.0
        for target in targets where target != slot {
            let countBefore = rowStore.rows[Int(target)].terms.count
            let beta = rowStore.rows[Int(target)].remove(s)
            guard beta != 0 else { continue }
            largestBeta = max(largestBeta, abs(beta))
            add(definition, times: beta, toRow: target, termsBefore: countBefore, inserted: &inserted)
        }
        return largestBeta
    }

    /// Adds `beta × definition` to row `target`, whose term in the substituted symbol was just
    /// removed (it held `termsBefore` terms before), keeping the column index, the term count,
    /// stale values and the dual simplex's queue up to date. `inserted` is scratch space.
    ///
    /// Algebra: `x = k + Σ` becomes `x = (k + β·c) + β·Σ' + Σ` for a definition `c + Σ'`,
    /// shared marker parts included.
    @inline(__always)
    mutating func add(_ definition: Row, times beta: Double, toRow target: Int32, termsBefore: Int,
                      inserted: inout [Int32]) {
        let t = Int(target)
        rowsRewrittenSinceDriftCheck += 1
        rowsSubstitutedCount += 1
        inserted.removeAll(keepingCapacity: true)
        let before = rowStore.rows[t].constant
        rowStore.rows[t].add(constant: definition.constant, terms: definition.terms, times: beta, inserted: &inserted,
                             scratch: &rowStore.termScratch)
        if !definition.shared.isEmpty { rowStore.rows[t].addShared(definition.shared, times: beta) }
        if rowStore.rows[t].shared.count > Self.sharedPartLimit {
            shareDenseMarkers(inRow: target, markerLimit: .max)
            if rowStore.rows[t].shared.count > Self.sharedPartLimit { unshareMarkers(inRow: target) }
        }
        rowStore.liveTerms += rowStore.rows[t].terms.count - termsBefore
        columnAppend(inserted, target)
        let basic = rowStore.rows[t].basic
        if symbolTable.kinds[Int(basic)] == .external {
            if rowStore.rows[t].constant != before { markStale(basic) }
        } else if rowStore.rows[t].constant < -Self.primalTolerance {
            queueIfInfeasible(basic)
        }
    }

    /// Adds `factor × definition` to objective level `l` (markers aside: levels track none).
    mutating func add(_ definition: Row, times factor: Double, toLevel l: Int) {
        objective.levels[l].constant += factor * definition.constant
        for term in definition.terms { bump(l, term.symbol, factor * term.coefficient) }
    }
}
