/// A constraint as the solver keeps it: plain data, up to three terms inline.
///
/// A `Constraint`'s terms are an array, one heap block that lives as long as the constraint is
/// in the solver. A layout's constraints have one to three terms (a size, an edge against an
/// edge, a baseline against an edge and a height), so the block was a long-lived allocation
/// per constraint: at 10,000 labels, 60,000 blocks written into fresh memory during the first
/// layout, where the caller's own array, freed right after the add, is reused by the next one.
/// A longer constraint keeps its terms in `ConstraintTable.longTerms`, by record slot. Holding no
/// reference, a stored constraint is copied without retains.
struct StoredConstraint: Sendable {
    var coefficients: (Double, Double, Double) = (0, 0, 0)
    var constant: Double
    var priority: Priority
    var variables: (Int32, Int32, Int32) = (-1, -1, -1)
    /// The number of inline terms, or `StoredConstraint.long`.
    var inlineCount: UInt8 = 0
    var relation: Relation

    /// `inlineCount` of a constraint whose terms are in `ConstraintTable.longTerms`.
    static let long = UInt8.max

    /// The constraint's relation, constant and priority, and its terms when there are at most
    /// three (a longer one's terms are for the caller to keep). Borrowed: an initializer takes
    /// its arguments owned, and the caller retained the terms for it, once per add.
    init(_ constraint: borrowing Constraint) {
        relation = constraint.relation
        constant = constraint.constant
        priority = constraint.priority
        let terms = constraint.terms
        guard terms.count <= 3 else {
            inlineCount = Self.long
            return
        }
        inlineCount = UInt8(terms.count)
        if terms.count > 0 { variables.0 = terms[0].variable.index; coefficients.0 = terms[0].coefficient }
        if terms.count > 1 { variables.1 = terms[1].variable.index; coefficients.1 = terms[1].coefficient }
        if terms.count > 2 { variables.2 = terms[2].variable.index; coefficients.2 = terms[2].coefficient }
    }

    /// `coefficient × variable (relation) constant` at `priority`.
    init(_ coefficient: Double, _ variable: Variable, _ relation: Relation, _ constant: Double, priority: Priority) {
        self.relation = relation
        self.constant = constant
        self.priority = priority
        inlineCount = 1
        variables.0 = variable.index
        coefficients.0 = coefficient
    }

    /// Whether the terms are kept in `ConstraintTable.longTerms`.
    var isLong: Bool { inlineCount == Self.long }

    /// The terms of a stored constraint, read in place: inline, or a long constraint's array.
    struct Terms: RandomAccessCollection {
        let inline: StoredConstraint
        let long: [(variable: Variable, coefficient: Double)]?

        var startIndex: Int { 0 }
        var endIndex: Int { count }
        var count: Int { long?.count ?? Int(inline.inlineCount) }

        subscript(position: Int) -> (variable: Variable, coefficient: Double) {
            if let long { return long[position] }
            switch position {
            case 0: return (Variable(index: inline.variables.0), inline.coefficients.0)
            case 1: return (Variable(index: inline.variables.1), inline.coefficients.1)
            default: return (Variable(index: inline.variables.2), inline.coefficients.2)
            }
        }
    }
}

extension Solver {
    /// The terms of record `slot`'s constraint, in the order they were given.
    @inline(__always)
    func terms(ofRecord slot: Int) -> StoredConstraint.Terms {
        let stored = constraintTable.stored[slot]
        return StoredConstraint.Terms(inline: stored,
            long: stored.isLong ? constraintTable.longTerms(ofSlot: slot) : nil)
    }

    /// Record `slot`'s constraint as it was given (with its current constant and priority).
    func constraint(ofRecord slot: Int) -> Constraint {
        let stored = constraintTable.stored[slot]
        return Constraint(Array(terms(ofRecord: slot)), stored.relation, stored.constant, priority: stored.priority)
    }

    /// Stores `constraint` as record `slot`'s.
    mutating func store(_ constraint: Constraint, inRecord slot: Int) {
        store(StoredConstraint(constraint), inRecord: slot)
        if constraint.terms.count > 3 { constraintTable.setLongTerms(constraint.terms, ofSlot: slot) }
    }

    /// Stores `stored` as record `slot`'s, dropping the long terms the slot held before (a long
    /// constraint's own are for the caller to file).
    mutating func store(_ stored: StoredConstraint, inRecord slot: Int) {
        if slot < constraintTable.stored.count {
            if constraintTable.stored[slot].isLong { constraintTable.setLongTerms([], ofSlot: slot) }
            constraintTable.stored[slot] = stored
        } else {
            constraintTable.stored.append(stored)
        }
    }
}
