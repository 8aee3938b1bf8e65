import InterfaceBuilder

/// The size classes a document's saved frames were computed for, and the variations they select.
///
/// Interface Builder saves frames for the document's own device and orientation
/// (Apple's size-class documentation and saved documents): iPhones are compact width and regular
/// height in portrait, compact/compact in landscape except phones 414 pt wide or more (regular
/// width); iPads are regular/regular. Legacy size-class documents without a device were laid out on
/// the 600×600 "wAny hAny" canvas, where only the `default` variation applies: `nil` here means
/// Any.
public struct IBTrait: Hashable, Sendable, CustomStringConvertible {
    public var widthClass: IBTraitCondition.SizeClass?
    public var heightClass: IBTraitCondition.SizeClass?

    public init(widthClass: IBTraitCondition.SizeClass?, heightClass: IBTraitCondition.SizeClass?) {
        self.widthClass = widthClass
        self.heightClass = heightClass
    }

    /// The wAny hAny canvas of legacy documents.
    public static let any = IBTrait(widthClass: nil, heightClass: nil)

    /// Whether `condition` applies: `default` always; otherwise every size-class condition must
    /// equal ours (an Any class matches no condition), and no other condition may be set
    /// (`userInterfaceIdiom=mac` describes Mac Catalyst, not an iOS device).
    public func matches(_ condition: IBTraitCondition) -> Bool {
        if condition.isDefault { return true }
        let sizeConditions = (condition.widthClass == nil ? 0 : 1) + (condition.heightClass == nil ? 0 : 1)
        guard condition.conditions.count == sizeConditions else { return false }
        if let w = condition.widthClass, w != widthClass { return false }
        if let h = condition.heightClass, h != heightClass { return false }
        return true
    }

    /// `wC hR`, `wAny hAny`, …: Xcode's notation.
    public var description: String {
        func letter(_ c: IBTraitCondition.SizeClass?) -> String {
            switch c { case .compact?: "C"; case .regular?: "R"; case nil: "Any" }
        }
        return "w\(letter(widthClass)) h\(letter(heightClass))"
    }
}

/// What a document looks like in one trait: which views and constraints are installed, and the
/// per-trait values that replace the written ones.
///
/// Resolution follows Interface Builder's variations: everything starts installed; the matching
/// variations apply from least to most specific (`default` first), an `include` re-installing
/// and an `exclude` uninstalling; a view uninstalled by a `subviews` mask takes its subtree and
/// every constraint touching it along. Per-trait values (a constraint's `constant`, a view's
/// `hidden`, a stack's `axis`, a font) come from the most specific matching variation.
public struct IBTraitResolution: Sendable {
    public let trait: IBTrait
    /// Ids of views a `subviews` mask uninstalls in this trait.
    public private(set) var uninstalledViews: Set<String> = []
    /// Ids of constraints a `constraints` mask uninstalls in this trait.
    public private(set) var uninstalledConstraints: Set<String> = []

    public init(document: IBDocument, trait: IBTrait) {
        self.trait = trait
        var views: [String: Bool] = [:]
        var constraints: [String: Bool] = [:]
        var all: [IBVariation] = []
        document.forEachView { all += $0.variations }
        let variations = all.enumerated()
            .filter { trait.matches($0.element.trait) }
            .sorted { ($0.element.trait.specificity, $0.offset) < ($1.element.trait.specificity, $1.offset) }
            .map(\.element)
        for variation in variations {
            for entry in variation.subviewMask { views[entry.reference] = entry.isIncluded }
            for entry in variation.constraintMask { constraints[entry.reference] = entry.isIncluded }
        }
        uninstalledViews = Set(views.filter { !$0.value }.keys)
        uninstalledConstraints = Set(constraints.filter { !$0.value }.keys)
    }

    /// The most specific matching variation among `variations` that sets `attribute`.
    public func value(of attribute: String, in variations: [IBVariation]) -> String? {
        mostSpecific(variations) { $0.attributes[attribute] }
    }

    /// A constraint's constant in this trait.
    public func constant(of constraint: IBConstraint) -> Double {
        mostSpecific(constraint.variations) { $0.constant } ?? constraint.constant
    }

    /// The view with its per-trait values applied: `hidden`, `misplaced`, `ambiguous`, stack
    /// attributes, and a variation's font on text content.
    public func resolved(_ view: IBView) -> IBView {
        guard !view.variations.isEmpty else { return view }
        var v = view
        func flag(_ name: String) -> Bool? { value(of: name, in: view.variations).map { $0 == "YES" } }
        if let hidden = flag("hidden") { v.hidden = hidden }
        if let misplaced = flag("misplaced") { v.misplaced = misplaced }
        if let ambiguous = flag("ambiguous") { v.ambiguous = ambiguous }
        if var stack = v.stackView {
            if let axis = value(of: "axis", in: view.variations).flatMap(IBStackView.Axis.init(rawValue:)) { stack.axis = axis }
            if let d = value(of: "distribution", in: view.variations).flatMap(IBStackView.Distribution.init(rawValue:)) {
                stack.distribution = d
            }
            if let a = value(of: "alignment", in: view.variations).flatMap(IBStackView.Alignment.init(rawValue:)) {
                stack.alignment = a
            }
            if let s = value(of: "spacing", in: view.variations).flatMap(Double.init) { stack.spacing = s }
            v.stackView = stack
        }
        if let font = mostSpecific(view.variations, { $0.font }), let content = v.content {
            v.content = content.withFont(font)
        }
        return v
    }

    private func mostSpecific<T>(_ variations: [IBVariation], _ read: (IBVariation) -> T?) -> T? {
        variations.enumerated()
            .filter { !$0.element.trait.isDefault && trait.matches($0.element.trait) }
            .sorted { ($0.element.trait.specificity, $0.offset) > ($1.element.trait.specificity, $1.offset) }
            .compactMap { read($0.element) }.first
    }
}

extension IBContent {
    /// The same content with its text font replaced (a per-trait font).
    func withFont(_ font: IBFont) -> IBContent {
        switch self {
        case .label(var l): l.font = font; return .label(l)
        case .button(var b): b.font = font; return .button(b)
        case .textField(var t): t.font = font; return .textField(t)
        case .textView(var t): t.font = font; return .textView(t)
        default: return self
        }
    }
}
