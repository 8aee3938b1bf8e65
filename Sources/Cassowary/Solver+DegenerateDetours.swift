/// Degenerate primal pivots that enter a short column of the leaving row instead of a long
/// entering column.
///
/// A primal pivot whose leaving row reads `b = 0 + Σ aₖ·xₖ` (ratio 0) moves no value: it only
/// changes the basis, so that the entering symbol `e`'s reduced cost stops being negative. Its
/// cost is the substitution of `e` into every row that holds it. Any symbol `j` of that row with
/// `aⱼ > 0` can be made basic there at no cost to feasibility either (`xⱼ = (b - Σₖ≠ⱼ aₖ·xₖ)/aⱼ`
/// is 0, and the constant substituted into the other rows is 0), and it changes the reduced
/// costs of the row's symbols only: at each level `c'ₖ = cₖ - cⱼ·aₖ/aⱼ`, and `c'_b = cⱼ/aⱼ`.
/// When `cⱼ` is zero above the level being optimised and positive at it, that pivot can make
/// `e`'s reduced cost non-negative just as well, and it substitutes `j` instead of `e`.
///
/// A form with equal label widths built in shuffled order meets this when another label of the
/// widest width joins the group or gets its compression resistance: the group's width is
/// expressed in the slack of an earlier such label, which every label's and field's row holds,
/// and the degenerate pivot that followed substituted it into 11,800 to 34,700 rows, five times
/// in a form of 10,000 rows. The new label's own slack, held by one row, does the same; the
/// long pivots left there are those whose leaving row holds no such symbol.
///
/// The detour is taken only when it leaves no symbol with a lexicographically negative reduced
/// cost that did not have one (through the level being optimised) and leaves `e` with none at
/// any level, so it strictly reduces the symbols left to enter at this level: it cannot cycle
/// with itself, and under Bland's rule (after a run of degenerate pivots) it is not tried.
extension Solver {
    /// Entering columns at least this long make a degenerate pivot look for a detour.
    static let detourColumnLength = 64

    /// The symbol to enter row `slot` instead of `entering` at level `l`, when the pivot is
    /// degenerate, `entering`'s column is long and a short one qualifies (see the note above);
    /// nil to pivot on `entering`.
    mutating func degenerateDetour(_ slot: Int32, entering e: Int32, atLevel l: Int) -> Int32? {
        let row = rowStore.rows[Int(slot)]
        guard abs(row.constant) <= Solver.epsilon, row.shared.isEmpty else { return nil }
        let ae = row.coefficient(of: e)
        guard ae != 0 else { return nil }
        var largest = 0.0
        for t in row.terms where symbolTable.kinds[Int(t.symbol)] != .dummy {
            largest = max(largest, abs(t.coefficient))
        }
        var candidates: [Term] = []
        for t in row.terms where t.symbol != e && t.coefficient >= 0.1 * largest && t.coefficient > Solver.pivotTolerance
            && detourQualifies(row, t, entering: e, atLevel: l) {
            candidates.append(t)
        }
        guard !candidates.isEmpty,
              columnCount(e, upTo: Self.detourColumnLength) >= Self.detourColumnLength else { return nil }
        var best: (symbol: Int32, held: Int)?
        for t in candidates {
            let held = columnCount(t.symbol, upTo: Self.tieColumnLimit)
            guard held < Self.tieColumnLimit else { continue }
            if let b = best, b.held <= held { continue }
            best = (t.symbol, held)
        }
        return best?.symbol
    }

    /// Whether `j` (with `j.coefficient > 0` in `row`) may enter `row` in place of `e` at level
    /// `l`: a slack or error whose reduced cost is zero above `l` and positive at `l`, after
    /// which `e` has a reduced cost non-negative at every level and no symbol of the row a
    /// negative one through `l` that it did not have before.
    func detourQualifies(_ row: Row, _ j: Term, entering e: Int32, atLevel l: Int) -> Bool {
        let ji = Int(j.symbol)
        let kind = symbolTable.kinds[ji]
        guard kind == .slack || kind == .error else { return false }
        for h in 0..<l where abs(objective.levels[h].coefficients[ji]) > Solver.optimalityTolerance { return false }
        guard objective.levels[l].coefficients[ji] > Solver.optimalityTolerance else { return false }
        for t in row.terms where t.symbol != j.symbol && symbolTable.kinds[Int(t.symbol)] != .dummy {
            let through = t.symbol == e ? objective.levels.count - 1 : l
            let after = signAfterDetour(t, j, throughLevel: through)
            if after < 0 && (t.symbol == e || lexicographicSign(t.symbol, throughLevel: l).sign >= 0) { return false }
        }
        return true
    }

    /// The lexicographic sign, through level `last`, of the reduced cost of `k` once `j` enters
    /// the row both are in: `cₖ - cⱼ·aₖ/aⱼ` at each level.
    func signAfterDetour(_ k: Term, _ j: Term, throughLevel last: Int) -> Int {
        let ratio = k.coefficient / j.coefficient
        for h in 0...last {
            let c = objective.levels[h].coefficients[Int(k.symbol)] - objective.levels[h].coefficients[Int(j.symbol)] * ratio
            if c < -Solver.optimalityTolerance { return -1 }
            if c > Solver.optimalityTolerance { return 1 }
        }
        return 0
    }
}
