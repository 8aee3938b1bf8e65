import Cassowary

extension ConstraintGraph {
    /// How many constraints an ambiguity diagnostic lists past the views' own.
    static let listedConstraintLimit = 50

    /// The constraints nearest `views` along `axis`, for an ambiguity diagnostic, and how
    /// many more constraints reach them.
    ///
    /// Level by level: first the constraints on the views' own position and size along the
    /// axis, then those on the items the listed ones reach, and so on, each level whole while
    /// the list stays within `limit`. When the first level alone passes it (the first label of
    /// a form whose every label is as wide as it), only its constraints between the views
    /// themselves, the root view and layout guides are listed. The root view is not
    /// crossed, as in `constraintsAffectingLayout(of:for:)`, whose list this is when its group
    /// holds at most `limit` constraints. Listing every constraint of a group for every view
    /// in it made a form of N tied rows report N² constraints; this costs about `limit` per view.
    mutating func nearestConstraints(of views: [View], for axis: LayoutAxis, limit: Int = listedConstraintLimit)
        -> (listed: [LayoutConstraint], unlisted: Int) {
        beginSearch(from: views)
        let starts = markStarts(of: views, axis)
        var (listed, isCut) = reachableRows(from: starts, limit: limit)
        if isCut && listed.isEmpty { listed = ownRows(of: views, from: starts) }
        listed.sort()
        return (listed.map { rowConstraints[Int($0)] }, groupRowTotal(of: starts) - listed.count)
    }

    /// The variables of `views`' position and size along `axis` not yet marked, marked now:
    /// where a search starts.
    mutating func markStarts(of views: [View], _ axis: LayoutAxis) -> [Int32] {
        var starts: [Int32] = []
        for view in views {
            for v in axisVariables(of: view, axis) where Int(v) < variableMark.count && variableMark[Int(v)] != mark {
                variableMark[Int(v)] = mark
                starts.append(v)
            }
        }
        return starts
    }

    /// The rows a search from `starts` reaches, level by level (each level the rows one item
    /// further out), whole levels only: it stops before a level that would pass `limit`, and
    /// says whether it did.
    mutating func reachableRows(from starts: [Int32], limit: Int) -> (rows: [Int32], isCut: Bool) {
        var rows: [Int32] = []
        var frontier = starts
        while !frontier.isEmpty {
            guard let level = nextLevel(frontier, room: limit - rows.count) else { return (rows, true) }
            rows += level
            frontier = unmarkedVariables(of: level)
        }
        return (rows, false)
    }

    /// The rows on `starts` (the views' own variables) whose items are only `views`, the root
    /// view and layout guides.
    func ownRows(of views: [View], from starts: [Int32]) -> [Int32] {
        func isOwn(_ item: LayoutItem?) -> Bool {
            guard let item, let view = item as? View else { return true }
            return view === engine.root || views.contains { $0 === view }
        }
        var rows = Set<Int32>()
        for v in starts {
            for k in Int(variableStart[Int(v)])..<Int(variableStart[Int(v) + 1]) {
                let c = rowConstraints[Int(variableRows[k])]
                if isOwn(c.firstItem) && isOwn(c.secondItem) { rows.insert(variableRows[k]) }
            }
        }
        return Array(rows)
    }

    /// The rows holding a frontier variable not yet marked, marked now; nil once more than
    /// `room` are found.
    mutating func nextLevel(_ frontier: [Int32], room: Int) -> [Int32]? {
        var level: [Int32] = []
        for v in frontier {
            for k in Int(variableStart[Int(v)])..<Int(variableStart[Int(v) + 1]) {
                let row = variableRows[k]
                guard rowMark[Int(row)] != mark else { continue }
                rowMark[Int(row)] = mark
                level.append(row)
                if level.count > room { return nil }
            }
        }
        return level
    }

    /// The variables of `rows` not yet marked, marked now.
    mutating func unmarkedVariables(of rows: [Int32]) -> [Int32] {
        var next: [Int32] = []
        for row in rows {
            for k in Int(rowStart[Int(row)])..<Int(rowStart[Int(row) + 1]) {
                let v = rowVariables[k]
                guard variableMark[Int(v)] != mark else { continue }
                variableMark[Int(v)] = mark
                next.append(v)
            }
        }
        return next
    }

    /// The number of constraints in the connected groups of `variables`: those a search from
    /// them that does not cross the root view reaches.
    mutating func groupRowTotal(of variables: [Int32]) -> Int {
        if group.isEmpty { makeGroups() }
        var seen: [Int32] = []
        var total = 0
        for v in variables where Int(v) < group.count {
            let g = group[Int(v)]
            guard !seen.contains(g) else { continue }
            seen.append(g)
            total += Int(groupRowCount[Int(g)])
        }
        return total
    }

    /// Each variable's group (union-find over the rows, the root's variables left out) and
    /// each group's row count.
    mutating func makeGroups() {
        let n = variableMark.count
        var parent = (0..<n).map { Int32($0) }
        func find(_ v: Int32) -> Int32 {
            var r = v
            while parent[Int(r)] != r { r = parent[Int(r)] }
            var x = v
            while parent[Int(x)] != r {
                let up = parent[Int(x)]
                parent[Int(x)] = r
                x = up
            }
            return r
        }
        var isRoot = [Bool](repeating: false, count: n)
        if let r = engine.variables(of: engine.root) {
            for variable in [r.x, r.y, r.width, r.height] where Int(variable.index) < n { isRoot[Int(variable.index)] = true }
        }
        var rowGroupVariable = [Int32](repeating: -1, count: rowIDs.count)
        for row in 0..<rowIDs.count {
            var first: Int32 = -1
            for k in Int(rowStart[row])..<Int(rowStart[row + 1]) {
                let v = rowVariables[k]
                guard !isRoot[Int(v)] else { continue }
                if first < 0 { first = find(v); rowGroupVariable[row] = v; continue }
                let r = find(v)
                if r != first { parent[Int(r)] = first }
            }
        }
        group = (0..<n).map { find(Int32($0)) }
        groupRowCount = [Int32](repeating: 0, count: n)
        for v in rowGroupVariable where v >= 0 { groupRowCount[Int(group[Int(v)])] += 1 }
    }
}
