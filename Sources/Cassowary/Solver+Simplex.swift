/// Adding and removing constraints, constant changes, and the primal and dual simplex.
extension Solver {
    // MARK: - Building a row

    /// Builds the raw row `0 = -constant + Σ aᵢxᵢ + markers` for a record and registers its errors.
    ///
    /// Per relation (σ = +1 for `<=`, -1 for `>=`):
    /// 1. `e <= 0` / `e >= 0`: `e + σ·slack = 0` (slack ≥ 0); if optional, also `- σ·error`, so
    ///    `error ≥ max(0, violation)`.
    /// 2. required `e == 0`: `e + dummy = 0`, dummy fixed at 0.
    /// 3. optional `e == 0`: `e - error⁺ + error⁻ = 0`; the cost `error⁺ + error⁻ ≥ |e|` (L1).
    ///
    /// Nothing is substituted yet: `place(_:)` decides how far the row must be expanded.
    mutating func buildRow(_ slot: Int) -> Row {
        let constraint = records[slot].constraint
        var row = Row(constant: -constraint.constant)
        for term in constraint.terms { row.add(variableSymbol[Int(term.variable.index)], term.coefficient) }
        let owner = Int32(slot)
        let isRequired = constraint.priority.isRequired
        var errors: [Int32] = []
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sigma: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack, owner: owner)
            row.add(slack, sigma)
            records[slot].marker = slack
            records[slot].markerSign = sigma
            if !isRequired {
                let error = newSymbol(.error, owner: owner)
                row.add(error, -sigma)
                errors = [error]
            }
        case .equal:
            if isRequired {
                let dummy = newSymbol(.dummy, owner: owner)
                row.add(dummy, 1)
                records[slot].marker = dummy
                records[slot].markerSign = 1
            } else {
                let plus = newSymbol(.error, owner: owner)
                let minus = newSymbol(.error, owner: owner)
                row.add(plus, -1)
                row.add(minus, 1)
                records[slot].marker = plus
                records[slot].markerSign = -1
                errors = [plus, minus]
            }
        }
        records[slot].errors = errors
        if !errors.isEmpty {
            let key = constraint.priority.value
            records[slot].levelKey = key
            let l = ensureLevel(key)
            levels[l].users += errors.count
            for e in errors { bump(l, e, 1) }
        }
        return row
    }

    /// The restricted symbol to make basic in a new restricted row, or nil for the pending path.
    ///
    /// The row holds only non-basic restricted symbols and a non-negative constant.
    /// 1. The record's slack or error symbol with a negative coefficient: it starts at
    ///    `constant / -coefficient ≥ 0`, a feasible value.
    /// 2. Otherwise, when every term is a dummy and the constant is zero, the record's dummy: the
    ///    constraint is redundant with the required equalities already present.
    func chooseRestrictedSubject(_ row: Row, _ slot: Int) -> Int32? {
        let own = [records[slot].marker] + records[slot].errors
        for s in own where kinds[Int(s)] != .dummy && row.coefficient(of: s) < 0 { return s }
        if row.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }), abs(row.constant) <= Solver.feasibilityTolerance {
            let marker = records[slot].marker
            if kinds[Int(marker)] == .dummy, row.contains(marker) { return marker }
        }
        return nil
    }

    // MARK: - Install and uninstall

    enum InstallResult {
        case success(Conflict?)
        case failure(SolverError)
    }

    /// Puts record `slot` into the tableau and re-optimises.
    ///
    /// A row that can define a free variable becomes that variable's (lazy) row and changes
    /// nothing else. Otherwise it is a canonical restricted row: its subject is substituted into
    /// the restricted rows and the objective, then the simplex runs.
    mutating func install(_ slot: Int, breakIfUnsatisfiable: Bool) -> InstallResult {
        records[slot].state = records[slot].constraint.priority.isRequired ? .required : .optional
        switch place(buildRow(slot)) {
        case .unrestricted(let subject, var row):
            _ = row.solve(for: subject)
            insertRow(row)
        case .restricted(var row):
            if row.constant < 0 { row.reverseSign() }
            guard let subject = chooseRestrictedSubject(row, slot) else {
                return installPending(slot, row: row, breakIfUnsatisfiable: breakIfUnsatisfiable)
            }
            _ = row.solve(for: subject)
            let r = insertRow(row)
            substituteOut(subject, definedBy: r)
        }
        do { try optimize() } catch { return .failure(error) }
        return .success(nil)
    }

    /// Takes record `slot` out of the tableau and re-optimises.
    ///
    /// 1. Its error terms leave the objective.
    /// 2. If its marker is basic, that row is dropped. Otherwise the marker is pivoted into the
    ///    basis in the row chosen by `markerLeavingRow` and that row is dropped. The marker
    ///    appears only in this constraint's own equation, so every other row then holds no
    ///    trace of the constraint, and its error symbols are gone with the row.
    mutating func uninstall(_ slot: Int) throws(SolverError) {
        let record = records[slot]
        if !record.errors.isEmpty, let l = levelIndex(record.levelKey) {
            for e in record.errors { objectiveAdd(l, e, -1) }
            levels[l].users -= record.errors.count
        }
        let marker = record.marker
        eliminate(marker)
        // Numerical safety net: a symbol of this record still in the tableau is eliminated too.
        for e in record.errors where rowOf[Int(e)] >= 0 || !rowsContaining(e).isEmpty { eliminate(e) }
        freeSymbol(marker)
        for e in record.errors { freeSymbol(e) }
        if !record.errors.isEmpty { dropLevelIfUnused(record.levelKey) }
        records[slot].state = .removed
        try optimize()
    }

    /// Removes `s`'s equation from the tableau: `s` becomes basic in one row, is substituted out
    /// of every other row (lazy unrestricted rows included), and that row is dropped.
    ///
    /// Each stored row is an equation, a combination of the constraints' own equations; a
    /// constraint's weight in it is its marker's coefficient there, since the marker appears in
    /// no other constraint. Rows without the marker therefore hold without the constraint. The
    /// lazy rows that do mention it are first made canonical (in some, the marker cancels), so
    /// that the pivot row refers to no basic symbol and substitution stays well defined.
    mutating func eliminate(_ s: Int32) {
        if rowOf[Int(s)] < 0 {
            for slot in rowsContaining(s) where kinds[Int(rows[Int(slot)].basic)] == .external {
                var canonical = rows[Int(slot)]
                expandFully(&canonical)
                replaceTerms(of: slot, with: canonical)
            }
            guard let r = markerLeavingRow(s) else { return }
            pivot(r, entering: s, intoUnrestrictedRows: true)
        } else {
            substituteOut(s, definedBy: rowOf[Int(s)], intoUnrestrictedRows: true)
        }
        dropRow(rowOf[Int(s)])
    }

    /// The row in which a non-basic marker should enter the basis before its row is dropped.
    ///
    /// 1. A restricted row where the marker's coefficient is negative, with the smallest
    ///    ratio `-constant/coefficient`: entering there keeps every restricted row feasible.
    /// 2. Otherwise a restricted row with the smallest `constant/coefficient`.
    /// 3. Otherwise an unrestricted row.
    /// Ties go to the row whose basic symbol was created first.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: (slot: Int32, ratio: Double, basic: Int32)?
        var second: (slot: Int32, ratio: Double, basic: Int32)?
        var third: (slot: Int32, basic: Int32)?
        for slot in rowsContaining(marker) {
            let row = rows[Int(slot)]
            let a = row.coefficient(of: marker)
            if kinds[Int(row.basic)] == .external {
                if third == nil || row.basic < third!.basic { third = (slot, row.basic) }
            } else if a < 0 {
                let ratio = -row.constant / a
                if first == nil || Self.isBetter(ratio, row.basic, than: first!.ratio, first!.basic) {
                    first = (slot, ratio, row.basic)
                }
            } else {
                let ratio = row.constant / a
                if second == nil || Self.isBetter(ratio, row.basic, than: second!.ratio, second!.basic) {
                    second = (slot, ratio, row.basic)
                }
            }
        }
        return first?.slot ?? second?.slot ?? third?.slot
    }

    /// Smaller ratio wins; within epsilon, the earlier-created basic symbol wins (Bland).
    static func isBetter(_ ratio: Double, _ basic: Int32, than other: Double, _ otherBasic: Int32) -> Bool {
        if ratio < other - Solver.epsilon { return true }
        if ratio > other + Solver.epsilon { return false }
        return basic < otherBasic
    }

    // MARK: - Constant changes

    /// Changes a record's constant by shifting its marker, then repairs with the dual simplex.
    mutating func changeConstant(_ slot: Int, to value: Double) throws(SolverError) -> Conflict? {
        let delta = value - records[slot].constraint.constant
        guard delta != 0 else { return nil }
        records[slot].constraint.constant = value
        let shift = delta / records[slot].markerSign
        shiftMarker(records[slot].marker, by: shift)
        if try dualOptimize() {
            try optimize()
            try healBrokenConstraints()
            return nil
        }
        // A required constraint can no longer hold: restore, then re-add it the breaking way.
        shiftMarker(records[slot].marker, by: -shift)
        _ = try dualOptimize()
        try uninstall(slot)
        switch install(slot, breakIfUnsatisfiable: true) {
        case .success(let conflict): return conflict
        case .failure(let error): throw error
        }
    }

    /// Renames marker `m` to `m - shift` throughout the tableau.
    ///
    /// Algebra: raising a constraint's right-hand side by δ turns `0 = -k + e + σ·m` into
    /// `0 = -k + e + σ·(m - δ/σ)`. So the old tableau holds with `m̃ = m - shift`, `shift = δ/σ`;
    /// substituting `m̃` back: a basic `m` row gains `+shift`, every row holding `β·m` gains
    /// `-β·shift` (lazy rows may hold `m` even while it is basic), and each objective level
    /// holding `c·m` gains `-c·shift`.
    mutating func shiftMarker(_ m: Int32, by shift: Double) {
        valuesAreFresh = false
        let mi = Int(m)
        if rowOf[mi] >= 0 {
            let r = Int(rowOf[mi])
            rows[r].constant += shift
            noteConstantChange(r)
        }
        for slot in rowsContaining(m) {
            let r = Int(slot)
            rows[r].constant -= rows[r].coefficient(of: m) * shift
            noteConstantChange(r)
        }
        for l in levels.indices where levels[l].coefficients[mi] != 0 {
            levels[l].constant -= levels[l].coefficients[mi] * shift
        }
    }

    /// After a row's constant changed: queue the row if it is restricted and now infeasible.
    mutating func noteConstantChange(_ r: Int) {
        let basic = rows[r].basic
        switch kinds[Int(basic)] {
        case .external: break
        case .dummy:
            if abs(rows[r].constant) > Solver.feasibilityTolerance { infeasible.append(basic) }
        case .slack, .error:
            if rows[r].constant < -Solver.epsilon { infeasible.append(basic) }
        }
    }

    // MARK: - Simplex

    /// The pivot limit: generous, only there so that numerical trouble cannot hang a caller.
    var iterationLimit: Int { 1000 + 50 * (rows.count + symbolCount) }

    /// Primal simplex, level by level from the highest priority down.
    ///
    /// At level L the eligible entering symbols are the non-basic, non-dummy symbols whose
    /// coefficient is negative at L and zero at every higher level (so higher levels cannot
    /// get worse); the leaving row is chosen by `leavingRow(for:)`. A pivot at L leaves the
    /// rows of higher levels unchanged, so one descending pass reaches the lexicographic optimum.
    ///
    /// Pivot rule:
    /// 1. Dantzig's: the eligible symbol with the most negative coefficient at L (ties: the
    ///    earliest-created). Far fewer pivots than Bland's rule on layout systems.
    /// 2. After `degenerateStreakLimit` pivots in a row that do not change the objective,
    ///    Bland's rule (the earliest-created eligible symbol) until one does. Cycling can only
    ///    happen among degenerate pivots, and Bland's rule cannot cycle, so this terminates.
    mutating func optimize() throws(SolverError) {
        var pivots = 0
        let limit = iterationLimit
        var degenerateStreak = 0
        var l = 0
        while l < levels.count {
            guard let entering = enteringSymbol(atLevel: l, bland: degenerateStreak > Self.degenerateStreakLimit) else {
                l += 1
                degenerateStreak = 0
                continue
            }
            guard let (leaving, ratio) = leavingRow(for: entering) else {
                if levels[l].key == Self.probeLevel {
                    probeUnbounded = true
                    l += 1
                    continue
                }
                // Unbounded: impossible for sums of non-negative errors; only numerical noise
                // gets here. Stop improving this symbol rather than loop.
                dropCandidate(entering)
                continue
            }
            degenerateStreak = ratio <= Solver.epsilon ? degenerateStreak + 1 : 0
            pivot(leaving, entering: entering)
            pivots += 1
            if pivots > limit { throw .iterationLimit(limit) }
        }
        for s in candidates { isCandidate[Int(s)] = false }
        candidates.removeAll(keepingCapacity: true)
    }

    /// Degenerate pivots tolerated under Dantzig's rule before switching to Bland's.
    static let degenerateStreakLimit = 16

    /// The entering symbol for level `l`, pruning candidates that can never enter.
    mutating func enteringSymbol(atLevel l: Int, bland: Bool) -> Int32? {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        var i = 0
        while i < candidates.count {
            let s = candidates[i]
            let si = Int(s)
            var keep = false
            if rowOf[si] < 0, kinds[si] != .dummy, kinds[si] != .external {
                let (sign, level) = lexicographicSign(s, throughLevel: l)
                if sign == 0 {
                    keep = true  // may still be negative at a lower level
                } else if sign < 0 && level == l {
                    keep = true
                    let c = levels[l].coefficients[si]
                    if best < 0 || (bland ? s < best : (c < bestCoefficient || (c == bestCoefficient && s < best))) {
                        best = s
                        bestCoefficient = c
                    }
                }
            }
            if keep {
                i += 1
            } else {
                isCandidate[si] = false
                candidates[i] = candidates[candidates.count - 1]
                candidates.removeLast()
            }
        }
        return best >= 0 ? best : nil
    }

    mutating func dropCandidate(_ s: Int32) {
        if let i = candidates.firstIndex(of: s) {
            candidates.remove(at: i)
            isCandidate[Int(s)] = false
        }
    }

    /// The primal ratio test: the restricted row that first reaches zero as `entering` grows.
    ///
    /// Among restricted rows where `entering` has a negative coefficient, the smallest
    /// `-constant/coefficient`; ties go to the earliest-created basic symbol (Bland).
    mutating func leavingRow(for entering: Int32) -> (slot: Int32, ratio: Double)? {
        var best: (slot: Int32, ratio: Double, basic: Int32)?
        for slot in rowsContaining(entering) {
            let row = rows[Int(slot)]
            guard kinds[Int(row.basic)] != .external else { continue }
            let a = row.coefficient(of: entering)
            guard a < -Solver.epsilon else { continue }
            let ratio = -row.constant / a
            if best == nil || Self.isBetter(ratio, row.basic, than: best!.ratio, best!.basic) {
                best = (slot, ratio, row.basic)
            }
        }
        return best.map { ($0.slot, $0.ratio) }
    }

    /// Dual simplex: makes queued negative rows feasible again while keeping optimality.
    ///
    /// For each restricted row with a negative constant, the entering symbol is the one with a
    /// positive coefficient whose objective vector divided by that coefficient is
    /// lexicographically smallest (ties: earliest-created). Returns false when some row has
    /// no such symbol: the required constraints cannot all hold.
    mutating func dualOptimize() throws(SolverError) -> Bool {
        var pivots = 0
        let limit = iterationLimit
        while let basic = infeasible.popLast() {
            let slot = rowOf[Int(basic)]
            guard slot >= 0 else { continue }
            let row = rows[Int(slot)]
            if kinds[Int(basic)] == .dummy {
                if abs(row.constant) > Solver.feasibilityTolerance {
                    infeasible.removeAll()
                    return false
                }
                continue
            }
            guard row.constant < -Solver.epsilon else { continue }
            var entering: (symbol: Int32, coefficient: Double)?
            for term in row.terms where term.coefficient > Solver.epsilon && kinds[Int(term.symbol)] != .dummy {
                if let current = entering,
                   !dualRatio(term.symbol, term.coefficient, isBelow: current.symbol, current.coefficient) {
                    continue
                }
                entering = (term.symbol, term.coefficient)
            }
            guard let chosen = entering else {
                infeasible.removeAll()
                return false
            }
            pivot(slot, entering: chosen.symbol)
            pivots += 1
            if pivots > limit { throw .iterationLimit(limit) }
        }
        return true
    }

    /// Whether `objective(a)/ca` is lexicographically below `objective(b)/cb` (ties: lower id).
    func dualRatio(_ a: Int32, _ ca: Double, isBelow b: Int32, _ cb: Double) -> Bool {
        for level in levels {
            let qa = level.coefficients[Int(a)] / ca
            let qb = level.coefficients[Int(b)] / cb
            if qa < qb - Solver.epsilon { return true }
            if qa > qb + Solver.epsilon { return false }
        }
        return a < b
    }
}
