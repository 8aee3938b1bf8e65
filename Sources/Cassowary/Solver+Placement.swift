/// Placing a new row, lazy unrestricted rows, and evaluating values through them.
///
/// Rows whose basic symbol is a user variable are *lazy*: they may refer to other basic
/// symbols, e.g. `x₅ = x₄ + w₄ + 8`, instead of spelling `x₅` out over every non-basic symbol
/// along the chain. A row is an equation of the system whatever it refers to, so evaluating it
/// through the rows it refers to gives the current basic solution. The simplex needs only the
/// restricted rows and the objective, which stay canonical (non-basic restricted symbols only),
/// so pivots never touch lazy rows. Chains of views then cost O(1) per link instead of O(n).
///
/// The references must stay acyclic. `place(_:)` ensures it by choosing as subject only a free
/// variable that is *exposed*: every stored row that refers to it has already been folded
/// (expanded) into the new row, so nothing the new row still refers to can lead back to it.
extension Solver {
    enum Placement {
        /// The row defines a free variable; it is stored lazily and nothing else changes.
        case unrestricted(Int32, Row)
        /// The row holds only non-basic restricted symbols: a canonical restricted row.
        case restricted(Row)
    }

    /// Expands the defined variables of a new raw row just far enough to place it.
    ///
    /// Loop:
    /// 1. If a free variable in the row is exposed, it is the subject (the earliest-created).
    /// 2. Otherwise fold in a defined variable: an exposed one first (it cannot come back, so
    ///    coefficients that cancel along a chain are merged before anything deeper is
    ///    expanded), else any.
    /// 3. When no defined variable is left, any free variable is safe; if there is none the
    ///    row is restricted, and basic restricted symbols are replaced by their rows.
    mutating func place(_ start: Row) -> Placement {
        var row = start
        expandEpoch &+= 1
        if expandEpoch == 0 {
            for i in expandStamp.indices { expandStamp[i] = 0 }
            expandEpoch = 1
        }
        while true {
            var exposedFree: Int32 = -1, exposedDefined: Int32 = -1, otherDefined: Int32 = -1
            for term in row.terms {
                let s = term.symbol
                guard kinds[Int(s)] == .external else { continue }
                if rowOf[Int(s)] < 0 {
                    if exposedFree < 0, isExposed(s) { exposedFree = s }
                } else if exposedDefined < 0 {
                    if isExposed(s) { exposedDefined = s } else if otherDefined < 0 { otherDefined = s }
                }
            }
            if exposedFree >= 0 { return .unrestricted(exposedFree, row) }
            let next = exposedDefined >= 0 ? exposedDefined : otherDefined
            guard next >= 0 else { break }
            expand(next, in: &row)
            expandStamp[Int(next)] = expandEpoch
        }
        if let free = row.terms.first(where: { kinds[Int($0.symbol)] == .external })?.symbol {
            return .unrestricted(free, row)
        }
        expandRestrictedBasics(&row)
        return .restricted(row)
    }

    /// Whether every stored row that refers to `s` has been folded into the row being placed.
    ///
    /// Widely referenced symbols (more than 32 column entries) count as not exposed without a
    /// walk, which keeps placement O(1) next to a hub such as a superview edge.
    mutating func isExposed(_ s: Int32) -> Bool {
        if columnLength[Int(s)] > 32 { return false }
        for slot in rowsContaining(s) where expandStamp[Int(rows[Int(slot)].basic)] != expandEpoch {
            return false
        }
        return true
    }

    /// Replaces the basic symbol `s` in `row` by its row. Algebra: `row += c·(row of s)`, `c·s` removed.
    func expand(_ s: Int32, in row: inout Row) {
        let c = row.remove(s)
        guard c != 0 else { return }
        let definition = rows[Int(rowOf[Int(s)])]
        var scratch: [Int32] = []
        row.add(constant: definition.constant, terms: definition.terms, times: c, inserted: &scratch)
    }

    /// Replaces every basic restricted symbol by its (canonical) row: one pass suffices.
    func expandRestrictedBasics(_ row: inout Row) {
        let basics = row.terms.filter { rowOf[Int($0.symbol)] >= 0 }.map(\.symbol)
        for b in basics { expand(b, in: &row) }
    }

    /// `row` spelled out over non-basic symbols only (free variables and restricted ones).
    func expandFully(_ row: inout Row) {
        while let defined = row.terms.first(where: { kinds[Int($0.symbol)] == .external && rowOf[Int($0.symbol)] >= 0 }) {
            expand(defined.symbol, in: &row)
        }
        expandRestrictedBasics(&row)
    }

    /// The canonical row of a symbol: its value as a combination of non-basic symbols.
    func canonicalRow(of s: Int32) -> Row {
        let r = rowOf[Int(s)]
        guard r >= 0 else { return Row(constant: 0, terms: [Term(s, 1)]) }
        var row = Row(constant: rows[Int(r)].constant, terms: rows[Int(r)].terms)
        expandFully(&row)
        return row
    }

    // MARK: - Values

    /// The value of `root` in the current basic solution, following lazy rows.
    ///
    /// Iterative (chains can be thousands deep). A restricted basic symbol's value is its
    /// canonical row's constant; a non-basic symbol is 0. A reference cycle, which the
    /// placement rule excludes, would read as 0 rather than loop.
    func evaluate(_ root: Int32, memo: inout [Int32: Double]) -> Double {
        if let known = memo[root] { return known }
        var stack: [(symbol: Int32, ready: Bool)] = [(root, false)]
        var inProgress: Set<Int32> = []
        while let (s, ready) = stack.popLast() {
            if memo[s] != nil { continue }
            let r = rowOf[Int(s)]
            if r < 0 {
                memo[s] = 0
                continue
            }
            let row = rows[Int(r)]
            if kinds[Int(s)] != .external {
                memo[s] = row.constant
                continue
            }
            if ready {
                var value = row.constant
                for term in row.terms { value += term.coefficient * (memo[term.symbol] ?? 0) }
                memo[s] = value
                inProgress.remove(s)
            } else if inProgress.insert(s).inserted {
                stack.append((s, true))
                for term in row.terms where memo[term.symbol] == nil && !inProgress.contains(term.symbol) {
                    stack.append((term.symbol, false))
                }
            }
        }
        return memo[root] ?? 0
    }
}
