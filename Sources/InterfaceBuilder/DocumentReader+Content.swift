import NameSuggestion

/// Reading what controls and content views show: text, fonts, titles, images, values.
extension DocumentReader {
    /// The content of a view element, and the indices of the children it consumed (so the view
    /// reader does not report them as unmodelled).
    mutating func readContent(_ node: XMLNode) throws(InterfaceBuilderError) -> (IBContent?, Set<Int>) {
        var children = ContentChildren(node: node)
        let content: IBContent?
        switch node.name {
        case "label": content = .label(try readLabelContent(node, &children))
        case "button": content = .button(try readButtonContent(node, &children))
        case "textField": content = .textField(try readTextFieldContent(node, &children))
        case "textView": content = .textView(try readTextViewContent(node, &children))
        case "segmentedControl": content = .segmentedControl(try readSegmentedControlContent(node, &children))
        case "imageView": content = .imageView(try readImageViewContent(node, &children))
        case "switch": content = .switch(try readSwitchContent(node, &children))
        case "slider": content = .slider(try readSliderContent(node, &children))
        case "stepper": content = .stepper(try readStepperContent(node, &children))
        case "progressView": content = .progressView(try readProgressViewContent(node, &children))
        case "activityIndicatorView": content = .activityIndicator(try readActivityIndicatorContent(node, &children))
        case "tableView": content = .tableView(try readTableViewContent(node, &children))
        case "tableViewCell": content = .tableViewCell(try readTableViewCellContent(node, &children))
        case "collectionView": content = .collectionView(try readCollectionViewContent(node, &children))
        case "navigationBar", "toolbar", "tabBar": content = .bar(try readBarContent(node, &children))
        case "visualEffectView": content = .visualEffect(try readVisualEffectContent(node, &children))
        default: content = nil
        }
        return (content, children.handled)
    }

    /// The `fontDescription` child, read.
    private func font(_ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBFont? {
        guard let child = children.take("fontDescription", key: "fontDescription") else { return nil }
        return try readFont(child)
    }

    /// The `attributedString` child with key `key`, read.
    private mutating func attributed(_ children: inout ContentChildren,
                                     _ key: String) throws(InterfaceBuilderError) -> IBAttributedText? {
        guard let child = children.take("attributedString", key: key) else { return nil }
        return try readAttributedText(child)
    }

    /// A label: text, font, alignment, lines and how it shrinks.
    mutating func readLabelContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBLabel {
        var label = IBLabel()
        label.text = try node.textValue("text")
        label.attributedText = try attributed(&children, "attributedText")
        label.font = try font(&children)
        label.textAlignment = try node.enumeration("textAlignment", as: IBTextAlignment.self)
        label.numberOfLines = try node.integer("numberOfLines") ?? 1
        label.lineBreakMode = try readLineBreakMode(node) ?? .tailTruncation
        label.preferredMaxLayoutWidth = try node.number("preferredMaxLayoutWidth")
        label.adjustsFontSizeToFitWidth = try node.bool("adjustsFontSizeToFit", absent: false)
        label.minimumScaleFactor = try node.number("minimumScaleFactor")
        label.adjustsFontForContentSizeCategory = try node.bool("adjustsFontForContentSizeCategory", absent: false)
        label.baselineAdjustment = node.attributes["baselineAdjustment"]
        return label
    }

    /// A button: its type, alignment, font, each state's title and image, a configuration, insets.
    mutating func readButtonContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBButton {
        let ownerID = node.attributes["id"]
        var button = IBButton()
        button.buttonType = node.attributes["buttonType"] ?? "custom"
        button.lineBreakMode = try readLineBreakMode(node)
        button.contentHorizontalAlignment = node.attributes["contentHorizontalAlignment"]
        button.contentVerticalAlignment = node.attributes["contentVerticalAlignment"]
        button.font = try font(&children)
        for (index, child) in node.children.enumerated() {
            switch (child.name, child.attributes["key"]) {
            case ("state", _):
                children.handled.insert(index)
                button.states.append(try readButtonState(child, ownerID: ownerID))
            case ("buttonConfiguration", _):
                children.handled.insert(index)
                button.configuration = try readButtonConfiguration(child, ownerID: ownerID)
            case ("inset", "contentEdgeInsets"):
                children.handled.insert(index)
                button.contentEdgeInsets = try readInset(child)
            case ("inset", "titleEdgeInsets"):
                children.handled.insert(index)
                button.titleEdgeInsets = try readInset(child)
            case ("inset", "imageEdgeInsets"):
                children.handled.insert(index)
                button.imageEdgeInsets = try readInset(child)
            default:
                continue
            }
        }
        return button
    }

    /// A text field: text, placeholder, border, font, alignment and font shrinking.
    func readTextFieldContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBTextField {
        var field = IBTextField()
        field.text = try node.textValue("text")
        field.placeholder = try node.textValue("placeholder")
        field.borderStyle = node.attributes["borderStyle"] ?? "none"
        field.font = try font(&children)
        field.textAlignment = try node.enumeration("textAlignment", as: IBTextAlignment.self)
        field.minimumFontSize = try node.number("minimumFontSize")
        field.adjustsFontSizeToFitWidth = try node.bool("adjustsFontSizeToFit", absent: false)
        field.clearButtonMode = node.attributes["clearButtonMode"]
        return field
    }

    /// A text view: text, font, alignment, whether it scrolls, edits and selects.
    mutating func readTextViewContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBTextView {
        var text = IBTextView()
        text.text = try node.textValue("text")
        text.attributedText = try attributed(&children, "attributedText")
        text.font = try font(&children)
        text.textAlignment = try node.enumeration("textAlignment", as: IBTextAlignment.self)
        text.isScrollEnabled = try node.bool("scrollEnabled", absent: true)
        text.isEditable = try node.bool("editable", absent: true)
        text.isSelectable = try node.bool("selectable", absent: true)
        return text
    }

    /// A segmented control: its segments, selection and style.
    mutating func readSegmentedControlContent(_ node: XMLNode, _ children: inout ContentChildren) throws(InterfaceBuilderError) -> IBSegmentedControl {
        let ownerID = node.attributes["id"]
        var control = IBSegmentedControl()
        control.selectedSegmentIndex = try node.integer("selectedSegmentIndex")
        control.style = node.attributes["segmentControlStyle"]
        if let segments = children.take("segments", key: nil) {
            for segment in segments.children {
                guard segment.name == "segment" else {
                    note(segment, owner: ownerID, "not a segment; skipped")
                    continue
                }
                control.segments.append(IBSegmentedControl.Segment(
                    title: segment.attributes["title"], image: segment.attributes["image"],
                    width: try segment.number("width"), line: segment.line))
            }
        }
        return control
    }

    /// `lineBreakMode` in any of IB's spellings.
    func readLineBreakMode(_ node: XMLNode) throws(InterfaceBuilderError) -> IBLineBreakMode? {
        guard let value = node.attributes["lineBreakMode"] else { return nil }
        guard let mode = IBLineBreakMode(ibValue: value) else {
            let names = IBLineBreakMode.allCases.map(\.rawValue)
            throw node.invalid("lineBreakMode", expected: "one of " + names.joined(separator: ", ")
                               + NameSuggestion.didYouMean(value, among: names))
        }
        return mode
    }

    /// A `<fontDescription>`: a text style, a named font, or a system font with size and weight.
    func readFont(_ node: XMLNode) throws(InterfaceBuilderError) -> IBFont {
        let face: IBFont.Face
        if let style = node.attributes["style"] {
            face = .textStyle(style)
        } else if let name = node.attributes["name"] {
            face = .custom(name: name, family: node.attributes["family"])
        } else {
            switch node.attributes["type"] {
            case "system"?:
                face = .system(try node.enumeration("weight", as: IBFont.Weight.self) ?? .regular)
            case "boldSystem"?:
                face = .boldSystem
            case "italicSystem"?:
                face = .italicSystem
            case nil:
                throw .missingAttribute(node.location, attribute: "type")
            default:
                throw node.invalid("type", expected: "system, boldSystem or italicSystem (or a 'style' or 'name')")
            }
        }
        let size: IBFont.Size
        if let points = try node.number("pointSize") {
            guard points >= 0 else { throw node.invalid("pointSize", expected: "a size of 0 or more") }
            size = points == 0 ? .unspecified : .points(points)
        } else if node.attributes["size"] == "system" {
            size = .systemFontSize
        } else if case .textStyle = face {
            size = .textStyleDefault
        } else {
            throw .missingAttribute(node.location, attribute: "pointSize")
        }
        return IBFont(face: face, size: size, line: node.line)
    }

    /// An `<attributedString>`: fragments with their `NSFont` and paragraph style.
    mutating func readAttributedText(_ node: XMLNode) throws(InterfaceBuilderError) -> IBAttributedText {
        var fragments: [IBAttributedText.Fragment] = []
        for fragment in node.children {
            guard fragment.name == "fragment" else {
                note(fragment, owner: nil, "not an attributed-string fragment; skipped")
                continue
            }
            let content = try fragment.textValue("content") ?? ""
            var font: IBFont?
            var alignment: String?
            var lineBreakMode: String?
            var metrics: [Double?] = [nil, nil, nil, nil]
            for attributes in fragment.children(named: "attributes") {
                if let fontNode = attributes.child(named: "font", key: "NSFont") {
                    font = try readAttributedFont(fontNode)
                }
                if let paragraph = attributes.child(named: "paragraphStyle", key: "NSParagraphStyle") {
                    alignment = paragraph.attributes["alignment"]
                    lineBreakMode = paragraph.attributes["lineBreakMode"]
                    for (index, name) in ["lineSpacing", "lineHeightMultiple", "minimumLineHeight",
                                          "maximumLineHeight"].enumerated() {
                        metrics[index] = try paragraph.number(name)
                    }
                }
            }
            fragments.append(IBAttributedText.Fragment(content: content, font: font, alignment: alignment,
                                                       lineBreakMode: lineBreakMode, lineSpacing: metrics[0],
                                                       lineHeightMultiple: metrics[1], minimumLineHeight: metrics[2],
                                                       maximumLineHeight: metrics[3]))
        }
        return IBAttributedText(fragments: fragments, line: node.line)
    }

    /// `<font key="NSFont" size="17" name="HelveticaNeue-Bold"/>` or `metaFont="system"`.
    func readAttributedFont(_ node: XMLNode) throws(InterfaceBuilderError) -> IBFont {
        guard let points = try node.number("size") else { throw .missingAttribute(node.location, attribute: "size") }
        let face: IBFont.Face
        if let name = node.attributes["name"] {
            face = .custom(name: name, family: node.attributes["family"])
        } else {
            switch node.attributes["metaFont"] {
            case "systemBold"?: face = .boldSystem
            case "systemItalic"?: face = .italicSystem
            default: face = .system(.regular)
            }
        }
        return IBFont(face: face, size: .points(points), line: node.line)
    }

    mutating func readButtonState(_ node: XMLNode, ownerID: String?) throws(InterfaceBuilderError) -> IBButtonState {
        var state = IBButtonState(state: try node.required("key"), line: node.line)
        state.title = try node.textValue("title")
        state.image = node.attributes["image"]
        state.imageCatalog = node.attributes["catalog"]
        state.backgroundImage = node.attributes["backgroundImage"]
        for child in node.children {
            switch (child.name, child.attributes["key"]) {
            case ("attributedString", "attributedTitle"):
                state.attributedTitle = try readAttributedText(child)
            case ("preferredSymbolConfiguration", _):
                var configuration = child.attributes
                configuration["key"] = nil
                state.symbolConfiguration = configuration
            case ("imageReference", "image"):
                state.image = child.attributes["image"]
                state.imageCatalog = child.attributes["catalog"]
            default:
                if !DocumentReader.ignoredElements.contains(child.name) && child.name != "string" {
                    note(child, owner: ownerID, "button state content not modelled")
                }
            }
        }
        return state
    }

    mutating func readButtonConfiguration(_ node: XMLNode, ownerID: String?) throws(InterfaceBuilderError)
        -> IBButtonConfiguration {
        var configuration = IBButtonConfiguration(line: node.line)
        configuration.style = node.attributes["style"]
        configuration.title = node.attributes["title"]
        configuration.subtitle = node.attributes["subtitle"]
        configuration.image = node.attributes["image"]
        configuration.imageCatalog = node.attributes["catalog"]
        configuration.attributes = node.attributes
        configuration.attributes["key"] = nil
        for child in node.children {
            switch (child.name, child.attributes["key"]) {
            case ("directionalEdgeInsets", "contentInsets"):
                configuration.contentInsets = try readDirectionalEdgeInsets(child)
            case ("fontDescription", "titleFontDescription"):
                configuration.titleFont = try readFont(child)
            case ("imageReference", "image"):
                configuration.image = child.attributes["image"]
                configuration.imageCatalog = child.attributes["catalog"]
            case ("preferredSymbolConfiguration", _), ("backgroundConfiguration", _):
                continue
            default:
                if !DocumentReader.ignoredElements.contains(child.name) {
                    note(child, owner: ownerID, "button configuration content not modelled")
                }
            }
        }
        return configuration
    }

    func readFlowLayout(_ node: XMLNode) throws(InterfaceBuilderError) -> IBFlowLayout {
        var layout = IBFlowLayout(line: node.line)
        layout.scrollDirection = node.attributes["scrollDirection"] ?? "vertical"
        layout.minimumLineSpacing = try node.number("minimumLineSpacing")
        layout.minimumInteritemSpacing = try node.number("minimumInteritemSpacing")
        layout.sectionInsetReference = node.attributes["sectionInsetReference"]
        for child in node.children {
            switch (child.name, child.attributes["key"]) {
            case ("size", "itemSize"): layout.itemSize = try readSize(child)
            case ("size", "estimatedItemSize"): layout.estimatedItemSize = try readSize(child)
            case ("size", "headerReferenceSize"): layout.headerReferenceSize = try readSize(child)
            case ("size", "footerReferenceSize"): layout.footerReferenceSize = try readSize(child)
            case ("inset", "sectionInset"): layout.sectionInset = try readInset(child)
            default: continue
            }
        }
        return layout
    }
}

/// A view element's children as its content reader takes them: each at most once, and
/// remembered, so that the view reader does not report them as unmodelled.
struct ContentChildren {
    let node: XMLNode
    var handled: Set<Int> = []

    /// The first child named `name` with key `key` not yet taken, marked as taken.
    mutating func take(_ name: String, key: String?) -> XMLNode? {
        for (index, child) in node.children.enumerated()
        where child.name == name && child.attributes["key"] == key && !handled.contains(index) {
            handled.insert(index)
            return child
        }
        return nil
    }
}
