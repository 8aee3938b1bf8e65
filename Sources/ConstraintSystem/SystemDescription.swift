import Cassowary
import NameSuggestion

/// A raw constraint system as `autolayout solve` reads it: variables, edits, constraints, steps.
///
/// A constraint means `Σ coefficient × variable  relation  constant` at a priority in
/// (0, 1000] (default 1000, required). An edit may carry an initial `value`, suggested before
/// any constraint is added; otherwise it starts at 0. Each step suggests values for edit
/// variables and re-solves.
public struct SystemDescription: Sendable {
    public struct Edit: Sendable {
        public var variable: String
        public var priority: Double
        /// A value suggested as soon as the edit is added, before any constraint: a layout
        /// engine knows its root size before it solves.
        public var value: Double?
        public init(variable: String, priority: Double, value: Double? = nil) {
            self.variable = variable
            self.priority = priority
            self.value = value
        }
    }

    public struct ConstraintDescription: Sendable {
        public var terms: [(variable: String, coefficient: Double)]
        public var relation: Relation
        public var constant: Double
        public var priority: Double
        public var id: String?
        public init(terms: [(variable: String, coefficient: Double)], relation: Relation, constant: Double,
                    priority: Double = 1000, id: String? = nil) {
            self.terms = terms
            self.relation = relation
            self.constant = constant
            self.priority = priority
            self.id = id
        }
    }

    public var variables: [String]
    public var edits: [Edit]
    public var constraints: [ConstraintDescription]
    public var steps: [[(variable: String, value: Double)]]

    public init(variables: [String], edits: [Edit] = [], constraints: [ConstraintDescription] = [],
                steps: [[(variable: String, value: Double)]] = []) {
        self.variables = variables
        self.edits = edits
        self.constraints = constraints
        self.steps = steps
    }

    /// The name that identifies constraint `index` in reports: its `id`, or its index.
    public func label(ofConstraint index: Int) -> String { constraints[index].id ?? String(index) }
}

// MARK: - Reading

extension SystemDescription {
    /// Reads the JSON format; every error names the JSON path, line and column.
    public static func parse(json text: String) throws(ConstraintSystemError) -> SystemDescription {
        let root = try JSONReader.parse(text)
        let top = try Field(node: root, path: "$").object()
        try top.rejectUnknownKeys(["variables", "edits", "constraints", "steps"])
        var reader = SystemReader()
        try reader.readVariables(try top.required("variables"))
        if let edits = top.optional("edits") { try reader.readEdits(edits) }
        if let constraints = top.optional("constraints") { try reader.readConstraints(constraints) }
        if let steps = top.optional("steps") { try reader.readSteps(steps) }
        return reader.system
    }

    static let relations: [String: Relation] = ["==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual]
    /// Relations as people mistype them, and what they meant.
    static let relationMisspellings: [String: String] = [
        "=": "==", "===": "==", "=<": "<=", "≤": "<=", "<": "<=", "=>": ">=", "≥": ">=", ">": ">=",
    ]
}

/// A JSON node with its path, for typed access with precise errors.
struct Field {
    var node: JSONNode
    var path: String

    func invalid(_ message: String) -> ConstraintSystemError {
        .invalid(path: path, line: node.line, column: node.column, message: message)
    }

    func object() throws(ConstraintSystemError) -> ObjectField {
        guard case .object(let members) = node.value else { throw invalid("expected an object, found \(node.kindName)") }
        return ObjectField(field: self, members: members)
    }

    /// An object's members: the key as a string field at the key's position, and the value.
    func members() throws(ConstraintSystemError) -> [(key: String, keyField: Field, field: Field)] {
        try object().members.map { member in
            let path = path + "." + member.key
            let key = Field(node: JSONNode(value: .string(member.key), line: member.line, column: member.column), path: path)
            return (member.key, key, Field(node: member.value, path: path))
        }
    }

    func array() throws(ConstraintSystemError) -> [Field] {
        guard case .array(let elements) = node.value else { throw invalid("expected an array, found \(node.kindName)") }
        return elements.enumerated().map { Field(node: $1, path: "\(path)[\($0)]") }
    }

    func string() throws(ConstraintSystemError) -> String {
        guard case .string(let s) = node.value else { throw invalid("expected a string, found \(node.kindName)") }
        return s
    }

    func number() throws(ConstraintSystemError) -> Double {
        guard case .number(let n) = node.value else { throw invalid("expected a number, found \(node.kindName)") }
        guard abs(n) <= SystemDescription.maximumMagnitude else {
            throw invalid("\(JSONText.number(n)) is out of range: numbers in a constraint system are at most "
                          + "1,000,000,000 in magnitude")
        }
        return n
    }

    func priority() throws(ConstraintSystemError) -> Double {
        let p = try number()
        guard p > 0, p <= 1000 else { throw invalid("priority \(JSONText.number(p)) is out of range (0, 1000]") }
        return p
    }
}

struct ObjectField {
    var field: Field
    var members: [JSONNode.Member]

    func optional(_ key: String) -> Field? {
        members.first { $0.key == key }.map { Field(node: $0.value, path: field.path + "." + key) }
    }

    func required(_ key: String) throws(ConstraintSystemError) -> Field {
        guard let f = optional(key) else { throw field.invalid("missing \"\(key)\"") }
        return f
    }

    func rejectUnknownKeys(_ allowed: [String]) throws(ConstraintSystemError) {
        for member in members where !allowed.contains(member.key) {
            throw Field(node: JSONNode(value: .string(member.key), line: member.line, column: member.column),
                        path: field.path + "." + member.key)
                .invalid("unknown key \"\(member.key)\"" + NameSuggestion.didYouMean(member.key, among: allowed)
                         + "; expected one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }
}

/// Reads the JSON format's sections in order, each checked against the ones before it.
struct SystemReader {
    var system = SystemDescription(variables: [])
    private var known: Set<String> = []
    private var ids: Set<String> = []

    /// `"variables"`: names, each non-empty and declared once.
    mutating func readVariables(_ field: Field) throws(ConstraintSystemError) {
        for element in try field.array() {
            let name = try element.string()
            guard !name.isEmpty else { throw element.invalid("a variable name must not be empty") }
            guard known.insert(name).inserted else { throw element.invalid("variable \"\(name)\" is declared twice") }
            system.variables.append(name)
        }
    }

    /// A declared variable's name, or an error suggesting the nearest one.
    func variable(_ field: Field) throws(ConstraintSystemError) -> String {
        let name = try field.string()
        guard known.contains(name) else {
            throw field.invalid("unknown variable \"\(name)\"" + NameSuggestion.didYouMean(name, among: system.variables)
                                + "; declare it in \"variables\"")
        }
        return name
    }

    /// `"edits"`: one per variable, optional (priority below 1000), with an optional first value.
    mutating func readEdits(_ field: Field) throws(ConstraintSystemError) {
        var edited: Set<String> = []
        for element in try field.array() {
            let edit = try element.object()
            try edit.rejectUnknownKeys(["variable", "priority", "value"])
            let name = try variable(try edit.required("variable"))
            guard edited.insert(name).inserted else { throw element.invalid("variable \"\(name)\" has two edits") }
            let priority = try edit.optional("priority").map { f throws(ConstraintSystemError) in try f.priority() } ?? 999
            guard priority < 1000 else {
                throw (edit.optional("priority") ?? element).invalid("an edit's priority must be below 1000 (edits are optional)")
            }
            let value = try edit.optional("value")?.number()
            system.edits.append(SystemDescription.Edit(variable: name, priority: priority, value: value))
        }
    }

    /// `"constraints"`: terms over declared variables, a relation, a constant, a priority, an id
    /// used once.
    mutating func readConstraints(_ field: Field) throws(ConstraintSystemError) {
        for element in try field.array() {
            let object = try element.object()
            try object.rejectUnknownKeys(["terms", "relation", "constant", "priority", "id"])
            var terms: [(String, Double)] = []
            for member in try object.required("terms").members() {
                terms.append((try variable(member.keyField), try member.field.number()))
            }
            let relationField = try object.required("relation")
            let relationText = try relationField.string()
            guard let relation = SystemDescription.relations[relationText] else {
                throw relationField.invalid("expected \"==\", \"<=\" or \">=\", found \"\(relationText)\""
                    + (SystemDescription.relationMisspellings[relationText].map { "; did you mean '\($0)'?" } ?? ""))
            }
            let constant = try object.optional("constant")?.number() ?? 0
            let priority = try object.optional("priority")?.priority() ?? 1000
            var id: String?
            if let idField = object.optional("id") {
                let text = try idField.string()
                guard ids.insert(text).inserted else { throw idField.invalid("constraint id \"\(text)\" is used twice") }
                id = text
            }
            system.constraints.append(SystemDescription.ConstraintDescription(
                terms: terms, relation: relation, constant: constant, priority: priority, id: id))
        }
    }

    /// `"steps"`: values for edited variables only.
    mutating func readSteps(_ field: Field) throws(ConstraintSystemError) {
        let editable = Set(system.edits.map(\.variable))
        for element in try field.array() {
            var step: [(String, Double)] = []
            for member in try element.members() {
                guard editable.contains(member.key) else {
                    throw member.keyField.invalid("\"\(member.key)\" has no edit; add {\"variable\": \"\(member.key)\"} to \"edits\"")
                }
                step.append((member.key, try member.field.number()))
            }
            system.steps.append(step)
        }
    }
}
