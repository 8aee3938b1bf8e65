import Testing
@testable import Cassowary

/// Unsatisfiable required constraints: typed errors, minimal sets, breaking and healing.
@Suite struct SolverConflictTests {
    /// Two constraints: x == 10 and x >= 20. The error names the other one; nothing changes.
    @Test func twoConstraintConflictLeavesSolverUnchanged() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let pin = try solver.add(x == 10)
        try solver.add(y == x * 2)
        let before = solver.tableauDescription
        do {
            try solver.add(x >= 20)
            Issue.record("expected unsatisfiable")
        } catch let SolverError.unsatisfiable(conflict) {
            #expect(conflict.conflictsWith == [pin])
        }
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
        #expect(solver.tableauDescription == before)
        try solver.add(x <= 50)
        expectValidTableau(&solver)
    }

    /// A violated required inequality that the dual simplex pivots on before it finds it
    /// unsatisfiable: its pivots are undone, the pending way names the conflict, and the solver
    /// is as it was.
    ///
    /// v <= 1 and v <= 2 both cap v, which nothing else pins (it rests at 0). Adding 2v >= 14,
    /// the dual simplex first lets v rise by making one cap's slack basic, then finds that
    /// cap's row negative with nothing to enter. Either cap alone conflicts with v >= 7: each
    /// is a minimal set. The pending way then minimises the violation, which moves v to its
    /// cap; the refused add must not leave it there. (`pivotsAreUndoneExactly` checks the
    /// undoing of pivots itself.)
    @Test func dualRepairThatFailsIsUndone() throws {
        var solver = Solver()
        let v = solver.makeVariable("v")
        try solver.add(v >= 0)
        let one = try solver.add(v <= 1)
        let two = try solver.add(v <= 2)
        let before = solver.tableauDescription
        let found = try #require(conflict(of: { try solver.add(v * 2 >= 14) }))
        #expect(found.conflictsWith == [one] || found.conflictsWith == [two])
        #expect(solver.tableauDescription == before)
        #expect(solver.value(of: v) == 0)
        expectValidTableau(&solver)
        try solver.add(v >= 0.5)
        expectClose(solver.value(of: v), 0.5)
    }

    /// Pivots on restricted rows, undone newest first, give back the same tableau.
    @Test func pivotsAreUndoneExactly() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x + y >= 20)
        try solver.add(x <= 30)
        try solver.add(y <= 25)
        try solver.add((x == 0).priority(500))
        try solver.add((y == 0).priority(250))
        let before = solver.tableauDescription
        var journal: [(leaving: Int32, entering: Int32)] = []
        var used: Set<Int> = []
        for _ in 0..<3 {
            guard let slot = solver.rowStore.rows.indices.first(where: { r in
                let basic = solver.rowStore.rows[r].basic
                guard !used.contains(r) else { return false }
                return basic >= 0 && solver.symbolTable.kinds[Int(basic)] != .external
                    && solver.rowStore.rows[r].terms.contains { solver.symbolTable.kinds[Int($0.symbol)] != .dummy }
            }) else { break }
            let row = solver.rowStore.rows[slot]
            let entering = try #require(row.terms.first { solver.symbolTable.kinds[Int($0.symbol)] != .dummy }).symbol
            journal.append((row.basic, entering))
            used.insert(slot)
            solver.pivot(Int32(slot), entering: entering)
        }
        #expect(journal.count == 3)
        #expect(solver.tableauDescription != before)
        try solver.undoPivots(journal)
        #expect(solver.tableauDescription == before)
    }

    /// Three constraints in a cycle, among unrelated ones: only the cycle is reported.
    ///
    /// a + b == 10, a >= 6, b >= 6 cannot hold (6 + 6 > 10); c == 5 and a <= 100 are
    /// irrelevant and a minimal set leaves them out.
    @Test func threeConstraintConflictIsMinimal() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        try solver.add(c == 5)
        let sum = try solver.add(a + b == 10)
        try solver.add(a <= 100)
        let aFloor = try solver.add(a >= 6)
        #expect(conflict(of: { try solver.add(b >= 6) })?.conflictsWith == [sum, aFloor])
        expectValidTableau(&solver)
    }

    /// A long chain: x0 == 0, xᵢ₊₁ >= xᵢ + 10 for 50 steps, then x50 <= 100: all 51 chain
    /// constraints and the floor are needed; the unrelated side constraints are not.
    @Test func manyConstraintConflict() throws {
        var solver = Solver()
        var x = [solver.makeVariable("x0")]
        var chain = [try solver.add(x[0] == 0)]
        for i in 1...50 {
            x.append(solver.makeVariable("x\(i)"))
            chain.append(try solver.add(x[i] >= x[i - 1] + 10))
            try solver.add(x[i] <= 10_000)
            try solver.add((x[i] == Double(i)).priority(250))
        }
        let (id, conflict) = try solver.addBreakingIfUnsatisfiable(x[50] <= 100)
        let found = try #require(conflict)
        #expect(found.constraint == id)
        #expect(found.conflictsWith == chain)
        #expect(solver.isBroken(id))
        #expect(solver.brokenConstraints == [id])
        // Broken, but still minimised above every optional level: x50 stays at its floor 500.
        expectClose(solver.value(of: x[50]), 500)
        expectValidTableau(&solver)
    }

    /// Breaking keeps the violation minimal and the rest of the layout correct; removing a
    /// member of the conflict heals the broken constraint.
    @Test func breakingAndHealing() throws {
        var solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width"), right = solver.makeVariable("right")
        let pinned = try solver.add(left == 20)
        let sum = try solver.add(right == left + width)
        let fixedWidth = try solver.add(width == 300)
        try solver.add((width <= 100).priority(750))
        // right <= 200 needs all three: left == 20, right == left + width, width == 300.
        let (bound, conflict) = try solver.addBreakingIfUnsatisfiable(right <= 200)
        #expect(conflict?.conflictsWith == [pinned, sum, fixedWidth])
        #expect(solver.isBroken(bound))
        expectClose(solver.value(of: width), 300, "the broken constraint gives way, not the required width")
        expectClose(solver.value(of: right), 320)
        try solver.remove(fixedWidth)
        #expect(!solver.isBroken(bound))
        #expect(solver.brokenConstraints.isEmpty)
        expectClose(solver.value(of: width), 100, "hugging at 750 now decides")
        expectClose(solver.value(of: right), 120)
        expectValidTableau(&solver)
    }

    /// Removing one of several broken equalities keeps the broken level equal to the errors
    /// of those left.
    ///
    /// `x == 0` is required; `x == 10`, `x == 30` and `x == 60` are broken in turn, with
    /// errors 10, 30 and 60 at the broken level (x stays 0). Removing `x == 10` leaves 90;
    /// whichever error row its marker leaves by, the removed errors must not count.
    @Test(arguments: [0, 1, 2])
    func removingABrokenEqualityKeepsTheBrokenLevel(removed: Int) throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 0)
        let broken = try [10.0, 30, 60].map { try solver.addBreakingIfUnsatisfiable(x == $0).id }
        try solver.remove(broken[removed])
        let left = [10.0, 30, 60].enumerated().filter { $0.offset != removed }.map(\.element)
        expectClose(solver.levelErrors.first { $0.priority == 1000 }?.error ?? -1, left.reduce(0, +), "broken level")
        expectClose(solver.value(of: x), 0)
        expectValidTableau(&solver)
    }

    /// A healed equality that repeats another stays in force: `x == 10` (a), then `x == 0` (b,
    /// broken), then b moved to 10 (healed: both say x == 10). Moving a to 0 now conflicts
    /// with b, so a breaks and x stays at 10. (Healing once dropped b's row, and x went to 0
    /// with b silently violated.)
    @Test func healedRepeatedEqualityStaysInForce() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let a = try solver.add(x == 10)
        let (b, first) = try solver.addBreakingIfUnsatisfiable(x == 0)
        #expect(first?.conflictsWith == [a])
        try solver.setConstant(10, for: b)
        #expect(!solver.isBroken(b))
        let second = try solver.setConstant(0, for: a)
        #expect(second == Conflict(constraint: a, conflictsWith: [b]))
        #expect(solver.isBroken(a) && !solver.isBroken(b))
        expectClose(solver.value(of: x), 10)
        expectValidTableau(&solver)
    }

    /// A constraint that can never hold conflicts with nothing else.
    @Test func selfContradiction() throws {
        var solver = Solver()
        #expect(conflict(of: { try solver.add(Constraint([], .equal, 5)) })?.conflictsWith == [])
        try solver.add(Constraint([], .lessThanOrEqual, 5))
    }

    /// A redundant required equality is fine, and so is removing it again.
    @Test func redundantEquality() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        try solver.add(a == 10)
        try solver.add(b == a + 5)
        let again = try solver.add(b == 15)
        #expect(solver.value(of: b) == 15)
        try solver.remove(again)
        #expect(solver.value(of: b) == 15)
        expectValidTableau(&solver)
    }

    /// A constant change that makes a required constraint impossible breaks it instead.
    @Test func constantChangeIntoConflict() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let floor = try solver.add(x >= 0)
        let pin = try solver.add(x == 10)
        let conflict = try solver.setConstant(-5, for: pin)
        #expect(conflict?.conflictsWith == [floor])
        #expect(solver.isBroken(pin))
        expectClose(solver.value(of: x), 0, "violation minimised: x as close to -5 as x >= 0 allows")
        try solver.setConstant(5, for: pin)
        #expect(!solver.isBroken(pin))
        expectClose(solver.value(of: x), 5)
        expectValidTableau(&solver)
    }

    /// Non-finite numbers are rejected with the offending value named.
    @Test func nonFiniteInput() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.nonFinite(what: "constant", value: .infinity)) {
            try solver.add(Constraint([(x, 1)], .equal, .infinity))
        }
        #expect(throws: SolverError.self) { try solver.add(Constraint([(x, .nan)], .equal, 1)) }
        let pin = try solver.add(x == 1)
        #expect(throws: SolverError.self) { try solver.setConstant(.nan, for: pin) }
        var other = Solver()
        let stranger = other.makeVariable("stranger")
        _ = other.makeVariable("another")
        #expect(throws: SolverError.self) { try solver.add(Variable(index: 5) == stranger) }
    }
}

/// The conflict of an unsatisfiable add, or nil when it did not throw one.
func conflict(of body: () throws -> Void) -> Conflict? {
    do { try body() } catch let SolverError.unsatisfiable(conflict) { return conflict } catch { return nil }
    return nil
}
