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
///
/// A trial copies the solver and rebuilds its tableau from the constraints, so each one is
/// first judged on the tableau as it is (`chainMayGain`): only a symbol whose cost or step
/// the first pivot changes can carry the trial's pass on, and most small costs open nothing.
/// One that runs ends before the second rebuild, which weighs the conditioning after the
/// first pivot, when its pass cannot step (`passCanStep`).
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
            guard chainMayGain(candidate.symbol, atLevel: l) else {
                noteRefused(candidate.symbol)
                continue
            }
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
        let gain = realGain(atLevel: l)
        // A trial whose rebuilt tableau neither gains yet nor can step at this level or above
        // ends here, before the rebuild that weighs its conditioning.
        guard pivotOnRefusedElement(s, atLevel: l, goesOn: { trial in
            trial.objective.levels[l].constant < before[l] - gain || trial.passCanStep(throughLevel: l)
        }) else { return false }
        do { try primalOptimize(requiredOnly: requiredOnly, chainTrials: 0) } catch { return false }
        guard let k = levelIndex(key), k == l else { return false }
        guard objective.levels[l].constant < before[l] - gain,
              (0..<l).allSatisfy({ objective.levels[$0].constant
                  <= before[$0] + Solver.feasibilityTolerance * max(1, abs(before[$0])) }) else { return false }
        return restrictedRowsHold() && requiredResidualViolation() == nil && solutionIsWellConditioned()
    }
}

extension Solver {
    /// Whether a trial's primal pass, which takes no chain trials, can take a step at level
    /// `l` or above: a symbol that enters there (`enteringSymbol`), or a small cost or a
    /// snapped one whose step gains what `pivotOnSmallCost` asks. Without one the pass leaves
    /// those levels as they are.
    mutating func passCanStep(throughLevel l: Int) -> Bool {
        for h in 0...l {
            if enteringSymbol(atLevel: h, bland: false) != nil { return true }
            guard objective.levels[h].constant > Solver.feasibilityTolerance else { continue }
            for s in objective.candidates where hasSmallCost(s, atLevel: h) {
                if let gain = stepGain(s, cost: objective.levels[h].coefficients[Int(s)]), gain > realGain(atLevel: h) { return true }
            }
            for (s, c) in snappedCosts(atLevel: h) {
                if let gain = stepGain(s, cost: c), gain > realGain(atLevel: h) { return true }
            }
        }
        return false
    }

    /// The share of the gain a kept trial must make (`smallCostGainShare` of its level) that a
    /// step after the first pivot must be able to gain for `chainMayGain` to run the trial;
    /// below 1 for the rounding of the costs it reads on the tableau before the rebuild.
    static let chainGainMargin = 1e-3

    /// Whether pivoting `s` at level `l` on its refused leaving row could let a trial's pass
    /// go on (`takeSmallCostChain`), judged on the tableau as it is, before any copy.
    ///
    /// The random local systems of `Benchmarks/shapes.py` at 10,000 variables ran 76 trials
    /// for costs of 10⁻¹² to 10⁻¹⁹, rounding; none was kept, and they were 86 % of the build
    /// (9.3 s, 81 ms at 1,000). After the pivot, the pass (which takes no trials of its own)
    /// can go on only through a symbol whose cost or step the pivot changes. Pivoting `s`
    /// (cost `c_s`) on element `α` of row `r` moves the cost of each symbol of `r` with
    /// coefficient `β` to `c − c_s·β/α` (the leaving basic symbol, `β = −1`, to `c_s/α`) and
    /// changes its column; a step above 0 changes the constants of the rows that hold `s`,
    /// and with them the steps of their symbols. Every other symbol keeps its cost and its
    /// step, and was weighed before the trial. So the trial runs when one of those symbols
    /// would improve (`mayGain`); with shared marker parts in the tableau, whose terms the
    /// rows do not list, it always runs.
    mutating func chainMayGain(_ s: Int32, atLevel l: Int) -> Bool {
        guard !markerStore.hasSharedRows else { return true }
        guard let (slot, ratio) = refusedLeavingRow(for: s) else { return false }
        let row = rowStore.rows[Int(slot)]
        let alpha = row.coefficient(of: s)
        guard alpha != 0 else { return true }
        let needed = Self.chainGainMargin * realGain(atLevel: l)
        for term in [Term(row.basic, -1)] + row.terms where term.symbol != s {
            if mayGain(term.symbol, beta: term.coefficient, entering: s, alpha: alpha, row: slot,
                       atLevel: l, needed: needed) { return true }
        }
        guard ratio > 0 else { return false }
        for r in rowsContaining(s) where r != slot {
            for term in rowStore.rows[Int(r)].terms where term.symbol != s && !row.contains(term.symbol) {
                if mayGain(term.symbol, beta: 0, entering: s, alpha: alpha, row: slot,
                           atLevel: l, needed: needed) { return true }
            }
        }
        return false
    }

    /// Whether `x` (not basic after the pivot), with coefficient `beta` in row `slot`, would
    /// improve level `l` once `entering` is pivoted there on element `alpha`: a cost below
    /// −`optimalityTolerance` first in lexicographic order at `l` or above, or a negative
    /// cost at `l` on a step (`chainStep`) that could gain more than `needed`.
    mutating func mayGain(_ x: Int32, beta: Double, entering: Int32, alpha: Double, row slot: Int32,
                          atLevel l: Int, needed: Double) -> Bool {
        let kind = symbolTable.kinds[Int(x)]
        guard kind != .dummy, kind != .external else { return false }
        var moved = 0.0
        for h in 0...l {
            moved = chainCost(x, atLevel: h) - chainCost(entering, atLevel: h) * beta / alpha
            if moved < -Solver.optimalityTolerance { return true }
            if moved > Solver.optimalityTolerance { return false }
        }
        guard moved < 0 else { return false }
        return -moved * chainStep(x, beta: beta, entering: entering, row: slot) > needed
    }

    /// The longest step the trial's pass could give `x` after the pivot (`walkRowsAfterPivot`).
    ///
    /// The pass bounds a step by the rows whose element is above `refusedElementFloor` of
    /// their row's largest (`refusedLeavingRow`), in the tableau rebuilt after the pivot, which
    /// this one matches up to rounding. Rows whose element is above 100 times that share of a
    /// bound on their size are among them, so the least of their ratios is a step the pass
    /// cannot exceed. Without such a row, only rows whose element is above 1 % of that share
    /// can be among them, at an element of at least half the one read here: if the pass finds
    /// a step, it is at most the largest of their ratios at half their elements. Without
    /// those either, no row bounds `x` beyond rounding; the pass finds none, and a level, a
    /// sum of errors that are never negative, cannot fall along a ray that every row allows,
    /// so the negative cost is rounding too: the step is 0.
    mutating func chainStep(_ x: Int32, beta: Double, entering: Int32, row slot: Int32) -> Double {
        let counted = 100 * Self.refusedElementFloor, possible = Self.refusedElementFloor / 100
        var step = Double.infinity, ceiling = 0.0
        walkRowsAfterPivot(x, beta: beta, entering: entering, row: slot, sized: true) { _, kind, constant, a, largest in
            guard abs(a) > possible * largest else { return }
            if kind == .dummy {
                if abs(a) > counted * largest { step = 0 }
            } else if a < 0 {
                ceiling = max(ceiling, max(constant, 0) / (-a / 2))
                if -a > counted * largest { step = min(step, max(constant, 0) / -a) }
            }
        }
        return min(step, ceiling)
    }

    /// `x`'s cost at level `h`, or the cost `bump` snapped to 0 there (Solver+SnappedCosts.swift).
    func chainCost(_ x: Int32, atLevel h: Int) -> Double {
        let c = objective.levels[h].coefficients[Int(x)]
        guard c == 0, !objective.snapped.isEmpty else { return c }
        let key = objective.levels[h].key
        return objective.snapped.first { $0.symbol == x && $0.level == key }?.cost ?? 0
    }
}
