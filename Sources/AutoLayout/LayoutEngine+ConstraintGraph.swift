import Cassowary

/// The active constraints of an engine, indexed both ways (constraint → variables, variable →
/// constraints), for `constraintsAffectingLayout(for:)` and the ambiguity diagnostics.
///
/// Building the index reads every active constraint once; each search then costs what it
/// visits. Diagnostics that explain every ambiguous view build it once for the whole layout:
/// built per view, a screen of N ambiguous views cost N² (5,000 unsized views: 20 s).
struct ConstraintGraph {
    let engine: LayoutEngine
    /// The active constraints' solver rows, in creation order, and their constraints.
    var rowIDs: [ConstraintID] = []
    var rowConstraints: [LayoutConstraint] = []
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
    /// The connected groups searches from views other than the root reach (the root's
    /// variables do not connect them): each variable's group and each group's row count,
    /// made on the first `nearestConstraints` call.
    var group: [Int32] = []
    var groupRowCount: [Int32] = []

    init(_ engine: LayoutEngine) {
        self.engine = engine
        let variableCount = engine.solver.variableCount
        var counts = [Int32](repeating: 0, count: variableCount + 1)
        for id in engine.activeConstraintRows {
            guard let c = try? engine.solver.constraint(id), let constraint = engine.constraint(of: id) else { continue }
            rowIDs.append(id)
            rowConstraints.append(constraint)
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

    /// Starts a search: a fresh mark, with the root's variables marked (so not crossed) unless
    /// the search starts at the root.
    mutating func beginSearch(from views: [View]) {
        mark &+= 1
        if mark == 0 {
            for i in variableMark.indices { variableMark[i] = 0 }
            for i in rowMark.indices { rowMark[i] = 0 }
            mark = 1
        }
        if !views.contains(where: { $0 === engine.root }), let r = engine.variables(of: engine.root) {
            for variable in [r.x, r.y, r.width, r.height] where Int(variable.index) < variableMark.count {
                variableMark[Int(variable.index)] = mark
            }
        }
    }

    func axisVariables(of view: View, _ axis: LayoutAxis) -> [Int32] {
        guard let v = engine.variables(of: view) else { return [] }
        return axis == .horizontal ? [v.x.index, v.width.index] : [v.y.index, v.height.index]
    }

    /// The constraints that reach `view`'s position or size along `axis`, directly or through
    /// other items, in creation order. The search stops at the root view, which the screen
    /// places (unless `view` is the root).
    mutating func constraintsAffectingLayout(of view: View, for axis: LayoutAxis) -> [LayoutConstraint] {
        guard engine.variables(of: view) != nil else { return [] }
        beginSearch(from: [view])
        let found = reachableRows(from: markStarts(of: [view], axis), limit: .max).rows.sorted()
        return found.map { rowConstraints[Int($0)] }
    }

    /// The constraints on `view`'s position or size along `axis` themselves, in creation order.
    func directConstraints(of view: View, for axis: LayoutAxis) -> [LayoutConstraint] {
        var rows: [Int32] = []
        for variable in axisVariables(of: view, axis) where Int(variable) + 1 < variableStart.count {
            rows += variableRows[Int(variableStart[Int(variable)])..<Int(variableStart[Int(variable) + 1])]
        }
        return Set(rows).sorted().map { rowConstraints[Int($0)] }
    }
}
