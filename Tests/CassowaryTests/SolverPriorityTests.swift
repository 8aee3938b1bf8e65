import Testing
@testable import Cassowary

/// Auto Layout's priority semantics: strictly lexicographic levels, L1 within a level.
@Suite struct SolverPriorityTests {
    /// One unit of error at 251 outweighs any amount at 250 (NSLayoutConstraint.priority
    /// documentation): 1,000 constraints at 250 pull x to 0, one at 251 pulls it to 10, and 10
    /// wins. A kiwi-style weighted sum (250 × 1000 × 10 > 251 × 10) would pick 0.
    @Test(arguments: [false, true])
    func oneHigherLevelOutweighsAThousandLower(strongFirst: Bool) throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        if strongFirst { try solver.add((x == 10).priority(251)) }
        for _ in 0..<1000 { try solver.add((x == 0).priority(250)) }
        if !strongFirst { try solver.add((x == 10).priority(251)) }
        expectClose(solver.value(of: x), 10)
        expectClose(solver.levelErrors.first { $0.priority == 250 }?.error ?? -1, 10_000, "error at 250")
        expectValidTableau(&solver)
    }

    /// Fractional priorities are levels of their own: 999 < 999.5 < 999.999 < 1000.
    @Test func fractionalLevels() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 1).priority(999))
        #expect(solver.value(of: x) == 1)
        try solver.add((x == 2).priority(999.5))
        expectClose(solver.value(of: x), 2)
        try solver.add((x == 3).priority(999.999))
        expectClose(solver.value(of: x), 3)
        try solver.add(x <= 2.5)
        expectClose(solver.value(of: x), 2.5)
        expectValidTableau(&solver)
    }

    /// Within one level errors add up (L1): the optimum is a vertex, never a split.
    ///
    /// x == 100 and x == 200 at 500 tie over [100, 200]; a third vote for 200 makes 200 the
    /// unique L1 optimum (cost 100, against 200 at x = 100). Least squares would give 166.7.
    @Test func sameLevelErrorsAddUp() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 100).priority(500))
        try solver.add((x == 200).priority(500))
        let tie = solver.value(of: x)
        #expect(abs(tie - 100) < 1e-9 || abs(tie - 200) < 1e-9, "a vertex, not \(tie)")
        try solver.add((x == 200).priority(500))
        expectClose(solver.value(of: x), 200)
        expectClose(solver.levelErrors.first?.error ?? -1, 100, "total error at 500")
    }

    /// An inequality's error is only its violated side: a satisfied `>=` costs nothing.
    @Test func inequalityErrorIsOneSided() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 50)
        try solver.add((x >= 40).priority(300))
        try solver.add((x <= 45).priority(300))
        expectClose(solver.levelErrors.first?.error ?? -1, 5, "only x <= 45 is violated, by 5")
    }

    /// Hugging versus compression resistance, as Auto Layout lowers intrinsic sizes.
    ///
    /// width <= 100 at hugging 250, width >= 100 at resistance 750, and a required
    /// width == 60: the required one wins and the errors land where they are cheapest.
    @Test func intrinsicSizePair() throws {
        var solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add((width <= 100).priority(250))
        try solver.add((width >= 100).priority(750))
        expectClose(solver.value(of: width), 100)
        try solver.add((width >= 150).priority(500))
        expectClose(solver.value(of: width), 150, "500 beats hugging at 250")
        try solver.add((width <= 120).priority(751))
        expectClose(solver.value(of: width), 120, "751 beats 500")
        expectValidTableau(&solver)
    }

    /// Priorities outside (0, 1000] are rejected.
    @Test(arguments: [0.0, -1, 1000.5, .nan, .infinity])
    func invalidPriorities(_ p: Double) {
        var solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.self) { try solver.add((x == 1).priority(p)) }
    }

    /// Changing a priority re-ranks the constraint.
    @Test func changingPriority() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let low = try solver.add((x == 10).priority(300))
        try solver.add((x == 20).priority(400))
        expectClose(solver.value(of: x), 20)
        try solver.setPriority(Priority(500), for: low)
        expectClose(solver.value(of: x), 10)
        expectValidTableau(&solver)
    }
}
