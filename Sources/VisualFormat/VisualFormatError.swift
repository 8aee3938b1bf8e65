/// Why a visual format string was rejected, and where: the module's one error type.
///
/// Structured like swift-argument-parser's `ParserError`: `kind` says what went wrong with the data
/// needed to explain it, `column` says where, and the messages are rendered separately (see
/// `VisualFormatError+Message.swift`). `uikitMessage` is UIKit's exception reason, character for
/// character; `description` adds a "did you mean" where one is obvious.
public struct VisualFormatError: Error, Hashable, Sendable {
    /// What went wrong.
    public var kind: Kind
    /// The format string that was being parsed.
    public var format: String
    /// The 0-based character offset UIKit's caret points at (it may equal the string's length, just
    /// past its end). `nil` for problems that belong to no position: an empty string or an
    /// impossible option mask.
    public var column: Int?

    public init(kind: Kind, format: String, column: Int?) {
        self.kind = kind
        self.format = format
        self.column = column
    }

    /// Every way a visual format can be rejected.
    ///
    /// Each case's doc comment gives the message; all but the last two are the strings UIKit's
    /// `NSLayoutConstraintParser` raises (two of them are quoted in the Visual Format Language
    /// appendix of Apple's Auto Layout Guide; the others appear in developers' crash logs).
    public enum Kind: Hashable, Sendable {
        /// "It's an empty string."
        case emptyFormat
        /// "It contains non-ASCII characters." UIKit converts the string to ASCII before parsing.
        case nonASCII
        /// "Expected ':' after 'H' to specify horizontal arrangement" (or 'V', vertical).
        ///
        /// A string whose first character is `H` or `V` must continue with `:`.
        case expectedColonAfterOrientation(LayoutAxis)
        /// "Expected a connection after the '|' character"
        case expectedConnectionAfterSuperview
        /// "Expected a view or '|'"
        case expectedViewOrSuperview
        /// "Expected the end of the format string"
        case expectedEndOfFormat
        /// "BaselineToBaseline format option not valid for horizontal layout"
        case baselineToBaselineInHorizontalLayout
        /// "Options mask required views to be aligned on a horizontal edge, which is not allowed for
        /// layout that is also horizontal." (or the vertical counterpart).
        ///
        /// `attribute` is the first offending alignment attribute, in UIKit's ascending bit order.
        case alignmentParallelToLayout(attribute: LayoutAttribute)
        /// "Expected a '-' here. To specify a list of constraints, you must use parentheses around
        /// the list of constraints"
        case expectedDashBeforeList
        /// "Expected a '-' here"
        case expectedDash
        /// "Unable to interpret '|' character, because the related view doesn't have a superview"
        case viewHasNoSuperview(view: String)
        /// "Invalid priority specified: %g. Priority must be greater than 0"
        case priorityNotPositive(Double)
        /// "Invalid priority specified: %g. Priority cannot be higher than
        /// NSLayoutPriorityRequired, which is 1000."
        case priorityAboveRequired(Double)
        /// "Expected more input"
        case expectedMoreInput
        /// "Unknown relation. Must be ==, >=, or <="
        case unknownRelation
        /// "It's not possible to set a space equal to the width or height of a view.  Perhaps you
        /// want to use a view as a spacer? [view1][spacer(==view1)][view2]"
        case viewUsedAsSpacing(view: String)
        /// "Encountered metric with name "%@", but value was not specified in metrics or views
        /// dictionaries"
        ///
        /// `suggestion` is the closest known name, if one is close enough.
        case unknownMetric(name: String, suggestion: String?)
        /// "Expected a number or key from the metrics dictionary, but encountered something else"
        case expectedNumberOrMetric
        /// "Expected a number or a key from the metrics dictionary, but encountered something else"
        ///
        /// UIKit's second wording: a `-` that does not begin a number.
        case malformedNumber
        /// "Expected a view"
        case expectedView
        /// "Expected a view. View names must start with a letter or an underscore, then contain
        /// letters, numbers, and underscores."
        case invalidViewName
        /// "%@ is not a key in the views dictionary."
        ///
        /// `suggestion` is the closest key of the views dictionary, if one is close enough.
        case unknownView(name: String, suggestion: String?)
        /// "Unexpectedly ran out of character fodder in the middle of parsing a view"
        case unexpectedEndInsideView
        /// "Expected ']' after specifying thickness."
        case expectedBracketAfterPredicates
        /// "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case unterminatedViewPredicates
        /// "Expected a ']' here. That is how you give the end of a view."
        case expectedBracket
        /// "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint
        /// modifier"
        case expectedClosingParenthesis
        /// "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use
        /// parentheses around negative numbers."
        case ambiguousMinus
        /// Not UIKit's: both direction options at once. UIKit silently reads the mask as
        /// left-to-right; a caller who sets both has a bug, so it is reported.
        case conflictingDirectionOptions
        /// Not UIKit's: a constant that is NaN or infinite (`-inf`, `1e999`, or such a metric).
        /// UIKit accepts it here and throws "constant is not finite!" when the constraint is made.
        case nonFiniteConstant(Double)
    }
}
