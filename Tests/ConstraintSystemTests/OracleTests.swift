import Foundation
import Testing
import Cassowary
@testable import ConstraintSystem
import SeededRandom
import OracleScenarios

/// Our solver against an independent LP oracle on hundreds of seeded random systems.
///
/// The systems come from `Benchmarks/random_systems.py` (30 variables, 60 sparse constraints of
/// mixed relations and priorities, required ones feasible by construction). kiwisolver 1.5.1
/// aborts the whole process on some of them ("The objective is unbounded"; seeds 26, 31,
/// 141, 151, 1011 among them); ours must solve every one.
@Suite(.serialized) struct OracleTests {
    /// Required constraints hold, and every priority level's total error is the lexicographic
    /// optimum the oracle computes with scipy's HiGHS, level by level.
    /// The last two rows park one-variable bounds (Solver+Bounds.swift) on systems where many
    /// constraints have one term and most are required.
    @Test(.enabled(if: Oracle.scipyAvailable, Oracle.scipyMissing), arguments: [
        (0, 250, [String](), false),
        (1011, 50, [], false),
        (5000, 200, ["--variables", "6", "--constraints", "12", "--max-terms", "3"], false),
        (7000, 100, ["--variables", "12", "--constraints", "30", "--required-percent", "60"], false),
        (9000, 150, ["--variables", "6", "--constraints", "14", "--max-terms", "1", "--required-percent", "70"], true),
        (9500, 150, ["--variables", "8", "--constraints", "20", "--max-terms", "2", "--required-percent", "60"], true),
    ])
    func randomSystemsMatchTheOracle(seed: Int, count: Int, options: [String], parksBounds: Bool) throws {
        var cases: [(name: String, system: String, values: [String: Double])] = []
        for (offset, text) in try Oracle.randomSystems(seed: seed, count: count, options: options).enumerated() {
            let system = try SystemDescription.parse(json: text)
            var (solver, _) = try Solver.build(system, parksBounds: parksBounds)
            #expect(solver.brokenConstraints.isEmpty, "seed \(seed + offset): required constraints are feasible by construction")
            let problems = solver.checkInvariants()
            #expect(problems.isEmpty, "seed \(seed + offset): \(problems.prefix(3))")
            let values = Dictionary(uniqueKeysWithValues: system.variables.enumerated().map {
                ($1, solver.value(of: Variable(index: Int32($0))))
            })
            cases.append(("seed \(seed + offset)", text, values))
        }
        let (checked, failures) = try Oracle.check(cases)
        #expect(checked == count)
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
    }

    /// The oracle passes its own hand-worked cases (`Tests/Oracle/oracle_self_test.py`), so a
    /// change to its tolerances cannot quietly change what the checks above accept.
    @Test(.enabled(if: Oracle.scipyAvailable, Oracle.scipyMissing))
    func oracleSelfTestPasses() throws {
        let (status, output) = try Oracle.python("Tests/Oracle/lp_oracle.py", ["--self-test"])
        let failed = output.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
        #expect(status == 0, "\(failed)")
    }

    /// Incremental operations reach the same optimum as a fresh solve of the same constraints.
    ///
    /// Per system: add in a shuffled order; remove a third and add them back; move the constants
    /// of a few constraints away and back. Each level's total error must then equal the fresh
    /// solve's (which the test above checks against the oracle), and the tableau must be valid.
    @Test func incrementalEqualsFresh() throws {
        for (offset, text) in try Oracle.randomSystems(seed: 300, count: 120).enumerated() {
            let system = try SystemDescription.parse(json: text)
            var random = SplitMix64(seed: UInt64(offset))
            let (fresh, _) = try Solver.build(system)
            var order = Array(system.constraints.indices)
            order.shuffle(using: &random)
            var (solver, ids) = try Solver.build(system, order: order)
            let index = Dictionary(uniqueKeysWithValues: system.variables.enumerated().map { ($1, Int32($0)) })
            let removed = order.prefix(system.constraints.count / 3)
            for i in removed { if let id = ids[i] { try solver.remove(id) } }
            #expect(solver.checkInvariants().isEmpty, "seed \(300 + offset) after removals")
            for i in removed.reversed() { ids[i] = try solver.addBreakingIfUnsatisfiable(system.constraint(i, index: index)).id }
            for i in order.suffix(6) {
                guard let id = ids[i] else { continue }
                let constant = system.constraints[i].constant
                try solver.setConstant(constant + Double(Int(random.next() % 400)) - 200, for: id)
                try solver.setConstant(constant, for: id)
            }
            let problems = solver.checkInvariants()
            #expect(problems.isEmpty, "seed \(300 + offset): \(problems.prefix(3))")
            #expect(solver.brokenConstraints.isEmpty, "seed \(300 + offset)")
            let ours = solver.levelErrors, theirs = fresh.levelErrors
            #expect(ours.map(\.priority) == theirs.map(\.priority), "seed \(300 + offset)")
            for (a, b) in zip(ours, theirs) {
                // Absolute floor: values are in the hundreds, rounding leaves ~1e-5 on ~0 levels.
                #expect(abs(a.error - b.error) <= max(1e-4, 1e-6 * abs(b.error)),
                        "seed \(300 + offset) level \(a.priority): \(a.error) vs fresh \(b.error)")
            }
        }
    }

    /// Suggestions on dense random systems whose dual repair passes its budget
    /// (`dualRepairBudget`): the repair is undone and the edit removed and added again with
    /// its new value (`shiftConstant`). Three of these six suggestions on 100 variables take
    /// that path; after each, every level must be the oracle's lexicographic optimum. The seed
    /// of 500 variables that made the budget necessary (docs/solver.md) takes a minute in a
    /// release build.
    @Test(.enabled(if: Oracle.scipyAvailable, Oracle.scipyMissing), arguments: [(100, 33_700)])
    func suggestionsPastTheDualBudget(variables: Int, seed: Int) throws {
        let text = try #require(try Oracle.randomSystems(seed: seed, count: 1, options: ScenarioShape.dense(variables)).first)
        var scenario = try Scenario(system: try SystemDescription.parse(json: text), seed: UInt64(seed), buildsInBatch: true)
        let undoneAfterBuild = scenario.solver.undoneDualRepairs
        var cases: [(name: String, system: String, values: [String: Double])] = []
        for (step, value) in [1000.0, 0, 740, 260, 944, 5].enumerated() {
            try scenario.suggest(value, edit: 0)
            #expect(scenario.solver.brokenConstraints.isEmpty)
            #expect(scenario.solver.checkInvariants().isEmpty)
            let (current, values) = scenario.snapshot()
            cases.append(("seed \(seed) suggestion \(step) (\(value))", current, values))
        }
        #expect(scenario.solver.undoneDualRepairs > undoneAfterBuild)
        let (checked, failures) = try Oracle.check(cases)
        #expect(checked == cases.count)
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    /// Seeds of the oracle scenarios (docs/solver.md) that once failed, replayed through every
    /// step: the ratios shape's seed 33320 read a reduced cost of -2.45·10⁻⁶ at priority 500,
    /// rounding beside coefficients of 10⁵ that is 0 in the refactored basis, as not optimal.
    /// Seeds 34094 and 34095 ended on internal failures, and 34095's build left its level at
    /// 749 at 2,280 where 2,258.6 is optimal: refactoring gave up on bases it could rebuild.
    @Test(.enabled(if: Oracle.scipyAvailable, Oracle.scipyMissing),
          arguments: [("ratios", 33_320), ("ratios", 34_094), ("ratios", 34_095)])
    func scenarioRegressions(shape name: String, seed: Int) throws {
        let shape = try #require(ScenarioShape.all.first { $0.name.hasPrefix(name) })
        let outcome = try shape.run(first: seed, count: 1)
        #expect(outcome.checked == shape.steps + 1)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.prefix(3))")
    }

    /// `oracle-scenarios --variables N`: a shape's options with N variables and its
    /// constraints in the same proportion (120 for 60 make 500 for 250).
    @Test(arguments: [
        (["--variables", "60", "--constraints", "120", "--wide"], 250, ["--variables", "250", "--constraints", "500", "--wide"]),
        (["--variables", "40", "--constraints", "80"], 3, ["--variables", "3", "--constraints", "6"]),
        (["--variables", "60", "--constraints", "90"], 2, ["--variables", "2", "--constraints", "3"]),
        (["--edits", "1"], 10, ["--edits", "1", "--variables", "10"]),
    ])
    func scaledShape(options: [String], variables: Int, expected: [String]) {
        #expect(ScenarioShape.scaled(options, variables: variables) == expected)
    }
}
