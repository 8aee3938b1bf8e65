/// Removals whose marker would enter a row at an element too small to trust: into an
/// unrestricted row at rounding's scale (the rows are rebuilt for a better basis instead), or
/// into a restricted row at a small share (the tableau is refactored before the row is chosen).
extension Solver {
    /// Takes record `slot` out by rebuilding the rows from the other constraints when its
    /// non-basic `marker` would enter the unrestricted row `chosen` at an element below
    /// `illConditionedPivotShare` of that row while another unrestricted row holds it at a
    /// share above that floor, or, when the chosen element is at rounding's scale (below
    /// `cancellationTolerance` of its row), above that scale; returns whether it did. The
    /// caller has taken the record's errors out of the objective.
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
    /// row refer to non-basic symbols only. The well-conditioned row need not be well-sized:
    /// in `Fuzz/Regressions/solver/basis-singular-after-four-removals-57b09ae5` rows 1.5 %
    /// apart had made v2's row of 10⁶ hold the removed inequality's slack at 1 (a share of
    /// 10⁻⁶, just below the floor), while three other rows held it at 5·10⁻¹³ of theirs;
    /// the slack entered v0's, and the next refactoring found the basis singular. (Past the
    /// conditioning limit, rows 5·10⁻⁸ apart hold real elements of 10⁻⁹ of their rows, and
    /// those are pivoted on as before: `refactor-singular-after-removals`.) A basis the
    /// rebuild finds singular leaves the tableau as it was, for the pivot. Layout rows hold
    /// their markers at shares near 1 and never come here.
    mutating func removesByRebuilding(_ slot: Int, marker: Int32, chosen: Int32) -> Bool {
        guard !isDeferringOptimization, levelIndex(Self.probeLevel) == nil,
              symbolTable.kinds[Int(rowStore.rows[Int(chosen)].basic)] == .external else { return false }
        // The chosen row alone first: most removals end here, without a walk of the column.
        let share = elementShare(markerElement(marker, inRow: chosen), inRow: chosen)
        guard share < Self.illConditionedPivotShare else { return false }
        let best = markerColumn(marker).filter { symbolTable.kinds[Int(rowStore.rows[Int($0.slot)].basic)] == .external }
            .max { elementShare($0.coefficient, inRow: $0.slot) < elementShare($1.coefficient, inRow: $1.slot) }
        guard let best else { return false }
        // Above the floor, or above rounding's scale where the chosen element is at it.
        let bestShare = elementShare(best.coefficient, inRow: best.slot)
        guard bestShare >= Self.illConditionedPivotShare
                || share < Self.cancellationTolerance && bestShare >= Self.cancellationTolerance else { return false }
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

    /// Refactors the tableau before a removal's non-basic `marker` enters the restricted row
    /// `r` at an element below `stableSingletonShare` of that row; returns whether it did, for
    /// the caller to choose the row again from the rebuilt rows.
    ///
    /// Such an element may be what drift left of a zero. Rows 1.7 % apart put a slack and a
    /// dummy into rows at ±57 and ±2,873 that cancel, and 30 pivots later (before any drift
    /// check was due) `Fuzz/Regressions/solver/basis-singular-after-five-removals-e814c386`
    /// held a removed equality's marker at 4.5·10⁻⁴ in a slack's row of 14, where exact
    /// arithmetic for the same basis gives 0 (values were 1.2 off as well). The marker entered
    /// there, and the next operation's refactoring found the basis singular. Rebuilt first, the
    /// row holds the marker at rounding's scale, and the marker enters an unrestricted row.
    /// An element that is real stays after the rebuild, and is pivoted on as before. Layout
    /// rows hold their markers at shares near 1 and never refactor here.
    mutating func refactorsBeforeASmallMarkerPivot(_ marker: Int32, row r: Int32) -> Bool {
        guard !isDeferringOptimization, levelIndex(Self.probeLevel) == nil else { return false }
        let kind = symbolTable.kinds[Int(rowStore.rows[Int(r)].basic)]
        guard kind != .external, kind != .dummy,
              abs(markerElement(marker, inRow: r)) < Self.stableSingletonShare * rowStore.rows[Int(r)].largestMagnitude
        else { return false }
        let refactors = refactorCount
        do { try refactor() } catch { return false }
        return refactorCount > refactors
    }

    /// Marker `m`'s element in row `r`: its own term plus what the row holds of it through
    /// shared marker parts (Solver+SharedMarkers.swift), as a walk of `m`'s column reads it.
    mutating func markerElement(_ m: Int32, inRow r: Int32) -> Double {
        var element = rowStore.rows[Int(r)].coefficient(of: m)
        if markerStore.hasSharedRows, markerStore.isShared[Int(m)], !rowStore.rows[Int(r)].shared.isEmpty {
            beginNodeQuery()
            element += sharedCoefficient(rowStore.rows[Int(r)].shared, of: m)
        }
        return element
    }
}
