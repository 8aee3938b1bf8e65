import Testing
@testable import Cassowary

/// The solver's parts check their own invariants (Sources/Cassowary/Parts/): each check finds
/// the fault it is written for, and none fires on a solver that public operations built.
@Suite struct SolverPartTests {
    /// A small layout with every part in use: a chain of three views in a width, an optional
    /// equality (a pair of errors), an inequality, a removal (free slots) and an edit, with
    /// the changes taken.
    static func built() throws -> Solver {
        var solver = Solver()
        let width = solver.makeVariable("width")
        let x = solver.makeVariables(["x0", "x1", "x2", "x3"]).map { Variable(index: $0) }
        try solver.add(Constraint([(x[0], 1)], .equal, 0))
        for i in 1..<4 { try solver.add(Constraint([(x[i], 1), (x[i - 1], -1)], .greaterThanOrEqual, 8)) }
        try solver.add(Constraint([(x[3], 1), (width, -1)], .equal, 0))
        let middle = try solver.add(Constraint([(x[1], 2), (x[0], -1), (x[2], -1)], .equal, 0, priority: Priority(250)))
        let gap = try solver.add(Constraint([(x[2], 1), (x[1], -1)], .lessThanOrEqual, 100, priority: Priority(500)))
        try solver.remove(gap)
        try solver.setConstant(4, for: middle)
        try solver.addEditVariable(width, priority: Priority(999))
        try solver.suggestValue(320, for: width)
        _ = solver.takeChangedVariables()
        return solver
    }

    @Test func publicOperationsKeepEveryPartWhole() throws {
        var solver = try Self.built()
        #expect(solver.partProblems().isEmpty)
        #expect(solver.checkInvariants().isEmpty)
    }

    /// One fault per row: how to cause it, and words of the message that must name it. The
    /// per-operation check looks at each list's newest entry only: the faults it must find
    /// too are those made there (all but a duplicate and an old chain head).
    static let faults: [(name: String, corrupt: @Sendable (inout Solver) -> Void, expected: String)] = [
        ("a free symbol still in a row", { s in s.symbolTable.free.append(s.variableTable.symbol[0]) }, "still in use"),
        ("a symbol table shorter than the others", { s in s.symbolTable.owner.removeLast() }, "owners"),
        ("a column head missing", { s in s.columnIndex.head.removeLast() }, "heads for"),
        ("fewer column nodes than terms", { s in s.columnIndex.nodesInUse = 0 }, "nodes in use for"),
        ("a free row slot listed twice", { s in
            s.rowStore.rows.append(Row(constant: 0))
            s.rowStore.stamps.append(0)
            s.rowStore.free += [Int32(s.rowStore.rows.count - 1), Int32(s.rowStore.rows.count - 1)]
        }, "free twice"),
        ("levels out of order", { s in s.objective.levels.reverse() }, "out of order"),
        ("a candidate not marked", { s in s.objective.candidates.append(0) }, "not marked"),
        ("a queued symbol not marked", { s in s.infeasibleQueue.symbols.append(1) }, "listed but not marked"),
        ("a rank log past the top rank", { s in s.valueChains.rankLog.append((0, s.valueChains.topRank + 1)) }, "rank log"),
        ("a changed variable not marked", { s in s.variableTable.changed.append(0) }, "changed 0 is not marked"),
        ("a free record still installed", { s in s.constraintTable.free.append(0) }, "free record 0 is in use"),
        ("marker nodes that do not add up", { s in s.markerStore.inUse += 1 }, "in use and"),
        ("a host chain headed by a non-host", { s in s.hostChains.head[0] = Int32(s.constraintTable.records.count) }, "not a listed host"),
        ("a parked bound whose record is not parked", { s in
            s.parking.bounds.append(Solver.ParkedBound(slot: 0, variable: 0, coefficient: 1, constant: 0, isLowerBound: true))
        }, "parked bound 0"),
    ]

    @Test(arguments: 0..<faults.count)
    func eachFaultIsFound(_ index: Int) throws {
        let fault = Self.faults[index]
        var solver = try Self.built()
        fault.corrupt(&solver)
        let problems = solver.partProblems(thorough: true)
        #expect(problems.contains { $0.contains(fault.expected) }, "\(fault.name): \(problems)")
        let cheap = solver.partProblems()
        let oldEntry = fault.expected == "free twice" || fault.expected == "not a listed host"
        #expect(cheap.contains { $0.contains(fault.expected) } != oldEntry, "\(fault.name), per operation: \(cheap)")
    }

    /// The whole-table checks of `checkInvariants()` find what the per-operation ones leave out.
    @Test func fullCheckCountsTheMarks() throws {
        var solver = try Self.built()
        solver.objective.isCandidate[0] = true
        #expect(solver.partProblems().isEmpty)
        #expect(solver.fullPartProblems().contains { $0.contains("marked candidate") })
    }
}
