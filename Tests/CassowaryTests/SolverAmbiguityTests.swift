import Testing
@testable import Cassowary

/// The ambiguity query: variables that can move without changing any level's error.
@Suite struct SolverAmbiguityTests {
    /// A variable with no constraint, or only a one-sided bound, is free; a pinned one is not.
    @Test func unconstrainedAndHalfBounded() throws {
        var solver = Solver()
        let free = solver.makeVariable("free"), floor = solver.makeVariable("floor"), pinned = solver.makeVariable("pinned")
        try solver.add(floor >= 0)
        try solver.add(pinned == 10)
        #expect(solver.ambiguousVariables() == [free, floor])
        var copy = solver
        let range = copy.valueRange(of: floor)
        #expect(range.min == 0 && range.max == nil)
    }

    /// Two labels with equal hugging in one 300-point row: the 100 points of stretch can go to
    /// either, at the same cost. A hugging of 251 on one settles it.
    @Test func huggingTie() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        try solver.add(a + b == 300)
        for (v, hugging) in [(a, 250.0), (b, 250.0)] {
            try solver.add((v <= 100).priority(hugging))
            try solver.add((v >= 100).priority(750))
        }
        #expect(solver.ambiguousVariables() == [a, b])
        let widths = solver.value(of: a) + solver.value(of: b)
        expectClose(widths, 300)

        var settled = Solver()
        let c = settled.makeVariable("c"), d = settled.makeVariable("d")
        try settled.add(c + d == 300)
        for (v, hugging) in [(c, 251.0), (d, 250.0)] {
            try settled.add((v <= 100).priority(hugging))
            try settled.add((v >= 100).priority(750))
        }
        #expect(settled.ambiguousVariables().isEmpty)
        expectClose(settled.value(of: c), 100, "the 251 hugger keeps its size")
        expectClose(settled.value(of: d), 200)
    }

    /// A view with a width but no horizontal position: its x is free, its width is not.
    @Test func missingPosition() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), width = solver.makeVariable("width"), right = solver.makeVariable("right")
        try solver.add(right == x + width)
        try solver.add(width == 100)
        #expect(solver.ambiguousVariables() == [x, right])
        try solver.add(x == 20)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    /// The query leaves the solver's values as they were.
    @Test func queryDoesNotMoveTheSolution() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        try solver.add(a + b == 300)
        try solver.add(a >= 0)
        try solver.add(b >= 0)
        let before = (solver.value(of: a), solver.value(of: b))
        #expect(solver.ambiguousVariables() == [a, b])
        #expect(solver.value(of: a) == before.0 && solver.value(of: b) == before.1)
    }

    /// Two-sided bounds with equal-priority pulls: ambiguous inside [0, 300], decided by
    /// a lower-priority preference.
    @Test func lowerPriorityTieBreaker() throws {
        var solver = Solver()
        let a = solver.makeVariable("a")
        try solver.add(a >= 0)
        try solver.add(a <= 300)
        try solver.add((a == 100).priority(500))
        try solver.add((a == 200).priority(500))
        #expect(solver.ambiguousVariables() == [a])
        try solver.add((a == 150).priority(10))
        #expect(solver.ambiguousVariables().isEmpty)
        expectClose(solver.value(of: a), 150)
    }
}
