#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension VisualFormatError: CustomStringConvertible {
    /// UIKit's exception reason, exactly: the header, the description, the format and a caret line.
    ///
    /// UIKit's `failWithDescription:` builds
    /// `"Unable to parse constraint format: \n" + description + " \n" + format + " \n" + caret`,
    /// the caret line being spaces and a `^` under the current character (the layout of the messages
    /// quoted in the Auto Layout Guide's Visual Format Language appendix).
    /// The empty-string and non-ASCII errors are one line, thrown before parsing starts.
    public var uikitMessage: String {
        render(reason: reason)
    }

    /// The message to show a person: UIKit's, with "Did you mean '…'?" after the description when
    /// an unknown name is close to a known one, and a caret under a non-ASCII character.
    public var description: String {
        var reason = self.reason
        if let suggestion {
            reason += " Did you mean '\(suggestion)'?"
        }
        if case .nonASCII = kind, let column {
            return render(reason: reason) + " \n" + format + " \n" + VisualFormatError.caretLine(at: column)
        }
        return render(reason: reason)
    }

    /// The closest known name to an unknown view or metric name, when there is one.
    public var suggestion: String? {
        switch kind {
        case .unknownView(_, let suggestion), .unknownMetric(_, let suggestion): suggestion
        default: nil
        }
    }

    /// The middle line of UIKit's message: what went wrong, without the header, format or caret.
    public var reason: String {
        switch kind {
        case .emptyFormat:
            "It's an empty string."
        case .nonASCII:
            "It contains non-ASCII characters."
        case .expectedColonAfterOrientation(.horizontal):
            "Expected ':' after 'H' to specify horizontal arrangement"
        case .expectedColonAfterOrientation(.vertical):
            "Expected ':' after 'V' to specify vertical arrangement"
        case .expectedConnectionAfterSuperview:
            "Expected a connection after the '|' character"
        case .expectedViewOrSuperview:
            "Expected a view or '|'"
        case .expectedEndOfFormat:
            "Expected the end of the format string"
        case .baselineToBaselineInHorizontalLayout:
            "BaselineToBaseline format option not valid for horizontal layout"
        case .alignmentParallelToLayout(let attribute):
            // UIKit picks the text from a per-attribute table; only the horizontal entry has been
            // seen in published logs. The vertical text mirrors it: an inference.
            attribute.isHorizontal
                ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
        case .expectedDashBeforeList:
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
        case .expectedDash:
            "Expected a '-' here"
        case .viewHasNoSuperview:
            "Unable to interpret '|' character, because the related view doesn't have a superview"
        case .priorityNotPositive(let priority):
            "Invalid priority specified: \(VisualFormatError.formatG(priority)). Priority must be greater than 0"
        case .priorityAboveRequired(let priority):
            "Invalid priority specified: \(VisualFormatError.formatG(priority)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        case .expectedMoreInput:
            "Expected more input"
        case .unknownRelation:
            "Unknown relation. Must be ==, >=, or <="
        case .viewUsedAsSpacing:
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
        case .unknownMetric(let name, _):
            "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
        case .expectedNumberOrMetric:
            "Expected a number or key from the metrics dictionary, but encountered something else"
        case .malformedNumber:
            "Expected a number or a key from the metrics dictionary, but encountered something else"
        case .expectedView:
            "Expected a view"
        case .invalidViewName:
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
        case .unknownView(let name, _):
            "\(name) is not a key in the views dictionary."
        case .unexpectedEndInsideView:
            "Unexpectedly ran out of character fodder in the middle of parsing a view"
        case .expectedBracketAfterPredicates:
            "Expected ']' after specifying thickness."
        case .unterminatedViewPredicates:
            "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        case .expectedBracket:
            "Expected a ']' here. That is how you give the end of a view."
        case .expectedClosingParenthesis:
            "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
        case .ambiguousMinus:
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
        case .conflictingDirectionOptions:
            "Options mask contains both directionLeftToRight and directionRightToLeft. Use at most one direction option."
        case .nonFiniteConstant(let value):
            "Invalid constant specified: \(VisualFormatError.formatG(value)). Constants must be finite numbers."
        }
    }

    /// The spaces-and-caret line UIKit prints under the format string.
    static func caretLine(at column: Int) -> String {
        String(repeating: " ", count: max(0, column)) + "^"
    }

    private func render(reason: String) -> String {
        switch kind {
        case .emptyFormat, .nonASCII:
            return "Unable to parse constraint format: " + reason
        default:
            var message = "Unable to parse constraint format: \n" + reason + " \n" + format
            if let column {
                message += " \n" + VisualFormatError.caretLine(at: column)
            }
            return message
        }
    }

    /// `value` as C's `printf("%g")` writes it, as UIKit's priority messages do (`1e+06`, `0.5`).
    static func formatG(_ value: Double) -> String {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var buffer = [CChar](repeating: 0, count: 64)
        let written = buffer.withUnsafeMutableBufferPointer { pointer in
            withVaList([value]) { arguments in
                vsnprintf(pointer.baseAddress, pointer.count, "%g", arguments)
            }
        }
        if written > 0 {
            let bytes = buffer.prefix(min(Int(written), buffer.count - 1)).map { UInt8(bitPattern: $0) }
            return String(decoding: bytes, as: UTF8.self)
        }
        #endif
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
