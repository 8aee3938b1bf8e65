/// SnapKit's DSL: `view.snp.makeConstraints { make in make.left.equalTo(superview).offset(16) }`.
///
/// ```swift
/// try avatar.snp.makeConstraints { make in
///     make.size.equalTo(Size(width: 40, height: 40))
///     make.leading.top.equalToSuperview().inset(16)
/// }
/// try name.snp.makeConstraints { make in
///     make.leading.equalTo(avatar.snp.trailing).offset(8)
///     make.trailing.lessThanOrEqualToSuperview().inset(16)
///     make.centerY.equalTo(avatar).priority(.defaultHigh)
/// }
/// ```
///
/// Design:
/// - Each block is **all or nothing** and **throws** `ConstraintMakerError` with the `#fileID` and
///   `#line` of the offending statement; SnapKit's traps (`fatalError`) become errors, so a bad
///   statement never crashes the program and never leaves half a layout behind.
/// - Every constraint made records `origin = .code(file:line:)`, the line of its relation call,
///   so diagnostics point at the line that made it.
/// - Making, remaking or updating constraints on a view sets its
///   `translatesAutoresizingMaskIntoConstraints` to false, as SnapKit does.
/// - "The constraints this item made with `snp`" are its installed constraints whose origin is
///   `.code` and whose first item is the item. No other API of the module makes `.code`
///   constraints, and, as in SnapKit, a deactivated constraint is no longer one of them.
public struct ConstraintDSL: ConstraintAttributeChain {
    /// The view or layout guide the constraints are made for: their first item.
    public let item: LayoutItem

    public init(item: LayoutItem) {
        self.item = item
    }

    /// `view.snp.bottom`, `view.snp.edges`: the item's attributes as the target of a statement.
    public func chaining(_ attributes: [LayoutAttribute]) -> ConstraintTarget {
        ConstraintTarget(item: item, attributes: attributes)
    }

    /// Makes and activates the constraints the block describes, alongside any made before.
    ///
    /// - Returns: the new constraints, in statement order.
    /// - Throws: the first statement's problem; then nothing is activated.
    @discardableResult
    public func makeConstraints(file: String = #fileID, line: Int = #line,
                                _ closure: (ConstraintMaker) -> Void) throws(ConstraintMakerError) -> [LayoutConstraint] {
        let made = try build(closure, file: file, line: line)
        try checkActivation(made)
        activate(made)
        return made.flatMap(\.constraints)
    }

    /// Changes the constants of constraints made earlier, matched by their items, attributes,
    /// relation, multiplier and priority (SnapKit's rule). Every statement must match.
    ///
    /// - Returns: the existing constraints that were updated.
    /// - Throws: `noConstraintToUpdate` for the first statement without a match; nothing changes.
    @discardableResult
    public func updateConstraints(file: String = #fileID, line: Int = #line,
                                  _ closure: (ConstraintMaker) -> Void) throws(ConstraintMakerError) -> [LayoutConstraint] {
        let made = try build(closure, file: file, line: line)
        let existing = constraints
        var updates: [(LayoutConstraint, Double)] = []
        var matched: [(ConstraintStatement, [LayoutConstraint])] = []
        for (statement, constraints) in made {
            var matches: [LayoutConstraint] = []
            for new in constraints {
                guard let old = existing.first(where: { Self.matches($0, new) }) else {
                    throw statement.failure(.noConstraintToUpdate(constraint: new.equationDescription))
                }
                updates.append((old, new.constant))
                matches.append(old)
            }
            matched.append((statement, matches))
        }
        for (constraint, constant) in updates {
            constraint.constant = constant
        }
        for (statement, matches) in matched {
            statement.didMake(matches)
        }
        setAutoresizingOff()
        return updates.map(\.0)
    }

    /// Removes every constraint made earlier with `snp` for this item, then makes the block's.
    ///
    /// - Throws: the first statement's problem; then the earlier constraints stay as they were.
    @discardableResult
    public func remakeConstraints(file: String = #fileID, line: Int = #line,
                                  _ closure: (ConstraintMaker) -> Void) throws(ConstraintMakerError) -> [LayoutConstraint] {
        let made = try build(closure, file: file, line: line)
        try checkActivation(made)
        LayoutConstraint.deactivate(constraints)
        activate(made)
        return made.flatMap(\.constraints)
    }

    /// Deactivates every constraint made with `snp` for this item.
    public func removeConstraints() {
        LayoutConstraint.deactivate(constraints)
    }

    /// The active constraints made with `snp` for this item: those held by the nearest view first
    /// (a size is held by the view itself), each view's in installation order.
    public var constraints: [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var holder = item.hierarchyView
        while let view = holder {
            for constraint in view.constraints where constraint.firstItem === item {
                if case .code = constraint.origin { result.append(constraint) }
            }
            holder = view.superview
        }
        return result
    }

    // MARK: Steps

    /// Runs the block and builds every statement's constraints, or throws the first problem.
    private func build(_ closure: (ConstraintMaker) -> Void, file: String, line: Int)
        throws(ConstraintMakerError) -> [(statement: ConstraintStatement, constraints: [LayoutConstraint])] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        var made: [(statement: ConstraintStatement, constraints: [LayoutConstraint])] = []
        for statement in maker.statements {
            made.append((statement, try statement.build(blockFile: file, blockLine: line)))
        }
        return made
    }

    /// Checks that every new constraint can be installed (its items share an ancestor).
    private func checkActivation(_ made: [(statement: ConstraintStatement, constraints: [LayoutConstraint])])
        throws(ConstraintMakerError) {
        for (statement, constraints) in made {
            for constraint in constraints where constraint.nearestCommonAncestor() == nil {
                throw statement.failure(.layout(.noCommonAncestor(
                    first: "\(constraint.firstItem.debugName).\(constraint.firstAttribute)",
                    second: constraint.secondItem.map { "\($0.debugName).\(constraint.secondAttribute)" } ?? "(null)")))
            }
        }
    }

    /// Activates checked constraints and hands them to the statements' handles.
    private func activate(_ made: [(statement: ConstraintStatement, constraints: [LayoutConstraint])]) {
        setAutoresizingOff()
        for (statement, constraints) in made {
            for constraint in constraints {
                constraint.isActive = true
            }
            statement.didMake(constraints)
        }
    }

    private func setAutoresizingOff() {
        if let view = item as? View, view.translatesAutoresizingMaskIntoConstraints {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
    }

    /// SnapKit's matching rule for `updateConstraints`: everything but the constant.
    private static func matches(_ old: LayoutConstraint, _ new: LayoutConstraint) -> Bool {
        old.firstItem === new.firstItem && old.firstAttribute == new.firstAttribute
            && old.relation == new.relation && old.secondItem === new.secondItem
            && old.secondAttribute == new.secondAttribute && old.multiplier == new.multiplier
            && old.priority == new.priority
    }
}

extension LayoutItem {
    /// The SnapKit-style DSL for this view or layout guide: `view.snp.makeConstraints { … }`,
    /// and `view.snp.bottom` as a target in other statements.
    public var snp: ConstraintDSL { ConstraintDSL(item: self) }
}
