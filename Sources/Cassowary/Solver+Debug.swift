/// A readable dump of the tableau, and invariant checks for tests.
extension Solver {
    /// The symbol's name as the dump prints it: the variable name, or kind and index.
    func symbolName(_ s: Int32) -> String {
        switch kinds[Int(s)] {
        case .external: variableName(owner[Int(s)])
        case .slack: "s\(s)"
        case .error: "e\(s)"
        case .dummy: "d\(s)"
        }
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    func describe(constant: Double, terms: [Term]) -> String {
        var text = Self.format(constant)
        for term in terms {
            let c = term.coefficient
            let magnitude = abs(c) == 1 ? "" : Self.format(abs(c)) + "·"
            text += (c < 0 ? " - " : " + ") + magnitude + symbolName(term.symbol)
        }
        return text
    }

    /// The tableau as text: objective levels, then rows; unrestricted rows first.
    ///
    /// Symbols print as variable names, `sN` (slack), `eN` (error) and `dN` (dummy).
    public var tableauDescription: String {
        var lines: [String] = []
        for level in levels {
            let name = level.key == Self.pendingLevel ? "pending" : level.key == Self.brokenLevel ? "broken"
                : level.key == Self.probeLevel ? "probe" : "priority " + Self.format(level.key)
            let terms = level.coefficients.indices.filter { level.coefficients[$0] != 0 }
                .map { Term(Int32($0), level.coefficients[$0]) }
            lines.append("objective[\(name)] = " + describe(constant: level.constant, terms: terms))
        }
        let live = rows.filter { $0.basic >= 0 }
        let unrestricted = live.filter { kinds[Int($0.basic)] == .external }
            .sorted { variableName(owner[Int($0.basic)]) < variableName(owner[Int($1.basic)]) }
        let restricted = live.filter { kinds[Int($0.basic)] != .external }.sorted { $0.basic < $1.basic }
        for row in unrestricted + restricted {
            var line = symbolName(row.basic) + " = " + describe(constant: row.constant, terms: row.terms)
            for part in row.shared { line += " + " + Self.format(part.factor) + "·node\(part.node)" }
            lines.append(line)
        }
        for (index, symbol) in variableSymbol.enumerated() where rowOf[Int(symbol)] < 0 {
            lines.append("\(variableName(Int32(index))) is parametric (0)")
        }
        return lines.joined(separator: "\n")
    }

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
    ///    tableau not optimal.
    /// 5. Each level equals the sum of its registered error terms, expressed through the rows.
    public mutating func checkInvariants() -> [String] {
        completeOptimizationForValues()
        refreshValues()  // deferred updates are not a fault
        var problems: [String] = []
        let tolerance = 1e-6
        for (slot, row) in rows.enumerated() where row.basic >= 0 {
            let name = symbolName(row.basic)
            if rowOf[Int(row.basic)] != Int32(slot) { problems.append("rowOf(\(name)) is wrong") }
            for (i, term) in row.terms.enumerated() {
                if term.coefficient == 0 || abs(term.coefficient) <= Solver.epsilon { problems.append("row \(name): zero term") }
                if term.symbol == row.basic { problems.append("row \(name) holds its basic symbol") }
                if i > 0, row.terms[i - 1].symbol >= term.symbol { problems.append("row \(name): terms out of order") }
                if kinds[Int(row.basic)] != .external, kinds[Int(term.symbol)] == .external {
                    problems.append("restricted row \(name) holds unrestricted \(symbolName(term.symbol))")
                }
                if kinds[Int(row.basic)] == .external, kinds[Int(term.symbol)] == .external, rowOf[Int(term.symbol)] >= 0,
                   rank[Int(term.symbol)] >= rank[Int(row.basic)] {
                    problems.append("row \(name) refers to \(symbolName(term.symbol)) of no lower rank")
                }
                if kinds[Int(row.basic)] == .external, kinds[Int(term.symbol)] != .external, rowOf[Int(term.symbol)] >= 0 {
                    problems.append("row \(name) holds basic \(symbolName(term.symbol))")
                }
            }
            for part in row.shared where part.node < 0 || Int(part.node) >= markerNodes.count || !markerNodes[Int(part.node)].isLive {
                problems.append("row \(name) refers to a freed marker node")
            }
            switch kinds[Int(row.basic)] {
            case .external: break
            case .dummy where abs(row.constant) > tolerance: problems.append("dummy row \(name) = \(row.constant)")
            case .slack, .error, .dummy:
                if row.constant < -tolerance { problems.append("row \(name) infeasible: \(row.constant)") }
            }
        }
        for s in 0..<symbolCount where rowOf[s] >= 0 && kinds[s] == .external {
            let row = rows[Int(rowOf[s])]
            var value = row.constant
            for term in row.terms where kinds[Int(term.symbol)] == .external && rowOf[Int(term.symbol)] >= 0 {
                value += term.coefficient * externalValue[Int(term.symbol)]
            }
            if abs(value - externalValue[s]) > 1e-6 * max(1, abs(value)) {
                problems.append("value of \(symbolName(Int32(s))) is \(externalValue[s]), its row says \(value)")
            }
        }
        for s in 0..<symbolCount where rowOf[s] >= 0 && rows[Int(rowOf[s])].basic != Int32(s) {
            problems.append("rowOf(\(symbolName(Int32(s)))) points at another row")
        }
        let counted = rows.reduce(0) { $0 + ($1.basic >= 0 ? $1.terms.count : 0) }
        if counted != liveTerms { problems.append("liveTerms is \(liveTerms), the rows hold \(counted) terms") }
        var listed: [Int32: Set<Int32>] = [:]
        for s in 0..<symbolCount { listed[Int32(s)] = Set(rowsContaining(Int32(s))) }
        for (slot, row) in rows.enumerated() where row.basic >= 0 {
            for term in row.terms where listed[term.symbol]?.contains(Int32(slot)) != true {
                problems.append("column of \(symbolName(term.symbol)) misses row \(symbolName(row.basic))")
            }
        }
        for (l, level) in levels.enumerated() {
            for s in level.coefficients.indices where level.coefficients[s] != 0 {
                if rowOf[s] >= 0 { problems.append("level \(level.key) holds basic \(symbolName(Int32(s)))") }
                if kinds[s] == .external { problems.append("level \(level.key) holds unrestricted \(symbolName(Int32(s)))") }
            }
            _ = l
        }
        // 5. Each level equals the sum of the error terms registered at it, through their rows.
        for level in levels where level.key != Self.probeLevel {
            var expected = [Double](repeating: 0, count: symbolCount)
            var constant = 0.0
            for record in records where record.state != .removed && record.levelKey == level.key {
                for e in record.errors {
                    if rowOf[Int(e)] >= 0 {
                        let row = rows[Int(rowOf[Int(e)])]
                        constant += row.constant
                        for term in row.terms { expected[Int(term.symbol)] += term.coefficient }
                    } else {
                        expected[Int(e)] += 1
                    }
                }
            }
            // Noise-level coefficients (below the optimality tolerance) times constant shifts of
            // hundreds of points leave drift around 1e-5; anything larger is a real mismatch.
            if abs(constant - level.constant) > max(1e-4, 1e-6 * abs(constant)) {
                problems.append("level \(level.key): constant \(level.constant), rows say \(constant)")
            }
            // Levels track no marker (Solver+SharedMarkers.swift).
            for s in expected.indices where abs(expected[s] - level.coefficients[s]) > 1e-6 * max(1, abs(expected[s]))
                && kinds[s] != .dummy {
                problems.append("level \(level.key): \(symbolName(Int32(s))) has \(level.coefficients[s]), rows say \(expected[s])")
                break
            }
        }
        for s in 0..<symbolCount where rowOf[s] < 0 && kinds[s] != .dummy && kinds[s] != .external && owner[s] >= 0 {
            for level in levels {
                let c = level.coefficients[s]
                // Blocked from entering below, as the simplex judges it (`lexicographicSign`).
                if c > Solver.optimalityTolerance { break }
                if c < -tolerance {
                    problems.append("not optimal: \(symbolName(Int32(s))) has \(c) at level \(level.key)")
                    break
                }
            }
        }
        return problems + hostChainProblems() + fullPartProblems()
    }

    /// Each host chain links both ways, holds only listed hosts on its variable, and together
    /// the chains hold every listed host once.
    func hostChainProblems() -> [String] {
        var problems: [String] = []
        var listed = 0
        for v in hostChainHead.indices {
            var h = hostChainHead[v], previous: Int32 = -1
            while h >= 0, listed <= records.count {
                let r = records[Int(h)]
                if !r.isHost { problems.append("record \(h) is on the chain of v\(v) but not a host") }
                if r.previousHost != previous { problems.append("record \(h) on the chain of v\(v) links back wrongly") }
                if CanonicalExpression(constraintOfRecord[Int(h)])?.chainVariable != Int32(v) {
                    problems.append("record \(h) is on the chain of v\(v), not its own")
                }
                listed += 1
                previous = h
                h = r.nextHost
            }
        }
        let hosts = records.filter(\.isHost).count
        if listed != hosts { problems.append("the host chains hold \(listed) records, \(hosts) are listed") }
        return problems
    }
}

/// Sizes of the tableau, for benchmarks and memory estimates.
public struct TableauStatistics: Sendable, Equatable {
    public var rows: Int
    public var unrestrictedRows: Int
    public var terms: Int
    /// Terms whose symbol is the marker of a required equality (a column of the basis inverse).
    public var dummyTerms: Int
    /// Marker terms held once in shared nodes (Solver+SharedMarkers.swift), and those nodes.
    public var sharedTerms = 0
    public var sharedNodes = 0
    public var longestRow: Int
    public var symbols: Int
    public var levels: Int

    public init(rows: Int = 0, unrestrictedRows: Int = 0, terms: Int = 0, dummyTerms: Int = 0, longestRow: Int = 0,
                symbols: Int = 0, levels: Int = 0) {
        (self.rows, self.unrestrictedRows, self.terms, self.dummyTerms, self.longestRow, self.symbols, self.levels)
            = (rows, unrestrictedRows, terms, dummyTerms, longestRow, symbols, levels)
    }
}

extension Solver {
    /// How big the tableau is now: rows, their terms, symbols and objective levels.
    public var statistics: TableauStatistics {
        var result = TableauStatistics(rows: 0, unrestrictedRows: 0, terms: 0, longestRow: 0, symbols: symbolCount - freeSymbols.count,
                                       levels: levels.count)
        for row in rows where row.basic >= 0 {
            result.rows += 1
            if kinds[Int(row.basic)] == .external { result.unrestrictedRows += 1 }
            result.terms += row.terms.count
            for term in row.terms where kinds[Int(term.symbol)] == .dummy { result.dummyTerms += 1 }
            result.longestRow = max(result.longestRow, row.terms.count)
        }
        for node in markerNodes where node.isLive {
            result.sharedNodes += 1
            result.sharedTerms += node.terms.count
        }
        return result
    }
}
