import Testing
@testable import AutoLayout

/// `View.analyzesConflicts`: off, a constraint the engine cannot add is still broken, but its
/// issue lists no other constraint, since the search for a minimal set was skipped.
@Suite struct ConflictAnalysisSwitchTests {
    func conflict(analyzing: Bool) throws -> (View, LayoutConstraint, [LayoutIssue]) {
        let root = View()
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(child)
        root.layoutIfNeeded()
        #expect(root.analyzesConflicts)
        root.analyzesConflicts = analyzing
        #expect(root.analyzesConflicts == analyzing)
        try child.widthAnchor.constraint(equalToConstant: 100).activate()
        let second = try child.widthAnchor.constraint(equalToConstant: 200)
        try second.activate()
        root.layoutIfNeeded()
        return (root, second, root.layoutIssues)
    }

    @Test func offStillBreaksButListsNoSet() throws {
        let (root, broken, issues) = try conflict(analyzing: false)
        defer { withExtendedLifetime(root) {} }
        #expect(broken.isBroken)
        guard case let .unsatisfiable(b, conflicting)? = issues.first else {
            Issue.record("expected an unsatisfiable issue, got \(issues)")
            return
        }
        #expect(b === broken)
        #expect(conflicting.isEmpty)
    }

    @Test func onListsTheOtherWidth() throws {
        let (root, broken, issues) = try conflict(analyzing: true)
        defer { withExtendedLifetime(root) {} }
        #expect(broken.isBroken)
        guard case let .unsatisfiable(_, conflicting)? = issues.first else {
            Issue.record("expected an unsatisfiable issue, got \(issues)")
            return
        }
        #expect(conflicting.map(\.constant) == [100])
    }

    /// `View.hasBrokenConstraints` follows the engine: true while the two widths are both
    /// active, false once either goes (the engine heals the broken one when the other leaves).
    @Test(arguments: [false, true])
    func hasBrokenConstraintsFollowsTheEngine(removingTheBrokenOne: Bool) throws {
        let root = View()
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(child)
        root.layoutIfNeeded()
        #expect(!root.hasBrokenConstraints)
        let first = try child.widthAnchor.constraint(equalToConstant: 100)
        try first.activate()
        root.layoutIfNeeded()
        #expect(!root.hasBrokenConstraints)
        let second = try child.widthAnchor.constraint(equalToConstant: 200)
        try second.activate()
        #expect(root.hasBrokenConstraints && child.hasBrokenConstraints)
        (removingTheBrokenOne ? second : first).isActive = false
        #expect(!root.hasBrokenConstraints)
        #expect(!second.isBroken)
    }
}
