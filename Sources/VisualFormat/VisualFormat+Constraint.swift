@_exported import LayoutVocabulary

extension VisualFormat {
    /// One side of a constraint: a view named in the format string, or the superview.
    public enum Item: Hashable, Sendable {
        /// A view, by its key in the views dictionary.
        case view(String)
        /// The `|` of the format string: the superview of the view on the other side of the same
        /// constraint (UIKit takes the adjacent view's `superview`, so the binding does the same).
        case superview
    }

    /// A constraint's constant: a number, or a standard spacing the binding resolves.
    ///
    /// UIKit stores standard spacing as the symbolic constant `NSSpace` (console logs print
    /// `NSSpace(8)`) and resolves it late, so the binding can pick the value (8 pt between siblings, or a
    /// font-derived baseline spacing under `spacingBaselineToBaseline`).
    public enum Constant: Hashable, Sendable {
        /// A fixed number of points.
        case points(Double)
        /// `[a]-[b]`: the standard spacing between siblings, 8 pt in UIKit.
        case standardSpacing
        /// `|-[a]` under the legacy rule (`SuperviewSpacing.superviewEdges`): the standard spacing
        /// from a superview edge, 20 pt. The default modern rule never produces it: it binds `|-`
        /// to the margin attributes with `.points(0)` instead.
        case standardSpacingToSuperview

        /// The value in points, with UIKit's standard values unless told otherwise.
        public func value(siblingSpacing: Double = 8, superviewSpacing: Double = 20) -> Double {
            switch self {
            case .points(let points): points
            case .standardSpacing: siblingSpacing
            case .standardSpacingToSuperview: superviewSpacing
            }
        }
    }

    /// How a bare `-` next to `|` is lowered.
    public enum SuperviewSpacing: Hashable, Sendable {
        /// iOS 8 and later: `|-[a]` is `a.leading == superview.leadingMargin`, constant 0.
        ///
        /// UIKit (CoreAutoLayout `UseMarginAttributesForDefaultSpacingToSuperview`) binds the edge
        /// to the superview's layout margins guide; a guide resolves the symbolic constant to 0.
        case layoutMargins
        /// iOS 7 and AppKit: `|-[a]` is `a.leading == superview.leading + standardSpacingToSuperview`
        /// (20 pt).
        case superviewEdges
    }

    /// One constraint a format string creates: `first.attribute REL second.attribute × 1 + constant`.
    ///
    /// Plain data naming views by string; the binding step maps each field to UIKit's
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public struct Constraint: Hashable, Sendable, CustomStringConvertible {
        public var firstItem: Item
        public var firstAttribute: LayoutAttribute
        public var relation: LayoutRelation
        /// `nil` for a constant size such as `[button(>=50)]`.
        public var secondItem: Item?
        /// `.notAnAttribute` when there is no second item.
        public var secondAttribute: LayoutAttribute
        /// Always 1: VFL cannot express another multiplier.
        public var multiplier: Double
        public var constant: Constant
        /// 1…1000; 1000 (required) unless the format gives `@priority`.
        public var priority: Float

        public init(
            firstItem: Item,
            firstAttribute: LayoutAttribute,
            relation: LayoutRelation,
            secondItem: Item?,
            secondAttribute: LayoutAttribute,
            multiplier: Double = 1,
            constant: Constant,
            priority: Float = 1000
        ) {
            self.firstItem = firstItem
            self.firstAttribute = firstAttribute
            self.relation = relation
            self.secondItem = secondItem
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
        }

        /// The view whose superview `.superview` stands for in this constraint, if it has one.
        ///
        /// UIKit resolves `|` to the superview of the view beside it, which is always the
        /// constraint's other item; the binding looks that view's superview up.
        public var viewBesideSuperview: String? {
            switch (firstItem, secondItem) {
            case (.superview, .view(let name)?), (.view(let name), .superview?): name
            default: nil
            }
        }

        /// The constraint as an equation, e.g. `b.leading == a.trailing + NSSpace @750`.
        public var description: String {
            func name(_ item: Item) -> String {
                switch item {
                case .view(let name): name
                case .superview: "superview"
                }
            }
            let relation = switch self.relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
            let constant = switch self.constant {
            case .points(let points): "\(points)"
            case .standardSpacing: "NSSpace"
            case .standardSpacingToSuperview: "NSSpace(superview)"
            }
            var text = "\(name(firstItem)).\(firstAttribute) \(relation) "
            if let secondItem {
                text += "\(name(secondItem)).\(secondAttribute) + \(constant)"
            } else {
                text += constant
            }
            if priority != 1000 {
                text += " @\(priority)"
            }
            return text
        }
    }
}
