import Testing
@testable import Cassowary

/// The Cassowary paper's examples and a textbook linear program, worked by hand.
@Suite struct SolverBasicsTests {
    /// Badros, Borning & Stuckey (2001) §2: a midpoint between a left and a right edge.
    ///
    /// Required: 2·xm = xl + xr, xl + 10 ≤ xr, xr ≤ 100, xl ≥ 0. Optional: xm == target at
    /// 750 (an edit), xl == 30 at 250.
    /// - target 50: everything holds: xl 30, xr 70.
    /// - target 90: xm 90 needs xl + xr = 180 with xr ≤ 100, so xl ≥ 80; the weaker xl == 30
    ///   gives way: xl 80, xr 100.
    /// - target 2: xm ≥ 5 because xl ≥ 0 and xr ≥ xl + 10; closest is xm 5, xl 0, xr 10.
    @Test(arguments: [(50.0, 50.0, 30.0, 70.0), (90, 90, 80, 100), (2, 5, 0, 10)], [false, true])
    func leftMiddleRight(target: (Double, Double, Double, Double), reserved: Bool) throws {
        let (target, xm, xl, xr) = target
        var solver = Solver()
        // Reserving room (too little here, on purpose) is only a hint: the answers are the same.
        if reserved { solver.reserveCapacity(variables: 2, constraints: 3) }
        let left = solver.makeVariable("xl"), middle = solver.makeVariable("xm"), right = solver.makeVariable("xr")
        try solver.add(middle * 2 == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.add((left == 30).priority(250))
        try solver.addEditVariable(middle, priority: .defaultHigh)
        try solver.suggestValue(target, for: middle)
        expectClose(solver.value(of: middle), xm, "xm")
        expectClose(solver.value(of: left), xl, "xl")
        expectClose(solver.value(of: right), xr, "xr")
        expectValidTableau(&solver)
    }

    /// The same three targets in sequence on one solver: each step is an incremental resolve.
    @Test func leftMiddleRightIncrementally() throws {
        var solver = Solver()
        let left = solver.makeVariable("xl"), middle = solver.makeVariable("xm"), right = solver.makeVariable("xr")
        try solver.add(middle * 2 == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.add((left == 30).priority(250))
        try solver.addEditVariable(middle, priority: .defaultHigh)
        for (target, xm, xl, xr) in [(50.0, 50.0, 30.0, 70.0), (90, 90, 80, 100), (2, 5, 0, 10), (50, 50, 30, 70)] {
            try solver.suggestValue(target, for: middle)
            expectClose(solver.value(of: middle), xm, "xm for \(target)")
            expectClose(solver.value(of: left), xl, "xl for \(target)")
            expectClose(solver.value(of: right), xr, "xr for \(target)")
            expectValidTableau(&solver)
        }
    }

    /// Hillier & Lieberman's Wyndor Glass problem: maximise 3x + 5y subject to x ≤ 4,
    /// 2y ≤ 12, 3x + 2y ≤ 18, x, y ≥ 0. The optimum is x = 2, y = 6 (value 36).
    ///
    /// Maximising is written as an optional `3x + 5y >= 1000`: its violation is minimised.
    @Test func textbookLinearProgram() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x <= 4)
        try solver.add(y * 2 <= 12)
        try solver.add(x * 3 + y * 2 <= 18)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add((x * 3 + y * 5 >= 1000).priority(1))
        expectClose(solver.value(of: x), 2, "x")
        expectClose(solver.value(of: y), 6, "y")
        expectClose(solver.levelErrors.first?.error ?? -1, 1000 - 36, "objective")
        expectValidTableau(&solver)
    }

    /// A variable that no constraint mentions rests at 0; unrelated variables stay independent.
    @Test func freeVariablesRestAtZero() throws {
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        try solver.add(a == 7)
        #expect(solver.value(of: a) == 7)
        #expect(solver.value(of: b) == 0)
    }

    /// The same operations twice give bit-identical values (determinism).
    @Test func deterministic() throws {
        func run() throws -> [Double] {
            var solver = Solver()
            let v = (0..<6).map { solver.makeVariable("v\($0)") }
            try solver.add(v[0] + v[1] == 100)
            try solver.add((v[0] == v[1]).priority(300))
            try solver.add((v[2] >= v[0] + 8).priority(500))
            try solver.add((v[3] * 2 == v[2]).priority(400))
            try solver.add((v[4] + v[5] <= 10).priority(300))
            try solver.add((v[4] == 20).priority(300))
            try solver.add((v[5] == 20).priority(300))
            return v.map { solver.value(of: $0) }
        }
        #expect(try run() == run())
    }
}
