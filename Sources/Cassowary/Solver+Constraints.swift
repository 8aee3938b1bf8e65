/// The public operations on constraints and edit variables, and the records behind them.
extension Solver {
    // MARK: - Constraints

    /// Adds a constraint, or throws `.unsatisfiable` and leaves the solver as it was.
    ///
    /// "As it was" means the same constraints and, where they determine the solution, the same
    /// values. Where the layout is ambiguous the tie-break may land on another optimum.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        defer { assertPartsHold() }
        return try add(constraint, sharesRows: true)
    }

    /// `add`, for a constraint that may or may not share a row (Solver+Guests.swift).
    mutating func add(_ constraint: Constraint, sharesRows: Bool) throws(SolverError) -> ConstraintID {
        revision &+= 1
        try validate(constraint)
        // Whether a required one can hold depends on every bound: parked ones go in first.
        if constraint.priority.isRequired { try installAllParkedBounds() }
        let slot = makeRecord(constraint)
        constraintTable.records[slot].sharesRows = sharesRows
        switch install(slot, breakIfUnsatisfiable: false) {
        case .success: return id(of: slot)
        case .failure(let error):
            releaseRecord(slot)
            throw error
        }
    }

    /// Adds a constraint; an unsatisfiable required one is kept broken, as UIKit recovers.
    ///
    /// A broken constraint keeps an error term at a level above every optional priority, so its
    /// violation is still minimised, as UIKit's recovery keeps it. It heals (becomes required
    /// again) once the constraints it conflicted with are removed.
    public mutating func addBreakingIfUnsatisfiable(
        _ constraint: Constraint
    ) throws(SolverError) -> (id: ConstraintID, conflict: Conflict?) {
        defer { assertPartsHold() }
        try validate(constraint)
        return try addBreakingIfUnsatisfiable(record: makeRecord(constraint))
    }

    /// `coefficient × variable (relation) constant` at `priority`, added as
    /// `addBreakingIfUnsatisfiable(_:)` adds a constraint, without an array of terms: a view's
    /// content size is four of these, and their arrays were a fifth of its allocations.
    public mutating func addBreakingIfUnsatisfiable(
        _ coefficient: Double, _ variable: Variable, _ relation: Relation, _ constant: Double, priority: Priority
    ) throws(SolverError) -> (id: ConstraintID, conflict: Conflict?) {
        defer { assertPartsHold() }
        try validate(priority: priority, constant: constant)
        try validate(coefficient, variable)
        let stored = StoredConstraint(coefficient, variable, relation, constant, priority: priority)
        return try addBreakingIfUnsatisfiable(record: makeRecord(stored))
    }

    /// Installs the new record `slot` the breaking way (or parks it), releasing it on failure.
    mutating func addBreakingIfUnsatisfiable(record slot: Int) throws(SolverError) -> (id: ConstraintID,
        conflict: Conflict?) {
        revision &+= 1
        if isParkable(slot) {
            park(slot)
            return (id(of: slot), nil)
        }
        switch install(slot, breakIfUnsatisfiable: true) {
        case .success(let conflict): return (id(of: slot), conflict)
        case .failure(let error):
            releaseRecord(slot)
            throw error
        }
    }

    /// Removes a constraint; the remaining ones are re-optimised incrementally.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        defer { assertPartsHold() }
        revision &+= 1
        let slot = try recordSlot(id)
        try uninstall(slot)
        releaseRecord(slot)
        try healBrokenConstraints()
    }

    /// Whether `id` names a constraint in this solver.
    public func contains(_ id: ConstraintID) -> Bool { (try? recordSlot(id)) != nil }

    /// The constraint as currently installed (its constant reflects `setConstant`).
    public func constraint(_ id: ConstraintID) throws(SolverError) -> Constraint {
        constraint(ofRecord: try recordSlot(id))
    }

    /// Whether the constraint is a broken required constraint.
    public func isBroken(_ id: ConstraintID) -> Bool {
        guard let slot = try? recordSlot(id) else { return false }
        return constraintTable.records[slot].state == .broken
    }

    /// Required constraints currently broken, in creation order.
    public var brokenConstraints: [ConstraintID] {
        constraintTable.records.indices.filter { constraintTable.records[$0].state == .broken }
            .sorted { constraintTable.records[$0].sequence < constraintTable.records[$1].sequence }
            .map { id(of: $0) }
    }

    /// Changes the constant (right-hand side) of a constraint in place.
    ///
    /// This is UIKit's `constraint.constant = x`: the marker symbol is shifted and a dual
    /// simplex repairs feasibility, touching only the rows that hold the marker. If a required
    /// constraint can no longer hold, it is broken and the conflict returned.
    @discardableResult
    public mutating func setConstant(_ value: Double, for id: ConstraintID) throws(SolverError) -> Conflict? {
        defer { assertPartsHold() }
        revision &+= 1
        guard value.isFinite else { throw .nonFinite(what: "constant", value: value) }
        let slot = try recordSlot(id)
        try completeOptimization()
        return try changeConstant(slot, to: value)
    }

    /// Changes the constants of several constraints at once, returning the conflicts of
    /// required ones that could no longer hold (each then broken, as `setConstant` does).
    ///
    /// Constraints on one expression share a row (Solver+Guests.swift): when the changes move a
    /// whole shared row to one new expression, it moves in one shift and stays shared. The
    /// other changes are made one by one, in the order given.
    @discardableResult
    public mutating func setConstants(_ changes: [(id: ConstraintID, constant: Double)]) throws(SolverError) -> [Conflict] {
        defer { assertPartsHold() }
        revision &+= 1
        var slots: [(slot: Int, constant: Double)] = []
        for (id, value) in changes {
            guard value.isFinite else { throw .nonFinite(what: "constant", value: value) }
            slots.append((try recordSlot(id), value))
        }
        try completeOptimization()
        var moved: [Int] = []
        for (slot, value) in slots {
            // A whole shared row moving to one expression: its guests' constants are set here.
            guard !moved.contains(slot), guestsMoveTogether(host: slot, to: value, in: slots) else { continue }
            var g = Int(constraintTable.records[slot].firstGuest)
            while g >= 0 {
                moved.append(g)
                g = Int(constraintTable.records[g].nextGuest)
            }
            moved.append(slot)
            try moveSharedRow(host: slot, to: value)
        }
        var conflicts: [Conflict] = []
        for (slot, value) in slots where !moved.contains(slot) {
            if let conflict = try changeConstant(slot, to: value) { conflicts.append(conflict) }
        }
        return conflicts
    }

    /// `setConstants` for two constraints, without building lists: a view's content size
    /// moves its hugging and compression resistance together, and they share a row.
    @discardableResult
    public mutating func setConstants(_ first: (id: ConstraintID, constant: Double),
                                      _ second: (id: ConstraintID, constant: Double)) throws(SolverError) -> [Conflict] {
        defer { assertPartsHold() }
        revision &+= 1
        guard first.constant.isFinite else { throw .nonFinite(what: "constant", value: first.constant) }
        guard second.constant.isFinite else { throw .nonFinite(what: "constant", value: second.constant) }
        let a = try recordSlot(first.id), b = try recordSlot(second.id)
        try completeOptimization()
        if guestMovesTogether(host: a, to: first.constant, guest: b, to: second.constant) {
            try moveSharedRow(host: a, to: first.constant)
            return []
        }
        if guestMovesTogether(host: b, to: second.constant, guest: a, to: first.constant) {
            try moveSharedRow(host: b, to: second.constant)
            return []
        }
        let conflicts = [try changeConstant(a, to: first.constant), try changeConstant(b, to: second.constant)]
        return conflicts.compactMap { $0 }
    }

    /// Changes a constraint's priority: remove and re-add, as required ↔ optional changes are.
    @discardableResult
    public mutating func setPriority(_ priority: Priority, for id: ConstraintID) throws(SolverError) -> Conflict? {
        defer { assertPartsHold() }
        revision &+= 1
        let slot = try recordSlot(id)
        var constraint = constraint(ofRecord: slot)
        constraint.priority = priority
        try validate(constraint)
        try uninstall(slot)
        store(constraint, inRecord: slot)
        switch install(slot, breakIfUnsatisfiable: true) {
        case .success(let conflict):
            try healBrokenConstraints()
            return conflict
        case .failure(let error): throw error
        }
    }

    // MARK: - Edit variables

    /// Makes `variable` editable at `priority`: `suggestValue` then moves it.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        defer { assertPartsHold() }
        guard isKnown(variable) else { throw .unknownVariable(variable) }
        guard variableTable.edit(of: variable.index) == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        try completeOptimization()
        refreshValues()
        // Its constant moves on every suggestion: it keeps a row of its own.
        let id = try add(Constraint([(variable, 1)], .equal, value(of: variable), priority: priority), sharesRows: false)
        variableTable.setEdit(id, of: variable.index)
    }

    /// Removes the edit of `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        defer { assertPartsHold() }
        revision &+= 1
        guard let id = variableTable.edit(of: variable.index) else { throw .unknownEditVariable(variable) }
        variableTable.setEdit(nil, of: variable.index)
        try remove(id)
    }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool { variableTable.edit(of: variable.index) != nil }

    /// Suggests a value for an edit variable and re-solves (a dual re-optimisation).
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        defer { assertPartsHold() }
        revision &+= 1
        guard let id = variableTable.edit(of: variable.index) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFinite(what: "suggested value", value: value) }
        try completeOptimization()
        _ = try changeConstant(try recordSlot(id), to: value)
    }

    // MARK: - Objective

    /// The total error at each priority level, highest first: what the solver minimised.
    ///
    /// Broken required constraints report at priority 1000.
    public var levelErrors: [(priority: Double, error: Double)] {
        objective.levels.filter { $0.key > 0 && $0.key != Self.pendingLevel }.map {
            ($0.key == Self.brokenLevel ? 1000 : $0.key, max(0, $0.constant))
        }
    }

    // MARK: - Records

    @inline(__always)
    func validate(_ constraint: Constraint) throws(SolverError) {
        try validate(priority: constraint.priority, constant: constraint.constant)
        for term in constraint.terms { try validate(term.coefficient, term.variable) }
    }

    /// A priority in (0, 1000] and a finite constant.
    @inline(__always)
    func validate(priority: Priority, constant: Double) throws(SolverError) {
        let p = priority.value
        guard p.isFinite, p > 0, p <= 1000 else { throw .invalidPriority(p) }
        guard constant.isFinite else { throw .nonFinite(what: "constant", value: constant) }
    }

    /// A term: a variable of this solver, a finite coefficient.
    @inline(__always)
    func validate(_ coefficient: Double, _ variable: Variable) throws(SolverError) {
        guard isKnown(variable) else { throw .unknownVariable(variable) }
        guard coefficient.isFinite else {
            throw .nonFinite(what: "coefficient of \(name(of: variable))", value: coefficient)
        }
    }

    mutating func makeRecord(_ constraint: Constraint) -> Int {
        let slot = makeRecord(StoredConstraint(constraint))
        if constraint.terms.count > 3 { constraintTable.setLongTerms(constraint.terms, ofSlot: slot) }
        return slot
    }

    /// A record for `stored` (its long terms, if any, are the caller's to file).
    mutating func makeRecord(_ stored: StoredConstraint) -> Int {
        constraintTable.nextSequence += 1
        if let slot = constraintTable.free.popLast() {
            let s = Int(slot)
            store(stored, inRecord: s)
            constraintTable.records[s].generation &+= 1
            constraintTable.records[s].sequence = constraintTable.nextSequence
            constraintTable.records[s].host = -1
            constraintTable.records[s].firstGuest = -1
            constraintTable.records[s].nextGuest = -1
            constraintTable.records[s].isHost = false
            constraintTable.records[s].sharesRows = true
            return s
        }
        constraintTable.records.append(Record(sequence: constraintTable.nextSequence))
        store(stored, inRecord: constraintTable.records.count - 1)
        return constraintTable.records.count - 1
    }

    mutating func releaseRecord(_ slot: Int) {
        unregisterHost(slot)
        constraintTable.records[slot].state = .removed
        constraintTable.records[slot].errors = []
        constraintTable.records[slot].marker = -1
        constraintTable.records[slot].generation &+= 1
        constraintTable.free.append(Int32(slot))
    }

    func id(of slot: Int) -> ConstraintID {
        ConstraintID(index: Int32(slot), generation: constraintTable.records[slot].generation)
    }

    @inline(__always)
    func recordSlot(_ id: ConstraintID) throws(SolverError) -> Int {
        let slot = Int(id.index)
        guard slot >= 0, slot < constraintTable.records.count, constraintTable.records[slot].generation == id.generation,
              constraintTable.records[slot].state != .removed else { throw .unknownConstraint(id) }
        return slot
    }
}
