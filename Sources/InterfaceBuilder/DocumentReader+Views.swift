/// Reading view elements: common view properties, the hierarchy, guides, margins and stacks.
extension DocumentReader {
    /// Children of views that carry no layout information, skipped without a note: deprecated
    /// content stretch, separator and scroll-indicator insets.
    /// `<string>` children hold text the content reader takes through `textValue`.
    static let ignoredViewChildren: Set<String> = ["rect:contentStretch", "inset:separatorInset",
                                                   "inset:scrollIndicatorInsets", "string:text", "string:placeholder"]

    /// Reads a view element and everything inside it. `parentID` is the enclosing view's id.
    mutating func readView(_ node: XMLNode, parentID: String?) throws(InterfaceBuilderError) -> IBView {
        let key = node.attributes["key"]
        let writtenID = node.attributes["id"]
        let id = writtenID ?? "\(parentID ?? "")/\(key ?? node.name)"
        var view = IBView(kind: IBView.Kind(elementName: node.name), elementName: node.name, id: id, line: node.line)
        view.idIsSynthesized = writtenID == nil
        if case .unknown = view.kind {
            note(node, owner: parentID, "unknown view element; read as a plain view with no intrinsic content size")
        }
        view.key = key
        try readViewAttributes(node, into: &view)
        register(id, .view, node, owner: parentID)

        let (content, handled) = try readContent(node)
        view.content = content
        var metrics = IBSimulatedMetrics()
        var hasMetrics = false
        for (index, child) in node.children.enumerated() where !handled.contains(index) {
            if try readViewChild(child, into: &view) { continue }
            if try readSimulatedMetric(child, into: &metrics) {
                hasMetrics = true
            } else if !DocumentReader.ignoredElements.contains(child.name)
                        && !DocumentReader.ignoredViewChildren.contains("\(child.name):\(child.attributes["key"] ?? "")") {
                note(child, owner: id, "not modelled")
            }
        }
        if hasMetrics { view.simulatedMetrics = metrics }
        if node.name == "stackView" {
            view.stackView = try readStackView(node, subviews: view.subviews, hasMargins: view.layoutMargins != nil)
        }
        return view
    }

    /// The attributes every view has: names, class, flags, priorities, placeholder size.
    private func readViewAttributes(_ node: XMLNode, into view: inout IBView) throws(InterfaceBuilderError) {
        view.userLabel = node.attributes["userLabel"]
        view.customClass = node.attributes["customClass"]
        view.customModule = node.attributes["customModule"]
        view.translatesAutoresizingMaskIntoConstraints = try node.bool("translatesAutoresizingMaskIntoConstraints",
                                                                      absent: true)
        view.fixedFrame = try node.bool("fixedFrame", absent: false)
        view.hidden = try node.bool("hidden", absent: false)
        view.misplaced = try node.bool("misplaced", absent: false)
        view.ambiguous = try node.bool("ambiguous", absent: false)
        view.contentMode = node.attributes["contentMode"]
        view.alpha = try node.number("alpha", absent: 1)
        view.clipsSubviews = try node.bool("clipsSubviews", absent: false)
        view.insetsLayoutMarginsFromSafeArea = try node.bool("insetsLayoutMarginsFromSafeArea", absent: true)
        view.preservesSuperviewLayoutMargins = try node.bool("preservesSuperviewLayoutMargins", absent: false)
        view.layoutMarginsFollowReadableWidth = try node.bool("layoutMarginsFollowReadableWidth", absent: false)
        view.contentHuggingPriority = IBAxisPriorities(
            horizontal: try node.priority("horizontalHuggingPriority", absent: 250),
            vertical: try node.priority("verticalHuggingPriority", absent: 250))
        view.compressionResistancePriority = IBAxisPriorities(
            horizontal: try node.priority("horizontalCompressionResistancePriority", absent: 750),
            vertical: try node.priority("verticalCompressionResistancePriority", absent: 750))
        view.placeholderIntrinsicSize = try readPlaceholderIntrinsicSize(node)
        view.attributes = node.attributes
    }

    /// One child of a view element the view itself models (frame, mask, subviews, constraints,
    /// guides, variations, margins, colours, cells, keyed subviews); false for any other.
    private mutating func readViewChild(_ child: XMLNode, into view: inout IBView) throws(InterfaceBuilderError) -> Bool {
        let id = view.id
        switch (child.name, child.attributes["key"]) {
        case ("rect", "frame"):
            view.frame = try readRect(child)
        case ("autoresizingMask", _):
            view.autoresizingMask = try readAutoresizingMask(child)
        case ("subviews", _):
            for subview in child.children {
                view.subviews.append(try readView(subview, parentID: id))
            }
        case ("constraints", _):
            for constraint in child.children {
                guard constraint.name == "constraint" else {
                    note(constraint, owner: id, "not a constraint; skipped")
                    continue
                }
                view.constraints.append(try readConstraint(constraint, ownerID: id))
            }
        case ("viewLayoutGuide", _):
            let guide = IBLayoutGuide(id: try child.required("id"), key: try child.required("key"), line: child.line)
            view.layoutGuides.append(guide)
            register(guide.id, .layoutGuide(key: guide.key), child, owner: id)
        case ("variation", _):
            view.variations.append(try readVariation(child, ownerID: id))
        case ("edgeInsets", "layoutMargins"):
            view.layoutMargins = .absolute(try readEdgeInsets(child))
        case ("directionalEdgeInsets", "directionalLayoutMargins"):
            view.layoutMargins = .directional(try readDirectionalEdgeInsets(child))
        case ("color", "backgroundColor"):
            view.backgroundColor = try readColor(child)
        case ("color", "tintColor"):
            view.tintColor = try readColor(child)
        case ("prototypes", _), ("cells", _):
            view.cells += try readCells(child, parentID: id)
        case ("sections", _):
            view.cells += try readSections(child, parentID: id)
        case ("string", "userLabel"):
            view.userLabel = try child.stringContent()
        case (_, .some) where DocumentReader.isView(child):
            view.keyedSubviews.append(try readView(child, parentID: id))
        default:
            return false
        }
        return true
    }

    /// The cells of a static table's `<sections>`, section after section.
    private mutating func readSections(_ node: XMLNode, parentID id: String) throws(InterfaceBuilderError) -> [IBView] {
        var cells: [IBView] = []
        for section in node.children {
            guard section.name == "tableViewSection" else {
                note(section, owner: id, "not a table view section; skipped")
                continue
            }
            if section.attributes["headerTitle"] != nil || section.attributes["footerTitle"] != nil {
                note(section, owner: id, "section header and footer titles are not modelled")
            }
            for list in section.children(named: "cells") {
                cells += try readCells(list, parentID: id)
            }
        }
        return cells
    }

    /// The cells of a `<prototypes>` or `<cells>` list.
    mutating func readCells(_ node: XMLNode, parentID: String) throws(InterfaceBuilderError) -> [IBView] {
        var cells: [IBView] = []
        for cell in node.children {
            if DocumentReader.isView(cell) {
                cells.append(try readView(cell, parentID: parentID))
            } else {
                note(cell, owner: parentID, "not a cell; skipped")
            }
        }
        return cells
    }

    func readStackView(_ node: XMLNode, subviews: [IBView], hasMargins: Bool) throws(InterfaceBuilderError) -> IBStackView {
        var stack = IBStackView()
        stack.axis = try node.enumeration("axis", as: IBStackView.Axis.self) ?? .horizontal
        stack.distribution = try node.enumeration("distribution", as: IBStackView.Distribution.self) ?? .fill
        stack.alignment = try node.enumeration("alignment", as: IBStackView.Alignment.self) ?? .fill
        stack.spacing = try node.number("spacing", absent: 0)
        if let spacingType = node.attributes["spacingType"] {
            guard spacingType == "standard" else { throw node.invalid("spacingType", expected: "standard") }
            stack.usesStandardSpacing = true
        }
        stack.isBaselineRelativeArrangement = try node.bool("baselineRelativeArrangement", absent: false)
        stack.isLayoutMarginsRelativeArrangement = try node.bool("layoutMarginsRelativeArrangement", absent: hasMargins)
        stack.arrangedSubviewIDs = subviews.map(\.id)
        return stack
    }

    func readPlaceholderIntrinsicSize(_ node: XMLNode) throws(InterfaceBuilderError) -> IBPlaceholderIntrinsicSize? {
        func dimension(_ attribute: String) throws(InterfaceBuilderError) -> IBPlaceholderIntrinsicSize.Dimension? {
            guard let value = node.attributes[attribute] else { return nil }
            if value == "infinite" { return IBPlaceholderIntrinsicSize.Dimension.none }
            guard let number = XMLNode.finiteNumber(value), number >= 0 else {
                throw node.invalid(attribute, expected: "a size in points or 'infinite'")
            }
            return .points(number)
        }
        let width = try dimension("placeholderIntrinsicWidth")
        let height = try dimension("placeholderIntrinsicHeight")
        if width == nil && height == nil { return nil }
        return IBPlaceholderIntrinsicSize(width: width, height: height)
    }

    func readRect(_ node: XMLNode) throws(InterfaceBuilderError) -> IBRect {
        IBRect(x: try node.requiredNumber("x"), y: try node.requiredNumber("y"),
               width: try node.requiredNumber("width"), height: try node.requiredNumber("height"))
    }

    func readSize(_ node: XMLNode) throws(InterfaceBuilderError) -> IBSize {
        IBSize(width: try node.requiredNumber("width"), height: try node.requiredNumber("height"))
    }

    func readAutoresizingMask(_ node: XMLNode) throws(InterfaceBuilderError) -> IBAutoresizingMask {
        IBAutoresizingMask(
            flexibleMinX: try node.bool("flexibleMinX", absent: false),
            widthSizable: try node.bool("widthSizable", absent: false),
            flexibleMaxX: try node.bool("flexibleMaxX", absent: false),
            flexibleMinY: try node.bool("flexibleMinY", absent: false),
            heightSizable: try node.bool("heightSizable", absent: false),
            flexibleMaxY: try node.bool("flexibleMaxY", absent: false))
    }

    func readEdgeInsets(_ node: XMLNode) throws(InterfaceBuilderError) -> IBEdgeInsets {
        IBEdgeInsets(top: try node.requiredNumber("top"), left: try node.requiredNumber("left"),
                     bottom: try node.requiredNumber("bottom"), right: try node.requiredNumber("right"))
    }

    func readDirectionalEdgeInsets(_ node: XMLNode) throws(InterfaceBuilderError) -> IBDirectionalEdgeInsets {
        IBDirectionalEdgeInsets(top: try node.requiredNumber("top"), leading: try node.requiredNumber("leading"),
                                bottom: try node.requiredNumber("bottom"), trailing: try node.requiredNumber("trailing"))
    }

    /// `<inset minX minY maxX maxY>`: NSEdgeInsets-style names for UIEdgeInsets' left, top,
    /// right, bottom.
    func readInset(_ node: XMLNode) throws(InterfaceBuilderError) -> IBEdgeInsets {
        IBEdgeInsets(top: try node.requiredNumber("minY"), left: try node.requiredNumber("minX"),
                     bottom: try node.requiredNumber("maxY"), right: try node.requiredNumber("maxX"))
    }

    func readColor(_ node: XMLNode) throws(InterfaceBuilderError) -> IBColor {
        if node.attributes["red"] != nil {
            return .rgb(red: try node.requiredNumber("red"), green: try node.requiredNumber("green"),
                        blue: try node.requiredNumber("blue"), alpha: try node.number("alpha", absent: 1),
                        colorSpace: node.attributes["customColorSpace"] ?? node.attributes["colorSpace"])
        }
        if node.attributes["white"] != nil {
            return .white(try node.requiredNumber("white"), alpha: try node.number("alpha", absent: 1))
        }
        if let name = node.attributes["systemColor"] ?? node.attributes["cocoaTouchSystemColor"] {
            return .system(name)
        }
        if let name = node.attributes["name"] { return .named(name) }
        var attributes = node.attributes
        attributes["key"] = nil
        return .other(attributes)
    }
}
