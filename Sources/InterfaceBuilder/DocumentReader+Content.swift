import NameSuggestion

/// Reading what controls and content views show: text, fonts, titles, images, values.
extension DocumentReader {
    /// The content of a view element, and the indices of the children it consumed (so the view
    /// reader does not report them as unmodelled).
    mutating func readContent(_ node: XMLNode) throws(InterfaceBuilderError) -> (IBContent?, Set<Int>) {
        var handled: Set<Int> = []
        /// The first child named `name` with key `key`, marked as handled.
        func take(_ name: String, key: String?) -> XMLNode? {
            for (index, child) in node.children.enumerated()
            where child.name == name && child.attributes["key"] == key && !handled.contains(index) {
                handled.insert(index)
                return child
            }
            return nil
        }
        func font() throws(InterfaceBuilderError) -> IBFont? {
            try take("fontDescription", key: "fontDescription").map { (child) throws(InterfaceBuilderError) in
                try readFont(child)
            }
        }
        func attributed(_ key: String) throws(InterfaceBuilderError) -> IBAttributedText? {
            try take("attributedString", key: key).map { (child) throws(InterfaceBuilderError) in
                try readAttributedText(child)
            }
        }
        let ownerID = node.attributes["id"]

        switch node.name {
        case "label":
            var label = IBLabel()
            label.text = try node.textValue("text")
            label.attributedText = try attributed("attributedText")
            label.font = try font()
            label.textAlignment = try node.enumeration("textAlignment", as: IBTextAlignment.self)
            label.numberOfLines = try node.integer("numberOfLines") ?? 1
            label.lineBreakMode = try readLineBreakMode(node) ?? .tailTruncation
            label.preferredMaxLayoutWidth = try node.number("preferredMaxLayoutWidth")
            label.adjustsFontSizeToFitWidth = try node.bool("adjustsFontSizeToFit", absent: false)
            label.minimumScaleFactor = try node.number("minimumScaleFactor")
            label.adjustsFontForContentSizeCategory = try node.bool("adjustsFontForContentSizeCategory", absent: false)
            label.baselineAdjustment = node.attributes["baselineAdjustment"]
            return (.label(label), handled)

        case "button":
            var button = IBButton()
            button.buttonType = node.attributes["buttonType"] ?? "custom"
            button.lineBreakMode = try readLineBreakMode(node)
            button.contentHorizontalAlignment = node.attributes["contentHorizontalAlignment"]
            button.contentVerticalAlignment = node.attributes["contentVerticalAlignment"]
            button.font = try font()
            for (index, child) in node.children.enumerated() {
                switch (child.name, child.attributes["key"]) {
                case ("state", _):
                    handled.insert(index)
                    button.states.append(try readButtonState(child, ownerID: ownerID))
                case ("buttonConfiguration", _):
                    handled.insert(index)
                    button.configuration = try readButtonConfiguration(child, ownerID: ownerID)
                case ("inset", "contentEdgeInsets"):
                    handled.insert(index)
                    button.contentEdgeInsets = try readInset(child)
                case ("inset", "titleEdgeInsets"):
                    handled.insert(index)
                    button.titleEdgeInsets = try readInset(child)
                case ("inset", "imageEdgeInsets"):
                    handled.insert(index)
                    button.imageEdgeInsets = try readInset(child)
                default:
                    continue
                }
            }
            return (.button(button), handled)

        case "textField":
            var field = IBTextField()
            field.text = try node.textValue("text")
            field.placeholder = try node.textValue("placeholder")
            field.borderStyle = node.attributes["borderStyle"] ?? "none"
            field.font = try font()
            field.textAlignment = try node.enumeration("textAlignment", as: IBTextAlignment.self)
            field.minimumFontSize = try node.number("minimumFontSize")
            field.adjustsFontSizeToFitWidth = try node.bool("adjustsFontSizeToFit", absent: false)
            field.clearButtonMode = node.attributes["clearButtonMode"]
            return (.textField(field), handled)

        case "textView":
            var text = IBTextView()
            text.text = try node.textValue("text")
            text.attributedText = try attributed("attributedText")
            text.font = try font()
            text.textAlignment = try node.enumeration("textAlignment", as: IBTextAlignment.self)
            text.isScrollEnabled = try node.bool("scrollEnabled", absent: true)
            text.isEditable = try node.bool("editable", absent: true)
            text.isSelectable = try node.bool("selectable", absent: true)
            return (.textView(text), handled)

        case "segmentedControl":
            var control = IBSegmentedControl()
            control.selectedSegmentIndex = try node.integer("selectedSegmentIndex")
            control.style = node.attributes["segmentControlStyle"]
            if let segments = take("segments", key: nil) {
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
            return (.segmentedControl(control), handled)

        case "imageView":
            var image = IBImageView()
            image.image = node.attributes["image"]
            image.imageCatalog = node.attributes["catalog"]
            image.highlightedImage = node.attributes["highlightedImage"]
            if let reference = take("imageReference", key: "image") {
                image.image = reference.attributes["image"]
                image.imageCatalog = reference.attributes["catalog"]
            }
            return (.imageView(image), handled)

        case "switch":
            var control = IBSwitch()
            control.isOn = try node.bool("on", absent: false)
            control.title = node.attributes["title"]
            return (.switch(control), handled)

        case "slider":
            var slider = IBSlider()
            slider.value = try node.number("value", absent: 0)
            slider.minimumValue = try node.number("minValue", absent: 0)
            slider.maximumValue = try node.number("maxValue", absent: 1)
            slider.minimumValueImage = node.attributes["minimumValueImage"]
            slider.maximumValueImage = node.attributes["maximumValueImage"]
            return (.slider(slider), handled)

        case "stepper":
            var stepper = IBStepper()
            stepper.value = try node.number("value", absent: 0)
            stepper.minimumValue = try node.number("minimumValue", absent: 0)
            stepper.maximumValue = try node.number("maximumValue", absent: 100)
            stepper.stepValue = try node.number("stepValue", absent: 1)
            return (.stepper(stepper), handled)

        case "progressView":
            var progress = IBProgressView()
            progress.progress = try node.number("progress", absent: 0)
            progress.style = node.attributes["progressViewStyle"]
            return (.progressView(progress), handled)

        case "activityIndicatorView":
            var indicator = IBActivityIndicator()
            indicator.style = node.attributes["style"]
            indicator.hidesWhenStopped = try node.bool("hidesWhenStopped", absent: false)
            indicator.isAnimating = try node.bool("animating", absent: false)
            return (.activityIndicator(indicator), handled)

        case "tableView":
            var table = IBTableView()
            table.style = node.attributes["style"]
            table.rowHeight = try node.number("rowHeight")
            table.estimatedRowHeight = try node.number("estimatedRowHeight")
            table.sectionHeaderHeight = try node.number("sectionHeaderHeight")
            table.sectionFooterHeight = try node.number("sectionFooterHeight")
            table.separatorStyle = node.attributes["separatorStyle"]
            table.dataMode = node.attributes["dataMode"]
            return (.tableView(table), handled)

        case "tableViewCell":
            var cell = IBTableViewCell()
            cell.reuseIdentifier = node.attributes["reuseIdentifier"]
            cell.rowHeight = try node.number("rowHeight")
            cell.style = node.attributes["style"]
            cell.accessoryType = node.attributes["accessoryType"]
            cell.indentationLevel = try node.integer("indentationLevel")
            cell.indentationWidth = try node.number("indentationWidth")
            return (.tableViewCell(cell), handled)

        case "collectionView":
            var collection = IBCollectionView()
            if let layout = take("collectionViewFlowLayout", key: "collectionViewLayout") {
                collection.flowLayout = try readFlowLayout(layout)
            }
            return (.collectionView(collection), handled)

        case "navigationBar", "toolbar", "tabBar":
            var bar = IBBar()
            bar.translucent = try node.optionalBool("translucent")
            bar.prefersLargeTitles = try node.bool("largeTitles", absent: false)
            bar.barStyle = node.attributes["barStyle"]
            return (.bar(bar), handled)

        case "visualEffectView":
            var effect = IBVisualEffect()
            if let blur = take("blurEffect", key: nil) { effect.blurStyle = blur.attributes["style"] }
            if take("vibrancyEffect", key: nil) != nil { effect.hasVibrancy = true }
            return (.visualEffect(effect), handled)

        default:
            return (nil, handled)
        }
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
