/// The pivot the primal ratio test refused, taken when nothing else bounds the entering
/// symbol and then checked against the constraints.
///
/// `leavingRow` refuses elements below `relativePivotTolerance` of their row (unless they
/// are a fair share of their column and above `pivotTolerance`): on nearly parallel rows such
/// elements are mostly what a cancellation left, and pivoting on them multiplies the
/// tableau's rounding by their inverse. Small elements are not always rounding, though:
/// products of small multipliers make real ones. In
/// `Fuzz/Regressions/solver/level-short-at-1e10` (twelve constraints, multipliers
/// 0.01 to 4, every row more than 1 % from every other) the optimum at priority 250 puts a
/// slack at 1.4·10¹⁰, and the only row that bounds it holds it at 1.6·10⁻⁷, 4·10⁻⁸ of the
/// row's largest coefficient: refused, the level stopped 2,270 short of its optimum of 0.
/// Taking such elements unchecked made nearly parallel rows worse (docs/solver.md).
///
/// The rule: when every row that bounds an improving symbol was refused, the solver pivots on
/// the refused element of the row with the smallest ratio, rebuilds the tableau from the
/// constraints for the new basis (`refactor()`, which removes whatever rounding the small
/// element multiplied), and keeps the pivot only if the rebuilt tableau confirms it: every
/// restricted row feasible up to the rounding of its terms, the level lower by at least half
/// of what the pivot promised (not higher, for a degenerate step), no level above it higher,
/// every required constraint holding at the new solution, and that solution no more
/// sensitive to the constraints' coefficients than one of rows 1 % apart, the solver's
/// conditioning limit (`solutionIsWellConditioned`; a degenerate step does not move the
/// solution and is not asked; a step that closes half of its level may move it as rows
/// 0.1 % apart would, `closingConditioningTolerance`). Otherwise the tableau goes back to
/// what it was and the symbol is dropped, as before. The rebuilt rows depend only on the
/// constraints and the basis, so a real element passes; a cancellation's leftover leads to a
/// basis the rebuild finds singular, or to a vertex that nearly parallel rows place (at the
/// constants' differences over the rows' distance), which the last check refuses. Layouts
/// never get here: their ratio tests always find a row.
extension Solver {
    /// Refused pivots one primal pass may take (each refactors the tableau).
    static let refusedPivotLimit = 8

    /// Pivots `entering`, improving level `l`, on the refused element of the row that bounds
    /// it first, if the tableau rebuilt from the constraints confirms the step (see the
    /// type's note); returns whether it did. Otherwise the tableau is as it was. `goesOn`,
    /// asked of the rebuilt tableau before its conditioning is weighed (a rebuild of a
    /// perturbed copy), can refuse the step first: a chain trial's test of whether its pass
    /// can gain anything (Solver+SmallCostChains.swift).
    mutating func pivotOnRefusedElement(_ entering: Int32, atLevel l: Int,
                                        goesOn: (inout Solver) -> Bool = { _ in true }) -> Bool {
        guard levelIndex(Self.probeLevel) == nil,
              let (slot, ratio) = refusedLeavingRow(for: entering) else { return false }
        let before = objective.levels.map(\.constant)
        func allowance(_ k: Int) -> Double { Solver.feasibilityTolerance * max(1, abs(before[k])) }
        // A degenerate step (a ratio of 0) gains nothing, but leads to a basis from which the
        // level can go on, or that shows it optimal.
        let gain = -objective.levels[l].coefficients[Int(entering)] * ratio
        let promised = gain > allowance(l) ? gain / 2 : 0
        let saved = self
        let refactors = refactorCount
        pivot(slot, entering: entering)
        do { try refactor() } catch { self = saved; return false }
        // The rebuilt levels above read their errors through rows the step may have made
        // large; what they hold of that rounding is no harm.
        let rounding = Self.rebuiltLevelRounding * largestRowConstant()
        let closes = before[l] - objective.levels[l].constant >= max(before[l] / 2, allowance(l))
        let limit = closes ? Self.closingConditioningTolerance : Self.conditioningTolerance
        guard refactorCount > refactors, restrictedRowsHold(),
              objective.levels[l].constant <= before[l] - promised + allowance(l),
              (0..<l).allSatisfy({ objective.levels[$0].constant <= before[$0] + max(allowance($0), rounding) }),
              requiredResidualViolation() == nil, goesOn(&self),
              ratio == 0 || solutionIsWellConditioned(within: limit) else {
            self = saved
            return false
        }
        return true
    }

    /// The share of the largest row constant that a rebuilt level may read above its value
    /// before a refused pivot (`pivotOnRefusedElement`).
    ///
    /// A step of 1.6·10¹³ at priority 1 of `level-short-after-a-build-101ac282` put values at
    /// 4·10¹² and closed that level (8.0·10⁶ to 0, the LP oracle's optimum); priority 250, on
    /// which the slack has no cost, read 1.2·10⁻⁵ higher once rebuilt (7.1499365 to
    /// 7.1499481, a value with 20 bits left to it), past an allowance of 10⁻⁷ of the level,
    /// and the pivot was undone.
    static let rebuiltLevelRounding = 1e-15

    /// The largest magnitude of a live row's constant.
    func largestRowConstant() -> Double {
        var largest = 0.0
        for row in rowStore.rows where row.basic >= 0 { largest = max(largest, abs(row.constant)) }
        return largest
    }

    /// Whether every restricted row is feasible up to the rounding of its own terms: at least
    /// `-primalTolerance` times its largest coefficient. A degenerate pivot on a small element
    /// leaves rows of 10⁷ whose constant of 0 rebuilds as -3·10⁻⁶
    /// (`not-optimal-at-a-degenerate-refused-row`); the dual simplex repairs those.
    func restrictedRowsHold() -> Bool {
        rowStore.rows.indices.allSatisfy { r in
            let basic = rowStore.rows[r].basic
            return basic < 0 || symbolTable.kinds[Int(basic)] == .external
                || (symbolTable.kinds[Int(basic)] == .dummy
                    ? abs(rowStore.rows[r].constant) <= Solver.feasibilityTolerance * max(1, rowStore.rows[r].largestMagnitude)
                    : !isOverrun(Int32(r)))
        }
    }

    /// The share of its row's largest coefficient below which `refusedLeavingRow` takes an
    /// element for what a cancellation left, not worth a refactoring to check.
    ///
    /// Rounding leaves about 10⁻¹⁶ of a row, times the pivots it went through. Products of
    /// multipliers make real elements far smaller than `cancellationTolerance` of their row:
    /// in `Fuzz/Regressions/solver/level-short-at-an-element-of-1e-10` a slack enters at
    /// priority 1 through 5·10⁻⁷ of it in a row whose errors at priority 250 stand at 5,041
    /// (10⁻¹⁰ of the row), and the level stayed 306,755 above its optimum of 0. The rebuilt
    /// tableau confirms such a pivot or undoes it, so the floor only spares checks.
    static let refusedElementFloor = 1e-13

    /// The restricted row that bounds `entering` first among those whose elements
    /// `leavingRow` refused: the smallest ratio (ties: the larger element), counting elements
    /// above `refusedElementFloor` of their row. Nil when a basic dummy holds `entering`
    /// (the step would be 0) or no row bounds it.
    mutating func refusedLeavingRow(for entering: Int32) -> (slot: Int32, ratio: Double)? {
        var best: (slot: Int32, ratio: Double, a: Double)?
        for slot in rowsContaining(entering) {
            let row = rowStore.rows[Int(slot)]
            let kind = symbolTable.kinds[Int(row.basic)]
            guard kind != .external else { continue }
            let a: Double = row.coefficient(of: entering)
            if kind == .dummy {
                if a != 0 { return nil }
                continue
            }
            let element: Double = -a
            guard element > Self.refusedElementFloor * row.largestMagnitude else { continue }
            let ratio: Double = max(row.constant, 0) / element
            if let b = best, ratio > b.ratio || (ratio == b.ratio && element <= b.a) { continue }
            best = (slot: slot, ratio: ratio, a: element)
        }
        return best.map { ($0.slot, $0.ratio) }
    }

    /// The relative change of every coefficient of the constraints in `solutionIsWellConditioned`.
    static let conditioningProbe = 1e-9

    /// The largest change of the solution, relative to its largest value, that
    /// `solutionIsWellConditioned` lets a perturbation of `conditioningProbe` cause: 100
    /// times the perturbation, what rows 1 % apart allow.
    static let conditioningTolerance = 1e-7

    /// `conditioningTolerance` for a refused pivot whose rebuilt level fell by at least half:
    /// 10 times looser, what rows 0.1 % apart allow.
    ///
    /// The probe tells a vertex that nearly parallel rows place from a real one, and a real
    /// one can sit near the limit too. In `Fuzz/Regressions/solver/level-short-after-a-suggestion-83cac672`
    /// a slack bounded only by an element of 5·10⁻⁷ (in a row of 1.6·10⁵) closes priority 1,
    /// 1.43·10⁶ to 0, the LP oracle's optimum, on a step of 2.9·10¹²; the rebuilt tableau
    /// confirms it, but the vertex moves by 1.27·10⁻⁷ of itself under the probe, and the
    /// level stayed short. The trials the probe refuses on the oracle's near-parallel shapes
    /// gain rounding (10⁻⁹ of their level and less), where a moving vertex is most likely
    /// what the rows' distance placed; a step that closes half a level is no such thing.
    /// Loosening the limit for every trial instead took seed 50004 of those shapes (200
    /// variables, rows 1 % apart) from 28 s to 222 s.
    static let closingConditioningTolerance = 1e-6

    /// Whether the current basis solves the constraints well-conditioned: rebuilt from the
    /// constraints with each coefficient changed by ±`conditioningProbe` of itself (the sign
    /// pseudo-random per term), either its solution moves no symbol by more than
    /// `conditioningTolerance` of the solution's largest value, or its rows' coefficients
    /// move by no more than that of each row's largest (`rowsMoveWithin`).
    ///
    /// This tells a vertex reached through products of small multipliers from one that nearly
    /// parallel rows place. A chain of products keeps its relative accuracy: the vertex at
    /// 1.4·10¹⁰ of `level-short-at-1e10` moves by 1.9·10⁻⁹ of itself. Rows a fraction d apart
    /// put the vertex at the constants' differences over d, and a change δ of their
    /// coefficients moves it by about δ/d of itself: 10⁻² at d = 10⁻⁷, 10⁻⁷ at 1 %. (Changing
    /// every term of a row by the same factor would only rescale it, hence the signs.) On the
    /// oracle's rows 10⁻⁶ apart the vertices such pivots reached moved by 4·10⁻¹⁰ to 0.08 of
    /// themselves, half of them by more than 2·10⁻⁷.
    ///
    /// The solution alone also moves where a level's residual, a difference of constants of
    /// hundreds, is divided by a product element: in
    /// `Fuzz/Regressions/solver/level-short-at-a-product-element` the slack that closes 3.8·10⁻⁴
    /// at priority 1 through 8·10⁻⁶ of it moved by 215 (of 48), while every rebuilt coefficient
    /// moved by 2·10⁻⁹ of its row. Such a basis is exact up to the probe; nearly parallel rows
    /// make the rows themselves move by δ/d, the inverse of their distance being in them.
    mutating func solutionIsWellConditioned(within tolerance: Double = conditioningTolerance) -> Bool {
        var perturbed = self
        for slot in constraintTable.records.indices where hasOwnRow(slot) {
            var constraint = constraint(ofRecord: slot)
            for (i, term) in constraint.terms.enumerated() {
                var z = UInt64(truncatingIfNeeded: slot &* 31 &+ i &+ 1) &* 0x9E37_79B9_7F4A_7C15
                z ^= z >> 31
                let sign: Double = z & 1 == 0 ? -1 : 1
                constraint.terms[i].coefficient = term.coefficient * (1 + sign * Self.conditioningProbe)
            }
            perturbed.store(constraint, inRecord: slot)
        }
        let refactors = perturbed.refactorCount
        do { try perturbed.refactor() } catch { return false }
        guard perturbed.refactorCount > refactors else { return false }
        let value = pointValues(probe: false), moved = perturbed.pointValues(probe: false)
        var largest = 1.0, change = 0.0
        for s in value.indices {
            largest = max(largest, abs(value[s]))
            change = max(change, abs(moved[s] - value[s]))
        }
        return change <= tolerance * largest || rowsMoveWithin(tolerance, in: perturbed)
    }

    /// Whether every row of `other` (the same basis, rebuilt from perturbed constraints) has
    /// every coefficient within `share` of this row's largest from this one's.
    func rowsMoveWithin(_ share: Double, in other: Solver) -> Bool {
        for row in rowStore.rows where row.basic >= 0 {
            let r = other.symbolTable.rowOf[Int(row.basic)]
            guard r >= 0 else { return false }
            let twin = other.rowStore.rows[Int(r)]
            guard row.shared.isEmpty, twin.shared.isEmpty else { return false }
            let allowed = share * row.largestMagnitude
            for term in row.terms where abs(term.coefficient - twin.coefficient(of: term.symbol)) > allowed { return false }
            for term in twin.terms where row.search(term.symbol) < 0 && abs(term.coefficient) > allowed { return false }
        }
        return true
    }

    /// Records that the primal pass stopped improving `s` because only refused elements bound
    /// it and the rebuilt tableau did not confirm the pivot.
    ///
    /// Its reduced cost stays what it was through a later constant change, which only moves
    /// the rows' constants, so nothing would queue it again; yet the change can move the step
    /// it would take from rounding size to a real one. In
    /// `Fuzz/Regressions/solver/level-short-after-a-suggestion` a slack at a reduced cost of
    /// -1.6·10⁻⁷ was refused on a step of 1.2 (no gain, an ill-conditioned vertex); a suggested
    /// value then moved its step to 1.4·10¹⁰, and the level stayed 2,270 short.
    ///
    /// A symbol whose cost the pass read as negligible on its step (`isNegligibleCost`) is
    /// recorded too, for the same reason: in `not-optimal-after-a-constant-change-ad902a15` a
    /// slack at −6.8·10⁻⁵ at priority 250 was passed over on a degenerate step; a constant
    /// change then moved that step to 81, worth 0.0055 at 250, and no pass looked at it again.
    mutating func noteRefused(_ s: Int32) {
        if !objective.refused.contains(s) { objective.refused.append(s) }
    }

    /// Queues the symbols `noteRefused` recorded as entering candidates again (constants moved).
    mutating func requeueRefusedSymbols() {
        guard !objective.refused.isEmpty else { return }
        for s in objective.refused { objective.queue(s) }
        objective.refused.removeAll()
    }

    /// A reduced cost within `optimalityTolerance` whose step makes a gain this share of the
    /// level's value (at least 1) is real (`pivotOnSmallCost`).
    static let smallCostGainShare = 1e-6

    /// The gain at level `h` above which a step is real: `smallCostGainShare` of the level's
    /// value, at least that share of 1.
    func realGain(atLevel h: Int) -> Double {
        Self.smallCostGainShare * max(1, abs(objective.levels[h].constant))
    }

    /// Whether entering `s` at level `l` on a step of `step` would raise a level above `l`
    /// by more than rounding: its cost there is positive but within `optimalityTolerance`
    /// (so `lexicographicSign` let it through), and cost × step is above
    /// `smallCostGainShare` of that level's value (at least 1). The mirror of
    /// `pivotOnSmallCost`: a reduced cost is a rate. Entering a slack at priority 1 whose
    /// cost at 250 was 5.4·10⁻⁸ (real: the same after refactoring), on a step of 1.6·10⁵,
    /// raised level 250 by 8·10⁻³ above its optimum (`not-optimal-after-a-small-cost-above`). Layout
    /// costs are ±1 and 0 and never get here. The cost is the one the level's errors' rows
    /// give (`errorRowsCost`): the level's own coefficient can hold drift up to
    /// `levelCostTolerance` where its rows hold 0 (4.7·10⁻¹⁰ at 750, whose only error was
    /// non-basic, in `level-short-after-an-add-past-level-drift`), and a step of 3,898 made
    /// that drift a harm, leaving level 250 at 1,939 where 0 is optimal.
    func harmsLevelAbove(_ s: Int32, atLevel l: Int, step: Double) -> Bool {
        guard step > Solver.epsilon else { return false }
        for h in 0..<l {
            let c = objective.levels[h].coefficients[Int(s)]
            let allowed = realGain(atLevel: h)
            if c > Solver.epsilon, c * step > allowed,
               errorRowsCost(of: s, atLevel: objective.levels[h].key) * step > allowed {
                return true
            }
        }
        return false
    }

    /// Whether pivoting `entering` into row `slot` at level `l` would make a level above `l`
    /// read not optimal: some symbol of the row (or the row's basic symbol, leaving) would get a
    /// cost below −`optimalityTolerance` there, and lexicographically negative through the
    /// levels above `l`, where it was not before.
    ///
    /// The pass then goes back to that level (`touchedAbove` in `primalOptimize`) and takes the
    /// step back: entering a slack at priority 100 whose cost at 250 was 1.0·10⁻⁹, within the
    /// tolerance, on an element of −0.004, gave the leaving error a cost of −2.5·10⁻⁷ there,
    /// real to the optimality test, and the two pivots alternated until the pivot limit
    /// (`Fuzz/Regressions/solver/primal-loops-at-build-7be08057`). A pivot that keeps every
    /// level above reading optimal cannot be undone from above, so the levels' values fall
    /// lexicographically as the pass goes on. The entering symbol's cost at a level is the
    /// one nearer 0 of the level's coefficient and what the level's errors' rows give
    /// (`errorRowsCost`), as `harmsLevelAbove` weighs it: drift in either is not a cost.
    /// Called only when the entering symbol has a cost other than 0 at a level above `l`,
    /// which layout costs (±1 and 0 at the entering level only) never have.
    ///
    /// A cost the pivot would leave whose step then gains only rounding at its level does not
    /// count (Solver+NegligibleCosts.swift); with `noting`, the pass remembers such symbols
    /// (`noteSettled`) so as not to chase those costs.
    mutating func unsettlesLevelAbove(_ entering: Int32, row slot: Int32, atLevel l: Int, noting: Bool = false) -> Bool {
        let row = rowStore.rows[Int(slot)]
        let element = row.coefficient(of: entering)
        guard element != 0 else { return false }
        var costs = [Double](repeating: 0, count: l)
        for h in 0..<l {
            let levelCost = objective.levels[h].coefficients[Int(entering)]
            guard levelCost != 0 else { continue }
            let rowsCost = errorRowsCost(of: entering, atLevel: objective.levels[h].key)
            guard levelCost.sign == rowsCost.sign else { continue }
            costs[h] = abs(levelCost) < abs(rowsCost) ? levelCost : rowsCost
        }
        guard costs.contains(where: { $0 != 0 }) else { return false }
        // The leaving symbol stands in the row at −1: `entering = (basic − …) / element`.
        let symbols = [Term(row.basic, -1)] + row.terms
        var settled: [(symbol: Int32, level: Int)] = []
        for term in symbols where term.symbol != entering {
            let kind = symbolTable.kinds[Int(term.symbol)]
            guard kind != .dummy, kind != .external else { continue }
            var before = 0, after = 0, afterLevel = 0, afterCost = 0.0
            for h in 0..<l {
                let cost = objective.levels[h].coefficients[Int(term.symbol)]
                let moved = cost - costs[h] * term.coefficient / element
                if before == 0, abs(cost) > Solver.optimalityTolerance { before = cost < 0 ? -1 : 1 }
                if after == 0, abs(moved) > Solver.optimalityTolerance {
                    (after, afterLevel, afterCost) = (moved < 0 ? -1 : 1, h, moved)
                }
            }
            guard after < 0, before >= 0 else { continue }
            // A cost whose step after the pivot gains only rounding leaves the level settled
            // (Solver+NegligibleCosts.swift).
            guard -afterCost <= Self.settledCostLimit,
                  -afterCost * stepAfterPivot(term.symbol, beta: term.coefficient, entering: entering, row: slot)
                    <= negligibleGain(atLevel: afterLevel) else { return true }
            settled.append((term.symbol, afterLevel))
        }
        if noting { for (s, h) in settled { noteSettled(s, atLevel: h) } }
        return false
    }

    /// Notes as refused (`noteRefused`) the candidates whose cost at level `l` is negative
    /// within `optimalityTolerance` (and within it above), where the level reads optimal at 0.
    ///
    /// At 0 their steps gain nothing, but a constant change can raise the level and give the
    /// same cost a real gain: "constant #5 = 80.6244" raised priority 250 from 0 to 0.002025,
    /// and a slack at a cost of −1.97·10⁻⁸ there, on a step of 1.03·10⁵, would take it back to
    /// 0, the LP oracle's optimum; but nothing queued it, so no pass looked at it
    /// (`Fuzz/Regressions/solver/level-short-after-a-constant-change-fd0835a4`). A constant
    /// change queues the refused symbols again.
    mutating func noteSmallCosts(atLevel l: Int) {
        for s in objective.candidates where hasSmallCost(s, atLevel: l) { noteRefused(s) }
    }

    /// Whether candidate `s` is a non-basic slack or error whose cost at level `l` is negative
    /// within `optimalityTolerance`, and within it at every level above: what the fast rules
    /// pass over as optimal, and `pivotOnSmallCost` and `noteSmallCosts` look at.
    func hasSmallCost(_ s: Int32, atLevel l: Int) -> Bool {
        let si = Int(s)
        let c = objective.levels[l].coefficients[si]
        return c < 0 && c >= -Solver.optimalityTolerance && symbolTable.rowOf[si] < 0
            && symbolTable.kinds[si] != .dummy && symbolTable.kinds[si] != .external
            && lexicographicSign(s, throughLevel: l).sign == 0
    }

    /// What a step of `s` gains at a level where its cost is `c`: the cost times the step its
    /// leaving row allows (`refusedLeavingRow`); nil when no row bounds it.
    mutating func stepGain(_ s: Int32, cost c: Double) -> Double? {
        guard let (_, ratio) = refusedLeavingRow(for: s), ratio.isFinite else { return nil }
        return -c * ratio
    }

    /// When level `l` reads optimal with a value above rounding, pivots a candidate whose
    /// reduced cost there is negative but within `optimalityTolerance` (and within it at every
    /// level above) if its step makes a real gain, confirmed as a refused pivot is
    /// (`pivotOnRefusedElement`); returns whether it did. `tried` lists the symbols already
    /// looked at in this pass, each with the level it was looked at: a symbol's small cost
    /// differs from level to level, and one weighed at a level above, where its gain was
    /// rounding, can hold a real one here. After seed 50006's fourth step of the
    /// near-parallel shape at 200 variables (`oracle-scenarios --shape "1 %" --variables 200`)
    /// a slack looked at for 749 was never looked at for 500, where its cost of −6.9·10⁻⁸ on a
    /// step of 3,862 gains 2.6·10⁻⁴: 500 stayed 0.007 above its optimum, and priority 251,
    /// whose errors those small costs held, 1.6·10⁸ where 2.2·10⁷ is optimal.
    ///
    /// A reduced cost is a rate: −6.4·10⁻⁸ on a step of 9·10⁸ is a gain of 58, and the level
    /// at priority 1 of `Fuzz/Regressions/solver/not-optimal-at-a-small-reduced-cost` read
    /// optimal at 59.2 where 0 is, a slack bounded only by an element of 6.4·10⁻⁸ (a product of
    /// multipliers of 0.01). Only the candidates still queued are looked at, only when
    /// `enteringSymbol` saw one of them with a negative cost (`sawSmallCost`), however small:
    /// −9.9·10⁻¹³ on a step of 6.4·10¹³ closed a level of 63.04
    /// (`level-short-at-a-cost-below-1e-12-c65cda83`), and only when the level's value is
    /// above rounding: layout costs of ±1 and 0 never get here. Those whose
    /// gain is below the share are weighed with the steps after them (`takeSmallCostChain`,
    /// as many as `chainTrials` has left), as the first step of a chain may gain nothing by itself.
    mutating func pivotOnSmallCost(atLevel l: Int, tried: inout [(symbol: Int32, level: Double)],
                                   requiredOnly: Bool, chainTrials: inout Int) -> Bool {
        let value = objective.levels[l].constant
        guard objective.levels[l].key != Self.probeLevel else { return false }
        guard value > Solver.feasibilityTolerance else {
            noteSmallCosts(atLevel: l)
            return false
        }
        var best: (symbol: Int32, gain: Double)?
        var smallGains: [(symbol: Int32, gain: Double)] = []
        let key = objective.levels[l].key
        for s in objective.candidates
        where !tried.contains(where: { $0.symbol == s && $0.level == key }) && hasSmallCost(s, atLevel: l) {
            tried.append((s, key))
            guard let gain = stepGain(s, cost: objective.levels[l].coefficients[Int(s)]) else { continue }
            guard gain > realGain(atLevel: l) else {
                smallGains.append((s, gain))
                continue
            }
            if gain > (best?.gain ?? -.infinity) { best = (s, gain) }
        }
        // Costs snapped to 0 as cancellations count only with a real gain (Solver+SnappedCosts.swift).
        for (s, c) in snappedCosts(atLevel: l) where !tried.contains(where: { $0.symbol == s && $0.level == key }) {
            tried.append((s, key))
            guard let gain = stepGain(s, cost: c) else { continue }
            if gain > realGain(atLevel: l), gain > (best?.gain ?? -.infinity) { best = (s, gain) }
        }
        if let best {
            if pivotOnRefusedElement(best.symbol, atLevel: l) { return true }
            noteRefused(best.symbol)
            objective.snapped.removeAll { $0.symbol == best.symbol && $0.level == key }
        }
        return takeSmallCostChain(smallGains, atLevel: l, requiredOnly: requiredOnly, chainTrials: &chainTrials)
    }
}
