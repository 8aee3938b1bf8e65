import NameSuggestion
import VisualFormat
import Yams

/// Reading `constraints:` lists (cookbook lines and VFL lines) and `variations:`.
extension DocumentReader {
    /// A list of constraint lines: cookbook lines, VFL lines (`H:…`, `V:…`, or quoted `|…`, `[…`),
    /// and VFL mappings `{format: …, options: […]}`.
    mutating func readConstraints(_ node: Node, context: String) throws(LayoutDocumentError) -> [DocumentConstraint] {
        var constraints: [DocumentConstraint] = []
        for entry in try nodes.list(node, context) {
            switch entry {
            case .scalar(let scalar):
                let base = nodes.contentStart(scalar)
                if let vfl = Self.visualFormatStart(of: scalar.string) {
                    constraints += try readVisualFormat(scalar.string, formatOffset: vfl.offset, id: vfl.id,
                                                        options: [], base: base)
                } else {
                    constraints.append(try readConstraintLine(scalar.string, base: base))
                }
            case .mapping:
                constraints += try readVisualFormatMapping(entry)
            case .sequence:
                throw .wrongNodeKind(nodes.location(entry), context: "an entry of \(context)",
                                     expected: "a constraint line (a VFL line that starts with '[' or '|' must be quoted)",
                                     found: "a list")
            }
        }
        return constraints
    }

    /// Where the VFL format starts, and the line's number, when the line (after an optional
    /// number) starts with `H:`, `V:`, `|` or `[`; nil for a cookbook line.
    static func visualFormatStart(of line: String) -> (offset: Int, id: Int?)? {
        let scalars = Array(line.unicodeScalars)
        var offset = 0
        var id: Int?
        if let (digits, end) = ConstraintLineParser.leadingID(of: scalars), let value = Int(digits) {
            id = value
            offset = end
        }
        while offset < scalars.count, scalars[offset].properties.isWhitespace { offset += 1 }
        guard offset < scalars.count else { return nil }
        let first = scalars[offset]
        if first == "|" || first == "[" { return (offset, id) }
        if (first == "H" || first == "V"), offset + 1 < scalars.count, scalars[offset + 1] == ":" {
            return (offset, id)
        }
        return nil
    }

    // MARK: - Cookbook lines

    mutating func readConstraintLine(_ line: String, base: SourceLocation) throws(LayoutDocumentError) -> DocumentConstraint {
        var parser = ConstraintLineParser(line, base: base)
        let syntax = try parser.parse()
        let firstItem = try item(named: syntax.firstItem, base: base)
        let firstAttribute = try attribute(syntax.firstAttribute, of: firstItem, base: base)
        var secondItem: ConstraintItem?
        var secondAttribute = LayoutAttribute.notAnAttribute
        if let itemWord = syntax.secondItem, let attributeWord = syntax.secondAttribute {
            secondItem = try item(named: itemWord, base: base)
            if let secondItem {
                secondAttribute = try attribute(attributeWord, of: secondItem, base: base)
            }
            try checkPairing(firstAttribute, secondAttribute, at: base.advanced(by: attributeWord.offset))
        } else if firstAttribute.isLocation {
            throw .invalidPairing(base.advanced(by: syntax.firstAttribute.offset), first: firstAttribute, second: nil,
                                  rule: .locationEqualToConstant)
        }
        var superview: String?
        if firstItem == .superview {
            superview = self.superview(besides: secondItem)
        } else if secondItem == .superview {
            superview = self.superview(besides: firstItem)
        }
        if let id = syntax.id {
            try register(id, at: base)
        }
        return DocumentConstraint(
            id: syntax.id, firstItem: firstItem, firstAttribute: firstAttribute, relation: syntax.relation,
            secondItem: secondItem, secondAttribute: secondAttribute, multiplier: syntax.multiplier,
            constant: syntax.constant, priority: syntax.priority, superview: superview, location: base,
            source: line, origin: .constraintLine)
    }

    private func attribute(_ word: ConstraintLineSyntax.Word, of item: ConstraintItem, base: SourceLocation)
        throws(LayoutDocumentError) -> LayoutAttribute {
        let location = base.advanced(by: word.offset)
        guard let attribute = LayoutAttribute(documentName: word.text) else {
            let names = LayoutAttribute.documentAttributes.map(\.documentName) + ["Baseline"]
            throw .unknownAttribute(location, name: word.text, suggestion: NameSuggestion.closest(to: word.text, among: names))
        }
        let available = item.availableAttributes
        guard available.contains(attribute) else {
            throw .attributeNotAvailable(location, attribute: attribute, item: item.description, available: available)
        }
        return attribute
    }

    /// Auto Layout's pairing rules (the Auto Layout Guide's "Anatomy of a Constraint"): sizes with
    /// sizes; locations on one axis;
    /// leading/trailing never with left/right. Multipliers other than 1 on locations are
    /// accepted, as UIKit's runtime accepts them.
    private func checkPairing(_ first: LayoutAttribute, _ second: LayoutAttribute, at location: SourceLocation)
        throws(LayoutDocumentError) {
        if first.isSize != second.isSize {
            throw .invalidPairing(location, first: first, second: second, rule: .sizeWithLocation)
        }
        guard first.isLocation else { return }
        if first.isHorizontal != second.isHorizontal {
            throw .invalidPairing(location, first: first, second: second, rule: .crossAxis)
        }
        if (first.isDirectional && second.isAbsolute) || (first.isAbsolute && second.isDirectional) {
            throw .invalidPairing(location, first: first, second: second, rule: .directionalWithAbsolute)
        }
    }

    /// Records a constraint number, refusing one already used.
    private mutating func register(_ id: Int, at location: SourceLocation) throws(LayoutDocumentError) {
        if let firstLine = constraintIDs[id] {
            throw .duplicateConstraintID(location, id: id, firstLine: firstLine)
        }
        constraintIDs[id] = location.line
    }

    // MARK: - VFL lines

    private mutating func readVisualFormatMapping(_ node: Node) throws(LayoutDocumentError) -> [DocumentConstraint] {
        let keys = ["format", "options", "id"]
        var values: [String: Node] = [:]
        for (key, value) in try nodes.mapping(node, "a visual format entry") {
            guard keys.contains(key.string) else {
                throw .unknownKey(nodes.location(.scalar(key)), key: key.string, context: "a visual format entry",
                                  known: keys, suggestion: NameSuggestion.closest(to: key.string, among: keys))
            }
            values[key.string] = value
        }
        guard let formatNode = values["format"] else {
            throw .missingKey(nodes.location(node), key: "format", context: "a visual format entry")
        }
        let format = try nodes.scalar(formatNode, "format", expected: "a visual format string")
        var id: Int?
        if let idNode = values["id"] {
            let value = try nodes.integer(idNode, key: "id", expected: "a constraint number")
            guard value >= 0 else {
                throw .invalidValue(nodes.location(idNode), key: "id", value: String(value),
                                    expected: "a constraint number, 0 or more", suggestion: nil)
            }
            id = value
        }
        var options: VisualFormat.Options = []
        if let optionsNode = values["options"] {
            for option in try nodes.list(optionsNode, "options") {
                options.formUnion(try formatOption(option))
            }
        }
        return try readVisualFormat(format.string, formatOffset: 0, id: id, options: options,
                                    base: nodes.contentStart(format))
    }

    /// UIKit's `NSLayoutConstraint.FormatOptions` by their Swift names.
    static let formatOptions: [String: VisualFormat.Options] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
        "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
        "alignAllLastBaseline": .alignAllLastBaseline, "alignAllBaseline": .alignAllBaseline,
        "alignAllFirstBaseline": .alignAllFirstBaseline,
        "directionLeadingToTrailing": .directionLeadingToTrailing, "directionLeftToRight": .directionLeftToRight,
        "directionRightToLeft": .directionRightToLeft, "spacingEdgeToEdge": .spacingEdgeToEdge,
        "spacingBaselineToBaseline": .spacingBaselineToBaseline,
    ]

    private func formatOption(_ node: Node) throws(LayoutDocumentError) -> VisualFormat.Options {
        let text = try nodes.string(node, "a format option")
        if let option = Self.formatOptions.first(where: { $0.key.lowercased() == text.lowercased() }) {
            return option.value
        }
        let names = Self.formatOptions.keys.sorted()
        throw .invalidValue(nodes.location(node), key: "format option", value: text,
                            expected: "one of " + names.joined(separator: ", "),
                            suggestion: NameSuggestion.closest(to: text, among: names))
    }

    /// Parses a VFL line with the VisualFormat module (views by VFL name, the document's metrics)
    /// and lowers it to document constraints.
    private mutating func readVisualFormat(_ line: String, formatOffset: Int, id: Int?, options: VisualFormat.Options,
                                           base: SourceLocation) throws(LayoutDocumentError) -> [DocumentConstraint] {
        let scalars = Array(line.unicodeScalars)
        var format = ""
        format.unicodeScalars.append(contentsOf: scalars[min(formatOffset, scalars.count)...])
        let (trimmed, cut) = format.trimmingSpaces
        let start = base.advanced(by: formatOffset + cut)
        let parsed: ParsedVisualFormat
        do {
            parsed = try VisualFormat.parse(trimmed, options: options, metrics: metrics, viewNames: Set(vflNames.keys))
        } catch {
            throw .invalidVisualFormat(start.advanced(by: error.column ?? 0), error)
        }
        // A constant written in the line itself (metrics are checked where they are declared).
        for constraint in parsed.constraints {
            if case .points(let value) = constraint.constant, abs(value) > LayoutDocumentModel.maximumMagnitude {
                throw .numberOutOfRange(start, value: abs(value) < 1e15 ? String(Int64(value.rounded())) : String(value))
            }
        }
        if let id {
            try register(id, at: base)
        }
        let index = visualFormats.count
        var names: [String: String] = [:]
        for view in parsed.views {
            names[view.name] = vflNames[view.name]
        }
        visualFormats.append(DocumentVisualFormat(id: id, format: trimmed, options: options, parsed: parsed,
                                                  viewNames: names, location: start))
        func item(_ item: VisualFormat.Item) -> ConstraintItem {
            switch item {
            case .view(let vflName): .view(vflNames[vflName] ?? vflName)
            case .superview: .superview
            }
        }
        return parsed.constraints.map { constraint in
            var superview: String?
            if let beside = constraint.viewBesideSuperview {
                superview = declared[Self.fold(vflNames[beside] ?? beside)]?.parent
            }
            let constant: ConstraintConstant = switch constraint.constant {
            case .points(let value): .points(value)
            case .standardSpacing, .standardSpacingToSuperview: .standard
            }
            return DocumentConstraint(
                id: id, firstItem: item(constraint.firstItem), firstAttribute: constraint.firstAttribute,
                relation: constraint.relation, secondItem: constraint.secondItem.map(item),
                secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier, constant: constant,
                priority: constraint.priority, superview: superview, location: start, source: trimmed,
                origin: .visualFormat(index: index))
        }
    }

    // MARK: - Variations

    mutating func readVariations(_ node: Node, pendingIDs: inout [(node: Node, id: Int)])
        throws(LayoutDocumentError) -> [SizeClassVariation] {
        var variations: [SizeClassVariation] = []
        var seen: [String: Int] = [:]
        for (key, value) in try nodes.mapping(node, "variations",
                                              expected: "a mapping of size classes (such as compact-regular) to changes") {
            let location = nodes.location(.scalar(key))
            let (horizontal, vertical) = try sizeClasses(key.string, at: location)
            let canonical = "\(horizontal.rawValue)-\(vertical.rawValue)"
            if let firstLine = seen[canonical] {
                throw .duplicateKey(location, key: key.string, firstLine: firstLine)
            }
            seen[canonical] = location.line
            var variation = SizeClassVariation(horizontal: horizontal, vertical: vertical, location: location)
            if !Self.isEmpty(value) {
                try readVariation(value, into: &variation, pendingIDs: &pendingIDs)
            }
            variations.append(variation)
        }
        return variations
    }

    /// `compact-regular`, `any-compact`, …, without regard to case.
    private func sizeClasses(_ key: String, at location: SourceLocation) throws(LayoutDocumentError) -> (SizeClass, SizeClass) {
        let parts = key.lowercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let names = SizeClass.allCases.map(\.rawValue)
        if parts.count == 2, let width = SizeClass(rawValue: parts[0]), let height = SizeClass(rawValue: parts[1]) {
            return (width, height)
        }
        var suggestion: String?
        if parts.count == 2,
           let width = SizeClass(rawValue: parts[0]) ?? NameSuggestion.closest(to: parts[0], among: names).flatMap(SizeClass.init),
           let height = SizeClass(rawValue: parts[1]) ?? NameSuggestion.closest(to: parts[1], among: names).flatMap(SizeClass.init) {
            suggestion = "\(width.rawValue)-\(height.rawValue)"
        }
        throw .invalidSizeClass(location, key: key, suggestion: suggestion)
    }

    private mutating func readVariation(_ node: Node, into variation: inout SizeClassVariation,
                                        pendingIDs: inout [(node: Node, id: Int)]) throws(LayoutDocumentError) {
        let keys = ["uninstall", "install", "constraints", "views"]
        let context = "variation '\(variation.key)'"
        for (key, value) in try nodes.mapping(node, context) {
            guard keys.contains(key.string) else {
                throw .unknownKey(nodes.location(.scalar(key)), key: key.string, context: context, known: keys,
                                  suggestion: NameSuggestion.closest(to: key.string, among: keys))
            }
            if Self.isEmpty(value) { continue }
            switch key.string {
            case "uninstall":
                variation.uninstall = try installTargets(value, key: "uninstall", pendingIDs: &pendingIDs)
            case "install":
                variation.install = try installTargets(value, key: "install", pendingIDs: &pendingIDs)
            case "constraints":
                variation.constraints = try readConstraints(value, context: "constraints of \(context)")
            default:
                variation.viewChanges = try viewChanges(value, context: context)
            }
        }
    }

    /// Constraint numbers and view names; numbers are checked once every line has been read.
    private func installTargets(_ node: Node, key: String, pendingIDs: inout [(node: Node, id: Int)])
        throws(LayoutDocumentError) -> [InstallTarget] {
        let entries: [Node]
        if case .sequence = node {
            entries = try nodes.list(node, key)
        } else {
            entries = [node]
        }
        var targets: [InstallTarget] = []
        for entry in entries {
            let text = try nodes.scalar(entry, "an entry of \(key)", expected: "a constraint number or a view name").string
            if let id = Int(text) {
                pendingIDs.append((entry, id))
                targets.append(.constraint(id: id))
            } else {
                let view = try declaration(named: text, at: nodes.location(entry))
                targets.append(.view(name: view.name))
            }
        }
        return targets
    }

    /// `views:` of a variation: property changes by view name.
    private func viewChanges(_ node: Node, context: String) throws(LayoutDocumentError) -> [ViewChange] {
        var changes: [ViewChange] = []
        for (name, value) in try nodes.mapping(node, "views of \(context)",
                                               expected: "a mapping of view names to property changes") {
            let location = nodes.location(.scalar(name))
            let view = try declaration(named: name.string, at: location)
            var pairs: [(key: ViewProperties.Key, value: Node)] = []
            for (keyNode, propertyValue) in try nodes.mapping(value, "changes to '\(view.name)'") {
                let property = try key(keyNode, for: view.type)
                guard property.canVary else {
                    throw .unknownKey(nodes.location(.scalar(keyNode)), key: keyNode.string,
                                      context: "size-class changes (type, vflName, subviews and arrangedSubviews do not vary)",
                                      known: [], suggestion: nil)
                }
                pairs.append((property, propertyValue))
            }
            var properties = try readProperties(pairs, type: view.type)
            if let spacingNode = pairs.first(where: { $0.key == .customSpacing })?.value {
                properties.customSpacing = try readCustomSpacing(spacingNode, of: view.name)
            }
            changes.append(ViewChange(viewName: view.name, properties: properties, location: location))
        }
        return changes
    }
}
