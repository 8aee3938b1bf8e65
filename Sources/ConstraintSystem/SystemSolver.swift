import Cassowary

/// The result of solving a `SystemDescription`: values, per-step values, issues and timings.
public struct SolveReport: Sendable {
    /// An unsatisfiable required constraint, kept broken, and the minimal set it conflicts with.
    public struct Unsatisfiable: Sendable, Equatable {
        public var constraint: String
        public var conflictsWith: [String]
    }

    /// The solver failed on valid input: a fault of the solver, reported with where it happened.
    public struct Failure: Sendable, Equatable {
        /// What was being done: "adding constraint 12", "solving after the adds", "step 3".
        public var stage: String
        /// What failed, in the solver's words.
        public var message: String
    }

    public struct Timing: Sendable {
        /// Milliseconds to add every edit and constraint, solve, and read every value (best run).
        public var buildMilliseconds: Double
        /// Milliseconds of one step (suggest its values, re-solve, read every value): the first
        /// after the build and the median (each the least over the runs).
        public var stepMillisecondsFirst: Double = 0
        public var stepMillisecondsMedian: Double
        /// The worst step of a run, and all of a run's steps together (each the least over the
        /// runs): a first resize that pivots for seconds hides behind a fast median.
        public var stepMillisecondsWorst: Double = 0
        public var stepsMillisecondsTotal: Double = 0
        public var steps: Int
        public var repeats: Int
        /// Simplex pivots of the last run: build, then all steps.
        public var buildPivots: Int
        public var stepPivots: Int
        /// The tableau's size after the build.
        public var statistics: TableauStatistics
    }

    public var variables: [String]
    /// The solution after the build: empty when the build failed (see `failure`).
    public var values: [Double]
    /// The solution after each step, up to the last that succeeded.
    public var steps: [[Double]]
    public var unsatisfiable: [Unsatisfiable]
    /// Variables the constraints leave free, when the check was asked for.
    public var ambiguous: [String]?
    public var timing: Timing?
    /// The solver's tableau after the build (objective levels, then rows), when asked for.
    public var tableau: String?
    /// Set when the solver failed: `values` and `steps` then hold the last good solutions.
    public var failure: Failure?
}

/// Solves raw constraint systems the way `autolayout solve` does.
public enum SystemSolver {
    /// Solves `system`. Unsatisfiable required constraints are broken and reported, not fatal.
    ///
    /// A failure of the solver itself (`SolverError.internalFailure`, or any other error it
    /// raises on input that parsed) is not an error of the input: the report says what failed
    /// in `failure` and keeps the solutions reached before it.
    ///
    /// - Parameters:
    ///   - system: the variables, edits, constraints and steps to solve.
    ///   - checkAmbiguity: also list the variables the constraints leave free.
    ///   - measure: also time the build and each step, in this process.
    ///   - repeats: with `measure`, how many times to build and step (the best build counts).
    ///   - dumpTableau: also give the tableau after the build, for debugging.
    ///   - pivotLimit: stop after this many simplex pivots in all (reported as a failure).
    public static func solve(_ system: SystemDescription, checkAmbiguity: Bool = false,
                             measure: Bool = false, repeats: Int = 1,
                             dumpTableau: Bool = false, pivotLimit: Int? = nil) -> SolveReport {
        let prepared = SystemRun(system)
        var report = SolveReport(variables: system.variables, values: [], steps: [], unsatisfiable: [])
        var buildTimes: [Double] = []
        var pivots = (build: 0, steps: 0)
        var statistics = TableauStatistics()
        var stepTimesByRun: [[Double]] = []
        var parksBounds = !checkAmbiguity
        var run = 0
        while run < max(1, measure ? repeats : 1) {
            let outcome = prepared.run(parksBounds: parksBounds, pivotLimit: pivotLimit)
            if outcome.needsBoundsInstalled {
                parksBounds = false
                continue
            }
            if let time = outcome.buildTime {
                buildTimes.append(time)
                pivots.build = outcome.buildPivots
                if run == 0 {
                    statistics = outcome.solver?.statistics ?? statistics
                    if dumpTableau { report.tableau = outcome.solver?.tableauDescription }
                }
            }
            report.failure = outcome.failure
            if outcome.failure == nil {
                pivots.steps = outcome.stepPivots
                stepTimesByRun.append(outcome.stepTimes)
            }
            if run == 0 || report.failure != nil {
                report.record(outcome, of: system)
                if checkAmbiguity, report.failure == nil {
                    report.ambiguous = outcome.solver?.ambiguousVariables().map { system.variables[Int($0.index)] }
                }
            }
            if report.failure != nil { break }
            run += 1
        }
        if measure {
            report.timing = timing(buildTimes: buildTimes, stepTimesByRun: stepTimesByRun, steps: system.steps.count,
                                   repeats: repeats, pivots: pivots, statistics: statistics)
        }
        return report
    }

    /// The timing figures: each the best over the runs, as the build's is.
    static func timing(buildTimes: [Double], stepTimesByRun: [[Double]], steps: Int, repeats: Int,
                       pivots: (build: Int, steps: Int), statistics: TableauStatistics) -> SolveReport.Timing {
        func best(_ figure: ([Double]) -> Double) -> Double { stepTimesByRun.map(figure).min() ?? 0 }
        return SolveReport.Timing(buildMilliseconds: buildTimes.min() ?? 0,
                                  stepMillisecondsFirst: best { $0.first ?? 0 },
                                  stepMillisecondsMedian: best(median),
                                  stepMillisecondsWorst: best { $0.max() ?? 0 },
                                  stepsMillisecondsTotal: best { $0.reduce(0, +) },
                                  steps: steps, repeats: max(1, repeats),
                                  buildPivots: pivots.build, stepPivots: pivots.steps, statistics: statistics)
    }

    /// Where a run is, named only when it fails: a string per add was a tenth of a build of
    /// ten views.
    enum Stage {
        case variables, edit(Int), constraint(Int), solving, step(Int)

        func description(in system: SystemDescription) -> String {
            switch self {
            case .variables: "making the variables"
            case .edit(let index): "adding the edit of \(system.edits[index].variable)"
            case .constraint(let index): "adding constraint " + system.label(ofConstraint: index)
            case .solving: "solving after the adds"
            case .step(let index): "step \(index + 1)"
            }
        }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}

extension SolveReport {
    /// Takes a run's solutions and conflicts, the constraints named as the system names them.
    mutating func record(_ outcome: SystemRun.Outcome, of system: SystemDescription) {
        values = outcome.values
        steps = outcome.stepValues
        let position = Dictionary(uniqueKeysWithValues: outcome.ids.enumerated().map { ($1, $0) })
        unsatisfiable = outcome.conflicts.map { index, conflict in
            Unsatisfiable(constraint: system.label(ofConstraint: index),
                          conflictsWith: conflict.conflictsWith.compactMap { position[$0].map(system.label(ofConstraint:)) })
        }
    }
}

// MARK: - Rendering

extension SolveReport {
    /// The JSON report: `values`, `steps`, `issues`, and with timings `build_ms` etc.
    public var json: String {
        func valueObject(_ values: [Double]) -> String {
            JSONText.object(zip(variables, values).map { ($0, JSONText.number($1)) })
        }
        var issues = unsatisfiable.map { item in
            JSONText.object([("kind", JSONText.string("unsatisfiable")),
                             ("constraint", JSONText.string(item.constraint)),
                             ("conflictsWith", JSONText.array(item.conflictsWith.map(JSONText.string)))])
        }
        if let ambiguous, !ambiguous.isEmpty {
            issues.append(JSONText.object([("kind", JSONText.string("ambiguous")),
                                           ("variables", JSONText.array(ambiguous.map(JSONText.string)))]))
        }
        var members: [(String, String)] = [
            ("values", valueObject(values)),
            ("steps", JSONText.array(steps.map(valueObject))),
            ("issues", JSONText.array(issues)),
        ]
        if let failure {
            members.append(("failure", JSONText.object([("stage", JSONText.string(failure.stage)),
                                                        ("message", JSONText.string(failure.message))])))
        }
        if let timing {
            members += [("build_ms", JSONText.number(timing.buildMilliseconds)),
                        ("first_step_ms", JSONText.number(timing.stepMillisecondsFirst)),
                        ("step_ms_median", JSONText.number(timing.stepMillisecondsMedian)),
                        ("step_ms_worst", JSONText.number(timing.stepMillisecondsWorst)),
                        ("steps_ms_total", JSONText.number(timing.stepsMillisecondsTotal)),
                        ("steps_count", String(timing.steps)),
                        ("repeats", String(timing.repeats)),
                        ("pivots", JSONText.object([("build", String(timing.buildPivots)), ("steps", String(timing.stepPivots))])),
                        ("tableau", JSONText.object([("rows", String(timing.statistics.rows)),
                                                     ("unrestrictedRows", String(timing.statistics.unrestrictedRows)),
                                                     ("terms", String(timing.statistics.terms)),
                                                     ("dummyTerms", String(timing.statistics.dummyTerms)),
                                                     ("sharedTerms", String(timing.statistics.sharedTerms)),
                                                     ("longestRow", String(timing.statistics.longestRow)),
                                                     ("symbols", String(timing.statistics.symbols))]))]
        }
        if let tableau { members.append(("tableau_dump", JSONText.string(tableau))) }
        return JSONText.object(members)
    }

    /// A readable table: one row per variable, a column for the solution and each step.
    public var table: String {
        var header = ["variable", "value"]
        header += steps.indices.map { "step \($0 + 1)" }
        var rows = [header]
        for (i, name) in variables.enumerated() {
            let value = i < values.count ? JSONText.number(values[i]) : "-"
            rows.append([name, value] + steps.map { i < $0.count ? JSONText.number($0[i]) : "-" })
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[column]) : cell.leftPadding(toLength: widths[column])
            }.joined(separator: "  ")
        }
        lines.insert(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "), at: 1)
        for item in unsatisfiable {
            lines.append("")
            lines.append("Unable to simultaneously satisfy constraint \(item.constraint); it conflicts with "
                         + (item.conflictsWith.isEmpty ? "nothing else (it can never hold)"
                            : item.conflictsWith.joined(separator: ", "))
                         + ". Recovered by breaking \(item.constraint): its violation is still minimised.")
        }
        if let ambiguous, !ambiguous.isEmpty {
            lines.append("")
            lines.append("Ambiguous: " + ambiguous.joined(separator: ", ") + " can move without changing any priority's error.")
        }
        if let failure {
            lines.append("")
            lines.append("The solver failed while \(failure.stage): \(failure.message). "
                         + (values.isEmpty ? "No solution was reached." : "The values are the last good solution"
                            + (steps.isEmpty ? " (after the build)." : " (after step \(steps.count)).")))
        }
        if let timing {
            func ms(_ value: Double) -> String { JSONText.number((value * 1000).rounded() / 1000) }
            lines.append("")
            lines.append("build \(ms(timing.buildMilliseconds)) ms, first step \(ms(timing.stepMillisecondsFirst)) ms, "
                         + "step median \(ms(timing.stepMillisecondsMedian)) ms, worst \(ms(timing.stepMillisecondsWorst)) ms, "
                         + "all steps \(ms(timing.stepsMillisecondsTotal)) ms (\(timing.steps) steps, best of \(timing.repeats))")
        }
        if let tableau {
            lines.append("")
            lines.append("Tableau after the build:")
            lines.append(tableau)
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    func leftPadding(toLength length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
