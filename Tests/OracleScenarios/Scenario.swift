import Cassowary
import ConstraintSystem
import SeededRandom

/// A seeded random sequence of operations on one solver, mirrored as the system it leaves.
///
/// The system starts as a generated one (`Benchmarks/random_systems.py`, feasible by
/// construction around a hidden point) added in a shuffled order. Each `step()` then removes a
/// constraint, adds a removed one back, moves a constant, changes an optional priority,
/// suggests an edit value, or removes and re-adds the edit. Required constants only ever
/// loosen (or return to their first value), so the hidden point keeps satisfying every
/// required constraint and nothing may break. After each step, `snapshot()` gives the system
/// the solver should now be solving (edits written as `v == value` at their priority), with
/// the solver's values, for the LP oracle.
public struct Scenario {
    public let system: SystemDescription
    public var solver = Solver()
    var random: SplitMix64
    /// Per constraint of `system`: its id while installed.
    var ids: [ConstraintID?]
    /// Per constraint: its constant and priority now.
    var constants: [Double]
    var priorities: [Double]
    /// Per edit of `system`: the value it pulls its variable to, while installed.
    var editValues: [Double?]
    let index: [String: Int32]
    /// Read values after `updateValues()`, as a layout pass does, instead of after each change.
    let defersValueUpdates: Bool
    /// Optional priorities a step may move a constraint between.
    static let priorityChoices: [Double] = [1, 250, 750]

    /// With `buildsInBatch` the constraints are added with `defersOptimization` set (the mode
    /// for building dense systems: required rows kept satisfied, the priorities optimised once
    /// at the end); the steps after the build are incremental either way.
    public init(system: SystemDescription, seed: UInt64, defersValueUpdates: Bool = false,
                buildsInBatch: Bool = false) throws {
        self.system = system
        self.defersValueUpdates = defersValueUpdates
        random = SplitMix64(seed: seed)
        index = Dictionary(uniqueKeysWithValues: system.variables.enumerated().map { ($1, Int32($0)) })
        ids = Array(repeating: nil, count: system.constraints.count)
        constants = system.constraints.map(\.constant)
        priorities = system.constraints.map(\.priority)
        editValues = Array(repeating: nil, count: system.edits.count)
        solver.defersValueUpdates = defersValueUpdates
        for name in system.variables { _ = solver.makeVariable(name) }
        for e in system.edits.indices { try addEdit(e) }
        var order = Array(system.constraints.indices)
        order.shuffle(using: &random)
        if buildsInBatch {
            solver.defersValueUpdates = true
            solver.defersOptimization = true
        }
        for i in order { try add(i) }
        if buildsInBatch {
            solver.defersOptimization = false
            _ = try solver.settleBounds()  // throws what completing the optimisation found
            solver.defersValueUpdates = defersValueUpdates
        }
    }

    func variable(_ name: String) -> Variable { Variable(index: index[name] ?? 0) }

    mutating func add(_ i: Int) throws {
        let c = system.constraints[i]
        let constraint = Constraint(c.terms.map { (variable($0.variable), $0.coefficient) }, c.relation, constants[i],
                                    priority: Priority(priorities[i]))
        ids[i] = try solver.addBreakingIfUnsatisfiable(constraint).id
    }

    mutating func addEdit(_ e: Int) throws {
        let edit = system.edits[e]
        let v = variable(edit.variable)
        if defersValueUpdates { solver.updateValues() }
        // An edit starts at its variable's current value (`addEditVariable`'s contract).
        editValues[e] = solver.value(of: v)
        try solver.addEditVariable(v, priority: Priority(edit.priority))
    }

    mutating func int(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }

    /// A step's size for constraint `i`: layout points, or a thousandth of its constant's size
    /// when that is far from layout sizes.
    func unit(_ i: Int) -> Double {
        let c = abs(system.constraints[i].constant)
        return c > 1e4 || c < 1 ? max(c, 1e-3) / 1000 : 1
    }

    /// One random operation; returns what it did.
    public mutating func step() throws -> String {
        let installed = ids.indices.filter { ids[$0] != nil }
        let removed = ids.indices.filter { ids[$0] == nil }
        let kind = int(10)
        switch kind {
        case 0...1 where installed.count > 1:
            let i = installed[int(installed.count)]
            guard let id = ids[i] else { return "nothing" }
            try solver.remove(id)
            ids[i] = nil
            return "remove #\(i)"
        case 2 where !removed.isEmpty:
            let i = removed[int(removed.count)]
            try add(i)
            return "add #\(i)"
        case 3...4 where !installed.isEmpty:
            let i = installed[int(installed.count)]
            guard let id = ids[i] else { return "nothing" }
            let c = system.constraints[i]
            let offset = Double(int(201) - 100) * unit(i)
            if priorities[i] < 1000 {
                constants[i] = c.constant + offset
            } else if c.relation == .equal || int(3) == 0 {
                constants[i] = c.constant  // back to the first value
            } else {
                constants[i] = c.constant + (c.relation == .lessThanOrEqual ? abs(offset) : -abs(offset))
            }
            try solver.setConstant(constants[i], for: id)
            return "constant #\(i) = \(constants[i])"
        case 5 where !installed.isEmpty:
            let i = installed[int(installed.count)]
            guard let id = ids[i], priorities[i] < 1000 else { return "nothing" }
            priorities[i] = Self.priorityChoices[int(Self.priorityChoices.count)]
            try solver.setPriority(Priority(priorities[i]), for: id)
            return "priority #\(i) = \(priorities[i])"
        case 6 where !system.edits.isEmpty:
            let e = int(system.edits.count)
            let v = variable(system.edits[e].variable)
            if editValues[e] != nil {
                try solver.removeEditVariable(v)
                editValues[e] = nil
                try addEdit(e)
                return "re-add edit \(system.edits[e].variable)"
            }
            try addEdit(e)
            return "add edit \(system.edits[e].variable)"
        default:
            guard !system.edits.isEmpty else { return "nothing" }
            let e = int(system.edits.count)
            guard editValues[e] != nil else { return "nothing" }
            let value = Double(int(1001))
            try solver.suggestValue(value, for: variable(system.edits[e].variable))
            editValues[e] = value
            return "suggest \(system.edits[e].variable) = \(value)"
        }
    }

    /// Suggests `value` for edit `e`, adding the edit first when it is not installed.
    public mutating func suggest(_ value: Double, edit e: Int) throws {
        if editValues[e] == nil { try addEdit(e) }
        try solver.suggestValue(value, for: variable(system.edits[e].variable))
        editValues[e] = value
    }

    /// The system the solver should be solving now, as JSON, and the solver's values.
    public mutating func snapshot() -> (system: String, values: [String: Double]) {
        var current = SystemDescription(variables: system.variables)
        for i in ids.indices where ids[i] != nil {
            var c = system.constraints[i]
            c.constant = constants[i]
            c.priority = priorities[i]
            current.constraints.append(c)
        }
        for (e, edit) in system.edits.enumerated() {
            guard let value = editValues[e] else { continue }
            current.constraints.append(.init(terms: [(edit.variable, 1)], relation: .equal, constant: value,
                                             priority: edit.priority))
        }
        if defersValueUpdates { solver.updateValues() }
        var values: [String: Double] = [:]
        for (i, name) in system.variables.enumerated() { values[name] = solver.value(of: Variable(index: Int32(i))) }
        return (current.oracleJSON, values)
    }
}
