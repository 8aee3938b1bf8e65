import Testing
@testable import Cassowary
import SeededRandom

/// A resize that breaks every view's wanted width at once leaves as many rows infeasible: the
/// dual simplex repairs them one pivot each, and from `Solver.heapQueueLength` queued rows it
/// takes them from a heap instead of scanning the queue per pivot
/// (Solver+InfeasibleQueue.swift). In debug builds each choice of the heap is checked against
/// the scan's.
@Suite struct SolverInfeasibleQueueTests {
    /// By hand: a row of `count` views between 16-point margins of an edited width W (999),
    /// 4 apart, all as wide as the first and each wanting 40 (250). The edit beats the wanted
    /// widths, so every view is `(W - 32 - 4(count - 1)) / count` wide, at `16 + i·(w + 4)`.
    /// W is built for views of 40, then shrunk to 30 and grown to 60.
    @Test(arguments: [(100, false), (100, true), (400, true)])
    func resizeBreakingEveryWantedWidth(count: Int, shuffled: Bool) throws {
        var solver = Solver()
        let width = solver.makeVariable("W")
        let xs = (0..<count).map { solver.makeVariable("x\($0)") }
        let ws = (0..<count).map { solver.makeVariable("w\($0)") }
        func rowWidth(_ w: Double) -> Double { 32 + Double(count) * w + 4 * Double(count - 1) }
        try solver.addEditVariable(width, priority: Priority(999))
        try solver.suggestValue(rowWidth(40), for: width)
        var constraints: [Constraint] = [xs[0] == 16, xs[count - 1] + ws[count - 1] == width - 16]
        for i in 0..<count {
            constraints.append((ws[i] == 40).priority(250))
            if i > 0 {
                constraints.append(xs[i] == xs[i - 1] + ws[i - 1] + 4)
                constraints.append(ws[i] == ws[0])
            }
        }
        var random = SplitMix64(seed: 11)
        if shuffled { constraints.shuffle(using: &random) }
        for constraint in constraints { try solver.add(constraint) }
        for w in [40.0, 30, 60, 40] {
            let before = solver.pivotCount
            try solver.suggestValue(rowWidth(w), for: width)
            #expect(solver.pivotCount - before <= 2 * count + 8, "\(solver.pivotCount - before) pivots")
            for i in [0, 1, count / 2, count - 1] {
                expectClose(solver.value(of: ws[i]), w, "w\(i) at \(w)")
                expectClose(solver.value(of: xs[i]), 16 + Double(i) * (w + 4), "x\(i) at \(w)")
            }
            expectValidTableau(&solver)
        }
    }
}
