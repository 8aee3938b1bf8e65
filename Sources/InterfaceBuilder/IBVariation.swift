/// A `<variation>`: what changes for one size-class combination, kept as data.
///
/// How IB resolves a trait: start with everything installed,
/// apply the `default` variation's excludes (what is not installed in the Any/Any base), then
/// apply the matching variations from least to most specific; `include` re-installs, `exclude`
/// uninstalls, and a `subviews` mask uninstalls whole views with their constraints. Variations
/// also carry per-trait values: a constraint's `constant`, a stack's `axis`, a view's frame
/// while uninstalled, a label's font. `resolve` is left to the layout step.
public struct IBVariation: Hashable, Sendable {
    public var trait: IBTraitCondition
    /// `<mask key="constraints">` entries, in order.
    public var constraintMask: [IBMaskEntry]
    /// `<mask key="subviews">` entries, in order.
    public var subviewMask: [IBMaskEntry]
    /// `<rect key="frame">` inside the variation: the view's frame in that trait.
    public var frame: IBRect?
    /// `<fontDescription>` inside the variation.
    public var font: IBFont?
    /// The per-trait attribute values as written (`constant`, `axis`, `spacing`, `hidden`,
    /// `misplaced`, `ambiguous`, `fixedFrame`, …), each checked by the reader where it knows the
    /// attribute's type.
    public var attributes: [String: String]
    public var line: Int

    public init(trait: IBTraitCondition, constraintMask: [IBMaskEntry] = [], subviewMask: [IBMaskEntry] = [],
                frame: IBRect? = nil, font: IBFont? = nil, attributes: [String: String] = [:], line: Int) {
        self.trait = trait
        self.constraintMask = constraintMask
        self.subviewMask = subviewMask
        self.frame = frame
        self.font = font
        self.attributes = attributes
        self.line = line
    }

    /// The per-trait `constant` of a constraint variation.
    public var constant: Double? { attributes["constant"].flatMap(XMLNode.finiteNumber) }
}

/// A variation's `key`: `default`, or conditions such as `heightClass=compact-widthClass=regular`.
public struct IBTraitCondition: Hashable, Sendable, CustomStringConvertible {
    public enum SizeClass: String, CaseIterable, Hashable, Sendable {
        case compact, regular
    }

    /// The key exactly as written.
    public var key: String
    /// `key="default"`: the base (Any/Any) configuration.
    public var isDefault: Bool
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    /// Every `name=value` condition, including ones other than size classes
    /// (`userInterfaceIdiom=mac`).
    public var conditions: [String: String]

    public init(key: String, isDefault: Bool, widthClass: SizeClass?, heightClass: SizeClass?,
                conditions: [String: String]) {
        self.key = key
        self.isDefault = isDefault
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.conditions = conditions
    }

    /// How many conditions it sets: variations apply from least to most specific.
    public var specificity: Int { isDefault ? 0 : conditions.count }

    /// True when the variation applies to a trait collection with these size classes: every
    /// size-class condition matches, and there are no other conditions.
    ///
    /// `default` matches everything: it describes the base configuration.
    public func matches(widthClass: SizeClass, heightClass: SizeClass) -> Bool {
        if isDefault { return true }
        guard conditions.count == (self.widthClass == nil ? 0 : 1) + (self.heightClass == nil ? 0 : 1) else {
            return false
        }
        return (self.widthClass ?? widthClass) == widthClass && (self.heightClass ?? heightClass) == heightClass
    }

    public var description: String { key }
}

/// One `<include reference>` or `<exclude reference>` of a mask.
public struct IBMaskEntry: Hashable, Sendable {
    /// The id of a constraint (constraint masks) or a view (subview masks).
    public var reference: String
    /// True for `include` (install in this trait), false for `exclude`.
    public var isIncluded: Bool
    public var line: Int

    public init(reference: String, isIncluded: Bool, line: Int) {
        self.reference = reference
        self.isIncluded = isIncluded
        self.line = line
    }
}
