/// Refactoring's elimination: the constraints' rows, in the order they were added, each
/// solved for a symbol of the basis and substituted out of the rows before it
/// (Solver+Refactor.swift says when and why the tableau is rebuilt).
extension Solver {
    /// Which symbols are basic, and how many: the current basis with `swaps` applied in
    /// order (each `leaving` symbol out, its `entering` one in).
    func basisFlags(applying swaps: [(leaving: Int32, entering: Int32)]) -> (isBasic: [Bool], size: Int) {
        var isBasic = [Bool](repeating: false, count: symbolCount)
        var size = 0
        for row in rowStore.rows where row.basic >= 0 {
            isBasic[Int(row.basic)] = true
            size += 1
        }
        for (leaving, entering) in swaps {
            isBasic[Int(leaving)] = false
            isBasic[Int(entering)] = true
        }
        return (isBasic, size)
    }

    /// Empties the tableau and rebuilds its rows from the constraints for the basis `isBasic`
    /// of `basisSize` symbols, with `singletonShare` for `refactorSubject`. Returns false when
    /// a rebuilt restricted row holds a variable outside the basis; throws when the basis
    /// proves singular. Either way the tableau is left half built, for the caller to restore.
    mutating func rebuildRows(_ isBasic: [Bool], _ basisSize: Int, singletonShare: Double) throws(SolverError) -> Bool {
        clearTableau()
        let order = constraintTable.records.indices.filter(hasOwnRow)
            .sorted { constraintTable.records[$0].sequence < constraintTable.records[$1].sequence }
        var made = 0
        var holders = basisHolders(order, isBasic)
        for slot in order {
            let original = originalRow(ofRecord: slot)
            for term in original.terms where isBasic[Int(term.symbol)] { holders[Int(term.symbol)] -= 1 }
            switch try rebuildRow(ofRecord: slot, original, isBasic, heldLater: holders, singletonShare: singletonShare) {
            case .inserted: made += 1
            case .redundant: break
            }
        }
        guard made == basisSize else {
            throw .internalFailure("refactoring rebuilt \(made) rows of a basis of \(basisSize)")
        }
        return restrictedRowsHoldOnlyTheBasis(isBasic)
    }

    /// How `rebuildRow` ended for one constraint.
    enum RebuiltRow {
        /// The row went into the tableau, solved for a symbol of the old basis.
        case inserted
        /// The constraints before it already imply it (a redundant equality): no row.
        case redundant
    }

    /// Record `slot`'s original row with the rows rebuilt so far substituted in, solved for
    /// a symbol of the old basis (`isBasic`) as `refactorSubject` chooses, and substituted
    /// out of those rows. Throws when it holds none and is not redundant: the
    /// basis no longer spans the constraints.
    mutating func rebuildRow(ofRecord slot: Int, _ original: Row, _ isBasic: [Bool],
                             heldLater: [Int32], singletonShare: Double) throws(SolverError) -> RebuiltRow {
        var row = original
        substituteBasics(&row)
        var subject = refactorSubject(row, isBasic, heldLater: heldLater, singletonShare: singletonShare)
        if subject == nil, !row.shared.isEmpty {
            // A basic marker held only through shared nodes: bring its terms out.
            let parts = row.shared
            row.shared = []
            var inserted: [Int32] = []
            row.mergeAdd(sharedTerms(parts), times: 1, inserted: &inserted)
            subject = refactorSubject(row, isBasic, heldLater: heldLater, singletonShare: singletonShare)
        }
        guard let subject else {
            if row.largestMagnitude <= Self.refactorPivotTolerance,
                abs(row.constant) <= Solver.feasibilityTolerance { return .redundant }
            throw .internalFailure("refactoring found the basis singular at constraint #\(slot)")
        }
        _ = row.solve(for: subject)
        let r = insertRow(row)
        substituteOut(subject, definedBy: r)
        return .inserted
    }

    /// The symbol of the old basis, not yet given a row, that `row` holds with the largest
    /// coefficient, preferring one that no constraint still to be rebuilt holds (`heldLater`
    /// counts them per symbol) and that is more than `singletonShare` of the row.
    ///
    /// That is sparse elimination's column singleton: pivoting on it changes no row still to
    /// come, so it makes neither fill nor growth. Passed over, its column reaches the later
    /// rows only through the subject chosen instead, and one of them must be solved for it
    /// at what the substitutions leave: after a removal `−0.01·v6` stood only in a required
    /// row whose largest coefficient, 1.574, made the subject, and the last constraint was
    /// solved for v6 at 7.9·10⁻¹⁰ (10⁻¹⁰ of its row); the rebuilt rows held an optional
    /// equality at priority 999 1.4 off where its errors read 0
    /// (`Fuzz/Regressions/solver/refactor-skips-a-column-singleton`).
    ///
    /// Any term the rebuilt row holds may be the subject, however small beside the row: the
    /// substitutions that made it dropped what cancellations left as they summed
    /// (`Row.cancels`), and what remains is a product of the constraints' coefficients. A
    /// floor of 10⁻¹¹ of the row refused #10's 6.2·10⁻¹² in a row of 6.3 (10⁻¹² of it, a
    /// chain of multipliers 0.0156·0.3177·0.01·0.01 over 1.574), the basis read as singular,
    /// and the level at priority 1 stayed 3.2·10⁷ above its optimum of 0
    /// (`Fuzz/Regressions/solver/level-short-after-a-build-efcf2842`).
    ///
    /// That holds for the largest term, not for the singleton preference: a singleton below
    /// `cancellationTolerance` of its row (the least `singletonShare`) is what a cancellation
    /// left, and preferring it over a real term is dividing by rounding. On a dense system of
    /// 500 variables a singleton at 4·10⁻¹⁵ in a row of 47 made the subject; the earlier rows
    /// that held it were rewritten through its inverse, the refactored solution missed 29
    /// constraints by up to their whole size, and the batch build wandered on that tableau
    /// for over 20 minutes (the oracle scenario of 500 variables at seed 33301,
    /// docs/solver.md). A singleton at or below the share competes as any other term, where
    /// the largest wins.
    func refactorSubject(_ row: Row, _ isBasic: [Bool], heldLater: [Int32], singletonShare: Double) -> Int32? {
        var best: Term?, bestSingleton: Term?
        let singletonFloor = singletonShare * row.largestMagnitude
        for term in row.terms where isBasic[Int(term.symbol)] && symbolTable.rowOf[Int(term.symbol)] < 0
            && term.coefficient != 0 {
            if abs(term.coefficient) > (best.map { abs($0.coefficient) } ?? -1) { best = term }
            if heldLater[Int(term.symbol)] == 0, abs(term.coefficient) > singletonFloor,
               abs(term.coefficient) > (bestSingleton.map { abs($0.coefficient) } ?? -1) { bestSingleton = term }
        }
        return (bestSingleton ?? best)?.symbol
    }

    /// For each symbol of the old basis, how many of the constraints `order` hold it in their
    /// original rows.
    func basisHolders(_ order: [Int], _ isBasic: [Bool]) -> [Int32] {
        var holders = [Int32](repeating: 0, count: symbolCount)
        for slot in order {
            for term in originalRow(ofRecord: slot).terms where isBasic[Int(term.symbol)] { holders[Int(term.symbol)] += 1 }
        }
        return holders
    }

    /// Replaces each basic symbol of `row` by its (fully expanded) row.
    func substituteBasics(_ row: inout Row) {
        var result = Row(constant: row.constant, shared: row.shared)
        var basics: [Term] = []
        for term in row.terms {
            if symbolTable.rowOf[Int(term.symbol)] >= 0 { basics.append(term) } else { result.add(term.symbol,
                term.coefficient) }
        }
        var inserted: [Int32] = []
        var scratch: [Term] = []
        for term in basics {
            let definition = rowStore.rows[Int(symbolTable.rowOf[Int(term.symbol)])]
            result.add(constant: definition.constant, terms: definition.terms, times: term.coefficient,
                       inserted: &inserted, scratch: &scratch)
            if !definition.shared.isEmpty { result.addShared(definition.shared, times: term.coefficient) }
        }
        row = result
    }

    /// Whether every rebuilt restricted row holds only symbols of the basis besides the
    /// non-basic restricted ones, after dropping the rounding of cancelled variables (below
    /// `cancellationTolerance` of the row). A variable outside the basis left in one says the
    /// rows no longer stand for the basis they were built for (seen after removals from a
    /// tableau built with deferred updates); that row and its largest such variable are left
    /// in `misplacedParameter`. Checked once every row is in: a row solved early
    /// for a restricted symbol may hold a variable that a later row's subject, substituted
    /// into it, cancels.
    mutating func restrictedRowsHoldOnlyTheBasis(_ isBasic: [Bool]) -> Bool {
        for r in rowStore.rows.indices where rowStore.rows[r].basic >= 0
            && symbolTable.kinds[Int(rowStore.rows[r].basic)] != .external {
            let floor = Self.cancellationTolerance * rowStore.rows[r].largestMagnitude
            let before = rowStore.rows[r].terms.count
            // Such a term may be a real product (Solver+DroppedParameters.swift).
            for term in rowStore.rows[r].terms where symbolTable.kinds[Int(term.symbol)] == .external
                && !isBasic[Int(term.symbol)] && abs(term.coefficient) <= floor {
                recordDroppedParameter(term.symbol, fromRestrictedRow: rowStore.rows[r].basic)
            }
            rowStore.rows[r].terms.removeAll { symbolTable.kinds[Int($0.symbol)] == .external
                && !isBasic[Int($0.symbol)] && abs($0.coefficient) <= floor }
            rowStore.liveTerms -= before - rowStore.rows[r].terms.count
            // The largest variable outside the basis, found without building a list: this runs
            // over every restricted row of every refactoring.
            var held: Term?
            for term in rowStore.rows[r].terms where symbolTable.kinds[Int(term.symbol)] == .external
                && !isBasic[Int(term.symbol)] && abs(term.coefficient) > abs(held?.coefficient ?? 0) {
                held = term
            }
            if let held {
                misplacedParameter = (rowStore.rows[r].basic, held.symbol)
                return false
            }
        }
        return true
    }
}
