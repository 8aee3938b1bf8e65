import Testing
@testable import AutoLayout

/// Overflow and content-priority ties, the cookbook's "Two Buttons with Equal Spacing" as a
/// stack, arranged-subview bookkeeping, margins, right-to-left and multi-line text.
@Suite struct StackViewBehaviourTests {
    // MARK: Overflow and ties

    struct OverflowCase: Sendable, CustomTestStringConvertible {
        var name: String
        var distribution: StackView.Distribution
        var width: Double
        /// B's compression resistance and A's and C's hugging.
        var resistanceB: Double = 750
        var huggingAC: Double = 251
        /// Expected spans of A, B, C; nil when the result is a tie the layout must report.
        var spans: [Span]?
        var testDescription: String { name }
    }

    /// A row of `ThreeViews` (natural 40 + 60 + 80, gaps 10).
    /// - Too narrow (150, 50 short): the view with the lowest compression resistance gives:
    ///   B (749) shrinks to 10, for fill, equal spacing (gaps stay at their minimum) and equal
    ///   centering (the centers' equality @149 yields to resistance).
    /// - With equal resistance the documentation says "by index", without saying which way
    ///   (a gap in the reference): the layout is reported as ambiguous.
    /// - Too wide with equal hugging: likewise reported as ambiguous.
    static let overflowCases: [OverflowCase] = [
        OverflowCase(name: "fill, too narrow, B resists least", distribution: .fill, width: 150, resistanceB: 749,
                     spans: [Span(20, 40), Span(70, 10), Span(90, 80)]),
        OverflowCase(name: "equalSpacing, too narrow, B resists least", distribution: .equalSpacing, width: 150,
                     resistanceB: 749, spans: [Span(20, 40), Span(70, 10), Span(90, 80)]),
        OverflowCase(name: "equalCentering, too narrow, B resists least", distribution: .equalCentering, width: 150,
                     resistanceB: 749, spans: [Span(20, 40), Span(70, 10), Span(90, 80)]),
        OverflowCase(name: "fill, too narrow, resistance tie", distribution: .fill, width: 150, spans: nil),
        OverflowCase(name: "equalSpacing, too narrow, resistance tie", distribution: .equalSpacing, width: 150, spans: nil),
        OverflowCase(name: "fill, too wide, hugging tie", distribution: .fill, width: 320, huggingAC: 250, spans: nil),
    ]

    @Test(arguments: overflowCases)
    func overflowAndTies(_ c: OverflowCase) throws {
        let views = ThreeViews()
        views.b.setContentCompressionResistancePriority(LayoutPriority(c.resistanceB), for: .horizontal)
        views.a.setContentHuggingPriority(LayoutPriority(c.huggingAC), for: .horizontal)
        views.c.setContentHuggingPriority(LayoutPriority(c.huggingAC), for: .horizontal)
        let (root, _) = try makeStack(.horizontal, views.all, length: c.width, distribution: c.distribution)
        root.layoutIfNeeded()
        if let spans = c.spans {
            for (view, expected) in zip(views.all, spans) {
                #expect(close(span(view.layoutRectInRoot, .horizontal).rect, expected.rect),
                        "\(view.displayName): \(span(view.layoutRectInRoot, .horizontal)), expected \(expected)")
                #expect(!view.hasAmbiguousLayout)
            }
        } else {
            #expect(views.all.contains { $0.hasAmbiguousLayout }, "a tie UIKit breaks by an unknown index rule")
            // Whatever the split, the views fill the row between its edges.
            #expect(abs(views.a.layoutRectInRoot.minX - 20) < 1e-6)
            #expect(abs(views.c.layoutRectInRoot.maxX - (20 + c.width)) < 1e-6)
        }
        #expect(root.layoutIssues.isEmpty)
    }

    // MARK: The cookbook

    struct CookbookCase: Sendable, CustomTestStringConvertible {
        var orientation: Orientation
        var short: Rect
        var long: Rect
        var testDescription: String { "\(orientation)" }
    }

    /// "Two Buttons with Equal Spacing" (Auto Layout Cookbook, Views with Intrinsic Content
    /// Size; its storyboard is `EqualWhiteSpace.storyboard` in the corpus). The cookbook puts
    /// dummy views of equal width before, between and after the buttons; the buttons are
    /// equally wide, at least the margin from the edges and the standard spacing apart, 20
    /// above the bottom layout guide. Rebuilt: an equal-spacing row across the root view,
    /// 8 apart at least, of a zero-width view, Short, Long and a zero-width view, so its
    /// three equal gaps are the white space; the cookbook's own inequalities to the margins
    /// and its equal button widths stay. The buttons are plain views with a title's size:
    /// Short 36×30, Long 170×30 (a stand-in for "Much, Much Longer Title").
    ///
    /// iPhone 8 portrait (375 wide, margins 16): 3g + 2w = 375 with w ≥ 170 would make
    /// g < 16, so the white space is the margin, 16, and both buttons 163.5, Long compressed,
    /// as in the storyboard's saved frames: Short (16, 617, 163.5, 30), Long (195.5, 617, …).
    /// Landscape (667 wide, margins 20): the buttons keep 170 and the white space grows
    /// equally, (667 − 340) / 3 = 109; y = 375 − 20 − 30 = 325.
    static let cookbookCases: [CookbookCase] = [
        CookbookCase(orientation: .portrait, short: Rect(x: 16, y: 617, width: 163.5, height: 30),
                     long: Rect(x: 195.5, y: 617, width: 163.5, height: 30)),
        CookbookCase(orientation: .landscape, short: Rect(x: 109, y: 325, width: 170, height: 30),
                     long: Rect(x: 388, y: 325, width: 170, height: 30)),
    ]

    @Test(arguments: cookbookCases)
    func twoButtonsWithEqualSpacing(_ c: CookbookCase) throws {
        let screen = try makeScreen("iPhone 8", c.orientation)
        let root = screen.rootView
        let short = sizedView("Short Button", 36, 30)
        let long = sizedView("Long Button", 170, 30)
        let leading = View(name: "Leading Space")
        let trailing = View(name: "Trailing Space")
        let buttons = StackView(arrangedSubviews: [leading, short, long, trailing], name: "Buttons")
        buttons.distribution = .equalSpacing
        buttons.alignment = .bottom
        buttons.spacing = 8
        buttons.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(buttons)
        try LayoutConstraint.activate([
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            screen.bottomLayoutGuide.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 20),
            leading.widthAnchor.constraint(equalToConstant: 0),
            trailing.widthAnchor.constraint(equalToConstant: 0),
            short.widthAnchor.constraint(equalTo: long.widthAnchor),
            short.leadingAnchor.constraint(greaterThanOrEqualTo: root.layoutMarginsGuide.leadingAnchor),
            root.layoutMarginsGuide.trailingAnchor.constraint(greaterThanOrEqualTo: long.trailingAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(close(short.frameInRoot, c.short), "\(short.frameInRoot)")
        #expect(close(long.frameInRoot, c.long), "\(long.frameInRoot)")
        // The three white spaces are equal.
        let gaps = [short.frameInRoot.minX - leading.frameInRoot.maxX, long.frameInRoot.minX - short.frameInRoot.maxX,
                    trailing.frameInRoot.minX - long.frameInRoot.maxX]
        #expect(abs(gaps[0] - gaps[1]) < 1e-6 && abs(gaps[1] - gaps[2]) < 1e-6, "\(gaps)")
        for v in [short, long, leading, trailing, buttons] { #expect(!v.hasAmbiguousLayout, "\(v.displayName)") }
        #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
    }

    // MARK: Arranged subviews

    @Test func addingInsertingRemoving() throws {
        let views = ThreeViews()
        let root = View(name: "Root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 600)
        let stack = StackView(arrangedSubviews: [views.a, views.a, views.c], name: "Stack")
        #expect(stack.arrangedSubviews.map(\.displayName) == ["A", "C"])
        #expect(!views.a.translatesAutoresizingMaskIntoConstraints)
        // A view that already is a subview keeps its place among the subviews.
        try stack.addSubview(views.b)
        try stack.insertArrangedSubview(views.b, at: 0)
        #expect(stack.arrangedSubviews.map(\.displayName) == ["B", "A", "C"])
        #expect(stack.subviews.map(\.displayName) == ["A", "C", "B"])
        // Past the end: UIKit's message, nothing changes.
        #expect(throws: AutoLayoutError.arrangedSubviewIndexOutOfBounds(index: 4, count: 3)) {
            try stack.insertArrangedSubview(sizedView("D", 1, 1), at: 4)
        }
        #expect(AutoLayoutError.arrangedSubviewIndexOutOfBounds(index: 4, count: 3).description
            == "index out of bounds for arranged subview: index = 4 expected to be less than or equal to 3")
        #expect(stack.arrangedSubviews.count == 3)
        // Re-adding moves to the end.
        try stack.addArrangedSubview(views.b)
        #expect(stack.arrangedSubviews.map(\.displayName) == ["A", "C", "B"])
        // A stack cannot arrange its ancestor.
        let outer = StackView(arrangedSubviews: [stack], name: "Outer")
        #expect(throws: AutoLayoutError.self) { try stack.addArrangedSubview(outer) }

        stack.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        stack.spacing = 10
        views.c.isHidden = true
        root.layoutIfNeeded()
        // A 20…60, C hidden at 65, B 70…130.
        #expect(close(span(views.b.layoutRectInRoot, .horizontal).rect, Span(70, 60).rect), "\(views.b.layoutRectInRoot)")

        // Removing an arranged view keeps it as a subview without the stack's constraints.
        stack.removeArrangedSubview(views.c)
        root.layoutIfNeeded()
        #expect(views.c.superview === stack)
        #expect(!stack.arrangementConstraints.values.contains { $0.involves(views.c) })
        #expect(views.c.constraints.isEmpty, "its hiding constraint went too")
        #expect(close(span(views.b.layoutRectInRoot, .horizontal).rect, Span(70, 60).rect))

        // removeFromSuperview takes a view out of the arrangement at once, with the
        // constraints on the view alone.
        views.b.isHidden = true
        root.layoutIfNeeded()
        #expect(views.b.constraints.contains { $0.identifier == "UISV-hiding" })
        views.b.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.displayName) == ["A"])
        #expect(views.b.constraints.isEmpty)
        root.layoutIfNeeded()
        #expect(close(stack.layoutRectInRoot, Rect(x: 20, y: 100, width: 40, height: 20)), "\(stack.layoutRectInRoot)")
        #expect(root.layoutIssues.isEmpty)
    }

    /// Changing the configuration after layout updates the same engine.
    @Test func reconfiguringIsIncremental() throws {
        let views = ThreeViews()
        let (root, stack) = try makeStack(.horizontal, views.all, length: 320)
        root.layoutIfNeeded()
        let engine = try #require(root.hostedEngine)
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(close(span(views.b.layoutRectInRoot, .horizontal).rect, Span(130, 100).rect))
        stack.axis = .vertical
        stack.distribution = .fill
        stack.alignment = .center
        root.layoutIfNeeded()
        // Now a column, still pinned 320 wide, its height natural: A 100…120, B 130…180,
        // C 190…220, centered on x 180.
        #expect(close(views.b.layoutRectInRoot, Rect(x: 150, y: 130, width: 60, height: 50)), "\(views.b.layoutRectInRoot)")
        #expect(close(views.c.layoutRectInRoot, Rect(x: 140, y: 190, width: 80, height: 30)), "\(views.c.layoutRectInRoot)")
        #expect(root.hostedEngine === engine)
        #expect(root.layoutIssues.isEmpty)
    }

    /// The names documents and Interface Builder use.
    @Test(arguments: [("fill", StackView.Alignment.fill), ("top", .leading), ("leading", .leading),
                      ("firstBaseline", .firstBaseline), ("center", .center), ("bottom", .trailing),
                      ("trailing", .trailing), ("lastBaseline", .lastBaseline)])
    func alignmentNames(_ name: String, _ alignment: StackView.Alignment) {
        #expect(StackView.Alignment(name: name) == alignment)
    }

    @Test func distributionNames() {
        #expect(StackView.Distribution.names == ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        #expect(StackView.Distribution(name: "equalCentering") == .equalCentering)
        #expect(StackView.Distribution(name: "equalcentering") == nil)
        #expect(StackView.Alignment(name: "middle") == nil)
        #expect(StackView.Alignment.fill.rawValue == 0 && StackView.Alignment.lastBaseline.rawValue == 5)
        #expect(StackView.Distribution.equalCentering.rawValue == 4)
    }

    // MARK: Margins and direction

    /// Within the margins (top 5, left 10, bottom 5, right 10) the views move in by the
    /// margins and the stack grows by them: A at (30, 105), the stack 220 × 60.
    @Test func layoutMarginsRelativeArrangement() throws {
        let views = ThreeViews()
        let (root, stack) = try makeStack(.horizontal, views.all)
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(close(views.a.layoutRectInRoot, Rect(x: 30, y: 105, width: 40, height: 50)), "\(views.a.layoutRectInRoot)")
        #expect(close(stack.layoutRectInRoot, Rect(x: 20, y: 100, width: 220, height: 60)), "\(stack.layoutRectInRoot)")
        // A stack's margins start at zero.
        #expect(StackView().layoutMargins == .zero)
    }

    /// Right to left, a row runs from the right: on an iPhone 8 (375 wide) a row whose
    /// leading edge is 20 from the root's spans 155…355, A at its right end.
    @Test func rightToLeft() throws {
        let screen = try makeScreen("iPhone 8", direction: .rightToLeft)
        let views = ThreeViews()
        let stack = try makeStack(.horizontal, views.all, in: screen.rootView).stack
        screen.layoutIfNeeded()
        #expect(close(stack.frame, Rect(x: 155, y: 100, width: 200, height: 50)), "\(stack.frame)")
        #expect(close(views.a.frame, Rect(x: 160, y: 0, width: 40, height: 50)), "\(views.a.frame)")
        #expect(close(views.b.frame, Rect(x: 90, y: 0, width: 60, height: 50)), "\(views.b.frame)")
        #expect(close(views.c.frame, Rect(x: 0, y: 0, width: 80, height: 50)), "\(views.c.frame)")
    }

    /// Right to left with equal centering in a 320-wide row (35…355 on the 375-wide screen):
    /// A at the right end (center 335), C at the left (center 75), B centered between, 205.
    @Test func rightToLeftEqualCentering() throws {
        let screen = try makeScreen("iPhone 8", direction: .rightToLeft)
        let views = ThreeViews()
        _ = try makeStack(.horizontal, views.all, length: 320, distribution: .equalCentering, in: screen.rootView)
        screen.layoutIfNeeded()
        #expect(close(views.a.frameInRoot, Rect(x: 315, y: 100, width: 40, height: 50)), "\(views.a.frameInRoot)")
        #expect(close(views.b.frameInRoot, Rect(x: 175, y: 100, width: 60, height: 50)), "\(views.b.frameInRoot)")
        #expect(close(views.c.frameInRoot, Rect(x: 35, y: 100, width: 80, height: 50)), "\(views.c.frameInRoot)")
        #expect(!views.b.hasAmbiguousLayout)
    }

    // MARK: Multi-line text

    /// Two multi-line views (200 wide on one line, 40 tall below 200) in a 300-wide row need
    /// 410 and resist compression equally, so on their own the split would be a tie. The
    /// text-width disambiguation (each at most 300/2 − 5 @950) settles it: 145 each, both
    /// wrapped to two lines, so the row is 40 tall.
    @Test func multiLineTextWidthDisambiguation() throws {
        let w1 = WrappingView(name: "W1")
        let w2 = WrappingView(name: "W2")
        let (root, stack) = try makeStack(.horizontal, [w1, w2], length: 300)
        root.layoutIfNeeded()
        #expect(close(w1.layoutRectInRoot, Rect(x: 20, y: 100, width: 145, height: 40)), "\(w1.layoutRectInRoot)")
        #expect(close(w2.layoutRectInRoot, Rect(x: 175, y: 100, width: 145, height: 40)), "\(w2.layoutRectInRoot)")
        #expect(w1.ambiguousAttributes == [])
        #expect(w2.ambiguousAttributes == [])
        #expect(abs(stack.layoutRectInRoot.height - 40) < 1e-6)
    }

    /// In a 150-wide column (fill alignment) a multi-line view is as wide as the column and
    /// wraps: 40 tall, so A starts 10 below it, at 150.
    @Test func multiLineTextInAColumn() throws {
        let w = WrappingView(name: "W")
        let views = ThreeViews()
        let (root, stack) = try makeStack(.vertical, [w, views.a])
        try stack.widthAnchor.constraint(equalToConstant: 150).activate()
        root.layoutIfNeeded()
        #expect(close(w.layoutRectInRoot, Rect(x: 20, y: 100, width: 150, height: 40)), "\(w.layoutRectInRoot)")
        #expect(close(views.a.layoutRectInRoot, Rect(x: 20, y: 150, width: 150, height: 20)), "\(views.a.layoutRectInRoot)")
        #expect(abs(stack.layoutRectInRoot.height - 70) < 1e-6)
    }
}
