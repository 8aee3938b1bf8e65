import Testing
@testable import Cassowary

/// The optimality invariant of `checkInvariants()` judges the basis, not the rounding on it.
///
/// A reduced cost that reads negative is read again from a tableau refactored from the
/// constraints (Solver+TableauChecks.swift): drift must not be reported as a non-optimum, and a
/// basis that is truly not optimal must still be.
@Suite struct SolverOptimalityCheckTests {
    /// `x ≥ 0` required and `x == 5` at 500: the optimum is x = 5 with no error. Pivoting a
    /// feasible but worse basis in by hand (x held at 0 by its bound, an error of 5) leaves a
    /// reduced cost of -1 at 500 that refactoring keeps, since the basis is the same.
    @Test func aNonOptimalBasisIsReportedAfterRefactoring() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 0)
        try solver.add((x == 5).priority(500))
        #expect(solver.checkInvariants().isEmpty)
        var worse = try #require(worseFeasibleBasis(of: solver))
        let problems = worse.checkInvariants()
        #expect(problems.contains { $0.hasPrefix("not optimal") && $0.hasSuffix("(after refactoring)") },
                "\(problems)")
    }

    /// A copy of `solver` one pivot away from its optimum: the restricted rows stay feasible
    /// and some level's value grows.
    func worseFeasibleBasis(of solver: Solver) -> Solver? {
        for (slot, row) in solver.rowStore.rows.enumerated() where row.basic >= 0 {
            guard solver.symbolTable.kinds[Int(row.basic)] == .slack else { continue }
            for term in row.terms where term.coefficient < 0 {
                let kind = solver.symbolTable.kinds[Int(term.symbol)]
                guard kind == .error || kind == .slack else { continue }
                var copy = solver
                copy.pivot(Int32(slot), entering: term.symbol)
                let feasible = copy.rowStore.rows.allSatisfy { r in
                    r.basic < 0 || copy.symbolTable.kinds[Int(r.basic)] == .external || r.constant >= 0
                }
                let worse = zip(copy.objective.levels, solver.objective.levels).contains { $0.constant > $1.constant + 1 }
                if feasible && worse { return copy }
            }
        }
        return nil
    }
}
