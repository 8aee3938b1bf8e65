import Testing
@testable import AutoLayout

/// The keyboard layout guide: hidden, its top is the bottom of its view's safe area (Apple's
/// documentation of `usesBottomSafeArea`); shown, it is the keyboard's frame. iPhone 11 Pro is
/// 375×812 with a 34-point home-indicator band at the bottom.
@Suite struct KeyboardLayoutGuideTests {
    /// A 44-point bar whose bottom sits 8 points above the keyboard guide of the root view.
    func bar(on screen: Screen) throws -> View {
        let root = screen.rootView
        let bar = try addView("Bar", to: root)
        try LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            root.keyboardLayoutGuide.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
        ])
        screen.layoutIfNeeded()
        return bar
    }

    @Test func followsTheKeyboard() throws {
        let screen = try makeScreen("iPhone 11 Pro")
        let bar = try bar(on: screen)
        let guide = screen.rootView.keyboardLayoutGuide
        // Hidden: the guide is the home-indicator band, 812 − 34 = 778.
        #expect(guide.layoutFrame == Rect(x: 0, y: 778, width: 375, height: 34))
        #expect(bar.frame == Rect(x: 0, y: 726, width: 375, height: 44))
        try screen.showKeyboard(height: 336)
        screen.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 0, y: 476, width: 375, height: 336))
        #expect(bar.frame.maxY == 468)
        screen.hideKeyboard()
        screen.layoutIfNeeded()
        #expect(bar.frame.maxY == 770)
        #expect(screen.rootView.layoutIssues.isEmpty)
    }

    /// Without the safe area the hidden guide sits at the view's bottom, 0 tall.
    @Test func withoutTheSafeAreaTheHiddenGuideIsTheBottomEdge() throws {
        let screen = try makeScreen("iPhone 11 Pro")
        screen.rootView.keyboardLayoutGuide.usesBottomSafeArea = false
        let bar = try bar(on: screen)
        #expect(screen.rootView.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 812, width: 375, height: 0))
        #expect(bar.frame.maxY == 804)
    }

    /// A subview's guide is in its own coordinates: hidden, at its bottom (the view stops above
    /// the unsafe band, so its safe area has no bottom inset); shown, the keyboard's frame,
    /// reaching below the view.
    @Test func aSubviewsGuideIsTheKeyboardInItsCoordinates() throws {
        let screen = try makeScreen("iPhone 11 Pro")
        let root = screen.rootView
        let panel = try addView("Panel", to: root)
        try LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            panel.heightAnchor.constraint(equalToConstant: 400),
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        let guide = panel.keyboardLayoutGuide
        screen.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 0, y: 400, width: 335, height: 0))
        try screen.showKeyboard(height: 336)
        screen.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 0, y: 376, width: 335, height: 336))
    }

    @Test func refusesABadHeight() throws {
        let screen = try makeScreen("iPhone 8")
        #expect(throws: AutoLayoutError.invalidKeyboardHeight(-1)) { try screen.showKeyboard(height: -1) }
        #expect(throws: AutoLayoutError.self) { try screen.showKeyboard(height: .nan) }
        #expect(screen.keyboardHeight == nil)
    }
}
