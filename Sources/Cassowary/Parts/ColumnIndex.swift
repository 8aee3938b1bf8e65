extension Solver {
    /// One entry of a column list: a row slot that may hold the symbol, and the next entry.
    struct ColumnNode: Sendable {
        var row: Int32
        var next: Int32
    }

    /// The column index: per symbol a singly linked list of row slots that may hold it
    /// (Solver+ColumnIndex.swift).
    ///
    /// Entries go stale when a term cancels or a row is dropped; walking a list drops stale
    /// entries, and an incremental sweep of every list runs while the nodes in use outgrow
    /// twice the terms in the tableau (so stale entries of never-walked columns cannot pile
    /// up). On a dense tableau the lists are dropped (`isEnabled` false) and a column is found
    /// by looking in every row.
    ///
    /// Invariants:
    /// 1. `head` has one entry per symbol; each head and link is -1 or a node.
    /// 2. `freeNode` starts the list of unused nodes; `nodesInUse` counts the others.
    /// 3. While enabled, every term of a live row has a node in its symbol's column: at least
    ///    as many nodes are in use as the rows hold terms (checked in full by
    ///    `Solver.checkInvariants()`). While disabled, no node is in use.
    /// 4. `sweepCursor` lies within the columns (it wraps to 0 at the end).
    struct ColumnIndex: Sendable {
        var head: [Int32] = []
        var nodes: [ColumnNode] = []
        var freeNode: Int32 = -1
        var nodesInUse = 0
        /// The column where the next step of the sweep starts.
        var sweepCursor = 0
        /// Whether the column lists are kept (`updateColumnIndexing`).
        var isEnabled = true
        /// A buffer for the row slots of one column while the loop over them changes the
        /// solver (`takeColumnScratch()`): a step of a small screen walked a dozen columns, and
        /// a fresh array for each was a tenth of its time.
        var scratch: [Int32] = []
        /// The same for a column's rows with their coefficients (`takeColumnTerms()`).
        var termScratch: [(slot: Int32, coefficient: Double)] = []

        /// Appends `count` symbols with empty columns.
        mutating func appendSymbols(_ count: Int) {
            if count == 1 { head.append(-1) } else { head.append(contentsOf: repeatElement(-1, count: count)) }
        }

        /// The broken invariants, as messages; `liveTerms` is the number of terms in the rows.
        /// O(1): the free list and the links are walked by `Solver.checkInvariants()`.
        func problems(symbolCount: Int, liveTerms: Int) -> [String] {
            var problems: [String] = []
            if head.count != symbolCount { problems.append("column index: \(head.count) heads for \(symbolCount) symbols") }
            if freeNode < -1 || Int(freeNode) >= nodes.count { problems.append("column index: free node \(freeNode) out of range") }
            if nodesInUse < 0 || nodesInUse > nodes.count {
                problems.append("column index: \(nodesInUse) nodes in use of \(nodes.count)")
            }
            if isEnabled, nodesInUse < liveTerms {
                problems.append("column index: \(nodesInUse) nodes in use for \(liveTerms) terms")
            }
            if !isEnabled, nodesInUse != 0 || !nodes.isEmpty { problems.append("column index: nodes kept while disabled") }
            if sweepCursor < 0 || sweepCursor > head.count { problems.append("column index: sweep cursor \(sweepCursor) out of range") }
            return problems
        }
    }
}
