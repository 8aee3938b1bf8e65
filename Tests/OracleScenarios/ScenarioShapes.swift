import Foundation
import ConstraintSystem

/// A family of random systems the oracle scenarios take through their steps.
public struct ScenarioShape: Sendable {
    public var name: String
    /// The first seed; a run takes `seed`, `seed + 1`, …
    public var seed: Int
    /// Seeds in CI's run, and per unit of scale in a longer one (`seedCount(scale:)`).
    public var count: Int
    public var longCount: Int
    /// Random operations after the build (`Scenario.step()`).
    public var steps: Int
    /// `Benchmarks/random_systems.py`'s options.
    public var options: [String]
    public var defersValueUpdates = false
    /// Build each system as one batch (`Scenario`'s `buildsInBatch`): a build one optimised
    /// add at a time dominates a seed's time on dense systems (about 7 minutes at 500
    /// variables, against one minute in a batch; the oracle takes seconds).
    public var buildsInBatch = false
    /// Rows closer than the solver's conditioning limit (docs/solver.md): the oracle's optimum
    /// is not promised there, so the failures are reported as known, not counted.
    public var isPastConditioningLimit = false

    /// `options` with `n` variables and the constraints in the same proportion to them (at
    /// least one): a larger system of the same shape.
    public static func scaled(_ options: [String], variables n: Int) -> [String] {
        var result = options
        guard let v = result.firstIndex(of: "--variables"), v + 1 < result.count,
              let old = Int(result[v + 1]), old > 0 else { return result + ["--variables", "\(n)"] }
        result[v + 1] = "\(n)"
        if let c = result.firstIndex(of: "--constraints"), c + 1 < result.count, let constraints = Int(result[c + 1]) {
            result[c + 1] = "\(max(1, constraints * n / old))"
        }
        return result
    }

    /// CI's `count` without a scale, else `scale × longCount` (at least one).
    public func seedCount(scale: Double?) -> Int {
        guard let scale else { return count }
        return max(1, Int((Double(longCount) * scale).rounded()))
    }

    /// Options of the dense random systems: `n` variables, `2n` constraints of 2 to 4 terms with
    /// coefficients ±0.5, ±1, ±2, half of them required, the optional ones at 750, 250 and 1,
    /// one edit at 999.
    public static func dense(_ n: Int) -> [String] {
        ["--variables", "\(n)", "--constraints", "\(2 * n)", "--min-terms", "2", "--max-terms", "4",
         "--magnitudes", "0.5,1,2", "--priorities", "750,250,1", "--required-percent", "50",
         "--edits", "1", "--edit-priority", "999"]
    }

    /// Options of the near-parallel systems: 40 variables, 80 constraints of 2 to 4 terms, a
    /// quarter of them nearly repeating the one before (each coefficient off by up to 1e-6,
    /// unless `--parallel-difference` says otherwise).
    static let nearParallel = ["--variables", "40", "--constraints", "80", "--min-terms", "2", "--max-terms", "4",
                               "--magnitudes", "0.5,1,2,0.384615", "--parallel-percent", "25", "--required-percent", "40",
                               "--edits", "1", "--edit-priority", "999"]

    public static let all: [ScenarioShape] = [
        ScenarioShape(name: "150 variables", seed: 33_000, count: 2, longCount: 10, steps: 6, options: dense(150)),
        ScenarioShape(name: "250 variables", seed: 33_100, count: 1, longCount: 10, steps: 3, options: dense(250)),
        ScenarioShape(name: "500 variables", seed: 33_200, count: 1, longCount: 10, steps: 4, options: dense(500),
                      buildsInBatch: true),
        // A seed whose batch build refactors its tableau mid-build (`refactorSubject`, docs/solver.md).
        ScenarioShape(name: "a build refactored midway (dense, n = 500)", seed: 33_301, count: 1, longCount: 1, steps: 4,
                      options: dense(500), buildsInBatch: true),
        ScenarioShape(name: "ratios and multipliers, constants 1e-3 to 1e5", seed: 33_300, count: 4, longCount: 10, steps: 10,
                      options: ["--variables", "60", "--constraints", "120", "--min-terms", "1", "--max-terms", "4",
                                "--magnitudes", "0.384615,1.574,1,2.5,0.1", "--wide", "--required-percent", "40",
                                "--edits", "2", "--edit-priority", "999"]),
        ScenarioShape(name: "long sums", seed: 33_400, count: 3, longCount: 10, steps: 10,
                      options: ["--variables", "60", "--constraints", "90", "--min-terms", "6", "--max-terms", "16",
                                "--required-percent", "40", "--edits", "1"]),
        ScenarioShape(name: "near-parallel rows, 1 % apart", seed: 33_500, count: 4, longCount: 10, steps: 10,
                      options: nearParallel + ["--parallel-difference", "0.01"]),
        // Its build undoes a dual repair whose pivot cannot be pivoted back (`undoPivots`); from
        // its fourth step on, priority 250 is optimal only when a pivot may leave a cost at 251
        // whose step gains nothing there (Solver+NegligibleCosts.swift).
        ScenarioShape(name: "a dual repair undone (near-parallel, n = 200)", seed: 50_004, count: 1, longCount: 1, steps: 10,
                      options: scaled(nearParallel + ["--parallel-difference", "0.01"], variables: 200)),
        // Its fourth step leaves small costs at 500 that a pass had looked at only for 749
        // (`pivotOnSmallCost`), and priority 251 7 times its optimum.
        ScenarioShape(name: "a small cost weighed per level (near-parallel, n = 200)", seed: 50_006, count: 1, longCount: 1,
                      steps: 10, options: scaled(nearParallel + ["--parallel-difference", "0.01"], variables: 200)),
        ScenarioShape(name: "near-parallel rows past the limit", seed: 33_500, count: 4, longCount: 10, steps: 10,
                      options: nearParallel, isPastConditioningLimit: true),
        ScenarioShape(name: "small systems, deferred updates", seed: 33_600, count: 15, longCount: 20, steps: 12,
                      options: ["--variables", "12", "--constraints", "26", "--required-percent", "50", "--edits", "2"],
                      defersValueUpdates: true),
    ]

    /// What a run of some seeds of a shape found.
    public struct Outcome: Sendable {
        /// Seeds built and stepped.
        public var seeds = 0
        /// States checked by the oracle (the build and every step of every seed).
        public var checked = 0
        /// One line per failure: a broken required constraint, a failed invariant, an error
        /// thrown by the solver, a level the oracle found short of its optimum.
        public var failures: [String] = []
        /// Seconds spent building and stepping the solver, and in the oracle.
        public var solverSeconds = 0.0
        public var oracleSeconds = 0.0
        /// Every state checked, as the oracle's JSON cases (`lp_oracle.py` reads an array of them).
        public var cases: [String] = []
    }

    /// Builds and steps `count` seeds from `first`: after the build and after every step, no
    /// required constraint may break and the invariants must hold; then the oracle checks every
    /// state's levels.
    public func run(first: Int? = nil, count: Int) throws -> Outcome {
        var outcome = Outcome()
        guard count > 0 else { return outcome }
        let start = first ?? seed
        var cases: [(name: String, system: String, values: [String: Double])] = []
        let texts = try Oracle.randomSystems(seed: start, count: count, options: options)
        let solverStart = Date()
        for (offset, text) in texts.enumerated() {
            let seed = start + offset
            outcome.seeds += 1
            let system = try SystemDescription.parse(json: text)
            do {
                var scenario = try Scenario(system: system, seed: UInt64(seed), defersValueUpdates: defersValueUpdates,
                                            buildsInBatch: buildsInBatch)
                var done = "build"
                for step in 0...steps {
                    if step > 0 { done = try scenario.step() }
                    let label = "\(name): seed \(seed) step \(step) (\(done))"
                    if !scenario.solver.brokenConstraints.isEmpty {
                        outcome.failures.append("\(label): \(scenario.solver.brokenConstraints.count) required constraint(s) broken")
                    }
                    let problems = scenario.solver.checkInvariants()
                    if !problems.isEmpty { outcome.failures.append("\(label): invariants: \(problems.prefix(3))") }
                    let (current, values) = scenario.snapshot()
                    cases.append((label, current, values))
                }
            } catch {
                outcome.failures.append("\(name): seed \(seed): the solver threw: \(error)")
            }
        }
        let oracleStart = Date()
        outcome.solverSeconds = oracleStart.timeIntervalSince(solverStart)
        outcome.cases = cases.map(Oracle.caseJSON)
        let (checked, failures) = try Oracle.check(cases: outcome.cases)
        outcome.oracleSeconds = Date().timeIntervalSince(oracleStart)
        outcome.checked = checked
        outcome.failures += failures
        return outcome
    }
}
