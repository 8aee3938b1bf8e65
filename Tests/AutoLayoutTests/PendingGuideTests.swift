import Testing
@testable import AutoLayout

/// Guides whose constants changed before a hierarchy's views arrived: Interface Builder's
/// canvas lays out the bare root, sets its safe area, then adds the views and constraints.
@Suite struct PendingGuideTests {
    /// A guide of the root, the width that fits exactly between its sides, and where a box
    /// pinned to those sides and the guide's top lands.
    ///
    /// An iPhone 8 in portrait has a 20-point status bar (UIKit's safe area of that phone);
    /// `additionalSafeAreaInsets` adds 100 points on each side, so the safe area is
    /// (100, 20, 175, 647). The root's margins follow the safe area
    /// (`insetsLayoutMarginsFromSafeArea`), 16 points beyond it at an iPhone 8's sides and 0
    /// beyond it at the top: 143 points wide (375 − 2 × (100 + 16)) from x = 116.
    struct Case: Sendable, CustomTestStringConvertible {
        var guide: String
        var width: Double
        var frame: Rect
        var testDescription: String { guide }
    }

    static let cases = [
        Case(guide: "safe area", width: 175, frame: Rect(x: 100, y: 20, width: 175, height: 10)),
        Case(guide: "margins", width: 143, frame: Rect(x: 116, y: 20, width: 143, height: 10)),
    ]

    /// The box's constraints meet the new guide, not the stale one: nothing conflicts at any
    /// moment, and the box sits where the guide now is.
    @Test(arguments: cases)
    func aGuideSetBeforeTheViewsArriveIsTheOneTheirConstraintsMeet(_ c: Case) throws {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        screen.layoutIfNeeded()
        screen.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 100, bottom: 0, right: 100)
        let guide = c.guide == "margins" ? root.layoutMarginsGuide : root.safeAreaLayoutGuide
        let box = try addView("Box", to: root)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: c.width),
            box.topAnchor.constraint(equalTo: guide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.layoutIfNeeded()
        #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
        #expect(close(box.frame, c.frame), "\(box.frame)")
    }
}
