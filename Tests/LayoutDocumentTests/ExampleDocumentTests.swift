import LayoutDocument
import Testing

/// The shipped documents: every one under Examples/ reads without error, and the cookbook's hold
/// the recipes' constraint lists and attribute tables as the Auto Layout Guide prints them.
@Suite("Example documents")
struct ExampleDocumentTests {
    @Test("every document under Examples/ reads", arguments: Fixture.exampleDocuments())
    func reads(_ relative: String) throws {
        let model = try LayoutDocumentModel(contentsOfFile: Fixture.examplePath(relative))
        #expect(!model.views.isEmpty)
        #expect(!model.constraints.isEmpty)
        #expect(model.title != nil)
    }

    @Test("the shipped documents are all there")
    func inventory() {
        #expect(Fixture.exampleDocuments() == [
            "ChineseForm.yaml", "Cookbook/AdaptiveSingleView.yaml", "Cookbook/DynamicHeightColumns.yaml",
            "Cookbook/DynamicHeightLabelAndTextField.yaml", "Cookbook/FixedHeightColumns.yaml",
            "Cookbook/SimpleLabelAndTextField.yaml", "Cookbook/SimpleSingleView.yaml",
            "Cookbook/ThreeEqualWidthButtons.yaml", "Cookbook/TwoButtonsWithEqualSpacing.yaml",
            "Cookbook/TwoButtonsWithSizeClassBasedLayouts.yaml", "Cookbook/TwoDifferentWidthViews.yaml",
            "Cookbook/TwoEqualWidthButtons.yaml", "Cookbook/TwoEqualWidthViews.yaml",
            "Cookbook/TwoViewsWithComplexWidths.yaml",
            "EqualWidthLabelsForm.yaml", "StackViewButtons.yaml", "TitleAndTime.yaml",
        ])
    }

    /// Each recipe: its views in order and the length of its numbered constraint list, counted
    /// in the Auto Layout Guide (Simple Constraints; Views with Intrinsic Content Size).
    static let recipes: [(String, [String], Int)] = [
        ("SimpleSingleView", ["Red View"], 4),
        ("AdaptiveSingleView", ["Blue View"], 6),
        ("TwoEqualWidthViews", ["Yellow View", "Green View"], 8),
        ("TwoDifferentWidthViews", ["Purple View", "Orange View"], 8),
        ("TwoViewsWithComplexWidths", ["Blue View", "Red View"], 9),
        ("SimpleLabelAndTextField", ["Name Label", "Name Text Field"], 5),
        ("DynamicHeightLabelAndTextField", ["Name Label", "Name Text Field"], 8),
        ("FixedHeightColumns", ["First Name Label", "First Name Text Field", "Middle Name Label",
                                "Middle Name Text Field", "Last Name Label", "Last Name Text Field"], 17),
        ("DynamicHeightColumns", ["First Name Label", "First Name Text Field", "Middle Name Label",
                                  "Middle Name Text Field", "Last Name Label", "Last Name Text Field"], 26),
        ("TwoEqualWidthButtons", ["Short Button", "Long Button"], 6),
        ("ThreeEqualWidthButtons", ["Short Button", "Medium Button", "Long Button"], 9),
        ("TwoButtonsWithEqualSpacing", ["Leading Dummy View", "Short Button", "Center Dummy View", "Long Button",
                                        "Trailing Dummy View"], 20),
        ("TwoButtonsWithSizeClassBasedLayouts", ["Short Button", "Long Button"], 6),
    ]

    @Test("cookbook recipes: views and numbered constraints", arguments: recipes)
    func recipe(_ name: String, _ views: [String], _ count: Int) throws {
        let model = try LayoutDocumentModel(contentsOfFile: Fixture.examplePath("Cookbook/\(name).yaml"))
        #expect(model.views.map(\.name) == views)
        #expect(model.constraints.map(\.id) == Array(1...count))
        #expect(model.device == "iPhone 8")
        // The recipes say nothing of VFL: every constraint is a cookbook line.
        #expect(model.constraints.allSatisfy { $0.origin == .constraintLine })
    }

    @Test("cookbook attribute tables")
    func attributeTables() throws {
        func model(_ name: String) throws -> LayoutDocumentModel {
            try LayoutDocumentModel(contentsOfFile: Fixture.examplePath("Cookbook/\(name).yaml"))
        }
        func background(_ recipe: String, _ view: String) throws -> ColorValue? {
            try model(recipe).view(named: view)?.properties.backgroundColor
        }
        #expect(try background("SimpleSingleView", "Red View") == .named(.red))
        #expect(try background("AdaptiveSingleView", "Blue View") == .named(.blue))
        #expect(try background("TwoEqualWidthViews", "Yellow View") == .named(.yellow))
        #expect(try background("TwoEqualWidthViews", "Green View") == .named(.green))
        #expect(try background("TwoDifferentWidthViews", "Purple View") == .named(.purple))
        #expect(try background("TwoDifferentWidthViews", "Orange View") == .named(.orange))
        #expect(try background("TwoViewsWithComplexWidths", "Red View") == .named(.red))
        #expect(try background("TwoEqualWidthButtons", "Long Button") == .named(.lightGray))

        let columns = try model("DynamicHeightColumns")
        for row in ["First", "Middle", "Last"] {
            let label = try #require(columns.view(named: "\(row) Name Label")).properties
            let field = try #require(columns.view(named: "\(row) Name Text Field")).properties
            #expect(label.text == "\(row) Name")
            #expect(label.textAlignment == .right)
            #expect(label.contentHugging == AxisPriorities(horizontal: 251, vertical: 251))
            #expect(label.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
            #expect(field.placeholder == "Enter \(row.lowercased()) name")
            #expect(field.contentHugging == AxisPriorities(horizontal: 250, vertical: 250))
            #expect(field.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
        }

        let buttons = try model("ThreeEqualWidthButtons")
        #expect(buttons.views.map { $0.properties.title } == ["Short", "Medium", "Long Button Title"])
        #expect(try model("TwoEqualWidthButtons").views.map { $0.properties.title } == ["short", "Much Longer Button Title"])
    }

    @Test("cookbook constraints read as printed")
    func cookbookLines() throws {
        let complex = try LayoutDocumentModel(contentsOfFile: Fixture.examplePath("Cookbook/TwoViewsWithComplexWidths.yaml"))
        let ratio = complex.constraints[7]
        #expect(ratio.firstItem == .view("Red View"))
        #expect(ratio.multiplier == 2)
        #expect(ratio.priority == 750)
        #expect(complex.constraints[8].secondItem == nil)
        #expect(complex.constraints[8].constant == .points(150))

        let adaptive = try LayoutDocumentModel(contentsOfFile: Fixture.examplePath("Cookbook/AdaptiveSingleView.yaml"))
        #expect(adaptive.constraints[2].constant == .standard)
        #expect(adaptive.constraints[2].secondItem == .topLayoutGuide)
        #expect(adaptive.constraints[5].firstItem == .superview)

        let spacing = try LayoutDocumentModel(contentsOfFile: Fixture.examplePath("Cookbook/TwoButtonsWithEqualSpacing.yaml"))
        #expect(spacing.constraints[13].description == "Superview.TrailingMargin >= Long Button.Trailing")
        #expect(spacing.constraints[17].description == "Leading Dummy View.Height = 0.0")
    }

    @Test("the other examples")
    func otherExamples() throws {
        let titleAndTime = try LayoutDocumentModel(contentsOfFile: Fixture.examplePath("TitleAndTime.yaml"))
        let time = try #require(titleAndTime.view(named: "Time Label"))
        #expect(time.properties.compressionResistance?.horizontal == 1000)
        #expect(titleAndTime.constraints[2].description == "Time Label.Trailing <= Superview.TrailingMargin")

        let form = try LayoutDocumentModel(contentsOfFile: Fixture.examplePath("EqualWidthLabelsForm.yaml"))
        let widths = form.constraints.filter { $0.firstAttribute == .width }
        #expect(widths.map(\.description) == ["Email Label.Width = Name Label.Width", "Phone Label.Width = Name Label.Width"])

        let chinese = try LayoutDocumentModel(contentsOfFile: Fixture.examplePath("ChineseForm.yaml"))
        #expect(chinese.view(named: "姓名标签")?.properties.text == "姓名")
        #expect(chinese.constraints.first?.description == "姓名标签.Leading = Superview.LeadingMargin")
        // The VFL line names the fields by vflName; its constraints name them as declared.
        #expect(chinese.constraints.suffix(2).map(\.description) == [
            "电话号码输入框.Top = 姓名输入框.Bottom + Standard", "地址输入框.Top = 电话号码输入框.Bottom + Standard",
        ])
        #expect(chinese.constraints.suffix(2).allSatisfy { $0.id == 16 })

        let stack = try LayoutDocumentModel(contentsOfFile: Fixture.examplePath("StackViewButtons.yaml"))
        let buttons = try #require(stack.view(named: "Buttons"))
        #expect(buttons.properties.distribution == .equalSpacing)
        #expect(buttons.properties.spacing == .system)
        #expect(buttons.arrangedSubviews.map(\.name) == ["Short Button", "Long Button"])
        #expect(stack.parentName(of: "Long Button") == "Buttons")
    }
}

/// The format reference's sample document stays valid.
@Suite("Format reference")
struct FormatReferenceTests {
    @Test("the layout document in docs/layout-documents.md reads")
    func referenceSample() throws {
        let page = try String(contentsOf: Fixture.repositoryRoot.appendingPathComponent("docs/layout-documents.md"),
                              encoding: .utf8)
        let section = try #require(page.range(of: "# Layout documents"))
        let afterHeading = page[section.upperBound...]
        let start = try #require(afterHeading.range(of: "```yaml\n"))
        let end = try #require(afterHeading[start.upperBound...].range(of: "```"))
        let model = try LayoutDocumentModel(yaml: String(afterHeading[start.upperBound..<end.lowerBound]))
        #expect(model.constraints.count == 6)
        #expect(model.effectiveConstraints(horizontal: .compact, vertical: .regular).compactMap(\.id) == [1, 3, 4, 6])
    }
}
