import Testing
@testable import Cassowary

/// Iterative refinement (Solver+Refinement.swift): a row constant put off by rounding's kind of
/// error is brought back by one step, so that every constraint holds on its own scale again.
/// The expected values are the systems' exact solutions, worked by hand.
@Suite struct SolverRefinementTests {
    /// A system, the variable whose row constant is put off, by how much, and the exact values.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var build: @Sendable (inout Solver, Variable, Variable) throws -> Void
        var off: Double
        var x: Double
        var y: Double
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // x = 10 and x + y = 30: y = 20.
        Case(name: "two required equalities", build: { s, x, y in
            try s.add(x == 10)
            try s.add(x + y == 30)
        }, off: 1e-5, x: 10, y: 20),
        // x ≥ 8 holds x against an optional x = 5 (at 8, its slack non-basic); y = 2x.
        Case(name: "a required inequality against an optional equality", build: { s, x, y in
            try s.add((x == 5).priority(500))
            try s.add(x >= 8)
            try s.add(y == x * 2)
        }, off: -3e-6, x: 8, y: 16),
        // 0.01·x = 0.23 and 2.5·y = x: x = 23, y = 9.2 (the multipliers of the ratios shape).
        Case(name: "multipliers of 0.01 and 2.5", build: { s, x, y in
            try s.add(x * 0.01 == 0.23)
            try s.add(y * 2.5 == x)
        }, off: 2e-4, x: 23, y: 9.2),
    ]

    @Test(arguments: cases)
    func oneStepTakesTheOffsetOut(_ c: Case) throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try c.build(&solver, x, y)
        let sx = solver.variableTable.symbol[Int(x.index)]
        let r = Int(solver.symbolTable.rowOf[Int(sx)])
        try #require(r >= 0, "x is basic")
        solver.rowStore.rows[r].constant += c.off
        solver.markStale(sx)
        solver.updateValues()
        // The offset shows before the step (and with it a residual in each constraint on x)...
        expectClose(solver.value(of: x), c.x + c.off, tolerance: abs(c.off) * 1e-6, "x before")
        let moved = solver.refineResiduals()
        #expect(moved)
        try solver.optimize()
        // ...and is gone after it.
        expectClose(solver.value(of: x), c.x, tolerance: 1e-12 * max(1, c.x), "x")
        expectClose(solver.value(of: y), c.y, tolerance: 1e-12 * max(1, c.y), "y")
        expectValidTableau(&solver)
        // A second step finds nothing left, up to rounding.
        var again = solver
        _ = again.refineResiduals()
        again.updateValues()
        expectClose(again.value(of: x), c.x, tolerance: 1e-12 * max(1, c.x), "x after a second step")
    }
}
