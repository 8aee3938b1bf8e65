/// Costs a pivot leaves at a level above whose steps gain nothing that level can tell from
/// rounding.
///
/// A level's reduced cost is a rate: what entering the symbol gains per unit of its step.
/// `lexicographicSign` judges it by an absolute tolerance, which is the right test for the ±1
/// of layout errors but not for the costs that products of multipliers leave in random
/// systems. There, a symbol entering at priority 250 with a cost of 1.4·10⁻⁹ at 251 (real:
/// the errors' rows give the same) made another symbol's cost at 251 read −1.3·10⁻⁶ through
/// an element ratio of 900. `unsettlesLevelAbove` refused every such pivot, because the pass
/// would go back to 251 and take the step back; the step was worth 11,000 at 250, and
/// seed 50004 of the near-parallel shape at 200 variables (`oracle-scenarios --shape "1 %"
/// --variables 200`) stopped with 250 at 762,000 where 735,000 is optimal.
///
/// The cost left at 251 gains at most its rate times the step its symbol could then take,
/// and that step is known before the pivot (`stepAfterPivot`). When the gain is at most
/// `settledGainShare` of the level's value, the level above is as settled as rounding lets it
/// be: the pivot goes ahead, the symbol is remembered with that level (`noteSettled`), and the
/// pass does not enter it there while its gain stays that small (`isNegligibleCost`), so the
/// two levels cannot take each other's steps back. Below that level the symbol is judged by
/// the costs there, as if its cost above were 0 (`noteNegligible`): left out at both, a symbol
/// at −2.6·10⁻⁷ at 749 and −54.7 at 500 left 500 at 4.4·10⁶ where 4.2·10⁶ is optimal (the
/// ratios shape at 250, seed 50005).
///
/// Only costs a settled pivot left are judged by their steps. Judging every cost up to 10⁻⁵
/// by its step left priority 500 of the shape "a small cost weighed per level" 0.05 above its
/// optimum, since small steps of real costs start chains that gain, and priority 251, which
/// 500's slack is worth 1.8·10⁷ a unit to, 2 % above its optimum given 500.
extension Solver {
    /// The largest cost a pivot `unsettlesLevelAbove` lets through may leave at a level above.
    /// Costs of 4·10⁻⁵ at 251, from a cost of 4·10⁻⁸ there through an element ratio of 900,
    /// refused every pivot that gained at 250 in the near-parallel seed 50004 (step 8).
    static let settledCostLimit = 1e-3

    /// The share of a level's value that a cost left by a pivot below may leave ungained.
    ///
    /// Not `smallCostGainShare` (10⁻⁶): at that share the pass took the step of
    /// `primal-loops-at-build-7be08057` that costs priority 250 exactly 5.2·10⁻⁵, 2·10⁻⁷ of
    /// its value, for 208.7 at 100, where the exact lexicographic optimum keeps 250 at its own.
    static let settledGainShare = 1e-9

    /// Most symbols `settled` remembers; past it the older half is forgotten.
    static let settledMemory = 1024

    /// The gain at level `h` below which a step is rounding: `settledGainShare` of the
    /// level's value, at least that share of 1.
    func negligibleGain(atLevel h: Int) -> Double {
        Self.settledGainShare * max(1, abs(objective.levels[h].constant))
    }

    /// Whether `s`, chosen to enter at level `l` on a step of `step`, has a cost there that a
    /// settled pivot left (`noteSettled`), within `settledCostLimit`, whose gain on that step
    /// is rounding (`negligibleGain`).
    ///
    /// Layout costs are ±1 and 0 and never get here.
    func isNegligibleCost(_ s: Int32, atLevel l: Int, step: Double) -> Bool {
        let c = objective.levels[l].coefficients[Int(s)]
        guard c < 0, -c <= Self.settledCostLimit, -c * step <= negligibleGain(atLevel: l) else { return false }
        let key = objective.levels[l].key
        return objective.settled.contains { $0.symbol == s && $0.level == key }
    }

    /// Remembers that a pivot left `s` a cost at level `l` that gains only rounding
    /// (`unsettlesLevelAbove`), up to `settledCostLimit`.
    mutating func noteSettled(_ s: Int32, atLevel l: Int) {
        let key = objective.levels[l].key
        guard !objective.settled.contains(where: { $0.symbol == s && $0.level == key }) else { return }
        if objective.settled.count >= Self.settledMemory { objective.settled.removeFirst(Self.settledMemory / 2) }
        objective.settled.append((s, key))
    }

    /// Whether the primal pass found `s`'s cost `c` at level `l` negligible (`negligible`).
    func isNegligible(_ s: Int32, _ c: Double, atLevel l: Int) -> Bool {
        let key = objective.levels[l].key
        return objective.negligible.contains { $0.symbol == s && $0.level == key && $0.cost == c }
    }

    /// Notes that `s`'s cost at level `l` is negligible (`isNegligibleCost`), so that the
    /// levels below judge `s` by their own costs.
    mutating func noteNegligible(_ s: Int32, atLevel l: Int) {
        objective.negligible.append((s, objective.levels[l].key, objective.levels[l].coefficients[Int(s)]))
    }

    /// The step non-basic `x` could take after `entering` replaces the basic symbol of row
    /// `slot`; `beta` is `x`'s coefficient in that row written as `0 = c + α·entering + Σ − basic`
    /// (−1 for the basic symbol itself, which leaves).
    ///
    /// The step is the least `constant / −coefficient` over the restricted rows whose new
    /// coefficient of `x` (`walkRowsAfterPivot`) is negative beyond `pivotTolerance` (a
    /// required equality's dummy row stops it at once), the entering symbol's own row
    /// included. Unbounded is infinity: the caller then counts the gain as real, so this can
    /// only refuse more, never less, than an exact step would.
    mutating func stepAfterPivot(_ x: Int32, beta: Double, entering: Int32, row slot: Int32) -> Double {
        var step = Double.infinity
        walkRowsAfterPivot(x, beta: beta, entering: entering, row: slot, sized: false) { _, kind, constant, a, _ in
            guard abs(a) > Solver.pivotTolerance else { return }
            if kind == .dummy { step = 0 } else if a < 0 { step = min(step, max(constant, 0) / -a) }
        }
        return step
    }

    /// Calls `body` with each restricted row that holds `x` or `entering` as it would be once
    /// `entering` replaces the basic symbol of row `slot` (the entering symbol's own row
    /// included): its basic symbol and that symbol's kind, its constant, its coefficient of
    /// `x` and, when `sized`, a bound on its largest coefficient (0 otherwise). `beta` is as
    /// in `stepAfterPivot`.
    ///
    /// Algebra: the pivot makes `entering = (−c − β·x − …)/α`; a row `r = c_r + a_re·entering
    /// + a_rx·x + …` becomes `r = (c_r − a_re·c/α) + (a_rx − a_re·β/α)·x + …`. Its largest
    /// coefficient is at most the row's largest plus `|a_re/α|` times the pivot row's (at
    /// least 1, for the leaving symbol); the entering row's is the pivot row's over `|α|`.
    mutating func walkRowsAfterPivot(_ x: Int32, beta: Double, entering: Int32, row slot: Int32, sized: Bool,
                                     _ body: (Int32, SymbolKind, Double, Double, Double) -> Void) {
        let pivotRow = rowStore.rows[Int(slot)]
        let alpha = pivotRow.coefficient(of: entering)
        guard alpha != 0 else { return }
        let enteringConstant = -pivotRow.constant / alpha, enteringRate = -beta / alpha
        let pivotLargest = sized ? max(pivotRow.largestMagnitude, 1) : 0
        func visit(_ basic: Int32, _ constant: Double, _ a: Double, _ largest: Double) {
            let kind = symbolTable.kinds[Int(basic)]
            if kind != .external { body(basic, kind, constant, a, largest) }
        }
        visit(entering, enteringConstant, enteringRate, pivotLargest / abs(alpha))
        var xColumn: [Int32: Double] = [:]
        if symbolTable.rowOf[Int(x)] < 0 {
            for (r, a) in rowsContaining(x).map({ ($0, rowStore.rows[Int($0)].coefficient(of: x)) }) where r != slot {
                xColumn[r] = a
            }
        }
        let enteringColumn = takeColumnTerms(entering)
        defer { columnIndex.termScratch = enteringColumn }
        for (r, a) in enteringColumn where r != slot {
            let row = rowStore.rows[Int(r)]
            visit(row.basic, row.constant + a * enteringConstant, (xColumn.removeValue(forKey: r) ?? 0) + a * enteringRate,
                  sized ? row.largestMagnitude + abs(a / alpha) * pivotLargest : 0)
        }
        for (r, a) in xColumn {
            let row = rowStore.rows[Int(r)]
            visit(row.basic, row.constant, a, sized ? row.largestMagnitude : 0)
        }
    }
}
