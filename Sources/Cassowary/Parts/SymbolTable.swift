extension Solver {
    /// What kind of symbol an index denotes.
    enum SymbolKind: UInt8 {
        /// A user variable: unrestricted in sign.
        case external
        /// The slack of an inequality: restricted to ≥ 0.
        case slack
        /// An error term of an optional or broken constraint: ≥ 0 and minimised.
        case error
        /// The marker of a required equality: restricted to exactly 0.
        case dummy
    }

    /// The symbols, by index: what each one is, which row it is basic in, and what owns it.
    ///
    /// Every other per-symbol table (the column heads, the objective's coefficients and
    /// candidate marks, the dual simplex's queue marks, ranks and values, shared-marker marks)
    /// grows with this one, in `Solver.appendSymbols`, but ahead of it: they hold `slots`
    /// entries, the symbols and room for more, at their initial values (no row, coefficient 0,
    /// unmarked). Grown one symbol at a time, each new slack or error appended to eight tables,
    /// each append checking that its table is not shared: a twelfth of a build of ten views.
    ///
    /// Invariants:
    /// 1. `kinds`, `rowOf` and `owner` have one entry per symbol; `slots` is at least that many.
    /// 2. A free symbol is listed once, is below the count, is basic in no row and has no owner.
    struct SymbolTable: Sendable {
        var kinds: [SymbolKind] = []
        /// The row slot where the symbol is basic, or -1.
        var rowOf: [Int32] = []
        /// For an external symbol its variable index; for the others their constraint record;
        /// -1 for a free symbol.
        var owner: [Int32] = []
        /// Symbols freed for reuse (never a shared marker's: Solver+SharedMarkers.swift).
        var free: [Int32] = []
        /// The entries of the other per-symbol tables: the symbols, and room made ahead.
        var slots = 0

        var count: Int { kinds.count }

        /// Whether `s` is an unrestricted variable basic in a row: one that other unrestricted
        /// rows may refer to, by rank (Solver+Chains.swift).
        @inline(__always)
        func isBasicExternal(_ s: Int32) -> Bool { kinds[Int(s)] == .external && rowOf[Int(s)] >= 0 }

        /// Whether `s` is an unrestricted variable basic in no row: a parameter of the rows
        /// that hold it, resting at 0.
        @inline(__always)
        func isParametric(_ s: Int32) -> Bool { kinds[Int(s)] == .external && rowOf[Int(s)] < 0 }

        mutating func reserveCapacity(_ symbols: Int) {
            kinds.reserveCapacity(symbols)
            rowOf.reserveCapacity(symbols)
            owner.reserveCapacity(symbols)
        }

        /// Appends `owners.count` symbols of `kind`, non-basic.
        mutating func append(_ kind: SymbolKind, owners: Range<Int32>) {
            if owners.count == 1 {
                kinds.append(kind)
                rowOf.append(-1)
                owner.append(owners.lowerBound)
                return
            }
            kinds.append(contentsOf: repeatElement(kind, count: owners.count))
            rowOf.append(contentsOf: repeatElement(-1, count: owners.count))
            owner.append(contentsOf: owners)
        }

        /// The broken invariants, as messages (empty when all hold). Unless `thorough`, only the
        /// most recently freed symbol is looked at: O(1).
        func problems(thorough: Bool) -> [String] {
            var problems: [String] = []
            if rowOf.count != count || owner.count != count {
                problems.append("symbol tables: \(count) kinds, \(rowOf.count) rows, \(owner.count) owners")
                return problems
            }
            if free.count > count { problems.append("\(free.count) free symbols of \(count)") }
            if slots < count { problems.append("symbol tables: \(slots) slots for \(count) symbols") }
            var seen = Set<Int32>()
            for s in thorough ? free[...] : free.suffix(1) {
                guard s >= 0, Int(s) < count else {
                    problems.append("free symbol \(s) is out of range")
                    continue
                }
                if thorough, !seen.insert(s).inserted { problems.append("symbol \(s) is free twice") }
                if rowOf[Int(s)] >= 0 || owner[Int(s)] >= 0 { problems.append("free symbol \(s) is still in use") }
            }
            return problems
        }
    }
}

// MARK: - Making symbols

extension Solver {
    /// A new symbol of `kind` owned by `owner`: a freed one if any, else one more entry in
    /// every per-symbol table.
    mutating func newSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        if let s = symbolTable.free.popLast() {
            symbolTable.kinds[Int(s)] = kind
            symbolTable.owner[Int(s)] = owner
            return s
        }
        let s = Int32(symbolTable.count)
        appendSymbols(kind, owners: owner..<owner + 1)
        return s
    }

    /// New symbols of one kind, one per owner, as `newSymbol` makes them one at a time (freed
    /// symbols first), with each table grown once: the symbols, in the owners' order.
    mutating func newSymbols(_ kind: SymbolKind, owners: Range<Int32>) -> [Int32] {
        var made: [Int32] = []
        made.reserveCapacity(owners.count)
        var remaining = owners
        while let owner = remaining.first, !symbolTable.free.isEmpty {
            made.append(newSymbol(kind, owner: owner))
            remaining = remaining.dropFirst()
        }
        let first = Int32(symbolTable.count)
        made.append(contentsOf: first..<first + Int32(remaining.count))
        appendSymbols(kind, owners: remaining)
        return made
    }

    /// Appends one symbol per owner, non-basic, in no row and at coefficient 0 everywhere,
    /// growing the other per-symbol tables when the symbols outgrow their slots.
    private mutating func appendSymbols(_ kind: SymbolKind, owners: Range<Int32>) {
        guard !owners.isEmpty else { return }
        symbolTable.append(kind, owners: owners)
        if symbolTable.count > symbolTable.slots { growSymbolSlots(toAtLeast: symbolTable.count) }
    }

    /// Slots the per-symbol tables gain at least when they grow.
    static let symbolSlotGrowth = 32

    /// Grows every per-symbol table but the symbols' own to at least `needed` entries, by a
    /// quarter more at least, the new entries at their initial values: the one place that
    /// lists those tables.
    mutating func growSymbolSlots(toAtLeast needed: Int) {
        let slots = symbolTable.slots
        let grown = max(needed, slots + max(Self.symbolSlotGrowth, slots / 4))
        let count = grown - slots
        columnIndex.appendSymbols(count)
        objective.appendSymbols(count)
        infeasibleQueue.appendSymbols(count)
        valueChains.appendSymbols(count)
        markerStore.appendSymbols(count)
        symbolTable.slots = grown
    }
}
