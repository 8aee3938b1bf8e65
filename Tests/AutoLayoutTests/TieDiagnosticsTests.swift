import Testing
@testable import AutoLayout

/// A form that does not fit: each row's label and field resist compression at the same
/// priority, so which one is compressed is a tie UIKit leaves to chance, and every label is as
/// wide as the first, which joins every row's horizontal constraints into one group.
@Suite struct TieDiagnosticsTests {
    /// `rows` rows on an iPhone 8 (375 wide): per row `L.leading = root.leading + 16`,
    /// `F.leading = L.trailing + 8`, `F.trailing = root.trailing - 16`, and `L.width = L0.width`
    /// from the second row on; the label wants 200 points (hugging 251), the field 250 (hugging
    /// 250), both resisting compression at 750. Tops 30 apart, heights intrinsic.
    func form(rows: Int) throws -> (Screen, [(label: View, field: View)]) {
        let screen = try makeScreen("iPhone 8")
        let root = screen.rootView
        var made: [(label: View, field: View)] = []
        for i in 0..<rows {
            let label = try addView("L\(i)", to: root), field = try addView("F\(i)", to: root)
            label.explicitIntrinsicContentSize = Size(width: 200, height: 20)
            field.explicitIntrinsicContentSize = Size(width: 250, height: 20)
            label.setContentHuggingPriority(251, for: .horizontal)
            var constraints = try [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40 + 30 * Double(i)),
                field.topAnchor.constraint(equalTo: label.topAnchor),
            ]
            if let first = made.first { constraints.append(try label.widthAnchor.constraint(equalTo: first.label.widthAnchor)) }
            try LayoutConstraint.activate(constraints)
            made.append((label, field))
        }
        return (screen, made)
    }

    /// A constraint in a few words: `hug L0.width`, `cr F2.width`, `F1.leading L1.trailing`.
    func key(_ c: LayoutConstraint, root: View) -> String {
        let first = "\(c.firstItem.displayName).\(c.firstAttribute.description)"
        switch c.origin {
        case .contentHugging: return "hug " + first
        case .compressionResistance: return "cr " + first
        default:
            guard let second = c.secondItem else { return first + " constant" }
            return first + " " + (second === root ? "root" : second.displayName) + ".\(c.secondAttribute.description)"
        }
    }

    /// Row `i`'s own horizontal constraints: its three edges, its label's width equal to the
    /// first label's (from the second row on), and the content sizes of both views.
    func own(_ i: Int) -> Set<String> {
        var keys: Set<String> = ["L\(i).leading root.leading", "F\(i).leading L\(i).trailing", "F\(i).trailing root.trailing",
                                 "hug L\(i).width", "cr L\(i).width", "hug F\(i).width", "cr F\(i).width"]
        if i > 0 { keys.insert("L\(i).width L0.width") }
        return keys
    }

    /// By hand: each row has 375 - 32 - 8 = 335 points for 450 of content, so 115 points of
    /// compression at 750 whatever the split, and hugging is satisfied (nothing is
    /// stretched): every label's width is free between 85 and 200, its field's width and
    /// minX with it. The tie is between each label and the field laid next to it, one
    /// diagnostic per row. (Before, only the first row paired them: every later label and
    /// field was reported in a tie of its own with the first label, which it does not compete
    /// with, and 2 × rows − 1 diagnostics each listed every constraint of the group.)
    ///
    /// The group holds 4 × rows content sizes and 4 × rows − 1 other constraints. With 3 rows
    /// (23) each diagnostic lists the whole group. With 60 rows (479) a later row lists its own
    /// 8: the next level, through the first label's width, holds 61 (the first field's leading,
    /// the 58 other equal widths, the first label's two content sizes) and would pass 50. The
    /// first row's own constraints are 66 with the 59 equal widths, past 50: it lists those of
    /// its own 66 that involve no other view, the same 7 as its row's.
    @Test(arguments: [3, 60])
    func eachRowIsOneTieListingTheConstraintsNearIt(rows: Int) throws {
        let (screen, made) = try form(rows: rows)
        let root = screen.rootView
        let diagnostics = root.layoutDiagnostics()
        let groupSize = 4 * rows + 4 * rows - 1
        let width = made[0].label.frame.width
        #expect(width >= 85 - 1e-6 && width <= 200 + 1e-6)
        #expect(made.allSatisfy { abs($0.label.frame.width - width) < 1e-6 && abs($0.field.frame.width - (335 - width)) < 1e-6 })
        #expect(made.allSatisfy { $0.label.ambiguousAttributes == [.width] && $0.field.ambiguousAttributes == [.left, .width] })
        #expect(diagnostics.count == rows)
        for (i, d) in diagnostics.enumerated() {
            #expect(d.kind == .ambiguous)
            #expect(d.views == ["L\(i)", "F\(i)"])
            #expect(d.message == "L\(i) and F\(i) have the same horizontal compression resistance (750); which one is compressed is ambiguous")
            #expect(d.suggestion == "give F\(i) horizontal compression resistance 751 so it keeps its size and L\(i) is truncated")
            let listed = Set(d.constraints.map { key($0, root: root) })
            #expect(listed.count == d.constraints.count, "row \(i) lists a constraint twice")
            var expected: Set<String>
            if groupSize <= ConstraintGraph.listedConstraintLimit {
                expected = (0..<rows).reduce(into: Set<String>()) { $0.formUnion(own($1)) }
            } else {
                expected = own(i)
            }
            #expect(listed == expected, "row \(i)")
            #expect(d.unlistedConstraints == groupSize - expected.count, "row \(i)")
        }
    }

    /// The public search still lists the whole group, whatever its size.
    @Test func constraintsAffectingLayoutListsTheWholeGroup() throws {
        let (screen, made) = try form(rows: 60)
        let found = made[30].field.constraintsAffectingLayout(for: .horizontal)
        #expect(found.count == 4 * 60 + 4 * 60 - 1)
        #expect(Set(found.map { key($0, root: screen.rootView) }).count == found.count)
    }
}
