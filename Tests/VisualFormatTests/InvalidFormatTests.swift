import Testing
import VisualFormat

/// One invalid format string with UIKit's description line and the caret column it must report.
///
/// Columns are worked out by hand from the decompiled parser's cursor (UIKit's VFL parser):
/// UIKit fails at the character it is looking at, after consuming any name or number it just read.
struct InvalidFormat: Sendable, CustomTestStringConvertible {
    var format: String
    var options: VisualFormat.Options = []
    var metrics: [String: Double] = [:]
    var views: Set<String> = ["a", "b", "c"]
    var withoutSuperview: Set<String> = []
    var reason: String
    var column: Int?
    var suggestion: String?

    var testDescription: String { "\(format) → \(reason)" }
}

@Suite("Invalid format strings")
struct InvalidFormatTests {
    static let alignHorizontal =
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
    static let alignVertical =
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
    static let noSuperview =
        "Unable to interpret '|' character, because the related view doesn't have a superview"
    static let cannotTellMinus =
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
    static let spacer =
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    static let numberOrKey = "Expected a number or key from the metrics dictionary, but encountered something else"

    static let rows: [InvalidFormat] = [
        // The whole string.
        InvalidFormat(format: "", reason: "It's an empty string.", column: nil),
        InvalidFormat(format: "[a]-[é]", reason: "It contains non-ASCII characters.", column: 5),
        InvalidFormat(format: "V|[backgroundBox]|", views: ["backgroundBox"],
                      reason: "Expected ':' after 'V' to specify vertical arrangement", column: 1),
        InvalidFormat(format: "Hello", reason: "Expected ':' after 'H' to specify horizontal arrangement", column: 1),
        InvalidFormat(format: "H|[a]", reason: "Expected ':' after 'H' to specify horizontal arrangement", column: 1),
        InvalidFormat(format: "v:[a]", reason: "Expected a view", column: 0),
        InvalidFormat(format: "H:", reason: "Expected a view", column: 2),
        InvalidFormat(format: "|", reason: "Expected a connection after the '|' character", column: 1),
        InvalidFormat(format: "H:|-10-|", reason: "Expected a view", column: 7),
        InvalidFormat(format: "|-|", reason: "Expected a view", column: 2),
        InvalidFormat(format: "[a]x", reason: "Expected a view or '|'", column: 3),
        InvalidFormat(format: "[a(10)]]", reason: "Expected a view or '|'", column: 7),
        InvalidFormat(format: "[a]-10-", reason: "Expected a view or '|'", column: 7),
        InvalidFormat(format: "[a]|x", reason: "Expected the end of the format string", column: 4),
        InvalidFormat(format: "[a]-10-|x", reason: "Expected the end of the format string", column: 8),

        // Connections.
        InvalidFormat(format: "[a]-", reason: "Expected more input", column: 4),
        InvalidFormat(format: "[a]-[b]-", reason: "Expected more input", column: 8),
        InvalidFormat(format: "[a]-(", reason: "Expected more input", column: 5),
        InvalidFormat(format: "[a]--[b]", reason: cannotTellMinus, column: 4),
        InvalidFormat(format: "[a]-10,20-[b]",
                      reason: "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
                      column: 6),
        InvalidFormat(format: "[a]-8,",
                      reason: "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
                      column: 5),
        InvalidFormat(format: "[a]-10[b]", reason: "Expected a '-' here", column: 6),
        InvalidFormat(format: "[a]-8", reason: "Expected a '-' here", column: 5),
        InvalidFormat(format: "[a]-(10-[b]",
                      reason: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
                      column: 7),
        InvalidFormat(format: "[a]-(10,20-[b]",
                      reason: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
                      column: 10),
        InvalidFormat(format: "[a]-(8",
                      reason: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
                      column: 6),
        InvalidFormat(format: "[a]-(==b)-[b]", reason: spacer, column: 8),
        InvalidFormat(format: "[a]-(10@b)-[c]", reason: spacer, column: 9),

        // Predicates: relations, constants, priorities.
        InvalidFormat(format: "[a(<5)]", reason: "Unknown relation. Must be ==, >=, or <=", column: 4),
        InvalidFormat(format: "[a(=5)]", reason: "Unknown relation. Must be ==, >=, or <=", column: 4),
        InvalidFormat(format: "[a(>5)]", reason: "Unknown relation. Must be ==, >=, or <=", column: 4),
        InvalidFormat(format: "[a(+5)]", reason: numberOrKey, column: 3),
        InvalidFormat(format: "[a(.5)]", reason: numberOrKey, column: 3),
        InvalidFormat(format: "[a(10,)]", reason: numberOrKey, column: 6),
        InvalidFormat(format: "[a]-(-)-[b]",
                      reason: "Expected a number or a key from the metrics dictionary, but encountered something else",
                      column: 5),
        InvalidFormat(format: "|-margiin-[a]", metrics: ["margin": 8],
                      reason: "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries",
                      column: 9, suggestion: "margin"),
        InvalidFormat(format: "[a(==buton)]", views: ["a", "button"],
                      reason: "Encountered metric with name \"buton\", but value was not specified in metrics or views dictionaries",
                      column: 10, suggestion: "button"),
        InvalidFormat(format: "[a]-(10@p)-[b]",
                      reason: "Encountered metric with name \"p\", but value was not specified in metrics or views dictionaries",
                      column: 9),
        InvalidFormat(format: "[a(10@0)]", reason: "Invalid priority specified: 0. Priority must be greater than 0", column: 7),
        InvalidFormat(format: "[a(10@-5)]", reason: "Invalid priority specified: -5. Priority must be greater than 0", column: 8),
        InvalidFormat(format: "[a(10@b)]", reason: "Invalid priority specified: 0. Priority must be greater than 0", column: 7),
        InvalidFormat(format: "[a(10@p)]", metrics: ["p": .nan],
                      reason: "Invalid priority specified: nan. Priority must be greater than 0", column: 7),
        InvalidFormat(format: "[a(10@1001)]",
                      reason: "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
                      column: 10),
        InvalidFormat(format: "[a(10@1e6)]",
                      reason: "Invalid priority specified: 1e+06. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
                      column: 9),
        InvalidFormat(format: "[a(10@1e999)]",
                      reason: "Invalid priority specified: inf. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
                      column: 11),
        InvalidFormat(format: "[a]-(-inf)-[b]",
                      reason: "Invalid constant specified: -inf. Constants must be finite numbers.", column: 9),
        InvalidFormat(format: "[a(w)]", metrics: ["w": .infinity],
                      reason: "Invalid constant specified: inf. Constants must be finite numbers.", column: 4),

        // Views.
        InvalidFormat(format: "[", reason: "Expected a view", column: 1),
        InvalidFormat(format: "[a", reason: "Expected a ']' here. That is how you give the end of a view.", column: 2),
        InvalidFormat(format: "[a][b", reason: "Expected a ']' here. That is how you give the end of a view.", column: 5),
        InvalidFormat(format: "[1a]",
                      reason: "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
                      column: 1),
        InvalidFormat(format: "[]",
                      reason: "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
                      column: 1),
        InvalidFormat(format: "|[whiteBox2][blackBox]", views: ["whiteBox2", "blackBox4"],
                      reason: "blackBox is not a key in the views dictionary.", column: 21, suggestion: "blackBox4"),
        InvalidFormat(format: "[nameLable]", views: ["nameLabel", "nameField"],
                      reason: "nameLable is not a key in the views dictionary.", column: 10, suggestion: "nameLabel"),
        InvalidFormat(format: "[namelabel]", views: ["nameLabel"],
                      reason: "namelabel is not a key in the views dictionary.", column: 10, suggestion: "nameLabel"),
        InvalidFormat(format: "[xyz]", reason: "xyz is not a key in the views dictionary.", column: 4),
        InvalidFormat(format: "[a(", reason: "Unexpectedly ran out of character fodder in the middle of parsing a view", column: 3),
        InvalidFormat(format: "[a(10",
                      reason: "A predicate on a view's thickness must end with ')' and the view must end with ']'", column: 5),
        InvalidFormat(format: "|[whiteBox1][blackBox4(blackWidth][redBox]|", metrics: ["blackWidth": 10],
                      views: ["whiteBox1", "blackBox4", "redBox"],
                      reason: "A predicate on a view's thickness must end with ')' and the view must end with ']'", column: 33),
        InvalidFormat(format: "[a(10)", reason: "Expected ']' after specifying thickness.", column: 6),

        // Options and the superview.
        InvalidFormat(format: "H:[a][b]", options: .alignAllLeading, reason: alignHorizontal, column: 8),
        InvalidFormat(format: "H:[a]-[b]", options: [.alignAllTop, .alignAllLeft], reason: alignHorizontal, column: 9),
        InvalidFormat(format: "[a]-[b]", options: .alignAllCenterX, reason: alignHorizontal, column: 7),
        InvalidFormat(format: "V:[a][b]", options: .alignAllTop, reason: alignVertical, column: 8),
        InvalidFormat(format: "V:[a][b]", options: .alignAllFirstBaseline, reason: alignVertical, column: 8),
        InvalidFormat(format: "H:|[a]", options: .spacingBaselineToBaseline,
                      reason: "BaselineToBaseline format option not valid for horizontal layout", column: 6),
        InvalidFormat(format: "[a][b]", options: [.spacingBaselineToBaseline, .alignAllLeading],
                      reason: "BaselineToBaseline format option not valid for horizontal layout", column: 6),
        InvalidFormat(format: "[a]-[b]", options: [.directionLeftToRight, .directionRightToLeft],
                      reason: "Options mask contains both directionLeftToRight and directionRightToLeft. Use at most one direction option.",
                      column: nil),
        InvalidFormat(format: "|[a]", withoutSuperview: ["a"], reason: noSuperview, column: 4),
        InvalidFormat(format: "V:|[imageView]-(11@750)-[titleLabel]|", views: ["imageView", "titleLabel"],
                      withoutSuperview: ["titleLabel"], reason: noSuperview, column: 37),
        // [SO-IBDESIGNABLE]: UIKit's caret sits at the end, after the view's own predicates.
        InvalidFormat(format: "H:|-(>=50)-[view(100)]", views: ["view"], withoutSuperview: ["view"],
                      reason: noSuperview, column: 22),
        InvalidFormat(
            format: "H:|-margiin-[_iconImageView(width)]-margin-[_shopNameLabel]-margin-[_startingFeeLabel]-margin-|",
            metrics: ["margin": 8, "width": 40],
            views: ["_iconImageView", "_shopNameLabel", "_startingFeeLabel"],
            reason: "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries",
            column: 11, suggestion: "margin"),
    ]

    @Test("Invalid strings give UIKit's description and caret column", arguments: rows)
    func invalid(_ row: InvalidFormat) {
        do {
            let parsed = try VisualFormat.parse(
                row.format, options: row.options, metrics: row.metrics,
                viewNames: row.views, viewsWithoutSuperview: row.withoutSuperview)
            Issue.record("parsed, but should fail: \(parsed.constraints)")
        } catch {
            #expect(error.reason == row.reason)
            #expect(error.column == row.column)
            #expect(error.suggestion == row.suggestion)
            #expect(error.format == row.format)
        }
    }

    @Test("The message is UIKit's exception reason, character for character")
    func uikitLayout() {
        let error = VisualFormatError(
            kind: .expectedColonAfterOrientation(.vertical), format: "V|[backgroundBox]|", column: 1)
        #expect(error.uikitMessage == """
            Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[backgroundBox]| \n ^
            """)
        #expect(error.description == error.uikitMessage)
    }

    @Test("One-line messages for an empty or non-ASCII string")
    func oneLineMessages() throws {
        let empty = VisualFormatError(kind: .emptyFormat, format: "", column: nil)
        #expect(empty.uikitMessage == "Unable to parse constraint format: It's an empty string.")
        #expect(empty.description == empty.uikitMessage)

        let nonASCII = VisualFormatError(kind: .nonASCII, format: "[a]–[b]", column: 3)
        #expect(nonASCII.uikitMessage == "Unable to parse constraint format: It contains non-ASCII characters.")
        #expect(nonASCII.description == """
            Unable to parse constraint format: It contains non-ASCII characters. \n[a]–[b] \n   ^
            """)
    }

    @Test("A suggestion follows UIKit's description in the human message only")
    func suggestionRendering() throws {
        let error = VisualFormatError(
            kind: .unknownView(name: "blackBox", suggestion: "blackBox4"),
            format: "|[whiteBox2][blackBox]", column: 21)
        #expect(error.uikitMessage == """
            Unable to parse constraint format: \nblackBox is not a key in the views dictionary. \n|[whiteBox2][blackBox] \n                     ^
            """)
        #expect(error.description == """
            Unable to parse constraint format: \nblackBox is not a key in the views dictionary. Did you mean 'blackBox4'? \n|[whiteBox2][blackBox] \n                     ^
            """)
    }

    @Test("An error without a column has no caret line")
    func noCaret() {
        let error = VisualFormatError(kind: .conflictingDirectionOptions, format: "[a]", column: nil)
        #expect(error.uikitMessage == """
            Unable to parse constraint format: \nOptions mask contains both directionLeftToRight and directionRightToLeft. Use at most one direction option. \n[a]
            """)
    }

    @Test("A missing superview is reported with the view it concerns")
    func superviewKind() {
        #expect(throws: VisualFormatError(kind: .viewHasNoSuperview(view: "b"), format: "[a]-[b]-|", column: 9)) {
            try VisualFormat.parse("[a]-[b]-|", viewNames: ["a", "b"], viewsWithoutSuperview: ["b"])
        }
        // No bar, no superview needed.
        #expect(throws: Never.self) {
            try VisualFormat.parse("[a]-[b]", viewNames: ["a", "b"], viewsWithoutSuperview: ["a", "b"])
        }
    }

    @Test("The first error in reading order wins, as in UIKit")
    func firstErrorWins() {
        // The alignment check runs when [b] is finished, before the stray character is read.
        #expect(throws: VisualFormatError(
            kind: .alignmentParallelToLayout(attribute: .leading), format: "[a][b]x", column: 6)) {
            try VisualFormat.parse("[a][b]x", options: .alignAllLeading, viewNames: ["a", "b"])
        }
        // An unknown view is found before its predicates are read.
        #expect(throws: VisualFormatError(
            kind: .unknownView(name: "q", suggestion: nil), format: "[q(<5)]", column: 2)) {
            try VisualFormat.parse("[q(<5)]", viewNames: ["a"])
        }
    }
}
