import SeededRandom
import Testing
@testable import Cassowary

/// Long shuffled chains: a constraint that joins two runs of rows built before it re-roots a
/// path of rows instead of being expanded down the chain (Solver+RerootedPaths.swift).
@Suite struct SolverRerootedPathTests {
    /// A chain of `count` views (`SolverBuildOrderTests.chain`) added in an order shuffled by
    /// `seed`, with the id of each link `x[i] - x[i-1] - w[i-1] == 8` by `i`.
    static func shuffledChain(count: Int, seed: UInt64) throws
        -> (solver: Solver, x: [Variable], w: [Variable], links: [Int: ConstraintID]) {
        var solver = Solver()
        solver.defersValueUpdates = true
        let (x, w, given) = SolverBuildOrderTests.chain(&solver, count: count)
        var indexed = Array(given.enumerated())
        var random = SplitMix64(seed: seed)
        indexed.shuffle(using: &random)
        var links: [Int: ConstraintID] = [:]
        for (position, constraint) in indexed {
            let id = try solver.add(constraint)
            // The chain's constraints come three per view, the link third (view 0 has x0 == 0).
            if position % 3 == 2, position > 2 { links[position / 3] = id }
        }
        return (solver, x, w, links)
    }

    /// By hand, as in `SolverBuildOrderTests`: every width 40, view i at 48·i.
    ///
    /// The bound on the terms: a view's rows hold about 5 terms when no row is expanded (its
    /// link `x[i] = x[i-1] + w[i-1] + 8` with its marker, its width's row with two errors), so
    /// 8 per view leaves room for the short rows that are still expanded. Before paths were
    /// re-rooted, the joins of long runs were expanded down the chain: these chains of 1,500
    /// views held 35,000 and 38,000 terms, their longest rows 4,500 (3 per view).
    @Test(arguments: [UInt64(5), 41]) func shuffledChainStaysShort(seed: UInt64) throws {
        let count = 1_500
        var (solver, x, w, _) = try Self.shuffledChain(count: count, seed: seed)
        solver.updateValues()
        for i in 0..<count {
            expectClose(solver.value(of: w[i]), 40, "w\(i)")
            expectClose(solver.value(of: x[i]), 48 * Double(i), "x\(i)")
        }
        let statistics = solver.statistics
        #expect(statistics.terms < 8 * count, "\(statistics.terms) terms for \(count) views")
        #expect(statistics.longestRow <= 64, "longest row \(statistics.longestRow)")
        expectValidTableau(&solver)
    }

    /// A link in the middle of a re-rooted chain moves everything after it, and nothing before:
    /// raising link 250's gap from 8 to 18 puts view j at 48·j + 10 for j ≥ 250.
    @Test func constantChangeInTheMiddleMovesTheTail() throws {
        let count = 500
        var (solver, x, _, links) = try Self.shuffledChain(count: count, seed: 9)
        let link = try #require(links[250])
        try solver.setConstant(18, for: link)
        solver.updateValues()
        for j in 0..<count {
            expectClose(solver.value(of: x[j]), 48 * Double(j) + (j >= 250 ? 10 : 0), "x\(j)")
        }
        expectValidTableau(&solver)
    }

    /// Removing links from a re-rooted chain and adding them back gives the chain again.
    @Test func removingAndReaddingLinks() throws {
        let count = 400
        var (solver, x, w, links) = try Self.shuffledChain(count: count, seed: 13)
        for i in [399, 7, 200, 123] {
            let id = try #require(links[i])
            try solver.remove(id)
            links[i] = try solver.add(x[i] - x[i - 1] - w[i - 1] == 8)
        }
        solver.updateValues()
        for j in stride(from: 0, to: count, by: 7) {
            expectClose(solver.value(of: x[j]), 48 * Double(j), "x\(j)")
        }
        expectValidTableau(&solver)
    }

    /// `cycleEnds` against cycles worked by hand from `cycleEdge`'s definition. Three path rows
    /// (0, 1, 2; row k's re-rooted edge goes to k - 1), dependents from 3 up; the stack holds
    /// the rows of the search, and the back edge goes from its top to `m`, at `start`. u is the
    /// first path row in the cycle whose next row is not the path row before it, w the next
    /// path row after u round the cycle.
    @Test(arguments: [
        // 0 → 1 is an old edge: u = 0, and w the next path row, 1.
        ([0, 1, 2, 5], 0, 0, (0, 1)),
        // 1 → 0 is re-rooted; 0 → 4 is old: u = 0, then 4, 3 and round to 1.
        ([3, 1, 0, 4], 0, 3, (0, 1)),
        // 2 → 1 → 0 re-rooted, 0 → m = 2 old: u = 0, w = 2 (the caller's w ≥ u holds).
        ([5, 2, 1, 0], 1, 2, (0, 2)),
        // 2 → 4 old: u = 2; round past 0 (below the cycle's start) back to 2 itself.
        ([0, 1, 3, 2, 4], 2, 3, (2, 2)),
        // 2 → 4 old: u = 2, w = 0, below u (the caller gives up on such a cycle).
        ([2, 4, 0, 5], 0, 2, (2, 0)),
        // No path row in the cycle 3 → 4 → 3.
        ([0, 3, 4], 1, 3, nil),
    ] as [([Int], Int, Int, (Int, Int)?)])
    func cycleEndsAreCycleEdgesPathRows(stack: [Int], start: Int, m: Int, expected: (Int, Int)?) {
        let pathPositions = stack.indices.filter { stack[$0] < 3 }
        let ends = Solver.cycleEnds(from: start, closingAt: m, top: stack.count - 1,
                                    pathPositions: pathPositions, node: { stack[$0] })
        #expect(ends?.u == expected?.0)
        #expect(ends?.w == expected?.1)
    }
}
