import LayoutDocument
import Testing

/// An invalid constraint line, the message it must get and the offset (in Unicode scalars from the
/// start of the line) of the column the message points at, worked out by hand.
struct InvalidLine: Sendable, CustomTestStringConvertible {
    var line: String
    var message: String
    var offset: Int

    var testDescription: String { line }
}

@Suite("Invalid constraint lines")
struct InvalidConstraintLineTests {
    static let rows: [InvalidLine] = [
        // Unknown names, with the closest known one.
        InvalidLine(line: "Bottom Layout Guide.Top = Long Button.Botton + 20.0",
                    message: "unknown attribute 'Botton'; did you mean 'Bottom'?", offset: 38),
        InvalidLine(line: "Nmae Label.Leading = Superview.LeadingMargin",
                    message: "unknown view 'Nmae Label'; did you mean 'Name Label'?", offset: 0),
        InvalidLine(line: "Name Label.Leading = Superview.LeadingMargn",
                    message: "unknown attribute 'LeadingMargn'; did you mean 'LeadingMargin'?", offset: 31),
        InvalidLine(line: "Name Label.Leading = Supervew.LeadingMargin",
                    message: "unknown view 'Supervew'; did you mean 'Superview'?", offset: 21),
        InvalidLine(line: "Name Label.Top = Top Layout Guid.Bottom",
                    message: "unknown view 'Top Layout Guid'; did you mean 'Top Layout Guide'?", offset: 17),
        InvalidLine(line: "Name Label.Top = Elsewhere.Bottom", message: "unknown view 'Elsewhere'", offset: 17),
        InvalidLine(line: "Name Label.Middle = Superview.Top",
                    message: "unknown attribute 'Middle'; expected one of: Left, Right, Top, Bottom, Leading, "
                        + "Trailing, Width, Height, CenterX, CenterY, LastBaseline, FirstBaseline, LeftMargin, "
                        + "RightMargin, TopMargin, BottomMargin, LeadingMargin, TrailingMargin, "
                        + "CenterXWithinMargins, CenterYWithinMargins", offset: 11),
        // Attributes an item does not have.
        InvalidLine(line: "Name Label.Top = Top Layout Guide.Leading",
                    message: "Top Layout Guide has no Leading attribute; it has Top, Bottom, Height", offset: 34),
        InvalidLine(line: "Safe Area.Baseline = Red View.Bottom",
                    message: "Safe Area has no LastBaseline attribute; it has Left, Right, Top, Bottom, Leading, "
                        + "Trailing, Width, Height, CenterX, CenterY", offset: 10),
        InvalidLine(line: "Red View.Leading = Content Guide.LeadingMargin",
                    message: "Content Guide has no LeadingMargin attribute; it has Left, Right, Top, Bottom, "
                        + "Leading, Trailing, Width, Height, CenterX, CenterY", offset: 33),
        // Auto Layout's pairing rules.
        InvalidLine(line: "Name Label.Width = Superview.Leading",
                    message: "cannot relate Width to Leading: a size can only be related to a size", offset: 29),
        InvalidLine(line: "Name Label.Leading = 20",
                    message: "Leading is a location and needs a second item; only Width and Height can be set to a constant",
                    offset: 11),
        InvalidLine(line: "Name Label.Leading = Superview.Top",
                    message: "cannot relate Leading to Top: horizontal and vertical locations do not mix", offset: 31),
        InvalidLine(line: "Name Label.Leading = Superview.LeftMargin",
                    message: "cannot relate Leading to LeftMargin: use leading/trailing for both or neither", offset: 31),
        InvalidLine(line: "Name Label.Right = Blue View.Trailing",
                    message: "cannot relate Right to Trailing: use leading/trailing for both or neither", offset: 29),
        // Multipliers and priorities.
        InvalidLine(line: "Red View.Width = 0 x Blue View.Width",
                    message: "invalid multiplier '0 x': a multiplier of 0 makes an illegal constraint", offset: 17),
        InvalidLine(line: "Red View.Width = 2/0 Blue View.Width",
                    message: "invalid multiplier '2/0': the denominator is zero", offset: 17),
        InvalidLine(line: "Red View.Width = 0% Blue View.Width",
                    message: "invalid multiplier '0%': a multiplier of 0 makes an illegal constraint", offset: 17),
        InvalidLine(line: "Red View.Width = Blue View.Width (Priority 0)",
                    message: "invalid priority 0: a priority must be greater than 0 and at most 1000", offset: 43),
        InvalidLine(line: "Red View.Width = Blue View.Width (Priority 1001)",
                    message: "invalid priority 1001: a priority must be greater than 0 and at most 1000", offset: 43),
        InvalidLine(line: "Red View.Width = Blue View.Width (Prio 750)",
                    message: "expected 'Priority' after '(', found 'Prio'", offset: 34),
        InvalidLine(line: "Red View.Width = Blue View.Width (Priority 750",
                    message: "expected ')' after the priority, found the end of the line", offset: 46),
        InvalidLine(line: "Red View.Width = Blue View.Width (Priority high)",
                    message: "expected a priority number, found 'high)'", offset: 43),
        // Grammar.
        InvalidLine(line: "Name Label.Leading Superview.LeadingMargin",
                    message: "expected a relation (=, >= or <=), found 'Superview.LeadingMargin'", offset: 19),
        InvalidLine(line: "Name Label = Superview.Leading",
                    message: "expected '.' and an attribute after 'Name Label', found '='", offset: 11),
        InvalidLine(line: "Red View.Width < Blue View.Width",
                    message: "expected '<=' (a relation is =, >= or <=), found '<'", offset: 15),
        InvalidLine(line: "Red View.Width => Blue View.Width", message: "expected a view name, found '>'", offset: 16),
        InvalidLine(line: "Red View.Width = Blue View.Width +",
                    message: "expected a number or Standard after '+', found the end of the line", offset: 34),
        InvalidLine(line: "Red View.Width = Blue View.Width - Standard",
                    message: "expected a number after '-' (Standard spacing can only be added), found 'Standard'",
                    offset: 35),
        InvalidLine(line: "Red View.Width = Blue View.Width 20",
                    message: "expected '+', '-', '(Priority N)' or the end of the line, found '20'", offset: 33),
        InvalidLine(line: "Red View.Width = 20 pt",
                    message: "expected '.' and an attribute after '20 pt', found the end of the line", offset: 22),
        InvalidLine(line: "Red View.Width = 2 x", message: "expected a view name, found the end of the line", offset: 20),
        InvalidLine(line: "Red View. = 10", message: "expected an attribute after 'Red View.', found '='", offset: 10),
        InvalidLine(line: "Red View.Width = 150 +", message: "expected '(Priority N)' or the end of the line, found '+'",
                    offset: 21),
        InvalidLine(line: "Red View.Width = -", message: "expected a number after '-', found the end of the line",
                    offset: 18),
        InvalidLine(line: "Red View.Width = Blue View.Width + Standard (Priority 10) extra",
                    message: "expected '+', '-', '(Priority N)' or the end of the line, found 'extra'", offset: 58),
        // Names in any script keep their columns in Unicode scalars.
        InvalidLine(line: "Red View.Width = 姓名.Width", message: "unknown view '姓名'", offset: 17),
    ]

    @Test("is rejected with the message and column worked out by hand", arguments: rows)
    func rejects(_ row: InvalidLine) throws {
        let error = try Fixture.error(Fixture.document(constraint: row.line))
        #expect(error.message == row.message)
        #expect(error.location == SourceLocation(line: Fixture.constraintLine,
                                                 column: Fixture.constraintColumn + row.offset))
        #expect(error.description == "\(Fixture.constraintLine):\(Fixture.constraintColumn + row.offset): \(row.message)")
    }

    @Test("the issue's example message")
    func issueExample() throws {
        let error = try Fixture.error(Fixture.document(constraint: "Long Button.Botton = Short Button.Bottom"))
        #expect(error.message == "unknown attribute 'Botton'; did you mean 'Bottom'?")
        #expect(error.suggestion == "Bottom")
        #expect(error.location?.column == 17)
    }

    @Test("columns count from the opening quote of a quoted line")
    func quotedLine() throws {
        let yaml = Fixture.views + "\nconstraints:\n  - 'Red View.Width = Blue View.Widht'\n"
        let error = try Fixture.error(yaml)
        #expect(error.message == "unknown attribute 'Widht'; did you mean 'Width'?")
        #expect(error.location == SourceLocation(line: 17, column: 6 + 27))
    }
}
