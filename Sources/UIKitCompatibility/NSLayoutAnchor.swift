import AutoLayout

/// `NSLayoutAnchor`: an item's attribute, the typed way to make constraints. The anchor types
/// keep UIKit's generic shape, so that helpers written over `NSLayoutAnchor<AnchorType>`
/// compile; a pairing the types allow but UIKit refuses (leading with left) is reported.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The engine's anchor behind this one.
    enum Base {
        case x(LayoutXAxisAnchor)
        case y(LayoutYAxisAnchor)
        case dimension(LayoutDimension)

        var item: LayoutItem {
            switch self {
            case .x(let a): a.item
            case .y(let a): a.item
            case .dimension(let a): a.item
            }
        }
    }

    let base: Base

    init(_ base: Base) { self.base = base }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// A new constraint `self (relation) multiplier × other + constant`, or one that stays
    /// inactive when the engine refuses it (reported).
    func make(_ relation: LayoutRelation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
              constant: CGFloat) -> NSLayoutConstraint {
        let m = Double(multiplier), c = Double(constant)
        return NSLayoutConstraint.make(first: base.item, second: other?.base.item) { () throws(AutoLayoutError) in
            switch (base, other?.base) {
            case let (.x(a), .x(b)?): return try a.constraint(relation, to: b, multiplier: m, constant: c)
            case let (.y(a), .y(b)?): return try a.constraint(relation, to: b, multiplier: m, constant: c)
            case let (.dimension(a), .dimension(b)?): return try a.constraint(relation, to: b, multiplier: m, constant: c)
            case let (.dimension(a), nil): return try a.constraint(relation, to: nil, multiplier: m, constant: c)
            default: throw .incompatibleAnchors(description: "\(base.item.debugName) and \(other?.base.item.debugName ?? "a constant")")
            }
        }
    }
}

/// `NSLayoutXAxisAnchor`: leading, trailing, left, right, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    let anchor: LayoutXAxisAnchor

    init(_ anchor: LayoutXAxisAnchor) {
        self.anchor = anchor
        super.init(.x(anchor))
    }

    /// `self == anchor + multiplier × the system spacing`, `self` after (trailing) `anchor`.
    public func constraint(equalToSystemSpacingAfter other: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint.make(first: base.item, second: other.base.item) { () throws(AutoLayoutError) in
            try anchor.constraint(equalToSystemSpacingAfter: other.anchor, multiplier: Double(m))
        }
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter other: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint.make(first: base.item, second: other.base.item) { () throws(AutoLayoutError) in
            try anchor.constraint(greaterThanOrEqualToSystemSpacingAfter: other.anchor, multiplier: Double(m))
        }
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter other: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint.make(first: base.item, second: other.base.item) { () throws(AutoLayoutError) in
            try anchor.constraint(lessThanOrEqualToSystemSpacingAfter: other.anchor, multiplier: Double(m))
        }
    }
}

/// `NSLayoutYAxisAnchor`: top, bottom, centerY, firstBaseline, lastBaseline.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    let anchor: LayoutYAxisAnchor

    init(_ anchor: LayoutYAxisAnchor) {
        self.anchor = anchor
        super.init(.y(anchor))
    }

    /// `self == anchor + multiplier × the system spacing`, `self` below `anchor` (between two
    /// baselines of text, the fonts' spacing).
    public func constraint(equalToSystemSpacingBelow other: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint.make(first: base.item, second: other.base.item) { () throws(AutoLayoutError) in
            try anchor.constraint(equalToSystemSpacingBelow: other.anchor, multiplier: Double(m))
        }
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow other: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint.make(first: base.item, second: other.base.item) { () throws(AutoLayoutError) in
            try anchor.constraint(greaterThanOrEqualToSystemSpacingBelow: other.anchor, multiplier: Double(m))
        }
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow other: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint.make(first: base.item, second: other.base.item) { () throws(AutoLayoutError) in
            try anchor.constraint(lessThanOrEqualToSystemSpacingBelow: other.anchor, multiplier: Double(m))
        }
    }
}

/// `NSLayoutDimension`: width and height, which may also relate to a constant.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    init(_ anchor: LayoutDimension) { super.init(.dimension(anchor)) }

    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, multiplier: 1, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(backing.leadingAnchor) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(backing.trailingAnchor) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(backing.leftAnchor) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(backing.rightAnchor) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(backing.centerXAnchor) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(backing.topAnchor) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(backing.bottomAnchor) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(backing.centerYAnchor) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(backing.firstBaselineAnchor) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(backing.lastBaselineAnchor) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(backing.widthAnchor) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(backing.heightAnchor) }
}
