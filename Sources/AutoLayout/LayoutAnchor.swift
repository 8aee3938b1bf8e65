/// An item and one of its attributes: the typed way to make constraints (`NSLayoutAnchor`).
///
/// X-axis, Y-axis and dimension anchors are separate types, so that relating a width to a top,
/// or a top to a left, does not compile. What the types cannot see (leading against left, a
/// non-finite constant) is a thrown `AutoLayoutError` with UIKit's message.
public protocol LayoutAnchor: CustomStringConvertible {
    var item: LayoutItem { get }
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    public var description: String { "\(item.debugName).\(attribute)" }

    /// `self (relation) multiplier × other + constant`, the relation chosen at run time (a
    /// binding layer such as UIKit's names over these anchors); nil `other` relates to a
    /// constant, which only a dimension may.
    public func constraint(_ relation: LayoutRelation, to other: Self?, multiplier: Double = 1,
                           constant: Double = 0) throws(AutoLayoutError) -> LayoutConstraint {
        try make(relation, other, multiplier: multiplier, constant: constant)
    }

    func make(_ relation: LayoutRelation, _ other: (any LayoutAnchor)?, multiplier: Double,
              constant: Double) throws(AutoLayoutError) -> LayoutConstraint {
        if let other, attribute.isDirectional != other.attribute.isDirectional,
           attribute.axis == .horizontal, other.attribute.withoutMargin != .centerX,
           attribute.withoutMargin != .centerX {
            throw .incompatibleAnchors(description: "\(self) and \(other)")
        }
        return try LayoutConstraint(item: item, attribute: attribute, relatedBy: relation,
                                    toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute,
                                    multiplier: multiplier, constant: constant)
    }
}

/// The standard spacing `constraint(equalToSystemSpacingAfter:)` uses: 8 points.
///
/// UIKit does not document the number; 8 is IB's sibling spacing and
/// what other reimplementations use. Baseline-to-baseline spacing between text is font-derived
/// and supplied by the views through `View.systemSpacingBelow`.
public let systemSpacing: Double = 8

/// A horizontal location anchor: leading, trailing, left, right, centerX (`NSLayoutXAxisAnchor`).
public struct LayoutXAxisAnchor: LayoutAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Double = 0) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.equal, anchor, multiplier: 1, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self == anchor + multiplier × system spacing`, with `self` after (trailing) `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) throws(AutoLayoutError) -> LayoutConstraint {
        try systemSpaced(.equal, after: anchor, multiplier: multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) throws(AutoLayoutError) -> LayoutConstraint {
        try systemSpaced(.greaterThanOrEqual, after: anchor, multiplier: multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) throws(AutoLayoutError) -> LayoutConstraint {
        try systemSpaced(.lessThanOrEqual, after: anchor, multiplier: multiplier)
    }

    private func systemSpaced(_ relation: LayoutRelation, after anchor: LayoutXAxisAnchor,
                              multiplier: Double) throws(AutoLayoutError) -> LayoutConstraint {
        // "After" follows the layout direction; for left/right it is the absolute right side.
        let c = try make(relation, anchor, multiplier: 1, constant: systemSpacing * multiplier)
        c.systemSpacingMultiplier = multiplier
        return c
    }
}

/// A vertical location anchor: top, bottom, centerY, firstBaseline, lastBaseline (`NSLayoutYAxisAnchor`).
public struct LayoutYAxisAnchor: LayoutAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.equal, anchor, multiplier: 1, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self == anchor + multiplier × system spacing`, with `self` below `anchor`.
    ///
    /// Between two baselines of text the spacing comes from the fonts (`View.systemSpacingBelow`);
    /// otherwise it is `systemSpacing`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) throws(AutoLayoutError) -> LayoutConstraint {
        try systemSpaced(.equal, below: anchor, multiplier: multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) throws(AutoLayoutError) -> LayoutConstraint {
        try systemSpaced(.greaterThanOrEqual, below: anchor, multiplier: multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) throws(AutoLayoutError) -> LayoutConstraint {
        try systemSpaced(.lessThanOrEqual, below: anchor, multiplier: multiplier)
    }

    private func systemSpaced(_ relation: LayoutRelation, below anchor: LayoutYAxisAnchor,
                              multiplier: Double) throws(AutoLayoutError) -> LayoutConstraint {
        var spacing = systemSpacing
        if attribute.isBaseline, anchor.attribute.isBaseline,
           let lower = item as? View, let upper = anchor.item as? View,
           let fontSpacing = lower.systemSpacingBelow(upper) {
            spacing = fontSpacing
        }
        let c = try make(relation, anchor, multiplier: 1, constant: spacing * multiplier)
        c.systemSpacingMultiplier = multiplier
        return c
    }
}

/// A size anchor: width or height (`NSLayoutDimension`).
public struct LayoutDimension: LayoutAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    public func constraint(equalToConstant c: Double) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.equal, nil, multiplier: 1, constant: c)
    }
    public func constraint(greaterThanOrEqualToConstant c: Double) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }
    public func constraint(lessThanOrEqualToConstant c: Double) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0) throws(AutoLayoutError) -> LayoutConstraint {
        try make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
