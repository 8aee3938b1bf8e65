/// The constraints of one DSL statement, kept for later changes: SnapKit's `Constraint`.
///
/// ```swift
/// var top: DSLConstraint?
/// try banner.snp.makeConstraints { make in
///     top = make.top.equalToSuperview().offset(-60).constraint
/// }
/// try top?.update(offset: 0)   // slide the banner in
/// ```
///
/// A composite statement (`make.edges…`) has several layout constraints; the handle changes them
/// together. It is filled in when the block's constraints are made, and stays empty if the block
/// throws.
public final class DSLConstraint {
    /// The layout constraints the statement made, in the order of its attributes.
    public internal(set) var layoutConstraints: [LayoutConstraint] = []
    let statement: ConstraintStatement

    init(statement: ConstraintStatement) {
        self.statement = statement
    }

    /// Whether every constraint of the statement is active.
    public var isActive: Bool { !layoutConstraints.isEmpty && layoutConstraints.allSatisfy(\.isActive) }

    /// Activates the statement's constraints (all or none).
    public func activate() throws(AutoLayoutError) {
        try LayoutConstraint.activate(layoutConstraints)
    }

    /// Deactivates the statement's constraints.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
    }

    /// Replaces the statement's offset and recomputes every constant (incrementally, if active).
    public func update(offset amount: Double) throws(ConstraintMakerError) {
        try recompute { $0.offset = .number(amount) }
    }

    /// Replaces the statement's offset with a point (for `center`).
    public func update(offset point: Point) throws(ConstraintMakerError) {
        try recompute { $0.offset = .point(point) }
    }

    /// Replaces the statement's offset with a size (for `size`).
    public func update(offset size: Size) throws(ConstraintMakerError) {
        try recompute { $0.offset = .size(size) }
    }

    /// Replaces the statement's inset and recomputes every constant.
    public func update(inset amount: Double) throws(ConstraintMakerError) {
        try recompute { $0.inset = EdgeInsets(all: amount) }
    }

    /// Replaces the statement's insets and recomputes every constant.
    public func update(inset insets: EdgeInsets) throws(ConstraintMakerError) {
        try recompute { $0.inset = insets }
    }

    /// Changes the priority of every constraint (UIKit refuses required ↔ optional while active).
    public func update(priority: LayoutPriority) throws(ConstraintMakerError) {
        for constraint in layoutConstraints {
            do throws(AutoLayoutError) {
                try constraint.setPriority(priority)
            } catch {
                throw statement.failure(.layout(error))
            }
        }
        statement.priority = priority
    }

    /// Applies `change` to the statement and sets the new constants; all or nothing.
    private func recompute(_ change: (ConstraintStatement) -> Void) throws(ConstraintMakerError) {
        let saved = (statement.offset, statement.inset)
        change(statement)
        var constants: [Double] = []
        do throws(ConstraintMakerError) {
            for constraint in layoutConstraints {
                let constant = try statement.constant(for: constraint.firstAttribute)
                guard constant.isFinite else {
                    throw statement.failure(.layout(.nonFiniteConstant(
                        constant: constant, first: "\(constraint.firstItem.debugName).\(constraint.firstAttribute)",
                        second: constraint.secondItem.map { "\($0.debugName).\(constraint.secondAttribute)" } ?? "(null)")))
                }
                constants.append(constant)
            }
        } catch {
            (statement.offset, statement.inset) = saved
            throw error
        }
        for (constraint, constant) in zip(layoutConstraints, constants) {
            constraint.constant = constant
        }
    }
}
