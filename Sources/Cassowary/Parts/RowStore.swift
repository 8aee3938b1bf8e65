extension Solver {
    /// The tableau's rows, by slot, with the free slots and the stamps of column walks.
    ///
    /// Invariants:
    /// 1. `stamps` has one entry per slot (a column walk marks the rows it has visited with
    ///    the current `stamp`; when the stamp wraps around to 0 they are all cleared).
    /// 2. A free slot is listed once and holds an empty row with no basic symbol; the other
    ///    rows have one.
    /// 3. `liveTerms` is the number of terms in the live rows (checked in full by
    ///    `Solver.checkInvariants()`).
    struct RowStore: Sendable {
        var rows: [Row] = []
        var free: [Int32] = []
        var stamps: [UInt32] = []
        var stamp: UInt32 = 0
        var liveTerms = 0
        /// A buffer for merging long rows (`Row.mergeAdd`), kept between merges.
        var termScratch: [Term] = []
        /// A buffer for the symbols a substitution inserted into one row (`substituteOut`).
        var insertedScratch: [Int32] = []

        /// The number of rows with a basic symbol.
        var liveCount: Int { rows.count - free.count }

        /// The broken invariants, as messages. Unless `thorough`, only the most recently freed
        /// slot is looked at: O(1).
        func problems(thorough: Bool) -> [String] {
            var problems: [String] = []
            if stamps.count != rows.count { problems.append("rows: \(stamps.count) stamps for \(rows.count) slots") }
            if liveTerms < 0 { problems.append("rows: \(liveTerms) live terms") }
            if free.count > rows.count { problems.append("rows: \(free.count) free slots of \(rows.count)") }
            var seen = Set<Int32>()
            for slot in thorough ? free[...] : free.suffix(1) {
                guard slot >= 0, Int(slot) < rows.count else {
                    problems.append("free row slot \(slot) is out of range")
                    continue
                }
                if thorough, !seen.insert(slot).inserted { problems.append("row slot \(slot) is free twice") }
                let row = rows[Int(slot)]
                if row.basic >= 0 || !row.terms.isEmpty || !row.shared.isEmpty { problems.append("free row slot \(slot) is in use") }
            }
            return problems
        }
    }
}
