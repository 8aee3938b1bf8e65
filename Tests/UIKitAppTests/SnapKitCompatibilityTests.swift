import Testing
import UIKitCompatibility

/// SnapKit-style code on `UIView`: the statements mean what SnapKit makes of them, checked on an
/// iPhone 8 (375×667 points, a 20-point status bar as the safe area's top, no bottom inset).
@MainActor @Suite struct SnapKitCompatibilityTests {
    /// A product row: the thumbnail inset 12 on three sides and square at 64, so the row is
    /// 12 + 64 + 12 = 88 tall; the switch (51×31) 12 from the trailing edge, centred:
    /// x = 375 − 12 − 51 = 312, y = (88 − 31) / 2 = 28.5; the name 12 after the thumbnail
    /// (x = 12 + 64 + 12 = 88), its top on the thumbnail's, one 17-point line (20.5) tall.
    @Test func aRowLaidOutWithMakeConstraints() {
        let window = UIWindow(device: "iPhone 8")
        let row = UIView(), thumbnail = UIView(), toggle = UISwitch(), name = UILabel()
        name.text = "Tea"
        window.addSubview(row)
        [thumbnail, toggle, name].forEach(row.addSubview)
        row.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(100)
            make.leading.trailing.equalToSuperview()
        }
        thumbnail.snp.makeConstraints { make in
            make.leading.top.bottom.equalToSuperview().inset(12)
            make.width.equalTo(thumbnail.snp.height)
            make.height.equalTo(64)
        }
        toggle.snp.makeConstraints { make in
            make.trailing.equalToSuperview().offset(-12)
            make.centerY.equalToSuperview()
        }
        name.snp.makeConstraints { make in
            make.leading.equalTo(thumbnail.snp.trailing).offset(12)
            make.trailing.lessThanOrEqualTo(toggle.snp.leading).offset(-8)
            make.top.equalTo(thumbnail)
        }
        window.layoutIfNeeded()
        #expect(window.recordedIssues.isEmpty)
        #expect(row.frame == CGRect(x: 0, y: 100, width: 375, height: 88))
        #expect(thumbnail.frame == CGRect(x: 12, y: 12, width: 64, height: 64))
        #expect(toggle.frame == CGRect(x: 312, y: 28.5, width: 51, height: 31))
        #expect(name.frame.origin == CGPoint(x: 88, y: 12) && name.frame.height == 20.5)
        #expect(!row.translatesAutoresizingMaskIntoConstraints && !name.translatesAutoresizingMaskIntoConstraints)
    }

    /// A kept `Constraint`: 80 above the safe area's top (20 − 80 = −60), then 16 below it (36);
    /// centred 200 wide: x = (375 − 200) / 2 = 87.5. `updateConstraints` changes the size,
    /// `remakeConstraints` replaces everything: insets (10, 20, 30, 40) from the window give
    /// (20, 10, 375 − 60, 667 − 40).
    @Test func keptConstraintsUpdateAndRemake() throws {
        let window = UIWindow(device: "iPhone 8")
        let toast = UIView()
        window.addSubview(toast)
        var top: Constraint?
        toast.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.size.equalTo(CGSize(width: 200, height: 44))
            top = make.top.equalTo(window.safeAreaLayoutGuide.snp.top).offset(-80).constraint
        }
        window.layoutIfNeeded()
        #expect(toast.frame == CGRect(x: 87.5, y: -60, width: 200, height: 44))
        let kept = try #require(top)
        kept.update(offset: 16)
        window.layoutIfNeeded()
        #expect(toast.frame.minY == 36)
        #expect(kept.layoutConstraints.map(\.constant) == [16])

        toast.snp.updateConstraints { make in make.size.equalTo(CGSize(width: 100, height: 44)) }
        window.layoutIfNeeded()
        #expect(toast.frame == CGRect(x: 137.5, y: 36, width: 100, height: 44))

        toast.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        window.layoutIfNeeded()
        #expect(toast.frame == CGRect(x: 20, y: 10, width: 315, height: 627))
        #expect(!kept.isActive)
        #expect(window.recordedIssues.isEmpty)
        toast.snp.removeConstraints()
        #expect(window.constraints.filter { $0.firstItem === toast }.isEmpty)
    }

    /// Priorities, multipliers and labels reach the constraints: `.high` is 750, `.medium` 500.
    @Test func modifiersReachTheConstraints() throws {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        var width: Constraint?, height: Constraint?, ratio: Constraint?
        child.snp.makeConstraints { make in
            width = make.width.equalTo(100).priority(.high).labeled("width").constraint
            height = make.height.lessThanOrEqualTo(parent).multipliedBy(0.5).priority(999).constraint
            ratio = make.top.equalTo(parent.snp.topMargin).priority(ConstraintPriority.medium).constraint
        }
        let w = try #require(width?.layoutConstraints.first)
        #expect(w.priority == UILayoutPriority(750) && w.identifier == "width" && w.constant == 100)
        let h = try #require(height?.layoutConstraints.first)
        #expect(h.multiplier == 0.5 && h.relation == .lessThanOrEqual && h.priority == UILayoutPriority(999))
        let t = try #require(ratio?.layoutConstraints.first)
        #expect(t.secondAttribute == .topMargin && t.priority == UILayoutPriority(500))
        #expect(parent.recordedIssues.isEmpty)
    }

    /// Where SnapKit stops the program, the block changes nothing and the problem is recorded
    /// with the statement's file and line.
    @Test func whatSnapKitTrapsOnIsReported() {
        let orphan = UIView()
        orphan.snp.makeConstraints { make in
            make.width.equalTo(10)
            make.edges.equalToSuperview()
        }
        let issue = orphan.recordedIssues.first
        #expect(issue?.kind == .invalidConstraint)
        #expect(issue?.message.contains("SnapKitCompatibilityTests.swift:") == true)
        #expect(issue?.message.contains("has no superview") == true)
        #expect(orphan.constraints.isEmpty)

        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.snp.makeConstraints { $0.width.equalTo(100) }
        child.snp.updateConstraints { $0.height.equalTo(5) }
        #expect(child.recordedIssues.last?.message.contains("found no existing constraint") == true)

        let stranger = UIView()
        child.snp.makeConstraints { $0.leading.equalTo(stranger) }
        #expect(child.recordedIssues.last?.kind == .noCommonAncestor)
    }
}
