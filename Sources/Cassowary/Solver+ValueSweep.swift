/// Refreshing many values in one pass in rank order, without the heap.
///
/// `refreshValues()` re-evaluates stale unrestricted variables lowest rank first through a
/// heap, walking each changed variable's column to queue the rows that refer to it. That is
/// the right cost when a change reaches a few values of a large layout. When a change reaches
/// most values (a rotation moves nearly every edge of a screen), the heap and the column walks
/// were most of the time: a step of a screen of ten views took 2.5 µs, kiwi's 0.9 µs. Then
/// this pass evaluates, in rank order, every basic unrestricted variable ranked at or above
/// the lowest stale one. Each row refers only to lower ranks, so every reference is up to date
/// when its row is evaluated, and rows ranked below the lowest stale one cannot have changed.
/// The values are the same as the heap's, by the same arithmetic.
///
/// The rank order needs no sort: every rank is handed out by `newRank(for:)`, one above the
/// last, and logged there with its symbol (`rankLog`). An entry is current while its symbol
/// still has that rank and a row; older entries are skipped, and dropped once they outnumber
/// the variables. A pass runs when it visits at most six times as many entries as values are
/// stale now or were reached by the last refresh (the heap's evaluations, a pass's moved
/// values), or at most `sweepFloor` entries; otherwise the heap does the work. Six is where
/// the two cost the same on rotations of small screens: a value the heap reaches costs a pop,
/// its row, its column's walk and its dependents' pushes, five to seven entries of a pass (the
/// heap won with 11 of a form's 81 values moving, and lost with 17 of a screen's 96).
///
/// The count of the last refresh guesses the next one, except for the first refresh after rows
/// were added, installed or removed (`TableauMark`), the first step after a build: the stale
/// values' column lists do then (`estimatedReach`).
///
/// A pass counts the values it moved, not those it evaluated: a resize of a form moves the
/// fields' widths and leaves every label and height where it was, and counting all of them
/// made every later resize pass over the whole form again (a tenth of its values moved).
extension Solver {
    /// Rank log entries a pass may always visit.
    static let sweepFloor = 64

    /// Records that `s` was given `rank`, the highest so far.
    mutating func logRank(_ rank: Double, of s: Int32) {
        if valueChains.rankLog.count >= 2 * variableTable.symbol.count + 64 { compactRankLog() }
        valueChains.rankLog.append((s, rank))
    }

    /// Drops the entries of symbols that have since been re-ranked or left the basis.
    mutating func compactRankLog() {
        let (rank, rowOf) = (valueChains.rank, symbolTable.rowOf)
        valueChains.rankLog.removeAll { rank[Int($0.symbol)] != $0.rank || rowOf[Int($0.symbol)] < 0 }
    }

    /// Puts `s`'s entry back in the log, in rank order, when a compaction dropped it.
    ///
    /// A new row's subject is ranked before its row goes in, and the rows that refer to it are
    /// re-ranked in between (`heldSubject`, `rerootedSubject`, Solver+RerootedPaths.swift): a
    /// compaction there drops the subject's entry, since it has no row yet. Unlogged, it was
    /// out of every later pass's reach: a pass re-evaluates only the rows it finds in the log,
    /// so once the subject's own value was fresh, a change to a value it refers to left it
    /// stale, unmarked. A form of 700 rows built shuffled ended with a required spacing 4.5 pt
    /// off that way, every row of its tableau right (`ShuffledFormTests`).
    mutating func relog(_ s: Int32) {
        // `isLogged` written out, with one search: calling that non-mutating method from this
        // mutating one copied the whole solver first (a fiftieth of a build of ten views).
        let rank = valueChains.rank[Int(s)]
        let position = Self.logPosition(in: valueChains.rankLog, topRank: valueChains.topRank, atOrAbove: rank)
        if position < valueChains.rankLog.count, valueChains.rankLog[position].symbol == s,
           valueChains.rankLog[position].rank == rank { return }
        valueChains.rankLog.insert((s, rank), at: position)
    }

    /// Refreshes every stale value in one pass when that is cheaper; false when it is not (the
    /// stale values then wait, untouched, for the heap).
    ///
    /// A basic variable whose rank has no current entry cannot be reached by the pass (an
    /// unrestricted variable that entered the basis by a pivot keeps the rank it had, or none):
    /// then the heap does the work too.
    mutating func sweepValues() -> Bool {
        let reach = isFirstRefreshAfterRowChanges
            ? estimatedReach(upTo: valueChains.rankLog.count / 6 + 1) : valueChains.lastRefreshCount
        let budget = max(6 * max(reach, valueChains.stale.count), Self.sweepFloor)
        // The lowest current rank: a key in the heap is the rank when the value went stale,
        // and a stale row re-ranked since (`rerank`) kept its older, lower key. A value that
        // left the basis counts too: the rows that refer to it (ranked above it) now read 0.
        // A log longer than the budget is looked at in place first, so that the heap keeps its
        // symbols when the pass does not run; a shorter one passes unless a value is unreachable.
        var lowestRank = Double.infinity
        var reachable = true
        // The lowest rank alone decides most refusals (the form's resizes): whether each stale
        // value is reachable is looked up only when the pass would be short enough.
        if valueChains.rankLog.count > budget {
            let rank = valueChains.rank
            valueChains.stale.forEach { s in lowestRank = min(lowestRank, rank[Int(s)]) }
            guard valueChains.rankLog.count - firstLogPosition(atOrAbove: lowestRank) <= budget else { return false }
            valueChains.stale.forEach { s in if !isReachable(s) { reachable = false } }
            guard reachable else { return false }
        }
        var popped = valueChains.sweepScratch
        valueChains.sweepScratch = []
        popped.removeAll(keepingCapacity: true)
        // Popped in order, as the heap would: moved values are listed in that order.
        while let s = valueChains.stale.popHighest() { popped.append(s) }
        (lowestRank, reachable) = (.infinity, true)
        for s in popped { noteStale(s, lowestRank: &lowestRank, reachable: &reachable) }
        let start = firstLogPosition(atOrAbove: lowestRank)
        guard reachable, valueChains.rankLog.count - start <= budget else {
            for s in popped { valueChains.stale.push(s, -valueChains.rank[Int(s)]) }
            valueChains.sweepScratch = popped
            return false
        }
        defer { valueChains.sweepScratch = popped }
        // Stale values that left the basis are now 0; the basic ones, and every row that
        // refers to a stale value, are ranked at or above `lowestRank`: the pass reaches them.
        for s in popped {
            valueChains.isStale[Int(s)] = false
            if symbolTable.rowOf[Int(s)] < 0 { setValue(0, of: s) }
        }
        let (evaluated, moved) = valueChains.rankLog.count - start < Self.bufferedPassLength
            ? evaluateLogInPlace(from: start) : evaluateLog(from: start)
        valueChains.lastRefreshCount = moved
        // Entries of re-ranked symbols slow every later pass: drop them once they are most.
        if valueChains.rankLog.count - start > 2 * evaluated + 16 { compactRankLog() }
        return true
    }

    /// The tableau's shape, as far as the values' refreshes need it (`TableauMark`).
    var tableauMark: TableauMark {
        TableauMark(sequence: constraintTable.nextSequence, rows: rowStore.liveCount)
    }

    /// Notes the end of a refresh: whether its count foretells the next one.
    mutating func noteRefreshEnded() {
        let mark = tableauMark
        valueChains.lastRefreshCountHolds = valueChains.refreshedAt == mark
        valueChains.refreshedAt = mark
    }

    /// Whether no rows changed since the last refresh, but some did before it: the first
    /// step after a build. A refresh within a build keeps the last count as its guess (the
    /// heap, guessing from columns, took 7,500 instructions where the pass took 5,700 in a
    /// form's build, whose installed bound moved a chain of 20 values).
    var isFirstRefreshAfterRowChanges: Bool {
        !valueChains.lastRefreshCountHolds && valueChains.refreshedAt == tableauMark
    }

    /// How many values a refresh will reach, guessed from the stale values' column lists
    /// (each row that holds one may be a dependent; stale entries count too), up to `limit`.
    ///
    /// Used for the first refresh after rows changed (`isFirstRefreshAfterRowChanges`; a
    /// step's pivots do not count, the step before is the better guess then): the last
    /// refresh of a form's build moved 20 of its 81 values, installing a bound, and from that
    /// count its first rotation passed over all 111 entries of the log where the heap reached
    /// 11 values (the worst step). The lists are read, not walked: no liveness checks.
    func estimatedReach(upTo limit: Int) -> Int {
        var reach = valueChains.stale.count
        guard columnIndex.isEnabled, reach < limit else { return max(reach, limit) }
        valueChains.stale.forEach { s in
            var node = columnIndex.head[Int(s)]
            while node >= 0, reach < limit {
                reach += 1
                node = columnIndex.nodes[Int(node)].next
            }
        }
        return reach
    }

    /// Log entries from which a pass reads through buffers (`evaluateLog`): taking them
    /// costs about 500 instructions, and saves about 20 an entry.
    static let bufferedPassLength = 32

    /// Evaluates, in log order, every current entry of `rankLog` from `start`; returns how
    /// many it evaluated and how many of those moved.
    mutating func evaluateLogInPlace(from start: Int) -> (evaluated: Int, moved: Int) {
        var evaluated = 0
        var moved = 0
        for i in start..<valueChains.rankLog.count {
            let (s, logged) = valueChains.rankLog[i]
            let r = Int(symbolTable.rowOf[Int(s)])
            guard r >= 0, valueChains.rank[Int(s)] == logged else { continue }
            if setValue(evaluate(row: r), of: s) { moved += 1 }
            evaluated += 1
        }
        return (evaluated, moved)
    }

    /// `evaluateLogInPlace` for a long pass, through buffers: the checked subscripts of
    /// `evaluate(row:)` and `setValue(_:of:)`, eight arrays deep, were most of a pass (73
    /// instructions an entry on the rotation of a form of ten rows). The moved values wait on
    /// the stack and are marked changed after the pass, in the same order. The arithmetic is
    /// the same, term by term.
    mutating func evaluateLog(from start: Int) -> (evaluated: Int, moved: Int) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: valueChains.rankLog.count - start) { moved in
            var values = valueChains.value
            valueChains.value = []
            var (evaluated, count) = (0, 0)
            values.withUnsafeMutableBufferPointer { value in
                valueChains.rankLog.withUnsafeBufferPointer { log in
                    valueChains.rank.withUnsafeBufferPointer { rank in
                        symbolTable.rowOf.withUnsafeBufferPointer { rowOf in
                            symbolTable.kinds.withUnsafeBufferPointer { kinds in
                                rowStore.rows.withUnsafeBufferPointer { rows in
                                    for i in start..<log.count {
                                        let (s, logged) = log[i]
                                        let r = Int(rowOf[Int(s)])
                                        guard r >= 0, rank[Int(s)] == logged else { continue }
                                        var sum = rows[r].constant
                                        // Indexed in place: a buffer of the terms retained them.
                                        let terms = rows[r].terms.count
                                        var k = 0
                                        while k < terms {
                                            let term = rows[r].terms[k]
                                            let t = Int(term.symbol)
                                            if rowOf[t] >= 0, kinds[t] == .external { sum += term.coefficient * value[t] }
                                            k += 1
                                        }
                                        evaluated += 1
                                        guard sum != value[Int(s)] else { continue }
                                        value[Int(s)] = sum
                                        moved[count] = s
                                        count += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
            valueChains.value = values
            for i in 0..<count { markChanged(moved[i]) }
            return (evaluated, count)
        }
    }

    /// Lowers `lowestRank` to stale `s`'s current rank, and clears `reachable` when `s` is
    /// basic with no current entry in the log.
    @inline(__always)
    func noteStale(_ s: Int32, lowestRank: inout Double, reachable: inout Bool) {
        lowestRank = min(lowestRank, valueChains.rank[Int(s)])
        if !isReachable(s) { reachable = false }
    }

    /// Whether a pass can reach stale `s`: it is not basic, or its rank has its entry in the log.
    @inline(__always)
    func isReachable(_ s: Int32) -> Bool { symbolTable.rowOf[Int(s)] < 0 || isLogged(s) }

    /// Whether `s`'s current rank has its entry in `rankLog` (ranks are handed out once each).
    func isLogged(_ s: Int32) -> Bool {
        let position = firstLogPosition(atOrAbove: valueChains.rank[Int(s)])
        return position < valueChains.rankLog.count && valueChains.rankLog[position].symbol == s
            && valueChains.rankLog[position].rank == valueChains.rank[Int(s)]
    }

    /// Row `r`'s value: its constant plus its references' values (non-basic symbols are 0).
    /// Read in place: copying the row retained and released both of its arrays.
    @inline(__always)
    func evaluate(row r: Int) -> Double {
        var value = rowStore.rows[r].constant
        let count = rowStore.rows[r].terms.count
        var k = 0
        while k < count {
            let term = rowStore.rows[r].terms[k]
            let t = Int(term.symbol)
            if symbolTable.rowOf[t] >= 0,
                symbolTable.kinds[t] == .external { value += term.coefficient * valueChains.value[t] }
            k += 1
        }
        return value
    }

    /// Sets `s`'s value; whether it moved.
    @inline(__always) @discardableResult
    mutating func setValue(_ value: Double, of s: Int32) -> Bool {
        guard value != valueChains.value[Int(s)] else { return false }
        valueChains.value[Int(s)] = value
        markChanged(s)
        return true
    }

    /// The first position of `rankLog` whose rank is at least `key` (ranks increase along it).
    ///
    /// Ranks are handed out one above the last and each is logged once, so while no entry
    /// below the top has been dropped, rank `k` sits `topRank - k` entries from the end: that
    /// place is tried first (a binary search for every stale value was a twentieth of a build
    /// of ten views), and the search runs only when it does not hold the rank.
    func firstLogPosition(atOrAbove key: Double) -> Int {
        Self.logPosition(in: valueChains.rankLog, topRank: valueChains.topRank, atOrAbove: key)
    }

    /// `firstLogPosition` over `log`, whose newest rank is `topRank`.
    @inline(__always)
    static func logPosition(in log: [(symbol: Int32, rank: Double)], topRank: Double, atOrAbove key: Double) -> Int {
        let count = log.count
        let distance = topRank - key
        if distance >= 0, distance < Double(count) {
            let guess = count - 1 - Int(distance)
            if log[guess].rank == key { return guess }
        }
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if log[mid].rank < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
