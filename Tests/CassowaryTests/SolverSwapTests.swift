import Testing
@testable import Cassowary

/// A form's vertical chains added bottom up: a row that would expand down two chains takes over
/// a basic variable's row instead (Solver+SwappedSubjects.swift), so the label and field chains
/// join at every row and later rows stay short.
@Suite struct SolverSwapTests {
    /// The vertical half of the cookbook's Dynamic Height Columns: `count` rows of a label
    /// (height 20.5) and a field (height 30), hugging at 251 and 250, compression resistance at
    /// 750; the label's top 4.5 below its field's; the first row at 28 or below, the label
    /// wanting 28 (at 249); each row at least 8 below both views of the row above, the label
    /// wanting exactly 8 below the label above (at 249). Row by row as a layout writes them.
    static func column(_ solver: inout Solver, count: Int)
        -> (constraints: [Constraint], labels: [Variable], fields: [Variable]) {
        var constraints: [Constraint] = []
        var labels: [Variable] = [], fields: [Variable] = [], heights: [(l: Variable, f: Variable)] = []
        for i in 0..<count {
            let ly = solver.makeVariable("L\(i).y"), lh = solver.makeVariable("L\(i).h")
            let fy = solver.makeVariable("F\(i).y"), fh = solver.makeVariable("F\(i).h")
            constraints.append(ly - fy == 4.5)
            if i == 0 {
                constraints.append(ly >= 28)
                constraints.append(fy >= 28)
                constraints.append((ly == 28).priority(249))
            } else {
                let above = (l: labels[i - 1], f: fields[i - 1], h: heights[i - 1])
                constraints.append(ly - above.l - above.h.l >= 8)
                constraints.append(ly - above.f - above.h.f >= 8)
                constraints.append(fy - above.f - above.h.f >= 8)
                constraints.append((ly - above.l - above.h.l == 8).priority(249))
            }
            constraints.append((lh <= 20.5).priority(251))
            constraints.append((lh >= 20.5).priority(750))
            constraints.append((fh <= 30).priority(250))
            constraints.append((fh >= 30).priority(750))
            labels.append(ly)
            fields.append(fy)
            heights.append((lh, fh))
        }
        return (constraints, labels, fields)
    }

    /// References replaced in expanding `a - b` into non-basic symbols, or nil past `budget`.
    static func walk(_ solver: Solver, _ a: Variable, _ b: Variable, budget: Int) -> Int? {
        var row = Row(constant: 0)
        row.add(solver.variableTable.symbol[Int(a.index)], 1)
        row.add(solver.variableTable.symbol[Int(b.index)], -1)
        return solver.expandReferences(&row, budget: budget)
    }

    /// By hand: every view keeps its height (compression resistance and hugging outweigh the
    /// spacing at 249). The first field sits at 28 and its label 4.5 below, at 32.5 (the label
    /// cannot reach 28: its field would rise above 28). Each field then sits 30 + 8 below the
    /// field above, the lowest it is held to, and its label 4.5 below it: 9.5 more than the 8
    /// the label's spacing at 249 asks, which is the least error that level can have. So field
    /// i at 28 + 38·i, label i at 32.5 + 38·i, in whatever order the rows arrive.
    ///
    /// Bottom up, a label's `top >= field above's bottom + 8` arrives when both tops are basic,
    /// the label's in the chain of label rows and the field's in the chain of field rows, which
    /// met only at the bottom row: expanding it walked both chains, and so did reading any
    /// label against its field, O(N) per row. Swapped in, each label's row refers to the field
    /// chain, so a label against its own field expands through a few rows whatever the count.
    @Test(arguments: [(60, false), (60, true), (300, true)])
    func columnBuiltBottomUpKeepsChainsJoined(count: Int, reversed: Bool) throws {
        var solver = Solver()
        let (constraints, labels, fields) = Self.column(&solver, count: count)
        for constraint in reversed ? constraints.reversed() : constraints { try solver.add(constraint) }
        for i in [0, 1, count / 2, count - 2, count - 1] {
            expectClose(solver.value(of: fields[i]), 28 + 38 * Double(i), "field \(i)")
            expectClose(solver.value(of: labels[i]), 32.5 + 38 * Double(i), "label \(i)")
        }
        for i in [1, count / 2, count - 2] {
            let walked = Self.walk(solver, labels[i], fields[i], budget: 16)
            #expect(walked != nil, "label \(i) against its field expands through more than 16 rows")
        }
        expectValidTableau(&solver)
    }

    /// Swapped rows are ordinary rows afterwards: removing the constraints that were swapped in
    /// (every label's spacing below the field above) and moving the first label's wish leaves
    /// the layout the rest implies. By hand, without those spacings each label may sit 8 below
    /// the label above (the spacing at 249 holds exactly) as long as its field stays 8 below
    /// the field above: field i at 28 + 38·i still (fields chain by their own spacing), label i
    /// 4.5 below it; the label spacing at 249 then errs 9.5 per row as before. Changing the
    /// first label's wish to 40 (at 249) moves the whole column down by 7.5: field 0 at 35.5.
    @Test func swappedRowsRemoveAndMoveAsAnyOther() throws {
        var solver = Solver()
        let count = 80
        let (constraints, labels, fields) = Self.column(&solver, count: count)
        var ids: [ConstraintID] = []
        for constraint in constraints.reversed() { ids.append(try solver.add(constraint)) }
        ids.reverse()
        // Row i > 0 holds, in order: the 4.5 offset, the three spacings, the wish at 249, four
        // size constraints (9); row 0 holds 8 (offset, two floors, the wish, four sizes).
        for i in 1..<count { try solver.remove(ids[8 + 9 * (i - 1) + 2]) }
        _ = try solver.setConstant(40, for: ids[3])
        for i in [0, 1, count / 2, count - 1] {
            expectClose(solver.value(of: fields[i]), 35.5 + 38 * Double(i), "field \(i)")
            expectClose(solver.value(of: labels[i]), 40 + 38 * Double(i), "label \(i)")
        }
        expectValidTableau(&solver)
    }
}
