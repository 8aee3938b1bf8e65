/// New rows that take over the row of a basic variable instead of being expanded down its chain.
///
/// Built out of order, a layout's chains point the wrong way. A form added bottom up makes each
/// label's top basic in a chain of label rows (`L[i].y = L[i+1].y - L[i].h - 8 + …`) and each
/// field's top in a chain of field rows, both ending at the bottom row; a constraint between
/// the two chains (`L[i].y >= F[i-1].y + F[i-1].h + 8`) holds no free variable, and expanding
/// it walks both chains to the bottom, where they meet: O(N) per row, O(N²) per build.
///
/// Such a constraint `E` can instead become the row of one of its basic variables `y`, whose
/// row `R` (`y = r`) then leaves something to say: `0 = r - e`, where `y = e` is `E` solved for
/// `y`. That remainder `Q` is expanded and installed as a restricted row. The two rows say what
/// `R` and `E` said. When `E` ties the two chains, `y`'s new row joins the label chain to the
/// field chain, and `Q`'s expansion meets the other chain within a few rows.
extension Solver {
    /// References a new row's expansion may replace before a swap is tried.
    static let swapThreshold = 8

    /// Expands record `slot`'s new row `row`, or installs it swapped when its expansion walked
    /// more than `swapThreshold` references and a swap qualifies (then returns true, and the
    /// caller optimises).
    ///
    /// Most new rows hold no basic unrestricted variable: that is decided here, inlined into the
    /// caller, as in `expand`.
    @inline(__always)
    mutating func expandOrSwap(_ row: inout Row, _ slot: Int) -> Bool {
        guard row.terms.contains(where: { symbolTable.isBasicExternal($0.symbol) }) else { return false }
        return expandOrSwapReferences(&row, slot)
    }

    /// `expandOrSwap` for a row that holds a basic unrestricted variable.
    ///
    /// In a tableau of `rerootProbeRows` rows or more, an expansion that replaces more than
    /// `rerootProbeBudget` references is given up for a re-rooted path first (`rerootedLongPathSubject`), and is done whole only when none
    /// qualifies.
    mutating func expandOrSwapReferences(_ row: inout Row, _ slot: Int) -> Bool {
        let unexpanded = row
        let budget = rowStore.rows.count >= Self.rerootProbeRows ? Self.rerootProbeBudget : .max
        guard let walked = expandReferences(&row, budget: budget)
                ?? rerootedOrExpandedWhole(&row, unexpanded) else { return true }
        guard walked > Self.swapThreshold, installSwapped(unexpanded, expanded: row, slot) else { return false }
        rerootScratch.refusedLongRow = false
        return true
    }

    /// For a row whose expansion ran past `rerootProbeBudget`: nil once it is installed with a
    /// re-rooted path's subject, else `row` (`unexpanded`) expanded whole, with the references
    /// it replaced.
    mutating func rerootedOrExpandedWhole(_ row: inout Row, _ unexpanded: Row) -> Int? {
        if rerootedLongPathSubject(unexpanded) { return nil }
        row = unexpanded
        return expandReferences(&row) ?? 0
    }

    /// References an expansion replaces before `expandOrSwap` tries a re-rooted path instead.
    static let rerootProbeBudget = 2 * rerootRowLength

    /// Rows below which `expandOrSwap` expands whole, as before, rather than search first.
    ///
    /// A search that fails costs about as much as the expansion it was to save, and a build
    /// has one such row at least: the row that closes a chain (its two ends already placed)
    /// expands without a free variable, so no path qualifies. On 100 buttons (400 rows) that
    /// search was 7 % of the build's instructions; from 1,000 the searches that succeed
    /// outweigh it.
    static let rerootProbeRows = 2048

    /// Installs `row`, whose expansion replaces more than `rerootProbeBudget` references,
    /// solved for a subject freed by re-rooting a path (Solver+RerootedPaths.swift), as
    /// `insertKeepingReferences` does (the caller optimises); false, and the row
    /// noted as refused, when no path qualifies.
    ///
    /// `rerootedPathSubject` re-roots only rows whose expansion is longer than `rerootRowLength`
    /// and holds an unrestricted variable, and expanded them whole to find out, only to drop
    /// the expansion. Joining two runs of a chain built in shuffled order, that expansion walks
    /// both runs to their free ends, where the re-rooting walks the shorter path: the buttons
    /// and fillEqually rows shuffled at 10,000 views replaced 88,000 references in expansions
    /// dropped so (108,500 in all; 3,000 at 1,000 views), the largest 16,000. A row is tried
    /// here once its expansion has replaced `rerootProbeBudget` references (in a tableau of
    /// `rerootProbeRows` rows or more): it is then much longer than `rerootRowLength` but where
    /// terms cancel, and a re-rooting that qualifies
    /// leaves it an unrestricted variable (the free variable at the path's end, which the
    /// checks on cycles keep from cancelling), so the choice is the one the whole expansion
    /// would have led to. A swap (`installSwapped`) needs an expansion free of them, so it
    /// would not have qualified either.
    mutating func rerootedLongPathSubject(_ row: Row) -> Bool {
        guard let (subject, rank) = rerootedPathSubject(row, expanded: nil) else {
            rerootScratch.refusedLongRow = true
            return false
        }
        insertKeepingReferences(row, subject, rank)
        return true
    }

    /// Installs record `slot`'s row `row` (unexpanded, with no free variable to take as subject)
    /// as the row of one of its basic variables, and the remainder as a restricted row; false,
    /// with nothing changed, when no variable qualifies. `expanded` is `row` expanded.
    ///
    /// A basic variable `y` of the row qualifies, in the constraint's own order, when:
    /// - its coefficient is ±1, and the rows that refer to it (with the rows that refer to
    ///   those) can be ranked above its new row (`referringHolders`, as for `heldSubject`): then
    ///   `y = e` refers only to lower ranks and no cycle forms;
    /// - the remainder `Q = r - e` expanded holds restricted symbols only;
    /// - `Q` has a subject that keeps every row feasible: the record's own slack or error
    ///   (new symbols, held by `y`'s new row alone) at a non-negative value, or, when `Q`'s
    ///   constant is zero, a restricted symbol at 0 (`degenerateSubject`).
    ///
    /// `Q` needs no expansion of its own. With the row `a·y + ρ` (`ρ` the rest) and `y`'s old
    /// row `y = r`, `e = -ρ/a` and `Q = r + ρ/a = (a·r + ρ)/a`: the row with `y` replaced by
    /// `r`, over `a`, which is what expanding the row computed. So `Q` is `expanded` divided by
    /// `a` (±1: exact), and solved for a subject it is the same row whichever `y` is swapped,
    /// so it is found once. Expanding `Q` again for each candidate cost a second walk down the
    /// chains, and a third for the next candidate when one failed.
    /// The subject is then substituted out of the other rows, as for any new row; the caller
    /// optimises.
    mutating func installSwapped(_ row: Row, expanded: Row, _ slot: Int) -> Bool {
        var remainder: (row: Row, subject: Int32)??
        for variableTerm in terms(ofRecord: slot) {
            let y = variableTable.symbol[Int(variableTerm.variable.index)]
            guard symbolTable.isBasicExternal(y),
                  abs(abs(row.coefficient(of: y)) - 1) < Solver.epsilon,
                  let dependents = referringHolders(of: y, besides: -1, row: row, limit: Self.rerankLimit)
            else { continue }
            if remainder == nil { remainder = swapRemainder(expanded, slot) }
            guard let (solved, subject) = remainder ?? nil else { return false }
            var definition = row
            _ = definition.solve(for: y)
            let ySlot = symbolTable.rowOf[Int(y)]
            rowStore.liveTerms += definition.terms.count - rowStore.rows[Int(ySlot)].terms.count
            rowStore.rows[Int(ySlot)] = definition
            for term in definition.terms { columnAppend(term.symbol, ySlot) }
            valueChains.rank[Int(y)] = newRank(for: y)
            markStale(y)
            rerank(dependents)
            let r = insertRow(solved)
            substituteOut(subject, definedBy: r)
            return true
        }
        return false
    }

    /// The remainder `Q` (see `installSwapped`), given as the row `expanded` up to a factor of
    /// ±1, solved for a subject that keeps every row feasible, with that subject; nil when
    /// there is none. Solving for a subject gives the same row whatever `Q`'s sign.
    mutating func swapRemainder(_ expanded: Row, _ slot: Int) -> (Row, Int32)? {
        var remainder = Row(constant: expanded.constant, terms: expanded.terms, shared: expanded.shared)
        let dropped = dropCancelledVariables(&remainder)
        guard !remainder.terms.contains(where: { symbolTable.kinds[Int($0.symbol)] == .external }) else { return nil }
        let record = constraintTable.records[slot]
        for s in [record.marker] + record.errors where symbolTable.kinds[Int(s)] != .dummy {
            let a = remainder.coefficient(of: s)
            guard abs(a) > Solver.pivotTolerance, abs(a) >= 0.1 * remainder.largestMagnitude else { continue }
            var solved = remainder
            _ = solved.solve(for: s)
            if solved.constant >= 0 {
                noteDroppedParameters(dropped)
                return (solved, s)
            }
        }
        if abs(remainder.constant) <= Solver.epsilon, let s = degenerateSubject(remainder) {
            _ = remainder.solve(for: s)
            noteDroppedParameters(dropped)
            return (remainder, s)
        }
        return nil
    }
}
