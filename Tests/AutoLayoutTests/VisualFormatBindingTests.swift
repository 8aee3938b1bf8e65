import Testing
import VisualFormat
@testable import AutoLayout

/// One format string bound to real views, with the constraints it must produce.
///
/// Expectations are equations written by hand, in UIKit's form
/// `first.attribute REL second.attribute + constant @priority`: `superview` is the container the
/// views sit in, `8` is the standard sibling spacing resolved to points, `@priority` is omitted
/// when required. The test renders each constraint with its own attribute table, never with the
/// module's description.
struct BindingCase: Sendable, CustomTestStringConvertible {
    var source: String
    var format: String
    var options: VisualFormat.Options = []
    var metrics: [String: Double] = [:]
    /// The names of views made as subviews of the container; `guide` names a layout guide it owns.
    var views: [String]
    var expected: [String]
    var testDescription: String { "\(source): \(format)" }
}

/// Renders a bound constraint in the tables' notation, naming items through `names`.
func equation(_ c: LayoutConstraint, names: [ObjectIdentifier: String]) -> String {
    let attributeNames: [Int: String] = [
        1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing", 7: "width", 8: "height",
        9: "centerX", 10: "centerY", 11: "lastBaseline", 12: "firstBaseline", 13: "leftMargin", 14: "rightMargin",
        15: "topMargin", 16: "bottomMargin", 17: "leadingMargin", 18: "trailingMargin",
        19: "centerXWithinMargins", 20: "centerYWithinMargins",
    ]
    let relations: [Int: String] = [-1: "<=", 0: "==", 1: ">="]
    func name(_ item: LayoutItem) -> String { names[ObjectIdentifier(item)] ?? "?" }
    func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
    var text = "\(name(c.firstItem)).\(attributeNames[c.firstAttribute.rawValue] ?? "?") "
    text += relations[c.relation.rawValue] ?? "?"
    if let second = c.secondItem {
        text += " \(name(second)).\(attributeNames[c.secondAttribute.rawValue] ?? "?") + \(number(c.constant))"
    } else {
        text += " \(number(c.constant))"
    }
    if c.priority.rawValue != 1000 { text += " @\(number(c.priority.rawValue))" }
    if c.multiplier != 1 { text += " ×\(number(c.multiplier))" }
    return text
}

/// A view with a font-derived baseline spacing, standing in for a label (first baseline 15 below
/// its top, last baseline 5 above its bottom, 28 points between baselines of two such views).
final class BaselineView: View {
    override var firstBaselineOffsetFromTop: Double? { 15 }
    override var lastBaselineOffsetFromBottom: Double? { 5 }
    override func systemSpacingBelow(_ upper: View) -> Double? { upper is BaselineView ? 28 : nil }
}

@Suite("VisualFormat binding")
struct VisualFormatBindingTests {
    static let cases: [BindingCase] = [
        // The Auto Layout Guide's examples (the Auto Layout Guide's VFL appendix), standard spacing
        // = 8.
        BindingCase(source: "Standard Space", format: "[button]-[textField]", views: ["button", "textField"],
                    expected: ["textField.leading == button.trailing + 8"]),
        BindingCase(source: "Width Constraint", format: "[button(>=50)]", views: ["button"],
                    expected: ["button.width >= 50"]),
        BindingCase(source: "Connection to Superview", format: "|-50-[purpleBox]-50-|", views: ["purpleBox"],
                    expected: ["purpleBox.leading == superview.leading + 50",
                               "superview.trailing == purpleBox.trailing + 50"]),
        BindingCase(source: "Vertical Layout", format: "V:[topField]-10-[bottomField]",
                    views: ["topField", "bottomField"], expected: ["bottomField.top == topField.bottom + 10"]),
        BindingCase(source: "Flush Views", format: "[maroonView][blueView]", views: ["maroonView", "blueView"],
                    expected: ["blueView.leading == maroonView.trailing + 0"]),
        BindingCase(source: "Priority", format: "[button(100@20)]", views: ["button"],
                    expected: ["button.width == 100 @20"]),
        BindingCase(source: "Equal Widths", format: "[button1(==button2)]", views: ["button1", "button2"],
                    expected: ["button1.width == button2.width + 0"]),
        BindingCase(source: "Multiple Predicates", format: "[flexibleButton(>=70,<=100)]", views: ["flexibleButton"],
                    expected: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        BindingCase(source: "A Complete Line of Layout", format: "|-[find]-[findNext]-[findField(>=20)]-|",
                    views: ["find", "findNext", "findField"],
                    expected: ["find.leading == superview.leadingMargin + 0",
                               "findNext.leading == find.trailing + 8",
                               "findField.leading == findNext.trailing + 8",
                               "findField.width >= 20",
                               "superview.trailingMargin == findField.trailing + 0"]),
        BindingCase(source: "iOS Programming", format: "H:|-8-[nameLabel]-8-[nameField]-8-|",
                    views: ["nameLabel", "nameField"],
                    expected: ["nameLabel.leading == superview.leading + 8",
                               "nameField.leading == nameLabel.trailing + 8",
                               "superview.trailing == nameField.trailing + 8"]),
        BindingCase(source: "metrics and a spacing range", format: "V:|-(top)-[a]-(>=gap,<=20@500)-[b]",
                    metrics: ["top": 64, "gap": 4], views: ["a", "b"],
                    expected: ["a.top == superview.top + 64", "b.top >= a.bottom + 4", "b.top <= a.bottom + 20 @500"]),
        BindingCase(source: "negative spacing", format: "[a]-(-10)-[b]", views: ["a", "b"],
                    expected: ["b.leading == a.trailing + -10"]),
        BindingCase(source: "vertical margins", format: "V:|-[a]-|", views: ["a"],
                    expected: ["a.top == superview.topMargin + 0", "superview.bottomMargin == a.bottom + 0"]),

        // Options.
        BindingCase(source: "alignAllTop | alignAllBottom", format: "|-[a]-[b]-|", options: [.alignAllTop, .alignAllBottom],
                    views: ["a", "b"],
                    expected: ["a.leading == superview.leadingMargin + 0", "b.leading == a.trailing + 8",
                               "superview.trailingMargin == b.trailing + 0", "a.top == b.top + 0",
                               "a.bottom == b.bottom + 0"]),
        BindingCase(source: "alignAllCenterY", format: "[a][b]", options: .alignAllCenterY, views: ["a", "b"],
                    expected: ["b.leading == a.trailing + 0", "a.centerY == b.centerY + 0"]),
        BindingCase(source: "alignAllLastBaseline", format: "[a]-[b]", options: .alignAllLastBaseline, views: ["a", "b"],
                    expected: ["b.leading == a.trailing + 8", "a.lastBaseline == b.lastBaseline + 0"]),
        BindingCase(source: "alignAllFirstBaseline", format: "[a]-[b]", options: .alignAllFirstBaseline, views: ["a", "b"],
                    expected: ["b.leading == a.trailing + 8", "a.firstBaseline == b.firstBaseline + 0"]),
        BindingCase(source: "alignAllLeading", format: "V:[a]-[b]", options: .alignAllLeading, views: ["a", "b"],
                    expected: ["b.top == a.bottom + 8", "a.leading == b.leading + 0"]),
        BindingCase(source: "alignAllTrailing", format: "V:[a]-[b]", options: .alignAllTrailing, views: ["a", "b"],
                    expected: ["b.top == a.bottom + 8", "a.trailing == b.trailing + 0"]),
        BindingCase(source: "alignAllLeft | alignAllRight", format: "V:[a][b]", options: [.alignAllLeft, .alignAllRight],
                    views: ["a", "b"],
                    expected: ["b.top == a.bottom + 0", "a.left == b.left + 0", "a.right == b.right + 0"]),
        BindingCase(source: "alignAllCenterX", format: "V:[a]-[b]", options: .alignAllCenterX, views: ["a", "b"],
                    expected: ["b.top == a.bottom + 8", "a.centerX == b.centerX + 0"]),
        BindingCase(source: "directionLeftToRight", format: "|-[a]-[b]-10-|", options: .directionLeftToRight,
                    views: ["a", "b"],
                    expected: ["a.left == superview.leftMargin + 0", "b.left == a.right + 8",
                               "superview.right == b.right + 10"]),
        BindingCase(source: "directionRightToLeft", format: "|-10-[a]-[b]-|", options: .directionRightToLeft,
                    views: ["a", "b"],
                    expected: ["superview.right == a.right + 10", "a.left == b.right + 8",
                               "b.left == superview.leftMargin + 0"]),
        BindingCase(source: "spacingBaselineToBaseline, plain views: 8", format: "V:[a]-[b]",
                    options: .spacingBaselineToBaseline, views: ["a", "b"],
                    expected: ["b.firstBaseline == a.lastBaseline + 8"]),
        BindingCase(source: "spacingBaselineToBaseline, text views: the fonts' spacing", format: "V:|-[textA]-[textB]",
                    options: .spacingBaselineToBaseline, views: ["textA", "textB"],
                    expected: ["textA.firstBaseline == superview.topMargin + 0",
                               "textB.firstBaseline == textA.lastBaseline + 28"]),

        // Layout guides: `|` is the owning view; a standard space next to a guide is 0.
        BindingCase(source: "a guide beside the bar", format: "|-[guide]-|", views: ["guide"],
                    expected: ["guide.leading == superview.leadingMargin + 0",
                               "superview.trailingMargin == guide.trailing + 0"]),
        BindingCase(source: "standard space next to a guide", format: "V:[guide]-[a]-[b]", views: ["guide", "a", "b"],
                    expected: ["a.top == guide.bottom + 0", "b.top == a.bottom + 8"]),
    ]

    @Test("Bound constraints", arguments: cases)
    func bound(_ row: BindingCase) throws {
        let superview = View(name: "superview")
        var items: [String: LayoutItem] = [:]
        var names: [ObjectIdentifier: String] = [ObjectIdentifier(superview): "superview"]
        for name in row.views {
            let item: LayoutItem
            if name == "guide" {
                let guide = LayoutGuide(name: name)
                try superview.addLayoutGuide(guide)
                item = guide
            } else {
                let view = name.hasPrefix("text") ? BaselineView(name: name) : View(name: name)
                try superview.addSubview(view)
                item = view
            }
            items[name] = item
            names[ObjectIdentifier(item)] = name
        }
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: row.format, options: row.options, metrics: row.metrics, views: items)
        #expect(constraints.map { equation($0, names: names) } == row.expected)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(constraints.allSatisfy { $0.origin == .user })
    }

    @Test("A standard space is marked as system spacing; explicit numbers are not")
    func standardSpacingIsMarked() throws {
        let superview = View()
        let a = try addView("a", to: superview), b = try addView("b", to: superview)
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "|-[a]-[b]-8-|", views: ["a": a, "b": b])
        #expect(constraints.map(\.systemSpacingMultiplier) == [nil, 1, nil])
    }

    @Test("The legacy rule puts |- 20 points from the superview's edges")
    func legacySuperviewSpacing() throws {
        let superview = View(name: "superview")
        let a = try addView("a", to: superview)
        let views: [String: LayoutItem] = ["a": a]
        let parsed = try VisualFormatBinding.parse("|-[a]-|", views: views)
        let constraints = try VisualFormatBinding.constraints(
            for: parsed, views: views, superviewSpacing: .superviewEdges, origin: .document(file: "f.yaml", line: 3, column: 5))
        let names = [ObjectIdentifier(superview): "superview", ObjectIdentifier(a): "a"]
        #expect(constraints.map { equation($0, names: names) }
            == ["a.leading == superview.leading + 20", "superview.trailing == a.trailing + 20"])
        #expect(constraints.allSatisfy { $0.origin == .document(file: "f.yaml", line: 3, column: 5) })
    }

    // MARK: Frames

    /// `|-[a]-|` and `V:|-[a]-|` on a root view: its margins are 16 at the sides and the safe area
    /// (status bar 20, nothing below) at the top and bottom on an iPhone 8 in portrait; 20 at the
    /// sides and 0 above and below in landscape (Simulator measurements).
    @Test("|- follows the root view's margins", arguments: [
        (Orientation.portrait, Rect(x: 16, y: 20, width: 343, height: 647)),
        (Orientation.landscape, Rect(x: 20, y: 0, width: 627, height: 375)),
    ])
    func rootMargins(_ orientation: Orientation, _ expected: Rect) throws {
        let screen = try makeScreen("iPhone 8", orientation)
        let a = try addView("a", to: screen.rootView)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", views: ["a": a])
                + LayoutConstraint.constraints(withVisualFormat: "V:|-[a]-|", views: ["a": a]))
        screen.layoutIfNeeded()
        #expect(a.frame == expected)
    }

    /// Regression: a margin attribute activated before the margins guide was ever asked for (and
    /// before the first pass) was dropped, because the guide was made during lowering, unseen by
    /// an engine that did not exist yet.
    @Test("A margin attribute works before the margins guide exists")
    func marginBeforeGuide() throws {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        let a = try addView("a", to: root)
        try LayoutConstraint.activate([
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin),
            LayoutConstraint(item: root, attribute: .trailingMargin, relatedBy: .equal, toItem: a, attribute: .trailing),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.layoutIfNeeded()
        #expect(a.frame == Rect(x: 16, y: 0, width: 343, height: 10))
    }

    /// The "iOS Programming" line with a label 45 wide (hugging 251, as Interface Builder gives
    /// labels) and a field 30 high: the field takes the rest, 375 − 8 − 45 − 8 − 8 = 306; the label
    /// is centred on the field (alignAllCenterY): y = 20 + 15 − 10.5.
    @Test("H:|-8-[nameLabel]-8-[nameField]-8-| lays out on an iPhone 8")
    func nameRow() throws {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        let label = try addView("nameLabel", to: root)
        let field = try addView("nameField", to: root)
        label.explicitIntrinsicContentSize = Size(width: 45, height: 21)
        label.setContentHuggingPriority(251, for: .horizontal)
        field.explicitIntrinsicContentSize = Size(width: 100, height: 30)
        let views: [String: LayoutItem] = ["nameLabel": label, "nameField": field]
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-8-[nameLabel]-8-[nameField]-8-|", options: .alignAllCenterY, views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-20-[nameField]", views: views))
        screen.layoutIfNeeded()
        #expect(label.frame == Rect(x: 8, y: 24.5, width: 45, height: 21))
        #expect(field.frame == Rect(x: 61, y: 20, width: 306, height: 30))
        #expect(!label.hasAmbiguousLayout && !field.hasAmbiguousLayout)
    }

    // MARK: Errors

    @Test("An unknown view gets UIKit's message, caret and a did-you-mean")
    func unknownView() throws {
        let superview = View()
        let nameLabel = try addView("nameLabel", to: superview)
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-8-[nameLable]", views: ["nameLabel": nameLabel])
            Issue.record("should fail")
        } catch let error as VisualFormatError {
            #expect(error.reason == "nameLable is not a key in the views dictionary.")
            #expect(error.column == 16)
            #expect(error.suggestion == "nameLabel")
            #expect(error.description.contains("Did you mean 'nameLabel'?"))
        }
    }

    @Test("An unknown metric gets a did-you-mean")
    func unknownMetric() throws {
        let superview = View()
        let a = try addView("a", to: superview)
        #expect(throws: VisualFormatError(kind: .unknownMetric(name: "padding", suggestion: "padding2"),
                                          format: "|-padding-[a]", column: 9)) {
            try LayoutConstraint.constraints(withVisualFormat: "|-padding-[a]", metrics: ["padding2": 4], views: ["a": a])
        }
    }

    @Test("A bar beside a view without a superview is UIKit's error, at UIKit's column")
    func noSuperview() throws {
        let lonely = View(name: "lonely")
        #expect(throws: VisualFormatError(kind: .viewHasNoSuperview(view: "lonely"), format: "|[lonely]", column: 9)) {
            try LayoutConstraint.constraints(withVisualFormat: "|[lonely]", views: ["lonely": lonely])
        }
        // A guide nobody owns has no superitem either.
        let guide = LayoutGuide()
        #expect(throws: VisualFormatError(kind: .viewHasNoSuperview(view: "g"), format: "V:[g]-|", column: 7)) {
            try LayoutConstraint.constraints(withVisualFormat: "V:[g]-|", views: ["g": guide])
        }
    }

    @Test("Binding a parse with other names throws, it does not crash")
    func mismatchedNames() throws {
        let superview = View()
        let a = try addView("a", to: superview)
        let parsed = try VisualFormat.parse("[a]-[button]", viewNames: ["a", "button"])
        #expect(throws: VisualFormatError(kind: .unknownView(name: "button", suggestion: "buton"),
                                          format: "[a]-[button]", column: 11)) {
            try VisualFormatBinding.constraints(for: parsed, views: ["a": a, "buton": a])
        }
    }

    @Test("A baseline of a layout guide is the model's error")
    func guideBaseline() throws {
        let superview = View()
        let a = try addView("a", to: superview)
        let guide = LayoutGuide()
        try superview.addLayoutGuide(guide)
        #expect(throws: AutoLayoutError.guideHasNoBaseline(guide: guide.debugName)) {
            try LayoutConstraint.constraints(
                withVisualFormat: "[a][g]", options: .alignAllLastBaseline, views: ["a": a, "g": guide])
        }
    }
}
