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
}
