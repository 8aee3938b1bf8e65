/// Tableau bookkeeping: symbols, the column index, rows, objective levels and the pivot.
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

    // MARK: - Column index

    /// Records that row `slot` may hold symbol `s`.
    ///
    /// Appending never walks the list: a symbol's column often grows by thousands of entries in
    /// one substitution, and every one of them is live. Stale entries are dropped when the list
    /// is walked (`rowsContaining`) or a step of the sweep passes it (`sweepColumns`).
    mutating func columnAppend(_ s: Int32, _ slot: Int32) {
        guard columnIndex.isEnabled else { return }
        linkNode(s, slot)
        sweepIfStale(appended: 1)
    }

    /// `columnAppend` for every symbol of `symbols` (the terms a substitution inserted into row
    /// `slot`), with one check for a sweep step at the end.
    mutating func columnAppend(_ symbols: [Int32], _ slot: Int32) {
        guard columnIndex.isEnabled, !symbols.isEmpty else { return }
        for s in symbols { linkNode(s, slot) }
        sweepIfStale(appended: symbols.count)
    }

    /// A step of the sweep, paid for by `appended` new entries, while the nodes in use exceed
    /// twice the terms in the tableau (plus a floor).
    @inline(__always)
    mutating func sweepIfStale(appended: Int) {
        if columnIndex.nodesInUse > 2 * rowStore.liveTerms + 4096 {
            sweepColumns(budget: Self.sweepBudgetPerNode * appended + Self.sweepStepFloor)
        }
    }

    /// Puts a node for row `slot` at the head of `s`'s column, reusing a free node if any.
    @inline(__always)
    mutating func linkNode(_ s: Int32, _ slot: Int32) {
        let si = Int(s)
        let node: Int32
        if columnIndex.freeNode >= 0 {
            node = columnIndex.freeNode
            columnIndex.freeNode = columnIndex.nodes[Int(node)].next
            columnIndex.nodes[Int(node)] = ColumnNode(row: slot, next: columnIndex.head[si])
        } else {
            node = Int32(columnIndex.nodes.count)
            columnIndex.nodes.append(ColumnNode(row: slot, next: columnIndex.head[si]))
        }
        columnIndex.head[si] = node
        columnIndex.nodesInUse += 1
    }

    /// The coefficient of `s` in row `slot` when the column node for that row still denotes a
    /// term; nil when it went stale.
    @inline(__always)
    func liveCoefficient(_ slot: Int32, _ s: Int32) -> Double? {
        guard rowStore.rows[Int(slot)].basic >= 0 else { return nil }
        let i = rowStore.rows[Int(slot)].search(s)
        return i >= 0 ? rowStore.rows[Int(slot)].terms[i].coefficient : nil
    }

    /// The live row slots that hold `s`, each once; drops stale entries from the list.
    mutating func rowsContaining(_ s: Int32, upTo limit: Int = .max) -> [Int32] {
        var result: [Int32] = []
        // Room for a short column at the first live entry: growing from nothing took three or
        // four allocations on most pivots (a column of stale entries only allocates nothing).
        walkColumn(s, upTo: limit) { slot, _ in
            if result.isEmpty { result.reserveCapacity(min(limit, 16)) }
            result.append(slot)
        }
        return result
    }

    /// `rowsContaining(s)` in the solver's reusable buffer; hand it back with
    /// `columnScratch = slots` when done (a nested call meanwhile gets a fresh array).
    mutating func takeColumnScratch(_ s: Int32) -> [Int32] {
        var slots = columnIndex.scratch
        columnIndex.scratch = []
        slots.removeAll(keepingCapacity: true)
        walkColumn(s) { slot, _ in slots.append(slot) }
        return slots
    }

    /// `takeColumnScratch(s)` with each row's coefficient of `s`, read by the search that found
    /// it (looking it up again was a tenth of a suggestion); hand the buffer back with
    /// `columnIndex.termScratch = holders` when done.
    mutating func takeColumnTerms(_ s: Int32) -> [(slot: Int32, coefficient: Double)] {
        var holders = columnIndex.termScratch
        columnIndex.termScratch = []
        holders.removeAll(keepingCapacity: true)
        walkColumn(s) { slot, c in holders.append((slot, c)) }
        return holders
    }

    /// Calls `body` with each live row slot of `s`'s column once (at most `limit` of them) and
    /// the row's coefficient of `s`, unlinking stale and duplicate entries on the way (a row
    /// can be listed twice when a term cancelled and came back).
    mutating func walkColumn(_ s: Int32, upTo limit: Int = .max, _ body: (Int32, Double) -> Void) {
        walkColumn(s, upTo: limit) { _, slot, c in body(slot, c) }
    }

    /// `walkColumn` handing `body` the solver itself, so that a loop that changes the solver
    /// needs no list of the column first (a suggestion's marker shift collected its holders,
    /// a tenth of a step of the engine's form of ten views). `body` may change anything but
    /// the rows' terms, the column index and the row stamps, which the walk reads as it goes.
    /// Inlined, so that each caller's body is specialized into its own loop, as the closure of
    /// each caller of the two-argument form was before it called this one (not inlined, the
    /// walks of a build of the stacks screen of ten labels took 1.6 % more instructions).
    @inline(__always)
    mutating func walkColumn(_ s: Int32, upTo limit: Int = .max, _ body: (inout Solver, Int32, Double) -> Void) {
        guard columnIndex.isEnabled else {
            var visited = 0
            for r in rowStore.rows.indices where visited < limit {
                guard let c = liveCoefficient(Int32(r), s) else { continue }
                visited += 1
                body(&self, Int32(r), c)
            }
            return
        }
        rowStore.stamp &+= 1
        if rowStore.stamp == 0 {
            for i in rowStore.stamps.indices { rowStore.stamps[i] = 0 }
            rowStore.stamp = 1
        }
        let si = Int(s)
        var previous: Int32 = -1
        var node = columnIndex.head[si]
        var visited = 0
        while node >= 0, visited < limit {
            let next = columnIndex.nodes[Int(node)].next
            let slot = columnIndex.nodes[Int(node)].row
            let r = Int(slot)
            if rowStore.stamps[r] != rowStore.stamp, let c = liveCoefficient(slot, s) {
                rowStore.stamps[r] = rowStore.stamp
                visited += 1
                body(&self, slot, c)
                previous = node
            } else {
                if previous >= 0 { columnIndex.nodes[Int(previous)].next = next } else { columnIndex.head[si] = next }
                columnIndex.nodes[Int(node)].next = columnIndex.freeNode
                columnIndex.freeNode = node
                columnIndex.nodesInUse -= 1
            }
            node = next
        }
    }

    /// The number of live rows holding `s`, counted up to `limit` (the walk stops there).
    mutating func columnCount(_ s: Int32, upTo limit: Int) -> Int {
        // A column never filled (a new row's fresh subject) needs no walk.
        if columnIndex.isEnabled, columnIndex.head[Int(s)] < 0 { return 0 }
        var count = 0
        walkColumn(s, upTo: limit) { _, _ in count += 1 }
        return count
    }

    /// Column entries a sweep step may visit per entry appended, and at least per step.
    static let sweepBudgetPerNode = 4
    static let sweepStepFloor = 64

    /// One step of an incremental sweep: walks the columns after `sweepCursor`, dropping their
    /// stale entries, until about `budget` entries (live or stale) were visited or every
    /// column was passed once.
    ///
    /// Runs while the nodes in use exceed twice the terms in the tableau (plus a floor), so at
    /// least half of them are stale. Sweeping every column at once paused one operation for
    /// the whole index: hiding one arranged view in a screen of 1,000 labels in stacks took
    /// 11 ms when it happened to cross the threshold (168,000 entries), against 0.8 ms
    /// otherwise. In steps, each append pays for `sweepBudgetPerNode` visits, so a full pass
    /// over the N entries in use ends within N/4 appended ones: the index stays within a
    /// constant factor of the live terms, and no operation pauses for more than its own share.
    mutating func sweepColumns(budget: Int) {
        guard columnIndex.isEnabled else { return }
        let count = columnIndex.head.count
        var visited = 0
        var passed = 0
        while visited < budget, passed < count {
            if columnIndex.sweepCursor >= count { columnIndex.sweepCursor = 0 }
            let s = columnIndex.sweepCursor
            columnIndex.sweepCursor += 1
            passed += 1
            guard columnIndex.head[s] >= 0 else { continue }
            let before = columnIndex.nodesInUse
            var live = 0
            walkColumn(Int32(s)) { _, _ in live += 1 }
            visited += live + (before - columnIndex.nodesInUse)
        }
    }

    /// Empties the column of `s` (after `s` became basic or was freed).
    mutating func clearColumn(_ s: Int32) {
        guard columnIndex.isEnabled else { return }
        let si = Int(s)
        var node = columnIndex.head[si]
        while node >= 0 {
            let next = columnIndex.nodes[Int(node)].next
            columnIndex.nodes[Int(node)].next = columnIndex.freeNode
            columnIndex.freeNode = node
            columnIndex.nodesInUse -= 1
            node = next
        }
        columnIndex.head[si] = -1
    }

    /// Rows longer than this on average make the tableau dense: the column lists are dropped.
    static let denseTableauRowLength = 48

    /// Drops the column lists once the tableau is dense, and builds them again once it is not.
    ///
    /// On layouts a symbol sits in a few rows of a few terms, and its list finds them without
    /// looking at the others. On a dense tableau (random systems of a few hundred variables
    /// reach rows of 250 terms in 500 rows) each pivot rewrites hundreds of rows and inserts
    /// tens of thousands of entries, most of them stale by the next pivot: the lists cost a
    /// third of the solve, while looking for a symbol in every row costs a binary search per
    /// row, far less than the pivot that follows. Hysteresis (dense above 48 terms a row on
    /// average, sparse again below 16) keeps a system near the line from switching back and
    /// forth.
    mutating func updateColumnIndexing() {
        let live = rowStore.rows.count - rowStore.free.count
        if columnIndex.isEnabled {
            guard live >= 64, rowStore.liveTerms > Self.denseTableauRowLength * live else { return }
            columnIndex.isEnabled = false
            for s in columnIndex.head.indices { columnIndex.head[s] = -1 }
            columnIndex.nodes.removeAll()
            columnIndex.freeNode = -1
            columnIndex.nodesInUse = 0
            columnIndex.sweepCursor = 0
        } else if live < 32 || 3 * rowStore.liveTerms < Self.denseTableauRowLength * live {
            columnIndex.isEnabled = true
            for r in rowStore.rows.indices where rowStore.rows[r].basic >= 0 {
                for term in rowStore.rows[r].terms { linkNode(term.symbol, Int32(r)) }
            }
        }
    }

    // MARK: - Rows

    /// Stores a row whose basic symbol is set; indexes its terms.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int32 {
        let slot: Int32
        if let free = rowStore.free.popLast() {
            slot = free
            rowStore.rows[Int(slot)] = row
        } else {
            slot = Int32(rowStore.rows.count)
            rowStore.rows.append(row)
            rowStore.stamps.append(0)
        }
        symbolTable.rowOf[Int(row.basic)] = slot
        rowStore.liveTerms += row.terms.count
        var largest = 0.0
        for term in row.terms {
            columnAppend(term.symbol, slot)
            largest = max(largest, abs(term.coefficient))
        }
        noteInsertedRow(largest: largest)
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
        if Row.cancels(c, before, delta) { c = 0 }
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
    /// `optimalityTolerance`. Smaller reduced costs are rounding noise: entering on them would
    /// chase no real improvement, possibly along a noise-level pivot element.
    @inline(__always)
    func lexicographicSign(_ s: Int32, throughLevel last: Int) -> (sign: Int, level: Int) {
        let si = Int(s)
        var l = 0
        while l <= last {
            let c = objective.levels[l].coefficients[si]
            if c < -Solver.optimalityTolerance { return (-1, l) }
            if c > Solver.optimalityTolerance { return (1, l) }
            l += 1
        }
        return (0, last)
    }

    // MARK: - Pivot and substitution

    /// Makes `entering` basic in row `slot`; the row's old basic symbol becomes non-basic.
    ///
    /// Algebra: `b = c + a·e + Σ` becomes `e = (b - c - Σ)/a`, which is then substituted for
    /// `e` in every other row and objective level that holds `e`.
    mutating func pivot(_ slot: Int32, entering: Int32) {
        pivotCount += 1
        pivotsSinceRefactor += 1
        pivotsSinceDriftCheck += 1
        updateColumnIndexing()
        let r = Int(slot)
        let old = rowStore.rows[r].basic
        let element = rowStore.rows[r].coefficient(of: entering)
        notePivotElement(element, largest: rowStore.rows[r].largestMagnitude)
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
