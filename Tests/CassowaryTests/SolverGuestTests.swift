import Testing
@testable import Cassowary
import SeededRandom

/// Constraints on one expression share a row (Solver+Guests.swift): the same optimum as rows
/// of their own, fewer rows, and no walk through a form's field heights.
@Suite struct SolverGuestTests {
    /// A view's width with UIKit's content-size pair and a pull, by hand (UIView.layoutMargins
    /// documentation): compression resistance `w >= 100` at 750 beats the pull `w == 50` at 500,
    /// which beats hugging `w <= 100` at 250.
    /// - pull 50: 750 needs w ≥ 100; 500 then wants w as near 50 as it can: w = 100, error 50
    ///   at 500, none at 250.
    /// - pull 150: 750 holds; 500 gets w = 150 exactly; hugging is off by 50 at 250.
    /// The pair shares one row whichever comes first.
    @Test(arguments: [(50.0, 100.0, 50.0, 0.0), (150.0, 150.0, 0.0, 50.0)], [false, true])
    func contentSizePair(pull: (Double, Double, Double, Double), huggingFirst: Bool) throws {
        let (target, width, errorAt500, errorAt250) = pull
        var solver = Solver()
        let w = solver.makeVariable("w")
        let hugging = (w <= 100).priority(250), resistance = (w >= 100).priority(750)
        for c in huggingFirst ? [hugging, resistance] : [resistance, hugging] { try solver.add(c) }
        try solver.add((w == target).priority(500))
        expectClose(solver.value(of: w), width, "width")
        expectClose(error(at: 500, solver), errorAt500, "error at 500")
        expectClose(error(at: 250, solver), errorAt250, "error at 250")
        #expect(solver.statistics.rows == 2, "the pair and the pull: two rows")
        expectValidTableau(&solver)
    }

    /// A guest written the other way round (`-x <= -10` is `x >= 10`) weights the right side.
    ///
    /// Required `x >= 10`, then `x <= 10` at 600 written as `-x >= -10`, then `x == 30` at 500:
    /// 600 keeps x at 10 (were the guest's side mixed up, it would weight x below 10 and x
    /// would go to 30).
    @Test func guestWrittenNegated() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 10)
        try solver.add((-1 * x >= -10).priority(600))
        try solver.add((x == 30).priority(500))
        expectClose(solver.value(of: x), 10)
        expectClose(error(at: 500, solver), 20, "error at 500")
        expectValidTableau(&solver)
    }

    /// Two constraints at one level on one side add up: kiwi's field height `h == 21` and
    /// `h >= 21`, both at 900, against a pull `h == 0` at 900.
    ///
    /// For h in [0, 21] the level's error is (21 - h) + (21 - h) + h = 42 - h, least at h = 21
    /// (error 21); above 21 it grows again. Rows of their own give the same optimum.
    @Test(arguments: [true, false])
    func sameLevelWeightsAddUp(sharing: Bool) throws {
        var solver = Solver()
        solver.hostChains.sharesRows = sharing
        let h = solver.makeVariable("h")
        try solver.add((h == 21).priority(900))
        try solver.add((h >= 21).priority(900))
        try solver.add((h == 0).priority(900))
        expectClose(solver.value(of: h), 21)
        expectClose(error(at: 900, solver), 21, "error at 900")
        #expect(solver.statistics.rows == (sharing ? 2 : 3))
        expectValidTableau(&solver)
    }

    /// Removing, re-pricing and re-valuing host and guest keep the semantics of separate rows.
    ///
    /// Host hugging `w <= 100` at 250, guest resistance `w >= 100` at 750, pull `w == 50` at 500.
    @Test func hostAndGuestChanges() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let hugging = try solver.add((w <= 100).priority(250))
        let resistance = try solver.add((w >= 100).priority(750))
        let pull = try solver.add((w == 50).priority(500))
        expectClose(solver.value(of: w), 100)
        // The guest's constant moves: resistance w ≥ 120 wins, w = 120.
        try solver.setConstant(120, for: resistance)
        expectClose(solver.value(of: w), 120)
        expectValidTableau(&solver)
        // The host's too: both 30 now; 750 holds at w = 50, hugging is off by 20.
        try solver.setConstant(30, for: hugging)
        try solver.setConstant(30, for: resistance)
        expectClose(solver.value(of: w), 50)
        expectClose(error(at: 250, solver), 20, "error at 250")
        expectValidTableau(&solver)
        // Resistance above the pull (`w >= 80` at 300) no longer beats it.
        try solver.setConstant(80, for: resistance)
        try solver.setPriority(Priority(300), for: resistance)
        expectClose(solver.value(of: w), 50)
        expectValidTableau(&solver)
        // Removing the pull leaves w between hugging (w ≤ 30) and resistance (w ≥ 80) at 300.
        try solver.remove(pull)
        expectClose(solver.value(of: w), 80)
        expectValidTableau(&solver)
    }

    /// A content size change moves hugging and resistance together: one shift, still one row
    /// (through the list and the pair form of `setConstants`).
    ///
    /// Hugging `w <= c` at 250, resistance `w >= c` at 750, pull `w == 50` at 500:
    /// - c = 120: resistance wins, w = 120, error 70 at 500;
    /// - c = 30: the pull wins, w = 50, hugging off by 20 at 250;
    /// - hugging 30, resistance 80 (no longer one expression): w = 80, error 50 at 250, and the
    ///   two get rows of their own.
    @Test func contentSizeMovesTogether() throws {
        var (solver, w, hugging, resistance) = try pairMovedTo120()
        expectClose(solver.value(of: w), 120)
        expectClose(error(at: 500, solver), 70, "error at 500")
        #expect(solver.statistics.rows == 2)
        try solver.setConstants((resistance, 30), (hugging, 30))
        expectClose(solver.value(of: w), 50)
        expectClose(error(at: 250, solver), 20, "error at 250")
        #expect(solver.statistics.rows == 2)
        expectValidTableau(&solver)
        try solver.setConstants([(hugging, 30), (resistance, 80)])
        expectClose(solver.value(of: w), 80)
        expectClose(error(at: 250, solver), 50, "error at 250")
        #expect(solver.statistics.rows == 3)
        expectValidTableau(&solver)
    }

    /// `setConstants` refuses what `setConstant` refuses, before changing anything: a removed
    /// constraint, a non-finite constant. The same constraint twice takes the last value.
    @Test func setConstantsRefusesBadInput() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let hugging = try solver.add((w <= 100).priority(250))
        let resistance = try solver.add((w >= 100).priority(750))
        let gone = try solver.add((w == 50).priority(500))
        try solver.remove(gone)
        #expect(throws: SolverError.unknownConstraint(gone)) { try solver.setConstants([(hugging, 80), (gone, 80)]) }
        #expect(throws: SolverError.self) { try solver.setConstants((hugging, 80), (resistance, .nan)) }
        #expect(throws: SolverError.self) { try solver.setConstants((gone, 80), (resistance, 80)) }
        expectClose(solver.value(of: w), 100, "nothing moved")
        try solver.setConstants([(resistance, 60), (resistance, 70)])
        #expect(try solver.constraint(resistance).constant == 70)
        // Hugging w <= 50 at 250 against resistance w >= 70 at 750: resistance wins, w = 70.
        try solver.setConstants([(hugging, 50)])
        expectClose(solver.value(of: w), 70)
        expectValidTableau(&solver)
    }

    /// A host moved by `setConstants` stays listed for its new expression: a constraint added
    /// later on it joins the row. By hand: hugging and resistance at 120 and a pull `w == 50`
    /// at 500 give w = 120; an equality `w == 120` at 300 then holds exactly and adds no row.
    @Test func movedHostIsJoinedLater() throws {
        var (solver, w, _, _) = try pairMovedTo120()
        try solver.add((w == 120).priority(300))
        #expect(solver.statistics.rows == 2, "the moved pair's row and the pull's")
        expectClose(solver.value(of: w), 120)
        expectClose(error(at: 300, solver), 0, "error at 300")
        expectValidTableau(&solver)
    }

    /// A width with hugging `w <= 100` at 250 and compression resistance `w >= 100` at 750
    /// sharing a row, a pull `w == 50` at 500, and the pair then moved to 120 together.
    func pairMovedTo120() throws -> (Solver, Variable, hugging: ConstraintID, resistance: ConstraintID) {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let hugging = try solver.add((w <= 100).priority(250))
        let resistance = try solver.add((w >= 100).priority(750))
        try solver.add((w == 50).priority(500))
        try solver.setConstants([(hugging, 120), (resistance, 120)])
        return (solver, w, hugging, resistance)
    }

    /// Hosts are found among the first `hostChainSearchLimit` on their variable's chain, newest
    /// first: a constraint on the expression of a host listed deeper gets a row of its own,
    /// with the same values. By hand: `v - xᵢ <= i` at 250 for i = 0...11 (v is made last, so
    /// every one is on v's chain), each xᵢ pinned at 0 and v pulled to 100 at 200; every
    /// `v - xᵢ <= i` wants v ≤ i at 250. `v - x₀ >= 0` at 750 matches the oldest host
    /// (beyond the limit) and takes a row; `v - x₁₁ >= 11` at 750 matches the newest and joins
    /// it, and makes v = 11 against the hugging at 250.
    @Test func deepHostsAreNotSearched() throws {
        var solver = Solver()
        let xs = (0..<12).map { solver.makeVariable("x\($0)") }
        let v = solver.makeVariable("v")
        for x in xs { try solver.add(x == 0) }
        for (i, x) in xs.enumerated() { try solver.add((v - x <= Double(i)).priority(250)) }
        try solver.add((v == 100).priority(200))
        let before = solver.statistics.rows
        try solver.add((v - xs[0] >= 0).priority(750))
        #expect(solver.statistics.rows == before + 1, "the oldest host is past the search limit")
        try solver.add((v - xs[11] >= 11).priority(750))
        #expect(solver.statistics.rows == before + 1, "the newest host is found and joined")
        expectClose(solver.value(of: v), 11)
        expectValidTableau(&solver)
    }

    /// Removing a host hands its row to its guests; removing a guest takes only its weights.
    @Test func removingTheHostKeepsTheGuests() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let hugging = try solver.add((w <= 100).priority(250))
        let resistance = try solver.add((w >= 100).priority(750))
        let equal = try solver.add((w == 100).priority(400))
        try solver.add((w == 50).priority(500))
        try solver.remove(hugging)
        // Resistance (a guest until now) still holds w at 100 against the pull at 500.
        expectClose(solver.value(of: w), 100)
        expectClose(error(at: 400, solver), 0, "error at 400")
        expectValidTableau(&solver)
        try solver.remove(resistance)
        // Only the pull at 500 and w == 100 at 400 are left: 500 wins.
        expectClose(solver.value(of: w), 50)
        expectClose(error(at: 400, solver), 50, "error at 400")
        try solver.remove(equal)
        #expect(solver.statistics.rows == 1)
        expectValidTableau(&solver)
    }

    /// kiwi's enaml form without its bounds, closed by `contents_bottom >= last bottom`: with
    /// shared rows the container grows in one repair, without them the repair tries every
    /// field height first (about N more pivots, each on rows of 3N terms).
    @Test func formIsClosedWithoutAWalk() throws {
        let n = 40
        func pivots(sharing: Bool) throws -> (Int, [Double]) {
            var solver = Solver()
            solver.hostChains.sharesRows = sharing
            let form = try EnamlForm(&solver, rows: n)
            return (solver.pivotCount, form.variables.map { solver.value(of: $0) })
        }
        let (shared, sharedValues) = try pivots(sharing: true)
        let (separate, separateValues) = try pivots(sharing: false)
        #expect(shared <= 2 * n + 20, "pivots with shared rows: \(shared)")
        #expect(separate >= 3 * n, "pivots with a row per constraint: \(separate)")
        for (a, b) in zip(sharedValues, separateValues) { expectClose(a, b, "a value") }
    }

    /// Random edits of systems whose constraints often repeat an expression reach the same
    /// optimum (level errors) and break the same constraints as rows of their own.
    @Test(arguments: 0..<200)
    func randomEditsMatchSeparateRows(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var shared = Solver(), separate = Solver()
        separate.hostChains.sharesRows = false
        let xs = (0..<5).map { shared.makeVariable("x\($0)") }
        _ = (0..<5).map { separate.makeVariable("x\($0)") }
        let edit = xs[0]
        try shared.addEditVariable(edit, priority: Priority(700))
        try separate.addEditVariable(edit, priority: Priority(700))
        // Few expressions, constants and priorities, so that many constraints share one.
        let expressions: [[(variable: Variable, coefficient: Double)]] = [
            [(xs[1], 1)], [(xs[2], 1)], [(xs[1], 1), (xs[2], -1)], [(xs[2], -1), (xs[1], 1)],
            [(xs[3], 1), (xs[0], -0.5)], [(xs[4], 2), (xs[3], -1), (xs[1], 1)], [(xs[1], -1)],
        ]
        let constants = [0.0, 10, -10, 40]
        let priorities = [1000.0, 1000, 750, 500, 250, 250, 999.5]
        var ids: [(ConstraintID, ConstraintID)] = []
        for step in 0..<60 {
            let choice = generator.next() % 10
            if choice < 5 || ids.isEmpty {
                let terms = expressions[Int(generator.next() % UInt64(expressions.count))]
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(generator.next() % 3)]
                let c = Constraint(terms, relation, constants[Int(generator.next() % 4)],
                                   priority: Priority(priorities[Int(generator.next() % 7)]))
                let a = try shared.addBreakingIfUnsatisfiable(c)
                let b = try separate.addBreakingIfUnsatisfiable(c)
                #expect((a.conflict == nil) == (b.conflict == nil), "seed \(seed) step \(step): add")
                ids.append((a.id, b.id))
            } else if choice < 7 {
                let (a, b) = ids.remove(at: Int(generator.next() % UInt64(ids.count)))
                try shared.remove(a)
                try separate.remove(b)
            } else if choice < 8 {
                let (a, b) = ids[Int(generator.next() % UInt64(ids.count))]
                let value = constants[Int(generator.next() % 4)]
                _ = try shared.setConstant(value, for: a)
                _ = try separate.setConstant(value, for: b)
            } else if choice < 9 {
                let (a, _) = ids[Int(generator.next() % UInt64(ids.count))]
                let value = constants[Int(generator.next() % 4)]
                try moveConstants(like: a, to: value, ids, &shared, &separate)
            } else {
                let value = Double(generator.next() % 100)
                try shared.suggestValue(value, for: edit)
                try separate.suggestValue(value, for: edit)
            }
            if !expectAgreement(&shared, &separate, ids, "seed \(seed) step \(step)") { return }
        }
    }

    /// Moves every constraint on the expression of `chosen` to one new constant, as a content
    /// size change moves hugging and resistance (negated ones get the negated value).
    func moveConstants(like chosen: ConstraintID, to value: Double, _ ids: [(ConstraintID, ConstraintID)],
                       _ shared: inout Solver, _ separate: inout Solver) throws {
        let reference = try shared.constraint(chosen)
        guard let expression = Solver.CanonicalExpression(reference) else { return }
        var zeroed = reference
        zeroed.constant = 0
        var sharedChanges: [(id: ConstraintID, constant: Double)] = []
        var separateChanges: [(id: ConstraintID, constant: Double)] = []
        for (x, y) in ids {
            var c = try shared.constraint(x)
            c.constant = 0
            guard let e = Solver.CanonicalExpression(c), let r = Solver.CanonicalExpression(zeroed),
                  e == r, Solver.CanonicalExpression(try shared.constraint(x)) != nil else { continue }
            let signed = e.flipped == expression.flipped ? value : -value
            sharedChanges.append((x, signed))
            separateChanges.append((y, signed))
        }
        _ = try shared.setConstants(sharedChanges)
        _ = try separate.setConstants(separateChanges)
    }

    /// Expects the same level errors, the same broken constraints, every unbroken required
    /// constraint holding and valid tableaux; false when an invariant is broken.
    func expectAgreement(_ shared: inout Solver, _ separate: inout Solver, _ ids: [(ConstraintID, ConstraintID)],
                         _ context: String) -> Bool {
        // A guest that can never be violated (of a required equality) adds no level.
        let sharedErrors = Dictionary(shared.levelErrors, uniquingKeysWith: +)
        let separateErrors = Dictionary(separate.levelErrors, uniquingKeysWith: +)
        for priority in Set(sharedErrors.keys).union(separateErrors.keys) {
            let a = sharedErrors[priority] ?? 0, b = separateErrors[priority] ?? 0
            #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "\(context): error at \(priority) \(a) vs \(b)")
        }
        #expect(ids.map { shared.isBroken($0.0) } == ids.map { separate.isBroken($0.1) }, "\(context)")
        for solver in [shared, separate] {
            for slot in solver.constraintTable.records.indices
                where solver.constraintTable.records[slot].state == .required {
                let c = solver.constraint(ofRecord: slot)
                let value = c.terms.reduce(0.0) { $0 + $1.coefficient * solver.value(of: $1.variable) }
                let off = c.relation == .equal ? abs(value - c.constant)
                    : c.relation == .greaterThanOrEqual ? c.constant - value : value - c.constant
                #expect(off <= 1e-6, "\(context): a required constraint is off by \(off)")
            }
        }
        let problems = shared.checkInvariants() + separate.checkInvariants()
        #expect(problems.isEmpty, "\(context): \(problems.joined(separator: "; "))")
        return problems.isEmpty
    }

    func error(at priority: Double, _ solver: Solver) -> Double {
        solver.levelErrors.first { $0.priority == priority }?.error ?? 0
    }
}
