/// A readable dump of the tableau and its sizes (the invariant checks are in
/// Solver+TableauChecks.swift and Solver+PartChecks.swift).
extension Solver {
    /// The symbol's name as the dump prints it: the variable name, or kind and index.
    func symbolName(_ s: Int32) -> String {
        switch symbolTable.kinds[Int(s)] {
        case .external: variableName(symbolTable.owner[Int(s)])
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
        for level in objective.levels {
            let name = level.key == Self.pendingLevel ? "pending" : level.key == Self.brokenLevel ? "broken"
                : level.key == Self.probeLevel ? "probe" : "priority " + Self.format(level.key)
            let terms = level.coefficients.indices.filter { level.coefficients[$0] != 0 }
                .map { Term(Int32($0), level.coefficients[$0]) }
            lines.append("objective[\(name)] = " + describe(constant: level.constant, terms: terms))
        }
        let live = rowStore.rows.filter { $0.basic >= 0 }
        let unrestricted = live.filter { symbolTable.kinds[Int($0.basic)] == .external }
            .sorted { variableName(symbolTable.owner[Int($0.basic)]) < variableName(symbolTable.owner[Int($1.basic)]) }
        let restricted = live.filter { symbolTable.kinds[Int($0.basic)] != .external }.sorted { $0.basic < $1.basic }
        for row in unrestricted + restricted {
            var line = symbolName(row.basic) + " = " + describe(constant: row.constant, terms: row.terms)
            for part in row.shared { line += " + " + Self.format(part.factor) + "·node\(part.node)" }
            lines.append(line)
        }
        for (index, symbol) in variableTable.symbol.enumerated() where symbolTable.rowOf[Int(symbol)] < 0 {
            lines.append("\(variableName(Int32(index))) is parametric (0)")
        }
        return lines.joined(separator: "\n")
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
        var result = TableauStatistics(rows: 0, unrestrictedRows: 0, terms: 0, longestRow: 0,
            symbols: symbolCount - symbolTable.free.count,
                                       levels: objective.levels.count)
        for row in rowStore.rows where row.basic >= 0 {
            result.rows += 1
            if symbolTable.kinds[Int(row.basic)] == .external { result.unrestrictedRows += 1 }
            result.terms += row.terms.count
            for term in row.terms where symbolTable.kinds[Int(term.symbol)] == .dummy { result.dummyTerms += 1 }
            result.longestRow = max(result.longestRow, row.terms.count)
        }
        for node in markerStore.nodes where node.isLive {
            result.sharedNodes += 1
            result.sharedTerms += node.terms.count
        }
        return result
    }
}
