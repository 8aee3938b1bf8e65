/// The attribute names of the DSL, shared by `make`, a statement being written (`make.left.right`)
/// and `view.snp` (the targets `view.snp.bottom`, `view.snp.edges`).
///
/// Composites expand in a fixed order: `edges` is top, left, bottom, right (absolute sides, as in
/// SnapKit; `directionalEdges` uses leading and trailing), `size` is width, height, `center` is
/// centerX, centerY, and `margins` / `directionalMargins` / `centerWithinMargins` are the margin
/// forms of the same.
public protocol ConstraintAttributeChain {
    /// What naming one more attribute gives.
    associatedtype Chained
    /// Adds `attributes`: the general form behind every named property.
    func chaining(_ attributes: [LayoutAttribute]) -> Chained
}

extension ConstraintAttributeChain {
    public var left: Chained { chaining([.left]) }
    public var right: Chained { chaining([.right]) }
    public var top: Chained { chaining([.top]) }
    public var bottom: Chained { chaining([.bottom]) }
    public var leading: Chained { chaining([.leading]) }
    public var trailing: Chained { chaining([.trailing]) }
    public var width: Chained { chaining([.width]) }
    public var height: Chained { chaining([.height]) }
    public var centerX: Chained { chaining([.centerX]) }
    public var centerY: Chained { chaining([.centerY]) }
    public var lastBaseline: Chained { chaining([.lastBaseline]) }
    public var firstBaseline: Chained { chaining([.firstBaseline]) }
    public var leftMargin: Chained { chaining([.leftMargin]) }
    public var rightMargin: Chained { chaining([.rightMargin]) }
    public var topMargin: Chained { chaining([.topMargin]) }
    public var bottomMargin: Chained { chaining([.bottomMargin]) }
    public var leadingMargin: Chained { chaining([.leadingMargin]) }
    public var trailingMargin: Chained { chaining([.trailingMargin]) }
    public var centerXWithinMargins: Chained { chaining([.centerXWithinMargins]) }
    public var centerYWithinMargins: Chained { chaining([.centerYWithinMargins]) }

    /// Top, left, bottom, right.
    public var edges: Chained { chaining([.top, .left, .bottom, .right]) }
    /// Top, leading, bottom, trailing.
    public var directionalEdges: Chained { chaining([.top, .leading, .bottom, .trailing]) }
    /// Left, right.
    public var horizontalEdges: Chained { chaining([.left, .right]) }
    /// Top, bottom.
    public var verticalEdges: Chained { chaining([.top, .bottom]) }
    /// Leading, trailing.
    public var directionalHorizontalEdges: Chained { chaining([.leading, .trailing]) }
    /// Width, height.
    public var size: Chained { chaining([.width, .height]) }
    /// CenterX, centerY.
    public var center: Chained { chaining([.centerX, .centerY]) }
    /// The margin edges: topMargin, leftMargin, bottomMargin, rightMargin.
    public var margins: Chained { chaining([.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }
    /// TopMargin, leadingMargin, bottomMargin, trailingMargin.
    public var directionalMargins: Chained { chaining([.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) }
    /// CenterXWithinMargins, centerYWithinMargins.
    public var centerWithinMargins: Chained { chaining([.centerXWithinMargins, .centerYWithinMargins]) }
}

/// An item and some of its attributes, as the right-hand side of a statement: `view.snp.bottom`,
/// `superview.snp.margins`.
public struct ConstraintTarget: CustomStringConvertible {
    public let item: LayoutItem
    public let attributes: [LayoutAttribute]

    public init(item: LayoutItem, attributes: [LayoutAttribute]) {
        self.item = item
        self.attributes = attributes
    }

    public var description: String {
        "\(item.displayName).snp." + attributes.map(\.description).joined(separator: ".")
    }
}

/// What may stand on the right of `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo`.
///
/// - a view or layout guide: the same attributes of that item;
/// - `view.snp.bottom`, `view.snp.edges`, or an anchor (`view.bottomAnchor`): those attributes;
/// - a number: a size (`make.width.equalTo(100)`), or a position in the superview's coordinates
///   (`make.left.equalTo(16)` is `left == superview.left + 16`; for a center, SnapKit's rule:
///   `make.centerX.equalTo(50)` is `centerX == superview.left + 50`);
/// - a `Size` for width and height, a `Point` for positions (x for horizontal ones, y for vertical).
public protocol ConstraintRelatableTarget {
    /// What the value stands for in a statement.
    var constraintRelationTarget: ConstraintRelationTarget { get }
}

/// The resolved meaning of a `ConstraintRelatableTarget`; made only by the module's conformances.
public struct ConstraintRelationTarget {
    enum Kind {
        case item(LayoutItem, [LayoutAttribute])
        case superview
        case number(Double)
        case size(Size)
        case point(Point)
    }

    let kind: Kind
    let text: String
}

extension LayoutItem: ConstraintRelatableTarget {
    public var constraintRelationTarget: ConstraintRelationTarget {
        ConstraintRelationTarget(kind: .item(self, []), text: displayName)
    }
}

extension ConstraintTarget: ConstraintRelatableTarget {
    public var constraintRelationTarget: ConstraintRelationTarget {
        ConstraintRelationTarget(kind: .item(item, attributes), text: description)
    }
}

extension LayoutXAxisAnchor: ConstraintRelatableTarget {
    public var constraintRelationTarget: ConstraintRelationTarget {
        ConstraintRelationTarget(kind: .item(item, [attribute]), text: description)
    }
}

extension LayoutYAxisAnchor: ConstraintRelatableTarget {
    public var constraintRelationTarget: ConstraintRelationTarget {
        ConstraintRelationTarget(kind: .item(item, [attribute]), text: description)
    }
}

extension LayoutDimension: ConstraintRelatableTarget {
    public var constraintRelationTarget: ConstraintRelationTarget {
        ConstraintRelationTarget(kind: .item(item, [attribute]), text: description)
    }
}

extension Double: ConstraintRelatableTarget {
    public var constraintRelationTarget: ConstraintRelationTarget {
        ConstraintRelationTarget(kind: .number(self), text: formatNumber(self))
    }
}

extension Int: ConstraintRelatableTarget {
    public var constraintRelationTarget: ConstraintRelationTarget {
        ConstraintRelationTarget(kind: .number(Double(self)), text: String(self))
    }
}

extension Size: ConstraintRelatableTarget {
    public var constraintRelationTarget: ConstraintRelationTarget {
        ConstraintRelationTarget(kind: .size(self), text: "Size \(self)")
    }
}

extension Point: ConstraintRelatableTarget {
    public var constraintRelationTarget: ConstraintRelationTarget {
        ConstraintRelationTarget(kind: .point(self), text: "Point \(self)")
    }
}
