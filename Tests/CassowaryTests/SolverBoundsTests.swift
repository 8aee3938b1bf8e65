import Testing
@testable import Cassowary
import SeededRandom

/// Required one-variable bounds wait outside the tableau while the solution satisfies them
/// (Solver+Bounds.swift), and are installed when it does not.
@Suite struct SolverBoundsTests {
    /// A solver that parks bounds: deferred updates, bounds parked.
    func parkingSolver() -> Solver {
        var solver = Solver()
        solver.defersValueUpdates = true
        solver.parksBounds = true
        return solver
    }

    /// Bounds the solution satisfies stay out: `x >= 0` and `x <= 100` with `x == 40` at 500
    /// leave x at 40, and the tableau holds the one row of `x == 40`.
    @Test func satisfiedBoundsStayOut() throws {
        var solver = parkingSolver()
        let x = solver.makeVariable("x")
        _ = try solver.addBreakingIfUnsatisfiable(x >= 0)
        _ = try solver.addBreakingIfUnsatisfiable(x <= 100)
        _ = try solver.addBreakingIfUnsatisfiable((x == 40).priority(500))
        #expect(try solver.settleBounds().isEmpty)
        solver.updateValues()
        expectClose(solver.value(of: x), 40)
        #expect(solver.statistics.rows == 1)
        expectValidTableau(&solver)
    }

    /// A violated bound is installed when settling: `x >= 0` against `x == -5` at 500 gives
    /// x = 0 with an error of 5 at 500; `2x <= 30` against `x == 40` at 400 then holds x at
    /// 15 (the error at 400 is 25).
    @Test func violatedBoundsAreInstalled() throws {
        var solver = parkingSolver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        _ = try solver.addBreakingIfUnsatisfiable(x >= 0)
        _ = try solver.addBreakingIfUnsatisfiable((x == -5).priority(500))
        _ = try solver.addBreakingIfUnsatisfiable(Constraint([(y, 2)], .lessThanOrEqual, 30))
        _ = try solver.addBreakingIfUnsatisfiable((y == 40).priority(400))
        #expect(try solver.settleBounds().isEmpty)
        solver.updateValues()
        expectClose(solver.value(of: x), 0)
        expectClose(solver.value(of: y), 15)
        expectClose(solver.levelErrors.first { $0.priority == 500 }?.error ?? -1, 5, "error at 500")
        expectClose(solver.levelErrors.first { $0.priority == 400 }?.error ?? -1, 25, "error at 400")
        expectValidTableau(&solver)
    }

    /// A parked bound that cannot hold is found when settling, and it is the one kept broken:
    /// `x >= 0`, then required `x == -5`.
    @Test func conflictingBoundBreaksWhenSettled() throws {
        var solver = parkingSolver()
        let x = solver.makeVariable("x")
        let (bound, early) = try solver.addBreakingIfUnsatisfiable(x >= 0)
        let (pin, late) = try solver.addBreakingIfUnsatisfiable(x == -5)
        #expect(early == nil && late == nil)
        let conflicts = try solver.settleBounds()
        #expect(conflicts == [Conflict(constraint: bound, conflictsWith: [pin])])
        #expect(solver.isBroken(bound))
        solver.updateValues()
        expectClose(solver.value(of: x), -5)
        expectValidTableau(&solver)
    }

    /// The throwing `add` of a required constraint installs parked bounds first, so it refuses
    /// what they forbid and leaves the solver as it was; an optional one leaves them parked.
    @Test func throwingAddSeesParkedBounds() throws {
        var solver = parkingSolver()
        let x = solver.makeVariable("x")
        let (bound, _) = try solver.addBreakingIfUnsatisfiable(x >= 0)
        #expect(throws: SolverError.self) { try solver.add(x == -5) }
        #expect(!solver.isBroken(bound))
        try solver.add(x == 5)
        solver.updateValues()
        expectClose(solver.value(of: x), 5)
        var optional = parkingSolver()
        let y = optional.makeVariable("y")
        _ = try optional.addBreakingIfUnsatisfiable(y >= 0)
        try optional.add((y == -5).priority(500))
        #expect(optional.parking.bounds.count == 1)
        #expect(try optional.settleBounds().isEmpty)
        optional.updateValues()
        expectClose(optional.value(of: y), 0)
    }

    /// Removing a parked bound and changing its constant, by hand: `x >= 0` and `x >= 10`
    /// parked with `x == 0` at 500; moving the second to 20 gives x = 20 when settled, and
    /// removing it gives x = 0 again.
    @Test func parkedBoundsChangeAndGo() throws {
        var solver = parkingSolver()
        let x = solver.makeVariable("x")
        _ = try solver.addBreakingIfUnsatisfiable(x >= 0)
        let (floor, _) = try solver.addBreakingIfUnsatisfiable(x >= 10)
        _ = try solver.addBreakingIfUnsatisfiable((x == 0).priority(500))
        try solver.setConstant(20, for: floor)
        #expect(try solver.settleBounds().isEmpty)
        solver.updateValues()
        expectClose(solver.value(of: x), 20)
        try solver.remove(floor)
        solver.updateValues()
        expectClose(solver.value(of: x), 0)
        // Turning deferral off installs the bounds still parked.
        solver.defersValueUpdates = false
        #expect(solver.parking.bounds.isEmpty)
        expectValidTableau(&solver)
    }

    /// kiwi's enaml form with every variable bounded: the tableau stays about as small as
    /// without bounds, and the values are those of installing every bound at once.
    ///
    /// Nothing pins the container's `left` and `top` but their bounds, so the solution without
    /// bounds may rest them below 0 (contents at 0, insets of 10): at most those two bounds are
    /// installed when settling.
    @Test func enamlFormBoundsStayParked() throws {
        let n = 30
        var parked = parkingSolver()
        let form = try EnamlForm(&parked, rows: n, bounds: true)
        #expect(try parked.settleBounds().isEmpty)
        parked.updateValues()
        var eager = Solver()
        eager.defersValueUpdates = true
        _ = try EnamlForm(&eager, rows: n, bounds: true)
        eager.updateValues()
        var unbounded = Solver()
        _ = try EnamlForm(&unbounded, rows: n)
        #expect(parked.parking.bounds.count >= form.variables.count - 2)
        #expect(Double(parked.statistics.terms) <= 1.1 * Double(unbounded.statistics.terms),
            "parked: \(parked.statistics.terms)")
        #expect(eager.statistics.terms > 3 * unbounded.statistics.terms, "eager: \(eager.statistics.terms)")
        for v in form.variables { expectClose(parked.value(of: v), eager.value(of: v), parked.name(of: v)) }
        expectValidTableau(&parked)
    }

    /// Random systems whose required constraints hold together reach the same optimum with
    /// bounds parked as with bounds installed at once.
    @Test(arguments: 0..<100)
    func parkedMatchesInstalled(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var constraints: [Constraint] = []
        let xs = (0..<6).map { Variable(index: Int32($0)) }
        for _ in 0..<14 {
            let kind = generator.next() % 3
            let v = xs[Int(generator.next() % 6)], w = xs[Int(generator.next() % 6)]
            let constant = Double(Int(generator.next() % 81) - 40)
            switch kind {
            case 0:
                let relation: Relation = generator.next() % 2 == 0 ? .greaterThanOrEqual : .lessThanOrEqual
                constraints.append(Constraint([(v, generator.next() % 2 == 0 ? 1 : -2)], relation, constant))
            case 1:
                constraints.append(Constraint([(v, 1), (w, -1)], .greaterThanOrEqual, constant / 4))
            default:
                let priority = [250.0, 500, 750][Int(generator.next() % 3)]
                constraints.append(Constraint([(v, 1)], .equal, constant, priority: Priority(priority)))
            }
        }
        func solve(parking: Bool) throws -> (Solver, [Conflict]) {
            var solver = Solver()
            solver.defersValueUpdates = true
            solver.parksBounds = parking
            for _ in xs { _ = solver.makeVariable() }
            var conflicts: [Conflict] = []
            for c in constraints {
                if let conflict = try solver.addBreakingIfUnsatisfiable(c).conflict { conflicts.append(conflict) }
            }
            conflicts += try solver.settleBounds()
            solver.updateValues()
            return (solver, conflicts)
        }
        let (eager, eagerConflicts) = try solve(parking: false)
        guard eagerConflicts.isEmpty else { return }
        var (parked, parkedConflicts) = try solve(parking: true)
        #expect(parkedConflicts.isEmpty, "seed \(seed)")
        let a = Dictionary(parked.levelErrors, uniquingKeysWith: +), b = Dictionary(eager.levelErrors, uniquingKeysWith: +)
        for priority in Set(a.keys).union(b.keys) {
            let x = a[priority] ?? 0, y = b[priority] ?? 0
            #expect(abs(x - y) <= 1e-6 * max(1, abs(y)), "seed \(seed): error at \(priority) \(x) vs \(y)")
        }
        for c in constraints where c.priority.isRequired {
            let value = c.terms.reduce(0) { $0 + $1.coefficient * parked.value(of: $1.variable) }
            let slack = c.relation == .greaterThanOrEqual ? value - c.constant : c.constant - value
            #expect(slack >= -1e-6, "seed \(seed): a required constraint is off by \(-slack)")
        }
        expectValidTableau(&parked)
    }
}
