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

    /// The layout engine's order for a form's vertical axis: each row's baseline alignment
    /// (`label.top + label.height = field.top + field.height - 2.9375`), then its field chained
    /// 8 below the field above, and only at the end every content size (hugging `<=` at 250,
    /// compression `>=` at 750). By hand: heights 39.5 and 34, so each field sits 34 + 8 below
    /// the one above (the first at 20), and each label top is `field.top + 34 - 2.9375 - 39.5`.
    /// The chain rows stay short although every field height arrives held by two rows.
    @Test func engineOrderFormStaysLinear() throws {
        var solver = Solver()
        let n = 300
        var rows: [(ly: Variable, lh: Variable, fy: Variable, fh: Variable)] = []
        for i in 0..<n {
            let row = (ly: solver.makeVariable("L\(i).y"), lh: solver.makeVariable("L\(i).h"),
                       fy: solver.makeVariable("F\(i).y"), fh: solver.makeVariable("F\(i).h"))
            try solver.add(row.ly + row.lh - row.fy - row.fh == -2.9375)
            if let above = rows.last {
                try solver.add(row.fy - above.fy - above.fh == 8)
            } else {
                try solver.add(row.fy == 20)
            }
            rows.append(row)
        }
        for row in rows {
            try solver.add((row.lh <= 39.5).priority(250))
            try solver.add((row.lh >= 39.5).priority(750))
            try solver.add((row.fh <= 34).priority(250))
            try solver.add((row.fh >= 34).priority(750))
        }
        for (i, row) in rows.enumerated() where i % 29 == 0 || i == n - 1 {
            let top = 20 + 42 * Double(i)
            expectClose(solver.value(of: row.fy), top, "field \(i)")
            expectClose(solver.value(of: row.ly), top + 34 - 2.9375 - 39.5, "label \(i)")
        }
        // Expanded, the rows near the bottom would each hold a term per row above.
        let statistics = solver.statistics
        #expect(statistics.longestRow < 20 && statistics.terms < 30 * n, "\(statistics)")
        expectValidTableau(&solver)
    }

    /// The rows screen of `autolayout bench layout rows`, vertical axis, in the engine's order:
    /// each row's tag 8 below the field above (the first at 8), its field centred on the tag
    /// (`field.top + 0.5·field.height = tag.top + 0.5·tag.height`), and only at the end each
    /// content size (hugging `<=` at 250, compression `>=` at 750): tags 20 high, fields 30.
    /// Variables in the engine's order too, so a tag's height comes before its field's top.
    /// By hand: a field starts (30 - 20)/2 = 5 above its tag, and the next tag 8 below the
    /// field's bottom, so tag i's top is 8 + 33·i. Each centring row is solved for the field's
    /// top, so the heights stay out of the chain until their own content sizes arrive.
    @Test func centredRowsStayLinear() throws {
        var solver = Solver()
        let n = 300
        var rows: [(tagTop: Variable, tagHeight: Variable, fieldTop: Variable, fieldHeight: Variable)] = []
        for i in 0..<n {
            let row = (tagTop: solver.makeVariable("T\(i).y"), tagHeight: solver.makeVariable("T\(i).h"),
                       fieldTop: solver.makeVariable("F\(i).y"), fieldHeight: solver.makeVariable("F\(i).h"))
            if let above = rows.last {
                try solver.add(row.tagTop - above.fieldTop - above.fieldHeight == 8)
            } else {
                try solver.add(row.tagTop == 8)
            }
            try solver.add(row.fieldTop + 0.5 * row.fieldHeight - row.tagTop - 0.5 * row.tagHeight == 0)
            rows.append(row)
        }
        for row in rows {
            try solver.add((row.tagHeight <= 20).priority(250))
            try solver.add((row.tagHeight >= 20).priority(750))
            try solver.add((row.fieldHeight <= 30).priority(250))
            try solver.add((row.fieldHeight >= 30).priority(750))
        }
        for (i, row) in rows.enumerated() where i % 23 == 0 || i == n - 1 {
            expectClose(solver.value(of: row.tagTop), 8 + 33 * Double(i), "tag \(i)")
            expectClose(solver.value(of: row.fieldTop), 3 + 33 * Double(i), "field \(i)")
            expectClose(solver.value(of: row.tagHeight), 20, "tag height \(i)")
        }
        // Solved for a tag's height instead, every row below held a term per row above.
        let statistics = solver.statistics
        #expect(statistics.longestRow < 20 && statistics.terms < 30 * n, "\(statistics)")
        expectValidTableau(&solver)
    }

    /// N views in a row between 16-point margins of an edited width W, all widths equal and
    /// each wanting 40 at priority 250, with every `width >= 0` added first (the
    /// benchmark's adversarial order). Each `width == 40` holds when it arrives, so either error term can be its
    /// subject; taking the one that keeps the objective optimal costs no pivot, where always
    /// taking `e⁺` cost a degenerate pivot through every width's row every second view.
    /// By hand: the widths share `W - 32` equally.
    @Test func equalWidthsBuildWithoutDegeneratePivots() throws {
        var solver = Solver()
        let n = 200
        let width = solver.makeVariable("W")
        try solver.addEditVariable(width, priority: Priority(999))
        try solver.suggestValue(Double(n) * 40 + 32, for: width)
        let views = (0..<n).map { (x: solver.makeVariable("V\($0).x"), w: solver.makeVariable("V\($0).w")) }
        for view in views { try solver.add(view.w >= 0) }
        let before = solver.pivotCount
        for (i, view) in views.enumerated() {
            if i == 0 {
                try solver.add(view.x == 16)
            } else {
                try solver.add(view.x - views[i - 1].x - views[i - 1].w == 0)
                try solver.add(view.w - views[0].w == 0)
            }
            try solver.add((view.w == 40).priority(250))
        }
        // One pivot per view places its width (the equality joins the others); the
        // degenerate flips took half as many again.
        #expect(solver.pivotCount - before <= n + 2, "\(solver.pivotCount - before) pivots for \(n) views")
        if let last = views.last { try solver.add(last.x + last.w - width == -16) }
        for total in [Double(n) * 40 + 32, Double(n) * 60 + 32, Double(n) * 30 + 32] {
            try solver.suggestValue(total, for: width)
            for view in views.prefix(3) + views.suffix(2) {
                expectClose(solver.value(of: view.w), (total - 32) / Double(n))
            }
            expectClose(solver.value(of: views[n - 1].x), 16 + Double(n - 1) * (total - 32) / Double(n))
        }
        expectValidTableau(&solver)
    }

    /// With `defersValueUpdates`, adds leave values as they were until `updateValues()`; the
    /// values then equal an eager solver's, and the changed variables are reported once.
    @Test func deferredValueUpdates() throws {
        var eager = Solver(), deferred = Solver()
        deferred.defersValueUpdates = true
        let eagerRows = try Self.form(&eager, rows: 50)
        let rows = try Self.form(&deferred, rows: 50)
        #expect(deferred.value(of: rows[49].fieldTop) == 0, "not updated yet")
        deferred.updateValues()
        for (row, eagerRow) in zip(rows, eagerRows) {
            expectClose(deferred.value(of: row.fieldTop), eager.value(of: eagerRow.fieldTop))
            expectClose(deferred.value(of: row.labelTop), eager.value(of: eagerRow.labelTop))
        }
        _ = deferred.takeChangedVariables()
        try deferred.setConstant(100, for: rows[0].below[1])  // field top >= 100
        #expect(deferred.value(of: rows[49].fieldTop) == 28 + 38 * 49, "still the old layout")
        let changed = Set(deferred.takeChangedVariables())  // brings the values up to date
        #expect(changed.contains(rows[49].fieldTop))
        expectClose(deferred.value(of: rows[49].fieldTop), 100 + 38 * 49)
        expectValidTableau(&deferred)
    }

    /// Rows stacked downwards while the container is pulled to zero height (kiwi's enaml
    /// benchmark form before its first resize): each new row's required spacing is violated
    /// when it arrives. The dual simplex repairs it where it is, in a pivot or two; minimising
    /// an artificial variable instead walked every row above (about 9 pivots per row above,
    /// 1,938 pivots for 20 rows, 30,799 for 80).
    @Test(arguments: [20, 80]) func violatedSpacingCostsConstantPivots(rows count: Int) throws {
        var solver = Solver()
        let height = solver.makeVariable("height")
        try solver.add(height >= 0)
        try solver.add((height == 0).priority(900))
        var previous: (top: Variable, height: Variable)?
        for i in 0..<count {
            let top = solver.makeVariable("top\(i)"), h = solver.makeVariable("h\(i)")
            try solver.add(top >= 0)
            try solver.add((h == 21).priority(900))
            try solver.add(h >= 21)
            if let p = previous {
                try solver.add(top - p.top - p.height >= 10)
                try solver.add((top - p.top - p.height == 10).priority(600))
            }
            previous = (top, h)
        }
        if let p = previous { try solver.add(height - p.top - p.height >= 0) }
        #expect(solver.pivotCount <= 6 * count, "\(solver.pivotCount) pivots for \(count) rows")
        // Each row 31 below the previous one: the container is 31 per row, less the last gap.
        expectClose(solver.value(of: height), Double(31 * count - 10))
        expectValidTableau(&solver)
    }
}

