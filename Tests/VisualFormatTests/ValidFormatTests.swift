import Testing
import VisualFormat

/// One valid format string and the constraints it must produce, worked out by hand.
struct ValidFormat: Sendable, CustomTestStringConvertible {
    var source: String
    var format: String
    var options: VisualFormat.Options = []
    var metrics: [String: Double] = [:]
    /// The views dictionary's keys; by default the views the expectation names.
    var views: Set<String>?
    /// Equations in `ConstraintNotation`, in UIKit's order.
    var expected: [String]

    var testDescription: String { "\(source): \(format)" }

    var viewNames: Set<String> { views ?? ConstraintNotation.viewNames(in: expected) }
}

/// Checks a row: the format parses, and lowers to exactly the expected constraints, in order.
func check(_ row: ValidFormat, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let expected = ConstraintNotation.constraints(row.expected) else {
        Issue.record("malformed expectation in the table: \(row.expected)", sourceLocation: sourceLocation)
        return
    }
    do {
        let parsed = try VisualFormat.parse(
            row.format, options: row.options, metrics: row.metrics, viewNames: row.viewNames)
        #expect(parsed.constraints == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
    }
}

@Suite("Valid format strings")
struct ValidFormatTests {
    /// Every example of the Auto Layout Guide's VFL appendix ("Visual Format Syntax"), with the
    /// constraints the guide's pictures and grammar describe; plus its flexible-space idiom.
    static let appleGuide: [ValidFormat] = [
        ValidFormat(source: "Standard Space", format: "[button]-[textField]",
                    expected: ["textField.leading == button.trailing + std"]),
        ValidFormat(source: "Width Constraint", format: "[button(>=50)]",
                    expected: ["button.width >= 50"]),
        ValidFormat(source: "Connection to Superview", format: "|-50-[purpleBox]-50-|",
                    expected: ["purpleBox.leading == superview.leading + 50",
                               "superview.trailing == purpleBox.trailing + 50"]),
        ValidFormat(source: "Vertical Layout", format: "V:[topField]-10-[bottomField]",
                    expected: ["bottomField.top == topField.bottom + 10"]),
        ValidFormat(source: "Flush Views", format: "[maroonView][blueView]",
                    expected: ["blueView.leading == maroonView.trailing + 0"]),
        ValidFormat(source: "Flexible space", format: "[button]-(>=8)-[textField]",
                    expected: ["textField.leading >= button.trailing + 8"]),
        ValidFormat(source: "Priority", format: "[button(100@20)]",
                    expected: ["button.width == 100 @20"]),
        ValidFormat(source: "Equal Widths", format: "[button1(==button2)]",
                    expected: ["button1.width == button2.width + 0"]),
        ValidFormat(source: "Multiple Predicates", format: "[flexibleButton(>=70,<=100)]",
                    expected: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        // `|-` binds to the superview's layout margins with constant 0 (iOS 8+, the Auto Layout
        // Guide's VFL appendix).
        ValidFormat(source: "A Complete Line of Layout", format: "|-[find]-[findNext]-[findField(>=20)]-|",
                    expected: ["find.leading == superview.leadingMargin + 0",
                               "findNext.leading == find.trailing + std",
                               "findField.leading == findNext.trailing + std",
                               "findField.width >= 20",
                               "superview.trailingMargin == findField.trailing + 0"]),
    ]

    /// The "iOS Programming" (Big Nerd Ranch) line, and formats found in Apple's own apps.
    static let realWorld: [ValidFormat] = [
        ValidFormat(source: "iOS Programming", format: "H:|-8-[nameLabel]-8-[nameField]-8-|",
                    expected: ["nameLabel.leading == superview.leading + 8",
                               "nameField.leading == nameLabel.trailing + 8",
                               "superview.trailing == nameField.trailing + 8"]),
        ValidFormat(source: "Maps (decompiled)", format: "V:|-(>=0)-[suggestionView]-0@250-|",
                    expected: ["suggestionView.top >= superview.top + 0",
                               "superview.bottom == suggestionView.bottom + 0 @250"]),
        ValidFormat(source: "FlyoverTrayHeader (decompiled)",
                    format: "H:|-(margin)-[titleLabel]-(>=margin)-[button]|", metrics: ["margin": 16],
                    expected: ["titleLabel.leading == superview.leading + 16",
                               "button.leading >= titleLabel.trailing + 16",
                               "superview.trailing == button.trailing + 0"]),
        ValidFormat(source: "UIPrintQualityView (decompiled)", format: "V:|-[qualitySlider]-[draftLabel]-|",
                    expected: ["qualitySlider.top == superview.topMargin + 0",
                               "draftLabel.top == qualitySlider.bottom + std",
                               "superview.bottomMargin == draftLabel.bottom + 0"]),
    ]

    /// Spacing: negative numbers in parentheses, flush superview bars, `strtod` numbers, metrics.
    static let spacing: [ValidFormat] = [
        ValidFormat(source: "negative spacing", format: "[a]-(-10)-[b]",
                    expected: ["b.leading == a.trailing + -10"]),
        ValidFormat(source: "negative spacing to the superview", format: "V:|-(-5)-[a]",
                    expected: ["a.top == superview.top + -5"]),
        ValidFormat(source: "flush to both bars", format: "|[a]|",
                    expected: ["a.leading == superview.leading + 0", "superview.trailing == a.trailing + 0"]),
        ValidFormat(source: "vertical, flush", format: "V:|[a]|",
                    expected: ["a.top == superview.top + 0", "superview.bottom == a.bottom + 0"]),
        ValidFormat(source: "explicit H:", format: "H:[a]-[b]",
                    expected: ["b.leading == a.trailing + std"]),
        ValidFormat(source: "fractional spacing", format: "[a]-1.5-[b]",
                    expected: ["b.leading == a.trailing + 1.5"]),
        ValidFormat(source: "strtod exponent", format: "[a(1e2)]", expected: ["a.width == 100"]),
        ValidFormat(source: "strtod hexadecimal", format: "[a(0x10)]", expected: ["a.width == 16"]),
        ValidFormat(source: "negative size (UIKit accepts it)", format: "[a(-5)]", expected: ["a.width == -5"]),
        ValidFormat(source: "metric spacing", format: "[a(width)]-gap-[b]",
                    metrics: ["width": 100, "gap": 12],
                    expected: ["a.width == 100", "b.leading == a.trailing + 12"]),
        ValidFormat(source: "metric in parentheses", format: "|-(inset)-[a]", metrics: ["inset": 20],
                    expected: ["a.leading == superview.leading + 20"]),
        ValidFormat(source: "a metric wins over a view of the same name", format: "[a(b)]",
                    metrics: ["b": 5], views: ["a", "b"], expected: ["a.width == 5"]),
        ValidFormat(source: "one view, nothing to constrain", format: "[a]", views: ["a"], expected: []),
        ValidFormat(source: "underscored names", format: "[_icon]-[label_2]",
                    expected: ["label_2.leading == _icon.trailing + std"]),
    ]

    /// Predicates: relations, priorities (numbers and metrics), lists, and view-to-view sizes.
    static let predicates: [ValidFormat] = [
        ValidFormat(source: "range with a priority", format: "[a(>=70,<=100@750)]",
                    expected: ["a.width >= 70", "a.width <= 100 @750"]),
        ValidFormat(source: "equal to another view", format: "[a(==b)]",
                    expected: ["a.width == b.width + 0"]),
        ValidFormat(source: "another view, no relation", format: "[a(b)]",
                    expected: ["a.width == b.width + 0"]),
        ValidFormat(source: "another view's height", format: "V:[a(>=b@500)]",
                    expected: ["a.height >= b.height + 0 @500"]),
        ValidFormat(source: "priority from a metric", format: "[a(100@low)]", metrics: ["low": 250],
                    expected: ["a.width == 100 @250"]),
        ValidFormat(source: "fractional priority", format: "V:[a(44@999.5)]",
                    expected: ["a.height == 44 @999.5"]),
        ValidFormat(source: "spacing priority", format: "[a]-(8@750)-[b]",
                    expected: ["b.leading == a.trailing + 8 @750"]),
        ValidFormat(source: "spacing range", format: "[a]-(>=8,<=20@500)-[b]",
                    expected: ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @500"]),
        ValidFormat(source: "UIKit: relation without parentheses", format: "[a]->=8-[b]",
                    expected: ["b.leading >= a.trailing + 8"]),
        ValidFormat(source: "UIKit: priority without parentheses", format: "[a]-8@300-[b]",
                    expected: ["b.leading == a.trailing + 8 @300"]),
        ValidFormat(source: "order: connection, then the view's own sizes",
                    format: "|-[a(50)]-[b(==a)]-|",
                    expected: ["a.leading == superview.leadingMargin + 0",
                               "a.width == 50",
                               "b.leading == a.trailing + std",
                               "b.width == a.width + 0",
                               "superview.trailingMargin == b.trailing + 0"]),
        ValidFormat(source: "order: a first view's sizes come first", format: "[a(50)]-[b]",
                    expected: ["a.width == 50", "b.leading == a.trailing + std"]),
    ]

    @Test("Apple's Auto Layout Guide examples", arguments: appleGuide)
    func appleGuideExample(_ row: ValidFormat) { check(row) }

    @Test("Real-world formats", arguments: realWorld)
    func realWorldFormat(_ row: ValidFormat) { check(row) }

    @Test("Spacing", arguments: spacing)
    func spacingFormat(_ row: ValidFormat) { check(row) }

    @Test("Predicates", arguments: predicates)
    func predicateFormat(_ row: ValidFormat) { check(row) }

    @Test("The parse keeps what the string said: metric names, bars, columns")
    func parseTree() throws {
        let format = "H:|-(margin)-[a(>=b@750)][b]-|"
        let parsed = try VisualFormat.parse(format, metrics: ["margin": 16], viewNames: ["a", "b"])
        #expect(parsed.orientation == .horizontal)
        #expect(parsed.leadingSuperview == ParsedVisualFormat.Connection(
            spacing: .predicates([.init(relation: .equal, object: .metric("margin", 16), columns: 5..<11)]),
            columns: 3..<13))
        #expect(parsed.views == [
            ParsedVisualFormat.View(
                name: "a",
                predicates: [.init(relation: .greaterThanOrEqual, object: .view("b"), priority: 750, columns: 16..<23)],
                columns: 13..<25),
            ParsedVisualFormat.View(name: "b", predicates: [], columns: 25..<28),
        ])
        #expect(parsed.connections == [ParsedVisualFormat.Connection(spacing: .flush, columns: 25..<25)])
        #expect(parsed.trailingSuperview == ParsedVisualFormat.Connection(spacing: .standard, columns: 28..<29))
    }

    @Test("V: sets the orientation; no prefix means H:")
    func orientation() throws {
        #expect(try VisualFormat.parse("V:[a]", viewNames: ["a"]).orientation == .vertical)
        #expect(try VisualFormat.parse("[a]", viewNames: ["a"]).orientation == .horizontal)
    }

    @Test("The legacy rule binds |- to the superview's edges with the 20 pt standard spacing")
    func legacySuperviewSpacing() throws {
        let parsed = try VisualFormat.parse("|-[a]-[b]-|", viewNames: ["a", "b"])
        let expected = ConstraintNotation.constraints([
            "a.leading == superview.leading + stdSuper",
            "b.leading == a.trailing + std",
            "superview.trailing == b.trailing + stdSuper",
        ])
        #expect(parsed.constraints(superviewSpacing: .superviewEdges) == expected)
        #expect(VisualFormat.Constant.standardSpacingToSuperview.value() == 20)
        #expect(VisualFormat.Constant.standardSpacing.value() == 8)
        #expect(VisualFormat.Constant.points(-3).value() == -3)
    }

    @Test("constraints(withVisualFormat:) is parse followed by the default lowering")
    func oneStep() throws {
        let format = "|-[a]-(>=8@750)-[b(==a)]-|"
        let names: Set = ["a", "b"]
        #expect(try VisualFormat.constraints(withVisualFormat: format, viewNames: names)
            == VisualFormat.parse(format, viewNames: names).constraints)
    }

    @Test("A bar stands for the superview of the view beside it")
    func viewBesideSuperview() throws {
        let constraints = try VisualFormat.constraints(
            withVisualFormat: "|-[a(==b)]-[b]-8-|", viewNames: ["a", "b"])
        #expect(constraints.map(\.viewBesideSuperview) == ["a", nil, nil, "b"])
    }

    @Test("Every constraint has multiplier 1")
    func multiplierIsOne() throws {
        let constraints = try VisualFormat.constraints(
            withVisualFormat: "|-[a(==b)]-8-[b(>=10)]|", options: .alignAllTop, viewNames: ["a", "b"])
        #expect(constraints.count == 6)
        #expect(constraints.allSatisfy { $0.multiplier == 1 })
    }
}
