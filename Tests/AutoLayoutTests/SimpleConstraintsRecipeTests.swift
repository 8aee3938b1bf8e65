import Testing
@testable import AutoLayout

/// The Auto Layout Cookbook's "Simple Constraints" recipes through the anchor API, on an
/// iPhone 8 (375×667, status bar 20 in portrait and hidden in landscape, root margins 16 / 20)
/// and a notched iPhone 14 (390×844, safe area 47/34 portrait, 47 sides and 21 bottom in
/// landscape, margins 16 / 63). Expected frames are worked out by hand in each case from
/// Simulator measurements; the engine's unsnapped rectangles are compared exactly.
@Suite struct SimpleConstraintsRecipeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var device: String
        var orientation: Orientation
        var direction: LayoutDirection = .leftToRight
        var expected: [Rect]
        var testDescription: String { "\(device) \(orientation) \(direction)" }
    }

    // Simple Single View: Leading/Trailing = margins, Top = TLG.Bottom + 20, BLG.Top = Bottom + 20.
    static let simpleSingleViewCases: [Case] = [
        Case(device: "iPhone 8", orientation: .portrait, expected: [Rect(x: 16, y: 40, width: 343, height: 607)]),
        Case(device: "iPhone 8", orientation: .landscape, expected: [Rect(x: 20, y: 20, width: 627, height: 335)]),
        Case(device: "iPhone 14", orientation: .portrait, expected: [Rect(x: 16, y: 67, width: 358, height: 723)]),
        Case(device: "iPhone 14", orientation: .landscape, expected: [Rect(x: 63, y: 20, width: 718, height: 329)]),
        Case(device: "iPhone 8", orientation: .portrait, direction: .rightToLeft,
             expected: [Rect(x: 16, y: 40, width: 343, height: 607)]),
    ]

    @Test(arguments: simpleSingleViewCases)
    func simpleSingleView(_ c: Case) throws {
        let screen = try makeScreen(c.device, c.orientation, direction: c.direction)
        let root = screen.rootView
        let red = try addView("Red View", to: root)
        try LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            red.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20),
            screen.bottomLayoutGuide.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
        ])
        screen.layoutIfNeeded()
        #expect(close(red.frame, c.expected[0]), "\(red.frame)")
        #expect(!red.hasAmbiguousLayout)
        #expect(root.layoutIssues.isEmpty)
    }

    // Adaptive Single View: Top = TLG.Bottom + 8 @750, Top >= Superview.Top + 20,
    // BLG.Top = Bottom + 8 @750, Superview.Bottom >= Bottom + 20. The frames match the cookbook's
    // own storyboard on the iPhone 8 in portrait: (16, 28, 343, 619).
    static let adaptiveSingleViewCases: [Case] = [
        Case(device: "iPhone 8", orientation: .portrait, expected: [Rect(x: 16, y: 28, width: 343, height: 619)]),
        Case(device: "iPhone 8", orientation: .landscape, expected: [Rect(x: 20, y: 20, width: 627, height: 335)]),
        Case(device: "iPhone 14", orientation: .portrait, expected: [Rect(x: 16, y: 55, width: 358, height: 747)]),
        Case(device: "iPhone 14", orientation: .landscape, expected: [Rect(x: 63, y: 20, width: 718, height: 341)]),
    ]

    @Test(arguments: adaptiveSingleViewCases)
    func adaptiveSingleView(_ c: Case) throws {
        let screen = try makeScreen(c.device, c.orientation, direction: c.direction)
        let root = screen.rootView
        let blue = try addView("Blue View", to: root)
        let top = try blue.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 8)
        top.priority = 750
        let bottom = try screen.bottomLayoutGuide.topAnchor.constraint(equalTo: blue.bottomAnchor, constant: 8)
        bottom.priority = 750
        try LayoutConstraint.activate([
            blue.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            blue.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            top, bottom,
            blue.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 20),
            root.bottomAnchor.constraint(greaterThanOrEqualTo: blue.bottomAnchor, constant: 20),
        ])
        screen.layoutIfNeeded()
        #expect(close(blue.frame, c.expected[0]), "\(blue.frame)")
    }

    // Two Equal-Width Views: the space between the margins minus the 8-point gap, halved.
    static let twoEqualWidthViewsCases: [Case] = [
        Case(device: "iPhone 8", orientation: .portrait,
             expected: [Rect(x: 16, y: 40, width: 167.5, height: 607), Rect(x: 191.5, y: 40, width: 167.5, height: 607)]),
        Case(device: "iPhone 8", orientation: .landscape,
             expected: [Rect(x: 20, y: 20, width: 309.5, height: 335), Rect(x: 337.5, y: 20, width: 309.5, height: 335)]),
        Case(device: "iPhone 14", orientation: .landscape,
             expected: [Rect(x: 63, y: 20, width: 355, height: 329), Rect(x: 426, y: 20, width: 355, height: 329)]),
        Case(device: "iPhone 8", orientation: .portrait, direction: .rightToLeft,
             expected: [Rect(x: 191.5, y: 40, width: 167.5, height: 607), Rect(x: 16, y: 40, width: 167.5, height: 607)]),
    ]

    @Test(arguments: twoEqualWidthViewsCases)
    func twoEqualWidthViews(_ c: Case) throws {
        let (screen, yellow, green) = try twoViews(c)
        try green.widthAnchor.constraint(equalTo: yellow.widthAnchor).activate()
        screen.layoutIfNeeded()
        #expect(close(yellow.frame, c.expected[0]), "\(yellow.frame)")
        #expect(close(green.frame, c.expected[1]), "\(green.frame)")
        #expect(!yellow.hasAmbiguousLayout && !green.hasAmbiguousLayout)
    }

    // Two Different-Width Views: Red = 2 × Blue. iPhone 8 portrait: 335 / 3 = 111.67 and 223.33,
    // which snap to the 0.5-point grid of a @2x screen edge by edge.
    static let twoDifferentWidthViewsCases: [Case] = [
        Case(device: "iPhone 8", orientation: .portrait,
             expected: [Rect(x: 16, y: 40, width: 335.0 / 3, height: 607),
                        Rect(x: 24 + 335.0 / 3, y: 40, width: 670.0 / 3, height: 607)]),
        Case(device: "iPhone 8", orientation: .landscape,
             expected: [Rect(x: 20, y: 20, width: 619.0 / 3, height: 335),
                        Rect(x: 28 + 619.0 / 3, y: 20, width: 1238.0 / 3, height: 335)]),
    ]

    @Test(arguments: twoDifferentWidthViewsCases)
    func twoDifferentWidthViews(_ c: Case) throws {
        let (screen, blue, red) = try twoViews(c)
        try red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2).activate()
        screen.layoutIfNeeded()
        #expect(close(blue.layoutRectInRoot, c.expected[0], tolerance: 1e-6), "\(blue.layoutRectInRoot)")
        #expect(close(red.layoutRectInRoot, c.expected[1], tolerance: 1e-6), "\(red.layoutRectInRoot)")
        // Snapped frames: each edge on the @2x grid, so 127.67 → 127.5 and 135.67 → 135.5.
        if c.orientation == .portrait {
            #expect(blue.frame == Rect(x: 16, y: 40, width: 111.5, height: 607))
            #expect(red.frame == Rect(x: 135.5, y: 40, width: 223.5, height: 607))
        }
    }

    // Two Views with Complex Widths: Red = 2 × Blue @750 and Blue >= 150. In portrait the 2:1
    // ratio would make Blue 111.67, so Blue stays at 150 and Red takes the rest: 185 on the
    // iPhone 8, 200 on the iPhone 14. In landscape the ratio holds.
    static let complexWidthsCases: [Case] = [
        Case(device: "iPhone 8", orientation: .portrait,
             expected: [Rect(x: 16, y: 40, width: 150, height: 607), Rect(x: 174, y: 40, width: 185, height: 607)]),
        Case(device: "iPhone 8", orientation: .landscape,
             expected: [Rect(x: 20, y: 20, width: 619.0 / 3, height: 335),
                        Rect(x: 28 + 619.0 / 3, y: 20, width: 1238.0 / 3, height: 335)]),
        Case(device: "iPhone 14", orientation: .portrait,
             expected: [Rect(x: 16, y: 67, width: 150, height: 723), Rect(x: 174, y: 67, width: 200, height: 723)]),
        Case(device: "iPhone 14", orientation: .landscape,
             expected: [Rect(x: 63, y: 20, width: 710.0 / 3, height: 329),
                        Rect(x: 71 + 710.0 / 3, y: 20, width: 1420.0 / 3, height: 329)]),
        Case(device: "iPhone 8", orientation: .portrait, direction: .rightToLeft,
             expected: [Rect(x: 209, y: 40, width: 150, height: 607), Rect(x: 16, y: 40, width: 185, height: 607)]),
        Case(device: "iPhone 8", orientation: .landscape, direction: .rightToLeft,
             expected: [Rect(x: 647 - 619.0 / 3, y: 20, width: 619.0 / 3, height: 335),
                        Rect(x: 20, y: 20, width: 1238.0 / 3, height: 335)]),
    ]

    @Test(arguments: complexWidthsCases)
    func twoViewsWithComplexWidths(_ c: Case) throws {
        let (screen, blue, red) = try twoViews(c)
        let ratio = try red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
        ratio.priority = 750
        try LayoutConstraint.activate([ratio, blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)])
        screen.layoutIfNeeded()
        #expect(close(blue.layoutRectInRoot, c.expected[0]), "\(blue.layoutRectInRoot)")
        #expect(close(red.layoutRectInRoot, c.expected[1]), "\(red.layoutRectInRoot)")
        #expect(root(screen).layoutIssues.isEmpty)
    }

    /// Rotating an already laid-out screen gives the same frames as laying out in landscape.
    @Test func rotationUpdatesIncrementally() throws {
        let portrait = Case(device: "iPhone 8", orientation: .portrait, expected: [])
        let (screen, blue, red) = try twoViews(portrait)
        let ratio = try red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
        ratio.priority = 750
        try LayoutConstraint.activate([ratio, blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)])
        screen.layoutIfNeeded()
        #expect(blue.frame.width == 150)
        screen.rotate(to: .landscape)
        screen.layoutIfNeeded()
        #expect(close(blue.layoutRectInRoot, Rect(x: 20, y: 20, width: 619.0 / 3, height: 335)))
        screen.rotate(to: .portrait)
        screen.layoutIfNeeded()
        #expect(blue.frame == Rect(x: 16, y: 40, width: 150, height: 607))
        #expect(red.frame == Rect(x: 174, y: 40, width: 185, height: 607))
    }

    /// The two-view skeleton shared by the width recipes: leading view, trailing view, 8 apart,
    /// between the margins, 20 below the top guide and 20 above the bottom guide.
    func twoViews(_ c: Case) throws -> (Screen, View, View) {
        let screen = try makeScreen(c.device, c.orientation, direction: c.direction)
        let root = screen.rootView
        let first = try addView("First", to: root)
        let second = try addView("Second", to: root)
        try LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            first.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20),
            second.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20),
            screen.bottomLayoutGuide.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 20),
            screen.bottomLayoutGuide.topAnchor.constraint(equalTo: second.bottomAnchor, constant: 20),
        ])
        return (screen, first, second)
    }

    func root(_ screen: Screen) -> View { screen.rootView }
}
