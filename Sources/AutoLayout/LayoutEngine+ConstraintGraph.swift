import Cassowary

/// The active constraints of an engine, indexed both ways (constraint → variables, variable →
/// constraints), for `constraintsAffectingLayout(for:)`.
///
/// Building the index reads every active constraint once; each search then costs what it
/// visits. Diagnostics that explain every ambiguous view build it once for the whole layout:
/// built per view, a screen of N ambiguous views cost N² (5,000 unsized views: 20 s).
struct ConstraintGraph {
    let engine: LayoutEngine
    /// The active constraints' solver rows, in creation order.
    var rowIDs: [ConstraintID] = []
    /// Row `i`'s variable indices are `rowVariables[rowStart[i] ..< rowStart[i + 1]]`.
    var rowStart: [Int32] = [0]
    var rowVariables: [Int32] = []
    /// Variable `v`'s rows are `variableRows[variableStart[v] ..< variableStart[v + 1]]`.
    var variableStart: [Int32]
    var variableRows: [Int32]
    /// Marks of the current search (visited when equal to `mark`), so no search clears them.
    var variableMark: [UInt32]
    var rowMark: [UInt32]
    var mark: UInt32 = 0

    init(_ engine: LayoutEngine) {
        self.engine = engine
        let variableCount = engine.solver.variableCount
        var counts = [Int32](repeating: 0, count: variableCount + 1)
        for id in engine.activeConstraintRows {
            guard let c = try? engine.solver.constraint(id) else { continue }
            rowIDs.append(id)
            for term in c.terms {
                rowVariables.append(term.variable.index)
                counts[Int(term.variable.index) + 1] += 1
            }
            rowStart.append(Int32(rowVariables.count))
        }
        // Counting sort: each variable's rows in row order.
        for v in 0..<variableCount { counts[v + 1] += counts[v] }
        variableStart = counts
        var next = counts
        variableRows = [Int32](repeating: 0, count: rowVariables.count)
        for row in 0..<rowIDs.count {
            for k in Int(rowStart[row])..<Int(rowStart[row + 1]) {
                let v = Int(rowVariables[k])
                variableRows[Int(next[v])] = Int32(row)
                next[v] += 1
            }
        }
        variableMark = [UInt32](repeating: 0, count: variableCount)
        rowMark = [UInt32](repeating: 0, count: rowIDs.count)
    }

    /// The constraints that reach `view`'s position or size along `axis`, directly or through
    /// other items, in creation order. The search stops at the root view, which the screen
    /// places (unless `view` is the root).
    mutating func constraintsAffectingLayout(of view: View, for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let v = engine.variables(of: view) else { return [] }
        mark &+= 1
        if mark == 0 {
            for i in variableMark.indices { variableMark[i] = 0 }
            for i in rowMark.indices { rowMark[i] = 0 }
            mark = 1
        }
        if view !== engine.root, let r = engine.variables(of: engine.root) {
            for variable in [r.x, r.y, r.width, r.height] { variableMark[Int(variable.index)] = mark }
        }
        var queue = axis == .horizontal ? [v.x.index, v.width.index] : [v.y.index, v.height.index]
        var found: [Int32] = []
        while let variable = queue.popLast() {
            let vi = Int(variable)
            guard vi < variableMark.count, variableMark[vi] != mark else { continue }
            variableMark[vi] = mark
            for k in Int(variableStart[vi])..<Int(variableStart[vi + 1]) {
                let row = Int(variableRows[k])
                guard rowMark[row] != mark else { continue }
                rowMark[row] = mark
                found.append(Int32(row))
                queue.append(contentsOf: rowVariables[Int(rowStart[row])..<Int(rowStart[row + 1])])
            }
        }
        found.sort()
        return found.compactMap { engine.constraint(of: rowIDs[Int($0)]) }
    }
}
