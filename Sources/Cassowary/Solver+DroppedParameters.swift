/// Parameter terms that rows drop as cancellations, and the rebuilds they call for.
///
/// A new row drops an unrestricted variable whose coefficient is below
/// `cancellationTolerance` of its largest (`dropCancelledVariables`): what a cancellation
/// leaves would otherwise be the row's subject, and dividing by it wrecks the tableau. But a
/// term that small can also be a product of small multipliers, real. In
/// `Fuzz/Regressions/solver/level-short-after-a-build-a72cf93d` #8's row (0.01·v1 ≤ 55.6)
/// held the parameter v8 at 1.24·10⁻¹¹ of itself (0.01 times v1's −1.24·10⁻⁹, as exact
/// arithmetic gives it) and dropped it. Nothing showed at the solution, v8 being 0; but when
/// #9 made v8 basic, its definition reached every row that held v8 except #8's slack row,
/// which so lacked #9's slack. The pivot that then fixed v1 by #8 left that slack in v1's row
/// at 3·10⁻¹⁰ where it is 0, #7's error row computed the slack's reduced cost as a
/// cancellation to 10⁻²⁰ where it is 4.9·10⁻¹⁰, and priority 1 read 8.0·10⁶ where the LP
/// oracle finds 0.
///
/// So a new row that drops a parameter makes the re-optimisation rebuild the tableau from the
/// constraints once it settles (its pivots may carry the row that lacks the term into rows
/// that hold it), and the parameter is remembered: when it turns basic, the next settled
/// re-optimisation rebuilds again, and every row takes its definition. A refactoring drops
/// such terms from its restricted rows the same way, and remembers them too. Whether the
/// term was rounding or real, the rebuilt rows say what the constraints say. A restricted
/// row that still holds a parameter that way, rebuilt, is tried as the parameter's row
/// (`tryParameterRows`). Layout rows cancel exactly (coefficients ±1 and multipliers of
/// similar size) and drop nothing; the bookkeeping costs their builds 0.2 to 0.4 % of the
/// solver's instructions.
extension Solver {
    /// Notes the parameters `dropped` from a row entering the tableau: the next settled
    /// re-optimisation rebuilds the rows, and a later one again when one of them turns basic.
    @inline(__always)
    mutating func noteDroppedParameters(_ dropped: [Int32]) {
        guard !dropped.isEmpty else { return }
        droppedParameterRebuildIsDue = true
        hasDroppedParameters = true
        for s in dropped { recordDroppedParameter(s) }
    }

    /// Remembers parameter `s`, whose term a row dropped (with `fromRestrictedRow`, a
    /// rebuilt restricted row, by its basic symbol): once it is basic, every row that held it
    /// must take its definition; while it is not, that row is tried as its row.
    mutating func recordDroppedParameter(_ s: Int32, fromRestrictedRow basic: Int32 = -1) {
        hasDroppedParameters = true
        if !droppedParameters.contains(where: { $0 == (s, basic) }) { droppedParameters.append((s, basic)) }
    }

    /// Rebuilds the tableau from the constraints when a new row dropped a parameter or a
    /// remembered one has turned basic since (see the type's note); returns whether it did.
    /// A basis that cannot be rebuilt is left as it was, as a drift check leaves it. A
    /// rebuilt restricted row that dropped a parameter is then tried as that parameter's row
    /// (`tryParameterRows`).
    mutating func rebuildForDroppedParameters() -> Bool {
        defer { hasDroppedParameters = droppedParameterRebuildIsDue || !droppedParameters.isEmpty }
        guard levelIndex(Self.probeLevel) == nil else { return false }
        if droppedParameterRebuildIsDue || droppedParameterTurnedBasic() {
            droppedParameterRebuildIsDue = false
            let refactors = refactorCount
            do { try refactor() } catch { return false }
            guard refactorCount > refactors else { return placeMisplacedParameter() }
            tryParameterRows()
            return true
        }
        return tryParameterRows()
    }

    /// Tries each restricted row that a refactoring found holding a parameter below the
    /// cancellation floor (`droppedParameters` with a row) as that parameter's row, and keeps the
    /// first trial that holds up and lowers the levels.
    ///
    /// The augmented form has no parameter in a restricted row: the simplex cannot move one
    /// there. A product of small multipliers can put one there below the floor, real. In
    /// `Fuzz/Regressions/solver/level-short-after-a-build-026898dd`'s build v8 was free, and #7's
    /// error row held it at 1.59·10⁻⁵ (0.01 times v3's 1.59·10⁻³), 9.9·10⁻¹¹ of the row's
    /// 160,157: dropped, v8 stayed at 0 and priority 1 at 7.5·10⁶, where moving v8 by about
    /// 4.7·10¹¹ closes it. The trial rebuilds the tableau for the basis with the parameter in
    /// place of the row's basic symbol, re-optimises, and is kept only as a refused pivot's
    /// is (Solver+RefusedPivots.swift): every restricted row and required constraint holds,
    /// the solution is well-conditioned, and the levels are lexicographically lower (not
    /// equal: a trial's own rebuild may remember rows, and equal levels could go round).
    /// Returns whether one was kept.
    @discardableResult
    mutating func tryParameterRows() -> Bool {
        guard !isParameterTrial, !isDeferringOptimization,
              droppedParameters.contains(where: { $0.row >= 0 }) else { return false }
        let candidates = droppedParameters.filter { $0.row >= 0 }
        droppedParameters.removeAll { $0.row >= 0 }
        for (parameter, _) in candidates where !droppedParameters.contains(where: { $0.parameter == parameter }) {
            droppedParameters.append((parameter, -1))
        }
        for (parameter, basic) in candidates
        where symbolTable.rowOf[Int(parameter)] < 0 && symbolTable.rowOf[Int(basic)] >= 0 {
            var trial = self
            trial.isParameterTrial = true
            let refactors = trial.refactorCount
            do {
                try trial.refactor(swapping: (leaving: basic, entering: parameter))
                guard trial.refactorCount > refactors else { continue }
                for s in 0..<trial.symbolCount where trial.symbolTable.rowOf[s] < 0 { trial.objective.queue(Int32(s)) }
                try trial.optimize()
            } catch { continue }
            trial.isParameterTrial = false
            if trial.confirmsSmallStanding(over: self), trial.lowersALevel(below: self) {
                self = trial
                return true
            }
        }
        return false
    }

    /// Rebuilds the rows with the parameter a failed refactoring found in a restricted row
    /// (`misplacedParameter`) made basic in that row's place; returns whether it did.
    ///
    /// A parameter term dropped below rounding stays out of its row only while the row's
    /// other terms dwarf it; a later pivot on a large element can shrink them and leave it
    /// real. `Fuzz/Regressions/solver/level-constant-off-its-rows-at-a-build-fd48bd44`'s #7
    /// dropped v8 at 1.5·10⁻⁶ in a row of 6.4·10⁵; #8 then pivoted on 10¹⁰, and for that
    /// basis #3's slack row holds v8 at −0.024 in a row of 1. The tableau lacked the term,
    /// priority 250 read 1.2·10⁻⁴ off its own error rows, and every drift check's refactoring
    /// came out with the term, so gave up and kept the wrong rows. No restricted row may hold
    /// a parameter, so the rows are rebuilt for the basis with the parameter in place of the
    /// row's basic symbol; that moves the solution (the slack leaves at 0), which the settled
    /// re-optimisation that calls this then takes to the optimum. Layouts never drop a term.
    mutating func placeMisplacedParameter() -> Bool {
        guard let swap = misplacedParameter else { return false }
        misplacedParameter = nil
        guard symbolTable.rowOf[Int(swap.entering)] < 0, symbolTable.rowOf[Int(swap.leaving)] >= 0 else { return false }
        let refactors = refactorCount
        do { try refactor(swapping: swap) } catch { return false }
        return refactorCount > refactors
    }

    /// Whether some level of this solver is below `other`'s beyond `feasibilityTolerance` of
    /// its size (`confirmsSmallStanding` has checked that none above it is higher).
    func lowersALevel(below other: Solver) -> Bool {
        objective.levels.contains { level in
            guard level.key != Self.probeLevel, let k = other.levelIndex(level.key) else { return false }
            let theirs = other.objective.levels[k].constant
            return level.constant < theirs - Solver.feasibilityTolerance * max(1, abs(theirs))
        }
    }

    /// Whether a remembered parameter is basic now; forgets those that are.
    mutating func droppedParameterTurnedBasic() -> Bool {
        guard !droppedParameters.isEmpty else { return false }
        let before = droppedParameters.count
        droppedParameters.removeAll { symbolTable.rowOf[Int($0.parameter)] >= 0 }
        return droppedParameters.count < before
    }
}
