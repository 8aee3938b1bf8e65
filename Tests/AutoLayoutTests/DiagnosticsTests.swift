import Testing
@testable import AutoLayout

/// Unsatisfiable and ambiguous layouts, explained.
@Suite struct DiagnosticsTests {
    /// Two views in a row between the root's margins, 8 apart, with the given intrinsic widths.
    func row(_ widths: (Double, Double)) throws -> (Screen, View, View) {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        let a = try addView("Name Label", to: root)
        let b = try addView("Name Text Field", to: root)
        a.explicitIntrinsicContentSize = Size(width: widths.0, height: 20)
        b.explicitIntrinsicContentSize = Size(width: widths.1, height: 20)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            b.topAnchor.constraint(equalTo: a.topAnchor),
        ])
        return (screen, a, b)
    }

    @Test func huggingTieIsReportedWithAFix() throws {
        let (screen, a, b) = try row((50, 60))
        let diagnostics = screen.rootView.layoutDiagnostics()
        #expect(diagnostics.count == 1)
        let d = try #require(diagnostics.first)
        #expect(d.kind == .ambiguous)
        #expect(d.message.contains("same horizontal content hugging priority (250)"))
        #expect(d.suggestion == "give Name Label horizontal hugging 251 so Name Text Field takes the extra space")
        a.setContentHuggingPriority(251, for: .horizontal)
        #expect(screen.rootView.layoutDiagnostics().isEmpty)
        // The label keeps its 50 points; the field takes the rest: 343 − 50 − 8 = 285.
        #expect(a.frame.width == 50 && b.frame.width == 285)
    }

    @Test func compressionTieIsReportedAndRaisingOneResolvesIt() throws {
        // 200 + 250 + 8 > 343: one of them must be compressed, both resist at 750.
        let (screen, a, b) = try row((200, 250))
        let d = try #require(screen.rootView.layoutDiagnostics().first)
        #expect(d.message.contains("same horizontal compression resistance (750)"))
        #expect(d.suggestion?.contains("compression resistance 751") == true)
        b.setContentCompressionResistancePriority(751, for: .horizontal)
        #expect(screen.rootView.layoutDiagnostics().isEmpty)
        #expect(b.frame.width == 250 && a.frame.width == 85)
    }

    @Test func missingPositionIsNamed() throws {
        let screen = try makeScreen("iPhone 8")
        let v = try addView("Blue View", to: screen.rootView)
        try LayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: screen.rootView.topAnchor, constant: 20),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
        ])
        let d = try #require(screen.rootView.layoutDiagnostics().first)
        #expect(d.attributes == ["Blue View.minX"])
        #expect(d.suggestion == "Blue View has no horizontal position: add a leading or centerX constraint")
        // Pseudo addresses number the items in trace order: the root, its two legacy guides,
        // then the view; whatever else the process made before, the trace is the same.
        let trace = screen.rootView.autolayoutTrace()
        #expect(trace.split(separator: "\n").prefix(4) == [
            "•UIView:0x1'Superview'",
            "|   *UILayoutGuide:0x2'Top Layout Guide'",
            "|   *UILayoutGuide:0x3'Bottom Layout Guide'",
            "|   *UIView:0x4'Blue View'- AMBIGUOUS LAYOUT for UIView:0x4'Blue View'.minX",
        ])
        _ = (0..<5).map { View(name: "made later \($0)") }
        #expect(screen.rootView.autolayoutTrace() == trace)
        // Exercising the ambiguity moves the view to another valid layout.
        let before = v.frame
        v.exerciseAmbiguityInLayout()
        #expect(v.frame.minX != before.minX)
        #expect(v.frame.minY == before.minY && v.frame.size == before.size)
    }

    /// Conflicts of 2, 3 and 11 required constraints: each reports the minimal set and breaks
    /// exactly one constraint; the other views stay where their constraints put them.
    @Test(arguments: [2, 3, 11])
    func conflictsReportMinimalSets(_ size: Int) throws {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        let bystander = try addView("Bystander", to: root)
        try LayoutConstraint.activate([
            bystander.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            bystander.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            bystander.widthAnchor.constraint(equalToConstant: 30), bystander.heightAnchor.constraint(equalToConstant: 30),
        ])
        // A chain of `size − 1` views whose widths are tied equal, the first 10 wide and the
        // last 20 wide: `size` required constraints that cannot hold together.
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<max(1, size - 1) {
            let v = try addView("V\(i)", to: root)
            try LayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100 + Double(i) * 10),
                v.heightAnchor.constraint(equalToConstant: 5),
            ])
            if let previous = views.last { constraints.append(try v.widthAnchor.constraint(equalTo: previous.widthAnchor)) }
            views.append(v)
        }
        constraints.insert(try views[0].widthAnchor.constraint(equalToConstant: 10), at: 0)
        if size == 2 {
            constraints.append(try views[0].widthAnchor.constraint(equalToConstant: 20))
        } else {
            constraints.append(try views[views.count - 1].widthAnchor.constraint(equalToConstant: 20))
        }
        try LayoutConstraint.activate(constraints)
        screen.layoutIfNeeded()
        let diagnostics = root.layoutDiagnostics().filter { $0.kind == .unsatisfiable }
        #expect(diagnostics.count == 1)
        let d = try #require(diagnostics.first)
        #expect(d.constraints.count == size)
        #expect(Set(d.constraints.map(ObjectIdentifier.init)) == Set(constraints.map(ObjectIdentifier.init)))
        #expect(d.broken === constraints.last)
        #expect(d.suggestion?.hasPrefix("lower '") == true)
        #expect(bystander.frame == Rect(x: 10, y: 10, width: 30, height: 30))
        #expect(views[0].frame.width == 10)
        // Minimal: without any one member, the rest holds.
        for skip in constraints.indices {
            let rest = constraints.enumerated().filter { $0.offset != skip }.map(\.element)
            LayoutConstraint.deactivate(constraints)
            try LayoutConstraint.activate(rest)
            root.hostedEngine = nil          // a fresh engine: no broken constraint carried over
            screen.layoutIfNeeded()
            #expect(root.layoutIssues.isEmpty, "without member \(skip)")
        }
    }
}
