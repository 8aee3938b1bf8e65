import LayoutDocument
import Testing
import VisualFormat

/// VFL lines in documents: parsed by the VisualFormat module with the document's VFL names and
/// metrics, lowered to document constraints. Expected constraints follow UIKit's VFL rules by
/// hand: across a gap, `next.leading = previous.trailing + spacing`; a leading `|` gives
/// `view.leading = superview.leading + spacing`, a trailing one
/// `superview.trailing = view.trailing + spacing`; a bare `-` beside `|` binds to the margins.
@Suite("VFL lines in documents")
struct VisualFormatLineTests {
    static let document = """
        metrics: {margin: 20}
        views:
          Name Label: label
          Name Field: textField
          Box:
            subviews:
              Inner: {type: view, vflName: inner}
        constraints:
          - 1. H:|-8-[nameLabel]-8-[nameField]-8-|
          - V:|-margin-[nameLabel]
          - {format: "H:[nameLabel][nameField]", options: [alignAllCenterY], id: 3}
          - '|-[inner]-|'
          - "V:[inner(>=44@750)]"
        """

    /// The lowered constraints in the cookbook's words, in order.
    static let expected = [
        "Name Label.Leading = Superview.Leading + 8.0",
        "Name Field.Leading = Name Label.Trailing + 8.0",
        "Superview.Trailing = Name Field.Trailing + 8.0",
        "Name Label.Top = Superview.Top + 20.0",
        "Name Field.Leading = Name Label.Trailing",
        "Name Label.CenterY = Name Field.CenterY",
        "Inner.Leading = Superview.LeadingMargin",
        "Superview.TrailingMargin = Inner.Trailing",
        "Inner.Height >= 44.0 (Priority 750)",
    ]

    @Test("lowered to document constraints")
    func lowered() throws {
        let model = try LayoutDocumentModel(yaml: Self.document)
        #expect(model.constraints.map(\.description) == Self.expected)
        #expect(model.constraints.map(\.id) == [1, 1, 1, nil, 3, 3, nil, nil, nil])
        #expect(model.constraints.map(\.origin) == [0, 0, 0, 1, 2, 2, 3, 3, 4].map { .visualFormat(index: $0) })
        // `|` is the superview of the view beside it: the root for Name Label, Box for Inner.
        #expect(model.constraints.map(\.superview) == [nil, nil, nil, nil, nil, nil, "Box", "Box", nil])
        #expect(model.constraints[0].location == SourceLocation(line: 9, column: 8))
        #expect(model.constraints[6].location == SourceLocation(line: 12, column: 6))
    }

    @Test("the parsed lines are kept")
    func parsedLines() throws {
        let model = try LayoutDocumentModel(yaml: Self.document)
        #expect(model.visualFormats.map(\.format) == [
            "H:|-8-[nameLabel]-8-[nameField]-8-|", "V:|-margin-[nameLabel]", "H:[nameLabel][nameField]",
            "|-[inner]-|", "V:[inner(>=44@750)]",
        ])
        #expect(model.visualFormats.map(\.id) == [1, nil, 3, nil, nil])
        #expect(model.visualFormats[2].options == .alignAllCenterY)
        #expect(model.visualFormats[0].viewNames == ["nameLabel": "Name Label", "nameField": "Name Field"])
        #expect(model.visualFormats[0].parsed.orientation == .horizontal)
        #expect(model.visualFormats[1].parsed.views.map(\.name) == ["nameLabel"])
        #expect(model.metrics == ["margin": 20])
        #expect(model.view(named: "Name Label")?.vflName == "nameLabel")
    }

    @Test("lines in a variation are lowered too")
    func inVariation() throws {
        let yaml = """
            views:
              A: view
              B: view
            variations:
              compact-any:
                constraints:
                  - 4. V:[a]-[b]
            """
        let model = try LayoutDocumentModel(yaml: yaml)
        #expect(model.constraints.isEmpty)
        #expect(model.visualFormats.count == 1)
        let compact = model.effectiveConstraints(horizontal: .compact, vertical: .regular)
        #expect(compact.map(\.description) == ["B.Top = A.Bottom + Standard"])
        #expect(compact.map(\.id) == [4])
        #expect(model.effectiveConstraints(horizontal: .regular, vertical: .regular).isEmpty)
    }

    @Test("uninstalling a VFL line's number removes all its constraints")
    func uninstallLine() throws {
        let yaml = """
            views:
              A: view
              B: view
            constraints:
              - 1. H:|-[a]-[b]-|
              - 2. A.Width = B.Width
            variations:
              any-compact:
                uninstall: [1]
            """
        let model = try LayoutDocumentModel(yaml: yaml)
        #expect(model.effectiveConstraints(horizontal: .any, vertical: .any).count == 4)
        #expect(model.effectiveConstraints(horizontal: .compact, vertical: .compact).compactMap(\.id) == [2])
    }
}
