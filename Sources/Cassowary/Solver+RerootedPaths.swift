/// Subjects freed by re-rooting a whole path of unrestricted rows instead of expanding a row.
///
/// A new row whose unrestricted variables are all basic, and whose own references' rows hold no
/// free variable to re-solve (`rerootedSubject` looks one row deep), used to be expanded down
/// the chains it refers to and solved for a free variable found at their far end. A chain of
/// views built in shuffled order does this whenever a constraint joins two runs of rows built
/// before it: each run is a tree of references ending at one free edge, and the expanded row
/// holds every width and marker on the way (3N terms at the end of a chain of N views), then
/// is copied into the rows that held its subject. At 10,000 views that was 615,000 of the
/// tableau's 665,000 terms; the form built in shuffled order grew the same way.
///
/// Instead, the path of references from one of the row's variables `y = p₀` up to a row that
/// holds a free variable `x` is re-rooted: with the rows `pⱼ = … + pⱼ₊₁ + …` (each reference
/// with a coefficient of ±1) and `pₖ = … + x + …`, the last row is re-solved for `x` and each
/// row before it for the next variable on the path, so that `pⱼ₊₁ = pⱼ - …`. No term changes
/// but the two swapped on each row, and with coefficients of ±1 the arithmetic is exact. `y` is
/// then free and the new row is solved for it. The references stay acyclic when they are
/// re-ranked: `y` (the new row) first, then the path's rows in order from `y` to `x`, then every
/// row that referred to a variable of the path or held `x`, with the rows that refer to those
/// (`rerootDependents`), in their old order. A path row may refer to nothing among those, nor
/// may the new row (else a cycle would form), and every row must be unrestricted: the objective
/// and restricted rows are in free symbols only, so `x` must be in none of them.
///
/// Of the row's variables, the one with the fewest rows to re-rank is taken, searching all of
/// them with a limit that grows fourfold: joining two runs re-ranks the smaller, so each row is
/// re-ranked O(log N) times over a build, as in a union by size.
///
/// A path row may refer to a row of that set, in an order the rows' references allow
/// (`rerootOrder`). When they form a cycle, a path row reaches a later path variable by a second
/// route, a diamond: in the form built shuffled, `F300.y = F299.y + F299.h + 8 + s` while
/// `F299.h = L300.y - F299.y - 8 - s'` (a height made basic by the spacing below it), so
/// re-solving the first for `F299.y` would make it refer to `F299.h`, which refers back. The path
/// row is then expanded along both routes to where they meet (`expandDiamond`: here the two
/// `F299.y` cancel, leaving `F300.y = L300.y + s - s'`) and the search starts again, up to
/// `rerootRepairLimit` times a row. One search expands the diamonds of every cycle it meets
/// (one per path row): met one search at a time, one join of the form of 10,000 rows built
/// shuffled searched about 12,000 rows 22 times over. Refused, those joins were expanded
/// whole: 29 at 10,000 rows, whose rows grew to 30,000 terms.
extension Solver {
    /// A re-rooting: the path's variables from `y` on (`nodes`), the free variable `x` its last
    /// row is re-solved for, and the other rows to re-rank.
    struct RerootedPath {
        var nodes: [Int32]
        var x: Int32
        /// The path's rows and the other rows to re-rank, in the order of their new ranks.
        var order: [Int32]
    }

    /// A diamond a cycle of references goes through: expanding the variables `expand` in path
    /// row `slot` (`expandDiamond`) may take the cycle away.
    struct Diamond {
        var slot: Int32
        var expand: [Int32]
    }

    /// Where the search for a path stopped: found, past the limit, with no path, or at cycles
    /// that expanding their diamonds may take away.
    enum RerootSearch {
        case found(RerootedPath)
        case overLimit
        case none
        case cycles([Diamond])
    }

    /// The order `rerootOrder` found, or the diamonds of the cycles it met (`cycleEdge`).
    enum RerootOrder {
        case order([Int32])
        case cycles([Diamond])
        case none
    }

    /// Expanded rows up to this long are installed as they are. Re-rooting changes which
    /// variables are basic, and below this length that cost more than it saved: kiwi's form
    /// shuffled at 300 rows grew from 404,000 terms to 572,000 with a threshold of 16.
    static let rerootRowLength = 64

    /// The rows a re-rooting may re-rank, at first; the limit grows fourfold from here.
    static let rerootFirstLimit = 64

    /// For a new row `unexpanded` whose expansion `expanded` holds an unrestricted variable (it
    /// would be solved for one, and its expansion copied into that variable's holders): re-roots
    /// a path so that one of the row's basic variables is free, and returns it with the rank its
    /// row takes. Nil, with nothing changed, when no path qualifies.
    ///
    /// Without `expanded` (nil), the expansion is not tested: `expandOrSwap` searches so before
    /// it expands a row whose expansion is long (`rerootedLongPathSubject`). A row it searched
    /// in vain is not searched again.
    mutating func rerootedPathSubject(_ unexpanded: Row, expanded: Row?) -> (subject: Int32, rank: Double)? {
        if let expanded {
            let refused = rerootScratch.refusedLongRow
            rerootScratch.refusedLongRow = false
            guard !refused, expanded.terms.count > Self.rerootRowLength,
                  expanded.terms.contains(where: { symbolTable.kinds[Int($0.symbol)] == .external }) else { return nil }
        }
        var largest = 0.0
        for term in unexpanded.terms where symbolTable.kinds[Int(term.symbol)] == .external {
            largest = max(largest, abs(term.coefficient))
        }
        // The subject's coefficient is ±1: within a factor of 10 of the largest, as elsewhere.
        guard largest <= 10 else { return nil }
        let candidates = unexpanded.terms.filter {
            symbolTable.isBasicExternal($0.symbol) && Self.isUnit($0.coefficient)
        }.map(\.symbol)
        guard !candidates.isEmpty else { return nil }
        var limit = Self.rerootFirstLimit
        var repairs = 0
        search: while true {
            var overLimit = false
            for y in candidates {
                switch rerootedPath(from: y, row: unexpanded, limit: limit) {
                case .found(let path): return reroot(path)
                case .overLimit: overLimit = true
                case .cycles(let diamonds):
                    // Each in a row of its own, in the order found; after one that cannot be
                    // expanded the search starts again (and would meet it again).
                    guard repairs < Self.rerootRepairLimit else { continue }
                    var expanded = 0
                    for diamond in diamonds {
                        guard expandDiamond(diamond.expand, inRow: diamond.slot) else { break }
                        expanded += 1
                    }
                    guard expanded > 0 else { continue }
                    repairs += 1
                    continue search
                case .none: continue
                }
            }
            guard overLimit, limit < 2 * rowStore.rows.count else { return nil }
            limit *= 4
        }
    }

    /// The most times `rerootedPathSubject` searches again for one new row after taking cycles
    /// away.
    static let rerootRepairLimit = 32

    /// The most terms `expandDiamond` may add to a path row.
    static let diamondGrowthLimit = 64

    /// Whether `a` is ±1.
    @inline(__always)
    static func isUnit(_ a: Double) -> Bool { abs(abs(a) - 1) < Solver.epsilon }

    /// The shortest path of unit references from basic `y` to a row that holds a free variable
    /// with a coefficient of ±1 (not in `row`, in no level of the objective), with the rows to
    /// re-rank, when both stay within `limit` and no cycle can form.
    mutating func rerootedPath(from y: Int32, row: Row, limit: Int) -> RerootSearch {
        // Per variable reached, the one it was reached from (-1 for `y`).
        var parent = rerootScratch.parent
        rerootScratch.parent = StampedMap()
        defer { rerootScratch.parent = parent }
        parent.clear(keysBelow: symbolTable.count)
        parent.set(y, to: -1)
        var queue: [Int32] = [y]
        var position = 0
        while position < queue.count {
            let p = queue[position]
            position += 1
            let defining = rowStore.rows[Int(symbolTable.rowOf[Int(p)])]
            if let x = rerootableVariable(defining, besides: row) {
                var nodes = [p]
                while let up = parent.value(of: nodes[nodes.count - 1]), up >= 0 { nodes.append(up) }
                return rerootPlan(Array(nodes.reversed()), x: x, row: row, limit: limit)
            }
            for term in defining.terms where symbolTable.isBasicExternal(term.symbol)
                && Self.isUnit(term.coefficient) && !parent.contains(term.symbol) {
                guard queue.count < limit else { return .overLimit }
                parent.set(term.symbol, to: p)
                queue.append(term.symbol)
            }
        }
        return .none
    }

    /// A free variable of `defining` with a coefficient of ±1, within a factor of 10 of the
    /// row's largest unrestricted one, that `row` does not hold and no level weighs.
    func rerootableVariable(_ defining: Row, besides row: Row) -> Int32? {
        var largest = 0.0
        for term in defining.terms where symbolTable.kinds[Int(term.symbol)] == .external {
            largest = max(largest, abs(term.coefficient))
        }
        guard largest <= 10 else { return nil }
        for term in defining.terms where symbolTable.isParametric(term.symbol) && Self.isUnit(term.coefficient)
            && !row.contains(term.symbol)
            && !objective.levels.contains(where: { $0.coefficients[Int(term.symbol)] != 0 }) {
            return term.symbol
        }
        return nil
    }

    /// The re-rooting of the path `nodes` (from `y`) to `x`, with its dependents, when no cycle
    /// can form: the new row holds no path variable but `y` and no dependent, and each path row
    /// refers to no dependent and no path variable but the next.
    mutating func rerootPlan(_ nodes: [Int32], x: Int32, row: Row, limit: Int) -> RerootSearch {
        for p in nodes.dropFirst() where row.contains(p) { return .none }
        let pathSlots = nodes.map { symbolTable.rowOf[Int($0)] }
        var overLimit = false
        guard let dependents = rerootDependents(of: nodes + [x], pathSlots: pathSlots, row: row, limit: limit,
                                                overLimit: &overLimit) else { return overLimit ? .overLimit : .none }
        switch rerootOrder(nodes, x: x, dependents: dependents) {
        case .order(let order): return .found(RerootedPath(nodes: nodes, x: x, order: order))
        case .cycles(let diamonds): return .cycles(diamonds)
        case .none: return .none
        }
    }

    /// The path's rows (row j to be solved for `nodes[j + 1]`, the last for `x`) and the
    /// dependents' rows in an order in which each refers, once re-rooted, only to rows before
    /// it. When they refer to each other in a cycle, the cycle's diamond (`cycleEdge`).
    ///
    /// A depth-first search in the preferred order (the path from `y`, then the dependents by
    /// their old ranks) emits each row after the rows it refers to. A path row refers to the
    /// previous path variable (its old basic symbol; `y` for the first, ranked before all) and
    /// to its other terms; a dependent's terms do not change. Where no path row refers to a
    /// dependent, this is the path in order and then the dependents in their old order.
    mutating func rerootOrder(_ nodes: [Int32], x: Int32, dependents: [Int32]) -> RerootOrder {
        let slots = nodes.map { symbolTable.rowOf[Int($0)] } + dependents
        let pathCount = nodes.count
        var index = rerootScratch.index
        rerootScratch.index = StampedMap()
        defer { rerootScratch.index = index }
        index.clear(keysBelow: symbolTable.count)
        for j in 0..<pathCount { index.set(j + 1 < pathCount ? nodes[j + 1] : x, to: Int32(j)) }
        for (d, slot) in dependents.enumerated() { index.set(rowStore.rows[Int(slot)].basic, to: Int32(pathCount + d)) }
        // The references of the rows on the stack, each row's after those of the rows below it.
        var edges: [Int] = []
        func appendReferences(_ k: Int) {
            if k > 0, k < pathCount { edges.append(k - 1) }
            for term in rowStore.rows[Int(slots[k])].terms {
                if let m = index.value(of: term.symbol), Int(m) != k { edges.append(Int(m)) }
            }
        }
        // The dependents by their old ranks, each rank read once (they are distinct).
        var byRank = (pathCount..<slots.count).map { (rank: valueChains.rank[Int(rowStore.rows[Int(slots[$0])].basic)], k: $0) }
        byRank.sort { $0.rank < $1.rank }
        let preferred = Array(0..<pathCount) + byRank.map(\.k)
        var state = [UInt8](repeating: 0, count: slots.count)
        var order: [Int32] = []
        order.reserveCapacity(slots.count)
        // Each row on the stack with its references, `edges[begin..<end]`, and the next to visit.
        var stack: [(node: Int, begin: Int, next: Int, end: Int)] = []
        // The diamonds of the cycles met, one per path row: the search goes on past each
        // cycle's closing reference, so that one search finds them all.
        var diamonds: [Diamond] = []
        // Where each row on the stack stands, and where the path rows on it stand (ascending).
        var position = [Int](repeating: 0, count: slots.count)
        var pathPositions: [Int] = []
        func push(_ k: Int) {
            state[k] = 1
            position[k] = stack.count
            if k < pathCount { pathPositions.append(stack.count) }
            let begin = edges.count
            appendReferences(k)
            stack.append((k, begin, begin, edges.count))
        }
        for start in preferred where state[start] == 0 {
            push(start)
            while let top = stack.last {
                if top.next == top.end {
                    stack.removeLast()
                    if top.node < pathCount { pathPositions.removeLast() }
                    edges.removeLast(edges.count - top.begin)
                    state[top.node] = 2
                    order.append(slots[top.node])
                    continue
                }
                let m = edges[top.next]
                stack[stack.count - 1].next += 1
                switch state[m] {
                case 0: push(m)
                case 1:
                    // The cycle's two path rows first, from the path rows' places alone: a cycle
                    // whose diamond is already known costs no walk down the stack.
                    guard let ends = Self.cycleEnds(from: position[m], closingAt: m, top: stack.count - 1,
                                                    pathPositions: pathPositions, node: { stack[$0].node }),
                          ends.w >= ends.u else {
                        return diamonds.isEmpty ? .none : .cycles(diamonds)
                    }
                    if diamonds.contains(where: { $0.slot == slots[ends.u] }) { continue }
                    var cycle = stack[position[m]...].map(\.node)
                    cycle.append(m)
                    guard let diamond = cycleEdge(cycle, nodes: nodes, x: x, slots: slots) else {
                        return diamonds.isEmpty ? .none : .cycles(diamonds)
                    }
                    assert(diamond.slot == slots[ends.u], "cycleEnds and cycleEdge disagree")
                    diamonds.append(diamond)
                default: continue
                }
            }
        }
        return diamonds.isEmpty ? .order(order) : .cycles(diamonds)
    }

    /// The path rows `u` and `w` that `cycleEdge` finds in the cycle that the stack makes from
    /// `start` to `top` and a reference back to `m` (at `start`), read from the path rows'
    /// stack positions (`pathPositions`, ascending) alone; nil when it finds no `u`.
    ///
    /// A search through a long run of rows met a back edge at every row: the row reversed of
    /// 10,000 views (`Benchmarks/shapes.py`) walked 10⁸ stack entries in one search, each cycle
    /// giving the diamond of the same path row. Path rows are few, so this costs a binary
    /// search and one step per path row in the cycle.
    static func cycleEnds(from start: Int, closingAt m: Int, top: Int, pathPositions: [Int],
                          node: (Int) -> Int) -> (u: Int, w: Int)? {
        var low = 0
        var high = pathPositions.count
        while low < high {
            let mid = (low + high) / 2
            if pathPositions[mid] < start { low = mid + 1 } else { high = mid }
        }
        let first = low
        for i in first..<pathPositions.count {
            let p = pathPositions[i]
            let a = node(p)
            // The pair (a, the row after it in the cycle): the re-rooted edge when that is the
            // path row before a; u is the first path row with an old edge instead.
            guard (p < top ? node(p + 1) : m) == a - 1 else {
                // w: the next path row round the cycle, which wraps back to `start`.
                return (a, node(pathPositions[i + 1 < pathPositions.count ? i + 1 : first]))
            }
        }
        return nil
    }

    /// The diamond of `cycle` (indices into `slots`, its first repeated at the end): the first
    /// path row u with an old edge in it (not the re-rooted edge to the path row before it),
    /// and the variables on both routes from u's variable to where they meet, the new basic
    /// symbol of the path row w the cycle reaches next: the dependents between, and the path
    /// variables after u's up to w's old one. None when w comes before u.
    func cycleEdge(_ cycle: [Int], nodes: [Int32], x: Int32, slots: [Int32]) -> Diamond? {
        let pathCount = nodes.count
        let pairs = Array(zip(cycle, cycle.dropFirst()))
        guard let e = pairs.firstIndex(where: { $0.0 < pathCount && $0.1 != $0.0 - 1 }) else { return nil }
        let u = pairs[e].0
        var expand: [Int32] = []
        var k = e
        var w = -1
        while k < pairs.count + e {
            let v = pairs[k % pairs.count].1
            if v < pathCount { w = v; break }
            expand.append(rowStore.rows[Int(slots[v])].basic)
            k += 1
        }
        guard w >= u else { return nil }
        if w > u { for j in (u + 1)...w { expand.append(nodes[j]) } }
        return Diamond(slot: slots[u], expand: expand)
    }

    /// Expands the basic variables `symbols` in unrestricted row `slot`, highest rank first,
    /// when the row grows by at most `diamondGrowthLimit` terms; false, with nothing changed,
    /// otherwise. The same equation, referring to lower ranks only, so ranks and values stay as
    /// they are.
    ///
    /// Algebra: with `s = c + Σ`, a row `b = k + β·s + Σ'` becomes `b = k + β·c + β·Σ + Σ'`;
    /// highest rank first, each variable is replaced once, with its total coefficient, so the
    /// two routes' terms in the variable where they meet add up (to 0 in the form's diamonds).
    mutating func expandDiamond(_ symbols: [Int32], inRow slot: Int32) -> Bool {
        var trial = rowStore.rows[Int(slot)]
        guard trial.shared.isEmpty else { return false }
        let countBefore = trial.terms.count
        let ordered = symbols.filter { symbolTable.isBasicExternal($0) }.sorted { valueChains.rank[Int($0)] > valueChains.rank[Int($1)] }
        var inserted: [Int32] = []
        var scratch: [Term] = []
        for s in ordered {
            let beta = trial.remove(s)
            guard beta != 0 else { continue }
            let definition = rowStore.rows[Int(symbolTable.rowOf[Int(s)])]
            guard definition.shared.isEmpty else { return false }
            trial.add(constant: definition.constant, terms: definition.terms, times: beta, inserted: &inserted, scratch: &scratch)
        }
        guard trial.terms.count <= countBefore + Self.diamondGrowthLimit else { return false }
        rowStore.liveTerms += trial.terms.count - countBefore
        let basic = trial.basic
        rowStore.rows[Int(slot)] = trial
        columnAppend(inserted, slot)
        markStale(basic)
        return true
    }

    /// Every row other than the path's that holds one of `symbols` (the path's variables and
    /// `x`), and every row that refers to those, directly or through others. Nil when there are
    /// more than `limit` (setting `overLimit`), or when one is not the row of an unrestricted
    /// variable, is referred to by `row`, or holds the symbol that brought it in with a
    /// coefficient other than ±1 (see `referringHolders` for why).
    mutating func rerootDependents(of symbols: [Int32], pathSlots: [Int32], row: Row, limit: Int,
                                   overLimit: inout Bool) -> [Int32]? {
        var seen = rerootScratch.seen
        rerootScratch.seen = StampedMap()
        defer { rerootScratch.seen = seen }
        seen.clear(keysBelow: rowStore.rows.count)
        for slot in pathSlots { _ = seen.insert(slot) }
        var closure: [Int32] = []
        var queue: [(slot: Int32, via: Int32)] = []
        for s in symbols {
            walkColumn(s, upTo: limit + pathSlots.count + 1) { slot, _ in queue.append((slot, s)) }
        }
        var position = 0
        while position < queue.count {
            let (next, via) = queue[position]
            position += 1
            guard seen.insert(next) else { continue }
            let b = rowStore.rows[Int(next)].basic
            guard symbolTable.kinds[Int(b)] == .external, !row.contains(b),
                  Self.isUnit(rowStore.rows[Int(next)].coefficient(of: via)) else { return nil }
            closure.append(next)
            guard closure.count <= limit else {
                overLimit = true
                return nil
            }
            walkColumn(b, upTo: limit + 1) { slot, _ in queue.append((slot, b)) }
        }
        return closure
    }

    /// Re-solves the path's rows (see the type's note) and re-ranks them and their dependents;
    /// returns `y`, now free, with the rank its new row takes. That rank is handed out before
    /// the others, while `y` has no row, so a compaction of the rank log among the re-rankings
    /// drops its entry: `installKeepingReferences` puts it back (`relog`).
    mutating func reroot(_ path: RerootedPath) -> (subject: Int32, rank: Double) {
        let nodes = path.nodes
        let slots = nodes.map { symbolTable.rowOf[Int($0)] }
        // Row j is re-solved for the next variable on the path, the last for x.
        let targets = Array(nodes.dropFirst()) + [path.x]
        for j in nodes.indices {
            let slot = slots[j]
            rowStore.liveTerms -= rowStore.rows[Int(slot)].terms.count
            _ = rowStore.rows[Int(slot)].solve(for: targets[j])
            rowStore.liveTerms += rowStore.rows[Int(slot)].terms.count
            columnAppend(nodes[j], slot)
        }
        for j in nodes.indices { symbolTable.rowOf[Int(targets[j])] = slots[j] }
        let y = nodes[0]
        symbolTable.rowOf[Int(y)] = -1
        let subjectRank = newRank(for: y)
        valueChains.rank[Int(y)] = subjectRank
        markStale(y)
        for slot in path.order {
            let b = rowStore.rows[Int(slot)].basic
            valueChains.rank[Int(b)] = newRank(for: b)
            markStale(b)
        }
        return (y, subjectRank)
    }
}
