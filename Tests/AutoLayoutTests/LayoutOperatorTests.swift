import Testing
@testable import AutoLayout

@Suite("Layout operators")
struct LayoutOperatorTests {
    @Test("Equations make the constraints they read as, inactive")
    func equations() throws {
        let p = try DSLFixture()
        let (a, b) = (p.a, p.b)
        let made: [LayoutConstraint] = try [
            b.leadingAnchor == a.trailingAnchor + 8 ~ .defaultHigh,
            b.trailingAnchor <= p.superview.trailingAnchor - 16,
            b.topAnchor >= a.bottomAnchor,
            b.centerYAnchor == a.centerYAnchor ~ 250,
            b.firstBaselineAnchor == a.lastBaselineAnchor + 20,
            b.widthAnchor == a.widthAnchor * 2 - 4,
            b.heightAnchor == a.heightAnchor / 4,
            b.heightAnchor <= a.widthAnchor,
            a.widthAnchor == 100,
            a.heightAnchor >= 44 ~ 999,
            a.heightAnchor <= 88,
            a.leftAnchor == b.rightAnchor + 1 + 2,
        ]
        #expect(made.map { equation($0, names: p.names) } == [
            "b.leading == a.trailing + 8 @750",
            "b.trailing <= superview.trailing + -16",
            "b.top >= a.bottom + 0",
            "b.centerY == a.centerY + 0 @250",
            "b.firstBaseline == a.lastBaseline + 20",
            "b.width == a.width + -4 ×2",
            "b.height == a.height + 0 ×0.25",
            "b.height <= a.width + 0",
            "a.width == 100",
            "a.height >= 44 @999",
            "a.height <= 88",
            "a.left == b.right + 3",
        ])
        #expect(made.allSatisfy { !$0.isActive && $0.origin == .user })
    }

    @Test("~ binds looser than the relation and the constant")
    func precedence() throws {
        let p = try DSLFixture()
        let implicit = try p.b.leadingAnchor == p.a.trailingAnchor + 8 ~ .defaultHigh
        let explicit = try (p.b.leadingAnchor == (p.a.trailingAnchor + 8)) ~ .defaultHigh
        #expect(equation(implicit, names: p.names) == equation(explicit, names: p.names))
    }

    @Test("What the types cannot see is UIKit's error, thrown")
    func errors() throws {
        let p = try DSLFixture()
        #expect(throws: AutoLayoutError.incompatibleAnchors(
            description: "\(p.a.leadingAnchor) and \(p.b.leftAnchor)")) {
            try p.a.leadingAnchor == p.b.leftAnchor
        }
        #expect(throws: AutoLayoutError.invalidPriority(0)) {
            try p.a.widthAnchor == 10 ~ 0
        }
        #expect(throws: AutoLayoutError.self) {
            try p.a.widthAnchor == .infinity
        }
        #expect(throws: AutoLayoutError.invalidMultiplier(.infinity)) {
            try p.a.widthAnchor == p.b.widthAnchor / 0
        }
    }

    @Test("Activated equations lay out as the anchor methods do")
    func layout() throws {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        let a = try addView("a", to: root)
        let b = try addView("b", to: root)
        try LayoutConstraint.activate([
            a.leadingAnchor == root.leadingAnchor + 20,
            a.topAnchor == root.topAnchor + 40,
            a.widthAnchor == 100,
            a.heightAnchor == 50,
            b.leadingAnchor == a.trailingAnchor + 8,
            b.topAnchor == a.topAnchor,
            b.widthAnchor == a.widthAnchor * 2 ~ .defaultHigh,
            b.widthAnchor <= 150,
            b.heightAnchor == a.heightAnchor / 2,
        ])
        screen.layoutIfNeeded()
        // b: 2 × 100 wanted at 750, at most 150 required: 150 wide, 25 high, 8 after a.
        #expect(a.frame == Rect(x: 20, y: 40, width: 100, height: 50))
        #expect(b.frame == Rect(x: 128, y: 40, width: 150, height: 25))
    }
}
