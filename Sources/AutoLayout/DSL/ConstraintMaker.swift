/// The `make` of `view.snp.makeConstraints { make in … }`: each `make.…` starts one statement.
///
/// A statement is the attributes it names, one relation with its target, and modifiers:
/// `make.left.right.equalTo(superview).inset(16).priority(.defaultHigh).labeled("sides")`. The
/// block only records statements; `ConstraintDSL` builds, checks and activates them after it
/// returns (see `ConstraintMakerError` for the all-or-nothing rule).
public final class ConstraintMaker: ConstraintAttributeChain {
    /// The item whose `snp` made this maker: the first item of every constraint.
    public let item: LayoutItem
    var statements: [ConstraintStatement] = []

    init(item: LayoutItem) {
        self.item = item
    }

    /// Starts a statement on `attributes` of the item.
    public func chaining(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        let statement = ConstraintStatement(item: item, attributes: attributes)
        statements.append(statement)
        return ConstraintMakerExtendable(statement: statement)
    }
}

/// A statement that has named attributes and awaits more of them or its relation.
public struct ConstraintMakerExtendable: ConstraintAttributeChain {
    let statement: ConstraintStatement

    /// Names more attributes for the same statement: `make.width.height`.
    public func chaining(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
        for attribute in attributes where !statement.attributes.contains(attribute) {
            statement.attributes.append(attribute)
        }
        return self
    }

    /// `attributes == target`. Records `file` and `line` as the constraints' origin.
    @discardableResult
    public func equalTo(_ target: any ConstraintRelatableTarget,
                        file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.equal, target.constraintRelationTarget, file, line)
    }

    /// `attributes <= target`.
    @discardableResult
    public func lessThanOrEqualTo(_ target: any ConstraintRelatableTarget,
                                  file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, target.constraintRelationTarget, file, line)
    }

    /// `attributes >= target`.
    @discardableResult
    public func greaterThanOrEqualTo(_ target: any ConstraintRelatableTarget,
                                     file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, target.constraintRelationTarget, file, line)
    }

    /// `attributes == superview.attributes` (a guide's superview is its owning view).
    @discardableResult
    public func equalToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.equal, ConstraintRelationTarget(kind: .superview, text: "superview"), file, line)
    }

    /// `attributes <= superview.attributes`.
    @discardableResult
    public func lessThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, ConstraintRelationTarget(kind: .superview, text: "superview"), file, line)
    }

    /// `attributes >= superview.attributes`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, ConstraintRelationTarget(kind: .superview, text: "superview"), file, line)
    }

    private func relate(_ relation: LayoutRelation, _ target: ConstraintRelationTarget,
                        _ file: String, _ line: Int) -> ConstraintMakerEditable {
        if statement.relation != nil {
            statement.problems.append(.relationGivenTwice(attributes: statement.attributes))
        } else {
            statement.relation = relation
            statement.target = target
            statement.file = file
            statement.line = line
        }
        return ConstraintMakerEditable(statement: statement)
    }
}

/// A statement with its relation: the modifiers that adjust the constant, multiplier, priority
/// and identifier. Each returns the statement, so they chain in any order.
///
/// The constant of each constraint is the target's value for the attribute (a number, a size's
/// width, a point's x, or 0 for an item) plus the offset plus the inset. Calling `offset` or
/// `inset` again replaces the earlier one (so `DSLConstraint.update(offset:)` can too).
public struct ConstraintMakerEditable {
    let statement: ConstraintStatement

    /// Adds `amount` to every constraint's constant.
    @discardableResult
    public func offset(_ amount: Double) -> ConstraintMakerEditable {
        statement.offset = .number(amount)
        return self
    }

    /// Adds `point.x` to horizontal positions and `point.y` to vertical ones (for `center`).
    @discardableResult
    public func offset(_ point: Point) -> ConstraintMakerEditable {
        statement.offset = .point(point)
        return self
    }

    /// Adds `size.width` to widths and `size.height` to heights (for `size`).
    @discardableResult
    public func offset(_ size: Size) -> ConstraintMakerEditable {
        statement.offset = .size(size)
        return self
    }

    /// Moves every edge `amount` inwards: `+amount` for left, leading and top, `-amount` for right,
    /// trailing and bottom, `-2 × amount` for width and height.
    @discardableResult
    public func inset(_ amount: Double) -> ConstraintMakerEditable {
        statement.inset = EdgeInsets(all: amount)
        return self
    }

    /// Moves each edge inwards by its own inset; leading takes the left inset, trailing the right.
    @discardableResult
    public func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
        statement.inset = insets
        return self
    }

    /// Moves each edge inwards by its own inset; left takes the leading inset, right the trailing.
    @discardableResult
    public func inset(_ insets: DirectionalEdgeInsets) -> ConstraintMakerEditable {
        statement.inset = EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        return self
    }

    /// Multiplies the target's attribute: `make.width.equalTo(other).multipliedBy(0.5)`.
    @discardableResult
    public func multipliedBy(_ factor: Double) -> ConstraintMakerEditable {
        statement.multiplier *= factor
        return self
    }

    /// Divides the target's attribute; `dividedBy(0)` is refused when the block ends.
    @discardableResult
    public func dividedBy(_ divisor: Double) -> ConstraintMakerEditable {
        statement.multiplier /= divisor
        return self
    }

    /// The priority: `.priority(.defaultHigh)`, `.priority(750)`. Required (1000) by default.
    @discardableResult
    public func priority(_ priority: LayoutPriority) -> ConstraintMakerEditable {
        statement.priority = priority
        return self
    }

    /// The constraints' identifier, shown in descriptions and diagnostics.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerEditable {
        statement.label = label
        return self
    }

    /// The statement's constraints, to keep for later changes (`update(offset:)`, `deactivate()`);
    /// filled in when the block's constraints are made.
    public var constraint: DSLConstraint {
        statement.handle
    }
}

/// One DSL statement as recorded: what `ConstraintDSL` turns into layout constraints.
final class ConstraintStatement {
    /// A constant adjustment given by `offset`.
    enum Offset {
        case none
        case number(Double)
        case point(Point)
        case size(Size)
    }

    let item: LayoutItem
    var attributes: [LayoutAttribute]
    var relation: LayoutRelation?
    var target = ConstraintRelationTarget(kind: .number(0), text: "")
    var offset = Offset.none
    var inset: EdgeInsets?
    var multiplier: Double = 1
    var priority: LayoutPriority = .required
    var label: String?
    var file = ""
    var line = 0
    /// Problems found while the statement was written, reported when the block ends.
    var problems: [ConstraintMakerError.Kind] = []
    /// The handle, made on demand; it keeps the statement alive, not the other way round.
    private weak var existingHandle: DSLConstraint?

    init(item: LayoutItem, attributes: [LayoutAttribute]) {
        self.item = item
        self.attributes = attributes
    }

    var handle: DSLConstraint {
        if let existingHandle { return existingHandle }
        let handle = DSLConstraint(statement: self)
        existingHandle = handle
        return handle
    }

    /// Hands the made constraints to the handle, if anyone asked for it.
    func didMake(_ constraints: [LayoutConstraint]) {
        existingHandle?.layoutConstraints = constraints
    }
}
