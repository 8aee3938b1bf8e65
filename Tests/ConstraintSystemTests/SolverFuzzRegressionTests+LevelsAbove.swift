import Foundation
import Testing
import SolverFuzzScenario

/// The `fuzz-solver` findings where a pivot at one level met a cost within the tolerance at a
/// level above (Solver+RefusedPivots.swift).
extension SolverFuzzRegressionTests {
    /// Eleven constraints on nine variables within the conditioning limit (multipliers 0.01 to
    /// 4), edits on v5 at 100 and v2 at 999, deferred updates. The build stopped with "the
    /// primal simplex did not converge within 3300 pivots": at priority 100 a slack entered
    /// whose cost at 250 was 1.0·10⁻⁹, within the optimality tolerance, on an element of
    /// −0.004, which gave the leaving error a cost of −2.5·10⁻⁷ at 250; the pass went back
    /// to 250 and entered that error again, and the two pivots alternated. A pivot that would
    /// make a level above read not optimal is now refused (`unsettlesLevelAbove`). The
    /// expected levels are the system's lexicographic optimum worked in exact rational
    /// arithmetic (a simplex over fractions, one level after another, each pinned at its
    /// optimum): 0 at 999 and 750, 261.3193770198595 at 250 (HiGHS: 261.3193770183), then
    /// 208.6976733069945 at 100. Closing the level at 100 costs 250 5.2·10⁻⁵ more, exactly:
    /// the slack's cost above is real.
    @Test func aPivotBelowKeepsTheLevelsAboveOptimal() throws {
        var run = SolverFuzzRun(try Self.input("primal-loops-at-build-7be08057"))
        #expect(!run.hasNearlyParallelRows)
        try run.build()
        run.solver.updateValues()
        #expect(run.solver.checkInvariants().isEmpty)
        #expect(run.brokenRequired() == nil)
        let at250 = Self.level(run, 250), at100 = Self.level(run, 100)
        #expect(abs(at250 - 261.3193770198595) < 1e-9 * 261.32, "level 250: \(at250)")
        #expect(abs(at100 - 208.6976733069945) < 1e-6 * 208.7, "level 100: \(at100)")
    }
}
