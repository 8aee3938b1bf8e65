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
/// the variables. A pass runs when it visits at most four times as many entries as values are
/// stale now or were evaluated by the last refresh; otherwise the heap does the work.
extension Solver {
    static let sweepMinimum = 16

    /// Records that `s` was given `rank`, the highest so far.
    mutating func logRank(_ rank: Double, of s: Int32) {
        if rankLog.count >= 2 * variableSymbol.count + 64 { compactRankLog() }
        rankLog.append((s, rank))
    }

    /// Drops the entries of symbols that have since been re-ranked or left the basis.
    mutating func compactRankLog() {
        let (rank, rowOf) = (valueChains.rank, symbolTable.rowOf)
        valueChains.rankLog.removeAll { rank[Int($0.symbol)] != $0.rank || rowOf[Int($0.symbol)] < 0 }
    }

    /// Refreshes every stale value in one pass when that is cheaper; false when it is not (the
    /// stale values then wait, untouched, for the heap).
    ///
    /// A basic variable whose rank has no current entry cannot be reached by the pass (an
    /// unrestricted variable that entered the basis by a pivot keeps the rank it had, or none):
    /// then the heap does the work too.
    mutating func sweepValues() -> Bool {
        let budget = 4 * max(lastRefreshCount, stale.count, Self.sweepMinimum)
        var popped = sweepScratch
        sweepScratch = []
        popped.removeAll(keepingCapacity: true)
        while let s = stale.popHighest() { popped.append(s) }
        defer { sweepScratch = popped }
        // The lowest current rank: a key in the heap is the rank when the value went stale,
        // and a stale row re-ranked since (`rerank`) kept its older, lower key. A value that
        // left the basis counts too: the rows that refer to it (ranked above it) now read 0.
        var lowestRank = Double.infinity
        var reachable = true
        for s in popped {
            lowestRank = min(lowestRank, rank[Int(s)])
            if rowOf[Int(s)] >= 0, !isLogged(s) { reachable = false }
        }
        let start = firstLogPosition(atOrAbove: lowestRank)
        guard reachable, rankLog.count - start <= budget else {
            for s in popped { stale.push(s, -rank[Int(s)]) }
            return false
        }
        // Stale values that left the basis are now 0; the basic ones, and every row that
        // refers to a stale value, are ranked at or above `lowestRank`: the pass reaches them.
        for s in popped {
            isStale[Int(s)] = false
            if rowOf[Int(s)] < 0 { setValue(0, of: s) }
        }
        var evaluated = 0
        for i in start..<rankLog.count {
            let (s, logged) = rankLog[i]
            let r = Int(rowOf[Int(s)])
            guard r >= 0, rank[Int(s)] == logged else { continue }
            setValue(evaluate(row: r), of: s)
            evaluated += 1
        }
        lastRefreshCount = evaluated
        // Entries of re-ranked symbols slow every later pass: drop them once they are most.
        if rankLog.count - start > 2 * evaluated + Self.sweepMinimum { compactRankLog() }
        return true
    }

    /// Whether `s`'s current rank has its entry in `rankLog` (ranks are handed out once each).
    func isLogged(_ s: Int32) -> Bool {
        let position = firstLogPosition(atOrAbove: rank[Int(s)])
        return position < rankLog.count && rankLog[position].symbol == s && rankLog[position].rank == rank[Int(s)]
    }

    /// Row `r`'s value: its constant plus its references' values (non-basic symbols are 0).
    /// Read in place: copying the row retained and released both of its arrays.
    @inline(__always)
    func evaluate(row r: Int) -> Double {
        var value = rows[r].constant
        let count = rows[r].terms.count
        var k = 0
        while k < count {
            let term = rows[r].terms[k]
            let t = Int(term.symbol)
            if rowOf[t] >= 0, kinds[t] == .external { value += term.coefficient * externalValue[t] }
            k += 1
        }
        return value
    }

    @inline(__always)
    mutating func setValue(_ value: Double, of s: Int32) {
        guard value != externalValue[Int(s)] else { return }
        externalValue[Int(s)] = value
        markChanged(s)
    }

    /// The first position of `rankLog` whose rank is at least `key` (ranks increase along it).
    func firstLogPosition(atOrAbove key: Double) -> Int {
        var low = 0, high = rankLog.count
        while low < high {
            let mid = (low + high) / 2
            if rankLog[mid].rank < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
