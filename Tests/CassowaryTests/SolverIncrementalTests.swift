import Testing
@testable import Cassowary

/// Edit variables, constant changes and removal: each leaves the tableau optimal.
@Suite struct SolverIncrementalTests {
    /// The sample system: b follows half the edited width, a stays 10 past b.
    @Test func editVariableSteps() throws {
        var solver = Solver()
        let width = solver.makeVariable("width"), a = solver.makeVariable("a"), b = solver.makeVariable("b")
        try solver.addEditVariable(width, priority: Priority(999))
        try solver.add(a - b >= 10)
        try solver.add((b - width * 0.5 == 0).priority(250))
        for w in [375.0, 667, 320] {
            try solver.suggestValue(w, for: width)
            expectClose(solver.value(of: width), w)
            expectClose(solver.value(of: b), w / 2)
            #expect(solver.value(of: a) - solver.value(of: b) >= 10 - 1e-9)
            expectValidTableau(&solver)
        }
    }

    /// A required constant change moves everything that depends on it, in place.
    @Test func requiredConstantChange() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        let pin = try solver.add(x == 10)
        try solver.add(x + y == 30)
        try solver.add(z >= y + 5)
        try solver.add((z == 0).priority(250))
        expectClose(solver.value(of: y), 20)
        expectClose(solver.value(of: z), 25)
        try solver.setConstant(15, for: pin)
        expectClose(solver.value(of: x), 15)
        expectClose(solver.value(of: y), 15)
        expectClose(solver.value(of: z), 20)
        #expect(try solver.constraint(pin).constant == 15)
        expectValidTableau(&solver)
    }

    /// Constant changes on inequalities and optional equalities, both directions.
    @Test func inequalityAndOptionalConstantChanges() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let floor = try solver.add(x >= 0)
        let ceiling = try solver.add(x <= 100)
        let wish = try solver.add((x == 50).priority(500))
        expectClose(solver.value(of: x), 50)
        try solver.setConstant(150, for: wish)
        expectClose(solver.value(of: x), 100)
        try solver.setConstant(200, for: ceiling)
        expectClose(solver.value(of: x), 150)
        try solver.setConstant(170, for: floor)
        expectClose(solver.value(of: x), 170)
        try solver.setConstant(-20, for: wish)
        expectClose(solver.value(of: x), 170)
        try solver.setConstant(-30, for: floor)
        expectClose(solver.value(of: x), -20)
        expectValidTableau(&solver)
    }

    /// Removing a constraint restores the solution it displaced.
    @Test func removalRestoresTheEarlierSolution() throws {
        var solver = Solver()
        let v = (0..<4).map { solver.makeVariable("v\($0)") }
        try solver.add(v[0] == 0)
        try solver.add(v[1] >= v[0] + 10)
        try solver.add(v[2] >= v[1] + 10)
        try solver.add(v[3] == v[2] + 20)
        try solver.add((v[3] == 30).priority(250))
        let before = v.map { solver.value(of: $0) }
        #expect(before == [0, 10, 20, 40])
        let push = try solver.add((v[1] == 50).priority(750))
        expectClose(solver.value(of: v[3]), 80)
        try solver.remove(push)
        for (value, expected) in zip(v.map { solver.value(of: $0) }, before) { expectClose(value, expected) }
        #expect(!solver.contains(push))
        #expect(throws: SolverError.unknownConstraint(push)) { try solver.remove(push) }
        expectValidTableau(&solver)
    }

    /// Removing every constraint in several orders leaves an empty, usable solver.
    @Test(arguments: [0, 1, 2])
    func removeEverything(order: Int) throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        var ids = [
            try solver.add(a + b == 10), try solver.add(b >= 2), try solver.add((c == a + b).priority(600)),
            try solver.add((a == 8).priority(300)), try solver.add(c <= 5),
        ]
        if order == 1 { ids.reverse() }
        if order == 2 { ids = [ids[2], ids[0], ids[4], ids[1], ids[3]] }
        for id in ids {
            try solver.remove(id)
            expectValidTableau(&solver)
        }
        #expect(solver.tableauDescription.split(separator: "\n").allSatisfy { $0.hasSuffix("is parametric (0)") })
        try solver.add(a == 3)
        #expect(solver.value(of: a) == 3)
    }

    /// An optional equality's constant change moves its level by the rows' part even when the
    /// level's coefficient of its error is 0 (its own weight cancelling another row's).
    ///
    /// At 250, `x == 10` and `x >= 40` cost (x - 10) + (40 - x) = 30 for any x in [10, 40], and
    /// `x <= 20` at 999 picks x = 20. With `x == -10` instead the cost is 50 on [-10, 20]. The
    /// `x >= 40` error's row then holds the equality's error with -1, against its own +1.
    @Test(arguments: [false, true])
    func optionalConstantChangeWithCancellingWeights(inequalityFirst: Bool) throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        var equality: ConstraintID?
        if !inequalityFirst { equality = try solver.add((x == 10).priority(250)) }
        try solver.add((x >= 40).priority(250))
        if inequalityFirst { equality = try solver.add((x == 10).priority(250)) }
        try solver.add((x <= 20).priority(999))
        expectClose(solver.levelErrors.first { $0.priority == 250 }?.error ?? -1, 30, "error at 250")
        try solver.setConstant(-10, for: try #require(equality))
        expectClose(solver.levelErrors.first { $0.priority == 250 }?.error ?? -1, 50, "error at 250")
        expectValidTableau(&solver)
    }

    /// A constant change costs a handful of pivots, not a rebuild.
    @Test func constantChangeIsLocal() throws {
        var solver = Solver()
        var previous = solver.makeVariable("x0")
        try solver.add(previous == 0)
        var pins: [ConstraintID] = []
        for i in 1...200 {
            let next = solver.makeVariable("x\(i)")
            pins.append(try solver.add(next == previous + 10))
            try solver.add((next <= 5000).priority(500))
            previous = next
        }
        let before = solver.pivotCount
        try solver.setConstant(11, for: pins[100])
        #expect(solver.pivotCount - before <= 2)
        expectClose(solver.value(of: previous), 2001)
        expectValidTableau(&solver)
    }

    /// Values only move for the variables the change touches, and the solver says which.
    @Test func changedVariablesAreReported() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        let pin = try solver.add(a == 1)
        try solver.add(b == a + 1)
        try solver.add(c == 7)
        _ = solver.takeChangedVariables()
        try solver.setConstant(2, for: pin)
        let moved = Set(solver.takeChangedVariables())
        #expect(moved.contains(a) && moved.contains(b))
        #expect(!moved.contains(c))
        #expect(solver.takeChangedVariables().isEmpty)
    }

    /// 100,000 suggest/resolve cycles leave no drift: the values equal a fresh solve.
    @Test func noDriftAfterManyCycles() throws {
        func build() throws -> (Solver, [Variable]) {
            var solver = Solver()
            let width = solver.makeVariable("width")
            var vars = [width]
            try solver.addEditVariable(width, priority: Priority(999))
            var left = solver.makeVariable("left0")
            try solver.add(left == 16)
            for i in 0..<5 {
                let w = solver.makeVariable("w\(i)"), next = solver.makeVariable("left\(i + 1)")
                try solver.add(next == left + w + 8)
                try solver.add((w == width * 0.15).priority(750))
                try solver.add(w >= 20)
                vars += [w, next]
                left = next
            }
            try solver.add(left <= width - 16)
            return (solver, vars)
        }
        var (solver, vars) = try build()
        var state: UInt64 = 12345
        for _ in 0..<100_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            try solver.suggestValue(200 + Double(state >> 40 % 1000) / 1000 * 900, for: vars[0])
        }
        try solver.suggestValue(375, for: vars[0])
        var (fresh, freshVars) = try build()
        try fresh.suggestValue(375, for: freshVars[0])
        for (v, f) in zip(vars, freshVars) { expectClose(solver.value(of: v), fresh.value(of: f), tolerance: 1e-9) }
        expectValidTableau(&solver)
        expectValidTableau(&fresh)
    }

    /// Edit-variable misuse is reported, not crashed on.
    @Test func editVariableErrors() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: .defaultLow) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }
}
