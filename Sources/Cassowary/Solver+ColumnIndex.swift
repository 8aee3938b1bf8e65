/// The column index: for each symbol, the rows that may hold it, kept as linked lists whose
/// stale entries are swept incrementally.
extension Solver {
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
}
