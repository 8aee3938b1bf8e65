/// Unrestricted rows kept unexpanded: a chain of N views costs O(N) terms, not O(N²).
///
/// In Cassowary's augmented simplex form only the restricted rows and the objective take part
/// in the simplex: the ratio tests, the entering choices and the dual simplex never look at a
/// row whose basic symbol is an unrestricted (external) variable. Such rows only say what the
/// variable's value is. So they need not be expressed in non-basic symbols alone: an
/// unrestricted row may refer to other basic unrestricted variables, as the constraint that
/// made it did. `x₂ = x₁ + w₁ + 8` stays three terms long, where the fully expanded row would
/// hold every width and slack above it in the chain; expanded, a layout of N chained views
/// holds O(N²) terms, and building it took quadratic time (a 10,000-row form held 3 × 10⁸).
///
/// The references must stay acyclic; a *rank* per basic unrestricted variable orders them:
/// every row refers only to basic unrestricted variables of lower rank. Then:
/// 1. A value is its row's constant plus its references' values (non-basic symbols are 0),
///    evaluated in rank order; `refreshValues()` re-evaluates only rows downstream of a change.
/// 2. A restricted row or the objective needs a row in non-basic symbols: `expand` replaces
///    references highest rank first, so terms that cancel (two views of one chain row) are
///    dropped before their own references are ever visited.
/// 3. A new row keeps its references when it can take a subject no row holds (so none of its
///    references depends on it), one held by a few rows (`heldSubject`: those rows keep it as
///    a reference), one freed by re-solving the row of a reference (`rerootedSubject`), or,
///    when its expansion would be long, one freed by re-solving a whole path of rows
///    (Solver+RerootedPaths.swift).
///    Either way the new rows take the next ranks, and the rows whose references changed, with
///    the rows that refer to them (a bounded number), are re-ranked above them in their old
///    order, so ranks are a counter. Otherwise the row is expanded and handled as in the
///    classic algorithm.
/// The simplex is unchanged: restricted rows and the objective are still fully expanded. So
/// chains whose density lies in the unrestricted rows (a form's rows stacked below each other)
/// become linear. Restricted rows dense in markers (N equal widths closed by one constraint:
/// every width's hugging row depends on every equality's marker) share them instead
/// (Solver+SharedMarkers.swift). Restricted rows dense in symbols the simplex pivots on (the
/// slack rows of kiwi's `v >= 0` bounds down a chain) are not helped: those need a factored
/// basis (revised simplex with a sparse LU).
extension Solver {

    // MARK: - Subjects that keep a row's references

    /// An unrestricted subject for `row` (which may refer to basic variables) and its rank, or
    /// nil when the row must be expanded first.
    ///
    /// 1. Candidates: the row's non-basic unrestricted variables whose coefficient is within a
    ///    factor of 10 of the largest of them (partial pivoting), in symbol order.
    /// 2. The first candidate no row holds whose coefficient is ±1, or else the first one no
    ///    row holds, ranked above every other row: nothing refers to it. (Held candidates are
    ///    `heldSubject`'s, under stricter conditions.)
    ///
    /// Why a unit one first: a label centred on its field (`field.top + 0.5·field.height =
    /// label.top + 0.5·label.height`) arrives with `label.height` and `field.top` both new, and
    /// the first in symbol order was `label.height`, its row `label.height = 2·field.top + …`.
    /// Its hugging (`label.height <= 20`) then found it basic, expanded that row through the
    /// chain of rows above and made `field.top` basic in the copy; every row below took its
    /// turn: 9.0 million terms at 1,000 rows (longest 5,998), a rotation 7.9 ms. Solved for
    /// `field.top`, each height stays non-basic until its own hugging makes it basic in a row
    /// of two terms: 24,905 terms (longest 6). The largest coefficient first did as well here,
    /// but changed the pivots of random systems: of the solver's fuzz regressions, two past the
    /// conditioning limit stopped elsewhere than documented, and removals from another left a
    /// restricted row holding an unrestricted variable.
    mutating func unexpandedSubject(_ row: Row) -> (subject: Int32, rank: Double)? {
        var largest = 0.0
        for term in row.terms where symbolTable.isParametric(term.symbol) {
            largest = max(largest, abs(term.coefficient))
        }
        guard largest > Solver.pivotTolerance else { return nil }
        func isCandidate(_ term: Term) -> Bool {
            symbolTable.isParametric(term.symbol)
                && abs(term.coefficient) >= 0.1 * largest && abs(term.coefficient) > Solver.pivotTolerance
        }
        var first: Int32?
        for term in row.terms where isCandidate(term) && columnCount(term.symbol, upTo: 1) == 0 {
            if abs(abs(term.coefficient) - 1) < Solver.epsilon { return (term.symbol, newRank(for: term.symbol)) }
            if first == nil { first = term.symbol }
        }
        guard let first else { return nil }
        return (first, newRank(for: first))
    }

    /// Makes room for an unexpanded subject by re-solving the row of one of `row`'s references.
    ///
    /// A chain's newest edge is often already basic when the constraint that ties it to the
    /// previous row arrives (`label.top = field.top - 4.5`, then `label.top >= above.bottom + 8`):
    /// the new row then holds no non-basic variable, and expanding it would copy the whole chain
    /// above. Instead, for a reference `y` whose row `y = c + a·x + Σ` holds a non-basic `x`
    /// (with `a` within a factor of 10 of the largest there), the row is re-solved for `x`:
    /// `x = (y - c - Σ)/a`. `y` is then non-basic and becomes the new row's subject, ranked
    /// above every row; `x`'s row, which refers to `y`, is ranked above that. The rows that
    /// referred to `y` and the other rows that held `x` (at most 4 each, with the rows that
    /// refer to them: see `referringHolders`) keep those symbols as references and are ranked
    /// above both. No row's terms change but the re-solved one. `y`'s coefficient must be
    /// within a factor of 10 of the row's largest unrestricted one, and the new row must not
    /// hold `x` (its row would then refer to `y` and `y`'s to it).
    ///
    /// The engine's form needs the holders: a field's height, basic in the chain row below it,
    /// is still held by its label's baseline row when its `height <= 34` hugging arrives.
    mutating func rerootedSubject(_ row: Row) -> (subject: Int32, rank: Double)? {
        var largestInRow = 0.0
        for term in row.terms where symbolTable.kinds[Int(term.symbol)] == .external {
            largestInRow = max(largestInRow, abs(term.coefficient))
        }
        for term in row.terms where symbolTable.isBasicExternal(term.symbol)
            && abs(term.coefficient) >= 0.1 * largestInRow && abs(term.coefficient) > Solver.pivotTolerance {
            let y = term.symbol
            let slot = symbolTable.rowOf[Int(y)]
            // The defining row is read in place, by index: a copy of it retained and released
            // its terms for each reference of each new row (a tenth of the stacks screen's build).
            let count = rowStore.rows[Int(slot)].terms.count
            var largest = 0.0
            for k in 0..<count where symbolTable.kinds[Int(rowStore.rows[Int(slot)].terms[k].symbol)] == .external {
                largest = max(largest, abs(rowStore.rows[Int(slot)].terms[k].coefficient))
            }
            func isCandidate(_ t: Term) -> Bool {
                symbolTable.isParametric(t.symbol) && abs(t.coefficient) >= 0.1 * largest
                    && abs(t.coefficient) > Solver.pivotTolerance && !row.contains(t.symbol)
            }
            // The holders are gathered only for a row that can be re-solved: gathering them
            // first walked columns for candidates rejected here.
            guard (0..<count).contains(where: { isCandidate(rowStore.rows[Int(slot)].terms[$0]) }) else { continue }
            let defining = rowStore.rows[Int(slot)]
            // Rows that refer to the re-ranked ones follow them only through unit pivots.
            let yIsUnit = abs(abs(term.coefficient) - 1) < Solver.epsilon
            let direct = referringHolders(of: y, besides: -1, row: row, limit: 0)
            let extended = yIsUnit ? referringHolders(of: y, besides: -1, row: row, limit: Self.rerankLimit) : nil
            guard direct != nil || extended != nil else { continue }
            for t in defining.terms where isCandidate(t) {
                let x = t.symbol
                let isUnit = yIsUnit && abs(abs(t.coefficient) - 1) < Solver.epsilon
                guard let dependents = isUnit ? extended : direct,
                      let others = referringHolders(of: x, besides: slot, row: row, limit: isUnit ? Self.rerankLimit : 0)
                else { continue }
                rowStore.liveTerms -= rowStore.rows[Int(slot)].terms.count
                _ = rowStore.rows[Int(slot)].solve(for: x)
                rowStore.liveTerms += rowStore.rows[Int(slot)].terms.count
                symbolTable.rowOf[Int(y)] = -1
                symbolTable.rowOf[Int(x)] = slot
                if others.isEmpty { clearColumn(x) }  // holders stay: they refer to x now
                columnAppend(y, slot)
                let subjectRank = newRank(for: y)
                valueChains.rank[Int(x)] = newRank(for: x)
                markStale(x)
                markStale(y)
                rerank(others + dependents.filter { !others.contains($0) })
                return (y, subjectRank)
            }
        }
        return nil
    }

    /// An unrestricted subject for `row` that other rows hold, taken without substituting it.
    ///
    /// A view's edge is often held by one row when the constraint that defines it arrives: the
    /// engine's form aligns a label on its field (`label.top = field.top + …`, which makes
    /// `label.top` basic and leaves `field.top` in its row) before it chains the field below
    /// the field above (`field.top = above.top + above.height + 8`). Expanding that chain row
    /// copies the whole chain above it, a quadratic build. Instead, a candidate `x` qualifies when:
    /// - its coefficient is ±1 and within a factor of 10 of the largest non-basic unrestricted
    ///   one (as in `unexpandedSubject`), taken in the constraint's own order, whose first item
    ///   is the one it places. Other coefficients were tried: the 10× test sees only the
    ///   unexpanded row, whose references may hide far larger coefficients, and dividing by a
    ///   small one grew rounding errors to 10⁻³ on the random systems of `OracleTests`;
    /// - at most 4 rows hold it, each the row of an unrestricted variable, and those rows with
    ///   every row that refers to them, directly or through others, number at most
    ///   `rerankLimit` and hold nothing the new row refers to (so no cycle can form);
    /// - no level of the objective holds it.
    /// `x` becomes basic with the new row, ranked above every row, and the holders and the rows
    /// that refer to them are re-ranked above `x`, in their old order: the holders keep `x` as
    /// a reference, so no row changes but for its rank, and their values are re-evaluated.
    /// The values are the same as after substituting `x`'s row into the holders; only the
    /// arithmetic is saved.
    mutating func heldSubject(_ row: Row, _ slot: Int) -> (subject: Int32, rank: Double)? {
        var largest = 0.0
        for term in row.terms where symbolTable.isParametric(term.symbol) {
            largest = max(largest, abs(term.coefficient))
        }
        guard largest > Solver.pivotTolerance else { return nil }
        // In the constraint's own order: its first item is the one it places.
        for variableTerm in terms(ofRecord: slot) {
            let x = variableTable.symbol[Int(variableTerm.variable.index)]
            let coefficient = row.coefficient(of: x)
            guard symbolTable.kinds[Int(x)] == .external, symbolTable.rowOf[Int(x)] < 0,
                  abs(coefficient) >= 0.1 * largest, abs(abs(coefficient) - 1) < Solver.epsilon else { continue }
            if objective.levels.contains(where: { $0.coefficients[Int(x)] != 0 }) { continue }
            guard let holders = referringHolders(of: x, besides: -1, row: row, limit: Self.rerankLimit) else { continue }
            let subjectRank = newRank(for: x)
            rerank(holders)
            return (x, subjectRank)
        }
        return nil
    }

    /// The rows other than `slot` that hold non-basic `x`, and every row that refers to them,
    /// directly or through other rows, when each may keep its references once `x` turns basic
    /// and they are re-ranked above it: at most 4 holders and `limit` rows in all, each the row
    /// of an unrestricted variable that neither `row` (the new row) nor row `slot` refers to.
    /// With `limit` 0, only holders that no row refers to. Nil otherwise.
    ///
    /// Why the rows that refer to the holders: built out of order, a chain's rows point both
    /// ways, and a holder is often itself referred to (`x₂ = x₃ - w₂ - 8` refers to `x₃`, held
    /// by `x₁ = x₃ - w₁ - 8`... and so on down a run of rows built before their neighbours).
    /// Without them the new row was expanded through the whole run: a shuffled chain of 10,000
    /// views held 90 million terms. Re-ranking a bounded set costs a bounded amount per add.
    ///
    /// Only for pivots on unit coefficients (`heldSubject`'s, and `rerootedSubject`'s when both
    /// its coefficients are ±1): extended to the others, it changed which rows random systems
    /// expand, and one of `OracleTests`' systems missed its optimum by four times the tolerance.
    /// Likewise each row of the set must hold the symbol that brought it in (`x`, or the basic
    /// variable of the row it refers to) with a coefficient of ±1. Without that, a screen of
    /// label and field rows centred on each other (`0.5·height` terms) built from a system
    /// file left each field's height off by twice the row above's error: 28 instead of 30 at
    /// row 48, 10¹⁵ at row 97 (Fuzz/Regressions/constraint-system/rows-screen-centred-chain.json).
    /// The cause is growth along the kept references: a row re-ranked through a symbol it holds
    /// with a coefficient of 2 (`1/0.5`, from a centring row re-solved for the height) keeps
    /// referring instead of being expanded, so each row's terms reach the next through a
    /// factor of 2, and expanding a field's hugging row sums terms of 2ᵏ that cancel to a few
    /// points. The rounding doubles with them: the rows' own residuals (`tableauDrift`) were
    /// 0.058, 0.117, 0.234 … 3.87 for fields 43 to 48, while the required constraints held.
    /// A bound of 1 on each coefficient (letting 0.5 through) solves the screen as exactly
    /// (drift 6.5·10⁻¹⁴ against 0.066); ±1 is kept, the chains it was made for.
    mutating func referringHolders(of x: Int32, besides slot: Int32, row: Row, limit: Int) -> [Int32]? {
        let holders = rowsContaining(x, upTo: 6).filter { $0 != slot }
        guard holders.count <= 4 else { return nil }
        return referenceClosure(of: holders, via: x, besides: slot, row: row, limit: limit)
    }

    /// The rows `holders` (which hold `x`) and every row that refers to them, directly or
    /// through others, under `referringHolders`' conditions; nil when one fails.
    mutating func referenceClosure(of holders: [Int32], via x: Int32, besides slot: Int32, row: Row,
                                   limit: Int) -> [Int32]? {
        var closure: [Int32] = []
        // Membership in a stamped map: `closure.contains` cost `limit²/2` comparisons a walk.
        var seen = rerootScratch.closure
        rerootScratch.closure = StampedMap()
        defer { rerootScratch.closure = seen }
        seen.clear(keysBelow: rowStore.rows.count)
        var queue = holders.map { (slot: $0, via: x) }
        var position = 0
        while position < queue.count {
            let (next, via) = queue[position]
            position += 1
            if !seen.insert(next) { continue }
            let b = rowStore.rows[Int(next)].basic
            guard symbolTable.kinds[Int(b)] == .external, !row.contains(b),
                  slot < 0 || !rowStore.rows[Int(slot)].contains(b) else { return nil }
            closure.append(next)
            if limit == 0 {
                guard columnCount(b, upTo: 1) == 0 else { return nil }
                continue
            }
            guard closure.count <= limit,
                  abs(abs(rowStore.rows[Int(next)].coefficient(of: via)) - 1) < Solver.epsilon else { return nil }
            walkColumn(b, upTo: limit + 1) { slot, _ in queue.append((slot, b)) }
        }
        return closure
    }

    /// The most rows `referringHolders` re-ranks for one new row.
    static let rerankLimit = 256

    /// Ranks the rows `slots` above every rank so far and queues their values for refresh.
    ///
    /// When some of them refer to others, they keep the order of their current ranks, so that
    /// a row still ranks above the rows it refers to; otherwise the order given.
    mutating func rerank(_ slots: [Int32]) {
        let refersWithin = slots.contains { slot in
            let b = rowStore.rows[Int(slot)].basic
            return slots.contains { $0 != slot && rowStore.rows[Int($0)].contains(b) }
        }
        let ordered = !refersWithin ? slots
            : slots.sorted {
                valueChains.rank[Int(rowStore.rows[Int($0)].basic)] < valueChains.rank[Int(rowStore.rows[Int($1)].basic)]
            }
        for slot in ordered {
            let b = rowStore.rows[Int(slot)].basic
            valueChains.rank[Int(b)] = newRank(for: b)
            markStale(b)
        }
    }

    /// A rank above every rank handed out so far, for `s` (the caller gives it to `s`).
    ///
    /// Ranks are only handed out here, in increasing order, so the log of them
    /// (Solver+ValueSweep.swift) lists the basic variables by rank without a sort.
    mutating func newRank(for s: Int32) -> Double {
        valueChains.topRank += 1
        logRank(valueChains.topRank, of: s)
        return valueChains.topRank
    }

    // MARK: - Expansion

    /// Replaces every basic unrestricted variable in `row` by its row, highest rank first.
    ///
    /// Algebra: with `x = c + Σ aᵢyᵢ`, a term `β·x` becomes `β·c + Σ β·aᵢ·yᵢ`. A row refers only
    /// to lower ranks, so once the highest-ranked reference is replaced nothing re-introduces
    /// it: each variable is replaced once, with its total coefficient, and skipped if that
    /// cancelled to zero.
    ///
    /// Most new rows hold no basic unrestricted variable: that is decided here, inlined into
    /// the caller, without a call that copies the solver.
    @inline(__always)
    func expand(_ row: inout Row) {
        guard row.terms.contains(where: { symbolTable.isBasicExternal($0.symbol) }) else { return }
        expandReferences(&row)
    }

    /// `expand` for a row that holds a basic unrestricted variable; returns how many references
    /// it replaced. With a `budget`, gives up (returning nil, the row half expanded) before
    /// replacing more references than that.
    @discardableResult
    func expandReferences(_ row: inout Row, budget: Int = .max) -> Int? {
        // Not the row's copy too: reserving it (the row's length plus eight) left the grid of
        // 1,000 cells with twice the page faults and a third more time per build.
        var pending = RankHeap(capacity: min(row.terms.count, Self.shortRowLength) + Self.expansionSlack)
        for term in row.terms where symbolTable.isBasicExternal(term.symbol) {
            pending.push(term.symbol, valueChains.rank[Int(term.symbol)])
        }
        guard !pending.isEmpty else { return 0 }
        var replaced = 0
        var constant = row.constant
        var short = row
        guard expandShort(&short, &pending, &constant, &replaced, budget: budget) else { return nil }
        if pending.isEmpty {
            short.terms.removeAll { $0.coefficient == 0 }
            row = Row(basic: row.basic, constant: constant, terms: short.terms, shared: short.shared)
            return replaced
        }
        guard let long = expandLong(short, &pending, &constant, &replaced, budget: budget) else { return nil }
        row = Row(basic: row.basic, constant: constant, terms: long.terms, shared: long.shared)
        return replaced
    }

    /// The first part of `expandReferences`, while the row is short: replaces the references
    /// popped from `pending` in `short`, adding to `constant` and `replaced`; false past `budget`.
    ///
    /// Short rows, the common case, accumulate in a sorted array: a binary search and an insert
    /// cost less than hashing every term (a tenth of a grid's build hashed here). A sum that
    /// cancels (`Row.cancels`) is set to 0 where it stands and the zeros go at the end,
    /// exactly as in `expandLong`, so both give the same sums. A small sum that does not
    /// cancel is kept however small: it can still be multiplied by a large one later
    /// (ill-conditioned systems), and dropping it by an absolute floor changed optimal values.
    func expandShort(_ short: inout Row, _ pending: inout RankHeap, _ constant: inout Double, _ replaced: inout Int,
                     budget: Int) -> Bool {
        while short.terms.count <= Self.shortRowLength, let x = pending.popHighest() {
            let i = short.search(x)
            guard i >= 0 else { continue }
            let beta = short.terms.remove(at: i).coefficient
            guard beta != 0 else { continue }
            replaced += 1
            if replaced > budget { return false }
            // The definition is read in place, as `rerootedSubject` reads its rows.
            let r = Int(symbolTable.rowOf[Int(x)])
            constant += beta * rowStore.rows[r].constant
            if !rowStore.rows[r].shared.isEmpty { short.addShared(rowStore.rows[r].shared, times: beta) }
            for k in rowStore.rows[r].terms.indices {
                let term = rowStore.rows[r].terms[k]
                let s = term.symbol
                let j = short.search(s)
                if j >= 0 {
                    let c = short.terms[j].coefficient, p = beta * term.coefficient
                    short.terms[j].coefficient = Row.cancels(c + p, c, p) ? 0 : c + p
                } else {
                    short.insert(Term(s, beta * term.coefficient), at: -(j + 1))
                    if symbolTable.isBasicExternal(s) { pending.push(s, valueChains.rank[Int(s)]) }
                }
            }
        }
        return true
    }

    /// The rest of `expandReferences` once the row `short` is long: its terms and shared parts
    /// with every reference left in `pending` replaced; nil past `budget`.
    ///
    /// Long rows accumulate in a table of sums by symbol (`SymbolSums`), then sort once:
    /// inserting into a sorted row that grows to thousands of terms would move it once per
    /// term, and a dictionary's hashing cost more than the arithmetic (a fifth of a form built
    /// bottom up).
    func expandLong(_ short: Row, _ pending: inout RankHeap, _ constant: inout Double, _ replaced: inout Int,
                    budget: Int) -> (terms: [Term], shared: [SharedPart])? {
        var terms = short.terms
        var shared = short.shared
        var sums = SymbolSums(capacity: 2 * terms.count)
        for term in terms { _ = sums.add(term.symbol, term.coefficient) }
        while let x = pending.popHighest() {
            guard let beta = sums.take(x), beta != 0 else { continue }
            replaced += 1
            if replaced > budget { return nil }
            let definition = rowStore.rows[Int(symbolTable.rowOf[Int(x)])]
            constant += beta * definition.constant
            if !definition.shared.isEmpty { shared.add(definition.shared, times: beta) }
            for term in definition.terms {
                let isNew = sums.add(term.symbol, beta * term.coefficient)
                if isNew, symbolTable.isBasicExternal(term.symbol) {
                    pending.push(term.symbol, valueChains.rank[Int(term.symbol)])
                }
            }
        }
        terms.removeAll(keepingCapacity: true)
        var touched = sums.touched
        touched.sort()
        var last: Int32 = -1
        for s in touched where s != last {
            last = s
            if let sum = sums.sum(of: s), sum != 0 { terms.append(Term(s, sum)) }
        }
        return (terms, shared)
    }

    /// Rows longer than this expand through a table of sums.
    static let shortRowLength = 16

    /// Room an expansion's heap reserves beyond the references of a short row.
    static let expansionSlack = 8

    /// The row of basic `s` in non-basic symbols only.
    func expandedRow(of s: Int32) -> Row {
        var row = rowStore.rows[Int(symbolTable.rowOf[Int(s)])]
        expand(&row)
        return row
    }

    // MARK: - Values

    /// Notes that the value of unrestricted `s` may have changed (its row did, or it entered or
    /// left the basis); `refreshValues()` re-evaluates it and what depends on it.
    mutating func markStale(_ s: Int32) {
        let si = Int(s)
        guard !valueChains.isStale[si] else { return }
        valueChains.isStale[si] = true
        valueChains.stale.push(s, -valueChains.rank[si])
    }

    /// Marks stale the unrestricted basic variables whose rows hold `s`, oldest row first.
    ///
    /// A column lists its newest rows first, and newer rows mostly rank higher, so oldest first
    /// the dependents reach the stale list in rank order and extend its sorted run (newest
    /// first, they went through its binary heap: 7 % more instructions a step of the rows
    /// screen of 100 views). The first `dependentBuffer` of them wait on the stack to be
    /// reversed, any more in the column scratch: listing every column into an array first was
    /// a tenth of a step of the form of ten rows.
    mutating func markDependentsStale(of s: Int32) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.dependentBuffer) { buffer in
            var count = 0
            walkColumn(s) { solver, slot, _ in
                let basic = solver.rowStore.rows[Int(slot)].basic
                guard solver.symbolTable.kinds[Int(basic)] == .external else { return }
                if count < buffer.count {
                    buffer[count] = basic
                } else {
                    // The walk reads the column's links, not this buffer.
                    if count == buffer.count { solver.columnIndex.scratch.removeAll(keepingCapacity: true) }
                    solver.columnIndex.scratch.append(basic)
                }
                count += 1
            }
            if count > buffer.count {
                var more = columnIndex.scratch
                columnIndex.scratch = []
                for basic in more.reversed() { markStale(basic) }
                more.removeAll(keepingCapacity: true)
                columnIndex.scratch = more
                count = buffer.count
            }
            while count > 0 {
                count -= 1
                markStale(buffer[count])
            }
        }
    }

    /// Dependents of one value kept on the stack by `markDependentsStale`.
    static let dependentBuffer = 32

    /// Re-evaluates the stale unrestricted variables and, where a value moved, the rows that
    /// refer to it, lowest rank first (so each is evaluated after its references).
    mutating func refreshValues() {
        guard !valueChains.stale.isEmpty else { return }
        defer { noteRefreshEnded() }
        if sweepValues() { return }
        var evaluated = 0
        defer { valueChains.lastRefreshCount = evaluated }
        while let s = valueChains.stale.popHighest() {
            evaluated += 1
            let si = Int(s)
            valueChains.isStale[si] = false
            let r = symbolTable.rowOf[si]
            // Read in place (`evaluate(row:)`): a copy of the row retained and released both
            // of its arrays, a fifth of a value's cost on the steps of a small form.
            let value = r >= 0 ? evaluate(row: Int(r)) : 0
            guard value != valueChains.value[si] else { continue }
            valueChains.value[si] = value
            markChanged(s)
            guard !columnIndex.isEnabled || columnIndex.head[si] >= 0 else { continue }  // most rows have no dependents
            markDependentsStale(of: s)
        }
    }
}
