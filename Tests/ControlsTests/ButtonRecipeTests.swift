import Testing
import AutoLayout
import TextLayout
@testable import Controls

/// The Auto Layout Cookbook's button recipes with intrinsic sizes, through the Swift API, on an
/// iPhone 8 (@2x; margins 16 / 20; bottom layout guide at the screen's bottom edge).
///
/// A system button with a one-line 15 pt title is 30 high: the 17.900 pt line rounded up to 18
/// plus UIKit's implicit 6 pt above and below (UIKit's control metrics). So each button's bottom is
/// 20 above the screen's bottom and its top 30 higher, by hand. Widths come from the constraints
/// except in Two Buttons with Equal Spacing, where the longer title decides them while it fits.
@Suite struct ButtonRecipeTests {
    struct Setting: Sendable, CustomTestStringConvertible {
        var orientation: Orientation
        var margin: Double
        var size: Size
        var testDescription: String { "\(orientation)" }
    }

    static let settings = [
        Setting(orientation: .portrait, margin: 16, size: Size(width: 375, height: 667)),
        Setting(orientation: .landscape, margin: 20, size: Size(width: 667, height: 375)),
    ]

    func button(_ title: String, _ name: String) -> Button { Button(title: title, name: name) }

    // MARK: Two Equal-Width Buttons

    // 1 Short Button.Leading = Superview.LeadingMargin
    // 2 Long Button.Leading = Short Button.Trailing + Standard
    // 3 Long Button.Trailing = Superview.TrailingMargin
    // 4 Bottom Layout Guide.Top = Short Button.Bottom + 20.0
    // 5 Bottom Layout Guide.Top = Long Button.Bottom + 20.0
    // 6 Short Button.Width = Long Button.Width
    /// Each button is (margins' width − 8) / 2: 167.5 in portrait (the cookbook storyboard saves
    /// x 16 and 191.5, width 167.5, y 617, height 30), 309.5 in landscape. Titles do not matter.
    @Test(arguments: settings)
    func twoEqualWidthButtons(_ s: Setting) throws {
        let screen = try makeScreen("iPhone 8", s.orientation)
        let root = screen.rootView
        let short = try add(button("Short", "Short Button"), to: root)
        let long = try add(button("Much Longer Button Title", "Long Button"), to: root)
        try LayoutConstraint.activate([
            short.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            long.leadingAnchor.constraint(equalTo: short.trailingAnchor, constant: systemSpacing),
            long.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            screen.bottomLayoutGuide.topAnchor.constraint(equalTo: short.bottomAnchor, constant: 20),
            screen.bottomLayoutGuide.topAnchor.constraint(equalTo: long.bottomAnchor, constant: 20),
            short.widthAnchor.constraint(equalTo: long.widthAnchor),
        ])
        screen.layoutIfNeeded()
        let width = (s.size.width - 2 * s.margin - 8) / 2
        let y = s.size.height - 20 - 30
        #expect(close(short.layoutRectInRoot, Rect(x: s.margin, y: y, width: width, height: 30)), "\(short.layoutRectInRoot)")
        #expect(close(long.layoutRectInRoot, Rect(x: s.margin + width + 8, y: y, width: width, height: 30)))
        if s.orientation == .portrait {
            #expect(short.frame == Rect(x: 16, y: 617, width: 167.5, height: 30))
            #expect(long.frame == Rect(x: 191.5, y: 617, width: 167.5, height: 30))
        }
        #expect(!short.hasAmbiguousLayout && !long.hasAmbiguousLayout)

        // "The button's text does not affect the layout": swap the titles, same frames.
        let before = [short.layoutRectInRoot, long.layoutRectInRoot]
        (short.title, long.title) = (long.title, short.title)
        screen.layoutIfNeeded()
        #expect([short.layoutRectInRoot, long.layoutRectInRoot] == before)
    }

    // MARK: Three Equal-Width Buttons

    // 1 Short.Leading = LeadingMargin; 2 Medium.Leading = Short.Trailing + Standard;
    // 3 Long.Leading = Medium.Trailing + Standard; 4 Long.Trailing = TrailingMargin;
    // 5-7 Bottom Layout Guide.Top = each Bottom + 20.0; 8 Short.Width = Medium.Width;
    // 9 Short.Width = Long.Width.
    /// (margins' width − 16) / 3: 109 in portrait (the storyboard's x 16, 133, 250, width 109),
    /// 203.667 in landscape.
    @Test(arguments: settings)
    func threeEqualWidthButtons(_ s: Setting) throws {
        let screen = try makeScreen("iPhone 8", s.orientation)
        let root = screen.rootView
        let buttons = try [("Short", "Short Button"), ("Medium", "Medium Button"), ("Long Button Title", "Long Button")]
            .map { try add(button($0.0, $0.1), to: root) }
        try LayoutConstraint.activate([
            buttons[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            buttons[1].leadingAnchor.constraint(equalTo: buttons[0].trailingAnchor, constant: systemSpacing),
            buttons[2].leadingAnchor.constraint(equalTo: buttons[1].trailingAnchor, constant: systemSpacing),
            buttons[2].trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            screen.bottomLayoutGuide.topAnchor.constraint(equalTo: buttons[0].bottomAnchor, constant: 20),
            screen.bottomLayoutGuide.topAnchor.constraint(equalTo: buttons[1].bottomAnchor, constant: 20),
            screen.bottomLayoutGuide.topAnchor.constraint(equalTo: buttons[2].bottomAnchor, constant: 20),
            buttons[0].widthAnchor.constraint(equalTo: buttons[1].widthAnchor),
            buttons[0].widthAnchor.constraint(equalTo: buttons[2].widthAnchor),
        ])
        screen.layoutIfNeeded()
        let width = (s.size.width - 2 * s.margin - 16) / 3
        for (index, button) in buttons.enumerated() {
            let x = s.margin + Double(index) * (width + 8)
            #expect(close(button.layoutRectInRoot, Rect(x: x, y: s.size.height - 50, width: width, height: 30)),
                    "\(button.displayName): \(button.layoutRectInRoot)")
            #expect(!button.hasAmbiguousLayout)
        }
        if s.orientation == .portrait {
            #expect(buttons.map(\.frame.minX) == [16, 133, 250])
        }
    }

    // MARK: Two Buttons with Equal Spacing

    // 1 Leading Dummy View.Leading = Superview.LeadingMargin
    // 2 Short Button.Leading = Leading Dummy View.Trailing
    // 3 Center Dummy View.Leading = Short Button.Trailing
    // 4 Long Button.Leading = Center Dummy View.Trailing
    // 5 Trailing Dummy View.Leading = Long Button.Trailing
    // 6 Trailing Dummy View.Trailing = Superview.TrailingMargin
    // 7-11 Bottom Layout Guide.Top = each view's Bottom + 20.0
    // 12 Short Button.Leading >= Superview.LeadingMargin
    // 13 Long Button.Leading >= Short Button.Trailing + Standard
    // 14 Superview.TrailingMargin >= Long Button.Trailing
    // 15 Leading Dummy View.Width = Center Dummy View.Width
    // 16 Leading Dummy View.Width = Trailing Dummy View.Width
    // 17 Short Button.Width = Long Button.Width
    // 18-20 each Dummy View.Height = 0.0
    func equalSpacingRecipe(_ screen: Screen) throws -> (dummies: [View], short: Button, long: Button) {
        let root = screen.rootView
        let dummies = try ["Leading", "Center", "Trailing"].map { try add(View(name: "\($0) Dummy View"), to: root) }
        let short = try add(button("Short", "Short Button"), to: root)
        let long = try add(button("Much Longer Button Title", "Long Button"), to: root)
        let margins = root.layoutMarginsGuide
        var list = [
            try dummies[0].leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            try short.leadingAnchor.constraint(equalTo: dummies[0].trailingAnchor),
            try dummies[1].leadingAnchor.constraint(equalTo: short.trailingAnchor),
            try long.leadingAnchor.constraint(equalTo: dummies[1].trailingAnchor),
            try dummies[2].leadingAnchor.constraint(equalTo: long.trailingAnchor),
            try dummies[2].trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ]
        for view in [dummies[0], short, dummies[1], long, dummies[2]] {
            list.append(try screen.bottomLayoutGuide.topAnchor.constraint(equalTo: view.bottomAnchor, constant: 20))
        }
        list += [
            try short.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            try long.leadingAnchor.constraint(greaterThanOrEqualTo: short.trailingAnchor, constant: systemSpacing),
            try margins.trailingAnchor.constraint(greaterThanOrEqualTo: long.trailingAnchor),
            try dummies[0].widthAnchor.constraint(equalTo: dummies[1].widthAnchor),
            try dummies[0].widthAnchor.constraint(equalTo: dummies[2].widthAnchor),
            try short.widthAnchor.constraint(equalTo: long.widthAnchor),
        ]
        for dummy in dummies { list.append(try dummy.heightAnchor.constraint(equalToConstant: 0)) }
        try LayoutConstraint.activate(list)
        return (dummies, short, long)
    }

    /// Landscape has room: both buttons take the longer title's intrinsic width L and the three
    /// dummy views share the rest, (627 − 2L) / 3 each, more than the 8 constraint 13 demands.
    @Test func twoButtonsWithEqualSpacingWhenThereIsRoom() throws {
        let screen = try makeScreen("iPhone 8", .landscape)
        let (dummies, short, long) = try equalSpacingRecipe(screen)
        screen.layoutIfNeeded()
        let longTitle = long.intrinsicContentSize.width
        #expect(longTitle > short.intrinsicContentSize.width)
        let gap = (627 - 2 * longTitle) / 3
        #expect(gap > 8, "precondition: the titles fit with room to spare")
        let y: Double = 355
        let expected: [Rect] = [
            Rect(x: 20, y: y, width: gap, height: 0),
            Rect(x: 20 + gap, y: y - 30, width: longTitle, height: 30),
            Rect(x: 20 + gap + longTitle, y: y, width: gap, height: 0),
            Rect(x: 20 + 2 * gap + longTitle, y: y - 30, width: longTitle, height: 30),
            Rect(x: 20 + 2 * gap + 2 * longTitle, y: y, width: gap, height: 0),
        ]
        for (view, rect) in zip([dummies[0], short, dummies[1], long, dummies[2]] as [View], expected) {
            #expect(close(view.layoutRectInRoot, rect), "\(view.displayName): \(view.layoutRectInRoot), expected \(rect)")
            #expect(!view.hasAmbiguousLayout)
        }
        #expect(!long.isTitleTruncated && long.displayedTitle == "Much Longer Button Title")
    }

    /// Portrait has no room for two L-wide buttons: the dummy views shrink to the smallest width
    /// their constraints allow. The cookbook's text says 0, but constraint 13 puts the standard
    /// 8 pt between the buttons, which is the centre dummy's width, and 15-16 make all three
    /// equal: 8 each. The buttons share the rest equally, (343 − 24) / 2 = 159.5, below the
    /// longer title, which is then truncated in the middle.
    @Test func twoButtonsWithEqualSpacingWhenSpaceRunsOut() throws {
        let screen = try makeScreen("iPhone 8", .portrait)
        let (dummies, short, long) = try equalSpacingRecipe(screen)
        screen.layoutIfNeeded()
        #expect(long.intrinsicContentSize.width > 159.5, "precondition: the long title does not fit")
        let expected: [Rect] = [
            Rect(x: 16, y: 647, width: 8, height: 0),
            Rect(x: 24, y: 617, width: 159.5, height: 30),
            Rect(x: 183.5, y: 647, width: 8, height: 0),
            Rect(x: 191.5, y: 617, width: 159.5, height: 30),
            Rect(x: 351, y: 647, width: 8, height: 0),
        ]
        for (view, rect) in zip([dummies[0], short, dummies[1], long, dummies[2]] as [View], expected) {
            #expect(close(view.layoutRectInRoot, rect), "\(view.displayName): \(view.layoutRectInRoot), expected \(rect)")
            #expect(view.frame == rect)
            #expect(!view.hasAmbiguousLayout)
        }
        #expect(long.isTitleTruncated)
        let shown = long.displayedTitle
        #expect(shown.hasPrefix("Much") && shown.hasSuffix("Title") && shown.contains("…"), "\(shown)")
        #expect(!short.isTitleTruncated)
        #expect(screen.rootView.layoutIssues.isEmpty)
    }

    /// Rotating the laid-out portrait screen moves to the landscape frames incrementally.
    @Test func twoButtonsWithEqualSpacingRotate() throws {
        let screen = try makeScreen("iPhone 8", .portrait)
        let (dummies, _, long) = try equalSpacingRecipe(screen)
        screen.layoutIfNeeded()
        #expect(close(dummies[1].layoutRectInRoot.width, 8))
        screen.rotate(to: .landscape)
        screen.layoutIfNeeded()
        let longTitle = long.intrinsicContentSize.width
        #expect(close(long.layoutRectInRoot.width, longTitle))
        #expect(close(dummies[1].layoutRectInRoot.width, (627 - 2 * longTitle) / 3))
    }
}
