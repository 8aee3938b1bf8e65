import Testing
@testable import AutoLayout

/// Hidden arranged views collapse (UIKit's UIStackView constraint dumps), and spacing: custom,
/// system, rounded, negative (§A.1). A row of `ThreeViews` (A 40, B 60, C 80 wide) at x 20, spacing
/// 10, fill, with no width of its own: the views keep their natural widths and the stack
/// is as wide as they are with the gaps.
@Suite struct StackViewHidingAndSpacingTests {
    struct HidingCase: Sendable, CustomTestStringConvertible {
        var hidden: [String]
        /// Expected horizontal spans of A, B, C, and the stack's width.
        var spans: [Span]
        var stackWidth: Double
        var testDescription: String { hidden.isEmpty ? "none hidden" : "hidden: \(hidden.joined(separator: ", "))" }
    }

    /// Visible views close up at the full spacing. A hidden view is 0 wide (`UISV-hiding`
    /// @999.999) and sits by `UISV-spacing-hidden` @50: half the spacing after the visible
    /// view before it when another visible view follows (B at 60 + 5), at 0 after it when
    /// none follows (C at 130), and at 0 before the first visible view when none precedes
    /// (A ending at B's leading edge, 20).
    static let hidingCases: [HidingCase] = [
        HidingCase(hidden: [], spans: [Span(20, 40), Span(70, 60), Span(140, 80)], stackWidth: 200),
        HidingCase(hidden: ["A"], spans: [Span(20, 0), Span(20, 60), Span(90, 80)], stackWidth: 150),
        HidingCase(hidden: ["B"], spans: [Span(20, 40), Span(65, 0), Span(70, 80)], stackWidth: 130),
        HidingCase(hidden: ["C"], spans: [Span(20, 40), Span(70, 60), Span(130, 0)], stackWidth: 110),
        HidingCase(hidden: ["A", "C"], spans: [Span(20, 0), Span(20, 60), Span(80, 0)], stackWidth: 60),
        HidingCase(hidden: ["A", "B"], spans: [Span(20, 0), Span(20, 0), Span(20, 80)], stackWidth: 80),
    ]

    @Test(arguments: hidingCases)
    func hiddenViewsCollapse(_ c: HidingCase) throws {
        let views = ThreeViews()
        for v in views.all where c.hidden.contains(v.displayName) { v.isHidden = true }
        let (root, stack) = try makeStack(.horizontal, views.all)
        root.layoutIfNeeded()
        for (view, expected) in zip(views.all, c.spans) {
            #expect(close(view.layoutRectInRoot, rect(.horizontal, along: expected, across: Span(100, 50))),
                    "\(view.displayName): \(view.layoutRectInRoot), expected \(expected)")
        }
        #expect(close(stack.layoutRectInRoot, Rect(x: 20, y: 100, width: c.stackWidth, height: 50)), "\(stack.layoutRectInRoot)")
        #expect(root.layoutIssues.isEmpty)
    }

    /// Hiding after layout changes the same hierarchy incrementally, in the same engine:
    /// hiding B drops the two spacings around it and adds the spacing A→C, B's hiding and
    /// its hidden spacing; every other constraint is the same object. Showing B again
    /// restores the first layout.
    @Test func hidingIsIncremental() throws {
        let views = ThreeViews()
        let (root, stack) = try makeStack(.horizontal, views.all)
        root.layoutIfNeeded()
        let engine = try #require(root.hostedEngine)
        let before = Set(stack.arrangementConstraints.values.map(ObjectIdentifier.init))
        views.b.isHidden = true
        root.layoutIfNeeded()
        #expect(root.hostedEngine === engine)
        let after = Set(stack.arrangementConstraints.values.map(ObjectIdentifier.init))
        #expect(before.subtracting(after).count == 2)
        #expect(after.subtracting(before).count == 3)
        #expect(close(views.c.layoutRectInRoot, Rect(x: 70, y: 100, width: 80, height: 50)), "\(views.c.layoutRectInRoot)")
        views.b.isHidden = false
        root.layoutIfNeeded()
        #expect(close(views.b.layoutRectInRoot, Rect(x: 70, y: 100, width: 60, height: 50)), "\(views.b.layoutRectInRoot)")
        #expect(close(views.c.layoutRectInRoot, Rect(x: 140, y: 100, width: 80, height: 50)), "\(views.c.layoutRectInRoot)")
        #expect(close(stack.layoutRectInRoot, Rect(x: 20, y: 100, width: 200, height: 50)))
        #expect(root.layoutIssues.isEmpty)
    }

    /// Hiding every view: the stack's length connects to the ordering spanner, which fits to
    /// zero; the hidden views sit at its leading edge.
    @Test func allHidden() throws {
        let views = ThreeViews()
        let (root, stack) = try makeStack(.horizontal, views.all)
        for v in views.all { v.isHidden = true }
        root.layoutIfNeeded()
        #expect(abs(stack.layoutRectInRoot.width) < 1e-6, "\(stack.layoutRectInRoot)")
        for v in views.all {
            #expect(abs(v.layoutRectInRoot.minX - 20) < 1e-6 && abs(v.layoutRectInRoot.width) < 1e-6, "\(v.layoutRectInRoot)")
        }
        #expect(stack.viewForFirstBaselineLayout === stack)
        #expect(root.layoutIssues.isEmpty)
    }

    /// A hidden view in a vertical stack collapses its height the same way.
    @Test func hiddenInColumn() throws {
        let views = ThreeViews()
        views.b.isHidden = true
        let (root, _) = try makeStack(.vertical, views.all, alignment: .leading)
        root.layoutIfNeeded()
        // A 100…120, B at 120 + 5, C at 130.
        #expect(close(views.a.layoutRectInRoot, Rect(x: 20, y: 100, width: 40, height: 20)))
        #expect(close(views.b.layoutRectInRoot, Rect(x: 20, y: 125, width: 60, height: 0)), "\(views.b.layoutRectInRoot)")
        #expect(close(views.c.layoutRectInRoot, Rect(x: 20, y: 130, width: 80, height: 30)), "\(views.c.layoutRectInRoot)")
    }

    // MARK: Spacing

    struct SpacingCase: Sendable, CustomTestStringConvertible {
        var name: String
        var spacing: Double
        /// Custom spacings after A and after B (nil: none).
        var afterA: Double?
        var afterB: Double?
        var hidden: String?
        var spans: [Span]
        var testDescription: String { name }
    }

    /// Each gap takes the custom spacing of the view before it, else `spacing`; the system
    /// spacing is 8 between views; a negative spacing overlaps; a hidden view's own custom
    /// spacing no longer applies, the one before the gap does.
    static let spacingCases: [SpacingCase] = [
        SpacingCase(name: "custom after A", spacing: 10, afterA: 30,
                    spans: [Span(20, 40), Span(90, 60), Span(160, 80)]),
        SpacingCase(name: "custom after B", spacing: 10, afterB: 0,
                    spans: [Span(20, 40), Span(70, 60), Span(130, 80)]),
        SpacingCase(name: "system spacing", spacing: StackView.spacingUseSystem,
                    spans: [Span(20, 40), Span(68, 60), Span(136, 80)]),
        SpacingCase(name: "custom system spacing after A", spacing: 10, afterA: StackView.spacingUseSystem,
                    spans: [Span(20, 40), Span(68, 60), Span(138, 80)]),
        SpacingCase(name: "spacingUseDefault as spacing is 0", spacing: StackView.spacingUseDefault,
                    spans: [Span(20, 40), Span(60, 60), Span(120, 80)]),
        SpacingCase(name: "negative spacing overlaps", spacing: -10,
                    spans: [Span(20, 40), Span(50, 60), Span(100, 80)]),
        SpacingCase(name: "hidden B: its custom spacing is unused", spacing: 10, afterB: 30, hidden: "B",
                    spans: [Span(20, 40), Span(65, 0), Span(70, 80)]),
        SpacingCase(name: "hidden B: A's custom spacing spans the gap", spacing: 10, afterA: 30, hidden: "B",
                    spans: [Span(20, 40), Span(75, 0), Span(90, 80)]),
        SpacingCase(name: "spacing rounds to the pixel grid (scale 1)", spacing: 10.4,
                    spans: [Span(20, 40), Span(70, 60), Span(140, 80)]),
    ]

    @Test(arguments: spacingCases)
    func spacing(_ c: SpacingCase) throws {
        let views = ThreeViews()
        let (root, stack) = try makeStack(.horizontal, views.all, spacing: c.spacing)
        if let s = c.afterA { stack.setCustomSpacing(s, after: views.a) }
        if let s = c.afterB { stack.setCustomSpacing(s, after: views.b) }
        if c.hidden == "B" { views.b.isHidden = true }
        root.layoutIfNeeded()
        for (view, expected) in zip(views.all, c.spans) {
            #expect(close(span(view.layoutRectInRoot, .horizontal).rect, expected.rect),
                    "\(view.displayName): \(span(view.layoutRectInRoot, .horizontal)), expected \(expected)")
        }
        #expect(root.layoutIssues.isEmpty)
    }

    /// Custom spacing survives reordering, not removal, and is ignored for a view that is
    /// not arranged.
    @Test func customSpacingLifetime() throws {
        let views = ThreeViews()
        let (root, stack) = try makeStack(.horizontal, views.all)
        stack.setCustomSpacing(30, after: views.a)
        #expect(stack.customSpacing(after: views.a) == 30)
        #expect(stack.customSpacing(after: views.b) == StackView.spacingUseDefault)
        // Reordered to B, A, C: B 20…80, A 90…130, then 30 to C at 160.
        try stack.insertArrangedSubview(views.a, at: 1)
        #expect(stack.arrangedSubviews.map(\.displayName) == ["B", "A", "C"])
        root.layoutIfNeeded()
        #expect(close(span(views.a.layoutRectInRoot, .horizontal).rect, Span(90, 40).rect))
        #expect(close(span(views.c.layoutRectInRoot, .horizontal).rect, Span(160, 80).rect))
        stack.removeArrangedSubview(views.a)
        try stack.addArrangedSubview(views.a)
        #expect(stack.customSpacing(after: views.a) == StackView.spacingUseDefault)
        let stranger = sizedView("D", 10, 10)
        try root.addSubview(stranger)
        stack.setCustomSpacing(50, after: stranger)
        #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
    }

    /// On a @2x screen spacing rounds to half points: 10.3 → 10.5, 10.2 → 10.
    @Test(arguments: [(10.3, 10.5), (10.2, 10.0), (7.75, 8.0)])
    func spacingRoundsToTheScreenScale(_ spacing: Double, _ rounded: Double) throws {
        let screen = try makeScreen("iPhone 8")
        let views = ThreeViews()
        _ = try makeStack(.horizontal, [views.a, views.b], spacing: spacing, in: screen.rootView)
        screen.layoutIfNeeded()
        #expect(abs(views.b.layoutRectInRoot.minX - (60 + rounded)) < 1e-9, "\(views.b.layoutRectInRoot)")
    }
}

extension Span {
    /// The span as a rectangle on the x axis, for comparing with `close`.
    var rect: Rect { Rect(x: origin, y: 0, width: length, height: 0) }
}
