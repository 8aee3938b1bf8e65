import LayoutVocabulary
import VisualFormat

extension LayoutAttribute {
    /// The word a cookbook line uses: `Leading`, `LeadingMargin`, `CenterXWithinMargins`, ….
    ///
    /// `lastBaseline` is written `LastBaseline`; the cookbook's `Baseline` reads as the same
    /// attribute (UIKit's `NSLayoutAttributeBaseline` is `LastBaseline`'s alias).
    public var documentName: String {
        switch self {
        case .notAnAttribute: "NotAnAttribute"
        case .left: "Left"
        case .right: "Right"
        case .top: "Top"
        case .bottom: "Bottom"
        case .leading: "Leading"
        case .trailing: "Trailing"
        case .width: "Width"
        case .height: "Height"
        case .centerX: "CenterX"
        case .centerY: "CenterY"
        case .lastBaseline: "LastBaseline"
        case .firstBaseline: "FirstBaseline"
        case .leftMargin: "LeftMargin"
        case .rightMargin: "RightMargin"
        case .topMargin: "TopMargin"
        case .bottomMargin: "BottomMargin"
        case .leadingMargin: "LeadingMargin"
        case .trailingMargin: "TrailingMargin"
        case .centerXWithinMargins: "CenterXWithinMargins"
        case .centerYWithinMargins: "CenterYWithinMargins"
        }
    }

    /// Every attribute a line may name, in UIKit's order (not `notAnAttribute`).
    public static let documentAttributes: [LayoutAttribute] = allCases.filter { $0 != .notAnAttribute }

    /// The attribute a cookbook word names, matched without regard to case; `Baseline` is
    /// `lastBaseline`.
    public init?(documentName: String) {
        let folded = documentName.lowercased()
        if folded == "baseline" {
            self = .lastBaseline
            return
        }
        guard let match = Self.documentAttributes.first(where: { $0.documentName.lowercased() == folded }) else {
            return nil
        }
        self = match
    }

    /// Width or height.
    public var isSize: Bool { self == .width || self == .height }

    /// An edge, center or baseline: every attribute but width and height.
    public var isLocation: Bool { !isSize && self != .notAnAttribute }

    /// Leading, trailing and their margin forms: the attributes that follow layout direction.
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// Left, right and their margin forms.
    var isAbsolute: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// First and last baselines.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The margin attributes, which only views have.
    var isMargin: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }
}

/// One constraint of a layout document, as plain data:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// It comes either from a cookbook line (`3. Name Text Field.Leading = Name Label.Trailing +
/// Standard`) or from lowering a VFL line; `origin` says which. The binding step maps each field to
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` and sets
/// `priority`.
public struct DocumentConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The number written before the line (`1.`), or nil. Every constraint a VFL line creates
    /// shares the line's number.
    public var id: Int?
    public var firstItem: ConstraintItem
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// Nil for a constant size such as `Blue View.Width >= 150.0`.
    public var secondItem: ConstraintItem?
    /// `.notAnAttribute` when there is no second item.
    public var secondAttribute: LayoutAttribute
    /// 1 unless the line writes one (`2.0 x`, `200%`, `2/1`, `2:1`).
    public var multiplier: Double
    public var constant: ConstraintConstant
    /// 1000 (required) unless the line ends with `(Priority N)`.
    public var priority: Float
    /// The view `Superview` stands for in this constraint: the superview of the other item, or of
    /// the owner of a named layout guide. Nil for the root view (the view controller's view),
    /// which is also what `Superview` means when nothing else in the constraint is a view.
    public var superview: String?
    /// Where the line starts in the document (after the YAML `- `).
    public var location: SourceLocation
    /// The line as written (for VFL, the format string).
    public var source: String
    /// A cookbook line, or the index of the VFL line in `LayoutDocumentModel.visualFormats`.
    public var origin: Origin

    public enum Origin: Hashable, Sendable {
        case constraintLine
        case visualFormat(index: Int)
    }

    public init(id: Int?, firstItem: ConstraintItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
                secondItem: ConstraintItem?, secondAttribute: LayoutAttribute, multiplier: Double = 1,
                constant: ConstraintConstant = .points(0), priority: Float = 1000, superview: String? = nil,
                location: SourceLocation, source: String, origin: Origin = .constraintLine) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.superview = superview
        self.location = location
        self.source = source
        self.origin = origin
    }

    /// The view names the constraint mentions (views and named guides, not Superview or the
    /// view controller's guides).
    public var namedItems: [String] {
        [firstItem.name, secondItem?.name].compactMap { $0 }
    }

    /// The constraint in the cookbook's words, e.g. `Red View.Width = 2.0 x Blue View.Width
    /// (Priority 750)`, names in their declared case.
    public var description: String {
        var text = "\(firstItem).\(firstAttribute.documentName) "
        text += relation == .equal ? "=" : relation == .greaterThanOrEqual ? ">=" : "<="
        guard let secondItem else {
            text += " " + constant.description
            return text + priorityText
        }
        text += " "
        if multiplier != 1 {
            text += ConstraintConstant.format(multiplier) + " x "
        }
        text += "\(secondItem).\(secondAttribute.documentName)"
        switch constant {
        case .standard:
            text += " + Standard"
        case .points(let value) where value != 0:
            text += (value < 0 ? " - " : " + ") + ConstraintConstant.format(abs(value))
        case .points:
            break
        }
        return text + priorityText
    }

    /// ` (Priority 249)`, or nothing for a required constraint.
    private var priorityText: String {
        guard priority != 1000 else { return "" }
        let value = Double(priority)
        // The type is public: a caller can pass any Float, infinity included.
        let whole = value == value.rounded() && abs(value) < 1e15
        return " (Priority " + (whole ? String(Int(value)) : String(value)) + ")"
    }
}

/// One side of a constraint.
public enum ConstraintItem: Hashable, Sendable, CustomStringConvertible {
    /// A view declared under `views:` (or a stack's `arrangedSubviews:`), by its declared name.
    case view(String)
    /// A layout guide declared with `type: layoutGuide`, owned by the view it is declared under.
    case layoutGuide(String)
    /// `Superview`: see `DocumentConstraint.superview` for which view it is.
    case superview
    /// `Top Layout Guide`: the view controller's legacy top guide (0 … status and navigation bars).
    case topLayoutGuide
    /// `Bottom Layout Guide`: the view controller's legacy bottom guide (tab bar … bottom edge).
    case bottomLayoutGuide
    /// `Safe Area`: the root view's safe area layout guide.
    case safeArea
    /// `Content Layout Guide` and `Frame Layout Guide`, as Xcode lists them: the guides of the
    /// scroll view that is the other item or encloses it.
    case contentLayoutGuide
    case frameLayoutGuide

    /// The declared name of a view or named guide; nil for the built-in items.
    public var name: String? {
        switch self {
        case .view(let name), .layoutGuide(let name): name
        default: nil
        }
    }

    /// The item as a line writes it.
    public var description: String {
        switch self {
        case .view(let name), .layoutGuide(let name): name
        case .superview: "Superview"
        case .topLayoutGuide: "Top Layout Guide"
        case .bottomLayoutGuide: "Bottom Layout Guide"
        case .safeArea: "Safe Area"
        case .contentLayoutGuide: "Content Layout Guide"
        case .frameLayoutGuide: "Frame Layout Guide"
        }
    }

    /// The built-in items by their document names.
    static let builtIn: [(name: String, item: ConstraintItem)] = [
        ("Superview", .superview), ("Top Layout Guide", .topLayoutGuide),
        ("Bottom Layout Guide", .bottomLayoutGuide), ("Safe Area", .safeArea),
        ("Content Layout Guide", .contentLayoutGuide), ("Frame Layout Guide", .frameLayoutGuide),
    ]

    /// The attributes the item has: a view has all; a layout guide has no baselines or margins;
    /// the legacy top and bottom guides (`UILayoutSupport`) have only top, bottom and height.
    var availableAttributes: [LayoutAttribute] {
        switch self {
        case .view, .superview:
            LayoutAttribute.documentAttributes
        case .layoutGuide, .safeArea, .contentLayoutGuide, .frameLayoutGuide:
            LayoutAttribute.documentAttributes.filter { !$0.isBaseline && !$0.isMargin }
        case .topLayoutGuide, .bottomLayoutGuide:
            [.top, .bottom, .height]
        }
    }
}

/// A constraint's constant: points, or Interface Builder's standard spacing.
public enum ConstraintConstant: Hashable, Sendable, CustomStringConvertible {
    case points(Double)
    /// `+ Standard`: the symbolic standard spacing, which the binding resolves from the items
    /// (8 pt between siblings and from a layout guide, 20 pt from a superview edge in UIKit).
    case standard

    public var description: String {
        switch self {
        case .points(let value): ConstraintConstant.format(value)
        case .standard: "Standard"
        }
    }

    /// `20.0`, `0.5`, `-8.0`: the cookbook writes one decimal at least.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value)) + ".0"
        }
        return String(value)
    }
}
