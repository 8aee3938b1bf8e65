import Testing
@testable import AutoLayout

/// Guides whose constants changed before a hierarchy's views arrived: Interface Builder's
/// canvas lays out the bare root, sets its safe area, then adds the views and constraints.
@Suite struct PendingGuideTests {
    /// An iPhone 8 in portrait has a 20-point status bar (UIKit's safe area of that phone);
    /// `additionalSafeAreaInsets` adds 100 points on each side, so the safe area is
    /// (100, 20, 175, 647). A box pinned to its sides and 175 wide fits exactly: no constraint
    /// conflicts, at any moment, and the box sits at the safe area's origin.
    @Test func aSafeAreaSetBeforeTheViewsArriveIsTheOneTheirConstraintsMeet() throws {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        screen.layoutIfNeeded()
        screen.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 100, bottom: 0, right: 100)
        let safe = root.safeAreaLayoutGuide
        let box = try addView("Box", to: root)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 175),
            box.topAnchor.constraint(equalTo: safe.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.layoutIfNeeded()
        #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
        #expect(close(box.frame, Rect(x: 100, y: 20, width: 175, height: 10)), "\(box.frame)")
        #expect(close(safe.layoutFrame, Rect(x: 100, y: 20, width: 175, height: 647)), "\(safe.layoutFrame)")
    }

    /// The same with the margins guide: the root's margins follow the safe area
    /// (`insetsLayoutMarginsFromSafeArea`), 16 points beyond it on an iPhone 8's sides and 0
    /// beyond it at the top, so a 143-point box between the margins fits exactly
    /// (375 − 2 × (100 + 16)) and its top is the safe area's, 20.
    @Test func marginsThatMoveWithAPendingSafeAreaMeetTheNewViewsToo() throws {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        screen.layoutIfNeeded()
        screen.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 100, bottom: 0, right: 100)
        let margins = root.layoutMarginsGuide
        let box = try addView("Box", to: root)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 143),
            box.topAnchor.constraint(equalTo: margins.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.layoutIfNeeded()
        #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
        #expect(close(box.frame, Rect(x: 116, y: 20, width: 143, height: 10)), "\(box.frame)")
    }
}
