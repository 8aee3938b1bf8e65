import Testing
@testable import Cassowary

/// Dense marker columns kept once in shared nodes: same values, linear size, and constant
/// changes, removals and conflicts that still come out right (Solver+SharedMarkers.swift).
@Suite struct SolverSharedMarkerTests {
    /// A fillEqually row: views between margins 16 at both ends, each leading edge at the
    /// previous trailing edge, every width equal to the first, each wanting `preferred` at
    /// priority 250, the `width >= 0` constraints first (as in `Workload.fillEqually`).
    struct EqualRow {
        var xs: [Variable] = [], widths: [Variable] = []
        var equalities: [ConstraintID] = [], required: [ConstraintID] = []
        var closing: ConstraintID?
    }

    /// The row, closed at `16 + total` (required, so nothing moves the right edge).
    static func equalRow(_ solver: inout Solver, views n: Int, total: Double, preferred: Double = 40) throws -> EqualRow {
        var row = EqualRow()
        for i in 0..<n {
            row.xs.append(solver.makeVariable("x\(i)"))
            row.widths.append(solver.makeVariable("w\(i)"))
        }
        for w in row.widths { try solver.add(w >= 0) }
        for i in 0..<n {
            if i == 0 {
                row.required.append(try solver.add(row.xs[0] == 16))
            } else {
                row.required.append(try solver.add(row.xs[i] == row.xs[i - 1] + row.widths[i - 1]))
                let equality = try solver.add(row.widths[i] == row.widths[0])
                row.equalities.append(equality)
                row.required.append(equality)
            }
            try solver.add((row.widths[i] == preferred).priority(250))
        }
        let closing = try solver.add(row.xs[n - 1] + row.widths[n - 1] == 16 + total)
        row.closing = closing
        row.required.append(closing)
        return row
    }

    /// By hand: n equal widths share the total, so each is total/n; the 250 pulls to 40 lose
    /// to the required equalities. Every view's leading edge is 16 plus the widths before it.
    /// Kept in every row, the markers would fill every hugging row (n² terms); shared, the
    /// tableau stays within a few terms per constraint.
    @Test func equalWidthsStayLinearWithTheSameValues() throws {
        var solver = Solver()
        let n = 300
        let row = try Self.equalRow(&solver, views: n, total: 41 * Double(n))
        for i in stride(from: 0, to: n, by: 23) {
            expectClose(solver.value(of: row.widths[i]), 41, "w\(i)")
            expectClose(solver.value(of: row.xs[i]), 16 + 41 * Double(i), tolerance: 1e-5, "x\(i)")
        }
        let statistics = solver.statistics
        #expect(statistics.sharedTerms > 0, "\(statistics)")
        #expect(statistics.terms + statistics.sharedTerms < 12 * n, "\(statistics)")
        expectValidTableau(&solver)
    }

    /// A row of 120 views 41 wide and its equality `w5 == w0`, whose marker is shared.
    static func rowWithSharedEquality() throws -> (Solver, EqualRow, total: Double, ConstraintID) {
        var solver = Solver()
        let total = 41 * 120.0
        let row = try equalRow(&solver, views: 120, total: total)
        let equality = row.equalities[4]
        #expect(solver.markerStore.isShared[Int(solver.constraintTable.records[Int(equality.index)].marker)])
        return (solver, row, total, equality)
    }

    /// By hand: `w5 == w0 + 30` leaves the other n - 1 widths equal at w with
    /// n·w + 30 = total, so w = (total - 30)/n. The marker's column lies mostly in shared
    /// nodes; the change still costs a dual re-optimisation (no pivot here: every row stays
    /// feasible), not a rebuild.
    @Test func constantChangeOfASharedMarkerIsLocal() throws {
        var (solver, row, total, equality) = try Self.rowWithSharedEquality()
        let n = row.widths.count
        let before = solver.pivotCount
        try solver.setConstant(30, for: equality)
        #expect(solver.pivotCount - before <= 2)
        let w = (total - 30) / Double(n)
        expectClose(solver.value(of: row.widths[0]), w)
        expectClose(solver.value(of: row.widths[5]), w + 30)
        expectClose(solver.value(of: row.widths[77]), w)
        expectClose(solver.value(of: row.xs[6]), 16 + 6 * w + 30, tolerance: 1e-5)
        #expect(try solver.constraint(equality).constant == 30)
        // The edge of the last view is still pinned: the closing handle still names it.
        #expect(solver.contains(row.closing!))
        try solver.setConstant(-10, for: equality)
        let w2 = (total + 10) / Double(n)
        expectClose(solver.value(of: row.widths[5]), w2 - 10)
        expectClose(solver.value(of: row.widths[9]), w2)
        expectValidTableau(&solver)
    }

    /// By hand: without `w5 == w0`, a required `w5 == 70` takes its place; the other n - 1
    /// widths share the rest: (total - 70)/(n - 1).
    @Test func removalOfASharedMarker() throws {
        var (solver, row, total, equality) = try Self.rowWithSharedEquality()
        let n = row.widths.count
        try solver.remove(equality)
        #expect(!solver.contains(equality))
        try solver.add(row.widths[5] == 70)
        let w = (total - 70) / Double(n - 1)
        expectClose(solver.value(of: row.widths[5]), 70)
        expectClose(solver.value(of: row.widths[0]), w)
        expectClose(solver.value(of: row.widths[n - 1]), w)
        expectClose(solver.value(of: row.xs[n - 1]), 16 + total - w, tolerance: 1e-5)
        expectValidTableau(&solver)
    }

    /// A required `w3 == 100` where the row's n widths must share 40·n: the minimal
    /// conflicting set is every required constraint of the row (the leading pin, the n - 1
    /// chain links, the n - 1 equalities and the closing pin); dropping any one lets w3 be 100.
    /// Most of their markers sit in shared nodes, which the certificate reads through the rows.
    /// Broken instead, the row keeps its 40s.
    @Test func conflictsNameConstraintsWhoseMarkersAreShared() throws {
        var solver = Solver()
        let n = 80
        let row = try Self.equalRow(&solver, views: n, total: 40 * Double(n))
        #expect(solver.statistics.sharedTerms > 0)
        let wide = row.widths[3] == 100
        var refused: Conflict?
        do {
            try solver.add(wide)
        } catch {
            if case .unsatisfiable(let conflict) = error { refused = conflict }
        }
        #expect(refused?.conflictsWith == row.required.sorted())
        let broken = try solver.addBreakingIfUnsatisfiable(wide)
        #expect(solver.isBroken(broken.id))
        #expect(broken.conflict?.conflictsWith.count == row.required.count)
        for i in [0, 3, n - 1] { expectClose(solver.value(of: row.widths[i]), 40, "w\(i)") }
        try solver.remove(broken.id)
        expectValidTableau(&solver)
    }

    /// Seeded random edits of the row (each view wanting its own width at its own priority,
    /// so that the optimum is unique): after every constant or priority change of a chain link
    /// or an equal width, or removal or re-add of an equal width, the values
    /// equal those of a fresh solver given the same constraints in the same order.
    /// The marker nodes live rows can reach.
    static func reachableNodes(_ solver: Solver) -> Int {
        var reached = Set<Int32>()
        var stack = solver.rowStore.rows.filter { $0.basic >= 0 }.flatMap { $0.shared.map(\.node) }
        while let node = stack.popLast() {
            guard reached.insert(node).inserted else { continue }
            stack.append(contentsOf: solver.markerStore.nodes[Int(node)].parts.map(\.node))
        }
        return reached.count
    }

    /// A chain of 60 views whose equal widths change reference each round (every equality
    /// removed and added again, as when a fillEqually stack hides its first view): the nodes
    /// live rows reach stay as many as after the first round, where merged nodes used to pile
    /// up (3,100 more a round). By hand: with the closing constraint gone, each width takes
    /// its preferred 30 and each view starts 34 after the previous one.
    @Test func replacingEqualitiesKeepsTheNodesBounded() throws {
        var solver = Solver()
        let n = 60
        var chain = try EqualWidthChain(&solver, views: n)
        var reachable: [Int] = []
        for round in 0..<4 {
            try chain.moveReference(to: 1 + round, round: round, in: &solver)
            reachable.append(Self.reachableNodes(solver))
        }
        #expect(reachable[0] > 0, "the chain is long enough to share markers")
        #expect(reachable[3] <= 2 * reachable[0], "reachable nodes per round: \(reachable)")
        for w in chain.ws { expectClose(solver.value(of: w), 30) }
        expectClose(solver.value(of: chain.xs[n - 1]), Double(34 * (n - 1)))
        expectValidTableau(&solver)
    }

    @Test(arguments: [1, 2, 3] as [UInt64]) func randomEditsMatchAFreshSolve(seed: UInt64) throws {
        var random = XorShift(seed: seed)
        var solver = Solver()
        let n = 72
        var xs: [Variable] = [], widths: [Variable] = []
        for i in 0..<n {
            xs.append(solver.makeVariable("x\(i)"))
            widths.append(solver.makeVariable("w\(i)"))
        }
        // Every constraint with its handle (nil while removed) and its place in creation order.
        var entries: [(constraint: Constraint, id: ConstraintID?, order: Int)] = []
        var nextOrder = 0
        func add(_ c: Constraint) throws {
            entries.append((c, try solver.add(c), nextOrder))
            nextOrder += 1
        }
        for w in widths { try add(w >= 0) }
        try add(xs[0] == 16)
        var equalities: [Int] = []  // the chain links and the equal widths
        for i in 1..<n {
            equalities.append(entries.count)
            try add(xs[i] == xs[i - 1] + widths[i - 1])
            equalities.append(entries.count)
            try add(widths[i] == widths[0])
        }
        for i in 0..<n { try add((widths[i] == Double(30 + i % 17)).priority(100 + Double(i) * 10)) }
        try add(xs[n - 1] + widths[n - 1] == 16 + 45 * Double(n))
        #expect(solver.statistics.sharedTerms > 0)
        for _ in 0..<12 {
            let k = equalities[Int(random.next() % UInt64(equalities.count))]
            // A chain link only changes its constant or its priority: without two of them, the
            // views between would float. (At 999 a link or an equality still holds: every other
            // optional priority is lower, and it can.)
            let isLink = entries[k].constraint.terms.count == 3
            switch isLink ? 3 * (random.next() % 2) : random.next() % 4 {
            case 0:
                if let id = entries[k].id {
                    let value = Double(Int(random.next() % 21) - 10)
                    try solver.setConstant(value, for: id)
                    entries[k].constraint.constant = value
                }
            case 1:
                if let id = entries[k].id {
                    try solver.remove(id)
                    entries[k].id = nil
                }
            case 2:
                if entries[k].id == nil {
                    entries[k].id = try solver.add(entries[k].constraint)
                    entries[k].order = nextOrder
                    nextOrder += 1
                }
            default:
                if let id = entries[k].id {
                    let priority: Priority = entries[k].constraint.priority.isRequired ? Priority(999) : .required
                    try solver.setPriority(priority, for: id)
                    entries[k].constraint.priority = priority
                }
            }
            var fresh = Solver()
            for i in 0..<n {
                _ = fresh.makeVariable("x\(i)")
                _ = fresh.makeVariable("w\(i)")
            }
            for entry in entries.filter({ $0.id != nil }).sorted(by: { $0.order < $1.order }) {
                _ = try fresh.add(entry.constraint)
            }
            for v in xs + widths {
                expectClose(solver.value(of: v), fresh.value(of: v), tolerance: 1e-6, "\(solver.name(of: v)), seed \(seed)")
            }
        }
        expectValidTableau(&solver)
    }
}

/// Marsaglia's xorshift64, for seeded tests.
private struct XorShift {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x2545_F491_4F6C_DD1D | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
