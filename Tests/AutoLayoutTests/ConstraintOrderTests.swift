import Testing
@testable import AutoLayout

/// The order constraints reach the engine decides which required one breaks: the one whose
/// arrival made the set unsatisfiable. Expectations worked out by hand.
@Suite struct ConstraintOrderTests {
    /// A 320 × 44 `content` view placed by its frame (autoresizing mask, no flexibility) on an
    /// iPhone 8 screen whose engine exists, and an `inner` view inside it.
    func contentWithInner() throws -> (Screen, View, View) {
        let screen = try makeScreen("iPhone 8")
        screen.layoutIfNeeded()
        let content = View(name: "Content")
        content.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        try screen.rootView.addSubview(content)
        let inner = try addView("Inner", to: content)
        return (screen, content, inner)
    }

    /// 11 + 30 + 11 = 52 points of required constraints inside a 44-point view.
    func tooTall(_ inner: View, in content: View) throws -> [LayoutConstraint] {
        [
            try inner.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            try inner.widthAnchor.constraint(equalToConstant: 10),
            try inner.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
            try inner.heightAnchor.constraint(equalToConstant: 30),
            try inner.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
        ]
    }

    @Test func masksTranslatedBeforeTheConstraintsBelowHold() throws {
        let (screen, content, inner) = try contentWithInner()
        screen.rootView.updateSubviewAutoresizingConstraints()
        let constraints = try tooTall(inner, in: content)
        try LayoutConstraint.activate(constraints)
        screen.layoutIfNeeded()
        // The mask keeps 44; the bottom constraint, the last to arrive, breaks: 11 + 30 = 41.
        #expect(content.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(inner.frame == Rect(x: 0, y: 11, width: 10, height: 30))
        guard case let .unsatisfiable(broken, _)? = screen.rootView.layoutIssues.first else {
            Issue.record("no unsatisfiable constraint reported")
            return
        }
        #expect(broken === constraints[4])
    }

    @Test func masksTranslatedAtTheLayoutPassGiveWay() throws {
        let (screen, content, inner) = try contentWithInner()
        try LayoutConstraint.activate(try tooTall(inner, in: content))
        screen.layoutIfNeeded()
        // The mask arrives last and breaks: the content view takes the 52 points it needs.
        #expect(content.frame == Rect(x: 0, y: 0, width: 320, height: 52))
        #expect(inner.frame == Rect(x: 0, y: 11, width: 10, height: 30))
        guard case .autoresizingConflict(let view, _)? = screen.rootView.layoutIssues.first else {
            Issue.record("no autoresizing conflict reported")
            return
        }
        #expect(view === content)
    }
}
