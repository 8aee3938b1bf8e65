import LayoutDocument
import Testing

/// An invalid document, the message it must get and where, worked out by hand.
struct InvalidDocument: Sendable, CustomTestStringConvertible {
    var name: String
    var yaml: String
    var message: String
    var line: Int
    var column: Int

    var testDescription: String { name }
}

@Suite("Invalid documents")
struct InvalidDocumentTests {
    static let rows: [InvalidDocument] = [
        // Keys and structure.
        InvalidDocument(name: "unknown top-level key", yaml: "views:\n  A: view\nconstraint:\n  - A.Width = 10\n",
                        message: "unknown key 'constraint' in the document; did you mean 'constraints'?", line: 3, column: 1),
        InvalidDocument(name: "views as a list", yaml: "views: [Red View, Blue View]\n",
                        message: "views must be a mapping of view names to views, not a list", line: 1, column: 8),
        InvalidDocument(name: "a document that is a list", yaml: "- views\n",
                        message: "the document must be a mapping with keys such as views, constraints and variations, not a list",
                        line: 1, column: 1),
        InvalidDocument(name: "constraints as a mapping", yaml: "views:\n  A: view\nconstraints:\n  A: B\n",
                        message: "constraints must be a list, not a mapping", line: 4, column: 3),
        InvalidDocument(name: "an unquoted VFL line that YAML reads as a list",
                        yaml: "views:\n  A: view\nconstraints:\n  - [a]\n",
                        message: "an entry of constraints must be a constraint line (a VFL line that starts with '[' or '|' must be quoted), not a list",
                        line: 4, column: 5),
        InvalidDocument(name: "duplicate key", yaml: "views:\n  A:\n    type: label\n    text: a\n    text: b\n",
                        message: "'text' is already given on line 4", line: 5, column: 5),
        InvalidDocument(name: "orientation", yaml: "orientation: sideways\n",
                        message: "'sideways' is not a valid orientation; expected one of portrait, landscape", line: 1, column: 14),
        // Types and properties.
        InvalidDocument(name: "unknown type", yaml: "views:\n  Name Label: {type: lable}\n",
                        message: "unknown view type 'lable'; did you mean 'label'?", line: 2, column: 22),
        InvalidDocument(name: "unknown property", yaml: "views:\n  Name Label:\n    type: label\n    txt: Name\n",
                        message: "unknown property 'txt' for a label; did you mean 'text'?", line: 4, column: 5),
        InvalidDocument(name: "UIKit's property name", yaml: "views:\n  Red View:\n    backgroundColor: red\n",
                        message: "unknown property 'backgroundColor' for a view; did you mean 'background'?", line: 3, column: 5),
        InvalidDocument(name: "property of another type", yaml: "views:\n  Name Label:\n    type: label\n    placeholder: Name\n",
                        message: "'placeholder' does not apply to a label; it applies to: textField", line: 4, column: 5),
        InvalidDocument(name: "stack property on a view", yaml: "views:\n  Box:\n    axis: vertical\n",
                        message: "'axis' does not apply to a view; it applies to: stackView", line: 3, column: 5),
        InvalidDocument(name: "property of a layout guide", yaml: "views:\n  Guide:\n    type: layoutGuide\n    hidden: true\n",
                        message: "'hidden' does not apply to a layoutGuide; it applies to: view, label, button, textField, "
                            + "switch, slider, stepper, segmentedControl, activityIndicator, progressView, imageView, "
                            + "textView, stackView, scrollView",
                        line: 4, column: 5),
        // Values.
        InvalidDocument(name: "unknown color", yaml: "views:\n  Red View: {background: rde}\n",
                        message: "unknown color 'rde'; did you mean 'red'?", line: 2, column: 26),
        InvalidDocument(name: "color in the cookbook's spelling, misspelled", yaml: "views:\n  A: {background: Light Grey Color}\n",
                        message: "unknown color 'Light Grey Color'; did you mean 'lightGray'?", line: 2, column: 19),
        InvalidDocument(name: "bad hexadecimal color", yaml: "views:\n  A: {background: '#12345G'}\n",
                        message: "'#12345G' is not a valid color; expected #rrggbb or #rrggbbaa with hexadecimal digits",
                        line: 2, column: 19),
        InvalidDocument(name: "unknown text style", yaml: "views:\n  L: {type: label, font: bdoy}\n",
                        message: "unknown font 'bdoy'; did you mean 'body'?", line: 2, column: 26),
        InvalidDocument(name: "misspelled system font", yaml: "views:\n  L: {type: label, font: sytem 17}\n",
                        message: "unknown font 'sytem 17'; did you mean 'system 17'?", line: 2, column: 26),
        InvalidDocument(name: "unknown weight", yaml: "views:\n  L: {type: label, font: system 17 bolt}\n",
                        message: "'bolt' is not a valid font weight; did you mean 'bold'?", line: 2, column: 26),
        InvalidDocument(name: "system font without a size", yaml: "views:\n  L: {type: label, font: system bold}\n",
                        message: "'system bold' is not a valid font; expected a size after 'system', e.g. 'system 17'",
                        line: 2, column: 26),
        InvalidDocument(name: "font mapping without a size", yaml: "views:\n  L:\n    type: label\n    font: {family: Inter}\n",
                        message: "a font without 'style' needs 'size'", line: 4, column: 11),
        InvalidDocument(name: "unknown font key", yaml: "views:\n  L:\n    type: label\n    font: {famly: Inter, size: 3}\n",
                        message: "unknown key 'famly' in a font; did you mean 'family'?", line: 4, column: 12),
        InvalidDocument(name: "priority above required", yaml: "views:\n  L:\n    hugging: {horizontal: 1001}\n",
                        message: "'1001' is not a valid hugging horizontal; expected a priority greater than 0 and at most "
                            + "1000, or required, defaultHigh, defaultLow, fittingSizeLevel", line: 3, column: 27),
        InvalidDocument(name: "misspelled named priority", yaml: "views:\n  L:\n    compressionResistance: requird\n",
                        message: "'requird' is not a valid compressionResistance; did you mean 'required'?", line: 3, column: 28),
        InvalidDocument(name: "unknown axis", yaml: "views:\n  L:\n    hugging: {horizontl: 250}\n",
                        message: "unknown key 'horizontl' in hugging; did you mean 'horizontal'?", line: 3, column: 15),
        InvalidDocument(name: "negative number of lines", yaml: "views:\n  L:\n    type: label\n    numberOfLines: -1\n",
                        message: "'-1' is not a valid numberOfLines; expected a whole number, 0 for no limit", line: 4, column: 20),
        InvalidDocument(name: "infinite size", yaml: "views:\n  L:\n    intrinsicContentSize: {width: .inf}\n",
                        message: "'.inf' is not a valid intrinsicContentSize width; expected a number of points, 0 or more",
                        line: 3, column: 35),
        InvalidDocument(name: "image size without a height", yaml: "views:\n  P:\n    type: imageView\n    imageSize: {width: 4}\n",
                        message: "imageSize needs 'height'", line: 4, column: 16),
        InvalidDocument(name: "margins both ways", yaml: "views:\n  C:\n    layoutMargins: {leading: 8, left: 8}\n",
                        message: "'left' is not a valid layoutMargins edge; expected leading/trailing or left/right, not both",
                        line: 3, column: 33),
        InvalidDocument(name: "stack alignment", yaml: "views:\n  S:\n    type: stackView\n    alignment: centre\n",
                        message: "'centre' is not a valid stack alignment; did you mean 'center'?", line: 4, column: 16),
        InvalidDocument(name: "boolean", yaml: "views:\n  S:\n    hidden: maybe\n",
                        message: "'maybe' is not a valid hidden; expected true or false", line: 3, column: 13),
        InvalidDocument(name: "segments", yaml: "views:\n  S:\n    type: segmentedControl\n    segments: One\n",
                        message: "segments must be a list, not 'One'", line: 4, column: 15),
        // Names.
        InvalidDocument(name: "duplicate names, without regard to case", yaml: "views:\n  Name Label: label\n  name label: label\n",
                        message: "a view named 'name label' is already declared on line 2 (names match without regard to case)",
                        line: 3, column: 3),
        InvalidDocument(name: "duplicate names in different places",
                        yaml: "views:\n  Title: label\n  Card:\n    subviews:\n      Title: label\n",
                        message: "a view named 'Title' is already declared on line 2 (names match without regard to case)",
                        line: 5, column: 7),
        InvalidDocument(name: "a dot in a name", yaml: "views:\n  Mr. Label: label\n",
                        message: "'Mr. Label' cannot name a view: '.' separates a name from its attribute in constraints",
                        line: 2, column: 3),
        InvalidDocument(name: "a built-in name", yaml: "views:\n  Safe area: view\n",
                        message: "'Safe area' cannot name a view: it is a built-in item of every document", line: 2, column: 3),
        InvalidDocument(name: "a relation in a name", yaml: "views:\n  A=B: view\n",
                        message: "'A=B' cannot name a view: =, < and > are relations in constraints", line: 2, column: 3),
        InvalidDocument(name: "VFL name that is no identifier", yaml: "views:\n  Name Label: {vflName: name label}\n",
                        message: "'name label' is not a valid vflName; did you mean 'nameLabel'?", line: 2, column: 25),
        InvalidDocument(name: "two views with one VFL name", yaml: "views:\n  Name Label: label\n  Other: {vflName: nameLabel}\n",
                        message: "'Other' and 'Name Label' would both be 'nameLabel' in visual format lines; give one a different vflName",
                        line: 3, column: 20),
        InvalidDocument(name: "derived VFL names that collide", yaml: "views:\n  Name Label: label\n  Name-Label: label\n",
                        message: "'Name-Label' and 'Name Label' would both be 'nameLabel' in visual format lines; give one a different vflName",
                        line: 3, column: 3),
        InvalidDocument(name: "an arranged layout guide",
                        yaml: "views:\n  S:\n    type: stackView\n    arrangedSubviews:\n      G: layoutGuide\n",
                        message: "'layoutGuide' is not a valid type of an arranged subview; expected a view type: layout guides cannot be arranged",
                        line: 5, column: 7),
        InvalidDocument(name: "custom spacing after a view that is not arranged",
                        yaml: "views:\n  Other: view\n  S:\n    type: stackView\n    customSpacing: {Other: 4}\n"
                            + "    arrangedSubviews: {A: view, B: view}\n",
                        message: "'Other' is not a valid customSpacing key; expected an arranged subview of 'S': A, B",
                        line: 5, column: 21),
        // Constraint numbers and variations.
        InvalidDocument(name: "duplicate constraint number",
                        yaml: "views:\n  A: view\nconstraints:\n  - 1. A.Width = 10\n  - 1. A.Height = 10\n",
                        message: "constraint 1 is already defined on line 4", line: 5, column: 5),
        InvalidDocument(name: "duplicate number in a variation",
                        yaml: "views:\n  A: view\nconstraints:\n  - 1. A.Width = 10\nvariations:\n  any-compact:\n"
                            + "    constraints:\n      - 1. A.Height = 10\n",
                        message: "constraint 1 is already defined on line 4", line: 8, column: 9),
        InvalidDocument(name: "uninstalling an unknown number",
                        yaml: "views:\n  A: view\nconstraints:\n  - 1. A.Width = 10\n  - 2. A.Height = 10\nvariations:\n"
                            + "  compact-regular:\n    uninstall: [2, 5]\n",
                        message: "no constraint is numbered 5 (numbered constraints: 1, 2)", line: 8, column: 20),
        InvalidDocument(name: "uninstalling an unknown view",
                        yaml: "views:\n  Red View: view\nvariations:\n  compact-regular:\n    uninstall: [Red Veiw]\n",
                        message: "unknown view 'Red Veiw'; did you mean 'Red View'?", line: 5, column: 17),
        InvalidDocument(name: "misspelled size class", yaml: "variations:\n  compact-reguler:\n    uninstall: []\n",
                        message: "unknown size class 'compact-reguler'; did you mean 'compact-regular'?", line: 2, column: 3),
        InvalidDocument(name: "size class in another form", yaml: "variations:\n  wC hR: {}\n",
                        message: "unknown size class 'wC hR'; expected WIDTH-HEIGHT with compact, regular or any on each side, "
                            + "e.g. compact-regular", line: 2, column: 3),
        InvalidDocument(name: "the same size class twice",
                        yaml: "variations:\n  compact-any: {}\n  Compact-Any: {}\n",
                        message: "'Compact-Any' is already given on line 2", line: 3, column: 3),
        InvalidDocument(name: "unknown variation key", yaml: "variations:\n  any-any:\n    uninstal: [1]\n",
                        message: "unknown key 'uninstal' in variation 'any-any'; did you mean 'uninstall'?", line: 3, column: 5),
        InvalidDocument(name: "a structural change in a variation",
                        yaml: "views:\n  A: label\nvariations:\n  any-any:\n    views:\n      A: {type: button}\n",
                        message: "unknown key 'type' in size-class changes (type, vflName, subviews and arrangedSubviews do not vary)",
                        line: 6, column: 11),
        InvalidDocument(name: "a change to an unknown view",
                        yaml: "views:\n  Title: label\nvariations:\n  regular-any:\n    views:\n      Titel: {hidden: true}\n",
                        message: "unknown view 'Titel'; did you mean 'Title'?", line: 6, column: 7),
        // VFL lines.
        InvalidDocument(name: "unknown view in a VFL line",
                        yaml: "views:\n  Name Label: label\n  Name Field: textField\nconstraints:\n  - H:|-[nameLabel]-[nameFeild]-|\n",
                        message: "invalid visual format: nameFeild is not a key in the views dictionary. Did you mean 'nameField'?",
                        line: 5, column: 5 + 26),
        InvalidDocument(name: "numbered VFL line with a bad connection",
                        yaml: "views:\n  A: view\nconstraints:\n  - 3. H:|-10,20-[a]\n",
                        message: "invalid visual format: Expected a '-' here. To specify a list of constraints, you must use "
                            + "parentheses around the list of constraints", line: 4, column: 8 + 6),
        InvalidDocument(name: "unknown metric",
                        yaml: "metrics: {margin: 8}\nviews:\n  A: view\nconstraints:\n  - H:|-margn-[a]\n",
                        message: "invalid visual format: Encountered metric with name \"margn\", but value was not specified "
                            + "in metrics or views dictionaries Did you mean 'margin'?", line: 5, column: 5 + 9),
        InvalidDocument(name: "unknown format option",
                        yaml: "views:\n  A: view\n  B: view\nconstraints:\n  - {format: 'H:[a][b]', options: [alignAllTopp]}\n",
                        message: "'alignAllTopp' is not a valid format option; did you mean 'alignAllTop'?", line: 5, column: 36),
        InvalidDocument(name: "metric that is not a number", yaml: "metrics:\n  margin: wide\n",
                        message: "'wide' is not a valid metric 'margin'; expected a number", line: 2, column: 11),
        // Numbers past 10,000,000 (they overflowed to infinite frames).
        InvalidDocument(name: "a constant past ten million", yaml: "views:\n  A: view\nconstraints:\n  - A.Width = 10000001\n",
                        message: "the number 10000001 is out of range: numbers in a layout document (points, multipliers, metrics, "
                            + "font sizes) are at most 10,000,000 in magnitude", line: 4, column: 15),
        InvalidDocument(name: "a constant past ten million in exponent notation",
                        yaml: "views:\n  A: view\nconstraints:\n  - A.Width = 1e19\n",
                        message: "the number 1e19 is out of range: numbers in a layout document (points, multipliers, metrics, "
                            + "font sizes) are at most 10,000,000 in magnitude", line: 4, column: 15),
        InvalidDocument(name: "a metric past ten million", yaml: "metrics:\n  far: -1e8\n",
                        message: "the number -1e8 is out of range: numbers in a layout document (points, multipliers, metrics, "
                            + "font sizes) are at most 10,000,000 in magnitude", line: 2, column: 8),
        InvalidDocument(name: "a ratio past ten million",
                        yaml: "views:\n  A: view\n  B: view\nconstraints:\n  - A.Width = 20000000:1 x B.Width\n",
                        message: "the number 20000000 is out of range: numbers in a layout document (points, multipliers, "
                            + "metrics, font sizes) are at most 10,000,000 in magnitude", line: 5, column: 15),
        InvalidDocument(name: "a margin past ten million", yaml: "views:\n  A: {type: view, layoutMargins: 123456789012345678901234567890}\n",
                        message: "the number 12345678901234567890… is out of range: numbers in a layout document (points, "
                            + "multipliers, metrics, font sizes) are at most 10,000,000 in magnitude", line: 2, column: 34),
    ]

    @Test("is rejected with the message and position worked out by hand", arguments: rows)
    func rejects(_ row: InvalidDocument) throws {
        let error = try Fixture.error(row.yaml)
        #expect(error.message == row.message)
        #expect(error.location?.line == row.line)
        #expect(error.location?.column == row.column)
    }

    @Test("YAML errors carry libyaml's position")
    func invalidYAML() throws {
        let error = try Fixture.error("views:\n  A: {type: label\nconstraints: []\n")
        guard case .invalidYAML(let location, let problem) = error else {
            Issue.record("expected invalidYAML, got \(error)")
            return
        }
        // libyaml notices the unclosed mapping on line 3 or at the end of the text (line 4).
        #expect((3...4).contains(location.line))
        #expect(location.column >= 1)
        #expect(!problem.isEmpty)
        #expect(error.message.hasPrefix("not valid YAML: "))
    }

    @Test("tabs for indentation are a YAML error with a position")
    func tabs() throws {
        let error = try Fixture.error("views:\n\tA: view\n")
        #expect(error.location?.line == 2)
    }

    @Test("nesting is limited before parsing")
    func deepNesting() throws {
        let depth = 10_000
        let flow = "views: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        #expect(try Fixture.error(flow) == .nestingTooDeep(SourceLocation(line: 1, column: 1), limit: 100))
        var block = ""
        for level in 0..<200 {
            block += String(repeating: " ", count: level) + "k\(level):\n"
        }
        let error = try Fixture.error(block)
        #expect(error == .nestingTooDeep(SourceLocation(line: 101, column: 1), limit: 100))
        // A document close to the limit still reads (and fails for what it says, not for its depth).
        let nested = "views: " + String(repeating: "[", count: 90) + String(repeating: "]", count: 90) + "\n"
        #expect(try Fixture.error(nested).message.hasPrefix("views must be a mapping"))
    }

    @Test("errors name the file")
    func fileInLocation() throws {
        do {
            _ = try LayoutDocumentModel(yaml: "views:\n  A: {type: lable}\n", file: "Screen.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "Screen.yaml:2:13: unknown view type 'lable'; did you mean 'label'?")
        }
    }

    @Test("a document over 4 MB is refused before it is read")
    func tooLarge() throws {
        let error = try Fixture.error("title: " + String(repeating: "x", count: 4_100_000))
        #expect(error.message == "the document is 4.1 MB, more than the 4.0 MB a layout document may have; "
                + "a document describes one screen: split it")
    }

    @Test("a missing file")
    func missingFile() {
        #expect(throws: LayoutDocumentError.self) {
            try LayoutDocumentModel(contentsOfFile: "/nonexistent/document.yaml")
        }
        do {
            _ = try LayoutDocumentModel(contentsOfFile: "/nonexistent/document.yaml")
        } catch {
            #expect(error.location == nil)
            #expect(error.message.hasPrefix("cannot read '/nonexistent/document.yaml'"))
        }
    }
}
