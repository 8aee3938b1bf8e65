import Testing
@testable import Cassowary

/// The column index (symbol → rows that may hold it): stale entries are dropped by walks and
/// by an incremental sweep, so the index stays proportional to the tableau.
@Suite struct SolverColumnIndexTests {
    /// Column entries in use against the live terms, after each of many substitutions and
    /// removals on a chain whose equal widths change reference (what a fillEqually stack does
    /// when its first view is hidden). Without the sweep the index grows to 16 times its bound
    /// here; the chain is short enough (20 views) that no marker is shared.
    @Test func staleEntriesAreSweptInSteps() throws {
        var solver = Solver()
        let n = 20
        var chain = try EqualWidthChain(&solver, views: n)
        var worst = 0.0
        for round in 0..<30 {
            try chain.moveReference(to: 1 + round % (n - 1), round: round, in: &solver)
            worst = max(worst, Double(solver.columnIndex.nodesInUse) / Double(2 * solver.rowStore.liveTerms + 4096))
        }
        #expect(worst <= 1.5)
        expectValidTableau(&solver)
    }
}
