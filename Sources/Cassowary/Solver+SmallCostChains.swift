/// A chain of small-cost steps: a step whose own gain is rounding-sized that opens a long
/// step for another symbol.
///
/// `pivotOnSmallCost` weighs a reduced cost within `optimalityTolerance` by its step, and
/// refuses one whose gain is below `smallCostGainShare` of the level. A gain is a property of
/// one step, though, and the level's optimum may lie at the end of several. In
/// `Fuzz/Regressions/solver/level-short-after-an-edit-removal-eebd1ee6` removing an edit left
/// priority 1 at 6.75 where the LP oracle finds 0: #9's slack had a cost of −2.1·10⁻⁹ there
/// (a product of multipliers of 0.01), bounded by #1's slack row at a step of 142, a gain of
/// 3·10⁻⁷. That row also held #3's slack (cost 0); after the pivot it costs −1.3·10⁻⁸ at 1 and
/// only #8's error row bounds it, at 5·10⁸: a gain of all of 6.75.
///
/// So a small-cost step refused for its gain is tried as a trial: on a copy of the solver it
/// is pivoted as a refused pivot is (`pivotOnRefusedElement`: rebuilt from the constraints,
/// every restricted row and required constraint holding, no level higher, the solution
/// well-conditioned), and the primal pass goes on from it (with no chain trials of its own).
/// The copy is kept only if its level ends lower by a real gain (`smallCostGainShare`), no
/// level above is higher, and its restricted rows, required constraints and conditioning
/// still hold; otherwise the symbol is noted as refused, as before. Layout levels read
/// optimal at 0 or with costs of ±1, and never get here.
extension Solver {
    /// Chain trials one primal pass may weigh, at all its levels together (the trials' own
    /// passes take none).
    ///
    /// Each trial is a primal pass on a copy, with its refactorings: a budget per level that
    /// reads optimal, spent again after every pivot that restarts the pass, let the ratios
    /// shape at 250 variables (`oracle-scenarios --shape ratios --variables 250 --first 50001
    /// --count 1`) run trials for over 500 s of CPU at its build, where the same seed with no
    /// trials takes 32 s and every state meets the LP oracle.
    static let smallCostChainTrials = 2

    /// Tries the symbols of `smallGains` (refused by `pivotOnSmallCost` at level `l` for their
    /// gain), largest gain first, as many as `chainTrials` has left (each one tried spends
    /// one), as chains (see the type's note); returns whether one was kept, the solver then
    /// being the trial's. Those not kept are noted as refused.
    mutating func takeSmallCostChain(_ smallGains: [(symbol: Int32, gain: Double)], atLevel l: Int,
                                     requiredOnly: Bool, chainTrials: inout Int) -> Bool {
        var order = smallGains.sorted { $0.gain > $1.gain }
        let budget = max(0, chainTrials)
        if order.count > budget {
            for skipped in order[budget...] { noteRefused(skipped.symbol) }
            order.removeLast(order.count - budget)
        }
        for (index, candidate) in order.enumerated() {
            chainTrials -= 1
            var trial = self
            if trial.provesSmallCostChain(candidate.symbol, atLevel: l, requiredOnly: requiredOnly) {
                self = trial
                for later in order[(index + 1)...] { noteRefused(later.symbol) }
                return true
            }
            noteRefused(candidate.symbol)
        }
        return false
    }

    /// On this copy of the solver: pivots `s` at level `l` as a refused pivot, finishes the
    /// primal pass without chain trials, and tells whether the outcome is worth keeping.
    mutating func provesSmallCostChain(_ s: Int32, atLevel l: Int, requiredOnly: Bool) -> Bool {
        let before = objective.levels.map(\.constant)
        let key = objective.levels[l].key
        guard pivotOnRefusedElement(s, atLevel: l) else { return false }
        do { try primalOptimize(requiredOnly: requiredOnly, chainTrials: 0) } catch { return false }
        guard let k = levelIndex(key), k == l else { return false }
        let gain = Self.smallCostGainShare * max(1, before[l])
        guard objective.levels[l].constant < before[l] - gain,
              (0..<l).allSatisfy({ objective.levels[$0].constant
                  <= before[$0] + Solver.feasibilityTolerance * max(1, abs(before[$0])) }) else { return false }
        return restrictedRowsHold() && requiredResidualViolation() == nil && solutionIsWellConditioned()
    }
}
