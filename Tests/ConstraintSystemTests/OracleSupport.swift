import Foundation
import Testing
import Cassowary
@testable import ConstraintSystem
import OracleScenarios

extension Oracle {
    /// Why an oracle test skipped.
    static let scipyMissing: Comment = "needs python3 with numpy and scipy for the LP oracle (pip install numpy scipy)"
}

extension Solver {
    /// Builds a solver for a described system (constraints only), adding in the given order.
    /// With `parksBounds`, one-variable required bounds wait outside the tableau until settled
    /// (Solver+Bounds.swift), as `autolayout solve` adds them.
    static func build(_ system: SystemDescription, order: [Int]? = nil,
                      parksBounds: Bool = false) throws -> (Solver, [ConstraintID?]) {
        var solver = Solver()
        solver.defersValueUpdates = parksBounds
        solver.parksBounds = parksBounds
        for name in system.variables { _ = solver.makeVariable(name) }
        let index = Dictionary(uniqueKeysWithValues: system.variables.enumerated().map { ($1, Int32($0)) })
        var ids = [ConstraintID?](repeating: nil, count: system.constraints.count)
        for i in order ?? Array(system.constraints.indices) {
            ids[i] = try solver.addBreakingIfUnsatisfiable(system.constraint(i, index: index)).id
        }
        if parksBounds {
            _ = try solver.settleBounds()
            solver.updateValues()
        }
        return (solver, ids)
    }
}

extension SystemDescription {
    func constraint(_ i: Int, index: [String: Int32]) -> Constraint {
        let c = constraints[i]
        return Constraint(c.terms.map { (Variable(index: index[$0.variable] ?? 0), $0.coefficient) }, c.relation,
                          c.constant, priority: Priority(c.priority))
    }
}
