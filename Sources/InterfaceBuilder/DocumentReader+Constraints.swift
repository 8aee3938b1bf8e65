import LayoutVocabulary

/// Reading constraints and size-class variations.
extension DocumentReader {
    /// Reads a `<constraint>` held by the view `ownerID`.
    ///
    /// Checks what UIKit would reject when making the constraint: an item without an attribute or
    /// an attribute without an item, a location attribute with no second item (a location cannot
    /// equal a constant), a zero multiplier on a location attribute, a priority outside (0, 1000].
    /// Item ids are checked once the whole document is read.
    mutating func readConstraint(_ node: XMLNode, ownerID: String) throws(InterfaceBuilderError) -> IBConstraint {
        let id = try node.required("id")
        _ = try node.required("firstAttribute")
        guard let firstAttribute = try node.named("firstAttribute", names: LayoutAttribute.names, LayoutAttribute.init(name:)) else {
            throw .missingAttribute(node.location, attribute: "firstAttribute")
        }
        let writtenFirstItem = node.attributes["firstItem"]
        let secondItem = node.attributes["secondItem"]
        let secondAttribute = try node.named("secondAttribute", names: LayoutAttribute.names, LayoutAttribute.init(name:))
        if secondItem != nil && secondAttribute == nil {
            throw .missingAttribute(node.location, attribute: "secondAttribute")
        }
        if secondItem == nil && secondAttribute != nil {
            throw .missingAttribute(node.location, attribute: "secondItem")
        }
        if secondItem == nil && !firstAttribute.isDimension {
            throw node.invalid("firstAttribute", expected: "width or height for a constraint without a second item "
                               + "(UIKit cannot make a location equal to a constant)")
        }
        var multiplier = IBConstraint.Multiplier.one
        if let text = node.attributes["multiplier"] {
            guard let parsed = IBConstraint.Multiplier.parse(text) else {
                throw node.invalid("multiplier", expected: "a decimal (0.5), a ratio a:b (16:9) or a fraction a/b "
                                   + "(1/3) of finite numbers with a non-zero divisor")
            }
            if parsed.value == 0 && !firstAttribute.isDimension {
                throw node.invalid("multiplier", expected: "a non-zero multiplier: UIKit rejects a multiplier of 0 "
                                   + "on a location attribute")
            }
            multiplier = parsed
        }

        var constraint = IBConstraint(
            id: id, ownerID: ownerID, firstItem: writtenFirstItem ?? ownerID, firstItemIsImplied: writtenFirstItem == nil,
            firstAttribute: firstAttribute,
            relation: try node.named("relation", names: LayoutRelation.names, LayoutRelation.init(name:)) ?? .equal,
            secondItem: secondItem, secondAttribute: secondAttribute, multiplier: multiplier,
            constant: try node.number("constant", absent: 0),
            isStandardSpacing: try node.bool("symbolic", absent: false),
            symbolType: node.attributes["symbolType"],
            priority: try node.priority("priority", absent: 1000),
            isPlaceholder: try node.bool("placeholder", absent: false),
            identifier: node.attributes["identifier"], userLabel: node.attributes["userLabel"], line: node.line)
        for child in node.children {
            if child.name == "variation" {
                constraint.variations.append(try readVariation(child, ownerID: id))
            } else {
                note(child, owner: id, "not modelled inside a constraint")
            }
        }
        for (attribute, item) in [("firstItem", writtenFirstItem), ("secondItem", secondItem)] {
            guard let item else { continue }
            pendingReferences.append(PendingReference(location: node.location, attribute: attribute, id: item,
                                                      target: .layoutItem))
        }
        register(id, .constraint, node, owner: ownerID)
        return constraint
    }

    /// Attributes a variation may set, with how to check each.
    static let variationNumbers: Set<String> = ["constant", "spacing", "alpha", "multiplier", "priority"]
    static let variationBooleans: Set<String> = ["hidden", "misplaced", "ambiguous", "fixedFrame", "active",
                                                 "translatesAutoresizingMaskIntoConstraints"]

    /// Reads a `<variation>` of the element `ownerID`.
    mutating func readVariation(_ node: XMLNode, ownerID: String) throws(InterfaceBuilderError) -> IBVariation {
        let key = try node.required("key")
        var variation = IBVariation(trait: try readTraitCondition(key, node), line: node.line)
        var attributes = node.attributes
        attributes["key"] = nil
        for name in attributes.keys.sorted() {
            if DocumentReader.variationNumbers.contains(name) {
                _ = try node.number(name)
            } else if DocumentReader.variationBooleans.contains(name) {
                _ = try node.optionalBool(name)
            }
        }
        _ = try node.enumeration("axis", as: IBStackView.Axis.self)
        _ = try node.enumeration("distribution", as: IBStackView.Distribution.self)
        _ = try node.enumeration("alignment", as: IBStackView.Alignment.self)
        variation.attributes = attributes

        for child in node.children {
            switch (child.name, child.attributes["key"]) {
            case ("mask", "constraints"):
                variation.constraintMask += try readMask(child, target: .constraint, ownerID: ownerID)
            case ("mask", "subviews"):
                variation.subviewMask += try readMask(child, target: .view, ownerID: ownerID)
            case ("rect", "frame"):
                variation.frame = try readRect(child)
            case ("fontDescription", "fontDescription"):
                variation.font = try readFont(child)
            default:
                note(child, owner: ownerID, "not modelled inside a size-class variation")
            }
        }
        return variation
    }

    /// The entries of a `<mask>`, each reference to be checked against `target`.
    mutating func readMask(_ node: XMLNode, target: ReferenceTarget, ownerID: String) throws(InterfaceBuilderError)
        -> [IBMaskEntry] {
        var entries: [IBMaskEntry] = []
        for entry in node.children {
            guard entry.name == "include" || entry.name == "exclude" else {
                note(entry, owner: ownerID, "not an include or exclude; skipped")
                continue
            }
            let reference = try entry.required("reference")
            entries.append(IBMaskEntry(reference: reference, isIncluded: entry.name == "include", line: entry.line))
            pendingReferences.append(PendingReference(location: entry.location, attribute: "reference",
                                                      id: reference, target: target))
        }
        return entries
    }

    /// Parses a variation key: `default`, or `name=value` conditions joined by `-`.
    func readTraitCondition(_ key: String, _ node: XMLNode) throws(InterfaceBuilderError) -> IBTraitCondition {
        if key == "default" {
            return IBTraitCondition(key: key, isDefault: true, widthClass: nil, heightClass: nil, conditions: [:])
        }
        let expected = "'default' or size-class conditions such as heightClass=compact-widthClass=regular"
        var conditions: [String: String] = [:]
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else { throw node.invalid("key", expected: expected) }
            conditions[String(pair[0])] = String(pair[1])
        }
        func sizeClass(_ name: String) throws(InterfaceBuilderError) -> IBTraitCondition.SizeClass? {
            guard let value = conditions[name] else { return nil }
            guard let sizeClass = IBTraitCondition.SizeClass(rawValue: value) else {
                throw node.invalid("key", expected: "\(name)=compact or \(name)=regular")
            }
            return sizeClass
        }
        return IBTraitCondition(key: key, isDefault: false, widthClass: try sizeClass("widthClass"),
                                heightClass: try sizeClass("heightClass"), conditions: conditions)
    }
}
