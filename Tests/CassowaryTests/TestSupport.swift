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

/// A chain of views 4 apart (`x0 = 0`, `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 4`), each width wanting 30 at
/// priority 250 and equal to a reference view's: what a fillEqually stack makes.
struct EqualWidthChain {
    var xs: [Variable]
    var ws: [Variable]
    var equalities: [ConstraintID] = []

    init(_ solver: inout Solver, views n: Int) throws {
        xs = (0..<n).map { solver.makeVariable("x\($0)") }
        ws = (0..<n).map { solver.makeVariable("w\($0)") }
        try solver.add(xs[0] == 0)
        for i in 1..<n { try solver.add(xs[i] == xs[i - 1] + ws[i - 1] + 4) }
        for w in ws { try solver.add((w == 30).priority(250)) }
        for i in 1..<n { equalities.append(try solver.add(ws[i] == ws[0])) }
    }

    /// One round of what hiding a fillEqually stack's first view does: with the chain closed
    /// at `40n + round` (required), every equality is replaced by one to view `k`; then the
    /// closing constraint goes.
    mutating func moveReference(to k: Int, round: Int, in solver: inout Solver) throws {
        let n = xs.count
        let closing = try solver.add(xs[n - 1] + ws[n - 1] == Double(40 * n + round))
        for id in equalities { try solver.remove(id) }
        equalities = []
        for i in 0..<n where i != k { equalities.append(try solver.add(ws[i] == ws[k])) }
        try solver.remove(closing)
    }
}
