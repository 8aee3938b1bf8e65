import Cassowary

// The choices that drive `fuzz-solver` (Fuzz/Sources/fuzz-solver), kept here so that the test
// suite replays every input of `Fuzz/Regressions/solver` exactly as the fuzz target reads it
// (Tests/CassowaryTests/SolverFuzzRegressionTests.swift). The fuzz target compiles this file
// through a link to it.

/// The input's bytes as a stream of choices; past its end every choice is 0.
public struct Choices {
    let bytes: [UInt8]
    var at = 0

    public init(bytes: [UInt8]) { self.bytes = bytes }
    /// A choice in 0..<n.
    public mutating func next(_ n: Int) -> Int {
        guard n > 1 else { return 0 }
        var value = 0
        for _ in 0..<(n > 256 ? 2 : 1) {
            value = value << 8 | Int(at < bytes.count ? bytes[at] : 0)
            at += 1
        }
        return value % n
    }
}

/// A system and the operations applied to it so far.
public struct SolverFuzzRun {
    struct Item {
        var terms: [(variable: Int, coefficient: Double)]
        var relation: Relation
        var constant: Double
        var priority: Double
        var original: Double
        var id: ConstraintID?
    }
    public var solver = Solver()
    var choices: Choices
    var hidden: [Double] = []
    var items: [Item] = []
    var edits: [(variable: Int, priority: Double, value: Double?)] = []
    public internal(set) var variables: [Variable] = []
    /// Whether some constraint was made nearly parallel to the one before it: its coefficients
    /// off by at most 1e-7 of each other, past the solver's conditioning limit (docs/solver.md).
    public var hasNearlyParallelRows = false

    static let magnitudes = [1, 2, 0.5, 0.384615, 1.574, 0.25, 4, 0.01]
    static let priorities = [1.0, 250, 750, 999]

    /// Reads the system from the input's choices; `build()` adds it to the solver.
    public init(_ bytes: [UInt8]) {
        choices = Choices(bytes: bytes)
        let count = 2 + choices.next(14)
        solver.defersValueUpdates = choices.next(2) == 1
        for i in 0..<count {
            variables.append(solver.makeVariable("v\(i)"))
            hidden.append(Double(choices.next(256) * 4 - 200))
        }
        for _ in 0..<(1 + choices.next(min(3 * count, 40))) { items.append(makeItem()) }
        for _ in 0..<choices.next(3) {
            let v = choices.next(count)
            guard !edits.contains(where: { $0.variable == v }) else { continue }
            edits.append((v, [999.0, 500, 100][choices.next(3)], nil))
        }
    }

    /// Adds the edits, then the constraints.
    public mutating func build() throws(SolverError) {
        for e in edits.indices { try addEdit(e) }
        for i in items.indices { try add(i) }
    }

    /// A constraint drawn from the choices, satisfied by the hidden point when required.
    mutating func makeItem() -> Item {
        var terms: [(variable: Int, coefficient: Double)] = []
        // One choice in 16 for each kind of near repeat (the first of these was `next(8) == 0`,
        // so inputs saved before keep their past-the-limit rows where that choice is 0 mod 16).
        let kind = items.isEmpty ? 1 : choices.next(16)
        if let previous = items.last, kind == 0 {
            // Nearly parallel to the previous row: each coefficient off by at most 1e-7.
            hasNearlyParallelRows = true
            terms = previous.terms.map { ($0.variable, $0.coefficient * (1 + Double(choices.next(201) - 100) * 1e-9)) }
        } else if let previous = items.last, kind == 8 {
            // At the conditioning limit (docs/solver.md): one coefficient of the previous row off
            // by 1 % to 2 %, either way, so that the rows are at least 1 % apart.
            terms = previous.terms
            let j = choices.next(terms.count)
            let sign: Double = choices.next(2) == 0 ? -1 : 1
            terms[j].coefficient *= 1 + sign * (0.01 + Double(choices.next(101)) * 1e-4)
        } else {
            for _ in 0..<(1 + choices.next(4)) {
                let v = choices.next(hidden.count)
                guard !terms.contains(where: { $0.variable == v }) else { continue }
                let sign: Double = choices.next(2) == 0 ? -1 : 1
                terms.append((v, sign * Self.magnitudes[choices.next(Self.magnitudes.count)]))
            }
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][choices.next(3)]
        let required = choices.next(2) == 0
        let lhs = terms.reduce(0) { $0 + $1.coefficient * hidden[$1.variable] }
        var constant = lhs + Double(choices.next(201) - 100)
        if required {
            switch relation {
            case .equal: constant = lhs
            case .lessThanOrEqual: constant = lhs + Double(choices.next(64))
            case .greaterThanOrEqual: constant = lhs - Double(choices.next(64))
            }
        }
        let priority = required ? 1000 : Self.priorities[choices.next(Self.priorities.count)]
        return Item(terms: terms, relation: relation, constant: constant, priority: priority, original: constant)
    }

    mutating func add(_ i: Int) throws(SolverError) {
        let item = items[i]
        let constraint = Constraint(item.terms.map { (variables[$0.variable], $0.coefficient) }, item.relation,
                                    item.constant, priority: Priority(item.priority))
        items[i].id = try solver.addBreakingIfUnsatisfiable(constraint).id
    }

    mutating func addEdit(_ e: Int) throws(SolverError) {
        solver.updateValues()
        edits[e].value = solver.value(of: variables[edits[e].variable])
        try solver.addEditVariable(variables[edits[e].variable], priority: Priority(edits[e].priority))
    }

    /// One operation drawn from the choices; returns what it did.
    public mutating func step() throws(SolverError) -> String {
        let installed = items.indices.filter { items[$0].id != nil }
        let removed = items.indices.filter { items[$0].id == nil }
        switch choices.next(8) {
        case 0 where installed.count > 1:
            let i = installed[choices.next(installed.count)]
            if let id = items[i].id { try solver.remove(id) }
            items[i].id = nil
            return "remove #\(i)"
        case 1 where !removed.isEmpty:
            let i = removed[choices.next(removed.count)]
            try add(i)
            return "add #\(i)"
        case 2, 3:
            guard let i = installed.isEmpty ? nil : installed[choices.next(installed.count)], let id = items[i].id else { return "nothing" }
            let offset = Double(choices.next(201) - 100)
            // Required constants only loosen, so that the hidden point keeps satisfying them.
            switch (items[i].priority < 1000, items[i].relation) {
            case (true, _): items[i].constant = items[i].original + offset
            case (false, .equal): items[i].constant = items[i].original
            case (false, .lessThanOrEqual): items[i].constant = items[i].original + abs(offset)
            case (false, .greaterThanOrEqual): items[i].constant = items[i].original - abs(offset)
            }
            try solver.setConstant(items[i].constant, for: id)
            return "constant #\(i) = \(items[i].constant)"
        case 4:
            guard let i = installed.isEmpty ? nil : installed[choices.next(installed.count)], let id = items[i].id,
                  items[i].priority < 1000 else { return "nothing" }
            items[i].priority = Self.priorities[choices.next(Self.priorities.count)]
            try solver.setPriority(Priority(items[i].priority), for: id)
            return "priority #\(i) = \(items[i].priority)"
        case 5 where !edits.isEmpty:
            let e = choices.next(edits.count)
            if edits[e].value != nil {
                try solver.removeEditVariable(variables[edits[e].variable])
                edits[e].value = nil
                return "remove edit v\(edits[e].variable)"
            }
            try addEdit(e)
            return "add edit v\(edits[e].variable)"
        default:
            guard !edits.isEmpty else { return "nothing" }
            let e = choices.next(edits.count)
            guard edits[e].value != nil else { return "nothing" }
            let value = Double(choices.next(1001))
            try solver.suggestValue(value, for: variables[edits[e].variable])
            edits[e].value = value
            return "suggest v\(edits[e].variable) = \(value)"
        }
    }

    /// The system the solver should be solving now, with its values, as one oracle case.
    public mutating func oracleCase(_ name: String) -> String {
        func number(_ x: Double) -> String { "\(x)" }
        var constraints: [String] = []
        func append(_ terms: [(variable: Int, coefficient: Double)], _ relation: Relation, _ constant: Double, _ priority: Double) {
            let body = terms.map { "\"v\($0.variable)\": \(number($0.coefficient))" }.joined(separator: ", ")
            constraints.append("{\"terms\": {\(body)}, \"relation\": \"\(relation)\", \"constant\": \(number(constant)), "
                               + "\"priority\": \(number(priority))}")
        }
        for item in items where item.id != nil { append(item.terms, item.relation, item.constant, item.priority) }
        for edit in edits { if let value = edit.value { append([(edit.variable, 1)], .equal, value, edit.priority) } }
        solver.updateValues()
        let names = variables.indices.map { "\"v\($0)\"" }.joined(separator: ", ")
        let values = variables.indices.map { "\"v\($0)\": \(number(solver.value(of: variables[$0])))" }.joined(separator: ", ")
        return "{\"name\": \"\(name)\", \"system\": {\"variables\": [\(names)], \"constraints\": [\(constraints.joined(separator: ", "))]}, "
            + "\"values\": {\(values)}}"
    }


    /// The first installed required constraint that the solver's values break by more than
    /// 1e-6 of its scale (the largest of 1, its constant and its terms' products), as the LP
    /// oracle measures it; the hidden point satisfies them all. With `unreported`, only one the
    /// solver does not report as broken (`Solver.isBroken`) counts.
    public mutating func brokenRequired(unreported: Bool = false) -> String? {
        solver.updateValues()
        for (i, item) in items.enumerated() where item.id != nil && item.priority >= 1000 {
            if unreported, let id = item.id, solver.isBroken(id) { continue }
            let products = item.terms.map { $0.coefficient * solver.value(of: variables[$0.variable]) }
            let residual = products.reduce(0, +) - item.constant
            let scale = products.reduce(max(1, abs(item.constant))) { max($0, abs($1)) }
            let violation = switch item.relation {
            case .equal: abs(residual)
            case .lessThanOrEqual: max(0, residual)
            case .greaterThanOrEqual: max(0, -residual)
            }
            if violation > 1e-6 * scale { return "required #\(i) is violated by \(violation) (scale \(scale))" }
        }
        return nil
    }

    /// The operations one input makes after its build.
    public static let stepCount = 24

    /// What one input did: the oracle cases of every step, the first failure (with what was
    /// done up to it), and whether its system has nearly parallel rows.
    public struct Outcome {
        public var cases: [String] = []
        public var failure: String?
        public var nearlyParallel = false
        /// The internal failure a system past the conditioning limit stopped on, if any.
        public var stoppedPastLimit: String?
    }

    /// The first variable whose value is not finite.
    public mutating func nonFiniteValue() -> String? {
        solver.updateValues()
        return variables.indices.first { !solver.value(of: variables[$0]).isFinite }.map { "v\($0) is not finite" }
    }

    /// The first broken promise after the build or an operation: within the conditioning
    /// limit a broken required constraint or invariant; past it (nearly parallel rows) a
    /// value that is not finite or a required constraint off by more than 10⁻⁶ of its size
    /// with nothing saying so (levels may stop short of their optimum there). Past the limit a
    /// required constraint the solver breaks and reports, as it reports a conflict, is said:
    /// rows 10⁻⁷ apart agree only to rounding, and a row of them can look unsatisfiable.
    mutating func brokenPromise() -> String? {
        if hasNearlyParallelRows { return nonFiniteValue() ?? brokenRequired(unreported: true) }
        if !solver.brokenConstraints.isEmpty { return "a required constraint broke, though the hidden point satisfies them all" }
        if let broken = brokenRequired() { return "\(broken), though the hidden point satisfies it" }
        let problems = solver.checkInvariants()
        return problems.isEmpty ? nil : "\(problems.prefix(3))"
    }

    /// Builds the input's system and applies its operations, checking after the build and
    /// after each operation what the solver promises (`brokenPromise()`). Past the
    /// conditioning limit an internal failure ends the run without a finding: the solver
    /// reports it and keeps its last good solution (docs/solver.md).
    public static func play(_ bytes: [UInt8]) -> Outcome {
        var outcome = Outcome()
        var done = "build"
        // What was done so far, for the report of a finding.
        var history: [String] = []
        var run = SolverFuzzRun(bytes)
        outcome.nearlyParallel = run.hasNearlyParallelRows
        do {
            try run.build()
            history.append("build: \(run.items.count) constraints on \(run.variables.count) variables, "
                           + "edits \(run.edits.map(\.variable)), deferred updates \(run.solver.defersValueUpdates)")
            for k in 0...stepCount {
                if k > 0 {
                    done = try run.step()
                    history.append(done)
                }
                if let broken = run.brokenPromise() {
                    outcome.failure = "after \(history): \(broken)"
                    return outcome
                }
                outcome.cases.append(run.oracleCase("step \(k) (\(done))"))
            }
        } catch .internalFailure(let what) where outcome.nearlyParallel {
            outcome.stoppedPastLimit = "after \(history): \(what)"
        } catch {
            outcome.failure = "the solver failed on a feasible system after \(history): \(error)"
        }
        return outcome
    }
}
