extension Solver {
    /// A constraint as installed: the symbols that represent it (its definition is in
    /// `ConstraintTable.stored`, at the same slot).
    ///
    /// The fields are ordered widest first, so that the record packs into 64 bytes of plain
    /// data: a layout holds about six per view, and a 10,000-label screen reserves them all up
    /// front.
    struct Record: Sendable {
        enum State: UInt8 { case required, optional, broken, removed, parked }
        /// Order of installation, for listing conflicts in creation order.
        var sequence: UInt64 = 0
        var levelKey: Double = 0
        /// Error symbols minimised at `levelKey` (none for required constraints).
        var errors: ErrorSymbols = []
        /// The symbol whose shift emulates a constant change (slack, dummy or positive error).
        var marker: Int32 = -1
        var generation: UInt32 = 0
        /// For a guest sharing another record's row (Solver+Guests.swift): that host's slot.
        var host: Int32 = -1
        /// For a host: its first guest. For a guest: the next guest of the same host.
        var firstGuest: Int32 = -1
        var nextGuest: Int32 = -1
        /// For a parked bound (Solver+Bounds.swift): its position in the parked list.
        var parkedIndex: Int32 = -1
        /// For a listed host: the next and previous hosts on its chain (Solver+Guests.swift).
        var nextHost: Int32 = -1
        var previousHost: Int32 = -1
        var state: State = .removed
        /// The marker's coefficient in the row as first built (before its sign is normalised):
        /// +1 or -1.
        var markerSign: Int8 = 1
        /// Whether the record is a host listed on its chain.
        var isHost = false
        /// Whether the record may share a row (edit constraints may not).
        var sharesRows = true
        /// For a required record with a pending or broken pair of errors: the row holds
        /// `-errorSign·e⁺ + errorSign·e⁻` beside its constraint (Solver+Refactor.swift).
        var errorSign: Int8 = 1
    }

    /// A constraint's error symbols: none (required), one (an optional inequality) or two (an
    /// optional equality's pair), stored inline.
    ///
    /// An array here cost one allocation per optional constraint; a screen of labels has four
    /// of them per label (hugging and compression resistance), built and freed with it.
    struct ErrorSymbols: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
        private var first: Int32 = -1
        private var second: Int32 = -1
        private var stored: UInt8 = 0

        /// Inlined, so that the literal's variadic array is never made: called, it allocated
        /// one for every optional constraint built.
        @inline(__always)
        init(arrayLiteral elements: Int32...) {
            assert(elements.count <= 2, "a constraint has at most two error symbols")
            stored = UInt8(Swift.min(elements.count, 2))
            if let e = elements.first { first = e }
            if elements.count > 1 { second = elements[1] }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { Int(stored) }
        subscript(position: Int) -> Int32 { position == 0 ? first : second }
    }

    /// The constraints, by record slot: how each is installed, and its definition.
    ///
    /// Invariants:
    /// 1. `records` and `stored` have one entry per slot.
    /// 2. A free slot is listed once and its record is removed, with no marker, no errors and
    ///    no place on a host chain.
    /// 3. Every slot with long terms stores a long constraint (a freed slot keeps its long terms
    ///    until it is reused).
    /// 4. Sequence numbers are below `nextSequence`.
    /// 5. While some record is broken, `mayHaveBroken` is set.
    struct ConstraintTable: Sendable {
        var records: [Record] = []
        /// Each record's constraint, kept apart so that a `Record` is plain data: reading a
        /// field of one then copies no array reference (retaining and releasing the
        /// constraint's terms for every field read was a twentieth of a first layout).
        var stored: [StoredConstraint] = []
        /// The terms of the stored constraints with more than three, by record slot, up to the
        /// newest slot that needed them (empty for the others). A dictionary here hashed every
        /// long constraint on its way in: a tenth of the adds of ten views whose trailing edges
        /// (`x + width`) make four-term constraints.
        var longTerms: [[(variable: Variable, coefficient: Double)]] = []
        var free: [Int32] = []
        var nextSequence: UInt64 = 0
        /// Set when a record breaks, cleared when a search finds none broken: the healing
        /// after every removal and suggestion looks for broken records only while it is set.
        var mayHaveBroken = false

        /// The broken invariants, as messages. Unless `thorough`, only the most recently freed
        /// slot is looked at and the long terms are not: O(1).
        /// The long terms kept for record `slot` (empty when it has none).
        @inline(__always)
        func longTerms(ofSlot slot: Int) -> [(variable: Variable, coefficient: Double)] {
            slot < longTerms.count ? longTerms[slot] : []
        }

        /// Keeps `terms` as record `slot`'s long terms (empty to drop them).
        mutating func setLongTerms(_ terms: [(variable: Variable, coefficient: Double)], ofSlot slot: Int) {
            if slot >= longTerms.count {
                guard !terms.isEmpty else { return }
                longTerms.append(contentsOf: repeatElement([], count: slot + 1 - longTerms.count))
            }
            longTerms[slot] = terms
        }

        func problems(thorough: Bool) -> [String] {
            var problems: [String] = []
            if stored.count != records.count { problems.append("constraints: \(records.count) records, \(stored.count) definitions") }
            if free.count > records.count { problems.append("constraints: \(free.count) free slots of \(records.count)") }
            var seen = Set<Int32>()
            for slot in thorough ? free[...] : free.suffix(1) {
                guard slot >= 0, Int(slot) < records.count else {
                    problems.append("free record \(slot) is out of range")
                    continue
                }
                if thorough, !seen.insert(slot).inserted { problems.append("record \(slot) is free twice") }
                let r = records[Int(slot)]
                if r.state != .removed || r.marker >= 0 || !r.errors.isEmpty || r.isHost || r.host >= 0 {
                    problems.append("free record \(slot) is in use")
                }
            }
            for slot in longTerms.indices where thorough && !longTerms[slot].isEmpty
                && (slot >= stored.count || !stored[slot].isLong) {
                problems.append("long terms kept for record \(slot), whose constraint is not long")
            }
            if thorough, !mayHaveBroken, records.contains(where: { $0.state == .broken }) {
                problems.append("constraints: a record is broken, none is expected")
            }
            if let last = records.last, last.sequence > nextSequence {
                problems.append("constraints: sequence \(last.sequence) beyond \(nextSequence)")
            }
            return problems
        }
    }
}
