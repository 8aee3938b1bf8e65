import Testing
@testable import Cassowary

/// Constraints are stored with up to three terms inline and longer ones apart: every length
/// reads back as given, through a priority change, and in a recycled record slot.
@Suite struct StoredConstraintTests {
    /// `a + b + c + d + e == 10` over the first k of them (the others pinned at 1), then read
    /// back, its priority changed and changed back, removed, and its slot reused by a
    /// one-term constraint. By hand: with k terms and the rest fixed, the free one is the
    /// first (pinned ones hold), and its value is 10 - (k - 1)·1.
    @Test(arguments: 1...5)
    func termsReadBackAtEveryLength(length: Int) throws {
        var solver = Solver()
        let vs = (0..<5).map { solver.makeVariable("v\($0)") }
        for v in vs.dropFirst() { try solver.add(v == 1) }
        let terms = vs.prefix(length).map { (variable: $0, coefficient: 1.0) }
        let sum = try solver.add(Constraint(terms, .equal, 10))
        expectClose(solver.value(of: vs[0]), 10 - Double(length - 1))
        let stored = try solver.constraint(sum)
        #expect(stored.terms.map(\.variable) == terms.map(\.variable))
        #expect(stored.terms.map(\.coefficient) == terms.map(\.coefficient))
        #expect(stored.constant == 10 && stored.relation == .equal && stored.priority == .required)
        try solver.setPriority(Priority(500), for: sum)
        try solver.setPriority(.required, for: sum)
        #expect(try solver.constraint(sum).terms.map(\.variable) == terms.map(\.variable))
        try solver.remove(sum)
        let pin = try solver.add(vs[0] == 3)
        #expect(pin.index == sum.index, "the removed record's slot is reused")
        #expect(try solver.constraint(pin).terms.map(\.variable) == [vs[0]])
        expectClose(solver.value(of: vs[0]), 3)
        let kept = solver.constraintTable.longTerms.filter { !$0.isEmpty }.count
        #expect(kept == 0, "no long terms are kept once the long constraint is gone")
        expectValidTableau(&solver)
    }

    /// The one-term add refuses what the general add refuses, naming it, and changes nothing.
    @Test(arguments: [
        (1.0, 1000.5, 3.0, false, SolverError.invalidPriority(1000.5)),
        (1.0, 500, .infinity, false, SolverError.nonFinite(what: "constant", value: .infinity)),
        (.nan, 500, 3, false, nil),
        (1.0, 500, 3, true, SolverError.unknownVariable(Variable(index: 7))),
    ] as [(Double, Double, Double, Bool, SolverError?)])
    func oneTermAddRefusesBadInput(coefficient: Double, priority: Double, constant: Double, unknown: Bool,
                                   expected: SolverError?) throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let variable = unknown ? Variable(index: 7) : w
        #expect(throws: SolverError.self) {
            _ = try solver.addBreakingIfUnsatisfiable(coefficient, variable, .lessThanOrEqual, constant,
                priority: Priority(priority))
        }
        if let expected {
            #expect(throws: expected) {
                _ = try solver.addBreakingIfUnsatisfiable(coefficient, variable, .lessThanOrEqual, constant,
                    priority: Priority(priority))
            }
        }
        #expect(solver.statistics.rows == 0)
    }

    /// A content size through the one-term add: hugging `w <= 80` at 250 and compression
    /// resistance `w >= 80` at 750 against a pull `w == 120` at 500: resistance holds, the pull
    /// beats hugging, w = 120 (the Auto Layout Guide, Anatomy of a Constraint). The pair shares one
    /// row, and reads back as the constraints it stands for.
    @Test func oneTermAddIsAContentSize() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let hugging = try solver.addBreakingIfUnsatisfiable(1, w, .lessThanOrEqual, 80, priority: Priority(250)).id
        _ = try solver.addBreakingIfUnsatisfiable(1, w, .greaterThanOrEqual, 80, priority: Priority(750))
        try solver.add((w == 120).priority(500))
        expectClose(solver.value(of: w), 120)
        #expect(solver.statistics.rows == 2)
        let stored = try solver.constraint(hugging)
        #expect(stored.terms.map(\.variable) == [w] && stored.terms.map(\.coefficient) == [1])
        #expect(stored.relation == .lessThanOrEqual && stored.constant == 80 && stored.priority == Priority(250))
        expectValidTableau(&solver)
    }
}
