/// Drift: how far the tableau has wandered from the constraints it stands for, and refactoring,
/// which rebuilds it from them for the same basis.
///
/// Every pivot rewrites each row holding the entering symbol, and each rewrite rounds. On
/// layouts the rows are short and a symbol sits in few rows, so the rounding stays near the
/// last bit. On dense systems (random rows of 150 variables, 2 to 4 terms each, reach rows of
/// 200 terms after a few hundred pivots) thousands of pivots accumulate it: reduced costs
/// that should be 0 read ±10⁻⁶, a coefficient that should be 2 reads 1.99995, and the simplex
/// steers on the noise, pivoting on elements that are rounding error and blowing rows up.
/// Revised simplex codes refactor their basis every hundred pivots or so; the equivalent
/// here is to rebuild every row from the original constraints, solved for the symbols that
/// are basic now.
///
/// **Measuring drift.** `tableauDrift()` evaluates each constraint's own row (its terms, its
/// marker, errors and slack as built) at two points the tableau defines: the current
/// solution (non-basic symbols at 0) and a probe point (non-basic symbols at fixed
/// pseudo-random values in [1, 2), markers of required equalities at 0). An exact tableau
/// satisfies every constraint at both points; what is left, relative to the size of the terms,
/// is the drift. Each objective level is checked the same way against the sum of its weighted
/// errors. It costs one pass over the rows, the constraints and the levels, so `optimize()`
/// runs it only after about as many pivots as there are rows (`checkDriftIfDue`).
///
/// **Refactoring.** Gaussian elimination of the constraints' rows, in creation order, each
/// solved for the symbol of the old basis that it holds with the largest coefficient (partial
/// pivoting) and substituted out of the rows before it. The basis is the same, so the solution
/// is the same up to rounding, and the simplex continues where it was. Unrestricted rows come
/// out fully expanded (referring to no other basic variable, Solver+Chains.swift): a cost only
/// the drifting systems pay.
extension Solver {
    /// Relative drift beyond which the tableau is refactored.
    static let driftTolerance = 1e-8

    /// Whether record `slot` has a row of its own in the tableau's system (a guest shares its
    /// host's, a parked bound waits outside).
    func hasOwnRow(_ slot: Int) -> Bool {
        switch constraintTable.records[slot].state {
        case .required, .optional, .broken: constraintTable.records[slot].host < 0
        case .removed, .parked: false
        }
    }

    /// Record `slot`'s row as the constraint defines it: `0 = -constant + Σ aᵢxᵢ` plus its own
    /// slack, marker and errors with the coefficients `buildRow` gave them, plus the pending or
    /// broken pair `∓e⁺ ± e⁻` of a required constraint that could not hold when it was added.
    func originalRow(ofRecord slot: Int) -> Row {
        let constraint = constraintTable.stored[slot]
        let record = constraintTable.records[slot]
        var row = Row(constant: -constraint.constant)
        for term in terms(ofRecord: slot) {
            row.add(variableTable.symbol[Int(term.variable.index)], term.coefficient)
        }
        let required = constraint.priority.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sigma: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            row.add(record.marker, sigma)
            if !required, let error = record.errors.first { row.add(error, -sigma) }
        case .equal:
            if required {
                row.add(record.marker, 1)
            } else if record.errors.count == 2 {
                row.add(record.errors[0], -1)
                row.add(record.errors[1], 1)
            }
        }
        if required, record.errors.count == 2 {
            let sign = Double(record.errorSign)
            row.add(record.errors[0], -sign)
            row.add(record.errors[1], sign)
        }
        return row
    }

    // MARK: - Cancellation

    /// Drops from an expanded row the unrestricted variables whose coefficients are what is
    /// left of an exact cancellation: below `cancellationTolerance` times the row's largest
    /// coefficient.
    ///
    /// Expanding sums rows: a variable that two references hold with opposite coefficients
    /// cancels to rounding (5·10⁻¹² in a row whose largest coefficient is 6, on a random system
    /// with constants up to 10⁵). Kept, it would make the row's subject, and dividing by it
    /// rewrote the row with coefficients of 10¹² and constants of 10¹⁵: every later value read
    /// through it was wrong (required constraints off by 10⁵ while every invariant held). A
    /// row whose only unrestricted terms are such leftovers is a restricted row, as it would be
    /// in exact arithmetic. Nearly parallel rows leave differences of 10⁻⁹ and more, which stay.
    /// Returns the variables dropped: a product of small multipliers can be that small too
    /// (Solver+DroppedParameters.swift).
    @inline(__always) @discardableResult
    func dropCancelledVariables(_ row: inout Row) -> [Int32] {
        let floor = Self.cancellationTolerance * row.largestMagnitude
        var dropped: [Int32] = []
        row.terms.removeAll {
            guard symbolTable.kinds[Int($0.symbol)] == .external, abs($0.coefficient) <= floor else { return false }
            dropped.append($0.symbol)
            return true
        }
        return dropped
    }

    /// Relative size below which `dropCancelledVariables` takes a coefficient for rounding.
    static let cancellationTolerance = 1e-10

    // MARK: - Drift

    /// The largest residual of a constraint's row or an objective level, relative to the size
    /// of its terms, at the current solution and at a probe point (see the type's note).
    mutating func tableauDrift() -> Double {
        pivotsSinceDriftCheck = 0
        rowsRewrittenSinceDriftCheck = 0
        driftIsDue = false
        var worst = 0.0
        for probe in [false, true] {
            let value = pointValues(probe: probe)
            for slot in constraintTable.records.indices where hasOwnRow(slot) {
                let row = originalRow(ofRecord: slot)
                var sum = row.constant, scale = abs(row.constant)
                for term in row.terms {
                    let t = term.coefficient * value[Int(term.symbol)]
                    sum += t
                    scale += abs(t)
                }
                worst = max(worst, abs(sum) / max(1, scale))
            }
            for level in objective.levels where level.key != Self.probeLevel {
                var sum = level.constant, scale = abs(level.constant)
                for s in level.coefficients.indices where level.coefficients[s] != 0 {
                    let t = level.coefficients[s] * value[s]
                    sum += t
                    scale += abs(t)
                }
                for slot in constraintTable.records.indices where constraintTable.records[slot].state != .removed
                    && constraintTable.records[slot].levelKey == level.key {
                    for e in constraintTable.records[slot].errors {
                        sum -= value[Int(e)]
                        scale += abs(value[Int(e)])
                    }
                }
                worst = max(worst, abs(sum) / max(1, scale))
            }
        }
        return worst
    }

    /// Every symbol's value at the current solution, or with `probe` at the probe point:
    /// non-basic symbols at a fixed value in [1, 2) from their index (markers of required
    /// equalities, which rows may hold through shared nodes, at 0), basic ones by their rows.
    func pointValues(probe: Bool) -> [Double] {
        var value = [Double](repeating: 0, count: symbolCount)
        if probe {
            for s in 0..<symbolCount where symbolTable.rowOf[s] < 0 && symbolTable.kinds[s] != .dummy {
                var z = UInt64(s) &* 0x9E37_79B9_7F4A_7C15
                z = (z ^ (z >> 29)) &* 0xBF58_476D_1CE4_E5B9
                value[s] = 1 + Double(z >> 11) / Double(1 << 53)
            }
        }
        // Restricted rows hold only non-basic symbols; unrestricted ones may refer to basic
        // unrestricted variables of lower rank, so those go in rank order.
        var unrestricted: [Int32] = []
        for row in rowStore.rows where row.basic >= 0 {
            if symbolTable.kinds[Int(row.basic)] == .external {
                unrestricted.append(row.basic)
                continue
            }
            var v = row.constant
            for term in row.terms { v += term.coefficient * value[Int(term.symbol)] }
            value[Int(row.basic)] = v
        }
        // The ranks are read from a local copy: a closure reading `self` copied the solver's
        // fields for every comparison (a third of a form built bottom up).
        let ranks = valueChains.rank
        unrestricted.sort { ranks[Int($0)] < ranks[Int($1)] }
        for s in unrestricted {
            let row = rowStore.rows[Int(symbolTable.rowOf[Int(s)])]
            var v = row.constant
            for term in row.terms { v += term.coefficient * value[Int(term.symbol)] }
            value[Int(s)] = v
        }
        return value
    }

    /// Checks the drift once enough pivots have passed since the last check, or enough rows
    /// have been rewritten, and refactors at once when a removal dropped terms its rows
    /// needed (`refactorIsDue`); returns whether the tableau was refactored. The simplex loops call
    /// it after every pivot: a long repair on a dense tableau drifts from 10⁻⁷ to 10⁻¹ within a
    /// few thousand pivots. Rows rewritten count too: adding rows whose subjects are
    /// substituted into others drifts the tableau without a pivot (to 10⁻³ over a hundred
    /// adds on systems with constants from 10⁻³ to 10⁵). A check costs one pass over the
    /// tableau, so one per `4 × rows` rewrites stays in proportion to the rewriting.
    ///
    /// With `settled` (the end of a re-optimisation) a tableau that has pivoted ill-conditioned
    /// (`hasPivotedIllConditioned`: rows of 10⁶ and more, tiny pivot elements) is checked
    /// whatever the count: its rows hold values of 10¹⁰, and cancelling them left a level's
    /// constant 4·10⁻⁴ off, where its errors were all 0, between two counted checks. So is
    /// one whose rows dropped a parameter term (Solver+DroppedParameters.swift). Such
    /// tableaux check their required residuals at the same settles; layout rows rarely pivot
    /// that way. These checks, and a drift made due by a small pivot, run at every settle in
    /// tableaux of up to `fullCheckRows` rows, and are spaced by the tableau's size above
    /// (`fullChecks`).
    ///
    /// A removal's rebuild can find a restricted row holding a parameter above rounding once
    /// the dropped terms are back (`misplacedParameter`), and keep the rows that lacked it:
    /// in `Fuzz/Regressions/solver/level-250-short-of-a-dropped-parameter-4cf38adb` an error
    /// row so lacked 7.8·10⁻¹¹·v3, and priority 250 read 71.58 where moving v3 by 9·10¹¹
    /// takes it to 0. The parameter is then tried in that row's place (`tryParameterRows`),
    /// not swapped in outright: past the conditioning limit the swapped basis can leave a
    /// required row the dual simplex cannot repair.
    ///
    /// `fullChecks`: at a settle, whether checks an event made due may read the whole tableau
    /// now (`fullChecksAreDue`); when not, a due drift check waits for a later settle.
    mutating func refactorIfDrifted(settled: Bool = false, fullChecks: Bool = false) throws(SolverError) -> Bool {
        if settled, hasDroppedParameters, rebuildForDroppedParameters() { return true }
        if refactorIsDue, levelIndex(Self.probeLevel) == nil {
            // A removal dropped terms its rows needed (`noteDroppedMarkerTerm`): rebuild them
            // whatever the drift measures. Should the basis prove singular, the required
            // residuals (due as well) find what that left off and report it.
            refactorIsDue = false
            do { try refactor() } catch { return false }
            // Rows that cannot be rebuilt for this basis because a restricted one holds a
            // parameter (`misplacedParameter`): the parameter is tried in that row's place.
            if settled, let swap = misplacedParameter {
                misplacedParameter = nil
                recordDroppedParameter(swap.entering, fromRestrictedRow: swap.leaving)
                tryParameterRows()
            }
            return true
        }
        guard settled && fullChecks && (hasPivotedIllConditioned || driftIsDue)
                || pivotsSinceDriftCheck >= Self.driftCheckInterval + liveRowCount
                || rowsRewrittenSinceDriftCheck >= Self.driftCheckInterval + 4 * liveRowCount,
              levelIndex(Self.probeLevel) == nil else { return false }
        guard tableauDrift() > Self.driftTolerance || levelCostDrift() > Self.levelCostTolerance else { return false }
        // A check between pivots is a precaution: when the rows cannot be rebuilt for this
        // basis (`refactor` then leaves them as they were), the operation goes on with them,
        // as it would have without the check.
        let refactors = refactorCount
        do { try refactor() } catch { return false }
        return refactorCount > refactors || settled && placeMisplacedParameter()
    }

    /// Pivots between drift checks, besides one per row.
    static let driftCheckInterval = 64

    /// A pivot element below this share of its row's largest coefficient makes the settled
    /// re-optimisation measure the drift (`driftIsDue`), however few pivots came before it.
    ///
    /// Such a pivot multiplies what rounding its row held by the inverse share, and a few of
    /// them take a small tableau past `driftTolerance` long before `driftCheckInterval` comes
    /// round. In `Fuzz/Regressions/solver/level-short-at-a-build-4d6dbb90` (fifteen
    /// constraints, multipliers 0.01 to 4, two rows 1.7 % apart) the build's last two pivots,
    /// at 3.3·10⁻³ and 2.5·10⁻³ of their rows, left a drift of 5.8·10⁻⁸ fourteen pivots
    /// after the tableau was built: priority 1 read optimal at 38,845.72 where the same basis,
    /// rebuilt, gives 38,845.52, the LP oracle's optimum (0.2 above, five times the oracle's
    /// tolerance). Layout rows pivot on ±1 and multipliers of similar size, and pay nothing.
    static let driftPivotShare = 1e-2

    /// A removal's marker entering its row below this share of the row's largest coefficient
    /// makes the drift due too (`pivotMarkerIn`).
    ///
    /// In `Fuzz/Regressions/solver/level-1-off-by-drift-after-a-removal-51dac8bb` a removal's
    /// pivot at 1.9·10⁻² of its row took the drift from 1.6·10⁻¹⁰ to 4.8·10⁻⁸, and priority 1
    /// read optimal at 30,745.50 where the basis rebuilt gives the oracle's 30,745.20. The
    /// same share for every pivot doubled the time of the dense 500-variable oracle build,
    /// whose many pivots at a few percent are each checked; a removal pivots once.
    static let markerDriftPivotShare = 5e-2

    var liveRowCount: Int { rowStore.rows.count - rowStore.free.count }

    // MARK: - Refactoring

    /// Rebuilds every row from the constraints for the current basis (see the type's note),
    /// and the objective from the weights. Throws, with the tableau as it was, when the
    /// constraints' rows cannot be solved for that basis (it has become numerically singular).
    /// With `swapping`, the basis is the current one with `entering` in place of `leaving`.
    ///
    /// The elimination first prefers any column singleton above rounding, which makes no fill
    /// (`refactorSubject`). When the rows it makes still drift, it is run again preferring
    /// only singletons at least `stableSingletonShare` of their row, which bounds how much
    /// each substitution can grow the rows before it, and the rows that drift less are kept.
    /// Each order fails where the other holds: rows 5·10⁻⁸ apart need singletons of 10⁻⁹ of
    /// their row (`illConditionedRemovalsKeepRequiredConstraints`), while on the ratios shape
    /// at 250 variables (seed 50000, docs/solver.md) the first left a required constraint 6.8
    /// off and the second holds it. Layouts rarely refactor, and their first elimination
    /// holds.
    mutating func refactor(swapping: (leaving: Int32, entering: Int32)? = nil) throws(SolverError) {
        // The probe level of a value range has no record to rebuild it from; it lives for one
        // optimisation of a copy, so its drift is not worth the bookkeeping.
        guard levelIndex(Self.probeLevel) == nil else { return }
        misplacedParameter = nil
        let saved = self
        let (isBasic, basisSize) = basisFlags(applying: swapping.map { [$0] } ?? [])
        var kept: (solver: Solver, drift: Double)?
        var failure: SolverError?
        do {
            if try rebuildRows(isBasic, basisSize, singletonShare: Self.cancellationTolerance) {
                finishRefactoring(swapping)
                let drift = tableauDrift()
                if drift <= Self.driftTolerance { return }
                kept = (self, drift)
            }
        } catch {
            failure = error
        }
        self = saved
        do {
            if try rebuildRows(isBasic, basisSize, singletonShare: Self.stableSingletonShare) {
                finishRefactoring(swapping)
                if let kept, kept.drift <= tableauDrift() { self = kept.solver }
                return
            }
        } catch {
            failure = failure ?? error
        }
        let misplaced = misplacedParameter
        self = kept?.solver ?? saved
        if kept == nil, let failure { throw failure }
        misplacedParameter = kept == nil ? misplaced : nil
    }

    /// A column singleton below this share of its row is not preferred in the second
    /// elimination of `refactor`: each substitution then grows the rows before it at most
    /// a thousandfold, the threshold that sparse LU codes put on their pivots.
    static let stableSingletonShare = 1e-3

    /// What follows rebuilt rows: `restoreAfterRefactoring`, and a rank for a variable that
    /// `swapping` brought into the basis, as a new row's subject takes one.
    mutating func finishRefactoring(_ swapping: (leaving: Int32, entering: Int32)?) {
        restoreAfterRefactoring()
        if let (_, entering) = swapping, symbolTable.kinds[Int(entering)] == .external {
            valueChains.rank[Int(entering)] = newRank(for: entering)
            markStale(entering)
        }
    }

    /// After the rows are rebuilt: unrestricted values to re-evaluate, the objective summed
    /// again from the errors' weights, infeasible rows queued, the drift counters reset, and
    /// the required constraints' residuals due for a check.
    mutating func restoreAfterRefactoring() {
        for s in 0..<symbolCount where symbolTable.kinds[s] == .external
            && symbolTable.rowOf[s] >= 0 { markStale(Int32(s)) }
        for slot in constraintTable.records.indices where constraintTable.records[slot].state != .removed
            && !constraintTable.records[slot].errors.isEmpty {
            guard let l = levelIndex(constraintTable.records[slot].levelKey) else { continue }
            for e in constraintTable.records[slot].errors { objectiveAdd(l, e, 1) }
        }
        for r in rowStore.rows.indices where rowStore.rows[r].basic >= 0 { queueIfInfeasible(rowStore.rows[r].basic) }
        pivotsSinceRefactor = 0
        pivotsSinceDriftCheck = 0
        rowsRewrittenSinceDriftCheck = 0
        refactorCount += 1
        requiredResidualsAreDue = true
    }

    /// Relative size below which a refactored row counts as empty (a redundant constraint).
    static let refactorPivotTolerance = 1e-11

    /// Empties the rows, the column index, the shared marker nodes, the objective's
    /// coefficients and the queues, keeping symbols, records and levels.
    mutating func clearTableau() {
        for row in rowStore.rows where row.basic >= 0 { symbolTable.rowOf[Int(row.basic)] = -1 }
        rowStore.rows.removeAll(keepingCapacity: true)
        rowStore.stamps.removeAll(keepingCapacity: true)
        rowStore.free.removeAll(keepingCapacity: true)
        if columnIndex.isEnabled { for s in columnIndex.head.indices { columnIndex.head[s] = -1 } }
        columnIndex.nodes.removeAll(keepingCapacity: true)
        columnIndex.freeNode = -1
        columnIndex.nodesInUse = 0
        rowStore.liveTerms = 0
        columnIndex.sweepCursor = 0
        markerStore.nodes.removeAll()
        markerStore.free.removeAll()
        markerStore.value.removeAll()
        markerStore.valueStamp.removeAll()
        markerStore.visitStamp.removeAll()
        markerStore.inUse = 0
        markerStore.inUseAtLastCollection = 0
        markerStore.hasSharedRows = false
        objective.snapped.removeAll()
        for l in objective.levels.indices {
            objective.levels[l].constant = 0
            for s in objective.levels[l].coefficients.indices { objective.levels[l].coefficients[s] = 0 }
            objective.levels[l].touched.removeAll()
        }
        for s in objective.candidates { objective.isCandidate[Int(s)] = false }
        objective.candidates.removeAll(keepingCapacity: true)
        clearInfeasible()
    }
}
