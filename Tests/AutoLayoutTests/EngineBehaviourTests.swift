import Testing
@testable import AutoLayout

/// The layout pass and its incremental updates, each expectation worked out by hand.
@Suite struct EngineBehaviourTests {
    /// A view pinned at the root's margins and 20 below the top guide, 100 high.
    func pinnedView(_ screen: Screen) throws -> (View, LayoutConstraint) {
        let root = screen.rootView
        let v = try addView("Box", to: root)
        let top = try v.topAnchor.constraint(equalTo: screen.topLayoutGuide.bottomAnchor, constant: 20)
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            top, v.heightAnchor.constraint(equalToConstant: 100),
        ])
        return (v, top)
    }

    /// The nearest common ancestor, where a constraint between two items is installed:
    /// root → a → (b, c), c → d, and e alone. A view is its own ancestor.
    @Test(arguments: [("b", "d", "a"), ("d", "b", "a"), ("d", "d", "d"), ("a", "d", "a"), ("d", "a", "a"),
                      ("d", "root", "root"), ("b", "c", "a"), ("d", "e", nil)] as [(String, String, String?)])
    func nearestCommonAncestor(first: String, second: String, expected: String?) throws {
        let root = View(name: "root"), e = View(name: "e")
        let a = try addView("a", to: root), b = try addView("b", to: a), c = try addView("c", to: a)
        let d = try addView("d", to: c)
        let views = ["root": root, "a": a, "b": b, "c": c, "d": d, "e": e]
        let found = try #require(views[first]).nearestCommonAncestor(with: try #require(views[second]))
        #expect(found.flatMap { v in views.first { $0.value === v }?.key } == expected)
    }

    @Test func constantChangesUpdateTheSameEngine() throws {
        let screen = try makeScreen("iPhone 8")
        let (v, top) = try pinnedView(screen)
        screen.layoutIfNeeded()
        #expect(v.frame == Rect(x: 16, y: 40, width: 343, height: 100))
        let engine = try #require(screen.rootView.hostedEngine)
        top.constant = 50
        screen.layoutIfNeeded()
        #expect(v.frame == Rect(x: 16, y: 70, width: 343, height: 100))
        #expect(screen.rootView.hostedEngine === engine)
        top.constant = .nan
        #expect(top.constant == 50)
        #expect(top.lastError != nil)
    }

    @Test func deactivatingRestoresTheEarlierLayout() throws {
        let screen = try makeScreen("iPhone 8")
        let (v, _) = try pinnedView(screen)
        screen.layoutIfNeeded()
        let narrow = try v.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = 999
        try narrow.setActive(true)
        screen.layoutIfNeeded()
        // 999 loses to the required leading and trailing: the view keeps 343.
        #expect(v.frame.width == 343)
        v.constraints.isEmpty ? () : ()
        narrow.isActive = false
        screen.layoutIfNeeded()
        #expect(v.frame == Rect(x: 16, y: 40, width: 343, height: 100))
    }

    /// A constant size is installed on its own view (held through the first item, not weakly),
    /// a relation between two views on their common ancestor; both come and go with activation,
    /// and a view moved to another screen takes its own constraint into the new engine.
    @Test func containersFollowActivationAndMoves() throws {
        let screen = try makeScreen("iPhone 8")
        let (v, top) = try pinnedView(screen)
        let size = try v.widthAnchor.constraint(equalToConstant: 120)
        size.priority = 999
        try size.setActive(true)
        screen.layoutIfNeeded()
        #expect(size.container === v && size.isActive)
        #expect(top.container === screen.rootView)
        #expect(v.frame.width == 343)  // 999 loses to the required margins
        size.isActive = false
        #expect(size.container == nil && !size.isActive)
        let other = try makeScreen("iPhone 8")
        let moved = try addView("Moved", to: other.rootView)
        let own = try moved.widthAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([own, moved.heightAnchor.constraint(equalToConstant: 30)])
        other.layoutIfNeeded()
        #expect(moved.frame.size == Size(width: 50, height: 30))
        moved.removeFromSuperview()
        try screen.rootView.addSubview(moved)
        try LayoutConstraint.activate([moved.topAnchor.constraint(equalTo: v.bottomAnchor, constant: 10),
                                       moved.leadingAnchor.constraint(equalTo: v.leadingAnchor)])
        own.constant = 70
        screen.layoutIfNeeded()
        #expect(moved.frame == Rect(x: 16, y: 150, width: 70, height: 30))
    }

    @Test func removingAViewRemovesItsOutsideConstraints() throws {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        let card = try addView("Card", to: root)
        let inner = try addView("Inner", to: card)
        let outer = try card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let inside = try inner.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        let across = try inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        try LayoutConstraint.activate([outer, inside, across])
        screen.layoutIfNeeded()
        card.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(!across.isActive)
        #expect(inside.isActive)
        #expect(card.constraints.contains { $0 === inside })
        screen.layoutIfNeeded()
        #expect(root.layoutIssues.isEmpty)
    }

    @Test func autoresizingMasksTurnFramesIntoConstraints() throws {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        let fixed = View(name: "Fixed")
        fixed.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        try root.addSubview(fixed)
        let stretchy = View(name: "Stretchy")
        stretchy.frame = Rect(x: 10, y: 100, width: 355, height: 50)
        stretchy.autoresizingMask = [.flexibleWidth]
        try root.addSubview(stretchy)
        screen.layoutIfNeeded()
        #expect(fixed.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(stretchy.frame == Rect(x: 10, y: 100, width: 355, height: 50))
        screen.rotate(to: .landscape)
        screen.layoutIfNeeded()
        // Flexible width: both margins keep 10 and the width takes the extra 292 points.
        #expect(stretchy.frame == Rect(x: 10, y: 100, width: 647, height: 50))
        #expect(fixed.frame == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func intrinsicSizeHuggingAndCompression() throws {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        let tag = try addView("Tag", to: root)
        tag.explicitIntrinsicContentSize = Size(width: 100, height: 40)
        try LayoutConstraint.activate([
            tag.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            tag.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        screen.layoutIfNeeded()
        #expect(tag.frame == Rect(x: 16, y: 100, width: 100, height: 40))
        #expect(!tag.hasAmbiguousLayout)
        // Required trailing beats hugging (250): the view stretches to the margin.
        let trailing = try tag.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
        try trailing.setActive(true)
        screen.layoutIfNeeded()
        #expect(tag.frame.width == 343)
        // A width of 60 at 700 loses to compression resistance (750)...
        let squeeze = try tag.widthAnchor.constraint(equalToConstant: 60)
        trailing.isActive = false
        squeeze.priority = 700
        try squeeze.setActive(true)
        screen.layoutIfNeeded()
        #expect(tag.frame.width == 100)
        // ...and wins at 751 once resistance is below it.
        squeeze.priority = 751
        screen.layoutIfNeeded()
        #expect(tag.frame.width == 60)
        // Changing the content updates the constraints at the next pass.
        squeeze.isActive = false
        tag.explicitIntrinsicContentSize = Size(width: 120, height: noIntrinsicMetric)
        try tag.heightAnchor.constraint(equalToConstant: 10).activate()
        screen.layoutIfNeeded()
        #expect(tag.frame == Rect(x: 16, y: 100, width: 120, height: 10))
    }

    @Test func fittingSizeFollowsTheTargetAtItsPriorities() throws {
        // Fitting (UIView.systemLayoutSizeFitting documentation, measured in the Simulator):
        // intrinsic 50×50, target 10×10, horizontal required and vertical defaultLow gives {10,
        // 50}.
        let button = View(name: "Button")
        button.explicitIntrinsicContentSize = Size(width: 50, height: 50)
        let size = button.systemLayoutSizeFitting(Size(width: 10, height: 10), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .defaultLow)
        #expect(size == Size(width: 10, height: 50))
        #expect(button.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 50, height: 50))
        #expect(button.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 50, height: 50))
        // A container sized by its content: 8-point insets around the button.
        let card = View(name: "Card")
        let inner = try addView("Inner", to: card)
        inner.explicitIntrinsicContentSize = Size(width: 50, height: 30)
        try LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 66, height: 46))
    }

    @Test func marginsSafeAreaAndReadableGuides() throws {
        // iPhone 14 landscape: safe area 47 at the sides and 21 at the bottom (Simulator
        // measurements).
        let phone = try makeScreen("iPhone 14", .landscape)
        let safe = phone.rootView.safeAreaLayoutGuide
        let margins = phone.rootView.layoutMarginsGuide
        let readable = phone.rootView.readableContentGuide
        phone.layoutIfNeeded()
        #expect(close(safe.layoutFrame, Rect(x: 47, y: 0, width: 750, height: 369)))
        #expect(close(margins.layoutFrame, Rect(x: 63, y: 0, width: 718, height: 369)))
        #expect(close(readable.layoutFrame, margins.layoutFrame), "compact width: readable = margins")
        #expect(phone.rootView.layoutMargins == EdgeInsets(top: 0, left: 63, bottom: 21, right: 63))
        // iPad Air landscape: the readable guide is 664 wide and centred (inset 258).
        let pad = try makeScreen("iPad Air (5th generation)", .landscape)
        let padReadable = pad.rootView.readableContentGuide
        pad.layoutIfNeeded()
        #expect(close(padReadable.layoutFrame, Rect(x: 258, y: 24, width: 664, height: 776)))
        // A plain subview has 8-point margins.
        let screen = try makeScreen("iPhone 8")
        let card = try addView("Card", to: screen.rootView)
        let content = try addView("Content", to: card)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: screen.rootView.leadingAnchor, constant: 100),
            card.topAnchor.constraint(equalTo: screen.rootView.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            content.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(content.frame == Rect(x: 8, y: 8, width: 184, height: 84))
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 10)
        screen.layoutIfNeeded()
        #expect(content.frame == Rect(x: 20, y: 4, width: 170, height: 92))
    }

    @Test func navigationAndTabBarsMoveTheLegacyGuides() throws {
        let screen = try makeScreen("iPhone 8")
        screen.showsNavigationBar = true
        screen.showsTabBar = true
        let (v, _) = try pinnedView(screen)
        screen.layoutIfNeeded()
        // 20 status bar + 44 navigation bar = 64; the view sits 20 below.
        #expect(v.frame.minY == 84)
        #expect(close(screen.bottomLayoutGuide.layoutFrame, Rect(x: 0, y: 618, width: 375, height: 49)))
    }

    @Test func unsatisfiableConstraintsBreakOneAndLayOutTheRest() throws {
        let screen = try makeScreen("iPhone 8")
        let (v, _) = try pinnedView(screen)
        let conflicting = try v.widthAnchor.constraint(equalToConstant: 100)
        try conflicting.setActive(true)
        screen.layoutIfNeeded()
        let issues = screen.rootView.layoutIssues
        #expect(issues.count == 1)
        guard case let .unsatisfiable(broken, others)? = issues.first else { Issue.record("no issue"); return }
        #expect(broken === conflicting)
        // The minimal set: leading, trailing, and the screen's width (through the margins guide ties).
        #expect(others.contains { $0.firstAttribute == .leading })
        #expect(issues[0].description.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(issues[0].description.contains("Will attempt to recover by breaking constraint"))
        // The rest of the layout holds: the required edges win over the broken width.
        #expect(v.frame == Rect(x: 16, y: 40, width: 343, height: 100))
    }

    @Test("The report names the file and line of each constraint made by the DSL")
    func unsatisfiableReportSaysWhereEachConstraintWasMade() throws {
        let screen = try makeScreen("iPhone 8")
        let v = try addView("Boxed", to: screen.rootView)
        let line = #line + 2
        _ = try v.snp.makeConstraints { make in
            make.width.equalTo(100)
        }
        _ = try v.snp.makeConstraints { make in
            make.width.equalTo(200)
        }
        screen.layoutIfNeeded()
        guard case let .unsatisfiable(broken, others)? = screen.rootView.layoutIssues.first else {
            Issue.record("no unsatisfiable report"); return
        }
        let report = screen.rootView.layoutIssues[0].description
        // Both widths are in the report; each carries the line of the statement that made it.
        #expect(others.count == 1)
        #expect(report.contains("(AutoLayoutTests/EngineBehaviourTests.swift:\(line))"))
        #expect(report.contains("(AutoLayoutTests/EngineBehaviourTests.swift:\(line + 3))"))
        #expect(report.contains("breaking constraint \n\(broken) (AutoLayoutTests/EngineBehaviourTests.swift:"))
    }

    @Test func ambiguityIsReportedPerAttribute() throws {
        let screen = try makeScreen("iPhone 8")
        let v = try addView("Loose", to: screen.rootView)
        try LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: screen.rootView.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50),
        ])
        screen.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        #expect(v.ambiguousAttributes == [.top])
        #expect(v.constraintsAffectingLayout(for: .horizontal).contains { $0.firstAttribute == .leading })
    }

    /// Pixel snapping (UIKit's pixel snapping; a Stack Overflow answer, 63747471, measured it): a
    /// 173.25-point width is 173.5 on @2x and
    /// 173.333… on @3x when the view starts on the grid.
    @Test(arguments: [("iPhone 8", 173.5), ("iPhone 14", 520.0 / 3)])
    func framesSnapToThePixelGrid(_ device: String, _ expected: Double) throws {
        let screen = try makeScreen(device)
        let v = try addView("Odd", to: screen.rootView)
        try LayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: screen.rootView.leftAnchor),
            v.topAnchor.constraint(equalTo: screen.rootView.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 173.25), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.layoutIfNeeded()
        #expect(abs(v.frame.width - expected) < 1e-9)
        #expect(v.layoutRectInRoot.width == 173.25)
    }

    @Test func systemSpacingAnchorsUseEightPoints() throws {
        let screen = try makeScreen("iPhone 8")
        let a = try addView("A", to: screen.rootView)
        let b = try addView("B", to: screen.rootView)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: screen.rootView.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: screen.rootView.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 30),
        ])
        screen.layoutIfNeeded()
        #expect(b.frame == Rect(x: 56, y: 48, width: 30, height: 30))
    }

    @Test func multiplierOnALocationIsMeasuredInTheContainer() throws {
        // UIKit's NSLayoutConstraint rules: `0.5 × superview.centerX` lands at a quarter of the
        // container's width, measured in the container's own coordinates.
        let screen = try makeScreen("iPhone 8")
        let card = try addView("Card", to: screen.rootView)
        let dot = try addView("Dot", to: card)
        try LayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: screen.rootView.leftAnchor, constant: 100),
            card.topAnchor.constraint(equalTo: screen.rootView.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            dot.centerXAnchor.constraint(equalTo: card.centerXAnchor).withMultiplier(0.5),
            dot.topAnchor.constraint(equalTo: card.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.layoutIfNeeded()
        #expect(dot.frame == Rect(x: 45, y: 0, width: 10, height: 10))
    }
}

extension LayoutConstraint {
    /// The same constraint with another multiplier (the item/attribute initializer).
    func withMultiplier(_ m: Double) throws -> LayoutConstraint {
        try LayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                             attribute: secondAttribute, multiplier: m, constant: constant)
    }
}

/// A laid-out hierarchy is freed when its last outside reference goes, as UIKit's is: neither
/// constraints nor the engine own the views they relate.
@Suite struct HierarchyLifetimeTests {
    /// A screen with a box pinned to the root's margins (installed on the root), a size on the
    /// box itself (installed on the box), a label-like view with content-size constraints
    /// (installed by the engine), laid out.
    func layOut() throws -> (screen: Screen, box: View, label: View, pin: LayoutConstraint, size: LayoutConstraint) {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        let box = try addView("Box", to: root)
        let label = TextLikeView("Hello", width: 40, height: 20, firstBaseline: 15, lastBaselineFromBottom: 5)
        label.translatesAutoresizingMaskIntoConstraints = false
        try box.addSubview(label)
        let pin = try box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
        let size = try box.widthAnchor.constraint(equalToConstant: 120)
        try LayoutConstraint.activate([
            pin, size, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            box.heightAnchor.constraint(equalTo: box.widthAnchor),
            label.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        screen.layoutIfNeeded()
        return (screen, box, label, pin, size)
    }

    @Test func aLaidOutScreenIsFreedWithEveryViewAndConstraint() throws {
        weak var root: View?
        weak var box: View?
        weak var label: View?
        weak var pin: LayoutConstraint?
        weak var size: LayoutConstraint?
        try {
            let made = try layOut()
            #expect(made.box.frame == Rect(x: 16, y: 40, width: 120, height: 120))
            root = made.screen.rootView
            box = made.box
            label = made.label
            pin = made.pin
            size = made.size
        }()
        #expect(root == nil)
        #expect(box == nil)
        #expect(label == nil)
        #expect(pin == nil)
        #expect(size == nil)
    }

    @Test func aConstraintKeptAfterItsScreenStillReadsItsItems() throws {
        var kept: (pin: LayoutConstraint, top: LayoutConstraint, size: LayoutConstraint, box: View)?
        try {
            let made = try layOut()
            let top = try #require(made.screen.rootView.constraints.first { $0.firstAttribute == .top })
            kept = (made.pin, top, made.size, made.box)
        }()
        let (pin, top, size, box) = try #require(kept)
        // The box is still held here; the root, which `pin` and `top` were installed on, is gone.
        #expect(!pin.isActive && !top.isActive)
        #expect(pin.firstItem === box && top.firstItem === box)
        // The root's margins guide was alive when the root went, so `pin` kept it, ownerless.
        let guide = try #require(pin.secondItem as? LayoutGuide)
        #expect(guide.identifier == "UIViewLayoutMarginsGuide" && guide.owningView == nil)
        // The root itself reads as a placeholder, where UIKit's weak item reads nil.
        #expect(top.secondItem?.name == "(deallocated)")
        // `size` is installed on the box, which lives on: it stays active there.
        #expect(size.isActive && size.container === box && size.firstItem === box)
        #expect(box.superview == nil)
    }

    @Test func anInactiveConstraintKeepsItsItems() throws {
        weak var weakView: View?
        var kept: LayoutConstraint?
        try {
            let view = View(name: "Alone")
            weakView = view
            kept = try view.widthAnchor.constraint(equalToConstant: 10)
        }()
        // Unlike UIKit's weak items: a constraint not installed anywhere owns what it relates.
        #expect(weakView != nil)
        #expect(kept?.firstItem.name == "Alone")
    }
}
