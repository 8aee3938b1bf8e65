import LayoutDocument
import Testing

/// Size-class variations resolved for each of the nine size classes, against results worked out
/// by hand from Interface Builder's rule: the most specific class wins, applied least specific
/// first; `any-height` before `width-any` (the width class wins their tie, a documented choice).
@Suite("Size-class variations")
struct VariationTests {
    static let document = """
        views:
          A: view
          B: view
          C: view
          Detail: label
          Card:
            subviews:
              Inside: view
        constraints:
          - 1. A.Width = 10
          - 2. A.Height = 10
          - 3. B.Width = 20
          - 4. Detail.Width = 5
          - 10. Inside.Width = 1
        variations:
          any-any:
            constraints:
              - 5. C.Width = 1
          compact-any:
            uninstall: [1]
            constraints:
              - 6. A.Width = 11
          any-regular:
            uninstall: [2, detail]
            constraints:
              - 7. A.Height = 12
          compact-regular:
            install: 1
            uninstall: [6]
          regular-compact:
            constraints:
              - 8. B.Width = 21
            uninstall: [3, Card]
            views:
              B: {hidden: true}
          any-compact:
            views:
              B: {hidden: false, background: red}
          regular-any:
            install: [Detail]
        """

    /// (horizontal, vertical, installed constraint numbers in order).
    static let expectations: [(SizeClass, SizeClass, [Int])] = [
        (.any, .any, [1, 2, 3, 4, 10, 5]),
        (.any, .compact, [1, 2, 3, 4, 10, 5]),
        (.any, .regular, [1, 3, 10, 5, 7]),
        (.compact, .any, [2, 3, 4, 10, 5, 6]),
        (.regular, .any, [1, 2, 3, 4, 10, 5]),
        (.compact, .compact, [2, 3, 4, 10, 5, 6]),
        (.compact, .regular, [1, 3, 10, 5, 7]),
        (.regular, .compact, [1, 2, 4, 5, 8]),
        (.regular, .regular, [1, 3, 4, 10, 5, 7]),
    ]

    @Test("installed constraints in each size class", arguments: expectations)
    func installed(_ horizontal: SizeClass, _ vertical: SizeClass, _ ids: [Int]) throws {
        let model = try LayoutDocumentModel(yaml: Self.document)
        #expect(model.effectiveConstraints(horizontal: horizontal, vertical: vertical).compactMap(\.id) == ids)
    }

    @Test("views and properties in each size class")
    func views() throws {
        let model = try LayoutDocumentModel(yaml: Self.document)
        let base = model.resolved(horizontal: .any, vertical: .any)
        #expect(base.views.map(\.name) == ["A", "B", "C", "Detail", "Card"])
        #expect(base.views[1].properties == ViewProperties())

        let anyRegular = model.resolved(horizontal: .any, vertical: .regular)
        #expect(anyRegular.views.map(\.name) == ["A", "B", "C", "Card"])

        var hiddenRed = ViewProperties()
        hiddenRed.isHidden = false
        hiddenRed.backgroundColor = .named(.red)
        #expect(model.resolved(horizontal: .compact, vertical: .compact).views[1].properties == hiddenRed)

        // regular-compact is more specific than any-compact: hidden becomes true, the color stays.
        let regularCompact = model.resolved(horizontal: .regular, vertical: .compact)
        hiddenRed.isHidden = true
        #expect(regularCompact.views.map(\.name) == ["A", "B", "C", "Detail"])
        #expect(regularCompact.views[1].properties == hiddenRed)
        // Uninstalling Card takes Inside and its constraint (10) with it.
        #expect(regularCompact.views.flatMap(\.allViews).contains { $0.name == "Inside" } == false)
    }

    @Test("the order variations take effect in")
    func order() throws {
        let model = try LayoutDocumentModel(yaml: Self.document)
        #expect(model.applicableVariations(horizontal: .regular, vertical: .regular).map(\.key)
            == ["any-any", "any-regular", "regular-any"])
        #expect(model.applicableVariations(horizontal: .compact, vertical: .regular).map(\.key)
            == ["any-any", "any-regular", "compact-any", "compact-regular"])
        #expect(model.applicableVariations(horizontal: .any, vertical: .any).map(\.key) == ["any-any"])
        #expect(model.variations.map(\.specificity) == [0, 1, 1, 2, 2, 1, 1])
    }

    @Test("what a variation holds")
    func variationData() throws {
        let model = try LayoutDocumentModel(yaml: Self.document)
        let anyRegular = model.variations[2]
        #expect(anyRegular.horizontal == .any)
        #expect(anyRegular.vertical == .regular)
        #expect(anyRegular.location == SourceLocation(line: 23, column: 3))
        #expect(anyRegular.uninstall == [.constraint(id: 2), .view(name: "Detail")])
        #expect(anyRegular.constraints.map(\.description) == ["A.Height = 12.0"])
        #expect(model.variations[3].install == [.constraint(id: 1)])
        #expect(model.constraintIDs == [1, 2, 3, 4, 5, 6, 7, 8, 10])
    }

    /// The cookbook's size-class recipe: 1–6 everywhere, and in Compact-Regular 2 and 4 out,
    /// 7, 8 and 9 in (see the document's comment on which constraint goes).
    @Test("Two Buttons with Size Class-Based Layouts", arguments: SizeClass.allCases)
    func cookbookRecipe(_ horizontal: SizeClass) throws {
        let path = Fixture.examplePath("Cookbook/TwoButtonsWithSizeClassBasedLayouts.yaml")
        let model = try LayoutDocumentModel(contentsOfFile: path)
        for vertical in SizeClass.allCases {
            let ids = model.effectiveConstraints(horizontal: horizontal, vertical: vertical).compactMap(\.id)
            let expected = (horizontal, vertical) == (.compact, .regular) ? [1, 3, 5, 6, 7, 8, 9] : [1, 2, 3, 4, 5, 6]
            #expect(ids == expected, "\(horizontal)-\(vertical)")
        }
    }
}
