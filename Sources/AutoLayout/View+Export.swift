import Cassowary

/// One solver row of a laid-out hierarchy, as plain data: what `autolayout bench layout
/// --export` writes so that the same system can be solved raw, by us and by kiwi.
public struct ExportedConstraint: Sendable {
    public var terms: [(variable: String, coefficient: Double)]
    /// -1 (≤), 0 (==), 1 (≥), as UIKit numbers relations.
    public var relation: Int
    public var constant: Double
    public var priority: Double
}

extension View {
    /// The engine's rows for this hierarchy, in the order they were added, and its variables.
    ///
    /// Variable names are `item.attribute#index`, unique even where item names repeat.
    public func exportEngineRows() -> (variables: [String], constraints: [ExportedConstraint]) {
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.hostedEngine else { return ([], []) }
        var ids = engine.rootOriginRows + engine.activeConstraintRows + engine.autoresizingRows.values.flatMap { $0 }
        ids.sort()
        var names: [Int32: String] = [:]
        func name(_ v: Variable) -> String {
            if let n = names[v.index] { return n }
            let n = "\(engine.name(of: v))#\(v.index)"
            names[v.index] = n
            return n
        }
        var rows: [ExportedConstraint] = []
        for id in ids {
            guard let c = engine.loweredRow(id) else { continue }
            rows.append(ExportedConstraint(terms: c.terms.map { (name($0.variable), $0.coefficient) },
                                           relation: c.relation.rawValue, constant: c.constant,
                                           priority: c.priority.value))
        }
        let variables = names.sorted { $0.key < $1.key }.map(\.value)
        return (variables, rows)
    }
}
