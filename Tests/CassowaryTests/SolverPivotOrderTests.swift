import Testing
@testable import Cassowary

/// Layouts added out of order: the simplex repairs near the change, so the pivots of a build
/// stay linear in the number of views whatever order its constraints arrive in
/// (Solver+Simplex.swift, `enteringSymbol`; Solver+DegenerateSubjects.swift).
@Suite struct SolverPivotOrderTests {
    /// A form of `count` rows, each a label and a field between 16-point margins of an edited
    /// width W (at 999): `label.x == 16`, `field.x = label.x + label.w + 8`,
    /// `field.x + field.w = W - 16`, every label as wide as the first, each label wanting its
    /// own width (hugging at 251, compression resistance at 750) and each field 97 (250, 750).
    /// Row by row as a layout writes them; the caller reverses them.
    static func form(_ solver: inout Solver, count: Int, labelWidth: (Int) -> Double) throws
        -> (constraints: [Constraint], labels: [Variable], fields: [(x: Variable, w: Variable)]) {
        let width = solver.makeVariable("W")
        try solver.addEditVariable(width, priority: Priority(999))
        try solver.suggestValue(375, for: width)
        var constraints: [Constraint] = []
        var labels: [Variable] = [], fields: [(x: Variable, w: Variable)] = []
        for i in 0..<count {
            let lx = solver.makeVariable("L\(i).x"), lw = solver.makeVariable("L\(i).w")
            let fx = solver.makeVariable("F\(i).x"), fw = solver.makeVariable("F\(i).w")
            labels.append(lw)
            fields.append((fx, fw))
            constraints.append(lx == 16)
            constraints.append(fx - lx - lw == 8)
            constraints.append(fx + fw - width == -16)
            if i > 0 { constraints.append(lw - labels[0] == 0) }
            constraints.append((lw <= labelWidth(i)).priority(251))
            constraints.append((lw >= labelWidth(i)).priority(750))
            constraints.append((fw <= 97).priority(250))
            constraints.append((fw >= 97).priority(750))
        }
        return (constraints, labels, fields)
    }

    /// By hand: equal label widths, each label's compression resistance (750) beats the others'
    /// hugging (251), so every label is as wide as the widest, 40 + 49 = 89; the field's
    /// hugging (250) gives way to the edited width (999) and to the labels' hugging (251):
    /// 375 - 16 - 8 - 89 - 16 = 246, at 16 + 89 + 8 = 113.
    ///
    /// Added bottom up with each label's `x == 16` after the rest of its row, the tie-break
    /// of Dantzig's rule decides the walk: ties to the earliest-created symbol entered the
    /// edited width's errors first and walked through every row already built, about 15,000
    /// pivots at 100 rows; near the change, about two a row, at 100 rows as at 200.
    @Test(arguments: [100, 200])
    func formBuiltBottomUpPivotsNearTheChange(count: Int) throws {
        var solver = Solver()
        let (constraints, labels, fields) = try Self.form(&solver, count: count) { 40 + Double(($0 * 7) % 50) }
        let before = solver.pivotCount
        for constraint in constraints.reversed() { try solver.add(constraint) }
        #expect(solver.pivotCount - before <= 4 * count, "\(solver.pivotCount - before) pivots for \(count) rows")
        for i in [0, 1, 50, count - 1] {
            expectClose(solver.value(of: labels[i]), 89, "label \(i)")
            expectClose(solver.value(of: fields[i].w), 246, "field \(i) width")
            expectClose(solver.value(of: fields[i].x), 113, "field \(i) x")
        }
        expectValidTableau(&solver)
    }

    /// `count` buttons in a row between 16-point margins of an edited width W, 8 points apart,
    /// all as wide as the first, each wanting 44 (hugging at 250, compression resistance at
    /// 750), added last row first: each `w[i] == w[0]` then arrives when both widths already
    /// have rows, and holds. By hand: W = 32 + 8·(count - 1) + 50·count gives every button 50
    /// (the edit at 999 beats the hugging), button i at 16 + 58·i.
    ///
    /// The pending way (an artificial objective) took a pivot for each of those equalities,
    /// each through every width's row; a degenerate subject takes none.
    @Test func equalWidthsAddedBackwardsTakeNoPivot() throws {
        var solver = Solver()
        let count = 200
        let width = solver.makeVariable("W")
        let total = 32 + 8 * Double(count - 1) + 50 * Double(count)
        try solver.addEditVariable(width, priority: Priority(999))
        try solver.suggestValue(total, for: width)
        let views = (0..<count).map { (x: solver.makeVariable("B\($0).x"), w: solver.makeVariable("B\($0).w")) }
        var constraints: [Constraint] = []
        for (i, view) in views.enumerated() {
            if i == 0 {
                constraints.append(view.x == 16)
            } else {
                constraints.append(view.x - views[i - 1].x - views[i - 1].w == 8)
                constraints.append(view.w - views[0].w == 0)
            }
            constraints.append((view.w >= 44).priority(750))
            constraints.append((view.w <= 44).priority(250))
        }
        if let last = views.last { constraints.append(last.x + last.w - width == -16) }
        let before = solver.pivotCount
        for constraint in constraints.reversed() { try solver.add(constraint) }
        #expect(solver.pivotCount - before < count / 4, "\(solver.pivotCount - before) pivots for \(count) buttons")
        for i in [0, 1, count / 2, count - 1] {
            expectClose(solver.value(of: views[i].w), 50, "button \(i) width")
            expectClose(solver.value(of: views[i].x), 16 + 58 * Double(i), "button \(i) x")
        }
        expectValidTableau(&solver)
    }

    /// A form that does not fit, as the layout engine adds it: per row `label.x == 16`,
    /// `field.x = label.x + label.w + 8`, `field.x + field.w == 359` (a 375-point screen with
    /// 16-point margins) and every label as wide as the first, all required; then each row's
    /// content sizes, the label wanting 107 (hugging at 251, compression resistance at 750)
    /// and the field 242 (250, 750). By hand: each row has 335 points for 349 of content, and
    /// at 750 any split costs the same 14 points a row, so the widths are a tie: every label
    /// as wide as the first, between 93 and 107, and its field the rest of 335. Nothing above
    /// hugging is decided by the split, so the hugging levels (both satisfied) hold too.
    ///
    /// Each label's hugging row is `0 = previous label's slack and error + slack - error` with
    /// a zero constant. Solving it for its error made the previous slack's reduced cost
    /// negative at 251, and the degenerate pivot that followed rewrote every row holding that
    /// slack: a pivot a row, each as long as the form. Solving it for its slack takes none.
    @Test func formThatDoesNotFitTakesNoPivotPerRow() throws {
        var solver = Solver()
        let count = 200
        var required: [Constraint] = [], contentSizes: [Constraint] = []
        var rows: [(lw: Variable, fw: Variable)] = []
        for i in 0..<count {
            let lx = solver.makeVariable("L\(i).x"), lw = solver.makeVariable("L\(i).w")
            let fx = solver.makeVariable("F\(i).x"), fw = solver.makeVariable("F\(i).w")
            required += [lx == 16, fx - lx - lw == 8, fx + fw == 359]
            if let first = rows.first { required.append(lw - first.lw == 0) }
            rows.append((lw, fw))
            contentSizes += [(lw <= 107).priority(251), (lw >= 107).priority(750),
                             (fw <= 242).priority(250), (fw >= 242).priority(750)]
        }
        for constraint in required + contentSizes { try solver.add(constraint) }
        #expect(solver.pivotCount < 10, "\(solver.pivotCount) pivots for \(count) rows")
        let labelWidth = solver.value(of: rows[0].lw)
        #expect(labelWidth >= 93 - 1e-6 && labelWidth <= 107 + 1e-6, "label width \(labelWidth)")
        for i in [0, 1, count / 2, count - 1] {
            expectClose(solver.value(of: rows[i].lw), labelWidth, "label \(i) width")
            expectClose(solver.value(of: rows[i].fw), 335 - labelWidth, "field \(i) width")
        }
        expectValidTableau(&solver)
    }

    /// A vertical stack's row of `count` labels aligned by their tops, as a stack view lowers
    /// it: a spacer (top 40, height h wanted 0 at 51) holds every label, `label.y >= top` and
    /// `top + h >= label.y + label.h`, all tops equal, each label's height wanted 0 at 25; then
    /// each label's content height 20.5 (hugging at 250, compression resistance at 750). By
    /// hand: every label's resistance (750) beats the 25 and the spacer's 51, so each label is
    /// 20.5 high; the spacer is as low as that allows, h = 20.5, with every top at 40.
    ///
    /// Each label's `height == 0` row holds at 0 with the label's bottom slack and the
    /// spacer's height. Solved for its own error, it blocked the spacer from growing: the
    /// first resistance walked a degenerate pivot through every other label's row, and back.
    /// Solved for the label's bottom slack, the rows let the spacer grow: two pivots a label,
    /// but each of a label's degenerate pivots entered a symbol every label's row held, so
    /// the rows they rewrote grew with the square of the labels (5,152 at 50, 20,302 at 100).
    /// Entering a short column of the leaving row instead (Solver+DegenerateDetours.swift)
    /// takes three pivots a label and rewrites 8 rows a label once columns reach its threshold.
    @Test(arguments: [10, 50])
    func stackOfLabelsGrowsItsSpacerWithoutAWalk(count: Int) throws {
        var solver = Solver()
        let top = solver.makeVariable("top"), h = solver.makeVariable("h")
        let ys = (0..<count).map { solver.makeVariable("L\($0).y") }
        let heights = (0..<count).map { solver.makeVariable("L\($0).h") }
        var constraints: [Constraint] = [top == 40]
        for i in 0..<count { constraints += [ys[i] - top >= 0, top + h - ys[i] - heights[i] >= 0] }
        constraints.append((h == 0).priority(51))
        for i in 1..<count { constraints.append(ys[i] - ys[0] == 0) }
        for i in 0..<count { constraints.append((heights[i] == 0).priority(25)) }
        for i in 0..<count { constraints += [(heights[i] <= 20.5).priority(250), (heights[i] >= 20.5).priority(750)] }
        for constraint in constraints { try solver.add(constraint) }
        #expect(solver.pivotCount <= 3 * count + 2, "\(solver.pivotCount) pivots for \(count) labels")
        // Columns shorter than the detour's threshold are entered as they are (232 rows at 10).
        let rewritten = solver.rowsSubstitutedCount
        #expect(rewritten <= 10 * count + 4 * Solver.detourColumnLength, "\(rewritten) rows rewritten for \(count) labels")
        expectClose(solver.value(of: h), 20.5, "spacer height")
        for i in [0, 1, count - 1] {
            expectClose(solver.value(of: heights[i]), 20.5, "label \(i) height")
            expectClose(solver.value(of: ys[i]), 40, "label \(i) top")
        }
        expectValidTableau(&solver)
    }
}
