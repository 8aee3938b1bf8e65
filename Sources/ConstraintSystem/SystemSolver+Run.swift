import Cassowary

/// A system read into the solver's terms, and one build of it with its steps.
///
/// `SystemSolver.solve` runs it once, or `repeats` times when timing; each run builds a fresh
/// solver, so that every timed build starts from nothing, as kiwi's driver does.
struct SystemRun {
    let system: SystemDescription
    let indexOf: [String: Int32]
    let constraints: [Constraint]
    let steps: [[(Variable, Double)]]

    init(_ system: SystemDescription) {
        self.system = system
        let indexOf = Dictionary(uniqueKeysWithValues: system.variables.enumerated().map { ($1, Int32($0)) })
        self.indexOf = indexOf
        constraints = system.constraints.map { description in
            Constraint(description.terms.map { (Variable(index: indexOf[$0.variable] ?? 0), $0.coefficient) },
                       description.relation, description.constant, priority: Priority(description.priority))
        }
        steps = system.steps.map { step in step.map { (Variable(index: indexOf[$0.variable] ?? 0), $0.value) } }
    }

    /// What one run reached: solutions, conflicts, times, and where it failed.
    struct Outcome {
        var ids: [ConstraintID] = []
        var conflicts: [(Int, Conflict)] = []
        var values: [Double] = []
        var stepValues: [[Double]] = []
        var buildTime: Double?
        var stepTimes: [Double] = []
        var buildPivots = 0
        var stepPivots = 0
        /// A parked bound conflicted: the run must be made again with every bound installed.
        var needsBoundsInstalled = false
        var failure: SolveReport.Failure?
        /// The solver after the run, for the details read from the first run.
        var solver: Solver?
    }

    /// Builds a fresh solver, solves, and takes every step, timing the build and each step.
    ///
    /// Bounds (`v >= 0`) wait outside the tableau while the solution satisfies them
    /// (Solver+Bounds.swift) when `parksBounds`; should one conflict, the outcome asks for the
    /// run again with every bound installed at once, which breaks the later constraint instead,
    /// as documented.
    func run(parksBounds: Bool, pivotLimit: Int?) -> Outcome {
        var outcome = Outcome()
        var solver = Solver()
        // Values are read after the adds and after each step, as kiwi's updateVariables().
        solver.defersValueUpdates = true
        // Not `defersOptimization`: on layouts (the form at 1,000 rows) optimising once after
        // the adds took twice the pivots, each on longer rows, and ten times the time.
        solver.parksBounds = parksBounds
        solver.pivotLimit = pivotLimit
        var stage = SystemSolver.Stage.variables
        let clock = ContinuousClock()
        let start = clock.now
        do {
            solver.reserveCapacity(variables: system.variables.count, constraints: constraints.count + system.edits.count)
            _ = solver.makeVariables(system.variables)
            for (index, edit) in system.edits.enumerated() {
                stage = .edit(index)
                let variable = Variable(index: indexOf[edit.variable] ?? 0)
                try solver.addEditVariable(variable, priority: Priority(edit.priority))
                if let value = edit.value { try solver.suggestValue(value, for: variable) }
            }
            outcome.ids.reserveCapacity(constraints.count)
            // Through the buffer: each constraint is passed in place, where a copy read out of
            // the array retained and released its terms for every add.
            try constraints.withUnsafeBufferPointer { (buffer) throws(SolverError) in
                for index in buffer.indices {
                    stage = .constraint(index)
                    let (id, conflict) = try solver.addBreakingIfUnsatisfiable(buffer[index])
                    outcome.ids.append(id)
                    if let conflict { outcome.conflicts.append((index, conflict)) }
                }
            }
            stage = .solving
            if try !solver.settleBounds().isEmpty {
                outcome.needsBoundsInstalled = true
                return outcome
            }
            solver.updateValues()
            // An optimisation deferred to the update reports its failure here.
            _ = try solver.settleBounds()
            outcome.values = solver.values()
            outcome.buildTime = SystemSolver.milliseconds(clock.now - start)
            outcome.buildPivots = solver.pivotCount
            try takeSteps(&solver, &outcome, stage: &stage, clock: clock)
            outcome.stepPivots = solver.pivotCount - outcome.buildPivots
        } catch {
            outcome.failure = SolveReport.Failure(stage: stage.description(in: system), message: "\(error)")
        }
        outcome.solver = solver
        return outcome
    }

    /// Suggests each step's values, re-solves and reads every value, timing each step.
    private func takeSteps(_ solver: inout Solver, _ outcome: inout Outcome, stage: inout SystemSolver.Stage,
                           clock: ContinuousClock) throws {
        for (k, step) in steps.enumerated() {
            stage = .step(k)
            let stepStart = clock.now
            for (variable, value) in step { try solver.suggestValue(value, for: variable) }
            // The build settled every bound that could conflict (the required constraints
            // hold together, and a suggestion changes none of them), but anything found is
            // reported all the same.
            for conflict in try solver.settleBounds() {
                if let index = outcome.ids.firstIndex(of: conflict.constraint) { outcome.conflicts.append((index, conflict)) }
            }
            solver.updateValues()
            _ = try solver.settleBounds()
            let after = solver.values()
            outcome.stepTimes.append(SystemSolver.milliseconds(clock.now - stepStart))
            outcome.stepValues.append(after)
        }
    }
}
