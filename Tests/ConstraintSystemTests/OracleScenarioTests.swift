import Foundation
import Testing
import Cassowary
@testable import ConstraintSystem

/// Optimality after every operation, against the LP oracle, on systems the size of real
/// screens and beyond, of shapes the 30-variable tests never reach.
///
/// Each system (`Benchmarks/random_systems.py`) is added in a shuffled order, then taken
/// through a random sequence of removals, re-additions, constant changes, priority changes
/// and edit suggestions (`Scenario`). After the build and after every step, the required
/// constraints hold and every priority level's error is the lexicographic optimum that
/// `Tests/Oracle/lp_oracle.py` computes with scipy's HiGHS, level by level.
///
/// The seeds here are few, to keep a debug build's test run within CI's budget (the solver is
/// checked after every step, the oracle solves every level); `docs/solver.md` gives the command
/// for a longer run over hundreds of seeds (`ORACLE_SEEDS_SCALE`).
@Suite(.serialized) struct OracleScenarioTests {
    struct Shape: Sendable, CustomTestStringConvertible {
        var name: String
        var seed: Int
        /// Seeds in CI's run, and per unit of `ORACLE_SEEDS_SCALE` in a longer one.
        var count: Int
        var longCount: Int
        var steps: Int
        var options: [String]
        var defersValueUpdates = false
        /// Nearly parallel rows are an open gap (docs/solver.md): their failures are known issues.
        var isOpenGap = false
        var testDescription: String { name }
    }

    /// Options of the dense random systems: `n` variables, `2n` constraints of 2 to 4 terms with
    /// coefficients ±0.5, ±1, ±2, half of them required, the optional ones at 750, 250 and 1,
    /// one edit at 999.
    static func issueShape(_ n: Int) -> [String] {
        ["--variables", "\(n)", "--constraints", "\(2 * n)", "--min-terms", "2", "--max-terms", "4",
         "--magnitudes", "0.5,1,2", "--priorities", "750,250,1", "--required-percent", "50",
         "--edits", "1", "--edit-priority", "999"]
    }

    static let shapes: [Shape] = [
        Shape(name: "150 variables", seed: 33_000, count: 2, longCount: 10, steps: 6, options: issueShape(150)),
        Shape(name: "250 variables", seed: 33_100, count: 1, longCount: 10, steps: 3, options: issueShape(250)),
        Shape(name: "500 variables", seed: 33_200, count: 0, longCount: 4, steps: 2, options: issueShape(500)),
        Shape(name: "ratios and multipliers, constants 1e-3 to 1e5", seed: 33_300, count: 4, longCount: 10, steps: 10,
              options: ["--variables", "60", "--constraints", "120", "--min-terms", "1", "--max-terms", "4",
                        "--magnitudes", "0.384615,1.574,1,2.5,0.1", "--wide", "--required-percent", "40",
                        "--edits", "2", "--edit-priority", "999"]),
        Shape(name: "long sums", seed: 33_400, count: 3, longCount: 10, steps: 10,
              options: ["--variables", "60", "--constraints", "90", "--min-terms", "6", "--max-terms", "16",
                        "--required-percent", "40", "--edits", "1"]),
        Shape(name: "near-parallel rows", seed: 33_500, count: 4, longCount: 10, steps: 10,
              options: ["--variables", "40", "--constraints", "80", "--min-terms", "2", "--max-terms", "4",
                        "--magnitudes", "0.5,1,2,0.384615", "--parallel-percent", "25", "--required-percent", "40",
                        "--edits", "1", "--edit-priority", "999"], isOpenGap: true),
        Shape(name: "small systems, deferred updates", seed: 33_600, count: 15, longCount: 20, steps: 12,
              options: ["--variables", "12", "--constraints", "26", "--required-percent", "50", "--edits", "2"],
              defersValueUpdates: true),
    ]

    /// `ORACLE_SEEDS_SCALE=k` runs `k × longCount` seeds of every shape (at least one) instead
    /// of CI's `count`.
    static func seedCount(_ shape: Shape) -> Int {
        guard let scale = ProcessInfo.processInfo.environment["ORACLE_SEEDS_SCALE"].flatMap(Double.init) else {
            return shape.count
        }
        return max(1, Int((Double(shape.longCount) * scale).rounded()))
    }

    @Test(.enabled(if: Oracle.scipyAvailable, Oracle.scipyMissing),
          .disabled("open: a required constraint breaks on a 250-variable seed and on two wide-constant seeds; a debug run takes 18 minutes"),
          arguments: shapes)
    func everyStepIsOptimal(shape: Shape) throws {
        guard shape.isOpenGap else { return try check(shape) }
        withKnownIssue("nearly parallel rows: the solver never pivots on elements that small, and its levels can stop short of HiGHS's optimum",
                       isIntermittent: true) {
            try check(shape)
        }
    }

    /// Builds and steps every seed of `shape`, checking each step as the type's note says.
    func check(_ shape: Shape) throws {
        var cases: [(name: String, system: String, values: [String: Double])] = []
        let count = Self.seedCount(shape)
        guard count > 0 else { return }
        for (offset, text) in try Oracle.randomSystems(seed: shape.seed, count: count, options: shape.options).enumerated() {
            let seed = shape.seed + offset
            let system = try SystemDescription.parse(json: text)
            var scenario = try Scenario(system: system, seed: UInt64(seed), defersValueUpdates: shape.defersValueUpdates)
            var done = "build"
            for step in 0...shape.steps {
                if step > 0 { done = try scenario.step() }
                let name = "seed \(seed) step \(step) (\(done))"
                #expect(scenario.solver.brokenConstraints.isEmpty, "\(name): the required constraints are feasible")
                let problems = scenario.solver.checkInvariants()
                #expect(problems.isEmpty, "\(name): \(problems.prefix(3))")
                let (current, values) = scenario.snapshot()
                cases.append((name, current, values))
            }
        }
        let (checked, failures) = try Oracle.check(cases)
        #expect(checked == cases.count)
        #expect(failures.isEmpty, "\(failures.count) of \(checked) failed, first: \(failures.prefix(3))")
    }
}
