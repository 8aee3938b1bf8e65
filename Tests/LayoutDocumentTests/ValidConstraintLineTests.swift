import LayoutVocabulary
import LayoutDocument
import Testing

/// A constraint line and the plain data it must read as, worked out by hand from the grammar
/// (`ConstraintLineSyntax`) and the cookbook's meaning of each word.
struct ValidLine: Sendable, CustomTestStringConvertible {
    var line: String
    var id: Int? = nil
    var first: ConstraintItem
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation = .equal
    var second: ConstraintItem? = nil
    var secondAttribute: LayoutAttribute = .notAnAttribute
    var multiplier: Double = 1
    var constant: ConstraintConstant = .points(0)
    var priority: Float = 1000
    var superview: String? = nil

    var testDescription: String { line }
}

@Suite("Valid constraint lines")
struct ValidConstraintLineTests {
    static let rows: [ValidLine] = [
        // The cookbook's own lines.
        ValidLine(line: "1. Name Label.Leading = Superview.LeadingMargin", id: 1,
                  first: .view("Name Label"), firstAttribute: .leading, second: .superview,
                  secondAttribute: .leadingMargin),
        ValidLine(line: "3. Name Text Field.Leading = Name Label.Trailing + Standard", id: 3,
                  first: .view("Name Text Field"), firstAttribute: .leading, second: .view("Name Label"),
                  secondAttribute: .trailing, constant: .standard),
        ValidLine(line: "Name Label.Top >= Top Layout Guide.Bottom + 20.0", first: .view("Name Label"),
                  firstAttribute: .top, relation: .greaterThanOrEqual, second: .topLayoutGuide,
                  secondAttribute: .bottom, constant: .points(20)),
        ValidLine(line: "Name Label.Top = Top Layout Guide.Bottom + 20.0 (Priority 249)", first: .view("Name Label"),
                  firstAttribute: .top, second: .topLayoutGuide, secondAttribute: .bottom, constant: .points(20),
                  priority: 249),
        ValidLine(line: "Red View.Width = 2.0 x Blue View.Width (Priority 750)", first: .view("Red View"),
                  firstAttribute: .width, second: .view("Blue View"), secondAttribute: .width, multiplier: 2,
                  priority: 750),
        ValidLine(line: "Bottom Layout Guide.Top = Short Button.Bottom + 20.0", first: .bottomLayoutGuide,
                  firstAttribute: .top, second: .view("Short Button"), secondAttribute: .bottom,
                  constant: .points(20)),
        ValidLine(line: "Superview.TrailingMargin >= Long Button.Trailing", first: .superview,
                  firstAttribute: .trailingMargin, relation: .greaterThanOrEqual, second: .view("Long Button"),
                  secondAttribute: .trailing),
        // Names match without regard to case and keep their declared spelling; Baseline is LastBaseline.
        ValidLine(line: "Name label.Baseline = Name Text Field.Baseline", first: .view("Name Label"),
                  firstAttribute: .lastBaseline, second: .view("Name Text Field"), secondAttribute: .lastBaseline),
        ValidLine(line: "Leading Dummy View.Height = 0.0", first: .view("Leading Dummy View"), firstAttribute: .height),
        ValidLine(line: "Blue View.Width >= 150.0", first: .view("Blue View"), firstAttribute: .width,
                  relation: .greaterThanOrEqual, constant: .points(150)),
        ValidLine(line: "Blue View.Top >= Superview.Top + 20.0", first: .view("Blue View"), firstAttribute: .top,
                  relation: .greaterThanOrEqual, second: .superview, secondAttribute: .top, constant: .points(20)),
        ValidLine(line: "Bottom Layout Guide.Top = Blue View.Bottom + Standard (Priority 750)",
                  first: .bottomLayoutGuide, firstAttribute: .top, second: .view("Blue View"),
                  secondAttribute: .bottom, constant: .standard, priority: 750),
        // Negative constants.
        ValidLine(line: "Bottom Layout Guide.Top = Short Button.Bottom - 20", first: .bottomLayoutGuide,
                  firstAttribute: .top, second: .view("Short Button"), secondAttribute: .bottom,
                  constant: .points(-20)),
        ValidLine(line: "Red View.Right = Blue View.Left - 8.5", first: .view("Red View"), firstAttribute: .right,
                  second: .view("Blue View"), secondAttribute: .left, constant: .points(-8.5)),
        ValidLine(line: "Red View.Height = -20", first: .view("Red View"), firstAttribute: .height,
                  constant: .points(-20)),
        // Exponent notation, read as the visual format language reads it.
        ValidLine(line: "Red View.Width = 1.5e2", first: .view("Red View"), firstAttribute: .width,
                  constant: .points(150)),
        ValidLine(line: "Red View.Leading = Superview.Leading + 2E1", first: .view("Red View"), firstAttribute: .leading,
                  second: .superview, secondAttribute: .leading, constant: .points(20)),
        ValidLine(line: "Red View.Top = Superview.Top - 1e+1", first: .view("Red View"), firstAttribute: .top,
                  second: .superview, secondAttribute: .top, constant: .points(-10)),
        ValidLine(line: "Red View.Width = 2.5e-1 x Blue View.Width", first: .view("Red View"), firstAttribute: .width,
                  second: .view("Blue View"), secondAttribute: .width, multiplier: 0.25),
        // Multipliers as Interface Builder accepts them: 2.0, 200%, 2/1, 2:1.
        ValidLine(line: "Red View.Width = 200% Blue View.Width", first: .view("Red View"), firstAttribute: .width,
                  second: .view("Blue View"), secondAttribute: .width, multiplier: 2),
        ValidLine(line: "Red View.Width = 200% x Blue View.Width", first: .view("Red View"), firstAttribute: .width,
                  second: .view("Blue View"), secondAttribute: .width, multiplier: 2),
        ValidLine(line: "Red View.Width = 2/1 x Blue View.Width", first: .view("Red View"), firstAttribute: .width,
                  second: .view("Blue View"), secondAttribute: .width, multiplier: 2),
        ValidLine(line: "Red View.Width = 2:1 Blue View.Width", first: .view("Red View"), firstAttribute: .width,
                  second: .view("Blue View"), secondAttribute: .width, multiplier: 2),
        ValidLine(line: "Red View.Width = 1:4 x Red View.Height", first: .view("Red View"), firstAttribute: .width,
                  second: .view("Red View"), secondAttribute: .height, multiplier: 0.25),
        ValidLine(line: "Red View.Width = 50% x Blue View.Width + 10", first: .view("Red View"),
                  firstAttribute: .width, second: .view("Blue View"), secondAttribute: .width, multiplier: 0.5,
                  constant: .points(10)),
        ValidLine(line: "Red View.Width = 0.5 * Superview.Width", first: .view("Red View"), firstAttribute: .width,
                  second: .superview, secondAttribute: .width, multiplier: 0.5),
        ValidLine(line: "Red View.Width = 3 × Blue View.Width", first: .view("Red View"), firstAttribute: .width,
                  second: .view("Blue View"), secondAttribute: .width, multiplier: 3),
        // A location with a multiplier: the guide forbids it, UIKit's runtime accepts it.
        ValidLine(line: "Red View.CenterX = 0.5 x Superview.CenterX", first: .view("Red View"),
                  firstAttribute: .centerX, second: .superview, secondAttribute: .centerX, multiplier: 0.5),
        // Priorities.
        ValidLine(line: "Red View.Width <= 300 (Priority 999.5)", first: .view("Red View"), firstAttribute: .width,
                  relation: .lessThanOrEqual, constant: .points(300), priority: 999.5),
        ValidLine(line: "Red View.Width = Blue View.Width (priority 1)", first: .view("Red View"),
                  firstAttribute: .width, second: .view("Blue View"), secondAttribute: .width, priority: 1),
        // Relations: ==, ≥, ≤; spaces are optional; words are case-insensitive.
        ValidLine(line: "Red View.Width == Blue View.Width", first: .view("Red View"), firstAttribute: .width,
                  second: .view("Blue View"), secondAttribute: .width),
        ValidLine(line: "Name Label.LastBaseline ≥ Red View.Bottom + 8", first: .view("Name Label"),
                  firstAttribute: .lastBaseline, relation: .greaterThanOrEqual, second: .view("Red View"),
                  secondAttribute: .bottom, constant: .points(8)),
        ValidLine(line: "Red View.Height ≤ 100", first: .view("Red View"), firstAttribute: .height,
                  relation: .lessThanOrEqual, constant: .points(100)),
        ValidLine(line: "red view.width=blue view.WIDTH+STANDARD", first: .view("Red View"), firstAttribute: .width,
                  second: .view("Blue View"), secondAttribute: .width, constant: .standard),
        // Every kind of item.
        ValidLine(line: "Red View.CenterX = Safe Area.CenterX", first: .view("Red View"), firstAttribute: .centerX,
                  second: .safeArea, secondAttribute: .centerX),
        ValidLine(line: "Red View.CenterY = Content Guide.CenterY", first: .view("Red View"),
                  firstAttribute: .centerY, second: .layoutGuide("Content Guide"), secondAttribute: .centerY),
        ValidLine(line: "Title.Top = Inner Guide.Top", first: .view("Title"), firstAttribute: .top,
                  second: .layoutGuide("Inner Guide"), secondAttribute: .top),
        ValidLine(line: "Top Layout Guide.Height = 20", first: .topLayoutGuide, firstAttribute: .height,
                  constant: .points(20)),
        // Superview is the superview of the other item: Card for Title, the root for top-level views.
        ValidLine(line: "Title.Leading = Superview.LeadingMargin + 8", first: .view("Title"),
                  firstAttribute: .leading, second: .superview, secondAttribute: .leadingMargin,
                  constant: .points(8), superview: "Card"),
        ValidLine(line: "Superview.Bottom >= Title.Bottom + 20.0", first: .superview, firstAttribute: .bottom,
                  relation: .greaterThanOrEqual, second: .view("Title"), secondAttribute: .bottom,
                  constant: .points(20), superview: "Card"),
        ValidLine(line: "Card.Top = Superview.TopMargin", first: .view("Card"), firstAttribute: .top,
                  second: .superview, secondAttribute: .topMargin),
        // Every attribute family.
        ValidLine(line: "Name Label.FirstBaseline = Name Text Field.FirstBaseline", first: .view("Name Label"),
                  firstAttribute: .firstBaseline, second: .view("Name Text Field"), secondAttribute: .firstBaseline),
        ValidLine(line: "Red View.Left = Superview.LeftMargin", first: .view("Red View"), firstAttribute: .left,
                  second: .superview, secondAttribute: .leftMargin),
        ValidLine(line: "Red View.Right = Superview.RightMargin", first: .view("Red View"), firstAttribute: .right,
                  second: .superview, secondAttribute: .rightMargin),
        ValidLine(line: "Red View.TopMargin = Blue View.BottomMargin", first: .view("Red View"),
                  firstAttribute: .topMargin, second: .view("Blue View"), secondAttribute: .bottomMargin),
        ValidLine(line: "Red View.CenterXWithinMargins = Superview.CenterXWithinMargins", first: .view("Red View"),
                  firstAttribute: .centerXWithinMargins, second: .superview, secondAttribute: .centerXWithinMargins),
        ValidLine(line: "Red View.CenterYWithinMargins = Superview.CenterY", first: .view("Red View"),
                  firstAttribute: .centerYWithinMargins, second: .superview, secondAttribute: .centerY),
        ValidLine(line: "Red View.Leading = Superview.CenterX", first: .view("Red View"), firstAttribute: .leading,
                  second: .superview, secondAttribute: .centerX),
        ValidLine(line: "Red View.Top = Blue View.Baseline", first: .view("Red View"), firstAttribute: .top,
                  second: .view("Blue View"), secondAttribute: .lastBaseline),
        ValidLine(line: "Red View.Width = Superview.Height", first: .view("Red View"), firstAttribute: .width,
                  second: .superview, secondAttribute: .height),
        // Names that start with a digit: a number not followed by x, %, / or : starts a name.
        ValidLine(line: "3D View.Width = Red View.Width", first: .view("3D View"), firstAttribute: .width,
                  second: .view("Red View"), secondAttribute: .width),
        ValidLine(line: "Red View.Width = 3D View.Width", first: .view("Red View"), firstAttribute: .width,
                  second: .view("3D View"), secondAttribute: .width),
        ValidLine(line: "12. Red View.Width = 2 x 3D View.Width - 4", id: 12, first: .view("Red View"),
                  firstAttribute: .width, second: .view("3D View"), secondAttribute: .width, multiplier: 2,
                  constant: .points(-4)),
    ]

    @Test("reads as the cookbook means it", arguments: rows)
    func reads(_ row: ValidLine) throws {
        let constraint = try Fixture.constraint(row.line)
        #expect(constraint.id == row.id)
        #expect(constraint.firstItem == row.first)
        #expect(constraint.firstAttribute == row.firstAttribute)
        #expect(constraint.relation == row.relation)
        #expect(constraint.secondItem == row.second)
        #expect(constraint.secondAttribute == row.secondAttribute)
        #expect(constraint.multiplier == row.multiplier)
        #expect(constraint.constant == row.constant)
        #expect(constraint.priority == row.priority)
        #expect(constraint.superview == row.superview)
        #expect(constraint.source == row.line)
        #expect(constraint.origin == .constraintLine)
        #expect(constraint.location == SourceLocation(line: Fixture.constraintLine, column: Fixture.constraintColumn))
    }

    /// Writing a constraint back in the cookbook's words and reading it again gives the same data.
    @Test("round-trips through its description", arguments: rows)
    func roundTrips(_ row: ValidLine) throws {
        let constraint = try Fixture.constraint(row.line)
        var again = try Fixture.constraint(constraint.description)
        again.id = constraint.id
        again.source = constraint.source
        #expect(again == constraint)
    }

    @Test("prints in the cookbook's words")
    func description() throws {
        #expect(try Fixture.constraint("Red View.Width = 200% Blue View.Width (Priority 750)").description
            == "Red View.Width = 2.0 x Blue View.Width (Priority 750)")
        #expect(try Fixture.constraint("name label.baseline=name text field.baseline - 2").description
            == "Name Label.LastBaseline = Name Text Field.LastBaseline - 2.0")
        #expect(try Fixture.constraint("Leading Dummy View.Height = 0.0").description == "Leading Dummy View.Height = 0.0")
    }
    /// The type is public, so its description must take any priority a caller gives it (an
    /// infinite one trapped converting to Int); huge and non-finite numbers print as Swift does.
    @Test("a constraint made in code describes any priority and constant", arguments: [
        (Float.infinity, 1e300, "Red View.Width = 1e+300 (Priority inf)"),
        (Float.nan, -2, "Red View.Width = -2.0 (Priority nan)"),
        (0x1p62, 8, "Red View.Width = 8.0 (Priority 4.611686018427388e+18)"),
    ] as [(Float, Double, String)])
    func describesAnyNumbers(priority: Float, constant: Double, text: String) {
        let constraint = DocumentConstraint(id: nil, firstItem: .view("Red View"), firstAttribute: .width, relation: .equal,
                                            secondItem: nil, secondAttribute: .notAnAttribute, constant: .points(constant),
                                            priority: priority, location: SourceLocation(line: 1, column: 1), source: "")
        #expect(constraint.description == text)
    }
}
