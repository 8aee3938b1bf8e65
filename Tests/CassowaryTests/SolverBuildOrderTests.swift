import SeededRandom
import Testing
@testable import Cassowary

/// The same chain of views added in different orders: the values are the same, and the rows
/// stay short when the chain's rows arrive out of order (Solver+Chains.swift, `referringHolders`).
@Suite struct SolverBuildOrderTests {
    /// The constraints of a chain of `count` views: `x0 = 0`, `x[i] = x[i-1] + w[i-1] + 8`,
    /// each width pulled to 40 at priority 250 and bounded by a required `w >= 10`.
    static func chain(_ solver: inout Solver, count: Int) -> (x: [Variable], w: [Variable], constraints: [Constraint]) {
        var x: [Variable] = [], w: [Variable] = []
        var constraints: [Constraint] = []
        for i in 0..<count {
            x.append(solver.makeVariable("x\(i)"))
            w.append(solver.makeVariable("w\(i)"))
            constraints.append((w[i] == 40).priority(250))
            constraints.append(w[i] >= 10)
            constraints.append(i == 0 ? x[0] == 0 : x[i] - x[i - 1] - w[i - 1] == 8)
        }
        return (x, w, constraints)
    }

    enum Order: String, CaseIterable { case given, reversed, shuffled }

    /// Adds `constraints` in order, none of which may conflict, settles the parked bounds and
    /// reads the values.
    static func addSettling(_ constraints: [Constraint], to solver: inout Solver,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        for constraint in constraints {
            let (_, conflict) = try solver.addBreakingIfUnsatisfiable(constraint)
            #expect(conflict == nil, sourceLocation: sourceLocation)
        }
        #expect(try solver.settleBounds().isEmpty, sourceLocation: sourceLocation)
        solver.updateValues()
    }

    /// By hand: nothing opposes the widths' pull to 40 (their bound of 10 is slack), so every
    /// width is 40 and view i sits at 48·i, whatever the order of the adds.
    ///
    /// The bound on the terms: built in order the tableau holds about 5 terms per view, and a
    /// shuffled chain of 300 about 14,000 (47 per view). Before rows could keep references to
    /// rows that are themselves referred to, a shuffled chain of 300 views held about 85,000
    /// (each row expanded through the run of rows built before its neighbours).
    @Test(arguments: Order.allCases) func chainValuesAndSizeInAnyOrder(order: Order) throws {
        var solver = Solver()
        solver.defersValueUpdates = true
        solver.parksBounds = true
        let count = 300
        let (x, w, given) = Self.chain(&solver, count: count)
        var constraints = given
        switch order {
        case .given: break
        case .reversed: constraints.reverse()
        case .shuffled:
            var random = SplitMix64(seed: 33)
            constraints.shuffle(using: &random)
        }
        try Self.addSettling(constraints, to: &solver)
        for i in 0..<count {
            expectClose(solver.value(of: w[i]), 40, "w\(i)")
            expectClose(solver.value(of: x[i]), 48 * Double(i), "x\(i)")
        }
        let terms = solver.statistics.terms
        #expect(terms < 100 * count, "\(terms) terms for \(count) views")
        expectValidTableau(&solver)
    }

    /// A change at the head of a shuffled chain still reaches its tail through the re-ranked
    /// rows: moving `x0` to 100 moves view i to 100 + 48·i.
    @Test func shuffledChainFollowsAConstantChange() throws {
        var solver = Solver()
        solver.defersValueUpdates = true
        let count = 200
        var (x, _, constraints) = Self.chain(&solver, count: count)
        var random = SplitMix64(seed: 7)
        constraints.shuffle(using: &random)
        var head: ConstraintID?
        for constraint in constraints {
            let id = try solver.add(constraint)
            if constraint.terms.count == 1, constraint.terms[0].variable == x[0] { head = id }
        }
        let id = try #require(head)
        try solver.setConstant(100, for: id)
        solver.updateValues()
        for i in stride(from: 0, to: count, by: 17) {
            expectClose(solver.value(of: x[i]), 100 + 48 * Double(i), "x\(i)")
        }
        expectClose(solver.value(of: x[count - 1]), 100 + 48 * Double(count - 1), "last")
        expectValidTableau(&solver)
    }

    /// An equal-width row whose positions pass 10⁶, added in shuffled order, as a row of
    /// 10,000 views 48 apart reaches 4.8·10⁵: `x0 = 0`, `x[i] = x[i-1] + w[i-1] + 4000`,
    /// `w[i] = w0`, `w[i] >= 0`, the last view ending at the width `W`, an edit at 999.
    ///
    /// By hand: 300 views and 299 gaps of 4,000 fill W = 1,208,000 with widths of
    /// (1,208,000 − 1,196,000) / 300 = 40, view i at 4,040·i. Substituting rows of constants
    /// near 10⁶ by small multipliers is the system's scale, not a nearly singular basis, so the
    /// build must not mark the tableau ill-conditioned, which makes every later settle of a
    /// large tableau read all of it (Solver+RequiredResiduals.swift, `noteSubstitutedRows`).
    @Test(arguments: [1, 2, 3] as [UInt64]) func wideRowIsNotIllConditioned(seed: UInt64) throws {
        var solver = Solver()
        solver.defersValueUpdates = true
        solver.parksBounds = true
        let count = 300
        let width = solver.makeVariable("W")
        var x: [Variable] = [], w: [Variable] = []
        var constraints: [Constraint] = []
        for i in 0..<count {
            x.append(solver.makeVariable("x\(i)"))
            w.append(solver.makeVariable("w\(i)"))
            constraints.append(w[i] >= 0)
            if i == 0 {
                constraints.append(x[0] == 0)
            } else {
                constraints.append(x[i] - x[i - 1] - w[i - 1] == 4000)
                constraints.append(w[i] - w[0] == 0)
            }
        }
        constraints.append(x[count - 1] + w[count - 1] - width == 0)
        try solver.addEditVariable(width, priority: Priority(999))
        try solver.suggestValue(1_208_000, for: width)
        var random = SplitMix64(seed: seed)
        constraints.shuffle(using: &random)
        try Self.addSettling(constraints, to: &solver)
        for i in stride(from: 0, to: count, by: 13) {
            expectClose(solver.value(of: w[i]), 40, "w\(i)")
            expectClose(solver.value(of: x[i]), 4040 * Double(i), "x\(i)")
        }
        let markedIllConditioned = solver.hasPivotedIllConditioned
        #expect(!markedIllConditioned)
        expectValidTableau(&solver)
    }
}
