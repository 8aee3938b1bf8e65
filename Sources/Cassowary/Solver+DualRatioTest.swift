/// The dual simplex's ratio test (`dualLoop`, Solver+Simplex.swift): which symbol enters an
/// infeasible row, and whether the row holds an element the test refused that a refused dual
/// pivot could use (Solver+RefusedDualPivots.swift).
extension Solver {
    /// The dual ratio test for the infeasible row `slot`: the symbol to enter it.
    ///
    /// The row reads `basic = constant + Σ aⱼ·xⱼ` with a negative constant: a symbol with a
    /// positive `aⱼ` can grow to repair it, and growing it changes every level by its reduced
    /// cost `cⱼ` per unit, so `cⱼ/aⱼ` per unit of repair. The choice must keep every reduced
    /// cost lexicographically non-negative: the smallest `cⱼ/aⱼ`, compared level by level.
    /// Harris's passes per level, highest first: among the candidates still in the running,
    /// the bound `min (max(cⱼ, 0) + optimalityTolerance)/aⱼ`, and those whose own ratio is
    /// within it stay (a reduced cost rounding left slightly negative counts as zero). The
    /// largest `aⱼ` among the last ones standing enters (ties: the earliest-created); under
    /// `bland`, the earliest-created. Nil when no symbol can grow: the row cannot be repaired.
    ///
    /// `refusedInRange` tells whether the row holds an element the test refused that
    /// `refusedDualEntering` would weigh (above `refusedElementFloor` of the row, up to the
    /// test's floor): noted in the same walk, so that rows without one, every layout row,
    /// skip that second walk and the trial's copy of the solver.
    ///
    /// The test itself reads only the row, the kinds and the levels, and takes them as
    /// arguments: called from the dual loop, a mutating method, a method reading `self`
    /// compiled to a copy of the whole solver before each call (`costsNothing` is inlined
    /// for the same reason).
    @inline(__always)
    func dualEnteringSymbol(_ slot: Int32, bland: Bool) -> (entering: Int32?, refusedInRange: Bool) {
        Self.dualEnteringSymbol(rowStore.rows[Int(slot)], kinds: symbolTable.kinds, levels: objective.levels,
                                bland: bland)
    }

    /// `dualEnteringSymbol(_:bland:)` for `row`, given the symbols' kinds and the levels.
    static func dualEnteringSymbol(_ row: Row, kinds: [SymbolKind], levels: [Level],
                                   bland: Bool) -> (entering: Int32?, refusedInRange: Bool) {
        let largest = row.largestMagnitude
        let floor = Self.relativePivotTolerance * largest, least = Self.refusedElementFloor * largest
        var running: [(symbol: Int32, a: Double)] = []
        var refusedInRange = false
        for term in row.terms {
            if term.coefficient > floor {
                if kinds[Int(term.symbol)] != .dummy { running.append((term.symbol, term.coefficient)) }
            } else if term.coefficient > least {
                refusedInRange = true
            }
        }
        guard !running.isEmpty else { return (nil, refusedInRange) }
        var l = 0
        while running.count > 1, l < levels.count {
            let coefficients = levels[l].coefficients
            var bound = Double.infinity
            for (s, a) in running { bound = min(bound, (max(coefficients[Int(s)], 0) + Self.optimalityTolerance) / a) }
            running.removeAll { max(coefficients[Int($0.symbol)], 0) / $0.a > bound }
            l += 1
        }
        var best = running[0]
        for candidate in running.dropFirst() {
            if bland ? candidate.symbol < best.symbol
                : (candidate.a > best.a || (candidate.a == best.a && candidate.symbol < best.symbol)) {
                best = candidate
            }
        }
        return (best.symbol, refusedInRange)
    }

    /// Whether entering `s` changes no level: every reduced cost of it is within tolerance of 0.
    @inline(__always)
    func costsNothing(_ s: Int32) -> Bool {
        objective.levels.allSatisfy { abs($0.coefficients[Int(s)]) <= Self.optimalityTolerance }
    }
}
