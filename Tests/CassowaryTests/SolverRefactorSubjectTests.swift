import Testing
@testable import Cassowary

/// The symbol each rebuilt row is solved for when the tableau is refactored
/// (Solver+RefactorElimination.swift, `refactorSubject`): a column singleton of the old basis
/// first, unless its coefficient is at most the elimination's share of the row (what a
/// cancellation left, `cancellationTolerance`, in the first elimination; less than
/// `stableSingletonShare` in the second), and otherwise the largest term, however small.
@Suite struct SolverRefactorSubjectTests {
    /// A row over two basic variables `a` (held by constraints still to be rebuilt) and `b`
    /// (held by none of them: a column singleton), with the expected subject.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var a: Double
        var b: Double
        var share = Solver.cancellationTolerance
        var expected: Character
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // A singleton changes no row still to come, so it is preferred at 0.0064 of its row.
        Case(name: "a real singleton beside a larger term", a: 1.574, b: -0.01, expected: "b"),
        // 4·10⁻¹⁵ beside 47 is 10⁻¹⁶ of the row: rounding, below 10⁻¹⁰ of it.
        Case(name: "a singleton that is rounding beside a real term", a: 47.3, b: 4.1e-15, expected: "a"),
        // Just above the floor it is real again.
        Case(name: "a singleton just above the floor", a: 10, b: 2e-9, expected: "b"),
        // The only term a row holds is its subject, whatever its size.
        Case(name: "the only term, however small", a: 0, b: 6.2e-12, expected: "b"),
        // The second elimination bounds growth: 10⁻⁴ of the row is below its 10⁻³.
        Case(name: "a small singleton in the stable elimination", a: 2, b: 2e-4, share: Solver.stableSingletonShare,
             expected: "a"),
        Case(name: "a singleton of 0.0064 in the stable elimination", a: 1.574, b: -0.01, share: Solver.stableSingletonShare,
             expected: "b"),
        Case(name: "the only term in the stable elimination", a: 0, b: 6.2e-12, share: Solver.stableSingletonShare,
             expected: "b"),
    ]

    @Test(arguments: cases)
    func subject(_ c: Case) {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        let sa = solver.variableTable.symbol[Int(a.index)], sb = solver.variableTable.symbol[Int(b.index)]
        var row = Row(constant: 1)
        if c.a != 0 { row.add(sa, c.a) }
        row.add(sb, c.b)
        let isBasic = [Bool](repeating: true, count: solver.symbolCount)
        var heldLater = [Int32](repeating: 0, count: solver.symbolCount)
        heldLater[Int(sa)] = 1
        let subject = solver.refactorSubject(row, isBasic, heldLater: heldLater, singletonShare: c.share)
        #expect(subject == (c.expected == "a" ? sa : sb))
    }
}
