import AutoLayout

/// The attribute names of `make` and of a statement being written (`make.left.right`), in one
/// place: each adds attributes to what it is called on.
@preconcurrency @MainActor
public protocol ConstraintAttributeNaming {
    associatedtype Named
    /// Adds `attributes` (the form behind every name).
    func naming(_ attributes: [NSLayoutConstraint.Attribute]) -> Named
}

extension ConstraintAttributeNaming {
    public var left: Named { naming([.left]) }
    public var top: Named { naming([.top]) }
    public var right: Named { naming([.right]) }
    public var bottom: Named { naming([.bottom]) }
    public var leading: Named { naming([.leading]) }
    public var trailing: Named { naming([.trailing]) }
    public var width: Named { naming([.width]) }
    public var height: Named { naming([.height]) }
    public var centerX: Named { naming([.centerX]) }
    public var centerY: Named { naming([.centerY]) }
    public var lastBaseline: Named { naming([.lastBaseline]) }
    public var firstBaseline: Named { naming([.firstBaseline]) }
    public var leftMargin: Named { naming([.leftMargin]) }
    public var rightMargin: Named { naming([.rightMargin]) }
    public var topMargin: Named { naming([.topMargin]) }
    public var bottomMargin: Named { naming([.bottomMargin]) }
    public var leadingMargin: Named { naming([.leadingMargin]) }
    public var trailingMargin: Named { naming([.trailingMargin]) }
    public var centerXWithinMargins: Named { naming([.centerXWithinMargins]) }
    public var centerYWithinMargins: Named { naming([.centerYWithinMargins]) }
    public var edges: Named { naming(ConstraintComposite.edges) }
    public var directionalEdges: Named { naming(ConstraintComposite.directionalEdges) }
    public var horizontalEdges: Named { naming(ConstraintComposite.horizontalEdges) }
    public var verticalEdges: Named { naming(ConstraintComposite.verticalEdges) }
    public var directionalHorizontalEdges: Named { naming(ConstraintComposite.directionalHorizontalEdges) }
    public var directionalVerticalEdges: Named { naming(ConstraintComposite.verticalEdges) }
    public var size: Named { naming(ConstraintComposite.size) }
    public var center: Named { naming(ConstraintComposite.center) }
    public var margins: Named { naming(ConstraintComposite.margins) }
    public var directionalMargins: Named { naming(ConstraintComposite.directionalMargins) }
    public var centerWithinMargins: Named { naming(ConstraintComposite.centerWithinMargins) }
}

/// SnapKit's `make`: each `make.…` starts one statement.
@preconcurrency @MainActor
public final class ConstraintMaker: ConstraintAttributeNaming {
    let engine: AutoLayout.ConstraintMaker

    init(_ engine: AutoLayout.ConstraintMaker) { self.engine = engine }

    public func naming(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintMakerExtendable {
        ConstraintMakerExtendable(engine: engine.chaining(attributes))
    }
}

/// A statement that has its attributes and awaits more of them or its relation.
@preconcurrency @MainActor
public struct ConstraintMakerExtendable: ConstraintAttributeNaming {
    let engine: AutoLayout.ConstraintMakerExtendable

    public func naming(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintMakerExtendable {
        ConstraintMakerExtendable(engine: engine.chaining(attributes))
    }

    @discardableResult
    public func equalTo(_ other: any ConstraintRelatableTarget, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        ConstraintMakerEditable(engine: engine.equalTo(other.engineTarget, file: file, line: line))
    }
    @discardableResult
    public func lessThanOrEqualTo(_ other: any ConstraintRelatableTarget, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        ConstraintMakerEditable(engine: engine.lessThanOrEqualTo(other.engineTarget, file: file, line: line))
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ other: any ConstraintRelatableTarget, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        ConstraintMakerEditable(engine: engine.greaterThanOrEqualTo(other.engineTarget, file: file, line: line))
    }
    @discardableResult
    public func equalToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        ConstraintMakerEditable(engine: engine.equalToSuperview(file: file, line: line))
    }
    @discardableResult
    public func lessThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        ConstraintMakerEditable(engine: engine.lessThanOrEqualToSuperview(file: file, line: line))
    }
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        ConstraintMakerEditable(engine: engine.greaterThanOrEqualToSuperview(file: file, line: line))
    }
}

/// A statement with its relation: offset, inset, multiplier, priority and label, in any order
/// (SnapKit fixes an order; every order it allows works here).
@preconcurrency @MainActor
public struct ConstraintMakerEditable {
    let engine: AutoLayout.ConstraintMakerEditable

    /// Adds the amount to each constant (a point or size: its component for each attribute).
    @discardableResult
    public func offset(_ amount: any ConstraintOffsetTarget) -> ConstraintMakerEditable {
        switch amount.offsetValue {
        case .number(let value): engine.offset(value)
        case .point(let point): engine.offset(point)
        case .size(let size): engine.offset(size)
        }
        return self
    }

    /// Moves each edge inwards by the amount (sizes shrink by both sides).
    @discardableResult
    public func inset(_ amount: any ConstraintInsetTarget) -> ConstraintMakerEditable {
        engine.inset(amount.insetValue)
        return self
    }

    /// Moves each edge inwards by its directional inset.
    @discardableResult
    public func inset(_ amount: NSDirectionalEdgeInsets) -> ConstraintMakerEditable {
        engine.inset(amount)
        return self
    }

    @discardableResult
    public func multipliedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        engine.multipliedBy(amount.multiplierValue)
        return self
    }

    @discardableResult
    public func dividedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        engine.dividedBy(amount.multiplierValue)
        return self
    }

    /// `.priority(.high)`, `.priority(.required)`.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerEditable {
        engine.priority(UILayoutPriority(Double(amount.value)))
        return self
    }

    /// `.priority(999)`, `.priority(UILayoutPriority.defaultHigh)`.
    @discardableResult
    public func priority(_ amount: any ConstraintPriorityTarget) -> ConstraintMakerEditable {
        engine.priority(UILayoutPriority(amount.priorityValue))
        return self
    }

    /// The identifier of the statement's constraints.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerEditable {
        engine.labeled(label)
        return self
    }

    /// The statement's constraints, kept for later changes.
    public var constraint: Constraint { Constraint(engine.constraint) }
}

/// SnapKit's `Constraint`: one statement's constraints, changed together.
@preconcurrency @MainActor
public final class Constraint {
    let engine: DSLConstraint

    init(_ engine: DSLConstraint) { self.engine = engine }

    /// The constraints of the statement, in the order of its attributes.
    public var layoutConstraints: [NSLayoutConstraint] { engine.layoutConstraints.map(NSLayoutConstraint.wrapper(for:)) }

    public var isActive: Bool {
        get { engine.isActive }
        set { newValue ? activate() : deactivate() }
    }

    public func activate() {
        do { try engine.activate() } catch { IssueReporter.report(error, on: views) }
    }

    public func deactivate() { engine.deactivate() }

    @discardableResult
    public func update(offset: any ConstraintOffsetTarget) -> Constraint {
        apply { () throws(ConstraintMakerError) in
            switch offset.offsetValue {
            case .number(let value): try engine.update(offset: value)
            case .point(let point): try engine.update(offset: point)
            case .size(let size): try engine.update(offset: size)
            }
        }
    }

    @discardableResult
    public func update(inset: any ConstraintInsetTarget) -> Constraint {
        apply { () throws(ConstraintMakerError) in try engine.update(inset: inset.insetValue) }
    }

    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint {
        apply { () throws(ConstraintMakerError) in try engine.update(priority: UILayoutPriority(Double(priority.value))) }
    }

    @discardableResult
    public func update(priority: any ConstraintPriorityTarget) -> Constraint {
        apply { () throws(ConstraintMakerError) in try engine.update(priority: UILayoutPriority(priority.priorityValue)) }
    }

    private func apply(_ change: () throws(ConstraintMakerError) -> Void) -> Constraint {
        do { try change() } catch { ConstraintBlock.report(error, on: views.first) }
        return self
    }

    /// The views to record a problem on.
    private var views: [UIView] {
        NSLayoutConstraint.views(engine.layoutConstraints.flatMap { [$0.firstItem] + ($0.secondItem.map { [$0] } ?? []) })
    }
}
