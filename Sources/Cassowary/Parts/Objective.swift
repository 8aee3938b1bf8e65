extension Solver {
    /// One priority level of the objective: `value = constant + Σ coefficients[s]·s`.
    struct Level: Sendable {
        var key: Double
        var constant: Double = 0
        var coefficients: [Double]
        /// Number of error symbols registered at this level; an unused level is dropped.
        var users: Int = 0
        /// For the pending level only: every symbol whose coefficient it changed.
        var touched: [Int32] = []
    }

    /// The lexicographic objective: one row per priority level, highest first, each storing its
    /// coefficients densely by symbol, and the symbols whose reduced costs changed.
    ///
    /// Invariants:
    /// 1. Levels are sorted by strictly descending key, and each has a coefficient per symbol.
    /// 2. Only the pending level records touched symbols.
    /// 3. `isCandidate` has an entry per symbol and marks exactly the symbols of `candidates`,
    ///    each listed once (the marks are counted by `Solver.checkInvariants()`).
    /// 4. The spare pending coefficients are zero (checked where they are taken back).
    /// What the levels hold (basic symbols never, and the sum of their error terms) is checked
    /// by `Solver.checkInvariants()`.
    struct Objective: Sendable {
        /// Levels sorted by descending key.
        var levels: [Level] = []
        /// Symbols whose objective coefficients changed since the last optimisation.
        var candidates: [Int32] = []
        var isCandidate: [Bool] = []
        /// The pending level's coefficients, zeroed, kept between adds: a required row without
        /// a feasible subject opens the pending level, and a fresh array per add would cost
        /// O(symbols).
        var sparePendingCoefficients: [Double] = []
        /// The symbols `reserveCapacity` made room for: a level made later reserves as many.
        var capacityHint = 0
        /// Set when the probe level of `valueRange(of:)` turned out unbounded.
        var probeUnbounded = false
        /// Symbols the primal pass stopped improving because only refused pivot elements bound
        /// them (Solver+RefusedPivots.swift): a constant change moves the step they would take,
        /// so it looks at them again. Layouts never fill it.
        var refused: [Int32] = []
        /// Set by `enteringSymbol` when a candidate it kept has a negative reduced cost within
        /// `optimalityTolerance` at the level it looked at (`pivotOnSmallCost`).
        var sawSmallCost = false

        /// Queues `s` as an entering candidate unless it is one already (or not a symbol yet).
        @inline(__always)
        mutating func queue(_ s: Int32) {
            guard Int(s) < isCandidate.count, !isCandidate[Int(s)] else { return }
            isCandidate[Int(s)] = true
            candidates.append(s)
        }

        /// Appends `count` symbols: coefficient 0 at every level, not candidates.
        mutating func appendSymbols(_ count: Int) {
            if count == 1 {
                isCandidate.append(false)
                for l in levels.indices { levels[l].coefficients.append(0) }
                return
            }
            isCandidate.append(contentsOf: repeatElement(false, count: count))
            for l in levels.indices { levels[l].coefficients.append(contentsOf: repeatElement(0, count: count)) }
        }

        /// The broken invariants, as messages. O(levels + candidates).
        func problems(symbolCount: Int) -> [String] {
            var problems: [String] = []
            for (l, level) in levels.enumerated() {
                if l > 0, levels[l - 1].key <= level.key { problems.append("objective: level \(level.key) out of order") }
                if level.coefficients.count != symbolCount {
                    problems.append("objective: level \(level.key) has \(level.coefficients.count) coefficients for \(symbolCount) symbols")
                }
                if level.key != Solver.pendingLevel, !level.touched.isEmpty {
                    problems.append("objective: level \(level.key) records touched symbols")
                }
            }
            if isCandidate.count != symbolCount { problems.append("objective: \(isCandidate.count) candidate marks for \(symbolCount) symbols") }
            for s in candidates where s < 0 || Int(s) >= isCandidate.count || !isCandidate[Int(s)] {
                problems.append("objective: candidate \(s) is not marked")
            }
            if candidates.count > symbolCount { problems.append("objective: \(candidates.count) candidates for \(symbolCount) symbols") }
            return problems
        }
    }

    /// Restricted basic symbols whose rows may have gone negative, for the dual simplex, each
    /// listed once.
    ///
    /// Invariants: `isQueued` has an entry per symbol and marks exactly the listed symbols.
    struct InfeasibleQueue: Sendable {
        var symbols: [Int32] = []
        var isQueued: [Bool] = []

        /// Appends `count` symbols, not queued.
        mutating func appendSymbols(_ count: Int) {
            if count == 1 { isQueued.append(false) } else { isQueued.append(contentsOf: repeatElement(false, count: count)) }
        }

        /// The broken invariants, as messages. O(queued symbols).
        func problems(symbolCount: Int) -> [String] {
            var problems: [String] = []
            if isQueued.count != symbolCount { problems.append("infeasible queue: \(isQueued.count) marks for \(symbolCount) symbols") }
            for s in symbols where s < 0 || Int(s) >= isQueued.count || !isQueued[Int(s)] {
                problems.append("infeasible queue: \(s) is listed but not marked")
            }
            return problems
        }
    }
}
