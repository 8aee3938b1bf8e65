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
        /// Symbols whose negative cost at a level gains only rounding on their step, with the
        /// level's key and the cost judged (Solver+NegligibleCosts.swift): `lexicographicSign`
        /// reads that cost as 0 while it stays what it was. Emptied by each primal pass.
        var negligible: [(symbol: Int32, level: Double, cost: Double)] = []
        /// Symbols a pivot left a cost at a level above that gains only rounding, with the
        /// level's key (`noteSettled`): their costs there are judged by their steps up to
        /// `settledCostLimit`. Random systems fill it; layouts never do.
        var settled: [(symbol: Int32, level: Double)] = []
        /// Negative costs `bump` snapped to 0 as cancellations while above `Solver.epsilon`,
        /// with their level's key (Solver+SnappedCosts.swift). Layouts never fill it.
        var snapped: [(symbol: Int32, level: Double, cost: Double)] = []

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
    /// Invariants: `isQueued` has an entry per symbol and marks exactly the listed symbols,
    /// but while the heap is in use (Solver+InfeasibleQueue.swift): then a symbol may be listed
    /// unmarked (dropped) or twice, and `leaveHeap()` restores the invariant.
    struct InfeasibleQueue: Sendable {
        var symbols: [Int32] = []
        var isQueued: [Bool] = []
        /// A binary heap of (constant when pushed, symbol), least first, while `usesHeap`.
        var heap: [(key: Double, symbol: Int32)] = []
        var usesHeap = false

        /// Starts ordering the listed symbols, whose keys are `keys`, by the heap.
        mutating func enterHeap(keys: [Double]) {
            usesHeap = true
            heap.removeAll(keepingCapacity: true)
            for (key, symbol) in zip(keys, symbols) { push(key, symbol) }
        }

        /// Stops using the heap: the listed symbols become the marked ones, each listed once.
        mutating func leaveHeap() {
            usesHeap = false
            heap.removeAll(keepingCapacity: true)
            var kept = 0
            for i in symbols.indices where isQueued[Int(symbols[i])] {
                isQueued[Int(symbols[i])] = false
                symbols[kept] = symbols[i]
                kept += 1
            }
            symbols.removeLast(symbols.count - kept)
            for s in symbols { isQueued[Int(s)] = true }
        }

        @inline(__always)
        static func precedes(_ a: (key: Double, symbol: Int32), _ b: (key: Double, symbol: Int32)) -> Bool {
            a.key < b.key || (a.key == b.key && a.symbol < b.symbol)
        }

        mutating func push(_ key: Double, _ symbol: Int32) {
            heap.append((key, symbol))
            var i = heap.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                guard Self.precedes(heap[i], heap[parent]) else { break }
                heap.swapAt(i, parent)
                i = parent
            }
        }

        mutating func popHeap() {
            let last = heap.removeLast()
            guard !heap.isEmpty else { return }
            heap[0] = last
            var i = 0
            while true {
                let left = 2 * i + 1, right = left + 1
                var least = i
                if left < heap.count, Self.precedes(heap[left], heap[least]) { least = left }
                if right < heap.count, Self.precedes(heap[right], heap[least]) { least = right }
                guard least != i else { return }
                heap.swapAt(i, least)
                i = least
            }
        }

        /// Appends `count` symbols, not queued.
        mutating func appendSymbols(_ count: Int) {
            if count == 1 { isQueued.append(false) } else { isQueued.append(contentsOf: repeatElement(false, count: count)) }
        }

        /// The broken invariants, as messages. O(queued symbols).
        func problems(symbolCount: Int) -> [String] {
            var problems: [String] = []
            if isQueued.count != symbolCount { problems.append("infeasible queue: \(isQueued.count) marks for \(symbolCount) symbols") }
            for s in symbols where s < 0 || Int(s) >= isQueued.count || (!usesHeap && !isQueued[Int(s)]) {
                problems.append("infeasible queue: \(s) is listed but not marked")
            }
            return problems
        }
    }
}
