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
        let xs = (0..<n).map { solver.makeVariable("x\($0)") }
        let ws = (0..<n).map { solver.makeVariable("w\($0)") }
        try solver.add(xs[0] == 0)
        for i in 1..<n { try solver.add(xs[i] == xs[i - 1] + ws[i - 1] + 4) }
        for w in ws { try solver.add((w == 30).priority(250)) }
        var equalities = try (1..<n).map { try solver.add(ws[$0] == ws[0]) }
        var worst = 0.0
        for round in 0..<30 {
            let closing = try solver.add(xs[n - 1] + ws[n - 1] == Double(40 * n + round))
            // The reference moves to view `k`: every equality is replaced.
            let k = 1 + round % (n - 1)
            for id in equalities { try solver.remove(id) }
            equalities = try (0..<n).filter { $0 != k }.map { try solver.add(ws[$0] == ws[k]) }
            try solver.remove(closing)
            worst = max(worst, Double(solver.nodesInUse) / Double(2 * solver.liveTerms + 4096))
        }
        #expect(worst <= 1.5)
        expectValidTableau(&solver)
    }
}
