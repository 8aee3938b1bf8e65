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
/// term was rounding or real, the rebuilt rows say what the constraints say. Layout rows
/// cancel exactly (coefficients ±1 and multipliers of similar size) and drop nothing.
extension Solver {
    /// Notes the parameters `dropped` from a row entering the tableau: the next settled
    /// re-optimisation rebuilds the rows, and a later one again when one of them turns basic.
    @inline(__always)
    mutating func noteDroppedParameters(_ dropped: [Int32]) {
        guard !dropped.isEmpty else { return }
        droppedParameterRebuildIsDue = true
        for s in dropped { recordDroppedParameter(s) }
    }

    /// Remembers parameter `s`, whose term a row dropped: once it is basic, every row that
    /// held it must take its definition.
    mutating func recordDroppedParameter(_ s: Int32) {
        if !droppedParameters.contains(s) { droppedParameters.append(s) }
    }

    /// Rebuilds the tableau from the constraints when a new row dropped a parameter or a
    /// remembered one has turned basic since (see the type's note); returns whether it did.
    /// A basis that cannot be rebuilt is left as it was, as a drift check leaves it.
    mutating func rebuildForDroppedParameters() -> Bool {
        guard droppedParameterRebuildIsDue || droppedParameterTurnedBasic(),
              levelIndex(Self.probeLevel) == nil else { return false }
        droppedParameterRebuildIsDue = false
        let refactors = refactorCount
        do { try refactor() } catch { return false }
        return refactorCount > refactors
    }

    /// Whether a remembered parameter is basic now; forgets those that are.
    mutating func droppedParameterTurnedBasic() -> Bool {
        guard !droppedParameters.isEmpty else { return false }
        let before = droppedParameters.count
        droppedParameters.removeAll { symbolTable.rowOf[Int($0)] >= 0 }
        return droppedParameters.count < before
    }
}
