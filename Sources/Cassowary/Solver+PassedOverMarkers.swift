/// A removal's marker passed over in restricted rows (`markerLeavingRow`) where it is real.
extension Solver {
    /// Among the restricted rows whose marker terms `markerLeavingRow` passed over, the one the
    /// marker should enter instead of the unrestricted row where it stands at `element`,
    /// chosen by the same ratios. Entering the unrestricted row makes its variable a
    /// parameter, and such a row holds it at the quotient of its term by that element:
    /// dropped, the row no longer says what its constraint does; kept, it leaves the augmented
    /// form. Pivoting there reaches the basis the unrestricted pivot and then the parameter's
    /// own ratio test would (0.0025 of v5 in a slack's row of scale 0.25, its marker term
    /// 2·10⁻⁸ beside 8·10⁻⁶ in v5's row: products of small multipliers). So a row stands for
    /// it where that ratio test would take the quotient (`leavingRow`): above
    /// `relativePivotTolerance` of the row's scale, or above `pivotTolerance` and at least
    /// `columnPivotShare` of the largest quotient. The second clause is what partial pivoting
    /// asks (growth bounded by the column); without it 10⁻⁴ of v4 (0.01·0.01) in an error
    /// row of scale 5,041 was dropped, v4 stayed a parameter at 0, and the level at 1 read
    /// 226,675 where 0 is optimal (`Fuzz/Regressions/solver/removal-keeps-a-parameter-in-an-error-row`).
    func restrictedRowStandingFor(_ element: Double, among passedOver: [(slot: Int32, a: Double)],
                                  small: Bool = false) -> (slot: Int32, isSmall: Bool)? {
        var choice = MarkerRatioChoice(), smallChoice = MarkerRatioChoice()
        let columnLargest = passedOver.reduce(0.0) { max($0, abs($1.a / element)) }
        for (slot, a) in passedOver {
            let row = rowStore.rows[Int(slot)]
            let q = abs(a / element), scale = max(1, row.largestMagnitude)
            if q > Self.relativePivotTolerance * scale || (q > Solver.pivotTolerance && q >= Self.columnPivotShare * columnLargest) {
                choice.consider(slot, row, a)
                smallChoice.consider(slot, row, a)
            } else if q > Self.refusedElementFloor * scale {
                smallChoice.consider(slot, row, a)
            }
        }
        if let slot = choice.slot { return (slot, false) }
        return small ? smallChoice.slot.map { ($0, true) } : nil
    }

    /// Takes record `slot` out of the tableau (`uninstallRow(_:smallStanding:)`); when its
    /// marker would enter an unrestricted row while a restricted row stands for it only at a
    /// quotient below the ratio test's floors, also tries entering that row, and keeps the
    /// outcome whose rebuilt tableau confirms it.
    ///
    /// Such a quotient can be real: a product of multipliers (6.4·10⁻⁷ = 0.01·0.01·0.0064 of
    /// v6 in #7's error row of 5,032, `Fuzz/Regressions/solver/removal-keeps-a-small-parameter-term`).
    /// Dropped, it pins the new parameter at 0 and the level at 1 read 248,551 where 0 is
    /// optimal. It can also be what nearly parallel rows left: taken unchecked, it moved a
    /// required row 8·10⁻⁴ off. So it is weighed as a refused pivot is
    /// (Solver+RefusedPivots.swift): the trial is rebuilt from the constraints and
    /// re-optimised, and kept only if every restricted row holds, every required constraint
    /// holds, its solution is well-conditioned, and its levels are lexicographically no
    /// higher. Equal levels keep it too: without it the parameter is a free variable that a
    /// restricted row holds, out of the simplex's reach, and a later constant change that
    /// makes that row negative cannot move it (#10's slack row held v4 at 3.8·10⁻⁹; level 250
    /// read 20.74 where 0 is optimal, `level-short-after-a-constant-change-3463df37`).
    mutating func uninstallRow(_ slot: Int) throws(SolverError) {
        collectMarkerNodesIfNeeded()
        let record = constraintTable.records[slot]
        var trial: Solver?
        if !isDeferringOptimization, levelIndex(Self.probeLevel) == nil,
           !([record.marker] + record.errors).contains(where: { symbolTable.rowOf[Int($0)] >= 0 }),
           markerLeavingChoice(record.marker, smallStanding: true)?.isSmall == true {
            trial = self
        }
        try uninstallRow(slot, smallStanding: false)
        guard var trial else { return }
        do {
            try trial.uninstallRow(slot, smallStanding: true)
            let refactors = trial.refactorCount
            try trial.refactor()
            guard trial.refactorCount > refactors else { return }
            try trial.optimize()
        } catch { return }
        if trial.confirmsSmallStanding(over: self) { self = trial }
    }

    /// Whether this trial of `uninstallRow` (a small standing row) holds up beside `other`, the
    /// removal without it: see `uninstallRow(_:)`.
    mutating func confirmsSmallStanding(over other: Solver) -> Bool {
        guard restrictedRowsHold(), requiredResidualViolation() == nil else { return false }
        for level in objective.levels.sorted(by: { $0.key > $1.key }) where level.key != Self.probeLevel {
            guard let k = other.levelIndex(level.key) else { return false }
            let theirs = other.objective.levels[k].constant
            let allowance = Solver.feasibilityTolerance * max(1, abs(theirs))
            if level.constant < theirs - allowance { break }
            if level.constant > theirs + allowance { return false }
        }
        return solutionIsWellConditioned()
    }
}

/// The restricted row a removal's marker enters, by the ratios of `markerLeavingRow`.
///
/// A row where the marker's coefficient is negative, with the smallest `-constant/a`, keeps
/// every restricted row feasible; failing that, the smallest `constant/a`. Ties go as
/// `Solver.isBetter` says. Both the marker's own rows and the rows it passed over choose so.
struct MarkerRatioChoice {
    private var first: (slot: Int32, ratio: Double, basic: Int32, a: Double)?
    private var second: (slot: Int32, ratio: Double, basic: Int32, a: Double)?

    /// Weighs `row` (at `slot`), where the marker stands at `a`.
    mutating func consider(_ slot: Int32, _ row: Row, _ a: Double) {
        if a < 0 {
            let ratio = -row.constant / a
            if first.map({ Solver.isBetter(ratio, row.basic, a, than: $0.ratio, $0.basic, $0.a) }) ?? true {
                first = (slot, ratio, row.basic, a)
            }
        } else {
            let ratio = row.constant / a
            if second.map({ Solver.isBetter(ratio, row.basic, a, than: $0.ratio, $0.basic, $0.a) }) ?? true {
                second = (slot, ratio, row.basic, a)
            }
        }
    }

    /// The chosen row, nil when none was weighed.
    var slot: Int32? { first?.slot ?? second?.slot }
}
