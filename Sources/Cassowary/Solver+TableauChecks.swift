/// The whole-tableau invariant check for tests, one function per part it walks.
///
/// What a part can check alone, cheaply, is in Parts/ and Solver+PartChecks.swift and runs
/// after every public operation in debug builds; the checks here walk every row, column and
/// level, and run when a test calls `checkInvariants()`.
extension Solver {
    /// Every broken invariant of the tableau, as messages; empty when all hold.
    ///
    /// 1. Rows: terms sorted, non-zero, without their basic symbol; `rowOf` agrees. An
    ///    unrestricted row refers only to basic unrestricted variables of lower rank, and each
    ///    one's stored value is its row evaluated through them.
    /// 2. Augmented simplex form: restricted rows and objective levels hold no unrestricted
    ///    symbol; restricted rows are feasible (dummies at 0, others ≥ 0).
    /// 3. The column index lists every row that holds a symbol.
    /// 4. Objective levels hold no basic symbol, and every non-basic, non-dummy symbol's
    ///    coefficient vector is lexicographically ≥ 0 (the tableau is optimal): a coefficient
    ///    above `optimalityTolerance` blocks the levels below it, as it does for the simplex.
    ///    Nearly parallel rows make such reduced costs real (6.5·10⁻⁷ at 750 above -4.7 at 250,
    ///    the same after refactoring from the constraints); a band of 10⁻⁶ here called that
    ///    tableau not optimal. A reduced cost is judged as the basis defines it: one that reads
    ///    negative is read again from the tableau refactored from the constraints, since
    ///    rounding drift below the refactoring threshold leaves noise of that size on levels
    ///    whose coefficients reach 10⁵ (`optimalityProblems`).
    /// 5. Each level equals the sum of its registered error terms, expressed through the rows.
    public mutating func checkInvariants() -> [String] {
        completeOptimizationForValues()
        refreshValues()  // deferred updates are not a fault
        var problems: [String] = []
        for (slot, row) in rowStore.rows.enumerated() where row.basic >= 0 {
            problems += rowProblems(row, slot: Int32(slot))
        }
        problems += valueProblems()
        problems += columnProblems()
        problems += objectiveProblems()
        problems += levelSumProblems()
        problems += optimalityProblems()
        return problems + hostChainProblems() + fullPartProblems()
    }

    /// The violation a restricted row's constant may show and still count as feasible.
    private static let checkTolerance = 1e-6

    /// Invariants 1 and 2 for one live row: its terms, its references, its shared parts and
    /// its feasibility.
    private func rowProblems(_ row: Row, slot: Int32) -> [String] {
        var problems: [String] = []
        let name = symbolName(row.basic)
        let basicKind = symbolTable.kinds[Int(row.basic)]
        if symbolTable.rowOf[Int(row.basic)] != slot { problems.append("rowOf(\(name)) is wrong") }
        for (i, term) in row.terms.enumerated() {
            let kind = symbolTable.kinds[Int(term.symbol)]
            let isBasic = symbolTable.rowOf[Int(term.symbol)] >= 0
            if term.coefficient == 0 { problems.append("row \(name): zero term") }
            if term.symbol == row.basic { problems.append("row \(name) holds its basic symbol") }
            if i > 0, row.terms[i - 1].symbol >= term.symbol { problems.append("row \(name): terms out of order") }
            if basicKind != .external, kind == .external {
                problems.append("restricted row \(name) holds unrestricted \(symbolName(term.symbol))")
            }
            if basicKind == .external, kind == .external, isBasic,
               valueChains.rank[Int(term.symbol)] >= valueChains.rank[Int(row.basic)] {
                problems.append("row \(name) refers to \(symbolName(term.symbol)) of no lower rank")
            }
            if basicKind == .external, kind != .external, isBasic {
                problems.append("row \(name) holds basic \(symbolName(term.symbol))")
            }
        }
        for part in row.shared
        where part.node < 0 || Int(part.node) >= markerStore.nodes.count || !markerStore.nodes[Int(part.node)].isLive {
            problems.append("row \(name) refers to a freed marker node")
        }
        switch basicKind {
        case .external: break
        case .dummy where abs(row.constant) > Self.checkTolerance: problems.append("dummy row \(name) = \(row.constant)")
        case .slack, .error, .dummy:
            if row.constant < -Self.checkTolerance { problems.append("row \(name) infeasible: \(row.constant)") }
        }
        return problems
    }

    /// Invariant 1 for the values: each basic unrestricted variable's value is its row evaluated
    /// through the values of the variables it refers to, its rank is in the rank log, and
    /// `rowOf` points at its own row.
    private func valueProblems() -> [String] {
        var problems: [String] = []
        for s in 0..<symbolCount where symbolTable.rowOf[s] >= 0 && symbolTable.kinds[s] == .external {
            let row = rowStore.rows[Int(symbolTable.rowOf[s])]
            var value = row.constant
            for term in row.terms where symbolTable.isBasicExternal(term.symbol) {
                value += term.coefficient * valueChains.value[Int(term.symbol)]
            }
            if abs(value - valueChains.value[s]) > 1e-6 * max(1, abs(value)) {
                problems.append("value of \(symbolName(Int32(s))) is \(valueChains.value[s]), its row says \(value)")
            }
        }
        // A pass of `sweepValues()` re-evaluates only the rows whose rank it finds logged.
        for s in 0..<symbolCount where symbolTable.rowOf[s] >= 0 && symbolTable.kinds[s] == .external
            && !isLogged(Int32(s)) {
            problems.append("rank \(valueChains.rank[s]) of \(symbolName(Int32(s))) is not in the rank log")
        }
        for s in 0..<symbolCount where symbolTable.rowOf[s] >= 0 {
            guard rowStore.rows[Int(symbolTable.rowOf[s])].basic != Int32(s) else { continue }
            problems.append("rowOf(\(symbolName(Int32(s)))) points at another row")
        }
        return problems
    }

    /// Invariant 3: the rows hold `liveTerms` terms, and every term's column lists its row.
    /// (Walking a column drops its stale entries, hence `mutating`.)
    private mutating func columnProblems() -> [String] {
        var problems: [String] = []
        let counted = rowStore.rows.reduce(0) { $0 + ($1.basic >= 0 ? $1.terms.count : 0) }
        if counted != rowStore.liveTerms {
            problems.append("liveTerms is \(rowStore.liveTerms), the rows hold \(counted) terms")
        }
        var listed: [Int32: Set<Int32>] = [:]
        for s in 0..<symbolCount { listed[Int32(s)] = Set(rowsContaining(Int32(s))) }
        for (slot, row) in rowStore.rows.enumerated() where row.basic >= 0 {
            for term in row.terms where listed[term.symbol]?.contains(Int32(slot)) != true {
                problems.append("column of \(symbolName(term.symbol)) misses row \(symbolName(row.basic))")
            }
        }
        return problems
    }

    /// Invariants 2 and 4 for the levels: they hold no basic and no unrestricted symbol.
    private func objectiveProblems() -> [String] {
        var problems: [String] = []
        for level in objective.levels {
            for s in level.coefficients.indices where level.coefficients[s] != 0 {
                let name = symbolName(Int32(s))
                if symbolTable.rowOf[s] >= 0 { problems.append("level \(level.key) holds basic \(name)") }
                if symbolTable.kinds[s] == .external { problems.append("level \(level.key) holds unrestricted \(name)") }
            }
        }
        return problems
    }

    /// Invariant 5: each level equals the sum of the error terms registered at it, through their
    /// rows.
    private func levelSumProblems() -> [String] {
        var problems: [String] = []
        for level in objective.levels where level.key != Self.probeLevel {
            var expected = [Double](repeating: 0, count: symbolCount)
            let constant = sumErrorRows(atLevel: level.key, into: &expected)
            // Noise-level coefficients (below the optimality tolerance) times constant shifts of
            // hundreds of points leave drift around 1e-5; anything larger is a real mismatch.
            if abs(constant - level.constant) > max(1e-4, 1e-6 * abs(constant)) {
                problems.append("level \(level.key): constant \(level.constant), rows say \(constant)")
            }
            // Levels track no marker (Solver+SharedMarkers.swift).
            for s in expected.indices where abs(expected[s] - level.coefficients[s]) > 1e-6 * max(1, abs(expected[s]))
                && symbolTable.kinds[s] != .dummy {
                let name = symbolName(Int32(s))
                problems.append("level \(level.key): \(name) has \(level.coefficients[s]), rows say \(expected[s])")
                break
            }
        }
        return problems
    }

    /// Invariant 4, optimality: no non-basic restricted symbol (markers of required equalities
    /// aside) has a lexicographically negative reduced cost, in the basis as the constraints
    /// define it.
    ///
    /// The rows carry the rounding of every pivot since the last refactoring, and the simplex
    /// lets it build up to `driftTolerance` relative to the terms' size before rebuilding them.
    /// Where levels hold coefficients of 10⁵ (ratios such as 0.384615 multiplied along rows),
    /// that leaves reduced costs of a few 10⁻⁶ which are 0 in the basis: the ratios shape's
    /// seed 33320 read -2.45·10⁻⁶ at priority 500 beside 99,131 in the same level, and 0.0
    /// after refactoring. The column held no restricted element above the noise either, so no
    /// pivot could have taken it (an exact negative reduced cost with no row bounding the step
    /// would make a sum of non-negative errors unbounded below). So a reduced cost that reads
    /// negative is read again from a refactored copy, with the same tolerance; one that stays
    /// negative there is reported.
    private mutating func optimalityProblems() -> [String] {
        let suspects = negativeReducedCosts()
        guard !suspects.isEmpty, pivotsSinceRefactor > 0 else { return suspects.map(\.message) }
        var rebuilt = self
        guard (try? rebuilt.refactor()) != nil else { return suspects.map(\.message) }
        return rebuilt.negativeReducedCosts().map { "\($0.message) (after refactoring)" }
    }

    /// The non-basic restricted symbols whose reduced costs read lexicographically negative.
    /// A symbol whose step would raise a level above by more than rounding, at a positive
    /// cost within the tolerance, or whose pivot would make a level above read not optimal,
    /// is blocked as the simplex judges it (`harmsLevelAbove`, `unsettlesLevelAbove`).
    private mutating func negativeReducedCosts() -> [(symbol: Int32, message: String)] {
        var found: [(symbol: Int32, message: String)] = []
        for s in 0..<symbolCount where symbolTable.rowOf[s] < 0 && symbolTable.owner[s] >= 0 {
            guard symbolTable.kinds[s] != .dummy, symbolTable.kinds[s] != .external else { continue }
            for (l, level) in objective.levels.enumerated() {
                let c = level.coefficients[s]
                // Blocked from entering below, as the simplex judges it (`lexicographicSign`).
                if c > Solver.optimalityTolerance { break }
                if c < -Self.checkTolerance {
                    let leaving = leavingRow(for: Int32(s), bland: false)
                    // Read as 0, as the simplex reads it (Solver+NegligibleCosts.swift).
                    if let (_, step) = leaving, isNegligibleCost(Int32(s), atLevel: l, step: step) { continue }
                    if l > 0, let (slot, step) = leaving, harmsLevelAbove(Int32(s), atLevel: l, step: step)
                        || unsettlesLevelAbove(Int32(s), row: slot, atLevel: l) { break }
                    found.append((Int32(s), "not optimal: \(symbolName(Int32(s))) has \(c) at level \(level.key)"))
                    break
                }
            }
        }
        return found
    }

    /// Each host chain links both ways, holds only listed hosts on its variable, and together
    /// the chains hold every listed host once.
    func hostChainProblems() -> [String] {
        var problems: [String] = []
        var listed = 0
        for v in hostChains.head.indices {
            var h = hostChains.head[v], previous: Int32 = -1
            while h >= 0, listed <= constraintTable.records.count {
                let r = constraintTable.records[Int(h)]
                if !r.isHost { problems.append("record \(h) is on the chain of v\(v) but not a host") }
                if r.previousHost != previous { problems.append("record \(h) on the chain of v\(v) links back wrongly") }
                if CanonicalExpression(constraintTable.stored[Int(h)])?.chainVariable != Int32(v) {
                    problems.append("record \(h) is on the chain of v\(v), not its own")
                }
                listed += 1
                previous = h
                h = r.nextHost
            }
        }
        let hosts = constraintTable.records.filter(\.isHost).count
        if listed != hosts { problems.append("the host chains hold \(listed) records, \(hosts) are listed") }
        return problems
    }
}
