extension Solver {
    /// What changes when constraints are added or rows installed or removed, and not when a
    /// step only changes constants or pivots: the newest constraint's sequence number and the
    /// number of rows.
    struct TableauMark: Equatable, Sendable {
        var sequence: UInt64
        var rows: Int
    }

    /// The values of unrestricted variables, and the ranks that order the rows referring to
    /// one another (Solver+Chains.swift, Solver+ValueSweep.swift).
    ///
    /// Invariants:
    /// 1. `rank`, `value` and `isStale` have one entry per symbol.
    /// 2. Ranks are handed out in increasing order up to `topRank`; `rankLog` lists them in
    ///    that order, so its ranks increase and none exceeds `topRank`.
    /// 3. A stale symbol waits in `stale` once, so the heap holds at least as many symbols as
    ///    are marked (it may hold more: entries of symbols already refreshed are skipped).
    /// Each basic variable's value is its row evaluated through its references once values are
    /// up to date (checked by `Solver.checkInvariants()`).
    struct ValueChains: Sendable {
        /// Per symbol: the rank that orders a basic unrestricted variable after its references.
        var rank: [Double] = []
        var topRank = 0.0
        /// Per symbol: an unrestricted variable's value as last evaluated (0 when non-basic).
        var value: [Double] = []
        var isStale: [Bool] = []
        var stale = RankHeap()
        /// Every rank handed out, in increasing order, with the symbol it went to.
        var rankLog: [(symbol: Int32, rank: Double)] = []
        /// How many values the last refresh reached: the heap's evaluations, a pass's moved values.
        var lastRefreshCount = 0
        /// The tableau's shape when the last refresh ended (`Solver.tableauMark`), and whether
        /// it was the same when the refresh before it ended: only then does `lastRefreshCount`
        /// foretell the next refresh (Solver+ValueSweep.swift).
        var refreshedAt: TableauMark = TableauMark(sequence: .max, rows: 0)
        var lastRefreshCountHolds = false
        /// A buffer for the stale symbols of one value sweep.
        var sweepScratch: [Int32] = []

        /// Appends `count` symbols: rank 0, value 0, not stale.
        mutating func appendSymbols(_ count: Int) {
            if count == 1 {
                rank.append(0)
                value.append(0)
                isStale.append(false)
                return
            }
            rank.append(contentsOf: repeatElement(0, count: count))
            value.append(contentsOf: repeatElement(0, count: count))
            isStale.append(contentsOf: repeatElement(false, count: count))
        }

        /// The broken invariants, as messages. O(1): the log's order is checked at its ends.
        func problems(symbolCount: Int) -> [String] {
            var problems: [String] = []
            if rank.count != symbolCount || value.count != symbolCount || isStale.count != symbolCount {
                problems.append("values: \(rank.count) ranks, \(value.count) values, \(isStale.count) marks for \(symbolCount) symbols")
            }
            if let first = rankLog.first, let last = rankLog.last, first.rank > last.rank || last.rank > topRank {
                problems.append("values: rank log from \(first.rank) to \(last.rank), top rank \(topRank)")
            }
            return problems
        }
    }

    /// The variables, by index: their symbols and names, their edits, and which values changed.
    ///
    /// Invariants:
    /// 1. `symbol`, `names` and `isChanged` have one entry per variable; `edits` at most one.
    /// 2. `isChanged` marks exactly the variables listed in `changed`, each once.
    /// 3. Each variable's symbol is external and owned by it (checked by `Solver.checkParts()`).
    struct VariableTable: Sendable {
        var symbol: [Int32] = []
        /// Given names; an empty name prints as `v<index>`.
        var names: [String] = []
        /// Per variable, its edit constraint, up to the newest variable with one (most have
        /// none): a dictionary here hashed the variable on every suggestion.
        var edits: [ConstraintID?] = []
        /// Variables whose values may have changed since `takeChangedVariables()`, in order.
        var changed: [Int32] = []
        var isChanged: [Bool] = []

        var count: Int { symbol.count }

        /// The edit constraint of variable `v`, if it has one (nil for any index out of range).
        @inline(__always)
        func edit(of v: Int32) -> ConstraintID? { v >= 0 && Int(v) < edits.count ? edits[Int(v)] : nil }

        /// Sets or clears the edit of variable `v`, a variable of this table.
        mutating func setEdit(_ id: ConstraintID?, of v: Int32) {
            if Int(v) >= edits.count { edits.append(contentsOf: repeatElement(nil, count: Int(v) + 1 - edits.count)) }
            edits[Int(v)] = id
        }

        /// The broken invariants, as messages. Unless `thorough`, only the latest change is
        /// looked at: O(1).
        func problems(thorough: Bool) -> [String] {
            var problems: [String] = []
            if names.count != count || isChanged.count != count {
                problems.append("variables: \(count) symbols, \(names.count) names, \(isChanged.count) marks")
                return problems
            }
            for v in thorough ? changed[...] : changed.suffix(1) where v < 0 || Int(v) >= count || !isChanged[Int(v)] {
                problems.append("variables: changed \(v) is not marked")
            }
            if changed.count > count { problems.append("variables: \(changed.count) changed of \(count)") }
            if edits.count > count { problems.append("variables: \(edits.count) edit entries for \(count) variables") }
            return problems
        }
    }
}
