/// A removal whose marker would enter an unrestricted row only at rounding's scale, made by
/// rebuilding the tableau for a better basis instead.
extension Solver {
    /// Takes record `slot` out by rebuilding the rows from the other constraints when its
    /// non-basic `marker` would enter the unrestricted row `chosen` at an element below
    /// `illConditionedPivotShare` of that row while another unrestricted row holds it at a
    /// share above that floor; returns whether it did. The caller has taken the record's
    /// errors out of the objective.
    ///
    /// Entering `chosen` and dropping it makes its variable a parameter; so does entering
    /// any other row that holds the marker, with its own variable: in exact arithmetic every
    /// such basis is as good. `markerLeavingRow` keeps to the lowest-ranked row, or to a row
    /// that refers to no basic variable, so that no row comes to refer to itself
    /// (Solver+Chains.swift); when all of those hold the marker at rounding's scale, the pivot
    /// divides by it. In `Fuzz/Regressions/solver/level-short-after-a-removal-9d92eae6`
    /// removing #5 entered its marker at 5.9·10⁻⁷ in v1's row of 3.9·10⁵ (a share of
    /// 1.5·10⁻¹²) while v2's row held it at 1 of 4: the rows came out with constants of
    /// 3·10¹⁵ that cancel to values of 10⁶, and priority 999 read 0 where its errors summed
    /// to 7.5·10⁶. Rebuilding from the constraints for the basis with the well-conditioned
    /// row's variable left out reaches the same vertex without the division, and makes every
    /// row refer to non-basic symbols only. A basis the rebuild finds singular leaves the
    /// tableau as it was, for the pivot. Layout rows hold their markers at shares near 1 and
    /// never come here.
    mutating func removesByRebuilding(_ slot: Int, marker: Int32, chosen: Int32) -> Bool {
        guard !isDeferringOptimization, levelIndex(Self.probeLevel) == nil,
              symbolTable.kinds[Int(rowStore.rows[Int(chosen)].basic)] == .external else { return false }
        func share(_ r: Int32, _ a: Double) -> Double {
            abs(a) / max(rowStore.rows[Int(r)].largestMagnitude, Solver.epsilon)
        }
        let column = markerColumn(marker)
        guard let element = column.first(where: { $0.slot == chosen })?.coefficient,
              share(chosen, element) < Self.illConditionedPivotShare else { return false }
        let best = column.filter { symbolTable.kinds[Int(rowStore.rows[Int($0.slot)].basic)] == .external }
            .max { share($0.slot, $0.coefficient) < share($1.slot, $1.coefficient) }
        guard let best, share(best.slot, best.coefficient) >= Self.illConditionedPivotShare else { return false }
        let saved = self
        let leaving = rowStore.rows[Int(best.slot)].basic
        var (isBasic, basisSize) = basisFlags(applying: [])
        isBasic[Int(leaving)] = false
        constraintTable.records[slot].state = .removed
        do {
            if try rebuildRows(isBasic, basisSize - 1, singletonShare: Self.cancellationTolerance) {
                finishRefactoring(nil)
                for s in 0..<symbolCount where symbolTable.rowOf[s] < 0 { objective.queue(Int32(s)) }
                return true
            }
        } catch {}
        self = saved
        return false
    }
}
