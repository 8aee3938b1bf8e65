/// Dense marker columns kept once, in shared immutable nodes, instead of in every row.
///
/// A required equality's marker (a *dummy*, fixed at 0) never enters the basis: the primal and
/// dual simplex skip it, so its terms never decide a pivot. They record how each basic value
/// depends on the constraint's constant: a column of the basis inverse, read by a constant
/// change (`shiftMarker`), a removal (`markerLeavingRow`) and a conflict certificate. When N
/// equal widths are closed by one constraint (a fillEqually stack, a chain of equal buttons),
/// every width depends on every equality's constant, so that column is dense by nature: each
/// width's hugging row held all N markers. A row of 1,000 such views held 5 million terms,
/// 99 % of them markers, and at 10,000 views the build took a minute (300 to 500 times its
/// time at 1,000). kiwi keeps every such term too: its build of the fillEqually system grows
/// with N^2.5 (2.6 s at 1,000 views, measured with Benchmarks/kiwi_solve.py).
///
/// Those rows hold the same vector, or a few of them, scaled. So a row with many marker terms,
/// when it is about to be copied into other rows, moves them into an immutable node and refers
/// to it with a factor (`Row.shared`); the copies take the reference, not the terms. Nodes may refer to
/// older nodes, never the other way, so they form a DAG. Then:
/// 1. Rows keep their values and pivots: markers are 0 and never enter.
/// 2. A marker's column (`markerColumn`) is its explicit entries plus, in rows with shared
///    parts, its coefficient through their nodes, evaluated once per node and query.
/// 3. Objective levels track no marker at all: what a level's marker coefficients were used
///    for (a level's value after a constant change, a substitution of a removed marker, the
///    markers of a conflict certificate) is computed from the rows of the level's errors.
/// 4. A removed marker pivots into the basis with its whole coefficient; the terms it keeps in
///    nodes are then dead (its symbol is never reused, so they cannot be mistaken for another
///    marker's) and are skipped wherever node terms are read.
/// 5. Nodes no row reaches are collected (mark and sweep) at the start of an install or a
///    removal, once they outnumber twice those alive after the previous collection.
/// Rows of most screens are short and never share: every path here then costs one branch.
extension Solver {
    /// An immutable node of marker terms, `Σ terms + Σ factor·(older node)`.
    struct MarkerNode: Sendable {
        var terms: [Term]
        var parts: [SharedPart]
        var isLive = true
        /// The lowest and highest symbols the node and the nodes below it hold: a marker
        /// outside them is not there, and a query need not descend (`nodeCoefficient`).
        var lowest = Int32.max
        var highest = Int32.min

        /// Whether `symbol` may be held here or below.
        func mayHold(_ symbol: Int32) -> Bool { symbol >= lowest && symbol <= highest }

        /// The coefficient of `symbol` among the node's own terms (sorted by symbol).
        func coefficient(of symbol: Int32) -> Double {
            Row(constant: 0, terms: terms).coefficient(of: symbol)
        }
    }

    /// A row is checked for marker terms to share once it holds more terms than this.
    static let denseRowLength = 64
    /// A row holding more marker terms than this moves them into a shared node when it is
    /// about to be copied: a new row (its references copy it into later rows), or the
    /// definition of a substitution into more rows than `sharingTargetCount`. Rows that grow
    /// in a substitution keep theirs: a chain's rows, each copied into a row or two, hold a
    /// mix no other row shares, and moving it on every growth built a stack of 1,000 labels
    /// 20 % slower. (New rows sharing: a screen of 1,000 rows of labels 580 → 394 ms.)
    static let denseMarkerCount = 48
    static let sharingTargetCount = 3
    /// A row holding more shared parts than this merges them into one node.
    static let sharedPartLimit = 4

    // MARK: - Sharing

    /// Moves the marker terms of a row into a new node when they are more than `markerLimit`
    /// and the rest of the row is short, and merges its shared parts into one when they are
    /// many. Returns whether the row changed. The caller accounts for the terms removed
    /// (`liveTerms`).
    ///
    /// A row long in other symbols too (a dense random system's, 300 slacks and errors beside
    /// 150 markers) stays long without its markers, and what it holds is a mix no other row
    /// shares: moving them costs node bookkeeping on every substitution and saves nothing.
    ///
    /// Algebra: `row = c + Σ aᵢxᵢ + Σ bⱼdⱼ + Σ fₖ·Nₖ` becomes `c + Σ aᵢxᵢ + 1·N` with the new
    /// node `N = Σ bⱼdⱼ + Σ fₖ·Nₖ`, in which the small nodes' live terms are summed into `N`'s
    /// own terms and only dense nodes stay parts (`flattened`).
    @discardableResult
    mutating func shareDenseMarkers(_ row: inout Row, markerLimit: Int = Solver.denseMarkerCount) -> Bool {
        var markers = 0
        if row.terms.count > max(Self.denseRowLength, markerLimit) {
            for term in row.terms where symbolTable.kinds[Int(term.symbol)] == .dummy { markers += 1 }
        }
        let movesTerms = markers > markerLimit && row.terms.count - markers <= Self.denseRowLength
        guard movesTerms || row.shared.count > Self.sharedPartLimit else { return false }
        var nodeTerms: [Term] = []
        if movesTerms {
            nodeTerms.reserveCapacity(markers)
            for term in row.terms where symbolTable.kinds[Int(term.symbol)] == .dummy {
                nodeTerms.append(term)
                markerStore.isShared[Int(term.symbol)] = true
            }
            row.terms.removeAll { symbolTable.kinds[Int($0.symbol)] == .dummy }
        }
        var parts = row.shared
        if !parts.isEmpty {
            let flat = flattened(parts)
            if !flat.terms.isEmpty {
                var merged = Row(constant: 0, terms: nodeTerms)
                var inserted: [Int32] = []
                merged.mergeAdd(flat.terms, times: 1, inserted: &inserted)
                nodeTerms = merged.terms
            }
            parts = flat.parts
        }
        row.shared = nodeTerms.isEmpty && parts.isEmpty ? [] : [SharedPart(makeMarkerNode(terms: nodeTerms, parts: parts),
            1)]
        markerStore.hasSharedRows = true
        return true
    }

    /// Whether `node` is kept as a part when parts are flattened: it holds a dense set of
    /// markers (more than `denseMarkerCount`) that other rows share.
    func isDenseNode(_ node: Int32) -> Bool { markerStore.nodes[Int(node)].terms.count > Self.denseMarkerCount }

    /// `parts` rewritten as live marker terms plus parts on dense nodes only: the small nodes
    /// reached through them, each at its total weight, are summed into terms (dead ones
    /// dropped); the dense nodes they reach are kept, their factors summed.
    ///
    /// A row that merges its parts (or moves its markers) takes a node of this. Without it,
    /// merged nodes piled up: each substitution adds parts, each merge a node above them, and
    /// every node keeps the terms of markers removed since (dead, see the type's note), all
    /// still reachable. Replacing the equalities of a row of 60 equal widths each round grew
    /// the nodes by 3,100 a round and made each round slower than the last. Flattened, a
    /// node's parts are dense nodes only, so a merge reads a few small nodes, the nodes below
    /// become unreachable and are collected, and dense marker sets stay shared.
    mutating func flattened(_ parts: [SharedPart]) -> (terms: [Term], parts: [SharedPart]) {
        if parts.allSatisfy({ isDenseNode($0.node) }) { return ([], parts) }
        // Small nodes only: dense ones are kept whole.
        let postorder = nodesInPostorder(from: parts, skippingDenseNodes: true)
        // Weights pushed from parents to children; dense nodes collect theirs as parts.
        var denseParts: [SharedPart] = []
        for part in parts {
            if isDenseNode(part.node) { denseParts.add(part,
                times: 1) } else { markerStore.value[Int(part.node)] += part.factor }
        }
        for n in postorder.reversed() {
            let weight = markerStore.value[Int(n)]
            for part in markerStore.nodes[Int(n)].parts {
                if isDenseNode(part.node) {
                    denseParts.add(part, times: weight)
                } else {
                    markerStore.value[Int(part.node)] += weight * part.factor
                }
            }
        }
        return (weightedLiveTerms(of: postorder), denseParts)
    }

    /// `shareDenseMarkers` for stored row `slot`; returns how many of its terms it moved.
    ///
    /// Used on a definition about to be substituted into several rows (they then copy one
    /// reference), and with `markerLimit: .max` on a row whose shared parts a substitution
    /// multiplied (only the parts merge; no term moves, so its column entries stay right).
    @discardableResult
    mutating func shareDenseMarkers(inRow slot: Int32, markerLimit: Int = Solver.denseMarkerCount) -> Int {
        var row = Row(constant: 0)
        swap(&row, &rowStore.rows[Int(slot)])  // out of the table while it changes, without copying
        let before = row.terms.count
        shareDenseMarkers(&row, markerLimit: markerLimit)
        swap(&row, &rowStore.rows[Int(slot)])
        return before - rowStore.rows[Int(slot)].terms.count
    }

    /// Moves the marker terms that row `slot` holds through shared nodes back among its own
    /// terms.
    ///
    /// Sharing pays when rows hold the same marker vectors scaled (N equal widths). When a
    /// row's parts, flattened, still reach more than `sharedPartLimit` dense nodes, its markers
    /// are a mix no other row shares (dense random systems): every substitution into it then
    /// merged part lists of hundreds of nodes, half of the solve on 500 variables. Held
    /// explicitly, they cost what any dense row costs.
    mutating func unshareMarkers(inRow slot: Int32) {
        let parts = rowStore.rows[Int(slot)].shared
        guard !parts.isEmpty else { return }
        let terms = sharedTerms(parts)
        rowStore.rows[Int(slot)].shared = []
        var inserted: [Int32] = []
        let before = rowStore.rows[Int(slot)].terms.count
        rowStore.rows[Int(slot)].mergeAdd(terms, times: 1, inserted: &inserted, scratch: &rowStore.termScratch)
        rowStore.liveTerms += rowStore.rows[Int(slot)].terms.count - before
        columnAppend(inserted, slot)
    }

    mutating func makeMarkerNode(terms: [Term], parts: [SharedPart]) -> Int32 {
        var node = MarkerNode(terms: terms, parts: parts)
        if let first = terms.first, let last = terms.last { (node.lowest, node.highest) = (first.symbol, last.symbol) }
        for part in parts {
            node.lowest = Swift.min(node.lowest, markerStore.nodes[Int(part.node)].lowest)
            node.highest = Swift.max(node.highest, markerStore.nodes[Int(part.node)].highest)
        }
        markerStore.inUse += 1
        if let free = markerStore.free.popLast() {
            markerStore.nodes[Int(free)] = node
            return free
        }
        markerStore.nodes.append(node)
        markerStore.value.append(0)
        markerStore.valueStamp.append(0)
        markerStore.visitStamp.append(0)
        return Int32(markerStore.nodes.count - 1)
    }

    // MARK: - Reading shared terms

    /// Starts a query: node values and visits from earlier queries no longer count.
    mutating func beginNodeQuery() {
        markerStore.stamp &+= 1
        if markerStore.stamp == 0 {
            for i in markerStore.valueStamp.indices { markerStore.valueStamp[i] = 0; markerStore.visitStamp[i] = 0 }
            markerStore.stamp = 1
        }
    }

    /// The coefficient of `m` in `node`, children first, each node evaluated once per query.
    mutating func nodeCoefficient(_ node: Int32, of m: Int32) -> Double {
        guard markerStore.nodes[Int(node)].mayHold(m) else { return 0 }
        if markerStore.valueStamp[Int(node)] == markerStore.stamp { return markerStore.value[Int(node)] }
        var stack: [(node: Int32, childrenDone: Bool)] = [(node, false)]
        while let (n, childrenDone) = stack.popLast() {
            let ni = Int(n)
            if childrenDone {
                var c = markerStore.nodes[ni].coefficient(of: m)
                for part in markerStore.nodes[ni].parts where markerStore.nodes[Int(part.node)].mayHold(m) {
                    c += part.factor * markerStore.value[Int(part.node)]
                }
                markerStore.value[ni] = c
                markerStore.valueStamp[ni] = markerStore.stamp
                continue
            }
            // A node reached again is done or under way below; nodes form a DAG, so never above.
            guard markerStore.visitStamp[ni] != markerStore.stamp,
                markerStore.valueStamp[ni] != markerStore.stamp else { continue }
            markerStore.visitStamp[ni] = markerStore.stamp
            stack.append((n, true))
            for part in markerStore.nodes[ni].parts
            where markerStore.nodes[Int(part.node)].mayHold(m)
                && markerStore.valueStamp[Int(part.node)] != markerStore.stamp {
                stack.append((part.node, false))
            }
        }
        return markerStore.value[Int(node)]
    }

    /// The coefficient of `m` through `parts` (a row's shared parts), within the current query.
    mutating func sharedCoefficient(_ parts: [SharedPart], of m: Int32) -> Double {
        var c = 0.0
        for part in parts { c += part.factor * nodeCoefficient(part.node, of: m) }
        return c
    }

    /// The nodes reached through `parts` (not entering dense ones when `skippingDenseNodes`),
    /// children before parents, each once and with its `nodeValue` zeroed, in a new query.
    mutating func nodesInPostorder(from parts: [SharedPart], skippingDenseNodes: Bool) -> [Int32] {
        beginNodeQuery()
        var postorder: [Int32] = []
        var stack: [(node: Int32, childrenDone: Bool)] = []
        for part in parts where !(skippingDenseNodes && isDenseNode(part.node)) { stack.append((part.node, false)) }
        while let (n, childrenDone) = stack.popLast() {
            let ni = Int(n)
            if childrenDone {
                postorder.append(n)
                continue
            }
            guard markerStore.visitStamp[ni] != markerStore.stamp else { continue }
            markerStore.visitStamp[ni] = markerStore.stamp
            markerStore.value[ni] = 0
            stack.append((n, true))
            for part in markerStore.nodes[ni].parts
            where !(skippingDenseNodes && isDenseNode(part.node))
                && markerStore.visitStamp[Int(part.node)] != markerStore.stamp {
                stack.append((part.node, false))
            }
        }
        return postorder
    }

    /// Every live marker term reached through `parts`, summed, sorted by symbol.
    ///
    /// Each node's total weight (the sum over paths of the factors' products) is pushed from
    /// parents to children in topological order, then its terms are added once at that weight.
    mutating func sharedTerms(_ parts: [SharedPart]) -> [Term] {
        guard !parts.isEmpty else { return [] }
        let postorder = nodesInPostorder(from: parts, skippingDenseNodes: false)
        for part in parts { markerStore.value[Int(part.node)] += part.factor }
        for n in postorder.reversed() {
            let weight = markerStore.value[Int(n)]
            for part in markerStore.nodes[Int(n)].parts { markerStore.value[Int(part.node)] += weight * part.factor }
        }
        return weightedLiveTerms(of: postorder)
    }

    /// The live terms of `nodes`, each node's times its weight (`nodeValue`), summed, sorted by
    /// symbol, without those that cancel.
    ///
    /// A sort of the gathered terms, not a dictionary: merges flatten a few small nodes many
    /// times per pivot, and hashing was most of their cost.
    func weightedLiveTerms(of nodes: [Int32]) -> [Term] {
        var gathered: [Term] = []
        for n in nodes {
            let weight = markerStore.value[Int(n)]
            for term in markerStore.nodes[Int(n)].terms where symbolTable.owner[Int(term.symbol)] >= 0 {
                gathered.append(Term(term.symbol, weight * term.coefficient))
            }
        }
        if nodes.count > 1 { gathered.sort { $0.symbol < $1.symbol } }  // one node's terms are sorted
        var result: [Term] = []
        result.reserveCapacity(gathered.count)
        for term in gathered {
            if let last = result.last, last.symbol == term.symbol {
                result[result.count - 1].coefficient += term.coefficient
            } else {
                result.append(term)
            }
        }
        result.removeAll { abs($0.coefficient) <= Solver.epsilon }
        return result
    }

    /// The rows that hold marker `m`, each with its whole coefficient (own terms and shared
    /// parts), explicit entries first in column order, then shared ones by row slot.
    mutating func markerColumn(_ m: Int32) -> [(slot: Int32, coefficient: Double)] {
        var column: [(slot: Int32, coefficient: Double)] = []
        walkColumn(m) { slot, c in column.append((slot, c)) }
        guard markerStore.hasSharedRows, markerStore.isShared[Int(m)] else { return column }
        var position: [Int32: Int] = [:]
        for (i, entry) in column.enumerated() { position[entry.slot] = i }
        beginNodeQuery()
        for slot in rowStore.rows.indices where rowStore.rows[slot].basic >= 0 && !rowStore.rows[slot].shared.isEmpty {
            let c = sharedCoefficient(rowStore.rows[slot].shared, of: m)
            guard c != 0 else { continue }
            if let i = position[Int32(slot)] { column[i].coefficient += c } else { column.append((Int32(slot), c)) }
        }
        return column.filter { abs($0.coefficient) > Solver.epsilon }
    }

    // MARK: - Pivoting a marker in

    /// Makes row `slot` hold marker `m`'s whole coefficient among its own terms, before `m`
    /// enters the basis there (a removal). The part its shared nodes hold stays there, dead
    /// once `m` is gone (see the type's note).
    mutating func gatherMarker(_ m: Int32, intoRow slot: Int32) {
        let r = Int(slot)
        guard markerStore.hasSharedRows, markerStore.isShared[Int(m)], !rowStore.rows[r].shared.isEmpty else { return }
        beginNodeQuery()
        let c = sharedCoefficient(rowStore.rows[r].shared, of: m)
        guard c != 0 else { return }
        let i = rowStore.rows[r].search(m)
        if i >= 0 {
            rowStore.rows[r].terms[i].coefficient += c
        } else {
            rowStore.rows[r].terms.insert(Term(m, c), at: -(i + 1))
            rowStore.liveTerms += 1
            columnAppend(m, slot)
        }
    }

    /// Makes marker `m` basic in row `slot` for a removal: its noise dropped first when the row
    /// is unrestricted (`dropMarkerNoise`), its shared parts gathered into the row.
    mutating func pivotMarkerIn(_ m: Int32, atRow slot: Int32) {
        if symbolTable.kinds[Int(rowStore.rows[Int(slot)].basic)] == .external { dropMarkerNoise(m, besides: slot) }
        gatherMarker(m, intoRow: slot)
        pivot(slot, entering: m)
    }

    /// Before marker `m` enters the unrestricted row `slot` (a removal), drops its terms that are
    /// rounding noise beside its element there, and its objective coefficients.
    ///
    /// `markerLeavingRow` takes an unrestricted row only when no restricted row holds `m` at an
    /// element it may pivot on (`isMarkerPivot`). Substituting the unrestricted row's definition `m = (y - …)/a` into a
    /// row holding `β·m` adds `β/a·y`: in a restricted row or a level that leaves the augmented
    /// form, and in an unrestricted row of lower rank than `slot`'s it makes a row refer to
    /// itself. Terms with `|β| ≤ relativePivotTolerance·max(1, |a|)` are what earlier pivots
    /// left of a zero (2·10⁻⁸ beside an element of 15): they are taken as the zeros they stand
    /// for. Larger ones in unrestricted rows are real and stay (dropping every term below
    /// `pivotTolerance` broke required constraints by 0.1 where coefficients of 0.01
    /// multiply). A restricted row's term is one `markerLeavingRow` passed over as noise
    /// (`isMarkerPivot`), or it would have chosen that row, and it goes whatever its size
    /// beside the element: kept, it would bring the unrestricted row's variables into a
    /// restricted row, out of the simplex's reach (3.9·10⁻⁷ of a marker entering at 0.0064
    /// did, and a required equality ended off by half its size:
    /// `restricted-row-takes-variables-after-removal`). The removed record's
    /// errors have left the objective, so what the levels hold of `m` is what those rows hold
    /// below `pivotTolerance`: it goes too.
    ///
    /// Rows nearly parallel past the conditioning limit (docs/solver.md) make such terms real:
    /// 1.2·10⁻⁹ of a marker that enters at an element of 0.03 in a row of 213 stood for
    /// 7.8·10⁻⁶ of its row, and a few removals of that kind left a required equality 3·10⁻⁶ of
    /// its size off with nothing reported (`Fuzz/Regressions/solver/required-off-after-dropped-terms`).
    /// So each dropped term is weighed by what it would have brought its row
    /// (`noteDroppedMarkerTerm`), and one that is more than rounding rebuilds the tableau.
    /// Beside a well-conditioned element such a term is not dropped: its row takes what `m`
    /// stands for (`substituteMarker`). Products of small multipliers make them, and dropping
    /// 5·10⁻⁹ beside an element of 8·10⁻⁴ moved a variable by 0.0014, in a basis the tableau
    /// could not be rebuilt for (`removal-drops-real-terms-beside-a-small-element`).
    mutating func dropMarkerNoise(_ m: Int32, besides slot: Int32) {
        var element = rowStore.rows[Int(slot)].coefficient(of: m)
        if markerStore.hasSharedRows, markerStore.isShared[Int(m)], !rowStore.rows[Int(slot)].shared.isEmpty {
            beginNodeQuery()
            element += sharedCoefficient(rowStore.rows[Int(slot)].shared, of: m)
        }
        let noise = Self.relativePivotTolerance * max(1, abs(element))
        // After the pivot `m` stands for the row's definition divided by the element: a term
        // β·m dropped here takes about |β|·reach from its row.
        let definition = rowStore.rows[Int(slot)]
        let reach = max(1, abs(definition.constant), definition.largestMagnitude) / max(abs(element), Solver.epsilon)
        var rest: (rest: Row, element: Double)??
        // What each level takes of `m`'s definition: its errors' rows that took it, weighed.
        var levelFactors: [Double: Double] = [:]
        for (target, total) in markerColumn(m) where target != slot {
            let r = Int(target)
            // Restricted rows: every term `markerLeavingRow` passed over goes (see above).
            let isExternal = symbolTable.kinds[Int(rowStore.rows[r].basic)] == .external
            guard isExternal ? abs(total) <= noise : !Self.isMarkerPivot(total, inRestricted: rowStore.rows[r])
            else { continue }
            let row = rowStore.rows[r]
            let change = abs(total) * reach, size = max(1, abs(row.constant), row.largestMagnitude)
            if change > Self.cancellationTolerance * size, row.shared.isEmpty,
               abs(element) >= Self.illConditionedPivotShare * definition.largestMagnitude {
                if rest == nil { rest = expandedDefinition(ofRow: slot, without: m) }
                if let (rest, whole) = rest ?? nil {
                    substituteMarker(m, total / whole, leaving: definition.basic, rest, intoRow: target)
                    if !isExternal {
                        noteDroppedMarkerTerm(change, size: size)
                        forEachWeight(of: row.basic) { _, key, weight in levelFactors[key, default: 0] += weight * total / whole }
                    }
                    continue
                }
            }
            noteDroppedMarkerTerm(change, size: size)
            let before = rowStore.rows[r].terms.count
            // The row's own term cancels the whole, shared parts included.
            if rowStore.rows[r].add(m, -total) { columnAppend(m, target) }
            rowStore.liveTerms += rowStore.rows[r].terms.count - before
        }
        for l in objective.levels.indices {
            // A level is the sum of its errors' rows: it takes what they took (a level left with
            // its term dropped read 0.016 less than its rows after a removal), and drops the rest.
            let factor = levelFactors[objective.levels[l].key] ?? 0
            if factor != 0, let (rest, _) = rest ?? nil {
                var restricted = rest
                restricted.terms.removeAll { symbolTable.kinds[Int($0.symbol)] == .external }
                add(restricted, times: -factor, toLevel: l)
            }
            let c = objective.levels[l].coefficients[Int(m)] - factor * ((rest ?? nil)?.element ?? element)
            if c != 0 { noteDroppedMarkerTerm(abs(c) * reach, size: max(1, abs(objective.levels[l].constant))) }
            objective.levels[l].coefficients[Int(m)] = 0
        }
    }

    /// `substituteOut` for a marker that entered the basis in row `slot` (a removal), where
    /// `leaving` was basic and `element` the marker's coefficient: every row of its column,
    /// shared parts included, takes the definition, and each level takes it through its
    /// errors' rows.
    ///
    /// Algebra: as `substituteOut`, with `β` the whole coefficient. A level is the sum of its
    /// error terms, so its coefficient of the marker is `Σ β(row of e)` over its basic errors
    /// `e` as they were before the pivot: `leaving`'s row counts with `element`. Rows grown
    /// this way make the residuals due as `substituteOut`'s do (`noteSubstitutedRows`).
    mutating func substituteOutMarker(_ m: Int32, definedBy slot: Int32, leaving: Int32, element: Double) {
        let definition = rowStore.rows[Int(slot)]
        var levelFactors: [Double: Double] = [:]
        forEachWeight(of: leaving) { _, key, weight in levelFactors[key, default: 0] += weight * element }
        var inserted: [Int32] = []
        var largestBeta = 0.0
        for (target, beta) in markerColumn(m) where target != slot {
            let countBefore = rowStore.rows[Int(target)].terms.count
            rowStore.rows[Int(target)].remove(m)
            add(definition, times: beta, toRow: target, termsBefore: countBefore, inserted: &inserted)
            largestBeta = max(largestBeta, abs(beta))
            forEachWeight(of: rowStore.rows[Int(target)].basic) { _, key, weight in levelFactors[key,
                default: 0] += weight * beta }
        }
        noteSubstitutedRows(largestBeta, definition)
        clearColumn(m)
        for (key, c) in levelFactors.sorted(by: { $0.key > $1.key }) {
            if let l = levelIndex(key) { add(definition, times: c, toLevel: l) }
        }
    }

    // MARK: - Collection

    /// Frees the nodes no row reaches, once they outnumber twice the ones alive last time.
    mutating func collectMarkerNodesIfNeeded() {
        guard markerStore.inUse > 2 * markerStore.inUseAtLastCollection + 1024 else { return }
        var reached = [Bool](repeating: false, count: markerStore.nodes.count)
        var stack: [Int32] = []
        var anyShared = false
        for row in rowStore.rows where row.basic >= 0 {
            for part in row.shared where !reached[Int(part.node)] {
                reached[Int(part.node)] = true
                stack.append(part.node)
            }
            anyShared = anyShared || !row.shared.isEmpty
        }
        while let n = stack.popLast() {
            for part in markerStore.nodes[Int(n)].parts where !reached[Int(part.node)] {
                reached[Int(part.node)] = true
                stack.append(part.node)
            }
        }
        for n in markerStore.nodes.indices where markerStore.nodes[n].isLive && !reached[n] {
            markerStore.nodes[n] = MarkerNode(terms: [], parts: [], isLive: false)
            markerStore.free.append(Int32(n))
            markerStore.inUse -= 1
        }
        markerStore.inUseAtLastCollection = markerStore.inUse
        markerStore.hasSharedRows = anyShared
    }
}
