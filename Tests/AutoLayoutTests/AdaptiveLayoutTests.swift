import Testing
@testable import AutoLayout

/// Size-class variations and animated transitions through the Swift API.
@Suite struct AdaptiveLayoutTests {
    /// Two 30-point-high views: side by side with equal widths in the base layout; in
    /// compact width with regular height (an iPhone in portrait) stacked, each full width.
    func twoButtons(_ screen: Screen) throws -> (View, View) {
        let root = screen.rootView
        let margins = root.layoutMarginsGuide
        let a = try addView("Short Button", to: root)
        let b = try addView("Long Button", to: root)
        for v in [a, b] { v.explicitIntrinsicContentSize = Size(width: noIntrinsicMetric, height: 30) }
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            b.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20),
        ])
        let sideBySide = [try b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                          try b.topAnchor.constraint(equalTo: a.topAnchor)]
        let stacked = [try a.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                       try b.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                       try b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8)]
        let compactRegular = SizeClassPattern(horizontal: .compact, vertical: .regular)
        for c in sideBySide { screen.variations.setInstalled(false, for: c, in: compactRegular) }
        screen.variations.add(stacked, onlyIn: compactRegular)
        return (a, b)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var device: String
        var orientation: Orientation
        var a: Rect
        var b: Rect
        var testDescription: String { "\(device) \(orientation)" }
    }

    static let cases: [Case] = [
        // Compact width, regular height: stacked.
        Case(device: "iPhone 8", orientation: .portrait,
             a: Rect(x: 16, y: 40, width: 343, height: 30), b: Rect(x: 16, y: 78, width: 343, height: 30)),
        // Compact/compact: the base layout, (627 − 8) / 2 = 309.5 each.
        Case(device: "iPhone 8", orientation: .landscape,
             a: Rect(x: 20, y: 20, width: 309.5, height: 30), b: Rect(x: 337.5, y: 20, width: 309.5, height: 30)),
        // A Plus phone in landscape is regular width: the base layout, (696 − 8) / 2 = 344.
        Case(device: "iPhone 8 Plus", orientation: .landscape,
             a: Rect(x: 20, y: 20, width: 344, height: 30), b: Rect(x: 372, y: 20, width: 344, height: 30)),
        // iPad: regular/regular, status bar 20, margins 20: (728 − 8) / 2 = 360.
        Case(device: "iPad (6th generation)", orientation: .portrait,
             a: Rect(x: 20, y: 40, width: 360, height: 30), b: Rect(x: 388, y: 40, width: 360, height: 30)),
    ]

    @Test(arguments: cases)
    func sizeClassesChooseTheLayout(_ c: Case) throws {
        let screen = try makeScreen(c.device, c.orientation)
        let (a, b) = try twoButtons(screen)
        screen.layoutIfNeeded()
        #expect(a.frame == c.a)
        #expect(b.frame == c.b)
        #expect(screen.rootView.layoutIssues.isEmpty)
    }

    @Test func rotationSwapsVariationsIncrementally() throws {
        let screen = try makeScreen("iPhone 8", .portrait)
        let (a, b) = try twoButtons(screen)
        screen.layoutIfNeeded()
        let engine = screen.rootView.hostedEngine
        let before = LayoutSnapshot(of: screen.rootView)
        screen.rotate(to: .landscape)
        screen.layoutIfNeeded()
        #expect(a.frame == Rect(x: 20, y: 20, width: 309.5, height: 30))
        #expect(b.frame == Rect(x: 337.5, y: 20, width: 309.5, height: 30))
        #expect(screen.rootView.hostedEngine === engine)
        let after = LayoutSnapshot(of: screen.rootView)
        // Interpolated frames: t = 0 and 1 are the layouts; the ease-in-out curve is symmetric,
        // so t = 0.5 is the midpoint of every edge.
        let transition = LayoutTransition(from: before, to: after)
        #expect(transition.frame(of: b, at: 0) == Rect(x: 16, y: 78, width: 343, height: 30))
        #expect(transition.frame(of: b, at: 1) == Rect(x: 337.5, y: 20, width: 309.5, height: 30))
        #expect(transition.frame(of: b, at: 0.5) == Rect(x: 176.75, y: 49, width: 326.25, height: 30))
        let linear = LayoutTransition(from: before, to: after, curve: .linear)
        #expect(linear.frame(of: a, at: 0.25) == Rect(x: 17, y: 35, width: 334.625, height: 30))
        // Back again restores the stacked layout.
        screen.rotate(to: .portrait)
        screen.layoutIfNeeded()
        #expect(b.frame == Rect(x: 16, y: 78, width: 343, height: 30))
    }

    @Test func easeInOutMatchesItsBezier() {
        let curve = AnimationCurve.easeInOut
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(curve.progress(at: 0.25) + curve.progress(at: 0.75) - 1) < 1e-9)
        // Slow at the start: less than linear progress in the first quarter.
        #expect(curve.progress(at: 0.25) < 0.25)
        #expect(AnimationCurve.linear.progress(at: 0.3) == 0.3)
    }

    @Test func specificityOrdersThePatterns() {
        #expect(SizeClassPattern.any.specificity == 0)
        #expect(SizeClassPattern(vertical: .compact).specificity == 1)
        #expect(SizeClassPattern(horizontal: .compact).specificity == 2)
        #expect(SizeClassPattern(horizontal: .regular, vertical: .compact).specificity == 3)
        #expect(SizeClassPattern(horizontal: .compact, vertical: .regular).description == "compact-regular")
    }

    @Test func traitChangesReachTheViews() throws {
        final class Watcher: View {
            var seen: [UserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previous: TraitCollection?) {
                seen.append(traitCollection.horizontalSizeClass)
            }
        }
        let screen = try makeScreen("iPhone 8 Plus")
        let w = Watcher()
        try screen.rootView.addSubview(w)
        screen.rotate(to: .landscape)
        screen.rotate(to: .portrait)
        #expect(w.seen == [.regular, .compact])
    }
}
