import Testing
@testable import AutoLayout

/// The same program makes the same engine: constraints reach the solver in the same order on
/// every run, whatever addresses the objects get. Dictionaries keyed by object identity iterate
/// in an order that changes with those addresses; the solver reuses the slots and symbols that
/// removals free in the order they were freed, so an order taken from a dictionary would change
/// the constraints' slots, the exported systems and the choice among equal-error layouts.
@Suite struct RepeatabilityTests {
    /// A fill-equally row of six views with intrinsic sizes (a stack's constraints share their
    /// first item), laid out, then the third hidden and laid out again: the stack swaps its
    /// spacing for hiding constraints, removing several that share a first item.
    func rowWithAHiddenLabel() throws -> [String] {
        let screen = try makeScreen("iPhone 8")
        let row = StackView()
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.alignment = .center
        row.spacing = 4
        row.translatesAutoresizingMaskIntoConstraints = false
        try screen.rootView.addSubview(row)
        try LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: screen.rootView.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: screen.rootView.trailingAnchor),
            row.topAnchor.constraint(equalTo: screen.rootView.topAnchor, constant: 20),
        ])
        var items: [View] = []
        for i in 0..<6 {
            let item = View(name: "Item \(i)")
            item.explicitIntrinsicContentSize = Size(width: 40 + Double(i), height: 20)
            try row.addArrangedSubview(item)
            items.append(item)
        }
        screen.layoutIfNeeded()
        items[2].isHidden = true
        screen.layoutIfNeeded()
        // Variables named by their engine index (`#N`): the items' addresses differ per build.
        let (_, rows) = screen.rootView.exportEngineRows()
        return rows.map { row in
            let terms = row.terms.map { term in "\(term.coefficient)\(term.variable.drop { $0 != "#" })" }
            return terms.joined(separator: " + ") + " \(row.relation) \(row.constant) @\(row.priority)"
        }
    }

    @Test func aStackHidingAViewMakesTheSameRowsInTheSameOrderEveryTime() throws {
        let first = try rowWithAHiddenLabel()
        #expect(first.contains { $0.hasSuffix("0 0.0 @\(Double(Float(999.999)))") }, "a UISV-hiding row")
        for _ in 0..<8 {
            #expect(try rowWithAHiddenLabel() == first)
        }
    }
}
