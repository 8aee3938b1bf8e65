/// The residual check of required constraints after ill-conditioned pivots.
///
/// The tableau stands for the constraints only up to rounding. Pivots on elements that are a
/// tiny share of their row, or in rows of 10⁶ and more (a removal pivoting a marker into a
/// row of 10⁸ at an element of 0.02, which nearly parallel rows make: docs/solver.md),
/// multiply every rounding error of the row by that ratio, and a required constraint can then
/// end off by far more than rounding (10⁻⁵ of its size, and whole constraints lost a few
/// removals later in `Fuzz/Regressions/solver/refactor-singular-after-removals`) with nothing
/// reported. So such a pivot, and every refactoring, makes the re-optimisation that follows
/// evaluate every installed required constraint at the solution, as the LP oracle does: a
/// violation above `residualTolerance` times the larger of 1, its constant and its largest
/// term is repaired by rebuilding the tableau from the constraints (`refactor()`), and one
/// that survives that is reported as an internal failure, keeping the last good values.
/// A tableau that has once pivoted that way is nearly singular for good, and a later pivot
/// that looks harmless can still drop a required constraint (a removal lost 6.5·10⁻⁴ of one
/// in `required-off-after-removal`), so from the first such pivot on re-optimisations keep
/// checking (`fullChecksAreDue`). Layout rows, whose coefficients are ±1 and multipliers of
/// similar size, rarely make such pivots.
extension Solver {
    /// Tableaux of up to this many rows run the whole-tableau checks that events make due at
    /// every settled re-optimisation; larger ones space them (`fullChecksAreDue`), a due check
    /// waiting for its turn.
    ///
    /// Those checks are the drift after a pivot below `driftPivotShare` of its row, and the
    /// drift and required residuals that an ill-conditioned tableau keeps checking
    /// (`hasPivotedIllConditioned`, `hasPivotedOnSmallShare`). Each reads every row and
    /// constraint, so one per settle made builds quadratic once such pivots came: random
    /// local systems of 10,000 variables, whose quarter-step coefficients make pivots below
    /// 1 % of their rows, took over a minute to build where 1,000 took 70 ms. Every state of a
    /// tableau up to this size is checked as before, those of the fuzz targets and the LP
    /// oracle's scenarios (up to 1,000 constraints) among them; a larger ill-conditioned
    /// tableau can show a required constraint off for the settles before the next check finds
    /// and repairs it.
    static let fullCheckRows = 2048

    /// Rows past `fullCheckRows` per settle between two whole-tableau checks: a check of
    /// `rows` rows comes once every `(rows - fullCheckRows) / fullCheckSpacing` settles, so
    /// that it costs each settle about as much as reading this many rows. (On the local
    /// systems of 19,000 rows a check took about 14 ms, 0.7 µs a row: it rebuilds each row
    /// from its constraint and evaluates it at two points.)
    static let fullCheckSpacing = 8

    /// Whether whole-tableau checks that events made due run at this settle (see
    /// `fullCheckRows`); counts the settle.
    mutating func fullChecksAreDue() -> Bool {
        settlesSinceFullCheck += 1
        guard settlesSinceFullCheck * Self.fullCheckSpacing >= liveRowCount - Self.fullCheckRows else { return false }
        settlesSinceFullCheck = 0
        return true
    }

    /// A pivot element below this share of its row's largest coefficient makes the required
    /// constraints' residuals due for a check.
    static let illConditionedPivotShare = 1e-6

    /// A pivot in a row holding a coefficient above this makes them due too: such rows come
    /// only from a basis that nearly parallel rows make nearly singular (their coefficients
    /// grow as 1/d for rows d apart), where any pivot may drop what a required constraint
    /// left in the row. A removal pivoting an optional equality's error into a row of 1.1·10⁷
    /// lost a required equality whole (`required-lost-after-deferred-removals`).
    static let illConditionedRowSize = 1e6

    /// A required constraint's violation allowed at the solution, relative to its size.
    static let residualTolerance = 1e-6

    /// Notes a pivot on `element` in a row whose largest coefficient is `largest` (the row it
    /// becomes holds `largest/|element|`); below `driftShare` of it the drift is due.
    @inline(__always)
    mutating func notePivotElement(_ element: Double, largest: Double, driftShare: Double) {
        if abs(element) < driftShare * largest { driftIsDue = true }
        if abs(element) < Self.levelCostPivotShare * largest {
            // Its row grows by more than 10⁴: what the rows held to rounding may now be off
            // by more than a required constraint's tolerance (`required-off-after-a-small-pivot`).
            // The rows it rewrote keep that error in their coefficients, which the solution at
            // hand may not show: a later pivot that moves a variable far turns it into a
            // residual, so every later re-optimisation checks (`hasPivotedOnSmallShare`).
            levelCostsAreDue = true
            requiredResidualsAreDue = true
            hasPivotedOnSmallShare = true
        }
        if abs(element) < Self.illConditionedPivotShare * largest || largest > Self.illConditionedRowSize {
            requiredResidualsAreDue = true
            hasPivotedIllConditioned = true
        }
    }

    /// Notes a marker term dropped as noise by a removal (`dropMarkerNoise`) that would have
    /// changed its row (or level) of size `size` by `change`: past rounding
    /// (`cancellationTolerance` of the row) the term was real, the rows no longer stand
    /// exactly for the constraints, and the next re-optimisation rebuilds them from the
    /// constraints and checks the required ones. Only nearly parallel rows leave real terms
    /// that small; layout rows leave rounding, and pay nothing.
    @inline(__always)
    mutating func noteDroppedMarkerTerm(_ change: Double, size: Double) {
        if change > Self.cancellationTolerance * size {
            refactorIsDue = true
            requiredResidualsAreDue = true
            hasPivotedIllConditioned = true
        }
    }

    /// Notes an error of a required constraint fixed at 0 (`dissolveErrors`) while its row
    /// held it at `value`, for a constraint of constant `size`. The pending level found the
    /// constraint holding up to rounding of its size, but the pivots that dissolve the errors
    /// then move the solution by what the error held, divided by whatever element they take:
    /// a required equality 10⁻⁷ from the one before it left its error at 2.4·10⁻⁵, and the
    /// re-optimisation after the dissolve left a required inequality 15 off, unreported
    /// (`required-off-after-dissolving-errors`). Errors of layout rows dissolve at 0 up to
    /// rounding (10⁻¹⁰ of the constant), and pay nothing.
    @inline(__always)
    mutating func noteDissolvedError(value: Double, size: Double) {
        if abs(value) > Self.cancellationTolerance * max(1, size) {
            requiredResidualsAreDue = true
        }
    }

    /// Notes a definition substituted into rows that held its symbol at up to `largestBeta`:
    /// the rows it makes can hold up to `largestBeta` times its largest coefficient, and past
    /// `illConditionedRowSize` the basis is nearly singular, as for a pivot in such a row.
    /// Two pivots on well-sized elements (0.006 in a row of 20) can make rows of 10⁸ between
    /// them, which no pivot or inserted row saw: two removals later a removal's substitution
    /// left a required equality 1.5·10⁻⁶ of its size off, unreported
    /// (`required-off-after-substituted-rows-grow`). The constant counts as a coefficient:
    /// a removal's error entering at 0.005, substituted where it stood at 100, made a row of
    /// constant 1.5·10⁷ (coefficients of 2·10⁴) for a variable of −80, and a required
    /// equality on it ended 2.9·10⁻⁶ off (`required-off-after-a-row-constant-grows`).
    /// A removal's marker substituted into its column counts the same (`substituteOutMarker`):
    /// a dummy entering at 0.0025 where it stood at 1,198 made rows with constants of 2·10⁷,
    /// and required #9 ended 2·10⁻³ of 48.6 off (`required-off-after-a-marker-substitution`).
    /// Only `largestBeta` above 1 is looked at, and once: layout rows substitute terms of ±1
    /// and multipliers of similar size.
    ///
    /// The constant counts only past `illConditionedMultiplier`. Below it, a constant past
    /// `illConditionedRowSize` is the system's own scale, not a nearly singular basis: the
    /// rounding it carries grows by less than the multiplier. An equal-width row of 10,000
    /// views has positions of 4.8·10⁵, and built in shuffled order it substitutes a
    /// definition of constant −4.8·10⁵ by 4.8. Counted, it made the build check the whole
    /// tableau three times (14 of its 50 ms), where 1,000 views never checked.
    @inline(__always)
    mutating func noteSubstitutedRows(_ largestBeta: Double, _ definition: Row) {
        guard largestBeta > 1, !hasPivotedIllConditioned else { return }
        let constant = largestBeta > Self.illConditionedMultiplier ? abs(definition.constant) : 0
        guard largestBeta * max(definition.largestMagnitude, constant) > Self.illConditionedRowSize else { return }
        requiredResidualsAreDue = true
        hasPivotedIllConditioned = true
    }

    /// A substitution's multiplier above this makes its definition's constant count towards
    /// the rows' size (`noteSubstitutedRows`).
    ///
    /// Multipliers this large are ratios of a tiny element to a sized one, as in the
    /// regressions above (2·10⁴ and 4.8·10⁵). Layout multipliers (aspect ratios, the 0.5 of a
    /// centre) and the sums of a long row built out of order stay far below it: the equal-width
    /// rows of 3,000 to 30,000 views in four shuffled orders substitute by at most 20.
    static let illConditionedMultiplier = 100.0

    /// Notes a row entering the tableau whose largest coefficient is `largest`: rows that large
    /// come from substituting nearly singular ones, without a pivot in them.
    @inline(__always)
    mutating func noteInsertedRow(largest: Double) {
        if largest > Self.illConditionedRowSize {
            requiredResidualsAreDue = true
            hasPivotedIllConditioned = true
        }
    }

    /// The first installed required constraint the solution violates beyond
    /// `residualTolerance` of its size, as a sentence, or nil. Clears the due flag.
    mutating func requiredResidualViolation() -> String? {
        requiredResidualsAreDue = false
        let value = pointValues(probe: false)
        // A required constraint with errors is being installed (its pending pair measures how
        // far it is from holding) or was broken; neither is promised to hold yet.
        for slot in constraintTable.records.indices
        where constraintTable.records[slot].state == .required && constraintTable.records[slot].errors.isEmpty {
            let (off, size) = violation(ofRecord: slot, values: value)
            guard off > Self.residualTolerance * size else { continue }
            return "required constraint #\(slot) is off by \(off) (\(off / size) of its size) "
                + "at the solution: its rows are too close to parallel to solve (docs/solver.md)"
        }
        return nil
    }

    /// How far record `slot`'s constraint is from holding at `value` (every symbol's value),
    /// and its size: the larger of 1, its constant and its largest term.
    func violation(ofRecord slot: Int, values value: [Double]) -> (violation: Double, size: Double) {
        let constraint = constraintTable.stored[slot]
        var sum = -constraint.constant
        var size = max(1, abs(constraint.constant))
        for term in terms(ofRecord: slot) {
            let t = term.coefficient * value[Int(variableTable.symbol[Int(term.variable.index)])]
            sum += t
            size = max(size, abs(t))
        }
        return (Self.violation(sum: sum, constraint.relation), size)
    }

    /// How far `sum - constant` (given as `sum`) is from satisfying `relation`.
    static func violation(sum: Double, _ relation: Relation) -> Double {
        switch relation {
        case .equal: abs(sum)
        case .lessThanOrEqual: max(0, sum)
        case .greaterThanOrEqual: max(0, -sum)
        }
    }
}

