import Testing
@testable import Cassowary

/// Layouts added out of order: an equality that already holds between two views that have
/// rows takes no pivot (Solver+DegenerateSubjects.swift).
@Suite struct SolverPivotOrderTests {
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
}
