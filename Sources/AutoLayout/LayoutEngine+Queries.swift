import Cassowary

/// The questions views and constraints ask of the solver, asked through the engine.
///
/// Views and constraints speak of frames, attributes and priorities; the engine owns the
/// solver and its row ids. Keeping every solver call behind these few methods means the view
/// layer never depends on how the solver stores rows, and a change there touches one file.
extension LayoutEngine {
    /// The variables among `candidates` that can move without changing any priority level's error.
    func ambiguousVariables(among candidates: [Variable]) -> [Variable] {
        solver.ambiguousVariables(among: candidates)
    }

    /// Whether each variable is ambiguous, by index: one pass of the solver per revision.
    func ambiguousVariables() -> [Bool] {
        if let cache = ambiguityCache, cache.revision == solver.revision { return cache.ambiguous }
        var flags = [Bool](repeating: false, count: solver.variableCount)
        for variable in solver.ambiguousVariables() { flags[Int(variable.index)] = true }
        ambiguityCache = (solver.revision, flags)
        return flags
    }

    /// The interval of optimal values of `variable`; an open end is nil.
    func optimalRange(of variable: Variable) -> (min: Double?, max: Double?) {
        solver.valueRange(of: variable)
    }

    /// Adds `variable == value` at `priority`, a row no constraint object stands for (fitting
    /// sizes, the ambiguity exercise). Returns its id, nil when the solver refuses it.
    @discardableResult
    func addPreference(_ variable: Variable, equalTo value: Double, priority: Double) -> ConstraintID? {
        try? solver.add(Cassowary.Constraint([(variable, 1)], .equal, value, priority: Priority(priority)))
    }

    /// Removes a row `addPreference` added.
    func removePreference(_ id: ConstraintID) {
        try? solver.remove(id)
    }

    /// The solver row a constraint was lowered to, nil when it is not active here.
    func loweredRow(of constraint: LayoutConstraint) -> Cassowary.Constraint? {
        guard let id = solverID(of: constraint) else { return nil }
        return try? solver.constraint(id)
    }

    /// The solver row with this id, nil when there is none.
    func loweredRow(_ id: ConstraintID) -> Cassowary.Constraint? {
        try? solver.constraint(id)
    }

    /// Whether a required constraint was broken to recover from a conflict.
    func isBroken(_ constraint: LayoutConstraint) -> Bool {
        guard let id = solverID(of: constraint) else { return false }
        return solver.isBroken(id)
    }

    /// Whether `a − b` takes more than one value on the optimal face, asked of a copy of the
    /// solver (the engine's own rows are left alone).
    func canMove(difference a: Variable, minus b: Variable) -> Bool {
        var copy = solver
        let d = copy.makeVariable("difference")
        guard (try? copy.add(Cassowary.Constraint([(d, 1), (a, -1), (b, 1)], .equal, 0))) != nil else { return true }
        let range = copy.valueRange(of: d)
        guard let low = range.min, let high = range.max else { return true }
        return high - low > 1e-6
    }
}
