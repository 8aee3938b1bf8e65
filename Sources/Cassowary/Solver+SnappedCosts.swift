/// Level costs that `bump` snapped to 0 as cancellations, kept for the small-cost search.
///
/// A level's cost for a symbol is a sum of what each substitution adds, and `bump` takes a sum
/// within `Solver.epsilon` of its terms for rounding and stores 0: a cost that stays would
/// send the simplex after noise. A real cost can come out of such a sum too. In
/// `Fuzz/Regressions/solver/level-short-after-a-cancelled-cost-69de8f1c` priority 250's cost
/// for a slack summed 50,950.1688884615 and −50,950.1688884616 to −1.0·10⁻¹⁰ (−9.97·10⁻¹¹
/// once the tableau is rebuilt), and the level read optimal at 71 where a step of 7·10¹¹ on
/// that slack takes it to 0, the LP oracle's optimum. So a negative sum snapped while above
/// `Solver.epsilon` itself is remembered with its level, and `pivotOnSmallCost` weighs it as
/// it weighs a small cost it sees: by its gain on its step, the pivot confirmed by a rebuilt
/// tableau (`pivotOnRefusedElement`). Layout costs are sums of ±1 and of multipliers of
/// similar size: they cancel exactly, or to rounding far below `Solver.epsilon`, and never
/// leave one.
extension Solver {
    /// Remembers that `bump` snapped the negative `cost` of `s` at level `l` to 0.
    mutating func noteSnappedCost(_ s: Int32, atLevel l: Int, _ cost: Double) {
        let key = objective.levels[l].key
        guard key != Self.pendingLevel, key != Self.probeLevel else { return }
        if let i = objective.snapped.firstIndex(where: { $0.symbol == s && $0.level == key }) {
            objective.snapped[i].cost = cost
        } else {
            objective.snapped.append((s, key, cost))
        }
    }

    /// The snapped costs at level `l` that still stand for a small cost there: the symbol
    /// non-basic, its cost at `l` still 0, and 0 at every level above. Drops the others.
    mutating func snappedCosts(atLevel l: Int) -> [(symbol: Int32, cost: Double)] {
        let key = objective.levels[l].key
        var found: [(symbol: Int32, cost: Double)] = []
        var kept = objective.snapped
        kept.removeAll { entry in
            let si = Int(entry.symbol)
            guard si < symbolCount, symbolTable.rowOf[si] < 0,
                  let k = levelIndex(entry.level), objective.levels[k].coefficients[si] == 0 else { return true }
            if entry.level == key, lexicographicSign(entry.symbol, throughLevel: l).sign == 0 {
                found.append((entry.symbol, entry.cost))
            }
            return false
        }
        objective.snapped = kept
        return found
    }
}
