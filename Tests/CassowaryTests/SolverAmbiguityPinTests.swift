import Testing
@testable import Cassowary
import SeededRandom

/// The ambiguity query's answers, pinned: small systems worked by hand, and random systems
/// checked against a reference that decides each variable on its own.
///
/// The reference is the definition, computed the slow way: a variable is ambiguous when its
/// row in non-basic symbols holds an unrestricted one, or when minimising and maximising it
/// over the optimal face (every level's error kept at its optimum) gives two values. Speed-ups
/// of the query must give the same answers on the same systems.
@Suite struct SolverAmbiguityPinTests {
    /// A small system, its constraints written out, and the variables a hand analysis finds
    /// free at the optimum.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var build: @Sendable (inout Solver, [String: Variable]) throws -> Void
        var variables: [String]
        var ambiguous: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // y0 has nothing above it: every y below moves with it; the fixed heights do not.
        Case(name: "chain with a free top", build: { s, v in
            try s.add(v["h0"]! == 20)
            try s.add(v["h1"]! == 20)
            try s.add(v["y1"]! == v["y0"]! + v["h0"]! + 8)
            try s.add(v["y2"]! == v["y1"]! + v["h1"]! + 8)
        }, variables: ["y0", "h0", "y1", "h1", "y2"], ambiguous: ["y0", "y1", "y2"]),
        Case(name: "chain pinned at the top", build: { s, v in
            try s.add(v["y0"]! == 10)
            try s.add(v["h0"]! == 20)
            try s.add(v["y1"]! == v["y0"]! + v["h0"]! + 8)
        }, variables: ["y0", "h0", "y1"], ambiguous: []),
        // a and b move with x; their difference does not.
        Case(name: "a difference of two free values", build: { s, v in
            try s.add(v["a"]! == v["x"]! + 10)
            try s.add(v["b"]! == v["x"]! + 30)
            try s.add(v["gap"]! == v["b"]! - v["a"]!)
        }, variables: ["x", "a", "b", "gap"], ambiguous: ["x", "a", "b"]),
        // a ≥ 0 and a ≤ 0: a slack with no cost, but the vertex is degenerate and a is 0.
        Case(name: "two bounds that meet", build: { s, v in
            try s.add(v["a"]! >= 0)
            try s.add(v["a"]! <= 0)
        }, variables: ["a"], ambiguous: []),
        // x, y ≥ 0 and x + y ≤ 0 leave only the origin.
        Case(name: "a corner with no room", build: { s, v in
            try s.add(v["x"]! >= 0)
            try s.add(v["y"]! >= 0)
            try s.add(v["x"]! + v["y"]! <= 0)
        }, variables: ["x", "y"], ambiguous: []),
        Case(name: "a one-sided bound", build: { s, v in
            try s.add(v["x"]! >= 10)
        }, variables: ["x"], ambiguous: ["x"]),
        Case(name: "a range and no preference", build: { s, v in
            try s.add(v["x"]! >= 0)
            try s.add(v["x"]! <= 100)
        }, variables: ["x"], ambiguous: ["x"]),
        // A gap that may only grow: the second view can sit anywhere right of the first...
        Case(name: "an inequality gap", build: { s, v in
            try s.add(v["x1"]! == 0)
            try s.add(v["w1"]! == 50)
            try s.add(v["x2"]! >= v["x1"]! + v["w1"]! + 8)
        }, variables: ["x1", "w1", "x2"], ambiguous: ["x2"]),
        // ...until a low-priority wish places it.
        Case(name: "an inequality gap with a wish", build: { s, v in
            try s.add(v["x1"]! == 0)
            try s.add(v["w1"]! == 50)
            try s.add(v["x2"]! >= v["x1"]! + v["w1"]! + 8)
            try s.add((v["x2"]! == 58).priority(250))
        }, variables: ["x1", "w1", "x2"], ambiguous: []),
        // A wish beyond a bound: the bound holds at its edge, no slack is free.
        Case(name: "a wish against a bound", build: { s, v in
            try s.add(v["x"]! <= 100)
            try s.add((v["x"]! == 150).priority(500))
        }, variables: ["x"], ambiguous: []),
        // Two wishes at one priority, 100 apart: anywhere between costs the same.
        Case(name: "two wishes at one priority", build: { s, v in
            try s.add((v["x"]! == 100).priority(500))
            try s.add((v["x"]! == 200).priority(500))
        }, variables: ["x"], ambiguous: ["x"]),
        // The same two wishes with the first stronger: it wins, x is 100.
        Case(name: "two wishes at two priorities", build: { s, v in
            try s.add((v["x"]! == 100).priority(501))
            try s.add((v["x"]! == 200).priority(500))
        }, variables: ["x"], ambiguous: []),
        // Views in a row of fixed total width, one of them without a hugging preference.
        Case(name: "a row with one unconstrained width", build: { s, v in
            try s.add(v["x0"]! == 0)
            try s.add(v["x1"]! == v["x0"]! + v["w0"]! + 8)
            try s.add(v["x1"]! + v["w1"]! == 300)
            try s.add((v["w1"]! == 100).priority(250))
        }, variables: ["x0", "w0", "x1", "w1"], ambiguous: []),
        Case(name: "a row with both widths free", build: { s, v in
            try s.add(v["x0"]! == 0)
            try s.add(v["x1"]! == v["x0"]! + v["w0"]! + 8)
            try s.add(v["x1"]! + v["w1"]! == 300)
        }, variables: ["x0", "w0", "x1", "w1"], ambiguous: ["w0", "x1", "w1"]),
        // An edit variable, held where it was suggested.
        Case(name: "an edited width", build: { s, v in
            try s.addEditVariable(v["w"]!, priority: Priority(999))
            try s.suggestValue(320, for: v["w"]!)
            try s.add(v["half"]! * 2 == v["w"]!)
        }, variables: ["w", "half"], ambiguous: []),
        // A bound ties down one side of an equal-widths pair only through the pair.
        Case(name: "equal widths closed by a bound", build: { s, v in
            try s.add(v["a"]! == v["b"]!)
            try s.add(v["a"]! + v["b"]! <= 100)
            try s.add(v["a"]! >= 50)
        }, variables: ["a", "b"], ambiguous: []),
    ]

    @Test(arguments: cases)
    func handCheckedCases(_ c: Case) throws {
        var solver = Solver()
        var v: [String: Variable] = [:]
        for name in c.variables { v[name] = solver.makeVariable(name) }
        try c.build(&solver, v)
        let found = solver.ambiguousVariables().map { solver.name(of: $0) }
        #expect(found == c.ambiguous)
        #expect(try Self.reference(solver).map { solver.name(of: $0) } == c.ambiguous, "the reference agrees")
        // Asked variable by variable, the answer is the same.
        for name in c.variables {
            let one = solver.ambiguousVariables(among: [v[name]!]).map { solver.name(of: $0) }
            #expect(one == (c.ambiguous.contains(name) ? [name] : []), "\(name)")
        }
    }

    /// Random systems of 12 to 40 variables: small integer constants make degenerate vertices
    /// (bounds that meet, inequalities tight together) common; some variables are left out of
    /// every constraint; optional constraints come at a few shared priorities, so ties occur.
    @Test(arguments: 0..<6)
    func randomSystemsAgreeWithTheReference(_ batch: Int) throws {
        var checked = 0, ambiguousSeen = 0
        for seed in (batch * 50)..<(batch * 50 + 50) {
            var solver = Self.randomSystem(seed: UInt64(seed))
            let expected = try Self.reference(solver)
            let found = solver.ambiguousVariables()
            #expect(found == expected,
                "seed \(seed): \(found.map { solver.name(of: $0) }) != \(expected.map { solver.name(of: $0) })")
            // The query leaves the solver valid and where it was.
            expectValidTableau(&solver)
            checked += 1
            ambiguousSeen += expected.count
        }
        #expect(checked == 50 && ambiguousSeen > 0)
    }

    static func randomSystem(seed: UInt64) -> Solver {
        var random = SplitMix64(seed: seed)
        var solver = Solver()
        let n = Int.random(in: 12...40, using: &random)
        let variables = (0..<n).map { solver.makeVariable("v\($0)") }
        let constraints = Int.random(in: n / 2...(3 * n) / 2, using: &random)
        let priorities: [Double] = [1000, 1000, 1000, 750, 250, 250, 1]
        for _ in 0..<constraints {
            let count = Int.random(in: 1...3, using: &random)
            var terms: [(variable: Variable, coefficient: Double)] = []
            for _ in 0..<count {
                // Variables past n - 4 are never used: always free.
                let v = variables[Int.random(in: 0..<(n - 4), using: &random)]
                guard !terms.contains(where: { $0.variable == v }) else { continue }
                let coefficients: [Double] = [1, -1, 1, -1, 2, 0.5]
                terms.append((variable: v, coefficient: coefficients[Int.random(in: 0..<coefficients.count,
                    using: &random)]))
            }
            let relations: [Relation] = [.equal, .greaterThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual]
            let relation = relations[Int.random(in: 0..<relations.count, using: &random)]
            let constants: [Double] = [0, 0, 10, 20, -10]
            let constant = constants[Int.random(in: 0..<constants.count, using: &random)]
            let priority = Priority(priorities[Int.random(in: 0..<priorities.count, using: &random)])
            // Unsatisfiable required constraints are dropped, as an engine would break them.
            _ = try? solver.add(Constraint(terms, relation, constant, priority: priority))
        }
        return solver
    }

    /// The definition, variable by variable: free when its expanded row holds a non-basic
    /// unrestricted variable; fixed when every symbol there has a cost at some level (those
    /// are 0 on the optimal face); otherwise minimised and maximised on a copy.
    static func reference(_ solver: Solver) throws -> [Variable] {
        var result: [Variable] = []
        for index in 0..<solver.variableCount {
            let variable = Variable(index: Int32(index))
            let s = solver.variableTable.symbol[index]
            guard solver.symbolTable.rowOf[Int(s)] >= 0 else {
                result.append(variable)
                continue
            }
            var free = false, undecided = false
            for term in solver.expandedRow(of: s).terms {
                let t = Int(term.symbol)
                switch solver.symbolTable.kinds[t] {
                case .external: free = true
                case .dummy: continue
                case .slack, .error:
                    if solver.objective.levels.allSatisfy({ $0.coefficients[t] == 0 }) { undecided = true }
                }
            }
            if free {
                result.append(variable)
            } else if undecided {
                var copy = solver
                let low = copy.extremum(of: variable, direction: 1)
                let high = copy.extremum(of: variable, direction: -1).map { -$0 }
                if let low, let high, high - low <= Solver.ambiguityTolerance { continue }
                result.append(variable)
            }
        }
        return result
    }
}
