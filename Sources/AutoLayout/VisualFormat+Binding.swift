import NameSuggestion
import VisualFormat

/// The binding step of the Visual Format Language: the `VisualFormat` module's plain data, whose
/// views are names, turned into `LayoutConstraint`s between real items.
///
/// Two layers, so that Swift code and layout documents share one path:
/// 1. `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` is UIKit's call: it
///    parses and binds in one step and throws `VisualFormatError` (UIKit's message, caret column
///    and a "did you mean") or `AutoLayoutError`.
/// 2. `VisualFormatBinding.parse` and `VisualFormatBinding.constraints(for:views:…)` are the two
///    halves, for callers that resolve names themselves (a layout document maps `vflName`s to
///    items) and want to turn a `VisualFormatError`'s column into their own line and column
///    before binding, or to stamp each constraint with their own `ConstraintOrigin`.
///
/// The constraints come back inactive, as UIKit's do; activate them with
/// `LayoutConstraint.activate(_:)`.
public enum VisualFormatBinding {
    /// How `|` and a bare `-` are resolved: the rules of UIKit's binding (the Auto Layout Guide's
    /// Visual Format Language appendix, and UIKit's behaviour).
    ///
    /// - `|` is the superview of the item beside it in the same constraint: a view's `superview`,
    ///   a layout guide's `owningView` (UIKit's `nsli_superitem`).
    /// - `[a]-[b]` is UIKit's standard sibling spacing, 8 points (`NSSpace`). With a layout guide
    ///   on either side it is 0: the decompiled `UILayoutGuide` resolves every symbolic constant
    ///   to 0 ([DEC-UILG]); which side UIKit asks is not known, so either side decides (our choice).
    /// - Under `spacingBaselineToBaseline`, `V:[a]-[b]` relates `b.firstBaseline` to
    ///   `a.lastBaseline` with the font-derived spacing `b.systemSpacingBelow(a)` when both are
    ///   views with text, as `constraint(equalToSystemSpacingBelow:)` does; otherwise 8.
    /// - `|-[a]` binds to the superview's margin attributes with constant 0 (iOS 8 and later);
    ///   `.superviewEdges` restores the legacy 20 points from the superview's edges.
    public static let standardSiblingSpacing: Double = 8
    /// The legacy standard spacing from a superview edge (`|-[a]` before iOS 8, and AppKit).
    public static let standardSuperviewSpacing: Double = 20

    /// Parses `format` against a views dictionary, as UIKit does before it binds.
    ///
    /// The keys are the names the string may use; items without a superview (or guides without
    /// an owning view) are passed on, so that a `|` beside them fails with UIKit's message and
    /// caret, at the column UIKit reports.
    public static func parse(
        _ format: String,
        options: VisualFormat.Options = [],
        metrics: [String: Double] = [:],
        views: [String: LayoutItem]
    ) throws(VisualFormatError) -> ParsedVisualFormat {
        let withoutSuperview = Set(views.compactMap { name, item in superitem(of: item) == nil ? name : nil })
        return try VisualFormat.parse(
            format, options: options, metrics: metrics,
            viewNames: Set(views.keys), viewsWithoutSuperview: withoutSuperview)
    }

    /// Binds a parsed format to real items: one inactive `LayoutConstraint` per plain constraint,
    /// in UIKit's order.
    ///
    /// - Parameters:
    ///   - parsed: the result of `parse` (or of `VisualFormat.parse` with the same names).
    ///   - views: the items, by the names the format uses.
    ///   - superviewSpacing: how `|-` is lowered; the modern layout-margins rule by default.
    ///   - origin: what each constraint records as its provenance (`.document(…)` for a layout
    ///     document line, `.code(…)` for Swift).
    /// - Throws: `VisualFormatError` when `views` lacks a name the format uses (with a "did you
    ///   mean") or an item beside `|` has no superview; `AutoLayoutError` when the model refuses a
    ///   constraint, such as a baseline of a layout guide (`alignAllLastBaseline` with a guide).
    public static func constraints(
        for parsed: ParsedVisualFormat,
        views: [String: LayoutItem],
        superviewSpacing: VisualFormat.SuperviewSpacing = .layoutMargins,
        origin: ConstraintOrigin = .user
    ) throws -> [LayoutConstraint] {
        try parsed.constraints(superviewSpacing: superviewSpacing).map { plain in
            try bind(plain, in: parsed, views: views, origin: origin)
        }
    }

    // MARK: One constraint

    private static func bind(
        _ plain: VisualFormat.Constraint, in parsed: ParsedVisualFormat,
        views: [String: LayoutItem], origin: ConstraintOrigin
    ) throws -> LayoutConstraint {
        let first = try item(plain.firstItem, beside: plain.viewBesideSuperview, in: parsed, views: views)
        let second = try plain.secondItem.map { item throws in
            try self.item(item, beside: plain.viewBesideSuperview, in: parsed, views: views)
        }
        let constant = resolve(plain, first: first, second: second)
        let constraint = try LayoutConstraint(
            item: first, attribute: plain.firstAttribute, relatedBy: plain.relation,
            toItem: second, attribute: plain.secondAttribute,
            multiplier: plain.multiplier, constant: constant.value)
        if constant.isStandard {
            constraint.systemSpacingMultiplier = 1
        }
        try constraint.setPriority(LayoutPriority(Double(plain.priority)))
        constraint.origin = origin
        return constraint
    }

    /// The item a plain constraint names: a view of the dictionary, or the superview beside it.
    private static func item(
        _ item: VisualFormat.Item, beside: String?, in parsed: ParsedVisualFormat, views: [String: LayoutItem]
    ) throws -> LayoutItem {
        switch item {
        case .view(let name):
            return try lookUp(name, in: parsed, views: views)
        case .superview:
            // A bar is always paired with a view (the parser never joins two bars).
            let name = beside ?? ""
            let neighbour = try lookUp(name, in: parsed, views: views)
            guard let superitem = superitem(of: neighbour) else {
                throw VisualFormatError(
                    kind: .viewHasNoSuperview(view: name), format: parsed.format, column: parsed.format.utf8.count)
            }
            return superitem
        }
    }

    private static func lookUp(
        _ name: String, in parsed: ParsedVisualFormat, views: [String: LayoutItem]
    ) throws(VisualFormatError) -> LayoutItem {
        if let item = views[name] { return item }
        // Only reachable when `parsed` was made with other names: point at the view's `]`.
        let column = parsed.views.first { $0.name == name }.map { $0.columns.upperBound - 1 } ?? 0
        // The parser's rule for view names: up to min(3, length / 3) edits.
        let suggestion = NameSuggestion.closest(to: name, among: views.keys, maximumDistance: min(3, name.count / 3))
        throw VisualFormatError(
            kind: .unknownView(name: name, suggestion: suggestion), format: parsed.format, column: column)
    }

    /// `|`: a view's superview, a guide's owning view (`nsli_superitem`).
    static func superitem(of item: LayoutItem) -> View? {
        if let view = item as? View { return view.superview }
        if let guide = item as? LayoutGuide { return guide.owningView }
        return nil
    }

    /// The constant in points, and whether it is a standard spacing.
    private static func resolve(
        _ plain: VisualFormat.Constraint, first: LayoutItem, second: LayoutItem?
    ) -> (value: Double, isStandard: Bool) {
        switch plain.constant {
        case .points(let points):
            return (points, false)
        case .standardSpacingToSuperview:
            return (standardSuperviewSpacing, true)
        case .standardSpacing:
            return (standardSpacing(first, plain.firstAttribute, second, plain.secondAttribute), true)
        }
    }

    /// The standard spacing `[second]-[first]` stands for between two siblings: 0 beside a
    /// layout guide, the fonts' baseline-to-baseline spacing (`first.systemSpacingBelow(second)`)
    /// from a last baseline to a first baseline of views with text, else 8.
    ///
    /// Layout documents lower their VFL lines' standard spacings with this too, so that a
    /// document and Swift code get the same constraints from the same line.
    public static func standardSpacing(_ first: LayoutItem, _ firstAttribute: LayoutAttribute,
                                       _ second: LayoutItem?, _ secondAttribute: LayoutAttribute) -> Double {
        if first is LayoutGuide || second is LayoutGuide { return 0 }
        if firstAttribute == .firstBaseline, secondAttribute == .lastBaseline,
           let lower = first as? View, let upper = second as? View, let spacing = lower.systemSpacingBelow(upper) {
            return spacing
        }
        return standardSiblingSpacing
    }
}

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.FormatOptions`, with the same raw values.
    public typealias FormatOptions = VisualFormat.Options

    /// The constraints a visual format string describes (`constraints(withVisualFormat:options:
    /// metrics:views:)`), inactive, in UIKit's order.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-8-[nameLabel]-8-[nameField]-8-|",
    ///     views: ["nameLabel": nameLabel, "nameField": nameField])
    /// try LayoutConstraint.activate(constraints)
    /// ```
    ///
    /// `views` may hold views and layout guides (the legacy `topLayoutGuide` is the classic case:
    /// `V:[top]-20-[content]`). Binding rules: see `VisualFormatBinding`.
    ///
    /// - Throws: `VisualFormatError` for the string, with UIKit's message, the caret column and a
    ///   "did you mean" for an unknown view or metric; `AutoLayoutError` when the model refuses a
    ///   constraint (a baseline of a layout guide).
    public static func constraints(
        withVisualFormat format: String,
        options: FormatOptions = [],
        metrics: [String: Double] = [:],
        views: [String: LayoutItem]
    ) throws -> [LayoutConstraint] {
        let parsed = try VisualFormatBinding.parse(format, options: options, metrics: metrics, views: views)
        return try VisualFormatBinding.constraints(for: parsed, views: views)
    }
}
