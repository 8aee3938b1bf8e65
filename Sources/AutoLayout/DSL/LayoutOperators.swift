/// The operator form: constraints as equations between anchors.
///
/// ```swift
/// try LayoutConstraint.activate([
///     b.leadingAnchor == a.trailingAnchor + 8 ~ .defaultHigh,
///     b.widthAnchor == a.widthAnchor * 2,
///     b.heightAnchor >= 44,
/// ])
/// ```
///
/// The operands are the typed anchors, so relating an x-axis anchor to a y-axis anchor or a
/// dimension does not compile, and each relation throws UIKit's `AutoLayoutError` for what the
/// types cannot see (leading against left, a non-finite constant). One `try` covers the whole
/// expression. The constraints come back inactive, like the anchor methods'. `~` binds looser
/// than the relations, so `a == b + 8 ~ 750` is `(a == (b + 8)) ~ 750`.
///
/// Swift gives operator functions no default arguments, so these constraints cannot record the
/// caller's line: their origin is `.user`. Use `snp` where diagnostics should name the line.
public struct LayoutExpression<Anchor: LayoutAnchor> {
    public var anchor: Anchor
    public var multiplier: Double
    public var constant: Double

    public init(anchor: Anchor, multiplier: Double = 1, constant: Double = 0) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }
}

precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// `constraint ~ priority`: sets the priority of a constraint made by a relation operator.
infix operator ~: LayoutPriorityPrecedence

// MARK: Expressions

public func + <A: LayoutAnchor>(anchor: A, constant: Double) -> LayoutExpression<A> {
    LayoutExpression(anchor: anchor, constant: constant)
}

public func - <A: LayoutAnchor>(anchor: A, constant: Double) -> LayoutExpression<A> {
    LayoutExpression(anchor: anchor, constant: -constant)
}

public func + <A>(expression: LayoutExpression<A>, constant: Double) -> LayoutExpression<A> {
    LayoutExpression(anchor: expression.anchor, multiplier: expression.multiplier, constant: expression.constant + constant)
}

public func - <A>(expression: LayoutExpression<A>, constant: Double) -> LayoutExpression<A> {
    LayoutExpression(anchor: expression.anchor, multiplier: expression.multiplier, constant: expression.constant - constant)
}

/// A multiple of a dimension: `b.widthAnchor * 2`. Positions take no multiplier, as with anchors.
public func * (dimension: LayoutDimension, multiplier: Double) -> LayoutExpression<LayoutDimension> {
    LayoutExpression(anchor: dimension, multiplier: multiplier)
}

/// A fraction of a dimension: `b.widthAnchor / 3`.
public func / (dimension: LayoutDimension, divisor: Double) -> LayoutExpression<LayoutDimension> {
    LayoutExpression(anchor: dimension, multiplier: 1 / divisor)
}

// MARK: Relations

public func == <A: LayoutAnchor>(lhs: A, rhs: A) throws(AutoLayoutError) -> LayoutConstraint {
    try lhs.make(.equal, rhs, multiplier: 1, constant: 0)
}

public func <= <A: LayoutAnchor>(lhs: A, rhs: A) throws(AutoLayoutError) -> LayoutConstraint {
    try lhs.make(.lessThanOrEqual, rhs, multiplier: 1, constant: 0)
}

public func >= <A: LayoutAnchor>(lhs: A, rhs: A) throws(AutoLayoutError) -> LayoutConstraint {
    try lhs.make(.greaterThanOrEqual, rhs, multiplier: 1, constant: 0)
}

public func == <A>(lhs: A, rhs: LayoutExpression<A>) throws(AutoLayoutError) -> LayoutConstraint {
    try lhs.make(.equal, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}

public func <= <A>(lhs: A, rhs: LayoutExpression<A>) throws(AutoLayoutError) -> LayoutConstraint {
    try lhs.make(.lessThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}

public func >= <A>(lhs: A, rhs: LayoutExpression<A>) throws(AutoLayoutError) -> LayoutConstraint {
    try lhs.make(.greaterThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}

/// A constant size: `a.widthAnchor == 100`.
public func == (lhs: LayoutDimension, rhs: Double) throws(AutoLayoutError) -> LayoutConstraint {
    try lhs.constraint(equalToConstant: rhs)
}

public func <= (lhs: LayoutDimension, rhs: Double) throws(AutoLayoutError) -> LayoutConstraint {
    try lhs.constraint(lessThanOrEqualToConstant: rhs)
}

public func >= (lhs: LayoutDimension, rhs: Double) throws(AutoLayoutError) -> LayoutConstraint {
    try lhs.constraint(greaterThanOrEqualToConstant: rhs)
}

/// Sets the priority: `a == b ~ .defaultHigh`, `a == b ~ 250`.
public func ~ (constraint: LayoutConstraint, priority: LayoutPriority) throws(AutoLayoutError) -> LayoutConstraint {
    try constraint.setPriority(priority)
    return constraint
}
