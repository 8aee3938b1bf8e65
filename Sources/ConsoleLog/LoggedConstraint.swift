import VisualFormat

/// A view or layout guide as UIKit prints it: `UILabel:0x7f9c1d40a2b0'Title'`.
public struct LoggedItem: Sendable, Hashable {
    /// `0x7f9c1d40a2b0`, lowercased; nil for an item the log names only by a `names:` key that
    /// it never resolves to an address.
    public var address: String?
    /// The class as printed: `UILabel`, `MyApp.CardView`, a mangled `_TtC5MyApp8CardView`, a
    /// generic `_UIHostingView<…>`. Nil when the log gives only a name.
    public var className: String?
    /// The name a `names:` list gives the item (its key there, e.g. `name_label`), when the item
    /// is printed by that name rather than by its class.
    public var name: String?
    /// The quoted text UIKit prints after labels, buttons and guides (`'Title'`,
    /// `'UIViewLayoutMarginsGuide'`, a truncated `'Please keep this key in a...'`), unescaped.
    public var text: String?
    /// An item the log implies but does not print: the superview a `|` stands for when the
    /// description has no `names:` list. Reports leave it out of the views.
    public var isStandIn = false

    public init(address: String?, className: String? = nil, name: String? = nil, text: String? = nil) {
        self.address = address
        self.className = className
        self.name = name
        self.text = text
    }

    /// What identifies the item within its block: the address, or the name when there is none.
    public var key: String { address ?? "name:" + (name ?? "?") }

    /// Whether UIKit's class is a layout guide rather than a view (`UILayoutGuide`,
    /// `_UILayoutSpacer`, the stack views' `_UIOLAGapGuide`); legacy `_UILayoutGuide`s are views.
    public var isLayoutGuide: Bool {
        guard let className else { return false }
        return className == "UILayoutGuide" || className.hasSuffix("LayoutSpacer") || className.hasSuffix("GapGuide")
            || className.hasSuffix(".UILayoutGuide")
    }

    /// How reports name the item: `UILabel 'Title'`, `UIView:0x7f9c1d409f10`, `name_label`.
    public var displayName: String {
        if let text, let className { return "\(className) '\(text)'" }
        if let name { return name }
        if let className, let address { return "\(className):\(address)" }
        return address ?? "?"
    }
}

/// One attribute of one item: `UILabel:0x…'Title'.leading`.
public struct LoggedAnchor: Sendable, Hashable {
    /// The item's `LoggedItem.key`.
    public var item: String
    /// The attribute, in the package's shared vocabulary. UIKit's engine names map onto it:
    /// `minX` is `left`, `maxX` `right`, `midX` `centerX` (and likewise for y).
    public var attribute: LayoutAttribute
    /// True for an engine name (`minX`, `midY`, …), which autoresizing-mask constraints use and
    /// which, compared with a constant alone, measure from the superview's origin.
    public var isFrameAttribute: Bool

    public init(item: String, attribute: LayoutAttribute, isFrameAttribute: Bool = false) {
        self.item = item
        self.attribute = attribute
        self.isFrameAttribute = isFrameAttribute
    }
}

/// One constraint as UIKit describes it:
/// `<NSLayoutConstraint:0x600001a3c0f0 'id' UILabel:0x…'Title'.leading == UIView:0x….leadingMargin + 8   (active)>`.
///
/// The equation `first (relation) multiplier × second + constant` is what the description says,
/// whichever form it was printed in (equation or visual format); `second` is nil for a constant.
public struct LoggedConstraint: Sendable, Hashable {
    /// The constraint's address, lowercased (`0x600001a3c0f0`).
    public var address: String
    /// Its class: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
    /// `NSContentSizeLayoutConstraint`, `_UISystemBaselineConstraint`, `_UILayoutSupportConstraint`,
    /// `NSIBPrototypingLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public var kind: String
    /// The identifier in quotes after the address (`UIView-Encapsulated-Layout-Width`, `UISV-spacing`).
    public var identifier: String?
    /// The whole description, from `<` to `>`, as printed.
    public var description: String
    /// The line of the log it starts on (1-based).
    public var line: Int
    /// SnapKit's `@File.swift#42`: where the constraint was made.
    public var sourceFile: String?
    public var sourceLine: Int?
    /// The autoresizing mask code of an `NSAutoresizingMaskLayoutConstraint`: `h=--& v=--&`.
    public var autoresizingMask: String?

    public var first: LoggedAnchor
    public var relation: LayoutRelation
    public var second: LoggedAnchor?
    public var multiplier: Double
    public var constant: Double
    /// The priority, 1000 (required) unless the description prints another.
    public var priority: Double
    /// `Hug:250 CompressionResistance:750` of an `NSContentSizeLayoutConstraint`: the size is held
    /// from above at the hugging priority and from below at the compression resistance.
    public var contentPriorities: ContentPriorities?
    /// `(active)` or `(inactive)` when printed; nil when the log does not say (iOS 8 and 9).
    public var isActive: Bool?
    /// Printed as a visual format (`H:|-(8)-[…]`) rather than as an equation.
    public var isVisualFormat: Bool
    /// The constant is a system spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`).
    public var usesSystemSpacing: Bool
    /// The `names:` list: `|` and the names the description uses, each with its item's key.
    public var names: [String: String]

    /// The priorities of a content-size constraint.
    public struct ContentPriorities: Sendable, Hashable {
        public var hugging: Double
        public var compressionResistance: Double
        public init(hugging: Double, compressionResistance: Double) {
            self.hugging = hugging
            self.compressionResistance = compressionResistance
        }
    }

    public init(address: String, kind: String, identifier: String? = nil, description: String, line: Int,
                first: LoggedAnchor, relation: LayoutRelation, second: LoggedAnchor? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) {
        self.address = address
        self.kind = kind
        self.identifier = identifier
        self.description = description
        self.line = line
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        isVisualFormat = false
        usesSystemSpacing = false
        names = [:]
    }

    /// Whether UIKit made the constraint rather than the app: autoresizing masks, content sizes,
    /// layout support, and identifiers UIKit reserves (`UIView-…`, `UISV-…`, `_UI…`).
    public var isSystemMade: Bool {
        if kind == "NSAutoresizingMaskLayoutConstraint" || kind == "NSContentSizeLayoutConstraint"
            || kind == "_UILayoutSupportConstraint" { return true }
        guard let identifier else { return false }
        return identifier.hasPrefix("UIView-") || identifier.hasPrefix("UISV-") || identifier.hasPrefix("_UI")
            || identifier.hasPrefix("UIViewSafeAreaLayoutGuide-") || identifier.hasPrefix("UIView-Encapsulated")
    }

    /// `UIView-Encapsulated-Layout-Width` or `-Height`: the size a container gave a cell or hosted view.
    public var isEncapsulatedSize: Bool {
        identifier == "UIView-Encapsulated-Layout-Width" || identifier == "UIView-Encapsulated-Layout-Height"
    }
}
