extension Solver {
    /// The shared marker nodes (Solver+SharedMarkers.swift) and what one query over them keeps.
    ///
    /// Invariants:
    /// 1. `value`, `valueStamp` and `visitStamp` have one entry per node; `isShared` one per
    ///    symbol.
    /// 2. A free node is listed once and is not live; `inUse` counts the live nodes.
    /// Nodes refer only to older live nodes, and rows only to live nodes (checked by
    /// `Solver.checkInvariants()`).
    struct MarkerStore: Sendable {
        var nodes: [MarkerNode] = []
        var free: [Int32] = []
        var inUse = 0
        /// The nodes alive after the last collection: the next one runs at twice as many.
        var inUseAtLastCollection = 0
        /// Per symbol: a marker some node holds (its symbol is never reused).
        var isShared: [Bool] = []
        /// Whether some row may hold shared parts.
        var hasSharedRows = false
        /// Per node, for one query at a time: a value, and stamps saying it is computed or
        /// visited in the query of `stamp`.
        var value: [Double] = []
        var valueStamp: [UInt32] = []
        var visitStamp: [UInt32] = []
        var stamp: UInt32 = 0

        /// Appends `count` symbols that no node holds.
        mutating func appendSymbols(_ count: Int) {
            if count == 1 { isShared.append(false) } else { isShared.append(contentsOf: repeatElement(false, count: count)) }
        }

        /// The broken invariants, as messages. Unless `thorough`, only the most recently freed
        /// node is looked at: O(1).
        func problems(symbolCount: Int, thorough: Bool) -> [String] {
            var problems: [String] = []
            if isShared.count != symbolCount { problems.append("marker nodes: \(isShared.count) marks for \(symbolCount) symbols") }
            if value.count != nodes.count || valueStamp.count != nodes.count || visitStamp.count != nodes.count {
                problems.append("marker nodes: per-node tables disagree with \(nodes.count) nodes")
            }
            if inUse + free.count != nodes.count {
                problems.append("marker nodes: \(inUse) in use and \(free.count) free of \(nodes.count)")
            }
            for n in thorough ? free[...] : free.suffix(1) where n < 0 || Int(n) >= nodes.count || nodes[Int(n)].isLive {
                problems.append("marker nodes: free node \(n) is live")
            }
            return problems
        }
    }

    /// Rows shared by constraints on one expression (Solver+Guests.swift): per variable, the
    /// chain of hosts whose expression it leads.
    ///
    /// Invariants: `head` has one entry per variable, each -1 or a record listed as a host.
    /// The chains' links (each host once, linked both ways, on its own variable) are checked
    /// by `Solver.checkInvariants()`.
    struct HostChains: Sendable {
        /// Per variable: the newest host listed on its chain (-1 for none).
        var head: [Int32] = []
        /// When false, every constraint gets a row of its own (tests compare both ways).
        var sharesRows = true

        /// The broken invariants, as messages. Unless `thorough`, only the newest variable's head
        /// is looked at: O(1).
        func problems(variableCount: Int, records: [Record], thorough: Bool) -> [String] {
            var problems: [String] = []
            if head.count != variableCount { problems.append("host chains: \(head.count) heads for \(variableCount) variables") }
            for h in thorough ? head[...] : head.suffix(1) where h >= 0 && (Int(h) >= records.count || !records[Int(h)].isHost) {
                problems.append("host chains: head \(h) is not a listed host")
            }
            return problems
        }
    }

    /// Required bounds waiting outside the tableau (Solver+Bounds.swift), and what settling
    /// found while values were brought up to date.
    ///
    /// Invariants: each parked bound's record is parked and knows its position in the list.
    struct ParkedBoundList: Sendable {
        var bounds: [ParkedBound] = []
        /// What settling found while bringing values up to date, for the next `settleBounds()`.
        var lateConflicts: [Conflict] = []
        var lateError: SolverError?
        /// Whether the last check found no parked bound violated, and since then no value has
        /// moved and no bound been parked or given a new constant: checking again would find
        /// the same. A step settles three times (after its suggestions, when values are brought
        /// up to date, and after), and each scan of a form's bounds was a tenth of its step.
        var areSettled = false

        /// The broken invariants, as messages. Unless `thorough`, only the newest bound is looked
        /// at: O(1).
        func problems(records: [Record], thorough: Bool) -> [String] {
            var problems: [String] = []
            for i in thorough ? bounds.indices : bounds.indices.suffix(1) {
                let bound = bounds[i]
                guard bound.slot >= 0, Int(bound.slot) < records.count else {
                    problems.append("parked bound \(i) names record \(bound.slot), out of range")
                    continue
                }
                let r = records[Int(bound.slot)]
                if r.state != .parked || r.parkedIndex != Int32(i) {
                    problems.append("parked bound \(i): record \(bound.slot) is \(r.state) at \(r.parkedIndex)")
                }
            }
            return problems
        }
    }
}
