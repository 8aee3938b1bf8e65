/// Where a removed constraint's marker enters the basis before its row is dropped: the rules of
/// `markerLeavingRow` and the thresholds they share (the removal itself is in
/// Solver+Install.swift, the rows it passes over in Solver+PassedOverMarkers.swift).
extension Solver {
    /// The row in which a non-basic marker should enter the basis before its row is dropped.
    ///
    /// 0. A row whose basic symbol is a dummy: a required equality made redundant by this
    ///    constraint. It must absorb the marker and so take the constraint's place; entering
    ///    anywhere else would give that dummy a non-zero value.
    /// 1. A restricted row where the marker's coefficient is negative, with the smallest
    ///    ratio `-constant/coefficient`: entering there keeps every restricted row feasible.
    /// 2. Otherwise a restricted row with the smallest `constant/coefficient`.
    /// 3. Otherwise an unrestricted row, the one of lowest rank: the marker's definition then
    ///    refers only to lower ranks, so substituting it keeps every other row's references
    ///    ranked below the row (Solver+Chains.swift); unless its element is ill-conditioned
    ///    there (`unrestrictedMarkerRow`). A restricted row passed over below goes
    ///    first if its term is real beside that row's element (`restrictedRowStandingFor`).
    /// Ties go to the larger coefficient, then to the row whose basic symbol was created first.
    /// Coefficients within `pivotTolerance` of zero, and below `relativePivotTolerance` of their
    /// restricted row (`isMarkerPivot`), are rounding noise and never pivoted on.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        markerLeavingChoice(marker, smallStanding: false)?.slot
    }

    /// `markerLeavingRow`, saying whether the row chosen is one that stands for the marker only
    /// at a small quotient (`smallStanding` lets such rows be weighed).
    mutating func markerLeavingChoice(_ marker: Int32, smallStanding: Bool) -> (slot: Int32, isSmall: Bool)? {
        var redundant: (slot: Int32, basic: Int32)?
        var restricted = MarkerRatioChoice()
        var unrestricted: [(slot: Int32, rank: Double, a: Double)] = []
        var passedOver: [(slot: Int32, a: Double)] = []
        for (slot, a) in markerColumn(marker) {
            let row = rowStore.rows[Int(slot)]
            let isExternal = symbolTable.kinds[Int(row.basic)] == .external
            if !isExternal, symbolTable.kinds[Int(row.basic)] != .dummy, a != 0,
               !Self.isMarkerPivot(a, inRestricted: row) { passedOver.append((slot, a)) }
            // An unrestricted row is skipped only when its term is noise even beside an element
            // of 1 (`dropMarkerNoise` then drops it): a real term below `pivotTolerance` in a
            // row of lower rank than the one chosen would take that row's definition, which
            // refers to it (a coefficient of 0.01 made 1.9·10⁻⁶ of a marker real, and the row
            // came out holding its own basic variable).
            guard isExternal ? abs(a) > Self.relativePivotTolerance : Self.isMarkerPivot(a, inRestricted: row) else { continue }
            if symbolTable.kinds[Int(row.basic)] == .dummy {
                if row.basic < (redundant?.basic ?? .max) { redundant = (slot, row.basic) }
            } else if isExternal {
                let rank = valueChains.rank[Int(row.basic)]
                unrestricted.append((slot, rank, a))
            } else {
                restricted.consider(slot, row, a)
            }
        }
        let third = unrestrictedMarkerRow(unrestricted)
        if redundant == nil, restricted.slot == nil, let third {
            return restrictedRowStandingFor(third.a, among: passedOver, small: smallStanding) ?? (third.slot, false)
        }
        return (redundant?.slot ?? restricted.slot ?? third?.slot).map { ($0, false) }
    }

    /// Rule 3 of `markerLeavingRow`: the unrestricted row of lowest rank, unless its element's
    /// share of its row (|a| over the row's largest coefficient) is below
    /// `markerRowThreshold` of the best share among the rows that refer to no basic variable
    /// (whose definition brings no reference into any row); then that row, as in threshold
    /// partial pivoting. Substituting `m = (y - rest)/a` adds to every row that holds `m` at
    /// `β` what it holds of `m` divided by `a`, so the error `β` carries grows by the
    /// row's size over `a` as well: entering at 0.0025 of a row of 1 (beside shares of 1
    /// in other rows) multiplied an error of 6·10⁻⁹ that a cancellation left in another row's
    /// element into 2.4·10⁻⁶ of its coefficient, and a required constraint ended 2.4·10⁻⁶ of
    /// its size off (`required-off-after-edits-toggle`). An element below
    /// `illConditionedPivotShare` of its own row does not count as a free row's best.
    /// Entering at 1.6·10⁻⁷ (6·10⁻⁷ of its row) beside −0.64 made a restricted row's product
    /// term of 2.5·10⁻¹² look real, and the pivot on it moved the solution to 10¹³. That
    /// floor is not a cliff, though: where no row clears it, a row whose share is
    /// `illConditionedRowFactor` times the lowest-ranked row's still takes the marker. After
    /// rows 1.4 % apart lost one of the pair, the marker stood at 0.99999837 in a row of
    /// 1.0·10⁶ (a share of 9.97·10⁻⁷) and at 8·10⁻⁷ in the lowest-ranked row of 4.9·10⁵
    /// (1.6·10⁻¹²); entering there left a basis that the next refactoring found singular
    /// (`Fuzz/Regressions/solver/basis-singular-after-three-removals-00af04fa`). Layout rows
    /// hold their elements at shares near 1 and keep the lowest rank.
    func unrestrictedMarkerRow(_ rows: [(slot: Int32, rank: Double, a: Double)]) -> (slot: Int32, rank: Double, a: Double)? {
        guard let lowest = rows.min(by: { $0.rank < $1.rank }) else { return nil }
        func share(_ r: (slot: Int32, rank: Double, a: Double)) -> Double { elementShare(r.a, inRow: r.slot) }
        let clean = rows.filter { !rowStore.rows[Int($0.slot)].terms.contains { symbolTable.isBasicExternal($0.symbol) } }
        let free = clean.filter { share($0) >= Self.illConditionedPivotShare }
        func bestShare(_ rows: [(slot: Int32, rank: Double, a: Double)]) -> (slot: Int32, rank: Double, a: Double)? {
            rows.max(by: { (share($0), abs($0.a)) < (share($1), abs($1.a)) })
        }
        if let best = bestShare(free) {
            return share(lowest) < Self.markerRowThreshold * share(best) ? best : lowest
        }
        // No row clears the ill-conditioned share: the lowest rank still gives way to a row
        // whose share is `illConditionedRowFactor` times its own.
        guard let best = bestShare(clean), share(lowest) * Self.illConditionedRowFactor < share(best) else { return lowest }
        return best
    }

    /// An element's share of its row: |a| over the row's largest coefficient.
    func elementShare(_ a: Double, inRow r: Int32) -> Double {
        abs(a) / max(rowStore.rows[Int(r)].largestMagnitude, Solver.epsilon)
    }

    /// The threshold of `unrestrictedMarkerRow`'s partial pivoting: an element this share of
    /// the best one available, relative to their rows, keeps the lowest-ranked row.
    static let markerRowThreshold = 0.01

    /// How much larger than the lowest-ranked row's share an element below
    /// `illConditionedPivotShare` must stand to take the marker instead (`unrestrictedMarkerRow`).
    static let illConditionedRowFactor = 1e4

    /// Whether a removal may pivot its marker in at `a` in the restricted row `row`: above
    /// `pivotTolerance`, or above `relativePivotTolerance` of the row's own scale.
    ///
    /// A restricted row that holds the marker at all must take it if it can: passed over,
    /// the marker enters an unrestricted row, and substituting that row's definition brings
    /// its variables into the restricted row, out of the simplex's reach. An absolute floor
    /// alone passed over 8.1·10⁻⁶ of a marker in a slack's row whose largest coefficient was
    /// 0.0032, a quarter of a percent of it, and the rebuilt tableau kept the variable in the
    /// slack's row (`restricted-row-keeps-a-small-marker`). Rounding leaves terms near 10⁻¹⁵
    /// of a row, far below the relative floor.
    static func isMarkerPivot(_ a: Double, inRestricted row: Row) -> Bool {
        abs(a) > Solver.pivotTolerance || abs(a) > relativePivotTolerance * max(1, row.largestMagnitude)
    }
}
