import Testing
import Cassowary
@testable import ConstraintSystem

/// Solving systems end to end, with expectations worked out by hand.
@Suite struct SystemSolverTests {
    /// The shipped example: the cookbook's Two Views with Complex Widths as raw variables.
    /// At 375: 375 - 16 - 8 - 16 = 335 to share 1:2 needs the left one at 111.7 < 150, so
    /// the required minimum wins: 150 and 185. At 667: 627 splits 209 / 418.
    @Test func twoColumns() throws {
        let system = try SystemDescription.parse(json: """
            {"variables": ["width", "left", "leftWidth", "right", "rightWidth"],
             "edits": [{"variable": "width", "priority": 999}],
             "constraints": [
               {"terms": {"left": 1}, "relation": "==", "constant": 16},
               {"terms": {"right": 1, "left": -1, "leftWidth": -1}, "relation": "==", "constant": 8},
               {"terms": {"right": 1, "rightWidth": 1, "width": -1}, "relation": "==", "constant": -16},
               {"terms": {"rightWidth": 1, "leftWidth": -2}, "relation": "==", "constant": 0, "priority": 750},
               {"terms": {"leftWidth": 1}, "relation": ">=", "constant": 150}],
             "steps": [{"width": 375}, {"width": 667}]}
            """)
        let report = SystemSolver.solve(system)
        #expect(zip(report.steps[0], [375.0, 16, 150, 174, 185]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(zip(report.steps[1], [667.0, 16, 209, 233, 418]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(report.unsatisfiable.isEmpty)
    }

    /// An unsatisfiable constraint is reported by id with its minimal conflict set, and the
    /// rest is solved with it broken.
    @Test func unsatisfiableIsReportedNotFatal() throws {
        let system = try SystemDescription.parse(json: """
            {"variables": ["x", "y"],
             "constraints": [
               {"id": "pin", "terms": {"x": 1}, "relation": "==", "constant": 10},
               {"terms": {"y": 1}, "relation": "==", "constant": 3},
               {"id": "floor", "terms": {"x": 1}, "relation": ">=", "constant": 20}]}
            """)
        let report = SystemSolver.solve(system)
        #expect(report.unsatisfiable == [SolveReport.Unsatisfiable(constraint: "floor", conflictsWith: ["pin"])])
        #expect(report.values == [10, 3])
        #expect(report.json.contains("\"issues\": [{\"kind\": \"unsatisfiable\", \"constraint\": \"floor\", \"conflictsWith\": [\"pin\"]}]"))
    }

    /// A bound that conflicts with a later constraint: the later one breaks, as when every
    /// bound is installed at once (bounds wait outside the tableau only while nothing
    /// conflicts with them, Solver+Bounds.swift). Broken, `x == -5` still pulls x as far as
    /// `x >= 0` lets it: x = 0.
    @Test func boundAddedFirstHoldsAgainstALaterConstraint() throws {
        let system = try SystemDescription.parse(json: """
            {"variables": ["x"],
             "constraints": [
               {"id": "floor", "terms": {"x": 1}, "relation": ">=", "constant": 0},
               {"id": "pin", "terms": {"x": 1}, "relation": "==", "constant": -5}]}
            """)
        let report = SystemSolver.solve(system)
        #expect(report.unsatisfiable == [SolveReport.Unsatisfiable(constraint: "pin", conflictsWith: ["floor"])])
        #expect(report.values == [0])
    }

    /// The cookbook form workload: every label as wide as the widest intrinsic width (96, at
    /// row 8 of 40 + (37i mod 60)), fields filling the rest, rows 8 pt below the taller
    /// element. The first field must start at 28 or below, so its label, 4.5 lower to share
    /// the baseline, sits at 32.5 (breaking the 249 equality); each field is 30 tall and its
    /// label ends 25 below the field's top, so rows repeat every 38: fields at 28 + 38i.
    @Test func formWorkload() throws {
        let system = Workload.form.system(count: 12)
        let report = SystemSolver.solve(system)
        let step = report.steps[0]
        func value(_ name: String) -> Double { step[system.variables.firstIndex(of: name) ?? 0] }
        let widest = (0..<12).map { Double(40 + ($0 * 37) % 60) }.max() ?? 0
        #expect(widest == 96)
        for i in 0..<12 {
            #expect(value("L\(i).w") == widest)
            #expect(value("F\(i).x") == 16 + widest + 8)
            #expect(value("F\(i).w") == 375 - 16 - (16 + widest + 8))
            #expect(abs(value("F\(i).y") - (28 + Double(i) * 38)) < 1e-9)
            #expect(abs(value("L\(i).y") - (32.5 + Double(i) * 38)) < 1e-9)
        }
        #expect(report.unsatisfiable.isEmpty)
    }

    /// Timings are reported when asked for.
    @Test func measures() throws {
        let report = SystemSolver.solve(Workload.buttons.system(count: 20), measure: true, repeats: 2)
        let timing = try #require(report.timing)
        #expect(timing.steps == 4 && timing.repeats == 2 && timing.buildMilliseconds > 0)
        #expect(report.json.contains("\"build_ms\": "))
    }

    /// `--tableau`: the tableau after the build. `x == 10` and `y == x + 5` leave the rows
    /// `x = 10` and `y = 15 + ...`, read through their names; without the flag, no dump.
    @Test func dumpsTheTableau() throws {
        let system = try SystemDescription.parse(json: """
            {"variables": ["x", "y"],
             "constraints": [{"terms": {"x": 1}, "relation": "==", "constant": 10},
                             {"terms": {"y": 1, "x": -1}, "relation": "==", "constant": 5}]}
            """)
        let report = SystemSolver.solve(system, dumpTableau: true)
        let tableau = try #require(report.tableau)
        let lines = tableau.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("x = 10") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("y = ") }, "\(lines)")
        #expect(report.table.contains("Tableau after the build:"))
        #expect(report.json.contains("\"tableau_dump\": "))
        #expect(SystemSolver.solve(system).tableau == nil)
    }

    /// A solver failure (here the pivot limit, reached on purpose) is reported with its stage,
    /// and the report keeps the last good solution. The edit pulls x to 50, then to 200; with
    /// y == 0, x + y <= 100 stops it at 100, which takes a pivot: with one pivot allowed past
    /// the build, step 2 fails and the values stay the build's (x = 0, the edit's start) and
    /// step 1's (x = 50).
    @Test func failureKeepsTheLastGoodSolution() throws {
        let system = try SystemDescription.parse(json: """
            {"variables": ["x", "y"], "edits": [{"variable": "x", "priority": 999}],
             "constraints": [{"terms": {"y": 1}, "relation": "==", "constant": 0},
                             {"terms": {"x": 1, "y": 1}, "relation": "<=", "constant": 100}],
             "steps": [{"x": 50}, {"x": 200}]}
            """)
        let free = SystemSolver.solve(system, measure: true)
        #expect(free.failure == nil)
        #expect(free.steps == [[50, 0], [100, 0]])
        let timing = try #require(free.timing)
        #expect(timing.stepPivots > 0)
        let limited = SystemSolver.solve(system, pivotLimit: timing.buildPivots + 1)
        let failure = try #require(limited.failure)
        #expect(failure.stage == "step 2")
        #expect(failure.message.contains("pivot limit"))
        #expect(limited.values == [0, 0])
        #expect(limited.steps == [[50, 0]])
        #expect(limited.table.contains("The solver failed while step 2"))
        #expect(limited.json.contains("\"failure\": {\"stage\": \"step 2\""))
    }
}
