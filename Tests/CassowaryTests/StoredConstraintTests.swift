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
        #expect(solver.longTerms.isEmpty)
        expectValidTableau(&solver)
    }
}
