import Testing
@testable import AutoLayout

/// Scroll views: the content and frame layout guides, the legacy meaning of a scroll view's
/// edges, the content offset as bounds origin, and `adjustedContentInset` under each
/// `contentInsetAdjustmentBehavior`. Expected values are worked out from Apple's Auto Layout
/// Guide ("Working with Scroll Views") and the `UIScrollView` reference, with the screens'
/// safe areas: iPhone 11 Pro is 375×812, safe area 44 top and 34 bottom in portrait, 44 left
/// and right and 21 bottom in landscape.
@Suite struct ScrollViewTests {
    /// A scroll view filling the screen, with a content view of `height` whose edges are pinned
    /// to the content layout guide and whose width is the frame layout guide's.
    func scene(device: String = "iPhone 11 Pro", _ orientation: Orientation = .portrait, height: Double,
               configure: (ScrollView) -> Void = { _ in }) throws -> (Screen, ScrollView, View) {
        let screen = try makeScreen(device, orientation)
        let root = screen.rootView
        let scroll = ScrollView(name: "Scroll")
        scroll.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(scroll)
        configure(scroll)
        let content = try addView("Content", to: scroll)
        let guide = scroll.contentLayoutGuide
        try LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: height),
        ])
        screen.layoutIfNeeded()
        return (screen, scroll, content)
    }

    /// Tall content scrolls vertically: `automatic` adjusts the top and bottom by the safe area
    /// (44, 34), the content rests 44 below the scroll view's top, and frames inside the scroll
    /// view are content coordinates.
    @Test func tallContentRestsBelowTheSafeAreaTop() throws {
        let (screen, scroll, content) = try scene(height: 1000)
        #expect(screen.rootView.layoutIssues.isEmpty)
        #expect(scroll.contentSize == Size(width: 375, height: 1000))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset == Point(x: 0, y: -44))
        #expect(scroll.bounds == Rect(x: 0, y: -44, width: 375, height: 812))
        #expect(content.frame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(content.frameInRoot == Rect(x: 0, y: 44, width: 375, height: 1000))
        #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: -44, width: 375, height: 812))
        #expect(content.convert(Point(x: 0, y: 0), to: nil) == Point(x: 0, y: 44))
    }

    /// The adjusted inset under each behaviour, for short (300) and tall (1000) content.
    @Test(arguments: [
        (ScrollView.ContentInsetAdjustmentBehavior.automatic, 300.0, false, EdgeInsets.zero),
        (.automatic, 300, true, EdgeInsets(top: 44, bottom: 34)),
        (.scrollableAxes, 1000, false, EdgeInsets(top: 44, bottom: 34)),
        (.scrollableAxes, 300, false, EdgeInsets.zero),
        (.never, 1000, false, EdgeInsets.zero),
        (.always, 300, false, EdgeInsets(top: 44, bottom: 34)),
    ])
    func adjustedInsetFollowsTheBehaviour(_ behaviour: ScrollView.ContentInsetAdjustmentBehavior, height: Double,
                                          bounces: Bool, expected: EdgeInsets) throws {
        let (_, scroll, content) = try scene(height: height) {
            $0.contentInsetAdjustmentBehavior = behaviour
            $0.alwaysBounceVertical = bounces
        }
        #expect(scroll.adjustedContentInset == expected)
        #expect(content.frameInRoot.minY == expected.top)
        #expect(content.frame.minY == 0)
    }

    /// In landscape the sensor housing is at the sides: `always` adjusts all four edges, while
    /// content only as wide as the frame does not scroll horizontally, so `automatic` leaves
    /// left and right alone (and the content under the housing, as on a device).
    @Test func landscapeAdjustsTheSidesOnlyWhenAsked() throws {
        let (_, always, _) = try scene(.landscape, height: 1000) { $0.contentInsetAdjustmentBehavior = .always }
        #expect(always.adjustedContentInset == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let (_, automatic, content) = try scene(.landscape, height: 1000)
        #expect(automatic.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(content.frameInRoot == Rect(x: 0, y: 0, width: 812, height: 1000))
    }

    /// Shown by a navigation controller, `automatic` adjusts the top and bottom even for content
    /// that fits: 44 (status bar) + 44 (navigation bar) on top, 34 at the bottom. The content
    /// inset adds to it.
    @Test func navigationBarAdjustsShortContent() throws {
        let (screen, scroll, content) = try scene(height: 300) { $0.contentInset = EdgeInsets(top: 10) }
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, bottom: 0))
        screen.showsNavigationBar = true
        screen.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 98, bottom: 34))
        #expect(content.frameInRoot.minY == 98)
    }

    /// Before the guides, content was pinned to the scroll view itself: an edge of the scroll
    /// view related to a descendant is the content area, while a width is the frame's. A
    /// 1000-tall view pinned top and bottom to an 812-tall scroll view is then no conflict.
    @Test func edgesRelatedToDescendantsAreTheContentArea() throws {
        let screen = try makeScreen("iPhone 11 Pro")
        let root = screen.rootView
        let scroll = ScrollView(name: "Scroll")
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.contentInsetAdjustmentBehavior = .never
        try root.addSubview(scroll)
        let content = try addView("Content", to: scroll)
        let outside = try addView("Outside", to: root)
        try LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            // A view outside the scroll view relates to its frame.
            outside.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            outside.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            outside.widthAnchor.constraint(equalToConstant: 10), outside.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.layoutIfNeeded()
        #expect(root.layoutIssues.isEmpty)
        #expect(scroll.contentSize == Size(width: 375, height: 1020))
        #expect(content.frame == Rect(x: 0, y: 10, width: 375, height: 1000))
        #expect(outside.frame == Rect(x: 0, y: 802, width: 10, height: 10))
    }

    /// Scrolling moves the content, not the frames inside the scroll view; a view placed by its
    /// frame (autoresizing) is placed in content coordinates.
    @Test func contentOffsetMovesTheContent() throws {
        let (screen, scroll, content) = try scene(height: 1000)
        let badge = View(name: "Badge")
        badge.frame = Rect(x: 10, y: 20, width: 50, height: 50)
        try scroll.addSubview(badge)
        screen.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 10, y: 20, width: 50, height: 50))
        #expect(badge.frameInRoot == Rect(x: 10, y: 64, width: 50, height: 50))
        scroll.contentOffset = Point(x: 0, y: 100)
        screen.layoutIfNeeded()
        #expect(content.frame == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(content.frameInRoot.minY == -100)
        #expect(badge.frameInRoot == Rect(x: 10, y: -80, width: 50, height: 50))
        #expect(content.convert(Point(x: 5, y: 150), to: scroll) == Point(x: 5, y: 150))
        #expect(content.convert(Point(x: 5, y: 150), to: screen.rootView) == Point(x: 5, y: 50))
        scroll.scrollToTop()
        screen.layoutIfNeeded()
        #expect(content.frameInRoot.minY == 44)
    }

    /// A content size set by hand holds where no constraint decides the content area.
    @Test func explicitContentSizeHoldsWithoutConstraints() throws {
        let screen = try makeScreen("iPhone 8")
        let scroll = ScrollView(name: "Scroll")
        scroll.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        try screen.rootView.addSubview(scroll)
        scroll.contentSize = Size(width: 375, height: 2000)
        screen.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 375, height: 2000))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 20))
        #expect(scroll.contentOffset == Point(x: 0, y: -20))
    }
}
