import LayoutVocabulary
import LayoutDocument
import Testing

/// Documents that set every property of every view type, read back field by field.
@Suite("View properties")
struct PropertyTests {
    static let everything = """
        title: Every property
        device: iPhone 8
        orientation: landscape
        views:
          Title Label:
            type: label
            text: Hello, world
            font: headline
            alignment: center
            numberOfLines: 0
            lineBreakMode: wordWrap
            preferredMaxLayoutWidth: 200
            textColor: "#336699"
            background: Light Gray Color
            hugging: {horizontal: 251, vertical: defaultLow}
            compressionResistance: {horizontal: required, vertical: 749.5}
            intrinsicContentSize: {width: 100, height: none}
            layoutMargins: {top: 1, leading: 2, bottom: 3, trailing: 4}
            hidden: yes
            vflName: title
          Go Button:
            type: button
            title: Go
            font: System Bold 15.0
            textColor: systemBlue
            lineBreakMode: byTruncatingMiddle
          Name Field:
            type: textField
            text: Jane
            placeholder: Enter name
            font: {size: 14}
            alignment: natural
            borderStyle: roundedRect
            textColor: UIColor.label
          Notes:
            type: textView
            text: Notes go here
            font: {family: Inter, size: 17, weight: semibold}
            scrollEnabled: false
            alignment: justified
          Toggle: switch
          Volume: {type: slider}
          Count: {type: stepper}
          Choice:
            type: segmentedControl
            segments: [First, Second, 第三]
          Spinner: {type: activityIndicator, style: large}
          Progress: {type: progressView, style: bar}
          Photo:
            type: imageView
            imageSize: {width: 60, height: 40}
          Buttons:
            type: stackView
            axis: vertical
            distribution: fillProportionally
            alignment: lastBaseline
            spacing: standard
            isBaselineRelativeArrangement: true
            isLayoutMarginsRelativeArrangement: false
            layoutMargins: 8
            customSpacing: {First Button: 16, second button: 4.5}
            subviews:
              Backdrop: view
            arrangedSubviews:
              First Button: {type: button, title: One}
              Second Button: {type: button, title: Two}
              Third Button: {type: button, title: Three}
          Card:
            type: view
            layoutMargins: {left: 10, right: 20}
            intrinsicContentSize: {width: -1, height: 44}
            hugging: 300
            subviews:
              Card Guide: layoutGuide
              Card Title: {type: label, font: system 20 light}
        """

    static func model() throws -> LayoutDocumentModel {
        try LayoutDocumentModel(yaml: everything, file: "every.yaml")
    }

    @Test("document settings")
    func documentSettings() throws {
        let model = try Self.model()
        #expect(model.title == "Every property")
        #expect(model.device == "iPhone 8")
        #expect(model.orientation == .landscape)
        #expect(model.file == "every.yaml")
        #expect(model.views.map(\.name) == ["Title Label", "Go Button", "Name Field", "Notes", "Toggle", "Volume",
                                            "Count", "Choice", "Spinner", "Progress", "Photo", "Buttons", "Card"])
        #expect(model.views.map(\.type) == [.label, .button, .textField, .textView, .switch, .slider, .stepper,
                                            .segmentedControl, .activityIndicator, .progressView, .imageView,
                                            .stackView, .view])
        // Depth first, parents before children, plain subviews before arranged ones.
        let lastNames: [String] = Array(model.allViews.map(\.name).suffix(8))
        #expect(lastNames == ["Buttons", "Backdrop", "First Button", "Second Button",
                                                         "Third Button", "Card", "Card Guide", "Card Title"])
    }

    @Test("label")
    func label() throws {
        let view = try #require(try Self.model().view(named: "title label"))
        let p = view.properties
        #expect(view.name == "Title Label")
        #expect(view.location == SourceLocation(file: "every.yaml", line: 5, column: 3))
        #expect(view.propertyLocations["font"] == SourceLocation(file: "every.yaml", line: 8, column: 11))
        #expect(p.text == "Hello, world")
        #expect(p.font == .textStyle(.headline))
        #expect(p.textAlignment == .center)
        #expect(p.numberOfLines == 0)
        #expect(p.lineBreakMode == .byWordWrapping)
        #expect(p.preferredMaxLayoutWidth == 200)
        let steelBlue = ColorValue.rgb(red: 51.0 / 255, green: 102.0 / 255, blue: 153.0 / 255, alpha: 1)
        #expect(p.textColor == steelBlue)
        #expect(p.backgroundColor == .named(.lightGray))
        #expect(p.contentHugging == AxisPriorities(horizontal: 251, vertical: 250))
        #expect(p.compressionResistance == AxisPriorities(horizontal: 1000, vertical: 749.5))
        #expect(p.intrinsicContentSize == IntrinsicSize(width: 100, height: nil))
        #expect(p.layoutMargins == .directional(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(p.isHidden == true)
        #expect(view.vflName == "title")
        #expect(p.stackAlignment == nil)
    }

    @Test("controls")
    func controls() throws {
        let model = try Self.model()
        let button = try #require(model.view(named: "Go Button")).properties
        #expect(button.title == "Go")
        #expect(button.font == .system(size: 15, weight: .bold))
        #expect(button.textColor == .named(.systemBlue))
        #expect(button.lineBreakMode == .byTruncatingMiddle)

        let field = try #require(model.view(named: "Name Field")).properties
        #expect(field.text == "Jane")
        #expect(field.placeholder == "Enter name")
        #expect(field.font == .system(size: 14, weight: .regular))
        #expect(field.textAlignment == .natural)
        #expect(field.borderStyle == .roundedRect)
        #expect(field.textColor == .named(.label))

        let notes = try #require(model.view(named: "Notes")).properties
        #expect(notes.font == .custom(family: "Inter", size: 17, weight: .semibold))
        #expect(notes.isScrollEnabled == false)
        #expect(notes.textAlignment == .justified)

        #expect(try #require(model.view(named: "Choice")).properties.segments == ["First", "Second", "第三"])
        #expect(try #require(model.view(named: "Spinner")).properties.activityIndicatorStyle == .large)
        #expect(try #require(model.view(named: "Progress")).properties.progressViewStyle == .bar)
        #expect(try #require(model.view(named: "Photo")).properties.imageSize == Size(width: 60, height: 40))
        #expect(try #require(model.view(named: "Toggle")).properties == ViewProperties())
    }

    @Test("stack view")
    func stackView() throws {
        let stack = try #require(try Self.model().view(named: "Buttons"))
        let p = stack.properties
        #expect(p.axis == .vertical)
        #expect(p.distribution == .fillProportionally)
        #expect(p.distribution?.uiKitRawValue == 2)
        #expect(p.stackAlignment == .lastBaseline)
        #expect(p.stackAlignment?.uiKitRawValue == 5)
        #expect(p.textAlignment == nil)
        #expect(p.spacing == .system)
        #expect(p.isBaselineRelativeArrangement == true)
        #expect(p.isLayoutMarginsRelativeArrangement == false)
        #expect(p.layoutMargins == .directional(top: 8, leading: 8, bottom: 8, trailing: 8))
        // Names are matched without regard to case and stored as declared.
        #expect(p.customSpacing == [CustomSpacing(after: "First Button", spacing: 16),
                                    CustomSpacing(after: "Second Button", spacing: 4.5)])
        #expect(stack.subviews.map(\.name) == ["Backdrop"])
        #expect(stack.arrangedSubviews.map(\.name) == ["First Button", "Second Button", "Third Button"])
        #expect(stack.children.map(\.name) == ["Backdrop", "First Button", "Second Button", "Third Button"])
    }

    @Test("container, guide and nesting")
    func container() throws {
        let model = try Self.model()
        let card = try #require(model.view(named: "Card"))
        #expect(card.properties.layoutMargins == .absolute(top: nil, left: 10, bottom: nil, right: 20))
        #expect(card.properties.intrinsicContentSize == IntrinsicSize(width: nil, height: 44))
        #expect(card.properties.contentHugging == AxisPriorities(horizontal: 300, vertical: 300))
        let guide = try #require(model.view(named: "Card Guide"))
        #expect(guide.type == .layoutGuide)
        #expect(guide.vflName == nil)
        #expect(try #require(model.view(named: "Card Title")).properties.font == .system(size: 20, weight: .light))
        #expect(model.parentName(of: "card title") == "Card")
        #expect(model.parentName(of: "Second Button") == "Buttons")
        #expect(model.parentName(of: "Card") == nil)
        #expect(model.view(named: "Nobody") == nil)
    }

    /// The font spellings a document accepts, each with what it must mean.
    static let fonts: [(String, FontDescription)] = [
        ("body", .textStyle(.body)), ("Headline", .textStyle(.headline)), ("title 1", .textStyle(.title1)),
        ("largeTitle", .textStyle(.largeTitle)), ("UICTFontTextStyleSubhead", .textStyle(.subheadline)),
        ("subheadline", .textStyle(.subheadline)), ("caption2", .textStyle(.caption2)),
        ("system 17", .system(size: 17, weight: .regular)), ("system 17 bold", .system(size: 17, weight: .bold)),
        ("System Bold 17.0", .system(size: 17, weight: .bold)), ("system ultraLight 9.5", .system(size: 9.5, weight: .ultraLight)),
        ("{style: footnote}", .textStyle(.footnote)), ("{size: 12, weight: heavy}", .system(size: 12, weight: .heavy)),
        ("{family: Inter, size: 17, weight: bold}", .custom(family: "Inter", size: 17, weight: .bold)),
        ("{family: Noto Sans CJK SC, size: 16}", .custom(family: "Noto Sans CJK SC", size: 16, weight: .regular)),
        ("{family: System, size: 16, weight: black}", .system(size: 16, weight: .black)),
    ]

    @Test("font spellings", arguments: fonts)
    func font(_ written: String, _ expected: FontDescription) throws {
        let model = try LayoutDocumentModel(yaml: "views:\n  L: {type: label, font: \(written)}\n")
        #expect(model.views.first?.properties.font == expected)
    }

    /// Color spellings: UIKit names in the cookbook's form and others, and hexadecimal values.
    static let colors: [(String, ColorValue)] = [
        ("Red", .named(.red)), ("Light Gray Color", .named(.lightGray)), ("lightGray", .named(.lightGray)),
        ("UIColor.systemGray6", .named(.systemGray6)), ("system blue", .named(.systemBlue)), ("clear", .named(.clear)),
        ("secondaryLabel", .named(.secondaryLabel)), ("'#FF8000'", .rgb(red: 1, green: 128 / 255.0, blue: 0, alpha: 1)),
        ("'#00000080'", .rgb(red: 0, green: 0, blue: 0, alpha: 128 / 255.0)),
    ]

    @Test("color spellings", arguments: colors)
    func color(_ written: String, _ expected: ColorValue) throws {
        let model = try LayoutDocumentModel(yaml: "views:\n  V: {background: \(written)}\n")
        #expect(model.views.first?.properties.backgroundColor == expected)
    }

    @Test("named colors carry UIKit's values")
    func namedColorValues() {
        #expect(NamedColor.lightGray.components == (2.0 / 3, 2.0 / 3, 2.0 / 3, 1))
        #expect(NamedColor.orange.components == (1, 0.5, 0, 1))
        #expect(NamedColor.systemBlue.components == (0, 122 / 255.0, 1, 1))
        #expect(NamedColor.systemGray6.components == (242 / 255.0, 242 / 255.0, 247 / 255.0, 1))
        #expect(NamedColor.secondaryLabel.components.alpha == 0.6)
    }

    @Test("line break mode spellings", arguments: [
        ("byTruncatingTail", LineBreakMode.byTruncatingTail), ("tailTruncation", .byTruncatingTail),
        ("truncateHead", .byTruncatingHead), ("clip", .byClipping), ("characterWrap", .byCharWrapping),
        ("WordWrap", .byWordWrapping),
    ])
    func lineBreakMode(_ written: String, _ expected: LineBreakMode) throws {
        let model = try LayoutDocumentModel(yaml: "views:\n  L: {type: label, lineBreakMode: \(written)}\n")
        #expect(model.views.first?.properties.lineBreakMode == expected)
    }

    @Test("a bare type, and an empty view")
    func shorthand() throws {
        let model = try LayoutDocumentModel(yaml: "views:\n  Spacer:\n  Guide: layoutGuide\n  Label: Label\n")
        #expect(model.views.map(\.type) == [.view, .layoutGuide, .label])
        #expect(model.views.allSatisfy { $0.properties == ViewProperties() })
    }

    @Test("empty documents")
    func empty() throws {
        #expect(try LayoutDocumentModel(yaml: "") == LayoutDocumentModel())
        #expect(try LayoutDocumentModel(yaml: "# nothing\n") == LayoutDocumentModel())
        #expect(try LayoutDocumentModel(yaml: "views:\nconstraints:\nvariations:\n") == LayoutDocumentModel())
    }

    @Test("VFL names are derived in lowerCamelCase", arguments: [
        ("Name Label", "nameLabel"), ("Name Text Field", "nameTextField"), ("name label", "nameLabel"),
        ("URL field", "urlField"), ("Long-Button_2", "longButton2"), ("  Title  ", "title"),
        ("Café Label", "cafLabel"), ("2nd Label", "_2ndLabel"), ("iPhone Label", "iPhoneLabel"),
        // Only a first capital is lowered: lowerCamelCase names derive themselves.
        ("nameLabel", "nameLabel"), ("nameField", "nameField"), ("Card", "card"),
    ])
    func derivedVFLName(_ name: String, _ expected: String) {
        #expect(DocumentView.derivedVFLName(from: name) == expected)
    }

    @Test("names that derive no VFL name", arguments: ["姓名", "…", ""])
    func noVFLName(_ name: String) {
        #expect(DocumentView.derivedVFLName(from: name) == nil)
    }
}
