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
