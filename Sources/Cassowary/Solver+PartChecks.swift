/// The parts' invariants, checked after every public operation in debug builds, as
/// swift-collections checks its invariants after every mutation.
///
/// Each part (Parts/) checks what it can see alone, in time proportional to its small lists
/// (free slots, queued symbols, levels) and not to the tableau; this file adds what relates
/// two parts. The O(tableau) checks (rows against the column index, the objective against
/// the error terms, optimality) are `checkInvariants()`, which tests call when they mean to.
extension Solver {
    /// Every broken invariant of the parts, as messages; empty when all hold.
    ///
    /// Unless `thorough`, each list (free slots, changed variables, parked bounds, host chain
    /// heads) is checked at its newest entry only, so that a check costs O(levels + queued
    /// symbols + candidates), not O(tableau): the debug tests run about as fast as before.
    func partProblems(thorough: Bool = false) -> [String] {
        let symbols = symbolTable.count
        // The other per-symbol tables hold a slot per symbol and room made ahead.
        let slots = symbolTable.slots
        var problems = symbolTable.problems(thorough: thorough)
        problems += columnIndex.problems(symbolCount: slots, liveTerms: rowStore.liveTerms)
        problems += rowStore.problems(thorough: thorough)
        problems += objective.problems(symbolCount: slots)
        problems += infeasibleQueue.problems(symbolCount: slots)
        problems += valueChains.problems(symbolCount: slots)
        problems += variableTable.problems(thorough: thorough)
        problems += constraintTable.problems(thorough: thorough)
        problems += markerStore.problems(symbolCount: slots, thorough: thorough)
        problems += hostChains.problems(variableCount: variableTable.count, records: constraintTable.records, thorough: thorough)
        problems += parking.problems(records: constraintTable.records, thorough: thorough)
        if variableTable.count > symbols { problems.append("\(variableTable.count) variables for \(symbols) symbols") }
        // The newest variable's symbol is external and its own (a full pass is O(variables)).
        if let v = variableTable.symbol.indices.last {
            let s = Int(variableTable.symbol[v])
            if s < 0 || s >= symbols || symbolTable.kinds[s] != .external || symbolTable.owner[s] != Int32(v) {
                problems.append("variable \(v) has symbol \(s), not an external symbol of its own")
            }
        }
        return problems
    }

    /// The parts' invariants that take a pass over a whole table: what `partProblems()` leaves
    /// out for speed, for `checkInvariants()`.
    func fullPartProblems() -> [String] {
        var problems = partProblems(thorough: true)
        var free = 0
        var node = columnIndex.freeNode
        while node >= 0, free <= columnIndex.nodes.count {
            free += 1
            node = columnIndex.nodes[Int(node)].next
        }
        if free + columnIndex.nodesInUse != columnIndex.nodes.count {
            problems.append("column index: \(free) free and \(columnIndex.nodesInUse) in use of \(columnIndex.nodes.count) nodes")
        }
        if rowStore.stamps.contains(where: { $0 > rowStore.stamp }) { problems.append("rows: a stamp from the future") }
        let marks = [(objective.isCandidate, objective.candidates.count, "candidate"),
                     (infeasibleQueue.isQueued, infeasibleQueue.symbols.count, "queued"),
                     (variableTable.isChanged, variableTable.changed.count, "changed")]
        for (flags, listed, name) in marks where flags.count(where: { $0 }) != listed {
            problems.append("\(flags.count(where: { $0 })) symbols marked \(name), \(listed) listed")
        }
        for (v, symbol) in variableTable.symbol.enumerated() {
            let s = Int(symbol)
            if s < 0 || s >= symbolTable.count || symbolTable.kinds[s] != .external || symbolTable.owner[s] != Int32(v) {
                problems.append("variable \(v) has symbol \(s), not an external symbol of its own")
            }
        }
        return problems
    }

    /// Stops a debug build when a part's invariant is broken; compiles to nothing otherwise.
    ///
    /// Every public operation that can change the solver calls it on its way out.
    @inline(__always)
    func assertPartsHold(_ operation: StaticString = #function) {
        #if DEBUG
        let problems = partProblems()
        assert(problems.isEmpty, "\(operation) broke the solver: " + problems.joined(separator: "; "))
        #endif
    }
}
