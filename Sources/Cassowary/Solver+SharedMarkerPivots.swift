/// Shared marker terms when a marker enters the basis: a removal gathers the marker's whole
/// coefficient into its row first (the sharing itself is in Solver+SharedMarkers.swift).
extension Solver {
    /// Makes row `slot` hold marker `m`'s whole coefficient among its own terms, before `m`
    /// enters the basis there (a removal). The part its shared nodes hold stays there, dead
    /// once `m` is gone (see the type's note).
    mutating func gatherMarker(_ m: Int32, intoRow slot: Int32) {
        let r = Int(slot)
        guard markerStore.hasSharedRows, markerStore.isShared[Int(m)], !rowStore.rows[r].shared.isEmpty else { return }
        beginNodeQuery()
        let c = sharedCoefficient(rowStore.rows[r].shared, of: m)
        guard c != 0 else { return }
        let i = rowStore.rows[r].search(m)
        if i >= 0 {
            rowStore.rows[r].terms[i].coefficient += c
        } else {
            rowStore.rows[r].terms.insert(Term(m, c), at: -(i + 1))
            rowStore.liveTerms += 1
            columnAppend(m, slot)
        }
    }

    /// Makes marker `m` basic in row `slot` for a removal: its noise dropped first when the row
    /// is unrestricted (`dropMarkerNoise`), its shared parts gathered into the row, and the
    /// drift due after a pivot on a small share (`markerDriftPivotShare`).
    mutating func pivotMarkerIn(_ m: Int32, atRow slot: Int32) {
        if symbolTable.kinds[Int(rowStore.rows[Int(slot)].basic)] == .external { dropMarkerNoise(m, besides: slot) }
        gatherMarker(m, intoRow: slot)
        pivot(slot, entering: m, driftShare: Self.markerDriftPivotShare)
    }

    /// Before marker `m` enters the unrestricted row `slot` (a removal), drops its terms that are
    /// rounding noise beside its element there, and its objective coefficients.
    ///
    /// `markerLeavingRow` takes an unrestricted row only when no restricted row holds `m` at an
    /// element it may pivot on (`isMarkerPivot`). Substituting the unrestricted row's definition `m = (y - …)/a` into a
    /// row holding `β·m` adds `β/a·y`: in a restricted row or a level that leaves the augmented
    /// form, and in an unrestricted row of lower rank than `slot`'s it makes a row refer to
    /// itself. Terms with `|β| ≤ relativePivotTolerance·max(1, |a|)` are what earlier pivots
    /// left of a zero (2·10⁻⁸ beside an element of 15): they are taken as the zeros they stand
    /// for. Larger ones in unrestricted rows are real and stay (dropping every term below
    /// `pivotTolerance` broke required constraints by 0.1 where coefficients of 0.01
    /// multiply). A restricted row's term is one `markerLeavingRow` passed over as noise
    /// (`isMarkerPivot`), or it would have chosen that row, and it goes whatever its size
    /// beside the element: kept, it would bring the unrestricted row's variables into a
    /// restricted row, out of the simplex's reach (3.9·10⁻⁷ of a marker entering at 0.0064
    /// did, and a required equality ended off by half its size:
    /// `restricted-row-takes-variables-after-removal`). The removed record's
    /// errors have left the objective, so what the levels hold of `m` is what those rows hold
    /// below `pivotTolerance`: it goes too.
    ///
    /// Rows nearly parallel past the conditioning limit (docs/solver.md) make such terms real:
    /// 1.2·10⁻⁹ of a marker that enters at an element of 0.03 in a row of 213 stood for
    /// 7.8·10⁻⁶ of its row, and a few removals of that kind left a required equality 3·10⁻⁶ of
    /// its size off with nothing reported (`Fuzz/Regressions/solver/required-off-after-dropped-terms`).
    /// So each dropped term is weighed by what it would have brought its row
    /// (`noteDroppedMarkerTerm`), and one that is more than rounding rebuilds the tableau.
    /// Beside a well-conditioned element such a term is not dropped: its row takes what `m`
    /// stands for (`substituteMarker`). Products of small multipliers make them, and dropping
    /// 5·10⁻⁹ beside an element of 8·10⁻⁴ moved a variable by 0.0014, in a basis the tableau
    /// could not be rebuilt for (`removal-drops-real-terms-beside-a-small-element`).
    mutating func dropMarkerNoise(_ m: Int32, besides slot: Int32) {
        let element = markerElement(m, inRow: slot)
        let noise = Self.relativePivotTolerance * max(1, abs(element))
        // After the pivot `m` stands for the row's definition divided by the element: a term
        // β·m dropped here takes about |β|·reach from its row.
        let definition = rowStore.rows[Int(slot)]
        let reach = max(1, abs(definition.constant), definition.largestMagnitude) / max(abs(element), Solver.epsilon)
        var rest: (rest: Row, element: Double)??
        // What each level takes of `m`'s definition: its errors' rows that took it, weighed.
        var levelFactors: [Double: Double] = [:]
        for (target, total) in markerColumn(m) where target != slot {
            let r = Int(target)
            // Restricted rows: every term `markerLeavingRow` passed over goes (see above).
            let isExternal = symbolTable.kinds[Int(rowStore.rows[r].basic)] == .external
            guard isExternal ? abs(total) <= noise : !Self.isMarkerPivot(total, inRestricted: rowStore.rows[r])
            else { continue }
            let row = rowStore.rows[r]
            let change = abs(total) * reach, size = max(1, abs(row.constant), row.largestMagnitude)
            if change > Self.cancellationTolerance * size, row.shared.isEmpty,
               abs(element) >= Self.illConditionedPivotShare * definition.largestMagnitude {
                if rest == nil { rest = expandedDefinition(ofRow: slot, without: m) }
                if let (rest, whole) = rest ?? nil {
                    substituteMarker(m, total / whole, leaving: definition.basic, rest, intoRow: target)
                    if !isExternal {
                        noteDroppedMarkerTerm(change, size: size)
                        forEachWeight(of: row.basic) { _, key, weight in levelFactors[key, default: 0] += weight * total / whole }
                    }
                    continue
                }
            }
            noteDroppedMarkerTerm(change, size: size)
            let before = rowStore.rows[r].terms.count
            // The row's own term cancels the whole, shared parts included.
            if rowStore.rows[r].add(m, -total) { columnAppend(m, target) }
            rowStore.liveTerms += rowStore.rows[r].terms.count - before
        }
        for l in objective.levels.indices {
            // A level is the sum of its errors' rows: it takes what they took (a level left with
            // its term dropped read 0.016 less than its rows after a removal), and drops the rest.
            let factor = levelFactors[objective.levels[l].key] ?? 0
            if factor != 0, let (rest, _) = rest ?? nil {
                var restricted = rest
                restricted.terms.removeAll { symbolTable.kinds[Int($0.symbol)] == .external }
                add(restricted, times: -factor, toLevel: l)
            }
            let c = objective.levels[l].coefficients[Int(m)] - factor * ((rest ?? nil)?.element ?? element)
            if c != 0 { noteDroppedMarkerTerm(abs(c) * reach, size: max(1, abs(objective.levels[l].constant))) }
            objective.levels[l].coefficients[Int(m)] = 0
        }
    }

    /// `substituteOut` for a marker that entered the basis in row `slot` (a removal), where
    /// `leaving` was basic and `element` the marker's coefficient: every row of its column,
    /// shared parts included, takes the definition, and each level takes it through its
    /// errors' rows.
    ///
    /// Algebra: as `substituteOut`, with `β` the whole coefficient. A level is the sum of its
    /// error terms, so its coefficient of the marker is `Σ β(row of e)` over its basic errors
    /// `e` as they were before the pivot: `leaving`'s row counts with `element`. Rows grown
    /// this way make the residuals due as `substituteOut`'s do (`noteSubstitutedRows`).
    mutating func substituteOutMarker(_ m: Int32, definedBy slot: Int32, leaving: Int32, element: Double) {
        let definition = rowStore.rows[Int(slot)]
        var levelFactors: [Double: Double] = [:]
        forEachWeight(of: leaving) { _, key, weight in levelFactors[key, default: 0] += weight * element }
        var inserted: [Int32] = []
        var largestBeta = 0.0
        for (target, beta) in markerColumn(m) where target != slot {
            let countBefore = rowStore.rows[Int(target)].terms.count
            rowStore.rows[Int(target)].remove(m)
            add(definition, times: beta, toRow: target, termsBefore: countBefore, inserted: &inserted)
            largestBeta = max(largestBeta, abs(beta))
            forEachWeight(of: rowStore.rows[Int(target)].basic) { _, key, weight in levelFactors[key,
                default: 0] += weight * beta }
        }
        noteSubstitutedRows(largestBeta, definition)
        clearColumn(m)
        for (key, c) in levelFactors.sorted(by: { $0.key > $1.key }) {
            if let l = levelIndex(key) { add(definition, times: c, toLevel: l) }
        }
    }
}
