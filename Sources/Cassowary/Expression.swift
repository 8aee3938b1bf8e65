/// A variable owned by one `Solver`; a small handle, cheap to copy and hash.
///
/// Variables are created by `Solver.makeVariable(_:)`, so the solver can find a variable's
/// symbol by index instead of hashing. A variable used with another solver is a programming
/// error that the solver reports as `SolverError.unknownVariable`.
public struct Variable: Hashable, Sendable, Comparable {
    /// Position of the variable in its solver, in creation order.
    public let index: Int32

    public init(index: Int32) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// A linear expression `Σ coefficient·variable + constant`.
public struct LinearExpression: Sendable {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([(variable, 1)]) }

    public init(constant: Double) { self.init([], constant: constant) }

    /// The same expression multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { ($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

/// The relation of a constraint, with UIKit's raw values (`NSLayoutConstraint.Relation`).
public enum Relation: Int, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// An Auto Layout priority: any value in (0, 1000]; 1000 is required.
///
/// Optional priorities are lexicographic levels (NSLayoutConstraint.priority documentation): any
/// error at a higher priority outweighs any amount of error at a lower one, and fractional values
/// such as 999.5 are levels of their own.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    /// A priority; values outside (0, 1000] are rejected by the solver, not here.
    public init(_ value: Double) { self.value = value }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// A linear constraint `Σ coefficient·variable (==, <=, >=) constant` with a priority.
///
/// The constant sits on the right-hand side, as in UIKit's `item.attr = m·item2.attr2 + c`, so
/// that `Solver.setConstant(_:for:)` changes exactly the number a user sees.
public struct Constraint: Sendable {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var relation: Relation
    public var constant: Double
    public var priority: Priority

    public init(_ terms: [(variable: Variable, coefficient: Double)], _ relation: Relation,
                _ constant: Double, priority: Priority = .required) {
        self.terms = terms
        self.relation = relation
        self.constant = constant
        self.priority = priority
    }

    /// `lhs relation rhs`, moving every variable to the left and every constant to the right.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                priority: Priority = .required) {
        var terms = lhs.terms
        terms.append(contentsOf: rhs.terms.map { ($0.variable, -$0.coefficient) })
        self.init(terms, relation, rhs.constant - lhs.constant, priority: priority)
    }

    /// The same constraint at another priority.
    public func priority(_ value: Double) -> Constraint {
        var copy = self
        copy.priority = Priority(value)
        return copy
    }
}

// MARK: - Operators for writing constraints in code and tests

public func * (variable: Variable, coefficient: Double) -> LinearExpression {
    LinearExpression([(variable, coefficient)])
}
public func * (coefficient: Double, variable: Variable) -> LinearExpression {
    LinearExpression([(variable, coefficient)])
}
public func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    expression.scaled(by: factor)
}
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
}
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs.scaled(by: -1) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + (-rhs) }

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(constant: rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == LinearExpression(constant: rhs) }
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(constant: rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= LinearExpression(constant: rhs) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(constant: lhs) <= LinearExpression(rhs) }
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(constant: rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= LinearExpression(constant: rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
