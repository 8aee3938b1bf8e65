import Testing
@testable import Cassowary

/// Chains of views: unrestricted rows keep their references, so size stays linear and values
/// still follow every change through the chain (Solver+Chains.swift).
@Suite struct SolverChainTests {
    /// One row of the cookbook form: a label and a field, tops and heights.
    struct FormRow {
        var labelTop: Variable, labelHeight: Variable, fieldTop: Variable, fieldHeight: Variable
        var below: [ConstraintID] = []
    }

    /// Rows of a label (20.5 high) and a field (30 high) whose baselines align (label top =
    /// field top + 4.5), each row at least 8 below the previous row's label and field, and the
    /// label pulled to 8 below the label above at priority 249, as in `Workload.form`.
    static func form(_ solver: inout Solver, rows count: Int) throws -> [FormRow] {
        var rows: [FormRow] = []
        for i in 0..<count {
            var row = FormRow(labelTop: solver.makeVariable("L\(i).y"), labelHeight: solver.makeVariable("L\(i).h"),
                              fieldTop: solver.makeVariable("F\(i).y"), fieldHeight: solver.makeVariable("F\(i).h"))
            try solver.add(row.labelTop - row.fieldTop == 4.5)
            if let p = rows.last {
                row.below.append(try solver.add(row.labelTop - p.labelTop - p.labelHeight >= 8))
                row.below.append(try solver.add(row.labelTop - p.fieldTop - p.fieldHeight >= 8))
                row.below.append(try solver.add(row.fieldTop - p.fieldTop - p.fieldHeight >= 8))
                try solver.add((row.labelTop - p.labelTop - p.labelHeight == 8).priority(249))
            } else {
                row.below.append(try solver.add(row.labelTop >= 28))
                row.below.append(try solver.add(row.fieldTop >= 28))
                try solver.add((row.labelTop == 28).priority(249))
            }
            try solver.add((row.labelHeight <= 20.5).priority(251))
            try solver.add((row.labelHeight >= 20.5).priority(750))
            try solver.add((row.fieldHeight <= 30).priority(250))
            try solver.add((row.fieldHeight >= 30).priority(750))
            rows.append(row)
        }
        return rows
    }

    /// By hand: the field's 30 + 8 is the tightest of the three required gaps (the label's
    /// 20.5 + 8 from its own top gives 28.5 below the field top above plus 4.5), so each field
    /// sits 38 below the one above; the first field at 28 (the label, 4.5 lower, at 32.5, its
    /// 249 pull to 28 losing to `field top >= 28`).
    @Test func formRowsStackLinearly() throws {
        var solver = Solver()
        let n = 400
        let rows = try Self.form(&solver, rows: n)
        for (i, row) in rows.enumerated() where i % 37 == 0 || i == n - 1 {
            expectClose(solver.value(of: row.fieldTop), 28 + 38 * Double(i), "field \(i)")
            expectClose(solver.value(of: row.labelTop), 32.5 + 38 * Double(i), "label \(i)")
            expectClose(solver.value(of: row.fieldHeight), 30)
            expectClose(solver.value(of: row.labelHeight), 20.5)
        }
        // Expanded, row i's tops would hold a term per row above: over n²/2 = 80,000 in all.
        let terms = solver.statistics.terms
        #expect(terms < 60 * n, "\(terms) terms for \(n) rows")
        expectValidTableau(&solver)
    }

    /// Moving the first row down moves every row below by the same amount, through the
    /// references: the values of rows that were never touched are re-evaluated.
    @Test func constantChangeAtTheTopMovesTheWholeChain() throws {
        var solver = Solver()
        let rows = try Self.form(&solver, rows: 120)
        _ = solver.takeChangedVariables()
        try solver.setConstant(100, for: rows[0].below[1])  // field top >= 100
        for (i, row) in rows.enumerated() {
            expectClose(solver.value(of: row.fieldTop), 100 + 38 * Double(i), "field \(i)")
        }
        let changed = Set(solver.takeChangedVariables())
        #expect(changed.contains(rows[119].labelTop) && changed.contains(rows[119].fieldTop))
        #expect(!changed.contains(rows[60].fieldHeight))
        expectValidTableau(&solver)
    }

    /// Without its three required gaps, row k follows only the 249 pull: its label 28.5 below
    /// the label above, so its field 28.5 (not 38) below the field above; every later row
    /// moves up by the 9.5 difference.
    @Test func removingGapsInTheMiddle() throws {
        var solver = Solver()
        var rows = try Self.form(&solver, rows: 80)
        let k = 40
        for id in rows[k].below { try solver.remove(id) }
        rows[k].below = []
        for (i, row) in rows.enumerated() {
            let expected = 28 + 38 * Double(i) - (i >= k ? 9.5 : 0)
            expectClose(solver.value(of: row.fieldTop), expected, "field \(i)")
        }
        expectValidTableau(&solver)
    }
}
