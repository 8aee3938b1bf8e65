import Testing
@testable import Cassowary

/// `makeVariables(_:)`: many variables made at once behave as ones made one at a time.
@Suite struct SolverVariableBatchTests {
    /// Indices follow on from the variables already made, in the order of the names.
    @Test func indicesAndNames() {
        var solver = Solver()
        let first = solver.makeVariable("first")
        let made = solver.makeVariables(["a", "b", "c"])
        #expect(first.index == 0)
        #expect(made == 1..<4)
        #expect(made.map { solver.name(of: Variable(index: $0)) } == ["a", "b", "c"])
        #expect(solver.variableCount == 4)
        #expect(solver.makeVariables([]) == 4..<4)
    }

    /// Variables made at once, then edited: x + y == 100 and y ≥ 20 are required, x is edited
    /// at 750. Suggesting 90 cannot hold (y would be 10): x 80, y 20. Suggesting 50 holds: x 50,
    /// y 50.
    @Test func editedAfterBatch() throws {
        var solver = Solver()
        let range = solver.makeVariables(["x", "y"])
        let x = Variable(index: range.lowerBound), y = Variable(index: range.lowerBound + 1)
        try solver.add(x + y == 100)
        try solver.add(y >= 20)
        try solver.addEditVariable(x, priority: .defaultHigh)
        for (target, expectedX, expectedY) in [(90.0, 80.0, 20.0), (50, 50, 50)] {
            try solver.suggestValue(target, for: x)
            expectClose(solver.value(of: x), expectedX, "x for \(target)")
            expectClose(solver.value(of: y), expectedY, "y for \(target)")
            expectValidTableau(&solver)
        }
    }

    /// Made after constraints were removed (their symbols are free for reuse) and after a
    /// priority level exists: c + d == 30 and c == 2d give d = 10, c = 20; an optional c == 7
    /// at 250 gives way, with an error of 13.
    @Test func afterRemovalsAndLevels() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        let fixed = try solver.add(a == 10)
        let gap = try solver.add((b >= a + 5).priority(500))
        try solver.remove(gap)
        try solver.remove(fixed)
        let range = solver.makeVariables(["c", "d"])
        let c = Variable(index: range.lowerBound), d = Variable(index: range.lowerBound + 1)
        try solver.add(c + d == 30)
        try solver.add(c == d * 2)
        try solver.add((c == 7).priority(250))
        expectClose(solver.value(of: c), 20, "c")
        expectClose(solver.value(of: d), 10, "d")
        let error = solver.levelErrors.first { $0.priority == 250 }?.error ?? -1
        expectClose(error, 13, "error at 250")
        expectValidTableau(&solver)
    }
}
