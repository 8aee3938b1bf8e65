import Testing
@testable import AutoLayout

/// The views a DSL statement or an operator is tried on: `a` (the maker's item) and its sibling
/// `b`, both in `superview`.
struct DSLFixture {
    let superview = View(name: "superview")
    let a = View(name: "a")
    let b = View(name: "b")

    init() throws {
        try superview.addSubview(a)
        try superview.addSubview(b)
    }

    var names: [ObjectIdentifier: String] {
        [ObjectIdentifier(superview): "superview", ObjectIdentifier(a): "a", ObjectIdentifier(b): "b"]
    }
}

/// One statement and the constraints it must make, worked out from the DSL's documented rules.
struct DSLCase: Sendable, CustomTestStringConvertible {
    var statement: String
    var write: @Sendable (ConstraintMaker, DSLFixture) -> Void
    var expected: [String]
    var testDescription: String { statement }
}

/// One statement the DSL must refuse, and the kind of error (by case name).
struct DSLErrorCase: Sendable, CustomTestStringConvertible {
    var statement: String
    var write: @Sendable (ConstraintMaker, DSLFixture) -> Void
    var kind: String
    var testDescription: String { statement }
}

/// The name of an error's case, with the model's case for `.layout`.
func kindName(_ kind: ConstraintMakerError.Kind) -> String {
    switch kind {
    case .layout(let error):
        let text = "\(error)"
        switch error {
        case .invalidPairing: return "layout.invalidPairing"
        case .directionalMixedWithAbsolute: return "layout.directionalMixedWithAbsolute"
        case .invalidMultiplier: return "layout.invalidMultiplier"
        case .invalidPriority: return "layout.invalidPriority"
        case .nonFiniteConstant: return "layout.nonFiniteConstant"
        case .noCommonAncestor: return "layout.noCommonAncestor"
        default: return "layout: " + text
        }
    case .noSuperview: return "noSuperview"
    case .unsupportedTarget: return "unsupportedTarget"
    case .unpairedAttribute: return "unpairedAttribute"
    case .missingRelation: return "missingRelation"
    case .relationGivenTwice: return "relationGivenTwice"
    case .noConstraintToUpdate: return "noConstraintToUpdate"
    }
}

@Suite("ConstraintDSL")
struct ConstraintDSLTests {
    static let statements: [DSLCase] = [
        DSLCase(statement: "make.left.equalTo(superview).offset(16)", write: { make, f in
            make.left.equalTo(f.superview).offset(16)
        }, expected: ["a.left == superview.left + 16"]),
        DSLCase(statement: "make.left.equalTo(16): a position in the superview", write: { make, _ in
            make.left.equalTo(16)
        }, expected: ["a.left == superview.left + 16"]),
        DSLCase(statement: "make.centerX.equalTo(50): from the superview's left", write: { make, _ in
            make.centerX.equalTo(50)
        }, expected: ["a.centerX == superview.left + 50"]),
        DSLCase(statement: "make.center.equalTo(Point(x: 50, y: 60))", write: { make, _ in
            make.center.equalTo(Point(x: 50, y: 60))
        }, expected: ["a.centerX == superview.left + 50", "a.centerY == superview.top + 60"]),
        DSLCase(statement: "make.width.equalTo(100)", write: { make, _ in
            make.width.equalTo(100)
        }, expected: ["a.width == 100"]),
        DSLCase(statement: "make.width.equalTo(100.5)", write: { make, _ in
            make.width.equalTo(100.5)
        }, expected: ["a.width == 100.5"]),
        DSLCase(statement: "make.size.equalTo(Size(width: 40, height: 30))", write: { make, _ in
            make.size.equalTo(Size(width: 40, height: 30))
        }, expected: ["a.width == 40", "a.height == 30"]),
        DSLCase(statement: "make.width.height.equalTo(50)", write: { make, _ in
            make.width.height.equalTo(50)
        }, expected: ["a.width == 50", "a.height == 50"]),
        DSLCase(statement: "make.width.equalTo(100).offset(10): the offset adds", write: { make, _ in
            make.width.equalTo(100).offset(10)
        }, expected: ["a.width == 110"]),
        DSLCase(statement: "make.edges.equalToSuperview()", write: { make, _ in
            make.edges.equalToSuperview()
        }, expected: ["a.top == superview.top + 0", "a.left == superview.left + 0",
                      "a.bottom == superview.bottom + 0", "a.right == superview.right + 0"]),
        DSLCase(statement: "make.edges.equalToSuperview().inset(16)", write: { make, _ in
            make.edges.equalToSuperview().inset(16)
        }, expected: ["a.top == superview.top + 16", "a.left == superview.left + 16",
                      "a.bottom == superview.bottom + -16", "a.right == superview.right + -16"]),
        DSLCase(statement: "make.edges.equalToSuperview().inset(EdgeInsets(1, 2, 3, 4))", write: { make, _ in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }, expected: ["a.top == superview.top + 1", "a.left == superview.left + 2",
                      "a.bottom == superview.bottom + -3", "a.right == superview.right + -4"]),
        DSLCase(statement: "make.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(1, 2, 3, 4))",
                write: { make, _ in
            make.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }, expected: ["a.top == superview.top + 1", "a.leading == superview.leading + 2",
                      "a.bottom == superview.bottom + -3", "a.trailing == superview.trailing + -4"]),
        DSLCase(statement: "make.horizontalEdges.equalTo(b)", write: { make, f in
            make.horizontalEdges.equalTo(f.b)
        }, expected: ["a.left == b.left + 0", "a.right == b.right + 0"]),
        DSLCase(statement: "make.verticalEdges.equalTo(b).inset(4)", write: { make, f in
            make.verticalEdges.equalTo(f.b).inset(4)
        }, expected: ["a.top == b.top + 4", "a.bottom == b.bottom + -4"]),
        DSLCase(statement: "make.size.equalToSuperview().inset(10): both sides", write: { make, _ in
            make.size.equalToSuperview().inset(10)
        }, expected: ["a.width == superview.width + -20", "a.height == superview.height + -20"]),
        DSLCase(statement: "make.center.equalToSuperview().inset(EdgeInsets(top: 10, left: 0, bottom: 0, right: 20))",
                write: { make, _ in
            make.center.equalToSuperview().inset(EdgeInsets(top: 10, left: 0, bottom: 0, right: 20))
        }, expected: ["a.centerX == superview.centerX + -10", "a.centerY == superview.centerY + 5"]),
        DSLCase(statement: "make.center.equalTo(b).offset(Point(x: 5, y: -5))", write: { make, f in
            make.center.equalTo(f.b).offset(Point(x: 5, y: -5))
        }, expected: ["a.centerX == b.centerX + 5", "a.centerY == b.centerY + -5"]),
        DSLCase(statement: "make.size.equalTo(b).offset(Size(width: 10, height: 20))", write: { make, f in
            make.size.equalTo(f.b).offset(Size(width: 10, height: 20))
        }, expected: ["a.width == b.width + 10", "a.height == b.height + 20"]),
        DSLCase(statement: "make.edges.equalTo(superview.snp.margins)", write: { make, f in
            make.edges.equalTo(f.superview.snp.margins)
        }, expected: ["a.top == superview.topMargin + 0", "a.left == superview.leftMargin + 0",
                      "a.bottom == superview.bottomMargin + 0", "a.right == superview.rightMargin + 0"]),
        DSLCase(statement: "make.margins.equalToSuperview()", write: { make, _ in
            make.margins.equalToSuperview()
        }, expected: ["a.topMargin == superview.topMargin + 0", "a.leftMargin == superview.leftMargin + 0",
                      "a.bottomMargin == superview.bottomMargin + 0", "a.rightMargin == superview.rightMargin + 0"]),
        DSLCase(statement: "make.directionalEdges.equalTo(superview.snp.directionalMargins)", write: { make, f in
            make.directionalEdges.equalTo(f.superview.snp.directionalMargins)
        }, expected: ["a.top == superview.topMargin + 0", "a.leading == superview.leadingMargin + 0",
                      "a.bottom == superview.bottomMargin + 0", "a.trailing == superview.trailingMargin + 0"]),
        DSLCase(statement: "make.center.equalTo(superview.snp.centerWithinMargins)", write: { make, f in
            make.center.equalTo(f.superview.snp.centerWithinMargins)
        }, expected: ["a.centerX == superview.centerXWithinMargins + 0",
                      "a.centerY == superview.centerYWithinMargins + 0"]),
        DSLCase(statement: "make.left.equalTo(b.snp.edges): the matching edge", write: { make, f in
            make.left.equalTo(f.b.snp.edges)
        }, expected: ["a.left == b.left + 0"]),
        DSLCase(statement: "make.top.equalTo(b.snp.bottom).offset(8)", write: { make, f in
            make.top.equalTo(f.b.snp.bottom).offset(8)
        }, expected: ["a.top == b.bottom + 8"]),
        DSLCase(statement: "make.top.bottom.equalTo(b.snp.centerY): one target attribute for all", write: { make, f in
            make.top.bottom.equalTo(f.b.snp.centerY)
        }, expected: ["a.top == b.centerY + 0", "a.bottom == b.centerY + 0"]),
        DSLCase(statement: "make.leading.equalTo(b.trailingAnchor).offset(8): an anchor", write: { make, f in
            make.leading.equalTo(f.b.trailingAnchor).offset(8)
        }, expected: ["a.leading == b.trailing + 8"]),
        DSLCase(statement: "make.width.equalTo(b).multipliedBy(0.5)", write: { make, f in
            make.width.equalTo(f.b).multipliedBy(0.5)
        }, expected: ["a.width == b.width + 0 ×0.5"]),
        DSLCase(statement: "make.width.equalTo(b).dividedBy(4)", write: { make, f in
            make.width.equalTo(f.b).dividedBy(4)
        }, expected: ["a.width == b.width + 0 ×0.25"]),
        DSLCase(statement: "make.height.equalTo(b.snp.width).multipliedBy(2).offset(-4)", write: { make, f in
            make.height.equalTo(f.b.snp.width).multipliedBy(2).offset(-4)
        }, expected: ["a.height == b.width + -4 ×2"]),
        DSLCase(statement: "make.height.lessThanOrEqualTo(200)", write: { make, _ in
            make.height.lessThanOrEqualTo(200)
        }, expected: ["a.height <= 200"]),
        DSLCase(statement: "make.width.greaterThanOrEqualTo(b).offset(10)", write: { make, f in
            make.width.greaterThanOrEqualTo(f.b).offset(10)
        }, expected: ["a.width >= b.width + 10"]),
        DSLCase(statement: "make.leading.greaterThanOrEqualToSuperview().offset(8)", write: { make, _ in
            make.leading.greaterThanOrEqualToSuperview().offset(8)
        }, expected: ["a.leading >= superview.leading + 8"]),
        DSLCase(statement: "make.trailing.lessThanOrEqualToSuperview().inset(8)", write: { make, _ in
            make.trailing.lessThanOrEqualToSuperview().inset(8)
        }, expected: ["a.trailing <= superview.trailing + -8"]),
        DSLCase(statement: "make.width.equalTo(100).priority(.defaultHigh)", write: { make, _ in
            make.width.equalTo(100).priority(.defaultHigh)
        }, expected: ["a.width == 100 @750"]),
        DSLCase(statement: "make.width.equalTo(b).priority(250).multipliedBy(2): any order", write: { make, f in
            make.width.equalTo(f.b).priority(250).multipliedBy(2)
        }, expected: ["a.width == b.width + 0 @250 ×2"]),
        DSLCase(statement: "make.lastBaseline.equalTo(b)", write: { make, f in
            make.lastBaseline.equalTo(f.b)
        }, expected: ["a.lastBaseline == b.lastBaseline + 0"]),
        DSLCase(statement: "make.firstBaseline.equalTo(b.snp.lastBaseline).offset(20)", write: { make, f in
            make.firstBaseline.equalTo(f.b.snp.lastBaseline).offset(20)
        }, expected: ["a.firstBaseline == b.lastBaseline + 20"]),
        DSLCase(statement: "two statements, in order", write: { make, f in
            make.leading.trailing.equalToSuperview()
            make.top.equalTo(f.b.snp.bottom)
        }, expected: ["a.leading == superview.leading + 0", "a.trailing == superview.trailing + 0",
                      "a.top == b.bottom + 0"]),
    ]

    @Test("Statements make the constraints they describe", arguments: statements)
    func statement(_ row: DSLCase) throws {
        let f = try DSLFixture()
        let made = try f.a.snp.makeConstraints { make in row.write(make, f) }
        #expect(made.map { equation($0, names: f.names) } == row.expected)
        #expect(made.allSatisfy { $0.isActive })
        #expect(f.a.snp.constraints.count == made.count)
    }

    static let refusals: [DSLErrorCase] = [
        DSLErrorCase(statement: "make.left.equalTo(b.snp.top)", write: { make, f in
            make.left.equalTo(f.b.snp.top)
        }, kind: "layout.invalidPairing"),
        DSLErrorCase(statement: "make.width.equalTo(b.snp.left)", write: { make, f in
            make.width.equalTo(f.b.snp.left)
        }, kind: "layout.invalidPairing"),
        DSLErrorCase(statement: "make.leading.equalTo(b.snp.left)", write: { make, f in
            make.leading.equalTo(f.b.snp.left)
        }, kind: "layout.directionalMixedWithAbsolute"),
        DSLErrorCase(statement: "make.left.equalTo(Size(…))", write: { make, _ in
            make.left.equalTo(Size(width: 1, height: 2))
        }, kind: "unsupportedTarget"),
        DSLErrorCase(statement: "make.width.equalTo(Point(…))", write: { make, _ in
            make.width.equalTo(Point(x: 1, y: 2))
        }, kind: "unsupportedTarget"),
        DSLErrorCase(statement: "make.width.equalTo(b).offset(Point(…))", write: { make, f in
            make.width.equalTo(f.b).offset(Point(x: 1, y: 2))
        }, kind: "unsupportedTarget"),
        DSLErrorCase(statement: "make.edges.equalTo(b.snp.size)", write: { make, f in
            make.edges.equalTo(f.b.snp.size)
        }, kind: "unpairedAttribute"),
        DSLErrorCase(statement: "make.left", write: { make, _ in
            _ = make.left
        }, kind: "missingRelation"),
        DSLErrorCase(statement: "a statement given two relations", write: { make, f in
            let left = make.left
            left.equalTo(f.b)
            left.equalTo(f.superview)
        }, kind: "relationGivenTwice"),
        DSLErrorCase(statement: "make.width.equalTo(b).dividedBy(0)", write: { make, f in
            make.width.equalTo(f.b).dividedBy(0)
        }, kind: "layout.invalidMultiplier"),
        DSLErrorCase(statement: "make.width.equalTo(100).priority(0)", write: { make, _ in
            make.width.equalTo(100).priority(0)
        }, kind: "layout.invalidPriority"),
        DSLErrorCase(statement: "make.width.equalTo(100).priority(1001)", write: { make, _ in
            make.width.equalTo(100).priority(1001)
        }, kind: "layout.invalidPriority"),
        DSLErrorCase(statement: "make.width.equalTo(.infinity)", write: { make, _ in
            make.width.equalTo(Double.infinity)
        }, kind: "layout.nonFiniteConstant"),
        DSLErrorCase(statement: "make.width.equalTo(b).offset(.nan)", write: { make, f in
            make.width.equalTo(f.b).offset(.nan)
        }, kind: "layout.nonFiniteConstant"),
        DSLErrorCase(statement: "make.width.equalTo(100).priority(.infinity)", write: { make, _ in
            make.width.equalTo(100).priority(LayoutPriority(.infinity))
        }, kind: "layout.invalidPriority"),
        DSLErrorCase(statement: "make.left.equalTo(a view of another hierarchy)", write: { make, _ in
            make.left.equalTo(View(name: "elsewhere"))
        }, kind: "layout.noCommonAncestor"),
        DSLErrorCase(statement: "a good statement, then a bad one", write: { make, f in
            make.width.equalTo(10)
            make.top.equalTo(f.b.snp.width)
        }, kind: "layout.invalidPairing"),
    ]

    @Test("Bad statements throw, activate nothing and keep autoresizing", arguments: refusals)
    func refusal(_ row: DSLErrorCase) throws {
        let f = try DSLFixture()
        do {
            try f.a.snp.makeConstraints { make in row.write(make, f) }
            Issue.record("should fail")
        } catch {
            #expect(kindName(error.kind) == row.kind)
            #expect(error.file == "AutoLayoutTests/ConstraintDSLTests.swift")
            #expect(error.description.hasPrefix("AutoLayoutTests/ConstraintDSLTests.swift:"))
        }
        #expect(f.a.snp.constraints.isEmpty)
        #expect(f.superview.constraints.isEmpty)
        #expect(f.a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("An error names the line of its statement; a missing relation, the block's")
    func errorLines() throws {
        let f = try DSLFixture()
        let statementLine = #line + 3
        do {
            try f.a.snp.makeConstraints { make in
                make.left.equalTo(f.b.snp.top)
            }
            Issue.record("should fail")
        } catch {
            #expect(error.line == statementLine)
            #expect(error.description.hasPrefix("AutoLayoutTests/ConstraintDSLTests.swift:\(statementLine): "))
        }
        let blockLine = #line + 2
        do {
            try f.a.snp.makeConstraints { make in
                _ = make.width
            }
            Issue.record("should fail")
        } catch {
            #expect(error.line == blockLine)
            #expect(error.reason == "make.width has no relation: finish it with equalTo, lessThanOrEqualTo or greaterThanOrEqualTo")
        }
    }

    @Test("equalToSuperview on a view without a superview")
    func noSuperview() throws {
        // Not inside #expect: a macro's expansion would give the statement the macro's line.
        let lonely = View(name: "lonely")
        let line = #line + 2
        do {
            try lonely.snp.makeConstraints { make in make.edges.equalToSuperview() }
            Issue.record("should fail")
        } catch {
            #expect(error == ConstraintMakerError(kind: .noSuperview(item: "lonely"), file: #fileID, line: line))
        }
        do {
            try lonely.snp.makeConstraints { make in make.left.equalTo(8) }
            Issue.record("should fail")
        } catch {
            #expect(error.kind == .noSuperview(item: "lonely"))
        }
        // A size needs no superview.
        let made = try lonely.snp.makeConstraints { make in make.size.equalTo(10) }
        #expect(made.count == 2)
    }

    @Test("Each constraint records the #fileID and #line of its statement")
    func origin() throws {
        let f = try DSLFixture()
        let line = #line + 2
        let made = try f.a.snp.makeConstraints { make in
            make.edges.equalToSuperview().labeled("fill")
        }
        #expect(made.count == 4)
        #expect(made.allSatisfy { $0.origin == .code(file: "AutoLayoutTests/ConstraintDSLTests.swift", line: line) })
        #expect(made.allSatisfy { $0.identifier == "fill" })
        #expect(!f.a.translatesAutoresizingMaskIntoConstraints)
        #expect(f.b.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("updateConstraints changes the constants of matching constraints, in place")
    func update() throws {
        let f = try DSLFixture()
        let made = try f.a.snp.makeConstraints { make in
            make.width.equalTo(100)
            make.left.equalTo(f.b).offset(8)
            make.height.equalTo(40).priority(.defaultHigh)
        }
        let updated = try f.a.snp.updateConstraints { make in
            make.width.equalTo(120)
            make.left.equalTo(f.b).offset(16)
        }
        #expect(updated.count == 2 && updated[0] === made[0] && updated[1] === made[1])
        #expect(f.a.snp.constraints.map { equation($0, names: f.names) }
            == ["a.width == 120", "a.height == 40 @750", "a.left == b.left + 16"])

        // No match (another relation, another priority, a new attribute): nothing changes.
        let misses: [@Sendable (ConstraintMaker) -> Void] = [
            { make in make.width.lessThanOrEqualTo(300) },
            { make in make.height.equalTo(50) },
            { make in make.top.equalToSuperview() },
        ]
        for miss in misses {
            do {
                try f.a.snp.updateConstraints { make in
                    make.width.equalTo(1)
                    miss(make)
                }
                Issue.record("should fail")
            } catch {
                #expect(kindName(error.kind) == "noConstraintToUpdate")
            }
        }
        #expect(made[0].constant == 120)
    }

    @Test("remakeConstraints replaces the earlier ones; a failing remake keeps them")
    func remake() throws {
        let f = try DSLFixture()
        try f.a.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        // Constraints of other makers and of other items stay.
        try f.b.snp.makeConstraints { make in make.width.equalTo(f.a) }
        let anchor = try f.a.heightAnchor.constraint(equalToConstant: 10)
        try anchor.activate()

        #expect(throws: ConstraintMakerError.self) {
            try f.a.snp.remakeConstraints { make in make.left.equalTo(f.b.snp.top) }
        }
        #expect(f.a.snp.constraints.count == 4)

        try f.a.snp.remakeConstraints { make in
            make.center.equalToSuperview()
        }
        #expect(f.a.snp.constraints.map { equation($0, names: f.names) }
            == ["a.centerX == superview.centerX + 0", "a.centerY == superview.centerY + 0"])
        #expect(f.b.snp.constraints.count == 1)
        #expect(anchor.isActive)

        f.a.snp.removeConstraints()
        #expect(f.a.snp.constraints.isEmpty)
        #expect(anchor.isActive && f.b.snp.constraints.count == 1)
    }

    @Test("A kept statement changes its constants, priority and activation later")
    func handle() throws {
        let screen = try makeScreen("iPhone 8")
        let banner = View(name: "banner")
        try screen.rootView.addSubview(banner)
        var top: DSLConstraint?
        try banner.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.height.equalTo(60)
            top = make.top.equalToSuperview().offset(-60).constraint
        }
        let slide = try #require(top)
        #expect(slide.layoutConstraints.count == 1 && slide.isActive)
        screen.layoutIfNeeded()
        #expect(banner.frame == Rect(x: 0, y: -60, width: 375, height: 60))

        try slide.update(offset: 20)
        screen.layoutIfNeeded()
        #expect(banner.frame == Rect(x: 0, y: 20, width: 375, height: 60))

        try slide.update(inset: 4)  // the inset adds to the offset: 20 + 4
        screen.layoutIfNeeded()
        #expect(banner.frame.minY == 24)

        #expect(throws: ConstraintMakerError.self) { try slide.update(priority: 500) }  // required → optional while active
        slide.deactivate()
        #expect(!slide.isActive && banner.snp.constraints.count == 3)
        try slide.update(priority: 500)
        try slide.activate()
        #expect(slide.layoutConstraints[0].priority == 500)
    }

    @Test("A composite handle moves every edge")
    func compositeHandle() throws {
        let screen = try makeScreen("iPhone 8")
        let card = View(name: "card")
        try screen.rootView.addSubview(card)
        var edges: DSLConstraint?
        try card.snp.makeConstraints { make in
            edges = make.edges.equalToSuperview().inset(16).constraint
        }
        screen.layoutIfNeeded()
        #expect(card.frame == Rect(x: 16, y: 16, width: 343, height: 635))
        try edges?.update(inset: EdgeInsets(top: 20, left: 10, bottom: 30, right: 40))
        screen.layoutIfNeeded()
        #expect(card.frame == Rect(x: 10, y: 20, width: 325, height: 617))
    }

    @Test("A layout guide's superview is its owning view")
    func guide() throws {
        let f = try DSLFixture()
        let guide = LayoutGuide(name: "guide")
        try f.superview.addLayoutGuide(guide)
        let made = try guide.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(8)
        }
        var names = f.names
        names[ObjectIdentifier(guide)] = "guide"
        #expect(made.map { equation($0, names: names) } == [
            "guide.top == superview.top + 8", "guide.left == superview.left + 8",
            "guide.bottom == superview.bottom + -8", "guide.right == superview.right + -8",
        ])
        try f.a.snp.makeConstraints { make in make.edges.equalTo(guide) }
        #expect(f.a.snp.constraints.count == 4)
    }
}
