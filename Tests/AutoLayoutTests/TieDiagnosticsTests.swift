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
    /// minX with it. Views are diagnosed in hierarchy order (L0, F0, L1, F1, L2, F2), each
    /// paired with the first other view that ties with it, a paired view not diagnosed again:
    /// L0 with F0, then every later label and field with L0. Each diagnostic lists every
    /// constraint of the group: per row its three edges and its two views' hugging and
    /// compression resistance, and the two equal widths, 23.
    @Test func threeRowsTieWithTheFirstLabel() throws {
        let rows = 3
        let (screen, made) = try form(rows: rows)
        let root = screen.rootView
        let diagnostics = root.layoutDiagnostics()
        let width = made[0].label.frame.width
        #expect(width >= 85 - 1e-6 && width <= 200 + 1e-6)
        #expect(made.allSatisfy { abs($0.label.frame.width - width) < 1e-6 && abs($0.field.frame.width - (335 - width)) < 1e-6 })
        #expect(made.allSatisfy { $0.label.ambiguousAttributes == [.width] && $0.field.ambiguousAttributes == [.left, .width] })
        let pairs = [["L0", "F0"], ["L1", "L0"], ["F1", "L0"], ["L2", "L0"], ["F2", "L0"]]
        #expect(diagnostics.map(\.views) == pairs)
        let group = (0..<rows).reduce(into: Set<String>()) { $0.formUnion(own($1)) }
        #expect(group.count == 23)
        for (d, pair) in zip(diagnostics, pairs) {
            #expect(d.message == "\(pair[0]) and \(pair[1]) have the same horizontal compression resistance (750); which one is compressed is ambiguous")
            #expect(Set(d.constraints.map { key($0, root: root) }) == group && d.constraints.count == 23)
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
