/// The Visual Format Language (VFL): UIKit's ASCII-art constraint strings, parsed into plain data.
///
/// `VisualFormat.parse` reads a string such as `H:|-8-[nameLabel]-8-[nameField]-8-|` exactly as
/// UIKit's `NSLayoutConstraintParser` does (the grammar of the Auto Layout Guide's Visual Format
/// Language appendix, UIKit's error messages and caret columns) and returns a `ParsedVisualFormat`. Views are named by
/// string, never bound to objects: binding to real views is a separate step, so Swift code and
/// layout documents share one parser. `ParsedVisualFormat.constraints` lowers the parse into the
/// flat list of constraint descriptions that `+constraintsWithVisualFormat:options:metrics:views:`
/// would create, in the same order.
public enum VisualFormat {
    /// Parses a visual format string as UIKit does.
    ///
    /// The checks UIKit makes while parsing happen here too, at the same moment, so the first error
    /// reported is the one UIKit would report: unknown views and metrics, priorities outside
    /// 0 < p ≤ 1000, option masks that are illegal for the orientation, and (when the caller says
    /// which views have no superview) a `|` next to a view without a superview.
    ///
    /// - Parameters:
    ///   - format: the visual format string, e.g. `"H:|-[find]-[findNext]-|"`.
    ///   - options: UIKit's `NSLayoutConstraint.FormatOptions`, with the same raw values.
    ///   - metrics: the metrics dictionary: names usable as constants and priorities.
    ///   - viewNames: the keys of the views dictionary.
    ///   - viewsWithoutSuperview: views in `viewNames` that have no superview. UIKit rejects a `|`
    ///     next to such a view; the binding step knows the hierarchy and passes them here so that
    ///     the error carries UIKit's message and caret. Empty by default (every view has one).
    /// - Throws: `VisualFormatError`, with UIKit's message and the caret column.
    public static func parse(
        _ format: String,
        options: Options = [],
        metrics: [String: Double] = [:],
        viewNames: Set<String>,
        viewsWithoutSuperview: Set<String> = []
    ) throws(VisualFormatError) -> ParsedVisualFormat {
        var parser = VisualFormatParser(
            format: format,
            options: options,
            metrics: metrics,
            viewNames: viewNames,
            viewsWithoutSuperview: viewsWithoutSuperview
        )
        return try parser.parse()
    }

    /// Parses a format string and lowers it to constraint descriptions in one step.
    ///
    /// The shape of `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, with
    /// views named by string; superview standard spacing uses the modern layout-margins rule.
    public static func constraints(
        withVisualFormat format: String,
        options: Options = [],
        metrics: [String: Double] = [:],
        viewNames: Set<String>,
        viewsWithoutSuperview: Set<String> = []
    ) throws(VisualFormatError) -> [Constraint] {
        try parse(
            format,
            options: options,
            metrics: metrics,
            viewNames: viewNames,
            viewsWithoutSuperview: viewsWithoutSuperview
        ).constraints
    }
}
