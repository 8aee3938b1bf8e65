import Testing
@testable import AutoLayout

/// A view controller's view below the screen's root (a window's root view controller's view)
/// and conversions between views' coordinates.
@Suite struct ViewControllerRootTests {
    /// On an iPhone 8 in portrait (status bar 20, system minimum side margins 16), a full-screen
    /// view controller view has margins of 16 at the sides, measured from its safe area, as
    /// the screen's root does; a plain view in the same place keeps its own 8 on every side,
    /// added to the safe area.
    @Test func controllerViewsGetTheSystemMinimumMargins() throws {
        let screen = try makeScreen("iPhone 8")
        let controllerView = View(name: "Controller View")
        controllerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controllerView.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        try screen.rootView.addSubview(controllerView)
        screen.layoutIfNeeded()
        #expect(controllerView.layoutMargins == EdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
        controllerView.isViewControllerRootView = true
        screen.layoutIfNeeded()
        #expect(controllerView.safeAreaInsets == EdgeInsets(top: 20))
        #expect(controllerView.layoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        let guide = controllerView.layoutMarginsGuide
        screen.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 16, y: 20, width: 343, height: 647))
    }

    /// The screen's root honours `insetsLayoutMarginsFromSafeArea`: off, its margins are the
    /// system minimum alone, not measured from the safe area (iPhone 8: status bar 20, side
    /// minimum 16, top and bottom 0).
    @Test func rootMarginsOutsideTheSafeArea() throws {
        let inset = try makeScreen("iPhone 8")
        inset.layoutIfNeeded()
        #expect(inset.rootView.layoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        let screen = try makeScreen("iPhone 8")
        screen.rootView.insetsLayoutMarginsFromSafeArea = false
        screen.layoutIfNeeded()
        #expect(screen.rootView.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    /// Points and rectangles convert through the views' frames of the last pass.
    @Test func convertsBetweenViews() throws {
        let screen = try makeScreen("iPhone 8")
        let outer = View(name: "Outer"), inner = View(name: "Inner")
        outer.frame = Rect(x: 10, y: 20, width: 200, height: 200)
        inner.frame = Rect(x: 5, y: 7, width: 50, height: 50)
        try screen.rootView.addSubview(outer)
        try outer.addSubview(inner)
        screen.layoutIfNeeded()
        #expect(inner.convert(Point(x: 1, y: 2), to: nil) == Point(x: 16, y: 29))
        #expect(inner.convert(Point(x: 1, y: 2), to: outer) == Point(x: 6, y: 9))
        #expect(outer.convert(Point(x: 6, y: 9), from: nil) == Point(x: -4, y: -11))
        #expect(outer.convert(Rect(x: 0, y: 0, width: 3, height: 4), to: inner) == Rect(x: -5, y: -7, width: 3, height: 4))
    }
}
