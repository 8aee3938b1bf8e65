/// Constraints on one expression share one row: a later optional one is a *guest* of the
/// first (its *host*), and only adds weights to the host's error or slack symbols.
///
/// A host row reads `E = up - down` (both ≥ 0), where `E` is the constraint's expression minus
/// its constant: `up` measures how far `E` is above zero, `down` how far below.
/// - optional `E == 0`: `up = e⁺`, `down = e⁻`;
/// - optional `E >= 0`: `up` is the slack, `down` the error; `E <= 0` the other way round;
/// - required `E >= 0`: `up` is the slack and there is no `down` (it is fixed at 0), and so on.
/// A guest `E == 0` at priority p puts weight 1 at level p on both sides, `E >= 0` on `down`
/// only, `E <= 0` on `up` only; a side the host forbids needs none (the guest always holds
/// there). Every weight is positive or the side is a pure slack, so at an optimum at most one
/// side is non-zero and each side equals the guest's violation: the objective is the same as
/// with a row per constraint, one row and two or three symbols fewer.
///
/// Why: layouts state size hints in pairs on one expression (UIKit's hugging `w <= c` with
/// compression resistance `w >= c`; enaml's `w == hint` weak with `w >= hint` strong; kiwi's
/// benchmark form pins every spacing with a required `>=` and an optional `==`). As separate
/// rows, the `>=` of a field height is a second constraint that the dual simplex sees only
/// after it has pivoted on the `==`: when kiwi's form of N rows was closed at the bottom, the
/// repair tried shrinking each field's height in turn (each one cheap for its `==` alone,
/// then blocked by its own `>=`), N pivots on rows of 3N terms before growing the container.
/// Shared, a field's shrinking costs both weights at once and the container grows in one
/// pivot: the form at 800 rows built in 1,040 ms with 2,433 pivots, 32 ms with 1,613 (without
/// its bounds), with the same values.
///
/// A guest leaves its host's row when its constant changes alone; a host's guests get rows of
/// their own (the first of them a host again) when the host is removed or its constant changes
/// alone. `setConstants` moves an optional host and all its guests to one new expression in a
/// single shift, which keeps them sharing: a view's content size changes both hugging and
/// compression resistance. Edit constraints never share: their constants move on every step.
extension Solver {
    /// Expressions of up to this many terms are matched; longer ones rarely repeat.
    static let sharedExpressionTermLimit = 3

    /// A constraint's expression in a canonical form: terms by variable index, the first
    /// coefficient positive (`flipped` says whether the constraint was negated to get there).
    struct CanonicalExpression: Equatable {
        var variables: (Int32, Int32, Int32) = (-1, -1, -1)
        var coefficients: (Double, Double, Double) = (0, 0, 0)
        var count = 0
        var constant = 0.0
        var flipped = false

        /// Nil for an expression without terms, with too many, or naming a variable twice.
        init?(_ constraint: Constraint) {
            let terms = constraint.terms
            guard !terms.isEmpty, terms.count <= Solver.sharedExpressionTermLimit else { return nil }
            func variable(_ i: Int) -> Int32 { i < terms.count ? terms[i].variable.index : -1 }
            func coefficient(_ i: Int) -> Double { i < terms.count ? terms[i].coefficient : 0 }
            self.init(count: terms.count, variables: (variable(0), variable(1), variable(2)),
                      coefficients: (coefficient(0), coefficient(1), coefficient(2)), constant: constraint.constant)
        }

        /// The expression of a stored constraint (nil as for a `Constraint`).
        init?(_ constraint: StoredConstraint) { self.init(constraint, constant: constraint.constant) }

        /// The expression of a stored constraint with `constant` in place of its own.
        init?(_ constraint: StoredConstraint, constant: Double) {
            guard !constraint.isLong, constraint.inlineCount > 0 else { return nil }
            self.init(count: Int(constraint.inlineCount), variables: constraint.variables,
                      coefficients: constraint.coefficients, constant: constant)
        }

        /// The expression of `count` terms (the rest of the tuples unused) minus `newConstant`.
        private init?(count n: Int, variables v: (Int32, Int32, Int32), coefficients c: (Double, Double, Double),
                      constant newConstant: Double) {
            func index(_ i: Int) -> Int32 { i == 0 ? v.0 : i == 1 ? v.1 : v.2 }
            func weight(_ i: Int) -> Double { i == 0 ? c.0 : i == 1 ? c.1 : c.2 }
            // The up to three term positions, sorted by variable index.
            var order = (0, 1, 2)
            if n >= 2, index(order.1) < index(order.0) { (order.0, order.1) = (order.1, order.0) }
            if n == 3 {
                if index(order.2) < index(order.1) { (order.1, order.2) = (order.2, order.1) }
                if index(order.1) < index(order.0) { (order.0, order.1) = (order.1, order.0) }
            }
            if n > 1, index(order.0) == index(order.1) { return nil }
            if n > 2, index(order.1) == index(order.2) { return nil }
            func position(_ i: Int) -> Int { i == 0 ? order.0 : i == 1 ? order.1 : order.2 }
            let sign: Double = weight(order.0) < 0 ? -1 : 1
            flipped = sign < 0
            func coefficient(_ i: Int) -> Double { i < n ? sign * weight(position(i)) + 0 : 0 }
            func variable(_ i: Int) -> Int32 { i < n ? index(position(i)) : -1 }
            variables = (variable(0), variable(1), variable(2))
            coefficients = (coefficient(0), coefficient(1), coefficient(2))
            count = n
            constant = sign * newConstant + 0
        }

        static func == (a: Self, b: Self) -> Bool {
            a.count == b.count && a.variables == b.variables && a.constant == b.constant
                && a.coefficients == b.coefficients
        }

        /// The variable whose chain lists hosts on this expression: the last, by index.
        var chainVariable: Int32 { count == 3 ? variables.2 : count == 2 ? variables.1 : variables.0 }
    }

    /// How many hosts of a chain a lookup reads before giving up: sharing saves work but is
    /// never needed for the right values, so a chain that grew long (one view tied to
    /// thousands made before it) costs a bounded walk, not a quadratic build.
    static let hostChainSearchLimit = 8

    /// Record `slot`'s expression in canonical form, when the record may share a row.
    func shareableExpression(_ slot: Int) -> CanonicalExpression? {
        guard hostChains.sharesRows, constraintTable.records[slot].sharesRows else { return nil }
        return CanonicalExpression(constraintTable.stored[slot])
    }

    /// A host listed for `expression` among the first hosts of its chain, if any.
    ///
    /// Inlined: called from a mutating method, a call of its own passed it a copy of the solver.
    @inline(__always)
    func listedHost(of expression: CanonicalExpression) -> Int? {
        var h = hostChains.head[Int(expression.chainVariable)]
        var read = 0
        while h >= 0, read < Solver.hostChainSearchLimit {
            if CanonicalExpression(constraintTable.stored[Int(h)]) == expression { return Int(h) }
            h = constraintTable.records[Int(h)].nextHost
            read += 1
        }
        return nil
    }

    /// Lists record `slot` as a host that later constraints on its expression can join, unless
    /// a host on that expression is listed already (or the record may not share).
    mutating func registerHost(_ slot: Int) {
        guard let expression = shareableExpression(slot), listedHost(of: expression) == nil else { return }
        list(slot, asHostOf: expression)
    }

    /// Lists record `slot`, whose expression no listed host has, as a host of `expression`.
    ///
    /// Hosts are listed per variable (the expression's last), newest first: a layout's pairs
    /// on one expression (hugging and compression resistance) arrive together and are found
    /// at the head, and the lists of the views being laid out are next to each other in
    /// memory. A table keyed by a hash of the expression sent every lookup to a random place
    /// in a table that at 10,000 labels no longer fit in the cache.
    mutating func list(_ slot: Int, asHostOf expression: CanonicalExpression) {
        guard !constraintTable.records[slot].isHost, constraintTable.records[slot].host < 0,
              constraintTable.records[slot].state == .required
                  || constraintTable.records[slot].state == .optional else { return }
        let v = Int(expression.chainVariable)
        let head = hostChains.head[v]
        constraintTable.records[slot].nextHost = head
        constraintTable.records[slot].previousHost = -1
        if head >= 0 { constraintTable.records[Int(head)].previousHost = Int32(slot) }
        hostChains.head[v] = Int32(slot)
        constraintTable.records[slot].isHost = true
    }

    /// Takes record `slot` off its host chain (its row is going, or its constant changing).
    mutating func unregisterHost(_ slot: Int) {
        guard constraintTable.records[slot].isHost else { return }
        constraintTable.records[slot].isHost = false
        let previous = constraintTable.records[slot].previousHost, next = constraintTable.records[slot].nextHost
        if previous >= 0 {
            constraintTable.records[Int(previous)].nextHost = next
        } else if let expression = CanonicalExpression(constraintTable.stored[slot]) {
            hostChains.head[Int(expression.chainVariable)] = next
        }
        if next >= 0 { constraintTable.records[Int(next)].previousHost = previous }
        constraintTable.records[slot].nextHost = -1
        constraintTable.records[slot].previousHost = -1
    }

    /// The host's `up` and `down` symbols (see the type's note); -1 for a side it forbids.
    func sides(ofHost slot: Int) -> (up: Int32, down: Int32) {
        let required = constraintTable.records[slot].state == .required
        let marker = constraintTable.records[slot].marker, errors = constraintTable.records[slot].errors
        switch constraintTable.stored[slot].relation {
        case .equal: return required ? (-1, -1) : (errors[0], errors[1])
        case .greaterThanOrEqual: return required ? (marker, -1) : (marker, errors[0])
        case .lessThanOrEqual: return required ? (-1, marker) : (errors[0], marker)
        }
    }

    /// Makes optional record `slot` a guest of `host`: its weights join the objective.
    mutating func attach(_ slot: Int, toHost host: Int) {
        let guest = constraintTable.stored[slot]
        var relation = guest.relation
        if CanonicalExpression(guest)?.flipped != CanonicalExpression(constraintTable.stored[host])?.flipped {
            relation = relation == .greaterThanOrEqual ? .lessThanOrEqual
                : relation == .lessThanOrEqual ? .greaterThanOrEqual : .equal
        }
        let (up, down) = sides(ofHost: host)
        let upWeighted = relation != .greaterThanOrEqual && up >= 0
        let downWeighted = relation != .lessThanOrEqual && down >= 0
        let weighted: ErrorSymbols = upWeighted && downWeighted ? [up,
            down] : upWeighted ? [up] : downWeighted ? [down] : []
        constraintTable.records[slot].state = .optional
        constraintTable.records[slot].host = Int32(host)
        constraintTable.records[slot].nextGuest = constraintTable.records[host].firstGuest
        constraintTable.records[host].firstGuest = Int32(slot)
        constraintTable.records[slot].marker = -1
        constraintTable.records[slot].errors = weighted
        constraintTable.records[slot].levelKey = guest.priority.value
        guard !weighted.isEmpty else { return }
        let l = ensureLevel(guest.priority.value)
        objective.levels[l].users += weighted.count
        for s in weighted { objectiveAdd(l, s, 1) }
    }

    /// Takes guest `slot` off its host's row: its weights leave the objective.
    mutating func detach(_ slot: Int) {
        let host = Int(constraintTable.records[slot].host)
        let weighted = constraintTable.records[slot].errors
        let key = constraintTable.records[slot].levelKey
        if !weighted.isEmpty, let l = levelIndex(key) {
            for s in weighted { objectiveAdd(l, s, -1) }
            objective.levels[l].users -= weighted.count
            dropLevelIfUnused(key)
        }
        if constraintTable.records[host].firstGuest == Int32(slot) {
            constraintTable.records[host].firstGuest = constraintTable.records[slot].nextGuest
        } else {
            var g = Int(constraintTable.records[host].firstGuest)
            while g >= 0, constraintTable.records[g].nextGuest != Int32(slot) {
                g = Int(constraintTable.records[g].nextGuest)
            }
            if g >= 0 { constraintTable.records[g].nextGuest = constraintTable.records[slot].nextGuest }
        }
        constraintTable.records[slot].host = -1
        constraintTable.records[slot].nextGuest = -1
        constraintTable.records[slot].errors = []
        constraintTable.records[slot].state = .removed
    }

    /// Detaches every guest of `host`, returning them in creation order (to be installed again).
    mutating func detachGuests(of host: Int) -> [Int] {
        var guests: [Int] = []
        var g = Int(constraintTable.records[host].firstGuest)
        while g >= 0 {
            guests.append(g)
            g = Int(constraintTable.records[g].nextGuest)
        }
        for g in guests { detach(g) }
        return guests.sorted { constraintTable.records[$0].sequence < constraintTable.records[$1].sequence }
    }

    /// Installs detached guests again: on a row of their own, or as guests of a new host.
    mutating func reinstall(_ guests: [Int]) throws(SolverError) {
        for g in guests {
            if case .failure(let error) = install(g, breakIfUnsatisfiable: true) { throw error }
        }
    }

    /// Moves an optional host and all its guests, whose new constants are already set, to the
    /// host's new constant: its marker shifts as in `changeConstant`, and every weight on it
    /// counts as its own.
    ///
    /// The host stays listed: its chain is that of a variable, which a constant does not
    /// change, and lookups compare the current expressions.
    mutating func moveSharedRow(host: Int, to value: Double) throws(SolverError) {
        let delta = value - constraintTable.stored[host].constant
        constraintTable.stored[host].constant = value
        shiftMarker(constraintTable.records[host].marker, by: delta / Double(constraintTable.records[host].markerSign))
        // An optional row always holds (its errors absorb any shift), so the repair succeeds.
        guard try dualOptimize() else { throw .internalFailure("an optional row could not absorb a constant change") }
        try optimize()
    }

    /// Whether `changes` moves the optional host `slot` and every one of its guests to one new
    /// expression; if so, sets the guests' new constants (the caller then moves the row).
    mutating func guestsMoveTogether(host slot: Int, to value: Double,
                                     in changes: [(slot: Int, constant: Double)]) -> Bool {
        guard constraintTable.records[slot].firstGuest >= 0, constraintTable.records[slot].state == .optional,
              let expression = CanonicalExpression(constraintTable.stored[slot], constant: value) else { return false }
        var g = Int(constraintTable.records[slot].firstGuest)
        while g >= 0 {
            guard let constant = changes.first(where: { $0.slot == g })?.constant,
                  CanonicalExpression(constraintTable.stored[g], constant: constant) == expression else { return false }
            g = Int(constraintTable.records[g].nextGuest)
        }
        g = Int(constraintTable.records[slot].firstGuest)
        while g >= 0 {
            if let constant = changes.first(where: { $0.slot == g })?.constant {
                constraintTable.stored[g].constant = constant
            }
            g = Int(constraintTable.records[g].nextGuest)
        }
        return true
    }

    /// `guestsMoveTogether` for a host whose only guest is `guest`, without building a list.
    mutating func guestMovesTogether(host: Int, to value: Double, guest: Int, to guestValue: Double) -> Bool {
        guard constraintTable.records[host].firstGuest == Int32(guest), constraintTable.records[guest].nextGuest < 0,
            constraintTable.records[host].state == .optional,
              let expression = CanonicalExpression(constraintTable.stored[host], constant: value),
              CanonicalExpression(constraintTable.stored[guest], constant: guestValue) == expression else { return false }
        constraintTable.stored[guest].constant = guestValue
        return true
    }

    /// Calls `body(solver, levelKey, weight)` for each objective weight on a restricted symbol:
    /// its own record's, and those of that record's guests.
    ///
    /// A level is the sum of its weighted symbols by definition, so when a basic symbol's row
    /// changes, each level weighting it changes by the weight times that change. The solver is
    /// handed to `body` rather than captured: a closure that changed the levels while this read
    /// `self` made Swift copy the whole solver on every call (a content size change of 1,000
    /// labels spent a tenth of its time copying and destroying solvers).
    mutating func forEachWeight(of symbol: Int32, _ body: (inout Solver, Double, Double) -> Void) {
        let s = Int(symbol)
        guard symbolTable.kinds[s] == .error || symbolTable.kinds[s] == .slack, symbolTable.owner[s] >= 0 else { return }
        let o = Int(symbolTable.owner[s])
        if constraintTable.records[o].errors.contains(symbol) { body(&self, constraintTable.records[o].levelKey, 1) }
        var g = Int(constraintTable.records[o].firstGuest)
        while g >= 0 {
            if constraintTable.records[g].errors.contains(symbol) { body(&self, constraintTable.records[g].levelKey, 1) }
            g = Int(constraintTable.records[g].nextGuest)
        }
    }

    /// Adds weight × `change` to the constant of every level weighting `symbol` (its row's
    /// constant moved by `change`).
    mutating func moveLevels(weighting symbol: Int32, by change: Double) {
        forEachWeight(of: symbol) { solver, key, weight in
            if let l = solver.levelIndex(key) { solver.objective.levels[l].constant += weight * change }
        }
    }
}
