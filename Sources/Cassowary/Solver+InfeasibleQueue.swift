/// The queue of infeasible rows for the dual simplex, and the heap that orders a long one.
///
/// The dual simplex takes the most negative queued row (a dummy's first; ties: the basic
/// symbol created first). A scan of the queue per pivot is quadratic when a change makes many
/// rows infeasible at once: a `fillEqually` row of 10,000 views shrunk below its views' wanted
/// widths breaks 10,000 soft widths, one pivot each, and the scans (with the compaction before
/// each) took 40 % of that resize, 130 ms. From `heapQueueLength` queued rows the dual simplex
/// orders them by a binary heap of (constant, symbol) instead, filled lazily: a queued row
/// whose constant changes is pushed again, and an entry counts only while its symbol is queued,
/// basic, infeasible and at the entry's constant. Every change of a row's constant in a pivot
/// goes through `add(_:times:toRow:termsBefore:inserted:)`, which pushes the rows it leaves
/// infeasible, so every queued infeasible row has an entry at its current constant, and the
/// heap's least valid entry is the row the scan would take. A refactor rebuilds the heap, and
/// Bland's rule scans as before.
extension Solver {
    /// Queued rows from which the dual simplex orders them by a heap.
    static let heapQueueLength = 32

    /// Whether row `r`'s basic symbol lies outside its bounds: a dummy away from 0, a slack or
    /// error below `-primalTolerance`.
    @inline(__always)
    func isInfeasible(_ r: Int) -> Bool {
        let basic = rowStore.rows[r].basic
        guard basic >= 0 else { return false }
        switch symbolTable.kinds[Int(basic)] {
        case .external: return false
        case .dummy: return abs(rowStore.rows[r].constant) > Solver.feasibilityTolerance
        case .slack, .error: return rowStore.rows[r].constant < -Self.primalTolerance
        }
    }

    /// Queues basic symbol `basic` for the dual simplex if its row is infeasible; while the heap
    /// is in use, pushes its row's current constant even when it is queued already.
    @inline(__always)
    mutating func queueIfInfeasible(_ basic: Int32) {
        let r = symbolTable.rowOf[Int(basic)]
        guard r >= 0 else { return }
        if infeasibleQueue.isQueued[Int(basic)] {
            if infeasibleQueue.usesHeap, isInfeasible(Int(r)) { infeasibleQueue.push(queueKey(basic), basic) }
            return
        }
        guard isInfeasible(Int(r)) else { return }
        infeasibleQueue.isQueued[Int(basic)] = true
        infeasibleQueue.symbols.append(basic)
        if infeasibleQueue.usesHeap { infeasibleQueue.push(queueKey(basic), basic) }
    }

    /// The value the dual simplex orders queued rows by: a dummy's first, then the constant.
    @inline(__always)
    func queueKey(_ basic: Int32) -> Double {
        symbolTable.kinds[Int(basic)] == .dummy ? -Double.infinity
            : rowStore.rows[Int(symbolTable.rowOf[Int(basic)])].constant
    }

    /// Whether restricted row `slot` stands below 0 by more than the rounding of its own
    /// terms (`-primalTolerance` times its largest coefficient; `restrictedRowsHold` asks it of
    /// every slack and error row).
    ///
    /// A primal step can leave a row there: its element below the pivot tolerances was
    /// refused, and the step through another row overran it. In
    /// `Fuzz/Regressions/solver/level-below-0-at-a-clamped-row-61c4eb81` a slack entered at
    /// priority 250 at a cost of -4·10⁻⁷ on a step of 430,594 and left an error row at -0.17
    /// (its element, -3.9986·10⁻⁷, 10⁻⁷ of its row, refused by a hair); the next pivot took
    /// that row to leave and set it to 0, and the level read -0.17 where its errors say 0.
    func isOverrun(_ slot: Int32) -> Bool {
        rowStore.rows[Int(slot)].constant < -Self.primalTolerance * max(1, rowStore.rows[Int(slot)].largestMagnitude)
    }

    /// Whether a queued row is still infeasible (dropping those that are not).
    mutating func hasInfeasibleRows() -> Bool {
        compactInfeasible()
        return !infeasibleQueue.symbols.isEmpty
    }

    /// Drops queued symbols that left the basis or whose rows are feasible now.
    mutating func compactInfeasible() {
        var i = 0
        while i < infeasibleQueue.symbols.count {
            let s = infeasibleQueue.symbols[i]
            let r = symbolTable.rowOf[Int(s)]
            if r >= 0, isInfeasible(Int(r)) {
                i += 1
            } else {
                infeasibleQueue.isQueued[Int(s)] = false
                infeasibleQueue.symbols[i] = infeasibleQueue.symbols[infeasibleQueue.symbols.count - 1]
                infeasibleQueue.symbols.removeLast()
            }
        }
    }

    /// The next row for the dual simplex: the most negative (a dummy's first), or under
    /// `bland` the one whose basic symbol was created first. A long queue goes to the heap.
    mutating func nextInfeasibleRow(bland: Bool) -> (slot: Int32, basic: Int32)? {
        if infeasibleQueue.usesHeap {
            if !bland { return nextInfeasibleRowFromHeap() }
            infeasibleQueue.leaveHeap()
        }
        compactInfeasible()
        if !bland, infeasibleQueue.symbols.count >= Self.heapQueueLength {
            infeasibleQueue.enterHeap(keys: infeasibleQueue.symbols.map(queueKey))
            return nextInfeasibleRowFromHeap()
        }
        return scannedInfeasibleRow(bland: bland)
    }

    /// The queue's choice by a scan of its listed symbols still queued, basic and infeasible.
    /// Inlined: called from a mutating method, it compiled to a copy of the whole solver
    /// before each scan (one per dual pivot).
    @inline(__always)
    func scannedInfeasibleRow(bland: Bool) -> (slot: Int32, basic: Int32)? {
        var best: Int32 = -1
        var bestValue = 0.0
        for s in infeasibleQueue.symbols where infeasibleQueue.isQueued[Int(s)] {
            let r = Int(symbolTable.rowOf[Int(s)])
            guard r >= 0, isInfeasible(r) else { continue }
            let value = symbolTable.kinds[Int(s)] == .dummy ? -Double.infinity : rowStore.rows[r].constant
            if best < 0 || (bland ? s < best : (value < bestValue || (value == bestValue && s < best))) {
                best = s
                bestValue = value
            }
        }
        return best >= 0 ? (symbolTable.rowOf[Int(best)], best) : nil
    }

    /// The heap's least valid entry; entries of symbols that left the queue, the basis or
    /// infeasibility are dropped (the symbol unqueued, as a compaction would), stale ones too.
    mutating func nextInfeasibleRowFromHeap() -> (slot: Int32, basic: Int32)? {
        while let top = infeasibleQueue.heap.first {
            let s = top.symbol
            let r = symbolTable.rowOf[Int(s)]
            if infeasibleQueue.isQueued[Int(s)], r >= 0, isInfeasible(Int(r)) {
                if queueKey(s) == top.key {
                    assert(scannedInfeasibleRow(bland: false).map { $0.basic } == s, "the heap missed the scan's row")
                    return (r, s)
                }
            } else {
                infeasibleQueue.isQueued[Int(s)] = false
            }
            infeasibleQueue.popHeap()
        }
        assert(scannedInfeasibleRow(bland: false) == nil, "the heap lost a queued row")
        return nil
    }

    /// After a pivot of the dual simplex made `entering` basic: a compaction before the pivot
    /// would have dropped it from the queue (it was not basic), so the heap drops it too.
    @inline(__always)
    mutating func noteEnteredBasis(_ entering: Int32) {
        if infeasibleQueue.usesHeap { infeasibleQueue.isQueued[Int(entering)] = false }
    }

    /// Empties the queue.
    mutating func clearInfeasible() {
        for s in infeasibleQueue.symbols { infeasibleQueue.isQueued[Int(s)] = false }
        infeasibleQueue.symbols.removeAll(keepingCapacity: true)
        infeasibleQueue.heap.removeAll(keepingCapacity: true)
    }
}
