/// Required bounds on one variable (`a·v >= c`, `a·v <= c`) wait outside the tableau, *parked*,
/// while the solution satisfies them: with `parksBounds` set, during deferred value updates.
///
/// Why: kiwi's enaml form bounds every variable (`v >= 0`). Installed, a bound makes its
/// variable's row a restricted one (`v = slack`), so every row that uses the variable is
/// expanded into slacks instead of referring to it (Solver+Chains.swift), and down a form's
/// vertical chain the tableau is quadratic: 3.9 million terms at 800 rows, against 59,000
/// without the bounds. None of them binds at the optimum: every position and size there is
/// positive.
///
/// Why it is exact: the optimum of the system without the parked bounds, when it satisfies
/// them, is an optimum of the whole system (it is feasible for the smaller set, and nothing
/// in the smaller set does better). `settleBounds()` checks the parked bounds against fresh
/// values and installs the violated ones, in creation order, until none is violated; each
/// round installs at least one, so it ends.
///
/// What differs from installing each bound at once: a conflict that involves a parked bound
/// is found when settling, and the bound is what breaks (installing at once breaks whichever
/// constraint came later). A caller that needs the at-once choice solves again without
/// parking when `settleBounds()` reports a conflict (as `SystemSolver` does). Where the
/// layout is ambiguous, the tie-break can land on another optimum. Operations that need the
/// whole system at once (the throwing `add` of a required constraint, turning
/// `defersValueUpdates` off, value ranges) install every parked bound first.
extension Solver {
    /// Whether record `slot`, about to be added the breaking way, can wait outside the tableau.
    @inline(__always)
    func isParkable(_ slot: Int) -> Bool {
        guard parksBounds, defersValueUpdates else { return false }
        let constraint = constraintTable.stored[slot]
        return constraint.priority.isRequired && constraint.relation != .equal && constraint.inlineCount == 1
            && abs(constraint.coefficients.0) > Solver.pivotTolerance
    }

    /// A parked bound as the check reads it, kept apart from its record: settling scans them
    /// all after every batch, and reading 80,000 records (each with its constraint's terms)
    /// cost 14 ms a step at 10,000 form rows, where this compact list costs about one.
    struct ParkedBound: Sendable {
        var slot: Int32
        var variable: Int32
        var coefficient: Double
        var constant: Double
        var isLowerBound: Bool
    }

    mutating func park(_ slot: Int) {
        let constraint = constraintTable.stored[slot]
        constraintTable.records[slot].state = .parked
        constraintTable.records[slot].parkedIndex = Int32(parking.bounds.count)
        parking.areSettled = false
        parking.bounds.append(ParkedBound(slot: Int32(slot), variable: constraint.variables.0,
                                        coefficient: constraint.coefficients.0, constant: constraint.constant,
                                        isLowerBound: constraint.relation == .greaterThanOrEqual))
    }

    /// Takes record `slot` off the parked list (it is installed or removed next).
    mutating func unpark(_ slot: Int) {
        let i = Int(constraintTable.records[slot].parkedIndex)
        let last = parking.bounds.removeLast()
        if i < parking.bounds.count {
            parking.bounds[i] = last
            constraintTable.records[Int(last.slot)].parkedIndex = Int32(i)
        }
        constraintTable.records[slot].parkedIndex = -1
        constraintTable.records[slot].state = .removed
    }

    /// A parked bound's new constant (`setConstant`): checked when bounds are next settled.
    mutating func changeParkedConstant(_ slot: Int, to value: Double) {
        constraintTable.stored[slot].constant = value
        parking.bounds[Int(constraintTable.records[slot].parkedIndex)].constant = value
        parking.areSettled = false
    }

    /// Whether the current (fresh) values violate `bound`.
    func isViolated(_ bound: ParkedBound) -> Bool {
        let value = bound.coefficient * self.value(of: Variable(index: bound.variable))
        return bound.isLowerBound ? value < bound.constant - Solver.feasibilityTolerance
                                  : value > bound.constant + Solver.feasibilityTolerance
    }

    /// Installs the parked bounds that the solution violates, until it violates none, and
    /// returns the conflicts of those that could not hold (kept broken), with any found when
    /// values were brought up to date since the last call.
    public mutating func settleBounds() throws(SolverError) -> [Conflict] {
        defer { assertPartsHold() }
        revision &+= 1
        var conflicts = parking.lateConflicts
        parking.lateConflicts.removeAll()
        if let error = parking.lateError {
            parking.lateError = nil
            throw error
        }
        try completeOptimization()
        while !parking.bounds.isEmpty {
            refreshValues()
            // Nothing moved since a check found every bound satisfied (values move only when
            // refreshed, and every refresh that moves one clears the flag).
            if parking.areSettled { break }
            var violated: [Int] = []
            for bound in parking.bounds where isViolated(bound) { violated.append(Int(bound.slot)) }
            if violated.isEmpty {
                parking.areSettled = true
                break
            }
            violated.sort { constraintTable.records[$0].sequence < constraintTable.records[$1].sequence }
            conflicts += try installParked(violated)
        }
        return conflicts
    }

    /// Installs every parked bound, for operations that need the whole system at once.
    mutating func installAllParkedBounds() throws(SolverError) {
        guard !parking.bounds.isEmpty else { return }
        let all = parking.bounds.map { Int($0.slot) }
            .sorted { constraintTable.records[$0].sequence < constraintTable.records[$1].sequence }
        parking.lateConflicts += try installParked(all)
    }

    /// `settleBounds()` where no error can be thrown (bringing values up to date): conflicts
    /// and an error wait for the next `settleBounds()`.
    mutating func settleBoundsForValues() {
        guard !parking.bounds.isEmpty, parking.lateError == nil else { return }
        do {
            parking.lateConflicts += try settleBounds()
        } catch {
            parking.lateError = error
        }
    }

    mutating func installParked(_ slots: [Int]) throws(SolverError) -> [Conflict] {
        var conflicts: [Conflict] = []
        for slot in slots {
            unpark(slot)
            switch install(slot, breakIfUnsatisfiable: true) {
            case .success(let conflict): if let conflict { conflicts.append(conflict) }
            case .failure(let error): throw error
            }
        }
        return conflicts
    }
}
