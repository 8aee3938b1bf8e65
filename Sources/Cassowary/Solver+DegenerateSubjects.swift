/// Subjects for rows that already hold: a restricted symbol at a degenerate value, instead of
/// the pending way.
extension Solver {
    /// For a row of restricted symbols only whose constant is zero, the restricted symbol to
    /// make basic, or nil when the row needs the pending way.
    ///
    /// An equality between two variables that are already basic (`w[i] == w[0]` arriving after
    /// both widths have rows of their own) expands into a row of errors, slacks and markers
    /// only. Its constant is zero when the current solution satisfies it. Then any restricted
    /// symbol `s` of the row can be its subject: `0 = a·s + Σ aⱼxⱼ` solves to
    /// `s = -Σ (aⱼ/a)·xⱼ`, which is 0 now, so every row stays feasible whatever the sign of
    /// `a`. The pending way (an artificial objective minimised by the primal simplex) reaches
    /// the same tableau through pivots, and each pivot substitutes into every row that holds
    /// the entering symbol; a row of equal widths closed bottom up took two such pivots per
    /// width, each as long as the row of widths.
    ///
    /// Of the candidates (not dummies, coefficient within a factor of 10 of the row's largest
    /// restricted one, as in partial pivoting), the one whose substitution leaves the fewest
    /// symbols with a negative reduced cost is taken: the primal simplex then has the least
    /// to repair, and none when some choice keeps the objective optimal. Ties go to a symbol
    /// fewer than `tieColumnLimit` rows hold before one more rows hold (its substitution
    /// rewrites each of them), then to the newest symbol, which belongs to the constraints
    /// added last.
    ///
    /// A form with equal label widths built in shuffled order meets this with a label's
    /// `w == w[0]`: the row holds the slacks and errors of two labels' minimum widths (at
    /// 750), two of them leave nothing to repair, and the newer of those was held by every
    /// label's and field's row. Taking it rewrote 645 to 35,000 rows, 13 times in a form of
    /// 10,000 rows; the other is held by one to three.
    mutating func degenerateSubject(_ row: Row) -> Int32? {
        guard abs(row.constant) <= Solver.epsilon else { return nil }
        var largest = 0.0
        for term in row.terms where symbolTable.kinds[Int(term.symbol)] != .dummy {
            largest = max(largest, abs(term.coefficient))
        }
        guard largest > Solver.pivotTolerance else { return nil }
        var best: (symbol: Int32, entering: Int, isLong: Bool)?
        for term in row.terms where symbolTable.kinds[Int(term.symbol)] != .dummy
            && abs(term.coefficient) >= 0.1 * largest && abs(term.coefficient) > Solver.pivotTolerance {
            let entering = enteringCount(row, subject: term.symbol, coefficient: term.coefficient)
            if let b = best, entering > b.entering { continue }
            let isLong = columnCount(term.symbol, upTo: Self.tieColumnLimit) >= Self.tieColumnLimit
            if let b = best, entering == b.entering, isLong && !b.isLong || (isLong == b.isLong && term.symbol < b.symbol) {
                continue
            }
            best = (term.symbol, entering, isLong)
        }
        return best?.symbol
    }

    /// How many of `row`'s other symbols would have a negative reduced cost (lexicographically,
    /// at the first level where it is beyond `optimalityTolerance`) once `subject`, with
    /// `coefficient` in the row, is substituted into the objective.
    ///
    /// Solving the row for the subject adds `-cₗ(subject)·aⱼ/coefficient` to each symbol's
    /// coefficient at level l; the symbols outside the row keep theirs, which an optimal
    /// tableau keeps non-negative.
    func enteringCount(_ row: Row, subject: Int32, coefficient: Double) -> Int {
        let si = Int(subject)
        var count = 0
        for term in row.terms where term.symbol != subject && symbolTable.kinds[Int(term.symbol)] != .dummy {
            let ti = Int(term.symbol)
            for level in objective.levels {
                let c = level.coefficients[ti] - level.coefficients[si] * term.coefficient / coefficient
                if c < -Solver.optimalityTolerance { count += 1 }
                if abs(c) > Solver.optimalityTolerance { break }
            }
        }
        return count
    }

    /// For a degenerate optional inequality, its slack when solving for the slack leaves fewer
    /// entering candidates in the objective than solving for its error; nil otherwise.
    ///
    /// An optional `expr <= 0` becomes `0 = expr + slack - error`. When its constant is zero
    /// (the constraint holds with equality), either symbol can be the subject at a feasible 0:
    /// `error = expr + slack` adds `expr` to its level, `slack = error - expr` adds nothing.
    /// A label whose width equals many others' (a form's equal label widths) gets a hugging
    /// row `w - c <= 0` whose expression is the previous label's slack and error: taking the
    /// error made that slack's reduced cost negative, and the degenerate pivot that repaired
    /// it rewrote every row holding the slack, one per row of the form (quadratic in its rows).
    /// Rule 2's error stays the subject on ties: the values are the same either way.
    mutating func balancedSlackSubject(_ row: Row, _ slot: Int) -> Int32? {
        let record = constraintTable.records[slot]
        guard record.errors.count == 1, abs(row.constant) <= Solver.epsilon else { return nil }
        let slack = record.marker, error = record.errors[0]
        guard symbolTable.kinds[Int(slack)] == .slack else { return nil }
        let aSlack = row.coefficient(of: slack), aError = row.coefficient(of: error)
        guard abs(aSlack) > Solver.pivotTolerance, abs(aError) > Solver.pivotTolerance else { return nil }
        let slackCount = enteringCount(row, subject: slack, coefficient: aSlack)
        let errorCount = enteringCount(row, subject: error, coefficient: aError)
        return slackCount < errorCount ? slack : nil
    }

    /// For a degenerate optional equality, another inequality's slack to make basic instead of
    /// one of its own errors, when that keeps the objective optimal; nil otherwise.
    ///
    /// An optional `expr == 0` that holds already (its row's constant is zero) can take as its
    /// subject any restricted symbol of its row at a feasible 0. Its own error, basic at 0,
    /// blocks every later move of `expr` in the direction that error decreases, even where a
    /// required inequality in the row has room: a stack view's label wants its height at 0
    /// (priority 25) and its bottom above the spacer's, so the row reads `e = slack + h_spacer
    /// + …`, and with the error basic the spacer cannot grow past any label at ratio 0. The
    /// first label's compression resistance then walked one degenerate pivot through every
    /// other label's row, and another back at priority 25 (19 of the build's 38 pivots for a
    /// stack of ten labels). With the slack basic the spacer grows and the labels' bottoms
    /// move off it, as kiwi's solver reaches by a pivot at each such add.
    ///
    /// Of the slacks within a factor of ten of the row's largest coefficient whose substitution
    /// leaves no symbol with a negative reduced cost (the objective stays optimal: no pivot
    /// follows, and the values are those of the error subject), the one the fewest rows hold
    /// (cheapest to substitute), ties to the newest.
    mutating func freeSlackSubject(_ row: Row, _ slot: Int) -> Int32? {
        let record = constraintTable.records[slot]
        guard record.errors.count == 2, abs(row.constant) <= Solver.epsilon else { return nil }
        var largest = 0.0
        for term in row.terms where symbolTable.kinds[Int(term.symbol)] != .dummy {
            largest = max(largest, abs(term.coefficient))
        }
        guard largest > Solver.pivotTolerance else { return nil }
        var best: (symbol: Int32, held: Int)?
        for term in row.terms where symbolTable.kinds[Int(term.symbol)] == .slack && term.symbol != record.marker
            && abs(term.coefficient) >= 0.1 * largest && abs(term.coefficient) > Solver.pivotTolerance {
            let held = columnCount(term.symbol, upTo: 64)
            if let b = best, held > b.held || (held == b.held && term.symbol < b.symbol) { continue }
            guard enteringCount(row, subject: term.symbol, coefficient: term.coefficient) == 0 else { continue }
            best = (term.symbol, held)
        }
        return best?.symbol
    }
}
