import Testing
@testable import Cassowary

/// Degenerate primal pivots that enter a short column of their leaving row instead of a long
/// entering column (Solver+DegenerateDetours.swift).
@Suite struct SolverDegenerateDetourTests {
    /// The form of `SolverPivotOrderTests.form` with every tenth label (from the sixth) 99 wide
    /// and the others 60, each row as a layout writes it but with the wide labels' compression
    /// resistance before their hugging; the wide labels after the first hold back their
    /// `w == w[0]` and then their hugging to the end. By hand: every label's compression
    /// resistance (750) beats the others' hugging (251), so every label is as wide as the
    /// widest, 99, and each field's hugging (250) gives way to the edited width (999):
    /// 375 - 16 - 8 - 99 - 16 = 236, at 16 + 99 + 8 = 123.
    ///
    /// The group's width is expressed in the slack of the first wide label, which every
    /// label's and field's row holds. Each held-back equality joins another label of that
    /// width at no cost, and the degenerate pivot that followed entered that slack, rewriting
    /// every one of those rows (7,505 rows for the 38 late adds at 200 rows); the new label's
    /// own slack, held by a row or two, does as well.
    @Test(arguments: [100, 200])
    func widestLabelsJoiningLateRewriteFewRows(count: Int) throws {
        var solver = Solver()
        let isWide: (Int) -> Bool = { $0 % 10 == 5 }
        let (constraints, labels, fields) = try SolverPivotOrderTests.form(&solver, count: count) { isWide($0) ? 99 : 60 }
        // Row 0 writes 7 constraints, each later row 8: x, field x, field end, `w == w[0]`,
        // hugging, compression resistance, the field's two.
        var early: [Int] = [], late: [Int] = []
        for i in 0..<count {
            var row = Array(i == 0 ? 0..<7 : (7 + (i - 1) * 8)..<(7 + i * 8))
            guard isWide(i) else { early += row; continue }
            row.swapAt(4, 5)
            if i == 5 { early += row; continue }
            early += row.enumerated().filter { $0.offset != 3 && $0.offset != 5 }.map(\.element)
            late += [row[3], row[5]]
        }
        for k in early { try solver.add(constraints[k]) }
        let before = solver.rowsSubstitutedCount
        for k in late { try solver.add(constraints[k]) }
        let rewritten = solver.rowsSubstitutedCount - before
        #expect(rewritten <= 8 * late.count, "\(rewritten) rows rewritten by \(late.count) late adds")
        for i in [0, 1, 5, 15, count / 2, count - 1] {
            expectClose(solver.value(of: labels[i]), 99, "label \(i)")
            expectClose(solver.value(of: fields[i].w), 236, "field \(i) width")
            expectClose(solver.value(of: fields[i].x), 123, "field \(i) x")
        }
        expectValidTableau(&solver)
    }
}
