/// Everything the layout model refuses, as data; `description` renders UIKit's message.
///
/// UIKit raises Objective-C exceptions for these; here they are thrown Swift errors, never crashes.
/// The messages follow UIKit's wording where it is known.
///
/// `indirect`: every constraint keeps its last error, nearly always none, and inline the
/// largest case made that field 41 bytes.
public indirect enum AutoLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A location attribute with no second item or a multiplier of 0.
    case locationEqualToConstant(item: String)
    /// Attributes that cannot be related, such as width and centerX, or top and left.
    case invalidPairing(first: LayoutAttribute, second: LayoutAttribute)
    /// Leading or trailing related to left or right.
    case directionalMixedWithAbsolute(first: LayoutAttribute, second: LayoutAttribute)
    /// Anchors of incompatible types, such as leading and left, through the anchor API.
    case incompatibleAnchors(description: String)
    /// A NaN or infinite constant.
    case nonFiniteConstant(constant: Double, first: String, second: String)
    /// A NaN, infinite or zero multiplier where it is not allowed.
    case invalidMultiplier(Double)
    /// `.notAnAttribute` as the first attribute, or a second item without a second attribute.
    case missingAttribute(item: String)
    /// A baseline on a layout guide, which has none.
    case guideHasNoBaseline(guide: String)
    /// Activation of a constraint whose items share no ancestor.
    case noCommonAncestor(first: String, second: String)
    /// A priority outside (0, 1000].
    case invalidPriority(Double)
    /// Required ↔ optional on an installed constraint.
    case requiredOptionalSwitch(new: Double, old: Double)
    /// A view added as a subview of itself or of one of its descendants.
    case cyclicHierarchy(view: String)
    /// A layout guide added to a second owner.
    case guideAlreadyOwned(guide: String)
    /// `insertArrangedSubview(_:at:)` past the end of the arranged subviews.
    case arrangedSubviewIndexOutOfBounds(index: Int, count: Int)
    /// A keyboard height that is negative or not finite (`Screen.showKeyboard(height:)`).
    case invalidKeyboardHeight(Double)

    public var description: String {
        switch self {
        case let .locationEqualToConstant(item):
            "NSLayoutConstraint for \(item): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        case let .invalidPairing(first, second):
            "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes (\(first) and \(second))"
        case let .directionalMixedWithAbsolute(first, second):
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither. (\(first) and \(second))"
        case let .incompatibleAnchors(description):
            "Constraint improperly relates anchors of incompatible types: \(description)"
        case let .nonFiniteConstant(constant, first, second):
            "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant) firstAnchor:\(first) secondAnchor:\(second)"
        case let .invalidMultiplier(m):
            "the multiplier \(m) is illegal: multipliers must be finite (and not 0 on a location)"
        case let .missingAttribute(item):
            "the constraint for \(item) needs an attribute for each item it relates"
        case let .guideHasNoBaseline(guide):
            "\(guide) is a layout guide; layout guides have no baselines"
        case let .noCommonAncestor(first, second):
            "Unable to activate constraint with anchors \(first) and \(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        case let .invalidPriority(p):
            "It's illegal to set priority:\(formatNumber(p)).  Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
        case let .requiredOptionalSwitch(new, old):
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(formatNumber(new)) and the existing priority was \(formatNumber(old))."
        case let .cyclicHierarchy(view):
            "Can't add self as subview (\(view)), or add an ancestor as a subview of its descendant"
        case let .guideAlreadyOwned(guide):
            "\(guide) is already owned by another view; remove it from that view first"
        case let .arrangedSubviewIndexOutOfBounds(index, count):
            "index out of bounds for arranged subview: index = \(index) expected to be less than or equal to \(count)"
        case let .invalidKeyboardHeight(height):
            "the keyboard height \(height) is illegal: it must be finite and at least 0"
        }
    }
}
