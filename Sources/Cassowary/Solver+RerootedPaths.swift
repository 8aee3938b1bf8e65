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
extension Solver {
    /// A re-rooting: the path's variables from `y` on (`nodes`), the free variable `x` its last
    /// row is re-solved for, and the other rows to re-rank.
    struct RerootedPath {
        var nodes: [Int32]
        var x: Int32
        var dependents: [Int32]
    }

    /// Where the search for a path stopped: found, past the limit, or with no path.
    enum RerootSearch {
        case found(RerootedPath)
        case overLimit
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
    mutating func rerootedPathSubject(_ unexpanded: Row, expanded: Row) -> (subject: Int32, rank: Double)? {
        guard expanded.terms.count > Self.rerootRowLength,
              expanded.terms.contains(where: { symbolTable.kinds[Int($0.symbol)] == .external }) else { return nil }
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
        while true {
            var overLimit = false
            for y in candidates {
                switch rerootedPath(from: y, row: unexpanded, limit: limit) {
                case .found(let path): return reroot(path)
                case .overLimit: overLimit = true
                case .none: continue
                }
            }
            guard overLimit, limit < 2 * rowStore.rows.count else { return nil }
            limit *= 4
        }
    }

    /// Whether `a` is ±1.
    @inline(__always)
    static func isUnit(_ a: Double) -> Bool { abs(abs(a) - 1) < Solver.epsilon }

    /// The shortest path of unit references from basic `y` to a row that holds a free variable
    /// with a coefficient of ±1 (not in `row`, in no level of the objective), with the rows to
    /// re-rank, when both stay within `limit` and no cycle can form.
    mutating func rerootedPath(from y: Int32, row: Row, limit: Int) -> RerootSearch {
        var parent: [Int32: Int32] = [y: -1]
        var queue: [Int32] = [y]
        var position = 0
        while position < queue.count {
            let p = queue[position]
            position += 1
            let defining = rowStore.rows[Int(symbolTable.rowOf[Int(p)])]
            if let x = rerootableVariable(defining, besides: row) {
                var nodes = [p]
                while let up = parent[nodes[nodes.count - 1]], up >= 0 { nodes.append(up) }
                return rerootPlan(Array(nodes.reversed()), x: x, row: row, limit: limit)
            }
            for term in defining.terms where symbolTable.isBasicExternal(term.symbol)
                && Self.isUnit(term.coefficient) && parent[term.symbol] == nil {
                guard queue.count < limit else { return .overLimit }
                parent[term.symbol] = p
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
        let pathSlots = Set(nodes.map { symbolTable.rowOf[Int($0)] })
        var overLimit = false
        guard let dependents = rerootDependents(of: nodes + [x], pathSlots: pathSlots, row: row, limit: limit,
                                                overLimit: &overLimit) else { return overLimit ? .overLimit : .none }
        var blocked = Set(dependents.map { rowStore.rows[Int($0)].basic })
        blocked.formUnion(nodes)
        for (j, p) in nodes.enumerated() {
            let next = j + 1 < nodes.count ? nodes[j + 1] : x
            for term in rowStore.rows[Int(symbolTable.rowOf[Int(p)])].terms
                where term.symbol != next && blocked.contains(term.symbol) { return .none }
        }
        return .found(RerootedPath(nodes: nodes, x: x, dependents: dependents))
    }

    /// Every row other than the path's that holds one of `symbols` (the path's variables and
    /// `x`), and every row that refers to those, directly or through others. Nil when there are
    /// more than `limit` (setting `overLimit`), or when one is not the row of an unrestricted
    /// variable, is referred to by `row`, or holds the symbol that brought it in with a
    /// coefficient other than ±1 (see `referringHolders` for why).
    mutating func rerootDependents(of symbols: [Int32], pathSlots: Set<Int32>, row: Row, limit: Int,
                                   overLimit: inout Bool) -> [Int32]? {
        var seen = pathSlots
        var closure: [Int32] = []
        var queue: [(slot: Int32, via: Int32)] = []
        for s in symbols {
            walkColumn(s, upTo: limit + pathSlots.count + 1) { slot, _ in queue.append((slot, s)) }
        }
        var position = 0
        while position < queue.count {
            let (next, via) = queue[position]
            position += 1
            guard seen.insert(next).inserted else { continue }
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
        for target in targets {
            valueChains.rank[Int(target)] = newRank(for: target)
            markStale(target)
        }
        rerankInOrder(path.dependents)
        return (y, subjectRank)
    }

    /// Ranks the rows `slots` above every rank so far, in the order of their current ranks (so
    /// that each still ranks above the rows it refers to), and queues their values for refresh.
    mutating func rerankInOrder(_ slots: [Int32]) {
        let ordered = slots.sorted {
            valueChains.rank[Int(rowStore.rows[Int($0)].basic)] < valueChains.rank[Int(rowStore.rows[Int($1)].basic)]
        }
        for slot in ordered {
            let b = rowStore.rows[Int(slot)].basic
            valueChains.rank[Int(b)] = newRank(for: b)
            markStale(b)
        }
    }
}
