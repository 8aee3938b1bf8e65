import Testing
@testable import Cassowary

/// Asserts that the solver's tableau invariants hold (rows, columns, feasibility, optimality).
func expectValidTableau(_ solver: inout Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.checkInvariants()
    #expect(problems.isEmpty, "\(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
}

/// Asserts `actual` is within `tolerance` of `expected`.
func expectClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
                 _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance, "\(what): \(actual) != \(expected)", sourceLocation: sourceLocation)
}
